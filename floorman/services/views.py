"""What the floor looks like right now, as plain data for windows and printouts.

``floor_view`` reads the whole floor in a handful of queries into frozen dataclasses:
games, tables with every seat, the waiting lists in order and the table-change
requests, stamped with the audit-log head it was read at. Windows redraw from it and
read it again when the head moves.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy import select

from floorman.floor.games import game_label
from floorman.floor.house import HouseSettings
from floorman.floor.seating import ListPlace, waitlist_order
from floorman.floor.timers import away_left, hold_left
from floorman.services.desk import Desk, answering, audit_head, house_settings
from floorman.store.models import (
    AWAY,
    HELD,
    CardTable,
    Game,
    Player,
    Seat,
    TableChange,
    WaitlistEntry,
)
from floorman.text import Lang

EMPTY = "empty"


@dataclass(frozen=True)
class GameView:
    id: int
    variant: str
    betting: str
    stake_small: Decimal
    stake_big: Decimal
    min_buy_in: Decimal
    max_buy_in: Decimal
    seats_per_table: int

    def label(self, lang: Lang) -> str:
        return game_label(self.variant, self.betting, self.stake_small, self.stake_big, lang)


@dataclass(frozen=True)
class SeatView:
    number: int
    state: str  # empty, playing, away, held
    player_id: int | None = None
    name: str | None = None
    since: datetime | None = None
    away_since: datetime | None = None

    def time_left(self, now: datetime, house: HouseSettings) -> timedelta | None:
        """The countdown shown on the seat: hold time or absence time left."""
        if self.state == HELD and self.since is not None:
            return hold_left(self.since, now, house)
        if self.state == AWAY and self.away_since is not None:
            return away_left(self.away_since, now, house)
        return None


@dataclass(frozen=True)
class TableView:
    id: int
    number: int
    game_id: int
    is_open: bool
    seats: tuple[SeatView, ...]

    @property
    def players(self) -> int:
        return sum(1 for s in self.seats if s.state not in (EMPTY, HELD))

    @property
    def empty_seats(self) -> tuple[int, ...]:
        return tuple(s.number for s in self.seats if s.state == EMPTY)


@dataclass(frozen=True)
class EntryView:
    id: int
    game_id: int
    player_id: int
    name: str
    position: int
    joined_at: datetime
    call_in: bool
    deposit: Decimal | None
    called_at: datetime | None
    passes: int
    playing_at: int | None  # table number where the player plays another game


@dataclass(frozen=True)
class ChangeView:
    player_id: int
    name: str
    game_id: int
    from_table: int
    to_table: int | None
    requested_at: datetime


@dataclass(frozen=True)
class FloorView:
    version: int
    house: HouseSettings
    games: tuple[GameView, ...]
    tables: tuple[TableView, ...]
    lists: dict[int, tuple[EntryView, ...]]
    changes: tuple[ChangeView, ...]

    def game(self, game_id: int) -> GameView:
        return next(g for g in self.games if g.id == game_id)

    def table(self, table_id: int) -> TableView:
        return next(t for t in self.tables if t.id == table_id)

    def waiting(self, game_id: int) -> int:
        return len(self.lists.get(game_id, ()))


def floor_view(desk: Desk) -> FloorView:
    """The whole floor as plain data, read in one transaction. The desk reads it on its
    GUI thread, so it never waits long behind another desk's lock (``Store.glancing``).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.glancing() as session:
        version = audit_head(session)
        house = house_settings(session)
        games = tuple(
            GameView(g.id, g.variant, g.betting, g.stake_small, g.stake_big, g.min_buy_in,
                     g.max_buy_in, g.seats_per_table)
            for g in session.execute(select(Game).order_by(Game.id)).scalars()
        )
        involved = select(Seat.player_id).union(
            select(WaitlistEntry.player_id), select(TableChange.player_id)
        )
        names: dict[int, str] = {
            pid: name
            for pid, name in session.execute(
                select(Player.id, Player.name).where(Player.id.in_(involved))
            )
        }
        seats_by_table: dict[int, dict[int, Seat]] = defaultdict(dict)
        seat_of_player: dict[int, int] = {}
        for seat in session.execute(select(Seat)).scalars():
            seats_by_table[seat.table_id][seat.number] = seat
            if seat.state != HELD:
                seat_of_player[seat.player_id] = seat.table_id
        tables_rows = session.execute(select(CardTable).order_by(CardTable.number)).scalars().all()
        number_of = {t.id: t.number for t in tables_rows}
        game_of = {t.id: t.game_id for t in tables_rows}
        tables = []
        for t in tables_rows:
            taken = seats_by_table.get(t.id, {})
            views = []
            for n in range(1, t.seats + 1):
                s = taken.get(n)
                views.append(
                    SeatView(n, s.state, s.player_id, names.get(s.player_id), s.since,
                             s.away_since) if s else SeatView(n, EMPTY)
                )
            tables.append(TableView(t.id, t.number, t.game_id, t.is_open, tuple(views)))
        entries = session.execute(select(WaitlistEntry)).scalars().all()
        by_game: dict[int, list[WaitlistEntry]] = defaultdict(list)
        for e in entries:
            by_game[e.game_id].append(e)
        lists: dict[int, tuple[EntryView, ...]] = {}
        for game_id, rows in by_game.items():
            by_id = {e.id: e for e in rows}
            ordered = waitlist_order(
                ListPlace(e.id, e.player_id, "", e.joined_at, e.call_in, e.called_at is not None)
                for e in rows
            )
            lists[game_id] = tuple(
                EntryView(
                    e.id, e.game_id, e.player_id, names.get(e.player_id, "?"), position,
                    e.joined_at, e.call_in, e.deposit, e.called_at, e.passes,
                    number_of[seat_of_player[e.player_id]]
                    if e.player_id in seat_of_player
                    and game_of[seat_of_player[e.player_id]] != game_id
                    else None,
                )
                for position, e in enumerate((by_id[p.entry_id] for p in ordered), start=1)
            )
        changes = tuple(
            ChangeView(c.player_id, names.get(c.player_id, "?"), c.game_id,
                       number_of.get(seat_of_player.get(c.player_id, -1), 0),
                       number_of.get(c.to_table_id) if c.to_table_id else None, c.requested_at)
            for c in session.execute(
                select(TableChange).order_by(TableChange.requested_at)
            ).scalars()
        )
    return FloorView(version, house, games, tuple(tables), lists, changes)


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
