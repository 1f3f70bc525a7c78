"""The audit replay: rebuild the floor from the audit log alone and compare it with the store.

Entries are applied in id order (each entry's ``after``: a row, or null for a deleted
row); each entry's ``before`` must be the row as the log had built it so far, or the log
cannot explain the floor (a lost update shows up here). The rebuilt floor is then
compared row by row with the store: any difference means the log and the floor disagree.
``replay_differences(session)`` does it once over the whole log; an ``AuditReplay`` keeps
the rebuilt floor between calls, so each call applies only the entries written since.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import inspect, select
from sqlalchemy.orm import Session

from floorman.services.desk import row_snapshot
from floorman.store.models import (
    AuditEntry,
    Base,
    CardTable,
    Game,
    HouseSetting,
    Player,
    Seat,
    TableChange,
    WaitlistEntry,
)

# The tables that make up the floor, whose rows the audit log must explain.
FLOOR_TABLES: dict[str, type[Base]] = {
    model.__tablename__: model
    for model in (Game, CardTable, Player, Seat, WaitlistEntry, TableChange, HouseSetting)
}


def stored_row(session: Session, table: str, row_id: str) -> dict[str, Any] | None:
    """The row of a floor table as the store has it now (None when there is none)."""
    model = FLOOR_TABLES[table]
    key_type = model.__mapper__.primary_key[0].type.python_type
    found = session.get(model, key_type(row_id))
    return None if found is None else row_snapshot(found)


def differs(first: dict[str, Any] | None, second: dict[str, Any] | None, first_name: str,
            second_name: str) -> str:
    """How two versions of a row differ, briefly."""
    if first is None or second is None:
        where = second_name if first is None else first_name
        row = second or first or {}
        shown = {key: row[key] for key in list(row)[:5]}
        return f"present only in {where} ({shown}...)"
    columns = [key for key in first.keys() | second.keys() if first.get(key) != second.get(key)]
    return ", ".join(f"{key} {first.get(key)!r} in {first_name} but {second.get(key)!r} in "
                     f"{second_name}" for key in sorted(columns))


class AuditReplay:
    """The floor as the audit log has built it so far, kept between calls."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, dict[str, Any]]] = {t: {} for t in FLOOR_TABLES}
        self.replayed_to = 0  # the last audit id applied

    def differences(self, session: Session, *, every_row: bool = True) -> list[str]:
        """Apply the entries written since the last call and say where the log and the
        store disagree. With ``every_row`` every row of the floor is compared; without,
        only the rows those new entries touched (cheap enough for every few rounds of a
        long run)."""
        differences: list[str] = []
        replayed = self.rows
        touched: set[tuple[str, str]] = set()
        entries = session.execute(
            select(AuditEntry.id, AuditEntry.action, AuditEntry.before, AuditEntry.after)
            .where(AuditEntry.id > self.replayed_to).order_by(AuditEntry.id)
        ).all()
        for audit_id, name, before, after in entries:
            for table, rows in after.items():
                if table not in replayed:
                    continue
                for row_id, row in rows.items():
                    touched.add((table, row_id))
                    was = before.get(table, {}).get(row_id)
                    logged = replayed[table].get(row_id)
                    if was != logged:
                        differences.append(
                            f"audit {audit_id} ({name}) found {table} {row_id} as "
                            f"{differs(was, logged, 'it', 'the log')}")
                    if row is None:
                        replayed[table].pop(row_id, None)
                    else:
                        replayed[table][row_id] = row
            self.replayed_to = audit_id
        if every_row:
            for table, model in FLOOR_TABLES.items():
                stored = {str(inspect(obj).identity[0]): row_snapshot(obj)  # type: ignore[index]
                          for obj in session.execute(select(model)).scalars()}
                for row_id in sorted(stored.keys() | replayed[table].keys()):
                    mine, theirs = replayed[table].get(row_id), stored.get(row_id)
                    if mine != theirs:
                        differences.append(f"{table} {row_id}: "
                                           f"{differs(mine, theirs, 'log', 'store')}")
        else:
            for table, row_id in sorted(touched):
                mine, theirs = replayed[table].get(row_id), stored_row(session, table, row_id)
                if mine != theirs:
                    differences.append(f"{table} {row_id}: "
                                       f"{differs(mine, theirs, 'log', 'store')}")
        return differences


def replay_differences(session: Session) -> list[str]:
    """Rebuild the whole floor from the whole audit log and say where it differs from
    the store (an empty list: the log explains the floor)."""
    return AuditReplay().differences(session)
