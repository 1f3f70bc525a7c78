"""What the floor looks like right now, as plain data for windows and printouts.

``floor_view`` reads the whole floor in a handful of queries into frozen dataclasses:
games, tables with every seat, the waiting lists in order and the table-change
requests, stamped with the audit-log head it was read at. Windows redraw from it and
read it again when the head moves. The classes live in ``floor.floor_view`` (they need
no database) and are named here too, where every reader has always found them.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import BindParameter, bindparam, select
from sqlalchemy.orm import Session

from floorman.floor.floor_rows import (
    SEAT_FIELDS,
    FloorRows,
    bars_in_view,
    floor_from_rows,
    list_in_order,
    seat_view,
)
from floorman.floor.floor_view import (
    EMPTY,
    HELD,
    BarView,
    ChangeView,
    EntryView,
    FloorView,
    GameView,
    SeatView,
    TableView,
)
from floorman.services.desk import Desk, answering, audit_head, house_settings
from floorman.store.models import (
    AuditEntry,
    CardTable,
    Game,
    MoveBar,
    Player,
    Seat,
    TableChange,
    WaitlistEntry,
)

__all__ = ["EMPTY", "FULL", "LINK_COLUMNS", "MOST_ROWS_FOLLOWED", "NOT_SHOWN", "SEATS",
           "SEAT_COLUMNS", "WHOLE_FLOOR", "BarView", "ChangeView", "EntryView", "FloorDelta",
           "FloorView", "GameView", "SeatView", "TableView", "floor_update", "floor_version",
           "floor_view", "table_numbers"]


def floor_view(desk: Desk) -> FloorView:
    """The whole floor as plain data, read in one transaction. The desk reads it on its
    GUI thread, so it never waits long behind another desk's lock (``Store.glancing``).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.glancing() as session:
        return _read_floor(session)


def _read_floor(session: Session) -> FloorView:
    # Core statements on the tables, not the ORM's entities: the desk's first read
    # configures no mapper (about 6 ms). Rows read this way are plain tuples too.
    games_t, tables_t, players_t = Game.__table__, CardTable.__table__, Player.__table__
    entries_t, changes_t = WaitlistEntry.__table__, TableChange.__table__
    bars_t = MoveBar.__table__
    involved = select(SEATS.c.player_id).union(
        select(entries_t.c.player_id), select(changes_t.c.player_id),
        select(bars_t.c.player_id)
    )
    names = dict(session.execute(
        select(players_t.c.id, players_t.c.name).where(players_t.c.id.in_(involved))).all())
    read = session.execute
    return floor_from_rows(FloorRows(
        version=audit_head(session),
        house=house_settings(session),
        games=read(select(games_t).order_by(games_t.c.id)).all(),
        names=names,
        seats=read(select(*(SEATS.c[field] for field in SEAT_FIELDS))).all(),
        tables=read(select(tables_t).order_by(tables_t.c.number)).all(),
        entries=read(select(entries_t).order_by(entries_t.c.id)).all(),
        changes=read(select(changes_t).order_by(changes_t.c.requested_at,
                                                changes_t.c.id)).all(),
        bars=read(select(bars_t).order_by(bars_t.c.until, bars_t.c.id)).all(),
    ))


# A seat is read as a plain row of these columns, not as an ORM object: the floor's
# refresh reads many seats per action, and building ORM objects cost most of it.
SEAT_COLUMNS = tuple(getattr(Seat, field) for field in SEAT_FIELDS)
SEATS = Seat.__table__


def _bars(session: Session) -> tuple[BarView, ...]:
    """The refusal bars on file, soonest to end first, with their players' names."""
    bars_t = MoveBar.__table__
    rows = session.execute(select(bars_t).order_by(bars_t.c.until, bars_t.c.id)).all()
    return bars_in_view(rows, _names(session, {b.player_id for b in rows}))


@dataclass(frozen=True)
class FloorDelta:
    """What a refresh changed, for views to redraw only that: the ids of the tables
    whose view changed, the games whose waiting list changed, whether the table-change
    requests did, and ``full`` when the whole floor was read again (games, tables
    opened or closed, house settings: redraw everything)."""

    tables: frozenset[int] = frozenset()
    lists: frozenset[int] = frozenset()
    changes: bool = False
    full: bool = False
    bars: bool = False  # the must-move refusal bars changed

    def __bool__(self) -> bool:
        return self.full or self.changes or self.bars or bool(self.tables or self.lists)


FULL = FloorDelta(full=True)
# Audit-log tables no floor view shows: a change there redraws nothing.
NOT_SHOWN = frozenset({"rulings", "rulebook_entries", "store_notes", "audit_log",
                       # Tournaments have a window of their own; the cash floor shows none
                       # of their rows (a tournament's new players come as ``players``).
                       "tournaments", "tournament_tables", "tournament_entries",
                       "tournament_moves", "tournament_clocks"})
# Tables whose change reads the whole floor again (rare actions: new games, tables
# opened, closed or renumbered, house settings).
WHOLE_FLOOR = frozenset({"games", "card_tables", "house_settings"})
# More audit rows than this since the last head (a desk that was cut off a while):
# one full read is quicker than following them.
MOST_ROWS_FOLLOWED = 200


@dataclass
class _Touched:
    tables: set[int] = field(default_factory=set)
    games: set[int] = field(default_factory=set)
    changes: bool = False
    players: set[int] = field(default_factory=set)
    links: set[int] = field(default_factory=set)  # tables whose chain link alone changed
    bars: bool = False


# The columns of a table row a change may touch and still be followed table by table:
# making and unmaking must-move chains.
LINK_COLUMNS = frozenset({"must_move_for"})


def _links_only(before: dict[str, dict[str, object] | None],
                after: dict[str, dict[str, object] | None]) -> set[int] | None:
    """The tables whose logged rows differ only in their chain link; None when any
    other column changed (or a table came or went): the whole floor is read again."""
    found: set[int] = set()
    for key in before.keys() | after.keys():
        was, now = before.get(key), after.get(key)
        if was is None or now is None:
            return None
        if {k for k in was.keys() | now.keys() if was.get(k) != now.get(k)} - LINK_COLUMNS:
            return None
        found.add(int(key))
    return found


def _values(rows: dict[str, dict[str, object] | None]) -> Iterable[dict[str, object]]:
    return (row for row in rows.values() if row)


def _touched(view: FloorView, logged: list[tuple[dict[str, dict[str, dict[str, object] | None]],
                                                 ...]]) -> _Touched | None:
    """Which parts of ``view`` the logged before/after rows touch; None: read it all."""
    found = _Touched()
    for sides in logged:
        if "card_tables" in sides[0] or (len(sides) > 1 and "card_tables" in sides[1]):
            links = _links_only(sides[0].get("card_tables") or {},
                                sides[-1].get("card_tables") or {})
            if links is None:
                return None
            found.links |= links
        for side in sides:
            for table, rows in side.items():
                if table in NOT_SHOWN or table == "card_tables":
                    continue
                if table == "move_bars":
                    found.bars = True
                    continue
                if table in WHOLE_FLOOR:
                    return None
                if table == "seats":
                    for row in _values(rows):
                        found.tables.add(int(row["table_id"]))  # type: ignore[call-overload]
                        found.players.add(int(row["player_id"]))  # type: ignore[call-overload]
                elif table == "waitlist_entries":
                    for row in _values(rows):
                        found.games.add(int(row["game_id"]))  # type: ignore[call-overload]
                elif table == "table_changes":
                    found.changes = True
                elif table == "players":
                    found.players.update(int(key) for key in rows)
                else:
                    return None
    # A player's seat shows on their list entries (plays at table...) and requests;
    # a player's name shows wherever they are.
    if found.players:
        for t in view.tables:
            if any(s.player_id in found.players for s in t.seats):
                found.tables.add(t.id)
        for game_id, entries in view.lists.items():
            if any(e.player_id in found.players for e in entries):
                found.games.add(game_id)
        if any(c.player_id in found.players for c in view.changes):
            found.changes = True
    return found


def _names(session: Session, players: set[int]) -> dict[int, str]:
    if not players:
        return {}
    return dict(session.execute(select(Player.id, Player.name)
                                .where(Player.id.in_(players))).all())


def _played_at(session: Session, players: set[int]) -> dict[int, int]:
    """The table each of ``players`` plays at (a held seat is not played)."""
    if not players:
        return {}
    return dict(session.execute(select(Seat.player_id, Seat.table_id)
                                .where(Seat.player_id.in_(players), Seat.state != HELD))
                .all())


class _FollowStatements:
    """The statements a desk runs to follow the audit rows, built once (building one
    costs more than running it) and run on the session's connection, as plain rows."""

    def __init__(self) -> None:
        ids: BindParameter[int] = bindparam("ids", expanding=True)
        self.logged = select(AuditEntry.before, AuditEntry.after).where(
            AuditEntry.id > bindparam("after"), AuditEntry.id <= bindparam("head"))
        self.links = select(CardTable.id, CardTable.must_move_for).where(CardTable.id.in_(ids))
        self.seats = select(*SEAT_COLUMNS, Player.name).outerjoin(
            Player, Player.id == Seat.player_id).where(Seat.table_id.in_(ids))
        played_at = select(Seat.table_id).where(
            Seat.player_id == WaitlistEntry.player_id, Seat.state != HELD
        ).limit(1).scalar_subquery()
        self.lists = select(
            WaitlistEntry.__table__, Player.name.label("player_name"),
            played_at.label("played_at")
        ).outerjoin(Player, Player.id == WaitlistEntry.player_id).where(
            WaitlistEntry.game_id.in_(ids))


@functools.cache
def _follow() -> _FollowStatements:
    """The statements, built the first time a desk follows (not at start-up)."""
    return _FollowStatements()


def floor_update(desk: Desk, view: FloorView) -> tuple[FloorView, FloorDelta]:
    """The floor now, read from ``view`` and the audit rows written since its version:
    only the tables, lists and requests those rows name are read again (the rows'
    before and after say which), so a desk follows every other desk's actions without
    reading the whole floor. Equal to ``floor_view`` at the same head.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.glancing() as session:
        head = audit_head(session)
        if head == view.version:
            return view, FloorDelta()
        if head < view.version or head - view.version > MOST_ROWS_FOLLOWED:
            return _read_floor(session), FULL
        logged = session.connection().execute(
            _follow().logged, {"after": view.version, "head": head}).all()
        touched = _touched(view, list(logged))
        if touched is None:
            return _read_floor(session), FULL
        return _read_parts(session, view, head, touched)


def _read_parts(session: Session, view: FloorView, head: int,
                touched: _Touched) -> tuple[FloorView, FloorDelta]:
    tables = list(view.tables)
    changed_tables: set[int] = set()
    read, statements = session.connection().execute, _follow()
    if touched.links:
        linked = dict(read(statements.links, {"ids": sorted(touched.links)}).all())
        for index, old in enumerate(tables):
            if old.id in linked and linked[old.id] != old.must_move_for:
                tables[index] = replace(old, must_move_for=linked[old.id])
                changed_tables.add(old.id)
    if touched.tables:
        seats: dict[int, dict[int, Any]] = defaultdict(dict)
        names: dict[int, str] = {}
        for seat in read(statements.seats, {"ids": sorted(touched.tables)}):
            seats[seat.table_id][seat.number] = seat
            if seat.player_id is not None:
                names[seat.player_id] = seat.name
        for index, table in enumerate(tables):
            if table.id not in touched.tables:
                continue
            old = view.tables[index]
            taken = seats.get(old.id, {})
            fresh = replace(old, seats=tuple(
                seat_view(s, names.get(s.player_id)) if (s := taken.get(n))
                else SeatView(n, EMPTY)
                for n in range(1, len(old.seats) + 1)))
            fresh = replace(fresh, must_move_for=table.must_move_for)
            if fresh != old:
                tables[index] = fresh
                changed_tables.add(old.id)
    number_of = {t.id: t.number for t in tables}
    game_of = {t.id: t.game_id for t in tables}
    lists = dict(view.lists)
    changed_lists: set[int] = set()
    if touched.games:
        # One query for the lists, their players' names and where they play, as plain
        # rows (every column of the entries): three ORM reads cost most of a refresh.
        by_game: dict[int, list[Any]] = defaultdict(list)
        names, played = {}, {}
        for e in read(statements.lists, {"ids": sorted(touched.games)}):
            by_game[e.game_id].append(e)
            names[e.player_id] = e.player_name
            if e.played_at is not None:
                played[e.player_id] = e.played_at
        for game_id in touched.games:
            fresh_list = list_in_order(by_game.get(game_id, []), names, played, number_of, game_of)
            if fresh_list != lists.get(game_id, ()):
                changed_lists.add(game_id)
                if fresh_list:
                    lists[game_id] = fresh_list
                else:
                    lists.pop(game_id, None)
    changes = view.changes
    if touched.changes:
        rows = session.execute(select(TableChange).order_by(TableChange.requested_at,
                                                           TableChange.id)).scalars().all()
        players = {c.player_id for c in rows}
        names, played = _names(session, players), _played_at(session, players)
        changes = tuple(
            ChangeView(c.player_id, names.get(c.player_id, "?"), c.game_id,
                       number_of.get(played.get(c.player_id, -1), 0),
                       number_of.get(c.to_table_id) if c.to_table_id else None,
                       c.requested_at)
            for c in rows)
    bars = _bars(session) if touched.bars else view.bars
    delta = FloorDelta(frozenset(changed_tables), frozenset(changed_lists),
                       changes != view.changes, bars=bars != view.bars)
    if not delta:
        changes = view.changes
    return replace(view, version=head, tables=tuple(tables), lists=lists,
                   changes=changes, bars=bars), delta


def table_numbers(desk: Desk) -> list[int]:
    """The numbers of every table on the floor, open or closed, in order."""
    with answering(), desk.store.reading() as session:
        return list(session.execute(
            select(CardTable.number).order_by(CardTable.number)).scalars())


def floor_version(desk: Desk) -> int:
    """The audit-log head: cheap to poll, moves whenever any desk changes the floor.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.glancing() as session:
        return audit_head(session)
