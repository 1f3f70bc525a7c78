"""Tournament seating: where a moved player sits and plays, who moves, when play halts
(TDA 8-A, 10-A/B, 11-A/B/C/D; RRoP 15.15-15.17)."""

from __future__ import annotations

import pytest

from floorman.rules import house_rules
from floorman.rules.game import Variant
from floorman.rules.tournament_seating import (
    Table,
    balancing_move,
    clockwise_after,
    seat_position,
    seat_ruling,
    table_balance,
)

ROBERT = house_rules("robert")
TDA = house_rules("tda")
OCCUPIED = (1, 2, 3, 6, 7, 8, 9)  # nine-handed; button 3, small blind 6 (seats 4, 5 open)


def test_clockwise_wraps_round_the_table() -> None:
    assert clockwise_after(8, 9) == [9, 1, 2, 3, 4, 5, 6, 7]


@pytest.mark.parametrize(("seat", "position"), [
    (4, "between_small_blind_and_button"),
    (5, "between_small_blind_and_button"),
    (3, "button"),
    (6, "small_blind"),
])
def test_positions_of_the_next_hand(seat: int, position: str) -> None:
    assert seat_position(seat, button=3, small_blind=6, occupied=OCCUPIED, table_size=9) == (
        position)


def test_an_open_seat_right_after_the_small_blind_is_the_big_blind() -> None:
    assert seat_position(5, button=3, small_blind=4, occupied=(1, 2, 3, 4, 6, 8, 9),
                         table_size=9) == "big_blind"


def test_tda_10_a_any_seat_but_between_the_small_blind_and_the_button() -> None:
    waits = seat_ruling(4, arrival="broken_table", button=3, small_blind=6, occupied=OCCUPIED,
                        table_size=9, house=TDA)
    assert not waits.dealt_in and "TDA 10-A" in waits.rules and "TDA 10-B" in waits.rules
    small_blind = seat_ruling(5, arrival="broken_table", button=3, small_blind=5,
                              occupied=OCCUPIED, table_size=9, house=TDA)
    assert small_blind.dealt_in and small_blind.position == "small_blind"


def test_rrop_15_16_balancing_into_the_small_blind_or_button_waits() -> None:
    for seat, small_blind in ((4, 4), (3, 6)):
        ruling = seat_ruling(seat, arrival="balancing", button=3, small_blind=small_blind,
                             occupied=(1, 2, 6, 7, 8, 9), table_size=9, house=ROBERT)
        assert not ruling.dealt_in and ruling.rules == ("RRoP 15.16",)


def test_tda_8_a_late_entry_follows_the_same_rule() -> None:
    ruling = seat_ruling(5, arrival="new_entry", button=3, small_blind=6, occupied=OCCUPIED,
                         table_size=9, house=TDA)
    assert not ruling.dealt_in and ruling.rules == ("TDA 8-A",)


def test_tda_11_a_big_blind_next_moves_to_the_worst_position() -> None:
    full = Table((1, 2, 3, 4, 5, 6, 7, 8, 9), 9, big_blind=9)
    short = Table((1, 2, 4, 5, 7, 8), 9, big_blind=2)
    move = balancing_move(Variant.OMAHA, full, short, TDA)
    assert (move.moves, move.to_seat, move.big_blind_next_hand) == (1, 3, True)
    assert "TDA 11-A" in move.rules


def test_tda_11_a_the_worst_position_is_never_the_small_blind() -> None:
    # The big blind of the hand just played went broke: his seat is the next (dead) small
    # blind, so the moved player takes the next open seat after it.
    short = Table((1, 2, 5, 6, 7, 8), 9, big_blind=3)
    move = balancing_move(Variant.HOLDEM, Table(tuple(range(1, 10)), 9, big_blind=2), short, TDA)
    assert move.to_seat == 4 and move.big_blind_next_hand


def test_tda_11_a_stud_fills_the_last_seat_opened() -> None:
    short = Table((1, 2, 4, 6, 7), 8, last_opened=5)
    move = balancing_move(Variant.STUD_8, Table(tuple(range(1, 9)), 8), short, TDA)
    assert move.moves is None and move.to_seat == 5


def test_tda_11_b_mixed_game_counts_from_the_frozen_button() -> None:
    full = Table(tuple(range(1, 9)), 8, button=8)
    short = Table((2, 3, 5, 6, 7), 8, button=3)
    move = balancing_move(Variant.STUD, full, short, TDA, mixed_game=True)
    assert (move.moves, move.to_seat) == (2, 8) and "TDA 11-B" in move.rules


def test_tda_11_d_halt_three_short_once_the_blinds_are_affected() -> None:
    halted = table_balance(5, [5, 8], blinds_affected=True, full_table_format=True, house=TDA)
    assert halted.halt is True and halted.short_by == 3
    waiting = table_balance(5, [5, 8], blinds_affected=False, full_table_format=True, house=TDA)
    assert waiting.halt is False and waiting.needs_balancing
    two_short = table_balance(6, [6, 8], blinds_affected=True, full_table_format=True, house=TDA)
    assert two_short.halt is False
    discretion = table_balance(2, [2, 6], blinds_affected=True, full_table_format=False,
                               house=TDA)
    assert discretion.halt is None


@pytest.mark.parametrize(("counts", "needs"), [
    ([9, 8, 8, 9, 9, 8], False),
    ([9, 7, 8, 9, 9, 8], True),
    ([9, 7, 8, 9, 9, 8, 9], False),
    ([10, 7, 8, 9, 9, 8, 9], True),
])
def test_rrop_15_17_within_one_player_up_to_six_tables_two_above(counts: list[int],
                                                                  needs: bool) -> None:
    result = table_balance(min(counts), counts, blinds_affected=False, full_table_format=True,
                           house=ROBERT)
    assert result.needs_balancing is needs
    assert "RRoP 15.17" in result.rules
