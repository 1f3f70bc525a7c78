"""The waiting lists as a Qt item model: one branch per game, its players in order.

The model reads the plain ``FloorView``: each game is a top-level row ("1/2 NL
Hold'em · 4 waiting"), its list entries are the children in waiting-list order. The
notes column marks what the floor must know at a glance: a call-in not yet here, a
reservation deposit, a player called to a seat, the calls a player missed, a player
who plays another game meanwhile. Named roles give views and tests the plain values.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from floorman.services.views import EntryView, FloorView, GameView
from floorman.store.models import HELD
from floorman.text import Lang, amount_text

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()  # the root, as the default parent of model calls
TOP = 0  # internal id of game rows; entry rows carry their game's row + 1


class WaitlistRole(IntEnum):
    """The plain values behind each row, for views and tests."""

    KIND = Qt.ItemDataRole.UserRole + 1  # "game" or "entry"
    GAME_ID = Qt.ItemDataRole.UserRole + 2
    ENTRY_ID = Qt.ItemDataRole.UserRole + 3
    PLAYER_ID = Qt.ItemDataRole.UserRole + 4
    POSITION = Qt.ItemDataRole.UserRole + 5
    CALL_IN = Qt.ItemDataRole.UserRole + 6
    DEPOSIT = Qt.ItemDataRole.UserRole + 7
    CALLED = Qt.ItemDataRole.UserRole + 8
    PASSES = Qt.ItemDataRole.UserRole + 9
    PLAYING_AT = Qt.ItemDataRole.UserRole + 10
    WAITING = Qt.ItemDataRole.UserRole + 11  # players on a game's list


ROLE_NAMES = {
    WaitlistRole.KIND: b"kind",
    WaitlistRole.GAME_ID: b"gameId",
    WaitlistRole.ENTRY_ID: b"entryId",
    WaitlistRole.PLAYER_ID: b"playerId",
    WaitlistRole.POSITION: b"position",
    WaitlistRole.CALL_IN: b"callIn",
    WaitlistRole.DEPOSIT: b"deposit",
    WaitlistRole.CALLED: b"called",
    WaitlistRole.PASSES: b"passes",
    WaitlistRole.PLAYING_AT: b"playingAt",
    WaitlistRole.WAITING: b"waiting",
}

NAME, NOTES, WAITED = range(3)
CALL_IN_INK = QColor("#7a4f00")
CALLED_INK = QColor("#0b57d0")
GAME_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
ENTRY_FLAGS = GAME_FLAGS | Qt.ItemFlag.ItemNeverHasChildren
WAITED_ALIGNMENT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class WaitlistModel(QAbstractItemModel):
    """The waiting lists of every game, as a two-level tree.

    Args:
        clock: the desk's clock, for how long each player has waited.
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
        self._games: tuple[GameView, ...] = ()
        self._lists: list[tuple[EntryView, ...]] = []
        self._called_to: dict[int, tuple[int, int]] = {}  # player -> (table, seat) held
        self._passes_kept = 0

    def set_view(self, view: FloorView) -> None:
        """Show the lists of ``view``; rows are reset only if the lists' shape changed."""
        lists = [view.lists.get(g.id, ()) for g in view.games]
        called_to = {
            seat.player_id: (table.number, seat.number)
            for table in view.tables for seat in table.seats
            if seat.state == HELD and seat.player_id is not None
        }
        if (tuple(g.id for g in view.games) == tuple(g.id for g in self._games)
                and view.house.passes_kept == self._passes_kept):
            self._follow(view.games, lists, called_to)
            return
        self.beginResetModel()
        self._games, self._lists = view.games, lists
        self._called_to, self._passes_kept = called_to, view.house.passes_kept
        self.endResetModel()

    def _follow(self, games: tuple[GameView, ...], lists: list[tuple[EntryView, ...]],
                called_to: dict[int, tuple[int, int]]) -> None:
        """Take the new lists of the same games row by row: rows that left are removed,
        rows that came are inserted, rows that changed say so; the rest stay untouched
        (no reset, so views keep their selection and scroll without redrawing it all)."""
        moved = {p for p in called_to.keys() ^ self._called_to.keys()} | {
            p for p, at in called_to.items() if self._called_to.get(p, at) != at}
        self._called_to = called_to
        last = self.columnCount() - 1
        for row, (game, new) in enumerate(zip(games, lists, strict=True)):
            old_game, old = self._games[row], self._lists[row]
            if game != old_game:
                self._games = (*self._games[:row], game, *self._games[row + 1:])
                self.dataChanged.emit(self.index(row, 0), self.index(row, last))
            if new is old and not moved:
                continue
            parent = self.index(row, 0)
            new_ids = [e.id for e in new]
            kept = set(new_ids)
            current = list(old)
            for position in range(len(current) - 1, -1, -1):
                if current[position].id not in kept:
                    self.beginRemoveRows(parent, position, position)
                    del current[position]
                    self._lists[row] = tuple(current)
                    self.endRemoveRows()
            if [e.id for e in current] != [i for i in new_ids if i in
                                          {e.id for e in current}]:
                # The order changed (a call-in checked in): a reset, which is rare.
                self.beginResetModel()
                self._games, self._lists[row] = games, new
                self.endResetModel()
                return
            for position, entry in enumerate(new):
                if position >= len(current) or current[position].id != entry.id:
                    self.beginInsertRows(parent, position, position)
                    current.insert(position, entry)
                    self._lists[row] = tuple(current)
                    self.endInsertRows()
            changed = [position for position, entry in enumerate(new)
                       if entry != current[position] or entry.player_id in moved]
            self._lists[row] = new
            if changed:
                self.dataChanged.emit(self.index(changed[0], 0, parent),
                                      self.index(changed[-1], last, parent))
            if len(new) != len(old):
                self.dataChanged.emit(parent, self.index(row, last))

    def refresh(self) -> None:
        """Tell views every text may have changed (language, waiting times)."""
        last = self.columnCount() - 1
        if self._games:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._games) - 1, last))
        for row, entries in enumerate(self._lists):
            if entries:
                parent = self.index(row, 0)
                self.dataChanged.emit(self.index(0, 0, parent),
                                      self.index(len(entries) - 1, last, parent))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, last)

    def game_index(self, game_id: int) -> QModelIndex:
        for row, game in enumerate(self._games):
            if game.id == game_id:
                return self.index(row, 0)
        return QModelIndex()

    def entry_index(self, entry_id: int) -> QModelIndex:
        for row, entries in enumerate(self._lists):
            for position, entry in enumerate(entries):
                if entry.id == entry_id:
                    return self.index(position, 0, self.index(row, 0))
        return QModelIndex()

    def entry(self, index: Index) -> EntryView | None:
        if not index.isValid() or index.internalId() == TOP:
            return None
        return self._lists[index.internalId() - 1][index.row()]

    def game(self, index: Index) -> GameView | None:
        if not index.isValid():
            return None
        row = index.row() if index.internalId() == TOP else index.internalId() - 1
        return self._games[row]

    # --- QAbstractItemModel ---------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = NO_PARENT) -> QModelIndex:
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, TOP)
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: Index = NO_PARENT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == TOP:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, TOP)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if not parent.isValid():
            return len(self._games)
        if parent.internalId() != TOP or parent.column() != 0:
            return 0
        return len(self._lists[parent.row()])

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 3

    def flags(self, index: Index) -> Qt.ItemFlag:
        # Asked for every visible cell on every repaint: the flags are constants, since
        # combining Qt's Python enums costs more than the rest of the call.
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return GAME_FLAGS if index.internalId() == TOP else ENTRY_FLAGS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = {NAME: self.tr("Player"), NOTES: self.tr("Notes"), WAITED: self.tr("Waited")}
        return titles.get(section)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        for role, name in ROLE_NAMES.items():
            names[int(role)] = QByteArray(name)
        return names

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == TOP:
            return self._game_data(index.row(), index.column(), role)
        entry = self._lists[index.internalId() - 1][index.row()]
        return self._entry_data(entry, index.column(), role)

    def _game_data(self, row: int, column: int, role: int) -> Any:
        game = self._games[row]
        waiting = len(self._lists[row])
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return game.label(self._lang())
            if column == NOTES:
                return self.tr("nobody waiting") if not waiting else \
                    self.tr("%n waiting", "", waiting)
            return None
        if role == Qt.ItemDataRole.FontRole and column == NAME:
            font = QFont()
            font.setBold(True)
            return font
        return {
            WaitlistRole.KIND: "game",
            WaitlistRole.GAME_ID: game.id,
            WaitlistRole.WAITING: waiting,
        }.get(WaitlistRole(role)) if role in ROLE_NAMES else None

    def waited(self, minutes: int) -> str:
        """How long a player has waited, as the Waited column shows it."""
        return self.tr("{minutes} min").format(minutes=minutes)

    def _entry_data(self, entry: EntryView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return f"{entry.position}. {entry.name}"
            if column == NOTES:
                return self.notes(entry)
            return self.waited(max(0, int((self._clock() - entry.joined_at).total_seconds() // 60)))
        if role == Qt.ItemDataRole.ToolTipRole:
            notes = self.notes(entry)
            return f"{entry.name}: {notes}" if notes else entry.name
        if role == Qt.ItemDataRole.ForegroundRole:
            if entry.called_at is not None:
                return CALLED_INK
            if entry.call_in:
                return CALL_IN_INK
            return None
        if role == Qt.ItemDataRole.FontRole and (entry.call_in or entry.called_at):
            font = QFont()
            font.setItalic(entry.call_in)
            font.setBold(entry.called_at is not None)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == WAITED:
            return WAITED_ALIGNMENT
        if role not in ROLE_NAMES:
            return None
        return {
            WaitlistRole.KIND: "entry",
            WaitlistRole.GAME_ID: entry.game_id,
            WaitlistRole.ENTRY_ID: entry.id,
            WaitlistRole.PLAYER_ID: entry.player_id,
            WaitlistRole.POSITION: entry.position,
            WaitlistRole.CALL_IN: entry.call_in,
            WaitlistRole.DEPOSIT: str(entry.deposit) if entry.deposit is not None else None,
            WaitlistRole.CALLED: entry.called_at is not None,
            WaitlistRole.PASSES: entry.passes,
            WaitlistRole.PLAYING_AT: entry.playing_at,
        }.get(WaitlistRole(role))

    def notes(self, entry: EntryView) -> str:
        """What the floor must know about a list entry, in the current language."""
        notes = []
        if entry.called_at is not None:
            seat = self._called_to.get(entry.player_id)
            notes.append(self.tr("called to table {table}, seat {seat}").format(
                table=seat[0], seat=seat[1]) if seat else self.tr("called"))
        if entry.call_in:
            notes.append(self.tr("call-in, not here yet"))
        if entry.deposit is not None:
            notes.append(self.tr("deposit {amount}").format(amount=amount_text(entry.deposit)))
        if entry.passes:
            notes.append(self.tr("missed {passes} of {kept} calls").format(
                passes=entry.passes, kept=self._passes_kept))
        if entry.playing_at is not None:
            notes.append(self.tr("plays at table {table}").format(table=entry.playing_at))
        return "; ".join(notes)
