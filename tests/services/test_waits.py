"""No desk waits without limit for another: an action behind a lock held too long is
refused cleanly, and the change poll (on the GUI thread) gives up quickly."""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text

from floorman.services import games, players, seats
from floorman.services.desk import Desk, FloorError, StoreUnreachable
from floorman.services.views import floor_version
from floorman.store import database, open_store
from tests.fakes import FakeClock
from tests.services.conftest import Room

ON_POSTGRESQL = pytest.mark.parametrize(
    "store_url", [pytest.param("postgresql", marks=pytest.mark.postgresql)], indirect=True)


@pytest.fixture
def impatient_desk(store_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desk]:
    """A desk whose store waits half a second for locks instead of ten."""
    monkeypatch.setattr(database, "LOCK_TIMEOUT_MS", 500)
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 500)
    store = open_store(store_url)
    yield Desk(store, clock=FakeClock(), rng=random.Random(3), actor="impatient")
    store.close()


def _room(desk: Desk) -> tuple[int, int]:
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    table = games.open_table(desk, number=5, game_id=game).created_id
    return table, players.add_player(desk, name="Paula Sáez").created_id


def test_an_action_behind_a_lock_held_too_long_is_refused_cleanly(
    impatient_desk: Desk, store_url: str
) -> None:
    table, player = _room(impatient_desk)
    if impatient_desk.store.is_sqlite:
        assert impatient_desk.store.file is not None
        other = sqlite3.connect(impatient_desk.store.file, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another writer that does not let go
    else:
        engine = create_engine(store_url)
        holder = engine.connect()
        holder.execute(text("SELECT * FROM card_tables WHERE id = :id FOR UPDATE"),
                       {"id": table})
    started = time.monotonic()
    try:
        with pytest.raises(FloorError) as error:
            games.close_table(impatient_desk, table_id=table)
    finally:
        if impatient_desk.store.is_sqlite:
            other.execute("ROLLBACK")
            other.close()
        else:
            holder.rollback()
            holder.close()
            engine.dispose()
    assert time.monotonic() - started < 8, "the desk waited far past its lock timeout"
    assert "kept the same part of the floor busy" in error.value.text.en
    assert "Try again in a moment" in error.value.text.en
    assert "mantuvo ocupada" in error.value.text.es
    # Nothing was written, and once the lock is gone the same action goes through.
    seats.seat_player(impatient_desk, table_id=table, seat=2, player_id=player)
    assert seats.unseat_player(impatient_desk, table_id=table, seat=2)
    assert "Closed table 5" in games.close_table(impatient_desk, table_id=table).summary.en


# SQLite needs no such test: its readers never wait for a writer in WAL mode.
@ON_POSTGRESQL
def test_the_change_poll_gives_up_quickly_behind_a_table_lock(desk: Desk, room: Room,
                                                              store_url: str) -> None:
    engine = create_engine(store_url)
    holder = engine.connect()
    holder.execute(text("LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE"))
    started = time.monotonic()
    try:
        with pytest.raises(StoreUnreachable) as error:
            floor_version(desk)
        waited = time.monotonic() - started
    finally:
        holder.rollback()
        holder.close()
        engine.dispose()
    assert waited < 3, f"the poll blocked the desk for {waited:.1f} s"
    assert "lock" in error.value.reason or "timeout" in error.value.reason
    assert floor_version(desk) > 0  # and it answers again once the lock is gone


@ON_POSTGRESQL
def test_postgresql_actions_run_serializable_with_timeouts(desk: Desk, room: Room) -> None:
    with desk.store.writing() as session:
        level = session.execute(text("SHOW transaction_isolation")).scalar_one()
        lock = session.execute(text("SHOW lock_timeout")).scalar_one()
        statement = session.execute(text("SHOW statement_timeout")).scalar_one()
    assert level == "serializable"
    assert lock == "10s"
    assert statement == "30s"
