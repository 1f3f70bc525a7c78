"""Poker games and betting structures, as the floor names them."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from floorman.text import Text


class Variant(StrEnum):
    """The forms of poker in the rulebook (RRoP sections 5-12)."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_8 = "omaha8"
    STUD = "stud"
    STUD_8 = "stud8"
    RAZZ = "razz"
    LOWBALL_A5 = "lowball_a5"
    LOWBALL_27 = "lowball_27"
    DRAW_HIGH = "draw_high"

    @property
    def uses_button(self) -> bool:
        """Button and blinds (flop and draw games) rather than antes and a bring-in."""
        return self not in (Variant.STUD, Variant.STUD_8, Variant.RAZZ)

    @property
    def is_stud(self) -> bool:
        return not self.uses_button

    @property
    def is_high_low(self) -> bool:
        return self in (Variant.OMAHA_8, Variant.STUD_8)

    @property
    def is_low_only(self) -> bool:
        return self in (Variant.RAZZ, Variant.LOWBALL_A5, Variant.LOWBALL_27)

    @property
    def betting_rounds(self) -> int:
        """Betting rounds in a full hand: 4 for flop games, 5 for stud, 2 for draw."""
        if self.is_stud:
            return 5
        if self in (Variant.LOWBALL_A5, Variant.LOWBALL_27, Variant.DRAW_HIGH):
            return 2
        return 4

    @property
    def hole_cards(self) -> int:
        """Cards each player is dealt at the start (stud: the first three)."""
        return {
            Variant.HOLDEM: 2,
            Variant.OMAHA: 4,
            Variant.OMAHA_8: 4,
            Variant.STUD: 3,
            Variant.STUD_8: 3,
            Variant.RAZZ: 3,
        }.get(self, 5)


GAME_NAMES: dict[Variant, Text] = {
    Variant.HOLDEM: Text("hold'em", "hold'em"),
    Variant.OMAHA: Text("Omaha", "Omaha"),
    Variant.OMAHA_8: Text("Omaha high-low", "Omaha alto-bajo"),
    Variant.STUD: Text("seven-card stud", "stud de siete cartas"),
    Variant.STUD_8: Text("seven-card stud high-low", "stud de siete cartas alto-bajo"),
    Variant.RAZZ: Text("razz", "razz"),
    Variant.LOWBALL_A5: Text("ace-to-five lowball", "lowball del as al cinco"),
    Variant.LOWBALL_27: Text("deuce-to-seven lowball", "lowball del dos al siete"),
    Variant.DRAW_HIGH: Text("five-card draw high", "póker cerrado (draw high)"),
}
"""The games' names in rulings' prose (the floor's board labels are ``floor.games``)."""

# The games the rules play with a joker (RRoP 11.i.1, 12.i).
JOKER_GAMES = (Variant.LOWBALL_A5, Variant.DRAW_HIGH)


class Betting(StrEnum):
    """Betting structure."""

    LIMIT = "limit"
    POT_LIMIT = "pot_limit"
    NO_LIMIT = "no_limit"


@dataclass(frozen=True)
class Structure:
    """A game's stakes.

    Attributes:
        variant: the form of poker.
        betting: limit, pot limit or no limit.
        small_blind, big_blind: the blinds of a button game (zero in stud).
        small_bet, big_bet: limit bet sizes for early and late rounds; in no limit and
            pot limit both equal the big blind.
        ante: per-player ante (zero when none).
        bring_in: stud's forced bet by the low (high in razz) card; zero elsewhere.
        chip: the smallest chip in play (RRoP 3.v.1); every amount is a multiple of it.
    """

    variant: Variant
    betting: Betting
    small_blind: Decimal = Decimal(0)
    big_blind: Decimal = Decimal(0)
    small_bet: Decimal = Decimal(0)
    big_bet: Decimal = Decimal(0)
    ante: Decimal = Decimal(0)
    bring_in: Decimal = Decimal(0)
    chip: Decimal = Decimal(1)
