"""Player names as the floor types them: checked, stored, and found again.

A name is checked before it is stored (``check_name``): characters that would hide or
disguise it (control codes, text-direction controls, broken surrogate halves,
private-use characters) are refused, invisible formatting characters (zero-width
spaces, joiners, soft hyphens, byte-order marks) are removed, and the name is put in
one Unicode form (NFC), so "José" typed with a separate accent is the same José.

Names are folded for search (lower case, accents and punctuation removed) so "Jose"
finds "José"; typos are tolerated with RapidFuzz's weighted ratio, which handles
partial names and swapped words ("garcia jose").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process, utils

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


@dataclass(frozen=True)
class Match:
    player_id: int
    name: str
    score: float


def find_players(
    query: str, players: Iterable[tuple[int, str, str]], limit: int = 10
) -> list[Match]:
    """The best matches for ``query`` among ``(id, name, folded name)`` triples.

    Exact prefixes rank first (what the floor expects while typing), then fuzzy
    matches above ``MIN_SCORE``.
    """
    wanted = fold(query)
    if not wanted:
        return []
    roster: Sequence[tuple[int, str, str]] = list(players)
    starts = [
        (wanted not in folded.split(), folded, pid, name)
        for pid, name, folded in roster
        if folded.startswith(wanted) or any(w.startswith(wanted) for w in folded.split())
    ]
    # Whole-word matches ("jose" for "José García") before longer names ("Joselito").
    prefix = [Match(pid, name, 100.0) for _, _, pid, name in sorted(starts)]
    seen = {m.player_id for m in prefix}
    fuzzy = process.extract(
        wanted,
        [folded for _, _, folded in roster],
        scorer=fuzz.WRatio,
        processor=utils.default_process,
        limit=limit + len(seen),
        score_cutoff=MIN_SCORE,
    )
    more = [
        Match(roster[index][0], roster[index][1], score)
        for _, score, index in fuzzy
        if roster[index][0] not in seen
    ]
    return (prefix + more)[:limit]
