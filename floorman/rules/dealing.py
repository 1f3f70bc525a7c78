"""What every ruling on a dealing error reads: the game, the players, what has been done.

The misdeal, dead-hand, deck and card-error kinds all start from the same facts: the
game (and so which parent game's irregularity rules it follows, RRoP 6.1-12.3), how
many players were dealt in, and how far the hand has gone. That last fact is where
the two books part: Robert's Rules stop a misdeal once two players have acted after
the blinds or the forced bet (RRoP 3.ii.1); the TDA rules once there has been
substantial action, two actions in turn of which one put chips in, or any three
(TDA 36), which only the actions themselves can tell. The facts of the initial deal
(``DealFacts``) live here too, read by both books' misdeal rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from floorman.rules.betting_round import Move, substantial_action
from floorman.rules.cards import RANK_NAMES_EN, RANK_NAMES_ES, Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, JOKER_GAMES, Betting, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes
from floorman.text import Text

MIN_PLAYERS = 2
MAX_PLAYERS = 10
ACTION_BEGINS_AFTER = 2  # players acting after the blinds or forced bet (RRoP 3.ii.1)
MAX_ACTIONS = 60  # far more than any betting round before a misdeal is noticed

FLOP_GAMES = (Variant.HOLDEM, Variant.OMAHA, Variant.OMAHA_8)
STUD_GAMES = (Variant.STUD, Variant.STUD_8, Variant.RAZZ)
LOWBALL_GAMES = (Variant.LOWBALL_A5, Variant.LOWBALL_27)
DRAW_GAMES = (*LOWBALL_GAMES, Variant.DRAW_HIGH)

BOARD_STREETS = ("flop", "turn", "river")
STUD_STREETS = ("fourth", "fifth", "sixth", "seventh")
STREET_NAMES_ES = {"fourth": "cuarta", "fifth": "quinta", "sixth": "sexta", "seventh": "séptima"}

ACTION_WORDS = tuple(m.value for m in Move)

# The one sentence a TDA ruling carries when it rests on Robert's Rules instead.
TDA_SILENT = Text("The TDA rules are silent here; Robert's Rules apply.",
                  "Las reglas TDA no dicen nada aquí; se aplican las Robert's Rules.")


def tda_silent(notes: Notes) -> None:
    """Say, once, that a tournament ruling falls back on Robert's Rules."""
    if TDA_SILENT not in notes.reasons:
        notes.reasons.append(TDA_SILENT)


def section_rules(variant: Variant) -> tuple[str, ...]:
    """The rules that make a game follow its parent game's irregularity rules."""
    return {
        Variant.OMAHA: ("RRoP 6.1",),
        Variant.OMAHA_8: ("RRoP 7.1", "RRoP 6.1"),
        Variant.RAZZ: ("RRoP 9.1",),
        Variant.STUD_8: ("RRoP 10.1",),
        Variant.LOWBALL_A5: ("RRoP 11.1",),
        Variant.LOWBALL_27: ("RRoP 11.1",),
        Variant.DRAW_HIGH: ("RRoP 12.3",),
    }.get(variant, ())


def card_words(card: Card) -> Text:
    if card.is_joker:
        return Text("the joker", "el joker")
    return Text(f"{card} ({RANK_NAMES_EN[card.rank]})", f"{card} ({RANK_NAMES_ES[card.rank]})")


def n_words(count: int, one: str, many: str) -> str:
    return one if count == 1 else many


# --- common facts --------------------------------------------------------------------


def read_game(facts: Facts) -> tuple[Variant, Betting]:
    variant = Variant(facts.choice("game", [v.value for v in Variant]))
    betting = Betting(facts.choice("betting", [b.value for b in Betting], Betting.LIMIT.value))
    return variant, betting


def read_actions(facts: Facts) -> tuple[Move, ...] | None:
    """The actions taken in turn since the deal, after the blinds or the forced bet
    (``facts.actions``: ``["fold", "call"]``), or None when the document gives none."""
    if not facts.has("actions"):
        return None
    values = facts.raw("actions")
    if not isinstance(values, Sequence) or isinstance(values, str):
        raise refuse(facts.where("actions"),
                     "must be a list of actions in turn, such as [\"fold\", \"call\"].",
                     "debe ser una lista de acciones en orden, como [\"fold\", \"call\"].")
    if len(values) > MAX_ACTIONS:
        raise refuse(facts.where("actions"),
                     f"lists {len(values)} actions; give only those before the error was "
                     f"noticed (at most {MAX_ACTIONS}).",
                     f"enumera {len(values)} acciones; indique solo las anteriores a que se "
                     f"notara el error (como máximo {MAX_ACTIONS}).")
    moves: list[Move] = []
    for index, value in enumerate(values):
        if not isinstance(value, str) or value not in ACTION_WORDS:
            listed = ", ".join(ACTION_WORDS)
            raise refuse(f"{facts.where('actions')}[{index}]",
                         f"must be one of: {listed}. Posted blinds and the forced bet are not "
                         "actions; leave them out.",
                         f"debe ser una de: {listed}. Las ciegas puestas y la apuesta forzada no "
                         "son acciones; no las incluya.")
        moves.append(Move(value))
    return tuple(moves)


def read_players_and_acted(facts: Facts) -> tuple[int, int]:
    """Players in the hand and players who have acted after the blinds or forced bet
    (the length of ``actions`` when the document lists them)."""
    players = facts.integer("players", low=MIN_PLAYERS, high=MAX_PLAYERS)
    actions = read_actions(facts)
    if actions is not None:
        if facts.has("acted") and facts.integer("acted", low=0) != len(actions):
            raise refuse(facts.where("acted"),
                         f"says {facts.integer('acted', low=0)} but actions lists "
                         f"{len(actions)}; give one or the other.",
                         f"dice {facts.integer('acted', low=0)} pero actions enumera "
                         f"{len(actions)}; indique uno u otro.")
        return players, len(actions)
    acted = facts.integer("acted", 0, low=0)
    if acted > players:
        raise refuse(facts.where("acted"),
                     f"{acted} players cannot have acted in a hand of {players} players.",
                     f"no pueden haber actuado {acted} jugadores en una mano de {players}.")
    return players, acted


def has_substantial_action(actions: Sequence[Move] | None, acted: int, field: str) -> bool:
    """TDA 36 from the actions in turn; a bare count decides only when it is not two
    (two folds or checks are not substantial action, two actions with chips are)."""
    if actions is not None:
        return substantial_action(actions)
    if acted == ACTION_BEGINS_AFTER:
        raise refuse(field,
                     "under the TDA rules two actions are substantial action only if one of "
                     "them put chips in (TDA 36); list them in facts.actions, such as "
                     "[\"fold\", \"call\"].",
                     "con las reglas TDA dos acciones son acción sustancial solo si una puso "
                     "fichas (TDA 36); enumérelas en facts.actions, como [\"fold\", \"call\"].")
    return acted > ACTION_BEGINS_AFTER


def action_begun(actions: Sequence[Move] | None, acted: int, house: HouseRules,
                 field: str = "facts.acted") -> bool:
    """Whether it is too late for a misdeal: substantial action in a tournament (TDA 36),
    two players acting after the blinds or forced bet otherwise (RRoP 3.ii.1)."""
    if house.tournament:
        return has_substantial_action(actions, acted, field)
    return acted >= ACTION_BEGINS_AFTER


def joker_in_deck(facts: Facts, variant: Variant) -> bool:
    """Whether the deck holds a joker: a house choice in ace-to-five lowball and draw
    high (the 53-card deck), never in the other games."""
    has = facts.flag("deck_has_joker", variant in JOKER_GAMES)
    if has and variant not in JOKER_GAMES:
        raise refuse(facts.where("deck_has_joker"),
                     f"{GAME_NAMES[variant].en} is played without a joker.",
                     f"el {GAME_NAMES[variant].es} se juega sin joker.")
    return has


def hole_cards_dealt(variant: Variant) -> int:
    """Cards each player gets in the initial deal."""
    return variant.hole_cards


# --- the initial deal ----------------------------------------------------------------


class MisdealCause(StrEnum):
    FIRST_OR_SECOND_CARD = "first_or_second_card_exposed"
    TWO_EXPOSED = "two_or_more_cards_exposed"
    BOXED = "two_or_more_boxed_cards"
    EXTRA_CARDS = "two_or_more_extra_cards"
    EXTRA_CARD = "extra_card_dealt"
    WRONG_NUMBER = "wrong_number_of_cards"
    OUT_OF_SEQUENCE = "dealt_out_of_sequence"
    BUTTON = "button_out_of_position"
    FIRST_CARD_WRONG_SEAT = "first_card_to_wrong_seat"
    EMPTY_SEAT = "dealt_to_empty_seat"
    INELIGIBLE = "dealt_to_ineligible_player"
    PLAYER_MISSED = "player_missed"
    STUD_TOURNAMENT_DOWNCARD = "tournament_stud_downcard_exposed"


@dataclass(frozen=True)
class Exposure:
    """A card exposed during the initial deal.

    Attributes:
        player: the player's place in the deal (1 = first player dealt to).
        card_number: which of his cards (1 = his first card).
        card: the card, when known.
        by_dealer: exposed by the dealer (a flashed card or one dealt off the table
            counts as exposed by the dealer, RRoP 3.iv.12); otherwise the player
            exposed it himself.
        low_card: stud: the exposed card is the low card (RRoP 8.1).
    """

    player: int
    card_number: int
    card: Card | None = None
    by_dealer: bool = True
    low_card: bool = False

    def deal_index(self, players: int) -> int:
        """The card's place in the whole deal (1 = first card off the deck)."""
        return (self.card_number - 1) * players + self.player


@dataclass(frozen=True)
class ShortHand:
    """A player dealt too few cards; ``acted``: he checked or bet on the short hand
    (which kills a short button's hand, TDA 37)."""

    player: int
    missing: int
    acted: bool = False


@dataclass(frozen=True)
class DealFacts:
    """What went wrong in the initial deal (see ``decide_misdeal`` for each fact).

    ``acted`` counts the players who acted after the blinds or forced bet; ``actions``,
    when known, lists what they did, in turn (it decides substantial action, TDA 36).
    ``extra_cards_held_by`` is the player holding the extra card(s), when one does.
    """

    variant: Variant
    betting: Betting
    players: int
    acted: int
    exposed: tuple[Exposure, ...] = ()
    extra_cards: int = 0
    short: tuple[ShortHand, ...] = ()
    boxed_cards: int = 0
    out_of_sequence: bool = False
    button_out_of_position: bool = False
    first_card_wrong_seat: bool = False
    dealt_to_empty_seat: bool = False
    dealt_to_ineligible_player: bool = False
    player_missed: bool = False
    missed_player_entitled: bool = True
    actions: tuple[Move, ...] | None = None
    extra_cards_held_by: int | None = None


@dataclass(frozen=True)
class DealRuling:
    misdeal: bool
    action_begun: bool
    causes: tuple[MisdealCause, ...]
    corrections: tuple[dict[str, Any], ...]
    dead_hands: tuple[int, ...]
    antes_returned: tuple[int, ...]
    next_step: str
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]
    numbers: tuple[tuple[str, Any], ...] = ()
