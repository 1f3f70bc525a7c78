"""Column types that keep amounts exact and times in UTC on every database.

SQLite has no decimal or time-zone-aware column, so money is stored as whole cents and
times as UTC; both come back as the Python values the rest of floorman uses.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, DateTime, Dialect
from sqlalchemy.types import TypeDecorator

CENT = Decimal("0.01")


class Money(TypeDecorator[Decimal]):
    """A chip or cash amount, exact to the cent, stored as integer cents."""

    impl = BigInteger
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> int | None:
        if value is None:
            return None
        return int((Decimal(value) / CENT).to_integral_value())

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return Decimal(int(value)) / 100


class UTCDateTime(TypeDecorator[datetime]):
    """A moment in time, always handed back time-zone aware in UTC."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("floorman stores only time-zone aware moments")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        moment: datetime = value
        if moment.tzinfo is None:
            return moment.replace(tzinfo=UTC)
        return moment.astimezone(UTC)
