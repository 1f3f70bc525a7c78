"""Fixtures for the desk window tests: a store per test, a clock that moves on demand,
a desk, and the window on them.

Each test gets its own SQLite file, so windows, polls and undo never see another
test's floor. The window's timers run as they do at the desk (poll every 500 ms, tick
every second); the fake clock moves only when a test advances it.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from floorman.services import games, players, seats, waitlists
from floorman.services.demo import load_demo
from floorman.services.desk import Desk
from tests.fakes import FakeClock

from floorman.ui.language import Language, translations_folder
from floorman.ui.main_window import MainWindow

HERE = Path(__file__).parent


@pytest.fixture(scope="session", autouse=True)
def spanish_catalogue() -> None:
    """Compile the Spanish catalogue when it is missing or older than its source
    (``make test`` does this first; a bare ``pytest`` run should work too)."""
    folder = translations_folder()
    source, compiled = folder / "floorman_es.ts", folder / "floorman_es.qm"
    if compiled.exists() and compiled.stat().st_mtime >= source.stat().st_mtime:
        return
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(compiled)], check=True)


@pytest.fixture(autouse=True)
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """floorman's own log (and its cache) go to the test's folder, not the user's."""
    import platformdirs

    folder = tmp_path / "logs"
    monkeypatch.setattr(platformdirs, "user_log_path", lambda *_a, **_k: folder)
    # The cache (the clock's chimes) too.
    monkeypatch.setattr(platformdirs, "user_cache_path", lambda *_a, **_k: tmp_path / "cache")
    return folder


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store_url(tmp_path: Path) -> str:
    """Window tests run on SQLite only; the services below them run on both stores."""
    return f"sqlite:///{tmp_path}/t.sqlite"


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Language]:
    speaking = Language("en")
    yield speaking
    speaking.switch("en")


@dataclass(frozen=True)
class Floor:
    """A small room: one 1/2 game with an open 9-seat table, a closed table, players."""

    game: int
    table: int
    closed: int
    players: dict[str, int]


@pytest.fixture
def floor(desk: Desk) -> Floor:
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    table = games.open_table(desk, number=1, game_id=game).created_id
    closed = games.open_table(desk, number=2, game_id=game).created_id
    games.close_table(desk, table_id=closed)
    names = ["José García", "Ana López", "Luis Pérez", "Marta Ruiz"]
    ids = {name: players.add_player(desk, name=name).created_id for name in names}
    seats.seat_player(desk, table_id=table, seat=1, player_id=ids["Marta Ruiz"], buy_in="200")
    return Floor(game, table, closed, ids)


@pytest.fixture
def listed(desk: Desk, floor: Floor, clock: FakeClock) -> Floor:
    """The small room with José then Ana on the 1/2 list."""
    for name in ("José García", "Ana López"):
        waitlists.add_to_waitlist(desk, game_id=floor.game, player_id=floor.players[name])
        clock.advance(seconds=30)
    return floor


def make_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / f"settings-{id(desk)}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(desk, language, settings)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1600, 1000)  # a desk monitor (the offscreen screen is smaller)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


@pytest.fixture
def window(qtbot: object, desk: Desk, language: Language, tmp_path: Path,
           floor: Floor) -> MainWindow:
    return make_window(qtbot, desk, language, tmp_path)


@pytest.fixture
def demo_window(qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> MainWindow:
    load_demo(desk)
    return make_window(qtbot, desk, language, tmp_path)
