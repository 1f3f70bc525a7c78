"""The seat draw: where every entrant starts, and where a late entrant or alternate sits.

Starting seats are drawn at random (RRoP 15.2, TDA 7) with an injected random source,
so the same seed draws the same seats and the draw can be shown to a player and logged.
The tables are filled evenly from the start: as many tables as the entrants need, their
player counts at most one apart, the extra players at the tables that break last
(default breaking order: the lowest numbers). At each table the seats left open are drawn
too, the entrants are shuffled into the seats, and the button goes to a seat drawn at
random (the draw for high card, RRoP 15.8).

A late entrant, alternate or re-entry draws a random open seat among those of the tables
with the fewest players, the same pool new players draw from (TDA 8-A), and is dealt in
at once unless the seat is between the small blind and the button (``seat_ruling``,
arrival ``new_entry``). Registration must still be open.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from floorman.rules.ruling import Notes
from floorman.rules.tournament_seating import first_after, seat_ruling
from floorman.text import Text, counted, plural
from floorman.tournament.field import (
    MAX_SEATS,
    MIN_SEATS,
    Field,
    RegistrationClosed,
    TournamentTable,
    refused,
)
from floorman.tournament.moves import Move, Plan


@dataclass(frozen=True)
class SeatDraw:
    """The starting seats: the tables, and how they were drawn.

    Attributes:
        tables: the tables as drawn, the buttons set.
        seed: the seed of the random source, when the caller gave it (for the record).
        reasons, rules: how the draw was made.
    """

    tables: tuple[TournamentTable, ...]
    seed: int | None
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    def seat_card(self, entrant: int) -> Text:
        """What the entrant's seat card says."""
        for table in self.tables:
            for seat, who in table.seats.items():
                if who == entrant:
                    return Text(f"Entrant {entrant}: table {table.number}, seat {seat}.",
                                f"Inscrito {entrant}: mesa {table.number}, asiento {seat}.")
        raise refused("entrant", f"entrant {entrant} is not in this draw.",
                      f"el inscrito {entrant} no está en este sorteo.")


def draw_seats(entrants: Sequence[int], *, table_size: int, rng: random.Random,
               seed: int | None = None, first_table: int = 1) -> SeatDraw:
    """Draw the starting seats of ``entrants`` at tables of ``table_size`` seats numbered
    from ``first_table``; ``seed`` is only recorded (pass ``random.Random(seed)``)."""
    if isinstance(table_size, bool) or not MIN_SEATS <= table_size <= MAX_SEATS:
        raise refused("table_size", f"a table has 2 to 10 seats, not {table_size}.",
                      f"una mesa tiene de 2 a 10 asientos, no {table_size}.")
    if len(set(entrants)) != len(entrants):
        raise refused("entrants", "an entrant is listed twice; each enters once.",
                      "un inscrito aparece dos veces; cada uno se inscribe una vez.")
    if len(entrants) < 2:
        raise refused("entrants", "a tournament needs at least two entrants.",
                      "un torneo necesita al menos dos inscritos.")
    tables = -(-len(entrants) // table_size)
    base, extra = divmod(len(entrants), tables)
    order = list(entrants)
    rng.shuffle(order)
    drawn = iter(order)
    result: list[TournamentTable] = []
    for index in range(tables):
        count = base + (1 if index < extra else 0)
        seats = sorted(rng.sample(range(1, table_size + 1), count))
        taken = {seat: next(drawn) for seat in seats}
        button = seats[rng.randrange(len(seats))]
        small_blind = first_after(button, seats, table_size) or button
        result.append(TournamentTable(first_table + index, table_size, taken, button,
                                      small_blind))
    why = Notes()
    sizes = Text(f"{tables - extra} of {base}", f"{tables - extra} de {base}") if extra == 0 \
        else Text(f"{extra} of {base + 1} and {tables - extra} of {base}",
                  f"{extra} de {base + 1} y {tables - extra} de {base}")
    drew = len(entrants)
    why.add(plural(drew, "1 entrant drew his seat", f"{drew} entrants drew their seats")
            + f" at random at {counted(tables, 'table', 'tables')} of {table_size}, filled "
            f"evenly ({sizes.en} players).",
            plural(drew, "1 inscrito sorteó su asiento", f"{drew} inscritos sortearon sus "
                   "asientos")
            + f" en {counted(tables, 'mesa', 'mesas')} de {table_size}, repartidos por igual "
            f"({sizes.es} jugadores).", "RRoP 15.2", "TDA 7")
    why.add("Each table's button went to a seat drawn at random, as a draw for high card "
            "would.",
            "El botón de cada mesa fue a un asiento sorteado, como en un sorteo a carta alta.",
            "RRoP 15.8")
    if seed is not None:
        why.add(f"The draw used seed {seed}: the same seed draws the same seats.",
                f"El sorteo usó la semilla {seed}: la misma semilla da los mismos asientos.",
                "RRoP 15.2")
    return SeatDraw(tuple(result), seed, tuple(why.reasons), tuple(why.rules))


def plan_late_entry(field: Field, entrant: int, rng: random.Random) -> Plan:
    """Seat a late entrant, alternate or re-entry at a random open seat of the tables with
    the fewest players (TDA 8-A); refused when registration has closed."""
    if not field.registration_open:
        raise RegistrationClosed(Text("registration has closed: no late entrant or alternate "
                                      "can be seated now.",
                                      "la inscripción está cerrada: ya no se puede sentar a "
                                      "nadie que entre tarde ni a un suplente."),
                                 "registration_open")
    if entrant in field.where or entrant in field.out:
        raise refused("entrant", f"entrant {entrant} is already in the tournament.",
                      f"el inscrito {entrant} ya está en el torneo.")
    fewest = field.fewest_with_room()
    if fewest is None:
        raise refused("tables", "every table in play is full; open a table for late entrants "
                      "first.",
                      "todas las mesas en juego están llenas; abra primero una mesa para los "
                      "que entran tarde.")
    # One draw among every open seat of those tables, counted table by table so that only
    # the table drawn is read (a stored field of a thousand tables reads one).
    counts = field.open_seat_counts(fewest)
    pool = sum(open_seats for _, open_seats in counts)
    number, index = _counted(counts, rng.randrange(pool))
    table = field.table(number)
    seat = table.open_seats[index]
    ruling = seat_ruling(seat, arrival="new_entry", button=table.button,
                         small_blind=table.big_blind, occupied=table.occupied,
                         table_size=table.size, house=field.house)
    why = Notes()
    if pool == 1:
        why.add(f"He takes the only open seat at the tables with the fewest players "
                f"({fewest}): table {number}, seat {seat}.",
                f"Ocupa el único asiento libre de las mesas con menos jugadores ({fewest}): "
                f"mesa {number}, asiento {seat}.", "TDA 8-A")
    else:
        why.add(f"He draws among the {pool} open seats of the tables with the fewest "
                f"players ({fewest}): table {number}, seat {seat}.",
                f"Sortea entre los {pool} asientos libres de las mesas con menos "
                f"jugadores ({fewest}): mesa {number}, asiento {seat}.", "TDA 8-A")
    why.reasons.extend(ruling.reasons)
    why.cite(*ruling.rules)
    move = Move(entrant, "late_entry", None, None, number, seat, ruling.dealt_in,
                ruling.position, tuple(why.reasons), tuple(why.rules))
    return Plan("late_entry", (move,), tuple(why.reasons), tuple(why.rules),
                tables_after=field.table_count)


def _counted(counts: list[tuple[int, int]], drawn: int) -> tuple[int, int]:
    """The table and the index among its open seats of open seat number ``drawn``,
    counting ``counts`` ((table, open seats), in order) from 0."""
    for number, open_seats in counts:
        if drawn < open_seats:
            return number, drawn
        drawn -= open_seats
    raise ValueError(f"open seat {drawn} is past the last one counted")
