"""The must-move panel beside the waiting lists: each chain in must-move order, the
moves pending, the players barred after refusing one, and where a new player sits.

A chain is shown as its main game and its must-moves ("Table 3 main ← MM1 table 5 ←
MM2 table 7"), then every player of its must-moves in must-move order, the original
waiting-list order (RRoP 2.iii.9), each with where he sits and, when a seat is held for
his move, the seat and when the move is due (RRoP 2.iii.10). The players who refused a
move are listed with the countdown of their one-hour bar. For a game of several tables
without a must-move, the table a new player should go to, and why (RRoP 2.iii.3).
Enter on a player goes to the held seat of his move (F9 confirms it, Shift+F9 records a
refusal), else to his seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import IntEnum

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QResizeEvent,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from floorman.floor.must_move import (
    CONDITION_WORDS,
    ChainLink,
    MoveCondition,
    TableCount,
    chains,
    table_for_new_player,
)
from floorman.floor.timers import clock_text
from floorman.services.views import FloorView, SeatView, TableView
from floorman.store.models import AWAY, HELD, PLAYING
from floorman.text import Lang

PENDING_INK = QColor("#0b57d0")
LONG_AGO = datetime.min.replace(tzinfo=UTC)
LEFT_INK = QColor("#b3261e")


class MustMoveRole(IntEnum):
    """The plain values behind each row, for the window and tests."""

    KIND = Qt.ItemDataRole.UserRole + 1  # "chain", "player", "bars", "bar", "new", "table"
    TABLE_ID = Qt.ItemDataRole.UserRole + 2  # where Enter goes
    SEAT = Qt.ItemDataRole.UserRole + 3
    PLAYER_ID = Qt.ItemDataRole.UserRole + 4
    PENDING = Qt.ItemDataRole.UserRole + 5  # the player's move is pending
    POSITION = Qt.ItemDataRole.UserRole + 6  # place in must-move order


@dataclass(frozen=True)
class Place:
    """A seat as the panel names it: the table's id and number, the seat number."""

    table_id: int
    table: int
    seat: int


@dataclass(frozen=True)
class OrderLine:
    """A player of a chain in must-move order, and his move if one is pending (plain
    values only, so the panel redraws only when what it shows changed)."""

    position: int
    player_id: int
    name: str
    at: Place
    to: Place | None = None  # the seat held for his move
    condition: str | None = None
    left: bool = False  # a move is held but he is no longer at the must-move


def _place(table: TableView, seat: SeatView) -> Place:
    return Place(table.id, table.number, seat.number)


def chain_lines(view: FloorView) -> list[tuple[tuple[tuple[int, int], ...], list[OrderLine]]]:
    """Each chain of the floor (its tables, main game first) and its players in
    must-move order: the original list place each seat keeps (RRoP 2.iii.9). A chain's
    tables are (id, number) pairs, main game first."""
    by_id = {t.id: t for t in view.tables}
    line_of = chains(ChainLink(t.id, t.number, t.game_id, t.is_open, t.must_move_for)
                     for t in view.tables)
    held: dict[int, tuple[TableView, SeatView]] = {
        s.player_id: (t, s) for t in view.tables for s in t.seats
        if s.state == HELD and s.move_condition is not None and s.player_id is not None}
    found: list[tuple[tuple[tuple[int, int], ...], list[OrderLine]]] = []
    for main in sorted(line_of, key=lambda t: by_id[t].number):
        tables = [by_id[t] for t in line_of[main]]
        sitting = [(s.listed_at or s.since or LONG_AGO, s.listed_entry or 0, t, s)
                   for t in tables[1:] for s in t.seats
                   if s.state in (PLAYING, AWAY) and s.player_id is not None]
        sitting.sort(key=lambda row: (row[0], row[1], row[3].player_id or 0))
        lines: list[OrderLine] = []
        for n, (_at, _entry, t, s) in enumerate(sitting, start=1):
            move = held.get(s.player_id or 0)
            lines.append(OrderLine(n, s.player_id or 0, s.name or "?", _place(t, s),
                                   _place(*move) if move else None,
                                   move[1].move_condition if move else None))
        seated = {line.player_id for line in lines}
        for player, (table, seat) in held.items():
            if table.id in line_of[main] and player not in seated:
                came = by_id.get(seat.move_from or 0, table)
                lines.append(OrderLine(0, player, seat.name or "?", Place(came.id, came.number, 0),
                                       _place(table, seat), seat.move_condition, left=True))
        found.append((tuple((t.id, t.number) for t in tables), lines))
    return found


def new_player_lines(view: FloorView) -> list[tuple[int, int, str, str]]:
    """For each game with several open tables and no must-move: the table a new player
    should go to (game id, table id, words en, words es) (RRoP 2.iii.3)."""
    chained = {t.id for t in view.tables if t.must_move_for is not None} | {
        t.must_move_for for t in view.tables if t.must_move_for is not None}
    found: list[tuple[int, int, str, str]] = []
    for game in view.games:
        tables = [t for t in view.tables if t.game_id == game.id and t.is_open]
        if len(tables) < 2 or any(t.id in chained for t in tables):
            continue
        counts = [TableCount(t.id, t.number, t.players, len(t.seats), len(t.empty_seats))
                  for t in tables]
        proposal = table_for_new_player(counts)
        if proposal is not None:
            found.append((game.id, proposal.table_id, proposal.why.en, proposal.why.es))
    return found


BAR_TIMES = Qt.ItemDataRole.UserRole + 20  # a bar's (since, until), for the countdown


@dataclass(frozen=True)
class Cell:
    """What one cell of the panel shows."""

    text: str
    bold: bool = False
    ink: QColor | None = None
    tip: str = ""
    data: dict[int, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Row:
    """A row of two cells and the rows under it."""

    name: Cell
    words: Cell
    children: tuple[Row, ...] = ()


def _show(item: QStandardItem, cell: Cell) -> None:
    """Make ``item`` show ``cell``, touching only what differs (each change repaints)."""
    if item.text() != cell.text:
        item.setText(cell.text)
    if item.toolTip() != cell.tip:
        item.setToolTip(cell.tip)
    if item.font().bold() != cell.bold:
        font = item.font()
        font.setBold(cell.bold)
        item.setFont(font)
    ink = item.data(Qt.ItemDataRole.ForegroundRole)
    if (ink.color() if isinstance(ink, QBrush) else None) != cell.ink:
        item.setData(QBrush(cell.ink) if cell.ink is not None else None,
                     Qt.ItemDataRole.ForegroundRole)
    for role in (*MustMoveRole, BAR_TIMES):
        value = cell.data.get(role)
        if item.data(role) != value:
            item.setData(value, role)


def _shape(parent: QStandardItem, rows: list[Row] | tuple[Row, ...]) -> None:
    """Give ``parent`` as many rows as ``rows``, and theirs as many as their children:
    rows missing are added at the end, extra ones removed (the view is told)."""
    if parent.rowCount() > len(rows):
        parent.removeRows(len(rows), parent.rowCount() - len(rows))
    while parent.rowCount() < len(rows):
        parent.appendRow([QStandardItem(), QStandardItem()])
    for number, row in enumerate(rows):
        _shape(parent.child(number, 0), row.children)


def _fill(parent: QStandardItem, rows: list[Row] | tuple[Row, ...]) -> None:
    """Make each row under ``parent`` show what ``rows`` say (the shape already fits)."""
    for number, row in enumerate(rows):
        _show(parent.child(number, 0), row.name)
        _show(parent.child(number, 1), row.words)
        _fill(parent.child(number, 0), row.children)


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their words need at the column's width: a tree view does not
    wrap a row's height by itself."""

    def __init__(self, tree: QTreeView) -> None:
        super().__init__(tree)
        self._tree = tree
        # Measured sizes by words, width and font: the panel lays its rows out again
        # after every change on the floor, and most rows read the same as before.
        self._measured: dict[tuple[str, int, str], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            return super().sizeHint(option, index)
        width = self._tree.header().sectionSize(index.column())
        if index.column() == 0 or self._tree.isFirstColumnSpanned(index.row(), index.parent()):
            depth, parent = 0, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= self._tree.indentation() * (depth + 1)
            if self._tree.isFirstColumnSpanned(index.row(), index.parent()):
                width = self._tree.viewport().width() - self._tree.indentation() * (depth + 1)
        font = index.data(Qt.ItemDataRole.FontRole)
        font = font if isinstance(font, QFont) else option.font
        key = (text, width, font.key())
        if key not in self._measured:
            if len(self._measured) > 2000:
                self._measured.clear()
            found = super().sizeHint(option, index)
            needed = QFontMetrics(font).boundingRect(
                QRect(0, 0, max(width - 8, 40), 10_000), int(Qt.TextFlag.TextWordWrap),
                text).height() + 6
            self._measured[key] = QSize(found.width(), max(found.height(), needed))
        return self._measured[key]


class MustMovePanel(QWidget):
    """The must-move chains, the moves pending, the refusal bars, new players' tables.

    Args:
        clock: the desk's clock, for the bars' countdowns.
        lang: returns the language of the windows.
        parent: the parent widget.

    Signals:
        seatWanted(int, int): Enter on a row about a seat: the table id and seat.
    """

    seatWanted = Signal(int, int)

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mustMovePanel")
        self._clock = clock
        self._lang = lang
        self._view: FloorView | None = None
        self._shown: object = None
        self._bar_rows: list[tuple[QStandardItem, datetime, datetime]] = []
        self._why_items: list[QStandardItem] = []
        self.model = QStandardItemModel(self)
        self._title = QLabel(self)
        self._title.setObjectName("panelTitle")
        self.tree = QTreeView(self)
        self.tree.setObjectName("mustMoveTree")
        self.tree.setModel(self.model)
        # Few rows, each worth reading whole: they wrap rather than end in "…".
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        self.tree.activated.connect(self._activated)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        self._calm = QLabel(self)
        self._calm.setObjectName("mustMoveCalm")
        self._calm.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self.tree)
        layout.addWidget(self._calm)
        self.retranslate()

    # --- the floor changed ------------------------------------------------------------

    def set_view(self, view: FloorView) -> None:
        """Show ``view``'s chains; rows are built again only when what they show changed."""
        self._view = view
        now = self._clock()
        proposals = new_player_lines(view)
        chained = chain_lines(view)
        shown = (tuple((tables, tuple(lines)) for tables, lines in chained),
                 tuple((b.player_id, b.game_id, b.until) for b in view.bars if b.until > now),
                 tuple((game, table) for game, table, _en, _es in proposals),
                 tuple((g.id, g.label(self._lang())) for g in view.games))
        if shown == self._shown:
            # The same rows: only a new player's reason may read differently (a count).
            lang = self._lang()
            for (_game, _table, en, es), item in zip(proposals, self._why_items, strict=False):
                said = es if lang == "es" else en
                if item.text() != said:
                    item.setText(said)
                    item.setToolTip(said)
            return
        self._shown = shown
        self._rebuild(chained, proposals)

    def tick(self) -> None:
        """A second passed: the bars count down; an ended bar goes."""
        if not self._bar_rows:
            return
        now = self._clock()
        if any(until <= now for _item, _since, until in self._bar_rows):
            if self._view is not None:
                self._shown = None
                self.set_view(self._view)
            return
        for item, _since, until in self._bar_rows:
            item.setText(self._bar_text(until, now))

    def _bar_text(self, until: datetime, now: datetime) -> str:
        left = max(until - now, timedelta(0))
        return self.tr("{left} left (until {time})").format(
            left=clock_text(left), time=until.astimezone().strftime("%H:%M"))

    def _rebuild(self, chained: list[tuple[tuple[tuple[int, int], ...], list[OrderLine]]],
                 proposals: list[tuple[int, int, str, str]]) -> None:
        """Bring the rows to what the view shows (its ``chain_lines`` and
        ``new_player_lines``), keeping the rows there are: clearing the model would reset
        the header and scroll bar and make the window lay itself out again, repainting
        the waiting lists beside the panel."""
        view = self._view
        if view is None:
            return
        sections = self._sections(view, chained, proposals)
        root = self.model.invisibleRootItem()
        _shape(root, sections)
        # Each changed cell would tell the view on its own, and the view would measure
        # every wrapped row again each time: the words change quietly, then the view
        # lays the rows out once.
        self.model.layoutAboutToBeChanged.emit()
        self.model.blockSignals(True)
        try:
            _fill(root, sections)
        finally:
            self.model.blockSignals(False)
        self.model.layoutChanged.emit()
        self._bar_rows, self._why_items = [], []
        for row in range(self.model.rowCount()):
            head = self.model.item(row)
            kind = head.data(MustMoveRole.KIND)
            for child in range(head.rowCount()):
                if kind == "bars":
                    left = head.child(child, 1)
                    self._bar_rows.append((left, *left.data(BAR_TIMES)))
                elif kind == "new":
                    self._why_items.append(head.child(child, 1))
        for row in range(self.model.rowCount()):  # the headings read across the panel
            self.tree.setFirstColumnSpanned(row, QModelIndex(), True)
            if not self.tree.isExpanded(self.model.index(row, 0)):
                self.tree.expand(self.model.index(row, 0))
        has_rows = self.model.rowCount() > 0
        self.tree.setVisible(has_rows)
        self._calm.setVisible(not has_rows)

    def _sections(self, view: FloorView,
                  chained: list[tuple[tuple[tuple[int, int], ...], list[OrderLine]]],
                  proposals: list[tuple[int, int, str, str]]) -> list[Row]:
        """The rows the panel shows: each chain with its players, the bars, the tables
        for new players."""
        lang = self._lang()
        sections: list[Row] = []
        for tables, lines in chained:
            main = view.table(tables[0][0])
            links = [self.tr("Table {table} main").format(table=main.number)]
            links += [self.tr("MM{depth} table {table}").format(depth=depth, table=number)
                      for depth, (_id, number) in enumerate(tables[1:], start=1)]
            head = Cell(self.tr("{chain} · {game}").format(
                chain=" ← ".join(links), game=view.game(main.game_id).label(lang)), bold=True,
                data={MustMoveRole.KIND: "chain", MustMoveRole.TABLE_ID: main.id,
                      MustMoveRole.SEAT: 1})
            players = [self._player_row(line, lang) for line in lines] or [
                Row(Cell(self.tr("nobody at the must-moves yet"),
                         data={MustMoveRole.KIND: "chain"}), Cell(""))]
            sections.append(Row(head, Cell(""), tuple(players)))
        now = self._clock()
        running = [b for b in view.bars if b.until > now]
        if running:
            bars = []
            for bar in running:
                who = self.tr("{name} · {game}").format(
                    name=bar.name, game=view.game(bar.game_id).label(lang))
                bars.append(Row(
                    Cell(who, tip=who, data={MustMoveRole.KIND: "bar",
                                             MustMoveRole.PLAYER_ID: bar.player_id}),
                    Cell(self._bar_text(bar.until, now), ink=LEFT_INK,
                         data={MustMoveRole.KIND: "bar", BAR_TIMES: (bar.since, bar.until)})))
            sections.append(Row(Cell(self.tr("Refused a move: barred 1 hour (RRoP 2.iii.9)"),
                                     bold=True, data={MustMoveRole.KIND: "bars"}),
                                Cell(""), tuple(bars)))
        if proposals:
            rows = []
            for game_id, table_id, en, es in proposals:
                table = view.table(table_id)
                why = es if lang == "es" else en
                rows.append(Row(
                    Cell(self.tr("{game} → table {table}").format(
                        game=view.game(game_id).label(lang), table=table.number),
                        data={MustMoveRole.KIND: "table", MustMoveRole.TABLE_ID: table_id,
                              MustMoveRole.SEAT: table.empty_seats[0] if table.empty_seats
                              else 1}),
                    Cell(why, tip=why, data={MustMoveRole.KIND: "table"})))
            sections.append(Row(Cell(self.tr("Where a new player sits"), bold=True,
                                     data={MustMoveRole.KIND: "new"}), Cell(""), tuple(rows)))
        return sections

    def _player_row(self, line: OrderLine, lang: Lang) -> Row:
        if line.left:
            name = self.tr("{name} (left table {table})").format(
                name=line.name, table=line.at.table)
        else:
            name = self.tr("{position}. {name}").format(position=line.position, name=line.name)
        move = self.tr("table {table}, seat {seat}").format(
            table=line.at.table, seat=line.at.seat)
        ink = None
        if line.to is not None:
            condition = MoveCondition(line.condition) if line.condition in set(MoveCondition) \
                else MoveCondition.BIG_BLIND
            when = CONDITION_WORDS[condition].get(lang)
            if line.left:
                move = self.tr("seat {seat} at table {table} is held for a move he can no "
                               "longer make: release it (Shift+F4)").format(
                    seat=line.to.seat, table=line.to.table)
                ink = LEFT_INK
            else:
                move = self.tr("table {from_table}, seat {from_seat} → table {table}, "
                               "seat {seat} {when} (F9 done, Shift+F9 refused)").format(
                    from_table=line.at.table, from_seat=line.at.seat, table=line.to.table,
                    seat=line.to.seat, when=when)
                ink = PENDING_INK
        goes = line.to or line.at  # Enter goes to the held seat of a pending move
        data: dict[int, object] = {
            MustMoveRole.KIND: "player", MustMoveRole.PLAYER_ID: line.player_id,
            MustMoveRole.POSITION: line.position, MustMoveRole.PENDING: line.to is not None,
            MustMoveRole.TABLE_ID: goes.table_id, MustMoveRole.SEAT: goes.seat}
        tip = f"{name}: {move}"
        return Row(Cell(name, bold=line.to is not None, tip=tip, data=data),
                   Cell(move, ink=ink, tip=tip, data=data))

    def _activated(self, index: QModelIndex) -> None:
        table = index.data(MustMoveRole.TABLE_ID)
        seat = index.data(MustMoveRole.SEAT)
        if isinstance(table, int) and isinstance(seat, int):
            self.seatWanted.emit(table, seat)

    def select_player(self, player_id: int) -> bool:
        """Make the row of ``player_id`` in a chain the current one (for tests)."""
        for row in range(self.model.rowCount()):
            head = self.model.item(row)
            for child in range(head.rowCount()):
                item = head.child(child)
                if item.data(MustMoveRole.PLAYER_ID) == player_id:
                    self.tree.setCurrentIndex(item.index())
                    return True
        return False

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self._title.setText(self.tr("Must-move games"))
        self._calm.setText(self.tr("No must-move game. To protect a main game, select a "
                                   "table of the same game and stakes and make it its "
                                   "must-move (Tables > Make must-move, Ctrl+M)."))
        self.model.setHorizontalHeaderLabels([self.tr("Order"), self.tr("Seat and move")])
        self.tree.header().resizeSection(0, 190)
        self._shown = None
        if self._view is not None:
            self.set_view(self._view)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tree.doItemsLayout()  # the rows wrap again at the new width
