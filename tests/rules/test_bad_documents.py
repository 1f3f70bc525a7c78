"""``decide`` refuses absurd documents with the rules' own error, whoever calls it.

The command line and the rulings assistant both hand documents to ``decide``; numbers
no game has (10**30 chips, 1e308, infinity, NaN), amounts finer than any chip, and
lists nested thousands deep must come back as a ``ScenarioError`` that names the field
and says what to do, never as Decimal's InvalidOperation, an OverflowError, a
TypeError or a RecursionError.
"""

from __future__ import annotations

import copy
import json
import math
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide, kinds
from floorman.rules.facts import MAX_AMOUNT
from floorman.rules.scenarios import MAX_NESTING

SCENARIOS = Path(__file__).parent / "scenarios"
BETTING = SCENARIOS / "betting" / "tda_43_example1_min_raise_is_last_raise.json"

# Where betting_options keeps an amount, and the JSON path its refusal names.
AMOUNT_FIELDS: dict[str, tuple[Any, ...]] = {
    "facts.players[0].stack": ("facts", "players", 0, "stack"),
    "facts.actions[0].to": ("facts", "actions", 0, "to"),
    "facts.pot": ("facts", "pot"),
    "facts.structure.big_blind": ("facts", "structure", "big_blind"),
    "facts.structure.chip": ("facts", "structure", "chip"),
}
TOO_LARGE = [10**30, 1e308, 10**4000, Decimal("1E+999999999"), "9" * 5000, MAX_AMOUNT + 1]
NOT_FINITE = [math.inf, -math.inf, math.nan, Decimal("NaN"), "Infinity"]


def betting_options() -> dict[str, Any]:
    case = json.loads(BETTING.read_text(encoding="utf-8"))
    return case["scenario"]  # type: ignore[no-any-return]


def with_value(document: dict[str, Any], path: tuple[Any, ...], value: object) -> dict[str, Any]:
    changed = copy.deepcopy(document)
    node: Any = changed
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return changed


def refusal(document: object) -> ScenarioError:
    with pytest.raises(ScenarioError) as error:
        decide(document)
    for lang in ("en", "es"):
        message = error.value.message(lang)
        assert len(message) < 600, message
    return error.value


def nested(depth: int) -> object:
    """A list ``depth`` levels deep, built without recursion."""
    value: list[object] = []
    for _ in range(depth - 1):
        value = [value]
    return value


@pytest.mark.parametrize("field", AMOUNT_FIELDS)
@pytest.mark.parametrize("value", TOO_LARGE, ids=["1e30", "1e308", "4000 digits",
                                                  "Decimal 1e999999999", "text 5000 digits",
                                                  "limit + 1"])
def test_an_amount_past_the_limit_is_refused_saying_the_limit(field: str, value: object) -> None:
    error = refusal(with_value(betting_options(), AMOUNT_FIELDS[field], value))
    assert error.field == field
    assert "is too large; no amount goes over 1,000,000,000,000 chips" in error.message("en")
    assert "ningún importe pasa de 1.000.000.000.000 fichas" in error.message("es")


@pytest.mark.parametrize("field", AMOUNT_FIELDS)
@pytest.mark.parametrize("value", NOT_FINITE, ids=["inf", "-inf", "nan", "Decimal NaN", "text"])
def test_an_infinite_or_nan_amount_is_refused(field: str, value: object) -> None:
    error = refusal(with_value(betting_options(), AMOUNT_FIELDS[field], value))
    assert error.field == field
    assert "is not a finite number" in error.message("en")
    assert "no es un número finito" in error.message("es")


@pytest.mark.parametrize("value", [-5, -1e308, -(10**4000)], ids=["-5", "-1e308", "-4000 digits"])
def test_a_negative_stack_is_refused(value: object) -> None:
    error = refusal(with_value(betting_options(), AMOUNT_FIELDS["facts.players[0].stack"], value))
    assert error.field == "facts.players[0].stack"
    assert "must be at least zero" in error.message("en")
    assert "debe ser al menos cero" in error.message("es")


@pytest.mark.parametrize("field", [*AMOUNT_FIELDS, "facts.actions[0].seat"])
@pytest.mark.parametrize("value", [10**5000, -(10**5000)], ids=["5000 digits", "-5000 digits"])
def test_a_number_json_could_not_read_is_refused_from_python_too(field: str, value: int) -> None:
    path = AMOUNT_FIELDS.get(field, ("facts", "actions", 0, "seat"))
    error = refusal(with_value(betting_options(), path, value))
    assert error.field == field
    assert "holds a number of more than 4300 digits; no amount goes over 1,000,000,000,000" in (
        error.message("en"))
    assert "contiene un número de más de 4300 cifras" in error.message("es")


def test_the_limit_itself_is_an_amount() -> None:
    document = betting_options()
    for seat in document["facts"]["players"]:
        seat["stack"] = int(MAX_AMOUNT)
    assert decide(document).numbers["behind"] == MAX_AMOUNT


@pytest.mark.parametrize("value", [1e-30, "1e-999999999", "0.001", Decimal("2.675")])
def test_an_amount_finer_than_a_cent_is_refused(value: object) -> None:
    error = refusal(with_value(betting_options(), AMOUNT_FIELDS["facts.structure.chip"], value))
    assert error.field == "facts.structure.chip"
    assert "more decimals than any chip" in error.message("en")
    assert "2 decimales como máximo" in error.message("es")


def test_decimals_that_are_only_zeros_are_fine() -> None:
    document = with_value(betting_options(), AMOUNT_FIELDS["facts.pot"], "1000.000")
    assert decide(document).decision == "call_or_raise"


def _numeric_leaves(node: object, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(node, dict):
        return [leaf for key, item in node.items() for leaf in _numeric_leaves(item, (*path, key))]
    if isinstance(node, list):
        return [leaf for i, item in enumerate(node) for leaf in _numeric_leaves(item, (*path, i))]
    is_number = isinstance(node, (int, float)) and not isinstance(node, bool)
    return [path] if is_number else []


def _one_document_per_kind() -> list[tuple[str, dict[str, Any]]]:
    chosen: dict[str, dict[str, Any]] = {}
    for path in sorted(SCENARIOS.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case["expect"]:
            chosen.setdefault(case["scenario"]["kind"], case["scenario"])
    return sorted(chosen.items())


@pytest.mark.parametrize("value", [10**30, 1e308, math.inf, math.nan, 10**5000, 1e-30],
                         ids=["1e30", "1e308", "inf", "nan", "5000 digits", "1e-30"])
def test_no_number_anywhere_in_any_kind_crashes_the_engine(value: object) -> None:
    documents = _one_document_per_kind()
    assert {kind for kind, _ in documents} == set(kinds())
    for kind, document in documents:
        for path in _numeric_leaves(document):
            try:
                decide(with_value(document, path, value))
            except ScenarioError as error:
                assert len(error.message("en")) < 600, (kind, path, error.message("en"))
            # Anything else escapes and fails the test, naming the kind and the field.


def test_a_document_nested_far_too_deep_inside_a_field_is_refused() -> None:
    deep = with_value(betting_options(), AMOUNT_FIELDS["facts.players[0].stack"], nested(100_000))
    error = refusal(deep)
    assert error.field == "scenario"
    assert "is nested too deep" in error.message("en")
    assert "anidado demasiado hondo" in error.message("es")


def test_a_deep_document_json_could_parse_is_refused_not_a_recursion_error() -> None:
    # As deep as json.loads goes here: the engine, called deeper in the stack, must not
    # be the one to run out of it.
    depth = sys.getrecursionlimit() - 200
    text = json.dumps(betting_options()).replace("100000", "[" * depth + "]" * depth, 1)
    error = refusal(json.loads(text))
    assert "is nested too deep" in error.message("en")


def test_a_document_just_inside_the_nesting_limit_is_read() -> None:
    # Five levels of the document itself, the rest in a fact the kind does not read.
    document = betting_options()
    document["facts"]["note"] = nested(MAX_NESTING - 2)
    assert decide(document).decision == "call_or_raise"
    document["facts"]["note"] = nested(MAX_NESTING - 1)
    assert "nested too deep" in refusal(document).message("en")


def test_a_list_that_contains_itself_is_refused() -> None:
    loop: list[object] = []
    loop.append(loop)
    document = betting_options()
    document["facts"]["note"] = loop
    assert "nested too deep" in refusal(document).message("en")


@pytest.mark.parametrize("kind", [["betting_options"], {"a": 1}, nested(5), "x" * 100_000, 7])
def test_a_kind_that_is_no_name_is_refused(kind: object) -> None:
    error = refusal({**betting_options(), "kind": kind})
    assert error.field == "kind"
    assert "unknown scenario kind" in error.message("en")
    assert "tipo de caso desconocido" in error.message("es")


@pytest.mark.parametrize("cap", [math.nan, math.inf, 1e308, 4.0, "5", -1, True, [5]])
def test_a_raise_cap_that_is_no_count_is_refused(cap: object) -> None:
    document = {**betting_options(), "house": {"limit_raise_cap": cap}}
    error = refusal(document)
    assert error.field == "house.limit_raise_cap"
    assert "must be a whole number of zero or more" in error.message("en")
    assert "debe ser un número entero de cero o más" in error.message("es")


def test_a_raise_cap_of_null_follows_the_rulebook() -> None:
    document = {**betting_options(), "house": {"limit_raise_cap": None}}
    assert decide(document).decision == "call_or_raise"


def test_a_seat_of_four_thousand_digits_is_quoted_short() -> None:
    document = with_value(betting_options(), ("facts", "actions", 0, "seat"), 10**4000)
    error = refusal(document)
    assert error.field == "facts.actions[0].seat"
    assert "1.000E+4000" in error.message("en")
