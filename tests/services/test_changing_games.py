"""A player changing games through the services, on SQLite and PostgreSQL: holding a seat
in another game (RRoP 2.iii.13), the transfer that may not leave a similar game shorter
(RRoP 2.iii.3) on every path a player chooses, and the buy-in a changer brings while a
broken game's player keeps his stack (RRoP 3.i.3). Must-move moves are not limited."""

from __future__ import annotations

import pytest
from sqlalchemy import event

from floorman.services import breaking, games, must_move, players, seats, waitlists
from floorman.services.desk import Desk, FloorError
from floorman.services.views import floor_version, floor_view
from floorman.store.models import HELD
from tests.fakes import FakeClock
from tests.services.conftest import Room


def refused(desk: Desk, call, field: str | None = None, **kwargs) -> FloorError:  # type: ignore[no-untyped-def]
    """Run a service that must be refused; check nothing was written."""
    before = floor_version(desk)
    with pytest.raises(FloorError) as error:
        call(desk, **kwargs)
    assert floor_version(desk) == before, "a refused action wrote to the store"
    if field is not None:
        assert error.value.field == field, error.value.text.en
    assert error.value.text.en and error.value.text.es
    return error.value


def where(desk: Desk, player: int) -> list[tuple[int, int, str]]:
    view = floor_view(desk)
    return sorted((t.number, s.number, s.state) for t in view.tables for s in t.seats
                  if s.player_id == player)


def newcomers(desk: Desk, *names: str) -> list[int]:
    return [players.add_player(desk, name=name).created_id for name in names]


def two_five(desk: Desk, variant: str = "holdem", betting: str = "no_limit") -> tuple[int, int]:
    """A 2/5 game with table 14; its id and the table's."""
    game = games.add_game(desk, variant=variant, betting=betting, stake_small="2",
                          stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    return game, games.open_table(desk, number=14, game_id=game).created_id


def other_one_two(desk: Desk) -> tuple[int, int]:
    """A second 1/2 NL Hold'em game on the board (its own list and buy-ins), table 8:
    a similar game to the room's 1/2 for RRoP 2.iii.3."""
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="150", max_buy_in="400").created_id
    return game, games.open_table(desk, number=8, game_id=game).created_id


# --- RRoP 2.iii.13: holding a seat in another game ----------------------------------------


def test_a_called_player_seated_elsewhere_must_move_at_once_when_two_wait_rrop_2_iii_13(
        desk: Desk, room: Room, clock: FakeClock) -> None:
    ana, luis, marta = (room.players[n] for n in ("Ana López", "Luis Pérez", "Marta Ruiz"))
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    for player in (ana, luis, marta):
        clock.advance(minutes=1)
        waitlists.add_to_waitlist(desk, game_id=big, player_id=player)
    change = seats.call_player(desk, table_id=table14, seat=3, player_id=ana)
    said = change.summary
    assert "Ana López plays at table 1 and holds seat 3 at table 14" in said.en
    assert "2 players wait for that seat, so he must move at once" in said.en
    assert "unless a blind was already taken from him there" in said.en
    assert "RRoP 2.iii.13" in said.en
    assert "debe cambiarse de inmediato" in said.es and "RRoP 2.iii.13" in said.es
    # The call is the hold: nothing moved yet; taking it leaves table 1.
    assert where(desk, ana) == [(1, 1, "playing"), (14, 3, "held")]


def test_with_fewer_than_two_waiting_he_may_play_up_to_his_blind_rrop_2_iii_13(
        desk: Desk, room: Room, clock: FakeClock) -> None:
    ana, luis, marta, inigo = (room.players[n] for n in (
        "Ana López", "Luis Pérez", "Marta Ruiz", "Iñigo Sanz"))
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    for player in (ana, luis):
        clock.advance(minutes=1)
        waitlists.add_to_waitlist(desk, game_id=big, player_id=player)
    change = seats.call_player(desk, table_id=table14, seat=3, player_id=ana)
    assert "1 player waits for that seat, so he may play at table 1 up to his blind" \
        in change.summary.en
    assert "hasta que le toque la ciega" in change.summary.es
    # The list grows: with two waiting now the desk says he must move at once.
    joined = waitlists.add_to_waitlist(desk, game_id=big, player_id=marta)
    assert "2 players wait for that seat, so he must move at once" in joined.summary.en
    assert "RRoP 2.iii.13" in joined.summary.en and "RRoP 2.iii.13" in joined.summary.es
    # A third changes nothing more: the demand was already "at once".
    third = waitlists.add_to_waitlist(desk, game_id=big, player_id=inigo)
    assert "RRoP 2.iii.13" not in third.summary.en


def test_a_reserved_seat_in_another_game_says_what_the_rule_demands_rrop_2_iii_13(
        desk: Desk, room: Room) -> None:
    ana, luis, marta = (room.players[n] for n in ("Ana López", "Luis Pérez", "Marta Ruiz"))
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    for player in (luis, marta):
        waitlists.add_to_waitlist(desk, game_id=big, player_id=player)
    change = seats.hold_seat(desk, table_id=table14, seat=2, player_id=ana)
    assert "holds seat 2 at table 14; 2 players wait for that seat, so he must move at " \
           "once" in change.summary.en
    # A player who plays nowhere else holds a seat with no such demand.
    plain = seats.hold_seat(desk, table_id=table14, seat=4, player_id=room.players["José García"])
    assert "RRoP 2.iii.13" not in plain.summary.en


def test_in_stud_he_finishes_this_hand_or_plays_one_more_rrop_2_iii_13(
        desk: Desk, room: Room) -> None:
    ana, luis, jose = (room.players[n] for n in ("Ana López", "Luis Pérez", "José García"))
    stud = games.add_game(desk, variant="stud", betting="limit", stake_small="4",
                          stake_big="8", min_buy_in="80", max_buy_in="400").created_id
    table6 = games.open_table(desk, number=6, game_id=stud).created_id
    seats.seat_player(desk, table_id=table6, seat=1, player_id=ana)
    seats.seat_player(desk, table_id=table6, seat=2, player_id=jose)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=ana)
    alone = seats.call_player(desk, table_id=room.table1, seat=1, player_id=ana)
    assert "nobody waits for that seat, so in stud he may play one more hand at table 6" \
        in alone.summary.en
    assert "una mano más" in alone.summary.es
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=jose)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=luis)
    called = seats.call_player(desk, table_id=room.table2, seat=1, player_id=jose)
    assert "1 player waits for that seat, so in stud he only finishes the hand under way" \
        in called.summary.en
    assert "termina la mano en curso" in called.summary.es


# --- RRoP 2.iii.3: a voluntary transfer may not leave a similar game shorter ---------------


def test_a_table_change_given_by_a_call_may_not_leave_the_game_shorter_rrop_2_iii_3(
        desk: Desk, room: Room) -> None:
    ana, jose, luis, marta = (room.players[n] for n in (
        "Ana López", "José García", "Luis Pérez", "Marta Ruiz"))
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=jose)
    seats.seat_player(desk, table_id=room.table2, seat=2, player_id=luis)
    seats.request_table_change(desk, player_id=ana, to_table_id=room.table2)
    assert seats.propose(desk, room.table2)[0].player_id == ana
    error = refused(desk, seats.call_player, "player", table_id=room.table2, seat=3,
                    player_id=ana)
    assert "Ana López may not transfer from table 1 to table 2" in error.text.en
    assert "0 players, fewer than the 2 at table 2" in error.text.en
    assert "RRoP 2.iii.3" in error.text.en and "Pick another candidate" in error.text.en
    assert "no puede cambiarse de la mesa 1 a la mesa 2" in error.text.es
    assert "RRoP 2.iii.3" in error.text.es
    # Once table 1 is as long as table 2 will be without her, the change is hers.
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=marta)
    seats.seat_player(desk, table_id=room.table1, seat=3,
                      player_id=room.players["Iñigo Sanz"])
    change = seats.call_player(desk, table_id=room.table2, seat=3, player_id=ana)
    assert where(desk, ana) == [(2, 3, "playing")]
    assert "(table change)" in change.summary.en


def test_a_call_to_a_similar_game_and_taking_its_seat_are_transfers_rrop_2_iii_3(
        desk: Desk, room: Room) -> None:
    ana, jose = room.players["Ana López"], room.players["José García"]
    other, table8 = other_one_two(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=jose)
    at8 = newcomers(desk, "Regular 1", "Regular 2", "Regular 3")
    seats.seat_player(desk, table_id=table8, seat=1, player_id=at8[0])
    waitlists.add_to_waitlist(desk, game_id=other, player_id=ana)
    # Table 1 keeps one, table 8 has one: the call may go.
    seats.call_player(desk, table_id=table8, seat=5, player_id=ana)
    # Meanwhile two more sit at table 8: taking the seat now would leave table 1 short.
    seats.seat_player(desk, table_id=table8, seat=2, player_id=at8[1])
    seats.seat_player(desk, table_id=table8, seat=3, player_id=at8[2])
    error = refused(desk, seats.seat_player, "table", table_id=table8, seat=5, player_id=ana)
    assert "1 player, fewer than the 3 at table 8" in error.text.en
    assert "RRoP 2.iii.3" in error.text.en and "Shift+F4" in error.text.en
    assert "RRoP 2.iii.3" in error.text.es and "Mayús+F4" in error.text.es
    # F7 to the seat held for her is the same change, whatever the checkbox says.
    error = refused(desk, seats.move_player, "table", player_id=ana, table_id=table8, seat=5)
    assert "RRoP 2.iii.3" in error.text.en
    # And a new call while table 8 is longer is refused before any seat is held.
    seats.release_hold(desk, table_id=table8, seat=5)
    error = refused(desk, seats.call_player, "player", table_id=table8, seat=5, player_id=ana)
    assert "RRoP 2.iii.3" in error.text.en and "RRoP 2.iii.3" in error.text.es
    assert where(desk, ana) == [(1, 1, "playing")]


def test_a_barred_table_change_is_proposed_last_and_passed_over_without_a_reason_rrop_2_iii_3(
        desk: Desk, room: Room, clock: FakeClock) -> None:
    ana, jose, luis, marta = (room.players[n] for n in (
        "Ana López", "José García", "Luis Pérez", "Marta Ruiz"))
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=jose)
    seats.seat_player(desk, table_id=room.table2, seat=2, player_id=luis)
    seats.request_table_change(desk, player_id=ana, to_table_id=room.table2)
    clock.advance(minutes=1)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=marta)
    ranked = seats.propose(desk, room.table2)
    # Table 1 would keep 0 players, table 2 has 2: Ana's change is barred, Marta is first.
    assert [(c.name, c.barred is None) for c in ranked] == [
        ("Marta Ruiz", True), ("Ana López", False)]
    barred = ranked[1].barred
    assert barred is not None
    assert barred.en.startswith("may not transfer from table 1 to table 2: after the transfer "
                                "table 1 would have 0 players, fewer than the 2 at table 2")
    assert barred.en.endswith("(RRoP 2.iii.3)") and barred.es.endswith("(RRoP 2.iii.3)")
    assert "no puede cambiarse de la mesa 1 a la mesa 2" in barred.es
    # Calling her is refused as before, in the same words.
    error = refused(desk, seats.call_player, "player", table_id=room.table2, seat=3,
                    player_id=ana)
    assert f"Ana López {barred.en}. Pick another candidate" in error.text.en
    assert f"Ana López {barred.es}. Elija a otro candidato" in error.text.es
    # Marta is called with no reason: nobody who could take the seat was passed over.
    called = seats.call_player(desk, table_id=room.table2, seat=3, player_id=marta)
    assert called.summary.en == "Called Marta Ruiz to table 2, seat 3"
    assert where(desk, marta) == [(2, 3, "held")]
    assert where(desk, ana) == [(1, 1, "playing")]


def test_a_listed_player_a_transfer_bars_is_passed_over_without_a_reason_rrop_2_iii_3(
        desk: Desk, room: Room, clock: FakeClock) -> None:
    """Ana plays alone at table 1 (1/2) and is first on the other 1/2 game's list; table
    8 has one player, so her call would leave table 1 shorter. José, second, is called."""
    ana, jose = room.players["Ana López"], room.players["José García"]
    other, table8 = other_one_two(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    seats.seat_player(desk, table_id=table8, seat=1, player_id=newcomers(desk, "Regular")[0])
    for player in (ana, jose):
        clock.advance(minutes=1)
        waitlists.add_to_waitlist(desk, game_id=other, player_id=player)
    ranked = seats.propose(desk, table8)
    assert [c.name for c in ranked] == ["José García", "Ana López"]
    assert ranked[1].barred is not None and "1 at table 8" in ranked[1].barred.en
    assert "number 1 on the waiting list" in ranked[1].why.en, "her place is still said"
    seats.call_player(desk, table_id=table8, seat=2, player_id=jose)
    assert where(desk, jose) == [(8, 2, "held")]


def test_counting_the_tables_candidates_leave_costs_one_grouped_query(
        desk: Desk, room: Room) -> None:
    """The call path is timed by ``make bench``: the counts RRoP 2.iii.3 needs are one
    grouped query, asked only when a candidate plays at another table."""
    ana, jose = room.players["Ana López"], room.players["José García"]
    statements: list[str] = []

    def count(_conn, _cursor, statement, *_args) -> None:  # type: ignore[no-untyped-def]
        statements.append(statement)

    def proposing() -> int:
        statements.clear()
        event.listen(desk.store.reader, "before_cursor_execute", count)
        try:
            seats.propose(desk, room.table2)
        finally:
            event.remove(desk.store.reader, "before_cursor_execute", count)
        return len(statements)

    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=room.players["Luis Pérez"])
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=jose)
    plain = proposing()
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    seats.request_table_change(desk, player_id=ana)
    assert proposing() == plain + 1
    assert seats.propose(desk, room.table2)[-1].barred is not None


def test_a_transfer_to_other_stakes_or_a_must_move_is_not_limited_rrop_2_iii_3(
        desk: Desk, room: Room) -> None:
    ana, jose = room.players["Ana López"], room.players["José García"]
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    for n, player in enumerate(newcomers(desk, "Big 1", "Big 2"), start=1):
        seats.seat_player(desk, table_id=table14, seat=n, player_id=player)
    # Another game and other stakes: not a similar game, so she may leave table 1 empty.
    waitlists.add_to_waitlist(desk, game_id=big, player_id=ana)
    seats.call_player(desk, table_id=table14, seat=5, player_id=ana)
    seats.seat_player(desk, table_id=table14, seat=5, player_id=ana)
    assert where(desk, ana) == [(14, 5, "playing")]
    # A must-move is the house's move, not the player's: table 2 (must-move of table 1)
    # is left empty for the fuller main game.
    for n, player in enumerate(newcomers(desk, "Main 1", "Main 2", "Main 3"), start=1):
        seats.seat_player(desk, table_id=room.table1, seat=n, player_id=player)
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=jose)
    must_move.make_must_move(desk, table_id=room.table2, main_table_id=room.table1)
    must_move.hold_for_must_move(desk, table_id=room.table1, seat=5)
    moved = seats.seat_player(desk, table_id=room.table1, seat=5, player_id=jose)
    assert where(desk, jose) == [(1, 5, "playing")], "the move is his, not released"
    assert "RRoP 3.i.3" not in moved.summary.en, "a must-move is not a change by choice"


# --- RRoP 3.i.3: the buy-in a changer brings -----------------------------------------------


def test_a_changer_must_bring_the_minimum_buy_in_rrop_3_i_3(desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana, buy_in="150")
    waitlists.add_to_waitlist(desk, game_id=big, player_id=ana)
    seats.call_player(desk, table_id=table14, seat=3, player_id=ana)
    # Known short: what she brings is typed, and refused with the rule.
    error = refused(desk, seats.seat_player, "buy_in", table_id=table14, seat=3,
                    player_id=ana, buy_in="150")
    assert "Ana López may not sit down with 150" in error.text.en
    assert "changes games by choice" in error.text.en and "RRoP 3.i.3" in error.text.en
    assert "at least 200" in error.text.en
    assert "por decisión propia" in error.text.es and "RRoP 3.i.3" in error.text.es
    # Unknown: the summary says what she must bring.
    change = seats.seat_player(desk, table_id=table14, seat=3, player_id=ana)
    assert "must have at least the minimum buy-in of the new game (200)" in change.summary.en
    assert "RRoP 3.i.3" in change.summary.en
    assert "compra mínima de la nueva partida (200)" in change.summary.es


def test_a_changer_with_enough_is_seated_and_nothing_more_is_said_rrop_3_i_3(
        desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    waitlists.add_to_waitlist(desk, game_id=big, player_id=ana)
    seats.call_player(desk, table_id=table14, seat=3, player_id=ana)
    change = seats.seat_player(desk, table_id=table14, seat=3, player_id=ana, buy_in="250")
    assert "RRoP 3.i.3" not in change.summary.en
    assert where(desk, ana) == [(14, 3, "playing")]


def test_table_changes_and_transfers_state_the_buy_in_the_house_moves_do_not_rrop_3_i_3(
        desk: Desk, room: Room) -> None:
    ana, jose, luis = (room.players[n] for n in ("Ana López", "José García", "Luis Pérez"))
    for n, player in enumerate((ana, jose, luis), start=1):
        seats.seat_player(desk, table_id=room.table1, seat=n, player_id=player)
    seats.request_table_change(desk, player_id=ana)
    changed = seats.call_player(desk, table_id=room.table2, seat=1, player_id=ana)
    assert "minimum buy-in of the new game (100)" in changed.summary.en
    assert "RRoP 3.i.3" in changed.summary.es
    moved = seats.move_player(desk, player_id=jose, table_id=room.table2, seat=2,
                              transfer=True)
    assert "RRoP 3.i.3" in moved.summary.en
    house = seats.move_player(desk, player_id=jose, table_id=room.table1, seat=4)
    assert "RRoP 3.i.3" not in house.summary.en, "the floor's own move is not his choice"


def test_a_broken_games_player_may_keep_a_short_stack_rrop_3_i_3(
        desk: Desk, room: Room) -> None:
    """Table 1 breaks into table 8 of a similar 1/2 game whose minimum is 200; Ana, away
    at the break, is held a seat there and comes back with 120: she may play it."""
    ana, jose = room.players["Ana López"], room.players["José García"]
    games.close_table(desk, table_id=room.table2)
    twin = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="200", max_buy_in="500").created_id
    table8 = games.open_table(desk, number=8, game_id=twin).created_id
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana, buy_in="120")
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=jose, buy_in="300")
    breaking.break_table(desk, table_id=room.table1, cards={ana: "As", jose: "Kd"},
                         absent=[ana])
    (_t, held, state), = where(desk, ana)
    assert state == HELD
    change = seats.seat_player(desk, table_id=table8, seat=held, player_id=ana, buy_in="120")
    assert "may keep playing 120" in change.summary.en and "RRoP 3.i.3" in change.summary.en
    assert "puede seguir con 120" in change.summary.es
    assert where(desk, ana) == [(8, held, "playing")]
