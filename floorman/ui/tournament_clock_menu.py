"""The tournament window's Clock menu: the tournament clock run from the desk's keyboard.

``ClockMenu`` builds the Clock menu and its actions on the tournament window and runs
them on the tournament the window shows (``services.tournament_clock``; the clock is
read with the tournament, as the window's ``clock``, a ``ClockView``). One key starts,
pauses and resumes the clock (Ctrl+Space); others move it a level or a minute, record
one rebuy or one add-on sold, open the structure, prize and payout dialogs, open the
clock screen (full screen on a second screen when there is one) and print the structure
and payout sheets. Every action runs through the window and the desk's feed, so it is
logged, Ctrl+Z undoes it and a refusal says why; the status bar's clock (``summary``)
shows the level and the time left, a second at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QMenuBar, QWidget

from floorman.services.clock_views import PrizeSettings
from floorman.services.desk import Change, StoreUnreachable
from floorman.text import UserError
from floorman.tournament.clock import ClockReading

from floorman.ui.clock_sound import play
from floorman.ui.forms import refusal_text

if TYPE_CHECKING:
    from floorman.ui.tournament_window import TournamentWindow

SHORTCUTS: dict[str, str] = {
    "clock_start_pause": "Ctrl+Space",
    "clock_next_level": "Ctrl+PgDown",
    "clock_previous_level": "Ctrl+PgUp",
    "clock_add_minute": "Ctrl+Up",
    "clock_remove_minute": "Ctrl+Down",
    "rebuy_sold": "Ctrl+Shift+B",
    "add_on_sold": "Ctrl+Shift+A",
    "edit_structure": "Ctrl+Shift+S",
    "edit_prizes": "Ctrl+Shift+R",
    "edit_payouts": "Ctrl+Shift+O",
    "open_clock": "Ctrl+K",
    "print_structure": "Ctrl+Alt+S",
    "print_payouts": "Ctrl+Alt+O",
}
MENU: tuple[str | None, ...] = (
    "clock_start_pause", "clock_next_level", "clock_previous_level", "clock_add_minute",
    "clock_remove_minute", None, "rebuy_sold", "add_on_sold", None, "edit_structure",
    "edit_prizes", "edit_payouts", None, "open_clock", None, "print_structure",
    "print_payouts")


def _clock_services() -> Any:
    from floorman.services import tournament_clock

    return tournament_clock


class ClockMenu(QObject):
    """The Clock menu of a tournament window, its actions and the status bar's clock.

    Args:
        window: the tournament window; the actions are its own (their shortcuts work
            wherever it is active) and run on the tournament it shows.

    Attributes:
        actions_: the actions by name (the keys of ``SHORTCUTS``), objectName ``t_NAME``.
        summary: the status bar's clock ("Clock: level 3, 12:40 left").
        clock_window: the clock screen opened from here, if any.
        clock_sound: the clock screen's chimes (None: silent).

    Signals:
        (none of its own; it follows the feed's ``ticked``.)
    """

    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.setObjectName("clockMenu")
        self._window = window
        self.menu: QMenu | None = None
        self.clock_window: QWidget | None = None
        self.clock_sound: Callable[[Any], None] | None = play
        self.summary = QLabel(window)
        self.summary.setObjectName("clockSummary")
        self.summary.setStyleSheet("font-weight: bold;")
        window.statusBar().addPermanentWidget(self.summary)
        handlers: dict[str, Callable[[], Any]] = {
            "clock_start_pause": self.start_or_pause_clock,
            "clock_next_level": lambda: self.move_clock("next_level"),
            "clock_previous_level": lambda: self.move_clock("previous_level"),
            "clock_add_minute": lambda: self._clock_act("add_clock_time", seconds=60),
            "clock_remove_minute": lambda: self._clock_act("add_clock_time", seconds=-60),
            "rebuy_sold": self.rebuy_sold,
            "add_on_sold": self.add_on_sold,
            "edit_structure": self.edit_structure,
            "edit_prizes": self.edit_prizes,
            "edit_payouts": self.edit_payouts,
            "open_clock": self.open_clock,
            "print_structure": lambda: self.print_sheet("structure"),
            "print_payouts": lambda: self.print_sheet("payouts"),
        }
        self.actions_: dict[str, QAction] = {}
        for name, handler in handlers.items():
            action = QAction(window)
            action.setObjectName(f"t_{name}")
            action.setShortcut(QKeySequence(SHORTCUTS[name]))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, run=handler: run())
            self.actions_[name] = action
        window.addActions(list(self.actions_.values()))
        window.feed.ticked.connect(self.show_clock)

    def __getitem__(self, name: str) -> QAction:
        return self.actions_[name]

    def add_menu(self, bar: QMenuBar) -> QMenu:
        """Add the Clock menu at the end of ``bar`` (the window's menu bar)."""
        menu = bar.addMenu("")
        menu.setObjectName("tournamentMenu_clock")
        for entry in MENU:
            if entry is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_[entry])
        self.menu = menu
        return menu

    def enable(self) -> None:
        """Grey out what the clock of the tournament shown cannot do now."""
        clock = self._window.clock
        over = clock is None or clock.finished
        started = clock is not None and clock.state is not None and not over
        rules = {
            "clock_start_pause": not over and bool(clock and clock.levels),
            "clock_next_level": started,
            "clock_previous_level": started,
            "clock_add_minute": started,
            "clock_remove_minute": started,
            "rebuy_sold": not over,
            "add_on_sold": not over,
            "edit_structure": not over,
            "edit_prizes": clock is not None,
            "edit_payouts": clock is not None,
            "open_clock": clock is not None,
            "print_structure": clock is not None,
            "print_payouts": clock is not None,
        }
        for name, enabled in rules.items():
            self.actions_[name].setEnabled(bool(enabled))
        self._clock_words()

    # --- the actions ------------------------------------------------------------------

    def _clock_act(self, name: str, **kwargs: Any) -> Change | None:
        window = self._window
        if window.tournament_id is None:
            return None
        return window.run(getattr(_clock_services(), name),
                          tournament_id=window.tournament_id, **kwargs)

    def _reading(self) -> ClockReading | None:
        clock = self._window.clock
        return clock.reading(self._window.feed.now()) if clock is not None else None

    def start_or_pause_clock(self) -> None:
        """One key for the clock: start it, pause it when it runs, resume it when paused."""
        clock = self._window.clock
        if clock is None:
            return
        reading = self._reading()
        if clock.state is None or reading is None:
            self._clock_act("start_clock")
        elif reading.running and not reading.ended:
            self._clock_act("pause_clock")
        else:
            self._clock_act("resume_clock")

    def move_clock(self, service: str) -> None:
        """The next or the previous level (``service``), from the level shown: refused
        if another desk moved the clock since, rather than moving it twice."""
        reading = self._reading()
        self._clock_act(service, level=reading.level if reading is not None else None)

    def rebuy_sold(self) -> None:
        """One more rebuy sold: in the count, the chips and the prize pool."""
        self._clock_act("record_rebuys", count=1)

    def add_on_sold(self) -> None:
        """One more add-on sold: in the count, the chips and the prize pool."""
        self._clock_act("record_add_ons", count=1)

    def _feed_act(self, service: str, /, **kwargs: Any) -> Change:
        """A clock action for a dialog: its refusal raised for the dialog to show."""
        window = self._window
        assert window.tournament_id is not None
        return window.feed.act(getattr(_clock_services(), service),
                               tournament_id=window.tournament_id, **kwargs)

    def edit_structure(self) -> None:
        from floorman.ui.structure_editor import StructureEditor

        window = self._window
        if window.clock is None:
            return
        window.open_dialog(StructureEditor(
            window.clock.levels, window.feed.lang,
            lambda levels: self._feed_act("save_structure", levels=levels), window))

    def edit_prizes(self) -> None:
        from floorman.ui.prize_dialogs import PrizeDialog

        window = self._window
        if window.clock is None:
            return
        shown = window.clock.prizes
        window.open_dialog(PrizeDialog(shown, window.feed.lang,
                                       lambda prizes: self._save_prizes(shown, prizes),
                                       window.clock.entries, window))

    def _save_prizes(self, before: PrizeSettings, prizes: PrizeSettings) -> None:
        """The prices and chips, then the rebuys and add-ons sold since the dialog
        opened (each added by its own action, so what another desk sold meanwhile
        still counts)."""
        self._feed_act("set_prizes", prizes=prizes)
        if prizes.rebuys != before.rebuys:
            self._feed_act("record_rebuys", count=prizes.rebuys - before.rebuys)
        if prizes.add_ons != before.add_ons:
            self._feed_act("record_add_ons", count=prizes.add_ons - before.add_ons)

    def edit_payouts(self) -> None:
        from floorman.ui.prize_dialogs import PayoutTableDialog

        window = self._window
        if window.clock is None:
            return
        try:
            house = _clock_services().house_payouts(window.feed.desk)
        except StoreUnreachable as error:
            window.refuse(refusal_text(error, window.feed.lang()))
            return
        window.open_dialog(PayoutTableDialog(
            window.clock.payouts, window.feed.lang,
            lambda rows: self._feed_act("set_payouts", rows=rows), house, window))

    def open_clock(self) -> None:
        """The clock screen of the tournament shown, on a screen of its own if there is a
        second one (full screen there), else in a window beside the desk."""
        from PySide6.QtGui import QGuiApplication

        from floorman.ui.clock_screen import ClockWindow

        window = self._window
        if window.tournament_id is None:
            return
        shown = self.clock_window
        if (shown is not None and shiboken6.isValid(shown)
                and getattr(shown, "tournament_id", None) == window.tournament_id):
            shown.show()
            shown.raise_()
            return
        if shown is not None and shiboken6.isValid(shown):
            shown.close()
        screen = ClockWindow(window.feed.desk, window.tournament_id, window.feed.lang(),
                             now=window.feed.now, sound=self.clock_sound)
        screen.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.clock_window = screen
        here = window.screen()
        other = next((each for each in QGuiApplication.screens() if each is not here), None)
        if other is not None:
            screen.setGeometry(other.availableGeometry())
            screen.showFullScreen()
        else:
            screen.show()

    def print_sheet(self, which: str) -> None:
        """The print preview of the structure sheet (``which`` "structure") or the
        payout sheet ("payouts")."""
        from floorman.ui import printing
        from floorman.ui.clock_sheets import clock_document

        window = self._window
        if window.view is None or window.clock is None:
            return
        lang = window.feed.lang()
        try:
            document = clock_document(window.clock, which, lang, window.feed.now())
        except UserError as error:
            window.refuse(refusal_text(error, lang))
            return
        printing.print_preview(document, window)

    # --- words ------------------------------------------------------------------------

    def show_clock(self) -> None:
        """The clock in the status bar: the level and the time left, or why not."""
        if not self._window.isVisible() and self.summary.text():
            return
        clock = self._window.clock
        if clock is None:
            self.summary.clear()
            return
        if not clock.levels:
            self.summary.setText(self.tr("Clock: no structure yet"))
            return
        reading = self._reading()
        if reading is None:
            self.summary.setText(self.tr("Clock: not started"))
            return
        from floorman.tournament.structure import level_numbers

        number = level_numbers(clock.levels)[min(reading.level, len(clock.levels) - 1)]
        where = (self.tr("break") if number is None
                 else self.tr("level {n}").format(n=number))
        if reading.ended:
            text = self.tr("Clock: {where}, time is up").format(where=where)
        elif reading.running:
            text = self.tr("Clock: {where}, {left} left").format(where=where,
                                                                  left=reading.text())
        else:
            text = self.tr("Clock paused: {where}, {left} left").format(
                where=where, left=reading.text())
        self.summary.setText(text)

    def _clock_words(self) -> None:
        """The clock key's words: what it will do now."""
        reading = self._reading()
        clock = self._window.clock
        if clock is None or clock.state is None or reading is None:
            text = self.tr("&Start the clock")
        elif reading.running and not reading.ended:
            text = self.tr("&Pause the clock")
        else:
            text = self.tr("&Resume the clock")
        self.actions_["clock_start_pause"].setText(text)

    def retranslate(self) -> None:
        """The menu's and the actions' words, and the status bar's clock, in the language
        of the windows (the window calls this on its language change)."""
        if self.menu is not None:
            self.menu.setTitle(self.tr("&Clock"))
        texts = {
            "clock_next_level": self.tr("&Next level"),
            "clock_previous_level": self.tr("Pre&vious level"),
            "clock_add_minute": self.tr("&Add a minute"),
            "clock_remove_minute": self.tr("Take a &minute off"),
            "rebuy_sold": self.tr("Re&buy sold"),
            "add_on_sold": self.tr("A&dd-on sold"),
            "edit_structure": self.tr("S&tructure…"),
            "edit_prizes": self.tr("Pri&zes, rebuys and add-ons…"),
            "edit_payouts": self.tr("Pa&yout table…"),
            "open_clock": self.tr("Open the &clock screen"),
            "print_structure": self.tr("Print the str&ucture sheet…"),
            "print_payouts": self.tr("Print the pay&out sheet…"),
        }
        for name, text in texts.items():
            self.actions_[name].setText(text)
        self._clock_words()
        self.show_clock()
