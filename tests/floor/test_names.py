"""Checking names before they are stored, and their folded search form (pure)."""

from __future__ import annotations

import unicodedata

import pytest

from floorman.floor.names import (
    SEARCH_NAME_LENGTH,
    BadCharacter,
    CheckedName,
    check_name,
    clean_name,
    find_players,
    fold,
    search_form,
)

INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\U000e0041"]


@pytest.mark.parametrize("raw,point,problem", [
    ("Ana\x00Ruiz", "U+0000", "control"),
    ("Ana\x07", "U+0007", "control"),
    ("Ana \x1b[31mRuiz", "U+001B", "control"),
    ("Ana\x7fRuiz", "U+007F", "control"),
    ("Ana\tRuiz", "U+0009", "control"),
    ("Ana\nRuiz", "U+000A", "control"),
    ("Ana\r\nRuiz", "U+000D", "control"),
    ("Ana\x85Ruiz", "U+0085", "control"),
    ("Ana\u2028Ruiz", "U+2028", "control"),
    ("Ana \u202eziuR", "U+202E", "direction"),
    ("\u202aAna", "U+202A", "direction"),
    ("Ana\u2066Ruiz\u2069", "U+2066", "direction"),
    ("Ana\u200e", "U+200E", "direction"),
    ("Ana\u200f", "U+200F", "direction"),
    ("Ana\u061c", "U+061C", "direction"),
    ("Ana\ud800Ruiz", "U+D800", "surrogate"),
    ("Ana\udfff", "U+DFFF", "surrogate"),
    ("Ana\ue000", "U+E000", "private_use"),
    ("Ana\U000f0000", "U+F0000", "private_use"),
    ("Ana\uffff", "U+FFFF", "noncharacter"),
    ("Ana\ufdd0", "U+FDD0", "noncharacter"),
])
def test_a_name_with_a_hiding_character_is_refused_naming_it(raw: str, point: str,
                                                              problem: str) -> None:
    with pytest.raises(BadCharacter) as error:
        check_name(raw)
    assert error.value.code_point == point
    assert error.value.problem == problem
    with pytest.raises(BadCharacter):
        clean_name(raw)


@pytest.mark.parametrize("mark", INVISIBLE)
def test_invisible_characters_are_removed_and_said_so(mark: str) -> None:
    assert check_name(f"Jo{mark}sé García{mark}") == CheckedName("José García", True)
    assert check_name(f"{mark} José {mark} García") == CheckedName("José García", True)


def test_a_plain_name_is_only_tidied() -> None:
    assert check_name("  José   García ") == CheckedName("José García", False)
    # Line breaks and tabs around a pasted name are trimmed; only inside are they refused.
    assert check_name("\tJosé García\r\n") == CheckedName("José García", False)
    assert check_name("José\u00a0García\u3000") == CheckedName("José García", False)
    assert check_name("\u200b\n José García \n\ufeff").text == "José García"


def test_names_are_stored_composed_so_one_jose_is_one_jose() -> None:
    decomposed = "Jose\u0301 Garci\u0301a"
    assert decomposed != "José García"
    assert check_name(decomposed) == CheckedName("José García", False)
    assert unicodedata.is_normalized("NFC", check_name("Ä\u0308ngstro\u0308m").text)


def test_letters_of_every_script_and_emoji_are_kept() -> None:
    for name in ("Nguyễn Văn An", "Łukasz Żółć", "Ольга", "李小龍", "محمد", "Ana 🂡",
                 "Ana \u0378"):  # an unassigned code point: maybe a newer Unicode's letter
        assert check_name(name) == CheckedName(name, False)


@pytest.mark.parametrize("character,expands", [("\ufb03", 3), ("\u33af", 6), ("\ufdfa", 18)])
def test_the_search_form_never_outgrows_its_column(character: str, expands: int) -> None:
    name = character * 80
    assert len(unicodedata.normalize("NFKD", name)) == 80 * expands
    form = search_form(name)
    assert len(form) <= SEARCH_NAME_LENGTH
    assert form == fold(name)[:SEARCH_NAME_LENGTH].rstrip()
    assert search_form("José García") == fold("José García") == "jose garcia"


def test_a_cut_search_form_still_finds_the_player() -> None:
    name = "\ufb03" * 80
    assert search_form(name) == "ffi" * 26 + "ff"
    roster = [(1, name, search_form(name)), (2, "Ana Ruiz", search_form("Ana Ruiz"))]
    assert find_players("ffiffi", roster)[0].player_id == 1
    assert search_form("a" * 79 + " ﬃ") == "a" * 79  # no trailing space left by the cut
