"""Running something once a widget has painted for the first time.

The desk starts in steps so the supervisor sees each part as soon as it can be drawn:
the window frame, then the floor, then the side panels. Each step waits for the paint
of the one before, and the bench times a cold start the same way. Qt has no "shown on
screen" signal for a widget, so a one-shot event filter watches for its first paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # Once this paint (and the rest of the window's) is over, not inside it; a
            # widget closed by then takes the call with it.
            QTimer.singleShot(0, self._widget, self._then)
            self.deleteLater()
        return False


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once ``widget`` has next painted (after that paint is over)."""
    widget.installEventFilter(_FirstPaint(widget, then))
