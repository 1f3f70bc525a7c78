"""The store: SQLAlchemy models, opening a database, migrations and backups."""

from __future__ import annotations

from floorman.store.database import Store, StoreError, connect, default_url


def open_store(url: str | None = None) -> Store:
    """Open the store at ``url`` (default: the local SQLite file), bring its schema up to
    date (backing up an existing SQLite file first) and its copy of the rulebook.

    Raises:
        StoreError: it cannot be opened or belongs to a newer floorman; nothing was
            changed.
    """
    from floorman.store.migrate import upgrade
    from floorman.store.rulebook_copy import copy_rulebook

    store = connect(url or default_url())
    try:
        upgrade(store)
        copy_rulebook(store)
    except BaseException:
        store.close()
        raise
    return store


__all__ = ["Store", "StoreError", "connect", "default_url", "open_store"]
