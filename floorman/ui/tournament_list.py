"""The podium's seat list: every player alphabetically with table and seat, painted.

Painted with ``QPainter`` like the seat cards (``tournament_cards``): a list of 10,000
names takes about half a second (one flowing ``QTextDocument`` takes over three, in a
single column, and cannot repeat a header on every page). The players run in columns filled top to
bottom, a letter heading where the initial changes, shaded every other line so the eye
follows a name to its table; as many columns as leave room for nine names in ten at
full size (three of short names on A4, two of names with two surnames). Every page
carries the tournament's header: players remaining, when printed, page N of M and the
names the page runs from and to. A name too long for its column shrinks, then wraps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPainter, QPen

from floorman.floor.names import fold
from floorman.text import Lang, Text

from floorman.ui.tournament_cards import GREY, INK, Measure, draw

WORDS = {
    "player": Text("Player", "Jugador"),
    "table": Text("Table", "Mesa"),
    "seat": Text("Seat", "Asiento"),
    "page": Text("Page {n} of {count}", "Página {n} de {count}"),
    "nobody": Text("No player is seated.", "No hay ningún jugador sentado."),
}
BAND = QColor("#ececec")


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


TITLE_SHARE = 0.62  # of the page's width the header's title may take; the rest is the side


def _title(measure: Measure, title: str, width: float) -> tuple[float, list[str]]:
    return measure.fit(title, 16, True, width * TITLE_SHARE - 4 * measure.mm, 11, 2)


def _side(measure: Measure, right: Sequence[str], width: float) -> list[tuple[float, str]]:
    """The header's right-hand lines as drawn: the page number, then smaller lines
    fitted to the side's width (wrapped onto a second line below 6 points)."""
    drawn: list[tuple[float, str]] = []
    for index, line in enumerate(right):
        points = 9.0 if index == 0 else 8.0
        size, lines = measure.fit(line, points, index == 0, width * (1 - TITLE_SHARE), 6, 2)
        drawn.extend((size, part) for part in lines)
    return drawn


def page_header(painter: QPainter, measure: Measure, title: str, lines: Sequence[str],
                right: Sequence[str], width: float) -> float:
    """The header every page of a painted sheet carries: the title and the lines under
    it on the left, the page number (and the smaller lines of ``right``) on the right,
    a rule under all.

    Returns:
        Where the page's body begins (``header_height`` at most).
    """
    title_points, title_lines = _title(measure, title, width)
    metrics = measure.metrics(title_points, True)
    y = 0.0
    for line in title_lines:
        y += metrics.ascent()
        draw(painter, measure, line, title_points, True, 0, y)
        y += metrics.descent()
    for line in lines:
        y += measure.line(9)
        draw(painter, measure, line, 9, False, 0, y - measure.metrics(9).descent())
    side = 0.0
    for index, (points, line) in enumerate(_side(measure, right, width)):
        side += measure.line(points)
        draw(painter, measure, line, points, index == 0, 0,
             side - measure.metrics(points).descent(), Qt.AlignmentFlag.AlignRight, width)
    y = max(y, side) + 1.5 * measure.mm
    pen = QPen(GREY)
    pen.setWidthF(0.3 * measure.mm)
    painter.setPen(pen)
    painter.drawLine(QPointF(0, y), QPointF(width, y))
    painter.setPen(INK)
    return y + 2 * measure.mm


def header_height(measure: Measure, title: str, lines: int, width: float) -> float:
    """How far down ``page_header`` draws at most, for laying pages out before painting
    (the right-hand side counted at its tallest: the page number and two lines)."""
    title_points, title_lines = _title(measure, title, width)
    metrics = measure.metrics(title_points, True)
    y = len(title_lines) * (metrics.ascent() + metrics.descent()) + lines * measure.line(9)
    return max(y, measure.line(9) + 2 * measure.line(8)) + 3.5 * measure.mm


@dataclass(frozen=True)
class _Row:
    """One entry of the seat list as laid out: a player, or a letter heading."""

    name: str
    table: int = 0
    seat: int = 0
    letter: bool = False
    points: float = 0.0
    lines: tuple[str, ...] = ()
    height: float = 0.0


class SeatList:
    """The podium's list: every player alphabetically with table and seat, in columns
    filled top to bottom, a letter heading where the initial changes, and the header on
    every page.

    Args:
        rows: (player, table, seat), in the order they print.
        title: the header's heading (the tournament).
        lines: the header's lines (the list, players remaining, when printed).
        lang: the language of the column heads and "Page N of M".
    """

    POINTS = 9.0
    LEAST = 7.0  # below this a name wraps rather than shrinks
    COLUMN_MM = 58.0

    def __init__(self, rows: Sequence[tuple[str, int, int]], title: str,
                 lines: Sequence[str], lang: Lang) -> None:
        self.rows = tuple(rows)
        self.title = title
        self.lines = tuple(lines)
        self.lang: Lang = lang

    def toPlainText(self) -> str:
        return "\n".join([self.title, *self.lines,
                          *(f"{name} {table} {seat}" for name, table, seat in self.rows)])

    def _columns(self, measure: Measure, width: float) -> tuple[int, float, float, float]:
        """Columns across, the column's width and its table and seat figures' widths: as
        many columns of at least ``COLUMN_MM`` as leave room for nine names in ten at
        full size (short names in three columns, two surnames in two)."""
        heads = 7.5
        digits = max((len(str(t)) for _n, t, _s in self.rows), default=2)
        table = max(measure.width("8" * max(digits, 2), self.POINTS, True),
                    measure.width(_w("table", self.lang), heads, True)) + 2 * measure.mm
        seat = max(measure.width("88", self.POINTS, True),
                   measure.width(_w("seat", self.lang), heads, True)) + 1.5 * measure.mm
        gap = 5 * measure.mm
        most = max(1, min(4, int((width + gap) // ((self.COLUMN_MM + 5) * measure.mm))))
        names = sorted(measure.width(name, self.POINTS) for name, _t, _s in self.rows)
        across = most
        while across > 1:
            column = (width - gap * (across - 1)) / across
            room = column - table - seat - measure.mm
            if not names or names[int(len(names) * 0.9)] <= room:
                break
            across -= 1
        return across, (width - gap * (across - 1)) / across, table, seat

    def layout(self, device: QPagedPaintDevice) -> list[list[list[tuple[_Row, float]]]]:
        """The pages for ``device``: each a list of columns, each a list of rows with
        where they start below the column heads."""
        measure = Measure(device)
        _across, column, table, seat = self._columns(measure, device.width())
        name_width = column - table - seat - 1.6 * measure.mm
        row_height = measure.line(self.POINTS) * 1.12
        letter_height = measure.line(self.POINTS, True) * 1.35
        rows: list[_Row] = []
        initial = None
        for name, table_number, seat_number in self.rows:
            first = (fold(name)[:1] or "#").upper()
            if first != initial:
                initial = first
                rows.append(_Row(first, letter=True, height=letter_height))
            points, lines = measure.fit(name, self.POINTS, False, name_width, self.LEAST)
            height = row_height if len(lines) == 1 else (
                measure.line(points) * len(lines) + row_height - measure.line(self.POINTS))
            rows.append(_Row(name, table_number, seat_number, points=points,
                             lines=tuple(lines), height=height))
        return self._paginate(rows, device, measure)

    def _body(self, device: QPagedPaintDevice, measure: Measure) -> float:
        """The height a column has for rows, below the header and the column heads."""
        heads = measure.line(7.5, True) + 1.5 * measure.mm
        return device.height() - header_height(measure, self.title, len(self.lines) + 0,
                                               device.width()) - heads

    def _paginate(self, rows: list[_Row], device: QPagedPaintDevice,
                  measure: Measure) -> list[list[list[tuple[_Row, float]]]]:
        across = self._columns(measure, device.width())[0]
        room = self._body(device, measure)
        pages: list[list[list[tuple[_Row, float]]]] = [[[]]]
        used = 0.0
        for index, row in enumerate(rows):
            need = row.height
            if row.letter and index + 1 < len(rows):
                need += rows[index + 1].height  # a heading never ends a column
            if pages[-1][-1] and used + need > room:
                if len(pages[-1]) == across:
                    pages.append([])
                pages[-1].append([])
                used = 0.0
            pages[-1][-1].append((row, used))
            used += row.height
        return pages

    def page_count(self, device: QPagedPaintDevice) -> int:
        return len(self.layout(device))

    def print_(self, printer: QPagedPaintDevice) -> None:
        """Paint every page on ``printer`` (a ``QPrinter`` or a ``QPdfWriter``)."""
        pages = self.layout(printer)
        measure = Measure(printer)
        _across, column, table, seat = self._columns(measure, printer.width())
        gap = 5 * measure.mm
        painter = QPainter()
        if not painter.begin(printer):
            return  # the printer refused (cancelled, or nothing to print to)
        try:
            for number, columns in enumerate(pages, start=1):
                if number > 1:
                    printer.newPage()
                names = [row.name for col in columns for row, _y in col if not row.letter]
                right = [_w("page", self.lang).format(n=number, count=len(pages))]
                if names:
                    right.append(f"{names[0]} – {names[-1]}")
                top = page_header(painter, measure, self.title, self.lines, right,
                                  printer.width())
                if not self.rows:
                    draw(painter, measure, _w("nobody", self.lang), 12, False, 0,
                         top + measure.line(12))
                for index, rows in enumerate(rows for rows in columns if rows):
                    x = index * (column + gap)
                    self._column(painter, measure, rows, x, top, column, table, seat)
        finally:
            painter.end()

    def _column(self, painter: QPainter, measure: Measure, rows: list[tuple[_Row, float]],
                x: float, top: float, column: float, table: float, seat: float) -> None:
        heads = 7.5
        right = Qt.AlignmentFlag.AlignRight
        painter.setPen(GREY)
        baseline = top + measure.metrics(heads, True).ascent()
        draw(painter, measure, _w("player", self.lang), heads, True, x, baseline)
        draw(painter, measure, _w("table", self.lang), heads, True,
             x + column - seat - table, baseline, right, table)
        draw(painter, measure, _w("seat", self.lang), heads, True, x + column - seat,
             baseline, right, seat)
        under = top + measure.line(heads, True) + 0.5 * measure.mm
        pen = QPen(GREY)
        pen.setWidthF(0.2 * measure.mm)
        painter.setPen(pen)
        painter.drawLine(QPointF(x, under), QPointF(x + column, under))
        top = under + measure.mm
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BAND)
        shade = False
        for row, y in rows:  # the bands first: one fill colour, then the type over them
            shade = False if row.letter else not shade
            if shade:
                painter.drawRect(QRectF(x, top + y, column, row.height))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(INK)
        metrics = measure.metrics(self.POINTS)
        for row, y in rows:
            if row.letter:
                draw(painter, measure, row.name, self.POINTS + 1, True, x + 0.5 * measure.mm,
                     top + y + row.height - metrics.descent() - 0.3 * measure.mm)
                continue
            lead = (measure.line(self.POINTS) * 0.12) / 2
            baseline = top + y + lead + metrics.ascent()
            line_metrics = measure.metrics(row.points)
            for index, line in enumerate(row.lines):
                draw(painter, measure, line, row.points, False, x + 0.8 * measure.mm,
                     top + y + lead + line_metrics.ascent() + index * line_metrics.lineSpacing())
            draw(painter, measure, str(row.table), self.POINTS, True,
                 x + column - seat - table, baseline, right, table)
            draw(painter, measure, str(row.seat), self.POINTS, False, x + column - seat,
                 baseline, right, seat - 0.8 * measure.mm)
