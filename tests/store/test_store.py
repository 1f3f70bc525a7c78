"""Opening, migrating and backing up the store; refusing what is not ours."""

from __future__ import annotations

import hashlib
import re
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from floorman.store import Store, StoreError, connect, open_store
from floorman.store.migrate import SCHEMA_REVISION, alembic_config, backup, current_revision
from tests.store.snapshots import store_at


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_schema_constant_is_the_newest_migration() -> None:
    from alembic.script import ScriptDirectory

    assert ScriptDirectory.from_config(alembic_config()).get_heads() == [SCHEMA_REVISION]


def test_migrations_match_the_models(store: Store) -> None:
    """The equivalent of ``alembic check``: nothing left for autogenerate to do."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from floorman.store.migrate import include_object
    from floorman.store.models import Base, load_every_model

    load_every_model()
    with store.writer.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": include_object})
        differences = compare_metadata(context, Base.metadata)
    assert differences == []
    assert current_revision(store) == SCHEMA_REVISION


def test_sqlite_runs_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/floor.sqlite")
    with store.writer.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
    store.close()


def test_a_store_from_a_newer_floorman_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    open_store(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    db.close()
    before = digest(path)
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}")
    assert "newer floorman" in error.value.text.en and "más nuevo" in error.value.text.es
    assert digest(path) == before
    assert not list(tmp_path.glob("*backup*")), "nothing is backed up or written"


def test_a_file_that_is_not_a_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("table 4 needs a dealer\n" * 200)
    before = digest(path)
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}")
    assert "not a SQLite database" in error.value.text.en
    assert digest(path) == before


def test_a_database_with_foreign_tables_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    db.close()
    with pytest.raises(StoreError) as error:
        open_store(f"sqlite:///{path}")
    assert "not a floorman store" in error.value.text.en


@pytest.mark.parametrize("url,words", [
    ("not a url", "is not a database URL"),
    ("oracle+nothing://x/y", "no driver"),
    ("sqlite:////no/such/folder/floor.sqlite", "does not exist"),
    ("postgresql://nobody@127.0.0.1:9/none", "cannot open the store"),
])
def test_urls_that_cannot_be_opened_say_why(url: str, words: str) -> None:
    with pytest.raises(StoreError) as error:
        connect(url)
    assert words in error.value.text.en
    assert error.value.field == "--database"


def test_backup_is_a_consistent_copy_beside_the_store(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    store = open_store(f"sqlite:///{tmp_path}/floor.sqlite")
    made = backup(store, now=datetime(2026, 11, 30, 21, 5, 9, 250, tzinfo=UTC))
    assert made.parent == tmp_path
    assert re.fullmatch(r"floor-backup-20261130-210509-000250-[0-9a-f]{6}\.sqlite", made.name)
    copy = connect(f"sqlite:///{made}")
    assert current_revision(copy) == SCHEMA_REVISION
    copy.close()
    with pytest.raises(StoreError):
        backup(store, made)
    store.close()


def test_an_older_store_is_backed_up_then_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    store_at(path, "0001_floor")
    store = open_store(f"sqlite:///{path}")
    assert current_revision(store) == SCHEMA_REVISION
    store.close()
    (copy,) = tmp_path.glob("floor-backup-*.sqlite")
    with sqlite3.connect(copy) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchone() == (
            "0001_floor",)
    db.close()


def test_the_rulebook_is_copied_into_the_store_once_per_edition(store: Store) -> None:
    from sqlalchemy import func, select

    from floorman.rules import rulebook
    from floorman.store.models import RulebookEntry
    from floorman.store.rulebook_copy import copy_rulebook

    with store.reading() as session:
        count = session.execute(select(func.count(RulebookEntry.id))).scalar_one()
        entry = session.get(RulebookEntry, "RRoP 3.v.7")
    assert count == len(rulebook.entries()) > 400
    assert entry is not None and entry.summary_es == rulebook.entries()["RRoP 3.v.7"].summary.es
    assert copy_rulebook(store) is False, "an up-to-date store is not copied again"
