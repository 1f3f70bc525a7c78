"""How fast the floor map repaints after a change, with 60 tables on the floor.

The map is sized so all 60 tiles are on screen at once (harder than a real desk
monitor, which shows about a third of them) and every repaint paints all of it. Each
round changes one seat (a player goes away, comes back), hands the map the new view and
repaints it synchronously: ``set_view`` plus ``repaint``, the work the desk does when
the floor changes. The baseline is repainting a plain ``QWidget`` of the same size in
the same run, so the ratio says what the map itself costs. A cold repaint (every tile
drawn from scratch, as after a language switch or a resize; rare) is reported too,
against a goal of our own.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks bench_floor_map
"""

from __future__ import annotations

import os
import statistics
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

GOAL_MS = 16.0  # the goal: a repaint after a change fits in one 60 Hz frame
COLD_GOAL_MS = 50.0  # ours: a language switch or a resize redraws every tile once
ROUNDS = 200
TABLES = 60


def _floor(now: datetime):  # type: ignore[no-untyped-def]
    from floorman.floor.house import HouseSettings
    from floorman.services.views import FloorView, GameView, SeatView, TableView

    games = tuple(
        GameView(i + 1, variant, betting, Decimal(small), Decimal(big), Decimal(100),
                 Decimal(500), 9)
        for i, (variant, betting, small, big) in enumerate((
            ("holdem", "no_limit", 1, 2), ("holdem", "no_limit", 2, 5),
            ("holdem", "limit", 4, 8), ("omaha", "pot_limit", 1, 2)))
    )
    first = ["José", "María", "Juan", "Ana", "Luis", "Carmen", "Alejandro", "Lucía"]
    last = ["García", "Fernández", "Martínez", "López", "Ramírez", "Rodríguez"]
    tables = []
    player = 0
    for number in range(1, TABLES + 1):
        seats = []
        for seat in range(1, 10 if number % 4 != 3 else 11):
            player += 1
            kind = (number * 7 + seat * 3) % 10
            name = f"{first[player % 8]} {last[player // 8 % 6]}"
            if kind < 2:
                seats.append(SeatView(seat, "empty"))
            elif kind == 2:
                seats.append(SeatView(seat, "held", player, name, now - timedelta(minutes=3)))
            elif kind == 3:
                seats.append(SeatView(seat, "away", player, name, now - timedelta(hours=1),
                                      now - timedelta(minutes=seat * 4)))
            else:
                seats.append(SeatView(seat, "playing", player, name, now - timedelta(hours=1)))
        tables.append(TableView(number, number, games[number % 4].id, number % 13 != 0,
                                tuple(seats)))
    return FloorView(1, HouseSettings(), games, tuple(tables), {}, ())


def _changed(view, round_: int):  # type: ignore[no-untyped-def]
    """The floor after one action: the first player of a table steps away or returns."""
    tables = list(view.tables)
    index = round_ % len(tables)
    table = tables[index]
    seats = list(table.seats)
    target = next(i for i, s in enumerate(seats) if s.state in ("playing", "away"))
    seat = seats[target]
    seats[target] = replace(seat, state="away" if seat.state == "playing" else "playing",
                            away_since=seat.since if seat.state == "playing" else None)
    tables[index] = replace(table, seats=tuple(seats))
    return replace(view, version=view.version + 1, tables=tuple(tables))


def _timed(action, rounds: int) -> list[float]:  # type: ignore[no-untyped-def]
    times = []
    for round_ in range(rounds):
        start = time.perf_counter()
        action(round_)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _p(values: list[float], percent: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[percent - 1]


def run() -> list[dict[str, object]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QWidget

    from floorman.ui.floor_map import FloorMap
    from floorman.ui.main_window import style_sheet

    app = QApplication.instance() or QApplication([])
    now = datetime(2025, 3, 14, 21, 30, tzinfo=UTC)
    view = _floor(now)
    floor_map = FloorMap(lambda: now, lambda: "en")
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
    for _ in range(10):  # warm up fonts, glyph caches and the backing stores
        plain.repaint()
        floor_map.repaint()

    state = {"view": view}

    def change_and_repaint(round_: int) -> None:
        state["view"] = _changed(state["view"], round_)
        floor_map.set_view(state["view"])
        floor_map.repaint()

    def cold_repaint(_round: int) -> None:
        floor_map.retranslate()  # drops every cached tile, as a language switch does
        floor_map.repaint()

    baseline = _timed(lambda _round: plain.repaint(), ROUNDS)
    after_change = _timed(change_and_repaint, ROUNDS)
    cold = _timed(cold_repaint, ROUNDS // 4)
    tables = len(view.tables)
    floor_map.close()
    plain.close()
    base50 = _p(baseline, 50)
    figures = []
    for name, values, percent, goal in (
        (f"floor map repaint after a change, {tables} tables, p50", after_change, 50, GOAL_MS),
        (f"floor map repaint after a change, {tables} tables, p95", after_change, 95, GOAL_MS),
        (f"floor map repaint from scratch, {tables} tables, p95", cold, 95, COLD_GOAL_MS),
    ):
        value = _p(values, percent)
        figures.append({
            "name": name,
            "unit": "ms",
            "value": round(value, 2),
            "baseline_name": f"plain QWidget repaint {size.width()}x{size.height()}, p50",
            "baseline_value": round(base50, 2),
            "ratio": round(value / base50, 1) if base50 else None,
            "goal": f"under {goal:g} ms",
            "met": value < goal,
        })
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
