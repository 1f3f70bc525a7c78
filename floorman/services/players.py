"""Floor actions and look-ups on players."""

from __future__ import annotations

from floorman.floor.names import Match, find_players, fold
from floorman.services import lookup
from floorman.services.desk import Action, Desk, action
from floorman.services.roster import read_roster
from floorman.store.models import Player


@action("add_player")
def add_player(act: Action, *, name: str) -> None:
    """Put a player on file; the change's ``new_id`` is the player's id."""
    cleaned = lookup.name(name)
    player = Player(name=cleaned, search_name=fold(cleaned), created_at=act.now)
    act.add(player, main=True)
    act.done(f"Added player {cleaned}", f"Jugador agregado: {cleaned}")


@action("rename_player")
def rename_player(act: Action, *, player_id: int, name: str) -> None:
    player = lookup.player(act.session, player_id)
    cleaned = lookup.name(name)
    act.track(player)
    old = player.name
    player.name, player.search_name = cleaned, fold(cleaned)
    act.done(f"Renamed {old} to {cleaned}", f"{old} ahora se llama {cleaned}")


def search_players(desk: Desk, query: str, limit: int = 10) -> list[Match]:
    """Players whose name matches ``query``, ignoring accents and case, tolerating typos
    (a window keeps the roster between keystrokes instead: ``roster.read_roster``)."""
    return find_players(query, read_roster(desk).players, limit)
