"""Who is working the desk: the supervisor's name, asked at start and switchable.

The name is remembered per desk (``QSettings``): the next start preselects the last
one, so one Enter confirms, and the names used here before are offered in the list. A
name is checked like a player's (``services.history.supervisor_name``); a wrong one is
refused under the field and the dialog stays open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from floorman.services.history import supervisor_name
from floorman.text import Lang, UserError

from floorman.ui.forms import error_label, refusal_text

LAST_KEY = "desk/supervisor"
NAMES_KEY = "desk/supervisors"
REMEMBERED = 8


def remembered(settings: QSettings | None) -> list[str]:
    """The supervisors who worked this desk, the last one first."""
    if settings is None:
        return []
    names = settings.value(NAMES_KEY, [])
    listed = [names] if isinstance(names, str) else (
        [str(n) for n in names] if isinstance(names, list) else [])
    last = str(settings.value(LAST_KEY, "") or "")
    return list(dict.fromkeys([n for n in (last, *listed) if n]))


def remember(settings: QSettings | None, name: str) -> None:
    """Keep ``name`` as this desk's supervisor, first of the names offered next time."""
    if settings is None:
        return
    settings.setValue(LAST_KEY, name)
    settings.setValue(NAMES_KEY, list(dict.fromkeys([name, *remembered(settings)]))[:REMEMBERED])
    settings.sync()


class SupervisorDialog(QDialog):
    """Ask the name of the supervisor working the desk.

    Args:
        settings: where the desk remembers its supervisors (None: not kept).
        lang: returns the desk's language, for refusals.
        parent: the parent widget.
        starting: the desk is starting (Cancel quits floorman) rather than switching.

    Signals:
        ``accepted`` once a good name is typed; ``name`` holds it.
    """

    def __init__(self, settings: QSettings | None, lang: Lang, parent: QWidget | None = None,
                 *, starting: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("supervisorDialog")
        self.setModal(True)
        self.setMinimumWidth(520)
        self.settings = settings
        self.lang = lang
        self.starting = starting
        self.name = ""
        self._error: UserError | None = None
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.names = QComboBox(self)
        self.names.setObjectName("supervisorName")
        self.names.setEditable(True)
        self.names.addItems(remembered(settings))
        self.names.setCurrentIndex(0 if self.names.count() else -1)
        self.question.setBuddy(self.names)
        self.error = error_label(self)
        self.error.setObjectName("error_supervisor")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.question, self.names, self.error, self.buttons):
            layout.addWidget(widget)
        self.retranslate()
        self.names.setFocus()
        self.names.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        line = self.names.lineEdit()
        if line is not None:
            line.selectAll()
            # An editable list keeps Enter to itself: one Enter confirms the name.
            line.returnPressed.connect(self.submit)

    def submit(self) -> None:
        """Take the typed name, or say under the field what is wrong with it."""
        if self.result() == QDialog.DialogCode.Accepted and self.name:
            return
        try:
            self.name = supervisor_name(self.names.currentText())
        except UserError as error:
            self._error = error
            self.error.setText(refusal_text(error, self.lang))
            self.error.show()
            self.adjustSize()  # the refusal's lines get their room
            self.names.setFocus()
            return
        remember(self.settings, self.name)
        self.accept()

    def error_text(self) -> str:
        return "" if self.error.isHidden() else self.error.text()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Supervisor at this desk"))
        self.question.setText(self.tr("Who is working the desk? Every action and ruling is "
                                      "recorded under this &name."))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start the shift") if self.starting else self.tr("&Change"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("&Quit floorman") if self.starting else self.tr("Cancel"))
        line = self.names.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("First name and an initial, e.g. Ana R."))
        if self._error is not None:
            self.error.setText(refusal_text(self._error, self.lang))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
