"""Misdeals, bad decks, card errors and dead hands under the TDA rules (TDA 29-30, 34-39,
14-15), and the fallback to Robert's Rules that says so."""

from __future__ import annotations

from typing import Any

import pytest

from floorman.rules import ScenarioError, decide, house_rules
from floorman.rules.betting_round import Move
from floorman.rules.dealing import TDA_SILENT, has_substantial_action
from floorman.rules.game import Betting, Variant
from floorman.rules.irregularities import DealFacts, Exposure, MisdealCause, ShortHand, rule_on_deal

ROBERT = house_rules("robert")
TDA = house_rules("tda")
F, K, C, B, R = Move.FOLD, Move.CHECK, Move.CALL, Move.BET, Move.RAISE


@pytest.mark.parametrize(
    ("actions", "substantial"),
    [
        ((), False),
        ((F,), False),
        ((C,), False),
        ((F, F), False),  # two folds
        ((K, K), False),  # two checks
        ((F, C), True),  # TDA 36-A: two actions, one with chips
        ((K, B), True),
        ((F, F, F), True),  # TDA 36-B: any three
        ((K, K, K), True),
    ],
)
def test_tda_36_substantial_action(actions: tuple[Move, ...], substantial: bool) -> None:
    assert has_substantial_action(actions, len(actions), "facts.actions") is substantial


def test_tda_36_a_count_of_two_cannot_tell_and_is_refused() -> None:
    with pytest.raises(ScenarioError) as error:
        has_substantial_action(None, 2, "facts.actions")
    assert error.value.field == "facts.actions"
    assert "TDA 36" in error.value.message("en") and "TDA 36" in error.value.message("es")
    assert has_substantial_action(None, 3, "x") and not has_substantial_action(None, 1, "x")


def _deal(**changes: Any) -> DealFacts:
    facts: dict[str, Any] = {"variant": Variant.HOLDEM, "betting": Betting.NO_LIMIT,
                             "players": 9, "acted": 0}
    facts.update(changes)
    return DealFacts(**facts)


def test_tda_35_a_one_extra_card_is_a_misdeal_where_robert_burns_it() -> None:
    deal = _deal(extra_cards=1, extra_cards_held_by=4)
    assert not rule_on_deal(deal, ROBERT).misdeal
    result = rule_on_deal(deal, TDA)
    assert result.misdeal and result.causes == (MisdealCause.EXTRA_CARD,)
    assert "TDA 35-A" in result.rules and "TDA 35-C" in result.rules


def test_tda_35_d_and_38_no_misdeal_after_substantial_action_the_long_hand_dies() -> None:
    result = rule_on_deal(_deal(extra_cards=1, extra_cards_held_by=5, acted=2,
                                actions=(F, C)), TDA)
    assert not result.misdeal and result.next_step == "play_on"
    assert result.dead_hands == (5,)
    assert dict(result.numbers)["burn_next_street"] == 1
    assert "TDA 38" in result.rules and "TDA 35-D" in result.rules


def test_tda_35_d_two_folds_leave_the_misdeal_open() -> None:
    exposed = (Exposure(3, 2), Exposure(5, 2))
    assert rule_on_deal(_deal(exposed=exposed, acted=2, actions=(F, F)), TDA).misdeal
    assert not rule_on_deal(_deal(exposed=exposed, acted=2, actions=(F, C)), TDA).misdeal
    # Robert's Rules count players: two folds are two players acting (RRoP 3.ii.1).
    assert not rule_on_deal(_deal(exposed=exposed, acted=2, actions=(F, F)), ROBERT).misdeal


def test_tda_37_the_short_button_gets_his_card_unless_he_acted() -> None:
    short = _deal(short=(ShortHand(9, 1),), acted=3, actions=(F, C, R))
    result = rule_on_deal(short, TDA)
    assert result.corrections == ({"player": 9, "action": "complete_from_deck", "cards": 1},)
    assert "TDA 37" in result.rules
    acted = rule_on_deal(_deal(short=(ShortHand(9, 1, acted=True),), acted=3,
                               actions=(C, C, C)), TDA)
    assert acted.dead_hands == (9,)


def test_tda_35_a_a_short_player_before_substantial_action_is_a_misdeal() -> None:
    result = rule_on_deal(_deal(short=(ShortHand(3, 1),)), TDA)
    assert result.misdeal and MisdealCause.WRONG_NUMBER in result.causes


def test_tda_34_a_wrong_button_stands_after_substantial_action() -> None:
    before = rule_on_deal(_deal(button_out_of_position=True), TDA)
    assert before.misdeal and "TDA 34-A" in before.rules
    after = rule_on_deal(_deal(button_out_of_position=True, acted=2, actions=(C, C)), TDA)
    assert not after.misdeal and dict(after.numbers)["button_moved_back"] is False
    assert "RRoP 3.iv.1" not in after.rules


def test_tda_35_a_draw_game_exposures_follow_the_house() -> None:
    deal = _deal(variant=Variant.DRAW_HIGH, betting=Betting.LIMIT, players=6,
                 exposed=(Exposure(4, 3),))
    result = rule_on_deal(deal, TDA)
    assert not result.misdeal and "TDA 35-A" in result.rules and "RRoP 12.4" in result.rules


def _rule(kind: str, **facts: Any) -> Any:
    return decide({"kind": kind, "profile": "tda", "facts": {"game": "holdem", **facts}})


def test_tda_rulings_that_fall_back_say_so() -> None:
    fallbacks = [
        _rule("misdeal", players=6, boxed_cards=1),
        _rule("dead_hand", what="thrown_into_other_hand"),
        _rule("irregular_deck", problem="missing_cards"),
        _rule("burn_error", error="no_burn", street="river"),
        decide({"kind": "card_draw", "profile": "tda",
                "facts": {"purpose": "button", "cards": [{"seat": 1, "card": "2c"},
                                                         {"seat": 2, "card": "3c"}]}}),
    ]
    for ruling in fallbacks:
        assert TDA_SILENT in ruling.reasons, ruling.kind
        assert any(rule.startswith("RRoP") for rule in ruling.rules)
    ruled_by_tda = [_rule("dead_hand", what="clock_expired"),
                    _rule("premature_card", street="turn"),
                    _rule("irregular_deck", problem="duplicate_card", card="2d")]
    for ruling in ruled_by_tda:
        assert TDA_SILENT not in ruling.reasons
        assert all(rule.startswith("TDA") for rule in ruling.rules), ruling.rules


def test_tda_29_clock_facing_a_bet_or_not() -> None:
    assert _rule("dead_hand", what="clock_expired", facing_bet=True).decision == "dead"
    checked = _rule("dead_hand", what="clock_expired", facing_bet=False)
    assert checked.decision == "checked" and checked.numbers["hand_dead"] is False
    robert = decide({"kind": "dead_hand", "facts": {"game": "holdem", "what": "clock_expired",
                                                    "facing_bet": False}})
    assert robert.decision == "dead" and robert.rules == ("RRoP 3.iii.1.f",)


def test_tda_15_b_the_uncalled_bet_of_a_dead_hand_comes_back() -> None:
    ruling = _rule("dead_hand", what="mucked", uncalled_bet=2500)
    assert ruling.decision == "dead" and ruling.numbers["returned"] == 2500
    assert "2500" in ruling.summary.en and "2500" in ruling.summary.es
    assert _rule("dead_hand", what="mucked", clearly_identifiable=True).decision == "live"


def test_tda_39_b_flop_without_burn_depends_on_any_action() -> None:
    assert _rule("burn_error", error="no_burn", street="flop").decision == "scramble_flop"
    stands = _rule("burn_error", error="no_burn", street="flop", action_on_street=True)
    assert stands.decision == "card_stands" and stands.numbers["burn_next_street"] == 1
    robert = decide({"kind": "burn_error", "facts": {"game": "holdem", "error": "no_burn",
                                                     "street": "flop", "action_on_street": True}})
    assert robert.numbers["burn_next_street"] == 2


def test_tda_39_c_premature_turn_is_reshuffled_not_set_aside() -> None:
    assert _rule("premature_card", street="turn").decision == "reshuffle_turn"
    robert = decide({"kind": "premature_card", "facts": {"game": "holdem", "street": "turn"}})
    assert robert.decision == "set_aside_turn"


def test_tda_35_e_fouled_deck_returns_bets_whatever_the_action() -> None:
    ruling = _rule("irregular_deck", problem="duplicate_card", card="Ah",
                   actions=["bet", "raise", "call"])
    assert ruling.decision == "action_void" and ruling.numbers["fouled_deck"] is True
