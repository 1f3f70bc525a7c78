"""The forced bets of the draw games: lowball's single blind and draw high's antes.

``single_blind`` rules on a lowball game played with one blind: a player due the blind
who has less than half of it, or half or more (RRoP 11.4-11.5), what he owes once he
wins or buys more chips (RRoP 11.4), and a missed blind, which cannot be made up
(RRoP 11.6). ``draw_high_antes`` rules on the antes of draw high: seat changes while
antes pile up (RRoP 12.11), posting the ante to get a hand (RRoP 12.12), a pot opened by
a player all in for his antes (RRoP 12.13), and a player whose chips go in with the
ante, with the share of the antes he can win (RRoP 12.14). It is bookkeeping over a few
amounts, written by hand: no poker library models blinds posted short or re-antes.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Structure, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as _amount

LOWBALL = (Variant.LOWBALL_A5, Variant.LOWBALL_27)
MAX_DRAW_PLAYERS = 8


def _ruling(kind: str, decision: str, en: str, es: str, why: Notes,
            numbers: dict[str, Any], house: HouseRules) -> Ruling:
    return Ruling(kind, decision, Text(en, es), tuple(why.reasons), tuple(why.rules), numbers,
                  house.profile)


# --- lowball with a single blind -----------------------------------------------------


def _single_blind_structure(facts: Facts) -> Structure:
    structure = facts.structure()
    if structure.variant not in LOWBALL:
        raise refuse(facts.where("structure.game"),
                     "the single-blind rules are lowball rules (RRoP 11.4-11.6); use "
                     "lowball_a5 or lowball_27.",
                     "las reglas de una sola ciega son del lowball (RRoP 11.4-11.6); use "
                     "lowball_a5 o lowball_27.")
    return structure


def _short_stack(facts: Facts, structure: Structure) -> Decimal:
    blind = structure.big_blind
    stack = facts.amount("stack", chip=structure.chip, positive=True)
    if stack >= blind:
        raise refuse(facts.where("stack"),
                     f"{_amount(stack)} covers the blind ({_amount(blind)}): he posts it in "
                     "full; these rules are for a player short of it.",
                     f"{_amount(stack)} cubre la ciega ({_amount(blind)}): la pone entera; "
                     "estas reglas son para quien no llega a ella.")
    return stack


@scenario("single_blind")
def decide_single_blind(facts: Facts, house: HouseRules) -> Ruling:
    """Lowball played with one blind (``structure.big_blind``): ``situation`` is
    ``short_blind`` (RRoP 11.4-11.5), ``after_short_blind`` (RRoP 11.4) or
    ``missed_blind`` (RRoP 11.6)."""
    structure = _single_blind_structure(facts)
    situation = facts.choice("situation", ["short_blind", "after_short_blind", "missed_blind"])
    blind = structure.big_blind
    half = blind / 2
    why = Notes()
    numbers: dict[str, Any] = {"blind": blind, "half_blind": half}
    kind = "single_blind"

    if situation == "missed_blind":
        why.add("With a single blind there is nothing to make up: a player who missed his "
                "blind is dealt in again only when the blind comes round to his seat.",
                "Con una sola ciega no hay nada que reponer: quien se saltó su ciega vuelve a "
                "recibir cartas solo cuando la ciega llega otra vez a su asiento.", "RRoP 11.6")
        why.add("Unlike a multiple-blind game, posting what he missed does not buy him a hand "
                "sooner.",
                "A diferencia de un juego con varias ciegas, poner lo que se saltó no le da una "
                "mano antes.", "RRoP 11.7")
        numbers.update(may_make_up=False, posts_when_dealt_in=blind)
        return _ruling(kind, "dealt_in_only_in_the_blind",
                       f"He waits: he is dealt in again only when the blind reaches him, and "
                       f"then posts it ({_amount(blind)}).",
                       f"Espera: vuelve a recibir cartas solo cuando le llegue la ciega, y "
                       f"entonces la pone ({_amount(blind)}).", why, numbers, house)

    stack = _short_stack(facts, structure)
    full = stack >= half
    numbers.update(posted=stack, counts_as_full_blind=full)
    if situation == "short_blind":
        if full:
            why.add(f"He posts all he has, {_amount(stack)}: at least half the "
                    f"{_amount(blind)} blind ({_amount(half)}), so it counts as a full blind.",
                    f"Pone todo lo que tiene, {_amount(stack)}: al menos la mitad de la ciega "
                    f"de {_amount(blind)} ({_amount(half)}), así que vale como ciega completa.",
                    "RRoP 11.5")
            why.add("Nobody else posts a blind this hand.",
                    "Nadie más pone ciega en esta mano.", "RRoP 11.5")
            numbers["next_player_posts"] = Decimal(0)
            return _ruling(kind, "counts_as_full_blind",
                           f"His {_amount(stack)} counts as the full {_amount(blind)} blind; he "
                           "is dealt in all in and nobody else posts.",
                           f"Sus {_amount(stack)} valen como la ciega completa de "
                           f"{_amount(blind)}; recibe cartas all-in y nadie más pone.",
                           why, numbers, house)
        why.add(f"He has {_amount(stack)}, less than half the {_amount(blind)} blind "
                f"({_amount(half)}): he still gets a hand, all in for {_amount(stack)}, but "
                "that is not a blind.",
                f"Tiene {_amount(stack)}, menos de la mitad de la ciega de {_amount(blind)} "
                f"({_amount(half)}): igual recibe mano, all-in por {_amount(stack)}, pero eso "
                "no es una ciega.", "RRoP 11.4")
        why.add(f"So that the pot has its blind, the next player posts a full blind of "
                f"{_amount(blind)}.",
                f"Para que el bote tenga su ciega, el jugador siguiente pone una ciega completa "
                f"de {_amount(blind)}.", "RRoP 11.4")
        why.add("If the short player wins the pot or buys more chips, he owes the blind on the "
                "next hand, or sits out until it comes round to him.",
                "Si el jugador corto gana el bote o compra más fichas, debe la ciega en la mano "
                "siguiente, o no juega hasta que le vuelva a tocar.", "RRoP 11.4")
        numbers["next_player_posts"] = blind
        return _ruling(kind, "next_player_posts_blind",
                       f"He is dealt in all in for {_amount(stack)}, and the next player posts "
                       f"the full {_amount(blind)} blind.",
                       f"Recibe cartas all-in por {_amount(stack)}, y el jugador siguiente pone "
                       f"la ciega completa de {_amount(blind)}.", why, numbers, house)

    outcome = facts.choice("outcome", ["won_pot", "rebought"])
    numbers["outcome"] = outcome
    event_en = "won the pot" if outcome == "won_pot" else "bought more chips"
    event_es = "ganó el bote" if outcome == "won_pot" else "compró más fichas"
    if full:
        why.add(f"His {_amount(stack)} was at least half the blind, so it counted as a full "
                "blind: nobody posted for him and he owes nothing.",
                f"Sus {_amount(stack)} eran al menos la mitad de la ciega, así que valieron "
                "como ciega completa: nadie puso por él y no debe nada.", "RRoP 11.5")
        numbers.update(to_post=Decimal(0), options=[{"choice": "play", "amount": Decimal(0)}])
        return _ruling(kind, "owes_nothing",
                       f"He {event_en} after a blind that counted as full: he owes nothing and "
                       "plays on.",
                       f"{event_es.capitalize()} tras una ciega que valió completa: no debe "
                       "nada y sigue jugando.", why, numbers, house)
    why.add(f"His {_amount(stack)} was less than half the blind, so the next player posted the "
            "blind for that hand.",
            f"Sus {_amount(stack)} eran menos de la mitad de la ciega, así que la ciega de esa "
            "mano la puso el jugador siguiente.", "RRoP 11.4")
    why.add(f"Now that he {event_en}, he posts the {_amount(blind)} blind on the next hand, or "
            "stays out until it is his turn for the blind.",
            f"Ahora que {event_es}, pone la ciega de {_amount(blind)} en la mano siguiente, o "
            "se queda fuera hasta que le toque la ciega.", "RRoP 11.4")
    numbers.update(to_post=blind, options=[{"choice": "post_blind", "amount": blind},
                                           {"choice": "wait_for_blind", "amount": Decimal(0)}])
    return _ruling(kind, "post_blind_or_wait",
                   f"He {event_en}: he posts the {_amount(blind)} blind next hand or sits out "
                   "until the blind reaches him.",
                   f"{event_es.capitalize()}: pone la ciega de {_amount(blind)} en la mano "
                   "siguiente o no juega hasta que le llegue la ciega.", why, numbers, house)


# --- draw high antes -----------------------------------------------------------------


def _draw_high_structure(facts: Facts) -> Structure:
    structure = facts.structure()
    if structure.variant is not Variant.DRAW_HIGH:
        raise refuse(facts.where("structure.game"),
                     f"these are the ante rules of draw high (RRoP 12.11-12.14), not of "
                     f"{GAME_NAMES[structure.variant].en}; use draw_high.",
                     f"son las reglas del ante del draw high (RRoP 12.11-12.14), no del "
                     f"{GAME_NAMES[structure.variant].es}; use draw_high.")
    if structure.ante <= 0:
        raise refuse(facts.where("structure.ante"),
                     "draw high is played with an ante: give its amount.",
                     "el draw high se juega con ante: indique su importe.")
    return structure


@scenario("draw_high_antes")
def decide_draw_high_antes(facts: Facts, house: HouseRules) -> Ruling:
    """Draw high's antes; ``question`` is ``seat_change`` (RRoP 12.11), ``post_ante``
    (RRoP 12.12), ``opener_all_in`` (RRoP 12.13) or ``ante_all_in`` (RRoP 12.14)."""
    structure = _draw_high_structure(facts)
    question = facts.choice("question",
                            ["seat_change", "post_ante", "opener_all_in", "ante_all_in"])
    ante = structure.ante
    # Antes each player has in the pot: 1 on a fresh deal, one more for every deal that
    # nobody opened (a re-ante).
    antes_each = facts.integer("antes_each", 1, low=1)
    why = Notes()
    numbers: dict[str, Any] = {"ante": ante, "antes_each": antes_each}
    kind = "draw_high_antes"

    if question == "seat_change":
        forfeited = facts.flag("forfeited_money")
        allowed = antes_each == 1 and not forfeited
        numbers.update(forfeited_money=forfeited, allowed=allowed)
        if allowed:
            why.add("The pot holds only this deal's single antes and no forfeited money, so "
                    "nothing stops the change.",
                    "El bote solo tiene el ante sencillo de este reparto y ningún dinero "
                    "decomisado, así que nada impide el cambio.", "RRoP 12.11")
            return _ruling(kind, "seat_change_allowed",
                           "He may change seats: the pot holds no piled-up antes or forfeited "
                           "money.",
                           "Puede cambiar de asiento: el bote no tiene antes acumulados ni "
                           "dinero decomisado.", why, numbers, house)
        if antes_each > 1:
            why.add(f"Nobody has opened for {antes_each - 1} deal(s): each player has "
                    f"{antes_each} antes in the pot, and no one may change seats while they "
                    "are there.",
                    f"Nadie abrió en {antes_each - 1} reparto(s): cada jugador tiene "
                    f"{antes_each} antes en el bote, y nadie puede cambiar de asiento mientras "
                    "sigan ahí.", "RRoP 12.11")
        if forfeited:
            why.add("The pot holds forfeited money, which also bars a seat change.",
                    "El bote tiene dinero decomisado, lo que también impide cambiar de "
                    "asiento.", "RRoP 12.11")
        return _ruling(kind, "no_seat_change",
                       "No seat change until this pot is won.",
                       "No hay cambio de asiento hasta que se gane este bote.",
                       why, numbers, house)

    if question == "post_ante":
        forfeited = facts.flag("forfeited_money")
        in_that_deal = facts.flag("in_forfeit_deal")
        if in_that_deal and not forfeited:
            raise refuse(facts.where("in_forfeit_deal"),
                         "there is no forfeited money in the pot (forfeited_money is false).",
                         "no hay dinero decomisado en el bote (forfeited_money es false).")
        numbers.update(forfeited_money=forfeited)
        if forfeited and not in_that_deal:
            why.add("The pot holds forfeited money from an earlier deal he was not dealt in, "
                    "so he may not buy a hand in it by posting the ante.",
                    "El bote tiene dinero decomisado de un reparto anterior en el que no "
                    "participó, así que no puede comprar mano en él poniendo el ante.",
                    "RRoP 12.12", "RRoP 3.iv.6")
            numbers.update(to_post=Decimal(0), dealt_in=False)
            return _ruling(kind, "wait_for_next_pot",
                           "He waits for the next pot: this one holds forfeited money from a "
                           "deal he was not in.",
                           "Espera al bote siguiente: este tiene dinero decomisado de un "
                           "reparto en el que no estaba.", why, numbers, house)
        to_post = ante * antes_each
        why.add(f"A player may post the ante at any time and be dealt in; he puts in what each "
                f"player has in the pot, {antes_each} ante(s) of {_amount(ante)}: "
                f"{_amount(to_post)}.",
                f"Se puede poner el ante en cualquier momento y recibir mano; pone lo que cada "
                f"jugador tiene en el bote, {antes_each} ante(s) de {_amount(ante)}: "
                f"{_amount(to_post)}.", "RRoP 12.12")
        if forfeited:
            why.add("The forfeited money in the pot comes from a deal he was in, so it does "
                    "not keep him out.",
                    "El dinero decomisado del bote viene de un reparto en el que él estaba, así "
                    "que no lo deja fuera.", "RRoP 12.12")
        numbers.update(to_post=to_post, dealt_in=True)
        return _ruling(kind, "post_ante_and_play",
                       f"He posts {_amount(to_post)} and is dealt in.",
                       f"Pone {_amount(to_post)} y recibe cartas.", why, numbers, house)

    players = facts.integer("players", low=2, high=MAX_DRAW_PLAYERS)
    numbers["players"] = players
    antes_pot = ante * antes_each * players
    if question == "opener_all_in":
        opening = structure.small_bet
        why.add("The opener has nothing left beyond his antes, yet his declaring the pot open "
                "opens it.",
                "Al que abre no le queda nada aparte de sus antes, pero al declarar abierto el "
                "bote, queda abierto.", "RRoP 12.13")
        why.add(f"Anyone who plays comes in for the full opening bet, {_amount(opening)}, as "
                "if the opener had bet it.",
                f"Quien quiera jugar entra con la apuesta de apertura completa, "
                f"{_amount(opening)}, como si el que abrió la hubiera apostado.", "RRoP 12.13")
        why.add(f"The opener can win only the antes ({_amount(antes_pot)}); the bets of the "
                "others make a side pot among themselves.",
                f"El que abrió solo puede ganar los antes ({_amount(antes_pot)}); las apuestas "
                "de los demás forman un bote aparte entre ellos.", "RRoP 12.14",
                "RRoP G.side-pot")
        numbers.update(to_come_in=opening, opener_contests=antes_pot)
        return _ruling(kind, "full_opening_bet",
                       f"The pot is open: everyone who comes in puts in the full opening bet "
                       f"of {_amount(opening)}.",
                       f"El bote está abierto: todo el que entre pone la apuesta de apertura "
                       f"completa de {_amount(opening)}.", why, numbers, house)

    # ante_all_in: his chips went in with his first ante.
    stack = facts.amount("stack", ante, chip=structure.chip, positive=True)
    if stack > ante:
        raise refuse(facts.where("stack"),
                     f"{_amount(stack)} is more than the ante ({_amount(ante)}): he antes "
                     "normally; this rule is for a player whose chips all go in with the ante.",
                     f"{_amount(stack)} es más que el ante ({_amount(ante)}): pone el ante "
                     "normal; esta regla es para quien mete todas sus fichas con el ante.")
    others = players - 1
    pot = stack + others * ante * antes_each
    main = stack * players
    side = pot - main
    numbers.update(stack=stack, pot=pot, main_pot=main, side_pot=side,
                   he_adds=Decimal(0))
    why.add(f"He has no chips beyond his ante ({_amount(stack)}): he may still play, for the "
            "antes only.",
            f"No tiene fichas aparte de su ante ({_amount(stack)}): puede jugar igual, solo "
            "por los antes.", "RRoP 12.14")
    why.add(f"He covers {_amount(stack)} from each of the {players} players: a main pot of "
            f"{_amount(main)} that he can win.",
            f"Cubre {_amount(stack)} de cada uno de los {players} jugadores: un bote principal "
            f"de {_amount(main)} que puede ganar.", "RRoP 12.14", "RRoP G.side-pot")
    if antes_each > 1:
        why.add(f"Nobody opened, and the others have anted {antes_each - 1} more time(s) while "
                f"he adds nothing; he keeps his claim to the share he covered, and the "
                f"{_amount(side)} beyond it is a side pot among the other {others}.",
                f"Nadie abrió y los demás volvieron a poner el ante {antes_each - 1} vez/veces "
                f"sin que él añada nada; conserva su derecho a la parte que cubrió, y los "
                f"{_amount(side)} restantes son un bote aparte entre los otros {others}.",
                "RRoP 12.14")
        return _ruling(kind, "plays_for_share_covered",
                       f"He plays, adding nothing, for the {_amount(main)} he covered; the other "
                       f"{_amount(side)} of the {_amount(pot)} pot is a side pot.",
                       f"Juega sin añadir nada por los {_amount(main)} que cubrió; los otros "
                       f"{_amount(side)} del bote de {_amount(pot)} son un bote aparte.",
                       why, numbers, house)
    if side:
        why.add(f"The {_amount(side)} of the others' antes beyond what he covered is a side "
                "pot among them.",
                f"Los {_amount(side)} de los antes de los demás que él no cubre son un bote "
                "aparte entre ellos.", "RRoP G.side-pot")
    if not side:
        return _ruling(kind, "plays_for_antes",
                       f"He plays for the antes only, which he covers in full: the whole "
                       f"{_amount(pot)} pot.",
                       f"Juega solo por los antes, que cubre enteros: todo el bote de "
                       f"{_amount(pot)}.", why, numbers, house)
    return _ruling(kind, "plays_for_antes",
                   f"He plays for the antes only: {_amount(main)} of the {_amount(pot)} pot.",
                   f"Juega solo por los antes: {_amount(main)} del bote de {_amount(pot)}.",
                   why, numbers, house)
