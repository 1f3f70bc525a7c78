"""Random floors broken at random (RRoP 2.iii.14): every player of the broken table ends
in exactly one place, seated, held or listed, in the order of the draw, nobody sits
twice, and undo puts the floor back exactly as it was.

Hypothesis builds a small floor on a fresh SQLite store: four tables over two similar
1/2 games and a 2/5 game, each with random players (some away, some seats held for
others), a waiting list, then breaks one table with floorman's draw from a seeded
random source.
"""

from __future__ import annotations

import random
import tempfile
from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from floorman.services import breaking, games, players, seats, waitlists
from floorman.services.desk import Desk
from floorman.services.undo import revert
from floorman.services.views import floor_view
from floorman.store import open_store
from floorman.store.models import HELD, Seat, WaitlistEntry
from tests.fakes import FakeClock
from tests.services.audit_replay import replay_differences

SEATS = 6
# (game index, table number): games 0 and 1 are both 1/2 NL (similar), game 2 is 2/5.
TABLES = ((0, 1), (0, 2), (1, 3), (2, 4))

seat_states = st.sampled_from(["empty", "playing", "away", "held"])
floors = st.tuples(
    st.lists(st.lists(seat_states, min_size=SEATS, max_size=SEATS), min_size=4, max_size=4),
    st.integers(0, 3),  # the table that breaks
    st.integers(0, 3),  # players waiting for 1/2
    st.integers(0, 2**32 - 1),  # the draw's random source
)


def build(path: str, layout: list[list[str]], waiting: int, seed: int) -> tuple[Desk, list[int],
                                                                             int]:
    clock = FakeClock(datetime(2026, 11, 30, 20, 0, tzinfo=UTC))
    desk = Desk(open_store(f"sqlite:///{path}/floor.sqlite"), clock=clock,
                rng=random.Random(seed), actor="hypothesis")
    ids = [games.add_game(desk, variant="holdem", betting="no_limit", stake_small=s,
                          stake_big=b, min_buy_in="100", max_buy_in="300").created_id
           for s, b in (("1", "2"), ("1", "2"), ("2", "5"))]
    tables = [games.open_table(desk, number=n, game_id=ids[g], seats=SEATS).created_id
              for g, n in TABLES]
    count = 0

    def someone() -> int:
        nonlocal count
        count += 1
        return players.add_player(desk, name=f"Player {count}").created_id

    for table, states in zip(tables, layout, strict=True):
        for number, state in enumerate(states, start=1):
            if state == "empty":
                continue
            if state == "held":
                seats.hold_seat(desk, table_id=table, seat=number, player_id=someone())
                continue
            seats.seat_player(desk, table_id=table, seat=number, player_id=someone())
            if state == "away":
                seats.mark_away(desk, table_id=table, seat=number)
    for _ in range(waiting):
        waitlists.add_to_waitlist(desk, game_id=ids[0], player_id=someone())
        clock.advance(seconds=20)
    return desk, tables, ids[0]


def snapshot(desk: Desk) -> object:
    view = floor_view(desk)
    return (view.tables, view.lists, view.changes)


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(floors)
def test_a_break_seats_or_lists_every_player_and_undo_restores_it(
        case: tuple[list[list[str]], int, int, int]) -> None:
    layout, which, waiting, seed = case
    with tempfile.TemporaryDirectory() as path:
        desk, tables, _game = build(path, layout, waiting, seed)
        try:
            view = floor_view(desk)
            table = view.table(tables[which])
            at_table = {s.player_id: s for s in table.seats if s.state in ("playing", "away")}
            if not at_table:
                return  # an empty table is refused (tested in test_breaking)
            before = snapshot(desk)
            change = breaking.break_table(desk, table_id=table.id)
            (record,) = breaking.break_records(desk)
            moves = {m["player_id"]: m for m in record.document["moves"]}
            assert set(moves) == set(at_table), "every player of the table has a move"
            after = floor_view(desk)
            assert not after.table(table.id).is_open
            with desk.store.reading() as session:
                rows = session.execute(select(Seat)).scalars().all()
                entries = session.execute(select(WaitlistEntry).where(
                    WaitlistEntry.game_id == table.game_id)).scalars().all()
                assert replay_differences(session) == []
            played = [r.player_id for r in rows if r.state != HELD]
            held = [r.player_id for r in rows if r.state == HELD]
            assert len(played) == len(set(played)) and len(held) == len(set(held))
            assert all(r.table_id != table.id for r in rows)
            listed = {e.player_id for e in entries}
            for player, move in moves.items():
                places = ([r for r in rows if r.player_id == player and r.table_id in (
                    move["to_table_id"],)] if move["kind"] != "list" else [])
                if move["kind"] == "seat":
                    assert at_table[player].state == "playing"
                    assert [(p.number, p.state) for p in places] == [(move["to_seat"],
                                                                      "playing")]
                elif move["kind"] == "hold":
                    assert at_table[player].state == "away"
                    assert [(p.number, p.state) for p in places] == [(move["to_seat"], HELD)]
                else:
                    assert player in listed
                    assert not any(r.player_id == player and r.state != HELD for r in rows)
            # The listed players head their game's list, in the order of the draw.
            order = [e.player_id for e in after.lists.get(table.game_id, ())]
            drawn_listed = [m["player_id"] for m in record.document["moves"]
                            if m["kind"] == "list"]
            assert order[:len(drawn_listed)] == drawn_listed
            # Seats go in the order of the draw (nobody here holds a seat elsewhere):
            # once one player is listed, every worse card is listed too.
            kinds = [m["kind"] for m in record.document["moves"]]
            if "list" in kinds:
                assert set(kinds[kinds.index("list"):]) == {"list"}
            revert(desk, change.audit_id)
            assert snapshot(desk) == before, "undo restores the floor exactly"
        finally:
            desk.store.close()

