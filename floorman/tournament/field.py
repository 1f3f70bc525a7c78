"""The tournament field: the tables in play, who sits where, and the director's settings.

A ``Field`` is the plain state every tournament policy reads: the tables in play (each a
frozen ``TournamentTable``: its number, size, seat -> entrant, the button and the seat
that posted the big blind on the hand just played), the breaking order the director set
(highest table number first unless he says otherwise), how many times each entrant has
been moved, who is out and in what place, the rules profile (TDA by default, Robert's
Rules section 15 as the alternative) and the house's tolerance override.

It also keeps an index of the tables by player count, so that the policies find the
longest and the shortest tables without scanning the floor: for each count, the tables
grouped by how many times the player due the big blind next there has been moved, each
group in breaking order. Reading it never changes it; only the apply step (``moves``,
``places``, ``play_hand``) does, in O(table size) per change. Everything here refuses
bad input with a ``TournamentRefused`` that says, in English and Spanish, what is wrong
and what to do.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from floorman.rules.policy import HouseRules, house_rules
from floorman.rules.tournament_seating import first_after
from floorman.text import Text, UserError

MIN_SEATS = 2
MAX_SEATS = 10
Profile = Literal["tda", "robert"]


class TournamentRefused(UserError):
    """The tournament input is wrong or the action cannot be taken; nothing changed."""


class MoveNotNeeded(TournamentRefused):
    """A proposed move no longer fits the field (it changed since the plan): plan again."""


class RegistrationClosed(TournamentRefused):
    """A late entrant or alternate came after registration closed."""


def refused(field: str | None, en: str, es: str) -> TournamentRefused:
    """The refusal of ``field``; the caller raises it."""
    return TournamentRefused(Text(en, es), field)


@dataclass(frozen=True)
class TournamentTable:
    """One table in play.

    Attributes:
        number: the table's number on the floor.
        size: its seats, 2 to 10, numbered 1..size clockwise.
        seats: seat -> entrant id, the occupied seats only.
        button: where the button sits for the next hand (it may be an empty seat: dead
            button, TDA 32).
        big_blind: the seat that posted the big blind on the hand just played, so the
            next hand's small blind; the next big blind is the first player after it.
    """

    number: int
    size: int
    seats: Mapping[int, int]
    button: int
    big_blind: int

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def occupied(self) -> tuple[int, ...]:
        return tuple(sorted(self.seats))

    @property
    def open_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(1, self.size + 1) if s not in self.seats)

    def due_big_blind(self) -> int | None:
        """The seat of the player due the big blind on the next hand (None: empty table)."""
        return first_after(self.big_blind, list(self.seats), self.size)

    def blinds_affected(self) -> bool:
        """Eliminations have reached the blinds: the next small blind's seat (the last big
        blind's) or the button's is empty (TDA 11-D)."""
        return self.big_blind not in self.seats or self.button not in self.seats

    def after_hand(self) -> TournamentTable:
        """The table once a hand is played: the dead button moves to the last small blind,
        the big blind to the next player (TDA 32)."""
        due = self.due_big_blind()
        if due is None:
            return self
        return replace(self, button=self.big_blind, big_blind=due)

    def with_seats(self, seats: Mapping[int, int]) -> TournamentTable:
        return replace(self, seats=dict(seats))


def seated_table(number: int, size: int, seats: Iterable[tuple[int, int]], *, button: int,
                 big_blind: int, where: str = "table") -> TournamentTable:
    """A table built from (seat, entrant) pairs, refusing two players in one seat, a seat
    outside the table and a table size outside 2-10."""
    if isinstance(size, bool) or not MIN_SEATS <= size <= MAX_SEATS:
        raise refused(f"{where}.size",
                      f"table {number} has {size} seats; a table has 2 to 10.",
                      f"la mesa {number} tiene {size} asientos; una mesa tiene de 2 a 10.")
    taken: dict[int, int] = {}
    for seat, entrant in seats:
        if not 1 <= seat <= size:
            raise refused(f"{where}.seats",
                          f"seat {seat} is outside table {number}, whose seats are 1 to {size}.",
                          f"el asiento {seat} está fuera de la mesa {number}, cuyos asientos "
                          f"van del 1 al {size}.")
        if seat in taken:
            raise refused(f"{where}.seats",
                          f"two players in seat {seat} of table {number} (entrants "
                          f"{taken[seat]} and {entrant}); each seat holds one player.",
                          f"dos jugadores en el asiento {seat} de la mesa {number} (inscritos "
                          f"{taken[seat]} y {entrant}); cada asiento es de un solo jugador.")
        taken[seat] = entrant
    for name, seat in (("button", button), ("big_blind", big_blind)):
        if not 1 <= seat <= size:
            raise refused(f"{where}.{name}",
                          f"seat {seat} is outside table {number}, whose seats are 1 to {size}.",
                          f"el asiento {seat} está fuera de la mesa {number}, cuyos asientos "
                          f"van del 1 al {size}.")
    return TournamentTable(number, size, taken, button, big_blind)


def default_breaking_order(tables: Iterable[int]) -> tuple[int, ...]:
    """The order tables break in unless the director sets one: highest number first."""
    return tuple(sorted(tables, reverse=True))


def resolve_breaking_order(tables: Iterable[int],
                           order: Sequence[int] | None) -> tuple[int, ...]:
    """The director's breaking order, checked (no table twice, none out of play), with
    the tables it leaves out after it, highest number first."""
    in_play = set(tables)
    named: list[int] = []
    for position, table in enumerate(order or ()):
        if table in named:
            raise refused(f"breaking_order[{position}]",
                          f"table {table} is named twice in the breaking order.",
                          f"la mesa {table} aparece dos veces en el orden de rotura.")
        if table not in in_play:
            raise refused(f"breaking_order[{position}]",
                          f"table {table} is not in play in this tournament.",
                          f"la mesa {table} no está en juego en este torneo.")
        named.append(table)
    return (*named, *default_breaking_order(in_play - set(named)))


class Field:
    """The tournament as the policies see it. Read freely; change only through the apply
    step (``moves.apply_plan``, ``places.record_busts``, ``play_hand``).

    Args:
        tables: the tables in play.
        breaking_order: the tables in the order they break (the first breaks next);
            tables it leaves out break after the named ones, highest number first.
        moved: entrant -> the times he has been moved (balancing and breaking).
        profile: ``tda`` (the default) or ``robert`` (Robert's Rules, section 15).
        tolerance: the house's own tolerance (players between the longest and shortest
            table), overriding RRoP 15.17's one-or-two.
        registration_open: late entrants and alternates are still taken.
        started_with: the tables the event started with (default: those in play).
        skip_three_table_redraw: the house skips the three-table redraw, allowed only in
            events that started with four or five tables (RRoP 15.18).
        out: entrant -> place of those already out.
        house: the house rules, when the caller has them (the rules engine's document);
            otherwise those of ``profile``.
    """

    def __init__(self, tables: Sequence[TournamentTable], *,
                 breaking_order: Sequence[int] | None = None,
                 moved: Mapping[int, int] | None = None, profile: Profile = "tda",
                 tolerance: int | None = None, registration_open: bool = False,
                 started_with: int | None = None, skip_three_table_redraw: bool = False,
                 out: Mapping[int, int] | None = None,
                 house: HouseRules | None = None) -> None:
        if house is not None:
            profile = "tda" if house.tournament else "robert"
        if profile not in ("tda", "robert"):
            raise refused("profile", f"unknown rules profile {profile!r}; use tda or robert.",
                          f"perfil de reglas desconocido {profile!r}; use tda o robert.")
        if not tables:
            raise refused("tables", "a tournament needs at least one table in play.",
                          "un torneo necesita al menos una mesa en juego.")
        if tolerance is not None and (isinstance(tolerance, bool) or tolerance < 1):
            raise refused("tolerance",
                          f"the tolerance must be one player or more, not {tolerance}.",
                          f"la tolerancia debe ser de un jugador o más, no {tolerance}.")
        self.profile: Profile = profile
        self.house: HouseRules = house if house is not None else house_rules(profile)
        self.tolerance_override = tolerance
        self.registration_open = registration_open
        self.tables: dict[int, TournamentTable] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.out: dict[int, int] = dict(out or {})
        self.moved: dict[int, int] = {}
        self.capacity = 0
        self._hist = [0] * (MAX_SEATS + 1)
        self._index: list[dict[int, list[int]]] = [{} for _ in range(MAX_SEATS + 1)]
        self._key: dict[int, tuple[int, int]] = {}
        for position, table in enumerate(tables):
            where = f"tables[{position}]"
            if table.number in self.tables:
                raise refused(f"{where}.number", f"table {table.number} is listed twice.",
                              f"la mesa {table.number} aparece dos veces.")
            if isinstance(table.number, bool) or table.number < 1:
                raise refused(f"{where}.number",
                              f"table numbers start at 1, not {table.number}.",
                              f"los números de mesa empiezan en 1, no en {table.number}.")
            checked = seated_table(table.number, table.size, table.seats.items(),
                                   button=table.button, big_blind=table.big_blind, where=where)
            for seat, entrant in checked.seats.items():
                if entrant in self.where:
                    other, other_seat = self.where[entrant]
                    raise refused(f"{where}.seats",
                                  f"entrant {entrant} is seated twice: table {other} seat "
                                  f"{other_seat} and table {table.number} seat {seat}.",
                                  f"el inscrito {entrant} está sentado dos veces: mesa {other} "
                                  f"asiento {other_seat} y mesa {table.number} asiento {seat}.")
                if entrant in self.out:
                    raise refused(f"{where}.seats",
                                  f"entrant {entrant} is out of the tournament and cannot be "
                                  "seated.",
                                  f"el inscrito {entrant} está eliminado y no puede sentarse.")
                self.where[entrant] = (table.number, seat)
            self.tables[table.number] = checked
            self.capacity += checked.size
        for entrant, times in (moved or {}).items():
            if isinstance(times, bool) or times < 0:
                raise refused("moved", f"entrant {entrant} cannot have moved {times} times.",
                              f"el inscrito {entrant} no puede haberse movido {times} veces.")
            if times:
                self.moved[entrant] = times
        self.started_with = len(self.tables) if started_with is None else started_with
        if self.started_with < len(self.tables):
            raise refused("started_with",
                          f"the event cannot have started with {self.started_with} tables when "
                          f"{len(self.tables)} are in play.",
                          f"el torneo no puede haber empezado con {self.started_with} mesas si "
                          f"hay {len(self.tables)} en juego.")
        if skip_three_table_redraw and self.started_with not in (4, 5):
            raise refused("skip_three_table_redraw",
                          f"only an event that started with four or five tables may skip the "
                          f"redraw at three tables; this one started with {self.started_with} "
                          "(RRoP 15.18).",
                          f"solo un torneo que empezó con cuatro o cinco mesas puede saltarse "
                          f"el sorteo a tres mesas; este empezó con {self.started_with} "
                          "(RRoP 15.18).")
        self.skip_three_table_redraw = skip_three_table_redraw
        self._order: list[int] = []
        self._next = 0
        self._rank: dict[int, int] = {}
        self.set_breaking_order(breaking_order)

    # --- reading -----------------------------------------------------------------

    @property
    def remaining(self) -> int:
        """Entrants still in the tournament (every one of them is seated)."""
        return len(self.where)

    @property
    def table_count(self) -> int:
        return len(self.tables)

    @property
    def breaking_order(self) -> tuple[int, ...]:
        """The tables in play in the order they break; the first breaks next."""
        return tuple(t for t in self._order[self._next:] if t in self.tables)

    @property
    def next_to_break(self) -> int:
        """The table that breaks next (the first of the breaking order still in play)."""
        return self._order[self._next]

    def rank(self, table: int) -> int:
        """The table's place in the breaking order (lower breaks sooner)."""
        return self._rank[table]

    def table(self, number: int) -> TournamentTable:
        found = self.tables.get(number)
        if found is None:
            raise refused("table", f"table {number} is not in play in this tournament.",
                          f"la mesa {number} no está en juego en este torneo.")
        return found

    def fewest_with_room(self) -> int | None:
        """The fewest players at a table in play that has an open seat (None: every table
        is full)."""
        return min((t.players for t in self.tables.values() if t.open_seats), default=None)

    def open_seat_counts(self, players: int) -> list[tuple[int, int]]:
        """(table number, open seats) of the tables in play holding ``players`` players
        with an open seat, in table-number order: what a late entrant's draw counts."""
        return [(number, len(table.open_seats)) for number, table in sorted(self.tables.items())
                if table.players == players and table.open_seats]

    def times_moved(self, entrant: int) -> int:
        return self.moved.get(entrant, 0)

    def seat_of(self, entrant: int) -> tuple[int, int] | None:
        return self.where.get(entrant)

    def tolerance(self, tables: int | None = None) -> int:
        """How many players apart the tables may be: the house's override, else one with
        six tables or fewer and two with more (RRoP 15.17)."""
        if self.tolerance_override is not None:
            return self.tolerance_override
        return 1 if (self.table_count if tables is None else tables) <= 6 else 2

    def histogram(self) -> tuple[int, ...]:
        """How many tables hold 0, 1, ... 10 players."""
        return tuple(self._hist)

    def counts(self) -> list[int]:
        """Every table's player count, as a multiset (smallest first)."""
        found: list[int] = []
        for count, tables in enumerate(self._hist):
            found.extend([count] * tables)
        return found

    def shortest_count(self) -> int:
        return next(c for c, n in enumerate(self._hist) if n)

    def longest_count(self) -> int:
        return next(c for c in range(MAX_SEATS, -1, -1) if self._hist[c])

    def indexed(self, count: int) -> Mapping[int, list[int]]:
        """The index at ``count`` players: times moved of the player due the big blind
        -> the breaking ranks of those tables, ascending. Read only."""
        return self._index[count]

    def table_at_rank(self, rank: int) -> int:
        return self._order[rank]

    def entrants(self) -> Iterator[int]:
        return iter(self.where)

    def pick_table(self, rng: random.Random) -> int:
        """A table in play drawn at random (simulations), without listing the tables."""
        while True:
            number = self._order[rng.randrange(self._next, len(self._order))]
            if number in self.tables:
                return number

    # --- the apply step ----------------------------------------------------------

    def set_breaking_order(self, order: Sequence[int] | None) -> None:
        """Set the order the tables still in play break in (the director's call)."""
        self._order = list(resolve_breaking_order(self.tables, order))
        self._next = 0
        self._rank = {table: rank for rank, table in enumerate(self._order)}
        for count in self._index:
            count.clear()
        self._hist = [0] * (MAX_SEATS + 1)
        self._key.clear()
        for number in self._order:
            self._reindex(number)

    def put_table(self, table: TournamentTable) -> None:
        """Replace a table in play by its new state (same number and size)."""
        old = self.tables[table.number]
        for entrant in old.seats.values():
            if self.where.get(entrant, (0, 0))[0] == table.number:
                del self.where[entrant]
        for seat, entrant in table.seats.items():
            self.where[entrant] = (table.number, seat)
        self.tables[table.number] = table
        self._reindex(table.number)

    def note_moved(self, entrant: int) -> None:
        self.moved[entrant] = self.moved.get(entrant, 0) + 1
        at = self.where.get(entrant)
        if at is not None:
            self._reindex(at[0])

    def remove_table(self, number: int) -> None:
        """Take an empty table out of play (it broke)."""
        table = self.tables[number]
        if table.seats:
            raise refused("table", f"table {number} still has players; move them first.",
                          f"la mesa {number} aún tiene jugadores; trasládelos primero.")
        self._unindex(number)
        del self.tables[number]
        self.capacity -= table.size
        rank = self._rank.pop(number)
        if rank == self._next:
            self._next += 1
            while self._next < len(self._order) and self._order[self._next] not in self.tables:
                self._next += 1

    def mark_out(self, entrant: int, place: int) -> None:
        table, seat = self.where[entrant]
        current = self.tables[table]
        seats = dict(current.seats)
        del seats[seat]
        self.put_table(current.with_seats(seats))
        self.out[entrant] = place

    def _unindex(self, number: int) -> None:
        key = self._key.pop(number, None)
        if key is None:
            return
        count, moved = key
        self._hist[count] -= 1
        group = self._index[count][moved]
        del group[bisect.bisect_left(group, self._rank[number])]
        if not group:
            del self._index[count][moved]

    def _reindex(self, number: int) -> None:
        self._unindex(number)
        table = self.tables[number]
        due = table.due_big_blind()
        moved = self.times_moved(table.seats[due]) if due is not None else 0
        count = table.players
        self._key[number] = (count, moved)
        self._hist[count] += 1
        bisect.insort(self._index[count].setdefault(moved, []), self._rank[number])


def play_hand(field: Field, table: int) -> None:
    """A hand is played at ``table``: its button and blinds move on (the apply step)."""
    field.put_table(field.table(table).after_hand())
