"""The floor as the desk last showed it, kept so that the next start paints it at once.

Before the desk can read the floor it must load SQLAlchemy, declare the store's tables
and open the store: most of what a start costs beyond Qt itself. So a desk that closes
keeps the floor it was showing, stamped with the store's file, its schema revision and
the audit-log head the floor was read at. At the next start the store file's revision
and head are read directly with ``sqlite3`` (the standard library's, which loads in a
few milliseconds); only when both are unchanged, so that no desk has changed anything
since (every floor action writes an audit row, and audit rows are never deleted), is
that floor painted, before the store is opened the usual way. Anything else (another
desk acted, a newer floorman, a PostgreSQL store, an unreadable or damaged file or
snapshot) and the snapshot is not used: the floor is read from the store as always.

The snapshot holds what the store holds (names on seats and lists) and is kept in the
user's cache folder (beside a portable bundle, with its store), one file per store. It
is a pickle of the plain floor classes: the file is the user's own, written by this
desk, so it is trusted as the store beside it is. Nothing here imports SQLAlchemy or Qt.
"""

from __future__ import annotations

import os
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from floorman import __version__
from floorman.places import places, sqlite_file

if TYPE_CHECKING:
    from floorman.floor.floor_view import FloorView

# The shape of a snapshot file; a file of another shape is not read.
FORMAT = 1


@dataclass(frozen=True)
class Snapshot:
    """A floor as a desk showed it, and what it was read from."""

    format: int
    floorman: str
    store: str
    revision: str
    view: FloorView


def snapshot_file(store: Path) -> Path:
    """Where the snapshot of the store file ``store`` is kept (the name only tells the
    stores apart; the snapshot itself names the store it was read from)."""
    key = zlib.crc32(str(store.resolve()).encode("utf-8"))
    return places().cache / f"floor-{key:08x}.pickle"


def store_stamp(store: Path) -> tuple[str, int] | None:
    """The schema revision and the audit-log head of the store file, read without
    writing; None when the file is not a readable floorman store."""
    if not store.is_file():
        return None
    import sqlite3
    from urllib.parse import quote

    try:
        connection = sqlite3.connect(f"file:{quote(str(store.resolve()))}?mode=ro", uri=True,
                                     timeout=0.2)
    except sqlite3.Error:
        return None
    try:
        revision = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        head = connection.execute("SELECT coalesce(max(id), 0) FROM audit_log").fetchone()
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    if revision is None or head is None:
        return None
    return str(revision[0]), int(head[0])


def current_floor(url: str | None) -> FloorView | None:
    """The floor kept for the store at ``url``, if it is still the floor in the store."""
    store = sqlite_file(url)
    if store is None:
        return None
    target = snapshot_file(store)
    if not target.is_file():  # the usual first start: nothing more is loaded for it
        return None
    import pickle

    try:
        with target.open("rb") as file:
            kept = pickle.load(file)
    except Exception:  # a missing, partial or foreign file is no snapshot
        return None
    if not isinstance(kept, Snapshot) or (kept.format, kept.floorman, kept.store) != (
            FORMAT, __version__, str(store.resolve())):
        return None
    if store_stamp(store) != (kept.revision, kept.view.version):
        return None
    return kept.view


def keep_floor(url: str | None, view: FloorView) -> bool:
    """Keep ``view`` for the next start on the store at ``url`` if it is the store's
    floor now (True when kept). A floor some desk has changed since is not kept, and
    the snapshot of an older floor is removed, so that it is never looked at again."""
    store = sqlite_file(url)
    if store is None:
        return False
    target = snapshot_file(store)
    stamp = store_stamp(store)
    if stamp is None or stamp[1] != view.version or not view.tables:
        target.unlink(missing_ok=True)
        return False
    import pickle
    import tempfile  # only as the desk closes

    kept = Snapshot(FORMAT, __version__, str(store.resolve()), stamp[0], view)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # Written whole under another name, then renamed: a start never reads half a file.
        handle, partial = tempfile.mkstemp(dir=target.parent, suffix=".partial")
    except OSError:
        return False  # a read-only cache costs the next start some time, nothing else
    try:
        with os.fdopen(handle, "wb") as file:
            pickle.dump(kept, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(partial, target)
    except OSError:
        return False
    finally:
        Path(partial).unlink(missing_ok=True)
    return True
