"""Search as you type: the rulebook and the rulings log, one keystroke at a time.

A SQLite store holds the whole rulebook and 10,000 logged rulings (real engine rulings
over the scenario files, with players, supervisors, tables and a tenth overruled with a
reason), written in bulk in one transaction: this is setup, not floor actions. Then
several queries in English and Spanish ("igualar", "all-in", "reparto erróneo",
"raise", "boton"...) are typed one letter at a time, and each prefix is searched with
``search_rulebook`` (synonyms, ranking) and with ``rulings_log(text=...)`` (the log's
default limit of 500, newest first, the lines the log lists; and with ``limit=100``, a
screenful). The baselines, measured in the same
run for the same prefixes, are the raw store queries: ``title_en LIKE :q OR title_es
LIKE :q`` on ``rulebook_entries``, and the same LIKE on ``rulings.search_text`` (newest
500 ids and summaries). Goal: a p95 under 16 ms a keystroke (one 60 Hz frame).

    .venv/bin/python -m benchmarks bench_rulebook_search
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert, text

from floorman.floor.names import fold
from floorman.rules import decide
from floorman.services.desk import Desk
from floorman.services.rulebook import search_rulebook
from floorman.services.rulings import rulings_log, search_text
from floorman.store import open_store
from floorman.store.models import LoggedRuling
from floorman.text import Lang, Text

SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "rules" / "scenarios"
RULINGS = 10_000
ROUNDS = 5
SCREENFUL = 100  # also timed: what a list on screen shows, against the default 500
GOAL_MS = 16.0
QUERIES: tuple[tuple[str, Lang], ...] = (
    ("igualar", "es"), ("all-in", "en"), ("reparto erróneo", "es"), ("raise", "en"),
    ("boton", "es"), ("misdeal", "en"), ("ciega grande", "es"), ("Ana Ruiz", "es"),
)
FIRST = ["José", "María", "Ana", "Luis", "Carmen", "Iñigo", "Núria", "John", "Mary", "Kim"]
LAST = ["García", "Ruiz", "López", "Muñoz", "Pérez", "Smith", "Ibáñez", "Nguyen"]
REASONS = ["The dealer announced the wrong amount; the player relied on it.",
           "Acción confusa del crupier: se respeta lo que entendió el jugador.",
           "Angle shooting: the floor protects the other players.",
           "El jugador no pudo ver las fichas por la posición del dealer."]


def _scenarios() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each valid scenario file's document and the engine's ruling on it."""
    found = []
    for path in sorted(SCENARIOS.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case["expect"]:
            found.append((case["scenario"], decide(case["scenario"]).to_json()))
    return found


SHOWN = [{"question": {"en": "Game?", "es": "¿Juego?"},
          "answer": {"en": "Hold'em", "es": "Hold'em"}}]


def ruling_row(rng: random.Random, scenario: dict[str, Any], ruling: dict[str, Any],
               summary: Text, players: str, supervisor: str, reason: str,
               recorded: datetime, shown: list[dict[str, Any]]) -> dict[str, Any]:
    """One logged ruling as a row for a bulk insert (its table and the time of the hand
    drawn from ``rng``)."""
    return {
        "search_text": search_text(summary, players, supervisor, reason, ruling["kind"],
                                   ruling["rules"]),
        "recorded_at": recorded, "table_number": rng.randint(1, 60),
        "outcome": "overruled" if reason else "accepted", "kind": ruling["kind"],
        "walkthrough": ruling["kind"], "profile": ruling["profile"],
        "hand_time": recorded - timedelta(minutes=rng.randint(1, 20)),
        "supervisor": supervisor, "players": players, "summary_en": summary.en,
        "summary_es": summary.es, "reason": reason, "rules": ruling["rules"],
        "ruling": ruling, "shown": shown, "scenario": scenario,
    }


def _fill(desk: Desk) -> None:
    """Bulk-insert RULINGS logged rulings spread over a year."""
    rng = random.Random(4)
    cases = _scenarios()
    start = datetime(2025, 11, 30, tzinfo=UTC)
    rows = []
    for n in range(RULINGS):
        scenario, ruling = cases[n % len(cases)]
        summary = Text(ruling["summary"]["en"], ruling["summary"]["es"])
        players = ", ".join(f"seat {rng.randint(1, 10)} {rng.choice(FIRST)} {rng.choice(LAST)}"
                            for _ in range(rng.randint(1, 3)))
        supervisor = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        overruled = rng.random() < 0.1
        reason = rng.choice(REASONS) if overruled else ""
        recorded = start + timedelta(minutes=52 * n)
        rows.append(ruling_row(rng, scenario, ruling, summary, players, supervisor, reason,
                               recorded, SHOWN))
    with desk.store.writing() as session:
        session.execute(insert(LoggedRuling), rows)


def _prefixes() -> list[tuple[str, Lang]]:
    """Every prefix of every query, as typed one keystroke at a time."""
    return [(query[:end], lang) for query, lang in QUERIES for end in range(1, len(query) + 1)
            if query[:end].strip()]


def _time(samples: list[float], work: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    start = time.perf_counter()
    work(*args, **kwargs)
    samples.append((time.perf_counter() - start) * 1000)


def _percentile(values: list[float], share: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(share * 100) - 1]


RULEBOOK_SQL = text("SELECT id, title_en, title_es FROM rulebook_entries "
                    "WHERE title_en LIKE :q OR title_es LIKE :q")
RULINGS_SQL = text("SELECT id, summary_en, summary_es FROM rulings WHERE search_text LIKE :q "
                   "ORDER BY recorded_at DESC LIMIT 500")
RULINGS_100_SQL = text("SELECT id, summary_en, summary_es FROM rulings "
                       "WHERE search_text LIKE :q ORDER BY recorded_at DESC LIMIT 100")


def _measure(desk: Desk) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {"rulebook": [], "rulebook_sql": [], "log": [],
                                       "log_sql": [], "log100": [], "log100_sql": []}
    reader = desk.store.reader

    def raw(query: Any, pattern: str) -> None:
        with reader.connect() as connection:
            connection.execute(query, {"q": pattern}).all()

    for _ in range(ROUNDS):
        for prefix, lang in _prefixes():
            _time(timings["rulebook"], search_rulebook, desk, prefix, lang)
            _time(timings["rulebook_sql"], raw, RULEBOOK_SQL, f"%{prefix}%")
            _time(timings["log"], rulings_log, desk, text=prefix)
            _time(timings["log_sql"], raw, RULINGS_SQL, f"%{fold(prefix)}%")
            _time(timings["log100"], rulings_log, desk, text=prefix, limit=SCREENFUL)
            _time(timings["log100_sql"], raw, RULINGS_100_SQL, f"%{fold(prefix)}%")
    return timings


def run() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "rulings.sqlite"
        desk = Desk(open_store(f"sqlite:///{path}"))
        fill_start = time.perf_counter()
        _fill(desk)
        fill_seconds = time.perf_counter() - fill_start
        cold_start = time.perf_counter()
        search_rulebook(desk, "i", "es")  # the first search indexes the rulebook once
        cold_ms = (time.perf_counter() - cold_start) * 1000
        rulings_log(desk, text="i")
        timings = _measure(desk)
        found = {prefix: (len(search_rulebook(desk, prefix, lang)),
                          len(rulings_log(desk, text=prefix)))
                 for prefix, lang in _prefixes()}
        size_mb = path.stat().st_size / 1e6
        desk.store.close()

    detail = {"rulings": RULINGS, "rounds": ROUNDS, "keystrokes": len(found),
              "queries": [q for q, _ in QUERIES], "store_mb": round(size_mb, 1),
              "fill_s": round(fill_seconds, 1), "first_search_ms": round(cold_ms, 1),
              "found_full_query": {q: found[q] for q, _ in QUERIES}}
    figures = []
    for kind, name, base_name in (
        ("rulebook", "rulebook search (search_rulebook)",
         "SQL title_en/title_es LIKE on rulebook_entries"),
        ("log", "rulings log search (rulings_log text=, 10,000 rulings)",
         "SQL LIKE on rulings.search_text, newest 500"),
        ("log100", f"rulings log search, limit={SCREENFUL} (a screenful)",
         f"SQL LIKE on rulings.search_text, newest {SCREENFUL}"),
    ):
        for share, label in ((0.5, "p50"), (0.95, "p95")):
            value = _percentile(timings[kind], share)
            base = _percentile(timings[f"{kind}_sql"], share)
            figures.append({
                "name": f"{name} per keystroke {label}",
                "unit": "ms",
                "value": round(value, 2),
                "baseline_name": f"{base_name} {label}",
                "baseline_value": round(base, 2),
                "ratio": round(value / base, 2),
                "goal": f"p95 under {GOAL_MS:.0f} ms" if label == "p95" else "reported",
                "met": value < GOAL_MS,
                "detail": json.dumps(detail, ensure_ascii=False),
            })
    return figures


if __name__ == "__main__":
    for figure in run():
        print(figure)
