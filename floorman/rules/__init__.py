"""The embedded rules engine: floor disputes in, rulings with citations out.

Pure Python: no Qt, no SQLAlchemy, no clock. Typed dataclasses in, a ``Ruling`` out,
every ruling naming the rule ids (Robert's Rules of Poker, the TDA rules) it rests
on. ``decide`` takes the JSON scenario form documented in ``docs/rules-scenarios.md``;
the typed functions of each module can also be called directly.
"""

from floorman.rules.errors import ScenarioError
from floorman.rules.policy import HouseRules, house_rules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import decide, kinds

__all__ = ["HouseRules", "Ruling", "ScenarioError", "decide", "house_rules", "kinds"]
