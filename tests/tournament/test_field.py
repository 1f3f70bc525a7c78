"""The field refuses bad input with a bilingual message naming the field, and keeps its
index of tables by player count in step."""

from __future__ import annotations

import pytest

from floorman.tournament.field import (
    Field,
    TournamentRefused,
    TournamentTable,
    default_breaking_order,
    play_hand,
    seated_table,
)
from tests.tournament.fields import field_of, table


def refusal(error: pytest.ExceptionInfo[TournamentRefused], *words: str) -> None:
    assert error.value.text.es.strip() and error.value.text.en.strip()
    for word in words:
        assert word in error.value.text.en, error.value.text.en


def test_two_players_in_one_seat_are_refused() -> None:
    with pytest.raises(TournamentRefused) as error:
        seated_table(1, 9, [(3, 101), (3, 102)], button=1, big_blind=2)
    refusal(error, "two players in seat 3")
    assert error.value.field == "table.seats"


def test_a_seat_outside_the_table_is_refused() -> None:
    with pytest.raises(TournamentRefused) as error:
        Field([TournamentTable(1, 6, {7: 101, 1: 102}, 1, 7)])
    refusal(error, "seat 7 is outside table 1")


@pytest.mark.parametrize("size", [1, 11])
def test_a_table_size_outside_2_to_10_is_refused(size: int) -> None:
    with pytest.raises(TournamentRefused) as error:
        Field([TournamentTable(1, size, {1: 101}, 1, 1)])
    refusal(error, f"{size} seats")


def test_an_entrant_seated_at_two_tables_is_refused() -> None:
    with pytest.raises(TournamentRefused) as error:
        Field([TournamentTable(1, 9, {1: 7}, 1, 1), TournamentTable(2, 9, {4: 7}, 4, 4)])
    refusal(error, "entrant 7 is seated twice")


def test_rrop_15_14_breaking_order_defaults_to_the_highest_table_first() -> None:
    field = field_of({1: 5, 2: 5, 3: 5})
    assert field.breaking_order == (3, 2, 1) == default_breaking_order([1, 2, 3])
    assert field.next_to_break == 3


def test_rrop_15_14_the_director_sets_the_order_and_the_rest_follow() -> None:
    field = field_of({1: 5, 2: 5, 3: 5, 4: 5}, breaking_order=[2])
    assert field.breaking_order == (2, 4, 3, 1)


@pytest.mark.parametrize(("order", "words"), [
    ([2, 2], "table 2 is named twice"),
    ([5], "table 5 is not in play"),
])
def test_a_bad_breaking_order_is_refused(order: list[int], words: str) -> None:
    with pytest.raises(TournamentRefused) as error:
        field_of({1: 5, 2: 5, 3: 5}, breaking_order=order)
    refusal(error, words)
    assert error.value.field is not None and error.value.field.startswith("breaking_order[")


def test_the_house_tolerance_must_be_a_player_or_more() -> None:
    with pytest.raises(TournamentRefused):
        field_of({1: 5, 2: 5}, tolerance=0)
    assert field_of({1: 5, 2: 5}, tolerance=3).tolerance() == 3


def test_rrop_15_17_tolerance_one_up_to_six_tables_two_above() -> None:
    assert field_of(dict.fromkeys(range(1, 7), 5)).tolerance() == 1
    assert field_of(dict.fromkeys(range(1, 8), 5)).tolerance() == 2


def test_rrop_15_18_only_four_or_five_table_events_skip_the_three_table_redraw() -> None:
    with pytest.raises(TournamentRefused) as error:
        field_of(dict.fromkeys(range(1, 7), 5), skip_three_table_redraw=True)
    refusal(error, "four or five tables")
    assert field_of(dict.fromkeys(range(1, 5), 5), skip_three_table_redraw=True)


def test_tda_32_a_hand_moves_the_dead_button_and_the_big_blind_on() -> None:
    field = Field([table(1, [1, 2, 4, 6], big_blind=2, button=1)])
    play_hand(field, 1)
    moved = field.table(1)
    assert (moved.button, moved.big_blind) == (2, 4)
    assert moved.due_big_blind() == 6


def test_the_index_finds_the_longest_and_shortest_tables() -> None:
    field = field_of({1: 9, 2: 7, 3: 8})
    assert (field.shortest_count(), field.longest_count()) == (7, 9)
    assert field.histogram()[7:10] == (1, 1, 1)
    assert field.counts() == [7, 8, 9]
