"""What every floor dialog shares: fields, one action on OK, refusals beside the field.

A dialog collects what a floor action needs and runs it when the supervisor presses
OK. If the desk refuses (an empty name, a seat that is taken, a buy-in that is not a
number), the message appears in red right under the field it is about, in the
current language, the field gets the focus, the dialog stays open and nothing was
written. Messages without a field appear at the top of the dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from floorman.services.desk import Change
from floorman.services.views import FloorView
from floorman.text import Lang, UserError

from floorman.ui.floor_feed import FloorFeed


def error_label(parent: QWidget | None = None) -> QLabel:
    """A refusal shown under the field it is about: red, bold, hidden until needed."""
    label = QLabel(parent)
    label.setObjectName("fieldError")
    label.setProperty("role", "error")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b3261e; font-weight: bold;")
    label.hide()
    return label


def sentence(text: str) -> str:
    """A message as a sentence: the desk's messages start in lower case."""
    return text[:1].upper() + text[1:]


def refusal_text(error: UserError, lang: Lang) -> str:
    """What to show for a refusal: the words only (the field is shown by position)."""
    return sentence(error.text.get(lang))


def show_refusal(parent: QWidget, title: str, text: str) -> QMessageBox:
    """Tell the supervisor why something was not done, without blocking the desk."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName("refusal")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def fill_tables(combo: QComboBox, view: FloorView, lang: Lang, *, selected: int | None = None,
                open_only: bool = False, game_id: int | None = None,
                leave_out: int | None = None) -> None:
    """Fill ``combo`` with tables ("Table 4 · 1/2 NL Hold'em"), their ids as item data."""
    wanted = combo.currentData() if selected is None else selected
    combo.clear()
    for table in view.tables:
        if (open_only and not table.is_open) or table.id == leave_out or (
                game_id is not None and table.game_id != game_id):
            continue
        text = QCoreApplication.translate("FormDialog", "Table {number} · {game}").format(
            number=table.number, game=view.game(table.game_id).label(lang))
        if not table.is_open:
            text = QCoreApplication.translate("FormDialog", "{table} (closed)").format(
                table=text)
        combo.addItem(text, table.id)
    found = combo.findData(wanted)
    combo.setCurrentIndex(max(found, 0))


def fill_games(combo: QComboBox, view: FloorView, lang: Lang,
               selected: int | None = None) -> None:
    """Fill ``combo`` with the games the room spreads, their ids as item data."""
    wanted = combo.currentData() if selected is None else selected
    combo.clear()
    for game in view.games:
        combo.addItem(game.label(lang), game.id)
    found = combo.findData(wanted)
    combo.setCurrentIndex(max(found, 0))


class MissingInput(Exception):
    """A dialog field the supervisor left empty; the message is already translated."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class FormDialog(QDialog):
    """A dialog that runs one floor action and shows refusals beside its fields.

    Subclasses add fields with ``add_field``, implement ``submit`` (run the action
    through the feed and return its change) and ``retranslate``.

    Args:
        feed: the window's link to the desk.
        parent: the parent widget.

    Signals:
        (none of its own; ``accepted`` follows a written action.)
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.feed = feed
        self.change: Change | None = None
        self.setModal(True)
        self.setMinimumWidth(640)
        self.general_error = self._error_label("error")
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._submit)
        self.buttons.rejected.connect(self.reject)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.general_error)
        self.layout_.addLayout(self.form)
        self.layout_.addWidget(self.buttons)
        self._errors: dict[str, QLabel] = {}
        self._fields: dict[str, QWidget] = {}
        self._shown: list[tuple[QLabel, UserError]] = []

    def _error_label(self, key: str) -> QLabel:
        label = error_label(self)
        label.setObjectName(f"error_{key}")
        return label

    def add_field(self, key: str, label: QLabel, field: QWidget,
                  aliases: tuple[str, ...] = (), form: QFormLayout | None = None) -> None:
        """Add a row for ``field`` to the dialog's form (or to ``form``, for a dialog
        of several pages); refusals about ``key`` (or an alias) show under it."""
        error = self._error_label(key)
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(field)
        column.addWidget(error)
        label.setBuddy(field)
        (form or self.form).addRow(label, holder)
        for name in (key, *aliases):
            self._errors[name] = error
            self._fields[name] = field

    def ok_button_text(self, text: str) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setText(text)

    def error_text(self, key: str) -> str:
        """The refusal shown under field ``key`` ("" when none), for tests."""
        label = self._errors.get(key, self.general_error)
        return "" if label.isHidden() else label.text()

    def submit(self) -> Change:
        raise NotImplementedError

    def run(self, service: Callable[..., Change], /, **kwargs: object) -> Change:
        """Run a floor action through the feed (so it can be undone)."""
        return self.feed.act(service, **kwargs)

    def clear_errors(self) -> None:
        self._shown = []
        self.general_error.hide()
        self.general_error.clear()
        for label in self._errors.values():
            label.hide()
            label.clear()

    def show_error(self, error: UserError) -> None:
        label = self._errors.get(error.field or "", self.general_error)
        label.setText(refusal_text(error, self.feed.lang()))
        label.show()
        self._shown.append((label, error))
        field = self._fields.get(error.field or "")
        if field is not None:
            field.setFocus(Qt.FocusReason.OtherFocusReason)

    def fit_words(self) -> None:
        """Grow to the height the words need at this width, after a refusal or a note
        appears: Qt does not grow a dialog of wrapped labels, it squeezes them together."""
        need = self.layout_.totalHeightForWidth(self.width())
        if need > self.height():
            self.resize(self.width(), need)

    def _submit(self) -> None:
        self.clear_errors()
        try:
            self.change = self.submit()
        except UserError as error:
            self.show_error(error)
            self.fit_words()
        except MissingInput as missing:
            label = self._errors.get(missing.field, self.general_error)
            label.setText(missing.message)
            label.show()
            if missing.field in self._fields:
                self._fields[missing.field].setFocus(Qt.FocusReason.OtherFocusReason)
            self.fit_words()
        else:
            self.accept()

    def retranslate(self) -> None:
        """Set every text of the dialog in the current language."""

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            # After the children had theirs: the button box puts its standard labels
            # back ("Aceptar") when it hears of the new language, over the dialog's own.
            self.retranslate()
            for label, error in self._shown:
                label.setText(refusal_text(error, self.feed.lang()))
        return handled
