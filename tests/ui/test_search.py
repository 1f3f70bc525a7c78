"""Player search: accents and typos forgiven, the roster read once per floor version."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt

from floorman.floor.names import OnFile, find_players, fold
from floorman.services import players, roster
from floorman.services.desk import Desk
from floorman.services.roster import Roster
from floorman.store.models import Player
from tests.ui.conftest import Floor

from floorman.ui import player_search
from floorman.ui.main_window import MainWindow
from floorman.ui.player_search import RosterCache


def _found(window: MainWindow, typed: str) -> list[str]:
    window.search.set_text(typed)
    model = window.search.model
    return [model.index(row).data().split("  ·  ")[0] for row in range(model.rowCount())]


def test_jose_finds_josé_and_typos_are_forgiven(floor: Floor, window: MainWindow) -> None:
    assert _found(window, "Jose")[0] == "José García"
    assert _found(window, "jose garcia")[0] == "José García"
    assert "José García" in _found(window, "Jsoe Garcia")
    assert _found(window, "lopez") == ["Ana López"]
    assert _found(window, "") == []


def test_results_say_where_the_player_is(floor: Floor, window: MainWindow) -> None:
    window.search.set_text("Marta")
    assert window.search.model.index(0).data() == "Marta Ruiz  ·  plays table 1, seat 1"


def test_typing_waits_for_a_pause_then_searches(floor: Floor, window: MainWindow,
                                                qtbot: object) -> None:
    window.search.box.setFocus()
    qtbot.keyClicks(window.search.box, "ana")  # type: ignore[attr-defined]
    assert window.search.model.rowCount() == 0  # not yet: still typing
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.search.selected_name() == "Ana López", timeout=1000)


def test_enter_on_a_found_player_shows_the_seat(floor: Floor, window: MainWindow,
                                                qtbot: object) -> None:
    window.map.select(floor.table, 5)
    window.search.set_text("marta")
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    selected = window.map.selected_seat()
    assert selected is not None and selected.name == "Marta Ruiz"
    assert window.player_in_context() == floor.players["Marta Ruiz"]


def test_the_roster_is_read_once_per_floor_version(floor: Floor, desk: Desk,
                                                   window: MainWindow,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[int] = []

    def counting(desk: Desk) -> Roster:
        reads.append(1)
        return roster.read_roster(desk)

    monkeypatch.setattr(player_search, "read_roster", counting)
    cache = RosterCache(desk, lambda: window.feed.view.version)
    for typed in ("j", "jo", "jos", "jose"):
        cache.find(typed)
    assert len(reads) == 1
    window.feed.act(players.add_player, name="Josefina Ortega")
    assert [m.name for m in cache.find("josefina")] == ["Josefina Ortega"]
    assert len(reads) == 2


def test_searching_twenty_thousand_players_finds_the_name_typed(desk: Desk) -> None:
    """Speed is measured by the benchmarks; here each keystroke must find the name."""
    first = ["José", "María", "Juan", "Ana", "Luis", "Carmen", "Antonio", "Lucía"]
    last = ["García", "Fernández", "Martínez", "López", "González", "Rodríguez"]
    many = tuple(
        (n, f"{first[n % 8]} {last[n // 8 % 6]} {n}", f"{first[n % 8]} {last[n // 8 % 6]} {n}"
         .lower().replace("é", "e").replace("í", "i").replace("á", "a").replace("ú", "u"))
        for n in range(20_000))
    cache = RosterCache(desk, lambda: 0)
    cache._roster = Roster(0, many)
    for typed in ("j", "jo", "jos", "jose", "jose g", "jose ga"):
        found = cache.find(typed)
        assert found and found[0].name.startswith("José")
    assert cache.find("jose ga")[0].name.startswith("José García")


def test_a_nickname_finds_the_player_and_shows_beside_the_name(
        floor: Floor, desk: Desk, window: MainWindow) -> None:
    with desk.store.writing() as session:
        luis = session.get(Player, floor.players["Luis Pérez"])
        assert luis is not None
        luis.nickname, luis.search_nickname = "El Flaco", fold("El Flaco")
    window.feed.poll()
    window.search.set_text("flaco")
    assert window.search.model.index(0).data() == "Luis Pérez “El Flaco”"
    assert window.search.selected_name() == "Luis Pérez"
    window.search.set_text("el flako")  # a typo in the nickname is forgiven too
    assert window.search.model.index(0).data().startswith("Luis Pérez")


def test_a_phone_number_or_its_last_digits_find_the_player(desk: Desk) -> None:
    on_file = [OnFile(1, "Ana López", "ana lopez", "", "", "600123456"),
               OnFile(2, "Luis Pérez", "luis perez", "", "", "611993456"),
               OnFile(3, "José García", "jose garcia")]
    assert [(m.name, m.how) for m in find_players("600 12 34 56", on_file)] == [
        ("Ana López", "phone")]
    assert [(m.name, m.how) for m in find_players("3456", on_file)] == [
        ("Ana López", "near"), ("Luis Pérez", "near")]
    assert find_players("999", on_file) == []
    assert [m.how for m in find_players("José García", on_file)][:1] == ["exact"]
