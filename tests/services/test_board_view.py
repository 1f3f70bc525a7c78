"""What the public board shows, as plain data: names shaped for privacy, the games with
their open seats, lists, calls and must-move chains, the tournaments' tables and the
clock the board shows beside them; a board's choices checked; and a board that follows
the floor (and the clocks) by reading a read-only store."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest

from floorman.services import games, must_move, seats, waitlists
from floorman.services import tournament_clock as tc
from floorman.services.board_view import (
    BoardChoices,
    BoardContent,
    BoardReader,
    board_choices,
    check_room,
    clock_shown,
    shaped_name,
)
from floorman.services.clock_views import ClockView
from floorman.services.desk import Desk, FloorError, StoreUnreachable
from floorman.services.views import floor_version
from floorman.store import Store, open_store
from floorman.text import UserError
from floorman.tournament.clock import ClockState
from floorman.tournament.structure import Level
from tests.fakes import FakeClock
from tests.services.conftest import Room
from tests.services.tournament_helpers import event

# --- names ------------------------------------------------------------------------------


@pytest.mark.parametrize("name,first_initial,initials", [
    ("Ana López", "Ana L.", "A. L."),
    ("José María Pérez", "José M. P.", "J. M. P."),
    ("Ana García López", "Ana G. L.", "A. G. L."),
    ("Cher", "Cher", "C."),
    ("Óscar Ibáñez", "Óscar I.", "Ó. I."),
    ("Ñoño Úbeda", "Ñoño Ú.", "Ñ. Ú."),
    ("iñigo álvarez", "iñigo Á.", "I. Á."),
    ("Juan de la Cruz", "Juan C.", "J. C."),
    ("Pedro del Río y Sanz", "Pedro R. S.", "P. R. S."),
    ("Mary-Kate O'Brien", "Mary-Kate O.", "M. O."),
    ("  Ana   López  ", "Ana L.", "A. L."),
    ("Kim 2", "Kim 2", "K. 2"),
    ("Luis - Pérez", "Luis P.", "L. P."),
    ("", "?", "?"),
    ("   ", "?", "?"),
])
def test_names_are_shaped_for_the_board(name: str, first_initial: str, initials: str) -> None:
    assert shaped_name(name, "first_initial") == first_initial
    assert shaped_name(name, "initials") == initials


def test_an_accent_typed_apart_is_the_same_letter() -> None:
    typed_apart = unicodedata.normalize("NFD", "Óscar Ávila")
    assert typed_apart != "Óscar Ávila"
    assert shaped_name(typed_apart, "first_initial") == "Óscar Á."
    assert shaped_name(typed_apart, "initials") == "Ó. Á."
    assert len(shaped_name(typed_apart, "initials")) == len("Ó. Á.")  # one code point each


def test_an_unknown_style_shows_the_first_name() -> None:
    assert shaped_name("Ana López", "surname") == "Ana L."


def test_no_surname_is_ever_shown_whole() -> None:
    names = ["José María Pérez Ramírez", "Ana López", "Jean-Luc Picard", "María José de la Vega",
             "Iñigo Sanz-Martín", "Begoña Campos"]
    for name in names:
        surnames = [w for w in name.split()[1:] if len(w) > 1 and w.lower() not in
                    ("de", "la", "del", "y")]
        for style in ("first_initial", "initials"):
            shown = shaped_name(name, style)
            assert not any(word in shown for word in surnames), (name, style, shown)


# --- a board's choices ------------------------------------------------------------------


@pytest.mark.parametrize("seconds,words", [
    (0, "0 seconds is too short: a page must stay on screen for some time"),
    (-5, "-5 seconds is too short"),
    ("0", "0 seconds is too short"),
    (2, "nobody can read a page that quickly"),
    (601, "601 seconds is too long"),
    ("ten", "as a whole number, such as 12"),
    ("", "as a whole number"),
    ("1.5", "as a whole number"),
])
def test_a_page_time_the_board_cannot_use_is_refused(seconds: object, words: str) -> None:
    with pytest.raises(UserError) as refused:
        board_choices(seconds=seconds)
    assert refused.value.field == "page_seconds"
    assert words in refused.value.text.en
    assert "segundos" in refused.value.text.es or "número entero" in refused.value.text.es


def test_choices_are_checked_and_kept() -> None:
    chosen = board_choices(games=[3, 1], tournaments=[], languages="es", seconds=" 20 ")
    assert chosen == BoardChoices(frozenset({1, 3}), frozenset(), "es", 20)
    assert chosen.shows_game(3) and not chosen.shows_game(2)
    assert not chosen.shows_tournament(1)
    assert BoardChoices().shows_game(99) and BoardChoices().shows_tournament(99)
    with pytest.raises(UserError) as refused:
        board_choices(languages="fr")
    assert refused.value.field == "languages"
    with pytest.raises(UserError) as refused:
        board_choices(games=[True])
    assert refused.value.field == "games"
    assert BoardChoices().clock_sound and not board_choices(clock_sound=False).clock_sound
    with pytest.raises(UserError) as refused:
        board_choices(clock_sound="yes")
    assert refused.value.field == "clock_sound"
    assert "sí o no" in refused.value.text.es


def test_a_room_name_is_checked() -> None:
    assert check_room("  bar ") == "bar"
    assert check_room("Sala 2_b-c") == "Sala 2_b-c"
    for bad, words in (("", "is empty"), ("  ", "is empty"), ("a/b", "'/'"),
                       ("x" * 41, "longer than 40")):
        with pytest.raises(UserError) as refused:
            check_room(bad)
        assert words in refused.value.text.en
        assert refused.value.field == "--room"


# --- what a board shows -----------------------------------------------------------------


@pytest.fixture
def board_store(store_url: str, desk: Desk) -> Iterator[Store]:
    """The store as a board opens it: read-only (the desk made it first)."""
    opened = open_store(store_url, read_only=True)
    yield opened
    opened.close()


def reader_on(board_store: Store, choices: BoardChoices | None = None) -> BoardReader:
    return BoardReader(Desk(board_store, clock=FakeClock(), actor="board"),
                       choices or BoardChoices())


def listed(desk: Desk, room: Room, *names: str) -> None:
    for name in names:
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=room.players[name])


def test_a_game_shows_its_tables_open_seats_list_and_calls(
        desk: Desk, room: Room, board_store: Store) -> None:
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=room.players["Marta Ruiz"])
    listed(desk, room, "José García", "Ana López", "Luis Pérez")
    seats.call_player(desk, table_id=room.table2, seat=3, player_id=room.players["José García"])
    content = reader_on(board_store).read()
    game = content.game(room.game)
    assert game.label.en == "1/2 NL Hold'em"
    assert [(t.number, t.open_seats, t.players) for t in game.tables] == [(1, 8, 1), (2, 5, 0)]
    assert game.open_seats == 13 and not game.must_move
    assert [(e.position, e.name, e.called, e.table, e.seat) for e in game.waiting] == [
        (1, "José G.", True, 2, 3), (2, "Ana L.", False, None, None),
        (3, "Luis P.", False, None, None)]
    assert [e.name for e in game.called] == ["José G."]
    assert content.names == "first_initial"


def test_must_move_games_are_marked(desk: Desk, room: Room, board_store: Store) -> None:
    must_move.make_must_move(desk, table_id=room.table2, main_table_id=room.table1)
    game = reader_on(board_store).read().game(room.game)
    assert game.must_move
    assert [(t.number, t.feeds, t.main) for t in game.tables] == [(1, None, True), (2, 1, False)]


def test_the_house_chooses_initials(desk: Desk, room: Room, board_store: Store) -> None:
    listed(desk, room, "Iñigo Sanz")
    games.set_house(desk, board_names="initials")
    content = reader_on(board_store).read()
    assert content.names == "initials"
    assert [e.name for e in content.game(room.game).waiting] == ["I. S."]
    with pytest.raises(FloorError) as refused:
        games.set_house(desk, board_names="surnames")
    assert refused.value.field == "board_names"
    assert "first_initial (Ana L.) or initials (A. L.)" in refused.value.text.en


def test_a_board_shows_the_games_chosen_and_those_that_run(
        desk: Desk, room: Room, board_store: Store) -> None:
    other = games.add_game(desk, variant="omaha", betting="pot_limit", stake_small="1",
                           stake_big="2", min_buy_in="100", max_buy_in="500").created_id
    idle = games.add_game(desk, variant="holdem", betting="limit", stake_small="4",
                          stake_big="8", min_buy_in="80", max_buy_in="400").created_id
    waitlists.add_to_waitlist(desk, game_id=other, player_id=room.players["Ana López"])
    everything = reader_on(board_store).read()
    # The omaha list forms before any table opens; the limit game has neither.
    assert [g.id for g in everything.games] == [room.game, other]
    assert everything.game(other).tables == () and everything.game(other).open_seats == 0
    assert idle not in [g.id for g in everything.games]
    bar = reader_on(board_store, BoardChoices(games=frozenset({other}))).read()
    assert [g.id for g in bar.games] == [other]
    tournaments_only = reader_on(board_store, BoardChoices(games=frozenset())).read()
    assert tournaments_only.games == ()


def test_a_board_follows_the_floor_and_never_writes(
        desk: Desk, room: Room, board_store: Store) -> None:
    reader = reader_on(board_store)
    first = reader.read()
    assert reader.poll() is None  # nothing changed
    listed(desk, room, "Ana López")
    seen = reader.poll()
    assert seen is not None and seen.version == floor_version(desk) > first.version
    assert [e.name for e in seen.game(room.game).waiting] == ["Ana L."]
    # A change to a game this board does not show brings nothing new to show.
    hidden = reader_on(board_store, BoardChoices(games=frozenset()))
    hidden.read()
    listed(desk, room, "Luis Pérez")
    assert hidden.poll() is None
    assert reader.poll() is not None
    head = floor_version(desk)
    reader.read()
    reader.poll()
    assert floor_version(desk) == head  # the board's reads wrote nothing
    assert board_store.read_only


def test_running_tournaments_show_their_tables_and_players(
        desk: Desk, room: Room, board_store: Store) -> None:
    waiting = event(desk, 12, size=6, tables=[11, 12], name="Sunday", draw=False)
    reader = reader_on(board_store)
    assert reader.read().tournaments == ()  # not drawn yet: not running
    from floorman.services import tournaments as t

    t.draw_seats(desk, tournament_id=waiting)
    content = reader.poll()
    assert content is not None
    [sunday] = content.tournaments
    assert (sunday.name, sunday.entries, sunday.remaining) == ("Sunday", 12, 12)
    assert [table.number for table in sunday.tables] == [11, 12]
    assert sum(len(table.seats) for table in sunday.tables) == 12
    assert all(s.name.startswith("Player ") for table in sunday.tables for s in table.seats)
    assert [s.number for s in sunday.tables[0].seats] == sorted(
        s.number for s in sunday.tables[0].seats)
    hidden = reader.choose(BoardChoices(tournaments=frozenset({waiting + 1})))
    assert hidden.tournaments == ()
    shown = reader.choose(BoardChoices(tournaments=frozenset({waiting})))
    assert [e.id for e in shown.tournaments] == [waiting]


def test_contents_that_show_the_same_are_equal() -> None:
    assert BoardContent(3, "initials", ()) == BoardContent(9, "initials", ())
    assert BoardContent(3, "initials", ()) != BoardContent(3, "first_initial", ())


# --- the tournament clock beside the lists -----------------------------------------------

AT = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)
LEVELS = (Level(1200, Decimal(25), Decimal(50)), Level(1200, Decimal(50), Decimal(100)))


def clock_of(tournament_id: int, name: str, running: bool | None, **changes: Any) -> ClockView:
    """A clock: ``running`` None is a clock not started yet."""
    state = None if running is None else ClockState(0, 600_000, running, AT)
    return ClockView(tournament_id, name, changes.pop("levels", LEVELS), state, 20, 18,
                     Decimal(10000), **changes)


def test_the_board_shows_a_started_clock_the_running_one_first_then_by_name() -> None:
    assert clock_shown(()) is None
    assert clock_shown([clock_of(1, "Sunday", None)]) is None  # not started
    assert clock_shown([clock_of(1, "Sunday", True, levels=())]) is None  # no structure
    assert clock_shown([clock_of(1, "Sunday", True, finished=True)]) is None
    paused = clock_of(1, "Alfa", False)
    running = clock_of(2, "Zeta", True)
    assert clock_shown([paused, running]) is running  # the one the players watch
    assert clock_shown([paused]) is paused  # paused, it still shows
    alfa, zeta = clock_of(3, "alfa", True), clock_of(4, "Zeta", True)
    assert clock_shown([zeta, alfa, running]) is alfa  # of several, the first by name
    twin = clock_of(1, "alfa", True)
    assert clock_shown([alfa, twin]) is twin  # then by number


def test_a_board_reads_a_clock_again_only_when_the_audit_rows_touch_it(
        desk: Desk, room: Room, board_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = event(desk, 12, size=6, tables=[11, 12], name="Sunday")
    tc.save_structure(desk, tid, LEVELS)
    reads: list[int] = []
    reading = tc.clock_view

    def counted(on: Desk, tournament_id: int) -> ClockView:
        reads.append(tournament_id)
        return reading(on, tournament_id)

    monkeypatch.setattr(tc, "clock_view", counted)
    reader = reader_on(board_store)
    reader.read()
    [sunday] = reader.clocks
    assert sunday.state is None and reader.clock() is None and reads == [tid]
    tc.start_clock(desk, tid)
    assert reader.poll() is None  # the lists and tables show the same...
    shown = reader.clock()  # ...and the clock has started
    assert shown is not None and shown.state is not None and shown.state.running
    assert reads == [tid, tid]
    kept = reader.clocks
    listed(desk, room, "Ana López")  # a cash game's list: no clock read
    assert reader.poll() is not None and reader.clocks is kept and reads == [tid, tid]
    tc.pause_clock(desk, tid)
    assert reader.poll() is None
    paused = reader.clock()
    assert paused is not None and paused.state is not None and not paused.state.running
    assert reader.clocks is not kept
    # A read that fails keeps nothing: the next poll reads the pause it missed.
    tc.resume_clock(desk, tid)

    def no_answer(*_args: object) -> ClockView:
        raise StoreUnreachable("the server does not answer")

    monkeypatch.setattr(tc, "clock_view", no_answer)
    with pytest.raises(StoreUnreachable):
        reader.poll()
    monkeypatch.setattr(tc, "clock_view", counted)
    reader.poll()
    resumed = reader.clock()
    assert resumed is not None and resumed.state is not None and resumed.state.running
    # A tournament the board does not show has no clock on it.
    hidden = reader.choose(BoardChoices(tournaments=frozenset()))
    assert hidden.tournaments == () and reader.clocks == () and reader.clock() is None
    assert reader.choose(BoardChoices()).tournaments and reader.clock() is not None
    head = floor_version(desk)
    reader.poll()
    assert floor_version(desk) == head and board_store.read_only
