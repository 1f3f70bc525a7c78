"""Properties of the betting round over random no-limit and limit rounds (hypothesis).

Rounds are generated one legal action at a time from the engine's own options, with
stacks small enough that short all-ins happen often.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorman.rules import house_rules
from floorman.rules.bet_sizes import raise_range
from floorman.rules.betting_round import (
    Action,
    Move,
    Openness,
    RoundState,
    read_round,
    replay,
)
from floorman.rules.facts import Facts

D = Decimal
STACKS = st.sampled_from([30, 60, 90, 100, 130, 150, 220, 350, 500, 1000, 2500])


def _round_facts(data: st.DataObject, betting: str) -> dict[str, Any]:
    count = data.draw(st.integers(min_value=2, max_value=6), label="players")
    stacks = [data.draw(STACKS, label="stack") for _ in range(count)]
    preflop = data.draw(st.booleans(), label="preflop")
    players: list[dict[str, Any]] = [{"seat": i + 1, "stack": s} for i, s in enumerate(stacks)]
    if preflop and count >= 2:
        small, big = players[-2], players[-1]
        small["stack"] -= min(5, small["stack"])
        small.update(posted=5, blind="small")
        posted = min(10, big["stack"])
        big["stack"] -= posted
        big.update(posted=posted, blind="big")
    structure: dict[str, Any] = {"betting": betting, "small_blind": 5, "big_blind": 10}
    if betting == "limit":
        structure = {"betting": "limit", "small_bet": 10, "big_bet": 20}
    return {"structure": structure, "street": "preflop" if preflop else "turn", "pot": 40,
            "players": players}


def _play(data: st.DataObject, facts: dict[str, Any], profile: str = "tda"
          ) -> list[RoundState]:
    """Random legal actions until the round ends; every intermediate state."""
    house = house_rules(profile)
    rnd = read_round(Facts(facts))
    states = [replay(rnd, house)]
    for _ in range(40):
        state = states[-1]
        seat = state.next_to_act
        if seat is None:
            break
        choices: list[Action] = [Action(seat, Move.FOLD), Action(seat, Move.CALL)]
        if state.openness(seat, house).may_raise:
            span = raise_range(state, seat, house)
            if rnd.limit:
                choices += [Action(seat, Move.RAISE, c) for c in span.choices]
            else:
                top = int(span.max_to)
                low = int(span.min_to)
                to = data.draw(st.integers(min_value=low, max_value=top), label="raise_to")
                choices.append(Action(seat, Move.RAISE, D(to)))
            choices.append(Action(seat, Move.ALL_IN))
        action = data.draw(st.sampled_from(choices), label="action")
        rnd = rnd.with_actions([action])
        states.append(replay(rnd, house))
    return states


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_minimum_raise_never_below_the_big_blind(data: st.DataObject) -> None:
    for state in _play(data, _round_facts(data, "no_limit")):
        assert state.min_raise >= 10
        if state.current_bet > 0:
            assert state.min_raise_to() - state.current_bet >= 10


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_amount_to_call_is_never_negative_and_chips_are_kept(data: st.DataObject) -> None:
    betting = data.draw(st.sampled_from(["no_limit", "pot_limit", "limit"]), label="betting")
    facts = _round_facts(data, betting)
    start = sum(D(p["stack"]) + D(p.get("posted", 0)) for p in facts["players"])
    for state in _play(data, facts):
        for seat in state.round.seats():
            assert state.to_call(seat) >= 0
            assert state.behind[seat] >= 0
        assert sum(state.contributed.values()) + sum(state.behind.values()) == start


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_short_all_in_never_reopens_for_a_player_who_acted(data: st.DataObject) -> None:
    """No limit: if everything added since a player acted came from short all-ins that
    together are less than a full raise, that player may not raise."""
    house = house_rules("tda")
    for state in _play(data, _round_facts(data, "no_limit")):
        for seat, level in state.acted_at.items():
            if seat in state.folded or seat in state.all_in:
                continue
            last = max(i for i, s in enumerate(state.steps) if s.seat == seat) \
                if any(s.seat == seat for s in state.steps) else -1
            later = [s for s in state.steps[last + 1:] if s.increment > 0]
            if later and not any(s.full for s in later) \
                    and state.current_bet - level < state.min_raise:
                assert not state.openness(seat, house).may_raise
                assert state.openness(seat, house) in (
                    Openness.CLOSED, Openness.CANNOT_AFFORD, Openness.NO_OPPONENT)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_pot_limit_maximum_is_never_below_the_minimum(data: st.DataObject) -> None:
    house = house_rules("robert")
    for state in _play(data, _round_facts(data, "pot_limit"), profile="robert"):
        seat = state.next_to_act
        if seat is not None and state.openness(seat, house).may_raise:
            span = raise_range(state, seat, house)
            assert span.min_to <= span.max_to <= state.available(seat)
