"""The structure editor: its model passes Qt's model tester, rows are typed, added and
removed from the keyboard, the totals follow, a template is a click away, and a
refusal names the row in the director's language while nothing is handed on."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication

from floorman.text import Lang, Text, UserError
from floorman.tournament.structure import Level
from floorman.tournament.structure_templates import TEMPLATES

from floorman.ui.structure_editor import (
    ANTE,
    BB_ANTE,
    BIG,
    COLOUR_UP,
    KIND,
    MINUTES,
    NOTE,
    SMALL,
    StructureEditor,
    StructureModel,
    parse_amount,
    parse_minutes,
)

D = Decimal
LEVELS = (Level(1200, D(100), D(200)), Level(1200, D(200), D(400), D(25)),
          Level(600, is_break=True, colour_up=D(25)),
          Level(1200, D(300), D(600), D(600), big_blind_ante=True, note_en="Last entry"))


def editor(qtbot: object, levels: tuple[Level, ...] = LEVELS, lang: Lang = "en",
           saved: list[tuple[Level, ...]] | None = None,
           refuse: UserError | None = None) -> StructureEditor:
    def save(levels: tuple[Level, ...]) -> None:
        if refuse is not None:
            raise refuse
        if saved is not None:
            saved.append(levels)

    dialog = StructureEditor(levels, lambda: lang, save)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    return dialog


def cell(dialog: StructureEditor, row: int, column: int) -> str:
    return str(dialog.model.index(row, column).data())


def type_in(dialog: StructureEditor, row: int, column: int, text: object) -> None:
    assert dialog.model.setData(dialog.model.index(row, column), text)


def test_the_model_passes_the_model_tester(qtmodeltester: object) -> None:
    model = StructureModel((), lambda: "en")
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.set_levels(TEMPLATES[0].levels)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.insertRows(3, 2)
    model.insert_break(0)
    model.removeRows(5, 3)
    model.set_error(2, "wrong")
    qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_the_rows_show_the_structure_and_number_the_levels(qtbot: object) -> None:
    dialog = editor(qtbot)
    model = dialog.model
    assert [model.headerData(row, Qt.Orientation.Vertical) for row in range(4)] == [
        "1", "2", "–", "3"]
    assert cell(dialog, 0, KIND) == "Level" and cell(dialog, 2, KIND) == "Break"
    assert cell(dialog, 1, MINUTES) == "20" and cell(dialog, 1, BIG) == "400"
    assert cell(dialog, 2, SMALL) == "" and cell(dialog, 2, COLOUR_UP) == "25"
    assert model.index(3, BB_ANTE).data(Qt.ItemDataRole.CheckStateRole) == \
        Qt.CheckState.Checked
    assert cell(dialog, 3, NOTE) == "Last entry"
    assert not model.flags(model.index(2, SMALL)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(0, COLOUR_UP)) & Qt.ItemFlag.ItemIsEditable
    assert dialog.totals.text() == "Total 1:10:00 · 3 levels · 1 break (10:00)"


def test_keys_add_and_remove_rows_and_the_totals_follow(qtbot: object) -> None:
    dialog = editor(qtbot)
    table = dialog.table
    dialog.activateWindow()  # shortcuts reach only the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog,  # type: ignore[attr-defined]
                    timeout=3000)
    table.setCurrentIndex(dialog.model.index(1, MINUTES))
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Insert)  # type: ignore[attr-defined]
    assert dialog.model.rowCount() == 5
    assert cell(dialog, 2, BIG) == "400"  # a copy of the level it follows, to edit
    assert dialog.totals.text() == "Total 1:30:00 · 4 levels · 1 break (10:00)"
    qtbot.keyClick(table, Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)  # type: ignore[attr-defined]
    assert cell(dialog, 3, KIND) == "Break" and cell(dialog, 3, MINUTES) == "10"
    assert dialog.totals.text() == "Total 1:40:00 · 4 levels · 2 breaks (20:00)"
    flags = QItemSelectionModel.SelectionFlag
    table.selectionModel().setCurrentIndex(dialog.model.index(3, MINUTES),
                                           flags.ClearAndSelect | flags.Rows)
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
    assert dialog.model.rowCount() == 5
    type_in(dialog, 0, MINUTES, "12:30")
    assert dialog.totals.text() == "Total 1:22:30 · 4 levels · 1 break (10:00)"
    type_in(dialog, 0, MINUTES, "abc")  # not yet readable: counted as nothing
    assert dialog.totals.text() == "Total 1:10:00 · 4 levels · 1 break (10:00)"


def test_a_level_turned_into_a_break_loses_its_blinds(qtbot: object) -> None:
    dialog = editor(qtbot)
    type_in(dialog, 1, KIND, "break")
    assert cell(dialog, 1, SMALL) == "" and dialog.model.rows[1].small_blind == ""
    assert [dialog.model.headerData(row, Qt.Orientation.Vertical) for row in range(4)] == [
        "1", "–", "–", "2"]
    type_in(dialog, 2, KIND, "level")
    assert dialog.model.rows[2].colour_up == ""


def test_ok_hands_on_the_levels_typed(qtbot: object) -> None:
    saved: list[tuple[Level, ...]] = []
    dialog = editor(qtbot, saved=saved)
    type_in(dialog, 0, SMALL, "1,000")
    type_in(dialog, 0, BIG, "2.000")
    assert dialog.model.setData(dialog.model.index(0, BB_ANTE), Qt.CheckState.Checked.value,
                                Qt.ItemDataRole.CheckStateRole)
    type_in(dialog, 0, ANTE, "2000")
    type_in(dialog, 0, NOTE, "Registration closes")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    first = Level(1200, D(1000), D(2000), D(2000), big_blind_ante=True,
                  note_en="Registration closes")
    assert saved == [(first, *LEVELS[1:])] and dialog.levels == saved[0]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refusal_names_the_row_in_the_directors_language(qtbot: object,
                                                           lang: Lang) -> None:
    saved: list[tuple[Level, ...]] = []
    dialog = editor(qtbot, lang=lang, saved=saved)
    type_in(dialog, 3, BIG, "200")  # smaller than the small blind of 300
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    ok.click()
    assert dialog.isVisible() and saved == []
    expected = ("Level 3 (row 4)'s big blind (200) is smaller than its small blind (300)"
                if lang == "en" else
                "nivel 3 (fila 4) (200) es menor que la pequeña (300)")
    assert expected in dialog.error_text()
    assert dialog.table.currentIndex().row() == 3
    assert dialog.table.currentIndex().column() == BIG
    assert dialog.model.index(3, MINUTES).data(Qt.ItemDataRole.ToolTipRole) == \
        dialog.error_text()
    assert dialog.model.headerData(3, Qt.Orientation.Vertical) == "⚠ 3"
    type_in(dialog, 3, BIG, "60O")  # a typing slip: not a number
    ok.click()
    assert dialog.error_text() == ("Row 4: '60O' is not an amount; type a number such as 100."
                                   if lang == "en" else
                                   "Fila 4: «60O» no es un importe; escriba un número como "
                                   "100.")
    type_in(dialog, 3, BIG, "600")
    type_in(dialog, 2, MINUTES, "0")
    ok.click()
    assert dialog.table.currentIndex().row() == 2
    assert ("The break in row 3 lasts 0:00" if lang == "en" else
            "El descanso de la fila 3 dura 0:00") in dialog.error_text()
    type_in(dialog, 2, MINUTES, "15")
    assert dialog.error_text() == "" or not dialog.model.error_text
    ok.click()
    assert not dialog.isVisible() and len(saved) == 1


def test_what_the_save_refuses_is_shown_and_the_dialog_stays(qtbot: object) -> None:
    refusal = UserError(Text("the clock is on level 4; keep at least 4 levels.",
                             "el reloj está en el nivel 4; deje al menos 4 niveles."),
                        "levels")
    dialog = editor(qtbot, refuse=refusal)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert dialog.error_text() == "The clock is on level 4; keep at least 4 levels."
    assert dialog.levels is None


def test_an_empty_structure_starts_from_a_template(qtbot: object) -> None:
    saved: list[tuple[Level, ...]] = []
    dialog = editor(qtbot, levels=(), saved=saved)
    assert dialog.model.rowCount() == 0
    assert dialog.template.currentData() == "regular"
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.error_text().startswith("The structure has no level of play")
    dialog.template.setCurrentIndex(dialog.template.findData("turbo"))
    dialog.use_template.click()
    assert dialog.model.rowCount() == len(TEMPLATES[0].levels)
    assert dialog.error_text() == ""
    assert dialog.totals.text().startswith("Total ")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert saved == [TEMPLATES[0].levels]


def test_amounts_and_minutes_are_read_as_people_type_them() -> None:
    what = Text("Row 1", "Fila 1")
    assert parse_amount("1,000", "f", what) == 1000 == parse_amount("1.000", "f", what)
    assert parse_amount("2,5", "f", what) == D("2.5") == parse_amount(" 2.5 ", "f", what)
    assert parse_amount("", "f", what) == 0
    assert parse_amount("12 500", "f", what) == 12500
    with pytest.raises(UserError):
        parse_amount("1,2,3", "f", what)
    with pytest.raises(UserError):
        parse_amount("NaN", "f", what)
    assert parse_minutes("20", "f", what) == 1200
    assert parse_minutes("12:30", "f", what) == 750
    assert parse_minutes("12.5", "f", what) == 750
    for wrong in ("", "12:75", "x", "1:2:3", "inf"):
        with pytest.raises(UserError):
            parse_minutes(wrong, "f", what)
