"""Every walk-through, down every path, ends in a ruling with citations."""

from __future__ import annotations

import itertools
from decimal import Decimal

import pytest

from floorman.rules import decide
from floorman.rules.rulebook import resolve
from floorman.rules.walkthroughs import (
    answered,
    check_answer,
    parse_walkthrough,
    path_count,
    paths,
    scenario,
    walk_path,
    walkthrough,
    walkthroughs,
)
from floorman.text import UserError

WALKS = walkthroughs()

# The disputes issue 4 names, by the scenario kind that decides each.
DISPUTE_KINDS = {
    "bet_interpretation", "betting_options", "bet_correction", "out_of_turn",
    "exposed_card", "misdeal", "dead_hand", "irregular_deck", "side_pots", "odd_chip",
    "showdown_order", "miscalled_hand", "new_player", "missed_blinds",
    "button_and_blinds", "kill_pot",
}


def test_every_dispute_kind_has_a_walkthrough() -> None:
    assert {w.kind for w in WALKS} >= DISPUTE_KINDS


@pytest.mark.parametrize("walk", WALKS, ids=lambda w: w.id)
def test_every_path_ends_in_a_cited_ruling(walk) -> None:  # type: ignore[no-untyped-def]
    cited: set[str] = set()
    decisions: set[str] = set()
    for raw, profile in itertools.product(paths(walk), walk.profiles):
        answers = walk_path(walk, raw)
        ruling = decide(scenario(walk, answers, profile))
        assert ruling.kind == walk.kind
        assert ruling.rules, f"{walk.id} {raw}: a ruling without citations"
        for rule in ruling.rules:
            assert resolve(rule) is not None, f"{walk.id}: {rule} is not in the rulebook"
        assert answered(walk, answers, "es")
        cited.update(ruling.rules)
        decisions.add(ruling.decision)
    # The rules a walk-through lists (shown on rulebook entries as "walk-throughs that
    # use it") are exactly those its paths cite, under each house profile it serves.
    assert sorted(walk.rules) == sorted(cited), (
        f"{walk.id}: set \"rules\" to {sorted(cited)}")
    assert 1 <= path_count(walk) <= 400


@pytest.mark.parametrize("walk", WALKS, ids=lambda w: w.id)
def test_every_step_speaks_both_languages(walk) -> None:  # type: ignore[no-untyped-def]
    for step in walk.steps:
        assert step.question.en != step.question.es or step.question.en.isupper()
        for option in step.options:
            assert option.label.es.strip()


def test_a_step_depending_on_a_later_step_is_refused() -> None:
    raw = {"id": "x", "kind": "side_pots", "title": {"en": "x", "es": "x"},
           "summary": {"en": "x", "es": "x"},
           "steps": [{"id": "a", "input": "yes_no", "fact": "a", "when": {"b": True},
                      "question": {"en": "a", "es": "a"}},
                     {"id": "b", "input": "yes_no", "fact": "b",
                      "question": {"en": "b", "es": "b"}}]}
    with pytest.raises(ValueError, match="not an earlier step"):
        parse_walkthrough(raw)


BET = walkthrough("bet_or_call")
STRUCTURE = {"game": "holdem", "betting": "no_limit", "small_blind": "100",
             "big_blind": "200", "chip": "25"}


def _answers(**more):  # type: ignore[no-untyped-def]
    answers = {"structure": check_answer(BET, BET.step("structure"), STRUCTURE, {})}
    answers.update(more)
    return answers


@pytest.mark.parametrize(("raw", "words"), [
    ("abc", "not a number"), ("610", "multiple of the smallest chip (25)"),
    ("-50", "zero or more"), ("1e30", "over 1,000,000,000,000 chips"),
    ("1e308", "over 1,000,000,000,000 chips"), ("9" * 5000, "over 1,000,000,000,000 chips"),
    ("1e999999", "over 1,000,000,000,000 chips"), ("NaN", "zero or more"),
    ("0.0000000000001", "multiple"),
])
def test_a_bad_amount_is_refused_next_to_its_field(raw: str, words: str) -> None:
    answers = _answers(players=[], actions=[], said="raise")
    with pytest.raises(UserError) as refused:
        check_answer(BET, BET.step("said_amount"), raw, answers)
    assert refused.value.field == "said_amount"
    assert words in refused.value.text.en
    assert refused.value.text.es


def test_a_structure_amount_off_the_chip_is_refused() -> None:
    with pytest.raises(UserError) as refused:
        check_answer(BET, BET.step("structure"), {**STRUCTURE, "big_blind": "210"}, {})
    assert refused.value.field == "structure.big_blind"


def test_a_seat_not_at_the_table_is_refused() -> None:
    rows = [{"seat": "3", "stack": "1000"}, {"seat": "11", "stack": "1000"}]
    with pytest.raises(UserError) as refused:
        check_answer(BET, BET.step("players"), rows, _answers(), {"seats": 9})
    assert refused.value.field == "players.2.seat"
    assert "not at this table" in refused.value.text.en
    assert "no está en esta mesa" in refused.value.text.es


def test_an_action_by_a_seat_not_in_the_hand_is_refused() -> None:
    players = check_answer(BET, BET.step("players"),
                           [{"seat": 3, "stack": 1000}, {"seat": 4, "stack": 1000}], _answers())
    with pytest.raises(UserError, match="Seat 7 is not at this table"):
        check_answer(BET, BET.step("actions"), [{"seat": 7, "action": "fold"}],
                     _answers(players=players))


def test_chips_are_amounts_in_the_games_chips() -> None:
    answers = _answers(players=[], actions=[], said=None)
    assert check_answer(BET, BET.step("chips"), ["1000", "25"], answers) == [
        Decimal(1000), Decimal(25)]
    with pytest.raises(UserError, match="Add the chips"):
        check_answer(BET, BET.step("chips"), [], answers)


def test_a_card_chosen_twice_is_refused() -> None:
    raw = {"id": "cards", "kind": "compare_hands", "title": {"en": "x", "es": "x"},
           "summary": {"en": "x", "es": "x"},
           "steps": [{"id": "a", "input": "cards", "fact": "a", "count": [2, 2],
                      "question": {"en": "a", "es": "a"}},
                     {"id": "b", "input": "cards", "fact": "b", "count": [2, 2],
                      "question": {"en": "b", "es": "b"}}]}
    walk = parse_walkthrough(raw)
    first = check_answer(walk, walk.step("a"), ["As", "Kd"], {})
    with pytest.raises(UserError) as refused:
        check_answer(walk, walk.step("b"), ["Qh", "As"], {"a": first})
    assert "As is chosen twice" in refused.value.text.en
    with pytest.raises(UserError, match="Pick 2 cards"):
        check_answer(walk, walk.step("a"), ["As"], {})


def test_going_back_keeps_later_answers_but_only_counts_those_that_apply() -> None:
    answers = walk_path(BET, next(p for p in paths(BET) if p["said"] == "raise"))
    assert "said_amount" in answers
    changed = {**answers, "said": "call"}
    assert BET.next_step(changed) is None
    assert "said_amount" not in scenario(BET, changed)["facts"]
