"""Dead hands: whether a hand still plays after a fold, a throw, a count, a clock, a
muck or an absence.

Robert's Rules list what kills a hand (RRoP 3.iii; stud 8.8, 8.10, 8.18; lowball 11.12;
draw high 12.5). In a tournament the TDA rules decide where they speak: a fold in turn
or a fold with no bet to you is binding (TDA 50-A, 58); a hand with the wrong number of
cards after substantial action is dead (TDA 38); a joker found after substantial action
is only a scrap of paper (TDA 35-D); a player whose time runs out on the clock is
folded if he faces a bet and checked if not (TDA 29); cards pushed away at the showdown
stay live while they can be recovered with certainty, and a dead hand's bet that
nobody called goes back to him (TDA 14, 15-B); a player away from his seat when the
deal is complete has a dead hand (TDA 30); a hand the dealer kills by mistake, or a
fouled hand that cannot be identified for certain, is dead with no redress but its bet
nobody called, while a fouled hand that can be identified plays (TDA 65); a stud player
who picks up his upcards facing action has folded (TDA 66).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from floorman.rules.dealing import (
    DRAW_GAMES,
    FLOP_GAMES,
    STUD_GAMES,
    has_substantial_action,
    hole_cards_dealt,
    joker_in_deck,
    read_actions,
    read_game,
    section_rules,
    tda_silent,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text, amount_text

ZERO = Decimal(0)
DeadRuling = Callable[[bool, str, str, str], Ruling]

DEAD_HAND_FACTS: Sequence[str] = (
    "folded_facing_bet", "threw_forward", "stud_upcards_handled", "wrong_number_of_cards",
    "acted_with_joker", "clock_expired", "mucked", "thrown_into_other_hand", "absent",
    "killed_by_dealer", "fouled",
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

    if house.tournament:
        tda = _tda_dead_hand(facts, variant, what, why, numbers, ruling)
        if tda is not None:
            return tda

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
        uncalled = facts.amount("uncalled_bet", ZERO)
        if uncalled:
            why.add("Robert's Rules say nothing of a dead hand's bet that nobody called; the TDA "
                    f"rule is followed: the {amount_text(uncalled)} nobody called goes back to "
                    "him, the chips that were called stay in the pot.",
                    "Las Robert's Rules no dicen qué pasa con la apuesta no igualada de una mano "
                    f"muerta; se sigue la regla TDA: los {amount_text(uncalled)} que nadie "
                    "igualó se le devuelven, y las fichas igualadas quedan en el bote.",
                    "TDA 15-B")
            numbers["returned"] = uncalled
        return ruling(True, "dead", "The hand is dead: it cannot be told apart in the discards.",
                      "La mano está muerta: no se puede distinguir en los descartes.")
    if what in ("killed_by_dealer", "fouled"):
        return _robert_killed_or_fouled(facts, what, why, numbers, ruling)
    if what == "thrown_into_other_hand":
        why.add("Cards thrown into another player's hand are dead, face up or face down; the "
                "hand they landed on is not.",
                "Las cartas tiradas sobre la mano de otro jugador están muertas, boca arriba o "
                "boca abajo; la mano sobre la que cayeron no.", "RRoP 3.iii.3")
        return ruling(True, "thrower_dead", "The thrown cards are dead.",
                      "Las cartas tiradas están muertas.")
    # absent (in a tournament, TDA 30 above)
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


def _tda_dead_hand(facts: Facts, variant: Variant, what: str, why: Notes,
                   numbers: dict[str, Any], ruling: DeadRuling) -> Ruling | None:
    """Whether a hand is dead in a tournament (TDA 2, 13-C, 14, 15-B, 29, 30, 35-D, 38,
    50-A, 58, 65, 66); None where the TDA says nothing and Robert's Rules decide."""
    if what == "folded_facing_bet":
        why.add("A fold in turn facing a bet is binding: the hand is dead.",
                "Retirarse en turno frente a una apuesta es vinculante: la mano está muerta.",
                "TDA 50-A")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "threw_forward":
        why.add("Throwing the hand away is a fold, and a fold is binding even with no bet to "
                "the player (and may be penalised).",
                "Tirar la mano es retirarse, y retirarse es vinculante aunque no haya apuesta "
                "(y puede sancionarse).", "TDA 58")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "wrong_number_of_cards" and variant in FLOP_GAMES:
        cards = facts.integer("cards", low=0, high=20)
        numbers["cards"] = cards
        right = hole_cards_dealt(variant)
        if cards == right:
            raise refuse(facts.where("cards"), f"{cards} cards is the right number for this "
                         "game.", f"{cards} cartas es el número correcto para este juego.")
        if facts.has("actions") or facts.has("acted"):
            actions = read_actions(facts)
            acted = len(actions) if actions is not None else facts.integer("acted", low=0)
            begun = has_substantial_action(actions, acted, facts.where("actions"))
            numbers["substantial_action"] = begun
            if not begun:
                why.add(f"A hand dealt {cards} cards, found before substantial action: a "
                        "player dealt the wrong number of cards is a misdeal.",
                        f"Una mano con {cards} cartas, hallada antes de la acción sustancial: un "
                        "jugador con un número de cartas incorrecto es reparto erróneo.",
                        "TDA 35-A")
                return ruling(False, "misdeal", "Misdeal: the cards are reshuffled and dealt "
                              "again.", "Reparto erróneo: se vuelven a barajar las cartas y se "
                              "reparte de nuevo.")
        why.add(f"{GAME_NAMES[variant].en.capitalize()} hands have {right} cards. Players must "
                "check they have the right number before substantial action; after it, a hand "
                f"with {cards} is dead and its cards go to the muck.",
                f"En {GAME_NAMES[variant].es} la mano tiene {right} cartas. Cada jugador debe "
                "comprobar que tiene las correctas antes de la acción sustancial; después, una "
                f"mano con {cards} está muerta y sus cartas van a los descartes.",
                "TDA 2", "TDA 38")
        return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
    if what == "acted_with_joker":
        if joker_in_deck(facts, variant):
            raise refuse(facts.where("game"), "this game uses a joker.",
                         "este juego usa joker.")
        actions = read_actions(facts)
        acted = len(actions) if actions is not None else facts.integer("acted", 1, low=1)
        begun = has_substantial_action(actions, acted, facts.where("actions"))
        numbers["substantial_action"] = begun
        if not begun:
            why.add("A joker, a card this game does not use, found before substantial action "
                    "makes the deal a misdeal.",
                    "Un joker, carta que este juego no usa, hallado antes de la acción "
                    "sustancial hace que el reparto sea erróneo.", "TDA 35-A")
            numbers["misdeal"] = True
            return ruling(False, "misdeal", "Misdeal: the cards are reshuffled and dealt again.",
                          "Reparto erróneo: se vuelven a barajar las cartas y se reparte de "
                          "nuevo.")
        why.add("After substantial action a joker is a scrap of paper: it is replaced and the "
                "hand plays on.",
                "Tras la acción sustancial un joker es un papel sin valor: se reemplaza y la "
                "mano sigue.", "TDA 35-D")
        numbers["misdeal"] = False
        return ruling(False, "live", "The hand is live; the joker is replaced.",
                      "La mano está viva; el joker se reemplaza.")
    if what == "clock_expired":
        facing = facts.flag("facing_bet", True)
        numbers["facing_bet"] = facing
        if facing:
            why.add("Time ran out on the clock with a bet to him: the hand is dead.",
                    "Se le acabó el tiempo con una apuesta por delante: la mano está muerta.",
                    "TDA 29")
            return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
        why.add("Time ran out on the clock with no bet to him: his hand is checked, and it "
                "stays live.",
                "Se le acabó el tiempo sin apuesta por delante: su mano pasa y sigue viva.",
                "TDA 29")
        return ruling(False, "checked", "His hand is checked.", "Su mano pasa.")
    if what == "mucked":
        return _tda_mucked(facts, why, numbers, ruling)
    if what in ("killed_by_dealer", "fouled"):
        return _tda_killed_or_fouled(facts, what, why, numbers, ruling)
    if what == "stud_upcards_handled" and variant in STUD_GAMES:
        facing = facts.flag("facing_bet", True)
        numbers["facing_bet"] = facing
        if facing:
            why.add("A stud player who picks up his upcards while facing action has a dead hand. "
                    "The proper way to fold is to turn every upcard face down and push all the "
                    "cards forward.",
                    "El jugador de stud que recoge sus cartas abiertas frente a una acción tiene "
                    "la mano muerta. Para retirarse se ponen boca abajo todas las cartas abiertas "
                    "y se empujan todas hacia delante.", "TDA 66")
            return ruling(True, "dead", "The hand is dead: it counts as a fold.",
                          "La mano está muerta: cuenta como retirada.")
        why.add("The TDA rule on picking up upcards speaks of a player facing action, and none "
                "is pending here.",
                "La regla TDA sobre recoger las cartas abiertas habla de un jugador frente a una "
                "acción, y aquí no hay ninguna pendiente.", "TDA 66")
        tda_silent(why)  # with no action to face, Robert's stud rule decides
        return None
    if what == "absent":
        if facts.flag("back_in_time"):
            why.add("He was back within reach of his seat when the last card of the deal was "
                    "dealt: the hand is live.",
                    "Estaba de vuelta al alcance de su asiento cuando se dio la última carta "
                    "del reparto: la mano está viva.", "TDA 30")
            return ruling(False, "live", "The hand is live.", "La mano está viva.")
        why.add("A player not within reach of his seat when the last card of the deal is "
                "dealt may not look at his cards: they are killed at once, and his posted "
                "blinds and antes stay in the pot.",
                "El jugador que no está al alcance de su asiento cuando se da la última carta "
                "del reparto no puede mirar sus cartas: se matan en el acto, y sus ciegas y "
                "antes puestas quedan en el bote.", "TDA 30")
        if variant in STUD_GAMES:
            why.add("If he was dealt the bring-in card, he still posts the bring-in.",
                    "Si le tocó la carta que abre, igualmente pone la apuesta de apertura.",
                    "TDA 30")
        why.add("Robert's Rules for tournaments say the same.",
                "Las Robert's Rules para torneos dicen lo mismo.", "RRoP 15.13")
        return ruling(True, "dead", "The absent player's hand is dead.",
                      "La mano del jugador ausente está muerta.")
    if what in ("wrong_number_of_cards", "thrown_into_other_hand"):
        tda_silent(why)  # stud and draw hands with a wrong count: Robert's Rules by game
    return None


def _tda_mucked(facts: Facts, why: Notes, numbers: dict[str, Any],
                ruling: DeadRuling) -> Ruling:
    """Cards pushed away at the showdown (TDA 13-B, 14, 15-B)."""
    uncalled = facts.amount("uncalled_bet", ZERO)
    if facts.flag("clearly_identifiable"):
        why.add("Cards pushed away face down are not dead while they can be recovered and "
                "identified with full certainty: the dealer holds them, the floor is called, "
                "and the player may still table them.",
                "Las cartas apartadas boca abajo no están muertas mientras puedan recuperarse e "
                "identificarse con total certeza: el crupier las retiene, se llama al floor y el "
                "jugador aún puede mostrarlas.", "TDA 14", "TDA 15-B")
        numbers["retrievable"] = True
        return ruling(False, "live", "The hand is live: it can be recovered with certainty.",
                      "La mano está viva: puede recuperarse con certeza.")
    why.add("The cards went into the muck and cannot be recovered and identified with full "
            "certainty: the player is out of the pot and gets no refund of bets that were "
            "called.",
            "Las cartas fueron a los descartes y no pueden recuperarse e identificarse con total "
            "certeza: el jugador queda fuera del bote y no recupera las apuestas igualadas.",
            "TDA 15-B", "TDA 14")
    numbers["retrievable"] = False
    if uncalled:
        why.add(f"His bet or raise that nobody called, {amount_text(uncalled)}, is returned to "
                "him.",
                f"Su apuesta o subida que nadie igualó, {amount_text(uncalled)}, se le devuelve.",
                "TDA 15-B")
    numbers["returned"] = uncalled
    summary_en = "The hand is dead" + (f"; his uncalled {amount_text(uncalled)} is returned."
                                       if uncalled else ".")
    summary_es = "La mano está muerta" + (f"; se le devuelven los {amount_text(uncalled)} no "
                                          "igualados." if uncalled else ".")
    return ruling(True, "dead", summary_en, summary_es)


def _returned(facts: Facts, why: Notes, numbers: dict[str, Any]) -> Decimal:
    """A dead hand's bet or raise that nobody called, returned to him (TDA 15-B, 65-A)."""
    uncalled = facts.amount("uncalled_bet", ZERO)
    if uncalled:
        why.add(f"His bet or raise that nobody called, {amount_text(uncalled)}, is returned to "
                "him.",
                f"Su apuesta o subida que nadie igualó, {amount_text(uncalled)}, se le devuelve.",
                "TDA 65-A")
    numbers["returned"] = uncalled
    return uncalled


def _tda_killed_or_fouled(facts: Facts, what: str, why: Notes, numbers: dict[str, Any],
                          ruling: DeadRuling) -> Ruling:
    """A hand the dealer killed by mistake, or a fouled hand (TDA 13-C, 65)."""
    if what == "killed_by_dealer" and facts.flag("tabled_winner"):
        numbers["tabled_winner"] = True
        why.add("The hand had been tabled properly and was clearly the winner: the dealer may "
                "not kill such a hand, so it plays as read.",
                "La mano se había mostrado bien y claramente ganaba: el crupier no puede matar "
                "una mano así, de modo que juega tal como se leyó.", "TDA 13-C")
        return ruling(False, "live", "The hand is live: it was tabled and clearly won.",
                      "La mano está viva: se mostró y claramente ganaba.")
    if what == "fouled" and facts.flag("clearly_identifiable"):
        numbers["identifiable"] = True
        why.add("The hand was fouled but can still be identified for certain: it stays in play, "
                "even if some of its cards were exposed.",
                "La mano se ensució pero aún se identifica con certeza: sigue en juego, aunque "
                "se hayan visto algunas de sus cartas.", "TDA 65-B")
        return ruling(False, "live", "The hand is live: it can be identified.",
                      "La mano está viva: se puede identificar.")
    cause = (("The dealer killed the hand by mistake", "El crupier mató la mano por error")
             if what == "killed_by_dealer" else
             ("The hand was fouled and cannot be identified with full certainty",
              "La mano se ensució y no se puede identificar con total certeza"))
    why.add(f"{cause[0]}. Players protect their hands at all times, at the showdown too: he has "
            "no redress, and the bets that were called stay in the pot.",
            f"{cause[1]}. Los jugadores protegen su mano en todo momento, también en el "
            "showdown: no tiene reparación, y las apuestas igualadas quedan en el bote.",
            "TDA 65-A")
    uncalled = _returned(facts, why, numbers)
    summary_en = "The hand is dead" + (f"; his uncalled {amount_text(uncalled)} is returned."
                                       if uncalled else ".")
    summary_es = "La mano está muerta" + (f"; se le devuelven los {amount_text(uncalled)} no "
                                          "igualados." if uncalled else ".")
    return ruling(True, "dead", summary_en, summary_es)


def _robert_killed_or_fouled(facts: Facts, what: str, why: Notes, numbers: dict[str, Any],
                             ruling: DeadRuling) -> Ruling:
    """A hand the dealer killed by mistake, or a fouled hand (RRoP 3.iv.2, 3.iii.2)."""
    if what == "killed_by_dealer" and facts.flag("tabled_winner"):
        numbers["tabled_winner"] = True
        why.add("The hand was tabled and read before the dealer killed it; a hand that can be "
                "clearly identified is retrieved and ruled live.",
                "La mano se mostró y se leyó antes de que el crupier la matara; una mano que se "
                "identifica con claridad se recupera y se declara viva.", "RRoP 3.iii.2")
        return ruling(False, "live", "The hand is live: it was tabled and read.",
                      "La mano está viva: se mostró y se leyó.")
    how = (("the dealer kills it by mistake", "el crupier la mata por error")
           if what == "killed_by_dealer" else ("it gets fouled", "se ensucia"))
    why.add(f"A player must protect his own hand; if he does not and {how[0]}, he has no "
            "remedy.",
            f"El jugador debe proteger su propia mano; si no lo hace y {how[1]}, no tiene "
            "remedio.", "RRoP 3.iv.2")
    uncalled = facts.amount("uncalled_bet", ZERO)
    if uncalled:
        numbers["uncalled_bet"] = uncalled
        why.add("Robert's Rules have no rule on a dead hand's bet that nobody called; the floor "
                "decides it in the interest of fairness.",
                "Las Robert's Rules no tienen regla sobre la apuesta no igualada de una mano "
                "muerta; el encargado lo decide en interés de la equidad.", "RRoP 2.i.1")
    if facts.flag("clearly_identifiable"):
        numbers["retrievable"] = True
        why.add("This hand can be clearly identified, so the floor may retrieve it and keep it "
                "live if that is best for the game.",
                "Esta mano se identifica con claridad, así que el encargado puede recuperarla y "
                "mantenerla viva si es lo mejor para el juego.", "RRoP 3.iii.2")
        return ruling(True, "dead_may_be_retrieved",
                      "The hand is dead unless the floor retrieves it, which it may do because "
                      "it is clearly identifiable.",
                      "La mano está muerta salvo que el encargado la recupere, lo que puede "
                      "hacer porque se identifica con claridad.")
    numbers["retrievable"] = False
    return ruling(True, "dead", "The hand is dead.", "La mano está muerta.")
