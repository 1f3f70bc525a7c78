"""The tournament clock screen: its once-a-second repaint at 1920x1080, and its drift.

The screen (``floorman.ui.clock_screen.ClockScreen``) shows a 120-entry tournament on
the regular structure (``structure_templates``), 15 places paid, three of them filled,
at 1920x1080, as on the room's television. Three measurements (goals from issue 14):

- **Repaint.** Each round the injected clock moves one second and the screen ticks as
  its timer makes it (``ClockScreen.tick``), then the event loop paints what changed;
  the rounds cross a change of level. Baseline, timed round by round in between: the
  repaint of a plain ``QWidget`` of the same size. Goal: p95 under 16 ms (one frame).
- **Drift on the injected clock.** An hour of ticks, each set by the screen itself
  (``next_tick_ms``, just after the next change of second) and each arriving 0-30 ms
  late at random. For every change of the second shown (of the time left in the
  level), how long after the true moment the screen showed it; the largest is the
  figure. Baseline, on the same lateness round by round: a clock that counts its ticks
  (a 1000 ms timer taking a second off each time), whose lateness adds up. Goal: never
  more than 50 ms.
- **Drift on the real clock**, for a bounded stretch (``FLOORMAN_BENCH_CLOCK_SECONDS``,
  default 20 s, named in the figures): the screen on the wall clock, its own precise
  single-shot timer, the event loop running. The largest lateness of the time's
  repaint after each change of second, and the largest difference between the second
  shown and the wall clock's, sampled every 5 ms by another timer; beside the same
  figures of a tick-counting clock run in the same loop. Goal: 50 ms.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks clock
"""

from __future__ import annotations

import itertools
import os
import random
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from benchmarks.full_floor import figure, percentile

FRAME_MS = 16.0  # the issue's: a repaint within one 60 Hz frame
DRIFT_GOAL_MS = 50.0  # the issue's: never more than 50 ms from the wall clock
ROUNDS = 200
SIMULATED_SECONDS = 3600
LATE_MS = (0, 30)  # each simulated tick arrives this late, at random
REAL_SECONDS = float(os.environ.get("FLOORMAN_BENCH_CLOCK_SECONDS", "20"))
SAMPLE_MS = 5
START = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)


class _Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def _view(at: datetime, left_ms: int, level: int = 5) -> Any:
    from floorman.services.clock_views import ClockView, PrizeSettings
    from floorman.services.tournament_views import PlaceView
    from floorman.tournament.clock import ClockState
    from floorman.tournament.structure_templates import TEMPLATES

    places = (PlaceView(13, 1, "Rosa Vidal", at), PlaceView(14, 2, "Pablo Martín", at),
              PlaceView(15, 3, "Inés Castro López", at))
    return ClockView(1, "Sunday Deepstack", TEMPLATES[1].levels,
                     ClockState(level, left_ms, True, at), 120, 87, Decimal(20000),
                     PrizeSettings(buy_in=Decimal(100), rebuy=Decimal(100),
                                   rebuy_chips=Decimal(20000), rebuys=14),
                     places=places)


def _timed(work: Callable[[], Any]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def _repaint() -> list[dict[str, Any]]:
    from PySide6.QtWidgets import QApplication, QWidget

    from floorman.ui.clock_screen import ClockScreen

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    clock = _Clock(START)
    screen = ClockScreen(clock, None, "es")
    screen.resize(1920, 1080)
    screen.show_clock(_view(START, 150_300))  # a change of level 150 s in
    screen.show()
    plain = QWidget()
    plain.resize(1920, 1080)
    plain.show()
    for _ in range(5):
        app.processEvents()

    def tick() -> None:
        screen.tick()
        app.processEvents()

    def plain_repaint() -> None:
        plain.update()
        app.processEvents()

    for _ in range(10):  # warm up fonts, glyph caches and the backing stores
        clock.now += timedelta(seconds=1)
        tick()
        plain_repaint()
    ticks, baseline = [], []
    for _ in range(ROUNDS):
        clock.now += timedelta(seconds=1)
        baseline.append(_timed(plain_repaint))
        ticks.append(_timed(tick))
    screen.stop()
    screen.close()
    plain.close()
    base = "plain QWidget repaint 1920x1080"
    detail = {"rounds": ROUNDS, "size": "1920x1080", "crosses_a_level": True}
    return [
        figure("clock screen once-a-second repaint at 1920x1080, p50", "ms",
               percentile(ticks, 50), f"{base}, p50", percentile(baseline, 50), "reported",
               True, **detail),
        figure("clock screen once-a-second repaint at 1920x1080, p95", "ms",
               percentile(ticks, 95), f"{base}, p95", percentile(baseline, 95),
               f"p95 under {FRAME_MS:g} ms", percentile(ticks, 95) < FRAME_MS, **detail),
    ]


def _changes(after_ms: float, up_to_ms: float, offset_ms: int) -> float | None:
    """The first change of the second shown after ``after_ms`` and no later than
    ``up_to_ms`` (times from the stored moment; changes at offset + k * 1000)."""
    k = max(0, int((after_ms - offset_ms) // 1000) + 1)
    first = offset_ms + k * 1000
    while first <= after_ms:
        first += 1000
    return first if first <= up_to_ms else None


def _injected_drift() -> list[dict[str, Any]]:
    from floorman.tournament.clock import read_clock

    from floorman.ui.clock_screen import MARGIN_MS, ClockScreen

    left_ms = 754_300  # the first change of second 300 ms after the stored moment
    offset = left_ms % 1000
    clock = _Clock(START)
    view = _view(START, left_ms, level=0)
    screen = ClockScreen(clock, None, "en")
    screen.show_clock(view)
    lateness = random.Random(14)
    worst = 0.0
    counting_at = float(offset)  # the tick-counting clock's first tick, on time
    counting_worst = 0.0
    shown_ms = 0.0
    ticks = wrong = 0
    while shown_ms < SIMULATED_SECONDS * 1000:
        late = lateness.uniform(*LATE_MS)
        step = screen.next_tick_ms + MARGIN_MS + late
        clock.now += timedelta(milliseconds=step)
        before, shown_ms = shown_ms, shown_ms + step
        screen.tick()
        ticks += 1
        if screen.reading != read_clock(view.levels, view.state, clock.now):
            wrong += 1
        first = _changes(before, shown_ms, offset)
        if first is not None:
            worst = max(worst, shown_ms - first)
        # The counting clock, on the same lateness: its k-th second comes k late ticks in.
        counting_at += 1000 + late
        counting_worst = max(counting_worst, counting_at - (offset + ticks * 1000))
    screen.stop()
    detail = {"simulated_s": SIMULATED_SECONDS, "ticks": ticks, "late_ms": list(LATE_MS),
              "readings_not_at_now": wrong}
    return [figure("clock screen drift over an hour on the injected clock (ticks 0-30 ms "
                   "late), largest", "ms", worst,
                   "a clock counting its ticks, same lateness, largest", counting_worst,
                   f"at most {DRIFT_GOAL_MS:g} ms", worst <= DRIFT_GOAL_MS and wrong == 0,
                   **detail)]


def _real_drift() -> list[dict[str, Any]]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from floorman.ui.clock_screen import ClockScreen

    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def wall() -> datetime:
        return datetime.now(UTC)

    start = wall()
    left_ms = 1_199_563  # the first change of second 563 ms after the start
    view = _view(start, left_ms, level=0)
    screen = ClockScreen(wall, None, "en")
    screen.resize(1920, 1080)
    screen.show()
    base = time.time() - (wall() - start).total_seconds()  # the start, on time.time()

    def true_second(at: float) -> int:
        return -(-(left_ms - int((at - base) * 1000)) // 1000)

    def since_change(at: float) -> float:
        """How long ago (ms) the true second shown changed."""
        return ((at - base) * 1000 - left_ms % 1000) % 1000

    painted: list[tuple[float, str]] = []

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append((time.time(), screen.text("time")))
            return False

    watcher = Painted(screen)
    screen.labels["time"].installEventFilter(watcher)
    counting = {"seconds": -(-left_ms // 1000), "started": False}
    counter = QTimer()
    counter.setTimerType(Qt.TimerType.PreciseTimer)
    counter.setInterval(1000)

    def count() -> None:
        counting["seconds"] -= 1

    counter.timeout.connect(count)

    def start_counting() -> None:
        counting["seconds"] -= 1
        counter.start()

    first = QTimer()
    first.setSingleShot(True)
    first.setTimerType(Qt.TimerType.PreciseTimer)
    first.timeout.connect(start_counting)
    first.start(left_ms % 1000)
    worst_shown = worst_counting = 0.0
    samples = 0

    def sample() -> None:
        nonlocal worst_shown, worst_counting, samples
        now = time.time()
        truth = true_second(now)
        samples += 1
        shown = screen.reading.seconds_shown if screen.reading is not None else truth
        if shown != truth:
            worst_shown = max(worst_shown, since_change(now) + 1000 * (abs(shown - truth) - 1))
        if counting["seconds"] != truth:
            worst_counting = max(worst_counting, since_change(now)
                                 + 1000 * (abs(counting["seconds"] - truth) - 1))

    sampler = QTimer()
    sampler.setTimerType(Qt.TimerType.PreciseTimer)
    sampler.setInterval(SAMPLE_MS)
    sampler.timeout.connect(sample)
    screen.show_clock(view)
    sampler.start()
    loop = QEventLoop()
    QTimer.singleShot(round(REAL_SECONDS * 1000), loop.quit)
    loop.exec()
    sampler.stop()
    counter.stop()
    screen.stop()
    screen.close()
    # Each change of second: when the time's label was first painted with the new second.
    lateness: list[float] = []
    for (_before, was), (at, text) in itertools.pairwise(painted):
        if text != was:
            lateness.append(since_change(at))
    latest = max(lateness) if lateness else float("inf")
    detail = {"seconds": REAL_SECONDS, "changes_painted": len(lateness), "samples": samples,
              "sample_ms": SAMPLE_MS, "p95_lateness_ms": round(percentile(lateness, 95), 2)
              if len(lateness) > 1 else None}
    stretch = f"{REAL_SECONDS:g} s"
    return [
        figure(f"clock screen repaint after each change of second, wall clock, {stretch}, "
               "largest", "ms", latest,
               f"a clock counting its ticks, same {stretch}, largest lag", worst_counting,
               f"at most {DRIFT_GOAL_MS:g} ms", latest <= DRIFT_GOAL_MS, **detail),
        figure(f"clock screen second shown vs the wall clock, {stretch}, sampled every "
               f"{SAMPLE_MS} ms, largest", "ms", worst_shown,
               f"a clock counting its ticks, same {stretch}, largest lag", worst_counting,
               f"at most {DRIFT_GOAL_MS:g} ms", worst_shown <= DRIFT_GOAL_MS, **detail),
    ]


def run() -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    return [*_repaint(), *_injected_drift(), *_real_drift()]


if __name__ == "__main__":
    for found in run():
        print(found)
