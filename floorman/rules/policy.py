"""House rules: the choices where the sources or the rooms differ.

A room picks a named profile once (``robert`` for live cash games under Robert's Rules
of Poker, ``tda`` for tournaments under the TDA rules) and may override single
switches. Every engine function that depends on such a choice takes the
``HouseRules`` it should follow instead of reading a global.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from floorman.rules.errors import refuse

ButtonMethod = Literal["moving", "dead"]


@dataclass(frozen=True)
class HouseRules:
    """The switches a room sets. Defaults are the live cash-game (``robert``) ones.

    Attributes:
        profile: the named profile these switches started from.
        tournament: tournament play (TDA rules, RRoP 15) rather than a live cash game.
        button: moving or dead button (RRoP 4.2, explained in RRoP 16.1).
        limit_half_bet_reopens: in limit, an all-in of at least half a bet reopens the
            betting for players who already acted (RRoP 3.v.7, TDA 47-B); when off,
            only a full bet or raise reopens.
        limit_raise_cap: the cap on raises in a multiway limit pot; ``None`` follows
            RRoP 3.v.4 (a bet and three raises with three or more betting rounds, a
            bet and four raises with two).
        unlimited_raises_heads_up: raises are unlimited once the pot is heads-up
            (RRoP 3.v.5; not in tournaments, RRoP 15.23).
        pot_limit_small_blind_as_big: pot limit counts the small blind as if it were
            the big blind before the flop (RRoP 14.i.5).
        pot_limit_round_up: pot limit rounds an odd pot size up (RRoP 14.i.4).
        multi_motion_raise_after_declaring: a player who said "raise" may bring the
            chips in more than one motion (allowed outside tournaments, RRoP 14.5).
    """

    profile: str = "robert"
    tournament: bool = False
    button: ButtonMethod = "moving"
    limit_half_bet_reopens: bool = True
    limit_raise_cap: int | None = None
    unlimited_raises_heads_up: bool = True
    pot_limit_small_blind_as_big: bool = False
    pot_limit_round_up: bool = False
    multi_motion_raise_after_declaring: bool = True

    def __post_init__(self) -> None:
        if self.button not in ("moving", "dead"):
            raise refuse(
                "house.button",
                "must be 'moving' or 'dead'.",
                "debe ser 'moving' (móvil) o 'dead' (muerto).",
            )

    def with_overrides(self, overrides: Mapping[str, Any], field: str = "house") -> HouseRules:
        """A copy with some switches changed; unknown names and wrong types are refused."""
        known = {f.name: f for f in dataclasses.fields(self) if f.name != "profile"}
        changes: dict[str, Any] = {}
        for name, value in overrides.items():
            if name not in known:
                raise refuse(
                    f"{field}.{name}",
                    f"there is no house rule called '{name}'. Known: {', '.join(sorted(known))}.",
                    f"no existe la regla de la casa '{name}'. Existen: {', '.join(sorted(known))}.",
                )
            current = getattr(self, name)
            changes[name] = _checked(f"{field}.{name}", current, value)
        return dataclasses.replace(self, **changes)


def _checked(field: str, current: Any, value: Any) -> Any:
    if isinstance(current, bool):
        if not isinstance(value, bool):
            raise refuse(field, "must be true or false.", "debe ser true o false.")
        return value
    if isinstance(current, Decimal) or (current is None and isinstance(value, (int, float))):
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise refuse(field, "must be a number or null.", "debe ser un número o null.")
        return value if isinstance(value, int) else Decimal(str(value))
    if isinstance(current, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise refuse(field, "must be a whole number.", "debe ser un número entero.")
        return value
    if value is None:
        return None
    if isinstance(current, str):
        if not isinstance(value, str):
            raise refuse(field, "must be a text value.", "debe ser un texto.")
        return value
    return value


PROFILES: dict[str, HouseRules] = {
    "robert": HouseRules(),
    "tda": HouseRules(
        profile="tda",
        tournament=True,
        button="dead",
        unlimited_raises_heads_up=False,
        multi_motion_raise_after_declaring=False,
    ),
}


def house_rules(profile: str = "robert", overrides: Mapping[str, Any] | None = None) -> HouseRules:
    """The house rules of a named profile, with optional overrides."""
    if profile not in PROFILES:
        raise refuse(
            "profile",
            f"unknown house profile '{profile}'. Use one of: {', '.join(PROFILES)}.",
            f"perfil de la casa desconocido '{profile}'. Use uno de: {', '.join(PROFILES)}.",
        )
    rules = PROFILES[profile]
    return rules.with_overrides(overrides) if overrides else rules
