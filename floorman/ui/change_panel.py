"""The table-change requests: seated players who asked to move within their game.

A request comes before the waiting list when a seat opens in the same game (RRoP
2.iii.12), so the floor keeps them in sight, oldest first.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from floorman.services.views import ChangeView, FloorView
from floorman.text import Lang

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()  # the root, as the default parent of model calls
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class TableChangeModel(QAbstractTableModel):
    """Table-change requests, oldest first.

    Args:
        clock: the desk's clock, for how long each player has been waiting to move.
        lang: returns the language of the windows, for game names.
        parent: the owning object.

    Signals:
        the standard model signals only: ``dataChanged`` when words or times change,
        ``modelReset`` when the rows themselves do.
    """

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._lang = lang
        self._changes: tuple[ChangeView, ...] = ()
        self._games: dict[int, str] = {}
        self._view: FloorView | None = None

    def set_view(self, view: FloorView) -> None:
        unchanged = self._view is not None and view.changes is self._changes \
            and view.games == self._view.games
        self._view = view
        if unchanged:
            return  # a refresh from the audit log keeps the very same requests
        if tuple(c.player_id for c in view.changes) != tuple(c.player_id
                                                             for c in self._changes):
            self.beginResetModel()
            self._changes = view.changes
            self.endResetModel()
        else:
            self._changes = view.changes
            self.refresh()

    def refresh(self) -> None:
        if self._changes:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._changes) - 1, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def change(self, row: int) -> ChangeView | None:
        return self._changes[row] if 0 <= row < len(self._changes) else None

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._changes)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else 4

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names[PLAYER_ID_ROLE] = QByteArray(b"playerId")
        return names

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = [self.tr("Player"), self.tr("Game"), self.tr("From → to"), self.tr("Asked")]
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._changes):
            return None
        change = self._changes[index.row()]
        if role == PLAYER_ID_ROLE:
            return change.player_id
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = index.column()
        if column == 0:
            return change.name
        if column == 1:
            if self._view is None:
                return ""
            return next((g.label(self._lang()) for g in self._view.games
                         if g.id == change.game_id), "")
        if column == 2:
            target = str(change.to_table) if change.to_table else self.tr("any table")
            return self.tr("{source} → {target}").format(source=change.from_table,
                                                         target=target)
        minutes = max(0, int((self._clock() - change.requested_at).total_seconds() // 60))
        return self.tr("{minutes} min ago").format(minutes=minutes)


class ChangePanel(QWidget):
    """The table-change requests beside the waiting lists.

    Args:
        clock: the desk's clock.
        lang: returns the language of the windows.
        parent: the parent widget.

    Signals:
        playerSelected(int): the player of the selected request.
        menuRequested(QPoint): the request's actions are wanted at a global position.
    """

    playerSelected = Signal(int)
    menuRequested = Signal(QPoint)

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TableChangeModel(clock, lang, self)
        self._title = QLabel(self)
        self._title.setObjectName("panelTitle")
        self.table = QTableView(self)
        self.table.setObjectName("tableChanges")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(0)  # the rows on screen, not every request
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self.table)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.retranslate()

    def set_view(self, view: FloorView) -> None:
        player = self.selected_player_id()
        self.model.set_view(view)
        if player is not None:
            self.select_player(player)

    def tick(self) -> None:
        self.model.refresh()

    def selected_player_id(self) -> int | None:
        change = self.model.change(self.table.currentIndex().row())
        return change.player_id if change else None

    def select_player(self, player_id: int) -> bool:
        for row in range(self.model.rowCount()):
            if self.model.index(row, 0).data(PLAYER_ID_ROLE) == player_id:
                self.table.selectRow(row)
                return True
        return False

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        change = self.model.change(current.row())
        if change is not None:
            self.playerSelected.emit(change.player_id)

    def _menu(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        if index.isValid():
            self.table.selectRow(index.row())
            self.menuRequested.emit(self.table.viewport().mapToGlobal(point))

    def retranslate(self) -> None:
        self._title.setText(self.tr("Table-change requests"))
        self.model.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
