"""The tournament's floor policies: seat draw, balancing, breaking, redraws, places.

Pure Python over plain data (no Qt, no SQLAlchemy, no clock): a ``Field`` (``field``)
holds the tables in play and the director's settings; the planners read it and return a
``Plan`` (``moves``) of moves with their reasons in English and Spanish and their rule
ids; ``moves.apply_plan`` checks each move again and makes it. ``planning.plan_next`` is
the one question the desk asks after every hand; ``simulate`` plays a whole field down.
The per-move rulings come from ``floorman.rules.tournament_seating`` and the rules
engine's ``tournament_tables`` kinds answer with these same functions. See
``docs/tournaments.md``.
"""

from floorman.tournament.field import (
    Field,
    MoveNotNeeded,
    RegistrationClosed,
    TournamentRefused,
    TournamentTable,
    play_hand,
    seated_table,
)
from floorman.tournament.moves import Move, Plan, apply_plan, check_plan
from floorman.tournament.planning import plan_next

__all__ = ["Field", "Move", "MoveNotNeeded", "Plan", "RegistrationClosed",
           "TournamentRefused", "TournamentTable", "apply_plan", "check_plan", "plan_next",
           "play_hand", "seated_table"]
