"""The tournament window as PNG, to look at when it changes.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.tournament_window_screenshots [FOLDER]

writes into FOLDER (default ``/tmp/shots/tournament_window/``) the window on a 10-table
field (100 entrants, three out on one hand at one table: a balancing move proposed with
its explanation, the short table halted, the places so far) and on a 1,000-table field
(10,000 entrants, just drawn), each in English and Spanish: ``small_en.png``,
``small_es.png``, ``big_en.png``, ``big_es.png``. The fields are made through the
tournament services on a fresh store in a temporary folder, with a fixed clock and
random source, so the pictures are the same every time.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from floorman.services import tournaments
from floorman.services.desk import Desk
from floorman.store import open_store
from tests.fakes import FakeClock
from tests.ui.tournament_screenshots import player_name

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.language import Language
from floorman.ui.tournament_window import TournamentWindow

FOLDER = Path("/tmp/shots/tournament_window")


def field(desk: Desk, name: str, entrants: int, first_table: int = 1) -> int:
    """A tournament of ``entrants`` at 10-seat tables, registered and drawn."""
    tables = -(-entrants // 10)
    made = tournaments.create_tournament(
        desk, name=name, variant="holdem", betting="no_limit", table_size=10,
        tables=list(range(first_table, first_table + tables)), starting_stack="20000")
    names = [player_name(number) for number in range(entrants)]
    tournaments.register_entrants(desk, tournament_id=made.created_id, names=names)
    tournaments.draw_seats(desk, tournament_id=made.created_id)
    return made.created_id


def take(folder: Path = FOLDER) -> list[Path]:
    """Write the four pictures into ``folder``; returns their paths."""
    from floorman.services import tournament_reads

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    language = Language("en")
    with tempfile.TemporaryDirectory() as where:
        store = open_store(f"sqlite:///{where}/shots.sqlite")
        clock = FakeClock()
        desk = Desk(store, clock=clock, rng=random.Random(11), actor="Marta")
        small = field(desk, "Sunday Deepstack €150", 100, 1)
        view = tournament_reads.tournament_view(desk, small, pending=False)
        first = view.tables[0]
        clock.advance(minutes=40)
        tournaments.bust_out(desk, tournament_id=small, busts={
            first.seats[2].entry_id: "12500", first.seats[5].entry_id: "3100",
            first.seats[7].entry_id: "3100"})
        clock.advance(minutes=3)
        tournaments.bust_out(desk, tournament_id=small, busts={
            view.tables[4].seats[0].entry_id: "800"})
        started = time.perf_counter()
        big = field(desk, "Spring Festival Main Event", 10_000, 101)
        made = time.perf_counter() - started
        feed = FloorFeed(desk, lambda: language.lang)
        window = TournamentWindow(feed, language)
        window.resize(1600, 950)
        window.show()
        for name, tournament in (("small", small), ("big", big)):
            started = time.perf_counter()
            window.show_tournament(tournament)
            shown = time.perf_counter() - started
            for lang in ("en", "es"):
                language.switch(lang)
                QApplication.processEvents()
                path = folder / f"{name}_{lang}.png"
                window.grab().save(str(path))
                written.append(path)
            language.switch("en")
            print(f"{name}: shown in {shown:.2f} s", file=sys.stderr)
        print(f"big field made in {made:.1f} s", file=sys.stderr)
        window.close()
        store.close()
    return written


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv)
    for png in take(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(png)
