"""Tournament tables as a whole: which table breaks next, when seats are redrawn, and the
balancing of a whole field.

Thin wrappers over the pure policies of ``floorman.tournament`` that the desk uses, so
that the rulings assistant and ``floorman rule`` answer the same questions with the same
functions and citations:

- ``table_to_break``: which table breaks next and whether it must break now (RRoP 15.14;
  the TDA rules are silent on the order and follow Robert's), and whether that break is
  a redraw (RRoP 15.18): ``floorman.tournament.breaking.next_break``;
- ``redraw``: is it time to redraw the seats (three, two and one table; the three-table
  redraw may be skipped in events that started with four or five tables, RRoP 15.18; the
  TDA rules have no redraw rule): ``floorman.tournament.redraws.redraw_call``;
- ``field_balance``: are these tables out of balance, who moves, to which seat, and must
  a short table stop dealing until he arrives (RRoP 15.15-15.17, TDA 11):
  ``floorman.tournament.balancing.plan_balancing`` on a ``Field`` built from the facts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from floorman.rules.errors import ScenarioError, refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text, counted, plural
from floorman.tournament.balancing import plan_balancing
from floorman.tournament.breaking import break_call, next_break
from floorman.tournament.field import (
    MAX_SEATS,
    MIN_SEATS,
    Field,
    TournamentRefused,
    TournamentTable,
    resolve_breaking_order,
)
from floorman.tournament.redraws import redraw_call

SEAT_ENTRANT = 1000  # the entrant ids a document's seats stand for: table x 1000 + seat


def _refusal(error: TournamentRefused, prefix: str = "facts") -> ScenarioError:
    field = f"{prefix}.{error.field}" if error.field else prefix
    return refuse(field, error.text.en, error.text.es)


def _merge(why: Notes, reasons: Sequence[Text], rules: Sequence[str]) -> None:
    """Add reasons not given yet (the TDA's silence is said once) and their rules."""
    why.reasons.extend(r for r in reasons if r not in why.reasons)
    why.cite(*rules)


def _order(facts: Facts, tables: Sequence[int]) -> tuple[int, ...]:
    raw = facts.raw("breaking_order", [])
    if not isinstance(raw, Sequence) or isinstance(raw, str) or any(
            isinstance(t, bool) or not isinstance(t, int) for t in raw):
        raise refuse(facts.where("breaking_order"), "must be a list of table numbers.",
                     "debe ser una lista de números de mesa.")
    try:
        return resolve_breaking_order(tables, raw)
    except TournamentRefused as error:
        raise _refusal(error) from None


def _counts(facts: Facts) -> tuple[dict[int, int], dict[int, int]]:
    """Each listed table's players and seats."""
    default_size = facts.integer("table_size", MAX_SEATS, low=MIN_SEATS, high=MAX_SEATS)
    players: dict[int, int] = {}
    sizes: dict[int, int] = {}
    for entry in facts.children("tables", at_least=1):
        table = entry.integer("table", low=1)
        if table in players:
            raise refuse(entry.where("table"), f"table {table} is listed twice.",
                         f"la mesa {table} aparece dos veces.")
        sizes[table] = entry.integer("size", default_size, low=MIN_SEATS, high=MAX_SEATS)
        players[table] = entry.integer("players", low=0, high=sizes[table])
    return players, sizes


def _started_with(facts: Facts, tables: int) -> int:
    return facts.integer("started_with", tables, low=tables)


@scenario("table_to_break")
def decide_table_to_break(facts: Facts, house: HouseRules) -> Ruling:
    """Which table breaks next, and must it break now (and is the break a redraw)?"""
    players, sizes = _counts(facts)
    order = _order(facts, list(players))
    remaining = sum(players.values())
    next_table = order[0] if len(order) > 1 else None
    call = next_break(next_table, sizes[order[0]] if next_table else 0, sum(sizes.values()),
                      remaining, house, tables=len(order))
    why = Notes()
    why.reasons.extend(call.reasons)
    why.cite(*call.rules)
    numbers: dict[str, Any] = {"table": call.table, "break_now": call.due,
                               "remaining": remaining, "seats_elsewhere": call.seats_elsewhere,
                               "more_out": call.more_out, "breaking_order": list(order)}
    if call.table is None:
        return Ruling("table_to_break", "one_table_left",
                      Text("One table is left: no table breaks.",
                           "Queda una mesa: no se rompe ninguna."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    redraw = redraw_call(len(order) - 1, _started_with(facts, len(order)), house,
                         skip_three_table_redraw=facts.flag("skip_three_table_redraw"))
    numbers["redraw"] = redraw.due
    if redraw.due or redraw.skipped:
        _merge(why, redraw.reasons, redraw.rules)
    if not call.due:
        return Ruling("table_to_break", "not_yet",
                      Text(f"Table {call.table} breaks next, when "
                           + plural(call.more_out, "1 more player is out.",
                                    f"{call.more_out} more players are out."),
                           f"La mesa {call.table} es la siguiente en romperse, cuando "
                           + plural(call.more_out, "quede fuera 1 jugador más.",
                                    f"queden fuera {call.more_out} jugadores más.")),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if redraw.due:
        summary = Text(f"Table {call.table} breaks now and every seat is redrawn.",
                       f"La mesa {call.table} se rompe ahora y se sortean de nuevo todos los "
                       "asientos.")
    else:
        summary = Text(f"Table {call.table} breaks now.", f"La mesa {call.table} se rompe ahora.")
    return Ruling("table_to_break", "redraw_now" if redraw.due else "break_now", summary,
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


@scenario("redraw")
def decide_redraw(facts: Facts, house: HouseRules) -> Ruling:
    """Is it time to redraw the seats?"""
    players, sizes = _counts(facts)
    order = _order(facts, list(players))
    started = _started_with(facts, len(order))
    skip = facts.flag("skip_three_table_redraw")
    if skip and started not in (4, 5):
        raise refuse(facts.where("skip_three_table_redraw"),
                     f"only an event that started with four or five tables may skip the redraw "
                     f"at three tables; this one started with {started}.",
                     f"solo un torneo que empezó con cuatro o cinco mesas puede saltarse el "
                     f"sorteo a tres mesas; este empezó con {started}.")
    remaining = sum(players.values())
    why = Notes()
    numbers: dict[str, Any] = {"tables": len(order), "remaining": remaining}
    if len(order) == 1:
        redraw = redraw_call(1, started, house)
        why.reasons.extend(redraw.reasons)
        why.cite(*redraw.rules)
        why.add("The field is already at one table: its seats were drawn when it formed.",
                "El torneo ya está en una mesa: sus asientos se sortearon al formarse.",
                "RRoP 15.18")
        numbers |= {"tables_after": 1, "redraw_now": False, "break_now": False}
        return Ruling("redraw", "no_redraw", Text("No redraw: one table is left.",
                                                  "No hay nuevo sorteo: queda una mesa."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    call = next_break(order[0], sizes[order[0]], sum(sizes.values()), remaining, house,
                      tables=len(order))
    redraw = redraw_call(len(order) - 1, started, house, skip_three_table_redraw=skip)
    _merge(why, call.reasons, call.rules)
    _merge(why, redraw.reasons, redraw.rules)
    numbers |= {"tables_after": len(order) - 1, "break_now": call.due,
                "redraw_now": call.due and redraw.due, "skipped": redraw.skipped,
                "more_out": call.more_out}
    after = len(order) - 1
    if redraw.due and call.due:
        return Ruling("redraw", "redraw_now",
                      Text(f"Redraw now: table {order[0]} breaks and every player draws a seat "
                           + plural(after, "at the table left.", f"at the {after} tables left."),
                           f"Nuevo sorteo ahora: se rompe la mesa {order[0]} y cada jugador "
                           "sortea asiento " + plural(after, "en la mesa que queda.",
                                                      f"en las {after} mesas que quedan.")),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if redraw.due:
        return Ruling("redraw", "redraw_at_next_break",
                      Text(f"Not yet: the seats are redrawn when table {order[0]} breaks, "
                           + plural(call.more_out, "once 1 more player is out.",
                                    f"once {call.more_out} more players are out."),
                           f"Todavía no: los asientos se sortean cuando se rompa la mesa "
                           f"{order[0]}, "
                           + plural(call.more_out, "al quedar fuera 1 jugador más.",
                                    f"al quedar fuera {call.more_out} jugadores más.")),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    return Ruling("redraw", "no_redraw",
                  Text("No redraw at the next break (down to "
                       f"{counted(after, 'table', 'tables')}).",
                       "No hay nuevo sorteo en la próxima rotura ("
                       + plural(after, "queda 1 mesa).", f"quedan {after} mesas).")),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


def _seat_list(entry: Facts, name: str, size: int) -> list[int]:
    raw = entry.raw(name)
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise refuse(entry.where(name), "must be a list of seat numbers such as [1, 2, 5].",
                     "debe ser una lista de números de asiento como [1, 2, 5].")
    seats: list[int] = []
    for index, seat in enumerate(raw):
        where = f"{entry.where(name)}[{index}]"
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= size:
            raise refuse(where, f"must be a seat from 1 to {size}.",
                         f"debe ser un asiento de 1 a {size}.")
        if seat in seats:
            raise refuse(where, f"two players in seat {seat}: each seat holds one player.",
                         f"dos jugadores en el asiento {seat}: cada asiento es de un solo "
                         "jugador.")
        seats.append(seat)
    return seats


def _moved(entry: Facts, table: int, seats: Sequence[int]) -> dict[int, int]:
    raw = entry.raw("times_moved", {})
    if not isinstance(raw, Mapping):
        raise refuse(entry.where("times_moved"),
                     "must map seats to the times their player was moved, as {\"3\": 1}.",
                     "debe asociar asientos a las veces que se trasladó a su jugador, como "
                     "{\"3\": 1}.")
    found: dict[int, int] = {}
    for key, times in raw.items():
        where = f"{entry.where('times_moved')}.{key}"
        seat = int(key) if isinstance(key, str) and key.isdigit() else None
        if seat is None or seat not in seats:
            raise refuse(where, "must be an occupied seat of this table.",
                         "debe ser un asiento ocupado de esta mesa.")
        if isinstance(times, bool) or not isinstance(times, int) or times < 0:
            raise refuse(where, "must be a whole number of zero or more.",
                         "debe ser un número entero de cero o más.")
        found[table * SEAT_ENTRANT + seat] = times
    return found


def _field(facts: Facts, house: HouseRules) -> Field:
    default_size = facts.integer("table_size", MAX_SEATS, low=MIN_SEATS, high=MAX_SEATS)
    tables: list[TournamentTable] = []
    moved: dict[int, int] = {}
    seen: set[int] = set()
    for entry in facts.children("tables", at_least=1):
        number = entry.integer("table", low=1, high=SEAT_ENTRANT - 1)
        if number in seen:
            raise refuse(entry.where("table"), f"table {number} is listed twice.",
                         f"la mesa {number} aparece dos veces.")
        seen.add(number)
        size = entry.integer("size", default_size, low=MIN_SEATS, high=MAX_SEATS)
        seats = _seat_list(entry, "occupied", size)
        big_blind = entry.integer("big_blind", low=1, high=size)
        button = entry.integer("button", big_blind, low=1, high=size)
        moved |= _moved(entry, number, seats)
        tables.append(TournamentTable(number, size,
                                      {s: number * SEAT_ENTRANT + s for s in seats},
                                      button, big_blind))
    tolerance = facts.integer("tolerance", low=1, high=MAX_SEATS) if facts.has("tolerance") \
        else None
    order = _order(facts, [t.number for t in tables])
    try:
        return Field(tables, breaking_order=order, moved=moved, tolerance=tolerance,
                     house=house)
    except TournamentRefused as error:
        raise _refusal(error) from None


@scenario("field_balance")
def decide_field_balance(facts: Facts, house: HouseRules) -> Ruling:
    """Are these tables out of balance; who moves, to which seat; must a table stop?"""
    field = _field(facts, house)
    low, high, tolerance = field.shortest_count(), field.longest_count(), field.tolerance()
    numbers: dict[str, Any] = {"tables": field.table_count, "shortest": low, "longest": high,
                               "tolerance": tolerance, "needs_balancing": high - low > tolerance,
                               "moves": [], "halted": []}
    why = Notes()
    call = break_call(field)
    numbers["break_now"] = call.due
    if call.due:
        why.reasons.extend(call.reasons)
        why.cite(*call.rules)
        why.add(f"Break table {call.table} first; then ask again.",
                f"Rompa primero la mesa {call.table}; después vuelva a preguntar.", "RRoP 15.14")
        return Ruling("field_balance", "break_first",
                      Text(f"Table {call.table} must break before any balancing.",
                           f"La mesa {call.table} debe romperse antes de equilibrar."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    plan = plan_balancing(field)
    if plan is None:
        needs = high - low > tolerance
        tables = field.table_count
        why.add(f"With {counted(tables, 'table', 'tables')} the tables stay within "
                f"{counted(tolerance, 'player', 'players')} of each other; they hold {low} to "
                f"{high}" + (", but no short table has an open seat." if needs else ": balanced."),
                f"Con {counted(tables, 'mesa', 'mesas')}, las mesas se mantienen a "
                f"{counted(tolerance, 'jugador', 'jugadores')} de diferencia; tienen de {low} a "
                f"{high}"
                + (", pero ninguna mesa corta tiene asiento libre." if needs
                   else ": equilibradas."), "RRoP 15.17")
        if house.tournament:
            why.add("How tightly to balance is left to the TD.",
                    "Cuán parejas deben quedar las mesas lo decide el director.", "TDA 11-D")
        return Ruling("field_balance", "cannot_balance" if needs else "balanced",
                      Text("No move is possible: the short tables are full." if needs
                           else "The tables are balanced: nobody moves.",
                           "No cabe ningún traslado: las mesas cortas están llenas." if needs
                           else "Las mesas están equilibradas: nadie se mueve."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    _merge(why, plan.reasons, plan.rules)
    for move in plan.moves:
        _merge(why, move.reasons, move.rules)
    numbers["moves"] = [{"from_table": m.from_table, "from_seat": m.from_seat,
                         "to_table": m.to_table, "to_seat": m.to_seat, "dealt_in": m.dealt_in,
                         "position": m.position} for m in plan.moves]
    numbers["halted"] = list(plan.halted)
    first = plan.moves[0]
    more = len(plan.moves) - 1
    halted = ", ".join(map(str, plan.halted))
    stop_en = plural(len(plan.halted), f" Table {halted} stops dealing until then.",
                     f" Tables {halted} stop dealing until then.")
    stop_es = plural(len(plan.halted), f" La mesa {halted} deja de repartir hasta entonces.",
                     f" Las mesas {halted} dejan de repartir hasta entonces.")
    return Ruling("field_balance", "halt_and_move" if plan.halted else "move_players",
                  Text(f"Seat {first.from_seat} of table {first.from_table} moves to seat "
                       f"{first.to_seat} of table {first.to_table}"
                       + (f", then {counted(more, 'more move', 'more moves')}." if more
                          else ".") + (stop_en if plan.halted else ""),
                       f"El asiento {first.from_seat} de la mesa {first.from_table} pasa al "
                       f"asiento {first.to_seat} de la mesa {first.to_table}"
                       + (f", y después {counted(more, 'traslado', 'traslados')} más." if more
                          else ".") + (stop_es if plan.halted else "")),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)
