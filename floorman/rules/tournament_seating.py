"""Tournament seating: where a moved player may sit and play, who moves, when play halts.

Three floor questions of breaking and balancing tournament tables, as pure functions
over seat numbers (seats 1..table size, clockwise), each answered with a ruling:

- ``seat_ruling``: a player from a broken table, a late entrant or a player moved for
  balancing takes a seat: is he dealt in at once, or does he wait for the button? (TDA
  10-A and 8-A: any seat, blinds and button included, except between the small blind
  and the button; RRoP 15.16: not in the small blind or on the button.)
- ``balancing_ruling``: which player the full table gives up and which seat he takes
  (TDA 11-A/B; RRoP 15.15): the player due the big blind next goes to the worst
  position, the open seat that will pay the big blind soonest; in stud the last seat
  to open is filled.
- ``table_balance_ruling``: must play halt at a short table, and are the tables out of
  balance? (TDA 11-D: halt three or more players short of the fullest table once the
  blinds are affected; RRoP 15.17: within one player with six tables or fewer, two
  with more.)

Positions are those of the next hand under a dead button (TDA 32): ``big_blind`` is
the seat that posted the big blind on the hand just played, so the next small blind
is that seat and the next big blind the first player after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from floorman.rules.dealing import STUD_GAMES, tda_silent
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text, plural

MAX_SEATS = 10
SIX_TABLES = 6  # RRoP 15.17: within one player up to six tables, two above
HALT_SHORT_BY = 3  # TDA 11-D

Arrival = Literal["broken_table", "balancing", "new_entry"]
Position = Literal["button", "small_blind", "big_blind", "between_small_blind_and_button",
                   "other"]


def clockwise_after(seat: int, table_size: int) -> list[int]:
    """Every other seat of the table, in the order clockwise from ``seat``."""
    return [(seat - 1 + step) % table_size + 1 for step in range(1, table_size)]


def first_after(seat: int, among: Sequence[int], table_size: int) -> int | None:
    """The first of ``among`` clockwise after ``seat`` (None if ``among`` is empty)."""
    chosen = set(among)
    return next((s for s in clockwise_after(seat, table_size) if s in chosen), None)


def seat_position(seat: int, *, button: int, small_blind: int, occupied: Sequence[int],
                  table_size: int) -> Position:
    """Where ``seat`` falls on the next hand, the player taking it included."""
    if seat == button:
        return "button"
    if seat == small_blind:
        return "small_blind"
    between = clockwise_after(button, table_size)
    between = between[:between.index(small_blind)] if small_blind in between else []
    if seat in between:
        return "between_small_blind_and_button"
    if first_after(small_blind, [*occupied, seat], table_size) == seat:
        return "big_blind"
    return "other"


@dataclass(frozen=True)
class SeatRuling:
    dealt_in: bool
    position: Position
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


_POSITION_WORDS = {
    "button": ("the button", "el botón"),
    "small_blind": ("the small blind", "la ciega pequeña"),
    "big_blind": ("the big blind", "la ciega grande"),
    "between_small_blind_and_button": ("a seat between the small blind and the button",
                                       "un asiento entre la ciega pequeña y el botón"),
    "other": ("a seat outside the blinds and the button",
              "un asiento fuera de las ciegas y el botón"),
}


def seat_ruling(seat: int, *, arrival: Arrival, button: int, small_blind: int,
                occupied: Sequence[int], table_size: int, house: HouseRules) -> SeatRuling:
    """Whether a player arriving at ``seat`` is dealt in on the next hand."""
    position = seat_position(seat, button=button, small_blind=small_blind, occupied=occupied,
                             table_size=table_size)
    words_en, words_es = _POSITION_WORDS[position]
    why = Notes()
    robert_balancing = not house.tournament and arrival == "balancing"
    if robert_balancing:
        dealt_in = position not in ("button", "small_blind")
        why.add(f"He takes {words_en}. A player moved to balance tables is dealt in at once, "
                "unless he lands in the small blind or on the button, where he waits until the "
                "button has passed him.",
                f"Ocupa {words_es}. Un jugador trasladado para equilibrar mesas recibe cartas en "
                "el acto, salvo que caiga en la ciega pequeña o en el botón, donde espera a que "
                "el botón lo haya pasado.", "RRoP 15.16")
        return SeatRuling(dealt_in, position, tuple(why.reasons), tuple(why.rules))
    if not house.tournament:
        why.add("Robert's Rules do not say when a player from a broken table or a late entrant "
                "is dealt in; the TDA rule is followed.",
                "Las Robert's Rules no dicen cuándo recibe cartas un jugador de una mesa rota o "
                "uno que entra tarde; se sigue la regla TDA.", "RRoP 15.14")
    dealt_in = position != "between_small_blind_and_button"
    rule = {"broken_table": "TDA 10-A", "new_entry": "TDA 8-A", "balancing": "TDA 10-A"}[arrival]
    if arrival == "balancing":
        why.add("A player moved to balance tables goes to the worst position at his new "
                "table.",
                "Un jugador trasladado para equilibrar va a la peor posición de su mesa nueva.",
                "TDA 11-A")
    if dealt_in:
        why.add(f"He takes {words_en}: a new player may take any seat, the blinds and the "
                "button included, and is dealt in at once.",
                f"Ocupa {words_es}: un jugador nuevo puede ocupar cualquier asiento, ciegas y "
                "botón incluidos, y recibe cartas en el acto.", rule)
    else:
        why.add(f"He takes {words_en}: there he is not dealt in until the button has passed "
                "him.",
                f"Ocupa {words_es}: ahí no recibe cartas hasta que el botón lo haya pasado.",
                rule)
    if arrival == "broken_table" and house.tournament:
        why.add("Players from a broken table draw their new table and seat by a two-step "
                "random process, so that nobody can be favoured.",
                "Los jugadores de una mesa rota sortean su mesa y asiento nuevos en dos pasos "
                "al azar, para que nadie pueda ser favorecido.", "TDA 10-B")
    return SeatRuling(dealt_in, position, tuple(why.reasons), tuple(why.rules))


@dataclass(frozen=True)
class BalancingMove:
    """The player the full table gives up and the seat he takes (None: the house's set
    procedure names the player)."""

    moves: int | None
    to_seat: int
    big_blind_next_hand: bool
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    occupied: tuple[int, ...]
    table_size: int
    big_blind: int | None = None  # the seat that posted the big blind on the last hand
    button: int | None = None  # a mixed game's frozen button (TDA 11-B)
    last_opened: int | None = None  # stud: the last seat to open

    @property
    def open_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(1, self.table_size + 1) if s not in self.occupied)


def balancing_move(variant: Variant, full: Table, short: Table, house: HouseRules, *,
                   mixed_game: bool = False) -> BalancingMove:
    """Who moves from ``full`` to ``short`` and where (TDA 11-A/B, RRoP 15.15)."""
    why = Notes()
    if variant in STUD_GAMES and not mixed_game:
        if short.last_opened is None:
            raise refuse("facts.to_table.last_opened",
                         "in stud the seat filled is the last one to open; give it.",
                         "en stud se ocupa el último asiento que quedó libre; indíquelo.")
        if not house.tournament:
            why.add("Robert's Rules say how to balance button games only; the TDA rule is "
                    "followed for stud.",
                    "Las Robert's Rules solo dicen cómo equilibrar los juegos con botón; para "
                    "el stud se sigue la regla TDA.", "RRoP 15.15")
        why.add(f"In stud players move by position: the seat filled is the last one to open "
                f"at the short table, seat {short.last_opened}. Which player moves follows the "
                "house's set procedure.",
                f"En stud los jugadores se mueven por posición: se ocupa el último asiento que "
                f"quedó libre en la mesa corta, el {short.last_opened}. Qué jugador se mueve "
                "sigue el procedimiento fijado por la casa.", "TDA 11-A", "TDA 11-C")
        return BalancingMove(None, short.last_opened, False, tuple(why.reasons),
                             tuple(why.rules))
    full_anchor = _next_small_blind(full, mixed_game, "from_table")
    short_anchor = _next_small_blind(short, mixed_game, "to_table")
    mover = first_after(full_anchor, full.occupied, full.table_size)
    seat = first_after(short_anchor, short.open_seats, short.table_size)
    if mover is None or mover == full_anchor:
        raise refuse("facts.from_table.occupied", "the full table needs another player to move.",
                     "la mesa llena necesita otro jugador para trasladar.")
    if seat is None:
        raise refuse("facts.to_table.occupied", "the short table has no open seat.",
                     "la mesa corta no tiene asiento libre.")
    next_bb = first_after(short_anchor, [*short.occupied, seat], short.table_size) == seat
    if mixed_game and variant in STUD_GAMES:
        why.add(f"In the stud round of a mixed game the player moved is the one who would be the "
                f"big blind if the hand were hold'em, counted from the frozen button: seat "
                f"{mover}.",
                f"En la vuelta de stud de un juego mixto se traslada a quien sería la ciega "
                f"grande si la mano fuera de hold'em, contando desde el botón congelado: el "
                f"asiento {mover}.", "TDA 11-B" if house.tournament else "RRoP 15.15")
    if house.tournament:
        why.add(f"The player due the big blind next, seat {mover}, is the one moved. He goes to "
                f"the worst position at the short table, the open seat that pays the big blind "
                f"soonest (never the small blind): seat {seat}"
                + (", where he posts the big blind on the next hand." if next_bb else "."),
                f"Se traslada a quien le toca la ciega grande, el asiento {mover}. Va a la peor "
                f"posición de la mesa corta, el asiento libre que paga antes la ciega grande "
                f"(nunca la ciega pequeña): el {seat}"
                + (", donde pone la ciega grande en la mano siguiente." if next_bb else "."),
                "TDA 11-A")
        why.add("The table a player is taken from is chosen by a procedure set in advance.",
                "La mesa de la que sale el jugador se elige por un procedimiento fijado de "
                "antemano.", "TDA 11-C")
    else:
        why.add(f"The player due to take the big blind next, seat {mover}, is the one moved, "
                f"and he gets the open seat closest to the big blind: seat {seat}.",
                f"Se traslada a quien le toca poner la ciega grande, el asiento {mover}, y "
                f"ocupa el asiento libre más cercano a la ciega grande: el {seat}.",
                "RRoP 15.15")
    return BalancingMove(mover, seat, next_bb, tuple(why.reasons), tuple(why.rules))


def _next_small_blind(table: Table, mixed_game: bool, where: str) -> int:
    """The seat the next big blind is counted from: the last big blind (dead button), or
    in a mixed game's stud round the first player after the frozen button."""
    if mixed_game:
        if table.button is None:
            raise refuse(f"facts.{where}.button",
                         "in a mixed game give the button frozen for the stud round.",
                         "en un juego mixto indique el botón congelado durante el stud.")
        seat = first_after(table.button, table.occupied, table.table_size)
        if seat is None:
            raise refuse(f"facts.{where}.occupied", "the table has no players.",
                         "la mesa no tiene jugadores.")
        return seat
    if table.big_blind is None:
        raise refuse(f"facts.{where}.big_blind",
                     "give the seat that posted the big blind on the last hand.",
                     "indique el asiento que puso la ciega grande en la última mano.")
    return table.big_blind


@dataclass(frozen=True)
class TableBalance:
    halt: bool | None  # None: halting is the TD's call
    needs_balancing: bool
    short_by: int
    tolerance: int
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


def table_balance(players: int, counts: Sequence[int], *, blinds_affected: bool,
                  full_table_format: bool, house: HouseRules) -> TableBalance:
    """Whether play halts at a table of ``players`` and whether the tables of ``counts``
    (every table, this one included) must be balanced (TDA 11-D, RRoP 15.17)."""
    why = Notes()
    most = max(counts)
    short_by = most - players
    if not house.tournament:
        why.add("Robert's Rules say nothing about halting play at a short table; the TDA rule "
                "is followed.",
                "Las Robert's Rules no dicen nada de detener el juego en una mesa corta; se "
                "sigue la regla TDA.", "TDA 11-D")
    halt: bool | None
    if short_by >= HALT_SHORT_BY and not full_table_format:
        halt = None
        why.add(f"The table is {short_by} players short of the fullest, but in this format "
                "halting play is the TD's call.",
                f"A la mesa le faltan {short_by} jugadores respecto de la más llena, pero en "
                "este formato detener el juego lo decide el director.", "TDA 11-D")
    elif short_by >= HALT_SHORT_BY:
        halt = blinds_affected
        if blinds_affected:
            why.add(f"The table is {short_by} players short of the fullest and its blinds are "
                    "affected: play halts there until it gets players.",
                    f"A la mesa le faltan {short_by} jugadores respecto de la más llena y sus "
                    "ciegas se ven afectadas: el juego se detiene ahí hasta que reciba "
                    "jugadores.", "TDA 11-D")
        else:
            why.add(f"The table is {short_by} players short of the fullest, but its blinds are "
                    "not affected yet: play goes on until they are.",
                    f"A la mesa le faltan {short_by} jugadores respecto de la más llena, pero sus "
                    "ciegas aún no se ven afectadas: se sigue jugando hasta que lo estén.",
                    "TDA 11-D")
    else:
        halt = False
        if short_by <= 0:
            why.add("The table has as many players as the fullest, so play goes on.",
                    "La mesa tiene tantos jugadores como la más llena, así que se sigue "
                    "jugando.", "TDA 11-D")
        else:
            why.add("The table is " + plural(short_by, "1 player", f"{short_by} players")
                    + " short of the fullest: fewer than three, so play goes on.",
                    "A la mesa "
                    + plural(short_by, "le falta 1 jugador", f"le faltan {short_by} jugadores")
                    + " respecto de la más llena: menos de tres, así que se sigue jugando.",
                    "TDA 11-D")
    tolerance = 1 if len(counts) <= SIX_TABLES else 2
    spread = most - min(counts)
    if house.tournament:
        why.add("How tightly to balance is left to the TD.",
                "Cuán parejas deben quedar las mesas lo decide el director.", "TDA 11-D")
        tda_silent(why)
    needs = spread > tolerance
    why.add(f"With {len(counts)} tables, table sizes stay within {tolerance} of each other; "
            f"they are {spread} apart, so " + ("a player must be moved." if needs
                                               else "they are balanced."),
            f"Con {len(counts)} mesas, los tamaños se mantienen a {tolerance} de diferencia; hay "
            f"{spread}, así que " + ("hay que trasladar a un jugador." if needs
                                     else "están equilibradas."), "RRoP 15.17")
    return TableBalance(halt, needs, short_by, tolerance, tuple(why.reasons), tuple(why.rules))


# --- reading the facts ---------------------------------------------------------------


def _seats(facts: Facts, name: str, table_size: int, *, at_least: int = 0) -> tuple[int, ...]:
    values = facts.raw(name)
    if not isinstance(values, Sequence) or isinstance(values, str):
        raise refuse(facts.where(name), "must be a list of seat numbers such as [1, 2, 5].",
                     "debe ser una lista de números de asiento como [1, 2, 5].")
    seats: list[int] = []
    for index, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= table_size:
            raise refuse(f"{facts.where(name)}[{index}]",
                         f"must be a seat from 1 to {table_size}.",
                         f"debe ser un asiento de 1 a {table_size}.")
        if value in seats:
            raise refuse(f"{facts.where(name)}[{index}]", f"seat {value} is listed twice.",
                         f"el asiento {value} aparece dos veces.")
        seats.append(value)
    if len(seats) < at_least:
        raise refuse(facts.where(name), f"needs at least {at_least} seats.",
                     f"necesita al menos {at_least} asientos.")
    return tuple(seats)


def _table(facts: Facts, *, needs_open_seat: bool) -> Table:
    size = facts.integer("table_size", MAX_SEATS, low=2, high=MAX_SEATS)
    occupied = _seats(facts, "occupied", size, at_least=1)
    if needs_open_seat and len(occupied) == size:
        raise refuse(facts.where("occupied"), "the table has no open seat.",
                     "la mesa no tiene asiento libre.")

    def seat(name: str) -> int | None:
        return facts.integer(name, low=1, high=size) if facts.has(name) else None

    table = Table(occupied, size, seat("big_blind"), seat("button"), seat("last_opened"))
    if table.last_opened is not None and table.last_opened in occupied:
        raise refuse(facts.where("last_opened"),
                     f"seat {table.last_opened} is occupied; give the last seat that opened.",
                     f"el asiento {table.last_opened} está ocupado; indique el último que quedó "
                     "libre.")
    return table


@scenario("tournament_seat")
def decide_tournament_seat(facts: Facts, house: HouseRules) -> Ruling:
    """A player arriving at a tournament table: dealt in now, or after the button."""
    arrival: Arrival = facts.choice("arrival", ["broken_table", "balancing", "new_entry"],
                                    "broken_table")
    size = facts.integer("table_size", MAX_SEATS, low=2, high=MAX_SEATS)
    occupied = _seats(facts, "occupied", size, at_least=1)
    seat = facts.integer("seat", low=1, high=size)
    if seat in occupied:
        raise refuse(facts.where("seat"), f"seat {seat} is taken; give the open seat he takes.",
                     f"el asiento {seat} está ocupado; indique el asiento libre que ocupa.")
    button = facts.integer("button", low=1, high=size)
    if facts.has("small_blind"):
        small_blind = facts.integer("small_blind", low=1, high=size)
        if small_blind == button:
            raise refuse(facts.where("small_blind"),
                         "the small blind cannot be the button seat (except heads-up).",
                         "la ciega pequeña no puede ser el asiento del botón (salvo mano a "
                         "mano).")
    else:
        found = first_after(button, occupied, size)
        if found is None:
            raise refuse(facts.where("occupied"), "the table needs players.",
                         "la mesa necesita jugadores.")
        small_blind = found
    result = seat_ruling(seat, arrival=arrival, button=button, small_blind=small_blind,
                         occupied=occupied, table_size=size, house=house)
    numbers: dict[str, Any] = {"seat": seat, "position": result.position,
                               "dealt_in": result.dealt_in, "button": button,
                               "small_blind": small_blind}
    if result.dealt_in:
        summary = Text(f"Seat {seat} is dealt in on the next hand.",
                       f"El asiento {seat} recibe cartas en la mano siguiente.")
    else:
        summary = Text(f"Seat {seat} waits until the button has passed him.",
                       f"El asiento {seat} espera a que el botón lo haya pasado.")
    return Ruling("tournament_seat", "dealt_in" if result.dealt_in else "waits_for_button",
                  summary, result.reasons, result.rules, numbers, house.profile)


@scenario("balancing_move")
def decide_balancing_move(facts: Facts, house: HouseRules) -> Ruling:
    """Balancing: who leaves the full table and which seat he takes at the short one."""
    variant = Variant(facts.choice("game", [v.value for v in Variant], Variant.HOLDEM.value))
    mixed = facts.flag("mixed_game")
    full = _table(facts.child("from_table"), needs_open_seat=False)
    short = _table(facts.child("to_table"), needs_open_seat=True)
    move = balancing_move(variant, full, short, house, mixed_game=mixed)
    numbers: dict[str, Any] = {"moves": move.moves, "to_seat": move.to_seat,
                               "big_blind_next_hand": move.big_blind_next_hand}
    if move.moves is None:
        summary = Text(f"The player moved takes seat {move.to_seat}.",
                       f"El jugador trasladado ocupa el asiento {move.to_seat}.")
    else:
        summary = Text(f"Seat {move.moves} moves to seat {move.to_seat} of the short table.",
                       f"El asiento {move.moves} pasa al asiento {move.to_seat} de la mesa "
                       "corta.")
    return Ruling("balancing_move", "move_player", summary, move.reasons, move.rules, numbers,
                  house.profile)


@scenario("table_balance")
def decide_table_balance(facts: Facts, house: HouseRules) -> Ruling:
    """A short tournament table: does play halt there, and must a player be moved?"""
    entries = facts.children("tables", at_least=2)
    counts: dict[int, int] = {}
    for entry in entries:
        table = entry.integer("table", low=1)
        if table in counts:
            raise refuse(entry.where("table"), f"table {table} is listed twice.",
                         f"la mesa {table} aparece dos veces.")
        counts[table] = entry.integer("players", low=0, high=MAX_SEATS)
    shortest = min(counts, key=lambda t: (counts[t], t))
    table = facts.integer("table", shortest, low=1)
    if table not in counts:
        raise refuse(facts.where("table"), f"table {table} is not in the list of tables.",
                     f"la mesa {table} no está en la lista de mesas.")
    result = table_balance(counts[table], list(counts.values()),
                           blinds_affected=facts.flag("blinds_affected"),
                           full_table_format=facts.choice("format", ["full", "short_handed"],
                                                          "full") == "full",
                           house=house)
    numbers: dict[str, Any] = {"table": table, "players": counts[table],
                               "most_players": max(counts.values()), "short_by": result.short_by,
                               "halt": result.halt, "needs_balancing": result.needs_balancing,
                               "tolerance": result.tolerance}
    if result.halt:
        decision = "halt_play"
        summary = Text(f"Play halts at table {table} until it gets players.",
                       f"El juego se detiene en la mesa {table} hasta que reciba jugadores.")
    elif result.halt is None:
        decision = "td_may_halt"
        summary = Text(f"Halting play at table {table} is the TD's call.",
                       f"Detener el juego en la mesa {table} lo decide el director.")
    elif result.needs_balancing:
        decision = "balance"
        summary = Text("Play goes on, but the tables must be balanced: move a player.",
                       "Se sigue jugando, pero hay que equilibrar las mesas: trasladar a un "
                       "jugador.")
    else:
        decision = "balanced"
        summary = Text("Play goes on; the tables are balanced.",
                       "Se sigue jugando; las mesas están equilibradas.")
    return Ruling("table_balance", decision, summary, result.reasons, result.rules, numbers,
                  house.profile)
