"""The desk's rulings window: settle a dispute, the rulings log and the rulebook.

Three tabs in one window beside the floor: the assistant (with the record form), the
log of past rulings and the rulebook. A cited rule on a ruling opens the rulebook at
that rule; a walk-through named on a rulebook entry opens the assistant on it; a
recorded ruling appears in the log at once. Started from a table, the assistant fills
in the table's game, stakes and seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from floorman.services.desk import Desk
from floorman.services.rulings import ruling_house
from floorman.services.views import EMPTY, FloorView, TableView
from floorman.text import Lang

from floorman.ui.assistant import Assistant
from floorman.ui.language import Language
from floorman.ui.main_window import style_sheet
from floorman.ui.rulebook_browser import RulebookBrowser
from floorman.ui.ruling_record import Recorder
from floorman.ui.rulings_log import RulingsLog

ASSISTANT, LOG, RULEBOOK = range(3)


def table_context(view: FloorView, table: TableView) -> dict[str, Any]:
    """What the assistant can fill in from a table: its game, stakes and seats."""
    game = view.game(table.game_id)
    context: dict[str, Any] = {
        "table_number": table.number, "game": game.variant, "betting": game.betting,
        "seats": len(table.seats), "players": table.players, "chip": game.smallest_chip,
        "seated": {seat.number: seat.name for seat in table.seats
                   if seat.state != EMPTY and seat.name},
    }
    small, big = Decimal(game.stake_small), Decimal(game.stake_big)
    if game.betting == "limit":
        context.update(small_bet=small, big_bet=big)
    else:
        context.update(small_blind=small, big_blind=big)
    return context


class RulingsWindow(QWidget):
    """The assistant, the log and the rulebook, in tabs; one per desk window."""

    def __init__(self, desk: Desk, language: Language, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rulingsWindow")
        self.setStyleSheet(style_sheet())
        self.desk = desk
        self.language = language
        lang = language.lang
        self.tabs = QTabWidget()
        profile, house = ruling_house(desk)
        self.assistant = Assistant(lang, profile=profile, house=house,
                                   recorder=Recorder(desk, settings), parent=self)
        self.log = RulingsLog(desk, lang, self)
        self.rulebook = RulebookBrowser(desk, lang, self)
        for widget in (self.assistant, self.log, self.rulebook):
            self.tabs.addTab(widget, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        self.assistant.ruleActivated.connect(self.show_rule)
        self.assistant.recorded.connect(self._recorded)
        self.rulebook.walkthroughRequested.connect(lambda walk_id: self.settle(walk_id))
        self.tabs.currentChanged.connect(self._tab_changed)
        language.changed.connect(lambda _lang: self.set_language(language.lang))
        QShortcut(QKeySequence("Escape"), self, self.close)
        self.resize(1280, 860)
        self.set_language(lang)

    def settle(self, walkthrough_id: str | None = None,
               context: Mapping[str, Any] | None = None) -> None:
        """Open the assistant: on ``walkthrough_id``, or on the list of disputes."""
        self.tabs.setCurrentIndex(ASSISTANT)
        self.assistant.set_profile(*ruling_house(self.desk))
        self.assistant.start(walkthrough_id, context if context is not None
                             else self.assistant.context)
        self._raise()

    def show_log(self) -> None:
        self.tabs.setCurrentIndex(LOG)
        self.log.refresh()
        self._raise()

    def show_rule(self, rule_id: str | None = None) -> None:
        self.tabs.setCurrentIndex(RULEBOOK)
        if rule_id:
            self.rulebook.show_rule(rule_id)
        else:
            self.rulebook.search_box.setFocus()
        self._raise()

    def _raise(self) -> None:
        self.show()
        self.raise_()
        self.activateWindow()

    def _recorded(self, ruling_id: int) -> None:
        self.log.refresh()
        self.log.select_ruling(ruling_id)

    def _tab_changed(self, index: int) -> None:
        if index == LOG:
            self.log.refresh()

    def set_language(self, lang: Lang) -> None:
        self.setWindowTitle(self.tr("floorman: rulings"))
        for index, text in enumerate((self.tr("Settle a dispute"), self.tr("Rulings log"),
                                      self.tr("Rulebook"))):
            self.tabs.setTabText(index, text)
        self.assistant.set_language(lang)
        self.log.set_language(lang)
        self.rulebook.set_language(lang)
