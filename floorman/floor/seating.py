"""Who gets an open seat: table-change requests first, then the waiting list.

A player already in the game who asked for a table change comes before a new player,
the first to ask first (RRoP 2.iii.12); then the waiting list in order of entry
(RRoP 2.iii.1). Players already holding a called seat and call-ins whose time ran out
are passed over. A player who missed the last call (not there when called, or the held
seat's time ran out) keeps the place on the list but is proposed after the players who
are here, so a no-show does not stop the list. A player who plays at another table of
a similar game and whose move would leave that table with fewer players than this one
(RRoP 2.iii.3) is still shown, with the reason, but is not eligible: he comes after
everyone who is, so the first proposal is one the seat action can carry out. The
supervisor confirms the first eligible candidate or picks another.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from floorman.floor.changing_games import transfer_bar
from floorman.floor.house import HouseSettings
from floorman.floor.timers import call_in_expired
from floorman.text import Text


@dataclass(frozen=True)
class ListPlace:
    """A waiting-list entry as the seating policy sees it."""

    entry_id: int
    player_id: int
    name: str
    joined_at: datetime
    call_in: bool
    called: bool
    passes: int = 0  # calls missed so far
    missed: bool = False  # missed the last call and has not shown up since
    plays_at: int | None = None  # the table where the player plays now (or is away)


@dataclass(frozen=True)
class ChangeRequest:
    """A seated player's table-change request."""

    player_id: int
    name: str
    from_table_id: int
    to_table_id: int | None
    requested_at: datetime


@dataclass(frozen=True)
class TablePlayers:
    """A table as the transfer rule sees it (RRoP 2.iii.3).

    Attributes:
        number: the table's number on the floor.
        players: those playing there or away from it; held seats do not count.
        similar: its game is similar to the open seat's (the same form of poker, betting
            and stakes, ``changing_games.similar_games``); the seat's own table and the
            tables of its game always are.
    """

    number: int
    players: int
    similar: bool = True


@dataclass(frozen=True)
class Candidate:
    """Someone who may be given the seat, and why they are in that place.

    ``barred`` says why the seat action would refuse the candidate now (a voluntary
    transfer RRoP 2.iii.3 forbids); None when the candidate is eligible.
    """

    player_id: int
    name: str
    source: Literal["table_change", "waitlist"]
    entry_id: int | None
    why: Text
    barred: Text | None = None


def waitlist_order(places: Iterable[ListPlace]) -> list[ListPlace]:
    """The list in order of entry; ties (same second) by entry id."""
    return sorted(places, key=lambda p: (p.joined_at, p.entry_id))


def _transfer_barred(from_table: int | None, table_id: int,
                     tables: Mapping[int, TablePlayers]) -> Text | None:
    """Why moving from ``from_table`` to ``table_id`` is a transfer RRoP 2.iii.3 bars;
    None when it is not (no table left, a game not similar, counts not given)."""
    if from_table is None or from_table == table_id:
        return None
    left, joined = tables.get(from_table), tables.get(table_id)
    if left is None or joined is None or not left.similar:
        return None
    return transfer_bar(left.number, left.players, joined.number, joined.players)


def asks_for_table(change: ChangeRequest, table_id: int) -> bool:
    """Whether a seat opening at ``table_id`` answers this table-change request: the
    player sits at another table and asked for this one or for any."""
    return change.from_table_id != table_id and change.to_table_id in (None, table_id)


def may_be_proposed(called: bool, call_in: bool, joined_at: datetime, now: datetime,
                    house: HouseSettings) -> bool:
    """Whether the list proposes an entry for an open seat of its game: not already
    called (holding a seat), nor a call-in whose time to check in ran out."""
    return not called and not (call_in and call_in_expired(joined_at, now, house))


def seat_candidates(
    table_id: int,
    changes: Iterable[ChangeRequest],
    places: Iterable[ListPlace],
    now: datetime,
    house: HouseSettings,
    tables: Mapping[int, TablePlayers] | None = None,
) -> list[Candidate]:
    """Everyone who may take an open seat at ``table_id``, best claim first; those a
    voluntary transfer bars (``Candidate.barred``) after all who are eligible.

    ``changes`` and ``places`` must be those of the table's game. ``tables`` counts the
    players at ``table_id`` and at every table a candidate plays at; without it (or
    without a table in it) no transfer is checked.
    """
    counts = tables or {}
    ordered_changes = sorted(
        (c for c in changes if asks_for_table(c, table_id)),
        # A request for this very table was made for it; RRoP 2.iii.12 honours it first.
        key=lambda c: (c.to_table_id is None, c.requested_at, c.player_id),
    )
    candidates = [
        Candidate(
            c.player_id,
            c.name,
            "table_change",
            None,
            Text(
                "already plays in this game and asked for a table change (RRoP 2.iii.12)",
                "ya juega en este juego y pidió cambio de mesa (RRoP 2.iii.12)",
            ),
            _transfer_barred(c.from_table_id, table_id, counts),
        )
        for c in ordered_changes
    ]
    changing = {c.player_id for c in candidates}
    present: list[Candidate] = []
    missed: list[Candidate] = []
    for position, place in enumerate(waitlist_order(places), start=1):
        if place.player_id in changing or not may_be_proposed(
                place.called, place.call_in, place.joined_at, now, house):
            continue
        if place.missed:
            why = Text(
                f"number {position} on the list, missed {place.passes} of "
                f"{house.passes_kept} calls: proposed after those present (RRoP 2.iii.1)",
                f"número {position} en la lista, faltó a {place.passes} de "
                f"{house.passes_kept} llamadas: se propone después de los presentes "
                "(RRoP 2.iii.1)",
            )
        else:
            why = Text(
                f"number {position} on the waiting list (RRoP 2.iii.1)",
                f"número {position} en la lista de espera (RRoP 2.iii.1)",
            )
        chosen = Candidate(place.player_id, place.name, "waitlist", place.entry_id, why,
                           _transfer_barred(place.plays_at, table_id, counts))
        (missed if place.missed else present).append(chosen)
    ranked = candidates + present + missed
    return [c for c in ranked if c.barred is None] + [c for c in ranked if c.barred is not None]
