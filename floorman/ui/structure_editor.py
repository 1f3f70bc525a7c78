"""Editing a tournament's structure: its levels and breaks in a table, totals under it.

The director types the structure as he has it on paper: one row a level or a break,
its minutes, small and big blind, ante (or a big-blind ante), the chip raced off at a
break and a note. Insert adds a level after the row (a copy of it, to edit), Shift+
Insert a break, Delete removes the rows selected; a standard structure
(``structure_templates.TEMPLATES``) is a starting point a click away. The total time,
the levels and the breaks are counted under the table as he types. On OK the rows are
read and checked (``structure.check_levels``); a refusal says what is wrong in his
language, under the table, and the row it is about turns red and is selected, and
nothing is handed on. Checked levels go to the ``save`` callable the dialog is given
(the tournament window's: ``tournament_clock.save_structure`` through the desk's
feed); whatever it refuses is shown the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
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
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floorman.text import Lang, Text, UserError, amount_text, counted
from floorman.tournament.structure import (
    Level,
    Totals,
    check_levels,
    duration_text,
    level_numbers,
    totals,
)
from floorman.tournament.structure_templates import TEMPLATES

from floorman.ui.forms import error_label, refusal_text

Index = QModelIndex | QPersistentModelIndex
TOP = QModelIndex()
COLUMNS = ("kind", "minutes", "small_blind", "big_blind", "ante", "big_blind_ante",
           "colour_up", "note")
KIND, MINUTES, SMALL, BIG, ANTE, BB_ANTE, COLOUR_UP, NOTE = range(len(COLUMNS))
PLAY_ONLY = {SMALL, BIG, ANTE, BB_ANTE}  # cells a break has none of
BREAK_ONLY = {COLOUR_UP}
# The core's field names (levels[3].big_blind) by the column they are typed in.
FIELD_COLUMNS = {"seconds": MINUTES, "small_blind": SMALL, "big_blind": BIG, "ante": ANTE,
                 "colour_up": COLOUR_UP, "note": NOTE}
BREAK_TINT = QColor("#e8f1fb")
ERROR_TINT = QColor("#f9d6d3")
DEFAULT_MINUTES = "20"
DEFAULT_BREAK_MINUTES = "10"
FIELD = re.compile(r"levels\[(\d+)\](?:\.(\w+))?")
THOUSANDS = re.compile(r"\d{1,3}([.,])\d{3}(\1\d{3})*")


def parse_amount(text: str, field: str, what: Text) -> Decimal:
    """An amount typed by a person: ``1000``, ``1,000`` or ``1.000`` (thousands marked
    either way), ``2.5`` or ``2,5``; empty is 0.

    Raises:
        UserError: it is not a number (``what`` names the input, in both languages).
    """
    typed = text.strip().replace(" ", "").replace("\u00a0", "")
    if not typed:
        return Decimal(0)
    if THOUSANDS.fullmatch(typed):
        typed = typed.replace(",", "").replace(".", "")
    try:
        amount = Decimal(typed.replace(",", "."))
        if not amount.is_finite():
            raise InvalidOperation
    except InvalidOperation:
        raise UserError(Text(f"{what.en}: '{text.strip()}' is not an amount; type a number "
                             "such as 100.",
                             f"{what.es}: «{text.strip()}» no es un importe; escriba un "
                             "número como 100."), field) from None
    return amount


def parse_minutes(text: str, field: str, what: Text) -> int:
    """A duration typed in minutes (``20``, ``12.5``) or minutes and seconds (``12:30``),
    as seconds.

    Raises:
        UserError: it is not a duration.
    """
    typed = text.strip()
    refused = UserError(Text(f"{what.en}: '{typed}' is not a duration; type its minutes, "
                             "such as 20 or 12:30.",
                             f"{what.es}: «{typed}» no es una duración; escriba sus minutos, "
                             "como 20 o 12:30."), field)
    try:
        if ":" in typed:
            minutes, _colon, seconds = typed.partition(":")
            if not (minutes.strip().isdigit() and seconds.strip().isdigit()
                    and int(seconds) < 60):
                raise refused
            return int(minutes) * 60 + int(seconds)
        value = Decimal(typed.replace(",", "."))
        if not value.is_finite():
            raise refused
    except InvalidOperation:
        raise refused from None
    return int((value * 60).to_integral_value())


def minutes_text(seconds: int) -> str:
    """``20``, or ``12:30`` when the level is not a whole number of minutes."""
    minutes, rest = divmod(seconds, 60)
    return str(minutes) if not rest else f"{minutes}:{rest:02d}"


@dataclass(frozen=True)
class StructureRow:
    """One row as typed: the words in each cell, read into a ``Level`` on OK."""

    is_break: bool = False
    minutes: str = DEFAULT_MINUTES
    small_blind: str = ""
    big_blind: str = ""
    ante: str = ""
    big_blind_ante: bool = False
    colour_up: str = ""
    note_en: str = ""
    note_es: str = ""

    @classmethod
    def of(cls, level: Level) -> StructureRow:
        def amount(value: Decimal) -> str:
            return amount_text(value) if value else ""

        return cls(is_break=level.is_break, minutes=minutes_text(level.seconds),
                   small_blind=amount(level.small_blind), big_blind=amount(level.big_blind),
                   ante=amount(level.ante), big_blind_ante=level.big_blind_ante,
                   colour_up="" if level.colour_up is None else amount_text(level.colour_up),
                   note_en=level.note_en, note_es=level.note_es)

    def level(self, index: int) -> Level:
        """The level this row says (row ``index``, counted from 0).

        Raises:
            UserError: a cell is not a number or a duration.
        """
        where = Text(f"Row {index + 1}", f"Fila {index + 1}")
        field = f"levels[{index}]"
        colour = self.colour_up.strip()
        return Level(
            seconds=parse_minutes(self.minutes, f"{field}.seconds", where),
            small_blind=parse_amount(self.small_blind, f"{field}.small_blind", where),
            big_blind=parse_amount(self.big_blind, f"{field}.big_blind", where),
            ante=parse_amount(self.ante, f"{field}.ante", where),
            big_blind_ante=self.big_blind_ante and not self.is_break,
            is_break=self.is_break,
            colour_up=parse_amount(colour, f"{field}.colour_up", where) if colour else None,
            note_en=self.note_en.strip(), note_es=self.note_es.strip())

    def loose_level(self) -> Level:
        """The level as far as it can be read (for the totals while typing)."""
        try:
            seconds = parse_minutes(self.minutes, "", Text("-", "-"))
        except UserError:
            seconds = 0
        return Level(seconds=seconds, is_break=self.is_break)


class StructureModel(QAbstractTableModel):
    """The structure being edited, one row a level or a break.

    Args:
        levels: the structure to start from.
        lang: the language of the notes shown (each row keeps both).
        parent: the owning object.

    Signals:
        the standard model signals only.
    """

    def __init__(self, levels: Sequence[Level], lang: Callable[[], Lang],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[StructureRow] = [StructureRow.of(level) for level in levels]
        self._lang = lang
        self.error_row: int | None = None
        self.error_text = ""

    # --- reading --------------------------------------------------------------------

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        row, column = self.rows[index.row()], index.column()
        enabled = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if (column in PLAY_ONLY and row.is_break) or (column in BREAK_ONLY and not row.is_break):
            return Qt.ItemFlag.ItemIsSelectable
        if column == BB_ANTE:
            return enabled | Qt.ItemFlag.ItemIsUserCheckable
        return enabled | Qt.ItemFlag.ItemIsEditable

    def _note(self, row: StructureRow) -> str:
        return row.note_es if self._lang() == "es" else row.note_en

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.BackgroundRole:
            if index.row() == self.error_row:
                return QBrush(ERROR_TINT)
            return QBrush(BREAK_TINT) if row.is_break else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if index.row() == self.error_row and self.error_text:
                return self.error_text
            if column == NOTE and (row.note_en or row.note_es):
                return "\n".join(note for note in (row.note_en, row.note_es) if note)
            return None
        if role == Qt.ItemDataRole.CheckStateRole:
            if column == BB_ANTE and not row.is_break:
                return (Qt.CheckState.Checked if row.big_blind_ante
                        else Qt.CheckState.Unchecked)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (MINUTES, SMALL, BIG, ANTE, COLOUR_UP):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        if column == KIND:
            if role == Qt.ItemDataRole.EditRole:
                return "break" if row.is_break else "level"
            return self.tr("Break") if row.is_break else self.tr("Level")
        if (column in PLAY_ONLY and row.is_break) or (column in BREAK_ONLY and not row.is_break):
            return ""
        if column == BB_ANTE:
            return None if role == Qt.ItemDataRole.DisplayRole else row.big_blind_ante
        if column == NOTE:
            return self._note(row)
        return str(getattr(row, COLUMNS[column]))

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self.rows):
                return None
            number = level_numbers([row.loose_level() for row in self.rows])[section]
            mark = "⚠ " if section == self.error_row else ""
            return f"{mark}{number}" if number is not None else f"{mark}–"
        if not 0 <= section < len(COLUMNS):
            return None
        return (self.tr("Kind"), self.tr("Minutes"), self.tr("Small blind"),
                self.tr("Big blind"), self.tr("Ante"), self.tr("BB ante"),
                self.tr("Colour up"), self.tr("Note"))[section]

    # --- editing --------------------------------------------------------------------

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or not self.flags(index) & Qt.ItemFlag.ItemIsEnabled:
            return False
        row, column = self.rows[index.row()], index.column()
        if column == BB_ANTE:
            if role == Qt.ItemDataRole.CheckStateRole:
                checked = Qt.CheckState(value) == Qt.CheckState.Checked
            elif role == Qt.ItemDataRole.EditRole:
                checked = bool(value)
            else:
                return False
            changed = replace(row, big_blind_ante=checked)
        elif role != Qt.ItemDataRole.EditRole:
            return False
        elif column == KIND:
            is_break = value in ("break", True)
            if is_break == row.is_break:
                return True
            # A break has no blinds and a level no chip race: the cells that no longer
            # apply are emptied rather than kept out of sight.
            changed = (replace(row, is_break=True, small_blind="", big_blind="", ante="",
                               big_blind_ante=False,
                               minutes=row.minutes or DEFAULT_BREAK_MINUTES)
                       if is_break else replace(row, is_break=False, colour_up=""))
        elif column == NOTE:
            text = str(value)
            changed = (replace(row, note_es=text) if self._lang() == "es"
                       else replace(row, note_en=text))
        else:
            cell: dict[str, Any] = {COLUMNS[column]: str(value).strip()}
            changed = replace(row, **cell)
        self.rows[index.row()] = changed
        self.set_error(None, "")
        self.dataChanged.emit(self.index(index.row(), 0),
                              self.index(index.row(), len(COLUMNS) - 1))
        if column == KIND:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, index.row(), len(self.rows) - 1)
        return True

    def insertRows(self, row: int, count: int, parent: Index = TOP) -> bool:
        """Insert ``count`` levels before ``row``, each a copy of the level above (so a
        new level starts from the one it follows), or a first level of 20 minutes."""
        if parent.isValid() or count < 1 or not 0 <= row <= len(self.rows):
            return False
        above = next((r for r in reversed(self.rows[:row]) if not r.is_break), None)
        made = replace(above, note_en="", note_es="") if above is not None else StructureRow()
        self.beginInsertRows(TOP, row, row + count - 1)
        self.rows[row:row] = [made] * count
        self.endInsertRows()
        self.set_error(None, "")
        self._numbers_changed(row)
        return True

    def insert_break(self, row: int) -> None:
        """A break of 10 minutes before ``row``."""
        self.beginInsertRows(TOP, row, row)
        self.rows.insert(row, StructureRow(is_break=True, minutes=DEFAULT_BREAK_MINUTES))
        self.endInsertRows()
        self.set_error(None, "")
        self._numbers_changed(row)

    def removeRows(self, row: int, count: int, parent: Index = TOP) -> bool:
        if parent.isValid() or count < 1 or row < 0 or row + count > len(self.rows):
            return False
        self.beginRemoveRows(TOP, row, row + count - 1)
        del self.rows[row:row + count]
        self.endRemoveRows()
        self.set_error(None, "")
        self._numbers_changed(row)
        return True

    def set_levels(self, levels: Sequence[Level]) -> None:
        """Start again from ``levels`` (a template)."""
        self.beginResetModel()
        self.rows = [StructureRow.of(level) for level in levels]
        self.error_row, self.error_text = None, ""
        self.endResetModel()

    def _numbers_changed(self, first: int) -> None:
        if self.rows and first < len(self.rows):
            self.headerDataChanged.emit(Qt.Orientation.Vertical, first, len(self.rows) - 1)

    def set_error(self, row: int | None, text: str) -> None:
        """Mark row ``row`` as the one refused, with why (None: no row is)."""
        before = self.error_row
        self.error_row, self.error_text = row, text
        for changed in {before, row} - {None}:
            assert changed is not None
            if 0 <= changed < len(self.rows):
                self.dataChanged.emit(self.index(changed, 0),
                                      self.index(changed, len(COLUMNS) - 1))
                self.headerDataChanged.emit(Qt.Orientation.Vertical, changed, changed)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.rows) - 1, len(COLUMNS) - 1))

    # --- the structure ------------------------------------------------------------------

    def levels(self) -> tuple[Level, ...]:
        """The structure typed, checked.

        Raises:
            UserError: a cell is not a number, or the core refuses the structure (the
                field names the row: ``levels[3].big_blind``).
        """
        return check_levels([row.level(index) for index, row in enumerate(self.rows)])

    def totals(self) -> Totals:
        """The totals of what can be read so far (a duration not yet readable counts 0)."""
        return totals(row.loose_level() for row in self.rows)


def refused_place(error: UserError) -> tuple[int | None, int | None]:
    """The row and column a refusal is about (``levels[3].big_blind``: row 3, the big
    blind's column); None where it names none."""
    found = FIELD.match(error.field or "")
    if found is None:
        return None, None
    return int(found.group(1)), FIELD_COLUMNS.get(found.group(2) or "")


class KindDelegate(QStyledItemDelegate):
    """The kind of a row chosen from a list: a level or a break."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        if index.column() != KIND:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        combo.setObjectName("kindEditor")
        combo.addItem(self.tr("Level"), "level")
        combo.addItem(self.tr("Break"), "break")
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox) and index.column() == KIND:
            editor.setCurrentIndex(max(editor.findData(index.data(Qt.ItemDataRole.EditRole)),
                                       0))
            return
        super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QComboBox) and index.column() == KIND:
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)


SHORTCUTS = {"insert_level": "Ins", "insert_break": "Shift+Ins", "remove": "Del"}


class StructureEditor(QDialog):
    """A tournament's structure edited in a table, its totals under it.

    Args:
        levels: the structure to start from (empty: an empty table and the templates).
        lang: returns the language of the refusals and notes.
        save: takes the checked levels (and may refuse them with a ``UserError``, shown
            in the dialog); None: the dialog only hands them back in ``levels``.
        parent: the parent widget.

    Signals:
        ``accepted`` once the levels are checked and saved (``levels`` holds them).
    """

    def __init__(self, levels: Sequence[Level], lang: Callable[[], Lang],
                 save: Callable[[tuple[Level, ...]], object] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("structureEditor")
        self.setModal(True)
        self._lang = lang
        self._save = save
        self.levels: tuple[Level, ...] | None = None
        self._shown: UserError | None = None

        self.template = QComboBox(self)
        self.template.setObjectName("template")
        self.use_template = QPushButton(self)
        self.use_template.setObjectName("useTemplate")
        self.use_template.clicked.connect(self.start_from_template)
        self.template_label = QLabel(self)
        self.template_label.setBuddy(self.template)
        choose = QHBoxLayout()
        choose.addWidget(self.template_label)
        choose.addWidget(self.template, 1)
        choose.addWidget(self.use_template)

        self.model = StructureModel(levels, lang, self)
        self.table = QTableView(self)
        self.table.setObjectName("structureTable")
        self.table.setModel(self.model)
        self.table.setItemDelegate(KindDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NOTE, QHeaderView.ResizeMode.Stretch)

        self.actions_: dict[str, QAction] = {}
        self.buttons_: dict[str, QPushButton] = {}
        edit = QHBoxLayout()
        for name, run in (("insert_level", self.insert_level),
                          ("insert_break", self.insert_break), ("remove", self.remove_rows)):
            action = QAction(self.table)
            action.setObjectName(f"s_{name}")
            action.setShortcut(QKeySequence(SHORTCUTS[name]))
            # Only on the table itself: an open cell editor keeps its own keys.
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(lambda _checked=False, go=run: go())
            self.table.addAction(action)
            self.actions_[name] = action
            button = QPushButton(self)
            button.setObjectName(name)
            button.clicked.connect(lambda _checked=False, go=run: go())
            self.buttons_[name] = button
            edit.addWidget(button)
        edit.addStretch(1)

        self.totals = QLabel(self)
        self.totals.setObjectName("structureTotals")
        self.totals.setStyleSheet("font-weight: bold;")
        self.error = error_label(self)
        self.error.setObjectName("structureError")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.table, 1)
        layout.addLayout(edit)
        layout.addWidget(self.totals)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        for signal in (self.model.dataChanged, self.model.rowsInserted,
                       self.model.rowsRemoved, self.model.modelReset):
            signal.connect(lambda *_args: self._count())
        self.resize(980, 640)
        self.retranslate()
        if not levels:
            self.template.setCurrentIndex(1)  # the regular structure, proposed
        self.table.setFocus()
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(0, MINUTES))

    # --- editing --------------------------------------------------------------------

    def _current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else self.model.rowCount() - 1

    def insert_level(self) -> None:
        """A level after the current row (a copy of the level it follows)."""
        row = self._current_row() + 1
        self.model.insertRows(row, 1)
        self.table.setCurrentIndex(self.model.index(row, SMALL))

    def insert_break(self) -> None:
        row = self._current_row() + 1
        self.model.insert_break(row)
        self.table.setCurrentIndex(self.model.index(row, MINUTES))

    def remove_rows(self) -> None:
        """Remove the rows selected (or the current one)."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()}
                      or ({self.table.currentIndex().row()}
                          if self.table.currentIndex().isValid() else set()), reverse=True)
        for row in rows:
            self.model.removeRows(row, 1)
        if self.model.rowCount():
            row = min(rows[-1] if rows else 0, self.model.rowCount() - 1)
            self.table.setCurrentIndex(self.model.index(row, MINUTES))

    def start_from_template(self) -> None:
        """Replace the rows with the template chosen (Cancel still leaves the tournament's
        structure as it was)."""
        key = self.template.currentData()
        chosen = next(t for t in TEMPLATES if t.key == key)
        self.model.set_levels(chosen.levels)
        self._clear_error()
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(0, MINUTES))

    # --- totals and refusals -----------------------------------------------------------

    def _count(self) -> None:
        found = self.model.totals()
        spanish = self._lang() == "es"
        levels = (counted(found.levels, "nivel", "niveles") if spanish
                  else counted(found.levels, "level", "levels"))
        breaks = (counted(found.breaks, "descanso", "descansos") if spanish
                  else counted(found.breaks, "break", "breaks"))
        self.totals.setText(self.tr("Total {time} · {levels} · {breaks} ({break_time})").format(
            time=duration_text(found.seconds), levels=levels, breaks=breaks,
            break_time=duration_text(found.break_seconds)))

    def _clear_error(self) -> None:
        self._shown = None
        self.error.hide()
        self.error.clear()
        self.model.set_error(None, "")

    def show_error(self, error: UserError) -> None:
        """Show why the structure is refused, and select the row it is about."""
        self._shown = error
        text = refusal_text(error, self._lang())
        self.error.setText(text)
        self.error.show()
        row, column = refused_place(error)
        if row is not None and 0 <= row < self.model.rowCount():
            self.model.set_error(row, text)
            index = self.model.index(row, column if column is not None else MINUTES)
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)
        self.table.setFocus()

    def submit(self) -> None:
        """Read and check the rows, hand them to ``save`` and close; or say why not."""
        self._clear_error()
        try:
            levels = self.model.levels()
            if self._save is not None:
                self._save(levels)
        except UserError as error:
            self.show_error(error)
            return
        self.levels = levels
        self.accept()

    def error_text(self) -> str:
        """The refusal shown ("" when none), for tests."""
        return "" if self.error.isHidden() else self.error.text()

    # --- words --------------------------------------------------------------------------

    def retranslate(self) -> None:
        lang = self._lang()
        self.setWindowTitle(self.tr("Structure"))
        self.template_label.setText(self.tr("&Template:"))
        self.use_template.setText(self.tr("Start &from the template"))
        chosen = self.template.currentIndex()
        self.template.clear()
        for each in TEMPLATES:
            self.template.addItem(each.name.get(lang), each.key)
        self.template.setCurrentIndex(max(chosen, 0))
        words = {"insert_level": self.tr("Add a &level (Ins)"),
                 "insert_break": self.tr("Add a &break (Shift+Ins)"),
                 "remove": self.tr("&Remove (Del)")}
        for name, text in words.items():
            self.buttons_[name].setText(text)
            self.actions_[name].setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Save"))
        self.model.retranslate()
        self._count()
        if self._shown is not None:
            self.show_error(self._shown)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "model"):
            self.retranslate()
        return handled


__all__ = ["COLUMNS", "StructureEditor", "StructureModel", "StructureRow", "parse_amount",
           "parse_minutes", "refused_place"]
