"""Random tournaments played down through the services, on SQLite and PostgreSQL.

Hypothesis draws a small event (2 to 30 entrants, tables of 2 to 10, a breaking order,
the rules profile, a tolerance, the seed of the draw and of the hands) and plays it to a
winner: at a random table a few hands, then one to three players out, then every plan
the desk proposes carried out as the desk would (each balancing move confirmed, each
break and redraw made as proposed). After every plan the store must hold the same
truths the pure tests check on the in-memory field: nobody seated twice or lost, no
table over its size, each table's kept count and balancing key right, tables broken in
the order set, the tables within the tolerance once nothing is pending; at the end the
places are a valid ranking with shared places. Now and then the last action is undone
and redone, which must give back the store exactly; at the end the audit log alone
rebuilds every tournament row.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from floorman.services import tournaments as t
from floorman.services.desk import Desk, row_snapshot
from floorman.services.tournament_reads import pending_plan, places
from floorman.services.undo import revert
from floorman.store.models import AuditEntry, Player
from floorman.store.tournament_models import SEATED, Tournament, TournamentEntry, TournamentMove
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.tournament.field import TournamentTable
from floorman.tournament.places import check_places
from tests.services.tournament_helpers import dump

_events = itertools.count(1)


@dataclass(frozen=True)
class Event:
    entrants: int
    size: int
    order: tuple[int, ...]  # indexes of the tables, in the order they break
    profile: str
    tolerance: int | None
    skip_three: bool
    seed: int


@st.composite
def events(draw: st.DrawFn) -> Event:
    size = draw(st.integers(2, 10))
    entrants = draw(st.integers(2, 30))
    tables = -(-entrants // size)
    order = tuple(draw(st.permutations(range(tables))))
    return Event(entrants, size, order, draw(st.sampled_from(["tda", "robert"])),
                 draw(st.none() | st.integers(1, 3)),
                 draw(st.booleans()) if tables in (4, 5) else False,
                 draw(st.integers(0, 2**32 - 1)))


def state(desk: Desk, tid: int) -> tuple[Tournament, list[TableRow], list[TournamentEntry]]:
    with desk.store.reading() as session:
        event = session.get(Tournament, tid)
        assert event is not None
        tables = list(session.execute(select(TableRow).where(
            TableRow.tournament_id == tid).order_by(TableRow.break_rank)).scalars())
        entries = list(session.execute(select(TournamentEntry).where(
            TournamentEntry.tournament_id == tid)).scalars())
        return event, tables, entries


def check(desk: Desk, tid: int, plan_order: list[int], broken: list[int],
          settled: bool) -> None:
    event, tables, entries = state(desk, tid)
    in_play = {row.id: row for row in tables if row.broken_at is None}
    seated = [e for e in entries if e.state == SEATED]
    assert len(seated) == event.remaining, "an entrant is lost or counted twice"
    assert all(e.place is not None for e in entries if e.state != SEATED)
    if event.finished_at is not None:  # the winner, and no table in play any more
        assert [e.place for e in seated] == [1] and not in_play
        return
    at: dict[int, dict[int, TournamentEntry]] = {tid_: {} for tid_ in in_play}
    for e in seated:
        assert e.table_id in in_play and e.seat is not None, "seated at no table in play"
        assert e.seat not in at[e.table_id], "two players in one seat"
        at[e.table_id][e.seat] = e
    for table_id, row in in_play.items():
        seats = at[table_id]
        assert len(seats) <= row.size and max(seats, default=0) <= row.size
        assert row.players == len(seats), f"table {row.number} counts {row.players}"
        pure = TournamentTable(row.number, row.size, {s: e.id for s, e in seats.items()},
                               row.button or 1, row.big_blind or 1)
        due = pure.due_big_blind()
        assert row.due_moved == (seats[due].moved if due is not None else 0)
    # Tables broke in the order set: those gone are the first ones of the order.
    gone = [row.number for row in tables if row.broken_at is not None]
    if event.finished_at is None:
        assert sorted(gone) == sorted(broken) and broken == plan_order[:len(broken)]
    if settled and event.finished_at is None and len(in_play) > 1:
        counts = [row.players for row in in_play.values()]
        tolerance = event.tolerance or (1 if len(in_play) <= 6 else 2)
        assert max(counts) - min(counts) <= tolerance, f"out of balance: {counts}"
        # ...and no table breaks while the players left still need it.
        other_seats = sum(r.size for r in in_play.values()) - in_play[
            min(in_play, key=lambda i: in_play[i].break_rank)].size
        assert event.remaining > other_seats


def play(desk: Desk, spec: Event) -> None:
    n = next(_events)
    numbers = [100 * n + k for k in range(1, -(-spec.entrants // spec.size) + 1)]
    order = [numbers[k] for k in spec.order]
    tid = t.create_tournament(
        desk, name=f"Random {n}", variant="holdem", betting="no_limit",
        table_size=spec.size, tables=numbers, starting_stack=5000, profile=spec.profile,
        tolerance=spec.tolerance, breaking_order=order,
        skip_three_table_redraw=spec.skip_three).created_id
    t.register_entrants(desk, tournament_id=tid,
                        names=[f"R{n} player {k}" for k in range(spec.entrants)])
    desk.rng = random.Random(spec.seed)
    t.draw_seats(desk, tournament_id=tid)
    hands = random.Random(f"{spec.seed}-hands")
    broken: list[int] = []
    check(desk, tid, order, broken, settled=True)
    while True:
        event, tables, entries = state(desk, tid)
        if event.finished_at is not None:
            break
        by_table: dict[int, list[TournamentEntry]] = {}
        for e in entries:
            if e.state == SEATED and e.table_id is not None:
                by_table.setdefault(e.table_id, []).append(e)
        playable = sorted(i for i, seated in by_table.items() if len(seated) >= 2)
        table_id = hands.choice(playable)
        number = next(r.number for r in tables if r.id == table_id)
        for _ in range(hands.randrange(3)):
            t.record_hand(desk, tournament_id=tid, table=number)
        seated = sorted(by_table[table_id], key=lambda e: e.id)
        out = hands.sample(seated, min(hands.randint(1, 3), len(seated) - 1,
                                       event.remaining - 1))
        t.bust_out(desk, tournament_id=tid,
                   busts={e.id: hands.choice([1000, 2000, 3000]) for e in out})
        if hands.random() < 0.2:
            undo_and_redo_the_last_action(desk, tid)
        while (plan := pending_plan(desk, tid)) is not None:
            if plan.kind == "balance":
                for move in plan.moves:
                    t.confirm_move(desk, tournament_id=tid, entry_id=move.entrant,
                                   to_table=move.to_table, to_seat=move.to_seat)
            elif plan.kind == "break":
                t.break_table(desk, tournament_id=tid, plan=plan)
            else:
                t.redraw(desk, tournament_id=tid, plan=plan)
            if plan.broken_table is not None:
                broken.append(plan.broken_table)
            check(desk, tid, order, broken, settled=False)
            if hands.random() < 0.2:
                undo_and_redo_the_last_action(desk, tid)
        check(desk, tid, order, broken, settled=True)
    ranking = {p.entry_id: p.place for p in places(desk, tid)}
    assert check_places(ranking, spec.entrants) is None, sorted(ranking.values())
    replay_matches_the_store(desk)


def undo_and_redo_the_last_action(desk: Desk, tid: int) -> None:
    """Undo the last action and redo it: the store comes back exactly as it was."""
    before = dump(desk)
    with desk.store.reading() as session:
        last = session.execute(select(func.max(AuditEntry.id))).scalar_one()
    undone = revert(desk, last)
    redone = revert(desk, undone.audit_id)
    after = dump(desk)
    del before["audit_log"], after["audit_log"]
    assert after == before, f"undo and redo of {redone.summary.en!r} changed the store"


TOURNAMENT_TABLES = ("players", "tournaments", "tournament_tables", "tournament_entries",
                     "tournament_moves")


def replay_matches_the_store(desk: Desk) -> None:
    """The audit log alone rebuilds every tournament row the store holds: each entry's
    "before" is the row as the log built it so far, and the end is the store."""
    models = {m.__tablename__: m for m in (Player, Tournament, TableRow, TournamentEntry,
                                           TournamentMove)}
    rebuilt: dict[str, dict[str, dict[str, object]]] = {name: {} for name in models}
    with desk.store.reading() as session:
        for entry in session.execute(select(AuditEntry).order_by(AuditEntry.id)).scalars():
            for table, rows in entry.after.items():
                if table not in models:
                    continue
                for row_id, row in rows.items():
                    assert rebuilt[table].get(row_id) == entry.before.get(table, {}).get(
                        row_id), f"{entry.summary_en}: {table} {row_id} before differs"
                    if row is None:
                        rebuilt[table].pop(row_id, None)
                    else:
                        rebuilt[table][row_id] = row
        for table, model in models.items():
            stored = {str(row.id): row_snapshot(row)
                      for row in session.execute(select(model)).scalars()}
            assert stored == rebuilt[table], f"the log does not explain {table}"


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])
@given(spec=events())
def test_random_events_played_through_the_services_keep_the_floor_right(
        desk: Desk, spec: Event) -> None:
    play(desk, spec)
