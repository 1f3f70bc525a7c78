"""Bringing a store's schema up to date, safely.

Migrations are Alembic scripts shipped inside the package (``floorman.migrations``).
Before upgrading an existing SQLite file, floorman copies it to a timestamped backup
beside it; a store written by a newer floorman (a revision these scripts do not know)
is refused and left untouched. The schema revision the code expects is a constant, so
a store that is already current opens without importing Alembic at all (start-up
time matters at the desk).
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text

from floorman.store.database import Store, StoreError
from floorman.text import Text

if TYPE_CHECKING:
    from alembic.config import Config

# The newest migration in migrations/versions; a test keeps the two in step.
SCHEMA_REVISION = "0003_rulings"


def alembic_config(store: Store | None = None) -> Config:
    """An Alembic configuration pointing at the shipped migrations."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(resources.files("floorman.migrations")))
    if store is not None:
        config.set_main_option(
            "sqlalchemy.url", store.url.render_as_string(hide_password=False).replace("%", "%%")
        )
    return config


def current_revision(store: Store) -> str | None:
    """The schema revision recorded in the store; None for an empty store."""
    with store.reader.connect() as connection:
        if not inspect(connection).has_table("alembic_version"):
            return None
        row = connection.execute(text("SELECT version_num FROM alembic_version")).first()
        return row[0] if row else None


def has_tables(store: Store) -> bool:
    with store.reader.connect() as connection:
        return bool(inspect(connection).get_table_names())


def known_revisions() -> set[str]:
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(alembic_config())
    return {script.revision for script in scripts.walk_revisions()}


def backup(store: Store, destination: Path | None = None, *, now: datetime | None = None) -> Path:
    """Copy the SQLite store to ``destination`` (default: a timestamped file beside it).

    Uses SQLite's online backup, which gives a consistent copy even while other
    desks are writing.
    """
    source = store.file
    if source is None:
        raise StoreError(
            Text(
                "only a SQLite store can be backed up by floorman; back up a PostgreSQL "
                "database with pg_dump.",
                "floorman solo copia bases SQLite; para PostgreSQL use pg_dump.",
            ),
            "--database",
        )
    if destination is None:
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        destination = source.with_name(f"{source.stem}-backup-{stamp}{source.suffix}")
    if destination.exists():
        raise StoreError(
            Text(
                f"{destination} already exists; choose a new name so no backup is overwritten.",
                f"{destination} ya existe; elija otro nombre para no sobrescribir una copia.",
            ),
            "PATH",
        )
    with sqlite3.connect(source) as live, sqlite3.connect(destination) as copy:
        live.backup(copy)
    copy.close()
    live.close()
    return destination


def upgrade(store: Store, *, now: datetime | None = None) -> Path | None:
    """Bring the store to ``SCHEMA_REVISION``; returns the backup made, if any.

    Raises:
        StoreError: the store was written by a newer floorman, or holds tables that
            are not a floorman store.
    """
    revision = current_revision(store)
    if revision == SCHEMA_REVISION:
        return None
    if revision is None and has_tables(store):
        raise StoreError(
            Text(
                "this database holds tables but is not a floorman store. Choose an empty "
                "database or a floorman file.",
                "esta base tiene tablas pero no es de floorman. Elija una base vacía o un "
                "archivo de floorman.",
            ),
            "--database",
        )
    if revision is not None and revision not in known_revisions():
        raise StoreError(
            Text(
                f"this store was written by a newer floorman (schema {revision}). It was left "
                "untouched: update floorman to open it.",
                f"estos datos fueron escritos por un floorman más nuevo (esquema {revision}). "
                "No se tocaron: actualice floorman para abrirlos.",
            ),
            "--database",
        )
    made = backup(store, now=now) if revision is not None and store.file else None
    from alembic import command

    config = alembic_config(store)
    with store.writer.connect() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        connection.commit()
    return made
