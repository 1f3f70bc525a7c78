"""What needs attention, read from the store: the desk's releases since the shift began
and the missed calls they left, read again only from the audit rows written since."""

from __future__ import annotations

from floorman.floor.attention import Kind
from floorman.services import seats, undo, views, waitlists
from floorman.services.attention import AttentionWatch, shift_expiries
from floorman.services.desk import Desk
from tests.fakes import FakeClock
from tests.services.conftest import Room


def _call_and_expire(desk: Desk, room: Room, clock: FakeClock) -> None:
    """Luis is called to table 1, seat 3; José waits too, so the hold runs out."""
    for name in ("Luis Pérez", "José García"):
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players[name])
    seats.call_player(desk, table_id=room.table1, seat=3, player_id=room.players["Luis Pérez"])
    clock.advance(minutes=11)
    assert seats.expire_due(desk) is not None


def test_an_expired_hold_is_a_line_until_the_player_shows_up(desk: Desk, room: Room,
                                                              clock: FakeClock) -> None:
    _call_and_expire(desk, room, clock)
    watch = AttentionWatch(desk)
    lines = watch.attention(views.floor_view(desk), desk.now()).items
    hold = next(i for i in lines if i.kind == Kind.HOLD_EXPIRED)
    assert (hold.name, hold.table_id, hold.seat, hold.count, hold.of) == (
        "Luis Pérez", room.table1, 3, 1, 2)
    entry = hold.entry_id
    assert entry is not None
    waitlists.check_in(desk, entry_id=entry)  # Luis is back at the podium
    lines = watch.attention(views.floor_view(desk), desk.now()).items
    assert Kind.HOLD_EXPIRED not in {i.kind for i in lines}


def test_undoing_the_release_takes_the_line_away(desk: Desk, room: Room,
                                                 clock: FakeClock) -> None:
    _call_and_expire(desk, room, clock)
    watch = AttentionWatch(desk)
    assert Kind.HOLD_EXPIRED in {i.kind for i in
                                 watch.attention(views.floor_view(desk), desk.now()).items}
    undo.revert(desk, views.floor_version(desk))
    assert Kind.HOLD_EXPIRED not in {i.kind for i in
                                     watch.attention(views.floor_view(desk), desk.now()).items}


def test_a_dropped_call_in_keeps_its_name(desk: Desk, room: Room, clock: FakeClock) -> None:
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players["Ana López"],
                              call_in=True)
    clock.advance(minutes=31)
    seats.expire_due(desk)
    lines = AttentionWatch(desk).attention(views.floor_view(desk), desk.now()).items
    dropped = next(i for i in lines if i.kind == Kind.CALL_IN_DROPPED)
    assert (dropped.name, dropped.game_id) == ("Ana López", room.game)


def test_after_the_first_read_only_new_audit_rows_are_read(desk: Desk, room: Room,
                                                           clock: FakeClock) -> None:
    _call_and_expire(desk, room, clock)
    head = views.floor_version(desk)
    assert shift_expiries(desk, after_id=head) == []
    assert [e.player_id for e in shift_expiries(desk, after_id=head - 1)] == [
        room.players["Luis Pérez"]]
    # Releases older than the shift window are not read at the start.
    assert shift_expiries(desk, since=clock.advance(hours=1)) == []
