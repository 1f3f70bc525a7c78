"""The rulebook browser: searching as one types in English and Spanish, browsing the
sources, reading an entry, following its links, and the keys that drive it."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QApplication

from floorman.floor.names import fold
from floorman.rules import rulebook
from floorman.rules.walkthroughs import walkthroughs
from floorman.services.desk import Desk
from tests.ui.text_links import click_link, link_targets

from floorman.ui.rulebook_browser import RulebookBrowser, RulebookRole


@pytest.fixture
def browser(qtbot: object, desk: Desk) -> RulebookBrowser:
    widget = RulebookBrowser(desk, "en")
    qtbot.addWidget(widget)  # type: ignore[attr-defined]
    widget.resize(1300, 850)
    widget.show()
    qtbot.waitExposed(widget)  # type: ignore[attr-defined]
    return widget


def type_search(qtbot: object, browser: RulebookBrowser, text: str) -> list[str]:
    """Type ``text`` into the box as a person does; the results once the typing pauses."""
    browser.search_box.clear()
    for char in text:
        if char.isascii():
            qtbot.keyClick(browser.search_box, char)  # type: ignore[attr-defined]
        else:  # QTest has no key for "ó"; a Spanish keyboard's dead key inserts it
            browser.search_box.insert(char)
    qtbot.waitUntil(lambda: not browser._pause.isActive())  # type: ignore[attr-defined]
    return browser.result_ids()


def titles(ids: list[str], lang: str) -> list[str]:
    return [fold(rulebook.entries()[i].title.get(lang)) for i in ids]  # type: ignore[arg-type]


def test_typing_finds_entries_best_first_and_shows_the_best(qtbot: object,
                                                           browser: RulebookBrowser) -> None:
    found = type_search(qtbot, browser, "misdeal")
    assert browser.lists.currentWidget() is browser.results
    assert len(found) >= 5
    assert "misdeal" in titles(found, "en")[0]
    assert browser.shown_rule == found[0]
    assert rulebook.entries()[found[0]].summary.en in browser.entry.toPlainText()


def test_a_title_match_is_listed_above_a_passing_mention(qtbot: object,
                                                         browser: RulebookBrowser) -> None:
    found = type_search(qtbot, browser, "showdown")
    entries = rulebook.entries()

    def where(rule_id: str) -> str:
        entry = entries[rule_id]
        if "showdown" in fold(entry.title.en):
            return "title"
        if "showdown" in fold(" ".join(entry.keywords_en)):
            return "keywords"
        return "mention"

    places = [where(rule_id) for rule_id in found]
    assert "title" in places and "mention" in places, places
    last_title = max(n for n, place in enumerate(places) if place == "title")
    assert last_title < places.index("mention"), list(zip(found, places, strict=True))
    assert places[0] == "title"


@pytest.mark.parametrize("query", ["boton", "botón", "BOTÓN"])
def test_spanish_words_are_found_with_or_without_accents(qtbot: object,
                                                         browser: RulebookBrowser,
                                                         query: str) -> None:
    browser.set_language("es")
    found = type_search(qtbot, browser, query)
    plain = type_search(qtbot, browser, "boton")
    assert found == plain
    assert "boton" in titles(found, "es")[0]
    assert "Botón" in browser.results_model.item(0).text()  # shown in Spanish


def test_ciega_finds_the_blinds_in_spanish_and_english_words_still_work(
    qtbot: object, browser: RulebookBrowser
) -> None:
    browser.set_language("es")
    found = type_search(qtbot, browser, "ciega")
    assert "ciega" in titles(found, "es")[0]
    assert any(rule_id.startswith("RRoP 4") for rule_id in found[:10])
    assert type_search(qtbot, browser, "misdeal"), "an English word finds entries in Spanish"
    assert "Reparto erróneo" in browser.entry.toPlainText() or "reparto" in fold(
        browser.entry.toPlainText())


def test_nothing_found_says_what_to_try(qtbot: object, browser: RulebookBrowser) -> None:
    assert type_search(qtbot, browser, "xylophone") == []
    assert browser.lists.currentWidget() is browser.nothing
    assert "xylophone" in browser.nothing.text() and "3.v.7" in browser.nothing.text()
    type_search(qtbot, browser, "")
    assert browser.lists.currentWidget() is browser.tree, "an empty box browses again"


def test_a_rule_number_finds_its_entry_first(qtbot: object, browser: RulebookBrowser) -> None:
    assert type_search(qtbot, browser, "tda 45")[0] == "TDA 45"
    assert type_search(qtbot, browser, "3.v.7")[0] == "RRoP 3.v.7"


def _child(model: object, parent: QModelIndex, rule_id: str) -> QModelIndex:
    for row in range(model.rowCount(parent)):  # type: ignore[attr-defined]
        index = model.index(row, 0, parent)  # type: ignore[attr-defined]
        if index.data(RulebookRole.RULE_ID) == rule_id:
            return index
    raise AssertionError(f"{rule_id} is not under {parent.data()}")


def test_browsing_the_tree_by_source_section_and_part_opens_an_entry(
    qtbot: object, browser: RulebookBrowser
) -> None:
    model = browser.model
    tops = [model.index(row, 0).data(RulebookRole.RULE_ID) for row in range(model.rowCount())]
    assert tops == ["RRoP", "RRoP G", "TDA", "Online"]
    assert model.index(0, 0).data() == "Robert's Rules of Poker"
    section = _child(model, model.index(0, 0), "RRoP 3")
    part = _child(model, section, "RRoP 3.ii")
    assert part.data(RulebookRole.KIND) == "section"
    entry = _child(model, part, "RRoP 3.ii.2")
    assert entry.data(RulebookRole.KIND) == "entry"
    assert entry.data() == "3.ii.2  " + rulebook.entries()["RRoP 3.ii.2"].title.en
    browser.tree.expand(section)
    browser.tree.expand(part)
    browser.tree.scrollTo(entry)
    rect = browser.tree.visualRect(entry)
    qtbot.mouseClick(browser.tree.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                     pos=rect.center())
    assert browser.shown_rule == "RRoP 3.ii.2"
    text = browser.entry.toPlainText()
    assert "RRoP 3.ii.2 — " + rulebook.entries()["RRoP 3.ii.2"].title.en in text
    assert "Robert's Rules of Poker › Section 3: General poker rules › Part 3.ii: Misdeals" in text
    glossary = _child(model, model.index(1, 0), "RRoP G.misdeal")
    assert glossary.data() == "Misdeal", "glossary terms show as words, not numbers"
    tda = _child(model, model.index(2, 0), "TDA 45")
    assert tda.data().startswith("45  ")
    # The online room's rules (seed 004) are a source of their own, not part of RRoP.
    assert model.index(3, 0).data() == rulebook.sections()["Online"].title.en
    online = _child(model, model.index(3, 0), "Online 7")
    assert online.data() == "7  " + rulebook.entries()["Online 7"].title.en


def test_a_click_or_enter_opens_a_section_and_its_arrow_still_works(
    qtbot: object, browser: RulebookBrowser
) -> None:
    tree = browser.tree
    tda = browser.model.source_index("TDA")
    assert not tree.isExpanded(tda)
    rect = tree.visualRect(tda)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                     pos=rect.center())
    assert tree.isExpanded(tda), "one click on the words opens it"
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                     pos=rect.center())
    assert not tree.isExpanded(tda), "and another closes it"
    arrow = QPoint(rect.left() - tree.indentation() // 2, rect.center().y())  # left of it
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                     pos=arrow)
    assert tree.isExpanded(tda), "the arrow opens it once, not twice"
    tree.setCurrentIndex(tda)
    qtbot.keyClick(tree, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert not tree.isExpanded(tda), "Enter closes it"
    qtbot.keyClick(tree, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert tree.isExpanded(tda), "Enter opens it"


def test_the_tree_is_a_sound_item_model(qtmodeltester: object, browser: RulebookBrowser) -> None:
    qtmodeltester.check(browser.model)  # type: ignore[attr-defined]
    assert browser.model.roleNames()[RulebookRole.RULE_ID].data() == b"ruleId"


def test_an_item_citation_shows_its_entry_in_the_tree(browser: RulebookBrowser) -> None:
    assert browser.show_rule("TDA 45-B")
    assert browser.shown_rule == "TDA 45"
    assert browser.tree.currentIndex().data(RulebookRole.RULE_ID) == "TDA 45"
    assert "Poker TDA tournament rules › Rule 45" in browser.entry.toPlainText()
    assert not browser.show_rule("RRoP 99.9")
    assert "no entry RRoP 99.9" in browser.entry.toPlainText()


def test_a_related_rule_link_shows_that_rule(qtbot: object, browser: RulebookBrowser) -> None:
    browser.show_rule("RRoP 14.7")
    related = rulebook.entries()["RRoP 14.7"].related
    assert "rule:RRoP 3.v.9" in link_targets(browser.entry)
    assert set(related) <= {t.removeprefix("rule:") for t in link_targets(browser.entry)}
    click_link(qtbot, browser.entry, "rule:RRoP 3.v.9")
    assert browser.shown_rule == "RRoP 3.v.9"
    assert browser.tree.currentIndex().data(RulebookRole.RULE_ID) == "RRoP 3.v.9"
    assert rulebook.entries()["RRoP 3.v.9"].summary.en in browser.entry.toPlainText()


def test_the_way_back_from_a_followed_link(qtbot: object, browser: RulebookBrowser) -> None:
    browser.show_rule("RRoP 14.7")
    assert "back:" not in link_targets(browser.entry)
    click_link(qtbot, browser.entry, "rule:RRoP 3.v.9")
    first = rulebook.entries()["RRoP 3.v.9"].related[0]
    click_link(qtbot, browser.entry, f"rule:{first}")
    assert "← Back to RRoP 3.v.9" in browser.entry.toPlainText()
    click_link(qtbot, browser.entry, "back:")
    assert browser.shown_rule == "RRoP 3.v.9"
    assert "← Back to RRoP 14.7" in browser.entry.toPlainText()
    qtbot.keyClick(browser.entry, Qt.Key.Key_Left,  # type: ignore[attr-defined]
                   Qt.KeyboardModifier.AltModifier)
    assert browser.shown_rule == "RRoP 14.7"
    assert "back:" not in link_targets(browser.entry)
    assert not browser.back()
    click_link(qtbot, browser.entry, "rule:RRoP 3.v.9")
    browser.tree.setCurrentIndex(browser.model.entry_index("TDA 1"))
    assert browser.shown_rule == "TDA 1"
    assert "back:" not in link_targets(browser.entry), "a fresh choice starts a new trail"


def test_a_related_link_keeps_the_search_when_the_rule_is_among_the_results(
    qtbot: object, browser: RulebookBrowser
) -> None:
    found = type_search(qtbot, browser, "misdeal")
    target = next(r for r in rulebook.entries()[found[0]].related if r in found)
    click_link(qtbot, browser.entry, f"rule:{target}")
    assert browser.shown_rule == target
    assert browser.search_box.text() == "misdeal"
    assert browser.results.currentIndex().data(RulebookRole.RULE_ID) == target


def test_a_walkthrough_link_asks_for_that_walkthrough(qtbot: object,
                                                      browser: RulebookBrowser) -> None:
    walk = walkthroughs()[0]
    browser.show_rule(walk.rules[0])
    assert "Walk-throughs that use this rule" in browser.entry.toPlainText()
    assert walk.title.en in browser.entry.toPlainText()
    with qtbot.waitSignal(browser.walkthroughRequested,  # type: ignore[attr-defined]
                          check_params_cb=lambda wanted: wanted == walk.id):
        click_link(qtbot, browser.entry, f"walk:{walk.id}")


def test_an_entry_no_walkthrough_cites_lists_none(browser: RulebookBrowser) -> None:
    browser.show_rule("RRoP 1.iii.1")
    assert not any(t.startswith("walk:") for t in link_targets(browser.entry))
    assert "Walk-throughs" not in browser.entry.toPlainText()


def test_down_from_the_box_walks_the_results_and_enter_opens(qtbot: object,
                                                             browser: RulebookBrowser) -> None:
    with qtbot.waitActive(browser, timeout=2000):  # type: ignore[attr-defined]
        browser.activateWindow()
    browser.search_box.setFocus()
    found = type_search(qtbot, browser, "misdeal")
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is browser.results
    assert browser.results.currentIndex().row() == 0
    qtbot.keyClick(browser.results, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert browser.shown_rule == found[1], "moving in the results shows each entry"
    qtbot.keyClick(browser.results, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is browser.entry
    assert browser.shown_rule == found[1]


def test_enter_in_the_box_opens_the_best_match_at_once(qtbot: object,
                                                       browser: RulebookBrowser) -> None:
    browser.search_box.setFocus()
    qtbot.keyClicks(browser.search_box, "straddle")  # type: ignore[attr-defined]
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert browser.result_ids(), "Enter does not wait for the pause in typing"
    assert browser.shown_rule == browser.result_ids()[0]
    assert "straddle" in fold(rulebook.entries()[browser.shown_rule].title.en)


def test_down_from_an_empty_box_goes_to_the_tree(qtbot: object,
                                                 browser: RulebookBrowser) -> None:
    with qtbot.waitActive(browser, timeout=2000):  # type: ignore[attr-defined]
        browser.activateWindow()
    browser.search_box.setFocus()
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is browser.tree
    assert browser.tree.currentIndex().data(RulebookRole.RULE_ID) == "RRoP"


def test_switching_language_keeps_the_entry_and_speaks_the_other(
    qtbot: object, browser: RulebookBrowser
) -> None:
    browser.show_rule("TDA 45")
    browser.set_language("es")
    entry = rulebook.entries()["TDA 45"]
    assert browser.shown_rule == "TDA 45"
    assert entry.summary.es in browser.entry.toPlainText()
    assert entry.summary.en not in browser.entry.toPlainText()
    assert browser.model.entry_index("TDA 45").data() == "45  " + entry.title.es
    assert "Reglas de torneo de la Poker TDA" in browser.entry.toPlainText()


def test_text_sizes_follow_the_widget_font(browser: RulebookBrowser) -> None:
    browser.setStyleSheet("QWidget { font-size: 20pt; }")
    browser.show_rule("TDA 45")
    assert browser.entry.document().defaultFont().pointSizeF() == pytest.approx(20)
    assert browser.tree.font().pointSizeF() == pytest.approx(20)
    assert browser.search_box.font().pointSizeF() == pytest.approx(20)


def test_a_store_that_does_not_answer_is_said_where_the_results_go(
    qtbot: object, browser: RulebookBrowser, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sqlalchemy.exc import OperationalError

    import floorman.ui.rulebook_browser as module

    def gone(*_args: object) -> None:
        raise OperationalError("SELECT", {}, Exception("unable to open database file"))

    monkeypatch.setattr(module, "search_rulebook", gone)
    assert type_search(qtbot, browser, "misdeal") == []
    assert browser.lists.currentWidget() is browser.nothing
    assert "does not answer (unable to open database file)" in browser.nothing.text()


def test_an_editors_note_shows_apart_under_the_rule(browser: RulebookBrowser,
                                                    language: object) -> None:
    from floorman.ui.language import Language

    assert isinstance(language, Language)
    entry = rulebook.entries()["RRoP 3.v.11"]
    assert entry.note is not None
    browser.show_rule(entry.id)
    shown = browser.entry.toPlainText()
    summary_at = shown.index(entry.summary.en)
    note_at = shown.index(f"Editor's note: {entry.note.en}")
    assert summary_at + len(entry.summary.en) <= note_at < shown.index("Related rules")
    assert "translation" not in entry.summary.en  # the note is not in the rule's words
    page = browser.entry_html(entry)
    assert "class='editorNote' style='color:#555555'" in page  # muted, apart
    language.switch("es")
    browser.set_language("es")
    shown = browser.entry.toPlainText()
    assert f"Nota del editor: {entry.note.es}" in shown
    assert shown.index(entry.summary.es) < shown.index("Nota del editor")
    language.switch("en")
    browser.set_language("en")
    browser.show_rule("RRoP 3.ii.1")  # no note, no label
    assert "Editor's note" not in browser.entry.toPlainText()


def test_a_search_that_finds_nothing_clears_the_entry(qtbot: object,
                                                      browser: RulebookBrowser) -> None:
    found = type_search(qtbot, browser, "misdeal")
    assert browser.shown_rule == found[0]
    assert type_search(qtbot, browser, "zzqxv") == []
    assert browser.shown_rule is None
    assert browser.entry.toPlainText() == "No rule found for “zzqxv”."
    assert type_search(qtbot, browser, "misdeal") == found
    assert browser.shown_rule == found[0]
