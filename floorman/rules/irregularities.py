"""Misdeals, exposed and premature cards, burn errors, bad decks and dead hands.

From the facts a dealer reports (which cards were exposed and by whom, how many players
have acted, extra or missing cards, boxed cards, a joker, a duplicate card, a card with
a different back, board cards dealt too soon, a wrong burn), each function says whether
it is a misdeal, whose hand is dead, which card is replaced and by what, and what the
dealer does next, BY GAME: hold'em and Omaha (RRoP 5, 6, 7), the stud family (RRoP 8, 9,
10, and 15.32 in tournaments), lowball (RRoP 11) and draw high (RRoP 12), on top of the
general rules (RRoP 3.ii misdeals, 3.iii dead hands, 3.iv irregularities); and what the
stud dealer does when the deck will not reach every player (RRoP 8.15). The one rule
over all of them: once action has begun (two players have acted after the blinds or the
forced bet), no misdeal can be called (RRoP 3.ii.1). These are floor procedures, not
card evaluation, so they are written by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from floorman.rules.cards import RANK_NAMES_EN, RANK_NAMES_ES, Card, one_card, parse_card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, JOKER_GAMES, Betting, Variant
from floorman.rules.hands import best_of, high_value, low_a5_value
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.rules.showdown import first_to_act, first_to_act_rules
from floorman.text import Text

MIN_PLAYERS = 2
MAX_PLAYERS = 10
ACTION_BEGINS_AFTER = 2  # players acting after the blinds or forced bet (RRoP 3.ii.1)

FLOP_GAMES = (Variant.HOLDEM, Variant.OMAHA, Variant.OMAHA_8)
STUD_GAMES = (Variant.STUD, Variant.STUD_8, Variant.RAZZ)
LOWBALL_GAMES = (Variant.LOWBALL_A5, Variant.LOWBALL_27)
DRAW_GAMES = (*LOWBALL_GAMES, Variant.DRAW_HIGH)



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


def _card_words(card: Card) -> Text:
    if card.is_joker:
        return Text("the joker", "el joker")
    return Text(f"{card} ({RANK_NAMES_EN[card.rank]})", f"{card} ({RANK_NAMES_ES[card.rank]})")


# --- common facts --------------------------------------------------------------------


def read_game(facts: Facts) -> tuple[Variant, Betting]:
    variant = Variant(facts.choice("game", [v.value for v in Variant]))
    betting = Betting(facts.choice("betting", [b.value for b in Betting], Betting.LIMIT.value))
    return variant, betting


def read_players_and_acted(facts: Facts) -> tuple[int, int]:
    """Players in the hand and players who have acted after the blinds or forced bet."""
    players = facts.integer("players", low=MIN_PLAYERS, high=MAX_PLAYERS)
    acted = facts.integer("acted", 0, low=0)
    if acted > players:
        raise refuse(facts.where("acted"),
                     f"{acted} players cannot have acted in a hand of {players} players.",
                     f"no pueden haber actuado {acted} jugadores en una mano de {players}.")
    return players, acted


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


# --- misdeals ------------------------------------------------------------------------


class MisdealCause(StrEnum):
    FIRST_OR_SECOND_CARD = "first_or_second_card_exposed"
    TWO_EXPOSED = "two_or_more_cards_exposed"
    BOXED = "two_or_more_boxed_cards"
    EXTRA_CARDS = "two_or_more_extra_cards"
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
    player: int
    missing: int


@dataclass(frozen=True)
class DealFacts:
    """What went wrong in the initial deal (see ``decide_misdeal`` for each fact)."""

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


def lowball_keeps_exposed(variant: Variant, betting: Betting, card: Card) -> tuple[bool, str]:
    """Before the draw in lowball, whether a card the dealer exposed must be kept, and
    the rule that says so (RRoP 11.i.3, 11.ii.2, 11.iii.2)."""
    low_rank = 1 if card.rank == 14 else card.rank
    if variant is Variant.LOWBALL_27:
        rule = "RRoP 11.ii.2" if betting is Betting.LIMIT else "RRoP 11.iii.2.b"
        return (not card.is_joker and card.rank in (2, 3, 4, 5, 7)), rule
    if betting is Betting.LIMIT:
        return (card.is_joker or low_rank <= 7), "RRoP 11.i.3"
    return (card.is_joker or low_rank <= 5), "RRoP 11.iii.2.a"


def rule_on_deal(deal: DealFacts, house: HouseRules) -> DealRuling:
    """Misdeal or not, and what the dealer does, for errors in the initial deal."""
    why = Notes()
    v = deal.variant
    causes: list[MisdealCause] = []
    corrections: list[dict[str, Any]] = []
    dead: list[int] = []
    antes_back: list[int] = []
    action_begun = deal.acted >= ACTION_BEGINS_AFTER
    stud = v in STUD_GAMES
    game_rules = section_rules(v)
    name_en, name_es = GAME_NAMES[v].en, GAME_NAMES[v].es

    def cause(c: MisdealCause, en: str, es: str, *rules: str) -> None:
        causes.append(c)
        why.add(en, es, *rules, *game_rules)

    # Exposed cards.
    by_dealer = [e for e in deal.exposed if e.by_dealer]
    for e in deal.exposed:
        if not e.by_dealer:
            why.add(f"The card player {e.player} exposed himself plays; only the dealer's "
                    "mistakes are corrected.",
                    f"La carta que el jugador {e.player} expuso él mismo juega; solo se "
                    "corrigen los errores del crupier.", "RRoP 3.iv.12")
    late = False
    if by_dealer and action_begun:
        late = True
        why.add("Cards the dealer exposed in the deal are only reported now that action has "
                "begun: they play as dealt.",
                "Las cartas que el crupier expuso en el reparto se señalan cuando la acción ya "
                "empezó: juegan tal como se repartieron.", "RRoP 3.ii.1", *game_rules)
        if not stud and any(e.deal_index(deal.players) <= 2 for e in by_dealer):
            causes.append(MisdealCause.FIRST_OR_SECOND_CARD)
            why.cite("RRoP 3.ii.2.a")
        if not stud and len(by_dealer) >= 2:
            causes.append(MisdealCause.TWO_EXPOSED)
            why.cite("RRoP 3.ii.2.b")
    elif stud and by_dealer:
        if house.tournament:
            cause(MisdealCause.STUD_TOURNAMENT_DOWNCARD,
                  "In a tournament, a stud down card dealt face up in the starting hand is a "
                  "misdeal.",
                  "En torneo, una carta tapada del stud repartida boca arriba en la mano inicial "
                  "es un reparto erróneo.", "RRoP 15.32", "RRoP 8.1")
        else:
            per_player: dict[int, list[Exposure]] = {}
            for e in by_dealer:
                per_player.setdefault(e.player, []).append(e)
            for player, cards in sorted(per_player.items()):
                if len(cards) >= 2:
                    dead.append(player)
                    antes_back.append(player)
                    why.add(f"Both of player {player}'s down cards were dealt face up: his hand "
                            "is dead and his ante is returned.",
                            f"Las dos cartas tapadas del jugador {player} salieron boca arriba: "
                            "su mano está muerta y se le devuelve el ante.", "RRoP 8.1",
                            *game_rules)
                else:
                    corrections.append({"player": player, "action": "third_card_face_down"})
                    why.add(f"One of player {player}'s down cards was turned up: he plays it as "
                            "an up card and gets his third card face down.",
                            f"Una carta tapada del jugador {player} salió boca arriba: la juega "
                            "como carta abierta y recibe la tercera tapada.", "RRoP 8.1",
                            *game_rules)
                if any(e.low_card for e in cards):
                    why.add(f"The card turned up by mistake is the low card: the action starts "
                            f"with the player to the left of player {player}, who may fold, "
                            "open or complete to a full bet.",
                            f"La carta levantada por error es la más baja: la acción empieza por "
                            f"el jugador a la izquierda del jugador {player}, que puede "
                            "retirarse, abrir o completar a una apuesta entera.", "RRoP 8.1")
            why.add("In stud, each game's own procedure for an exposed card applies rather than "
                    "a new deal.",
                    "En stud se aplica el procedimiento propio del juego para la carta expuesta "
                    "en lugar de repartir de nuevo.", "RRoP 3.iv.12")
    elif by_dealer:
        early = [e for e in by_dealer if e.deal_index(deal.players) <= 2]
        if early:
            rules = ("RRoP 5.1",) if v in FLOP_GAMES else (
                ("RRoP 11.1.b",) if v in LOWBALL_GAMES else ())
            cause(MisdealCause.FIRST_OR_SECOND_CARD,
                  "The first or second card of the deal was exposed by the dealer.",
                  "El crupier expuso la primera o la segunda carta del reparto.",
                  "RRoP 3.ii.2.a", *rules)
        if len(by_dealer) >= 2:
            rules = ("RRoP 5.1",) if v in FLOP_GAMES else (
                ("RRoP 11.1.c",) if v in LOWBALL_GAMES else ())
            cause(MisdealCause.TWO_EXPOSED,
                  f"The dealer exposed {len(by_dealer)} cards; two or more is a misdeal.",
                  f"El crupier expuso {len(by_dealer)} cartas; dos o más es reparto erróneo.",
                  "RRoP 3.ii.2.b", *rules)
        if not early and len(by_dealer) == 1:
            e = by_dealer[0]
            card = e.card
            if v in FLOP_GAMES:
                corrections.append({"player": e.player, "action": "replace_after_deal",
                                    "card": card, "becomes": "burn_card"})
                why.add(f"A single exposed hole card (player {e.player}) does not stop the deal: "
                        "he may not keep it; once everyone has his cards the dealer gives him "
                        "the top card of the deck and the exposed card becomes the burn card.",
                        f"Una sola carta propia expuesta (jugador {e.player}) no detiene el "
                        "reparto: no puede conservarla; cuando todos tienen sus cartas el "
                        "crupier le da la carta de arriba del mazo y la expuesta pasa a ser la "
                        "carta quemada.", "RRoP 5.1", *game_rules)
            elif v in LOWBALL_GAMES:
                if card is None:
                    raise refuse(f"facts.exposed[{deal.exposed.index(e)}].card",
                                 "in lowball whether an exposed card is kept depends on the "
                                 "card; give it (for example '7h').",
                                 "en lowball que la carta expuesta se conserve depende de la "
                                 "carta; indíquela (por ejemplo '7h').")
                keep, rule = lowball_keeps_exposed(v, deal.betting, card)
                words = _card_words(card)
                if keep:
                    corrections.append({"player": e.player, "action": "keep", "card": card})
                    why.add(f"Before the draw, player {e.player} must keep {words.en} in "
                            f"{name_en} ({deal.betting.value.replace('_', ' ')}); he has no "
                            "choice.",
                            f"Antes del descarte, el jugador {e.player} debe quedarse {words.es} "
                            f"en {name_es}; no tiene opción.", rule, "RRoP 11.8", "RRoP 3.iv.13")
                else:
                    corrections.append({"player": e.player, "action": "replace_after_deal",
                                        "card": card, "becomes": "burn_card"})
                    why.add(f"Before the draw, {words.en} may not be kept in {name_en}: it is "
                            "replaced once the deal is complete, and it becomes the burn card.",
                            f"Antes del descarte, {words.es} no puede conservarse en {name_es}: "
                            "se reemplaza al terminar el reparto y pasa a ser la carta quemada.",
                            rule, "RRoP 11.i.3", "RRoP 11.8", "RRoP 3.iv.13")
            else:
                corrections.append({"player": e.player, "action": "keep", "card": card})
                why.add(f"In draw high a card exposed before the draw is kept by player "
                        f"{e.player}.",
                        f"En draw alto una carta expuesta antes del descarte la conserva el "
                        f"jugador {e.player}.", "RRoP 12.4", "RRoP 3.iv.13")

    # Extra and missing cards.
    if deal.extra_cards == 1 and action_begun:
        late = True
        why.add("An extra card found only after action has begun stays where it is: the hand "
                "holding it has the wrong number of cards and is dead.",
                "Una carta de más hallada cuando la acción ya empezó no se retira: la mano que "
                "la tiene tiene un número de cartas incorrecto y está muerta.", "RRoP 3.ii.1",
                "RRoP 3.iii.1.d")
    elif deal.extra_cards == 1:
        corrections.append({"action": "extra_card_to_deck_as_burn"})
        why.add("One extra card was dealt: it goes back to the deck and is used as the burn "
                "card.",
                "Se repartió una carta de más: vuelve al mazo y se usa como carta quemada.",
                "RRoP 3.iv.11", *(("RRoP 5.2",) if v in FLOP_GAMES else ()), *game_rules)
    elif deal.extra_cards >= 2:
        cause(MisdealCause.EXTRA_CARDS,
              f"{deal.extra_cards} extra cards were dealt into the starting hands.",
              f"Se repartieron {deal.extra_cards} cartas de más en las manos iniciales.",
              "RRoP 3.ii.2.d", *(("RRoP 5.2",) if v in FLOP_GAMES else
                                 ("RRoP 11.1.d",) if v in LOWBALL_GAMES else ()))
    for short in deal.short:
        last_in_deal = short.player == deal.players
        if v in LOWBALL_GAMES:
            if deal.acted == 0 or (last_in_deal and short.missing == 1):
                corrections.append({"player": short.player, "action": "complete_from_deck",
                                    "cards": short.missing})
                why.add(f"Player {short.player} is short {short.missing} card(s): in lowball he "
                        "gets them from the deck, the first player not having acted yet (the "
                        "button may always get his fifth card).",
                        f"Al jugador {short.player} le faltan {short.missing} carta(s): en "
                        "lowball las recibe del mazo porque el primer jugador aún no actuó (el "
                        "botón siempre puede recibir su quinta carta).", "RRoP 11.12",
                        "RRoP 11.1.e")
            else:
                corrections.append({"player": short.player, "action": "complete_at_draw",
                                    "cards": short.missing})
                why.add(f"Player {short.player} is short, but action has started: his hand is "
                        "live and he draws the missing cards at the draw.",
                        f"Al jugador {short.player} le faltan cartas, pero la acción empezó: su "
                        "mano está viva y recibe las que faltan en el descarte.", "RRoP 11.12",
                        "RRoP 3.iii.1.d")
        elif v is Variant.DRAW_HIGH and last_in_deal and short.missing == 1:
            corrections.append({"player": short.player, "action": "complete_from_deck",
                                "cards": 1})
            why.add("The button may receive his missing fifth card.",
                    "El botón puede recibir la quinta carta que le falta.", "RRoP 12.5")
        elif v is Variant.DRAW_HIGH and action_begun:
            corrections.append({"player": short.player, "action": "complete_at_draw",
                                "cards": short.missing})
            why.add(f"Player {short.player} is short, but action has begun: he draws the "
                    "missing cards at the draw.",
                    f"Al jugador {short.player} le faltan cartas, pero la acción empezó: las "
                    "recibe en el descarte.", "RRoP 12.5", "RRoP 3.iii.1.d")
        elif v not in DRAW_GAMES and last_in_deal and short.missing == 1 and not action_begun:
            corrections.append({"player": short.player, "action": "complete_from_deck",
                                "cards": 1})
            why.add(f"Player {short.player} is the last one dealt to and is one card short: the "
                    "top card reaches him in proper order, so the dealer gives it to him.",
                    f"El jugador {short.player} es el último en recibir y le falta una carta: "
                    "la de arriba le llega en su orden, así que el crupier se la da.",
                    "RRoP 3.ii.2.e")
        else:
            cause(MisdealCause.WRONG_NUMBER,
                  f"Player {short.player} was dealt {short.missing} card(s) too few.",
                  f"Al jugador {short.player} se le repartieron {short.missing} carta(s) de "
                  "menos.", "RRoP 3.ii.2.e", *(("RRoP 12.5",) if v is Variant.DRAW_HIGH
                                               else ()))

    # Boxed cards and dealing errors.
    if deal.boxed_cards == 1:
        corrections.append({"action": "boxed_card_replaced"})
        why.add("One card face up in the deck is treated as a scrap of paper and replaced by the "
                "next card.",
                "Una carta boca arriba en el mazo se trata como un papel sin valor y se "
                "reemplaza por la siguiente.", "RRoP 3.iv.7")
    elif deal.boxed_cards >= 2:
        cause(MisdealCause.BOXED, f"{deal.boxed_cards} cards were boxed (face up in the deck).",
              f"Había {deal.boxed_cards} cartas dadas vuelta en el mazo.", "RRoP 3.ii.2.c")
    if deal.out_of_sequence:
        cause(MisdealCause.OUT_OF_SEQUENCE, "Cards were dealt out of the proper sequence.",
              "Se repartieron cartas fuera de su orden.", "RRoP 3.ii.2.f",
              *(("RRoP 11.1.h",) if v in LOWBALL_GAMES else ()))
    if deal.button_out_of_position:
        cause(MisdealCause.BUTTON, "The button was out of position.",
              "El botón estaba mal colocado.", "RRoP 3.ii.2.g",
              *(("RRoP 11.1.f",) if v in LOWBALL_GAMES else ()))
    if deal.first_card_wrong_seat:
        cause(MisdealCause.FIRST_CARD_WRONG_SEAT, "The first card went to the wrong seat.",
              "La primera carta fue al asiento equivocado.", "RRoP 3.ii.2.h",
              *(("RRoP 11.1.g",) if v in LOWBALL_GAMES else ()))
    if deal.dealt_to_empty_seat:
        cause(MisdealCause.EMPTY_SEAT, "Cards were dealt to an empty seat.",
              "Se repartieron cartas a un asiento vacío.", "RRoP 3.ii.2.i",
              *(("RRoP 11.1.i",) if v in LOWBALL_GAMES else ()))
    if deal.dealt_to_ineligible_player:
        cause(MisdealCause.INELIGIBLE, "Cards were dealt to a player not entitled to a hand.",
              "Se repartieron cartas a un jugador sin derecho a mano.", "RRoP 3.ii.2.i",
              *(("RRoP 11.1.i",) if v in LOWBALL_GAMES else ()))
    if deal.player_missed:
        if deal.missed_player_entitled:
            cause(MisdealCause.PLAYER_MISSED,
                  "A player entitled to a hand (present, or with his blind or ante posted) "
                  "was not dealt in.",
                  "No se repartió a un jugador con derecho a mano (presente, o con su ciega o "
                  "ante puestos).", "RRoP 3.ii.2.j",
                  *(("RRoP 11.1.j",) if v in LOWBALL_GAMES else ()))
        else:
            why.add("The player left out was neither at the table nor had posted: he had no "
                    "right to a hand, so the deal stands.",
                    "El jugador omitido no estaba en la mesa ni había puesto nada: no tenía "
                    "derecho a mano, así que el reparto sigue.", "RRoP 3.ii.2.j")

    if (causes or late) and action_begun:
        why.add("But action has begun (two players have acted after the blinds or the forced "
                "bet): no misdeal can be called now. The hand is played, and nobody whose hand "
                "is fouled gets his money back.",
                "Pero la acción ya empezó (dos jugadores actuaron después de las ciegas o de la "
                "apuesta forzada): ya no puede declararse reparto erróneo. La mano se juega y a "
                "nadie con la mano estropeada se le devuelve su dinero.", "RRoP 3.ii.1")
        if MisdealCause.BUTTON in causes:
            why.add("The button is put right for the next hand so that everyone gets each "
                    "position in the round, if possible.",
                    "El botón se corrige para la mano siguiente de modo que cada jugador tenga "
                    "todas las posiciones de la vuelta, si se puede.", "RRoP 3.iv.1")
        if MisdealCause.EXTRA_CARDS in causes or MisdealCause.WRONG_NUMBER in causes:
            why.add("A hand with the wrong number of cards is dead.",
                    "Una mano con un número de cartas incorrecto está muerta.", "RRoP 3.iii.1.d")
        next_step = "play_on"
        misdeal = False
    elif causes:
        why.add("The dealer gathers every card, reshuffles, cuts and deals again.",
                "El crupier recoge todas las cartas, vuelve a barajar, corta y reparte de nuevo.",
                "RRoP 3.ii.2", *(("RRoP 5.1",) if v in FLOP_GAMES else ()))
        next_step = "reshuffle_and_redeal"
        misdeal = True
    else:
        if not why.reasons:
            why.add("Nothing reported is a dealing error that needs a remedy.",
                    "Nada de lo indicado es un error de reparto que requiera remedio.",
                    "RRoP 3.ii.2")
        next_step = "continue_with_corrections" if corrections or dead else "continue"
        misdeal = False
    if action_begun and not causes:
        why.cite("RRoP 3.ii.1")
    return DealRuling(misdeal, action_begun, tuple(causes), tuple(corrections), tuple(dead),
                      tuple(antes_back), next_step, tuple(why.reasons), tuple(why.rules))


def read_deal(facts: Facts, house: HouseRules) -> DealFacts:
    variant, betting = read_game(facts)
    players, acted = read_players_and_acted(facts)
    joker = joker_in_deck(facts, variant)
    max_card = 2 if variant in STUD_GAMES else hole_cards_dealt(variant)
    seen: set[Card] = set()
    exposures: list[Exposure] = []
    for entry in facts.children("exposed", []):
        player = entry.integer("player", low=1, high=players)
        number = entry.integer("card_number", low=1, high=hole_cards_dealt(variant))
        if variant in STUD_GAMES and number > max_card:
            raise refuse(entry.where("card_number"),
                         "the third card in stud is dealt face up anyway; only the first two "
                         "are down cards.",
                         "la tercera carta del stud se reparte boca arriba de todos modos; solo "
                         "las dos primeras van tapadas.")
        card: Card | None = None
        if entry.has("card"):
            card = parse_card(one_card(entry.raw("card")), entry.where("card"))
            if card.is_joker and not joker:
                raise refuse(entry.where("card"), "this game is played without a joker.",
                             "este juego se juega sin joker.")
            if card in seen:
                raise refuse(entry.where("card"),
                             f"{card} appears twice; one deck holds each card once.",
                             f"{card} aparece dos veces; un mazo tiene cada carta una sola vez.")
            seen.add(card)
        if any(e.player == player and e.card_number == number for e in exposures):
            raise refuse(entry.where("card_number"),
                         f"player {player}'s card {number} is listed twice.",
                         f"la carta {number} del jugador {player} aparece dos veces.")
        by = entry.choice("by", ["dealer", "player"], "dealer")
        off_table = entry.flag("off_table")
        exposures.append(Exposure(player, number, card, by == "dealer" or off_table,
                                  entry.flag("low_card")))
    shorts: list[ShortHand] = []
    for entry in facts.children("short", []):
        player = entry.integer("player", low=1, high=players)
        if any(s.player == player for s in shorts):
            raise refuse(entry.where("player"), f"player {player} is listed twice.",
                         f"el jugador {player} aparece dos veces.")
        shorts.append(ShortHand(player, entry.integer("missing", low=1,
                                                      high=hole_cards_dealt(variant))))
    button = facts.flag("button_out_of_position")
    if button and variant in STUD_GAMES:
        raise refuse(facts.where("button_out_of_position"), "stud is dealt without a button.",
                     "el stud se reparte sin botón.")
    return DealFacts(
        variant=variant,
        betting=betting,
        players=players,
        acted=acted,
        exposed=tuple(exposures),
        extra_cards=facts.integer("extra_cards", 0, low=0),
        short=tuple(shorts),
        boxed_cards=facts.integer("boxed_cards", 0, low=0),
        out_of_sequence=facts.flag("out_of_sequence"),
        button_out_of_position=button,
        first_card_wrong_seat=facts.flag("first_card_wrong_seat"),
        dealt_to_empty_seat=facts.flag("dealt_to_empty_seat"),
        dealt_to_ineligible_player=facts.flag("dealt_to_ineligible_player"),
        player_missed=facts.flag("player_missed"),
        missed_player_entitled=facts.flag("missed_player_entitled", True),
    )


@scenario("misdeal")
def decide_misdeal(facts: Facts, house: HouseRules) -> Ruling:
    """Errors in the initial deal: misdeal or not, and the dealer's next step."""
    deal = read_deal(facts, house)
    result = rule_on_deal(deal, house)
    if result.misdeal:
        decision = "misdeal"
        summary = Text("Misdeal: the cards are reshuffled and dealt again.",
                       "Reparto erróneo: se vuelven a barajar las cartas y se reparte de nuevo.")
    elif result.next_step == "play_on":
        decision = "no_misdeal_action_begun"
        summary = Text("Too late for a misdeal: action has begun, so the hand is played as "
                       "dealt.",
                       "Demasiado tarde para un reparto erróneo: la acción ya empezó, así que la "
                       "mano se juega tal como se repartió.")
    elif result.dead_hands:
        decision = "dead_hand"
        summary = Text(f"No misdeal; the hand of player(s) {', '.join(map(str, result.dead_hands))}"
                       " is dead and the deal goes on.",
                       f"No hay reparto erróneo; la mano del/de los jugador(es) "
                       f"{', '.join(map(str, result.dead_hands))} está muerta y el reparto "
                       "sigue.")
    elif result.corrections:
        decision = "no_misdeal"
        summary = Text("No misdeal: the deal goes on with the corrections below.",
                       "No hay reparto erróneo: el reparto sigue con las correcciones indicadas.")
    else:
        decision = "no_misdeal"
        summary = Text("No misdeal: the deal goes on.", "No hay reparto erróneo: el reparto sigue.")
    numbers = {
        "misdeal": result.misdeal,
        "action_begun": result.action_begun,
        "causes": [c.value for c in result.causes],
        "corrections": list(result.corrections),
        "dead_hands": list(result.dead_hands),
        "antes_returned": list(result.antes_returned),
        "next_step": result.next_step,
    }
    return Ruling("misdeal", decision, summary, result.reasons, result.rules, numbers,
                  house.profile)


# --- exposed cards after the initial deal --------------------------------------------


@scenario("exposed_card")
def decide_exposed_card(facts: Facts, house: HouseRules) -> Ruling:
    """A card exposed after the initial deal: in the draw (lowball, draw high), or on
    seventh street in stud (RRoP 11.9, 11.iii.3, 12.8, 8.16, 8.17)."""
    variant, betting = read_game(facts)
    phase = facts.choice("phase", ["draw", "stud_last_card"])
    why = Notes()
    if phase == "draw":
        if variant not in DRAW_GAMES:
            raise refuse(facts.where("phase"), "only lowball and draw high have a draw.",
                         "solo el lowball y el draw alto tienen descarte.")
        by = facts.choice("by", ["dealer", "player"], "dealer")
        if by == "player":
            why.add("A card a player exposes himself plays.",
                    "La carta que un jugador expone él mismo juega.", "RRoP 3.iv.12")
            return Ruling("exposed_card", "card_plays",
                          Text("The card plays: the player exposed it himself.",
                               "La carta juega: la expuso el propio jugador."),
                          tuple(why.reasons), tuple(why.rules), {"replace": False},
                          house.profile)
        rule = "RRoP 12.8" if variant is Variant.DRAW_HIGH else "RRoP 11.9"
        why.add("A card exposed by the dealer in the draw may not be taken: the draw is "
                "completed for every player in turn, then that card is replaced.",
                "Una carta expuesta por el crupier en el descarte no puede tomarse: se completa "
                "el descarte de cada jugador en orden y después se reemplaza esa carta.", rule)
        if variant in LOWBALL_GAMES and betting is not Betting.LIMIT:
            why.cite("RRoP 11.iii.3")
        return Ruling("exposed_card", "replace_after_draw",
                      Text("The exposed card is replaced once every player has drawn.",
                           "La carta expuesta se reemplaza cuando todos han hecho su descarte."),
                      tuple(why.reasons), tuple(why.rules),
                      {"replace": True, "when": "after_the_draw"}, house.profile)

    if variant not in STUD_GAMES:
        raise refuse(facts.where("phase"), "stud_last_card is for the stud games.",
                     "stud_last_card es para los juegos de stud.")
    chain = section_rules(variant)
    if facts.flag("all_in"):
        why.add("A player who is all in gets his down cards face down, but a last card dealt "
                "to him face up stays; the others get their normal card.",
                "Al jugador all-in se le reparten tapadas, pero si su última carta sale boca "
                "arriba se queda; los demás reciben su carta normal.", "RRoP 8.16", *chain)
        return Ruling("exposed_card", "card_stays",
                      Text("The all-in player keeps his face-up last card; the others are dealt "
                           "normally.",
                           "El jugador all-in se queda su última carta boca arriba; a los demás "
                           "se les reparte con normalidad."),
                      tuple(why.reasons), tuple(why.rules),
                      {"others_face_down": True, "may_declare_all_in": False}, house.profile)
    remaining = facts.integer("remaining", low=2, high=MAX_PLAYERS)
    face_up = facts.integer("face_up_player", low=1, high=remaining)
    numbers: dict[str, Any] = {"remaining": remaining, "face_up_player": face_up}
    why.add("With a last card face up, the high hand showing (all up cards counted) starts "
            "the betting.",
            "Con una última carta boca arriba, empieza a apostar la mano más alta a la vista "
            "(contando todas las cartas abiertas).", "RRoP 8.17", *chain)
    if remaining > 2 or face_up == 2:
        sub = "RRoP 8.17.a" if remaining > 2 else "RRoP 8.17.b"
        why.add(f"Player {face_up} keeps the face-up card and may declare himself all in before "
                "the betting starts: he puts in no more chips and later bets go to a side pot. "
                "The others get their last card face down.",
                f"El jugador {face_up} conserva la carta abierta y puede declararse all-in antes "
                "de que empiecen las apuestas: no pone más fichas y las apuestas siguientes van "
                "a un bote aparte. Los demás reciben su última carta tapada.", sub)
        numbers.update(others_face_down=True, may_declare_all_in=face_up)
        return Ruling("exposed_card", "may_declare_all_in",
                      Text(f"Player {face_up} keeps the card and may declare himself all in "
                           "before the betting; the others get their last card face down.",
                           f"El jugador {face_up} conserva la carta y puede declararse all-in "
                           "antes de apostar; los demás reciben la última carta tapada."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    why.add("Heads-up, when the first player's last card is dealt face up, the second "
            "player's is dealt face up too, and the betting is normal.",
            "En el mano a mano, si la última carta del primer jugador sale boca arriba, la del "
            "segundo también se da boca arriba y se apuesta con normalidad.", "RRoP 8.17.b")
    numbers.update(others_face_down=False, may_declare_all_in=None)
    return Ruling("exposed_card", "both_face_up",
                  Text("The second player's last card is also dealt face up; betting is normal.",
                       "La última carta del segundo jugador también se da boca arriba; se apuesta "
                       "con normalidad."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


# --- premature cards -----------------------------------------------------------------


BOARD_STREETS = ("flop", "turn", "river")
STUD_STREETS = ("fourth", "fifth", "sixth", "seventh")


@scenario("premature_card")
def decide_premature_card(facts: Facts, house: HouseRules) -> Ruling:
    """Cards dealt before the betting round was over (RRoP 3.iv.15, 5.3, 5.5, 5.7-8,
    16.4; stud 8.14)."""
    variant, _ = read_game(facts)
    why = Notes()
    chain = section_rules(variant)
    why.add("Cards dealt before the betting is complete do not play, even if every player "
            "still to act folds; nobody may choose to take or refuse them.",
            "Las cartas repartidas antes de terminar las apuestas no juegan, aunque todos los "
            "que faltan por hablar se retiren; nadie puede elegir aceptarlas o rechazarlas.",
            "RRoP 3.iv.15")
    if variant in FLOP_GAMES:
        street = facts.choice("street", BOARD_STREETS)
        too_many = facts.flag("too_many_cards")
        burn = house.burn_before_reshuffled_card
        why.cite("RRoP 5.5", *chain)
        burn_en = "burns a card and deals" if burn else "deals, without burning,"
        burn_es = "quema una carta y reparte" if burn else "reparte, sin quemar,"
        if burn:
            why.add("House rule: a card is burned before the replacement card.",
                    "Regla de la casa: se quema una carta antes de la carta de reemplazo.",
                    "RRoP 16.4")
        numbers: dict[str, Any] = {"street": street, "burn_before_new_card": burn}
        if street == "flop" or too_many:
            if too_many:
                if street != "flop":
                    raise refuse(facts.where("too_many_cards"),
                                 "only the flop is dealt as several cards at once.",
                                 "solo el flop se reparte con varias cartas a la vez.")
                why.add("A flop with too many cards is dealt again, even if the extra card "
                        "could be identified.",
                        "Un flop con cartas de más se vuelve a repartir, aunque se sepa cuál "
                        "sobraba.", "RRoP 5.3")
            why.add(f"The flop cards go back into the rest of the deck; the burn card stays on "
                    f"the table; the dealer shuffles, cuts and {burn_en} a new flop once the "
                    "betting is over.",
                    f"Las cartas del flop vuelven al resto del mazo; la quemada se queda en la "
                    f"mesa; el crupier baraja, corta y {burn_es} un flop nuevo cuando terminan "
                    "las apuestas.", "RRoP 5.7", "RRoP 16.4")
            numbers.update(reshuffle=True, set_aside=False)
            return Ruling("premature_card", "redeal_flop",
                          Text("The flop is taken back, shuffled into the deck, and dealt again "
                               "after the betting.",
                               "El flop se recoge, se baraja con el mazo y se vuelve a repartir "
                               "tras las apuestas."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        if street == "turn":
            why.add("The early turn card is set aside for this round and the betting is "
                    "completed; the dealer then burns and deals, as the turn, the card that "
                    "would have been the river.",
                    "El turn adelantado se aparta en esta vuelta y se completan las apuestas; "
                    "luego el crupier quema y da como turn la carta que habría sido el river.",
                    "RRoP 5.8", "RRoP 16.4")
            why.add(f"After that round, the rest of the deck and the set-aside card (not the "
                    f"burn cards or discards) are shuffled and cut, and the dealer {burn_en} "
                    "the river.",
                    f"Tras esa vuelta se barajan el resto del mazo y la carta apartada (sin las "
                    f"quemadas ni los descartes), se corta y el crupier {burn_es} el river.",
                    "RRoP 5.8")
            numbers.update(reshuffle=True, set_aside=True, reshuffle_before="river")
            return Ruling("premature_card", "set_aside_turn",
                          Text("The early turn is set aside; the next card becomes the turn and "
                               "the river comes from a reshuffled deck.",
                               "El turn adelantado se aparta; la carta siguiente será el turn y "
                               "el river saldrá de un mazo rebarajado."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add(f"Once the betting is over, the deck is reshuffled with the early river card "
                f"(not the burn cards or discards), cut, and the dealer {burn_en} the river.",
                f"Al terminar las apuestas se rebaraja el mazo con el river adelantado (sin las "
                f"quemadas ni los descartes), se corta y el crupier {burn_es} el river.",
                "RRoP 5.8")
        numbers.update(reshuffle=True, set_aside=False, reshuffle_before="river")
        return Ruling("premature_card", "reshuffle_river",
                      Text("The early river is shuffled back into the deck and a new river is "
                           "dealt after the betting.",
                           "El river adelantado se rebaraja con el mazo y se da un river nuevo "
                           "tras las apuestas."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if variant in STUD_GAMES:
        street = facts.choice("street", STUD_STREETS)
        early = facts.integer("premature_cards", low=1, high=MAX_PLAYERS)
        active = facts.integer("active_after_betting", low=1, high=MAX_PLAYERS)
        numbers = {"street": street, "removed_now": early, "removed_after_betting": active,
                   "total_removed": early + active}
        why.cite(*chain)
        if street == "seventh" and facts.flag("seen_or_mixed"):
            why.add("The early card is the last down card and the player saw it or mixed it "
                    "with his cards: he keeps it, and on sixth street he may not bet or raise "
                    "because he already holds all seven cards.",
                    "La carta adelantada es la última tapada y el jugador la vio o la mezcló "
                    "con las suyas: se la queda, y en sexta calle no puede apostar ni subir "
                    "porque ya tiene las siete cartas.", "RRoP 8.14")
            return Ruling("premature_card", "player_keeps_card",
                          Text("He keeps the early seventh card and may only call or fold on "
                               "sixth street.",
                               "Se queda la séptima carta adelantada y en sexta calle solo puede "
                               "pagar o retirarse."),
                          tuple(why.reasons), tuple(why.rules),
                          {"street": street, "may_bet_or_raise": False}, house.profile)
        why.add(f"The {early} early card(s) are taken out of play; when the betting is over, "
                f"one more card for each of the {active} players still in the hand is also "
                "taken out; then the dealer burns and resumes the deal.",
                f"Las {early} carta(s) adelantada(s) se retiran del juego; al terminar las "
                f"apuestas se retira además una carta por cada uno de los {active} jugadores que "
                "siguen en la mano; luego el crupier quema y continúa el reparto.", "RRoP 8.14")
        why.add("The cards taken out are kept beside the dealer in case the deck runs short.",
                "Las cartas retiradas quedan junto al crupier por si el mazo no alcanza.",
                "RRoP 8.14", "RRoP 8.15")
        return Ruling("premature_card", "remove_cards",
                      Text(f"{early + active} cards in all come out of play ({early} now, "
                           f"{active} after the betting); then the dealer burns and goes on.",
                           f"Salen del juego {early + active} cartas en total ({early} ahora, "
                           f"{active} tras las apuestas); luego el crupier quema y sigue."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    why.add("The early draw cards are set aside; the draw resumes when the betting is over.",
            "Las cartas adelantadas del descarte se apartan; el descarte sigue al terminar las "
            "apuestas.", *chain)
    return Ruling("premature_card", "cards_do_not_play",
                  Text("The cards dealt too early do not play.",
                       "Las cartas repartidas antes de tiempo no juegan."),
                  tuple(why.reasons), tuple(why.rules), {"reshuffle": False}, house.profile)


# --- a stud deck that runs short ------------------------------------------------------


DECK_SIZE = 52
STUD_MAX_PLAYERS = 8
# Cards each player holds, and burn cards on the table, before a stud street is dealt.
HELD_BEFORE = {"fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6}
BURNS_BEFORE = {"fourth": 1, "fifth": 2, "sixth": 3, "seventh": 4}
STREET_NAMES_ES = {"fourth": "cuarta", "fifth": "quinta", "sixth": "sexta", "seventh": "séptima"}


@dataclass(frozen=True)
class ShortDeck:
    """How a stud street is dealt when the deck may not reach every player (RRoP 8.15).

    Attributes:
        enough: the deck holds a burn card and a card for each player: dealt as usual.
        common_card: even with the burn cards and the cards out of play there is not a
            fresh card for every player: one card face up in the centre plays for all.
        dealt_from_deck: players served from the deck before the reshuffle.
        first_burn: the dealer burns from the deck first (it has at least two cards).
        last_card_held: the deck's last card is kept back and goes into the reshuffle.
        reshuffled: cards shuffled and cut together (the last card, every burn card, the
            cards out of play); for a common card, the cards it is taken from when the
            deck alone cannot give a burn and a card (0 when it can).
        burn_again: the dealer burns from the reshuffled cards; he does not when that
            would leave a player without a fresh card.
        dealt_after_reshuffle: players served from the reshuffled cards.
    """

    enough: bool
    common_card: bool
    dealt_from_deck: int
    first_burn: bool
    last_card_held: bool
    reshuffled: int
    burn_again: bool
    dealt_after_reshuffle: int


def short_deck(players: int, deck: int, burns: int, out_of_play: int) -> ShortDeck:
    """The RRoP 8.15 procedure for ``players`` still to be dealt a card, with ``deck``
    cards in the stub (before this street's burn), ``burns`` burn cards on the table and
    ``out_of_play`` cards taken out under RRoP 8.14."""
    if deck >= players + 1:
        return ShortDeck(True, False, players, True, False, 0, False, 0)
    fresh = deck + burns + out_of_play
    if fresh < players:
        # The burn and the common card come from the deck when it has two cards left,
        # otherwise from everything left, shuffled and cut.
        two_left = deck >= 2
        return ShortDeck(False, True, 0, two_left, False, 0 if two_left else fresh, True, 0)
    first_burn = deck >= 2
    from_deck = max(deck - 2, 0)
    pile = min(deck, 1) + burns + int(first_burn) + out_of_play
    remaining = players - from_deck
    return ShortDeck(False, False, from_deck, first_burn, deck >= 1, pile, pile - 1 >= remaining,
                     remaining)


def _visible_order(variant: Variant, visible: dict[int, tuple[Card, ...]]) -> int:
    """The seat whose showing cards lead the betting: the best high hand (the best low in
    razz), ties to the player dealt first. Five showing cards are ranked as a poker hand;
    fewer, as stud boards are (pairs and trips, no straights or flushes)."""
    if all(len(cards) == 5 for cards in visible.values()):
        value = low_a5_value if variant is Variant.RAZZ else high_value
        return best_of({seat: value(cards) for seat, cards in visible.items()})[0]
    return first_to_act(variant, list(visible), button=None, up=visible)


@scenario("not_enough_cards")
def decide_not_enough_cards(facts: Facts, house: HouseRules) -> Ruling:
    """A stud deck that may not reach every player on a street: deal to the last card,
    reshuffle it with the burn cards, burn again or not, or use a common card
    (RRoP 8.15)."""
    variant, _ = read_game(facts)
    if variant not in STUD_GAMES:
        raise refuse(facts.where("game"),
                     "running out of cards is ruled for the stud games (RRoP 8.15); flop and "
                     "draw games never need more than one deck.",
                     "quedarse sin cartas se resuelve para los juegos de stud (RRoP 8.15); los "
                     "juegos con flop y de descarte nunca necesitan más de un mazo.")
    street = facts.choice("street", STUD_STREETS, "seventh")
    players = facts.integer("players_to_deal", low=MIN_PLAYERS, high=STUD_MAX_PLAYERS)
    deck = facts.integer("deck", low=0, high=DECK_SIZE)
    burns = facts.integer("burn_cards", BURNS_BEFORE[street], low=0, high=DECK_SIZE)
    out = facts.integer("out_of_play", 0, low=0, high=DECK_SIZE)
    held = HELD_BEFORE[street]
    total = deck + burns + out + players * held
    if total > DECK_SIZE:
        raise refuse(facts.where("deck"),
                     f"{deck} in the deck, {burns} burned, {out} out of play and {players} x "
                     f"{held} in the players' hands make {total}, more than the {DECK_SIZE} "
                     "cards of a deck; count again.",
                     f"{deck} en el mazo, {burns} quemadas, {out} fuera de juego y {players} x "
                     f"{held} en las manos suman {total}, más que las {DECK_SIZE} cartas de un "
                     "mazo; vuelva a contar.")
    seen: set[Card] = set()
    visible: dict[int, tuple[Card, ...]] = {}
    if facts.has("players"):
        entries = facts.children("players")
        if len(entries) != players:
            raise refuse(facts.where("players"),
                         f"list the {players} players still to be dealt, each once.",
                         f"indique los {players} jugadores que faltan por servir, una vez cada "
                         "uno.")
        for entry in entries:
            seat = entry.integer("seat", low=1, high=MAX_PLAYERS)
            if seat in visible:
                raise refuse(entry.where("seat"), f"seat {seat} is listed twice.",
                             f"el asiento {seat} aparece dos veces.")
            up = entry.cards("up", seen=seen)
            if len(up) != held - 2:
                raise refuse(entry.where("up"),
                             f"before {street} street each player shows {held - 2} up card(s).",
                             f"antes de {STREET_NAMES_ES[street]} calle cada jugador muestra "
                             f"{held - 2} carta(s) abierta(s).")
            visible[seat] = up
    plan = short_deck(players, deck, burns, out)
    fresh = deck + burns + out
    numbers: dict[str, Any] = {"street": street, "players_to_deal": players, "deck": deck,
                               "burn_cards": burns, "out_of_play": out, "fresh_cards": fresh}
    why = Notes()
    chain = section_rules(variant)
    common: Card | None = None
    if facts.has("common_card"):
        if not plan.common_card:
            raise refuse(facts.where("common_card"),
                         f"no common card is used: the {fresh} fresh cards reach all {players} "
                         "players.",
                         f"no se usa carta común: las {fresh} cartas nuevas alcanzan para los "
                         f"{players} jugadores.")
        common = parse_card(facts.raw("common_card"), facts.where("common_card"))
        if common.is_joker:
            raise refuse(facts.where("common_card"), "stud is played without a joker.",
                         "el stud se juega sin joker.")
        if common in seen:
            raise refuse(facts.where("common_card"),
                         f"{common} is already showing in a player's hand.",
                         f"{common} ya está a la vista en la mano de un jugador.")

    def ruling(decision: str, en: str, es: str) -> Ruling:
        return Ruling("not_enough_cards", decision, Text(en, es), tuple(why.reasons),
                      tuple(why.rules), numbers, house.profile)

    if plan.enough:
        why.add(f"The deck holds {deck} cards: a burn card and one for each of the {players} "
                "players, so the street is dealt as usual.",
                f"El mazo tiene {deck} cartas: una para quemar y una para cada uno de los "
                f"{players} jugadores, así que la calle se reparte como siempre.", "RRoP 8.15",
                *chain)
        numbers["short"] = False
        return ruling("enough_cards", "There are enough cards: deal as usual.",
                      "Hay cartas suficientes: se reparte como siempre.")
    numbers["short"] = True
    if plan.common_card:
        if fresh < 2:
            raise refuse(facts.where("burn_cards"),
                         "a common card needs two cards, one to burn and one to turn up; count "
                         "the burn cards again.",
                         "una carta común necesita dos cartas, una para quemar y otra para "
                         "abrir; vuelva a contar las quemadas.")
        why.add(f"Even with the burn cards and the cards out of play there are {fresh} fresh "
                f"cards for {players} players: not everyone can have his own card.",
                f"Aun sumando las quemadas y las cartas fuera de juego hay {fresh} cartas "
                f"nuevas para {players} jugadores: no alcanzan para que cada uno tenga la "
                "suya.", "RRoP 8.15", *chain)
        if plan.first_burn:
            source_en, source_es = "from the deck", "del mazo"
        else:
            parts_en, parts_es = _gathered(deck, burns, out)
            source_en = f"from {parts_en} ({plan.reshuffled} cards), shuffled and cut"
            source_es = f"de {parts_es} ({plan.reshuffled} cartas), barajadas y cortadas"
        why.add(f"The dealer tells the table a common card will be used, burns, and turns one "
                f"card face up in the centre {source_en}; it plays in every player's hand.",
                f"El crupier anuncia a la mesa que se usará una carta común, quema y pone una "
                f"carta boca arriba en el centro {source_es}; forma parte de la mano de todos.",
                "RRoP 8.15", "RRoP G.common-card")
        lead_en = "lowest" if variant is Variant.RAZZ else "highest"
        lead_es = "más baja" if variant is Variant.RAZZ else "más alta"
        round_en = "the last round" if street == "seventh" else "the betting on this street"
        round_es = "la última ronda" if street == "seventh" else "las apuestas de esta calle"
        starts: int | None = None
        if visible and common is not None:
            starts = _visible_order(variant, {s: (*up, common) for s, up in visible.items()})
            why.add(f"With the common card {common}, seat {starts} has the {lead_en} hand "
                    f"showing ({' '.join(map(str, visible[starts]))} {common}) and starts "
                    f"{round_en}.",
                    f"Con la carta común {common}, el asiento {starts} tiene la mano {lead_es} "
                    f"a la vista ({' '.join(map(str, visible[starts]))} {common}) y abre "
                    f"{round_es}.", "RRoP 8.15", *first_to_act_rules(variant))
        else:
            why.add(f"The player with the {lead_en} hand showing, counting the common card, "
                    f"starts {round_en}; give the up cards and the common card to name him.",
                    f"Abre {round_es} el jugador con la mano {lead_es} a la vista contando la "
                    "carta común; indique las cartas abiertas y la carta común para "
                    "nombrarlo.", "RRoP 8.15", *first_to_act_rules(variant))
        numbers.update(common_from="deck" if plan.first_burn else "reshuffled",
                       reshuffled=plan.reshuffled,
                       common_card=None if common is None else str(common), starts=starts)
        summary_en = "Common card: burn and turn one card face up for everyone"
        summary_es = "Carta común: se quema y se abre una carta en el centro para todos"
        if starts is not None:
            summary_en += f"; seat {starts} starts {round_en}"
            summary_es += f"; el asiento {starts} abre {round_es}"
        return ruling("common_card", summary_en + ".", summary_es + ".")

    holds_en = "is empty" if not deck else _n(deck, "holds one card", f"holds {deck} cards")
    holds_es = "está vacío" if not deck else _n(deck, "tiene una carta", f"tiene {deck} cartas")
    why.add(f"The deck {holds_en}, short of the {players + 1} needed to burn one and give one "
            f"to each of the {players} players.",
            f"El mazo {holds_es}, menos de las {players + 1} necesarias para quemar una y dar "
            f"una a cada uno de los {players} jugadores.", "RRoP 8.15", *chain)
    if plan.first_burn:
        served = plan.dealt_from_deck
        why.add("The dealer burns and deals until one card is left: "
                + _n(served, "one player gets", f"{served} players get")
                + " a card from the deck, and its last card is held back.",
                "El crupier quema y reparte hasta que queda una carta: "
                + _n(served, "un jugador recibe", f"{served} jugadores reciben")
                + " carta del mazo, y la última se guarda.", "RRoP 8.15")
    elif plan.last_card_held:
        why.add("The deck's only card is its last card: it is held back and nobody is served "
                "from the deck.",
                "La única carta del mazo es la última: se guarda y nadie recibe carta del "
                "mazo.", "RRoP 8.15")
    gathered_en, gathered_es = _gathered(int(plan.last_card_held),
                                         burns + int(plan.first_burn), out, last=True)
    why.add(f"The dealer shuffles and cuts {gathered_en} together: {plan.reshuffled} cards.",
            f"El crupier baraja y corta juntas {gathered_es}: {plan.reshuffled} cartas.",
            "RRoP 8.15", *(("RRoP 8.14",) if out else ()))
    left = plan.dealt_after_reshuffle
    players_en = _n(left, "the one player", f"the {left} players")
    players_es = _n(left, "el único jugador", f"los {left} jugadores")
    if plan.burn_again:
        why.add(f"{plan.reshuffled} cards are enough to burn one and still serve {players_en} "
                "left, so the dealer burns again.",
                f"{plan.reshuffled} cartas alcanzan para quemar una y servir a {players_es} que "
                "faltan, así que el crupier vuelve a quemar.", "RRoP 8.15")
    else:
        why.add(f"Burning would leave {plan.reshuffled - 1} cards for {players_en} left, so "
                "the dealer does not burn: every player gets a fresh card.",
                f"Quemar dejaría {plan.reshuffled - 1} cartas para {players_es} que faltan, así "
                "que el crupier no quema: cada jugador recibe una carta nueva.", "RRoP 8.15")
    face_down = street == "seventh"
    if face_down:
        why.add("Those cards are dealt face down, like any seventh-street card.",
                "Esas cartas se reparten boca abajo, como toda carta de séptima calle.",
                "RRoP 8.15")
    numbers.update(dealt_from_deck=plan.dealt_from_deck, first_burn=plan.first_burn,
                   last_card_held=plan.last_card_held, reshuffled=plan.reshuffled,
                   burn_again=plan.burn_again, dealt_after_reshuffle=left, face_down=face_down)
    dealt = plan.dealt_from_deck
    if dealt:
        first_en = f"Deal {_n(dealt, 'one card', f'{dealt} cards')} from the deck, reshuffle"
        first_es = (f"Se {_n(dealt, 'da una carta', f'dan {dealt} cartas')} del mazo, se "
                    "rebarajan")
    else:
        first_en, first_es = "Reshuffle", "Se rebarajan"
    owed_en = _n(left, "the one card still owed", f"the {left} cards still owed")
    owed_es = _n(left, "la carta que falta", f"las {left} cartas que faltan")
    if plan.burn_again:
        then_en, then_es = f"burn, and deal {owed_en}", f"se quema y se dan {owed_es}"
    else:
        then_en, then_es = f"and deal {owed_en} without burning", f"y se dan sin quemar {owed_es}"
    return ruling("reshuffle_and_burn" if plan.burn_again else "reshuffle_no_burn",
                  f"{first_en} {gathered_en} ({plan.reshuffled} cards), {then_en}.",
                  f"{first_es} {gathered_es} ({plan.reshuffled} cartas), {then_es}.")


def _gathered(deck: int, burns: int, out: int, *, last: bool = False) -> tuple[str, str]:
    """The cards brought together for a reshuffle, in words."""
    en: list[str] = []
    es: list[str] = []
    if deck:
        en.append("the deck's last card" if last else _n(deck, "the deck's only card",
                                                          f"the deck's {deck} cards"))
        es.append("la última carta del mazo" if last else _n(deck, "la única carta del mazo",
                                                             f"las {deck} cartas del mazo"))
    if burns:
        en.append(_n(burns, "the burn card", f"the {burns} burn cards"))
        es.append(_n(burns, "la carta quemada", f"las {burns} cartas quemadas"))
    if out:
        en.append(_n(out, "the card out of play", f"the {out} cards out of play"))
        es.append(_n(out, "la carta fuera de juego", f"las {out} cartas fuera de juego"))

    def joined(words: list[str], conjunction: str) -> str:
        return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {conjunction} {words[-1]}"

    return joined(en, "and"), joined(es, "y")


def _n(count: int, one: str, many: str) -> str:
    return one if count == 1 else many


# --- burn errors ---------------------------------------------------------------------


@scenario("burn_error")
def decide_burn_error(facts: Facts, house: HouseRules) -> Ruling:
    """No burn card, or two, before a street (RRoP 3.iv.16, 5.4, 5.6, 8.13)."""
    variant, _ = read_game(facts)
    error = facts.choice("error", ["no_burn", "two_burned"])
    why = Notes()
    chain = section_rules(variant)
    two = error == "two_burned"
    numbers: dict[str, Any] = {"error": error}

    def later_cards() -> None:
        if two:
            why.add("Later cards must be those that would have come without the error: one of "
                    "the two burned cards goes back on top of the deck and is the next burn "
                    "card.",
                    "Las cartas siguientes deben ser las que habrían salido sin el error: una de "
                    "las dos quemadas vuelve arriba del mazo y será la próxima carta quemada.",
                    "RRoP 3.iv.16", "RRoP 5.6")
            numbers.update(extra_burn_back_on_deck=True, burn_next_street=0)
        else:
            why.add("Later cards must be those that would have come without the error: the "
                    "dealer burns two cards before the next street.",
                    "Las cartas siguientes deben ser las que habrían salido sin el error: el "
                    "crupier quema dos cartas antes de la calle siguiente.",
                    "RRoP 3.iv.16", "RRoP 5.6")
            numbers.update(extra_burn_back_on_deck=False, burn_next_street=2)

    if variant in STUD_GAMES:
        street = facts.choice("street", STUD_STREETS)
        numbers["street"] = street
        why.cite(*chain)
        if street == "seventh" and facts.flag("seen_or_mixed"):
            why.add("The error reached the last down card and the player looked at it or mixed "
                    "it with his cards: he must accept it.",
                    "El error llegó a la última carta tapada y el jugador la miró o la mezcló "
                    "con las suyas: debe aceptarla.", "RRoP 8.13")
            return Ruling("burn_error", "card_stands",
                          Text("The player must accept his last card.",
                               "El jugador debe aceptar su última carta."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("The cards are put back in their proper places, as far as possible.",
                "Las cartas se devuelven a sus posiciones correctas, en la medida de lo posible.",
                "RRoP 8.13")
        return Ruling("burn_error", "correct_now",
                      Text("The dealer puts the cards where they belong.",
                           "El crupier coloca las cartas donde corresponden."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if variant not in FLOP_GAMES:
        raise refuse(facts.where("game"),
                     "burn errors are ruled here for board games and stud.",
                     "los errores de carta quemada se resuelven aquí para juegos con cartas "
                     "comunitarias y stud.")
    street = facts.choice("street", BOARD_STREETS)
    acted = facts.flag("action_on_street")
    numbers["street"] = street
    why.cite(*chain)
    if facts.flag("no_betting_all_in"):
        if facts.flag("pot_awarded"):
            why.add("Nobody could bet because a player was all in, and the pot has been "
                    "awarded: it is too late to correct.",
                    "Nadie podía apostar porque había un jugador all-in, y el bote ya se "
                    "adjudicó: es tarde para corregir.", "RRoP 5.6")
            return Ruling("burn_error", "card_stands",
                          Text("Too late: the pot has been awarded.",
                               "Demasiado tarde: el bote ya se adjudicó."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("With no betting because a player is all in, the error is corrected as long as "
                "the pot has not been awarded.",
                "Sin apuestas porque hay un jugador all-in, el error se corrige mientras el bote "
                "no se haya adjudicado.", "RRoP 5.6")
        acted = False
    if acted:
        why.add("A player has acted on the card, so it stays.",
                "Un jugador ya actuó sobre la carta, así que se queda.", "RRoP 5.6",
                "RRoP 3.iv.16")
        later_cards()
        return Ruling("burn_error", "card_stands",
                      Text("The card stands; the following cards are dealt as if there had "
                           "been no error.",
                           "La carta se queda; las siguientes se dan como si no hubiera habido "
                           "error."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if street == "flop" and facts.flag("board_exposed"):
        why.add("The flop is already face up, so it cannot simply be fixed: the deck is "
                "reshuffled and the flop dealt again (flop cards back into the deck, burn card "
                "left on the table, no burn before the new flop).",
                "El flop ya está a la vista, así que no basta con corregirlo: se rebaraja el "
                "mazo y se reparte de nuevo el flop (sus cartas vuelven al mazo, la quemada se "
                "queda en la mesa, sin quemar antes del flop nuevo).", "RRoP 5.4", "RRoP 5.7")
        numbers["reshuffle"] = True
        return Ruling("burn_error", "reshuffle",
                      Text("The flop cards were exposed: reshuffle and deal a new flop.",
                           "Las cartas del flop se vieron: se rebaraja y se da un flop nuevo."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if two:
        en = ("The card burned by mistake is the one that should have been dealt; the dealer "
              "puts each card where it would have gone without the error.")
        es = ("La carta quemada de más es la que debía repartirse; el crupier pone cada carta "
              "donde habría ido sin el error.")
    else:
        en = ("The first card off the deck should have been the burn card: it becomes the burn "
              "card and the following card is dealt in its place.")
        es = ("La primera carta del mazo debía ser la quemada: pasa a serlo y la siguiente se "
              "reparte en su lugar.")
    why.add("No action has been taken on the street, so the error is corrected now. " + en,
            "Nadie actuó todavía en esta calle, así que el error se corrige ahora. " + es,
            "RRoP 5.6", "RRoP 3.iv.16", *(("RRoP 5.4",) if street == "flop" else ()))
    numbers["reshuffle"] = False
    return Ruling("burn_error", "correct_now",
                  Text("Corrected now: the cards go where they would have gone without the "
                       "error.",
                       "Se corrige ahora: las cartas van donde habrían ido sin el error."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


# --- irregular decks -----------------------------------------------------------------


@scenario("irregular_deck")
def decide_irregular_deck(facts: Facts, house: HouseRules) -> Ruling:
    """A card with a different back, two identical cards, a joker where none is used,
    boxed cards, missing cards, a disturbed stub (RRoP 3.iv.3-10, 3.iv.17, 3.ii.2.c)."""
    variant, _ = read_game(facts)
    problem = facts.choice("problem", ["foreign_back", "duplicate_card", "joker", "boxed_card",
                                       "missing_cards", "stub_disturbed"])
    why = Notes()
    numbers: dict[str, Any] = {"problem": problem}

    def defective_deck_extras() -> None:
        if facts.flag("player_knew_and_bet"):
            why.add("A player who knew the deck was defective and bet aggressively instead of "
                    "saying so may lose his refund; his chips may stay in the pot for the next "
                    "deal, which only players of this deal may play.",
                    "Un jugador que sabía que el mazo era defectuoso y apostó agresivamente en "
                    "lugar de avisar puede perder su devolución; sus fichas pueden quedar en el "
                    "bote para el reparto siguiente, que solo pueden jugar los de este reparto.",
                    "RRoP 3.iv.5", "RRoP 3.iv.6")
            numbers["refund_may_be_forfeited"] = True

    if problem == "foreign_back":
        where = facts.choice("found_in", ["hand", "stub"])
        numbers["found_in"] = where
        if where == "stub":
            why.add("A card with a different back found in the undealt stub does not affect "
                    "the hand: the action stands.",
                    "Una carta de dorso distinto hallada en el resto del mazo no afecta a la "
                    "mano: la acción se mantiene.", "RRoP 3.iv.3")
            numbers.update(action_void=False, chips_returned=False)
            return Ruling("irregular_deck", "action_stands",
                          Text("The hand stands: the odd card was in the stub.",
                               "La mano sigue: la carta distinta estaba en el resto del mazo."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("A card with a different back appeared during the hand: all action is void and "
                "every bettor gets back what he put in the pot.",
                "Apareció una carta de dorso distinto durante la mano: toda la acción es nula y "
                "cada jugador recupera lo que puso en el bote.", "RRoP 3.iv.3")
        defective_deck_extras()
        numbers.update(action_void=True, chips_returned=True)
        return Ruling("irregular_deck", "action_void",
                      Text("All action is void and the chips go back to those who bet them.",
                           "Toda la acción es nula y las fichas vuelven a quienes las apostaron."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if problem == "duplicate_card":
        card = parse_card(one_card(facts.raw("card")), facts.where("card"))
        if card.is_joker:
            raise refuse(facts.where("card"), "two jokers are not two identical cards of a "
                         "rank and suit.", "dos jokers no son dos cartas iguales de valor y "
                         "palo.")
        numbers["card"] = card
        why.add(f"Two {card} were found: all action is void and every bettor gets his chips "
                "back.",
                f"Se encontraron dos {card}: toda la acción es nula y cada jugador recupera sus "
                "fichas.", "RRoP 3.iv.4")
        defective_deck_extras()
        numbers.update(action_void=True, chips_returned=True)
        return Ruling("irregular_deck", "action_void",
                      Text("All action is void and the chips go back to those who bet them.",
                           "Toda la acción es nula y las fichas vuelven a quienes las apostaron."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if problem == "joker":
        if joker_in_deck(facts, variant):
            raise refuse(facts.where("game"),
                         f"{GAME_NAMES[variant].en} here uses a joker; it is not an irregular "
                         "card (set deck_has_joker to false if this deck should have none).",
                         f"el {GAME_NAMES[variant].es} usa aquí un joker; no es una carta "
                         "irregular (ponga deck_has_joker en false si este mazo no debía "
                         "llevarlo).")
        acted = facts.flag("player_acted")
        why.add("A joker in a game that does not use one is a scrap of paper, and finding it "
                "is not a misdeal.",
                "Un joker en un juego que no lo usa es un papel sin valor, y encontrarlo no es "
                "reparto erróneo.", "RRoP 3.iv.8")
        numbers["misdeal"] = False
        if acted:
            why.add("The player acted on his hand without pointing out the joker: his hand is "
                    "dead (playing without looking at your cards is at your own risk).",
                    "El jugador actuó sobre su mano sin avisar del joker: su mano está muerta "
                    "(quien juega sin mirar sus cartas asume el riesgo).", "RRoP 3.iv.8",
                    "RRoP 3.iii.1.e", "RRoP 3.iv.9")
            numbers["hand_dead"] = True
            return Ruling("irregular_deck", "dead_hand",
                          Text("His hand is dead: he acted before pointing out the joker.",
                               "Su mano está muerta: actuó antes de avisar del joker."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("Found before the player acted, it is replaced like a boxed card: by the next "
                "card of the deck.",
                "Hallado antes de que el jugador actuara, se reemplaza como una carta dada "
                "vuelta: por la siguiente del mazo.", "RRoP 3.iv.7")
        numbers["hand_dead"] = False
        return Ruling("irregular_deck", "replace_card",
                      Text("The joker is replaced by the next card; the deal goes on.",
                           "El joker se reemplaza por la siguiente carta; el reparto sigue."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if problem == "boxed_card":
        count = facts.integer("count", 1, low=1)
        numbers["count"] = count
        if count >= 2 and facts.flag("initial_deal"):
            _, acted_count = read_players_and_acted(facts)
            if acted_count < ACTION_BEGINS_AFTER:
                why.add(f"{count} boxed cards in the initial deal, found before action began: a "
                        "misdeal.",
                        f"{count} cartas dadas vuelta en el reparto inicial, halladas antes de "
                        "empezar la acción: reparto erróneo.", "RRoP 3.ii.2.c", "RRoP 3.ii.1")
                numbers["misdeal"] = True
                return Ruling("irregular_deck", "misdeal",
                              Text("Misdeal: reshuffle and deal again.",
                                   "Reparto erróneo: se baraja y se reparte de nuevo."),
                              tuple(why.reasons), tuple(why.rules), numbers, house.profile)
            why.add("Action has already begun, so the boxed cards cannot cause a misdeal.",
                    "La acción ya empezó, así que las cartas dadas vuelta no causan reparto "
                    "erróneo.", "RRoP 3.ii.1")
        numbers["misdeal"] = False
        if facts.flag("next_card_dealt_and_mixed"):
            why.add("A boxed card is a scrap of paper; the next card has already gone face down "
                    "to another player and been mixed with his cards, so the boxed card is "
                    "replaced after everyone has his cards for this round.",
                    "Una carta dada vuelta es un papel sin valor; la siguiente ya fue tapada a "
                    "otro jugador y se mezcló con sus cartas, así que se reemplaza cuando todos "
                    "tienen sus cartas de esta vuelta.", "RRoP 3.iv.7")
            numbers["replace_when"] = "after_the_round"
        else:
            why.add("A boxed card is a scrap of paper: it is replaced by the card below it.",
                    "Una carta dada vuelta es un papel sin valor: la reemplaza la carta que "
                    "está debajo.", "RRoP 3.iv.7")
            numbers["replace_when"] = "at_once"
        return Ruling("irregular_deck", "replace_card",
                      Text("The boxed card is replaced; the deal goes on.",
                           "La carta dada vuelta se reemplaza; el reparto sigue."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if problem == "missing_cards":
        why.add("Cards missing from the deck do not change the result of the hand.",
                "Que falten cartas en el mazo no cambia el resultado de la mano.", "RRoP 3.iv.10")
        return Ruling("irregular_deck", "action_stands",
                      Text("The hand stands despite the missing cards.",
                           "La mano se mantiene pese a las cartas que faltan."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    why.add("The stub was disturbed (the dealer thought the deal was over): the deal is still "
            "played, with the deck put back together as well as possible.",
            "Se alteró el resto del mazo (el crupier creyó que el reparto había terminado): el "
            "reparto se juega igual, con el mazo rehecho lo mejor posible.", "RRoP 3.iv.17")
    return Ruling("irregular_deck", "action_stands",
                  Text("The deal is played out with the deck rebuilt as well as possible.",
                       "El reparto se juega con el mazo rehecho lo mejor posible."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


# --- dead hands ----------------------------------------------------------------------


DEAD_HAND_FACTS: Sequence[str] = (
    "folded_facing_bet", "threw_forward", "stud_upcards_handled", "wrong_number_of_cards",
    "acted_with_joker", "clock_expired", "mucked", "thrown_into_other_hand", "absent",
)


@scenario("dead_hand")
def decide_dead_hand(facts: Facts, house: HouseRules) -> Ruling:
    """Whether a hand is dead (RRoP 3.iii; stud 8.8, 8.10, 8.18; lowball 11.12; draw
    high 12.5; tournaments 15.13)."""
    variant, _ = read_game(facts)
    what = facts.choice("what", DEAD_HAND_FACTS)
    why = Notes()
    chain = section_rules(variant)
    numbers: dict[str, Any] = {"what": what}

    def ruling(dead: bool, decision: str, en: str, es: str) -> Ruling:
        numbers["hand_dead"] = dead
        return Ruling("dead_hand", decision, Text(en, es), tuple(why.reasons),
                      tuple(why.rules), numbers, house.profile)

    if what == "folded_facing_bet":
        why.add("Folding, or saying so, when facing a bet or raise kills the hand.",
                "Retirarse, o anunciarlo, frente a una apuesta o subida mata la mano.",
                "RRoP 3.iii.1.a")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "threw_forward":
        why.add("Throwing the hand forward so that another player acts after you kills it, even "
                "when not facing a bet.",
                "Tirar la mano hacia delante de modo que otro jugador actúe después mata la mano, "
                "aunque no haya apuesta.", "RRoP 3.iii.1.b")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "stud_upcards_handled":
        if variant not in STUD_GAMES:
            raise refuse(facts.where("what"), "only stud hands have up cards.",
                         "solo las manos de stud tienen cartas abiertas.")
        why.cite(*chain)
        if facts.flag("facing_bet", True):
            why.add("Facing a bet, picking up your up cards, turning them down or mixing them "
                    "with your down cards is a fold.",
                    "Frente a una apuesta, recoger las cartas abiertas, ponerlas boca abajo o "
                    "mezclarlas con las tapadas equivale a retirarse.", "RRoP 3.iii.1.c",
                    "RRoP 8.10")
            return ruling(True, "dead", "The hand is dead: it counts as a fold.",
                          "La mano está muerta: cuenta como retirada.")
        why.add("With the betting over, picking up the up cards has no effect; the hand is "
                "live until it is thrown away.",
                "Con las apuestas terminadas, recoger las cartas abiertas no tiene efecto; la "
                "mano sigue viva hasta que se tira.", "RRoP 8.10")
        return ruling(False, "live", "The hand is live.", "La mano está viva.")
    if what == "wrong_number_of_cards":
        return ruling(*_wrong_count(facts, variant, why, numbers))
    if what == "acted_with_joker":
        if joker_in_deck(facts, variant):
            raise refuse(facts.where("game"), "this game uses a joker.",
                         "este juego usa joker.")
        why.add("Acting on a hand holding a joker in a game without one kills it; not looking "
                "at your cards is at your own risk.",
                "Actuar con una mano que tiene un joker en un juego sin joker la mata; quien no "
                "mira sus cartas asume el riesgo.", "RRoP 3.iii.1.e", "RRoP 3.iv.8",
                "RRoP 3.iv.9")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "clock_expired":
        why.add("Running out of time in a game played on a clock kills the hand.",
                "Agotar el tiempo en un juego con reloj mata la mano.", "RRoP 3.iii.1.f")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "mucked":
        identifiable = facts.flag("clearly_identifiable")
        misinformed = facts.flag("discarded_on_wrong_information")
        why.add("Cards thrown into the discards may be ruled dead.",
                "Las cartas tiradas a los descartes pueden declararse muertas.", "RRoP 3.iii.2")
        if identifiable:
            why.add("This hand can be clearly identified, so the floor may retrieve it and keep "
                    "it live if that is best for the game"
                    + (", and should try especially hard because he threw it on wrong "
                       "information." if misinformed else "."),
                    "Esta mano se identifica con claridad, así que el encargado puede "
                    "recuperarla y mantenerla viva si es lo mejor para el juego"
                    + (", y debe esforzarse en especial porque la tiró por una información "
                       "errónea." if misinformed else "."), "RRoP 3.iii.2", "RRoP 2.i.1")
            numbers["retrievable"] = True
            return ruling(True, "dead_may_be_retrieved",
                          "The hand is dead unless the floor retrieves it, which it may do "
                          "because it is clearly identifiable.",
                          "La mano está muerta salvo que el encargado la recupere, lo que puede "
                          "hacer porque se identifica con claridad.")
        numbers["retrievable"] = False
        return ruling(True, "dead", "The hand is dead: it cannot be told apart in the discards.",
                      "La mano está muerta: no se puede distinguir en los descartes.")
    if what == "thrown_into_other_hand":
        why.add("Cards thrown into another player's hand are dead, face up or face down; the "
                "hand they landed on is not.",
                "Las cartas tiradas sobre la mano de otro jugador están muertas, boca arriba o "
                "boca abajo; la mano sobre la que cayeron no.", "RRoP 3.iii.3")
        return ruling(True, "thrower_dead", "The thrown cards are dead.",
                      "Las cartas tiradas están muertas.")
    # absent
    if house.tournament:
        why.add("In a tournament a player must be in his seat when the last player has his "
                "starting cards; the dealer kills absent players' hands then.",
                "En torneo el jugador debe estar en su asiento cuando el último recibe sus "
                "cartas iniciales; entonces el crupier mata las manos de los ausentes.",
                "RRoP 15.13", *(("RRoP 8.8",) if variant in STUD_GAMES else ()))
        return ruling(True, "dead", "The absent player's hand is dead.",
                      "La mano del jugador ausente está muerta.")
    if variant not in STUD_GAMES:
        raise refuse(facts.where("what"),
                     "in a live button game an absent player is simply not dealt in; 'absent' "
                     "is ruled for stud and for tournaments.",
                     "en una partida con botón el ausente simplemente no recibe cartas; "
                     "'absent' se resuelve para stud y para torneos.")
    why.cite(*chain)
    if facts.flag("back_in_time"):
        why.add("He is back before the betting reaches him, so the hand is live; but having "
                "been away when it was his turn he loses his ante and forced bet.",
                "Volvió antes de que le llegue la apuesta, así que la mano sigue viva; pero al "
                "no estar en su turno pierde el ante y la apuesta forzada.", "RRoP 8.8")
        return ruling(False, "live", "The hand is live, but his ante and forced bet are lost.",
                      "La mano está viva, pero pierde su ante y su apuesta forzada.")
    why.add("Away when it was his turn, he loses his ante and forced bet, and the hand is "
            "killed when the betting reaches his seat.",
            "Ausente en su turno, pierde el ante y la apuesta forzada, y la mano se mata cuando "
            "la apuesta llega a su asiento.", "RRoP 8.8")
    return ruling(True, "dead", "The hand is dead when the betting reaches his seat.",
                  "La mano está muerta cuando la apuesta llega a su asiento.")


def _wrong_count(facts: Facts, variant: Variant, why: Notes,
                 numbers: dict[str, Any]) -> tuple[bool, str, str, str]:
    """A hand with the wrong number of cards: dead, live, or for the floor to rule live."""
    cards = facts.integer("cards", low=0, high=20)
    numbers["cards"] = cards
    chain = section_rules(variant)
    if variant in STUD_GAMES:
        why.cite(*chain)
        if cards > 7:
            why.add(f"{cards} cards is more than seven: the hand is dead.",
                    f"{cards} cartas son más de siete: la mano está muerta.", "RRoP 8.18")
            return (True, "dead", "The hand is dead.", "La mano está muerta.")
        if cards == 7:
            raise refuse(facts.where("cards"), "seven cards is the right number in stud.",
                         "siete cartas es el número correcto en stud.")
        if cards == 6:
            why.add("At the showdown a hand missing only its seventh card may be ruled live "
                    "(the usual case: the last card was not protected and went to the muck).",
                    "En el showdown una mano a la que solo le falta la séptima carta puede "
                    "declararse viva (el caso típico: la última carta no se protegió y fue a los "
                    "descartes).", "RRoP 8.18", "RRoP 16.2", "RRoP 3.iii.1.d")
            return (False, "may_be_live",
                          "The hand may be ruled live: only its seventh card is missing.",
                          "La mano puede declararse viva: solo le falta la séptima carta.")
        why.add(f"At the showdown {cards} cards is short by more than the last card: the hand "
                "is dead.",
                f"En el showdown {cards} cartas son menos que las siete aun sin la última: la "
                "mano está muerta.", "RRoP 8.18")
        return (True, "dead", "The hand is dead.", "La mano está muerta.")
    right = hole_cards_dealt(variant)
    if cards == right:
        raise refuse(facts.where("cards"), f"{cards} cards is the right number for this game.",
                     f"{cards} cartas es el número correcto para este juego.")
    if variant in DRAW_GAMES:
        before = facts.choice("phase", ["before_draw", "after_draw"], "after_draw")
        numbers["phase"] = before
        rule = "RRoP 12.5" if variant is Variant.DRAW_HIGH else "RRoP 11.12"
        if before == "before_draw" and cards < right:
            why.add("Before the draw a short hand is live: the player draws the missing cards.",
                    "Antes del descarte una mano corta está viva: el jugador pide las cartas "
                    "que le faltan.", rule, "RRoP 3.iii.1.d")
            numbers["cards_to_draw"] = right - cards
            return (False, "live_draws_to_complete",
                          f"The hand is live; he receives {right - cards} card(s) in the draw.",
                          f"La mano está viva; recibe {right - cards} carta(s) en el descarte.")
        why.add(f"A hand is exactly five cards; {cards} kills it.",
                f"Una mano tiene exactamente cinco cartas; {cards} la matan.", rule,
                "RRoP 3.iii.1.d")
        return (True, "dead", "The hand is dead.", "La mano está muerta.")
    why.add(f"{GAME_NAMES[variant].en.capitalize()} hands have {right} cards; with {cards} the "
            "hand is dead.",
            f"En {GAME_NAMES[variant].es} la mano tiene {right} cartas; con {cards} está muerta.",
            "RRoP 3.iii.1.d", *chain)
    return (True, "dead", "The hand is dead.", "La mano está muerta.")
