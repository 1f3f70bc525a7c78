"""The desk with must-move games: build a chain from the Tables menu, open a main-game
seat and hold it for the first in must-move order, confirm the move after the big blind
with one key, refuse one and see the one-hour bar, and open a new table from a long
list (RRoP 2.iii.3, 2.iii.7-10). Screenshots go to /tmp/shots/must-move/."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from floorman.floor.attention import Kind
from floorman.services import games, must_move, players, seats, waitlists
from floorman.services.desk import Desk, FloorError
from tests.fakes import FakeClock
from tests.ui.conftest import make_window
from tests.ui.helpers import SHIFT, dialog_of, ok, press, refusals, seat

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.must_move_dialogs import MakeMustMoveDialog, NewGameDialog
from floorman.ui.must_move_panel import MustMoveRole
from floorman.ui.seat_dialogs import MoveDialog

SHOTS = Path(os.environ.get("FLOORMAN_SHOTS", "/tmp/shots/must-move"))
NAMES = ("Ana López", "Luis Pérez", "Marta Ruiz", "Iñigo Sanz", "Sofía Díaz")


def shot(widget: QWidget, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    widget.grab().save(str(SHOTS / f"{name}.png"))


@dataclass
class Room:
    game: int
    main: int
    mm1: int
    people: dict[str, int]


@pytest.fixture
def room(desk: Desk, clock: FakeClock) -> Room:
    """Main table 3 with eight regulars (seat 9 open), table 5 beside it, five players
    on the 1/2 list in the order of NAMES."""
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    main = games.open_table(desk, number=3, game_id=game).created_id
    mm1 = games.open_table(desk, number=5, game_id=game).created_id
    for n in range(1, 9):
        regular = players.add_player(desk, name=f"Regular {n}").created_id
        seats.seat_player(desk, table_id=main, seat=n, player_id=regular)
    people = {name: players.add_player(desk, name=name).created_id for name in NAMES}
    for name in NAMES:
        clock.advance(minutes=1)
        waitlists.add_to_waitlist(desk, game_id=game, player_id=people[name])
    return Room(game, main, mm1, people)


@pytest.fixture
def desk_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path,
                room: Room) -> MainWindow:
    return make_window(qtbot, desk, language, tmp_path)


def test_a_chain_a_main_seat_held_confirmed_after_the_big_blind_and_a_refusal_barred(
        qtbot: object, desk_window: MainWindow, room: Room, clock: FakeClock,
        language: Language) -> None:
    window = desk_window
    p = room.people
    # Table 5 becomes the must-move of table 3 from the Tables menu (Ctrl+M).
    assert window.map.select(room.mm1, 1)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    dialog = dialog_of(window, MakeMustMoveDialog)
    dialog.main.setCurrentIndex(dialog.main.findData(room.main))
    ok(dialog)
    assert window.map.badge(room.main) == "main"
    assert window.map.badge(room.mm1) == "MM1 → table 3"
    # Three players sit down at the must-move, in another order than the list's.
    for number, name in ((1, "Marta Ruiz"), (2, "Luis Pérez"), (3, "Ana López")):
        window.feed.act(seats.seat_player, table_id=room.mm1, seat=number, player_id=p[name])
    panel = window.must_moves
    head = panel.model.item(0)
    order = [head.child(row).data(MustMoveRole.POSITION) for row in range(head.rowCount())]
    names = [head.child(row).text() for row in range(head.rowCount())]
    assert order == [1, 2, 3]
    assert names == ["1. Ana López", "2. Luis Pérez", "3. Marta Ruiz"], "original list order"
    # The main game's seat 9 opens: F2 holds it for Ana, the first in must-move order.
    assert window.map.select(room.main, 9)
    press(qtbot, window, Qt.Key.Key_F2)
    held = seat(window, room.main, 9)
    assert (held.state, held.name, held.move_condition) == ("held", "Ana López", "big_blind")
    assert "moving from must-move table 5" in window.map.describe(
        window.feed.view.table(room.main), 9)
    head = panel.model.item(0)
    pending = [head.child(row, 1).text() for row in range(head.rowCount())
               if head.child(row).data(MustMoveRole.PENDING)]
    assert pending and "when due the big blind" in pending[0]
    items = window.attention.attention.items
    assert any(i.kind == Kind.MOVE_PENDING and i.name == "Ana López" for i in items)
    shot(window, "desk-move-pending")
    shot(panel, "panel-move-pending")
    # Her big blind comes round: one key confirms the move.
    clock.advance(minutes=6)
    press(qtbot, window, Qt.Key.Key_F9)
    assert seat(window, room.main, 9).name == "Ana López"
    assert seat(window, room.main, 9).state == "playing"
    assert seat(window, room.mm1, 3).state == "empty"
    # Another seat opens; Luis is next, and he refuses the move.
    window.feed.act(seats.unseat_player, table_id=room.main, seat=1)
    assert window.map.select(room.main, 1)
    press(qtbot, window, Qt.Key.Key_F2)
    assert seat(window, room.main, 1).name == "Luis Pérez"
    press(qtbot, window, Qt.Key.Key_F9, SHIFT)
    assert seat(window, room.main, 1).name == "Marta Ruiz", "the next in order is held for"
    assert not any(s.player_id == p["Luis Pérez"] for t in window.feed.view.tables
                   for s in t.seats)
    bars = [panel.model.item(row) for row in range(panel.model.rowCount())
            if panel.model.item(row).data(MustMoveRole.KIND) == "bars"]
    assert bars and "Luis Pérez" in bars[0].child(0).text()
    assert "60:00 left" in bars[0].child(0, 1).text()
    clock.advance(minutes=15)
    panel.tick()
    assert "45:00 left" in bars[0].child(0, 1).text(), "the countdown runs"
    with pytest.raises(FloorError) as refused:
        window.feed.act(waitlists.add_to_waitlist, game_id=room.game, player_id=p["Luis Pérez"])
    assert "45 min left" in refused.value.text.en
    shot(window, "desk-refused-bar")
    shot(panel, "panel-refused-bar")
    language.switch("es")
    QApplication.processEvents()
    assert window.map.badge(room.mm1) == "MM1 → mesa 3"
    shot(window, "desk-refused-bar-es")
    shot(panel, "panel-refused-bar-es")
    language.switch("en")
    # Undo (Ctrl+Z) puts Luis back at the must-move with his move pending, no bar.
    window.feed.undo_stack.undo()
    assert seat(window, room.main, 1).name == "Luis Pérez"
    assert not [b for b in window.feed.view.bars if b.until > clock()]


def test_a_player_joining_the_must_move_adds_his_row_and_leaves_the_others_in_place(
        qtbot: object, desk_window: MainWindow, room: Room) -> None:
    window = desk_window
    window.feed.act(must_move.make_must_move, table_id=room.mm1, main_table_id=room.main)
    window.feed.act(seats.seat_player, table_id=room.mm1, seat=1,
                    player_id=room.people["Luis Pérez"])
    panel = window.must_moves
    head, first = panel.model.item(0), panel.model.item(0).child(0)
    resets: list[bool] = []
    panel.model.modelReset.connect(lambda: resets.append(True))
    # Ana, ahead of Luis on the original list, sits down: she goes first, Luis second.
    window.feed.act(seats.seat_player, table_id=room.mm1, seat=2,
                    player_id=room.people["Ana López"])
    assert not resets, "the rows are changed in place, not rebuilt"
    assert panel.model.item(0) is head and head.child(0) is first
    assert [head.child(row).text() for row in range(head.rowCount())] == [
        "1. Ana López", "2. Luis Pérez"]
    assert head.child(1, 1).data(MustMoveRole.SEAT) == 1
    assert panel.tree.isExpanded(head.index())
    # The chain dissolves: its rows go; two tables of one game now share new players.
    window.feed.act(must_move.unmake_must_move, table_id=room.mm1)
    assert [panel.model.item(row).data(MustMoveRole.KIND)
            for row in range(panel.model.rowCount())] == ["new"]
    where = panel.model.item(0).child(0, 0)  # the row that showed Ana, reused
    assert where.text().endswith("→ table 5") and where.data(MustMoveRole.KIND) == "table"
    assert where.data(MustMoveRole.PLAYER_ID) is None, "nothing of Ana's row is left"
    assert not where.font().bold() and panel.model.item(0).font().bold()


def test_a_voluntary_transfer_the_rule_forbids_is_refused_with_its_reason_rrop_2_iii_3(
        qtbot: object, desk_window: MainWindow, room: Room) -> None:
    window = desk_window
    window.feed.act(seats.seat_player, table_id=room.mm1, seat=1,
                    player_id=room.people["Ana López"])
    # Ana, alone at table 5, asks to go to the eight-handed table 3.
    assert window.map.select(room.mm1, 1)
    press(qtbot, window, Qt.Key.Key_F7)
    move = dialog_of(window, MoveDialog)
    move.table.setCurrentIndex(move.table.findData(room.main))
    assert move.seat.value() == 9
    move.transfer.setChecked(True)
    shot(move, "move-dialog-transfer")
    ok(move)
    said = move.error_text("table")
    assert "RRoP 2.iii.3" in said and "0 players, fewer than the 8 at table 3" in said
    shot(move, "move-dialog-transfer-refused")
    assert seat(window, room.mm1, 1).name == "Ana López", "nothing was written"
    # The floor's own move is not a voluntary transfer.
    move.transfer.setChecked(False)
    ok(move)
    assert seat(window, room.main, 9).name == "Ana López"
    assert not refusals(window)


def test_a_long_list_opens_a_new_table_from_the_attention_panel_rrop_2_iii_7_8(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path, room: Room,
        clock: FakeClock) -> None:
    for n in range(6):
        player = players.add_player(desk, name=f"Late {n}").created_id
        clock.advance(seconds=20)
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=player)
    window = make_window(qtbot, desk, language, tmp_path)
    panel = window.attention
    lines = [i for i in panel.attention.items if i.kind == Kind.NEW_GAME]
    assert [(i.count, i.of) for i in lines] == [(11, 9)]
    assert panel.select_key(lines[0].key)
    text = panel.model.data(panel.lines.currentIndex())
    assert "11 waiting for 1/2 NL Hold'em" in text and "open a new table" in text
    shot(panel, "attention-new-game")
    panel.go_to(lines[0])
    dialog = dialog_of(window, NewGameDialog)
    assert "Ana López" in dialog.who.text() and "RRoP 2.iii.8" in dialog.who.text()
    assert dialog.extra.isEnabled()
    dialog.number.setValue(12)
    dialog.extra.setChecked(True)
    shot(dialog, "new-game-dialog")
    ok(dialog)
    table = next(t for t in window.feed.view.tables if t.number == 12)
    assert len(table.seats) == 10 and table.extra_seat
    assert [s.name for s in table.seats][:2] == ["Ana López", "Luis Pérez"]
    assert all(s.state == "held" for s in table.seats)
    shot(window, "desk-new-game")
