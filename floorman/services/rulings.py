"""The rulings log: recording the floor's decision on a ruling, finding it again, exporting.

When the assistant has ruled, the supervisor accepts the ruling or overrules it (RRoP
2.i.1 lets the floor decide otherwise in the interest of fairness, and then the
decision the floor made and the reason are written down; the log headlines the floor's
decision), and ``record_ruling`` keeps it with the table, the hand's time, the
players and the supervisor, as one floor action (so it is in the audit log and can be
undone). ``rulings_log`` lists the log newest first, searched word by word without
accents or case on a folded copy of the text (a search keeps each word once, leaves
out words that start another one and takes at most ``SEARCH_WORDS`` words). Each word
is found as the start of a word through the database's own text index (migration
0006_search): SQLite's FTS5, walked newest first, and PostgreSQL's full-text GIN index,
so a rare word costs as little as a common one with 100,000 rulings. Where there is no
index (a SQLite built without FTS5), or a table is chosen (its own index is the shorter
way), one LIKE per word finds the same rulings; ``export_rulings`` writes what was
found as CSV or JSON.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise
from pathlib import Path
from typing import Any

from sqlalchemy import ColumnElement, Integer, column, func, literal_column, select, table
from sqlalchemy import text as sql_text
from sqlalchemy.orm import Session

from floorman.floor.names import CheckedName, code_point, fold
from floorman.rules.ruling import plain
from floorman.rules.walkthroughs import walkthrough
from floorman.services import lookup
from floorman.services.desk import (
    Action,
    Desk,
    FloorError,
    StoreUnreachable,
    action,
    answering,
    house_settings,
    refuse,
)
from floorman.store.migrate import TEXT_INDEX_TABLE
from floorman.store.models import ACCEPTED, OUTCOMES, OVERRULED, CardTable, LoggedRuling
from floorman.text import Lang, Text, UserError

# search_text is in an index; PostgreSQL refuses index entries over about 2,700 bytes.
SEARCH_TEXT_LIMIT = 2000
SUPERVISOR_LENGTH = 80  # the column's width
# More words than this would not find a ruling anyway, and SQLite refuses a query of
# about a thousand conditions ("Expression tree is too large").
SEARCH_WORDS = 20


@dataclass(frozen=True)
class RulingRecord:
    """One recorded ruling, as the log and the printouts show it.

    Attributes:
        id: the ruling's number in the log.
        recorded_at: when the supervisor recorded it (UTC).
        walkthrough: the id of the walk-through that asked the facts.
        kind: the scenario kind (``bet_interpretation``...).
        profile: the house profile it was ruled under (``robert``, ``tda``).
        scenario: the document the engine was given.
        shown: the questions and answers the supervisor saw, each
            ``{"question": {"en", "es"}, "answer": {"en", "es"}}``.
        ruling: the engine's ruling (``Ruling.to_json()``).
        summary: the ruling in one sentence.
        rules: the rule ids it cites.
        outcome: ``accepted`` or ``overruled``.
        reason: why the floor ruled otherwise (or a note on an accepted ruling).
        floor_decision: what the floor decided instead, when it overruled (empty
            otherwise, and on rulings logged before the field existed).
        table_number: the table it happened at, when there was one.
        hand_time: when the hand was played (UTC).
        players: the players involved, as the supervisor wrote them.
        supervisor: who recorded it.
    """

    id: int
    recorded_at: datetime
    walkthrough: str
    kind: str
    profile: str
    scenario: dict[str, Any]
    shown: tuple[dict[str, Any], ...]
    ruling: dict[str, Any]
    summary: Text
    rules: tuple[str, ...]
    outcome: str
    reason: str
    table_number: int | None
    hand_time: datetime
    players: str
    supervisor: str
    floor_decision: str = ""

    def headline(self) -> Text:
        """What the floor ruled, in one sentence: its own decision when it overruled."""
        return decision_headline(self.summary, self.outcome, self.floor_decision)

    def to_json(self) -> dict[str, Any]:
        """The whole record as plain JSON values (times in UTC ISO 8601)."""
        return {
            "id": self.id,
            "recorded_at": self.recorded_at.isoformat(),
            "walkthrough": self.walkthrough,
            "kind": self.kind,
            "profile": self.profile,
            "table_number": self.table_number,
            "hand_time": self.hand_time.isoformat(),
            "players": self.players,
            "supervisor": self.supervisor,
            "outcome": self.outcome,
            "reason": self.reason,
            "floor_decision": self.floor_decision,
            "summary": self.summary.to_json(),
            "rules": list(self.rules),
            "ruling": self.ruling,
            "shown": list(self.shown),
            "scenario": self.scenario,
        }


# -- recording -------------------------------------------------------------------------


def _json_document(value: Any, field: str, what: type) -> Any:
    """``value`` as plain JSON (Decimals, tuples and Texts made plain), so the row reads
    back exactly as written and undo compares like with like."""
    try:
        document = json.loads(json.dumps(plain(value), allow_nan=False))
    except (TypeError, ValueError):
        document = None
    if not isinstance(document, what):
        raise refuse(f"the {field} is not a JSON document floorman can keep. Run the "
                     "walk-through again.",
                     f"el campo {field} no es un documento JSON que floorman pueda guardar. "
                     "Repita la consulta.", field)
    return document


def _is_text(value: Any) -> bool:
    return (isinstance(value, dict) and isinstance(value.get("en"), str)
            and isinstance(value.get("es"), str) and bool(value["en"].strip())
            and bool(value["es"].strip()))


def _check_ruling(ruling: Any) -> tuple[Text, list[str]]:
    rules = ruling.get("rules")
    if (not isinstance(rules, list) or not rules
            or not all(isinstance(rule, str) and rule.strip() for rule in rules)):
        raise refuse("the ruling cites no rule, so it cannot be recorded. Run the walk-through "
                     "again to get a ruling with its rules.",
                     "la resolución no cita ninguna regla y no se puede registrar. Repita la "
                     "consulta para obtener una resolución con sus reglas.", "ruling")
    summary = ruling.get("summary")
    if not _is_text(summary):
        raise refuse("the ruling has no summary in English and Spanish. Run the walk-through "
                     "again.",
                     "la resolución no tiene resumen en inglés y español. Repita la consulta.",
                     "ruling")
    return Text(summary["en"], summary["es"]), rules


def _check_shown(shown: Any) -> None:
    if not all(isinstance(item, dict) and _is_text(item.get("question"))
               and isinstance(item.get("answer"), dict)
               and isinstance(item["answer"].get("en"), str)
               and isinstance(item["answer"].get("es"), str) for item in shown):
        raise refuse("each fact shown needs its question and answer in English and Spanish.",
                     "cada hecho mostrado necesita su pregunta y respuesta en inglés y "
                     "español.", "shown")


def decision_headline(summary: Text, outcome: str, floor_decision: str) -> Text:
    """The ruling as the log and the printout headline it: the floor's own decision
    when it overruled the assistant (and wrote it), else the assistant's ruling."""
    if outcome == OVERRULED and floor_decision.strip():
        return Text(f"Floor ruled: {floor_decision}", f"La sala decidió: {floor_decision}")
    return summary


def _check_decision(act: Action, outcome: str, reason: str, supervisor: str,
                    hand_time: datetime, floor_decision: str = "") -> None:
    if outcome not in OUTCOMES:
        raise refuse("say whether the floor accepted the ruling or overruled it.",
                     "indique si la sala aceptó la resolución o resolvió de otro modo.",
                     "outcome")
    if outcome == OVERRULED and not floor_decision:
        raise refuse("write what the floor decided instead of the assistant's ruling: "
                     "the log and the printed ruling show it first.",
                     "escriba qué decidió la sala en lugar de la resolución del asistente: "
                     "el registro y la resolución impresa lo muestran en primer lugar.",
                     "floor_decision")
    if outcome == OVERRULED and not reason:
        raise refuse("write why the floor ruled otherwise. RRoP 2.i.1 lets the floor decide "
                     "differently in the interest of fairness, and the log must say why.",
                     "escriba por qué la sala resolvió de otro modo. RRoP 2.i.1 permite a la "
                     "sala decidir distinto en interés de la equidad, y el registro debe "
                     "decir por qué.", "reason")
    if not supervisor:
        raise refuse("write the name of the supervisor who made the ruling.",
                     "escriba el nombre del supervisor que dio la resolución.", "supervisor")
    if len(supervisor) > SUPERVISOR_LENGTH:
        raise refuse(f"write the supervisor's name in at most {SUPERVISOR_LENGTH} letters.",
                     f"escriba el nombre del supervisor en {SUPERVISOR_LENGTH} letras como "
                     "máximo.", "supervisor")
    if not isinstance(hand_time, datetime) or hand_time.tzinfo is None:
        raise refuse("give the time of the hand with its time zone.",
                     "indique la hora de la mano con su zona horaria.", "hand_time")
    if hand_time > act.now:
        raise refuse("the hand's time is later than now. Correct the time of the hand.",
                     "la hora de la mano es posterior a la actual. Corrija la hora de la mano.",
                     "hand_time")


def _check_source(walkthrough: str, kind: str) -> None:
    for field, value, most in (("walkthrough", walkthrough, 60), ("kind", kind, 40)):
        if not isinstance(value, str) or not value or len(value) > most:
            raise refuse(f"the ruling does not say which {field} it came from. Run the "
                         "walk-through again.",
                         f"la resolución no indica de qué consulta ({field}) viene. Repita "
                         "la consulta.", field)


def _check_table(act: Action, table_number: int | None) -> None:
    if table_number is None:
        return
    found = None
    number = lookup.whole_number(table_number, lookup.largest(CardTable.number))
    if number is not None:
        found = act.session.execute(
            select(CardTable.id).where(CardTable.number == number)).first()
    if found is None:
        shown = lookup.shown(table_number)
        raise refuse(f"there is no table {shown} on the floor. Choose a table from the "
                     "floor, or none if the ruling was not at a table.",
                     f"no hay mesa {shown} en la sala. Elija una mesa de la sala, o "
                     "ninguna si la resolución no fue en una mesa.", "table")


def search_text(summary: Text, players: str, supervisor: str, reason: str, kind: str,
                rules: Sequence[str], *, floor_decision: str = "") -> str:
    """What the log is searched on, folded (lower case, no accents or punctuation), with
    a space in front so that every word, the first too, starts after a space. The
    floor's own decision comes before the reason, and the reason last: only the end of
    a very long one is left out."""
    folded = fold(" ".join([summary.en, summary.es, players, supervisor, kind, *rules,
                            floor_decision, reason]))
    return " " + folded[:SEARCH_TEXT_LIMIT - 1]


def _storable(reason: str, field: str = "reason") -> None:
    """Refuse what no store keeps in text: NUL (PostgreSQL refuses it) and half of a
    surrogate pair (not a character at all). Line breaks and tabs are welcome."""
    bad = next((ch for ch in reason if ch == "\x00" or "\ud800" <= ch <= "\udfff"), None)
    if bad is None:
        return
    if field == "reason":
        raise refuse(f"the reason contains {code_point(bad)}, which is not a character that "
                     "can be kept. Type the reason again without it.",
                     f"el motivo contiene {code_point(bad)}, que no es un carácter que se pueda "
                     "guardar. Escriba el motivo de nuevo sin él.", field)
    raise refuse(f"the floor's decision contains {code_point(bad)}, which is not a character "
                 "that can be kept. Type the decision again without it.",
                 f"la decisión de la sala contiene {code_point(bad)}, que no es un carácter que "
                 "se pueda guardar. Escriba la decisión de nuevo sin él.", field)


@action("record_ruling")
def record_ruling(act: Action, *, walkthrough: str, kind: str, scenario: dict[str, Any],
                  shown: list[dict[str, Any]], ruling: dict[str, Any], outcome: str,
                  reason: str = "", table_number: int | None, hand_time: datetime,
                  players: str, supervisor: str, floor_decision: str = "") -> None:
    """Keep the floor's decision on a ruling in the log.

    ``outcome`` is ``accepted`` or ``overruled``; an overruled ruling needs the
    decision the floor made instead (``floor_decision``) and the reason written (RRoP
    2.i.1); an accepted one keeps no floor decision of its own. ``table_number``, when
    given, is a table on the floor (open or since closed). The new row's id is the
    change's ``created_id``.
    """
    if not isinstance(reason, str):
        raise refuse("write the reason as text.", "escriba el motivo como texto.", "reason")
    if not isinstance(floor_decision, str):
        raise refuse("write the floor's decision as text.",
                     "escriba la decisión de la sala como texto.", "floor_decision")
    reason = reason.strip()
    _storable(reason)
    floor_decision = floor_decision.strip() if outcome == OVERRULED else ""
    _storable(floor_decision, "floor_decision")
    who, involved = _typed_people(supervisor, players)
    supervisor, players = who.text, involved.text
    _check_decision(act, outcome, reason, supervisor, hand_time, floor_decision)
    _check_table(act, table_number)
    _check_source(walkthrough, kind)
    ruling = _json_document(ruling, "ruling", dict)
    summary, rules = _check_ruling(ruling)
    scenario = _json_document(scenario, "scenario", dict)
    shown = _json_document(shown, "shown", list)
    _check_shown(shown)
    profile = ruling.get("profile")
    if not isinstance(profile, str) or not profile:
        profile = act.house.rules_profile
    row = LoggedRuling(
        search_text=search_text(summary, players, supervisor, reason, kind, rules,
                                floor_decision=floor_decision),
        recorded_at=act.now, table_number=table_number, outcome=outcome, kind=kind,
        walkthrough=walkthrough, profile=profile, hand_time=hand_time,
        supervisor=supervisor, players=players, summary_en=summary.en, summary_es=summary.es,
        reason=reason, floor_decision=floor_decision, rules=rules, ruling=ruling,
        shown=shown, scenario=scenario)
    act.add(row, main=True)
    where_en = f" for table {table_number}" if table_number is not None else ""
    where_es = f" para la mesa {table_number}" if table_number is not None else ""
    note_en, note_es = lookup.removed_note(
        (who, "the supervisor's name", "del nombre del supervisor"),
        (involved, "the list of players", "de la lista de jugadores"))
    if outcome == ACCEPTED:
        act.done(f"Ruling recorded{where_en}{note_en}",
                 f"Resolución registrada{where_es}{note_es}")
    else:
        act.done(f"Ruling recorded{where_en}, overruled by the floor{note_en}",
                 f"Resolución registrada{where_es}, la sala resolvió de otro modo{note_es}")


def _typed_people(supervisor: object, players: object) -> tuple[CheckedName, CheckedName]:
    """The supervisor's name and the players as they will be kept, checked like a
    player's name (no control or text-direction characters; invisible ones removed)."""
    if not isinstance(players, str):
        raise refuse("write the players involved as text, such as 'seat 3 Ana'.",
                     "escriba los jugadores involucrados como texto, por ejemplo "
                     "'asiento 3 Ana'.", "players")
    who = (lookup.typed_name(supervisor, "supervisor", what_en="the supervisor's name",
                             what_es="el nombre del supervisor")
           if isinstance(supervisor, str) else CheckedName("", False))
    involved = lookup.typed_name(players, "players", what_en="the list of players",
                                 what_es="la lista de jugadores")
    return who, involved


# -- reading ---------------------------------------------------------------------------

@dataclass(frozen=True)
class RulingLine:
    """One ruling as the log lists it; ``ruling_record`` gives the whole of it."""

    id: int
    recorded_at: datetime
    walkthrough: str
    kind: str
    summary: Text
    outcome: str
    table_number: int | None
    hand_time: datetime
    supervisor: str
    floor_decision: str = ""

    def headline(self) -> Text:
        """What the floor ruled: its own decision when it overruled, else the ruling."""
        return decision_headline(self.summary, self.outcome, self.floor_decision)


# What a line of the log needs: no JSON document is read to list or search the log.
_LINE = (LoggedRuling.id, LoggedRuling.recorded_at, LoggedRuling.walkthrough,
         LoggedRuling.kind, LoggedRuling.summary_en, LoggedRuling.summary_es,
         LoggedRuling.outcome, LoggedRuling.table_number, LoggedRuling.hand_time,
         LoggedRuling.supervisor, LoggedRuling.floor_decision)


def _line(row: Any) -> RulingLine:
    return RulingLine(row.id, row.recorded_at, row.walkthrough, row.kind,
                      Text(row.summary_en, row.summary_es), row.outcome, row.table_number,
                      row.hand_time, row.supervisor, row.floor_decision)


def _record(row: LoggedRuling) -> RulingRecord:
    return RulingRecord(
        id=row.id, recorded_at=row.recorded_at, walkthrough=row.walkthrough, kind=row.kind,
        profile=row.profile, scenario=row.scenario, shown=tuple(row.shown), ruling=row.ruling,
        summary=Text(row.summary_en, row.summary_es), rules=tuple(row.rules),
        outcome=row.outcome, reason=row.reason, table_number=row.table_number,
        hand_time=row.hand_time, players=row.players, supervisor=row.supervisor,
        floor_decision=row.floor_decision)


def search_words(text: str) -> list[str]:
    """The folded words of ``text`` a search must match, in the order typed: each once,
    and none that starts another one ("cal" in "cal call": a ruling with a word starting
    "call" has one starting "cal").

    Raises:
        FloorError: more than ``SEARCH_WORDS`` words remain.
    """
    words = list(dict.fromkeys(fold(text).split()))
    ordered = sorted(words)
    # In sorted order, the words that start with a word come right after it.
    covered = {word for word, after in pairwise(ordered)
               if after.startswith(word)}
    wanted = [word for word in words if word not in covered]
    if len(wanted) > SEARCH_WORDS:
        raise refuse(f"the search has {len(wanted)} different words; search with at most "
                     f"{SEARCH_WORDS} words.",
                     f"la búsqueda tiene {len(wanted)} palabras distintas; busque con "
                     f"{SEARCH_WORDS} palabras como máximo.", "text")
    return wanted


def text_filter(text: str) -> list[ColumnElement[bool]]:
    """One condition per word of ``text`` (``search_words``): the folded word starts a
    word of the folded log text (" word"). ``fold`` leaves only letters, digits and
    spaces, so nothing needs escaping in the LIKE pattern.

    Raises:
        FloorError: the search has more than ``SEARCH_WORDS`` words.
    """
    return [LoggedRuling.search_text.like(f"% {word}%") for word in search_words(text)]


# SQLite's text index (migration 0006_search): its rowid is the ruling's log key, the
# minute it was recorded in the high 32 bits and its id in the low 32, so its matches
# come newest minute first.
_SEARCH = table(TEXT_INDEX_TABLE, column("rowid", Integer))
_ID_BITS = 0xFFFFFFFF
_MINUTE_SHIFT = 32
# PostgreSQL's: the expression its GIN index is on, word for word.
_SIMPLE: ColumnElement[Any] = literal_column("'simple'::regconfig")
# What a ruling costs PostgreSQL found through its index (fetched, then sorted by time)
# over what it costs tested by LIKE while the log is read newest first: measured at
# 100,000 rulings, about 4 µs against 1 µs.
_INDEX_OVER_SCAN = 4.0


def _has_text_index(session: Session) -> bool:
    dialect = session.get_bind().dialect.name
    if dialect == "postgresql":
        return True  # the GIN index needs no extension, so every store has it
    if dialect != "sqlite":
        return False
    found = session.execute(sql_text(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :name"),
        {"name": TEXT_INDEX_TABLE}).first()
    return found is not None


def _indexed_lines(session: Session, words: list[str], conditions: list[ColumnElement[bool]],
                   limit: int) -> list[RulingLine]:
    """The log's newest ``limit`` lines holding every word of ``words`` (each as the start
    of a word) and meeting ``conditions``, found through the text index."""
    newest = (LoggedRuling.recorded_at.desc(), LoggedRuling.id.desc())
    if session.get_bind().dialect.name == "postgresql":
        return _postgresql_lines(session, words, conditions, limit)
    key = _SEARCH.c.rowid
    match = sql_text(f"{TEXT_INDEX_TABLE} MATCH :match").bindparams(
        match=" ".join(f'"{word}"*' for word in words))
    joined = _SEARCH.join(LoggedRuling, LoggedRuling.id == key.op("&")(_ID_BITS))
    # The index walks its matches by log key, newest minute first, and stops at the
    # limit-th: every line the log lists was recorded in that minute or later, so the
    # exact order (time, then id) is sorted among those alone.
    boundary = session.execute(
        select(key).select_from(joined).where(match, *conditions)
        .order_by(key.desc()).limit(1).offset(limit - 1)).scalar()
    since = [] if boundary is None else [
        key >= (boundary >> _MINUTE_SHIFT) << _MINUTE_SHIFT]
    return [_line(row) for row in session.execute(
        select(*_LINE).select_from(joined).where(match, *conditions, *since)
        .order_by(*newest).limit(limit))]


def _postgresql_lines(session: Session, words: list[str],
                      conditions: list[ColumnElement[bool]], limit: int) -> list[RulingLine]:
    """The newest ``limit`` lines on PostgreSQL, by whichever way costs less.

    Reading the log newest first with one LIKE per word stops at the limit-th match:
    cheap for a common word, a scan of the whole log for a rare one. The GIN index
    finds every match at once: cheap for a rare word, every ruling fetched and sorted
    for a common one. Left to itself the planner reads newest first testing the text
    index's expression on every row (``to_tsvector`` on each ruling's text, twenty
    times a LIKE), so the choice is made here from its own estimate of the matches.
    """
    newest = (LoggedRuling.recorded_at.desc(), LoggedRuling.id.desc())
    wanted = " & ".join(f"{word}:*" for word in words)  # fold left only a-z, 0-9
    found = func.to_tsvector(_SIMPLE, LoggedRuling.search_text).bool_op("@@")(
        func.to_tsquery(_SIMPLE, wanted))
    estimate = session.execute(sql_text(
        "EXPLAIN (FORMAT JSON) SELECT 1 FROM rulings WHERE "
        "to_tsvector('simple'::regconfig, search_text) @@ to_tsquery('simple'::regconfig, "
        ":wanted)"), {"wanted": wanted}).scalar_one()
    matches = max(float(estimate[0]["Plan"]["Plan Rows"]), 1.0)
    rulings = max(float(session.execute(sql_text(
        "SELECT reltuples FROM pg_class WHERE oid = 'rulings'::regclass")).scalar_one()),
        matches)
    scanned = min(limit * rulings / matches, rulings)  # read newest first to the limit
    if matches * _INDEX_OVER_SCAN < scanned:
        chosen = (select(LoggedRuling.id).where(found, *conditions)
                  .cte("found").prefix_with("MATERIALIZED"))
        query = select(*_LINE).where(LoggedRuling.id.in_(select(chosen.c.id)))
    else:
        query = select(*_LINE).where(*text_filter(" ".join(words)), *conditions)
    return [_line(row) for row in session.execute(query.order_by(*newest).limit(limit))]


def _moment(value: datetime | None, field: str) -> None:
    if value is not None and (not isinstance(value, datetime) or value.tzinfo is None):
        raise refuse("give the time with its time zone.", "indique la hora con su zona horaria.",
                      field)


def rulings_log(desk: Desk, *, text: str = "", table_number: int | None = None,
                outcome: str | None = None, kind: str | None = None,
                since: datetime | None = None, until: datetime | None = None,
                limit: int = 500, by_index: bool = True) -> list[RulingLine]:
    """Recorded rulings, newest first, as the log lists them.

    Args:
        text: words that must each start a word of the ruling's summary (either
            language), players, supervisor, reason, kind or rule ids; accents and case
            do not matter.
        table_number, outcome, kind: only rulings with these values.
        since, until: only rulings recorded at or after ``since`` and before ``until``.
        limit: at most this many (the newest).
        by_index: find the words through the text index where the store has one;
            False finds them with one LIKE per word, the way the index is checked
            against (the same rulings, in the same order).
    """
    _moment(since, "since")
    _moment(until, "until")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise refuse("ask for at least one ruling.", "pida al menos una resolución.", "limit")
    limit = min(limit, 2**63 - 1)  # the most either database takes
    if not isinstance(text, str):
        raise refuse("type the words to search for.", "escriba las palabras que busca.",
                     "text")
    words = search_words(text)
    conditions: list[ColumnElement[bool]] = []
    if table_number is not None:
        number = lookup.whole_number(table_number, lookup.largest(LoggedRuling.table_number))
        if number is None:
            raise refuse(f"{lookup.shown(table_number)} is not a table number. Choose a table "
                         "from the list.",
                         f"{lookup.shown(table_number)} no es un número de mesa. Elija una mesa "
                         "de la lista.", "table")
        conditions.append(LoggedRuling.table_number == number)
    if outcome is not None:
        if not isinstance(outcome, str):
            raise refuse("choose a decision from the list.", "elija una decisión de la lista.",
                         "outcome")
        conditions.append(LoggedRuling.outcome == outcome)
    if kind is not None:
        if not isinstance(kind, str):
            raise refuse("choose a kind of dispute from the list.",
                         "elija un tipo de disputa de la lista.", "kind")
        conditions.append(LoggedRuling.kind == kind)
    if since is not None:
        conditions.append(LoggedRuling.recorded_at >= since)
    if until is not None:
        conditions.append(LoggedRuling.recorded_at < until)
    with answering(), desk.store.reading() as session:
        # A table's own rulings are few and indexed by table: the LIKE reads only those.
        if words and by_index and table_number is None and _has_text_index(session):
            return _indexed_lines(session, words, conditions, limit)
        query = (select(*_LINE).where(*text_filter(text), *conditions)
                 .order_by(LoggedRuling.recorded_at.desc(), LoggedRuling.id.desc())
                 .limit(limit))
        return [_line(row) for row in session.execute(query)]


def rules_profile(desk: Desk, default: str = "robert") -> str:
    """The house profile rulings are made under (``default`` while the store does not
    answer: a dealer can still look up a ruling)."""
    return ruling_house(desk, default)[0]


def ruling_house(desk: Desk, profile: str = "robert",
                 choices: Mapping[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """The house profile rulings are made under and the room's house choices on top of
    it (a scenario's ``house``: ``odd_chip: online``...); ``profile`` and ``choices``
    while the store does not answer."""
    try:
        with answering(), desk.store.reading() as session:
            house = house_settings(session)
    except StoreUnreachable:
        return profile, dict(choices or {})
    return house.rules_profile, dict(house.rule_choices)


def ruling_record(desk: Desk, ruling_id: int) -> RulingRecord:
    """The recorded ruling number ``ruling_id``."""
    with answering(), desk.store.reading() as session:
        row = lookup.get(session, LoggedRuling, ruling_id)
        record = _record(row) if row is not None else None
    if record is None:
        raise _no_ruling(ruling_id)
    return record


def _no_ruling(ruling_id: object) -> FloorError:
    number = lookup.shown(ruling_id)
    return refuse(f"there is no ruling number {number} in the log. It may have been "
                  "undone; look at the log again.",
                  f"no hay resolución número {number} en el registro. Puede que se haya "
                  "deshecho; revise el registro de nuevo.", "ruling")


def ruling_records(desk: Desk, ruling_ids: Sequence[int]) -> list[RulingRecord]:
    """The whole records of ``ruling_ids``, in that order (those since undone are left
    out): what an export of the log as listed writes. An id that cannot be a ruling's
    (text, ``True``, beyond what the column holds) is refused."""
    most = lookup.largest(LoggedRuling.id)
    wanted = [lookup.whole_number(value, most) for value in ruling_ids]
    if None in wanted:
        raise _no_ruling(ruling_ids[wanted.index(None)])
    with answering(), desk.store.reading() as session:
        rows = session.execute(select(LoggedRuling).where(LoggedRuling.id.in_(wanted)))
        found = {row.id: _record(row) for row in rows.scalars()}
    return [found[ruling_id] for ruling_id in ruling_ids if ruling_id in found]


# -- exporting -------------------------------------------------------------------------

HEADERS: tuple[Text, ...] = (
    Text("Time", "Hora"), Text("Table", "Mesa"), Text("Hand time", "Hora de la mano"),
    Text("Dispute", "Disputa"), Text("Ruling", "Resolución"), Text("Rules", "Reglas"),
    Text("Decision", "Decisión"), Text("Reason", "Motivo"), Text("Players", "Jugadores"),
    Text("Supervisor", "Supervisor"), Text("Floor decision", "Decisión de la sala"),
)
# The export speaks as the rulings log on screen does (its words, its titles), never in
# stored codes such as "overruled" or "bet_interpretation".
OUTCOME_WORDS = {ACCEPTED: Text("Accepted", "Aceptada"),
                 OVERRULED: Text("Overruled", "Cambiada por la sala")}


def dispute_title(walkthrough_id: str, kind: str) -> Text:
    """The title of the walk-through a ruling came from, as the log shows it."""
    try:
        return walkthrough(walkthrough_id).title
    except KeyError:  # a walk-through the house has since removed
        return Text(kind.replace("_", " "), kind.replace("_", " "))


def _local(moment: datetime) -> str:
    # People read the export in the room's time, as on the desk and on paper.
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def _csv_row(record: RulingRecord, lang: Lang) -> list[str]:
    outcome = OUTCOME_WORDS.get(record.outcome)
    return [
        _local(record.recorded_at),
        "" if record.table_number is None else str(record.table_number),
        _local(record.hand_time),
        dispute_title(record.walkthrough, record.kind).get(lang),
        record.summary.get(lang),
        "; ".join(record.rules),
        outcome.get(lang) if outcome else record.outcome,
        record.reason,
        record.players,
        record.supervisor,
        record.floor_decision,
    ]


def export_rulings(records: Sequence[RulingRecord], path: Path, lang: Lang) -> None:
    """Write ``records`` to ``path``: a CSV table (``.csv``, headed in ``lang``, times in
    local time, UTF-8 with a byte-order mark so spreadsheets read the accents) or the
    whole records as JSON (``.json``)."""
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".json"):
        raise UserError(Text(
            f"floorman exports the rulings log as .csv or .json, not '{path.suffix or path.name}'."
            " Choose a file name ending in .csv or .json.",
            f"floorman exporta el registro de resoluciones como .csv o .json, no "
            f"'{path.suffix or path.name}'. Elija un nombre que termine en .csv o .json."),
            "path")
    try:
        if suffix == ".csv":
            with path.open("w", encoding="utf-8-sig", newline="") as out:
                writer = csv.writer(out)
                writer.writerow([header.get(lang) for header in HEADERS])
                writer.writerows(_csv_row(record, lang) for record in records)
        else:
            document = {"rulings": [record.to_json() for record in records]}
            path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n",
                            encoding="utf-8")
    except OSError as error:
        raise UserError(Text(
            f"could not write {path} ({error.strerror or error}). Choose another folder.",
            f"no se pudo escribir {path} ({error.strerror or error}). Elija otra carpeta."),
            "path") from None
