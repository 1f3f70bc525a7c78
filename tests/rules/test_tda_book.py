"""The whole Poker TDA book is in the rulebook, and every TDA citation resolves.

The lists below are written from the Poker TDA Rules 2024 (rules 1-71 and the
Recommended Procedures RP-1 to RP-22), not computed from the rulebook, so a rule that
nobody wrote an entry for fails here by number and 2024 title.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import floorman
from floorman.rules import decide, rulebook

# Rule number -> its title in the Poker TDA Rules 2024.
TDA_RULES_2024 = {
    1: "Floor Decisions", 2: "Player Responsibilities",
    3: "Official Terminology and Gestures", 4: "Player Identity",
    5: "Electronic Devices and Communication", 6: "Official Language",
    7: "Random Correct Seating", 8: "Alternates, Late Registration, and Re-Entries",
    9: "Special Needs", 10: "New Players and Players from Broken Tables",
    11: "Balancing Tables and Halting Play", 12: "Declarations. Cards Speak at Showdown",
    13: "Tabling Cards and Killing Winning Hand", 14: "Live Cards at Showdown",
    15: "Showdown and Discarding Irregularities", 16: "Face Up for All-Ins",
    17: "Non All-In Showdowns and Showdown Order", 18: "Asking to See a Hand",
    19: "Playing the Board at Showdown", 20: "Awarding Odd Chips", 21: "Side Pots",
    22: "Disputed Hands and Pots", 23: "New Hand and New Limits",
    24: "Chip Race, Scheduled Color Ups",
    25: "Cards and Chips Kept Visible, Countable, and Manageable", 26: "Deck Changes",
    27: "Re-buys", 28: "Rabbit Hunting", 29: "Calling for a Clock",
    30: "At Your Seat and Live Hands", 31: "At the Table with Action Pending",
    32: "Dead Button", 33: "Dodging Blinds", 34: "Button Placement and Movement",
    35: "Misdeals and Fouled Decks", 36: "Substantial Action (SA)",
    37: "Button with Too Few Cards", 38: "Burns After Substantial Action",
    39: "Irregular Flops and Premature-Dealt Cards",
    40: "Methods of Betting: Verbal and Chips", 41: "Methods of Calling",
    42: "Methods of Raising", 43: "Raise Amounts", 44: "Oversized Chip Betting",
    45: "Multiple Chip Betting", 46: "Prior Bet Chips Not Pulled In",
    47: "Re-Opening the Bet", 48: "Number of Allowable Raises", 49: "Accepted Action",
    50: "Acting in Turn", 51: "Binding Declarations / Undercalls in Turn",
    52: "Incorrect Bets, Underbets and Underraises", 53: "Action Out of Turn (OOT)",
    54: "Pot Size and Pot-Limit Bets", 55: "Invalid Bet Declarations",
    56: "String Bets and Raises", 57: "Non-Standard and Unclear Betting",
    58: "Non-Standard Folds", 59: "Conditional and Premature Declarations",
    60: "Count of Opponent's Chip Stack", 61: "Over-Betting Expecting Change",
    62: "All-In with Chips Found Behind Later", 63: "Chips Out of View and in Transit",
    64: "Lost and Found Chips", 65: "Accidentally Killed / Fouled / Exposed Hands",
    66: "Dead Hands and Mucking in Stud", 67: "No Disclosure. One Player to a Hand",
    68: "Exposing Cards and Proper Folding", 69: "Ethical Play",
    70: "Etiquette Violations", 71: "Warnings, Penalties, and Disqualification",
}

# Recommended Procedure number -> its title in the 2024 book.
TDA_PROCEDURES_2024 = {
    1: "All-In Buttons", 2: "Bringing in Bets is Discouraged", 3: "Personal Belongings",
    4: "Disordered Stub", 5: "Prematurely Dealt Cards",
    6: "Efficient Movement of Players", 7: "Timing of Dealer Pushes",
    8: "Hand for Hand Procedures", 9: "Number of Players at Final Table",
    10: "Tournament Stud Dealing Procedures", 11: "Ante Formats and No Ante Reduction",
    12: "Dealers Should Announce Bets and Raises",
    13: "Dealers Should Stack Chips in Split-Pot Games",
    14: "Randomness May be Applied to Special Situations",
    15: "Proper Tournament Staff Communication", 16: "Player Absent on a Breaking Table",
    17: "Tournament Draw Betting Procedures", 18: "Order of Mixed Games",
    19: "Reducing Stalling", 20: "Cards Ready for Shuffle", 21: "Spreading the Pot",
    22: "Betting Non-Denominational Items",
}

# Lettered parts of the 2024 book a citation may name (TDA 71-B, TDA RP-5-A).
LETTERED_2024 = {
    "TDA 65": "AB", "TDA 71": "ABCD", "TDA RP-5": "ABCD", "TDA RP-8": "ABCDEF",
    "TDA RP-10": "ABCDEFGH", "TDA RP-15": "AB",
}

PACKAGE = Path(floorman.__file__).parent
SCENARIOS = Path(__file__).parent / "scenarios"
# Every TDA citation form: a rule, a procedure, either with a lettered part.
TDA_CITATION = re.compile(r"\bTDA (?:RP-)?\d+(?:-[A-Z])?\b")


def test_the_lists_are_the_whole_2024_book() -> None:
    """Rules 1-71 and RP-1 to RP-22, with no gap: a typo in a list would hide a rule."""
    assert sorted(TDA_RULES_2024) == list(range(1, 72))
    assert sorted(TDA_PROCEDURES_2024) == list(range(1, 23))


def test_every_numbered_tda_rule_has_an_entry() -> None:
    entries = rulebook.entries()
    missing = [f"TDA {n} ({title})" for n, title in TDA_RULES_2024.items()
               if f"TDA {n}" not in entries]
    assert not missing, f"{len(missing)} TDA rules have no entry: {missing}"


def test_every_recommended_procedure_has_an_entry() -> None:
    entries = rulebook.entries()
    missing = [f"TDA RP-{n} ({title})" for n, title in TDA_PROCEDURES_2024.items()
               if f"TDA RP-{n}" not in entries]
    assert not missing, f"{len(missing)} TDA procedures have no entry: {missing}"


def test_procedures_sit_in_their_own_section_with_their_number() -> None:
    sections = rulebook.sections()
    assert sections["TDA RP"].source == "TDA"
    for n in TDA_PROCEDURES_2024:
        entry = rulebook.entries()[f"TDA RP-{n}"]
        assert (entry.source, entry.section, entry.number) == ("TDA", "TDA RP", f"RP-{n}")


@pytest.mark.parametrize("entry_id,letters", sorted(LETTERED_2024.items()))
def test_each_lettered_part_is_summarised_and_citable(entry_id: str, letters: str) -> None:
    entry = rulebook.entries()[entry_id]
    for letter in letters:
        assert f"({letter})" in entry.summary.en and f"({letter})" in entry.summary.es, (
            f"{entry_id}: part {letter} is not in the summary")
        cited = rulebook.resolve(f"{entry_id}-{letter}")
        assert cited is not None and cited.id == entry_id


@pytest.mark.parametrize("citation,entry", [
    ("TDA RP-4", "TDA RP-4"), ("TDA RP-5-A", "TDA RP-5"), ("TDA RP-10-H", "TDA RP-10"),
    ("TDA 71-B", "TDA 71"), ("TDA 63", "TDA 63"),
])
def test_procedure_and_item_citations_resolve(citation: str, entry: str) -> None:
    found = rulebook.resolve(citation)
    assert found is not None and found.id == entry


@pytest.mark.parametrize("citation", ["TDA RP-23", "TDA 72", "TDA RP-5-AB", "TDA RP 5"])
def test_ids_outside_the_book_do_not_resolve(citation: str) -> None:
    assert rulebook.resolve(citation) is None


def tda_citations_in_source() -> dict[str, set[str]]:
    """Every TDA id written in floorman's Python source (rulings, reasons, walk-throughs)."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for citation in TDA_CITATION.findall(path.read_text(encoding="utf-8")):
            found.setdefault(citation, set()).add(str(path.relative_to(PACKAGE)))
    return found


def test_every_tda_id_in_the_source_resolves() -> None:
    cited = tda_citations_in_source()
    assert len(cited) > 50, "the scan found too few TDA citations to be looking right"
    unknown = {c: sorted(files) for c, files in sorted(cited.items())
               if rulebook.resolve(c) is None}
    assert not unknown, f"TDA citations with no rulebook entry: {unknown}"


def test_every_tda_rule_a_scenario_ruling_cites_resolves() -> None:
    rulings, unknown = 0, set()
    for path in sorted(SCENARIOS.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" in case["expect"]:
            continue
        rulings += 1
        unknown |= {f"{rule} ({path.name})" for rule in decide(case["scenario"]).rules
                    if rule.startswith("TDA ") and rulebook.resolve(rule) is None}
    assert rulings > 200
    assert not unknown, f"TDA citations with no rulebook entry: {sorted(unknown)}"


def test_every_tda_entry_relates_only_to_entries_that_exist() -> None:
    dangling = [f"{entry.id} -> {other}" for entry in rulebook.entries().values()
                if entry.source == "TDA" for other in entry.related
                if rulebook.resolve(other) is None]
    assert not dangling, dangling
