"""Searching the rulebook in the store, in English and Spanish, with the floor's synonyms.

Words are matched without accents or case ("envite" finds "Envite", "boton" finds
"botón"), each from the start of a word so the word being typed already finds
("misde" finds "misdeal"); every word of the query must match an entry. A word or
phrase of a synonym group (``resources/rulebook/synonyms.json``: "igualar", "call",
"pagar"...) also finds the other words of its group, in either language, in titles
and keywords only: in summaries a synonym would bring every passing mention. Everyday
words of a group ("ver", "paga") find their group when typed but are not looked for
from the others.

An entry a rule id names comes first. Then an entry the query names: its title (or a
part of it, "Resubida (revire)" names "resubida" and "revire") is what was typed
("revirar" is the floor's word for a re-raise: the re-raise rule first, not every rule
about raising), then one whose title is a synonym of it. Below those, an entry whose
title matches ranks above one matching among its keywords, above a passing mention in
the summary. Within each, the typed word whole in the query's language weighs most,
then in the other language, then as the start of a longer word ("call" in "calle"),
and a synonym least.

The store's copy is read once per rulebook edition and indexed in memory (word ->
entries, per field and language, plus the sorted words for prefixes): the rulebook is
a few hundred entries and a keystroke costs a few dictionary look-ups. The index is
written here because the databases' own full-text search differs between SQLite (FTS5)
and PostgreSQL, and neither knows the floor's synonyms across two languages.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from sqlalchemy import select

from floorman.floor.names import fold
from floorman.rules.rulebook import entry_id
from floorman.services.desk import Desk
from floorman.store.models import RulebookEntry, StoreNote
from floorman.store.rulebook_copy import EDITION_KEY
from floorman.text import LANGUAGES, Lang, Text

if TYPE_CHECKING:
    from floorman.rules.walkthroughs import Walkthrough

# Field weights far enough apart that the field decides first and the kind of match
# second: the typed word whole (in the query's language, then in the other), then as
# the start of a longer word ("call" in "calle"), then a synonym.
TITLE, KEYWORD, SUMMARY = 100, 10, 1
# A rule id or a name above any sum of field scores (a query has at most a few dozen
# words, each worth at most TITLE * WHOLE).
ID = 1_000_000
NAMED, NAMED_SYNONYM = 100_000, 50_000
WHOLE, WHOLE_OTHER, START, START_OTHER, SYNONYM, SYNONYM_OTHER = 6, 5, 4, 3, 2, 1
FIELDS = (("title", TITLE), ("keywords", KEYWORD), ("summary", SUMMARY))
SYNONYM_FIELDS = (("title", TITLE), ("keywords", KEYWORD))
# The word being typed finds the synonym groups it begins once it has this many letters.
PREFIX_LETTERS = 3
# Plurals found without being listed in the synonym groups.
PLURALS = ("", "s", "es")


@dataclass(frozen=True)
class RulebookHit:
    """One entry found, with what the desk shows of it."""

    id: str
    section: str
    title: Text
    summary: Text
    related: tuple[str, ...]
    score: int
    note: Text | None = None


# -- synonyms --------------------------------------------------------------------------


@dataclass(frozen=True)
class Synonyms:
    """The synonym groups, folded: the forms of each group that are looked for, the
    groups each form finds when typed, and all the forms sorted (for prefixes)."""

    groups: tuple[tuple[str, ...], ...]
    by_form: dict[str, frozenset[int]]
    forms: tuple[str, ...]

    def exact(self, phrase: str) -> frozenset[int]:
        """The groups holding ``phrase`` (or its singular)."""
        for ending in PLURALS:
            if ending and phrase.endswith(ending) and phrase[: -len(ending)] in self.by_form:
                return self.by_form[phrase[: -len(ending)]]
            if not ending and phrase in self.by_form:
                return self.by_form[phrase]
        return frozenset()

    def starting(self, prefix: str) -> frozenset[int]:
        """The groups with a form that begins with ``prefix``."""
        found: set[int] = set()
        start = bisect.bisect_left(self.forms, prefix)
        for form in self.forms[start:]:
            if not form.startswith(prefix):
                break
            found |= self.by_form[form]
        return frozenset(found)


def make_synonyms(groups: Iterable[Iterable[str]],
                  query_only: Iterable[str] = ()) -> Synonyms:
    """The table for ``groups`` of words; the words in ``query_only`` find their group
    when typed but are not looked for (everyday words such as "ver")."""
    quiet = {fold(word) for word in query_only}
    sought: list[tuple[str, ...]] = []
    by_form: dict[str, set[int]] = {}
    for number, group in enumerate(groups):
        forms = tuple(dict.fromkeys(f for f in (fold(word) for word in group) if f))
        sought.append(tuple(form for form in forms if form not in quiet))
        for form in forms:
            by_form.setdefault(form, set()).add(number)
    return Synonyms(tuple(sought), {k: frozenset(v) for k, v in by_form.items()},
                    tuple(sorted(by_form)))


@cache
def synonyms() -> Synonyms:
    """The synonym groups floorman ships."""
    item = resources.files("floorman.resources").joinpath("rulebook", "synonyms.json")
    data = json.loads(item.read_text(encoding="utf-8"))
    return make_synonyms(data["groups"], data.get("query_only", ()))


# -- the index -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Field:
    """One field of every entry in one language, folded: the texts (padded with spaces
    so " word" finds a word start), each word's entries, and the words sorted."""

    texts: tuple[str, ...]
    postings: dict[str, frozenset[int]]
    words: tuple[str, ...]

    def starting(self, prefix: str) -> set[int]:
        """Entries with a word beginning with ``prefix``."""
        found: set[int] = set()
        start = bisect.bisect_left(self.words, prefix)
        for word in self.words[start:]:
            if not word.startswith(prefix):
                break
            found |= self.postings[word]
        return found

    def whole(self, word: str) -> set[int]:
        """Entries with ``word`` as a whole word, or its plural."""
        found: set[int] = set()
        for ending in PLURALS:
            found |= self.postings.get(word + ending, frozenset())
        return found

    def phrase(self, words: list[str], *, prefix: bool) -> set[int]:
        """Entries holding ``words`` in a row (the last as a prefix, or whole with a
        plural ending)."""
        if len(words) == 1:
            return self.starting(words[0]) if prefix else self.whole(words[0])
        candidates = set(self.postings.get(words[0], frozenset()))
        for word in words[1:-1]:
            candidates &= self.postings.get(word, frozenset())
        candidates &= self.starting(words[-1]) if prefix else self.whole(words[-1])
        joined = " " + " ".join(words)
        if prefix:
            return {n for n in candidates if joined in self.texts[n]}
        return {n for n in candidates
                if any(joined + ending + " " in self.texts[n] for ending in PLURALS)}


def _field(texts: list[str]) -> _Field:
    postings: dict[str, set[int]] = {}
    for number, text in enumerate(texts):
        for word in text.split():
            postings.setdefault(word, set()).add(number)
    return _Field(tuple(f" {text} " for text in texts),
                  {word: frozenset(entries) for word, entries in postings.items()},
                  tuple(sorted(postings)))


@dataclass(frozen=True)
class _Index:
    hits: tuple[RulebookHit, ...]
    id_texts: tuple[str, ...]
    fields: dict[tuple[str, Lang], _Field]
    # Each name a title gives its entry (folded), and the entries it names.
    names: dict[str, frozenset[int]]

    def named(self, phrase: str) -> set[int]:
        """Entries a title names ``phrase`` (or its plural, or its singular)."""
        found: set[int] = set()
        for ending in PLURALS:
            found |= self.names.get(phrase + ending, frozenset())
            if ending and phrase.endswith(ending):
                found |= self.names.get(phrase[: -len(ending)], frozenset())
        return found


# Where a title splits into the names it gives ("Igualar (pagar, ver)": three).
_NAME_BREAKS = re.compile(r"[(),]")


def _title_names(*titles: str) -> set[str]:
    return {name for title in titles for part in _NAME_BREAKS.split(title)
            if (name := fold(part))}


def _keywords(words: Iterable[str]) -> str:
    # A bar between keywords so a phrase never runs from one keyword into the next.
    return " | ".join(fold(word) for word in words)


def _index(rows: list[RulebookEntry]) -> _Index:
    texts: dict[tuple[str, Lang], list[str]] = {
        ("title", "en"): [fold(r.title_en) for r in rows],
        ("title", "es"): [fold(r.title_es) for r in rows],
        ("keywords", "en"): [_keywords(r.keywords_en) for r in rows],
        ("keywords", "es"): [_keywords(r.keywords_es) for r in rows],
        ("summary", "en"): [fold(r.summary_en) for r in rows],
        ("summary", "es"): [fold(r.summary_es) for r in rows],
    }
    names: dict[str, set[int]] = {}
    for number, r in enumerate(rows):
        for name in _title_names(r.title_en, r.title_es):
            names.setdefault(name, set()).add(number)
    return _Index(
        tuple(RulebookHit(r.id, r.section, Text(r.title_en, r.title_es),
                          Text(r.summary_en, r.summary_es), tuple(r.related), 0,
                          _note(r))
              for r in rows),
        tuple(fold(r.id) for r in rows),
        {key: _field(values) for key, values in texts.items()},
        {name: frozenset(found) for name, found in names.items()},
    )


def _note(row: RulebookEntry) -> Text | None:
    return Text(row.note_en, row.note_es) if row.note_en.strip() and row.note_es.strip() \
        else None


_INDEXES: dict[tuple[str, str], _Index] = {}


def _entries(desk: Desk) -> _Index:
    """The store's rulebook, indexed; read again only when the edition changes."""
    with desk.store.reading() as session:
        note = session.get(StoreNote, EDITION_KEY)
        edition = note.value if note else ""
        key = (str(desk.store.url), edition)
        if key not in _INDEXES:
            rows = list(session.execute(
                select(RulebookEntry).order_by(RulebookEntry.position)).scalars())
            _INDEXES[key] = _index(rows)
    return _INDEXES[key]


# -- searching -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Term:
    """One word of the query, or several that make a synonym phrase ("side pot")."""

    words: list[str]
    groups: frozenset[int]


def _terms(words: list[str], table: Synonyms) -> list[_Term]:
    """The query split into terms, taking the longest synonym phrase at each word."""
    terms = []
    start = 0
    while start < len(words):
        chosen = None
        for end in range(len(words), start, -1):
            phrase = " ".join(words[start:end])
            groups = table.exact(phrase)
            # A word still being typed finds the groups it begins; a whole form does not
            # need to, as its own prefix match already finds the longer words.
            if not groups and end == len(words) and len(phrase) >= PREFIX_LETTERS:
                groups = table.starting(phrase)
            if groups:
                chosen = _Term(words[start:end], groups)
                break
        if chosen is None:
            chosen = _Term(words[start:start + 1], frozenset())
        terms.append(chosen)
        start += len(chosen.words)
    return terms


def _term_scores(term: _Term, index: _Index, lang: Lang, table: Synonyms) -> dict[int, int]:
    """Each matching entry's best score for one term."""
    scores: dict[int, int] = {}

    def mark(found: Iterable[int], score: int) -> None:
        for number in found:
            if scores.get(number, 0) < score:
                scores[number] = score

    typed = " ".join(term.words)
    for language in LANGUAGES:
        own = language == lang
        whole, start = (WHOLE, START) if own else (WHOLE_OTHER, START_OTHER)
        synonym = SYNONYM if own else SYNONYM_OTHER
        for name, weight in FIELDS:
            field = index.fields[name, language]
            mark(field.phrase(term.words, prefix=True), weight * start)
            mark(field.phrase(term.words, prefix=False), weight * whole)
        for group in term.groups:
            for form in table.groups[group]:
                if form == typed:
                    continue
                for name, weight in SYNONYM_FIELDS:
                    mark(index.fields[name, language].phrase(form.split(), prefix=False),
                         weight * synonym)
    return scores


def _id_matches(wanted: str, id_text: str) -> bool:
    return wanted == id_text or id_text.startswith(wanted + " ") or id_text.endswith(
        " " + wanted)


def search_rulebook(desk: Desk, query: str, lang: Lang = "en",
                    limit: int = 25) -> list[RulebookHit]:
    """Entries matching every word of ``query`` (or a synonym of it), best first; a rule
    id finds itself first."""
    wanted = fold(query)
    if not wanted:
        return []
    index = _entries(desk)
    table = synonyms()
    totals: dict[int, int] | None = None
    for term in _terms(wanted.split(), table):
        scores = _term_scores(term, index, lang, table)
        if totals is None:
            totals = scores
        else:
            totals = {n: total + scores[n] for n, total in totals.items() if n in scores}
        if not totals:
            break
    found = dict(totals or {})
    for number, bonus in _named(wanted, index, table).items():
        found[number] = found.get(number, 0) + bonus
    cited = entry_id(query.strip())  # "TDA 35-A" or "RRoP 3.ii.2.a": the entry it names
    for number, id_text in enumerate(index.id_texts):
        if _id_matches(wanted, id_text) or index.hits[number].id == cited:
            found[number] = found.get(number, 0) + ID
    best = sorted(found.items(), key=lambda item: (-item[1], item[0]))[:limit]
    hits = index.hits
    return [RulebookHit(hits[n].id, hits[n].section, hits[n].title, hits[n].summary,
                        hits[n].related, score, hits[n].note) for n, score in best]


def _named(wanted: str, index: _Index, table: Synonyms) -> dict[int, int]:
    """The entries whose title names the whole query (``NAMED``) or a synonym of it
    (``NAMED_SYNONYM``): the floor word typed finds its own rule first."""
    bonus = dict.fromkeys(index.named(wanted), NAMED)
    for group in table.exact(wanted):
        for form in table.groups[group]:
            for number in index.named(form):
                bonus.setdefault(number, NAMED_SYNONYM)
    return bonus


def walkthroughs_for(rule_id: str) -> list[Walkthrough]:
    """The walk-throughs of the rulings assistant whose rulings can cite ``rule_id``, so
    the rulebook can offer "ask the assistant" beside an entry."""
    from floorman.rules.walkthroughs import using_rule

    return using_rule(rule_id)
