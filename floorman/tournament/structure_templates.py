"""The structures that ship with floorman, for a director to start from and edit.

Three common shapes of a live event: a turbo of 15-minute levels, a regular event of
20-minute levels and a deep stack of 30-minute levels, each with a 10- or 15-minute
break every few levels, a big-blind ante from the fourth level (the ante most rooms
use today: the big blind posts it for the table) and the low chips raced off at the
breaks once the blinds no longer need them (RRoP 15.11). They are starting points:
the director edits the levels and saves them with the tournament.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from floorman.text import Text
from floorman.tournament.structure import Level, check_levels

# (small blind, big blind) level by level; the big-blind ante equals the big blind.
BLINDS = ((25, 50), (50, 100), (75, 150), (100, 200), (150, 300), (200, 400), (300, 600),
          (400, 800), (500, 1000), (600, 1200), (800, 1600), (1000, 2000), (1500, 3000),
          (2000, 4000), (3000, 6000), (4000, 8000), (5000, 10000), (6000, 12000),
          (8000, 16000), (10000, 20000))
BB_ANTE_FROM = 4  # the level (1-based) the big-blind ante starts at
# The chip raced off at the break after the level whose small blind first makes it
# useless: the 25s once the small blind is 200 or more, the 100s from 1,000.
COLOUR_UP = ((200, Decimal(25)), (1000, Decimal(100)))


@dataclass(frozen=True)
class Template:
    key: str
    name: Text
    starting_stack: int
    levels: tuple[Level, ...]


def _levels(minutes: int, every: int, break_minutes: int) -> tuple[Level, ...]:
    levels: list[Level] = []
    raced: set[Decimal] = set()
    for number, (small, big) in enumerate(BLINDS, start=1):
        ante = big if number >= BB_ANTE_FROM else 0
        levels.append(Level(seconds=minutes * 60, small_blind=Decimal(small),
                            big_blind=Decimal(big), ante=Decimal(ante),
                            big_blind_ante=ante > 0))
        if number % every == 0 and number < len(BLINDS):
            upcoming = BLINDS[number][0]
            chip = next((chip for start, chip in COLOUR_UP
                         if upcoming >= start and chip not in raced), None)
            if chip is not None:
                raced.add(chip)
            levels.append(Level(seconds=break_minutes * 60, is_break=True, colour_up=chip))
    return check_levels(levels)


TEMPLATES: tuple[Template, ...] = (
    Template("turbo", Text("Turbo: 15-minute levels", "Turbo: niveles de 15 minutos"),
             10000, _levels(15, 6, 10)),
    Template("regular", Text("Regular: 20-minute levels", "Normal: niveles de 20 minutos"),
             20000, _levels(20, 4, 10)),
    Template("deep", Text("Deep stack: 30-minute levels",
                          "Deep stack: niveles de 30 minutos"), 30000, _levels(30, 4, 15)),
)


def template(key: str) -> Template:
    for each in TEMPLATES:
        if each.key == key:
            return each
    raise KeyError(key)
