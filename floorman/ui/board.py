"""The room's public board: a TV on the wall with the games, their lists and tournaments.

``floorman --board`` (or Tables > Open board… at the desk) opens it full screen: the
games running with their open seats, each waiting list in order (names shaped for
privacy as the house chose), who is called and to which table, the must-move games
marked, and the tables of the tournaments that run with their players. It is read from
five metres away: a dark screen, large type, high contrast, no scroll bars. What does
not fit on one screen is cut into pages (from the height there is), and the pages turn
on a timer; when the board speaks both languages each page shows in English, then in
Spanish. Its words are ``Text`` pairs, since both languages are on screen by turns.

The board only reads: its store is opened read-only, and it follows the change feed
(the audit-log head, polled ``POLL_MS``) with a ``BoardReader``, never the desk's feed
(whose tick releases holds). Painting is cheap so a refresh fits in a frame: the lines
of the pages are made once per change, from their heights only (``ui.board_pages``),
and their words measured once per page and language; a paint only fills bands and
draws that text.

The tournament clock stands beside the lists, the board's full height, once a
tournament the board shows has started its clock: a ``ClockScreen`` in the side panel
(``Board.set_side_panel``), the lists laid out again in the width left. It is kept
current by the board's own poll (the clocks are read again only when the audit rows
since the last poll touch a clock or a tournament: ``BoardReader.clocks``) and speaks
the language the lists show. With several clocks started it shows one, and stays on
it: a running clock before a paused one (the one the players watch), and of several
the first by name (``board_view.clock_shown``); alternating them would leave each
clock's players without their time half of the time. When no tournament shown has a
started clock, the panel goes. The board sounds the clock's chimes unless its settings
say not to (``BoardChoices.clock_sound``): a desk's own clock window keeps its own.

Keys: F2 the board's settings (which games and tournaments, languages, seconds per
page, the clock's chimes), F11 full screen or not, Ctrl+Q closes the board.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QWidget

from floorman.services.board_view import DEFAULT_ROOM, BoardChoices, BoardContent, BoardReader
from floorman.services.clock_views import ClockView
from floorman.services.desk import Desk, StoreUnreachable
from floorman.text import Lang
from floorman.tournament.clock import Signal as ClockSignal

from floorman.ui.board_pages import (
    SPLITTABLE,
    WORDS,
    Block,
    Line,
    Placed,
    board_blocks,
    paged,
)
from floorman.ui.board_settings import BoardSettingsDialog, load_choices, save_choices
from floorman.ui.clock_screen import ClockScreen
from floorman.ui.clock_sound import play

if TYPE_CHECKING:
    from floorman.store import Store

POLL_MS = 400  # a desk's change is on the board within a second
CLOCK_MS = 5_000  # the time in the corner, to the minute
SETTINGS = "F2"
FULL_SCREEN = "F11"
QUIT = "Ctrl+Q"
DESIGN_HEIGHT = 1080.0  # the sizes below are pixels on a 1080-line screen
COLUMN_WIDTH = 600.0  # about this wide: three columns on a 1080p screen
MARGIN, GUTTER = 32.0, 40.0
HEADER, PADDING = 100.0, 14.0
# The clock beside the lists: this share of the board's height wide (670 px at 1080
# lines, the lists keep two columns of a 1920 screen), never more than this share of
# its width (a 4:3 screen keeps room for a column of lists).
CLOCK_WIDTH_BY_HEIGHT = 0.62
CLOCK_MOST_WIDTH = 0.4

# Colours: light on near-black, read across the room (white on the background is about
# 19:1, the bands' white about 8:1).
BACKGROUND = QColor("#0a0e14")
HEADER_BAND = QColor("#141b24")
INK = QColor("#ffffff")
SOFT = QColor("#a9bdd4")
QUIET = QColor("#7d8b99")
CALLED = QColor("#ffd23f")
OPEN = QColor("#6ee7a0")
MUST_MOVE = QColor("#ff9a3c")
STALE = QColor("#ff6b6b")
GAME_BAND = QColor("#1d4f91")
TOURNAMENT_BAND = QColor("#5b2a86")
TOURNAMENT_TABLE = QColor("#d7b8f3")


@dataclass(frozen=True)
class Style:
    """How a kind of line looks at 1080 lines: its height, type size, weight, colours
    (a band is filled behind the words)."""

    height: float
    size: float
    bold: bool
    ink: QColor
    band: QColor | None = None
    right_ink: QColor | None = None
    right_bold: bool | None = None  # None: as the left words


STYLES: dict[str, Style] = {
    "game": Style(68, 42, True, INK, GAME_BAND),
    "tournament": Style(68, 42, True, INK, TOURNAMENT_BAND),
    "info": Style(46, 30, False, SOFT, right_ink=OPEN, right_bold=True),
    "info_full": Style(46, 30, False, SOFT, right_ink=QUIET),
    "event": Style(46, 30, False, SOFT, right_ink=INK, right_bold=True),
    "must_move": Style(46, 28, True, MUST_MOVE),
    "entry": Style(58, 42, False, INK),
    "called": Style(58, 42, True, CALLED),
    "nobody": Style(54, 32, False, QUIET),
    "table": Style(50, 30, True, TOURNAMENT_TABLE, right_ink=SOFT),
    "seats": Style(44, 30, False, INK),
    "nothing": Style(80, 48, True, QUIET),
}


@dataclass(frozen=True)
class _Words:
    """Words measured and placed, ready to draw."""

    rect: QRectF
    font: QFont
    ink: QColor
    flags: int
    text: str


class BoardSheet(QWidget):
    """The painted board: a heading band, then the columns of the page shown.

    Laid out again when its content or size changes (``set_blocks``, ``resizeEvent``);
    a page's words are measured (elided to their column) the first time that page shows
    in a language, so turning pages and languages only paints.

    Signals:
        laidOut(): the pages were made again (their number may have changed).
    """

    laidOut = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardSheet")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # every pixel painted
        self.blocks: list[Block] = board_blocks(BoardContent(0, "first_initial", ()))
        self.pages: list[list[Placed]] = [[]]
        self.page = 0
        self.lang: Lang = "en"
        self.title = WORDS["lists"]
        self.clock_text = ""
        self.stale = False
        self._prepared: dict[tuple[int, Lang], list[tuple[QRectF, QColor] | _Words]] = {}
        self._fonts: dict[str, QFont] = {}
        self._scale = 1.0
        self._columns = 1
        self._column_width = 0.0
        self._top = 0.0

    # --- layout -----------------------------------------------------------------------

    def set_blocks(self, blocks: list[Block]) -> None:
        self.blocks = blocks
        self.relayout()

    def relayout(self) -> None:
        width, height = max(1, self.width()), max(1, self.height())
        scale = self._scale = max(0.3, height / DESIGN_HEIGHT)
        self._columns = max(1, int(width / (COLUMN_WIDTH * scale)))
        self._column_width = (width - 2 * MARGIN * scale
                              - (self._columns - 1) * GUTTER * scale) / self._columns
        self._top = (HEADER + 20) * scale
        room = (height - self._top - 16 * scale) / scale
        self._fonts = {kind: self._font(style.size, style.bold)
                       for kind, style in STYLES.items()}
        self._fonts.update({f"{kind}:right": self._font(style.size, style.right_bold)
                            for kind, style in STYLES.items() if style.right_bold is not None})
        heights = {kind: style.height for kind, style in STYLES.items()}
        self.pages = paged([self._fitted(block) for block in self.blocks], heights, room,
                           self._columns)
        self.page = min(self.page, len(self.pages) - 1)
        self._fonts["header"] = self._font(46, True)
        self._fonts["header_small"] = self._font(30, False)
        self._prepared.clear()
        self.update()
        self.laidOut.emit()

    def _fitted(self, block: Block) -> Block:
        """``block`` with each heading line whose two sides do not fit its column in
        either language cut in two (a game's tables, and its open seats below)."""
        if not any(line.right is not None and line.kind in SPLITTABLE for line in block.head):
            return block
        room = self._column_width - 4 * PADDING * self._scale
        head: list[Line] = []
        for line in block.head:
            if line.right is None or line.left is None or line.kind not in SPLITTABLE:
                head.append(line)
                continue
            left = QFontMetrics(self._fonts[line.kind])
            right = QFontMetrics(self._fonts.get(f"{line.kind}:right", self._fonts[line.kind]))
            if all(left.horizontalAdvance(line.left.get(lang))
                   + right.horizontalAdvance(line.right.get(lang)) <= room
                   for lang in ("en", "es")):
                head.append(line)
            else:
                head.extend((Line(line.kind, line.left), Line(line.kind, None, line.right)))
        return dataclasses.replace(block, head=tuple(head))

    def _font(self, size: float, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, round(size * self._scale)))
        font.setBold(bold)
        return font

    def page_count(self) -> int:
        return len(self.pages)

    def show_frame(self, page: int, lang: Lang) -> None:
        if (page, lang) != (self.page, self.lang):
            self.page, self.lang = page, lang
            self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    # --- painting ---------------------------------------------------------------------

    def _prepare(self, page: int, lang: Lang) -> list[tuple[QRectF, QColor] | _Words]:
        """The page's bands and words, measured and elided to their column."""
        scale, pad = self._scale, PADDING * self._scale
        drawn: list[tuple[QRectF, QColor] | _Words] = []
        left_flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        right_flags = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for placed in self.pages[page] if page < len(self.pages) else []:
            line, style = placed.line, STYLES[placed.line.kind]
            x = MARGIN * scale + placed.column * (self._column_width + GUTTER * scale)
            y = self._top + placed.y * scale
            height = style.height * scale
            font = self._fonts[line.kind]
            metrics = QFontMetrics(font)
            if style.band is not None:
                drawn.append((QRectF(x, y + 3 * scale, self._column_width, height - 6 * scale),
                              style.band))
            inner = QRectF(x + pad, y, self._column_width - 2 * pad, height)
            if line.kind == "seats":
                half = inner.width() / 2
                cells = [] if line.left is None else [
                    (line.left, QRectF(inner.x(), y, half - pad, height))]
                if line.right is not None:
                    cells.append((line.right, QRectF(inner.x() + half, y, half - pad, height)))
                for words, rect in cells:
                    text = metrics.elidedText(words.get(lang), Qt.TextElideMode.ElideRight,
                                              int(rect.width()))
                    drawn.append(_Words(rect, font, style.ink, left_flags, text))
                continue
            room = inner.width()
            right_words: _Words | None = None
            if line.right is not None:
                right, right_font = line.right.get(lang), self._fonts.get(
                    f"{line.kind}:right", font)
                right_metrics = QFontMetrics(right_font)
                right_width = min(right_metrics.horizontalAdvance(right), room * 0.6)
                text = right_metrics.elidedText(right, Qt.TextElideMode.ElideRight,
                                                int(right_width) + 1)
                right_words = _Words(inner, right_font, style.right_ink or style.ink,
                                     right_flags, text)
                room -= right_width + 2 * pad
            if line.left is None:  # the second line of a cut one: the right side alone
                if right_words is not None:
                    drawn.append(dataclasses.replace(right_words, flags=left_flags))
                continue
            if line.kind == "nothing":  # across the whole board, not a column
                room = self.width() - 2 * MARGIN * scale
            text = metrics.elidedText(line.left.get(lang), Qt.TextElideMode.ElideRight,
                                      int(room))
            if line.kind == "nothing":
                drawn.append(_Words(QRectF(0, y, self.width(), height), font, style.ink,
                                    int(Qt.AlignmentFlag.AlignCenter), text))
            else:
                drawn.append(_Words(QRectF(inner.x(), y, room, height), font, style.ink,
                                    left_flags, text))
            if right_words is not None:
                drawn.append(right_words)
        return drawn

    def prepared(self) -> list[tuple[QRectF, QColor] | _Words]:
        key = (self.page, self.lang)
        found = self._prepared.get(key)
        if found is None:
            found = self._prepared[key] = self._prepare(self.page, self.lang)
        return found

    def header_texts(self) -> list[str]:
        """The heading's words: the title, the page (when there are several), whether
        the board is out of date, the time."""
        words = [self.title.get(self.lang)]
        if len(self.pages) > 1:
            words.append(WORDS["page"].get(self.lang).format(page=self.page + 1,
                                                             pages=len(self.pages)))
        if self.stale:
            words.append(WORDS["stale"].get(self.lang))
        if self.clock_text:
            words.append(self.clock_text)
        return words

    def header_rect(self) -> QRectF:
        return QRectF(0, 0, self.width(), HEADER * self._scale)

    def _paint_header(self, painter: QPainter) -> None:
        scale = self._scale
        band = self.header_rect()
        painter.fillRect(band, HEADER_BAND)
        inner = band.adjusted(MARGIN * scale, 0, -MARGIN * scale, 0)
        middle = int(Qt.AlignmentFlag.AlignVCenter)
        painter.setFont(self._fonts["header"])
        painter.setPen(INK)
        painter.drawText(inner, int(Qt.AlignmentFlag.AlignLeft) | middle,
                         self.title.get(self.lang))
        right = inner
        if self.clock_text:
            painter.drawText(right, int(Qt.AlignmentFlag.AlignRight) | middle, self.clock_text)
            used = QFontMetrics(self._fonts["header"]).horizontalAdvance(self.clock_text)
            right = right.adjusted(0, 0, -(used + 36 * scale), 0)
        painter.setFont(self._fonts["header_small"])
        if self.stale:
            painter.setPen(STALE)
            words = WORDS["stale"].get(self.lang)
            painter.drawText(right, int(Qt.AlignmentFlag.AlignRight) | middle, words)
            used = QFontMetrics(self._fonts["header_small"]).horizontalAdvance(words)
            right = right.adjusted(0, 0, -(used + 36 * scale), 0)
        if len(self.pages) > 1:
            painter.setPen(SOFT)
            painter.drawText(right, int(Qt.AlignmentFlag.AlignRight) | middle,
                             WORDS["page"].get(self.lang).format(page=self.page + 1,
                                                                 pages=len(self.pages)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), BACKGROUND)
        if event.rect().intersects(self.header_rect().toAlignedRect()):
            self._paint_header(painter)
        font: QFont | None = None
        ink: QColor | None = None
        for item in self.prepared():
            if isinstance(item, _Words):
                if item.font is not font:
                    font = item.font
                    painter.setFont(font)
                if item.ink is not ink:
                    ink = item.ink
                    painter.setPen(ink)
                painter.drawText(item.rect, item.flags, item.text)
            else:
                painter.fillRect(item[0], item[1])
        painter.end()

    def shown_text(self) -> list[str]:
        """The words of the page shown, line by line as painted (for tests)."""
        return [item.text for item in self.prepared() if isinstance(item, _Words)]


class Board(QWidget):
    """The public board, full screen on a TV; it only reads.

    Args:
        desk: the services' desk, on a store opened read-only.
        settings: where the board's choices are kept (None: this run only).
        room: the board's room: its choices are kept under it.
        lang: the language of its settings dialog and messages.
        parent: the parent widget (the desk, when the desk opened it).
        owns_store: close the desk's store when the board closes.
        sound: plays the clock's chimes when the board's choices say so
            (``clock_sound.play``; None: a silent board, as in the tests).

    Signals:
        contentChanged(BoardContent): the board shows new content.
        tournamentsShown(tuple): the ids of the tournaments on the board changed (a
            clock panel may follow the one that runs).
        languageShown(str): the board turned to the other language ("en" or "es"; a
            side panel may speak it too).
        clockShown(object): the clock beside the lists changed: the ``ClockView`` shown
            now, or None when the clock panel went.
    """

    contentChanged = Signal(object)
    tournamentsShown = Signal(tuple)
    languageShown = Signal(str)
    clockShown = Signal(object)

    def __init__(self, desk: Desk, settings: QSettings | None = None, room: str = DEFAULT_ROOM,
                 lang: Lang = "en", parent: QWidget | None = None, *,
                 owns_store: bool = False,
                 sound: Callable[[ClockSignal], None] | None = play) -> None:
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window)  # a window of its own, not a panel
        self.setObjectName("board")
        self.desk = desk
        self.settings = settings
        self.room = room
        self.ui_lang: Lang = lang
        self.owns_store = owns_store
        self.dialog: BoardSettingsDialog | None = None
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), BACKGROUND)
        self.setPalette(palette)

        self.sheet = BoardSheet(self)
        self._side: QWidget | None = None
        self.clock_screen: ClockScreen | None = None  # the tournament clock, beside the lists
        self._clocks: tuple[ClockView, ...] | None = None  # the reader's, last followed
        self._sound = sound
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(0)
        self._row.addWidget(self.sheet, 1)

        choices = load_choices(settings, room) if settings is not None else BoardChoices()
        self.reader = BoardReader(desk, choices)
        self._frame = 0
        self._shown_tournaments: tuple[int, ...] = ()
        self.content = BoardContent(0, "first_initial", ())
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.poll)
        self._turn = QTimer(self)
        self._turn.timeout.connect(self.step)
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_MS)
        self._clock.timeout.connect(self.tick)
        self.sheet.laidOut.connect(self._apply_pace)
        self.languageShown.connect(self._clock_lang)

        self.settings_action = self._action("board_settings", SETTINGS, self.open_settings)
        self.full_screen_action = self._action("board_full_screen", FULL_SCREEN,
                                               self.toggle_full_screen)
        self.quit_action = self._action("board_quit", QUIT, self.close)

        try:
            self._show(self.reader.read())
        except StoreUnreachable:
            self._set_stale(True)
        self._follow_clock()
        self._apply_pace()
        self.tick()
        self.retranslate()
        self._poll.start()
        self._clock.start()

    def _action(self, name: str, key: str, then: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: then())
        self.addAction(action)
        return action

    # --- what it shows ----------------------------------------------------------------

    @property
    def choices(self) -> BoardChoices:
        return self.reader.choices

    @property
    def lang(self) -> Lang:
        """The language shown now."""
        return self.sheet.lang

    @property
    def page(self) -> int:
        return self.sheet.page

    def page_count(self) -> int:
        return self.sheet.page_count()

    def shown_text(self) -> list[str]:
        """The heading's words and the page's, as painted now (for tests)."""
        return self.sheet.header_texts() + self.sheet.shown_text()

    def shown_tournaments(self) -> tuple[int, ...]:
        """The ids of the tournaments on the board."""
        return self._shown_tournaments

    def poll(self) -> bool:
        """Show the floor (and the clock) as it is now if any desk changed it; True if
        the board did."""
        try:
            content = self.reader.poll()
        except StoreUnreachable:
            self._set_stale(True)
            return False
        self._set_stale(False)
        if content is not None:
            self._show(content)
        clock_moved = self._follow_clock()
        return content is not None or clock_moved

    def _show(self, content: BoardContent) -> None:
        self.content = content
        self.sheet.title = WORDS["tournaments"] if (
            content.tournaments and not content.games) else WORDS["lists"]
        self.sheet.set_blocks(board_blocks(content))  # laid out: the pace follows
        shown = tuple(t.id for t in content.tournaments)
        if shown != self._shown_tournaments:
            self._shown_tournaments = shown
            self.tournamentsShown.emit(shown)
        self.contentChanged.emit(content)

    # --- the tournament clock ---------------------------------------------------------

    def _follow_clock(self) -> bool:
        """Show the reader's clock beside the lists (see the module), or take the panel
        away when there is none; True if what the panel shows changed."""
        clocks = self.reader.clocks
        if clocks is self._clocks:
            return False
        self._clocks = clocks
        view = self.reader.clock()
        screen = self.clock_screen
        if view is None:
            if screen is None:
                return False
            self.set_side_panel(None)  # which lets the clock go
            self.clockShown.emit(None)
            return True
        if screen is not None and screen.view is view:
            return False
        if screen is None:
            screen = ClockScreen(self.desk.now, self._sound_clock, self.lang, self)
            screen.setFixedWidth(self._clock_width())
            self.set_side_panel(screen)
            self.clock_screen = screen
        screen.show_clock(view)
        self.clockShown.emit(view)
        return True

    def _sound_clock(self, due: ClockSignal) -> None:
        if self.choices.clock_sound and self._sound is not None:
            self._sound(due)

    def _clock_lang(self, lang: str) -> None:
        if self.clock_screen is not None:
            self.clock_screen.set_lang("es" if lang == "es" else "en")

    def _clock_width(self) -> int:
        wide = min(self.height() * CLOCK_WIDTH_BY_HEIGHT, self.width() * CLOCK_MOST_WIDTH)
        return max(1, round(wide))

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.clock_screen is not None:
            self.clock_screen.setFixedWidth(self._clock_width())
        super().resizeEvent(event)

    def _set_stale(self, stale: bool) -> None:
        if stale != self.sheet.stale:
            self.sheet.stale = stale
            self.sheet.update(self.sheet.header_rect().toAlignedRect())

    # --- pages and languages ----------------------------------------------------------

    def _frames(self) -> list[tuple[int, Lang]]:
        """Every page in every language shown, in the order they take turns."""
        mode = self.choices.languages
        langs: tuple[Lang, ...] = ("en", "es") if mode == "alternate" else (
            ("es",) if mode == "es" else ("en",))
        return [(page, lang) for page in range(self.sheet.page_count()) for lang in langs]

    def _show_frame(self) -> None:
        frames = self._frames()
        self._frame %= len(frames)
        before = self.sheet.lang
        self.sheet.show_frame(*frames[self._frame])
        if self.sheet.lang != before:
            self.languageShown.emit(self.sheet.lang)

    def step(self) -> None:
        """Turn to the next page, or the same page in the other language."""
        self._frame += 1
        self._show_frame()

    def _apply_pace(self) -> None:
        """Turn pages on the timer when there is more than one thing to show in turn."""
        self._turn.setInterval(self.choices.page_seconds * 1000)
        if len(self._frames()) > 1:
            if not self._turn.isActive():
                self._turn.start()
        else:
            self._turn.stop()
        self._show_frame()

    def tick(self) -> None:
        """The time in the heading (repainted only when the minute changes)."""
        words = self.desk.now().astimezone().strftime("%H:%M")
        if words != self.sheet.clock_text:
            self.sheet.clock_text = words
            self.sheet.update(self.sheet.header_rect().toAlignedRect())

    # --- choices ----------------------------------------------------------------------

    def apply_choices(self, choices: BoardChoices) -> None:
        """Show what ``choices`` say from now on, and keep them for the room."""
        if self.settings is not None:
            save_choices(self.settings, self.room, choices)
        try:
            content = self.reader.choose(choices)
        except StoreUnreachable:
            self.reader.choices = choices
            self._set_stale(True)
            self._apply_pace()
            return
        self._frame = 0
        self._show(content)
        self._follow_clock()

    def open_settings(self) -> BoardSettingsDialog:
        """The board's settings (F2): which games and tournaments, languages, pace."""
        try:
            games, tournaments = self.reader.choosable()
        except StoreUnreachable:
            games, tournaments = (), ()
        dialog = BoardSettingsDialog(self.choices, games, tournaments, self.ui_lang, self.room,
                                     self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_choices(dialog.choices))
        self.dialog = dialog
        dialog.open()
        return dialog

    # --- the side panel (a tournament clock) ------------------------------------------

    def set_side_panel(self, panel: QWidget | None) -> None:
        """Put ``panel`` (a tournament clock) at the right of the lists, the whole
        height of the board; None takes it away. The board keeps ``panel`` (its own
        width, or its size hint's); the lists are laid out again in the width left to
        them. A clock follows the board through ``tournamentsShown`` (which tournaments
        it shows: ``shown_tournaments()`` now) and ``languageShown`` (``lang`` now). The
        board puts its own clock here (see the module); another panel put in its place
        takes over until the clocks the board shows change."""
        old = self._side
        if old is not None:
            self._row.removeWidget(old)
            old.hide()
            screen = self.clock_screen
            if screen is not None and old is screen:  # the board's own: gone for good
                self.clock_screen = None
                screen.stop()
                screen.deleteLater()
            else:
                old.setParent(None)
        self._side = panel
        if panel is not None:
            self._row.addWidget(panel, 0)
            panel.show()

    def side_panel(self) -> QWidget | None:
        return self._side

    # --- the window -------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def retranslate(self) -> None:
        self.setWindowTitle(WORDS["title"].get(self.ui_lang).format(room=self.room))

    def closeEvent(self, event: QCloseEvent) -> None:
        for timer in (self._poll, self._turn, self._clock):
            timer.stop()
        if self.clock_screen is not None:
            self.clock_screen.stop()
        if self.owns_store:
            self.desk.store.close()
            self.owns_store = False
        super().closeEvent(event)


def place_on_screen(board: Board, away_from: QWidget | None = None) -> None:
    """Full screen on a screen other than ``away_from``'s when there is one (the TV);
    otherwise a window beside the desk."""
    here = away_from.screen() if away_from is not None else None
    others = [s for s in QGuiApplication.screens() if s is not here]
    if here is not None and others:
        board.setScreen(others[0])  # before it shows, so it opens there
        board.setGeometry(others[0].geometry())
        board.showFullScreen()
        return
    room = board.screen().availableGeometry()
    board.resize(min(1280, room.width() - 40), min(720, room.height() - 60))
    board.show()


def board_for_desk(desk: Desk, settings: QSettings | None, lang: Lang,
                   parent: QWidget | None) -> Board:
    """A board on the desk's store, opened again read-only for the board (the desk's own
    connection is kept when that cannot be done: the board reads only, either way)."""
    from floorman.store import StoreError, open_store

    store: Store | None
    try:
        store = open_store(desk.store.url.render_as_string(hide_password=False),
                           read_only=True)
    except StoreError:
        store = None
    reading = dataclasses.replace(desk, store=store) if store is not None else desk
    return Board(reading, settings, DEFAULT_ROOM, lang, parent, owns_store=store is not None)


class DeskBoard:
    """The desk's board (Tables > Open board…): its settings first, then the board,
    full screen on a second screen when there is one; asked again, the same board takes
    the new settings.

    Args:
        desk: the desk's services (the board opens its store again, read-only).
        settings: where the desk keeps its settings (the board's choices go there too).
        lang: the desk's language, asked when the dialog opens.
        window: the desk window.
    """

    def __init__(self, desk: Desk, settings: QSettings | None, lang: Callable[[], Lang],
                 window: QWidget) -> None:
        self.desk = desk
        self.settings = settings if settings is not None else QSettings()
        self.lang = lang
        self.window = window
        self.board: Board | None = None

    def ask(self) -> BoardSettingsDialog | None:
        """The board's settings; OK opens the board (or updates the one open). None when
        the store does not answer (a message says so)."""
        from floorman.services.board_view import choosable
        from floorman.services.views import floor_view

        try:
            games, tournaments = choosable(self.desk, floor_view(self.desk))
        except StoreUnreachable as error:
            QMessageBox.warning(self.window, WORDS["stale"].get(self.lang()), error.reason)
            return None
        dialog = BoardSettingsDialog(load_choices(self.settings, DEFAULT_ROOM), games,
                                     tournaments, self.lang(), DEFAULT_ROOM, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.open(dialog.choices))
        dialog.open()
        return dialog

    def open(self, choices: BoardChoices) -> Board:
        """Keep ``choices`` and show the board with them."""
        save_choices(self.settings, DEFAULT_ROOM, choices)
        board = self.board
        if board is not None and board.isVisible():
            board.apply_choices(choices)
            board.raise_()
            return board
        if board is not None:
            board.deleteLater()
        board = self.board = board_for_desk(self.desk, self.settings, self.lang(), self.window)
        place_on_screen(board, self.window)
        return board
