"""A bad deck: a card with another back, two identical cards, a joker where none plays,
boxed cards, missing cards, a disturbed stub.

Robert's Rules void all action for an odd-backed or duplicate card (RRoP 3.iv.3-6),
treat a joker or a boxed card as a scrap of paper (RRoP 3.iv.7-9; two boxed cards in
the deal are a misdeal, 3.ii.2.c), and play on past missing cards or a disturbed stub
(RRoP 3.iv.10, 3.iv.17). In a tournament a duplicate card fouls the deck: play stops
and every bet goes back whatever the action, until the next hand starts (TDA 35-E,
22); a card that does not belong to the game is a misdeal before substantial action
and a scrap of paper after it (TDA 35-A, 35-D); a stub reshuffled during a hand is
shuffled face down (TDA 39-D).
"""

from __future__ import annotations

from typing import Any

from floorman.rules.cards import one_card, parse_card
from floorman.rules.dealing import (
    action_begun,
    has_substantial_action,
    joker_in_deck,
    read_actions,
    read_game,
    read_players_and_acted,
    tda_silent,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text


@scenario("irregular_deck")
def decide_irregular_deck(facts: Facts, house: HouseRules) -> Ruling:
    """A card with a different back, two identical cards, a joker where none is used,
    boxed cards, missing cards, a disturbed stub (RRoP 3.iv.3-10, 3.iv.17, 3.ii.2.c)."""
    # Only a joker turns on the game (A-5 lowball and draw high may play one); the house
    # may say instead whether this deck has one (``deck_has_joker``).
    variant = read_game(facts)[0] if facts.has("game") else None
    problem = facts.choice("problem", ["foreign_back", "duplicate_card", "joker", "boxed_card",
                                       "missing_cards", "stub_disturbed"])
    why = Notes()
    numbers: dict[str, Any] = {"problem": problem}
    if house.tournament:
        tda = _tda_irregular_deck(facts, house, variant, problem, why, numbers)
        if tda is not None:
            return tda

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
        _refuse_a_joker_in_play(facts, variant)
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
            in_tournament = house.tournament
            misdeal_rules = (("TDA 35-A",) if in_tournament
                             else ("RRoP 3.ii.2.c", "RRoP 3.ii.1"))
            late_rules = ("TDA 35-D", "TDA 36") if in_tournament else ("RRoP 3.ii.1",)
            if not action_begun(read_actions(facts), acted_count, house, facts.where("actions")):
                why.add(f"{count} boxed cards in the initial deal, found before action began: a "
                        "misdeal.",
                        f"{count} cartas dadas vuelta en el reparto inicial, halladas antes de "
                        "empezar la acción: reparto erróneo.", *misdeal_rules)
                numbers["misdeal"] = True
                return Ruling("irregular_deck", "misdeal",
                              Text("Misdeal: reshuffle and deal again.",
                                   "Reparto erróneo: se baraja y se reparte de nuevo."),
                              tuple(why.reasons), tuple(why.rules), numbers, house.profile)
            why.add("Action has already begun, so the boxed cards cannot cause a misdeal.",
                    "La acción ya empezó, así que las cartas dadas vuelta no causan reparto "
                    "erróneo.", *late_rules)
        numbers["misdeal"] = False
        if house.tournament:
            tda_silent(why)
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


def _refuse_a_joker_in_play(facts: Facts, variant: Variant | None) -> None:
    """A joker the deck plays with is no irregular card: refused, naming the fact."""
    if variant is None:
        if not facts.has("deck_has_joker"):
            read_game(facts)  # the game says whether a joker plays: it is missing
        if facts.flag("deck_has_joker"):
            raise refuse(facts.where("deck_has_joker"),
                         "this deck plays a joker; it is not an irregular card.",
                         "este mazo juega con joker; no es una carta irregular.")
        return
    if joker_in_deck(facts, variant):
        raise refuse(facts.where("game"),
                     f"{GAME_NAMES[variant].en} here uses a joker; it is not an irregular "
                     "card (set deck_has_joker to false if this deck should have none).",
                     f"el {GAME_NAMES[variant].es} usa aquí un joker; no es una carta "
                     "irregular (ponga deck_has_joker en false si este mazo no debía "
                     "llevarlo).")


def _tda_irregular_deck(facts: Facts, house: HouseRules, variant: Variant | None, problem: str,
                        why: Notes, numbers: dict[str, Any]) -> Ruling | None:
    """A bad deck in a tournament (TDA 35-A, 35-D, 35-E, 39-D); None where the TDA leaves
    the case to the house or says nothing, and Robert's Rules decide."""

    def ruling(decision: str, en: str, es: str) -> Ruling:
        return Ruling("irregular_deck", decision, Text(en, es), tuple(why.reasons),
                      tuple(why.rules), numbers, house.profile)

    if problem == "duplicate_card":
        card = parse_card(one_card(facts.raw("card")), facts.where("card"))
        if card.is_joker:
            raise refuse(facts.where("card"), "two jokers are not two identical cards of a "
                         "rank and suit.", "dos jokers no son dos cartas iguales de valor y "
                         "palo.")
        numbers["card"] = card
        if facts.flag("next_hand_started"):
            why.add(f"Two {card} make the deck fouled, but the next hand has started: the "
                    "time to claim a fouled deck is over and the finished hand stands.",
                    f"Dos {card} hacen que el mazo esté viciado, pero ya empezó la mano "
                    "siguiente: pasó el plazo para reclamarlo y la mano terminada se mantiene.",
                    "TDA 35-E", "TDA 22")
            numbers.update(fouled_deck=True, action_void=False, chips_returned=False)
            return ruling("action_stands", "The finished hand stands: the claim came too late.",
                          "La mano terminada se mantiene: la reclamación llegó tarde.")
        why.add(f"Two {card} were found: the deck is fouled. Play stops and every bet goes back "
                "to the player who made it, whether or not there has been substantial action.",
                f"Se encontraron dos {card}: el mazo está viciado. El juego se detiene y cada "
                "apuesta vuelve a quien la hizo, haya habido o no acción sustancial.", "TDA 35-E")
        if facts.flag("player_knew_and_bet"):
            tda_silent(why)
            why.add("A player who knew the deck was defective and bet aggressively instead of "
                    "saying so may lose his refund.",
                    "Un jugador que sabía que el mazo era defectuoso y apostó agresivamente en "
                    "lugar de avisar puede perder su devolución.", "RRoP 3.iv.5", "RRoP 3.iv.6")
            numbers["refund_may_be_forfeited"] = True
        numbers.update(fouled_deck=True, action_void=True, chips_returned=True)
        return ruling("action_void", "The deck is fouled: play stops and every bet is returned.",
                      "El mazo está viciado: el juego se detiene y se devuelven todas las "
                      "apuestas.")

    if problem == "joker":
        _refuse_a_joker_in_play(facts, variant)
        actions = read_actions(facts)
        acted = len(actions) if actions is not None else facts.integer("acted", 0, low=0)
        begun = has_substantial_action(actions, acted, facts.where("actions"))
        numbers["substantial_action"] = begun
        if not begun:
            why.add("A joker, a card this game does not use, was found before substantial "
                    "action: a misdeal.",
                    "Se encontró un joker, carta que este juego no usa, antes de la acción "
                    "sustancial: reparto erróneo.", "TDA 35-A")
            numbers.update(misdeal=True, hand_dead=False)
            return ruling("misdeal", "Misdeal: reshuffle and deal again.",
                          "Reparto erróneo: se baraja y se reparte de nuevo.")
        why.add("The joker was found after substantial action: it is a scrap of paper, no "
                "misdeal, and it is replaced by the next card; the hand that held it plays on.",
                "El joker apareció tras la acción sustancial: es un papel sin valor, no hay "
                "reparto erróneo y lo reemplaza la carta siguiente; la mano que lo tenía sigue.",
                "TDA 35-D")
        numbers.update(misdeal=False, hand_dead=False)
        return ruling("replace_card", "The joker is replaced by the next card; play goes on.",
                      "El joker se reemplaza por la siguiente carta; el juego sigue.")

    if problem == "foreign_back":
        why.add("Besides duplicate cards, the TDA leaves what fouls a deck to the house; "
                "Robert's Rules apply.",
                "Aparte de las cartas repetidas, la TDA deja a la casa qué vicia un mazo; se "
                "aplican las Robert's Rules.", "TDA 35-E")
        return None

    if problem == "stub_disturbed":
        why.add("The stub was dropped or disturbed: the dealer first tries to put it back in "
                "its order; if he cannot, a new stub is made from the stub's own cards only "
                "(not the muck or the burn cards), scrambled, shuffled and cut; if it got "
                "mixed with the muck or the burn cards, all of them are scrambled together, "
                "shuffled and cut. Play goes on with the new stub, shuffled face down.",
                "Se cayó o se alteró el resto del mazo: el crupier primero intenta devolverlo a "
                "su orden; si no puede, se forma un mazo nuevo solo con esas cartas (sin "
                "descartes ni quemadas), se mezcla, se baraja y se corta; si se mezcló con los "
                "descartes o las quemadas, se mezclan todas juntas, se barajan y se cortan. El "
                "juego sigue con el mazo nuevo, barajado boca abajo.", "TDA 39-D")
        numbers["reshuffle_face_down"] = True
        return ruling("action_stands", "Play goes on with the stub rebuilt or reshuffled.",
                      "El juego sigue con el mazo rehecho o rebarajado.")

    if problem != "boxed_card":
        tda_silent(why)
    return None
