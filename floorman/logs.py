"""floorman's own log: rotating files in the platform's log folder.

The audit log in the store records every floor action; this file records the program
itself (start-ups, the store it opened, errors nobody expected), so a supervisor can
send it when something goes wrong. Five files of a megabyte at most are kept.
"""

from __future__ import annotations

import logging
import sys
import tempfile
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

LOG = logging.getLogger("floorman")


def start_logging(folder: Path | None = None) -> Path:
    """Send floorman's log to a rotating file in ``folder`` (default: the platform's log
    folder, or beside a portable bundle); returns the file's path."""
    if folder is None:
        from floorman.places import places

        folder = places().logs
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        # A read-only drive or a folder taken by a file: the program still runs and
        # its store says what is wrong; the log goes where it can.
        folder = Path(tempfile.gettempdir()) / "floorman-logs"
        folder.mkdir(parents=True, exist_ok=True)
    path = folder / "floorman.log"
    if not any(isinstance(h, RotatingFileHandler) and Path(h.baseFilename) == path
               for h in LOG.handlers):
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=5,
                                      encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: "
                                               "%(message)s"))
        LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
    return path


def log_unexpected(kind: type[BaseException], error: BaseException,
                   trace: TracebackType | None) -> None:
    """Write an error nobody expected to the log (and to standard error)."""
    LOG.error("unexpected error", exc_info=(kind, error, trace))
    sys.__excepthook__(kind, error, trace)
