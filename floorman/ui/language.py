"""The language the desk speaks, switchable while the window is open.

English is the source language of every string in the windows; Spanish comes from the
Qt Linguist catalogue ``floorman_es.qm`` shipped in ``floorman.resources``, together
with Qt's own catalogue (standard buttons, file dialogs). Switching installs the other
catalogue; Qt then sends every widget a ``LanguageChange`` event and each one
retranslates itself, so nothing the supervisor was doing is lost.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

if TYPE_CHECKING:
    from floorman.text import Lang

TRANSLATOR_NAME = "floormanCatalogue"


def translations_folder() -> Path:
    """Where floorman's compiled catalogues (``.qm``) live."""
    return Path(str(resources.files("floorman.resources") / "translations"))


def qt_strings_qtbase_lacks() -> tuple[str, ...]:
    """Qt's own words that Qt 6.11 reworded (mostly to add a shortcut letter) and its
    Spanish catalogue ``qtbase_es`` does not have yet, so the file and print dialogs
    showed them in English. floorman's catalogue, installed after Qt's and so asked
    first, carries them; Qt's catalogue still gives every other word. Listed here so
    Qt Linguist collects them under Qt's own contexts.
    """
    translate = QCoreApplication.translate
    return (
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QPrintSettingsOutput", "Double Sided Printing"),
        translate("QPrintSettingsOutput", "Long side binding"),
        translate("QPrintSettingsOutput", "Short side binding"),
        translate("QPrintSettingsOutput", "Off"),
        translate("QPrintSettingsOutput", "Page &Set:"),
        translate("QPrintSettingsOutput", "Page &order:"),
        translate("QPrintSettingsOutput", "Pages &per sheet:"),
    )


class Language(QObject):
    """The current language of the application and the catalogues that provide it.

    Args:
        lang: the language to start in.
        parent: the owning object (usually the application).

    Signals:
        changed(str): the language switched; the argument is the new ``Lang``.
    """

    changed = Signal(str)

    def __init__(self, lang: Lang = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lang: Lang = "en"
        self.switch(lang)

    @property
    def lang(self) -> Lang:
        """The language the windows speak now."""
        return self._lang

    def switch(self, lang: Lang) -> None:
        """Speak ``lang`` from now on; every widget retranslates itself."""
        app = QCoreApplication.instance()
        changed = lang != self._lang
        # Set first: widgets read it when the LanguageChange event reaches them.
        self._lang = lang
        if app is not None:
            # The catalogues belong to the application (one language for all windows),
            # so remove whatever catalogue any Language installed before.
            for old in app.findChildren(QTranslator, TRANSLATOR_NAME):
                QCoreApplication.removeTranslator(old)
                old.setParent(None)
                old.deleteLater()
        if lang != "en" and app is not None:
            ours = QTranslator(app)
            if not ours.load(f"floorman_{lang}", str(translations_folder())):
                raise FileNotFoundError(
                    f"the {lang} catalogue is missing from {translations_folder()}; "
                    "run 'make translations'"
                )
            qt_own = QTranslator(app)
            catalogues = [ours]
            if qt_own.load(f"qtbase_{lang}",
                           QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                catalogues.insert(0, qt_own)
            for translator in catalogues:
                translator.setObjectName(TRANSLATOR_NAME)
                QCoreApplication.installTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.Spanish if lang == "es"
                                   else QLocale.Language.English))
        # Qt posts LanguageChange to the windows; deliver it now so the switch is
        # complete when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        if changed:
            self.changed.emit(lang)

    def toggle(self) -> None:
        """Switch between English and Spanish."""
        self.switch("en" if self._lang == "es" else "es")
