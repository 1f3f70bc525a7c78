"""Every rule id the engine can cite resolves to a rulebook entry.

Two ways round: every id written anywhere in the engine's source (rulings, reasons,
docstrings) must be in the rulebook, and every ruling the scenario files produce cites
at least one rule, each of which is in the rulebook.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from floorman.rules import decide, rulebook

ENGINE = Path(rulebook.__file__).parent
SCENARIOS = Path(__file__).parent / "scenarios"
CITATION = re.compile(
    r"RRoP (?:G\.[a-z0-9-]+|\d+(?:\.[ivx]+)?(?:\.\d+)?(?:\.[a-z])?)|TDA \d+(?:-[A-Z])?"
    r"|Online \d+"
)


def cited_in_source() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted(ENGINE.glob("*.py")):
        for citation in CITATION.findall(path.read_text(encoding="utf-8")):
            found.setdefault(citation, set()).add(path.name)
    return found


def test_every_id_in_the_engine_source_is_in_the_rulebook() -> None:
    """Rules, or whole sections where prose names one (``RRoP 3.ii``, the misdeals)."""
    cited = cited_in_source()
    assert len(cited) > 100, "the scan found too few citations to be looking right"
    unknown = {c: sorted(files) for c, files in cited.items()
               if rulebook.resolve(c) is None and c not in rulebook.sections()}
    assert not unknown, f"citations with no rulebook entry: {unknown}"


def test_every_ruling_of_the_scenario_files_cites_rules_that_exist() -> None:
    rulings = 0
    for path in sorted(SCENARIOS.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" in case["expect"]:
            continue
        ruling = decide(case["scenario"])
        rulings += 1
        assert ruling.rules, f"{path.name}: a ruling without citations"
        missing = [rule for rule in ruling.rules if rulebook.resolve(rule) is None]
        assert not missing, f"{path.name}: {missing} are not in the rulebook"
    assert rulings > 200


def test_the_engine_cites_the_online_rules_it_follows() -> None:
    """The house choices of seed 004 cite its entries (Online 7, 9, 11, 16, 17, 22-24)."""
    cited = cited_in_source()
    expected = {f"Online {n}" for n in (7, 9, 11, 16, 17, 19, 20, 21, 22, 23, 24, 25)}
    assert expected <= set(cited), sorted(expected - set(cited))


@pytest.mark.parametrize("citation,entry", [("TDA 45-B", "TDA 45"),
                                            ("RRoP 3.vii.5.c", "RRoP 3.vii.5"),
                                            ("RRoP G.side-pot", "RRoP G.side-pot"),
                                            ("Online 11", "Online 11")])
def test_item_letters_resolve_to_their_entry(citation: str, entry: str) -> None:
    found = rulebook.resolve(citation)
    assert found is not None and found.id == entry
