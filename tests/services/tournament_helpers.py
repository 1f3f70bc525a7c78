"""Shared set-up of the tournament service tests: events, refusals that write nothing,
and playing a field through the services."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest
from sqlalchemy import select

from floorman.services import tournaments as t
from floorman.services.desk import Desk, FloorError
from floorman.services.tournament_reads import pending_plan
from floorman.store.models import Base
from floorman.store.tournament_models import TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow

# The store's contents that a refused action must leave as they were (the rulebook and
# the rulings log are large and never touched by tournaments).
SKIPPED = {"rulebook_entries", "rulings", "store_notes"}


def dump(desk: Desk) -> dict[str, list[str]]:
    """Every row of the store, as text, table by table."""
    with desk.store.reading() as session:
        return {table.name: sorted(repr(tuple(row)) for row in session.execute(select(table)))
                for table in Base.metadata.sorted_tables if table.name not in SKIPPED}


def refused(desk: Desk, call: Callable[..., Any], field: str | None = None,
            **kwargs: Any) -> FloorError:
    """Run a service that must be refused: the refusal has both languages and the store
    is exactly as it was."""
    before = dump(desk)
    with pytest.raises(FloorError) as error:
        call(desk, **kwargs)
    assert dump(desk) == before, "a refused action wrote to the store"
    assert error.value.text.en.strip() and error.value.text.es.strip()
    assert error.value.text.en != error.value.text.es
    if field is not None:
        assert error.value.field == field
    return error.value


def event(desk: Desk, entrants: int, *, size: int = 9, tables: Sequence[int] | None = None,
          name: str = "Sunday", draw: bool = True, **settings: Any) -> int:
    """A tournament with ``entrants`` players ("Player 1"...), its seats drawn."""
    numbers = list(tables) if tables is not None else list(range(1, -(-entrants // size) + 1))
    tid = t.create_tournament(desk, name=name, variant="holdem", betting="no_limit",
                              table_size=size, tables=numbers, starting_stack=10000,
                              **settings).created_id
    t.register_entrants(desk, tournament_id=tid,
                        names=[f"Player {n}" for n in range(1, entrants + 1)])
    if draw:
        t.draw_seats(desk, tournament_id=tid)
    return tid


def seats(desk: Desk, tid: int) -> dict[int, dict[int, int]]:
    """Table number -> seat -> entry id, for the tables in play."""
    with desk.store.reading() as session:
        rows = session.execute(
            select(TableRow.number, TournamentEntry.seat, TournamentEntry.id)
            .join(TournamentEntry, TournamentEntry.table_id == TableRow.id)
            .where(TableRow.tournament_id == tid, TableRow.broken_at.is_(None)))
        found: dict[int, dict[int, int]] = {}
        for number in session.execute(select(TableRow.number).where(
                TableRow.tournament_id == tid, TableRow.broken_at.is_(None))).scalars():
            found[number] = {}
        for number, seat, entry_id in rows:
            found[number][seat] = entry_id
        return found


def entry_of(desk: Desk, tid: int, name: str) -> int:
    from floorman.store.models import Player

    with desk.store.reading() as session:
        return int(session.execute(select(TournamentEntry.id).join(
            Player, Player.id == TournamentEntry.player_id).where(
            TournamentEntry.tournament_id == tid, Player.name == name)).scalar_one())


def bust(desk: Desk, tid: int, table: int, count: int = 1,
         chips: Mapping[int, int] | None = None) -> list[int]:
    """Put ``count`` players of ``table`` out (the lowest seats), each with 1000 chips
    unless ``chips`` (by seat index) says otherwise; their entry ids."""
    taken = seats(desk, tid)[table]
    out = [taken[s] for s in sorted(taken)[:count]]
    t.bust_out(desk, tournament_id=tid,
               busts={e: (chips or {}).get(i, 1000) for i, e in enumerate(out)})
    return out


def settle(desk: Desk, tid: int) -> list[str]:
    """Carry out every pending plan until none is left; the kinds of plan made."""
    made: list[str] = []
    while (plan := pending_plan(desk, tid)) is not None:
        made.append(plan.kind)
        if plan.kind == "balance":
            for move in plan.moves:
                t.confirm_move(desk, tournament_id=tid, entry_id=move.entrant,
                               to_table=move.to_table, to_seat=move.to_seat)
        elif plan.kind == "break":
            t.break_table(desk, tournament_id=tid, plan=plan)
        else:
            t.redraw(desk, tournament_id=tid, plan=plan)
    return made
