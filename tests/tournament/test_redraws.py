"""Redraws at three, two and one table (RRoP 15.18), the optional three-table redraw, and
the TDA's silence on redraws."""

from __future__ import annotations

import random

from floorman.rules import house_rules
from floorman.tournament.field import Field
from floorman.tournament.moves import apply_plan
from floorman.tournament.planning import plan_next
from floorman.tournament.redraws import redraw_call
from tests.tournament.fields import check_consistent, field_of

TDA = house_rules("tda")
ROBERT = house_rules("robert")


def test_rrop_15_18_redraws_at_three_two_and_one_table() -> None:
    for tables in (3, 2, 1):
        call = redraw_call(tables, 10, ROBERT)
        assert call.due and call.rules == ("RRoP 15.18",)
    assert not redraw_call(4, 10, ROBERT).due
    assert not redraw_call(2, 2, ROBERT).due  # an event that started at two tables


def test_rrop_15_18_small_events_may_skip_the_three_table_redraw() -> None:
    skipped = redraw_call(3, 5, ROBERT, skip_three_table_redraw=True)
    assert not skipped.due and skipped.skipped
    assert redraw_call(3, 5, ROBERT).due  # not skipped unless the house says so
    assert redraw_call(3, 6, ROBERT, skip_three_table_redraw=True).due  # not a small event
    assert redraw_call(2, 5, ROBERT, skip_three_table_redraw=True).due


def test_the_tda_has_no_redraw_rule_and_says_so() -> None:
    call = redraw_call(2, 10, TDA)
    assert call.due and call.rules == ("RRoP 15.18",)
    assert any("TDA rules have no rule on redraws" in r.en for r in call.reasons)
    assert any("TDA rules are silent" in r.en for r in call.reasons)


def test_a_redraw_seats_everyone_evenly_at_the_tables_left() -> None:
    field = field_of({1: 6, 2: 6, 3: 6, 4: 3}, size=9, started_with=8)
    entrants = set(field.where)
    plan = plan_next(field, random.Random(5))
    assert plan is not None and plan.kind == "redraw" and plan.broken_table == 4
    assert len(plan.moves) == 21 and plan.tables_after == 3
    apply_plan(field, plan)
    check_consistent(field, entrants)
    assert field.counts() == [7, 7, 7] and field.breaking_order == (3, 2, 1)
    assert plan_next(field, random.Random(5)) is None
    assert all(field.times_moved(e) == 0 for e in entrants)  # a redraw is not a move


def test_the_final_table_redraw() -> None:
    field = field_of({1: 4, 2: 5}, size=9, started_with=2)
    plan = plan_next(field, random.Random(1))
    assert plan is not None and plan.kind == "redraw" and plan.tables_after == 1
    apply_plan(field, plan)
    assert list(field.tables) == [1] and field.table(1).players == 9


def test_a_skipped_three_table_redraw_is_a_plain_break() -> None:
    field: Field = field_of({1: 6, 2: 6, 3: 6, 4: 3}, size=9, started_with=4,
                            skip_three_table_redraw=True)
    plan = plan_next(field, random.Random(5))
    assert plan is not None and plan.kind == "break" and plan.count("breaking") == 3
