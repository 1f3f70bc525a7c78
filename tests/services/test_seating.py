"""Seating, calling and holding seats through the services, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from floorman.services import games, seats, waitlists
from floorman.services.desk import Desk, FloorError
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
