"""Loading what a floor action needs, refusing clearly when it is not there.

Every refusal says what is wrong and what to do, in English and Spanish.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from sqlalchemy import select
from sqlalchemy.orm import Session

from floorman.floor.names import clean_name
from floorman.services.desk import refuse
from floorman.store.models import AWAY, HELD, PLAYING, CardTable, Game, Player, Seat, WaitlistEntry
from floorman.text import amount_text


def game(session: Session, game_id: int) -> Game:
    found = session.get(Game, game_id)
    if found is None:
        raise refuse(f"there is no game number {game_id}. Pick a game from the list.",
                     f"no existe el juego número {game_id}. Elija un juego de la lista.", "game")
    return found


def table(session: Session, table_id: int) -> CardTable:
    found = session.get(CardTable, table_id)
    if found is None:
        raise refuse("that table no longer exists. Look at the floor again.",
                     "esa mesa ya no existe. Revise la sala de nuevo.", "table")
    return found


def open_table(session: Session, table_id: int) -> CardTable:
    found = table(session, table_id)
    if not found.is_open:
        raise refuse(f"table {found.number} is closed. Open it first or choose an open table.",
                     f"la mesa {found.number} está cerrada. Ábrala primero o elija una mesa "
                     "abierta.", "table")
    return found


def seat_number(found: CardTable, number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= found.seats:
        raise refuse(f"table {found.number} has seats 1 to {found.seats}; there is no seat "
                     f"{number}. Choose a seat from 1 to {found.seats}.",
                     f"la mesa {found.number} tiene los asientos 1 a {found.seats}; no existe el "
                     f"asiento {number}. Elija un asiento del 1 al {found.seats}.", "seat")
    return number


def seat_at(session: Session, table_id: int, number: int) -> Seat | None:
    return session.execute(
        select(Seat).where(Seat.table_id == table_id, Seat.number == number)
    ).scalar_one_or_none()


def occupied_seat(session: Session, found: CardTable, number: int) -> Seat:
    seat = seat_at(session, found.id, seat_number(found, number))
    if seat is None:
        raise refuse(f"seat {number} at table {found.number} is empty.",
                     f"el asiento {number} de la mesa {found.number} está vacío.", "seat")
    return seat


def player(session: Session, player_id: int) -> Player:
    found = session.get(Player, player_id)
    if found is None:
        raise refuse("that player is not on file. Search again or add the player.",
                     "ese jugador no está registrado. Búsquelo de nuevo o agréguelo.", "player")
    return found


def seat_of(session: Session, player_id: int) -> Seat | None:
    """The seat the player plays at (playing or away), if any."""
    return session.execute(
        select(Seat).where(Seat.player_id == player_id, Seat.state.in_((PLAYING, AWAY)))
    ).scalar_one_or_none()


def hold_of(session: Session, player_id: int) -> Seat | None:
    """The seat held for the player, if any."""
    return session.execute(
        select(Seat).where(Seat.player_id == player_id, Seat.state == HELD)
    ).scalar_one_or_none()


def hold_in_game(session: Session, player_id: int, game_id: int) -> Seat | None:
    """The seat held for the player at a table of ``game_id``, if any."""
    return session.execute(
        select(Seat)
        .join(CardTable, CardTable.id == Seat.table_id)
        .where(Seat.player_id == player_id, Seat.state == HELD, CardTable.game_id == game_id)
    ).scalar_one_or_none()


def entry(session: Session, entry_id: int) -> WaitlistEntry:
    found = session.get(WaitlistEntry, entry_id)
    if found is None:
        raise refuse("that player is no longer on the list. Look at the list again.",
                     "ese jugador ya no está en la lista. Revise la lista de nuevo.", "entry")
    return found


def entry_for(session: Session, game_id: int, player_id: int) -> WaitlistEntry | None:
    return session.execute(
        select(WaitlistEntry).where(
            WaitlistEntry.game_id == game_id, WaitlistEntry.player_id == player_id
        )
    ).scalar_one_or_none()


def name(raw: object, field: str = "name") -> str:
    cleaned = clean_name(raw) if isinstance(raw, str) else ""
    if not cleaned:
        raise refuse("the name is empty. Type the player's name.",
                     "el nombre está vacío. Escriba el nombre del jugador.", field)
    if len(cleaned) > 80:
        raise refuse("the name is longer than 80 characters. Shorten it.",
                     "el nombre tiene más de 80 caracteres. Acórtelo.", field)
    return cleaned


MAX_AMOUNT = Decimal(10_000_000)


def amount(raw: object, field: str, *, what_en: str, what_es: str,
           allow_zero: bool = False) -> Decimal:
    """A money amount typed by the floor: a number, not negative, at most cents."""
    if isinstance(raw, Decimal):
        value = raw
    else:
        text = str(raw).strip().replace(",", ".") if raw is not None else ""
        try:
            value = Decimal(text)
        except InvalidOperation:
            raise refuse(f"the {what_en} '{raw}' is not a number. Type an amount such as 200.",
                         f"{what_es} '{raw}' no es un número. Escriba un importe como 200.",
                         field) from None
    if not value.is_finite() or value < 0 or (value == 0 and not allow_zero):
        raise refuse(f"the {what_en} must be more than zero; {raw} is not. Type a positive "
                     "amount.",
                     f"{what_es} debe ser mayor que cero; {raw} no lo es. Escriba un importe "
                     "positivo.", field)
    if value > MAX_AMOUNT:
        raise refuse(f"the {what_en} {raw} is larger than any amount floorman accepts "
                     f"({MAX_AMOUNT:,}). Check the number.",
                     f"{what_es} {raw} supera el máximo que acepta floorman ({MAX_AMOUNT:,}). "
                     "Revise el número.", field)
    if value != value.quantize(Decimal("0.01")):
        raise refuse(f"the {what_en} {raw} has fractions of a cent. Round it to cents.",
                     f"{what_es} {raw} tiene fracciones de centavo. Redondee a centavos.", field)
    return value


def money(value: Decimal) -> str:
    return amount_text(value)
