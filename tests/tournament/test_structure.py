"""A structure's levels: what ``check_levels`` refuses and says (the level and what to do,
in English and Spanish), the stored JSON's round trip, the shipped templates, the totals
and the words a clock shows."""

from __future__ import annotations

from decimal import Decimal
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorman.tournament.field import TournamentRefused
from floorman.tournament.structure import (
    Level,
    check_levels,
    duration_text,
    level_numbers,
    next_chip_up,
    structure_from_json,
    structure_to_json,
    totals,
)
from floorman.tournament.structure_templates import TEMPLATES, template


def play(small: int, big: int, minutes: int = 20, ante: int = 0, bba: bool = False) -> Level:
    return Level(seconds=minutes * 60, small_blind=Decimal(small), big_blind=Decimal(big),
                 ante=Decimal(ante), big_blind_ante=bba)


def rest(minutes: int = 10, colour_up: int | None = None) -> Level:
    return Level(seconds=minutes * 60, is_break=True,
                 colour_up=None if colour_up is None else Decimal(colour_up))


def refusal(levels: list[Level]) -> TournamentRefused:
    with pytest.raises(TournamentRefused) as error:
        check_levels(levels)
    text = error.value.text
    assert text.en.strip() and text.es.strip() and text.en != text.es
    return error.value


# --- refusals --------------------------------------------------------------------------


def test_a_big_blind_smaller_than_the_small_blind_is_refused_with_its_level() -> None:
    error = refusal([play(25, 50), play(100, 50)])
    assert error.field == "levels[1].big_blind"
    assert "Level 2 (row 2)'s big blind (50) is smaller than its small blind (100)" in \
        error.text.en
    assert error.text.es.startswith("La ciega grande del nivel 2 (fila 2) (50)")
    assert "(50) es menor que la pequeña (100)" in error.text.es


@pytest.mark.parametrize("seconds", [0, -60])
def test_a_duration_of_zero_or_less_is_refused(seconds: int) -> None:
    error = refusal([play(25, 50), Level(seconds=seconds, small_blind=Decimal(50),
                                         big_blind=Decimal(100))])
    assert error.field == "levels[1].seconds"
    assert "at least one minute" in error.text.en and "al menos un minuto" in error.text.es


def test_a_duration_that_is_not_whole_seconds_or_longer_than_a_day_is_refused() -> None:
    assert refusal([Level(seconds=90.5, small_blind=Decimal(1),  # type: ignore[arg-type]
                          big_blind=Decimal(2))]).field == "levels[0].seconds"
    assert "24 hours" in refusal([play(1, 2, minutes=24 * 60 + 1)]).text.en


def test_a_break_with_blinds_or_an_ante_is_refused() -> None:
    bad = Level(seconds=600, is_break=True, small_blind=Decimal(25), big_blind=Decimal(50))
    error = refusal([play(25, 50), bad])
    assert error.field == "levels[1]"
    assert "The break in row 2 has blinds or an ante" in error.text.en
    assert "un descanso no tiene" in error.text.es
    assert refusal([play(25, 50), Level(seconds=600, is_break=True, big_blind_ante=True)])


def test_a_structure_without_a_level_of_play_is_refused() -> None:
    assert refusal([]).field == "levels"
    assert "no level of play" in refusal([rest()]).text.en


def test_other_refusals_name_what_to_do() -> None:
    assert "no blinds" in refusal([play(0, 0)]).text.en
    assert "negative" in refusal([play(-25, 50)]).text.en
    assert "big blind ante of 0" in refusal([play(25, 50, bba=True)]).text.en
    assert "chip race" in refusal([Level(seconds=600, small_blind=Decimal(25),
                                         big_blind=Decimal(50),
                                         colour_up=Decimal(5))]).text.en
    assert "give the chip's value" in refusal([play(25, 50), rest(colour_up=0)]).text.en
    assert "note is longer" in refusal([Level(seconds=600, small_blind=Decimal(1),
                                              big_blind=Decimal(2), note_en="x" * 201)]).text.en
    assert "at most 200 levels" in refusal([play(1, 2)] * 201).text.en


def test_an_amount_that_is_not_a_number_is_refused_not_raised() -> None:
    nan = Level(seconds=600, small_blind=Decimal("NaN"), big_blind=Decimal(50))
    assert "not an amount" in refusal([nan]).text.en


def test_a_good_structure_is_returned_as_it_is() -> None:
    levels = [play(25, 50), play(50, 100), rest(colour_up=25), play(100, 200, ante=200, bba=True)]
    assert check_levels(levels) == tuple(levels)


# --- the stored form -------------------------------------------------------------------


def test_the_json_round_trip_keeps_every_level() -> None:
    levels = (play(25, 50), Level(seconds=900, small_blind=Decimal("0.5"),
                                  big_blind=Decimal(1), ante=Decimal("0.25"),
                                  note_en="Last level of late registration",
                                  note_es="Último nivel de inscripción"),
              rest(15, colour_up=25), play(100, 200, ante=200, bba=True))
    data = structure_to_json(levels)
    assert data[2] == {"seconds": 900, "break": True, "colour_up": "25"}
    assert data[3]["big_blind_ante"] is True and data[1]["ante"] == "0.25"
    assert structure_from_json(data) == levels


def test_stored_json_that_is_not_a_structure_is_refused() -> None:
    with pytest.raises(TournamentRefused):
        structure_from_json({"seconds": 600})
    with pytest.raises(TournamentRefused) as error:
        structure_from_json([{"seconds": "600", "small_blind": "1", "big_blind": "2"}])
    assert error.value.field == "levels[0].seconds"
    with pytest.raises(TournamentRefused) as error:
        structure_from_json([{"seconds": 600, "small_blind": "abc", "big_blind": "2"}])
    assert error.value.field == "levels[0].small_blind"
    with pytest.raises(TournamentRefused):
        structure_from_json([{"seconds": 600, "small_blind": "Infinity", "big_blind": "2"}])


@given(st.lists(st.tuples(st.booleans(), st.integers(1, 24 * 3600), st.integers(1, 10**6),
                          st.integers(0, 3), st.integers(0, 10**6), st.booleans()),
                min_size=1, max_size=30))
def test_any_checked_structure_survives_the_round_trip(
        rows: list[tuple[bool, int, int, int, int, bool]]) -> None:
    levels = [Level(seconds=seconds, is_break=True) if is_break else
              Level(seconds=seconds, small_blind=Decimal(small),
                    big_blind=Decimal(small * (1 + factor)), ante=Decimal(ante),
                    big_blind_ante=bba and ante > 0)
              for is_break, seconds, small, factor, ante, bba in rows]
    levels.append(play(1, 2))  # at least one level of play
    assert structure_from_json(structure_to_json(levels)) == tuple(levels)


# --- templates, totals and words -------------------------------------------------------


@pytest.mark.parametrize("shipped", TEMPLATES, ids=lambda t: t.key)
def test_every_template_is_a_valid_structure(shipped: object) -> None:
    levels = template(shipped.key).levels  # type: ignore[attr-defined]
    assert check_levels(levels) == levels
    assert structure_from_json(structure_to_json(levels)) == levels
    assert not levels[0].is_break and not levels[-1].is_break
    assert shipped.name.en and shipped.name.es  # type: ignore[attr-defined]
    played = [level for level in levels if not level.is_break]
    assert all(a.big_blind < b.big_blind for a, b in pairwise(played))
    assert any(level.colour_up is not None for level in levels)


def test_an_unknown_template_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        template("hyper")


def test_the_templates_have_the_shape_their_names_say() -> None:
    turbo, regular, deep = (template(k) for k in ("turbo", "regular", "deep"))
    assert {level.seconds for level in turbo.levels if not level.is_break} == {900}
    assert {level.seconds for level in regular.levels if not level.is_break} == {1200}
    assert {level.seconds for level in deep.levels if not level.is_break} == {1800}
    assert regular.levels[3].big_blind_ante and not regular.levels[2].ante


def test_totals_count_levels_and_breaks_apart() -> None:
    levels = [play(25, 50), play(50, 100), rest(10), play(100, 200), rest(15)]
    assert totals(levels) == totals(iter(levels))
    sums = totals(levels)
    assert (sums.seconds, sums.levels, sums.breaks, sums.break_seconds) == (
        3 * 1200 + 1500, 3, 2, 1500)
    assert duration_text(sums.seconds) == "1:25:00" and duration_text(59) == "0:59"
    assert duration_text(-5) == "0:00"


def test_levels_are_numbered_without_the_breaks() -> None:
    levels = [rest(), play(25, 50), rest(colour_up=25), play(50, 100)]
    assert level_numbers(levels) == (None, 1, None, 2)
    assert next_chip_up(levels, 1) == (2, levels[2])
    assert next_chip_up(levels, 2) is None
    assert next_chip_up([play(1, 2), rest(), rest(colour_up=5)], 0) is None


def test_the_words_a_clock_shows() -> None:
    assert play(100, 200).blinds_text("en") == "100/200"
    assert play(100, 200, ante=25).blinds_text("en") == "100/200, ante 25"
    assert play(100, 200, ante=200, bba=True).blinds_text("en") == "100/200, big blind ante 200"
    assert play(100, 200, ante=200, bba=True).blinds_text("es") == \
        "100/200, ante de ciega grande 200"
    assert rest().blinds_text("es") == "Descanso"
    assert rest(colour_up=25).chip_up_text("en") == "Colour up the 25s (chip race)"
    assert rest().chip_up_text("en") == ""
    noted = Level(seconds=60, small_blind=Decimal(1), big_blind=Decimal(2), note_es="Nota")
    assert noted.note("en") == "Nota" and noted.note("es") == "Nota"


def test_the_spanish_says_del_never_de_el() -> None:
    long_note = "x" * 201
    for levels in ([play(100, 50)], [play(1, 2), Level(seconds=60, is_break=True,
                                                        note_es=long_note)]):
        text = refusal(levels).text.es
        assert "de el " not in text and "del " in text
