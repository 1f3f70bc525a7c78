"""The floor map: painted seats, the keyboard, the mouse, the seat's menu."""

from __future__ import annotations

import time

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent, QImage
from PySide6.QtWidgets import QApplication, QMenu

from floorman.services import games, seats
from floorman.services.desk import Desk
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import dialog_of, press

from floorman.ui.main_window import MainWindow
from floorman.ui.map_geometry import MapGeometry
from floorman.ui.seat_dialogs import SeatDialog


def _selected(window: MainWindow) -> tuple[int, int]:
    table = window.map.selected_table()
    seat = window.map.selected_seat()
    assert table is not None and seat is not None
    return table.number, seat.number


def test_arrow_keys_move_between_seats_and_tables(demo_window: MainWindow,
                                                  qtbot: object) -> None:
    window = demo_window
    columns = window.map._geometry.columns
    assert columns >= 2
    one = next(t for t in window.feed.view.tables if t.number == 1)
    window.map.select(one.id, 1)
    press(qtbot, window, Qt.Key.Key_Down)
    assert _selected(window) == (1, 2)
    press(qtbot, window, Qt.Key.Key_Right)
    assert _selected(window) == (1, 7)  # seats 6-9 stand in the right column
    press(qtbot, window, Qt.Key.Key_Right)
    assert _selected(window) == (2, 2)  # across to the next table, same row
    press(qtbot, window, Qt.Key.Key_Left)
    assert _selected(window) == (1, 7)
    press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_Up)
    assert _selected(window) == (1, 6)
    window.map.select(one.id, 5)
    press(qtbot, window, Qt.Key.Key_Down)
    assert _selected(window) == (1 + columns, 1)  # down into the table below
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert _selected(window) == (2 + columns, 1)
    press(qtbot, window, Qt.Key.Key_End)
    assert _selected(window)[1] == len(window.map.selected_table().seats)  # type: ignore[union-attr]


def test_geometry_steps_stay_on_the_floor() -> None:
    geometry = MapGeometry.fit(1000, 20, 22, 300)
    assert geometry.columns == 3
    seats = [9, 10, 2, 9]
    for index, count in enumerate(seats):
        for number in range(1, count + 1):
            for key in ("up", "down", "left", "right"):
                table, seat = geometry.step(seats, index, number, key)
                assert 0 <= table < len(seats)
                assert 1 <= seat <= seats[table]


def test_a_click_selects_a_seat_and_enter_on_a_held_seat_seats_the_player(
        demo_window: MainWindow, qtbot: object) -> None:
    window = demo_window
    four = next(t for t in window.feed.view.tables if t.number == 4)
    held = next(s for s in four.seats if s.state == "held")
    rect = window.map.seat_rect(four.id, held.number)
    qtbot.mouseClick(window.map, Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                     pos=rect.center())
    assert _selected(window) == (4, held.number)
    press(qtbot, window, Qt.Key.Key_Return)
    seating = dialog_of(window, SeatDialog)
    assert seating.player.selected_name() == held.name
    assert seating.focusWidget() is seating.buy_in


def test_the_seat_menu_offers_what_applies(floor: Floor, window: MainWindow, qtbot: object,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[QMenu] = []
    # Offscreen Qt cannot raise a popup; record the menu instead of showing it.
    monkeypatch.setattr(QMenu, "popup", lambda menu, _at, _action=None: shown.append(menu))

    def enabled() -> set[str]:
        return {action.objectName() for action in shown[-1].actions() if action.isEnabled()}

    window.map.select(floor.table, 1)  # Marta Ruiz plays
    press(qtbot, window, Qt.Key.Key_Menu)
    assert shown
    assert {"mark_away", "move_player", "unseat", "request_change", "close_table"} <= enabled()
    assert not {"call_next", "release_hold", "mark_back", "reopen_table"} & enabled()

    rect = window.map.seat_rect(floor.table, 4)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, rect.center(),
                              window.map.mapToGlobal(rect.center()))
    QApplication.sendEvent(window.map, event)
    assert _selected(window) == (1, 4)
    assert {"call_next", "hold_seat", "seat_player"} <= enabled()
    assert "unseat" not in enabled()


def test_the_map_paints_seat_states(demo_window: MainWindow) -> None:
    window = demo_window
    image: QImage = window.map.grab().toImage()
    three = next(t for t in window.feed.view.tables if t.number == 3)
    away = next(s for s in three.seats if s.state == "away")
    rect = window.map.seat_rect(three.id, away.number)
    colour = image.pixelColor(rect.left() + 4, rect.bottom() - 4)
    assert colour.blue() > colour.red()  # light blue: away, time left
    closed = next(t for t in window.feed.view.tables if not t.is_open)
    rect = window.map.seat_rect(closed.id, 1)
    grey = image.pixelColor(rect.left() + 4, rect.top() + 4)
    assert abs(grey.red() - grey.blue()) < 12  # grey


def test_a_change_repaints_quickly_with_sixty_tables(floor: Floor, desk: Desk,
                                                     window: MainWindow) -> None:
    for number in range(3, 62):
        games.open_table(desk, number=number, game_id=floor.game)
    window.feed.reload()
    assert len(window.feed.view.tables) == 61
    window.map.resize(1100, window.map.height())
    window.map.repaint()
    seats.mark_away(desk, table_id=floor.table, seat=1)
    window.feed.reload()
    start = time.perf_counter()
    window.map.repaint()
    elapsed = time.perf_counter() - start
    # The benchmark holds the real goal (16 ms); this catches a slide back to
    # painting everything from scratch, with room for a slow test machine.
    assert elapsed < 0.1


def test_the_selection_follows_its_table_when_the_floor_changes(floor: Floor, desk: Desk,
                                                               window: MainWindow) -> None:
    window.map.select(floor.table, 6)
    games.open_table(desk, number=100, game_id=floor.game)
    window.feed.poll()
    assert _selected(window) == (1, 6)
    assert window.map.select(floor.table, 10) is False  # no seat 10 at a 9-seat table


def test_the_countdown_tick_repaints_the_new_time_over_the_cached_tile(
        floor: Floor, window: MainWindow, clock: FakeClock, qtbot: object) -> None:
    window.feed.act(seats.hold_seat, table_id=floor.table, seat=4,
                    player_id=floor.players["Ana López"])
    clock.advance(seconds=30)
    area = window.map.seat_rect(floor.table, 4)
    window.map.repaint()
    before = window.map.grab(area).toImage()
    tile = window.map._tiles[floor.table][1].cacheKey()
    clock.advance(seconds=1)
    window.map.tick()
    window.map.repaint()
    ticked = window.map.grab(area).toImage()
    assert ticked != before  # 9:29 is not 9:30
    assert window.map._tiles[floor.table][1].cacheKey() == tile  # the tile was not redrawn
    window.map.retranslate()  # every tile from scratch, at the same moment
    window.map.repaint()
    assert window.map.grab(area).toImage() == ticked
