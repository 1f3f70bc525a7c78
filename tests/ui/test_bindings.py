"""The Qt bindings floorman runs on keep Python's reference counts right.

PySide6 6.12 loses a reference to None on every call of a C++ method that returns
nothing; on Python 3.11 the interpreter aborts after a few hundred thousand calls, which
the floor map makes within minutes. pyproject.toml keeps such releases out; this test
fails on any release that does it again.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject
from PySide6.QtGui import QImage, QPainter, QPen


def test_none_keeps_its_references_across_many_qt_calls() -> None:
    thing = QObject()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(1_000):
        thing.setObjectName("seat")
    painter = QPainter(image)
    for _ in range(1_000):
        painter.setPen(QPen())
        painter.drawRect(1, 1, 3, 3)
    painter.end()
    # Few enough calls that a leaking release fails here instead of aborting the run.
    assert sys.getrefcount(None) >= before - 100
