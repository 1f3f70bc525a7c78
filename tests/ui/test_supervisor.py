"""The supervisor working the desk: asked at start, remembered, switchable, and named on
every audit row and ruling."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from floorman import app
from floorman.services.desk import Desk
from floorman.store import open_store
from floorman.store.models import AuditEntry
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, SHIFT, dialog_of, press, seat

from floorman.ui import launch
from floorman.ui.main_window import MainWindow
from floorman.ui.supervisor import SupervisorDialog, remember


def actors(desk: Desk) -> list[str]:
    with desk.store.reading() as session:
        return list(session.execute(select(AuditEntry.actor).order_by(AuditEntry.id)).scalars())


def settings_in(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "desk.ini"), QSettings.Format.IniFormat)


def test_the_dialog_refuses_bad_names_and_remembers_the_good_one(qtbot: object,
                                                                  tmp_path: Path) -> None:
    settings = settings_in(tmp_path)
    dialog = SupervisorDialog(settings, "en", starting=True)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    for bad, words in (("", "is empty"), ("    ", "is empty"), ("A" * 41, "longer than 40"),
                       ("Ana\x07", "control character")):
        dialog.names.setCurrentText(bad)
        dialog.submit()
        assert words in dialog.error_text() and dialog.result() == 0
    dialog.names.setCurrentText("  Ana   Ruiz ")
    dialog.submit()
    assert dialog.name == "Ana Ruiz" and dialog.result() == 1
    remember(settings, "Luis P.")
    again = SupervisorDialog(settings, "en", starting=True)
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    assert again.names.currentText() == "Luis P."  # the last one, preselected
    assert [again.names.itemText(i) for i in range(again.names.count())] == [
        "Luis P.", "Ana Ruiz"]
    line = again.names.lineEdit()
    assert line is not None
    qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert again.result() == 1 and again.name == "Luis P."


def test_the_window_names_the_supervisor_on_audit_rows_and_in_the_title(
        qtbot: object, desk: Desk, language: object, tmp_path: Path, floor: Floor) -> None:
    window = MainWindow(desk, language, settings_in(tmp_path),  # type: ignore[arg-type]
                        supervisor="Ana")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    assert window.windowTitle() == "floorman: the card-room floor — Ana (supervisor)"
    window.map.select(floor.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)  # Marta is away
    assert seat(window, floor.table, 1).state == "away"
    assert actors(desk)[-1] == "Ana"
    press(qtbot, window, Qt.Key.Key_U, CTRL | SHIFT)  # File > Change supervisor…
    dialog = dialog_of(window, SupervisorDialog)
    dialog.names.setCurrentText("Luis Ortega")
    dialog.submit()
    assert window.windowTitle().endswith("— Luis Ortega (supervisor)")
    press(qtbot, window, Qt.Key.Key_F6, SHIFT)  # back
    assert actors(desk)[-1] == "Luis Ortega"
    language.switch("es")  # type: ignore[attr-defined]
    assert window.windowTitle() == "floorman: la sala de póker — Luis Ortega (supervisión)"


def test_the_launch_asks_the_supervisor_and_records_the_name(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv(launch.QUIT_AFTER_PAINT, raising=False)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QCoreApplication.setOrganizationName("floorman")  # as the launch names them
    QCoreApplication.setApplicationName("floorman")
    QSettings().setValue("desk/supervisor", "Carmen D.")
    url = f"sqlite:///{tmp_path}/floor.sqlite"
    seen: list[str] = []
    # An error the launch shows in a message box would wait for a click for ever: record
    # it instead, and fail below.
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, title, text, *_: (
        boxes.append(f"{title}: {text}"), QMessageBox.StandardButton.Ok)[1])

    waited: list[int] = []

    def answer() -> None:
        # The dialog comes once the store is open, which takes longer on a busy machine:
        # look again until it is there (a minute at most), then answer it. Nothing here
        # may raise: an error in a Qt callback would open a message box and wait.
        windows = [w for w in QApplication.topLevelWidgets()  # not earlier tests' windows
                   if isinstance(w, MainWindow) and w.isVisible()]
        dialog = windows[0].dialog if windows else None
        if not isinstance(dialog, SupervisorDialog) and len(waited) < 600:
            waited.append(1)
            QTimer.singleShot(100, answer)
            return
        QTimer.singleShot(300, look)  # whatever happens here, the test ends
        if isinstance(dialog, SupervisorDialog):
            seen.append(dialog.names.currentText())  # remembered: Enter confirms
            dialog.submit()

    def look() -> None:
        windows = [w for w in QApplication.topLevelWidgets()  # not earlier tests' windows
                   if isinstance(w, MainWindow) and w.isVisible()]
        for window in windows[:1]:  # none would fail the assertion below, not hang here
            seen.append(window.windowTitle())
            seen.append(str(getattr(window.feed.desk, "actor", None)))
        for window in windows:
            window.close()
        QApplication.exit(0)

    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(300, answer)
    try:
        assert launch.launch(url, "en") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert boxes == []
    assert seen == ["Carmen D.", "floorman: the card-room floor — Carmen D. (supervisor)",
                    "Carmen D."]
    store = open_store(url)
    store.close()


def test_a_bad_supervisor_on_the_command_line_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert app.main(["--lang", "es", "--supervisor", "   "]) == 2
    assert "el nombre del supervisor está vacío" in capsys.readouterr().err
