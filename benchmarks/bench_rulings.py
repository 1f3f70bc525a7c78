"""Rulings per second through ``decide``, against reading the same documents.

Two mixes. The whole mix is every valid scenario file of every kind (bets, pots and
showdowns with their hand evaluations, blinds, kill pots, irregularities, card draws);
its baseline is ``json.loads`` of the same documents with the house rules they name,
the part of the work that is not rules at all. The betting mix is every valid scenario
file under ``tests/rules/scenarios/betting/`` (bet
interpretation, betting options, corrections, out of turn; no limit, pot limit, limit
and stud), each decided from its JSON text: ``json.loads`` and then ``decide``, as the
CLI and the rulings assistant do.

The baseline, measured in the same run over the same documents, is ``json.loads`` plus
reading every fact of the round through ``Facts`` (``read_round``: structure, players,
actions and pot, with all their checks). That is the work any ruling must do before it
can think, so the ratio shows what the rules themselves cost on top of reading the
input; a bare ``Facts(...)`` wrapper would be a misleadingly cheap baseline because it
reads nothing. ``ratio`` is the cost of a ruling over the cost of reading its facts
(baseline rate divided by ruling rate). Goal: at least 1,000 rulings a second (a dealer
waits on one at a time), and the rules costing no more than 20 times the reading of
their facts.

The whole run is kept to a few seconds: each side is timed for a fixed budget of
rounds over the mix, and the best of three repetitions is reported.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from floorman.rules import decide
from floorman.rules.betting_round import read_round
from floorman.rules.facts import Facts
from floorman.rules.policy import house_rules

ALL_SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "rules" / "scenarios"
SCENARIOS = ALL_SCENARIOS / "betting"
GOAL_PER_SECOND = 1000.0
GOAL_RATIO = 20.0
BUDGET_SECONDS = 1.0
REPEATS = 3


def _documents(folder: Path = SCENARIOS) -> list[str]:
    """The JSON text of each valid scenario document under ``folder``."""
    texts = []
    for path in sorted(folder.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case["expect"]:
            texts.append(json.dumps(case["scenario"]))
    return texts


def _rate(texts: list[str], work: Any) -> float:
    """Documents per second for ``work(text)``, best of ``REPEATS`` timed passes."""
    best = 0.0
    for _ in range(REPEATS):
        done = 0
        start = time.perf_counter()
        while True:
            for text in texts:
                work(text)
            done += len(texts)
            elapsed = time.perf_counter() - start
            if elapsed >= BUDGET_SECONDS / REPEATS:
                break
        best = max(best, done / elapsed)
    return best


def _rule(text: str) -> None:
    decide(json.loads(text))


def _read(text: str) -> None:
    document = json.loads(text)
    read_round(Facts(document["facts"]))


def _parse(text: str) -> None:
    document = json.loads(text)
    house_rules(document.get("profile", "robert"), document.get("house"))


def run() -> list[dict[str, Any]]:
    """The figures: rulings per second over every kind, and over the betting kinds."""
    mixed = _documents(ALL_SCENARIOS)
    for text in mixed:
        _rule(text)
    mixed_rate = _rate(mixed, _rule)
    parse_rate = _rate(mixed, _parse)
    figures: list[dict[str, Any]] = [{
        "name": "rulings per second, every scenario kind (decide over all scenario files)",
        "unit": "rulings/s",
        "value": round(mixed_rate),
        "baseline_name": "json.loads + house rules of the same documents per second",
        "baseline_value": round(parse_rate),
        "ratio": round(parse_rate / mixed_rate, 2),
        "goal": f"at least {GOAL_PER_SECOND:,.0f} rulings/s",
        "met": mixed_rate >= GOAL_PER_SECOND,
        "detail": json.dumps({"documents": len(mixed),
                              "kinds": len({json.loads(t)["kind"] for t in mixed})}),
    }]
    texts = _documents()
    if not texts:
        raise RuntimeError(f"no betting scenario files under {SCENARIOS}")
    for text in texts:  # import every engine module and warm caches before timing
        _rule(text)
    kinds = Counter(json.loads(t)["kind"] for t in texts)
    rulings = _rate(texts, _rule)
    reading = _rate(texts, _read)
    ratio = reading / rulings
    figures.append({
        "name": "betting rulings per second (decide over the betting scenario files)",
        "unit": "rulings/s",
        "value": round(rulings),
        "baseline_name": "json.loads + reading the round's facts (read_round) per second",
        "baseline_value": round(reading),
        "ratio": round(ratio, 2),
        "goal": f"at least {GOAL_PER_SECOND:,.0f} rulings/s, rules at most "
                f"{GOAL_RATIO:g}x the cost of reading the facts",
        "met": rulings >= GOAL_PER_SECOND and ratio <= GOAL_RATIO,
        "detail": json.dumps({"documents": len(texts), "kinds": dict(kinds)}),
    })
    return figures


if __name__ == "__main__":
    for figure in run():
        print(figure)
