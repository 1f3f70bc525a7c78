"""Deciding by the cards: who brings it in at stud, who wins a draw for the button.

The two places where suits rank (RRoP 3.vii.1: spades, hearts, diamonds, clubs): the
stud bring-in goes to the lowest upcard by suit (the highest, aces low, in razz; RRoP
8.2, 9.2, 10.4), with the remedy for a wrong player named (RRoP 8.5); and a card dealt
to each player decides the button of a new game (highest by suit, lowest in low games:
RRoP 2.iii.6, 15.8) or who must move (RRoP 3.vii.2). The ranking is by hand: it is a
comparison of single cards, which no evaluator library offers.
"""

from __future__ import annotations

from floorman.rules.cards import RANK_NAMES_EN, RANK_NAMES_ES, Card, parse_card
from floorman.rules.dealing import tda_silent
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.hands import bring_in_seat, card_order
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text

SUIT_NAMES = {"s": ("spades", "picas"), "h": ("hearts", "corazones"),
              "d": ("diamonds", "diamantes"), "c": ("clubs", "tréboles")}
BRING_IN_RULE = {Variant.STUD: "RRoP 8.2", Variant.STUD_8: "RRoP 10.4",
                 Variant.RAZZ: "RRoP 9.2"}


def _seat_cards(facts: Facts, name: str) -> dict[int, Card]:
    """``[{"seat": 3, "card": "Qh"}, ...]`` read into seat -> card, refusing repeats."""
    cards: dict[int, Card] = {}
    seen: set[Card] = set()
    for entry in facts.children(name, at_least=2):
        seat = entry.integer("seat", low=1, high=10)
        if seat in cards:
            raise refuse(entry.where("seat"), f"seat {seat} is listed twice.",
                         f"el asiento {seat} aparece dos veces.")
        card = parse_card(entry.raw("card"), entry.where("card"))
        if card.is_joker:
            raise refuse(entry.where("card"), "a joker does not decide a draw.",
                         "un joker no decide un sorteo.")
        if card in seen:
            raise refuse(entry.where("card"), f"{card} appears twice; one deck holds each "
                         "card once.", f"{card} aparece dos veces; un mazo tiene cada carta "
                         "una sola vez.")
        seen.add(card)
        cards[seat] = card
    return cards


def _card_words(card: Card) -> Text:
    en, es = SUIT_NAMES[card.suit]
    return Text(f"the {RANK_NAMES_EN[card.rank]} of {en} ({card})",
                f"el {RANK_NAMES_ES[card.rank]} de {es} ({card})")


@scenario("bring_in")
def decide_bring_in(facts: Facts, house: HouseRules) -> Ruling:
    """Who brings it in, and what happens when the wrong player was named."""
    game = Variant(facts.choice("game", [v.value for v in Variant if v.is_stud]))
    doors = _seat_cards(facts, "door_cards")
    seat = bring_in_seat(game, doors)
    card = _card_words(doors[seat])
    notes = Notes()
    rule = BRING_IN_RULE[game]
    if game is Variant.RAZZ:
        notes.add(f"In razz the highest upcard brings it in, aces counting low: {card.en}.",
                  f"En razz abre la carta vista más alta, con el as como carta baja: {card.es}.",
                  rule)
    else:
        notes.add(f"The lowest upcard brings it in, aces counting high: {card.en}.",
                  f"Abre la carta vista más baja, con el as como carta alta: {card.es}.", rule)
    same_rank = [s for s, c in doors.items() if c.rank == doors[seat].rank and s != seat]
    if same_rank:
        notes.add("Cards of the same rank are separated by suit: spades, hearts, diamonds, "
                  "clubs, from highest to lowest.",
                  "Entre cartas del mismo valor decide el palo: picas, corazones, diamantes y "
                  "tréboles, de mayor a menor.", "RRoP 3.vii.1")
    numbers: dict[str, object] = {"bring_in_seat": seat, "card": str(doors[seat])}
    if not facts.has("named_seat") or facts.integer("named_seat") == seat:
        return Ruling("bring_in", "bring_in", Text(
            f"Seat {seat} brings it in ({doors[seat]}).",
            f"El asiento {seat} abre con la apuesta forzada ({doors[seat]})."),
            tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    named = facts.seat("named_seat", doors)
    numbers["named_seat"] = named
    if facts.flag("next_player_acted"):
        notes.add(f"Seat {named} was named and bet, and the next player has acted: that bet "
                  f"stands, the action goes on from there and seat {seat} owes no bring-in.",
                  f"Se señaló al asiento {named}, que apostó, y el siguiente ya actuó: esa "
                  f"apuesta queda, la acción sigue y el asiento {seat} no debe abrir.",
                  "RRoP 8.5")
        return Ruling("bring_in", "wrong_bring_in_stands", Text(
            f"The bet of seat {named} stands; seat {seat} owes nothing.",
            f"La apuesta del asiento {named} queda; el asiento {seat} no debe nada."),
            tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    notes.add(f"Seat {named} was named by mistake and nobody has acted after it: it takes its "
              f"bet back and seat {seat} must bring it in.",
              f"Se señaló por error al asiento {named} y nadie actuó después: recupera su "
              f"apuesta y el asiento {seat} debe abrir.", "RRoP 8.5")
    return Ruling("bring_in", "corrected_bring_in", Text(
        f"Back up: seat {named} takes its bet back and seat {seat} brings it in.",
        f"Se corrige: el asiento {named} recupera su apuesta y abre el asiento {seat}."),
        tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)


def _pick(cards: dict[int, Card], low: bool) -> int:
    """The seat with the highest card by suit, or the lowest (aces low) when ``low``."""
    if low:
        return min(cards, key=lambda s: card_order(cards[s], ace_low=True))
    return max(cards, key=lambda s: card_order(cards[s]))


@scenario("card_draw")
def decide_card_draw(facts: Facts, house: HouseRules) -> Ruling:
    """A card to each player: the button of a new game, or who must move."""
    purpose = facts.choice("purpose", ["button", "move"])
    low_game = facts.flag("low_game", False)
    picks_low = low_game if purpose == "button" else facts.choice("picks", ["high", "low"],
                                                                  "high") == "low"
    cards = _seat_cards(facts, "cards")
    notes = Notes()
    if house.tournament:
        # The TDA draws cards only to hand out seats from a broken table (TDA 10-B).
        tda_silent(notes)
    if purpose == "button":
        rule = "RRoP 15.8" if house.tournament else "RRoP 2.iii.6"
        winner = _pick(cards, picks_low)
        what = ("the lowest card", "la carta más baja") if picks_low else (
            "the highest card", "la carta más alta")
        notes.add(f"The button goes to {what[0]} by suit: {_card_words(cards[winner]).en}.",
                  f"El botón es para {what[1]} por palo: {_card_words(cards[winner]).es}.",
                  rule, "RRoP 3.vii.1")
        summary = Text(f"Seat {winner} takes the button.", f"El asiento {winner} toma el botón.")
    else:
        winner = _pick(cards, picks_low)
        notes.add("A card dealt to each player, clockwise from the dealer's left, decides who "
                  f"moves; the house takes the {'low' if picks_low else 'high'} card: "
                  f"{_card_words(cards[winner]).en}.",
                  "Una carta a cada jugador, en sentido horario desde la izquierda del crupier, "
                  f"decide quién se cambia; la casa toma la carta "
                  f"{'más baja' if picks_low else 'más alta'}: {_card_words(cards[winner]).es}.",
                  "RRoP 3.vii.2", "RRoP 3.vii.1")
        summary = Text(f"Seat {winner} is the one the draw picks.",
                       f"El sorteo elige al asiento {winner}.")
    return Ruling("card_draw", purpose, summary, tuple(notes.reasons), tuple(notes.rules),
                  {"seat": winner, "card": str(cards[winner])}, house.profile)
