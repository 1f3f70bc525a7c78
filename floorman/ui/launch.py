"""Starting the desk window: check the system, open the store, show the floor.

Qt is imported only after the system-library check, so a Linux desktop that lacks a
library Qt needs gets the packages to install instead of Qt's plugin error. A store
that cannot be opened is explained in a message box and on the terminal, in the
chosen language, and nothing is written.
"""

from __future__ import annotations

import os
import sys

from floorman.text import Lang

EXIT_MISSING_LIBRARIES = 1
EXIT_STORE = 2


def launch(database_url: str | None, lang: Lang) -> int:
    """Open the desk window on the store at ``database_url``; returns the exit code."""
    from floorman.ui.system_libraries import install_advice, missing_libraries, uses_xcb

    if uses_xcb():
        missing = missing_libraries()
        if missing:
            print(install_advice(missing, lang), file=sys.stderr)
            return EXIT_MISSING_LIBRARIES

    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    from floorman.services.desk import Desk
    from floorman.store import StoreError, open_store

    from floorman.ui.language import Language
    from floorman.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("floorman")
    QCoreApplication.setApplicationName("floorman")
    try:
        language = Language(lang, app)
    except FileNotFoundError as absent:  # a build made without 'make translations'
        print(f"floorman: {absent}", file=sys.stderr)
        language = Language("en", app)
    try:
        store = open_store(database_url)
    except StoreError as error:
        message = error.message(lang)
        print(f"floorman: {message}", file=sys.stderr)
        title = QCoreApplication.translate("launch", "floorman cannot open the store")
        QMessageBox.critical(None, title, message)
        return EXIT_STORE
    try:
        desk = Desk(store, actor=os.environ.get("USER") or os.environ.get("USERNAME") or "floor")
        window = MainWindow(desk, language, QSettings())
        window.show()
        return app.exec()
    finally:
        store.close()
