"""Payouts: the default table is a valid table, the row for a number of entries, the
prize pool, each place's amount rounded down to the chip with what is left to first
place, shared places, the JSON round trip, and what a table may not be (percentages
that do not add up to 100, more places paid than entries, gaps and overlaps)."""

from __future__ import annotations

from decimal import Decimal
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorman.tournament.field import TournamentRefused
from floorman.tournament.payouts import (
    DEFAULT_PAYOUTS,
    PayoutRow,
    check_payout_table,
    payout_row,
    payouts_from_json,
    payouts_to_json,
    place_amounts,
    prize_pool,
    shared_prizes,
)

D = Decimal


def row(low: int, high: int | None, *percents: int | str) -> PayoutRow:
    return PayoutRow(low, high, tuple(D(str(p)) for p in percents))


def refusal(rows: list[PayoutRow]) -> TournamentRefused:
    with pytest.raises(TournamentRefused) as error:
        check_payout_table(rows)
    text = error.value.text
    assert text.en.strip() and text.es.strip() and text.en != text.es
    return error.value


# --- the default table -----------------------------------------------------------------


def test_the_default_table_is_valid_and_covers_every_field_from_two() -> None:
    assert check_payout_table(DEFAULT_PAYOUTS) == DEFAULT_PAYOUTS
    for entries in range(2, 2000):
        paid = payout_row(DEFAULT_PAYOUTS, entries)
        assert len(paid.percents) <= entries
        assert sum(paid.percents) == 100


def test_the_default_table_pays_about_one_in_ten() -> None:
    assert len(payout_row(DEFAULT_PAYOUTS, 5).percents) == 1
    assert len(payout_row(DEFAULT_PAYOUTS, 18).percents) == 3
    assert len(payout_row(DEFAULT_PAYOUTS, 100).percents) == 10
    assert len(payout_row(DEFAULT_PAYOUTS, 500).percents) == 20


def test_no_row_for_the_entries_is_refused() -> None:
    with pytest.raises(TournamentRefused) as error:
        payout_row(DEFAULT_PAYOUTS, 1)
    assert "no row for 1 entries" in error.value.text.en


# --- the pool and the amounts ----------------------------------------------------------


def test_the_pool_is_buy_ins_rebuys_and_add_ons() -> None:
    assert prize_pool(40, D(100), 12, D(100), 30, D(50)) == D(40 * 100 + 1200 + 1500)
    assert prize_pool(10, D("22.50")) == D("225.00")


def test_amounts_round_down_to_the_chip_and_first_place_takes_the_rest() -> None:
    paid = row(11, 20, 50, 30, 20)
    # pool 1,234: 617 / 370.2 / 246.8 rounded down to 5: 615, 370, 245; first +4
    amounts = place_amounts(D(1234), paid, 15, D(5))
    assert amounts == (D(619), D(370), D(245))
    assert sum(amounts) == D(1234)
    assert place_amounts(D(1000), paid, 15) == (D(500), D(300), D(200))


def test_more_places_paid_than_entries_or_a_chip_of_nothing_is_refused() -> None:
    with pytest.raises(TournamentRefused) as error:
        place_amounts(D(1000), row(2, 5, 60, 30, 10), 2)
    assert "3 places are paid but there are only 2 entries" in error.value.text.en
    assert error.value.field == "entries"
    with pytest.raises(TournamentRefused) as error:
        place_amounts(D(1000), row(2, 5, 100), 2, D(0))
    assert error.value.field == "chip"


@given(st.integers(0, 10**7), st.sampled_from(DEFAULT_PAYOUTS),
       st.sampled_from([D(1), D(5), D(25), D("0.01"), D(100)]))
def test_amounts_always_add_up_to_the_pool_best_place_first(
        pool: int, paid: PayoutRow, chip: Decimal) -> None:
    amounts = place_amounts(D(pool), paid, paid.min_entries, chip)
    assert sum(amounts) == D(pool)
    assert all(a >= 0 for a in amounts)
    assert all(a % chip == 0 for a in amounts[1:])
    assert all(higher >= lower for higher, lower in pairwise(amounts))


# --- shared places ---------------------------------------------------------------------


def test_players_sharing_a_place_split_the_places_they_cover() -> None:
    amounts = (D(500), D(300), D(200))
    assert shared_prizes(amounts, 2, 2) == (D(250), D(250))
    assert shared_prizes(amounts, 1, 3) == (D(334), D(333), D(333))
    assert shared_prizes(amounts, 2, 2, D(25)) == (D(250), D(250))
    assert shared_prizes((D(500), D(310), D(190)), 2, 2, D(25)) == (D(250), D(250))
    assert shared_prizes((D(500), D(300), D(215)), 2, 2, D(25)) == (D(265), D(250))
    # places beyond those paid add nothing
    assert shared_prizes(amounts, 3, 2) == (D(100), D(100))
    assert shared_prizes(amounts, 4, 2) == (D(0), D(0))


# --- the stored form -------------------------------------------------------------------


def test_the_json_round_trip_keeps_the_table() -> None:
    data = payouts_to_json(DEFAULT_PAYOUTS)
    assert data[0] == {"min": 2, "max": 5, "percents": ["100"]}
    assert data[-1]["max"] is None and "5.5" in data[-1]["percents"]
    assert payouts_from_json(data) == DEFAULT_PAYOUTS


def test_stored_json_that_is_not_a_table_is_refused() -> None:
    for bad in ({"min": 2}, [{"min": "2", "max": None, "percents": ["100"]}],
                [{"min": 2, "max": None, "percents": ["abc"]}],
                [{"min": 2, "max": None, "percents": ["NaN"]}]):
        with pytest.raises(TournamentRefused):
            payouts_from_json(bad)


# --- refusals --------------------------------------------------------------------------


def test_percentages_that_do_not_add_up_to_100_are_refused() -> None:
    error = refusal([row(2, 10, 60, 30), row(11, None, 50, 30, 20)])
    assert error.field == "rows[0]"
    assert "the row for 2-10 entries adds up to 90%, not 100%" in error.text.en
    assert "suma un 90 %" in error.text.es


def test_more_places_paid_than_entries_is_refused() -> None:
    error = refusal([row(2, 3, 50, 30, 20)])
    assert "pays 3 places, more than its 2 entries" in error.text.en


def test_gaps_and_overlaps_between_rows_are_refused() -> None:
    assert "gap or overlap" in refusal([row(2, 10, 100), row(12, None, 60, 40)]).text.en
    assert "gap or overlap" in refusal([row(2, 10, 100), row(9, None, 60, 40)]).text.en
    assert "gap or overlap" in refusal([row(2, None, 100), row(11, None, 60, 40)]).text.en


def test_other_tables_that_cannot_pay_are_refused() -> None:
    assert "empty" in refusal([]).text.en
    assert "no entries in its range" in refusal([row(10, 5, 100)]).text.en
    assert "pays nobody" in refusal([row(2, None)]).text.en
    assert "0% or less" in refusal([row(2, None, 110, -10)]).text.en
    assert "lower place more" in refusal([row(5, None, 30, 70)]).text.en
    assert "not a number" in refusal([row(2, None, "NaN")]).text.en


def test_rows_given_out_of_order_come_back_in_order() -> None:
    table = [row(11, None, 60, 40), row(2, 10, 100)]
    assert check_payout_table(table) == (table[1], table[0])
