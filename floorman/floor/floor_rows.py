"""The floor view built from the store's rows, whoever read them.

Two readers fetch the same rows: ``services.views`` through SQLAlchemy (any database,
every full read of a running desk) and ``floorman.first_floor`` through the standard
library's ``sqlite3`` (the desk's first paint, before SQLAlchemy's models are loaded).
Each hands over its rows with the columns' Python values (amounts as ``Decimal``, times
as aware UTC ``datetime``, flags as ``bool``), and the floor is put together here once,
so the two can never draw a different floor from the same store.

A row is anything with the columns as attributes (a SQLAlchemy ``Row``, a namespace).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

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
from floorman.floor.house import HouseSettings
from floorman.floor.seating import ListPlace, waitlist_order

# The columns of a seat row, as both readers name them.
SEAT_FIELDS = ("table_id", "number", "state", "player_id", "since", "away_since",
               "move_from", "move_condition", "listed_at", "listed_entry")


@dataclass(frozen=True)
class FloorRows:
    """What a floor is read from, in one transaction, and in these orders: games by id,
    tables by number, list entries by id, table-change requests by the time asked (then
    id), refusal bars by their end (then id); seats in any order. ``names`` holds the
    name of every player seated, held for, listed, asking to change or barred."""

    version: int
    house: HouseSettings
    games: Iterable[Any]
    names: Mapping[int, str]
    seats: Iterable[Any]
    tables: Iterable[Any]
    entries: Iterable[Any]
    changes: Iterable[Any]
    bars: Iterable[Any]


def floor_from_rows(rows: FloorRows) -> FloorView:
    """The whole floor as the desk shows it."""
    names = rows.names
    games = tuple(GameView(g.id, g.variant, g.betting, g.stake_small, g.stake_big,
                           g.min_buy_in, g.max_buy_in, g.seats_per_table, g.smallest_chip)
                  for g in rows.games)
    seats_by_table: dict[int, dict[int, Any]] = defaultdict(dict)
    played: dict[int, int] = {}  # the table each player plays at (a held seat is not played)
    for seat in rows.seats:
        seats_by_table[seat.table_id][seat.number] = seat
        if seat.state != HELD:
            played[seat.player_id] = seat.table_id
    tables = []
    for t in rows.tables:
        taken = seats_by_table.get(t.id, {})
        tables.append(TableView(
            t.id, t.number, t.game_id, t.is_open,
            tuple(seat_view(s, names.get(s.player_id)) if (s := taken.get(n))
                  else SeatView(n, EMPTY) for n in range(1, t.seats + 1)),
            t.must_move_for, t.extra_seat))
    number_of = {t.id: t.number for t in tables}
    game_of = {t.id: t.game_id for t in tables}
    by_game: dict[int, list[Any]] = defaultdict(list)
    for e in rows.entries:
        by_game[e.game_id].append(e)
    lists = {game_id: list_in_order(entries, names, played, number_of, game_of)
             for game_id, entries in by_game.items()}
    changes = tuple(
        ChangeView(c.player_id, names.get(c.player_id, "?"), c.game_id,
                   number_of.get(played.get(c.player_id, -1), 0),
                   number_of.get(c.to_table_id) if c.to_table_id else None, c.requested_at)
        for c in rows.changes)
    return FloorView(rows.version, rows.house, games, tuple(tables), lists, changes,
                     bars_in_view(rows.bars, names))


def seat_view(s: Any, name: str | None) -> SeatView:
    """The view of a seat row (``SEAT_FIELDS``)."""
    return SeatView(s.number, s.state, s.player_id, name, s.since, s.away_since, s.move_from,
                    s.move_condition, s.listed_at, s.listed_entry)


def list_in_order(rows: list[Any], names: Mapping[int, str], played: Mapping[int, int],
                  number_of: Mapping[int, int], game_of: Mapping[int, int]
                  ) -> tuple[EntryView, ...]:
    """A game's list entries as the floor sees them, in waiting-list order; ``played``
    gives the table each player plays at, shown when it deals another game."""
    by_id = {e.id: e for e in rows}
    ordered = waitlist_order(
        ListPlace(e.id, e.player_id, "", e.joined_at, e.call_in, e.called_at is not None)
        for e in rows
    )
    return tuple(
        EntryView(
            e.id, e.game_id, e.player_id, names.get(e.player_id, "?"), position,
            e.joined_at, e.call_in, e.deposit, e.called_at, e.passes,
            number_of[played[e.player_id]]
            if e.player_id in played and game_of[played[e.player_id]] != e.game_id
            else None,
        )
        for position, e in enumerate((by_id[p.entry_id] for p in ordered), start=1)
    )


def bars_in_view(rows: Iterable[Any], names: Mapping[int, str]) -> tuple[BarView, ...]:
    """The refusal bars on file (an ended bar stays until a later refusal renews it;
    the views show only those still running)."""
    return tuple(BarView(b.player_id, names.get(b.player_id, "?"), b.game_id, b.table_id,
                         b.since, b.until) for b in rows)
