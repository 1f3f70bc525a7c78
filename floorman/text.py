"""Words shown to people, in both of the languages floorman speaks.

Everything below the UI that produces a sentence for a person (a ruling's reasons, a
refused floor action) returns a ``Text`` holding English and Spanish side by side, so
the caller picks the language at the last moment and nothing needs a translation
catalogue outside Qt's. ``UserError`` is the base of every error that carries such a
message: it says what is wrong and what to do.
"""

from __future__ import annotations

import locale
import os
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

Lang = Literal["en", "es"]
LANGUAGES: tuple[Lang, ...] = ("en", "es")


@dataclass(frozen=True)
class Text:
    """One sentence (or paragraph) in English and in Spanish."""

    en: str
    es: str

    def __post_init__(self) -> None:
        if not self.en.strip() or not self.es.strip():
            raise ValueError("a Text needs both the English and the Spanish words")

    def get(self, lang: Lang) -> str:
        """The words in ``lang``."""
        return self.es if lang == "es" else self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "es": self.es}

    def __add__(self, other: Text) -> Text:
        return Text(f"{self.en} {other.en}", f"{self.es} {other.es}")


def plural(count: int, one: str, many: str) -> str:
    """``one`` when ``count`` is one, ``many`` otherwise: English and Spanish both use the
    singular for one alone (1 player, 0 players, 2 players; 1 jugador, 0 jugadores).

    Give whole phrases where more than the noun agrees: ``plural(n, "the table left",
    f"the {n} tables left")``, ``plural(n, "la mesa que queda", f"las {n} mesas que
    quedan")``.
    """
    return one if abs(count) == 1 else many


def counted(count: int, one: str, many: str) -> str:
    """The count and its noun: ``counted(1, "player", "players")`` is ``1 player``,
    ``counted(3, "jugador", "jugadores")`` is ``3 jugadores``."""
    return f"{count} {plural(count, one, many)}"


def amount_text(amount: Decimal) -> str:
    """An amount as people write it: no exponent, no trailing zeros (2, 2.5, 1000)."""
    return f"{amount.normalize():f}"


class UserError(Exception):
    """A refusal a person can act on: what is wrong and what to do, in both languages.

    Attributes:
        text: the message.
        field: the input the message is about, when there is one (a form field, a
            JSON path such as ``facts.players[2].stack``).
    """

    def __init__(self, text: Text, field: str | None = None) -> None:
        super().__init__(text.en)
        self.text = text
        self.field = field

    def message(self, lang: Lang) -> str:
        prefix = f"{self.field}: " if self.field else ""
        return prefix + self.text.get(lang)


def parse_lang(value: str | None) -> Lang:
    """The language for a ``--lang`` value or a locale name; English when unknown."""
    if value and value.lower().startswith("es"):
        return "es"
    return "en"


def system_lang() -> Lang:
    """The language of the system locale, falling back to English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name)
        if value:
            return parse_lang(value)
    try:
        value = locale.getlocale()[0]
    except ValueError:
        value = None
    return parse_lang(value)
