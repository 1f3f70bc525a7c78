"""docs/rules-scenarios.md documents every kind, and its examples give the rulings shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

from floorman.rules import decide, kinds

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-scenarios.md"
EXAMPLE = re.compile(
    r"^Example[^\n]*:\s*```json\n(.*?)```\s*Ruling:\s*```json\n(.*?)```", re.S | re.M
)


def test_every_kind_has_a_section_with_an_example() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented = set(re.findall(r"^### `([a-z_]+)`", text, flags=re.M))
    assert documented == set(kinds())
    examples = {json.loads(scenario)["kind"] for scenario, _ in EXAMPLE.findall(text)}
    assert examples == set(kinds()), f"kinds without an example: {set(kinds()) - examples}"


def test_each_documented_example_gives_the_documented_ruling() -> None:
    pairs = EXAMPLE.findall(DOC.read_text(encoding="utf-8"))
    assert pairs
    for scenario, ruling in pairs:
        assert decide(json.loads(scenario)).to_json() == json.loads(ruling)
