"""The floor map: every table and its seats, painted in one widget.

One ``paintEvent`` draws the whole floor from the plain ``FloorView`` (60 tables with
600 seats would be far too slow as child widgets). Each table is a tile: its number,
game and count of players, then its seats with the player's name, "open", the hold
countdown of a held seat, or the time an absent player has left before the chips are
picked up (red once it has run out). Closed tables are grey. A tile is painted once
into a pixmap and reused until its table, the selection, the countdowns or the
language change, so a change on one table repaints one tile.

The arrow keys move between seats and tables, Enter acts on the selected seat, the
menu key or a right click opens the seat's actions.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QScrollArea, QToolTip, QWidget

from floorman.floor.floor_view import AWAY, EMPTY, HELD, FloorView, SeatView, TableView
from floorman.floor.must_move import CONDITION_WORDS, ChainLink, MoveCondition, chains
from floorman.floor.timers import clock_text
from floorman.text import Lang

from floorman.ui.map_geometry import MapGeometry

# Colours chosen to read at arm's length and to stay apart for colour-blind eyes
# (amber, blue, red differ in lightness too).
BACKGROUND = QColor("#dfe3e8")
TILE = QColor("#ffffff")
TILE_BORDER = QColor("#9aa4ae")
CLOSED_TILE = QColor("#c9cdd2")
CLOSED_TEXT = QColor("#5f6770")
TEXT = QColor("#15191d")
MUTED = QColor("#5d6975")
PLAYING = QColor("#eef1f4")
EMPTY_FILL = QColor("#ffffff")
EMPTY_BORDER = QColor("#8d99a5")
HELD_FILL = QColor("#ffd866")
HELD_TEXT = QColor("#3b2c00")
AWAY_FILL = QColor("#bcd8ff")
AWAY_TEXT = QColor("#0a2a57")
OVERDUE_FILL = QColor("#c62828")
OVERDUE_TEXT = QColor("#ffffff")
SELECTED = QColor("#0b57d0")
MAIN_BADGE = QColor("#1b5e20")
MUST_MOVE_BADGE = QColor("#0b57d0")

def _digits_as_zero(text: str) -> str:
    """A countdown with every digit a 0: what it needs room for (digits are equally
    wide in the desk's fonts), so "9:59" and "9:58" share one cached tile."""
    return "".join("0" if c.isdigit() else c for c in text)


LEAST_NAME_SCALE = 0.65  # the smallest a name's type gets on a seat


def fit_name(name: str, width: int, advance: Callable[[str], int],
             cut: Callable[[str, int], str]) -> tuple[str, float]:
    """A player's name fitted to ``width`` on a seat, and the scale of its type (1 is the
    map's own; ``advance`` and ``cut`` measure in it).

    The floor calls players by first name, so the first name stays whole: the whole
    name, else "María F.", else "Maximiliano", else the first name in type shrunk to
    fit (down to ``LEAST_NAME_SCALE``); only a first name too long even for that loses
    letters.
    """
    words = name.split() or ["?"]
    tries = [name, f"{words[0]} {words[-1][0]}." if len(words) > 1 else name, words[0]]
    for text in tries:
        if advance(text) <= width:
            return text, 1.0
    scale = width / max(advance(words[0]), 1)
    if scale >= LEAST_NAME_SCALE:
        return words[0], scale
    return cut(words[0], int(width / LEAST_NAME_SCALE)), LEAST_NAME_SCALE


def _pen(colour: QColor, dashed: bool = False) -> QPen:
    pen = QPen(colour, 1)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


# fill, ink, border for each way a seat can look
SEAT_STYLES: dict[str, tuple[QColor, QColor, QPen]] = {
    "closed": (CLOSED_TILE, CLOSED_TEXT, _pen(CLOSED_TEXT)),
    EMPTY: (EMPTY_FILL, MUTED, _pen(EMPTY_BORDER, dashed=True)),
    HELD: (HELD_FILL, HELD_TEXT, _pen(HELD_FILL.darker(130))),
    AWAY: (AWAY_FILL, AWAY_TEXT, _pen(AWAY_FILL.darker(125))),
    "overdue": (OVERDUE_FILL, OVERDUE_TEXT, _pen(OVERDUE_FILL.darker(125))),
    "playing": (PLAYING, TEXT, _pen(PLAYING.darker(115))),
}
GAME_COLOURS = [QColor(c) for c in ("#2e7d32", "#1565c0", "#8e24aa", "#ef6c00", "#00838f",
                                    "#6d4c41", "#c2185b", "#546e7a")]


class FloorMap(QWidget):
    """All tables and seats of the floor, painted, with a seat selected.

    Args:
        clock: the desk's clock, for the countdowns.
        lang: returns the language of the windows, for game names.
        parent: the parent widget.

    Signals:
        seatSelected(int, int): the table id and seat number now selected.
        seatActivated(int, int): Enter or a double click on that seat.
        seatMenuRequested(int, int, QPoint): the seat's actions are wanted at a global
            position (right click, the menu key or Shift+F10).
    """

    seatSelected = Signal(int, int)
    seatActivated = Signal(int, int)
    seatMenuRequested = Signal(int, int, QPoint)

    def __init__(self, clock: Callable[[], datetime], lang: Callable[[], Lang],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._lang = lang
        self._view: FloorView | None = None
        self._selected: tuple[int, int] | None = None  # table index, seat number
        self._labels: dict[int, str] = {}
        self._badges: dict[int, str] = {}  # table id -> "main", "MM1 → table 3"
        self._numbers: dict[int, int] = {}  # table id -> number
        self._tiles: dict[int, tuple[tuple[object, ...], QPixmap]] = {}
        self._elided: dict[tuple[str, int, bool], tuple[str, float]] = {}
        self._advances: dict[tuple[int, str], int] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._fonts()
        self.retranslate()

    # --- data ------------------------------------------------------------------

    def set_view(self, view: FloorView) -> None:
        """Show ``view``; the selection stays on the same table and seat."""
        table_id = self._table_id()
        seat = self._selected[1] if self._selected else 1
        old, selected = self._view, self._selected
        old_badges = self._badges
        self._view = view
        self._labels = {g.id: g.label(self._lang()) for g in view.games}
        self._badges = self._chain_badges(view)
        self._numbers = {t.id: t.number for t in view.tables}
        self._selected = None
        if view.tables:
            index = next((i for i, t in enumerate(view.tables) if t.id == table_id), 0)
            self._selected = (index, min(seat, len(view.tables[index].seats)))
        if (old is not None and old.games == view.games and old.house == view.house
                and len(old.tables) == len(view.tables) and selected == self._selected
                and all(a.id == b.id for a, b in zip(old.tables, view.tables, strict=True))):
            # The same tiles in the same places: repaint only the tables that changed
            # (a view refreshed from the audit log keeps the others' very objects).
            for index, (before, now) in enumerate(zip(old.tables, view.tables, strict=True)):
                if (before is not now and before != now) or \
                        old_badges.get(now.id) != self._badges.get(now.id):
                    self.update(self._geometry.tile(index))
            return
        self._fit()
        self.update()

    def view(self) -> FloorView | None:
        return self._view

    def _chain_badges(self, view: FloorView) -> dict[int, str]:
        """The badge of each table in a must-move chain: "main" on the main game,
        "MM1 → table 3" on the must-move feeding table 3 (RRoP 2.iii.9)."""
        if not any(t.must_move_for is not None for t in view.tables):
            return {}
        numbers = {t.id: t.number for t in view.tables}
        badges: dict[int, str] = {}
        for line in chains(ChainLink(t.id, t.number, t.game_id, t.is_open, t.must_move_for)
                           for t in view.tables).values():
            badges[line[0]] = self._words["main"]
            for depth, table_id in enumerate(line[1:], start=1):
                badges[table_id] = self._words["must_move"].format(
                    depth=depth, table=numbers[line[depth - 1]])
        return badges

    def badge(self, table_id: int) -> str | None:
        """The chain badge painted on a table's tile, if any (for tests)."""
        return self._badges.get(table_id)

    def selected_table(self) -> TableView | None:
        if self._view is None or self._selected is None:
            return None
        return self._view.tables[self._selected[0]]

    def selected_seat(self) -> SeatView | None:
        table = self.selected_table()
        if table is None or self._selected is None:
            return None
        return table.seats[self._selected[1] - 1]

    def select(self, table_id: int, seat: int = 1) -> bool:
        """Select a seat by table id and seat number; False if there is no such seat."""
        if self._view is None:
            return False
        for index, table in enumerate(self._view.tables):
            if table.id == table_id and 1 <= seat <= len(table.seats):
                self._move_to(index, seat)
                return True
        return False

    def seat_rect(self, table_id: int, seat: int) -> QRect:
        """Where a seat is painted, in widget coordinates (for tests and menus)."""
        assert self._view is not None
        index = next(i for i, t in enumerate(self._view.tables) if t.id == table_id)
        tile = self._geometry.tile(index)
        return self._geometry.seat(tile, len(self._view.tables[index].seats), seat)

    def table_rect(self, table_id: int) -> QRect:
        """Where a table's tile is painted, in widget coordinates (for the count of
        attention lines on tables scrolled out of view)."""
        assert self._view is not None
        index = next(i for i, t in enumerate(self._view.tables) if t.id == table_id)
        return self._geometry.tile(index)

    def _table_id(self) -> int | None:
        table = self.selected_table()
        return table.id if table else None

    def _move_to(self, index: int, seat: int) -> None:
        assert self._view is not None
        if self._selected == (index, seat):
            return
        self._selected = (index, seat)
        self.update()
        table = self._view.tables[index]
        rect = self._geometry.seat(self._geometry.tile(index), len(table.seats), seat)
        scroll = self._scroll_area()
        if scroll is not None:
            centre = rect.center()
            scroll.ensureVisible(centre.x(), centre.y(), rect.width(), rect.height() * 2)
        self.seatSelected.emit(table.id, seat)

    def _scroll_area(self) -> QScrollArea | None:
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        return parent

    # --- language and sizes ------------------------------------------------------

    def retranslate(self) -> None:
        """Words painted on the map, in the current language."""
        self._words = {
            "table": self.tr("Table {number}"),
            "closed": self.tr("closed"),
            "open": self.tr("open"),
            "count": self.tr("{players}/{seats}"),
            "legend_playing": self.tr("Playing"),
            "legend_open": self.tr("Open seat"),
            "legend_held": self.tr("Held (time left)"),
            "legend_away": self.tr("Away (time left)"),
            "legend_overdue": self.tr("Away too long: pick up chips"),
            "main": self.tr("main"),
            "must_move": self.tr("MM{depth} → table {table}"),
            "move_from": self.tr("from {table}"),
        }
        self._fit()
        if self._view is not None:
            self._labels = {g.id: g.label(self._lang()) for g in self._view.games}
            self._badges = self._chain_badges(self._view)
        self._tiles.clear()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fonts()
            self._fit()
        super().changeEvent(event)

    def _fonts(self) -> None:
        base = self.font()
        self._name_font = QFont(base)
        self._bold_font = QFont(base)
        self._bold_font.setBold(True)
        self._title_font = QFont(base)
        self._title_font.setBold(True)
        self._title_font.setPointSizeF(base.pointSizeF() * 1.1)
        self._small_font = QFont(base)
        self._small_font.setPointSizeF(base.pointSizeF() * 0.9)
        self._italic_font = QFont(base)
        self._italic_font.setItalic(True)
        self._italic_metrics = QFontMetrics(self._italic_font)
        self._name_metrics = QFontMetrics(self._name_font)
        self._bold_metrics = QFontMetrics(self._bold_font)
        self._title_metrics = QFontMetrics(self._title_font)
        self._small_metrics = QFontMetrics(self._small_font)
        self._elided.clear()
        self._advances.clear()
        self._tiles.clear()
        self._number_width = self._bold_metrics.horizontalAdvance("10") + 10
        # Room for the seat number and a long name in each of the two seat columns.
        self._least_tile_width = max(
            280, 2 * self._name_metrics.horizontalAdvance("Alejandro Ramí") + 80)
        self._geometry = MapGeometry.fit(max(self.width(), 1), self._name_metrics.height(),
                                         self._title_metrics.height(), self._least_tile_width)

    def _fit(self) -> None:
        """Lay the tiles out for the current width; grow tall enough to hold them all."""
        width = max(self.width(), 1)
        lines = 1 + max(line for _x, line, _fill, _text in self._legend(width))
        geometry = MapGeometry.fit(width, self._name_metrics.height(),
                                   self._title_metrics.height(), self._least_tile_width, lines)
        if geometry != self._geometry:
            self._geometry = geometry
            self._tiles.clear()
            self._elided.clear()
        tables = len(self._view.tables) if self._view else 0
        self.setMinimumHeight(self._geometry.height(tables))

    def resizeEvent(self, event: QResizeEvent) -> None:
        if event.oldSize().width() != event.size().width():
            self._fit()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        g = self._geometry
        tables = len(self._view.tables) if self._view else 0
        columns = 3
        width = g.gap + columns * (self._least_tile_width + g.gap)
        return QSize(width, g.legend_height + g.gap + -(-max(tables, 1) // columns)
                     * (g.tile_height + g.gap))

    def minimumSizeHint(self) -> QSize:
        g = self._geometry
        return QSize(self._least_tile_width + 2 * g.gap,
                     g.legend_height + g.tile_height + 2 * g.gap)

    # --- painting ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        clip = event.rect()
        painter.fillRect(clip, BACKGROUND)
        g = self._geometry
        if clip.top() < g.legend_height + g.gap:
            self._paint_legend(painter)
        if self._view is None:
            return
        now = self._clock()
        focused = self.hasFocus()
        region = event.region()
        for index, table in enumerate(self._view.tables):
            rect = g.tile(index)
            if not region.intersects(rect):
                continue
            selected = self._selected[1] if self._selected and self._selected[0] == index \
                else None
            painter.drawPixmap(rect.topLeft(), self._tile(table, selected, focused, now))
            self._paint_countdowns(painter, rect, table, now)

    def _paint_countdowns(self, painter: QPainter, tile: QRect, table: TableView,
                          now: datetime) -> None:
        """The running countdowns over the cached tile: only their text changes each
        second, so the tile itself is drawn once and only these few words every tick."""
        assert self._view is not None
        house, g, closed = self._view.house, self._geometry, not table.is_open
        for seat in table.seats:
            left = seat.time_left(now, house)
            if left is None:
                continue
            shown = clock_text(left)
            cell = g.seat(tile, len(table.seats), seat.number)
            fill, ink, _border = SEAT_STYLES.get(self._seat_style(seat, closed, left),
                                                 SEAT_STYLES["playing"])
            bold = self._bold_metrics
            room = self._advance(bold, _digits_as_zero(shown))
            right = cell.x() + cell.width() - 6
            painter.fillRect(right - room - 2, cell.y() + 1, room + 4, cell.height() - 2, fill)
            painter.setFont(self._bold_font)
            painter.setPen(ink)
            painter.drawText(right - self._advance(bold, shown),
                             cell.y() + (cell.height() + bold.ascent() - bold.descent()) // 2,
                             shown)

    @staticmethod
    def _seat_style(seat: SeatView, closed: bool, countdown: timedelta | None) -> str:
        if closed:
            return "closed"
        if seat.state == AWAY and countdown is not None and countdown <= timedelta(0):
            return "overdue"
        return seat.state

    def _tile(self, table: TableView, selected: int | None, focused: bool,
              now: datetime) -> QPixmap:
        """The table's tile, from the cache when nothing shown on it changed."""
        assert self._view is not None
        house = self._view.house
        # The countdown texts are painted over the tile (``_paint_countdowns``): the tile
        # changes only when a countdown changes colour or needs more room.
        clocks = tuple(
            (_digits_as_zero(clock_text(left)), left <= timedelta(0))
            if (left := s.time_left(now, house)) is not None else None
            for s in table.seats
        )
        key = (table, selected, focused and selected is not None, clocks,
               self._labels.get(table.game_id), self._badges.get(table.id))
        cached = self._tiles.get(table.id)
        if cached is not None and cached[0] == key:
            return cached[1]
        g = self._geometry
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(QSize(g.tile_width, g.tile_height) * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(BACKGROUND)
        painter = QPainter(pixmap)
        self._paint_tile(painter, table, selected, focused, now)
        painter.end()
        self._tiles[table.id] = (key, pixmap)
        return pixmap

    def _paint_tile(self, painter: QPainter, table: TableView, selected: int | None,
                    focused: bool, now: datetime) -> None:
        assert self._view is not None
        g = self._geometry
        tile = QRect(0, 0, g.tile_width, g.tile_height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        closed = not table.is_open
        border = SELECTED if selected is not None else TILE_BORDER
        painter.setPen(QPen(border, 2 if selected is not None else 1))
        painter.setBrush(CLOSED_TILE if closed else TILE)
        painter.drawRoundedRect(tile.adjusted(1, 1, -1, -1), 6, 6)
        # Title bar: a stripe in the game's colour, the number, the game, the count.
        game_index = next((i for i, gm in enumerate(self._view.games)
                           if gm.id == table.game_id), 0)
        colour = CLOSED_TEXT if closed else GAME_COLOURS[game_index % len(GAME_COLOURS)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRect(4, 4, 8, g.header_height - 8), 3, 3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        title = self._words["table"].format(number=table.number)
        painter.setFont(self._title_font)
        painter.setPen(CLOSED_TEXT if closed else TEXT)
        title_rect = QRect(18, 0, g.tile_width - 24, g.header_height)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         title)
        title_width = self._title_metrics.horizontalAdvance(title) + 12
        right = (self._words["closed"] if closed else
                 self._words["count"].format(players=table.players, seats=len(table.seats)))
        painter.setFont(self._bold_font)
        right_width = self._bold_metrics.horizontalAdvance(right)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         right)
        badge = self._badges.get(table.id)
        if badge:
            # The chain badge, a filled tag after the number: "main", "MM1 → table 3".
            painter.setFont(self._small_font)
            room = self._small_metrics.horizontalAdvance(badge) + 12
            tag = QRect(title_rect.x() + title_width - 4,
                        (g.header_height - self._small_metrics.height() - 4) // 2, room,
                        self._small_metrics.height() + 4)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MAIN_BADGE if badge == self._words["main"] else MUST_MOVE_BADGE)
            painter.drawRoundedRect(tag, 4, 4)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, badge)
            title_width += room + 4
        painter.setFont(self._name_font)
        painter.setPen(CLOSED_TEXT if closed else MUTED)
        label_rect = title_rect.adjusted(title_width, 0, -(right_width + 10), 0)
        label = self._labels.get(table.game_id, "")
        label = self._name_metrics.elidedText(label, Qt.TextElideMode.ElideRight,
                                              label_rect.width())
        painter.drawText(label_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         label)
        seats = len(table.seats)
        for seat in table.seats:
            cell = g.seat(QRect(0, 0, g.tile_width, g.tile_height), seats, seat.number)
            self._paint_seat(painter, cell, seat, closed, now)
        if selected is not None:
            cell = g.seat(tile, seats, selected)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(SELECTED, 3 if focused else 2)
            if not focused:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(cell.adjusted(-2, -2, 2, 2), 5, 5)

    def _paint_seat(self, painter: QPainter, cell: QRect, seat: SeatView, closed: bool,
                    now: datetime) -> None:
        # Painted for every seat of a tile drawn from scratch: drawn at text baselines
        # (much cheaper than laying text out in a rectangle) with styles made once.
        assert self._view is not None
        countdown: timedelta | None = seat.time_left(now, self._view.house)
        if closed:
            style = "closed"
        elif seat.state == AWAY and countdown is not None and countdown <= timedelta(0):
            style = "overdue"
        else:
            style = seat.state
        fill, ink, border = SEAT_STYLES.get(style, SEAT_STYLES["playing"])
        painter.setPen(border)
        painter.setBrush(fill)
        painter.drawRect(cell.x(), cell.y(), cell.width() - 1, cell.height() - 1)
        # The seat number in a column of its own, then the name, then the countdown.
        x, y, width = cell.x(), cell.y(), cell.width()
        bold = self._bold_metrics
        baseline = y + (cell.height() + bold.ascent() - bold.descent()) // 2
        number = str(seat.number)
        painter.setFont(self._bold_font)
        painter.setPen(ink)
        painter.drawText(x + (self._number_width - self._advance(bold, number)) // 2,
                         baseline, number)
        left, right = x + self._number_width, x + width - 6
        if countdown is not None:  # its room only: the text goes over the cached tile
            right -= self._advance(bold, _digits_as_zero(clock_text(countdown))) + 6
        elif seat.state == HELD and seat.move_condition is not None and not closed:
            # Held for a must-move: where the player comes from, instead of a countdown.
            tag = self._words["move_from"].format(table=self._numbers.get(
                seat.move_from or 0, "?"))
            painter.setFont(self._bold_font)
            painter.setPen(MUST_MOVE_BADGE)
            room = self._advance(bold, tag)
            painter.drawText(right - room, baseline, tag)
            painter.setPen(ink)
            right -= room + 6
        if seat.state == EMPTY:
            if not closed:
                small = self._small_metrics
                painter.setFont(self._small_font)
                painter.drawText(left, y + (cell.height() + small.ascent() - small.descent())
                                 // 2, self._words["open"])
            return
        italic = seat.state == HELD
        label, scale = self._elide(seat.name or "?", right - left, italic)
        metrics = self._italic_metrics if italic else self._name_metrics
        font = self._italic_font if italic else self._name_font
        if scale < 1:  # a long first name stays whole in smaller type
            font = QFont(font)
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * scale)
            else:  # a size the style sheet gave in pixels
                font.setPixelSize(max(1, int(font.pixelSize() * scale)))
            metrics = QFontMetrics(font)
        painter.setFont(font)
        painter.drawText(left, y + (cell.height() + metrics.ascent() - metrics.descent()) // 2,
                         label)

    def _advance(self, metrics: QFontMetrics, text: str) -> int:
        key = (id(metrics), text)
        width = self._advances.get(key)
        if width is None:
            width = self._advances[key] = int(metrics.horizontalAdvance(text))
        return width

    def _elide(self, text: str, width: int, italic: bool) -> tuple[str, float]:
        """``text`` fitted to ``width`` (see ``fit_name``) and the scale of its type."""
        key = (text, width, italic)
        found = self._elided.get(key)
        if found is None:
            metrics = self._italic_metrics if italic else self._name_metrics
            found = self._elided[key] = fit_name(
                text, width, metrics.horizontalAdvance,
                lambda words, room: metrics.elidedText(words, Qt.TextElideMode.ElideRight,
                                                       room))
        return found

    def _legend(self, width: int) -> list[tuple[int, int, QColor, str]]:
        """Where each legend entry goes (x, line, colour, words), wrapping at ``width``."""
        line_height = self._name_metrics.height() + 10
        box = line_height - 10
        x, line = self._geometry.gap, 0
        placed: list[tuple[int, int, QColor, str]] = []
        for fill, key in ((PLAYING, "legend_playing"), (EMPTY_FILL, "legend_open"),
                          (HELD_FILL, "legend_held"), (AWAY_FILL, "legend_away"),
                          (OVERDUE_FILL, "legend_overdue")):
            text = self._words[key]
            needed = box + 6 + self._name_metrics.horizontalAdvance(text)
            if placed and x + needed > width - self._geometry.gap:
                x, line = self._geometry.gap, line + 1
            placed.append((x, line, fill, text))
            x += needed + 22
        return placed

    def _paint_legend(self, painter: QPainter) -> None:
        painter.setFont(self._name_font)
        line_height = self._name_metrics.height() + 10
        box = line_height - 10
        for x, line, fill, text in self._legend(self.width()):
            y = 4 + line * line_height
            painter.setPen(QPen(TILE_BORDER, 1))
            painter.setBrush(fill)
            painter.drawRect(x, y + 5, box, box)
            painter.setPen(TEXT)
            painter.drawText(QRect(x + box + 6, y, self.width(), line_height),
                             Qt.AlignmentFlag.AlignVCenter, text)

    def tick(self) -> None:
        """Repaint the seats whose countdowns run (a second passed)."""
        if self._view is None:
            return
        # Only the counting seats: their text (and, once it runs out, their colour) is
        # all a second changes, and a small region keeps the repaint small.
        g = self._geometry
        for index, table in enumerate(self._view.tables):
            for seat in table.seats:
                if seat.state in (HELD, AWAY):
                    self.update(g.seat(g.tile(index), len(table.seats), seat.number))

    # --- keyboard and mouse ------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._view is None or not self._view.tables or self._selected is None:
            super().keyPressEvent(event)
            return
        key = Qt.Key(event.key())
        seats = [len(t.seats) for t in self._view.tables]
        index, number = self._selected
        arrows = {Qt.Key.Key_Left: "left", Qt.Key.Key_Right: "right", Qt.Key.Key_Up: "up",
                  Qt.Key.Key_Down: "down"}
        if key in arrows:
            self._move_to(*self._geometry.step(seats, index, number, arrows[key]))
        elif key == Qt.Key.Key_PageDown:
            self._move_to(min(index + 1, len(seats) - 1), 1)
        elif key == Qt.Key.Key_PageUp:
            self._move_to(max(index - 1, 0), 1)
        elif key == Qt.Key.Key_Home:
            self._move_to(index, 1)
        elif key == Qt.Key.Key_End:
            self._move_to(index, seats[index])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.seatActivated.emit(self._view.tables[index].id, number)
        elif key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and event.modifiers()
                                        & Qt.KeyboardModifier.ShiftModifier):
            self._request_menu(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _request_menu(self, at: QPoint | None) -> None:
        assert self._view is not None and self._selected is not None
        index, number = self._selected
        table = self._view.tables[index]
        if at is None:
            at = self.mapToGlobal(self.seat_rect(table.id, number).center())
        self.seatMenuRequested.emit(table.id, number, at)

    def _seat_at(self, point: QPoint) -> tuple[int, int] | None:
        if self._view is None:
            return None
        hit = self._geometry.hit(point, [len(t.seats) for t in self._view.tables])
        if hit is None:
            return None
        index, number = hit
        return index, number if number is not None else 1

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self._seat_at(event.position().toPoint())
        if hit is not None:
            self._move_to(*hit)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        hit = self._seat_at(event.position().toPoint())
        if hit is not None and self._view is not None:
            self._move_to(*hit)
            self.seatActivated.emit(self._view.tables[hit[0]].id, hit[1])

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            hit = self._seat_at(event.pos())
            if hit is None:
                return
            self._move_to(*hit)
            self._request_menu(event.globalPos())
        elif self._selected is not None:
            self._request_menu(None)

    def focusInEvent(self, event: object) -> None:
        self.update()
        super().focusInEvent(event)  # type: ignore[arg-type]

    def focusOutEvent(self, event: object) -> None:
        self.update()
        super().focusOutEvent(event)  # type: ignore[arg-type]

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = self._seat_at(event.pos())
            if hit is not None and self._view is not None:
                table = self._view.tables[hit[0]]
                QToolTip.showText(event.globalPos(), self.describe(table, hit[1]), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def describe(self, table: TableView, number: int) -> str:
        """A sentence on a seat, for the tooltip and screen readers."""
        assert self._view is not None
        seat = table.seats[number - 1]
        where = self.tr("Table {table}, seat {seat}").format(table=table.number, seat=number)
        if not table.is_open:
            return self.tr("{where}: the table is closed").format(where=where)
        left = seat.time_left(self._clock(), self._view.house)
        time = clock_text(left) if left is not None else ""
        if seat.state == EMPTY:
            return self.tr("{where}: open").format(where=where)
        if seat.state == HELD and seat.move_condition is not None:
            condition = MoveCondition(seat.move_condition) \
                if seat.move_condition in set(MoveCondition) else MoveCondition.BIG_BLIND
            return self.tr("{where}: held for {name}, moving from must-move table {table} "
                           "{when} (F9 when done)").format(
                where=where, name=seat.name, table=self._numbers.get(seat.move_from or 0, "?"),
                when=CONDITION_WORDS[condition].get(self._lang()))
        if seat.held_from_break:
            return self.tr("{where}: held for {name} from a broken game until his big blind "
                           "(F3 when he sits, Ctrl+Shift+B if he is late)").format(
                where=where, name=seat.name)
        if seat.state == HELD:
            return self.tr("{where}: held for {name}, {time} left").format(
                where=where, name=seat.name, time=time)
        if seat.state == AWAY:
            if left is not None and left <= timedelta(0):
                return self.tr("{where}: {name} is away too long ({time}); pick up the "
                               "chips").format(where=where, name=seat.name, time=time)
            return self.tr("{where}: {name} is away, {time} left").format(
                where=where, name=seat.name, time=time)
        return self.tr("{where}: {name}").format(where=where, name=seat.name)
