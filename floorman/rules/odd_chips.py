"""The odd chip: how a pot divides among tied hands, and who gets what will not divide.

Ties are divided by ``pots.shares`` in the odd-chip order of RRoP 3.vii.5: clockwise
from the button in button games, by the cards in stud; or by the online room's rule
(seed 004, Online 19-25, cited when the house switch ``odd_chip`` follows it). Under the
tournament profile the TDA's rule governs (TDA 20): in stud the odd chip goes by the
five cards of the winning hand, not every card held, and each pot divides on its own
(TDA 21). Scenario kind: ``odd_chip``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal

from floorman.rules.cards import Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.hands import (
    GameHand,
    PlayerCards,
    card_order,
    evaluate_unchecked,
    read_game,
    read_joker,
    read_player_cards,
    read_seat,
)
from floorman.rules.policy import HouseRules
from floorman.rules.pots import add_up, halves, shares
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.rules.showdown_order import (
    Source,
    clockwise_after,
    read_button,
    seat_list,
    showdown_book,
)
from floorman.text import Text

Half = Literal["high", "low"]


# --- the odd chip -----------------------------------------------------------------------


def odd_chip_order(variant: Variant, winners: Sequence[int], half: Half, *,
                   button: int | None, cards: Mapping[int, PlayerCards],
                   source: Source, played: Mapping[int, GameHand] | None = None
                   ) -> list[int]:
    """The order in which tied winners receive odd chips, one each (RRoP 3.vii.5).

    Button games: clockwise from the button. Stud: the highest card by suit among all
    of a player's cards in a high pot or half, the lowest (aces low) in a low one; the
    online room (seed 004) uses the highest face-up card by suit for either half; the
    TDA (TDA 20-B) the highest card by suit among the five cards of the winning hand
    (``played``), in either half, aces low in a low hand.
    """
    if variant.uses_button:
        if button is None:
            raise refuse("button", "give the button seat: the odd chip goes clockwise from it.",
                         "indique el asiento del botón: la ficha impar va a partir de él.")
        return clockwise_after(button, winners)
    if source == "online" and variant is not Variant.RAZZ:
        for seat in winners:
            if not cards[seat].up:
                raise refuse(cards[seat].field.removesuffix("cards") + "up",
                             "the online rule gives the odd chip by the face-up cards; list "
                             "them.",
                             "la regla en línea da la ficha impar por las cartas abiertas; "
                             "indíquelas.")
        return sorted(winners, key=lambda s: max(card_order(c) for c in cards[s].up),
                      reverse=True)
    if source == "tda":
        return _by_winning_five(variant, winners, half, cards, played or {})
    for seat in winners:
        if not cards[seat].cards:
            raise refuse(cards[seat].field,
                         "in stud the odd chip goes by the cards; list this player's cards.",
                         "en el stud la ficha impar se da por las cartas; indique las de este "
                         "jugador.")
    low = half == "low"
    if low:
        return sorted(winners, key=lambda s: min(card_order(c, ace_low=True)
                                                 for c in cards[s].cards))
    return sorted(winners, key=lambda s: max(card_order(c) for c in cards[s].cards),
                  reverse=True)


def _by_winning_five(variant: Variant, winners: Sequence[int], half: Half,
                     cards: Mapping[int, PlayerCards], played: Mapping[int, GameHand]
                     ) -> list[int]:
    """TDA 20-B: the tied winners by the highest card by suit of the five cards each
    plays in this half (the ace counts low in a low hand, where it plays as one)."""
    low = half == "low"

    def five(seat: int) -> tuple[Card, ...]:
        hand = played.get(seat)
        if hand is None:
            if len(cards[seat].cards) < 5:
                raise refuse(cards[seat].field,
                             "the TDA gives the odd chip by the five cards of the winning "
                             "hand; list this player's cards.",
                             "la TDA da la ficha impar por las cinco cartas de la mano "
                             "ganadora; indique las cartas de este jugador.")
            hand = evaluate_unchecked(variant, cards[seat].cards, ())
        value = hand.low if low else hand.high
        if value is None:
            value = hand.main
        return value.cards

    return sorted(winners, key=lambda s: max(card_order(c, ace_low=low) for c in five(s)),
                  reverse=True)


# The rules of dividing a tie that each source gives, by what they decide: suits never
# break a tie, the unit odd chips are broken down to, the odd chip of a high-low halving
# going high, and every pot split on its own (RRoP 3.vii.1-5; Online 19-25).
TIE_RULES: dict[Source, dict[str, str]] = {
    "robert": {"suits": "RRoP 3.vii.1", "unit": "RRoP 3.vii.3", "halving": "RRoP 3.vii.5.c",
               "each_pot": "RRoP 3.vii.5.d"},
    "online": {"suits": "Online 19", "unit": "Online 20", "halving": "Online 24",
               "each_pot": "Online 25"},
    # The TDA ranks no suits (Robert's order is cited, saying so, where suits decide).
    "tda": {"suits": "RRoP 3.vii.1", "unit": "TDA 20", "halving": "TDA 20-C",
            "each_pot": "TDA 21"},
}

# What a TDA ruling says when it leans on Robert's Rules for what the TDA leaves out.
TDA_SUITS_SILENT = Text("The TDA rules do not rank the suits; Robert's Rules do: spades, "
                        "hearts, diamonds, clubs.",
                        "Las reglas TDA no ordenan los palos; las Robert's Rules sí: picas, "
                        "corazones, diamantes, tréboles.")
TDA_ONE_CHIP_SILENT = Text("The TDA rules do not say how many odd chips one player may get; "
                           "under Robert's Rules no player gets more than one.",
                           "Las reglas TDA no dicen cuántas fichas impares puede recibir un "
                           "jugador; según las Robert's Rules nadie recibe más de una.")
TDA_GAME_SILENT = Text("The TDA rules do not say how each game's hands rank or qualify; "
                       "Robert's Rules do.",
                       "Las reglas TDA no dicen cómo se ordenan o califican las manos de cada "
                       "juego; las Robert's Rules sí.")
TDA_EVEN_SPLIT_SILENT = Text("The TDA rules do not cover the same players tying both ways; "
                             "Robert's Rules split the pot as evenly as possible.",
                             "Las reglas TDA no tratan a los mismos jugadores empatados en "
                             "alta y baja; las Robert's Rules reparten el pozo lo más parejo "
                             "posible.")


def odd_chip_rules(variant: Variant, half: Half, source: Source = "robert") -> tuple[str, ...]:
    """Who gets an odd chip: RRoP 3.vii.3-5 (and 10.8-9 in stud high-low), or under the
    online room's rule Online 20-24; razz, on which the online rules are silent, keeps
    Robert's."""
    if source == "online" and variant is not Variant.RAZZ:
        online = ["Online 20", "Online 21", "Online 22" if variant.uses_button else "Online 23"]
        return (*online, *(("Online 24",) if variant.is_high_low else ()))
    if source == "tda":
        return ("TDA 20", "TDA 20-A" if variant.uses_button else "TDA 20-B",
                *(("TDA 20-C",) if variant.is_high_low else ()))
    rules = ["RRoP 3.vii.3", "RRoP 3.vii.4"]
    rules.append("RRoP 3.vii.5.a" if variant.uses_button else "RRoP 3.vii.5.b")
    if variant.is_high_low:
        rules.append("RRoP 3.vii.5.c")
    if variant is Variant.STUD_8:
        rules.append("RRoP 10.9" if half == "low" else "RRoP 10.8")
    return tuple(rules)


def odd_chip_reason(variant: Variant, half: Half, source: Source) -> Text:
    if variant.uses_button:
        return Text("The odd chip goes to the first tied hand clockwise from the button.",
                    "La ficha impar es para la primera mano empatada a la izquierda del botón.")
    if source == "online" and variant is not Variant.RAZZ:
        return Text("House rule (online room): the odd chip goes to the highest face-up card "
                    "by suit.",
                    "Regla de la casa (sala en línea): la ficha impar es para la carta abierta "
                    "más alta por palo.")
    if source == "tda":
        return Text("The odd chip goes to the highest card by suit among the five cards of the "
                    "winning hand, not among every card the player holds.",
                    "La ficha impar es para la carta más alta por palo entre las cinco cartas "
                    "de la mano ganadora, no entre todas las cartas del jugador.")
    if half == "low":
        return Text("In a low pot the odd chip goes to the lowest card by suit, counting every "
                    "card the player holds.",
                    "En un pozo bajo la ficha impar es para la carta más baja por palo, "
                    "contando todas las cartas del jugador.")
    return Text("The odd chip goes to the highest card by suit, counting every card the player "
                "holds, not only the five played.",
                "La ficha impar es para la carta más alta por palo, contando todas las cartas "
                "del jugador, no solo las cinco jugadas.")


@dataclass(frozen=True)
class Table:
    """What dividing a pot needs to know besides the pot: the game, the smallest chip,
    the button, the players' cards and which odd-chip rule the house follows."""

    variant: Variant
    chip: Decimal
    button: int | None
    cards: Mapping[int, PlayerCards]
    source: Source = "robert"
    played: Mapping[int, GameHand] = field(default_factory=dict)


@dataclass(frozen=True)
class Split:
    """One pot (or half) divided: who gets what and who got an odd chip."""

    amount: Decimal
    winners: tuple[int, ...]
    half: Half
    shares: Mapping[int, Decimal]
    odd_chips: tuple[int, ...]


def split(amount: Decimal, winners: Sequence[int], half: Half, table: Table) -> Split:
    """``amount`` divided among tied ``winners`` (one winner takes it all)."""
    order = (list(winners) if len(winners) == 1 else
             odd_chip_order(table.variant, winners, half, button=table.button,
                            cards=table.cards, source=table.source, played=table.played))
    parts, odd = shares(amount, order, table.chip)
    return Split(amount, tuple(sorted(winners)), half, parts, tuple(odd))


def tda_fallbacks(variant: Variant, parts: Sequence[Split], reasons: list[Text]
                  ) -> list[str]:
    """The Robert's Rules a TDA division leans on, each with its sentence saying so: the
    suit order where stud suits decide an odd chip (RRoP 3.vii.1), and one odd chip a
    player where a part leaves more than one (RRoP 3.vii.4)."""
    rules: list[str] = []
    if not variant.uses_button and any(p.odd_chips for p in parts):
        rules.append("RRoP 3.vii.1")
        if TDA_SUITS_SILENT not in reasons:
            reasons.append(TDA_SUITS_SILENT)
    if any(len(p.odd_chips) > 1 for p in parts):
        rules.append("RRoP 3.vii.4")
        if TDA_ONE_CHIP_SILENT not in reasons:
            reasons.append(TDA_ONE_CHIP_SILENT)
    return rules


@scenario("odd_chip")
def decide_odd_chip(facts: Facts, house: HouseRules) -> Ruling:
    """How a pot is divided among tied winners, and who gets the odd chips."""
    variant, chip = read_game(facts)
    amount = facts.amount("amount", chip=chip, positive=True)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    players = facts.children("players", default=[])
    taken: set[int] = set()
    cards: dict[int, PlayerCards] = {}
    folded: set[int] = set()
    for player in players:
        seat = read_seat(player, taken)
        if player.flag("folded"):
            folded.add(seat)
        cards[seat] = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker,
                                        required=False)

    def winners(name: str, required: bool = True) -> list[int]:
        raw = facts.raw(name) if required else facts.raw(name, None)
        if raw is None:
            return []
        if not isinstance(raw, list) or (required and not raw):
            raise refuse(facts.where(name), "must be a list of seats, such as [3, 7].",
                         "debe ser una lista de asientos, como [3, 7].")
        seats: list[int] = []
        for index, entry in enumerate(raw):
            where = f"{facts.where(name)}[{index}]"
            # A row of seats, as the rulings assistant answers, names the seat too.
            seat = entry.get("seat") if isinstance(entry, Mapping) else entry
            if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
                raise refuse(where, "must be a seat number.", "debe ser un número de asiento.")
            if seat in seats:
                raise refuse(where, f"seat {seat} is listed twice.",
                             f"el asiento {seat} aparece dos veces.")
            if seat in folded:
                raise refuse(where, f"seat {seat} folded and cannot win any part of the pot.",
                             f"el asiento {seat} se retiró y no puede ganar parte del pozo.")
            if not variant.uses_button and seat not in cards:
                raise refuse(where, f"list seat {seat} under players with their cards: in stud "
                             "the odd chip goes by the cards.",
                             f"indique el asiento {seat} en players con sus cartas: en el stud "
                             "la ficha impar se da por las cartas.")
            if seat not in cards:
                cards[seat] = PlayerCards(seat, (), (), f"{facts.where('players')}")
            seats.append(seat)
        return seats

    button = read_button(facts, variant, required=True)
    source = showdown_book(house.odd_chip, house)
    rules: list[str] = []
    reasons: list[Text] = []
    parts: list[Split] = []
    table = Table(variant, chip, button, cards, source)
    if variant.is_high_low:
        high = winners("high_winners")
        low = winners("low_winners", required=False)
        if not low:
            rules.append("RRoP 7.2" if variant is Variant.OMAHA_8 else "RRoP 10")
            if source == "tda":
                reasons.append(TDA_GAME_SILENT)
            reasons.append(Text("No low qualifies: the high hands take the whole pot.",
                                "Ninguna baja califica: las manos altas se llevan todo el "
                                "pozo."))
            parts.append(split(amount, high, "high", table))
        elif set(high) == set(low):
            # Identical hands: the online and TDA rules are silent, so Robert's rule applies.
            rules.append("RRoP 3.vii.5.c")
            if source == "tda":
                reasons.append(TDA_EVEN_SPLIT_SILENT)
            reasons.append(Text("The same players tie high and low: the pot is split as evenly "
                                "as possible.",
                                "Los mismos jugadores empatan alta y baja: el pozo se reparte lo "
                                "más parejo posible."))
            parts.append(split(amount, high, "high", table))
        else:
            high_half, low_half = halves(amount, chip)
            rules.append(TIE_RULES[source]["halving"])
            reasons.append(Text(f"The pot is halved: {high_half} high and {low_half} low; an "
                                "odd chip goes to the high half.",
                                f"El pozo se divide: {high_half} para la alta y {low_half} para "
                                "la baja; la ficha impar va a la mitad alta."))
            parts.append(split(high_half, high, "high", table))
            parts.append(split(low_half, low, "low", table))
    else:
        half: Half = "low" if variant.is_low_only else "high"
        parts.append(split(amount, winners("winners"), half, table))
    for part in parts:
        for rule in odd_chip_rules(variant, part.half, source):
            if rule not in rules:
                rules.append(rule)
        if part.odd_chips:
            reasons.append(odd_chip_reason(variant, part.half, source))
    result = add_up(p.shares for p in parts)
    odd = [s for p in parts for s in p.odd_chips]
    if source != "tda" and TIE_RULES[source]["suits"] not in rules:
        rules.insert(0, TIE_RULES[source]["suits"])
    elif source == "tda":
        rules.extend(tda_fallbacks(variant, parts, reasons))
    each = "; ".join(f"seat {s}: {a}" for s, a in sorted(result.items()))
    each_es = "; ".join(f"asiento {s}: {a}" for s, a in sorted(result.items()))
    if odd:
        decision = "odd_chip"
        summary = Text(f"The pot of {amount} is divided {each}; odd chip to seat "
                       f"{seat_list(odd)}.",
                       f"El pozo de {amount} se reparte {each_es}; ficha impar para el asiento "
                       f"{seat_list(odd)}.")
        reasons.insert(0, Text(f"Chips that cannot be divided evenly in units of {chip} are odd "
                               "chips" + ("." if source == "tda" else
                                          "; no player gets more than one."),
                               f"Las fichas que no se dividen por igual en unidades de {chip} son "
                               "fichas impares" + ("." if source == "tda" else
                                                   "; nadie recibe más de una.")))
    else:
        decision = "even_split"
        summary = Text(f"The pot of {amount} divides evenly: {each}.",
                       f"El pozo de {amount} se reparte por igual: {each_es}.")
    numbers: dict[str, Any] = {"shares": result, "odd_chips": odd}
    if len(parts) == 2:
        numbers["high_half"] = parts[0].amount
        numbers["low_half"] = parts[1].amount
    return Ruling(kind="odd_chip", decision=decision, summary=summary, reasons=tuple(reasons),
                  rules=tuple(rules), numbers=numbers, profile=house.profile)
