"""GUI cold start: from starting the process to the first painted main window.

floorman is started the way ``make run`` starts it (``floorman.ui.launch.launch``) on a
demo store and timed from process start until its main window has painted once (the
desk's frame: menus, status bar, "opening the floor"), and until the floor map has
painted the demo room. The baseline, in the same run, is a bare PySide6 program that
shows an empty main window: the part of start-up no Qt application can avoid. Each is
started several times and the median kept. Goal: the window within 1.5x of bare Qt;
the floor itself waits for the database layer, and its figure is reported beside it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

RUNS = 7
GOAL = 1.5

# Both children say when their main window first paints, through the window's own
# paintEvent: an application-wide event filter would itself cost time (every event of
# every widget class would cross into Python), more for the richer window.
BARE = """
import os
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Window(QMainWindow):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("painted", flush=True)
        QTimer.singleShot(0, lambda: os._exit(0))

app = QApplication([])
window = Window()
window.resize(1280, 800)
window.show()
app.exec()
"""

FLOORMAN = """
import os
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from floorman.ui import main_window

class FloorPainted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("floor", flush=True)
            QTimer.singleShot(0, lambda: os._exit(0))
        return False

attach = main_window.MainWindow.attach
spy = FloorPainted()

def attach_and_watch(window, desk):
    attach(window, desk)
    window.map.installEventFilter(spy)

main_window.MainWindow.attach = attach_and_watch
init = main_window.MainWindow.__init__

def init_and_watch(window, *args, **kwargs):
    init(window, *args, **kwargs)
    window.firstPainted.connect(lambda: print("painted", flush=True))

main_window.MainWindow.__init__ = init_and_watch
from floorman.ui.launch import launch
launch(sys.argv[1], "es")
"""


def _start(code: str, *args: str, marks: tuple[str, ...] = ("painted",)) -> list[float]:
    """Seconds from starting the process to each mark it prints (first paint, floor)."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    times = []
    for mark in marks:
        line = child.stdout.readline()
        times.append(time.perf_counter() - start)
        if line.strip() != mark:
            _, err = child.communicate(timeout=60)
            raise RuntimeError(f"expected '{mark}', got '{line.strip()}': {err}")
    child.communicate(timeout=60)
    return times


def run() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'demo.sqlite'}"
        subprocess.run([sys.executable, "-m", "floorman", "demo", "--database", url],
                       check=True, capture_output=True)
        both = ("painted", "floor")
        _start(FLOORMAN, url, marks=both)  # warm the disk cache, as a second start would be
        _start(BARE)
        bare = [_start(BARE)[0] for _ in range(RUNS)]
        ours = [_start(FLOORMAN, url, marks=both) for _ in range(RUNS)]
    base = statistics.median(bare) * 1000
    window = statistics.median(t[0] for t in ours) * 1000
    floor = statistics.median(t[1] for t in ours) * 1000
    return [
        {
            "name": "cold start to first painted main window (demo store)",
            "unit": "ms",
            "value": round(window, 1),
            "baseline_name": "bare PySide6 main window, same run",
            "baseline_value": round(base, 1),
            "ratio": round(window / base, 2),
            "goal": f"within {GOAL}x of bare Qt",
            "met": window / base <= GOAL,
        },
        {
            "name": "cold start to the floor map painted with the demo room",
            "unit": "ms",
            "value": round(floor, 1),
            "baseline_name": "bare PySide6 main window, same run",
            "baseline_value": round(base, 1),
            "ratio": round(floor / base, 2),
            "goal": "reported (waits for SQLAlchemy and the store)",
            "met": True,
        },
    ]
