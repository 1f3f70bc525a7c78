"""Screenshots of the desk window on the demo room, to look at when a screen changes.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.screenshots [FOLDER]

writes into FOLDER (default ``screenshots/``, git-ignored) the main window in English
and in Spanish, the call dialog (who gets an open seat and why) and the seat dialog
(with a refused buy-in), each in both languages. The clock is fixed so the countdowns
are the same every time. ``tests/ui/test_screenshots.py`` runs it too.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from floorman.services.demo import load_demo
from floorman.services.desk import Desk
from floorman.store import open_store
from tests.fakes import FakeClock

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.seat_dialogs import CallDialog, SeatDialog


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def _save(widget: QWidget, path: Path, saved: list[Path]) -> None:
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    saved.append(path)


def take(folder: Path) -> list[Path]:
    """Write the screenshots into ``folder``; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder.mkdir(parents=True, exist_ok=True)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(f"sqlite:///{tmp}/demo.sqlite")
        language = Language("en")
        window = None
        try:
            desk = Desk(store, clock=FakeClock(), rng=random.Random(7), actor="screenshots")
            load_demo(desk)
            window = MainWindow(desk, language)
            window.resize(1600, 1000)
            window.show()
            _settle(app)
            four = next(t for t in window.feed.view.tables if t.number == 4)
            empty = next(s for s in four.seats if s.state == "empty")
            held = next(s for s in four.seats if s.state == "held")
            for lang in ("en", "es"):
                language.switch(lang)
                window.map.select(four.id, empty.number)
                _settle(app)
                _save(window, folder / f"desk_{lang}.png", saved)
                window.desk_actions["call_next"].trigger()
                _settle(app)
                call = window.findChild(CallDialog)
                assert call is not None
                _save(call, folder / f"call_dialog_{lang}.png", saved)
                call.reject()
                call.deleteLater()
                window.map.select(four.id, held.number)
                window.desk_actions["seat_player"].trigger()
                _settle(app)
                seat = window.findChild(SeatDialog)
                assert seat is not None
                seat.buy_in.setText("-50")
                seat.buttons.accepted.emit()
                _settle(app)
                _save(seat, folder / f"seat_dialog_{lang}.png", saved)
                seat.reject()
                seat.deleteLater()
                _settle(app)
        finally:
            if window is not None:
                window.close()
                window.deleteLater()
            language.switch("en")
            _settle(app)
            store.close()
    return saved


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots")
    for written in take(target):
        print(written)
