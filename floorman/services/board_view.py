"""What the room's public board shows, as plain data, and how a board keeps it current.

The board is a TV on the wall: the games running with their open seats, each waiting
list in order, who is called and to which table, the must-move games marked, and the
tables of the tournaments that run, with their players. Players' names are shaped for
privacy as the house chose (``shaped_name``: "Ana L." or "A. L."). ``board_content``
turns a ``FloorView``, the running tournaments' views and the board's choices (which
games and tournaments this board shows: two boards can show two rooms) into frozen
dataclasses; it is a pure function, so what a board shows is tested without a window.

``BoardReader`` keeps a board's content current from the change feed (the audit-log
head) and only reads: unlike the desk's feed it releases no hold, since a board opens
the store read-only. The tournaments are read again only when the audit rows since the
last read touch them, and so are the clocks of the tournaments shown (``clocks``:
their ``ClockView``, read again when the rows touch a clock, a tournament's entries or
the house's payout table). Of those, the board shows one beside its lists
(``clock_shown``): one that has started, a running one before a paused one, and of
several the first by name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from sqlalchemy import select

from floorman.services.clock_views import ClockView
from floorman.services.desk import Desk, FloorError, answering
from floorman.services.tournament_views import TournamentView
from floorman.services.views import MOST_ROWS_FOLLOWED, FloorView, floor_update, floor_view
from floorman.store.models import HELD, AuditEntry
from floorman.text import Text, UserError

NameStyle = Literal["first_initial", "initials"]
LanguageMode = Literal["en", "es", "alternate"]
LANGUAGE_MODES: tuple[LanguageMode, ...] = ("alternate", "en", "es")
PAGE_SECONDS = 12
FEWEST_PAGE_SECONDS = 3  # nobody reads a page shown for less
MOST_PAGE_SECONDS = 600
DEFAULT_ROOM = "main"
ROOM_LENGTH = 40

# Joining words of Spanish, Portuguese, Catalan, Dutch, German and French surnames: "Juan
# de la Cruz" is "Juan C.", not "Juan d. l. C.".
PARTICLES = frozenset({"de", "del", "la", "las", "los", "y", "i", "e", "da", "das", "do",
                       "dos", "di", "du", "van", "von", "der", "den", "le", "lo"})
# The audit rows' tables that change what a tournament shows (a player's name, too).
TOURNAMENT_ROWS = frozenset({"tournaments", "tournament_tables", "tournament_entries",
                             "tournament_moves", "players"})
# The audit rows' tables that change what a tournament's clock shows: its row (the
# clock's buttons, structure, prizes, rebuys, own payout table), the entries and names of
# its places, the house's payout table.
CLOCK_ROWS = TOURNAMENT_ROWS | {"tournament_clocks", "house_settings"}


# --- names ------------------------------------------------------------------------------


def _initial(word: str) -> str:
    """A word's initial with its full stop ("López" -> "L."); a number stays whole (it
    tells two namesakes apart and says nothing of the player); "" when the word has no
    letter or digit at all (a lone dash)."""
    if word.isdigit():
        return word
    for char in word:
        if char.isalnum():
            upper = char.upper()
            return f"{upper if len(upper) == 1 else char}."
    return ""


def shaped_name(name: str, style: str) -> str:
    """A player's name as the public board shows it.

    ``first_initial``: the first name whole and the initial of every other name ("Ana
    López" -> "Ana L.", "José María Pérez" -> "José M. P."); ``initials``: initials only
    ("A. L.", "J. M. P."). Joining words are left out ("Juan de la Cruz" -> "Juan C."),
    accents are kept (in one Unicode form: "Ó." whether typed as one character or two),
    a one-word name is its first name ("Cher", or "C."). Any other style is taken as
    ``first_initial``, the default.
    """
    words = unicodedata.normalize("NFC", name).split()
    if not words:
        return "?"
    first, others = words[0], [w for w in words[1:] if w.casefold() not in PARTICLES]
    if style == "initials":
        shown = [_initial(word) for word in (first, *others)]
    else:
        shown = [first, *(_initial(word) for word in others)]
    return " ".join(part for part in shown if part) or "?"


# --- the board's choices ----------------------------------------------------------------


@dataclass(frozen=True)
class BoardChoices:
    """What one board shows and how (kept per board, by room name).

    Attributes:
        games: the games shown, by id (None: every game; empty: none, a tournament room).
        tournaments: the tournaments shown, by id, while they run (None: every one).
        languages: ``en`` or ``es`` (one language), or ``alternate`` (each page in
            English, then in Spanish).
        page_seconds: how long a page (in one language) stays on screen.
        clock_sound: the board sounds the chimes of the tournament clock it shows (a
            minute before a level ends, and at the change); the desk's clock window
            keeps its own.
    """

    games: frozenset[int] | None = None
    tournaments: frozenset[int] | None = None
    languages: LanguageMode = "alternate"
    page_seconds: int = PAGE_SECONDS
    clock_sound: bool = True

    def shows_game(self, game_id: int) -> bool:
        return self.games is None or game_id in self.games

    def shows_tournament(self, tournament_id: int) -> bool:
        return self.tournaments is None or tournament_id in self.tournaments


def _ids(value: Iterable[Any] | None, kind: str) -> frozenset[int] | None:
    if value is None:
        return None
    ids = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int):
            raise UserError(Text(f"{item!r} is not a {kind[:-1]} number; choose the "
                                 f"{kind} from the list.",
                                 f"{item!r} no es un número de "
                                 f"{'partida' if kind == 'games' else 'torneo'}; elija de "
                                 "la lista."), kind)
        ids.append(item)
    return frozenset(ids)


def page_seconds(value: object) -> int:
    """The seconds a page stays on screen, from what was typed; refused with what to give
    when it is not a whole number from ``FEWEST_PAGE_SECONDS`` to ``MOST_PAGE_SECONDS``."""
    text = str(value).strip() if not isinstance(value, bool) else ""
    try:
        seconds = int(text)
    except ValueError:
        raise UserError(Text(
            f"give the seconds a page stays on screen as a whole number, such as "
            f"{PAGE_SECONDS}.",
            f"indique los segundos que se ve cada página con un número entero, como "
            f"{PAGE_SECONDS}."), "page_seconds") from None
    if seconds < FEWEST_PAGE_SECONDS:
        why_en = ("a page must stay on screen for some time" if seconds <= 0
                  else "nobody can read a page that quickly")
        why_es = ("cada página debe verse un tiempo" if seconds <= 0
                  else "nadie lee una página tan deprisa")
        raise UserError(Text(
            f"{seconds} seconds is too short: {why_en}. Give from {FEWEST_PAGE_SECONDS} to "
            f"{MOST_PAGE_SECONDS} seconds.",
            f"{seconds} segundos es muy poco: {why_es}. Indique de {FEWEST_PAGE_SECONDS} a "
            f"{MOST_PAGE_SECONDS} segundos."), "page_seconds")
    if seconds > MOST_PAGE_SECONDS:
        raise UserError(Text(
            f"{seconds} seconds is too long: the other pages would wait more than ten "
            f"minutes. Give from {FEWEST_PAGE_SECONDS} to {MOST_PAGE_SECONDS} seconds.",
            f"{seconds} segundos es demasiado: las otras páginas esperarían más de diez "
            f"minutos. Indique de {FEWEST_PAGE_SECONDS} a {MOST_PAGE_SECONDS} segundos."),
            "page_seconds")
    return seconds


def board_choices(*, games: Iterable[Any] | None = None,
                  tournaments: Iterable[Any] | None = None, languages: object = "alternate",
                  seconds: object = PAGE_SECONDS, clock_sound: object = True) -> BoardChoices:
    """A board's choices, checked.

    Raises:
        UserError: a value is not one the board can take (the message says what to
            give; ``field`` names it: games, tournaments, languages, page_seconds,
            clock_sound).
    """
    if languages not in LANGUAGE_MODES:
        raise UserError(Text("choose English, Spanish, or both in turn.",
                             "elija inglés, español, o los dos por turnos."), "languages")
    if not isinstance(clock_sound, bool):
        raise UserError(Text("say whether the board sounds the clock: yes or no.",
                             "indique si el tablero hace sonar el reloj: sí o no."),
                        "clock_sound")
    mode: LanguageMode = "en" if languages == "en" else "es" if languages == "es" \
        else "alternate"
    return BoardChoices(_ids(games, "games"), _ids(tournaments, "tournaments"), mode,
                        page_seconds(seconds), clock_sound)


def check_room(name: str) -> str:
    """The name of a board's room (``--room``), trimmed; refused with what to give when
    it is empty, too long, or holds characters other than letters, digits, spaces, - and
    _ (the name is where the board keeps its choices)."""
    room = name.strip()
    if not room:
        raise UserError(Text("the room name is empty; give a name such as main or bar.",
                             "el nombre de la sala está vacío; indique un nombre como main "
                             "o bar."), "--room")
    if len(room) > ROOM_LENGTH:
        raise UserError(Text(f"the room name is longer than {ROOM_LENGTH} characters; give "
                             "a shorter one.",
                             f"el nombre de la sala tiene más de {ROOM_LENGTH} caracteres; "
                             "indique uno más corto."), "--room")
    bad = next((c for c in room if not (c.isalnum() or c in " -_")), None)
    if bad is not None:
        raise UserError(Text(f"the room name may not hold {bad!r}; use letters, digits, "
                             "spaces, - and _.",
                             f"el nombre de la sala no puede llevar {bad!r}; use letras, "
                             "cifras, espacios, - y _."), "--room")
    return room


# --- what the board shows ---------------------------------------------------------------


@dataclass(frozen=True)
class BoardTable:
    """A cash table in play: its open seats, and its place in a must-move chain."""

    number: int
    open_seats: int
    players: int
    feeds: int | None = None  # a must-move table: the number of the table it feeds
    main: bool = False  # fed by must-move tables (the game they protect)


@dataclass(frozen=True)
class BoardEntry:
    """A place on a waiting list: the shaped name; where the player is called to."""

    position: int
    name: str
    called: bool = False
    table: int | None = None  # the table number of the seat held for a called player
    seat: int | None = None
    call_in: bool = False  # on the list by phone, not here yet


@dataclass(frozen=True)
class BoardGame:
    """A game the board shows: its tables in play and its list."""

    id: int
    label: Text
    tables: tuple[BoardTable, ...]
    waiting: tuple[BoardEntry, ...]

    @property
    def open_seats(self) -> int:
        return sum(t.open_seats for t in self.tables)

    @property
    def must_move(self) -> bool:
        """The game is protected by must-move tables."""
        return any(t.feeds is not None for t in self.tables)

    @property
    def called(self) -> tuple[BoardEntry, ...]:
        return tuple(e for e in self.waiting if e.called)


@dataclass(frozen=True)
class BoardSeat:
    number: int
    name: str


@dataclass(frozen=True)
class BoardTournamentTable:
    number: int
    seats: tuple[BoardSeat, ...]  # the seats taken, in seat order


@dataclass(frozen=True)
class BoardTournament:
    id: int
    name: str
    game: Text
    entries: int
    remaining: int
    tables: tuple[BoardTournamentTable, ...]


@dataclass(frozen=True)
class BoardContent:
    """Everything a board shows, read at audit-log head ``version`` (two contents that
    show the same are equal whatever their versions)."""

    version: int = field(compare=False)
    names: NameStyle
    games: tuple[BoardGame, ...]
    tournaments: tuple[BoardTournament, ...] = ()

    def game(self, game_id: int) -> BoardGame:
        return next(g for g in self.games if g.id == game_id)


def name_style(stored: str) -> NameStyle:
    """The house's name style (an unknown stored value: the default)."""
    return "initials" if stored == "initials" else "first_initial"


def board_game(view: FloorView, game_id: int, style: str) -> BoardGame:
    """The board's view of one game of ``view``."""
    game = view.game(game_id)
    numbers = {t.id: t.number for t in view.tables}
    fed = {t.must_move_for for t in view.tables if t.is_open and t.must_move_for is not None}
    tables = tuple(
        BoardTable(t.number, len(t.empty_seats), t.players,
                   numbers.get(t.must_move_for) if t.must_move_for is not None else None,
                   t.id in fed)
        for t in view.tables if t.is_open and t.game_id == game_id)
    held: dict[int, tuple[int, int]] = {}
    for t in view.tables:
        for s in t.seats:
            if s.state == HELD and s.player_id is not None:
                held[s.player_id] = (t.number, s.number)
    waiting = []
    for e in view.lists.get(game_id, ()):
        called = e.called_at is not None
        table, seat = held.get(e.player_id, (None, None)) if called else (None, None)
        waiting.append(BoardEntry(e.position, shaped_name(e.name, style), called, table, seat,
                                  e.call_in))
    return BoardGame(game.id, Text(game.label("en"), game.label("es")), tables,
                     tuple(waiting))


def board_tournament(view: TournamentView, style: str) -> BoardTournament:
    """The board's view of a running tournament: its tables with their players."""
    return BoardTournament(
        view.id, view.name, view.game, view.entries, view.remaining,
        tuple(BoardTournamentTable(t.number, tuple(
            BoardSeat(s.number, shaped_name(s.player, style))
            for s in t.seats if s.player is not None)) for t in view.tables))


def board_content(view: FloorView, tournaments: Sequence[TournamentView],
                  choices: BoardChoices) -> BoardContent:
    """What a board with ``choices`` shows of ``view`` and ``tournaments`` (the running
    ones): the chosen games that run (a table open, or players waiting), in the floor's
    order, and the chosen tournaments; names shaped as the house chose."""
    style = name_style(view.house.board_names)
    running = {t.game_id for t in view.tables if t.is_open} | {
        game_id for game_id, entries in view.lists.items() if entries}
    games = tuple(board_game(view, g.id, style) for g in view.games
                  if g.id in running and choices.shows_game(g.id))
    shown = tuple(board_tournament(t, style) for t in sorted(tournaments, key=lambda t: t.id)
                  if choices.shows_tournament(t.id))
    return BoardContent(view.version, style, games, shown)


# --- reading ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Choosable:
    """A game or tournament a board may be set to show (for its settings dialog)."""

    id: int
    label: Text
    running: bool = True


def running_tournaments(desk: Desk, choices: BoardChoices) -> tuple[TournamentView, ...]:
    """The views of the tournaments that run now (drawn, not finished) and that
    ``choices`` show, without their pending proposals (a board shows none).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    from floorman.services.tournament_reads import tournament_view, tournaments

    return tuple(tournament_view(desk, t.id, pending=False) for t in tournaments(desk)
                 if t.drawn and not t.finished and choices.shows_tournament(t.id))


def choosable(desk: Desk, view: FloorView) -> tuple[tuple[Choosable, ...],
                                                    tuple[Choosable, ...]]:
    """The games of ``view`` and the tournaments not finished, for a board's settings.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    from floorman.services.tournament_reads import tournaments

    games = tuple(Choosable(g.id, Text(g.label("en"), g.label("es"))) for g in view.games)
    events = tuple(Choosable(t.id, Text(f"{t.name} · {t.game.en}", f"{t.name} · {t.game.es}"),
                             t.drawn) for t in sorted(tournaments(desk), key=lambda t: t.id)
                   if not t.finished)
    return games, events


def started(clock: ClockView) -> bool:
    """The clock has started (it has a structure and a stored state) and its tournament
    is not over."""
    return clock.state is not None and bool(clock.levels) and not clock.finished


def clock_shown(clocks: Iterable[ClockView]) -> ClockView | None:
    """The clock a board shows beside its lists, of its tournaments' ``clocks``: one that
    has started (none: no clock); a running one before a paused one, since that is the
    one the players watch; of several alike, the first by name (then by number, for two
    of the same name), so the board does not jump between them."""
    candidates = [clock for clock in clocks if started(clock)]
    if not candidates:
        return None
    return min(candidates, key=lambda c: (not (c.state is not None and c.state.running),
                                          c.name.casefold(), c.tournament_id))


def _tables_touched(desk: Desk, after: int, head: int) -> frozenset[str] | None:
    """The tables the audit rows after ``after`` up to ``head`` changed (None: too many
    rows to read; take it that they changed every table)."""
    if head - after > MOST_ROWS_FOLLOWED:
        return None
    with answering(), desk.store.glancing() as session:
        rows = session.execute(select(AuditEntry.before, AuditEntry.after).where(
            AuditEntry.id > after, AuditEntry.id <= head)).all()
    return frozenset(table for row in rows for side in row if side for table in side)


def _same_clock(one: ClockView, other: ClockView) -> bool:
    """The two views show the same (read at different heads)."""
    return one == replace(other, version=one.version)


class BoardReader:
    """A board's content, kept current by reading the store and never writing to it.

    Args:
        desk: the services' desk, on a store a board opens read-only.
        choices: what the board shows.

    Every method that reads raises ``StoreUnreachable`` when the store does not answer;
    the content shown stays what it was, and the next poll reads what it missed.

    Attributes:
        clocks: the clocks of the tournaments shown, in their order (started or not: see
            ``clock_shown``); a new tuple only when one of them shows something new, so a
            board compares it by identity.
    """

    def __init__(self, desk: Desk, choices: BoardChoices) -> None:
        self.desk = desk
        self.choices = choices
        self.view: FloorView | None = None
        self.tournaments: tuple[TournamentView, ...] = ()
        self.content: BoardContent | None = None
        self.clocks: tuple[ClockView, ...] = ()

    def read(self) -> BoardContent:
        """Read the whole floor, the running tournaments and their clocks again."""
        view = floor_view(self.desk)
        tournaments = running_tournaments(self.desk, self.choices)
        content = board_content(view, tournaments, self.choices)
        clocks = self._clocks(content, again=True)
        self.view, self.tournaments = view, tournaments
        return self._keep(content, clocks)

    def poll(self) -> BoardContent | None:
        """The content when the floor changed since the last read (any desk, any
        process), else None. Only what the audit rows since then name is read again;
        ``clocks`` is kept current too (a clock's change alone returns None)."""
        if self.view is None:
            return self.read()
        old = self.view
        view, _delta = floor_update(self.desk, old)
        if view is old:
            return None
        touched = _tables_touched(self.desk, old.version, view.version)
        tournaments = self.tournaments
        if touched is None or TOURNAMENT_ROWS & touched:
            tournaments = running_tournaments(self.desk, self.choices)
        content = board_content(view, tournaments, self.choices)
        clocks = self._clocks(content, again=touched is None or bool(CLOCK_ROWS & touched))
        # Kept only once everything is read: a read that fails is made again next time.
        self.view, self.tournaments = view, tournaments
        before = self.content
        made = self._keep(content, clocks)
        return None if made == before else made  # an action on what this board hides

    def choose(self, choices: BoardChoices) -> BoardContent:
        """Show what ``choices`` say from now on."""
        if self.view is None:
            self.choices = choices
            return self.read()
        tournaments = running_tournaments(self.desk, choices)
        content = board_content(self.view, tournaments, choices)
        clocks = self._clocks(content, again=False)
        self.choices, self.tournaments = choices, tournaments
        return self._keep(content, clocks)

    def choosable(self) -> tuple[tuple[Choosable, ...], tuple[Choosable, ...]]:
        """The games and tournaments this board may be set to show (read now: a game
        added since the last poll is among them)."""
        return choosable(self.desk, floor_view(self.desk))

    def clock(self) -> ClockView | None:
        """The clock the board shows beside its lists (``clock_shown``), or None."""
        return clock_shown(self.clocks)

    def _clocks(self, content: BoardContent, *, again: bool) -> tuple[ClockView, ...]:
        """The clocks of ``content``'s tournaments: read again when ``again`` (the audit
        rows touched them), else only those not read yet."""
        from floorman.services.tournament_clock import clock_view

        had = {clock.tournament_id: clock for clock in self.clocks}
        clocks: list[ClockView] = []
        for event in content.tournaments:
            kept = had.get(event.id)
            if kept is None or again:
                try:
                    fresh = clock_view(self.desk, event.id)
                except FloorError:  # gone since the tournaments were read
                    continue
                kept = kept if kept is not None and _same_clock(kept, fresh) else fresh
            clocks.append(kept)
        found = tuple(clocks)
        same = len(found) == len(self.clocks) and all(
            a is b for a, b in zip(found, self.clocks, strict=True))
        return self.clocks if same else found

    def _keep(self, content: BoardContent, clocks: tuple[ClockView, ...]) -> BoardContent:
        self.content, self.clocks = content, clocks
        return content
