"""Finding a player as the supervisor types: "Jose" finds "José", typos are forgiven.

The roster of every player on file is read once and kept until the floor's version
moves, so each keystroke only runs the fuzzy match (``floor.names.find_players``), even
with 20,000 players on file. Each result says where the player is now: the seat played
or held, the waiting lists and the place on each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QListView, QVBoxLayout, QWidget

from floorman.floor.names import Match, find_players
from floorman.services.desk import Desk
from floorman.services.roster import Roster, read_roster
from floorman.services.views import FloorView
from floorman.store.models import AWAY, HELD
from floorman.text import Lang

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()  # the root, as the default parent of model calls
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
TYPING_PAUSE_MS = 120


class RosterCache:
    """The players on file, read again only when the floor has moved on.

    Args:
        desk: the services' desk.
        version: returns the floor version the window shows now.
    """

    def __init__(self, desk: Desk, version: Callable[[], int]) -> None:
        self._desk = desk
        self._version = version
        self._roster: Roster | None = None

    def roster(self) -> Roster:
        if self._roster is None or self._roster.version < self._version():
            self._roster = read_roster(self._desk)
        return self._roster

    def find(self, query: str, limit: int = 12) -> list[Match]:
        return find_players(query, self.roster().players, limit)

    def name(self, player_id: int) -> str | None:
        return next((name for pid, name, _ in self.roster().players if pid == player_id),
                    None)


class PlayerResultsModel(QAbstractListModel):
    """Players found, each with where they are on the floor now.

    Args:
        view: returns the floor as the window shows it.
        lang: returns the language of the windows.
        parent: the owning object.

    Signals:
        the standard model signals only: ``dataChanged`` when words or times change,
        ``modelReset`` when the rows themselves do.
    """

    def __init__(self, view: Callable[[], FloorView], lang: Callable[[], Lang],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self._lang = lang
        self._matches: list[Match] = []

    def set_matches(self, matches: list[Match]) -> None:
        self.beginResetModel()
        self._matches = matches
        self.endResetModel()

    def refresh(self) -> None:
        if self._matches:
            self.dataChanged.emit(self.index(0), self.index(len(self._matches) - 1))

    def found_at(self, row: int) -> Match | None:
        return self._matches[row] if 0 <= row < len(self._matches) else None

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._matches)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names[PLAYER_ID_ROLE] = QByteArray(b"playerId")
        return names

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._matches):
            return None
        found = self._matches[index.row()]
        if role == PLAYER_ID_ROLE:
            return found.player_id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            where = self.places(found.player_id)
            return f"{found.name}  ·  {where}" if where else found.name
        return None

    def places(self, player_id: int) -> str:
        """Where the player is now: the seat, the hold, the lists."""
        view = self._view()
        places = []
        for table in view.tables:
            for seat in table.seats:
                if seat.player_id != player_id:
                    continue
                if seat.state == HELD:
                    text = self.tr("seat held at table {table}, seat {seat}")
                elif seat.state == AWAY:
                    text = self.tr("away from table {table}, seat {seat}")
                else:
                    text = self.tr("plays table {table}, seat {seat}")
                places.append(text.format(table=table.number, seat=seat.number))
        for game in view.games:
            for entry in view.lists.get(game.id, ()):
                if entry.player_id == player_id:
                    places.append(self.tr("#{position} on {game}").format(
                        position=entry.position, game=game.label(self._lang())))
        return "; ".join(places)


class PlayerSearch(QWidget):
    """A search box and the players it finds.

    Args:
        roster: the players on file.
        view: returns the floor as the window shows it.
        lang: returns the language of the windows.
        rows: how many results show without scrolling.
        parent: the parent widget.

    Signals:
        playerSelected(int): a found player was selected (the player's id).
        playerChosen(int): Enter or a double click on a found player.
    """

    playerSelected = Signal(int)
    playerChosen = Signal(int)

    def __init__(self, roster: RosterCache, view: Callable[[], FloorView],
                 lang: Callable[[], Lang], rows: int = 8,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roster = roster
        self.box = QLineEdit(self)
        self.box.setObjectName("playerSearch")
        self.box.setClearButtonEnabled(True)
        self.box.installEventFilter(self)
        self.model = PlayerResultsModel(view, lang, self)
        self.results = QListView(self)
        self.results.setObjectName("playerResults")
        self.results.setModel(self.model)
        self.results.setUniformItemSizes(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        row_height = self.results.fontMetrics().height() + 10
        self.results.setMinimumHeight(row_height * rows + 6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)
        layout.addWidget(self.results)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(TYPING_PAUSE_MS)
        self._pause.timeout.connect(self.search_now)
        self.box.textEdited.connect(lambda _text: self._pause.start())
        self.box.returnPressed.connect(self._choose_current)
        self.results.activated.connect(lambda index: self._chosen(index.row()))
        self.results.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._selected(current.row()))
        self.retranslate()

    def search_now(self) -> None:
        """Search for what is typed, now (the box waits for a pause in typing)."""
        self._pause.stop()
        self.model.set_matches(self._roster.find(self.box.text()))
        if self.model.rowCount():
            self.results.setCurrentIndex(self.model.index(0))

    def set_text(self, text: str) -> None:
        self.box.setText(text)
        self.search_now()

    def choose(self, player_id: int) -> bool:
        """Show and select the player ``player_id``; False if not on file."""
        name = self._roster.name(player_id)
        if name is None:
            return False
        self.set_text(name)
        for row in range(self.model.rowCount()):
            if self.model.index(row).data(PLAYER_ID_ROLE) == player_id:
                self.results.setCurrentIndex(self.model.index(row))
                return True
        return False

    def selected_player_id(self) -> int | None:
        found = self.model.found_at(self.results.currentIndex().row())
        return found.player_id if found else None

    def selected_name(self) -> str | None:
        found = self.model.found_at(self.results.currentIndex().row())
        return found.name if found else None

    def refresh(self) -> None:
        """The floor changed: the places shown beside each player may have too."""
        self.model.refresh()

    def _selected(self, row: int) -> None:
        found = self.model.found_at(row)
        if found is not None:
            self.playerSelected.emit(found.player_id)

    def _chosen(self, row: int) -> None:
        found = self.model.found_at(row)
        if found is not None:
            self.playerChosen.emit(found.player_id)

    def _choose_current(self) -> None:
        if self._pause.isActive():
            self.search_now()
        self._chosen(max(self.results.currentIndex().row(), 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Up and down in the box walk the results, so the hands stay on the keys.
        if watched is self.box and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()))
            if step is not None and self.model.rowCount():
                row = min(max(self.results.currentIndex().row() + step, 0),
                          self.model.rowCount() - 1)
                self.results.setCurrentIndex(self.model.index(row))
                return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.box.setPlaceholderText(self.tr("Find a player: type part of the name"))
        self.box.setToolTip(self.tr("Accents and small typos do not matter: Jose finds José."))
        self.model.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
