"""The input of each walk-through step: the right control for the kind of answer.

Choices and seats are buttons (one press answers and moves on), chips are one button
per denomination pressed once a chip, cards come from a card picker, amounts from a
field, table numbers from a field (with a button for each table listed earlier), the
seats at a table (or the tables of a tournament) from a small table with Add and Remove,
and the game's structure from a form pre-filled from the table's game. Each input gives its answer
raw, as typed; ``floorman.rules.walkthroughs.check_answer`` decides if it is right.

The floor answers from the keyboard while talking to players: every input answers
with Enter, a choice with its number, and a chip with its key (Q for the smallest
chip, W for the next...: ``CHIP_KEYS``), in an amount as in a pile of chips; each
input says its keys (``keys()``), and the assistant shows them under the question.

Signals (every input):
    answered(): a one-press input was answered; the assistant moves on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
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
    CHIP_KEYS,
    FIELD_LABELS,
    Column,
    Step,
    chip_values,
    chips_text,
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter answers whatever the input holds. A field passes Enter on to here, so
        Enter in a field answers too; a part that uses Enter itself keeps it."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() \
                & ~Qt.KeyboardModifier.KeypadModifier:
            self.answered.emit()
            return
        super().keyPressEvent(event)

    def keys(self) -> str:
        """The keys this input answers to, as shown under the question."""
        return QCoreApplication.translate("StepInput", "Enter: next")


def _chip_keys(values: Sequence[Decimal]) -> str:
    return "  ".join(f"{key} {amount_text(value)}" for key, value in zip(
        CHIP_KEYS, values, strict=False))


def _chip_key(event: QKeyEvent, values: Sequence[Decimal]) -> Decimal | None:
    """The chip whose key ``event`` is (Q the smallest...), or None."""
    if event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                             | Qt.KeyboardModifier.KeypadModifier):
        return None
    text = event.text().upper()
    if len(text) == 1 and text in CHIP_KEYS:
        index = CHIP_KEYS.index(text)
        if index < len(values):
            return values[index]
    return None


class ChipKeys(QObject):
    """Lets a chip's key add that chip to the amount typed in a field: E on a table
    whose chips are 100, 500, 1000... types 1000, and E again makes it 2000.

    Signals:
        none.
    """

    def __init__(self, field: QLineEdit, values: Sequence[Decimal], *,
                 several: bool = False) -> None:
        super().__init__(field)
        self.field = field
        self.values = list(values)
        self.several = several
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            chip = _chip_key(event, self.values)
            if chip is not None:
                self.add(chip)
                return True
        return False

    def add(self, chip: Decimal) -> None:
        text = self.field.text()
        head, _, last = text.rpartition(" ") if self.several else ("", "", text)
        try:
            total = Decimal(last.strip().replace(",", "")) if last.strip() else Decimal(0)
        except ArithmeticError:
            return
        number = amount_text(total + chip).replace(",", "")
        self.field.setText(f"{head} {number}".strip() if head else number)


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

    def keys(self) -> str:
        if self._seats:
            return QCoreApplication.translate("StepInput", "Seat number: answer (0 is seat 10)")
        last = min(len(self._values), 9)
        return QCoreApplication.translate("StepInput", "1-{last}: answer").format(last=last)

    def key_for(self, value: Any) -> int | None:
        """The key that answers ``value``, when one does."""
        if value not in self._values:
            return None
        if self._seats:
            return int(Qt.Key.Key_0) + (int(value) % 10)
        index = self._values.index(value)
        return int(Qt.Key.Key_1) + index if index < 9 else None


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
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the input
            self.buttons[seat] = button
            grid.addWidget(button, index // 5, index % 5)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def value(self) -> Any:
        return [seat for seat, button in self.buttons.items() if button.isChecked()]

    def set_value(self, value: Any) -> None:
        chosen = {int(seat) for seat in (value or [])}
        for seat, button in self.buttons.items():
            button.setChecked(seat in chosen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A seat's number presses its button (0 is seat 10); Enter answers."""
        key = event.key()
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            seat = (key - Qt.Key.Key_0) or 10
            if seat in self.buttons:
                self.buttons[seat].toggle()
                return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.answered.emit()
            return
        super().keyPressEvent(event)

    def keys(self) -> str:
        return QCoreApplication.translate(
            "StepInput", "Seat number: press or release that seat (0 is seat 10) · Enter: next")


class TablesInput(StepInput):
    """Table numbers typed in one line, in order ("5 3"); when the walk-through listed
    the tables earlier, each is a button too, that adds its number or takes it out (the
    only one, when one table is asked)."""

    def __init__(self, step: Step, lang: Lang, tables: Sequence[int] | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        layout = QVBoxLayout(self)
        self.field = QLineEdit()
        self.field.setObjectName("tablesField")
        self.field.setMaximumWidth(240)  # a few table numbers, not a line of text
        if step.example:
            self.field.setPlaceholderText(" ".join(str(t) for t in step.example))
        elif step.empty is not None:
            self.field.setPlaceholderText(step.empty.get(lang))
        layout.addWidget(self.field)
        self.buttons: dict[int, QPushButton] = {}
        grid = QGridLayout()
        for index, table in enumerate(tables or []):
            button = QPushButton(self.tr("Table {n}").format(n=table))
            button.setCheckable(True)
            button.setObjectName("answerButton")
            button.setMinimumHeight(40)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the field
            button.clicked.connect(lambda _checked=False, t=table: self.toggle(t))
            self.buttons[table] = button
            grid.addWidget(button, index // 5, index % 5)
        layout.addLayout(grid)
        self.field.textChanged.connect(self._show)
        self.setFocusProxy(self.field)

    def _typed(self) -> list[int]:
        return [int(word) for word in self.field.text().replace(",", " ").split()
                if word.isdigit()]

    def _show(self) -> None:
        typed = set(self._typed())
        for table, button in self.buttons.items():
            button.setChecked(table in typed)

    def toggle(self, table: int) -> None:
        """The button of ``table`` was pressed: its number goes in, or comes out."""
        typed = self._typed()
        if table in typed:
            typed.remove(table)
        elif self.step.count[1] == 1:
            typed = [table]
        else:
            typed.append(table)
        self.field.setText(" ".join(str(t) for t in typed))

    def value(self) -> Any:
        return self.field.text()

    def set_value(self, value: Any) -> None:
        if isinstance(value, (list, tuple)):
            value = " ".join(str(t) for t in value)
        self.field.setText("" if value is None else str(value))

    def keys(self) -> str:
        if self.step.count[1] == 1:
            return QCoreApplication.translate(
                "StepInput", "Type the table number, or press its button · Enter: next")
        return QCoreApplication.translate(
            "StepInput", "Type the table numbers, in order · Enter: next")


class AmountInput(StepInput):
    """A field for one amount; typed, or made of chips with the chips' keys."""

    def __init__(self, step: Step, lang: Lang, chip: Decimal = Decimal(1),
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        layout = QHBoxLayout(self)
        self.field = QLineEdit()
        self.field.setObjectName("amountField")
        if step.example is not None:
            self.field.setPlaceholderText(str(step.example))
        self.chips = chip_values(chip)
        self.chip_keys = ChipKeys(self.field, self.chips)
        layout.addWidget(self.field)
        layout.addStretch()
        self.setFocusProxy(self.field)

    def value(self) -> Any:
        return self.field.text()

    def set_value(self, value: Any) -> None:
        self.field.setText("" if value is None else str(value))

    def keys(self) -> str:
        return QCoreApplication.translate(
            "StepInput", "Type the amount, or add chips: {chips} · Enter: next").format(
                chips=_chip_keys(self.chips))


class BetsInput(StepInput):
    """The bets a player faced: each bettor's total, in order, in one line ("1000 3000"),
    typed or made of chips with the chips' keys; Space starts the next bet."""

    def __init__(self, step: Step, lang: Lang, chip: Decimal = Decimal(1),
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        layout = QVBoxLayout(self)
        self.field = QLineEdit()
        self.field.setObjectName("betsField")
        self.field.setPlaceholderText(self.tr("no bet"))
        self.chips = chip_values(chip)
        self.chip_keys = ChipKeys(self.field, self.chips, several=True)
        self.shown = QLabel()
        self.shown.setObjectName("betsShown")
        layout.addWidget(self.field)
        layout.addWidget(self.shown)
        self.setFocusProxy(self.field)
        self.field.textChanged.connect(self._show)
        self._show()

    def _show(self) -> None:
        totals = self.field.text().replace(";", " ").split()
        if not totals:
            self.shown.setText(self.tr("Nobody has bet in this round."))
            return
        words = [self.tr("bet {amount}")] + [self.tr("raised to {amount}")] * (len(totals) - 1)
        self.shown.setText(" → ".join(word.format(amount=total)
                                       for word, total in zip(words, totals, strict=True)))

    def value(self) -> Any:
        return self.field.text()

    def set_value(self, value: Any) -> None:
        if isinstance(value, (list, tuple)):
            value = " ".join(amount_text(Decimal(str(v))).replace(",", "") for v in value)
        self.field.setText("" if value is None else str(value))

    def keys(self) -> str:
        return QCoreApplication.translate(
            "StepInput", "Type each total, or add chips: {chips} · Space: next bet · "
                         "Enter: next").format(chips=_chip_keys(self.chips))


class ChipsInput(StepInput):
    """Chip buttons, one press a chip; the chips so far and their total beside them.

    From the keyboard: a chip's key adds it (Q the smallest...), a number first adds
    that many (4 then W: four of the second chip), Backspace takes the last chip
    back, A marks "all his chips" when the step asks it, Enter answers.
    """

    def __init__(self, step: Step, lang: Lang, chip: Decimal,
                 parent: QWidget | None = None) -> None:
        super().__init__(step, lang, parent)
        self.chips: list[Decimal] = []
        self.count = ""
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.values = chip_values(chip)
        self.buttons: dict[Decimal, QPushButton] = {}
        for key, value in zip(CHIP_KEYS, self.values, strict=False):
            button = QPushButton(f"{amount_text(value)}\n{key}")
            button.setObjectName("chipButton")
            button.setMinimumSize(64, 48)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the input
            button.clicked.connect(lambda _checked=False, v=value: self.add(v))
            self.buttons[value] = button
            row.addWidget(button)
        row.addStretch()
        layout.addLayout(row)
        tools = QHBoxLayout()
        self.shown = QLabel()
        self.shown.setObjectName("chipsShown")
        undo = QPushButton(self.tr("Take the last chip back"))
        undo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        undo.clicked.connect(self.take_back)
        clear = QPushButton(self.tr("Clear"))
        clear.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        clear.clicked.connect(self.clear)
        tools.addWidget(self.shown, 1)
        tools.addWidget(undo)
        tools.addWidget(clear)
        layout.addLayout(tools)
        self.all_in: QCheckBox | None = None
        if step.all_in is not None:
            self.all_in = QCheckBox(self.tr("&All his chips: he has nothing behind"))
            self.all_in.setObjectName("allInBox")
            self.all_in.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            layout.addWidget(self.all_in)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._show()

    def add(self, value: Decimal, times: int = 1) -> None:
        self.chips.extend([value] * times)
        self._show()

    def take_back(self) -> None:
        if self.chips:
            self.chips.pop()
        self._show()

    def clear(self) -> None:
        self.chips.clear()
        self._show()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        chip = _chip_key(event, self.values)
        if chip is not None:
            self.add(chip, int(self.count or 1))
            self.count = ""
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and not event.modifiers() & \
                ~Qt.KeyboardModifier.KeypadModifier:
            self.count = (self.count + str(key - Qt.Key.Key_0)).lstrip("0")[-2:]
            self._show()
        elif key == Qt.Key.Key_Backspace:
            self.count = ""
            self.take_back()
        elif key == Qt.Key.Key_Delete:
            self.count = ""
            self.clear()
        elif key == Qt.Key.Key_A and self.all_in is not None:
            self.all_in.toggle()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.answered.emit()
        else:
            super().keyPressEvent(event)

    def _show(self) -> None:
        pending = self.tr(" · next: {count} chips").format(count=self.count) if self.count \
            else ""
        if not self.chips:
            self.shown.setText(self.tr("No chips yet.") + pending)
            return
        listed = chips_text(self.chips)
        self.shown.setText(f"{listed} = {amount_text(sum(self.chips, Decimal(0)))}{pending}")

    def value(self) -> Any:
        if self.all_in is not None:
            return {"chips": list(self.chips), "all_in": self.all_in.isChecked()}
        return list(self.chips)

    def set_value(self, value: Any) -> None:
        if isinstance(value, Mapping):
            if self.all_in is not None:
                self.all_in.setChecked(bool(value.get("all_in")))
            value = value.get("chips")
        self.chips = [Decimal(str(v)) for v in (value or [])]
        self._show()

    def keys(self) -> str:
        words = QCoreApplication.translate(
            "StepInput", "Chips: {chips} · a number first adds several (4 {key}: four "
                         "{chip}) · Backspace: take one back").format(
            chips=_chip_keys(self.values), key=CHIP_KEYS[0],
            chip=amount_text(self.values[0]))
        if self.all_in is not None:
            words += QCoreApplication.translate("StepInput", " · A: all his chips")
        return words + " · " + super().keys()


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
    """A small table, one row a seat (or an action, or a tournament table), with Add and
    Remove. Its first column names the row (a seat, a table number); each cell is checked
    when the question is answered, and a refused one is shown."""

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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter ends typing in a cell, never the question: that is Ctrl+Enter."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def keys(self) -> str:
        return QCoreApplication.translate(
            "StepInput", "Type in a cell · Tab: next cell · Ctrl+Enter: next")

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
            widget.installEventFilter(self)
            widget.setObjectName(f"structure_{name}")
            self.fields[name] = widget
            form.addRow(FIELD_LABELS[name].get(lang), widget)
        if self.fields:
            self.setFocusProxy(next(iter(self.fields.values())))

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a list (the game, the betting) answers, as on a field."""
        if isinstance(watched, QComboBox) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                    and not watched.view().isVisible():
                self.answered.emit()
                return True
        return False

    def keys(self) -> str:
        return QCoreApplication.translate("StepInput", "Tab: next field · Enter: next")


def input_for(step: Step, lang: Lang, *, chip: Decimal, seats: Sequence[int] | None,
              taken: set[str], parent: QWidget | None = None) -> StepInput:
    """The control for ``step``; ``seats`` are the seats it may name (for a tables step,
    the tables listed earlier, or None)."""
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
    if step.input == "tables":
        return TablesInput(step, lang, seats, parent)
    if step.input == "amount":
        return AmountInput(step, lang, chip, parent)
    if step.input == "bets":
        return BetsInput(step, lang, chip, parent)
    if step.input == "chips":
        return ChipsInput(step, lang, chip, parent)
    if step.input == "cards":
        return CardsInput(step, lang, taken, step.count, parent)
    if step.input == "rows":
        return RowsInput(step, lang, taken, parent)
    return StructureInput(step, lang, parent)
