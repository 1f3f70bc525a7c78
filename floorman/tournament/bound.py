"""The lower bound on moves, and the moves beyond it that the rules force.

A field played down with given eliminations (the same entrants out on the same hands) and
the same seat draws can only be played with so few moves. The bound floorman computes:

    Split the event into phases at the redraws (and the start). Within a phase every
    table breaks at a moment fixed by the rules (as soon as the players left fit in one
    table fewer) and in the director's order, whatever the procedure. A player who starts
    the phase at table X and is still in when X breaks (outside a redraw) must have moved
    at least once in the phase: at the break, or earlier, if balancing took him. Those are
    different players, so the number of such players, summed over the phase's breaks and
    the phases, is a lower bound on the balancing and breaking moves of any correct
    procedure. (Redraws reseat everybody in every procedure at the same moments, so they
    are counted apart and not as moves.)

The moves floorman makes beyond that bound are the ones the rules force:

- every balancing move: each is made only while the tables are further apart than the
  tolerance allows at that moment (RRoP 15.17), and the player is the one due the big
  blind at the longest table (TDA 11-A, RRoP 15.15), not one the floor picks to save a
  move later;
- every breaking move of a player who had already moved in the phase: the tolerance sent
  him to one of the shortest tables (by a balancing move or an earlier break), and in a
  balanced floor those are tables that break later too.

Proof that moves <= lower_bound + forced_by_rule: a breaking move of a player who has not
moved in the phase takes him from his starting table at its break while he is still in,
so he is one of the players the bound counts, counted once; every other breaking move is
a moved-again one and every balancing move is forced. ``MoveTally`` counts the three
numbers separately as the field plays down, so the inequality is checked from them, not
assumed; the difference (``slack``) is the number of counted players whom balancing moved
before their table broke.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from floorman.tournament.field import Field
from floorman.tournament.moves import Plan


@dataclass(frozen=True)
class MoveCount:
    """The moves of a field played down, against the bound."""

    balancing: int
    breaking: int
    breaks: int
    redraws: tuple[int, ...]  # the tables left after each redraw
    redraw_seats: int
    lower_bound: int
    moved_again: int
    halts: int

    @property
    def moves(self) -> int:
        return self.balancing + self.breaking

    @property
    def forced_by_rule(self) -> int:
        return self.balancing + self.moved_again

    @property
    def within_bound(self) -> bool:
        return self.moves <= self.lower_bound + self.forced_by_rule

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": {"balancing": self.balancing, "breaking": self.breaking,
                      "total": self.moves},
            "breaks": self.breaks,
            "redraws": {"count": len(self.redraws), "at_tables": list(self.redraws),
                        "seats_drawn": self.redraw_seats},
            "halts": self.halts,
            "lower_bound": self.lower_bound,
            "forced_by_rule": {"total": self.forced_by_rule, "balancing": self.balancing,
                               "moved_again_at_a_break": self.moved_again},
            "goal": {"moves_at_most_lower_bound_plus_forced": self.within_bound,
                     "slack": self.lower_bound + self.forced_by_rule - self.moves},
        }


class MoveTally:
    """Counts moves, breaks, redraws and the lower bound while a field plays down. Tell it
    every elimination (``busts``) and every plan just before it is applied (``plan``),
    and after a redraw is applied (``redrawn``)."""

    def __init__(self, field: Field) -> None:
        self.phase = 0
        self.home: dict[int, int] = {}
        self.still_in: Counter[int] = Counter()
        self.last_moved: dict[int, int] = {}
        self.balancing = self.breaking = self.breaks = self.redraw_seats = 0
        self.lower_bound = self.moved_again = self.halts = 0
        self.redraws: list[int] = []
        self.redrawn(field)

    def redrawn(self, field: Field) -> None:
        """A phase starts: every player's table now is his starting table for the bound."""
        self.phase += 1
        self.home = {entrant: table for entrant, (table, _) in field.where.items()}
        self.still_in = Counter(self.home.values())

    def busts(self, entrants: list[int]) -> None:
        for entrant in entrants:
            home = self.home.pop(entrant, None)
            if home is not None:
                self.still_in[home] -= 1

    def plan(self, plan: Plan) -> None:
        self.halts += len(plan.halted)
        if plan.kind in ("break", "redraw"):
            self.breaks += 1
        if plan.kind == "redraw":
            self.redraws.append(plan.tables_after)
            self.redraw_seats += len(plan.moves)
            return
        if plan.kind == "break" and plan.broken_table is not None:
            self.lower_bound += self.still_in[plan.broken_table]
        for move in plan.moves:
            if move.kind == "balancing":
                self.balancing += 1
            elif move.kind == "breaking":
                self.breaking += 1
                if self.last_moved.get(move.entrant) == self.phase:
                    self.moved_again += 1
            else:
                continue
            self.last_moved[move.entrant] = self.phase

    def count(self) -> MoveCount:
        return MoveCount(self.balancing, self.breaking, self.breaks, tuple(self.redraws),
                         self.redraw_seats, self.lower_bound, self.moved_again, self.halts)
