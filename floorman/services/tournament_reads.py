"""Reading tournaments for the desk, the printouts and the command line.

Everything here returns the plain data of ``services.tournament_views`` (or a
``Plan`` of ``floorman.tournament`` for a proposal the desk may confirm), read in one
transaction. The pending proposals are what ``planning.plan_next`` says the field needs
now, planned on the stored field; a break's or a redraw's random seats are drawn from a
source seeded by the tournament, the players it has left and its newest move, so the
desk shows the same proposal until a player goes out, enters or moves in that tournament
(a hand, another tournament or the cash floor changes nothing of it), and confirming it
(``tournaments.break_table(..., plan=...)``) makes exactly what was shown.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from floorman.floor.games import BETTING_NAMES, VARIANT_NAMES
from floorman.floor.names import fold
from floorman.rules.game import Betting, Variant
from floorman.services.desk import Desk, answering, refuse
from floorman.services.tournament_field import StoredField
from floorman.services.tournament_lookup import tournament
from floorman.services.tournament_views import (
    MoveView,
    PlaceView,
    SeatCardView,
    TournamentSeatView,
    TournamentTableView,
    TournamentView,
)
from floorman.store.models import Player
from floorman.store.tournament_models import (
    REGISTERED,
    SEATED,
    Tournament,
    TournamentEntry,
    TournamentMove,
)
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.text import Text
from floorman.tournament.moves import Plan
from floorman.tournament.planning import plan_next

MOVE_KINDS = ("late_entry", "balancing", "breaking", "redraw")


@dataclass(frozen=True)
class TournamentListing:
    """One line of the tournaments list."""

    id: int
    name: str
    game: Text
    entries: int
    remaining: int
    tables: int
    drawn: bool
    finished: bool
    late_registration: bool
    drawn_at: datetime | None = None


def game_text(variant: str, betting: str) -> Text:
    """The tournament's game as the floor names it: "NL Hold'em"."""
    try:
        v, b = Variant(variant), Betting(betting)
    except ValueError:
        return Text(f"{betting} {variant}", f"{betting} {variant}")
    if v is Variant.OMAHA and b is Betting.POT_LIMIT:
        return Text("PLO", "PLO")
    return Text(f"{BETTING_NAMES[b][0]} {VARIANT_NAMES[v][0]}",
                f"{BETTING_NAMES[b][1]} {VARIANT_NAMES[v][1]}")


def tournaments(desk: Desk) -> tuple[TournamentListing, ...]:
    """Every tournament, newest first."""
    with answering(), desk.store.reading() as session:
        entries = dict(session.execute(select(TournamentEntry.tournament_id, func.count())
                                       .group_by(TournamentEntry.tournament_id)).all())
        tables = dict(session.execute(select(TableRow.tournament_id, func.count()).where(
            TableRow.broken_at.is_(None)).group_by(TableRow.tournament_id)).all())
        rows = session.execute(select(Tournament).order_by(Tournament.id.desc())).scalars()
        return tuple(TournamentListing(
            t.id, t.name, game_text(t.variant, t.betting), entries.get(t.id, 0),
            t.remaining if t.drawn_at is not None else entries.get(t.id, 0),
            tables.get(t.id, 0), t.drawn_at is not None, t.finished_at is not None,
            t.late_registration, t.drawn_at) for t in rows)


def tournament_named(desk: Desk, name: str) -> int:
    """The id of the tournament called ``name`` (case and accents ignored)."""
    with answering(), desk.store.reading() as session:
        rows = session.execute(select(Tournament.id, Tournament.name)).all()
    for tournament_id, found in rows:
        if fold(found) == fold(name):
            return int(tournament_id)
    known = ", ".join(sorted(found for _, found in rows)) or "none"
    known_es = ", ".join(sorted(found for _, found in rows)) or "ninguno"
    raise refuse(f"there is no tournament named {name!r}. Tournaments: {known}.",
                 f"no hay ningún torneo llamado {name!r}. Torneos: {known_es}.", "tournament")


_NEWEST_MOVE = (select(func.max(TournamentMove.__table__.c.id))
                .where(TournamentMove.__table__.c.tournament_id == bindparam("tournament")))


def _rng(session: Session, event: Tournament) -> random.Random:
    """The proposals' random source: the same until the open seats of this tournament
    change (a player out, a late entrant, a move)."""
    newest = session.execute(_NEWEST_MOVE, {"tournament": event.id}).scalar()
    return random.Random(f"floorman-tournament-{event.id}-{event.remaining}-{newest}")


def _pending(session: Session, event: Tournament) -> Plan | None:
    if event.drawn_at is None or event.finished_at is not None:
        return None
    field = StoredField(session, event)
    return plan_next(field, _rng(session, event))


def pending_plan(desk: Desk, tournament_id: int) -> Plan | None:
    """What the field needs now (a break, a redraw or balancing moves), or None."""
    with answering(), desk.store.reading() as session:
        return _pending(session, tournament(session, tournament_id))


def _names(session: Session, entry_ids: Sequence[int]) -> dict[int, str]:
    found: dict[int, str] = {}
    ids = sorted(set(entry_ids))
    for start in range(0, len(ids), 500):
        found.update(session.execute(select(TournamentEntry.id, Player.name).join(
            Player, Player.id == TournamentEntry.player_id).where(
            TournamentEntry.id.in_(ids[start:start + 500]))).all())
    return found


def _pending_views(session: Session, plan: Plan | None) -> tuple[MoveView, ...]:
    if plan is None:
        return ()
    names = _names(session, [m.entrant for m in plan.moves])
    return tuple(MoveView(m.entrant, names.get(m.entrant, "?"), m.kind, m.from_table,
                          m.from_seat, m.to_table, m.to_seat, m.dealt_in, m.reasons,
                          m.rules, pending=True) for m in plan.moves)


def tournament_view(desk: Desk, tournament_id: int, *, pending: bool = True) -> TournamentView:
    """The whole tournament: its tables and seats, the pending proposals (unless
    ``pending`` is False) and the places so far."""
    with answering(), desk.store.reading() as session:
        event = tournament(session, tournament_id)
        plan = _pending(session, event) if pending else None
        tables = session.execute(select(TableRow).where(
            TableRow.tournament_id == event.id, TableRow.broken_at.is_(None)).order_by(
            TableRow.number)).scalars().all()
        seated: dict[int, list[TournamentSeatView]] = {t.id: [] for t in tables}
        entries = states = 0
        rows = session.execute(select(TournamentEntry.id, TournamentEntry.state,
                                      TournamentEntry.table_id, TournamentEntry.seat,
                                      TournamentEntry.chips, TournamentEntry.waits_for_button,
                                      Player.name).join(
            Player, Player.id == TournamentEntry.player_id).where(
            TournamentEntry.tournament_id == event.id))
        for entry_id, state, table_id, seat, chips, waits, name in rows:
            entries += 1
            states += state == REGISTERED
            if state == SEATED and table_id in seated and seat is not None:
                seated[table_id].append(TournamentSeatView(seat, entry_id, name, chips, waits))
        ranks = {t.number: rank for rank, t in enumerate(
            sorted(tables, key=lambda t: t.break_rank), start=1)}
        halted = set(plan.halted) if plan is not None else set()
        views = []
        for t in tables:
            taken = {s.number: s for s in seated[t.id]}
            views.append(TournamentTableView(
                t.number, t.size, tuple(taken.get(n, TournamentSeatView(n))
                                        for n in range(1, t.size + 1)),
                t.button, t.number in halted, ranks[t.number] if len(tables) > 1 else None))
        places = _places(session, event)
        return TournamentView(
            event.id, event.name, game_text(event.variant, event.betting), event.table_size,
            "robert" if event.profile == "robert" else "tda", event.starting_stack,
            event.late_registration, entries,
            event.remaining if event.drawn_at is not None else states, tuple(views),
            _pending_views(session, plan), places)


def _places(session: Session, event: Tournament) -> tuple[PlaceView, ...]:
    rows = session.execute(select(TournamentEntry.place, TournamentEntry.id, Player.name,
                                  TournamentEntry.busted_at).join(
        Player, Player.id == TournamentEntry.player_id).where(
        TournamentEntry.tournament_id == event.id, TournamentEntry.place.is_not(None))
        .order_by(TournamentEntry.place, TournamentEntry.id))
    end = event.finished_at or event.created_at
    return tuple(PlaceView(place or 0, entry_id, name, busted_at or end)
                 for place, entry_id, name, busted_at in rows)


def places(desk: Desk, tournament_id: int) -> tuple[PlaceView, ...]:
    """The finishing places so far, best first (shared places repeat the number)."""
    with answering(), desk.store.reading() as session:
        return _places(session, tournament(session, tournament_id))


def _move_view(row: TournamentMove, name: str) -> MoveView:
    return MoveView(row.entry_id, name, row.kind,  # type: ignore[arg-type]
                    row.from_table, row.from_seat, row.to_table, row.to_seat, row.dealt_in,
                    tuple(Text(en, es) for en, es in row.reasons), tuple(row.rules),
                    pending=False, at=row.at, by=row.by)


def moves_made(desk: Desk, tournament_id: int, *, table: int | None = None,
               since: datetime | None = None, limit: int | None = None
               ) -> tuple[MoveView, ...]:
    """The moves made (late entries, balancing, broken tables, redraws; not the draw),
    oldest first: to or from ``table`` if given, at or after ``since``, the last
    ``limit``."""
    with answering(), desk.store.reading() as session:
        event = tournament(session, tournament_id)
        query = select(TournamentMove).where(TournamentMove.tournament_id == event.id,
                                             TournamentMove.kind.in_(MOVE_KINDS))
        if table is not None:
            query = query.where((TournamentMove.to_table == table)
                                | (TournamentMove.from_table == table))
        if since is not None:
            query = query.where(TournamentMove.at >= since)
        query = query.order_by(TournamentMove.id.desc())
        if limit is not None:
            query = query.limit(limit)
        rows = list(reversed(session.execute(query).scalars().all()))
        names = _names(session, [r.entry_id for r in rows])
        return tuple(_move_view(r, names.get(r.entry_id, "?")) for r in rows)


def seat_cards(desk: Desk, tournament_id: int, *, table: int | None = None
               ) -> tuple[SeatCardView, ...]:
    """A seat card for every seated entrant (at ``table`` if given), by table and seat,
    each dated when the player was given that seat."""
    with answering(), desk.store.reading() as session:
        event = tournament(session, tournament_id)
        latest = (select(TournamentMove.entry_id, func.max(TournamentMove.id).label("move"))
                  .where(TournamentMove.tournament_id == event.id)
                  .group_by(TournamentMove.entry_id).subquery())
        query = (select(Player.name, TableRow.number, TournamentEntry.seat, TournamentMove.at)
                 .select_from(TournamentEntry)
                 .join(Player, Player.id == TournamentEntry.player_id)
                 .join(TableRow, TableRow.id == TournamentEntry.table_id)
                 .join(latest, latest.c.entry_id == TournamentEntry.id)
                 .join(TournamentMove, TournamentMove.id == latest.c.move)
                 .where(TournamentEntry.tournament_id == event.id,
                        TournamentEntry.state == SEATED, TableRow.broken_at.is_(None)))
        if table is not None:
            query = query.where(TableRow.number == table)
        rows = session.execute(query.order_by(TableRow.number, TournamentEntry.seat)).all()
        return tuple(SeatCardView(event.name, name, number, seat or 0, at)
                     for name, number, seat, at in rows)

