"""Places and files for the store-file tests: damaged stores, stores a newer floorman
stamped, a folder even root cannot write, a disk that is full.

A read-only folder is a tmpfs remounted read-only, and a full disk a small tmpfs, where
``mount`` works (as root, here and on CI). Where it is refused the condition is
simulated instead (a folder chmod 555 and the check run as the unprivileged uid 65534;
a write patched to raise ENOSPC), and the run says so loudly at its end. Set
``FLOORMAN_TEST_NO_MOUNT=1`` to run the simulated versions where mount works.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from floorman.store import open_store

REPO = Path(__file__).resolve().parents[2]
NOBODY = 65534
PAGE = 4096
_SIMULATED = pytest.StashKey[list[str]]()


def say_simulated(config: pytest.Config, what: str) -> None:
    """Say in the test's output, and once more at the end of the run, that a condition
    was simulated rather than real."""
    said = config.stash.setdefault(_SIMULATED, [])
    if not said:
        def summary() -> None:
            reporter = config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.write_sep("!", f"SIMULATED, NOT REAL: {len(said)} store-file "
                                   "conditions", yellow=True, bold=True)
                for line in said:
                    reporter.write_line(f"  {line}")
        config.add_cleanup(summary)
    said.append(what)
    print(f"SIMULATED: {what}")


def _mount(*args: str) -> str | None:
    """Run ``mount``; None when it worked, else why not (``FLOORMAN_TEST_NO_MOUNT=1``
    pretends it was refused, to run the simulated fallbacks)."""
    if os.environ.get("FLOORMAN_TEST_NO_MOUNT"):
        return "FLOORMAN_TEST_NO_MOUNT is set"
    if os.name != "posix" or os.geteuid() != 0:
        return "not running as root"
    if shutil.which("mount") is None:
        return "no mount command"
    done = subprocess.run(["mount", *args], capture_output=True, text=True, check=False)
    return None if done.returncode == 0 else (done.stderr.strip() or f"exit {done.returncode}")


def _unmount(folder: Path) -> None:
    if subprocess.run(["umount", str(folder)], capture_output=True, check=False).returncode:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def store_file(path: Path, *, journal: str = "wal") -> Path:
    """A current floorman store at ``path`` in the ``journal`` mode ("wal", "delete")."""
    open_store(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA journal_mode={journal}")
    db.close()
    return path


def stamp_newer(path: Path) -> None:
    """Make the store at ``path`` look written by a newer floorman."""
    with sqlite3.connect(path) as db:
        db.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    db.close()


def garbage_page_in_the_middle(path: Path) -> None:
    pages = path.stat().st_size // PAGE
    with path.open("r+b") as file:
        file.seek(pages // 2 * PAGE)
        file.write(os.urandom(PAGE))


def garbage_after_the_header(path: Path) -> None:
    size = path.stat().st_size
    with path.open("r+b") as file:
        file.seek(100)
        file.write(os.urandom(size - 100))


def one_page_of_garbage(path: Path) -> None:
    path.write_bytes(os.urandom(PAGE))


def files_in(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` and its bytes, SQLite's -wal and -shm sidecars aside (a
    reader may create them; they are not the store)."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.endswith(("-wal", "-shm"))}


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
                "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
                "PYTHONPATH": str(REPO), "LANG": "C.UTF-8"})
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    return env


@dataclass
class ReadOnlyFolder:
    """A folder that cannot be written, and a way to run floorman against it.

    Attributes:
        path: the folder; put files in it, then ``seal()``.
        how: how it is read-only (real or simulated), for the test's output.
        user: the uid the checks run as (None: this process's).
    """

    path: Path
    how: str
    user: int | None
    home: Path
    _mounted: bool

    def seal(self) -> None:
        """Make the folder read-only from now on."""
        if self._mounted:
            why = _mount("-o", "remount,ro", str(self.path))
            assert why is None, f"could not remount {self.path} read-only: {why}"
        else:
            for file in self.path.iterdir():
                file.chmod(0o444)
            self.path.chmod(0o555)

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run ``python *args`` as ``user``, from the repository, and capture it."""
        return subprocess.run([sys.executable, *args], capture_output=True, text=True,
                              cwd=REPO, env=_environment(self.home), user=self.user,
                              timeout=120, check=False)

    def floorman(self, *args: str) -> subprocess.CompletedProcess[str]:
        return self.run("-m", "floorman", "--lang", "en", *args)


@contextmanager
def read_only_folder(config: pytest.Config) -> Iterator[ReadOnlyFolder]:
    """A folder even root cannot write: a tmpfs remounted read-only where mount works,
    else (simulated) a folder chmod 555 that checks reach as uid 65534 (a non-root run
    needs nothing more). Skips when neither is possible."""
    base = Path(tempfile.mkdtemp(prefix="floorman-ro-"))
    base.chmod(0o755)  # the unprivileged user must reach it
    home = base / "home"
    home.mkdir()
    home.chmod(0o777)
    folder = base / "store"
    folder.mkdir()
    why = _mount("-t", "tmpfs", "-o", "size=8m,mode=0755", "tmpfs", str(folder))
    try:
        if why is None:
            yield ReadOnlyFolder(folder, "a tmpfs remounted read-only", None, home, True)
            return
        user = NOBODY if os.geteuid() == 0 else None
        if user is not None:
            try:
                probe = subprocess.run([sys.executable, "-c", "import floorman"], user=user,
                                       cwd=REPO, env=_environment(home), capture_output=True,
                                       text=True, check=False)
                cannot = probe.stderr.strip().splitlines()[-1:] if probe.returncode else None
            except OSError as error:
                cannot = [str(error)]
            if cannot is not None:
                pytest.skip(f"mount refused ({why}) and uid {user} cannot run floorman "
                            f"({'; '.join(cannot)}): no read-only folder to test with")
        how = (f"chmod 555, checked as uid {user}" if user is not None else "chmod 555")
        say_simulated(config, f"read-only folder: mount refused ({why}); {how}")
        yield ReadOnlyFolder(folder, f"simulated: {how}", user, home, False)
    finally:
        if why is None:
            _unmount(folder)
        else:
            for path in (folder, *folder.iterdir()):
                path.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


@dataclass
class SmallDisk:
    """A folder on a small disk; ``real`` when it is a tmpfs, else writes that should
    fail for want of room are patched by the test (say_simulated has said so)."""

    path: Path
    real: bool

    def fill(self, leave: int) -> None:
        """Fill the disk so that about ``leave`` bytes stay free."""
        if not self.real:
            return
        stats = os.statvfs(self.path)
        free = stats.f_bavail * stats.f_frsize
        (self.path / "ballast").write_bytes(b"\0" * max(free - leave, 0))


@contextmanager
def small_disk(config: pytest.Config, folder: Path, size: str = "1m") -> Iterator[SmallDisk]:
    """``folder`` on a tmpfs of ``size``; where mount is refused, a plain folder and a
    note that the full disk is simulated."""
    folder.mkdir(parents=True)
    why = _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder))
    try:
        if why is not None:
            say_simulated(config, f"full disk: mount refused ({why}); a patched write "
                          "raises ENOSPC")
        yield SmallDisk(folder, why is None)
    finally:
        if why is None:
            _unmount(folder)
