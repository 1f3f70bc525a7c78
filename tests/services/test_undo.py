"""Undo and redo from the audit log."""

from __future__ import annotations

from datetime import datetime

import pytest

from floorman.services import seats, waitlists
from floorman.services.desk import Desk, FloorError
from floorman.services.undo import revert
from floorman.services.views import floor_view
from tests.services.conftest import Room


def snapshot(desk: Desk) -> tuple[object, ...]:
    view = floor_view(desk)
    return (view.tables, view.lists, view.changes)


def test_every_kind_of_action_undoes_and_redoes(desk: Desk, room: Room) -> None:
    p = room.players
    steps = [
        lambda: waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana López"]),
        lambda: seats.call_player(desk, table_id=room.table1, seat=3, player_id=p["Ana López"]),
        lambda: seats.seat_player(desk, table_id=room.table1, seat=3, player_id=p["Ana López"],
                                  buy_in="300"),
        lambda: seats.mark_away(desk, table_id=room.table1, seat=3),
        lambda: seats.request_table_change(desk, player_id=p["Ana López"]),
        lambda: seats.move_player(desk, player_id=p["Ana López"], table_id=room.table2, seat=1),
        lambda: seats.unseat_player(desk, table_id=room.table2, seat=1),
    ]
    for step in steps:
        before = snapshot(desk)
        change = step()
        after = snapshot(desk)
        assert after != before
        undo = revert(desk, change.audit_id)
        assert snapshot(desk) == before, f"undo of '{change.summary.en}' left a difference"
        assert undo.summary.en.startswith("Undone")
        redo = revert(desk, undo.audit_id)
        assert snapshot(desk) == after
        assert redo.summary.en.startswith("Redone")


def test_undo_is_refused_when_a_later_action_changed_the_same_rows(desk: Desk,
                                                                   room: Room) -> None:
    ana = room.players["Ana López"]
    seated = seats.seat_player(desk, table_id=room.table1, seat=3, player_id=ana)
    seats.mark_away(desk, table_id=room.table1, seat=3)
    with pytest.raises(FloorError) as error:
        revert(desk, seated.audit_id)
    assert "Undo the later action first" in error.value.text.en
    assert floor_view(desk).table(room.table1).seats[2].state == "away"


def test_undo_compares_rows_as_stored_not_as_typed(desk: Desk, room: Room) -> None:
    """A buy-in typed as 200.50 reads back as 200.5, and a clock in another time zone
    reads back in UTC: neither is a change by someone else."""
    from datetime import timedelta, timezone

    desk.clock = lambda: datetime(2026, 11, 30, 21, 0, tzinfo=timezone(timedelta(hours=1)))
    seated = seats.seat_player(desk, table_id=room.table1, seat=2,
                               player_id=room.players["Ana López"], buy_in="200.50")
    revert(desk, seated.audit_id)
    assert floor_view(desk).table(room.table1).seats[1].state == "empty"


def test_undo_of_a_player_a_later_action_uses_is_refused_without_a_traceback(
    desk: Desk, room: Room
) -> None:
    """Another desk may have put the new player on a list: undoing "add player" must
    say that later actions depend on it, and leave both rows in place."""
    from floorman.services import players

    added = players.add_player(desk, name="Rocío Vidal")
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=added.created_id)
    before = snapshot(desk)
    with pytest.raises(FloorError) as error:
        revert(desk, added.audit_id)
    assert "later actions depend on it" in error.value.text.en
    assert "dependen de ella" in error.value.text.es
    assert snapshot(desk) == before
    # The desk carries on: the next action is written normally.
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=added.created_id)
    assert floor_view(desk).table(room.table1).seats[0].name == "Rocío Vidal"


def test_the_same_action_undone_twice_is_undone_once(desk: Desk, room: Room) -> None:
    ana = room.players["Ana López"]
    seated = seats.seat_player(desk, table_id=room.table1, seat=3, player_id=ana)
    undone = revert(desk, seated.audit_id)
    after_undo = snapshot(desk)
    with pytest.raises(FloorError) as error:
        revert(desk, seated.audit_id)
    assert "was already undone (by test at 20:00:00)" in error.value.text.en
    assert "ya se deshizo" in error.value.text.es
    assert snapshot(desk) == after_undo

    redone = revert(desk, undone.audit_id)
    with pytest.raises(FloorError) as error:
        revert(desk, undone.audit_id)
    assert "already redone" in error.value.text.en
    # Once redone, the action stands again and may be undone again.
    assert floor_view(desk).table(room.table1).seats[2].name == "Ana López"
    revert(desk, redone.audit_id)
    assert floor_view(desk).table(room.table1).seats[2].state == "empty"


def test_undo_of_an_unknown_or_impossible_number_is_refused(desk: Desk, room: Room) -> None:
    for audit_id in (10_000, 0, -1, 2**70):
        with pytest.raises(FloorError) as error:
            revert(desk, audit_id)
        assert "nothing to undo" in error.value.text.en
