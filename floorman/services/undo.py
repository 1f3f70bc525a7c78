"""Undo and redo of floor actions, from the audit log.

Every audit entry holds the rows it changed, before and after. Undoing an entry puts
the ``before`` rows back, as a new logged action; redoing is undoing the undo. An
entry can be undone only while its rows are still as it left them: if a later action
changed them, that one must be undone first, and the refusal says which. An entry
is reverted once: undoing it again (from another desk, say) is refused, saying who
already did it and when.
"""

from __future__ import annotations

import functools
from typing import Any

from sqlalchemy import Select, UniqueConstraint, bindparam, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, aliased

from floorman.services import lookup
from floorman.services.desk import (
    Action,
    Change,
    Desk,
    refuse,
    row_snapshot,
    row_values,
    run_action,
)
from floorman.store.models import AuditEntry, Base, CardTable, Seat, load_every_model


def _model(table: str) -> type[Base]:
    load_every_model()  # a tournament's action may be undone before this desk loaded them
    for mapper in Base.registry.mappers:
        model: type[Base] = mapper.class_
        if model.__tablename__ == table:
            return model
    raise KeyError(table)


def _get(session: Session, model: type[Base], row_id: str) -> Base | None:
    key_type = model.__mapper__.primary_key[0].type.python_type
    return session.get(model, key_type(row_id))


def _later_change(session: Session, entry: AuditEntry, table: str, row_id: str) -> str:
    """The summary of the newest later action that changed that row."""
    later = session.execute(
        select(AuditEntry).where(AuditEntry.id > entry.id).order_by(AuditEntry.id.desc())
    ).scalars()
    for candidate in later:
        if row_id in candidate.after.get(table, {}):
            return candidate.summary_en
    return "a later action"


def _changed_since(session: Session, entry: AuditEntry, table: str, row_id: str) -> Exception:
    """Why ``entry`` cannot be undone now that a row it left was changed since. A
    tournament move stands once the next hand starts at either of its tables (the hand
    changes the table's row): the refusal says so rather than asking to undo the hand."""
    for row_key, left in entry.after.get("tournament_tables", {}).items():
        current = _get(session, _model("tournament_tables"), row_key)
        now = row_snapshot(current) if current is not None else None
        if left is not None and now is not None and now.get("hands") != left.get("hands"):
            what = _later_change(session, entry, "tournament_tables", row_key)
            number = now.get("number")
            return refuse(
                f"cannot undo '{entry.summary_en}': a new hand started at table {number} since "
                f"({what}). A move can be undone only until the next hand starts at either "
                "table.",
                f"no se puede deshacer '{entry.summary_es}': después empezó una mano nueva en "
                f"la mesa {number}. Un traslado solo se puede deshacer hasta que empiece la "
                "mano siguiente en cualquiera de las dos mesas.",
            )
    what = _later_change(session, entry, table, row_id)
    return refuse(
        f"cannot undo '{entry.summary_en}': the floor changed since ({what}). "
        "Undo the later action first.",
        f"no se puede deshacer '{entry.summary_es}': la sala cambió después. "
        "Deshaga primero la acción posterior.",
    )


def _put_back(act: Action, entry: AuditEntry) -> None:
    session = act.session
    deletes, updates, inserts = [], [], []
    for table, rows in entry.after.items():
        model = _model(table)
        for row_id, left in rows.items():
            current = _get(session, model, row_id)
            now = row_snapshot(current) if current is not None else None
            if now != left:
                raise _changed_since(session, entry, table, row_id)
            wanted: dict[str, Any] | None = entry.before.get(table, {}).get(row_id)
            if wanted is None:
                assert current is not None
                deletes.append(current)
            elif current is None:
                inserts.append(model(**row_values(model, wanted)))
            else:
                updates.append((current, row_values(model, wanted)))
    # Rows go in after the rows they refer to and out before them (a walk-in's list
    # entry before the new player), whatever order the action logged them in.
    order = {table.name: n for n, table in enumerate(Base.metadata.sorted_tables)}
    deletes.sort(key=lambda row: order[row.__tablename__], reverse=True)
    inserts.sort(key=lambda row: order[row.__tablename__])
    try:
        # A savepoint, so a row that later actions still need (a player now on a list)
        # fails only the put-back, and the refusal below is what the desk sees.
        with session.begin_nested():
            for row in deletes:
                act.delete(row)
                session.flush()
            _lift(act, updates)
            # Last changed first, one row at a time: an action that shifted rows one by
            # one (the seats renumbered when an extra seat goes, RRoP 2.iii.7) is put
            # back in the reverse order, so no two rows meet on one seat on the way.
            for row, values in reversed(updates):
                act.track(row)
                for key, value in values.items():
                    setattr(row, key, value)
                session.flush()
            for row in inserts:
                act.add(row)
    except IntegrityError:
        raise refuse(
            f"cannot undo '{entry.summary_en}': later actions depend on it. Undo them first.",
            f"no se puede deshacer '{entry.summary_es}': acciones posteriores dependen de ella. "
            "Deshágalas primero.",
        ) from None
    # A seat put back must be at an open table: a table closed since (its own row is
    # not one this entry changed) would otherwise get a player or a hold back.
    for row in [*inserts, *(row for row, _ in updates)]:
        if isinstance(row, Seat):
            shut = session.get(CardTable, row.table_id)
            if shut is not None and not shut.is_open:
                raise refuse(
                    f"cannot undo '{entry.summary_en}': table {shut.number} was closed since. "
                    "Reopen it first, then undo.",
                    f"no se puede deshacer '{entry.summary_es}': la mesa {shut.number} se "
                    "cerró después. Reábrala primero y luego deshaga.",
                )


def _lift(act: Action, updates: list[tuple[Base, dict[str, Any]]]) -> None:
    """Take the rows going back first out of the unique places they change, where the
    columns may be empty (a tournament entrant's table and seat): rows that traded places
    (a redraw deals seats others held) then never meet on the way back."""
    lifted = False
    for row, values in updates:
        for constraint in row.__table__.constraints:  # type: ignore[attr-defined]
            if not isinstance(constraint, UniqueConstraint):
                continue
            columns = list(constraint.columns)
            if not all(c.nullable for c in columns) or all(
                    getattr(row, c.key) == values.get(c.key) for c in columns):
                continue
            act.track(row)
            for column in columns:
                setattr(row, column.key, None)
            lifted = True
    if lifted:
        act.session.flush()


def revert(desk: Desk, audit_id: int) -> Change:
    """Undo the action logged as ``audit_id`` (or redo it, if it was an undo).

    Two desks undoing the same action at once undo it once: the second is told it was
    already undone (the store's isolation makes them take turns; see
    ``floorman.store.database``).
    """

    def put_back(act: Action) -> None:
        entry = lookup.get(act.session, AuditEntry, audit_id)
        if entry is None:
            raise refuse("there is nothing to undo with that number.",
                         "no hay nada que deshacer con ese número.")
        act.name = "redo" if entry.action == "undo" else "undo"
        _not_reverted_yet(act.session, entry, act.name)
        _put_back(act, entry)
        act.reverts = entry.id
        # Said of the floor action itself, however many undos and redos stand between:
        # "Undone: Ana López is away", never "Undid: Redid: ...".
        original = _original(act.session, entry)
        if act.name == "undo":
            act.done(f"Undone: {original.summary_en}", f"Deshecho: {original.summary_es}")
        else:
            act.done(f"Redone: {original.summary_en}", f"Rehecho: {original.summary_es}")

    return run_action(desk, "undo", put_back)


def _original(session: Session, entry: AuditEntry) -> AuditEntry:
    """The floor action an undo or redo chain started from (``entry`` itself when it
    is not an undo or a redo)."""
    seen = {entry.id}
    while entry.action in ("undo", "redo") and entry.reverts is not None:
        earlier = session.get(AuditEntry, entry.reverts)
        if earlier is None or earlier.id in seen:
            break
        seen.add(earlier.id)
        entry = earlier
    return entry


@functools.cache
def _standing_reverts() -> Select[AuditEntry]:
    """The reverts of the audit row ``:entry`` that were not reverted since, newest
    first. Asked on every undo and redo: built once (with its alias, building it costs
    more than running it)."""
    later = aliased(AuditEntry)
    return (select(AuditEntry)
            .where(AuditEntry.reverts == bindparam("entry"),
                   ~select(later.id).where(later.reverts == AuditEntry.id).exists())
            .order_by(AuditEntry.id.desc()))


def _not_reverted_yet(session: Session, entry: AuditEntry, name: str) -> None:
    """Refuse to revert ``entry`` again while an earlier revert of it still stands (one
    that was not itself reverted since)."""
    standing = session.execute(_standing_reverts(), {"entry": entry.id}).scalars().first()
    if standing is None:
        return
    at = standing.at.astimezone().strftime("%H:%M:%S")  # the desk's own clock time
    if name == "undo":
        raise refuse(f"'{entry.summary_en}' was already undone (by {standing.actor} at {at}); "
                     "nothing was changed.",
                     f"'{entry.summary_es}' ya se deshizo (lo hizo {standing.actor} a las "
                     f"{at}); no se cambió nada.")
    raise refuse(f"that action was already redone (by {standing.actor} at {at}); nothing was "
                 "changed.",
                 f"esa acción ya se rehízo (lo hizo {standing.actor} a las {at}); no se cambió "
                 "nada.")
