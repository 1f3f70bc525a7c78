"""Held and away seats on the floor map keep the player's whole first name."""

from __future__ import annotations

from pathlib import Path

from floorman.services import players, seats
from floorman.services.desk import Desk
from tests.ui.conftest import Floor

from floorman.ui.floor_map import LEAST_NAME_SCALE, fit_name
from floorman.ui.main_window import MainWindow


def _ten(text: str) -> int:
    return 10 * len(text)


def _cut(text: str, width: int) -> str:
    return text[: width // 10 - 1] + "…"


def test_the_first_name_stays_whole() -> None:
    name = "Maximiliano Fernández"
    assert fit_name(name, 300, _ten, _cut) == (name, 1.0)
    assert fit_name(name, 140, _ten, _cut) == ("Maximiliano F.", 1.0)
    assert fit_name(name, 120, _ten, _cut) == ("Maximiliano", 1.0)  # was "Maximilia…"
    assert fit_name(name, 88, _ten, _cut) == ("Maximiliano", 0.8)  # in smaller type
    text, scale = fit_name(name, 50, _ten, _cut)  # too narrow even for that: only then cut
    assert text.endswith("…") and scale == LEAST_NAME_SCALE


def test_a_held_and_an_away_seat_show_maximiliano(floor: Floor, desk: Desk,
                                                  window: MainWindow,
                                                  tmp_path: Path) -> None:
    held = players.add_player(desk, name="Maximiliano Fernández").created_id
    away = players.add_player(desk, name="Maximiliano Rodríguez").created_id
    seats.hold_seat(desk, table_id=floor.table, seat=2, player_id=held)
    seats.seat_player(desk, table_id=floor.table, seat=3, player_id=away, buy_in="200")
    seats.mark_away(desk, table_id=floor.table, seat=3)
    window.feed.reload()
    floor_map = window.map
    painted: list[str] = []
    original = floor_map._elide

    def spy(text: str, width: int, italic: bool) -> tuple[str, float]:
        found = original(text, width, italic)
        painted.append(found[0])
        return found

    floor_map._elided.clear()
    floor_map._elide = spy  # type: ignore[method-assign]
    floor_map._tiles.clear()

    floor_map.grab().save(str(tmp_path / "map.png"))
    assert any(text.startswith("Maximiliano") and "…" not in text for text in painted), painted
    assert sum(1 for text in painted if text.startswith("Maximiliano")) == 2
    assert all("…" not in text for text in painted if text.startswith("Maximiliano"))
    assert "Maximiliano Fernández" in floor_map.describe(
        window.feed.view.table(floor.table), 2)

