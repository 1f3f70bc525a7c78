"""The roster of players on file, read in one go for fast searching at the desk.

The desk window searches names on every keystroke; reading 20,000 players each time
would make typing stutter. ``read_roster`` reads every player once together with the
floor's version (the audit-log head), so a caller can keep the roster until the
version moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from floorman.services.desk import Desk, audit_head
from floorman.store.models import Player


@dataclass(frozen=True)
class Roster:
    """Every player on file as ``(id, name, folded name)``, read at ``version``."""

    version: int
    players: tuple[tuple[int, str, str], ...]


def read_roster(desk: Desk) -> Roster:
    """All players on file and the floor version they were read at (read only)."""
    with desk.store.reading() as session:
        version = audit_head(session)
        rows = session.execute(
            select(Player.id, Player.name, Player.search_name).order_by(Player.id)
        ).all()
        return Roster(version, tuple((pid, name, folded) for pid, name, folded in rows))
