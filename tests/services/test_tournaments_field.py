"""The stored field answers as the whole field would, on SQLite and PostgreSQL.

``StoredField`` reads from the store only what a decision asks for; the planners must
not be able to tell it from a ``Field`` built from every table and seat of the store.
Hypothesis plays random events part of the way through the services, then asks both the
same questions: the counts of tables by players, the seats in play, the breaking order,
the index of tables by count and times moved, where each entrant sits and the places of
those out, and the plans themselves (the next break, redraw or balancing, drawn with the
same random source, and a late entrant's seat).
"""

from __future__ import annotations

import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from floorman.services import tournaments as t
from floorman.services.desk import Desk, FloorError
from floorman.services.tournament_field import StoredField
from floorman.store.tournament_models import BUSTED, SEATED, Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.tournament.draw import plan_late_entry
from floorman.tournament.field import Field, TournamentTable
from floorman.tournament.planning import plan_next
from tests.services.tournament_helpers import settle

_events = itertools.count(1)


def whole_field(session: object, event: Tournament) -> Field:
    """The field as ``floorman.tournament`` builds it: every table and seat."""
    tables = session.execute(select(TableRow).where(  # type: ignore[attr-defined]
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None)).order_by(
        TableRow.break_rank)).scalars().all()
    entries = session.execute(select(TournamentEntry).where(  # type: ignore[attr-defined]
        TournamentEntry.tournament_id == event.id)).scalars().all()
    seats: dict[int, dict[int, int]] = {row.id: {} for row in tables}
    for e in entries:
        if e.state == SEATED and e.table_id in seats and e.seat is not None:
            seats[e.table_id][e.seat] = e.id
    return Field([TournamentTable(row.number, row.size, seats[row.id], row.button or 1,
                                  row.big_blind or 1) for row in tables],
                 breaking_order=[row.number for row in tables],
                 moved={e.id: e.moved for e in entries},
                 profile="robert" if event.profile == "robert" else "tda",
                 tolerance=event.tolerance, registration_open=event.late_registration,
                 started_with=max(event.started_with or 0, len(tables)),
                 skip_three_table_redraw=event.skip_three_table_redraw,
                 out={e.id: e.place for e in entries if e.state == BUSTED and e.place})


def by_table(field: Field, count: int) -> dict[int, list[int]]:
    return {moved: [field.table_at_rank(r) for r in ranks]
            for moved, ranks in field.indexed(count).items()}


def compare(desk: Desk, tid: int, seed: int) -> None:
    with desk.store.reading() as session:
        event = session.get(Tournament, tid)
        assert event is not None
        if event.finished_at is not None:
            return
        whole = whole_field(session, event)
        stored = StoredField(session, event)
        assert stored.histogram() == whole.histogram()
        assert stored.counts() == whole.counts()
        assert (stored.capacity, stored.table_count, stored.remaining) == (
            whole.capacity, whole.table_count, whole.remaining)
        assert stored.breaking_order == whole.breaking_order
        assert stored.next_to_break == whole.next_to_break
        assert stored.tolerance() == whole.tolerance()
        for count in range(11):
            assert by_table(stored, count) == by_table(whole, count), count
        for entrant in whole.entrants():
            assert stored.seat_of(entrant) == whole.seat_of(entrant)
            assert stored.times_moved(entrant) == whole.times_moved(entrant)
        for entrant, place in whole.out.items():
            assert stored.out[entrant] == place and entrant not in stored.where
        for number, table in whole.tables.items():
            assert StoredField(session, event).tables[number] == table
        assert plan_next(StoredField(session, event), random.Random(seed)) == plan_next(
            whole, random.Random(seed))
        if event.late_registration and any(t.open_seats for t in whole.tables.values()):
            late = StoredField(session, event)
            assert plan_late_entry(late, 10**9, random.Random(seed)) == plan_late_entry(
                whole, 10**9, random.Random(seed))


@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(entrants=st.integers(4, 40), size=st.integers(2, 10),
       profile=st.sampled_from(["tda", "robert"]), tolerance=st.none() | st.integers(1, 2),
       seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 30))
def test_the_stored_field_answers_as_the_whole_field(
        desk: Desk, entrants: int, size: int, profile: str, tolerance: int | None,
        seed: int, steps: int) -> None:
    n = next(_events)
    numbers = [100 * n + k for k in range(-(-entrants // size) + 2)]
    hands = random.Random(seed)
    order = hands.sample(numbers, len(numbers))
    tid = t.create_tournament(desk, name=f"Field {n}", variant="holdem",
                              betting="no_limit", table_size=size, tables=numbers,
                              starting_stack=5000, profile=profile, tolerance=tolerance,
                              breaking_order=order).created_id
    t.register_entrants(desk, tournament_id=tid,
                        names=[f"F{n} player {k}" for k in range(entrants)])
    desk.rng = random.Random(seed)
    t.draw_seats(desk, tournament_id=tid)
    compare(desk, tid, seed)
    for _ in range(steps):
        with desk.store.reading() as session:
            event = session.get(Tournament, tid)
            assert event is not None
            if event.remaining < 2:
                break
            seated = session.execute(select(TournamentEntry.table_id, TournamentEntry.id)
                                     .where(TournamentEntry.tournament_id == tid,
                                            TournamentEntry.state == SEATED)).all()
        tables: dict[int, list[int]] = {}
        for table_id, entry_id in seated:
            tables.setdefault(table_id, []).append(entry_id)
        roll = hands.random()
        if roll < 0.1 and event.late_registration:
            try:
                t.late_entry(desk, tournament_id=tid,
                             name=f"F{n} late {hands.randrange(10**6)}")
            except FloorError as error:
                assert "every table in play is full" in error.text.en
        elif roll < 0.15:
            t.set_late_registration(desk, tournament_id=tid,
                                    open=not event.late_registration)
        elif not any(len(e) >= 2 for e in tables.values()):
            settle(desk, tid)  # nobody can play a hand before the tables are put right
        else:
            table_id = hands.choice(sorted(i for i, e in tables.items() if len(e) >= 2))
            out = hands.sample(sorted(tables[table_id]),
                               min(hands.randint(1, 2), len(tables[table_id]) - 1))
            t.bust_out(desk, tournament_id=tid,
                       busts={e: hands.choice([500, 1000]) for e in out})
        compare(desk, tid, seed)  # a plan pending, perhaps
        if hands.random() < 0.7:
            settle(desk, tid)
            compare(desk, tid, seed)
