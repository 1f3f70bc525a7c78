"""A store opened read-only (the dealer station): it reads, refuses every write in the
database itself, and is never upgraded; a store not yet current is refused with advice."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import event, insert, text, update
from sqlalchemy.exc import SQLAlchemyError

from floorman.services import players
from floorman.services.desk import Desk, FloorError
from floorman.services.rulebook import search_rulebook
from floorman.store import Store, StoreError, open_store
from floorman.store.models import Player, StoreNote
from floorman.store.rulebook_copy import EDITION_KEY
from tests.fakes import FakeClock
from tests.store.snapshots import store_at, store_snapshot


@pytest.fixture
def dealer_store(store: Store, store_url: str) -> Iterator[Store]:
    """The same store as ``store`` (upgraded, one player on file), opened read-only."""
    players.add_player(Desk(store, clock=FakeClock(), actor="floor"), name="Ana López")
    opened = open_store(store_url, read_only=True)
    yield opened
    opened.close()


def test_a_read_only_store_reads_the_floor_and_the_rulebook(dealer_store: Store) -> None:
    desk = Desk(dealer_store, actor="dealer")
    assert dealer_store.read_only
    hits = search_rulebook(desk, "misdeal", "en")
    assert hits and "isdeal" in hits[0].title.en
    with dealer_store.reading() as session:
        assert session.query(Player).one().name == "Ana López"


def test_a_floor_action_on_a_read_only_store_is_refused_and_writes_nothing(
    store: Store, dealer_store: Store
) -> None:
    before = store_snapshot(store)
    dealer = Desk(dealer_store, clock=FakeClock(), rng=random.Random(1), actor="dealer")
    with pytest.raises(FloorError) as error:
        players.add_player(dealer, name="X")
    assert "opens the store read-only" in error.value.text.en
    assert "solo para lectura" in error.value.text.es
    assert store_snapshot(store) == before


def test_a_write_the_database_itself_refuses_as_read_only_is_a_floor_refusal(
    store: Store, store_url: str
) -> None:
    """A store the desk opened normally, on a connection the server keeps read-only (a
    standby, a read-only role, a read-only SQLite file): the database's own refusal
    reaches the desk as a floor refusal, never as an InternalError."""
    before = store_snapshot(store)
    read_only_server = "%20-cdefault_transaction_read_only%3Don"
    opened = open_store(store_url if store.is_sqlite else store_url + read_only_server)
    if opened.is_sqlite:
        opened.writer.dispose()

        @event.listens_for(opened.writer, "connect")
        def _refuse_writes(dbapi_connection: sqlite3.Connection, _record: object) -> None:
            dbapi_connection.execute("PRAGMA query_only=ON")
    try:
        assert not opened.read_only
        desk = Desk(opened, clock=FakeClock(), rng=random.Random(1), actor="desk")
        with pytest.raises(FloorError) as error:
            players.add_player(desk, name="Ana López")
        assert "opens the store read-only" in error.value.text.en
    finally:
        opened.close()
    assert store_snapshot(store) == before


@pytest.mark.parametrize("statement", [
    insert(Player).values(name="X", search_name="x",
                          created_at=datetime(2026, 1, 1, tzinfo=UTC)),
    update(StoreNote).values(value="changed"),
    text("DELETE FROM players"),
])
def test_every_connection_refuses_writes_in_the_database(
    store: Store, dealer_store: Store, statement: object
) -> None:
    before = store_snapshot(store)
    for engine in (dealer_store.reader, dealer_store.writer):
        with pytest.raises(SQLAlchemyError) as error, engine.begin() as connection:
            connection.execute(statement)  # type: ignore[call-overload]
        assert "read" in str(error.value).lower()  # "readonly" / "read-only transaction"
    assert store_snapshot(store) == before


def test_a_missing_sqlite_file_is_refused_not_created(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}", read_only=True)
    assert "Open floorman at the desk first" in error.value.text.en
    assert "puesto del floor" in error.value.text.es
    assert error.value.field == "--database"
    assert not path.exists()


def test_an_empty_database_is_refused_and_left_empty(store_url: str) -> None:
    with pytest.raises(StoreError) as error:
        open_store(store_url, read_only=True)
    assert "Open floorman at the desk first" in error.value.text.en
    from floorman.store import connect
    from floorman.store.migrate import has_tables

    bare = connect(store_url)
    assert not has_tables(bare), "the refused dealer station created nothing"
    bare.close()


def _digest(path: Path) -> bytes:
    return path.read_bytes()


def test_an_older_schema_is_refused_and_not_upgraded(tmp_path: Path) -> None:
    from floorman.store.migrate import current_revision

    path = tmp_path / "floor.sqlite"
    store_at(path, "0001_floor")
    before = _digest(path)
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}", read_only=True)
    assert "not up to date" in error.value.text.en
    assert "Open floorman at the desk first" in error.value.text.en
    assert _digest(path) == before
    assert not list(tmp_path.glob("*backup*")), "nothing is backed up"
    desk_store = open_store(f"sqlite:///{path}")  # the desk upgrades it; then the dealer reads
    desk_store.close()
    dealer = open_store(f"sqlite:///{path}", read_only=True)
    assert current_revision(dealer) is not None
    dealer.close()


def test_a_newer_schema_is_refused_with_its_own_advice(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    open_store(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    db.close()
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}", read_only=True)
    assert "newer floorman" in error.value.text.en and "más nuevo" in error.value.text.es


def test_an_outdated_rulebook_copy_is_refused_not_copied(store: Store, store_url: str) -> None:
    with store.writing() as session:
        note = session.get(StoreNote, EDITION_KEY)
        assert note is not None
        note.value = "an-older-edition"
    before = store_snapshot(store)
    with pytest.raises(StoreError) as error:
        open_store(store_url, read_only=True)
    assert "Open floorman at the desk first" in error.value.text.en
    assert store_snapshot(store) == before
