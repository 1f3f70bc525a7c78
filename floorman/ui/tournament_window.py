"""The tournament window: every table and its seats, the moves the floor proposes, the
figures and the places, and every tournament action one key away.

The window shows one tournament at a time (``show_tournament``), read as the plain
``TournamentView`` of ``services.tournament_reads``: the table grid on the left
(``tournament_model.TournamentTableModel``, one row per table, for 1,000 tables and
more), the side panel on the right (``tournament_panel.TournamentPanel``). It holds no
state of its own: after each action, an undo or another desk's change (the feed's
``floorChanged``, when the audit log's head moves) it reads the tournament again, and
the grid repaints only the tables that changed.

Every action runs through the desk's feed (``FloorFeed.act``), so Ctrl+Z undoes it
here as at the desk, on the same undo stack, and every refusal of the services says why
in the language of the windows. The proposal is one key away: F9 (or Enter on it)
confirms the balancing move, the break or the redraw the panel shows, exactly as
shown; if the field changed since, the services refuse it and the window shows the new
proposal.

The clock is read with the tournament (the ``clock``, a ``ClockView`` of
``services.tournament_clock``); the Clock menu that runs it, and the status bar's clock,
are ``tournament_clock_menu.ClockMenu``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floorman.floor.names import fold
from floorman.services.clock_views import ClockView
from floorman.services.desk import Change, FloorError, StoreUnreachable
from floorman.services.tournament_views import MoveView, TournamentView
from floorman.text import UserError

from floorman.ui import tournament_clock_menu
from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import refusal_text, show_refusal
from floorman.ui.language import Language
from floorman.ui.tournament_model import (
    BUTTON,
    FIRST_SEAT,
    PLAYERS,
    TABLE,
    TableRole,
    TournamentTableModel,
)
from floorman.ui.tournament_panel import TournamentPanel

OWN_SHORTCUTS: dict[str, str] = {
    "new_tournament": "Ctrl+N",
    "open_tournament": "Ctrl+O",
    "register": "Ctrl+Shift+E",
    "draw_seats": "Ctrl+D",
    "late_entry": "Ctrl+L",
    "close_registration": "Ctrl+Shift+L",
    "refresh": "F5",
    "close": "Ctrl+W",
    "undo": "Ctrl+Z",
    "redo": "Ctrl+Shift+Z",
    "find": "Ctrl+F",
    "confirm_move": "F9",
    "bust_out": "F6",
    "new_hand": "F8",
    "break_table": "Ctrl+B",
    "redraw": "Ctrl+Shift+D",
    "print_seat_cards": "Ctrl+P",
    "print_seat_list": "Ctrl+Shift+P",
    "print_tables": "Ctrl+Alt+P",
    "print_moves": "Ctrl+Alt+M",
    "export_pdf": "Ctrl+E",
    "switch_language": "F12",
}
# Every key of the window: its own actions' and the Clock menu's.
SHORTCUTS: dict[str, str] = {**OWN_SHORTCUTS, **tournament_clock_menu.SHORTCUTS}
MENUS: tuple[tuple[str, tuple[str | None, ...]], ...] = (
    ("tournament", ("new_tournament", "open_tournament", None, "register", "draw_seats", None,
                    "late_entry", "close_registration", None, "refresh", "close")),
    ("edit", ("undo", "redo", None, "find")),
    ("play", ("confirm_move", None, "bust_out", "new_hand", None, "break_table", "redraw")),
    ("clock", tournament_clock_menu.MENU),  # built by the ClockMenu
    ("print", ("print_seat_cards", "print_seat_list", "print_tables", "print_moves", None,
               "print_structure", "print_payouts", None, "export_pdf")),
    ("language", ("switch_language",)),
)
# The grid: a name takes two lines (first name, surnames), at a size that fits ten seats
# beside the panel on a desk monitor; the columns are in pixels.
NARROW = {TABLE: 56, PLAYERS: 72, BUTTON: 64}
SEAT_MINIMUM = 96
NOTES_WIDTH = 120
ROW_HEIGHT = 46
GRID_STYLE = ("QTableView#tournamentGrid, QTableView#tournamentGrid QHeaderView::section "
              "{ font-size: 11pt; }")


def _services() -> ModuleType:
    from floorman.services import tournaments

    return tournaments


def _reads() -> ModuleType:
    from floorman.services import tournament_reads

    return tournament_reads


def _printing() -> ModuleType:
    from floorman.ui import printing

    return printing


class TournamentWindow(QMainWindow):
    """One tournament at the desk: its tables, proposals, figures and places.

    Args:
        feed: the desk's link to the store (actions, undo, the change poll).
        language: the application's language, switchable at run time.
        open_rule: opens a rule id in the rulebook (a click on a rule in an explanation).
        settings: where the window keeps its size, layout and last tournament.
        parent: the desk window (this is a window of its own).

    Signals:
        (none of its own; it follows the feed's ``floorChanged``.)
    """

    def __init__(self, feed: FloorFeed, language: Language,
                 open_rule: Callable[[str], None] | None = None,
                 settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tournamentWindow")
        from floorman.ui.main_window import style_sheet

        self.setStyleSheet(style_sheet())
        self.feed = feed
        self.language = language
        self.settings = settings
        self._open_rule = open_rule
        self.tournament_id: int | None = None
        self.view: TournamentView | None = None
        self.listing: Any = None  # the tournament's line in the list: drawn, finished
        self._version: int | None = None  # the feed's floor version last read
        self._stale = False
        self._summary: Any = None
        self.dialog: QDialog | None = None
        self.clock: ClockView | None = None  # the tournament's clock, read with it

        self.model = TournamentTableModel(feed.lang, self)
        self.grid = QTableView(self)
        self.grid.setObjectName("tournamentGrid")
        self.grid.setModel(self.model)
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setStyleSheet(GRID_STYLE)
        self.grid.setWordWrap(True)
        self.grid.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.grid.verticalHeader().hide()
        rows = self.grid.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(ROW_HEIGHT)
        self.grid.horizontalHeader().setMinimumSectionSize(40)
        self.grid.installEventFilter(self)
        self.model.modelReset.connect(self._fit_columns)
        self.grid.selectionModel().currentChanged.connect(lambda *_: self._enable())

        self.find_label = QLabel(self)
        self.finder = QLineEdit(self)
        self.finder.setObjectName("tournamentFind")
        self.finder.setClearButtonEnabled(True)
        self.finder.returnPressed.connect(self.find_next)
        self.finder.textEdited.connect(lambda _text: self.find_player())
        self.find_note = QLabel(self)
        self.find_note.setObjectName("findNote")
        self.find_label.setBuddy(self.finder)
        finder = QHBoxLayout()
        finder.addWidget(self.find_label)
        finder.addWidget(self.finder, 1)
        finder.addWidget(self.find_note)
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(finder)
        column.addWidget(self.grid, 1)

        self.panel = TournamentPanel(feed.lang, SHORTCUTS["confirm_move"], self)
        self.panel.ruleWanted.connect(self.open_rule)
        self.panel.seatWanted.connect(self.select_seat)
        self.panel.confirmWanted.connect(self.confirm_move)
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.setObjectName("tournamentSplit")
        self.split.addWidget(left)
        self.split.addWidget(self.panel)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 0)
        self.split.setSizes([1200, 400])
        self.setCentralWidget(self.split)
        self.status_text = QLabel(self)
        self.status_text.setObjectName("lastAction")
        self.statusBar().addWidget(self.status_text, 1)

        self.actions_: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self.clock_menu = tournament_clock_menu.ClockMenu(self)
        self._build_actions()
        feed.floorChanged.connect(lambda _view: self.follow())
        feed.acted.connect(self._acted)
        stack = feed.undo_stack
        stack.indexChanged.connect(lambda _index: self._retranslate_undo())
        stack.canUndoChanged.connect(lambda _can: self._retranslate_undo())
        stack.canRedoChanged.connect(lambda _can: self._retranslate_undo())
        self.resize(1600, 950)
        self._restore()
        self.retranslate()
        self._enable()

    # --- actions and menus ----------------------------------------------------------------

    def _build_actions(self) -> None:
        handlers: dict[str, Callable[[], Any]] = {
            "new_tournament": self.new_tournament,
            "open_tournament": self.open_tournament,
            "register": self.register,
            "draw_seats": lambda: self._act("draw_seats"),
            "late_entry": self.late_entry,
            "close_registration": self.toggle_registration,
            "refresh": lambda: self.refresh(force=True),
            "close": self.close,
            "undo": self.feed.undo_stack.undo,
            "redo": self.feed.undo_stack.redo,
            "find": self.focus_find,
            "confirm_move": self.confirm_move,
            "bust_out": self.bust_out,
            "new_hand": self.new_hand,
            "break_table": lambda: self.make_plan("break"),
            "redraw": lambda: self.make_plan("redraw"),
            "print_seat_cards": lambda: self.print_document("seatcards"),
            "print_seat_list": lambda: self.print_document("seatlist"),
            "print_tables": lambda: self.print_document("tables"),
            "print_moves": lambda: self.print_document("moves"),
            "export_pdf": self.export_pdf,
            "switch_language": self.language.toggle,
        }
        for name, handler in handlers.items():
            action = QAction(self)
            action.setObjectName(f"t_{name}")
            action.setShortcut(QKeySequence(SHORTCUTS[name]))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, run=handler: run())
            self.actions_[name] = action
        self.addActions(list(self.actions_.values()))
        self.actions_.update(self.clock_menu.actions_)  # the Print menu has two of them
        for key, entries in MENUS:
            if key == "clock":
                self._menus[key] = self.clock_menu.add_menu(self.menuBar())
                continue
            menu = self.menuBar().addMenu("")
            menu.setObjectName(f"tournamentMenu_{key}")
            self._menus[key] = menu
            for entry in entries:
                if entry is None:
                    menu.addSeparator()
                else:
                    menu.addAction(self.actions_[entry])

    def __getitem__(self, name: str) -> QAction:
        return self.actions_[name]

    def _enable(self) -> None:
        """Grey out what cannot apply to the tournament shown."""
        view, listing = self.view, self.listing
        shown = view is not None
        drawn = bool(listing is not None and listing.drawn)
        running = drawn and not (listing is not None and listing.finished)
        seated = shown and any(t.players for t in view.tables)  # type: ignore[union-attr]
        rules = {
            "register": shown and not drawn,
            "draw_seats": shown and not drawn,
            "late_entry": running and bool(view and view.late_registration),
            "close_registration": running,
            "refresh": shown,
            "confirm_move": bool(self.panel.pending()),
            "bust_out": running and seated,
            "new_hand": running and self.current_table() is not None,
            "break_table": running,
            "redraw": running,
            "print_seat_cards": seated,
            "print_seat_list": seated,
            "print_tables": shown and bool(view and view.tables),
            "print_moves": drawn,
            "export_pdf": shown,
            "find": shown,
        }
        for name, enabled in rules.items():
            self.actions_[name].setEnabled(bool(enabled))
        self.clock_menu.enable()
        self.actions_["close_registration"].setText(
            self.tr("&Close late registration") if view is None or view.late_registration
            else self.tr("Reopen late &registration"))

    # --- showing a tournament ---------------------------------------------------------

    def show_tournament(self, tournament_id: int | None) -> None:
        """Show tournament ``tournament_id`` (None: the newest one still running)."""
        if tournament_id is None:
            tournament_id = self._newest()
        self.tournament_id = tournament_id
        self.finder.clear()
        self.find_note.clear()
        if self.settings is not None and tournament_id is not None:
            self.settings.setValue("tournament/shown", tournament_id)
        self.refresh(force=True)
        if self.model.rowCount():
            self.grid.setCurrentIndex(self.model.index(0, FIRST_SEAT))

    def show_last(self) -> None:
        """Show the tournament shown last time, else the newest one still running."""
        before = self.shown_before()
        if before is not None:
            self.show_tournament(before)
        if self.tournament_id is None:
            self.show_tournament(None)

    def _newest(self) -> int | None:
        try:
            listings = _reads().tournaments(self.feed.desk)
        except StoreUnreachable:
            return None
        running = [t for t in listings if not t.finished] or list(listings)
        return running[0].id if running else None

    def follow(self) -> None:
        """The floor changed (here, at another desk, an undo): read the tournament again
        when the window is in sight, else when it comes back into sight."""
        if self.tournament_id is None:
            return
        if not self.isVisible():
            self._stale = True
            return
        self.refresh()

    def refresh(self, *, force: bool = False) -> None:
        """Read the tournament again (unless the floor has not changed since the last
        read) and show it; only the tables that changed are repainted."""
        version = self.feed.view.version
        if not force and version == self._version and not self._stale:
            return
        self._stale = False
        if self.tournament_id is None:
            self.clock = None
            self._show(None, None)
            return
        from floorman.services.tournament_clock import clock_view

        try:
            view = _reads().tournament_view(self.feed.desk, self.tournament_id)
            listing = next((t for t in _reads().tournaments(self.feed.desk)
                            if t.id == self.tournament_id), None)
            self.clock = clock_view(self.feed.desk, self.tournament_id)
        except StoreUnreachable as error:
            self.show_status(self.tr("The store does not answer ({reason}); the tournament "
                                     "shown may be out of date.").format(reason=error.reason))
            return
        except FloorError:  # the tournament is no more (its creation was undone)
            self.tournament_id = None
            self.clock = None
            self._show(None, None)
            return
        self._version = version
        self._show(view, listing)

    def _show(self, view: TournamentView | None, listing: Any) -> None:
        self.view, self.listing = view, listing
        self.model.set_view(view)
        self.panel.set_view(view)
        self._title()
        self._enable()
        self.clock_menu.show_clock()

    def _fit_columns(self) -> None:
        header = self.grid.horizontalHeader()
        columns = self.model.columnCount()
        if not columns:
            return
        for column in range(columns):
            if column in NARROW:  # wide enough for the header's word in either language
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, max(NARROW[column],
                                                 header.sectionSizeFromContents(column).width()))
            elif column == self.model.notes_column():
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, NOTES_WIDTH)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(min(SEAT_MINIMUM, *NARROW.values()))
        self.grid.horizontalScrollBar().setValue(0)

    # --- what the director points at --------------------------------------------------

    def current_table(self) -> int | None:
        """The number of the table selected in the grid (the first when none is)."""
        index = self.grid.currentIndex()
        table = self.model.table_at(index.row()) if index.isValid() else None
        if table is None:
            table = self.model.table_at(0)
        return table.number if table is not None else None

    def current_seat(self) -> int | None:
        index = self.grid.currentIndex()
        return self.model.data(index, TableRole.SEAT) if index.isValid() else None

    def select_seat(self, table: int, seat: int) -> bool:
        """Select ``seat`` at ``table`` in the grid and scroll it into sight."""
        row = self.model.row_of(table)
        if row is None:
            return False
        index = self.model.index(row, self.model.seat_column(seat))
        self.grid.setCurrentIndex(index)
        self.grid.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        return True

    def focus_find(self) -> None:
        self.finder.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.finder.selectAll()

    def _matches(self) -> list[tuple[int, int]]:
        wanted = fold(self.finder.text().strip())
        if not wanted or self.view is None:
            return []
        return [(table.number, seat.number) for table in sorted(
            self.view.tables, key=lambda t: t.number) for seat in table.seats
                if seat.player and wanted in fold(seat.player)]

    def find_player(self, after: tuple[int, int] | None = None) -> None:
        """Select the first seat whose player's name holds the words typed (accents and
        case ignored); with ``after``, the next one after that seat."""
        found = self._matches()
        if not self.finder.text().strip():
            self.find_note.clear()
            return
        if not found:
            self.find_note.setText(self.tr("nobody"))
            return
        chosen = found[0]
        if after is not None and after in found:
            chosen = found[(found.index(after) + 1) % len(found)]
        self.select_seat(*chosen)
        self.find_note.setText(self.tr("{n} of {total}").format(
            n=found.index(chosen) + 1, total=len(found)))

    def find_next(self) -> None:
        table, seat = self.current_table(), self.current_seat()
        self.find_player((table, seat) if table is not None and seat is not None else None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.grid and isinstance(event, QKeyEvent)
                and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            index = self.grid.currentIndex()
            if index.isValid() and self.model.data(index, TableRole.PENDING):
                self.confirm_move()
                return True
        return super().eventFilter(watched, event)

    def open_rule(self, rule: str) -> None:
        if self._open_rule is not None:
            self._open_rule(rule)

    # --- running actions --------------------------------------------------------------

    def run(self, service: Callable[..., Change], /, **kwargs: Any) -> Change | None:
        """Run a tournament action through the feed; a refusal is shown and nothing is
        written. The tournament is read again at once."""
        try:
            change = self.feed.act(service, **kwargs)
        except FloorError as error:
            self.refuse(refusal_text(error, self.feed.lang()))
            self.refresh(force=True)
            return None
        self.refresh(force=True)
        return change

    def refuse(self, text: str) -> None:
        show_refusal(self, self.tr("Not done"), text)

    def _act(self, name: str, **kwargs: Any) -> Change | None:
        if self.tournament_id is None:
            return None
        return self.run(getattr(_services(), name), tournament_id=self.tournament_id,
                        **kwargs)

    def open_dialog(self, dialog: QDialog) -> QDialog:
        """Show a dialog without blocking the desk's timers; the tournament is read
        again once it has acted."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self.refresh(force=True))
        dialog.open()
        return dialog

    def new_tournament(self) -> None:
        from floorman.ui.tournament_dialogs import NewTournamentDialog

        dialog = NewTournamentDialog(self.feed, self)
        dialog.accepted.connect(lambda: self.show_tournament(
            dialog.change.created_id if dialog.change is not None else None))
        self.open_dialog(dialog)

    def open_tournament(self) -> None:
        from floorman.ui.tournament_dialogs import OpenTournamentDialog

        dialog = OpenTournamentDialog(self.feed, self)
        dialog.accepted.connect(lambda: self.show_tournament(dialog.chosen))
        self.open_dialog(dialog)

    def register(self) -> None:
        from floorman.ui.tournament_dialogs import RegisterDialog

        if self.tournament_id is not None:
            self.open_dialog(RegisterDialog(self.feed, self.tournament_id, self))

    def late_entry(self) -> None:
        from floorman.ui.tournament_dialogs import LateEntryDialog

        if self.tournament_id is None:
            return
        dialog = LateEntryDialog(self.feed, self.tournament_id, self)
        dialog.accepted.connect(lambda: self._select_entry(
            dialog.change.new_id if dialog.change is not None else None))
        self.open_dialog(dialog)

    def _select_entry(self, entry_id: int | None) -> None:
        """Select the seat of entrant ``entry_id`` (a late entrant just seated)."""
        for table in self.view.tables if self.view is not None else ():
            for seat in table.seats:
                if seat.entry_id == entry_id:
                    self.select_seat(table.number, seat.number)
                    return

    def toggle_registration(self) -> None:
        if self.view is not None:
            self._act("set_late_registration", open=not self.view.late_registration)

    def bust_out(self) -> None:
        from floorman.ui.tournament_dialogs import BustDialog

        table = self.current_table()
        if self.view is None or table is None:
            return
        self.open_dialog(BustDialog(self.feed, self.view, table, self.current_seat(), self))

    def new_hand(self) -> None:
        table = self.current_table()
        if table is not None:
            self._act("record_hand", table=table)

    def confirm_move(self) -> None:
        """Make what the panel proposes, as shown: the balancing move, the break or the
        redraw. Refused, with the new proposal shown, when the field changed since."""
        moves = self.panel.pending()
        if not moves or self.tournament_id is None:
            self.show_status(self.tr("Nothing to confirm: no move is proposed."))
            return
        first = moves[0]
        if first.kind == "balancing":
            self._act("confirm_move", entry_id=first.entry_id, to_table=first.to_table,
                      to_seat=first.to_seat)
            return
        self.make_plan("redraw" if first.kind == "redraw" else "break")

    def make_plan(self, kind: str) -> None:
        """Break the next table (``kind`` "break") or redraw the seats ("redraw"): the
        plan shown if it is one, else whatever the services find due now (or their
        refusal, which says why not)."""
        if self.tournament_id is None:
            return
        try:
            plan = _reads().pending_plan(self.feed.desk, self.tournament_id)
        except (FloorError, StoreUnreachable) as error:
            self.refuse(refusal_text(error, self.feed.lang()) if isinstance(error, FloorError)
                        else error.reason)
            return
        shown = self.panel.pending()
        if plan is not None and plan.kind == kind and not _same(plan.moves, shown):
            self.refresh(force=True)
            self.refuse(self.tr("The proposal changed since it was shown: look at it again "
                                "and confirm it once more."))
            return
        service = "redraw" if kind == "redraw" else "break_table"
        self._act(service, plan=plan if plan is not None and plan.kind == kind else None)

    # --- printing ---------------------------------------------------------------------

    def slip_moves(self) -> tuple[MoveView, ...]:
        """The moves to slip: those proposed, else those the last move action made."""
        pending = self.panel.pending()
        if pending or self.tournament_id is None:
            return pending
        try:
            made = _reads().moves_made(self.feed.desk, self.tournament_id, limit=500)
        except StoreUnreachable:
            return ()
        if not made:
            return ()
        last = made[-1].at
        return tuple(m for m in made if m.at == last)

    def print_document(self, which: str) -> None:
        """The print preview of a printout: seat cards, seat list, table sheets, slips
        (the clock's sheets: ``ClockMenu.print_sheet``)."""
        from floorman.ui import tournament_sheets

        if self.view is None:
            return
        lang = self.feed.lang()
        try:
            if which == "seatcards" and self.tournament_id is not None:
                document = self.seat_cards()
            else:
                document = tournament_sheets.tournament_document(
                    self.view, which, lang, self.feed.now(),
                    moves=self.slip_moves() if which == "moves" else None)
        except UserError as error:
            self.refuse(refusal_text(error, lang))
            return
        _printing().print_preview(document, self)

    def seat_cards(self) -> Any:
        """Every seated player's card, each dated when he was given that seat.

        Raises:
            UserError: the store did not answer.
        """
        from floorman.ui.tournament_cards import SeatCards
        from floorman.ui.tournament_sheets import WORDS

        assert self.view is not None and self.tournament_id is not None
        lang = self.feed.lang()
        cards = _reads().seat_cards(self.feed.desk, self.tournament_id)
        return SeatCards(cards, lang, f"{self.view.name} · {WORDS['seat_cards'].get(lang)}")

    def export_pdf(self) -> None:
        from floorman.ui.file_places import documents_folder
        from floorman.ui.tournament_dialogs import TournamentPdfDialog

        if self.view is None:
            return
        dialog = TournamentPdfDialog(self.feed, self.view, self.slip_moves(),
                                     documents_folder(), self, clock=self.clock)
        dialog.accepted.connect(lambda: self.show_status(
            self.tr("PDF written to {path}").format(path=dialog.written)))
        self.open_dialog(dialog)

    # --- words ------------------------------------------------------------------------

    def _acted(self, summary: Any) -> None:
        self._summary = summary
        self.status_text.setText(summary.get(self.feed.lang()))

    def show_status(self, text: str) -> None:
        self._summary = None
        self.status_text.setText(text)

    def _title(self) -> None:
        title = self.tr("Tournaments")
        if self.view is not None:
            title = self.tr("{title}: {name}").format(title=title, name=self.view.name)
        self.setWindowTitle(title)

    def retranslate(self) -> None:
        titles = {"tournament": self.tr("&Tournament"), "edit": self.tr("&Edit"),
                  "play": self.tr("&Play"), "print": self.tr("P&rint"),
                  "language": self.tr("Lan&guage")}
        for key, title in titles.items():
            self._menus[key].setTitle(title)
        texts = {
            "new_tournament": self.tr("&New tournament…"),
            "open_tournament": self.tr("&Open tournament…"),
            "register": self.tr("&Register entrants…"),
            "draw_seats": self.tr("&Draw the seats"),
            "late_entry": self.tr("&Late entry…"),
            "refresh": self.tr("Re&fresh"),
            "close": self.tr("Close &window"),
            "find": self.tr("&Find a player"),
            "confirm_move": self.tr("&Confirm the proposed move"),
            "bust_out": self.tr("&Players out…"),
            "new_hand": self.tr("New &hand at this table (button moves)"),
            "break_table": self.tr("&Break the next table"),
            "redraw": self.tr("&Redraw the seats"),
            "print_seat_cards": self.tr("Print &seat cards…"),
            "print_seat_list": self.tr("Print seat &list…"),
            "print_tables": self.tr("Print &table sheets…"),
            "print_moves": self.tr("Print &move slips…"),
            "export_pdf": self.tr("&Export PDF…"),
            "switch_language": self.tr("&Switch language (English / Español)"),
        }
        for name, text in texts.items():
            self.actions_[name].setText(text)
        self._enable()
        self._retranslate_undo()
        self.find_label.setText(self.tr("&Find:"))
        self.finder.setPlaceholderText(self.tr("a player's name (Ctrl+F; Enter: the next one)"))
        if self._summary is not None:
            self.status_text.setText(self._summary.get(self.feed.lang()))
        else:
            self.status_text.setText(self.tr(
                "F9 confirms the proposed move; F6 records players out; F8 a new hand at the "
                "selected table."))
        self.model.retranslate()
        self.panel.retranslate()
        self._fit_columns()
        self._title()
        self.clock_menu.retranslate()

    def _retranslate_undo(self) -> None:
        stack = self.feed.undo_stack
        if not shiboken6.isValid(stack) or not shiboken6.isValid(self):
            return
        undo, redo = self.actions_["undo"], self.actions_["redo"]
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())
        undo.setText(self.tr("&Undo: {action}").format(action=stack.undoText())
                     if stack.canUndo() else self.tr("&Undo"))
        redo.setText(self.tr("&Redo: {action}").format(action=stack.redoText())
                     if stack.canRedo() else self.tr("&Redo"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "actions_"):
            self.retranslate()
        super().changeEvent(event)

    # --- window state -----------------------------------------------------------------

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def _restore(self) -> None:
        if self.settings is None:
            return
        geometry = self.settings.value("tournament/geometry")
        split = self.settings.value("tournament/split")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(split, QByteArray):
            self.split.restoreState(split)

    def shown_before(self) -> int | None:
        """The tournament this window showed last time, if the settings keep it."""
        if self.settings is None:
            return None
        value = self.settings.value("tournament/shown")
        try:
            return int(value) if value is not None else None
        except (TypeError, ValueError):
            return None

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.settings is not None:
            self.settings.setValue("tournament/geometry", self.saveGeometry())
            self.settings.setValue("tournament/split", self.split.saveState())
        super().closeEvent(event)


def _same(moves: Any, shown: tuple[MoveView, ...]) -> bool:
    """Whether the plan's moves are the moves shown: same players to the same seats."""
    return [(m.entrant, m.to_table, m.to_seat) for m in moves] == [
        (m.entry_id, m.to_table, m.to_seat) for m in shown]
