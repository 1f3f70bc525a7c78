"""Redraws: every seat drawn again when the field comes down to three, two and one table.

Robert's Rules redraw the seats when the field is down to three tables, two and one; the
redraw at three tables may be skipped in small events that started with four or five
tables (RRoP 15.18). The TDA rules have no redraw rule of their own (the TDA text the
project's sources hold is silent on it), so under the TDA profile the ruling says so and
follows Robert's Rules. A redraw happens at the break that brings the field down to that
many tables: the next table in the breaking order breaks as usual, and instead of its
players alone, every player left draws a seat at the tables that stay, filled evenly
(the extra players, if any, at the tables that break last). The buttons and blinds stay
where they are at each table (dead button, TDA 32) and everybody is dealt in on the next
hand: the whole table is new, so no seat is taken ahead of its turn.

``redraw_call`` is the rule over plain numbers; the rules engine's ``redraw`` kind
answers with it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from floorman.rules.dealing import tda_silent
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes
from floorman.rules.tournament_seating import seat_position
from floorman.text import Text, counted, plural
from floorman.tournament.breaking import BreakCall
from floorman.tournament.field import Field, refused
from floorman.tournament.moves import Move, Plan

REDRAW_AT = (3, 2, 1)


@dataclass(frozen=True)
class RedrawCall:
    """Whether the break that leaves ``tables_after`` tables is a redraw."""

    due: bool
    tables_after: int
    skipped: bool  # the house skips the optional three-table redraw
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


def redraw_call(tables_after: int, started_with: int, house: HouseRules, *,
                skip_three_table_redraw: bool = False) -> RedrawCall:
    """Whether coming down to ``tables_after`` tables (in an event that started with
    ``started_with``) redraws every seat (RRoP 15.18)."""
    why = Notes()
    if house.tournament:
        why.add("The TDA rules have no rule on redraws.",
                "Las reglas TDA no tienen una regla sobre nuevos sorteos.", "RRoP 15.18")
        tda_silent(why)
    if tables_after not in REDRAW_AT or started_with <= tables_after:
        why.add(f"Coming down to {counted(tables_after, 'table', 'tables')} is not a redraw: "
                "seats are redrawn when the field is reduced to three tables, two and one.",
                f"Bajar a {counted(tables_after, 'mesa', 'mesas')} no es un nuevo sorteo: los "
                "asientos se sortean de nuevo cuando quedan tres mesas, dos y una.",
                "RRoP 15.18")
        return RedrawCall(False, tables_after, False, tuple(why.reasons), tuple(why.rules))
    if tables_after == 3 and skip_three_table_redraw and started_with in (4, 5):
        why.add(f"The event started with {started_with} tables, and the house skips the "
                "optional redraw at three tables: the table breaks as usual.",
                f"El torneo empezó con {started_with} mesas y la casa se salta el sorteo "
                "opcional a tres mesas: la mesa se rompe como siempre.", "RRoP 15.18")
        return RedrawCall(False, tables_after, True, tuple(why.reasons), tuple(why.rules))
    words = {3: ("three tables", "tres mesas"), 2: ("two tables", "dos mesas"),
             1: ("one table, the final table", "una mesa, la mesa final")}[tables_after]
    why.add(f"The field is down to {words[0]}: every seat is drawn again.",
            f"{'Queda' if tables_after == 1 else 'Quedan'} {words[1]}: se vuelven a sortear "
            "todos los asientos.", "RRoP 15.18")
    if tables_after == 3 and started_with in (4, 5):
        why.add(f"The event started with {started_with} tables, so the house could skip this "
                "redraw; it does not.",
                f"El torneo empezó con {started_with} mesas, así que la casa podría saltarse "
                "este sorteo; no lo hace.", "RRoP 15.18")
    return RedrawCall(True, tables_after, False, tuple(why.reasons), tuple(why.rules))


def field_redraw_call(field: Field) -> RedrawCall:
    """``redraw_call`` for the next break of ``field``."""
    return redraw_call(field.table_count - 1, field.started_with, field.house,
                       skip_three_table_redraw=field.skip_three_table_redraw)


def plan_redraw(field: Field, call: BreakCall, redraw: RedrawCall,
                rng: random.Random) -> Plan:
    """The next table breaks and every player left draws a seat at the tables that stay."""
    if not call.due or call.table is None or not redraw.due:
        raise refused("table", "no redraw is due now.", "ahora no toca un nuevo sorteo.")
    staying = [t for t in field.breaking_order if t != call.table]
    players = sorted(field.where)
    rng.shuffle(players)
    # Filled evenly; the extra players at the tables that break last (the end of the order).
    base, extra = divmod(len(players), len(staying))
    counts = {t: base + (1 if i >= len(staying) - extra else 0)
              for i, t in enumerate(staying)}
    for table, count in counts.items():
        if count > field.tables[table].size:
            raise refused("table", f"table {table} cannot seat {count} players.",
                          f"la mesa {table} no puede sentar a {count} jugadores.")
    why = Notes()
    why.reasons.extend(call.reasons)
    why.cite(*call.rules)
    why.reasons.extend(redraw.reasons)
    why.cite(*redraw.rules)
    moves: list[Move] = []
    drawn = iter(players)
    for table in sorted(staying):
        seats = sorted(rng.sample(range(1, field.tables[table].size + 1), counts[table]))
        here = field.tables[table]
        for seat in seats:
            entrant = next(drawn)
            from_table, from_seat = field.where[entrant]
            position = seat_position(seat, button=here.button, small_blind=here.big_blind,
                                     occupied=seats, table_size=here.size)
            moves.append(Move(entrant, "redraw", from_table, from_seat, table, seat, True,
                              position,
                              (Text(f"Drawn to table {table}, seat {seat}; everyone is dealt "
                                    "in on the next hand.",
                                    f"Sorteado a la mesa {table}, asiento {seat}; todos "
                                    "reciben cartas en la mano siguiente."),),
                              ("RRoP 15.18",)))
    at = len(staying)
    why.add(f"{len(players)} players draw seats "
            + plural(at, "at the one table left; its button and blinds stay where they are.",
                     f"at {at} tables, filled evenly; the buttons and blinds stay where they "
                     "are."),
            f"{len(players)} jugadores sortean asiento "
            + plural(at, "en la única mesa que queda; su botón y sus ciegas siguen donde "
                     "están.", f"en {at} mesas, repartidos por igual; los botones y las "
                     "ciegas siguen donde están."), "RRoP 15.18")
    return Plan("redraw", tuple(moves), tuple(why.reasons), tuple(why.rules),
                broken_table=call.table, tables_after=len(staying))
