"""Tournament play by its own book: the chip race, levels, counts and chips found (TDA
23-28, 60, 62, 64), and the TDA rules cited wherever they have one (TDA 19, 32, 42, 61,
65, 66, RP-10-A), with Robert's Rules named only where the TDA is silent."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import decide
from floorman.rules.cards import parse_cards
from floorman.rules.chip_race import Racer, run_race

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.json"))

# The TDA 2024 rules this work gave scenario files; each is cited by at least two.
RULES_WITH_FILES = (19, 23, 24, 25, 26, 27, 28, 32, 42, 60, 61, 62, 64, 65, 66)


def _cases() -> list[tuple[Path, dict[str, Any]]]:
    return [(path, json.loads(path.read_text(encoding="utf-8"))) for path in FILES]


def _racers(one: str, two: str) -> list[Racer]:
    return [Racer(1, 3, Decimal(12000), parse_cards(one.split(), "one")),
            Racer(4, 2, Decimal(8000), parse_cards(two.split(), "two"))]


def test_the_tda_race_gives_a_player_one_chip_robert_one_per_winning_card() -> None:
    racers = _racers("As Ah 2c", "Kd 3h")  # five 25s: one 100 and a 25 (less than half)
    tda = run_race(racers, Decimal(25), Decimal(100), one_chip_each=True)
    robert = run_race(racers, Decimal(25), Decimal(100), one_chip_each=False)
    assert tda.race_chips == robert.race_chips == 1
    assert tda.won == robert.won == {1: 1}
    six = [*_racers("As Ah 2c", "Kd 3h"), Racer(7, 1, Decimal(900), parse_cards(["4c"], "x"))]
    tda = run_race(six, Decimal(25), Decimal(100), one_chip_each=True)
    robert = run_race(six, Decimal(25), Decimal(100), one_chip_each=False)
    assert tda.race_chips == 2  # six 25s: one 100, and 50 left is half a chip: one more
    assert tda.won == {1: 1, 4: 1} and tda.passed_over == (1,)
    assert robert.won == {1: 2} and robert.passed_over == ()


def test_a_player_with_only_odd_chips_is_never_raced_out() -> None:
    racers = [Racer(3, 2, Decimal(0), parse_cards(["2c", "3d"], "a")),
              Racer(6, 3, Decimal(5000), parse_cards(["Ks", "4h", "5d"], "b"))]
    for one_each in (True, False):
        result = run_race(racers, Decimal(25), Decimal(100), one_chip_each=one_each)
        assert result.won == {6: 1}
        assert result.kept_in == (3,)


def test_small_chips_that_make_a_whole_chip_are_changed_not_raced() -> None:
    result = run_race([Racer(2, 11, Decimal(0))], Decimal(100), Decimal(500),
                      one_chip_each=True)
    assert result.exchanged == {2: 2} and result.odd == {2: 1}
    assert result.race_chips == 0  # one 100 left is less than half of 500


@pytest.mark.parametrize("rule", RULES_WITH_FILES)
def test_each_rule_has_scenario_files(rule: int) -> None:
    cited = re.compile(rf"^TDA {rule}(-[A-Z])?$")
    files = [path.name for path, case in _cases()
             if any(cited.match(r) for r in case["expect"].get("rules", []))]
    assert len(files) >= 2, f"TDA {rule}: {files}"


def _tda_rulings_citing(rule: str) -> list[Path]:
    found = []
    for path, case in _cases():
        scenario = case["scenario"]
        if "error" in case["expect"] or scenario.get("profile") != "tda":
            continue
        if rule in decide(scenario).rules:
            found.append(path)
    return found


def test_tda_rulings_on_a_short_call_say_the_tda_is_silent() -> None:
    paths = _tda_rulings_citing("RRoP 3.v.1")
    assert paths
    for path in paths:
        ruling = decide(json.loads(path.read_text(encoding="utf-8"))["scenario"])
        assert any("The TDA rules are silent" in r.en for r in ruling.reasons), path.name
        assert any("Las reglas TDA no dicen nada" in r.es for r in ruling.reasons), path.name


def test_an_all_in_for_less_under_the_tda_says_the_tda_is_silent() -> None:
    facts = {"structure": {"betting": "no_limit", "small_blind": 100, "big_blind": 200},
             "street": "flop", "pot": 1000,
             "players": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 700}],
             "actions": [{"seat": 1, "action": "bet", "to": 1000}]}
    for kind, extra in (("betting_options", {}), ("bet_interpretation", {"chips": [500, 200]})):
        ruling = decide({"kind": kind, "profile": "tda", "facts": {**facts, **extra}})
        assert "RRoP 3.v.1" in ruling.rules
        assert any("The TDA rules are silent" in r.en for r in ruling.reasons), kind
        live = decide({"kind": kind, "profile": "robert", "facts": {**facts, **extra}})
        assert not any("TDA" in r.en for r in live.reasons), kind


def test_tournament_play_cites_the_book_of_its_profile() -> None:
    seen = 0
    for _path, case in _cases():
        scenario = case["scenario"]
        if scenario["kind"] not in ("tournament_play", "chip_race") or "error" in case["expect"]:
            continue
        ruling = decide(scenario)
        seen += 1
        if ruling.profile == "robert":
            assert all(rule.startswith("RRoP ") for rule in ruling.rules), ruling.rules
        else:
            assert any(rule.startswith("TDA ") for rule in ruling.rules), ruling.rules
            if any(rule.startswith("RRoP ") for rule in ruling.rules):
                assert any("The TDA rules are silent" in r.en for r in ruling.reasons)
    assert seen >= 30


def test_a_stud_down_card_face_up_follows_rp_10_not_robert_s_misdeal() -> None:
    one = decide({"kind": "misdeal", "profile": "tda", "facts": {
        "game": "stud", "players": 6, "exposed": [{"player": 2, "card_number": 1}]}})
    assert one.decision == "no_misdeal"
    assert one.rules == ("TDA RP-10-A",)
    live = decide({"kind": "misdeal", "facts": {
        "game": "stud", "players": 6, "exposed": [{"player": 2, "card_number": 1}]}})
    assert "TDA RP-10-A" not in live.rules and "RRoP 8.1" in live.rules


def test_expected_change_never_changes_how_the_chips_read() -> None:
    base = {"structure": {"betting": "no_limit", "small_blind": 100, "big_blind": 200,
                          "chip": 25},
            "street": "flop", "pot": 1500,
            "players": [{"seat": 3, "stack": 10000}, {"seat": 5, "stack": 8000}],
            "actions": [{"seat": 3, "action": "bet", "to": 325}]}
    for chips in ([500, 25], [1000], [100, 100, 100, 100], [500, 500]):
        for profile in ("tda", "robert"):
            plain = decide({"kind": "bet_interpretation", "profile": profile,
                            "facts": {**base, "chips": chips}})
            change = decide({"kind": "bet_interpretation", "profile": profile,
                             "facts": {**base, "chips": chips, "expected_change": True}})
            assert (change.decision, change.numbers["to"]) == (plain.decision,
                                                              plain.numbers["to"])
            assert ("TDA 61" in change.rules) is (profile == "tda")
