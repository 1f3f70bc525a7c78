"""Where the desk proposes to save what it exports and prints: a folder that exists.

A save dialog started on a relative name opens in whatever folder the program was
started from (often the install folder, or one the user cannot write); one started on
a missing folder opens somewhere else on each platform. Every export therefore starts
in the user's documents folder, made if it is missing, or else the home folder.
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    """The user's documents folder (created if missing), else the home folder."""
    home = Path.home()
    located = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if located:
        folder = Path(located)
        if folder.is_absolute():
            # Only the last level: a documents folder under a home that is not there
            # is not ours to build. A file in the way, or no right to write: home.
            with suppress(OSError):
                folder.mkdir(exist_ok=True)
            if folder.is_dir():
                return folder
    return home.absolute()


def save_place(name: str) -> str:
    """The path a save dialog proposes for a file called ``name``."""
    return str(documents_folder() / name)
