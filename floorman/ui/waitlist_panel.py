"""The waiting lists beside the floor map: one branch per game, players in order.

The panel keeps what the supervisor was looking at (the selected player, the lists
left open or folded) when the floor is read again or the language switches.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QPoint, Qt, Signal
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeView, QVBoxLayout, QWidget

from floorman.services.views import EntryView, FloorView
from floorman.text import Lang

from floorman.ui.waitlist_model import NAME, NOTES, WAITED, WaitlistModel, WaitlistRole


class WaitlistPanel(QWidget):
    """The waiting lists of every game.

    Args:
        clock: the desk's clock, for waiting times.
        lang: returns the language of the windows.
        parent: the parent widget.

    Signals:
        entrySelected(int, int): the entry id and player id now selected.
        menuRequested(QPoint): the actions of the selected entry are wanted at a
            global position.
    """

    entrySelected = Signal(int, int)
    menuRequested = Signal(QPoint)

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = WaitlistModel(clock, lang, self)
        self._title = QLabel(self)
        self._title.setObjectName("panelTitle")
        self.tree = QTreeView(self)
        self.tree.setObjectName("waitlists")
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(NOTES, QHeaderView.ResizeMode.Stretch)
        # The "waited" column is as wide as its widest possible text, set once per
        # language: sizing it to its contents measured the rows and redrew the header
        # after every action that changed a list.
        header.setSectionResizeMode(WAITED, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(NAME, 205)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self.tree)
        self._folded: set[int] = set()
        self._selected_entry: int | None = None
        self._selected_game: int | None = None
        self.model.modelAboutToBeReset.connect(self._remember)
        self.model.modelReset.connect(self._restore)
        selection = self.tree.selectionModel()
        selection.currentRowChanged.connect(self._current_changed)
        self.tree.collapsed.connect(self._on_collapsed)
        self.tree.expanded.connect(self._on_expanded)
        self.retranslate()

    def set_view(self, view: FloorView) -> None:
        self.model.set_view(view)

    def tick(self) -> None:
        """Waiting times moved on."""
        self.model.tick()

    def selected_entry(self) -> EntryView | None:
        return self.model.entry(self.tree.currentIndex())

    def selected_game_id(self) -> int | None:
        game = self.model.game(self.tree.currentIndex())
        return game.id if game else None

    def select_entry(self, entry_id: int) -> bool:
        index = self.model.entry_index(entry_id)
        if not index.isValid():
            return False
        self.tree.expand(index.parent())
        self.tree.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.tree.scrollTo(index)
        return True

    def _on_collapsed(self, index: QModelIndex) -> None:
        game_id = index.data(WaitlistRole.GAME_ID)
        if game_id is not None:
            self._folded.add(game_id)

    def _on_expanded(self, index: QModelIndex) -> None:
        self._folded.discard(index.data(WaitlistRole.GAME_ID))

    def _remember(self) -> None:
        current = self.tree.currentIndex().siblingAtColumn(0)
        self._selected_entry = current.data(WaitlistRole.ENTRY_ID)
        self._selected_game = current.data(WaitlistRole.GAME_ID)

    def _restore(self) -> None:
        blocked = self.tree.blockSignals(True)
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            self.tree.setExpanded(index, index.data(WaitlistRole.GAME_ID) not in self._folded)
        self.tree.blockSignals(blocked)
        if self._selected_entry is not None and self.select_entry(self._selected_entry):
            return
        if self._selected_game is not None:
            index = self.model.game_index(self._selected_game)
            if index.isValid():
                self.tree.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        entry = self.model.entry(current)
        if entry is not None:
            self.entrySelected.emit(entry.id, entry.player_id)

    def _menu(self, point: QPoint) -> None:
        index = self.tree.indexAt(point)
        if index.isValid():
            self.tree.setCurrentIndex(index)
            if self.model.entry(index) is not None:
                self.menuRequested.emit(self.tree.viewport().mapToGlobal(point))

    def retranslate(self) -> None:
        self._title.setText(self.tr("Waiting lists"))
        self.model.refresh()
        widest = max(self.tree.fontMetrics().horizontalAdvance(text) for text in (
            self.model.waited(999),
            str(self.model.headerData(WAITED, Qt.Orientation.Horizontal))))
        self.tree.header().resizeSection(WAITED, widest + 24)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
