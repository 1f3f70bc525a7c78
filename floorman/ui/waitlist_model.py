"""The waiting lists as a Qt item model: one branch per game, its players in order.

The model reads the plain ``FloorView``: each game is a top-level row ("1/2 NL
Hold'em · 4 waiting"), its list entries are the children in waiting-list order. The
notes column marks what the floor must know at a glance: a call-in not yet here, a
reservation deposit, a player called to a seat, the calls a player missed, a player
who plays another game meanwhile. Named roles give views and tests the plain values.

The rows live in a ``QStandardItemModel``, in Qt's own storage: the tree lays out and
paints a full floor's lists without calling Python once per cell and role, which cost
most of a frame after every list action. Python writes only the rows that changed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QByteArray, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QStandardItem, QStandardItemModel

from floorman.services.views import EntryView, FloorView, GameView
from floorman.store.models import HELD
from floorman.text import Lang, amount_text

Index = QModelIndex | QPersistentModelIndex


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
COLUMNS = 3
CALL_IN_INK = QColor("#7a4f00")
CALLED_INK = QColor("#0b57d0")
GAME_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
ENTRY_FLAGS = GAME_FLAGS | Qt.ItemFlag.ItemNeverHasChildren
WAITED_ALIGNMENT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
DISPLAY, FONT, INK, TIP, ALIGN = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole))
Cells = list[dict[int, Any]]  # one row's roles, column by column
# The row's own view (GameView or EntryView), so a view's index always finds the row it
# shows, even while Qt moves the selection in the middle of a removal.
SHOWN = Qt.ItemDataRole.UserRole + 50


class WaitlistModel(QStandardItemModel):
    """The waiting lists of every game, as a two-level tree.

    Args:
        clock: the desk's clock, for how long each player has waited.
        lang: returns the language of the windows, for game names.
        parent: the owning object.

    Signals:
        the standard model signals only: ``dataChanged`` when words or times change,
        ``rowsInserted``/``rowsRemoved`` when players join or leave a list, and
        ``modelReset`` when the games themselves change.
    """

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QObject | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self._clock = clock
        self._lang = lang
        self._games: tuple[GameView, ...] = ()
        self._lists: list[tuple[EntryView, ...]] = []
        self._called_to: dict[int, tuple[int, int]] = {}  # player -> (table, seat) held
        self._passes_kept = 0
        self._waited: dict[int, int] = {}  # entry id -> minutes shown
        self._bold, self._italic, self._bold_italic = QFont(), QFont(), QFont()
        self._bold.setBold(True)
        self._italic.setItalic(True)
        self._bold_italic.setBold(True)
        self._bold_italic.setItalic(True)
        self._headers()

    def set_view(self, view: FloorView) -> None:
        """Show the lists of ``view``; rows are reset only if the games changed."""
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
        self._games, self._lists = view.games, lists
        self._called_to, self._passes_kept = called_to, view.house.passes_kept
        self._rebuild()

    def _rebuild(self) -> None:
        """Every row again, as one reset (the games changed, or an order did)."""
        self.beginResetModel()
        blocked = self.blockSignals(True)  # views hear of it once, as the reset
        self.setRowCount(0)
        self._waited.clear()
        for row in range(len(self._games)):
            top = self._row(self._game_cells(row), GAME_FLAGS)
            for entry in self._lists[row]:
                top[0].appendRow(self._row(self._entry_cells(entry), ENTRY_FLAGS))
            self.appendRow(top)
        self.blockSignals(blocked)
        self.endResetModel()

    def _follow(self, games: tuple[GameView, ...], lists: list[tuple[EntryView, ...]],
                called_to: dict[int, tuple[int, int]]) -> None:
        """Take the new lists of the same games row by row: rows that left are removed,
        rows that came are inserted, rows that changed are rewritten; the rest stay
        untouched (no reset, so views keep their selection and scroll)."""
        moved = {p for p in called_to.keys() ^ self._called_to.keys()} | {
            p for p, at in called_to.items() if self._called_to.get(p, at) != at}
        self._called_to = called_to
        for row, (game, new) in enumerate(zip(games, lists, strict=True)):
            old_game, old = self._games[row], self._lists[row]
            if new is old and game == old_game and not moved:
                continue
            top = self.item(row, 0)
            current = list(old)
            kept = {e.id for e in new}
            for position in range(len(current) - 1, -1, -1):
                if current[position].id not in kept:
                    self._waited.pop(current[position].id, None)
                    del current[position]
                    top.removeRow(position)
                    self._lists[row] = tuple(current)
            staying = {e.id for e in current}
            if [e.id for e in current] != [e.id for e in new if e.id in staying]:
                # The order changed (a call-in checked in): a reset, which is rare.
                self._games, self._lists[row] = games, new
                self._rebuild()
                return
            for position, entry in enumerate(new):
                if position >= len(current) or current[position].id != entry.id:
                    current.insert(position, entry)
                    self._lists[row] = tuple(current)
                    top.insertRow(position, self._row(self._entry_cells(entry), ENTRY_FLAGS))
                elif entry != current[position] or entry.player_id in moved:
                    self._write(top.child(position, 0).index(), self._entry_cells(entry))
            self._lists[row] = new
            if game != old_game or len(new) != len(old):
                self._games = (*self._games[:row], game, *self._games[row + 1:])
                self._write(top.index(), self._game_cells(row))

    def refresh(self) -> None:
        """Write every text again (the language changed)."""
        self._headers()
        for row in range(len(self._games)):
            self._write(self.index(row, 0), self._game_cells(row))
            parent = self.index(row, 0)
            for position, entry in enumerate(self._lists[row]):
                self._write(self.index(position, 0, parent), self._entry_cells(entry))

    def tick(self) -> None:
        """Waiting times moved on: rewrite the minutes that changed, nothing else."""
        for row, entries in enumerate(self._lists):
            parent = self.index(row, 0)
            for position, entry in enumerate(entries):
                minutes = self._minutes(entry)
                if self._waited.get(entry.id) != minutes:
                    self._waited[entry.id] = minutes
                    self.setData(self.index(position, WAITED, parent), self.waited(minutes))

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
        shown = self._shown(index)
        return shown if isinstance(shown, EntryView) else None

    def game(self, index: Index) -> GameView | None:
        if index.isValid() and index.parent().isValid():
            index = index.parent()
        shown = self._shown(index)
        return shown if isinstance(shown, GameView) else None

    def _shown(self, index: Index) -> object:
        """The view shown on ``index``'s row (any column)."""
        if not index.isValid():
            return None
        return self.index(index.row(), 0, index.parent()).data(SHOWN)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        for role, name in ROLE_NAMES.items():
            names[int(role)] = QByteArray(name)
        return names

    def waited(self, minutes: int) -> str:
        """How long a player has waited, as the Waited column shows it."""
        return self.tr("{minutes} min").format(minutes=minutes)

    # --- the rows' words and values -------------------------------------------------

    def _headers(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Notes"), self.tr("Waited")])

    def _row(self, cells: Cells, flags: Qt.ItemFlag) -> list[QStandardItem]:
        items = []
        for roles in cells:
            item = QStandardItem()
            item.setFlags(flags)
            for role, value in roles.items():
                if value is not None:
                    item.setData(value, role)
            items.append(item)
        return items

    def _write(self, first: QModelIndex, cells: Cells) -> None:
        for column, roles in enumerate(cells):
            self.setItemData(first.siblingAtColumn(column), roles)

    def _game_cells(self, row: int) -> Cells:
        game = self._games[row]
        waiting = len(self._lists[row])
        return [
            {DISPLAY: game.label(self._lang()), FONT: self._bold, SHOWN: game,
             WaitlistRole.KIND: "game", WaitlistRole.GAME_ID: game.id,
             WaitlistRole.WAITING: waiting},
            {DISPLAY: self.tr("nobody waiting") if not waiting else
             self.tr("%n waiting", "", waiting)},
            {},
        ]

    def _minutes(self, entry: EntryView) -> int:
        return max(0, int((self._clock() - entry.joined_at).total_seconds() // 60))

    def _entry_cells(self, entry: EntryView) -> Cells:
        notes = self.notes(entry)
        tip = f"{entry.name}: {notes}" if notes else entry.name
        ink = CALLED_INK if entry.called_at is not None else (
            CALL_IN_INK if entry.call_in else None)
        called = entry.called_at is not None
        font = (self._bold_italic if called and entry.call_in else self._bold if called
                else self._italic if entry.call_in else None)
        minutes = self._minutes(entry)
        self._waited[entry.id] = minutes
        look: dict[int, Any] = {TIP: tip, INK: ink, FONT: font}
        return [
            {DISPLAY: f"{entry.position}. {entry.name}", **look, SHOWN: entry,
             WaitlistRole.KIND: "entry",
             WaitlistRole.GAME_ID: entry.game_id,
             WaitlistRole.ENTRY_ID: entry.id,
             WaitlistRole.PLAYER_ID: entry.player_id,
             WaitlistRole.POSITION: entry.position,
             WaitlistRole.CALL_IN: entry.call_in,
             WaitlistRole.DEPOSIT: str(entry.deposit) if entry.deposit is not None else None,
             WaitlistRole.CALLED: called,
             WaitlistRole.PASSES: entry.passes,
             WaitlistRole.PLAYING_AT: entry.playing_at},
            {DISPLAY: notes, **look},
            {DISPLAY: self.waited(minutes), ALIGN: WAITED_ALIGNMENT, **look},
        ]

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
