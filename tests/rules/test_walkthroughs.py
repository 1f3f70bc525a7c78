"""Every walk-through, down every path, ends in a ruling with citations."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from floorman.rules import decide
from floorman.rules.rulebook import resolve
from floorman.rules.walkthrough_rounds import round_facts
from floorman.rules.walkthroughs import (
    answered,
    check_answer,
    from_table,
    parse_walkthrough,
    path_count,
    paths,
    scenario,
    shown_ruling,
    walk_path,
    walkthrough,
    walkthroughs,
)
from floorman.text import UserError
from tests.rules.test_walkthrough_questions import settings

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
    # Each profile (and house choice) asks its own steps (``Walkthrough.under``).
    runs = [(walk.under(profile, house), profile, house) for profile, house in settings(walk)]
    for asked, raw, profile, house in ((a, r, p, h) for a, p, h in runs for r in paths(a)):
        answers = walk_path(asked, raw)
        ruling = decide(scenario(asked, answers, profile, house))
        assert ruling.kind == walk.kind
        assert ruling.rules, f"{walk.id} {raw}: a ruling without citations"
        for rule in ruling.rules:
            assert resolve(rule) is not None, f"{walk.id}: {rule} is not in the rulebook"
        assert answered(asked, answers, "es")
        cited.update(ruling.rules)
        decisions.add(ruling.decision)
    # The rules a walk-through lists (shown on rulebook entries as "walk-throughs that
    # use it") are exactly those its paths cite, under each house profile it serves.
    assert sorted(walk.rules) == sorted(cited), (
        f"{walk.id}: set \"rules\" to {sorted(cited)}")
    assert all(1 <= path_count(asked) <= 400 for asked, _, _ in runs)


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


RAISE = walkthrough("raise_amounts")


def _raise_answers(**more):  # type: ignore[no-untyped-def]
    answers = {"structure": check_answer(RAISE, RAISE.step("structure"), STRUCTURE, {}),
               "street": "preflop"}
    answers.update(more)
    return answers


def test_a_seat_not_at_the_table_is_refused() -> None:
    rows = [{"seat": "3", "stack": "1000"}, {"seat": "11", "stack": "1000"}]
    with pytest.raises(UserError) as refused:
        check_answer(RAISE, RAISE.step("players_pre"), rows, _raise_answers(), {"seats": 9})
    assert refused.value.field == "players_pre.2.seat"
    assert "not at this table" in refused.value.text.en
    assert "no está en esta mesa" in refused.value.text.es


def test_an_action_by_a_seat_not_in_the_hand_is_refused() -> None:
    players = check_answer(RAISE, RAISE.step("players_pre"),
                           [{"seat": 3, "stack": 1000}, {"seat": 4}], _raise_answers())
    assert players == [{"seat": 3, "stack": Decimal(1000)}, {"seat": 4}]  # a stack may wait
    with pytest.raises(UserError, match="Seat 7 is not at this table"):
        check_answer(RAISE, RAISE.step("actions_pre"), [{"seat": 7, "action": "fold"}],
                     _raise_answers(players_pre=players))


def test_chips_are_amounts_in_the_games_chips() -> None:
    answers = _answers(street="flop", bets=[], said=None)
    assert check_answer(BET, BET.step("chips"), ["1000", "25"], answers) == {
        "chips": [Decimal(1000), Decimal(25)], "all_in": False}
    assert check_answer(BET, BET.step("chips"), {"chips": ["1000"], "all_in": True},
                        answers) == {"chips": [Decimal(1000)], "all_in": True}
    # No chips: he only spoke (the engine asks for chips or words if he did neither).
    assert check_answer(BET, BET.step("chips"), [], answers) is None
    with pytest.raises(UserError, match="Add the chips"):
        check_answer(BET, BET.step("chips"), "1000", answers)


@pytest.mark.parametrize(("raw", "bets"), [
    ("", []), ("1000", [Decimal(1000)]), ("1000 3000", [Decimal(1000), Decimal(3000)]),
    ("2,000 8000", [Decimal(2000), Decimal(8000)]),
])
def test_the_bets_faced_are_totals_in_order(raw: str, bets: list[Decimal]) -> None:
    assert check_answer(BET, BET.step("bets"), raw, _answers(street="flop")) == bets


@pytest.mark.parametrize(("raw", "words"), [
    ("1000 800", "above the one before"), ("1000 1000", "above the one before"),
    ("1010", "multiple of the smallest chip"), ("mil", "not a number"),
])
def test_bets_out_of_order_or_off_the_chip_are_refused(raw: str, words: str) -> None:
    with pytest.raises(UserError) as refused:
        check_answer(BET, BET.step("bets"), raw, _answers(street="flop"))
    assert refused.value.field == "bets"
    assert words in refused.value.text.en
    assert refused.value.text.es != refused.value.text.en


def _bet_ruling(**answers):  # type: ignore[no-untyped-def]
    walked = walk_path(BET, {"structure": STRUCTURE, **answers})
    return decide(scenario(BET, walked, "tda")), walked


def test_the_textbook_flop_case_is_a_call_with_400_back() -> None:
    """TDA 43-A: a 1000 bet on the flop; 1000 and four 100s pushed silently are a call."""
    ruling, answers = _bet_ruling(street="flop", bets="1000", said=None,
                                  chips={"chips": [1000, 100, 100, 100, 100], "all_in": False})
    assert ruling.decision == "call"
    assert ruling.numbers["returned"] == 400
    assert "TDA 43-A" in ruling.rules
    shown = shown_ruling(BET, answers, ruling.to_json())
    assert shown["summary"]["en"].startswith("The player calls 1000")
    assert shown["summary"]["es"].startswith("El jugador iguala 1000")
    assert "max_raise_to" not in shown["numbers"]  # from a stack nobody gave


def test_all_his_chips_makes_the_same_chips_an_all_in() -> None:
    """TDA 45-B: a multiple-chip bet of a player's last chips is an all-in, 50% or not."""
    chips = [1000, 100, 100, 100, 100]
    behind, _ = _bet_ruling(street="turn", bets="1000", said=None,
                            chips={"chips": chips, "all_in": False})
    last, _ = _bet_ruling(street="turn", bets="1000", said=None,
                          chips={"chips": chips, "all_in": True})
    assert behind.decision == "call"
    assert last.decision != "call"
    assert last.numbers["to"] == 1400


def test_a_raise_short_of_a_full_one_was_an_all_in() -> None:
    """RRoP 3.v.7 / TDA 47: 1000 then 1500 (short of 2000): the 1500 was an all-in, so the
    least raise stays 1000 more, to 2500."""
    facts = round_facts({"structure": STRUCTURE, "street": "river",
                         "round": {"bets": [1000, 1500]}, "chips": [5000]})
    assert [a["action"] for a in facts["actions"]] == ["bet", "all_in"]
    assert facts["players"][1]["stack"] == 1500
    assert facts["seat"] == 3


def test_a_blind_facing_a_raise_has_his_blind_in_front() -> None:
    facts = round_facts({"structure": STRUCTURE, "street": "preflop",
                         "round": {"bets": [600], "blind": "big"}, "chips": [500]})
    him = facts["players"][facts["seat"] - 1]
    assert him["posted"] == 200
    ruling = decide({"kind": "bet_interpretation", "profile": "tda", "facts": facts})
    assert ruling.decision == "call" and ruling.numbers["to"] == 600


def test_a_table_that_gives_the_whole_game_answers_the_structure() -> None:
    context = {"game": "holdem", "betting": "no_limit", "small_blind": Decimal(100),
               "big_blind": Decimal(200), "chip": Decimal(100)}
    known = from_table(BET, BET.step("structure"), {}, context)
    assert known == {"game": "holdem", "betting": "no_limit", "small_blind": 100,
                     "big_blind": 200, "chip": 100}
    assert from_table(BET, BET.step("structure"), {}, {**context, "chip": None}) is None
    assert from_table(BET, BET.step("structure"), {}, {**context, "game": "stud"}) is None
    pot_limit = walkthrough("pot_limit_max")
    assert from_table(pot_limit, pot_limit.step("structure"), {}, context) is None


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


def test_conduct_disputes_have_a_walkthrough_under_each_profile() -> None:
    served = {profile for w in WALKS if w.kind == "conduct" for profile in w.profiles}
    assert served == {"robert", "tda"}


def test_a_seat_the_rows_answer_is_not_asked() -> None:
    """Which seat is the new player in? Not asked when one row is new: that row's seat is
    the answer, built into the facts and listed with the answers. With two new players
    it is asked, and only their seats answer it."""
    walk = walkthrough("new_player").under("robert")
    seat = walk.step("seat")
    players = [{"seat": s, "standing": "playing"} for s in (1, 2, 3, 4, 5)]
    answers = walk_path(walk, {"structure": walk.step("structure").example, "new_game": False,
                               "players": [*players, {"seat": 8, "standing": "new"}],
                               "last_button": 1, "killed_pot": False})
    assert "seat" not in answers and walk.next_step(answers) is None
    assert scenario(walk, answers)["facts"]["seat"] == 8
    assert ("Which seat is the new player in?", "seat 8") in answered(walk, answers, "en")
    two = {**answers, "players": [*players, {"seat": 8, "standing": "new"},
                                  {"seat": 9, "standing": "new"}]}
    assert walk.next_step(two) is seat
    assert check_answer(walk, seat, 9, two) == 9
    with pytest.raises(UserError, match="Seat 3 is not at this table"):
        check_answer(walk, seat, 3, two)


def test_a_step_only_some_house_rules_read_is_left_out_under_the_others() -> None:
    walk = walkthrough("dead_hand")
    assert "clock_facing" in {s.id for s in walk.under("tda").steps}
    assert "clock_facing" not in {s.id for s in walk.under("robert").steps}
    # A house choice unknown to the engine leaves the profile's own rules.
    assert walk.under("robert", {"no_such_rule": True}).steps == walk.under("robert").steps
    with pytest.raises(ValueError, match="not a house rule"):
        parse_walkthrough({"id": "x", "kind": "side_pots", "title": {"en": "x", "es": "x"},
                           "summary": {"en": "x", "es": "x"},
                           "steps": [{"id": "a", "input": "yes_no", "fact": "a",
                                      "house": {"no_such_rule": True},
                                      "question": {"en": "a", "es": "a"}}]})


# -- a table of tables: rows named by a table number ----------------------------------

def _tables_walk(columns: list[dict[str, Any]],
                 steps: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"id": "x", "kind": "table_balance", "title": {"en": "x", "es": "x"},
            "summary": {"en": "x", "es": "x"},
            "steps": [{"id": "tables", "input": "rows", "fact": "tables", "rows": [2, 10],
                       "question": {"en": "Tables?", "es": "¿Mesas?"}, "columns": columns},
                      *(steps or [])]}


TABLE = {"name": "table", "input": "table", "label": {"en": "Table", "es": "Mesa"}}
PLAYERS = {"name": "players", "input": "choice", "label": {"en": "Players", "es": "Jugadores"},
           "options": [{"value": n, "label": {"en": str(n), "es": str(n)}}
                       for n in range(11)]}
SEAT = {"name": "seat", "input": "seat", "label": {"en": "Seat", "es": "Asiento"}}


@pytest.mark.parametrize(("columns", "steps", "words"), [
    ([PLAYERS], [], "a rows step needs a seat column (one row a seat) or a table column"),
    ([TABLE, SEAT, PLAYERS], [], "column table makes this a table of tables, one row a table, "
                                 "so it has no seat column (seat)"),
    ([TABLE, {**TABLE, "name": "other"}], [], "a rows step has one table column, not table, "
                                              "other"),
    ([{**TABLE, "numbers": [0, 999]}], [], "numbers must be [least, most] with 1 <= least"),
    ([{**SEAT, "numbers": [1, 99]}], [], "only a table column has table numbers"),
    ([TABLE, {**PLAYERS, "input": "tables"}], [], "column players has an unknown input "
                                                  "'tables'"),
    ([TABLE, PLAYERS], [{"id": "who", "input": "seat", "fact": "seat", "among": "tables",
                         "question": {"en": "a", "es": "a"}}],
     "step 'who' takes seats among 'tables', whose rows are tables: ask for a table with a "
     "tables step"),
    ([SEAT, PLAYERS], [{"id": "next", "input": "tables", "fact": "breaking_order",
                        "among": "tables", "question": {"en": "a", "es": "a"}}],
     "step 'next' takes tables among 'tables', whose rows are seats, not tables"),
    ([TABLE, PLAYERS], [{"id": "next", "input": "tables", "fact": "breaking_order",
                         "empty": {"en": "no order", "es": "sin orden"},
                         "question": {"en": "a", "es": "a"}}],
     "only an optional step says what its empty answer reads"),
])
def test_a_bad_table_of_tables_is_refused_by_the_loader(
        columns: list[dict[str, Any]], steps: list[dict[str, Any]], words: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_walkthrough(_tables_walk(columns, steps=steps), "bad.json")
    assert str(refused.value).startswith("bad.json")
    assert words in str(refused.value)


TABLES = parse_walkthrough(_tables_walk([TABLE, PLAYERS], steps=[
    {"id": "next", "input": "tables", "fact": "breaking_order", "among": "tables",
     "count": [0, 1], "optional": True, "question": {"en": "Next?", "es": "¿Siguiente?"}}]))


def test_a_table_of_tables_takes_any_table_number_in_its_range() -> None:
    rows = check_answer(TABLES, TABLES.step("tables"),
                        [{"table": "12", "players": 8}, {"table": 3, "players": 5}], {},
                        {"seats": 9})  # the desk table's nine seats bound no table number
    assert rows == [{"table": 12, "players": 8}, {"table": 3, "players": 5}]
    for wrong in ("0", "1000"):
        with pytest.raises(UserError) as refused:
            check_answer(TABLES, TABLES.step("tables"),
                         [{"table": 3, "players": 8}, {"table": wrong, "players": 5}], {})
        assert refused.value.field == "tables.2.table"
        assert refused.value.text.en == (f"There is no table {wrong}: tables are numbered 1 "
                                         "to 999.")
        assert refused.value.text.es == f"No hay mesa {wrong}: las mesas van de la 1 a la 999."
    with pytest.raises(UserError, match="Table 3 is listed twice"):
        check_answer(TABLES, TABLES.step("tables"),
                     [{"table": 3, "players": 8}, {"table": 3, "players": 5}], {})


def test_a_tables_question_takes_the_tables_listed() -> None:
    answers = {"tables": [{"table": 12, "players": 8}, {"table": 3, "players": 5}]}
    step = TABLES.step("next")
    assert check_answer(TABLES, step, "12", answers) == [12]
    assert check_answer(TABLES, step, "", answers) is None  # no order set
    with pytest.raises(UserError) as refused:
        check_answer(TABLES, step, "7", answers)
    assert refused.value.text.en == ("Table 7 is not among the tables listed. Choose one of "
                                     "12, 3.")
    with pytest.raises(UserError) as refused:
        check_answer(TABLES, step, "12 3", answers)
    assert refused.value.text.en == "Choose at most 1 table; 2 are chosen."
    assert refused.value.text.es == "Elija como mucho 1 mesa; hay 2 elegidas."


def test_the_facts_list_names_each_row_by_its_table() -> None:
    answers = {"tables": [{"table": 3, "players": 8}, {"table": 12, "players": 5}],
               "next": [12]}
    assert answered(TABLES, answers, "en") == [
        ("Tables?", "Table 3: players 8; Table 12: players 5"), ("Next?", "table 12")]
    assert answered(TABLES, answers, "es") == [
        ("¿Mesas?", "Mesa 3: jugadores 8; Mesa 12: jugadores 5"), ("¿Siguiente?", "mesa 12")]
    assert answered(TABLES, {**answers, "next": None}, "en")[1] == ("Next?", "none")
    assert scenario(TABLES, answers)["facts"] == {
        "tables": [{"table": 3, "players": 8}, {"table": 12, "players": 5}],
        "breaking_order": [12]}
