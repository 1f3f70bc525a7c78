"""floorman's benchmarks: ``make bench`` runs every ``bench_*.py`` module here.

Each module exposes ``run() -> list[dict]``; each figure is compared with a baseline
measured in the same run, on the same machine, so the ratio means something wherever
it is run. Figures land in ``benchmarks/results.json``.
"""
