"""The tournament window's Clock menu (``tournament_clock_menu.ClockMenu``): its place in
the window, keys that clash with none, and a rebuy or an add-on sold with one key each,
logged, counted in the prize pool the clock screen shows, and undone with Ctrl+Z."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction

from floorman.services import history, tournament_clock
from floorman.services.clock_views import PrizeSettings
from floorman.services.desk import Desk
from floorman.tournament.structure_templates import TEMPLATES
from tests.ui.test_tournament_window import _drawn, _open, _press

from floorman.ui.clock_screen import ClockWindow
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.tournament_clock_menu import MENU, ClockMenu
from floorman.ui.tournament_clock_menu import SHORTCUTS as CLOCK_SHORTCUTS
from floorman.ui.tournament_window import SHORTCUTS, TournamentWindow

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PRIZES = PrizeSettings(buy_in=Decimal(100), rebuy=Decimal(100), add_on=Decimal(50),
                       rebuy_chips=Decimal(20000), add_on_chips=Decimal(10000))


@pytest.fixture
def desk_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(desk, language, settings)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def _counts(window: TournamentWindow) -> tuple[int, int, Decimal]:
    """The rebuys, the add-ons and the prize pool, as the window last read them."""
    assert window.clock is not None
    return window.clock.prizes.rebuys, window.clock.prizes.add_ons, window.clock.pool


def test_the_clock_menu_stands_after_play_with_keys_that_clash_with_none(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    window = _open(qtbot, desk_window)
    menu = window.clock_menu
    assert isinstance(menu, ClockMenu)
    assert menu.menu is window._menus["clock"]
    assert [action.text() for action in window.menuBar().actions()] == [
        "&Tournament", "&Edit", "&Play", "&Clock", "P&rint", "Lan&guage"]
    listed = [action.objectName() or None for action in menu.menu.actions()]
    assert listed == [f"t_{name}" if name else None for name in MENU]
    assert set(CLOCK_SHORTCUTS) <= set(SHORTCUTS)
    assert CLOCK_SHORTCUTS["rebuy_sold"] == "Ctrl+Shift+B"
    assert CLOCK_SHORTCUTS["add_on_sold"] == "Ctrl+Shift+A"
    for name in CLOCK_SHORTCUTS:  # the window's lookup finds the menu's actions
        assert window[name] is menu[name]
        assert window[name].shortcut().toString() == CLOCK_SHORTCUTS[name]
    # Every key on every action of the window, the Clock menu's included, is one action's.
    keys = [action.shortcut().toString() for action in window.findChildren(QAction)
            if not action.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)) == len(SHORTCUTS)
    # Each entry of the menu has a letter of its own.
    letters = [action.text().replace("&&", "").split("&")[1][0].lower()
               for action in menu.menu.actions() if not action.isSeparator()]
    assert len(letters) == len(set(letters))
    # Nothing to sell before a tournament is shown.
    assert not window["rebuy_sold"].isEnabled() and not window["add_on_sold"].isEnabled()


def test_a_rebuy_and_an_add_on_sold_with_one_key_each_are_logged_and_undone(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    tournament = _drawn(desk)
    tournament_clock.save_structure(desk, tournament, TEMPLATES[0].levels)
    tournament_clock.set_prizes(desk, tournament, PRIZES)
    window = _open(qtbot, desk_window)
    window.clock_menu.clock_sound = None
    assert window["rebuy_sold"].text() == "Re&buy sold"
    assert window["add_on_sold"].text() == "A&dd-on sold"
    assert window["rebuy_sold"].isEnabled() and window["add_on_sold"].isEnabled()
    assert _counts(window) == (0, 0, Decimal(4000))  # 40 entries of 100
    _press(qtbot, window, Qt.Key.Key_K, CTRL)  # the clock screen, to see the pool on it
    board = window.clock_menu.clock_window
    assert isinstance(board, ClockWindow)
    assert board.screen_.text("pool") == "4,000"

    _press(qtbot, window, Qt.Key.Key_B, CTRL | SHIFT)
    assert window.status_text.text() == "1 rebuy recorded in Sunday Deepstack (1 in all)"
    assert _counts(window) == (1, 0, Decimal(4100))
    board.poll()
    assert board.screen_.text("pool") == "4,100"
    _press(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)
    _press(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)
    assert window.status_text.text() == "1 add-on recorded in Sunday Deepstack (2 in all)"
    assert _counts(window) == (1, 2, Decimal(4200))
    board.poll()
    assert board.screen_.text("pool") == "4,200"
    assert tournament_clock.clock_view(desk, tournament).total_chips == (
        40 * 20000 + 20000 + 2 * 10000)
    logged = history.history_page(desk).lines[:3]
    assert [line.action for line in logged] == [
        "tournament_add_ons", "tournament_add_ons", "tournament_rebuys"]

    assert window["undo"].text() == "&Undo: 1 add-on recorded in Sunday Deepstack (2 in all)"
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert _counts(window) == (1, 1, Decimal(4150))
    board.poll()
    assert board.screen_.text("pool") == "4,150"
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)  # the rebuy too
    assert _counts(window) == (0, 0, Decimal(4000))
    assert tournament_clock.clock_view(desk, tournament).prizes.rebuys == 0
    _press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # and sold again
    assert _counts(window) == (1, 0, Decimal(4100))
    board.close()


def test_nothing_is_sold_once_the_tournament_is_over(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    _drawn(desk)
    window = _open(qtbot, desk_window)
    assert window.clock is not None and window["rebuy_sold"].isEnabled()
    window.clock = replace(window.clock, finished=True)
    window.clock_menu.enable()
    assert not window["rebuy_sold"].isEnabled() and not window["add_on_sold"].isEnabled()
    assert window["edit_prizes"].isEnabled()  # the prizes can still be put right
