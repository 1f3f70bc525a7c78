"""Countdowns of the floor: held seats, players away, call-ins that never arrive.

Pure functions of the moment ``now`` the caller passes in (from the injected clock).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from floorman.floor.house import HouseSettings


def hold_left(held_since: datetime, now: datetime, house: HouseSettings) -> timedelta:
    """Time left on a held seat before it may be released (negative when overdue)."""
    return held_since + house.hold_time - now


def hold_expired(
    held_since: datetime, now: datetime, house: HouseSettings, someone_waiting: bool
) -> bool:
    """A held seat is released once its time is up, but only if someone is waiting for
    the game (RRoP 2.ii.21)."""
    return someone_waiting and hold_left(held_since, now, house) <= timedelta(0)


def away_left(away_since: datetime, now: datetime, house: HouseSettings) -> timedelta:
    """Time left before an absent player's chips may be picked up (RRoP 2.ii.20)."""
    return away_since + house.away_time - now


def away_overdue(away_since: datetime, now: datetime, house: HouseSettings) -> bool:
    return away_left(away_since, now, house) <= timedelta(0)


def call_in_expired(joined_at: datetime, now: datetime, house: HouseSettings) -> bool:
    """A call-in that has not checked in within the house time loses the place."""
    return now - joined_at >= house.call_in_time


def clock_text(left: timedelta) -> str:
    """``mm:ss`` for a countdown, with a minus sign once it has run out."""
    seconds = int(left.total_seconds())
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    return f"{sign}{seconds // 60}:{seconds % 60:02d}"
