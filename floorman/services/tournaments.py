"""Floor actions on tournaments in play: late entrants, hands and bust-outs, and the moves
that balance, break and redraw the tables.

Every action checks its input first and refuses it in English and Spanish, then writes
in one transaction with one audit row, so undo works as everywhere else. The policies
are those of ``floorman.tournament`` (the seat draw, the late entrant's seat, balancing,
breaking, redraws, places by the chips each started the hand with, RRoP 15.35); they
plan on a ``StoredField``, which reads from the store only what a decision asks for, so
an action costs about the same with 100 entrants or 100,000 (a late entrant's draw reads
the tables with the fewest players and an open seat: all of them, when every table is
that short). A proposal the desk showed (a ``Plan``) is checked again inside the
action's transaction against the field as it is then (``moves.check_plan``) and refused
as no longer needed when the field changed. The actions that set an event up (the
event, its tables, entrants and seat draw) are in ``tournament_events``, and found here
too.

A move can be undone until the next hand starts at either of its tables: a new hand
changes the table's row (its hand count and button), and undo puts back only rows that
are still as the move left them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from sqlalchemy import select

from floorman.rules.tournament_seating import clockwise_after
from floorman.services import lookup
from floorman.services.desk import Action, FloorError, action, refuse

# The set-up actions live in tournament_events; the desk finds every tournament action
# here.
from floorman.services.tournament_events import (
    add_table,
    create_tournament,
    draw_seats,
    move_row,
    not_entered,
    players_of,
    register_entrants,
    set_breaking_order,
    set_late_registration,
    withdraw_entrant,
)
from floorman.services.tournament_field import StoredField
from floorman.services.tournament_lookup import (
    entry,
    names,
    player_name,
    policy,
    running,
    table_in_play,
    table_number,
    tournament,
)
from floorman.store.models import Player
from floorman.store.tournament_models import BUSTED, REGISTERED, SEATED, Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.text import Text, counted, plural
from floorman.tournament.balancing import out_of_balance, plan_balancing
from floorman.tournament.breaking import break_call
from floorman.tournament.draw import plan_late_entry
from floorman.tournament.field import TournamentTable
from floorman.tournament.moves import COUNTED, Draft, Move, Plan, check_plan
from floorman.tournament.places import record_busts
from floorman.tournament.planning import plan_next

__all__ = [  # the set-up actions and look-ups too, so the desk finds every action here
    "add_table", "break_table", "bust_out", "confirm_move", "create_tournament",
    "draw_seats", "entry", "late_entry", "record_hand", "redraw", "register_entrants",
    "set_breaking_order", "set_late_registration", "table_in_play", "tournament",
    "withdraw_entrant",
]

# --- late entrants ---------------------------------------------------------------------


@action("late_entry")
def late_entry(act: Action, *, tournament_id: int, player_id: int | None = None,
               name: str | None = None) -> None:
    """A late entrant or alternate, while registration is open: a random open seat at the
    tables with the fewest players (TDA 8-A), dealt in at once unless the seat is where
    he must wait for the button. ``new_id`` is the entry's id."""
    session = act.session
    event = running(tournament(session, tournament_id))
    if not event.late_registration:
        raise refuse(f"registration for {event.name} has closed: no late entrant or alternate "
                     "can be seated now.",
                     f"la inscripción de {event.name} está cerrada: ya no se puede sentar a "
                     "nadie que entre tarde ni a un suplente.", "tournament")
    if (player_id is None) == (name is None):
        raise refuse("give the player: one on file, or the name of a new one.",
                     "indique el jugador: uno registrado, o el nombre de uno nuevo.", "player")
    (player,) = players_of(act, [name] if name is not None else [],
                         [player_id] if player_id is not None else [])
    not_entered(session, event, [player])
    row = TournamentEntry(tournament_id=event.id, player_id=player.id, state=REGISTERED,
                          waits_for_button=False, moved=0, late=True, registered_at=act.now)
    act.add(row, main=True)
    field = StoredField(session, event)
    with policy(session):
        plan = plan_late_entry(field, row.id, act.desk.rng)
    _carry_out(act, event, plan, _checked(field, plan))
    act.track(event)
    event.remaining += 1
    (move,) = plan.moves
    waits_en = "" if move.dealt_in else "; he waits for the button"
    waits_es = "" if move.dealt_in else "; espera a que pase el botón"
    act.done(f"Late entry in {event.name}: {player.name} to table {move.to_table}, seat "
             f"{move.to_seat}{waits_en}",
             f"Inscripción tardía en {event.name}: {player.name} a la mesa {move.to_table}, "
             f"asiento {move.to_seat}{waits_es}")


# --- carrying out a plan ------------------------------------------------------------------


def _checked(field: StoredField, plan: Plan) -> Draft:
    """``plan`` checked again against the field as the store has it now (the tables it
    names read in one query first); the field as the plan leaves it."""
    field.prefetch(_tables_named(plan))
    with policy(field.session):
        return check_plan(field, plan)


def _tables_named(plan: Plan) -> set[int]:
    numbers = {m.to_table for m in plan.moves} | {
        m.from_table for m in plan.moves if m.from_table is not None}
    if plan.broken_table is not None:
        numbers.add(plan.broken_table)
    return numbers


def _carry_out(act: Action, event: Tournament, plan: Plan, draft: Draft) -> None:
    """Make ``plan``'s moves in the store, as ``draft`` (the plan checked against the
    field) says they leave it: seats, times moved, the broken table, each table's count
    and balancing key, and a logged move each."""
    session = act.session
    tables = {row.number: row for row in session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.number.in_(_tables_named(plan)),
        TableRow.broken_at.is_(None))).scalars()}
    entries = {row.id: row for row in session.execute(select(TournamentEntry).where(
        TournamentEntry.id.in_({m.entrant for m in plan.moves}))).scalars()}
    act.track(*tables.values(), *entries.values())
    # A redraw deals seats that others who move still hold: everybody who moves leaves
    # his seat first. Other plans fill open seats only.
    held = {(row.table_id, row.seat) for row in entries.values()}
    if any((tables[m.to_table].id, m.to_seat) in held for m in plan.moves):
        for row in entries.values():
            row.table_id = row.seat = None
        session.flush()
    for move in plan.moves:
        row = entries[move.entrant]
        row.state, row.table_id, row.seat = SEATED, tables[move.to_table].id, move.to_seat
        row.waits_for_button = not move.dealt_in
        if move.kind in COUNTED:
            row.moved += 1
    for number, after in draft.changed.items():
        table = tables[number]
        if after is None:  # broken
            table.broken_at, table.players, table.due_moved = act.now, 0, 0
        else:
            _keep_key(table, after, draft.times_moved)
    logged = [move_row(act, event, move) for move in plan.moves]
    session.add_all(logged)
    session.flush()
    for logged_row in logged:
        act.add(logged_row)


def _keep_key(row: TableRow, table: TournamentTable, times_moved: Callable[[int], int]) -> None:
    """The table's count of players and the times moved of the player due the big blind
    next, as ``table`` now is: the balancing index reads them."""
    row.players = table.players
    due = table.due_big_blind()
    row.due_moved = times_moved(table.seats[due]) if due is not None else 0


def _described(moves: Sequence[Move], names: Mapping[int, str]) -> tuple[str, str]:
    if len(moves) == 1:
        move = moves[0]
        name = names.get(move.entrant, "?")
        return (f"{name} from table {move.from_table} seat {move.from_seat} to table "
                f"{move.to_table} seat {move.to_seat}",
                f"{name} de la mesa {move.from_table} asiento {move.from_seat} a la mesa "
                f"{move.to_table} asiento {move.to_seat}")
    return f"{len(moves)} players moved", f"{len(moves)} jugadores trasladados"


def _no_longer(en: str, es: str, now: Plan | None, names: Mapping[int, str]) -> FloorError:
    if now is not None and now.moves:
        what_en, what_es = _described(now.moves[:1], names)
        en += f" The floor now proposes: {what_en}."
        es += f" La sala propone ahora: {what_es}."
    return refuse(en + " Look at the tournament again.", es + " Revise el torneo de nuevo.",
                  "plan")


@action("confirm_tournament_move")
def confirm_move(act: Action, *, tournament_id: int, entry_id: int, to_table: int,
                 to_seat: int) -> None:
    """Make the balancing move the floor proposed: the player due the big blind at the
    longest table to the worst position at the shortest (TDA 11-A, RRoP 15.15-17).
    Planned again here: refused as no longer needed when the field changed since."""
    session = act.session
    event = running(tournament(session, tournament_id))
    row = entry(session, event, entry_id)
    field = StoredField(session, event)
    call = break_call(field)
    if call.due:
        raise refuse(f"table {call.table} must break first: the players left fit at the "
                     "other tables.",
                     f"primero debe romperse la mesa {call.table}: los jugadores que quedan "
                     "caben en las demás mesas.", "plan")
    plan = plan_balancing(field) if out_of_balance(field) else None
    first = plan.moves[0] if plan is not None else None
    if first is None or (first.entrant, first.to_table, first.to_seat) != (
            row.id, to_table, to_seat):
        called = names(session, [row.id] + ([first.entrant] if first else []))
        who = called.get(row.id, "?")
        if first is None:
            raise _no_longer(f"moving {who} is no longer needed: the tables are within the "
                             "tolerance.",
                             f"ya no hace falta trasladar a {who}: las mesas están dentro de "
                             "la tolerancia.", None, called)
        raise _no_longer(f"moving {who} to table {to_table}, seat {to_seat} is no longer the "
                         "move the rules call for.",
                         f"trasladar a {who} a la mesa {to_table}, asiento {to_seat} ya no es "
                         "el traslado que piden las reglas.", plan, called)
    single = Plan("balance", (first,), plan.reasons, plan.rules)  # type: ignore[union-attr]
    _carry_out(act, event, single, _checked(field, single))
    en, es = _described(single.moves, names(session, [row.id]))
    waits_en = "" if first.dealt_in else "; he waits for the button"
    waits_es = "" if first.dealt_in else "; espera a que pase el botón"
    act.done(f"Balancing {event.name}: {en}{waits_en}",
             f"Equilibrado de {event.name}: {es}{waits_es}")


def _proposed(field: StoredField, plan: Plan | None, kind: str, rng: random.Random
              ) -> tuple[Plan, Draft]:
    """The plan to make, checked against the field: the one proposed, or the one the
    field needs now."""
    if plan is None:
        with policy(field.session):
            now = plan_next(field, rng)
        if now is None or now.kind != kind:
            raise _none_due(field, kind)
        return now, _checked(field, now)
    if not isinstance(plan, Plan) or plan.kind != kind:
        raise refuse("that is not a proposal of this kind. Look at the tournament again.",
                     "esa no es una propuesta de este tipo. Revise el torneo de nuevo.", "plan")
    return plan, _checked(field, plan)


def _none_due(field: StoredField, kind: str) -> FloorError:
    call = break_call(field)
    if kind == "redraw" and call.due:
        return refuse(f"table {call.table} breaks now, but it is not a redraw: break it as "
                      "usual.",
                      f"la mesa {call.table} se rompe ahora, pero no es un nuevo sorteo: "
                      "rómpala como siempre.", "plan")
    if kind == "break" and call.due:
        return refuse(f"breaking table {call.table} now is a redraw: redraw the seats.",
                      f"romper ahora la mesa {call.table} es un nuevo sorteo: sortee de nuevo "
                      "los asientos.", "plan")
    nothing = Text("No table has to break now.", "Ninguna mesa tiene que romperse ahora.")
    return FloorError(nothing + call.reasons[-1] if call.reasons else nothing, "plan")


@action("break_tournament_table")
def break_table(act: Action, *, tournament_id: int, plan: Plan | None = None) -> None:
    """Break the next table in the breaking order once the players left fit at the other
    tables (RRoP 15.14): its players drawn into the open seats, shortest tables first
    (TDA 10-B), then any balancing still needed. ``plan`` is the break the desk proposed
    (checked again here); without it the break is drawn now with the desk's random
    source."""
    session = act.session
    event = running(tournament(session, tournament_id))
    field = StoredField(session, event)
    made, draft = _proposed(field, plan, "break", act.desk.rng)
    _carry_out(act, event, made, draft)
    moved = made.count("breaking")
    extra = len(made.moves) - moved
    more_en = f", and {counted(extra, 'balancing move', 'balancing moves')}" if extra else ""
    more_es = (f", y {counted(extra, 'traslado', 'traslados')} de equilibrado" if extra
               else "")
    act.done(f"Table {made.broken_table} of {event.name} broke: "
             f"{counted(moved, 'player', 'players')} moved{more_en}",
             f"Se rompió la mesa {made.broken_table} de {event.name}: "
             f"{plural(moved, '1 jugador trasladado', f'{moved} jugadores trasladados')}"
             f"{more_es}")


@action("redraw_tournament_seats")
def redraw(act: Action, *, tournament_id: int, plan: Plan | None = None) -> None:
    """The break that brings the field down to three, two or one table: every player left
    draws a seat again at the tables that stay (RRoP 15.18). ``plan`` as ``break_table``."""
    session = act.session
    event = running(tournament(session, tournament_id))
    field = StoredField(session, event)
    made, draft = _proposed(field, plan, "redraw", act.desk.rng)
    _carry_out(act, event, made, draft)
    act.done(f"Redraw in {event.name}: table {made.broken_table} broke and {len(made.moves)} "
             f"players drew new seats at {counted(made.tables_after, 'table', 'tables')}",
             f"Nuevo sorteo en {event.name}: se rompió la mesa {made.broken_table} y "
             f"{len(made.moves)} jugadores sortearon asiento en "
             f"{counted(made.tables_after, 'mesa', 'mesas')}")


# --- hands and bust-outs ------------------------------------------------------------------


@action("tournament_hand")
def record_hand(act: Action, *, tournament_id: int, table: int) -> None:
    """A new hand starts at ``table``: the button and the blinds move on (dead button,
    TDA 32), and a player who was waiting for the button is dealt in once it has passed
    him. Refused at a table that must break or stop dealing until it is balanced (TDA
    11-D). Moves to or from the table made before can no longer be undone."""
    session = act.session
    event = running(tournament(session, tournament_id))
    number = table_number(table)
    field = StoredField(session, event)
    before = field.read_table(number)
    if before is None:
        table_in_play(session, event, number)  # refused with the reason
        raise AssertionError("unreachable: the table is not in play")
    if before.players < 2:
        raise refuse(f"table {number} has {counted(before.players, 'player', 'players')}: a "
                     "hand needs two. Balance the tables first.",
                     f"la mesa {number} tiene {counted(before.players, 'jugador', 'jugadores')}"
                     ": una mano necesita dos. Equilibre las mesas primero.", "table")
    call = break_call(field)
    if call.due and call.table == number:
        raise refuse(f"table {number} breaks now: its players move before another hand is "
                     "dealt (RRoP 15.14).",
                     f"la mesa {number} se rompe ahora: sus jugadores se trasladan antes de "
                     "repartir otra mano (RRoP 15.14).", "table")
    if not call.due and out_of_balance(field):
        plan = plan_balancing(field)
        if plan is not None and number in plan.halted:
            raise refuse(f"table {number} stops dealing until the player moved to balance the "
                         "tables arrives (TDA 11-D). Make the balancing move first.",
                         f"la mesa {number} deja de repartir hasta que llegue el jugador "
                         "trasladado para equilibrar (TDA 11-D). Haga primero el traslado.",
                         "table")
    after = before.after_hand()
    row = session.get(TableRow, field.table_ids[number])
    assert row is not None
    act.track(row)
    passed = _passed(before.button, after.button, before.size)
    dealt_in = [e for s, e in before.seats.items() if s in passed and e in field.waiting]
    for seated in session.execute(select(TournamentEntry).where(
            TournamentEntry.id.in_(dealt_in))).scalars() if dealt_in else ():
        act.track(seated)
        seated.waits_for_button = False
    row.button, row.big_blind, row.hands = after.button, after.big_blind, row.hands + 1
    _keep_key(row, after, field.times_moved)
    act.done(f"Hand {row.hands} at table {number} of {event.name}: button on seat "
             f"{row.button}",
             f"Mano {row.hands} en la mesa {number} de {event.name}: botón en el asiento "
             f"{row.button}")


def _passed(old: int, new: int, size: int) -> set[int]:
    """The seats the button passed moving from ``old`` to ``new``: ``old`` itself and the
    seats after it, up to but not including ``new`` (a player on the new button still
    waits)."""
    if old == new:
        return set()
    seats = {old}
    for seat in clockwise_after(old, size):
        if seat == new:
            break
        seats.add(seat)
    return seats


@action("tournament_bust_outs")
def bust_out(act: Action, *, tournament_id: int, busts: Mapping[int, object]) -> None:
    """Players out on one hand at one table, each with the chips he started that hand
    with: their places are the players left, the one who started with more finishing
    higher and equal stacks sharing a place (RRoP 15.35). The last player left wins."""
    session = act.session
    event = running(tournament(session, tournament_id))
    if not isinstance(busts, Mapping) or not busts:
        raise refuse("give the players out and the chips each started the hand with.",
                     "indique los jugadores eliminados y las fichas con que empezó la mano "
                     "cada uno.", "busts")
    rows: dict[int, TournamentEntry] = {}
    chips: dict[int, Decimal] = {}
    for entry_id, raw in busts.items():
        row = entry(session, event, entry_id)
        if row.state == BUSTED:
            name = player_name(session, row)
            raise refuse(f"{name} is already out of {event.name} (place {row.place}).",
                         f"{name} ya está eliminado de {event.name} (puesto {row.place}).",
                         "busts")
        if row.state != SEATED or row.table_id is None:
            name = player_name(session, row)
            raise refuse(f"{name} has no seat in {event.name}.",
                         f"{name} no tiene asiento en {event.name}.", "busts")
        try:
            chips[row.id] = lookup.amount(raw, "busts", what_en="chip count",
                                          what_es="el número de fichas")
        except FloorError as error:
            name = player_name(session, row)
            raise refuse(f"{name}: {error.text.en}", f"{name}: {error.text.es}",
                         "busts") from None
        rows[row.id] = row
    tables = {row.table_id for row in rows.values()}
    if len(tables) > 1:
        raise refuse("players out on one hand sit at one table: record each table's hand "
                     "apart.",
                     "los eliminados en una mano están en una misma mesa: registre la mano "
                     "de cada mesa por separado.", "busts")
    (table_id,) = tables
    assert table_id is not None  # every row above is seated
    field = StoredField(session, event)
    at = field.read_table_id(table_id)  # the table and everybody seated there
    assert at is not None
    with policy(session):
        out = record_busts(field, chips)
    table_row = session.get(TableRow, table_id)
    assert table_row is not None
    act.track(event, table_row, *rows.values())
    for place in out.places:
        row = rows[place.entrant]
        row.state, row.place, row.chips, row.busted_at = BUSTED, place.place, chips[row.id], act.now
        row.table_id = row.seat = None
    event.remaining -= len(out.places)
    _keep_key(table_row, field.tables[at.number], field.times_moved)
    out_names = names(session, rows)
    said_en = ", ".join(f"{out_names[p.entrant]} {p.place}{'=' if p.shared else ''}"
                        for p in out.places)
    if event.remaining == 1:
        _finish(act, event)
        winner = session.execute(select(Player.name).join(
            TournamentEntry, TournamentEntry.player_id == Player.id).where(
            TournamentEntry.tournament_id == event.id, TournamentEntry.place == 1)).scalar()
        act.done(f"{event.name}: out {said_en}; {winner} wins",
                 f"{event.name}: eliminados {said_en}; gana {winner}")
        return
    act.done(f"{event.name}: out {said_en} ({event.remaining} left)",
             f"{event.name}: eliminados {said_en} (quedan {event.remaining})")


def _finish(act: Action, event: Tournament) -> None:
    winner = act.session.execute(select(TournamentEntry).where(
        TournamentEntry.tournament_id == event.id,
        TournamentEntry.state == SEATED)).scalar_one()
    act.track(winner)
    winner.place = 1
    last = act.session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None))).scalars().all()
    for row in last:  # the tables' numbers are free again
        act.track(row)
        row.broken_at = act.now
    event.finished_at = act.now
