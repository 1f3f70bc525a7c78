"""The desk's About box (Help > About floorman): the version, the store and its schema,
where the log and the settings are, and whether this is a portable bundle.

The card room's IT person reads it on the phone to whoever supports the room, so each
line can be selected, the whole can be copied at once, and the log folder opens from
here. The words are ``floorman.about``'s, shared with ``floorman about`` on the command
line.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floorman.about import About
from floorman.text import Lang, Text

TITLE = Text("About floorman", "Acerca de floorman")
TAGLINE = Text("The floor supervisor's desk for poker card rooms.",
               "El puesto del supervisor de sala para salas de póquer.")
COPY = Text("Copy the details", "Copiar los datos")
OPEN_LOGS = Text("Open the log folder", "Abrir la carpeta de registros")


class AboutBox(QDialog):
    """What this floorman is and where it keeps things.

    Args:
        facts: the About facts (``floorman.about.about``).
        lang: the language it speaks.
        parent: the desk window.

    Signals:
        (none beyond QDialog's.)
    """

    def __init__(self, facts: About, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        self.facts = facts
        self.lang: Lang = lang
        self.setWindowTitle(TITLE.get(lang))
        icon = QLabel(self)
        icon.setPixmap(QIcon(str(resources.files("floorman.resources") / "floorman.svg"))
                       .pixmap(96, 96))
        name = QLabel(f"<b style='font-size: 18pt'>floorman {facts.version}</b>", self)
        tagline = QLabel(TAGLINE.get(lang), self)
        heading = QVBoxLayout()
        heading.addWidget(name)
        heading.addWidget(tagline)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(heading, 1)

        form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for label, value in facts.lines(lang):
            shown = QLabel(value, self)
            shown.setWordWrap(True)
            shown.setTextInteractionFlags(shown.textInteractionFlags()
                                          | shown.textInteractionFlags().TextSelectableByMouse)
            self.values[label] = shown
            form.addRow(f"{label[:1].upper()}{label[1:]}:", shown)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(COPY.get(lang), self)
        self.copy_button.setObjectName("copyAbout")
        self.logs_button = QPushButton(OPEN_LOGS.get(lang), self)
        self.logs_button.setObjectName("openLogs")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.logs_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(Text("Close", "Cerrar").get(lang))
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        self.copy_button.clicked.connect(self.copy)
        self.logs_button.clicked.connect(self.open_logs)

        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addSpacing(8)
        column.addLayout(form)
        column.addWidget(buttons)
        self.setMinimumWidth(640)

    def copy(self) -> None:
        """Every line to the clipboard, as ``floorman about`` prints them."""
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(f"floorman {self.facts.version}\n{self.facts.text(self.lang)}")

    def open_logs(self) -> bool:
        """The log folder in the platform's file manager; False when it cannot open."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(self.facts.logs))
