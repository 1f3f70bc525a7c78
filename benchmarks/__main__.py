"""``make bench``: run every benchmark module and write ``benchmarks/results.json``.

Every ``bench_*.py`` here is run, in name order, unless names are given
(``python -m benchmarks bench_races``). ``bench_races`` starts three desk processes,
races them on a SQLite file and on the PostgreSQL server at ``FLOORMAN_BENCH_POSTGRES``
(reported as not met when there is none) and takes about half an hour at its default
1,000 rounds per kind (``FLOORMAN_BENCH_RACE_ROUNDS``).
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
