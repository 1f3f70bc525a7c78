"""The rulings log: past rulings listed, filtered, searched, printed and exported.

Newest first. A ruling the floor overruled is listed by what the floor decided
("Floor ruled: …"), not by the assistant's ruling it set aside. The search box matches
the ruling, the floor's decision, the players, the supervisor, the reason and the rules
cited, without accents or case, as you type; the filters narrow
to a table, an outcome, a kind of dispute or a period. The ruling selected shows in
full beside the list, and prints (or saves as PDF) as the player receives it. The
list as filtered exports to CSV or JSON.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from floorman.rules.walkthroughs import walkthroughs
from floorman.services.desk import Desk
from floorman.services.rulings import (
    RulingLine,
    RulingRecord,
    dispute_title,
    export_rulings,
    ruling_record,
    ruling_records,
    rulings_log,
)
from floorman.services.views import table_numbers
from floorman.text import Lang, UserError

from floorman.ui.file_places import save_place
from floorman.ui.forms import sentence, show_refusal
from floorman.ui.printing import print_preview
from floorman.ui.ruling_page import ruling_html
from floorman.ui.ruling_record import (
    record_fields,
    ruling_document,
    save_ruling_pdf_shown,
)

RECORD_ROLE = Qt.ItemDataRole.UserRole + 1
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ANSWERED = frozenset({_DISPLAY, int(Qt.ItemDataRole.ToolTipRole), int(RECORD_ROLE)})
NO_PARENT = QModelIndex()  # the root, as the default parent of model calls
COLUMN_COUNT = 6
DISPUTE, RULING = 2, 3
# The ruling is what the log is read for: it keeps room for this many letters (Spanish
# runs a third longer than English), taken from the dispute's title, which keeps at
# least DISPUTE_LETTERS and whose whole title is in its tooltip, as is the ruling's.
RULING_LETTERS = 32
DISPUTE_LETTERS = 14
DISPUTE_LETTERS_MOST = 26
# The columns sized to what they hold (the dispute and the ruling share what is left).
FITTED = (0, 1, 4, 5)
# Rulings read per keystroke of a search: a screenful and more. Scrolling reads the next
# page, up to the LIMIT newest, as the log always listed; reading all 500 and laying them
# out on every keystroke cost a frame and a half.
PAGE = 100
LIMIT = 500

class RulingsModel(QAbstractTableModel):
    """Logged rulings as rows; ``RECORD_ROLE`` gives the ``RulingLine``."""

    def __init__(self, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang: Lang = lang
        self.records: list[RulingLine] = []
        # Reads the newest ``n`` lines of the search shown; None once all are listed.
        self.more: Callable[[int], list[RulingLine]] | None = None
        self._texts: dict[int, tuple[str, ...]] = {}  # each row's cells, as first shown

    def columns(self) -> tuple[str, ...]:
        return (self.tr("Time"), self.tr("Table"), self.tr("Dispute"), self.tr("Ruling"),
                self.tr("Decision"), self.tr("Supervisor"))

    def outcome_text(self, outcome: str) -> str:
        return self.tr("Accepted") if outcome == "accepted" else self.tr("Overruled")

    def ruling_tip(self, record: RulingLine) -> str:
        """The whole ruling, for a cell too narrow to show it: the floor's decision
        and, under it, the assistant's ruling it overruled."""
        headline = record.headline().get(self.lang)
        if record.headline() == record.summary:
            return headline
        overruled = self.tr("The assistant's ruling, overruled: {ruling}").format(
            ruling=record.summary.get(self.lang))
        return f"{headline}\n\n{overruled}"

    def set_records(self, records: list[RulingLine],
                    more: Callable[[int], list[RulingLine]] | None = None) -> None:
        """List ``records``; ``more`` (when more lines match) reads the newest ``n``."""
        self.beginResetModel()
        self.records = records
        self.more = more
        self._texts.clear()
        self.endResetModel()

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> bool:
        return not parent.isValid() and self.more is not None

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> None:
        """Read the next page of the search (the view asks as it scrolls to the end)."""
        if parent.isValid() or self.more is None:
            return
        wanted = min(len(self.records) + PAGE, LIMIT)
        read = self.more(wanted + 1)  # one past the page says whether more remain
        listed = {record.id for record in self.records}
        # Read from the top again: a ruling recorded meanwhile is not listed twice.
        added = [record for record in read[:wanted] if record.id not in listed]
        # Decided before the rows go in: whoever hears of them reads ``more`` too.
        if len(read) <= wanted or wanted >= LIMIT or not added:
            self.more = None
        if added:
            first = len(self.records)
            self.beginInsertRows(NO_PARENT, first, first + len(added) - 1)
            self.records.extend(added)
            self.endInsertRows()

    def fetch_all(self) -> None:
        """Read every line of the search (up to ``LIMIT``), as an export lists them."""
        while self.canFetchMore():
            self.fetchMore()

    def set_language(self, lang: Lang) -> None:
        self.lang = lang
        self._texts.clear()
        if self.records:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.records) - 1, COLUMN_COUNT - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns()[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A repaint asks every visible cell for a dozen roles, and this model answers
        # three: the others are turned away before anything else is looked at.
        if role not in _ANSWERED:
            return None
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self.records):
            return None
        if role == _DISPLAY:
            return self.texts(row)[index.column()]
        record = self.records[row]
        if role == RECORD_ROLE:
            return record
        if index.column() == 2:
            return dispute_title(record.walkthrough, record.kind).get(self.lang)
        if index.column() == 3:
            return self.ruling_tip(record)
        return None

    def texts(self, row: int) -> tuple[str, ...]:
        """The cells of ``row`` as shown (kept: a repaint asks each several times)."""
        texts = self._texts.get(row)
        if texts is None:
            record = self.records[row]
            texts = self._texts[row] = (
                record.hand_time.astimezone().strftime("%Y-%m-%d %H:%M"),
                "" if record.table_number is None else str(record.table_number),
                dispute_title(record.walkthrough, record.kind).get(self.lang),
                record.headline().get(self.lang),
                self.outcome_text(record.outcome),
                record.supervisor)
        return texts


class RulingsLog(QWidget):
    """The log with its search box, filters, the selected ruling and its printout."""

    def __init__(self, desk: Desk, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingsLog")
        self.desk = desk
        self.shown: RulingRecord | None = None  # the ruling on the right
        self._shown_line: RulingLine | None = None  # the log's line of it, as last read
        self.lang: Lang = lang
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("rulingsSearch")
        self.search.setClearButtonEnabled(True)
        self.table_filter = QComboBox()
        self.outcome_filter = QComboBox()
        self.kind_filter = QComboBox()
        self.period_filter = QComboBox()
        filters.addWidget(self.search, 2)
        for combo in (self.table_filter, self.outcome_filter, self.kind_filter,
                      self.period_filter):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            filters.addWidget(combo)
        # The disputes' titles run long: the filter shows the start of the one chosen.
        self.kind_filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_filter.setMinimumContentsLength(22)
        layout.addLayout(filters)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.model = RulingsModel(lang, self)
        self.view = QTableView()
        self.view.setObjectName("rulingsTable")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        # The fitted columns are measured here (_fit_columns) from the lines read, not
        # by the header, which lays every column out again for each width it is asked.
        for column in range(COLUMN_COUNT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(RULING, QHeaderView.ResizeMode.Stretch)  # the ruling
        self.view.setWordWrap(False)
        # The scroll bars stay, whatever the length of the list or of the ruling shown:
        # one that came and went as a search narrowed would lay the window out again
        # and repaint all of it on that keystroke.
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.viewport().installEventFilter(self)
        self.view.selectionModel().currentRowChanged.connect(self._show_selected)
        self.model.rowsInserted.connect(self._more_read)
        self.detail = QTextBrowser()
        self.detail.setObjectName("rulingDetail")
        self.detail.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        split.addWidget(self.view)
        split.addWidget(self.detail)
        split.setSizes([940, 360])  # the list is what is read first; the page scrolls
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.count = QLabel()
        self.print_button = QPushButton()
        self.print_button.clicked.connect(self.print_selected)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.save_selected)
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportRulings")
        self.export_button.clicked.connect(self.choose_export)
        buttons.addWidget(self.count, 1)
        for button in (self.print_button, self.pdf_button, self.export_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        # One query per pause in typing, not one per keystroke.
        self.typing = QTimer(self)
        self.typing.setSingleShot(True)
        self.typing.setInterval(120)
        self.typing.timeout.connect(self.refresh)
        self.search.textChanged.connect(lambda _text: self.typing.start())
        self.set_language(lang)
        for combo in (self.table_filter, self.outcome_filter, self.kind_filter,
                      self.period_filter):
            combo.currentIndexChanged.connect(lambda _index: self.refresh())

    def _fill_filters(self) -> None:
        lang = self.lang
        tables = sorted({r.table_number for r in self.model.records
                         if r.table_number is not None} | set(table_numbers(self.desk)))
        fills: list[tuple[QComboBox, list[tuple[str, Any]]]] = [
            (self.table_filter, [(self.tr("All tables"), None)] + [
                (self.tr("Table {n}").format(n=n), n) for n in tables]),
            (self.outcome_filter, [(self.tr("Accepted and overruled"), None),
                                   (self.tr("Accepted"), "accepted"),
                                   (self.tr("Overruled"), "overruled")]),
            (self.kind_filter, [(self.tr("Every dispute"), None)] + [
                (w.title.get(lang), w.kind) for w in walkthroughs()]),
            (self.period_filter, [(self.tr("Any time"), None), (self.tr("Last 24 hours"), 1),
                                  (self.tr("Last 7 days"), 7)]),
        ]
        for combo, items in fills:
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for label, value in items:
                if value is None or combo.findData(value) < 0:
                    combo.addItem(label, value)
            combo.setCurrentIndex(max(combo.findData(chosen), 0) if chosen is not None else 0)
            combo.blockSignals(False)

    def refresh(self) -> None:
        """Read the log again with the filters as set."""
        days = self.period_filter.currentData()
        since = self.desk.now() - timedelta(days=days) if days else None
        search = {"text": self.search.text(), "table_number": self.table_filter.currentData(),
                  "outcome": self.outcome_filter.currentData(),
                  "kind": self.kind_filter.currentData(), "since": since}

        def read(limit: int) -> list[RulingLine]:
            return rulings_log(self.desk, limit=limit, **search)

        records = read(PAGE + 1)  # one past the page says whether more remain
        more = len(records) > PAGE
        records = records[:PAGE]
        selected = self.selected()
        self.model.set_records(records, read if more else None)
        self._count()
        row = next((n for n, r in enumerate(records) if selected and r.id == selected.id), 0)
        self._fit_columns()
        if records:
            self.view.selectRow(row)
        else:
            self.shown = self._shown_line = None
            none = self.tr("No ruling matches.")
            self.detail.setHtml(f"<p>{html.escape(none)}</p>")
        self._enable()

    def _more_read(self, *_inserted: object) -> None:
        """A page more was read as the list scrolled: count and fit it too."""
        self._count()
        self._fit_columns()
        self._enable()

    def _count(self) -> None:
        listed = len(self.model.records)
        if self.model.more is not None:
            self.count.setText(self.tr("{n}+ rulings (the newest; scroll for more)").format(
                n=listed))
        else:
            self.count.setText(self.tr("1 ruling") if listed == 1
                               else self.tr("{n} rulings").format(n=listed))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Size the time, table, decision and supervisor columns to what the lines read
        hold, and give the dispute's title what the ruling can spare: the ruling column
        keeps room for ``RULING_LETTERS`` letters whatever the language."""
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        letter = metrics.averageCharWidth()
        # The style sheet sets the titles in bold, which the header's own metrics do not
        # know; a title also has the header's margins on both sides.
        bold = QFont(header.font())
        bold.setBold(True)
        heading = QFontMetrics(bold)
        title_padding = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) \
            + letter
        padding = letter  # the cell's margins, as the header's own fit leaves them
        others = 0
        for column in FITTED:
            shown = self._fitted_texts(column)
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = max([heading.horizontalAdvance(title) + title_padding]
                        + [metrics.horizontalAdvance(text) + padding for text in shown])
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
            others += width
        spare = self.view.viewport().width() - others - RULING_LETTERS * letter
        width = max(DISPUTE_LETTERS * letter, min(spare, DISPUTE_LETTERS_MOST * letter))
        if header.sectionSize(DISPUTE) != width:
            header.resizeSection(DISPUTE, width)

    def _fitted_texts(self, column: int) -> set[str]:
        """The different words a fitted column shows for the lines read, without
        wording every line (a keystroke reads a page of them): the times share one
        format (digits are as wide as each other in the desk's fonts), so the first and
        last lines' stand for all; tables, decisions and supervisors are few."""
        model, records = self.model, self.model.records
        if not records:
            return set()
        if column == 0:
            return {model.texts(0)[0], model.texts(len(records) - 1)[0]}
        if column == 1:
            return {str(r.table_number) for r in records if r.table_number is not None}
        if column == 4:
            return {model.outcome_text(r.outcome) for r in records}
        return {r.supervisor for r in records}

    def _enable(self) -> None:
        has = self.shown is not None
        self.print_button.setEnabled(has)
        self.pdf_button.setEnabled(has)
        self.export_button.setEnabled(bool(self.model.records))

    def selected(self) -> RulingLine | None:
        index = self.view.currentIndex()
        return self.model.data(index, RECORD_ROLE) if index.isValid() else None

    def select_ruling(self, ruling_id: int) -> None:
        for row, record in enumerate(self.model.records):
            if record.id == ruling_id:
                self.view.selectRow(row)
                return

    def _show_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        line = self.model.data(current, RECORD_ROLE) if current.isValid() else None
        if line is not None and line == self._shown_line and self.shown is not None:
            return  # the same ruling, unchanged, is already on the right
        self._shown_line = line
        self.shown = ruling_record(self.desk, line.id) if line is not None else None
        self._show_detail()
        self._enable()

    def _show_detail(self) -> None:
        record = self.shown
        if record is not None:
            self.detail.setHtml(ruling_html(
                dispute_title(record.walkthrough, record.kind), record.ruling, record.shown,
                self.lang, links=False, record=record_fields(record)))

    def print_selected(self) -> None:
        if self.shown is not None:
            print_preview(ruling_document(self.shown, self.lang), self.window())

    def save_selected(self) -> None:
        record = self.shown
        if record is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as PDF…"),
                                              save_place(f"ruling-{record.id}.pdf"),
                                              "PDF (*.pdf)")
        if name:
            save_ruling_pdf_shown(self, record, Path(name), self.lang)

    def choose_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the list…"),
                                              save_place("rulings.csv"),
                                              "CSV (*.csv);;JSON (*.json)")
        if name:
            self.export(Path(name))

    def export(self, path: Path) -> bool:
        """Export the rulings listed; a refusal is shown and nothing is written."""
        self.model.fetch_all()
        self._count()
        try:
            export_rulings(ruling_records(self.desk, [line.id for line in self.model.records]),
                           path, self.lang)
        except UserError as error:
            show_refusal(self, self.tr("The list was not exported"),
                         sentence(error.text.get(self.lang)))
            return False
        return True

    def set_language(self, lang: Lang) -> None:
        self.lang = lang
        self.search.setPlaceholderText(
            self.tr("Search rulings: player, ruling, rule, supervisor…"))
        self.print_button.setText(self.tr("Print…"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        self.export_button.setText(self.tr("Export the list…"))
        self.model.set_language(lang)
        self._show_detail()
        self._fill_filters()
        self.refresh()
