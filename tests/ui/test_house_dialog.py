"""The House dialog's rulings tab: every house choice of the engine, picked at the desk,
stored, shown again, and followed by the next ruling of the assistant."""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import Qt

from floorman.floor.house_choices import HOUSE_CHOICES
from floorman.rules.walkthroughs import paths, walkthrough
from floorman.services import games
from floorman.services.desk import Desk, house_settings
from tests.store.snapshots import store_snapshot
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, dialog_of, ok, press

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.table_dialogs import HouseDialog


def open_house(qtbot: Any, window: MainWindow) -> HouseDialog:
    press(qtbot, window, Qt.Key.Key_Comma, CTRL)  # Ctrl+, as at the desk
    dialog = dialog_of(window, HouseDialog)
    dialog.tabs.setCurrentIndex(1)
    return dialog


def test_every_choice_has_a_combo_saying_whose_rule_each_option_is(
        qtbot: Any, floor: Floor, window: MainWindow) -> None:
    dialog = open_house(qtbot, window)
    assert set(dialog.choices) == {choice.name for choice in HOUSE_CHOICES}
    odd_chip = dialog.choices["odd_chip"]
    assert [odd_chip.itemText(row) for row in range(odd_chip.count())] == [
        "Highest of all cards held — Robert's Rules (RRoP 3.vii.5)",
        "Highest card showing — Online room (Online 23, 24)"]
    assert odd_chip.currentIndex() == 0  # Robert's Rules by default
    assert "Default under this profile: Highest of all cards held" in odd_chip.toolTip()
    assert dialog.choices["showdown_order"].currentText().endswith(
        "Robert's Rules (RRoP 3.vi.8)")
    assert dialog.choices["limit_half_bet_reopens"].itemText(1) == (
        "Only a full bet reopens — House rule")
    dialog.reject()


def test_a_choice_made_at_the_desk_is_stored_and_shown_again(
        qtbot: Any, floor: Floor, window: MainWindow, desk: Desk) -> None:
    dialog = open_house(qtbot, window)
    dialog.choose("odd_chip", "online")
    dialog.choose("missed_small_blind", "online")
    ok(dialog)
    assert not dialog.isVisible()
    assert window.feed.view.house.rule_choices == {"odd_chip": "online",
                                                   "missed_small_blind": "online"}
    with desk.store.reading() as session:
        assert house_settings(session).rule_choices == window.feed.view.house.rule_choices

    again = open_house(qtbot, window)
    assert again.chosen("odd_chip") == "online"
    assert again.choices["odd_chip"].currentText() == (
        "Highest card showing — Online room (Online 23, 24)")
    assert again.chosen("missed_small_blind") == "online"
    assert again.chosen("showdown_order") == "robert"
    ok(again)
    assert again.error_text("error").startswith("Nothing changed")
    again.choose("odd_chip", "robert")  # back to Robert's: the profile's, so not stored
    ok(again)
    assert window.feed.view.house.rule_choices == {"missed_small_blind": "online"}


def test_the_tournament_profile_brings_its_defaults_and_keeps_what_was_chosen(
        qtbot: Any, floor: Floor, window: MainWindow) -> None:
    dialog = open_house(qtbot, window)
    dialog.choose("odd_chip", "online")
    assert dialog.chosen("button") == "moving"
    dialog.profile.setCurrentIndex(1)  # TDA rules (tournaments)
    assert dialog.chosen("button") == "dead"
    assert dialog.chosen("multiple_chips_call_when_every_chip_needed") is True
    assert dialog.chosen("odd_chip") == "online"
    assert dialog.choices["showdown_order"].currentText() == (
        "Last to bet or raise first — TDA (TDA 17-A)")
    assert dialog.choices["odd_chip"].itemText(0) == (
        "Highest of the five played — TDA (TDA 20)")
    ok(dialog)
    house = window.feed.view.house
    assert house.rules_profile == "tda"
    assert house.rule_choices == {"odd_chip": "online"}  # the TDA's own defaults not stored
    assert house.house_rules().button == "dead"


def test_a_refused_choice_shows_under_its_combo_and_nothing_is_written(
        qtbot: Any, floor: Floor, window: MainWindow, desk: Desk,
        monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = open_house(qtbot, window)
    dialog.tabs.setCurrentIndex(0)
    dialog.hold.setValue(4)
    real = dialog.chosen
    monkeypatch.setattr(dialog, "chosen",
                        lambda name: "vegas" if name == "odd_chip" else real(name))
    before = store_snapshot(desk.store)
    ok(dialog)
    assert dialog.isVisible()
    assert dialog.error_text("odd_chip").startswith(
        "'vegas' is not a choice for odd_chip: choose robert (Robert's Rules) or online")
    assert dialog.tabs.currentIndex() == 1  # the tab the refused choice is on
    assert store_snapshot(desk.store) == before
    assert window.feed.view.house.hold_minutes == 10
    dialog.reject()


def test_the_dialog_speaks_spanish(qtbot: Any, floor: Floor, window: MainWindow,
                                   language: Language) -> None:
    language.switch("es")
    dialog = open_house(qtbot, window)
    assert dialog.tabs.tabText(1) == "Resoluciones y &elecciones de la casa"
    assert dialog.choices["odd_chip"].itemText(1) == (
        "La más alta descubierta — Sala en línea (Online 23, 24)")
    assert dialog.choices["missed_small_blind"].itemText(0) == (
        "Se pone muerta — Robert's Rules (RRoP 4.10)")
    dialog.reject()


def stud_tie(qtbot: Any, window: MainWindow) -> tuple[str, ...]:
    """The assistant's ruling on three tied stud hands, settled at the desk."""
    rulings = window.rulings()
    walk = walkthrough("odd_chip")
    raw = next(r for r in paths(walk) if r["game"] == "stud")
    rulings.settle("odd_chip", {})
    assistant = rulings.assistant
    while (step := assistant.current_step_id()) is not None:
        assistant.answer(raw[step])
    assert assistant.ruling is not None
    assert assistant.document is not None
    rulings.close()
    return assistant.ruling.rules


def test_the_next_ruling_follows_the_choice_made_in_the_dialog(
        qtbot: Any, floor: Floor, window: MainWindow) -> None:
    assert "RRoP 3.vii.5.b" in stud_tie(qtbot, window)
    dialog = open_house(qtbot, window)
    dialog.choose("odd_chip", "online")
    ok(dialog)
    rules = stud_tie(qtbot, window)
    assert "Online 23" in rules
    assert not any(rule.startswith("RRoP 3.vii.5") for rule in rules)
    document = window.rulings().assistant.document
    assert document is not None and document["house"] == {"odd_chip": "online"}


def test_a_choice_made_at_another_desk_reaches_the_open_assistant(
        qtbot: Any, floor: Floor, window: MainWindow, desk: Desk) -> None:
    assert "RRoP 3.vii.5.b" in stud_tie(qtbot, window)
    games.set_house(desk, odd_chip="online")  # another desk, meanwhile
    assert "Online 23" in stud_tie(qtbot, window)
