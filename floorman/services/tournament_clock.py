"""The tournament clock at the desk: the structure, the clock's buttons, the prizes and
the payout tables, one floor action each, and the ``ClockView`` every screen reads.

Each action checks its input first and refuses it in English and Spanish with nothing
written, then writes the tournament's one ``tournament_clocks`` row and one audit row
in one transaction, so History lists it and undo puts it back like any other action
(undoing a pause takes the clock back to running as if the pause had never been
pressed; undoing a level change puts back the level it left, with the time that level
would have now). The clock's commands are the pure functions of
``floorman.tournament.clock`` applied to the stored clock at the action's own moment
(``desk.now()``): nothing runs in memory, so every desk, board and restarted desk
computes the same level and second from the row.

Several desks. The store's isolation makes two desks' actions take turns (SQLite lets
one writer in; PostgreSQL runs them SERIALIZABLE and the loser is run again on the row
as the winner left it; see ``floorman.store.database``): two desks pausing at the same
moment pause once, and the second is told the clock is already paused. Two desks
pressing "next level" would both be right to move on from what they saw, so the
desk passes the level it showed (``level=``) and the second press is refused instead
of moving two levels.

A structure changed while the clock is on keeps the clock where it is: the clock is
read at that moment with the old levels, it stays on the same row of the structure,
and the level on keeps the time already played in it (lengthened from 20 to 30
minutes with 5 left, 15 are left). Refused: a structure that no longer has the row the
clock is on, and shortening the level on by more than it has left (move to the next
level instead). Levels after the one on, and those already played, change nothing of
the time left.

The rebuys and add-ons sold are counted by ``record_rebuys``/``record_add_ons`` only
(a count each desk adds to, so two desks selling at once both count); ``set_prizes``
sets the prices, chips and rounding and leaves the counts as they are. Prizes and
payout tables may be corrected after the tournament is over (prizes are paid then);
the clock and the structure of a finished tournament may not be changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from floorman.services import lookup
from floorman.services.clock_views import ClockView, PrizeSettings
from floorman.services.desk import Action, Desk, action, answering, audit_head, refuse
from floorman.services.tournament_lookup import not_over, policy, tournament
from floorman.services.tournament_reads import _places
from floorman.store.clock_models import HOUSE_PAYOUTS_KEY, TournamentClock
from floorman.store.models import HouseSetting
from floorman.store.tournament_models import REGISTERED, Tournament, TournamentEntry
from floorman.text import Lang, Text, amount_text, counted
from floorman.tournament import clock
from floorman.tournament.clock import ClockReading, ClockState, read_clock
from floorman.tournament.payouts import (
    DEFAULT_PAYOUTS,
    PayoutRow,
    check_payout_table,
    payout_row,
    payouts_from_json,
    payouts_to_json,
)
from floorman.tournament.structure import (
    Level,
    check_levels,
    duration_text,
    level_numbers,
    structure_from_json,
    structure_to_json,
    totals,
)

__all__ = [
    "add_clock_time", "clock_figures", "clock_view", "house_payouts", "next_level", "pause_clock",
    "previous_level", "record_add_ons", "record_rebuys", "resume_clock", "save_structure",
    "set_house_payouts", "set_payouts", "set_prizes", "start_clock",
]

# A count of rebuys or add-ons recorded at once: a correction, not a typing slip.
MAX_COUNT = 10_000

# --- the row ---------------------------------------------------------------------------


def _levels(row: TournamentClock | None) -> tuple[Level, ...]:
    """The stored structure (empty: none yet)."""
    if row is None or row.structure is None:
        return ()
    with policy():
        return structure_from_json(row.structure)


def _state(row: TournamentClock | None) -> ClockState | None:
    if row is None or row.at is None or row.level is None or row.left_ms is None:
        return None
    return ClockState(row.level, row.left_ms, row.running, row.at)


def _store_state(row: TournamentClock, state: ClockState) -> None:
    row.level, row.left_ms, row.running, row.at = (state.level, state.left_ms,
                                                   state.running, state.at)


def _row(act: Action, event: Tournament) -> TournamentClock:
    """The tournament's row, tracked for the audit, made when it has none yet."""
    row = act.session.get(TournamentClock, event.id)
    if row is None:
        row = TournamentClock(tournament_id=event.id, structure=None, level=None,
                              left_ms=None, running=False, at=None, buy_in=Decimal(0),
                              rebuy=Decimal(0), add_on=Decimal(0), rebuy_chips=Decimal(0),
                              add_on_chips=Decimal(0), rebuys=0, add_ons=0,
                              chip=Decimal(1), payouts=None)
        act.add(row)
    else:
        act.track(row)
    return row


# --- words -------------------------------------------------------------------------------


def _level_text(levels: Sequence[Level], index: int) -> Text:
    """``level 3 (100/200)``, ``nivel 3 (100/200)``; a break is named by the level before
    it (``the break after level 4``, ``descanso tras el nivel 4``: the Spanish without
    its article, which the sentence gives: "pasa al", "está en el")."""
    numbers = level_numbers(levels)
    number = numbers[index]
    if number is not None:
        level = levels[index]
        return Text(f"level {number} ({level.blinds_text('en')})",
                    f"nivel {number} ({level.blinds_text('es')})")
    before = next((n for n in reversed(numbers[:index]) if n is not None), None)
    if before is None:
        return Text("the break before level 1", "descanso antes del nivel 1")
    return Text(f"the break after level {before}", f"descanso tras el nivel {before}")


def _where_now(levels: Sequence[Level], reading: ClockReading) -> Text:
    """``level 3 (100/200), 12:34 left``."""
    on = _level_text(levels, reading.level)
    if reading.ended:
        return Text(f"{on.en}, with its time run out", f"{on.es}, con su tiempo agotado")
    return Text(f"{on.en}, {reading.text()} left", f"{on.es}, quedan {reading.text()}")


# --- the structure -----------------------------------------------------------------------


def _checked_levels(levels: object) -> tuple[Level, ...]:
    """``levels`` (``Level``s, or their JSON as ``structure_to_json`` writes it) if a clock
    can run them."""
    if isinstance(levels, (str, bytes)) or not isinstance(levels, Sequence):
        raise refuse("give the structure as a list of levels.",
                     "indique la estructura como una lista de niveles.", "levels")
    with policy():
        if all(isinstance(level, Mapping) for level in levels) and levels:
            return structure_from_json(list(levels))
        if not all(isinstance(level, Level) for level in levels):
            raise refuse("give the structure as a list of levels.",
                         "indique la estructura como una lista de niveles.", "levels")
        return check_levels(levels)


def _kept_on(old: Sequence[Level], new: Sequence[Level], state: ClockState,
             act: Action) -> tuple[ClockState, ClockReading]:
    """The clock as it stands under the new structure (see the module)."""
    reading = read_clock(old, state, act.now)
    if reading.level >= len(new):
        on = _level_text(old, reading.level)
        raise refuse(f"the clock is on {on.en} (row {reading.level + 1}); the new structure "
                     f"has only {counted(len(new), 'row', 'rows')}. Keep the rows up to the "
                     "one on, or move the clock back first.",
                     f"el reloj está en el {on.es} (fila {reading.level + 1}); la nueva "
                     f"estructura solo tiene {counted(len(new), 'fila', 'filas')}. Mantenga "
                     "las filas hasta la actual, o retroceda el reloj primero.", "levels")
    change = new[reading.level].ms - old[reading.level].ms
    left = reading.left_ms + change
    if change < 0 and left <= 0:
        on = _level_text(old, reading.level)
        raise refuse(f"the clock is on {on.en} with {reading.text()} left; shortening it by "
                     f"{duration_text(-change // 1000)} would end it before now. Shorten it "
                     "by less, or move to the next level.",
                     f"el reloj está en el {on.es} y quedan {reading.text()}; acortarlo "
                     f"{duration_text(-change // 1000)} lo terminaría antes de ahora. "
                     "Acórtelo menos, o pase al nivel siguiente.", "levels")
    kept = ClockState(reading.level, max(left, 0), reading.running, act.now)
    return kept, read_clock(new, kept, act.now)


@action("tournament_structure")
def save_structure(act: Action, tournament_id: int, levels: Sequence[Level]) -> None:
    """The tournament's structure (``Level``s, or their JSON); a clock under way stays
    on its row with the time played in the level kept (see the module)."""
    event = not_over(tournament(act.session, tournament_id))
    new = _checked_levels(levels)
    row = _row(act, event)
    state = _state(row)
    where = None
    if state is not None:
        kept, reading = _kept_on(_levels(row), new, state, act)
        _store_state(row, kept)
        where = _where_now(new, reading)
    row.structure = structure_to_json(new)
    sums = totals(new)
    en = (f"Structure of {event.name} saved: {counted(sums.levels, 'level', 'levels')}, "
          f"{counted(sums.breaks, 'break', 'breaks')}, {duration_text(sums.seconds)} in all")
    es = (f"Estructura de {event.name} guardada: {counted(sums.levels, 'nivel', 'niveles')}, "
          f"{counted(sums.breaks, 'descanso', 'descansos')}, {duration_text(sums.seconds)} "
          "en total")
    if where is not None:
        en += f"; the clock is on {where.en}"
        es += f"; el reloj está en el {where.es}"
    act.done(en, es)


# --- the clock's buttons -----------------------------------------------------------------

Command = Callable[[Sequence[Level], ClockState | None], ClockState]


def _press(act: Action, tournament_id: int, command: Command
           ) -> tuple[Tournament, tuple[Level, ...], ClockReading]:
    """Run ``command`` on the tournament's stored clock and store what it gives; the
    tournament, its levels and the clock read at the action's moment."""
    event = not_over(tournament(act.session, tournament_id))
    row = act.session.get(TournamentClock, event.id)
    levels = _levels(row)
    with policy():
        state = command(levels, _state(row))
    assert row is not None  # a command on no row refuses: no structure, or not started
    act.track(row)
    _store_state(row, state)
    return event, levels, read_clock(levels, state, act.now)


@action("clock_start")
def start_clock(act: Action, tournament_id: int) -> None:
    """Start the clock on the first level, with all its time."""

    def command(levels: Sequence[Level], state: ClockState | None) -> ClockState:
        if state is not None:
            now = read_clock(levels, state, act.now)
            where = _where_now(levels, now)
            raise refuse(f"the clock has already started ({where.en}). Pause it, or move it "
                         "to another level.",
                         f"el reloj ya está en marcha ({where.es}). Páuselo, o páselo a otro "
                         "nivel.", "clock")
        return clock.start(levels, act.now)

    event, levels, reading = _press(act, tournament_id, command)
    where = _where_now(levels, reading)
    act.done(f"Clock of {event.name} started: {where.en}",
             f"Reloj de {event.name} en marcha: {where.es}")


@action("clock_pause")
def pause_clock(act: Action, tournament_id: int) -> None:
    """Stop the clock where it is."""
    event, levels, reading = _press(
        act, tournament_id, lambda levels, state: clock.pause(levels, state, act.now))
    where = _where_now(levels, reading)
    act.done(f"Clock of {event.name} paused: {where.en}",
             f"Reloj de {event.name} en pausa: {where.es}")


@action("clock_resume")
def resume_clock(act: Action, tournament_id: int) -> None:
    """Run the clock on from where it was paused."""
    event, levels, reading = _press(
        act, tournament_id, lambda levels, state: clock.resume(levels, state, act.now))
    where = _where_now(levels, reading)
    act.done(f"Clock of {event.name} resumed: {where.en}",
             f"Reloj de {event.name} reanudado: {where.es}")


def _shown_level(levels: Sequence[Level], state: ClockState | None, now: datetime,
                 level: int | None) -> None:
    """Refuse a press made on a level the clock is no longer on (another desk moved it,
    or its time ran out), rather than move one level more than the desk meant."""
    if level is None:
        return
    if isinstance(level, bool) or not isinstance(level, int):
        raise refuse(f"{lookup.shown(level)} is not a level of the structure; look at the "
                     "clock again.",
                     f"{lookup.shown(level)} no es un nivel de la estructura; mire el reloj "
                     "de nuevo.", "level")
    if state is None or not levels:
        return
    on = read_clock(levels, state, now).level
    if on != level:
        where = _level_text(levels, on)
        raise refuse(f"the clock is already on {where.en} (another desk moved it, or the "
                     "level's time ran out). Look at the clock again.",
                     f"el reloj ya está en el {where.es} (otro puesto lo movió, o se acabó el "
                     "tiempo del nivel). Mire el reloj de nuevo.", "clock")


@action("clock_next_level")
def next_level(act: Action, tournament_id: int, *, level: int | None = None) -> None:
    """Move on to the next level with all its time, running or paused as the clock
    was. ``level``: the level (index) the desk showed, refused if the clock left it."""

    def command(levels: Sequence[Level], state: ClockState | None) -> ClockState:
        _shown_level(levels, state, act.now, level)
        return clock.next_level(levels, state, act.now)

    event, levels, reading = _press(act, tournament_id, command)
    where = _where_now(levels, reading)
    act.done(f"Clock of {event.name} moved on to {where.en}",
             f"Reloj de {event.name} pasa al {where.es}")


@action("clock_previous_level")
def previous_level(act: Action, tournament_id: int, *, level: int | None = None) -> None:
    """Go back to the level before, from its start. ``level`` as ``next_level``."""

    def command(levels: Sequence[Level], state: ClockState | None) -> ClockState:
        _shown_level(levels, state, act.now, level)
        return clock.previous_level(levels, state, act.now)

    event, levels, reading = _press(act, tournament_id, command)
    where = _where_now(levels, reading)
    act.done(f"Clock of {event.name} back to {where.en}",
             f"Reloj de {event.name} vuelve al {where.es}")


@action("clock_add_time")
def add_clock_time(act: Action, tournament_id: int, seconds: int) -> None:
    """``seconds`` more on the level on (fewer, when negative)."""
    if isinstance(seconds, bool) or not isinstance(seconds, int):
        raise refuse(f"{lookup.shown(seconds)} is not a number of seconds; give a whole "
                     "number, negative to take time off.",
                     f"{lookup.shown(seconds)} no es un número de segundos; indique un número "
                     "entero, negativo para quitar tiempo.", "seconds")
    event, levels, reading = _press(
        act, tournament_id,
        lambda levels, state: clock.add_time(levels, state, act.now, seconds))
    where = _where_now(levels, reading)
    how = duration_text(abs(seconds))
    if seconds > 0:
        act.done(f"Clock of {event.name}: {how} added, {where.en}",
                 f"Reloj de {event.name}: se añaden {how}, {where.es}")
    else:
        act.done(f"Clock of {event.name}: {how} taken off, {where.en}",
                 f"Reloj de {event.name}: se quitan {how}, {where.es}")


# --- prizes ------------------------------------------------------------------------------

# The prize settings' amounts, with their names in both languages.
_AMOUNTS = (("buy_in", "buy-in", "la entrada"), ("rebuy", "rebuy", "la recompra"),
            ("add_on", "add-on", "el add-on"),
            ("rebuy_chips", "rebuy's chips", "las fichas de la recompra"),
            ("add_on_chips", "add-on's chips", "las fichas del add-on"))


def _amount(raw: object, field: str, en: str, es: str, *, allow_zero: bool) -> Decimal:
    number = (isinstance(raw, int) and not isinstance(raw, bool)) or (
        isinstance(raw, Decimal) and raw.is_finite())
    if number and raw < 0:  # type: ignore[operator]
        raise refuse(f"the {en} cannot be negative; type 0 or more.",
                     f"{es} no puede ser negativo; escriba 0 o más.", field)
    return lookup.amount(raw, field, what_en=en, what_es=es, allow_zero=allow_zero)


@action("tournament_prizes")
def set_prizes(act: Action, tournament_id: int, prizes: PrizeSettings) -> None:
    """What an entry, a rebuy and an add-on put in the prize pool and in chips, and the
    chip the prizes are rounded to. The counts of rebuys and add-ons in ``prizes`` are
    not used: ``record_rebuys``/``record_add_ons`` keep them (see the module)."""
    if not isinstance(prizes, PrizeSettings):
        raise refuse("give the prize settings: buy-in, rebuy, add-on and chip.",
                     "indique los premios: entrada, recompra, add-on y ficha.", "prizes")
    values = {key: _amount(getattr(prizes, key), key, en, es, allow_zero=True)
              for key, en, es in _AMOUNTS}
    chip = _amount(prizes.chip, "chip", "chip prizes are rounded to",
                   "la ficha a la que se redondean los premios", allow_zero=False)
    event = tournament(act.session, tournament_id)
    row = _row(act, event)
    for key, value in values.items():
        setattr(row, key, value)
    row.chip = chip

    def money(key: str) -> str:
        return amount_text(values[key])

    en, es = [f"buy-in {money('buy_in')}"], [f"entrada {money('buy_in')}"]
    if values["rebuy"] or values["rebuy_chips"]:
        en.append(f"rebuy {money('rebuy')} ({money('rebuy_chips')} chips)")
        es.append(f"recompra {money('rebuy')} ({money('rebuy_chips')} fichas)")
    if values["add_on"] or values["add_on_chips"]:
        en.append(f"add-on {money('add_on')} ({money('add_on_chips')} chips)")
        es.append(f"add-on {money('add_on')} ({money('add_on_chips')} fichas)")
    act.done(f"Prizes of {event.name}: {', '.join(en)}; prizes rounded to "
             f"{amount_text(chip)}",
             f"Premios de {event.name}: {', '.join(es)}; premios redondeados a "
             f"{amount_text(chip)}")


def _count(raw: object) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw == 0 or abs(raw) > MAX_COUNT:
        raise refuse(f"give how many to add (or, negative, to take off), from 1 to "
                     f"{MAX_COUNT:,}; not {lookup.shown(raw)}.",
                     f"indique cuántas se añaden (o, en negativo, se quitan), de 1 a "
                     f"{MAX_COUNT:,}; no {lookup.shown(raw)}.", "count")
    return raw


def _record(act: Action, tournament_id: int, count: object, key: str,
            one: Text, many: Text, ending: str) -> None:
    """Add ``count`` to the rebuys or add-ons sold; ``ending`` is the Spanish word's
    gender (``a``: "recompras anotadas", ``o``: "add-ons anotados")."""
    added = _count(count)
    event = tournament(act.session, tournament_id)
    row = _row(act, event)
    had: int = getattr(row, key)
    total = had + added

    def es(n: int, participle: str) -> str:
        return f"{counted(n, one.es, many.es)} {participle}{ending}{'' if n == 1 else 's'}"

    if total < 0:
        raise refuse(f"{event.name} has {counted(had, one.en, many.en)} recorded; "
                     f"{counted(-added, one.en, many.en)} cannot be taken off.",
                     f"{event.name} tiene {es(had, 'anotad')}; no se pueden quitar "
                     f"{counted(-added, one.es, many.es)}.", "count")
    setattr(row, key, total)
    if added > 0:
        act.done(f"{counted(added, one.en, many.en)} recorded in {event.name} ({total} in all)",
                 f"{es(added, 'anotad')} en {event.name} ({total} en total)")
    else:
        act.done(f"{counted(-added, one.en, many.en)} taken off in {event.name} ({total} in "
                 "all)", f"{es(-added, 'quitad')} en {event.name} ({total} en total)")


@action("tournament_rebuys")
def record_rebuys(act: Action, tournament_id: int, count: int) -> None:
    """``count`` more rebuys sold (negative: a correction; never below none)."""
    _record(act, tournament_id, count, "rebuys", Text("rebuy", "recompra"),
            Text("rebuys", "recompras"), "a")


@action("tournament_add_ons")
def record_add_ons(act: Action, tournament_id: int, count: int) -> None:
    """``count`` more add-ons sold (negative: a correction; never below none)."""
    _record(act, tournament_id, count, "add_ons", Text("add-on", "add-on"),
            Text("add-ons", "add-ons"), "o")


# --- payout tables -----------------------------------------------------------------------


def _checked_payouts(rows: object) -> tuple[PayoutRow, ...]:
    """``rows`` (``PayoutRow``s, or their JSON) if they make a payout table."""
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Sequence):
        raise refuse("give the payout table as a list of rows.",
                     "indique la tabla de premios como una lista de filas.", "payouts")
    with policy():
        if rows and all(isinstance(row, Mapping) for row in rows):
            return payouts_from_json(list(rows))
        if not all(isinstance(row, PayoutRow) for row in rows):
            raise refuse("give the payout table as a list of rows.",
                         "indique la tabla de premios como una lista de filas.", "payouts")
        return check_payout_table(rows)


def _entries(session: Session, event: Tournament) -> int:
    return int(session.execute(select(func.count(TournamentEntry.id)).where(
        TournamentEntry.tournament_id == event.id)).scalar_one())


def _house_table(session: Session) -> tuple[PayoutRow, ...]:
    row = session.get(HouseSetting, HOUSE_PAYOUTS_KEY)
    if row is None:
        return DEFAULT_PAYOUTS
    with policy():
        return payouts_from_json(row.value)


@action("tournament_payouts")
def set_payouts(act: Action, tournament_id: int,
                rows: Sequence[PayoutRow] | None) -> None:
    """The tournament's own payout table, or None to pay by the house's. Refused when
    the table has no row for the entries the tournament has now."""
    table = None if rows is None else _checked_payouts(rows)
    event = tournament(act.session, tournament_id)
    entries = _entries(act.session, event)
    if table is not None and entries >= 2:
        with policy():
            payout_row(table, entries)
    row = _row(act, event)
    row.payouts = None if table is None else payouts_to_json(table)
    if table is None:
        act.done(f"{event.name} pays by the house's payout table",
                 f"{event.name} paga según la tabla de premios de la casa")
    else:
        act.done(f"{event.name} pays by its own payout table "
                 f"({counted(len(table), 'row', 'rows')})",
                 f"{event.name} paga según su propia tabla de premios "
                 f"({counted(len(table), 'fila', 'filas')})")


@action("house_payouts")
def set_house_payouts(act: Action, rows: Sequence[PayoutRow] | None) -> None:
    """The house's payout table, which every tournament without its own pays by; None
    goes back to the table floorman ships."""
    table = None if rows is None else _checked_payouts(rows)
    stored = act.session.get(HouseSetting, HOUSE_PAYOUTS_KEY)
    if table is None:
        if stored is not None:
            act.delete(stored)
        act.done("The house's payout table is floorman's own again",
                 "La tabla de premios de la casa vuelve a ser la de floorman")
        return
    if stored is None:
        act.add(HouseSetting(key=HOUSE_PAYOUTS_KEY, value=payouts_to_json(table)))
    else:
        act.track(stored)
        stored.value = payouts_to_json(table)
    act.done(f"The house's payout table changed ({counted(len(table), 'row', 'rows')})",
             f"Cambió la tabla de premios de la casa ({counted(len(table), 'fila', 'filas')})")


# --- reads -------------------------------------------------------------------------------


def house_payouts(desk: Desk) -> tuple[PayoutRow, ...]:
    """The house's payout table (floorman's own until the house sets one).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        return _house_table(session)


def clock_view(desk: Desk, tournament_id: int) -> ClockView:
    """The tournament's structure, stored clock, figures, prizes, payout table and places.

    Raises:
        FloorError: there is no such tournament.
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        # The head first: a change written while this reads is read again on the next
        # poll rather than missed.
        version = audit_head(session)
        event = tournament(session, tournament_id)
        row = session.get(TournamentClock, event.id)
        counts = dict(session.execute(
            select(TournamentEntry.state, func.count(TournamentEntry.id))
            .where(TournamentEntry.tournament_id == event.id)
            .group_by(TournamentEntry.state)).all())
        entries = sum(counts.values())
        remaining = (event.remaining if event.drawn_at is not None
                     else counts.get(REGISTERED, 0))
        own = row.payouts if row is not None else None
        with policy():
            payouts = payouts_from_json(own) if own is not None else _house_table(session)
        prizes = PrizeSettings() if row is None else PrizeSettings(
            buy_in=row.buy_in, rebuy=row.rebuy, add_on=row.add_on,
            rebuy_chips=row.rebuy_chips, add_on_chips=row.add_on_chips, rebuys=row.rebuys,
            add_ons=row.add_ons, chip=row.chip)
        return ClockView(
            tournament_id=event.id, name=event.name, levels=_levels(row), state=_state(row),
            entries=entries, remaining=remaining, starting_stack=event.starting_stack,
            prizes=prizes, payouts=payouts, places=_places(session, event), version=version,
            own_payouts=own is not None, finished=event.finished_at is not None)


def clock_figures(view: ClockView, now: datetime, lang: Lang = "en") -> dict[str, Any]:
    """The clock at ``now`` as plain JSON-able figures (``floorman tournament clock NAME
    show``): the level on and its blinds, the time left, the time to the next break, the
    entries, players left and the prize pool. Amounts are text, as people write them."""
    reading = view.reading(now)
    figures: dict[str, Any] = {"tournament": view.name, "started": reading is not None}
    if reading is not None:
        level = view.levels[reading.level]
        following = (view.levels[reading.level + 1]
                     if reading.level + 1 < len(view.levels) else None)
        figures.update(
            running=reading.running, ended=reading.ended,
            level=level_numbers(view.levels)[reading.level], row=reading.level + 1,
            is_break=level.is_break, blinds=level.blinds_text(lang),
            small_blind=amount_text(level.small_blind),
            big_blind=amount_text(level.big_blind), ante=amount_text(level.ante),
            big_blind_ante=level.big_blind_ante, left=reading.text(),
            left_ms=reading.left_ms, to_break_ms=view.to_break_ms(now),
            next=following.blinds_text(lang) if following is not None else None)
    figures.update(finished=view.finished, entries=view.entries, remaining=view.remaining,
                   pool=amount_text(view.pool))
    return figures
