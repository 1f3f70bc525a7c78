"""Spanish in the desk window: complete, and switchable without losing anything."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import Qt

from floorman.services import waitlists
from floorman.services.desk import Desk
from tests.ui.conftest import Floor
from tests.ui.helpers import CTRL, dialog_of, ok, press, select_entry

import floorman.ui
from floorman.ui.language import Language, translations_folder
from floorman.ui.list_dialogs import AddPlayerDialog
from floorman.ui.main_window import MainWindow

UI = Path(floorman.ui.__file__).parent
PLACEHOLDER = re.compile(r"\{\w+\}|%n")


def _messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(context.findtext("name") or "", message.findtext("source") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


def test_every_string_of_the_windows_has_a_spanish_translation(tmp_path: Path) -> None:
    # Extract the strings of the code as it is now into a copy of the catalogue:
    # anything new or changed shows up as unfinished.
    ts = tmp_path / "floorman_es.ts"
    shutil.copy(translations_folder() / "floorman_es.ts", ts)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    sources = sorted(str(path) for path in UI.glob("*.py"))
    subprocess.run([str(lupdate), *sources, "-target-language", "es_ES", "-locations", "none",
                    "-ts", str(ts)], check=True, capture_output=True)
    problems = []
    messages = _messages(ts)
    assert len(messages) > 150
    for context, source, message in messages:
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("vanished", "obsolete"):
            continue
        texts = ([form.text or "" for form in translation.iter("numerusform")]
                 if message.get("numerus") == "yes" else [translation.text or ""])
        if kind == "unfinished" or not all(text.strip() for text in texts):
            problems.append(f"{context}: {source!r} has no Spanish")
            continue
        for text in texts:
            if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{context}: {source!r} -> {text!r} changes the placeholders")
            if ("&" in source.replace("&&", "")) != ("&" in text.replace("&&", "")):
                problems.append(f"{context}: {source!r} -> {text!r} loses the shortcut letter")
    assert not problems, "\n".join(problems)


def test_switching_language_changes_every_panel_and_keeps_the_state(
        listed: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    window.map.select(listed.table, 1)
    press(qtbot, window, Qt.Key.Key_F6)  # Marta Ruiz away: the status bar says so
    window.search.set_text("ana")
    select_entry(window, listed.game, "Ana López")
    window.map.select(listed.table, 4)
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    adding = dialog_of(window, AddPlayerDialog)
    adding.name.setText("   ")
    ok(adding)
    assert adding.error_text("name").startswith("The name is empty")
    assert window.desk_actions["call_next"].text() == "&Call next player to this seat…"

    window.desk_actions["switch_language"].trigger()  # F12

    assert window.language.lang == "es"
    assert window.windowTitle() == "floorman: la sala de póker"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Archivo", "&Editar", "&Listas", "A&sientos", "&Mesas",
                     "Resol&uciones", "&Idioma", "Ay&uda"]
    assert window.desk_actions["call_next"].text() == "&Llamar al siguiente a este asiento…"
    assert window.desk_actions["undo"].text() == "&Deshacer: Marta Ruiz se ausentó de la mesa 1"
    assert window.status_text.text() == "Marta Ruiz se ausentó de la mesa 1"
    model = window.waitlists.model
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Jugador"
    assert model.index(0, 1).data() == "2 en espera"
    assert window.changes.model.headerData(0, Qt.Orientation.Horizontal) == "Jugador"
    assert window.search.box.placeholderText().startswith("Buscar un jugador")
    table = window.feed.view.table(listed.table)
    assert window.map.describe(table, 4) == "Mesa 1, asiento 4: libre"
    assert "quedan 30:00" in window.map.describe(table, 1)
    assert adding.windowTitle() == "Agregar un jugador"
    assert adding.error_text("name").startswith("El nombre está vacío")

    # Nothing the supervisor was doing is lost.
    assert window.search.box.text() == "ana"
    assert window.search.selected_name() == "Ana López"
    selected = window.waitlists.selected_entry()
    assert selected is not None and selected.name == "Ana López"
    chosen = window.map.selected_seat()
    assert chosen is not None and chosen.number == 4
    assert window.waitlists.tree.isExpanded(model.index(0, 0))
    assert adding.isVisible() and adding.name.text() == "   "
    adding.reject()

    # New messages come in Spanish too, from the services and from the window.
    waitlists.add_to_waitlist(desk, game_id=listed.game, player_id=listed.players["Luis Pérez"])
    window.feed.poll()
    assert window.search.model.places(listed.players["Luis Pérez"]) == \
        "n.º 3 en 1/2 NL Hold'em"

    window.desk_actions["lang_en"].trigger()
    assert window.language.lang == "en"
    assert window.windowTitle() == "floorman: the card-room floor"
    assert model.index(0, 1).data() == "3 waiting"


def test_no_window_string_hides_inside_an_f_string() -> None:
    """Qt Linguist does not see a ``tr()`` inside an f-string, so such a string would stay
    English in Spanish without the catalogue test noticing."""
    hidden = []
    for path in sorted(UI.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)
                            and inner.func.attr in ("tr", "translate")):
                        hidden.append(f"{path.name}:{inner.lineno}")
    assert not hidden, f"tr() inside an f-string: {hidden}"


def test_qt_file_and_print_dialogs_are_spanish_with_the_desk(language: Language,
                                                            qtbot: object) -> None:
    """Qt 6.11 reworded some of its dialogs' labels and its own Spanish catalogue lacks
    them: the file dialog said "Look in:" and "Files of type:" on a Spanish desk."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog, QLabel

    language.switch("es")
    assert QCoreApplication.translate("QFileDialog", "&Open") == "&Abrir"  # Qt's own
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print") == "Imprimir"
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"&Ver en:", "Ficheros de &tipo:"} <= labels
    assert QCoreApplication.translate("QPrintSettingsOutput", "Pages &per sheet:") == \
        "&Páginas por hoja:"
    language.switch("en")
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Look in:"
