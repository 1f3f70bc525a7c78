"""A tournament's clock and prizes as the desk, the clock screen and the sheets see them.

``ClockView`` is plain, read-only data: the structure, the stored clock state, the
entries and players remaining, the prize settings and the payout table. The screens
compute the level and time left from it at their own "now" (``reading``), so a screen
needs the store only when something changed, and every screen shows the same second.
The structure sheet, the payout sheet and the clock screen are drawn from it alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from floorman.services.tournament_views import PlaceView
from floorman.text import UserError
from floorman.tournament.clock import ClockReading, ClockState, read_clock, time_to_break
from floorman.tournament.payouts import (
    DEFAULT_PAYOUTS,
    PayoutRow,
    payout_row,
    place_amounts,
    prize_pool,
)
from floorman.tournament.structure import Level

ZERO = Decimal(0)


@dataclass(frozen=True)
class PrizeSettings:
    """What an entry, a rebuy and an add-on put in the prize pool and in chips, how many
    rebuys and add-ons were sold, and the chip the prizes are rounded to."""

    buy_in: Decimal = ZERO
    rebuy: Decimal = ZERO
    add_on: Decimal = ZERO
    rebuy_chips: Decimal = ZERO
    add_on_chips: Decimal = ZERO
    rebuys: int = 0
    add_ons: int = 0
    chip: Decimal = Decimal(1)


@dataclass(frozen=True)
class ClockView:
    """One tournament's clock, figures and prizes, read at the audit head ``version``.

    Attributes:
        levels: the structure (empty: none set yet).
        state: the stored clock (None: not started).
        entries: every entry paid, busted ones included.
        remaining: the players still in.
        payouts: the payout table this tournament pays by.
        places: the places so far, best first.
        own_payouts: the tournament pays by its own table, not the house's.
        finished: the tournament is over (it has a winner).
    """

    tournament_id: int
    name: str
    levels: tuple[Level, ...]
    state: ClockState | None
    entries: int
    remaining: int
    starting_stack: Decimal
    prizes: PrizeSettings = field(default_factory=PrizeSettings)
    payouts: tuple[PayoutRow, ...] = DEFAULT_PAYOUTS
    places: tuple[PlaceView, ...] = ()
    version: int = 0
    own_payouts: bool = False
    finished: bool = False

    def reading(self, now: datetime) -> ClockReading | None:
        """The level and time left at ``now``; None before the clock starts."""
        if self.state is None or not self.levels:
            return None
        return read_clock(self.levels, self.state, now)

    def to_break_ms(self, now: datetime) -> int | None:
        reading = self.reading(now)
        return None if reading is None else time_to_break(self.levels, reading)

    @property
    def total_chips(self) -> Decimal:
        prizes = self.prizes
        return (self.entries * self.starting_stack + prizes.rebuys * prizes.rebuy_chips
                + prizes.add_ons * prizes.add_on_chips)

    @property
    def average_stack(self) -> Decimal | None:
        return self.total_chips / self.remaining if self.remaining else None

    @property
    def pool(self) -> Decimal:
        prizes = self.prizes
        return prize_pool(self.entries, prizes.buy_in, prizes.rebuys, prizes.rebuy,
                          prizes.add_ons, prizes.add_on)

    def amounts(self) -> tuple[Decimal, ...]:
        """What each paid place receives, first place first (none before two entries or
        when the table pays more places than there are entries)."""
        if self.entries < 2:
            return ()
        try:
            row = payout_row(self.payouts, self.entries)
            return place_amounts(self.pool, row, self.entries, self.prizes.chip)
        except UserError:
            return ()
