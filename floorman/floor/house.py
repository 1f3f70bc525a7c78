"""House settings for the cash-game floor: durations and list policies the room sets.

Defaults follow Robert's Rules of Poker: no seat held more than 10 minutes while
someone is waiting (RRoP 2.ii.21), chips may be picked up after 30 minutes away
(RRoP 2.ii.20), a $20 reservation deposit (RRoP 2.iii.2).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from floorman.rules.policy import HouseRules


# How the public board may show a player's name: "Ana L." or "A. L.".
BOARD_NAMES = ("first_initial", "initials")


@dataclass(frozen=True)
class HouseSettings:
    """What the room decides for its lists and seats.

    Attributes:
        hold_minutes: a held seat is released after this long if someone is waiting.
        away_minutes: a player away longer than this is flagged for chip pick-up.
        call_ins_allowed: players may join a list by phone without being present.
        call_in_minutes: a call-in that has not checked in is dropped after this long.
        passes_kept: how many calls a player may miss ("not here") and keep the place.
        deposit: the usual reservation deposit for a player who steps out.
        rules_profile: the house profile the rulings assistant rules under:
            ``robert`` (Robert's Rules of Poker, live cash games) or ``tda`` (TDA
            tournament rules); see ``floorman.rules.policy``.
        rule_choices: the room's own picks among the engine's house choices (who shows
            first, the odd chip, the limit raise cap...: ``floor.house_choices``), by
            switch name; a choice not named follows the rules profile.
        short_table_players: a table with players but fewer than this is short: the
            desk lists it as needing attention (fill it, or break the game).
        new_game_list_length: a waiting list this long proposes opening a new table
            of its game (0: as many as the game's tables have seats, so 9 on a 9-seat
            game).
        board_names: how the room's public board shows a player's name (privacy):
            ``first_initial`` ("Ana L.": the first name and the other names' initials)
            or ``initials`` ("A. L."); see ``services.board_view.shaped_name``.
    """

    hold_minutes: int = 10
    away_minutes: int = 30
    call_ins_allowed: bool = True
    call_in_minutes: int = 30
    passes_kept: int = 2
    deposit: Decimal = Decimal(20)
    rules_profile: str = "robert"
    rule_choices: Mapping[str, str | bool] = dataclasses.field(default_factory=dict,
                                                               hash=False)
    short_table_players: int = 5
    new_game_list_length: int = 0
    board_names: str = "first_initial"

    # Read for every seat with a countdown after every action: made once per settings.
    @functools.cached_property
    def hold_time(self) -> timedelta:
        return timedelta(minutes=self.hold_minutes)

    @functools.cached_property
    def away_time(self) -> timedelta:
        return timedelta(minutes=self.away_minutes)

    @functools.cached_property
    def call_in_time(self) -> timedelta:
        return timedelta(minutes=self.call_in_minutes)

    @classmethod
    def from_stored(cls, stored: Mapping[str, Any]) -> HouseSettings:
        """Settings from stored key/values; unknown keys are ignored."""
        defaults = cls()
        values: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            if field.name in stored:
                current = getattr(defaults, field.name)
                raw = stored[field.name]
                if field.name == "rule_choices":
                    # The engine's policy loads only for a room that made choices: the
                    # desk's start needs none of it.
                    from floorman.floor.house_choices import stored_choices

                    values[field.name] = stored_choices(raw)
                else:
                    values[field.name] = (Decimal(str(raw)) if isinstance(current, Decimal)
                                          else raw)
        return cls(**values)

    def house_rules(self) -> HouseRules:
        """The house rules the room's rulings follow: the profile's, with its choices."""
        from floorman.floor.house_choices import rules_for

        return rules_for(self.rules_profile, self.rule_choices)

    def to_stored(self) -> dict[str, Any]:
        return {
            field.name: str(value) if isinstance(value := getattr(self, field.name), Decimal)
            else dict(value) if isinstance(value, Mapping) else value
            for field in dataclasses.fields(self)
        }
