"""A tournament's structure, clock and prizes as stored: one row per tournament.

Declared apart like the other tournament models (same ``Base`` and metadata), loaded by
the clock services on first use and by ``models.load_every_model``.

The clock is stored, never counted: ``level``, ``left_ms``, ``running`` and ``at`` are
``floorman.tournament.clock.ClockState`` (the level the clock was on, the time it had
left at the moment ``at``, and whether it ran on from then). Every desk and board
computes the level and time left at its own "now" from them, so a desk killed in the
middle of a level starts again on the same level and second. The four are empty
together until the clock starts. The structure is kept in the same row as the clock
because the clock's ``level`` is an index into it: a change of either is one row, so
undo always puts the two back together.

The house's own payout table (the one a tournament follows unless it has its own) is
the house setting ``tournament_payouts`` (``house_settings``, JSON as
``payouts_to_json``), absent while the house keeps the table floorman ships.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, BigInteger, CheckConstraint, ForeignKey, text
from sqlalchemy.orm import Mapped, mapped_column

from floorman.store.models import Base
from floorman.store.types import Money, UTCDateTime

# The house setting holding the house's payout table.
HOUSE_PAYOUTS_KEY = "tournament_payouts"


class TournamentClock(Base):
    """One tournament's structure, clock and prizes.

    ``structure`` is the levels as ``structure_to_json`` writes them (None: not set
    yet). ``level``/``left_ms``/``running``/``at`` are the stored clock (all empty: not
    started). The prize columns are what an entry, a rebuy and an add-on put in the
    pool and in chips, how many rebuys and add-ons were sold, and the chip prizes are
    rounded to; ``payouts`` is the tournament's own payout table (None: the house's).
    """

    __tablename__ = "tournament_clocks"
    __table_args__ = (
        CheckConstraint("level IS NULL OR level >= 0", name="level"),
        CheckConstraint("left_ms IS NULL OR left_ms >= 0", name="left_ms"),
        # The clock is stored whole or not at all.
        CheckConstraint("(at IS NULL AND level IS NULL AND left_ms IS NULL AND NOT running) "
                        "OR (at IS NOT NULL AND level IS NOT NULL AND left_ms IS NOT NULL)",
                        name="clock_whole"),
        CheckConstraint("buy_in >= 0 AND rebuy >= 0 AND add_on >= 0 AND rebuy_chips >= 0 "
                        "AND add_on_chips >= 0", name="amounts"),
        CheckConstraint("rebuys >= 0 AND add_ons >= 0", name="counts"),
        CheckConstraint("chip > 0", name="chip_positive"),
    )

    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"),
                                               primary_key=True, autoincrement=False)
    structure: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON)
    level: Mapped[int | None]
    left_ms: Mapped[int | None] = mapped_column(BigInteger)
    running: Mapped[bool] = mapped_column(default=False, server_default=text("false"))
    at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    buy_in: Mapped[Decimal] = mapped_column(Money, default=Decimal(0), server_default="0")
    rebuy: Mapped[Decimal] = mapped_column(Money, default=Decimal(0), server_default="0")
    add_on: Mapped[Decimal] = mapped_column(Money, default=Decimal(0), server_default="0")
    rebuy_chips: Mapped[Decimal] = mapped_column(Money, default=Decimal(0), server_default="0")
    add_on_chips: Mapped[Decimal] = mapped_column(Money, default=Decimal(0),
                                                  server_default="0")
    rebuys: Mapped[int] = mapped_column(default=0, server_default="0")
    add_ons: Mapped[int] = mapped_column(default=0, server_default="0")
    # Money is stored in cents: 100 is one unit.
    chip: Mapped[Decimal] = mapped_column(Money, default=Decimal(1), server_default="100")
    payouts: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON)
