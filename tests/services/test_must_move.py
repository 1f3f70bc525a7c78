"""Must-move games through the services, on SQLite and PostgreSQL: chains, moves into the
main game in list order, confirming, refusing and the one-hour bar, transfers, new
games from a long list (RRoP 2.iii.3, 2.iii.7-11)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from sqlalchemy import select

from floorman.floor.attention import Kind
from floorman.services import games, must_move, players, seats, waitlists
from floorman.services.attention import AttentionWatch
from floorman.services.desk import Change, Desk, FloorError
from floorman.services.undo import revert
from floorman.services.views import EMPTY, floor_version, floor_view
from floorman.store.models import MoveBar
from tests.fakes import FakeClock
from tests.services.conftest import Room


def refused(desk: Desk, call, field: str | None = None, **kwargs) -> FloorError:  # type: ignore[no-untyped-def]
    """Run a service that must be refused; check nothing was written."""
    before = floor_version(desk)
    with pytest.raises(FloorError) as error:
        call(desk, **kwargs)
    assert floor_version(desk) == before, "a refused action wrote to the store"
    if field is not None:
        assert error.value.field == field, error.value.text.en
    assert error.value.text.en and error.value.text.es
    return error.value


def snapshot(desk: Desk) -> tuple[object, ...]:
    view = floor_view(desk)
    return (view.tables, view.lists, view.changes, view.bars)


@dataclass
class Chain:
    game: int
    main: int
    mm1: int
    mm2: int
    people: dict[str, int]


NAMES = ("Ana", "Luis", "Marta", "Iñigo", "Sofía", "Ramiro", "Eva", "Pablo")


@pytest.fixture
def chain(desk: Desk, room: Room, clock: FakeClock) -> Chain:
    """Main table 3 full but seat 9, must-move 5 feeding it, must-move 7 feeding 5; eight
    players on the 1/2 list in the order of NAMES, none seated yet."""
    main = games.open_table(desk, number=3, game_id=room.game).created_id
    mm1 = games.open_table(desk, number=5, game_id=room.game).created_id
    mm2 = games.open_table(desk, number=7, game_id=room.game).created_id
    regulars = [players.add_player(desk, name=f"Regular {n}").created_id for n in range(8)]
    for n, player in enumerate(regulars, start=1):
        seats.seat_player(desk, table_id=main, seat=n, player_id=player)
    people = {name: players.add_player(desk, name=name).created_id for name in NAMES}
    for name in NAMES:
        clock.advance(minutes=1)
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=people[name])
    must_move.make_must_move(desk, table_id=mm1, main_table_id=main)
    must_move.make_must_move(desk, table_id=mm2, main_table_id=mm1)
    return Chain(room.game, main, mm1, mm2, people)


def seat_from_list(desk: Desk, table: int, seat: int, player: int) -> Change:
    return seats.seat_player(desk, table_id=table, seat=seat, player_id=player)


def where(desk: Desk, player: int) -> list[tuple[int, int, str]]:
    view = floor_view(desk)
    return sorted((t.number, s.number, s.state) for t in view.tables for s in t.seats
                  if s.player_id == player)


def test_a_chain_shows_on_the_floor_and_undoes(desk: Desk, room: Room, chain: Chain) -> None:
    view = floor_view(desk)
    assert view.table(chain.mm1).must_move_for == chain.main
    assert view.table(chain.mm2).must_move_for == chain.mm1
    assert view.table(chain.main).must_move_for is None
    before = snapshot(desk)
    change = must_move.unmake_must_move(desk, table_id=chain.mm1)
    assert "table 7 now feeds table 3" in change.summary.en
    view = floor_view(desk)
    assert view.table(chain.mm2).must_move_for == chain.main
    assert view.table(chain.mm1).must_move_for is None
    revert(desk, change.audit_id)
    assert snapshot(desk) == before, "undo restores the chain exactly"


def test_bad_chains_are_refused_and_nothing_is_written_rrop_2_iii_9(
        desk: Desk, room: Room, chain: Chain) -> None:
    other = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="2",
                           stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
    table9 = games.open_table(desk, number=9, game_id=other).created_id
    error = refused(desk, must_move.make_must_move, "main", table_id=table9,
                    main_table_id=chain.main)
    assert "RRoP 2.iii.9" in error.text.en and "otras apuestas" in error.text.es
    refused(desk, must_move.make_must_move, "main", table_id=room.table1,
            main_table_id=room.table1)
    games.close_table(desk, table_id=room.table2)
    error = refused(desk, must_move.make_must_move, "table", table_id=room.table2,
                    main_table_id=chain.main)
    assert "closed" in error.text.en
    error = refused(desk, must_move.make_must_move, "table", table_id=chain.mm1,
                    main_table_id=room.table1)
    assert "already the must-move of table 3" in error.text.en
    error = refused(desk, must_move.make_must_move, "main", table_id=chain.main,
                    main_table_id=chain.mm2)
    assert "loop" in error.text.en and "ciclo" in error.text.es
    error = refused(desk, must_move.make_must_move, "main", table_id=room.table1,
                    main_table_id=chain.main)
    assert "must-move of table 7" in error.text.en, "the refusal names the chain's end"
    refused(desk, must_move.unmake_must_move, "table", table_id=room.table1)


def test_the_main_seat_goes_to_the_first_in_original_list_order_rrop_2_iii_9_10(
        desk: Desk, room: Room, chain: Chain, clock: FakeClock) -> None:
    p = chain.people
    # They reach the must-move in another order than the list's: Marta, Luis, Ana.
    seat_from_list(desk, chain.mm1, 1, p["Marta"])
    seat_from_list(desk, chain.mm1, 2, p["Luis"])
    seat_from_list(desk, chain.mm1, 3, p["Ana"])
    found = must_move.propose_move(desk, chain.main)
    assert found is not None and found.place is not None and found.place.name == "Ana"
    change = must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    assert "Ana" in change.summary.en and "big blind" in change.summary.en
    held = floor_view(desk).table(chain.main).seats[8]
    assert (held.state, held.name, held.move_condition, held.move_from) == (
        "held", "Ana", "big_blind", chain.mm1)
    assert held.time_left(clock(), floor_view(desk).house) is None, "waits for the big blind"
    # The house's hold time does not release a must-move's seat (RRoP 2.iii.10).
    clock.advance(minutes=40)
    seats.expire_due(desk)
    assert floor_view(desk).table(chain.main).seats[8].name == "Ana"
    attention = AttentionWatch(desk).attention(floor_view(desk), clock())
    pending = [i for i in attention.items if i.kind == Kind.MOVE_PENDING]
    assert [(i.name, i.count, i.detail) for i in pending] == [("Ana", 5, "big_blind")]
    # She moves at her big blind: the supervisor confirms.
    before = snapshot(desk)
    change = must_move.confirm_move(desk, table_id=chain.main, seat=9)
    assert where(desk, p["Ana"]) == [(3, 9, "playing")]
    assert change.opened == ((chain.mm1, 3),)
    assert "RRoP 2.iii.10" in change.summary.en
    revert(desk, change.audit_id)
    assert snapshot(desk) == before, "undo of the confirmation restores exactly"
    must_move.confirm_move(desk, table_id=chain.main, seat=9)
    # The next main seat goes to Luis: he is before Marta on the list.
    seats.unseat_player(desk, table_id=chain.main, seat=1)
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=1)
    assert floor_view(desk).table(chain.main).seats[0].name == "Luis"


def test_the_order_travels_down_the_chain_and_the_second_must_move_feeds_the_first(
        desk: Desk, room: Room, chain: Chain) -> None:
    p = chain.people
    for seat, name in enumerate(("Ana", "Luis", "Marta", "Iñigo", "Sofía", "Ramiro",
                                 "Eva", "Pablo", ), start=1):
        table = chain.mm1 if seat <= 2 else chain.mm2
        seat_from_list(desk, table, seat, p[name])
    # A seat opens at the first must-move: the second must-move's first player moves.
    seats.unseat_player(desk, table_id=chain.mm1, seat=1)  # Ana goes home
    must_move.hold_for_must_move(desk, table_id=chain.mm1, seat=1)
    must_move.confirm_move(desk, table_id=chain.mm1, seat=1)
    assert where(desk, p["Marta"]) == [(5, 1, "playing")]
    # At the first must-move Marta still comes after Luis (list order, not arrival).
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    assert floor_view(desk).table(chain.main).seats[8].name == "Luis"


def test_a_move_for_a_player_who_has_left_cannot_be_confirmed(
        desk: Desk, room: Room, chain: Chain) -> None:
    seat_from_list(desk, chain.mm1, 4, chain.people["Ana"])
    seat_from_list(desk, chain.mm1, 5, chain.people["Luis"])
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    seats.unseat_player(desk, table_id=chain.mm1, seat=4)
    error = refused(desk, must_move.confirm_move, "seat", table_id=chain.main, seat=9)
    assert "Ana has left must-move table 5" in error.text.en
    assert "(Mayús+F4)" in error.text.es
    error = refused(desk, must_move.confirm_move, "seat", table_id=chain.main, seat=1)
    assert "no pending must-move" in error.text.en
    refused(desk, must_move.refuse_move, "seat", table_id=chain.main, seat=9)
    # Nobody left to move: the seat is the waiting list's.
    seats.release_hold(desk, table_id=chain.main, seat=9)
    seats.unseat_player(desk, table_id=chain.mm1, seat=5)
    error = refused(desk, must_move.hold_for_must_move, "seat", table_id=chain.main, seat=9)
    assert "F2" in error.text.en
    refused(desk, must_move.hold_for_must_move, "table", table_id=room.table1, seat=2)


def test_a_refusal_bars_the_player_for_one_hour_at_the_list_and_the_seat_rrop_2_iii_9(
        desk: Desk, room: Room, chain: Chain, clock: FakeClock) -> None:
    p = chain.people
    seat_from_list(desk, chain.mm1, 1, p["Ana"])
    seat_from_list(desk, chain.mm1, 2, p["Luis"])
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    before = snapshot(desk)
    change = must_move.refuse_move(desk, table_id=chain.main, seat=9)
    assert where(desk, p["Ana"]) == [], "she leaves the must-move game"
    assert floor_view(desk).table(chain.main).seats[8].name == "Luis", "the next one's hold"
    assert "RRoP 2.iii.9" in change.summary.en
    bars = floor_view(desk).bars
    assert [(b.name, b.until - b.since) for b in bars] == [("Ana", must_move.BAR_TIME)]
    clock.advance(minutes=20)
    error = refused(desk, waitlists.add_to_waitlist, "player", game_id=room.game,
                    player_id=p["Ana"])
    assert "40 min left" in error.text.en and "Faltan 40 min" in error.text.es
    refused(desk, seats.seat_player, "player", table_id=chain.mm1, seat=1,
            player_id=p["Ana"])
    refused(desk, seats.hold_seat, "player", table_id=room.table1, seat=1, player_id=p["Ana"])
    clock.advance(minutes=41)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=p["Ana"])
    assert snapshot(desk) != before


def test_undo_of_a_refusal_restores_the_seat_the_hold_and_no_bar(
        desk: Desk, room: Room, chain: Chain) -> None:
    seat_from_list(desk, chain.mm1, 1, chain.people["Ana"])
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    before = snapshot(desk)
    change = must_move.refuse_move(desk, table_id=chain.main, seat=9, hold_next=False)
    assert floor_view(desk).table(chain.main).seats[8].state == EMPTY
    revert(desk, change.audit_id)
    assert snapshot(desk) == before
    with desk.store.reading() as session:
        assert session.execute(select(MoveBar)).scalars().all() == []


def test_a_closed_or_emptied_must_move_leaves_the_chain_and_undo_restores_it(
        desk: Desk, room: Room, chain: Chain) -> None:
    p = chain.people
    seat_from_list(desk, chain.mm1, 1, p["Ana"])
    seat_from_list(desk, chain.mm2, 1, p["Luis"])
    # Ana, alone at the first must-move, moves in: it is empty and leaves the chain.
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    before = snapshot(desk)
    change = must_move.confirm_move(desk, table_id=chain.main, seat=9)
    assert "table 5 is empty" in change.summary.en
    view = floor_view(desk)
    assert view.table(chain.mm1).must_move_for is None
    assert view.table(chain.mm2).must_move_for == chain.main
    revert(desk, change.audit_id)
    assert snapshot(desk) == before
    # The main game closes (its players gone): the first must-move becomes the main.
    seats.release_hold(desk, table_id=chain.main, seat=9)
    for n in range(1, 9):
        seats.unseat_player(desk, table_id=chain.main, seat=n)
    change = games.close_table(desk, table_id=chain.main)
    assert "table 5 is now the main game" in change.summary.en
    view = floor_view(desk)
    assert view.table(chain.mm1).must_move_for is None
    assert view.table(chain.mm2).must_move_for == chain.mm1


def test_leaving_the_chain_releases_the_moves_it_no_longer_leads_to(
        desk: Desk, room: Room, chain: Chain) -> None:
    seat_from_list(desk, chain.mm1, 1, chain.people["Ana"])
    must_move.hold_for_must_move(desk, table_id=chain.main, seat=9)
    before = snapshot(desk)
    change = must_move.unmake_must_move(desk, table_id=chain.mm1)
    assert "released the move held for Ana" in change.summary.en
    assert floor_view(desk).table(chain.main).seats[8].state == EMPTY
    revert(desk, change.audit_id)
    assert snapshot(desk) == before


def test_a_voluntary_transfer_may_not_leave_the_game_shorter_rrop_2_iii_3(
        desk: Desk, room: Room, chain: Chain) -> None:
    p = chain.people
    for n, name in enumerate(("Ana", "Luis", "Marta"), start=1):
        seat_from_list(desk, room.table1, n, p[name])
    seat_from_list(desk, room.table2, 1, p["Iñigo"])
    seat_from_list(desk, room.table2, 2, p["Sofía"])
    seat_from_list(desk, room.table2, 3, p["Ramiro"])
    error = refused(desk, seats.move_player, "table", player_id=p["Ana"],
                    table_id=room.table2, seat=4, transfer=True)
    assert "RRoP 2.iii.3" in error.text.en and "2 players, fewer than the 3" in error.text.en
    assert "RRoP 2.iii.3" in error.text.es
    # The floor's own move (not a transfer the player asked for) is not limited.
    seats.move_player(desk, player_id=p["Ana"], table_id=room.table2, seat=4)
    seats.move_player(desk, player_id=p["Iñigo"], table_id=room.table1, seat=1, transfer=True)
    # From a must-move toward its main game players go in must-move order only.
    seat_from_list(desk, chain.mm1, 1, p["Eva"])
    seats.unseat_player(desk, table_id=chain.main, seat=1)
    error = refused(desk, seats.move_player, "table", player_id=p["Eva"],
                    table_id=chain.main, seat=1, transfer=True)
    assert "RRoP 2.iii.9" in error.text.en


def test_a_new_player_is_proposed_the_table_that_most_needs_one_rrop_2_iii_3(
        desk: Desk, room: Room) -> None:
    ids = room.players
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=ids["José García"])
    seats.seat_player(desk, table_id=room.table1, seat=2, player_id=ids["Ana López"])
    seats.seat_player(desk, table_id=room.table2, seat=1, player_id=ids["Luis Pérez"])
    proposal = must_move.new_player_table(desk, room.game)
    assert proposal is not None and proposal.table_id == room.table2
    assert "RRoP 2.iii.3" in proposal.why.en and proposal.rules == ("RRoP 2.iii.3",)
    must_move.make_must_move(desk, table_id=room.table2, main_table_id=room.table1)
    proposal = must_move.new_player_table(desk, room.game)
    assert proposal is not None and proposal.rules == ("RRoP 2.iii.9",)


def test_a_long_list_opens_a_table_calling_in_list_order_with_an_extra_player_rrop_2_iii_7_8(
        desk: Desk, room: Room, clock: FakeClock) -> None:
    people = [players.add_player(desk, name=f"Waiting {n:02d}").created_id for n in range(11)]
    for player in people:
        clock.advance(seconds=30)
        waitlists.add_to_waitlist(desk, game_id=room.game, player_id=player)
    proposal = must_move.new_game(desk, room.game)
    assert proposal is not None and proposal.length == 9 and proposal.extra is not None
    items = AttentionWatch(desk).attention(floor_view(desk), clock()).items
    assert [(i.count, i.of) for i in items if i.kind == Kind.NEW_GAME] == [(11, 9)]
    refused(desk, must_move.open_table_from_list, "number", game_id=room.game, number=1)
    change = must_move.open_table_from_list(desk, game_id=room.game, number=12,
                                            extra_player=True)
    assert "RRoP 2.iii.8" in change.summary.en and "RRoP 2.iii.7" in change.summary.en
    table = floor_view(desk).table(change.created_id)
    assert len(table.seats) == 10 and table.extra_seat
    assert [s.name for s in table.seats] == [f"Waiting {n:02d}" for n in range(10)]
    assert all(s.state == "held" for s in table.seats)
    # They sit; when the first one leaves, the extra seat goes (RRoP 2.iii.7).
    for seat in table.seats:
        assert seat.player_id is not None
        seats.seat_player(desk, table_id=table.id, seat=seat.number, player_id=seat.player_id)
    change = seats.unseat_player(desk, table_id=table.id, seat=4)
    assert "RRoP 2.iii.7" in change.summary.en
    table = floor_view(desk).table(table.id)
    assert len(table.seats) == 9 and not table.extra_seat
    assert [s.name for s in table.seats] == [
        f"Waiting {n:02d}" for n in (0, 1, 2, 4, 5, 6, 7, 8, 9)], "order round the table kept"
    undone = revert(desk, change.audit_id)
    assert undone.summary.en.startswith("Undone")
    assert len(floor_view(desk).table(table.id).seats) == 10


def test_declining_a_seat_keeps_the_place_only_with_more_than_three_empty_rrop_2_iii_11(
        desk: Desk, room: Room, chain: Chain) -> None:
    p = chain.people
    view = floor_view(desk)
    entry = {e.name: e.id for e in view.lists[room.game]}
    # A must-move with 9 empty seats: Ana may decline and keep her place.
    seats.call_player(desk, table_id=chain.mm1, seat=1, player_id=p["Ana"])
    change = must_move.decline_seat(desk, entry_id=entry["Ana"])
    assert "keeps the place" in change.summary.en and "RRoP 2.iii.11" in change.summary.en
    assert next(e.name for e in floor_view(desk).lists[room.game]) == "Ana"
    # Six at the must-move: a seventh would leave 2 empty: declining costs the place.
    for n, name in enumerate(("Luis", "Marta", "Iñigo", "Sofía", "Ramiro", "Eva"), start=1):
        seat_from_list(desk, chain.mm1, n, p[name])
    seats.call_player(desk, table_id=chain.mm1, seat=8, player_id=p["Ana"])
    change = must_move.decline_seat(desk, entry_id=entry["Ana"])
    assert "leaves the" in change.summary.en
    assert "Ana" not in [e.name for e in floor_view(desk).lists.get(room.game, ())]
    refused(desk, must_move.decline_seat, "entry", entry_id=entry["Pablo"])


@pytest.mark.parametrize("bad", ["3", True, 2.0, 10**30, -1])
def test_ids_and_seats_that_cannot_be_rows_are_refused_and_nothing_is_written(
        desk: Desk, room: Room, chain: Chain, bad: object) -> None:
    for service, field, facts in (
        (must_move.make_must_move, "table", {"table_id": bad, "main_table_id": chain.main}),
        (must_move.make_must_move, "table", {"table_id": chain.mm1, "main_table_id": bad}),
        (must_move.unmake_must_move, "table", {"table_id": bad}),
        (must_move.hold_for_must_move, "table", {"table_id": bad, "seat": 9}),
        (must_move.hold_for_must_move, "seat", {"table_id": chain.main, "seat": bad}),
        (must_move.confirm_move, "seat", {"table_id": chain.main, "seat": bad}),
        (must_move.refuse_move, "table", {"table_id": bad, "seat": 9}),
        (must_move.decline_seat, "entry", {"entry_id": bad}),
        (must_move.open_table_from_list, "number", {"game_id": room.game, "number": bad}),
        (must_move.open_table_from_list, "game", {"game_id": bad, "number": 40}),
        (must_move.open_table_from_list, "extra_player", {"game_id": room.game, "number": 40,
                                                          "extra_player": "yes"}),
    ):
        refused(desk, service, field, **facts)
