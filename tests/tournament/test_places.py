"""Eliminations and places: several out on one hand placed by their chips at the start of
it, equal stacks sharing a place (RRoP 15.35), and bad bust-outs refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorman.tournament.field import TournamentRefused
from floorman.tournament.places import check_places, place_busts, record_busts, standings
from tests.tournament.fields import field_of


def test_rrop_15_35_the_bigger_stack_at_the_start_of_the_hand_finishes_higher() -> None:
    places = {p.entrant: p.place for p in place_busts(20, {1: 500, 2: 1500, 3: 900})}
    assert places == {2: 18, 3: 19, 1: 20}


def test_rrop_15_35_equal_stacks_share_the_better_place_and_skip_the_next() -> None:
    places = place_busts(10, {1: 800, 2: 800, 3: 300})
    assert {p.entrant: (p.place, p.shared) for p in places} == {
        1: (8, True), 2: (8, True), 3: (10, False)}


def test_record_busts_gives_places_and_the_winner_at_the_end() -> None:
    field = field_of({1: 3}, size=9)
    out = record_busts(field, {101: 10, 102: 20})
    assert [(p.entrant, p.place) for p in out.places] == [(102, 2), (101, 3)]
    assert "RRoP 15.35" in out.rules
    assert any("TDA rules" in r.en for r in out.reasons)
    assert standings(field) == {101: 3, 102: 2, 103: 1}
    assert check_places(standings(field), 3) is None


@pytest.mark.parametrize(("busts", "words"), [
    ({999: 10}, "not in this tournament"),
    ({101: -1}, "cannot have started the hand"),
    ({101: 1, 102: 1, 103: 1}, "someone must be left"),
])
def test_bad_bust_outs_are_refused(busts: dict[int, int], words: str) -> None:
    field = field_of({1: 3}, size=9)
    with pytest.raises(TournamentRefused) as error:
        record_busts(field, busts)
    assert words in error.value.text.en and error.value.text.es
    assert field.remaining == 3


def test_a_player_already_out_cannot_bust_again() -> None:
    field = field_of({1: 3}, size=9)
    record_busts(field, {101: 10})
    with pytest.raises(TournamentRefused) as error:
        record_busts(field, {101: 10})
    assert "already out (place 3)" in error.value.text.en


def test_check_places_finds_a_gap_and_a_missing_place() -> None:
    assert check_places({1: 1, 2: 3}, 2) is not None
    assert check_places({1: 1, 2: 1, 3: 3}, 3) is None
    assert check_places({1: 1, 2: 2}, 3) is not None
    assert check_places({1: 2, 2: 2}, 2) is not None


@given(st.lists(st.lists(st.integers(0, 4), min_size=1, max_size=4), min_size=1,
                max_size=30))
def test_rrop_15_35_places_of_any_bust_order_are_a_valid_assignment(
        hands: list[list[int]]) -> None:
    entrants = sum(len(h) for h in hands) + 1
    left = entrants
    places: dict[int, int] = {}
    next_id = 1
    for hand in hands:
        chips = {next_id + i: stack for i, stack in enumerate(hand)}
        next_id += len(hand)
        for place in place_busts(left, chips):
            places[place.entrant] = place.place
        left -= len(hand)
    places[next_id] = 1
    assert check_places(places, entrants) is None
