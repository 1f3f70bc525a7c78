"""The tournament field as the pure planners read it, answered from the store piece by piece.

``floorman.tournament`` plans on a ``Field``: the tables in play, who sits where, and an
index of the tables by player count. Building that whole field for every floor action
would read every seat of a 10,000-player event; ``StoredField`` answers the same
questions from the store instead, reading only what a decision asks for:

- the count of tables at each player count, the seats in play and the number of tables
  come from one grouped query over the tables' maintained ``players`` count, read when
  first asked;
- the index at one player count (times moved of the player due the big blind -> the
  tables' places in the breaking order) is one grouped query for its groups, and each
  group's tables are read a few at a time from the end the planner looks at, through
  the tables' index (``tournament_tables.due_moved``, kept by every action that changes
  a table), so a planning step reads a handful of rows even with 10,000 tables;
- a table is read with its seats (one query) only when a planner looks at it, or with
  the others a plan names (``prefetch``) before the plan is checked;
- where an entrant sits, and the place of one who is out, are read one entrant at a time.

Whatever was read is kept for the rest of the action (the store does not change under
it: the action's transaction is serializable). The planners never change the field; the
only change made here is ``mark_out``, which ``places.record_busts`` makes as it places
the players out, and which the services then write to the store.

A few questions can only be answered by reading every table (iterating over
``tables``, ``where`` or the entrants): a redraw does (at four tables at most), and they
read the tables in play and their seats with one query. The late entrant's draw counts
the open seats at the tables with the fewest players from the kept counts and reads
only the table it draws.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar, cast

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from floorman.rules.policy import house_rules
from floorman.store.tournament_models import BUSTED, SEATED, Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.tournament.field import MAX_SEATS, Field, Profile, TournamentTable

_T = TableRow.__table__.c
_E = TournamentEntry.__table__.c
_IN_PLAY = (_T.tournament_id == bindparam("tournament")) & _T.broken_at.is_(None)

_HISTOGRAM = select(_T.players, func.count(), func.sum(_T.size)).where(_IN_PLAY).group_by(
    _T.players)
# The index at one player count: its groups (times moved of the player due the big
# blind), and each group's tables in breaking order, read a page at a time from either
# end (the planners look only at the first tables of a group that a plan has not
# changed yet).
_GROUPS = select(_T.due_moved).where(_IN_PLAY, _T.players == bindparam("count")).group_by(
    _T.due_moved).order_by(_T.due_moved)
_GROUP = (_IN_PLAY, _T.players == bindparam("count"), _T.due_moved == bindparam("moved"))
_RANKS_UP = select(_T.break_rank, _T.number).where(
    *_GROUP, _T.break_rank > bindparam("after")).order_by(_T.break_rank).limit(
    bindparam("page"))
_RANKS_DOWN = select(_T.break_rank, _T.number).where(
    *_GROUP, _T.break_rank < bindparam("after")).order_by(_T.break_rank.desc()).limit(
    bindparam("page"))
_LOWEST, _HIGHEST = -(2**31), 2**31 - 1  # beyond any breaking rank
_TABLE_COLUMNS = (_T.id, _T.number, _T.size, _T.button, _T.big_blind, _T.break_rank,
                  _E.seat, _E.id.label("entry"), _E.moved, _E.waits_for_button)
# A table with its seats, in one query (a table with nobody seated comes back once, its
# entrant columns empty).
_WITH_SEATS = select(*_TABLE_COLUMNS).select_from(TableRow.__table__).outerjoin(
    TournamentEntry.__table__, _E.table_id == _T.id)
_TABLES = _WITH_SEATS.where(_IN_PLAY, _T.number.in_(bindparam("numbers", expanding=True)))
_TABLE_BY_ID = _WITH_SEATS.where(_IN_PLAY, _T.id == bindparam("table"))
_FIRST_TO_BREAK = _WITH_SEATS.where(_T.id == select(_T.id).where(_IN_PLAY).order_by(
    _T.break_rank).limit(1).scalar_subquery())
_TABLE_AT_RANK = select(_T.number).where(_IN_PLAY, _T.break_rank == bindparam("rank"))
_FEWEST_WITH_ROOM = select(func.min(_T.players)).where(_IN_PLAY, _T.players < _T.size)
_ROOM_AT_COUNT = (select(_T.number, _T.size - _T.players)
                  .where(_IN_PLAY, _T.players == bindparam("count"), _T.players < _T.size)
                  .order_by(_T.number))
_ALL_TABLES = _WITH_SEATS.where(_IN_PLAY)
_ORDER = select(_T.number, _T.break_rank).where(_IN_PLAY).order_by(_T.break_rank)
_WHERE = (select(_T.number, _E.seat, _E.moved).join_from(TournamentEntry.__table__,
                                                         TableRow.__table__,
                                                         _E.table_id == _T.id)
          .where(_E.id == bindparam("entry"), _E.tournament_id == bindparam("tournament"),
                 _E.state == SEATED))
_OUT = select(_E.place).where(_E.id == bindparam("entry"),
                              _E.tournament_id == bindparam("tournament"),
                              _E.state == BUSTED)


_V = TypeVar("_V")


class _ReadWhenAsked(dict[int, _V]):
    """A mapping keyed by a number (a table, an entrant) whose values are read from the
    store the first time a key is asked for and kept; iterating reads them all."""

    def __init__(self, field: StoredField) -> None:
        super().__init__()
        self.field = field

    def _read(self, key: int) -> _V | None:
        """The value of ``key`` read from the store (kept by the caller), None: none."""
        raise NotImplementedError

    def _iterated(self) -> dict[int, _V]:
        self.field.read_all()
        return self

    def __missing__(self, key: int) -> _V:
        found = self.get(key)
        if found is None:
            raise KeyError(key)
        return found  # type: ignore[no-any-return]

    def __contains__(self, key: object) -> bool:
        return self.get(key) is not None

    def get(self, key: object, default: Any = None) -> Any:
        if isinstance(key, bool) or not isinstance(key, int):
            return default
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        found = self._read(key)
        return default if found is None else found

    def __iter__(self) -> Iterator[int]:
        return dict.__iter__(self._iterated())

    def keys(self) -> Any:
        return dict.keys(self._iterated())

    def values(self) -> Any:
        return dict.values(self._iterated())

    def items(self) -> Any:
        return dict.items(self._iterated())


class _Tables(_ReadWhenAsked[TournamentTable]):
    """The tables in play, read from the store when first looked at."""

    def __init__(self, field: StoredField) -> None:
        super().__init__(field)
        self.complete = False

    def _read(self, number: int) -> TournamentTable | None:
        return None if self.complete else self.field.read_table(number)

    def __len__(self) -> int:
        return self.field.table_total


class _Where(_ReadWhenAsked[tuple[int, int]]):
    """Entrant -> (table, seat) of the entrants in play, read one entrant at a time."""

    def __init__(self, field: StoredField) -> None:
        super().__init__(field)
        self.gone: set[int] = set()

    def _read(self, entrant: int) -> tuple[int, int] | None:
        if entrant in self.gone or self.field.every_seat_read:
            return None
        row = self.field.session.execute(
            _WHERE, {"entry": entrant, "tournament": self.field.tournament_id}).first()
        if row is None:
            return None
        self.field.moved_counts[entrant] = row.moved
        self[entrant] = (row.number, row.seat)
        return self[entrant]

    def __len__(self) -> int:
        return self.field.remaining_count


class _Out(_ReadWhenAsked[int]):
    """Entrant -> place of the entrants out, read one entrant at a time."""

    def _read(self, entrant: int) -> int | None:
        if dict.__contains__(self.field.where, entrant):
            return None  # seated: not out
        place = self.field.session.execute(
            _OUT, {"entry": entrant, "tournament": self.field.tournament_id}).scalar()
        if place is None:
            return None
        self[entrant] = place
        return cast(int, place)

    def _iterated(self) -> dict[int, int]:
        return self  # the places asked for so far (the views read the standings on their own)


class _Ranks(Sequence[int]):
    """The breaking ranks of the tables at ``count`` players whose player due the big
    blind has been moved ``moved`` times, ascending, read a page at a time from the
    front (iterating) or the back (``reversed``)."""

    PAGE = 8

    def __init__(self, field: StoredField, count: int, moved: int) -> None:
        self.field = field
        self.where = {"tournament": field.tournament_id, "count": count, "moved": moved}
        self._all: list[int] | None = None

    def _pages(self, query: Any, start: int) -> Iterator[int]:
        after, page = start, self.PAGE
        while True:
            rows = self.field.session.execute(
                query, {**self.where, "after": after, "page": page}).all()
            for rank, number in rows:
                self.field.note_rank(number, rank)
                yield rank
            if len(rows) < page:
                return
            after, page = rows[-1][0], page * 4

    def __iter__(self) -> Iterator[int]:
        return iter(self._all) if self._all is not None else self._pages(_RANKS_UP, _LOWEST)

    def __reversed__(self) -> Iterator[int]:
        if self._all is not None:
            return reversed(self._all)
        return self._pages(_RANKS_DOWN, _HIGHEST)

    def _read(self) -> list[int]:
        if self._all is None:
            self._all = list(self._pages(_RANKS_UP, _LOWEST))
        return self._all

    def __len__(self) -> int:
        return len(self._read())

    def __getitem__(self, index: Any) -> Any:
        return self._read()[index]


class StoredField(Field):
    """A ``Field`` whose answers are read from the store when asked (see the module).

    Entrants are the ids of ``tournament_entries`` rows and tables their numbers; a
    table's place in the breaking order is its ``break_rank``.
    """

    def __init__(self, session: Session, tournament: Tournament) -> None:
        # Field's own constructor builds the whole field; nothing of it is needed here.
        self.session = session
        self.tournament_id = tournament.id
        self.profile: Profile = "robert" if tournament.profile == "robert" else "tda"
        self.house = house_rules(self.profile)
        self.tolerance_override = tournament.tolerance
        self.registration_open = tournament.late_registration
        self.skip_three_table_redraw = tournament.skip_three_table_redraw
        self.remaining_count = tournament.remaining
        self.moved_counts: dict[int, int] = {}
        self.table_ids: dict[int, int] = {}  # number -> row id
        self._ranks: dict[int, int] = {}  # number -> break rank
        self._at_rank: dict[int, int] = {}
        self._indexed: dict[int, dict[int, _Ranks]] = {}
        self.every_seat_read = False
        self.waiting: set[int] = set()  # entrants read who wait for the button
        self._counts: tuple[list[int], int] | None = None  # histogram and seats in play
        self._hist_change = [0] * (MAX_SEATS + 1)  # made here before the histogram was read
        self._started_with = tournament.started_with or 0
        self._tables = self.tables = _Tables(self)
        self._where = self.where = _Where(self)
        self.out = _Out(self)
        self._first: int | None = None

    # --- what the planners read --------------------------------------------------

    @property
    def breaking_order(self) -> tuple[int, ...]:
        order = self.session.execute(_ORDER, {"tournament": self.tournament_id}).all()
        for number, rank in order:
            self.note_rank(number, rank)
        return tuple(number for number, _ in order)

    @property
    def next_to_break(self) -> int:
        if self._first is None:
            rows = self.session.execute(_FIRST_TO_BREAK, {"tournament": self.tournament_id}).all()
            if not rows:
                raise IndexError("no table is in play")
            self._first = self._keep_rows(rows)[0]
        return self._first

    def _histogram(self) -> list[int]:
        """How many tables hold 0..10 players, read once (one grouped query, which also
        gives the seats in play)."""
        if self._counts is None:
            hist = [0] * (MAX_SEATS + 1)
            capacity = 0
            for players, tables, seats in self.session.execute(
                    _HISTOGRAM, {"tournament": self.tournament_id}):
                hist[players] += tables
                capacity += int(seats or 0)
            for count, change in enumerate(self._hist_change):
                hist[count] += change
            self._counts = (hist, capacity)
        return self._counts[0]

    @property
    def capacity(self) -> int:
        self._histogram()
        assert self._counts is not None
        return self._counts[1]

    @capacity.setter
    def capacity(self, value: int) -> None:
        self._histogram()
        assert self._counts is not None
        self._counts = (self._counts[0], value)

    @property
    def table_total(self) -> int:
        return sum(self._histogram())

    @property
    def started_with(self) -> int:
        return max(self._started_with, self.table_total)

    @started_with.setter
    def started_with(self, value: int) -> None:
        self._started_with = value

    def rank(self, table: int) -> int:
        if table not in self._ranks:
            self.tables[table]  # reading the table notes its rank
        return self._ranks[table]

    def table_at_rank(self, rank: int) -> int:
        if rank not in self._at_rank:
            number = self.session.execute(
                _TABLE_AT_RANK, {"tournament": self.tournament_id, "rank": rank}).scalar_one()
            self.note_rank(number, rank)
        return self._at_rank[rank]

    def times_moved(self, entrant: int) -> int:
        if entrant not in self.moved_counts:
            self.where.get(entrant)  # reads his moves with his seat
        return self.moved_counts.get(entrant, 0)

    def histogram(self) -> tuple[int, ...]:
        return tuple(self._histogram())

    def counts(self) -> list[int]:
        return [count for count, tables in enumerate(self._histogram()) for _ in range(tables)]

    def shortest_count(self) -> int:
        return next(c for c, n in enumerate(self._histogram()) if n)

    def longest_count(self) -> int:
        hist = self._histogram()
        return next(c for c in range(MAX_SEATS, -1, -1) if hist[c])

    def indexed(self, count: int) -> Mapping[int, list[int]]:
        found = self._indexed.get(count)
        if found is None:
            groups = self.session.execute(
                _GROUPS, {"tournament": self.tournament_id, "count": count}).scalars()
            found = {moved: _Ranks(self, count, moved) for moved in groups}
            self._indexed[count] = found
        # Each group is a sequence read a page at a time (``_Ranks``), not a list.
        return cast(Mapping[int, list[int]], found)

    def entrants(self) -> Iterator[int]:
        return iter(self.where)

    def fewest_with_room(self) -> int | None:
        return cast("int | None", self.session.execute(
            _FEWEST_WITH_ROOM, {"tournament": self.tournament_id}).scalar())

    def open_seat_counts(self, players: int) -> list[tuple[int, int]]:
        return [(number, room) for number, room in self.session.execute(
            _ROOM_AT_COUNT, {"tournament": self.tournament_id, "count": players})]

    # --- reading the store ---------------------------------------------------------

    def note_rank(self, number: int, rank: int) -> None:
        self._ranks[number] = rank
        self._at_rank[rank] = number

    def read_table(self, number: int) -> TournamentTable | None:
        """The table in play numbered ``number`` with its seats (None: not in play)."""
        self.prefetch([number])
        return dict.get(self.tables, number)

    def prefetch(self, numbers: Iterable[int]) -> None:
        """Read the tables in play among ``numbers`` with their seats, in one query."""
        wanted = [n for n in set(numbers) if not dict.__contains__(self.tables, n)]
        if wanted:
            self._keep_rows(self.session.execute(
                _TABLES, {"tournament": self.tournament_id, "numbers": wanted}).all())

    def read_table_id(self, table_id: int) -> TournamentTable | None:
        """The table in play whose row id is ``table_id``, with its seats."""
        found = self._keep_rows(self.session.execute(
            _TABLE_BY_ID, {"tournament": self.tournament_id, "table": table_id}).all())
        return dict.get(self.tables, found[0]) if found else None

    def _keep_rows(self, rows: Sequence[Any]) -> list[int]:
        """Keep the tables of ``rows`` (a table's columns and one of its seats each), unless
        they were read already; their numbers, in the order of the rows."""
        tables: dict[int, tuple[Any, list[tuple[int, int, int]]]] = {}
        for row in rows:
            if row.number not in tables:
                tables[row.number] = (row, [])
            if row.entry is not None and row.seat is not None:
                tables[row.number][1].append((row.seat, row.entry, row.moved))
                if row.waits_for_button:
                    self.waiting.add(row.entry)
        for number, (row, seats) in tables.items():
            if not dict.__contains__(self.tables, number):
                self._keep(row, seats)
        return list(tables)

    def _keep(self, row: Any, seats: list[tuple[int, int, int]]) -> TournamentTable:
        taken: dict[int, int] = {}
        for seat, entry, moved in seats:
            taken[seat] = entry
            self.moved_counts[entry] = moved
            dict.__setitem__(self.where, entry, (row.number, seat))
        table = TournamentTable(row.number, row.size, taken, row.button or 1,
                                row.big_blind or 1)
        dict.__setitem__(self.tables, row.number, table)
        self.table_ids[row.number] = row.id
        self.note_rank(row.number, row.break_rank)
        return table

    def read_all(self) -> None:
        """Read every table in play and every seat (one query), once."""
        if self.every_seat_read:
            return
        self._keep_rows(self.session.execute(
            _ALL_TABLES, {"tournament": self.tournament_id}).all())
        self._tables.complete = True
        self.every_seat_read = True

    # --- the one change the planners make -----------------------------------------

    def mark_out(self, entrant: int, place: int) -> None:
        number, seat = self.where[entrant]
        current = self.tables[number]
        seats = dict(current.seats)
        del seats[seat]
        self.put_table(current.with_seats(seats))
        dict.__delitem__(self.where, entrant)
        self._where.gone.add(entrant)
        self.remaining_count -= 1
        dict.__setitem__(self.out, entrant, place)

    def put_table(self, table: TournamentTable) -> None:
        old = self.tables[table.number]
        hist = self._counts[0] if self._counts is not None else self._hist_change
        hist[old.players] -= 1
        hist[table.players] += 1
        self._indexed.clear()
        dict.__setitem__(self.tables, table.number, table)
        for seat, entrant in table.seats.items():
            dict.__setitem__(self.where, entrant, (table.number, seat))
