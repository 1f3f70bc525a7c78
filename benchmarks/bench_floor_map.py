"""The floor map's once-a-second countdown repaint, with the 60 tables of a full floor.

The map shows the full floor (``benchmarks.full_floor``: every table has a player away,
every third a held seat, so every tile counts down), read from the store as the desk
reads it, and is sized so all 60 tiles are on screen at once (harder than a desk
monitor, which shows about a third of them). Each round the clock moves one second and
the map ticks as the desk's timer makes it (``FloorMap.tick``), then the event loop
paints what the tick asked for. The baseline, timed round by round in between, is the
same repaint of a plain ``QWidget`` of the same size. Goal (issue 10): under 8 ms. The
desk's whole tick is timed too, on a desk window (``FloorFeed.tick``: the store asked
whether a hold or call-in is due, every panel's times, painted), against a frame; and a
repaint from scratch (every tile drawn anew, as after a language switch; rare), against
a goal of our own.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks floor_map
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from benchmarks.full_floor import BenchClock, figure, full_floor, percentile

GOAL_MS = 8.0  # the issue's: the countdown tick leaves most of a frame free
DESK_TICK_GOAL_MS = 16.0  # the desk's whole tick fits in one 60 Hz frame
COLD_GOAL_MS = 50.0  # ours: a language switch or a resize redraws every tile once
ROUNDS = 200


def _timed(work: Callable[[], Any]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def run() -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QWidget

    from benchmarks.bench_desk import desk_window
    from floorman.services.desk import Desk
    from floorman.services.views import floor_view
    from floorman.store import open_store

    from floorman.ui.floor_map import FloorMap
    from floorman.ui.main_window import style_sheet

    app = QApplication.instance() or QApplication([])
    floor = full_floor()
    clock = BenchClock(floor.clock_start)
    store = open_store(floor.url)
    view = floor_view(Desk(store, clock=clock))
    store.close()
    floor_map = FloorMap(clock, lambda: "en")
    floor_map.setStyleSheet(style_sheet())
    floor_map.set_view(view)
    floor_map.resize(1100, 800)
    floor_map.show()
    app.processEvents()
    floor_map.resize(1100, floor_map.minimumHeight())  # every tile on screen
    app.processEvents()
    size = floor_map.size()
    plain = QWidget()
    plain.resize(size)
    plain.show()
    app.processEvents()
    counting = sum(1 for t in view.tables if any(s.state in ("held", "away") for s in t.seats))

    def tick() -> None:
        floor_map.tick()
        app.processEvents()

    def plain_repaint() -> None:
        plain.update()
        app.processEvents()

    def cold() -> None:
        floor_map.retranslate()  # drops every cached tile, as a language switch does
        floor_map.repaint()

    for _ in range(10):  # warm up fonts, glyph caches and the backing stores
        clock.advance(1)
        tick()
        plain_repaint()
    ticks, baseline, scratch = [], [], []
    for round_ in range(ROUNDS):
        clock.advance(1)
        baseline.append(_timed(plain_repaint))
        ticks.append(_timed(tick))
        if round_ % 4 == 0:
            scratch.append(_timed(cold))
    floor_map.close()
    plain.close()

    window = desk_window(floor, clock, "bench desk")
    desk_ticks, desk_baseline = [], []
    for round_ in range(ROUNDS // 2 + 5):
        clock.advance(1)
        base = _timed(plain_repaint)
        whole = _timed(lambda: (window.feed.tick(), app.processEvents()))
        if round_ >= 5:
            desk_baseline.append(base)
            desk_ticks.append(whole)
    window.close()
    window.feed.desk.store.close()

    detail = {"tables": len(view.tables), "counting_tiles": counting, "rounds": ROUNDS,
              "size": f"{size.width()}x{size.height()}"}
    base_name = f"plain QWidget repaint {size.width()}x{size.height()}"
    return [
        figure(f"floor map countdown tick, {len(view.tables)} tables, p50", "ms",
               percentile(ticks, 50), f"{base_name}, p50", percentile(baseline, 50),
               "reported", True, **detail),
        figure(f"floor map countdown tick, {len(view.tables)} tables, p95", "ms",
               percentile(ticks, 95), f"{base_name}, p95", percentile(baseline, 95),
               f"p95 under {GOAL_MS:g} ms", percentile(ticks, 95) < GOAL_MS, **detail),
        figure("the desk's whole once-a-second tick (deadline check, every panel, painted), "
               "p95", "ms", percentile(desk_ticks, 95), f"{base_name}, p95",
               percentile(desk_baseline, 95), f"p95 under {DESK_TICK_GOAL_MS:g} ms",
               percentile(desk_ticks, 95) < DESK_TICK_GOAL_MS, **detail),
        figure(f"floor map repaint from scratch, {len(view.tables)} tables, p95", "ms",
               percentile(scratch, 95), f"{base_name}, p95", percentile(baseline, 95),
               f"p95 under {COLD_GOAL_MS:g} ms (ours)", percentile(scratch, 95) < COLD_GOAL_MS,
               **detail),
    ]


if __name__ == "__main__":
    for found in run():
        print(found)
