"""Scenario documents in, rulings out: the JSON face of the engine.

A scenario document is ``{"kind": ..., "profile": "robert"|"tda", "house": {...},
"facts": {...}}`` (see ``docs/rules-scenarios.md``). Each kind is decided by one
function registered with ``@scenario("kind")``, which reads its facts through
``Facts`` and returns a ``Ruling``. The CLI (``floorman rule``), the rulings assistant
and the tests all go through ``decide``.
"""

from __future__ import annotations

import difflib
import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from floorman.rules.errors import ScenarioError, refuse, shown
from floorman.rules.facts import MAX_AMOUNT_EN, MAX_AMOUNT_ES, Facts
from floorman.rules.policy import HouseRules, house_rules
from floorman.rules.ruling import Ruling

Decider = Callable[[Facts, HouseRules], Ruling]
_DECIDERS: dict[str, Decider] = {}
_loaded = False

# The deepest real document is five levels (document, facts, players, a player, his
# cards); far deeper is a mistake, and deep enough would exhaust Python's stack in
# whatever walks it next (json, repr, the engine).
MAX_NESTING = 32


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


def unknown_kind(kind: object) -> ScenarioError:
    """The refusal of a kind the engine does not decide, naming the closest kinds (the
    whole list is too long for one message: docs/rules-scenarios.md has it)."""
    known = kinds()
    close = difflib.get_close_matches(kind[:100], known, n=3) if isinstance(kind, str) else []
    hint_en = f" Did you mean {' or '.join(close)}?" if close else ""
    hint_es = f" ¿Quiso decir {' o '.join(close)}?" if close else ""
    return refuse("kind",
                  f"unknown scenario kind {shown(kind)}.{hint_en} The {len(known)} kinds are "
                  "listed in docs/rules-scenarios.md, under \"The kinds\".",
                  f"tipo de caso desconocido {shown(kind)}.{hint_es} Los {len(known)} tipos "
                  "están en docs/rules-scenarios.md, en \"The kinds\".")


def nested_too_deep() -> ScenarioError:
    """The refusal of a document whose lists and objects nest past ``MAX_NESTING``."""
    return refuse(
        "scenario",
        f"is nested too deep: its lists and objects go more than {MAX_NESTING} levels down, "
        "and a scenario needs only a few. Check the brackets; docs/rules-scenarios.md shows "
        "the form.",
        f"está anidado demasiado hondo: sus listas y objetos bajan más de {MAX_NESTING} "
        "niveles, y un caso necesita solo unos pocos. Revise los corchetes; "
        "docs/rules-scenarios.md muestra la forma.",
    )


def number_too_long(field: str) -> ScenarioError:
    """The refusal of a whole number longer than Python reads (4300 digits)."""
    digits = sys.get_int_max_str_digits()
    return refuse(field,
                  f"holds a number of more than {digits} digits; no amount goes over "
                  f"{MAX_AMOUNT_EN} chips. Write the real figure.",
                  f"contiene un número de más de {digits} cifras; ningún importe pasa de "
                  f"{MAX_AMOUNT_ES} fichas. Escriba la cifra real.")


def _refuse_what_json_cannot_hold(document: Mapping[str, Any]) -> None:
    """Refuse lists and objects nested past ``MAX_NESTING`` and whole numbers longer than
    Python prints, the two things ``json.loads`` refuses to read: a document built in
    Python (the rulings assistant's) is held to the same limits as a file, and the engine,
    whose messages quote numbers and whose checks walk lists, never meets either.

    Walked with a list, not recursion, so that the walk itself cannot run out of stack;
    stopping at the nesting limit also ends the walk of a list that contains itself.
    """
    digits = sys.get_int_max_str_digits()
    pending: list[tuple[object, int, str]] = [(document, 1, "")]
    while pending:
        value, depth, path = pending.pop()
        if isinstance(value, int) and digits and value.bit_length() > 3 * digits \
                and abs(value) >= 10**digits:
            raise number_too_long(path)
        if isinstance(value, Mapping):
            children: Iterable[tuple[str, object]] = (
                (f"{path}.{key}" if path else str(key), item) for key, item in value.items())
        elif isinstance(value, (list, tuple)):
            children = ((f"{path}[{index}]", item) for index, item in enumerate(value))
        else:
            continue
        if depth > MAX_NESTING:
            raise nested_too_deep()
        pending.extend((item, depth + 1, where) for where, item in children)


def decide(document: object) -> Ruling:
    """The ruling for one scenario document.

    Raises:
        ScenarioError: the document is malformed or its facts are impossible; the
            error names the field and says what to do.
    """
    if not isinstance(document, Mapping):
        raise refuse("scenario", "must be a JSON object with kind and facts.",
                     "debe ser un objeto JSON con kind y facts.")
    _refuse_what_json_cannot_hold(document)
    _load_all()
    kind = document.get("kind")
    if not isinstance(kind, str) or kind not in _DECIDERS:
        raise unknown_kind(kind)
    profile = document.get("profile", "robert")
    overrides: Any = document.get("house") or {}
    if not isinstance(profile, str):
        raise refuse("profile", "must be 'robert' or 'tda'.", "debe ser 'robert' o 'tda'.")
    if not isinstance(overrides, Mapping):
        raise refuse("house", "must be an object of house-rule switches.",
                     "debe ser un objeto con reglas de la casa.")
    rules = house_rules(profile, overrides)
    return _DECIDERS[kind](Facts(document.get("facts", {})), rules)
