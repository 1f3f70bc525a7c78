"""The rulebook: complete, well formed, bilingual, in our own words, and citable."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from floorman.rules import rulebook

WINDOW = 8  # words in a row that may not be shared with a seed


def _words(text: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.findall(r"[a-z0-9]+", plain)


def _windows(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + WINDOW]) for i in range(len(words) - WINDOW + 1)}


@pytest.fixture
def seed_windows(seeds: Path) -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in seeds.glob("*.txt"):
        found |= _windows(_words(path.read_text(encoding="utf-8")))
    return found


def test_every_entry_is_bilingual_and_sectioned() -> None:
    entries = rulebook.entries()
    sections = rulebook.sections()
    assert entries, "the rulebook is empty"
    for entry in entries.values():
        assert entry.section in sections, f"{entry.id}: unknown section {entry.section}"
        assert entry.summary.en.strip() and entry.summary.es.strip(), entry.id
        assert entry.keywords_en and entry.keywords_es, f"{entry.id}: keywords missing"
        for other in entry.related:
            assert rulebook.resolve(other), f"{entry.id}: related {other} is not in the rulebook"


def test_no_summary_repeats_a_seed_sentence(seed_windows: set[tuple[str, ...]]) -> None:
    copied = []
    for entry in rulebook.entries().values():
        for text in (entry.summary.es, entry.summary.en, entry.title.es):
            shared = _windows(_words(text)) & seed_windows
            if shared:
                copied.append(f"{entry.id}: '{' '.join(sorted(shared)[0])}'")
    assert not copied, "summaries that copy the sources:\n" + "\n".join(copied)


# Headings of seed 000 that open a lettered part of a section (RRoP 3.v is "APUESTAS Y
# REVIRES"); rules under any other heading belong to the section itself.
PARTS = {
    "CODIGO DE CONDUCTA": "1.i", "ETIQUETA DE POKER": "1.ii", "USO DE TABACO": "1.iii",
    "TOMA DE DECISIONES": "2.i", "PROCEDIMIENTOS": "2.ii", "ASIENTOS": "2.iii",
    "LA COMPRA DE ENTRADA": "3.i", "REPARTICIONES ERRONEAS": "3.ii", "MANOS MUERTAS": "3.iii",
    "IRREGULARIDADES": "3.iv", "APUESTAS Y REVIRES": "3.v", "EL SHOWDOWN": "3.vi",
    "EMPATES": "3.vii", "LOWBALL DEL AS AL CINCO": "11.i", "LOWBALL DEL DOS AL SIETE": "11.ii",
    "LOWBALL SIN LIMITE Y LIMITE DEL POZO": "11.iii", "EL JOKER": "12.i",
    "REGLAMENTOS DE LIMITE DE POZO": "14.i",
}


def _fold(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).upper().strip()


def numbered_rules_of_robert(seeds: Path) -> list[str]:
    """The id of every numbered rule of Robert's Rules sections 1-16 in seed 000."""
    lines = (seeds / "000_0acb2266855a491b.txt").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if _fold(line).startswith("SECCION 1 "))
    ids, current = [], None
    for line in lines[start:]:
        folded = _fold(line)
        section = re.match(r"SEC(?:C?ION|TION) (\d+)", folded)
        if section:
            current = section.group(1)
        elif folded.startswith("GLOSARIO"):
            break
        elif folded in PARTS:
            current = PARTS[folded]
        else:
            number = re.match(r"(\d+)\)", line.strip())
            if number and current:
                ids.append(f"RRoP {current}.{number.group(1)}")
    return ids


def test_every_numbered_rule_of_robert_has_an_entry(seeds: Path) -> None:
    expected = numbered_rules_of_robert(seeds)
    assert len(expected) > 300, "the seed parser found too few rules"
    missing = [rule for rule in expected if rule not in rulebook.entries()]
    assert not missing, f"{len(missing)} rules have no entry: {missing[:20]}"


def test_every_tda_rule_of_the_seeds_has_an_entry() -> None:
    missing = [f"TDA {n}" for n in range(40, 59) if f"TDA {n}" not in rulebook.entries()]
    assert not missing, f"TDA rules without an entry: {missing}"


# Words that give away a note about the sources rather than the rule itself.
SOURCE_WORDS = re.compile(
    r"\b(seeds?|sources?|fuentes?|translations?|traducci[oó]n|omits?|omite|editions?|"
    r"edici[oó]n|semillas?|original (?:english|inglés)|written from|resumen (?:tomado )?de "
    r"las reglas)\b", re.IGNORECASE)


def test_no_summary_talks_about_the_sources() -> None:
    """A summary is the rule in our own words; what the sources say of it (which one
    says what, what a translation leaves out) is the entry's editor's note."""
    talking = [f"{entry.id} ({lang}): {match.group(0)!r}"
               for entry in rulebook.entries().values()
               for lang, text in (("en", entry.summary.en), ("es", entry.summary.es),
                                  ("en", entry.title.en), ("es", entry.title.es))
               if (match := SOURCE_WORDS.search(text))]
    assert not talking, "summaries that talk about the sources:\n" + "\n".join(talking)


def test_editors_notes_are_kept_apart_in_both_languages() -> None:
    noted = {entry.id: entry.note for entry in rulebook.entries().values() if entry.note}
    assert {"RRoP 3.v.4", "RRoP 3.v.11", "RRoP 3.v.13", "TDA 1"} <= set(noted)
    for rule_id, note in noted.items():
        assert note is not None and note.en.strip() and note.es.strip(), rule_id
    note = noted["RRoP 3.v.11"]
    assert note is not None
    assert "Spanish translation" in note.en and "traducción española" in note.es
    assert rulebook.entries()["RRoP 3.ii.1"].note is None
