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


USUAL_CHIPS = (Decimal("1"), Decimal("0.5"), Decimal("0.25"), Decimal("0.05"), Decimal("0.01"))
"""The smallest chips rooms play with, largest first: a game's smallest chip is one of
them unless the room says otherwise."""


def chip_for_stakes(small: object, big: object) -> Decimal:
    """The largest usual chip that both stakes are a multiple of: the smallest chip a
    game is given when the room does not name one (1 for 1/2 and 5/10, 0.25 for
    0.25/0.50, 0.01 for anything finer)."""
    for chip in USUAL_CHIPS:
        if all(Decimal(str(stake)) % chip == 0 for stake in (small, big)):
            return chip
    return USUAL_CHIPS[-1]
