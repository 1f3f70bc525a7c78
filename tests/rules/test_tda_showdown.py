"""The tournament profile at the showdown and on amounts: the TDA's own rules, by id.

TDA 13-14 (tabled and mucked hands), 16 (every hand face up for an all-in), 17 (order,
uncontested), 18 (asking to see a hand), 20-21 (odd chips, each pot on its own), 41 and
51 (undercalls stated as chips), 54-B (a pot-limit pot with a missing small blind); and
that a TDA ruling leaning on Robert's Rules says the TDA is silent.
"""

from __future__ import annotations

import json
from copy import deepcopy
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import decide, house_rules
from floorman.rules.cards import Card
from floorman.rules.game import Variant
from floorman.rules.hands import PlayerCards, evaluate, parse_cards_text
from floorman.rules.ruling import Ruling, plain

SCENARIOS = Path(__file__).parent / "scenarios"
D = Decimal


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards_text(text, "test", joker_allowed=False)


def numbers(ruling: Ruling) -> dict[str, Any]:
    result: dict[str, Any] = plain(ruling.numbers)
    return result


# Two nine-high straights; seat 3 also holds the king of spades, which it does not play.
STRAIGHTS = {3: "5c 6d Ks 7h 8s 9c 2d", 5: "5d 6c Qh 7s 8h 9s 2c"}


def test_the_public_showdown_names_still_import_from_showdown() -> None:
    from floorman.rules import showdown

    for name in ("first_to_act", "odd_chip_order", "parse_call", "hand_status", "Table",
                 "award_pot", "showing_order", "decide_odd_chip", "decide_showdown_order"):
        assert hasattr(showdown, name), name


@pytest.mark.parametrize(("profile", "house", "book"), [
    ("robert", {}, "robert"), ("tda", {}, "tda"), ("tda", {"odd_chip": "online"}, "online"),
    ("robert", {"tournament": True}, "tda"),
])
def test_showdown_book_online_choice_then_tournament_then_robert(
        profile: str, house: dict[str, Any], book: str) -> None:
    from floorman.rules.showdown_order import showdown_book

    rules = house_rules(profile, house)
    assert showdown_book(rules.odd_chip, rules) == book


def test_tda_20b_odd_chip_by_the_five_cards_played_rrop_3vii5b_by_every_card() -> None:
    from floorman.rules.odd_chips import odd_chip_order

    held = {s: PlayerCards(s, cards(c), (), f"p{s}") for s, c in STRAIGHTS.items()}
    played = {s: evaluate(Variant.STUD, held[s].cards) for s in held}
    tda = odd_chip_order(Variant.STUD, [3, 5], "high", button=None, cards=held, source="tda",
                         played=played)
    robert = odd_chip_order(Variant.STUD, [3, 5], "high", button=None, cards=held,
                            source="robert")
    assert tda == [5, 3]  # the nine of spades tops the two fives played
    assert robert == [3, 5]  # the unused king of spades counts under Robert's Rules


def test_tda_20b_reads_the_five_from_the_cards_when_no_hand_was_read() -> None:
    from floorman.rules.odd_chips import odd_chip_order

    held = {s: PlayerCards(s, cards(c), (), f"p{s}") for s, c in STRAIGHTS.items()}
    assert odd_chip_order(Variant.STUD, [3, 5], "high", button=None, cards=held,
                          source="tda") == [5, 3]


def _order(facts: dict[str, Any], profile: str = "tda") -> Ruling:
    return decide({"kind": "showdown_order", "profile": profile, "facts": facts})


def test_tda_16_every_hand_up_at_once_where_robert_shows_pot_by_pot() -> None:
    facts = {"game": "holdem", "button": 9, "last_aggressor": 4, "players": [
        {"seat": 1, "contributed": 500, "all_in": True}, {"seat": 4, "contributed": 3000},
        {"seat": 6, "contributed": 3000}]}
    tda = _order(facts)
    robert = _order(facts, "robert")
    assert tda.decision == "all_hands_face_up" and "TDA 16" in tda.rules
    assert numbers(tda)["by_pot"] == [{"pot": "all", "seats": [4, 6, 1]}]
    assert [t["pot"] for t in numbers(robert)["by_pot"]] == ["side 1", "main"]


def test_tda_16_hands_stay_down_while_two_players_with_chips_can_bet() -> None:
    facts: dict[str, Any] = {"game": "holdem", "button": 9, "cards_to_come": True, "players": [
        {"seat": 1, "all_in": True}, {"seat": 4}, {"seat": 6}]}
    assert _order(facts).decision == "face_down_while_betting_open"
    facts["players"][1]["all_in"] = True
    assert _order(facts).decision == "all_hands_face_up"


def test_tda_17b_the_last_live_hand_need_not_show() -> None:
    ruling = _order({"game": "holdem", "button": 1, "players": [
        {"seat": 2, "mucked": True}, {"seat": 5}]})
    assert (ruling.decision, ruling.rules) == ("uncontested_no_show", ("TDA 17-B",))
    assert numbers(ruling)["winner"] == 5


def _showdown(profile: str, mucked: dict[str, Any]) -> Ruling:
    return decide({"kind": "showdown", "profile": profile, "facts": {
        "game": "holdem", "button": 1, "board": ["2c", "7d", "9h", "Js", "Kd"],
        "players": [{"seat": 3, "contributed": 800, "cards": ["Qc", "Qd"]},
                    {"seat": 5, "contributed": 800, "cards": ["Kc", "Ks"], **mucked}]}})


@pytest.mark.parametrize(("retrievable", "winner", "rule"), [
    (True, "5", "TDA 14"), (False, "3", "TDA 13-B")])
def test_tda_13b_and_14_a_mucked_hand_lives_only_while_it_can_be_recovered(
        retrievable: bool, winner: str, rule: str) -> None:
    ruling = _showdown("tda", {"mucked": True, "retrievable": retrievable})
    assert list(numbers(ruling)["payouts"]) == [winner]
    assert rule in ruling.rules


def test_rrop_3vi1_a_mucked_hand_cannot_win_in_a_live_game() -> None:
    ruling = _showdown("robert", {"mucked": True, "retrievable": True})
    assert list(numbers(ruling)["payouts"]) == ["3"] and "RRoP 3.vi.1" in ruling.rules


def test_tda_13c_a_killed_tabled_winner_still_wins() -> None:
    ruling = _showdown("tda", {"killed": True})
    assert list(numbers(ruling)["payouts"]) == ["5"] and "TDA 13-C" in ruling.rules


@pytest.mark.parametrize(("state", "target", "decision", "rule"), [
    ("holds_cards", 4, "must_show", "TDA 18-B"),
    ("tabled", 7, "floor_discretion", "TDA 18-B"),
    ("mucked", 4, "no_right", "TDA 18-A"),
    ("folded", 4, "no_right", "TDA 18-A"),
])
def test_tda_18_who_may_see_a_hand(state: str, target: int, decision: str, rule: str) -> None:
    ruling = decide({"kind": "see_a_hand", "profile": "tda", "facts": {
        "asker": 6, "asker_state": state, "target": target, "final_round_bet": True,
        "last_aggressor": 4}})
    assert (ruling.decision, ruling.rules) == (decision, (rule,))


def test_tda_18_no_final_round_bet_leaves_every_request_to_the_director() -> None:
    ruling = decide({"kind": "see_a_hand", "profile": "tda", "facts": {
        "asker": 6, "asker_state": "holds_cards", "target": 4}})
    assert ruling.decision == "floor_discretion"


def _dead_small_blind(profile: str) -> dict[str, Any]:
    return numbers(decide({"kind": "betting_options", "profile": profile, "facts": {
        "structure": {"game": "omaha", "betting": "pot_limit", "small_blind": 100,
                      "big_blind": 200},
        "street": "preflop", "small_blind_posted": False,
        "players": [{"seat": 4, "stack": 5000}, {"seat": 5, "stack": 5000},
                    {"seat": 2, "stack": 4800, "posted": 200, "blind": "big"}]}}))


def test_tda_54b_a_missing_small_blind_counts_in_the_pot_limit_max() -> None:
    tda, robert = _dead_small_blind("tda"), _dead_small_blind("robert")
    assert (tda["max_to"], robert["max_to"]) == (700, 600)  # RRoP 14.i: only what is in
    assert tda["min_to"] == robert["min_to"] == 400  # the big blind sets the minimum


def _undercall_examples() -> list[Path]:
    return sorted(p for p in (SCENARIOS / "betting").glob("tda_51*.json")
                  if "put_in" in json.loads(p.read_text(encoding="utf-8"))["scenario"]["facts"])


@pytest.mark.parametrize("path", _undercall_examples(), ids=lambda p: p.name)
def test_tda_51_an_undercall_stated_as_one_chip_rules_as_its_amount(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))["scenario"]
    as_chips = deepcopy(scenario)
    as_chips["facts"]["chips"] = [as_chips["facts"].pop("put_in")]
    by_amount, by_chips = decide(scenario), decide(as_chips)
    assert by_chips.decision == by_amount.decision
    assert {k: v for k, v in numbers(by_chips).items() if k != "chips"} == numbers(by_amount)
    assert "TDA 41" in by_chips.rules


SHOWDOWN_KINDS = {"showdown", "showdown_order", "odd_chip", "see_a_hand"}


def _tda_showdown_files() -> list[Path]:
    found = []
    for path in sorted(SCENARIOS.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        scenario = case["scenario"]
        if ("error" not in case["expect"] and scenario["kind"] in SHOWDOWN_KINDS
                and scenario.get("profile") == "tda" and not scenario.get("house")):
            found.append(path)
    return found


def test_there_are_tda_showdown_scenario_files() -> None:
    assert len(_tda_showdown_files()) >= 25


@pytest.mark.parametrize("path", _tda_showdown_files(), ids=lambda p: p.name)
def test_a_tda_showdown_ruling_cites_the_tda_and_says_so_when_it_leans_on_robert(
        path: Path) -> None:
    ruling = decide(json.loads(path.read_text(encoding="utf-8"))["scenario"])
    assert any(rule.startswith("TDA ") for rule in ruling.rules), ruling.rules
    if any(rule.startswith("RRoP ") for rule in ruling.rules):
        assert any("The TDA rules" in reason.en for reason in ruling.reasons), ruling.rules
