"""Properties of the tournament core over random fields and elimination orders
(hypothesis): after every applied plan the tables are within the tolerance, nobody is
seated twice or lost, no table is over its size, the player moved is the one the rules
name (TDA 11-A, RRoP 15.15), tables break in the set order (RRoP 15.14), and the places
are a valid assignment of 1..N (RRoP 15.35)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorman.rules.tournament_seating import first_after
from floorman.tournament.bound import MoveTally
from floorman.tournament.draw import draw_seats
from floorman.tournament.field import Field, TournamentTable
from floorman.tournament.moves import Plan, apply_plan
from floorman.tournament.places import check_places, record_busts, standings
from floorman.tournament.planning import plan_next
from floorman.tournament.simulate import FieldExecutor, next_hand
from tests.tournament.fields import check_consistent


def check_moves_named_by_the_rules(field: Field, plan: Plan) -> None:
    """Replay the plan on copies of the seat maps: each balancing move takes the player due
    the big blind at a longest table to the first open seat after the short table's last
    big blind; each breaking move leaves the broken table."""
    seats = {n: dict(t.seats) for n, t in field.tables.items()}
    tables: dict[int, TournamentTable] = dict(field.tables)
    if plan.kind == "redraw":
        return
    if plan.broken_table is not None:
        seats.pop(plan.broken_table)
    for move in plan.moves:
        if move.kind == "breaking":
            assert move.from_table == plan.broken_table
        if move.kind == "balancing":
            assert move.from_table is not None
            source, target = tables[move.from_table], tables[move.to_table]
            counts = [len(s) for s in seats.values()]
            assert len(seats[move.from_table]) == max(counts)
            assert len(seats[move.to_table]) == min(counts)
            assert move.from_seat == first_after(source.big_blind, list(seats[move.from_table]),
                                                 source.size)
            open_seats = [s for s in range(1, target.size + 1) if s not in seats[move.to_table]]
            assert move.to_seat == first_after(target.big_blind, open_seats, target.size)
            del seats[move.from_table][move.from_seat or 0]
        seats[move.to_table][move.to_seat] = move.entrant


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entrants=st.integers(2, 260), size=st.integers(2, 10), seed=st.integers(0, 10**6),
       profile=st.sampled_from(["tda", "robert"]), shuffle_order=st.booleans(),
       tolerance=st.sampled_from([None, None, 1, 2, 3]))
def test_a_field_played_down_keeps_every_rule(entrants: int, size: int, seed: int,
                                              profile: str, shuffle_order: bool,
                                              tolerance: int | None) -> None:
    rng = random.Random(seed)
    hands = random.Random(seed + 1)
    drawn = draw_seats(range(1, entrants + 1), table_size=size, rng=rng)
    order = [t.number for t in drawn.tables]
    if shuffle_order:
        rng.shuffle(order)
    else:
        order.sort(reverse=True)
    field = Field(drawn.tables, breaking_order=order, profile=profile,  # type: ignore[arg-type]
                  tolerance=tolerance)
    everyone = set(range(1, entrants + 1))
    executor = FieldExecutor(field)
    tally = MoveTally(field)
    broken: list[int] = []
    while field.remaining > 1:
        hand = next_hand(field, hands)
        executor.play(hand)
        tally.busts(list(hand.busts))
        check_consistent(field, everyone)
        while (plan := plan_next(field, rng)) is not None:
            check_moves_named_by_the_rules(field, plan)
            tally.plan(plan)
            apply_plan(field, plan)
            if plan.kind == "redraw":
                tally.redrawn(field)
            if plan.broken_table is not None:
                broken.append(plan.broken_table)
            check_consistent(field, everyone)
            assert field.longest_count() - field.shortest_count() <= field.tolerance()
            assert field.remaining > field.capacity - field.tables[field.next_to_break].size \
                or field.table_count == 1
            for move in plan.moves:
                assert move.reasons and move.rules
                assert all(r.en and r.es for r in move.reasons)
    assert broken == order[:len(broken)] and field.table_count == 1
    assert len(broken) == len(order) - 1
    places = standings(field)
    assert check_places(places, entrants) is None
    count = tally.count()
    assert count.within_bound and count.lower_bound <= count.moves


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entrants=st.integers(4, 200), size=st.integers(2, 10), seed=st.integers(0, 10**6),
       profile=st.sampled_from(["tda", "robert"]))
def test_busts_at_several_tables_at_once_are_settled_plan_by_plan(
        entrants: int, size: int, seed: int, profile: str) -> None:
    """Several players out at once anywhere on the floor (a level's end, a clock hand):
    the plans that follow settle the field, one break at a time, in the set order."""
    rng = random.Random(seed)
    drawn = draw_seats(range(1, entrants + 1), table_size=size, rng=rng)
    field = Field(drawn.tables, profile=profile)  # type: ignore[arg-type]
    order = field.breaking_order
    everyone = set(range(1, entrants + 1))
    broken: list[int] = []
    while field.remaining > 1:
        seated = sorted(field.where)
        out = rng.sample(seated, min(len(seated) - 1, rng.randint(1, 2 * size)))
        record_busts(field, {e: rng.choice((1, 2, 3)) for e in out})
        while (plan := plan_next(field, rng)) is not None:
            check_moves_named_by_the_rules(field, plan)
            apply_plan(field, plan)
            check_consistent(field, everyone)
            if plan.broken_table is not None:
                broken.append(plan.broken_table)
            assert field.longest_count() - field.shortest_count() <= field.tolerance()
    assert tuple(broken) == order[:len(broken)]
    assert check_places(standings(field), entrants) is None
