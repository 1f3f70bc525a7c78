"""Breaking: the next table in the set order breaks as soon as the players fit in one
table fewer, its players are drawn into the shortest tables' open seats and dealt in by
TDA 10-A, and the tables stay balanced (RRoP 15.14, TDA 10-A/B)."""

from __future__ import annotations

import random

import pytest

from floorman.tournament.breaking import break_call, next_break, plan_break
from floorman.tournament.field import Field, MoveNotNeeded, TournamentRefused
from floorman.tournament.moves import apply_plan
from floorman.tournament.places import record_busts
from floorman.tournament.planning import plan_next
from tests.tournament.fields import check_consistent, field_of, table


def test_rrop_15_14_a_table_breaks_as_soon_as_the_players_fit_in_one_fewer() -> None:
    field = field_of({1: 8, 2: 9, 3: 9, 4: 1}, size=9)
    call = break_call(field)
    assert call.due and call.table == 4 and call.seats_elsewhere == 27
    field = field_of({1: 9, 2: 9, 3: 9, 4: 2}, size=9)
    call = break_call(field)
    assert not call.due and call.more_out == 2 and call.table == 4
    assert "RRoP 15.14" in call.rules


def test_the_tda_is_silent_on_the_breaking_order_and_says_so() -> None:
    call = next_break(4, 9, 36, 27, field_of({1: 1}).house)
    assert any("TDA rules are silent" in r.en for r in call.reasons)
    robert = next_break(4, 9, 36, 27, field_of({1: 1}, profile="robert").house)
    assert not any("TDA" in r.en for r in robert.reasons)


def test_tda_10_b_the_broken_table_s_players_go_to_the_shortest_tables_first() -> None:
    field = field_of({1: 7, 2: 8, 3: 8, 4: 8, 5: 8, 6: 8, 7: 8, 8: 2}, size=9)
    entrants = set(field.where)
    plan = plan_break(field, break_call(field), random.Random(1))
    assert plan.kind == "break" and plan.broken_table == 8
    assert next(m.to_table for m in plan.moves if m.kind == "breaking") == 1
    assert all(m.from_table == 8 for m in plan.moves if m.kind == "breaking")
    assert {"RRoP 15.14", "TDA 10-A", "TDA 10-B"} <= set(plan.rules)
    apply_plan(field, plan)
    check_consistent(field, entrants)
    assert 8 not in field.tables and field.histogram()[8:] == (6, 1, 0)
    assert field.next_to_break == 7


def test_tda_10_a_an_arrival_between_the_small_blind_and_the_button_waits() -> None:
    waits = dealt = 0
    # Button in seat 4, the next small blind in seat 6: the open seat 5 lies between them.
    seats = [1, 2, 3, 4, 6, 7]
    for seed in range(40):
        field = Field([table(1, seats, big_blind=6, button=4),
                       table(2, seats, big_blind=6, button=4), table(3, [1])])
        plan = plan_break(field, break_call(field), random.Random(seed))
        move = plan.moves[0]
        if move.position == "between_small_blind_and_button":
            waits += 1
            assert not move.dealt_in
        else:
            dealt += 1
            assert move.dealt_in
    assert waits and dealt


def test_the_draw_is_the_same_for_the_same_seed() -> None:
    def draw(seed: int) -> list[tuple[int, int, int]]:
        field = field_of({1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 6, 7: 6, 8: 5}, size=9)
        record_busts(field, {801: 100, 802: 100})
        plan = plan_next(field, random.Random(seed))
        assert plan is not None
        return [(m.entrant, m.to_table, m.to_seat) for m in plan.moves]

    assert draw(3) == draw(3)
    assert any(draw(3) != draw(s) for s in range(4, 10))


def test_the_tolerance_tightens_at_six_tables_and_the_break_plan_balances() -> None:
    # 7 tables within two; breaking the seventh leaves six, which must be within one.
    field = field_of({1: 7, 2: 7, 3: 9, 4: 9, 5: 9, 6: 9, 7: 1}, size=9)
    plan = plan_break(field, break_call(field), random.Random(2))
    assert plan.count("breaking") == 1 and plan.count("balancing") == 1
    apply_plan(field, plan)
    assert field.longest_count() - field.shortest_count() <= 1


def test_a_break_no_longer_due_is_refused() -> None:
    field = field_of({1: 8, 2: 9, 3: 9, 4: 1}, size=9)
    plan = plan_break(field, break_call(field), random.Random(1))
    field.set_breaking_order([1])
    with pytest.raises(MoveNotNeeded):
        apply_plan(field, plan)


def test_no_break_when_none_is_due() -> None:
    field = field_of({1: 9, 2: 9}, size=9)
    with pytest.raises(TournamentRefused):
        plan_break(field, break_call(field), random.Random(1))
