"""Balancing: who moves, from which table, to which seat, and when a short table stops
(TDA 11-A/C/D, RRoP 15.15-15.17), with every move checked again before it is made."""

from __future__ import annotations

import pytest

from floorman.tournament.balancing import out_of_balance, plan_balancing
from floorman.tournament.field import Field, MoveNotNeeded, play_hand
from floorman.tournament.moves import apply_plan
from floorman.tournament.places import record_busts
from tests.tournament.fields import field_of, table


def test_rrop_15_17_within_one_player_is_balanced_with_six_tables() -> None:
    field = field_of({1: 9, 2: 8, 3: 9})
    assert not out_of_balance(field) and plan_balancing(field) is None


def test_rrop_15_17_two_apart_needs_a_move_with_six_tables_or_fewer() -> None:
    field = field_of({1: 9, 2: 7, 3: 9})
    plan = plan_balancing(field)
    assert plan is not None and len(plan.moves) == 1
    assert "RRoP 15.17" in plan.rules


def test_rrop_15_17_two_apart_is_balanced_with_more_than_six_tables() -> None:
    field = field_of({**dict.fromkeys(range(1, 7), 9), 7: 7})
    assert plan_balancing(field) is None


def test_the_house_tolerance_overrides_rrop_15_17() -> None:
    assert plan_balancing(field_of({1: 9, 2: 7}, tolerance=2)) is None
    plan = plan_balancing(field_of({1: 9, 2: 6}, tolerance=2))
    assert plan is not None
    assert any("The house keeps the tables within 2" in r.en for r in plan.moves[0].reasons)


def test_tda_11_a_the_player_due_the_big_blind_moves_to_the_worst_position() -> None:
    full = table(1, list(range(1, 10)), big_blind=4)
    short = table(2, [1, 2, 4, 5, 7, 8, 9], big_blind=2, button=1)
    plan = plan_balancing(Field([full, short]))
    assert plan is not None
    move = plan.moves[0]
    assert (move.from_table, move.from_seat, move.entrant) == (1, 5, 105)
    assert (move.to_table, move.to_seat) == (2, 3)  # the next big blind
    assert move.dealt_in and move.position == "big_blind"
    assert {"TDA 11-A", "TDA 11-C", "TDA 10-A"} <= set(move.rules)


def test_rrop_15_15_closest_to_the_big_blind_and_15_16_waits_on_the_button() -> None:
    full = table(1, list(range(1, 10)), big_blind=4)
    # Seats 1 (the last big blind's, now empty) and 9 (the button's) are open: the open
    # seat closest after the big blind is seat 9, the button.
    short = table(2, [2, 3, 4, 5, 6, 7, 8], big_blind=1, button=9)
    plan = plan_balancing(Field([full, short], profile="robert"))
    assert plan is not None
    move = plan.moves[0]
    assert move.to_seat == 9 and move.position == "button"
    assert not move.dealt_in and "RRoP 15.16" in move.rules and "RRoP 15.15" in move.rules


def test_tda_11_c_among_the_longest_the_player_moved_fewest_times_then_breaking_order() -> None:
    tables = [table(n, list(range(1, 10)), big_blind=1) for n in (1, 2, 3)]
    short = table(4, list(range(1, 8)), big_blind=1)
    # Each long table's player due the big blind sits in seat 2 (entrant n*100 + 2).
    field = Field([*tables, short], moved={302: 2, 202: 1})
    plan = plan_balancing(field)
    assert plan is not None and plan.moves[0].from_table == 1  # moved 0 times
    field = Field([*tables, short], moved={302: 2, 202: 1, 102: 3})
    plan = plan_balancing(field)
    assert plan is not None and plan.moves[0].from_table == 2  # moved once: fewest
    field = Field([*tables, short])
    plan = plan_balancing(field)
    assert plan is not None and plan.moves[0].from_table == 3  # all equal: breaks soonest


def test_the_short_table_that_breaks_last_receives_the_player() -> None:
    field = field_of({1: 7, 2: 7, 3: 9})
    plan = plan_balancing(field)
    assert plan is not None and plan.moves[0].to_table == 1  # 3, 2, 1: table 1 breaks last


def test_tda_11_d_play_halts_at_a_table_three_short_once_its_blinds_are_affected() -> None:
    full = [table(n, list(range(1, 9)), big_blind=1) for n in (1, 2)]
    short = table(3, [1, 2, 4, 6, 8], big_blind=3, button=2)  # the last big blind is gone
    plan = plan_balancing(Field([*full, short]))
    assert plan is not None and plan.halted == (3,)
    assert "TDA 11-D" in plan.moves[0].rules


def test_one_plan_restores_the_tolerance_move_by_move() -> None:
    field = field_of({1: 9, 2: 9, 3: 4})
    plan = plan_balancing(field)
    assert plan is not None and len(plan.moves) == 3
    apply_plan(field, plan)
    assert field.longest_count() - field.shortest_count() <= 1
    assert not out_of_balance(field)
    for move in plan.moves:
        assert field.times_moved(move.entrant) == 1


def test_a_move_no_longer_needed_is_refused_and_nothing_changes() -> None:
    field = field_of({1: 9, 2: 7, 3: 9})
    plan = plan_balancing(field)
    assert plan is not None
    record_busts(field, {101: 500, 301: 400})  # now 8, 7, 8: within one
    before = dict(field.where)
    with pytest.raises(MoveNotNeeded) as error:
        apply_plan(field, plan)
    assert "no longer needed" in error.value.text.en and error.value.text.es
    assert field.where == before


def test_a_move_whose_player_is_no_longer_due_the_big_blind_is_refused() -> None:
    field = field_of({1: 9, 2: 7, 3: 9})
    plan = plan_balancing(field)
    assert plan is not None
    play_hand(field, plan.moves[0].from_table)
    with pytest.raises(MoveNotNeeded) as error:
        apply_plan(field, plan)
    assert "no longer the player due the big blind" in error.value.text.en
