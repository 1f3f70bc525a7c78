"""The rulings log on screen, one keystroke at a time, with 100,000 rulings logged.

A store holds 100,000 logged rulings (real engine rulings over the scenario files, with
players, supervisors and tables, written in bulk: set-up, not floor actions). The
rulings window is on screen at its own size and style, on its log tab; a
common word ("raise", "apuesta") and rare ones (a player's surname that appears in a
handful of rulings, a rule id) are typed into its search box one letter at a time. Each
keystroke is timed from the key press until the list has been read again (what the
box's typing pause then runs, ``RulingsLog.refresh``) and repainted. The baseline,
timed keystroke by keystroke in between, is the store's own query for the same prefix:
``LIKE`` on ``rulings.search_text``, newest 500. Goal (issue 10): p95 under 16 ms.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks rulings_log
"""

from __future__ import annotations

import os
import random
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert, text

from benchmarks.bench_rulebook_search import FIRST, LAST, REASONS, _scenarios, ruling_row
from benchmarks.full_floor import figure, percentile

RULINGS = int(os.environ.get("FLOORMAN_BENCH_RULINGS", "100000"))
COMMON = ("raise", "apuesta")
RARE = ("Zubizarreta", "Okonkwo")  # each in a few dozen rulings only
GOAL_MS = 16.0
SQL = text("SELECT id, summary_en, summary_es FROM rulings WHERE search_text LIKE :q "
           "ORDER BY recorded_at DESC LIMIT 500")


def _fill(desk: Any) -> None:
    from floorman.store.models import LoggedRuling
    from floorman.text import Text

    rng = random.Random(4)
    cases = _scenarios()
    start = datetime(2025, 11, 30, tzinfo=UTC)
    rows = []
    for n in range(RULINGS):
        scenario, ruling = cases[n % len(cases)]
        summary = Text(ruling["summary"]["en"], ruling["summary"]["es"])
        # n % 2500 == 7 is always odd: the rare name alternates by block, not by n.
        last = RARE[(n // 2500) % 2] if n % 2500 == 7 else rng.choice(LAST)
        players = f"seat {rng.randint(1, 10)} {rng.choice(FIRST)} {last}"
        supervisor = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        overruled = rng.random() < 0.1
        reason = rng.choice(REASONS) if overruled else ""
        recorded = start + timedelta(minutes=5 * n)
        rows.append(ruling_row(rng, scenario, ruling, summary, players, supervisor, reason,
                               recorded, []))
        if len(rows) == 10_000:
            with desk.store.writing() as session:
                session.execute(insert(LoggedRuling), rows)
            rows = []
    if rows:
        with desk.store.writing() as session:
            session.execute(insert(LoggedRuling), rows)


def run() -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from floorman.floor.names import fold
    from floorman.services.desk import Desk
    from floorman.store import open_store

    from floorman.ui.language import Language
    from floorman.ui.rulings_window import RulingsWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        desk = Desk(open_store(f"sqlite:///{Path(folder) / 'rulings.sqlite'}"))
        fill_start = time.perf_counter()
        _fill(desk)
        fill_s = time.perf_counter() - fill_start
        window = RulingsWindow(desk, Language("en"))
        window.show_log()
        app.processEvents()
        log = window.log
        timings: dict[str, list[float]] = {"common": [], "rare": [], "sql": []}
        found: dict[str, int] = {}

        def raw(prefix: str) -> None:
            with desk.store.reader.connect() as connection:
                connection.execute(SQL, {"q": f"%{fold(prefix)}%"}).all()

        for _ in range(2):
            for kind, words in (("common", COMMON), ("rare", RARE)):
                for word in words:
                    log.search.clear()
                    log.typing.stop()
                    log.refresh()
                    app.processEvents()
                    for letter in word:
                        start = time.perf_counter()
                        QTest.keyClicks(log.search, letter)
                        log.typing.stop()  # the typing pause is a wait, not work
                        log.refresh()
                        log.view.viewport().repaint()
                        app.processEvents()
                        timings[kind].append((time.perf_counter() - start) * 1000)
                        start = time.perf_counter()
                        raw(log.search.text())
                        timings["sql"].append((time.perf_counter() - start) * 1000)
                    found[word] = log.model.rowCount()
        window.close()
        desk.store.close()
    detail = {"rulings": RULINGS, "fill_s": round(fill_s, 1), "found": found}
    base = percentile(timings["sql"], 95)
    return [figure(f"rulings log window search per keystroke, {kind} words "
                   f"({', '.join(words)}), {RULINGS:,} rulings, p95", "ms",
                   percentile(timings[kind], 95), "SQL LIKE on rulings.search_text, newest "
                   "500, p95", base, f"p95 under {GOAL_MS:g} ms",
                   percentile(timings[kind], 95) < GOAL_MS, **detail)
            for kind, words in (("common", COMMON), ("rare", RARE))]


if __name__ == "__main__":
    for found_figure in run():
        print(found_figure)
