"""Searching the rulebook in the store, in English and Spanish.

Words are matched without accents or case ("envite" finds "Envite", "boton" finds
"botón"); every word of the query must appear in an entry. An entry whose title holds
the words ranks above one that has them among its keywords, which ranks above a
passing mention in the summary. The store's copy is read once per rulebook edition
and kept in memory: the whole rulebook is a few hundred entries.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from floorman.floor.names import fold
from floorman.services.desk import Desk
from floorman.store.models import RulebookEntry, StoreNote
from floorman.store.rulebook_copy import EDITION_KEY
from floorman.text import Lang, Text

TITLE, KEYWORD, SUMMARY, ID = 8, 4, 1, 16


@dataclass(frozen=True)
class RulebookHit:
    """One entry found, with what the desk shows of it."""

    id: str
    section: str
    title: Text
    summary: Text
    related: tuple[str, ...]
    score: int


@dataclass(frozen=True)
class _Indexed:
    hit: RulebookHit
    id_text: str
    title: dict[str, str]
    keywords: dict[str, str]
    summary: dict[str, str]


def _index(rows: list[RulebookEntry]) -> tuple[_Indexed, ...]:
    return tuple(
        _Indexed(
            RulebookHit(r.id, r.section, Text(r.title_en, r.title_es),
                        Text(r.summary_en, r.summary_es), tuple(r.related), 0),
            fold(r.id),
            {"en": fold(r.title_en), "es": fold(r.title_es)},
            {"en": fold(" ".join(r.keywords_en)), "es": fold(" ".join(r.keywords_es))},
            {"en": fold(r.summary_en), "es": fold(r.summary_es)},
        )
        for r in rows
    )


_INDEXES: dict[tuple[str, str], tuple[_Indexed, ...]] = {}


def _entries(desk: Desk) -> tuple[_Indexed, ...]:
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


def _word_score(word: str, entry: _Indexed, lang: Lang) -> int:
    other: Lang = "en" if lang == "es" else "es"
    best = 0
    for language, weight in ((lang, 2), (other, 1)):
        if word in entry.title[language]:
            best = max(best, TITLE * weight)
        elif word in entry.keywords[language]:
            best = max(best, KEYWORD * weight)
        elif word in entry.summary[language]:
            best = max(best, SUMMARY * weight)
    return best


def search_rulebook(desk: Desk, query: str, lang: Lang = "en",
                    limit: int = 25) -> list[RulebookHit]:
    """Entries matching every word of ``query``, best first; a rule id finds itself."""
    wanted = fold(query)
    if not wanted:
        return []
    words = wanted.split()
    found: list[tuple[int, int, RulebookHit]] = []
    for position, entry in enumerate(_entries(desk)):
        id_text = entry.id_text
        if wanted == id_text or id_text.startswith(wanted + " ") or id_text.endswith(
            " " + wanted
        ):
            found.append((-ID * 2, position, entry.hit))
            continue
        scores = [_word_score(word, entry, lang) for word in words]
        if all(scores):
            found.append((-sum(scores), position, entry.hit))
    found.sort(key=lambda item: (item[0], item[1]))
    return [
        RulebookHit(h.id, h.section, h.title, h.summary, h.related, -score)
        for score, _, h in found[:limit]
    ]
