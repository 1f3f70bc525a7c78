"""What a card room meets on a new installation: the first start asks whether to load
the demo room, Help > About tells the version and where things are, a portable copy
keeps its settings beside it, a windowed executable shows what it cannot print, and the
dealer station, the board and the clock start through the real entry point and close
cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

import floorman.places
from floorman import __version__
from floorman.app import main
from floorman.places import PORTABLE_MARKER
from floorman.services.desk import Desk
from floorman.store.migrate import SCHEMA_REVISION
from tests.ui.conftest import make_window

from floorman.ui import launch
from floorman.ui.about_box import AboutBox
from floorman.ui.first_start import ask_for_demo
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


def test_a_new_store_asks_about_the_demo_and_an_empty_floor_is_the_default(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    launch.offer_demo(window)
    box = window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "new, empty store" in box.text()
    assert box.defaultButton().objectName() == "emptyFloor"  # a stray Enter loads nothing
    box.defaultButton().click()
    assert not window.feed.view.tables and window.first_start.isVisible()


def test_answering_yes_loads_the_demo_room(qtbot: object, desk: Desk, language: Language,
                                          tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    launch.offer_demo(window)
    box = window.dialog
    assert isinstance(box, QMessageBox)
    [demo] = [b for b in box.buttons() if b.objectName() == "loadDemo"]
    demo.click()
    assert len(window.feed.view.tables) == 13
    assert window.floor_pages.currentWidget() is window.map_area


def test_the_question_speaks_spanish_and_is_not_asked_on_a_floor_in_use(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> None:
    window = make_window(qtbot, desk, language, tmp_path)
    language.switch("es")
    box = ask_for_demo(window.first_start, window)
    assert "base nueva" in box.text()
    assert {b.text() for b in box.buttons()} == {"Cargar la sala de demostración",
                                                 "Empezar con la sala vacía"}
    box.close()
    window.first_start.load_demo()
    window.dialog = None
    launch.offer_demo(window)
    assert window.dialog is None, "a floor with tables is not offered the demo"


def test_the_first_start_of_the_desk_asks_on_a_store_it_created(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    asked: list[str] = []

    def answer_and_quit() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        for window in windows:
            if isinstance(window.dialog, QMessageBox) and window.dialog.isVisible():
                asked.append(window.dialog.objectName())
                window.dialog.defaultButton().click()
            window.close()
        QApplication.exit(0)

    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(600, answer_and_quit)
    try:
        assert launch.launch(f"sqlite:///{tmp_path}/new.sqlite", "en", "Ana R.") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert asked == ["askForDemo"]


def test_about_tells_the_version_the_store_its_schema_and_where_things_are(
        demo_window: MainWindow, qtbot: object, log_folder: Path) -> None:
    demo_window.show_about()
    box = demo_window.dialog
    assert isinstance(box, AboutBox) and box.isVisible()
    shown = {label: value.text() for label, value in box.values.items()}
    assert shown["version"] == __version__
    store = demo_window.feed.desk.store
    assert shown["store"] == str(store.file)
    assert shown["schema"] == f"{SCHEMA_REVISION} (current)"
    assert shown["logs"] == str(log_folder)
    assert shown["settings"].endswith(".ini")  # the test window's own settings file
    assert (shown["portable"], shown["bundle"]) == ("no", "no")
    box.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith(f"floorman {__version__}\n") and f"store: {store.file}" in copied
    grab = box.grab()
    assert grab.width() >= 640


def test_about_in_spanish_and_from_the_help_menu(demo_window: MainWindow,
                                                 language: Language) -> None:
    language.switch("es")
    menus = {a.menu().title(): a.menu() for a in demo_window.menuBar().actions() if a.menu()}
    assert "Ay&uda" in menus
    [about] = menus["Ay&uda"].actions()
    assert about.text() == "&Acerca de floorman…"
    about.trigger()
    box = demo_window.dialog
    assert isinstance(box, AboutBox)
    assert box.windowTitle() == "Acerca de floorman"
    assert box.values["esquema"].text() == f"{SCHEMA_REVISION} (al día)"
    assert box.copy_button.text() == "Copiar los datos"


def test_a_portable_copy_keeps_its_settings_in_an_ini_file_beside_it(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / PORTABLE_MARKER).write_text("")
    monkeypatch.setattr(floorman.places, "program_folder", lambda: tmp_path)
    before = QSettings.defaultFormat()
    try:
        place = launch.settings_place()
        settings = QSettings()
        settings.setValue("supervisor/last", "Ana R.")
        settings.sync()
    finally:
        QSettings.setDefaultFormat(before)
    assert place == str(tmp_path / "floorman-data" / "floorman" / "floorman.ini")
    assert "Ana R." in Path(place).read_text(encoding="utf-8")


def test_what_a_windowed_command_says_is_shown_in_a_message_box(qapp: QApplication) -> None:
    seen: list[tuple[str, str, str]] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.windowTitle(), box.text(), box.informativeText()))
        box.close()

    QTimer.singleShot(200, read_and_close)
    launch.show_console_text("floorman: error: unrecognized arguments: --x", failed=True,
                             lang="es")
    assert seen == [("floorman", "floorman no pudo hacer lo que se pidió:",
                     "floorman: error: unrecognized arguments: --x")]


@pytest.mark.parametrize("window", ["--dealer", "--board", "--clock"])
def test_the_read_only_windows_start_from_the_entry_point_and_close_cleanly(
        tmp_path: Path, window: str) -> None:
    url = f"sqlite:///{tmp_path}/room.sqlite"
    assert main(["demo", "--database", url]) == 0
    args = [window]
    if window == "--clock":
        simulated = subprocess.run(
            [sys.executable, "-m", "floorman", "tournament", "simulate", "--entrants", "12",
             "--table-size", "6", "--seed", "3", "--database", url],
            capture_output=True, text=True, cwd=REPO, timeout=120, check=False)
        assert simulated.returncode == 0, simulated.stderr
        args.append("Simulation 12x6 seed 3")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FLOORMAN_QUIT_AFTER_PAINT="1",
               XDG_STATE_HOME=str(tmp_path / "state"))
    started = subprocess.run([sys.executable, "-m", "floorman", *args, "--database", url,
                              "--lang", "es"],
                             capture_output=True, text=True, cwd=REPO, env=env, timeout=120,
                             check=False)
    assert (started.returncode, started.stdout) == (0, "window painted\n"), started.stderr
    assert "Traceback" not in started.stderr
