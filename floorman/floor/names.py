"""Finding players by name the way the floor types them: fast, without accents, with typos.

Names are folded (lower case, accents and punctuation removed) so "Jose" finds "José";
typos are tolerated with RapidFuzz's weighted ratio, which handles partial names and
swapped words ("garcia jose").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process, utils

MIN_SCORE = 70.0


def fold(name: str) -> str:
    """``name`` in lower case without accents or punctuation, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", " ", plain.lower()).strip()


def clean_name(name: str) -> str:
    """The name as it will be stored: surrounding and doubled spaces removed."""
    return re.sub(r"\s+", " ", name).strip()


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
