"""The dealer station: the rulebook and the rulings assistant, read-only, in large type.

Dealers stand at a station and need "is this a call or a raise?" answered in seconds,
in Spanish or English, with the rule behind it. This window offers exactly that: a
Rulebook tab (search and browse) and a Rulings tab (the walk-throughs, without the
record form), linked both ways (a rule cited in a ruling opens in the rulebook, a
walk-through named in an entry starts in the assistant), and an EN / ES switch (also
F12, as at the desk); Ctrl+Q closes it, as its window's close button does. It has no
floor action, no undo, no printing of floor sheets:
anything that would write is absent, not disabled, and the store it is given is
opened read-only besides. The house's rules profile is read from the store.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QSizePolicy,
    QTabWidget,
    QToolBar,
    QWidget,
)

from floorman.services.desk import Desk
from floorman.services.rulings import ruling_house
from floorman.text import Lang

from floorman.ui.assistant import Assistant
from floorman.ui.language import Language
from floorman.ui.rulebook_browser import RulebookBrowser

SWITCH_LANGUAGE = "F12"  # the same key as at the desk
FIND = "Ctrl+F"
QUIT = "Ctrl+Q"  # as at the desk


def dealer_style_sheet() -> str:
    """The station's stylesheet: everything large, read standing up."""
    folder = resources.files("floorman.resources")
    return (folder / "dealer.qss").read_text(encoding="utf-8")


class DealerWindow(QMainWindow):
    """The read-only station for dealers.

    Args:
        desk: the services' desk, on a store opened read-only.
        language: the application's language, switchable at run time.
        parent: the parent widget.

    Signals:
        (none; the tabs talk to each other inside the window.)
    """

    def __init__(self, desk: Desk, language: Language, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealerWindow")
        self.setStyleSheet(dealer_style_sheet())
        self.desk = desk
        self.language = language

        self.browser = RulebookBrowser(desk, self.lang(), self)
        profile, house = ruling_house(desk)
        self.assistant = Assistant(self.lang(), profile=profile, house=house, recorder=None,
                                   parent=self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("dealerTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.browser, "")
        self.tabs.addTab(self.assistant, "")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("dealerToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.toggleViewAction().setVisible(False)  # no menu to hide it by mistake
        self.toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.banner = QLabel(self)
        self.banner.setObjectName("dealerBanner")
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.toolbar.addWidget(self.banner)
        self.toolbar.addWidget(spacer)
        self.languages = QActionGroup(self)
        self.language_actions: dict[Lang, QAction] = {}
        choices: tuple[tuple[Lang, str], ...] = (("en", "EN"), ("es", "ES"))
        for lang, words in choices:
            action = QAction(words, self)
            action.setObjectName(f"dealer_lang_{lang}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, to=lang: self.language.switch(to))
            self.languages.addAction(action)
            self.toolbar.addAction(action)
            self.language_actions[lang] = action
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.switch_language = QAction(self)
        self.switch_language.setObjectName("dealer_switch_language")
        self.switch_language.setShortcut(QKeySequence(SWITCH_LANGUAGE))
        self.switch_language.triggered.connect(lambda _checked=False: self.language.toggle())
        self.find_action = QAction(self)
        self.find_action.setObjectName("dealer_find")
        self.find_action.setShortcut(QKeySequence(FIND))
        self.find_action.triggered.connect(lambda _checked=False: self.focus_search())
        self.quit_action = QAction(self)
        self.quit_action.setObjectName("dealer_quit")
        self.quit_action.setShortcut(QKeySequence(QUIT))
        # The station may be opened beside other windows; it closes only itself.
        self.quit_action.triggered.connect(lambda _checked=False: self.close())
        self.addActions([self.switch_language, self.find_action, self.quit_action])

        self.assistant.ruleActivated.connect(self.show_rule)
        self.browser.walkthroughRequested.connect(self.start_walkthrough)
        self.language.changed.connect(self._language_changed)

        room = self.screen().availableGeometry()
        self.resize(min(1500, room.width() - 40), min(950, room.height() - 60))
        self.retranslate()
        self.browser.search_box.setFocus(Qt.FocusReason.OtherFocusReason)

    def lang(self) -> Lang:
        return self.language.lang

    # --- the two tabs, linked ---------------------------------------------------------

    def show_rule(self, rule_id: str) -> None:
        """Open the Rulebook tab on ``rule_id`` (a rule cited in a ruling)."""
        self.tabs.setCurrentWidget(self.browser)
        self.browser.show_rule(rule_id)

    def start_walkthrough(self, walkthrough_id: str | None = None) -> None:
        """Open the Rulings tab on ``walkthrough_id`` (the list of them when None)."""
        self.tabs.setCurrentWidget(self.assistant)
        self._refresh_profile()
        self.assistant.start(walkthrough_id)

    def focus_search(self) -> None:
        self.tabs.setCurrentWidget(self.browser)
        self.browser.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.browser.search_box.selectAll()

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.assistant:
            self._refresh_profile()

    def _refresh_profile(self) -> None:
        # The desk may have changed the house's profile since the station opened.
        self.assistant.set_profile(*ruling_house(self.desk, self.assistant.profile,
                                                 self.assistant.house))

    # --- language ---------------------------------------------------------------------

    def _language_changed(self, lang: str) -> None:
        chosen: Lang = "es" if lang == "es" else "en"
        self.browser.set_language(chosen)
        self.assistant.set_language(chosen)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("floorman: rulings for dealers"))
        self.tabs.setTabText(0, self.tr("Rulebook"))
        self.tabs.setTabText(1, self.tr("Rulings"))
        self.banner.setText(self.tr("Dealer station · read only"))
        self.switch_language.setText(self.tr("Switch language"))
        self.find_action.setText(self.tr("Search the rulebook"))
        self.quit_action.setText(self.tr("Close the station"))
        for lang, action in self.language_actions.items():
            action.setToolTip(self.tr("English (F12 switches)") if lang == "en"
                              else self.tr("Spanish (F12 switches)"))
        self.language_actions[self.lang()].setChecked(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "banner"):
            self.retranslate()
        super().changeEvent(event)
