"""Waiting lists: presence, call-ins, passes, deposits, order."""

from __future__ import annotations

from floorman.services import games, players, seats, waitlists
from floorman.services.desk import Desk
from floorman.services.views import floor_view
from tests.fakes import FakeClock
from tests.services.conftest import Room
from tests.services.test_seating import refused


def names(desk: Desk, game: int) -> list[str]:
    return [e.name for e in floor_view(desk).lists.get(game, ())]


def test_order_is_by_time_of_entry_and_a_player_may_join_several_lists(
    desk: Desk, room: Room, clock: FakeClock
) -> None:
    other = games.add_game(desk, variant="omaha", betting="pot_limit", stake_small="1",
                           stake_big="2", min_buy_in="100", max_buy_in="500").created_id
    for name in ("Luis Pérez", "Ana López", "José García"):
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players[name])
        clock.advance(seconds=10)
    waitlists.add_to_waitlist(desk, game_id=other, player_id=room.players["Ana López"])
    assert names(desk, room.game) == ["Luis Pérez", "Ana López", "José García"]
    assert names(desk, other) == ["Ana López"]
    refused(desk, waitlists.add_to_waitlist, "player", game_id=room.game,
            player_id=room.players["Ana López"])


def test_a_seated_player_cannot_join_the_list_of_the_game_they_play(desk: Desk,
                                                                   room: Room) -> None:
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=room.players["Ana López"])
    error = refused(desk, waitlists.add_to_waitlist, "player", game_id=room.game,
                    player_id=room.players["Ana López"])
    assert "cambio de mesa" in error.text.es


def test_call_ins_only_where_the_house_allows_and_they_expire(desk: Desk, room: Room,
                                                              clock: FakeClock) -> None:
    games.set_house(desk, call_ins_allowed=False)
    error = refused(desk, waitlists.add_to_waitlist, "call_in", game_id=room.game,
                    player_id=room.players["Luis Pérez"], call_in=True)
    assert "RRoP 2.iii.1" in error.text.en
    games.set_house(desk, call_ins_allowed=True, call_in_minutes=20)
    luis = waitlists.add_to_waitlist(desk, game_id=room.game,
                                     player_id=room.players["Luis Pérez"],
                                     call_in=True).created_id
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players["Ana López"],
                              call_in=True)
    clock.advance(minutes=10)
    waitlists.check_in(desk, entry_id=luis)
    clock.advance(minutes=10)
    change = seats.expire_due(desk)
    assert change is not None
    assert names(desk, room.game) == ["Luis Pérez"], "Ana never checked in"


def test_not_here_keeps_the_place_for_the_house_number_of_calls(desk: Desk,
                                                                room: Room) -> None:
    games.set_house(desk, passes_kept=1)
    entry = waitlists.add_to_waitlist(desk, game_id=room.game,
                                      player_id=room.players["Ana López"]).created_id
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players["Luis Pérez"])
    seats.call_player(desk, table_id=room.table1, seat=1, player_id=room.players["Ana López"])
    waitlists.not_here(desk, entry_id=entry)
    view = floor_view(desk)
    assert view.table(room.table1).seats[0].state == "empty", "the held seat is released"
    assert [(e.name, e.passes) for e in view.lists[room.game]] == [("Ana López", 1),
                                                                  ("Luis Pérez", 0)]
    waitlists.not_here(desk, entry_id=entry)
    assert names(desk, room.game) == ["Luis Pérez"]


def test_deposit_and_bad_amounts(desk: Desk, room: Room) -> None:
    entry = waitlists.add_to_waitlist(desk, game_id=room.game,
                                      player_id=room.players["Ana López"]).created_id
    refused(desk, waitlists.leave_deposit, "deposit", entry_id=entry, amount="veinte")
    refused(desk, waitlists.leave_deposit, "deposit", entry_id=entry, amount="-20")
    waitlists.leave_deposit(desk, entry_id=entry, amount="20")
    assert str(floor_view(desk).lists[room.game][0].deposit) == "20"


def test_empty_names_are_refused(desk: Desk) -> None:
    for bad in ("", "   ", "\t\n"):
        error = refused(desk, players.add_player, "name", name=bad)
        assert "vacío" in error.text.es
    assert players.add_player(desk, name="  José   García ").created_id
    assert [m.name for m in players.search_players(desk, "jose")] == ["José García"]


# --- a no-show loses first place (issue 10) -------------------------------------------


def test_a_called_player_whose_hold_runs_out_missed_the_call(desk: Desk, room: Room,
                                                              clock: FakeClock) -> None:
    p = room.players
    jose = waitlists.add_to_waitlist(desk, game_id=room.game,
                                     player_id=p["José García"]).created_id
    clock.advance(seconds=10)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    seats.call_player(desk, table_id=room.table1, seat=1, player_id=p["José García"])
    clock.advance(minutes=10)
    change = seats.expire_due(desk)
    assert change is not None
    assert "José García missed the call (1 of 2)" in change.summary.en
    assert "José García faltó a la llamada (1 de 2)" in change.summary.es
    first = floor_view(desk).lists[room.game][0]
    assert (first.name, first.passes, first.called_at) == ("José García", 1, None)
    # He keeps first place on the list, but F2 proposes Ana, who is here.
    ranked = seats.propose(desk, room.table1)
    assert [c.name for c in ranked] == ["Ana López", "José García"]
    assert ranked[0].why.en.startswith("number 2 on the waiting list")
    assert ranked[1].why.en.startswith(
        "number 1 on the list, missed 1 of 2 calls: proposed after those present")
    assert ranked[1].why.es.startswith(
        "número 1 en la lista, faltó a 1 de 2 llamadas: se propone después de los presentes")
    # He shows up again: he is proposed first once more, missed calls still counted.
    change = waitlists.check_in(desk, entry_id=jose)
    assert "José García is here again; keeps the place" in change.summary.en
    assert [c.name for c in seats.propose(desk, room.table1)] == ["José García", "Ana López"]
    assert floor_view(desk).lists[room.game][0].passes == 1
    refused(desk, waitlists.check_in, "entry", entry_id=jose)


def test_a_no_show_leaves_the_list_past_the_calls_the_house_keeps(desk: Desk, room: Room,
                                                                   clock: FakeClock) -> None:
    p = room.players
    games.set_house(desk, passes_kept=1)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["José García"])
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    summaries = []
    for missed in (1, 2):
        seats.call_player(desk, table_id=room.table1, seat=1, player_id=p["José García"],
                          reason="he said he is coming" if missed > 1 else None)
        clock.advance(minutes=10)
        expired = seats.expire_due(desk)
        assert expired is not None
        summaries.append(expired.summary)
    assert "José García missed the call (1 of 1)" in summaries[0].en
    change = summaries[1]
    assert "José García missed 2 calls and left the list" in change.en
    assert "José García faltó a 2 llamadas y salió de la lista" in change.es
    assert names(desk, room.game) == ["Ana López"]


def test_a_reserved_seat_running_out_is_not_a_missed_call(desk: Desk, room: Room,
                                                          clock: FakeClock) -> None:
    p = room.players
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Marta Ruiz"])
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    seats.hold_seat(desk, table_id=room.table1, seat=5, player_id=p["Marta Ruiz"])
    clock.advance(minutes=10)
    change = seats.expire_due(desk)
    assert change is not None and "missed" not in change.summary.en
    assert [(e.name, e.passes) for e in floor_view(desk).lists[room.game]] == [
        ("Marta Ruiz", 0), ("Ana López", 0)]


def test_not_here_also_puts_the_player_after_those_present(desk: Desk, room: Room) -> None:
    p = room.players
    entry = waitlists.add_to_waitlist(desk, game_id=room.game,
                                      player_id=p["José García"]).created_id
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    waitlists.not_here(desk, entry_id=entry)
    assert [c.name for c in seats.propose(desk, room.table1)] == ["Ana López", "José García"]


# --- a walk-in, created and listed in one action ---------------------------------------


def test_a_walk_in_is_put_on_file_and_on_the_list_in_one_action(desk: Desk,
                                                                 room: Room) -> None:
    from floorman.services.undo import revert

    change = waitlists.add_new_player_to_waitlist(desk, name="  Ramiro   Ortega ",
                                                  game_id=room.game, deposit="20")
    entry, = floor_view(desk).lists[room.game]
    assert change.created_id == entry.id and entry.name == "Ramiro Ortega"
    assert str(entry.deposit) == "20"
    assert "Ramiro Ortega" in change.summary.en and "nuevo" in change.summary.es
    assert [m.name for m in players.search_players(desk, "ramiro")] == ["Ramiro Ortega"]
    undone = revert(desk, change.audit_id)
    assert room.game not in floor_view(desk).lists
    assert players.search_players(desk, "ramiro") == [], "undo takes the new player away too"
    revert(desk, undone.audit_id)
    assert names(desk, room.game) == ["Ramiro Ortega"], "and redo brings both back"


def test_a_walk_in_with_a_name_on_file_or_a_bad_name_is_refused(desk: Desk,
                                                                room: Room) -> None:
    for same in ("jose garcia", "JOSÉ  GARCÍA", "José García"):
        error = refused(desk, waitlists.add_new_player_to_waitlist, "name", name=same,
                        game_id=room.game)
        assert error.text.en == ("there is already a player named José García; choose them "
                                 "from the list.")
        assert "José García" in error.text.es
    for bad in ("", "   ", "Ana\x07"):
        refused(desk, waitlists.add_new_player_to_waitlist, "name", name=bad,
                game_id=room.game)
    refused(desk, waitlists.add_new_player_to_waitlist, "deposit", name="Ramiro Ortega",
            game_id=room.game, deposit="-5")
    refused(desk, waitlists.add_new_player_to_waitlist, "game", name="Ramiro Ortega",
            game_id=999)
    assert players.search_players(desk, "ramiro") == [], "a refusal puts nobody on file"
