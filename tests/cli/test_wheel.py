"""The installed app runs from anywhere: build the wheel the standard way from the tree as
a clean clone has it (nothing generated, no virtual environment), install it into a fresh
virtual environment outside the source tree, and use it there."""

from __future__ import annotations

import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


# The desk in Spanish, started from the installed wheel, says its first menu's title and
# closes: it cannot start at all without the compiled catalogue.
DESK_IN_SPANISH = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from floorman.ui.launch import launch
from floorman.ui.main_window import MainWindow

app = QApplication([])

def look():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    print(window.menuBar().actions()[0].text(), flush=True)
    app.quit()

QTimer.singleShot(3000, look)
sys.exit(launch(sys.argv[1], "es", "Ana"))
"""


def run(*command: str | Path, cwd: Path, **env: str) -> str:
    return finished(*command, cwd=cwd, **env).stdout


def finished(*command: str | Path, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                          timeout=600, env={"PATH": "/usr/bin:/bin", "HOME": str(cwd), **env})
    assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
    return done


def clean_copy(destination: Path) -> Path:
    """The source tree as a clean clone has it: what .gitignore leaves out (the virtual
    environment, builds, compiled catalogues) is left out here too."""
    ignored = [Path(line.strip().strip("/")).name
               for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith("#")]
    shutil.copytree(ROOT, destination, ignore=shutil.ignore_patterns(".git", *ignored))
    assert not list(destination.rglob("*.qm")), "the copy must hold no compiled catalogue"
    return destination


def test_the_wheel_installs_and_runs_outside_the_source_tree(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    source = clean_copy(tmp_path / "clone")
    # Plain pip, with build isolation: the build installs what pyproject.toml asks for.
    # Verbose, so setuptools' warnings reach us: every folder it ships is declared, so it
    # prints none of its "Package would be ignored" warnings (which read like a failure).
    built = finished(sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", wheels,
                     source, cwd=tmp_path)
    assert "would be ignored" not in built.stdout + built.stderr
    wheel = next(wheels.glob("floorman-*.whl"))
    env_dir = tmp_path / "fresh-env"
    venv.create(env_dir, with_pip=True)
    run(env_dir / "bin" / "python", "-m", "pip", "install", "-q", wheel, cwd=tmp_path)
    app = env_dir / "bin" / "floorman"
    work = tmp_path / "elsewhere"
    work.mkdir()
    url = f"sqlite:///{work / 'room.sqlite'}"
    assert run(app, "--version", cwd=work).startswith("floorman ")
    run(app, "db", "upgrade", "--database", url, cwd=work)
    run(app, "demo", "--database", url, "--lang", "en", cwd=work)
    run(app, "print", "tables", "--pdf", work / "tables.pdf", "--database", url, cwd=work)
    text = " ".join(page.extract_text() for page in PdfReader(work / "tables.pdf").pages)
    flat = " ".join(text.split())
    for number in range(1, 13):
        assert f"Table {number}" in flat
    for name in ("José García", "Tomás Cano", "Javier Moreno"):
        assert name in flat
    listed = run(env_dir / "bin" / "python", "-c",
                 "import importlib.resources as r; "
                 "print(sorted(p.name for p in r.files('floorman.migrations')"
                 ".joinpath('versions').iterdir()))", cwd=work)
    assert "0001_floor" in listed
    assert "0008_must_move" in listed
    # The assistant's walk-throughs, the rulebook and its synonyms ship as data.
    shipped = run(env_dir / "bin" / "python", "-c",
                  "from floorman.rules.walkthroughs import walkthroughs; "
                  "from floorman.rules.rulebook import entries; "
                  "from floorman.services.rulebook import synonyms; "
                  "print(len(walkthroughs()), len(entries()), len(synonyms().groups))",
                  cwd=work)
    walks, rules, groups = (int(n) for n in shipped.split())
    assert walks >= 16 and rules >= 400 and groups >= 20
    # The translations ship compiled: the installed desk starts in Spanish.
    menu = run(env_dir / "bin" / "python", "-c", DESK_IN_SPANISH, url, cwd=work,
               QT_QPA_PLATFORM="offscreen")
    assert menu.strip() == "&Archivo"
