"""Exporting a floor document to PDF: the table sheet or the waiting lists.

The pages are the same the print preview shows and ``floorman print ... --pdf`` writes
(``floorman.ui.printing``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from floorman.services.desk import Change
from floorman.text import UserError

from floorman.ui.file_places import documents_folder
from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput


class ExportDialog(FormDialog):
    """Choose a document and a file, and write the PDF.

    Args:
        feed: the window's link to the desk.
        folder: where to propose the file.
        parent: the parent widget.

    Signals:
        ``accepted`` once the PDF is written (``written`` is its path).
    """

    def __init__(self, feed: FloorFeed, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("exportDialog")
        self.document = QComboBox(self)
        self.document.setObjectName("document")
        self.path = QLineEdit(str(folder / "floorman-tables.pdf"), self)
        self.path.setObjectName("path")
        self._browse = QPushButton(self)
        self._browse.clicked.connect(self._choose_file)
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.path)
        line.addWidget(self._browse)
        self._labels = [QLabel(self), QLabel(self)]
        self.add_field("document", self._labels[0], self.document)
        self.add_field("path", self._labels[1], row)
        self.document.currentIndexChanged.connect(self._document_chosen)
        self.written: Path | None = None
        self.retranslate()

    def _document_chosen(self, _row: int) -> None:
        current = Path(self.path.text())
        name = "floorman-tables.pdf" if self.document.currentData() == "tables" \
            else "floorman-waitlists.pdf"
        if current.name in ("floorman-tables.pdf", "floorman-waitlists.pdf"):
            self.path.setText(str(current.with_name(name)))

    def _choose_file(self) -> None:
        typed = Path(self.path.text().strip() or "floorman-tables.pdf").expanduser()
        if not (typed.is_absolute() and typed.parent.is_dir()):
            typed = documents_folder() / (typed.name or "floorman-tables.pdf")
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), str(typed), self.tr("PDF files (*.pdf)"))
        if chosen:
            self.path.setText(chosen if chosen.lower().endswith(".pdf") else chosen + ".pdf")

    def submit(self) -> Change:
        raise NotImplementedError  # writing a PDF changes nothing on the floor

    def _submit(self) -> None:
        self.clear_errors()
        text = self.path.text().strip()
        try:
            if not text:
                raise MissingInput("path", self.tr("Type where to save the PDF."))
            path = Path(text).expanduser()
            if not path.parent.is_dir():
                raise MissingInput("path", self.tr(
                    "The folder {folder} does not exist. Choose another place.").format(
                        folder=path.parent))
            from floorman.ui import printing  # only when exporting: keeps start-up quick

            try:
                printing.print_to_pdf(self.feed.desk, self.document.currentData(), path,
                                      self.feed.lang())
            except UserError as refused:  # a folder, read-only, a full disk: nothing written
                raise MissingInput("path", refused.text.get(self.feed.lang())) from None
        except MissingInput as missing:
            label = self._errors[missing.field]
            label.setText(missing.message)
            label.show()
            return
        self.written = path
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export PDF"))
        self._labels[0].setText(self.tr("&Document:"))
        self._labels[1].setText(self.tr("&File:"))
        self._browse.setText(self.tr("&Browse…"))
        chosen = self.document.currentIndex()
        self.document.clear()
        self.document.addItem(self.tr("Table assignments"), "tables")
        self.document.addItem(self.tr("Waiting lists"), "waitlists")
        self.document.setCurrentIndex(max(chosen, 0))
        self.ok_button_text(self.tr("&Export"))
