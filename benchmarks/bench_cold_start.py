"""GUI cold start: from starting the process to the first painted main window.

floorman is started the way ``make run`` starts it (``floorman.ui.launch.launch``) on a
demo store, and timed from process start until its main window has painted once. The
baseline, in the same run, is a bare PySide6 program that shows an empty main window:
the part of start-up no Qt application can avoid. Each is started several times and the
median kept. Goal: floorman within 1.5x of bare Qt.
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

# Both children quit at their main window's first paint and print "painted".
BARE = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication([])
spy = FirstPaint()
app.installEventFilter(spy)
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.exec()
"""

FLOORMAN = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication([])
spy = FirstPaint()
app.installEventFilter(spy)
from floorman.ui.launch import launch
launch(sys.argv[1], "es")
"""


def _start(code: str, *args: str) -> float:
    """Seconds from starting the process to its first painted main window."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    _, err = child.communicate(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError(f"the window never painted: {err}")
    return elapsed


def run() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'demo.sqlite'}"
        subprocess.run([sys.executable, "-m", "floorman", "demo", "--database", url],
                       check=True, capture_output=True)
        _start(FLOORMAN, url)  # warm the disk cache, as a second start would be
        _start(BARE)
        bare = [_start(BARE) for _ in range(RUNS)]
        ours = [_start(FLOORMAN, url) for _ in range(RUNS)]
    value, base = statistics.median(ours) * 1000, statistics.median(bare) * 1000
    return [{
        "name": "cold start to first painted main window (demo store)",
        "unit": "ms",
        "value": round(value, 1),
        "baseline_name": "bare PySide6 main window, same run",
        "baseline_value": round(base, 1),
        "ratio": round(value / base, 2),
        "goal": f"within {GOAL}x of bare Qt",
        "met": value / base <= GOAL,
    }]
