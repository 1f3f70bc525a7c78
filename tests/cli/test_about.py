"""``floorman about`` tells the version, the store and its schema, and where the log and
the settings are, in the user's language, without creating or changing anything; and
the bundle's windowed ``floorman`` shows what a command says in a message box when it
has no console to print to."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import platformdirs
import pytest

from floorman import __version__
from floorman.app import main, windowed_main
from floorman.store.migrate import SCHEMA_REVISION
from tests.store.places import files_in

from floorman.ui import launch


def about(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, str]:
    assert main(["about", *argv]) == 0
    out = capsys.readouterr().out
    return dict(line.split(": ", 1) for line in out.strip().splitlines())


@pytest.fixture(autouse=True)
def platform_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setattr(platformdirs, "user_data_path", lambda *_a, **_k: home / "data")
    monkeypatch.setattr(platformdirs, "user_log_path", lambda *_a, **_k: home / "logs")
    return home


def test_about_a_new_machine_creates_nothing(capsys: pytest.CaptureFixture[str],
                                            platform_folders: Path) -> None:
    facts = about(capsys, "--lang", "en")
    assert facts["version"] == __version__
    assert facts["store"] == str(platform_folders / "data" / "floorman.sqlite")
    assert facts["schema"].startswith("none yet")
    assert facts["logs"] == str(platform_folders / "logs")
    assert facts["settings"]  # Qt's place for them (a file on Linux, a registry key on Windows)
    assert (facts["portable"], facts["bundle"]) == ("no", "no")
    assert not platform_folders.exists(), "about creates nothing"


def test_about_a_current_store_in_spanish(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["demo", "--database", url]) == 0
    capsys.readouterr()
    before = files_in(tmp_path)
    facts = about(capsys, "--database", url, "--lang", "es")
    assert facts["versión"] == __version__
    assert facts["base"] == str(tmp_path / "room.sqlite")
    assert facts["esquema"] == f"{SCHEMA_REVISION} (al día)"
    assert facts["portátil"] == "no"
    assert files_in(tmp_path) == before, "read without writing"


def test_about_a_store_of_a_newer_floorman_says_so(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["db", "upgrade", "--database", url]) == 0
    with sqlite3.connect(tmp_path / "room.sqlite") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_future'")
    connection.close()
    capsys.readouterr()
    before = files_in(tmp_path)
    facts = about(capsys, "--database", url, "--lang", "en")
    assert "9999_future" in facts["schema"] and "newer floorman" in facts["schema"]
    assert files_in(tmp_path) == before


def test_about_a_store_in_a_folder_that_is_not_there(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    facts = about(capsys, "--database", f"sqlite:///{tmp_path}/gone/x.sqlite", "--lang", "en")
    assert facts["schema"] == f"none: its folder {tmp_path / 'gone'} does not exist"
    assert not (tmp_path / "gone").exists()


def test_about_a_file_that_is_not_a_store_says_why(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    notes = tmp_path / "notes.sqlite"
    notes.write_text("my notes\n" * 200)
    facts = about(capsys, "--database", f"sqlite:///{notes}", "--lang", "en")
    assert facts["schema"].startswith("cannot be read:")
    assert notes.read_text() == "my notes\n" * 200


# The bundle's windowed executable ---------------------------------------------------------


def without_console(monkeypatch: pytest.MonkeyPatch, argv: list[str]
                    ) -> tuple[int, list[tuple[str, bool]]]:
    """Run the windowed executable with standard output and error as a windowed Windows
    program has them (None): its exit code and the message boxes it would show."""
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(launch, "show_console_text",
                        lambda words, *, failed, lang: shown.append((words, failed)))
    # Inside the test, not in a fixture: pytest sets the streams again before each test.
    with monkeypatch.context() as streams:
        streams.setattr(sys, "stdout", None)
        streams.setattr(sys, "stderr", None)
        code = windowed_main(argv)
        assert sys.stderr is None and sys.stdout is None, "the platform's streams given back"
    return code, shown


def test_a_mistyped_option_without_a_console_is_shown_in_a_message_box(
        monkeypatch: pytest.MonkeyPatch) -> None:
    code, shown = without_console(monkeypatch, ["--no-such-option"])
    assert code == 2
    [(words, failed)] = shown
    assert failed and "unrecognized arguments: --no-such-option" in words


def test_the_version_without_a_console_is_shown_too(monkeypatch: pytest.MonkeyPatch) -> None:
    assert without_console(monkeypatch, ["--version"]) == (0, [(f"floorman {__version__}",
                                                                False)])


def test_a_refused_command_without_a_console_is_shown_as_a_failure(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    code, shown = without_console(monkeypatch, [
        "print", "tables", "--pdf", str(tmp_path / "t.pdf"), "--database",
        f"sqlite:///{tmp_path}/none.sqlite", "--lang", "en"])
    assert code == 2
    [(words, failed)] = shown
    assert failed and "there is no store at" in words
    assert not (tmp_path / "none.sqlite").exists()


def test_with_a_console_the_windowed_executable_prints_as_the_command_does(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launch, "show_console_text",
                        lambda *_a, **_k: pytest.fail("no message box with a console"))
    with pytest.raises(SystemExit) as stop:
        windowed_main(["--no-such-option"])
    assert stop.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err
