"""The floor read first, with the standard library's sqlite3, for the desk's first paint:
the very floor the usual read gives, read without writing, and only from a SQLite store
of the schema its statements were written for. (The random nights of
``services/test_floor_invariants`` and ``test_must_move_invariants`` compare the two
reads after every step as well.)"""

from __future__ import annotations

import hashlib
import os
import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from floorman.first_floor import READS_SCHEMA, first_floor
from floorman.floor.floor_view import AWAY, HELD
from floorman.services import games, players, seats, waitlists
from floorman.services.demo import load_demo
from floorman.services.desk import Desk
from floorman.services.views import floor_view
from floorman.store import open_store
from floorman.store.migrate import SCHEMA_REVISION, known_revisions
from tests.fakes import FakeClock

from floorman.ui.launch import FIRST_LINE

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def room(tmp_path: Path) -> Iterator[tuple[str, Desk]]:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    store = open_store(url)
    desk = Desk(store, clock=FakeClock(), rng=random.Random(3), actor="test")
    load_demo(desk)
    yield url, desk
    store.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_statements_read_the_newest_schema() -> None:
    # A new migration fails this test until the statements are checked against it
    # (until then the desk reads its first floor the usual way, only later).
    assert READS_SCHEMA == SCHEMA_REVISION
    assert READS_SCHEMA in known_revisions()


def test_the_demo_room_read_first_is_the_floor_read_the_usual_way(
        room: tuple[str, Desk], tmp_path: Path) -> None:
    url, desk = room
    store_file = tmp_path / "room.sqlite"
    before = digest(store_file)
    first = first_floor(url)
    assert first is not None and first == floor_view(desk)
    assert len(first.tables) == 13 and first.version > 0
    assert digest(store_file) == before, "the first read writes nothing"


def test_every_kind_of_value_comes_back_as_the_usual_read_gives_it(
        room: tuple[str, Desk]) -> None:
    """Amounts, moments, flags and the house settings, on every row the floor shows:
    a deposit, a call-in, a called player, an away seat, a held seat, a table change."""
    url, desk = room
    games.set_house(desk, hold_minutes=7, deposit=Decimal("12.50"))
    view = floor_view(desk)
    game = view.games[0].id
    newcomer = players.add_player(desk, name="Ramiro Ortega").created_id
    waitlists.add_to_waitlist(desk, game_id=game, player_id=newcomer, call_in=True,
                              deposit="25.50")
    table = next(t for t in view.tables if t.is_open and t.empty_seats)
    seated = next(s for t in view.tables for s in t.seats if s.state == "playing")
    seats.mark_away(desk, table_id=next(t.id for t in view.tables if seated in t.seats),
                    seat=seated.number)
    holder = players.add_player(desk, name="Sofía Díaz").created_id
    seats.hold_seat(desk, table_id=table.id, seat=table.empty_seats[0], player_id=holder)
    first, usual = first_floor(url), floor_view(desk)
    assert first == usual
    assert first is not None and first.house.hold_minutes == 7
    assert first.house.deposit == Decimal("12.50")
    entry = next(e for rows in first.lists.values() for e in rows if e.player_id == newcomer)
    assert (entry.call_in, entry.deposit) == (True, Decimal("25.50"))
    assert entry.joined_at.tzinfo is not None
    states = {s.state for t in first.tables for s in t.seats}
    assert {AWAY, HELD} <= states
    assert all(t.is_open in (True, False) and type(t.is_open) is bool for t in first.tables)


def test_a_floor_changed_by_another_desk_is_read_as_it_is_now(room: tuple[str, Desk]) -> None:
    url, desk = room
    before = first_floor(url)
    newcomer = players.add_player(desk, name="Ramiro Ortega").created_id
    waitlists.add_to_waitlist(desk, game_id=floor_view(desk).games[0].id, player_id=newcomer)
    after = first_floor(url)
    assert before is not None and after is not None
    assert after.version > before.version and after == floor_view(desk)
    assert any(e.name == "Ramiro Ortega" for rows in after.lists.values() for e in rows)


def test_a_store_in_a_folder_with_uri_characters_in_its_name_is_read(tmp_path: Path) -> None:
    folder = tmp_path / "sala #2 50% ñ"
    folder.mkdir()
    url = f"sqlite:///{folder}/room.sqlite"
    store = open_store(url)
    try:
        desk = Desk(store, clock=FakeClock(), rng=random.Random(3), actor="test")
        load_demo(desk)
        assert first_floor(url) == floor_view(desk)
    finally:
        store.close()


def test_another_schema_is_read_the_usual_way(room: tuple[str, Desk], tmp_path: Path) -> None:
    url, _desk = room
    with sqlite3.connect(tmp_path / "room.sqlite") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0009_tournaments'")
    assert first_floor(url) is None  # the desk upgrades it, then reads it


def test_only_a_plain_sqlite_file_of_floorman_is_read_first(tmp_path: Path,
                                                            room: tuple[str, Desk]) -> None:
    url, _desk = room
    for other in ("postgresql+psycopg://floor@server/cardroom", f"{url}?timeout=5",
                  "sqlite:///:memory:", "sqlite:///", f"sqlite:///{tmp_path}/none.sqlite"):
        assert first_floor(other) is None
    assert not (tmp_path / "none.sqlite").exists(), "a missing store is not created"
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(b"not a database at all" * 100)
    assert first_floor(f"sqlite:///{damaged}") is None
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num TEXT)")
        connection.execute(f"INSERT INTO alembic_version VALUES ('{READS_SCHEMA}')")
    assert first_floor(f"sqlite:///{foreign}") is None  # our revision, not our tables


def test_an_empty_floor_is_left_to_the_first_start_page(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/empty.sqlite"
    open_store(url).close()
    assert first_floor(url) is None


def test_the_desk_paints_the_floor_read_first_through_the_real_entry_point(
        room: tuple[str, Desk], tmp_path: Path) -> None:
    """Each start paints the floor read first and says so in its log, also after
    another desk acted."""
    url, desk = room
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FLOORMAN_QUIT_AFTER_PAINT="1",
               XDG_CACHE_HOME=str(tmp_path / "xdg-cache"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    log = tmp_path / "state" / "floorman" / "log" / "floorman.log"

    def start() -> str:
        started = subprocess.run([sys.executable, "-m", "floorman", "--database", url,
                                  "--supervisor", "Ana R."], capture_output=True, text=True,
                                 cwd=REPO, env=env, timeout=120, check=False)
        assert (started.returncode, started.stdout) == (0, "floor painted\ndesk painted\n"), (
            started.stderr)
        return log.read_text(encoding="utf-8")

    assert start().count(f"{FIRST_LINE} {floor_view(desk).version}") == 1
    players.add_player(desk, name="Ramiro Ortega")  # another desk acts
    said = start()
    assert said.count(FIRST_LINE) == 2
    assert said.count(f"{FIRST_LINE} {floor_view(desk).version}") == 1
