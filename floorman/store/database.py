"""Opening the store: a local SQLite file by default, any SQLAlchemy URL otherwise.

SQLite runs in WAL mode with foreign keys on and full sync, so a crash loses nothing
that was committed, and two floorman processes can share one file: writes start with
``BEGIN IMMEDIATE`` (so two desks never deadlock upgrading a read lock) and wait up to
a few seconds for each other. Before any engine touches a SQLite file, floorman looks at
it through a connection that can only read (the header, SQLite's ``quick_check``, the
tables, the schema revision) and refuses a file that is empty, not SQLite, damaged,
another program's or a newer floorman's, leaving it byte for byte as it was; the WAL
journal mode is set only once the store is known to be ours and current
(``settle_journal``). Every failure to open is turned into a ``StoreError`` that says
what is wrong and what to do. A store opened read-only (the dealer station) refuses
writes in the database itself: SQLite's ``query_only`` pragma on a read-only URI (so the
file is never written, not even to fold a desk's WAL into it), PostgreSQL's
``default_transaction_read_only`` on every connection.

Several desks on PostgreSQL. A floor action reads the floor, checks it against the
rules and then writes; at PostgreSQL's default READ COMMITTED two desks can both pass
the check and both write (a player seated at a table another desk is closing, two
"not here" counted once). floorman's writer therefore runs every transaction at
SERIALIZABLE: PostgreSQL guarantees the outcome is one some serial order of the
actions would give, and aborts a transaction that would break that with a
serialization failure (SQLSTATE 40001), which the services retry from the start, so
the second desk sees the first desk's change and decides again. We chose it over
row locks taken before each check because it covers every check, including those
that read the absence of a row (no seat, no list entry), which no row lock can
protect, and it needs nothing from each new floor action. SQLite gives the same
guarantee by letting one writer in at a time. No desk waits without limit: on
PostgreSQL locks are waited for at most ``LOCK_TIMEOUT_MS`` and a statement runs at
most ``STATEMENT_TIMEOUT_MS`` (SQLite's busy timeout is the same 10 s), after which
the action is refused cleanly and nothing is written.
"""

from __future__ import annotations

import errno
import glob
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker

from floorman.text import Text, UserError

BUSY_TIMEOUT_MS = 10_000
# PostgreSQL: the longest a desk waits for another desk's lock, the longest one
# statement may run, and how long a connection may sit idle inside a transaction.
LOCK_TIMEOUT_MS = BUSY_TIMEOUT_MS
STATEMENT_TIMEOUT_MS = 30_000
IDLE_IN_TRANSACTION_MS = 60_000
CONNECT_TIMEOUT_S = 10
# The change poll runs on the desk's GUI thread: it waits at most this long.
GLANCE_WAIT_MS = 500

# The advisory lock desks take while one of them upgrades a PostgreSQL store.
OPENING_LOCK = 0x666C6F6F72  # "floor"

# PostgreSQL's SQLSTATE codes that floorman answers.
SERIALIZATION_FAILURE, DEADLOCK = "40001", "40P01"
READ_ONLY_TRANSACTION = "25006"
LOCK_NOT_AVAILABLE, QUERY_CANCELED = "55P03", "57014"


class StoreError(UserError):
    """The store cannot be opened or used as it is."""


def default_url() -> str:
    """The local SQLite store: in the platform's user data folder, or beside a portable
    bundle (``floorman.places``)."""
    from floorman.places import places

    return f"sqlite:///{places().store_file}"


def sqlite_path(url: URL) -> Path | None:
    """The file of a SQLite URL, or None for other databases and in-memory SQLite."""
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return None
    return Path(url.database)


@dataclass
class Store:
    """An open store: one engine for reading, one for writing, on the same database
    (``read_only``: both refuse writes)."""

    url: URL
    reader: Engine
    writer: Engine
    read_only: bool = False

    def __post_init__(self) -> None:
        self._read = sessionmaker(self.reader, expire_on_commit=False)
        self._write = sessionmaker(self.writer, expire_on_commit=False)

    @property
    def is_sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    @property
    def file(self) -> Path | None:
        return sqlite_path(self.url)

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session for reading; it never writes. Closing it ends the transaction and
        keeps what was loaded readable."""
        with self._read() as session:
            yield session

    @contextmanager
    def glancing(self) -> Iterator[Session]:
        """A quick read that never keeps the desk waiting long: on PostgreSQL it gives
        up after ``GLANCE_WAIT_MS`` behind another desk's lock (SQLite's readers never
        wait for writers in WAL mode)."""
        with self._read() as session:
            if not self.is_sqlite:
                session.execute(text(f"SET LOCAL lock_timeout = {GLANCE_WAIT_MS}"))
                session.execute(text(f"SET LOCAL statement_timeout = {2 * GLANCE_WAIT_MS}"))
            yield session

    @contextmanager
    def taking_turns(self) -> Iterator[None]:
        """Desks that open one PostgreSQL database at the same moment take turns to
        upgrade its schema and copy the rulebook, so the second finds the work done
        instead of failing on the first's new tables (a session advisory lock; SQLite's
        writers take turns already)."""
        if self.is_sqlite:
            yield
            return
        with self.writer.connect() as connection:
            connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": OPENING_LOCK})
            connection.commit()
            try:
                yield
            finally:
                connection.execute(text("SELECT pg_advisory_unlock(:key)"),
                                   {"key": OPENING_LOCK})
                connection.commit()

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """A session whose transaction commits when the block ends, or rolls back."""
        with self._write.begin() as session:
            yield session

    def checkpoint(self) -> None:
        """Copy SQLite's write-ahead log into the store file now, while the desk is idle,
        so that no floor action waits for SQLite's own checkpoint: that one runs inside
        the commit that fills the log, and a desk felt it as a frozen key press of a
        few hundred milliseconds. PASSIVE never waits for other desks' readers or
        writers; what it cannot copy now, the next call does. Nothing to do on
        PostgreSQL or read-only; a store that does not answer is left to the poll."""
        if not self.is_sqlite or self.read_only:
            return
        try:
            connection = self.writer.raw_connection()
        except DBAPIError:
            return
        try:
            cursor = connection.cursor()
            cursor.execute("PRAGMA wal_checkpoint(PASSIVE)")
            cursor.close()
        except sqlite3.Error:
            pass
        finally:
            connection.close()

    def close(self) -> None:
        self.reader.dispose()
        self.writer.dispose()


def _sqlite_engine(url: URL, *, immediate: bool, read_only: bool = False) -> Engine:
    engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
        # Let SQLAlchemy's "begin" event start transactions, not the sqlite3 module.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        # No journal mode here: settle_journal sets WAL once the store is known good.
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        if read_only:
            cursor.execute("PRAGMA query_only=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def parse_url(raw: str) -> URL:
    """``raw`` as a database URL, refused clearly when it is not one."""
    try:
        url = make_url(raw)
    except ArgumentError:
        raise StoreError(
            Text(
                f"'{raw}' is not a database URL. Use sqlite:///path/to/floorman.sqlite or "
                "postgresql+psycopg://user@host/database.",
                f"'{raw}' no es una URL de base de datos. Use sqlite:///ruta/a/floorman.sqlite "
                "o postgresql+psycopg://usuario@servidor/base.",
            ),
            "--database",
        ) from None
    if url.get_backend_name() == "postgresql" and url.drivername == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    return url


def _with_settings(url: URL, settings: dict[str, str]) -> URL:
    """``url`` with server settings for every connection, added to the URL's own
    options (a search_path, say) rather than replacing them."""
    options = url.query.get("options", "")
    if isinstance(options, tuple):
        options = " ".join(options)
    added = " ".join(f"-c {key}={value}" for key, value in settings.items())
    return url.update_query_dict({"options": f"{options} {added}".strip()})


def _postgresql_store(url: URL, *, read_only: bool) -> Store:
    settings = {
        "lock_timeout": f"{LOCK_TIMEOUT_MS}ms",
        "statement_timeout": f"{STATEMENT_TIMEOUT_MS}ms",
        "idle_in_transaction_session_timeout": f"{IDLE_IN_TRANSACTION_MS}ms",
    }
    if read_only:
        settings["default_transaction_read_only"] = "on"
    target = _with_settings(url, settings)
    options: dict[str, Any] = {"pool_pre_ping": True,
                               "connect_args": {"connect_timeout": CONNECT_TIMEOUT_S}}
    reader = create_engine(target, **options)
    writer = create_engine(target, isolation_level="SERIALIZABLE", **options)
    return Store(url, reader, writer, read_only=read_only)


def sqlstate(error: BaseException) -> str | None:
    """The SQLSTATE code of a database error (PostgreSQL), if it has one."""
    cause = error.orig if isinstance(error, DBAPIError) else error
    code = getattr(cause, "sqlstate", None)
    return code if isinstance(code, str) else None


def must_retry(error: BaseException) -> bool:
    """Whether a transaction failed only because another desk's ran at the same moment
    (a serialization failure or a deadlock), so running it again will decide anew."""
    return sqlstate(error) in (SERIALIZATION_FAILURE, DEADLOCK)


def refused_as_read_only(error: BaseException) -> bool:
    """Whether the database refused a write because the store is open read-only."""
    if sqlstate(error) == READ_ONLY_TRANSACTION:
        return True
    cause = error.orig if isinstance(error, DBAPIError) else error
    return isinstance(cause, sqlite3.OperationalError) and "readonly" in str(cause)


def waited_too_long(error: BaseException) -> bool:
    """Whether a statement gave up waiting for another desk (a lock held too long, a
    statement past its time, SQLite busy past its timeout)."""
    if sqlstate(error) in (LOCK_NOT_AVAILABLE, QUERY_CANCELED):
        return True
    cause = error.orig if isinstance(error, DBAPIError) else error
    return isinstance(cause, sqlite3.OperationalError) and "locked" in str(cause)


# SQLite: a file is looked at before any engine touches it (an engine would write: it
# creates a missing file, and floorman's desk puts the file in WAL mode), through a
# separate connection that can only read.

SQLITE_HEADER = b"SQLite format 3\x00"
# A table every floorman store has had since its first schema.
FLOORMAN_TABLE = "audit_log"


def _refuse(en: str, es: str) -> StoreError:
    return StoreError(Text(en, es), "--database")


def usable_url(raw_url: str) -> URL:
    """``raw_url`` as the URL of a store floorman can keep, refused clearly when it
    cannot be one: empty, not a URL, an in-memory SQLite database, a folder. Nothing is
    opened or created."""
    if not raw_url.strip():
        raise _refuse(
            "the database URL is empty. Give the store's URL, e.g. "
            "sqlite:///path/to/floorman.sqlite, or leave --database out to use the store in "
            "your user data folder.",
            "la URL de la base está vacía. Indique la URL de los datos, p. ej. "
            "sqlite:///ruta/a/floorman.sqlite, u omita --database para usar la base de su "
            "carpeta de datos de usuario.",
        )
    url = parse_url(raw_url)
    if url.get_backend_name() != "sqlite":
        return url
    database = url.database or ""
    if (database in ("", ":memory:") or database.startswith("file::memory:")
            or url.query.get("mode") == "memory"):
        raise _refuse(
            f"'{raw_url}' is an in-memory SQLite database: the desk's reader and writer "
            "would each get an empty database of their own, and everything would be lost "
            "on exit. Give the path of a file, e.g. sqlite:///path/to/floorman.sqlite.",
            f"'{raw_url}' es una base SQLite en memoria: el lector y el escritor del puesto "
            "tendrían cada uno una base vacía propia, y todo se perdería al salir. Indique "
            "la ruta de un archivo, p. ej. sqlite:///ruta/a/floorman.sqlite.",
        )
    if database.endswith(("/", "\\")) or Path(database).is_dir():
        raise _refuse(
            f"{database} is a folder, not a store file. Give the path of a file, e.g. "
            f"sqlite:///{Path(database) / 'floorman.sqlite'}.",
            f"{database} es una carpeta, no un archivo de datos. Indique la ruta de un "
            f"archivo, p. ej. sqlite:///{Path(database) / 'floorman.sqlite'}.",
        )
    return url


def _beside(path: Path, sidecar: str) -> Path:
    return path.with_name(path.name + sidecar)


def _no_writer_can_be_here(path: Path) -> bool:
    """Whether SQLite may read ``path`` as immutable: its folder cannot be written here
    (so SQLite could not make the -shm file it needs to read a WAL store) and no desk's
    changes wait beside it (a -wal or rollback -journal file holding anything)."""
    if os.access(path.parent, os.W_OK):
        return False
    for sidecar in ("-wal", "-journal"):
        try:
            if _beside(path, sidecar).stat().st_size > 0:
                return False
        except FileNotFoundError:
            continue
        except OSError:
            return False
    return True


def read_only_uri(path: Path) -> str:
    """A SQLite URI that reads ``path`` and never writes it (not its journal mode, not
    a checkpoint of a desk's WAL): ``mode=ro``, or ``immutable=1`` where the folder is
    read-only and no desk writes there."""
    mode = "immutable=1" if _no_writer_can_be_here(path) else "mode=ro"
    return f"{path.absolute().as_uri()}?{mode}"


def _read_only_url(path: Path) -> URL:
    base, _, mode = read_only_uri(path).partition("?")
    key, _, value = mode.partition("=")
    return URL.create("sqlite", database=base, query={key: value, "uri": "true"})


def store_damaged(error: BaseException) -> bool:
    """Whether a database error says the SQLite file itself is damaged (SQLite's
    ``SQLITE_CORRUPT``, "database disk image is malformed", or ``SQLITE_NOTADB``)."""
    cause = error.orig if isinstance(error, DBAPIError) else error
    if not isinstance(cause, sqlite3.DatabaseError):
        return False
    name = str(getattr(cause, "sqlite_errorname", ""))
    words = str(cause)
    return (name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
            or "malformed" in words or "not a database" in words)


def sqlite_problems(connection: sqlite3.Connection, *, thorough: bool) -> list[str]:
    """What SQLite's own check finds wrong in the database open on ``connection``; empty
    when it is whole. ``thorough``: ``PRAGMA integrity_check``, else the quicker
    ``quick_check`` (the same without comparing each index with its table)."""
    pragma = "integrity_check" if thorough else "quick_check"
    try:
        rows = connection.execute(f"PRAGMA {pragma}(20)").fetchall()
    except sqlite3.DatabaseError as error:
        if not store_damaged(error):
            raise
        return [str(error)]
    found = [str(row[0]) for row in rows]
    if found == ["ok"]:
        return []
    # One finding per line, without SQLite's "*** in database main ***" heading.
    lines = (line.strip() for text in found for line in text.splitlines())
    return [line for line in lines if line and not line.startswith("***")]


def newest_backup(path: Path) -> Path | None:
    """The newest backup floorman made beside the store file ``path``
    (``<stem>-backup-*<suffix>``), if there is one."""
    pattern = f"{glob.escape(path.stem)}-backup-*{glob.escape(path.suffix)}"
    try:
        found = [(p.stat().st_mtime_ns, p.name, p) for p in path.parent.glob(pattern)
                 if p.is_file()]
    except OSError:
        return None
    return max(found)[2] if found else None


def restore_advice(path: Path) -> Text:
    """How to get the floor back when the store file ``path`` is lost: its newest
    backup by name, or that there is none beside it."""
    newest = newest_backup(path)
    if newest is not None:
        return Text(
            f"Restore the last backup, {newest}: close floorman on every desk, move the "
            f"damaged file aside and copy the backup to {path}.",
            f"Restaure la última copia de seguridad, {newest}: cierre floorman en todos los "
            f"puestos, aparte el archivo dañado y ponga en {path} una copia de ese archivo.",
        )
    pattern = f"{path.stem}-backup-*{path.suffix}"
    return Text(
        f"There is no backup beside it (no {pattern} in {path.parent}): restore a copy you "
        "keep elsewhere.",
        f"No hay ninguna copia a su lado (ningún {pattern} en {path.parent}): restaure una "
        "copia que guarde en otro lugar.",
    )


def damaged_store_error(path: Path, problems: list[str]) -> StoreError:
    """The refusal of a store file SQLite's check found damaged (``problems``)."""
    found = "; ".join(problems[:3])
    return StoreError(Text(
        f"the store {path} is damaged (SQLite's check found: {found}). floorman did not "
        "open it and changed nothing.",
        f"la base {path} está dañada (la comprobación de SQLite encontró: {found}). floorman "
        "no la abrió y no cambió nada.",
    ) + restore_advice(path), "--database")


def damage_refusal(store: Store, error: BaseException) -> Text:
    """What to tell the desk when a database error shows the store's file is damaged
    (``store_damaged``): that nothing was written, and how to get the floor back."""
    cause = error.orig if isinstance(error, DBAPIError) and error.orig else error
    reason = (str(cause).strip().splitlines() or [type(cause).__name__])[0]
    said = Text(
        f"the store's file is damaged ({reason}); nothing was written. Close floorman on "
        "every desk before anything else is lost.",
        f"el archivo de la base está dañado ({reason}); no se guardó nada. Cierre floorman "
        "en todos los puestos antes de que se pierda algo más.",
    )
    return said + restore_advice(store.file) if store.file is not None else said


def newer_store_error(revision: str, *, read_only: bool) -> StoreError:
    """The refusal of a store written by a newer floorman (a schema ``revision`` this
    one does not know); the dealer station is told to update itself."""
    if read_only:
        return _refuse(
            f"this store was written by a newer floorman (schema {revision}). Update "
            "floorman on this station to read it.",
            f"estos datos fueron escritos por un floorman más nuevo (esquema {revision}). "
            "Actualice floorman en esta estación para leerlos.",
        )
    return _refuse(
        f"this store was written by a newer floorman (schema {revision}). It was left "
        "untouched: update floorman to open it.",
        f"estos datos fueron escritos por un floorman más nuevo (esquema {revision}). No se "
        "tocaron: actualice floorman para abrirlos.",
    )


def _unreadable(path: Path, error: BaseException) -> StoreError:
    reason = (getattr(error, "strerror", None)
              or (str(error).strip().splitlines() or [type(error).__name__])[0])
    return _refuse(
        f"cannot read the store {path}: {reason}. Check that you may read the file and its "
        "folder, and that no other program keeps it locked.",
        f"no se puede leer la base {path}: {reason}. Compruebe que puede leer el archivo y "
        "su carpeta, y que ningún otro programa la tenga bloqueada.",
    )


def _not_writable(path: Path) -> Text | None:
    """Why the desk could not write ``path`` here, if it could not."""
    if not os.access(path.parent, os.W_OK):
        return Text(f"its folder {path.parent} is read-only here",
                    f"su carpeta {path.parent} es de solo lectura aquí")
    if not os.access(path, os.W_OK):
        return Text("the file is read-only here", "el archivo es de solo lectura aquí")
    return None


def check_new_file(path: Path, raw_url: str, *, read_only: bool = False) -> None:
    """Refuse a store file that does not exist yet, unless the desk may create it (the
    default store's folder is made here)."""
    if read_only:
        raise _refuse(
            f"there is no store at {path}. Open floorman at the desk first so it creates "
            "the store, then start the dealer station.",
            f"no hay datos en {path}. Abra primero floorman en el puesto del floor para que "
            "cree la base, y luego la estación del dealer.",
        )
    folder = path.parent
    if not folder.exists() and raw_url == default_url():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # a read-only drive (a portable copy), a file in the way
            reason = error.strerror or type(error).__name__
            raise _refuse(
                f"cannot create the store's folder {folder}: {reason}. Choose a place you "
                "may write to (--database), or move floorman to a drive that is not "
                "read-only.",
                f"no se puede crear la carpeta de la base {folder}: {reason}. Elija un sitio "
                "en el que pueda escribir (--database), o mueva floorman a una unidad que no "
                "sea de solo lectura.",
            ) from None
    if not folder.exists():
        raise _refuse(
            f"the folder {folder} does not exist. Create it or choose another path for the "
            "store.",
            f"la carpeta {folder} no existe. Créela o elija otra ruta para los datos.",
        )
    if not folder.is_dir():
        raise _refuse(
            f"{folder} is a file, not a folder, so no store can be made at {path}. Choose "
            "another path for the store.",
            f"{folder} es un archivo, no una carpeta, así que no se pueden crear datos en "
            f"{path}. Elija otra ruta para los datos.",
        )
    if not os.access(folder, os.W_OK):
        raise _refuse(
            f"cannot create a store in {folder}: the folder is read-only here. Choose a "
            "folder you may write to.",
            f"no se pueden crear datos en {folder}: la carpeta es de solo lectura aquí. Elija "
            "una carpeta en la que pueda escribir.",
        )


def _not_ours(path: Path, tables: set[str]) -> StoreError:
    shown = ", ".join(sorted(tables)[:5]) + (", …" if len(tables) > 5 else "")
    return _refuse(
        f"{path} is a SQLite database with other tables ({shown}): it is not a floorman "
        "store, and floorman left it untouched. Choose your floorman file, or a path where "
        "no file exists yet to start a new store.",
        f"{path} es una base SQLite con otras tablas ({shown}): no es un archivo de "
        "floorman, y floorman no la tocó. Elija su archivo de floorman, o una ruta donde "
        "aún no haya ningún archivo para empezar una base nueva.",
    )


def _check_sqlite_file(path: Path, raw_url: str, *, read_only: bool) -> None:
    """Refuse a SQLite file floorman must not open, before any engine touches it: empty,
    not SQLite, damaged (SQLite's quick_check), another program's tables, a newer
    floorman's schema, or (at the desk) a file that cannot be written here."""
    if not path.exists():
        check_new_file(path, raw_url, read_only=read_only)
        return
    if not path.is_file():
        raise _refuse(
            f"{path} is not a regular file, so it cannot be a store. Give the path of a "
            "store file.",
            f"{path} no es un archivo normal, así que no puede contener datos. Indique la "
            "ruta de un archivo de datos.",
        )
    with path.open("rb") as file:
        header = file.read(100)
    if not header:
        raise StoreError(Text(
            f"{path} is empty (0 bytes): it is not a floorman store, and floorman left it "
            "as it is. If it was your store, what it held is lost.",
            f"{path} está vacío (0 bytes): no es un archivo de floorman, y floorman lo dejó "
            "como está. Si era su base, lo que contenía se perdió.",
        ) + restore_advice(path) + Text(
            "To start a new store at this path, delete the empty file first.",
            "Para empezar una base nueva en esta ruta, borre antes el archivo vacío.",
        ), "--database")
    if not header.startswith(SQLITE_HEADER):
        raise StoreError(Text(
            f"{path} is not a floorman store (it is not a SQLite database), so floorman left "
            "it untouched. If this file is your store, it is damaged.",
            f"{path} no es un archivo de floorman (no es una base SQLite), así que floorman "
            "no lo tocó. Si este archivo es su base, está dañado.",
        ) + restore_advice(path) + Text(
            "Otherwise choose another file.", "Si no, elija otro archivo.",
        ), "--database")
    try:
        tables, revision = _look_inside(path)
    except sqlite3.DatabaseError as error:
        if store_damaged(error):
            raise damaged_store_error(path, [str(error)]) from None
        if header[18:20] == b"\x02\x02" and not os.access(path.parent, os.W_OK):
            raise _refuse(
                f"the store {path} is in a folder that cannot be written here, and a desk's "
                f"latest changes wait beside it in {path.name}-wal, which SQLite cannot read "
                "without writing in that folder. Open it where the folder can be written, "
                "or close floorman on the desks so their changes go into the store file, "
                "then try again.",
                f"la base {path} está en una carpeta en la que aquí no se puede escribir, y "
                f"los últimos cambios de un puesto esperan a su lado en {path.name}-wal, que "
                "SQLite no puede leer sin escribir en esa carpeta. Ábrala donde se pueda "
                "escribir en la carpeta, o cierre floorman en los puestos para que sus "
                "cambios pasen al archivo, y vuelva a intentarlo.",
            ) from None
        raise _unreadable(path, error) from None
    _check_contents(path, tables, revision, read_only=read_only)


def _look_inside(path: Path) -> tuple[set[str], str | None]:
    """The tables and the schema revision of the SQLite file at ``path``, read-only.

    SQLite does not call its busy handler while another desk switches the file's journal
    mode (as it does right after upgrading an old store), so a "locked" answer is asked
    again for as long as a busy file is waited for anywhere else.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            with closing(sqlite3.connect(read_only_uri(path), uri=True,
                                         timeout=BUSY_TIMEOUT_MS / 1000)) as look:
                problems = sqlite_problems(look, thorough=False)
                if problems:
                    raise damaged_store_error(path, problems)
                tables = {str(row[0]) for row in look.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' "
                    "AND name NOT LIKE 'sqlite_%'")}
                revision: str | None = None
                if "alembic_version" in tables:
                    row = look.execute("SELECT version_num FROM alembic_version").fetchone()
                    revision = None if row is None else str(row[0])
                return tables, revision
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def _check_contents(path: Path, tables: set[str], revision: str | None, *,
                    read_only: bool) -> None:
    """Refuse a whole SQLite file that is not a floorman store this floorman may open
    (at the desk: and write)."""
    from floorman.store.migrate import SCHEMA_REVISION, known_revisions

    if revision is None and tables - {"alembic_version"}:
        raise _not_ours(path, tables)
    if revision is not None and revision != SCHEMA_REVISION and (
        revision not in known_revisions()
    ):
        if FLOORMAN_TABLE not in tables:
            raise _not_ours(path, tables)
        raise newer_store_error(revision, read_only=read_only)
    why = None if read_only else _not_writable(path)
    if why is None:
        return
    if revision == SCHEMA_REVISION:
        raise _refuse(
            f"the desk writes to the store, but {path} cannot be written here ({why.en}). "
            "Nothing was changed. Open it where it can be written, or copy it to a folder "
            "you may write to and open the copy; to only read it, start the dealer station "
            "(floorman --dealer).",
            f"el puesto escribe en la base, pero aquí no se puede escribir en {path} "
            f"({why.es}). No se cambió nada. Ábrala donde se pueda escribir, o cópiela a una "
            "carpeta en la que pueda escribir y abra la copia; para solo leerla, abra la "
            "estación del dealer (floorman --dealer).",
        )
    raise _refuse(
        f"the store {path} must be upgraded for this floorman, but it cannot be written "
        f"here ({why.en}). Nothing was changed and no backup was made. Open it where it can "
        "be written, or copy it to a folder you may write to and open the copy.",
        f"la base {path} debe actualizarse para este floorman, pero aquí no se puede escribir "
        f"en ella ({why.es}). No se cambió nada ni se hizo ninguna copia. Ábrala donde se "
        "pueda escribir, o cópiela a una carpeta en la que pueda escribir y abra la copia.",
    )


def settle_journal(store: Store) -> None:
    """Put a SQLite store in WAL mode (readers never wait for the writer; a crash loses
    nothing committed). Called once the store is known to be ours and current, so a
    file floorman refuses keeps its journal mode, byte for byte."""
    if not store.is_sqlite or store.read_only:
        return
    try:
        raw = store.writer.raw_connection()
        try:
            cursor = raw.cursor()
            cursor.execute("PRAGMA journal_mode")
            mode = cursor.fetchone()
            if mode is None or str(mode[0]).lower() != "wal":
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.close()
        finally:
            raw.close()
    except (DBAPIError, sqlite3.Error) as error:
        raise _open_error(store.url, error) from None


def disk_full(error: BaseException) -> bool:
    """Whether a write failed for want of room (``ENOSPC``, SQLite's ``SQLITE_FULL``)."""
    cause = error.orig if isinstance(error, DBAPIError) else error
    return (getattr(cause, "errno", None) == errno.ENOSPC
            or str(getattr(cause, "sqlite_errorname", "")) == "SQLITE_FULL"
            or "disk is full" in str(cause))


def sqlite_write_error(store: Store, error: Exception) -> StoreError:
    """The refusal of a write SQLite would not make while the store was being opened
    (brought up to date, its rulebook copied): damaged, full, read-only."""
    path = store.file
    if path is None:
        return _open_error(store.url, error)
    cause = error.orig if isinstance(error, DBAPIError) and error.orig else error
    reason = (str(cause).strip().splitlines() or [type(cause).__name__])[0]
    if store_damaged(cause):
        return damaged_store_error(path, [reason])
    if disk_full(cause):
        return _refuse(
            f"there is not enough room in {path.parent} to bring the store {path} up to "
            f"date ({reason}). Nothing was changed: free some space and open it again.",
            f"no hay espacio suficiente en {path.parent} para poner al día la base {path} "
            f"({reason}). No se cambió nada: libere espacio y vuelva a abrirla.",
        )
    return _refuse(
        f"the store {path} did not take floorman's changes while opening ({reason}). "
        "Nothing was changed: check that you may write to the file and its folder, and "
        "try again.",
        f"la base {path} no aceptó los cambios de floorman al abrirse ({reason}). No se "
        "cambió nada: compruebe que puede escribir en el archivo y su carpeta, y vuelva a "
        "intentarlo.",
    )


def unborn_file(raw_url: str) -> Path | None:
    """The SQLite file ``raw_url`` names, if it does not exist yet."""
    try:
        path = sqlite_path(parse_url(raw_url))
    except StoreError:
        return None
    return path if path is not None and not path.exists() else None


def connect(raw_url: str, *, read_only: bool = False) -> Store:
    """Open the database at ``raw_url`` and check it answers; no schema work yet.

    A SQLite file is first looked at read-only and refused if floorman must not open it
    (``_check_sqlite_file``); nothing is written to a refused file. With ``read_only``
    every connection refuses writes, a SQLite file is opened through SQLite's read-only
    URI (it never changes, even its journal mode), and a file that does not exist is
    refused instead of created.
    """
    url = usable_url(raw_url)
    path = sqlite_path(url)
    if path is not None:
        try:
            _check_sqlite_file(path, raw_url, read_only=read_only)
        except OSError as error:
            raise _unreadable(path, error) from None
    try:
        if path is not None and read_only:
            # One engine: BEGIN IMMEDIATE takes a write lock, which query_only refuses.
            engine = _sqlite_engine(_read_only_url(path), immediate=False, read_only=True)
            store = Store(url, engine, engine, read_only=True)
        elif url.get_backend_name() == "sqlite":
            store = Store(url, _sqlite_engine(url, immediate=False),
                          _sqlite_engine(url, immediate=True))
        else:
            store = _postgresql_store(url, read_only=read_only)
    except NoSuchModuleError:
        raise StoreError(
            Text(
                f"floorman has no driver for '{url.drivername}' databases. Use SQLite or "
                "PostgreSQL (install floorman[postgresql]).",
                f"floorman no tiene controlador para bases '{url.drivername}'. Use SQLite o "
                "PostgreSQL (instale floorman[postgresql]).",
            ),
            "--database",
        ) from None
    except ModuleNotFoundError as missing:
        raise StoreError(
            Text(
                f"the database driver '{missing.name}' is not installed. For PostgreSQL "
                "install floorman[postgresql].",
                f"el controlador de base de datos '{missing.name}' no está instalado. Para "
                "PostgreSQL instale floorman[postgresql].",
            ),
            "--database",
        ) from None
    from floorman.store.models import describe_partial_indexes

    describe_partial_indexes(store.writer.dialect.name)
    try:
        with store.reader.connect() as connection:
            connection.execute(text("SELECT 1 FROM sqlite_master LIMIT 1")
                               if store.is_sqlite else text("SELECT 1"))
    except (DBAPIError, sqlite3.DatabaseError) as error:
        store.close()
        raise _open_error(url, error) from None
    return store


def _open_error(url: URL, error: Exception) -> StoreError:
    shown = url.render_as_string(hide_password=True)
    cause = error.orig if isinstance(error, DBAPIError) and error.orig else error
    reason = (str(cause).strip().splitlines() or [type(cause).__name__])[0]
    path = sqlite_path(url)
    if path is not None and store_damaged(cause):
        return damaged_store_error(path, [reason])
    if path is not None:
        return _unreadable(path, cause)
    return StoreError(
        Text(
            f"cannot open the store at {shown}: {reason}. Check that the server is running, "
            "the URL is right and you may use that database.",
            f"no se puede abrir la base en {shown}: {reason}. Compruebe que el servidor esté "
            "en marcha, que la URL sea correcta y que tenga acceso a esa base.",
        ),
        "--database",
    )
