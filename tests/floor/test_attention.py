"""The attention policy: each kind of line, newest first, and lines that go once the
floor dealt with them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from floorman.floor.attention import (
    AWAY,
    EMPTY,
    HELD,
    PLAYING,
    Attention,
    AttentionItem,
    Expiry,
    Kind,
    chain_items,
    expiries_in,
    needs_attention,
)
from floorman.floor.house import HouseSettings
from floorman.floor.seating import ChangeRequest, ListPlace, seat_candidates

NOW = datetime(2025, 3, 14, 23, 0, tzinfo=UTC)
HOUSE = HouseSettings()
GAME, OTHER = 1, 2


@dataclass(frozen=True)
class S:
    number: int
    state: str = EMPTY
    player_id: int | None = None
    name: str | None = None
    away_since: datetime | None = None
    since: datetime | None = None
    move_from: int | None = None
    move_condition: str | None = None


@dataclass(frozen=True)
class T:
    id: int
    number: int
    seats: tuple[S, ...]
    game_id: int = GAME
    is_open: bool = True


@dataclass(frozen=True)
class E:
    id: int
    player_id: int
    name: str
    joined_at: datetime = NOW - timedelta(minutes=40)
    called_at: datetime | None = None
    passes: int = 0
    game_id: int = GAME
    call_in: bool = False


@dataclass(frozen=True)
class C:
    player_id: int
    name: str
    from_table: int
    to_table: int | None = None
    requested_at: datetime = NOW - timedelta(minutes=20)
    game_id: int = GAME


def full(table_id: int, number: int, players: int, seats: int = 9, first: int = 100) -> T:
    return T(table_id, number, tuple(
        S(n, PLAYING, first + n, f"P{first + n}") if n <= players else S(n)
        for n in range(1, seats + 1)))


def judge(tables: list[T], lists: dict[int, list[E]] | None = None,
          expiries: list[Expiry] | None = None, missed: dict[int, datetime] | None = None,
          names: dict[int, str] | None = None, now: datetime = NOW,
          **kwargs: object) -> Attention:
    return needs_attention(tables, lists or {}, expiries or [], missed or {}, names or {},
                           HOUSE, now, **kwargs)  # type: ignore[arg-type]


def kinds(attention: Attention) -> list[Kind]:
    return [item.kind for item in attention.items]


# --- reading the desk's releases from an audit row --------------------------------------

def test_an_expired_call_is_read_from_the_audit_row() -> None:
    at = NOW - timedelta(minutes=5)
    before = {"seats": {"7": {"table_id": 4, "number": 2, "player_id": 9, "state": "held"}},
              "waitlist_entries": {"3": {"game_id": GAME, "player_id": 9, "call_in": False,
                                         "passes": 0}}}
    after = {"seats": {"7": None},
             "waitlist_entries": {"3": {"game_id": GAME, "player_id": 9, "call_in": False,
                                        "passes": 1}}}
    assert expiries_in(12, at, before, after) == [
        Expiry(12, at, 9, GAME, 4, 2, dropped=False, passes=1)]


def test_a_dropped_call_in_and_a_player_past_the_calls_kept_are_read_too() -> None:
    before = {"seats": {"7": {"table_id": 4, "number": 2, "player_id": 9, "state": "held"}},
              "waitlist_entries": {
                  "3": {"game_id": GAME, "player_id": 9, "call_in": False, "passes": 2},
                  "5": {"game_id": OTHER, "player_id": 11, "call_in": True, "passes": 0}}}
    after = {"seats": {"7": None}, "waitlist_entries": {"3": None, "5": None}}
    found = expiries_in(12, NOW, before, after)
    assert Expiry(12, NOW, 9, GAME, 4, 2, dropped=True, passes=3) in found
    assert Expiry(12, NOW, 11, OTHER, call_in=True, dropped=True) in found


# --- each kind of line ----------------------------------------------------------------------

def test_a_called_player_who_did_not_come_is_listed_while_the_miss_stands() -> None:
    at = NOW - timedelta(minutes=3)
    tables = [full(4, 4, 6)]
    luis = E(3, 9, "Luis Pérez", passes=1)
    expiry = Expiry(12, at, 9, GAME, 4, 7, passes=1)
    attention = judge(tables, {GAME: [luis]}, [expiry], {3: at})
    hold = next(i for i in attention.items if i.kind == Kind.HOLD_EXPIRED)
    assert (hold.name, hold.table_id, hold.table_number, hold.seat, hold.count, hold.of) == (
        "Luis Pérez", 4, 4, 7, 1, 2)
    assert hold.at == at and hold.entry_id == 3 and hold.dismissible
    # He showed up (missed_at cleared), was called again, or sat down: the line goes.
    assert Kind.HOLD_EXPIRED not in kinds(judge(tables, {GAME: [luis]}, [expiry], {}))
    called = replace(luis, called_at=NOW)
    assert Kind.HOLD_EXPIRED not in kinds(judge(tables, {GAME: [called]}, [expiry], {3: at}))
    seated = [T(4, 4, (S(1, PLAYING, 9, "Luis Pérez"), *full(4, 4, 6).seats[1:]))]
    assert Kind.HOLD_EXPIRED not in kinds(judge(seated, {GAME: [luis]}, [expiry], {3: at}))


def test_a_player_dropped_for_missed_calls_is_listed_until_back_on_the_list() -> None:
    expiry = Expiry(12, NOW - timedelta(minutes=1), 9, GAME, 4, 7, dropped=True, passes=3)
    tables = [full(4, 4, 6)]
    line = judge(tables, {}, [expiry], names={9: "Luis Pérez"}).items[0]
    assert (line.kind, line.name, line.count) == (Kind.LEFT_LIST, "Luis Pérez", 3)
    back = {GAME: [E(8, 9, "Luis Pérez")]}
    assert Kind.LEFT_LIST not in kinds(judge(tables, back, [expiry]))


def test_a_dropped_call_in_is_listed_until_dismissed_or_back() -> None:
    expiry = Expiry(12, NOW - timedelta(minutes=1), 11, OTHER, call_in=True, dropped=True)
    attention = judge([], {}, [expiry], names={11: "Ana López"})
    line = attention.items[0]
    assert (line.kind, line.name, line.game_id, line.table_id) == (
        Kind.CALL_IN_DROPPED, "Ana López", OTHER, None)
    assert judge([], {}, [expiry], dismissed=frozenset({line.key})).items == ()
    back = {OTHER: [E(8, 11, "Ana López", game_id=OTHER)]}
    assert judge([], back, [expiry]).items == ()


def test_an_event_leaves_after_the_shift_window() -> None:
    expiry = Expiry(12, NOW - timedelta(hours=9), 11, OTHER, call_in=True, dropped=True)
    assert judge([], {}, [expiry]).items == ()
    assert judge([], {}, [expiry], window=timedelta(hours=10)).items != ()


def test_a_player_away_past_the_house_time_is_listed_when_the_time_runs_out() -> None:
    since = NOW - timedelta(minutes=25)
    seats = (S(1, AWAY, 5, "Marta Ruiz", since), *full(3, 3, 6).seats[1:])
    tables = [T(3, 3, seats)]
    early = judge(tables)
    assert Kind.AWAY_TOO_LONG not in kinds(early)
    assert early.next_due == since + HOUSE.away_time  # the tick knows when to look again
    late = judge(tables, now=NOW + timedelta(minutes=6))
    line = next(i for i in late.items if i.kind == Kind.AWAY_TOO_LONG)
    assert (line.name, line.table_id, line.seat, line.at) == (
        "Marta Ruiz", 3, 1, since + HOUSE.away_time)
    back = [T(3, 3, (S(1, PLAYING, 5, "Marta Ruiz"), *seats[1:]))]
    assert Kind.AWAY_TOO_LONG not in kinds(judge(back, now=NOW + timedelta(minutes=6)))


def test_open_seats_with_players_waiting_make_one_line_per_game_fullest_table_first() -> None:
    tables = [full(1, 1, 6), full(2, 2, 8, first=200), full(3, 3, 9, first=300),
              replace(full(4, 4, 2, first=400), game_id=OTHER)]
    waiting = {GAME: [E(1, 50, "Ana"), E(2, 51, "José", called_at=NOW)]}
    line = next(i for i in judge(tables, waiting).items if i.kind == Kind.OPEN_SEATS)
    assert (line.game_id, line.table_id, line.seat, line.tables, line.count, line.of) == (
        GAME, 2, 9, (2, 1), 4, 1)
    # Only called players on the list: nobody left to call, no line.
    called = {GAME: [E(2, 51, "José", called_at=NOW)]}
    assert Kind.OPEN_SEATS not in kinds(judge(tables, called))
    closed = [replace(t, is_open=False) for t in tables[:2]]
    assert Kind.OPEN_SEATS not in kinds(judge(closed, waiting))


def test_short_tables_have_players_but_fewer_than_the_house_wants() -> None:
    tables = [full(1, 1, 4), full(2, 2, 0), full(3, 3, 5), full(4, 4, 1)]
    short = [i for i in judge(tables).items if i.kind == Kind.SHORT_TABLE]
    assert [(i.table_number, i.count, i.of) for i in short] == [(1, 4, 5), (4, 1, 5)]
    # A held seat is nobody playing yet; an away player still plays there.
    held = [T(5, 5, (S(1, HELD, 7, "X"), S(2, AWAY, 8, "Y", NOW), *full(5, 5, 0).seats[2:]))]
    assert [i.count for i in judge(held).items if i.kind == Kind.SHORT_TABLE] == [1]


# --- order ------------------------------------------------------------------------------

def test_lines_come_newest_first_and_those_without_a_beginning_last() -> None:
    old = Expiry(10, NOW - timedelta(minutes=30), 11, OTHER, call_in=True, dropped=True)
    new = Expiry(12, NOW - timedelta(minutes=2), 12, OTHER, call_in=True, dropped=True)
    away = S(1, AWAY, 5, "Marta", NOW - timedelta(minutes=40))
    tables = [T(3, 3, (away, *full(3, 3, 3).seats[1:]))]
    attention = judge(tables, {}, [old, new], names={11: "Old", 12: "New"})
    assert kinds(attention) == [Kind.CALL_IN_DROPPED, Kind.AWAY_TOO_LONG,
                                Kind.CALL_IN_DROPPED, Kind.SHORT_TABLE]
    assert [i.name for i in attention.items][:3] == ["New", "Marta", "Old"]
    assert attention.on_table() == {3: 2}


def test_a_second_miss_replaces_the_first_line() -> None:
    first = Expiry(10, NOW - timedelta(minutes=30), 9, GAME, 4, 2, passes=1)
    second = Expiry(14, NOW - timedelta(minutes=5), 9, GAME, 4, 6, passes=2)
    luis = E(3, 9, "Luis Pérez", passes=2)
    attention = judge([full(4, 4, 5)], {GAME: [luis]}, [second, first],
                      {3: NOW - timedelta(minutes=5)})
    holds = [i for i in attention.items if i.kind == Kind.HOLD_EXPIRED]
    assert [(i.seat, i.count) for i in holds] == [(6, 2)]


# --- a seat held in another game (RRoP 2.iii.13) ------------------------------------------

JOSE = 9
CALLED = NOW - timedelta(minutes=4)


def holding(seat_14: S | None = None, seat_1: S | None = None) -> list[T]:
    """José plays at table 1 (1/2, game OTHER) and holds seat 3 at table 14 (game GAME)."""
    held = seat_14 or S(3, HELD, JOSE, "José García", since=CALLED)
    plays = seat_1 or S(2, PLAYING, JOSE, "José García")
    table1 = full(1, 1, 6, first=100)
    table14 = full(14, 14, 6, first=300)
    return [replace(table1, game_id=OTHER, seats=(table1.seats[0], plays, *table1.seats[2:])),
            replace(table14, seats=(*table14.seats[:2], held, *table14.seats[3:]))]


def chain(tables: list[T], lists: dict[int, list[E]], changes: list[C] | None = None,
          stud: bool = False) -> list[AttentionItem]:
    found = chain_items(tables, [], HOUSE, lists=lists, changes=changes or [],
                        button_games={GAME: True, OTHER: not stud}, now=NOW)
    return [item for item in found if item.kind == Kind.MOVE_AT_ONCE]


def waiting(*names: str) -> dict[int, list[E]]:
    """José's own called entry on the 2/5 list, then these players, a minute apart."""
    jose = E(1, JOSE, "José García", joined_at=NOW - timedelta(minutes=30), called_at=CALLED)
    return {GAME: [jose, *(E(10 + n, 50 + n, name, joined_at=NOW - timedelta(minutes=3 - n))
                           for n, name in enumerate(names))]}


def test_a_holder_playing_elsewhere_must_take_the_seat_at_once_when_two_wait() -> None:
    tables = holding()
    assert chain(tables, waiting("Ana López")) == []  # one waits: he may play to his blind
    [line] = chain(tables, waiting("Ana López", "Luis Pérez"))
    assert (line.name, line.player_id, line.game_id, line.table_id, line.table_number,
            line.seat, line.count, line.of, line.detail) == (
        "José García", JOSE, GAME, 14, 14, 3, 1, 2, "now")
    # It began when Luis, the second to wait, joined (after José was called).
    assert line.at == NOW - timedelta(minutes=2) and not line.dismissible
    # A player of the game asking for a table change waits for it as well (not one
    # already at table 14: he asked to leave it).
    table15 = full(15, 15, 6, first=400)
    asks = [C(401, "P401", 15, None), C(301, "P301", 14, None)]
    [changer] = chain([*tables, table15], waiting("Ana López"), asks)
    assert changer.of == 2 and changer.at == NOW - timedelta(minutes=3)  # Ana, second
    # José's own called entry is not counted, nor is a call-in past the house time.
    late = E(20, 70, "Old Call-in", joined_at=NOW - timedelta(hours=2), call_in=True)
    assert chain(tables, {GAME: [*waiting("Ana López")[GAME], late]}) == []


def test_the_line_goes_once_he_sits_the_hold_is_released_or_the_waiting_drops() -> None:
    two = waiting("Ana López", "Luis Pérez")
    seated = holding(S(3, PLAYING, JOSE, "José García"), S(2))
    assert chain(seated, two) == []
    released = holding(S(3), S(2, PLAYING, JOSE, "José García"))
    assert chain(released, two) == []
    ana_called = {GAME: [replace(e, called_at=NOW) if e.name == "Ana López" else e
                         for e in two[GAME]]}
    assert chain(holding(), ana_called) == []


def test_a_must_move_or_a_broken_game_hold_is_not_voluntary_and_makes_no_such_line() -> None:
    two = waiting("Ana López", "Luis Pérez")
    must_move = S(3, HELD, JOSE, "José García", since=CALLED, move_from=1,
                  move_condition="big_blind")
    assert chain(holding(must_move), two) == []
    broken = S(3, HELD, JOSE, "José García", away_since=CALLED)
    assert chain(holding(broken), two) == []
    # Nor when he plays at no other open table.
    table1, table14 = holding()
    assert chain([replace(table1, is_open=False), table14], two) == []


def test_in_stud_one_waiting_is_enough_and_he_finishes_the_hand() -> None:
    [line] = chain(holding(), waiting("Ana López"), stud=True)
    assert (line.of, line.detail) == (1, "this_hand")


def test_those_waiting_are_counted_as_the_seat_action_counts_its_candidates() -> None:
    """The line's count is the one ``services.seats._others_waiting`` takes from
    ``seat_candidates``: the same players, each once, the holder left out."""
    table15, table16 = full(15, 15, 6, first=400), full(16, 16, 6, first=500)
    tables = [*holding(), table15, table16]
    entries = [
        *waiting("Ana López", "Luis Pérez")[GAME],
        E(30, 401, "P401", joined_at=NOW - timedelta(minutes=50)),  # also asks a change
        E(31, 80, "In time", joined_at=NOW - timedelta(minutes=10), call_in=True),
        E(32, 81, "Too late", joined_at=NOW - timedelta(hours=1), call_in=True),
        E(33, 82, "Called", called_at=NOW - timedelta(minutes=1)),
    ]
    changes = [C(401, "P401", 15), C(402, "P402", 15, to_table=14),
               C(501, "P501", 16, to_table=15), C(301, "P301", 14),
               C(302, "P302", 14, game_id=OTHER)]
    [line] = chain(tables, {GAME: entries}, changes)
    ids = {t.number: t.id for t in tables}
    ranked = seat_candidates(
        14, [ChangeRequest(c.player_id, c.name, ids[c.from_table],
                           ids[c.to_table] if c.to_table else None, c.requested_at)
             for c in changes if c.game_id == GAME],
        [ListPlace(e.id, e.player_id, e.name, e.joined_at, e.call_in,
                   e.called_at is not None, e.passes) for e in entries], NOW, HOUSE)
    assert line.of == sum(1 for c in ranked if c.player_id != JOSE) == 5
