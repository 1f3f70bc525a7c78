"""The must-move and transfer rules as pure functions (RRoP 2.iii.3, 2.iii.9-11, 2.iii.13)."""

from __future__ import annotations

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.moves import (
    ChainPlace,
    MoveCondition,
    declining_keeps_place,
    held_seat_timing,
    move_timing,
    must_move_order,
    transfer_allowed,
    who_moves_next,
)

MAIN, MM1, MM2 = 3, 5, 7


def place(player: int, table: int, listed: int) -> ChainPlace:
    return ChainPlace(player, f"P{player}", table, float(listed))


def test_the_must_move_order_is_the_original_list_order_not_arrival_rrop_2_iii_9() -> None:
    # Player 2 sat down first at the must-move but was listed after player 1.
    arrivals = [place(2, MM1, 20), place(1, MM1, 10), place(3, MM2, 5)]
    assert [p.player_id for p in must_move_order(arrivals)] == [3, 1, 2]
    tie = [ChainPlace(9, "B", MM1, 1.0, tie=8), ChainPlace(8, "A", MM1, 1.0, tie=7)]
    assert [p.player_id for p in must_move_order(tie)] == [8, 9], "entry id breaks a tie"


def test_the_first_in_order_at_the_feeding_table_moves_rrop_2_iii_9() -> None:
    places = [place(1, MM1, 30), place(2, MM1, 10), place(3, MM2, 1)]
    found = who_moves_next([MAIN, MM1, MM2], MAIN, places, set(), button_game=True)
    assert found.place is not None and found.place.player_id == 2
    assert found.condition is MoveCondition.BIG_BLIND
    assert found.why.rules == ("RRoP 2.iii.9", "RRoP 2.iii.10")
    # A seat opening at the first must-move is fed by the second one.
    found = who_moves_next([MAIN, MM1, MM2], MM1, places, set(), button_game=True)
    assert found.place is not None and found.place.player_id == 3


def test_a_player_with_a_move_pending_is_skipped_and_an_empty_table_passes_on() -> None:
    places = [place(1, MM1, 10), place(2, MM1, 20), place(3, MM2, 30)]
    found = who_moves_next([MAIN, MM1, MM2], MAIN, places, {1}, button_game=True)
    assert found.place is not None and found.place.player_id == 2
    found = who_moves_next([MAIN, MM1, MM2], MAIN, places, {1, 2}, button_game=True)
    assert found.place is not None and found.place.player_id == 3, "the next table out"
    found = who_moves_next([MAIN, MM1, MM2], MAIN, places, {1, 2, 3}, button_game=True)
    assert found.place is None and "RRoP 2.iii.9" in found.why.rules
    assert "waiting list" in found.why.reasons[-1].en
    nobody = who_moves_next([MAIN, MM1], MM1, places, set(), button_game=True)
    assert nobody.place is None, "nothing feeds the last must-move"
    with pytest.raises(ValueError):
        who_moves_next([MAIN, MM1], 99, places, set(), button_game=True)


def test_when_the_move_is_due_button_games_and_stud_rrop_2_iii_10() -> None:
    condition, why = move_timing(button_game=True)
    assert condition is MoveCondition.BIG_BLIND and why.rules == ("RRoP 2.iii.10",)
    assert "big blind" in why.reasons[0].en and "ciega grande" in why.reasons[0].es
    condition, why = move_timing(button_game=False)
    assert condition is MoveCondition.ONE_MORE_HAND and "one more hand" in why.reasons[0].en


@pytest.mark.parametrize(("button", "waiting", "blind", "expected"), [
    (True, 2, False, MoveCondition.NOW),
    (True, 3, True, MoveCondition.AFTER_BUTTON),
    (True, 1, False, MoveCondition.BIG_BLIND),
    (True, 0, True, MoveCondition.BIG_BLIND),
    (False, 1, False, MoveCondition.THIS_HAND),
    (False, 0, False, MoveCondition.ONE_MORE_HAND),
])
def test_holding_a_seat_in_another_game_and_its_exceptions_rrop_2_iii_13(
        button: bool, waiting: int, blind: bool, expected: MoveCondition) -> None:
    condition, why = held_seat_timing(button, waiting, blind)
    assert condition is expected
    assert why.rules == ("RRoP 2.iii.13",)


@pytest.mark.parametrize(("seats", "players_after", "new_or_mm", "keeps"), [
    (9, 6, True, False),  # 3 empty seats left: must play to keep the place
    (9, 5, True, True),  # 4 empty: may decline
    (9, 9, True, False),
    (9, 8, False, True),  # an established game: no loss
])
def test_keeping_a_place_on_the_list_rrop_2_iii_11(seats: int, players_after: int,
                                                   new_or_mm: bool, keeps: bool) -> None:
    found, why = declining_keeps_place(seats, players_after, new_or_mm)
    assert found is keeps and why.rules == ("RRoP 2.iii.11",)


@pytest.mark.parametrize(("left", "joined", "allowed"), [
    (7, 6, True),  # 6 left behind, 6 there: not fewer
    (6, 6, False),  # 5 left behind, 6 there
    (6, 5, True),
    (1, 0, True),  # the last player of a table may go to an empty one
    (2, 3, False),
])
def test_a_voluntary_transfer_may_not_leave_the_game_left_shorter_rrop_2_iii_3(
        left: int, joined: int, allowed: bool) -> None:
    found, why = transfer_allowed(left, joined)
    assert found is allowed and why.rules == ("RRoP 2.iii.3",)
    assert str(left - 1) in why.reasons[0].en and str(joined) in why.reasons[0].es


def chain_document(**facts: object) -> dict[str, object]:
    base: dict[str, object] = {
        "main_table": 3, "must_move_tables": [5, 7],
        "players": [{"name": "Ana", "table": 5, "list_position": 4},
                    {"name": "Luis", "table": 5, "list_position": 2},
                    {"name": "Eva", "table": 7, "list_position": 6}]}
    base.update(facts)
    return {"kind": "must_move_next", "facts": base}


def test_floorman_rule_names_who_moves_next_with_citations_rrop_2_iii_9() -> None:
    ruling = decide(chain_document())
    assert ruling.decision == "moves"
    assert ruling.numbers["player"] == "Luis" and ruling.numbers["condition"] == "big_blind"
    assert ruling.numbers["order"] == ["Luis", "Ana", "Eva"]
    assert set(ruling.rules) == {"RRoP 2.iii.9", "RRoP 2.iii.10"}
    stud = decide({**chain_document(game="stud")})
    assert stud.numbers["condition"] == "one_more_hand"
    pending = decide(chain_document(players=[
        {"name": "Ana", "table": 5, "list_position": 4, "move_pending": True}]))
    assert pending.decision == "from_list"


@pytest.mark.parametrize(("facts", "field"), [
    ({"must_move_tables": [5, 3]}, "facts.must_move_tables[1]"),  # a cycle back to the main
    ({"must_move_tables": [5, 5]}, "facts.must_move_tables[1]"),
    ({"must_move_tables": []}, "facts.must_move_tables"),
    ({"must_move_tables": 5}, "facts.must_move_tables"),
    ({"seat_opens_at": 9}, "facts.seat_opens_at"),
    ({"players": [{"name": "Ana", "table": 9, "list_position": 1}]}, "facts.players[0].table"),
    ({"players": [{"name": "Ana", "table": 5, "list_position": 1},
                  {"name": "Ana", "table": 5, "list_position": 2}]}, "facts.players[1].name"),
])
def test_a_bad_chain_document_names_the_field(facts: dict[str, object], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide(chain_document(**facts))
    assert error.value.field == field
    assert error.value.text.en and error.value.text.es


def test_floorman_rule_answers_may_this_transfer_happen_rrop_2_iii_3() -> None:
    refused = decide({"kind": "transfer", "facts": {"from_players": 6, "to_players": 6}})
    assert refused.decision == "refused" and refused.rules == ("RRoP 2.iii.3",)
    assert refused.numbers == {"left_after": 5, "joined": 6}
    allowed = decide({"kind": "transfer", "facts": {"from_players": 8, "to_players": 6}})
    assert allowed.decision == "allowed"
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "transfer", "facts": {"from_players": 0, "to_players": 6}})
    assert error.value.field == "facts.from_players"


def test_floorman_rule_answers_when_a_move_is_due_rrop_2_iii_10_13() -> None:
    ruling = decide({"kind": "move_timing", "facts": {"reason": "held_seat", "waiting": 2}})
    assert ruling.decision == "now" and ruling.rules == ("RRoP 2.iii.13",)
    ruling = decide({"kind": "move_timing", "facts": {"reason": "must_move", "game": "razz"}})
    assert ruling.decision == "one_more_hand" and ruling.rules == ("RRoP 2.iii.10",)
