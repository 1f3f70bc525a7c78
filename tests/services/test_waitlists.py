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
