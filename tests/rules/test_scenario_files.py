"""Every scenario file under tests/rules/scenarios/ run through the public API.

A file holds ``{"title": ..., "source": ..., "scenario": {...}, "expect": {...}}``:
``scenario`` is the JSON document ``floorman rule`` takes; ``expect`` names the
``decision``, a subset of ``numbers`` that must match exactly, and rule ids that must
be among the citations. A file may instead expect an error: ``{"error": {"field": ...}}``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.ruling import plain

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(HERE.rglob("*.json"))


def _subset_mismatch(expected: Any, actual: Any, path: str = "numbers") -> str | None:
    """Where ``actual`` differs from ``expected`` (dict keys in expected only)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected an object, got {actual!r}"
        for key, value in expected.items():
            if key not in actual:
                return f"{path}.{key}: missing (have {sorted(actual)})"
            found = _subset_mismatch(value, actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{path}: expected {expected!r}, got {actual!r}"
        for index, (e, a) in enumerate(zip(expected, actual, strict=True)):
            found = _subset_mismatch(e, a, f"{path}[{index}]")
            if found:
                return found
        return None
    return None if expected == actual else f"{path}: expected {expected!r}, got {actual!r}"


def test_there_are_scenario_files() -> None:
    assert FILES, "tests/rules/scenarios/ holds no scenario files"


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario_file(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    if "error" in expect:
        with pytest.raises(ScenarioError) as error:
            decide(case["scenario"])
        assert error.value.field == expect["error"]["field"]
        return
    ruling = decide(case["scenario"])
    assert ruling.decision == expect["decision"], ruling.summary.en
    mismatch = _subset_mismatch(expect.get("numbers", {}), plain(ruling.numbers))
    assert mismatch is None, mismatch
    missing = set(expect.get("rules", [])) - set(ruling.rules)
    assert not missing, f"expected citations {sorted(missing)} among {ruling.rules}"
