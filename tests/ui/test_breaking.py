"""Breaking a table at the desk (RRoP 2.iii.14, 3.vii.2): offered when closing a table
with players, the draw and the plan in the dialog, the move slips in print preview, and
an absent player's held seat taken or missed. Screenshots go to /tmp/shots/breaking/."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTableWidget, QWidget

from floorman.services import breaking, games, players, seats
from floorman.services.desk import Desk
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, SHIFT, dialog_of, ok, press, refusals, seat

from floorman.ui import printing
from floorman.ui.break_dialog import BreakDialog
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.move_slips import SlipBook

SHOTS = Path(os.environ.get("FLOORMAN_SHOTS", "/tmp/shots/breaking"))


def shot(widget: QWidget, name: str) -> None:
    QApplication.processEvents()  # layouts settle (after a language switch, say)
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / f"{name}.png"))


@pytest.fixture
def room(desk: Desk, floor: Floor, clock: FakeClock) -> dict[str, int]:
    """Table 1 (Marta at seat 1) gets five more players, one of them away; tables 3 and
    4 of the same game have open seats."""
    ids = dict(floor.players)
    for n, name in enumerate(["José García", "Ana López", "Luis Pérez", "Sofía Díaz",
                              "Kim Nguyen"], start=2):
        ids.setdefault(name, players.add_player(desk, name=name).created_id)
        seats.seat_player(desk, table_id=floor.table, seat=n, player_id=ids[name],
                          buy_in="150")
    seats.mark_away(desk, table_id=floor.table, seat=6)
    for number, people in ((3, 6), (4, 7)):
        table = games.open_table(desk, number=number, game_id=floor.game, seats=8).created_id
        ids[f"table{number}"] = table
        for s in range(1, people + 1):
            pid = players.add_player(desk, name=f"Player {number}-{s}").created_id
            seats.seat_player(desk, table_id=table, seat=s, player_id=pid)
    clock.advance(minutes=2)
    return ids


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def captured_previews(monkeypatch: pytest.MonkeyPatch) -> list[printing.Printable]:
    previews: list[printing.Printable] = []
    monkeypatch.setattr(printing, "print_preview",
                        lambda document, parent=None: previews.append(document))
    return previews


def test_close_a_table_with_players_offers_to_break_it_and_the_slips_preview(
        floor: Floor, room: dict[str, int], window: MainWindow, qtbot: object,
        monkeypatch: pytest.MonkeyPatch) -> None:
    previews = captured_previews(monkeypatch)
    window.map.select(floor.table, 2)
    press(qtbot, window, Qt.Key.Key_T, CTRL | SHIFT)
    assert any("Table 1 still has 6 players" in text for text in refusals(window))
    box = next(b for b in window.findChildren(QMessageBox, "refusal") if b.isVisible())
    shot(box, "close_offers_break")
    button = box.findChild(QPushButton, "breakTheGame")
    assert button is not None
    button.click()
    dialog = dialog_of(window, BreakDialog)
    assert dialog.plan.rowCount() == 6, "floorman drew for all six (RRoP 2.iii.14)"
    goes = [cell(dialog.plan, row, 4) for row in range(6)]
    assert sum("Table" in g for g in goes) == 3 and sum("Head of the list" in g for g in goes) == 3
    assert "RRoP 2.iii.14" in dialog.why.text() and "number 1 of 6" in dialog.why.text()
    shot(dialog, "break_dialog_en")
    ok(dialog)
    assert not window.feed.view.table(floor.table).is_open
    assert previews, "the slips open in print preview"
    book = previews[-1]
    assert isinstance(book, SlipBook)
    text = book.toPlainText()
    assert text.count("Move slip") == 6 and "Break of table 1" in text
    assert "Marta Ruiz" in text and "From" in text and "table 1, seat 1" in text
    # The real preview dialog shows the pages with its Print button.
    preview = printing.preview_dialog(book, window)
    qtbot.addWidget(preview)  # type: ignore[attr-defined]
    preview.show()
    assert preview.findChild(QWidget, "printButton") is not None
    shot(preview, "slips_print_preview")
    preview.close()
    # One action: undo puts table 1 back with its six players.
    window.feed.undo_stack.undo()
    assert window.feed.view.table(floor.table).is_open
    assert window.feed.view.table(floor.table).players == 6


def test_a_recorded_draw_with_a_duplicate_card_is_refused_in_the_dialog(
        floor: Floor, room: dict[str, int], window: MainWindow, qtbot: object,
        monkeypatch: pytest.MonkeyPatch, language: Language) -> None:
    previews = captured_previews(monkeypatch)
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_B, CTRL)
    dialog = dialog_of(window, BreakDialog)
    dialog.clear.click()
    assert dialog.plan.rowCount() == 0
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    cards = ["As", "Kd", "Qh", "Jc", "Td", "As"]
    for (name, card) in zip(["Marta Ruiz", "José García", "Ana López", "Luis Pérez",
                             "Sofía Díaz", "Kim Nguyen"], cards, strict=True):
        dialog.set_card(room[name], card)
    assert "As is written for both Marta Ruiz and Kim Nguyen" in dialog.error_text("cards")
    dialog.set_card(room["Kim Nguyen"], "2c")
    assert dialog.error_text("cards") == ""
    assert cell(dialog.plan, 0, 2) == "Marta Ruiz"
    assert "held until the big blind" in cell(dialog.plan, 5, 4) or \
        "Head of the list" in cell(dialog.plan, 5, 4)
    dialog.slips.setCurrentIndex(1)
    language.switch("es")
    assert dialog.windowTitle().startswith("Romper la mesa 1")
    QApplication.processEvents()
    ok_button = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok_button.text() == "&Romper la mesa"
    shot(dialog, "break_dialog_es")
    language.switch("en")
    ok(dialog)
    (record,) = breaking.break_records(window.feed.desk, 1)
    assert record.document["drawn_by"] == "recorded"
    assert [m["card"] for m in record.document["moves"]][:2] == ["As", "Kd"]
    assert previews and "Move slip" in previews[-1].toPlainText()


def test_an_absent_players_held_seat_is_taken_or_missed_at_the_desk(
        desk: Desk, floor: Floor, room: dict[str, int], window: MainWindow,
        qtbot: object) -> None:
    """RRoP 2.iii.14: Kim (away) drew the best card; his seat waits for his big blind."""
    cards = {room["Kim Nguyen"]: "As", room["Marta Ruiz"]: "Kd", room["José García"]: "Qh",
             room["Ana López"]: "Jc", room["Luis Pérez"]: "Td", room["Sofía Díaz"]: "2c"}
    breaking.break_table(desk, table_id=floor.table, cards=cards)
    window.feed.poll()
    table3 = room["table3"]
    held = seat(window, table3, 7)
    assert held.name == "Kim Nguyen" and held.held_from_break
    assert "until his big blind" in window.map.describe(window.feed.view.table(table3), 7)
    shot(window, "desk_with_break_hold")
    window.map.select(table3, 7)
    press(qtbot, window, Qt.Key.Key_F3)
    assert seat(window, table3, 7).state == "playing"
    window.feed.undo_stack.undo()
    assert seat(window, table3, 7).held_from_break
    window.map.select(table3, 7)
    press(qtbot, window, Qt.Key.Key_B, CTRL | SHIFT)
    assert seat(window, table3, 7).state == "empty"
    names = [e.name for e in window.feed.view.lists[floor.game]]
    assert names[0] == "Kim Nguyen", "late for his big blind: first on the list"
