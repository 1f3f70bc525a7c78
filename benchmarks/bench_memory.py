"""Memory over a long shift: 10,000 actions in one desk window on the full floor.

One desk window (as in ``bench_desk``) runs the shift's common actions, undo and redo
included, 10,000 of them (``FLOORMAN_BENCH_MEMORY_ACTIONS``), each with its refresh and
paint. The process's resident memory is read (after a garbage collection) every 500
actions; the figure is its growth per 1,000 actions from the 2,000th on (a least-squares
slope, so one allocator step does not decide it). The baseline, run in chunks of 500
alternately with the actions' chunks, is the same number of bare durable SQLite commits,
measured the same way. Goal (issue 10): flat, under 0.1 MB per 1,000 actions.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks memory
"""

from __future__ import annotations

import gc
import os
from typing import Any

from benchmarks.bench_desk import actions, desk_window
from benchmarks.full_floor import BareCommit, BenchClock, figure, full_floor

ACTIONS = int(os.environ.get("FLOORMAN_BENCH_MEMORY_ACTIONS", "10000"))
CHUNK = 500
WARM = 2000
GOAL_MB = 0.1


def _rss_mb() -> float:
    gc.collect()
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def _slope(points: list[tuple[int, float]]) -> float:
    """MB per 1,000 of the least-squares line through (count, MB)."""
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return 1000 * sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def run() -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    floor = full_floor()
    clock = BenchClock(floor.clock_start)
    app = QApplication.instance() or QApplication([])
    window = desk_window(floor, clock, "bench desk")
    bare = BareCommit(floor.folder)
    steps = actions(window, floor, clock, 10**9)
    # Each kind's growth is summed over its own chunks only, so neither is charged
    # with what the other grew.
    ours: list[tuple[int, float]] = []
    base: list[tuple[int, float]] = []
    done, grown, base_grown = 0, 0.0, 0.0
    start_rss = last = _rss_mb()
    while done < ACTIONS:
        for _ in range(CHUNK):
            _name, work = next(steps)
            work()
            app.processEvents()
        done += CHUNK
        now = _rss_mb()
        grown, last = grown + now - last, now
        ours.append((done, grown))
        for _ in range(CHUNK):
            bare()
        now = _rss_mb()
        base_grown, last = base_grown + now - last, now
        base.append((done, base_grown))
    undo_count = window.feed.undo_stack.count()
    window.close()
    window.feed.desk.store.close()
    bare.close()
    slope = _slope([p for p in ours if p[0] >= WARM])
    base_slope = _slope([p for p in base if p[0] >= WARM])
    return [figure(
        f"memory growth over {ACTIONS:,} desk actions (after the first {WARM:,})",
        "MB per 1,000 actions", slope, "bare durable SQLite commits, same chunks",
        base_slope, f"under {GOAL_MB:g} MB per 1,000 actions", slope < GOAL_MB,
        rss_start_mb=round(start_rss, 1), rss_end_mb=round(last, 1),
        desk_grew_mb=round(grown, 1), baseline_grew_mb=round(base_grown, 1),
        undo_commands_kept=undo_count,
        actions=ACTIONS)]


if __name__ == "__main__":
    for found in run():
        print(found)
