"""The floor as plain data: what every desk panel, the board and a printout draw from.

``services.views`` reads it from the store, and so does ``floorman.first_floor`` for
the desk's first paint, before the database libraries are loaded: so these classes
import nothing but the pure floor modules.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from floorman.floor.games import game_label
from floorman.floor.house import HouseSettings
from floorman.floor.timers import away_left, hold_left
from floorman.text import Lang

# Seat states: a player playing, a player away from the table (chips still there), or a
# seat held for a player who was called or reserved it; a seat with nobody is empty.
PLAYING, AWAY, HELD = "playing", "away", "held"
SEAT_STATES = (PLAYING, AWAY, HELD)
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
    smallest_chip: Decimal = Decimal(1)

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
    # A seat held for a must-move: the table the player comes from and when the move
    # is due (RRoP 2.iii.10); the player's place on the original list (RRoP 2.iii.9).
    move_from: int | None = None
    move_condition: str | None = None
    listed_at: datetime | None = None
    listed_entry: int | None = None

    @property
    def held_from_break(self) -> bool:
        """A seat held for an absent player of a broken game until his big blind
        (``services.breaking``): the hold keeps the time he went away."""
        return self.state == HELD and self.away_since is not None and self.move_condition is None

    def time_left(self, now: datetime, house: HouseSettings) -> timedelta | None:
        """The countdown shown on the seat: hold time or absence time left. A seat held
        for an absent player of a broken game has none: it waits for his big blind; nor
        has a seat held for a must-move, which waits for its condition."""
        if self.state == HELD and (self.away_since is not None
                                   or self.move_condition is not None):
            return None
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
    must_move_for: int | None = None  # the table this one feeds as a must-move
    extra_seat: bool = False  # started with an extra player (RRoP 2.iii.7)

    # Counted once per table view: the panels ask after every refresh, and a refresh
    # keeps the very objects of the tables it did not read again.
    @functools.cached_property
    def players(self) -> int:
        return sum(1 for s in self.seats if s.state not in (EMPTY, HELD))

    @functools.cached_property
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
class BarView:
    """A player who refused a must-move, barred from a game until ``until`` (RRoP
    2.iii.9); the floor shows the countdown."""

    player_id: int
    name: str
    game_id: int
    table_id: int | None
    since: datetime
    until: datetime


@dataclass(frozen=True)
class FloorView:
    version: int
    house: HouseSettings
    games: tuple[GameView, ...]
    tables: tuple[TableView, ...]
    lists: dict[int, tuple[EntryView, ...]]
    changes: tuple[ChangeView, ...]
    bars: tuple[BarView, ...] = ()

    def game(self, game_id: int) -> GameView:
        return next(g for g in self.games if g.id == game_id)

    def table(self, table_id: int) -> TableView:
        return next(t for t in self.tables if t.id == table_id)

    def waiting(self, game_id: int) -> int:
        return len(self.lists.get(game_id, ()))
