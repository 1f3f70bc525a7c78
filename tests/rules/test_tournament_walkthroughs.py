"""The tournament floor questions through the rulings assistant's walk-throughs.

Where a player arriving at a tournament table may play (``tournament_seat``), who
moves to balance and to which seat (``tournament_balancing``) and the chip race at a
colour-up (``tournament_chip_race``), each told as the supervisor answers it: the
textbook cases of the TDA and Robert's Rules end in their rulings, under the profile
that decides them. The questions about the whole field are told as a table of tables,
one row a table: must the short table stop, must a player move
(``tournament_table_balance``), which table breaks next (``tournament_break``) and is it
time to redraw (``tournament_redraw``).
"""

from __future__ import annotations

from typing import Any

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.ruling import Ruling
from floorman.rules.walkthroughs import answered, scenario, walk_path, walkthrough
from floorman.text import UserError


def rule(walk_id: str, raw: dict[str, Any], profile: str) -> Ruling:
    walk = walkthrough(walk_id).under(profile)
    answers = walk_path(walk, raw)
    assert answered(walk, answers, "es")  # the facts list in both languages
    return decide(scenario(walk, answers, profile))


@pytest.mark.parametrize("walk_id", ["tournament_seat", "tournament_balancing",
                                     "tournament_chip_race", "tournament_table_balance",
                                     "tournament_break", "tournament_redraw"])
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


def tables(*players: int) -> list[dict[str, int]]:
    """One row a table, numbered from 1."""
    return [{"table": n, "players": p} for n, p in enumerate(players, start=1)]


# TDA 11-D and its Addendum example: a full-table event, a table three short of the
# fullest once its blinds are affected stops dealing.
SHORT = {"format": "full", "tables": tables(8, 5, 7), "blinds_affected": True}


def test_the_short_table_stops_three_short_once_its_blinds_are_affected() -> None:
    tda = rule("tournament_table_balance", SHORT, "tda")
    assert tda.decision == "halt_play"
    assert tda.numbers["table"] == 2 and tda.numbers["short_by"] == 3
    assert tda.rules == ("TDA 11-D", "RRoP 15.17")
    waits = rule("tournament_table_balance", {**SHORT, "blinds_affected": False}, "tda")
    assert waits.decision == "balance" and waits.numbers["halt"] is False
    turbo = rule("tournament_table_balance", {**SHORT, "format": "short_handed"}, "robert")
    assert turbo.decision == "td_may_halt"
    assert "Robert's Rules say nothing about halting play" in turbo.reasons[0].en


def test_the_facts_list_a_row_a_table() -> None:
    walk = walkthrough("tournament_table_balance").under("tda")
    answers = walk_path(walk, SHORT)
    assert ("Which tables are in play, and how many players has each?",
            "Table 1: players 8; Table 2: players 5; Table 3: players 7") \
        in answered(walk, answers, "en")
    assert ("¿Qué mesas están en juego y cuántos jugadores tiene cada una?",
            "Mesa 1: jugadores 8; Mesa 2: jugadores 5; Mesa 3: jugadores 7") \
        in answered(walk, answers, "es")


# RRoP 15.14: a table breaks as soon as the players left fit at the other tables, in the
# director's order (highest number first when none is set).
FIVE = {"count": 5, "table_size": 9, "tables_5": tables(9, 9, 9, 9, 2),
        "breaking_order_5": None}


def test_the_next_table_breaks_once_the_players_fit_elsewhere() -> None:
    not_yet = rule("tournament_break", FIVE, "robert")
    assert not_yet.decision == "not_yet"
    assert not_yet.summary.en == "Table 5 breaks next, when 2 more players are out."
    assert not_yet.rules == ("RRoP 15.14",)
    now = rule("tournament_break", {**FIVE, "tables_5": tables(9, 9, 9, 7, 2)}, "tda")
    assert now.decision == "break_now" and now.summary.en == "Table 5 breaks now."
    assert "The TDA rules do not say in what order tables break" in now.reasons[0].en


def test_no_order_set_is_said_so() -> None:
    walk = walkthrough("tournament_break").under("robert")
    listed = dict(answered(walk, walk_path(walk, FIVE), "en"))
    assert listed["Which table is next in the director's breaking order?"] == "no order set"
    listed = dict(answered(walk, walk_path(walk, FIVE), "es"))
    assert listed["¿Qué mesa es la siguiente en el orden de rotura del director?"] == \
        "ningún orden fijado"


def test_the_directors_order_names_the_table_and_only_a_listed_one() -> None:
    ordered = rule("tournament_break", {**FIVE, "tables_5": tables(9, 9, 9, 7, 2),
                                        "breaking_order_5": "4"}, "robert")
    assert ordered.numbers["table"] == 4 and ordered.numbers["breaking_order"] == [4, 5, 3, 2, 1]
    walk = walkthrough("tournament_break").under("robert")
    with pytest.raises(UserError) as refused:
        walk_path(walk, {**FIVE, "breaking_order_5": "12"})
    assert refused.value.field == "breaking_order_5"
    assert "Table 12 is not among the tables listed" in refused.value.text.en


# RRoP 15.18: the break down to three, two and one table redraws every seat; the redraw
# at three tables may be skipped in events that started with four or five tables.
FOUR = {"count": 4, "table_size": 9, "tables_4": tables(7, 7, 7, 6), "breaking_order_4": None}


def test_the_redraw_at_three_tables_is_skipped_only_in_a_small_event() -> None:
    skipped = rule("tournament_redraw", {**FOUR, "started_with": 4,
                                         "skip_three_table_redraw": True}, "robert")
    assert skipped.decision == "no_redraw" and skipped.numbers["skipped"] is True
    kept = rule("tournament_redraw", {**FOUR, "started_with": 5,
                                      "skip_three_table_redraw": False}, "robert")
    assert kept.decision == "redraw_now"
    assert any("could skip this redraw; it does not" in r.en for r in kept.reasons)
    large = rule("tournament_redraw", {**FOUR, "started_with": 6}, "robert")
    assert large.decision == "redraw_now"
    assert not any("could skip" in r.en for r in large.reasons)  # no skip to speak of


def test_the_final_table_redraw() -> None:
    final = rule("tournament_redraw", {"count": 2, "table_size": 9, "tables_2": tables(5, 4),
                                       "breaking_order_2": None}, "tda")
    assert final.decision == "redraw_now"
    assert final.summary.en == ("Redraw now: table 2 breaks and every player draws a seat at "
                                "the table left.")
    assert final.summary.es == ("Nuevo sorteo ahora: se rompe la mesa 2 y cada jugador sortea "
                                "asiento en la mesa que queda.")
    assert "The TDA rules have no rule on redraws." in [r.en for r in final.reasons]
    assert final.reasons[2].en.startswith("9 players are left and the other table has 9 seats")
