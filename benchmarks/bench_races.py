"""Desks racing on one store: wrong floors and time per race, for every kind of race.

Three desk processes share a store (a SQLite file, then a PostgreSQL database) and race
every kind in ``tests.services.race_kinds`` (a table closed while a player is seated
there, two "not here" on one entry, one action undone twice, a player seated while put
on the same game's list, two players for one seat, one player for two tables, three
desks for one seat, two holds for one player) for ``ROUNDS`` rounds each. After every
round the floor is checked; every ``REPLAY_EVERY`` rounds the audit log is replayed
over the rows it touched, and at the end of each kind over the whole floor.

The baseline is the same rounds with the desks taking turns (each acts only after the
previous one answered, the first desk changing every round), measured round by round
alternately with the races so both see the same floor as it grows. Taking turns can
leave no wrong floor; the races must not either: the goal is 0 wrong floors (and no
errors, no wrong answers) for every kind on both stores. A replay that finds the log and
the store disagreeing is counted with the races. Time per race is from the orders
given to the last desk's answer (set-up and checks not included), reported beside the
time the same actions take one after the other.

    .venv/bin/python -m benchmarks bench_races

``FLOORMAN_BENCH_RACE_ROUNDS`` changes the number of rounds (default 1000: about
half an hour on two cores); ``FLOORMAN_BENCH_POSTGRES`` names the PostgreSQL server
(a throwaway database is created there and dropped at the end).
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.services.race_desks import RaceDesks, RaceReport
from tests.services.race_kinds import KINDS, RaceFloor

ROUNDS = int(os.environ.get("FLOORMAN_BENCH_RACE_ROUNDS", "1000"))
REPLAY_EVERY = 50
PG_ADMIN_URL = os.environ.get(
    "FLOORMAN_BENCH_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
GOAL = "0 wrong floors (and no errors or wrong answers)"


@contextmanager
def _sqlite_store() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as folder:
        yield f"sqlite:///{Path(folder) / 'races.sqlite'}"


@contextmanager
def _postgresql_store() -> Iterator[str]:
    """A throwaway database on the server; raises when there is no server."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"floorman_bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        try:
            yield make_url(PG_ADMIN_URL).set(database=name).render_as_string(
                hide_password=False)
        finally:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


def _race_kind(floor: RaceFloor, kind: str) -> tuple[RaceReport, RaceReport, float]:
    raced = RaceReport(kind, floor.store_name, together=True)
    turns = RaceReport(kind, floor.store_name, together=False)
    start = time.perf_counter()
    for _ in range(ROUNDS):
        floor.race(kind, raced, together=True)
        floor.race(kind, turns, together=False)
        if raced.rounds % REPLAY_EVERY == 0:
            raced.add_replay(floor.replay_differences(every_row=False))
    raced.add_replay(floor.replay_differences(every_row=True))
    return raced, turns, time.perf_counter() - start


def _ms(values: list[float], share: float) -> float:
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(share * 100) - 1],
                 2)


def _figures(raced: RaceReport, turns: RaceReport, seconds: float) -> list[dict[str, Any]]:
    where = f"{raced.kind} ({raced.store})"
    detail = {
        "rounds": raced.rounds, "ok": raced.ok, "refused": raced.refused,
        "errors": raced.errors, "wrong_answers": raced.wrong_answers,
        "replay_mismatches": raced.replay_mismatches, "overlapped": raced.overlapped,
        "outcomes": dict(raced.outcomes),
        "turns": {"ok": turns.ok, "refused": turns.refused, "errors": turns.errors,
                  "wrong_answers": turns.wrong_answers, "outcomes": dict(turns.outcomes)},
        "first_wrong_floors": [text[:300] for text in raced.wrong[:3]],
        "first_wrong_answers": [text[:300] for text in raced.answers[:3]],
        "first_errors": [text[:300] for text in raced.error_texts[:3]],
        "refusals": dict(raced.refusals.most_common(3)),
        "seconds": round(seconds, 1),
    }
    clean = raced.wrong_floors == 0 and raced.errors == 0 and raced.wrong_answers == 0
    p50, base50 = _ms(raced.race_ms, 0.5), _ms(turns.race_ms, 0.5)
    return [
        {
            "name": f"wrong floors racing: {where}",
            "unit": f"rounds of {raced.rounds}",
            "value": raced.wrong_floors,
            "baseline_name": "the same rounds, desks taking turns",
            "baseline_value": turns.wrong_floors,
            "ratio": None,
            "goal": GOAL,
            "met": clean,
            "detail": json.dumps(detail, ensure_ascii=False),
        },
        {
            "name": f"time per race p50: {where}",
            "unit": "ms",
            "value": p50,
            "baseline_name": "the same actions one after the other, p50",
            "baseline_value": base50,
            "ratio": round(p50 / base50, 2) if base50 else None,
            "goal": "reported",
            "met": True,
            "detail": json.dumps({"p95": _ms(raced.race_ms, 0.95),
                                  "baseline_p95": _ms(turns.race_ms, 0.95)}),
        },
    ]


def _postgresql_missing() -> str | None:
    """Why the PostgreSQL races cannot run here, or None when the server answers."""
    from sqlalchemy import create_engine, text

    admin = create_engine(PG_ADMIN_URL)
    try:
        with admin.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception as error:  # any failure to reach the server means: not run
        return f"no server at {PG_ADMIN_URL}: {(str(error).splitlines() or [''])[0]}"
    finally:
        admin.dispose()
    return None


def run() -> list[dict[str, Any]]:
    figures: list[dict[str, Any]] = []
    with RaceDesks(3) as desks:
        for name, store in (("sqlite", _sqlite_store), ("postgresql", _postgresql_store)):
            missing = _postgresql_missing() if name == "postgresql" else None
            if missing:
                print(f"    races on {name} NOT RUN: {missing}", flush=True)
                figures.append({
                    "name": f"races on {name}", "unit": "wrong floors", "value": None,
                    "baseline_name": "desks taking turns", "baseline_value": None,
                    "ratio": None, "goal": GOAL, "met": False, "detail": f"not run: {missing}",
                })
                continue
            with store() as url, RaceFloor(url, desks) as floor:
                for kind in KINDS:
                    raced, turns, seconds = _race_kind(floor, kind)
                    print(f"    {kind} on {name}: {raced.wrong_floors} wrong floors, "
                          f"{raced.errors} errors, {raced.wrong_answers} wrong answers in "
                          f"{raced.rounds} races ({seconds:.0f} s)", flush=True)
                    figures += _figures(raced, turns, seconds)
    return figures
