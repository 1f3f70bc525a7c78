"""The desk with players changing games, through its own keys: F2 calls a player seated
in another game and says when he must move (RRoP 2.iii.13), F2 refuses a table change
that would leave his game shorter (RRoP 2.iii.3), and F3 seats a changer only with the
minimum buy-in, saying so before it is typed, as F7 does for a transfer the player
asked for (RRoP 3.i.3). Screenshots go to /tmp/shots/changing-games/."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from floorman.services import games, players, seats, waitlists
from floorman.services.desk import Desk
from tests.fakes import FakeClock
from tests.ui.conftest import make_window
from tests.ui.helpers import dialog_of, ok, press, refusals, seat

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.seat_dialogs import CallDialog, MoveDialog, SeatDialog

SHOTS = Path(os.environ.get("FLOORMAN_SHOTS", "/tmp/shots/changing-games"))


def shot(widget: QWidget, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    widget.grab().save(str(SHOTS / f"{name}.png"))


@dataclass
class Room:
    small: int
    big: int
    table1: int
    table2: int
    table14: int
    people: dict[str, int]


@pytest.fixture
def room(desk: Desk, clock: FakeClock) -> Room:
    """1/2 NL at tables 1 and 2, 2/5 NL at table 14; Ana plays at table 1."""
    small = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                           stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    big = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                         stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    table1 = games.open_table(desk, number=1, game_id=small).created_id
    table2 = games.open_table(desk, number=2, game_id=small, seats=6).created_id
    table14 = games.open_table(desk, number=14, game_id=big).created_id
    people = {name: players.add_player(desk, name=name).created_id
              for name in ("Ana López", "Luis Pérez", "Marta Ruiz", "José García")}
    seats.seat_player(desk, table_id=table1, seat=1, player_id=people["Ana López"])
    clock.advance(minutes=1)
    return Room(small, big, table1, table2, table14, people)


@pytest.fixture
def desk_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path,
                room: Room) -> MainWindow:
    return make_window(qtbot, desk, language, tmp_path)


def test_f2_calls_a_player_seated_elsewhere_and_says_he_must_move_at_once_rrop_2_iii_13(
        qtbot: object, desk: Desk, desk_window: MainWindow, room: Room, clock: FakeClock,
        language: Language) -> None:
    window = desk_window
    for name in ("Ana López", "Luis Pérez", "Marta Ruiz"):
        clock.advance(minutes=1)
        window.feed.act(waitlists.add_to_waitlist, game_id=room.big,
                        player_id=room.people[name])
    assert window.map.select(room.table14, 3)
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert call.chosen() is not None and call.chosen().name == "Ana López"  # type: ignore[union-attr]
    note = call.note.text()
    assert call.note.isVisible()
    assert "Ana López plays at table 1 and holds seat 3 at table 14" in note
    assert "2 players wait for that seat, so he must move at once" in note
    assert "RRoP 2.iii.13" in note
    shot(call, "call-held-elsewhere")
    # Luis plays nowhere: the note goes when he is chosen.
    call.choose(room.people["Luis Pérez"])
    assert not call.note.isVisible()
    call.choose(room.people["Ana López"])
    language.switch("es")
    QApplication.processEvents()
    assert "debe cambiarse de inmediato" in call.note.text()
    shot(call, "call-held-elsewhere-es")
    language.switch("en")
    ok(call)
    assert seat(window, room.table14, 3).state == "held"
    assert seat(window, room.table1, 1).name == "Ana López", "she plays on until she moves"
    said = window.status_text.text()
    assert "Called Ana López to table 14, seat 3" in said and "must move at once" in said
    assert "RRoP 2.iii.13" in said


def test_f2_refuses_a_table_change_that_leaves_the_game_shorter_rrop_2_iii_3(
        qtbot: object, desk_window: MainWindow, room: Room, language: Language) -> None:
    window = desk_window
    p = room.people
    for number, name in ((1, "Luis Pérez"), (2, "Marta Ruiz")):
        window.feed.act(seats.seat_player, table_id=room.table2, seat=number, player_id=p[name])
    window.feed.act(seats.request_table_change, player_id=p["Ana López"],
                    to_table_id=room.table2)
    assert window.map.select(room.table2, 3)
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert call.chosen() is not None and call.chosen().source == "table_change"  # type: ignore[union-attr]
    # Before Call, the dialog says why the desk will refuse her (she is the only one).
    assert "Ana López may not transfer from table 1 to table 2" in call.note.text()
    assert "nobody below may take it now" in call._intro.text()
    ok(call)
    said = call.error_text("player")
    assert "Ana López may not transfer from table 1 to table 2" in said
    assert "0 players, fewer than the 2 at table 2" in said and "RRoP 2.iii.3" in said
    assert call.isVisible(), "the dialog stays open with the reason"
    shot(call, "call-transfer-refused")
    language.switch("es")
    QApplication.processEvents()
    ok(call)
    said = call.error_text("player")
    assert "no puede cambiarse de la mesa 1 a la mesa 2" in said and "RRoP 2.iii.3" in said
    shot(call, "call-transfer-refused-es")
    assert seat(window, room.table1, 1).name == "Ana López", "nothing was written"
    assert seat(window, room.table2, 3).state == "empty"
    assert not refusals(window)


def test_f2_proposes_the_listed_player_before_a_barred_table_change_rrop_2_iii_3(
        qtbot: object, desk_window: MainWindow, room: Room, language: Language) -> None:
    window = desk_window
    p = room.people
    for number, name in ((1, "Luis Pérez"), (2, "Marta Ruiz")):
        window.feed.act(seats.seat_player, table_id=room.table2, seat=number, player_id=p[name])
    window.feed.act(seats.request_table_change, player_id=p["Ana López"],
                    to_table_id=room.table2)
    window.feed.act(waitlists.add_to_waitlist, game_id=room.small,
                    player_id=p["José García"])
    assert window.map.select(room.table2, 3)
    press(qtbot, window, Qt.Key.Key_F2)
    call = dialog_of(window, CallDialog)
    assert [c.name for c in call.candidates] == ["José García", "Ana López"]
    assert call.chosen() is not None and call.chosen().name == "José García"  # type: ignore[union-attr]
    assert not call.reason.isEnabled(), "nobody who could take the seat is passed over"
    row = call.choices.item(1)
    assert "may not transfer from table 1 to table 2" in row.text()
    assert "0 players, fewer than the 2 at table 2" in row.text() and "RRoP 2.iii.3" in row.text()
    assert row.foreground().color() != call.choices.item(0).foreground().color(), "greyed"
    assert "Players in grey may not take the seat now" in call._intro.text()
    shot(call, "call-barred-last")
    # Choosing her says why the desk would refuse; it asks no reason for José.
    call.choose(p["Ana López"])
    assert "Ana López may not transfer from table 1 to table 2" in call.note.text()
    assert not call.reason.isEnabled()
    call.choose(p["José García"])
    language.switch("es")
    QApplication.processEvents()
    assert "no puede cambiarse de la mesa 1 a la mesa 2" in call.choices.item(1).text()
    assert "Los jugadores en gris" in call._intro.text()
    shot(call, "call-barred-last-es")
    language.switch("en")
    ok(call)
    assert seat(window, room.table2, 3).state == "held"
    assert seat(window, room.table2, 3).name == "José García"
    assert seat(window, room.table1, 1).name == "Ana López"
    said = window.status_text.text()
    assert "Called José García to table 2, seat 3" in said and "instead of" not in said
    assert not refusals(window)


def test_f3_seats_a_changer_only_with_the_minimum_buy_in_rrop_3_i_3(
        qtbot: object, desk_window: MainWindow, room: Room, language: Language) -> None:
    window = desk_window
    window.feed.act(waitlists.add_to_waitlist, game_id=room.big,
                    player_id=room.people["Ana López"])
    window.feed.act(seats.call_player, table_id=room.table14, seat=3,
                    player_id=room.people["Ana López"])
    assert window.map.select(room.table14, 3)
    press(qtbot, window, Qt.Key.Key_F3)
    dialog = dialog_of(window, SeatDialog)
    assert dialog.note.isVisible()
    assert "must have at least the minimum buy-in of the new game (200)" in dialog.note.text()
    assert "RRoP 3.i.3" in dialog.note.text()
    dialog.buy_in.setText("150")
    ok(dialog)
    said = dialog.error_text("buy_in")
    assert "Ana López may not sit down with 150" in said and "RRoP 3.i.3" in said
    assert seat(window, room.table1, 1).name == "Ana López", "nothing was written"
    shot(dialog, "seat-changer-short")
    language.switch("es")
    QApplication.processEvents()
    assert "compra mínima de la nueva partida (200)" in dialog.note.text()
    ok_label = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text()
    assert ok_label == "&Sentar jugador", "the dialog's own label, in Spanish, not Aceptar"
    ok(dialog)
    assert "no puede sentarse con 150" in dialog.error_text("buy_in")
    shot(dialog, "seat-changer-short-es")
    language.switch("en")
    dialog.buy_in.setText("250")
    ok(dialog)
    assert seat(window, room.table14, 3).name == "Ana López"
    assert seat(window, room.table14, 3).state == "playing"
    assert seat(window, room.table1, 1).state == "empty"
    assert not refusals(window)


def test_f7_a_transfer_the_player_asked_for_states_the_buy_in_rrop_3_i_3(
        qtbot: object, desk_window: MainWindow, room: Room, language: Language) -> None:
    window = desk_window
    p = room.people
    for number, name in ((2, "Luis Pérez"), (3, "Marta Ruiz")):
        window.feed.act(seats.seat_player, table_id=room.table1, seat=number, player_id=p[name])
    assert window.map.select(room.table1, 1)
    press(qtbot, window, Qt.Key.Key_F7)
    move = dialog_of(window, MoveDialog)
    move.table.setCurrentIndex(move.table.findData(room.table2))
    assert not move.note.isVisible(), "the floor's own move asks nothing of the player"
    move.transfer.setChecked(True)
    assert move.note.isVisible()
    assert "must have at least the minimum buy-in of the new game (100)" in move.note.text()
    shot(move, "move-transfer-buy-in")
    language.switch("es")
    QApplication.processEvents()
    assert "RRoP 3.i.3" in move.note.text() and "compra mínima" in move.note.text()
    shot(move, "move-transfer-buy-in-es")
    language.switch("en")
    ok(move)
    assert seat(window, room.table2, 1).name == "Ana López"
    assert "RRoP 3.i.3" in window.status_text.text()
