"""The prize settings and the payout table, as the director types them.

``PrizeDialog``: what a buy-in, a rebuy and an add-on put in the prize pool and in
chips, how many rebuys and add-ons were sold, and the chip the prizes are rounded to;
the pool they make is shown as he types. ``PayoutTableDialog``: the payout table, one
row a range of entries ("from 11 to 20") and the percentage of the pool each paid place
receives, typed as a list ("50 30 20"), with the places and their total counted beside
each row; the standard table (``payouts.DEFAULT_PAYOUTS``, or the house's) is a click
away.

Neither writes anything itself. On OK the input is read and checked (the payout table
by ``payouts.check_payout_table``, with its messages) and handed to the ``save``
callable each dialog is given (the tournament window's: ``tournament_clock.set_prizes``
or ``set_payouts`` through the desk's feed); a refusal, its own or the callable's,
appears under the field or the row it is about, in the director's language, and the
dialog stays open.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floorman.services.clock_views import PrizeSettings
from floorman.text import Lang, Text, UserError, amount_text
from floorman.tournament.payouts import (
    DEFAULT_PAYOUTS,
    HUNDRED,
    PayoutRow,
    check_payout_table,
    place_amounts,
    prize_pool,
)

from floorman.ui.forms import error_label, refusal_text
from floorman.ui.structure_editor import parse_amount
from floorman.ui.tournament_sheets import count_text

Index = QModelIndex | QPersistentModelIndex
TOP = QModelIndex()
MAX_SOLD = 100_000  # rebuys or add-ons sold: more is a typing slip
ERROR_TINT = QColor("#f9d6d3")


def _not_negative(amount: Decimal, field: str, what: Text) -> Decimal:
    if amount < 0:
        raise UserError(Text(f"{what.en} is below 0; type 0 or more.",
                             f"{what.es} es menor que 0; escriba 0 o más."), field)
    return amount


def _check_chip(chip: Decimal) -> Decimal:
    """The chip prizes are rounded to, refused by the core when it is worth nothing."""
    try:
        place_amounts(Decimal(0), PayoutRow(1, None, (HUNDRED,)), 1, chip)
    except UserError as error:
        raise UserError(error.text, "chip") from None
    return chip


class _DataDialog(QDialog):
    """A dialog whose OK reads what was typed and hands it to a callable: refusals under
    the field they are about, in the user's language; nothing is handed on until all is
    right."""

    def __init__(self, lang: Callable[[], Lang], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self._lang = lang
        self.general_error = error_label(self)
        self.general_error.setObjectName("error_general")
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.general_error)
        self.layout_.addLayout(self.form)
        self._errors: dict[str, QLabel] = {}
        self._fields: dict[str, QWidget] = {}
        self._shown: UserError | None = None

    def add_field(self, key: str, label: QLabel, field: QWidget) -> None:
        error = error_label(self)
        error.setObjectName(f"error_{key}")
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(field)
        column.addWidget(error)
        label.setBuddy(field)
        self.form.addRow(label, holder)
        self._errors[key] = error
        self._fields[key] = field

    def error_text(self, key: str = "") -> str:
        """The refusal shown under ``key`` (the general one for ""), for tests."""
        label = self._errors.get(key, self.general_error)
        return "" if label.isHidden() else label.text()

    def clear_errors(self) -> None:
        self._shown = None
        for label in (self.general_error, *self._errors.values()):
            label.hide()
            label.clear()

    def show_error(self, error: UserError) -> None:
        self._shown = error
        label = self._errors.get(error.field or "", self.general_error)
        label.setText(refusal_text(error, self._lang()))
        label.show()
        field = self._fields.get(error.field or "")
        if field is not None:
            field.setFocus(Qt.FocusReason.OtherFocusReason)
        # Qt does not grow a dialog for a label shown in it: it squeezes the labels.
        need = self.layout_.totalHeightForWidth(self.width())
        if need > self.height():
            self.resize(self.width(), need)

    def collect(self) -> None:
        """Read, check and hand on what was typed.

        Raises:
            UserError: what is wrong, and where.
        """
        raise NotImplementedError

    def submit(self) -> None:
        self.clear_errors()
        try:
            self.collect()
        except UserError as error:
            self.show_error(error)
            return
        self.accept()

    def retranslate(self) -> None:
        """Every text of the dialog in the current language."""

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_shown"):
            self.retranslate()
            if self._shown is not None:
                self.show_error(self._shown)
        return handled


AMOUNTS = ("buy_in", "rebuy", "add_on", "rebuy_chips", "add_on_chips", "chip")
COUNTS = ("rebuys", "add_ons")
FIELD_NAMES = {
    "buy_in": Text("The buy-in", "La entrada"),
    "rebuy": Text("The rebuy", "La recompra"),
    "add_on": Text("The add-on", "El add-on"),
    "rebuy_chips": Text("The rebuy's chips", "Las fichas de la recompra"),
    "add_on_chips": Text("The add-on's chips", "Las fichas del add-on"),
    "chip": Text("The rounding chip", "La ficha de redondeo"),
}


class PrizeDialog(_DataDialog):
    """What each entry, rebuy and add-on costs and gives, how many were sold, and the
    chip the prizes are rounded to.

    Args:
        prizes: the settings to start from.
        lang: returns the language of the refusals.
        save: takes the checked ``PrizeSettings`` (and may refuse them with a
            ``UserError``, shown under its field); None: they are only kept in
            ``prizes``.
        entries: the entries so far, for the prize pool shown as the director types.
        parent: the parent widget.

    Signals:
        ``accepted`` once the settings are checked and saved (``prizes`` holds them).
    """

    def __init__(self, prizes: PrizeSettings, lang: Callable[[], Lang],
                 save: Callable[[PrizeSettings], object] | None = None, entries: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.setObjectName("prizeDialog")
        self._save = save
        self.entries = entries
        self.prizes: PrizeSettings | None = None
        self.inputs: dict[str, QLineEdit] = {}
        self.counts: dict[str, QSpinBox] = {}
        self._labels: dict[str, QLabel] = {}
        for key in ("buy_in", "rebuy", "rebuy_chips", "rebuys", "add_on", "add_on_chips",
                    "add_ons", "chip"):
            label = QLabel(self)
            self._labels[key] = label
            field: QWidget
            if key in COUNTS:
                spin = QSpinBox(self)
                spin.setRange(0, MAX_SOLD)
                spin.setValue(getattr(prizes, key))
                spin.valueChanged.connect(lambda _value: self._show_pool())
                self.counts[key] = spin
                field = spin
            else:
                line = QLineEdit(amount_text(getattr(prizes, key)), self)
                line.textEdited.connect(lambda _text: self._show_pool())
                self.inputs[key] = line
                field = line
            field.setObjectName(key)
            self.add_field(key, label, field)
        self.pool = QLabel(self)
        self.pool.setObjectName("pool")
        self.pool.setStyleSheet("font-weight: bold;")
        self.layout_.addWidget(self.pool)
        self.layout_.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.retranslate()
        self.inputs["buy_in"].setFocus()
        self.inputs["buy_in"].selectAll()

    def typed(self) -> PrizeSettings:
        """The settings typed, checked.

        Raises:
            UserError: an amount is not a number, is below 0, or the chip is worth
                nothing.
        """
        amounts = {key: _not_negative(parse_amount(self.inputs[key].text(), key,
                                                   FIELD_NAMES[key]), key, FIELD_NAMES[key])
                   for key in AMOUNTS}
        _check_chip(amounts["chip"])
        return PrizeSettings(**amounts, rebuys=self.counts["rebuys"].value(),
                             add_ons=self.counts["add_ons"].value())

    def collect(self) -> None:
        prizes = self.typed()
        if self._save is not None:
            self._save(prizes)
        self.prizes = prizes

    def _show_pool(self) -> None:
        try:
            prizes = self.typed()
        except UserError:
            self.pool.setText(self.tr("Prize pool: (type the amounts)"))
            return
        pool = prize_pool(self.entries, prizes.buy_in, prizes.rebuys, prizes.rebuy,
                          prizes.add_ons, prizes.add_on)
        self.pool.setText(self.tr("Prize pool: {pool} ({entries} entries)").format(
            pool=count_text(pool, self._lang()), entries=self.entries))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Prizes"))
        texts = {"buy_in": self.tr("&Buy-in (to the pool):"),
                 "rebuy": self.tr("&Rebuy (to the pool):"),
                 "rebuy_chips": self.tr("Rebuy &chips:"),
                 "rebuys": self.tr("Rebuys so&ld:"),
                 "add_on": self.tr("&Add-on (to the pool):"),
                 "add_on_chips": self.tr("Add-on c&hips:"),
                 "add_ons": self.tr("Add-ons sol&d:"),
                 "chip": self.tr("Prizes rounded &to the chip of:")}
        for key, text in texts.items():
            self._labels[key].setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Save"))
        self._show_pool()


# --- the payout table -------------------------------------------------------------------

PAYOUT_COLUMNS = ("from", "to", "percents", "places", "total")
FROM, TO, PERCENTS, PLACES, TOTAL = range(len(PAYOUT_COLUMNS))
ROW_FIELD = re.compile(r"rows\[(\d+)\]")
SEPARATORS = re.compile(r"[\s;]+")


@dataclass(frozen=True)
class PayoutLine:
    """One row of the payout table as typed."""

    first: str = ""
    last: str = ""
    percents: str = ""

    @classmethod
    def of(cls, row: PayoutRow) -> PayoutLine:
        return cls(str(row.min_entries), "" if row.max_entries is None else str(row.max_entries),
                   " ".join(amount_text(p) for p in row.percents))

    def shares(self) -> tuple[Decimal, ...] | None:
        """The percentages typed ("50 30 20", "12,5; 7.5"), or None if one is not a
        number."""
        found = []
        for token in SEPARATORS.split(self.percents.strip()):
            word = token.strip().rstrip(",").rstrip("%").strip()
            if not word:
                continue
            try:
                share = Decimal(word.replace(",", "."))
            except InvalidOperation:
                return None
            if not share.is_finite():
                return None
            found.append(share)
        return tuple(found)

    def row(self, index: int) -> PayoutRow:
        """The row typed (row ``index`` of the table, counted from 0).

        Raises:
            UserError: the entries are not whole numbers, or a percentage is not a number.
        """
        field = f"lines[{index}]"
        where = Text(f"Row {index + 1}", f"Fila {index + 1}")

        def whole(text: str, what: Text) -> int:
            if not text.strip().isdigit():
                raise UserError(Text(
                    f"{where.en}: {what.en} '{text.strip()}' is not a number of entries; type "
                    "a whole number such as 11.",
                    f"{where.es}: {what.es} «{text.strip()}» no es un número de inscritos; "
                    "escriba un número entero como 11."), field)
            return int(text)

        first = whole(self.first, Text("from", "desde"))
        last = None if not self.last.strip() else whole(self.last, Text("to", "hasta"))
        shares = self.shares()
        if shares is None:
            raise UserError(Text(
                f"{where.en}: '{self.percents.strip()}' is not a list of percentages; type "
                "them from first place down, separated by spaces, such as 50 30 20.",
                f"{where.es}: «{self.percents.strip()}» no es una lista de porcentajes; "
                "escríbalos del primer puesto hacia abajo, separados por espacios, como "
                "50 30 20."), field)
        return PayoutRow(first, last, shares)


class PayoutModel(QAbstractTableModel):
    """The payout table being edited: entries from, to, the percentages, and the places
    and total they make (counted, not typed).

    Args:
        rows: the table to start from.
        parent: the owning object.

    Signals:
        the standard model signals only.
    """

    def __init__(self, rows: Sequence[PayoutRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[PayoutLine] = [PayoutLine.of(row) for row in rows]
        self.error_row: int | None = None
        self.error_text = ""

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(PAYOUT_COLUMNS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() <= PERCENTS else flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line, column = self.lines[index.row()], index.column()
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(ERROR_TINT) if index.row() == self.error_row else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.error_text if index.row() == self.error_row and self.error_text \
                else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column != PERCENTS:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        if column == FROM:
            return line.first
        if column == TO:
            return line.last
        if column == PERCENTS:
            return line.percents
        shares = line.shares()
        if shares is None:
            return "?"
        if column == PLACES:
            return str(len(shares))
        return f"{amount_text(sum(shares, Decimal(0)))} %"

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < len(self.lines) else None
        if not 0 <= section < len(PAYOUT_COLUMNS):
            return None
        return (self.tr("Entries from"), self.tr("to"), self.tr("% of the pool, 1st place first"),
                self.tr("Places"), self.tr("Total"))[section]

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (not index.isValid() or role != Qt.ItemDataRole.EditRole
                or index.column() > PERCENTS):
            return False
        line = self.lines[index.row()]
        text = str(value).strip()
        changed = (replace(line, first=text) if index.column() == FROM else
                   replace(line, last=text) if index.column() == TO else
                   replace(line, percents=text))
        self.lines[index.row()] = changed
        self.set_error(None, "")
        self.dataChanged.emit(self.index(index.row(), 0),
                              self.index(index.row(), len(PAYOUT_COLUMNS) - 1))
        return True

    def insertRows(self, row: int, count: int, parent: Index = TOP) -> bool:
        """Insert ``count`` empty rows before ``row`` (a new row starts where the row
        above ends)."""
        if parent.isValid() or count < 1 or not 0 <= row <= len(self.lines):
            return False
        start = ""
        if row > 0 and self.lines[row - 1].last.strip().isdigit():
            start = str(int(self.lines[row - 1].last) + 1)
        self.beginInsertRows(TOP, row, row + count - 1)
        self.lines[row:row] = [PayoutLine(first=start)] + [PayoutLine()] * (count - 1)
        self.endInsertRows()
        self.set_error(None, "")
        return True

    def removeRows(self, row: int, count: int, parent: Index = TOP) -> bool:
        if parent.isValid() or count < 1 or row < 0 or row + count > len(self.lines):
            return False
        self.beginRemoveRows(TOP, row, row + count - 1)
        del self.lines[row:row + count]
        self.endRemoveRows()
        self.set_error(None, "")
        return True

    def set_rows(self, rows: Sequence[PayoutRow]) -> None:
        self.beginResetModel()
        self.lines = [PayoutLine.of(row) for row in rows]
        self.error_row, self.error_text = None, ""
        self.endResetModel()

    def set_error(self, row: int | None, text: str) -> None:
        before = self.error_row
        self.error_row, self.error_text = row, text
        for changed in {before, row} - {None}:
            assert changed is not None
            if 0 <= changed < len(self.lines):
                self.dataChanged.emit(self.index(changed, 0),
                                      self.index(changed, len(PAYOUT_COLUMNS) - 1))

    def table(self) -> tuple[PayoutRow, ...]:
        """The payout table typed, checked (ordered by entries).

        Raises:
            UserError: a cell is not a number, or the core refuses the table.
        """
        return check_payout_table([line.row(index) for index, line in enumerate(self.lines)])

    def row_of(self, error: UserError) -> int | None:
        """The row a refusal is about: ``lines[i]`` is row i as typed; the core's
        ``rows[i]`` is the i-th by entries."""
        field = error.field or ""
        if field.startswith("lines["):
            return int(field[6:field.index("]")])
        found = ROW_FIELD.fullmatch(field)
        if found is None:
            return None
        typed = []
        for index, line in enumerate(self.lines):
            try:
                typed.append((line.row(index).min_entries, index))
            except UserError:
                return None
        typed.sort()
        wanted = int(found.group(1))
        return typed[wanted][1] if wanted < len(typed) else None


PAYOUT_SHORTCUTS = {"insert": "Ins", "remove": "Del"}


class PayoutTableDialog(_DataDialog):
    """The payout table: for each range of entries, the percentage each place is paid.

    Args:
        rows: the table to start from.
        lang: returns the language of the refusals.
        save: takes the checked rows, or None for "follow the house's table" (the
            ``house`` button pressed and nothing typed since); may refuse with a
            ``UserError``, shown under the table; None: the rows are only kept.
        house: the house's table, offered as a starting point (default: the standard
            table floorman ships).
        parent: the parent widget.

    Signals:
        ``accepted`` once the table is checked and saved (``rows`` holds it, or None
        for the house's table).
    """

    def __init__(self, rows: Sequence[PayoutRow], lang: Callable[[], Lang],
                 save: Callable[[tuple[PayoutRow, ...] | None], object] | None = None,
                 house: Sequence[PayoutRow] = DEFAULT_PAYOUTS,
                 parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.setObjectName("payoutTableDialog")
        self._save = save
        self._house = tuple(house)
        self.follow_house = False
        self.rows: tuple[PayoutRow, ...] | None = None
        self.model = PayoutModel(rows, self)
        self.table = QTableView(self)
        self.table.setObjectName("payoutTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PERCENTS, QHeaderView.ResizeMode.Stretch)
        self.actions_: dict[str, QAction] = {}
        self.buttons_: dict[str, QPushButton] = {}
        edit = QHBoxLayout()
        for name, run in (("insert", self.insert_row), ("remove", self.remove_rows),
                          ("house", self.use_house)):
            button = QPushButton(self)
            button.setObjectName(name)
            button.clicked.connect(lambda _checked=False, go=run: go())
            self.buttons_[name] = button
            edit.addWidget(button)
            if name in PAYOUT_SHORTCUTS:
                action = QAction(self.table)
                action.setShortcut(QKeySequence(PAYOUT_SHORTCUTS[name]))
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                action.triggered.connect(lambda _checked=False, go=run: go())
                self.table.addAction(action)
                self.actions_[name] = action
        edit.addStretch(1)
        self.model.dataChanged.connect(lambda *_args: self._edited())
        self.model.rowsInserted.connect(lambda *_args: self._edited())
        self.model.rowsRemoved.connect(lambda *_args: self._edited())
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.layout_.addWidget(self.table, 1)
        self.layout_.addLayout(edit)
        self.layout_.addWidget(self.hint)
        self.layout_.addWidget(self.buttons)
        self.resize(860, 540)
        self.retranslate()
        self.table.setFocus()

    def _edited(self) -> None:
        self.follow_house = False

    def insert_row(self) -> None:
        index = self.table.currentIndex()
        row = index.row() + 1 if index.isValid() else self.model.rowCount()
        self.model.insertRows(row, 1)
        self.table.setCurrentIndex(self.model.index(row, FROM))

    def remove_rows(self) -> None:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()}
                      or ({self.table.currentIndex().row()}
                          if self.table.currentIndex().isValid() else set()), reverse=True)
        for row in rows:
            self.model.removeRows(row, 1)

    def use_house(self) -> None:
        """Start again from the house's table; saved untouched, the tournament follows
        the house's table."""
        self.model.set_rows(self._house)
        self.clear_errors()
        self.follow_house = True

    def show_error(self, error: UserError) -> None:
        super().show_error(error)
        row = self.model.row_of(error)
        if row is not None:
            self.model.set_error(row, refusal_text(error, self._lang()))
            self.table.setCurrentIndex(self.model.index(row, PERCENTS))
            self.table.scrollTo(self.model.index(row, PERCENTS))
            self.table.setFocus()

    def clear_errors(self) -> None:
        super().clear_errors()
        self.model.set_error(None, "")

    def collect(self) -> None:
        rows = None if self.follow_house else self.model.table()
        if self._save is not None:
            self._save(rows)
        self.rows = rows

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Payout table"))
        words = {"insert": self.tr("Add a ro&w (Ins)"), "remove": self.tr("&Remove (Del)"),
                 "house": self.tr("Start from the &house's table")}
        for name, text in words.items():
            self.buttons_[name].setText(text)
        self.hint.setText(self.tr(
            "Each row: the entries it is for (leave \"to\" empty on the last row) and the "
            "share of the prize pool each paid place receives, in percent, from first "
            "place down, such as 50 30 20; they add up to 100."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Save"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                          len(PAYOUT_COLUMNS) - 1)


__all__ = ["PayoutModel", "PayoutTableDialog", "PrizeDialog"]
