"""The tournament floor questions through the rulings assistant's walk-throughs.

Where a player arriving at a tournament table may play (``tournament_seat``), who
moves to balance and to which seat (``tournament_balancing``) and the chip race at a
colour-up (``tournament_chip_race``), each told as the supervisor answers it: the
textbook cases of the TDA and Robert's Rules end in their rulings, under the profile
that decides them.
"""

from __future__ import annotations

from typing import Any

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.ruling import Ruling
from floorman.rules.walkthroughs import answered, scenario, walk_path, walkthrough


def rule(walk_id: str, raw: dict[str, Any], profile: str) -> Ruling:
    walk = walkthrough(walk_id).under(profile)
    answers = walk_path(walk, raw)
    assert answered(walk, answers, "es")  # the facts list in both languages
    return decide(scenario(walk, answers, profile))


@pytest.mark.parametrize("walk_id", ["tournament_seat", "tournament_balancing",
                                     "tournament_chip_race"])
def test_both_profiles_answer_the_tournament_questions(walk_id: str) -> None:
    assert walkthrough(walk_id).profiles == ("tda", "robert")  # the TDA's first


# TDA 10-A: a player from a broken table who draws a seat between the small blind and
# the button waits for the button to pass him.
BROKEN = {"arrival": "broken_table", "occupied": [1, 2, 3, 6, 7, 8, 9], "button": 3,
          "small_blind": 6, "seat": 4}


def test_a_seat_between_the_small_blind_and_the_button_waits() -> None:
    ruling = rule("tournament_seat", BROKEN, "tda")
    assert ruling.decision == "waits_for_button"
    assert ruling.rules == ("TDA 10-A", "TDA 10-B")


def test_a_player_moved_into_a_dead_small_blind_waits_under_roberts_rules_only() -> None:
    """RRoP 15.16: a player moved for balancing waits in the small blind; the TDA deals
    him in anywhere but between the small blind and the button."""
    raw = {**BROKEN, "arrival": "balancing", "small_blind": 4, "seat": 4,
           "occupied": [1, 2, 3, 6, 7, 8, 9]}
    robert = rule("tournament_seat", raw, "robert")
    tda = rule("tournament_seat", raw, "tda")
    assert (robert.decision, robert.rules) == ("waits_for_button", ("RRoP 15.16",))
    assert tda.decision == "dealt_in" and "TDA 10-A" in tda.rules


def test_a_late_entry_follows_the_tda_under_both_profiles() -> None:
    raw = {**BROKEN, "arrival": "new_entry"}
    assert rule("tournament_seat", raw, "tda").rules == ("TDA 8-A",)
    assert rule("tournament_seat", raw, "robert").rules == ("RRoP 15.14", "TDA 8-A")


# TDA 11-A: the player due the big blind next goes to the worst position at the short
# table (docs/rules-scenarios.md, balancing_move).
BALANCE = {"game": "button", "from_occupied": [1, 2, 3, 4, 5, 6, 7, 8, 9],
           "from_big_blind": 4, "to_size": 9, "to_occupied": [1, 2, 4, 5, 7, 8],
           "to_big_blind": 2}


def test_the_big_blind_next_moves_to_the_worst_position() -> None:
    ruling = rule("tournament_balancing", BALANCE, "tda")
    assert ruling.numbers == {"moves": 5, "to_seat": 3, "big_blind_next_hand": True}
    assert ruling.rules == ("TDA 11-A", "TDA 11-C")
    robert = rule("tournament_balancing", BALANCE, "robert")
    assert robert.numbers["to_seat"] == 3 and robert.rules == ("RRoP 15.15",)


def test_the_short_tables_last_seat_bounds_the_open_seats() -> None:
    """Seat 10 is no seat at a nine-handed table: after the big blind in seat 8 the
    worst position is seat 9 there, seat 1 at an eight-handed one."""
    raw = {**BALANCE, "to_occupied": [2, 3, 5, 6, 7, 8], "to_big_blind": 8}
    assert rule("tournament_balancing", raw, "tda").numbers["to_seat"] == 9
    raw = {**raw, "to_size": 8}
    assert rule("tournament_balancing", raw, "tda").numbers["to_seat"] == 1


def test_stud_fills_the_last_seat_to_open_and_a_mixed_game_counts_from_the_frozen_button(
        ) -> None:
    stud = rule("tournament_balancing", {**BALANCE, "game": "stud", "last_opened": 6}, "tda")
    assert stud.numbers == {"moves": None, "to_seat": 6, "big_blind_next_hand": False}
    mixed = rule("tournament_balancing", {**BALANCE, "game": "mixed_stud", "from_button": 3,
                                          "to_button": 1}, "tda")
    assert mixed.numbers["moves"] == 5 and mixed.numbers["to_seat"] == 3
    assert "TDA 11-B" in mixed.rules


# The chip race of docs/rules-scenarios.md: two aces in seat 1, seat 7 with nothing
# but odd chips.
RACE = {"removed_chip": "25", "new_chip": "100", "players": [
    {"seat": 1, "small_chips": 3, "stack": "12000", "cards": ["As", "Ah", "2c"]},
    {"seat": 4, "small_chips": 6, "stack": "8000", "cards": ["Kd", "3h"]},
    {"seat": 7, "small_chips": 3, "stack": "0", "cards": ["Qs", "4d", "5c"]}]}


def test_the_race_step_by_step_and_nobody_is_raced_out() -> None:
    tda = rule("tournament_chip_race", RACE, "tda")
    assert tda.numbers["exchanged"] == {4: 1}
    assert tda.numbers["race_chips"] == 2
    assert tda.numbers["won"] == {1: 1, 4: 1}  # one chip a player: his Ah is passed over
    assert tda.numbers["kept_in"] == [7]
    assert "TDA 24-A" in tda.rules
    robert = rule("tournament_chip_race", RACE, "robert")
    assert robert.numbers["won"] == {1: 2}  # a chip to each winning card
    assert robert.numbers["kept_in"] == [7]


def test_a_card_for_a_player_with_no_odd_chip_is_refused() -> None:
    """Four 25s make one 100 exactly: seat 7 has no odd chip, so no race card."""
    players = [*RACE["players"][:2],
               {"seat": 7, "small_chips": 4, "stack": "0", "cards": ["Qs"]}]
    with pytest.raises(ScenarioError) as refused:
        rule("tournament_chip_race", {**RACE, "players": players}, "tda")
    assert refused.value.field == "facts.players[2].cards"
    assert refused.value.text.en == ("seat 7 has no odd chip left after the exchange, so he "
                                     "gets no race card; 1 card was given.")
    assert refused.value.text.es == ("el asiento 7 no tiene ninguna ficha sobrante tras el "
                                     "cambio, así que no recibe carta de carrera; se indicó 1 "
                                     "carta.")
