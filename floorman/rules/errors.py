"""The one error type the rules engine raises for facts it cannot rule on."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from floorman.text import Text, UserError

_SHOWN_CHARACTERS = 40


class ScenarioError(UserError, ValueError):
    """The facts of a scenario are incomplete, contradictory or impossible.

    ``field`` names the offending input as a JSON path (``facts.players[2].stack``),
    ``text`` says what is wrong and what to do, in English and Spanish. Every function
    of ``floorman.rules`` raises this and only this for bad input.
    """


def refuse(field: str, en: str, es: str) -> ScenarioError:
    """Build the error for ``field``; the caller raises it."""
    return ScenarioError(Text(en, es), field)


def shown(value: object) -> str:
    """``value`` as a refusal quotes it: short, and safe for any value a document holds.

    A refusal echoes what it refuses, but the value may be a 4000-digit number (whose
    ``str`` Python refuses past 4300 digits), a megabyte of text, or a list nested
    deeper than ``repr`` can recurse; those are summarised rather than printed.
    """
    if isinstance(value, Mapping):
        return "{…}"
    if isinstance(value, (list, tuple)):
        return "[…]"
    if isinstance(value, int) and not isinstance(value, bool):
        value = Decimal(value)
    if isinstance(value, Decimal) and value.is_finite() and abs(value.adjusted()) > 20:
        return f"{value:.3E}"
    text = repr(value) if isinstance(value, str) else str(value)
    if len(text) > _SHOWN_CHARACTERS:
        return text[: _SHOWN_CHARACTERS - 1] + "…"
    return text
