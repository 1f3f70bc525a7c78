"""A tournament's structure: its levels, their blinds and antes, and the breaks.

A ``Level`` is either a level of play (small blind, big blind, an ante paid by every
player or a big-blind ante paid by the big blind for the table) or a break, each with a
duration. A break may carry a chip-up: the low chips coloured up by a chip race (RRoP
15.11, TDA's own rule under its profile); the level before it says so on the clock, so
the players are warned one level ahead. The director's own note (in either language or
both) goes with any level.

``check_levels`` refuses what a clock cannot run, with the level number and what to do:
a big blind smaller than the small blind, a duration of zero or less, a break with
blinds, a structure with no level of play. Everything here is plain data with no clock:
``floorman.tournament.clock`` runs it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from floorman.text import Lang, Text, amount_text
from floorman.tournament.field import TournamentRefused, refused

# A level longer than a day is a typing slip, not a structure.
MAX_LEVEL_SECONDS = 24 * 60 * 60
MAX_LEVELS = 200
MAX_NOTE = 200
ZERO = Decimal(0)


@dataclass(frozen=True)
class Level:
    """One level of a structure, or a break.

    Attributes:
        seconds: how long it lasts.
        small_blind, big_blind: the blinds (both zero on a break).
        ante: the ante each player posts, or with ``big_blind_ante`` the ante the big
            blind posts for the whole table; zero for none.
        big_blind_ante: the ante is a big-blind ante.
        is_break: a break: no blinds, no ante.
        colour_up: on a break, the chip denomination raced off then (None: no race).
        note_en, note_es: the director's note, in either language or both.
    """

    seconds: int
    small_blind: Decimal = ZERO
    big_blind: Decimal = ZERO
    ante: Decimal = ZERO
    big_blind_ante: bool = False
    is_break: bool = False
    colour_up: Decimal | None = None
    note_en: str = ""
    note_es: str = ""

    @property
    def ms(self) -> int:
        return self.seconds * 1000

    def note(self, lang: Lang) -> str:
        """The director's note in ``lang``, else in the other language, else empty."""
        first, second = (self.note_es, self.note_en) if lang == "es" else (
            self.note_en, self.note_es)
        return first or second

    def blinds_text(self, lang: Lang) -> str:
        """``100/200``, ``100/200, ante 25``, ``100/200, BB ante 200``; ``Break``."""
        if self.is_break:
            return "Descanso" if lang == "es" else "Break"
        blinds = f"{amount_text(self.small_blind)}/{amount_text(self.big_blind)}"
        if self.ante <= 0:
            return blinds
        if self.big_blind_ante:
            return (f"{blinds}, ante de ciega grande {amount_text(self.ante)}" if lang == "es"
                    else f"{blinds}, big blind ante {amount_text(self.ante)}")
        return f"{blinds}, ante {amount_text(self.ante)}"

    def chip_up_text(self, lang: Lang) -> str:
        """What a break's chip race does, or empty: "Colour up the 25s (chip race)"."""
        if self.colour_up is None:
            return ""
        chip = amount_text(self.colour_up)
        return (f"Se retiran las fichas de {chip} (carrera de fichas)" if lang == "es"
                else f"Colour up the {chip}s (chip race)")


def level_numbers(levels: Sequence[Level]) -> tuple[int | None, ...]:
    """Each level's number as players know it (1, 2, 3...: breaks are not counted, and
    have None)."""
    numbers: list[int | None] = []
    played = 0
    for level in levels:
        if level.is_break:
            numbers.append(None)
        else:
            played += 1
            numbers.append(played)
    return tuple(numbers)


@dataclass(frozen=True)
class Totals:
    """A structure's totals, shown under its editor and on its sheet."""

    seconds: int
    levels: int  # levels of play
    breaks: int
    break_seconds: int


def totals(levels: Iterable[Level]) -> Totals:
    levels = tuple(levels)
    pauses = [level for level in levels if level.is_break]
    return Totals(seconds=sum(level.seconds for level in levels),
                  levels=len(levels) - len(pauses), breaks=len(pauses),
                  break_seconds=sum(level.seconds for level in pauses))


def duration_text(seconds: int) -> str:
    """``20:00``, ``1:05:00``: a duration as a clock shows it."""
    hours, rest = divmod(max(seconds, 0), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _where(index: int, levels: Sequence[Level]) -> Text:
    number = level_numbers(levels)[index]
    if number is None:
        return Text(f"The break in row {index + 1}", f"El descanso de la fila {index + 1}")
    return Text(f"Level {number} (row {index + 1})", f"El nivel {number} (fila {index + 1})")


def _of(where_es: str) -> str:
    """"del nivel 2 (fila 2)", "del descanso de la fila 3": ``_where``'s Spanish after
    "de" (never "de el")."""
    return "del " + where_es.removeprefix("El ")


def check_levels(levels: Sequence[Level]) -> tuple[Level, ...]:
    """``levels`` if a clock can run them; else refused with the first wrong level and
    what to do."""
    if not any(not level.is_break for level in levels):
        raise refused("levels", "the structure has no level of play; add at least one "
                      "level with its blinds.",
                      "la estructura no tiene ningún nivel de juego; añada al menos un "
                      "nivel con sus ciegas.")
    if len(levels) > MAX_LEVELS:
        raise refused("levels", f"a structure holds at most {MAX_LEVELS} levels, not "
                      f"{len(levels)}.",
                      f"una estructura tiene como mucho {MAX_LEVELS} niveles, no "
                      f"{len(levels)}.")
    for index, level in enumerate(levels):
        where = _where(index, levels)
        field = f"levels[{index}]"
        if not isinstance(level.seconds, int) or isinstance(level.seconds, bool):
            raise refused(f"{field}.seconds", f"{where.en} needs its duration in whole "
                          "seconds.", f"{where.es} necesita su duración en segundos enteros.")
        # A NaN amount would make every comparison below raise instead of refuse.
        if not all(isinstance(amount, Decimal) and amount.is_finite() for amount in (
                level.small_blind, level.big_blind, level.ante,
                *(() if level.colour_up is None else (level.colour_up,)))):
            raise refused(field, f"{where.en} has a blind, ante or chip that is not an "
                          "amount; write numbers such as 100.",
                          f"{where.es} tiene una ciega, un ante o una ficha que no es un "
                          "importe; escriba números como 100.")
        if level.seconds <= 0:
            raise refused(f"{field}.seconds",
                          f"{where.en} lasts {duration_text(level.seconds)}; give it a "
                          "duration of at least one minute.",
                          f"{where.es} dura {duration_text(level.seconds)}; dele una "
                          "duración de al menos un minuto.")
        if level.seconds > MAX_LEVEL_SECONDS:
            raise refused(f"{field}.seconds",
                          f"{where.en} lasts more than 24 hours; check its minutes.",
                          f"{where.es} dura más de 24 horas; revise sus minutos.")
        amounts = (level.small_blind, level.big_blind, level.ante)
        if any(amount < 0 for amount in amounts):
            raise refused(field, f"{where.en} has a negative blind or ante; amounts are 0 "
                          "or more.",
                          f"{where.es} tiene una ciega o un ante negativo; los importes son "
                          "0 o más.")
        if len(level.note_en) > MAX_NOTE or len(level.note_es) > MAX_NOTE:
            raise refused(f"{field}.note", f"{where.en}'s note is longer than {MAX_NOTE} "
                          "characters; shorten it.",
                          f"La nota {_of(where.es)} pasa de {MAX_NOTE} caracteres; "
                          "acórtela.")
        if level.is_break:
            if any(amount > 0 for amount in amounts) or level.big_blind_ante:
                raise refused(field, f"{where.en} has blinds or an ante; a break has none: "
                              "clear them, or make it a level of play.",
                              f"{where.es} tiene ciegas o ante; un descanso no tiene: "
                              "bórrelos, o conviértalo en un nivel de juego.")
            if level.colour_up is not None and level.colour_up <= 0:
                raise refused(f"{field}.colour_up", f"{where.en} colours up chips of "
                              f"{amount_text(level.colour_up)}; give the chip's value.",
                              f"{where.es} retira fichas de {amount_text(level.colour_up)}; "
                              "indique el valor de la ficha.")
            continue
        if level.colour_up is not None:
            raise refused(f"{field}.colour_up", f"{where.en} has a chip race; chips are "
                          "raced off at a break: move it to the break that follows.",
                          f"{where.es} tiene una carrera de fichas; las fichas se retiran "
                          "en un descanso: pásela al descanso siguiente.")
        if level.small_blind <= 0 or level.big_blind <= 0:
            raise refused(field, f"{where.en} has no blinds; give its small and big blind.",
                          f"{where.es} no tiene ciegas; indique la ciega pequeña y la "
                          "grande.")
        if level.big_blind < level.small_blind:
            raise refused(f"{field}.big_blind",
                          f"{where.en}'s big blind ({amount_text(level.big_blind)}) is smaller "
                          f"than its small blind ({amount_text(level.small_blind)}); the big "
                          "blind is at least the small blind.",
                          f"La ciega grande {_of(where.es)} "
                          f"({amount_text(level.big_blind)}) es menor que la pequeña "
                          f"({amount_text(level.small_blind)}); la grande es al menos la "
                          "pequeña.")
        if level.big_blind_ante and level.ante <= 0:
            raise refused(f"{field}.ante", f"{where.en} has a big blind ante of 0; give the "
                          "ante, or no big blind ante.",
                          f"{where.es} tiene un ante de ciega grande de 0; indique el ante, "
                          "o quite el ante de ciega grande.")
    return tuple(levels)


def next_chip_up(levels: Sequence[Level], index: int) -> tuple[int, Level] | None:
    """The next break after level ``index`` that races chips off, if the next break does
    (a chip-up two breaks away is not announced yet)."""
    for later in range(index + 1, len(levels)):
        if levels[later].is_break:
            return (later, levels[later]) if levels[later].colour_up is not None else None
    return None


# -- stored form ---------------------------------------------------------------------

def level_to_json(level: Level) -> dict[str, Any]:
    data: dict[str, Any] = {"seconds": level.seconds}
    if level.is_break:
        data["break"] = True
        if level.colour_up is not None:
            data["colour_up"] = amount_text(level.colour_up)
    else:
        data.update(small_blind=amount_text(level.small_blind),
                    big_blind=amount_text(level.big_blind))
        if level.ante > 0:
            data["ante"] = amount_text(level.ante)
            if level.big_blind_ante:
                data["big_blind_ante"] = True
    if level.note_en:
        data["note_en"] = level.note_en
    if level.note_es:
        data["note_es"] = level.note_es
    return data


def _amount(data: Mapping[str, Any], key: str, field: str) -> Decimal:
    raw = data.get(key, "0")
    try:
        amount = Decimal(str(raw))
    except InvalidOperation:
        raise refused(f"{field}.{key}", f"{raw!r} is not an amount; write a number such as "
                      "100.", f"{raw!r} no es un importe; escriba un número como 100.") from None
    if not amount.is_finite():
        raise refused(f"{field}.{key}", f"{raw!r} is not an amount; write a number such as "
                      "100.", f"{raw!r} no es un importe; escriba un número como 100.")
    return amount


def level_from_json(data: Mapping[str, Any], index: int = 0) -> Level:
    field = f"levels[{index}]"
    seconds = data.get("seconds")
    if not isinstance(seconds, int) or isinstance(seconds, bool):
        raise refused(f"{field}.seconds", "each level needs its duration in seconds.",
                      "cada nivel necesita su duración en segundos.")
    colour = data.get("colour_up")
    return Level(seconds=seconds, small_blind=_amount(data, "small_blind", field),
                 big_blind=_amount(data, "big_blind", field),
                 ante=_amount(data, "ante", field),
                 big_blind_ante=bool(data.get("big_blind_ante", False)),
                 is_break=bool(data.get("break", False)),
                 colour_up=None if colour is None else _amount(data, "colour_up", field),
                 note_en=str(data.get("note_en", "")), note_es=str(data.get("note_es", "")))


def structure_to_json(levels: Iterable[Level]) -> list[dict[str, Any]]:
    return [level_to_json(level) for level in levels]


def structure_from_json(data: Any) -> tuple[Level, ...]:
    """The levels stored as ``structure_to_json`` wrote them, checked."""
    if not isinstance(data, list) or not all(isinstance(item, Mapping) for item in data):
        raise refused("levels", "a structure is a list of levels, each with its blinds and "
                      "duration.", "una estructura es una lista de niveles, cada uno con sus "
                      "ciegas y su duración.")
    return check_levels([level_from_json(item, index) for index, item in enumerate(data)])


__all__ = ["Level", "Totals", "TournamentRefused", "check_levels", "duration_text",
           "level_numbers", "next_chip_up", "structure_from_json", "structure_to_json",
           "totals"]
