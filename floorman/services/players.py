"""Floor actions and look-ups on players."""

from __future__ import annotations

from floorman.floor.names import Match, find_players, search_form
from floorman.services import lookup
from floorman.services.desk import Action, Desk, action
from floorman.services.roster import read_roster
from floorman.store.models import Player


@action("add_player")
def add_player(act: Action, *, name: str) -> None:
    """Put a player on file; the change's ``new_id`` is the player's id."""
    checked = lookup.checked_name(name)
    cleaned = checked.text
    player = Player(name=cleaned, search_name=search_form(cleaned), created_at=act.now)
    act.add(player, main=True)
    note_en, note_es = lookup.removed_note((checked, "the name", "del nombre"))
    act.done(f"Added player {cleaned}{note_en}", f"Jugador agregado: {cleaned}{note_es}")


@action("rename_player")
def rename_player(act: Action, *, player_id: int, name: str) -> None:
    player = lookup.player(act.session, player_id)
    checked = lookup.checked_name(name)
    cleaned = checked.text
    act.track(player)
    old = player.name
    player.name, player.search_name = cleaned, search_form(cleaned)
    note_en, note_es = lookup.removed_note((checked, "the name", "del nombre"))
    act.done(f"Renamed {old} to {cleaned}{note_en}", f"{old} ahora se llama {cleaned}{note_es}")


def search_players(desk: Desk, query: str, limit: int = 10) -> list[Match]:
    """Players whose name or nickname matches ``query``, ignoring accents and case,
    tolerating typos, or whose phone holds the digits typed; each match says how it was
    found (a window keeps the roster between keystrokes instead: ``roster.read_roster``)."""
    return find_players(query, read_roster(desk).players, limit)
