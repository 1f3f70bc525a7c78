"""The betting-round model: replay, amounts to call, openness, irregularities, facts."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide, house_rules, rulebook
from floorman.rules.betting_round import (
    Action,
    Irregularity,
    Move,
    Openness,
    Round,
    RoundState,
    read_round,
    replay,
    substantial_action,
)
from floorman.rules.facts import Facts

D = Decimal
TDA = house_rules("tda")
ROBERT = house_rules("robert")


def state_of(facts: dict[str, Any], house: Any = TDA) -> RoundState:
    return replay(read_round(Facts(facts)), house)


def no_limit(street: str = "flop", **extra: Any) -> dict[str, Any]:
    facts: dict[str, Any] = {
        "structure": {"betting": "no_limit", "small_blind": 50, "big_blind": 100},
        "street": street,
        "pot": 300,
        "players": [{"seat": s, "stack": 5000} for s in (1, 2, 3)],
    }
    facts.update(extra)
    return facts


def test_a_fresh_flop_has_no_bet_and_first_seat_to_act() -> None:
    state = state_of(no_limit())
    assert state.current_bet == 0
    assert state.next_to_act == 1
    assert state.min_raise_to() == 100
    assert state.openness(1, TDA) is Openness.NOT_ACTED


def test_preflop_blinds_make_the_big_blind_the_bet() -> None:
    facts = no_limit("preflop", players=[
        {"seat": 3, "stack": 1000},
        {"seat": 1, "stack": 950, "posted": 50},
        {"seat": 2, "stack": 900, "posted": 100},
    ])
    state = state_of(facts)
    assert state.current_bet == 100
    assert state.to_call(3) == 100 and state.to_call(1) == 50 and state.to_call(2) == 0
    assert state.opening == 100 and state.opener == 2
    assert state.min_raise_to() == 200


def test_round_completes_when_everyone_matched() -> None:
    state = state_of(no_limit(actions=[
        {"seat": 1, "action": "bet", "to": 200},
        {"seat": 2, "action": "call"},
        {"seat": 3, "action": "fold"},
    ]))
    assert state.next_to_act is None
    assert state.folded == {3}


def test_all_in_call_for_less_is_recorded_as_a_call() -> None:
    facts = no_limit(players=[{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 150}],
                     actions=[{"seat": 1, "action": "bet", "to": 400},
                              {"seat": 2, "action": "call"}])
    state = state_of(facts)
    assert state.contributed[2] == 150 and state.behind[2] == 0
    assert 2 in state.all_in
    assert state.steps[1].move is Move.CALL


def test_underraise_and_overpot_are_recorded_not_refused() -> None:
    under = state_of(no_limit(actions=[{"seat": 1, "action": "bet", "to": 600},
                                       {"seat": 2, "action": "raise", "to": 1000}]))
    assert under.steps[1].irregular is Irregularity.UNDER_MINIMUM
    assert under.steps[1].legal_to == 1200
    pot_limit = no_limit(actions=[{"seat": 1, "action": "bet", "to": 400}])
    pot_limit["structure"]["betting"] = "pot_limit"
    over = state_of(pot_limit)
    assert over.steps[0].irregular is Irregularity.OVER_POT
    assert over.steps[0].legal_to == 300


def test_limit_raise_past_the_cap_is_irregular() -> None:
    facts = {
        "structure": {"betting": "limit", "small_bet": 10, "big_bet": 20},
        "street": "river", "pot": 100,
        "players": [{"seat": s, "stack": 500} for s in (1, 2, 3, 4)],
        "actions": [
            {"seat": 1, "action": "bet", "to": 20}, {"seat": 2, "action": "raise", "to": 40},
            {"seat": 3, "action": "raise", "to": 60}, {"seat": 4, "action": "raise", "to": 80},
            {"seat": 1, "action": "raise", "to": 100},
        ],
    }
    state = state_of(facts, ROBERT)
    assert state.steps[-1].irregular is Irregularity.OVER_CAP


def test_substantial_action_follows_tda_36() -> None:
    assert substantial_action([Move.FOLD, Move.CALL])
    assert not substantial_action([Move.FOLD, Move.FOLD])
    assert not substantial_action([Move.CHECK, Move.CHECK])
    assert substantial_action([Move.CHECK, Move.CHECK, Move.FOLD])
    assert not substantial_action([Move.RAISE])


def test_round_can_be_built_without_json() -> None:
    rnd = read_round(Facts(no_limit()))
    more = rnd.with_actions([Action(1, Move.BET, D(300))])
    state = replay(more, TDA)
    assert isinstance(more, Round)
    assert state.current_bet == 300 and state.next_to_act == 2
    assert replay(more.before(0), TDA).current_bet == 0


@pytest.mark.parametrize(("facts", "field"), [
    (no_limit(actions=[{"seat": 1, "action": "bet"}]), "facts.actions[0].to"),
    (no_limit(actions=[{"seat": 1, "action": "raise", "to": 100},
                       {"seat": 2, "action": "raise", "to": 100}]), "facts.actions[1].to"),
    (no_limit(actions=[{"seat": 1, "action": "all_in", "to": 10}]), "facts.actions[0].to"),
    (no_limit(actions=[{"seat": 1, "action": "complete"}]), "facts.actions[0].action"),
    (no_limit(actions=[{"seat": 1, "action": "shove"}]), "facts.actions[0].action"),
    (no_limit(open_pair=True), "facts.open_pair"),
    (no_limit(players=[{"seat": 1, "stack": 10}]), "facts.players"),
])
def test_impossible_rounds_are_refused_by_field(facts: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        state_of(facts)
    assert error.value.field == field
    assert error.value.text.es.strip()


def test_every_betting_kind_is_registered() -> None:
    from floorman.rules import kinds

    assert {"betting_options", "bet_interpretation", "bet_correction",
            "out_of_turn"} <= set(kinds())


def test_rulings_are_bilingual_and_cite_rules() -> None:
    ruling = decide({"kind": "betting_options", "profile": "tda", "facts": no_limit(
        actions=[{"seat": 1, "action": "bet", "to": 300}])})
    assert ruling.rules and ruling.profile == "tda"
    assert all(reason.en and reason.es for reason in ruling.reasons)
    assert ruling.summary.es.startswith("El asiento 2")


def test_every_betting_scenario_cites_rulebook_entries() -> None:
    folder = Path(__file__).parent / "scenarios" / "betting"
    unresolved = set()
    for path in sorted(folder.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" in case["expect"]:
            continue
        for rule in decide(case["scenario"]).rules:
            if rulebook.resolve(rule) is None:
                unresolved.add(rule)
    assert not unresolved, f"citations without a rulebook entry: {sorted(unresolved)}"
