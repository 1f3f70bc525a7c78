"""The input of each walk-through step: the right control for the kind of answer.

Choices and seats are buttons (one press answers and moves on), chips are one button
per denomination pressed once a chip, cards come from a card picker, amounts from a
field, seats at the table from a small table with Add and Remove, and the game's
structure from a form pre-filled from the table's game. Each input gives its answer
raw, as typed; ``floorman.rules.walkthroughs.check_answer`` decides if it is right.

Signals (every input):
    answered(): a one-press input was answered; the assistant moves on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorman.rules.cards import RANKS, SUITS
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.walkthroughs import (
    BETTING_NAMES,
    DENOMINATIONS,
    FIELD_LABELS,
    Column,
    Step,
)
from floorman.text import Lang, amount_text

SUIT_SIGNS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
RED_SUITS = ("h", "d")


class StepInput(QWidget):
    """The control for one step; ``value()`` is the raw answer."""

    answered = Signal()

    def __init__(self, step: Step, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.step = step
        self.lang = lang

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def show_error_at(self, field: str) -> None:
        """Point at the part of the input an error names (``step.row.column``)."""


class ButtonsInput(StepInput):
    """One big button per answer (choices, yes/no, seats); pressing one, or its number
    on the keyboard, answers.

    For seats the number on the keyboard is the seat's own (4 is seat 4, 0 is seat 10),
    never the button's place: with seats 1 and 4 on offer, "2" must not answer seat 4.
    """

    def __init__(self, step: Step, lang: Lang, answers: Sequence[tuple[Any, str]],
                 columns: int = 1, parent: QWidget | None = None, *,
                 seats: bool = False) -> None:
        super().__init__(step, lang, parent)
        self._seats = seats
        grid = QGridLayout(self)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self._values: list[Any] = []
        for index, (value, label) in enumerate(answers):
            button = QPushButton(label if columns > 1 else f"{index + 1}. {label}")
            button.setCheckable(True)
            button.setObjectName("answerButton")
            button.setMinimumHeight(40)
            self.group.addButton(button, index)
            self._values.append(value)
            grid.addWidget(button, index // columns, index % columns)
        self.group.idClicked.connect(lambda _index: self.answered.emit())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1 to 9 press the answer with that number: the floor answers from the keys."""
        row = self._row_for_key(event.key())
        if row is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.group.button(row).click()
            return
        super().keyPressEvent(event)

    def _row_for_key(self, key: int) -> int | None:
        if not Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            return None
        digit = key - Qt.Key.Key_0
        if self._seats:
            seat = digit or 10
            return self._values.index(seat) if seat in self._values else None
        return digit - 1 if 1 <= digit <= min(len(self._values), 9) else None

    def value(self) -> Any:
        checked = self.group.checkedId()
        return self._values[checked] if checked >= 0 else None

    def set_value(self, value: Any) -> None:
        if value in self._values:
            self.group.button(self._values.index(value)).setChecked(True)

    def press(self, value: Any) -> None:
        """Press the button of ``value`` (as a click would)."""
        self.group.button(self._values.index(value)).click()


class SeatsInput(StepInput):
    """Seat buttons, several of which may be pressed (the winners of a pot...)."""

    def __init__(self, step: Step, lang: Lang, seats: Sequence[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        grid = QGridLayout(self)
        self.buttons: dict[int, QPushButton] = {}
        for index, seat in enumerate(seats):
            button = QPushButton(str(seat))
            button.setCheckable(True)
            button.setObjectName("answerButton")
            button.setMinimumHeight(40)
            self.buttons[seat] = button
            grid.addWidget(button, index // 5, index % 5)

    def value(self) -> Any:
        return [seat for seat, button in self.buttons.items() if button.isChecked()]

    def set_value(self, value: Any) -> None:
        chosen = {int(seat) for seat in (value or [])}
        for seat, button in self.buttons.items():
            button.setChecked(seat in chosen)


class AmountInput(StepInput):
    """A field for one amount."""

    def __init__(self, step: Step, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        layout = QHBoxLayout(self)
        self.field = QLineEdit()
        self.field.setObjectName("amountField")
        if step.example is not None:
            self.field.setPlaceholderText(str(step.example))
        layout.addWidget(self.field)
        layout.addStretch()
        self.setFocusProxy(self.field)
        self.field.returnPressed.connect(self.answered)

    def value(self) -> Any:
        return self.field.text()

    def set_value(self, value: Any) -> None:
        self.field.setText("" if value is None else str(value))


class ChipsInput(StepInput):
    """Chip buttons, one press a chip; the chips so far and their total beside them."""

    def __init__(self, step: Step, lang: Lang, chip: Decimal,
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        self.chips: list[Decimal] = []
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        values = [d for d in DENOMINATIONS if d >= chip and d % chip == 0][:7]
        if chip not in values:
            values.insert(0, chip)
        self.buttons: dict[Decimal, QPushButton] = {}
        for value in values:
            button = QPushButton(amount_text(value))
            button.setObjectName("chipButton")
            button.setMinimumSize(64, 48)
            button.clicked.connect(lambda _checked=False, v=value: self.add(v))
            self.buttons[value] = button
            row.addWidget(button)
        row.addStretch()
        layout.addLayout(row)
        tools = QHBoxLayout()
        self.shown = QLabel()
        self.shown.setObjectName("chipsShown")
        undo = QPushButton(self.tr("Take the last chip back"))
        undo.clicked.connect(self.take_back)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(self.clear)
        tools.addWidget(self.shown, 1)
        tools.addWidget(undo)
        tools.addWidget(clear)
        layout.addLayout(tools)
        self._show()

    def add(self, value: Decimal) -> None:
        self.chips.append(value)
        self._show()

    def take_back(self) -> None:
        if self.chips:
            self.chips.pop()
        self._show()

    def clear(self) -> None:
        self.chips.clear()
        self._show()

    def _show(self) -> None:
        if not self.chips:
            self.shown.setText(self.tr("No chips yet."))
            return
        listed = " + ".join(amount_text(c) for c in self.chips)
        self.shown.setText(f"{listed} = {amount_text(sum(self.chips, Decimal(0)))}")

    def value(self) -> Any:
        return list(self.chips)

    def set_value(self, value: Any) -> None:
        self.chips = [Decimal(str(v)) for v in (value or [])]
        self._show()


class CardsInput(StepInput):
    """A card picker: one button a card; cards chosen in other steps are greyed out."""

    def __init__(self, step: Step, lang: Lang, taken: set[str], count: tuple[int, int],
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        self.count = count
        self.picked: list[str] = []
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setSpacing(2)
        self.buttons: dict[str, QPushButton] = {}
        for row, suit in enumerate(SUITS):
            for column, rank in enumerate(reversed(RANKS)):
                card = rank + suit
                button = QPushButton(f"{rank.replace('T', '10')}{SUIT_SIGNS[suit]}")
                button.setCheckable(True)
                button.setObjectName("cardButton")
                button.setMinimumSize(40, 34)
                if suit in RED_SUITS:
                    button.setStyleSheet("color: #b00020;")
                button.setEnabled(card not in taken)
                button.toggled.connect(lambda on, c=card: self._toggled(c, on))
                self.buttons[card] = button
                grid.addWidget(button, row, column)
        joker = QPushButton(self.tr("Joker"))
        joker.setCheckable(True)
        joker.setEnabled("Jk" not in taken)
        joker.toggled.connect(lambda on: self._toggled("Jk", on))
        self.buttons["Jk"] = joker
        grid.addWidget(joker, 4, 0, 1, 2)
        layout.addLayout(grid)
        self.shown = QLabel()
        self.shown.setObjectName("cardsShown")
        layout.addWidget(self.shown)
        self._show()

    def _toggled(self, card: str, on: bool) -> None:
        if on and card not in self.picked:
            self.picked.append(card)
        elif not on and card in self.picked:
            self.picked.remove(card)
        self._show()

    def _show(self) -> None:
        least, most = self.count
        wanted = str(least) if least == most else f"{least}-{most}"
        picked = " ".join(self.picked) or "—"
        self.shown.setText(self.tr("Picked: {cards} (pick {wanted})").format(
            cards=picked, wanted=wanted))

    def value(self) -> Any:
        return list(self.picked)

    def set_value(self, value: Any) -> None:
        for card in list(self.picked):
            self.buttons[card].setChecked(False)
        for card in value or []:
            if card in self.buttons:
                self.buttons[card].setChecked(True)


class CardsCell(QPushButton):
    """A rows cell holding cards: pressing it opens the card picker."""

    def __init__(self, rows: RowsInput, column: Column, cards: list[str]) -> None:
        super().__init__()
        self.rows = rows
        self.column = column
        self.cards = list(cards)
        self.setObjectName("cardsCell")
        self.clicked.connect(self.pick)
        self._show()

    def _show(self) -> None:
        self.setText(" ".join(self.cards) or self.tr("Pick cards…"))

    def picker(self) -> QDialog:
        """The card picker for this cell; cards held elsewhere are greyed out."""
        taken = self.rows.taken | self.rows.cards_outside(self)
        dialog = QDialog(self)
        dialog.setWindowTitle(self.column.label.get(self.rows.lang))
        layout = QVBoxLayout(dialog)
        cards = CardsInput(self.rows.step, self.rows.lang, taken, self.column.count, dialog)
        cards.set_value(self.cards)
        layout.addWidget(cards)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: self.set_cards(cards.value()))
        dialog.setProperty("cards", cards)
        return dialog

    def pick(self) -> None:
        self.picker().open()

    def set_cards(self, cards: list[str]) -> None:
        self.cards = list(cards)
        self._show()


class RowsInput(StepInput):
    """A small table, one row a seat (or an action), with Add and Remove."""

    def __init__(self, step: Step, lang: Lang, taken: set[str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        self.taken = set(taken or ())
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, len(step.columns))
        self.table.setObjectName("rowsTable")
        self.table.setHorizontalHeaderLabels([c.label.get(lang) for c in step.columns])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        add = QPushButton(self.tr("Add a row"))
        add.setObjectName("addRow")
        add.clicked.connect(lambda: self.add_row({}))
        remove = QPushButton(self.tr("Remove the row"))
        remove.clicked.connect(self.remove_row)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch()
        layout.addLayout(buttons)
        for _ in range(max(step.rows[0], 0)):
            self.add_row({})

    def add_row(self, values: Mapping[str, Any]) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for index, column in enumerate(self.step.columns):
            value = values.get(column.name)
            if column.input == "choice":
                combo = QComboBox()
                combo.addItem("", None)
                for option in column.options:
                    combo.addItem(option.label.get(self.lang), option.value)
                combo.setCurrentIndex(max(combo.findData(value), 0) if value is not None else 0)
                self.table.setCellWidget(row, index, combo)
            elif column.input == "yes_no":
                item = QTableWidgetItem()
                item.setCheckState(_check(bool(value)))
                self.table.setItem(row, index, item)
            elif column.input == "cards":
                self.table.setCellWidget(row, index, CardsCell(self, column, list(value or [])))
            else:
                shown = " ".join(value) if isinstance(value, list) else (
                    "" if value is None else str(value))
                self.table.setItem(row, index, QTableWidgetItem(shown))

    def cards_outside(self, cell: CardsCell) -> set[str]:
        """The cards in every other cell of the table."""
        held: set[str] = set()
        for row in range(self.table.rowCount()):
            for index in range(self.table.columnCount()):
                other = self.table.cellWidget(row, index)
                if isinstance(other, CardsCell) and other is not cell:
                    held.update(other.cards)
        return held

    def remove_row(self) -> None:
        row = self.table.currentRow()
        self.table.removeRow(row if row >= 0 else self.table.rowCount() - 1)

    def _cell(self, row: int, index: int, column: Column) -> Any:
        if column.input == "choice":
            combo = self.table.cellWidget(row, index)
            return combo.currentData() if isinstance(combo, QComboBox) else None
        if column.input == "cards":
            cell = self.table.cellWidget(row, index)
            return list(cell.cards) or None if isinstance(cell, CardsCell) else None
        item = self.table.item(row, index)
        if item is None:
            return None
        if column.input == "yes_no":
            return item.checkState() == _check(True)
        return item.text().strip() or None

    def value(self) -> Any:
        return [{column.name: self._cell(row, index, column)
                 for index, column in enumerate(self.step.columns)}
                for row in range(self.table.rowCount())]

    def set_value(self, value: Any) -> None:
        self.table.setRowCount(0)
        for row in value or []:
            self.add_row(row)

    def show_error_at(self, field: str) -> None:
        parts = field.split(".")
        if len(parts) == 3 and parts[1].isdigit():
            names = [c.name for c in self.step.columns]
            if parts[2] in names:
                self.table.setCurrentCell(int(parts[1]) - 1, names.index(parts[2]))
                item = self.table.currentItem()
                if item is not None:
                    item.setBackground(QColor("#fde2e2"))


def _check(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


class StructureInput(StepInput):
    """The game, its betting and its amounts, filled from the table's game."""

    def __init__(self, step: Step, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        form = QFormLayout(self)
        self.fields: dict[str, QWidget] = {}
        for name in step.fields:
            widget: QWidget
            if name == "game":
                combo = QComboBox()
                for variant in Variant:
                    if not step.games or variant.value in step.games:
                        combo.addItem(GAME_NAMES[variant].get(lang), variant.value)
                widget = combo
            elif name == "betting":
                combo = QComboBox()
                for value, label in BETTING_NAMES.items():
                    combo.addItem(label.get(lang), value)
                widget = combo
            else:
                edit = QLineEdit()
                edit.setMaximumWidth(160)
                widget = edit
            widget.setObjectName(f"structure_{name}")
            self.fields[name] = widget
            form.addRow(FIELD_LABELS[name].get(lang), widget)

    def value(self) -> Any:
        values: dict[str, Any] = {}
        for name, widget in self.fields.items():
            if isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            elif isinstance(widget, QLineEdit) and widget.text().strip():
                values[name] = widget.text().strip()
        return values

    def set_value(self, value: Any) -> None:
        for name, item in (value or {}).items():
            widget = self.fields.get(name)
            if isinstance(widget, QComboBox):
                index = widget.findData(item)
                if index >= 0:
                    widget.setCurrentIndex(index)
            elif isinstance(widget, QLineEdit):
                widget.setText("" if item is None else amount_text(Decimal(str(item))))

    def show_error_at(self, field: str) -> None:
        widget = self.fields.get(field.split(".")[-1])
        if widget is not None:
            widget.setFocus()


def input_for(step: Step, lang: Lang, *, chip: Decimal, seats: Sequence[int] | None,
              taken: set[str], parent: QWidget | None = None) -> StepInput:
    """The control for ``step``."""
    if step.input == "choice":
        return ButtonsInput(step, lang, [(o.value, o.label.get(lang)) for o in step.options],
                            parent=parent)
    if step.input == "yes_no":
        yes = QCoreApplication.translate("StepInput", "Yes")
        no = QCoreApplication.translate("StepInput", "No")
        return ButtonsInput(step, lang, [(True, yes), (False, no)], columns=2, parent=parent)
    if step.input == "seat":
        numbers = list(seats) if seats else list(range(1, 11))
        return ButtonsInput(step, lang, [(n, str(n)) for n in numbers], columns=5,
                            parent=parent, seats=True)
    if step.input == "seats":
        return SeatsInput(step, lang, list(seats) if seats else list(range(1, 11)), parent)
    if step.input == "amount":
        return AmountInput(step, lang, parent)
    if step.input == "chips":
        return ChipsInput(step, lang, chip, parent)
    if step.input == "cards":
        return CardsInput(step, lang, taken, step.count, parent)
    if step.input == "rows":
        return RowsInput(step, lang, taken, parent)
    return StructureInput(step, lang, parent)
