"""What every tournament action looks up, and how the pure policies' refusals reach the
desk: the tournament, a table in play, an entrant, the players' names; each refused in
English and Spanish with what to do."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

from sqlalchemy import select
from sqlalchemy.orm import Session

from floorman.services import lookup
from floorman.services.desk import FloorError, refuse
from floorman.store.models import Player
from floorman.store.tournament_models import Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.text import Text
from floorman.tournament.field import TournamentRefused


@contextmanager
def policy(session: Session | None = None) -> Iterator[None]:
    """The pure policies' refusals as the desk's (nothing written), the entrants they
    name by number named as the floor knows them."""
    try:
        yield
    except TournamentRefused as error:
        text = error.text
        if session is not None:
            text = named(session, text)
        raise FloorError(text, error.field) from None


_ENTRANT = re.compile(r"\b(entrant|inscrito) (\d+)\b")


def named(session: Session, text: Text) -> Text:
    """``text`` with "entrant 12" / "el inscrito 12" written with the player's name."""
    ids = {int(n) for _, n in _ENTRANT.findall(text.en + " " + text.es)}
    known = names(session, ids) if ids else {}
    if not known:
        return text

    def en(match: re.Match[str]) -> str:
        return known.get(int(match.group(2)), match.group(0))

    def es(match: re.Match[str]) -> str:
        name = known.get(int(match.group(2)))
        return f"{match.group(1)} {name}" if name else match.group(0)

    return Text(_ENTRANT.sub(en, text.en), _ENTRANT.sub(es, text.es))


def tournament(session: Session, tournament_id: object) -> Tournament:
    found = lookup.get(session, Tournament, tournament_id)
    if found is None:
        raise refuse("there is no such tournament. Choose one from the list.",
                     "no existe ese torneo. Elija uno de la lista.", "tournament")
    return found


def not_over(found: Tournament) -> Tournament:
    """``found``, unless it has a winner."""
    if found.finished_at is not None:
        raise refuse(f"{found.name} is over: it has a winner.",
                     f"{found.name} terminó: ya tiene ganador.", "tournament")
    return found


def running(found: Tournament) -> Tournament:
    """``found``, once its seats are drawn and while it is not over."""
    if found.drawn_at is None:
        raise refuse(f"the seats of {found.name} are not drawn yet. Draw the seats first.",
                     f"aún no se sortearon los asientos de {found.name}. Sortee los "
                     "asientos primero.", "tournament")
    return not_over(found)


def table_number(value: object, field: str = "table") -> int:
    most = lookup.largest(TableRow.number)
    number = lookup.whole_number(value, most)
    if number is None:
        raise refuse(f"{lookup.shown(value)} is not a table number: a table number is a whole "
                     f"number from 1 to {most:,}.",
                     f"{lookup.shown(value)} no es un número de mesa: es un entero del 1 al "
                     f"{most:,}.", field)
    return number


def table_in_play(session: Session, found: Tournament, value: object) -> TableRow:
    number = table_number(value)
    row = session.execute(select(TableRow).where(
        TableRow.tournament_id == found.id, TableRow.number == number,
        TableRow.broken_at.is_(None))).scalar_one_or_none()
    if row is None:
        raise refuse(f"table {number} is not in play in {found.name}. Choose one of its "
                     "tables.",
                     f"la mesa {number} no está en juego en {found.name}. Elija una de sus "
                     "mesas.", "table")
    return row


def entry(session: Session, found: Tournament, entry_id: object) -> TournamentEntry:
    row = lookup.get(session, TournamentEntry, entry_id)
    if row is None or row.tournament_id != found.id:
        raise refuse(f"that entrant is not in {found.name}. Choose one of its entrants.",
                     f"ese jugador no está inscrito en {found.name}. Elija uno de sus "
                     "inscritos.", "entry")
    return row


def player_name(session: Session, row: TournamentEntry) -> str:
    return lookup.player(session, row.player_id).name


def names(session: Session, entry_ids: Iterable[int]) -> dict[int, str]:
    ids = list(set(entry_ids))
    rows = session.execute(select(TournamentEntry.id, Player.name).join(
        Player, Player.id == TournamentEntry.player_id).where(TournamentEntry.id.in_(ids)))
    return {entry_id: name for entry_id, name in rows}

def chunks(values: Sequence[int], size: int = 500) -> Iterator[Sequence[int]]:
    for start in range(0, len(values), size):
        yield values[start:start + size]
