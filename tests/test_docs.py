"""The project's own documents point only at what a clone of the project holds."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_names_only_files_of_the_project() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme, "a clone has nothing beside it: point inside the project"
    named = set(re.findall(r"`((?:docs|benchmarks|tests|floorman|resources|migrations)/"
                           r"[\w./-]+)`", readme))
    named |= set(re.findall(r"\]\(((?:docs)/[\w./-]+)\)", readme))
    assert "docs/design.md" in named
    # make bench writes its results; every other path is part of the project.
    missing = sorted(path for path in named - {"benchmarks/results.json"}
                     if not (ROOT / path).exists())
    assert not missing, f"the README names files that do not exist: {missing}"


def test_the_design_note_covers_the_shape_and_the_rules() -> None:
    note = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    for package in ("floorman/rules/", "floorman/floor/", "floorman/store/",
                    "floorman/services/", "floorman/ui/"):
        assert package in note
    assert "One transaction per floor action" in note
