"""A tournament's printouts: seat cards, the podium's seat list, table sheets, move slips.

Every document is drawn from the plain ``TournamentView`` (``services.tournament_views``)
alone, so the desk's print preview, its PDF export and ``floorman print seatcards|
seatlist|tables|moves --tournament NAME --pdf FILE`` give the same pages. Each comes in
English and Spanish, and paper never shows a countdown: times are clock times in the
desk's time zone.

- ``seat_cards``: one card per player, eighteen to an A4 or Letter page with cut lines,
  by table and seat (``tournament_cards.SeatCards``, painted, for 10,000 entrants).
- ``seat_list``: every player alphabetically with table and seat, in columns, the header
  on every page (``tournament_list.SeatList``, painted).
- ``tournament_tables``: every table in play with its seats, the button, a halted table
  and the breaking order marked, twelve 10-seat tables a page in three columns; or one
  table alone, large (``printing.Sheet``: one ``QTextDocument`` a table, about two
  seconds for 1,000 tables).
- ``move_slips``: who moves, from where to where, when, whether he is dealt in at once
  or waits for the button, why and by which rules; one a page or several on a page
  with cut lines (``tournament_slips.MoveSlips``, one ``QTextDocument`` a slip).

``print_tournament_to_pdf`` writes any of them through ``printing.write_pdf``: the whole
file or nothing. For 10,000 entrants the seat cards (556 A4 pages) take about two
seconds and the seat list about half a second (``make bench``: ``tournament_print``).
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import QApplication

from floorman.services.tournament_views import (
    MoveView,
    TournamentTableView,
    TournamentView,
)
from floorman.text import Lang, Text, UserError, amount_text

from floorman.ui.printing import SEAT_WIDTH, Printable, Sheet, check_pdf_path, write_pdf
from floorman.ui.tournament_cards import SeatCards
from floorman.ui.tournament_list import SeatList
from floorman.ui.tournament_slips import move_slips, when_text

__all__ = ["DOCUMENTS", "count_text", "move_slips", "print_tournament_to_pdf", "seat_cards",
           "seat_list", "tournament_document", "tournament_tables"]

WORDS = {
    "seat_cards": Text("Seat cards", "Tarjetas de asiento"),
    "seat_list": Text("Seat list", "Lista de asientos"),
    "tables": Text("Tables in play", "Mesas en juego"),
    "remaining": Text("{remaining} of {entries} players remaining",
                      "quedan {remaining} de {entries} jugadores"),
    "in_play": Text("{tables} tables", "{tables} mesas"),
    "printed": Text("Printed {when}", "Impreso el {when}"),
    "table": Text("Table {table}", "Mesa {table}"),
    "empty": Text("empty", "libre"),
    "button": Text("button", "botón"),
    "halted": Text("HALTED: do not deal until balanced",
                   "DETENIDA: no repartir hasta equilibrar"),
    "breaks_next": Text("breaks next", "se rompe la siguiente"),
    "breaks": Text("breaking order: {n}", "orden de rotura: {n}"),
    "waits": Text("waits for the button", "espera al botón"),
    "no_tables": Text("No table is in play.", "No hay ninguna mesa en juego."),
    "one_table": Text("{game} · {players}/{seats} players",
                      "{game} · {players}/{seats} jugadores"),
    "not_in_play": Text("table {table} is not in play in {name}. Give the number of a table "
                        "in play, or leave --table out.",
                        "la mesa {table} no está en juego en {name}. Indique una mesa en "
                        "juego, o quite --table."),
    "which": Text("there is no tournament printout called {which}. Choose seatcards, "
                  "seatlist, tables or moves.",
                  "no hay ningún impreso de torneo llamado {which}. Elija seatcards, "
                  "seatlist, tables o moves."),
}

# The table sheets' type: twelve 10-seat tables a page in three columns, wide enough for
# a player's full name on one line; one table alone prints large.
GRID_POINTS = 10.0
ONE_TABLE_POINTS = 16.0
GRID_COLUMNS = 3
NAME_CELL = "style='padding-left: 4px;'"  # a little room after the seat's number
DOCUMENTS = ("seatcards", "seatlist", "tables", "moves")


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def _printed(now: datetime, lang: Lang) -> str:
    return _w("printed", lang).format(when=when_text(now, lang))


def count_text(number: int | Decimal, lang: Lang) -> str:
    """A count or a chip stack with its thousands marked (10,000; in Spanish 10.000)."""
    if isinstance(number, Decimal) and number != number.to_integral_value():
        return amount_text(number)
    grouped = f"{int(number):,}"
    return grouped.replace(",", ".") if lang == "es" else grouped


def _remaining(view: TournamentView, lang: Lang) -> str:
    return _w("remaining", lang).format(remaining=count_text(view.remaining, lang),
                                        entries=count_text(view.entries, lang))


def _in_play(view: TournamentView, table: int | None) -> tuple[TournamentTableView, ...]:
    """The tables in play by number, or only ``table``.

    Raises:
        UserError: ``table`` is not in play.
    """
    tables = tuple(sorted(view.tables, key=lambda t: t.number))
    if table is None:
        return tables
    chosen = tuple(t for t in tables if t.number == table)
    if not chosen:
        raise UserError(Text(WORDS["not_in_play"].en.format(table=table, name=view.name),
                             WORDS["not_in_play"].es.format(table=table, name=view.name)),
                        "--table")
    return chosen


def seat_cards(view: TournamentView, lang: Lang, now: datetime, *,
               table: int | None = None, drawn_at: datetime | None = None) -> SeatCards:
    """One card per seated player, by table and seat, eighteen to a page with cut lines;
    with ``table``, that table's cards alone. ``drawn_at`` is when the seats were drawn
    (``now`` when not given).

    Raises:
        UserError: ``table`` is not in play.
    """
    wanted = {t.number for t in _in_play(view, table)}
    cards = sorted((card for card in view.seat_cards(drawn_at or now) if card.table in wanted),
                   key=lambda card: (card.table, card.seat))
    return SeatCards(cards, lang, f"{view.name} · {_w('seat_cards', lang)}")


def seat_list(view: TournamentView, lang: Lang, now: datetime) -> SeatList:
    """Every seated player alphabetically with table and seat (the podium's list), in
    columns, the tournament, players remaining and when printed on every page."""
    about = f"{_w('seat_list', lang)} · {_remaining(view, lang)}"
    return SeatList(view.seat_list(), view.name, [about, _printed(now, lang)], lang)


def _table_block(table: TournamentTableView, lang: Lang, points: float,
                 title: bool = True) -> str:
    """One table: its number, players and seats, the button, a halt, the breaking order.

    Sizes are in points (Qt's rich text ignores sizes in per cent)."""
    small = f"font-size: {points * 0.85:.1f}pt;"
    head = ""
    if title:
        head = (f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
                f"<td><p style='font-size: {points * 1.3:.1f}pt; font-weight: bold; "
                f"margin: 0;'>{_w('table', lang).format(table=table.number)}</p></td>"
                f"<td align='right' valign='bottom'><p style='{small} color: #333333;'>"
                f"{table.players}/{table.size}</p></td></tr></table>")
    if table.halted:
        head += (f"<p style='background-color: #000000; color: #ffffff; font-weight: bold; "
                 f"margin-top: 1pt; margin-bottom: 1pt;'>&nbsp;■ {_w('halted', lang)}</p>")
    if table.breaks_at is not None:
        order = (_w("breaks_next", lang) if table.breaks_at == 1
                 else _w("breaks", lang).format(n=table.breaks_at))
        head += f"<p style='{small} margin: 0;'><i>{html.escape(order)}</i></p>"
    badge = (" <span style='background-color: #000000; color: #ffffff; font-weight: bold;"
             f" {small}'>&nbsp;{_w('button', lang)}&nbsp;</span>")
    rows = []
    for seat in sorted(table.seats, key=lambda s: s.number):
        button = badge if seat.number == table.button else ""
        number = (f"<td class='seat' width='{SEAT_WIDTH}' valign='top' nowrap>{seat.number}"
                  "</td>")
        if seat.entry_id is None:
            rows.append(f"<tr>{number}<td class='empty' colspan='2' {NAME_CELL}>"
                        f"{_w('empty', lang)}{button}</td></tr>")
            continue
        note = (f"<br><span style='{small} font-style: italic;'>{_w('waits', lang)}</span>"
                if seat.waits_for_button else "")
        chips = count_text(seat.chips, lang) if seat.chips is not None else ""
        rows.append(f"<tr>{number}<td {NAME_CELL}>{html.escape(seat.player or '?')}{button}"
                    f"{note}</td>"
                    f"<td align='right' valign='top' nowrap><span style='{small} "
                    f"color: #333333;'>{chips}</span></td></tr>")
    return (head + "<table width='100%' cellpadding='1' cellspacing='0'>"
            + "".join(rows) + "</table>")


def tournament_tables(view: TournamentView, lang: Lang, now: datetime,
                      table: int | None = None) -> Sheet:
    """Every table in play with its seats, several tables a page and the tournament's
    header on every page; or the one ``table`` alone, in large type.

    Raises:
        UserError: ``table`` is not in play.
    """
    stamp = _printed(now, lang)
    tables = _in_play(view, table)
    game = view.game.get(lang)
    if table is not None:
        one = tables[0]
        about = _w("one_table", lang).format(game=game, players=one.players, seats=one.size)
        title = f"{view.name} · {_w('table', lang).format(table=one.number)}"
        return Sheet(title, [about, _remaining(view, lang), stamp],
                     [_table_block(one, lang, ONE_TABLE_POINTS, title=False)], 1,
                     ONE_TABLE_POINTS, lang)
    about = " · ".join([_w("tables", lang), game,
                        _w("in_play", lang).format(tables=count_text(len(tables), lang)),
                        _remaining(view, lang)])
    blocks = [_table_block(t, lang, GRID_POINTS) for t in tables] or [
        f"<p>{_w('no_tables', lang)}</p>"]
    return Sheet(view.name, [about, stamp], blocks, GRID_COLUMNS if tables else 1,
                 GRID_POINTS, lang)


def tournament_document(view: TournamentView, which: str, lang: Lang, now: datetime, *,
                        table: int | None = None, one_page: bool = False,
                        moves: Sequence[MoveView] | None = None,
                        drawn_at: datetime | None = None) -> Printable:
    """The printout ``which`` ("seatcards", "seatlist", "tables" or "moves"). ``table``
    narrows the seat cards, the table sheets and the moves (those to or from it) to one
    table; ``moves`` are the moves to slip (the view's pending moves when not given).

    Raises:
        UserError: ``which`` is no printout, or ``table`` is not in play.
    """
    if which == "seatcards":
        return seat_cards(view, lang, now, table=table, drawn_at=drawn_at)
    if which == "seatlist":
        return seat_list(view, lang, now)
    if which == "tables":
        return tournament_tables(view, lang, now, table)
    if which == "moves":
        chosen = tuple(view.pending if moves is None else moves)
        if table is not None:
            _in_play(view, table)
            chosen = tuple(m for m in chosen if table in (m.from_table, m.to_table))
        return move_slips(chosen, view, lang, now, one_page=one_page)
    raise UserError(Text(WORDS["which"].en.format(which=which),
                         WORDS["which"].es.format(which=which)))


def print_tournament_to_pdf(view: TournamentView, which: str, path: Path, lang: Lang,
                            now: datetime, *, table: int | None = None,
                            one_page: bool = False, moves: Sequence[MoveView] | None = None,
                            drawn_at: datetime | None = None) -> None:
    """``floorman print seatcards|seatlist|tables|moves --tournament NAME --pdf FILE``:
    no window, the same pages as the desk's preview (see ``tournament_document``).

    Raises:
        UserError: ``path`` cannot take the PDF, ``which`` is no printout or ``table``
            is not in play; nothing was written.
    """
    check_pdf_path(path)
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A full QApplication, so a window opened later in the same process still works.
        app = QApplication([])  # noqa: F841 -- must live while the document is printed
    document = tournament_document(view, which, lang, now, table=table, one_page=one_page,
                                   moves=moves, drawn_at=drawn_at)
    write_pdf(document, path)
