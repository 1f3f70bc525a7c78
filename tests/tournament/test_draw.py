"""The seat draw (RRoP 15.2, TDA 7, RRoP 15.8) and late entrants (TDA 8-A)."""

from __future__ import annotations

import random

import pytest

from floorman.tournament.draw import draw_seats, plan_late_entry
from floorman.tournament.field import Field, RegistrationClosed, TournamentRefused
from floorman.tournament.moves import apply_plan
from tests.tournament.fields import check_consistent, field_of, table


def test_rrop_15_2_the_draw_fills_the_tables_evenly() -> None:
    drawn = draw_seats(range(1, 96), table_size=10, rng=random.Random(4), seed=4)
    counts = [t.players for t in drawn.tables]
    assert len(counts) == 10 and sorted(counts) == [9] * 5 + [10] * 5
    assert counts[:5] == [10] * 5  # the extra players at the tables that break last
    seated = [e for t in drawn.tables for e in t.seats.values()]
    assert sorted(seated) == list(range(1, 96))
    assert {"RRoP 15.2", "TDA 7", "RRoP 15.8"} <= set(drawn.rules)
    for t in drawn.tables:
        assert t.button in t.seats  # RRoP 15.8: the button drawn among the players


def test_the_draw_is_reproducible_from_the_seed_and_describable() -> None:
    one = draw_seats(range(1, 40), table_size=9, rng=random.Random(11), seed=11)
    two = draw_seats(range(1, 40), table_size=9, rng=random.Random(11), seed=11)
    other = draw_seats(range(1, 40), table_size=9, rng=random.Random(12), seed=12)
    assert one.tables == two.tables and one.tables != other.tables
    assert any("seed 11" in r.en and "semilla 11" in r.es for r in one.reasons)
    card = one.seat_card(5)
    assert card.en.startswith("Entrant 5: table ") and card.es.startswith("Inscrito 5: mesa ")
    assert Field(one.tables).remaining == 39


@pytest.mark.parametrize(("entrants", "size"), [(list(range(1, 20)), 11), ([1, 1, 2], 9),
                                                 ([1], 9)])
def test_a_bad_draw_is_refused(entrants: list[int], size: int) -> None:
    with pytest.raises(TournamentRefused):
        draw_seats(entrants, table_size=size, rng=random.Random(1))


def test_tda_8_a_a_late_entrant_draws_a_seat_at_a_table_with_the_fewest_players() -> None:
    for seed in range(20):
        field = field_of({1: 8, 2: 7, 3: 7}, size=9, registration_open=True)
        entrants = {*field.where, 999}
        plan = plan_late_entry(field, 999, random.Random(seed))
        move = plan.moves[0]
        assert move.to_table in (2, 3) and move.to_seat in (8, 9)
        assert move.kind == "late_entry" and "TDA 8-A" in move.rules
        apply_plan(field, plan)
        check_consistent(field, entrants)
        assert field.times_moved(999) == 0


def test_tda_8_a_a_late_entrant_between_the_small_blind_and_the_button_waits() -> None:
    field = Field([table(1, [1, 2, 3, 4, 6, 7, 8, 9], big_blind=6, button=4)],
                  registration_open=True)
    move = plan_late_entry(field, 999, random.Random(1)).moves[0]
    assert move.to_seat == 5 and not move.dealt_in


def test_a_late_entrant_after_registration_closed_is_refused() -> None:
    field = field_of({1: 8, 2: 7}, size=9)
    with pytest.raises(RegistrationClosed) as error:
        plan_late_entry(field, 999, random.Random(1))
    assert "registration has closed" in error.value.text.en and error.value.text.es


def test_a_late_entry_planned_before_registration_closed_is_refused_after() -> None:
    field = field_of({1: 8, 2: 7}, size=9, registration_open=True)
    plan = plan_late_entry(field, 999, random.Random(1))
    field.registration_open = False
    with pytest.raises(RegistrationClosed):
        apply_plan(field, plan)
    assert 999 not in field.where


def test_an_entrant_already_in_cannot_enter_late() -> None:
    field = field_of({1: 8, 2: 7}, size=9, registration_open=True)
    with pytest.raises(TournamentRefused):
        plan_late_entry(field, 101, random.Random(1))
