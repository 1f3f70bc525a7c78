"""Searching the store's rulebook: accents, case, both languages, titles first."""

from __future__ import annotations

from floorman.services.desk import Desk
from floorman.services.rulebook import search_rulebook


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
