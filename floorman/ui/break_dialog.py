"""Breaking a table at the desk: the draw, the plan with its reasons, then the break.

The dialog opens with floorman's own draw (one card to each player from a deck shuffled
with the desk's random source; the floor draws for the absent) and the plan it gives:
who goes to which table and seat, or to the head of the list, and why, with the rules.
The supervisor may instead type the cards as they were drawn at the table, and tick who
is absent; the plan follows every change. Breaking writes exactly the plan shown: if
another desk changed the floor meanwhile, the desk refuses and shows the new plan.
The move slips then open in print preview (one per page, or all on one page).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from floorman.services import breaking
from floorman.services.desk import Change, FloorError
from floorman.services.views import TableView

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput

SEAT, PLAYER, ABSENT, CARD = range(4)
PLAN_COLUMNS = 5  # place, card, player, from seat, goes to
PLAYER_ROLE = Qt.ItemDataRole.UserRole


class _AllRows(QTableWidget):
    """A table as tall as its rows (ten at most: a table seats ten), so every player of
    the broken table is in sight without scrolling."""

    def __init__(self, rows: int, columns: int, parent: QWidget) -> None:
        super().__init__(rows, columns, parent)
        self.shown_rows = min(max(rows, 1), 10)

    def _tall(self) -> int:
        # Polished first: the desk's style sheet sets the type, and so the row height.
        self.ensurePolished()
        self.verticalHeader().ensurePolished()
        self.horizontalHeader().ensurePolished()
        row = max(self.verticalHeader().defaultSectionSize(),
                  self.fontMetrics().height() + 8)
        header = max(self.horizontalHeader().sizeHint().height(), row)
        return header + row * self.shown_rows + 2 * self.frameWidth() + 10

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._tall())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._tall())


class BreakDialog(FormDialog):
    """Break a table: run or record the card draw, see the plan, confirm.

    Args:
        feed: the window's link to the desk.
        table: the table to break (open, with players).
        parent: the parent widget.

    Signals:
        ``accepted`` once the break is written (``change`` holds it; ``one_page`` and
        ``print_slips`` say how the supervisor wants the slips).
    """

    def __init__(self, feed: FloorFeed, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("breakDialog")
        self.setMinimumWidth(1200)
        self.table = table
        self.preview: breaking.BreakPreview | None = None
        self._floormans: dict[int, str] = {}
        self._filling = False
        self.form.setRowWrapPolicy(self.form.RowWrapPolicy.WrapAllRows)
        self._intro = QLabel(self)
        self._intro.setWordWrap(True)
        self.layout_.insertWidget(1, self._intro)
        players = [s for s in table.seats if s.state in ("playing", "away")]
        self.draw = _AllRows(len(players), 4, self)
        self.draw.setObjectName("draw")
        self.draw.verticalHeader().hide()
        self.draw.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for row, seat in enumerate(players):
            number = QTableWidgetItem(str(seat.number))
            number.setFlags(Qt.ItemFlag.ItemIsEnabled)
            name = QTableWidgetItem(seat.name or "?")
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            name.setData(PLAYER_ROLE, seat.player_id)
            absent = QTableWidgetItem()
            absent.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            absent.setCheckState(Qt.CheckState.Checked if seat.state == "away"
                                 else Qt.CheckState.Unchecked)
            for column, item in ((SEAT, number), (PLAYER, name), (ABSENT, absent),
                                 (CARD, QTableWidgetItem(""))):
                self.draw.setItem(row, column, item)
        self.draw.horizontalHeader().setSectionResizeMode(PLAYER,
                                                          QHeaderView.ResizeMode.Stretch)
        self.draw.itemChanged.connect(self._draw_changed)
        self.redraw = QPushButton(self)
        self.redraw.setObjectName("drawAgain")
        self.redraw.clicked.connect(self.run_draw)
        self.clear = QPushButton(self)
        self.clear.setObjectName("recordDraw")
        self.clear.clicked.connect(self._clear_cards)
        buttons = QWidget(self)
        row_layout = QHBoxLayout(buttons)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.addWidget(self.redraw)
        row_layout.addWidget(self.clear)
        row_layout.addStretch(1)
        self.plan = _AllRows(len(players), PLAN_COLUMNS, self)
        self.plan.setObjectName("plan")
        self.plan.verticalHeader().hide()
        self.plan.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.plan.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.plan.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.plan.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.plan.currentCellChanged.connect(lambda row, *_: self._show_why(row))
        self.why = QLabel(self)
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setMinimumHeight(self.fontMetrics().height() * 4)
        self.passed = QLabel(self)
        self.passed.setObjectName("passedOver")
        self.passed.setWordWrap(True)
        self.slips = QComboBox(self)
        self.slips.setObjectName("slipLayout")
        self.slips.addItems(["", ""])
        self.slips.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.print_after = QCheckBox(self)
        self.print_after.setObjectName("printSlips")
        self.print_after.setChecked(True)
        slip_row = QWidget(self)
        slip_layout = QHBoxLayout(slip_row)
        slip_layout.setContentsMargins(0, 0, 0, 0)
        slip_layout.addWidget(self.print_after)
        slip_layout.addWidget(self.slips)
        slip_layout.addStretch(1)
        self._labels = [QLabel(self) for _ in range(2)]
        # The draw on the left, the plan and its reasons on the right: one screen, no
        # scrolling, for a table of ten. Each column is a form of its own, so a refusal
        # shows under the part it is about.
        whole = self.form
        columns = QHBoxLayout()
        for fields in ((("cards", self._labels[0], self.draw, ("absent",)), buttons),
                       (("expect", self._labels[1], self.plan, ("table",)), self.why)):
            self.form = QFormLayout()
            self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
            (key, label, field, aliases), below = fields
            self.add_field(key, label, field, aliases=aliases)
            self.form.addRow(below)
            columns.addLayout(self.form, 1)
        self.form = whole
        self.form.addRow(columns)
        self.form.addRow(self.passed)
        self.form.addRow(slip_row)
        self.retranslate()
        self.run_draw()
        self.draw.setFocus()

    # --- the draw -------------------------------------------------------------------------

    def _rows(self) -> list[int]:
        return list(range(self.draw.rowCount()))

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.draw.item(row, column)
        assert item is not None, "every cell of the draw is filled when it is built"
        return item

    def _player(self, row: int) -> int:
        return int(self._cell(row, PLAYER).data(PLAYER_ROLE))

    def cards(self) -> dict[int, str]:
        """The cards as the dialog shows them (player id -> card typed or drawn)."""
        return {self._player(row): self._cell(row, CARD).text().strip()
                for row in self._rows() if self._cell(row, CARD).text().strip()}

    def absent(self) -> list[int]:
        return [self._player(row) for row in self._rows()
                if self._cell(row, ABSENT).checkState() == Qt.CheckState.Checked]

    def run_draw(self) -> None:
        """floorman deals a card to every player (the desk's random source)."""
        try:
            drawn = breaking.preview_break(self.feed.desk, self.table.id, absent=self.absent())
        except FloorError as error:
            self.show_error(error)
            return
        self._floormans = dict(drawn.cards)
        self._fill(drawn.cards)
        self._replan()

    def _clear_cards(self) -> None:
        """Record the draw made at the table: empty cards, typed one by one."""
        self._fill({})
        self._replan()
        self.draw.setCurrentCell(0, CARD)
        self.draw.editItem(self._cell(0, CARD))

    def set_card(self, player_id: int, card: str) -> None:
        """Type a card for a player (as the supervisor does in the Card column)."""
        for row in self._rows():
            if self._player(row) == player_id:
                self._cell(row, CARD).setText(card)

    def set_absent(self, player_id: int, absent: bool) -> None:
        for row in self._rows():
            if self._player(row) == player_id:
                self._cell(row, ABSENT).setCheckState(
                    Qt.CheckState.Checked if absent else Qt.CheckState.Unchecked)

    def _fill(self, cards: dict[int, str]) -> None:
        self._filling = True
        try:
            for row in self._rows():
                self._cell(row, CARD).setText(cards.get(self._player(row), ""))
        finally:
            self._filling = False

    def _draw_changed(self, _item: QTableWidgetItem) -> None:
        if not self._filling:
            self._replan()

    # --- the plan -------------------------------------------------------------------------

    def _replan(self) -> None:
        self.clear_errors()
        self.preview = None
        self.plan.setRowCount(0)
        self.passed.clear()
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        cards = self.cards()
        if len(cards) < self.draw.rowCount():
            ok.setEnabled(False)
            self._plan_label()
            return
        try:
            self.preview = breaking.preview_break(self.feed.desk, self.table.id, cards=cards,
                                                  absent=self.absent())
        except FloorError as error:
            ok.setEnabled(False)
            self.show_error(error)
            return
        ok.setEnabled(True)
        self._plan_label()
        self._show_plan(self.preview)

    def _show_plan(self, preview: breaking.BreakPreview) -> None:
        lang = self.feed.lang()
        plan = preview.plan
        self.plan.setRowCount(len(plan.moves))
        for row, move in enumerate(plan.moves):
            if move.kind == "list":
                goes = self.tr("Head of the list, number {n}").format(n=move.list_position)
            elif move.kind == "hold":
                goes = self.tr("Table {table}, seat {seat} (held until the big blind)").format(
                    table=move.to_table, seat=move.to_seat)
            else:
                goes = self.tr("Table {table}, seat {seat}").format(table=move.to_table,
                                                                   seat=move.to_seat)
            why = self.why_text(row)
            for column, text in enumerate((str(move.place), str(move.card), move.name,
                                           str(move.from_seat), goes)):
                item = QTableWidgetItem(text)
                item.setToolTip(why)
                self.plan.setItem(row, column, item)
        self.plan.resizeColumnsToContents()
        self.plan.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.plan.setCurrentCell(max(self.plan.currentRow(), 0), 0)
        self._show_why(self.plan.currentRow())
        if plan.passed_over:
            shown = "; ".join(self.tr("table {table}: {why}").format(table=n, why=why.get(lang))
                              for n, why in plan.passed_over)
            self.passed.setText(self.tr("Passed over (not similar games): {tables}").format(
                tables=shown))

    def _plan_label(self) -> None:
        if self.preview is None:
            self._labels[1].setText(self.tr("The plan (type a card for every player):"))
        else:
            self._labels[1].setText(self.tr("The plan, in the order of the draw:"))

    def why_text(self, row: int) -> str:
        """Why the plan sends the player of ``row`` where it does, with the rules."""
        if self.preview is None or not 0 <= row < len(self.preview.plan.moves):
            return ""
        move = self.preview.plan.moves[row]
        lang = self.feed.lang()
        reasons = "\n".join(reason.get(lang) for reason in move.reasons)
        return self.tr("{name}: {reasons}\n({rules})").format(
            name=move.name, reasons=reasons, rules=", ".join(move.rules))

    def _show_why(self, row: int) -> None:
        self.why.setText(self.why_text(row))

    # --- the break ------------------------------------------------------------------------

    @property
    def one_page(self) -> bool:
        return self.slips.currentIndex() == 1

    @property
    def print_slips(self) -> bool:
        return self.print_after.isChecked()

    def submit(self) -> Change:
        if self.preview is None:
            self._replan()
        preview = self.preview
        if preview is None:
            raise MissingInput("cards", self.tr("Type a card for every player, or let "
                                                "floorman draw."))
        expect: list[dict[str, Any]] = [
            {"player_id": m.player_id, "to_table_id": m.to_table_id, "to_seat": m.to_seat,
             "list_position": m.list_position} for m in preview.plan.moves]
        cards = self.cards()
        try:
            return self.run(breaking.break_table, table_id=self.table.id, cards=cards,
                            absent=self.absent(), expect=expect,
                            drawn_by_floorman=cards == self._floormans)
        except FloorError as error:
            if error.field == "expect":  # the floor moved: the new plan, under the refusal
                self._replan()
            raise

    def retranslate(self) -> None:
        game = self.feed.view.game(self.table.game_id).label(self.feed.lang())
        self.setWindowTitle(self.tr("Break table {table} · {game}").format(
            table=self.table.number, game=game))
        self._intro.setText(self.tr(
            "Each player draws a card and the floor draws for anyone absent: the cards set "
            "the order in which they take the open seats of similar games (same game, stakes "
            "and kill rule), the table that most needs players first; the rest go to the head "
            "of the list in that order. An absent player's seat is held until his big blind "
            "(two hands in stud). RRoP 2.iii.14, 3.vii.2, 13.13."))
        self._labels[0].setText(self.tr("The draw (&type the cards drawn at the table, or "
                                        "let floorman draw):"))
        self.draw.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"),
                                             self.tr("Absent"), self.tr("Card")])
        self.plan.setHorizontalHeaderLabels([self.tr("#"), self.tr("Card"), self.tr("Player"),
                                             self.tr("From seat"), self.tr("Goes to")])
        self.redraw.setText(self.tr("floorman &draws for everyone"))
        self.clear.setText(self.tr("&Record the cards drawn at the table"))
        self.print_after.setText(self.tr("&Print the move slips after the break:"))
        self.slips.setItemText(0, self.tr("one slip per page"))
        self.slips.setItemText(1, self.tr("all slips on one page"))
        self.ok_button_text(self.tr("&Break the table"))
        # The button box puts back its own "OK" when the language changes, after this.
        QTimer.singleShot(0, lambda: self.ok_button_text(self.tr("&Break the table")))
        self._plan_label()
        if self.preview is not None:
            self._show_plan(self.preview)
