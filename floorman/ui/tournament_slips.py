"""A tournament's move slips: balancing, a broken table, a redraw, a late entry.

A slip tells one player where to go and why: who, from which table and seat (or a new
entry), to which table and seat in large type, whether he is dealt in at once or waits
until the button has passed him, when (and by whom, or that it is still a proposal), the
reasons and the rules. Slips print one a page, or two across as many to a page as fit
with dashed cut lines between them, a slip never split across pages. They are drawn from
``MoveView``s alone; paper does not tick, so times are clock times in the desk's zone.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QPen, QTextDocument

from floorman.services.tournament_views import MoveView, TournamentView
from floorman.text import Lang, Text

WORDS = {
    "slip": Text("Move slip", "Ficha de cambio"),
    "slips": Text("Move slips", "Fichas de cambio"),
    "balancing": Text("Balancing the tables", "Equilibrado de mesas"),
    "breaking": Text("Table {table} broke", "Mesa {table} rota"),
    "broken": Text("A table broke", "Mesa rota"),
    "redraw": Text("Redraw for seats", "Nuevo sorteo de asientos"),
    "late_entry": Text("Late entry", "Inscripción tardía"),
    "from": Text("From", "De"),
    "to": Text("Go to", "Vaya a"),
    "plays": Text("Plays", "Juega"),
    "when": Text("When", "Cuándo"),
    "why": Text("Why", "Por qué"),
    "rules": Text("Rules", "Reglas"),
    "table_seat": Text("table {table}, seat {seat}", "mesa {table}, asiento {seat}"),
    "big_seat": Text("TABLE {table} · SEAT {seat}", "MESA {table} · ASIENTO {seat}"),
    "new_entry": Text("new entry, not seated before", "nueva inscripción, sin asiento antes"),
    "dealt_in": Text("dealt in at once", "recibe cartas de inmediato"),
    "wait_button": Text("waits until the button has passed him, then is dealt in",
                        "espera a que pase el botón y después recibe cartas"),
    "proposed": Text("{when} · proposed, not confirmed yet",
                     "{when} · propuesto, aún sin confirmar"),
    "made_by": Text("{when} · by {by}", "{when} · por {by}"),
    "no_moves": Text("No move to print.", "No hay ningún cambio que imprimir."),
    "printed": Text("Printed {when}", "Impreso el {when}"),
}


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def when_text(moment: datetime, lang: Lang) -> str:
    """A date and clock time in the desk's own time zone, as the floor writes it."""
    local = moment.astimezone()
    return local.strftime("%d/%m/%Y %H:%M" if lang == "es" else "%Y-%m-%d %H:%M")


def kind_text(move: MoveView, lang: Lang) -> str:
    """Why the move happens, in a few words (balancing, table 5 broke...)."""
    if move.kind == "breaking":
        if move.from_table is None:
            return _w("broken", lang)
        return _w("breaking", lang).format(table=move.from_table)
    return _w(move.kind, lang)


def slip_html(move: MoveView, view: TournamentView, lang: Lang, now: datetime,
              points: float) -> str:
    """One player's slip at ``points`` (sizes in points: Qt's rich text ignores sizes in
    per cent)."""
    if move.from_table is None or move.from_seat is None:
        origin = _w("new_entry", lang)
    else:
        origin = _w("table_seat", lang).format(table=move.from_table, seat=move.from_seat)
    to = _w("big_seat", lang).format(table=move.to_table, seat=move.to_seat)
    when = when_text(move.at or now, lang)
    if move.pending or move.at is None:
        when = _w("proposed", lang).format(when=when)
    elif move.by:
        when = _w("made_by", lang).format(when=when, by=move.by)
    plays = _w("dealt_in" if move.dealt_in else "wait_button", lang)
    why = "".join(f"<p style='margin: 0 0 2pt 0;'>{html.escape(reason.get(lang))}</p>"
                  for reason in move.reasons) or "–"
    rules = html.escape(", ".join(move.rules)) or "–"
    small, grey = f"font-size: {points * 0.8:.1f}pt;", "color: #444444;"
    rows = [(_w("from", lang), html.escape(origin)),
            (_w("plays", lang), f"<b>{html.escape(plays)}</b>"),
            (_w("when", lang), html.escape(when)),
            (_w("why", lang), why),
            (_w("rules", lang), f"<span style='{grey}'>{rules}</span>")]
    body = "".join(f"<tr><td valign='top' nowrap style='font-weight: bold; {grey}'>{key}"
                   f"&nbsp;&nbsp;</td><td valign='top'>{value}</td></tr>"
                   for key, value in rows)
    return (f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
            f"<td><b style='font-size: {points * 1.3:.1f}pt;'>{_w('slip', lang)}</b></td>"
            f"<td align='right' valign='bottom' style='{small} {grey}'>"
            f"{html.escape(kind_text(move, lang))}</td></tr></table>"
            f"<p style='{small} {grey} margin: 0 0 {points * 0.4:.1f}pt 0;'>"
            f"{html.escape(view.name)}</p>"
            f"<p style='font-size: {points * 1.25:.1f}pt; font-weight: bold; margin: 0;'>"
            f"{html.escape(move.player)}</p>"
            f"<p style='margin: {points * 0.3:.1f}pt 0 0 0; {small} {grey}'>{_w('to', lang)}"
            f"</p><p style='font-size: {points * 1.75:.1f}pt; font-weight: bold; "
            f"margin: 0 0 {points * 0.4:.1f}pt 0;'>{html.escape(to)}</p>"
            f"<table cellpadding='1' cellspacing='0' width='100%'>{body}</table>")


class MoveSlips:
    """Move slips, one a page or two across as many to a page as fit, with cut lines.

    Args:
        moves: the moves, in the order they print.
        view: the tournament they belong to.
        lang: the slips' language.
        now: when they are printed (the time of a move not made yet).
        one_page: several slips to a page rather than one.
        title: the first line of ``toPlainText`` (the PDF's title).
    """

    SLIP_POINTS = 15.0
    SHEET_POINTS = 10.0
    ACROSS = 2

    def __init__(self, moves: Sequence[MoveView], view: TournamentView, lang: Lang,
                 now: datetime, *, one_page: bool, title: str) -> None:
        self.moves = tuple(moves)
        self.view = view
        self.lang: Lang = lang
        self.now = now
        self.one_page = one_page
        self.title = title

    def _points(self) -> float:
        return self.SHEET_POINTS if self.one_page else self.SLIP_POINTS

    def _document(self, markup: str, device: QPagedPaintDevice | None,
                  width: float | None) -> QTextDocument:
        document = QTextDocument()
        if device is not None:
            document.documentLayout().setPaintDevice(device)  # measured as it prints
        font = QFont("DejaVu Sans")
        font.setPointSizeF(self._points())
        document.setDefaultFont(font)
        document.setDocumentMargin(0)
        document.setHtml(markup)
        if width is not None:
            document.setTextWidth(width)
        return document

    def _markups(self) -> list[str]:
        if not self.moves:
            printed = _w("printed", self.lang).format(when=when_text(self.now, self.lang))
            return [f"<p style='font-size: {self._points() * 1.3:.1f}pt;'><b>"
                    f"{_w('slips', self.lang)}</b></p><p>{_w('no_moves', self.lang)}</p>"
                    f"<p style='color: #444444;'>{printed}</p>"]
        return [slip_html(move, self.view, self.lang, self.now, self._points())
                for move in self.moves]

    def toPlainText(self) -> str:
        """The words of every slip, the title first (for tests and the PDF's title)."""
        return "\n".join([self.title, *(self._document(markup, None, None).toPlainText()
                                        for markup in self._markups())])

    def page_count(self, device: QPagedPaintDevice) -> int:
        return len(self._layout(device)[0])

    def _layout(self, device: QPagedPaintDevice
                ) -> tuple[list[list[tuple[list[QTextDocument], float]]], float, float]:
        """The pages: rows of slips laid out and each row's height; the cell's width and
        the padding inside it."""
        markups = self._markups()
        if not self.one_page or not self.moves:
            documents = [self._document(m, device, device.width()) for m in markups]
            return [[([d], d.size().height())] for d in documents], device.width(), 0.0
        pad = 4 * device.logicalDpiY() / 25.4
        cell = device.width() / self.ACROSS
        documents = [self._document(m, device, cell - 2 * pad) for m in markups]
        pages: list[list[tuple[list[QTextDocument], float]]] = [[]]
        used = 0.0
        for start in range(0, len(documents), self.ACROSS):
            row = documents[start : start + self.ACROSS]
            tall = max(d.size().height() for d in row) + 2 * pad
            if pages[-1] and used + tall > device.height():
                pages.append([])
                used = 0.0
            pages[-1].append((row, tall))
            used += tall
        return pages, cell, pad

    def print_(self, printer: QPagedPaintDevice) -> None:
        """Paint every page on ``printer`` (a ``QPrinter`` or a ``QPdfWriter``)."""
        pages, cell, pad = self._layout(printer)
        painter = QPainter()
        if not painter.begin(printer):
            return  # the printer refused (cancelled, or nothing to print to)
        try:
            cut = QPen(QColor("#8a8a8a"))
            cut.setWidthF(0.25 * printer.logicalDpiY() / 25.4)
            cut.setStyle(Qt.PenStyle.DashLine)
            for number, rows in enumerate(pages):
                if number:
                    printer.newPage()
                top = 0.0
                for row, tall in rows:
                    for index, document in enumerate(row):
                        painter.save()
                        painter.translate(index * cell + pad, top + pad)
                        document.drawContents(painter, QRectF(QPointF(0, 0),
                                                              document.size()))
                        painter.restore()
                    if self.one_page and self.moves:
                        painter.setPen(cut)
                        _frame(painter, len(row), cell, top, tall)
                    top += tall
        finally:
            painter.end()


def _frame(painter: QPainter, cells: int, width: float, top: float, tall: float) -> None:
    """Dashed cut lines around a row of ``cells`` slips."""
    right = cells * width
    painter.drawLine(QPointF(0, top), QPointF(right, top))
    painter.drawLine(QPointF(0, top + tall), QPointF(right, top + tall))
    for index in range(cells + 1):
        painter.drawLine(QPointF(index * width, top), QPointF(index * width, top + tall))


def move_slips(moves: Sequence[MoveView], view: TournamentView, lang: Lang, now: datetime,
               one_page: bool = False) -> MoveSlips:
    """A slip for each move (balancing, a broken table, a redraw, a late entry), one a
    page to hand out or, with ``one_page``, two across as many to a page as fit."""
    return MoveSlips(moves, view, lang, now, one_page=one_page,
                     title=f"{view.name} · {_w('slips', lang)}")
