"""Floor actions on the waiting lists: one list per game, in order of entry.

A player must be present to be put on a list (RRoP 2.iii.1) unless the house takes
call-ins, which are marked and dropped if they do not check in within the house time.
A player may be on several lists. A player who steps out may leave a reservation
deposit (RRoP 2.iii.2). A player who misses a call ("not here", or the held seat's
time ran out) keeps the place for the number of calls the house allows, proposed after
the players who are here until checking in again. A walk-in is put on file and on the
list in one action. A barred player is refused. One more player waiting may leave
someone who holds a seat of that game while he plays in another due to move at once
(RRoP 2.iii.13): the summary says so.
"""

from __future__ import annotations

from sqlalchemy import select

from floorman.floor.games import game_label
from floorman.floor.names import fold, search_form
from floorman.services import lookup, must_move
from floorman.services.desk import Action, action, refuse
from floorman.services.seats import holds_now_urgent, missed_call
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
    en, es = _put_on_list(act, game, player, call_in, deposit)
    act.done(en, es)


@action("add_new_player_to_waitlist")
def add_new_player_to_waitlist(
    act: Action,
    *,
    name: str,
    game_id: int,
    call_in: bool = False,
    deposit: object = None,
) -> None:
    """A walk-in: put a new player on file and at the end of a game's list, in one
    action (undone at once too); ``new_id`` is the entry's id. A name that is already
    on file (ignoring case and accents) is refused, so nobody is added twice: the floor
    chooses the existing player instead."""
    game = lookup.game(act.session, game_id)
    checked = lookup.checked_name(name)
    cleaned = checked.text
    folded = search_form(cleaned)
    alike = act.session.execute(
        select(Player).where(Player.search_name == folded).order_by(Player.id)
    ).scalars()
    # The search form may be cut short; the whole folded names decide.
    same = next((p for p in alike if fold(p.name) == fold(cleaned)), None)
    if same is not None:
        raise refuse(f"there is already a player named {same.name}; choose them from the "
                     "list.",
                     f"ya hay un jugador llamado {same.name}; elíjalo de la lista.", "name")
    player = Player(name=cleaned, search_name=folded, created_at=act.now)
    act.add(player)
    note_en, note_es = lookup.removed_note((checked, "the name", "del nombre"))
    en, es = _put_on_list(act, game, player, call_in, deposit)
    act.done(f"New player {en}{note_en}", f"Jugador nuevo: {es}{note_es}")


def _put_on_list(act: Action, game: Game, player: Player, call_in: object,
                 deposit: object) -> tuple[str, str]:
    """The checks and the entry shared by a player on file and a walk-in; what was done,
    in English and Spanish."""
    lookup.not_barred(player)
    must_move.refuse_if_move_barred(act.session, player, game.id, act.now)
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
    # One more waiting may mean a player holding a seat of this game while he plays in
    # another must now move at once (RRoP 2.iii.13): the summary says so.
    return must_move.with_note(
        f"{player.name} joined the {_label(game, 'en')} list{how_en}",
        f"{player.name} anotado en la lista de {_label(game, 'es')}{how_es}",
        holds_now_urgent(act, game.id, player.id))


def _entry_and_player(act: Action, entry_id: int) -> tuple[WaitlistEntry, Player, Game]:
    entry = lookup.entry(act.session, entry_id)
    return entry, lookup.player(act.session, entry.player_id), lookup.game(act.session,
                                                                          entry.game_id)


@action("check_in")
def check_in(act: Action, *, entry_id: int) -> None:
    """A call-in arrived, or a player who missed a call is back: the player is present
    and keeps the place (the missed calls still count)."""
    entry, player, game = _entry_and_player(act, entry_id)
    if not entry.call_in and entry.missed_at is None:
        raise refuse(f"{player.name} is already checked in.",
                     f"{player.name} ya está presente.", "entry")
    act.track(entry)
    if entry.call_in:
        entry.call_in, entry.missed_at = False, None
        act.done(f"{player.name} checked in for {_label(game, 'en')}",
                 f"{player.name} llegó para {_label(game, 'es')}")
        return
    entry.missed_at = None
    act.done(f"{player.name} is here again; keeps the place on the {_label(game, 'en')} list",
             f"{player.name} volvió; conserva su lugar en la lista de {_label(game, 'es')}")


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
    the missed call (the player is proposed after those present); past the house limit
    the player leaves the list."""
    entry, player, game = _entry_and_player(act, entry_id)
    hold = lookup.hold_in_game(act.session, player.id, game.id)
    if hold is not None:
        act.delete(hold)
    kept = act.house.passes_kept
    misses = entry.passes + 1
    if not missed_call(act, entry):
        act.done(f"{player.name} was not here and lost the place on the {_label(game, 'en')} "
                 f"list (missed {misses} calls)",
                 f"{player.name} no estaba y perdió su lugar en la lista de "
                 f"{_label(game, 'es')} (faltó a {misses} llamadas)")
        return
    act.done(f"{player.name} was not here; keeps the place on the {_label(game, 'en')} list "
             f"({misses} of {kept} passes)",
             f"{player.name} no estaba; conserva su lugar en la lista de {_label(game, 'es')} "
             f"({misses} de {kept} ausencias)")


@action("remove_from_waitlist")
def remove_from_waitlist(act: Action, *, entry_id: int) -> None:
    entry, player, game = _entry_and_player(act, entry_id)
    hold = lookup.hold_in_game(act.session, player.id, game.id)
    if hold is not None:
        act.delete(hold)
    act.delete(entry)
    act.done(f"{player.name} left the {_label(game, 'en')} list",
             f"{player.name} salió de la lista de {_label(game, 'es')}")
