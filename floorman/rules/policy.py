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

from floorman.rules.errors import refuse, shown
from floorman.rules.facts import to_amount

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
        multiple_chips_call_when_every_chip_needed: facing a bet, a silent bet of several
            chips is a call when every chip is needed to call (TDA 45-A); when off, only
            Robert's half-bet test decides (a full call plus half a raise or more is a
            raise, RRoP 3.v.14).
        new_player_may_post_before_button: a new or returning player sitting between
            the big blind and the button may make up the blinds and be dealt in there
            (the alternative RRoP 16.5 prefers); when off, he waits for the button to
            pass (RRoP 4.7).
        burn_before_reshuffled_card: after a premature board card forces a reshuffle,
            the dealer burns before dealing the new card (the change RRoP 16.4
            recommends); when off, no card is burned (RRoP 5.7-8).
        showdown_order: who shows first at the showdown: ``robert`` (RRoP 3.vi.8: the
            last aggressor of the final round, else the first to act; with side pots,
            hands are shown pot by pot) or ``online`` (seed 004's online room: then
            clockwise, and a hand that cannot beat one already shown may be mucked).
        odd_chip: who gets the odd chip of a split pot: ``robert`` (RRoP 3.vii.5: in stud
            the highest card by suit of all a player's cards, the lowest in a low half)
            or ``online`` (seed 004: in stud the highest face-up card by suit, in either
            half of a split game). Button games give it clockwise from the button in both.
        limit_straddle_allowed: the house lets a player straddle in a limit game (the
            exception RRoP 4.17 leaves to the house); when off, limit games have no straddle.
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
    multiple_chips_call_when_every_chip_needed: bool = False
    new_player_may_post_before_button: bool = False
    burn_before_reshuffled_card: bool = False
    showdown_order: Literal["robert", "online"] = "robert"
    odd_chip: Literal["robert", "online"] = "robert"
    limit_straddle_allowed: bool = False

    def __post_init__(self) -> None:
        if self.button not in ("moving", "dead"):
            raise refuse(
                "house.button",
                "must be 'moving' or 'dead'.",
                "debe ser 'moving' (móvil) o 'dead' (muerto).",
            )
        for name in ("showdown_order", "odd_chip"):
            if getattr(self, name) not in ("robert", "online"):
                raise refuse(
                    f"house.{name}",
                    "must be 'robert' (Robert's Rules) or 'online' (the online room's rule).",
                    "debe ser 'robert' (Robert's Rules) u 'online' (la regla de la sala en línea).",
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
    if isinstance(current, Decimal):
        return to_amount(value, field)
    if current is None or (isinstance(current, int) and not isinstance(current, bool)):
        # The only switch that starts as null is a count (limit_raise_cap).
        if value is None and current is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise refuse(field, f"must be a whole number of zero or more; it is {shown(value)}.",
                         f"debe ser un número entero de cero o más; es {shown(value)}.")
        return value
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
        multiple_chips_call_when_every_chip_needed=True,
    ),
}


def house_rules(profile: str = "robert", overrides: Mapping[str, Any] | None = None) -> HouseRules:
    """The house rules of a named profile, with optional overrides."""
    if profile not in PROFILES:
        raise refuse(
            "profile",
            f"unknown house profile {shown(profile)}. Use one of: {', '.join(PROFILES)}.",
            f"perfil de la casa desconocido {shown(profile)}. Use uno de: {', '.join(PROFILES)}.",
        )
    rules = PROFILES[profile]
    return rules.with_overrides(overrides) if overrides else rules
