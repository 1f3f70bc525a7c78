"""Which hands at the showdown are live: the number of cards a hand must hold.

A hand with the wrong number of cards is dead (RRoP 3.iii.1.d), save a stud hand missing
its last card that the floor rules live (RRoP 8.18, 16.2). Shared by the showdown and the
miscalled-hand rulings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floorman.rules.cards import Card
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.hands import GameHand, card_counts, evaluate_unchecked
from floorman.text import Text


def count_rules(variant: Variant) -> tuple[str, ...]:
    if variant.is_stud:
        return ("RRoP 3.iii.1.d", "RRoP 8.18", "RRoP 16.2")
    if variant in (Variant.LOWBALL_A5, Variant.LOWBALL_27):
        return ("RRoP 3.iii.1.d", "RRoP 11.12")
    if variant is Variant.DRAW_HIGH:
        return ("RRoP 3.iii.1.d", "RRoP 12.5")
    return ("RRoP 3.iii.1.d",)


@dataclass(frozen=True)
class HandStatus:
    """A hand at the showdown: its value, or why it is dead."""

    hand: GameHand | None
    dead: Text | None = None
    rules: tuple[str, ...] = ()
    ruled_live: bool = False


def hand_status(variant: Variant, own: Sequence[Card], board: Sequence[Card], *,
                ruled_live: bool = False) -> HandStatus:
    """A showdown hand's value, or dead for the wrong number of cards (RRoP 3.iii.1.d).

    A stud hand short of its seventh card is dead unless the floor rules it live
    (``ruled_live``, RRoP 8.18, 16.2); more than seven is always dead.
    """
    wanted, _ = card_counts(variant, len(board))
    if len(own) == wanted:
        return HandStatus(evaluate_unchecked(variant, own, board))
    game = GAME_NAMES[variant]
    if variant.is_stud and len(own) == wanted - 1 and ruled_live:
        return HandStatus(evaluate_unchecked(variant, own, board), None,
                          ("RRoP 8.18", "RRoP 16.2"), True)
    return HandStatus(None, Text(
        f"{len(own)} cards where a {game.en} hand has {wanted}: the hand is dead.",
        f"{len(own)} cartas cuando una mano de {game.es} tiene {wanted}: la mano está muerta.",
    ), count_rules(variant))
