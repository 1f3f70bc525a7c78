"""The floor read straight from the store file, for the desk's first paint.

Before the desk can read the floor the usual way it must load SQLAlchemy, declare the
store's models (some 70 ms for 17 classes) and open and check the store: most of what a
start costs beyond Qt itself. A SQLite store's floor can be read sooner: this module
reads it with the standard library's ``sqlite3`` (which loads in a few milliseconds),
read-only and in one transaction, and the desk paints it before the store is opened the
usual way; the desk then takes the same map over and follows the audit rows from this
floor's head, so nothing another desk does meanwhile is missed.

Only a store of the schema these statements were written for (``READS_SCHEMA``; a test
checks it is the newest migration's) is read this way. Anything else (a PostgreSQL
store, a URL with options, a missing, locked, damaged or foreign file, another schema, a
floor with no tables, which the first-start page explains) and None is returned: the
floor is read the usual way. The floor itself is put together by ``floor.floor_rows``,
as the usual read does, from the same rows with the same Python values. Nothing here
imports SQLAlchemy or Qt.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from decimal import Decimal
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from floorman.floor.floor_rows import SEAT_FIELDS, FloorRows, floor_from_rows
from floorman.floor.house import HouseSettings
from floorman.places import sqlite_file

if TYPE_CHECKING:
    import sqlite3

    from floorman.floor.floor_view import FloorView

# The schema revision the statements below read (``store.migrate.SCHEMA_REVISION``).
READS_SCHEMA = "0010_clock"


def _moment(stored: str | None) -> datetime | None:
    """A time as the store keeps it in SQLite (UTC, without an offset), made aware."""
    return None if stored is None else datetime.fromisoformat(stored).replace(tzinfo=UTC)


def _amount(stored: int | None) -> Decimal | None:
    """An amount as the store keeps it (whole cents), as ``store.types.Money`` reads it."""
    return None if stored is None else Decimal(int(stored)) / 100


def _setting(stored: object) -> object:
    """A house setting's JSON value; SQLite gives a JSON column numeric affinity, so a
    number comes back as a number, not as its JSON text."""
    return json.loads(stored) if isinstance(stored, str | bytes) else stored


_TIMES = ("since", "away_since", "listed_at", "joined_at", "called_at", "requested_at",
          "until")
_AMOUNTS = ("stake_small", "stake_big", "min_buy_in", "max_buy_in", "smallest_chip",
            "deposit")
_FLAGS = ("is_open", "extra_seat", "call_in")
_CONVERT: dict[str, Callable[[Any], Any]] = {
    **dict.fromkeys(_TIMES, _moment), **dict.fromkeys(_AMOUNTS, _amount),
    **dict.fromkeys(_FLAGS, bool)}


def _rows(connection: sqlite3.Connection, statement: str) -> list[SimpleNamespace]:
    """The rows of ``statement``, each column by name, in the Python values of the
    store's column types."""
    cursor = connection.execute(statement)
    names = [column[0] for column in cursor.description]
    convert = [_CONVERT.get(name) for name in names]
    return [SimpleNamespace(**{name: value if how is None or value is None else how(value)
                               for name, how, value in zip(names, convert, row, strict=True)})
            for row in cursor]


def _floor_rows(connection: sqlite3.Connection) -> FloorRows:
    def read(statement: str) -> list[SimpleNamespace]:
        return _rows(connection, statement)

    head = connection.execute("SELECT coalesce(max(id), 0) FROM audit_log").fetchone()[0]
    stored = connection.execute("SELECT key, value FROM house_settings").fetchall()
    names: Iterable[tuple[int, str]] = connection.execute(
        "SELECT id, name FROM players WHERE id IN (SELECT player_id FROM seats UNION "
        "SELECT player_id FROM waitlist_entries UNION SELECT player_id FROM table_changes "
        "UNION SELECT player_id FROM move_bars)")
    return FloorRows(
        version=int(head),
        house=HouseSettings.from_stored({key: _setting(value) for key, value in stored}),
        games=read("SELECT id, variant, betting, stake_small, stake_big, min_buy_in, "
                   "max_buy_in, seats_per_table, smallest_chip FROM games ORDER BY id"),
        names=dict(names),
        seats=read(f"SELECT {', '.join(SEAT_FIELDS)} FROM seats"),
        tables=read("SELECT id, number, game_id, seats, is_open, must_move_for, extra_seat "
                    "FROM card_tables ORDER BY number"),
        entries=read("SELECT id, game_id, player_id, joined_at, call_in, deposit, called_at, "
                     "passes FROM waitlist_entries ORDER BY id"),
        changes=read("SELECT player_id, game_id, to_table_id, requested_at FROM table_changes "
                     "ORDER BY requested_at, id"),
        bars=read("SELECT player_id, game_id, table_id, since, until FROM move_bars "
                  "ORDER BY until, id"),
    )


def first_floor(url: str | None) -> FloorView | None:
    """The floor of the SQLite store at ``url`` (None: the default store), read without
    writing; None when it is not to be read this way (see the module's docstring)."""
    store = sqlite_file(url)
    if store is None or not store.is_file():  # a first start: the desk creates the store
        return None
    import sqlite3

    try:
        # as_uri: an absolute file URI on every system (file:///C:/... on Windows), with
        # any "#" or "%" in a folder's name escaped.
        connection = sqlite3.connect(f"{store.resolve().as_uri()}?mode=ro", uri=True,
                                     timeout=0.2)
    except sqlite3.Error:
        return None
    try:
        connection.execute("BEGIN")  # every statement below reads the same moment
        revision = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        if revision is None or revision[0] != READS_SCHEMA:
            return None
        view = floor_from_rows(_floor_rows(connection))
    except (sqlite3.Error, ValueError, TypeError):  # damaged, foreign or locked
        return None
    finally:
        connection.close()
    return view if view.tables else None
