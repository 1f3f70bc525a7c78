"""The ``floorman`` command refuses bad places clearly (exit 2, what is wrong and what to
do) and writes nothing: a PDF or a backup into a missing, read-only or full folder or
onto a folder, and ``--database`` values that cannot hold a store."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import pytest

from floorman.app import main
from floorman.store import StoreError, migrate, open_store
from tests.store.places import files_in, read_only_folder, small_disk

from floorman.ui import printing


@pytest.fixture
def room(tmp_path: Path) -> str:
    """The URL of a store with a demo room in it."""
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["demo", "--database", url]) == 0
    return url


def refused(capsys: pytest.CaptureFixture[str], argv: list[str], *words: str) -> str:
    assert main([*argv, "--lang", "en"]) == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for word in words:
        assert word in err, (argv, err)
    return err


def test_a_pdf_into_a_missing_folder_is_refused(
        tmp_path: Path, room: str, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "missing" / "t.pdf"
    refused(capsys, ["print", "tables", "--pdf", str(target), "--database", room],
            f"--pdf: the folder {target.parent} does not exist", "Create it")
    assert not target.parent.exists()


def test_a_pdf_onto_a_folder_is_refused(
        tmp_path: Path, room: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "sheets"
    folder.mkdir()
    refused(capsys, ["print", "waitlists", "--pdf", str(folder), "--database", room],
            f"--pdf: {folder} is a folder", "Give the name of the PDF file")
    assert list(folder.iterdir()) == []


def test_a_pdf_into_a_read_only_folder_is_refused(
        room: str, pytestconfig: pytest.Config) -> None:
    with read_only_folder(pytestconfig) as place:
        print(f"read-only folder: {place.how}")
        place.seal()
        store = Path(room.removeprefix("sqlite:///"))
        if place.user is not None:  # the unprivileged user must reach the store too
            pytest.skip("simulated read-only folder: the store is not reachable as "
                        f"uid {place.user} from {store}")
        done = place.floorman("print", "tables", "--pdf", str(place.path / "t.pdf"),
                              "--database", room)
        assert done.returncode == 2, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
        assert "cannot write the PDF" in done.stderr and "choose a folder" in done.stderr
        assert list(place.path.iterdir()) == []


def test_a_pdf_onto_a_full_disk_is_refused_and_leaves_the_old_one(
        tmp_path: Path, room: str, capsys: pytest.CaptureFixture[str],
        pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch) -> None:
    with small_disk(pytestconfig, tmp_path / "disk") as disk:
        target = disk.path / "t.pdf"
        target.write_bytes(b"%PDF-1.4 the sheet printed an hour ago %%EOF")
        disk.fill(leave=4096)
        if not disk.real:
            def full(descriptor: int, data: bytes) -> None:
                os.write(descriptor, data[: len(data) // 2])
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            monkeypatch.setattr(printing, "_write_all", full)
        before = files_in(disk.path)
        refused(capsys, ["print", "tables", "--pdf", str(target), "--database", room],
                "not enough room", "Nothing was written")
        assert files_in(disk.path) == before, "the old PDF whole, no partial one"
        assert not [p for p in disk.path.iterdir() if p.name.startswith(".")]


def test_a_pdf_replaces_the_old_one_whole(
        tmp_path: Path, room: str, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "t.pdf"
    target.write_bytes(b"old")
    assert main(["print", "tables", "--pdf", str(target), "--database", room]) == 0
    assert capsys.readouterr().out.strip() == str(target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_a_backup_into_a_missing_folder_or_onto_a_folder_is_refused(
        tmp_path: Path, room: str, capsys: pytest.CaptureFixture[str]) -> None:
    before = files_in(tmp_path)
    missing = tmp_path / "missing" / "copy.sqlite"
    refused(capsys, ["db", "backup", str(missing), "--database", room],
            f"PATH: the folder {missing.parent} does not exist", "Create it")
    folder = tmp_path / "backups"
    folder.mkdir()
    refused(capsys, ["db", "backup", str(folder), "--database", room],
            f"PATH: {folder} is a folder", "Give the name of the backup file")
    assert list(folder.iterdir()) == []
    assert files_in(tmp_path) == before


def test_a_backup_into_a_read_only_folder_is_refused(
        room: str, pytestconfig: pytest.Config) -> None:
    with read_only_folder(pytestconfig) as place:
        print(f"read-only folder: {place.how}")
        place.seal()
        if place.user is not None:
            pytest.skip(f"simulated read-only folder: the store is not reachable as uid "
                        f"{place.user}")
        done = place.floorman("db", "backup", str(place.path / "copy.sqlite"),
                              "--database", room)
        assert done.returncode == 2, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
        assert "cannot write the backup" in done.stderr
        assert "No backup was written" in done.stderr
        assert list(place.path.iterdir()) == []


# --database values that cannot hold a store ---------------------------------------------

COMMANDS = [["db", "upgrade"], ["db", "backup"], ["demo"], ["print", "tables", "--pdf", "PDF"],
            ["--dealer"], []]


def _every_command(tmp_path: Path, database: str) -> list[list[str]]:
    pdf = str(tmp_path / "t.pdf")
    return [[*(pdf if word == "PDF" else word for word in command), "--database", database]
            for command in COMMANDS]


@pytest.mark.parametrize("database,words", [
    ("", "the database URL is empty"),
    ("   ", "the database URL is empty"),
    ("sqlite://", "is an in-memory SQLite database"),
    ("sqlite:///:memory:", "is an in-memory SQLite database"),
])
def test_database_values_that_cannot_hold_a_store_are_refused_by_every_command(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        database: str, words: str) -> None:
    monkeypatch.chdir(tmp_path)
    _no_windows(monkeypatch)
    for argv in _every_command(tmp_path, database):
        err = refused(capsys, argv, words)
        assert "--database" in err
    if "memory" in words:
        assert "Give the path of a file" in err
    assert list(tmp_path.iterdir()) == [], "no store, no PDF, no backup anywhere"


def test_a_database_url_pointing_to_a_folder_is_refused_everywhere(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    _no_windows(monkeypatch)
    folder = tmp_path / "stores"
    folder.mkdir()
    for database in (f"sqlite:///{folder}", f"sqlite:///{folder}/"):
        for argv in _every_command(tmp_path, database):
            refused(capsys, argv, "is a folder, not a store file", "Give the path of a file")
        for read_only in (False, True):
            with pytest.raises(StoreError) as error:
                open_store(database, read_only=read_only)
            assert "is a folder" in error.value.text.en and "carpeta" in error.value.text.es
    assert list(folder.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stores"]


def _no_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman.ui import launch

    def no_window(*_args: object) -> int:
        raise AssertionError("the window must not be started")

    monkeypatch.setattr(launch, "launch", no_window)
    monkeypatch.setattr(launch, "launch_dealer", no_window)


def test_the_desk_and_dealer_refuse_a_bad_database_before_looking_for_a_screen(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    _no_windows(monkeypatch)
    refused(capsys, ["--database", ""], "the database URL is empty")
    refused(capsys, ["--dealer", "--database", "sqlite://"], "in-memory")


def test_the_backup_before_an_upgrade_says_why_the_upgrade_did_not_happen(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.store.snapshots import store_at

    path = tmp_path / "old.sqlite"
    store_at(path, "0001_floor")
    before = files_in(tmp_path)

    def full(live: sqlite3.Connection, copy: sqlite3.Connection) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(migrate, "_copy_pages", full)
    refused(capsys, ["db", "upgrade", "--database", f"sqlite:///{path}"],
            "not enough room", "The store was not upgraded")
    assert files_in(tmp_path) == before


def test_printing_from_a_store_that_does_not_exist_creates_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A mistyped path must not print an empty room from a new, silently created store.
    missing = tmp_path / "mistyped.sqlite"
    target = tmp_path / "tables.pdf"
    refused(capsys, ["print", "tables", "--pdf", str(target), "--database",
                     f"sqlite:///{missing}"],
            f"there is no store at {missing}; nothing was created", "floorman demo")
    assert files_in(tmp_path) == {}
    assert main(["print", "waitlists", "--pdf", str(target), "--database",
                 f"sqlite:///{missing}", "--lang", "es"]) == 2
    assert f"no hay ninguna base en {missing}" in capsys.readouterr().err
    assert files_in(tmp_path) == {}
    # The commands that set a store up still create it.
    assert main(["db", "upgrade", "--database", f"sqlite:///{missing}"]) == 0
    assert missing.exists()
