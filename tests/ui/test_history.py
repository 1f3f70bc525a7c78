"""The History view lists the audit log newest first, filters it, and undoes from it as
the Edit menu does; the player card edits and bars a player."""

from __future__ import annotations

from pathlib import Path

from pytestqt.modeltest import ModelTester
from sqlalchemy import select

from PySide6.QtCore import Qt

from floorman.services import player_cards
from floorman.services.desk import Desk
from floorman.store.models import Player
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, SHIFT, dialog_of, dismiss, press, refusals, seat

from floorman.ui.history_window import HistoryWindow
from floorman.ui.main_window import MainWindow
from floorman.ui.player_card import PlayerCardDialog

SHOTS = Path("/tmp/shots/who")


def history(qtbot: object, window: MainWindow) -> HistoryWindow:
    press(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    shown = window._history
    assert isinstance(shown, HistoryWindow) and shown.isVisible()
    return shown


def summaries(shown: HistoryWindow) -> list[str]:
    model = shown.model
    return [model.index(row, 2).data() for row in range(model.rowCount())]


def test_history_lists_filters_and_undoes(qtbot: object, window: MainWindow, floor: Floor,
                                          desk: Desk, clock: FakeClock) -> None:
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)  # Marta away
    desk.actor = "Carmen"
    clock.advance(minutes=5)
    press(qtbot, window, Qt.Key.Key_F6, SHIFT)  # Marta back
    shown = history(qtbot, window)
    ModelTester(None).check(shown.model)  # type: ignore[no-untyped-call]
    assert summaries(shown)[:2] == ["Marta Ruiz is back at table 1",
                                    "Marta Ruiz is away from table 1"]
    assert shown.model.index(0, 1).data() == "Carmen"
    shown.supervisor.setCurrentText("test")
    assert "Marta Ruiz is back at table 1" not in summaries(shown)
    shown.supervisor.setCurrentText("")
    shown.player.setText("jose")
    assert summaries(shown) == ["Added player José García"]
    shown.player.setText("")
    shown.table.setValue(2)
    assert summaries(shown) == ["Closed table 2", "Opened table 2 (1/2 NL Hold'em, 9 seats)"]
    shown.table.setValue(0)
    shown.period.setCurrentIndex(2)  # last hour
    assert len(summaries(shown)) == shown.model.rowCount() > 2

    # Undo the older "away" while "back" stands: refused as from the menu.
    shown.period.setCurrentIndex(0)
    assert shown.select_entry(shown.model.line(1).id)
    shown.undo_button.click()
    assert any("the floor changed since" in text for text in refusals(shown))
    dismiss(shown)
    assert seat(window, floor.table, 1).state == "playing"
    # Undo the newest: Marta is away again, the row is marked, a second undo is refused.
    newest = shown.model.line(0).id
    assert shown.select_entry(newest)
    shown.undo_button.click()
    assert seat(window, floor.table, 1).state == "away"
    row = shown.model.row_of(newest)
    assert row is not None and shown.model.index(row, 3).data().startswith("undone ")
    assert shown.model.index(0, 2).data().endswith(": Marta Ruiz is back at table 1")
    assert shown.select_entry(newest)
    shown.undo_button.click()
    assert any("was already undone (by Carmen" in text for text in refusals(shown))
    dismiss(shown)
    SHOTS.mkdir(parents=True, exist_ok=True)
    shown.grab().save(str(SHOTS / "history-small.png"))


def test_history_opens_a_long_log_a_page_at_a_time(qtbot: object, window: MainWindow,
                                                   desk: Desk) -> None:
    for index in range(450):
        player_cards.update_card(desk, player_id=1, name="José García", nickname=f"n{index}",
                                 phone="", notes="")
    shown = history(qtbot, window)
    assert shown.model.rowCount() == 200 and shown.model.canFetchMore()
    shown.view.scrollToBottom()
    qtbot.waitUntil(lambda: shown.model.rowCount() == 400)  # type: ignore[attr-defined]


def card_of(desk: Desk, player_id: int) -> Player:
    with desk.store.reading() as session:
        found = session.execute(select(Player).where(Player.id == player_id)).scalar_one()
        session.expunge(found)
        return found


def test_the_player_card_edits_and_bars(qtbot: object, window: MainWindow, floor: Floor,
                                        desk: Desk, language: object) -> None:
    marta = floor.players["Marta Ruiz"]
    window.locate_player(marta)  # as a search result chosen
    press(qtbot, window, Qt.Key.Key_I, CTRL | SHIFT)
    dialog = dialog_of(window, PlayerCardDialog)
    assert dialog.player_id == marta
    assert "plays at table 1, seat 1" in dialog.where.text()
    assert "Seated Marta Ruiz at table 1, seat 1" in dialog.recent.text()
    dialog.phone.setText("600 12 AB")
    dialog._submit()
    assert "may hold digits, spaces" in dialog.error_text("phone") and dialog.isVisible()
    dialog.bar_button.click()
    assert "Write why" in dialog.error_text("reason")
    dialog.reason.setText("Threatened a dealer")
    dialog.bar_button.click()
    assert "BARRED since" in dialog.barred.text() and "Threatened a dealer" in dialog.barred.text()
    assert card_of(desk, marta).barred
    dialog.phone.setText("+34 600 12 34 56")
    dialog.nickname.setText("La Jefa")
    language.switch("es")  # type: ignore[attr-defined]
    assert "ENTRADA PROHIBIDA" in dialog.barred.text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "player-card-es.png"))
    language.switch("en")  # type: ignore[attr-defined]
    dialog.grab().save(str(SHOTS / "player-card-en.png"))
    dialog._submit()
    found = card_of(desk, marta)
    assert (found.phone, found.search_phone, found.search_nickname) == (
        "+34 600 12 34 56", "34600123456", "la jefa")
    assert not dialog.isVisible()
