"""The tournament clock screen: the room's big clock, on the board or full screen.

``ClockScreen`` shows one tournament's ``ClockView`` (``show_clock``): the level (or
BREAK) and the time left in very large digits, the blinds and ante now and next, the
time to the next break, a chip race announced one level ahead, players remaining of
the entries, the average stack, the prize pool, and the paid places with their amounts
and the names of those who finished in them (players who share a place split its
prizes, ``payouts.shared_prizes``). White and amber on black, sized from the screen's
height so it reads from five metres on a 1920x1080 television; its words come in
``Text`` pairs (``set_lang``), not from Qt's catalogue, because a board alternates
languages while the desk keeps its own. In a narrow column (beside the board's lists)
the payouts go under the clock, the figures two by two, and the tournament's name has
its line to itself while there is no state (paused...) to show beside it. The paid
places are drawn once into a picture per language and size: the board turns its
language with every page, and laying their table out again each time would cost more
than the rest of the board's repaint.

The screen holds no counter. Every repaint reads the clock afresh from the stored state
and "now" (an injected callable: the tests' fake clock, the desk's clock, the wall
clock), and the next repaint is a single-shot timer set to just after the next change
of the second shown (``clock.ms_to_next_second``), so a repaint that comes late shows
the right second anyway and an hour of them never drifts. Between two repaints the
screen asks ``clock.signals`` what was crossed (the minute mark, the change of level),
emits ``signalDue`` and plays the chime (``clock_sound``; injected, so tests record it).

``ClockWindow`` is the screen on its own (``floorman --clock NAME``, or opened from the
tournament window): F11 toggles full screen, F12 switches its language, Esc and Ctrl+Q
close it. It only reads: it polls the audit log's head at most twice a second and reads
the clock again (``tournament_clock.clock_view``) when the head moves.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from floorman.services.clock_views import ClockView
from floorman.services.desk import Desk, FloorError, StoreUnreachable
from floorman.text import Lang, Text
from floorman.tournament.clock import (
    ClockReading,
    ms_to_next_second,
    signals,
)
from floorman.tournament.clock import (
    Signal as ClockSignal,
)
from floorman.tournament.payouts import payout_row, shared_prizes
from floorman.tournament.structure import Level, duration_text, level_numbers, next_chip_up

from floorman.ui.clock_sound import play
from floorman.ui.tournament_sheets import count_text

WORDS = {
    "level": Text("LEVEL {n}", "NIVEL {n}"),
    "break": Text("BREAK", "DESCANSO"),
    "paused": Text("PAUSED", "EN PAUSA"),
    "not_started": Text("NOT STARTED", "SIN EMPEZAR"),
    "ended": Text("LAST LEVEL OVER", "ÚLTIMO NIVEL TERMINADO"),
    "over": Text("TOURNAMENT OVER", "TORNEO TERMINADO"),
    "no_structure": Text("No structure yet", "Sin estructura todavía"),
    "blinds": Text("Blinds", "Ciegas"),
    "after_break": Text("After the break: level {n}", "Tras el descanso: nivel {n}"),
    "ante": Text("Ante {amount}", "Ante {amount}"),
    "bb_ante": Text("Big blind ante {amount}", "Ante de ciega grande {amount}"),
    "next": Text("Next: {what}", "Siguiente: {what}"),
    "next_break": Text("Next: break ({time})", "Siguiente: descanso ({time})"),
    "next_break_then": Text("Next: break ({time}), then {blinds}",
                            "Siguiente: descanso ({time}), luego {blinds}"),
    "last_level": Text("Last level", "Último nivel"),
    "chip_up_next": Text("At the next break: {what}", "En el próximo descanso: {what}"),
    "to_break": Text("Next break", "Próximo descanso"),
    "players": Text("Players", "Jugadores"),
    "average": Text("Average stack", "Stack medio"),
    "pool": Text("Prize pool", "Bolsa de premios"),
    "payouts": Text("Payouts", "Premios"),
    "paid": Text("Payouts: {n} paid", "Premios: {n} pagados"),
    "no_prizes": Text("Prizes are set from 2 entries.", "Los premios se fijan a partir de 2 "
                      "inscritos."),
    "no_row": Text("The payout table has no row for {entries} entries.",
                   "La tabla de premios no tiene fila para {entries} inscritos."),
}
NONE = "—"
FONT_FAMILY = "DejaVu Sans"
BACKGROUND = "#07090d"
PANEL = "#121821"
COLOURS = {
    "text": "#f4f6f8",
    "caption": "#9fb0c3",
    "level": "#ffd54f",
    "play": "#ffffff",
    "last_minute": "#ff5a4f",
    "break": "#5fd0ff",
    "still": "#98a2ae",
    "banner": "#ffb300",
    "chip_up": "#ffb300",
    "amount": "#7ee08a",
}
# Shares of the screen's height for each kind of line (1080: the time is 324 px high).
SIZES = {"name": 0.050, "level": 0.085, "time": 0.300, "blinds_caption": 0.036,
         "blinds": 0.110, "ante": 0.058, "next": 0.046, "chip_up": 0.042, "note": 0.036,
         "caption": 0.032, "figure": 0.066, "state": 0.050, "payouts_caption": 0.044,
         "places": 0.048, "notice": 0.024}
# Each line's height, in its type's size: the digits and capitals need no room for
# descenders, so the big lines are cut close and the screen's height goes to the type.
LINES = {"name": 1.25, "state": 1.25, "level": 1.1, "time": 0.88, "blinds_caption": 1.3,
         "blinds": 1.0, "ante": 1.25, "next": 1.25, "chip_up": 1.25, "figure": 1.1,
         "caption": 1.25}
LEFT_SHARE = 0.64  # the clock's side of the screen; the payouts take the rest
# Narrower than this (a column beside the board's lists), the payouts go under the clock,
# which takes this share of the height.
PORTRAIT_RATIO = 1.1
TOP_SHARE = 0.73
# Under the clock, its lines are sized from this share of the height: less than its
# share, which also holds the margins, the spacing and the figures two by two.
TOP_TYPE_SHARE = 0.58
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum size"
DRAWN_KEPT = 4  # the places drawn and kept: both languages, at two sizes
MARGIN_MS = 2  # a repaint lands this long after the change of second, never before it
NAME_CHARS = 22  # a finisher's name on the board, beyond which it is cut short
PLACE_GAP, AMOUNT_GAP = 14, 18  # pixels after the place and after the amount
FIGURES = ("to_break", "players", "average", "pool")
FIGURES_APART = 10  # pixels between two rows of figures (two by two, in a narrow column)
# In a narrow column the figures go two by two, and their captions, with twice the
# room, read larger.
PORTRAIT_SIZES = {"caption": 0.042}
# The lines whose type shrinks to fit their width (a long name, hours on the clock).
FITTED = frozenset({"name", "level", "time", "blinds", "ante", "next", "chip_up", "state",
                    "blinds_caption", *FIGURES, *(f"{key}_caption" for key in FIGURES)})


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


@dataclass(frozen=True)
class PrizeRow:
    """A paid place on the clock and the payout sheet: the places ``first`` to ``last``
    (more than one when players share a place), what they pay in all, the share of the
    pool of each (percent), and who finished there with the prize of each."""

    first: int
    last: int
    amount: Decimal
    percents: tuple[Decimal, ...]
    players: tuple[tuple[str, Decimal], ...] = ()

    def place_text(self) -> str:
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"


def prize_rows(view: ClockView) -> tuple[PrizeRow, ...]:
    """Every paid place, best first, filled in with the players who finished there."""
    amounts = view.amounts()
    if not amounts:
        return ()
    percents = payout_row(view.payouts, view.entries).percents
    finished: dict[int, list[str]] = {}
    for finisher in view.places:
        finished.setdefault(finisher.place, []).append(finisher.player)
    rows: list[PrizeRow] = []
    place = 1
    while place <= len(amounts):
        names = finished.get(place, [])
        sharing = max(len(names), 1)
        last = min(place + sharing - 1, len(amounts))
        covered = amounts[place - 1:last]
        shares = (shared_prizes(amounts, place, sharing, view.prizes.chip) if len(names) > 1
                  else covered[:1])
        rows.append(PrizeRow(place, last, sum(covered, Decimal(0)),
                             tuple(percents[place - 1:last]),
                             tuple(zip(names, shares, strict=False))))
        place += sharing
    return tuple(rows)


def whole(amount: Decimal) -> Decimal:
    """An amount rounded to a whole chip (an average stack)."""
    return amount.to_integral_value(rounding=ROUND_HALF_UP)


def blinds_text(level: Level, lang: Lang) -> str:
    """``1,000/2,000`` (``1.000/2.000`` in Spanish): the blinds as a board shows them."""
    return f"{count_text(level.small_blind, lang)}/{count_text(level.big_blind, lang)}"


def ante_text(level: Level, lang: Lang) -> str:
    """``Ante 25``, ``Big blind ante 2,000``, or empty."""
    if level.is_break or level.ante <= 0:
        return ""
    return _w("bb_ante" if level.big_blind_ante else "ante", lang).format(
        amount=count_text(level.ante, lang))


def level_line(level: Level, lang: Lang) -> str:
    """The blinds and ante on one line: ``400/800 · Big blind ante 800``."""
    ante = ante_text(level, lang)
    return f"{blinds_text(level, lang)} · {ante}" if ante else blinds_text(level, lang)


def _to_next_break(levels: tuple[Level, ...], reading: ClockReading) -> int | None:
    """Milliseconds until the next break after the level on (this break too, on one)."""
    waited = reading.left_ms
    for level in levels[reading.level + 1:]:
        if level.is_break:
            return waited
        waited += level.ms
    return None


def _next_text(levels: tuple[Level, ...], after: int, lang: Lang) -> str:
    """What comes after level ``after``: its blinds, or a break and the level after it."""
    if after + 1 >= len(levels):
        return _w("last_level", lang)
    coming = levels[after + 1]
    if not coming.is_break:
        return _w("next", lang).format(what=level_line(coming, lang))
    time = duration_text(coming.seconds)
    then = next((lv for lv in levels[after + 2:] if not lv.is_break), None)
    if then is None:
        return _w("next_break", lang).format(time=time)
    return _w("next_break_then", lang).format(time=time, blinds=blinds_text(then, lang))


def clock_texts(view: ClockView | None, now: datetime, lang: Lang) -> dict[str, str]:
    """Every line of the clock screen at ``now``, by the name of its label."""
    texts = {key: "" for key in ("name", "state", "level", "time", "blinds_caption", "blinds",
                                 "ante", "next", "chip_up", "note", *FIGURES)}
    texts.update(to_break_caption=_w("to_break", lang), players_caption=_w("players", lang),
                 average_caption=_w("average", lang), pool_caption=_w("pool", lang),
                 payouts_caption=_w("payouts", lang))
    if view is None:
        return texts
    texts["name"] = view.name
    paid = len(view.amounts())
    if paid:
        texts["payouts_caption"] = _w("paid", lang).format(n=paid)
    texts["players"] = (f"{count_text(view.remaining, lang)} / "
                        f"{count_text(view.entries, lang)}")
    average = view.average_stack
    texts["average"] = NONE if average is None else count_text(whole(average), lang)
    texts["pool"] = count_text(view.pool, lang)
    levels = view.levels
    reading = view.reading(now) if view.state is not None else None
    if reading is not None and reading.level >= len(levels):
        reading = None  # a structure shortened under a running clock: shown as not started
    if not levels:
        texts.update(state=_w("no_structure", lang), time="--:--", to_break=NONE)
        return texts
    if reading is None:
        reading = ClockReading(0, levels[0].ms, running=False)
        texts["state"] = _w("not_started", lang)
    elif view.finished:
        texts["state"] = _w("over", lang)
    elif reading.ended:
        texts["state"] = _w("ended", lang)
    elif not reading.running:
        texts["state"] = _w("paused", lang)
    index = reading.level
    level = levels[index]
    numbers = level_numbers(levels)
    texts["time"] = reading.text()
    to_break = _to_next_break(levels, reading)
    texts["to_break"] = NONE if to_break is None else duration_text(-(-to_break // 1000))
    texts["note"] = level.note(lang)
    if level.is_break:
        texts["level"] = _w("break", lang)
        texts["chip_up"] = level.chip_up_text(lang)
        coming = next((i for i in range(index + 1, len(levels)) if not levels[i].is_break),
                      None)
        if coming is not None:
            texts["blinds_caption"] = _w("after_break", lang).format(n=numbers[coming])
            texts["blinds"] = blinds_text(levels[coming], lang)
            texts["ante"] = ante_text(levels[coming], lang)
            texts["next"] = _next_text(levels, coming, lang)
        else:
            texts["next"] = _w("last_level", lang)
        return texts
    texts["level"] = _w("level", lang).format(n=numbers[index])
    texts["blinds_caption"] = _w("blinds", lang)
    texts["blinds"] = blinds_text(level, lang)
    texts["ante"] = ante_text(level, lang)
    texts["next"] = _next_text(levels, index, lang)
    chip_up = next_chip_up(levels, index)
    if chip_up is not None:
        what = chip_up[1].chip_up_text(lang)
        texts["chip_up"] = _w("chip_up_next", lang).format(what=what[:1].lower() + what[1:])
    return texts


def time_colour(view: ClockView | None, reading: ClockReading | None) -> str:
    """The colour of the big digits: white in play, red in the last minute, blue on a
    break, grey when paused or not started."""
    if (view is None or reading is None or not view.levels
            or reading.level >= len(view.levels) or view.finished):
        return COLOURS["still"]
    if reading.ended:
        return COLOURS["last_minute"]
    if not reading.running:
        return COLOURS["still"]
    if view.levels[reading.level].is_break:
        return COLOURS["break"]
    return COLOURS["last_minute"] if reading.left_ms <= 60_000 else COLOURS["play"]


def _font(pixels: int, bold: bool = True) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(pixels, 8))
    font.setBold(bold)
    return font


def _paint(widget: QWidget, colour: str, role: QPalette.ColorRole) -> None:
    palette = widget.palette()
    palette.setColor(role, QColor(colour))
    widget.setPalette(palette)


def _wall_clock() -> datetime:
    return datetime.now(UTC)


class ClockScreen(QWidget):
    """One tournament's clock, large, repainted once a second on the second.

    Args:
        now: the current moment (time-zone aware): the desk's clock, the wall clock, a
            test's fake clock.
        sound: plays a chime for each ``clock.Signal`` due (default: ``clock_sound.play``;
            None for a silent screen).
        lang: the language to start in.
        parent: the parent widget.

    Signals:
        signalDue(object): a ``clock.Signal`` is due (the minute mark, the change of
            level) between the last repaint and this one; emitted once per crossing.
        ticked(): the screen read the clock and repainted what changed.
    """

    signalDue = Signal(object)
    ticked = Signal()

    def __init__(self, now: Callable[[], datetime] = _wall_clock,
                 sound: Callable[[ClockSignal], None] | None = play,
                 lang: Lang = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockScreen")
        self._now = now
        self._sound = sound
        self.lang: Lang = lang
        self.view: ClockView | None = None
        self.reading: ClockReading | None = None
        self.next_tick_ms = 1000  # when the timer fires next (the bench follows it)
        self._colour = ""
        self._texts: dict[str, str] = {}
        self._places_key: tuple[object, ...] = ()
        self._places_markup = ""
        self._drawn: dict[tuple[str, str, int, int], QPixmap] = {}
        self.setAutoFillBackground(True)
        _paint(self, BACKGROUND, QPalette.ColorRole.Window)
        _paint(self, COLOURS["text"], QPalette.ColorRole.WindowText)

        self.labels: dict[str, QLabel] = {}
        for key in ("name", "state", "level", "time", "blinds_caption", "blinds", "ante",
                    "next", "chip_up", "note", "notice", "payouts_caption", "places",
                    *FIGURES, *(f"{key}_caption" for key in FIGURES)):
            label = QLabel(self)
            label.setObjectName(f"clock_{key}")
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.labels[key] = label
        centred = ("level", "time", "blinds_caption", "blinds", "ante", "next", "chip_up",
                   "note")
        for key in centred:
            self.labels[key].setAlignment(Qt.AlignmentFlag.AlignCenter)
        for key in FIGURES:
            for name in (key, f"{key}_caption"):
                self.labels[name].setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.labels["state"].setAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
        self.labels["places"].setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.labels["places"].setSizePolicy(QSizePolicy.Policy.Ignored,
                                            QSizePolicy.Policy.Ignored)
        self.labels["note"].setWordWrap(True)
        self.labels["notice"].setWordWrap(True)
        colours = {"level": "level", "state": "banner", "blinds_caption": "caption",
                   "chip_up": "chip_up", "note": "caption", "notice": "caption",
                   "next": "caption", "payouts_caption": "caption",
                   **{f"{key}_caption": "caption" for key in FIGURES}}
        for key, colour in colours.items():
            _paint(self.labels[key], COLOURS[colour], QPalette.ColorRole.WindowText)

        top = QHBoxLayout()
        top.addWidget(self.labels["name"], 3)
        top.addWidget(self.labels["state"], 2)
        figures = self.figures = QGridLayout()
        figures.setHorizontalSpacing(24)
        for column, key in enumerate(FIGURES):
            figures.addWidget(self.labels[f"{key}_caption"], 0, column)
            figures.addWidget(self.labels[key], 1, column)
            figures.setColumnStretch(column, 1)
        left = QVBoxLayout()
        left.setSpacing(0)
        left.addLayout(top)
        left.addSpacing(8)
        for key in ("level", "time", "blinds_caption", "blinds", "ante"):
            left.addWidget(self.labels[key])
        left.addSpacing(12)
        for key in ("next", "chip_up", "note"):
            left.addWidget(self.labels[key])
        left.addStretch(1)
        left.addLayout(figures)
        left.addWidget(self.labels["notice"])
        self.side = QFrame(self)
        self.side.setObjectName("clockPayouts")
        self.side.setAutoFillBackground(True)
        _paint(self.side, PANEL, QPalette.ColorRole.Window)
        right = self._payouts_column = QVBoxLayout(self.side)
        right.addWidget(self.labels["payouts_caption"])
        right.addWidget(self.labels["places"], 1)
        self.root = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.root.setContentsMargins(32, 20, 24, 20)
        self.root.setSpacing(28)
        self.root.addLayout(left, round(LEFT_SHARE * 100))
        self.root.addWidget(self.side, round((1 - LEFT_SHARE) * 100))
        self.portrait = False

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.tick)
        self._apply_sizes()
        self.tick()

    # --- what it shows ----------------------------------------------------------------

    def show_clock(self, view: ClockView | None) -> None:
        """Show ``view`` from now on (None: nothing); a chime is due only between two
        readings of the same tournament."""
        if view is None or self.view is None or view.tournament_id != self.view.tournament_id:
            self.reading = None
        self.view = view
        self._places_key = ()
        self.tick()

    def set_lang(self, lang: Lang) -> None:
        """Speak ``lang`` from now on (the board alternates; the desk keeps its own)."""
        if lang != self.lang:
            self.lang = lang
            self._places_key = ()
            self._refresh(self._now())

    def set_notice(self, text: str) -> None:
        """A small line at the foot of the clock (the store not answering), or none."""
        self.labels["notice"].setText(text)

    def text(self, key: str) -> str:
        """The words of the label ``key`` (``time``, ``blinds``, ``players``...), as
        shown; for the places, their plain text."""
        label = self.labels[key]
        if key == "places":
            document = QTextDocument()
            document.setHtml(self._places_markup)
            return document.toPlainText()
        return label.text()

    # --- the second -------------------------------------------------------------------

    def tick(self) -> None:
        """Read the clock at "now", repaint what changed, sound what was crossed since
        the last reading, and set the next repaint just after the next change of
        second."""
        now = self._now()
        before = self.reading
        view = self.view
        reading = None
        if view is not None and view.state is not None and view.levels:
            reading = view.reading(now)
            if reading is not None and reading.level >= len(view.levels):
                reading = None
        self.reading = reading
        self._refresh(now)
        if before is not None and reading is not None and view is not None \
                and not view.finished:
            for due in signals(before, reading):
                self.signalDue.emit(due)
                if self._sound is not None:
                    self._sound(due)
        self.next_tick_ms = (ms_to_next_second(reading) if reading is not None else 1000)
        self._timer.start(self.next_tick_ms + MARGIN_MS)
        self.ticked.emit()

    def stop(self) -> None:
        """Stop repainting (the window closes)."""
        self._timer.stop()

    def _refresh(self, now: datetime) -> None:
        lang = self.lang
        texts = clock_texts(self.view, now, lang)
        if self._name_alone(texts["state"]):
            self._texts.pop("name", None)  # fitted again to its new room
        for key, text in texts.items():
            if self._texts.get(key) != text:
                self._set(key, text)
        self._texts = texts
        colour = time_colour(self.view, self.reading)
        if colour != self._colour:
            self._colour = colour
            _paint(self.labels["time"], colour, QPalette.ColorRole.WindowText)
        self._show_places()

    def _name_alone(self, state: str) -> bool:
        """In a narrow column the name has its row to itself while there is no state
        to show (paused, not started...); True if that changed."""
        alone = self.portrait and not state
        label = self.labels["state"]
        if alone == label.isHidden():
            return False
        label.setHidden(alone)
        return True

    def _set(self, key: str, text: str) -> None:
        label = self.labels[key]
        if key in FITTED:
            self._fit(label, text, self._pixels(key))
        label.setText(text)

    # --- sizes ------------------------------------------------------------------------

    @staticmethod
    def _kind(key: str) -> str:
        if key in FIGURES:
            return "figure"
        if key.endswith("_caption") and key not in ("blinds_caption", "payouts_caption"):
            return "caption"
        return key

    def _clock_height(self) -> float:
        """The height the clock's lines share (all of it, beside the payouts; above
        them, a little less than its share, for the margins and spacing)."""
        return max(self.height(), 240) * (TOP_TYPE_SHARE if self.portrait else 1.0)

    def _pixels(self, key: str) -> int:
        if key == "places":
            return round(max(self.height(), 240) * SIZES[key])
        if key == "payouts_caption" and self.portrait:
            return round(max(self.height(), 240) * SIZES["caption"])
        kind = self._kind(key)
        share = PORTRAIT_SIZES.get(kind, SIZES[kind]) if self.portrait else SIZES[kind]
        return round(self._clock_height() * share)

    def _room(self, key: str) -> float:
        """The width the label ``key`` may take, in pixels."""
        left = max(self.width(), 320) * (1.0 if self.portrait else LEFT_SHARE) - 60
        if key in FIGURES or key.removesuffix("_caption") in FIGURES:
            return left / self._figures_across() - 24
        if key == "name" and self.labels["state"].isHidden():
            return left
        if key in ("name", "state"):
            return left * (0.6 if key == "name" else 0.4)
        return left

    def _fit(self, label: QLabel, text: str, pixels: int) -> None:
        """The label's font at ``pixels``, smaller if ``text`` would not fit its room."""
        key = label.objectName().removeprefix("clock_")
        font = _font(pixels, bold=self._kind(key) != "caption")
        room = self._room(key)
        wide = QFontMetrics(font).horizontalAdvance(text) if text else 0
        if wide > room > 0:
            font.setPixelSize(max(8, int(pixels * room / wide)))
        if label.font() != font:
            label.setFont(font)

    def _payouts_height(self) -> int:
        """Under the clock, the height of the payouts' panel: its share of the height."""
        margins = self.root.contentsMargins()
        room = self.height() - margins.top() - margins.bottom() - self.root.spacing()
        return max(0, round(room * (1 - TOP_SHARE)))

    def _places_height(self) -> float:
        """The height the paid places may fill: beside the clock, most of the screen's;
        under it, what the payouts' panel leaves under its caption."""
        if not self.portrait:
            return max(self.height() - 40, 200) * 0.86
        column = self._payouts_column
        margins = column.contentsMargins()
        caption = QFontMetrics(self.labels["payouts_caption"].font()).height()
        return max(40.0, self._payouts_height() - margins.top() - margins.bottom()
                   - column.spacing() - caption)

    def _figures_across(self) -> int:
        return 2 if self.portrait else len(FIGURES)

    def _arrange_figures(self) -> None:
        """The figures in a row; two by two in a narrow column (beside the board's
        lists), where four in a row would shrink their captions past reading."""
        across = self._figures_across()
        for index, key in enumerate(FIGURES):
            row, column = divmod(index, across)
            for below, name in enumerate((f"{key}_caption", key)):
                label = self.labels[name]
                self.figures.removeWidget(label)
                self.figures.addWidget(label, 3 * row + below, column)  # a row apart
        for column in range(len(FIGURES)):
            self.figures.setColumnStretch(column, 1 if column < across else 0)
        # Two by two, each caption right above its figure and the rows a little apart,
        # so the clock keeps its height; in a row, spaced as the style says.
        self.figures.setVerticalSpacing(0 if self.portrait else -1)
        self.figures.setRowMinimumHeight(2, FIGURES_APART if self.portrait else 0)

    def _apply_sizes(self) -> None:
        self.portrait = self.width() < self.height() * PORTRAIT_RATIO
        direction = (QBoxLayout.Direction.TopToBottom if self.portrait
                     else QBoxLayout.Direction.LeftToRight)
        if self.root.direction() != direction:
            self.root.setDirection(direction)
            self.root.setStretch(0, round((TOP_SHARE if self.portrait else LEFT_SHARE) * 100))
            self.root.setStretch(1, round((1 - (TOP_SHARE if self.portrait else LEFT_SHARE))
                                          * 100))
            self._arrange_figures()
        if self.portrait:  # the payouts take their share of the height, and no more
            self.side.setFixedHeight(self._payouts_height())
        else:
            self.side.setMinimumHeight(0)
            self.side.setMaximumHeight(QWIDGETSIZE_MAX)
        self._name_alone(self._texts.get("state", ""))
        for key in ("note", "notice", "payouts_caption"):
            self.labels[key].setFont(_font(self._pixels(key), bold=key == "payouts_caption"))
        for key, label in self.labels.items():
            line = LINES.get(self._kind(key))
            if line is not None:
                label.setFixedHeight(round(self._pixels(key) * line))
        for key, text in self._texts.items():
            if key in self.labels:
                self._set(key, text)
        self._places_key = ()
        self._show_places()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_sizes()

    def _show_places(self) -> None:
        view = self.view
        key = (id(view), self.lang, self.height(), self.width())
        if key == self._places_key:
            return
        self._places_key = key
        if view is None:
            self._places_markup = ""
            self.labels["places"].clear()
            return
        lang = self.lang
        rows = prize_rows(view)
        whole = max(self.width(), 320) * (1.0 if self.portrait else 1 - LEFT_SHARE) - 80
        if not rows:
            message = _w("no_prizes", lang) if view.entries < 2 else _w("no_row", lang).format(
                entries=view.entries)
            self._draw_places(f"<p style='color: {COLOURS['caption']};'>"
                              f"{html.escape(message)}</p>",
                              _font(self._pixels("places"), bold=False), whole)
            return
        lines = []
        for row in rows:
            players = row.players or (("", row.amount),)
            for index, (name, prize) in enumerate(players):
                short = name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1] + "…"
                lines.append((row.place_text() if index == 0 else "",
                              count_text(prize, lang), short))
        # As large as the panel's height allows, and smaller if the widest line would not
        # fit its width; under the clock (a narrow column), in two columns.
        columns = 2 if self.portrait and len(lines) > 6 else 1
        down = -(-len(lines) // columns)
        high = self._places_height()
        pixels = max(12, min(self._pixels("places"), int(high / (down * 1.45))))
        bold, plain = QFontMetrics(_font(pixels)), QFontMetrics(_font(pixels, bold=False))
        wide = max(bold.horizontalAdvance(place) + bold.horizontalAdvance(amount)
                   + plain.horizontalAdvance(name) for place, amount, name in lines)
        wide += PLACE_GAP + AMOUNT_GAP + 12
        room = whole / columns - (24 if columns > 1 else 0)
        if wide > room > 0:
            pixels = max(12, int(pixels * room / wide))
        cells = [
            f"<tr><td align='right' style='color: {COLOURS['level']}; font-weight: bold; "
            f"padding-right: {PLACE_GAP}px;'>{place}</td>"
            f"<td align='right' style='color: {COLOURS['amount']}; font-weight: bold; "
            f"padding-right: {AMOUNT_GAP}px;'>{amount}</td>"
            f"<td style='color: {COLOURS['text']};'>{html.escape(name)}</td></tr>"
            for place, amount, name in lines]
        tables = ["<table cellspacing='0' cellpadding='2'>" + "".join(cells[at:at + down])
                  + "</table>" for at in range(0, len(cells), down)]
        self._draw_places(tables[0] if columns == 1 else
                          "<table cellspacing='0' cellpadding='0'><tr>"
                          + "".join(f"<td valign='top' style='padding-right: 24px;'>{table}"
                                    "</td>" for table in tables) + "</tr></table>",
                          _font(pixels, bold=False))

    def _draw_places(self, markup: str, font: QFont, width: float | None = None) -> None:
        """Show the places' ``markup`` drawn into a picture, kept for when the same
        comes back: laying out a rich-text table takes milliseconds, and a board turns
        its language with every page. ``width``: the words wrap to it (a message); the
        places' tables keep their lines whole (their type is sized to fit)."""
        self._places_markup = markup
        ratio = self.devicePixelRatioF()
        key = (markup, font.key(), round(width or -1), round(ratio * 100))
        picture = self._drawn.get(key)
        if picture is None:
            document = QTextDocument()
            document.setDocumentMargin(0)  # as a label lays out its text
            document.setDefaultFont(font)
            document.setHtml(markup)
            document.setTextWidth(-1 if width is None else max(width, 1.0))
            size = document.size()
            picture = QPixmap(max(1, math.ceil(size.width() * ratio)),
                              max(1, math.ceil(size.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            document.drawContents(painter)
            painter.end()
            if len(self._drawn) >= DRAWN_KEPT:
                self._drawn.clear()
            self._drawn[key] = picture
        self.labels["places"].setPixmap(picture)


# --- the clock on its own ---------------------------------------------------------------

POLL_MS = 500  # as the desk's feed: the audit head at most twice a second
WINDOW_WORDS = {
    "title": Text("{name}: clock", "{name}: reloj"),
    "untitled": Text("Tournament clock", "Reloj del torneo"),
    "lost": Text("The store does not answer ({reason}); the clock keeps time from the last "
                 "reading.", "La base no responde ({reason}); el reloj sigue con la última "
                 "lectura."),
    "gone": Text("This tournament is no longer in the store.",
                 "Este torneo ya no está en la base."),
}


def _clock_view(desk: Desk, tournament_id: int) -> ClockView:
    from floorman.services.tournament_clock import clock_view

    view: ClockView = clock_view(desk, tournament_id)
    return view


def _floor_version(desk: Desk) -> int:
    from floorman.services.views import floor_version

    return floor_version(desk)


class ClockWindow(QWidget):
    """The clock screen as a window of its own, reading the store and never writing.

    Args:
        desk: the services' desk (its store may be opened read-only).
        tournament_id: the tournament whose clock to show.
        lang: the language to start in (F12 switches this window's alone).
        now: the current moment (default: the desk's clock).
        read: reads the clock (default: ``tournament_clock.clock_view``).
        version: reads the audit log's head (default: ``views.floor_version``).
        sound: the chimes' player (see ``ClockScreen``).
        parent: the parent widget (the window stays a window of its own).

    Signals:
        (none of its own; see ``screen``.)
    """

    def __init__(self, desk: Desk, tournament_id: int, lang: Lang = "en",
                 now: Callable[[], datetime] | None = None,
                 read: Callable[[Desk, int], ClockView] = _clock_view,
                 version: Callable[[Desk], int] = _floor_version,
                 sound: Callable[[ClockSignal], None] | None = play,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("clockWindow")
        self.desk = desk
        self.tournament_id = tournament_id
        self._read = read
        self._version_of = version
        self._version: int | None = None
        self._lost: str | None = None
        self.screen_ = ClockScreen(now or desk.now, sound, lang, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.screen_)
        self.shortcuts = {
            "full_screen": QShortcut(QKeySequence("F11"), self, self.toggle_full_screen),
            "language": QShortcut(QKeySequence("F12"), self, self.toggle_language),
            "close": QShortcut(QKeySequence("Ctrl+Q"), self, self.close),
            "escape": QShortcut(QKeySequence("Esc"), self, self.close),
        }
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.poll)
        self.resize(1280, 720)
        self.poll()
        self._poll.start()

    @property
    def lang(self) -> Lang:
        return self.screen_.lang

    def poll(self) -> bool:
        """Read the clock again if any desk changed the store since the last read; True
        if it did."""
        try:
            head = self._version_of(self.desk)
            if head == self._version and self._lost is None:
                return False
            view = self._read(self.desk, self.tournament_id)
        except StoreUnreachable as error:
            self._lost = error.reason
            self._notice()
            return False
        except FloorError:
            self._lost = None
            self._version = None
            self.screen_.show_clock(None)
            self.screen_.set_notice(WINDOW_WORDS["gone"].get(self.lang))
            return False
        self._lost = None
        self._version = head
        self.screen_.show_clock(view)
        self._notice()
        self._title()
        return True

    def _notice(self) -> None:
        self.screen_.set_notice("" if self._lost is None else WINDOW_WORDS["lost"].get(
            self.lang).format(reason=self._lost))

    def _title(self) -> None:
        view = self.screen_.view
        self.setWindowTitle(WINDOW_WORDS["title"].get(self.lang).format(name=view.name)
                            if view is not None else WINDOW_WORDS["untitled"].get(self.lang))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def toggle_language(self) -> None:
        self.screen_.set_lang("es" if self.lang == "en" else "en")
        self._notice()
        self._title()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._poll.stop()
        self.screen_.stop()
        super().closeEvent(event)
