"""Kill pots (RRoP 13): who kills, for how much, at what limits."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.game import Betting, Structure, Variant
from floorman.rules.kill_pots import (
    ButtonState,
    KillButton,
    LastPot,
    WinnerStatus,
    kill_amount,
    killed_limits,
    next_hand_kill,
)

D = Decimal
HOLDEM = Structure(Variant.HOLDEM, Betting.LIMIT, small_blind=D(5), big_blind=D(10),
                   small_bet=D(10), big_bet=D(20))
OMAHA8 = Structure(Variant.OMAHA_8, Betting.LIMIT, small_blind=D(2), big_blind=D(4),
                   small_bet=D(4), big_bet=D(8))
LEG = KillButton(3, ButtonState.LEG)


def test_full_and_half_kill_amounts_and_limits() -> None:
    assert kill_amount(HOLDEM, "full") == D(20)
    assert killed_limits(HOLDEM, "full") == (D(20), D(40))
    assert kill_amount(HOLDEM, "half") == D(15)
    assert killed_limits(HOLDEM, "half") == (D(15), D(30))


def test_first_pot_is_a_leg_whatever_its_size() -> None:
    result = next_hand_kill(HOLDEM, "full", KillButton(), LastPot((3,)))
    assert result.decision == "leg" and result.kill_button == LEG


def test_second_consecutive_pot_with_a_full_bet_beyond_blinds_kills() -> None:
    result = next_hand_kill(HOLDEM, "full", LEG, LastPot((3,), won_beyond_blinds=D(10)))
    assert result.decision == "kill"
    assert (result.killer, result.kill_amount) == (3, D(20))
    assert (result.small_bet, result.big_bet) == (D(20), D(40))
    assert "RRoP 13.2" in result.rules


def test_second_pot_of_only_the_blinds_does_not_qualify() -> None:
    result = next_hand_kill(HOLDEM, "full", LEG, LastPot((3,), won_beyond_blinds=D(5)))
    assert result.decision == "leg" and result.kill_amount is None


def test_another_winner_takes_the_leg() -> None:
    result = next_hand_kill(HOLDEM, "full", LEG, LastPot((5,), won_beyond_blinds=D(50)))
    assert result.kill_button == KillButton(5, ButtonState.LEG)


def test_killer_who_wins_again_kills_again_same_amount() -> None:
    result = next_hand_kill(HOLDEM, "half", KillButton(3, ButtonState.KILL), LastPot((3,)))
    assert result.decision == "kill" and result.kill_amount == D(15)
    assert "RRoP 13.7" in result.rules


@pytest.mark.parametrize(
    ("button", "decision", "rule"),
    [
        (KillButton(), "neutral", "RRoP 13.1.c"),
        (KillButton(7, ButtonState.LEG), "neutral", "RRoP 13.1.c"),
        (LEG, "leg", "RRoP 13.4"),
        (KillButton(3, ButtonState.KILL), "kill", "RRoP 13.4"),
    ],
)
def test_split_pots(button: KillButton, decision: str, rule: str) -> None:
    result = next_hand_kill(HOLDEM, "full", button, LastPot((3, 5)))
    assert result.decision == decision and rule in result.rules


def test_new_game_and_winner_who_quits_make_the_button_neutral() -> None:
    assert next_hand_kill(HOLDEM, "full", LEG, LastPot(()), new_game=True).decision == "neutral"
    quit_ = next_hand_kill(HOLDEM, "full", LEG, LastPot((3,), won_beyond_blinds=D(40)),
                           winner_status=WinnerStatus.QUIT)
    assert quit_.decision == "neutral" and "RRoP 13.1.b" in quit_.rules


def test_away_winner_keeps_his_leg() -> None:
    result = next_hand_kill(HOLDEM, "full", KillButton(), LastPot((3,)),
                            winner_status=WinnerStatus.AWAY)
    assert result.decision == "leg" and "RRoP 13.5" in result.rules


def test_not_enough_chips_for_the_kill() -> None:
    result = next_hand_kill(HOLDEM, "full", LEG, LastPot((3,), won_beyond_blinds=D(40)),
                            winner_stack=D(15))
    assert result.decision == "not_enough_chips" and result.killer is None


@pytest.mark.parametrize(("pot", "decision"), [(D(40), "kill"), (D(39), "neutral")])
def test_high_low_sweep_needs_five_times_the_upper_limit(pot: Decimal, decision: str) -> None:
    result = next_hand_kill(OMAHA8, "full", KillButton(), LastPot((2,), amount=pot, sweep=True))
    assert result.decision == decision and "RRoP 13.8" in result.rules


def test_high_low_split_halves_never_kill() -> None:
    result = next_hand_kill(OMAHA8, "full", KillButton(), LastPot((2,), amount=D(400)))
    assert result.decision == "neutral"


LOWBALL = {"game": "lowball_a5", "betting": "limit", "small_bet": 2, "big_bet": 4,
           "small_blind": 1, "big_blind": 2}


def kill_doc(**facts: Any) -> dict[str, Any]:
    return {"kind": "kill_pot", "facts": {"structure": LOWBALL, **facts}}


@pytest.mark.parametrize(("stack", "allowed"), [(16, True), (15, False)])
def test_voluntary_lowball_kill_needs_four_kills_in_front(stack: int, allowed: bool) -> None:
    ruling = decide(kill_doc(question="voluntary_kill", stack=stack))
    assert ruling.numbers["kill_amount"] == D(4)
    assert ruling.numbers["stack_needed"] == D(16)
    assert ruling.numbers["allowed"] is allowed


def test_voluntary_kill_after_a_third_card_or_a_second_kill_is_refused() -> None:
    assert decide(kill_doc(question="voluntary_kill", stack=50,
                           third_card_dealt=True)).decision == "kill_not_allowed"
    ruling = decide(kill_doc(question="voluntary_kill", stack=50, already_killed=True))
    assert ruling.decision == "kill_not_allowed" and "RRoP 13.11" in ruling.rules


def test_short_call_into_a_killed_pot() -> None:
    assert decide(kill_doc(question="short_call", put_in=2,
                           kill_button_face_up=True)).numbers["must_add"] == D(2)
    assert decide(kill_doc(question="short_call", put_in=2)).decision == "may_withdraw"


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        ({"last_pot": {"winners": [3, 3]}}, "facts.last_pot.winners[1]"),
        ({"last_pot": {"winners": [11]}}, "facts.last_pot.winners[0]"),
        ({"last_pot": {"winners": []}}, "facts.last_pot.winners"),
        ({"kill_button": {"holder": 3}, "last_pot": {"winners": [3]}},
         "facts.last_pot.won_beyond_blinds"),
        ({"last_pot": {"winners": [3], "amount": -5}}, "facts.last_pot.amount"),
        ({"kill_button": {"state": "kill"}, "last_pot": {"winners": [3]}},
         "facts.kill_button.state"),
        ({"kill": "quarter", "last_pot": {"winners": [3]}}, "facts.kill"),
    ],
)
def test_bad_kill_facts_name_the_field(facts: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide(kill_doc(**facts))
    assert error.value.field == field


def test_kill_pots_need_a_limit_blind_game() -> None:
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "kill_pot", "facts": {"structure": {
            "game": "holdem", "betting": "no_limit", "small_blind": 1, "big_blind": 2},
            "last_pot": {"winners": [3]}}})
    assert error.value.field == "facts.structure.betting"
