"""The store: SQLAlchemy models, opening a database, migrations and backups."""

from __future__ import annotations

from sqlalchemy.exc import DBAPIError

from floorman.store.database import (
    Store,
    StoreError,
    check_new_file,
    connect,
    default_url,
    newer_store_error,
    settle_journal,
    sqlite_write_error,
    unborn_file,
    usable_url,
)
from floorman.text import Text


def open_store(url: str | None = None, *, read_only: bool = False,
               create: bool = True) -> Store:
    """Open the store at ``url`` (default: the local SQLite file), bring its schema up to
    date (backing up an existing SQLite file first) and its copy of the rulebook.

    A SQLite file is checked before anything is written to it (``connect``) and put in
    WAL mode only once it is known to be ours and current. A new one is made whole
    under a temporary name and then given its name (``migrate.create_store``), so no
    desk ever meets a half-made store.

    Without ``create`` (a command that only reads, such as ``print``) a SQLite file that
    does not exist is refused instead of created: a mistyped path must not print an
    empty room from a new store.

    With ``read_only`` (the dealer station) nothing is upgraded or written: every
    connection refuses writes, and a store whose schema or rulebook is not current is
    refused, since only the desk may upgrade it.

    Raises:
        StoreError: it cannot be opened, is damaged or not a floorman store, belongs to
            a newer floorman, or (read-only) is not up to date; nothing was changed.
    """
    raw = default_url() if url is None else url
    unborn = None if read_only else unborn_file(raw)
    if unborn is not None and not create:
        raise missing_store_error(unborn)
    if unborn is not None:
        from floorman.store.migrate import create_store

        usable_url(raw)
        check_new_file(unborn, raw)
        create_store(unborn)
    store = connect(raw, read_only=read_only)
    try:
        if read_only:
            _check_current(store)
        else:
            from floorman.store.migrate import upgrade
            from floorman.store.rulebook_copy import copy_rulebook

            with store.taking_turns():
                upgrade(store)
                settle_journal(store)
                copy_rulebook(store)
    except DBAPIError as error:
        store.close()
        if not store.is_sqlite:
            raise
        raise sqlite_write_error(store, error) from None
    except BaseException:
        store.close()
        raise
    return store


def missing_store_error(path: object) -> StoreError:
    """The refusal of a store file that does not exist, for a command that only reads."""
    return StoreError(
        Text(f"there is no store at {path}; nothing was created. Check the path, or create "
             "the store first (floorman db upgrade --database ..., or floorman demo for a demo "
             "room).",
             f"no hay ninguna base en {path}; no se creó nada. Compruebe la ruta, o cree "
             "primero la base (floorman db upgrade --database ..., o floorman demo para una "
             "sala de demostración)."),
        "--database",
    )


def store_is_new(url: str | None) -> bool:
    """Whether opening ``url`` (default: the local file) will create a new SQLite store."""
    return unborn_file(default_url() if url is None else url) is not None


def _check_current(store: Store) -> None:
    """Refuse a store the dealer station cannot read as it is: not upgraded, written by a
    newer floorman, or holding another edition of the rulebook."""
    from floorman.store.migrate import SCHEMA_REVISION, current_revision, known_revisions
    from floorman.store.models import StoreNote
    from floorman.store.rulebook_copy import EDITION_KEY, shipped_edition

    revision = current_revision(store)
    if revision is not None and revision != SCHEMA_REVISION and (
        revision not in known_revisions()
    ):
        raise newer_store_error(revision, read_only=True)
    current = revision == SCHEMA_REVISION
    if current:
        with store.reading() as session:
            noted = session.get(StoreNote, EDITION_KEY)
            current = noted is not None and noted.value == shipped_edition()
    if not current:
        where = store.url.render_as_string(hide_password=True)
        raise StoreError(
            Text(
                f"the store at {where} is not up to date for this floorman, and the dealer "
                "station only reads. Open floorman at the desk first so it upgrades the "
                "store, then start the dealer station again.",
                f"la base en {where} no está al día para este floorman, y la estación del "
                "dealer solo lee. Abra primero floorman en el puesto del floor para que "
                "actualice la base, y vuelva a abrir la estación del dealer.",
            ),
            "--database",
        )


__all__ = ["Store", "StoreError", "connect", "default_url", "missing_store_error", "open_store",
           "store_is_new"]
