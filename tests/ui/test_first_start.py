"""The first start on an empty store: what to do instead of a grey map."""

from __future__ import annotations

from pathlib import Path

from floorman.services import games
from floorman.services.desk import Desk
from tests.ui.conftest import make_window
from tests.ui.helpers import dialog_of

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow
from floorman.ui.table_dialogs import AddGameDialog, OpenTableDialog


def test_an_empty_store_shows_what_to_do_and_the_demo_fills_the_map(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    page = window.first_start
    assert window.floor_pages.currentWidget() is page and page.isVisible()
    assert not window.map_area.isVisible()
    assert page.add_game.isEnabled() and page.demo.isEnabled()
    assert not page.open_table.isEnabled()  # a table deals a game: set one up first
    page.demo.click()
    assert window.floor_pages.currentWidget() is window.map_area
    assert window.map_area.isVisible() and not page.isVisible()
    view = window.map.view()
    assert view is not None and len(view.tables) == 13


def test_the_page_opens_the_room_dialogs_and_goes_with_the_first_table(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> None:
    window: MainWindow = make_window(qtbot, desk, language, tmp_path)
    page = window.first_start
    page.add_game.click()
    dialog_of(window, AddGameDialog).reject()
    game = window.feed.act(games.add_game, variant="holdem", betting="no_limit",
                           stake_small="1", stake_big="2", min_buy_in="100",
                           max_buy_in="300").created_id
    assert page.isVisible() and page.open_table.isEnabled() and not page.demo.isEnabled()
    page.open_table.click()
    dialog_of(window, OpenTableDialog).reject()
    window.feed.act(games.open_table, number=1, game_id=game)
    assert window.floor_pages.currentWidget() is window.map_area


def test_the_page_speaks_spanish(qtbot: object, desk: Desk, language: Language,
                                 tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    language.switch("es")
    assert window.first_start.demo.text() == "Cargar la sala de demostración"
