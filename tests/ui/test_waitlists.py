"""Waiting lists in the desk window: adding players, list actions, the item model."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from floorman.services import games, players, seats, views, waitlists
from floorman.services.desk import Desk
from floorman.store.models import Player
from tests.fakes import FakeClock
from tests.ui.conftest import Floor
from tests.ui.helpers import (
    CTRL,
    SHIFT,
    dialog_of,
    list_names,
    list_rows,
    ok,
    press,
    select_entry,
)

from floorman.ui.list_dialogs import AddPlayerDialog, AddToListDialog, DepositDialog
from floorman.ui.main_window import MainWindow
from floorman.ui.waitlist_model import WaitlistModel, WaitlistRole


def test_add_a_new_player_and_put_them_on_a_list_from_the_keyboard(
        floor: Floor, window: MainWindow, qtbot: object) -> None:
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    adding = dialog_of(window, AddPlayerDialog)
    qtbot.keyClicks(adding.name, "Rosa Molina")  # type: ignore[attr-defined]
    qtbot.keyClick(adding.name, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert adding.result() == QDialog.DialogCode.Accepted
    assert window.search.selected_name() == "Rosa Molina"
    assert "Added player Rosa Molina" in window.status_text.text()

    press(qtbot, window, Qt.Key.Key_L, CTRL)
    joining = dialog_of(window, AddToListDialog)
    assert joining.player.selected_name() == "Rosa Molina"
    assert joining.game.currentData() == floor.game
    joining.call_in.setChecked(True)
    joining.deposit.setText("20")
    ok(joining)

    assert joining.result() == QDialog.DialogCode.Accepted
    assert list_names(window, floor.game) == ["1. Rosa Molina"]
    row = list_rows(window, floor.game)[0]
    assert row.data(WaitlistRole.CALL_IN) is True
    assert Decimal(row.data(WaitlistRole.DEPOSIT)) == 20
    notes = row.siblingAtColumn(1).data()
    assert "call-in" in notes and "deposit 20" in notes


def test_list_actions_check_in_deposit_not_here_and_remove(
        listed: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    waitlists.add_to_waitlist(desk, game_id=listed.game, player_id=listed.players["Luis Pérez"],
                              call_in=True)
    window.feed.poll()
    select_entry(window, listed.game, "Luis Pérez")
    assert window.desk_actions["check_in"].isEnabled()
    press(qtbot, window, Qt.Key.Key_I, CTRL)
    assert list_rows(window, listed.game)[2].data(WaitlistRole.CALL_IN) is False

    press(qtbot, window, Qt.Key.Key_D, CTRL)
    deposit = dialog_of(window, DepositDialog)
    deposit.amount.setText("25")
    ok(deposit)
    assert Decimal(list_rows(window, listed.game)[2].data(WaitlistRole.DEPOSIT)) == 25

    select_entry(window, listed.game, "José García")
    press(qtbot, window, Qt.Key.Key_H, CTRL)
    first = list_rows(window, listed.game)[0]
    assert first.data(WaitlistRole.PASSES) == 1
    assert "missed 1 of 2 calls" in first.siblingAtColumn(1).data()

    select_entry(window, listed.game, "Ana López")
    press(qtbot, window, Qt.Key.Key_L, CTRL | SHIFT)
    assert list_names(window, listed.game) == ["1. José García", "2. Luis Pérez"]


def test_the_waiting_list_model_passes_the_model_tester(
        demo_window: MainWindow, desk: Desk, clock: FakeClock, qtmodeltester: object) -> None:
    model = demo_window.waitlists.model
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    fresh = WaitlistModel(clock, lambda: "es")
    qtmodeltester.check(fresh)  # type: ignore[attr-defined]
    fresh.set_view(views.floor_view(desk))
    qtmodeltester.check(fresh)  # type: ignore[attr-defined]
    # A change of shape (a player leaves a list) resets the model; it stays sound.
    view = views.floor_view(desk)
    first_list = next(entries for entries in view.lists.values() if entries)
    waitlists.remove_from_waitlist(desk, entry_id=first_list[-1].id)
    fresh.set_view(views.floor_view(desk))
    qtmodeltester.check(fresh)  # type: ignore[attr-defined]


def test_the_lists_mark_call_ins_called_players_and_players_elsewhere(
        demo_window: MainWindow) -> None:
    model = demo_window.waitlists.model
    notes = {}
    for game_row in range(model.rowCount()):
        parent = model.index(game_row, 0)
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            notes[index.data().split(". ", 1)[1]] = index.siblingAtColumn(1).data()
    assert "called to table 4, seat" in notes["Tomás Cano"]
    assert notes["Begoña Campos"] == "call-in, not here yet"
    assert notes["José García"] == "plays at table 1"
    assert notes["Lorena Calvo"] == ""


def test_lists_stay_open_or_folded_and_keep_the_selection_when_the_floor_changes(
        demo_window: MainWindow, desk: Desk) -> None:
    panel = demo_window.waitlists
    model = panel.model
    folded = model.index(1, 0)
    panel.tree.collapse(folded)
    select_entry(demo_window, model.index(0, 0).data(WaitlistRole.GAME_ID), "Adrián Vidal")
    # Another desk removes someone from the first list: the model is reset.
    first = model.index(0, 0)
    entry = model.index(0, 0, first).data(WaitlistRole.ENTRY_ID)
    waitlists.remove_from_waitlist(desk, entry_id=entry)
    assert demo_window.feed.poll()
    assert not panel.tree.isExpanded(model.index(1, 0))
    assert panel.tree.isExpanded(model.index(0, 0))
    selected = panel.selected_entry()
    assert selected is not None and selected.name == "Adrián Vidal"


def second_game(desk: Desk) -> int:
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                          stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    assert game is not None
    return game


def test_a_new_name_puts_a_new_player_on_the_list_never_a_name_alike(
        floor: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    big = second_game(desk)
    alberto = players.add_player(desk, name="Alberto Ortega").created_id
    seats.seat_player(desk, table_id=floor.table, seat=2, player_id=alberto, buy_in="200")
    window.feed.poll()
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    joining = dialog_of(window, AddToListDialog)
    joining.game.setCurrentIndex(joining.game.findData(big))
    qtbot.keyClicks(joining.player.box, "Ramiro Ortega")  # type: ignore[attr-defined]
    qtbot.keyClick(joining.player.box, Qt.Key.Key_Return)  # type: ignore[attr-defined]

    assert joining.result() == QDialog.DialogCode.Accepted
    assert list_names(window, big) == ["1. Ramiro Ortega"]
    on_file = [m.name for m in players.search_players(desk, "Ortega")]
    assert sorted(on_file) == ["Alberto Ortega", "Ramiro Ortega"]
    assert "New player" in window.status_text.text()
    press(qtbot, window, Qt.Key.Key_Z, CTRL)  # one action: undo takes both away
    assert list_names(window, big) == []
    assert [m.name for m in players.search_players(desk, "Ramiro Ortega")
            if m.how == "exact"] == []


def test_new_player_is_first_and_near_names_are_listed_but_never_chosen(
        floor: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    players.add_player(desk, name="Alberto Ortega")
    window.feed.poll()
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    joining = dialog_of(window, AddToListDialog)
    search = joining.player
    search.set_text("Ramiro Ortega")
    model = search.model
    shown = [model.index(row).data() for row in range(model.rowCount())]
    assert shown[0] == "New player: Ramiro Ortega"
    assert any(s.startswith("Alberto Ortega") for s in shown[1:])
    assert search.selected_new_name() == "Ramiro Ortega"
    assert search.selected_player_id() is None
    assert "is not on file" in joining.hint.text()
    # The whole name of a player on file (accents and case aside) is that player.
    search.set_text("jose GARCIA")
    assert search.selected_name() == "José García"
    assert all("New player" not in model.index(r).data() for r in range(model.rowCount()))
    # A near name only: nobody is chosen, and OK says so instead of guessing.
    search.set_text("Albrto Ortga")
    assert search.model.rowCount() > 1  # the near name, after the new-player choice
    search.results.setCurrentIndex(model.index(1))
    assert search.selected_name() == "Alberto Ortega"  # chosen by the supervisor only


def test_a_phone_number_finds_the_player_and_nothing_near_is_chosen(
        floor: Floor, desk: Desk, window: MainWindow) -> None:
    with desk.store.writing() as session:
        ana = session.get(Player, floor.players["Ana López"])
        assert ana is not None
        ana.phone, ana.search_phone = "600 12 34 56", "600123456"
    window.feed.poll()
    window.desk_actions["add_to_list"].trigger()
    joining = dialog_of(window, AddToListDialog)
    joining.player.set_text("600 123 456")
    assert joining.player.selected_name() == "Ana López"  # the whole number
    joining.player.set_text("3456")
    assert [joining.player.model.index(0).data()] == ["Ana López"]
    assert joining.player.selected_player_id() is None  # part of a number: choose it
    ok(joining)
    assert "Choose a player" in joining.error_text("player")
