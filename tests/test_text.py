"""The words of both languages: a count's noun in the singular for one alone."""

from __future__ import annotations

import pytest

from floorman.text import counted, plural


@pytest.mark.parametrize(("count", "english", "spanish"), [
    (0, "0 players", "0 jugadores"), (1, "1 player", "1 jugador"),
    (2, "2 players", "2 jugadores"), (11, "11 players", "11 jugadores"),
    (-1, "-1 player", "-1 jugador"),
])
def test_one_alone_takes_the_singular_in_both_languages(count: int, english: str,
                                                        spanish: str) -> None:
    assert counted(count, "player", "players") == english
    assert counted(count, "jugador", "jugadores") == spanish


def test_a_whole_phrase_agrees_with_its_count() -> None:
    assert plural(1, "la mesa que queda", "las 2 mesas que quedan") == "la mesa que queda"
    assert plural(2, "la mesa que queda", "las 2 mesas que quedan") == "las 2 mesas que quedan"
    assert plural(0, "table", "tables") == "tables"
