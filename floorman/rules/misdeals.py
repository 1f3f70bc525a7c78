"""Misdeals: whether an error in the initial deal means a new deal, and what else follows.

From the facts a dealer reports about the deal (cards exposed and by whom, extra or
missing cards and who holds them, boxed cards, the button, a card to the wrong seat,
a seat dealt in or left out) and how far the hand has gone, ``rule_on_deal`` says
whether it is a misdeal, whose hand is dead, which card is replaced and what the
dealer does next, BY GAME. Live games follow Robert's Rules (RRoP 3.ii, 3.iv; hold'em
and Omaha 5-7, stud 8-10, lowball 11, draw high 12): once two players have acted no
misdeal can be called (RRoP 3.ii.1). Tournaments follow the TDA rules (TDA 35-38):
any player dealt the wrong number of cards is a misdeal, the button may be given a
missing card even later (TDA 37), substantial action ends every misdeal (TDA 36), a
short or long hand is then dead and only one card is burned per street (TDA 38), and a
redeal is an exact replay (TDA 35-C), and a stud down card dealt face up becomes the
player's upcard (TDA RP-10-A); where the TDA says nothing (both stud down cards face up,
one boxed card, draw games' exposures) the ruling says so and follows Robert's Rules.
"""

from __future__ import annotations

from typing import Any

from floorman.rules.cards import Card, one_card, parse_card
from floorman.rules.dealing import (
    ACTION_BEGINS_AFTER,
    DRAW_GAMES,
    FLOP_GAMES,
    LOWBALL_GAMES,
    STUD_GAMES,
    DealFacts,
    DealRuling,
    Exposure,
    MisdealCause,
    ShortHand,
    card_words,
    has_substantial_action,
    hole_cards_dealt,
    joker_in_deck,
    read_actions,
    read_game,
    read_players_and_acted,
    section_rules,
    tda_silent,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Betting, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text


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


def _lowball(v: Variant, *rules: str) -> tuple[str, ...]:
    return rules if v in LOWBALL_GAMES else ()


class _RobertDeal:
    """One ruling on the initial deal under Robert's Rules, worked out step by step."""

    begun_en = "action has begun (two players have acted after the blinds or the forced bet)"
    begun_es = ("la acción ya empezó (dos jugadores actuaron después de las ciegas o de la "
                "apuesta forzada)")
    too_late_rules: tuple[str, ...] = ("RRoP 3.ii.1",)

    def __init__(self, deal: DealFacts, house: HouseRules) -> None:
        self.deal = deal
        self.house = house
        self.why = Notes()
        self.causes: list[MisdealCause] = []
        self.corrections: list[dict[str, Any]] = []
        self.dead: list[int] = []
        self.antes_back: list[int] = []
        self.numbers: dict[str, Any] = {}
        self.late = False  # errors reported only after action began
        self.stud = deal.variant in STUD_GAMES
        self.game_rules = section_rules(deal.variant)
        self.begun = self.action_begun()

    def action_begun(self) -> bool:
        return self.deal.acted >= ACTION_BEGINS_AFTER

    def cause(self, c: MisdealCause, en: str, es: str, *rules: str) -> None:
        self.causes.append(c)
        self.why.add(en, es, *rules, *self.game_rules)

    def kill(self, player: int) -> None:
        if player not in self.dead:
            self.dead.append(player)

    def rule(self) -> DealRuling:
        self.exposures()
        self.extra_cards()
        for short in self.deal.short:
            self.short_hand(short)
        self.boxed_cards()
        self.dealing_errors()
        return self.finish()

    # Exposed cards.

    def exposures(self) -> None:
        deal, why = self.deal, self.why
        by_dealer = [e for e in deal.exposed if e.by_dealer]
        for e in deal.exposed:
            if not e.by_dealer:
                why.add(f"The card player {e.player} exposed himself plays; only the dealer's "
                        "mistakes are corrected.",
                        f"La carta que el jugador {e.player} expuso él mismo juega; solo se "
                        "corrigen los errores del crupier.", "RRoP 3.iv.12")
        if by_dealer and self.begun:
            self.late = True
            why.add(f"Cards the dealer exposed in the deal are only reported now that "
                    f"{self.begun_en}: they play as dealt.",
                    f"Las cartas que el crupier expuso en el reparto se señalan cuando "
                    f"{self.begun_es}: juegan tal como se repartieron.", *self.too_late_rules,
                    *self.game_rules)
            if not self.stud and any(e.deal_index(deal.players) <= 2 for e in by_dealer):
                self.causes.append(MisdealCause.FIRST_OR_SECOND_CARD)
                why.cite(*self.exposure_rules("RRoP 3.ii.2.a"))
            if not self.stud and len(by_dealer) >= 2:
                self.causes.append(MisdealCause.TWO_EXPOSED)
                why.cite(*self.exposure_rules("RRoP 3.ii.2.b"))
        elif self.stud and by_dealer:
            self.stud_exposures(by_dealer)
        elif by_dealer:
            self.button_game_exposures(by_dealer)

    def exposure_rules(self, rule: str) -> tuple[str, ...]:
        return (rule,)

    def stud_exposures(self, by_dealer: list[Exposure]) -> None:
        why, rules = self.why, self.game_rules
        per_player: dict[int, list[Exposure]] = {}
        for e in by_dealer:
            per_player.setdefault(e.player, []).append(e)
        for player, cards in sorted(per_player.items()):
            if len(cards) >= 2:
                self.kill(player)
                self.antes_back.append(player)
                why.add(f"Both of player {player}'s down cards were dealt face up: his hand "
                        "is dead and his ante is returned.",
                        f"Las dos cartas tapadas del jugador {player} salieron boca arriba: "
                        "su mano está muerta y se le devuelve el ante.", "RRoP 8.1", *rules)
            else:
                self.corrections.append({"player": player, "action": "third_card_face_down"})
                why.add(f"One of player {player}'s down cards was turned up: he plays it as "
                        "an up card and gets his third card face down.",
                        f"Una carta tapada del jugador {player} salió boca arriba: la juega "
                        "como carta abierta y recibe la tercera tapada.", "RRoP 8.1", *rules)
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

    def button_game_exposures(self, by_dealer: list[Exposure]) -> None:
        deal, v = self.deal, self.deal.variant
        early = [e for e in by_dealer if e.deal_index(deal.players) <= 2]
        if early:
            rules = ("RRoP 5.1",) if v in FLOP_GAMES else _lowball(v, "RRoP 11.1.b")
            self.cause(MisdealCause.FIRST_OR_SECOND_CARD,
                       "The first or second card of the deal was exposed by the dealer.",
                       "El crupier expuso la primera o la segunda carta del reparto.",
                       *self.exposure_rules("RRoP 3.ii.2.a"), *rules)
        if len(by_dealer) >= 2:
            rules = ("RRoP 5.1",) if v in FLOP_GAMES else _lowball(v, "RRoP 11.1.c")
            self.cause(MisdealCause.TWO_EXPOSED,
                       f"The dealer exposed {len(by_dealer)} cards; two or more is a misdeal.",
                       f"El crupier expuso {len(by_dealer)} cartas; dos o más es reparto "
                       "erróneo.", *self.exposure_rules("RRoP 3.ii.2.b"), *rules)
        if not early and len(by_dealer) == 1:
            self.single_exposed_card(by_dealer[0])

    def single_exposed_card(self, e: Exposure) -> None:
        """One hole card exposed by the dealer, not among the first two of the deal."""
        deal, why, v = self.deal, self.why, self.deal.variant
        card = e.card
        if v in FLOP_GAMES:
            self.corrections.append({"player": e.player, "action": "replace_after_deal",
                                     "card": card, "becomes": "burn_card"})
            why.add(f"A single exposed hole card (player {e.player}) does not stop the deal: "
                    "he may not keep it; once everyone has his cards the dealer gives him "
                    "the top card of the deck and the exposed card becomes the burn card.",
                    f"Una sola carta propia expuesta (jugador {e.player}) no detiene el "
                    "reparto: no puede conservarla; cuando todos tienen sus cartas el "
                    "crupier le da la carta de arriba del mazo y la expuesta pasa a ser la "
                    "carta quemada.", "RRoP 5.1", *self.game_rules)
            return
        if v not in LOWBALL_GAMES:
            self.corrections.append({"player": e.player, "action": "keep", "card": card})
            why.add(f"In draw high a card exposed before the draw is kept by player "
                    f"{e.player}.",
                    f"En draw alto una carta expuesta antes del descarte la conserva el "
                    f"jugador {e.player}.", "RRoP 12.4", "RRoP 3.iv.13")
            return
        if card is None:
            raise refuse(f"facts.exposed[{deal.exposed.index(e)}].card",
                         "in lowball whether an exposed card is kept depends on the card; give "
                         "it (for example '7h').",
                         "en lowball que la carta expuesta se conserve depende de la carta; "
                         "indíquela (por ejemplo '7h').")
        keep, rule = lowball_keeps_exposed(v, deal.betting, card)
        words = card_words(card)
        name_en, name_es = GAME_NAMES[v].en, GAME_NAMES[v].es
        if keep:
            self.corrections.append({"player": e.player, "action": "keep", "card": card})
            why.add(f"Before the draw, player {e.player} must keep {words.en} in {name_en} "
                    f"({deal.betting.value.replace('_', ' ')}); he has no choice.",
                    f"Antes del descarte, el jugador {e.player} debe quedarse {words.es} en "
                    f"{name_es}; no tiene opción.", rule, "RRoP 11.8", "RRoP 3.iv.13")
        else:
            self.corrections.append({"player": e.player, "action": "replace_after_deal",
                                     "card": card, "becomes": "burn_card"})
            why.add(f"Before the draw, {words.en} may not be kept in {name_en}: it is "
                    "replaced once the deal is complete, and it becomes the burn card.",
                    f"Antes del descarte, {words.es} no puede conservarse en {name_es}: se "
                    "reemplaza al terminar el reparto y pasa a ser la carta quemada.",
                    rule, "RRoP 11.i.3", "RRoP 11.8", "RRoP 3.iv.13")

    # Extra and missing cards.

    def extra_cards(self) -> None:
        deal, why, v = self.deal, self.why, self.deal.variant
        holder = deal.extra_cards_held_by
        if deal.extra_cards == 1 and self.begun:
            self.late = True
            why.add("An extra card found only after action has begun stays where it is: the "
                    "hand holding it has the wrong number of cards and is dead.",
                    "Una carta de más hallada cuando la acción ya empezó no se retira: la mano "
                    "que la tiene tiene un número de cartas incorrecto y está muerta.",
                    "RRoP 3.ii.1", "RRoP 3.iii.1.d")
        elif deal.extra_cards == 1:
            self.corrections.append({"action": "extra_card_to_deck_as_burn"})
            why.add("One extra card was dealt: it goes back to the deck and is used as the burn "
                    "card.",
                    "Se repartió una carta de más: vuelve al mazo y se usa como carta quemada.",
                    "RRoP 3.iv.11", *(("RRoP 5.2",) if v in FLOP_GAMES else ()),
                    *self.game_rules)
        elif deal.extra_cards >= 2:
            self.cause(MisdealCause.EXTRA_CARDS,
                       f"{deal.extra_cards} extra cards were dealt into the starting hands.",
                       f"Se repartieron {deal.extra_cards} cartas de más en las manos "
                       "iniciales.", "RRoP 3.ii.2.d",
                       *(("RRoP 5.2",) if v in FLOP_GAMES else _lowball(v, "RRoP 11.1.d")))
        if holder is not None and deal.extra_cards and self.begun:
            self.kill(holder)
            why.add(f"Player {holder} holds the extra card(s): his hand is dead.",
                    f"El jugador {holder} tiene la(s) carta(s) de más: su mano está muerta.",
                    "RRoP 3.iii.1.d")

    def short_hand(self, short: ShortHand) -> None:
        deal, why, v = self.deal, self.why, self.deal.variant
        last_in_deal = short.player == deal.players
        if v in LOWBALL_GAMES:
            if deal.acted == 0 or (last_in_deal and short.missing == 1):
                self.corrections.append({"player": short.player, "action": "complete_from_deck",
                                         "cards": short.missing})
                why.add(f"Player {short.player} is short {short.missing} card(s): in lowball he "
                        "gets them from the deck, the first player not having acted yet (the "
                        "button may always get his fifth card).",
                        f"Al jugador {short.player} le faltan {short.missing} carta(s): en "
                        "lowball las recibe del mazo porque el primer jugador aún no actuó (el "
                        "botón siempre puede recibir su quinta carta).", "RRoP 11.12",
                        "RRoP 11.1.e")
            else:
                self.complete_at_draw(short, "RRoP 11.12")
        elif v is Variant.DRAW_HIGH and last_in_deal and short.missing == 1:
            self.corrections.append({"player": short.player, "action": "complete_from_deck",
                                     "cards": 1})
            why.add("The button may receive his missing fifth card.",
                    "El botón puede recibir la quinta carta que le falta.", "RRoP 12.5")
        elif v is Variant.DRAW_HIGH and self.begun:
            self.complete_at_draw(short, "RRoP 12.5")
        elif v not in DRAW_GAMES and last_in_deal and short.missing == 1 and not self.begun:
            self.corrections.append({"player": short.player, "action": "complete_from_deck",
                                     "cards": 1})
            why.add(f"Player {short.player} is the last one dealt to and is one card short: the "
                    "top card reaches him in proper order, so the dealer gives it to him.",
                    f"El jugador {short.player} es el último en recibir y le falta una carta: "
                    "la de arriba le llega en su orden, así que el crupier se la da.",
                    "RRoP 3.ii.2.e")
        else:
            self.cause(MisdealCause.WRONG_NUMBER,
                       f"Player {short.player} was dealt {short.missing} card(s) too few.",
                       f"Al jugador {short.player} se le repartieron {short.missing} carta(s) de "
                       "menos.", "RRoP 3.ii.2.e",
                       *(("RRoP 12.5",) if v is Variant.DRAW_HIGH else ()))

    def complete_at_draw(self, short: ShortHand, rule: str) -> None:
        self.corrections.append({"player": short.player, "action": "complete_at_draw",
                                 "cards": short.missing})
        self.why.add(f"Player {short.player} is short, but action has begun: his hand is live "
                     "and he draws the missing cards at the draw.",
                     f"Al jugador {short.player} le faltan cartas, pero la acción empezó: su mano "
                     "está viva y recibe las que faltan en el descarte.", rule, "RRoP 3.iii.1.d")

    # Boxed cards and dealing errors.

    def boxed_cards(self) -> None:
        if self.deal.boxed_cards == 1:
            self.corrections.append({"action": "boxed_card_replaced"})
            self.why.add("One card face up in the deck is treated as a scrap of paper and "
                         "replaced by the next card.",
                         "Una carta boca arriba en el mazo se trata como un papel sin valor y se "
                         "reemplaza por la siguiente.", "RRoP 3.iv.7")
        elif self.deal.boxed_cards >= 2:
            self.cause(MisdealCause.BOXED,
                       f"{self.deal.boxed_cards} cards were boxed (face up in the deck).",
                       f"Había {self.deal.boxed_cards} cartas dadas vuelta en el mazo.",
                       *self.error_rules(MisdealCause.BOXED, "RRoP 3.ii.2.c"))

    def error_rules(self, cause: MisdealCause, *robert: str) -> tuple[str, ...]:
        """The rules that make ``cause`` a misdeal (overridden for the TDA)."""
        return robert

    def dealing_errors(self) -> None:
        deal, v = self.deal, self.deal.variant
        if deal.out_of_sequence:
            self.cause(MisdealCause.OUT_OF_SEQUENCE, "Cards were dealt out of the proper sequence.",
                       "Se repartieron cartas fuera de su orden.",
                       *self.error_rules(MisdealCause.OUT_OF_SEQUENCE, "RRoP 3.ii.2.f",
                                         *_lowball(v, "RRoP 11.1.h")))
        if deal.button_out_of_position:
            self.cause(MisdealCause.BUTTON, "The button was out of position.",
                       "El botón estaba mal colocado.",
                       *self.error_rules(MisdealCause.BUTTON, "RRoP 3.ii.2.g",
                                         *_lowball(v, "RRoP 11.1.f")))
        if deal.first_card_wrong_seat:
            self.cause(MisdealCause.FIRST_CARD_WRONG_SEAT, "The first card went to the wrong seat.",
                       "La primera carta fue al asiento equivocado.",
                       *self.error_rules(MisdealCause.FIRST_CARD_WRONG_SEAT, "RRoP 3.ii.2.h",
                                         *_lowball(v, "RRoP 11.1.g")))
        if deal.dealt_to_empty_seat:
            self.cause(MisdealCause.EMPTY_SEAT, "Cards were dealt to an empty seat.",
                       "Se repartieron cartas a un asiento vacío.",
                       *self.error_rules(MisdealCause.EMPTY_SEAT, "RRoP 3.ii.2.i",
                                         *_lowball(v, "RRoP 11.1.i")))
        if deal.dealt_to_ineligible_player:
            self.cause(MisdealCause.INELIGIBLE,
                       "Cards were dealt to a player not entitled to a hand.",
                       "Se repartieron cartas a un jugador sin derecho a mano.",
                       *self.error_rules(MisdealCause.INELIGIBLE, "RRoP 3.ii.2.i",
                                         *_lowball(v, "RRoP 11.1.i")))
        if deal.player_missed and deal.missed_player_entitled:
            self.cause(MisdealCause.PLAYER_MISSED,
                       "A player entitled to a hand (present, or with his blind or ante posted) "
                       "was not dealt in.",
                       "No se repartió a un jugador con derecho a mano (presente, o con su ciega "
                       "o ante puestos).",
                       *self.error_rules(MisdealCause.PLAYER_MISSED, "RRoP 3.ii.2.j",
                                         *_lowball(v, "RRoP 11.1.j")))
        elif deal.player_missed:
            self.why.add("The player left out was neither at the table nor had posted: he had no "
                         "right to a hand, so the deal stands.",
                         "El jugador omitido no estaba en la mesa ni había puesto nada: no tenía "
                         "derecho a mano, así que el reparto sigue.",
                         *self.error_rules(MisdealCause.PLAYER_MISSED, "RRoP 3.ii.2.j"))

    # The outcome.

    def play_on(self) -> None:
        why = self.why
        why.add("But action has begun (two players have acted after the blinds or the forced "
                "bet): no misdeal can be called now. The hand is played, and nobody whose hand "
                "is fouled gets his money back.",
                "Pero la acción ya empezó (dos jugadores actuaron después de las ciegas o de la "
                "apuesta forzada): ya no puede declararse reparto erróneo. La mano se juega y a "
                "nadie con la mano estropeada se le devuelve su dinero.", "RRoP 3.ii.1")
        if MisdealCause.BUTTON in self.causes:
            why.add("The button is put right for the next hand so that everyone gets each "
                    "position in the round, if possible.",
                    "El botón se corrige para la mano siguiente de modo que cada jugador tenga "
                    "todas las posiciones de la vuelta, si se puede.", "RRoP 3.iv.1")
        if MisdealCause.EXTRA_CARDS in self.causes or MisdealCause.WRONG_NUMBER in self.causes:
            why.add("A hand with the wrong number of cards is dead.",
                    "Una mano con un número de cartas incorrecto está muerta.", "RRoP 3.iii.1.d")

    def redeal(self) -> None:
        self.why.add("The dealer gathers every card, reshuffles, cuts and deals again.",
                     "El crupier recoge todas las cartas, vuelve a barajar, corta y reparte de "
                     "nuevo.", "RRoP 3.ii.2", *(("RRoP 5.1",) if self.deal.variant in FLOP_GAMES
                                                else ()))

    def nothing_wrong(self) -> None:
        self.why.add("Nothing reported is a dealing error that needs a remedy.",
                     "Nada de lo indicado es un error de reparto que requiera remedio.",
                     "RRoP 3.ii.2")

    def finish(self) -> DealRuling:
        if (self.causes or self.late) and self.begun:
            self.play_on()
            next_step, misdeal = "play_on", False
        elif self.causes:
            self.redeal()
            next_step, misdeal = "reshuffle_and_redeal", True
        else:
            if not self.why.reasons:
                self.nothing_wrong()
            next_step = "continue_with_corrections" if self.corrections or self.dead else "continue"
            misdeal = False
        if self.begun and not self.causes:
            self.why.cite(*self.too_late_rules)
        return DealRuling(misdeal, self.begun, tuple(self.causes), tuple(self.corrections),
                          tuple(self.dead), tuple(self.antes_back), next_step,
                          tuple(self.why.reasons), tuple(self.why.rules),
                          tuple(self.numbers.items()))


class _TdaDeal(_RobertDeal):
    """The same ruling under the TDA rules (TDA 34-38), for tournaments."""

    begun_en = "there has been substantial action (TDA 36)"
    begun_es = "ya hubo acción sustancial (TDA 36)"
    too_late_rules = ("TDA 35-D", "TDA 36")

    def action_begun(self) -> bool:
        begun = has_substantial_action(self.deal.actions, self.deal.acted, "facts.actions")
        self.numbers["substantial_action"] = begun
        return begun

    def exposure_rules(self, rule: str) -> tuple[str, ...]:
        return ("TDA 35-A",) if self.deal.variant in FLOP_GAMES else (rule,)

    def exposures(self) -> None:
        deal, why, v = self.deal, self.why, self.deal.variant
        if any(not e.by_dealer for e in deal.exposed):
            why.add("A card a player exposes himself is not a misdeal: the TDA counts only "
                    "cards the dealer exposes.",
                    "Una carta que expone el propio jugador no es reparto erróneo: la TDA solo "
                    "cuenta las que expone el crupier.", "TDA 35-A")
            tda_silent(why)
        if any(e.by_dealer for e in deal.exposed) and v in DRAW_GAMES:
            why.add("The TDA leaves cards exposed in the deal of a draw game to the house's "
                    "rules; Robert's Rules apply.",
                    "La TDA deja las cartas expuestas en el reparto de un juego de descarte "
                    "a las reglas de la casa; se aplican las Robert's Rules.", "TDA 35-A")
        super().exposures()

    def stud_exposures(self, by_dealer: list[Exposure]) -> None:
        """TDA RP-10-A: a down card dealt face up on the first deal becomes the player's
        upcard; the procedure speaks of one card, so two of a player's down cards face up
        fall back on Robert's tournament rule, a misdeal (RRoP 15.32)."""
        why = self.why
        per_player: dict[int, list[Exposure]] = {}
        for e in by_dealer:
            per_player.setdefault(e.player, []).append(e)
        both = sorted(p for p, cards in per_player.items() if len(cards) >= 2)
        if both:
            players = ", ".join(str(p) for p in both)
            why.add(f"Both down cards of player(s) {players} were dealt face up; the TDA's stud "
                    "procedure covers one exposed down card only.",
                    f"Las dos cartas tapadas del jugador o los jugadores {players} salieron boca "
                    "arriba; el procedimiento de stud de la TDA solo trata una carta tapada "
                    "expuesta.", "TDA RP-10-A")
            tda_silent(why)
            self.cause(MisdealCause.STUD_TOURNAMENT_DOWNCARD,
                       "In a tournament, a stud down card of the starting hand dealt face up "
                       "is a misdeal.",
                       "En torneo, una carta tapada del stud repartida boca arriba en la mano "
                       "inicial es un reparto erróneo.", "RRoP 15.32", "RRoP 8.1")
            return
        for player, cards in sorted(per_player.items()):
            self.corrections.append({"player": player, "action": "third_card_face_down"})
            low = any(e.low_card for e in cards)
            why.add(f"Player {player}'s down card dealt face up on the first deal becomes his "
                    "upcard, and his third-street card is dealt face down"
                    + ("; it is the bring-in card, so he brings it in." if low else
                       "; he may still be the bring-in."),
                    f"La carta tapada del jugador {player} que salió boca arriba en el primer "
                    "reparto pasa a ser su carta abierta, y su carta de tercera calle se le da "
                    "tapada" + ("; es la carta que abre, así que él pone la apertura." if low
                                else "; aun así puede ser quien pone la apertura."),
                    "TDA RP-10-A")

    def button_game_exposures(self, by_dealer: list[Exposure]) -> None:
        if self.deal.variant not in FLOP_GAMES:
            super().button_game_exposures(by_dealer)
            return
        early = [e for e in by_dealer if e.deal_index(self.deal.players) <= 2]
        if early:
            self.cause(MisdealCause.FIRST_OR_SECOND_CARD,
                       "The dealer exposed one of the first two cards off the deck.",
                       "El crupier expuso una de las dos primeras cartas del mazo.", "TDA 35-A")
        if len(by_dealer) >= 2:
            self.cause(MisdealCause.TWO_EXPOSED,
                       f"The dealer exposed {len(by_dealer)} down cards; two or more is a "
                       "misdeal.",
                       f"El crupier expuso {len(by_dealer)} cartas tapadas; dos o más es reparto "
                       "erróneo.", "TDA 35-A")
        if not early and len(by_dealer) == 1:
            self.why.add("One other down card exposed by the dealer is not a misdeal.",
                         "Otra carta tapada expuesta por el crupier no es reparto erróneo.",
                         "TDA 35-A")
            tda_silent(self.why)
            self.single_exposed_card(by_dealer[0])

    def extra_cards(self) -> None:
        deal = self.deal
        if not deal.extra_cards:
            return
        holder = deal.extra_cards_held_by
        whose_en = f"player {holder}" if holder is not None else "a player"
        whose_es = f"el jugador {holder}" if holder is not None else "un jugador"
        cause = MisdealCause.EXTRA_CARD if deal.extra_cards == 1 else MisdealCause.EXTRA_CARDS
        is_en, is_es = ("would have been", "habría sido") if self.begun else ("is", "es")
        self.cause(cause,
                   f"{deal.extra_cards} extra card(s) went to {whose_en}: a player dealt the "
                   f"wrong number of cards {is_en} a misdeal before substantial action.",
                   f"{deal.extra_cards} carta(s) de más fueron a {whose_es}: un jugador con un "
                   f"número de cartas incorrecto {is_es} reparto erróneo antes de la acción "
                   "sustancial.", "TDA 35-A")
        if self.begun:
            self.wrong_number_after_action(holder, "the extra card is not used as the burn",
                                           "la carta de más no se usa como quemada")

    def wrong_number_after_action(self, player: int | None, en: str, es: str) -> None:
        """TDA 38: after substantial action a hand with the wrong number of cards is dead,
        its cards go to the muck, and each later street burns one card only."""
        if player is not None:
            self.kill(player)
        who_en = f"Player {player}'s hand" if player is not None else "The hand holding them"
        who_es = (f"La mano del jugador {player}" if player is not None
                  else "La mano que las tiene")
        self.why.add(f"{who_en} has the wrong number of cards after substantial action: it is "
                     f"dead and all its cards go to the muck; {en}, and one card only is "
                     "burned for each later street.",
                     f"{who_es} tiene un número de cartas incorrecto tras la acción sustancial: "
                     f"está muerta y todas sus cartas van a los descartes; {es}, y en cada "
                     "calle siguiente se quema una sola carta.", "TDA 38")
        self.numbers["burn_next_street"] = 1

    def short_hand(self, short: ShortHand) -> None:
        deal, why, v = self.deal, self.why, self.deal.variant
        on_button = v.uses_button and short.player == deal.players
        if on_button and short.acted:
            self.kill(short.player)
            why.add(f"The button (player {short.player}) acted on a hand with too few cards: "
                    "his hand is dead.",
                    f"El botón (jugador {short.player}) actuó con una mano con cartas de menos: "
                    "su mano está muerta.", "TDA 37")
        elif on_button:
            self.corrections.append({"player": short.player, "action": "complete_from_deck",
                                     "cards": short.missing})
            why.add(f"The button (player {short.player}) is short {short.missing} card(s): he "
                    "is dealt them from the deck, which may give him cards in a row, and may be "
                    "even after substantial action, as long as he has not acted on the hand.",
                    f"Al botón (jugador {short.player}) le faltan {short.missing} carta(s): se "
                    "le dan del mazo, aunque reciba cartas seguidas, incluso tras la acción "
                    "sustancial, mientras no haya actuado con la mano.", "TDA 37", "TDA 35-B")
        elif not self.begun:
            self.cause(MisdealCause.WRONG_NUMBER,
                       f"Player {short.player} was dealt {short.missing} card(s) too few: a "
                       "player dealt the wrong number of cards is a misdeal.",
                       f"Al jugador {short.player} se le repartieron {short.missing} carta(s) de "
                       "menos: un jugador con un número de cartas incorrecto es reparto erróneo.",
                       "TDA 35-A")
        elif v in DRAW_GAMES:
            tda_silent(why)
            self.complete_at_draw(short, "RRoP 12.5" if v is Variant.DRAW_HIGH else "RRoP 11.12")
        else:
            self.wrong_number_after_action(short.player, "no card is burned to restore the "
                                           "order of the deck", "no se quema otra carta para "
                                           "recuperar el orden del mazo")

    def boxed_cards(self) -> None:
        if self.deal.boxed_cards == 1:
            tda_silent(self.why)
        super().boxed_cards()

    def error_rules(self, cause: MisdealCause, *robert: str) -> tuple[str, ...]:
        if cause is MisdealCause.OUT_OF_SEQUENCE:
            tda_silent(self.why)
            return robert
        if cause is MisdealCause.BUTTON:
            return ("TDA 34-A", "TDA 35-A")
        return ("TDA 35-A",)

    def play_on(self) -> None:
        why = self.why
        why.add("But there has been substantial action (two actions in turn with chips put "
                "in, or any three): no misdeal can be called now and the hand goes on.",
                "Pero ya hubo acción sustancial (dos acciones en turno con fichas puestas, o "
                "tres cualesquiera): ya no puede declararse reparto erróneo y la mano sigue.",
                "TDA 35-D", "TDA 36")
        if MisdealCause.BUTTON in self.causes:
            why.add("The wrong button stands: it is not moved back on the next hand.",
                    "El botón mal colocado se mantiene: no se retrocede en la mano siguiente.",
                    "TDA 34-A")
            self.numbers["button_moved_back"] = False

    def redeal(self) -> None:
        self.why.add("The dealer gathers every card, reshuffles and deals again, an exact "
                     "replay: the button does not move, no new player is seated and the limits "
                     "stay the same. Players dealt in but away from their seats get cards and "
                     "may play the redeal; players on penalty get cards that are killed, and "
                     "both deals count as one hand of their penalty.",
                     "El crupier recoge todas las cartas, baraja y reparte de nuevo, repitiendo "
                     "la mano tal cual: el botón no se mueve, no se sienta a nadie nuevo y los "
                     "límites siguen iguales. Los jugadores repartidos pero ausentes reciben "
                     "cartas y pueden jugar el nuevo reparto; a los sancionados se les dan "
                     "cartas que se matan, y ambos repartos cuentan como una mano de su sanción.",
                     "TDA 35-C")
        self.numbers["redeal"] = "exact_replay"

    def nothing_wrong(self) -> None:
        self.why.add("Nothing reported is a dealing error that needs a remedy.",
                     "Nada de lo indicado es un error de reparto que requiera remedio.",
                     "TDA 35-A")


def rule_on_deal(deal: DealFacts, house: HouseRules) -> DealRuling:
    """Misdeal or not, and what the dealer does, for errors in the initial deal: the
    TDA rules in a tournament, Robert's Rules otherwise."""
    ruler = _TdaDeal(deal, house) if house.tournament else _RobertDeal(deal, house)
    return ruler.rule()


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
                                                      high=hole_cards_dealt(variant)),
                                entry.flag("acted")))
    button = facts.flag("button_out_of_position")
    if button and variant in STUD_GAMES:
        raise refuse(facts.where("button_out_of_position"), "stud is dealt without a button.",
                     "el stud se reparte sin botón.")
    extra = facts.integer("extra_cards", 0, low=0)
    holder: int | None = None
    if facts.has("extra_cards_held_by"):
        holder = facts.integer("extra_cards_held_by", low=1, high=players)
        if not extra:
            raise refuse(facts.where("extra_cards_held_by"),
                         "names who holds extra cards, but extra_cards is 0; give how many.",
                         "indica quién tiene cartas de más, pero extra_cards es 0; indique "
                         "cuántas.")
        if any(s.player == holder for s in shorts):
            raise refuse(facts.where("extra_cards_held_by"),
                         f"player {holder} is also listed as short of cards.",
                         f"el jugador {holder} también figura con cartas de menos.")
    return DealFacts(
        variant=variant,
        betting=betting,
        players=players,
        acted=acted,
        exposed=tuple(exposures),
        extra_cards=extra,
        short=tuple(shorts),
        boxed_cards=facts.integer("boxed_cards", 0, low=0),
        out_of_sequence=facts.flag("out_of_sequence"),
        button_out_of_position=button,
        first_card_wrong_seat=facts.flag("first_card_wrong_seat"),
        dealt_to_empty_seat=facts.flag("dealt_to_empty_seat"),
        dealt_to_ineligible_player=facts.flag("dealt_to_ineligible_player"),
        player_missed=facts.flag("player_missed"),
        missed_player_entitled=facts.flag("missed_player_entitled", True),
        actions=read_actions(facts),
        extra_cards_held_by=holder,
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
        if house.tournament:
            summary = Text("Too late for a misdeal: there has been substantial action, so the "
                           "hand is played as dealt.",
                           "Demasiado tarde para un reparto erróneo: ya hubo acción sustancial, "
                           "así que la mano se juega tal como se repartió.")
        else:
            summary = Text("Too late for a misdeal: action has begun, so the hand is played as "
                           "dealt.",
                           "Demasiado tarde para un reparto erróneo: la acción ya empezó, así que "
                           "la mano se juega tal como se repartió.")
        if result.dead_hands:
            dead = ", ".join(map(str, result.dead_hands))
            summary = Text(f"Too late for a misdeal: the hand is played, but the hand of "
                           f"player(s) {dead} is dead.",
                           f"Demasiado tarde para un reparto erróneo: la mano se juega, pero la "
                           f"del/de los jugador(es) {dead} está muerta.")
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
        **dict(result.numbers),
    }
    return Ruling("misdeal", decision, summary, result.reasons, result.rules, numbers,
                  house.profile)
