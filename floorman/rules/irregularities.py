"""Misdeals, exposed and premature cards, burn errors, bad decks and dead hands.

The irregularities of a hand, ruled BY GAME (hold'em and Omaha, RRoP 5-7; the stud
family, 8-10; lowball, 11; draw high, 12) on top of the general rules (RRoP 3.ii
misdeals, 3.iii dead hands, 3.iv irregularities), and in tournaments by the TDA rules
(TDA 29-30, 34-39; TDA 14-15 for cards discarded at the showdown). Each floor question
has its own module; this one keeps their public names in one place:

- ``misdeals``: errors in the initial deal (``rule_on_deal``, kind ``misdeal``);
- ``dealing_errors``: cards exposed after the deal, dealt too soon, burned wrong
  (kinds ``exposed_card``, ``premature_card``, ``burn_error``);
- ``irregular_decks``: odd backs, duplicates, jokers, boxed cards (``irregular_deck``);
- ``dead_hands``: whether a hand is dead (``dead_hand``);
- ``stud_short_deck``: a stud deck that will not reach everyone (``not_enough_cards``);
- ``dealing``: the facts they share, and substantial action (TDA 36).
"""

from __future__ import annotations

from floorman.rules.dead_hands import DEAD_HAND_FACTS, decide_dead_hand
from floorman.rules.dealing import (
    ACTION_BEGINS_AFTER,
    BOARD_STREETS,
    DRAW_GAMES,
    FLOP_GAMES,
    LOWBALL_GAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STUD_GAMES,
    STUD_STREETS,
    TDA_SILENT,
    DealFacts,
    DealRuling,
    Exposure,
    MisdealCause,
    ShortHand,
    action_begun,
    has_substantial_action,
    hole_cards_dealt,
    joker_in_deck,
    read_actions,
    read_game,
    read_players_and_acted,
    section_rules,
)
from floorman.rules.dealing_errors import (
    decide_burn_error,
    decide_exposed_card,
    decide_premature_card,
)
from floorman.rules.irregular_decks import decide_irregular_deck
from floorman.rules.misdeals import decide_misdeal, lowball_keeps_exposed, read_deal, rule_on_deal
from floorman.rules.stud_short_deck import (
    BURNS_BEFORE,
    DECK_SIZE,
    HELD_BEFORE,
    STUD_MAX_PLAYERS,
    ShortDeck,
    decide_not_enough_cards,
    short_deck,
)

__all__ = [
    "ACTION_BEGINS_AFTER", "BOARD_STREETS", "BURNS_BEFORE", "DEAD_HAND_FACTS", "DECK_SIZE",
    "DRAW_GAMES", "FLOP_GAMES", "HELD_BEFORE", "LOWBALL_GAMES", "MAX_PLAYERS", "MIN_PLAYERS",
    "STUD_GAMES", "STUD_MAX_PLAYERS", "STUD_STREETS", "TDA_SILENT", "DealFacts", "DealRuling",
    "Exposure", "MisdealCause", "ShortDeck", "ShortHand", "action_begun", "decide_burn_error",
    "decide_dead_hand", "decide_exposed_card", "decide_irregular_deck", "decide_misdeal",
    "decide_not_enough_cards", "decide_premature_card", "has_substantial_action",
    "hole_cards_dealt", "joker_in_deck", "lowball_keeps_exposed", "read_actions", "read_deal",
    "read_game", "read_players_and_acted", "rule_on_deal", "section_rules", "short_deck",
]
