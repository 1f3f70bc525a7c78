"""Tournament rulings count in words: one player, two players; una mesa, dos mesas.

The rulings and proposals a supervisor reads or prints never say "player(s)" or
"jugador(es)": each count takes the singular for one and the plural otherwise, in
English and Spanish, with the words that agree with it (quede / queden, la mesa que
queda / las 2 mesas que quedan).
"""

from __future__ import annotations

import random
import re
from typing import Any

from floorman.rules import decide
from floorman.rules.ruling import Ruling
from floorman.tournament.breaking import break_call, plan_break
from floorman.tournament.draw import draw_seats
from floorman.tournament.field import Field, seated_table

BRACKETS = re.compile(r"\w\((s|es|as|os)\)|\b[Ll]a\(s\)")


def ruling(kind: str, facts: dict[str, Any], profile: str = "robert") -> Ruling:
    return decide({"kind": kind, "profile": profile, "facts": facts})


def words(found: Ruling) -> list[str]:
    return [found.summary.en, found.summary.es,
            *(text for reason in found.reasons for text in (reason.en, reason.es))]


def no_brackets(found: Ruling) -> Ruling:
    for text in words(found):
        assert not BRACKETS.search(text), text
    return found


def tables(*players: int) -> list[dict[str, int]]:
    return [{"table": n, "players": p} for n, p in enumerate(players, start=1)]


def test_one_more_player_out_is_singular() -> None:
    found = no_brackets(ruling("table_to_break", {"table_size": 9,
                                                  "tables": tables(9, 9, 9, 9, 1)}))
    assert found.summary.en == "Table 5 breaks next, when 1 more player is out."
    assert found.summary.es == ("La mesa 5 es la siguiente en romperse, cuando quede fuera 1 "
                                "jugador más.")
    two = no_brackets(ruling("table_to_break", {"table_size": 9,
                                                "tables": tables(9, 9, 9, 9, 2)}))
    assert two.summary.es.endswith("cuando queden fuera 2 jugadores más.")


def test_the_final_table_redraw_speaks_of_one_table() -> None:
    found = no_brackets(ruling("redraw", {"table_size": 9, "started_with": 12,
                                          "tables": tables(5, 4)}))
    assert found.summary.en == ("Redraw now: table 2 breaks and every player draws a seat at "
                                "the table left.")
    assert found.summary.es == ("Nuevo sorteo ahora: se rompe la mesa 2 y cada jugador sortea "
                                "asiento en la mesa que queda.")
    assert found.reasons[0].en.startswith("9 players are left and the other table has 9 seats")
    assert found.reasons[0].es.startswith("Quedan 9 jugadores y la otra mesa tiene 9 asientos")
    assert "Queda una mesa, la mesa final" in found.reasons[1].es
    later = no_brackets(ruling("redraw", {"table_size": 9, "started_with": 12,
                                          "tables": tables(6, 6, 7)}))
    assert later.summary.en.endswith("once 1 more player is out.")
    assert later.summary.es.endswith("al quedar fuera 1 jugador más.")


def test_a_field_balance_counts_its_moves_and_halted_tables() -> None:
    full = list(range(1, 10))
    found = no_brackets(ruling("field_balance", {"table_size": 9, "tables": [
        {"table": 1, "occupied": full, "big_blind": 4},
        {"table": 2, "occupied": full, "big_blind": 4},
        {"table": 3, "occupied": [2, 3, 5, 6, 7], "big_blind": 2}]}, "tda"))
    assert found.summary.en.endswith(", then 1 more move.")
    assert found.summary.es.endswith(", y después 1 traslado más.")
    halted = no_brackets(ruling("field_balance", {"table_size": 9, "tables": [
        {"table": 1, "occupied": full, "big_blind": 4},
        {"table": 2, "occupied": [1, 3, 5, 7, 9], "big_blind": 3, "button": 2}]}, "tda"))
    assert halted.decision == "halt_and_move"
    assert halted.summary.en.endswith(" Table 2 stops dealing until then.")
    assert halted.summary.es.endswith(" La mesa 2 deja de repartir hasta entonces.")


def test_a_short_table_one_player_short() -> None:
    found = no_brackets(ruling("table_balance", {"tables": tables(8, 7)}, "tda"))
    assert found.reasons[0].en == ("The table is 1 player short of the fullest: fewer than "
                                   "three, so play goes on.")
    assert found.reasons[0].es.startswith("A la mesa le falta 1 jugador respecto")
    level = no_brackets(ruling("table_balance", {"table": 2, "tables": tables(8, 8)}, "tda"))
    assert level.reasons[0].en == "The table has as many players as the fullest, so play goes on."


def test_one_winner_of_one_raced_chip() -> None:
    found = no_brackets(ruling("chip_race", {"removed_chip": 25, "new_chip": 100, "players": [
        {"seat": 1, "small_chips": 3, "stack": 1000, "cards": ["As", "Kh", "2c"]},
        {"seat": 4, "small_chips": 4, "stack": 1000}]}, "tda"))
    assert found.summary.en == "Seat 1 wins the chip of 100 raced."
    assert found.summary.es == "El asiento 1 gana la ficha de 100 en carrera."
    said = words(found)
    assert "3 odd chips are left (75): that is 0 new chips, and the last 3 (75) are half a " \
        "new chip or more, so they make one more. 1 chip is raced." in said
    assert any(text.endswith(" Se corre 1 ficha.") for text in said)
    assert "Seat 1 wins 1 chip of 100 with As." in said
    assert "El asiento 1 gana 1 ficha de 100 con As." in said


def test_a_break_and_a_draw_count_their_players_and_tables() -> None:
    draw = draw_seats(list(range(1, 8)), table_size=9, rng=random.Random(3))
    reason = draw.reasons[0]
    assert reason.en.startswith("7 entrants drew their seats at random at 1 table of 9")
    assert reason.es.startswith("7 inscritos sortearon sus asientos en 1 mesa de 9")
    field = Field([seated_table(1, 9, [(s, s) for s in range(1, 9)], button=1, big_blind=3),
                   seated_table(2, 9, [(1, 101)], button=1, big_blind=1)])
    plan = plan_break(field, break_call(field), random.Random(1))
    assert plan.reasons[-1].en.startswith("Its player draws his new seat at random")
    assert plan.reasons[-1].es.startswith("Su jugador sortea su asiento nuevo")
