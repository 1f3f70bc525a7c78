"""The rulings assistant, clicked through offscreen: every walk-through from the list to
a recorded ruling, going back, bad answers refused beside the field, overruling."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from floorman.rules import decide
from floorman.rules.walkthroughs import (
    Walkthrough,
    paths,
    scenario,
    shown_ruling,
    walk_path,
    walkthroughs,
)
from floorman.services.desk import Desk, audit_head
from floorman.services.rulings import ruling_record, rulings_log
from floorman.services.views import floor_view
from tests.ui.conftest import Floor

from floorman.ui.assistant import Assistant
from floorman.ui.ruling_record import Recorder, save_ruling_pdf
from floorman.ui.rulings_window import table_context
from floorman.ui.step_inputs import (
    ButtonsInput,
    CardsCell,
    CardsInput,
    RowsInput,
    TablesInput,
    input_for,
)

WALKS = walkthroughs()


@pytest.fixture
def assistant(qtbot: Any, desk: Desk, tmp_path: Path) -> Assistant:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    widget = Assistant("en", recorder=Recorder(desk, settings))
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    return widget


def head(desk: Desk) -> int:
    with desk.store.reading() as session:
        return audit_head(session)


def pick(assistant: Assistant, walk_id: str) -> None:
    """Choose a walk-through in the list, as the supervisor clicks it."""
    chooser = assistant.chooser
    for row in range(chooser.count()):
        item = chooser.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == walk_id:
            chooser.itemClicked.emit(item)
            return
    raise AssertionError(f"{walk_id} is not in the list")


def walk(assistant: Assistant, raw: dict[str, Any]) -> None:
    """Answer every question from ``raw`` until the result page."""
    for _ in range(60):
        step_id = assistant.current_step_id()
        if step_id is None:
            break
        assistant.answer(raw[step_id])
        assert not assistant.error.text(), f"{step_id}: {assistant.error.text()}"
    assert assistant.pages.currentIndex() == 2


def record(assistant: Assistant, supervisor: str = "Carmen Díaz",
           reason: str | None = None) -> None:
    form = assistant.record_form
    assert form is not None
    (form.overrule_button if reason is not None else form.accept_button).click()
    if reason is not None:
        form.reason.setPlainText(reason)
        form.floor_decision.setPlainText("He may call the 1000.")
    form.supervisor.setText(supervisor)
    form.record_button.click()


@pytest.mark.parametrize("walk_through", WALKS, ids=lambda w: w.id)
def test_each_dispute_from_the_list_to_a_recorded_ruling(
        assistant: Assistant, desk: Desk, walk_through: Walkthrough) -> None:
    profile = walk_through.profiles[0]
    asked = walk_through.under(profile)  # as the assistant asks it under this profile
    raw = next(paths(asked))
    answers = walk_path(asked, raw)
    expected = decide(scenario(asked, answers, profile))
    summary = shown_ruling(asked, answers, expected.to_json())["summary"]["en"]
    assistant.set_profile(profile)
    pick(assistant, walk_through.id)
    walk(assistant, raw)
    page = assistant.result.toPlainText()
    assert summary in page
    for rule in expected.rules:
        assert rule in page
    assert f"rule:{expected.rules[0]}" in assistant.result.toHtml()
    assert ("Robert's Rules of Poker" if profile == "robert" else "TDA rules") in page
    assert rulings_log(desk) == []  # nothing is logged before the supervisor records

    record(assistant)
    logged = rulings_log(desk)
    assert [r.kind for r in logged] == [walk_through.kind]
    assert logged[0].summary.en == summary
    assert logged[0].outcome == "accepted"
    whole = ruling_record(desk, logged[0].id)
    assert list(whole.rules) == list(expected.rules)
    assert whole.scenario["kind"] == walk_through.kind
    assert assistant.record_form is not None
    assert f"no. {logged[0].id}" in assistant.record_form.done.text()


def bet_raw() -> dict[str, Any]:
    """A bet dispute on the flop: facing 1000, "raise" and 1000 + 100 ×4."""
    walk_through = next(w for w in WALKS if w.id == "bet_or_call")
    return next(p for p in paths(walk_through) if p["said"] == "raise" and p["street"] == "flop")


def rows_raw() -> dict[str, Any]:
    """A dispute told seat by seat: the raise amounts before the flop."""
    walk_through = next(w for w in WALKS if w.id == "raise_amounts")
    return next(p for p in paths(walk_through) if p["street"] == "preflop")


def test_going_back_to_change_an_answer_changes_the_ruling(assistant: Assistant) -> None:
    pick(assistant, "bet_or_call")
    walk(assistant, bet_raw())
    assert "The player raises to" in assistant.result.toPlainText()
    while assistant.current_step_id() != "said":
        assistant.back()
    assert isinstance(assistant.input, ButtonsInput)
    assert assistant.input.value() == "raise"  # the earlier answer, ready to change
    assistant.answer("call")
    assert assistant.current_step_id() == "chips"
    assert assistant.input is not None
    assert assistant.input.value()["chips"] == [1000, 100, 100, 100, 100]  # kept
    assistant.next()
    text = assistant.result.toPlainText()
    assert "The player calls 1000" in text
    assert "Did he say an amount" not in text  # a question that no longer applies


def test_a_bad_amount_is_refused_beside_the_field(assistant: Assistant, desk: Desk) -> None:
    raw = bet_raw()
    pick(assistant, "bet_or_call")
    for step_id in ("structure", "street", "bets", "said"):
        assistant.answer(raw[step_id])
    assert assistant.current_step_id() == "said_amount"
    for typed, words in (("twelve", "is not a number"), ("1210", "not a multiple")):
        assistant.answer(typed)
        assert assistant.current_step_id() == "said_amount"
        assert words in assistant.error.text()
    assistant.answer("1200")
    assert assistant.current_step_id() == "chips"
    assert assistant.error.text() == ""
    assert head(desk) == head(desk)


def test_a_seat_not_at_the_table_is_refused(assistant: Assistant, desk: Desk,
                                            floor: Floor) -> None:
    view = floor_view(desk)
    context = table_context(view, view.table(floor.table))
    assistant.start("raise_amounts", context)
    # The table's 1/2 game is not asked: it is answered from the table, and shown.
    assert assistant.current_step_id() == "street"
    assert "big blind 2, smallest chip 1" in assistant.so_far.text()
    assert "(from the table)" in assistant.so_far.text()
    assistant.back()  # shows the table's answer, to change
    assert assistant.current_step_id() == "structure"
    assert assistant.input is not None and assistant.input.value()["big_blind"] == "2"
    assistant.next()
    assistant.answer("preflop")
    assistant.answer([{"seat": 3, "stack": 200}, {"seat": 12, "stack": 200}])
    assert assistant.current_step_id() == "players_pre"
    assert "Seat 12 is not at this table" in assistant.error.text()


def test_spanish_refusals_and_a_language_switch_that_keeps_the_answers(
        assistant: Assistant) -> None:
    raw = rows_raw()
    pick(assistant, "raise_amounts")
    assistant.answer(raw["structure"])
    assistant.answer("preflop")
    assistant.set_language("es")
    assert assistant.current_step_id() == "players_pre"
    assert "¿Quién está en la mano" in assistant.question.text()
    assistant.answer([{"seat": 3, "stack": "mucho"}, {"seat": 4, "stack": 100}])
    assert "no es un número" in assistant.error.text()
    assistant.back()
    assistant.back()
    assert assistant.input is not None
    assert assistant.input.value()["big_blind"] == "200"


def test_overruling_needs_a_written_reason(assistant: Assistant, desk: Desk) -> None:
    pick(assistant, "bet_or_call")
    walk(assistant, bet_raw())
    before = head(desk)
    record(assistant, reason="")
    form = assistant.record_form
    assert form is not None
    assert form.errors["reason"].isVisibleTo(form)
    assert "write why the floor ruled otherwise" in form.errors["reason"].text().lower()
    assert head(desk) == before and rulings_log(desk) == []

    record(assistant, reason="The dealer told him the bet was 1000; we let him call.")
    logged = rulings_log(desk)
    assert len(logged) == 1 and logged[0].outcome == "overruled"
    assert ruling_record(desk, logged[0].id).reason.startswith("The dealer told him")
    assert logged[0].supervisor == "Carmen Díaz"


def test_a_card_chosen_earlier_cannot_be_picked_again(assistant: Assistant) -> None:
    pick(assistant, "miscalled_hand")
    assistant.answer("holdem")
    assert isinstance(assistant.input, CardsInput)  # the board, from the card picker
    for card in ("2s", "7d", "9c", "Jh", "Kd"):
        assistant.input.buttons[card].click()
    assert assistant.input.value() == ["2s", "7d", "9c", "Jh", "Kd"]
    assistant.next()
    assert assistant.current_step_id() == "players_holdem"
    rows = assistant.input
    assert isinstance(rows, RowsInput)
    first = rows.table.cellWidget(0, 1)
    assert isinstance(first, CardsCell)
    dialog = first.picker()
    picker = dialog.property("cards")
    assert isinstance(picker, CardsInput)
    assert not picker.buttons["Kd"].isEnabled()  # on the board already
    picker.buttons["Ah"].click()
    picker.buttons["Qc"].click()
    dialog.accept()
    assert first.cards == ["Ah", "Qc"]
    second = rows.table.cellWidget(1, 1)
    assert isinstance(second, CardsCell)
    other = second.picker().property("cards")
    assert not other.buttons["Ah"].isEnabled()  # in the first player's hand
    assert other.buttons["Ac"].isEnabled()


def test_the_printed_ruling_names_its_rules_and_decision(
        assistant: Assistant, desk: Desk, tmp_path: Path) -> None:
    pick(assistant, "bet_or_call")
    walk(assistant, bet_raw())
    record(assistant)
    form = assistant.record_form
    assert form is not None and form.record is not None
    for lang, words in (("en", "Accepted"), ("es", "Aceptada")):
        pdf = tmp_path / f"ruling-{lang}.pdf"
        save_ruling_pdf(form.record, pdf, lang)
        text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
        assert form.record.summary.get(lang) in text
        assert words in text
        for rule in form.record.rules:
            assert rule in text


def test_the_keyboard_answers_choices_and_moves_on(qtbot: Any, assistant: Assistant) -> None:
    raw = bet_raw()
    pick(assistant, "bet_or_call")
    assistant.answer(raw["structure"])  # chip 25: the chips are 25, 100, 500, 1000...
    qtbot.keyClick(assistant.input, Qt.Key.Key_2)  # the second street: the flop
    assert assistant.current_step_id() == "bets"
    assert "Space: next bet" in assistant.keys.text()
    field = assistant.input.focusProxy() or assistant.input
    qtbot.keyClicks(field, "r")  # the 1000 chip's key
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert assistant.answers["bets"] == [1000]
    assert assistant.current_step_id() == "said"
    assert isinstance(assistant.input, ButtonsInput)
    assert "1-9: answer" in assistant.keys.text()
    qtbot.keyClick(assistant.input, Qt.Key.Key_3)  # the third answer: "Raise"
    assert assistant.current_step_id() == "said_amount"
    assert assistant.answers["said"] == "raise"
    assert assistant.input is not None
    assistant.input.set_value("1200")
    qtbot.keyClick(assistant.input.focusProxy() or assistant.input, Qt.Key.Key_Return)
    assert assistant.current_step_id() == "chips"
    chips = assistant.input
    qtbot.keyClicks(chips, "r4wx")  # 1000, then four 100s; x is no chip's key
    assert chips.value() == {"chips": [1000, 100, 100, 100, 100], "all_in": False}
    qtbot.keyClick(chips, Qt.Key.Key_Backspace)
    qtbot.keyClicks(chips, "wa")
    assert chips.value() == {"chips": [1000, 100, 100, 100, 100], "all_in": True}
    qtbot.keyClick(assistant, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert assistant.current_step_id() == "said_amount"


def test_a_seat_key_answers_that_seat_not_that_button(qtbot: Any) -> None:
    walk_through = next(w for w in WALKS if w.id == "missed_blinds")
    step = next(s for s in walk_through.steps if s.id == "seat")
    seats = input_for(step, "en", chip=Decimal(1), seats=[1, 4], taken=set())
    qtbot.addWidget(seats)
    assert isinstance(seats, ButtonsInput)
    qtbot.keyClick(seats, Qt.Key.Key_2)  # there is no seat 2: the 2nd button is seat 4
    assert seats.value() is None
    with qtbot.waitSignal(seats.answered):
        qtbot.keyClick(seats, Qt.Key.Key_4)
    assert seats.value() == 4
    ten = input_for(step, "en", chip=Decimal(1), seats=[2, 10], taken=set())
    qtbot.addWidget(ten)
    qtbot.keyClick(ten, Qt.Key.Key_0)
    assert ten.value() == 10
    # Choices that are not seats still answer by their place in the list.
    said = next(s for s in next(w for w in WALKS if w.id == "bet_or_call").steps
                if s.id == "said")
    choices = input_for(said, "en", chip=Decimal(1), seats=None, taken=set())
    qtbot.addWidget(choices)
    qtbot.keyClick(choices, Qt.Key.Key_3)
    assert choices.value() == "raise"


def test_the_players_are_filled_in_from_the_seats_named(
        assistant: Assistant, desk: Desk, floor: Floor) -> None:
    from floorman.services import seats

    raw = rows_raw()
    named = list(dict.fromkeys(int(row["seat"]) for row in raw["players_pre"]))
    names = [name for name in floor.players if name != "Marta Ruiz"]
    sitting = {1: "Marta Ruiz"}
    for seat, name in zip((s for s in named if s != 1), names, strict=False):
        seats.seat_player(desk, table_id=floor.table, seat=seat,
                          player_id=floor.players[name], buy_in="200")
        sitting[seat] = name
    view = floor_view(desk)
    assistant.start("raise_amounts", table_context(view, view.table(floor.table)))
    assistant.back()  # the table's 1/2 game, shown to change: the dispute's is 100/200
    walk(assistant, raw)
    form = assistant.record_form
    assert form is not None
    expected = ", ".join(f"seat {seat} {sitting[seat]}" if seat in sitting else f"seat {seat}"
                         for seat in named)
    assert form.players.text() == expected
    assert "Marta Ruiz" in expected or 1 not in named
    record(assistant)
    assert ruling_record(desk, rulings_log(desk)[0].id).players == expected


def test_the_table_size_is_not_taken_for_a_seat() -> None:
    from floorman.ui.ruling_record import seats_named

    walk_through = next(w for w in WALKS if w.id == "missed_blinds")
    raw = next(paths(walk_through))
    sized = next(s for s in walk_through.steps if s.prefill == "seats")
    named = seats_named(walk_through, {**raw, sized.id: 77})
    assert named and 77 not in named  # "the last seat is 77" names nobody
    assert {int(row["seat"]) for row in raw["players"]} <= set(named)


def test_a_long_spanish_refusal_is_never_clipped(qtbot: Any, desk: Desk,
                                                 language: Any) -> None:
    language.switch("es")
    try:
        from PySide6.QtWidgets import QTabWidget

        from floorman.ui.dealer_window import dealer_style_sheet

        tabs = QTabWidget()  # as the rulings window and the dealer station hold it
        qtbot.addWidget(tabs)
        widget = Assistant("es")
        tabs.addTab(widget, "Resoluciones")
        tabs.setStyleSheet(dealer_style_sheet())  # the dealer station's large type
        tabs.resize(800, 500)  # a small window: the layout is short of room
        tabs.show()
        qtbot.waitExposed(tabs)
        raw = rows_raw()
        pick(widget, "raise_amounts")
        widget.answer(raw["structure"])
        widget.answer("preflop")
        widget.answer([{"seat": 3, "stack": "mucho dinero en fichas de colores variados"},
                       {"seat": 4, "stack": 100}])
        label = widget.error
        assert "no es un número" in label.text()
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()),
                        timeout=2000)
        lines = label.heightForWidth(label.width()) // label.fontMetrics().lineSpacing()
        assert lines >= 2, "the refusal wraps onto several lines"
        assert label.wordWrap()
    finally:
        language.switch("en")


# -- a table of tables ------------------------------------------------------------------

def _type_in_cell(qtbot: Any, rows: RowsInput, row: int, column: int, text: str) -> None:
    """Click the cell and type over it, as the supervisor does; Tab ends the cell."""
    table = rows.table
    table.setFocus()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(table.model().index(row, column)).center())
    for char in text:  # the first key opens the cell's editor, which takes the rest
        qtbot.keyClick(QApplication.focusWidget(), char)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)


def test_the_row_editor_takes_table_12_and_refuses_0_and_1000(
        qtbot: Any, assistant: Assistant) -> None:
    assistant.set_profile("tda")
    pick(assistant, "tournament_table_balance")
    assistant.answer("full")
    rows = assistant.input
    assert isinstance(rows, RowsInput)
    assert [rows.table.horizontalHeaderItem(i).text() for i in range(2)] == ["Table", "Players"]
    assert rows.table.rowCount() == 2  # the least the question takes, ready to fill
    for wrong in ("1000", "0", "12"):
        rows.set_value([{"table": 3, "players": 8}, {"table": 4, "players": 5}])
        _type_in_cell(qtbot, rows, 1, 0, wrong)
        assert rows.value()[1]["table"] == wrong
        assistant.next()
        if wrong == "12":
            break
        assert assistant.current_step_id() == "tables"
        assert assistant.error.text() == (f"There is no table {wrong}: tables are numbered 1 "
                                          "to 999.")
        assert rows.table.currentRow() == 1 and rows.table.currentColumn() == 0
        cell = rows.table.item(1, 0)
        assert cell is not None and cell.background().color().name() == "#fde2e2"
    assert assistant.current_step_id() == "blinds_affected"
    assert assistant.error.text() == ""
    assert "Table 3: players 8; Table 12: players 5" in assistant.so_far.text()


def test_the_result_page_lists_a_row_a_table_and_names_no_player(
        assistant: Assistant, desk: Desk) -> None:
    assistant.set_profile("tda")
    pick(assistant, "tournament_table_balance")
    walk(assistant, {"format": "full", "tables": [{"table": 3, "players": 8},
                                                 {"table": 7, "players": 5}],
                     "blinds_affected": True})
    page = assistant.result.toPlainText()
    assert "Play halts at table 7 until it gets players." in page
    assert "Table 3: players 8; Table 7: players 5" in page
    form = assistant.record_form
    assert form is not None
    assert form.players.text() == ""  # table numbers are not players involved
    assistant.set_language("es")
    page = assistant.result.toPlainText()
    assert "Mesa 3: jugadores 8; Mesa 7: jugadores 5" in page
    record(assistant)
    assert ruling_record(desk, rulings_log(desk)[0].id).players == ""


def test_the_breaking_order_offers_the_tables_listed(assistant: Assistant) -> None:
    assistant.set_profile("robert")
    pick(assistant, "tournament_break")
    assistant.answer(5)
    assistant.answer(9)
    assistant.answer([{"table": n, "players": p} for n, p in ((2, 9), (5, 9), (8, 9), (9, 9),
                                                               (12, 2))])
    tables = assistant.input
    assert isinstance(tables, TablesInput)
    assert [b.text() for b in tables.buttons.values()] == [
        "Table 2", "Table 5", "Table 8", "Table 9", "Table 12"]
    tables.buttons[12].click()
    assert tables.value() == "12"
    tables.buttons[9].click()  # one table is asked: the other button takes its place
    assert tables.value() == "9" and not tables.buttons[12].isChecked()
    tables.set_value("4")
    assistant.next()
    assert assistant.error.text() \
        == "Table 4 is not among the tables listed. Choose one of 2, 5, 8, 9, 12."
    tables.set_value("9")
    assistant.next()
    text = assistant.result.toPlainText()
    assert "Table 9 breaks next, when 2 more players are out." in text
    assert "Which table is next in the director's breaking order? table 9" in \
        " ".join(text.split())
