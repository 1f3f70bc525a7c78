"""The command line on a tournament store: ``floorman tournament simulate --database URL``
plays an event through the store, and ``floorman print ... --tournament NAME`` prints a
tournament's seat cards, seat list, table sheets and move slips without a window."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from floorman.app import main
from floorman.services.desk import Desk
from floorman.services.tournament_reads import moves_made, tournament_view, tournaments
from floorman.store import open_store
from tests.services.tournament_helpers import bust, event, settle


def test_a_simulation_through_the_store_reports_its_actions(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path}/sim.sqlite"
    assert main(["tournament", "simulate", "--entrants", "60", "--table-size", "6",
                 "--seed", "4", "--database", url, "--lang", "en"]) == 0
    figures = json.loads(capsys.readouterr().out)
    store = figures["store"]
    assert figures["places"]["valid"] and store["actions"] > 60
    assert store["p95_ms"] > 0 and store["actions_per_second"] > 0
    assert store["slowest_action"] in store["by_action"]
    assert set(store["by_action"]) <= {"hand", "bust_out", "balancing_move", "break", "redraw"}
    opened = open_store(url)
    try:
        (listed,) = tournaments(Desk(opened))
        assert listed.finished and listed.entries == 60
        # The same seed plays the same event again, beside the first.
        assert main(["tournament", "simulate", "--entrants", "60", "--table-size", "6",
                     "--seed", "4", "--database", url]) == 0
        again = json.loads(capsys.readouterr().out)
        assert again["moves"] == figures["moves"] and again["hands"] == figures["hands"]
        assert len(tournaments(Desk(opened))) == 2
    finally:
        opened.close()


def test_a_simulation_refuses_a_database_that_cannot_hold_a_store(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["tournament", "simulate", "--entrants", "20", "--table-size", "6",
                 "--seed", "1", "--database", "sqlite://", "--lang", "en"]) == 2
    assert "in-memory SQLite database" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def running(tmp_path: Path) -> str:
    """A store with a tournament under way: a table broken, its moves made."""
    url = f"sqlite:///{tmp_path}/floor.sqlite"
    store = open_store(url)
    try:
        desk = Desk(store, rng=random.Random(2), actor="Marta")
        tid = event(desk, 30, size=6, tables=[1, 2, 3, 4, 5], name="Domingo Deepstack")
        for table in (1, 2, 3):
            bust(desk, tid, table, 2)
        assert settle(desk, tid) == ["break"]
        assert moves_made(desk, tid, table=5)
        assert tournament_view(desk, tid).remaining == 24
    finally:
        store.close()
    return url


@pytest.mark.parametrize("document,extra", [
    ("seatcards", []), ("seatcards", ["--table", "2"]), ("seatlist", []), ("tables", []),
    ("tables", ["--table", "1"]), ("moves", ["--table", "5"]), ("moves", []),
])
def test_a_tournaments_printouts_are_written_from_the_store(
        running: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], document: str,
        extra: list[str]) -> None:
    pdf = tmp_path / f"{document}.pdf"
    assert main(["print", document, "--tournament", "domingo deepstack", "--pdf", str(pdf),
                 "--database", running, "--lang", "es", *extra]) == 0
    assert capsys.readouterr().out.strip() == str(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")


def test_tournament_printouts_need_a_tournament_that_exists(
        running: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = tmp_path / "cards.pdf"
    assert main(["print", "seatcards", "--pdf", str(pdf), "--database", running,
                 "--lang", "en"]) == 2
    assert "give --tournament NAME" in capsys.readouterr().err
    assert main(["print", "seatlist", "--tournament", "Lunes", "--pdf", str(pdf),
                 "--database", running, "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "no hay ningún torneo llamado 'Lunes'" in err and "Domingo Deepstack" in err
    assert main(["print", "waitlists", "--tournament", "Domingo Deepstack", "--pdf",
                 str(pdf), "--database", running, "--lang", "en"]) == 2
    assert "has no waiting lists" in capsys.readouterr().err
    assert not pdf.exists()
