"""Who did what: the supervisor working the desk, and the audit log read back as history.

Every floor action's audit row names the supervisor working the desk (``Desk.actor``),
checked here like a player's name (``supervisor_name``). ``history_page`` reads the log
newest first, one page at a time, filtered by table, player, supervisor and period.

Why the filters are fast and exact. The log may hold half a million rows, so nothing is
read whole: a page is ``ORDER BY at DESC, id DESC LIMIT n`` on the index on
``audit_log.at`` (whose entries carry the row id, so the order is read straight off the
index), and the next page starts after the last row shown (keyset paging: no OFFSET,
which would count past every earlier row). The period is a range on that index. A table
or a player is found in the rows the entry changed, its ``before`` and ``after``
documents, not in the summary: summaries say "table 1", which "table 12" also contains,
and name players as they were called at the time, before a rename. The documents are
JSON written by ``json.dumps`` (keys quoted, ``": "`` after a key, ``", "`` or ``"}"``
after a value), so a test on their text such as ``"player_id": 5,`` is exact: the
quote before the key cannot come from inside a string value, where every quote is
escaped (``\\"``), and the comma or brace after the number stops 5 from matching 51.
A player's own row is ``{"id": 5, "name": ``: every table's rows begin with their id,
but only the players' rows go on with their name. Such a test is a substring search
the database runs on each row as it walks the index, with no JSON decoding, which is
what keeps a rare player's history quick to page through: the database stops as soon
as the page is full.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, bindparam, cast, func, or_, select, tuple_
from sqlalchemy import Text as TextType
from sqlalchemy.orm import Session

from floorman.floor.names import fold
from floorman.services import lookup
from floorman.services.desk import Desk, answering, refuse
from floorman.store.models import AuditEntry, Base, CardTable, Player, load_every_model
from floorman.text import Text

SUPERVISOR_LENGTH = 40  # the width of audit_log.actor
PAGE = 200
# A name typed in the player filter may match many players; past this many the filter
# would be a long list of tests on every row, and the floor would not read the result.
PLAYERS_MATCHED = 40


def supervisor_name(raw: object) -> str:
    """The supervisor's name as it is kept on every audit row and ruling.

    Checked like a player's name (``floor.names.check_name``: no control characters or
    text-direction controls, invisible characters removed, spaces tidied).

    Raises:
        FloorError: the name is empty, only spaces, longer than the audit column, or
            holds a character a name may not hold (field ``supervisor``).
    """
    checked = (lookup.typed_name(raw, "supervisor", what_en="the supervisor's name",
                                 what_es="el nombre del supervisor")
               if isinstance(raw, str) else None)
    if checked is None or not checked.text:
        raise refuse("the supervisor's name is empty. Type the name of the supervisor "
                     "working this desk.",
                     "el nombre del supervisor está vacío. Escriba el nombre del supervisor "
                     "que atiende este puesto.", "supervisor")
    if len(checked.text) > SUPERVISOR_LENGTH:
        raise refuse(f"the supervisor's name is longer than {SUPERVISOR_LENGTH} characters. "
                     "Shorten it (a first name and an initial is enough).",
                     f"el nombre del supervisor tiene más de {SUPERVISOR_LENGTH} caracteres. "
                     "Acórtelo (basta un nombre y una inicial).", "supervisor")
    return checked.text


@dataclass(frozen=True)
class HistoryFilter:
    """Which audit entries to list; every field left empty lists them all.

    Attributes:
        table_number: actions that changed that table or a seat at it (or a ruling
            recorded for it).
        player: a name or nickname as typed: actions about any player it matches
            (every word begins a word of the name or the nickname, accents and case
            ignored).
        player_id: actions about that one player (the player card's history).
        supervisor: actions by that supervisor (case ignored).
        since: actions at or after this moment.
        until: actions before this moment.
    """

    table_number: int | None = None
    player: str = ""
    player_id: int | None = None
    supervisor: str = ""
    since: datetime | None = None
    until: datetime | None = None


@dataclass(frozen=True)
class Revert:
    """An undo or redo of an entry: who made it and when."""

    id: int
    at: datetime
    supervisor: str


@dataclass(frozen=True)
class LogLine:
    """One audit entry as the History view shows it.

    Attributes:
        id: the entry's number.
        at: when it was written (UTC).
        supervisor: who made it.
        action: the action's name (``seat_player``, ``undo``, ``redo``...).
        summary: what it did, in both languages.
        reverts: the entry this one undid or redid, for an undo or a redo.
        reverted: the undo (or redo) of this entry that still stands, if any: this
            entry's effect is undone now.
        was_reverted: the entry was reverted once and that revert was itself reverted
            (an action undone, then redone).
    """

    id: int
    at: datetime
    supervisor: str
    action: str
    summary: Text
    reverts: int | None
    reverted: Revert | None
    was_reverted: bool

    @property
    def is_revert(self) -> bool:
        return self.reverts is not None


Cursor = tuple[datetime, int]


@dataclass(frozen=True)
class HistoryPage:
    """A page of the history, newest first, and where the next one starts (None: no
    more entries)."""

    lines: tuple[LogLine, ...]
    next: Cursor | None


def _number(value: int) -> str:
    return str(int(value))


def _value_tests(key: str, value: int) -> list[str]:
    """The texts of ``"key": value`` as json.dumps writes it: followed by the next key,
    or by the end of the row where ``key`` is some table's last column (each test is
    one more search through every row, so only the ones that can occur are made)."""
    tests = [f'"{key}": {_number(value)},']
    load_every_model()
    if any(list(mapper.column_attrs)[-1].key == key for mapper in Base.registry.mappers):
        tests.append(f'"{key}": {_number(value)}}}')
    return tests


def _row_start(model: type[Player] | type[CardTable], row_id: int) -> str:
    """How ``json.dumps`` begins the snapshot of a row of ``model`` with id ``row_id``:
    its id, then its second column, in the order ``row_snapshot`` writes them."""
    columns = [attr.key for attr in model.__mapper__.column_attrs]
    return f'{{"id": {_number(row_id)}, "{columns[1]}": '


def player_texts(player_id: int) -> list[str]:
    """What the changed rows of an action about the player contain (see the module)."""
    return [_row_start(Player, player_id), *_value_tests("player_id", player_id)]


def table_texts(table_id: int, table_number: int) -> list[str]:
    """What the changed rows of an action at the table contain: the table's own row,
    its seats, a table change asked for it, a ruling recorded for it."""
    return [_row_start(CardTable, table_id), *_value_tests("table_id", table_id),
            *_value_tests("to_table_id", table_id),
            *_value_tests("table_number", table_number)]


def _mentions(texts: list[str]) -> ColumnElement[bool]:
    documents = (cast(AuditEntry.before, TextType), cast(AuditEntry.after, TextType))
    return or_(*(document.contains(text, autoescape=True)
                 for text in texts for document in documents))


def players_named(session: Session, typed: str) -> list[int]:
    """The players whose name or nickname ``typed`` matches (every typed word begins a
    word of it, accents and case ignored).

    Raises:
        FloorError: more than ``PLAYERS_MATCHED`` players match (field ``player``).
    """
    words = fold(typed).split()
    if not words:
        return []
    tests = []
    for word in words:
        for column in (Player.search_name, Player.search_nickname):
            tests.append(column.startswith(word, autoescape=True))
            tests.append(column.contains(" " + word, autoescape=True))
    # Every word must match, in the name or the nickname.
    per_word = [or_(*tests[index * 4:index * 4 + 4]) for index in range(len(words))]
    found = list(session.execute(
        select(Player.id).where(*per_word).order_by(Player.id).limit(PLAYERS_MATCHED + 1)
    ).scalars())
    if len(found) > PLAYERS_MATCHED:
        raise refuse(f"more than {PLAYERS_MATCHED} players match '{typed.strip()}'. Type "
                     "more of the name.",
                     f"más de {PLAYERS_MATCHED} jugadores coinciden con '{typed.strip()}'. "
                     "Escriba más del nombre.", "player")
    return found


class NoMatch(Exception):
    """The filter names a table or a player that is not on file: nothing can match."""


def _conditions(session: Session, wanted: HistoryFilter) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if wanted.since is not None:
        conditions.append(AuditEntry.at >= wanted.since)
    if wanted.until is not None:
        conditions.append(AuditEntry.at < wanted.until)
    if wanted.supervisor.strip():
        conditions.append(func.lower(AuditEntry.actor) == wanted.supervisor.strip().lower())
    if wanted.table_number is not None:
        number = lookup.whole_number(wanted.table_number, lookup.largest(CardTable.number))
        table_id = None if number is None else session.execute(
            select(CardTable.id).where(CardTable.number == number)).scalar_one_or_none()
        if number is None:
            raise NoMatch
        # A ruling may name a table number no table has any more: keep that test.
        conditions.append(_mentions(table_texts(table_id, number) if table_id is not None
                                    else _value_tests("table_number", number)))
    ids: list[int] = []
    if wanted.player_id is not None:
        if lookup.get(session, Player, wanted.player_id) is None:
            raise NoMatch
        ids.append(wanted.player_id)
    if wanted.player.strip():
        named = players_named(session, wanted.player)
        if not named:
            raise NoMatch
        if ids and ids[0] not in named:
            raise NoMatch
        ids = ids or named
    if ids:
        conditions.append(_mentions([text for pid in ids for text in player_texts(pid)]))
    return conditions


def history_page(desk: Desk, wanted: HistoryFilter = HistoryFilter(), *,
                 after: Cursor | None = None, limit: int = PAGE) -> HistoryPage:
    """A page of the audit log, newest first, that ``wanted`` selects, starting after
    ``after`` (the ``next`` of the page before).

    Raises:
        FloorError: the filter cannot be used as typed (too many players match).
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        try:
            conditions = _conditions(session, wanted)
        except NoMatch:
            return HistoryPage((), None)
        if after is not None:
            conditions.append(tuple_(AuditEntry.at, AuditEntry.id) < tuple_(
                bindparam(None, after[0], type_=AuditEntry.at.type), after[1]))
        rows = session.execute(
            select(AuditEntry.id, AuditEntry.at, AuditEntry.actor, AuditEntry.action,
                   AuditEntry.summary_en, AuditEntry.summary_es, AuditEntry.reverts)
            .where(*conditions)
            .order_by(AuditEntry.at.desc(), AuditEntry.id.desc())
            .limit(limit + 1)
        ).all()
        more = len(rows) > limit
        rows = rows[:limit]
        reverts = _reverts(session, [row.id for row in rows])
    lines = []
    for row in rows:
        standing, undone_once = reverts.get(row.id, (None, False))
        lines.append(LogLine(row.id, row.at, row.actor, row.action,
                             Text(row.summary_en, row.summary_es), row.reverts, standing,
                             undone_once))
    last = lines[-1] if lines else None
    return HistoryPage(tuple(lines), (last.at, last.id) if more and last else None)


def _reverts(session: Session, ids: list[int]) -> dict[int, tuple[Revert | None, bool]]:
    """For each entry of ``ids`` that was reverted: the revert that still stands (None
    when that revert was itself reverted), and True."""
    if not ids:
        return {}
    first = session.execute(
        select(AuditEntry.id, AuditEntry.at, AuditEntry.actor, AuditEntry.reverts)
        .where(AuditEntry.reverts.in_(ids)).order_by(AuditEntry.id)
    ).all()
    if not first:
        return {}
    reverted_again = set(session.execute(
        select(AuditEntry.reverts).where(AuditEntry.reverts.in_([row.id for row in first]))
    ).scalars())
    found: dict[int, tuple[Revert | None, bool]] = {}
    for row in first:
        standing = None if row.id in reverted_again else Revert(row.id, row.at, row.actor)
        previous = found.get(row.reverts, (None, False))[0]
        found[row.reverts] = (standing or previous, True)
    return found


def recent_supervisors(desk: Desk, entries: int = 5000) -> list[str]:
    """The supervisors who made the last ``entries`` actions, most recent first (read
    from the newest rows only, so it stays quick on a long log).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        newest = (select(AuditEntry.actor, AuditEntry.id)
                  .order_by(AuditEntry.id.desc()).limit(entries).subquery())
        rows = session.execute(
            select(newest.c.actor, func.max(newest.c.id).label("last"))
            .group_by(newest.c.actor).order_by(func.max(newest.c.id).desc())
        ).all()
    return [row.actor for row in rows]
