"""``make bench``: run the benchmark modules and write ``benchmarks/results.json``.

Every ``bench_*.py`` here is run, in name order, except ``bench_races``; give names to
run a subset (``python -m benchmarks desk floor_map``, with or without ``bench_``).
The desk figures run on one full floor (``benchmarks.full_floor``: 60 tables, 420
seated, 150 waiting, 500,000 audit rows), built once per run in a temporary folder;
the whole default run takes a few minutes (``FLOORMAN_BENCH_MEMORY_ACTIONS``,
``FLOORMAN_BENCH_DESK_TABLES`` and ``FLOORMAN_BENCH_RULINGS`` make it shorter).
``bench_races`` starts three desk processes, races them on a SQLite file and on the
PostgreSQL server at ``FLOORMAN_BENCH_POSTGRES`` (reported as not met when there is
none) and takes about half an hour at its default 1,000 rounds per kind
(``FLOORMAN_BENCH_RACE_ROUNDS``): it runs only when named, or with
``FLOORMAN_BENCH_RACES=1``. ``bench_tournament`` plays a 10,000-entrant event through a
store (about a minute) and a 100,000-entrant one in memory. ``bench_board`` times the
public board's repaint at 1920x1080 on the full floor with 20 waiting lists; ``bench_clock``
the clock screen's, and its drift over an hour on an injected clock and over 20 s on the
wall clock (``FLOORMAN_BENCH_CLOCK_SECONDS``). ``bench_bundle`` weighs the installer
bundle (``dist/floorman``, built first with ``make bundle`` when missing or older than
the sources) against what ``make run`` installs, and times its desk's cold start against
``python -m floorman``'s. Each figure
has its baseline (measured in the same run, alternately with it), the goal from its
issue (10, 11, 13 or 14; a few are our own and say so), and ``met`` computed from the
numbers.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).parent


def main(argv: list[str]) -> int:
    wanted = set(argv)
    results = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {"python": platform.python_version(), "system": platform.platform(),
                    "cpus": os.cpu_count()},
        "figures": [],
    }
    for path in sorted(HERE.glob("bench_*.py")):
        name = path.stem
        if wanted and name not in wanted and name.removeprefix("bench_") not in wanted:
            continue
        if not wanted and name == "bench_races" and not os.environ.get("FLOORMAN_BENCH_RACES"):
            continue
        print(f"{name} ...", flush=True)
        start = time.perf_counter()
        figures = importlib.import_module(f"benchmarks.{name}").run()
        for figure in figures:
            figure["module"] = name
            mark = "met" if figure.get("met") else "NOT MET"
            print(f"  {figure['name']}: {figure['value']} {figure['unit']} "
                  f"(baseline {figure['baseline_name']}: {figure['baseline_value']}; "
                  f"ratio {figure['ratio']}; goal {figure['goal']}: {mark})", flush=True)
        print(f"  ({time.perf_counter() - start:.1f} s)")
        results["figures"].extend(figures)  # type: ignore[attr-defined]
    out = HERE / "results.json"
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
