"""Playing cards as the engine reads them from a scenario.

Notation: rank then suit, ``As`` ``Td`` ``9c`` (``10`` is accepted for ten), suits
``s h d c``; the joker is ``Jk``. Suit order, used only where the rules use it
(stud bring-in, odd chips, drawing for the button: RRoP 3.vii.1), is spades, hearts,
diamonds, clubs from highest to lowest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floorman.rules.errors import refuse, shown

RANKS = "23456789TJQKA"
SUITS = "shdc"
SUIT_ORDER = {"s": 4, "h": 3, "d": 2, "c": 1}
RANK_NAMES_EN = {
    2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}
RANK_NAMES_ES = {
    2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete", 8: "ocho",
    9: "nueve", 10: "diez", 11: "jota", 12: "reina", 13: "rey", 14: "as",
}
JOKER = "Jk"


@dataclass(frozen=True)
class Card:
    """One card. ``rank`` runs 2-14 (ace high); the joker has rank 0 and no suit."""

    rank: int
    suit: str

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def suit_order(self) -> int:
        """Spades 4, hearts 3, diamonds 2, clubs 1; the joker 0."""
        return SUIT_ORDER.get(self.suit, 0)

    def __str__(self) -> str:
        return JOKER if self.is_joker else RANKS[self.rank - 2] + self.suit

    def to_json(self) -> str:
        return str(self)


def parse_card(text: object, field: str) -> Card:
    """The card written as ``text``, or a ScenarioError naming ``field``."""
    if not isinstance(text, str):
        raise refuse(field, "a card must be written like 'As' or 'Td'.",
                     "una carta se escribe como 'As' o 'Td'.")
    raw = text.strip()
    if raw.lower() in ("jk", "joker"):
        return Card(0, "")
    if raw.startswith("10"):
        raw = "T" + raw[2:]
    if len(raw) == 2 and raw[0].upper() in RANKS and raw[1].lower() in SUITS:
        return Card(RANKS.index(raw[0].upper()) + 2, raw[1].lower())
    raise refuse(
        field,
        f"{shown(text)} is not a card. Write rank then suit: 'As', 'Td', '9c' (suits s h d c), "
        "or 'Jk' for the joker.",
        f"{shown(text)} no es una carta. Escriba valor y palo: 'As', 'Td', '9c' (palos s h d c), "
        "o 'Jk' para el joker.",
    )


def one_card(value: object) -> object:
    """A one-card fact as given: the card itself, or a list of one card (the form the
    rulings assistant's card picker answers in)."""
    if isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 1:
        return value[0]
    return value


def parse_cards(
    texts: object, field: str, *, joker_allowed: bool = False, seen: set[Card] | None = None
) -> tuple[Card, ...]:
    """The cards listed in ``texts``; refuses a joker where none is used and any card
    already in ``seen`` (which is updated), so one deck never holds a card twice."""
    if not isinstance(texts, Sequence) or isinstance(texts, str):
        raise refuse(field, "must be a list of cards such as [\"As\", \"Kd\"].",
                     "debe ser una lista de cartas como [\"As\", \"Kd\"].")
    seen = set() if seen is None else seen
    cards = []
    for index, text in enumerate(texts):
        where = f"{field}[{index}]"
        card = parse_card(text, where)
        if card.is_joker and not joker_allowed:
            raise refuse(where, "this game is played without a joker.",
                         "este juego se juega sin joker.")
        if card in seen:
            raise refuse(where, f"{card} appears twice; one deck holds each card once.",
                         f"{card} aparece dos veces; un mazo tiene cada carta una sola vez.")
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def card_names(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)
