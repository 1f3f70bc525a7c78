"""Every export and save dialog opens in a folder that exists: the documents folder,
made when missing, else the home folder; never a name relative to where the program
was started."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from floorman.services.desk import Desk
from floorman.services.rulings import ruling_record
from tests.services.test_rulings_log import record
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, dialog_of, press

from floorman.ui.file_places import documents_folder
from floorman.ui.main_window import MainWindow
from floorman.ui.pdf_export import ExportDialog
from floorman.ui.ruling_record import RecordForm
from floorman.ui.rulings_log import RulingsLog


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder with no Documents folder in it (and no user-dirs settings)."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    return folder


@pytest.fixture
def proposed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths the save dialogs propose (the dialog is answered with Cancel)."""
    paths: list[str] = []

    def save_file_name(_parent: Any, _caption: str = "", folder: str = "",
                       _filter: str = "", *_args: Any, **_kwargs: Any) -> tuple[str, str]:
        paths.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    return paths


def test_the_documents_folder_is_made_when_missing(home: Path) -> None:
    assert not (home / "Documents").exists()
    assert documents_folder() == home / "Documents"
    assert (home / "Documents").is_dir()


def test_the_home_folder_when_documents_cannot_be_made(home: Path) -> None:
    (home / "Documents").write_text("a file in the way")
    assert documents_folder() == home


def test_every_save_dialog_starts_in_the_documents_folder(
        qtbot: Any, home: Path, proposed: list[str], desk: Desk, floor: Floor,
        window: MainWindow, tmp_path: Path) -> None:
    ruling_id = record(desk).created_id
    assert ruling_id is not None
    log = RulingsLog(desk, "en")
    qtbot.addWidget(log)
    log.refresh()
    log.select_ruling(ruling_id)
    assert log.shown is not None
    log.save_selected()
    log.choose_export()
    form = RecordForm(desk, "en", QSettings(str(tmp_path / "s.ini"),
                                            QSettings.Format.IniFormat))
    qtbot.addWidget(form)
    form.record = ruling_record(desk, ruling_id)
    form.choose_pdf()
    press(qtbot, window, Qt.Key.Key_E, CTRL)
    export = dialog_of(window, ExportDialog)
    assert Path(export.path.text()).parent == home / "Documents"
    export._browse.click()
    documents = home / "Documents"
    assert [Path(p).parent for p in proposed] == [documents] * 4
    assert [Path(p).name for p in proposed] == [
        f"ruling-{ruling_id}.pdf", "rulings.csv", f"ruling-{ruling_id}.pdf",
        "floorman-tables.pdf"]
    assert documents.is_dir()


def test_browsing_from_a_relative_or_missing_path_starts_in_documents(
        home: Path, proposed: list[str], window: MainWindow, qtbot: Any) -> None:
    press(qtbot, window, Qt.Key.Key_E, CTRL)
    export = dialog_of(window, ExportDialog)
    for typed in ("lists.pdf", str(home / "gone" / "lists.pdf")):
        export.path.setText(typed)
        export._browse.click()
    assert proposed == [str(home / "Documents" / "lists.pdf")] * 2
