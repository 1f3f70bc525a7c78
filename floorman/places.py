"""Where floorman keeps its store, its settings and its log on this computer.

By default each goes where the platform expects a program's files (``platformdirs``:
the user's data, configuration and log folders), and settings are Qt's native ones
(the registry on Windows). A bundle started from a folder that also holds a file named
``portable.txt`` is *portable*: it keeps everything in ``floorman-data`` beside its
executable instead, so a USB stick or a shared folder carries the store, the settings
and the log with the program and leaves nothing on the computer it runs on. Only a
bundle can be portable: installed from a wheel, the executable is Python's own. The
cache (the clock's chimes) follows the same rule.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

PORTABLE_MARKER = "portable.txt"
PORTABLE_FOLDER = "floorman-data"
STORE_FILE = "floorman.sqlite"


def program_folder() -> Path | None:
    """The folder of the bundle's executable; None when floorman runs on Python itself."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).resolve().parent


@dataclass(frozen=True)
class Places:
    """The folders floorman uses. ``settings`` is None for Qt's native settings (the
    registry on Windows, a .plist on macOS, an .ini file on Linux); a folder when the
    settings are an .ini file kept there."""

    data: Path
    logs: Path
    settings: Path | None
    portable: bool
    cache: Path

    @property
    def store_file(self) -> Path:
        return self.data / STORE_FILE


def portable_folder(program: Path | None = None) -> Path | None:
    """The folder a portable bundle in ``program`` (default: this bundle's folder) keeps
    everything in; None when it is not portable."""
    program = program if program is not None else program_folder()
    if program is not None and (program / PORTABLE_MARKER).is_file():
        return program / PORTABLE_FOLDER
    return None


def places(program: Path | None = None) -> Places:
    """Where things are kept, for a program in ``program`` (default: this bundle's
    folder, if floorman runs as a bundle)."""
    folder = portable_folder(program)
    if folder is not None:
        return Places(data=folder, logs=folder / "logs", settings=folder, portable=True,
                      cache=folder / "cache")
    # Imported only when a folder is asked for: the settings ask only whether the
    # program is portable, before the window's first paint.
    import platformdirs

    return Places(data=platformdirs.user_data_path("floorman", appauthor=False),
                  logs=platformdirs.user_log_path("floorman", appauthor=False),
                  settings=None, portable=False,
                  cache=platformdirs.user_cache_path("floorman", appauthor=False))


def sqlite_file(url: str | None) -> Path | None:
    """The store file of ``url`` (None: the local store) when it is a plain SQLite file
    URL (``sqlite:///path``, no options); None for any other database or URL. Read
    without SQLAlchemy, for what the start does before loading it."""
    if url is None:
        return places().store_file
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url or url[len(prefix):] in ("", ":memory:"):
        return None
    return Path(url[len(prefix):])
