"""The installer bundle: its size and its cold start, next to what ``make run`` gives.

The bundle is ``dist/floorman/`` as ``make bundle`` builds it; it is built first when
it is missing or older than the sources (said on standard output; about half a
minute).

Size: the bundle's files (symbolic links counted as links, as ``du`` does) beside the
installed files of what ``make run`` installs into the virtual environment: floorman's
run requirements and everything they require, from the distributions' own records
(PySide6-Essentials, shiboken6, SQLAlchemy, Alembic, Mako...). The bundle also carries
what that baseline does not count: Python itself, the system libraries Qt links to and
psycopg for PostgreSQL rooms; it leaves out the Qt modules and plugins nothing uses.
Goal (ours): no more than 10% above the baseline, so that one download costs a card
room no more than a developer's install does.

Cold start: the bundle's desk to the painted floor on a demo store, beside ``python -m
floorman`` (what ``make run`` runs) on the same store, started alternately (bundle,
make run, bundle...) after one warm-up start of each, timed as ``bench_cold_start``
times its starts (its ``_start``), medians of the same run; the time to the whole desk
(SQLAlchemy and the side panels loaded from the bundle) is reported beside it. Goal
(ours): the bundle within 1.1x of make run's start: freezing must not cost the
supervisor a slower desk.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks bundle
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

from benchmarks.bench_cold_start import _start
from benchmarks.full_floor import figure

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "floorman"
DESK = BUNDLE / ("floorman.exe" if sys.platform == "win32" else "floorman")
SOURCES = ("floorman", "resources", "migrations", "installer", "pyproject.toml")
RUNS = 7
SIZE_GOAL = 1.10
START_GOAL = 1.10
MIB = 1024 * 1024


def _stale() -> str | None:
    """Why the bundle must be built, or None when it is newer than every source."""
    if not DESK.is_file():
        return f"there is no bundle at {BUNDLE}"
    built = DESK.stat().st_mtime
    for name in SOURCES:
        paths = [ROOT / name] if (ROOT / name).is_file() else (ROOT / name).rglob("*")
        for path in paths:
            if path.is_file() and "__pycache__" not in path.parts and \
                    path.suffix != ".qm" and path.stat().st_mtime > built:
                return f"{path.relative_to(ROOT)} is newer than the bundle"
    return None


def _build_if_needed() -> None:
    why = _stale()
    if why is not None:
        print(f"  bench_bundle: {why}; building it with make bundle", flush=True)
        built = subprocess.run(["make", "bundle"], cwd=ROOT, capture_output=True, text=True,
                               check=False)
        if built.returncode != 0:
            raise RuntimeError(f"make bundle failed:\n{built.stdout}\n{built.stderr}")


def _files(folder: Path) -> Iterator[Path]:
    for path in folder.rglob("*"):
        if path.is_symlink() or path.is_file():
            yield path


def bundle_bytes(folder: Path = BUNDLE) -> int:
    """The bundle's size: every file, a symbolic link as the link itself."""
    return sum(path.lstat().st_size for path in _files(folder))


def run_distributions(root: str = "floorman") -> list[metadata.Distribution]:
    """The distributions ``make run`` installs for ``root``: its requirements without
    extras, for this Python, and theirs in turn (floorman itself is not counted: it is
    an editable install, its sources are the checkout)."""
    from packaging.requirements import Requirement

    seen: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop()
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # an optional requirement this platform does not install
        for text in dist.requires or []:
            requirement = Requirement(text)
            if requirement.marker is not None and not requirement.marker.evaluate(
                    {"extra": ""}):
                continue
            key = requirement.name.lower().replace("_", "-")
            if key not in seen and key != root:
                seen[key] = metadata.distribution(requirement.name)
                todo.append(requirement.name)
    return list(seen.values())


def installed_bytes(dist: metadata.Distribution) -> int:
    total = 0
    for file in dist.files or []:
        path = Path(str(dist.locate_file(file)))
        if path.is_file():
            total += path.stat().st_size
    return total


def _start_env(folder: Path) -> dict[str, str]:
    env = dict(os.environ, FLOORMAN_QUIT_AFTER_PAINT="1",
               QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
               XDG_STATE_HOME=str(folder / "state"), XDG_CACHE_HOME=str(folder / "cache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as bench_cold_start: a second start's bytecode
    return env


def run() -> list[dict[str, Any]]:
    _build_if_needed()
    ours = bundle_bytes() / MIB
    dists = run_distributions()
    sizes = {dist.metadata["Name"]: installed_bytes(dist) / MIB for dist in dists}
    base = sum(sizes.values())

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        url = f"sqlite:///{folder / 'demo.sqlite'}"
        env = _start_env(folder)
        subprocess.run([sys.executable, "-m", "floorman", "demo", "--database", url],
                       check=True, capture_output=True, env=env)
        lines = ("floor painted", "desk painted")
        bundle_command = [str(DESK), "--database", url, "--lang", "es"]
        run_command = [sys.executable, "-m", "floorman", "--database", url, "--lang", "es"]
        _start(bundle_command, env, lines)  # warm the disk cache, as a second start is
        _start(run_command, env, lines)
        bundle_floor, bundle_desk, run_floor, run_desk = [], [], [], []
        for _ in range(RUNS):
            floor_s, desk_s = _start(bundle_command, env, lines)
            bundle_floor.append(floor_s * 1000)
            bundle_desk.append(desk_s * 1000)
            floor_s, desk_s = _start(run_command, env, lines)
            run_floor.append(floor_s * 1000)
            run_desk.append(desk_s * 1000)
    start, base_start = statistics.median(bundle_floor), statistics.median(run_floor)
    return [
        figure("installer bundle size (dist/floorman, every file)", "MiB", ours,
               "what make run installs: floorman's run requirements in the venv", base,
               f"no more than {SIZE_GOAL}x the baseline (ours)", ours <= SIZE_GOAL * base,
               requirements_mib={name: round(size, 1) for name, size in sorted(sizes.items())},
               note="the bundle also carries Python, Qt's system libraries and psycopg"),
        figure("cold start of the bundle's desk to the painted floor (demo store), median",
               "ms", start, "python -m floorman (make run) on the same store, same run, "
               "median", base_start, f"within {START_GOAL}x of make run's start (ours)",
               start / base_start <= START_GOAL, runs=RUNS,
               bundle_ms=[round(t) for t in bundle_floor],
               make_run_ms=[round(t) for t in run_floor],
               bundle_desk_painted_median_ms=round(statistics.median(bundle_desk)),
               make_run_desk_painted_median_ms=round(statistics.median(run_desk))),
    ]


if __name__ == "__main__":
    for found in run():
        print(found)
