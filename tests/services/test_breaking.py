"""Breaking a game through the services, on SQLite and PostgreSQL (RRoP 2.iii.14, 3.vii.2,
3.i.3, 13.13): one action, the draw checked, undo restoring the floor exactly."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from sqlalchemy import select

from floorman.services import breaking, games, players, seats, waitlists
from floorman.services.desk import Desk, FloorError
from floorman.services.undo import revert
from floorman.services.views import floor_version, floor_view
from floorman.store.models import AuditEntry, StoreNote
from tests.fakes import FakeClock
from tests.services.audit_replay import replay_differences


class BreakRoom:
    """1/2 NL: table 1 (9 seats) breaks into table 2 (6 seats, 2 seated) and table 3 of a
    second 1/2 NL game row; a 2/5 NL table 4 is not similar."""

    def __init__(self, desk: Desk, clock: FakeClock) -> None:
        self.desk = desk
        add = games.add_game
        self.game = add(desk, variant="holdem", betting="no_limit", stake_small="1",
                        stake_big="2", min_buy_in="100", max_buy_in="300").created_id
        self.twin = add(desk, variant="holdem", betting="no_limit", stake_small="1",
                        stake_big="2", min_buy_in="200", max_buy_in="500").created_id
        self.big = add(desk, variant="holdem", betting="no_limit", stake_small="2",
                       stake_big="5", min_buy_in="200", max_buy_in="1000").created_id
        self.t1 = games.open_table(desk, number=1, game_id=self.game).created_id
        self.t2 = games.open_table(desk, number=2, game_id=self.game, seats=6).created_id
        self.t3 = games.open_table(desk, number=3, game_id=self.twin, seats=4).created_id
        self.t4 = games.open_table(desk, number=4, game_id=self.big, seats=9).created_id
        self.ids: dict[str, int] = {}
        for n, name in enumerate(["Ana", "Bea", "Carlos", "Dani", "Eva", "Fede", "Gil"],
                                 start=1):
            self.ids[name] = players.add_player(desk, name=name).created_id
            seats.seat_player(desk, table_id=self.t1, seat=n, player_id=self.ids[name],
                              buy_in="150")
        for n, name in enumerate(["Hugo", "Inés"], start=1):
            self.ids[name] = players.add_player(desk, name=name).created_id
            seats.seat_player(desk, table_id=self.t2, seat=n, player_id=self.ids[name])
        for n, name in enumerate(["Juan", "Kike", "Lola"], start=1):
            self.ids[name] = players.add_player(desk, name=name).created_id
            seats.seat_player(desk, table_id=self.t3, seat=n, player_id=self.ids[name])
        self.ids["Mar"] = players.add_player(desk, name="Mar").created_id
        waitlists.add_to_waitlist(desk, game_id=self.game, player_id=self.ids["Mar"])
        clock.advance(minutes=5)

    def cards(self, **by_name: str) -> dict[int, str]:
        return {self.ids[name]: card for name, card in by_name.items()}


@pytest.fixture
def broken(desk: Desk, clock: FakeClock) -> BreakRoom:
    return BreakRoom(desk, clock)


DRAW = {"Ana": "2c", "Bea": "As", "Carlos": "Kd", "Dani": "Ks", "Eva": "7h", "Fede": "Qh",
        "Gil": "3d"}


def where(desk: Desk) -> dict[str, tuple[Any, ...]]:
    """Each player's place: (table number, seat, state) or ('list', game id, position)."""
    view = floor_view(desk)
    places: dict[str, tuple[Any, ...]] = {}
    for table in view.tables:
        for seat in table.seats:
            if seat.name:
                places[seat.name] = (table.number, seat.number, seat.state)
    for game_id, entries in view.lists.items():
        for entry in entries:
            places.setdefault(entry.name, ("list", game_id, entry.position))
    return places


def snapshot(desk: Desk) -> Any:
    view = floor_view(desk)
    return (view.tables, view.lists, view.changes)


def refused(desk: Desk, call: Any, field: str | None = None, **kwargs: Any) -> FloorError:
    before = floor_version(desk)
    with pytest.raises(FloorError) as error:
        call(desk, **kwargs)
    assert floor_version(desk) == before, "a refused action wrote to the store"
    if field is not None:
        assert error.value.field == field
    assert error.value.text.en and error.value.text.es
    return error.value


def test_a_break_seats_in_draw_order_then_lists_the_rest_rrop_2_iii_14(
        desk: Desk, broken: BreakRoom) -> None:
    """RRoP 2.iii.14, 3.vii.1-2: As, Ks, Kd, Qh, 7h take the five open seats (the table
    with the fewest players first, RRoP 2.iii.3); 3d and 2c go to the head of the list."""
    before = floor_version(desk)
    change = breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    assert floor_version(desk) == before + 1, "a break is one action"
    places = where(desk)
    # Table 2 (2 of 6 seated) and table 3 (3 of 4) are similar; table 4 (2/5) is not.
    assert places["Bea"] == (2, 3, "playing")
    assert places["Dani"] == (2, 4, "playing")
    assert places["Carlos"] == (3, 4, "playing")
    assert places["Fede"] == (2, 5, "playing")
    assert places["Eva"] == (2, 6, "playing")
    view = floor_view(desk)
    assert [e.name for e in view.lists[broken.game]] == ["Gil", "Ana", "Mar"]
    assert not view.table(broken.t1).is_open
    assert "card_tables" in change.touched and "seats" in change.touched
    with desk.store.reading() as session:
        entry = session.get(AuditEntry, change.audit_id)
        assert entry is not None and entry.action == "break_table"
        assert "Broke table 1" in entry.summary_en and "Mesa 1 rota" in entry.summary_es


def test_the_record_carries_the_draw_the_moves_and_the_rules(desk: Desk,
                                                            broken: BreakRoom) -> None:
    breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    (record,) = breaking.break_records(desk, 1)
    moves = record.document["moves"]
    assert [m["card"] for m in moves] == ["As", "Ks", "Kd", "Qh", "7h", "3d", "2c"]
    assert [m["kind"] for m in moves] == ["seat"] * 5 + ["list"] * 2
    first = moves[0]
    assert first["name"] == "Bea" and first["from_seat"] == 2 and first["to_table"] == 2
    for rule in ("RRoP 2.iii.14", "RRoP 3.vii.2", "RRoP 3.vii.1", "RRoP 2.iii.3",
                 "RRoP 3.i.3"):
        assert rule in first["rules"]
    # Table 4 spreads 2/5: not similar, and left out of the record without a word.
    assert record.document["passed_over"] == []
    assert all(m["to_table"] != 4 for m in moves)


def test_undo_of_a_break_restores_the_floor_exactly(desk: Desk, broken: BreakRoom) -> None:
    seats.mark_away(desk, table_id=broken.t1, seat=4)
    seats.request_table_change(desk, player_id=broken.ids["Eva"])
    before = snapshot(desk)
    change = breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    assert snapshot(desk) != before
    revert(desk, change.audit_id)
    assert snapshot(desk) == before
    with desk.store.reading() as session:
        assert not session.execute(select(StoreNote).where(
            StoreNote.key.like("break:%"))).scalars().all()
        assert replay_differences(session) == []


def test_an_absent_player_keeps_the_seat_until_his_big_blind(desk: Desk, clock: FakeClock,
                                                            broken: BreakRoom) -> None:
    """RRoP 2.iii.14: Dani (away, the floor drew Ks for him) gets a held seat; the
    house's hold time does not release it; he takes it when he comes back."""
    seats.mark_away(desk, table_id=broken.t1, seat=4)
    breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    assert where(desk)["Dani"] == (2, 4, "held")
    clock.advance(minutes=45)
    assert seats.expire_due(desk) is None, "no clock releases a broken game's held seat"
    pending = breaking.pending_moves(desk)
    assert [(m["name"], m["to_table"], m["to_seat"]) for _r, m in pending] == [("Dani", 2, 4)]
    breaking.take_held_seat(desk, player_id=broken.ids["Dani"])
    assert where(desk)["Dani"] == (2, 4, "playing")
    assert breaking.pending_moves(desk) == []


def test_an_absent_player_late_for_his_big_blind_goes_first_on_the_list(
        desk: Desk, broken: BreakRoom) -> None:
    seats.mark_away(desk, table_id=broken.t1, seat=4)
    breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    breaking.missed_held_seat(desk, player_id=broken.ids["Dani"])
    view = floor_view(desk)
    assert [e.name for e in view.lists[broken.game]][:2] == ["Dani", "Gil"]
    assert view.table(broken.t2).seats[3].state == "empty"


def test_confirming_a_move_for_a_player_who_has_left_is_refused(desk: Desk,
                                                               broken: BreakRoom) -> None:
    seats.mark_away(desk, table_id=broken.t1, seat=4)
    breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    seats.release_hold(desk, table_id=broken.t2, seat=4)  # he left the room
    error = refused(desk, breaking.take_held_seat, "player", player_id=broken.ids["Dani"])
    assert "Dani" in error.text.en and "Dani" in error.text.es
    refused(desk, breaking.missed_held_seat, "player", player_id=broken.ids["Dani"])
    refused(desk, breaking.take_held_seat, "player", player_id=broken.ids["Bea"])


def test_breaking_a_closed_or_empty_table_is_refused(desk: Desk, broken: BreakRoom) -> None:
    empty = games.open_table(desk, number=9, game_id=broken.game).created_id
    seats.hold_seat(desk, table_id=empty, seat=1, player_id=broken.ids["Mar"])
    error = refused(desk, breaking.break_table, "table", table_id=empty)
    assert "no players" in error.text.en and "Close it" in error.text.en
    seats.release_hold(desk, table_id=empty, seat=1)
    games.close_table(desk, table_id=empty)
    error = refused(desk, breaking.break_table, "table", table_id=empty)
    assert "already closed" in error.text.en and "ya está cerrada" in error.text.es
    refused(desk, breaking.break_table, "table", table_id=10_000)


@pytest.mark.parametrize("change,words", [
    ({"Bea": "2c"}, "each card once"),
    ({"Bea": "Jk"}, "joker"),
    ({"Bea": "Zz"}, "not a card"),
])
def test_a_draw_with_a_duplicate_or_bad_card_is_refused(desk: Desk, broken: BreakRoom,
                                                        change: dict[str, str],
                                                        words: str) -> None:
    bad = broken.cards(**(DRAW | change))
    error = refused(desk, breaking.break_table, "cards", table_id=broken.t1, cards=bad)
    assert words in error.text.en


def test_a_draw_for_a_player_not_at_the_table_or_missing_one_is_refused(
        desk: Desk, broken: BreakRoom) -> None:
    stranger = broken.cards(**DRAW) | {broken.ids["Hugo"]: "9s"}
    error = refused(desk, breaking.break_table, "cards", table_id=broken.t1, cards=stranger)
    assert "Hugo is no longer at table 1" in error.text.en
    assert "table 2, seat 1" in error.text.en
    nobody = broken.cards(**DRAW) | {99_999: "9s"}
    error = refused(desk, breaking.break_table, "cards", table_id=broken.t1, cards=nobody)
    assert "not at table 1" in error.text.en
    short = broken.cards(**{k: v for k, v in DRAW.items() if k != "Gil"})
    error = refused(desk, breaking.break_table, "cards", table_id=broken.t1, cards=short)
    assert "Gil (seat 7)" in error.text.en and "Gil (asiento 7)" in error.text.es
    refused(desk, breaking.break_table, "absent", table_id=broken.t1,
            absent=[broken.ids["Hugo"]])


def test_a_plan_that_changed_since_it_was_shown_is_refused(desk: Desk,
                                                          broken: BreakRoom) -> None:
    preview = breaking.preview_break(desk, broken.t1, cards=broken.cards(**DRAW))
    shown = [{"player_id": m.player_id, "to_table_id": m.to_table_id, "to_seat": m.to_seat,
              "list_position": m.list_position} for m in preview.plan.moves]
    seats.seat_player(desk, table_id=broken.t2, seat=3, player_id=broken.ids["Mar"])
    error = refused(desk, breaking.break_table, "expect", table_id=broken.t1,
                    cards=preview.cards, expect=shown)
    assert "Bea would now go to" in error.text.en
    seats.unseat_player(desk, table_id=broken.t2, seat=3)
    breaking.break_table(desk, table_id=broken.t1, cards=preview.cards, expect=shown)


def test_floormans_own_draw_uses_the_injected_random_source(desk: Desk,
                                                           broken: BreakRoom) -> None:
    desk.rng = random.Random(11)
    first = breaking.preview_break(desk, broken.t1)
    desk.rng = random.Random(11)
    again = breaking.preview_break(desk, broken.t1)
    assert first.cards == again.cards and len(set(first.cards.values())) == 7
    desk.rng = random.Random(11)
    breaking.break_table(desk, table_id=broken.t1)
    (record,) = breaking.break_records(desk)
    assert {m["player_id"]: m["card"] for m in record.document["moves"]} == first.cards
    assert record.document["drawn_by"] == "floorman"


def test_a_required_kill_game_takes_no_one_from_a_game_without_one_rrop_13_13(
        desk: Desk, broken: BreakRoom) -> None:
    from floorman.store.models import HouseSetting

    with desk.store.writing() as session:
        session.add(HouseSetting(key="required_kill_games", value=[broken.twin]))
    preview = breaking.preview_break(desk, broken.t1, cards=broken.cards(**DRAW))
    assert all(m.to_table != 3 for m in preview.plan.moves)
    assert 3 in [n for n, _why in preview.plan.passed_over]
    why = dict(preview.plan.passed_over)[3]
    assert "required kill" in why.en and "matanza" in why.es


def test_a_broken_game_player_keeps_a_stack_under_the_minimum_rrop_3_i_3(
        desk: Desk, broken: BreakRoom) -> None:
    """Table 3's game asks 200 at least; Carlos bought in for 150 and may keep playing it."""
    preview = breaking.preview_break(desk, broken.t1, cards=broken.cards(**DRAW))
    carlos = next(m for m in preview.plan.moves if m.name == "Carlos")
    assert carlos.to_table == 3 and "RRoP 3.i.3" in carlos.rules
    assert any("150" in r.en and "minimum buy-in (200)" in r.en for r in carlos.reasons)


def test_the_record_is_plain_json(desk: Desk, broken: BreakRoom) -> None:
    breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    with desk.store.reading() as session:
        (note,) = session.execute(select(StoreNote).where(
            StoreNote.key.like("break:%"))).scalars().all()
    assert note.key.endswith(":1") and len(note.key) <= 40
    assert json.loads(note.value)["table"] == 1


def test_breaking_a_main_game_dissolves_its_must_move_chain_and_undo_relinks_it(
        desk: Desk, broken: BreakRoom) -> None:
    """RRoP 2.iii.9: table 2 is the must-move of table 1; table 1 breaks, so table 2
    is a main game again, in the same action; undo puts the chain back."""
    from floorman.services import must_move
    from floorman.store.models import CardTable

    must_move.make_must_move(desk, table_id=broken.t2, main_table_id=broken.t1)
    change = breaking.break_table(desk, table_id=broken.t1, cards=broken.cards(**DRAW))
    with desk.store.reading() as session:
        feeder = session.get(CardTable, broken.t2)
        assert feeder is not None and feeder.must_move_for is None
        entry = session.get(AuditEntry, change.audit_id)
        assert entry is not None and "must-move chain" in entry.summary_en
    revert(desk, change.audit_id)
    with desk.store.reading() as session:
        feeder = session.get(CardTable, broken.t2)
        assert feeder is not None and feeder.must_move_for == broken.t1
