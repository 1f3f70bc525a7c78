"""A tournament's printouts as PDF and PNG, to look at when they change.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.tournament_screenshots [FOLDER]

writes into FOLDER (default ``screenshots/tournament/``) each printout of a small field
(``small_field``: 10- and 9-seat tables, a halted table, the button on an empty seat,
very long names, pending and made moves) in English and Spanish, as
``<document>_<lang>.pdf``, and the seat cards, seat list and table sheets of a
10,000-entrant field (``big_field``), then renders the first two pages of each to PNG
with ``pdftoppm -r 60`` where poppler is installed. The clock is fixed so the pages are
the same every time. ``tests/ui/test_tournament_sheets.py`` builds its fields here.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import QApplication

from floorman.services.demo import NAMES
from floorman.services.tournament_views import (
    MoveView,
    TournamentSeatView,
    TournamentTableView,
    TournamentView,
)
from floorman.text import LANGUAGES, Text

from floorman.ui import tournament_sheets

NOW = datetime(2025, 3, 14, 21, 30, tzinfo=UTC)
DRAWN = NOW - timedelta(hours=2, minutes=15)
LONG_NAME = "Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Castañeda"
GAME = Text("No-limit hold'em", "Hold'em sin límite")
FIRST = [name.split()[0] for name in NAMES]
LAST = [name.split()[-1] for name in NAMES]


def player_name(number: int) -> str:
    """A different name for each of the first 200,000 numbers (first name, two
    surnames, as in Spain)."""
    size = len(FIRST)
    mixed = number * 7919 % (size * size * size)  # spread over the alphabet
    return (f"{FIRST[mixed % size]} {LAST[mixed // size % size]} "
            f"{LAST[mixed // (size * size) % size]}")


def _table(number: int, size: int, players: dict[int, str], first_entry: int, *,
           button: int | None = None, halted: bool = False, breaks_at: int | None = None,
           waits: frozenset[int] = frozenset(), chips: bool = False) -> TournamentTableView:
    seats = []
    for seat in range(1, size + 1):
        name = players.get(seat)
        if name is None:
            seats.append(TournamentSeatView(seat))
            continue
        stack = Decimal(20000 + 1375 * ((number * seat) % 17)) if chips else None
        seats.append(TournamentSeatView(seat, first_entry + seat, name, stack,
                                        waits_for_button=seat in waits))
    return TournamentTableView(number, size, tuple(seats), button, halted, breaks_at)


def small_field() -> TournamentView:
    """Four tables: a full 10-seat table (a very long name, a player waiting for the
    button, chip counts), a halted 10-seat table that breaks next with the button on an
    empty seat, a full 9-seat table and a 9-seat table that breaks second; with a
    pending balancing move and made breaking, late-entry and redraw moves."""
    one = {seat: player_name(seat) for seat in range(1, 11)}
    one[6] = LONG_NAME
    two = {seat: player_name(100 + seat) for seat in (1, 2, 3, 5, 8, 9)}
    three = {seat: player_name(200 + seat) for seat in range(1, 10)}
    four = {seat: player_name(300 + seat) for seat in range(1, 10) if seat != 5}
    tables = (
        _table(1, 10, one, 0, button=4, waits=frozenset({3}), chips=True),
        _table(2, 10, two, 100, button=7, halted=True, breaks_at=1),
        _table(3, 9, three, 200, button=9),
        _table(4, 9, four, 300, button=1, breaks_at=2),
    )
    seated = sum(t.players for t in tables)
    balance = MoveView(
        1, one[2], "balancing", 1, 2, 2, 4, dealt_in=False,
        reasons=(Text("Table 1 has 10 players and table 2 has 6: the biggest table sends "
                      "the player due the big blind next to the smallest.",
                      "La mesa 1 tiene 10 jugadores y la 2 tiene 6: la mayor envía a la "
                      "menor al jugador que va a pagar la ciega grande."),
                 Text("He takes the worst position at the new table.",
                      "Ocupa la peor posición en la nueva mesa.")),
        rules=("TDA 11-A", "TDA 11-B"), pending=True)
    broken = MoveView(
        401, LONG_NAME, "breaking", 5, 3, 2, 6, dealt_in=True,
        reasons=(Text("Table 5 broke; the seat was drawn from the open seats.",
                      "La mesa 5 se rompió; el asiento salió del sorteo de los libres."),),
        rules=("TDA 11-C",), at=NOW - timedelta(minutes=12), by="Marta")
    late = MoveView(
        402, player_name(999), "late_entry", None, None, 2, 10, dealt_in=False,
        reasons=(Text("Late registration is open; a new entry takes a seat drawn at "
                      "random.", "La inscripción tardía sigue abierta; una nueva entrada "
                      "toma un asiento sorteado."),),
        rules=("TDA 9",), at=NOW - timedelta(minutes=3), by="Marta")
    redraw = MoveView(
        203, three[3], "redraw", 3, 3, 4, 5, dealt_in=True,
        reasons=(Text("Seats are drawn again for the final tables.",
                      "Se sortean de nuevo los asientos para las mesas finales."),),
        rules=("TDA 11-E",), at=NOW, by="Luis")
    return TournamentView(
        7, "Sunday Major €250 · Main Event, Day 1A", GAME, 10, "tda", Decimal(20000),
        late_registration=True, entries=40, remaining=seated, tables=tables,
        pending=(balance, broken, late, redraw))


def big_field(entrants: int = 10_000, size: int = 10) -> TournamentView:
    """``entrants`` players at full tables of ``size``, button on seat 1."""
    tables = []
    for number in range(1, entrants // size + 1):
        first = (number - 1) * size
        players = {seat: player_name(first + seat) for seat in range(1, size + 1)}
        tables.append(_table(number, size, players, first, button=1))
    return TournamentView(8, "Spring Festival Main Event", GAME, size, "tda",
                          Decimal(20000), late_registration=False, entries=entrants,
                          remaining=entrants, tables=tuple(tables))


def take(folder: Path) -> list[Path]:
    """Write each printout of the small field in both languages, and the big field's
    seat cards, seat list and table sheets, into ``folder``; returns the PDFs written."""
    folder.mkdir(parents=True, exist_ok=True)
    view = small_field()
    written = []
    for lang in LANGUAGES:
        for which in tournament_sheets.DOCUMENTS:
            path = folder / f"{which}_{lang}.pdf"
            tournament_sheets.print_tournament_to_pdf(view, which, path, lang, NOW,
                                                      drawn_at=DRAWN)
            written.append(path)
        path = folder / f"table2_{lang}.pdf"
        tournament_sheets.print_tournament_to_pdf(view, "tables", path, lang, NOW, table=2)
        written.append(path)
        path = folder / f"moves_one_page_{lang}.pdf"
        tournament_sheets.print_tournament_to_pdf(view, "moves", path, lang, NOW,
                                                  one_page=True)
        written.append(path)
    big = big_field()
    for which in ("seatcards", "seatlist", "tables"):
        path = folder / f"big_{which}_en.pdf"
        tournament_sheets.print_tournament_to_pdf(big, which, path, "en", NOW,
                                                  drawn_at=DRAWN)
        written.append(path)
    return written


def render(pdfs: list[Path]) -> list[Path]:
    """The first two pages of each PDF as PNG at 60 dpi (where ``pdftoppm`` is)."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        return []
    for pdf in pdfs:
        subprocess.run([tool, "-r", "60", "-png", "-l", "2", str(pdf),
                        str(pdf.with_suffix(""))], check=True)
    return sorted(pdfs[0].parent.glob("*.png"))


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv)
    where = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots/tournament")
    for png in render(take(where)):
        print(png)
