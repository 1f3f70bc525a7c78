"""Every floor action as a ``QAction``: a menu entry, a shortcut, and what it does.

The supervisor works from the keyboard while talking to players, so every action has
a shortcut; seat actions apply to the seat selected on the floor map, list actions to
the player selected in the waiting lists, and player actions to the player last
selected anywhere (map, lists, search). An action that cannot apply to the selection
is greyed out; one the desk refuses says why, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

from floorman.services import games, must_move, seats, waitlists
from floorman.services.desk import Change, FloorError
from floorman.services.views import EMPTY
from floorman.store.models import AWAY, HELD, PLAYING

# The dialogs are imported where they open: the desk's start loads none of them.
if TYPE_CHECKING:
    from floorman.ui.main_window import MainWindow


def _breaking() -> ModuleType:
    """The break service, loaded on first use rather than in every desk's start."""
    from floorman.services import breaking

    return breaking


SHORTCUTS: dict[str, str] = {
    "add_player": "Ctrl+N",
    "add_to_list": "Ctrl+L",
    "check_in": "Ctrl+I",
    "not_here": "Ctrl+H",
    "deposit": "Ctrl+D",
    "remove_from_list": "Ctrl+Shift+L",
    "call_next": "F2",
    "seat_player": "F3",
    "hold_seat": "F4",
    "release_hold": "Shift+F4",
    "unseat": "Ctrl+U",
    "mark_away": "F6",
    "mark_back": "Shift+F6",
    "move_player": "F7",
    "request_change": "F8",
    "cancel_change": "Shift+F8",
    "open_table": "Ctrl+T",
    "close_table": "Ctrl+Shift+T",
    "break_table": "Ctrl+B",
    "break_missed": "Ctrl+Shift+B",
    "print_moves": "Ctrl+Alt+M",
    "reopen_table": "Ctrl+Shift+O",
    "add_game": "Ctrl+G",
    "house": "Ctrl+,",
    "print_tables": "Ctrl+P",
    "print_lists": "Ctrl+Shift+P",
    "print_table": "Ctrl+Alt+P",
    "export_pdf": "Ctrl+E",
    "settle_dispute": "Ctrl+R",
    "rulings_log": "Ctrl+Shift+R",
    "rulebook": "F1",
    "switch_language": "F12",
    "undo": "Ctrl+Z",
    "redo": "Ctrl+Shift+Z",
    "find": "Ctrl+F",
    "quit": "Ctrl+Q",
    "history": "Ctrl+Shift+H",
    "player_card": "Ctrl+Shift+I",
    "change_supervisor": "Ctrl+Shift+U",
    "hold_must_move": "Ctrl+F2",
    "confirm_move": "F9",
    "refuse_move": "Shift+F9",
    "make_must_move": "Ctrl+M",
    "unmake_must_move": "Ctrl+Shift+M",
    "new_game": "Ctrl+Shift+N",
    "decline_seat": "Ctrl+Shift+D",
    "tournaments": "F11",
}

SEAT_MENU = ("call_next", "seat_player", "hold_seat", "release_hold", "break_missed", None,
             "hold_must_move", "confirm_move", "refuse_move", None, "mark_away", "mark_back",
             "move_player", "request_change", "cancel_change", "unseat", None, "close_table",
             "break_table", "reopen_table", "make_must_move", "unmake_must_move", None,
             "print_table")
LIST_MENU = ("check_in", "not_here", "deposit", "decline_seat", "remove_from_list", None,
             "add_to_list", "player_card", None, "new_game")


class DeskActions(QObject):
    """The window's floor actions and what each one does.

    Args:
        window: the desk window whose selection the actions use.

    Signals:
        (none; each ``QAction`` has its own ``triggered``.)
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.feed = window.feed
        self.actions: dict[str, QAction] = {}
        handlers: dict[str, Callable[[], Any]] = {
            "add_player": self.add_player,
            "add_to_list": self.add_to_list,
            "check_in": lambda: self._on_entry(waitlists.check_in),
            "not_here": lambda: self._on_entry(waitlists.not_here),
            "deposit": self.deposit,
            "remove_from_list": lambda: self._on_entry(waitlists.remove_from_waitlist),
            "call_next": self.call_next,
            "seat_player": self.seat_player,
            "hold_seat": self.hold_seat,
            "release_hold": lambda: self._on_seat(seats.release_hold),
            "unseat": lambda: self._on_seat(seats.unseat_player),
            "mark_away": lambda: self._on_seat(seats.mark_away),
            "mark_back": lambda: self._on_seat(seats.mark_back),
            "move_player": self.move_player,
            "request_change": self.request_change,
            "cancel_change": self.cancel_change,
            "open_table": self.open_table,
            "close_table": self.close_table,
            "break_table": self.break_table,
            "break_missed": self.break_missed,
            "print_moves": self.print_moves,
            "reopen_table": lambda: self._on_table(games.reopen_table),
            "add_game": lambda: self._table_dialog("AddGameDialog"),
            "house": lambda: self._table_dialog("HouseDialog"),
            "print_tables": lambda: self.print_document("tables"),
            "print_lists": lambda: self.print_document("waitlists"),
            "print_table": lambda: self.print_document("table"),
            "export_pdf": self.export_pdf,
            "settle_dispute": self.window.settle_dispute,
            "rulings_log": lambda: self.window.rulings().show_log(),
            "rulebook": lambda: self.window.rulings().show_rule(),
            "switch_language": self.window.language.toggle,
            "undo": self.feed.undo_stack.undo,
            "redo": self.feed.undo_stack.redo,
            "find": self.window.focus_search,
            "quit": self.window.close,
            "history": self.window.show_history,
            "player_card": self.window.show_player_card,
            "change_supervisor": self.window.change_supervisor,
            "hold_must_move": lambda: self._on_seat(must_move.hold_for_must_move),
            "confirm_move": lambda: self._on_seat(must_move.confirm_move),
            "refuse_move": lambda: self._on_seat(must_move.refuse_move),
            "make_must_move": self.make_must_move,
            "unmake_must_move": lambda: self._on_table(must_move.unmake_must_move),
            "new_game": self.new_game,
            "decline_seat": lambda: self._on_entry(must_move.decline_seat),
            "tournaments": self.window.show_tournaments,
        }
        for name, handler in handlers.items():
            action = QAction(self.window)
            action.setObjectName(name)
            action.setShortcut(QKeySequence(SHORTCUTS[name]))
            action.triggered.connect(lambda _checked=False, run=handler: run())
            self.actions[name] = action
        self.window.addActions(list(self.actions.values()))
        self.languages = QActionGroup(self)
        for lang, words in (("en", "English"), ("es", "Español")):
            action = QAction(words, self.window)
            action.setObjectName(f"lang_{lang}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, to=lang: self.window.language.switch(
                to))
            self.languages.addAction(action)
            self.actions[f"lang_{lang}"] = action
        stack = self.feed.undo_stack
        stack.canUndoChanged.connect(lambda _can: self.retranslate_undo())
        stack.canRedoChanged.connect(lambda _can: self.retranslate_undo())
        stack.indexChanged.connect(lambda _index: self.retranslate_undo())
        self.retranslate()

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    # --- words -------------------------------------------------------------------------

    def retranslate(self) -> None:
        texts = {
            "add_player": self.tr("&Add player…"),
            "add_to_list": self.tr("Add to &waiting list…"),
            "check_in": self.tr("&Check in (call-in arrived)"),
            "not_here": self.tr("&Not here (missed the call)"),
            "deposit": self.tr("Take &deposit…"),
            "remove_from_list": self.tr("&Remove from list"),
            "call_next": self.tr("&Call next player to this seat…"),
            "seat_player": self.tr("&Seat player…"),
            "hold_seat": self.tr("&Hold seat…"),
            "release_hold": self.tr("&Release hold"),
            "unseat": self.tr("&Unseat player (leaves the table)"),
            "mark_away": self.tr("Mark &away"),
            "mark_back": self.tr("Mark &back"),
            "move_player": self.tr("&Move player…"),
            "request_change": self.tr("Ask for &table change…"),
            "cancel_change": self.tr("Cancel table chan&ge"),
            "open_table": self.tr("&Open table…"),
            "close_table": self.tr("C&lose table"),
            "break_table": self.tr("&Break table (draw for seats)…"),
            "break_missed": self.tr("Missed the big blind: first on the list (broken game)"),
            "print_moves": self.tr("Print &move slips…"),
            "reopen_table": self.tr("Reo&pen table"),
            "add_game": self.tr("Add &game…"),
            "house": self.tr("&House settings…"),
            "print_tables": self.tr("&Print table sheet…"),
            "print_lists": self.tr("Print &waiting lists…"),
            "print_table": self.tr("Print &this table…"),
            "export_pdf": self.tr("&Export PDF…"),
            "settle_dispute": self.tr("&Settle a dispute…"),
            "rulings_log": self.tr("Rulings &log"),
            "rulebook": self.tr("Rule&book"),
            "switch_language": self.tr("&Switch language"),
            "find": self.tr("&Find player"),
            "quit": self.tr("&Quit"),
            "history": self.tr("&History…"),
            "player_card": self.tr("Player &card…"),
            "change_supervisor": self.tr("Change &supervisor…"),
            "hold_must_move": self.tr("Hold for the must-&move"),
            "confirm_move": self.tr("Con&firm the must-move (done)"),
            "refuse_move": self.tr("Player re&fused the must-move (barred 1 hour)"),
            "make_must_move": self.tr("Make &must-move of…"),
            "unmake_must_move": self.tr("Take out of must-move c&hain"),
            "new_game": self.tr("Open a table from the &list…"),
            "decline_seat": self.tr("Declines the seat (new or must-move game)"),
            "tournaments": self.tr("&Tournaments…"),
        }
        for name, text in texts.items():
            self.actions[name].setText(text)
        self.actions["lang_" + self.window.language.lang].setChecked(True)
        self.retranslate_undo()

    def retranslate_undo(self) -> None:
        stack = self.feed.undo_stack
        if not shiboken6.isValid(stack):  # the window is closing
            return
        undo, redo = self.actions["undo"], self.actions["redo"]
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())
        undo.setText(self.tr("&Undo: {action}").format(action=stack.undoText())
                     if stack.canUndo() else self.tr("&Undo"))
        redo.setText(self.tr("&Redo: {action}").format(action=stack.redoText())
                     if stack.canRedo() else self.tr("&Redo"))

    # --- what applies to the selection ------------------------------------------------

    def update_enabled(self) -> None:
        """Grey out the actions that cannot apply to what is selected."""
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        state = seat.state if seat else None
        entry = self.window.waitlists.selected_entry()
        player = self.window.player_in_context()
        requested = {c.player_id for c in self.feed.view.changes}
        seat_player = seat.player_id if seat and state in (PLAYING, AWAY) else None
        fed = {t.must_move_for for t in self.feed.view.tables if t.must_move_for is not None}
        pending_move = state == HELD and seat is not None and seat.move_condition is not None
        rules = {
            "hold_must_move": state == EMPTY and table is not None and table.id in fed,
            "confirm_move": pending_move,
            "refuse_move": pending_move,
            "make_must_move": table is not None and table.is_open,
            "unmake_must_move": table is not None and (table.must_move_for is not None
                                                       or table.id in fed),
            "decline_seat": entry is not None and entry.called_at is not None,
            "new_game": self.window.game_in_context() is not None,
            "call_next": state == EMPTY,
            "seat_player": state in (EMPTY, HELD),
            "hold_seat": state == EMPTY,
            "release_hold": state == HELD,
            "unseat": state in (PLAYING, AWAY),
            "mark_away": state == PLAYING,
            "mark_back": state == AWAY,
            "move_player": state in (PLAYING, AWAY),
            "request_change": seat_player is not None and seat_player not in requested,
            "cancel_change": (seat_player or player) in requested,
            "close_table": table is not None and table.is_open,
            "break_table": table is not None and table.is_open and table.players > 0,
            "break_missed": seat is not None and seat.held_from_break,
            "print_table": table is not None and table.is_open,
            "reopen_table": table is not None and not table.is_open,
            "check_in": entry is not None and entry.call_in,
            "not_here": entry is not None,
            "deposit": entry is not None,
            "remove_from_list": entry is not None,
            "player_card": player is not None,
        }
        for name, enabled in rules.items():
            self.actions[name].setEnabled(bool(enabled))

    # --- running actions ---------------------------------------------------------------

    def run(self, service: Callable[..., Change], /, **kwargs: Any) -> Change | None:
        """Run a floor action; a refusal is shown and nothing is written."""
        from floorman.ui.forms import refusal_text
        try:
            change = self.feed.act(service, **kwargs)
        except FloorError as error:
            self.refuse(refusal_text(error, self.feed.lang()))
            return None
        self.propose_opened(change)
        return change

    def refuse(self, text: str) -> None:
        from floorman.ui.forms import show_refusal
        show_refusal(self.window, self.tr("Not done"), text)

    def propose_opened(self, change: Change | None) -> None:
        """A player left a seat for another (seated where called, moved): when its game
        has players waiting, select the seat on the map and say F2 calls the next."""
        if change is None:
            return
        view = self.feed.view
        for table_id, number in change.opened:
            table = next((t for t in view.tables if t.id == table_id), None)
            if table is None or not table.is_open or number not in table.empty_seats:
                continue
            waiting = view.waiting(table.game_id) or any(
                c.game_id == table.game_id for c in view.changes)
            if waiting and self.window.map.select(table.id, number):
                self.window.show_status(self.tr(
                    "{done} · Seat {seat} at table {table} opened: F2 calls the next "
                    "player").format(done=change.summary.get(self.feed.lang()), seat=number,
                                     table=table.number))
                return

    def _table_dialog(self, name: str) -> None:
        from floorman.ui import table_dialogs

        self._open(getattr(table_dialogs, name)(self.feed, self.window))

    def _open(self, dialog: QDialog) -> QDialog:
        """Show a dialog without blocking the desk's timers."""
        from floorman.ui.forms import FormDialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window.dialog = dialog
        if isinstance(dialog, FormDialog):
            dialog.accepted.connect(lambda: self.propose_opened(dialog.change))
        dialog.open()
        return dialog

    def _selected_seat(self) -> tuple[int, int] | None:
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        return (table.id, seat.number) if table and seat else None

    def _on_seat(self, service: Callable[..., Change]) -> None:
        chosen = self._selected_seat()
        if chosen is not None:
            self.run(service, table_id=chosen[0], seat=chosen[1])

    def _on_table(self, service: Callable[..., Change]) -> None:
        table = self.window.map.selected_table()
        if table is not None:
            self.run(service, table_id=table.id)

    def _on_entry(self, service: Callable[..., Change]) -> None:
        entry = self.window.waitlists.selected_entry()
        if entry is not None:
            self.run(service, entry_id=entry.id)

    # --- actions with dialogs -------------------------------------------------------------

    def add_player(self) -> None:
        from floorman.ui.list_dialogs import AddPlayerDialog
        dialog = AddPlayerDialog(self.feed, self.window.search.box.text(), self.window)
        dialog.accepted.connect(lambda: self.window.show_new_player(dialog.change))
        self._open(dialog)

    def add_to_list(self) -> None:
        from floorman.ui.list_dialogs import AddToListDialog
        self._open(AddToListDialog(self.feed, self.window.roster,
                                   self.window.player_in_context(),
                                   self.window.game_in_context(), self.window))

    def deposit(self) -> None:
        from floorman.ui.list_dialogs import DepositDialog
        entry = self.window.waitlists.selected_entry()
        if entry is not None:
            self._open(DepositDialog(self.feed, entry, self.window))

    def call_next(self) -> None:
        from floorman.ui.forms import refusal_text
        from floorman.ui.seat_dialogs import CallDialog
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None:
            return
        if self._call_must_move(table.id, seat.number):
            return
        try:
            candidates = seats.propose(self.feed.desk, table.id)
        except FloorError as error:
            self.refuse(refusal_text(error, self.feed.lang()))
            return
        if not candidates:
            game = self.feed.view.game(table.game_id).label(self.feed.lang())
            self.refuse(self.tr("Nobody is waiting for {game} and nobody asked for a table "
                                "change. Add a player to the list or seat one directly.")
                        .format(game=game))
            return
        self._open(CallDialog(self.feed, table, seat.number, candidates, self.window))

    def _call_must_move(self, table_id: int, number: int) -> bool:
        """A seat opened at a table a must-move feeds: it goes to the first player in
        must-move order (RRoP 2.iii.9), held for his move; True when it was (or the
        desk refused it, and said why)."""
        from floorman.ui.forms import refusal_text
        if not any(t.must_move_for == table_id for t in self.feed.view.tables):
            return False
        try:
            found = must_move.propose_move(self.feed.desk, table_id)
        except FloorError as error:
            self.refuse(refusal_text(error, self.feed.lang()))
            return True
        if found is None or found.place is None:
            return False  # nobody in the chain can move: the waiting list's turn
        self.run(must_move.hold_for_must_move, table_id=table_id, seat=number)
        return True

    def make_must_move(self) -> None:
        from floorman.ui.must_move_dialogs import MakeMustMoveDialog
        table = self.window.map.selected_table()
        if table is not None:
            self._open(MakeMustMoveDialog(self.feed, table, self.window))

    def new_game(self, game_id: int | None = None) -> None:
        """Open a table from a long list (the game in context, or ``game_id``)."""
        from floorman.ui.forms import refusal_text
        from floorman.ui.must_move_dialogs import NewGameDialog
        game = game_id if game_id is not None else self.window.game_in_context()
        if game is None:
            return
        try:
            proposal = must_move.new_game(self.feed.desk, game)
        except FloorError as error:
            self.refuse(refusal_text(error, self.feed.lang()))
            return
        self._open(NewGameDialog(self.feed, game, proposal, self.window))

    def seat_player(self) -> None:
        from floorman.ui.seat_dialogs import SeatDialog
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None:
            return
        if seat.held_from_break and seat.player_id is not None:
            # An absent player of a broken game is back before his big blind.
            self.run(_breaking().take_held_seat, player_id=seat.player_id)
            return
        player = seat.player_id if seat.state == HELD else self.window.player_in_context()
        self._open(SeatDialog(self.feed, self.window.roster, table.id, seat.number, player,
                              self.window))

    def hold_seat(self) -> None:
        from floorman.ui.seat_dialogs import HoldDialog
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None:
            return
        self._open(HoldDialog(self.feed, self.window.roster, table, seat.number,
                              self.window.player_in_context(), self.window))

    def move_player(self) -> None:
        from floorman.ui.seat_dialogs import MoveDialog
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None or seat.player_id is None:
            return
        self._open(MoveDialog(self.feed, seat.player_id, seat.name or "", table, self.window))

    def request_change(self) -> None:
        from floorman.ui.seat_dialogs import TableChangeDialog
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None or seat.player_id is None:
            return
        self._open(TableChangeDialog(self.feed, seat.player_id, seat.name or "", table,
                                     self.window))

    def cancel_change(self) -> None:
        seat = self.window.map.selected_seat()
        requested = {c.player_id for c in self.feed.view.changes}
        player: int | None
        if seat is not None and seat.player_id in requested:
            player = seat.player_id
        else:
            player = self.window.player_in_context()
        if player is not None:
            self.run(seats.cancel_table_change, player_id=player)

    def close_table(self) -> None:
        """Close the selected table. One where people still play is refused with who is
        there, and the refusal offers to break the game instead (RRoP 2.iii.14)."""
        from floorman.ui.forms import refusal_text, show_refusal
        table = self.window.map.selected_table()
        if table is None:
            return
        try:
            change = self.feed.act(games.close_table, table_id=table.id)
        except FloorError as error:
            box = show_refusal(self.window, self.tr("Not done"),
                               refusal_text(error, self.feed.lang()))
            if table.is_open and table.players:
                button = box.addButton(self.tr("&Break the game…"),
                                       QMessageBox.ButtonRole.AcceptRole)
                button.setObjectName("breakTheGame")
                button.clicked.connect(self.break_table)
            return
        self.propose_opened(change)

    def break_table(self) -> None:
        """Break the selected table: the draw, the plan, then the slips in print preview."""
        from floorman.ui.break_dialog import BreakDialog

        table = self.window.map.selected_table()
        if table is None or not table.is_open:
            return
        if not table.players:
            self.refuse(self.tr("Table {table} has no players to move; close it instead.")
                        .format(table=table.number))
            return
        dialog = BreakDialog(self.feed, table, self.window)
        dialog.accepted.connect(lambda: self._broken(dialog, table.number))
        self._open(dialog)

    def _broken(self, dialog: QDialog, number: int) -> None:
        from floorman.ui import move_slips, printing

        if not getattr(dialog, "print_slips", False):
            return
        records = _breaking().break_records(self.feed.desk, number)
        if records:
            printing.print_preview(move_slips.break_book(
                records[0], self.feed.lang(), self.feed.now(),
                one_page=bool(getattr(dialog, "one_page", False))), self.window)

    def break_missed(self) -> None:
        seat = self.window.map.selected_seat()
        if seat is not None and seat.held_from_break and seat.player_id is not None:
            self.run(_breaking().missed_held_seat, player_id=seat.player_id)

    def print_moves(self) -> None:
        """The slips of the moves still pending, or the last break's when none are."""
        from floorman.ui import move_slips, printing

        lang, now = self.feed.lang(), self.feed.now()
        pending = _breaking().pending_moves(self.feed.desk)
        records = _breaking().break_records(self.feed.desk)
        if pending or not records:
            book = move_slips.pending_book(pending, lang, now, one_page=False)
        else:
            book = move_slips.break_book(records[0], lang, now, one_page=False)
        printing.print_preview(book, self.window)

    def open_table(self) -> None:
        from floorman.ui.table_dialogs import OpenTableDialog
        table = self.window.map.selected_table()
        self._open(OpenTableDialog(self.feed, table.game_id if table else None, self.window))

    def activate_seat(self, table_id: int, number: int) -> None:
        """Enter on a seat: call to an open seat, seat a held one, else the seat's menu."""
        if not self.window.map.select(table_id, number):
            return
        table = self.window.map.selected_table()
        seat = self.window.map.selected_seat()
        if table is None or seat is None:
            return
        if table.is_open and seat.state == EMPTY:
            self.call_next()
        elif table.is_open and seat.state == HELD:
            self.seat_player()
        else:
            rect = self.window.map.seat_rect(table_id, number)
            self.seat_menu(self.window.map.mapToGlobal(rect.center()))

    # --- menus ----------------------------------------------------------------------------

    def _menu(self, names: tuple[str | None, ...]) -> QMenu:
        self.update_enabled()
        menu = QMenu(self.window)
        menu.setObjectName("contextMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for name in names:
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions[name])
        return menu

    def seat_menu(self, at: QPoint) -> QMenu:
        menu = self._menu(SEAT_MENU)
        menu.popup(at)
        return menu

    def list_menu(self, at: QPoint) -> QMenu:
        menu = self._menu(LIST_MENU)
        menu.popup(at)
        return menu

    def change_menu(self, at: QPoint) -> QMenu:
        menu = self._menu(("cancel_change",))
        menu.popup(at)
        return menu

    # --- printing -------------------------------------------------------------------------

    def print_document(self, which: str) -> None:
        from floorman.ui import printing  # only when printing: keeps start-up quick

        view, lang, now = self.feed.view, self.feed.lang(), self.feed.now()
        document: printing.Printable
        if which == "table":  # the table selected on the map, alone
            table = self.window.map.selected_table()
            if table is None:
                return  # the action is greyed out with no table selected
            document = printing.table_sheet(view, lang, now, table.id)
        elif which == "tables":
            document = printing.table_sheet(view, lang, now)
        else:
            document = printing.waitlist_sheet(view, lang, now)
        printing.print_preview(document, self.window)

    def export_pdf(self) -> None:
        from floorman.ui.file_places import documents_folder
        from floorman.ui.pdf_export import ExportDialog
        dialog = ExportDialog(self.feed, documents_folder(), self.window)
        dialog.accepted.connect(lambda: self.window.show_status(
            self.tr("PDF written to {path}").format(path=dialog.written)))
        self._open(dialog)
