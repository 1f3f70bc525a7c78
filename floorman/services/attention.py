"""What needs attention, read for the desk's attention panel without reloading the floor.

The floor's state (seats, lists, house settings) comes from the ``FloorView`` the
window already holds; what the view lacks is read here: the desk's releases of the
shift (``expire_due`` audit rows), when the players they concern last missed a call
(``WaitlistEntry.missed_at``) and the names of players who are no longer on the
floor. The releases are read once for the shift window, then only the audit rows
written since the last read (a range of the primary key), so a change on the floor
costs one small indexed query, and none when the floor did not change.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from sqlalchemy import bindparam, select

from floorman.floor.attention import (
    SHIFT,
    Attention,
    Expiry,
    LongList,
    chain_items,
    expiries_in,
    needs_attention,
    with_chain_items,
)
from floorman.rules.game import Variant
from floorman.services.desk import Desk, answering
from floorman.services.views import FloorView
from floorman.store.models import AuditEntry, Player, WaitlistEntry

EXPIRE_DUE = "expire_due"


_RELEASES = select(AuditEntry.id, AuditEntry.at, AuditEntry.before, AuditEntry.after) \
    .where(AuditEntry.action == EXPIRE_DUE).order_by(AuditEntry.id)
# After every action the watch asks for the releases written since its last read: that
# statement is built once (building it costs more than running it).
_RELEASES_AFTER = _RELEASES.where(AuditEntry.id > bindparam("after"),
                                  AuditEntry.id <= bindparam("up_to"))


def shift_expiries(desk: Desk, *, since: datetime | None = None,
                   after_id: int | None = None, up_to: int | None = None) -> list[Expiry]:
    """The desk's releases recorded in the audit log, oldest first: those at or after
    ``since`` (through the index on the audit time), or those written after the audit
    row ``after_id`` (through the primary key), up to the row ``up_to``.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    if after_id is not None and up_to is not None:
        query, values = _RELEASES_AFTER, {"after": after_id, "up_to": up_to}
    else:
        query, values = _RELEASES, {}
        if after_id is not None:
            query = query.where(AuditEntry.id > after_id)
        elif since is not None:
            query = query.where(AuditEntry.at >= since)
        if up_to is not None:
            query = query.where(AuditEntry.id <= up_to)
    with answering(), desk.store.glancing() as session:
        rows = session.connection().execute(query, values).all()
    return [expiry for row_id, at, before, after in rows
            for expiry in expiries_in(row_id, at, before or {}, after or {})]


def missed_calls(desk: Desk, entry_ids: Iterable[int]) -> dict[int, datetime]:
    """When each of these list entries last missed a call, for those that have not shown
    up since (entry id -> missed_at).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    wanted = sorted(set(entry_ids))
    if not wanted:
        return {}
    with answering(), desk.store.glancing() as session:
        rows = session.execute(
            select(WaitlistEntry.id, WaitlistEntry.missed_at)
            .where(WaitlistEntry.id.in_(wanted), WaitlistEntry.missed_at.is_not(None))
        ).all()
    return {entry_id: missed_at for entry_id, missed_at in rows if missed_at is not None}


def player_names(desk: Desk, player_ids: Iterable[int]) -> dict[int, str]:
    """Names of players by id.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    wanted = sorted(set(player_ids))
    if not wanted:
        return {}
    with answering(), desk.store.glancing() as session:
        return {pid: name for pid, name in session.execute(
            select(Player.id, Player.name).where(Player.id.in_(wanted)))}


def long_lists(view: FloorView) -> list[LongList]:
    """Each game's list as the new-game proposal counts it: the players who may be
    called now (here, not called yet)."""
    found: list[LongList] = []
    for game in view.games:
        ready = [e for e in view.lists.get(game.id, ()) if e.called_at is None
                 and not e.call_in]
        if ready:
            found.append(LongList(game.id, len(ready), min(e.joined_at for e in ready),
                                  game.seats_per_table))
    return found


def button_games(view: FloorView) -> dict[int, bool]:
    """Whether each game has a button (else it is stud), by game id: when a player
    holding a seat elsewhere must go depends on the game he plays (RRoP 2.iii.13)."""
    return {g.id: Variant(g.variant).uses_button for g in view.games}


class AttentionWatch:
    """The attention lines of one desk window, kept up to date from the floor view.

    Args:
        desk: the services' desk.
        window: how long an event stays listed at most (about a shift).
    """

    def __init__(self, desk: Desk, window: timedelta = SHIFT) -> None:
        self.desk = desk
        self.window = window
        self._head: int | None = None  # the audit row read up to
        self._expiries: list[Expiry] = []
        self._names: dict[int, str] = {}
        self._missed: dict[int, datetime] = {}
        self._missed_at: int | None = None  # the floor version ``_missed`` was read at

    def attention(self, view: FloorView, now: datetime,
                  dismissed: frozenset[str] = frozenset()) -> Attention:
        """The lines for ``view`` at ``now``. Reads the store only when the view's
        version moved since the last call.

        Raises:
            StoreUnreachable: the store did not answer.
        """
        self._catch_up(view, now)
        found = needs_attention(view.tables, view.lists, self._expiries, self._missed,
                                self._names, view.house, now, dismissed=dismissed,
                                window=self.window)
        return with_chain_items(found, chain_items(
            view.tables, long_lists(view), view.house, lists=view.lists,
            changes=view.changes, button_games=button_games(view), now=now))

    def _catch_up(self, view: FloorView, now: datetime) -> None:
        since = now - self.window
        if self._head is None:
            fresh = shift_expiries(self.desk, since=since, up_to=view.version)
        elif view.version > self._head:
            fresh = shift_expiries(self.desk, after_id=self._head, up_to=view.version)
        else:
            fresh = []
        if self._head is None or view.version > self._head:
            self._head = view.version
        self._expiries = [e for e in self._expiries if e.at >= since] + fresh
        unnamed = {e.player_id for e in fresh} - self._names.keys()
        if unnamed:
            self._names.update(player_names(self.desk, unnamed))
        if self._missed_at != view.version:
            # Only the entries of players whose hold ran out can make a line.
            listed = {(e.game_id, e.player_id): e.id
                      for entries in view.lists.values() for e in entries}
            wanted = [listed[(x.game_id, x.player_id)] for x in self._expiries
                      if not x.dropped and x.game_id is not None
                      and (x.game_id, x.player_id) in listed]
            self._missed = missed_calls(self.desk, wanted)
            self._missed_at = view.version
