"""A fingerprint of everything in a store, to prove that something wrote nothing."""

from __future__ import annotations

import hashlib

from sqlalchemy import select

from floorman.services.desk import audit_head
from floorman.store import Store
from floorman.store.models import Base


def store_snapshot(store: Store) -> tuple[int, dict[str, tuple[int, str]]]:
    """The audit head, and for every table its row count and a digest of its rows."""
    tables: dict[str, tuple[int, str]] = {}
    with store.reading() as session:
        head = audit_head(session)
        for table in Base.metadata.sorted_tables:
            rows = session.execute(
                select(table).order_by(*table.primary_key.columns)).all()
            digest = hashlib.sha256(repr([tuple(row) for row in rows]).encode()).hexdigest()
            tables[table.name] = (len(rows), digest)
    return head, tables
