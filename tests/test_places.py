"""Where floorman keeps its store, settings and log: the platform's folders, or beside a
portable bundle (a ``portable.txt`` next to the executable), and a portable copy on a
drive that cannot be written is refused clearly with nothing written."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import platformdirs
import pytest

from floorman.logs import LOG, start_logging
from floorman.places import PORTABLE_FOLDER, PORTABLE_MARKER, places, program_folder
from floorman.store import StoreError, default_url, open_store
from floorman.store.migrate import SCHEMA_REVISION, current_revision
from tests.store.places import read_only_folder


@pytest.fixture
def platform_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The platform's data and log folders, in the test's folder."""
    home = tmp_path / "home"
    monkeypatch.setattr(platformdirs, "user_data_path", lambda *_a, **_k: home / "data")
    monkeypatch.setattr(platformdirs, "user_log_path", lambda *_a, **_k: home / "logs")
    return home


def as_bundle(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Run as a bundle whose executable is in ``folder``, as PyInstaller does."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(folder / "floorman"))


def test_on_python_itself_everything_goes_to_the_platform_s_folders(
        platform_folders: Path) -> None:
    assert program_folder() is None
    kept = places()
    assert (kept.data, kept.logs, kept.settings, kept.portable) == (
        platform_folders / "data", platform_folders / "logs", None, False)
    assert default_url() == f"sqlite:///{platform_folders / 'data' / 'floorman.sqlite'}"


def test_a_bundle_without_the_marker_is_installed_not_portable(
        tmp_path: Path, platform_folders: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "bundle"
    program.mkdir()
    as_bundle(monkeypatch, program)
    assert program_folder() == program.resolve()
    assert not places().portable
    assert places().store_file == platform_folders / "data" / "floorman.sqlite"


def test_a_portable_bundle_keeps_store_settings_and_log_beside_it(
        tmp_path: Path, platform_folders: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "usb" / "floorman"
    program.mkdir(parents=True)
    (program / PORTABLE_MARKER).write_text("")
    as_bundle(monkeypatch, program)
    kept = places()
    beside = program.resolve() / PORTABLE_FOLDER
    assert (kept.data, kept.logs, kept.settings, kept.portable) == (
        beside, beside / "logs", beside, True)

    store = open_store()  # the desk's first start: the folder and the store are made
    try:
        assert store.file == beside / "floorman.sqlite"
        assert current_revision(store) == SCHEMA_REVISION
    finally:
        store.close()
    log = start_logging()
    for handler in [h for h in LOG.handlers if isinstance(h, logging.FileHandler)]:
        LOG.removeHandler(handler)  # the next tests log nowhere near this folder
        handler.close()
    assert log.parent == beside / "logs"
    # The clock's chimes too (they once went to the user's cache folder).
    from floorman.ui.clock_sound import sound_folder

    assert sound_folder() == beside / "cache" / "sounds"
    assert not platform_folders.exists(), "nothing left on the computer it ran on"


def test_a_marker_that_is_a_folder_does_not_make_it_portable(
        tmp_path: Path, platform_folders: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / PORTABLE_MARKER).mkdir()
    as_bundle(monkeypatch, tmp_path)
    assert not places().portable


def test_a_portable_copy_on_a_read_only_drive_is_refused_and_nothing_is_written(
        pytestconfig: pytest.Config) -> None:
    with read_only_folder(pytestconfig) as drive:
        (drive.path / PORTABLE_MARKER).write_text("")
        drive.seal()
        before = sorted(p.name for p in drive.path.iterdir())
        # A bundle started from the read-only drive (its executable lives there).
        start = ("import sys; sys.frozen = True; "
                 f"sys.executable = {str(drive.path / 'floorman')!r}; "
                 "from floorman.app import main; raise SystemExit(main(sys.argv[1:]))")
        upgrade = drive.run("-c", start, "db", "upgrade", "--lang", "en")
        assert upgrade.returncode == 2, (drive.how, upgrade.stdout, upgrade.stderr)
        assert "cannot create the store's folder" in upgrade.stderr
        assert "Traceback" not in upgrade.stderr
        assert sorted(p.name for p in drive.path.iterdir()) == before
        # The log, which cannot go beside it, goes to the temporary folder instead.
        code = ("import sys; sys.frozen = True; "
                f"sys.executable = {str(drive.path / 'floorman')!r}; "
                "from floorman.logs import LOG, start_logging; print(start_logging())")
        logged = drive.run("-c", code)
        assert logged.returncode == 0, logged.stderr
        assert "floorman-logs" in logged.stdout and str(drive.path) not in logged.stdout


def test_the_default_folder_is_refused_clearly_when_it_cannot_be_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "taken"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setattr(platformdirs, "user_data_path", lambda *_a, **_k: blocker / "data")
    with pytest.raises(StoreError) as refused:
        open_store()
    assert "cannot create the store's folder" in refused.value.text.en
    assert "no se puede crear la carpeta" in refused.value.text.es
    assert blocker.read_text() == "a file where the data folder should be"
