"""Recording the floor's decision on a ruling, and printing a recorded ruling.

Beside the result page at the desk: the supervisor accepts the ruling or overrules it,
writing what the floor decided instead and why (RRoP 2.i.1 lets the floor rule
otherwise in the interest of fairness), names the table, the time of the hand, the
players involved (filled in from the seats the walk-through named, with the names seated
there when the dispute was opened from a table on the floor) and himself, and records.
Nothing is written before that; a refusal shows beside its field, whole however long.
Once recorded the ruling can be printed for the player or saved as a PDF: the same page
as on screen, headed by the floor's own decision when it overruled, the decision under
it.

Signals (RecordForm):
    recorded(int): the ruling was recorded; its id in the log.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QSettings, Signal
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDateTimeEdit,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floorman.rules.ruling import plain
from floorman.rules.walkthroughs import Walkthrough
from floorman.services.desk import Desk
from floorman.services.rulings import (
    RulingRecord,
    dispute_title,
    record_ruling,
    ruling_record,
)
from floorman.services.views import table_numbers
from floorman.text import Lang, UserError

from floorman.ui.assistant import WholeText
from floorman.ui.file_places import save_place
from floorman.ui.forms import error_label, sentence, show_refusal
from floorman.ui.printing import print_preview, write_pdf
from floorman.ui.ruling_page import ruling_html


def record_fields(record: RulingRecord) -> dict[str, Any]:
    """What the printed page shows of the recorded decision."""
    return {"id": record.id, "recorded_at": record.recorded_at, "outcome": record.outcome,
            "reason": record.reason, "floor_decision": record.floor_decision,
            "table_number": record.table_number,
            "hand_time": record.hand_time, "players": record.players,
            "supervisor": record.supervisor}


def ruling_document(record: RulingRecord, lang: Lang) -> QTextDocument:
    """The printed page of a recorded ruling."""
    document = QTextDocument()
    document.setDefaultFont(QFont("DejaVu Sans", 12))  # read at arm's length, as the sheets
    document.setHtml(ruling_html(dispute_title(record.walkthrough, record.kind), record.ruling,
                                 record.shown, lang, links=False, record=record_fields(record)))
    return document


def save_ruling_pdf(record: RulingRecord, path: Path, lang: Lang) -> None:
    write_pdf(ruling_document(record, lang), path)


def save_ruling_pdf_shown(parent: QWidget, record: RulingRecord, path: Path,
                          lang: Lang) -> bool:
    """Save the ruling as PDF from a window: a refusal (a missing folder, a full disk)
    is shown, and nothing is written."""
    try:
        save_ruling_pdf(record, path, lang)
    except UserError as error:
        show_refusal(parent, QCoreApplication.translate("ruling_record", "The PDF was not saved"),
                     sentence(error.text.get(lang)))
        return False
    return True


def seats_named(walk: Walkthrough, answers: Mapping[str, Any]) -> list[int]:
    """The seats the answers name, each once, in the order asked: a seat question, the
    seats of a seats question and the seat column of a table of players (never the
    table's size, asked as its last seat, nor a table number: a tables question and the
    table column of a table of tables name no player)."""
    found: list[int] = []

    def add(value: Any) -> None:
        if isinstance(value, int) and not isinstance(value, bool) and value not in found:
            found.append(value)
        elif isinstance(value, str) and value.strip().isdigit():
            add(int(value))

    for step, value in walk.given(answers):  # a seat the rows answered is named too
        if value is None or step.prefill == "seats":
            continue
        if step.input == "seat":
            add(value)
        elif step.input == "seats" and isinstance(value, list):
            for seat in value:
                add(seat)
        elif step.input == "rows" and isinstance(value, list):
            columns = [column.name for column in step.columns if column.input == "seat"]
            for row in value:
                if isinstance(row, Mapping):
                    for name in columns:
                        add(row.get(name))
    return found


class Recorder:
    """What the assistant needs to record at the desk: the desk, and where the window
    keeps its settings (the supervisor's name is remembered between rulings)."""

    def __init__(self, desk: Desk, settings: QSettings | None = None) -> None:
        self.desk = desk
        self.settings = settings

    def form(self, lang: Lang, parent: QWidget | None = None) -> RecordForm:
        return RecordForm(self.desk, lang, self.settings, parent)


class RecordForm(QWidget):
    """Accept or overrule, with table, hand time, players and supervisor; then record.

    Signals:
        recorded(int): the new ruling's id.
    """

    recorded = Signal(int)

    def __init__(self, desk: Desk, lang: Lang, settings: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordForm")
        self.desk = desk
        self.settings = settings
        self.lang: Lang = lang
        self.pending: dict[str, Any] | None = None
        self.record: RulingRecord | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("panelTitle")
        layout.addWidget(self.heading)
        choice = QHBoxLayout()
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("acceptRuling")
        self.overrule_button = QPushButton()
        self.overrule_button.setObjectName("overruleRuling")
        self.outcome = QButtonGroup(self)
        for index, button in enumerate((self.accept_button, self.overrule_button)):
            button.setCheckable(True)
            self.outcome.addButton(button, index)
            choice.addWidget(button)
        layout.addLayout(choice)
        self.outcome_error = error_label()
        self.fits = [WholeText(self.outcome_error)]
        layout.addWidget(self.outcome_error)
        self.form = QFormLayout()
        # The side panel is narrow: each label goes above its field, not beside it.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.floor_decision = QPlainTextEdit()
        self.floor_decision.setObjectName("floorDecision")
        self.floor_decision.setMaximumHeight(70)
        self.floor_decision.setTabChangesFocus(True)
        self.reason = QPlainTextEdit()
        self.reason.setObjectName("overruleReason")
        self.reason.setMaximumHeight(90)
        self.table = QComboBox()
        self.table.setObjectName("rulingTable")
        self.hand_time = QDateTimeEdit()
        self.hand_time.setObjectName("handTime")
        self.hand_time.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.hand_time.setCalendarPopup(True)
        self.players = QLineEdit()
        self.players.setObjectName("playersInvolved")
        self.supervisor = QLineEdit()
        self.supervisor.setObjectName("supervisorName")
        if settings is not None:
            self.supervisor.setText(str(settings.value("rulings/supervisor", "") or ""))
        self.errors: dict[str, QLabel] = {}
        self.labels: dict[str, QLabel] = {}
        for key, widget in (("floor_decision", self.floor_decision),
                            ("reason", self.reason), ("table", self.table),
                            ("hand_time", self.hand_time), ("players", self.players),
                            ("supervisor", self.supervisor)):
            column = QVBoxLayout()
            column.addWidget(widget)
            self.errors[key] = error_label()
            self.fits.append(WholeText(self.errors[key]))
            column.addWidget(self.errors[key])
            self.labels[key] = QLabel()
            self.form.addRow(self.labels[key], column)
        layout.addLayout(self.form)
        self.record_button = QPushButton()
        self.record_button.setObjectName("recordRuling")
        self.record_button.clicked.connect(self.submit)
        layout.addWidget(self.record_button)
        self.done = QLabel()
        self.done.setObjectName("recordedAs")
        self.done.setWordWrap(True)
        layout.addWidget(self.done)
        after = QHBoxLayout()
        self.print_button = QPushButton()
        self.print_button.clicked.connect(self.print_ruling)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.choose_pdf)
        after.addWidget(self.print_button)
        after.addWidget(self.pdf_button)
        layout.addLayout(after)
        layout.addStretch()
        self.started()
        self.set_language(lang)

    # -- a new dispute -------------------------------------------------------------

    def started(self) -> None:
        """A new walk-through began: the hand is now, nothing recorded yet."""
        now = self.desk.now()
        self.hand_time.setDateTime(QDateTime.fromSecsSinceEpoch(int(now.timestamp())))
        self.record = None
        self.pending = None
        self._clear()

    def prepare(self, walk: Walkthrough, document: Mapping[str, Any],
                shown: list[dict[str, Any]], ruling: Mapping[str, Any],
                context: Mapping[str, Any], answers: Mapping[str, Any]) -> None:
        """Get ready to record ``ruling`` (the result page is on screen)."""
        self.pending = {"walkthrough": walk.id, "kind": walk.kind, "scenario": plain(document),
                        "shown": shown, "ruling": plain(ruling)}
        self.record = None
        self._clear()
        self.table.clear()
        self.table.addItem(self.tr("no table"), None)
        for number in table_numbers(self.desk):
            self.table.addItem(str(number), number)
        wanted = context.get("table_number")
        self.table.setCurrentIndex(max(self.table.findData(wanted), 0) if wanted else 0)
        seated: Mapping[Any, str] = context.get("seated", {})
        involved = []
        for seat in seats_named(walk, answers):
            name = seated.get(seat) or seated.get(str(seat))
            label = self.tr("seat {seat}").format(seat=seat)
            involved.append(f"{label} {name}" if name else label)
        self.players.setText(", ".join(involved))
        self.players.setCursorPosition(0)  # the first seats named show, not the last
        # The supervisor working the desk records it (the field stays editable).
        self.supervisor.setText(self.desk.actor)
        self._enable(True)

    def _clear(self) -> None:
        self.outcome.setExclusive(False)
        self.accept_button.setChecked(False)
        self.overrule_button.setChecked(False)
        self.outcome.setExclusive(True)
        self.reason.clear()
        self.floor_decision.clear()
        self.done.clear()
        for label in (*self.errors.values(), self.outcome_error):
            label.hide()
        self._enable(True)

    def _enable(self, editable: bool) -> None:
        for widget in (self.accept_button, self.overrule_button, self.floor_decision,
                       self.reason, self.table,
                       self.hand_time, self.players, self.supervisor, self.record_button):
            widget.setEnabled(editable)
        self.print_button.setEnabled(not editable)
        self.pdf_button.setEnabled(not editable)

    # -- recording -----------------------------------------------------------------

    def submit(self) -> None:
        """Record the decision; a refusal appears under its field and nothing is written."""
        if self.pending is None:
            return
        for label in (*self.errors.values(), self.outcome_error):
            label.hide()
        checked = self.outcome.checkedId()
        if checked < 0:
            self.outcome_error.setText(self.tr("Choose accept or overrule."))
            self.outcome_error.show()
            self.fits[0].fit()
            return
        moment = datetime.fromtimestamp(self.hand_time.dateTime().toSecsSinceEpoch(), UTC)
        try:
            change = record_ruling(
                self.desk, **self.pending,
                outcome="accepted" if checked == 0 else "overruled",
                reason=self.reason.toPlainText().strip(),
                floor_decision=self.floor_decision.toPlainText().strip(),
                table_number=self.table.currentData(), hand_time=moment,
                players=self.players.text().strip(), supervisor=self.supervisor.text().strip())
        except UserError as error:
            label = self.errors.get(error.field or "", self.outcome_error)
            label.setText(sentence(error.text.get(self.lang)))
            label.show()
            for fit in self.fits:
                fit.fit()
            return
        if self.settings is not None:
            self.settings.setValue("rulings/supervisor", self.supervisor.text().strip())
        self.record = ruling_record(self.desk, change.created_id)
        self.done.setText(self.tr("Recorded as ruling no. {id}.").format(id=self.record.id))
        self._enable(False)
        self.recorded.emit(self.record.id)

    def print_ruling(self) -> None:
        if self.record is not None:
            print_preview(ruling_document(self.record, self.lang), self.window())

    def choose_pdf(self) -> None:
        if self.record is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF…"), save_place(f"ruling-{self.record.id}.pdf"),
            "PDF (*.pdf)")
        if name:
            save_ruling_pdf_shown(self, self.record, Path(name), self.lang)

    def set_language(self, lang: Lang) -> None:
        """Speak ``lang``: the words come from the catalogue, printouts use ``lang``."""
        self.lang = lang
        self.heading.setText(self.tr("The floor's decision"))
        self.accept_button.setText(self.tr("Accept the ruling"))
        self.overrule_button.setText(self.tr("Overrule"))
        labels = {"floor_decision": self.tr("What the floor decided (required to overrule)"),
                  "reason": self.tr("Reason (required to overrule)"), "table": self.tr("Table"),
                  "hand_time": self.tr("Time of the hand"),
                  "players": self.tr("Players involved"), "supervisor": self.tr("Supervisor")}
        for key, label in self.labels.items():
            label.setText(labels[key])
        self.record_button.setText(self.tr("Record the ruling"))
        self.print_button.setText(self.tr("Print…"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        if self.table.count():
            self.table.setItemText(0, self.tr("no table"))
        if self.record is not None:
            self.done.setText(self.tr("Recorded as ruling no. {id}.").format(id=self.record.id))
