"""Loading what a floor action needs, refusing clearly when it is not there.

Every refusal says what is wrong and what to do, in English and Spanish. An id that
cannot be a row's (text, a fraction, ``True``, a number beyond what the column holds)
is refused like a row that is not there, before it reaches the database, which would
otherwise fail on it (SQLite with ``OverflowError``, PostgreSQL with a ``DataError``).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any, TypeVar

from sqlalchemy import BigInteger, ColumnElement, SmallInteger, bindparam, select
from sqlalchemy.orm import InstrumentedAttribute, Session

from floorman.floor.names import NAME_LENGTH, BadCharacter, CheckedName, Problem, check_name
from floorman.services.desk import FloorError, refuse
from floorman.store.models import (
    AWAY,
    HELD,
    PLAYING,
    Base,
    CardTable,
    Game,
    Player,
    Seat,
    WaitlistEntry,
)
from floorman.text import amount_text

Row = TypeVar("Row", bound=Base)


def largest(column: InstrumentedAttribute[Any] | ColumnElement[Any]) -> int:
    """The largest whole number an integer column holds on every store: PostgreSQL's
    INTEGER stops at 2**31 - 1 (SQLite's goes on to 2**63 - 1)."""
    kind = column.expression.type if isinstance(column, InstrumentedAttribute) else column.type
    if isinstance(kind, BigInteger):
        return 2**63 - 1
    if isinstance(kind, SmallInteger):
        return 2**15 - 1
    return 2**31 - 1


def whole_number(value: object, most: int = 2**63 - 1) -> int | None:
    """``value`` if it is a whole number from 1 to ``most`` (not ``True``, ``"3"`` or
    3.0), else None."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        return None
    return int(value)


def _largest_id(model: type[Base]) -> int:
    return largest(model.__mapper__.primary_key[0])


def shown(value: object) -> str:
    """A value typed or passed in, short enough to quote in a message (text in quotes,
    so "3" does not read as the number 3)."""
    try:
        text = str(value)
    except ValueError:  # an int of more digits than Python turns into text
        text = "a number of thousands of digits"
    text = text if len(text) <= 24 else text[:23] + "…"
    return f"'{text}'" if isinstance(value, str) else text


def row_id(value: object, field: str | None = None, model: type[Base] | None = None, *,
           en: str | None = None, es: str | None = None) -> int:
    """``value`` as the id of a row of ``model`` (any id column if None), or refused
    with ``en``/``es`` (by default: it is not on file, choose one from the list) when
    it cannot be one: not a whole number, or outside 1 up to what the column holds.
    Use it before an id goes into a query."""
    found = whole_number(value, 2**63 - 1 if model is None else _largest_id(model))
    if found is None:
        raise refuse(en or f"there is nothing numbered {shown(value)} on file. Choose one "
                     "from the list.",
                     es or f"no hay nada registrado con el número {shown(value)}. Elija uno "
                     "de la lista.", field)
    return found


def get(session: Session, model: type[Row], value: object) -> Row | None:
    """The row of ``model`` with id ``value``; None when there is none or when ``value``
    cannot be an id (it never reaches the database)."""
    key = whole_number(value, _largest_id(model))
    return None if key is None else session.get(model, key)


def game(session: Session, game_id: int) -> Game:
    found = get(session, Game, game_id)
    if found is None:
        raise refuse(f"there is no game number {shown(game_id)}. Pick a game from the list.",
                     f"no existe el juego número {shown(game_id)}. Elija un juego de la "
                     "lista.", "game")
    return found


def table(session: Session, table_id: int) -> CardTable:
    found = get(session, CardTable, table_id)
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
    """``number`` as a seat of ``found``; text ("3"), fractions and ``True`` are refused."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise refuse(f"{shown(number)} is not a seat number: table {found.number} has seats "
                     f"1 to {found.seats}. Choose a seat from 1 to {found.seats}.",
                     f"{shown(number)} no es un número de asiento: la mesa {found.number} "
                     f"tiene los asientos 1 a {found.seats}. Elija un asiento del 1 al "
                     f"{found.seats}.", "seat")
    if not 1 <= number <= found.seats:
        raise refuse(f"table {found.number} has seats 1 to {found.seats}; there is no seat "
                     f"{shown(number)}. Choose a seat from 1 to {found.seats}.",
                     f"la mesa {found.number} tiene los asientos 1 a {found.seats}; no existe el "
                     f"asiento {shown(number)}. Elija un asiento del 1 al {found.seats}.",
                     "seat")
    return number


# The lookups every floor action makes, built once: building a statement costs more
# than SQLite takes to run it.
_SEAT_AT = select(Seat).where(Seat.table_id == bindparam("table"),
                              Seat.number == bindparam("number"))
_SEAT_OF = select(Seat).where(Seat.player_id == bindparam("player"),
                              Seat.state.in_((PLAYING, AWAY)))
_HOLD_OF = select(Seat).where(Seat.player_id == bindparam("player"), Seat.state == HELD)
_HOLD_IN_GAME = select(Seat).join(CardTable, CardTable.id == Seat.table_id).where(
    Seat.player_id == bindparam("player"), Seat.state == HELD,
    CardTable.game_id == bindparam("game"))
_ENTRY_FOR = select(WaitlistEntry).where(WaitlistEntry.game_id == bindparam("game"),
                                         WaitlistEntry.player_id == bindparam("player"))


def seat_at(session: Session, table_id: int, number: int) -> Seat | None:
    return session.execute(_SEAT_AT, {"table": table_id, "number": number}
                           ).scalar_one_or_none()


def occupied_seat(session: Session, found: CardTable, number: int) -> Seat:
    seat = seat_at(session, found.id, seat_number(found, number))
    if seat is None:
        raise refuse(f"seat {number} at table {found.number} is empty.",
                     f"el asiento {number} de la mesa {found.number} está vacío.", "seat")
    return seat


def player(session: Session, player_id: int) -> Player:
    found = get(session, Player, player_id)
    if found is None:
        raise refuse("that player is not on file. Search again or add the player.",
                     "ese jugador no está registrado. Búsquelo de nuevo o agréguelo.", "player")
    return found


def not_barred(found: Player, field: str = "player") -> Player:
    """``found``, unless the house barred the player: then the refusal gives the date
    and the reason on the player's card, so the desk can tell the player why."""
    if not found.barred:
        return found
    # The desk's own calendar day, as the floor that barred the player saw it.
    since = found.barred_at.astimezone().strftime("%Y-%m-%d") if found.barred_at else "?"
    reason = found.barred_reason.strip() or "?"
    raise refuse(f"{found.name} is barred by the house since {since}: {reason}. The player "
                 "may not join a list or take a seat; only lifting the bar on the player's "
                 "card allows it.",
                 f"{found.name} tiene prohibida la entrada por la casa desde el {since}: "
                 f"{reason}. No puede anotarse en una lista ni sentarse; solo se permite si se "
                 "levanta la prohibición en la ficha del jugador.", field)


def seat_of(session: Session, player_id: int) -> Seat | None:
    """The seat the player plays at (playing or away), if any."""
    return session.execute(_SEAT_OF, {"player": player_id}).scalar_one_or_none()


def hold_of(session: Session, player_id: int) -> Seat | None:
    """The seat held for the player, if any."""
    return session.execute(_HOLD_OF, {"player": player_id}).scalar_one_or_none()


def hold_in_game(session: Session, player_id: int, game_id: int) -> Seat | None:
    """The seat held for the player at a table of ``game_id``, if any."""
    return session.execute(_HOLD_IN_GAME, {"player": player_id, "game": game_id}
                           ).scalar_one_or_none()


def entry(session: Session, entry_id: int) -> WaitlistEntry:
    found = get(session, WaitlistEntry, entry_id)
    if found is None:
        raise refuse("that player is no longer on the list. Look at the list again.",
                     "ese jugador ya no está en la lista. Revise la lista de nuevo.", "entry")
    return found


def entry_for(session: Session, game_id: int, player_id: int) -> WaitlistEntry | None:
    return session.execute(_ENTRY_FOR, {"game": game_id, "player": player_id}
                           ).scalar_one_or_none()


# What each refused kind of character is called, and why it may not be in a name.
_REFUSED: dict[Problem, tuple[str, str]] = {
    "control": ("a control character ({cp}), such as a tab, a line break or an escape "
                "code. Type {what_en} again, on one line, without it",
                "un carácter de control ({cp}), como un tabulador, un salto de línea o un "
                "código de escape. Escriba {what_es} de nuevo, en una línea, sin él"),
    "direction": ("a text-direction control ({cp}), which can make a name read in another "
                  "order than it was typed. Type {what_en} again without it",
                  "un control de dirección del texto ({cp}), que puede hacer que un nombre se "
                  "lea en otro orden del que se escribió. Escriba {what_es} de nuevo sin él"),
    "surrogate": ("a broken character ({cp}, half of a character pair), usually left by a "
                  "bad copy and paste. Type {what_en} again",
                  "un carácter roto ({cp}, la mitad de un par de caracteres), que suele dejar "
                  "un copiar y pegar defectuoso. Escriba {what_es} de nuevo"),
    "private_use": ("a private-use character ({cp}) that other desks, screens and printers "
                    "cannot show. Type {what_en} again without it",
                    "un carácter de uso privado ({cp}) que otros puestos, pantallas e "
                    "impresoras no pueden mostrar. Escriba {what_es} de nuevo sin él"),
    "noncharacter": ("{cp}, which is not a character. Type {what_en} again without it",
                     "{cp}, que no es un carácter. Escriba {what_es} de nuevo sin él"),
}


def bad_character(bad: BadCharacter, field: str, what_en: str, what_es: str) -> FloorError:
    """The refusal of a name (or other typed text) holding ``bad``."""
    en, es = _REFUSED[bad.problem]
    words = {"cp": bad.code_point, "what_en": what_en, "what_es": what_es}
    return refuse(f"{what_en} contains {en.format(**words)}.",
                  f"{what_es} contiene {es.format(**words)}.", field)


def typed_name(raw: str, field: str, *, what_en: str, what_es: str) -> CheckedName:
    """Text typed for people (a name, the players of a ruling) as it will be stored: see
    ``floor.names.check_name``; ``what_en``/``what_es`` name it in the refusal."""
    try:
        return check_name(raw)
    except BadCharacter as bad:
        raise bad_character(bad, field, what_en, what_es) from None


def checked_name(raw: object, field: str = "name") -> CheckedName:
    """A player's name as it will be stored, and whether invisible characters were
    removed from it (say so in the action's summary: ``removed_note``)."""
    cleaned = (typed_name(raw, field, what_en="the name", what_es="el nombre")
               if isinstance(raw, str) else CheckedName("", False))
    if not cleaned.text:
        raise refuse("the name is empty. Type the player's name.",
                     "el nombre está vacío. Escriba el nombre del jugador.", field)
    if len(cleaned.text) > NAME_LENGTH:
        raise refuse(f"the name is longer than {NAME_LENGTH} characters. Shorten it.",
                     f"el nombre tiene más de {NAME_LENGTH} caracteres. Acórtelo.", field)
    return cleaned


def name(raw: object, field: str = "name") -> str:
    """A player's name as it will be stored (``checked_name`` also says whether
    invisible characters were removed)."""
    return checked_name(raw, field).text


def removed_note(*names: tuple[CheckedName, str, str]) -> tuple[str, str]:
    """What to add to an action's summary, in English and Spanish, when invisible
    characters were removed: ``names`` are ``(checked, "the name", "del nombre")``
    triples; empty texts when nothing was removed."""
    what = [(en, es) for checked, en, es in names if checked.removed_invisible]
    if not what:
        return "", ""
    return (f" (invisible characters removed from {' and '.join(en for en, _ in what)})",
            f" (se quitaron caracteres invisibles {' y '.join(es for _, es in what)})")


MAX_AMOUNT = Decimal(10_000_000)


def amount(raw: object, field: str, *, what_en: str, what_es: str,
           allow_zero: bool = False) -> Decimal:
    """A money amount typed by the floor: a number, not negative, at most cents."""
    typed = shown(raw)  # quoted when text: "the buy-in 'abc' is not a number"
    bare = typed[1:-1] if isinstance(raw, str) else typed  # "-50 is not"
    if isinstance(raw, Decimal):
        value = raw
    elif isinstance(raw, int) and not isinstance(raw, bool):
        value = Decimal(raw)  # whole: str() of an int fails past 4300 digits
    else:
        text = str(raw).strip().replace(",", ".") if raw is not None else ""
        try:
            value = Decimal(text)
        except InvalidOperation:
            raise refuse(f"the {what_en} {typed} is not a number. Type an amount such as 200.",
                         f"{what_es} {typed} no es un número. Escriba un importe como 200.",
                         field) from None
    if not value.is_finite() or value < 0 or (value == 0 and not allow_zero):
        raise refuse(f"the {what_en} must be more than zero; {bare} is not. Type a positive "
                     "amount.",
                     f"{what_es} debe ser mayor que cero; {bare} no lo es. Escriba un importe "
                     "positivo.", field)
    if value > MAX_AMOUNT:
        raise refuse(f"the {what_en} {bare} is larger than any amount floorman accepts "
                     f"({MAX_AMOUNT:,}). Check the number.",
                     f"{what_es} {bare} supera el máximo que acepta floorman ({MAX_AMOUNT:,}). "
                     "Revise el número.", field)
    if value != value.quantize(Decimal("0.01")):
        raise refuse(f"the {what_en} {bare} has fractions of a cent. Round it to cents.",
                     f"{what_es} {bare} tiene fracciones de centavo. Redondee a centavos.",
                     field)
    return value


def money(value: Decimal) -> str:
    return amount_text(value)
