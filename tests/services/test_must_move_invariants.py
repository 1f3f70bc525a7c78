"""Random nights on a must-move chain: whatever the desk does, the chain stays right.

Hypothesis plays random sequences of list, seat, must-move and chain actions (players
join the list and are seated from it, main-game seats are held for the must-move,
moves are confirmed or refused, players leave or are moved, tables leave and rejoin
the chain, close and reopen, and the last action is undone) on a small floor: table 1
is the main game, table 2 its must-move, table 3 the second must-move, four seats
each. Refusals are allowed. After every step: nobody is seated twice or holds two
seats (RRoP 2.iii.4); every seat keeps the true original list place of its player, and
a seat held for a must-move goes to the player first in that original list order at
the feeding table (RRoP 2.iii.9); a pending move's player is at a table of the chain;
a transfer the player asked for never leaves his table with fewer players than the one
he joined had (RRoP 2.iii.3), while a confirmed must-move may (it is not voluntary);
and undoing the last action restores the floor exactly.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TypeVar

from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from floorman.first_floor import first_floor
from floorman.services import games, must_move, players, seats, waitlists
from floorman.services.desk import Change, Desk, FloorError
from floorman.services.undo import revert
from floorman.services.views import EMPTY, HELD, floor_version, floor_view
from floorman.store import open_store
from floorman.store.models import AWAY, PLAYING, Seat
from tests.fakes import FakeClock

SEATS = 4
PEOPLE = 12
T = TypeVar("T")


@dataclass
class Night:
    desk: Desk
    clock: FakeClock
    game: int
    tables: list[int]  # main, first must-move, second must-move
    people: list[int]
    # Every entry seen, by its id and player (SQLite gives a deleted entry's id to the
    # next one): when the player joined.
    joined: dict[tuple[int, int], datetime] = field(default_factory=dict)
    last: tuple[Change, object] | None = None  # the last action and the floor before it
    # For a move: the players at each table just before it, the mover and his table.
    transfer_from: tuple[dict[int, int], int, int] | None = None


def new_night(path: str) -> Night:
    clock = FakeClock(datetime(2026, 11, 30, 20, 0, tzinfo=UTC))
    desk = Desk(open_store(f"sqlite:///{path}/floor.sqlite"), clock=clock,
                rng=random.Random(5), actor="hypothesis")
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    tables = [games.open_table(desk, number=n, game_id=game, seats=SEATS).created_id
              for n in (1, 2, 3)]
    must_move.make_must_move(desk, table_id=tables[1], main_table_id=tables[0])
    must_move.make_must_move(desk, table_id=tables[2], main_table_id=tables[1])
    people = [players.add_player(desk, name=f"Player {n:02d}").created_id
              for n in range(PEOPLE)]
    # A night under way: the main game has three players, eight wait, and three of the
    # list sat down at the must-moves out of list order (the 5th, the 2nd, the 7th).
    for seat, player in enumerate(people[9:], start=1):
        seats.seat_player(desk, table_id=tables[0], seat=seat, player_id=player)
    for player in people[:8]:
        clock.advance(seconds=30)
        waitlists.add_to_waitlist(desk, game_id=game, player_id=player)
    for table, seat, player in ((tables[1], 1, people[4]), (tables[1], 2, people[1]),
                                (tables[2], 1, people[6])):
        clock.advance(seconds=30)
        seats.seat_player(desk, table_id=table, seat=seat, player_id=player)
    night = Night(desk, clock, game, tables, people)
    with desk.store.reading() as session:
        for seat_row in session.execute(select(Seat)).scalars():
            if seat_row.listed_entry is not None and seat_row.listed_at is not None:
                night.joined[seat_row.listed_entry, seat_row.player_id] = seat_row.listed_at
    return night


Step = tuple[str, int, int]
KINDS = ("join", "join", "seat_listed", "seat_listed", "hold_move", "hold_move", "confirm",
         "confirm", "refuse", "leave", "move", "transfer", "unmake", "remake", "close",
         "reopen", "undo_last", "undo_last")
steps = st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 40), st.integers(0, 40)),
                 min_size=1, max_size=30)


def pick(items: Sequence[T], k: int) -> T | None:
    return items[k % len(items)] if items else None


def snapshot(desk: Desk) -> object:
    view = floor_view(desk)
    return (view.tables, view.lists, view.changes, view.bars)


def play(night: Night, step: Step) -> Change | None:
    kind, a, b = step
    desk = night.desk
    view = floor_view(desk)
    night.clock.advance(seconds=7 + a)
    for entries in view.lists.values():
        for entry in entries:
            night.joined[entry.id, entry.player_id] = entry.joined_at
    open_tables = [t for t in view.tables if t.is_open]
    empty = [(t.id, s.number) for t in open_tables for s in t.seats if s.state == EMPTY]
    moves = [(t.id, s.number) for t in open_tables for s in t.seats
             if s.state == HELD and s.move_condition is not None]
    seated = [(t.id, s.number, s.player_id) for t in open_tables for s in t.seats
              if s.state in (PLAYING, AWAY) and s.player_id is not None]
    listed = [e for e in view.lists.get(night.game, ())]
    if kind == "join":
        player = night.people[a % PEOPLE]
        return waitlists.add_to_waitlist(desk, game_id=night.game, player_id=player)
    if kind == "seat_listed" and (entry := pick(listed, a)) and (where := pick(empty, b)):
        return seats.seat_player(desk, table_id=where[0], seat=where[1],
                                 player_id=entry.player_id)
    if kind == "hold_move" and (where := pick(empty, b)):
        return must_move.hold_for_must_move(desk, table_id=where[0], seat=where[1])
    if kind in ("confirm", "refuse") and (where := pick(moves, a)):
        service = must_move.confirm_move if kind == "confirm" else must_move.refuse_move
        return service(desk, table_id=where[0], seat=where[1])
    if kind == "leave" and (sitting := pick(seated, a)):
        return seats.unseat_player(desk, table_id=sitting[0], seat=sitting[1])
    if kind in ("move", "transfer") and (sitting := pick(seated, a)) \
            and (where := pick(empty, b)):
        counts = {t.id: sum(1 for s in t.seats if s.state in (PLAYING, AWAY))
                  for t in open_tables}
        night.transfer_from = (counts, sitting[2], sitting[0])
        return seats.move_player(desk, player_id=sitting[2], table_id=where[0], seat=where[1],
                                 transfer=kind == "transfer")
    if kind == "unmake":
        return must_move.unmake_must_move(desk, table_id=night.tables[a % 3])
    if kind == "remake":
        table, main = night.tables[a % 3], night.tables[b % 3]
        return must_move.make_must_move(desk, table_id=table, main_table_id=main)
    if kind == "close":
        return games.close_table(desk, table_id=night.tables[a % 3])
    if kind == "reopen":
        return games.reopen_table(desk, table_id=night.tables[a % 3])
    if kind == "undo_last" and night.last is not None:
        change, before = night.last
        night.last = None
        undone = revert(desk, change.audit_id)
        assert snapshot(desk) == before, f"undo of '{change.summary.en}' left a difference"
        return undone
    return None


def check(night: Night, step: Step, change: Change) -> None:
    with night.desk.store.reading() as session:
        rows = session.execute(select(Seat)).scalars().all()
    played = [s.player_id for s in rows if s.state != HELD]
    holds = [s.player_id for s in rows if s.state == HELD]
    assert len(played) == len(set(played)), "a player sits twice (RRoP 2.iii.4)"
    assert len(holds) == len(set(holds)), "two seats held for one player"
    for seat in rows:
        if seat.listed_entry is not None:
            assert seat.listed_at == night.joined[seat.listed_entry, seat.player_id], (
                "a seat lost its player's original list place (RRoP 2.iii.9)")
    view = floor_view(night.desk)
    # The desk's first paint reads the floor with sqlite3 (floorman.first_floor): the
    # very floor the usual read gives, refusal bars and pending moves included.
    assert first_floor(f"sqlite:///{night.desk.store.file}") == view
    line_of = {t.id: t.must_move_for for t in view.tables}
    playing_at = {s.player_id: s.table_id for s in rows if s.state != HELD}
    for seat in rows:
        if seat.move_condition is None:
            continue
        assert seat.state == HELD and seat.move_from is not None
        # The move's table still feeds the held seat's table through the chain.
        step_table: int | None = seat.move_from
        hops = 0
        while step_table is not None and step_table != seat.table_id and hops < 4:
            step_table, hops = line_of.get(step_table), hops + 1
        assert step_table == seat.table_id, "a pending move the chain no longer leads to"
    if step[0] == "transfer" and night.transfer_from is not None:
        counts, player, came = night.transfer_from
        mover = next(s for s in rows if s.player_id == player and s.state != HELD)
        if mover.table_id != came:
            left = sum(1 for s in rows if s.table_id == came and s.state != HELD)
            assert left >= counts[mover.table_id], (
                f"a transfer left table {came} with {left}, fewer than the "
                f"{counts[mover.table_id]} at the table joined (RRoP 2.iii.3)")
    if step[0] == "hold_move":
        held = next(s for s in rows if s.id == change.new_id)
        feeder = [s for s in rows if s.table_id == held.move_from and s.state != HELD
                  and s.player_id not in holds]
        if held.player_id in playing_at:
            mover = next(s for s in rows if s.player_id == held.player_id and s.state != HELD)
            key = ((mover.listed_at or mover.since), mover.listed_entry or 0)
            assert all(key <= ((s.listed_at or s.since), s.listed_entry or 0) for s in feeder), (
                "the move went to someone other than the first in original list order")


# A night through each path: the main seat held for the first in list order, confirmed,
# undone; refused with the next one held; the must-move emptied; the chain taken apart.
NIGHTS: list[list[Step]] = [
    [("leave", 0, 0), ("hold_move", 0, 0), ("confirm", 0, 0), ("undo_last", 0, 0),
     ("confirm", 0, 0), ("hold_move", 0, 0), ("refuse", 0, 0), ("undo_last", 0, 0)],
    [("hold_move", 0, 0), ("refuse", 0, 0), ("join", 1, 0), ("seat_listed", 0, 3),
     ("hold_move", 3, 0), ("leave", 1, 0), ("confirm", 0, 0)],
    [("hold_move", 0, 0), ("unmake", 1, 0), ("undo_last", 0, 0), ("close", 2, 0),
     ("remake", 2, 1), ("transfer", 3, 5), ("move", 4, 2)],
    # A player leaves his seat and joins again: his new entry takes a deleted entry's id.
    [("unmake", 0, 40), ("seat_listed", 34, 20), ("leave", 0, 0), ("move", 0, 21),
     ("leave", 13, 0), ("join", 40, 0), ("seat_listed", 0, 0), ("undo_last", 0, 0),
     ("seat_listed", 4, 0)],
]


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(steps)
@example(NIGHTS[0])
@example(NIGHTS[1])
@example(NIGHTS[2])
@example(NIGHTS[3])
def test_random_must_move_nights_keep_the_chain_right(night_steps: list[Step]) -> None:
    with tempfile.TemporaryDirectory() as path:
        night = new_night(path)
        try:
            for step in night_steps:
                version = floor_version(night.desk)
                before = snapshot(night.desk)
                try:
                    change = play(night, step)
                except FloorError as refusal:
                    assert refusal.text.en and refusal.text.es
                    assert floor_version(night.desk) == version, (
                        f"refused '{refusal.text.en}' yet wrote to the store")
                    event(f"refused: {step[0]}")
                    continue
                if change is None:
                    continue
                event(f"done: {step[0]}")
                if step[0] != "undo_last":
                    night.last = (change, before)
                check(night, step, change)
        finally:
            night.desk.store.close()
