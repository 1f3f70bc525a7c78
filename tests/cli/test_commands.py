"""The ``floorman`` command without a screen: db, demo, print, and its errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from floorman import __version__
from floorman.app import main
from floorman.services.desk import Desk
from floorman.services.views import FloorView, floor_view
from floorman.store import open_store


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def assert_sheet_lists_every_open_table(text: str, view: FloorView, table_word: str) -> None:
    flat = " ".join(text.split())
    open_tables = [t for t in view.tables if t.is_open]
    assert open_tables
    for table in open_tables:
        assert f"{table_word} {table.number}" in flat, f"table {table.number} is missing"
        for seat in table.seats:
            if seat.name:
                assert seat.name in flat, f"{seat.name} (table {table.number}) is missing"
    for table in view.tables:
        if not table.is_open:
            assert f"{table_word} {table.number} " not in flat + " "


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"floorman {__version__}"


def test_demo_then_print_tables_and_lists(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["demo", "--database", url, "--lang", "es"]) == 0
    assert "sala de demostración lista" in capsys.readouterr().out
    assert main(["--database", url, "print", "tables", "--pdf", str(tmp_path / "t.pdf")]) == 0
    assert main(["print", "waitlists", "--lang", "es", "--database", url,
                 "--pdf", str(tmp_path / "w.pdf")]) == 0
    store = open_store(url)
    view = floor_view(Desk(store))
    store.close()
    assert len(view.tables) >= 12 and sum(t.players for t in view.tables) >= 40
    assert_sheet_lists_every_open_table(pdf_text(tmp_path / "t.pdf"), view, "Table")
    lists = " ".join(pdf_text(tmp_path / "w.pdf").split())
    assert "Listas de espera" in lists
    for entries in view.lists.values():
        for entry in entries:
            assert entry.name in lists


def test_demo_refuses_a_store_that_has_tables(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["demo", "--database", url]) == 0
    assert main(["demo", "--database", url, "--lang", "en"]) == 2
    assert "already has tables" in capsys.readouterr().err


def test_backup_and_upgrade(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["db", "upgrade", "--database", url]) == 0
    assert main(["db", "backup", str(tmp_path / "copy.sqlite"), "--database", url]) == 0
    assert (tmp_path / "copy.sqlite").stat().st_size > 0
    assert main(["db", "backup", str(tmp_path / "copy.sqlite"), "--database", url]) == 2


@pytest.mark.parametrize("lang,words", [("en", "is not a floorman store"),
                                        ("es", "no es un archivo de floorman")])
def test_errors_are_in_the_chosen_language(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           lang: str, words: str) -> None:
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"\x00not a database" * 100)
    assert main(["db", "upgrade", "--database", f"sqlite:///{junk}", "--lang", lang]) == 2
    assert words in capsys.readouterr().err
