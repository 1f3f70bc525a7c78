"""Hands at a tournament showdown: tabled, mucked, recovered or killed (TDA 13, 14, 16, 19).

Under the TDA a hand wins only when it is tabled, every card face up and readable
(TDA 13-A); cards pushed away face down stay live while they can still be recovered and
identified for certain (TDA 14), and once they cannot the player has no claim on the pot
(TDA 13-B); a properly tabled winner that the dealer kills still wins (TDA 13-C). Once
a player is all-in and the betting is over every hand is tabled and stays live (TDA 16).
A hold'em player who plays the board must still table all his hole cards to share the
pot (TDA 19; Robert's Rules ask the same of every hand, RRoP 3.vi.1).
Robert's Rules say only that a hand not shown cannot win (RRoP 3.vi.1) and that a
clearly identifiable hand may be retrieved (RRoP 3.iii.2). The showdown kind asks this
module about each such hand before it ranks them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floorman.rules.cards import Card
from floorman.rules.game import Variant
from floorman.rules.hands import GameHand, high_value
from floorman.text import Text


@dataclass(frozen=True)
class Tabling:
    """What becomes of one hand at the showdown, and why."""

    live: bool
    reason: Text
    rules: tuple[str, ...]


def mucked_hand(seat: int, *, retrievable: bool, all_in: bool) -> Tabling:
    """A hand pushed away face down without being tabled, under the TDA rules."""
    if retrievable:
        forced = ((" No player all-in or who called may muck unshown, so it is turned up.",
                   " Nadie que esté all-in o haya pagado puede tirar sin mostrar, así que se "
                   "destapa.") if all_in else ("", ""))
        return Tabling(True, Text(
            f"Seat {seat} pushed the cards away face down, but they can still be recovered and "
            f"identified for certain: they are live and are tabled.{forced[0]}",
            f"El asiento {seat} soltó las cartas boca abajo, pero todavía se pueden recuperar "
            f"e identificar con certeza: siguen vivas y se muestran.{forced[1]}"),
            ("TDA 14", *(("TDA 16",) if all_in else ())))
    return Tabling(False, Text(
        f"Seat {seat} mucked without tabling all the cards, and they can no longer be "
        "recovered and identified: the hand has no claim on the pot.",
        f"El asiento {seat} tiró sin mostrar todas sus cartas, y ya no se pueden recuperar "
        "ni identificar: la mano no tiene derecho al pozo."), ("TDA 13-A", "TDA 13-B"))


def killed_hand(seat: int, *, tournament: bool) -> Tabling:
    """A hand tabled and read that the dealer then killed (mucked) by mistake."""
    if tournament:
        return Tabling(True, Text(
            f"Seat {seat} tabled the hand properly before the dealer killed it: a tabled hand "
            "that is clearly the winner cannot be killed, so it plays as read.",
            f"El asiento {seat} mostró bien la mano antes de que el crupier la matara: una mano "
            "bien mostrada que claramente gana no se puede matar, así que juega tal como se "
            "leyó."), ("TDA 13-C",))
    return Tabling(True, Text(
        f"Seat {seat}'s hand was tabled and read before the dealer killed it; a hand that can "
        "be clearly identified is retrieved and ruled live.",
        f"La mano del asiento {seat} se mostró y se leyó antes de que el crupier la matara; una "
        "mano que se identifica con claridad se recupera y se declara viva."), ("RRoP 3.iii.2",))


ALL_IN_FACE_UP = Text(
    "A player is all-in and the betting is over, so every hand is tabled at once, face up, "
    "without waiting for the side pots; no player all-in or who called may muck unshown, and "
    "every hand stays live. The side pots are awarded first, then the main pot.",
    "Hay un jugador all-in y la apuesta terminó, así que todas las manos se muestran a la "
    "vez, boca arriba, sin esperar a los pozos laterales; nadie que esté all-in o haya pagado "
    "puede tirar sin mostrar, y todas las manos siguen vivas. Se adjudican primero los pozos "
    "laterales y luego el principal.")

TDA_COUNT_SILENT = Text(
    "The TDA rules do not cover a showdown hand with the wrong number of cards; Robert's Rules "
    "decide it.",
    "Las reglas TDA no tratan una mano con un número incorrecto de cartas en el showdown; lo "
    "deciden las Robert's Rules.")

TDA_FLOOR = Text("The tournament director decides what the rules leave open.",
                 "El director del torneo decide lo que las reglas dejan abierto.")


def plays_the_board(variant: Variant, hand: GameHand, board: Sequence[Card]) -> bool:
    """A hold'em hand worth no more than the five board cards alone."""
    return (variant is Variant.HOLDEM and len(board) == 5 and hand.high is not None
            and hand.high == high_value(board))


def board_played(seat: int, *, tournament: bool) -> Text:
    """A hand that plays the board, tabled with all its hole cards."""
    if tournament:
        return Text(f"Seat {seat} plays the board and has tabled all his hole cards, as a player "
                    "playing the board must to get part of the pot.",
                    f"El asiento {seat} juega la mesa y ha mostrado todas sus cartas propias, "
                    "como debe hacer quien juega la mesa para llevarse parte del pozo.")
    return Text(f"Seat {seat} plays the board; like every hand, it shares the pot because all "
                "its cards are turned up.",
                f"El asiento {seat} juega la mesa; como toda mano, reparte el pozo porque todas "
                "sus cartas están boca arriba.")


def board_claim(seat: int, *, tournament: bool) -> Text:
    """A player who says he plays the board and throws his hole cards away unshown."""
    if tournament:
        return Text(f"Seat {seat} says he plays the board, but a player playing the board must "
                    "still table all his hole cards to get part of the pot.",
                    f"El asiento {seat} dice que juega la mesa, pero quien juega la mesa debe "
                    "mostrar igualmente todas sus cartas propias para llevarse parte del pozo.")
    return Text(f"Seat {seat} says he plays the board, but to win any part of a pot a player "
                "must turn all his cards face up.",
                f"El asiento {seat} dice que juega la mesa, pero para ganar cualquier parte de un "
                "pozo hay que poner todas las cartas boca arriba.")
