"""A tournament's seat cards, painted straight onto the page, and the painting tools
they share with the podium's seat list (``tournament_list``).

A 10,000-entrant field means 10,000 cards and a list of 10,000 names. Both are painted
with ``QPainter`` from the plain ``TournamentView`` data, measured on the printer itself
(what is measured is what prints): every card has the same geometry whatever its words,
a name is fitted to its box, and it is about twice as quick as a ``QTextDocument`` a
card (``make bench``: ``tournament_print``, about 1.7 s against 3 s for 556 pages). Long
names are never cut: the type shrinks to fit, and below a size still read at arm's
length the name wraps onto another line (``Measure.fit``).

``SeatCards``: one card per player (the tournament, when the seats were drawn, the table
and seat in large figures, the player's name and a line to sign), as many to a page as
A4 or Letter holds at about 62 x 45 mm (eighteen), in the order the floor hands them out
(by table and seat), with dashed cut lines between them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter, QPen

from floorman.services.tournament_views import SeatCardView
from floorman.text import Lang, Text

WORDS = {
    "table": Text("Table", "Mesa"),
    "seat": Text("Seat", "Asiento"),
    "drawn": Text("Seats drawn {when}", "Sorteo de asientos: {when}"),
    "sign": Text("Check your name and sign here", "Compruebe su nombre y firme aquí"),
    "nobody": Text("No player is seated.", "No hay ningún jugador sentado."),
}

FONT = "DejaVu Sans"
INK = QColor("#000000")
GREY = QColor("#555555")
CUT = QColor("#8a8a8a")


def words(key: str, lang: Lang) -> str:
    """The card's words (and the list's) in ``lang``."""
    return WORDS[key].get(lang)


class Measure:
    """Fonts and text widths on one paint device, each size made once."""

    def __init__(self, device: QPagedPaintDevice) -> None:
        self.device = device
        self.mm = device.logicalDpiY() / 25.4  # device pixels in a millimetre
        self._fonts: dict[tuple[float, bool], tuple[QFont, QFontMetricsF]] = {}

    def _get(self, points: float, bold: bool) -> tuple[QFont, QFontMetricsF]:
        key = (points, bold)
        found = self._fonts.get(key)
        if found is None:
            font = QFont(FONT)
            font.setPointSizeF(points)
            font.setBold(bold)
            found = self._fonts[key] = (font, QFontMetricsF(font, self.device))
        return found

    def font(self, points: float, bold: bool = False) -> QFont:
        return self._get(points, bold)[0]

    def metrics(self, points: float, bold: bool = False) -> QFontMetricsF:
        return self._get(points, bold)[1]

    def width(self, text: str, points: float, bold: bool = False) -> float:
        return self.metrics(points, bold).horizontalAdvance(text)

    def line(self, points: float, bold: bool = False) -> float:
        """The height of one line of type at ``points``."""
        return self.metrics(points, bold).lineSpacing()

    def wrap(self, text: str, points: float, bold: bool, width: float) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``width`` (a word wider
        than that alone is broken between letters)."""
        lines: list[str] = []
        current = ""
        for word in text.split():
            trial = f"{current} {word}" if current else word
            if self.width(trial, points, bold) <= width:
                current = trial
                continue
            if current:
                lines.append(current)
            current = ""
            for letter in word:
                if current and self.width(current + letter, points, bold) > width:
                    lines.append(current)
                    current = ""
                current += letter
        if current:
            lines.append(current)
        return lines or [""]

    def fit(self, text: str, points: float, bold: bool, width: float, least: float,
            most_lines: int = 3) -> tuple[float, list[str]]:
        """The size and lines ``text`` prints in within ``width``: on one line at
        ``points`` or smaller down to ``least``, else wrapped at the largest size that
        needs no more than ``most_lines`` (and at ``least`` when nothing does)."""
        wide = self.width(text, points, bold)
        if wide <= width:
            return points, [text]
        size = math.floor(points * width / wide * 4) / 4  # type scales with its size
        while size >= least and self.width(text, size, bold) > width:
            size -= 0.25
        if size >= least:
            return size, [text]
        for lines in range(2, most_lines + 1):
            size = points
            while size >= least:
                wrapped = self.wrap(text, size, bold, width)
                if len(wrapped) <= lines:
                    return size, wrapped
                size -= 0.5
        return least, self.wrap(text, least, bold, width)


def draw(painter: QPainter, measure: Measure, text: str, points: float, bold: bool,
         x: float, baseline: float, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
         width: float = 0.0) -> None:
    """One line of ``text`` on ``baseline``, from ``x`` (or centred or right-aligned in
    the ``width`` from ``x``)."""
    painter.setFont(measure.font(points, bold))
    if align == Qt.AlignmentFlag.AlignHCenter:
        x += (width - measure.width(text, points, bold)) / 2
    elif align == Qt.AlignmentFlag.AlignRight:
        x += width - measure.width(text, points, bold)
    painter.drawText(QPointF(x, baseline), text)


def draw_lines(painter: QPainter, measure: Measure, lines: Sequence[str], points: float,
               bold: bool, box: QRectF, align: Qt.AlignmentFlag) -> None:
    """``lines`` at ``points``, centred as a block in the height of ``box``."""
    metrics = measure.metrics(points, bold)
    step = metrics.lineSpacing()
    top = box.top() + (box.height() - step * len(lines)) / 2
    for index, line in enumerate(lines):
        draw(painter, measure, line, points, bold, box.left(),
             top + index * step + metrics.ascent(), align, box.width())


class SeatCards:
    """Seat cards, as many to a page as fit at about 62 x 45 mm, with cut lines.

    Args:
        cards: the cards in the order they print (by table and seat).
        lang: the language of the cards' words.
        title: the first line of ``toPlainText`` (the PDF's title).
    """

    CARD_MM = (62.0, 45.0)  # the card as designed, drawn a little smaller if need be
    LEAST_MM = (60.0, 42.0)  # the smallest cell it is drawn in: 3 x 6 on A4 and Letter

    def __init__(self, cards: Sequence[SeatCardView], lang: Lang, title: str) -> None:
        self.cards = tuple(cards)
        self.lang: Lang = lang
        self.title = title

    def grid(self, device: QPagedPaintDevice) -> tuple[int, int]:
        """Cards across and down a page of ``device``."""
        mm = device.logicalDpiY() / 25.4
        across = max(1, int(device.width() / mm // self.LEAST_MM[0]))
        down = max(1, int(device.height() / mm // self.LEAST_MM[1]))
        return across, down

    def page_count(self, device: QPagedPaintDevice) -> int:
        across, down = self.grid(device)
        return max(1, math.ceil(len(self.cards) / (across * down)))

    def toPlainText(self) -> str:
        table, seat = words("table", self.lang), words("seat", self.lang)
        return "\n".join([self.title, *(f"{table} {c.table} · {seat} {c.seat} · {c.player}"
                                        for c in self.cards)])

    def print_(self, printer: QPagedPaintDevice) -> None:
        """Paint every page on ``printer`` (a ``QPrinter`` or a ``QPdfWriter``)."""
        measure = Measure(printer)
        across, down = self.grid(printer)
        width, height = printer.width() / across, printer.height() / down
        scale = min(width / (self.CARD_MM[0] * measure.mm),
                    height / (self.CARD_MM[1] * measure.mm))
        per_page = across * down
        painter = QPainter()
        if not painter.begin(printer):
            return  # the printer refused (cancelled, or nothing to print to)
        try:
            if not self.cards:
                draw(painter, measure, self.title, 14, True, 0, measure.line(14))
                draw(painter, measure, words("nobody", self.lang), 12, False, 0,
                     measure.line(14) + measure.line(12) * 1.5)
            cut = QPen(CUT)
            cut.setWidthF(0.25 * measure.mm)
            cut.setStyle(Qt.PenStyle.DashLine)
            for start in range(0, len(self.cards), per_page):
                if start:
                    printer.newPage()
                page = self.cards[start : start + per_page]
                for index, card in enumerate(page):
                    cell = QRectF((index % across) * width, (index // across) * height,
                                  width, height)
                    self._card(painter, measure, card, cell, scale)
                painter.setPen(cut)
                _cut_lines(painter, len(page), across, width, height)
                painter.setPen(INK)
        finally:
            painter.end()

    def _card(self, painter: QPainter, measure: Measure, card: SeatCardView, cell: QRectF,
              scale: float) -> None:
        mm = measure.mm * scale
        pad = 3 * mm
        left, width = cell.left() + pad, cell.width() - 2 * pad
        top = cell.top() + 2.5 * mm
        centre = Qt.AlignmentFlag.AlignHCenter
        # The tournament and when the seats were drawn.
        size, lines = measure.fit(card.tournament, 8.5 * scale, True, width, 6 * scale, 2)
        draw_lines(painter, measure, lines, size, True, QRectF(left, top, width, 4.6 * mm),
                   centre)
        top += 4.6 * mm
        painter.setPen(GREY)
        when = words("drawn", self.lang).format(when=_when(card, self.lang))
        size, lines = measure.fit(when, 6.5 * scale, False, width, 5 * scale, 1)
        draw_lines(painter, measure, lines, size, False, QRectF(left, top, width, 3.2 * mm),
                   centre)
        top += 4.2 * mm
        # The table and the seat, each in a box, in figures read from across the room.
        gap = 2 * mm
        table_width = (width - gap) * 0.58
        boxes = ((QRectF(left, top, table_width, 15 * mm), words("table", self.lang),
                  str(card.table)),
                 (QRectF(left + table_width + gap, top, width - gap - table_width, 15 * mm),
                  words("seat", self.lang), str(card.seat)))
        frame = QPen(GREY)
        frame.setWidthF(0.3 * mm)
        for box, label, number in boxes:
            painter.setPen(frame)
            painter.drawRoundedRect(box, 1.5 * mm, 1.5 * mm)
            painter.setPen(GREY)
            inner = box.adjusted(1.5 * mm, 0, -1.5 * mm, 0)
            size, lines = measure.fit(label.upper(), 6.5 * scale, True, inner.width(),
                                      5 * scale, 1)
            draw(painter, measure, lines[0], size, True, inner.left(), box.top() + 3.2 * mm,
                 centre, inner.width())
            painter.setPen(INK)
            size, _ = measure.fit(number, 30 * scale, True, inner.width(), 12 * scale, 1)
            digits = measure.metrics(size, True)
            baseline = box.top() + 3.6 * mm + (10 * mm + digits.capHeight()) / 2
            draw(painter, measure, number, size, True, inner.left(), baseline, centre,
                 inner.width())
        top += 15 * mm
        # The player's name, whole however long.
        size, lines = measure.fit(card.player, 12 * scale, True, width, 7 * scale, 3)
        draw_lines(painter, measure, lines, size, True, QRectF(left, top, width, 10 * mm),
                   centre)
        # A line to sign on, and what to do.
        bottom = cell.bottom() - 2 * mm
        painter.setPen(GREY)
        size, lines = measure.fit(words("sign", self.lang), 6 * scale, False, width, 4.5 * scale,
                                  1)
        draw(painter, measure, lines[0], size, False, left, bottom, centre, width)
        line = QPen(INK)
        line.setWidthF(0.2 * mm)
        painter.setPen(line)
        rule = bottom - measure.metrics(size).ascent() - 0.8 * mm
        painter.drawLine(QPointF(left + 4 * mm, rule), QPointF(left + width - 4 * mm, rule))
        painter.setPen(INK)


def _when(card: SeatCardView, lang: Lang) -> str:
    local = card.drawn_at.astimezone()
    return local.strftime("%d/%m/%Y %H:%M" if lang == "es" else "%Y-%m-%d %H:%M")


def _cut_lines(painter: QPainter, count: int, across: int, width: float,
               height: float) -> None:
    """The dashed lines around ``count`` cards laid ``across`` a page: each edge once."""
    for index in range(count):
        column, row = index % across, index // across
        x, y = column * width, row * height
        painter.drawLine(QPointF(x, y), QPointF(x + width, y))  # top
        painter.drawLine(QPointF(x, y), QPointF(x, y + height))  # left
        if column == across - 1 or index + 1 == count:
            painter.drawLine(QPointF(x + width, y), QPointF(x + width, y + height))
        if index + across >= count:  # nothing below
            painter.drawLine(QPointF(x, y + height), QPointF(x + width, y + height))
