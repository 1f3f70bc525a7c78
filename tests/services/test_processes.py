"""Two floorman processes on one SQLite file, and a process killed mid-burst."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from floorman.services import games, players, seats
from floorman.services.desk import Desk
from floorman.services.views import floor_version
from floorman.store import open_store
from floorman.store.models import AuditEntry, Player

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def desk_process(url: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.services.desk_process", url, *args],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[tuple[str, Desk, int, int, int]]:
    url = f"sqlite:///{tmp_path}/shared.sqlite"
    desk = Desk(open_store(url), actor="first-desk")
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    table = games.open_table(desk, number=1, game_id=game).created_id
    player = players.add_player(desk, name="Begoña Campos").created_id
    yield url, desk, game, table, player
    desk.store.close()


def test_two_processes_see_each_others_changes(shared: tuple[str, Desk, int, int, int]) -> None:
    url, desk, _game, table, player = shared
    watcher = desk_process(url, "watch", str(floor_version(desk)))
    assert watcher.stdout is not None
    assert watcher.stdout.readline().strip() == "watching"
    seats.seat_player(desk, table_id=table, seat=4, player_id=player)
    out, err = watcher.communicate(timeout=30)
    assert watcher.returncode == 0, err
    assert [1, 4, "Begoña Campos"] in json.loads(out)["seats"]

    before = floor_version(desk)
    other = players.add_player(desk, name="Óscar Castillo").created_id
    writer = desk_process(url, "seat", str(table), "7", str(other))
    out, err = writer.communicate(timeout=30)
    assert writer.returncode == 0, err
    audit_id = int(out.split()[-1])
    deadline = time.monotonic() + 5
    while floor_version(desk) < audit_id and time.monotonic() < deadline:
        time.sleep(0.05)
    assert floor_version(desk) == audit_id > before


def test_a_process_killed_mid_burst_leaves_a_consistent_store(
    shared: tuple[str, Desk, int, int, int], tmp_path: Path
) -> None:
    url, desk, game, table, _player = shared
    burst = desk_process(url, "burst", str(table), str(game))
    assert burst.stdout is not None
    committed = []
    while len(committed) < 60:
        line = burst.stdout.readline()
        assert line, burst.stderr.read() if burst.stderr else "the burst process died"
        committed.append(int(line.split()[-1]))
    os.kill(burst.pid, signal.SIGKILL)
    burst.communicate(timeout=10)
    desk.store.close()

    with sqlite3.connect(tmp_path / "shared.sqlite") as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    db.close()
    reopened = Desk(open_store(url))
    with reopened.store.reading() as session:
        present = set(session.execute(select(AuditEntry.id)).scalars())
        added = session.execute(select(func.count()).where(AuditEntry.action == "add_player")
                                ).scalar_one()
        on_file = session.execute(select(func.count(Player.id))).scalar_one()
    assert set(committed) <= present, "a committed action is missing after the crash"
    assert on_file == added, "every player on file has its audit row, and no more"
    reopened.store.close()
