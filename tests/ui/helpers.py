"""Small steps the desk window tests share: pressing keys, finding dialogs and rows."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget

from floorman.services.views import SeatView

from floorman.ui.main_window import MainWindow
from floorman.ui.waitlist_model import WaitlistRole

D = TypeVar("D")
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier


def press(qtbot: object, window: MainWindow, key: Qt.Key,
          modifier: Qt.KeyboardModifier = NONE) -> None:
    """Press a key on the floor map, as the supervisor does at the desk."""
    if not window.isActiveWindow():  # shortcuts reach only the active window
        with qtbot.waitActive(window, timeout=2000):  # type: ignore[attr-defined]
            window.activateWindow()
    window.map.setFocus()
    qtbot.keyClick(window.map, key, modifier)  # type: ignore[attr-defined]


def dialog_of(window: MainWindow, kind: type[D]) -> D:
    """The dialog the last action opened, which must be a ``kind``."""
    dialog = window.dialog
    assert isinstance(dialog, kind), f"expected {kind.__name__}, the window shows {dialog!r}"
    assert dialog.isVisible()
    return dialog


def ok(dialog: QWidget) -> None:
    """Press the dialog's OK button (whatever its words)."""
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def refusals(window: QWidget) -> list[str]:
    """The texts of the refusal message boxes open over ``window``."""
    return [box.text() for box in window.findChildren(QMessageBox, "refusal")
            if box.isVisible()]


def dismiss(window: QWidget) -> None:
    """Close the refusal boxes (the supervisor reads them and presses Enter)."""
    for box in window.findChildren(QMessageBox, "refusal"):
        box.accept()


def seat(window: MainWindow, table_id: int, number: int) -> SeatView:
    """A seat as the window shows it now."""
    return window.feed.view.table(table_id).seats[number - 1]


def list_rows(window: MainWindow, game_id: int) -> list[QModelIndex]:
    """The rows of a game's waiting list in the waiting-list panel, in order."""
    model = window.waitlists.model
    parent = model.game_index(game_id)
    return [model.index(row, 0, parent) for row in range(model.rowCount(parent))]


def list_names(window: MainWindow, game_id: int) -> list[str]:
    return [index.data() for index in list_rows(window, game_id)]


def select_entry(window: MainWindow, game_id: int, name: str) -> None:
    for index in list_rows(window, game_id):
        if name in index.data():
            assert window.waitlists.select_entry(index.data(WaitlistRole.ENTRY_ID))
            return
    raise AssertionError(f"{name} is not on the list")
