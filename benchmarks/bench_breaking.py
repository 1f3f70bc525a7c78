"""Breaking a full 10-seat table into the full floor: one floor action, timed.

On the full floor (``benchmarks.full_floor``: 60 tables, 420 seated, 150 waiting,
500,000 audit rows) a 61st table of the first game opens with ten seats and ten players
(one of them away). Each round breaks it with floorman's own draw
(``services.breaking.break_table``: the draw, the plan over every open table, the moves,
the list, the table closed, the record, one audit row) and then undoes the break, which
puts the ten players back, so every round breaks the same table on the same floor.
Round by round, alternately with the break, the baseline is a bare durable SQLite
commit with the desk's settings (``full_floor.BareCommit``). Goal (issue 11): the break
is one action under 50 ms (p95). The undo is reported beside it.

    .venv/bin/python -m benchmarks breaking

``FLOORMAN_BENCH_BREAK_ROUNDS`` sets the rounds (default 40).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from benchmarks.full_floor import BareCommit, BenchClock, figure, full_floor, percentile

GOAL_MS = 50.0
ROUNDS = int(os.environ.get("FLOORMAN_BENCH_BREAK_ROUNDS", "40"))
SEATS = 10


def _timed(work: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = work()
    return (time.perf_counter() - start) * 1000, result


def run() -> list[dict[str, Any]]:
    from floorman.services import breaking, games, seats
    from floorman.services.desk import Desk
    from floorman.services.undo import revert
    from floorman.services.views import floor_view
    from floorman.store import open_store

    floor = full_floor()
    clock = BenchClock(floor.clock_start)
    desk = Desk(open_store(floor.url), clock=clock, rng=random.Random(11), actor="bench")
    bare = BareCommit(floor.folder)
    number = len(floor.tables) + 1
    table = games.open_table(desk, number=number, game_id=floor.games[0],
                             seats=SEATS).created_id
    for seat, player in enumerate(floor.spare_players[:SEATS], start=1):
        seats.seat_player(desk, table_id=table, seat=seat, player_id=player, buy_in="200")
        clock.advance(2)
    seats.mark_away(desk, table_id=table, seat=4)
    before = floor_view(desk)
    broken: list[float] = []
    undone: list[float] = []
    baseline: list[float] = []
    kinds: dict[str, int] = {}
    for round_ in range(ROUNDS + 2):  # two warm-up rounds: caches, statements
        clock.advance(30)
        base_ms, _ = _timed(bare)
        break_ms, change = _timed(lambda: breaking.break_table(desk, table_id=table))
        clock.advance(5)
        undo_ms, _ = _timed(partial(revert, desk, change.audit_id))
        if round_ < 2:
            continue
        baseline.append(base_ms)
        broken.append(break_ms)
        undone.append(undo_ms)
    record = breaking.break_records(desk)  # every break was undone: none is left
    restored = floor_view(desk)
    same = (restored.tables, restored.lists) == (before.tables, before.lists) and not record
    # What one break does on this floor, for the detail.
    change = breaking.break_table(desk, table_id=table)
    (last,) = breaking.break_records(desk, number)
    for move in last.document["moves"]:
        kinds[move["kind"]] = kinds.get(move["kind"], 0) + 1
    revert(desk, change.audit_id)
    desk.store.close()
    bare.close()
    detail = {"tables": len(floor.tables) + 1, "broken_table_seats": SEATS,
              "rounds": ROUNDS, "moves": kinds, "undo_restores_the_floor": same,
              "undo_p95_ms": round(percentile(undone, 95), 2)}
    base50, base95 = percentile(baseline, 50), percentile(baseline, 95)
    p95 = percentile(broken, 95)
    return [
        figure("break a full 10-seat table into the 60-table floor (one action), p50", "ms",
               percentile(broken, 50), "bare durable SQLite commit, p50", base50,
               "reported", True, **detail),
        figure("break a full 10-seat table into the 60-table floor (one action), p95", "ms",
               p95, "bare durable SQLite commit, p95", base95,
               f"p95 under {GOAL_MS:g} ms, and undo restores the floor",
               p95 < GOAL_MS and same, **detail),
        figure("undo of that break, p95", "ms", percentile(undone, 95),
               "bare durable SQLite commit, p95", base95, "reported", True, **detail),
    ]


if __name__ == "__main__":
    for found in run():
        print(found)
