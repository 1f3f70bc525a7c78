"""Screenshots of the desk window on the demo room, to look at when a screen changes.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.screenshots [FOLDER]

writes into FOLDER (default ``screenshots/``, git-ignored) the main window in English
and in Spanish, the call dialog (who gets an open seat and why) and the seat dialog
(with a refused buy-in), each in both languages; the rulebook browser showing an entry;
and the dealer station (on the store opened read-only) in both languages. The clock is
fixed so the countdowns are the same every time. ``tests/ui/test_screenshots.py`` runs
it too.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from floorman.rules.walkthroughs import paths, walkthroughs
from floorman.services.demo import load_demo
from floorman.services.desk import Desk
from floorman.store import open_store
from tests.fakes import FakeClock

from floorman.ui.dealer_window import DealerWindow
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow, style_sheet
from floorman.ui.rulebook_browser import RulebookBrowser
from floorman.ui.seat_dialogs import CallDialog, SeatDialog


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def save(widget: QWidget, path: Path, saved: list[Path]) -> None:
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    saved.append(path)


@contextmanager
def demo_room() -> Iterator[tuple[QApplication, Desk, Language, str]]:
    """The application, a desk on a fresh demo room with a fixed clock, the language
    (English to start with and at the end) and the store's URL."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/demo.sqlite"
        store = open_store(url)
        language = Language("en")
        try:
            desk = Desk(store, clock=FakeClock(), rng=random.Random(7), actor="screenshots")
            load_demo(desk)
            yield app, desk, language, url
        finally:
            language.switch("en")
            settle(app)
            store.close()


def take(folder: Path) -> list[Path]:
    """Write the screenshots into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with demo_room() as (app, desk, language, url):
        window = MainWindow(desk, language)
        try:
            window.resize(1600, 1000)
            window.show()
            settle(app)
            four = next(t for t in window.feed.view.tables if t.number == 4)
            empty = next(s for s in four.seats if s.state == "empty")
            held = next(s for s in four.seats if s.state == "held")
            for lang in ("en", "es"):
                language.switch(lang)
                window.map.select(four.id, empty.number)
                settle(app)
                save(window, folder / f"desk_{lang}.png", saved)
                window.desk_actions["call_next"].trigger()
                settle(app)
                call = window.findChild(CallDialog)
                assert call is not None
                save(call, folder / f"call_dialog_{lang}.png", saved)
                call.reject()
                call.deleteLater()
                window.map.select(four.id, held.number)
                window.desk_actions["seat_player"].trigger()
                settle(app)
                seat = window.findChild(SeatDialog)
                assert seat is not None
                seat.buy_in.setText("-50")
                seat.buttons.accepted.emit()
                settle(app)
                save(seat, folder / f"seat_dialog_{lang}.png", saved)
                seat.reject()
                seat.deleteLater()
                settle(app)
            language.switch("en")
            _rulebook(app, desk, folder, saved)
            _dealer(app, url, language, folder, saved)
        finally:
            window.close()
            window.deleteLater()
    return saved


def _rulebook(app: QApplication, desk: Desk, folder: Path, saved: list[Path]) -> None:
    """The browser as the desk shows it: a search, its results and the best entry."""
    browser = RulebookBrowser(desk, "en")
    browser.setStyleSheet(style_sheet())
    browser.resize(1300, 800)
    browser.show()
    browser.search_box.setText("misdeal")
    browser.search_now()
    browser.show_rule("RRoP 3.ii.2")
    settle(app)
    save(browser, folder / "rulebook_en.png", saved)
    browser.close()
    browser.deleteLater()


def _dealer(app: QApplication, url: str, language: Language, folder: Path,
            saved: list[Path]) -> None:
    """The dealer station on the store opened read-only: an entry, then a ruling."""
    store = open_store(url, read_only=True)
    window = DealerWindow(Desk(store, clock=FakeClock(), actor="screenshots"), language)
    try:
        window.resize(1500, 950)
        window.show()
        for lang, query in (("en", "button"), ("es", "ciega")):
            language.switch(lang)
            window.focus_search()
            window.browser.search_box.setText(query)
            window.browser.search_now()
            settle(app)
            save(window, folder / f"dealer_{lang}.png", saved)
        walk = walkthroughs()[0]
        window.start_walkthrough(walk.id)
        raw = next(paths(walk))
        while window.assistant.current_step_id() is not None:
            window.assistant.answer(raw[window.assistant.current_step_id()])
        settle(app)
        save(window, folder / "dealer_ruling_es.png", saved)
    finally:
        language.switch("en")
        window.close()
        window.deleteLater()
        settle(app)
        store.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots")
    for written in take(target):
        print(written)
