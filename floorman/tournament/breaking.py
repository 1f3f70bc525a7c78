"""Breaking tables: which table breaks next, whether it must break now, and where its
players go.

As players are eliminated, tables break in the order the director set (RRoP 15.14;
floorman's default is the highest table number first). A table breaks as soon as the
players left fit at the other tables: never earlier, since that would crowd the rest, and
never later, since every extra table is a table of short-handed play. Its players draw
their new seats at random (TDA 10-B's two-step draw: the seat cards are set out, then
the players are dealt to them in a random order): the seats offered go to the shortest
tables first, one at a time, so the tables stay balanced; among equally short tables the
one that breaks last is filled first, so the players moved need not move again soon, and
the seat at that table is drawn at random among its open seats. Each arrival is dealt in
at once or waits for the button by ``seat_ruling`` (arrival ``broken_table``: TDA 10-A;
Robert's Rules are silent and follow the TDA there). If the tables are still further
apart than the tolerance once the broken table's players are seated (the tolerance
tightens from two players to one at six tables), the same plan balances them.

``next_break`` is the rule itself over plain numbers, so the rules engine's
``table_to_break`` kind answers the same question with the same function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from floorman.rules.dealing import tda_silent
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes
from floorman.rules.tournament_seating import seat_ruling
from floorman.text import Text, plural
from floorman.tournament.balancing import balance
from floorman.tournament.field import Field, refused
from floorman.tournament.moves import Draft, Move, Plan


@dataclass(frozen=True)
class BreakCall:
    """Which table breaks next and whether now.

    Attributes:
        table: the next table in the breaking order (None: one table is left).
        due: it must break now.
        remaining: the players left.
        seats_elsewhere: the seats at the other tables in play.
        more_out: how many more players must be out before it breaks (0 when due).
        reasons, rules: why.
    """

    table: int | None
    due: bool
    remaining: int
    seats_elsewhere: int
    more_out: int
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


def next_break(table: int | None, table_seats: int, seats_in_play: int, remaining: int,
               house: HouseRules, *, tables: int = 0) -> BreakCall:
    """Whether ``table``, the first of the breaking order (None: one table is left), must
    break now: ``table_seats`` are its seats, ``seats_in_play`` those of every table in
    play, ``remaining`` the players left; ``tables`` the tables in play, when known (the
    reasons speak of "the other table" when there are two)."""
    why = Notes()
    if house.tournament:
        why.add("The TDA rules do not say in what order tables break; Robert's Rules' set "
                "order is followed.",
                "Las reglas TDA no dicen en qué orden se rompen las mesas; se sigue el orden "
                "fijado de las Robert's Rules.", "RRoP 15.14")
        tda_silent(why)
    if table is None:
        why.add("Only one table is left: no table breaks.",
                "Queda una sola mesa: no se rompe ninguna.", "RRoP 15.14")
        return BreakCall(None, False, remaining, 0, 0, tuple(why.reasons), tuple(why.rules))
    elsewhere = seats_in_play - table_seats
    due = remaining <= elsewhere
    one = tables == 2  # one other table: the final table
    others = Text(f"the other table has {elsewhere} seats" if one
                  else f"the other tables have {elsewhere} seats",
                  f"la otra mesa tiene {elsewhere} asientos" if one
                  else f"las demás mesas tienen {elsewhere} asientos")
    if due:
        why.add(f"{_left(remaining).en} and {others.en}: they fit in one table fewer, so table "
                f"{table}, the next in the breaking order, breaks now and its players fill open "
                "seats at " + ("the other table." if one else "the other tables."),
                f"{_left(remaining).es} y {others.es}: caben en una mesa menos, así que la "
                f"mesa {table}, la siguiente en el orden de rotura, se rompe ahora y sus "
                "jugadores ocupan asientos libres en "
                + ("la otra." if one else "las demás."), "RRoP 15.14")
        more = 0
    else:
        more = remaining - elsewhere
        why.add(f"{_left(remaining).en} and {others.en}: table {table}, the next in the "
                "breaking order, breaks when "
                + plural(more, "1 more player is out.", f"{more} more players are out."),
                f"{_left(remaining).es} y {others.es}: la mesa {table}, la siguiente en el "
                "orden de rotura, se rompe cuando "
                + plural(more, "quede fuera 1 jugador más.",
                         f"queden fuera {more} jugadores más."), "RRoP 15.14")
    return BreakCall(table, due, remaining, elsewhere, more, tuple(why.reasons),
                     tuple(why.rules))


def _left(remaining: int) -> Text:
    """``38 players are left``, ``1 player is left``."""
    return Text(plural(remaining, "1 player is left", f"{remaining} players are left"),
                plural(remaining, "Queda 1 jugador", f"Quedan {remaining} jugadores"))


def break_call(field: Field) -> BreakCall:
    """``next_break`` for the field as it is (O(1): the field keeps its seat count)."""
    if field.table_count < 2:
        return next_break(None, 0, field.capacity, field.remaining, field.house)
    table = field.next_to_break
    return next_break(table, field.tables[table].size, field.capacity, field.remaining,
                      field.house, tables=field.table_count)


def plan_break(field: Field, call: BreakCall, rng: random.Random) -> Plan:
    """Break ``call.table``: its players drawn into the open seats, shortest tables first,
    then any balancing still needed."""
    if not call.due or call.table is None:
        raise refused("table", "no table has to break now.", "ninguna mesa tiene que romperse "
                      "ahora.")
    table = field.table(call.table)
    draft = Draft(field)
    draft.remove(table.number)
    players = [table.seats[s] for s in sorted(table.seats)]
    rng.shuffle(players)
    moves: list[Move] = []
    for entrant in players:
        target = draft.shortest_destination()
        if target is None:  # next_break said they fit
            raise refused("table", f"there are not enough open seats to break table "
                          f"{table.number}.",
                          f"no hay asientos libres suficientes para romper la mesa "
                          f"{table.number}.")
        moves.append(_arrival(draft, entrant, table.number, target, rng))
        draft.move(entrant, moves[-1].to_table, moves[-1].to_seat, from_table=None,
                   counted=True)
    halted: list[int] = []
    balance(draft, moves, halted)
    why = Notes()
    why.reasons.extend(call.reasons)
    why.cite(*call.rules)
    count = len(players)
    why.add(plural(count, "Its player draws his new seat at random",
                   f"Its {count} players draw their new seats at random")
            + "; the seats offered are at the shortest tables first, so the tables stay "
            "balanced.",
            plural(count, "Su jugador sortea su asiento nuevo",
                   f"Sus {count} jugadores sortean sus asientos nuevos")
            + "; los asientos que se ofrecen están primero en las mesas más cortas, para que "
            "sigan equilibradas.",
            "TDA 10-B" if field.house.tournament else "RRoP 15.14")
    for move in moves:
        why.cite(*move.rules)
    return Plan("break", tuple(moves), tuple(why.reasons), tuple(why.rules),
                broken_table=table.number, halted=tuple(halted),
                tables_after=draft.table_count)


def _arrival(draft: Draft, entrant: int, broken: int, target: int,
             rng: random.Random) -> Move:
    table = draft.table(target)
    open_seats = table.open_seats
    seat = open_seats[rng.randrange(len(open_seats))]
    ruling = seat_ruling(seat, arrival="broken_table", button=table.button,
                         small_blind=table.big_blind, occupied=table.occupied,
                         table_size=table.size, house=draft.field.house)
    where = Text(f"Table {target} has the fewest players ({table.players}) among those with "
                 f"an open seat; seat {seat} was drawn from its open seats.",
                 f"La mesa {target} es la que menos jugadores tiene ({table.players}) entre "
                 f"las que tienen asiento libre; el asiento {seat} salió del sorteo entre sus "
                 "asientos libres.")
    from_seat = draft.field.where[entrant][1]
    return Move(entrant, "breaking", broken, from_seat, target, seat, ruling.dealt_in,
                ruling.position, (where, *ruling.reasons),
                ("RRoP 15.14", *ruling.rules))
