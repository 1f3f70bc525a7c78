"""Player names as the floor types them: checked, stored, and found again.

A name is checked before it is stored (``check_name``): characters that would hide or
disguise it (control codes, text-direction controls, broken surrogate halves,
private-use characters) are refused, invisible formatting characters (zero-width
spaces, joiners, soft hyphens, byte-order marks) are removed, and the name is put in
one Unicode form (NFC), so "José" typed with a separate accent is the same José.

Names are folded for search (lower case, accents and punctuation removed) so "Jose"
finds "José"; typos are tolerated with RapidFuzz's weighted ratio, which handles
partial names and swapped words ("garcia jose"). Nicknames are folded and searched
the same way; a query of digits finds a phone number. Each match says how it was found,
so a desk can tell the name typed from a name that merely looks like it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

MIN_SCORE = 70.0
NAME_LENGTH = 80  # the width of the players' name column
SEARCH_NAME_LENGTH = 80  # the width of the players' folded search_name column

# Removed from a name: they show nothing, yet make two names that look alike differ.
INVISIBLE = frozenset({
    0x00AD,  # soft hyphen
    0x180E,  # Mongolian vowel separator
    0x200B, 0x200C, 0x200D,  # zero-width space, non-joiner, joiner
    0x2060, 0x2061, 0x2062, 0x2063, 0x2064,  # word joiner, invisible operators
    0xFEFF,  # byte-order mark (zero-width no-break space)
    0xFFF9, 0xFFFA, 0xFFFB,  # interlinear annotation marks
    *range(0x1BCA0, 0x1BCA4),  # shorthand format controls
    *range(0x1D173, 0x1D17B),  # musical beam and slur controls
    *range(0xE0000, 0xE0080),  # tags: invisible copies of ASCII ("ASCII smuggling")
})
# Refused: they reorder how the text around them reads (the "Trojan source" trick).
DIRECTION_CONTROLS = frozenset({
    0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A),
})

Problem = Literal["control", "direction", "surrogate", "private_use", "noncharacter"]


class BadCharacter(ValueError):
    """A name holds a character it may not hold.

    Attributes:
        character: the character refused (the first one, reading from the start).
        problem: what kind of character it is.
    """

    def __init__(self, character: str, problem: Problem) -> None:
        super().__init__(f"{problem} character {code_point(character)}")
        self.character = character
        self.problem = problem

    @property
    def code_point(self) -> str:
        """The character as people look it up, such as ``U+0007``."""
        return code_point(self.character)


@dataclass(frozen=True)
class CheckedName:
    """A name as it will be stored, and whether invisible characters were taken out."""

    text: str
    removed_invisible: bool


def code_point(character: str) -> str:
    return f"U+{ord(character):04X}"


def _problem(character: str) -> Problem | None:
    point = ord(character)
    category = unicodedata.category(character)
    if category == "Cs":
        return "surrogate"
    if point in DIRECTION_CONTROLS:
        return "direction"
    if category in ("Cc", "Zl", "Zp"):  # tabs, line breaks, escapes, NUL, DEL...
        return "control"
    if category == "Co":
        return "private_use"
    if 0xFDD0 <= point <= 0xFDEF or point & 0xFFFE == 0xFFFE:
        return "noncharacter"
    # Unassigned code points are let through: they may be characters (a new emoji)
    # of a Unicode version newer than this Python knows.
    return None


def check_name(raw: str) -> CheckedName:
    """``raw`` as it will be stored: invisible characters removed, in NFC form, the
    surrounding spaces (and line breaks) removed and inner spaces collapsed to one.

    Raises:
        BadCharacter: a character the name may not hold is left inside it.
    """
    visible = "".join(ch for ch in raw if ord(ch) not in INVISIBLE)
    for character in visible.strip():
        problem = _problem(character)
        if problem is not None:
            raise BadCharacter(character, problem)
    text = unicodedata.normalize("NFC", visible)
    return CheckedName(re.sub(r"\s+", " ", text).strip(), len(visible) < len(raw))


def clean_name(name: str) -> str:
    """The name as it will be stored (see ``check_name``, which also says whether
    invisible characters were removed).

    Raises:
        BadCharacter: the name holds a character it may not hold.
    """
    return check_name(name).text


def fold(name: str) -> str:
    """``name`` in lower case without accents or punctuation, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", " ", plain.lower()).strip()


def search_form(name: str, limit: int = SEARCH_NAME_LENGTH) -> str:
    """The folded name as stored for search, at most ``limit`` characters.

    Folding can make a name longer (the ligature "ﬃ" folds to "ffi"), so an 80-letter
    name may fold to more than its column holds; the end is cut, which search does not
    miss: it matches by prefix and by similarity.
    """
    return fold(name)[:limit].rstrip()


MatchKind = Literal["exact", "prefix", "near", "phone"]


class OnFile(NamedTuple):
    """A player on file as search sees them: the folded name and nickname, the phone's
    digits (the columns ``search_name``, ``search_nickname`` and ``search_phone``)."""

    player_id: int
    name: str
    search_name: str
    nickname: str = ""
    search_nickname: str = ""
    search_phone: str = ""


@dataclass(frozen=True)
class Match:
    """A player found, and how: ``exact`` (the whole name, folded), ``phone`` (the
    whole phone number), ``prefix`` (the start of the name, of a word of it or of the
    nickname) or ``near`` (a fuzzy match or part of a phone number: a desk must never
    take it for the player without the supervisor choosing it)."""

    player_id: int
    name: str
    score: float
    how: MatchKind = "near"
    nickname: str = ""


def phone_digits(text: str) -> str:
    """The digits of a phone number as search keeps them: "600 12 34 56" -> "600123456"."""
    return "".join(ch for ch in text if ch.isdigit())


def looks_like_phone(query: str) -> bool:
    """Digits with at most spaces and phone signs (+, -, dots, brackets): a phone search."""
    return bool(re.fullmatch(r"[\d\s+\-.()/]*\d{3}[\d\s+\-.()/]*", query.strip()))


def _is_prefix(wanted: str, folded: str) -> bool:
    return folded.startswith(wanted) or any(w.startswith(wanted) for w in folded.split())


def find_players(
    query: str,
    players: Iterable[tuple[int, str, str] | OnFile],
    limit: int = 10,
) -> list[Match]:
    """The best matches for ``query`` among the players on file: ``(id, name, folded
    name)`` triples or ``OnFile`` rows, which add the nickname and the phone.

    A query of digits finds phone numbers holding them. Otherwise the whole name
    ranks first, then prefixes of the name or nickname (what the floor expects while
    typing), then fuzzy matches of either above ``MIN_SCORE``.
    """
    roster: Sequence[OnFile] = [row if isinstance(row, OnFile) else OnFile(*row)
                                for row in players]
    if looks_like_phone(query):
        digits = phone_digits(query)
        # The whole number first, then numbers ending with what was typed (the last
        # digits are the ones people remember), then any holding them.
        phones = sorted(
            (p.search_phone != digits, not p.search_phone.endswith(digits), p.search_name,
             index)
            for index, p in enumerate(roster) if p.search_phone and digits in p.search_phone)
        return [Match(roster[index].player_id, roster[index].name, 100.0,
                      "phone" if not partial else "near", roster[index].nickname)
                for partial, _, _, index in phones[:limit]]
    wanted = fold(query)
    if not wanted:
        return []
    starts: list[tuple[bool, bool, bool, str, int]] = []
    for index, p in enumerate(roster):
        by_name = _is_prefix(wanted, p.search_name)
        if by_name or (p.search_nickname and _is_prefix(wanted, p.search_nickname)):
            # The whole name first, then whole words ("jose" for "José García") before
            # longer names ("Joselito"), a name before a nickname.
            whole = wanted in p.search_name.split() or wanted == p.search_nickname
            starts.append((p.search_name != wanted, not whole, not by_name, p.search_name,
                           index))
    starts.sort()
    prefix = [Match(roster[index].player_id, roster[index].name, 100.0,
                    "prefix" if not_exact else "exact", roster[index].nickname)
              for not_exact, _, _, _, index in starts]
    seen = {m.player_id for m in prefix}
    # Imported here: the fuzzy matcher is only needed once someone types a name, and
    # loading it is a noticeable part of the desk's start.
    from rapidfuzz import fuzz, process, utils

    fuzzy = process.extract(
        wanted,
        [p.search_name for p in roster],
        scorer=fuzz.WRatio,
        processor=utils.default_process,
        limit=limit + len(seen),
        score_cutoff=MIN_SCORE,
    )
    nicknames = {index: p.search_nickname for index, p in enumerate(roster) if p.search_nickname}
    if nicknames:
        fuzzy += process.extract(wanted, nicknames, scorer=fuzz.WRatio,
                                 processor=utils.default_process,
                                 limit=limit + len(seen), score_cutoff=MIN_SCORE)
    best: dict[int, float] = {}
    for _, score, index in fuzzy:
        if roster[index].player_id not in seen:
            best[index] = max(score, best.get(index, 0.0))
    more = [Match(roster[index].player_id, roster[index].name, score, "near",
                  roster[index].nickname)
            for index, score in sorted(best.items(), key=lambda item: -item[1])]
    return (prefix + more)[:limit]
