"""Lowball's single blind and draw high's antes (RRoP 11.4-11.6, 12.11-12.14)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorman.rules import ScenarioError, decide

LOWBALL = {"game": "lowball_a5", "betting": "limit", "small_bet": 20, "big_bet": 40}
DRAW = {"game": "draw_high", "betting": "limit", "small_bet": 10, "big_bet": 20, "ante": 5}


def single(**facts: Any) -> dict[str, Any]:
    return {"kind": "single_blind", "facts": {"structure": LOWBALL, **facts}}


def antes(**facts: Any) -> dict[str, Any]:
    return {"kind": "draw_high_antes", "facts": {"structure": DRAW, **facts}}


# --- single blind ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stack", "decision", "next_posts"),
    [(1, "next_player_posts_blind", 20), (9, "next_player_posts_blind", 20),
     (10, "counts_as_full_blind", 0), (19, "counts_as_full_blind", 0)],
)
def test_half_a_blind_is_the_line(stack: int, decision: str, next_posts: int) -> None:
    ruling = decide(single(situation="short_blind", stack=stack))
    assert ruling.decision == decision
    assert ruling.numbers["next_player_posts"] == Decimal(next_posts)
    assert ruling.numbers["posted"] == Decimal(stack)


@pytest.mark.parametrize("outcome", ["won_pot", "rebought"])
def test_after_a_short_blind_he_owes_the_blind_only_if_it_was_under_half(outcome: str) -> None:
    under = decide(single(situation="after_short_blind", stack=9, outcome=outcome))
    half = decide(single(situation="after_short_blind", stack=10, outcome=outcome))
    assert (under.decision, under.numbers["to_post"]) == ("post_blind_or_wait", Decimal(20))
    assert (half.decision, half.numbers["to_post"]) == ("owes_nothing", Decimal(0))


def test_a_missed_single_blind_cannot_be_made_up() -> None:
    ruling = decide(single(situation="missed_blind"))
    assert ruling.decision == "dealt_in_only_in_the_blind"
    assert ruling.numbers["may_make_up"] is False
    assert ruling.rules[0] == "RRoP 11.6"


def test_the_blind_defaults_to_the_small_bet_and_may_be_given() -> None:
    structure = {**LOWBALL, "big_blind": 30, "small_blind": 15}
    ruling = decide({"kind": "single_blind", "facts": {
        "structure": structure, "situation": "short_blind", "stack": 14}})
    assert ruling.numbers["blind"] == Decimal(30)
    assert ruling.decision == "next_player_posts_blind"


# --- draw high antes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("facts", "decision"),
    [({}, "seat_change_allowed"), ({"antes_each": 2}, "no_seat_change"),
     ({"forfeited_money": True}, "no_seat_change"),
     ({"antes_each": 3, "forfeited_money": True}, "no_seat_change")],
)
def test_seat_changes_wait_for_the_antes_to_be_won(facts: dict[str, Any],
                                                   decision: str) -> None:
    assert decide(antes(question="seat_change", **facts)).decision == decision


@pytest.mark.parametrize("antes_each", [1, 2, 4])
def test_posting_the_ante_matches_what_each_player_has_in(antes_each: int) -> None:
    ruling = decide(antes(question="post_ante", antes_each=antes_each))
    assert ruling.numbers["to_post"] == Decimal(5 * antes_each)


@given(st.integers(2, 8), st.integers(1, 5), st.integers(1, 5))
def test_an_ante_all_in_player_splits_the_pot_into_what_he_covers_and_the_rest(
        players: int, stack: int, antes_each: int) -> None:
    ruling = decide(antes(question="ante_all_in", players=players, stack=stack,
                          antes_each=antes_each))
    n = ruling.numbers
    assert n["main_pot"] + n["side_pot"] == n["pot"]
    assert n["main_pot"] == Decimal(stack * players)
    assert n["pot"] == Decimal(stack + (players - 1) * 5 * antes_each)
    assert n["he_adds"] == 0
    assert (n["side_pot"] == 0) == (stack == 5 and antes_each == 1)


def test_an_opener_all_in_for_the_antes_makes_others_come_in_for_a_full_bet() -> None:
    ruling = decide(antes(question="opener_all_in", players=4, antes_each=2))
    assert ruling.numbers["to_come_in"] == Decimal(10)
    assert ruling.numbers["opener_contests"] == Decimal(40)


@pytest.mark.parametrize(
    ("document", "field"),
    [
        (single(situation="short_blind", stack=25), "facts.stack"),
        (single(situation="short_blind", stack=0), "facts.stack"),
        (single(situation="short_blind", stack=7.5), "facts.stack"),
        (single(situation="after_short_blind", stack=5, outcome="lost"), "facts.outcome"),
        (antes(question="reraise"), "facts.question"),
        (antes(question="ante_all_in", players=9), "facts.players"),
        (antes(question="ante_all_in", players=4, stack=6), "facts.stack"),
        (antes(question="seat_change", antes_each=-1), "facts.antes_each"),
        (antes(question="post_ante", forfeited_money="yes"), "facts.forfeited_money"),
    ],
)
def test_bad_facts_name_the_field(document: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide(document)
    assert error.value.field == field
