"""The tournament clock: which level is on and how long is left, from stored times.

The clock holds no running counter. What is stored (``ClockState``) is the level the
clock was on, the time it had left then, whether it was running and the moment that
was written; every desk, board and clock screen computes the level and time left at its
own "now" from it (``read_clock``). So a desk killed in the middle of a level starts
again on the same level and second, every screen on the store shows the same second,
and nothing drifts: a screen that ticks late shows the right time on its next tick,
because it counts from the stored moment and the wall clock, never by adding up ticks.

Each of the director's commands (start, pause, resume, next or previous level, add or
remove time) is a pure function from the state and "now" to the new state, refused
with what to do when it makes no sense (pausing a paused clock, going back from the
first level, removing more time than is left). When the last level's time runs out
the clock stays on it at 0:00 (``ended``): a structure that runs out is the director's
to extend, never a level invented here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum

from floorman.tournament.field import refused
from floorman.tournament.structure import Level, duration_text

ONE_MINUTE_MS = 60_000
ONE_MS = timedelta(milliseconds=1)
# Adding time is a correction of minutes, not of days.
MAX_ADDED_SECONDS = 12 * 60 * 60


@dataclass(frozen=True)
class ClockState:
    """The clock as stored: level ``level`` (an index into the levels) had ``left_ms``
    left at the moment ``at``, and was running from then or stood still."""

    level: int
    left_ms: int
    running: bool
    at: datetime


@dataclass(frozen=True)
class ClockReading:
    """The clock at one moment: the level on (index), the time left in it, running or
    not, and whether the last level's time has run out."""

    level: int
    left_ms: int
    running: bool
    ended: bool = False

    @property
    def seconds_shown(self) -> int:
        """The second a clock shows: 0:01 until the very end of the level, so the
        change of level and the 0:00 are seen at the same moment everywhere."""
        return -(-self.left_ms // 1000)

    def text(self) -> str:
        return duration_text(self.seconds_shown)


def read_clock(levels: Sequence[Level], state: ClockState, now: datetime) -> ClockReading:
    """Where the clock is at ``now``: the stored state moved on by the time since it was
    written, level by level (a ``now`` before the stored moment, a desk whose clock is a
    little behind another's, reads as the stored moment)."""
    if state.level >= len(levels):
        # Only a structure cut short under the clock does this (the services refuse it):
        # the clock stands at the end of what is left rather than off the structure.
        return ClockReading(max(len(levels) - 1, 0), 0, running=state.running, ended=True)
    if not state.running:
        return ClockReading(state.level, state.left_ms, running=False)
    # Whole milliseconds by integer division: through float seconds, 4.35 s came out
    # as 4349 ms, so two desks could show different seconds at the same moment.
    elapsed = max(0, (now - state.at) // ONE_MS)
    level, left = state.level, state.left_ms - elapsed
    while left <= 0 and level + 1 < len(levels):
        level += 1
        left += levels[level].ms
    if left <= 0:
        return ClockReading(level, 0, running=True, ended=True)
    return ClockReading(level, left, running=True)


def ms_to_next_second(reading: ClockReading) -> int:
    """How long until the second shown changes: a screen sets its next tick by it, so it
    repaints just after the change instead of up to a second late."""
    if not reading.running or reading.ended:
        return 1000
    return reading.left_ms % 1000 or 1000


def _not_started() -> Exception:
    return refused("clock", "the clock has not started; start it first.",
                   "el reloj no ha empezado; póngalo en marcha primero.")


def start(levels: Sequence[Level], now: datetime) -> ClockState:
    """The clock started at ``now`` on the first level, with all its time."""
    if not levels:
        raise refused("structure", "the tournament has no structure; set its levels "
                      "before starting the clock.",
                      "el torneo no tiene estructura; defina sus niveles antes de poner en "
                      "marcha el reloj.")
    return ClockState(level=0, left_ms=levels[0].ms, running=True, at=now)


def pause(levels: Sequence[Level], state: ClockState | None, now: datetime) -> ClockState:
    if state is None:
        raise _not_started()
    reading = read_clock(levels, state, now)
    if not reading.running:
        raise refused("clock", "the clock is already paused; resume it instead.",
                      "el reloj ya está en pausa; reanúdelo.")
    return ClockState(reading.level, reading.left_ms, running=False, at=now)


def resume(levels: Sequence[Level], state: ClockState | None, now: datetime) -> ClockState:
    if state is None:
        raise _not_started()
    if state.running:
        raise refused("clock", "the clock is already running; pause it first.",
                      "el reloj ya está en marcha; páuselo primero.")
    if state.left_ms <= 0:
        raise refused("clock", "the last level's time has run out; add time or add levels "
                      "to the structure first.",
                      "el tiempo del último nivel se ha agotado; añada tiempo o niveles a la "
                      "estructura primero.")
    return ClockState(state.level, state.left_ms, running=True, at=now)


def next_level(levels: Sequence[Level], state: ClockState | None,
               now: datetime) -> ClockState:
    """The next level with all its time, running or paused as the clock was."""
    if state is None:
        raise _not_started()
    reading = read_clock(levels, state, now)
    if reading.level + 1 >= len(levels):
        raise refused("clock", "the clock is on the last level; add levels to the "
                      "structure to go further.",
                      "el reloj está en el último nivel; añada niveles a la estructura para "
                      "seguir.")
    return ClockState(reading.level + 1, levels[reading.level + 1].ms,
                      running=reading.running, at=now)


def previous_level(levels: Sequence[Level], state: ClockState | None,
                   now: datetime) -> ClockState:
    """The level before with all its time (a level moved on by mistake is played
    again from its start)."""
    if state is None:
        raise _not_started()
    reading = read_clock(levels, state, now)
    if reading.level == 0:
        raise refused("clock", "the clock is on the first level; there is none before it.",
                      "el reloj está en el primer nivel; no hay ninguno antes.")
    return ClockState(reading.level - 1, levels[reading.level - 1].ms,
                      running=reading.running, at=now)


def add_time(levels: Sequence[Level], state: ClockState | None, now: datetime,
             seconds: int) -> ClockState:
    """``seconds`` more (fewer, when negative) on the level now on."""
    if state is None:
        raise _not_started()
    if seconds == 0:
        raise refused("seconds", "give the minutes or seconds to add or remove.",
                      "indique los minutos o segundos que se añaden o se quitan.")
    if abs(seconds) > MAX_ADDED_SECONDS:
        raise refused("seconds", f"{duration_text(abs(seconds))} is more than a correction "
                      "of the clock; change the level's duration in the structure instead.",
                      f"{duration_text(abs(seconds))} es más que una corrección del reloj; "
                      "cambie la duración del nivel en la estructura.")
    reading = read_clock(levels, state, now)
    left = reading.left_ms + seconds * 1000
    if left <= 0:
        raise refused("seconds", f"only {reading.text()} is left in this level, less than "
                      f"the {duration_text(-seconds)} to remove; move to the next level "
                      "instead.",
                      f"a este nivel solo le queda {reading.text()}, menos que los "
                      f"{duration_text(-seconds)} que se quitan; pase al nivel siguiente.")
    return ClockState(reading.level, left, running=reading.running, at=now)


def time_to_break(levels: Sequence[Level], reading: ClockReading) -> int | None:
    """Milliseconds until the next break starts; None when on a break or when no break
    follows."""
    if levels[reading.level].is_break:
        return None
    waited = reading.left_ms
    for level in levels[reading.level + 1:]:
        if level.is_break:
            return waited
        waited += level.ms
    return None


class Signal(Enum):
    """What the clock sounds: a minute before a level ends, and at the change."""

    ONE_MINUTE = "one_minute"
    LEVEL_CHANGE = "level_change"


def signals(before: ClockReading, after: ClockReading) -> tuple[Signal, ...]:
    """The signals due between two readings of a screen (its last tick and this one):
    the change of level, or the minute mark crossed within a level. A level shorter
    than a minute sounds only its change."""
    if after.level != before.level or (after.ended and not before.ended):
        return (Signal.LEVEL_CHANGE,)
    if after.running and before.left_ms > ONE_MINUTE_MS >= after.left_ms > 0:
        return (Signal.ONE_MINUTE,)
    return ()
