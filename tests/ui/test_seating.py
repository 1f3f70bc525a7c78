"""Seats in the desk window: calling through the proposal, seating, holds that expire,
absences, moves and table changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from floorman.services import games, seats, waitlists
from floorman.services.desk import Desk
from floorman.store.models import AWAY, HELD, PLAYING
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, SHIFT, dialog_of, list_names, ok, press, refusals, seat

from floorman.ui.main_window import MainWindow
from floorman.ui.seat_dialogs import (
    CallDialog,
    HoldDialog,
    MoveDialog,
    SeatDialog,
    TableChangeDialog,
)


def test_call_the_proposed_player_and_seat_them(listed: Floor, window: MainWindow,
                                                qtbot: object) -> None:
    assert window.map.select(listed.table, 3)
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert [c.name for c in call.candidates] == ["José García", "Ana López"]
    assert call.choices.currentRow() == 0
    assert "number 1 on the waiting list" in call.choices.item(0).text()
    ok(call)

    held = seat(window, listed.table, 3)
    assert (held.state, held.name) == (HELD, "José García")
    assert "Called José García to table 1, seat 3" in window.status_text.text()
    assert "called to table 1, seat 3" in window.waitlists.model.notes(
        window.feed.view.lists[listed.game][0])

    press(qtbot, window, Qt.Key.Key_F3)
    seating = dialog_of(window, SeatDialog)
    assert seating.player.selected_name() == "José García"
    qtbot.keyClicks(seating.buy_in, "300")  # type: ignore[attr-defined]
    ok(seating)
    assert seating.result() == QDialog.DialogCode.Accepted
    played = seat(window, listed.table, 3)
    assert (played.state, played.name) == (PLAYING, "José García")
    assert list_names(window, listed.game) == ["1. Ana López"]


def test_enter_on_an_open_seat_calls_and_passing_over_the_first_needs_a_reason(
        listed: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    assert window.map.select(listed.table, 4)
    press(qtbot, window, Qt.Key.Key_Return)
    call = dialog_of(window, CallDialog)
    assert not call.reason.isEnabled()
    call.choose(listed.players["Ana López"])
    assert call.reason.isEnabled()
    ok(call)
    assert "José García comes first" in call.error_text("reason")
    assert seat(window, listed.table, 4).state == "empty"

    call.reason.setText("José asked to finish his dinner")
    ok(call)
    assert call.result() == QDialog.DialogCode.Accepted
    assert seat(window, listed.table, 4).name == "Ana López"
    assert "instead of José García: José asked to finish his dinner" in \
        window.status_text.text()


def test_a_held_seat_is_released_when_its_time_is_up(listed: Floor, window: MainWindow,
                                                     clock: FakeClock, qtbot: object) -> None:
    window.map.select(listed.table, 5)
    press(qtbot, window, Qt.Key.Key_F4)
    hold = dialog_of(window, HoldDialog)
    hold.player.set_text("Luis")
    assert hold.player.selected_name() == "Luis Pérez"
    ok(hold)
    assert seat(window, listed.table, 5).state == HELD
    left = seat(window, listed.table, 5).time_left(clock(), window.feed.view.house)
    assert left is not None and left.total_seconds() == 600
    assert "10:00" in window.map.describe(window.feed.view.table(listed.table), 5)

    clock.advance(minutes=9)
    window.feed.tick()
    assert seat(window, listed.table, 5).state == HELD
    assert "1:00 left" in window.map.describe(window.feed.view.table(listed.table), 5)

    clock.advance(minutes=1, seconds=1)
    # The window's own one-second timer notices and releases the seat.
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: seat(window, listed.table, 5).state == "empty", timeout=3000)
    assert "Time is up: released 1 held seat (" in window.status_text.text()


def test_away_back_move_and_unseat(floor: Floor, window: MainWindow, clock: FakeClock,
                                   qtbot: object) -> None:
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)
    assert seat(window, floor.table, 1).state == AWAY
    clock.advance(minutes=31)
    window.feed.tick()
    text = window.map.describe(window.feed.view.table(floor.table), 1)
    assert "away too long (-1:00); pick up the chips" in text
    press(qtbot, window, Qt.Key.Key_F6, SHIFT)
    assert seat(window, floor.table, 1).state == PLAYING

    press(qtbot, window, Qt.Key.Key_F7)
    move = dialog_of(window, MoveDialog)
    assert move.seat.value() == 2  # the first empty seat of the same table
    move.seat.setValue(7)
    ok(move)
    assert seat(window, floor.table, 7).name == "Marta Ruiz"
    selected = window.map.selected_seat()
    assert selected is not None and selected.number == 1  # the selection stays put

    window.map.select(floor.table, 7)
    press(qtbot, window, Qt.Key.Key_U, CTRL)
    assert seat(window, floor.table, 7).state == "empty"


def test_a_table_change_request_comes_before_the_list(listed: Floor, desk: Desk,
                                                      window: MainWindow,
                                                      qtbot: object) -> None:
    from floorman.services import games

    other = games.open_table(desk, number=3, game_id=listed.game).created_id
    window.feed.poll()
    window.map.select(listed.table, 1)  # Marta Ruiz plays here
    press(qtbot, window, Qt.Key.Key_F8)
    change = dialog_of(window, TableChangeDialog)
    assert change.target.itemData(0) is None  # any table of the game
    ok(change)
    assert window.changes.model.rowCount() == 1
    assert window.changes.model.index(0, 0).data() == "Marta Ruiz"

    window.map.select(other, 2)
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert call.candidates[0].name == "Marta Ruiz"
    assert "asked for a table change" in call.choices.item(0).text()
    call.reject()

    window.map.select(listed.table, 1)
    press(qtbot, window, Qt.Key.Key_F8, SHIFT)
    assert window.changes.model.rowCount() == 0


def test_call_with_nobody_waiting_says_so(floor: Floor, window: MainWindow,
                                          qtbot: object) -> None:
    window.map.select(floor.table, 2)
    press(qtbot, window, Qt.Key.Key_F2)
    assert window.dialog is None
    assert any("Nobody is waiting for 1/2 NL Hold'em" in text for text in refusals(window))


def test_not_here_releases_the_called_seat(listed: Floor, desk: Desk, window: MainWindow,
                                           qtbot: object) -> None:
    seats.call_player(desk, table_id=listed.table, seat=2,
                      player_id=listed.players["José García"])
    window.feed.poll()
    assert seat(window, listed.table, 2).state == HELD
    from tests.ui.helpers import select_entry

    select_entry(window, listed.game, "José García")
    press(qtbot, window, Qt.Key.Key_H, CTRL)
    assert seat(window, listed.table, 2).state == "empty"
    assert list_names(window, listed.game)[0] == "1. José García"
    assert window.feed.view.lists[listed.game][0].passes == 1


def called_from_another_game(floor: Floor, desk: Desk) -> tuple[int, int, int]:
    """José plays at table 1 (1/2), waits for 2/5 and is called to table 14, seat 3;
    Ana waits for 1/2. Returns the 2/5 game, table 14 and José's id."""
    big = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                         stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    assert big is not None
    fourteen = games.open_table(desk, number=14, game_id=big).created_id
    assert fourteen is not None
    jose = floor.players["José García"]
    seats.seat_player(desk, table_id=floor.table, seat=2, player_id=jose, buy_in="200")
    waitlists.add_to_waitlist(desk, game_id=big, player_id=jose)
    waitlists.add_to_waitlist(desk, game_id=floor.game, player_id=floor.players["Ana López"])
    seats.call_player(desk, table_id=fourteen, seat=3, player_id=jose)
    return big, fourteen, jose


def test_move_starts_at_the_seat_held_for_the_player_and_the_old_seat_is_proposed(
        floor: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    _big, fourteen, _jose = called_from_another_game(floor, desk)
    window.feed.poll()
    window.map.select(floor.table, 2)
    press(qtbot, window, Qt.Key.Key_F7)
    move = dialog_of(window, MoveDialog)
    assert (move.table.currentData(), move.seat.value()) == (fourteen, 3)
    assert move.why.text() == "Seat 3 at table 14 is held for José García."
    ok(move)
    assert seat(window, fourteen, 3).name == "José García"
    assert seat(window, floor.table, 2).state == "empty"
    # Ana waits for 1/2: the seat José left is selected, and F2 would call her.
    selected = window.map.selected_seat()
    assert selected is not None and selected.number == 2
    assert "Seat 2 at table 1 opened: F2 calls the next player" in window.status_text.text()


def test_seating_a_called_player_proposes_the_seat_he_left(
        floor: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    _big, fourteen, jose = called_from_another_game(floor, desk)
    window.feed.poll()
    window.map.select(fourteen, 3)
    press(qtbot, window, Qt.Key.Key_F3)
    seating = dialog_of(window, SeatDialog)
    assert seating.player.selected_player_id() == jose
    ok(seating)
    assert seat(window, fourteen, 3).state == PLAYING
    table = window.map.selected_table()
    selected = window.map.selected_seat()
    assert table is not None and selected is not None
    assert (table.id, selected.number) == (floor.table, 2)
    assert "Seat 2 at table 1 opened: F2 calls the next player" in window.status_text.text()
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert call.candidates[0].name == "Ana López"


def test_move_starts_at_the_table_asked_for_and_another_game_goes_on_its_list(
        floor: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    three = games.open_table(desk, number=3, game_id=floor.game).created_id
    big = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                         stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    assert three is not None and big is not None
    marta = floor.players["Marta Ruiz"]
    seats.request_table_change(desk, player_id=marta, to_table_id=three)
    window.feed.poll()
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F7)
    move = dialog_of(window, MoveDialog)
    assert (move.table.currentData(), move.seat.value()) == (three, 1)
    assert "asked for a table change to table 3" in move.why.text()
    move.reject()

    seats.cancel_table_change(desk, player_id=marta)
    window.feed.poll()
    press(qtbot, window, Qt.Key.Key_F8)
    change = dialog_of(window, TableChangeDialog)
    words = [change.target.itemText(row) for row in range(change.target.count())]
    assert "Another game: 2/5 NL Hold'em" in words
    change.choose_game(big)
    assert "goes on the 2/5 NL Hold'em waiting list" in change.note.text()
    ok(change)
    assert list_names(window, big) == ["1. Marta Ruiz"]
    assert window.changes.model.rowCount() == 0
    assert seat(window, floor.table, 1).name == "Marta Ruiz"  # keeps her seat until called
