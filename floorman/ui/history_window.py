"""The History view: the audit log newest first, filtered, and undoable from the list.

The log may hold half a million rows, so the model reads it a page at a time
(``services.history.history_page``, keyset paging on the index on ``audit_log.at``) and
asks for the next page only when the list is scrolled to its end (Qt's
``canFetchMore``/``fetchMore``). Filters (table, player, supervisor, period) run in the
database. "Undo this action" reverts the selected entry through the feed, the same path
the Edit menu's undo takes, with the same refusals (already undone, changed since).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateTimeEdit,
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

from floorman.services.desk import FloorError, StoreUnreachable
from floorman.services.history import (
    Cursor,
    HistoryFilter,
    LogLine,
    history_page,
    recent_supervisors,
)
from floorman.text import Lang

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import error_label, refusal_text, show_refusal

Index = QModelIndex | QPersistentModelIndex
TOP = QModelIndex()  # the root: the model is a flat table
COLUMNS = ("time", "supervisor", "action", "marks")


class HistoryRole(IntEnum):
    """Named data roles of the history model."""

    ENTRY_ID = Qt.ItemDataRole.UserRole + 1
    LINE = Qt.ItemDataRole.UserRole + 2


def local_time(moment: datetime, now: datetime) -> str:
    """A moment on the desk's own clock: the time today, the date too before today."""
    local = moment.astimezone()
    if local.date() == now.astimezone().date():
        return local.strftime("%H:%M:%S")
    return local.strftime("%Y-%m-%d %H:%M")


class HistoryModel(QAbstractTableModel):
    """The audit entries a filter selects, newest first, read a page at a time.

    Signals:
        (only QAbstractTableModel's own.)
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.feed = feed
        self.wanted = HistoryFilter()
        self.lines: list[LogLine] = []
        self._next: Cursor | None = None
        self._more = False

    def set_filter(self, wanted: HistoryFilter) -> None:
        """Show the first page of what ``wanted`` selects.

        Raises:
            FloorError: the filter cannot be used as typed (too many players match).
        """
        page = history_page(self.feed.desk, wanted)
        self.beginResetModel()
        self.wanted = wanted
        self.lines = list(page.lines)
        self._next = page.next
        self._more = page.next is not None
        self.endResetModel()

    def reload(self) -> None:
        self.set_filter(self.wanted)

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: Index = TOP) -> bool:
        return not parent.isValid() and self._more

    def fetchMore(self, parent: Index = TOP) -> None:
        if parent.isValid() or self._next is None:
            return
        try:
            page = history_page(self.feed.desk, self.wanted, after=self._next)
        except (FloorError, StoreUnreachable):
            self._more = False
            return
        if page.lines:
            self.beginInsertRows(QModelIndex(), len(self.lines),
                                 len(self.lines) + len(page.lines) - 1)
            self.lines.extend(page.lines)
            self.endInsertRows()
        self._next = page.next
        self._more = page.next is not None

    def line(self, row: int) -> LogLine:
        return self.lines[row]

    def row_of(self, entry_id: int) -> int | None:
        return next((row for row, line in enumerate(self.lines) if line.id == entry_id), None)

    def marks(self, line: LogLine) -> str:
        """Whether the entry's effect is undone now, and by whom and when."""
        now = self.feed.now()
        if line.reverted is not None:
            words = {"undo": self.tr("redone {at} by {who}"),
                     "redo": self.tr("undone again {at} by {who}")}.get(
                line.action, self.tr("undone {at} by {who}"))
            return words.format(at=local_time(line.reverted.at, now),
                                who=line.reverted.supervisor)
        if line.was_reverted and not line.is_revert:
            return self.tr("undone, then redone")
        return ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        if role == HistoryRole.ENTRY_ID:
            return line.id
        if role == HistoryRole.LINE:
            return line
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            column = COLUMNS[index.column()]
            if column == "time":
                return local_time(line.at, self.feed.now())
            if column == "supervisor":
                return line.supervisor
            if column == "action":
                return line.summary.get(self.feed.lang())
            return self.marks(line)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {"time": self.tr("Time"), "supervisor": self.tr("Supervisor"),
                "action": self.tr("Action"), "marks": self.tr("Undone / redone")}[
            COLUMNS[section]]

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.lines:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.lines) - 1, len(COLUMNS) - 1))


PERIODS = ("all", "today", "hour", "range")


class HistoryWindow(QWidget):
    """The audit log with its filters and "Undo this action".

    Args:
        feed: the window's link to the desk.
        parent: the desk window (the History is a window of its own).

    Signals:
        (none; it refreshes when the feed says the floor changed.)
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("historyWindow")
        self.feed = feed
        self.resize(1200, 760)
        self.model = HistoryModel(feed, self)
        self.table = QSpinBox(self)
        self.table.setObjectName("historyTable")
        self.table.setRange(0, 9999)  # 0: every table
        self.player = QLineEdit(self)
        self.player.setObjectName("historyPlayer")
        self.supervisor = QComboBox(self)
        self.supervisor.setObjectName("historySupervisor")
        self.supervisor.setEditable(True)
        self.period = QComboBox(self)
        self.period.setObjectName("historyPeriod")
        for _ in PERIODS:
            self.period.addItem("")
        self.start = QDateTimeEdit(self)
        self.end = QDateTimeEdit(self)
        now = QDateTime.fromSecsSinceEpoch(int(feed.now().timestamp()))
        for edit, moment in ((self.start, now.addSecs(-12 * 3600)), (self.end, now)):
            edit.setDisplayFormat("yyyy-MM-dd HH:mm")
            edit.setCalendarPopup(True)
            edit.setDateTime(moment)
        self.labels = [QLabel(self) for _ in range(4)]
        self.note = error_label(self)
        self.note.setObjectName("historyNote")
        self.view = QTableView(self)
        self.view.setObjectName("historyView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 150), (1, 160), (3, 260)):
            self.view.setColumnWidth(column, width)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undoFromHistory")
        self.undo_button.clicked.connect(self.undo_selected)

        filters = QHBoxLayout()
        for label, field in zip(self.labels, (self.table, self.player, self.supervisor,
                                              self.period), strict=True):
            label.setBuddy(field)
            filters.addWidget(label)
            filters.addWidget(field, 2 if field is self.player else 1)
        filters.addWidget(self.start)
        filters.addWidget(self.end)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        below = QHBoxLayout()
        below.addStretch()
        below.addWidget(self.undo_button)
        layout.addLayout(below)

        self.table.valueChanged.connect(self.apply)
        self.player.textChanged.connect(self.apply)
        self.supervisor.currentTextChanged.connect(self.apply)
        self.period.currentIndexChanged.connect(self.apply)
        self.start.dateTimeChanged.connect(self.apply)
        self.end.dateTimeChanged.connect(self.apply)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        feed.floorChanged.connect(lambda _view: self.refresh())
        self._fill_supervisors()
        self.retranslate()
        self.apply()

    def lang(self) -> Lang:
        return self.feed.lang()

    def _fill_supervisors(self) -> None:
        try:
            names = recent_supervisors(self.feed.desk)
        except StoreUnreachable:
            names = []
        typed = self.supervisor.currentText()
        self.supervisor.blockSignals(True)
        self.supervisor.clear()
        self.supervisor.addItem("")
        self.supervisor.addItems(names)
        self.supervisor.setCurrentText(typed)
        self.supervisor.blockSignals(False)

    def current_filter(self) -> HistoryFilter:
        period = PERIODS[max(self.period.currentIndex(), 0)]
        now = self.feed.now()
        since: datetime | None = None
        until: datetime | None = None
        if period == "today":
            local = now.astimezone()
            since = local.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        elif period == "hour":
            since = now - timedelta(hours=1)
        elif period == "range":
            since = datetime.fromtimestamp(self.start.dateTime().toSecsSinceEpoch(), UTC)
            until = datetime.fromtimestamp(self.end.dateTime().toSecsSinceEpoch(), UTC)
        return HistoryFilter(table_number=self.table.value() or None,
                             player=self.player.text(),
                             supervisor=self.supervisor.currentText(), since=since,
                             until=until)

    def apply(self) -> None:
        """Show the first page of what the filters select."""
        ranged = PERIODS[max(self.period.currentIndex(), 0)] == "range"
        self.start.setVisible(ranged)
        self.end.setVisible(ranged)
        self.note.hide()
        try:
            self.model.set_filter(self.current_filter())
        except FloorError as error:
            self.note.setText(refusal_text(error, self.lang()))
            self.note.show()
        except StoreUnreachable as error:
            self.note.setText(self.tr("The store does not answer ({reason}).").format(
                reason=error.reason))
            self.note.show()
        self._enable()

    def refresh(self) -> None:
        """The floor changed: read the first page again, keeping the selected entry."""
        if not self.isVisible():
            return
        selected = self.selected_line()
        try:
            self.model.reload()
        except (FloorError, StoreUnreachable):
            return
        if selected is not None:
            self.select_entry(selected.id)
        self._enable()

    def selected_line(self) -> LogLine | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.line(rows[0].row()) if rows else None

    def select_entry(self, entry_id: int) -> bool:
        row = self.model.row_of(entry_id)
        if row is None:
            return False
        self.view.selectRow(row)
        return True

    def _enable(self) -> None:
        line = self.selected_line()
        self.undo_button.setEnabled(line is not None)
        self.undo_button.setText(self.tr("&Redo this action") if line and line.action == "undo"
                                 else self.tr("&Undo this action"))

    def undo_selected(self) -> None:
        """Revert the selected entry as the Edit menu would; a refusal says why."""
        line = self.selected_line()
        if line is None:
            return
        try:
            self.feed.revert(line.id)
        except FloorError as error:
            show_refusal(self, self.tr("Not done"), refusal_text(error, self.lang()))
            return
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History: who did what"))
        for label, text in zip(self.labels, (self.tr("&Table:"), self.tr("&Player:"),
                                             self.tr("&Supervisor:"), self.tr("P&eriod:")),
                               strict=True):
            label.setText(text)
        self.table.setSpecialValueText(self.tr("any"))
        self.player.setPlaceholderText(self.tr("name or nickname"))
        for index, text in enumerate((self.tr("all"), self.tr("today"), self.tr("last hour"),
                                      self.tr("from – to"))):
            self.period.setItemText(index, text)
        self.model.retranslate()
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
