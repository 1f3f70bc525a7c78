"""Playing a field down to one table and a winner: the loop the desk's replay reuses.

``run`` plays hands (``next_hand``: a table drawn at random plays one to three hands, the
last with one or more eliminations, sometimes several), asks ``plan_next`` after each
and has every plan carried out until the field is settled, and counts the moves against
the lower bound (``bound.MoveTally``). It talks to the field only through an
``Executor``: ``play(hand)`` plays the hands and records the eliminations, ``apply(plan)``
makes the moves. ``FieldExecutor`` does both on the in-memory ``Field``; a store-backed
executor can make each elimination and move a floor action and keep its own ``field`` in
step, and the same loop, hands and plans drive it.

Two random sources come from the seed: one for the seat draw and the plans' draws, one
for the hands (the world outside the floor's control), so the same seed plays the same
event. ``simulate`` times every planning step (each ``plan_next`` call).
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from floorman.tournament.bound import MoveCount, MoveTally
from floorman.tournament.draw import draw_seats
from floorman.tournament.field import Field, Profile, play_hand
from floorman.tournament.moves import Plan, apply_plan
from floorman.tournament.places import Eliminations, check_places, record_busts, standings
from floorman.tournament.planning import plan_next

CHIP_STEPS = (1000, 2000, 3000, 4000, 5000)  # few stacks, so that ties happen


@dataclass(frozen=True)
class Hand:
    """Hands played at one table, the last with ``busts`` (entrant -> his chips at the
    start of that hand)."""

    table: int
    hands: int
    busts: Mapping[int, int]


class Executor(Protocol):
    """What carries the simulation's hands and plans out."""

    @property
    def field(self) -> Field: ...

    def play(self, hand: Hand) -> Eliminations: ...

    def apply(self, plan: Plan) -> None: ...


class FieldExecutor:
    """Carries hands and plans out on an in-memory ``Field``."""

    def __init__(self, field: Field) -> None:
        self._field = field

    @property
    def field(self) -> Field:
        return self._field

    def play(self, hand: Hand) -> Eliminations:
        for _ in range(hand.hands):
            play_hand(self._field, hand.table)
        return record_busts(self._field, hand.busts)

    def apply(self, plan: Plan) -> None:
        apply_plan(self._field, plan)


def next_hand(field: Field, rng: random.Random) -> Hand:
    """The next hands of a random event: a table with two players or more plays one to
    three hands, and the last puts one player out, sometimes two or three."""
    while True:
        table = field.tables[field.pick_table(rng)]
        if table.players >= 2:
            break
    roll = rng.random()
    out = 1 if roll < 0.8 else 2 if roll < 0.95 else 3
    out = min(out, table.players - 1, field.remaining - 1)
    seats = sorted(table.seats)
    busted = rng.sample(seats, out)
    return Hand(table.number, rng.randrange(1, 4),
                {table.seats[s]: rng.choice(CHIP_STEPS) for s in busted})


@dataclass(frozen=True)
class Report:
    """What one simulated event did."""

    tables: int
    hands: int
    count: MoveCount
    plans: int
    planning_seconds: float
    slowest_step_ms: float
    steps: int
    places: dict[int, int]
    places_problem: str | None


def run(executor: Executor, rng: random.Random, hands_rng: random.Random, *,
        entrants: int, clock: Callable[[], float] = time.perf_counter) -> Report:
    """Play the executor's field down to a winner, carrying out every plan."""
    field = executor.field
    tables = field.table_count
    tally = MoveTally(field)
    hands = plans = steps = 0
    total = slowest = 0.0
    while field.remaining > 1:
        hand = next_hand(field, hands_rng)
        hands += hand.hands
        executor.play(hand)
        tally.busts(list(hand.busts))
        while True:
            started = clock()
            plan = plan_next(field, rng)
            spent = clock() - started
            steps += 1
            total += spent
            slowest = max(slowest, spent)
            if plan is None:
                break
            plans += 1
            tally.plan(plan)
            executor.apply(plan)
            if plan.kind == "redraw":
                tally.redrawn(field)
    places = standings(field)
    return Report(tables, hands, tally.count(), plans, total, slowest * 1000, steps, places,
                  check_places(places, entrants))


def simulate(entrants: int, table_size: int, seed: int, profile: Profile = "tda", *,
             executor: Callable[[Field], Executor] = FieldExecutor) -> dict[str, Any]:
    """Draw ``entrants`` at tables of ``table_size``, play the field down and describe it
    as the ``floorman tournament simulate`` JSON object."""
    rng = random.Random(seed)
    hands_rng = random.Random(f"{seed}-hands")
    started = time.perf_counter()
    drawn = draw_seats(range(1, entrants + 1), table_size=table_size, rng=rng, seed=seed)
    field = Field(drawn.tables, profile=profile)
    draw_seconds = time.perf_counter() - started
    # The drawn field is long-lived: kept out of the collector's full passes, which would
    # otherwise walk every seat of a large field in the middle of some planning step.
    gc.freeze()
    try:
        report = run(executor(field), rng, hands_rng, entrants=entrants)
    finally:
        gc.unfreeze()
    shared = _shared(report.places)
    winner = next((e for e, p in report.places.items() if p == 1), None)
    return {
        "entrants": entrants, "table_size": table_size, "seed": seed, "profile": profile,
        "tables": report.tables, "hands": report.hands,
        **report.count.to_json(),
        "planning": {"total_seconds": round(report.planning_seconds, 4),
                     "slowest_step_ms": round(report.slowest_step_ms, 3),
                     "steps": report.steps, "plans": report.plans,
                     "draw_seconds": round(draw_seconds, 4)},
        "places": {"valid": report.places_problem is None, "problem": report.places_problem,
                   "winner": winner, "shared": shared},
    }


def _shared(places: Mapping[int, int]) -> int:
    seen: dict[int, int] = {}
    for place in places.values():
        seen[place] = seen.get(place, 0) + 1
    return sum(n for n in seen.values() if n > 1)
