"""Scenario documents in, rulings out: the JSON face of the engine.

A scenario document is ``{"kind": ..., "profile": "robert"|"tda", "house": {...},
"facts": {...}}`` (see ``docs/rules-scenarios.md``). Each kind is decided by one
function registered with ``@scenario("kind")``, which reads its facts through
``Facts`` and returns a ``Ruling``. The CLI (``floorman rule``), the rulings assistant
and the tests all go through ``decide``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from typing import Any

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules, house_rules
from floorman.rules.ruling import Ruling

Decider = Callable[[Facts, HouseRules], Ruling]
_DECIDERS: dict[str, Decider] = {}
_loaded = False


def scenario(kind: str) -> Callable[[Decider], Decider]:
    """Register the function that decides scenarios of ``kind``."""

    def register(function: Decider) -> Decider:
        if kind in _DECIDERS and _DECIDERS[kind] is not function:
            raise RuntimeError(f"scenario kind {kind!r} is registered twice")
        _DECIDERS[kind] = function
        return function

    return register


def _load_all() -> None:
    """Import every engine module so each registers its kinds (once)."""
    global _loaded
    if _loaded:
        return
    import floorman.rules as package

    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"floorman.rules.{module.name}")
    _loaded = True


def kinds() -> list[str]:
    """Every scenario kind the engine decides."""
    _load_all()
    return sorted(_DECIDERS)


def decide(document: object) -> Ruling:
    """The ruling for one scenario document.

    Raises:
        ScenarioError: the document is malformed or its facts are impossible; the
            error names the field and says what to do.
    """
    if not isinstance(document, Mapping):
        raise refuse("scenario", "must be a JSON object with kind and facts.",
                     "debe ser un objeto JSON con kind y facts.")
    _load_all()
    kind = document.get("kind")
    if kind not in _DECIDERS:
        raise refuse("kind", f"unknown scenario kind {kind!r}. Known kinds: {', '.join(kinds())}.",
                     f"tipo de caso desconocido {kind!r}. Tipos conocidos: {', '.join(kinds())}.")
    profile = document.get("profile", "robert")
    overrides: Any = document.get("house") or {}
    if not isinstance(profile, str):
        raise refuse("profile", "must be 'robert' or 'tda'.", "debe ser 'robert' o 'tda'.")
    if not isinstance(overrides, Mapping):
        raise refuse("house", "must be an object of house-rule switches.",
                     "debe ser un objeto con reglas de la casa.")
    rules = house_rules(profile, overrides)
    return _DECIDERS[kind](Facts(document.get("facts", {})), rules)
