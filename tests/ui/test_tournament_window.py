"""The tournament window: the table grid's model, the draw, a balancing move confirmed
with one key, a break, undo, and the language switch."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtWidgets import QApplication

from floorman.services import tournament_reads, tournaments
from floorman.services.desk import Desk
from floorman.services.tournament_views import TournamentSeatView, TournamentView
from tests.fakes import FakeClock
from tests.ui.helpers import dismiss, ok, refusals
from tests.ui.tournament_screenshots import big_field, small_field

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.tournament_dialogs import (
    BustDialog,
    NewTournamentDialog,
    RegisterDialog,
    table_numbers,
)
from floorman.ui.tournament_model import (
    ARRIVING,
    LEAVING,
    PlacesModel,
    TableRole,
    TournamentTableModel,
)
from floorman.ui.tournament_window import SHORTCUTS, TournamentWindow

NAMES = [f"{first} {last}" for first in ("Ana", "Luis", "Marta", "José", "Eva", "Juan",
                                         "Rosa", "Pablo", "Inés", "Tomás")
         for last in ("García", "López", "Pérez", "Ruiz", "Díaz", "Gómez", "Sanz", "Vidal")]


# --- the grid's model, on fields made by hand -------------------------------------------

def _model(view: TournamentView | None = None) -> TournamentTableModel:
    model = TournamentTableModel(lambda: "en")
    model.set_view(view)
    return model


def _cell(model: TournamentTableModel, table: int, seat: int) -> QModelIndex:
    row = model.row_of(table)
    assert row is not None
    return model.index(row, model.seat_column(seat))


def test_the_table_model_passes_the_model_tester(qapp: QApplication,
                                                 qtmodeltester: object) -> None:
    model = _model()
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    view = small_field()
    model.set_view(view)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    # A table breaks, another opens, a player goes out: rows removed, inserted, changed.
    one, _two, three, four = view.tables
    out = replace(one, seats=(TournamentSeatView(1), *one.seats[1:]))
    five = replace(four, number=5, breaks_at=None)
    model.set_view(replace(view, tables=(out, three, four, five), pending=()))
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert [model.index(row, 0).data() for row in range(model.rowCount())] == \
        ["1", "3", "4", "5"]
    model.set_view(big_field(2_000))
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    places = PlacesModel()
    qtmodeltester.check(places)  # type: ignore[attr-defined]


def test_the_grid_marks_the_button_a_halt_empty_seats_and_the_pending_move(
        qapp: QApplication) -> None:
    model = _model(small_field())
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Table"
    assert model.headerData(model.seat_column(10), Qt.Orientation.Horizontal) == "10"
    assert model.rowCount() == 4 and model.columnCount() == 3 + 10 + 1
    button = _cell(model, 2, 7)  # table 2: the button on an empty seat (dead button)
    assert button.data(TableRole.BUTTON) and button.data(TableRole.EMPTY)
    assert button.data(Qt.ItemDataRole.DecorationRole) is not None
    assert button.data() == "empty"
    assert _cell(model, 2, 1).data(Qt.ItemDataRole.DecorationRole) is None
    row = model.row_of(2)
    assert row is not None and model.index(row, 0).data(TableRole.HALTED)
    assert "HALTED" in model.index(row, model.notes_column()).data()
    assert "breaks next" in model.index(row, model.notes_column()).data()
    # The proposal: the player due the big blind at table 1, seat 2, to table 2, seat 4.
    leaving, arriving = _cell(model, 1, 2), _cell(model, 2, 4)
    assert leaving.data(TableRole.PENDING) == LEAVING
    assert arriving.data(TableRole.PENDING) == ARRIVING
    assert leaving.data().startswith("→ 2-4 ")
    assert arriving.data().startswith("← 1-2 ")
    assert leaving.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert _cell(model, 1, 3).data(TableRole.PENDING) is None
    assert _cell(model, 3, 10).data(TableRole.SEAT) is None  # a 9-seat table has no 10
    assert _cell(model, 1, 3).data(TableRole.WAITS)
    assert "Waits for the button" in _cell(model, 1, 3).data(Qt.ItemDataRole.ToolTipRole)


def test_a_new_view_repaints_only_the_tables_that_changed(qapp: QApplication) -> None:
    view = big_field(10_000)
    model = _model(view)
    assert model.rowCount() == 1_000
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, _roles=(): changed.append(
        (first.row(), last.row())))
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    tables = list(view.tables)
    tables[499] = replace(tables[499], button=2)  # a hand at table 500
    model.set_view(replace(view, tables=tuple(tables)))
    assert changed == [(499, 499)] and not resets
    changed.clear()
    model.set_view(replace(view, tables=tuple(tables)))
    assert changed == []


def test_table_numbers_are_typed_as_numbers_and_ranges() -> None:
    words = {"not_number": "{part}?", "bad_range": "{part}!"}
    assert table_numbers("1-3, 7 9;12 - 13", "tables", words) == [1, 2, 3, 7, 9, 12, 13]
    assert table_numbers("  ", "tables", words) == []
    with pytest.raises(Exception, match="x"):
        table_numbers("1, x", "tables", words)
    with pytest.raises(Exception, match="9-3!"):
        table_numbers("9-3", "tables", words)


# --- the window at the desk, on the services ---------------------------------------------

def _press(qtbot: object, window: TournamentWindow, key: Qt.Key,
           modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key on the table grid, as the director does."""
    if QApplication.activeWindow() is not window:  # shortcuts reach only the active window
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window,  # type: ignore[attr-defined]
                        timeout=3000)
    window.grid.setFocus()
    qtbot.keyClick(window.grid, key, modifier)  # type: ignore[attr-defined]


@pytest.fixture
def desk_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(desk, language, settings)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def _open(qtbot: object, desk_window: MainWindow) -> TournamentWindow:
    """Tables > Tournaments (F11) at the desk."""
    desk_window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk_window,  # type: ignore[attr-defined]
                    timeout=3000)
    qtbot.keyClick(desk_window.map, Qt.Key.Key_F11)  # type: ignore[attr-defined]
    window = desk_window._tournaments
    assert isinstance(window, TournamentWindow) and window.isVisible()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def _drawn(desk: Desk, entrants: int = 40, tables: int = 4) -> int:
    """A tournament of ``entrants`` at ``tables`` 10-seat tables, seats drawn."""
    made = tournaments.create_tournament(
        desk, name="Sunday Deepstack", variant="holdem", betting="no_limit", table_size=10,
        tables=list(range(21, 21 + tables)), starting_stack="20000")
    tournaments.register_entrants(desk, tournament_id=made.created_id,
                                  names=NAMES[:entrants])
    tournaments.draw_seats(desk, tournament_id=made.created_id)
    return made.created_id


def _players(window: TournamentWindow) -> dict[int, list[str | None]]:
    """Table number -> who sits in each seat, as the grid shows it."""
    model = window.model
    return {model.index(row, 0).data(TableRole.NUMBER): [
        model.index(row, model.seat_column(seat)).data(TableRole.PLAYER)
        for seat in range(1, 11)] for row in range(model.rowCount())}


def test_a_tournament_is_created_registered_and_drawn_from_the_window(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    window = _open(qtbot, desk_window)
    assert window.view is None and window.model.rowCount() == 0
    assert window.panel.heading.text().startswith("No tournament open")
    _press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, NewTournamentDialog)
    ok(dialog)  # no name: refused beside the field, nothing written
    assert dialog.error_text("name").startswith("The tournament's name is empty")
    dialog.name.setText("Sunday Deepstack")
    dialog.tables.setText("21-24, x")
    ok(dialog)
    assert "'x' is not a table number" in dialog.error_text("tables")
    dialog.tables.setText("21-24")
    dialog.starting_stack.setText("lots")
    ok(dialog)
    assert "lots" in dialog.error_text("starting_stack")
    dialog.starting_stack.setText("20000")
    ok(dialog)
    assert not dialog.isVisible()
    view = window.view
    assert view is not None and view.name == "Sunday Deepstack"
    assert [t.number for t in view.tables] == [21, 22, 23, 24]
    assert window.panel.figures["next_break"].text() == "Table 24"  # highest first

    _press(qtbot, window, Qt.Key.Key_E,
           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    register = window.dialog
    assert isinstance(register, RegisterDialog)
    register.names.setPlainText("\n".join(NAMES[:40]))
    assert register.count.text() == "40 player(s)"
    ok(register)
    assert window.panel.figures["remaining"].text() == "40 of 40"

    _press(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # the draw
    seated = _players(window)
    assert sorted(name for seats in seated.values() for name in seats if name) == \
        sorted(NAMES[:40])
    assert all(window.model.index(row, 1).data() == "10/10"
               for row in range(window.model.rowCount()))
    assert window.status_text.text().startswith("Seats drawn for Sunday Deepstack")
    buttons = [window.model.index(row, 2).data() for row in range(4)]
    assert all(buttons)
    assert not window["register"].isEnabled() and window["bust_out"].isEnabled()


def test_a_balancing_move_is_explained_and_confirmed_with_one_key_then_undone(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    tournament = _drawn(desk)
    window = _open(qtbot, desk_window)
    assert window.tournament_id == tournament
    assert window.panel.pending() == ()
    assert not window["confirm_move"].isEnabled()
    table = window.view.tables[0]  # type: ignore[union-attr]
    assert window.select_seat(table.number, 1)
    _press(qtbot, window, Qt.Key.Key_F6)  # players out on a hand at that table
    bust = window.dialog
    assert isinstance(bust, BustDialog)
    assert bust.checks[table.seats[0].entry_id].isChecked()  # type: ignore[index]
    bust.chips[table.seats[0].entry_id].setText("1500")  # type: ignore[index]
    bust.tick(2, "900")
    bust.tick(3, "12000")
    ok(bust)
    assert not bust.isVisible()
    places = window.panel.places_model
    assert [index.data() for index in (places.index(row, 1) for row in range(3))] == [
        table.seats[2].player, table.seats[0].player, table.seats[1].player]
    assert window.panel.figures["remaining"].text() == "37 of 40"

    moves = window.panel.pending()
    assert moves and moves[0].kind == "balancing"
    first = moves[0]
    words = window.panel.moves.toPlainText()
    assert first.player in words and "TDA 11-A" in words
    assert first.reasons[0].en in words  # why this table, player and seat, in words
    leaving = window.model.index(window.model.row_of(first.from_table),  # type: ignore[arg-type]
                                 window.model.seat_column(first.from_seat or 0))
    assert leaving.data(TableRole.PENDING) == LEAVING
    assert window["confirm_move"].shortcut().toString() == SHORTCUTS["confirm_move"] == "F9"

    _press(qtbot, window, Qt.Key.Key_F9)  # one key
    after = _players(window)
    assert after[first.to_table][first.to_seat - 1] == first.player
    assert after[first.from_table][first.from_seat - 1] is None  # type: ignore[index]
    assert window.status_text.text().startswith("Balancing Sunday Deepstack")
    assert window["undo"].text().startswith("&Undo: Balancing")

    _press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    back = _players(window)
    assert back[first.from_table][first.from_seat - 1] == first.player  # type: ignore[index]
    assert back[first.to_table][first.to_seat - 1] is None
    assert window.panel.pending()[0] == first  # proposed again


def test_the_next_table_breaks_and_the_break_is_undone(
        qtbot: object, desk_window: MainWindow, desk: Desk, clock: FakeClock) -> None:
    tournament = _drawn(desk, 60, 6)
    view = tournament_reads.tournament_view(desk, tournament, pending=False)
    # Eleven players out, a hand at a time at each table: 49 left fit at five tables.
    out = iter(s.entry_id for t in view.tables for s in t.seats[:2])
    for _ in range(11):
        clock.advance(minutes=1)
        tournaments.bust_out(desk, tournament_id=tournament, busts={next(out): "100"})
    window = _open(qtbot, desk_window)
    moves = window.panel.pending()
    assert moves and moves[0].kind == "breaking"
    breaking = moves[0].from_table
    assert window.panel.figures["next_break"].text() == f"Table {breaking}"
    assert "Table breaks" in window.panel.moves.toPlainText()
    _press(qtbot, window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert breaking not in _players(window)
    assert window.model.rowCount() == 5
    assert sum(len([n for n in seats if n]) for seats in _players(window).values()) == 49
    _press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert breaking in _players(window) and window.model.rowCount() == 6


def test_another_desks_change_shows_when_the_log_moves(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    tournament = _drawn(desk)
    window = _open(qtbot, desk_window)
    table = window.view.tables[1]  # type: ignore[union-attr]
    tournaments.record_hand(desk, tournament_id=tournament, table=table.number)  # elsewhere
    assert window.view.tables[1].button == table.button  # type: ignore[union-attr]
    desk_window.feed.poll()
    assert window.view.tables[1].button != table.button  # type: ignore[union-attr]


def test_the_window_speaks_spanish_after_the_switch(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    tournament = _drawn(desk)
    view = tournament_reads.tournament_view(desk, tournament, pending=False)
    first = view.tables[0].seats[0]
    tournaments.bust_out(desk, tournament_id=tournament, busts={first.entry_id: "5000"})
    tournaments.bust_out(desk, tournament_id=tournament,
                         busts={view.tables[0].seats[1].entry_id: "5000"})
    window = _open(qtbot, desk_window)
    assert window["confirm_move"].text() == "&Confirm the proposed move"
    _press(qtbot, window, Qt.Key.Key_F12)
    assert window.language.lang == "es"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Torneo", "&Editar", "&Juego", "&Reloj", "Im&primir", "&Idioma"]
    assert window["confirm_move"].text() == "&Confirmar el traslado propuesto"
    assert window.model.headerData(0, Qt.Orientation.Horizontal) == "Mesa"
    assert window.panel.figure_names["remaining"].text() == "Jugadores en juego:"
    assert window.panel.figures["remaining"].text() == "38 de 40"
    words = window.panel.moves.toPlainText()
    assert window.panel.pending()[0].reasons[0].es in words
    assert window.windowTitle() == "Torneos: Sunday Deepstack"
    empty = next(window.model.index(0, window.model.seat_column(seat))
                 for seat in range(1, 11)
                 if window.model.index(0, window.model.seat_column(seat)).data(
                     TableRole.EMPTY))
    assert empty.data() == "libre"
    _press(qtbot, window, Qt.Key.Key_F12)
    assert window["confirm_move"].text() == "&Confirm the proposed move"


def test_a_refused_action_says_why_and_writes_nothing(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    _drawn(desk)
    window = _open(qtbot, desk_window)
    _press(qtbot, window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # none due
    assert refusals(window)
    dismiss(window)
    assert window.model.rowCount() == 4
    assert not window["confirm_move"].isEnabled()  # nothing proposed: greyed out
    window.panel.confirmWanted.emit()  # Enter on the empty proposal: the status says so
    assert window.status_text.text() == "Nothing to confirm: no move is proposed."
    assert not refusals(window)


def test_every_action_has_a_shortcut_shown_in_the_menus(
        qtbot: object, desk_window: MainWindow) -> None:
    window = _open(qtbot, desk_window)
    in_menus = {action.objectName() for menu in window._menus.values()
                for action in menu.actions() if not action.isSeparator()}
    assert in_menus == {f"t_{name}" for name in SHORTCUTS}
    assert all(window[name].shortcut().toString() for name in SHORTCUTS)
    assert len(set(SHORTCUTS.values())) == len(SHORTCUTS)


def test_printouts_go_to_the_print_preview(
        qtbot: object, desk_window: MainWindow, desk: Desk,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman.ui import printing

    _drawn(desk)
    window = _open(qtbot, desk_window)
    shown: list[object] = []
    monkeypatch.setattr(printing, "print_preview", lambda document, parent=None: shown.append(
        document))
    _press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    _press(qtbot, window, Qt.Key.Key_P,
           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    _press(qtbot, window, Qt.Key.Key_P,
           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert [type(d).__name__ for d in shown] == ["SeatCards", "SeatList", "Sheet"]
    assert Decimal(window.view.starting_stack) == 20000  # type: ignore[union-attr]


def test_a_rule_in_the_explanation_opens_the_rulebook_and_enter_on_the_move_confirms(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    from PySide6.QtCore import QUrl

    tournament = _drawn(desk)
    view = tournament_reads.tournament_view(desk, tournament, pending=False)
    for seat in view.tables[2].seats[:2]:
        tournaments.bust_out(desk, tournament_id=tournament, busts={seat.entry_id: "100"})
    window = _open(qtbot, desk_window)
    move = window.panel.pending()[0]
    window.panel.moves.anchorClicked.emit(QUrl("rule:TDA 11-A"))
    rulings = desk_window.rulings()
    assert rulings.isVisible()
    assert (rulings.rulebook.shown_rule or "").startswith("TDA 11")
    window.panel.moves.anchorClicked.emit(QUrl(f"seat:{move.from_table}-{move.from_seat}"))
    assert window.current_table() == move.from_table
    assert window.current_seat() == move.from_seat
    _press(qtbot, window, Qt.Key.Key_Return)  # Enter on the highlighted seat
    seated = _players(window)
    assert seated[move.to_table][move.to_seat - 1] == move.player


def test_a_redraw_is_confirmed_with_one_key(
        qtbot: object, desk_window: MainWindow, desk: Desk, clock: FakeClock) -> None:
    tournament = _drawn(desk)
    view = tournament_reads.tournament_view(desk, tournament, pending=False)
    out = iter(s.entry_id for t in view.tables for s in t.seats[:3])
    for _ in range(11):  # 29 left: they fit at three tables, and three tables redraw
        clock.advance(minutes=1)
        tournaments.bust_out(desk, tournament_id=tournament, busts={next(out): "100"})
    window = _open(qtbot, desk_window)
    moves = window.panel.pending()
    assert moves and {m.kind for m in moves} == {"redraw"}
    assert "Redraw" in window.panel.moves.toPlainText()
    _press(qtbot, window, Qt.Key.Key_F9)
    assert window.model.rowCount() == 3
    seated = _players(window)
    assert {name for seats in seated.values() for name in seats if name} == {
        m.player for m in moves}
    assert not window.panel.pending()


def test_late_entries_a_halted_table_and_closing_registration(
        qtbot: object, desk_window: MainWindow, desk: Desk) -> None:
    tournament = _drawn(desk)
    view = tournament_reads.tournament_view(desk, tournament, pending=False)
    window = _open(qtbot, desk_window)
    table = view.tables[0]
    assert window.select_seat(table.number, 1)
    _press(qtbot, window, Qt.Key.Key_F6)
    bust = window.dialog
    assert isinstance(bust, BustDialog)
    bust.tick(2, "")
    bust.tick(3, "4000")
    ok(bust)  # seat 1 ticked with no chips typed: refused beside the players, in words
    assert bust.isVisible() and bust.error_text("busts")
    for seat, chips in ((1, "1000"), (2, "2000")):
        bust.tick(seat, chips)
    ok(bust)
    assert not bust.isVisible()
    # Three out at one table of four: it halts until a player arrives (TDA 11-D).
    row = window.model.row_of(table.number)
    assert row is not None
    assert window.model.index(row, 0).data(TableRole.HALTED)
    assert "HALTED" in window.model.index(row, window.model.notes_column()).data()
    assert window.model.index(row, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert window["late_entry"].isEnabled()
    _press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    late = window.dialog
    assert late is not None and late.objectName() == "lateEntryDialog"
    late.name.setText("Zoe Late")  # type: ignore[attr-defined]
    ok(late)
    seat = window.current_seat()
    assert seat is not None
    assert window.model.data(window.grid.currentIndex(), TableRole.PLAYER) == "Zoe Late"
    assert window.panel.figures["remaining"].text() == "38 of 41"
    assert window["close_registration"].text() == "&Close late registration"
    _press(qtbot, window, Qt.Key.Key_L,
           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.panel.figures["late"].text() == "closed"
    assert not window["late_entry"].isEnabled()
    assert window["close_registration"].text() == "Reopen late &registration"


def test_a_printout_is_written_to_pdf(qtbot: object, desk_window: MainWindow, desk: Desk,
                                      tmp_path: Path) -> None:
    from floorman.ui.tournament_dialogs import TournamentPdfDialog

    _drawn(desk)
    window = _open(qtbot, desk_window)
    _press(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, TournamentPdfDialog)
    dialog.document.setCurrentIndex(dialog.document.findData("seatlist"))
    path = tmp_path / "list.pdf"
    dialog.path.setText(str(path))
    ok(dialog)
    assert path.read_bytes().startswith(b"%PDF")
    assert window.status_text.text() == f"PDF written to {path}"


def test_the_structure_and_payout_sheets_are_written_to_pdf(
        qtbot: object, desk_window: MainWindow, desk: Desk, tmp_path: Path) -> None:
    import pypdf

    from floorman.services import tournament_clock
    from floorman.services.clock_views import PrizeSettings
    from floorman.tournament.structure_templates import TEMPLATES

    from floorman.ui.tournament_dialogs import TournamentPdfDialog

    tournament = _drawn(desk)
    window = _open(qtbot, desk_window)
    _press(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, TournamentPdfDialog)  # the clock is read: its sheets offered
    offered = [dialog.document.itemData(row) for row in range(dialog.document.count())]
    assert offered == ["seatcards", "seatlist", "tables", "moves", "structure", "payouts"]
    assert dialog.document.itemText(4) == "Structure sheet"
    assert dialog.document.itemText(5) == "Payout sheet"
    dialog.reject()

    tournament_clock.save_structure(desk, tournament, TEMPLATES[0].levels)
    tournament_clock.set_prizes(desk, tournament, PrizeSettings(buy_in=Decimal(100)))
    window.refresh(force=True)
    for which, words in (("structure", "Sunday Deepstack · Structure"),
                         ("payouts", "Sunday Deepstack · Payouts")):
        _press(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        dialog = window.dialog
        assert isinstance(dialog, TournamentPdfDialog)
        dialog.document.setCurrentIndex(dialog.document.findData(which))
        assert dialog.path.text().endswith(f"sunday-deepstack-{which}.pdf")  # named after it
        path = tmp_path / f"{which}.pdf"
        dialog.path.setText(str(path))
        ok(dialog)
        assert not dialog.isVisible()
        text = " ".join(" ".join(page.extract_text().split())
                        for page in pypdf.PdfReader(path).pages)
        assert words in text
        assert which == "structure" or "4,000" in text  # the pool: 40 entries of 100
        assert window.status_text.text() == f"PDF written to {path}"


def test_the_pdf_dialog_offers_no_clock_sheet_without_a_clock(
        qtbot: object, desk_window: MainWindow, tmp_path: Path) -> None:
    from floorman.ui.tournament_dialogs import TournamentPdfDialog

    dialog = TournamentPdfDialog(desk_window.feed, small_field(), (), tmp_path)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert [dialog.document.itemData(row) for row in range(dialog.document.count())] == [
        "seatcards", "seatlist", "tables", "moves"]


def test_another_tournament_is_opened_from_the_list(
        qtbot: object, desk_window: MainWindow, desk: Desk, qtmodeltester: object) -> None:
    from floorman.ui.tournament_dialogs import ListingRole, OpenTournamentDialog

    first = _drawn(desk)
    second = tournaments.create_tournament(
        desk, name="Monday Turbo", variant="omaha", betting="pot_limit", table_size=6,
        tables=[40, 41], starting_stack="5000", profile="robert").created_id
    window = _open(qtbot, desk_window)
    assert window.tournament_id == second  # the newest still running
    assert window.panel.about.text() == "PLO · 6 seats a table · Robert's Rules"
    _press(qtbot, window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, OpenTournamentDialog)
    qtmodeltester.check(dialog.model)  # type: ignore[attr-defined]
    assert [dialog.model.index(row, 0).data() for row in range(2)] == [
        "Monday Turbo", "Sunday Deepstack"]
    assert dialog.model.index(1, 5).data() == "playing, registration open"
    dialog.list.selectRow(1)
    assert dialog.model.index(1, 0).data(ListingRole.TOURNAMENT_ID) == first
    dialog.buttons.button(dialog.buttons.StandardButton.Open).click()
    assert window.tournament_id == first
    assert window.windowTitle() == "Tournaments: Sunday Deepstack"
