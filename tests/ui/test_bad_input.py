"""Bad input at the desk: a clear message beside the field, and nothing written."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from floorman.services import views
from floorman.services.desk import Desk
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, dialog_of, ok, press

from floorman.ui.language import Language
from floorman.ui.list_dialogs import AddPlayerDialog, AddToListDialog
from floorman.ui.main_window import MainWindow
from floorman.ui.seat_dialogs import SeatDialog
from floorman.ui.table_dialogs import AddGameDialog


@pytest.mark.parametrize("name", ["", "   ", "\t \t"])
def test_an_empty_name_is_refused(floor: Floor, desk: Desk, window: MainWindow,
                                  qtbot: object, name: str) -> None:
    version = views.floor_version(desk)
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    adding = dialog_of(window, AddPlayerDialog)
    adding.name.setText(name)
    ok(adding)
    assert adding.isVisible()
    assert adding.error_text("name") == "The name is empty. Type the player's name."
    assert adding.focusWidget() is adding.name
    assert views.floor_version(desk) == version


def _seat_dialog(window: MainWindow, qtbot: object, table: int, number: int) -> SeatDialog:
    window.map.select(table, number)
    press(qtbot, window, Qt.Key.Key_F3)
    return dialog_of(window, SeatDialog)


def test_a_seat_outside_the_table_is_refused(floor: Floor, desk: Desk, window: MainWindow,
                                             qtbot: object) -> None:
    version = views.floor_version(desk)
    seating = _seat_dialog(window, qtbot, floor.table, 9)
    seating.player.set_text("José")
    seating.seat.setValue(10)  # the table has nine seats
    ok(seating)
    assert seating.error_text("seat") == ("Table 1 has seats 1 to 9; there is no seat 10. "
                                          "Choose a seat from 1 to 9.")
    assert views.floor_version(desk) == version


def test_seating_a_player_who_is_already_seated_is_refused(floor: Floor, desk: Desk,
                                                           window: MainWindow,
                                                           qtbot: object) -> None:
    version = views.floor_version(desk)
    seating = _seat_dialog(window, qtbot, floor.table, 5)
    seating.player.set_text("Marta Ruiz")
    ok(seating)
    assert seating.error_text("player").startswith(
        "Marta Ruiz already plays at table 1, seat 1; a player may have only one seat")
    assert views.floor_version(desk) == version


def test_seating_at_a_closed_table_is_refused(floor: Floor, desk: Desk, window: MainWindow,
                                              qtbot: object) -> None:
    version = views.floor_version(desk)
    seating = _seat_dialog(window, qtbot, floor.closed, 1)
    assert "(closed)" in seating.table.currentText()
    seating.player.set_text("Ana")
    ok(seating)
    assert seating.error_text("table") == ("Table 2 is closed. Open it first or choose an "
                                           "open table.")
    assert views.floor_version(desk) == version


@pytest.mark.parametrize(("typed", "message"), [
    ("-50", "The buy-in must be more than zero; -50 is not. Type a positive amount."),
    ("abc", "The buy-in 'abc' is not a number. Type an amount such as 200."),
    ("5000", "The buy-in for this game is from 100 to 300; 5000 is outside it (RRoP 3.i.1)."),
])
def test_a_bad_buy_in_is_refused(floor: Floor, desk: Desk, window: MainWindow, qtbot: object,
                                 typed: str, message: str) -> None:
    version = views.floor_version(desk)
    seating = _seat_dialog(window, qtbot, floor.table, 2)
    seating.player.set_text("José")
    seating.buy_in.setText(typed)
    ok(seating)
    assert seating.error_text("buy_in") == message
    assert seating.focusWidget() is seating.buy_in
    assert views.floor_version(desk) == version
    # Corrected, the same dialog seats the player.
    seating.buy_in.setText("150")
    ok(seating)
    assert seating.result() == QDialog.DialogCode.Accepted
    assert seating.error_text("buy_in") == ""


def test_refusals_speak_spanish(floor: Floor, desk: Desk, window: MainWindow,
                                language: Language, qtbot: object) -> None:
    language.switch("es")
    seating = _seat_dialog(window, qtbot, floor.table, 2)
    seating.player.set_text("José")
    seating.buy_in.setText("-5")
    ok(seating)
    assert seating.error_text("buy_in") == ("La compra debe ser mayor que cero; -5 no lo es. "
                                            "Escriba un importe positivo.")


def test_a_dialog_without_a_player_says_so(floor: Floor, desk: Desk, window: MainWindow,
                                           qtbot: object) -> None:
    version = views.floor_version(desk)
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    joining = dialog_of(window, AddToListDialog)
    joining.player.set_text("12345")  # no name to put on file, no phone that matches
    ok(joining)
    assert joining.error_text("player").startswith("Choose a player")
    joining.player.set_text("Marta Ruiz")
    ok(joining)
    assert joining.error_text("player").startswith(
        "Marta Ruiz already plays this game at table 1")
    assert views.floor_version(desk) == version


def test_bad_stakes_for_a_new_game_are_refused(floor: Floor, desk: Desk, window: MainWindow,
                                               qtbot: object) -> None:
    version = views.floor_version(desk)
    press(qtbot, window, Qt.Key.Key_G, CTRL)
    adding = dialog_of(window, AddGameDialog)
    adding.big.setText("1")
    adding.small.setText("2")
    ok(adding)
    assert adding.error_text("stake_big").startswith("The big stake is smaller")
    adding.small.setText("x")
    ok(adding)
    assert adding.error_text("stake_small").startswith("The small stake 'x' is not a number")
    assert views.floor_version(desk) == version
