"""Small fields for the tournament tests: tables by player count, entrants numbered by
table and seat (table x 100 + seat)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from floorman.tournament.field import Field, Profile, TournamentTable


def table(number: int, seats: Sequence[int], *, size: int = 9, big_blind: int | None = None,
          button: int | None = None) -> TournamentTable:
    """A table with players in ``seats``; by default the last hand's big blind was the
    first of them and the button is the seat before it."""
    bb = big_blind if big_blind is not None else (seats[0] if seats else 1)
    return TournamentTable(number, size, {s: number * 100 + s for s in seats},
                           button if button is not None else (bb - 2) % size + 1, bb)


def field_of(counts: Mapping[int, int], *, size: int = 9, profile: Profile = "tda",
             **options: object) -> Field:
    """A field whose table ``n`` has ``counts[n]`` players in seats 1..count."""
    tables = [table(n, list(range(1, c + 1)), size=size) for n, c in counts.items()]
    return Field(tables, profile=profile, **options)  # type: ignore[arg-type]


def check_consistent(field: Field, entrants: set[int]) -> None:
    """Nobody seated twice or lost, no table over its size, the index agrees."""
    seated: dict[int, tuple[int, int]] = {}
    for number, t in field.tables.items():
        assert t.players <= t.size
        for seat, entrant in t.seats.items():
            assert 1 <= seat <= t.size
            assert entrant not in seated, f"{entrant} seated twice"
            seated[entrant] = (number, seat)
    assert seated == field.where
    assert set(seated) | set(field.out) == entrants
    assert not set(seated) & set(field.out)
    histogram = [0] * 11
    for t in field.tables.values():
        histogram[t.players] += 1
    assert tuple(histogram) == field.histogram()
    assert field.capacity == sum(t.size for t in field.tables.values())
