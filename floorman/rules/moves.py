"""Must-move games and transfers, the policies: who moves next, when the move is due,
and which moves between games of the same stakes are allowed (RRoP 2.iii.3, 2.iii.9-11,
2.iii.13).

A must-move table protects a main game of the same game and stakes: when a seat opens
in the main game, the first player in must-move order moves there, and that order is
the order of the original waiting list, not the order of arrival at the must-move
(RRoP 2.iii.9). A chain is a line of tables, each feeding the next one in: a seat that
opens at a table is taken from the table feeding it. The move is not at once: in button
games the player plays on until due the big blind, then comes in as a new player; in
stud, one more hand (RRoP 2.iii.10). A player holding a seat in one game while playing
in another moves at once when two or more wait for that seat, with the exceptions of
RRoP 2.iii.13. A voluntary transfer may not leave the game left with fewer players than
the game joined (RRoP 2.iii.3). Pure functions, shared by the floor and the scenario
kinds of ``floorman.rules.must_move``; apart from them so that the desk's start loads
none of the scenario machinery.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from floorman.rules.ruling import Notes
from floorman.text import Text


class MoveCondition(StrEnum):
    """When a player who must move goes to the seat held for him."""

    NOW = "now"
    BIG_BLIND = "big_blind"  # plays on until due the big blind (RRoP 2.iii.10, 2.iii.13)
    AFTER_BUTTON = "after_button"  # a blind already taken: plays the button first (2.iii.13)
    THIS_HAND = "this_hand"  # stud: finishes the hand under way (RRoP 2.iii.13)
    ONE_MORE_HAND = "one_more_hand"  # stud: one more hand (RRoP 2.iii.10, 2.iii.13)


CONDITION_WORDS: dict[MoveCondition, Text] = {
    MoveCondition.NOW: Text("now", "ahora"),
    MoveCondition.BIG_BLIND: Text("when due the big blind", "cuando le toque la ciega grande"),
    MoveCondition.AFTER_BUTTON: Text("after playing the button",
                                     "después de jugar el botón"),
    MoveCondition.THIS_HAND: Text("after this hand", "al terminar esta mano"),
    MoveCondition.ONE_MORE_HAND: Text("after one more hand", "después de una mano más"),
}


@dataclass(frozen=True)
class Reasoned:
    """A floor decision's reasons, in both languages, and the rule ids it rests on."""

    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    @classmethod
    def of(cls, notes: Notes) -> Reasoned:
        return cls(tuple(notes.reasons), tuple(notes.rules))


@dataclass(frozen=True)
class ChainPlace:
    """A player seated at a table of a must-move chain.

    Attributes:
        player_id: who (any number that tells players apart).
        name: the player's name, for the reasons.
        table: the table the player sits at (its id, or its number in a scenario).
        listed: the player's place on the original waiting list: any number that
            sorts the list (the moment the entry was made, or its position).
        tie: what breaks a tie of ``listed`` (the entry's id).
    """

    player_id: int
    name: str
    table: int
    listed: float
    tie: int = 0


def must_move_order(places: Iterable[ChainPlace]) -> list[ChainPlace]:
    """The players of a chain in must-move order: the original waiting-list order
    (RRoP 2.iii.9), whatever table they sit at and whenever they got there."""
    return sorted(places, key=lambda p: (p.listed, p.tie, p.player_id))


@dataclass(frozen=True)
class NextMove:
    """Who takes a seat that opened in a chain, from where, and when.

    ``place`` is None when nobody in the chain may move: the seat then goes to the
    waiting list as any other.
    """

    place: ChainPlace | None
    condition: MoveCondition | None
    why: Reasoned


def move_timing(button_game: bool) -> tuple[MoveCondition, Reasoned]:
    """When a player going from a must-move to the main game moves (RRoP 2.iii.10)."""
    notes = Notes()
    if button_game:
        notes.add("In a button game the player plays on at the must-move until due the big "
                  "blind, then comes into the main game as a new player: he posts an amount "
                  "equal to the big blind or waits for the big blind.",
                  "En un juego con botón el jugador sigue en la mesa de movida forzada hasta "
                  "que le toque la ciega grande; entonces entra a la principal como jugador "
                  "nuevo: pone lo mismo que la ciega grande o espera a la ciega grande.",
                  "RRoP 2.iii.10")
        return MoveCondition.BIG_BLIND, Reasoned.of(notes)
    notes.add("In stud the player plays one more hand at the must-move, then moves.",
              "En stud el jugador juega una mano más en la mesa de movida forzada y después "
              "se cambia.", "RRoP 2.iii.10")
    return MoveCondition.ONE_MORE_HAND, Reasoned.of(notes)


def who_moves_next(chain: Sequence[int], opened_at: int, places: Iterable[ChainPlace],
                   pending: Collection[int], button_game: bool,
                   names: Mapping[int, Text] | None = None) -> NextMove:
    """Who moves into a seat that opened at ``opened_at``.

    Args:
        chain: the tables from the main game outward: ``[main, first must-move,
            second must-move, ...]``.
        opened_at: the table where the seat opened (the main game or a must-move).
        places: every player seated at the chain's tables.
        pending: players who already have a move pending (a seat held for them).
        button_game: the game has a button (else it is stud).
        names: how the reasons call each table (by default "table <id>", "la mesa
            <id>").
    """
    if opened_at not in chain:
        raise ValueError("the seat must open at a table of the chain")
    called = names or {}

    def table_words(table: int) -> tuple[str, str]:
        words = called.get(table) or Text(f"table {table}", f"la mesa {table}")
        return words.en, words.es

    notes = Notes()
    ordered = must_move_order(places)
    feeders = list(chain[chain.index(opened_at) + 1:])
    here_en, here_es = table_words(opened_at)
    if not feeders:
        notes.add(f"No must-move feeds {here_en}: the seat goes to the waiting list.",
                  f"Ninguna mesa de movida forzada alimenta {here_es}: el asiento es para la "
                  "lista de espera.", "RRoP 2.iii.9")
        return NextMove(None, None, Reasoned.of(notes))
    for feeder in feeders:
        free = [p for p in ordered if p.table == feeder and p.player_id not in pending]
        feeder_en, feeder_es = table_words(feeder)
        if not free:
            notes.add(f"Nobody at {feeder_en} is free to move (none left, or each already has "
                      "a move pending); the next table out is asked.",
                      f"Nadie en {feeder_es} puede moverse (no queda nadie o todos tienen ya "
                      "un cambio pendiente); se mira la siguiente mesa de la cadena.",
                      "RRoP 2.iii.9")
            continue
        first = free[0]
        notes.add(f"{first.name} is first in the must-move order at {feeder_en}: that order "
                  "is the order of the original waiting list, not of arrival at the "
                  f"must-move, so {first.name} moves to {here_en}.",
                  f"{first.name} es el primero en el orden de movida forzada de {feeder_es}: "
                  "ese orden es el de la lista de espera original, no el de llegada a la mesa "
                  f"forzada, así que {first.name} pasa a {here_es}.", "RRoP 2.iii.9")
        condition, timing = move_timing(button_game)
        notes.reasons.extend(timing.reasons)
        notes.cite(*timing.rules)
        return NextMove(first, condition, Reasoned.of(notes))
    notes.add("Nobody in the must-move chain can move: the seat goes to the waiting list.",
              "Nadie de la cadena de movida forzada puede moverse: el asiento es para la "
              "lista de espera.", "RRoP 2.iii.9")
    return NextMove(None, None, Reasoned.of(notes))


def held_seat_timing(button_game: bool, waiting: int, blind_taken: bool = False
                     ) -> tuple[MoveCondition, Reasoned]:
    """When a player who holds a seat in one game while playing in another must take
    it (RRoP 2.iii.13).

    Args:
        button_game: the game the player plays in now has a button (else stud).
        waiting: how many players are on the list for the seat held.
        blind_taken: a blind was already taken from the player in the game he leaves.
    """
    notes = Notes()
    if not button_game:
        if waiting >= 1:
            notes.add("In stud, with someone waiting for the seat held, the player may only "
                      "finish the hand under way before moving.",
                      "En stud, si alguien espera el asiento reservado, el jugador solo puede "
                      "terminar la mano en curso antes de cambiarse.", "RRoP 2.iii.13")
            return MoveCondition.THIS_HAND, Reasoned.of(notes)
        notes.add("In stud, with nobody waiting for the seat held, the player may play one "
                  "more hand before moving.",
                  "En stud, si nadie espera el asiento reservado, el jugador puede jugar una "
                  "mano más antes de cambiarse.", "RRoP 2.iii.13")
        return MoveCondition.ONE_MORE_HAND, Reasoned.of(notes)
    if waiting >= 2:
        if blind_taken:
            notes.add(f"{waiting} players wait for the seat, so the player must move at once, "
                      "except that a blind was already taken from him: he plays the button "
                      "first, then moves.",
                      f"{waiting} jugadores esperan el asiento, así que debe cambiarse ya, "
                      "salvo que ya se le cobró una ciega: juega primero el botón y después "
                      "se cambia.", "RRoP 2.iii.13")
            return MoveCondition.AFTER_BUTTON, Reasoned.of(notes)
        notes.add(f"{waiting} players wait for the seat: a player holding a seat in another "
                  "game must move at once.",
                  f"{waiting} jugadores esperan el asiento: quien retiene un asiento en otro "
                  "juego debe cambiarse de inmediato.", "RRoP 2.iii.13")
        return MoveCondition.NOW, Reasoned.of(notes)
    notes.add("Fewer than two players wait for the seat: the player may play up to the "
              "blind before moving.",
              "Menos de dos jugadores esperan el asiento: el jugador puede jugar hasta la "
              "ciega antes de cambiarse.", "RRoP 2.iii.13")
    return MoveCondition.BIG_BLIND, Reasoned.of(notes)


def declining_keeps_place(seats: int, players_after: int, new_or_must_move: bool
                          ) -> tuple[bool, Reasoned]:
    """Whether a listed player who declines a seat keeps the place on the list
    (RRoP 2.iii.11): in a new game or a must-move game, not when taking the seat would
    leave that table with three empty seats or fewer.

    Args:
        seats: the table's seats.
        players_after: the players at the table if the player took the seat.
        new_or_must_move: the seat is in a new game or a must-move game.
    """
    notes = Notes()
    empty = seats - players_after
    if not new_or_must_move:
        notes.add("The seat is in an established game: declining it costs no place on the "
                  "list.",
                  "El asiento es de una partida ya en marcha: rechazarlo no hace perder el "
                  "puesto en la lista.", "RRoP 2.iii.11")
        return True, Reasoned.of(notes)
    if empty <= 3:
        notes.add(f"Taking the seat would leave {empty} empty seat{'' if empty == 1 else 's'} "
                  "in a new or must-move game: the player must play there to keep the place "
                  "on the list.",
                  f"Al sentarse quedarían {empty} asiento{'' if empty == 1 else 's'} "
                  f"libre{'' if empty == 1 else 's'} en una partida nueva o de movida "
                  "forzada: el jugador debe jugar allí para conservar su puesto en la lista.",
                  "RRoP 2.iii.11")
        return False, Reasoned.of(notes)
    notes.add(f"Taking the seat would still leave {empty} empty seats: the player may decline "
              "it and keep the place on the list.",
              f"Al sentarse aún quedarían {empty} asientos libres: el jugador puede rechazarlo "
              "y conservar su puesto en la lista.", "RRoP 2.iii.11")
    return True, Reasoned.of(notes)


def transfer_allowed(from_players: int, to_players: int, from_name: str = "the table left",
                     to_name: str = "the table joined", from_es: str = "la mesa que deja",
                     to_es: str = "la mesa a la que va") -> tuple[bool, Reasoned]:
    """Whether a voluntary transfer between two games of the same game and stakes may
    happen (RRoP 2.iii.3): not when the game left would then have fewer players than
    the game joined has.

    Args:
        from_players: players at the table left, the mover included.
        to_players: players at the table joined, before the mover sits down.
    """
    notes = Notes()
    left = from_players - 1
    if left < to_players:
        notes.add(f"After the transfer {from_name} would have {left} player"
                  f"{'' if left == 1 else 's'}, fewer than the {to_players} at {to_name}: a "
                  "voluntary transfer to a similar game may not leave the game left shorter "
                  "than the one joined.",
                  f"Tras el cambio {from_es} quedaría con {left} jugador"
                  f"{'' if left == 1 else 'es'}, menos que los {to_players} de {to_es}: un "
                  "cambio voluntario a una partida similar no puede dejar la partida que se "
                  "deja más corta que aquella a la que se va.", "RRoP 2.iii.3")
        return False, Reasoned.of(notes)
    notes.add(f"After the transfer {from_name} would have {left} player"
              f"{'' if left == 1 else 's'}, no fewer than the {to_players} at {to_name}: the "
              "transfer is allowed.",
              f"Tras el cambio {from_es} quedaría con {left} jugador"
              f"{'' if left == 1 else 'es'}, no menos que los {to_players} de {to_es}: el "
              "cambio está permitido.", "RRoP 2.iii.3")
    return True, Reasoned.of(notes)
