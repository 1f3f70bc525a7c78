"""The desk: how every floor action touches the store.

A floor action validates first, then writes in one transaction that also appends one
audit-log row (who, when, what, and every changed row before and after). Either all of
it happens or none. When another desk's action at the same moment makes the database
abort it, it runs again on the floor as it now is (``run_action``). The audit log is
the change feed (other windows and desks refresh when its highest id moves) and the
source of undo. The clock and the random source are injected through the ``Desk`` so
tests control time and draws.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, Concatenate, ParamSpec

from sqlalchemy import func, inspect, select
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from floorman.floor.house import HouseSettings
from floorman.store.database import (
    LOCK_TIMEOUT_MS,
    Store,
    damage_refusal,
    must_retry,
    refused_as_read_only,
    store_damaged,
    waited_too_long,
)
from floorman.store.models import AuditEntry, Base, HouseSetting
from floorman.store.types import Money, UTCDateTime
from floorman.text import Text, UserError

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    return datetime.now(UTC)


class FloorError(UserError):
    """A floor action was refused; nothing was written."""


class StoreUnreachable(UserError):
    """The store did not answer a read; what the desk shows may be out of date.

    Attributes:
        reason: what the database said, for the status bar.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(Text(f"the store does not answer ({reason}).",
                              f"la base no responde ({reason})."))
        self.reason = reason


@contextmanager
def answering() -> Iterator[None]:
    """Turn a database that does not answer into ``StoreUnreachable``."""
    try:
        yield
    except SQLAlchemyError as error:
        cause = getattr(error, "orig", None) or error
        raise StoreUnreachable((str(cause).splitlines() or [type(cause).__name__])[0]) from None


def refuse(en: str, es: str, field: str | None = None) -> FloorError:
    """The error for a refused action; the caller raises it."""
    return FloorError(Text(en, es), field)


@dataclass(frozen=True)
class Change:
    """What one floor action changed: its audit entry, its summary and which tables
    of the store it touched (so each view refreshes only if it cares)."""

    audit_id: int
    summary: Text
    touched: frozenset[str]
    new_id: int | None = None
    # Seats (table id, seat number) a player left to sit in another one, e.g. a seated
    # player taking the seat he was called to from another game's list: the desk may
    # propose them in their own game.
    opened: tuple[tuple[int, int], ...] = ()

    @property
    def created_id(self) -> int:
        """The id of the row the action created (player, entry, table...)."""
        if self.new_id is None:
            raise ValueError(f"'{self.summary.en}' created no row")
        return self.new_id


@dataclass
class Desk:
    """The services' view of the world: the store, the time, chance, and who acts."""

    store: Store
    clock: Clock = system_clock
    rng: random.Random = field(default_factory=random.Random)
    actor: str = "floor"

    def now(self) -> datetime:
        moment = self.clock()
        if moment.tzinfo is None:
            raise ValueError("the desk clock must give time-zone aware moments")
        return moment


def house_settings(session: Session) -> HouseSettings:
    settings = HouseSetting.__table__  # Core: the desk's first read configures no mapper
    rows = session.execute(select(settings.c.key, settings.c.value)).all()
    return HouseSettings.from_stored({key: value for key, value in rows})


_HEAD = select(func.coalesce(func.max(AuditEntry.__table__.c.id), 0))


def audit_head(session: Session) -> int:
    """The id of the newest audit entry: the floor's version number (0 when empty).
    Asked on every poll of every desk: one statement built once, run on the session's
    connection (the ORM adds nothing to a single number but its overhead)."""
    return int(session.connection().execute(_HEAD).scalar_one())


RowKey = tuple[str, str]  # (table name, primary key as text)


def row_snapshot(obj: Base) -> dict[str, Any]:
    """A row as JSON-able values, in one canonical form whether the row was just written
    or read back (times as UTC ISO text, amounts without trailing zeros), so undo can
    tell an unchanged row from a changed one."""
    values: dict[str, Any] = {}
    for attr in inspect(obj).mapper.column_attrs:
        value = getattr(obj, attr.key)
        if isinstance(value, datetime):
            value = value.astimezone(UTC).isoformat()
        elif isinstance(value, Decimal):
            value = f"{value.normalize():f}"
        values[attr.key] = value
    return values


def row_values(model: type[Base], snapshot: dict[str, Any]) -> dict[str, Any]:
    """The Python values of a snapshot, for restoring the row."""
    values: dict[str, Any] = {}
    for attr in inspect(model).column_attrs:
        value = snapshot.get(attr.key)
        column_type = attr.columns[0].type
        if value is not None and isinstance(column_type, UTCDateTime):
            value = datetime.fromisoformat(value)
        elif value is not None and isinstance(column_type, Money):
            value = Decimal(value)
        values[attr.key] = value
    return values


def _key(obj: Base) -> RowKey:
    identity = inspect(obj).identity
    if identity is None:
        raise RuntimeError("track rows after they have an id (add them with Action.add)")
    return (obj.__tablename__, str(identity[0]))


class Action:
    """One floor action under way: the session, the moment, and the rows it changes."""

    def __init__(self, desk: Desk, name: str, session: Session) -> None:
        self.desk = desk
        self.name = name
        self.session = session
        self.now = desk.now()
        self.summary: Text | None = None
        self.reverts: int | None = None  # set by undo and redo
        self.new_id: int | None = None  # the id of the row the action created, if any
        self.opened: list[tuple[int, int]] = []  # seats left for another: Change.opened
        self._before: dict[RowKey, dict[str, Any] | None] = {}
        self._rows: dict[RowKey, Base] = {}

    @functools.cached_property
    def house(self) -> HouseSettings:
        """The house settings, read once per action."""
        return house_settings(self.session)

    def track(self, *rows: Base) -> None:
        """Remember rows as they are now, before this action changes them."""
        for row in rows:
            key = _key(row)
            if key not in self._before:
                self._before[key] = row_snapshot(row)
                self._rows[key] = row

    def add(self, row: Base, *, main: bool = False) -> None:
        """Insert a new row (it had no 'before'); ``main`` marks the row the caller
        asked for (the new player, the new entry), whose id the change returns."""
        self.session.add(row)
        self.session.flush()
        key = _key(row)
        self._before.setdefault(key, None)
        self._rows[key] = row
        if main:
            self.new_id = int(key[1])

    def delete(self, row: Base) -> None:
        self.track(row)
        self.session.delete(row)

    def done(self, en: str, es: str) -> None:
        """Say what the action did, for the audit log and the status bar."""
        self.summary = Text(en, es)

    def finish(self) -> Change:
        self.session.flush()
        after: dict[str, dict[str, Any]] = {}
        before: dict[str, dict[str, Any]] = {}
        for key, row in self._rows.items():
            state = inspect(row)
            now = None if (state.deleted or state.was_deleted) else row_snapshot(row)
            if now == self._before[key]:
                continue
            table, row_id = key
            before.setdefault(table, {})[row_id] = self._before[key]
            after.setdefault(table, {})[row_id] = now
        summary = self.summary or Text(self.name, self.name)
        entry = AuditEntry(
            at=self.now,
            actor=self.desk.actor,
            action=self.name,
            summary_en=summary.en,
            summary_es=summary.es,
            before=before,
            after=after,
            reverts=self.reverts,
        )
        self.session.add(entry)
        self.session.flush()
        return Change(entry.id, summary, frozenset(after), self.new_id, tuple(self.opened))


# How often an action is run again after PostgreSQL aborted it for a concurrent desk's
# action (a serialization failure). Each desk's retry waits a short random moment, so
# desks that collided do not collide again in step.
ATTEMPTS = 12
RETRY_PAUSE_S = 0.005
_jitter = random.Random()


def run_action(desk: Desk, name: str, body: Callable[[Action], None]) -> Change:
    """Run one floor action in one transaction with its audit row; its change set.

    ``body(act)`` validates, changes rows through ``act`` and calls ``act.done(...)``.
    When the database aborts the transaction because another desk acted at the same
    moment (PostgreSQL's serialization failures; see ``floorman.store.database``), the
    action runs again from the start on the floor as it now is, so the user never sees
    it; if it then cannot succeed, its own check refuses it with the reason. A
    constraint the database enforces (two desks racing for one seat) is checked once
    more the same way, so the refusal names the seat's new occupant. Whatever the
    database refuses becomes a ``FloorError``; nothing is written.
    """
    if desk.store.read_only:
        raise _read_only()
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with desk.store.writing() as session:
                act = Action(desk, name, session)
                body(act)
                return act.finish()
        except DBAPIError as error:
            again = must_retry(error) or (isinstance(error, IntegrityError) and attempt == 1)
            if not again or attempt == ATTEMPTS:
                raise _refusal(desk.store, error) from None
            time.sleep(_jitter.uniform(0, RETRY_PAUSE_S * attempt))
    raise AssertionError("unreachable: the last attempt returns or raises")


def _read_only() -> FloorError:
    return refuse("this station opens the store read-only; floor actions are made at the "
                  "desk.",
                  "esta estación abre la base solo para lectura; las acciones de sala se "
                  "hacen en el puesto del floor.")


def _refusal(store: Store, error: DBAPIError) -> FloorError:
    """What to tell the user when the database refused the action's transaction."""
    if store_damaged(error):
        return FloorError(damage_refusal(store, error))
    if refused_as_read_only(error):
        return _read_only()
    if waited_too_long(error):
        seconds = LOCK_TIMEOUT_MS // 1000
        return refuse(
            f"another desk kept the same part of the floor busy for more than {seconds} s; "
            "nothing was written. Try again in a moment.",
            f"otro puesto mantuvo ocupada la misma parte de la sala más de {seconds} s; no se "
            "guardó nada. Inténtelo de nuevo en un momento.",
        )
    if must_retry(error):
        return refuse(
            "other desks kept changing the same part of the floor at the same moment; "
            "nothing was written. Look at the floor again and repeat the action.",
            "otros puestos cambiaban la misma parte de la sala en ese momento; no se guardó "
            "nada. Revise la sala y repita la acción.",
        )
    if isinstance(error, IntegrityError):
        return refuse(
            "another desk changed the same seat or list at the same moment; nothing was "
            "written. Look at the floor again and repeat the action.",
            "otro puesto cambió el mismo asiento o lista en ese momento; no se guardó nada. "
            "Revise la sala y repita la acción.",
        )
    reason = (str(error.orig).strip().splitlines() or [type(error.orig).__name__])[0]
    return refuse(
        f"the store did not accept the change ({reason}); nothing was written. Try again in "
        "a moment.",
        f"la base no aceptó el cambio ({reason}); no se guardó nada. Inténtelo de nuevo en "
        "un momento.",
    )


P = ParamSpec("P")


Body = Callable[Concatenate[Action, P], None]
Service = Callable[Concatenate[Desk, P], Change]


def action(name: str) -> Callable[[Body[P]], Service[P]]:
    """Make ``def name(act, ...)`` into the floor action ``name(desk, ...) -> Change``."""

    def wrap(body: Body[P]) -> Service[P]:
        @functools.wraps(body)
        def run(desk: Desk, /, *args: P.args, **kwargs: P.kwargs) -> Change:
            return run_action(desk, name, lambda act: body(act, *args, **kwargs))

        return run

    return wrap
