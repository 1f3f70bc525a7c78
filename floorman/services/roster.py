"""The roster of players on file, read in one go for fast searching at the desk.

The desk window searches names on every keystroke; reading 20,000 players each time
would make typing stutter. ``read_roster`` reads every player once together with the
floor's version (the audit-log head), so a caller can keep the roster until the
version moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from floorman.floor.names import OnFile
from floorman.services.desk import Desk, audit_head
from floorman.store.models import Player


@dataclass(frozen=True)
class Roster:
    """Every player on file (name, nickname and phone digits, as search needs them),
    read at ``version``; rows may also be bare ``(id, name, folded name)`` triples."""

    version: int
    players: tuple[OnFile | tuple[int, str, str], ...]


def read_roster(desk: Desk) -> Roster:
    """All players on file and the floor version they were read at (read only)."""
    with desk.store.reading() as session:
        version = audit_head(session)
        rows = session.execute(
            select(Player.id, Player.name, Player.search_name, Player.nickname,
                   Player.search_nickname, Player.search_phone).order_by(Player.id)
        ).all()
        return Roster(version, tuple(OnFile(*row) for row in rows))
