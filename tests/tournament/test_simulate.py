"""The simulation (``floorman tournament simulate``): figures checked from the numbers,
the same seed plays the same event, the command needs no Qt, and every rule id the
tournament package cites is in the rulebook."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from floorman.app import main
from floorman.rules import rulebook
from floorman.tournament import simulate as simulation
from tests.rules.test_citations import CITATION

PACKAGE = Path(simulation.__file__).parent


@pytest.mark.parametrize("profile", ["tda", "robert"])
def test_a_simulated_event_is_within_the_bound_plus_the_forced_moves(profile: str) -> None:
    figures = simulation.simulate(500, 9, 3, profile)  # type: ignore[arg-type]
    moves = figures["moves"]
    assert moves["total"] == moves["balancing"] + moves["breaking"]
    assert figures["tables"] == 56 and figures["breaks"] == 55
    assert figures["redraws"]["at_tables"] == [3, 2, 1]
    forced = figures["forced_by_rule"]
    assert forced["total"] == forced["balancing"] + forced["moved_again_at_a_break"]
    assert moves["total"] <= figures["lower_bound"] + forced["total"]
    assert figures["goal"]["moves_at_most_lower_bound_plus_forced"]
    assert figures["lower_bound"] <= moves["total"]
    assert figures["places"]["valid"] and figures["places"]["winner"] is not None


def test_the_same_seed_plays_the_same_event() -> None:
    def figures(seed: int) -> dict[str, object]:
        found = simulation.simulate(300, 10, seed)
        del found["planning"]
        return found

    assert figures(5) == figures(5)
    assert figures(5) != figures(6)


def test_the_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "simulate", "--entrants", "200", "--table-size", "8",
                 "--seed", "1", "--profile", "robert"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["entrants"] == 200 and figures["profile"] == "robert"
    assert {"tables", "moves", "breaks", "redraws", "lower_bound", "forced_by_rule",
            "planning", "places"} <= set(figures)
    assert {"total_seconds", "slowest_step_ms"} <= set(figures["planning"])


@pytest.mark.parametrize(("argv", "words"), [
    (["--entrants", "1", "--table-size", "9"], "--entrants: give from 2"),
    (["--entrants", "20", "--table-size", "11"], "--table-size: a table has 2 to 10 seats"),
])
def test_the_command_refuses_bad_figures(argv: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "simulate", *argv, "--seed", "1", "--lang", "en"]) == 2
    assert words in capsys.readouterr().err


def test_the_command_does_not_import_qt() -> None:
    code = ("import sys, io, contextlib\n"
            "from floorman.app import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    main(['tournament', 'simulate', '--entrants', '50', '--table-size', '9', "
            "'--seed', '1'])\n"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'sqlalchemy'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PATH": ""}).stdout
    assert out.strip() == "[]"


def test_every_rule_id_the_tournament_package_cites_is_in_the_rulebook() -> None:
    cited: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        cited |= set(CITATION.findall(path.read_text(encoding="utf-8")))
    assert {"RRoP 15.14", "RRoP 15.17", "RRoP 15.18", "RRoP 15.35", "TDA 8-A",
            "TDA 11-C"} <= cited
    assert not [c for c in cited if rulebook.resolve(c) is None]
    assert re.search(r"TDA 10-B", (PACKAGE / "breaking.py").read_text(encoding="utf-8"))


class RecordingExecutor(simulation.FieldExecutor):
    """An outside executor: sees every hand and plan (as a store-backed one would)."""

    def __init__(self, field: simulation.Field) -> None:
        super().__init__(field)
        self.hands: list[simulation.Hand] = []
        self.plans: list[simulation.Plan] = []

    def play(self, hand: simulation.Hand) -> simulation.Eliminations:
        self.hands.append(hand)
        return super().play(hand)

    def apply(self, plan: simulation.Plan) -> None:
        self.plans.append(plan)
        super().apply(plan)


def test_an_outside_executor_drives_the_same_event() -> None:
    made: list[RecordingExecutor] = []

    def executor(field: simulation.Field) -> RecordingExecutor:
        made.append(RecordingExecutor(field))
        return made[0]

    figures = simulation.simulate(120, 9, 4, executor=executor)
    plain = simulation.simulate(120, 9, 4)
    del figures["planning"], plain["planning"]
    assert figures == plain
    recorder = made[0]
    assert sum(len(h.busts) for h in recorder.hands) == 119
    assert sum(len(p.moves) for p in recorder.plans if p.kind != "redraw") == (
        figures["moves"]["total"])
