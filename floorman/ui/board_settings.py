"""A board's own choices: which games and tournaments it shows, its languages, its pace,
whether it sounds the tournament clock it shows.

Each board keeps its choices in ``QSettings`` under the group of its room
(``board/<room>``, ``floorman --board --room NAME``; "main" by default), so two boards
in two rooms show two rooms' games. The small dialog here edits them: the board opens
it with F2, the desk with Tables > Open board…. A page time the board cannot use (0,
negative, not a number) is refused under its field, and nothing is kept.

The dialog speaks the board's way, from ``Text`` pairs rather than the catalogue: the
board shows both languages, and its few words live beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floorman.services.board_view import (
    DEFAULT_ROOM,
    LANGUAGE_MODES,
    PAGE_SECONDS,
    BoardChoices,
    Choosable,
    board_choices,
    page_seconds,
)
from floorman.text import Lang, Text, UserError

from floorman.ui.forms import error_label, sentence

ALL = "all"

WORDS = {
    "title": Text("Board settings: {room}", "Ajustes del tablero: {room}"),
    "games": Text("Games shown:", "Partidas que muestra:"),
    "all_games": Text("Every game (new ones too)", "Todas las partidas (también las nuevas)"),
    "tournaments": Text("Tournaments shown:", "Torneos que muestra:"),
    "all_tournaments": Text("Every tournament that runs", "Todos los torneos en juego"),
    "not_drawn": Text("{name} (not drawn yet)", "{name} (aún sin sorteo)"),
    "languages": Text("Languages:", "Idiomas:"),
    "alternate": Text("English and Spanish in turn", "Inglés y español por turnos"),
    "en": Text("English only", "Solo inglés"),
    "es": Text("Spanish only", "Solo español"),
    "seconds": Text("Seconds per page:", "Segundos por página:"),
    "seconds_tip": Text("How long each page stays on screen (in each language, when they "
                        "take turns) before the next one.",
                        "Cuánto tiempo se ve cada página (en cada idioma, cuando se "
                        "turnan) antes de la siguiente."),
    "none": Text("none", "ninguno"),
    "clock": Text("Tournament clock:", "Reloj del torneo:"),
    "clock_sound": Text("Sound its chimes", "Con sus avisos sonoros"),
    "clock_sound_tip": Text("The board shows the clock of a tournament it shows once the "
                            "clock has started, and sounds it a minute before a level ends "
                            "and at the change. Untick this when the desk's clock window "
                            "already sounds in the room.",
                            "El tablero muestra el reloj de un torneo que muestra cuando el "
                            "reloj ha empezado, y lo hace sonar un minuto antes del fin de "
                            "cada nivel y al cambiar. Desmarque esto si la ventana del reloj "
                            "del puesto ya suena en la sala."),
}


def group(room: str) -> str:
    """The ``QSettings`` group of a room's board."""
    return f"board/{room}"


def _stored_ids(value: object) -> frozenset[int] | None:
    if value is None or str(value).strip() == ALL:
        return None
    words = [w for w in str(value).replace(" ", "").split(",") if w]
    return frozenset(int(w) for w in words if w.isdigit())


def _ids_text(ids: frozenset[int] | None) -> str:
    return ALL if ids is None else ",".join(str(i) for i in sorted(ids))


def _stored_yes(value: object, default: bool) -> bool:
    """A yes or no kept in settings (``true``/``false`` in an INI file, a bool in the
    registry); anything else is ``default``."""
    if isinstance(value, bool):
        return value
    words = str(value).strip().casefold()
    if words in ("true", "1", "yes", "on"):
        return True
    if words in ("false", "0", "no", "off"):
        return False
    return default


def load_choices(settings: QSettings, room: str = DEFAULT_ROOM) -> BoardChoices:
    """The choices ``room``'s board keeps (defaults where none, or where a stored value
    is not one the board can take: a hand-edited settings file shows the board anyway)."""
    settings.beginGroup(group(room))
    try:
        games = _stored_ids(settings.value("games", ALL))
        tournaments = _stored_ids(settings.value("tournaments", ALL))
        languages = str(settings.value("languages", "alternate"))
        seconds = settings.value("page_seconds", PAGE_SECONDS)
        clock_sound = _stored_yes(settings.value("clock_sound", "true"), True)
    finally:
        settings.endGroup()
    try:
        seconds = page_seconds(seconds)
    except UserError:
        seconds = PAGE_SECONDS
    return board_choices(games=games, tournaments=tournaments,
                         languages=languages if languages in LANGUAGE_MODES else "alternate",
                         seconds=seconds, clock_sound=clock_sound)


def save_choices(settings: QSettings, room: str, choices: BoardChoices) -> None:
    """Keep ``choices`` as ``room``'s board's."""
    settings.beginGroup(group(room))
    try:
        settings.setValue("games", _ids_text(choices.games))
        settings.setValue("tournaments", _ids_text(choices.tournaments))
        settings.setValue("languages", choices.languages)
        settings.setValue("page_seconds", str(choices.page_seconds))
        settings.setValue("clock_sound", "true" if choices.clock_sound else "false")
    finally:
        settings.endGroup()
    settings.sync()


class _Picks(QWidget):
    """"Every one" and, when unticked, a checklist of the games or tournaments."""

    def __init__(self, name: str, items: Sequence[Choosable], chosen: frozenset[int] | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.every = QCheckBox(self)
        self.every.setObjectName(f"{name}_every")
        self.every.setChecked(chosen is None)
        self.items = items
        self.list = QListWidget(self)
        self.list.setObjectName(f"{name}_list")
        for item in items:
            row = QListWidgetItem()
            row.setData(Qt.ItemDataRole.UserRole, item.id)
            row.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            row.setCheckState(Qt.CheckState.Checked if chosen is None or item.id in chosen
                              else Qt.CheckState.Unchecked)
            self.list.addItem(row)
        self.list.setMaximumHeight(190)
        self.every.toggled.connect(self._every_toggled)
        self._every_toggled(self.every.isChecked())
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.every)
        column.addWidget(self.list)

    def _every_toggled(self, every: bool) -> None:
        self.list.setEnabled(not every)

    def set_checked(self, item_id: int, checked: bool) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == item_id:
                item.setCheckState(Qt.CheckState.Checked if checked
                                   else Qt.CheckState.Unchecked)

    def chosen(self) -> frozenset[int] | None:
        if self.every.isChecked():
            return None
        return frozenset(
            int(self.list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.list.count())
            if self.list.item(row).checkState() == Qt.CheckState.Checked)

    def retranslate(self, every: str, lang: Lang, not_drawn: Text) -> None:
        self.every.setText(every)
        for row, item in enumerate(self.items):
            words = item.label.get(lang)
            self.list.item(row).setText(words if item.running
                                        else not_drawn.get(lang).format(name=words))


class BoardSettingsDialog(QDialog):
    """A board's choices, edited: games, tournaments, languages, seconds per page, the
    clock's chimes.

    Args:
        choices: the choices the board has now.
        games: the games it may show.
        tournaments: the tournaments it may show (those not finished).
        lang: the language of the dialog.
        room: the board's room, named in the title.
        parent: the parent widget.

    Signals:
        ``accepted`` once the choices are checked; ``choices`` holds them.
    """

    def __init__(self, choices: BoardChoices, games: Sequence[Choosable],
                 tournaments: Sequence[Choosable], lang: Lang, room: str = DEFAULT_ROOM,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardSettings")
        self.setModal(True)
        self.setMinimumWidth(560)
        self.lang = lang
        self.room = room
        self.choices = choices
        self.games = _Picks("games", games, choices.games, self)
        self.tournaments = _Picks("tournaments", tournaments, choices.tournaments, self)
        self.languages = QComboBox(self)
        self.languages.setObjectName("languages")
        self.languages.addItems([""] * len(LANGUAGE_MODES))
        self.languages.setCurrentIndex(LANGUAGE_MODES.index(choices.languages))
        self.seconds = QLineEdit(str(choices.page_seconds), self)
        self.seconds.setObjectName("page_seconds")
        self.general_error = error_label(self)
        self.general_error.setObjectName("error_general")
        self.seconds_error = error_label(self)
        self.seconds_error.setObjectName("error_page_seconds")
        self.clock_sound = QCheckBox(self)
        self.clock_sound.setObjectName("clock_sound")
        self.clock_sound.setChecked(choices.clock_sound)
        self._labels = {key: QLabel(self) for key in ("games", "tournaments", "languages",
                                                       "seconds", "clock")}
        form = QFormLayout()
        form.addRow(self._labels["games"], self.games)
        form.addRow(self._labels["tournaments"], self.tournaments)
        form.addRow(self._labels["languages"], self.languages)
        holder = QWidget(self)
        seconds_column = QVBoxLayout(holder)
        seconds_column.setContentsMargins(0, 0, 0, 0)
        seconds_column.addWidget(self.seconds)
        seconds_column.addWidget(self.seconds_error)
        form.addRow(self._labels["seconds"], holder)
        form.addRow(self._labels["clock"], self.clock_sound)
        for key, field in (("games", self.games.every), ("tournaments", self.tournaments.every),
                           ("languages", self.languages), ("seconds", self.seconds),
                           ("clock", self.clock_sound)):
            self._labels[key].setBuddy(field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.general_error)
        column.addLayout(form)
        column.addWidget(self.buttons)
        self.retranslate()

    def _words(self, key: str) -> str:
        return WORDS[key].get(self.lang)

    def retranslate(self) -> None:
        self.setWindowTitle(self._words("title").format(room=self.room))
        for key, label in self._labels.items():
            label.setText(self._words(key))
        self.games.retranslate(self._words("all_games"), self.lang, WORDS["not_drawn"])
        self.tournaments.retranslate(self._words("all_tournaments"), self.lang,
                                     WORDS["not_drawn"])
        for row, mode in enumerate(LANGUAGE_MODES):
            self.languages.setItemText(row, self._words(mode))
        self.seconds.setToolTip(self._words("seconds_tip"))
        self.clock_sound.setText(self._words("clock_sound"))
        self.clock_sound.setToolTip(self._words("clock_sound_tip"))

    def error_text(self, key: str) -> str:
        """The refusal shown under ``page_seconds`` or at the top (``general``)."""
        label = self.seconds_error if key == "page_seconds" else self.general_error
        return "" if label.isHidden() else label.text()

    def submit(self) -> None:
        """Check the choices; keep them and close, or say what is wrong and stay open."""
        for label in (self.general_error, self.seconds_error):
            label.hide()
            label.clear()
        try:
            self.choices = board_choices(
                games=self.games.chosen(), tournaments=self.tournaments.chosen(),
                languages=LANGUAGE_MODES[self.languages.currentIndex()],
                seconds=self.seconds.text(), clock_sound=self.clock_sound.isChecked())
        except UserError as error:
            label = self.seconds_error if error.field == "page_seconds" else self.general_error
            label.setText(sentence(error.text.get(self.lang)))
            label.show()
            if error.field == "page_seconds":
                self.seconds.setFocus(Qt.FocusReason.OtherFocusReason)
                self.seconds.selectAll()
            return
        self.accept()
