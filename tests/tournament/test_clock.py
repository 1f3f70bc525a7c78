"""The tournament clock's arithmetic on an injected clock: levels and breaks run out one
into the next, pause and resume, moving a level, adding and removing time, running past
the last level, the time to the next break, the signals and the screens' next tick; and,
over any sequence of commands (hypothesis), the time left is never negative nor more
than the level plus the time added, and reading then pausing at one moment agree."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorman.tournament import clock
from floorman.tournament.clock import (
    ClockReading,
    ClockState,
    Signal,
    ms_to_next_second,
    read_clock,
    signals,
    time_to_break,
)
from floorman.tournament.field import TournamentRefused
from floorman.tournament.structure import Level

T0 = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)
MINUTE = 60_000


def at(**delta: float) -> datetime:
    return T0 + timedelta(**delta)


def play(minutes: int, small: int, big: int) -> Level:
    return Level(seconds=minutes * 60, small_blind=Decimal(small), big_blind=Decimal(big))


def pause_for(minutes: int) -> Level:
    return Level(seconds=minutes * 60, is_break=True)


# 20, 20, a 10-minute break, 20, 20
LEVELS = (play(20, 25, 50), play(20, 50, 100), pause_for(10), play(20, 100, 200),
          play(20, 200, 400))


def refused(call: object, *args: object, words: str = "") -> TournamentRefused:
    with pytest.raises(TournamentRefused) as error:
        call(*args)  # type: ignore[operator]
    assert error.value.text.en and error.value.text.es
    assert words in error.value.text.en
    return error.value


# --- levels run one into the next ------------------------------------------------------


def test_a_started_clock_counts_down_the_first_level() -> None:
    state = clock.start(LEVELS, T0)
    assert state == ClockState(0, 20 * MINUTE, True, T0)
    reading = read_clock(LEVELS, state, at(minutes=5, seconds=30))
    assert (reading.level, reading.left_ms, reading.running) == (0, 14 * MINUTE + 30_000, True)
    assert reading.text() == "14:30"


def test_levels_and_breaks_run_out_one_into_the_next() -> None:
    state = clock.start(LEVELS, T0)
    assert read_clock(LEVELS, state, at(minutes=20)).level == 1
    assert read_clock(LEVELS, state, at(minutes=20)).left_ms == 20 * MINUTE
    on_break = read_clock(LEVELS, state, at(minutes=43))
    assert (on_break.level, on_break.left_ms) == (2, 7 * MINUTE)
    assert read_clock(LEVELS, state, at(minutes=50)).level == 3


def test_the_second_shown_is_rounded_up_so_zero_is_the_change_of_level() -> None:
    state = clock.start(LEVELS, T0)
    last_ms = read_clock(LEVELS, state, at(minutes=19, seconds=59, milliseconds=1))
    assert (last_ms.level, last_ms.left_ms, last_ms.text()) == (0, 999, "0:01")
    assert read_clock(LEVELS, state, at(minutes=20)).text() == "20:00"


def test_time_is_counted_in_whole_milliseconds_at_every_moment() -> None:
    """Float seconds once made 1.001 s elapsed read as 1000 ms."""
    state = clock.start(LEVELS, T0)
    for micro in range(0, 10_000_000, 1000):
        reading = read_clock(LEVELS, state, T0 + timedelta(microseconds=micro))
        assert reading.left_ms == 20 * MINUTE - micro // 1000


def test_a_reading_before_the_stored_moment_is_the_stored_moment() -> None:
    """A desk whose clock is a little behind the one that wrote never counts back up."""
    state = clock.start(LEVELS, T0)
    assert read_clock(LEVELS, state, at(seconds=-3)).left_ms == 20 * MINUTE


def test_running_past_the_last_level_stops_on_it_at_zero() -> None:
    state = clock.start(LEVELS, T0)
    end = read_clock(LEVELS, state, at(hours=5))
    assert end == ClockReading(4, 0, running=True, ended=True)
    assert end.text() == "0:00"


# --- pause and resume ------------------------------------------------------------------


def test_a_paused_clock_stands_still_and_resumes_where_it_stopped() -> None:
    state = clock.start(LEVELS, T0)
    paused = clock.pause(LEVELS, state, at(minutes=25))
    assert paused == ClockState(1, 15 * MINUTE, False, at(minutes=25))
    assert read_clock(LEVELS, paused, at(hours=3)) == ClockReading(1, 15 * MINUTE, False)
    resumed = clock.resume(LEVELS, paused, at(hours=3))
    assert read_clock(LEVELS, resumed, at(hours=3, minutes=5)).left_ms == 10 * MINUTE


def test_pause_and_resume_refuse_what_makes_no_sense() -> None:
    state = clock.start(LEVELS, T0)
    refused(clock.resume, LEVELS, state, at(minutes=1), words="already running")
    paused = clock.pause(LEVELS, state, at(minutes=1))
    refused(clock.pause, LEVELS, paused, at(minutes=2), words="already paused")
    for command in (clock.pause, clock.resume, clock.next_level, clock.previous_level):
        refused(command, LEVELS, None, T0, words="has not started")
    refused(clock.add_time, LEVELS, None, T0, 60, words="has not started")


def test_a_clock_whose_time_ran_out_cannot_resume_until_time_is_added() -> None:
    state = clock.start(LEVELS, T0)
    ended = clock.pause(LEVELS, state, at(hours=9))
    assert (ended.level, ended.left_ms) == (4, 0)
    refused(clock.resume, LEVELS, ended, at(hours=9), words="run out")
    more = clock.add_time(LEVELS, ended, at(hours=9), 300)
    assert clock.resume(LEVELS, more, at(hours=9)).left_ms == 5 * MINUTE


def test_no_structure_no_clock() -> None:
    refused(clock.start, (), T0, words="no structure")


# --- moving a level --------------------------------------------------------------------


def test_next_and_previous_level_start_the_level_with_all_its_time() -> None:
    state = clock.start(LEVELS, T0)
    moved = clock.next_level(LEVELS, state, at(minutes=5))
    assert moved == ClockState(1, 20 * MINUTE, True, at(minutes=5))
    back = clock.previous_level(LEVELS, moved, at(minutes=6))
    assert back == ClockState(0, 20 * MINUTE, True, at(minutes=6))
    paused = clock.pause(LEVELS, back, at(minutes=7))
    assert clock.next_level(LEVELS, paused, at(minutes=8)).running is False


def test_next_level_counts_from_the_level_the_clock_ran_into() -> None:
    state = clock.start(LEVELS, T0)
    # 45 minutes in: on the break; next goes to level 3 (row 4)
    assert clock.next_level(LEVELS, state, at(minutes=45)).level == 3


def test_moving_past_either_end_is_refused() -> None:
    state = clock.start(LEVELS, T0)
    refused(clock.previous_level, LEVELS, state, at(minutes=1), words="first level")
    last = ClockState(4, 5 * MINUTE, True, T0)
    refused(clock.next_level, LEVELS, last, at(minutes=1), words="last level")


# --- adding and removing time ----------------------------------------------------------


def test_time_is_added_and_removed_on_the_level_on() -> None:
    state = clock.start(LEVELS, T0)
    more = clock.add_time(LEVELS, state, at(minutes=10), 120)
    assert more == ClockState(0, 12 * MINUTE, True, at(minutes=10))
    less = clock.add_time(LEVELS, more, at(minutes=10), -300)
    assert read_clock(LEVELS, less, at(minutes=10)).left_ms == 7 * MINUTE


def test_removing_more_time_than_is_left_or_nothing_is_refused() -> None:
    state = clock.start(LEVELS, T0)
    error = refused(clock.add_time, LEVELS, state, at(minutes=19), -60, words="only 1:00")
    assert error.field == "seconds"
    refused(clock.add_time, LEVELS, state, at(minutes=1), 0, words="give the minutes")
    refused(clock.add_time, LEVELS, state, at(minutes=1), 13 * 3600, words="more than a "
            "correction")


def test_time_added_to_an_ended_clock_runs_again() -> None:
    state = clock.start(LEVELS, T0)
    revived = clock.add_time(LEVELS, state, at(hours=9), 60)
    assert read_clock(LEVELS, revived, at(hours=9, seconds=30)) == ClockReading(
        4, 30_000, running=True)


# --- the time to the break, the signals, the next tick ---------------------------------


def test_time_to_the_next_break() -> None:
    state = clock.start(LEVELS, T0)
    assert time_to_break(LEVELS, read_clock(LEVELS, state, at(minutes=5))) == 35 * MINUTE
    assert time_to_break(LEVELS, read_clock(LEVELS, state, at(minutes=41))) is None  # on it
    assert time_to_break(LEVELS, read_clock(LEVELS, state, at(minutes=55))) is None  # none left


def test_the_signals_are_the_minute_mark_and_the_change_of_level() -> None:
    state = clock.start(LEVELS, T0)

    def reading(seconds: float) -> ClockReading:
        return read_clock(LEVELS, state, at(seconds=seconds))

    assert signals(reading(18 * 60), reading(19 * 60 + 1)) == (Signal.ONE_MINUTE,)
    assert signals(reading(19 * 60 + 1), reading(19 * 60 + 2)) == ()
    assert signals(reading(19 * 60 + 59), reading(20 * 60 + 1)) == (Signal.LEVEL_CHANGE,)
    end = read_clock(LEVELS, state, at(hours=9))
    before_end = read_clock(LEVELS, state, at(minutes=89))
    assert signals(before_end, end) == (Signal.LEVEL_CHANGE,)
    assert signals(end, end) == ()
    paused = ClockReading(0, 30_000, running=False)
    assert signals(ClockReading(0, 90_000, running=False), paused) == ()


def test_a_level_shorter_than_a_minute_sounds_only_its_change() -> None:
    short = (Level(seconds=30, small_blind=Decimal(1), big_blind=Decimal(2)),
             play(20, 2, 4))
    state = clock.start(short, T0)
    first = read_clock(short, state, at(seconds=1))
    assert signals(first, read_clock(short, state, at(seconds=10))) == ()
    assert signals(first, read_clock(short, state, at(seconds=31))) == (Signal.LEVEL_CHANGE,)


def test_the_next_tick_lands_just_after_the_second_shown_changes() -> None:
    assert ms_to_next_second(ClockReading(0, 1500, running=True)) == 500
    assert ms_to_next_second(ClockReading(0, 2000, running=True)) == 1000
    assert ms_to_next_second(ClockReading(0, 1, running=True)) == 1
    assert ms_to_next_second(ClockReading(0, 1500, running=False)) == 1000
    assert ms_to_next_second(ClockReading(4, 0, running=True, ended=True)) == 1000
    state = clock.start(LEVELS, T0)
    now = at(seconds=3, milliseconds=250)
    reading = read_clock(LEVELS, state, now)
    later = read_clock(LEVELS, state, now + timedelta(milliseconds=ms_to_next_second(reading)))
    assert later.seconds_shown == reading.seconds_shown - 1


# --- any sequence of commands (hypothesis) ---------------------------------------------

COMMANDS = st.sampled_from(["pause", "resume", "next", "previous", "add"])
STEPS = st.lists(st.tuples(COMMANDS, st.integers(0, 40 * 60 * 1000),
                           st.integers(-1800, 1800)), max_size=30)


@settings(max_examples=300, deadline=None)
@given(STEPS)
def test_any_commands_keep_the_time_left_within_the_level_and_what_was_added(
        steps: list[tuple[str, int, int]]) -> None:
    state = clock.start(LEVELS, T0)
    now = T0
    added = {index: 0 for index in range(len(LEVELS))}  # time added to the level since on it
    for name, wait_ms, seconds in steps:
        now += timedelta(milliseconds=wait_ms)
        before = read_clock(LEVELS, state, now)
        try:
            if name == "pause":
                state = clock.pause(LEVELS, state, now)
            elif name == "resume":
                state = clock.resume(LEVELS, state, now)
            elif name == "next":
                state = clock.next_level(LEVELS, state, now)
            elif name == "previous":
                state = clock.previous_level(LEVELS, state, now)
            else:
                state = clock.add_time(LEVELS, state, now, seconds)
        except TournamentRefused:
            continue
        after = read_clock(LEVELS, state, now)
        if name in ("next", "previous"):
            added[after.level] = 0
        elif before.level != after.level:
            raise AssertionError("only a move changes the level at one moment")
        if name == "add":
            added[after.level] = max(0, added[after.level]) + seconds * 1000
        # pause and resume change nothing of the reading at their own moment
        if name in ("pause", "resume"):
            assert (after.level, after.left_ms) == (before.level, before.left_ms)
        assert 0 <= after.left_ms <= LEVELS[after.level].ms + max(0, added[after.level])
        assert 0 <= state.level < len(LEVELS) and state.left_ms >= 0


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 200 * MINUTE), st.integers(-30, 30), st.booleans())
def test_reading_at_a_moment_then_pausing_at_it_agree(elapsed_ms: int, skew_ms: int,
                                                      moved: bool) -> None:
    state = clock.start(LEVELS, T0)
    if moved:
        state = clock.next_level(LEVELS, state, at(minutes=1))
    now = T0 + timedelta(milliseconds=elapsed_ms, microseconds=skew_ms)
    reading = read_clock(LEVELS, state, now)
    paused = clock.pause(LEVELS, state, now)
    assert (paused.level, paused.left_ms) == (reading.level, reading.left_ms)
    assert read_clock(LEVELS, paused, now + timedelta(hours=1)) == ClockReading(
        reading.level, reading.left_ms, running=False)
    # and running on again from there is running on from the reading
    resumed = clock.resume(LEVELS, paused, now) if paused.left_ms > 0 else None
    if resumed is not None:
        later = now + timedelta(minutes=7)
        again = read_clock(LEVELS, resumed, later)
        direct = read_clock(LEVELS, ClockState(reading.level, reading.left_ms, True, now),
                            later)
        assert again == direct
