"""The room's public board, opened offscreen at 1920x1080 and read as a player would:
the games with their open seats, the lists with names shaped for privacy, who is called
and where, must-move games, tournament tables; pages and languages that take turns; a
board's own settings; a desk's change on the board within a second, from this process
and from another one (SQLite, and PostgreSQL where a server answers); the tournament
clock beside the lists; ``floorman --board``, and the desk's Tables > Open board….

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.test_board [FOLDER]

writes the board of a busy demo room (a must-move game, a tournament) at 1920x1080 into
FOLDER (default ``screenshots/board/``): ``board-en.png`` and ``board-es.png`` (the first
page in each language) and the next pages, then the same room with the tournament's
clock running beside the lists (``board-clock-en.png``, ``board-clock-es.png``), to
look at when the board changes.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import SQLAlchemyError

from PySide6.QtCore import QPoint, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QMessageBox,
    QScrollBar,
)

from floorman.services import games, must_move, players, seats, waitlists
from floorman.services import tournament_clock as clocks
from floorman.services import tournaments as events
from floorman.services.board_view import BoardChoices
from floorman.services.clock_views import PrizeSettings
from floorman.services.demo import load_demo
from floorman.services.desk import Desk, FloorError
from floorman.services.views import floor_view
from floorman.store import Store, open_store
from floorman.tournament.clock import Signal
from floorman.tournament.structure_templates import template
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, dialog_of, ok, press

from floorman.ui import board as board_module
from floorman.ui import launch
from floorman.ui.board import STYLES, Board, DeskBoard
from floorman.ui.board_settings import BoardSettingsDialog, group, load_choices, save_choices
from floorman.ui.clock_screen import ClockScreen
from floorman.ui.main_window import MainWindow
from floorman.ui.table_dialogs import HouseDialog

ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1920, 1080)


@pytest.fixture
def board_store(desk: Desk, store_url: str) -> Iterator[Store]:
    """The desk's store as the board opens it: read-only."""
    opened = open_store(store_url, read_only=True)
    yield opened
    opened.close()


@pytest.fixture
def board_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "board.ini"), QSettings.Format.IniFormat)


def open_board(qtbot: Any, store: Store, settings: QSettings | None, clock: FakeClock,
               room: str = "main", lang: str = "en",
               sounds: list[Signal] | None = None) -> Board:
    """The board on ``store``, 1920x1080; silent, or its clock's chimes kept in ``sounds``."""
    board = Board(Desk(store, clock=clock, actor="board"), settings, room, lang,  # type: ignore[arg-type]
                  sound=sounds.append if sounds is not None else None)
    qtbot.addWidget(board)
    board.resize(*SCREEN)
    board.show()
    qtbot.waitExposed(board)
    return board


@pytest.fixture
def board(qtbot: Any, listed: Floor, board_store: Store, board_settings: QSettings,
          clock: FakeClock) -> Board:
    return open_board(qtbot, board_store, board_settings, clock)


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# --- what it shows ----------------------------------------------------------------------


def test_the_board_shows_games_open_seats_lists_and_calls(
        board: Board, listed: Floor, desk: Desk) -> None:
    shown = board.shown_text()
    assert shown[0] == "Waiting lists"
    assert "21:31" in shown  # the desk's time (the clock moved as the players joined)
    assert "1/2 NL Hold'em" in shown
    assert "Table 1" in shown and "8 open seats" in shown  # table 2 is closed
    assert shown.index("1. José G.") < shown.index("2. Ana L.")
    assert not any("García" in words or "López" in words or "Marta" in words
                   for words in shown)  # surnames stay private; players seated are not listed

    seats.call_player(desk, table_id=listed.table, seat=4,
                      player_id=listed.players["José García"])
    assert board.poll()
    shown = board.shown_text()
    assert shown[shown.index("1. José G.") + 1] == "▶ Table 1"  # called, and where
    assert "7 open seats" in shown  # the held seat is not open

    board.step()  # the same page, in Spanish
    shown = board.shown_text()
    assert board.lang == "es" and shown[0] == "Listas de espera"
    assert "Mesa 1" in shown and "7 asientos libres" in shown and "▶ Mesa 1" in shown


def test_must_move_games_and_full_games_are_marked(
        board: Board, listed: Floor, desk: Desk) -> None:
    games.reopen_table(desk, table_id=listed.closed)
    must_move.make_must_move(desk, table_id=listed.closed, main_table_id=listed.table)
    board.poll()
    shown = board.shown_text()
    assert "Must move: 2 → 1" in shown and "Tables 1, 2" in shown
    board.step()
    assert "Movida forzada: 2 → 1" in board.shown_text()


def test_the_board_reads_from_across_the_room(board: Board) -> None:
    assert not board.findChildren(QScrollBar) and not board.findChildren(QAbstractScrollArea)
    sheet = board.sheet
    assert sheet.size().toTuple() == SCREEN
    for kind in ("entry", "called", "game"):
        assert sheet._fonts[kind].pixelSize() >= 40, kind  # about 1/26 of the screen height
    assert sheet._fonts["info"].pixelSize() >= 28
    background = board_module.BACKGROUND
    for kind, style in STYLES.items():
        behind = style.band or background
        assert contrast(style.ink, behind) >= 4.5, kind
        if style.right_ink is not None:
            assert contrast(style.right_ink, behind) >= 4.5, kind
    assert contrast(board_module.INK, background) >= 15
    image = board.grab().toImage()
    assert image.pixelColor(SCREEN[0] - 5, SCREEN[1] - 5) == background
    # Every line painted lies on the screen: what does not fit goes to another page.
    for item in sheet.prepared():
        rect = item.rect if hasattr(item, "rect") else item[0]
        assert rect.bottom() <= SCREEN[1] and rect.right() <= SCREEN[0]


def test_long_lists_are_paged_and_the_pages_turn(
        qtbot: Any, listed: Floor, desk: Desk, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    for n in range(70):
        player = players.add_player(desk, name=f"Jugador Número{n:02d} Apellido").created_id
        waitlists.add_to_waitlist(desk, game_id=listed.game, player_id=player)
    save_choices(board_settings, "main", BoardChoices(page_seconds=5))
    board = open_board(qtbot, board_store, board_settings, clock)
    pages = board.page_count()
    assert pages >= 2
    assert board._turn.isActive() and board._turn.interval() == 5000
    first = board.shown_text()
    assert "Page 1 of 2" in first or f"Page 1 of {pages}" in first
    assert "1. José G." in first and "72. Jugador N. A." not in first
    board.step()  # the same page in Spanish
    assert (board.page, board.lang) == (0, "es")
    assert f"Página 1 de {pages}" in board.shown_text()
    board.step()
    assert (board.page, board.lang) == (1, "en")
    second = board.shown_text()
    assert "1/2 NL Hold'em (cont.)" in second  # the list runs on under its name
    for _ in range(2 * pages - 2):
        board.step()
    assert (board.page, board.lang) == (0, "en")  # round again
    every_page = []
    for _ in range(2 * pages):
        every_page.extend(board.shown_text())
        board.step()
    assert "72. Jugador N. A." in every_page

    # The timer turns them by itself.
    board._turn.setInterval(50)
    before = (board.page, board.lang)
    qtbot.waitUntil(lambda: (board.page, board.lang) != before, timeout=2000)


def test_one_language_turns_only_pages_and_one_page_stands_still(
        qtbot: Any, listed: Floor, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    save_choices(board_settings, "main", BoardChoices(languages="es"))
    board = open_board(qtbot, board_store, board_settings, clock)
    assert board.page_count() == 1 and board.lang == "es"
    assert not board._turn.isActive()  # nothing to turn to
    board.step()
    assert board.lang == "es" and board.shown_text()[0] == "Listas de espera"


def test_a_change_at_the_desk_is_on_the_board_within_a_second(
        qtbot: Any, board: Board, listed: Floor, desk: Desk) -> None:
    assert "3. Luis P." not in board.shown_text()
    started = time.monotonic()
    waitlists.add_to_waitlist(desk, game_id=listed.game, player_id=listed.players["Luis Pérez"])
    qtbot.waitUntil(lambda: "3. Luis P." in board.shown_text(), timeout=1000)
    assert time.monotonic() - started < 1.0


def test_the_store_not_answering_is_said_and_the_board_stays(
        board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman.services.desk import StoreUnreachable

    def no_answer(*_args: object) -> None:
        raise StoreUnreachable("the server does not answer")

    monkeypatch.setattr(board.reader, "poll", no_answer)
    assert not board.poll()
    assert "Not updating" in board.shown_text() and "1. José G." in board.shown_text()
    monkeypatch.undo()
    board.poll()
    assert "Not updating" not in board.shown_text()


def test_tournament_tables_are_on_the_board(
        qtbot: Any, board: Board, listed: Floor, desk: Desk) -> None:
    seen: list[tuple[int, ...]] = []
    board.tournamentsShown.connect(seen.append)
    tid = events.create_tournament(desk, name="Viernes Deepstack", variant="holdem",
                                   betting="no_limit", table_size=6, tables=[21, 22],
                                   starting_stack=20000).created_id
    events.register_entrants(desk, tournament_id=tid,
                             names=["Carmen Vidal Soto", "Raúl Ortega", "Nuria Blanco",
                                    "Pablo Gil", "Elena Ruiz Gómez", "Tomás Pardo",
                                    "Irene Marín", "Hugo Serrano"])
    events.draw_seats(desk, tournament_id=tid)
    qtbot.waitUntil(lambda: "Viernes Deepstack" in board.shown_text(), timeout=1000)
    shown = board.shown_text()
    assert "NL Hold'em · 2 tables" in shown and "8 left" in shown
    assert "Table 21" in shown and "Table 22" in shown and "4 players" in shown
    assert any(words.endswith("  Carmen V. S.") for words in shown)
    assert not any("Vidal" in words for words in shown)
    assert seen == [(tid,)] and board.shown_tournaments() == (tid,)


def test_a_tournament_room_shows_only_tournaments(
        qtbot: Any, listed: Floor, desk: Desk, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    tid = events.create_tournament(desk, name="Sunday", variant="holdem", betting="no_limit",
                                   table_size=9, tables=[30], starting_stack=10000).created_id
    events.register_entrants(desk, tournament_id=tid, names=["Ana Sol", "Leo Mar"])
    events.draw_seats(desk, tournament_id=tid)
    save_choices(board_settings, "tournaments", BoardChoices(games=frozenset()))
    board = open_board(qtbot, board_store, board_settings, clock, room="tournaments")
    shown = board.shown_text()
    assert shown[0] == "Tournaments" and "Sunday" in shown
    assert "1/2 NL Hold'em" not in shown


def test_an_empty_room_says_so(qtbot: Any, desk: Desk, store_url: str, clock: FakeClock) -> None:
    games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1", stake_big="2",
                   min_buy_in="100", max_buy_in="300")
    store = open_store(store_url, read_only=True)
    try:
        board = open_board(qtbot, store, None, clock)
        assert "No game is running yet" in board.shown_text()
        board.step()
        assert "Aún no hay partidas en juego" in board.shown_text()
        board.close()
    finally:
        store.close()


# --- two rooms, and a board's settings --------------------------------------------------


def test_two_boards_show_two_rooms(qtbot: Any, listed: Floor, desk: Desk,
                                   board_store: Store, board_settings: QSettings,
                                   clock: FakeClock) -> None:
    omaha = games.add_game(desk, variant="omaha", betting="pot_limit", stake_small="1",
                           stake_big="2", min_buy_in="100", max_buy_in="500").created_id
    waitlists.add_to_waitlist(desk, game_id=omaha, player_id=listed.players["Luis Pérez"])
    save_choices(board_settings, "main", BoardChoices(games=frozenset({listed.game})))
    save_choices(board_settings, "bar", BoardChoices(games=frozenset({omaha}),
                                                     languages="en"))
    main = open_board(qtbot, board_store, board_settings, clock)
    bar = open_board(qtbot, board_store, board_settings, clock, room="bar")
    assert "1/2 NL Hold'em" in main.shown_text() and "1/2 PLO" not in main.shown_text()
    assert "1/2 PLO" in bar.shown_text() and "1/2 NL Hold'em" not in bar.shown_text()
    assert "No table open yet" in bar.shown_text() and "1. Luis P." in bar.shown_text()
    assert bar.windowTitle() == "floorman: the room's board (bar)"
    assert board_settings.value(f"{group('bar')}/languages") == "en"


def test_f2_opens_the_settings_and_a_page_time_of_zero_is_refused(
        qtbot: Any, board: Board, listed: Floor, desk: Desk,
        board_settings: QSettings) -> None:
    omaha = games.add_game(desk, variant="omaha", betting="pot_limit", stake_small="1",
                           stake_big="2", min_buy_in="100", max_buy_in="500").created_id
    with qtbot.waitActive(board, timeout=2000):
        board.activateWindow()
    qtbot.keyClick(board, Qt.Key.Key_F2)
    dialog = board.dialog
    assert isinstance(dialog, BoardSettingsDialog) and dialog.isVisible()
    assert dialog.windowTitle() == "Board settings: main"
    assert dialog.games.every.isChecked()
    for bad, words in (("0", "0 seconds is too short: a page must stay on screen for some "
                              "time. Give from 3 to 600 seconds."),
                       ("-4", "-4 seconds is too short"),
                       ("soon", "Give the seconds a page stays on screen as a whole number")):
        dialog.seconds.setText(bad)
        ok(dialog)
        assert dialog.isVisible(), bad
        assert dialog.error_text("page_seconds").startswith(words), bad
    assert load_choices(board_settings) == BoardChoices()  # nothing kept
    dialog.seconds.setText("8")
    dialog.games.every.setChecked(False)
    dialog.games.set_checked(listed.game, False)
    dialog.games.set_checked(omaha, True)
    dialog.languages.setCurrentIndex(2)  # Spanish only
    ok(dialog)
    assert not dialog.isVisible()
    kept = load_choices(board_settings)
    assert kept == BoardChoices(frozenset({omaha}), None, "es", 8)
    assert board.choices == kept
    assert board.lang == "es" and "1/2 NL Hold'em" not in board.shown_text()
    assert "Nadie en espera" not in board.shown_text()  # omaha neither runs nor lists


def test_the_settings_dialog_speaks_spanish_and_lists_tournaments(
        qtbot: Any, listed: Floor, desk: Desk, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    tid = events.create_tournament(desk, name="Sunday", variant="holdem", betting="no_limit",
                                   table_size=9, tables=[30], starting_stack=10000).created_id
    board = open_board(qtbot, board_store, board_settings, clock, lang="es")
    dialog = board.open_settings()
    assert dialog.windowTitle() == "Ajustes del tablero: main"
    assert dialog.tournaments.list.item(0).text() == (
        "Sunday · NL Hold'em (aún sin sorteo)")
    assert dialog.tournaments.list.item(0).data(Qt.ItemDataRole.UserRole) == tid
    assert dialog.languages.itemText(0) == "Inglés y español por turnos"
    dialog.seconds.setText("0")
    ok(dialog)
    assert dialog.error_text("page_seconds").startswith("0 segundos es muy poco")
    dialog.reject()


def test_a_hand_edited_settings_file_still_shows_the_board(board_settings: QSettings) -> None:
    board_settings.setValue("board/main/games", "1, x, 3")
    board_settings.setValue("board/main/page_seconds", "0")
    board_settings.setValue("board/main/languages", "fr")
    board_settings.setValue("board/main/clock_sound", "loud")
    assert load_choices(board_settings) == BoardChoices(games=frozenset({1, 3}))
    board_settings.setValue("board/main/clock_sound", " False ")
    assert not load_choices(board_settings).clock_sound


def test_keys_close_the_board_and_leave_full_screen(qtbot: Any, board: Board) -> None:
    shortcuts = {a.objectName(): a.shortcut().toString() for a in board.actions()}
    assert shortcuts == {"board_settings": "F2", "board_full_screen": "F11",
                         "board_quit": "Ctrl+Q"}
    board.full_screen_action.trigger()
    qtbot.waitUntil(board.isFullScreen, timeout=2000)
    board.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not board.isFullScreen(), timeout=2000)
    with qtbot.waitActive(board, timeout=2000):
        board.activateWindow()
    qtbot.keyClick(board, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not board.isVisible(), timeout=2000)
    assert not board._poll.isActive()


def test_a_clock_panel_stands_beside_the_lists(board: Board, qapp: QApplication) -> None:
    columns = board.sheet._columns
    clock = QLabel("level 3 · 12:00")
    clock.setFixedWidth(640)
    board.set_side_panel(clock)
    qapp.processEvents()
    assert board.side_panel() is clock and clock.isVisible()
    assert clock.geometry().left() >= board.sheet.geometry().right()
    assert clock.height() == board.height()
    assert board.sheet.width() == SCREEN[0] - 640 and board.sheet._columns < columns
    board.set_side_panel(None)
    qapp.processEvents()
    assert board.side_panel() is None and board.sheet.width() == SCREEN[0]
    spoken: list[str] = []
    board.languageShown.connect(spoken.append)
    board.step()
    board.step()
    assert spoken == ["es", "en"]  # a clock beside the lists can speak as they do


# --- the tournament clock beside the lists ----------------------------------------------


def clocked_event(desk: Desk, name: str = "Viernes Deepstack", tables: tuple[int, ...] = (21, 22),
                  start: bool = True) -> int:
    """A tournament of eight drawn on ``tables``, on the regular structure (20-minute
    levels, 25/50 first), 100 a buy-in; its clock started (at the desk's moment) when
    ``start``."""
    tid = events.create_tournament(desk, name=name, variant="holdem", betting="no_limit",
                                   table_size=6, tables=list(tables),
                                   starting_stack=20000).created_id
    events.register_entrants(desk, tournament_id=tid, names=[
        "Carmen Vidal Soto", "Raúl Ortega", "Nuria Blanco", "Pablo Gil", "Elena Ruiz Gómez",
        "Tomás Pardo", "Irene Marín", "Hugo Serrano"])
    events.draw_seats(desk, tournament_id=tid)
    clocks.save_structure(desk, tid, template("regular").levels)
    clocks.set_prizes(desk, tid, PrizeSettings(buy_in=Decimal(100)))
    if start:
        clocks.start_clock(desk, tid)
    return tid


def panel_of(board: Board) -> ClockScreen:
    shown = board.side_panel()
    assert isinstance(shown, ClockScreen) and shown is board.clock_screen
    return shown


def test_a_started_clock_stands_beside_the_lists_with_its_level_and_time(
        qtbot: Any, qapp: QApplication, board: Board, desk: Desk, clock: FakeClock) -> None:
    columns = board.sheet._columns
    tid = clocked_event(desk, start=False)
    assert board.poll() and board.shown_tournaments() == (tid,)
    assert board.side_panel() is None  # a structure, but the clock has not started
    clocks.start_clock(desk, tid)
    assert board.poll()  # only the clock changed, and the board shows it
    screen = panel_of(board)
    qapp.processEvents()
    assert screen.text("name") == "Viernes Deepstack"
    assert screen.text("level") == "LEVEL 1" and screen.text("time") == "20:00"
    assert screen.text("blinds") == "25/50" and screen.text("state") == ""
    assert screen.text("players") == "8 / 8" and screen.text("pool") == "800"
    clock.advance(minutes=7, seconds=30)
    screen.tick()  # its own timer, on the desk's clock
    assert screen.text("time") == "12:30" and screen.text("to_break") == "1:12:30"
    # Beside the lists, the board's whole height; the lists re-paged into what is left.
    assert screen.geometry().left() >= board.sheet.geometry().right()
    assert screen.height() == board.height() and screen.portrait
    assert board.sheet.width() == SCREEN[0] - screen.width() and screen.width() >= 600
    assert 2 <= board.sheet._columns < columns
    assert "1. José G." in board.shown_text() and "Viernes Deepstack" in board.shown_text()
    assert not board.findChildren(QScrollBar) and not board.findChildren(QAbstractScrollArea)
    # Nothing of the clock falls off the board or over another line; the figures two by
    # two, so their captions keep their size.
    shown = {key: QRect(label.mapTo(screen, QPoint(0, 0)), label.size())
             for key, label in screen.labels.items()
             if label.isVisible() and (label.text() or key == "places")}
    for key, rect in shown.items():
        assert screen.rect().contains(rect), key
        assert not [other for other, there in shown.items()
                    if other != key and there.intersects(rect)], key
    assert shown["average"].top() > shown["to_break"].bottom()
    assert shown["players"].left() > shown["to_break"].right()
    assert screen.labels["players_caption"].font().pixelSize() >= 24
    assert not board.poll()  # nothing changed since
    assert board.desk.store.read_only


def test_the_clock_goes_when_its_tournament_is_not_chosen(
        qapp: QApplication, board: Board, desk: Desk, board_settings: QSettings) -> None:
    tid = clocked_event(desk)
    board.poll()
    shown = panel_of(board)
    gone: list[object] = []
    board.clockShown.connect(gone.append)
    board.apply_choices(BoardChoices(tournaments=frozenset()))
    assert board.side_panel() is None and board.clock_screen is None
    assert gone == [None] and not shown.isVisible()
    qapp.processEvents()
    assert board.sheet.width() == SCREEN[0]
    board.apply_choices(BoardChoices(tournaments=frozenset({tid})))
    assert panel_of(board).text("level") == "LEVEL 1"
    assert load_choices(board_settings).tournaments == frozenset({tid})


def test_a_pause_at_another_desk_shows_on_the_board(
        board: Board, desk: Desk, store_url: str, clock: FakeClock) -> None:
    tid = clocked_event(desk)
    board.poll()
    screen = panel_of(board)
    other = Desk(open_store(store_url), clock=clock, actor="second desk")
    try:
        clock.advance(minutes=3)
        clocks.pause_clock(other, tid)
        clock.advance(minutes=2)  # paused: the time stands
        assert board.poll()
        assert panel_of(board) is screen  # the same clock, read again
        assert screen.text("state") == "PAUSED" and screen.text("time") == "17:00"
        board.step()  # in Spanish with the lists
        assert screen.text("state") == "EN PAUSA"
        board.step()
        clocks.resume_clock(other, tid)
        clock.advance(seconds=45)
        assert board.poll()
        screen.tick()
        assert screen.text("state") == "" and screen.text("time") == "16:15"
        # A change that leaves the tournaments alone reads no clock again.
        kept = board.reader.clocks
        waitlists.add_to_waitlist(other, game_id=board.content.games[0].id,
                                  player_id=players.add_player(other, name="Rosa Vidal").created_id)
        assert board.poll() and board.reader.clocks is kept
    finally:
        other.store.close()


def test_the_clock_speaks_the_boards_language(
        qtbot: Any, listed: Floor, desk: Desk, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    clocked_event(desk)
    board = open_board(qtbot, board_store, board_settings, clock)
    screen = panel_of(board)
    assert board.lang == "en" and screen.text("level") == "LEVEL 1"
    board.step()  # the same page in Spanish, and the clock with it
    assert (board.lang, screen.lang) == ("es", "es")
    assert screen.text("level") == "NIVEL 1" and screen.text("blinds_caption") == "Ciegas"
    assert screen.text("players_caption") == "Jugadores"
    board.step()
    assert screen.text("level") == "LEVEL 1"
    save_choices(board_settings, "spanish", BoardChoices(languages="es"))
    spanish = open_board(qtbot, board_store, board_settings, clock, room="spanish")
    assert panel_of(spanish).text("to_break_caption") == "Próximo descanso"


def test_of_several_clocks_the_board_shows_the_running_one(
        board: Board, desk: Desk, clock: FakeClock) -> None:
    zeta = clocked_event(desk, "Zeta Turbo", tables=(31, 32))
    alfa = clocked_event(desk, "alfa Deepstack", tables=(21, 22))
    board.poll()
    screen = panel_of(board)
    assert screen.text("name") == "alfa Deepstack"  # both run: the first by name
    clocks.pause_clock(desk, alfa)
    board.poll()
    assert panel_of(board) is screen and screen.text("name") == "Zeta Turbo"
    clocks.pause_clock(desk, zeta)
    board.poll()
    assert screen.text("name") == "alfa Deepstack" and screen.text("state") == "PAUSED"
    board.apply_choices(BoardChoices(tournaments=frozenset({zeta})))
    assert panel_of(board).text("name") == "Zeta Turbo"


def test_the_board_sounds_the_clock_unless_its_settings_say_not(
        qtbot: Any, listed: Floor, desk: Desk, board_store: Store, board_settings: QSettings,
        clock: FakeClock) -> None:
    clocked_event(desk)
    sounds: list[Signal] = []
    board = open_board(qtbot, board_store, board_settings, clock, sounds=sounds)
    screen = panel_of(board)
    clock.advance(minutes=19, seconds=30)
    screen.tick()
    assert sounds == [Signal.ONE_MINUTE]
    dialog = board.open_settings()
    assert dialog.clock_sound.isChecked()
    assert dialog.clock_sound.text() == "Sound its chimes"
    dialog.clock_sound.setChecked(False)
    ok(dialog)
    assert load_choices(board_settings).clock_sound is False
    assert board_settings.value(f"{group('main')}/clock_sound") == "false"
    clock.advance(minutes=1)
    screen.tick()
    assert screen.text("level") == "LEVEL 2" and sounds == [Signal.ONE_MINUTE]  # silent
    board.apply_choices(dataclasses.replace(board.choices, clock_sound=True))
    clock.advance(minutes=18, seconds=30)  # level 2 has 30 seconds left
    screen.tick()
    assert sounds == [Signal.ONE_MINUTE, Signal.ONE_MINUTE]


# --- the house's privacy setting --------------------------------------------------------


def test_the_house_dialog_sets_how_the_board_shows_names(
        qtbot: Any, listed: Floor, window: MainWindow, board: Board) -> None:
    press(qtbot, window, Qt.Key.Key_Comma, CTRL)
    dialog = dialog_of(window, HouseDialog)
    assert dialog.board_names.currentIndex() == 0
    assert dialog.board_names.itemText(0) == "First name and initials (Ana L.)"
    dialog.board_names.setCurrentIndex(1)
    ok(dialog)
    assert window.feed.view.house.board_names == "initials"
    qtbot.waitUntil(lambda: "1. J. G." in board.shown_text(), timeout=1000)
    assert "2. A. L." in board.shown_text()


# --- the desk's Tables > Open board… ----------------------------------------------------


def test_the_desk_opens_the_board_on_its_store_read_only(
        qtbot: Any, listed: Floor, desk: Desk, window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    tables_menu = window._menus["tables"]
    names = [a.objectName() for a in tables_menu.actions() if not a.isSeparator()]
    assert names[names.index("tournaments") + 1] == "open_board"
    assert window.open_board_action.text() == "Open the public bo&ard…"
    window.open_board_action.trigger()
    dialog = dialog_of(window, BoardSettingsDialog)
    dialog.seconds.setText("0")
    ok(dialog)
    assert dialog.isVisible() and "too short" in dialog.error_text("page_seconds")
    dialog.seconds.setText("15")
    ok(dialog)
    deskboard = window._board
    assert isinstance(deskboard, DeskBoard) and deskboard.board is not None
    shown = deskboard.board
    qtbot.addWidget(shown)
    assert shown.isVisible() and not shown.isFullScreen()  # one screen: a window
    assert shown.desk.store is not desk.store and shown.desk.store.read_only
    assert shown.choices.page_seconds == 15
    assert "1. José G." in shown.shown_text()
    window.feed.act(waitlists.add_to_waitlist, game_id=listed.game,
                    player_id=listed.players["Luis Pérez"])
    qtbot.waitUntil(lambda: "3. Luis P." in shown.shown_text(), timeout=1000)
    with pytest.raises((FloorError, SQLAlchemyError)):
        players.add_player(shown.desk, name="Nobody Writes")

    # Asked again, the same board takes the new settings.
    window.open_board_action.trigger()
    again = dialog_of(window, BoardSettingsDialog)
    again.languages.setCurrentIndex(1)  # English only
    ok(again)
    assert deskboard.board is shown and shown.choices.languages == "en"
    store = shown.desk.store
    closing = store.close
    closed: list[bool] = []
    monkeypatch.setattr(store, "close", lambda: closed.append(True) or closing())
    shown.close()
    assert closed == [True] and not shown.owns_store  # the board closed its own connection
    assert not desk.store.read_only and floor_view(desk).tables  # the desk's is open
    window.open_board_action.trigger()
    ok(dialog_of(window, BoardSettingsDialog))
    assert deskboard.board is not shown and deskboard.board.isVisible()
    qtbot.addWidget(deskboard.board)


SECOND_SCREEN = """
import json, sys
from PySide6.QtWidgets import QApplication, QWidget
from floorman.services.desk import Desk
from floorman.store import open_store
from floorman.ui.board import Board, place_on_screen

app = QApplication([])
desk = QWidget()
desk.show()
store = open_store(sys.argv[1], read_only=True)
board = Board(Desk(store), None)
place_on_screen(board, desk)
app.processEvents()
print(json.dumps([desk.screen().name(), board.screen().name(), board.isFullScreen(),
                  board.geometry().getRect(), board.page_count()]))
board.close()
store.close()
"""


@pytest.mark.slow
def test_the_desk_puts_the_board_full_screen_on_the_second_screen(
        tmp_path: Path, listed: Floor, store_url: str) -> None:
    screens = tmp_path / "screens.json"
    screens.write_text(json.dumps({"screens": [
        {"name": "desk", "x": 0, "y": 0, "width": 1600, "height": 1000},
        {"name": "tv", "x": 1600, "y": 0, "width": 1920, "height": 1080}]}))
    shown = subprocess.run(
        [sys.executable, "-c", SECOND_SCREEN, store_url], cwd=ROOT, capture_output=True,
        text=True, timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screens}"})
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout) == ["desk", "tv", True, [1600, 0, 1920, 1080], 1]


# --- floorman --board -------------------------------------------------------------------


def test_board_flag_opens_the_board(monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    from floorman import app

    called: list[tuple[str | None, str, str]] = []
    monkeypatch.setattr(launch, "launch_board",
                        lambda url, lang, room: called.append((url, lang, room)) or 0)
    monkeypatch.setattr(launch, "launch", lambda *_a: pytest.fail("the desk was opened"))
    monkeypatch.setattr(launch, "launch_dealer", lambda *_a: pytest.fail("a station opened"))
    assert app.main(["--board", "--database", "sqlite:///x.sqlite", "--lang", "es"]) == 0
    assert app.main(["--board", "--room", " bar ", "--lang", "en"]) == 0
    assert called == [("sqlite:///x.sqlite", "es", "main"), (None, "en", "bar")]
    for wrong in (["--board", "db", "upgrade"], ["--room", "bar"], ["--board", "--dealer"]):
        with pytest.raises(SystemExit):
            app.main(wrong)
    assert app.main(["--board", "--room", "a/b", "--lang", "en"]) == 2
    assert "the room name may not hold '/'" in capsys.readouterr().err
    assert app.main(["--board", "--database", "sqlite://", "--lang", "en"]) == 2
    assert "in-memory" in capsys.readouterr().err
    assert len(called) == 2


def test_launch_opens_the_board_full_screen_read_only(
        qapp: QApplication, listed: Floor, store_url: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    seen: list[tuple[bool, bool, str]] = []

    def look_and_quit() -> None:
        boards = [w for w in QApplication.topLevelWidgets()
                  if isinstance(w, Board) and w.isVisible()]
        seen.extend((b.desk.store.read_only, b.isFullScreen(), b.room) for b in boards)
        for shown in boards:
            shown.close()
        QApplication.exit(0)

    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(300, look_and_quit)
    try:
        assert launch.launch_board(store_url, "en", "bar") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert seen == [(True, True, "bar")]


def test_launch_explains_a_missing_store_and_creates_none(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, title, text: shown.append((title, text)))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    path = tmp_path / "floor.sqlite"
    assert launch.launch_board(f"sqlite:///{path}", "en", "main") == launch.EXIT_STORE
    assert shown and "floorman" in capsys.readouterr().err
    assert not path.exists()


# --- a desk in another process ----------------------------------------------------------

OTHER_DESK = """
import sys, time
from floorman.services import waitlists
from floorman.services.desk import Desk
from floorman.store import open_store

url, game, player = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
desk = Desk(open_store(url), actor="other-desk")
print("ready", flush=True)
sys.stdin.readline()
change = waitlists.add_to_waitlist(desk, game_id=game, player_id=player)
print(change.audit_id, time.time(), flush=True)
sys.stdin.readline()
desk.store.close()
"""


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def shared_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A store two processes share: a SQLite file, or a PostgreSQL schema (skipped, and
    said loudly at the end of the run, where no server answers)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/shared.sqlite"
        return
    from sqlalchemy import create_engine, text

    from tests import conftest as root

    try:
        database = request.getfixturevalue("postgres_database")
    except pytest.skip.Exception:
        root._postgres["skipped"] += 1
        raise
    root._postgres["ran"] += 1
    schema = f"t_{uuid.uuid4().hex[:12]}"
    engine = create_engine(database, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield f"{database}?options=-csearch_path%3D{schema}"
    finally:
        with engine.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


@pytest.mark.slow
def test_a_desk_in_another_process_is_on_the_board_within_a_second(
        qtbot: Any, qapp: QApplication, shared_url: str, clock: FakeClock) -> None:
    desk = Desk(open_store(shared_url), clock=clock, actor="first-desk")
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    games.open_table(desk, number=1, game_id=game)
    first = players.add_player(desk, name="Begoña Campos").created_id
    waitlists.add_to_waitlist(desk, game_id=game, player_id=first)
    player = players.add_player(desk, name="Óscar Castillo Ruiz").created_id
    desk.store.close()
    store = open_store(shared_url, read_only=True)
    other = subprocess.Popen([sys.executable, "-c", OTHER_DESK, shared_url, str(game),
                              str(player)], cwd=ROOT, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        board = open_board(qtbot, store, None, clock)
        assert "1. Begoña C." in board.shown_text()
        assert other.stdout is not None and other.stdin is not None
        assert other.stdout.readline().strip() == "ready", other.stderr and other.stderr.read()
        other.stdin.write("go\n")
        other.stdin.flush()
        audit_id, committed = other.stdout.readline().split()
        deadline = time.time() + 3
        while "2. Óscar C. R." not in board.shown_text() and time.time() < deadline:
            qapp.processEvents()
            time.sleep(0.002)
        seen = time.time()
        assert "2. Óscar C. R." in board.shown_text()
        assert board.content.version == int(audit_id)
        late = seen - float(committed)
        print(f"on the board {late * 1000:.0f} ms after the other desk's commit")
        assert late < 1.0, f"on the board {late:.2f} s late"
        _out, err = other.communicate("done\n", timeout=30)
        assert other.returncode == 0, err
        board.close()
    finally:
        if other.poll() is None:
            other.kill()
        other.communicate()  # and its pipes closed
        store.close()


# --- screenshots ------------------------------------------------------------------------


def busy_room(desk: Desk) -> int:
    """The demo room with a must-move game and a tournament drawn on tables 21 to 23
    (its id)."""
    load_demo(desk)
    view = floor_view(desk)
    by_number = {t.number: t for t in view.tables}
    main, feeder = by_number[1], by_number[2]
    must_move.make_must_move(desk, table_id=feeder.id, main_table_id=main.id)
    tid = events.create_tournament(desk, name="Viernes Deepstack", variant="holdem",
                                   betting="no_limit", table_size=9, tables=[21, 22, 23],
                                   starting_stack=20000).created_id
    names = ["Carmen Vidal Soto", "Raúl Ortega", "Nuria Blanco", "Pablo Gil", "Elena Ruiz",
             "Tomás Pardo", "Irene Marín", "Hugo Serrano", "Lucía Fernández", "Diego Navarro",
             "Marta Iglesias", "Sergio Molina", "Paula Herrera", "Álvaro Castro",
             "Sara Romero", "Jorge Delgado", "Inés Torres", "Marcos Vega", "Noelia Prieto",
             "Rubén Cabello", "Alba Rubio", "Iván Calvo", "Clara Méndez"]
    events.register_entrants(desk, tournament_id=tid, names=names)
    events.draw_seats(desk, tournament_id=tid)
    return tid


def save_board(board: Board, path: Path, saved: list[Path]) -> None:
    image: QImage = board.grab().toImage()
    if image.size().toTuple() != SCREEN or not image.save(str(path)):
        raise OSError(f"could not write {path} at {SCREEN}")
    saved.append(path)


def board_screenshots(folder: Path) -> list[Path]:
    """The busy room's board at 1920x1080: every page, in English and in Spanish (the
    first page as ``board-en.png`` and ``board-es.png``)."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    clock = FakeClock()
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/room.sqlite"
        store = open_store(url)
        busy_room(Desk(store, clock=clock, rng=random.Random(11)))
        store.close()
        reading = open_store(url, read_only=True)
        clock.advance(minutes=2)
        board = Board(Desk(reading, clock=clock), None)
        try:
            board.resize(*SCREEN)
            board.show()
            for _ in range(5):
                app.processEvents()
            for page in range(board.page_count()):
                for lang in ("en", "es"):
                    suffix = "" if page == 0 else f"-page{page + 1}"
                    save_board(board, folder / f"board-{lang}{suffix}.png", saved)
                    board.step()
                    app.processEvents()
        finally:
            board.close()
            reading.close()
    return saved


def board_clock_screenshots(folder: Path) -> list[Path]:
    """The busy room's board at 1920x1080 with the tournament's clock beside the lists,
    on level 4 (a big blind ante) with 12:35 left and prizes set: ``board-clock-en.png``
    and ``board-clock-es.png``."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    clock = FakeClock()
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/room.sqlite"
        store = open_store(url)
        desk = Desk(store, clock=clock, rng=random.Random(11))
        tid = busy_room(desk)
        clocks.save_structure(desk, tid, template("regular").levels)
        clocks.set_prizes(desk, tid, PrizeSettings(buy_in=Decimal(100), rebuy=Decimal(100),
                                                   rebuy_chips=Decimal(20000)))
        clocks.record_rebuys(desk, tid, 6)
        clocks.start_clock(desk, tid)
        store.close()
        reading = open_store(url, read_only=True)
        clock.advance(minutes=67, seconds=25)  # level 4, 12:35 left
        board = Board(Desk(reading, clock=clock), None, sound=None)
        try:
            board.resize(*SCREEN)
            board.show()
            for _ in range(5):
                app.processEvents()
            for lang in ("en", "es"):
                save_board(board, folder / f"board-clock-{lang}.png", saved)
                board.step()
                app.processEvents()
        finally:
            board.close()
            reading.close()
    return saved


def test_screenshots_of_the_board_with_the_clock(tmp_path: Path) -> None:
    saved = board_clock_screenshots(tmp_path)
    assert [p.name for p in saved] == ["board-clock-en.png", "board-clock-es.png"]
    assert QImage(str(saved[1])).size().toTuple() == SCREEN


def test_screenshots_of_the_board(tmp_path: Path) -> None:
    saved = board_screenshots(tmp_path)
    assert {p.name for p in saved} >= {"board-en.png", "board-es.png"}
    image = QImage(str(tmp_path / "board-es.png"))
    assert image.size().toTuple() == SCREEN


if __name__ == "__main__":
    into = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots/board")
    for shot in [*board_screenshots(into), *board_clock_screenshots(into)]:
        print(shot)
