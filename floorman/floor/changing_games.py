"""A player changing games: the seat held in another game, transfers, the stack he brings.

Three rules meet when a player seated in one game goes to another, and the desk applies
them wherever that happens (a call from a list, a table change, a held seat taken, a
move the player asked for):

- A player who holds a seat in another game (called from its list, or a seat reserved
  for him) while he plays on here moves at once when two or more players wait for that
  seat; if a blind was already taken from him he plays the button first; otherwise he
  may play up to his blind. In stud he finishes the hand under way when someone waits,
  else he plays one more hand (RRoP 2.iii.13). ``held_seat_demand`` says which, in words.
- A voluntary move to a similar game (the same form of poker, betting and stakes) may
  not leave the game left with fewer players than the game joined (RRoP 2.iii.3). A
  must-move (RRoP 2.iii.9-10) and a broken game's seats (RRoP 2.iii.14) are not
  voluntary and are not limited (``voluntary_hold``, ``similar_games``; ``transfer_bar``
  says why a transfer is barred, from the count in ``floorman.rules.moves``).
- A voluntary changer must have the proper buy-in for the new game; a player from a
  broken game may keep playing a shorter stack (RRoP 3.i.3). ``change_buy_in`` refuses a
  known stack under the minimum, and states the requirement when the desk does not know
  the stack.

Pure functions over plain data; the rules themselves are in ``floorman.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from floorman.rules.moves import MoveCondition, held_seat_timing, transfer_allowed
from floorman.text import Text, amount_text

HELD_SEAT_RULE = "RRoP 2.iii.13"
TRANSFER_RULE = "RRoP 2.iii.3"
BUY_IN_RULE = "RRoP 3.i.3"


class GameFacts(Protocol):
    """What makes two games similar: the form of poker, the betting and the stakes."""

    @property
    def variant(self) -> str: ...
    @property
    def betting(self) -> str: ...
    @property
    def stake_small(self) -> Decimal: ...
    @property
    def stake_big(self) -> Decimal: ...


def similar_games(one: GameFacts, other: GameFacts) -> bool:
    """Whether two games are similar for a transfer (RRoP 2.iii.3): the same form of
    poker, betting and stakes, whether one game on the board or two."""
    return (one.variant, one.betting, one.stake_small, one.stake_big) == (
        other.variant, other.betting, other.stake_small, other.stake_big)


def transfer_bar(from_number: int, from_players: int, to_number: int,
                 to_players: int) -> Text | None:
    """Why a voluntary transfer from table ``from_number`` to table ``to_number`` of a
    similar game is barred (RRoP 2.iii.3), in words that follow the player's name; None
    when the counts allow it.

    Args:
        from_players: players at the table left (playing or away), the mover included.
        to_players: players at the table joined, before the mover sits down.
    """
    allowed, why = transfer_allowed(
        from_players, to_players, f"table {from_number}", f"table {to_number}",
        f"la mesa {from_number}", f"la mesa {to_number}")
    if allowed:
        return None
    reason = why.reasons[-1]
    en, es = (f"{words[0].lower()}{words[1:].rstrip('.')}" for words in (reason.en, reason.es))
    return Text(f"may not transfer from table {from_number} to table {to_number}: {en} "
                f"({TRANSFER_RULE})",
                f"no puede cambiarse de la mesa {from_number} a la mesa {to_number}: {es} "
                f"({TRANSFER_RULE})")


def voluntary_hold(for_must_move: bool, from_break: bool) -> bool:
    """Whether taking a held seat is the player's own choice: a seat held by a call from
    a list or reserved for him is; one held for his must-move (RRoP 2.iii.9-10) or for a
    player of a broken game (RRoP 2.iii.14) is not, so the rules on voluntary changes
    (RRoP 2.iii.3, 3.i.3) do not apply to it."""
    return not (for_must_move or from_break)


@dataclass(frozen=True)
class HeldSeatDemand:
    """What RRoP 2.iii.13 demands of a player holding a seat in another game.

    Attributes:
        condition: when he must move (``now``, at his blind, after this hand...).
        text: the demand in words, naming the player, both tables and the rule.
        waiting: the players waiting for the seat he holds.
    """

    condition: MoveCondition
    text: Text
    waiting: int
    rules: tuple[str, ...] = (HELD_SEAT_RULE,)

    @property
    def at_once(self) -> bool:
        """He must leave his game now (or, in stud, when this hand ends)."""
        return self.condition in (MoveCondition.NOW, MoveCondition.THIS_HAND)


def _waiting_words(waiting: int) -> tuple[str, str]:
    if waiting == 0:
        return "nobody waits for that seat", "nadie espera ese asiento"
    if waiting == 1:
        return "1 player waits for that seat", "1 jugador espera ese asiento"
    return (f"{waiting} players wait for that seat",
            f"{waiting} jugadores esperan ese asiento")


def held_seat_demand(name: str, plays_at: int, held_at: int, seat: int, *,
                     button_game: bool, waiting: int) -> HeldSeatDemand:
    """When ``name``, playing at table ``plays_at``, must take seat ``seat`` held for
    him at table ``held_at`` (RRoP 2.iii.13).

    Args:
        button_game: the game he plays in now has a button (else it is stud).
        waiting: how many other players wait for the seat he holds (the list of its
            game and the table changes that could take it).
    """
    condition, _why = held_seat_timing(button_game, waiting)
    count_en, count_es = _waiting_words(waiting)
    head_en = (f"{name} plays at table {plays_at} and holds seat {seat} at table {held_at}; "
               f"{count_en}")
    head_es = (f"{name} juega en la mesa {plays_at} y retiene el asiento {seat} de la mesa "
               f"{held_at}; {count_es}")
    if condition is MoveCondition.NOW:
        en = (f"{head_en}, so he must move at once: he leaves table {plays_at} now, unless a "
              "blind was already taken from him there, in which case he plays the button "
              "first")
        es = (f"{head_es}, así que debe cambiarse de inmediato: deja ya la mesa {plays_at}, "
              "salvo que allí ya se le haya cobrado una ciega, en cuyo caso juega primero el "
              "botón")
    elif condition is MoveCondition.BIG_BLIND:
        en = f"{head_en}, so he may play at table {plays_at} up to his blind, then he moves"
        es = (f"{head_es}, así que puede jugar en la mesa {plays_at} hasta que le toque la "
              "ciega y después se cambia")
    elif condition is MoveCondition.THIS_HAND:
        en = (f"{head_en}, so in stud he only finishes the hand under way at table "
              f"{plays_at}, then he moves")
        es = (f"{head_es}, así que en stud solo termina la mano en curso en la mesa "
              f"{plays_at} y después se cambia")
    else:
        en = (f"{head_en}, so in stud he may play one more hand at table {plays_at}, then "
              "he moves")
        es = (f"{head_es}, así que en stud puede jugar una mano más en la mesa {plays_at} y "
              "después se cambia")
    return HeldSeatDemand(condition, Text(f"{en} ({HELD_SEAT_RULE})",
                                          f"{es} ({HELD_SEAT_RULE})"), waiting)


def held_seat_turned_urgent(before: HeldSeatDemand, after: HeldSeatDemand) -> bool:
    """Whether a player joining the list changed what RRoP 2.iii.13 demands of a holder
    (from "up to his blind" to "at once", in stud from "one more hand" to "this hand")."""
    return after.at_once and not before.at_once


@dataclass(frozen=True)
class ChangeBuyIn:
    """Whether the stack a changing player brings may play, and what to say.

    Attributes:
        allowed: False refuses the change as asked (a known stack under the minimum).
        text: the refusal, or the requirement to show with the change.
        rules: the rule ids the words rest on.
    """

    allowed: bool
    text: Text
    rules: tuple[str, ...]


def change_buy_in(name: str, min_buy_in: Decimal, stack: Decimal | None = None, *,
                  from_broken_game: bool = False) -> ChangeBuyIn:
    """The stack a player brings to a new game (RRoP 3.i.3).

    Args:
        name: the player.
        min_buy_in: the minimum buy-in of the game he joins.
        stack: what he brings, when the desk knows it (typed as the buy-in); None when
            it does not: then the words state the requirement for the floor to see to.
        from_broken_game: he comes from a broken game of the same limit, not by choice.
    """
    low = amount_text(min_buy_in)
    if stack is None:
        if from_broken_game:
            return ChangeBuyIn(True, Text(
                f"{name} comes from a broken game: he may keep playing his stack even under "
                f"the minimum buy-in ({low}) ({BUY_IN_RULE})",
                f"{name} viene de una partida rota: puede seguir con su pila aunque no llegue "
                f"a la compra mínima ({low}) ({BUY_IN_RULE})"), (BUY_IN_RULE,))
        return ChangeBuyIn(True, Text(
            f"{name} changes games by choice: he must have at least the minimum buy-in of the "
            f"new game ({low}) in front of him, so a shorter stack is brought up to it "
            f"({BUY_IN_RULE})",
            f"{name} cambia de partida por decisión propia: debe tener al menos la compra "
            f"mínima de la nueva partida ({low}), así que una pila menor se completa hasta "
            f"ella ({BUY_IN_RULE})"), (BUY_IN_RULE,))
    from floorman.rules.broken_games import may_keep_stack  # only once a stack is typed

    allowed, why, rules = may_keep_stack(stack, min_buy_in, from_broken_game=from_broken_game)
    shown = amount_text(stack)
    if allowed and stack < min_buy_in:
        return ChangeBuyIn(True, Text(
            f"{name} comes from a broken game of the same limit: he may keep playing {shown} "
            f"though it is under the minimum buy-in ({low}) ({', '.join(rules)})",
            f"{name} viene de una partida rota del mismo límite: puede seguir con {shown} "
            f"aunque no llegue a la compra mínima ({low}) ({', '.join(rules)})"), rules)
    if allowed:
        return ChangeBuyIn(True, Text(
            f"{name} brings {shown}, at least the minimum buy-in ({low}) ({', '.join(rules)})",
            f"{name} trae {shown}, al menos la compra mínima ({low}) ({', '.join(rules)})"),
            rules)
    return ChangeBuyIn(False, Text(
        f"{name} may not sit down with {shown}: {why.en[0].lower()}{why.en[1:-1]} "
        f"({', '.join(rules)}). Type a buy-in of at least {low}.",
        f"{name} no puede sentarse con {shown}: {why.es[0].lower()}{why.es[1:-1]} "
        f"({', '.join(rules)}). Escriba una compra de al menos {low}."), rules)
