"""Latency of the desk's busiest actions on a store holding a year of history.

A SQLite store is filled with about a year of a busy room: 20,000 players and 500,000
audit rows (written in bulk, the way they would have accumulated), 60 tables and their
games. Then the actions a supervisor repeats all shift (call a listed player to a seat,
seat them, hold a seat, release it, unseat) are timed one by one through the services,
each a full transaction with its audit row and a durable commit. The baseline is the
same actions on a fresh store of the same floor without the history, measured in the
same run: the goal is a p95 under 20 ms, and history should cost next to nothing.
Opening each store is timed too, alternately: every open runs SQLite's quick_check over
the whole file, which is what a year of history costs at start-up.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from floorman.floor.names import fold
from floorman.services import games, players, seats, waitlists
from floorman.services.desk import Desk
from floorman.store import open_store
from floorman.store.models import AuditEntry, Player

PLAYERS = 20_000
AUDIT_ROWS = 500_000
TABLES = 60
ROUNDS = 150
GOAL_MS = 20.0
OPENINGS = 5


def _fill_history(desk: Desk) -> None:
    """Bulk-insert a year of players and audit rows, shaped like real ones."""
    start = datetime(2025, 11, 30, tzinfo=UTC)
    seat_row = {"id": 1, "table_id": 3, "number": 4, "player_id": 77, "state": "playing",
                "since": start.isoformat(), "away_since": None, "buy_in": "200"}
    with desk.store.writing() as session:
        session.execute(insert(Player), [
            {"name": f"Jugador {n:05d}", "search_name": fold(f"Jugador {n:05d}"),
             "created_at": start + timedelta(minutes=n)}
            for n in range(PLAYERS)
        ])
        batch = []
        for n in range(AUDIT_ROWS):
            batch.append({
                "at": start + timedelta(seconds=60 * n),
                "actor": "floor",
                "action": "seat_player",
                "summary_en": f"Seated Jugador {n % PLAYERS:05d} at table 3, seat 4",
                "summary_es": f"Jugador {n % PLAYERS:05d} sentado en la mesa 3, asiento 4",
                "before": {"seats": {str(n): None}},
                "after": {"seats": {str(n): seat_row}},
            })
            if len(batch) == 20_000:
                session.execute(insert(AuditEntry), batch)
                batch = []
        if batch:
            session.execute(insert(AuditEntry), batch)


def _floor(desk: Desk) -> tuple[int, list[int]]:
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    tables = [games.open_table(desk, number=n, game_id=game).created_id
              for n in range(1, TABLES + 1)]
    return game, tables


def _time(samples: list[float], desk: Desk, action: Callable[..., Any], **facts: Any) -> None:
    start = time.perf_counter()
    action(desk, **facts)
    samples.append((time.perf_counter() - start) * 1000)


def _measure(desk: Desk, game: int, tables: list[int]) -> dict[str, list[float]]:
    """Time call, seat, hold, release and unseat, ROUNDS times each."""
    timings: dict[str, list[float]] = {"call": [], "seat": [], "hold": [], "release": [],
                                       "unseat": []}
    ids = [players.add_player(desk, name=f"Bench {n}").created_id for n in range(ROUNDS * 2)]
    for n in range(ROUNDS):
        table = tables[n % len(tables)]
        seat = 1 + (n // len(tables)) % 9
        called, holder = ids[2 * n], ids[2 * n + 1]
        waitlists.add_to_waitlist(desk, game_id=game, player_id=called)
        _time(timings["call"], desk, seats.call_player, table_id=table, seat=seat,
              player_id=called)
        _time(timings["seat"], desk, seats.seat_player, table_id=table, seat=seat,
              player_id=called, buy_in="200")
        other = tables[(n + 7) % len(tables)]
        _time(timings["hold"], desk, seats.hold_seat, table_id=other, seat=9, player_id=holder)
        _time(timings["release"], desk, seats.release_hold, table_id=other, seat=9)
        _time(timings["unseat"], desk, seats.unseat_player, table_id=table, seat=seat)
    return timings


def _openings(folder: Path) -> tuple[list[float], list[float]]:
    """Seconds to open (check, and find current) the year-old store and the fresh one,
    alternately, milliseconds each."""
    year, fresh = [], []
    for _ in range(OPENINGS):
        for path, samples in ((folder / "year.sqlite", year), (folder / "fresh.sqlite", fresh)):
            start = time.perf_counter()
            open_store(f"sqlite:///{path}").close()
            samples.append((time.perf_counter() - start) * 1000)
    return year, fresh


def _percentile(values: list[float], share: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(share * 100) - 1]


def run() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        fresh = Desk(open_store(f"sqlite:///{Path(folder) / 'fresh.sqlite'}"))
        game, tables = _floor(fresh)
        baseline = _measure(fresh, game, tables)
        fresh.store.close()

        loaded = Desk(open_store(f"sqlite:///{Path(folder) / 'year.sqlite'}"))
        fill_start = time.perf_counter()
        _fill_history(loaded)
        fill_seconds = time.perf_counter() - fill_start
        game, tables = _floor(loaded)
        measured = _measure(loaded, game, tables)
        size_mb = (Path(folder) / "year.sqlite").stat().st_size / 1e6
        loaded.store.close()
        opening, opening_fresh = _openings(Path(folder))

    figures = [{
        "name": "opening the store (year of history)",
        "unit": "ms",
        "value": round(statistics.median(opening), 1),
        "baseline_name": "opening the fresh store of the same floor, median",
        "baseline_value": round(statistics.median(opening_fresh), 1),
        "ratio": round(statistics.median(opening) / statistics.median(opening_fresh), 2),
        "goal": "reported (includes SQLite's quick_check of the whole file; the desk "
                "window paints before the store opens)",
        "met": True,
        "detail": json.dumps({"store_mb": round(size_mb), "rounds": OPENINGS}),
    }]
    for kind in measured:
        for share, label in ((0.5, "p50"), (0.95, "p95")):
            value = _percentile(measured[kind], share)
            base = _percentile(baseline[kind], share)
            figures.append({
                "name": f"{kind} action {label} (year of history)",
                "unit": "ms",
                "value": round(value, 2),
                "baseline_name": f"{kind} action {label} on a fresh store",
                "baseline_value": round(base, 2),
                "ratio": round(value / base, 2),
                "goal": f"p95 under {GOAL_MS:.0f} ms" if label == "p95" else "reported",
                "met": value < GOAL_MS,
                "detail": json.dumps({"players": PLAYERS, "audit_rows": AUDIT_ROWS,
                                      "store_mb": round(size_mb), "rounds": ROUNDS,
                                      "history_fill_s": round(fill_seconds, 1)}),
            })
    return figures
