"""Hand evaluations per second through the engine, beside raw pokerkit on the same hands.

Two workloads, each timed for the engine (``floorman.rules.hands.evaluate``: checks the
hand, asks pokerkit, wraps the answer in a typed value) and for pokerkit called directly
on cards already in its own form: seven-card high (hold'em) and Omaha high-low (the
high hand and the 8-or-better low of four hole cards and five board cards). The goal is
that the engine costs no more than twice the raw library. The hands come from a seeded
random generator, so every run times the same hands; the whole run takes a few seconds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from floorman.rules.cards import SUITS, Card
from floorman.rules.game import Variant
from floorman.rules.hands import evaluate, load_pokerkit

DECK = [Card(rank, suit) for rank in range(2, 15) for suit in SUITS]
SECONDS = 1.5  # per measurement; four measurements keep the run well under 15 s


def _deals(count: int, size: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, size) for _ in range(count)]


def _rate(work: Callable[[], int], seconds: float = SECONDS) -> float:
    """Evaluations per second: repeat ``work`` (which returns how many it did) for about
    ``seconds`` and divide."""
    done, start = 0, time.perf_counter()
    while True:
        done += work()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def _figure(name: str, value: float, baseline_name: str, baseline: float) -> dict[str, Any]:
    ratio = baseline / value  # how many times the raw library's cost the engine spends
    return {
        "name": name,
        "unit": "evaluations/s",
        "value": round(value, 1),
        "baseline_name": baseline_name,
        "baseline_value": round(baseline, 1),
        "ratio": round(ratio, 3),
        "goal": "engine cost <= 2x raw pokerkit (ratio <= 2)",
        "met": ratio <= 2.0,
    }


def run() -> list[dict[str, Any]]:
    """Measure both workloads; one figure each, engine against raw pokerkit."""
    kit = load_pokerkit()  # build pokerkit's tables before any clock starts
    holdem = _deals(500, 7, seed=7)
    omaha = _deals(200, 9, seed=9)
    holdem_pk = [[kit.to_pk[c] for c in deal] for deal in holdem]
    omaha_pk = [[kit.to_pk[c] for c in deal] for deal in omaha]

    def engine_holdem() -> int:
        for deal in holdem:
            evaluate(Variant.HOLDEM, deal[:2], deal[2:])
        return len(holdem)

    def raw_holdem() -> int:
        for deal in holdem_pk:
            kit.high.from_game(deal[:2], deal[2:])
        return len(holdem_pk)

    def engine_omaha() -> int:
        for deal in omaha:
            evaluate(Variant.OMAHA_8, deal[:4], deal[4:])
        return len(omaha)

    def raw_omaha() -> int:
        for deal in omaha_pk:
            kit.omaha_high.from_game(deal[:4], deal[4:])
            kit.omaha_low_8.from_game_or_none(deal[:4], deal[4:])
        return len(omaha_pk)

    def pair(engine: Callable[[], int], raw: Callable[[], int]) -> Sequence[float]:
        # Warm both paths once so neither pays for first-call costs inside its timing.
        engine()
        raw()
        return _rate(engine), _rate(raw)

    holdem_engine, holdem_raw = pair(engine_holdem, raw_holdem)
    omaha_engine, omaha_raw = pair(engine_omaha, raw_omaha)
    return [
        _figure("hand evaluation: 7-card high (hold'em)", holdem_engine,
                "pokerkit StandardHighHand.from_game", holdem_raw),
        _figure("hand evaluation: Omaha high-low", omaha_engine,
                "pokerkit OmahaHoldemHand + OmahaEightOrBetterLowHand", omaha_raw),
    ]


if __name__ == "__main__":
    for figure in run():
        print(figure)
