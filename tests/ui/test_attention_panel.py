"""The attention panel at the desk: an expired hold appears, Enter goes to the seat, a
line goes once dealt with, and the map counts lines on tables scrolled out of view."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floorman.floor.attention import Kind
from floorman.services import games, seats, waitlists
from floorman.services.desk import Desk
from tests.fakes import FakeClock
from tests.ui.conftest import Floor

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow

SHOTS = Path(os.environ.get("FLOORMAN_SHOTS", "/tmp/shots/move-at-once"))


def _line(window: MainWindow, kind: Kind) -> int | None:
    model = window.attention.model
    for row in range(model.rowCount()):
        item = model.item(model.index(row))
        if item is not None and item.kind == kind:
            return row
    return None


def test_an_expired_hold_appears_and_enter_goes_to_its_seat(
        qtbot: object, window: MainWindow, desk: Desk, listed: Floor,
        clock: FakeClock) -> None:
    jose = listed.players["José García"]
    window.feed.act(seats.call_player, table_id=listed.table, seat=3, player_id=jose)
    assert _line(window, Kind.HOLD_EXPIRED) is None
    clock.advance(minutes=11)  # past the hold while Ana waits: the desk's tick expires it
    qtbot.waitUntil(lambda: _line(window, Kind.HOLD_EXPIRED) is not None,  # type: ignore
                    timeout=3000)
    row = _line(window, Kind.HOLD_EXPIRED)
    assert row is not None
    index = window.attention.model.index(row)
    assert index.data().endswith(
        "José García did not come to table 1, seat 3 (missed 1 of 2 calls)")
    assert row == 0  # the newest line comes first
    window.map.select(listed.table, 1)
    lines = window.attention.lines
    lines.setFocus()
    lines.setCurrentIndex(index)
    qtbot.keyClick(lines, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    table, seat = window.map.selected_table(), window.map.selected_seat()
    assert table is not None and seat is not None
    assert (table.id, seat.number) == (listed.table, 3)
    assert window.map.hasFocus()
    # José is back at the podium: the line goes by itself.
    entry = next(e for e in window.feed.view.lists[listed.game] if e.player_id == jose)
    window.feed.act(waitlists.check_in, entry_id=entry.id)
    assert _line(window, Kind.HOLD_EXPIRED) is None


def test_open_seats_and_a_short_table_go_once_dealt_with(window: MainWindow,
                                                          listed: Floor) -> None:
    window.feed.poll()  # the list was filled after the window opened
    assert _line(window, Kind.SHORT_TABLE) is not None  # Marta alone at table 1
    row = _line(window, Kind.OPEN_SEATS)
    assert row is not None
    assert window.attention.model.index(row).data() == (
        "2 waiting for 1/2 NL Hold'em; 8 open seats at table 1")
    for seat, name in ((2, "José García"), (3, "Ana López"), (4, "Luis Pérez")):
        window.feed.act(seats.seat_player, table_id=listed.table, seat=seat,
                        player_id=listed.players[name], buy_in="200")
    assert _line(window, Kind.SHORT_TABLE) is not None  # four: still short of five
    assert _line(window, Kind.OPEN_SEATS) is None  # nobody is waiting any more
    assert window.attention.attention.on_table() == {listed.table: 1}
    window.feed.act(games.set_house, short_table_players=4)  # the house plays four-handed
    assert _line(window, Kind.SHORT_TABLE) is None


def test_the_map_counts_lines_on_tables_scrolled_out_of_view(
        qtbot: object, demo_window: MainWindow, clock: FakeClock) -> None:
    window = demo_window
    clock.advance(minutes=25)  # the demo's hold and absence run out
    qtbot.waitUntil(lambda: _line(window, Kind.AWAY_TOO_LONG) is not None,  # type: ignore
                    timeout=3000)
    window.resize(1100, 560)
    window.map_area.verticalScrollBar().setValue(0)
    badges = window.map_badges
    qtbot.waitUntil(lambda: badges.below.isVisible(), timeout=2000)  # type: ignore
    above, below = badges.out_of_view()
    assert above == [] and below
    assert badges.below.text().split()[0] == str(len(below))
    badges.below.click()  # goes to the nearest of them, scrolling the map there
    table, seat = window.map.selected_table(), window.map.selected_seat()
    assert table is not None and seat is not None
    assert (table.id, seat.number) == (below[0].table_id, below[0].seat)
    assert below[0] not in badges.out_of_view()[1]  # now in sight, no longer counted


def test_a_line_whose_count_changes_is_redrawn_alone_and_keeps_the_selection(
        window: MainWindow, listed: Floor) -> None:
    window.feed.poll()
    model = window.attention.model
    short, open_seats = _line(window, Kind.SHORT_TABLE), _line(window, Kind.OPEN_SEATS)
    assert short is not None and open_seats is not None
    lines = window.attention.lines
    lines.setCurrentIndex(model.index(short))
    said: list[tuple[int, int]] = []
    resets: list[bool] = []
    model.dataChanged.connect(lambda top, bottom, *_: said.append((top.row(), bottom.row())))
    model.modelReset.connect(lambda: resets.append(True))
    # José sits: one open seat fewer and one waiting fewer, the same lines.
    window.feed.act(seats.seat_player, table_id=listed.table, seat=2,
                    player_id=listed.players["José García"], buy_in="200")
    assert model.index(open_seats).data() == (
        "1 waiting for 1/2 NL Hold'em; 7 open seats at table 1")
    assert resets == []  # no reset: the other lines are not redrawn
    assert (open_seats, open_seats) in said and all(top == bottom for top, bottom in said)
    assert lines.currentIndex().row() == short  # the line the floor was on stays chosen


def test_a_holder_who_must_move_at_once_gets_a_line_and_enter_goes_to_the_held_seat(
        qtbot: object, window: MainWindow, floor: Floor, clock: FakeClock,
        language: Language) -> None:
    """RRoP 2.iii.13: José plays 1/2 at table 1 and holds seat 3 at table 14 (2/5); the
    line comes when two others wait for it and goes once he sits there."""
    p = floor.players
    big = window.feed.act(games.add_game, variant="holdem", betting="no_limit",
                          stake_small="2", stake_big="5", min_buy_in="200",
                          max_buy_in="1000").created_id
    table14 = window.feed.act(games.open_table, number=14, game_id=big).created_id
    window.feed.act(seats.seat_player, table_id=floor.table, seat=2,
                    player_id=p["José García"], buy_in="200")
    for name in ("José García", "Ana López"):
        window.feed.act(waitlists.add_to_waitlist, game_id=big, player_id=p[name])
        clock.advance(seconds=30)
    window.feed.act(seats.call_player, table_id=table14, seat=3, player_id=p["José García"])
    assert _line(window, Kind.MOVE_AT_ONCE) is None  # Ana alone waits: he may play on
    window.feed.act(waitlists.add_to_waitlist, game_id=big, player_id=p["Luis Pérez"])
    row = _line(window, Kind.MOVE_AT_ONCE)
    assert row is not None
    index = window.attention.model.index(row)
    assert index.data() == (
        "José García takes table 14, seat 3 now or gives it up: 2 waiting for it while he "
        "plays at table 1 (RRoP 2.iii.13)")
    assert row == 0  # Luis's joining made it due just now: the newest line
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.attention.lines.setCurrentIndex(index)
    QApplication.processEvents()
    window.attention.grab().save(str(SHOTS / "attention-en.png"))
    language.switch("es")
    QApplication.processEvents()
    assert window.attention.model.index(row).data() == (
        "José García ocupa ya el asiento 3 de la mesa 14 o lo cede: 2 en espera mientras "
        "juega en la mesa 1 (RRoP 2.iii.13)")
    window.attention.grab().save(str(SHOTS / "attention-es.png"))
    language.switch("en")
    window.map.select(floor.table, 2)  # on José's seat at table 1, where he plays
    lines = window.attention.lines
    lines.setFocus()
    lines.setCurrentIndex(window.attention.model.index(row))
    qtbot.keyClick(lines, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    table, seat = window.map.selected_table(), window.map.selected_seat()
    assert table is not None and seat is not None
    assert (table.id, seat.number) == (table14, 3)  # the held seat, not where he plays
    # José takes the seat he holds: the line goes by itself.
    window.feed.act(seats.seat_player, table_id=table14, seat=3, player_id=p["José García"],
                    buy_in="200")
    assert _line(window, Kind.MOVE_AT_ONCE) is None
