"""The first start: an empty store shows what to do, not a grey floor map.

A floor without tables has nothing to draw, and a new supervisor does not know that
the room starts with a game. The page says so and offers three big buttons: set up a
game, open a table (once there is a game), or load the demo room to try the desk on a
busy floor. It goes away as soon as the floor has a table. On the very first start,
when the desk has just created the store, it also asks at once whether to load the demo
room (``ask_for_demo``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from floorman.services.demo import load_demo
from floorman.services.desk import FloorError
from floorman.services.views import FloorView

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import refusal_text, show_refusal


class FirstStartPage(QWidget):
    """What to do on an empty floor.

    Args:
        feed: the window's link to the desk.
        trigger: runs one of the window's floor actions by name (``add_game``,
            ``open_table``), so the page opens the same dialogs as the menus.
        parent: the parent widget.

    Signals:
        demoLoaded(): the demo room was loaded (the floor was read again).
    """

    demoLoaded = Signal()

    def __init__(self, feed: FloorFeed, trigger: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstStart")
        self.setStyleSheet(
            "QWidget#firstStart { background: #f4f6f8; }"
            "QLabel#firstStartTitle { font-size: 22pt; font-weight: bold; }"
            "QLabel#firstStartText { font-size: 13pt; color: #333b44; }"
            "QLabel#firstStartState { font-size: 12pt; color: #5d6975; }"
            "QPushButton { font-size: 15pt; padding: 14px 22px; text-align: left; }"
            "QPushButton#loadDemo { background: #0b57d0; color: white; border-radius: 6px; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._feed = feed
        self._trigger = trigger
        self._games = 0
        self._title = QLabel(self)
        self._title.setObjectName("firstStartTitle")
        self._text = QLabel(self)
        self._text.setObjectName("firstStartText")
        self._text.setWordWrap(True)
        self.add_game = QPushButton(self)
        self.add_game.setObjectName("setUpGame")
        self.open_table = QPushButton(self)
        self.open_table.setObjectName("openTable")
        self.demo = QPushButton(self)
        self.demo.setObjectName("loadDemo")
        self._state = QLabel(self)
        self._state.setObjectName("firstStartState")
        self._state.setWordWrap(True)
        self.add_game.clicked.connect(lambda: self._trigger("add_game"))
        self.open_table.clicked.connect(lambda: self._trigger("open_table"))
        self.demo.clicked.connect(self.load_demo)
        column = QVBoxLayout(self)
        column.setContentsMargins(60, 40, 60, 40)
        column.setSpacing(14)
        column.addStretch(1)
        column.addWidget(self._title)
        column.addWidget(self._text)
        column.addSpacing(12)
        for button in (self.add_game, self.open_table, self.demo):
            button.setMinimumWidth(420)
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self._state)
        column.addStretch(2)
        self.retranslate()

    def set_view(self, view: FloorView) -> None:
        """Follow the floor: a table can be opened once a game is set up."""
        self._games = len(view.games)
        self.open_table.setEnabled(bool(view.games))
        self.demo.setEnabled(not view.games)
        self._retell()

    def load_demo(self) -> None:
        """Fill the empty store with the demo room and show it."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            load_demo(self._feed.desk)
        except FloorError as error:
            QGuiApplication.restoreOverrideCursor()
            show_refusal(self, self.tr("Not done"), refusal_text(error, self._feed.lang()))
            return
        QGuiApplication.restoreOverrideCursor()
        self._feed.reload()
        self.demoLoaded.emit()

    def _retell(self) -> None:
        self.open_table.setToolTip("" if self._games else
                                   self.tr("Set up a game first: a table deals one game."))
        if self._games:
            self._state.setText(
                self.tr("1 game set up. Open a table for it to start the floor.")
                if self._games == 1 else
                self.tr("{count} games set up. Open a table to start the floor.").format(
                    count=self._games))
        else:
            self._state.setText(self.tr("The demo room fills only an empty store: use it to "
                                        "try the desk, then start a new store for the room."))

    def retranslate(self) -> None:
        self._title.setText(self.tr("The floor is empty"))
        self._text.setText(self.tr(
            "A room starts with the games it spreads (hold'em 1/2, Omaha...) and the tables "
            "that deal them. Set up a game, open a table for it, and the floor map appears "
            "here. To look around first, load the demo room."))
        self.add_game.setText(self.tr("1.  Set up a game  (Ctrl+G)"))
        self.open_table.setText(self.tr("2.  Open a table  (Ctrl+T)"))
        self.demo.setText(self.tr("Load the demo room"))
        self._retell()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def ask_for_demo(page: FirstStartPage, parent: QWidget) -> QMessageBox:
    """Ask, over ``parent``, whether to fill the store just created with the demo room
    (``page`` loads it); an empty floor is the default, since a room being set up for
    real must not fill with demo players by a stray Enter. Returns the open question."""
    title = QCoreApplication.translate("FirstStartPage", "A new store")
    question = QCoreApplication.translate(
        "FirstStartPage",
        "floorman has created a new, empty store for this room. Load the demo room to try "
        "the desk on a busy floor? It is for trying only: for the room itself, start a new "
        "store.")
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("askForDemo")
    demo = box.addButton(QCoreApplication.translate("FirstStartPage", "Load the demo room"),
                         QMessageBox.ButtonRole.AcceptRole)
    empty = box.addButton(QCoreApplication.translate("FirstStartPage",
                                                     "Start with an empty floor"),
                          QMessageBox.ButtonRole.RejectRole)
    demo.setObjectName("loadDemo")
    empty.setObjectName("emptyFloor")
    box.setDefaultButton(empty)
    box.setEscapeButton(empty)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(lambda button: page.load_demo() if button is demo else None)
    box.open()
    return box
