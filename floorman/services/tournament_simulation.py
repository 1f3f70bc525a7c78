"""The tournament simulation played through the store, every step a floor action.

``floorman.tournament.simulate`` plays a field down to a winner through an ``Executor``;
``StoreExecutor`` carries each of its steps out as the desk would: the tournament is
created, its entrants registered and its seats drawn with the same seed (so the store
holds the very draw the simulation made), then every hand started, every bust-out, every
balancing move, every broken table and every redraw is one floor action through
``services.tournaments``, each re-planned or checked again inside its transaction. The
executor keeps the simulation's in-memory field in step and checks after every action
that the store agrees with it (seats and places), so a difference is found where it
happened. Each action is timed; ``simulate_in_store`` adds the actions per second, the
95th percentile and the slowest action to the simulation's JSON.
"""

from __future__ import annotations

import dataclasses
import gc
import random
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import func, select

from floorman.services import tournaments
from floorman.services.desk import Change, Desk
from floorman.store import Store, open_store
from floorman.store.models import CardTable
from floorman.store.tournament_models import Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.tournament.field import Field, Profile, play_hand
from floorman.tournament.moves import Move, Plan, apply_plan
from floorman.tournament.places import Eliminations, record_busts
from floorman.tournament.simulate import Hand, simulate

# The desk copies SQLite's write-ahead log into the store file in idle time, every few
# seconds (``ui.floor_feed``); the simulation does it every so many actions, untimed.
CHECKPOINT_EVERY = 200


class StoreDisagrees(AssertionError):
    """The store and the simulation's field no longer hold the same tournament."""


class StoreExecutor:
    """Carries the simulation's hands and plans out as floor actions on ``desk``'s store.

    Entrants of the simulation (1..N) are entries of the store, its tables 1..T the
    store's tables ``offset + 1 .. offset + T`` (the first numbers no tournament or cash
    table uses), so an existing store can hold several simulated events.
    """

    def __init__(self, desk: Desk, field: Field, *, seed: int, table_size: int,
                 profile: Profile, name: str | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 between_actions: Callable[[], None] | None = None) -> None:
        self.desk = desk
        self._field = field
        self.clock = clock
        self.between_actions = between_actions
        self.timings: list[tuple[str, float]] = []
        self.setup: dict[str, float] = {}
        with desk.store.reading() as session:
            offset = max(session.execute(select(func.max(TableRow.number))).scalar() or 0,
                         session.execute(select(func.max(CardTable.number))).scalar() or 0)
            taken = {n for (n,) in session.execute(select(Tournament.name))}
        self.offset = offset
        entrants = sorted(field.entrants())
        base = name or f"Simulation {len(entrants)}x{table_size} seed {seed}"
        title, n = base, 1
        while title in taken:
            n += 1
            title = f"{base} ({n})"
        tables = [offset + t for t in sorted(field.tables)]
        started = clock()
        made = tournaments.create_tournament(
            desk, name=title, variant="holdem", betting="no_limit", table_size=table_size,
            tables=tables, starting_stack=10000, profile=profile)
        self.tournament_id = made.created_id
        self.setup["create_seconds"] = clock() - started
        started = clock()
        first = tournaments.register_entrants(
            desk, tournament_id=self.tournament_id,
            names=[f"Entrant {e}" for e in entrants]).created_id
        self.setup["register_seconds"] = clock() - started
        with desk.store.reading() as session:
            ids = session.execute(select(TournamentEntry.id).where(
                TournamentEntry.tournament_id == self.tournament_id,
                TournamentEntry.id >= first).order_by(TournamentEntry.id)).scalars().all()
        self.entry = dict(zip(entrants, ids, strict=True))
        self.entrant = {v: k for k, v in self.entry.items()}
        # The simulation drew its seats from random.Random(seed): so does the desk.
        desk.rng = random.Random(seed)
        started = clock()
        tournaments.draw_seats(desk, tournament_id=self.tournament_id)
        self.setup["draw_seconds"] = clock() - started
        self.check_tables(field.tables)
        # What the set-up leaves alive (the entrants' map) is long-lived, like the field
        # ``simulate`` keeps out of the collector's full passes: so is it.
        gc.collect()
        gc.freeze()

    @property
    def field(self) -> Field:
        return self._field

    def _timed(self, name: str, act: Callable[[], Change]) -> Change:
        started = self.clock()
        change = act()
        self.timings.append((name, self.clock() - started))
        if len(self.timings) % CHECKPOINT_EVERY == 0:
            self.desk.store.checkpoint()  # as the desk does in idle time, between actions
        if self.between_actions is not None:
            self.between_actions()  # untimed: a benchmark's baseline, say
        return change

    def play(self, hand: Hand) -> Eliminations:
        number = self.offset + hand.table
        for _ in range(hand.hands):
            self._timed("hand", lambda: tournaments.record_hand(
                self.desk, tournament_id=self.tournament_id, table=number))
            play_hand(self._field, hand.table)
        busts = {self.entry[e]: chips for e, chips in hand.busts.items()}
        self._timed("bust_out", lambda: tournaments.bust_out(
            self.desk, tournament_id=self.tournament_id, busts=busts))
        out = record_busts(self._field, hand.busts)
        self.check_places(out)
        self.check_tables([hand.table])
        return out

    def _stored(self, move: Move) -> Move:
        return dataclasses.replace(
            move, entrant=self.entry[move.entrant], to_table=self.offset + move.to_table,
            from_table=None if move.from_table is None else self.offset + move.from_table)

    def apply(self, plan: Plan) -> None:
        touched = {m.to_table for m in plan.moves} | {
            m.from_table for m in plan.moves if m.from_table is not None}
        if plan.kind == "balance":
            for move in plan.moves:
                stored = self._stored(move)
                self._timed("balancing_move", lambda s=stored: tournaments.confirm_move(  # type: ignore[misc]
                    self.desk, tournament_id=self.tournament_id, entry_id=s.entrant,
                    to_table=s.to_table, to_seat=s.to_seat))
        else:
            stored_plan = dataclasses.replace(
                plan, moves=tuple(self._stored(m) for m in plan.moves),
                broken_table=None if plan.broken_table is None
                else self.offset + plan.broken_table,
                halted=tuple(self.offset + t for t in plan.halted))
            service = tournaments.redraw if plan.kind == "redraw" else tournaments.break_table
            self._timed(plan.kind, lambda: service(self.desk, tournament_id=self.tournament_id,
                                                   plan=stored_plan))
        apply_plan(self._field, plan)
        self.check_tables([t for t in touched if t in self._field.tables])

    # --- the store agrees with the field ----------------------------------------------

    def check_tables(self, numbers: Any) -> None:
        """The seats of the simulation's tables ``numbers`` are the store's."""
        tables = self._field.tables
        wanted = {self.offset + n: {s: self.entry[e] for s, e in tables[n].seats.items()}
                  for n in numbers}
        with self.desk.store.reading() as session:
            rows = session.execute(
                select(TableRow.number, TableRow.players, TournamentEntry.seat,
                       TournamentEntry.id)
                .outerjoin(TournamentEntry, TournamentEntry.table_id == TableRow.id)
                .where(TableRow.tournament_id == self.tournament_id,
                       TableRow.number.in_(list(wanted))))
            found: dict[int, dict[int, int]] = {n: {} for n in wanted}
            counts: dict[int, int] = {}
            for number, players, seat, entry_id in rows:
                counts[number] = players
                if seat is not None:
                    found[number][seat] = entry_id
        for number, seats in wanted.items():
            if found.get(number) != seats or counts.get(number) != len(seats):
                raise StoreDisagrees(f"table {number}: the store seats {found.get(number)} "
                                     f"({counts.get(number)} counted), the simulation {seats}")

    def check_places(self, out: Eliminations) -> None:
        ids = [self.entry[p.entrant] for p in out.places]
        with self.desk.store.reading() as session:
            stored = dict(session.execute(select(TournamentEntry.id, TournamentEntry.place)
                                          .where(TournamentEntry.id.in_(ids))).all())
        for place in out.places:
            if stored.get(self.entry[place.entrant]) != place.place:
                raise StoreDisagrees(f"entrant {place.entrant}: the store gives place "
                                     f"{stored.get(self.entry[place.entrant])}, the "
                                     f"simulation {place.place}")

    def figures(self, seconds: float) -> dict[str, Any]:
        """Actions per second, the 95th percentile and the slowest action, in ms."""
        spent = sorted(t for _, t in self.timings)
        slowest = max(self.timings, key=lambda pair: pair[1], default=("", 0.0))
        kinds: dict[str, list[float]] = {}
        for name, t in self.timings:
            kinds.setdefault(name, []).append(t)
        return {
            "tournament_id": self.tournament_id,
            "actions": len(spent),
            "actions_per_second": round(len(spent) / sum(spent), 1) if spent else 0.0,
            "p95_ms": round(_percentile(spent, 0.95) * 1000, 3),
            "p50_ms": round(_percentile(spent, 0.5) * 1000, 3),
            "slowest_ms": round(slowest[1] * 1000, 3),
            "slowest_action": slowest[0],
            "over_16_ms": sum(1 for t in spent if t > 0.016),
            "by_action": {name: {"count": len(ts),
                                 "p95_ms": round(_percentile(sorted(ts), 0.95) * 1000, 3),
                                 "slowest_ms": round(max(ts) * 1000, 3)}
                          for name, ts in sorted(kinds.items())},
            "setup_seconds": {k: round(v, 3) for k, v in self.setup.items()},
            "wall_seconds": round(seconds, 1),
        }


def _percentile(ordered: list[float], share: float) -> float:
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def simulate_in_store(store: Store | str | None, entrants: int, table_size: int, seed: int,
                      profile: Profile = "tda", *, actor: str = "simulation",
                      between_actions: Callable[[], None] | None = None) -> dict[str, Any]:
    """``simulate`` with every step a floor action on ``store`` (a URL opens one); the
    JSON gains ``store``: the actions' figures. ``between_actions`` is called after each
    action, outside its timing."""
    opened = store if isinstance(store, Store) else open_store(store)
    try:
        desk = Desk(opened, actor=actor)
        made: list[StoreExecutor] = []

        def executor(field: Field) -> StoreExecutor:
            made.append(StoreExecutor(desk, field, seed=seed, table_size=table_size,
                                      profile=profile, between_actions=between_actions))
            return made[0]

        started = time.perf_counter()
        result = simulate(entrants, table_size, seed, profile, executor=executor)
        result["store"] = made[0].figures(time.perf_counter() - started)
        return result
    finally:
        if not isinstance(store, Store):
            opened.close()
