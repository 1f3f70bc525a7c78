"""Floor actions on the waiting lists: one list per game, in order of entry.

A player must be present to be put on a list (RRoP 2.iii.1) unless the house takes
call-ins, which are marked and dropped if they do not check in within the house time.
A player may be on several lists. A player who steps out may leave a reservation
deposit (RRoP 2.iii.2). A player who misses a call ("not here") keeps the place for
the number of calls the house allows.
"""

from __future__ import annotations

from floorman.floor.games import game_label
from floorman.services import lookup
from floorman.services.desk import Action, action, refuse
from floorman.store.models import Game, Player, WaitlistEntry


def _label(game: Game, lang: str) -> str:
    return game_label(game.variant, game.betting, game.stake_small, game.stake_big,
                      "es" if lang == "es" else "en")


@action("add_to_waitlist")
def add_to_waitlist(
    act: Action,
    *,
    game_id: int,
    player_id: int,
    call_in: bool = False,
    deposit: object = None,
) -> None:
    """Put a player at the end of a game's list; ``new_id`` is the entry's id."""
    game = lookup.game(act.session, game_id)
    player = lookup.player(act.session, player_id)
    if not isinstance(call_in, bool):
        raise refuse("say whether the player called in: yes or no.",
                     "indique si el jugador se anotó por teléfono: sí o no.", "call_in")
    if call_in and not act.house.call_ins_allowed:
        raise refuse("this house does not take call-ins: the player must be present to join "
                     "the list (RRoP 2.iii.1).",
                     "esta casa no acepta anotaciones por teléfono: el jugador debe estar "
                     "presente para anotarse (RRoP 2.iii.1).", "call_in")
    if lookup.entry_for(act.session, game.id, player.id) is not None:
        raise refuse(f"{player.name} is already on the {_label(game, 'en')} list.",
                     f"{player.name} ya está en la lista de {_label(game, 'es')}.", "player")
    seat = lookup.seat_of(act.session, player.id)
    if seat is not None:
        table = lookup.table(act.session, seat.table_id)
        if table.game_id == game.id:
            raise refuse(f"{player.name} already plays this game at table {table.number}. Use "
                         "a table change instead.",
                         f"{player.name} ya juega este juego en la mesa {table.number}. Use un "
                         "cambio de mesa.", "player")
    amount = None
    if deposit not in (None, ""):
        amount = lookup.amount(deposit, "deposit", what_en="deposit", what_es="el depósito")
    entry = WaitlistEntry(game_id=game.id, player_id=player.id, joined_at=act.now,
                          call_in=call_in, deposit=amount, passes=0)
    act.add(entry, main=True)
    how_en, how_es = (" (call-in)", " (por teléfono)") if call_in else ("", "")
    act.done(f"{player.name} joined the {_label(game, 'en')} list{how_en}",
             f"{player.name} anotado en la lista de {_label(game, 'es')}{how_es}")


def _entry_and_player(act: Action, entry_id: int) -> tuple[WaitlistEntry, Player, Game]:
    entry = lookup.entry(act.session, entry_id)
    return entry, lookup.player(act.session, entry.player_id), lookup.game(act.session,
                                                                          entry.game_id)


@action("check_in")
def check_in(act: Action, *, entry_id: int) -> None:
    """A call-in arrived: the player is now present and keeps the place."""
    entry, player, game = _entry_and_player(act, entry_id)
    if not entry.call_in:
        raise refuse(f"{player.name} is already checked in.",
                     f"{player.name} ya está presente.", "entry")
    act.track(entry)
    entry.call_in = False
    act.done(f"{player.name} checked in for {_label(game, 'en')}",
             f"{player.name} llegó para {_label(game, 'es')}")


@action("leave_deposit")
def leave_deposit(act: Action, *, entry_id: int, amount: object) -> None:
    """A player steps out and leaves a reservation deposit (RRoP 2.iii.2)."""
    entry, player, game = _entry_and_player(act, entry_id)
    value = lookup.amount(amount, "deposit", what_en="deposit", what_es="el depósito")
    act.track(entry)
    entry.deposit = value
    act.done(f"{player.name} left a {lookup.money(value)} deposit on the "
             f"{_label(game, 'en')} list",
             f"{player.name} dejó un depósito de {lookup.money(value)} en la lista de "
             f"{_label(game, 'es')}")


@action("not_here")
def not_here(act: Action, *, entry_id: int) -> None:
    """The player did not answer the call: release the seat held for them and count
    the pass; past the house limit the player leaves the list."""
    entry, player, game = _entry_and_player(act, entry_id)
    hold = lookup.hold_in_game(act.session, player.id, game.id)
    if hold is not None:
        act.delete(hold)
    kept = act.house.passes_kept
    if entry.passes + 1 > kept:
        act.delete(entry)
        act.done(f"{player.name} was not here and lost the place on the {_label(game, 'en')} "
                 f"list (missed {entry.passes + 1} calls)",
                 f"{player.name} no estaba y perdió su lugar en la lista de "
                 f"{_label(game, 'es')} (faltó a {entry.passes + 1} llamadas)")
        return
    act.track(entry)
    entry.passes += 1
    entry.called_at = None
    act.done(f"{player.name} was not here; keeps the place on the {_label(game, 'en')} list "
             f"({entry.passes} of {kept} passes)",
             f"{player.name} no estaba; conserva su lugar en la lista de {_label(game, 'es')} "
             f"({entry.passes} de {kept} ausencias)")


@action("remove_from_waitlist")
def remove_from_waitlist(act: Action, *, entry_id: int) -> None:
    entry, player, game = _entry_and_player(act, entry_id)
    hold = lookup.hold_in_game(act.session, player.id, game.id)
    if hold is not None:
        act.delete(hold)
    act.delete(entry)
    act.done(f"{player.name} left the {_label(game, 'en')} list",
             f"{player.name} salió de la lista de {_label(game, 'es')}")
