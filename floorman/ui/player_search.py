"""Finding a player as the supervisor types: "Jose" finds "José", typos are forgiven.

The roster of every player on file is read once and kept until the floor's version
moves, so each keystroke only runs the fuzzy match (``floor.names.find_players``), even
with 20,000 players on file. Players are found by name, nickname or phone. Each result
says where the player is now: the seat played or held, the waiting lists and the place
on each.

A search that acts on the player (seating, holding, listing) never preselects a name
that only looks like the one typed: "Ramiro Ortega" must not become "Alberto Ortega"
on a hurried Enter. Where a walk-in may be new, the name typed is itself a choice,
"New player: Ramiro Ortega", first unless that exact name is on file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

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
from PySide6.QtGui import QFont, QKeyEvent
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
NEW_NAME_ROLE = Qt.ItemDataRole.UserRole + 2
TYPING_PAUSE_MS = 120

# What the search preselects as the supervisor types: the first result (finding a
# player to look at), only a sure one (acting on the player), or a sure one or else the
# name typed as a new player (putting someone on a list).
Pick = Literal["first", "sure", "sure_or_new"]


@dataclass(frozen=True)
class NewName:
    """The name typed, offered as a player to put on file."""

    name: str


def sure(found: Match) -> bool:
    """The player typed, not one who only looks like them: the whole name or number,
    or the start of a name."""
    return found.how != "near"


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
        return next((row[1] for row in self.roster().players if row[0] == player_id), None)


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
        self._matches: list[Match | NewName] = []
        self._bold = QFont()
        self._bold.setBold(True)  # the new-player row stands apart from those on file

    def set_matches(self, matches: list[Match | NewName]) -> None:
        self.beginResetModel()
        self._matches = matches
        self.endResetModel()

    def refresh(self) -> None:
        if self._matches:
            self.dataChanged.emit(self.index(0), self.index(len(self._matches) - 1))

    def found_at(self, row: int) -> Match | None:
        """The player on file shown in ``row`` (None for the new-player row)."""
        found = self.row_at(row)
        return found if isinstance(found, Match) else None

    def row_at(self, row: int) -> Match | NewName | None:
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
        if isinstance(found, NewName):
            if role == NEW_NAME_ROLE:
                return found.name
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("New player: {name}").format(name=found.name)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Put {name} on file as a new player.").format(name=found.name)
            if role == Qt.ItemDataRole.FontRole:
                return self._bold
            return None
        if role == PLAYER_ID_ROLE:
            return found.player_id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            name = f"{found.name} “{found.nickname}”" if found.nickname else found.name
            where = self.places(found.player_id)
            return f"{name}  ·  {where}" if where else name
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
        pick: what to preselect as the supervisor types (see ``Pick``).

    Signals:
        playerSelected(int): a found player was selected (the player's id).
        playerChosen(int): Enter or a double click on a found player.
    """

    playerSelected = Signal(int)
    playerChosen = Signal(int)

    def __init__(self, roster: RosterCache, view: Callable[[], FloorView],
                 lang: Callable[[], Lang], rows: int = 8,
                 parent: QWidget | None = None, *, pick: Pick = "first") -> None:
        super().__init__(parent)
        self._roster = roster
        self._pick = pick
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
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.addWidget(self.box)
        self._column.addWidget(self.results)
        self.setFocusProxy(self.box)
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
        typed = self.box.text()
        matches: list[Match | NewName] = list(self._roster.find(typed))
        if self._pick == "sure_or_new" and any(ch.isalpha() for ch in typed) and not any(
                isinstance(m, Match) and m.how == "exact" for m in matches):
            # The service refuses a second player of the same name, so the name typed
            # is offered only when it is not on file: first, before anyone alike.
            matches.insert(0, NewName(" ".join(typed.split())))
        self.model.set_matches(matches)
        first = self.model.row_at(0)
        self.results.setCurrentIndex(
            self.model.index(0) if first is not None and self._preselects(first)
            else NO_PARENT)

    def _preselects(self, first: Match | NewName) -> bool:
        if self._pick == "first" or isinstance(first, NewName):
            return True
        if self._pick == "sure":
            return sure(first)
        # Listing a walk-in: only the very name or number typed; the start of a name
        # is as likely a new player with the same first name.
        return first.how in ("exact", "phone")

    def add_below(self, widget: QWidget) -> None:
        """Show ``widget`` under the results (a dialog's word on the choice)."""
        self._column.addWidget(widget)

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

    def selected_new_name(self) -> str | None:
        """The name typed, when "New player" is the choice selected."""
        found = self.model.row_at(self.results.currentIndex().row())
        return found.name if isinstance(found, NewName) else None

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
        row = self.results.currentIndex().row()
        if self._pick == "first":
            row = max(row, 0)
        self._chosen(row)

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
