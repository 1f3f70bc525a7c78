"""The dealer station: the rulebook and the rulings in large type, and nothing that
writes. It is driven the way a dealer would (search, entries, links, a walk-through,
both languages) and the store is then proved unchanged; its own connection refuses a
floor action outright. ``floorman --dealer`` opens it, or explains why it cannot."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import SQLAlchemyError

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QMenuBar,
    QMessageBox,
    QToolButton,
    QWidget,
)

from floorman.rules import rulebook
from floorman.rules.walkthroughs import paths, walkthroughs
from floorman.services import players
from floorman.services.demo import load_demo
from floorman.services.desk import Desk, FloorError
from floorman.store import Store, open_store
from tests.fakes import FakeClock
from tests.store.snapshots import store_snapshot
from tests.ui.text_links import click_link, link_targets

from floorman.ui import launch
from floorman.ui.dealer_window import DealerWindow
from floorman.ui.desk_actions import SHORTCUTS
from floorman.ui.language import Language

# Words on a control that would change the store or print a floor sheet, in both
# languages (the answers of a walk-through, "Seat 4" or "Add chips", are not controls
# that write, so floor verbs are checked through the desk's action names instead).
WRITING_WORDS = ("record", "registrar", "save", "guardar", "print", "imprimir", "undo",
                 "deshacer", "delete", "borrar")
HARMLESS = {"switch_language", "find", "quit"}


@pytest.fixture
def dealer_store(desk: Desk, store_url: str) -> Iterator[Store]:
    """The demo room's store, as the dealer station opens it: read-only."""
    load_demo(desk)
    opened = open_store(store_url, read_only=True)
    yield opened
    opened.close()


@pytest.fixture
def dealer(qtbot: Any, dealer_store: Store, language: Language) -> DealerWindow:
    window = DealerWindow(Desk(dealer_store, clock=FakeClock(), rng=random.Random(3),
                              actor="dealer"), language)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    return window


def controls(window: QWidget) -> list[tuple[str, str]]:
    """Every action and button in the window: (object name, words)."""
    found = [(a.objectName(), a.text()) for a in window.findChildren(QAction)]
    found += [(b.objectName(), b.text()) for b in window.findChildren(QAbstractButton)]
    return found


def search(qtbot: Any, window: DealerWindow, text: str) -> list[str]:
    box = window.browser.search_box
    box.clear()
    for char in text:
        if char.isascii():
            qtbot.keyClick(box, char)
        else:  # QTest has no key for "ó"; a Spanish keyboard's dead key inserts it
            box.insert(char)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    return window.browser.result_ids()


def language_button(window: DealerWindow, lang: str) -> QToolButton:
    action = window.language_actions[lang]  # type: ignore[index]
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    return button


def test_nothing_in_the_station_writes(dealer: DealerWindow, language: Language) -> None:
    writing_names = set(SHORTCUTS) - HARMLESS
    writing_keys = {SHORTCUTS[name] for name in writing_names}
    for lang in ("en", "es"):
        language.switch(lang)  # type: ignore[arg-type]
        dealer.start_walkthrough(walkthroughs()[0].id)
        for name, words in controls(dealer):
            assert name not in SHORTCUTS, f"the desk action {name} is in the dealer station"
            folded = words.replace("&", "").lower()
            assert not any(word in folded.split() for word in WRITING_WORDS), words
        for action in dealer.findChildren(QAction):
            assert action.shortcut().toString() not in writing_keys, action.objectName()
    assert not [bar for bar in dealer.findChildren(QMenuBar) if bar.actions()]
    assert dealer.assistant.record_form is None
    shortcuts = {a.shortcut().toString() for a in dealer.findChildren(QAction)} - {""}
    assert shortcuts == {"F12", "Ctrl+F", "Ctrl+Q"}


def test_ctrl_q_closes_the_station(qtbot: Any, dealer: DealerWindow) -> None:
    with qtbot.waitActive(dealer, timeout=2000):
        dealer.activateWindow()
    qtbot.keyClick(dealer.browser.search_box, Qt.Key.Key_Q,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not dealer.isVisible(), timeout=2000)


def test_the_window_close_button_closes_the_station(qtbot: Any,
                                                    dealer: DealerWindow) -> None:
    handle = dealer.windowHandle()
    assert handle is not None
    assert handle.close()  # as the title bar's button asks, through the window system
    qtbot.waitUntil(lambda: not dealer.isVisible(), timeout=2000)


def test_a_search_that_finds_nothing_clears_the_rule_shown(
        qtbot: Any, dealer: DealerWindow, language: Language) -> None:
    browser = dealer.browser
    found = search(qtbot, dealer, "misdeal")
    assert browser.shown_rule == found[0]
    summary = rulebook.entries()[found[0]].summary.en
    assert summary in browser.entry.toPlainText()
    assert search(qtbot, dealer, "zzqxv") == []
    assert browser.shown_rule is None
    assert summary not in browser.entry.toPlainText()
    assert "No rule found for “zzqxv”" in browser.entry.toPlainText()
    language_button(dealer, "es").click()
    assert "No se encontró ninguna regla para «zzqxv»" in browser.entry.toPlainText()


@pytest.mark.parametrize("lang,query,first", [
    ("es", "revirar", "RRoP G.reraise"),
    ("en", "revirar", "RRoP G.reraise"),
    ("en", "re-raise", "RRoP G.reraise"),
    ("es", "resubir", "RRoP G.reraise"),
    ("en", "string bet", "RRoP G.string-raise"),
    ("es", "apuesta en dos tiempos", "RRoP G.string-raise"),
    ("en", "check-raise", "RRoP G.check-raise"),
    ("es", "pasar y subir", "RRoP G.check-raise"),
])
def test_a_floor_word_finds_its_own_rule_first(qtbot: Any, dealer: DealerWindow,
                                               language: Language, lang: str, query: str,
                                               first: str) -> None:
    language.switch(lang)  # type: ignore[arg-type]
    found = search(qtbot, dealer, query)
    assert found[0] == first, found[:5]
    assert dealer.browser.shown_rule == first


def test_the_type_is_large_enough_to_read_standing_up(dealer: DealerWindow) -> None:
    for widget in (dealer.browser.search_box, dealer.browser.tree, dealer.browser.entry,
                   dealer.tabs.tabBar(), dealer.assistant.chooser):
        assert widget.font().pointSizeF() >= 18, widget.objectName()
    assert dealer.browser.entry.document().defaultFont().pointSizeF() >= 18


def test_a_dealer_looks_things_up_and_the_store_is_unchanged(
    qtbot: Any, dealer: DealerWindow, desk: Desk, language: Language
) -> None:
    before = store_snapshot(desk.store)
    browser = dealer.browser

    found = search(qtbot, dealer, "misdeal")
    assert found and browser.shown_rule == found[0]
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Down)
    qtbot.keyClick(browser.results, Qt.Key.Key_Down)
    assert browser.shown_rule == found[1]

    language_button(dealer, "es").click()
    assert language.lang == "es"
    assert language_button(dealer, "es").isChecked()
    assert not language_button(dealer, "en").isChecked()
    assert rulebook.entries()[found[1]].summary.es in browser.entry.toPlainText()
    assert search(qtbot, dealer, "ciega")
    assert search(qtbot, dealer, "boton") == search(qtbot, dealer, "botón")

    browser.show_rule("RRoP 14.7")
    click_link(qtbot, browser.entry, "rule:RRoP 3.v.9")
    assert browser.shown_rule == "RRoP 3.v.9"

    walk = walkthroughs()[0]
    browser.show_rule(walk.rules[0])
    click_link(qtbot, browser.entry, f"walk:{walk.id}")
    assert dealer.tabs.currentWidget() is dealer.assistant
    assert dealer.assistant.walk is not None and dealer.assistant.walk.id == walk.id
    assert dealer.assistant.lang == "es"

    raw = next(paths(walk))
    for _ in range(60):
        step = dealer.assistant.current_step_id()
        if step is None:
            break
        dealer.assistant.answer(raw[step])
    assert dealer.assistant.pages.currentIndex() == 2, "the ruling is shown"
    cited = [t for t in link_targets(dealer.assistant.result) if t.startswith("rule:")]
    assert cited
    click_link(qtbot, dealer.assistant.result, cited[0])
    assert dealer.tabs.currentWidget() is dealer.browser
    entry = rulebook.resolve(cited[0].removeprefix("rule:"))
    assert entry is not None and browser.shown_rule == entry.id

    with qtbot.waitActive(dealer, timeout=2000):
        dealer.activateWindow()
    qtbot.keyClick(dealer, Qt.Key.Key_F12)
    assert language.lang == "en"
    assert language_button(dealer, "en").isChecked()
    assert entry.summary.en in browser.entry.toPlainText()
    dealer.start_walkthrough(None)
    assert dealer.assistant.pages.currentIndex() == 0

    assert store_snapshot(desk.store) == before


def test_the_stations_store_refuses_a_floor_action(dealer: DealerWindow, desk: Desk) -> None:
    before = store_snapshot(desk.store)
    assert dealer.desk.store.read_only
    with pytest.raises((FloorError, SQLAlchemyError)):
        players.add_player(dealer.desk, name="X")
    assert store_snapshot(desk.store) == before
    assert not players.search_players(desk, "X")


def test_the_rulings_tab_uses_the_house_profile(qtbot: Any, dealer: DealerWindow,
                                                desk: Desk) -> None:
    from floorman.services.games import set_house

    assert dealer.assistant.profile == "robert"
    set_house(desk, rules_profile="tda")  # the desk changes it meanwhile
    dealer.tabs.setCurrentWidget(dealer.assistant)
    assert dealer.assistant.profile == "tda"
    set_house(desk, rules_profile="robert")
    walk = walkthroughs()[0]
    dealer.start_walkthrough(walk.id)  # the tab is already on screen
    assert dealer.assistant.profile == "robert"
    set_house(desk, rules_profile="tda")
    dealer.start_walkthrough(walk.id)
    raw = next(paths(walk))
    while (step := dealer.assistant.current_step_id()) is not None:
        dealer.assistant.answer(raw[step])
    assert dealer.assistant.ruling is not None and dealer.assistant.ruling.profile == "tda"


# --- floorman --dealer ------------------------------------------------------------------


def test_dealer_flag_opens_the_station_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman import app

    called: list[tuple[str | None, str]] = []
    monkeypatch.setattr(launch, "launch_dealer",
                        lambda url, lang: called.append((url, lang)) or 0)
    monkeypatch.setattr(launch, "launch", lambda *_a: pytest.fail("the desk was opened"))
    assert app.main(["--dealer", "--database", "sqlite:///x.sqlite", "--lang", "es"]) == 0
    assert called == [("sqlite:///x.sqlite", "es")]
    with pytest.raises(SystemExit):
        app.main(["--dealer", "db", "upgrade"])


def test_a_missing_store_is_explained_and_not_created(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str]
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, title, text: shown.append((title, text)))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    path = tmp_path / "floor.sqlite"
    assert launch.launch_dealer(f"sqlite:///{path}", "es") == launch.EXIT_STORE
    assert shown and "puesto del floor" in shown[0][1]
    assert "puesto del floor" in capsys.readouterr().err
    assert not path.exists()
    Language("en")  # the launch spoke Spanish; back to English for the next tests


def test_launch_opens_the_station_on_an_upgraded_store(qapp: QApplication, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    url = f"sqlite:///{tmp_path}/floor.sqlite"
    open_store(url).close()  # the desk opened it first
    seen: list[bool] = []

    def look_and_quit() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, DealerWindow) and w.isVisible()]
        seen.extend(w.desk.store.read_only for w in windows)
        for window in windows:
            window.close()
        QApplication.exit(0)

    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(200, look_and_quit)
    try:
        assert launch.launch_dealer(url, "en") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert seen == [True]
