"""The embedded rules engine: floor disputes in, rulings with citations out.

Pure Python: no Qt, no SQLAlchemy, no clock. Typed dataclasses in, a ``Ruling`` out,
every ruling naming the rule ids (Robert's Rules of Poker, the TDA rules) it rests
on. ``decide`` takes the JSON scenario form documented in ``docs/rules-scenarios.md``;
the typed functions of each module can also be called directly.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from floorman.rules.errors import ScenarioError
    from floorman.rules.policy import HouseRules, house_rules
    from floorman.rules.ruling import Ruling
    from floorman.rules.scenarios import decide, kinds

__all__ = ["HouseRules", "Ruling", "ScenarioError", "decide", "house_rules", "kinds"]

# Loaded on first use: the desk's start reads only the rulebook, and importing a
# submodule runs this file first, so eager imports here would load the whole engine
# into every start.
_HOMES = {"ScenarioError": "errors", "HouseRules": "policy", "house_rules": "policy",
          "Ruling": "ruling", "decide": "scenarios", "kinds": "scenarios"}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'floorman.rules' has no attribute {name!r}")
    return getattr(importlib.import_module(f"floorman.rules.{home}"), name)
