"""The desk's rulings window: opened from a table, rules cited link into the rulebook,
the rulebook leads back to a walk-through, and the log lists, filters, searches and
exports what was recorded."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget

from floorman.rules.walkthroughs import paths, walkthrough
from floorman.services.desk import Desk
from floorman.services.rulings import ruling_record, rulings_log
from tests.services.test_rulings_log import record
from tests.ui.conftest import Floor
from tests.ui.text_links import click_link, link_targets

from floorman.ui.main_window import MainWindow
from floorman.ui.ruling_record import save_ruling_pdf_shown
from floorman.ui.rulings_window import ASSISTANT, LOG, RULEBOOK, RulingsWindow


def bet_raw() -> dict[str, Any]:
    return next(p for p in paths(walkthrough("bet_or_call"))
                if p["said"] == "raise" and p["street"] == "flop")


def settle(window: RulingsWindow, walk_id: str, raw: dict[str, Any], *,
           reason: str | None = None, supervisor: str = "Carmen Díaz") -> None:
    assistant = window.assistant
    assistant.start(walk_id, assistant.context)
    while assistant.current_step_id() is not None:
        assistant.answer(raw[assistant.current_step_id()])
        assert not assistant.error.text(), assistant.error.text()
    form = assistant.record_form
    assert form is not None
    (form.overrule_button if reason else form.accept_button).click()
    if reason:
        form.reason.setPlainText(reason)
        form.floor_decision.setPlainText("The bet stands at what the dealer announced.")
    form.supervisor.setText(supervisor)
    form.record_button.click()
    assert form.record is not None, [e.text() for e in form.errors.values()]


def test_the_rulings_menu_opens_the_assistant_on_the_selected_table(
        qtbot: Any, window: MainWindow, floor: Floor) -> None:
    window.map.select(floor.table, 1)
    window.desk_actions["settle_dispute"].trigger()
    rulings = window.rulings()
    assert rulings.isVisible()
    assert rulings.tabs.currentIndex() == ASSISTANT
    assert rulings.assistant.context["table_number"] == 1
    assert rulings.assistant.context["big_blind"] == 2
    assert rulings.assistant.context["seated"] == {1: "Marta Ruiz"}
    assert window.desk_actions["settle_dispute"].shortcut().toString() == "Ctrl+R"
    window.desk_actions["rulebook"].trigger()
    assert rulings.tabs.currentIndex() == RULEBOOK
    window.desk_actions["rulings_log"].trigger()
    assert rulings.tabs.currentIndex() == LOG


def test_a_cited_rule_opens_in_the_rulebook_and_back_to_a_walkthrough(
        qtbot: Any, window: MainWindow) -> None:
    rulings = window.rulings()
    assistant = rulings.assistant
    rulings.settle("bet_or_call")
    qtbot.waitExposed(rulings)
    raw = bet_raw()
    while assistant.current_step_id() is not None:
        assistant.answer(raw[assistant.current_step_id()])
    targets = link_targets(assistant.result)
    assert targets[0] == "rule:RRoP 3.v.9"
    click_link(qtbot, assistant.result, "rule:RRoP 3.v.9")
    assert rulings.tabs.currentIndex() == RULEBOOK
    assert rulings.rulebook.shown_rule == "RRoP 3.v.9"
    walks = [t for t in link_targets(rulings.rulebook.entry) if "bet_or_call" in t]
    assert walks, "the entry does not list the walk-throughs that cite it"
    click_link(qtbot, rulings.rulebook.entry, walks[0])
    assert rulings.tabs.currentIndex() == ASSISTANT
    assert assistant.walk is not None and assistant.walk.id == "bet_or_call"
    assert assistant.current_step_id() == "structure"


def test_the_log_lists_filters_searches_and_exports(
        qtbot: Any, window: MainWindow, desk: Desk, floor: Floor, tmp_path: Path) -> None:
    window.map.select(floor.table, 1)
    window.settle_dispute()
    rulings = window.rulings()
    raw = bet_raw()
    settle(rulings, "bet_or_call", raw)
    settle(rulings, "bet_or_call", {**raw, "said": "call"},
           reason="Seat 4 was told the wrong amount by the dealer.", supervisor="Luis Ortega")
    rulings.show_log()
    log = rulings.log
    assert log.model.rowCount() == 2
    newest = log.selected()
    assert newest is not None and newest.outcome == "overruled"
    assert "Overruled by the floor" in log.detail.toPlainText()
    assert "Seat 4 was told the wrong amount" in log.detail.toPlainText()

    log.outcome_filter.setCurrentIndex(log.outcome_filter.findData("accepted"))
    assert [r.outcome for r in log.model.records] == ["accepted"]
    log.outcome_filter.setCurrentIndex(0)

    def typed(text: str) -> list[str]:
        log.search.setText(text)
        assert log.typing.isActive()  # one query when the typing pauses
        qtbot.waitUntil(lambda: not log.typing.isActive())
        return [r.supervisor for r in log.model.records]

    assert typed("ortega") == ["Luis Ortega"]  # the supervisor, typed without capitals
    assert typed("iguala 1000") == ["Luis Ortega"]  # the Spanish ruling, from the English desk
    assert typed("wrong amount") == ["Luis Ortega"]  # the reason for overruling
    assert typed("") == ["Luis Ortega", "Carmen Díaz"]
    log.table_filter.setCurrentIndex(log.table_filter.findData(1))
    assert log.model.rowCount() == 2

    assert log.export(tmp_path / "rulings.csv")
    with (tmp_path / "rulings.csv").open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert len(rows) == 3 and "Luis Ortega" in rows[1]
    assert log.export(tmp_path / "rulings.json")
    exported = json.loads((tmp_path / "rulings.json").read_text(encoding="utf-8"))
    assert {item["supervisor"] for item in exported["rulings"]} == {"Carmen Díaz", "Luis Ortega"}
    assert not log.export(tmp_path / "rulings.txt")  # refused, with a message
    assert not (tmp_path / "rulings.txt").exists()
    assert len(rulings_log(desk)) == 2


def test_a_ruling_saved_as_pdf_where_it_cannot_be_written_shows_why(
        qtbot: Any, desk: Desk, floor: Floor, tmp_path: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    ruling = ruling_record(desk, record(desk).created_id)
    target = tmp_path / "missing" / "ruling.pdf"
    assert not save_ruling_pdf_shown(parent, ruling, target, "en")
    box = parent.findChild(QMessageBox, "refusal")
    assert box is not None and box.windowTitle() == "The PDF was not saved"
    assert "does not exist" in box.text()
    assert not target.parent.exists()
    assert save_ruling_pdf_shown(parent, ruling, tmp_path / "ruling.pdf", "en")
    assert (tmp_path / "ruling.pdf").read_bytes().startswith(b"%PDF-")


def test_the_log_headlines_the_floors_decision_readably_in_spanish(
        qtbot: Any, window: MainWindow, desk: Desk, floor: Floor, language: Any) -> None:
    from PySide6.QtCore import Qt

    from floorman.text import Lang

    from floorman.ui.ruling_record import ruling_document
    from floorman.ui.rulings_log import RULING, RULING_LETTERS

    window.map.select(floor.table, 1)
    window.settle_dispute()
    rulings = window.rulings()
    raw = bet_raw()
    settle(rulings, "bet_or_call", raw)
    settle(rulings, "bet_or_call", {**raw, "said": "call"},
           reason="Seat 4 was told the wrong amount by the dealer.")
    rulings.show_log()
    log = rulings.log
    cell = log.model.index(0, RULING)
    assert cell.data() == "Floor ruled: The bet stands at what the dealer announced."
    assert log.detail.toPlainText().index("Floor ruled: The bet stands") < \
        log.detail.toPlainText().index("The assistant's ruling, overruled")
    assert log.model.index(1, RULING).data() == rulings_log(desk)[1].summary.en
    log.search.setText("announced")
    qtbot.waitUntil(lambda: not log.typing.isActive())
    assert log.model.rowCount() == 1  # the floor's decision is searched too
    log.search.clear()
    qtbot.waitUntil(lambda: not log.typing.isActive())

    language.switch("es")
    try:
        cell = log.model.index(0, RULING)
        assert cell.data() == "La sala decidió: The bet stands at what the dealer announced."
        tip = cell.data(Qt.ItemDataRole.ToolTipRole)
        assert cell.data() in tip and "Resolución del asistente, no aplicada:" in tip
        assert log.model.headerData(RULING, Qt.Orientation.Horizontal) == "Resolución"
        # The column keeps room for the ruling whatever the other columns take.
        letter = log.view.fontMetrics().averageCharWidth()
        width = log.view.horizontalHeader().sectionSize(RULING)
        assert width >= RULING_LETTERS * letter
        assert width >= log.view.fontMetrics().horizontalAdvance("La sala decidió: The bet")
        record = ruling_record(desk, log.model.records[0].id)
        printed_in: tuple[tuple[Lang, str], ...] = (
            ("en", "Floor ruled: The bet stands"), ("es", "La sala decidió: The bet stands"))
        for lang, words in printed_in:
            printed = ruling_document(record, lang).toPlainText()
            assert words in printed  # the printed ruling headlines it too
    finally:
        language.switch("en")


def test_the_log_reads_a_page_per_search_and_the_rest_as_it_scrolls(
        qtbot: Any, desk: Desk, tmp_path: Path, monkeypatch: Any) -> None:
    """A keystroke reads one page of the search; scrolling to the end reads the next,
    up to the log's limit; the count says when more remain; an export lists them all."""
    from floorman.ui import rulings_log as log_module

    monkeypatch.setattr(log_module, "PAGE", 3)
    monkeypatch.setattr(log_module, "LIMIT", 7)
    for n in range(8):
        record(desk, supervisor=f"Supervisor {n}", table_number=None)
    log = log_module.RulingsLog(desk, "en")
    qtbot.addWidget(log)
    newest_first = [f"Supervisor {n}" for n in range(7, -1, -1)]
    assert [r.supervisor for r in log.model.records] == newest_first[:3]
    assert log.count.text() == "3+ rulings (the newest; scroll for more)"
    assert log.model.canFetchMore()
    log.model.fetchMore()
    assert [r.supervisor for r in log.model.records] == newest_first[:6]
    # The next page is read from the top: a ruling recorded meanwhile is not listed twice.
    record(desk, supervisor="Recorded meanwhile", table_number=None)
    log.model.fetchMore()
    supervisors = [r.supervisor for r in log.model.records]
    assert supervisors[:6] == newest_first[:6] and len(supervisors) == len(set(supervisors))
    assert not log.model.canFetchMore()  # the limit is reached
    assert log.count.text() == f"{len(supervisors)} rulings"

    log.search.setText("supervisor")
    assert log.typing.isActive()  # one query once the typing pauses...
    log.typing.stop()
    log.typing.timeout.emit()  # ...which is now: without an event loop in between, in
    # which the list would read the next page itself when it has room to show it
    assert len(log.model.records) == 3 and log.model.canFetchMore()
    assert log.export(tmp_path / "rulings.csv")
    with (tmp_path / "rulings.csv").open(encoding="utf-8") as handle:
        assert len(list(csv.reader(handle))) == 1 + 7  # the heading and the LIMIT newest
    assert len(log.model.records) == 7
