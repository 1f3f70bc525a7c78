"""A player changing games, as pure policy: what holding a seat in another game demands
(RRoP 2.iii.13), which moves are voluntary and between similar games (RRoP 2.iii.3), and
the stack a changer or a broken game's player brings (RRoP 3.i.3)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

import pytest

from floorman.floor.changing_games import (
    HeldSeatDemand,
    change_buy_in,
    held_seat_demand,
    held_seat_turned_urgent,
    similar_games,
    voluntary_hold,
)
from floorman.rules.moves import MoveCondition


@dataclass(frozen=True)
class G:
    variant: str
    betting: str
    stake_small: Decimal
    stake_big: Decimal


@pytest.mark.parametrize(("button", "waiting", "condition", "en", "es"), [
    (True, 0, MoveCondition.BIG_BLIND, "nobody waits for that seat, so he may play at table 4 "
     "up to his blind", "nadie espera ese asiento"),
    (True, 1, MoveCondition.BIG_BLIND, "1 player waits for that seat", "1 jugador espera"),
    (True, 2, MoveCondition.NOW, "2 players wait for that seat, so he must move at once: he "
     "leaves table 4 now, unless a blind was already taken from him there, in which case he "
     "plays the button first", "debe cambiarse de inmediato"),
    (True, 5, MoveCondition.NOW, "5 players wait", "5 jugadores esperan"),
    (False, 0, MoveCondition.ONE_MORE_HAND, "in stud he may play one more hand at table 4",
     "una mano más"),
    (False, 1, MoveCondition.THIS_HAND, "in stud he only finishes the hand under way",
     "termina la mano en curso"),
])
def test_holding_a_seat_in_another_game_demands_by_who_waits_rrop_2_iii_13(
        button: bool, waiting: int, condition: MoveCondition, en: str, es: str) -> None:
    demand = held_seat_demand("Ana", 4, 9, 3, button_game=button, waiting=waiting)
    assert demand.condition is condition
    assert demand.text.en.startswith("Ana plays at table 4 and holds seat 3 at table 9; ")
    assert en in demand.text.en and es in demand.text.es
    assert demand.text.en.endswith("(RRoP 2.iii.13)") and "RRoP 2.iii.13" in demand.text.es
    assert demand.rules == ("RRoP 2.iii.13",)
    assert demand.at_once == (condition in (MoveCondition.NOW, MoveCondition.THIS_HAND))


def test_one_more_on_the_list_can_make_the_move_urgent_rrop_2_iii_13() -> None:
    def demand(button: bool, waiting: int) -> HeldSeatDemand:
        return held_seat_demand("Ana", 4, 9, 3, button_game=button, waiting=waiting)

    assert held_seat_turned_urgent(demand(True, 1), demand(True, 2))
    assert not held_seat_turned_urgent(demand(True, 2), demand(True, 3))
    assert not held_seat_turned_urgent(demand(True, 0), demand(True, 1))
    assert held_seat_turned_urgent(demand(False, 0), demand(False, 1))


def test_similar_games_and_voluntary_holds_rrop_2_iii_3() -> None:
    one_two = G("holdem", "no_limit", Decimal(1), Decimal(2))
    assert similar_games(one_two, G("holdem", "no_limit", Decimal("1.00"), Decimal(2)))
    assert not similar_games(one_two, G("holdem", "no_limit", Decimal(2), Decimal(5)))
    assert not similar_games(one_two, G("holdem", "pot_limit", Decimal(1), Decimal(2)))
    assert not similar_games(one_two, G("omaha", "no_limit", Decimal(1), Decimal(2)))
    assert voluntary_hold(for_must_move=False, from_break=False)
    assert not voluntary_hold(for_must_move=True, from_break=False)
    assert not voluntary_hold(for_must_move=False, from_break=True)


def test_a_changer_brings_the_minimum_a_broken_games_player_need_not_rrop_3_i_3() -> None:
    low = Decimal(200)
    short = change_buy_in("Ana", low, Decimal(150))
    assert not short.allowed and short.rules == ("RRoP 3.i.3",)
    assert "Ana may not sit down with 150: he changes games by choice" in short.text.en
    assert "Type a buy-in of at least 200." in short.text.en
    assert "por decisión propia" in short.text.es and "RRoP 3.i.3" in short.text.es
    enough = change_buy_in("Ana", low, Decimal(200))
    assert enough.allowed and "at least the minimum buy-in (200)" in enough.text.en
    unknown = change_buy_in("Ana", low)
    assert unknown.allowed and unknown.rules == ("RRoP 3.i.3",)
    assert "must have at least the minimum buy-in of the new game (200)" in unknown.text.en
    assert "compra mínima de la nueva partida (200)" in unknown.text.es
    broken = change_buy_in("Ana", low, Decimal(150), from_broken_game=True)
    assert broken.allowed and "may keep playing 150" in broken.text.en
    assert "RRoP 3.i.3" in broken.text.en and "puede seguir con 150" in broken.text.es
    said = change_buy_in("Ana", low, from_broken_game=True)
    assert said.allowed and "broken game" in said.text.en and "partida rota" in said.text.es
