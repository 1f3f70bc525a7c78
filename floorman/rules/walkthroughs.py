"""Walk-throughs: the questions the rulings assistant asks for each kind of dispute.

A walk-through is data (``resources/walkthroughs/*.json``, one file each, described in
``docs/walkthroughs.md``) so that a house can add or adjust one without touching code.
It names the scenario kind it builds, the facts that are always the same, and the
steps: each asks one question with one kind of input and writes the answer into one
fact. A step may apply only ``when`` earlier answers have given values, so the
supervisor is asked only what the ruling depends on. A table of rows is named row by row
by its key column: a seat (the players at a table) or a table number (the tables of a
tournament: a table of tables).

This module is pure: with ``walkthrough_checks`` (one answer at a time: the amount is a
number and a multiple of the smallest chip, the seat is at the table, no card is chosen
twice) it lists the steps that apply to the answers so far and under the room's house
rules, builds the scenario document for
``decide`` and enumerates every path a walk-through can take (for its tests). No
library does this; it is small and shaped by the scenario form of ``floorman.rules``.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Any

from floorman.rules.errors import ScenarioError
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.policy import PROFILES, HouseRules, house_rules

# Checking one answer lives in its own module; what the assistant and the tests take
# from here is named again (``as``) so that it stays importable from this one.
from floorman.rules.walkthrough_checks import BETTING_NAMES as BETTING_NAMES
from floorman.rules.walkthrough_checks import STRUCTURE_AMOUNTS as STRUCTURE_AMOUNTS
from floorman.rules.walkthrough_checks import STRUCTURE_FIELDS as STRUCTURE_FIELDS
from floorman.rules.walkthrough_checks import Answers as Answers
from floorman.rules.walkthrough_checks import cards_taken as cards_taken
from floorman.rules.walkthrough_checks import check_answer as check_answer
from floorman.rules.walkthrough_checks import refusal
from floorman.rules.walkthrough_checks import table_seats as table_seats
from floorman.rules.walkthrough_rounds import (
    DEEP,
    ROUND_FACT,
    deepen,
    disputed_seat,
    round_facts,
)
from floorman.text import Lang, Text, UserError, amount_text

INPUTS = ("choice", "yes_no", "amount", "chips", "bets", "seat", "seats", "tables", "cards",
          "rows", "structure")
"""The kinds of input a step may use."""

COLUMN_INPUTS = ("seat", "table", "amount", "yes_no", "choice", "cards")
"""The kinds of input a column of a rows step may use."""

TABLE_NUMBERS = (1, 999)
"""The table numbers a table column or a tables step accepts unless it says (``numbers``)."""

HOUSE_RULES = frozenset(f.name for f in fields(HouseRules)) - {"profile"}
"""The house rules a step may be asked under (``house``)."""

BRANCHING = ("choice", "yes_no")
"""Inputs whose answers can send a walk-through down different paths."""

FIELD_LABELS: dict[str, Text] = {
    "game": Text("Game", "Juego"),
    "betting": Text("Betting", "Apuestas"),
    "small_blind": Text("Small blind", "Ciega pequeña"),
    "big_blind": Text("Big blind", "Ciega grande"),
    "small_bet": Text("Small bet", "Apuesta pequeña"),
    "big_bet": Text("Big bet", "Apuesta grande"),
    "ante": Text("Ante", "Ante"),
    "bring_in": Text("Bring-in", "Apuesta obligatoria (bring-in)"),
    "chip": Text("Smallest chip", "Ficha más pequeña"),
}

DENOMINATIONS = (Decimal(1), Decimal(5), Decimal(25), Decimal(100), Decimal(500),
                 Decimal(1000), Decimal(5000), Decimal(10000), Decimal(25000))
"""The usual chip values; a chips step offers those at least the smallest chip."""

CHIP_KEYS = "QWERTYU"
"""The keys of the chips offered, smallest first: Q adds the smallest chip to a chips
or amount answer, W the next... (the row of keys reads like a row of chip stacks)."""


def chip_values(chip: Decimal) -> list[Decimal]:
    """The chips a chips or amount answer offers, smallest first (at most one per key):
    the smallest chip and the usual chips above it that are multiples of it."""
    values = [d for d in DENOMINATIONS if d > chip and d % chip == 0]
    return [chip, *values][:len(CHIP_KEYS)]


@dataclass(frozen=True)
class Option:
    """One answer a choice step offers, with any facts it sets besides its value."""

    value: Any
    label: Text
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Column:
    """One column of a rows step (one of ``COLUMN_INPUTS``); ``numbers`` are the table
    numbers a ``table`` column accepts."""

    name: str
    input: str
    label: Text
    optional: bool = False
    options: tuple[Option, ...] = ()
    count: tuple[int, int] = (1, 1)
    numbers: tuple[int, int] = TABLE_NUMBERS


@dataclass(frozen=True)
class Step:
    """One question of a walk-through.

    Attributes:
        id: unique within the walk-through; ``when`` conditions refer to it.
        input: one of ``INPUTS``.
        fact: the dotted fact path the answer is written to (``said``,
            ``structure``, ``players``); an answer of ``None`` writes nothing, and
            a step without a fact only chooses the path (its options' ``facts``
            may still set facts).
        question: what is asked.
        help: one line more, shown under the question.
        when: step id -> the answers of that step for which this one applies.
        optional: may be left empty (the fact is then left to the engine's default).
        options: for ``choice``.
        columns, rows: for ``rows``: the columns and the least and most rows.
        count: for ``cards``, ``seats`` and ``tables``: the least and most cards, seats
            or tables.
        among: for ``seat``, ``seats`` and ``rows``: the id of a rows step whose seats
            are the only valid ones; for ``tables`` (and a table of tables), a rows step
            of tables, whose tables are.
        numbers: for ``tables`` not ``among`` a rows step: the least and most table
            number (``TABLE_NUMBERS``).
        empty: for an ``optional`` step: the answer listed when it is left empty ("no
            order set"), instead of "(not given)" or "none".
        fields: for ``structure``: which of ``STRUCTURE_FIELDS`` are asked.
        games: for ``structure`` and game choices: the games offered (all by default).
        least: for ``amount``: the smallest amount accepted (0 by default).
        unless: step id -> the answers of that step for which this one is not asked (a
            step not answered, or not asked, does not stop it).
        all_in: for ``chips``: the fact path where "these were all his chips" is
            written; the answer is then ``{"chips": [...], "all_in": bool}``.
        house: house rule -> the values under which this step is asked (the dead
            button's last blinds, a tournament's own questions): under other house
            rules the ruling does not read its answer, and ``Walkthrough.under``
            leaves it out.
        words: for ``amount``: a number as spoken ("five"), not chips: it need not be
            a multiple of the smallest chip.
        fits: for a ``seat`` step ``among`` a rows step: column -> the values of the
            rows whose seats answer it (an empty cell is null, an unticked box false).
            When only one row fits, its seat is the answer and the step is not asked.
        example: an answer used to walk every path in tests and shown as a hint.
        prefill: a key of the table's context (``game``, ``betting``, ``seats``...)
            whose value is the default answer.
    """

    id: str
    input: str
    fact: str | None
    question: Text
    help: Text | None = None
    when: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    optional: bool = False
    options: tuple[Option, ...] = ()
    columns: tuple[Column, ...] = ()
    rows: tuple[int, int] = (1, 10)
    count: tuple[int, int] = (1, 1)
    among: str | None = None
    fields: tuple[str, ...] = ()
    games: tuple[str, ...] = ()
    least: Decimal = Decimal(0)
    example: Any = None
    prefill: str | None = None
    unless: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    all_in: str | None = None
    house: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    fits: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    words: bool = False
    numbers: tuple[int, int] = TABLE_NUMBERS
    empty: Text | None = None

    @property
    def key(self) -> Column | None:
        """The column that names each row of a rows step: its table column (a table of
        tables, one row a table) or else its seat column (one row a seat)."""
        for kind in ("table", "seat"):
            for column in self.columns:
                if column.input == kind:
                    return column
        return None

    @property
    def of_tables(self) -> bool:
        """A rows step of tables (its key is a table column), or a tables step."""
        if self.input == "tables":
            return True
        key = self.key
        return key is not None and key.input == "table"

    def serves(self, rules: HouseRules) -> bool:
        """Whether this step is asked under the house ``rules`` (its ``house`` values)."""
        return all(getattr(rules, name) in allowed for name, allowed in self.house.items())

    def applies(self, answers: Answers) -> bool:
        """Whether this step is asked, given the answers of the steps before it."""
        for key, allowed in self.when.items():
            found, value = _answer_at(answers, key)
            if not found or value not in allowed:
                return False
        for key, refused in self.unless.items():
            found, value = _answer_at(answers, key)
            if found and value in refused:  # a step not answered (or not asked) does not stop it
                return False
        return True


def _answer_at(answers: Answers, key: str) -> tuple[bool, Any]:
    """The answer a ``when`` names: a step id, or a part of a structure answer
    (``structure.betting``)."""
    step, _, part = key.partition(".")
    if step not in answers:
        return False, None
    value = answers[step]
    if part:
        if not isinstance(value, Mapping):
            return True, None
        return True, value.get(part)
    return True, value


@dataclass(frozen=True)
class Walkthrough:
    """The questions for one kind of dispute, and what they build."""

    id: str
    kind: str
    group: str
    title: Text
    summary: Text
    facts: Mapping[str, Any]
    steps: tuple[Step, ...]
    rules: tuple[str, ...]
    chip_fact: str = "structure.chip"
    profiles: tuple[str, ...] = ("robert", "tda")
    deep_stacks: bool = False

    def step(self, step_id: str) -> Step:
        for step in self.steps:
            if step.id == step_id:
                return step
        raise KeyError(step_id)

    def asked(self, answers: Answers) -> list[Step]:
        """The steps that apply to ``answers``, in order (answered or not)."""
        return [step for step in self.steps if step.applies(answers)]

    def next_step(self, answers: Answers) -> Step | None:
        """The first step that applies and has no answer yet; None when all are answered.
        A step the rows already answer (``implied``) is not asked."""
        for step in self.asked(answers):
            if step.id not in answers and self.implied(step, answers) is None:
                return step
        return None

    def under(self, profile: str, house: Mapping[str, Any] | None = None) -> Walkthrough:
        """This walk-through as asked under ``profile`` and the room's ``house``
        choices: without the steps whose answers those house rules do not read."""
        try:
            rules = house_rules(profile, house)
        except ScenarioError:
            rules = house_rules(profile) if profile in PROFILES else house_rules()
        steps = tuple(step for step in self.steps if step.serves(rules))
        return self if len(steps) == len(self.steps) else replace(self, steps=steps)

    def fitting_seats(self, step: Step, answers: Answers) -> list[int] | None:
        """The seats of the rows of ``step.among`` that fit it (None without ``among``):
        the numbers in their key column, so the tables of a table of tables."""
        if step.among is None:
            return None
        rows = answers.get(step.among) or []
        rows_step = next((s for s in self.steps if s.id == step.among), None)
        key_column = rows_step.key if rows_step is not None else None
        key = key_column.name if key_column is not None else "seat"
        if not step.fits:
            return [int(row[key]) for row in rows]
        boxes = {column.name for column in (rows_step.columns if rows_step else ())
                 if column.input == "yes_no"}
        seats: list[int] = []
        for row in rows:
            cells = {name: row.get(name, False if name in boxes else None)
                     for name in step.fits}
            if all(cells[name] in allowed for name, allowed in step.fits.items()) \
                    and int(row[key]) not in seats:
                seats.append(int(row[key]))
        return seats

    def implied(self, step: Step, answers: Answers) -> int | None:
        """The answer the rows give a ``seat`` step that ``fits`` them: the seat of the
        one row that fits (None when several or none do: the step is asked)."""
        if step.input != "seat" or not step.fits or step.among not in answers:
            return None
        seats = self.fitting_seats(step, answers)
        return seats[0] if seats is not None and len(seats) == 1 else None

    def given(self, answers: Answers) -> list[tuple[Step, Any]]:
        """Every step that applies with its answer (the supervisor's or the one the
        rows imply), in order: what the facts are built from and the ruling lists."""
        found: list[tuple[Step, Any]] = []
        for step in self.asked(answers):
            implied = self.implied(step, answers)
            if implied is not None:
                found.append((step, implied))
            elif step.id in answers:
                found.append((step, answers[step.id]))
        return found

    def chip(self, answers: Answers) -> Decimal:
        """The smallest chip in play, from the answers or the fixed facts (1 if unknown)."""
        built = facts_for(self, answers)
        value = _get_path(built, self.chip_fact)
        try:
            chip = Decimal(str(value)) if value is not None else Decimal(1)
        except ArithmeticError:
            return Decimal(1)
        return chip if chip.is_finite() and chip > 0 else Decimal(1)


# -- loading --------------------------------------------------------------------------


def _text(raw: Any, where: str) -> Text:
    if not isinstance(raw, Mapping) or "en" not in raw or "es" not in raw:
        raise ValueError(f"{where}: needs English and Spanish text ({{'en': ..., 'es': ...}})")
    return Text(str(raw["en"]), str(raw["es"]))


def _options(raw: Any, where: str) -> tuple[Option, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{where}: a choice needs a list of options")
    return tuple(Option(item.get("value"), _text(item.get("label"), f"{where}[{n}].label"),
                        dict(item.get("facts", {})))
                 for n, item in enumerate(raw))


def _pair(raw: Any, default: tuple[int, int]) -> tuple[int, int]:
    if raw is None:
        return default
    if isinstance(raw, int):
        return (raw, raw)
    return (int(raw[0]), int(raw[1]))


def _numbers(raw: Any, where: str) -> tuple[int, int]:
    """The table numbers a table column or a tables step accepts: ``[least, most]``."""
    try:
        least, most = _pair(raw, TABLE_NUMBERS)
    except (TypeError, ValueError, IndexError):
        raise ValueError(f"{where}: numbers must be [least, most], such as [1, 999]") from None
    if not 1 <= least <= most:
        raise ValueError(f"{where}: numbers must be [least, most] with 1 <= least <= most, "
                         f"not [{least}, {most}]")
    return least, most


def _key_columns(columns: Sequence[Column], where: str) -> None:
    """A rows step's rows are named by one key column: seats, or tables."""
    tables = [c.name for c in columns if c.input == "table"]
    seats = [c.name for c in columns if c.input == "seat"]
    if not tables and not seats:
        raise ValueError(f"{where}: a rows step needs a seat column (one row a seat) or a "
                         "table column (one row a table)")
    if len(tables) > 1:
        raise ValueError(f"{where}: a rows step has one table column, not "
                         f"{', '.join(tables)}")
    if tables and seats:
        raise ValueError(f"{where}: column {tables[0]} makes this a table of tables, one row "
                         f"a table, so it has no seat column ({', '.join(seats)})")


def _step(raw: Mapping[str, Any], where: str) -> Step:
    kind = raw.get("input")
    if kind not in INPUTS:
        raise ValueError(f"{where}: input must be one of {', '.join(INPUTS)}, not {kind!r}")
    for n, c in enumerate(raw.get("columns", [])):
        if c.get("input") not in COLUMN_INPUTS:
            raise ValueError(f"{where}: column {c.get('name')} has an unknown input "
                             f"{c.get('input')!r}; a column is one of {', '.join(COLUMN_INPUTS)}")
        if "numbers" in c and c["input"] != "table":
            raise ValueError(f"{where}.columns[{n}]: only a table column has table numbers")
    columns = tuple(
        Column(c["name"], c["input"], _text(c.get("label"), f"{where}.columns[{n}].label"),
               bool(c.get("optional", False)),
               _options(c["options"], f"{where}.columns[{n}]") if c["input"] == "choice" else (),
               _pair(c.get("count"), (1, 1)),
               _numbers(c.get("numbers"), f"{where}.columns[{n}]"))
        for n, c in enumerate(raw.get("columns", []))
    )
    if kind == "rows":
        _key_columns(columns, where)
    if "numbers" in raw and kind != "tables":
        raise ValueError(f"{where}: only a tables step has table numbers")
    if "empty" in raw and not raw.get("optional", False):
        raise ValueError(f"{where}: only an optional step says what its empty answer reads")
    fields = tuple(raw.get("fields", STRUCTURE_FIELDS[:2]))
    for name in fields:
        if name not in STRUCTURE_FIELDS:
            raise ValueError(f"{where}: unknown structure field {name!r}")
    when = {str(k): tuple(v if isinstance(v, list) else [v]) for k, v in
            dict(raw.get("when", {})).items()}
    unless = {str(k): tuple(v if isinstance(v, list) else [v]) for k, v in
              dict(raw.get("unless", {})).items()}
    house = {str(k): tuple(v if isinstance(v, list) else [v]) for k, v in
             dict(raw.get("house", {})).items()}
    for name in house:
        if name not in HOUSE_RULES:
            raise ValueError(f"{where}: {name!r} is not a house rule")
    fits = {str(k): tuple(v if isinstance(v, list) else [v]) for k, v in
            dict(raw.get("fits", {})).items()}
    if fits and (kind != "seat" or raw.get("among") is None):
        raise ValueError(f"{where}: only a seat step among a rows step may say which rows fit")
    return Step(
        id=str(raw["id"]),
        input=kind,
        fact=None if raw.get("fact") is None else str(raw["fact"]),
        question=_text(raw.get("question"), f"{where}.question"),
        help=_text(raw["help"], f"{where}.help") if "help" in raw else None,
        when=when,
        optional=bool(raw.get("optional", False)),
        options=_options(raw.get("options"), where) if kind == "choice" else (),
        columns=columns,
        rows=_pair(raw.get("rows"), (1, 10)),
        count=_pair(raw.get("count"), (1, 1)),
        among=raw.get("among"),
        fields=fields,
        games=tuple(raw.get("games", ())),
        least=Decimal(str(raw.get("least", 0))),
        example=raw.get("example"),
        prefill=raw.get("prefill"),
        unless=unless,
        all_in=None if raw.get("all_in") is None else str(raw["all_in"]),
        house=house,
        fits=fits,
        words=bool(raw.get("words", False)),
        numbers=_numbers(raw.get("numbers"), where),
        empty=_text(raw["empty"], f"{where}.empty") if "empty" in raw else None,
    )


def parse_walkthrough(raw: Mapping[str, Any], where: str = "walk-through") -> Walkthrough:
    """A walk-through from its JSON form; ValueError names what is wrong in the file."""
    steps = tuple(_step(s, f"{where}.steps[{n}]") for n, s in enumerate(raw.get("steps", [])))
    if not steps:
        raise ValueError(f"{where}: a walk-through needs at least one step")
    profiles = tuple(raw.get("profiles", ("robert", "tda")))
    if not profiles or any(p not in ("robert", "tda") for p in profiles):
        raise ValueError(f"{where}: profiles must list 'robert', 'tda' or both")
    seen: dict[str, Step] = {}
    for step in steps:
        if step.id in seen:
            raise ValueError(f"{where}: step id {step.id!r} is used twice")
        for other in (*step.when, *step.unless):
            if other.partition(".")[0] not in seen:
                raise ValueError(f"{where}: step {step.id!r} depends on {other!r}, "
                                 "which is not an earlier step")
        if step.among is not None:
            _check_among(step, seen.get(step.among), where)
        seen[step.id] = step
    return Walkthrough(
        id=str(raw["id"]),
        kind=str(raw["kind"]),
        group=str(raw.get("group", "other")),
        title=_text(raw.get("title"), f"{where}.title"),
        summary=_text(raw.get("summary"), f"{where}.summary"),
        facts=dict(raw.get("facts", {})),
        steps=steps,
        rules=tuple(raw.get("rules", ())),
        chip_fact=str(raw.get("chip_fact", "structure.chip")),
        profiles=profiles,
        deep_stacks=bool(raw.get("deep_stacks", False)),
    )


def _check_among(step: Step, rows: Step | None, where: str) -> None:
    """``step`` takes its seats (or tables) among the rows of ``rows``: an earlier rows
    step of the same kind of rows."""
    if step.input not in ("seat", "seats", "tables", "rows"):
        raise ValueError(f"{where}: step {step.id!r} is a {step.input} step: only seat, "
                         "seats, tables and rows steps take their answers among a rows step")
    if rows is None:
        raise ValueError(f"{where}: step {step.id!r} takes seats among {step.among!r}, "
                         "which is not an earlier step")
    if rows.input != "rows":
        raise ValueError(f"{where}: step {step.id!r} takes seats among {step.among!r}, "
                         "which is not a rows step")
    if step.of_tables and not rows.of_tables:
        raise ValueError(f"{where}: step {step.id!r} takes tables among {step.among!r}, "
                         "whose rows are seats, not tables")
    if rows.of_tables and not step.of_tables:
        raise ValueError(f"{where}: step {step.id!r} takes seats among {step.among!r}, "
                         "whose rows are tables: ask for a table with a tables step")


@cache
def walkthroughs() -> tuple[Walkthrough, ...]:
    """Every walk-through under ``resources/walkthroughs``, in file-name order."""
    folder = resources.files("floorman.resources").joinpath("walkthroughs")
    found = []
    for item in sorted(folder.iterdir(), key=lambda i: i.name):
        if item.name.endswith(".json"):
            found.append(parse_walkthrough(json.loads(item.read_text(encoding="utf-8")),
                                           item.name))
    ids = [w.id for w in found]
    if len(set(ids)) != len(ids):
        raise ValueError("two walk-throughs share an id")
    return tuple(found)


def walkthrough(walkthrough_id: str) -> Walkthrough:
    for item in walkthroughs():
        if item.id == walkthrough_id:
            return item
    raise KeyError(walkthrough_id)


def using_rule(rule_id: str) -> list[Walkthrough]:
    """The walk-throughs whose rulings can cite ``rule_id`` (or one of its items)."""
    from floorman.rules.rulebook import entry_id

    wanted = entry_id(rule_id)
    return [w for w in walkthroughs() if any(entry_id(r) == wanted for r in w.rules)]


# -- building the scenario -------------------------------------------------------------


def _set_path(target: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    for part in parts[:-1]:
        target = target.setdefault(part, {})
    if isinstance(value, Mapping) and isinstance(target.get(parts[-1]), Mapping):
        target[parts[-1]] = {**target[parts[-1]], **value}
    else:
        target[parts[-1]] = value


def _get_path(source: Mapping[str, Any], path: str) -> Any:
    value: Any = source
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return None
        value = value[part]
    return value


def facts_for(walk: Walkthrough, answers: Answers) -> dict[str, Any]:
    """The facts the answers so far give: the fixed facts, then each answer in order."""
    facts: dict[str, Any] = json.loads(json.dumps(walk.facts))
    for step, value in walk.given(answers):
        if step.input == "choice":
            for option in step.options:
                if option.value == value:
                    for path, extra in option.facts.items():
                        _set_path(facts, path, extra)
        if step.all_in is not None and isinstance(value, Mapping):
            _set_path(facts, step.all_in, bool(value.get("all_in")))
            value = value.get("chips")
        if value is not None and step.fact is not None:
            _set_path(facts, step.fact, value)
    return facts


def scenario(walk: Walkthrough, answers: Answers, profile: str = "robert",
             house: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The scenario document for ``decide``; every applicable step must be answered."""
    missing = walk.next_step(answers)
    if missing is not None:
        raise refusal(missing.id, "This question is not answered yet.",
                      "Esta pregunta aún no tiene respuesta.")
    document: dict[str, Any] = {"kind": walk.kind, "profile": profile,
                                "facts": round_facts(facts_for(walk, answers))}
    if walk.deep_stacks:
        document["facts"] = deepen(document["facts"])
    if house:
        document["house"] = dict(house)
    return document


def prefilled(step: Step, context: Mapping[str, Any]) -> Any:
    """The default answer the table's context gives a step (None when it gives none)."""
    if step.input == "structure":
        values = {name: context[name] for name in step.fields if context.get(name) is not None}
        if step.games and values.get("game") not in step.games:
            values.pop("game", None)
        return values or None
    if step.prefill is not None:
        value = context.get(step.prefill)
        if step.input == "choice" and value not in [o.value for o in step.options]:
            return None
        return value
    return None


def from_table(walk: Walkthrough, step: Step, answers: Answers,
               context: Mapping[str, Any]) -> Any:
    """The answer the table the dispute is at gives ``step``, checked, when it gives a
    whole one (the game with its stakes and smallest chip, the table's size, its game);
    None when the supervisor must answer. The assistant does not ask such a step; Back
    shows it, to change."""
    value = prefilled(step, context)
    if value is None:
        return None
    if step.input == "structure":
        fixed = _get_path(walk.facts, "structure.betting")
        if fixed is not None and context.get("betting") != fixed:
            return None  # a pot-limit dispute asked about at a no-limit table
        betting = value.get("betting", fixed)
        needed = {"game", "betting", "chip"} & set(step.fields)
        if betting == "limit":
            needed |= {"small_bet"} & set(step.fields)
        else:
            needed |= {"small_blind", "big_blind"} & set(step.fields)
        if not needed <= set(value):
            return None
    try:
        return check_answer(walk, step, value, answers, context)
    except UserError:
        return None


# -- the ruling as the assistant shows it ----------------------------------------------


def shown_ruling(walk: Walkthrough, answers: Answers,
                 ruling: Mapping[str, Any]) -> dict[str, Any]:
    """``Ruling.to_json()`` as the supervisor reads it: no limit that comes from a stack
    nobody gave (``DEEP``) is shown; and when the walk-through told the round in short
    (``round`` facts) the seats were numbered by the assistant, not by the table, so the
    player in dispute is "the player"."""
    facts = facts_for(walk, answers)
    seat = disputed_seat(facts) if ROUND_FACT in facts else None
    shown = dict(ruling)
    shown["numbers"] = {key: value for key, value in ruling.get("numbers", {}).items()
                        if not _deep(value) and not (seat is not None and key == "seat")}
    if seat is not None:
        shown["summary"] = _the_player(ruling["summary"], seat)
        shown["reasons"] = [_the_player(reason, seat) for reason in ruling.get("reasons", [])]
    return shown


def _deep(value: Any) -> bool:
    try:
        return not isinstance(value, bool) and Decimal(str(value)) >= DEEP
    except ArithmeticError:
        return False


def _the_player(text: Mapping[str, str], seat: int) -> dict[str, str]:
    english = re.sub(rf"\bSeat {seat}\b", "The player", text["en"])
    english = re.sub(rf"\bseat {seat}\b", "the player", english)
    spanish = re.sub(rf"\b(el|El|al|Al|del|Del) asiento {seat}\b",
                     lambda m: f"{m.group(1)} jugador", text["es"])
    spanish = re.sub(rf"\bAsiento {seat}\b", "El jugador", spanish)
    spanish = re.sub(rf"\basiento {seat}\b", "el jugador", spanish)
    return {"en": english, "es": spanish}


# -- showing answers -------------------------------------------------------------------


def _yes_no(value: Any, lang: Lang) -> str:
    return (Text("yes", "sí") if value else Text("no", "no")).get(lang)


def _money(value: Any) -> str:
    return amount_text(Decimal(str(value)))


def _column_text(column: Column, value: Any, lang: Lang) -> str:
    if column.input == "amount":
        return _money(value)
    if column.input == "yes_no":
        return _yes_no(value, lang)
    if column.input == "choice":
        for option in column.options:
            if option.value == value:
                return option.label.get(lang)
    if column.input == "cards":
        return " ".join(value)
    return str(value)


def tables_text(tables: Sequence[int], lang: Lang) -> str:
    """Tables as the answers list them: ``table 3``, ``tables 5, 3``, ``none``."""
    listed = ", ".join(str(table) for table in tables)
    if not tables:
        return Text("none", "ninguna").get(lang)
    if len(tables) == 1:
        return Text(f"table {listed}", f"mesa {listed}").get(lang)
    return Text(f"tables {listed}", f"mesas {listed}").get(lang)


def answer_text(step: Step, value: Any, lang: Lang) -> str:
    """An answer as the result page and the printed ruling show it."""
    if step.input == "choice":
        for option in step.options:
            if option.value == value:
                return option.label.get(lang)
    if step.empty is not None and (value is None or value == []):
        return step.empty.get(lang)
    if value is None:
        if step.input == "seats":
            return Text("none", "ninguno").get(lang)
        if step.input == "tables":
            return tables_text([], lang)
        return Text("(not given)", "(sin dato)").get(lang)
    if step.input == "yes_no":
        return _yes_no(value, lang)
    if step.input == "amount":
        return _money(value)
    if step.input == "chips":
        chips = value.get("chips", []) if isinstance(value, Mapping) else value
        total = sum((Decimal(str(chip)) for chip in chips), Decimal(0))
        shown = chips_text(chips) + f" = {_money(total)}"
        if isinstance(value, Mapping) and value.get("all_in"):
            shown += Text(", all his chips", ", todas sus fichas").get(lang)
        return shown
    if step.input == "bets":
        if not value:
            return Text("no bet", "ninguna apuesta").get(lang)
        words = [Text("bet", "apuesta"), *[Text("raised to", "subida a")] * (len(value) - 1)]
        return ", ".join(f"{word.get(lang)} {_money(bet)}" for word, bet in zip(
            words, value, strict=True))
    if step.input == "seat":
        return Text(f"seat {value}", f"asiento {value}").get(lang)
    if step.input == "seats":
        listed = ", ".join(str(seat) for seat in value)
        if len(value) == 1:
            return Text(f"seat {listed}", f"asiento {listed}").get(lang)
        return Text(f"seats {listed}", f"asientos {listed}").get(lang) if value else \
            Text("none", "ninguno").get(lang)
    if step.input == "tables":
        return tables_text(value, lang)
    if step.input == "cards":
        return " ".join(value)
    if step.input == "rows":
        # Each row is named by its key column: "Seat 3: ...", or "Table 3: players 8".
        key = step.key
        parts = []
        for row in value:
            # An unticked box is the usual case; only the ticked ones are worth reading.
            cells = [f"{c.label.get(lang).lower()} {_column_text(c, row[c.name], lang)}"
                     if c.input != "yes_no" else c.label.get(lang).lower()
                     for c in step.columns
                     if c is not key and c.name in row and row[c.name] is not False]
            named = f"{key.label.get(lang)} {row.get(key.name)}" if key is not None else ""
            parts.append(named + (": " + ", ".join(cells) if cells else ""))
        return "; ".join(parts)
    parts = []
    for name in STRUCTURE_FIELDS:
        if name not in value:
            continue
        item = value[name]
        if name == "game":
            shown = GAME_NAMES[Variant(item)].get(lang)
        elif name == "betting":
            shown = BETTING_NAMES[item].get(lang)
        else:
            shown = _money(item)
        parts.append(f"{FIELD_LABELS[name].get(lang).lower()} {shown}")
    return ", ".join(parts)


def chips_text(chips: Sequence[Any]) -> str:
    """Chips as counted on the felt: ``1000 + 100 ×4``."""
    parts: list[str] = []
    counts: list[list[Any]] = []
    for chip in chips:
        if counts and counts[-1][0] == Decimal(str(chip)):
            counts[-1][1] += 1
        else:
            counts.append([Decimal(str(chip)), 1])
    for chip, count in counts:
        parts.append(_money(chip) + (f" ×{count}" if count > 1 else ""))
    return " + ".join(parts)


def answered(walk: Walkthrough, answers: Answers, lang: Lang) -> list[tuple[str, str]]:
    """(question, answer) for every step asked (or answered by the rows), in order: the
    scenario as people read it."""
    return [(step.question.get(lang), answer_text(step, value, lang))
            for step, value in walk.given(answers)]


# -- every path --------------------------------------------------------------------------


def _values(step: Step) -> list[Any]:
    if step.input == "choice":
        return [option.value for option in step.options]
    if step.input == "yes_no":
        return [False, True]
    if step.example is None and not step.optional:
        raise ValueError(f"step {step.id!r} needs an example answer")
    return [step.example]


def paths(walk: Walkthrough) -> Iterator[dict[str, Any]]:
    """Every complete set of raw answers the walk-through can be given: each option of
    every choice and yes/no step that applies, and the example of every other step."""

    def extend(answers: dict[str, Any]) -> Iterator[dict[str, Any]]:
        step = walk.next_step(answers)
        if step is None:
            yield answers
            return
        for value in _values(step):
            yield from extend({**answers, step.id: value})

    yield from extend({})


def path_count(walk: Walkthrough) -> int:
    return sum(1 for _ in paths(walk))


def walk_path(walk: Walkthrough, raw_answers: Mapping[str, Any],
              context: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Check each raw answer in order, as the assistant does; the checked answers."""
    answers: dict[str, Any] = {}
    for _ in itertools.count():
        step = walk.next_step(answers)
        if step is None:
            return answers
        answers[step.id] = check_answer(walk, step, raw_answers.get(step.id), answers, context)
    raise AssertionError("unreachable")
