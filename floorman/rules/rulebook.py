"""The rulebook: one entry per source rule, in our own words, in English and Spanish.

Entries live as JSON data under ``resources/rulebook/`` (any ``*.json`` file there
holding ``{"sections": [...], "entries": [...]}``; ``synonyms.json`` there holds the
search synonyms instead, read by the rulebook search). An entry is ``id``, ``source``,
``section``, ``number``, ``title`` and ``summary`` (``{"en", "es"}``), ``keywords``
(``{"en": [...], "es": [...]}``), optional ``related`` ids and an optional ``note``
(``{"en", "es"}``): the editor's note about the sources (which source says what, what a
translation leaves out), kept out of the summary so the summary is only the rule, in our
own words. Ids follow the sources:

- Robert's Rules of Poker: ``RRoP <section>.<n>`` for sections without parts
  (``RRoP 15.17``), ``RRoP <section>.<part>.<n>`` where the section has lettered
  parts (``RRoP 3.v.7``, ``RRoP 2.iii.12``, ``RRoP 14.i.5``); a part or section
  introduction is ``RRoP 14.i`` or ``RRoP 4``; glossary terms ``RRoP G.<slug>``.
- Poker TDA Rules 2024, numbered as in that edition: rules 1-71 are ``TDA <n>``
  (``TDA 45``), a lettered part ``TDA <n>-<A>`` (``TDA 35-A``); the Recommended
  Procedures RP-1 to RP-22 (``resources/rulebook/tda_63_rp.json``, section ``TDA RP``)
  are ``TDA RP-<n>`` (``TDA RP-4``), a lettered part ``TDA RP-<n>-<A>``
  (``TDA RP-5-A``).
- The online room's general rules (seed 004, ``resources/rulebook/online.json``):
  ``Online <n>``. The source has headings but no numbers; its paragraphs are numbered
  1-25 in the order they come, across the headings: 1-8 blind bets ("Reglas sobre
  apuestas ciegas": 7 is the live small blind after missing only the small blind),
  9-15 check-raise and betting ("Pasar y Subir o Pasar en Falso": 9 check-raise
  allowed, 11 a bet and three raises in limit), 16-18 the winning hand ("Determinando
  la Mano Ganadora": 16-17 showdown order), 19-25 ties and odd chips ("Partidas":
  22 button games, 23 stud, 24 high-low). The two headings before the blind rules
  ("La buy-in obligatoria", "Desplazamiento del Botón y las Ciegas") have no text and
  no number. Each entry's note names its heading and paragraph.

A citation may name a lettered item of an entry (``TDA 45-B``, ``TDA RP-5-A``,
``RRoP 3.ii.2.a``); ``resolve`` maps it to its entry.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from floorman.text import Text

# Rulebook files of sources that only give house choices (seed 004), loaded last.
SECOND_SOURCES = frozenset({"online.json"})

_ITEM_SUFFIX = re.compile(
    r"^(TDA (?:RP-)?\d+)-[A-Z]$|^(RRoP [0-9]+(?:\.[ivx]+)?\.\d+)\.[a-z]$")


@dataclass(frozen=True)
class Section:
    """A section or part of a source (``RRoP 3.v`` Betting and raising)."""

    id: str
    source: str
    title: Text


@dataclass(frozen=True)
class Entry:
    """One rule of a source, summarised in our own words; ``note`` is the editor's note
    about the sources, shown apart from the rule, or None."""

    id: str
    source: str
    section: str
    number: str
    title: Text
    summary: Text
    keywords_en: tuple[str, ...]
    keywords_es: tuple[str, ...]
    related: tuple[str, ...]
    note: Text | None = None


def _text(raw: dict[str, str]) -> Text:
    return Text(raw["en"], raw["es"])


@cache
def _load() -> tuple[dict[str, Section], dict[str, Entry]]:
    sections: dict[str, Section] = {}
    entries: dict[str, Entry] = {}
    folder = resources.files("floorman.resources").joinpath("rulebook")
    # Second sources come after Robert's Rules and the TDA, so that where entries tie
    # (a search, the store's order) the rules a live room or a tournament follows lead.
    for item in sorted(folder.iterdir(), key=lambda i: (i.name in SECOND_SOURCES, i.name)):
        if not item.name.endswith(".json"):
            continue
        data = json.loads(item.read_text(encoding="utf-8"))
        for raw in data.get("sections", []):
            sections[raw["id"]] = Section(raw["id"], raw["source"], _text(raw["title"]))
        for raw in data.get("entries", []):
            if raw["id"] in entries:
                raise ValueError(f"rulebook entry {raw['id']} is defined twice ({item.name})")
            entries[raw["id"]] = Entry(
                id=raw["id"],
                source=raw["source"],
                section=raw["section"],
                number=str(raw["number"]),
                title=_text(raw["title"]),
                summary=_text(raw["summary"]),
                keywords_en=tuple(raw["keywords"]["en"]),
                keywords_es=tuple(raw["keywords"]["es"]),
                related=tuple(raw.get("related", [])),
                note=_text(raw["note"]) if "note" in raw else None,
            )
    # The TDA book is kept in several files (tda.json, tda_4_39.json, tda_63_rp.json):
    # its rules are listed in their own order, the numbered rules before the
    # Recommended Procedures, wherever they were written.
    tda = sorted((e for e in entries.values() if e.source == "TDA"), key=_tda_order)
    if tda:
        first = list(entries).index(tda[0].id)
        others = [e for e in entries.values() if e.source != "TDA"]
        ordered = others[:first] + tda + others[first:]
        entries = {e.id: e for e in ordered}
    return sections, entries


def _tda_order(entry: Entry) -> tuple[bool, int, str]:
    number = entry.number.removeprefix("RP-")
    return (entry.number.startswith("RP-"), int(number) if number.isdigit() else 0,
            entry.number)


def sections() -> dict[str, Section]:
    """Every section and part, by id."""
    return _load()[0]


def entries() -> dict[str, Entry]:
    """Every rulebook entry, by id."""
    return _load()[1]


def entry_id(citation: str) -> str:
    """The entry id a citation points at (``TDA 45-B`` → ``TDA 45``, ``TDA RP-5-A`` →
    ``TDA RP-5``)."""
    match = _ITEM_SUFFIX.match(citation)
    if match:
        return match.group(1) or match.group(2)
    return citation


def resolve(citation: str) -> Entry | None:
    """The entry a citation points at, or None when the rulebook has none."""
    return entries().get(entry_id(citation))
