"""Starting the desk: missing system libraries, a store that cannot be opened, a clean
start and the window layout kept between runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from floorman.services.desk import Desk

from floorman.ui import launch, system_libraries
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow


def test_missing_system_libraries_name_the_packages(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(system_libraries, "uses_xcb", lambda: True)
    monkeypatch.setattr(system_libraries, "missing_libraries", lambda: ["xcb-cursor"])
    assert launch.launch("sqlite:///unused.sqlite", "es") == launch.EXIT_MISSING_LIBRARIES
    err = capsys.readouterr().err
    assert "libxcb-cursor0" in err and "faltan bibliotecas" in err


def test_a_store_that_is_not_a_database_is_explained(qapp: QApplication, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    bogus = tmp_path / "notes.sqlite"
    bogus.write_text("these are my notes, not a database\n" * 100)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, title, text: shown.append((title, text)))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    code = launch.launch(f"sqlite:///{bogus}", "es")
    assert code == launch.EXIT_STORE
    assert shown and "no es un archivo de floorman" in shown[0][1]
    assert "no es un archivo de floorman" in capsys.readouterr().err
    assert bogus.read_text().startswith("these are my notes")  # left untouched
    Language("en")  # the launch spoke Spanish; back to English for the next tests


def test_launch_opens_the_window_on_the_store(qapp: QApplication, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    seen: list[str] = []

    def look_and_quit() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        seen.extend(w.windowTitle() for w in windows)
        for window in windows:
            window.close()
        QApplication.exit(0)

    # Quit only through exit(): a posted Quit event (closing the last window, or
    # quit()) left over would end every event loop the next tests start.
    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(200, look_and_quit)
    try:
        assert launch.launch(f"sqlite:///{tmp_path}/floor.sqlite", "en", "Ana R.") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert seen == ["floorman: the card-room floor — Ana R. (supervisor)"]
    assert (tmp_path / "floor.sqlite").exists()


def test_the_window_keeps_its_size_and_layout(desk: Desk, language: Language, qtbot: object,
                                              tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)
    first = MainWindow(desk, language, settings)
    qtbot.addWidget(first)  # type: ignore[attr-defined]
    first.show()
    first.resize(780, 700)  # the offscreen screen is 800 x 800
    first.split.setSizes([480, 300])
    sizes = first.split.sizes()
    first.close()
    assert settings.value("window/geometry") is not None

    second = MainWindow(desk, language, settings)
    qtbot.addWidget(second)  # type: ignore[attr-defined]
    second.show()
    assert (second.width(), second.height()) == (780, 700)
    assert second.split.sizes() == sizes


def test_the_window_appears_before_the_store_opens_then_shows_the_floor(
    desk: Desk, language: Language, qtbot: object, floor: object
) -> None:
    window = MainWindow(None, language)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    with qtbot.waitSignal(window.firstPainted):  # type: ignore[attr-defined]
        window.show()
    assert window.centralWidget().objectName() == "openingFloor"
    assert window.findChild(QWidget, "floorMap") is None
    window.attach(desk)
    assert window.centralWidget().objectName() == "deskSplit"
    qtbot.waitUntil(window.map.isVisible)  # type: ignore[attr-defined]
    assert window.feed.view.tables
    assert window.desk_actions["seat_player"].shortcut().toString() == "F3"


def test_at_start_the_floor_paints_before_the_side_panels_are_built(
    desk: Desk, language: Language, qtbot: object, floor: object
) -> None:
    window = MainWindow(None, language)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    with qtbot.waitSignal(window.firstPainted):  # type: ignore[attr-defined]
        window.show()
    window.attach(desk, panels_after_paint=True)
    # The floor is read and laid out; the panels, actions and feed wait for its paint.
    assert window.findChild(QWidget, "floorMap") is window.map and window.feed.view.tables
    assert window.side.count() == 1 and not hasattr(window, "desk_actions")  # a placeholder
    assert not window.menuBar().actions()[0].menu().actions()
    qtbot.waitSignal(window.panelsAttached).wait()  # type: ignore[attr-defined]
    assert window.map.isVisible() and window.side.count() == 5
    assert window.desk_actions["seat_player"].shortcut().toString() == "F3"
    assert window.waitlists.model.rowCount() == len(window.feed.view.games)
    assert window.menuBar().actions()[0].menu().actions()
    qtbot.waitUntil(window.waitlists.isVisible)  # type: ignore[attr-defined]


def test_a_linux_session_without_a_screen_is_told_so(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert system_libraries.no_screen("linux", {})
    assert not system_libraries.no_screen("linux", {"DISPLAY": ":0"})
    assert not system_libraries.no_screen("linux", {"WAYLAND_DISPLAY": "wayland-0"})
    assert not system_libraries.no_screen("linux", {"QT_QPA_PLATFORM": "offscreen"})
    assert not system_libraries.no_screen("win32", {})
    monkeypatch.setattr(system_libraries, "no_screen", lambda: True)
    assert launch.launch("sqlite:///unused.sqlite", "en") == launch.EXIT_MISSING_LIBRARIES
    assert "no screen" in capsys.readouterr().err


def test_the_desk_keeps_its_own_log(qapp: QApplication, tmp_path: Path, log_folder: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import logging

    from floorman.logs import LOG, log_unexpected, start_logging

    path = start_logging()
    assert path.parent == log_folder
    try:
        raise ValueError("a seat that is not there")
    except ValueError as error:
        monkeypatch.setattr("sys.__excepthook__", lambda *_args: None)
        log_unexpected(ValueError, error, error.__traceback__)
    for handler in LOG.handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "unexpected error" in text and "a seat that is not there" in text
    for handler in [h for h in LOG.handlers if isinstance(h, logging.FileHandler)]:
        LOG.removeHandler(handler)
        handler.close()


def test_once_the_window_stands_the_collector_runs_again_without_the_start_s_objects() -> None:
    import gc

    gc.disable()
    try:
        launch.collect_from_now_on()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 10_000  # the objects the start made stay out of reach
        launch.collect_from_now_on()  # a second call (the window closing) changes nothing
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_the_floor_read_first_is_painted_before_the_store_and_the_desk_takes_it_over(
        qtbot: object, desk: Desk, language: Language, tmp_path: Path) -> None:
    from floorman.first_floor import first_floor
    from floorman.services import waitlists
    from floorman.services.demo import load_demo
    from floorman.services.views import floor_view

    load_demo(desk)
    first = first_floor(f"sqlite:///{desk.store.file}")
    assert first is not None
    settings = QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, language, settings)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1600, 1000)
    window.show()
    window.show_first_floor(first)
    qtbot.waitUntil(window.map.isVisible)  # type: ignore[attr-defined]
    assert window.floor_view() is None  # no desk yet: nothing can act on the floor
    assert window.map.view() is first
    first_map = window.map
    # Another desk acts before this one has opened the store: followed, not missed.
    waitlists.add_new_player_to_waitlist(desk, name="Ramiro Ortega", game_id=first.games[0].id)
    with qtbot.waitSignal(window.panelsAttached, timeout=5000):  # type: ignore[attr-defined]
        window.attach(desk, panels_after_paint=True)
    assert window.map is first_map, "the desk takes the painted map over"
    now = floor_view(desk)
    assert now != first and window.floor_view() == now and window.map.view() == now
    assert window.waitlists.isVisible() and window.desk_actions["call_next"] is not None
    assert window.now() == desk.now()  # the countdowns now run on the desk's clock
