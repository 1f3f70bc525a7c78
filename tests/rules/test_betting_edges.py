"""Where pokerkit's betting state differs from the floor rules, the engine follows the rules.

pokerkit (used elsewhere only for hand ranking) has no limit half-bet reopening, and
lets a limper re-raise over a short all-in in a round with no prior raise. The engine
never uses pokerkit for betting; these tests pin the rule-book answers at exactly those
edges.
"""

from __future__ import annotations

from typing import Any

from floorman.rules import decide, house_rules
from floorman.rules.betting_round import Openness, read_round, replay
from floorman.rules.facts import Facts


def options(facts: dict[str, Any], profile: str = "robert",
            house: dict[str, Any] | None = None) -> dict[str, Any]:
    document = {"kind": "betting_options", "profile": profile, "facts": facts}
    if house:
        document["house"] = house
    return decide(document).to_json()


LIMIT_HALF_BET: dict[str, Any] = {
    "structure": {"betting": "limit", "small_bet": 10, "big_bet": 20},
    "street": "river", "pot": 100,
    "players": [{"seat": 1, "stack": 500}, {"seat": 2, "stack": 30}, {"seat": 3, "stack": 500}],
    "actions": [{"seat": 1, "action": "bet", "to": 20}, {"seat": 2, "action": "all_in"},
                {"seat": 3, "action": "call"}],
}


def test_limit_half_bet_all_in_reopens_for_the_bettor() -> None:
    ruling = options(LIMIT_HALF_BET)
    assert ruling["decision"] == "call_or_raise"
    assert ruling["numbers"]["betting"] == "reopened"
    assert ruling["numbers"]["min_to"] == 50
    assert "RRoP 3.v.7" in ruling["rules"]


def test_limit_half_bet_reopens_in_tournaments_too() -> None:
    ruling = options(LIMIT_HALF_BET, profile="tda")
    assert ruling["numbers"]["may_raise"] is True
    assert "TDA 47-B" in ruling["rules"]


def test_limit_half_bet_switch_off_closes_the_betting() -> None:
    ruling = options(LIMIT_HALF_BET, house={"limit_half_bet_reopens": False})
    assert ruling["decision"] == "call_or_fold"


def test_limit_all_in_under_half_a_bet_does_not_reopen() -> None:
    facts = dict(LIMIT_HALF_BET, players=[{"seat": 1, "stack": 500}, {"seat": 2, "stack": 29},
                                          {"seat": 3, "stack": 500}])
    assert options(facts)["decision"] == "call_or_fold"


LIMPER: dict[str, Any] = {
    "structure": {"betting": "no_limit", "small_blind": 2000, "big_blind": 4000},
    "street": "preflop",
    "players": [{"seat": 3, "stack": 100000}, {"seat": 5, "stack": 7500},
                {"seat": 1, "stack": 98000, "posted": 2000, "blind": "small"},
                {"seat": 2, "stack": 96000, "posted": 4000, "blind": "big"}],
    "actions": [{"seat": 3, "action": "call"}, {"seat": 5, "action": "all_in"},
                {"seat": 1, "action": "fold"}, {"seat": 2, "action": "call"}],
}


def test_limper_facing_short_all_in_in_unraised_round_may_not_reraise() -> None:
    ruling = options(LIMPER, profile="tda")
    assert ruling["decision"] == "call_or_fold"
    assert ruling["numbers"]["seat"] == 3
    assert ruling["numbers"]["to_call"] == 3500
    assert "min_to" not in ruling["numbers"]


def test_limper_raising_anyway_is_recorded_as_irregular() -> None:
    facts = dict(LIMPER, actions=[*LIMPER["actions"], {"seat": 3, "action": "raise", "to": 20000}])
    state = replay(read_round(Facts(facts)), house_rules("tda"))
    assert state.steps[-1].irregular is not None
    assert state.steps[-1].irregular.value == "not_reopened"


def test_big_blind_keeps_the_option_over_a_short_all_in() -> None:
    facts = dict(LIMPER, actions=LIMPER["actions"][:3])
    state = replay(read_round(Facts(facts)), house_rules("tda"))
    assert state.openness(2, house_rules("tda")) is Openness.NOT_ACTED
    assert options(facts, profile="tda")["numbers"]["min_to"] == 11500
