"""Printed move slips and the summary of a break, for the print preview and for PDF.

A slip tells one player where to go: who, from which table and seat, to which table
and seat (or which place on the list, or the seat held until his big blind), when, and
why, with the rules. The slips print one per page (to hand out) or all on one page,
then the summary of the break: the game, when and by whom, the whole draw in order and
where each card sent its player, and the tables passed over with the reason. Both are
built from the break's record (``services.breaking.BreakRecord``), so the desk's
preview right after the break, a reprint later and ``floorman print moves --pdf`` give
the same pages. Paper does not tick: times are clock times in the desk's time zone.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QPagedPaintDevice, QPainter, QTextDocument
from PySide6.QtWidgets import QApplication

from floorman.services.breaking import BreakRecord, break_records, pending_moves
from floorman.services.desk import Desk
from floorman.text import Lang, Text

from floorman.ui.printing import check_pdf_path, write_pdf

WORDS = {
    "slip": Text("Move slip", "Ficha de cambio"),
    "broke": Text("Table {table} broke · {game}", "Mesa {table} rota · {game}"),
    "player": Text("Player", "Jugador"),
    "from": Text("From", "De"),
    "to": Text("To", "A"),
    "when": Text("When", "Cuándo"),
    "why": Text("Why", "Por qué"),
    "rules": Text("Rules", "Reglas"),
    "table_seat": Text("table {table}, seat {seat}", "mesa {table}, asiento {seat}"),
    "held": Text("table {table}, seat {seat}: held for you until your {wait}; if you are not "
                 "back by then, you go first on the list",
                 "mesa {table}, asiento {seat}: se le guarda hasta su {wait}; si no llega a "
                 "tiempo, pasa el primero de la lista"),
    "big_blind": Text("big blind", "ciega grande"),
    "two_hands": Text("second hand (stud)", "segunda mano (stud)"),
    "listed": Text("the {game} waiting list, number {n} at its head",
                   "la lista de espera de {game}, número {n} al principio"),
    "card": Text("card {card}, {place} of {count} in the draw",
                 "carta {card}, {place} de {count} en el sorteo"),
    "summary": Text("Break of table {table}", "Rotura de la mesa {table}"),
    "stamp": Text("{game} · broken {when} by {actor} · {how}",
                  "{game} · rota el {when} por {actor} · {how}"),
    "by_floorman": Text("cards drawn by floorman", "cartas sacadas por floorman"),
    "recorded": Text("cards drawn at the table and recorded",
                     "cartas sacadas en la mesa y anotadas"),
    "order": Text("#", "N.º"),
    "card_head": Text("Card", "Carta"),
    "from_seat": Text("From seat", "Asiento de origen"),
    "table_n": Text("Table {table}", "Mesa {table}"),
    "absent": Text("absent: the floor drew", "ausente: sacó el encargado"),
    "goes_to": Text("Goes to", "Va a"),
    "passed": Text("Not similar, so passed over", "No similares, no reciben jugadores"),
    "no_moves": Text("No move is pending.", "No hay cambios pendientes."),
    "pending": Text("Pending moves", "Cambios pendientes"),
    "printed": Text("Printed {when}", "Impreso el {when}"),
}

SLIP_STYLE = """
h1 { font-size: 150%; margin: 0; }
p.about { font-size: 90%; color: #333333; margin-top: 0; margin-bottom: 4pt; }
td.key { font-weight: bold; color: #333333; padding-right: 6pt; }
td.to { font-size: 125%; font-weight: bold; }
span.rules { font-size: 85%; color: #444444; }
p.stamp { font-size: 85%; color: #444444; margin: 0; }
th { text-align: left; border-bottom: 1px solid #777777; }
td.card { font-weight: bold; }
"""


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def _when(moment: datetime, lang: Lang) -> str:
    local = moment.astimezone()
    return local.strftime("%d/%m/%Y %H:%M" if lang == "es" else "%Y-%m-%d %H:%M")


def _text(value: Mapping[str, str], lang: Lang) -> str:
    return value["es" if lang == "es" else "en"]


def destination(document: Mapping[str, Any], move: Mapping[str, Any], lang: Lang) -> str:
    """Where the slip sends the player, in words."""
    if move["kind"] == "list":
        return _w("listed", lang).format(game=_text(document["game"], lang),
                                         n=move["list_position"])
    if move["kind"] == "hold":
        wait = _w("two_hands" if document.get("stud") else "big_blind", lang)
        return _w("held", lang).format(table=move["to_table"], seat=move["to_seat"],
                                       wait=wait)
    return _w("table_seat", lang).format(table=move["to_table"], seat=move["to_seat"])


def slip_html(document: Mapping[str, Any], move: Mapping[str, Any], lang: Lang, *,
              compact: bool = False) -> str:
    """One player's slip: player, from, to, when, why (with the rules). ``compact``
    gives the why in one line (the card and its place in the draw), for a sheet of
    slips; the summary beside it has every reason."""
    count = len(document["moves"])
    if compact:
        why = html.escape(_w("card", lang).format(card=move["card"], place=move["place"],
                                                  count=count))
    else:
        why = "".join(f"<p style='margin: 0 0 2pt 0;'>{html.escape(_text(reason, lang))}</p>"
                      for reason in move["reasons"])
    rows = [
        (_w("player", lang), f"<b>{html.escape(move['name'])}</b>"),
        (_w("from", lang), html.escape(_w("table_seat", lang).format(
            table=document["table"], seat=move["from_seat"]))),
        (_w("to", lang), html.escape(destination(document, move, lang))),
        (_w("when", lang), html.escape(_when(datetime.fromisoformat(document["at"]), lang))),
        (_w("why", lang), why),
        (_w("rules", lang), f"<span class='rules'>{html.escape(', '.join(move['rules']))}"
                            "</span>"),
    ]
    body = "".join(
        f"<tr><td class='key' valign='top' nowrap>{key}&nbsp;&nbsp;</td>"
        f"<td class='{'to' if key == _w('to', lang) else 'value'}' valign='top'>{value}</td>"
        "</tr>"
        for key, value in rows)
    about = _w("broke", lang).format(table=document["table"],
                                     game=_text(document["game"], lang))
    return (f"<h1>{_w('slip', lang)}</h1><p class='about'>{html.escape(about)}</p>"
            f"<table cellpadding='2' cellspacing='0' width='100%'>{body}</table>")


def summary_html(document: Mapping[str, Any], lang: Lang, now: datetime) -> str:
    """The break on one page: the game, when and by whom, the draw in order and where
    each card sent its player, and the tables passed over with the reason."""
    how = _w("by_floorman" if document.get("drawn_by") == "floorman" else "recorded", lang)
    stamp = _w("stamp", lang).format(game=_text(document["game"], lang),
                                     when=_when(datetime.fromisoformat(document["at"]), lang),
                                     actor=document.get("actor", "?"), how=how)
    head = (f"<tr><th>{_w('order', lang)}</th><th>{_w('card_head', lang)}</th>"
            f"<th>{_w('player', lang)}</th><th>{_w('from_seat', lang)}</th>"
            f"<th>{_w('goes_to', lang)}</th></tr>")
    rows = []
    for move in document["moves"]:
        who = html.escape(move["name"])
        if move["absent"]:
            who += f" <i>({_w('absent', lang)})</i>"
        rows.append(f"<tr><td>{move['place']}</td><td class='card'>{move['card']}</td>"
                    f"<td>{who}</td><td>{move['from_seat']}</td>"
                    f"<td>{html.escape(destination(document, move, lang))}</td></tr>")
    passed = ""
    if document.get("passed_over"):
        items = "".join(f"<li>{_w('table_n', lang).format(table=p['table'])}"
                        f": {html.escape(_text(p['why'], lang))}</li>"
                        for p in document["passed_over"])
        passed = f"<p><b>{_w('passed', lang)}</b></p><ul>{items}</ul>"
    rules = html.escape(", ".join(document.get("rules", [])))
    printed = _w("printed", lang).format(when=_when(now, lang))
    return (f"<h1>{html.escape(_w('summary', lang).format(table=document['table']))}</h1>"
            f"<p class='stamp'>{html.escape(stamp)}</p><p class='stamp'>{printed}</p>"
            f"<table cellpadding='4' cellspacing='0' width='100%'>{head}{''.join(rows)}"
            f"</table>{passed}<p><span class='rules'>{_w('rules', lang)}: {rules}</span></p>")


def _document(markup: str, device: QPagedPaintDevice | None, points: float) -> QTextDocument:
    document = QTextDocument()
    if device is not None:
        document.documentLayout().setPaintDevice(device)
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(SLIP_STYLE)
    document.setHtml(markup)
    if device is not None:
        document.setPageSize(QSizeF(device.width(), device.height()))
    return document


class SlipBook:
    """Move slips (one per page, or all on one page) followed by the break summaries:
    what the print preview and the PDF writer print.

    Args:
        slips: the slips' HTML, one per player.
        summaries: the summaries' HTML, each starting on a new page.
        one_page: all slips on one page (two across) rather than one per page.
        title: the first line (the PDF's title).
    """

    SLIP_POINTS = 15.0
    SHEET_POINTS = 8.5
    SUMMARY_POINTS = 10.5

    def __init__(self, slips: Sequence[str], summaries: Sequence[str], *, one_page: bool,
                 title: str) -> None:
        self.slips = tuple(slips)
        self.summaries = tuple(summaries)
        self.one_page = one_page
        self.title = title

    def _pages(self, device: QPagedPaintDevice | None) -> list[tuple[str, float]]:
        parts: list[tuple[str, float]] = []
        if self.one_page and self.slips:
            cells = [f"<td width='50%' valign='top' style='padding: 6pt;'>{s}</td>"
                     for s in self.slips]
            rows = "".join("<tr>" + "".join(cells[i:i + 2]) + "</tr>"
                           for i in range(0, len(cells), 2))
            parts.append((f"<table width='100%' cellspacing='0' border='1' "
                          f"style='border-style: dashed;'>{rows}</table>", self.SHEET_POINTS))
        else:
            parts.extend((slip, self.SLIP_POINTS) for slip in self.slips)
        parts.extend((summary, self.SUMMARY_POINTS) for summary in self.summaries)
        return parts

    def toPlainText(self) -> str:
        """The words of every page, the title first (for tests and the PDF's title)."""
        return "\n".join([self.title, *(_document(markup, None, points).toPlainText()
                                        for markup, points in self._pages(None))])

    def print_(self, printer: QPagedPaintDevice) -> None:
        """Paint every page on ``printer`` (a ``QPrinter`` or a ``QPdfWriter``)."""
        painter = QPainter()
        if not painter.begin(printer):
            return
        try:
            first = True
            height = printer.height()
            for markup, points in self._pages(printer):
                document = _document(markup, printer, points)
                for page in range(document.pageCount()):
                    if not first:
                        printer.newPage()
                    first = False
                    painter.save()
                    painter.translate(QPointF(0, -page * height))
                    document.drawContents(painter, QRectF(0, page * height, printer.width(),
                                                          height))
                    painter.restore()
        finally:
            painter.end()


def break_book(record: BreakRecord, lang: Lang, now: datetime, *, one_page: bool) -> SlipBook:
    """Every slip of one break, then its summary."""
    document = record.document
    slips = [slip_html(document, move, lang, compact=one_page) for move in document["moves"]]
    title = _w("summary", lang).format(table=document["table"])
    return SlipBook(slips, [summary_html(document, lang, now)], one_page=one_page, title=title)


def pending_book(pending: Sequence[tuple[BreakRecord, Mapping[str, Any]]], lang: Lang,
                 now: datetime, *, one_page: bool) -> SlipBook:
    """The slips of the moves still pending (absent players whose seat is held for
    them), then the summary of each break they come from."""
    slips = [slip_html(record.document, move, lang, compact=one_page)
             for record, move in pending]
    seen: dict[str, BreakRecord] = {}
    for record, _move in pending:
        seen.setdefault(record.key, record)
    summaries = [summary_html(r.document, lang, now) for r in seen.values()]
    if not slips:
        summaries = [f"<h1>{_w('pending', lang)}</h1><p>{_w('no_moves', lang)}</p>"
                     f"<p class='stamp'>{_w('printed', lang).format(when=_when(now, lang))}"
                     "</p>"]
    return SlipBook(slips, summaries, one_page=one_page, title=_w("pending", lang))


def print_moves_to_pdf(desk: Desk, path: Path, lang: Lang, *, table: int | None = None,
                       one_page: bool = False) -> None:
    """``floorman print moves --pdf FILE``: the pending move slips, or with ``table`` the
    whole last break of that table (every slip and the summary); no window.

    Raises:
        UserError: ``path`` cannot take the PDF, or the table never broke; nothing was
            written.
    """
    from floorman.text import UserError

    check_pdf_path(path)
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])  # noqa: F841 -- must live while the document is printed
    now = desk.now()
    if table is None:
        book = pending_book(pending_moves(desk), lang, now, one_page=one_page)
    else:
        records = break_records(desk, table)
        if not records:
            raise UserError(Text(f"table {table} has no break on record. Give the number of "
                                 "a table that broke, or leave --table out for the pending "
                                 "moves.",
                                 f"la mesa {table} no tiene ninguna rotura registrada. Indique "
                                 "una mesa que se rompió, o quite --table para los cambios "
                                 "pendientes."), "--table")
        book = break_book(records[0], lang, now, one_page=one_page)
    write_pdf(book, path)
