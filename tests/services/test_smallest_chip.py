"""A game's smallest chip (RRoP 3.v.1): set when the game is added, from the stakes when
the floor names none, refused when a stake is not a multiple of it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from floorman.floor.games import chip_for_stakes
from floorman.services import games
from floorman.services.desk import Desk, FloorError, audit_head
from floorman.services.views import floor_view


@pytest.mark.parametrize(("small", "big", "chip"), [
    ("1", "2", "1"), ("5", "10", "1"), ("0.25", "0.50", "0.25"), ("0.10", "0.20", "0.05"),
    ("1.5", "3", "0.5"), ("0.02", "0.05", "0.01"), ("100", "200", "1"),
])
def test_the_chip_for_stakes_is_the_largest_usual_chip_dividing_both(
        small: str, big: str, chip: str) -> None:
    assert chip_for_stakes(small, big) == Decimal(chip)


def _add(desk: Desk, **more: object) -> int:
    return games.add_game(desk, variant="holdem", betting="no_limit", stake_small="0.25",
                          stake_big="0.50", min_buy_in="20", max_buy_in="50",
                          **more).created_id


def test_a_game_added_without_a_chip_gets_the_chip_for_its_stakes(desk: Desk) -> None:
    game = _add(desk)
    assert floor_view(desk).game(game).smallest_chip == Decimal("0.25")


def test_a_game_keeps_the_chip_the_floor_names(desk: Desk) -> None:
    game = _add(desk, smallest_chip="0.05")
    assert floor_view(desk).game(game).smallest_chip == Decimal("0.05")


@pytest.mark.parametrize(("chip", "words"), [
    ("1", "not a multiple of the smallest chip"), ("abc", "not a number"),
    ("0", "more than zero"),
])
def test_a_chip_the_stakes_cannot_be_made_of_is_refused_and_nothing_written(
        desk: Desk, chip: str, words: str) -> None:
    with desk.store.reading() as session:
        before = audit_head(session)
    with pytest.raises(FloorError) as refused:
        _add(desk, smallest_chip=chip)
    assert refused.value.field == "smallest_chip"
    assert words in refused.value.text.en
    assert refused.value.text.es and refused.value.text.es != refused.value.text.en
    with desk.store.reading() as session:
        assert audit_head(session) == before
    assert floor_view(desk).games == ()
