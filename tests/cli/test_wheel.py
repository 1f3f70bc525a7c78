"""The installed app runs from anywhere: build the wheel, install it into a fresh virtual
environment outside the source tree, and use it there."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def run(*command: str | Path, cwd: Path) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                          timeout=600, env={"PATH": "/usr/bin:/bin", "HOME": str(cwd)})
    assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_wheel_installs_and_runs_outside_the_source_tree(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
        "-w", wheels, ROOT, cwd=tmp_path)
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
    assert "0004_undo" in listed
    # The assistant's walk-throughs, the rulebook and its synonyms ship as data.
    shipped = run(env_dir / "bin" / "python", "-c",
                  "from floorman.rules.walkthroughs import walkthroughs; "
                  "from floorman.rules.rulebook import entries; "
                  "from floorman.services.rulebook import synonyms; "
                  "print(len(walkthroughs()), len(entries()), len(synonyms().groups))",
                  cwd=work)
    walks, rules, groups = (int(n) for n in shipped.split())
    assert walks >= 16 and rules >= 400 and groups >= 20
