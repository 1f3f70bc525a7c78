"""The full floor every desk benchmark runs on, built once per ``make bench`` run.

A busy room on a Friday night, with a year behind it: 60 tables of 9 seats over four
games, 420 players seated (one of them away at every table), 20 seats held, 150
players on the waiting lists (a few of them playing another game meanwhile), a handful
of table-change requests, 20,000 players on file and 500,000 audit rows. The history
is written in bulk (it is set-up, not floor actions); the floor itself is built through
the desk's own services, so every row is as the desk writes it. The store is built into
a temporary folder the first time a benchmark asks for it and copied for each one that
does (each copy starts from the same floor; the folder goes when the run ends).

Also here: the clock the benchmarks' desks share, the bare durable SQLite commit that
is the baseline of every floor action figure, and small timing helpers.
"""

from __future__ import annotations

import atexit
import json
import shutil
import sqlite3
import statistics
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

TABLES = 60
SEATS = 9
SEATED_PER_TABLE = 7  # 420 seated
HELD_EVERY = 3  # a held seat at every third table: 20 holds
WAITING = 150
PLAYING_ELSEWHERE = 20  # of the waiting players, seated in another game meanwhile
CHANGES = 8
PLAYERS = 20_000
AUDIT_ROWS = 500_000
START = datetime(2026, 11, 27, 22, 0, tzinfo=UTC)
GAMES = (("holdem", "no_limit", "1", "2", "100", "300"),
         ("holdem", "no_limit", "2", "5", "200", "1000"),
         ("holdem", "limit", "4", "8", "100", "400"),
         ("omaha", "pot_limit", "1", "2", "100", "500"))
FIRST = ["José", "María", "Juan", "Ana", "Luis", "Carmen", "Alejandro", "Lucía", "Iñigo",
         "Núria", "John", "Mary", "Kim", "Óscar", "Sofía", "Ramón"]
LAST = ["García", "Fernández", "Martínez", "López", "Ramírez", "Rodríguez", "Muñoz",
        "Ibáñez", "Smith", "Nguyen", "Castillo", "Serrano"]


class BenchClock:
    """The desks' clock: it moves only when a benchmark says so, like the tests' clock,
    so countdowns and waiting times are the same on every run."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@dataclass(frozen=True)
class FullFloor:
    """A copy of the full floor's store, and what the benchmarks act on."""

    folder: Path
    path: Path
    games: tuple[int, ...]
    tables: tuple[int, ...]
    spare_players: tuple[int, ...]  # on file, on no seat, list or request
    clock_start: datetime

    @property
    def url(self) -> str:
        return f"sqlite:///{self.path}"


_BUILT: dict[str, Any] = {}


def _name(n: int) -> str:
    return f"{FIRST[n % len(FIRST)]} {LAST[n // len(FIRST) % len(LAST)]} {n:05d}"


def _fill_history(path: Path) -> None:
    """Players on file and a year of audit rows, written straight into the file."""
    from floorman.floor.names import fold

    start = datetime(2025, 11, 27, tzinfo=UTC)
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO players (name, search_name, created_at, nickname, search_nickname, "
            "phone, search_phone, notes, barred, barred_reason) "
            "VALUES (?, ?, ?, '', '', '', '', '', 0, '')",
            ((_name(n), fold(_name(n)),
              (start + timedelta(minutes=n)).replace(tzinfo=None).isoformat(" "))
             for n in range(PLAYERS)))
        seat_row = {"id": 1, "table_id": 3, "number": 4, "player_id": 77, "state": "playing",
                    "since": start.isoformat(), "away_since": None, "buy_in": "200"}

        def rows() -> Any:
            for n in range(AUDIT_ROWS):
                yield ((start + timedelta(seconds=60 * n)).replace(tzinfo=None).isoformat(" "),
                       "floor", "seat_player",
                       f"Seated {_name(n % PLAYERS)} at table 3, seat 4",
                       f"{_name(n % PLAYERS)} sentado en la mesa 3, asiento 4",
                       json.dumps({"seats": {str(n): None}}),
                       json.dumps({"seats": {str(n): seat_row}}))

        db.executemany("INSERT INTO audit_log (at, actor, action, summary_en, summary_es, "
                       "before, after) VALUES (?, ?, ?, ?, ?, ?, ?)", rows())


def _build(folder: Path) -> dict[str, Any]:
    from floorman.services import games, players, seats, waitlists
    from floorman.services.desk import Desk
    from floorman.store import open_store

    path = folder / "built.sqlite"
    open_store(f"sqlite:///{path}").close()  # create and migrate
    started = time.perf_counter()
    _fill_history(path)
    clock = BenchClock(START - timedelta(hours=2))
    desk = Desk(open_store(f"sqlite:///{path}"), clock=clock)
    game_ids = [games.add_game(desk, variant=v, betting=b, stake_small=s, stake_big=g,
                               min_buy_in=lo, max_buy_in=hi).created_id
                for v, b, s, g, lo, hi in GAMES]
    table_ids = [games.open_table(desk, number=n, game_id=game_ids[(n - 1) % len(game_ids)])
                 .created_id for n in range(1, TABLES + 1)]
    # Players on the floor tonight: the newest on file (ids after the history's).
    people = [players.add_player(desk, name=_name(PLAYERS + n)).created_id
              for n in range(TABLES * SEATED_PER_TABLE + WAITING + TABLES)]
    seated: list[tuple[int, int, int]] = []  # table, seat, player
    next_person = 0
    for table in table_ids:
        for seat in range(1, SEATED_PER_TABLE + 1):
            player = people[next_person]
            next_person += 1
            seats.seat_player(desk, table_id=table, seat=seat, player_id=player, buy_in="200")
            seated.append((table, seat, player))
            clock.advance(2)
    # The waiting lists: new faces, and some of the seated waiting for another game.
    elsewhere = [p for t, _s, p in seated[::len(seated) // PLAYING_ELSEWHERE]]
    elsewhere = elsewhere[:PLAYING_ELSEWHERE]
    table_game = {t: game_ids[i % len(game_ids)] for i, t in enumerate(table_ids)}
    game_of_player = {p: table_game[t] for t, _s, p in seated}
    waiting = 0
    clock.now = START - timedelta(minutes=35)
    for player in elsewhere:
        other = game_ids[(game_ids.index(game_of_player[player]) + 1) % len(game_ids)]
        waitlists.add_to_waitlist(desk, game_id=other, player_id=player)
        waiting += 1
        clock.advance(11)
    while waiting < WAITING:
        waitlists.add_to_waitlist(desk, game_id=game_ids[waiting % len(game_ids)],
                                  player_id=people[next_person],
                                  call_in=waiting > 100 and waiting % 17 == 0)
        next_person += 1
        waiting += 1
        clock.advance(11)
    for _t, _s, p in seated[5::len(seated) // CHANGES][:CHANGES]:
        if p not in elsewhere:
            seats.request_table_change(desk, player_id=p)
    # Held seats and players away in the last minutes, so every countdown runs.
    clock.now = START - timedelta(minutes=3)
    for index, table in enumerate(table_ids):
        if index % HELD_EVERY == 0:
            seats.hold_seat(desk, table_id=table, seat=SEATS, player_id=people[next_person])
            next_person += 1
        clock.advance(2)
        seats.mark_away(desk, table_id=table, seat=1 + index % SEATED_PER_TABLE)
    spare = tuple(people[next_person:])
    desk.store.close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return {"path": path, "games": tuple(game_ids), "tables": tuple(table_ids),
            "spare": spare, "build_s": round(time.perf_counter() - started, 1)}


def full_floor() -> FullFloor:
    """A fresh copy of the full floor (built on the first call of the run)."""
    if not _BUILT:
        folder = Path(tempfile.mkdtemp(prefix="floorman-bench-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        _BUILT.update(_build(folder), folder=folder)
        _BUILT["copies"] = 0
    _BUILT["copies"] += 1
    copy = Path(_BUILT["folder"]) / f"floor-{_BUILT['copies']}"
    copy.mkdir()
    shutil.copyfile(_BUILT["path"], copy / "floor.sqlite")
    return FullFloor(copy, copy / "floor.sqlite", _BUILT["games"], _BUILT["tables"],
                     _BUILT["spare"], START)


def build_seconds() -> float:
    return float(_BUILT.get("build_s", 0.0))


class BareCommit:
    """The baseline of every floor action: one durable SQLite commit, with the desk's own
    settings (WAL, synchronous=FULL, foreign keys, BEGIN IMMEDIATE), that changes one row
    and appends one audit-like row, in a file beside the floor's."""

    def __init__(self, folder: Path) -> None:
        self._db = sqlite3.connect(folder / "bare.sqlite", isolation_level=None)
        for pragma in ("journal_mode=WAL", "foreign_keys=ON", "synchronous=FULL",
                       "busy_timeout=10000"):
            self._db.execute(f"PRAGMA {pragma}")
        self._db.execute("CREATE TABLE IF NOT EXISTS seat (id INTEGER PRIMARY KEY, state TEXT)")
        self._db.execute("CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY, at TEXT, "
                         "body TEXT)")
        self._db.execute("INSERT OR IGNORE INTO seat VALUES (1, 'playing')")
        self._round = 0

    def __call__(self) -> None:
        self._round += 1
        state = "away" if self._round % 2 else "playing"
        self._db.execute("BEGIN IMMEDIATE")
        self._db.execute("UPDATE seat SET state = ? WHERE id = 1", (state,))
        self._db.execute("INSERT INTO log (at, body) VALUES (?, ?)",
                         (str(self._round), json.dumps({"seats": {"1": {"state": state}}})))
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._db.close()


def percentile(values: list[float], percent: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[percent - 1]


def figure(name: str, unit: str, value: float, baseline_name: str, baseline: float,
           goal: str, met: bool, **detail: Any) -> dict[str, Any]:
    """One figure as ``make bench`` writes it."""
    return {"name": name, "unit": unit, "value": round(value, 2),
            "baseline_name": baseline_name, "baseline_value": round(baseline, 2),
            "ratio": round(value / baseline, 2) if baseline else None,
            "goal": goal, "met": bool(met),
            "detail": json.dumps(detail, ensure_ascii=False)}
