"""What the floor must do now: the one entry point the desk and the simulation call.

After every hand with eliminations (and after every plan made) the floor asks
``plan_next``: if the players left fit in one table fewer, the next table in the
breaking order breaks (a redraw when that leaves three, two or one table); otherwise, if
the tables are further apart than the tolerance, they are balanced; otherwise nothing is
needed (None). Planning reads the field and returns a plan; ``moves.apply_plan`` makes
it. A field that had several eliminations at once may need several plans: ask again
after applying each, until ``plan_next`` answers None.
"""

from __future__ import annotations

import random

from floorman.tournament.balancing import out_of_balance, plan_balancing
from floorman.tournament.breaking import break_call, plan_break
from floorman.tournament.field import Field
from floorman.tournament.moves import Plan
from floorman.tournament.redraws import field_redraw_call, plan_redraw


def plan_next(field: Field, rng: random.Random) -> Plan | None:
    """The next plan the field needs, or None when it is settled. ``rng`` draws the
    seats of a break or a redraw."""
    call = break_call(field)
    if call.due:
        redraw = field_redraw_call(field)
        if redraw.due:
            return plan_redraw(field, call, redraw, rng)
        return plan_break(field, call, rng)
    if out_of_balance(field):
        return plan_balancing(field)
    return None
