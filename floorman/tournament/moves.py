"""Moves and plans: what the floor proposes, how it is checked again, and how it is made.

A ``Plan`` is one decision of the floor (a table breaks, the seats are redrawn, the
tables are balanced, a late entrant is seated) as the ``Move``s it takes, each with its
reasons in English and Spanish and the rule ids they rest on. Planning is pure: the
planners read the ``Field`` through a ``Draft``, the field as it will be once the moves
planned so far are made, and never change it. ``apply_plan`` is the separate apply step:
it checks every move again against the field as it is now (the player is still in that
seat, the seat is still open, the move is still needed and the rules still name that
player and seat) and refuses the whole plan with ``MoveNotNeeded`` if anything changed,
writing nothing; otherwise it makes the moves, in O(table size) each.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from floorman.rules.tournament_seating import Position, first_after
from floorman.text import Text
from floorman.tournament.field import (
    MAX_SEATS,
    Field,
    MoveNotNeeded,
    RegistrationClosed,
    TournamentTable,
)

MoveKind = Literal["balancing", "breaking", "redraw", "late_entry"]
PlanKind = Literal["balance", "break", "redraw", "late_entry"]
# Moves the floor chooses; they count toward an entrant's times moved (a redraw moves
# everybody and a late entry is his first seat, so neither counts).
COUNTED: tuple[MoveKind, ...] = ("balancing", "breaking")


@dataclass(frozen=True)
class Move:
    """One entrant to one seat.

    Attributes:
        entrant: who moves.
        kind: why (``balancing``, ``breaking``, ``redraw``, ``late_entry``).
        from_table, from_seat: where he sits now (None for a late entrant).
        to_table, to_seat: the seat he takes.
        dealt_in: he plays the next hand; False: he waits until the button passes him.
        position: where the seat falls on the next hand (see ``tournament_seating``).
        reasons, rules: why this player and this seat, with the rule ids.
    """

    entrant: int
    kind: MoveKind
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    dealt_in: bool
    position: Position
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"entrant": self.entrant, "kind": self.kind, "from_table": self.from_table,
                "from_seat": self.from_seat, "to_table": self.to_table,
                "to_seat": self.to_seat, "dealt_in": self.dealt_in, "position": self.position,
                "reasons": [r.to_json() for r in self.reasons], "rules": list(self.rules)}


@dataclass(frozen=True)
class Plan:
    """One decision of the floor and the moves that carry it out, in order.

    Attributes:
        kind: ``break`` (``broken_table`` breaks, then balancing if still needed),
            ``redraw`` (``broken_table`` breaks and every seat is drawn again),
            ``balance`` or ``late_entry``.
        moves: the moves, each planned on the field as the earlier ones leave it.
        reasons, rules: why this is done now.
        broken_table: the table that breaks, if any.
        halted: tables that stop dealing until the plan is carried out (TDA 11-D).
        tables_after: the tables in play once the plan is made.
    """

    kind: PlanKind
    moves: tuple[Move, ...]
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]
    broken_table: int | None = None
    halted: tuple[int, ...] = ()
    tables_after: int = 0

    def count(self, kind: MoveKind) -> int:
        return sum(1 for m in self.moves if m.kind == kind)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "broken_table": self.broken_table,
                "halted": list(self.halted), "tables_after": self.tables_after,
                "reasons": [r.to_json() for r in self.reasons], "rules": list(self.rules),
                "moves": [m.to_json() for m in self.moves]}


_GONE = None


class Draft:
    """The field as it will be once the moves planned so far are made: the tables changed
    so far are held here, everything else is read from the field (and its index)."""

    def __init__(self, field: Field) -> None:
        self.field = field
        self.changed: dict[int, TournamentTable | None] = {}
        self.hist = list(field.histogram())
        self.moved: dict[int, int] = {}
        self.table_count = field.table_count
        self.broken: list[int] = []

    # reading
    def table(self, number: int) -> TournamentTable:
        if number in self.changed:
            found = self.changed[number]
            if found is None:
                raise KeyError(number)
            return found
        return self.field.tables[number]

    def in_play(self, number: int) -> bool:
        if number in self.changed:
            return self.changed[number] is not None
        return number in self.field.tables

    def times_moved(self, entrant: int) -> int:
        return self.moved.get(entrant, self.field.times_moved(entrant))

    def shortest_count(self) -> int:
        return next(c for c, n in enumerate(self.hist) if n)

    def longest_count(self) -> int:
        return next(c for c in range(MAX_SEATS, -1, -1) if self.hist[c])

    def counts(self) -> list[int]:
        found: list[int] = []
        for count, tables in enumerate(self.hist):
            found.extend([count] * tables)
        return found

    def tolerance(self) -> int:
        return self.field.tolerance(self.table_count)

    def _key(self, table: TournamentTable) -> int:
        due = table.due_big_blind()
        return self.times_moved(table.seats[due]) if due is not None else 0

    def _untouched(self, count: int, *, descending: bool) -> Iterator[tuple[int, int]]:
        """(times moved, rank) of the first untouched table of each index group at
        ``count`` (the lowest rank, or the highest when ``descending``)."""
        field = self.field
        for moved, ranks in field.indexed(count).items():
            order = reversed(ranks) if descending else iter(ranks)
            for rank in order:
                number = field.table_at_rank(rank)
                if number not in self.changed and (
                        not descending or field.tables[number].size > count):
                    yield moved, rank
                    break

    def longest_source(self) -> int | None:
        """The table a balancing move takes a player from: the longest; among the longest,
        the one whose player due the big blind has been moved the fewest times, then the
        one that breaks soonest."""
        count = self.longest_count()
        best: tuple[int, int] | None = min(self._untouched(count, descending=False),
                                           default=None)
        for number, table in self.changed.items():
            if table is not None and table.players == count:
                key = (self._key(table), self.field.rank(number))
                if best is None or key < best:
                    best = key
        return None if best is None else self.field.table_at_rank(best[1])

    def shortest_destination(self, *, skip: int | None = None) -> int | None:
        """The table a player is sent to: the shortest with an open seat; among those, the
        one that breaks last (so that he need not move again soon)."""
        for count in range(MAX_SEATS):
            if not self.hist[count]:
                continue
            best = max((rank for _, rank in self._untouched(count, descending=True)),
                       default=-1)
            for number, table in self.changed.items():
                if table is not None and table.players == count and table.size > count \
                        and number != skip:
                    best = max(best, self.field.rank(number))
            if best >= 0 and self.field.table_at_rank(best) != skip:
                return self.field.table_at_rank(best)
        return None

    # planning the moves
    def set_table(self, table: TournamentTable) -> None:
        old = self.table(table.number)
        self.hist[old.players] -= 1
        self.hist[table.players] += 1
        self.changed[table.number] = table

    def remove(self, number: int) -> None:
        old = self.table(number)
        self.hist[old.players] -= 1
        self.changed[number] = _GONE
        self.table_count -= 1
        self.broken.append(number)

    def move(self, entrant: int, to_table: int, to_seat: int, *, from_table: int | None,
             counted: bool) -> None:
        if from_table is not None and self.in_play(from_table):
            source = self.table(from_table)
            seats = {s: e for s, e in source.seats.items() if e != entrant}
            self.set_table(source.with_seats(seats))
        target = self.table(to_table)
        self.set_table(target.with_seats({**target.seats, to_seat: entrant}))
        if counted:
            self.moved[entrant] = self.times_moved(entrant) + 1


def _not_needed(en: str, es: str) -> MoveNotNeeded:
    return MoveNotNeeded(Text(en + " Plan again on the field as it is now.",
                              es + " Vuelva a planificar sobre el torneo tal como está."),
                         "plan")


def check_plan(field: Field, plan: Plan) -> Draft:
    """Check every move of ``plan`` against ``field`` as it is now, in order; return the
    field as it would be after them, or refuse with ``MoveNotNeeded``."""
    draft = Draft(field)
    leaving: dict[int, int] = {}  # seat -> entrant still to leave the broken table
    if plan.kind in ("break", "redraw"):
        table = plan.broken_table
        if table is None or table not in field.tables or field.next_to_break != table:
            raise _not_needed(f"table {table} is not the next table to break any more.",
                              f"la mesa {table} ya no es la siguiente en romperse.")
        if field.remaining > field.capacity - field.tables[table].size:
            raise _not_needed(f"the players left no longer fit without table {table}.",
                              f"los jugadores que quedan ya no caben sin la mesa {table}.")
        if plan.kind == "redraw":
            _check_redraw(field, plan, draft)
            return draft
        leaving = dict(field.tables[table].seats)
        draft.remove(table)
    if plan.kind == "late_entry" and not field.registration_open:
        raise RegistrationClosed(Text("registration has closed: no late entrant or alternate "
                                      "can be seated now.",
                                      "la inscripción está cerrada: ya no se puede sentar a "
                                      "nadie que entre tarde ni a un suplente."),
                                 "registration_open")
    for move in plan.moves:
        if move.kind == "balancing":
            _check_balancing(draft, move)
        if move.kind == "breaking" and move.from_table == plan.broken_table:
            if leaving.get(move.from_seat or 0) != move.entrant:
                raise _gone(move)
            del leaving[move.from_seat or 0]
        elif move.from_table is not None:
            if not draft.in_play(move.from_table) or \
                    draft.table(move.from_table).seats.get(move.from_seat or 0) != move.entrant:
                raise _gone(move)
        elif move.entrant in field.where or move.entrant in field.out:
            raise _not_needed(f"entrant {move.entrant} is already in the tournament.",
                              f"el inscrito {move.entrant} ya está en el torneo.")
        if not draft.in_play(move.to_table) or move.to_seat in draft.table(move.to_table).seats \
                or not 1 <= move.to_seat <= draft.table(move.to_table).size:
            raise _not_needed(f"seat {move.to_seat} of table {move.to_table} is not open.",
                              f"el asiento {move.to_seat} de la mesa {move.to_table} no está "
                              "libre.")
        if move.kind == "late_entry" and \
                draft.table(move.to_table).players != draft.shortest_count():
            raise _not_needed(f"table {move.to_table} no longer has the fewest players.",
                              f"la mesa {move.to_table} ya no es la que tiene menos jugadores.")
        draft.move(move.entrant, move.to_table, move.to_seat, from_table=move.from_table,
                   counted=move.kind in COUNTED)
    if leaving:
        raise _not_needed(f"the plan leaves players at table {plan.broken_table}, which breaks.",
                          f"el plan deja jugadores en la mesa {plan.broken_table}, que se rompe.")
    return draft


def _gone(move: Move) -> MoveNotNeeded:
    return _not_needed(f"entrant {move.entrant} is no longer in seat {move.from_seat} of table "
                       f"{move.from_table}.",
                       f"el inscrito {move.entrant} ya no está en el asiento {move.from_seat} "
                       f"de la mesa {move.from_table}.")


def _check_balancing(draft: Draft, move: Move) -> None:
    spread = draft.longest_count() - draft.shortest_count()
    source = draft.table(move.from_table) if move.from_table is not None and \
        draft.in_play(move.from_table) else None
    target = draft.table(move.to_table) if draft.in_play(move.to_table) else None
    if source is None or target is None or spread <= draft.tolerance() or \
            source.players - target.players < 2:
        raise _not_needed(f"the move of entrant {move.entrant} from table {move.from_table} "
                          f"to table {move.to_table} is no longer needed: the tables are within "
                          "the tolerance.",
                          f"el traslado del inscrito {move.entrant} de la mesa "
                          f"{move.from_table} a la {move.to_table} ya no hace falta: las mesas "
                          "están dentro de la tolerancia.")
    if source.due_big_blind() != move.from_seat:
        raise _not_needed(f"entrant {move.entrant} is no longer the player due the big blind "
                          f"at table {move.from_table}.",
                          f"al inscrito {move.entrant} ya no le toca la ciega grande en la mesa "
                          f"{move.from_table}.")
    if first_after(target.big_blind, target.open_seats, target.size) != move.to_seat:
        raise _not_needed(f"seat {move.to_seat} is no longer the worst position at table "
                          f"{move.to_table}.",
                          f"el asiento {move.to_seat} ya no es la peor posición de la mesa "
                          f"{move.to_table}.")


def _check_redraw(field: Field, plan: Plan, draft: Draft) -> None:
    broken = plan.broken_table
    listed = [m.entrant for m in plan.moves]
    if len(listed) != field.remaining or set(listed) != set(field.where):
        raise _not_needed("the redraw does not seat exactly the players left.",
                          "el sorteo no sienta exactamente a los jugadores que quedan.")
    new: dict[int, dict[int, int]] = {t: {} for t in field.tables if t != broken}
    for move in plan.moves:
        if field.where[move.entrant] != (move.from_table, move.from_seat):
            raise _not_needed(f"entrant {move.entrant} is no longer in seat {move.from_seat} "
                              f"of table {move.from_table}.",
                              f"el inscrito {move.entrant} ya no está en el asiento "
                              f"{move.from_seat} de la mesa {move.from_table}.")
        seats = new.get(move.to_table)
        if seats is None or move.to_seat in seats or \
                not 1 <= move.to_seat <= field.tables[move.to_table].size:
            raise _not_needed(f"seat {move.to_seat} of table {move.to_table} cannot be drawn.",
                              f"el asiento {move.to_seat} de la mesa {move.to_table} no se "
                              "puede sortear.")
        seats[move.to_seat] = move.entrant
    if broken is not None:
        draft.remove(broken)
    for number, seats in new.items():
        draft.set_table(field.tables[number].with_seats(seats))


def apply_plan(field: Field, plan: Plan) -> None:
    """Make ``plan``'s moves on ``field`` after checking each again (all or nothing)."""
    draft = check_plan(field, plan)
    for number in draft.broken:
        field.put_table(field.tables[number].with_seats({}))
    for table in draft.changed.values():
        if table is not None:
            field.put_table(table)
    for number in draft.broken:
        field.remove_table(number)
    for move in plan.moves:
        if move.kind in COUNTED:
            field.note_moved(move.entrant)
