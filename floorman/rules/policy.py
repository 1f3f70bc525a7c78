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
        raise_cap: the limit cap on raises, as one choice: ``robert`` (RRoP 3.v.4-5: a
            bet and three raises with three or more betting rounds, a bet and four with
            two, unlimited once the pot is heads-up outside tournaments, RRoP 15.23) or
            ``online`` (seed 004, Online 11: a bet and three raises in every limit game,
            heads-up included).
        limit_raise_cap: a room's own count of raises, overriding the one ``raise_cap``
            gives; ``None`` (the default) takes it from ``raise_cap``. Kept for rooms that
            set their own number (five raises, say).
        unlimited_raises_heads_up: overrides whether a heads-up limit pot is uncapped;
            ``None`` (the default) takes it from ``raise_cap``. Tournaments stay capped
            heads-up whatever it says (RRoP 15.23). Kept so documents that set it still
            work; new ones set ``raise_cap`` instead.
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
            hands are shown pot by pot) or ``online`` (seed 004's online room, Online
            16-17: then clockwise, and a hand that cannot beat one already shown may be
            mucked).
        odd_chip: who gets the odd chip of a split pot: ``robert`` (RRoP 3.vii.5: in stud
            the highest card by suit of all a player's cards, the lowest in a low half)
            or ``online`` (seed 004, Online 19-25: in stud the highest face-up card by
            suit, in either half of a split game). Button games give it clockwise from the
            button in both. Rulings cite the rules of the source followed.
        limit_straddle_allowed: the house lets a player straddle in a limit game (the
            exception RRoP 4.17 leaves to the house); when off, limit games have no straddle.
        check_raise: whether a player who checked may raise later in the round:
            ``robert`` (RRoP 3.v.2: yes, except in some lowball: never in limit
            ace-to-five, RRoP 11.i.2, and in limit deuce-to-seven only after the draw,
            RRoP 11.ii.3; allowed in no-limit and pot-limit lowball, RRoP 11.iii.5, and
            in draw high, RRoP 12.2) or ``online`` (seed 004, Online 9: in every game; it
            is also how a room "tells the players" that check-raise is allowed in limit
            ace-to-five, the exception RRoP 11.i.2 makes).
        missed_small_blind: a returning player who missed only the small blind posts it
            ``robert`` dead (RRoP 4.10: it goes to the middle) or ``online`` live (seed
            004, Online 7: it counts toward his bet). Missing both blinds is the same in
            both: the big blind live, the small blind dead (RRoP 4.10, Online 4).
    """

    profile: str = "robert"
    tournament: bool = False
    button: ButtonMethod = "moving"
    limit_half_bet_reopens: bool = True
    raise_cap: Literal["robert", "online"] = "robert"
    limit_raise_cap: int | None = None
    unlimited_raises_heads_up: bool | None = None
    pot_limit_small_blind_as_big: bool = False
    pot_limit_round_up: bool = False
    multi_motion_raise_after_declaring: bool = True
    multiple_chips_call_when_every_chip_needed: bool = False
    new_player_may_post_before_button: bool = False
    burn_before_reshuffled_card: bool = False
    showdown_order: Literal["robert", "online"] = "robert"
    odd_chip: Literal["robert", "online"] = "robert"
    limit_straddle_allowed: bool = False
    check_raise: Literal["robert", "online"] = "robert"
    missed_small_blind: Literal["robert", "online"] = "robert"

    def __post_init__(self) -> None:
        if self.button not in ("moving", "dead"):
            raise refuse(
                "house.button",
                "must be 'moving' or 'dead'.",
                "debe ser 'moving' (móvil) o 'dead' (muerto).",
            )
        for name in SOURCE_CHOICES:
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
            if name in _OPTIONAL_FLAGS:
                changes[name] = _optional_flag(f"{field}.{name}", value)
            else:
                changes[name] = _checked(f"{field}.{name}", current, value)
        return dataclasses.replace(self, **changes)

    def limit_raises(self, betting_rounds: int) -> int:
        """Limit: how many raises may follow the bet in a game with ``betting_rounds``
        rounds (RRoP 3.v.4, Online 11, or the room's own count)."""
        if self.limit_raise_cap is not None:
            return self.limit_raise_cap
        if self.raise_cap == "online":
            return 3
        return 3 if betting_rounds >= 3 else 4

    @property
    def heads_up_uncapped(self) -> bool:
        """Limit: raising is unlimited once fewer than three players can bet
        (RRoP 3.v.5); never in tournaments (RRoP 15.23) nor under Online 11."""
        if self.tournament:
            return False
        if self.unlimited_raises_heads_up is not None:
            return self.unlimited_raises_heads_up
        return self.raise_cap == "robert"


# The switches that pick a source's rule: Robert's Rules or the online room's (seed 004).
SOURCE_CHOICES = ("showdown_order", "odd_chip", "raise_cap", "check_raise",
                  "missed_small_blind")
# Switches that are true, false or null (null: follow another switch).
_OPTIONAL_FLAGS = frozenset({"unlimited_raises_heads_up"})


def _optional_flag(field: str, value: Any) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise refuse(field, "must be true, false or null.", "debe ser true, false o null.")
    return value


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
