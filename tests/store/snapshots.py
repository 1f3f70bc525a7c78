"""Stores for the store tests: a fingerprint of everything in one (to prove that
something wrote nothing), and one an older floorman left behind."""

from __future__ import annotations

import hashlib
from pathlib import Path

from sqlalchemy import select

from floorman.services.desk import audit_head
from floorman.store import Store
from floorman.store.models import Base, load_every_model


def store_snapshot(store: Store) -> tuple[int, dict[str, tuple[int, str]]]:
    """The audit head, and for every table its row count and a digest of its rows."""
    tables: dict[str, tuple[int, str]] = {}
    with store.reading() as session:
        head = audit_head(session)
        load_every_model()
        for table in Base.metadata.sorted_tables:
            rows = session.execute(
                select(table).order_by(*table.primary_key.columns)).all()
            digest = hashlib.sha256(repr([tuple(row) for row in rows]).encode()).hexdigest()
            tables[table.name] = (len(rows), digest)
    return head, tables


def store_at(path: Path, revision: str) -> None:
    """A SQLite store at ``path`` whose schema stops at ``revision``: one an older
    floorman left behind."""
    from alembic import command

    from floorman.store.database import connect
    from floorman.store.migrate import alembic_config

    old = connect(f"sqlite:///{path}")
    config = alembic_config(old)
    with old.writer.connect() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
        connection.commit()
    old.close()
