"""Misdeals, exposed and premature cards, burn errors, bad decks, dead hands, by game
(RRoP 3.ii-iv, 5-12, 15.13, 15.32, 16.2, 16.4)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorman.rules import ScenarioError, decide, house_rules
from floorman.rules.cards import parse_card
from floorman.rules.game import Betting, Variant
from floorman.rules.irregularities import (
    DealFacts,
    Exposure,
    MisdealCause,
    ShortHand,
    lowball_keeps_exposed,
    rule_on_deal,
    short_deck,
)

ROBERT = house_rules("robert")
TDA = house_rules("tda")

GAMES = ["holdem", "omaha", "omaha8", "stud", "razz", "stud8", "lowball_a5", "lowball_27",
         "draw_high"]
STUD = {"stud", "razz", "stud8"}

# One row per situation: the facts, then the decision for each game in GAMES order.
M, N, B, D = "misdeal", "no_misdeal", "no_misdeal_action_begun", "dead_hand"
TABLE: list[tuple[str, dict[str, Any], list[str]]] = [
    ("first card of the deal exposed",
     {"exposed": [{"player": 1, "card_number": 1, "card": "Kd"}]},
     [M, M, M, N, N, N, M, M, M]),
    ("second card of the deal exposed",
     {"exposed": [{"player": 2, "card_number": 1, "card": "Kd"}]},
     [M, M, M, N, N, N, M, M, M]),
    ("one later card exposed",
     {"exposed": [{"player": 4, "card_number": 2, "card": "Kd"}]},
     [N, N, N, N, N, N, N, N, N]),
    ("two cards exposed to two players",
     {"exposed": [{"player": 3, "card_number": 2, "card": "Kd"},
                  {"player": 5, "card_number": 2, "card": "Qc"}]},
     [M, M, M, N, N, N, M, M, M]),
    ("both down cards of one player exposed",
     {"exposed": [{"player": 4, "card_number": 1, "card": "Kd"},
                  {"player": 4, "card_number": 2, "card": "Qc"}]},
     [M, M, M, D, D, D, M, M, M]),
    ("one extra card", {"extra_cards": 1}, [N] * 9),
    ("two extra cards", {"extra_cards": 2}, [M] * 9),
    ("one boxed card", {"boxed_cards": 1}, [N] * 9),
    ("two boxed cards", {"boxed_cards": 2}, [M] * 9),
    ("two cards exposed, one player acted",
     {"acted": 1, "exposed": [{"player": 3, "card_number": 2}, {"player": 5, "card_number": 2}]},
     [M, M, M, N, N, N, M, M, M]),
    ("two cards exposed, action begun",
     {"acted": 2, "exposed": [{"player": 3, "card_number": 2}, {"player": 5, "card_number": 2}]},
     [B] * 9),
    ("two extra cards, action begun", {"acted": 2, "extra_cards": 2}, [B] * 9),
    ("two boxed cards, action begun", {"acted": 3, "boxed_cards": 2}, [B] * 9),
    ("first card to the wrong seat", {"first_card_wrong_seat": True}, [M] * 9),
    ("cards dealt to an empty seat", {"dealt_to_empty_seat": True}, [M] * 9),
    ("entitled player missed", {"player_missed": True}, [M] * 9),
    ("absent player without a blind missed",
     {"player_missed": True, "missed_player_entitled": False}, [N] * 9),
]


@pytest.mark.parametrize(("case", "facts", "decisions"), TABLE, ids=[row[0] for row in TABLE])
def test_misdeal_table_by_game(case: str, facts: dict[str, Any], decisions: list[str]) -> None:
    for game, expected in zip(GAMES, decisions, strict=True):
        ruling = decide({"kind": "misdeal", "facts": {"game": game, "players": 6, **facts}})
        assert ruling.decision == expected, f"{case} in {game}: {ruling.summary.en}"
        assert ruling.rules


def test_action_begins_after_two_players_act() -> None:
    two = [Exposure(3, 2), Exposure(5, 2)]
    for acted, misdeal in ((0, True), (1, True), (2, False), (6, False)):
        deal = DealFacts(Variant.HOLDEM, Betting.LIMIT, 6, acted, exposed=tuple(two))
        result = rule_on_deal(deal, ROBERT)
        assert result.misdeal is misdeal
        assert result.action_begun is (acted >= 2)


def test_holdem_single_exposed_card_becomes_the_burn_card() -> None:
    card = parse_card("7h", "card")
    deal = DealFacts(Variant.HOLDEM, Betting.LIMIT, 9, 0, exposed=(Exposure(5, 1, card),))
    result = rule_on_deal(deal, ROBERT)
    assert not result.misdeal
    assert result.corrections == ({"player": 5, "action": "replace_after_deal", "card": card,
                                   "becomes": "burn_card"},)
    assert "RRoP 5.1" in result.rules


def test_card_exposed_by_the_player_plays() -> None:
    deal = DealFacts(Variant.HOLDEM, Betting.LIMIT, 6, 0,
                     exposed=(Exposure(1, 1, by_dealer=False),))
    result = rule_on_deal(deal, ROBERT)
    assert not result.misdeal and "RRoP 3.iv.12" in result.rules


def test_tournament_stud_downcard_face_up_becomes_the_upcard() -> None:
    deal = DealFacts(Variant.STUD, Betting.LIMIT, 7, 0, exposed=(Exposure(4, 1),))
    assert not rule_on_deal(deal, ROBERT).misdeal
    result = rule_on_deal(deal, TDA)
    assert not result.misdeal
    assert result.corrections == ({"player": 4, "action": "third_card_face_down"},)
    assert "TDA RP-10-A" in result.rules and "RRoP 15.32" not in result.rules


def test_tournament_stud_both_downcards_face_up_is_robert_s_misdeal() -> None:
    deal = DealFacts(Variant.STUD, Betting.LIMIT, 7, 0, exposed=(Exposure(4, 1), Exposure(4, 2)))
    result = rule_on_deal(deal, TDA)
    assert result.misdeal
    assert result.causes == (MisdealCause.STUD_TOURNAMENT_DOWNCARD,)
    assert "RRoP 15.32" in result.rules
    assert any("The TDA rules are silent" in reason.en for reason in result.reasons)


def test_stud_both_downcards_up_dead_hand_ante_back() -> None:
    deal = DealFacts(Variant.STUD, Betting.LIMIT, 7, 0, exposed=(Exposure(4, 1), Exposure(4, 2)))
    result = rule_on_deal(deal, ROBERT)
    assert result.dead_hands == (4,) and result.antes_returned == (4,)


@pytest.mark.parametrize(
    ("variant", "betting", "card", "kept"),
    [
        (Variant.LOWBALL_A5, Betting.LIMIT, "7c", True),
        (Variant.LOWBALL_A5, Betting.LIMIT, "6c", True),
        (Variant.LOWBALL_A5, Betting.LIMIT, "8c", False),
        (Variant.LOWBALL_A5, Betting.LIMIT, "Ac", True),
        (Variant.LOWBALL_A5, Betting.LIMIT, "Jk", True),
        (Variant.LOWBALL_A5, Betting.NO_LIMIT, "5c", True),
        (Variant.LOWBALL_A5, Betting.NO_LIMIT, "6c", False),
        (Variant.LOWBALL_27, Betting.LIMIT, "7c", True),
        (Variant.LOWBALL_27, Betting.LIMIT, "6c", False),
        (Variant.LOWBALL_27, Betting.LIMIT, "Ac", False),
        (Variant.LOWBALL_27, Betting.POT_LIMIT, "2c", True),
        (Variant.LOWBALL_27, Betting.POT_LIMIT, "8c", False),
    ],
)
def test_lowball_exposed_card_before_the_draw(variant: Variant, betting: Betting, card: str,
                                              kept: bool) -> None:
    assert lowball_keeps_exposed(variant, betting, parse_card(card, "card"))[0] is kept


@pytest.mark.parametrize(
    ("game", "acted", "player", "action"),
    [
        ("holdem", 0, 6, "complete_from_deck"),  # the top card reaches the button in order
        ("lowball_a5", 0, 3, "complete_from_deck"),
        ("lowball_a5", 1, 3, "complete_at_draw"),
        ("lowball_a5", 1, 6, "complete_from_deck"),  # the button may always get his fifth
        ("draw_high", 0, 6, "complete_from_deck"),
        ("draw_high", 2, 3, "complete_at_draw"),
    ],
)
def test_short_hands_that_are_not_misdeals(game: str, acted: int, player: int,
                                           action: str) -> None:
    deal = DealFacts(Variant(game), Betting.LIMIT, 6, acted, short=(ShortHand(player, 1),))
    result = rule_on_deal(deal, ROBERT)
    assert not result.misdeal
    assert result.corrections[0]["action"] == action


@pytest.mark.parametrize("game", ["holdem", "stud", "draw_high"])
def test_short_hand_before_action_is_a_misdeal(game: str) -> None:
    deal = DealFacts(Variant(game), Betting.LIMIT, 6, 0, short=(ShortHand(3, 1),))
    assert rule_on_deal(deal, ROBERT).causes == (MisdealCause.WRONG_NUMBER,)


def test_button_out_of_position_found_late_is_fixed_next_hand() -> None:
    deal = DealFacts(Variant.HOLDEM, Betting.LIMIT, 6, 2, button_out_of_position=True)
    result = rule_on_deal(deal, ROBERT)
    assert not result.misdeal and "RRoP 3.iv.1" in result.rules


# --- premature cards, burn errors (RRoP 5.3-5.8, 3.iv.15-16, 8.13-14, 16.4) -----------


@pytest.mark.parametrize(
    ("game", "street", "decision"),
    [("holdem", "flop", "redeal_flop"), ("omaha", "turn", "set_aside_turn"),
     ("omaha8", "river", "reshuffle_river"), ("lowball_a5", None, "cards_do_not_play")],
)
def test_premature_board_cards(game: str, street: str | None, decision: str) -> None:
    facts: dict[str, Any] = {"game": game}
    if street:
        facts["street"] = street
    ruling = decide({"kind": "premature_card", "facts": facts})
    assert ruling.decision == decision and "RRoP 3.iv.15" in ruling.rules


def test_house_rule_burns_before_the_reshuffled_card() -> None:
    plain = decide({"kind": "premature_card", "facts": {"game": "holdem", "street": "turn"}})
    burn = decide({"kind": "premature_card", "house": {"burn_before_reshuffled_card": True},
                   "facts": {"game": "holdem", "street": "turn"}})
    assert plain.numbers["burn_before_new_card"] is False
    assert burn.numbers["burn_before_new_card"] is True


def test_stud_premature_cards_take_one_more_per_active_player() -> None:
    ruling = decide({"kind": "premature_card", "facts": {
        "game": "stud", "street": "fifth", "premature_cards": 2, "active_after_betting": 4}})
    assert ruling.numbers["total_removed"] == 6


@pytest.mark.parametrize(
    ("facts", "decision"),
    [
        ({"street": "turn", "error": "two_burned", "action_on_street": True}, "card_stands"),
        ({"street": "turn", "error": "two_burned"}, "correct_now"),
        ({"street": "flop", "error": "no_burn", "board_exposed": True}, "reshuffle"),
        ({"street": "river", "error": "no_burn", "no_betting_all_in": True}, "correct_now"),
        ({"street": "river", "error": "no_burn", "no_betting_all_in": True,
          "pot_awarded": True}, "card_stands"),
    ],
)
def test_burn_errors_in_holdem(facts: dict[str, Any], decision: str) -> None:
    ruling = decide({"kind": "burn_error", "facts": {"game": "holdem", **facts}})
    assert ruling.decision == decision


# --- irregular decks and dead hands ----------------------------------------------------


@pytest.mark.parametrize(
    ("facts", "decision"),
    [
        ({"problem": "foreign_back", "found_in": "hand"}, "action_void"),
        ({"problem": "foreign_back", "found_in": "stub"}, "action_stands"),
        ({"problem": "duplicate_card", "card": "Qs"}, "action_void"),
        ({"problem": "joker"}, "replace_card"),
        ({"problem": "joker", "player_acted": True}, "dead_hand"),
        ({"problem": "boxed_card"}, "replace_card"),
        ({"problem": "missing_cards"}, "action_stands"),
        ({"problem": "stub_disturbed"}, "action_stands"),
    ],
)
def test_irregular_decks(facts: dict[str, Any], decision: str) -> None:
    assert decide({"kind": "irregular_deck",
                   "facts": {"game": "holdem", **facts}}).decision == decision


@pytest.mark.parametrize(
    ("game", "facts", "decision"),
    [
        ("holdem", {"what": "wrong_number_of_cards", "cards": 3}, "dead"),
        ("omaha", {"what": "wrong_number_of_cards", "cards": 3}, "dead"),
        ("stud", {"what": "wrong_number_of_cards", "cards": 8}, "dead"),
        ("stud", {"what": "wrong_number_of_cards", "cards": 6}, "may_be_live"),
        ("stud", {"what": "wrong_number_of_cards", "cards": 5}, "dead"),
        ("lowball_27", {"what": "wrong_number_of_cards", "cards": 4, "phase": "before_draw"},
         "live_draws_to_complete"),
        ("lowball_27", {"what": "wrong_number_of_cards", "cards": 4}, "dead"),
        ("draw_high", {"what": "wrong_number_of_cards", "cards": 6, "phase": "before_draw"},
         "dead"),
        ("stud", {"what": "stud_upcards_handled"}, "dead"),
        ("stud", {"what": "stud_upcards_handled", "facing_bet": False}, "live"),
        ("holdem", {"what": "mucked"}, "dead"),
        ("holdem", {"what": "mucked", "clearly_identifiable": True}, "dead_may_be_retrieved"),
        ("holdem", {"what": "thrown_into_other_hand"}, "thrower_dead"),
        ("stud", {"what": "absent"}, "dead"),
    ],
)
def test_dead_hands(game: str, facts: dict[str, Any], decision: str) -> None:
    assert decide({"kind": "dead_hand", "facts": {"game": game, **facts}}).decision == decision


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        ({"players": 6, "acted": 7}, "facts.acted"),
        ({"players": 6, "acted": -1}, "facts.acted"),
        ({"players": 11}, "facts.players"),
        ({"players": 6, "extra_cards": -2}, "facts.extra_cards"),
        ({"players": 6, "exposed": [{"player": 7, "card_number": 1}]},
         "facts.exposed[0].player"),
        ({"players": 6, "exposed": [{"player": 1, "card_number": 1, "card": "Jk"}]},
         "facts.exposed[0].card"),
        ({"players": 6, "exposed": [{"player": 1, "card_number": 1, "card": "As"},
                                    {"player": 2, "card_number": 1, "card": "As"}]},
         "facts.exposed[1].card"),
        ({"players": 6, "exposed": [{"player": 1, "card_number": 3}]},
         "facts.exposed[0].card_number"),
    ],
)
def test_bad_deals_name_the_field(facts: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "misdeal", "facts": {"game": "holdem", **facts}})
    assert error.value.field == field


def test_lowball_exposed_card_needs_the_card() -> None:
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "misdeal", "facts": {"game": "lowball_a5", "players": 6,
                                             "exposed": [{"player": 4, "card_number": 3}]}})
    assert error.value.field == "facts.exposed[0].card"


# --- a stud deck that runs short (RRoP 8.15) ------------------------------------------


@pytest.mark.parametrize(
    ("players", "deck", "burns", "expected"),
    [
        # (enough, common, from deck, first burn, last held, reshuffled, burn again, after)
        (5, 9, 4, (True, False, 5, True, False, 0, False, 0)),
        (5, 6, 4, (True, False, 5, True, False, 0, False, 0)),  # exactly a burn and five
        (6, 6, 4, (False, False, 4, True, True, 6, True, 2)),
        (7, 3, 4, (False, False, 1, True, True, 6, False, 6)),
        (4, 1, 4, (False, False, 0, False, True, 5, True, 4)),
        (4, 0, 4, (False, False, 0, False, False, 4, False, 4)),
        (8, 0, 4, (False, True, 0, False, False, 4, True, 0)),
        (7, 2, 4, (False, True, 0, True, False, 0, True, 0)),
    ],
)
def test_short_deck_procedure(players: int, deck: int, burns: int,
                              expected: tuple[Any, ...]) -> None:
    plan = short_deck(players, deck, burns, 0)
    assert (plan.enough, plan.common_card, plan.dealt_from_deck, plan.first_burn,
            plan.last_card_held, plan.reshuffled, plan.burn_again,
            plan.dealt_after_reshuffle) == expected


@given(st.integers(2, 8), st.integers(0, 20), st.integers(0, 8), st.integers(0, 8))
def test_short_deck_serves_everyone_with_fresh_cards_or_uses_a_common_card(
        players: int, deck: int, burns: int, out: int) -> None:
    plan = short_deck(players, deck, burns, out)
    fresh = deck + burns + out
    if plan.enough:
        assert deck >= players + 1
        return
    if plan.common_card:
        assert fresh < players
        return
    # Every player gets exactly one card, none of them a card already seen.
    assert plan.dealt_from_deck + plan.dealt_after_reshuffle == players
    assert plan.dealt_from_deck + int(plan.first_burn) + int(plan.last_card_held) == deck
    assert plan.reshuffled == int(plan.last_card_held) + burns + int(plan.first_burn) + out
    assert plan.reshuffled - int(plan.burn_again) >= plan.dealt_after_reshuffle
    # He skips the second burn only when burning would leave someone without a card.
    assert plan.burn_again or plan.reshuffled - 1 < plan.dealt_after_reshuffle


def test_short_deck_upcard_street_is_not_dealt_face_down() -> None:
    # Cards out of play (RRoP 8.14) can leave even sixth street short.
    ruling = decide({"kind": "not_enough_cards", "facts": {
        "game": "stud", "street": "sixth", "players_to_deal": 8, "deck": 6, "out_of_play": 3}})
    assert ruling.decision == "reshuffle_and_burn"
    assert ruling.numbers["burn_cards"] == 3 and ruling.numbers["face_down"] is False


def test_common_card_on_seventh_street_ranks_the_five_showing_cards_as_a_hand() -> None:
    # Seat 1 shows a pair of nines; seat 2 a four-card straight the common card completes.
    ruling = decide({"kind": "not_enough_cards", "facts": {
        "game": "stud", "players_to_deal": 3, "deck": 0, "burn_cards": 2,
        "common_card": "Tc",
        "players": [{"seat": 1, "up": ["9s", "9h", "2c", "3d"]},
                    {"seat": 2, "up": ["6s", "7h", "8d", "9c"]},
                    {"seat": 4, "up": ["2s", "4h", "5d", "7c"]}]}})
    assert ruling.decision == "common_card" and ruling.numbers["starts"] == 2
