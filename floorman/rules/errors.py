"""The one error type the rules engine raises for facts it cannot rule on."""

from __future__ import annotations

from floorman.text import Text, UserError


class ScenarioError(UserError, ValueError):
    """The facts of a scenario are incomplete, contradictory or impossible.

    ``field`` names the offending input as a JSON path (``facts.players[2].stack``),
    ``text`` says what is wrong and what to do, in English and Spanish. Every function
    of ``floorman.rules`` raises this and only this for bad input.
    """


def refuse(field: str, en: str, es: str) -> ScenarioError:
    """Build the error for ``field``; the caller raises it."""
    return ScenarioError(Text(en, es), field)
