"""Opening the store: a local SQLite file by default, any SQLAlchemy URL otherwise.

SQLite runs in WAL mode with foreign keys on and full sync, so a crash loses nothing
that was committed, and two floorman processes can share one file: writes start with
``BEGIN IMMEDIATE`` (so two desks never deadlock upgrading a read lock) and wait up to
a few seconds for each other. Every failure to open is turned into a ``StoreError``
that says what is wrong and what to do. A store opened read-only (the dealer station)
refuses writes in the database itself: SQLite's ``query_only`` pragma, PostgreSQL's
``default_transaction_read_only`` on every connection.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_path
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker

from floorman.text import Text, UserError

BUSY_TIMEOUT_MS = 10_000


class StoreError(UserError):
    """The store cannot be opened or used as it is."""


def default_url() -> str:
    """The local SQLite store in the platform's user data folder."""
    folder = user_data_path("floorman", appauthor=False)
    return f"sqlite:///{folder / 'floorman.sqlite'}"


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
    def writing(self) -> Iterator[Session]:
        """A session whose transaction commits when the block ends, or rolls back."""
        with self._write.begin() as session:
            yield session

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
        cursor.execute("PRAGMA journal_mode=WAL")
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


def _read_only_postgresql(url: URL) -> URL:
    # Added to the URL's own options (a search_path, say) rather than replacing them.
    options = url.query.get("options", "")
    if isinstance(options, tuple):
        options = " ".join(options)
    return url.update_query_dict(
        {"options": f"{options} -c default_transaction_read_only=on".strip()})


def connect(raw_url: str, *, read_only: bool = False) -> Store:
    """Open the database at ``raw_url`` and check it answers; no schema work yet.

    With ``read_only`` every connection refuses writes, and a SQLite file that does
    not exist is refused instead of created.
    """
    url = parse_url(raw_url)
    path = sqlite_path(url)
    if path is not None and read_only and not path.is_file():
        raise StoreError(
            Text(
                f"there is no store at {path}. Open floorman at the desk first so it "
                "creates the store, then start the dealer station.",
                f"no hay datos en {path}. Abra primero floorman en el puesto del floor para "
                "que cree la base, y luego la estación del dealer.",
            ),
            "--database",
        )
    if path is not None:
        if path.exists() and path.is_dir():
            raise StoreError(
                Text(
                    f"{path} is a folder, not a store file. Give the path of a file.",
                    f"{path} es una carpeta, no un archivo de datos. Indique la ruta de un "
                    "archivo.",
                ),
                "--database",
            )
        if not path.parent.exists():
            if raw_url == default_url():
                path.parent.mkdir(parents=True, exist_ok=True)
            else:
                raise StoreError(
                    Text(
                        f"the folder {path.parent} does not exist. Create it or choose "
                        "another path for the store.",
                        f"la carpeta {path.parent} no existe. Créela o elija otra ruta para "
                        "los datos.",
                    ),
                    "--database",
                )
    try:
        if url.get_backend_name() == "sqlite" and read_only:
            # One engine: BEGIN IMMEDIATE takes a write lock, which query_only refuses.
            engine = _sqlite_engine(url, immediate=False, read_only=True)
            store = Store(url, engine, engine, read_only=True)
        elif url.get_backend_name() == "sqlite":
            store = Store(url, _sqlite_engine(url, immediate=False),
                          _sqlite_engine(url, immediate=True))
        else:
            engine = create_engine(_read_only_postgresql(url) if read_only else url,
                                   pool_pre_ping=True)
            store = Store(url, engine, engine, read_only=read_only)
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
    if url.get_backend_name() == "sqlite" and "not a database" in reason:
        return StoreError(
            Text(
                f"{url.database} is not a floorman store (it is not a SQLite database). "
                "Choose another file, or move this one away and start again.",
                f"{url.database} no es un archivo de floorman (no es una base SQLite). Elija "
                "otro archivo, o aparte este y vuelva a empezar.",
            ),
            "--database",
        )
    return StoreError(
        Text(
            f"cannot open the store at {shown}: {reason}. Check that the server is running, "
            "the URL is right and you may use that database.",
            f"no se puede abrir la base en {shown}: {reason}. Compruebe que el servidor esté "
            "en marcha, que la URL sea correcta y que tenga acceso a esa base.",
        ),
        "--database",
    )
