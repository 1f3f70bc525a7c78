"""Searching the store's rulebook: accents, case, both languages, synonyms, titles first."""

from __future__ import annotations

import pytest

from floorman.floor.names import fold
from floorman.rules import rulebook
from floorman.services.desk import Desk
from floorman.services.rulebook import RulebookHit, search_rulebook, synonyms
from floorman.text import Lang


def test_a_rule_id_finds_its_entry_first(desk: Desk) -> None:
    assert search_rulebook(desk, "RRoP 3.v.7")[0].id == "RRoP 3.v.7"
    assert search_rulebook(desk, "tda 47")[0].id == "TDA 47"
    part = [hit.id for hit in search_rulebook(desk, "rrop 3.v", limit=100)]
    assert "RRoP 3.v.1" in part and "RRoP 3.v.16" in part


def test_accents_and_case_do_not_matter(desk: Desk) -> None:
    with_accent = [h.id for h in search_rulebook(desk, "BOTÓN muerto", "es")]
    without = [h.id for h in search_rulebook(desk, "boton muerto", "es")]
    assert with_accent == without and with_accent


def test_each_language_finds_its_words_and_titles_rank_first(desk: Desk) -> None:
    english = search_rulebook(desk, "misdeal", "en")
    spanish = search_rulebook(desk, "reparto erróneo", "es")
    assert english and spanish
    top = english[0]
    assert "misdeal" in top.title.en.lower()
    assert english[0].score >= english[-1].score
    assert search_rulebook(desk, "   ") == []
    assert search_rulebook(desk, "zzqxv") == []


def ids(desk: Desk, query: str, lang: Lang = "en", limit: int = 25) -> list[str]:
    return [hit.id for hit in search_rulebook(desk, query, lang, limit)]


def test_the_word_being_typed_already_finds(desk: Desk) -> None:
    assert ids(desk, "misde")[0] == ids(desk, "misdeal")[0] == "RRoP G.misdeal"
    assert "RRoP G.misdeal" in ids(desk, "reparto err", "es")[:3]
    assert "RRoP G.button" in ids(desk, "bot", "es")
    assert ids(desk, "isdeal") == [], "words match from their start, not in the middle"


@pytest.mark.parametrize("query,lang,entry", [
    ("igualar", "en", "RRoP G.call"),        # Spanish word, English screen
    ("call", "es", "RRoP G.call"),
    ("pagar", "en", "RRoP G.call"),
    ("boton", "en", "RRoP G.button"),
    ("botón", "en", "RRoP G.button"),
    ("button", "es", "RRoP G.button"),
    ("revirar", "en", "RRoP G.raise"),
    ("mal reparto", "en", "RRoP G.misdeal"),
    ("reparto erroneo", "en", "RRoP G.misdeal"),
    ("misdeal", "es", "RRoP G.misdeal"),
    ("va con todo", "en", "RRoP G.all-in"),
    ("bote lateral", "en", "RRoP G.side-pot"),
    ("ficha impar", "en", "RRoP 3.vii.4"),
])
def test_synonyms_find_entries_in_both_languages(desk: Desk, query: str, lang: Lang,
                                                 entry: str) -> None:
    assert entry in ids(desk, query, lang, limit=100)


def test_accents_case_and_direction_do_not_change_what_is_found(desk: Desk) -> None:
    assert ids(desk, "Reparto ERRÓNEO", "es") == ids(desk, "reparto erroneo", "es")
    # "igualar" and "call" name the same thing: the entries about calling are found
    # either way (the order differs, as each prefers its own words).
    calling = {"RRoP G.call", "RRoP 3.v.15", "RRoP 3.v.16", "RRoP 14.8"}
    assert calling <= set(ids(desk, "igualar", "en", 200))
    assert calling <= set(ids(desk, "call", "es", 200))


def _named(entry: rulebook.Entry) -> str:
    """The entry's titles and keywords, folded, with a space at each end."""
    return f" {fold(' | '.join([entry.title.en, entry.title.es]))} | " \
           f"{fold(' | '.join([*entry.keywords_en, *entry.keywords_es]))} "


def test_a_synonym_is_looked_for_in_titles_and_keywords_only(desk: Desk) -> None:
    """Entries that say "pagar" only in their Spanish summary, and nowhere "call" or a
    word of its group in titles and keywords, are not found by "call": a synonym in a
    summary is a passing mention ("pagar las ciegas"). Typed, "pagar" finds them."""
    group = synonyms().groups[next(iter(synonyms().exact("call")))]
    passing = {
        entry.id for entry in rulebook.entries().values()
        if " call" not in _named(entry) + f" {fold(entry.summary.en)}"
        and not any(f" {form} " in _named(entry) for form in group)
        and " pagar " in f" {fold(entry.summary.es)} "
    }
    assert passing
    found = set(ids(desk, "call", "en", 1000))
    assert found and not found & passing
    assert passing <= set(ids(desk, "pagar", "es", 1000)), "typed, the word is found"


def test_everyday_words_find_their_group_but_are_not_sought(desk: Desk) -> None:
    assert "RRoP G.call" in ids(desk, "ver", "en")[:3]
    titles = [fold(hit.title.es) for hit in search_rulebook(desk, "call", "es", 1000)]
    assert "ver las fichas del rival" not in titles, "'ver' here means to see"


def _title_has(hit: RulebookHit, typed: str, forms: tuple[str, ...]) -> bool:
    """Whether a title has a word starting with ``typed``, or a synonym (or its plural)."""
    title = f" {fold(hit.title.en)} {fold(hit.title.es)} "
    return f" {typed}" in title or any(f" {form}{end} " in title
                                       for form in forms for end in ("", "s", "es"))


@pytest.mark.parametrize("query,lang", [
    ("straddle", "en"), ("misdeal", "en"), ("boton", "es"), ("igualar", "es"),
    ("raise", "en"), ("mano muerta", "es"),
])
def test_titles_rank_above_keywords_above_mentions(desk: Desk, query: str,
                                                   lang: Lang) -> None:
    table = synonyms()
    forms = tuple(form for group in table.exact(fold(query)) for form in table.groups[group])
    hits = search_rulebook(desk, query, lang, limit=500)
    in_title = [_title_has(hit, fold(query), forms) for hit in hits]
    assert any(in_title) and not all(in_title)
    assert in_title == sorted(in_title, reverse=True), "every title match comes first"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_the_exact_word_in_the_screen_language_weighs_more_than_a_synonym(
        desk: Desk) -> None:
    spanish = search_rulebook(desk, "igualar", "es", limit=500)
    assert "igualar" in fold(spanish[0].title.es)
    # Titles with the typed word rank above titles found through a synonym only (an
    # English title saying "call", the Spanish one "pagar").
    exact = [h for h in spanish if "igualar" in fold(h.title.es).split()]
    synonym_only = [h for h in spanish
                    if not any(w in fold(h.title.es).split() for w in ("igualar", "iguala"))
                    and "call" in fold(h.title.en).split()]
    assert exact and synonym_only
    assert min(h.score for h in exact) > max(h.score for h in synonym_only)


def test_the_synonym_groups_are_sound() -> None:
    table = synonyms()
    assert all(len(groups) == 1 for groups in table.by_form.values()), "one group a word"
    assert all(len(group) >= 2 for group in table.groups)
    words = " ".join(_named(entry) for entry in rulebook.entries().values())
    dead = [group for group in table.groups
            if not any(f" {form} " in words or f" {form}s " in words for form in group)]
    assert dead == [], "every group names something the rulebook has"
    call = table.exact("igualar")
    assert call and call == table.exact("call") == table.exact("calls")
    assert table.exact("reparto erroneo") == table.exact("misdeal")
    assert table.starting("igua") >= call


def test_an_entry_names_the_walkthroughs_that_cite_it() -> None:
    from floorman.rules.walkthroughs import walkthroughs
    from floorman.services.rulebook import walkthroughs_for

    first = walkthroughs()[0]
    cited = rulebook.entry_id(first.rules[0])
    assert first.id in [w.id for w in walkthroughs_for(cited)]
    assert all(any(rulebook.entry_id(r) == cited for r in w.rules)
               for w in walkthroughs_for(cited))
    assert walkthroughs_for("RRoP G.glossary-does-not-exist") == []


@pytest.mark.parametrize("query,lang,first", [
    ("revirar", "es", "RRoP G.reraise"), ("revirar", "en", "RRoP G.reraise"),
    ("resubir", "es", "RRoP G.reraise"), ("re-raise", "en", "RRoP G.reraise"),
    ("string bet", "en", "RRoP G.string-raise"),
    ("apuesta en dos tiempos", "es", "RRoP G.string-raise"),
    ("check-raise", "en", "RRoP G.check-raise"), ("pasar y subir", "es", "RRoP G.check-raise"),
    ("igualar", "es", "RRoP G.call"), ("ciega", "es", "RRoP G.blind"),
])
def test_the_entry_a_floor_word_names_ranks_first(desk: Desk, query: str, lang: Lang,
                                                  first: str) -> None:
    """The word typed, or a synonym of it, as an entry's name (its title or a part of
    it) puts that entry first: "revirar" is a re-raise, not every rule about raising."""
    assert ids(desk, query, lang)[0] == first


def test_a_hit_carries_the_entrys_editors_note(desk: Desk) -> None:
    hit = search_rulebook(desk, "RRoP 3.v.11")[0]
    assert hit.id == "RRoP 3.v.11" and hit.note is not None
    assert hit.note == rulebook.entries()["RRoP 3.v.11"].note
    assert "translation" not in hit.summary.en
    assert search_rulebook(desk, "RRoP 3.ii.1")[0].note is None
