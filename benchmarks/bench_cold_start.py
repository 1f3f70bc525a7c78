"""Cold start to the painted floor, through the real entry point, on the demo store.

floorman is started as a supervisor starts it, ``python -m floorman --database URL`` on
a demo store, with the hidden ``FLOORMAN_QUIT_AFTER_PAINT`` set: it prints "floor
painted" once the floor map has painted the demo room, "desk painted" once the side
panels (built after the floor's first paint) have painted too, and quits. Timed from
starting the process to each line: the issue's figure is the floor, and the whole desk
is reported beside it so that nothing the start puts off goes unmeasured. The
baseline, started alternately with it (ours, bare, ours, bare...), is what no desk built
on these two libraries can avoid: a bare PySide6 program that imports ``sqlalchemy.orm``
and shows an empty main window, timed to its first paint. Goal (issue 10): the floor
within 1.25x of the baseline, medians of the same run.

The desk keeps the floor it shows when it closes and, at the next start, paints it
before loading SQLAlchemy when the store's audit-log head and schema say that nobody
changed it since (``floorman.snapshot``). Both starts are timed, alternately: the
"kept" start (the same desk opened again on an unchanged store; the desk's log must
say it painted the kept floor every time), and the "read" start, with the kept floor
removed first, as a first start or a start after another desk acted meets it.

Both start as any second start does on a desk: with the compiled bytecode the first
start left (an installed wheel has it from pip). ``PYTHONDONTWRITEBYTECODE``, which
some shells and CI images set, is dropped for the children, so the warm-up runs write
it; otherwise every start would compile floorman's sources again.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks cold_start
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.full_floor import figure

from floorman.ui.launch import KEPT_LINE

RUNS = 9
GOAL = 1.25
# Ours: the side panels follow the floor by no more than a few frames' worth of work.
DESK_GOAL = 1.5

# The baseline says when its main window first paints, through its own paintEvent.
BARE = """
import os
import sqlalchemy.orm
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Window(QMainWindow):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("floor painted", flush=True)
        QTimer.singleShot(0, lambda: os._exit(0))

app = QApplication([])
window = Window()
window.resize(1280, 800)
window.show()
app.exec()
"""


def _start(command: list[str], env: dict[str, str], lines: tuple[str, ...]) -> list[float]:
    """Seconds from starting the process to each of its ``lines``, in order."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    assert child.stdout is not None
    took = []
    for expected in lines:
        line = child.stdout.readline()
        took.append(time.perf_counter() - start)
        if line.strip() != expected:
            child.kill()
            _, err = child.communicate(timeout=60)
            raise RuntimeError(f"expected '{expected}', got '{line.strip()}': {err}")
    child.communicate(timeout=60)
    return took


def run() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'demo.sqlite'}"
        env = dict(os.environ, FLOORMAN_QUIT_AFTER_PAINT="1",
                   QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   # the desk's window settings go to the run's folder, not the user's
                   XDG_CONFIG_HOME=str(Path(folder) / "config"),
                   XDG_DATA_HOME=str(Path(folder) / "data"),
                   XDG_STATE_HOME=str(Path(folder) / "state"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-m", "floorman", "demo", "--database", url],
                       check=True, capture_output=True, env=env)
        ours_command = [sys.executable, "-m", "floorman", "--database", url, "--lang", "es"]
        bare_command = [sys.executable, "-c", BARE]
        ours_lines, bare_lines = ("floor painted", "desk painted"), ("floor painted",)
        # The cache folder holds the floor each desk keeps when it closes
        # (floorman.snapshot): kept between the "kept" starts, emptied before each "read".
        cache = Path(folder) / "cache"
        env["XDG_CACHE_HOME"] = str(cache)
        _start(ours_command, env, ours_lines)  # warm the disk cache, as a second start is
        _start(bare_command, env, bare_lines)
        kept, kept_desk, read, read_desk, bare = [], [], [], [], []
        for _ in range(RUNS):
            floor_s, desk_s = _start(ours_command, env, ours_lines)
            kept.append(floor_s * 1000)
            kept_desk.append(desk_s * 1000)
            bare.append(_start(bare_command, env, bare_lines)[0] * 1000)
            shutil.rmtree(cache, ignore_errors=True)
            floor_s, desk_s = _start(ours_command, env, ours_lines)
            read.append(floor_s * 1000)
            read_desk.append(desk_s * 1000)
            bare.append(_start(bare_command, env, bare_lines)[0] * 1000)
        log = (Path(folder) / "state" / "floorman" / "log" / "floorman.log").read_text(
            encoding="utf-8")
        kept_used = log.count(KEPT_LINE)
    base = statistics.median(bare)
    baseline_name = "bare PySide6 main window + import sqlalchemy.orm, same run, median"
    value, whole = statistics.median(kept), statistics.median(kept_desk)
    first, first_whole = statistics.median(read), statistics.median(read_desk)
    # Every "kept" start must have painted the kept floor (the desk logs it), and no
    # "read" start may have: otherwise the two figures measure something else.
    honest = kept_used == RUNS
    return [
        figure("cold start to the painted floor (python -m floorman, demo store, the floor "
               "this desk kept when it last closed, checked current), median", "ms", value,
               baseline_name, base, f"within {GOAL}x of the baseline",
               honest and value / base <= GOAL, runs=RUNS, ours_ms=[round(t) for t in kept],
               bare_ms=[round(t) for t in bare], kept_floor_starts=kept_used),
        figure("cold start to the painted floor read from the store (a first start, or "
               "another desk changed the floor since), median", "ms", first, baseline_name,
               base, f"within {GOAL}x of the baseline", honest and first / base <= GOAL,
               runs=RUNS, ours_ms=[round(t) for t in read]),
        figure("cold start to the whole desk painted (side panels, menus' actions, feed "
               "running; kept floor), median", "ms", whole, baseline_name, base,
               f"within {DESK_GOAL}x of the baseline (ours)", whole / base <= DESK_GOAL,
               runs=RUNS, ours_ms=[round(t) for t in kept_desk]),
        figure("cold start to the whole desk painted (floor read from the store), median",
               "ms", first_whole, baseline_name, base,
               f"within {DESK_GOAL}x of the baseline (ours)", first_whole / base <= DESK_GOAL,
               runs=RUNS, ours_ms=[round(t) for t in read_desk]),
    ]


if __name__ == "__main__":
    for found in run():
        print(found)
