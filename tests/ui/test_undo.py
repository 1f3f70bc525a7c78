"""Undo and redo in the desk window: Ctrl+Z and Ctrl+Shift+Z over the audit log."""

from __future__ import annotations

from sqlalchemy import select

from PySide6.QtCore import Qt

from floorman.services import players, seats, views
from floorman.services.desk import Desk
from floorman.store.models import AuditEntry
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, SHIFT, press, refusals, seat

from floorman.ui.main_window import MainWindow


def _actions(desk: Desk) -> list[str]:
    with desk.store.reading() as session:
        return list(session.execute(select(AuditEntry.action).order_by(AuditEntry.id))
                    .scalars())


def test_undo_and_redo_an_action_without_running_it_twice(floor: Floor, desk: Desk,
                                                          window: MainWindow,
                                                          qtbot: object) -> None:
    before = _actions(desk)
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)  # Marta Ruiz away
    assert seat(window, floor.table, 1).state == "away"
    assert _actions(desk) == [*before, "mark_away"]  # pushing did not run it again
    assert window.desk_actions["undo"].isEnabled()
    assert "Marta Ruiz is away" in window.desk_actions["undo"].text()

    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert seat(window, floor.table, 1).state == "playing"
    assert "Undone: Marta Ruiz is away" in window.status_text.text()
    assert window.desk_actions["redo"].isEnabled()

    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert seat(window, floor.table, 1).state == "away"
    assert "Redone: Marta Ruiz is away" in window.status_text.text()

    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert seat(window, floor.table, 1).state == "playing"
    assert _actions(desk) == [*before, "mark_away", "undo", "redo", "undo"]


def test_the_status_bar_names_the_action_through_undo_redo_undo(
        floor: Floor, window: MainWindow, qtbot: object) -> None:
    """Undoing a redo once read "Undid: Redid: Marta Ruiz is away"."""
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)
    said = []
    for keys in (CTRL, CTRL | SHIFT, CTRL, CTRL | SHIFT):
        press(qtbot, window, Qt.Key.Key_Z, keys)
        said.append(window.status_text.text())
    away = "Marta Ruiz is away from table 1"
    assert said == [f"Undone: {away}", f"Redone: {away}"] * 2
    window.language.switch("es")
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.status_text.text() == "Deshecho: Marta Ruiz se ausentó de la mesa 1"
    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert window.status_text.text() == "Rehecho: Marta Ruiz se ausentó de la mesa 1"


def test_undo_of_several_actions_goes_back_in_order(floor: Floor, window: MainWindow,
                                                    qtbot: object) -> None:
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)
    press(qtbot, window, Qt.Key.Key_F6, SHIFT)
    press(qtbot, window, Qt.Key.Key_U, CTRL)
    assert seat(window, floor.table, 1).state == "empty"
    for expected in ("playing", "away", "playing"):
        press(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert seat(window, floor.table, 1).state == expected
    assert not window.desk_actions["undo"].isEnabled()


def test_a_refused_undo_says_why_and_drops_the_command(floor: Floor, desk: Desk,
                                                       window: MainWindow,
                                                       qtbot: object) -> None:
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)  # away, then another desk brings her back
    seats.mark_back(desk, table_id=floor.table, seat=1)
    window.feed.poll()
    version = views.floor_version(desk)

    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert any("Cannot undo 'Marta Ruiz is away" in text for text in refusals(window))
    assert views.floor_version(desk) == version  # nothing written
    assert window.feed.undo_stack.count() == 0
    assert not window.desk_actions["undo"].isEnabled()


def test_adding_a_player_can_be_undone(floor: Floor, desk: Desk, window: MainWindow) -> None:
    window.feed.act(players.add_player, name="Nuevo Jugador")
    assert window.roster.find("Nuevo")
    window.desk_actions["undo"].trigger()
    assert all(found.name != "Nuevo Jugador" for found in window.roster.find("Nuevo Jugador"))
