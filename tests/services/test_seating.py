"""Seating, calling and holding seats through the services, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from floorman.services import games, seats, waitlists
from floorman.services.desk import Desk, FloorError
from floorman.services.undo import revert
from floorman.services.views import floor_version, floor_view
from floorman.store.models import AuditEntry
from tests.fakes import FakeClock
from tests.services.conftest import Room


def seat_state(desk: Desk, table_id: int, number: int) -> tuple[str, str | None]:
    seat = floor_view(desk).table(table_id).seats[number - 1]
    return seat.state, seat.name


def refused(desk: Desk, call, field: str | None = None, **kwargs) -> FloorError:  # type: ignore[no-untyped-def]
    """Run a service that must be refused; check nothing was written."""
    before = floor_version(desk)
    with pytest.raises(FloorError) as error:
        call(desk, **kwargs)
    assert floor_version(desk) == before, "a refused action wrote to the store"
    if field is not None:
        assert error.value.field == field
    assert error.value.text.en and error.value.text.es
    return error.value


def test_seat_a_player_and_the_audit_row_records_before_and_after(desk: Desk, room: Room) -> None:
    change = seats.seat_player(desk, table_id=room.table1, seat=3,
                               player_id=room.players["José García"], buy_in="200")
    assert seat_state(desk, room.table1, 3) == ("playing", "José García")
    with desk.store.reading() as session:
        entry = session.execute(select(AuditEntry).where(AuditEntry.id == change.audit_id)
                                ).scalar_one()
    assert entry.action == "seat_player" and entry.actor == "test"
    (row_id, row), = entry.after["seats"].items()
    assert entry.before["seats"][row_id] is None
    assert row["number"] == 3 and row["buy_in"] == "200" and row["state"] == "playing"
    assert "José García" in entry.summary_en and "sentado" in entry.summary_es


def test_bad_seating_input_is_refused_and_nothing_is_written(desk: Desk, room: Room) -> None:
    jose, ana = room.players["José García"], room.players["Ana López"]
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=jose)
    refused(desk, seats.seat_player, "seat", table_id=room.table2, seat=7, player_id=ana)
    refused(desk, seats.seat_player, "seat", table_id=room.table1, seat=0, player_id=ana)
    error = refused(desk, seats.seat_player, "player", table_id=room.table2, seat=2,
                    player_id=jose)
    assert "RRoP 2.iii.4" in error.text.en
    refused(desk, seats.seat_player, "seat", table_id=room.table1, seat=1, player_id=ana)
    for bad in ("-50", "abc", "0", "1e400"):
        refused(desk, seats.seat_player, "buy_in", table_id=room.table2, seat=2,
                player_id=ana, buy_in=bad)
    error = refused(desk, seats.seat_player, "buy_in", table_id=room.table2, seat=2,
                    player_id=ana, buy_in="5000")
    assert "100" in error.text.es and "300" in error.text.es
    games.close_table(desk, table_id=room.table2)
    error = refused(desk, seats.seat_player, "table", table_id=room.table2, seat=2,
                    player_id=ana)
    assert "cerrada" in error.text.es


def test_the_schema_forbids_one_seat_for_two_players(desk: Desk, room: Room) -> None:
    from sqlalchemy.exc import IntegrityError

    from floorman.store.models import Seat

    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=room.players["Ana López"])
    with pytest.raises(IntegrityError), desk.store.writing() as session:
        session.add(Seat(table_id=room.table1, number=1, player_id=room.players["Luis Pérez"],
                         state="playing", since=desk.now()))
    with pytest.raises(IntegrityError), desk.store.writing() as session:
        session.add(Seat(table_id=room.table2, number=1, player_id=room.players["Ana López"],
                         state="playing", since=desk.now()))
    # A seat held for a player who is still finishing a hand elsewhere is allowed
    # (RRoP 2.iii.8), but never two holds.
    with desk.store.writing() as session:
        session.add(Seat(table_id=room.table2, number=1, player_id=room.players["Ana López"],
                         state="held", since=desk.now()))
    with pytest.raises(IntegrityError), desk.store.writing() as session:
        session.add(Seat(table_id=room.table2, number=2, player_id=room.players["Ana López"],
                         state="held", since=desk.now()))


def test_a_table_change_comes_before_the_waiting_list(desk: Desk, room: Room,
                                                      clock: FakeClock) -> None:
    p = room.players
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    clock.advance(minutes=1)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=p["Luis Pérez"])
    seats.request_table_change(desk, player_id=p["Luis Pérez"])
    ranked = seats.propose(desk, room.table2)
    assert [(c.name, c.source) for c in ranked] == [("Luis Pérez", "table_change"),
                                                   ("Ana López", "waitlist")]
    assert "RRoP 2.iii.12" in ranked[0].why.en
    # Picking the second candidate needs a reason.
    error = refused(desk, seats.call_player, "reason", table_id=room.table2, seat=4,
                    player_id=p["Ana López"])
    assert "Luis Pérez" in error.text.en
    seats.call_player(desk, table_id=room.table2, seat=4, player_id=p["Ana López"],
                      reason="Luis asked to stay until the button")
    assert seat_state(desk, room.table2, 4) == ("held", "Ana López")
    # The change request is honoured with the next seat: it moves the player at once.
    seats.call_player(desk, table_id=room.table2, seat=5, player_id=p["Luis Pérez"])
    view = floor_view(desk)
    assert seat_state(desk, room.table2, 5) == ("playing", "Luis Pérez")
    assert view.table(room.table1).seats[0].state == "empty" and not view.changes


def test_call_hold_and_seat_a_listed_player(desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    entry = waitlists.add_to_waitlist(desk, game_id=room.game, player_id=ana).created_id
    seats.call_player(desk, table_id=room.table1, seat=2, player_id=ana)
    assert floor_view(desk).lists[room.game][0].called_at is not None
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=ana, buy_in=150)
    view = floor_view(desk)
    assert seat_state(desk, room.table1, 2) == ("playing", "Ana López")
    assert room.game not in view.lists, "a seated player leaves the game's list"
    with pytest.raises(FloorError):
        waitlists.check_in(desk, entry_id=entry)


def test_a_hold_expires_after_ten_minutes_only_when_someone_waits(
    desk: Desk, room: Room, clock: FakeClock
) -> None:
    p = room.players
    seats.hold_seat(desk, table_id=room.table1, seat=5, player_id=p["Marta Ruiz"])
    clock.advance(minutes=30)
    assert seats.expire_due(desk) is None, "nobody waits: the hold stays (RRoP 2.ii.21)"
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Iñigo Sanz"])
    change = seats.expire_due(desk)
    assert change is not None and "Marta Ruiz" in change.summary.en
    assert seat_state(desk, room.table1, 5) == ("empty", None)
    assert seats.expire_due(desk) is None


def test_the_hold_countdown_follows_the_house_setting(desk: Desk, room: Room,
                                                      clock: FakeClock) -> None:
    games.set_house(desk, hold_minutes=5)
    seats.hold_seat(desk, table_id=room.table1, seat=5, player_id=room.players["Marta Ruiz"])
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players["Ana López"])
    clock.advance(minutes=4, seconds=30)
    view = floor_view(desk)
    left = view.table(room.table1).seats[4].time_left(clock(), view.house)
    assert left is not None and left.total_seconds() == 30
    assert seats.expire_due(desk) is None
    clock.advance(seconds=30)
    assert seats.expire_due(desk) is not None


def test_away_player_and_back(desk: Desk, room: Room, clock: FakeClock) -> None:
    seats.seat_player(desk, table_id=room.table1, seat=4, player_id=room.players["Ana López"])
    seats.mark_away(desk, table_id=room.table1, seat=4)
    clock.advance(minutes=31)
    view = floor_view(desk)
    left = view.table(room.table1).seats[3].time_left(clock(), view.house)
    assert left is not None and left.total_seconds() < 0, "flagged for chip pick-up"
    refused(desk, seats.mark_away, "seat", table_id=room.table1, seat=4)
    seats.mark_back(desk, table_id=room.table1, seat=4)
    assert seat_state(desk, room.table1, 4) == ("playing", "Ana López")


def test_moving_and_unseating(desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    seats.seat_player(desk, table_id=room.table1, seat=4, player_id=ana)
    seats.move_player(desk, player_id=ana, table_id=room.table2, seat=6)
    assert seat_state(desk, room.table2, 6) == ("playing", "Ana López")
    assert seat_state(desk, room.table1, 4) == ("empty", None)
    refused(desk, games.close_table, "table", table_id=room.table2)
    seats.unseat_player(desk, table_id=room.table2, seat=6)
    games.close_table(desk, table_id=room.table2)
    assert not floor_view(desk).table(room.table2).is_open


def test_a_store_that_stops_answering_is_reported_not_crashed(tmp_path: object) -> None:
    from pathlib import Path

    from floorman.services.desk import StoreUnreachable
    from floorman.store import open_store

    path = Path(str(tmp_path)) / "gone.sqlite"
    desk = Desk(open_store(f"sqlite:///{path}"))
    assert floor_version(desk) == 0
    desk.store.close()
    for leftover in path.parent.glob("gone.sqlite*"):
        leftover.unlink()
    path.write_bytes(b"\x00" * 4096)  # the file is no longer a database
    with pytest.raises(StoreUnreachable) as error:
        floor_version(desk)
    assert error.value.reason and "la base no responde" in error.value.text.es
    with pytest.raises(StoreUnreachable):
        floor_view(desk)


# --- a seated player called from another game's list (issue 10) -----------------------


def two_five(desk: Desk) -> tuple[int, int]:
    """A 2/5 game beside the room's 1/2, with table 14; its id and the table's."""
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                          stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    return game, games.open_table(desk, number=14, game_id=game).created_id


def seats_of(desk: Desk, player_id: int) -> list[tuple[int, int, str]]:
    """Every seat row naming the player: (table number, seat, state)."""
    view = floor_view(desk)
    return sorted((t.number, s.number, s.state) for t in view.tables for s in t.seats
                  if s.player_id == player_id)


def test_a_seated_player_takes_the_seat_called_from_another_games_list(
    desk: Desk, room: Room
) -> None:
    jose = room.players["José García"]
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=4, player_id=jose)
    seats.request_table_change(desk, player_id=jose)
    waitlists.add_to_waitlist(desk, game_id=big, player_id=jose)
    seats.call_player(desk, table_id=table14, seat=3, player_id=jose)
    assert seats_of(desk, jose) == [(1, 4, "playing"), (14, 3, "held")]
    before = (floor_view(desk).tables, floor_view(desk).lists, floor_view(desk).changes)

    change = seats.seat_player(desk, table_id=table14, seat=3, player_id=jose, buy_in="500")
    view = floor_view(desk)
    assert seats_of(desk, jose) == [(14, 3, "playing")], "one seat (RRoP 2.iii.4)"
    assert big not in view.lists and not view.changes
    assert change.opened == ((room.table1, 4),), "the desk may propose the seat left"
    assert "table 1, seat 4" in change.summary.en and "mesa 1, asiento 4" in change.summary.es
    assert [c.name for c in seats.propose(desk, room.table1)] == [], "nobody waits for 1/2"

    revert(desk, change.audit_id)
    view = floor_view(desk)
    assert (view.tables, view.lists, view.changes) == before, "undo puts it all back"
    assert seats_of(desk, jose) == [(1, 4, "playing"), (14, 3, "held")]
    assert view.lists[big][0].called_at is not None


def test_only_the_held_seat_may_be_taken_and_nobody_else_moves_into_it(
    desk: Desk, room: Room
) -> None:
    jose, ana = room.players["José García"], room.players["Ana López"]
    big, table14 = two_five(desk)
    seats.seat_player(desk, table_id=room.table1, seat=4, player_id=jose)
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=ana)
    waitlists.add_to_waitlist(desk, game_id=big, player_id=jose)
    seats.call_player(desk, table_id=table14, seat=3, player_id=jose)
    error = refused(desk, seats.seat_player, "player", table_id=table14, seat=5, player_id=jose)
    assert "José García already plays at table 1, seat 4" in error.text.en
    error = refused(desk, seats.move_player, "seat", player_id=ana, table_id=table14, seat=3)
    assert error.text.en.startswith("seat 3 at table 14 is held for José García")
    # José himself may move into it (F7): the same single action as taking it.
    change = seats.move_player(desk, player_id=jose, table_id=table14, seat=3)
    assert seats_of(desk, jose) == [(14, 3, "playing")] and big not in floor_view(desk).lists
    assert change.opened == ((room.table1, 4),)


def test_sitting_anywhere_else_drops_the_hold_and_ends_the_call(desk: Desk, room: Room) -> None:
    jose, luis = room.players["José García"], room.players["Luis Pérez"]
    big, table14 = two_five(desk)
    waitlists.add_to_waitlist(desk, game_id=big, player_id=jose)
    seats.call_player(desk, table_id=table14, seat=3, player_id=jose)
    # José sits down in 1/2 instead: the hold goes and he waits for 2/5 again, uncalled.
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=jose)
    assert seats_of(desk, jose) == [(1, 2, "playing")]
    assert floor_view(desk).lists[big][0].called_at is None
    assert [c.name for c in seats.propose(desk, table14)] == ["José García"]
    # Called again, then moved within 1/2: the hold goes too.
    seats.call_player(desk, table_id=table14, seat=3, player_id=jose)
    seats.move_player(desk, player_id=jose, table_id=room.table2, seat=2)
    assert seats_of(desk, jose) == [(2, 2, "playing")]
    assert floor_view(desk).lists[big][0].called_at is None
    # A table change given by call_player drops the player's hold as well. (Marta keeps
    # table 1 as long as table 2, so the change is a transfer RRoP 2.iii.3 allows.)
    seats.seat_player(desk, table_id=room.table1, seat=5, player_id=luis)
    seats.seat_player(desk, table_id=room.table1, seat=6, player_id=room.players["Marta Ruiz"])
    seats.request_table_change(desk, player_id=luis)
    waitlists.add_to_waitlist(desk, game_id=big, player_id=luis)
    seats.call_player(desk, table_id=table14, seat=4, player_id=luis,
                      reason="José is still in a hand")
    change = seats.call_player(desk, table_id=room.table2, seat=3, player_id=luis)
    assert seats_of(desk, luis) == [(2, 3, "playing")]
    assert change.opened == ((room.table1, 5),)


def test_a_seat_cannot_be_held_at_the_players_own_table(desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ana)
    error = refused(desk, seats.hold_seat, "player", table_id=room.table1, seat=2, player_id=ana)
    assert "F7" in error.text.en and "F7" in error.text.es


# --- barred players --------------------------------------------------------------------


def bar(desk: Desk, player_id: int, reason: str) -> None:
    from datetime import UTC, datetime

    from floorman.store.models import Player

    with desk.store.writing() as session:
        player = session.get(Player, player_id)
        assert player is not None
        player.barred, player.barred_reason = True, reason
        player.barred_at = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)


def test_a_barred_player_is_refused_at_the_lists_and_the_seats(desk: Desk, room: Room) -> None:
    p = room.players
    marta, luis = p["Marta Ruiz"], p["Luis Pérez"]
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=marta)
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=luis)
    bar(desk, marta, "abused a dealer")
    bar(desk, luis, "chip dumping")
    error = refused(desk, waitlists.add_to_waitlist, "player", game_id=room.game,
                    player_id=marta)
    assert "Marta Ruiz is barred by the house since 2026-11-02: abused a dealer." in error.text.en
    assert "prohibida la entrada" in error.text.es and "abused a dealer" in error.text.es
    refused(desk, waitlists.add_to_waitlist, "player", game_id=room.game, player_id=luis)
    refused(desk, seats.call_player, "player", table_id=room.table1, seat=2, player_id=marta)
    refused(desk, seats.hold_seat, "player", table_id=room.table1, seat=2, player_id=marta)
    refused(desk, seats.seat_player, "player", table_id=room.table1, seat=2, player_id=marta)
    refused(desk, seats.move_player, "player", player_id=luis, table_id=room.table2, seat=1)
    refused(desk, seats.request_table_change, "player", player_id=luis)
    assert [c.name for c in seats.propose(desk, room.table1)] == ["Marta Ruiz"], (
        "the list still shows her: the desk removes her with the reason on file")


# --- closing a table where people still play -------------------------------------------


def test_closing_a_played_table_says_who_is_there_and_what_to_do(desk: Desk,
                                                                  room: Room) -> None:
    p = room.players
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=p["Ana López"])
    seats.seat_player(desk, table_id=room.table2, seat=4, player_id=p["Luis Pérez"])
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=p["Marta Ruiz"])
    error = refused(desk, games.close_table, "table", table_id=room.table2)
    assert error.text.en.startswith(
        "table 2 still has 2 players (Ana López seat 1, Luis Pérez seat 4). Move them")
    assert "F7" in error.text.en and "8 open seats" in error.text.en
    assert "Ana López asiento 1" in error.text.es and "8 asientos libres" in error.text.es


def test_closing_a_table_releases_its_holds_and_the_called_keep_their_place(
    desk: Desk, room: Room
) -> None:
    p = room.players
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"])
    seats.call_player(desk, table_id=room.table2, seat=2, player_id=p["Ana López"])
    seats.hold_seat(desk, table_id=room.table2, seat=3, player_id=p["Iñigo Sanz"])
    change = games.close_table(desk, table_id=room.table2)
    view = floor_view(desk)
    assert not view.table(room.table2).is_open
    assert all(s.state == "empty" for s in view.table(room.table2).seats)
    entry, = view.lists[room.game]
    assert entry.name == "Ana López" and entry.called_at is None and entry.passes == 0
    assert "released 2 held seats" in change.summary.en and "Ana López" in change.summary.en
    assert "Ana López" in change.summary.es
    assert [c.name for c in seats.propose(desk, room.table1)] == ["Ana López"]


def test_undo_puts_no_player_or_hold_back_at_a_table_closed_since(desk: Desk,
                                                                 room: Room) -> None:
    ana = room.players["Ana López"]
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=ana)
    left = seats.unseat_player(desk, table_id=room.table2, seat=1)
    seats.hold_seat(desk, table_id=room.table2, seat=2, player_id=ana)
    released = seats.release_hold(desk, table_id=room.table2, seat=2)
    games.close_table(desk, table_id=room.table2)
    for change in (left, released):
        error = refused(desk, revert, audit_id=change.audit_id)
        assert "table 2 was closed since. Reopen it first" in error.text.en
        assert "la mesa 2 se cerró después" in error.text.es
    games.reopen_table(desk, table_id=room.table2)
    revert(desk, released.audit_id)
    assert seat_state(desk, room.table2, 2) == ("held", "Ana López")
