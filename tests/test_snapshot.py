"""The floor a desk keeps when it closes is painted at the next start only while it is
still the store's floor: any floor action, another schema, another floorman, another
store or a damaged file and it is not used."""

from __future__ import annotations

import os
import pickle
import random
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import platformdirs
import pytest

from floorman import snapshot
from floorman.places import sqlite_file
from floorman.services import players
from floorman.services.demo import load_demo
from floorman.services.desk import Desk
from floorman.services.views import floor_view
from floorman.store import open_store
from tests.fakes import FakeClock

from floorman.ui.launch import KEPT_LINE

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setattr(platformdirs, "user_cache_path", lambda *_a, **_k: folder)
    return folder


@pytest.fixture
def room(tmp_path: Path) -> tuple[str, Desk]:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    store = open_store(url)
    desk = Desk(store, clock=FakeClock(), rng=random.Random(3), actor="test")
    load_demo(desk)
    yield url, desk
    store.close()


def test_the_floor_kept_is_painted_while_nobody_changed_the_store(
        room: tuple[str, Desk], cache: Path) -> None:
    url, desk = room
    view = floor_view(desk)
    assert snapshot.keep_floor(url, view)
    assert [p.suffix for p in cache.iterdir()] == [".pickle"]  # nothing partial left
    kept = snapshot.current_floor(url)
    assert kept == view and kept is not None and len(kept.tables) == 13


def test_any_floor_action_since_makes_it_stale(room: tuple[str, Desk]) -> None:
    url, desk = room
    assert snapshot.keep_floor(url, floor_view(desk))
    players.add_player(desk, name="Ramiro Ortega")
    assert snapshot.current_floor(url) is None


def test_a_floor_older_than_the_store_is_not_kept_and_the_old_one_goes(
        room: tuple[str, Desk], cache: Path) -> None:
    url, desk = room
    before = floor_view(desk)
    assert snapshot.keep_floor(url, before)
    players.add_player(desk, name="Ramiro Ortega")
    assert not snapshot.keep_floor(url, before)  # another desk acted since it was read
    assert list(cache.iterdir()) == []
    assert snapshot.keep_floor(url, floor_view(desk))


def test_another_schema_floorman_or_store_is_not_trusted(
        room: tuple[str, Desk], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, desk = room
    assert snapshot.keep_floor(url, floor_view(desk))
    with monkeypatch.context() as newer:
        newer.setattr(snapshot, "__version__", "99.0")
        assert snapshot.current_floor(url) is None
    assert snapshot.current_floor(url) is not None
    copy = tmp_path / "copy.sqlite"
    copy.write_bytes((tmp_path / "room.sqlite").read_bytes())
    assert snapshot.current_floor(f"sqlite:///{copy}") is None  # kept per store file
    desk.store.close()
    with sqlite3.connect(tmp_path / "room.sqlite") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_future'")
    connection.close()
    assert snapshot.current_floor(url) is None


def test_a_damaged_or_foreign_snapshot_is_ignored(room: tuple[str, Desk]) -> None:
    url, desk = room
    store = sqlite_file(url)
    assert store is not None
    target = snapshot.snapshot_file(store)
    target.parent.mkdir(parents=True)
    target.write_bytes(b"not a pickle")
    assert snapshot.current_floor(url) is None
    target.write_bytes(pickle.dumps({"tables": []}))
    assert snapshot.current_floor(url) is None
    view = floor_view(desk)
    target.write_bytes(pickle.dumps(replace(
        snapshot.Snapshot(snapshot.FORMAT, "0.1.0", str(store.resolve()), "x", view),
        format=snapshot.FORMAT + 1)))
    assert snapshot.current_floor(url) is None


def test_only_a_plain_sqlite_file_has_a_kept_floor(room: tuple[str, Desk]) -> None:
    url, desk = room
    view = floor_view(desk)
    for other in ("postgresql+psycopg://floor@server/cardroom", f"{url}?timeout=5",
                  "sqlite:///:memory:", "sqlite:///"):
        assert sqlite_file(other) is None
        assert not snapshot.keep_floor(other, view)
        assert snapshot.current_floor(other) is None


def test_an_empty_floor_is_not_kept(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/empty.sqlite"
    store = open_store(url)
    try:
        view = floor_view(Desk(store, actor="test"))
    finally:
        store.close()
    assert not snapshot.keep_floor(url, view)  # the first-start page, not a map


def test_a_cache_that_cannot_be_written_costs_nothing_but_time(
        room: tuple[str, Desk], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, desk = room
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setattr(platformdirs, "user_cache_path", lambda *_a, **_k: blocker / "cache")
    assert not snapshot.keep_floor(url, floor_view(desk))
    assert snapshot.current_floor(url) is None


def test_the_desk_paints_the_kept_floor_at_its_next_start_only(
        room: tuple[str, Desk], tmp_path: Path) -> None:
    """Through the real entry point: the first start reads the store and keeps the
    floor, the second paints the kept floor (and says so in its log), and after a floor
    action by another desk the third reads the store again."""
    url, desk = room
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FLOORMAN_QUIT_AFTER_PAINT="1",
               XDG_CACHE_HOME=str(tmp_path / "xdg-cache"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    log = tmp_path / "state" / "floorman" / "log" / "floorman.log"

    def start() -> int:
        started = subprocess.run([sys.executable, "-m", "floorman", "--database", url,
                                  "--supervisor", "Ana R."], capture_output=True, text=True,
                                 cwd=REPO, env=env, timeout=120, check=False)
        assert (started.returncode, started.stdout) == (0, "floor painted\ndesk painted\n"), (
            started.stderr)
        return log.read_text(encoding="utf-8").count(KEPT_LINE)

    assert start() == 0
    assert start() == 1
    players.add_player(desk, name="Ramiro Ortega")  # another desk acts
    assert start() == 1, "a changed store is read, not the kept floor"
    assert start() == 2
