"""A tournament as the desk, the printouts and the board see it: plain, read-only data.

The tournament services read the store into these dataclasses; the tournament window,
the seat cards, the seat list, the table sheets and the move slips are drawn from them
alone, so a print-out made at the desk and one made by ``floorman print`` without a
screen are the same pages. Words that depend on the language are ``Text`` (English and
Spanish); times are aware ``datetime``s, printed as clock times in the desk's zone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Literal

from floorman.floor.names import fold
from floorman.text import Text

MoveKind = Literal["balancing", "breaking", "redraw", "late_entry"]


@dataclass(frozen=True)
class TournamentSeatView:
    """One seat of a tournament table: empty (``entry_id`` None) or an entrant's."""

    number: int
    entry_id: int | None = None
    player: str | None = None
    chips: Decimal | None = None  # the last count the floor recorded, if any
    waits_for_button: bool = False  # arrived where he is not dealt in until the button passes


@dataclass(frozen=True)
class TournamentTableView:
    """A table in play: its seats, the button, and whether it must stop dealing."""

    number: int
    size: int
    seats: tuple[TournamentSeatView, ...]
    button: int | None = None
    halted: bool = False  # told to stop dealing until it is balanced (TDA 11-D)
    breaks_at: int | None = None  # its place in the breaking order (1: breaks next)

    @property
    def players(self) -> int:
        return sum(1 for s in self.seats if s.entry_id is not None)


@dataclass(frozen=True)
class MoveView:
    """A move proposed or made: balancing, a broken table, a redraw or a late entry.

    ``pending`` moves are proposals the director has not confirmed yet; the others were
    made at ``at`` by ``by``.
    """

    entry_id: int
    player: str
    kind: MoveKind
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    dealt_in: bool  # False: he waits until the button has passed him
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]
    pending: bool = False
    at: datetime | None = None
    by: str = ""


@dataclass(frozen=True)
class PlaceView:
    """A finishing place (shared places repeat the number, RRoP 15.35)."""

    place: int
    entry_id: int
    player: str
    busted_at: datetime


@dataclass(frozen=True)
class SeatCardView:
    """What one seat card says: the tournament, the table and seat, when it was drawn."""

    tournament: str
    player: str
    table: int
    seat: int
    drawn_at: datetime


@dataclass(frozen=True)
class TournamentView:
    """A whole tournament: its settings, tables, pending moves and places so far."""

    id: int
    name: str
    game: Text  # e.g. "No-limit hold'em"
    table_size: int
    profile: Literal["tda", "robert"]
    starting_stack: Decimal
    late_registration: bool  # still open
    entries: int  # every entry paid, busted ones included
    remaining: int
    tables: tuple[TournamentTableView, ...]
    pending: tuple[MoveView, ...] = ()
    places: tuple[PlaceView, ...] = ()
    total_chips: Decimal | None = None  # entries x starting stack, plus add-ons if any

    @property
    def average_stack(self) -> Decimal | None:
        """The chips in play shared by those remaining (None before anyone plays)."""
        if not self.remaining:
            return None
        total = self.total_chips if self.total_chips is not None else (
            self.starting_stack * self.entries)
        return total / self.remaining

    def seat_cards(self, drawn_at: datetime) -> tuple[SeatCardView, ...]:
        """One card per seated entrant, by table and seat."""
        return tuple(SeatCardView(self.name, seat.player or "", table.number, seat.number,
                                  drawn_at)
                     for table in self.tables for seat in table.seats
                     if seat.entry_id is not None)

    def seat_list(self) -> tuple[tuple[str, int, int], ...]:
        """(player, table, seat) for every seated entrant, alphabetically (the podium's
        list), accents and case ignored as the floor reads names."""
        rows = [(seat.player or "", table.number, seat.number)
                for table in self.tables for seat in table.seats if seat.entry_id is not None]
        return tuple(sorted(rows, key=lambda row: (fold(row[0]), row[1], row[2])))
