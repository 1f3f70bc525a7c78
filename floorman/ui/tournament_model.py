"""A tournament's tables and places as Qt item models, for fields of 1,000 tables and more.

``TournamentTableModel`` has one row per table in play, by number: the table, its
players, the button's seat, then a column per seat and a last column of notes (halted,
breaks next). A seat cell shows the player, or "empty" in grey; the button's seat carries
a dealer-button mark (a dead button on an empty seat too); a seat a pending move leaves
or takes is highlighted, the player leaving marked with where he goes and the seat he
takes with who comes. Views ask only for the cells they paint, so a 10,000-entrant field
costs what its visible rows cost; a new ``TournamentView`` changes only the rows whose
table or pending moves changed (``dataChanged`` a row at a time, rows inserted or removed
when tables open or break), so the selection and the scroll stay where they were.

``PlacesModel`` lists the places so far, best first (the newest bust-outs on top).

Named roles (``TableRole``, ``PlaceRole``) give views and tests the plain values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from floorman.services.tournament_views import (
    MoveView,
    PlaceView,
    TournamentTableView,
    TournamentView,
)
from floorman.text import Lang

Index = QModelIndex | QPersistentModelIndex
TOP = QModelIndex()

TABLE, PLAYERS, BUTTON = range(3)
FIRST_SEAT = 3  # column of seat 1; the notes follow the last seat
DISPLAY, FONT, INK, BACK, TIP, ALIGN, DECORATION = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.DecorationRole))

LEAVING = "from"  # a pending move takes the player out of this seat
ARRIVING = "to"  # a pending move brings a player to this seat

EMPTY_INK = QColor("#8a8a8a")
LEAVING_BACK = QColor("#ffd98a")  # amber: the player who moves
ARRIVING_BACK = QColor("#c8ecc4")  # green: the seat he takes
HALTED_BACK = QColor("#b3261e")
HALTED_INK = QColor("#ffffff")
BREAKS_INK = QColor("#7a4f00")
CENTRED = int(Qt.AlignmentFlag.AlignCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class TableRole(IntEnum):
    """The plain values behind each cell of the table grid."""

    TABLE = Qt.ItemDataRole.UserRole + 1  # the row's TournamentTableView
    NUMBER = Qt.ItemDataRole.UserRole + 2  # the table's number
    SEAT = Qt.ItemDataRole.UserRole + 3  # the cell's seat number (None off the seats)
    ENTRY_ID = Qt.ItemDataRole.UserRole + 4  # who sits there (None: empty)
    PLAYER = Qt.ItemDataRole.UserRole + 5  # his name
    EMPTY = Qt.ItemDataRole.UserRole + 6  # a seat of the table with nobody in it
    BUTTON = Qt.ItemDataRole.UserRole + 7  # the button is on this seat
    HALTED = Qt.ItemDataRole.UserRole + 8  # the table must not deal until balanced
    PENDING = Qt.ItemDataRole.UserRole + 9  # LEAVING, ARRIVING or None
    MOVE = Qt.ItemDataRole.UserRole + 10  # the pending MoveView of this seat
    BREAKS_AT = Qt.ItemDataRole.UserRole + 11  # place in the breaking order
    WAITS = Qt.ItemDataRole.UserRole + 12  # not dealt in until the button passes him


TABLE_ROLE_NAMES = {
    TableRole.TABLE: b"table",
    TableRole.NUMBER: b"number",
    TableRole.SEAT: b"seat",
    TableRole.ENTRY_ID: b"entryId",
    TableRole.PLAYER: b"player",
    TableRole.EMPTY: b"empty",
    TableRole.BUTTON: b"button",
    TableRole.HALTED: b"halted",
    TableRole.PENDING: b"pending",
    TableRole.MOVE: b"move",
    TableRole.BREAKS_AT: b"breaksAt",
    TableRole.WAITS: b"waitsForButton",
}


def button_mark(size: int = 18) -> QPixmap:
    """The dealer button as a small white disc with a "D", as the tables have it."""
    ratio = 2.0
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("#222222"))
    painter.setBrush(QColor("#ffffff"))
    disc = QRectF(1, 1, size - 2, size - 2)
    painter.drawEllipse(disc)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.6))
    painter.setFont(font)
    painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), "D")
    painter.end()
    return pixmap


def _moves_by_seat(moves: Iterable[MoveView]) -> dict[tuple[int, int], tuple[str, MoveView]]:
    """(table, seat) -> (LEAVING or ARRIVING, move) for the pending moves."""
    found: dict[tuple[int, int], tuple[str, MoveView]] = {}
    for move in moves:
        if not move.pending:
            continue
        if move.from_table is not None and move.from_seat is not None:
            found[(move.from_table, move.from_seat)] = (LEAVING, move)
        found.setdefault((move.to_table, move.to_seat), (ARRIVING, move))
    return found


class TournamentTableModel(QAbstractTableModel):
    """Every table in play of a tournament, one row each, its seats in columns.

    Args:
        lang: returns the language of the windows.
        parent: the owning object.

    Signals:
        the standard model signals only: ``dataChanged`` for a table whose seats,
        button, halt or pending moves changed, ``rowsInserted``/``rowsRemoved`` when
        tables open or break, and ``modelReset`` for another tournament.
    """

    def __init__(self, lang: Callable[[], Lang], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self.tournament_id: int | None = None
        self.tables: list[TournamentTableView] = []
        self._rows: dict[int, int] = {}  # table number -> row
        self._seats = 0  # seat columns
        self._pending: dict[tuple[int, int], tuple[str, MoveView]] = {}
        self._button: QPixmap | None = None  # painted when first shown
        self._bold, self._italic = QFont(), QFont()
        self._bold.setBold(True)
        self._italic.setItalic(True)
        self._words: dict[str, str] = {}
        self.retranslate()

    # --- following the tournament -------------------------------------------------------

    def set_view(self, view: TournamentView | None) -> None:
        """Show ``view`` (None: no tournament). Only the rows that changed are told."""
        if view is None:
            if self.tables or self.tournament_id is not None:
                self.beginResetModel()
                self.tournament_id, self.tables, self._rows, self._pending = None, [], {}, {}
                self._seats = 0
                self.endResetModel()
            return
        tables = sorted(view.tables, key=lambda t: t.number)
        seats = max([view.table_size, *(t.size for t in tables)])
        pending = _moves_by_seat(view.pending)
        if view.id != self.tournament_id or seats != self._seats:
            self.beginResetModel()
            self.tournament_id, self._seats = view.id, seats
            self.tables, self._pending = tables, pending
            self._rows = {t.number: row for row, t in enumerate(tables)}
            self.endResetModel()
            return
        touched = {key[0] for key in pending.keys() | self._pending.keys()
                   if pending.get(key) != self._pending.get(key)}
        self._pending = pending
        self._follow(tables, touched)

    def _follow(self, tables: list[TournamentTableView], touched: set[int]) -> None:
        """Bring the rows to ``tables`` (both by number): remove the tables gone, insert
        the new ones, and tell the views about each row whose table or moves changed."""
        wanted = {t.number for t in tables}
        for row in range(len(self.tables) - 1, -1, -1):
            if self.tables[row].number not in wanted:
                self.beginRemoveRows(TOP, row, row)
                del self.tables[row]
                self.endRemoveRows()
        changed: list[int] = []
        for row, table in enumerate(tables):
            if row < len(self.tables) and self.tables[row].number == table.number:
                if self.tables[row] != table or table.number in touched:
                    self.tables[row] = table
                    changed.append(row)
            else:
                self.beginInsertRows(TOP, row, row)
                self.tables.insert(row, table)
                self.endInsertRows()
        self._rows = {t.number: row for row, t in enumerate(self.tables)}
        last = self.columnCount() - 1
        for first, end in _runs(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    # --- what the views ask ---------------------------------------------------------

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.tables)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() or self.tournament_id is None else (
            FIRST_SEAT + self._seats + 1)

    def notes_column(self) -> int:
        return FIRST_SEAT + self._seats

    def seat_column(self, seat: int) -> int:
        return FIRST_SEAT + seat - 1

    def row_of(self, table: int) -> int | None:
        """The row of table number ``table`` (None: not in play)."""
        return self._rows.get(table)

    def table_at(self, row: int) -> TournamentTableView | None:
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(role): QByteArray(name) for role, name in TABLE_ROLE_NAMES.items()})
        return names

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < len(self.tables):
            return None
        table = self.tables[row]
        if role == TableRole.TABLE:
            return table
        if role == TableRole.NUMBER:
            return table.number
        if role == TableRole.HALTED:
            return table.halted
        if role == TableRole.BREAKS_AT:
            return table.breaks_at
        if column >= FIRST_SEAT and column < FIRST_SEAT + self._seats:
            return self._seat_data(table, column - FIRST_SEAT + 1, role)
        if role in (TableRole.SEAT, TableRole.ENTRY_ID, TableRole.PLAYER, TableRole.MOVE,
                    TableRole.PENDING, TableRole.WAITS):
            return None
        if role in (TableRole.EMPTY, TableRole.BUTTON):
            return False
        if column == TABLE:
            return self._table_cell(table, role)
        if column == PLAYERS:
            if role == DISPLAY:
                return f"{table.players}/{table.size}"
            if role == ALIGN:
                return CENTRED
            return None
        if column == BUTTON:
            if role == DISPLAY:
                return "" if table.button is None else str(table.button)
            if role == ALIGN:
                return CENTRED
            if role == TIP and table.button is not None:
                return self._words["button_tip"].format(seat=table.button)
            return None
        if column == self.notes_column():
            return self._notes_cell(table, role)
        return None

    def _table_cell(self, table: TournamentTableView, role: int) -> Any:
        if role == DISPLAY:
            return str(table.number)
        if role == FONT:
            return self._bold
        if role == ALIGN:
            return CENTRED
        if table.halted and role == BACK:
            return HALTED_BACK
        if table.halted and role == INK:
            return HALTED_INK
        if role == TIP:
            return self._notes(table) or None
        return None

    def _notes(self, table: TournamentTableView) -> str:
        words = []
        if table.halted:
            words.append(self._words["halted"])
        if table.breaks_at == 1:
            words.append(self._words["breaks_next"])
        return " · ".join(words)

    def _notes_cell(self, table: TournamentTableView, role: int) -> Any:
        if role in (DISPLAY, TIP):
            return self._notes(table)
        if role == FONT and (table.halted or table.breaks_at == 1):
            return self._bold
        if role == INK:
            return HALTED_BACK if table.halted else BREAKS_INK
        return None

    def _seat_data(self, table: TournamentTableView, number: int, role: int) -> Any:
        seat = table.seats[number - 1] if number <= len(table.seats) else None
        if seat is not None and seat.number != number:  # seats not listed in order
            seat = next((s for s in table.seats if s.number == number), None)
        if role == TableRole.SEAT:
            return number if seat is not None else None
        if seat is None:  # beyond this table's size
            return False if role in (TableRole.EMPTY, TableRole.BUTTON) else None
        pending = self._pending.get((table.number, number))
        if role == TableRole.ENTRY_ID:
            return seat.entry_id
        if role == TableRole.PLAYER:
            return seat.player
        if role == TableRole.EMPTY:
            return seat.entry_id is None
        if role == TableRole.BUTTON:
            return table.button == number
        if role == TableRole.WAITS:
            return seat.waits_for_button
        if role == TableRole.PENDING:
            return pending[0] if pending else None
        if role == TableRole.MOVE:
            return pending[1] if pending else None
        if role == DISPLAY:
            if pending is not None and pending[0] == LEAVING:
                move = pending[1]
                return self._words["leaving"].format(player=seat.player or "",
                                                     table=move.to_table, seat=move.to_seat)
            if pending is not None and seat.entry_id is None:
                move = pending[1]
                if move.from_table is None:
                    return self._words["taking"].format(player=move.player)
                return self._words["arriving"].format(player=move.player,
                                                      table=move.from_table,
                                                      seat=move.from_seat)
            return seat.player if seat.entry_id is not None else self._words["empty"]
        if role == DECORATION:
            if table.button != number:
                return None
            if self._button is None:
                self._button = button_mark()
            return self._button
        if role == INK:
            return EMPTY_INK if seat.entry_id is None and pending is None else None
        if role == FONT:
            if pending is not None:
                return self._bold
            return self._italic if seat.entry_id is None or seat.waits_for_button else None
        if role == BACK and pending is not None:
            return LEAVING_BACK if pending[0] == LEAVING else ARRIVING_BACK
        if role == TIP:
            return self._seat_tip(table, number, seat.player if seat.entry_id else None,
                                  seat.waits_for_button, pending)
        return None

    def _seat_tip(self, table: TournamentTableView, number: int, player: str | None,
                  waits: bool, pending: tuple[str, MoveView] | None) -> str:
        words = self._words
        lines = [words["seat_tip"].format(table=table.number, seat=number,
                                          who=player or words["empty"])]
        if table.button == number:
            lines.append(words["has_button"])
        if waits:
            lines.append(words["waits"])
        if pending is not None:
            side, move = pending
            if side == LEAVING:
                lines.append(words["moves_to"].format(player=move.player, table=move.to_table,
                                                      seat=move.to_seat))
            elif move.from_table is not None:
                lines.append(words["moves_from"].format(player=move.player,
                                                        table=move.from_table,
                                                        seat=move.from_seat))
            else:
                lines.append(words["takes"].format(player=move.player))
        return "\n".join(lines)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = DISPLAY) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == DISPLAY and 0 <= section < len(self.tables):
                return str(self.tables[section].number)
            return None
        if role != DISPLAY or not 0 <= section < self.columnCount():
            return None
        if section == TABLE:
            return self._words["table"]
        if section == PLAYERS:
            return self._words["players"]
        if section == BUTTON:
            return self._words["button"]
        if section == self.notes_column():
            return self._words["notes"]
        return str(section - FIRST_SEAT + 1)

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        """Word every cell and header in the current language."""
        self._words = {
            "table": self.tr("Table"),
            "players": self.tr("Players"),
            "button": self.tr("Button"),
            "notes": self.tr("Notes"),
            "empty": self.tr("empty"),
            "halted": self.tr("HALTED: do not deal"),
            "breaks_next": self.tr("breaks next"),
            "button_tip": self.tr("The button is on seat {seat}"),
            "has_button": self.tr("The button is on this seat."),
            "waits": self.tr("Waits for the button to pass him before he is dealt in."),
            "leaving": self.tr("→ {table}-{seat} {player}"),
            "arriving": self.tr("← {table}-{seat} {player}"),
            "taking": self.tr("← {player}"),
            "seat_tip": self.tr("Table {table}, seat {seat}: {who}"),
            "moves_to": self.tr("Proposed: {player} moves to table {table}, seat {seat}."),
            "moves_from": self.tr("Proposed: {player} comes here from table {table}, "
                                  "seat {seat}."),
            "takes": self.tr("Proposed: {player} takes this seat."),
        }
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.tables:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.tables) - 1, self.columnCount() - 1))


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Ascending rows as (first, last) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


# --- the places so far ------------------------------------------------------------------

class PlaceRole(IntEnum):
    """The plain values behind each row of the places."""

    PLACE = Qt.ItemDataRole.UserRole + 1
    ENTRY_ID = Qt.ItemDataRole.UserRole + 2
    PLAYER = Qt.ItemDataRole.UserRole + 3
    BUSTED_AT = Qt.ItemDataRole.UserRole + 4


PLACE_ROLE_NAMES = {
    PlaceRole.PLACE: b"place",
    PlaceRole.ENTRY_ID: b"entryId",
    PlaceRole.PLAYER: b"player",
    PlaceRole.BUSTED_AT: b"bustedAt",
}
PLACE, PLACE_PLAYER, PLACE_TIME = range(3)


class PlacesModel(QAbstractTableModel):
    """The places so far, best place first (the newest bust-outs on top).

    Args:
        parent: the owning object.

    Signals:
        the standard model signals only: ``rowsInserted`` at the top when players go
        out, ``modelReset`` when places are taken back (an undone bust-out).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.places: list[PlaceView] = []
        self._headers: tuple[str, str, str] = ("", "", "")
        self.retranslate()

    def set_places(self, places: Iterable[PlaceView]) -> None:
        fresh = sorted(places, key=lambda p: (p.place, p.busted_at, p.player))
        if fresh == self.places:
            return
        added = len(fresh) - len(self.places)
        if added > 0 and fresh[added:] == self.places:
            self.beginInsertRows(TOP, 0, added - 1)
            self.places = fresh
            self.endInsertRows()
            return
        self.beginResetModel()
        self.places = fresh
        self.endResetModel()

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.places)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else 3

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(role): QByteArray(name) for role, name in PLACE_ROLE_NAMES.items()})
        return names

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        if not 0 <= index.row() < len(self.places):
            return None
        place = self.places[index.row()]
        if role == PlaceRole.PLACE:
            return place.place
        if role == PlaceRole.ENTRY_ID:
            return place.entry_id
        if role == PlaceRole.PLAYER:
            return place.player
        if role == PlaceRole.BUSTED_AT:
            return place.busted_at
        if role == ALIGN and index.column() != PLACE_PLAYER:
            return RIGHT
        if role != DISPLAY:
            return None
        if index.column() == PLACE:
            return str(place.place)
        if index.column() == PLACE_PLAYER:
            return place.player
        return place.busted_at.astimezone().strftime("%H:%M")

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != DISPLAY:
            return None
        return self._headers[section] if 0 <= section < 3 else None

    def retranslate(self) -> None:
        self._headers = (self.tr("Place"), self.tr("Player"), self.tr("Out at"))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)
