"""Floor actions on games, tables and house settings.

A table closes only once nobody plays at it: the refusal says who is still there and
what to do. Seats held at a closing table are released, the called players keeping
their places on the list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select

from floorman.floor.games import chip_for_stakes, game_label
from floorman.floor.house import BOARD_NAMES, HouseSettings
from floorman.rules.game import Betting, Variant
from floorman.services import lookup, must_move
from floorman.services.desk import Action, FloorError, action, house_settings, refuse
from floorman.store.models import HELD, CardTable, Game, HouseSetting, Player, Seat
from floorman.store.tournament_models import Tournament, TournamentTable
from floorman.text import amount_text


@action("add_game")
def add_game(
    act: Action,
    *,
    variant: str,
    betting: str,
    stake_small: object,
    stake_big: object,
    min_buy_in: object,
    max_buy_in: object,
    seats_per_table: int = 9,
    smallest_chip: object = None,
) -> None:
    """Add a game the room spreads (stakes are blinds, or bets in limit).

    ``smallest_chip`` is the smallest chip in play (RRoP 3.v.1), which the rulings
    assistant reads; left out (or empty), it is the largest usual chip both stakes are
    a multiple of (``chip_for_stakes``).
    """
    if variant not in {v.value for v in Variant}:
        raise refuse(f"'{variant}' is not a game floorman knows. Choose one from the list.",
                     f"'{variant}' no es un juego que floorman conozca. Elija uno de la lista.",
                     "variant")
    if betting not in {b.value for b in Betting}:
        raise refuse("choose no limit, pot limit or limit.",
                     "elija sin límite, límite del bote o límite.", "betting")
    small = lookup.amount(stake_small, "stake_small", what_en="small stake",
                          what_es="la apuesta pequeña")
    big = lookup.amount(stake_big, "stake_big", what_en="big stake", what_es="la apuesta grande")
    if big < small:
        raise refuse("the big stake is smaller than the small one. Write the stakes as 1/2.",
                     "la apuesta grande es menor que la pequeña. Escriba las apuestas como 1/2.",
                     "stake_big")
    low = lookup.amount(min_buy_in, "min_buy_in", what_en="minimum buy-in",
                        what_es="la compra mínima")
    high = lookup.amount(max_buy_in, "max_buy_in", what_en="maximum buy-in",
                         what_es="la compra máxima")
    if high < low:
        raise refuse("the maximum buy-in is below the minimum. Swap or correct them.",
                     "la compra máxima es menor que la mínima. Corríjalas.", "max_buy_in")
    _seat_count(seats_per_table, "seats_per_table")
    chip = _smallest_chip(smallest_chip, small, big)
    game = Game(variant=variant, betting=betting, stake_small=small, stake_big=big,
                min_buy_in=low, max_buy_in=high, seats_per_table=seats_per_table,
                smallest_chip=chip)
    act.add(game, main=True)
    act.done(f"Added the game {game_label(variant, betting, small, big, 'en')}",
             f"Juego agregado: {game_label(variant, betting, small, big, 'es')}")


def _smallest_chip(raw: object, small: Decimal, big: Decimal) -> Decimal:
    """The game's smallest chip: as typed, or from the stakes; every stake is a multiple
    of it, since no smaller chip plays (RRoP 3.v.1)."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return chip_for_stakes(small, big)
    chip = lookup.amount(raw, "smallest_chip", what_en="smallest chip",
                         what_es="la ficha más pequeña")
    for stake in (small, big):
        if stake % chip != 0:
            raise refuse(f"the stake {amount_text(stake)} is not a multiple of the smallest "
                         f"chip {amount_text(chip)}. Give the smallest chip in play, such as "
                         f"{amount_text(chip_for_stakes(small, big))}.",
                         f"la apuesta {amount_text(stake)} no es múltiplo de la ficha más "
                         f"pequeña {amount_text(chip)}. Indique la ficha más pequeña en juego, "
                         f"como {amount_text(chip_for_stakes(small, big))}.", "smallest_chip")
    return chip


def _seat_count(seats: object, field: str) -> int:
    if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 10:
        raise refuse("a table has 2 to 10 seats.", "una mesa tiene de 2 a 10 asientos.", field)
    return seats


@action("open_table")
def open_table(act: Action, *, number: int, game_id: int, seats: int | None = None) -> None:
    """Open a new table number for a game."""
    most = lookup.largest(CardTable.number)
    if lookup.whole_number(number, most) is None:
        raise refuse(f"a table number is a whole number from 1 to {most:,}.",
                     f"el número de mesa es un entero del 1 al {most:,}.", "number")
    if seats is not None:
        _seat_count(seats, "seats")
    game = lookup.game(act.session, game_id)
    taken = act.session.execute(
        select(CardTable).where(CardTable.number == number)
    ).scalar_one_or_none()
    if taken is not None:
        raise refuse(f"table {number} already exists. Reopen it or choose another number.",
                     f"la mesa {number} ya existe. Reábrala o elija otro número.", "number")
    _not_in_a_tournament(act, number, "number")
    seats = game.seats_per_table if seats is None else seats
    table = CardTable(number=number, game_id=game.id, seats=seats, is_open=True)
    act.add(table, main=True)
    label_en = game_label(game.variant, game.betting, game.stake_small, game.stake_big, "en")
    label_es = game_label(game.variant, game.betting, game.stake_small, game.stake_big, "es")
    act.done(f"Opened table {number} ({label_en}, {seats} seats)",
             f"Mesa {number} abierta ({label_es}, {seats} asientos)")


def _not_in_a_tournament(act: Action, number: int, field: str) -> None:
    """Refuse a cash game at a table number a tournament plays at now."""
    event = act.session.execute(
        select(Tournament.name).join(TournamentTable,
                                     TournamentTable.tournament_id == Tournament.id)
        .where(TournamentTable.number == number, TournamentTable.broken_at.is_(None))
    ).scalar()
    if event is not None:
        raise refuse(f"table {number} is in play in the tournament {event}. Choose another "
                     "number.",
                     f"la mesa {number} está en juego en el torneo {event}. Elija otro "
                     "número.", field)


@action("close_table")
def close_table(act: Action, *, table_id: int) -> None:
    """Close a table. Players must be moved first: the refusal names them and says how
    many seats their game has open elsewhere. Seats held there are released; a called
    player goes back to the list, keeping the place (not a missed call: the table went)."""
    table = lookup.table(act.session, table_id)
    if not table.is_open:
        raise refuse(f"table {table.number} is already closed.",
                     f"la mesa {table.number} ya está cerrada.", "table")
    seats = act.session.execute(
        select(Seat).where(Seat.table_id == table.id).order_by(Seat.number)
    ).scalars().all()
    seated = [s for s in seats if s.state != HELD]
    if seated:
        raise _still_played(act, table, seated)
    called: list[str] = []
    for seat in seats:
        player = lookup.player(act.session, seat.player_id)
        entry = lookup.entry_for(act.session, table.game_id, player.id)
        if entry is not None and entry.called_at is not None:
            act.track(entry)
            entry.called_at = None
            called.append(player.name)
        act.delete(seat)
    act.session.flush()
    chain = must_move.leave_chain(act, table)  # the chain closes up round it
    act.track(table)
    table.is_open = False
    held = len(seats)
    if not held:
        act.done(*must_move.with_note(f"Closed table {table.number}",
                                      f"Mesa {table.number} cerrada", chain))
        return
    game = lookup.game(act.session, table.game_id)
    label_en = game_label(game.variant, game.betting, game.stake_small, game.stake_big, "en")
    label_es = game_label(game.variant, game.betting, game.stake_small, game.stake_big, "es")
    back_en = back_es = ""
    if called:
        back_en = f"; back on the {label_en} list, keeping the place: {', '.join(called)}"
        back_es = f"; vuelven a la lista de {label_es}, con su lugar: {', '.join(called)}"
    act.done(*must_move.with_note(
        f"Closed table {table.number} and released {held} held "
        f"seat{'s' if held > 1 else ''}{back_en}",
        f"Mesa {table.number} cerrada; {'liberados' if held > 1 else 'liberado'} {held} "
        f"{'asientos reservados' if held > 1 else 'asiento reservado'}{back_es}", chain))


def _still_played(act: Action, table: CardTable, seated: Sequence[Seat]) -> FloorError:
    """The refusal to close a table where people still play: who and where, and what to
    do instead."""
    names = {p.id: p.name for p in act.session.execute(
        select(Player).where(Player.id.in_([s.player_id for s in seated]))).scalars()}
    who_en = ", ".join(f"{names[s.player_id]} seat {s.number}" for s in seated)
    who_es = ", ".join(f"{names[s.player_id]} asiento {s.number}" for s in seated)
    n = len(seated)
    others = act.session.execute(
        select(CardTable).where(CardTable.game_id == table.game_id, CardTable.is_open,
                                CardTable.id != table.id)).scalars().all()
    taken = act.session.execute(
        select(func.count()).select_from(Seat)
        .where(Seat.table_id.in_([t.id for t in others]))).scalar_one()
    open_seats = sum(t.seats for t in others) - taken
    room_en = room_es = ""
    if others:
        room_en = (f" The game has {open_seats} open seat{'' if open_seats == 1 else 's'} at "
                   "its other tables.")
        room_es = (f" El juego tiene {open_seats} "
                   f"{'asiento libre' if open_seats == 1 else 'asientos libres'} en sus otras "
                   "mesas.")
    return refuse(
        f"table {table.number} still has {n} player{'' if n == 1 else 's'} ({who_en}). Move "
        "them to other tables first (F7, Move player), or unseat those who leave; then close "
        f"the table.{room_en}",
        f"la mesa {table.number} todavía tiene {n} jugador{'' if n == 1 else 'es'} "
        f"({who_es}). Cámbielos antes a otras mesas (F7, Mover jugador), o levante a los que "
        f"se van; después cierre la mesa.{room_es}",
        "table")


@action("reopen_table")
def reopen_table(act: Action, *, table_id: int) -> None:
    table = lookup.table(act.session, table_id)
    if table.is_open:
        raise refuse(f"table {table.number} is already open.",
                     f"la mesa {table.number} ya está abierta.", "table")
    _not_in_a_tournament(act, table.number, "table")
    act.track(table)
    table.is_open = True
    act.done(f"Reopened table {table.number}", f"Mesa {table.number} reabierta")


@action("set_house")
def set_house(act: Action, /, **changes: Any) -> None:
    """Change house settings (durations, call-ins, passes kept, deposit, rules profile)
    and the room's house choices, each by its switch name (``odd_chip="online"``; None:
    follow the rules profile again; ``floor.house_choices``)."""
    # The engine's choices load when the house is set, not at every start of the desk.
    from floorman.floor.house_choices import CHOICES
    from floorman.rules.policy import PROFILES
    from floorman.services import house_choices

    current = house_settings(act.session)
    picked = {key: changes.pop(key) for key in list(changes) if key in CHOICES}
    if picked:
        changes["rule_choices"] = house_choices.picked(current.rule_choices, picked)
    elif "rule_choices" in changes:
        raise refuse("set each house choice by its own name, such as odd_chip.",
                     "indique cada elección de la casa por su nombre, como odd_chip.",
                     "rule_choices")
    names = {f.name for f in dataclasses.fields(HouseSettings)}
    for key, value in changes.items():
        if key == "rule_choices":
            continue
        if key not in names:
            raise refuse(f"there is no house setting '{key}'.",
                         f"no existe el ajuste de la casa '{key}'.", key)
        if key == "call_ins_allowed":
            if not isinstance(value, bool):
                raise refuse("answer yes or no.", "responda sí o no.", key)
        elif key == "rules_profile":
            if not isinstance(value, str) or value not in PROFILES:
                raise refuse(f"choose a rules profile: {', '.join(PROFILES)}.",
                             f"elija un perfil de reglas: {', '.join(PROFILES)}.", key)
        elif key == "deposit":
            changes[key] = lookup.amount(value, key, what_en="deposit", what_es="el depósito",
                                         allow_zero=True)
        elif key == "board_names":
            if value not in BOARD_NAMES:
                raise refuse("choose how the board shows names: first_initial (Ana L.) or "
                             "initials (A. L.).",
                             "elija cómo muestra el tablero los nombres: first_initial "
                             "(Ana L.) o initials (A. L.).", key)
        elif isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 600:
            raise refuse("give a whole number from 0 to 600.",
                         "indique un número entero de 0 a 600.", key)
    updated = dataclasses.replace(current, **changes).to_stored()
    for key in changes:
        row = act.session.get(HouseSetting, key)
        if row is None:
            act.add(HouseSetting(key=key, value=updated[key]))
        else:
            act.track(row)
            row.value = updated[key]
    shown = [f"{k}={updated[k]}" for k in changes if k != "rule_choices"]
    shown_en = ", ".join([*shown, *house_choices.shown(picked, "en")])
    shown_es = ", ".join([*shown, *house_choices.shown(picked, "es")])
    act.done(f"House settings changed: {shown_en}", f"Ajustes de la casa cambiados: {shown_es}")
