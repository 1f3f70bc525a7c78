"""No walk-through asks a question whose answer the ruling does not read.

For every question of every walk-through (a step; a table of answers and the game's
form count as one question each; and the "all his chips" mark), some path, under a
house profile it serves (or a house choice one of its steps is asked under, such as the
dead button) and asks it under, must give a different ruling when that answer alone
changes: another option, another amount, one chip more, another seat, a cell of the
table, a field of the form. A question whose every other answer leaves the ruling as it
was asks the supervisor for nothing; the test names it. A step asked only under some
house rules (``house``) is searched only under them; a seat the rows already answer (one
row fits) is not asked on that path.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.policy import house_rules
from floorman.rules.walkthroughs import (
    STRUCTURE_AMOUNTS,
    Step,
    Walkthrough,
    paths,
    scenario,
    walk_path,
    walkthroughs,
)
from floorman.text import UserError

WALKS = walkthroughs()
SPARE_CARDS = ("2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s", "Tc", "Jd", "Qh", "Ks", "Ac")


def _first(step: Step) -> Any:
    if step.input == "choice":
        return step.options[0].value
    if step.input == "yes_no":
        return False
    return step.example


def complete(walk: Walkthrough, raw: dict[str, Any]) -> dict[str, Any]:
    """``raw`` with an answer for every step that applies (the first option, or the
    step's example, for those it lacks)."""
    raw = dict(raw)
    answers: dict[str, Any] = {}
    for _ in range(len(walk.steps) + 1):
        step = walk.next_step(answers)
        if step is None:
            break
        if step.id not in raw:
            raw[step.id] = _first(step)
        answers[step.id] = raw[step.id]
    return raw


def settings(walk: Walkthrough) -> list[tuple[str, dict[str, Any]]]:
    """The house rules a walk-through is asked under: each profile it serves as it
    stands, and with each house choice (not a profile's own switch, such as
    ``tournament``) one of its steps is asked under."""
    found: list[tuple[str, dict[str, Any]]] = []
    for profile in walk.profiles:
        found.append((profile, {}))
        rules = house_rules(profile)
        for step in walk.steps:
            for name, values in step.house.items():
                for value in values:
                    if name != "tournament" and getattr(rules, name) != value \
                            and (profile, {name: value}) not in found:
                        found.append((profile, {name: value}))
    return found


_RULINGS: dict[str, tuple[Any, ...] | None] = {}


def ruling_of(walk: Walkthrough, raw: dict[str, Any], profile: str,
              house: dict[str, Any] | None = None) -> tuple[Any, ...] | None:
    """What the ruling says (None when the answers are refused), remembered."""
    key = json.dumps([walk.id, profile, house, raw], sort_keys=True, default=str)
    if key not in _RULINGS:
        try:
            ruling = decide(scenario(walk, walk_path(walk, complete(walk, raw)), profile,
                                     house))
        except (ScenarioError, UserError):
            _RULINGS[key] = None
        else:
            _RULINGS[key] = (ruling.decision, ruling.summary.en, tuple(ruling.rules),
                             tuple(sorted((k, str(v)) for k, v in ruling.numbers.items())))
    return _RULINGS[key]


def _seats_in(raw: dict[str, Any]) -> list[int]:
    """Every seat the answers name (the players' rows, seat questions), then the rest."""
    named: list[int] = []
    for value in raw.values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            seat = item.get("seat") if isinstance(item, dict) else item
            if isinstance(seat, int) and not isinstance(seat, bool) and 1 <= seat <= 10 \
                    and seat not in named:
                named.append(seat)
    return named + [s for s in range(1, 11) if s not in named]


def _tables_in(raw: dict[str, Any]) -> list[int]:
    """Every table the answers list (the rows of a table of tables), then a few more."""
    named: list[int] = []
    for value in raw.values():
        for item in value if isinstance(value, list) else []:
            table = item.get("table") if isinstance(item, dict) else None
            if isinstance(table, int) and not isinstance(table, bool) and table not in named:
                named.append(table)
    return named + [t for t in range(1, 13) if t not in named]


def _amounts(value: Any) -> list[Any]:
    amount = Decimal(str(value))
    return [amount * 2, amount * 5, amount + 1, max(amount - 1, Decimal(0)),
            (amount / 2).quantize(Decimal(1)), Decimal(0), amount * 20]


def _cell_changes(walk: Walkthrough, step: Step, rows: list[dict[str, Any]]
                  ) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Each column's answer changed in one row (or given where it was left empty)."""
    for column in step.columns:
        label = f"{step.id}.{column.name}"
        for index, row in enumerate(rows):
            value = row.get(column.name)
            others: list[Any]
            if column.input == "amount":
                others = _amounts(value if value is not None else 1000) + (
                    [None] if value is not None else [])
            elif column.input == "yes_no":
                others = [not value]
            elif column.input == "choice":
                others = [o.value for o in column.options if o.value != value]
            elif column.input == "seat":
                used = {r.get(column.name) for r in rows}
                others = [s for s in range(1, 11) if s not in used or step.among][:4]
            elif column.input == "table":
                used = {r.get(column.name) for r in rows}
                others = [t for t in (*range(1, 13), 999) if t not in used or step.among][:5]
            else:  # cards
                held = set(value or [])
                spare = [c for c in SPARE_CARDS if c not in held]
                others = [[spare[0], *(value or [])[1:]]] if value else [spare[:column.count[0]]]
            for other in others:
                changed = [dict(r) for r in rows]
                changed[index][column.name] = other
                yield label, changed
        yield label, rows[:-1]  # one row fewer
        yield label, [*rows, dict(rows[-1])] if rows else rows


def changes(walk: Walkthrough, step: Step, value: Any, raw: dict[str, Any] | None = None
            ) -> Iterator[tuple[str, Any]]:
    """(what is asked, another answer) for the answer ``value`` of ``step`` (the other
    answers ``raw`` give the seats worth trying)."""
    seats = _seats_in(raw or {})
    if step.input == "choice":
        for option in step.options:
            if option.value != value:
                yield step.id, option.value
    elif step.input == "yes_no":
        yield step.id, not value
    elif step.input == "amount":
        for other in _amounts(value if value is not None else 1000):
            yield step.id, other
        if step.optional:
            yield step.id, None
    elif step.input == "chips":
        chips = value["chips"] if isinstance(value, dict) else value
        for other in ([*chips, chips[0]], chips[:-1], [max(chips) * 5], [min(chips)],
                      [*chips, *chips], [max(chips)] * 5):
            yield step.id, {**value, "chips": other} if isinstance(value, dict) else other
        if isinstance(value, dict):
            yield f"{step.id}.all_in", {**value, "all_in": not value.get("all_in")}
    elif step.input == "bets":
        bets = [Decimal(str(b)) for b in value or []]
        top = bets[-1] if bets else Decimal(100)
        for other in ([], [*bets, top * 3], bets[:-1], [top * 2], [b * 3 for b in bets]):
            yield step.id, other
    elif step.input == "seat":
        for other in seats:
            if other != value:
                yield step.id, other
    elif step.input == "seats":
        chosen = list(value or [])
        spare = [s for s in seats if s not in chosen]
        for other in ([], chosen[:-1], [*chosen, spare[0]], [seats[0]], seats[:2],
                      seats[1:3], [spare[0], spare[1]], [spare[0]], [*chosen[:-1], spare[0]]):
            yield step.id, other
    elif step.input == "tables":
        chosen = list(value or [])
        listed = _tables_in(raw or {})
        for other in ([], *([t] for t in listed[:6] if [t] != chosen), listed[:2]):
            yield step.id, other
    elif step.input == "cards":
        spare = [c for c in SPARE_CARDS if c not in set(value)]
        yield step.id, [spare[0], *value[1:]]
        yield step.id, [*value[:-1], spare[1]]
    elif step.input == "rows":
        yield from _cell_changes(walk, step, list(value or []))
    else:  # structure
        for name in step.fields:
            label = f"{step.id}.{name}"
            if name == "game":
                for game in step.games or ("holdem", "omaha", "stud", "lowball_a5"):
                    yield label, {**value, "game": game}
            elif name == "betting":
                for betting in ("limit", "pot_limit", "no_limit"):
                    yield label, {**value, "betting": betting}
            elif name in STRUCTURE_AMOUNTS:
                current = value.get(name)
                others = _amounts(current if current is not None else 100)
                if current is not None:
                    others.append(None)
                for other in others:
                    changed = {**value, name: other}
                    if other is None:
                        del changed[name]
                    yield label, changed


def questions(walk: Walkthrough) -> set[str]:
    """Everything the walk-through asks: each step (a table of answers and the game's
    form are one question each), and the "all his chips" mark."""
    asked: set[str] = set()
    for step in walk.steps:
        asked.add(step.id)
        if step.input == "chips" and step.all_in is not None:
            asked.add(f"{step.id}.all_in")
    return asked


def _sensitive(walk: Walkthrough, raw: dict[str, Any], profile: str,
               house: dict[str, Any], step: Step, waiting: set[str]) -> set[str]:
    """What of ``step`` (in ``waiting``) changes the ruling of ``raw`` when changed."""
    found: set[str] = set()
    base = ruling_of(walk, raw, profile, house)
    if base is None:
        return found
    for label, other in changes(walk, step, raw.get(step.id), raw):
        label = label if label.endswith(".all_in") else step.id
        if label in waiting and label not in found:
            changed = ruling_of(walk, {**raw, step.id: other}, profile, house)
            if changed is not None and changed != base:
                found.add(label)
    return found


def _asked(walk: Walkthrough, raw: dict[str, Any]) -> list[Step]:
    """The steps the supervisor is asked on the path of ``raw`` (not those the rows
    answer)."""
    answers = walk_path(walk, complete(walk, raw))
    return [step for step in walk.asked(answers) if walk.implied(step, answers) is None]


def unread(walk: Walkthrough, profile: str, house: dict[str, Any] | None = None,
           waiting: set[str] | None = None) -> set[str]:
    """The questions of ``walk`` (as asked under ``profile`` and ``house``; those of
    ``waiting`` only, when given) no change of answer turns into another ruling: on any
    path, or on a path with one other answer changed first (the pot matters only once
    the chips go over it)."""
    house = house or {}
    waiting = set(questions(walk) if waiting is None else waiting)
    bases = list(paths(walk))
    # Every path of the small walk-throughs; an even sample of at most 200 of the large.
    for raw in bases[::max(1, len(bases) // 200)]:
        if not waiting:
            break
        for step in _asked(walk, raw):
            if step.id in waiting or f"{step.id}.all_in" in waiting:
                waiting -= _sensitive(walk, raw, profile, house, step, waiting)
    # One other answer changed first, on a sample of the paths: enough to show the pot
    # counts once the chips go over it, quick enough to run with every test.
    for raw in bases[::max(1, len(bases) // 24)]:
        if not waiting:
            break
        for first in _asked(walk, raw):
            for _label, moved in itertools.islice(
                    changes(walk, first, raw.get(first.id), raw), 8):
                shifted = complete(walk, {**raw, first.id: moved})
                if ruling_of(walk, shifted, profile, house) is None:
                    continue
                for step in _asked(walk, shifted):
                    if step.id != first.id and (step.id in waiting
                                                or f"{step.id}.all_in" in waiting):
                        waiting -= _sensitive(walk, shifted, profile, house, step, waiting)
    return waiting


def unread_anywhere(walk: Walkthrough) -> set[str]:
    """The questions of ``walk`` that no house rules it is asked under show read."""
    waiting = questions(walk)
    for profile, house in settings(walk):
        asked = walk.under(profile, house)
        here = waiting & questions(asked)
        if here:
            waiting -= here - unread(asked, profile, house, here)
    return waiting


@pytest.mark.parametrize("walk", WALKS, ids=lambda w: w.id)
def test_every_question_is_one_the_ruling_reads(walk: Walkthrough) -> None:
    found = unread_anywhere(walk)
    assert found == set(), (
        f"{walk.id}: no other answer to these changes the ruling under the house rules "
        f"they are asked under; do not ask them: {sorted(found)}")


def test_a_step_is_asked_only_under_the_house_rules_that_read_it() -> None:
    """Last hand's button under the moving button, its blinds under the dead one."""
    walk = next(w for w in WALKS if w.id == "dead_button")
    cash = {s.id for s in walk.under("robert").steps}
    dead = {s.id for s in walk.under("robert", {"button": "dead"}).steps}
    tournament = {s.id for s in walk.under("tda").steps}
    assert "last_button" in cash and "last_big_blind" not in cash
    assert "last_button" not in dead and {"last_small_blind", "last_big_blind"} <= dead
    assert tournament == dead
