"""The attention panel beside the floor map: what needs the floor now, newest first.

Each line is one thing the floor has not dealt with yet (``floor.attention``): a
called player who did not come, a player or call-in dropped from a list, a player
who must take a seat he holds in another game at once (RRoP 2.iii.13), a player away
too long, open seats while players wait, a short table. Enter or a double click
goes to the seat on the map, or to the list entry; Delete dismisses an event the
floor dealt with another way. A line goes by itself once the floor no longer shows
it. The panel refreshes with the rest of the window from the one floor view, reading
only what the view lacks (``services.attention``), and on the one-second tick only
when a line may have changed by time alone.

``MapBadges`` says on the floor map's edges how many lines are on tables scrolled out
of view, so a supervisor looking at the top of a 60-table floor still sees that
something wants attention further down.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from floorman.floor.attention import Attention, AttentionItem, Kind
from floorman.floor.must_move import CONDITION_WORDS, MoveCondition
from floorman.services.attention import AttentionWatch
from floorman.services.desk import StoreUnreachable
from floorman.services.views import FloorView
from floorman.text import Lang

from floorman.ui.floor_map import (
    AWAY_FILL,
    CLOSED_TILE,
    EMPTY_BORDER,
    EMPTY_FILL,
    HELD_FILL,
    OVERDUE_FILL,
    SELECTED,
    FloorMap,
)

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


class AttentionRole(IntEnum):
    """The data each line carries besides its words."""

    KEY = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2
    TABLE_ID = Qt.ItemDataRole.UserRole + 3
    SEAT = Qt.ItemDataRole.UserRole + 4


_ANSWERED = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.DecorationRole,
    *AttentionRole))

# The colours of the map, so a line looks like the seat it is about.
MARKS: dict[Kind, tuple[QColor, QColor]] = {
    Kind.HOLD_EXPIRED: (HELD_FILL, HELD_FILL.darker(130)),
    Kind.LEFT_LIST: (HELD_FILL, OVERDUE_FILL),
    Kind.CALL_IN_DROPPED: (HELD_FILL, OVERDUE_FILL),
    Kind.MOVE_AT_ONCE: (OVERDUE_FILL, HELD_FILL),  # a held seat, and it is urgent
    Kind.AWAY_TOO_LONG: (OVERDUE_FILL, OVERDUE_FILL.darker(125)),
    Kind.OPEN_SEATS: (EMPTY_FILL, EMPTY_BORDER),
    Kind.SHORT_TABLE: (CLOSED_TILE, AWAY_FILL.darker(160)),
    Kind.MOVE_PENDING: (HELD_FILL, SELECTED),
    Kind.NEW_GAME: (EMPTY_FILL, SELECTED),
}


def _mark(fill: QColor, border: QColor) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(QPen(border, 2))
    painter.setBrush(fill)
    painter.drawRoundedRect(QRect(1, 1, 14, 14), 3, 3)
    painter.end()
    return QIcon(pixmap)


class AttentionModel(QAbstractListModel):
    """The attention lines as a list model, worded in the window's language.

    Args:
        lang: returns the language of the windows, for game names.
        parent: the owning object.

    Signals:
        the standard model signals only: rows removed and inserted when lines go and
        come (``modelReset`` when their order changes),
        ``dataChanged`` when their words do (the language switched).
    """

    def __init__(self, lang: Callable[[], Lang], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._items: tuple[AttentionItem, ...] = ()
        self._games: dict[int, str] = {}
        self._icons: dict[Kind, QIcon] = {}
        self._words: dict[AttentionItem, tuple[str, str]] = {}  # ``_worded``, by line

    def set_items(self, items: tuple[AttentionItem, ...], view: FloorView) -> bool:
        """Show these lines; False when they are the ones already shown."""
        games = {g.id: g.label(self._lang()) for g in view.games}
        if items == self._items and games == self._games:
            return False
        kept = set(items)
        self._words = {item: words for item, words in self._words.items()
                       if item in kept} if games == self._games else {}
        if games != self._games:
            self.beginResetModel()
            self._items, self._games = items, games
            self.endResetModel()
            return True
        self._follow(items)
        return True

    def _follow(self, items: tuple[AttentionItem, ...]) -> None:
        """Take the new lines row by row: lines that went are removed, lines that came
        are inserted, lines whose words changed say so; the rest are not redrawn (a reset
        would repaint every line after every action)."""
        new_keys = [item.key for item in items]
        kept = set(new_keys)
        current = list(self._items)
        for row in range(len(current) - 1, -1, -1):
            if current[row].key not in kept:
                self.beginRemoveRows(NO_PARENT, row, row)
                del current[row]
                self._items = tuple(current)
                self.endRemoveRows()
        still = {item.key for item in current}
        if [item.key for item in current] != [key for key in new_keys if key in still]:
            self.beginResetModel()  # the order of the lines changed: rare
            self._items = items
            self.endResetModel()
            return
        for row, item in enumerate(items):
            if row >= len(current) or current[row].key != item.key:
                self.beginInsertRows(NO_PARENT, row, row)
                current.insert(row, item)
                self._items = tuple(current)
                self.endInsertRows()
        changed = [row for row, item in enumerate(items) if item != current[row]]
        self._items = items
        for row in changed:
            self.dataChanged.emit(self.index(row), self.index(row))

    def relabel(self, view: FloorView | None) -> None:
        """The language switched: word every line again."""
        self._words.clear()
        if view is not None:
            self._games = {g.id: g.label(self._lang()) for g in view.games}
        if self._items:
            self.dataChanged.emit(self.index(0), self.index(len(self._items) - 1))

    def _worded(self, item: AttentionItem) -> tuple[str, str]:
        """The line's words and its tooltip, put together once per line and language:
        the view asks for them at every repaint of the panel."""
        found = self._words.get(item)
        if found is None:
            when = item.at.astimezone().strftime("%H:%M") if item.at is not None else None
            said = self.sentence(item)
            tip = said
            if item.kind == Kind.MOVE_AT_ONCE and item.detail == MoveCondition.NOW:
                tip += "\n" + self.tr("If a blind was already taken from him at table "
                                      "{table}, he plays the button there first, then "
                                      "moves.").format(table=item.count)
            found = (f"{when}  {said}" if when and item.dismissible else said,
                     tip + "\n" + self.hint(item))
            self._words[item] = found
        return found

    def item(self, index: Index) -> AttentionItem | None:
        row = index.row()
        return self._items[row] if index.isValid() and 0 <= row < len(self._items) else None

    def row_of(self, key: str) -> int | None:
        return next((row for row, item in enumerate(self._items) if item.key == key), None)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._items)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        for role in AttentionRole:
            names[role] = QByteArray(role.name.lower().encode())
        return names

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED:  # a repaint asks each line for a dozen roles
            return None
        item = self.item(index)
        if item is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._worded(item)[0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._worded(item)[1]
        if role == Qt.ItemDataRole.DecorationRole:
            if item.kind not in self._icons:
                self._icons[item.kind] = _mark(*MARKS[item.kind])
            return self._icons[item.kind]
        if role == AttentionRole.KEY:
            return item.key
        if role == AttentionRole.KIND:
            return str(item.kind)
        if role == AttentionRole.TABLE_ID:
            return item.table_id
        if role == AttentionRole.SEAT:
            return item.seat
        return None

    def sentence(self, item: AttentionItem) -> str:
        """What the line says."""
        game = self._games.get(item.game_id, "") if item.game_id is not None else ""
        if item.kind == Kind.HOLD_EXPIRED:
            if item.entry_id is None:
                return self.tr("{name} did not come to table {table}, seat {seat}: the "
                               "hold ran out").format(name=item.name, table=item.table_number,
                                                      seat=item.seat)
            return self.tr("{name} did not come to table {table}, seat {seat} (missed "
                           "{missed} of {kept} calls)").format(
                name=item.name, table=item.table_number, seat=item.seat, missed=item.count,
                kept=item.of)
        if item.kind == Kind.LEFT_LIST:
            return self.tr("{name} did not come to table {table}, seat {seat} and left the "
                           "{game} list (missed {missed} calls)").format(
                name=item.name, table=item.table_number, seat=item.seat, game=game,
                missed=item.count)
        if item.kind == Kind.CALL_IN_DROPPED:
            return self.tr("{name} called in for {game} and did not check in in time: "
                           "dropped from the list").format(name=item.name, game=game)
        if item.kind == Kind.AWAY_TOO_LONG:
            since = item.at.astimezone().strftime("%H:%M") if item.at is not None else ""
            return self.tr("{name} is away too long from table {table}, seat {seat} (since "
                           "{time}): pick up the chips").format(
                name=item.name, table=item.table_number, seat=item.seat, time=since)
        if item.kind == Kind.OPEN_SEATS:
            # Separate sentences for one and many: English has no plural catalogue.
            if len(item.tables) > 1:
                where = self.tr("open seats at tables {tables}").format(
                    tables=", ".join(str(n) for n in item.tables))
            elif item.count > 1:
                where = self.tr("{seats} open seats at table {table}").format(
                    seats=item.count, table=item.table_number)
            else:
                where = self.tr("an open seat at table {table}").format(
                    table=item.table_number)
            return self.tr("{waiting} waiting for {game}; {where}").format(
                waiting=item.of, game=game, where=where)
        if item.kind == Kind.MOVE_PENDING:
            if item.detail == "left":
                return self.tr("{name} has left must-move table {from_table}: release seat "
                               "{seat} at table {table} held for the move").format(
                    name=item.name, from_table=item.count, seat=item.seat,
                    table=item.table_number)
            when = CONDITION_WORDS[MoveCondition(item.detail)].get(self._lang()) \
                if item.detail in set(MoveCondition) else item.detail
            return self.tr("{name} moves from must-move table {from_table} to table {table}, "
                           "seat {seat} {when}: F9 when done").format(
                name=item.name, from_table=item.count, table=item.table_number,
                seat=item.seat, when=when)
        if item.kind == Kind.MOVE_AT_ONCE:
            # What he must do first: a narrow panel elides the end of a line.
            if item.detail == MoveCondition.THIS_HAND:
                return self.tr("{name} finishes this hand at table {plays_at}, then takes "
                               "table {table}, seat {seat} or gives it up: {waiting} "
                               "waiting for it (RRoP 2.iii.13)").format(
                    name=item.name, table=item.table_number, seat=item.seat,
                    plays_at=item.count, waiting=item.of)
            return self.tr("{name} takes table {table}, seat {seat} now or gives it up: "
                           "{waiting} waiting for it while he plays at table {plays_at} "
                           "(RRoP 2.iii.13)").format(
                name=item.name, table=item.table_number, seat=item.seat,
                plays_at=item.count, waiting=item.of)
        if item.kind == Kind.NEW_GAME:
            return self.tr("{waiting} waiting for {game} (a table at {length}): open a new "
                           "table from the list").format(waiting=item.count, game=game,
                                                         length=item.of)
        if item.count == 1:
            return self.tr("Table {table} is short: 1 player (the house wants {least})").format(
                table=item.table_number, least=item.of)
        return self.tr("Table {table} is short: {players} players (the house wants "
                       "{least})").format(table=item.table_number, players=item.count,
                                          least=item.of)

    def hint(self, item: AttentionItem) -> str:
        """What Enter (and Delete) do on the line."""
        if item.kind == Kind.CALL_IN_DROPPED:
            go = self.tr("Enter: the game's list.")
        elif item.kind == Kind.NEW_GAME:
            go = self.tr("Enter: open a table and call the first players on the list.")
        elif item.seat is not None:
            go = self.tr("Enter: the seat on the floor map.")
        else:
            go = self.tr("Enter: the list entry.")
        if item.dismissible:
            return go + " " + self.tr("Delete: dealt with, take the line away.")
        return go


class AttentionPanel(QWidget):
    """What needs attention on the floor, newest first, until dealt with.

    Args:
        watch: reads what the floor view lacks (the desk's releases, missed calls).
        clock: the desk's clock.
        lang: returns the language of the windows.
        parent: the parent widget.

    Signals:
        seatWanted(int, int): Enter on a line about a seat: the table id and seat.
        entryWanted(int): Enter on a line about a list entry: the entry id.
        gameWanted(int): Enter on a line about a game's list: the game id.
        newGameWanted(int): Enter on a long list's line: open a table for the game id.
        attentionChanged(object): the lines changed; the ``Attention`` now shown.
    """

    seatWanted = Signal(int, int)
    entryWanted = Signal(int)
    gameWanted = Signal(int)
    newGameWanted = Signal(int)
    attentionChanged = Signal(object)

    def __init__(self, watch: AttentionWatch, clock: Callable[[], datetime],
                 lang: Callable[[], Lang], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attentionPanel")
        self._watch = watch
        self._clock = clock
        self._view: FloorView | None = None
        self._dismissed: set[str] = set()
        self.attention = Attention((), None)
        self.model = AttentionModel(lang, self)
        self._title = QLabel(self)
        self._title.setObjectName("panelTitle")
        # A one-column tree rather than a list view: a list view repaints every line
        # when one changes, a tree only that line (most actions change one count).
        self.lines = QTreeView(self)
        self.lines.setObjectName("attentionLines")
        self.lines.setHeaderHidden(True)
        self.lines.setRootIsDecorated(False)
        self.lines.setItemsExpandable(False)
        self.lines.setModel(self.model)
        self.lines.setWordWrap(True)
        self.lines.setAlternatingRowColors(True)
        self.lines.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        self.lines.activated.connect(self._activated)
        self.lines.installEventFilter(self)
        self._calm = QLabel(self)
        self._calm.setObjectName("attentionCalm")
        self._calm.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._calm.setWordWrap(True)
        self._pages = QStackedWidget(self)
        self._pages.addWidget(self.lines)
        self._pages.addWidget(self._calm)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self._pages)
        # Always in sight: the side splitter may shrink the panel, never hide it.
        self.setMinimumHeight(110)
        self.retranslate()

    # --- the floor changed ---------------------------------------------------------

    def set_view(self, view: FloorView) -> None:
        """Show the lines for ``view`` (one small read of the store when it moved)."""
        self._view = view
        self._update()

    def tick(self) -> None:
        """A second passed: re-judge only when a line may have come or gone by time."""
        due = self.attention.next_due
        if self._view is not None and due is not None and self._clock() >= due:
            self._update()

    def _update(self) -> None:
        assert self._view is not None
        try:
            attention = self._watch.attention(self._view, self._clock(),
                                              frozenset(self._dismissed))
        except StoreUnreachable:
            return  # the window says the store does not answer; keep the lines shown
        current = self.model.item(self.lines.currentIndex())
        self.attention = attention
        if self.model.set_items(attention.items, self._view):
            if current is not None and self.model.row_of(current.key) \
                    != self.lines.currentIndex().row():
                self.select_key(current.key)  # after a reset; rows moved keep their own
            self.attentionChanged.emit(attention)
            self._retitle()

    # --- choosing a line ------------------------------------------------------------

    def select_key(self, key: str) -> bool:
        """Make the line ``key`` the current one; False if it is not shown."""
        row = self.model.row_of(key)
        if row is None:
            return False
        self.lines.selectionModel().setCurrentIndex(
            self.model.index(row), QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.lines.scrollTo(self.model.index(row))
        return True

    def go_to(self, item: AttentionItem) -> None:
        """Where Enter on a line leads: the seat, else the list entry, else the list."""
        if item.kind == Kind.NEW_GAME and item.game_id is not None:
            self.newGameWanted.emit(item.game_id)
        elif item.kind == Kind.CALL_IN_DROPPED and item.game_id is not None:
            self.gameWanted.emit(item.game_id)
        elif item.table_id is not None and item.seat is not None:
            self.seatWanted.emit(item.table_id, item.seat)
        elif item.entry_id is not None:
            self.entryWanted.emit(item.entry_id)
        elif item.game_id is not None:
            self.gameWanted.emit(item.game_id)

    def _activated(self, index: QModelIndex) -> None:
        item = self.model.item(index)
        if item is not None:
            self.go_to(item)

    def dismiss(self, item: AttentionItem) -> bool:
        """Take an event line away (the floor dealt with it another way)."""
        if not item.dismissible:
            return False
        self._dismissed.add(item.key)
        row = self.lines.currentIndex().row()
        self._update()
        if self.model.rowCount():
            self.lines.setCurrentIndex(self.model.index(min(row, self.model.rowCount() - 1)))
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.lines and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Delete,
                                                                     Qt.Key.Key_Backspace):
            item = self.model.item(self.lines.currentIndex())
            if item is not None and self.dismiss(item):
                return True
        return super().eventFilter(watched, event)

    # --- language -------------------------------------------------------------------

    def _retitle(self) -> None:
        count = len(self.attention.items)
        self._title.setText(self.tr("Needs attention ({count})").format(count=count) if count
                            else self.tr("Needs attention"))
        self._pages.setCurrentWidget(self.lines if count else self._calm)

    def retranslate(self) -> None:
        self._calm.setText(self.tr("Nothing needs attention: no missed calls, no one away too "
                                   "long, no open seat with players waiting."))
        self._retitle()
        self.model.relabel(self._view)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class MapBadges(QObject):
    """Two small buttons on the floor map's top and bottom edges: how many attention
    lines are on tables scrolled out of view; a click goes to the nearest of them.

    Args:
        area: the scroll area holding the map.
        floor_map: the map.
        panel: the attention panel whose lines are counted.

    Signals:
        (none; a click goes through the panel's ``seatWanted``.)
    """

    def __init__(self, area: QScrollArea, floor_map: FloorMap, panel: AttentionPanel) -> None:
        super().__init__(area)
        self._area = area
        self._map = floor_map
        self._panel = panel
        self.above = QPushButton(area.viewport())
        self.above.setObjectName("attentionAbove")
        self.below = QPushButton(area.viewport())
        self.below.setObjectName("attentionBelow")
        for badge in (self.above, self.below):
            badge.setCursor(Qt.CursorShape.PointingHandCursor)
            badge.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            badge.setStyleSheet("QPushButton { background: #c62828; color: white; "
                                "font-weight: bold; border: none; border-radius: 12px; "
                                "padding: 4px 14px; }")
            badge.hide()
        self.above.clicked.connect(lambda: self._go(upward=True))
        self.below.clicked.connect(lambda: self._go(upward=False))
        area.verticalScrollBar().valueChanged.connect(self.update)
        area.viewport().installEventFilter(self)
        floor_map.installEventFilter(self)
        panel.attentionChanged.connect(self.update)
        self._hidden: tuple[list[AttentionItem], list[AttentionItem]] = ([], [])

    def out_of_view(self) -> tuple[list[AttentionItem], list[AttentionItem]]:
        """The lines on tables above and below what the map shows, nearest first."""
        view = self._map.view()
        if view is None:
            return [], []
        shown = QRect(self._map.mapFrom(self._area.viewport(), QPoint(0, 0)),
                      self._area.viewport().size())
        tables = {t.id for t in view.tables}
        above: list[tuple[int, AttentionItem]] = []
        below: list[tuple[int, AttentionItem]] = []
        for item in self._panel.attention.items:
            if item.table_id not in tables or item.table_id is None:
                continue
            rect = self._map.seat_rect(item.table_id, item.seat) if item.seat \
                else self._map.table_rect(item.table_id)
            if rect.bottom() < shown.top():
                above.append((-rect.top(), item))
            elif rect.top() > shown.bottom():
                below.append((rect.top(), item))
        above.sort(key=lambda found: found[0])
        below.sort(key=lambda found: found[0])
        return [item for _y, item in above], [item for _y, item in below]

    def update(self) -> None:
        """Count again and place the badges (the map scrolled, resized or the lines
        changed)."""
        self._hidden = self.out_of_view()
        above, below = self._hidden
        width = self._area.viewport().width()
        for badge, items, text, top in (
                (self.above, above, self.tr("↑ 1 more needs attention") if len(above) == 1
                 else self.tr("↑ {count} more need attention").format(count=len(above)), True),
                (self.below, below, self.tr("1 more needs attention ↓") if len(below) == 1
                 else self.tr("{count} more need attention ↓").format(count=len(below)),
                 False)):
            if not items:
                badge.hide()
                continue
            badge.setText(text)
            badge.adjustSize()
            height = self._area.viewport().height()
            y = 8 if top else height - badge.height() - 8
            badge.move((width - badge.width()) // 2, y)
            badge.show()
            badge.raise_()

    def _go(self, upward: bool) -> None:
        items = self._hidden[0] if upward else self._hidden[1]
        if items:
            self._panel.select_key(items[0].key)
            self._panel.go_to(items[0])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange):
            self.update()
        return super().eventFilter(watched, event)
