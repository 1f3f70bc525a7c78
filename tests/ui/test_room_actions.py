"""Room actions from the desk window: tables, games, house settings, printing, PDF."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QWidget

from floorman.services.desk import Desk
from tests.ui.conftest import Floor, make_window
from tests.ui.helpers import CTRL, SHIFT, dialog_of, dismiss, ok, press, refusals

from floorman.ui import file_places, printing
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.pdf_export import ExportDialog
from floorman.ui.table_dialogs import AddGameDialog, HouseDialog, OpenTableDialog


def test_open_close_and_reopen_tables(floor: Floor, window: MainWindow, qtbot: object) -> None:
    window.map.select(floor.table, 2)
    press(qtbot, window, Qt.Key.Key_T, CTRL)
    opening = dialog_of(window, OpenTableDialog)
    assert opening.number.value() == 3
    assert opening.seats.value() == 9
    opening.seats.setValue(6)
    ok(opening)
    three = next(t for t in window.feed.view.tables if t.number == 3)
    assert len(three.seats) == 6 and three.is_open

    window.map.select(floor.table, 2)
    press(qtbot, window, Qt.Key.Key_T, CTRL | SHIFT)  # Marta Ruiz still plays there
    assert any("Table 1 still has 1 player (Marta Ruiz seat" in text for text in refusals(window))
    assert window.feed.view.table(floor.table).is_open
    dismiss(window)

    window.map.select(three.id, 1)
    press(qtbot, window, Qt.Key.Key_T, CTRL | SHIFT)
    assert not window.feed.view.table(three.id).is_open
    assert window.desk_actions["reopen_table"].isEnabled()
    press(qtbot, window, Qt.Key.Key_O, CTRL | SHIFT)
    assert window.feed.view.table(three.id).is_open


def test_add_a_game_and_change_house_settings(floor: Floor, window: MainWindow,
                                              qtbot: object) -> None:
    press(qtbot, window, Qt.Key.Key_G, CTRL)
    adding = dialog_of(window, AddGameDialog)
    adding.variant.setCurrentIndex(adding.variant.findData("omaha"))
    adding.betting.setCurrentIndex(adding.betting.findData("pot_limit"))
    adding.low.setText("100")
    adding.high.setText("500")
    ok(adding)
    assert [g.label("en") for g in window.feed.view.games] == ["1/2 NL Hold'em", "1/2 PLO"]

    window.desk_actions["house"].trigger()
    house = dialog_of(window, HouseDialog)
    ok(house)
    assert house.error_text("error").startswith("Nothing changed")
    house.hold.setValue(5)
    house.call_ins.setChecked(False)
    ok(house)
    assert window.feed.view.house.hold_minutes == 5
    assert not window.feed.view.house.call_ins_allowed


def test_print_actions_show_the_preview_of_the_right_document(
        floor: Floor, window: MainWindow, qtbot: object,
        monkeypatch: pytest.MonkeyPatch) -> None:
    previews: list[str] = []

    def preview(document: QTextDocument, parent: QWidget | None = None) -> None:
        assert parent is window
        previews.append(document.toPlainText())

    monkeypatch.setattr(printing, "print_preview", preview)
    press(qtbot, window, Qt.Key.Key_P, CTRL)
    press(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    assert "Table assignments" in previews[0] and "Marta Ruiz" in previews[0]
    assert "Waiting lists" in previews[1]


def test_export_a_pdf(floor: Floor, window: MainWindow, qtbot: object, tmp_path: Path,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(file_places.QStandardPaths, "writableLocation",
                        lambda _where: str(tmp_path))
    press(qtbot, window, Qt.Key.Key_E, CTRL)
    export = dialog_of(window, ExportDialog)
    assert export.path.text() == str(tmp_path / "floorman-tables.pdf")
    export.document.setCurrentIndex(1)
    assert export.path.text() == str(tmp_path / "floorman-waitlists.pdf")
    export.path.setText(str(tmp_path / "missing" / "lists.pdf"))
    ok(export)
    assert "does not exist" in export.error_text("path")
    export.path.setText(str(tmp_path / "lists.pdf"))
    ok(export)
    assert (tmp_path / "lists.pdf").read_bytes().startswith(b"%PDF")
    assert f"PDF written to {tmp_path / 'lists.pdf'}" in window.status_text.text()


def test_an_empty_room_starts_with_a_game_then_a_table(desk: Desk, language: Language,
                                                       qtbot: object, tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    assert window.map.selected_table() is None
    press(qtbot, window, Qt.Key.Key_T, CTRL)
    opening = dialog_of(window, OpenTableDialog)
    ok(opening)
    assert opening.error_text("game") == "Add a game first (Tables > Add game)."
    opening.reject()
    press(qtbot, window, Qt.Key.Key_G, CTRL)
    ok(dialog_of(window, AddGameDialog))
    press(qtbot, window, Qt.Key.Key_T, CTRL)
    ok(dialog_of(window, OpenTableDialog))
    assert [t.number for t in window.feed.view.tables] == [1]
    assert window.map.selected_table() is not None
