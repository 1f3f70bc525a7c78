"""The tournament window's dialogs: create and open a tournament, register entrants,
a late entry, players out on a hand, and a printout as PDF (the tournament's sheets and,
once it has a clock, its structure and payout sheets).

Each runs one tournament action through the feed (so it is undone like any floor
action); a refusal of the services appears beside the field it is about, in the
language of the windows, and nothing is written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import IntEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floorman.floor.games import BETTING_NAMES, VARIANT_NAMES
from floorman.services.clock_views import ClockView
from floorman.services.desk import Change, StoreUnreachable
from floorman.services.tournament_views import TournamentTableView, TournamentView
from floorman.text import Lang, UserError

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput, error_label

Index = QModelIndex | QPersistentModelIndex
TOP = QModelIndex()
RANGE = re.compile(r"^(\d+)-(\d+)$")
# A range typed for the table numbers names at most this many tables (a slip of the
# finger, 1-100000, is refused before it reaches the store).
MOST_TABLES = 5000


def _tournaments() -> Any:
    from floorman.services import tournaments

    return tournaments


def table_numbers(text: str, field: str, words: dict[str, str]) -> list[int]:
    """Table numbers typed as numbers and ranges ("1-12, 15 20"), in the order typed.

    Raises:
        MissingInput: a part is not a number or a range (``words["not_number"]``), or a
            range is backwards or too long (``words["bad_range"]``).
    """
    numbers: list[int] = []
    joined = re.sub(r"\s*[-–]\s*", "-", text.strip())  # "1 - 12" is the range 1-12
    for part in re.split(r"[,;\s]+", joined):
        if not part:
            continue
        if part.isdigit():
            numbers.append(int(part))
            continue
        found = RANGE.match(part)
        if found is None:
            raise MissingInput(field, words["not_number"].format(part=part))
        first, last = int(found.group(1)), int(found.group(2))
        if not 1 <= first <= last or last - first >= MOST_TABLES:
            raise MissingInput(field, words["bad_range"].format(part=part))
        numbers.extend(range(first, last + 1))
    return numbers


class NewTournamentDialog(FormDialog):
    """A new tournament: its name, game, table size, tables, breaking order, starting
    stack and rules profile.

    Args:
        feed: the window's link to the desk.
        parent: the parent widget.

    Signals:
        ``accepted`` once the tournament is created (``change.created_id`` is its id).
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("newTournamentDialog")
        self.name = QLineEdit(self)
        self.name.setObjectName("name")
        self.variant = QComboBox(self)
        self.variant.setObjectName("variant")
        self.betting = QComboBox(self)
        self.betting.setObjectName("betting")
        self.table_size = QSpinBox(self)
        self.table_size.setObjectName("tableSize")
        self.table_size.setRange(2, 10)
        self.table_size.setValue(10)
        self.tables = QLineEdit("1-10", self)
        self.tables.setObjectName("tables")
        self.breaking_order = QLineEdit(self)
        self.breaking_order.setObjectName("breakingOrder")
        self.starting_stack = QLineEdit("20000", self)
        self.starting_stack.setObjectName("startingStack")
        self.profile = QComboBox(self)
        self.profile.setObjectName("profile")
        self.late = QCheckBox(self)
        self.late.setObjectName("lateRegistration")
        self.late.setChecked(True)
        self._labels = [QLabel(self) for _ in range(9)]
        for label, (key, field) in zip(self._labels, (
                ("name", self.name), ("variant", self.variant), ("betting", self.betting),
                ("table_size", self.table_size), ("tables", self.tables),
                ("breaking_order", self.breaking_order),
                ("starting_stack", self.starting_stack), ("profile", self.profile),
                ("late_registration", self.late)), strict=True):
            self.add_field(key, label, field)
        self.retranslate()
        self.name.setFocus()

    def _words(self) -> dict[str, str]:
        return {"not_number": self.tr("'{part}' is not a table number: type numbers and "
                                      "ranges, such as 1-12, 15."),
                "bad_range": self.tr("'{part}' is not a range of tables: type the lowest "
                                     "number first, such as 1-12.")}

    def submit(self) -> Change:
        tables = table_numbers(self.tables.text(), "tables", self._words())
        order = table_numbers(self.breaking_order.text(), "breaking_order", self._words())
        return self.run(_tournaments().create_tournament, name=self.name.text(),
                        variant=self.variant.currentData(), betting=self.betting.currentData(),
                        table_size=self.table_size.value(), tables=tables,
                        breaking_order=order or None,
                        starting_stack=self.starting_stack.text(),
                        profile=self.profile.currentData(),
                        late_registration=self.late.isChecked())

    def retranslate(self) -> None:
        index = 1 if self.feed.lang() == "es" else 0
        self.setWindowTitle(self.tr("New tournament"))
        texts = (self.tr("&Name:"), self.tr("&Game:"), self.tr("&Betting:"),
                 self.tr("&Seats per table:"), self.tr("&Tables:"),
                 self.tr("Breaking &order:"), self.tr("Starting s&tack:"),
                 self.tr("&Rules:"), self.tr("&Late registration:"))
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.name.setPlaceholderText(self.tr("such as Sunday Deepstack"))
        self.tables.setPlaceholderText(self.tr("numbers and ranges, such as 1-12, 15"))
        self.breaking_order.setPlaceholderText(self.tr(
            "empty: the highest number breaks first"))
        self.late.setText(self.tr("open (late entrants and alternates may enter)"))
        for combo, names in ((self.variant, VARIANT_NAMES), (self.betting, BETTING_NAMES)):
            chosen = combo.currentIndex()
            combo.clear()
            for value, words in names.items():
                combo.addItem(words[index], value.value)
            combo.setCurrentIndex(max(chosen, 0))
        chosen = self.profile.currentIndex()
        self.profile.clear()
        self.profile.addItem(self.tr("TDA rules"), "tda")
        self.profile.addItem(self.tr("Robert's Rules of Poker (section 15)"), "robert")
        self.profile.setCurrentIndex(max(chosen, 0))
        self.ok_button_text(self.tr("&Create"))


class RegisterDialog(FormDialog):
    """Enter players before the seat draw: their names, one a line.

    Args:
        feed: the window's link to the desk.
        tournament_id: the tournament they enter.
        parent: the parent widget.

    Signals:
        ``accepted`` once they are entered.
    """

    def __init__(self, feed: FloorFeed, tournament_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("registerDialog")
        self.tournament_id = tournament_id
        self.names = QPlainTextEdit(self)
        self.names.setObjectName("names")
        self.names.setTabChangesFocus(True)
        self.names.setMinimumHeight(260)
        self.count = QLabel(self)
        self.count.setObjectName("namesCount")
        self._label = QLabel(self)
        self.add_field("names", self._label, self.names, aliases=("player_ids",))
        self.layout_.insertWidget(2, self.count)
        self.names.textChanged.connect(self._counted)
        self.retranslate()
        self.names.setFocus()

    def typed(self) -> list[str]:
        return [line.strip() for line in self.names.toPlainText().splitlines() if line.strip()]

    def _counted(self) -> None:
        self.count.setText(self.tr("%n player(s)", "", len(self.typed())))

    def submit(self) -> Change:
        return self.run(_tournaments().register_entrants, tournament_id=self.tournament_id,
                        names=self.typed())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Register entrants"))
        self._label.setText(self.tr("&Names, one a line:"))
        self._counted()
        self.ok_button_text(self.tr("&Register"))


class LateEntryDialog(FormDialog):
    """A late entrant or alternate: his name; the desk draws his seat.

    Args:
        feed: the window's link to the desk.
        tournament_id: the tournament he enters.
        parent: the parent widget.

    Signals:
        ``accepted`` once he is seated.
    """

    def __init__(self, feed: FloorFeed, tournament_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("lateEntryDialog")
        self.tournament_id = tournament_id
        self.name = QLineEdit(self)
        self.name.setObjectName("name")
        self._label = QLabel(self)
        self.add_field("name", self._label, self.name, aliases=("player", "names"))
        self.retranslate()
        self.name.setFocus()

    def submit(self) -> Change:
        return self.run(_tournaments().late_entry, tournament_id=self.tournament_id,
                        name=self.name.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Late entry"))
        self._label.setText(self.tr("Player's &name:"))
        self.ok_button_text(self.tr("&Draw a seat"))


class BustDialog(FormDialog):
    """Players out on one hand at one table, with the chips each started the hand with
    (they decide the places of players out on the same hand, RRoP 15.35).

    Args:
        feed: the window's link to the desk.
        view: the tournament as the window shows it.
        table: the table's number.
        seat: a seat to tick at first (the one selected in the grid).
        parent: the parent widget.

    Signals:
        ``accepted`` once the players are out.
    """

    def __init__(self, feed: FloorFeed, view: TournamentView, table: int,
                 seat: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("bustDialog")
        self.view = view
        self.table = QComboBox(self)
        self.table.setObjectName("table")
        for number in sorted(t.number for t in view.tables):
            self.table.addItem(str(number), number)
        self.table.setCurrentIndex(max(self.table.findData(table), 0))
        self.players = QWidget(self)
        self.players.setObjectName("bustPlayers")
        self.grid = QGridLayout(self.players)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self)
        self.note.setObjectName("bustNote")
        self.note.setWordWrap(True)
        self.checks: dict[int, QCheckBox] = {}  # entry id -> ticked out
        self.chips: dict[int, QLineEdit] = {}  # entry id -> chips at the hand's start
        self._labels = [QLabel(self), QLabel(self)]
        self.add_field("table", self._labels[0], self.table)
        self.add_field("busts", self._labels[1], self.players, aliases=("entry",))
        self.layout_.insertWidget(2, self.note)
        self.table.currentIndexChanged.connect(lambda _n: self._fill(None))
        self._fill(seat)
        self.retranslate()

    def table_view(self) -> TournamentTableView | None:
        return next((t for t in self.view.tables if t.number == self.table.currentData()), None)

    def _fill(self, seat: int | None) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.checks, self.chips = {}, {}
        table = self.table_view()
        if table is None:
            return
        row = 0
        for place in table.seats:
            if place.entry_id is None:
                continue
            number = QLabel(str(place.number), self.players)
            tick = QCheckBox(place.player or "", self.players)
            tick.setObjectName(f"out_{place.number}")
            chips = QLineEdit(self.players)
            chips.setObjectName(f"chips_{place.number}")
            chips.setEnabled(False)
            tick.toggled.connect(chips.setEnabled)
            tick.toggled.connect(lambda on, box=chips: box.setFocus() if on else None)
            self.grid.addWidget(number, row, 0)
            self.grid.addWidget(tick, row, 1)
            self.grid.addWidget(chips, row, 2)
            self.checks[place.entry_id] = tick
            self.chips[place.entry_id] = chips
            if place.number == seat:
                tick.setChecked(True)
            row += 1
        self.grid.setColumnStretch(1, 1)
        self._placeholders()

    def tick(self, seat: int, chips: str) -> None:
        """Mark the player in ``seat`` out, having started the hand with ``chips``."""
        table = self.table_view()
        found = next((s for s in table.seats if s.number == seat), None) if table else None
        if found is None or found.entry_id is None:
            return
        self.checks[found.entry_id].setChecked(True)
        self.chips[found.entry_id].setText(chips)

    def submit(self) -> Change:
        busts = {entry: self.chips[entry].text() for entry, tick in self.checks.items()
                 if tick.isChecked()}
        if not busts:
            raise MissingInput("busts", self.tr("Tick the players who are out."))
        return self.run(_tournaments().bust_out, tournament_id=self.view.id, busts=busts)

    def _placeholders(self) -> None:
        for chips in self.chips.values():
            chips.setPlaceholderText(self.tr("chips at the start of the hand"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players out"))
        self._labels[0].setText(self.tr("&Table:"))
        self._labels[1].setText(self.tr("&Out on this hand:"))
        self.note.setText(self.tr(
            "Tick every player out on the hand and type the chips each started the hand "
            "with: of players out on the same hand, the one who started with more "
            "finishes higher (RRoP 15.35)."))
        self._placeholders()
        self.ok_button_text(self.tr("&Out"))


# --- opening a tournament ------------------------------------------------------------------

class ListingRole(IntEnum):
    """The plain values behind each row of the tournaments list."""

    TOURNAMENT_ID = Qt.ItemDataRole.UserRole + 1
    LISTING = Qt.ItemDataRole.UserRole + 2


LISTING_COLUMNS = ("name", "game", "entries", "remaining", "tables", "state")


class TournamentListModel(QAbstractTableModel):
    """The tournaments, newest first (``tournament_reads.TournamentListing`` rows).

    Args:
        lang: the language of the game names.
        parent: the owning object.

    Signals:
        the standard model signals only.
    """

    def __init__(self, listings: Sequence[Any], lang: Lang,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.listings = list(listings)
        self.lang = lang

    def rowCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(self.listings)

    def columnCount(self, parent: Index = TOP) -> int:
        return 0 if parent.isValid() else len(LISTING_COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.listings):
            return None
        found = self.listings[index.row()]
        if role == ListingRole.TOURNAMENT_ID:
            return found.id
        if role == ListingRole.LISTING:
            return found
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = LISTING_COLUMNS[index.column()]
        if column == "name":
            return found.name
        if column == "game":
            return found.game.get(self.lang)
        if column in ("entries", "remaining", "tables"):
            return str(getattr(found, column))
        if found.finished:
            return self.tr("over")
        if not found.drawn:
            return self.tr("registering")
        return self.tr("playing, registration open") if found.late_registration else \
            self.tr("playing")

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Tournament"), self.tr("Game"), self.tr("Entries"),
                self.tr("Remaining"), self.tr("Tables"), self.tr("State"))[section]


class OpenTournamentDialog(QDialog):
    """Choose a tournament to show.

    Args:
        feed: the window's link to the desk.
        parent: the parent widget.

    Signals:
        ``accepted`` once one is chosen (``chosen`` is its id).
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openTournamentDialog")
        self.setModal(True)
        self.feed = feed
        self.chosen: int | None = None
        from floorman.services import tournament_reads

        self.note = error_label(self)
        try:
            listings: Sequence[Any] = tournament_reads.tournaments(feed.desk)
        except StoreUnreachable as error:
            listings = ()
            self.note.setText(self.tr("The store does not answer ({reason}).").format(
                reason=error.reason))
            self.note.show()
        self.model = TournamentListModel(listings, feed.lang(), self)
        self.list = QTableView(self)
        self.list.setObjectName("tournamentList")
        self.list.setModel(self.model)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch)
        self.list.doubleClicked.connect(lambda _index: self._choose())
        if listings:
            self.list.selectRow(0)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel,
            self)
        self.buttons.accepted.connect(self._choose)
        self.buttons.rejected.connect(self.reject)
        self.empty = QLabel(self)
        self.empty.setVisible(not listings)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.empty)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.resize(900, 420)
        self.retranslate()
        self.list.setFocus()

    def _choose(self) -> None:
        rows = self.list.selectionModel().selectedRows()
        if not rows:
            return
        self.chosen = self.model.data(rows[0], ListingRole.TOURNAMENT_ID)
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open a tournament"))
        self.empty.setText(self.tr("No tournament yet: create one (Ctrl+N)."))
        self.model.lang = self.feed.lang()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                          len(LISTING_COLUMNS) - 1)

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent

        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


# --- PDF ---------------------------------------------------------------------------------

DOCUMENT_FILES = {"seatcards": "seat-cards", "seatlist": "seat-list", "tables": "tables",
                  "moves": "move-slips", "structure": "structure", "payouts": "payouts"}


class TournamentPdfDialog(FormDialog):
    """Write one of the tournament's printouts to a PDF file.

    Args:
        feed: the window's link to the desk.
        view: the tournament as the window shows it.
        moves: the moves the slips are for.
        folder: where to propose the file.
        parent: the parent widget.
        clock: the tournament's clock as the window shows it; with it, the structure
            and payout sheets are offered too.

    Signals:
        ``accepted`` once the PDF is written (``written`` is its path).
    """

    def __init__(self, feed: FloorFeed, view: TournamentView, moves: Sequence[Any],
                 folder: Path, parent: QWidget | None = None,
                 clock: ClockView | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("tournamentPdfDialog")
        self.view = view
        self.moves = tuple(moves)
        self.clock = clock
        self.document = QComboBox(self)
        self.document.setObjectName("document")
        self.path = QLineEdit(str(folder / self._file_name("seatcards")), self)
        self.path.setObjectName("path")
        self._browse = QPushButton(self)
        self._browse.clicked.connect(self._choose_file)
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.path)
        line.addWidget(self._browse)
        self._labels = [QLabel(self), QLabel(self)]
        self.add_field("document", self._labels[0], self.document)
        self.add_field("path", self._labels[1], row)
        self.written: Path | None = None
        self.retranslate()
        self.document.currentIndexChanged.connect(self._document_chosen)

    def _file_name(self, which: str) -> str:
        stem = re.sub(r"[^\w-]+", "-", self.view.name).strip("-").lower() or "tournament"
        return f"{stem}-{DOCUMENT_FILES[which]}.pdf"

    def _document_chosen(self, _row: int) -> None:
        current = Path(self.path.text())
        if current.name in {self._file_name(which) for which in DOCUMENT_FILES}:
            self.path.setText(str(current.with_name(self._file_name(
                self.document.currentData()))))

    def _choose_file(self) -> None:
        typed = Path(self.path.text().strip()).expanduser()
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), str(typed), self.tr("PDF files (*.pdf)"))
        if chosen:
            self.path.setText(chosen if chosen.lower().endswith(".pdf") else chosen + ".pdf")

    def submit(self) -> Change:
        raise NotImplementedError  # writing a PDF changes nothing on the floor

    def _submit(self) -> None:
        from floorman.ui import clock_sheets, tournament_sheets

        self.clear_errors()
        text = self.path.text().strip()
        which = self.document.currentData()
        try:
            if not text:
                raise MissingInput("path", self.tr("Type where to save the PDF."))
            path = Path(text).expanduser()
            try:
                if which in clock_sheets.CLOCK_DOCUMENTS and self.clock is not None:
                    clock_sheets.print_clock_to_pdf(self.clock, which, path,
                                                    self.feed.lang(), self.feed.now())
                else:
                    tournament_sheets.print_tournament_to_pdf(
                        self.view, which, path, self.feed.lang(), self.feed.now(),
                        moves=self.moves)
            except UserError as refused:
                raise MissingInput("path", refused.text.get(self.feed.lang())) from None
        except MissingInput as missing:
            label = self._errors[missing.field]
            label.setText(missing.message)
            label.show()
            return
        self.written = path
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export PDF"))
        self._labels[0].setText(self.tr("&Document:"))
        self._labels[1].setText(self.tr("&File:"))
        self._browse.setText(self.tr("&Browse…"))
        chosen = self.document.currentIndex()
        self.document.blockSignals(True)
        self.document.clear()
        documents = [("seatcards", self.tr("Seat cards")), ("seatlist", self.tr("Seat list")),
                     ("tables", self.tr("Table sheets")), ("moves", self.tr("Move slips"))]
        if self.clock is not None:
            documents += [("structure", self.tr("Structure sheet")),
                          ("payouts", self.tr("Payout sheet"))]
        for which, text in documents:
            self.document.addItem(text, which)
        self.document.setCurrentIndex(max(chosen, 0))
        self.document.blockSignals(False)
        self.ok_button_text(self.tr("&Export"))
