"""The engine's house choices the desk offers, each option with the book it follows.

The rules engine takes the room's choices as ``HouseRules`` (``floorman.rules.policy``):
where the sources or the rooms differ (who shows first, the odd chip, the limit raise
cap, a dead or live small blind...), the room picks. The desk stores the room's picks
as a house setting; a choice the room has not made follows the rules profile, which
under ``tda`` may be the TDA's rule rather than Robert's. This module lists the choices
in the order the House dialog groups them, and for each option the book it follows and
the rules it rests on, under the cash-game profile and, where they differ, under the
tournament one. The words people read are the dialog's; the data here is checked
against the engine (every option is a value ``HouseRules`` takes, every rule resolves).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from floorman.rules.policy import PROFILES, HouseRules, house_rules

Book = Literal["robert", "tda", "online", "house"]
Value = str | bool
GROUPS = ("betting", "pot_limit", "blinds", "showdown")


@dataclass(frozen=True)
class Follows:
    """The book an option follows and the rules of it that the option rests on (none
    for the house's own rule)."""

    book: Book
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Option:
    """One value of a house choice.

    Attributes:
        value: the value ``HouseRules`` takes.
        follows: the book and rules it follows in a cash game.
        in_tournaments: the book and rules it follows under a tournament profile, when
            the engine rules by another book there (the TDA's rule, mostly).
    """

    value: Value
    follows: Follows
    in_tournaments: Follows | None = None

    def book(self, profile: str) -> Follows:
        """What this option follows under ``profile``."""
        if self.in_tournaments is not None and PROFILES[profile].tournament:
            return self.in_tournaments
        return self.follows


@dataclass(frozen=True)
class HouseChoice:
    """One house choice: the ``HouseRules`` switch it sets, its group, its options."""

    name: str
    group: str
    options: tuple[Option, ...]

    def values(self) -> tuple[Value, ...]:
        return tuple(option.value for option in self.options)

    def option(self, value: object) -> Option | None:
        """The option of ``value`` (None when it is not one of them; ``True`` is not 1)."""
        for option in self.options:
            if type(option.value) is type(value) and option.value == value:
                return option
        return None


def _robert(*rules: str) -> Follows:
    return Follows("robert", rules)


def _tda(*rules: str) -> Follows:
    return Follows("tda", rules)


def _online(*rules: str) -> Follows:
    return Follows("online", rules)


HOUSE_CHOICES: tuple[HouseChoice, ...] = (
    # Betting
    HouseChoice("raise_cap", "betting", (
        Option("robert", _robert("RRoP 3.v.4", "RRoP 3.v.5"), _tda("TDA 48", "RRoP 3.v.4")),
        Option("online", _online("Online 11")))),
    HouseChoice("check_raise", "betting", (
        Option("robert", _robert("RRoP 3.v.2", "RRoP 11.i.2")),
        Option("online", _online("Online 9")))),
    HouseChoice("limit_half_bet_reopens", "betting", (
        Option(True, _robert("RRoP 3.v.7"), _tda("TDA 47-B")),
        Option(False, Follows("house")))),
    HouseChoice("multiple_chips_call_when_every_chip_needed", "betting", (
        Option(False, _robert("RRoP 3.v.14")),
        Option(True, _tda("TDA 45-A")))),
    HouseChoice("multi_motion_raise_after_declaring", "betting", (
        Option(True, _robert("RRoP 14.5")),
        Option(False, _robert("RRoP 14.5"), _tda("TDA 42")))),
    # Pot limit
    HouseChoice("pot_limit_small_blind_as_big", "pot_limit", (
        Option(False, _robert("RRoP 14.i.5")),
        Option(True, _robert("RRoP 14.i.5")))),
    HouseChoice("pot_limit_round_up", "pot_limit", (
        Option(False, _robert("RRoP 14.i.4")),
        Option(True, _robert("RRoP 14.i.4")))),
    # Button and blinds
    HouseChoice("button", "blinds", (
        Option("moving", _robert("RRoP 4.2")),
        Option("dead", _robert("RRoP 4.2"), _tda("TDA 32")))),
    HouseChoice("missed_small_blind", "blinds", (
        Option("robert", _robert("RRoP 4.10")),
        Option("online", _online("Online 7")))),
    HouseChoice("new_player_may_post_before_button", "blinds", (
        Option(False, _robert("RRoP 4.7")),
        Option(True, _robert("RRoP 16.5")))),
    HouseChoice("limit_straddle_allowed", "blinds", (
        Option(False, _robert("RRoP 4.17")),
        Option(True, _robert("RRoP 4.17")))),
    # The deal and the showdown
    HouseChoice("burn_before_reshuffled_card", "showdown", (
        Option(False, _robert("RRoP 5.7", "RRoP 5.8")),
        Option(True, _robert("RRoP 16.4")))),
    HouseChoice("showdown_order", "showdown", (
        Option("robert", _robert("RRoP 3.vi.8"), _tda("TDA 17-A")),
        Option("online", _online("Online 16", "Online 17")))),
    HouseChoice("odd_chip", "showdown", (
        Option("robert", _robert("RRoP 3.vii.5"), _tda("TDA 20")),
        Option("online", _online("Online 23", "Online 24")))),
)

CHOICES: dict[str, HouseChoice] = {choice.name: choice for choice in HOUSE_CHOICES}


def profile_default(name: str, profile: str) -> Value:
    """The value of choice ``name`` under ``profile`` when the room has not chosen."""
    value: Value = getattr(PROFILES[profile], name)
    return value


def stored_choices(stored: object) -> dict[str, Value]:
    """The room's choices as stored, keeping only known choices with one of their values:
    a value this version does not know (written by hand, or by a newer floorman) is left
    out, and that choice follows the profile."""
    if not isinstance(stored, Mapping):
        return {}
    return {name: value for name, value in stored.items()
            if name in CHOICES and CHOICES[name].option(value) is not None}


def rules_for(profile: str, choices: Mapping[str, Any]) -> HouseRules:
    """The house rules a ruling follows: the profile's, with the room's choices."""
    return house_rules(profile, stored_choices(choices))


def cited(rules: tuple[str, ...]) -> str:
    """Rule ids as a short list: "RRoP 3.v.4, 3.v.5", "RRoP 3.v.7, TDA 47-B"."""
    parts: list[str] = []
    source = ""
    for rule in rules:
        head, _, number = rule.partition(" ")
        parts.append(number if head == source else rule)
        source = head
    return ", ".join(parts)
