"""Bringing a store's schema up to date, safely, and backing it up.

Migrations are Alembic scripts shipped inside the package (``floorman.migrations``).
Before upgrading an existing SQLite file, floorman copies it to a backup beside it; a
store written by a newer floorman (a revision these scripts do not know) is refused and
left untouched. The schema revision the code expects is a constant, so a store that is
already current opens without importing Alembic at all (start-up time matters at the
desk).

A backup is never half a file under its name: SQLite's online backup writes a
temporary file in the destination folder, SQLite's ``integrity_check`` checks the copy
(and the store, before it is copied: a damaged store is never backed up as a good
one), the copy is flushed to disk, and only then is it given its name, with a hard
link that fails rather than overwrite a file of that name. A process killed part-way
leaves only a hidden ``.NAME.*.partial`` file, which never matches a backup's name.
"""

from __future__ import annotations

import errno
import os
import secrets
import sqlite3
import tempfile
from contextlib import closing
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.exc import DBAPIError

from floorman.store.database import (
    BUSY_TIMEOUT_MS,
    Store,
    StoreError,
    connect,
    disk_full,
    newer_store_error,
    read_only_uri,
    restore_advice,
    sqlite_problems,
)
from floorman.text import Text

if TYPE_CHECKING:
    from alembic.config import Config

# The newest migration in migrations/versions; a test keeps the two in step.
SCHEMA_REVISION = "0010_clock"
# The rulings log's text index (migration 0006_search), which the models do not
# describe: SQLite's FTS5 table with its shadow tables, PostgreSQL's expression index.
TEXT_INDEX_TABLE = "rulings_search"
TEXT_INDEX_PG = "ix_rulings_search_words"


def include_object(obj: object, name: str | None, type_: str, reflected: bool,
                   compare_to: object) -> bool:
    """Whether autogenerate compares ``name``: not the text index of the rulings log,
    which lives outside the models (``migrations/env.py`` and the test of ``alembic
    check`` use this)."""
    if type_ == "table" and name is not None and name.startswith(TEXT_INDEX_TABLE):
        return False
    return not (type_ == "index" and name == TEXT_INDEX_PG)
# What the copy's temporary name ends with, in the destination folder.
PARTIAL = ".partial"


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


def backup_name(source: Path, now: datetime | None = None) -> Path:
    """A new backup's name beside ``source``: ``<stem>-backup-<UTC time to the
    microsecond>-<random><suffix>``, so two desks backing up at once never pick one."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    stamp = moment.strftime("%Y%m%d-%H%M%S-%f")
    return source.with_name(
        f"{source.stem}-backup-{stamp}-{secrets.token_hex(3)}{source.suffix}")


def _refuse(en: str, es: str) -> StoreError:
    return StoreError(Text(en, es), "PATH")


def check_backup_destination(destination: Path) -> None:
    """Refuse a place a backup cannot be written to, before anything is copied: a folder,
    a file that exists (no backup is overwritten), a folder that does not exist or
    cannot be written here."""
    folder = destination.parent
    if destination.is_dir():
        raise _refuse(
            f"{destination} is a folder. Give the name of the backup file to write, e.g. "
            f"{destination / 'floorman-backup.sqlite'}.",
            f"{destination} es una carpeta. Indique el nombre del archivo de copia, p. ej. "
            f"{destination / 'floorman-backup.sqlite'}.",
        )
    if destination.exists() or destination.is_symlink():
        raise _refuse(
            f"{destination} already exists; choose a new name so no backup is overwritten.",
            f"{destination} ya existe; elija otro nombre para no sobrescribir una copia.",
        )
    if not folder.is_dir():
        raise _refuse(
            f"the folder {folder} does not exist. Create it or choose another place for the "
            "backup.",
            f"la carpeta {folder} no existe. Créela o elija otro lugar para la copia.",
        )
    if not os.access(folder, os.W_OK):
        raise _cannot_write(destination, PermissionError(
            errno.EACCES, "the folder is read-only here"))


def _cannot_write(destination: Path, error: BaseException) -> StoreError:
    """The refusal of a backup the destination could not take (full, read-only...)."""
    reason = (getattr(error, "strerror", None)
              or (str(error).strip().splitlines() or [type(error).__name__])[0])
    if disk_full(error):
        return _refuse(
            f"there is not enough room in {destination.parent} for the backup ({reason}). "
            "No backup was written: free some space, or choose another place with "
            "floorman db backup PATH.",
            f"no hay espacio suficiente en {destination.parent} para la copia ({reason}). No "
            "se escribió ninguna copia: libere espacio, o elija otro lugar con "
            "floorman db backup RUTA.",
        )
    return _refuse(
        f"cannot write the backup {destination}: {reason}. No backup was written: choose a "
        "folder you may write to.",
        f"no se puede escribir la copia {destination}: {reason}. No se escribió ninguna "
        "copia: elija una carpeta en la que pueda escribir.",
    )


def _copy_pages(live: sqlite3.Connection, copy: sqlite3.Connection) -> None:
    """SQLite's online backup: a consistent copy even while other desks write."""
    live.backup(copy)


def _copy_into(source: Path, temporary: Path) -> list[str]:
    """Copy the store ``source`` into ``temporary``; what SQLite's integrity_check then
    finds wrong with the copy (nothing, normally)."""
    timeout = BUSY_TIMEOUT_MS / 1000
    with closing(sqlite3.connect(read_only_uri(source), uri=True, timeout=timeout)) as live, \
            closing(sqlite3.connect(temporary, timeout=timeout)) as copy:
        _copy_pages(live, copy)
        # A backup stands alone: one file, no -wal beside it.
        copy.execute("PRAGMA journal_mode=DELETE")
        return sqlite_problems(copy, thorough=True)


def _flush(path: Path, *, folder: bool = False) -> None:
    """Make what was written to ``path`` (a file, or a folder's entries) durable."""
    if folder and os.name == "nt":
        return  # Windows cannot open a folder to flush it; NTFS journals the rename
    descriptor = os.open(path, os.O_RDONLY if folder else os.O_RDWR)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _give_name(temporary: Path, destination: Path) -> None:
    """Give the finished copy its name without ever replacing a file of that name."""
    try:
        os.link(temporary, destination)
    except FileExistsError:
        raise _refuse(
            f"{destination} already exists; choose a new name so no backup is overwritten.",
            f"{destination} ya existe; elija otro nombre para no sobrescribir una copia.",
        ) from None
    except OSError as error:
        if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK,
                               errno.ENOSYS):
            raise
        # No hard links on this file system (FAT, some network shares): a rename, which
        # on Windows refuses an existing name; elsewhere the check just before it.
        if destination.exists():
            raise _refuse(
                f"{destination} already exists; choose a new name so no backup is "
                "overwritten.",
                f"{destination} ya existe; elija otro nombre para no sobrescribir una copia.",
            ) from None
        os.rename(temporary, destination)
        return
    temporary.unlink()


def _remove(temporary: Path) -> None:
    for file in (temporary, *(temporary.with_name(temporary.name + s)
                              for s in ("-journal", "-wal", "-shm"))):
        try:
            file.unlink()
        except FileNotFoundError:
            continue
        except OSError:
            continue


def backup(store: Store, destination: Path | None = None, *, now: datetime | None = None) -> Path:
    """Copy the SQLite store to ``destination`` (default: ``backup_name`` beside it);
    the backup's path.

    The store is checked first (``integrity_check``) and refused if damaged; the copy is
    written under a temporary name in the destination folder, checked, flushed to disk
    and then named, never over an existing file. On any failure (a full disk, a
    read-only folder, an interruption) no file is left under ``destination`` and the
    temporary file is removed.

    Raises:
        StoreError: the store is not SQLite or is damaged, or the backup cannot be
            written there; nothing was written.
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
        destination = backup_name(source, now)
    check_backup_destination(destination)
    _refuse_damaged(source)
    try:
        descriptor, name = tempfile.mkstemp(prefix=f".{destination.name}.", suffix=PARTIAL,
                                            dir=destination.parent)
    except OSError as error:
        raise _cannot_write(destination, error) from None
    os.close(descriptor)
    temporary = Path(name)
    try:
        os.chmod(temporary, source.stat().st_mode & 0o777)  # as the store, not mkstemp's
        problems = _copy_into(source, temporary)
        if problems:
            raise StoreError(Text(
                f"the copy of {source} did not check whole ({'; '.join(problems[:3])}), so "
                "it was thrown away and no backup was written. Try again; if it happens "
                "again, check the disk.",
                f"la copia de {source} no pasó la comprobación ({'; '.join(problems[:3])}), "
                "así que se descartó y no se escribió ninguna copia. Inténtelo de nuevo; si "
                "vuelve a ocurrir, revise el disco.",
            ), "PATH")
        _flush(temporary)
        _give_name(temporary, destination)
        _flush(destination.parent, folder=True)
    except StoreError:
        _remove(temporary)
        raise
    except (OSError, sqlite3.Error) as error:
        _remove(temporary)
        raise _cannot_write(destination, error) from None
    except BaseException:
        _remove(temporary)
        raise
    return destination


def _refuse_damaged(source: Path) -> None:
    """Refuse to back up a store SQLite's integrity_check finds damaged."""
    try:
        with closing(sqlite3.connect(read_only_uri(source), uri=True,
                                     timeout=BUSY_TIMEOUT_MS / 1000)) as live:
            problems = sqlite_problems(live, thorough=True)
    except sqlite3.Error as error:
        problems = [str(error)]
    if problems:
        raise StoreError(Text(
            f"the store {source} is damaged (SQLite's check found: {'; '.join(problems[:3])}),"
            " so floorman made no backup of it: a copy would be damaged too.",
            f"la base {source} está dañada (la comprobación de SQLite encontró: "
            f"{'; '.join(problems[:3])}), así que floorman no hizo ninguna copia: también "
            "estaría dañada.",
        ) + restore_advice(source), "--database")


def create_store(path: Path) -> bool:
    """Make a new store at ``path``, whole or not at all; whether this call made it.

    The schema is built in a file under a temporary name beside ``path``, flushed to
    disk and then linked to ``path``, so no desk ever finds a half-made or 0-byte store
    there. When several desks create it at once, the first link wins and the others
    throw their copy away and open that one.

    Raises:
        StoreError: the store could not be written there (a full disk, say); nothing is
            left behind.
    """
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.new")
    try:
        store = connect(f"sqlite:///{temporary}")
        try:
            upgrade(store)
        finally:
            store.close()
        _flush(temporary)
        try:
            _give_name(temporary, path)
        except StoreError:
            return False  # another desk made it first: open theirs
        _flush(path.parent, folder=True)
        return True
    except (OSError, sqlite3.Error, DBAPIError) as error:
        raise _cannot_create(path, error) from None
    finally:
        _remove(temporary)


def _cannot_create(path: Path, error: BaseException) -> StoreError:
    cause = error.orig if isinstance(error, DBAPIError) and error.orig else error
    reason = (getattr(cause, "strerror", None)
              or (str(cause).strip().splitlines() or [type(cause).__name__])[0])
    if disk_full(cause):
        return StoreError(Text(
            f"there is not enough room in {path.parent} for a new store ({reason}). Nothing "
            "was left behind: free some space, or choose another place for the store.",
            f"no hay espacio suficiente en {path.parent} para una base nueva ({reason}). No "
            "quedó nada a medias: libere espacio, o elija otro lugar para los datos.",
        ), "--database")
    return StoreError(Text(
        f"cannot create the store {path}: {reason}. Nothing was left behind: choose a "
        "folder you may write to.",
        f"no se puede crear la base {path}: {reason}. No quedó nada a medias: elija una "
        "carpeta en la que pueda escribir.",
    ), "--database")


def upgrade(store: Store, *, now: datetime | None = None) -> Path | None:
    """Bring the store to ``SCHEMA_REVISION``; returns the backup made, if any.

    An existing SQLite store is backed up first (``backup``, which checks it); if that
    fails the upgrade is not attempted and the store is left as it was. The migrations
    run in one transaction, so a second desk upgrading at the same moment waits and then
    finds the work done.

    Raises:
        StoreError: the store was written by a newer floorman, holds tables that are not
            a floorman store, or could not be backed up.
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
        raise newer_store_error(revision, read_only=False)
    made = None
    if revision is not None and store.file is not None:
        try:
            made = backup(store, now=now)
        except StoreError as error:
            raise StoreError(error.text + Text(
                f"The store was not upgraded (floorman backs it up first) and is as it was; "
                f"it needs the schema {SCHEMA_REVISION} to open here.",
                f"La base no se actualizó (floorman primero hace una copia) y está como "
                f"estaba; necesita el esquema {SCHEMA_REVISION} para abrirse aquí.",
            ), "--database") from None
    from alembic import command

    config = alembic_config(store)
    with store.writer.connect() as connection, connection.begin():
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
    return made
