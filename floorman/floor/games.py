"""How the floor names games: "1/2 NL Hold'em", "4/8 Limit Hold'em", "1/2 PLO"."""

from __future__ import annotations

from decimal import Decimal

from floorman.rules.game import Betting, Variant
from floorman.text import Lang, amount_text

VARIANT_NAMES: dict[Variant, tuple[str, str]] = {
    Variant.HOLDEM: ("Hold'em", "Hold'em"),
    Variant.OMAHA: ("Omaha", "Omaha"),
    Variant.OMAHA_8: ("Omaha Hi-Lo", "Omaha alto-bajo"),
    Variant.STUD: ("Stud", "Stud"),
    Variant.STUD_8: ("Stud Hi-Lo", "Stud alto-bajo"),
    Variant.RAZZ: ("Razz", "Razz"),
    Variant.LOWBALL_A5: ("A-5 Lowball", "Lowball A-5"),
    Variant.LOWBALL_27: ("2-7 Lowball", "Lowball 2-7"),
    Variant.DRAW_HIGH: ("Five-card Draw", "Póker cerrado"),
}
BETTING_NAMES: dict[Betting, tuple[str, str]] = {
    Betting.NO_LIMIT: ("NL", "NL"),
    Betting.POT_LIMIT: ("PL", "PL"),
    Betting.LIMIT: ("Limit", "Límite"),
}


def stakes_text(small: Decimal, big: Decimal) -> str:
    return f"{amount_text(small)}/{amount_text(big)}"


def game_label(variant: str, betting: str, small: Decimal, big: Decimal, lang: Lang) -> str:
    """The game as the floor writes it on the board."""
    v, b = Variant(variant), Betting(betting)
    index = 1 if lang == "es" else 0
    if v is Variant.OMAHA and b is Betting.POT_LIMIT:
        name = "PLO"
    else:
        name = f"{BETTING_NAMES[b][index]} {VARIANT_NAMES[v][index]}"
    return f"{stakes_text(small, big)} {name}"
