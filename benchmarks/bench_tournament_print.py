"""A 10,000-entrant tournament's seat cards and seat list, built and written as PDF.

The field (``tests.ui.tournament_screenshots.big_field``): 1,000 full 10-seat tables, a
different name on every seat. Each round builds the printout from the plain
``TournamentView`` and renders it to PDF bytes as ``floorman print ... --pdf`` does
(``printing.pdf_bytes``: A4, 300 dpi), for

- the seat cards (``tournament_sheets.seat_cards``: 556 pages, painted), against the
  same cards laid out as one ``QTextDocument`` a card on the same grid;
- the seat list (``tournament_sheets.seat_list``: painted in columns), against the list
  as one flowing ``QTextDocument`` table, as the waiting lists print.

Each baseline is measured in the same run, alternately with its figure. Goal (ours;
issue 13 sets no figure for printing): each printout of a 10,000-entrant field in
seconds, not minutes: under 10 s.

    .venv/bin/python -m benchmarks tournament_print

``FLOORMAN_BENCH_TOURNAMENT_ROUNDS`` sets the rounds (default 3).
"""

from __future__ import annotations

import html
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from benchmarks.full_floor import figure

GOAL_S = 10.0
ROUNDS = int(os.environ.get("FLOORMAN_BENCH_TOURNAMENT_ROUNDS", "3"))


def _timed(work: Callable[[], bytes]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def run() -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QFont, QPagedPaintDevice, QPainter, QTextDocument
    from PySide6.QtWidgets import QApplication

    from tests.ui.tournament_screenshots import NOW, big_field

    from floorman.ui import tournament_sheets
    from floorman.ui.printing import pdf_bytes

    app = QApplication.instance() or QApplication([])  # noqa: F841 -- fonts need it
    view = big_field()

    class DocumentCards:
        """The seat cards as one ``QTextDocument`` a card, 3 x 6 a page."""

        def toPlainText(self) -> str:
            return view.name

        def print_(self, printer: QPagedPaintDevice) -> None:
            width, height = printer.width() / 3, printer.height() / 6
            painter = QPainter(printer)
            for index, card in enumerate(view.seat_cards(NOW)):
                if index and index % 18 == 0:
                    printer.newPage()
                document = QTextDocument()
                document.documentLayout().setPaintDevice(printer)
                document.setDefaultFont(QFont("DejaVu Sans", 8))
                document.setHtml(
                    f"<p align='center'><b>{html.escape(card.tournament)}</b><br>"
                    f"Seats drawn {card.drawn_at:%H:%M}</p><table width='100%'><tr>"
                    f"<td align='center'>TABLE<br><span style='font-size: 30pt;'><b>"
                    f"{card.table}</b></span></td><td align='center'>SEAT<br>"
                    f"<span style='font-size: 30pt;'><b>{card.seat}</b></span></td></tr>"
                    f"</table><p align='center' style='font-size: 12pt;'><b>"
                    f"{html.escape(card.player)}</b></p><p align='center'>"
                    "Check your name and sign here</p>")
                document.setTextWidth(width)
                painter.save()
                painter.translate(index % 18 % 3 * width, index % 18 // 3 * height)
                document.drawContents(painter, QRectF(QPointF(0, 0), document.size()))
                painter.restore()
            painter.end()

    def flowing_list() -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(QFont("DejaVu Sans", 9))
        rows = "".join(f"<tr><td>{html.escape(name)}</td><td>{table}</td><td>{seat}</td></tr>"
                       for name, table, seat in view.seat_list())
        document.setHtml(f"<h1>{html.escape(view.name)}</h1><table>{rows}</table>")
        return document

    works: dict[str, Callable[[], bytes]] = {
        "cards": lambda: pdf_bytes(tournament_sheets.seat_cards(view, "en", NOW)),
        "cards_documents": lambda: pdf_bytes(DocumentCards()),
        "list": lambda: pdf_bytes(tournament_sheets.seat_list(view, "en", NOW)),
        "list_document": lambda: pdf_bytes(flowing_list()),
    }
    times: dict[str, list[float]] = {name: [] for name in works}
    for _round in range(ROUNDS):
        for name, work in works.items():
            times[name].append(_timed(work))
    cards, list_ = statistics.median(times["cards"]), statistics.median(times["list"])
    return [
        figure("10,000 seat cards to PDF (556 pages)", "s", cards,
               "a QTextDocument a card", statistics.median(times["cards_documents"]),
               f"under {GOAL_S:g} s (ours)", cards < GOAL_S, rounds=ROUNDS,
               each=[round(t, 2) for t in times["cards"]]),
        figure("seat list of 10,000 players to PDF", "s", list_,
               "one flowing QTextDocument", statistics.median(times["list_document"]),
               f"under {GOAL_S:g} s (ours)", list_ < GOAL_S, rounds=ROUNDS,
               each=[round(t, 2) for t in times["list"]]),
    ]
