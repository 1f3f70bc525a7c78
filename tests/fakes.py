"""Stand-ins the tests inject: a clock that moves only when told."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

START = datetime(2025, 3, 14, 21, 30, tzinfo=UTC)


class FakeClock:
    """The desk's clock for tests: it stands still until ``advance`` is called."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        """Move the clock forward, e.g. ``advance(minutes=11)``."""
        self.now += timedelta(**delta)
        return self.now
