"""Who gets an open seat: table-change requests first, then the waiting list.

A player already in the game who asked for a table change comes before a new player,
the first to ask first (RRoP 2.iii.12); then the waiting list in order of entry
(RRoP 2.iii.1). Players already holding a called seat and call-ins whose time ran out
are passed over. A player who missed the last call (not there when called, or the held
seat's time ran out) keeps the place on the list but is proposed after the players who
are here, so a no-show does not stop the list. The supervisor confirms the first
candidate or picks another.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

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


@dataclass(frozen=True)
class ChangeRequest:
    """A seated player's table-change request."""

    player_id: int
    name: str
    from_table_id: int
    to_table_id: int | None
    requested_at: datetime


@dataclass(frozen=True)
class Candidate:
    """Someone who may be given the seat, and why they are in that place."""

    player_id: int
    name: str
    source: Literal["table_change", "waitlist"]
    entry_id: int | None
    why: Text


def waitlist_order(places: Iterable[ListPlace]) -> list[ListPlace]:
    """The list in order of entry; ties (same second) by entry id."""
    return sorted(places, key=lambda p: (p.joined_at, p.entry_id))


def seat_candidates(
    table_id: int,
    changes: Iterable[ChangeRequest],
    places: Iterable[ListPlace],
    now: datetime,
    house: HouseSettings,
) -> list[Candidate]:
    """Everyone who may take an open seat at ``table_id``, best claim first.

    ``changes`` and ``places`` must be those of the table's game.
    """
    ordered_changes = sorted(
        (
            c
            for c in changes
            if c.from_table_id != table_id and c.to_table_id in (None, table_id)
        ),
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
        )
        for c in ordered_changes
    ]
    changing = {c.player_id for c in candidates}
    present: list[Candidate] = []
    missed: list[Candidate] = []
    for position, place in enumerate(waitlist_order(places), start=1):
        if place.player_id in changing or place.called:
            continue
        if place.call_in and call_in_expired(place.joined_at, now, house):
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
        chosen = Candidate(place.player_id, place.name, "waitlist", place.entry_id, why)
        (missed if place.missed else present).append(chosen)
    return candidates + present + missed
