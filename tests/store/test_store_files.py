"""The SQLite store file: checked before it is opened, never changed when it is refused,
read truly read-only by the dealer station, backed up whole or not at all.

Every test that compares bytes compares the store file itself and every other file
beside it (a backup appearing counts); SQLite's -wal and -shm sidecars are left out,
since any reader of a WAL store may create them.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from multiprocessing.synchronize import Barrier
from pathlib import Path

import pytest
from sqlalchemy import event

from floorman.app import main
from floorman.services import players
from floorman.services.desk import Desk, FloorError
from floorman.store import Store, StoreError, connect, migrate, open_store
from floorman.store.migrate import SCHEMA_REVISION, backup, current_revision
from floorman.store.models import Player
from tests.fakes import FakeClock
from tests.store.places import (
    PAGE,
    REPO,
    files_in,
    garbage_after_the_header,
    garbage_page_in_the_middle,
    one_page_of_garbage,
    read_only_folder,
    small_disk,
    stamp_newer,
    store_file,
)
from tests.store.snapshots import store_at

DAMAGE: dict[str, Callable[[Path], None]] = {
    "a page of garbage in the middle": garbage_page_in_the_middle,
    "a good header, garbage pages": garbage_after_the_header,
    "one page of garbage, nothing else": one_page_of_garbage,
}


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def refusal(url: str, *, read_only: bool = False) -> StoreError:
    with pytest.raises(StoreError) as error:
        open_store(url, read_only=read_only)
    assert error.value.field == "--database"
    assert error.value.text.en and error.value.text.es
    return error.value


# A damaged store ---------------------------------------------------------------------


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_store_is_refused_and_the_last_backup_named(
        tmp_path: Path, damage: Callable[[Path], None]) -> None:
    path = store_file(tmp_path / "floor.sqlite")
    store = open_store(url_of(path))
    older = backup(store)
    os.utime(older, (1, 1))
    newest = backup(store)
    store.close()
    damage(path)
    before = files_in(tmp_path)
    for read_only in (False, True):
        error = refusal(url_of(path), read_only=read_only)
        assert "damaged" in error.text.en and "dañad" in error.text.es
        assert f"Restore the last backup, {newest}" in error.text.en
        assert f"Restaure la última copia de seguridad, {newest}" in error.text.es
        assert files_in(tmp_path) == before, "nothing written, nothing backed up"
    assert main(["db", "backup", "--database", url_of(path)]) == 2
    assert main(["db", "upgrade", "--database", url_of(path)]) == 2
    assert files_in(tmp_path) == before


def test_a_damaged_store_without_a_backup_says_there_is_none(tmp_path: Path) -> None:
    path = store_file(tmp_path / "floor.sqlite")
    garbage_page_in_the_middle(path)
    error = refusal(url_of(path))
    assert "is damaged" in error.text.en
    assert f"There is no backup beside it (no floor-backup-*.sqlite in {tmp_path})" in (
        error.text.en)
    assert "No hay ninguna copia a su lado" in error.text.es


def test_the_damage_is_said_in_one_line_per_finding(tmp_path: Path) -> None:
    path = store_file(tmp_path / "floor.sqlite")
    assert main(["demo", "--database", url_of(path)]) == 0
    with path.open("r+b") as file:  # a B-tree page whose header no longer reads
        file.seek(20 * PAGE)
        file.write(b"\xde\xad" * (PAGE // 2))
    error = refusal(url_of(path))
    assert "Page " in error.text.en, error.text.en
    # SQLite's findings, one line each, without its "*** in database main ***" heading.
    assert "***" not in error.text.en and "\n" not in error.text.en


def test_a_store_damaged_after_it_was_opened_is_never_backed_up(tmp_path: Path) -> None:
    path = store_file(tmp_path / "floor.sqlite", journal="delete")
    store = connect(url_of(path))
    garbage_page_in_the_middle(path)
    before = files_in(tmp_path)
    with pytest.raises(StoreError) as error:
        backup(store)
    store.close()
    assert "no backup" in error.value.text.en and "is damaged" in error.value.text.en
    assert files_in(tmp_path) == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "no temporary"


def test_an_upgrade_stops_when_the_integrity_check_finds_damage(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Damage quick_check misses (an index that disagrees with its table) and only the
    integrity_check before the backup finds: no backup, no upgrade."""
    path = tmp_path / "floor.sqlite"
    store_at(path, "0001_floor")
    real_check = migrate.sqlite_problems

    def index_disagrees(connection: sqlite3.Connection, *, thorough: bool) -> list[str]:
        found = real_check(connection, thorough=thorough)
        return [*found, "row 3 missing from index ix_players_search_name"] if thorough \
            else found

    monkeypatch.setattr(migrate, "sqlite_problems", index_disagrees)
    before = files_in(tmp_path)
    error = refusal(url_of(path))
    assert "is damaged" in error.text.en and "row 3 missing from index" in error.text.en
    assert "made no backup" in error.text.en and "was not upgraded" in error.text.en
    assert files_in(tmp_path) == before, "no backup, no upgrade"
    assert _temporaries(tmp_path) == []


def _damage_under_an_open_store(store: Store, path: Path) -> None:
    """Overwrite everything after the first pages while the store is open, and make its
    connections read the file again (as a desk would after the disk went bad)."""
    pages = path.stat().st_size // 4096
    with path.open("r+b") as file:
        for page in range(2, pages):
            file.seek(page * 4096)
            file.write(os.urandom(4096))
    store.reader.dispose()
    store.writer.dispose()


def test_a_floor_action_on_a_store_damaged_later_is_refused_and_names_the_backup(
        tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    store = open_store(url_of(path))
    made = backup(store)
    desk = Desk(store, clock=FakeClock(), actor="floor")
    for n in range(30):
        players.add_player(desk, name=f"Player {n}")
    _damage_under_an_open_store(store, path)
    with pytest.raises(FloorError) as error:
        players.add_player(desk, name="Ana")
    store.close()
    assert "nothing was written" in error.value.text.en
    assert "no se guardó nada" in error.value.text.es
    assert f"Restore the last backup, {made}" in error.value.text.en
    assert "Try again in a moment" not in error.value.text.en


def test_a_malformed_database_error_during_a_floor_action_is_refused(tmp_path: Path) -> None:
    """The same, with SQLite's error raised on the action's write itself."""
    store = open_store(url_of(tmp_path / "floor.sqlite"))
    desk = Desk(store, clock=FakeClock(), actor="floor")

    @event.listens_for(store.writer, "before_cursor_execute")
    def _malformed(*_args: object) -> None:
        raise sqlite3.DatabaseError("database disk image is malformed")

    with pytest.raises(FloorError) as error:
        players.add_player(desk, name="Ana")
    event.remove(store.writer, "before_cursor_execute", _malformed)
    with store.reading() as session:
        assert session.query(Player).count() == 0
    store.close()
    assert "database disk image is malformed" in error.value.text.en
    assert "nothing was written" in error.value.text.en



# Files that are not a floorman store ---------------------------------------------------


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _text(path: Path) -> None:
    path.write_text("table 4 needs a dealer\n" * 200)


def _other_tables(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
        db.execute("INSERT INTO invoices (total) VALUES (12.5)")
    db.close()


def _other_alembic_app(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        db.execute("INSERT INTO alembic_version VALUES ('ae1027a6acf')")
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    db.close()


NOT_A_STORE: dict[str, tuple[Callable[[Path], None], str]] = {
    "a 0-byte file": (_empty, "is empty (0 bytes)"),
    "a text file": (_text, "not a SQLite database"),
    "a database with other tables": (_other_tables, "other tables (invoices)"),
    "another program's alembic database": (_other_alembic_app, "other tables"),
}


@pytest.mark.parametrize("kind", NOT_A_STORE.keys())
def test_a_file_that_is_not_a_store_is_refused_and_left_byte_identical(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    make, words = NOT_A_STORE[kind]
    path = tmp_path / "floor.sqlite"
    make(path)
    before = files_in(tmp_path)
    url = url_of(path)
    for read_only in (False, True):
        error = refusal(url, read_only=read_only)
        assert words in error.text.en
        assert "not a floorman store" in error.text.en
        assert "no es un archivo de floorman" in error.text.es
    for command in (["db", "upgrade"], ["db", "backup"], ["demo"],
                    ["print", "tables", "--pdf", str(tmp_path / "t.pdf")]):
        assert main([*command, "--database", url, "--lang", "en"]) == 2, command
        assert words in capsys.readouterr().err
    assert files_in(tmp_path) == before, "byte-identical, and nothing new beside it"


def test_a_missing_path_becomes_a_new_store_whole(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    store = open_store(url_of(path))
    assert current_revision(store) == SCHEMA_REVISION
    store.close()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(("-wal", "-shm"))
                  ) == ["new.sqlite"], "no temporary left behind"


def test_the_default_store_is_created_in_the_user_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    folder = tmp_path / "data" / "floorman"
    monkeypatch.setattr(platformdirs, "user_data_path", lambda *_a, **_k: folder)
    store = open_store()
    assert store.file == folder / "floorman.sqlite"
    assert current_revision(store) == SCHEMA_REVISION
    store.close()


def test_a_new_store_that_does_not_fit_leaves_nothing(
        tmp_path: Path, pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch) -> None:
    with small_disk(pytestconfig, tmp_path / "disk", "64k") as disk:
        if not disk.real:
            def full(*_args: object, **_kwargs: object) -> None:
                raise sqlite3.OperationalError("database or disk is full")
            monkeypatch.setattr(migrate, "upgrade", full)
        error = refusal(url_of(disk.path / "floor.sqlite"))
        assert "not enough room" in error.text.en and "espacio" in error.text.es
        assert [p.name for p in disk.path.iterdir()] == [], "no 0-byte or partial store"


# A store from a newer floorman -----------------------------------------------------------


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_a_newer_store_is_left_byte_identical_by_every_command(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], journal: str) -> None:
    path = store_file(tmp_path / "floor.sqlite", journal=journal)
    stamp_newer(path)
    before = files_in(tmp_path)
    url = url_of(path)
    commands = [["db", "upgrade"], ["db", "backup"], ["db", "backup", str(tmp_path / "c.db")],
                ["demo"], ["print", "tables", "--pdf", str(tmp_path / "t.pdf")],
                ["print", "waitlists", "--pdf", str(tmp_path / "w.pdf")]]
    for command in commands:
        assert main([*command, "--database", url, "--lang", "en"]) == 2, command
        assert "newer floorman" in capsys.readouterr().err
        assert files_in(tmp_path) == before, command
    for read_only in (False, True):
        error = refusal(url, read_only=read_only)
        assert "newer floorman" in error.text.en and "más nuevo" in error.text.es
        assert files_in(tmp_path) == before
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == (journal,)
    db.close()


# The dealer station reads, and writes nothing ------------------------------------------


def test_the_dealer_reads_a_desks_wal_without_writing_the_store_file(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    desk_store = open_store(url_of(path))
    desk = Desk(desk_store, clock=FakeClock(), actor="floor")
    players.add_player(desk, name="Ana López")
    players.add_player(desk, name="Luis Pérez")
    held = desk_store.reader.connect()  # the desk keeps a connection: the WAL keeps frames
    held.exec_driver_sql("SELECT 1").all()
    wal = path.with_name(path.name + "-wal")
    assert wal.stat().st_size > 0
    before = path.read_bytes()
    dealer = open_store(url_of(path), read_only=True)
    with dealer.reading() as session:
        assert sorted(p.name for p in session.query(Player)) == ["Ana López", "Luis Pérez"]
    dealer.close()
    assert path.read_bytes() == before, "no checkpoint into the store file"
    held.close()
    desk_store.close()


def test_the_dealer_never_changes_the_journal_mode(tmp_path: Path) -> None:
    path = store_file(tmp_path / "floor.sqlite", journal="delete")
    before = files_in(tmp_path)
    dealer = open_store(url_of(path), read_only=True)
    with dealer.reading() as session:
        session.query(Player).count()
    with dealer.reader.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "delete"
    dealer.close()
    assert files_in(tmp_path) == before


DEALER_READS = """
import sys
from floorman.store import StoreError, open_store
from floorman.store.models import Player
try:
    store = open_store(sys.argv[1], read_only=True)
except StoreError as error:
    print("refused:", error.text.en)
    raise SystemExit(2)
with store.reading() as session:
    print("players:", sorted(p.name for p in session.query(Player)))
store.close()
"""


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_the_dealer_opens_a_store_in_a_read_only_folder(
        pytestconfig: pytest.Config, journal: str) -> None:
    with read_only_folder(pytestconfig) as place:
        print(f"read-only folder: {place.how}")
        path = place.path / "floor.sqlite"
        store = open_store(url_of(path))
        players.add_player(Desk(store, clock=FakeClock(), actor="floor"), name="Ana López")
        store.close()
        with sqlite3.connect(path) as db:
            db.execute(f"PRAGMA journal_mode={journal}")
        db.close()
        place.seal()
        before = files_in(place.path)
        done = place.run("-c", DEALER_READS, url_of(path))
        assert done.returncode == 0, done.stdout + done.stderr
        assert "players: ['Ana López']" in done.stdout
        assert files_in(place.path) == before


def test_a_desks_pending_changes_in_a_read_only_folder_are_refused_clearly(
        pytestconfig: pytest.Config) -> None:
    """A store whose -wal holds a desk's changes, in a folder SQLite cannot make its -shm
    in: SQLite cannot read it read-only, and immutable would miss the changes."""
    with read_only_folder(pytestconfig) as place:
        print(f"read-only folder: {place.how}")
        path = place.path / "floor.sqlite"
        store = open_store(url_of(path))
        players.add_player(Desk(store, clock=FakeClock(), actor="floor"), name="Ana López")
        held = store.reader.connect()  # a desk still running: its changes wait in the WAL
        held.exec_driver_sql("SELECT 1").all()
        for name in ("floor.sqlite", "floor.sqlite-wal"):
            shutil.copy(place.path / name, place.path / name.replace("floor", "live"))
        held.close()
        store.close()
        assert (place.path / "live.sqlite-wal").stat().st_size > 0
        place.seal()
        before = files_in(place.path)
        done = place.run("-c", DEALER_READS, url_of(place.path / "live.sqlite"))
        assert done.returncode == 2, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
        assert "live.sqlite-wal" in done.stdout
        assert "close floorman on the desks" in done.stdout
        assert files_in(place.path) == before


@pytest.mark.parametrize("revision", ["0001_floor", SCHEMA_REVISION])
def test_a_store_in_a_read_only_folder_is_refused_at_the_desk_before_any_backup(
        pytestconfig: pytest.Config, revision: str) -> None:
    with read_only_folder(pytestconfig) as place:
        print(f"read-only folder: {place.how}")
        path = place.path / "floor.sqlite"
        if revision == SCHEMA_REVISION:
            store_file(path)
        else:
            store_at(path, revision)
        place.seal()
        before = files_in(place.path)
        url = url_of(path)
        for command in (["db", "upgrade"], ["db", "backup"], ["demo"]):
            for _attempt in range(2):
                done = place.floorman(*command, "--database", url)
                assert done.returncode == 2, done.stdout + done.stderr
                assert "Traceback" not in done.stderr
                assert "cannot be written here" in done.stderr
                assert "copy it to a folder you may write to" in done.stderr
                assert files_in(place.path) == before, "no backup, nothing changed"
        if revision != SCHEMA_REVISION:
            assert "no backup was made" in done.stderr


# Backups -------------------------------------------------------------------------------


def _temporaries(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(".")]


def test_a_backup_interrupted_inside_the_copy_leaves_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = store_file(tmp_path / "floor.sqlite")
    store = open_store(url_of(path))

    class Stopped(BaseException):
        """As if the desk were stopped part-way (Ctrl+C, a shutdown)."""

    def stop(*_progress: int) -> None:
        raise Stopped

    def interrupted(live: sqlite3.Connection, copy: sqlite3.Connection) -> None:
        live.backup(copy, pages=2, progress=stop)

    monkeypatch.setattr(migrate, "_copy_pages", interrupted)
    destination = tmp_path / "copy.sqlite"
    with pytest.raises(Stopped):
        backup(store, destination)
    store.close()
    assert not destination.exists()
    assert _temporaries(tmp_path) == []
    assert not list(tmp_path.glob("*backup*"))


KILLED_BACKUP = """
import sys
from pathlib import Path
from floorman.store import connect
from floorman.store.migrate import backup
backup(connect(sys.argv[1]), Path(sys.argv[2]))
"""


@pytest.mark.slow
def test_a_backup_killed_part_way_never_leaves_a_store_under_its_name(tmp_path: Path) -> None:
    path = store_file(tmp_path / "floor.sqlite")
    with sqlite3.connect(path) as db:  # a big store, so the copy takes a while
        db.execute("CREATE TABLE ballast (data BLOB)")
        db.executemany("INSERT INTO ballast VALUES (randomblob(1000000))", [()] * 200)
    db.close()
    destination = tmp_path / "copy.sqlite"
    started = subprocess.Popen([sys.executable, "-c", KILLED_BACKUP, url_of(path),
                                str(destination)], cwd=REPO,
                               env={**os.environ, "PYTHONPATH": str(REPO)})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and started.poll() is None:
        if any(p.stat().st_size > 0 for p in _temporaries(tmp_path)
               if p.name.endswith(".partial")):
            break
        time.sleep(0.001)
    assert started.poll() is None, "the backup finished before it could be interrupted"
    started.send_signal(signal.SIGKILL)
    started.wait()
    assert not destination.exists(), "nothing under the final name"
    leftovers = _temporaries(tmp_path)
    assert leftovers and all(p.name.startswith(".copy.sqlite.") for p in leftovers)
    from floorman.store.database import newest_backup

    assert newest_backup(path) is None, "a partial copy is never taken for a backup"
    store = open_store(url_of(path))
    assert backup(store, destination) == destination  # the next backup is not in the way
    store.close()


def test_backups_made_in_the_same_second_never_collide(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    store = open_store(url_of(tmp_path / "floor.sqlite"))
    moment = datetime(2026, 11, 30, 21, 5, 9, tzinfo=UTC)
    made = {backup(store, now=moment) for _ in range(5)}
    store.close()
    assert len(made) == 5
    assert all(p.name.startswith("floor-backup-20261130-210509-000000-") for p in made)


def test_a_backup_never_replaces_a_file_that_appeared_meanwhile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = open_store(url_of(tmp_path / "floor.sqlite"))
    destination = tmp_path / "copy.sqlite"
    real_copy = migrate._copy_pages

    def someone_else_writes_it(live: sqlite3.Connection, copy: sqlite3.Connection) -> None:
        real_copy(live, copy)
        destination.write_text("another desk's file")

    monkeypatch.setattr(migrate, "_copy_pages", someone_else_writes_it)
    with pytest.raises(StoreError) as error:
        backup(store, destination)
    store.close()
    assert "already exists" in error.value.text.en
    assert destination.read_text() == "another desk's file"
    assert _temporaries(tmp_path) == []


def _open_old(url: str, barrier: Barrier) -> str:
    barrier.wait(timeout=60)
    try:
        store = open_store(url)
    except Exception as error:  # reported to the parent, which fails the test
        return f"{type(error).__name__}: {error}"
    revision = current_revision(store)
    store.close()
    return f"opened at {revision}"


@pytest.mark.slow
def test_two_desks_upgrading_one_old_store_at_once_both_succeed(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    store_at(path, "0001_floor")
    context = multiprocessing.get_context("spawn")
    with context.Manager() as manager:
        barrier = manager.Barrier(2)
        with context.Pool(2) as pool:
            answers = pool.starmap(_open_old, [(url_of(path), barrier)] * 2)
    assert answers == [f"opened at {SCHEMA_REVISION}"] * 2
    copies = list(tmp_path.glob("floor-backup-*.sqlite"))
    assert 1 <= len(copies) <= 2
    for copy in copies:
        with sqlite3.connect(f"file:{copy}?mode=ro", uri=True) as db:
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        db.close()
    assert _temporaries(tmp_path) == []


def _full_copy(live: sqlite3.Connection, copy: sqlite3.Connection) -> None:
    copy.execute("CREATE TABLE half (data BLOB)")
    copy.execute("INSERT INTO half VALUES (randomblob(50000))")
    raise sqlite3.OperationalError("database or disk is full")


def test_a_backup_onto_a_full_disk_is_refused_and_leaves_no_file(
        tmp_path: Path, pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    url = url_of(store_file(tmp_path / "floor.sqlite"))
    with small_disk(pytestconfig, tmp_path / "disk") as disk:
        disk.fill(leave=64 * 1024)
        if not disk.real:
            monkeypatch.setattr(migrate, "_copy_pages", _full_copy)
        before = files_in(disk.path)
        assert main(["db", "backup", str(disk.path / "copy.sqlite"), "--database", url,
                     "--lang", "en"]) == 2
        err = capsys.readouterr().err
        assert "not enough room" in err and "No backup was written" in err
        assert "Traceback" not in err
        assert files_in(disk.path) == before, "no 0-byte or partial backup"
        assert _temporaries(disk.path) == []


def test_an_upgrade_whose_backup_does_not_fit_is_not_attempted(
        tmp_path: Path, pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch) -> None:
    with small_disk(pytestconfig, tmp_path / "disk", "4m") as disk:
        path = disk.path / "floor.sqlite"
        store_at(path, "0001_floor")
        disk.fill(leave=16 * 1024)
        if not disk.real:
            monkeypatch.setattr(migrate, "_copy_pages", _full_copy)
        before = files_in(disk.path)
        for _attempt in range(2):
            error = refusal(url_of(path))
            assert "not enough room" in error.text.en
            assert "was not upgraded" in error.text.en and "no se actualizó" in error.text.es
            assert files_in(disk.path) == before, "the store untouched, no backup"
            assert _temporaries(disk.path) == []
        (disk.path / "ballast").unlink(missing_ok=True)
        monkeypatch.undo()
        store = open_store(url_of(path))  # with room again, it upgrades
        assert current_revision(store) == SCHEMA_REVISION
        store.close()


def test_a_restored_backup_opens_and_goes_back_to_wal(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    store = open_store(url_of(path))
    players.add_player(Desk(store, clock=FakeClock(), actor="floor"), name="Ana López")
    made = backup(store)
    store.close()
    with sqlite3.connect(f"file:{made}?mode=ro", uri=True) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("delete",), "standalone"
    db.close()
    restored = tmp_path / "restored.sqlite"
    shutil.copy(made, restored)
    again = open_store(url_of(restored))
    with again.reading() as session:
        assert [p.name for p in session.query(Player)] == ["Ana López"]
    with again.writer.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    again.close()


def _names_in_the_file_alone(path: Path) -> set[str]:
    """The players the SQLite file holds by itself, ignoring its write-ahead log."""
    reader = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
    try:
        return {name for (name,) in reader.execute("SELECT name FROM players")}
    finally:
        reader.close()


def test_an_idle_checkpoint_copies_the_desks_writes_into_the_store_file(
        tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    store = open_store(f"sqlite:///{path}")
    try:
        store.checkpoint()  # what the opening wrote
        desk = Desk(store, clock=FakeClock(), actor="test")
        players.add_player(desk, name="Rosa Molina")
        # Too few pages for SQLite's own checkpoint: the player is in the log only.
        assert "Rosa Molina" not in _names_in_the_file_alone(path)
        store.checkpoint()
        assert "Rosa Molina" in _names_in_the_file_alone(path)
    finally:
        store.close()


def test_a_checkpoint_on_a_read_only_store_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "floor.sqlite"
    open_store(f"sqlite:///{path}").close()
    before = path.stat().st_mtime_ns
    reader = open_store(f"sqlite:///{path}", read_only=True)
    try:
        reader.checkpoint()
    finally:
        reader.close()
    assert path.stat().st_mtime_ns == before
