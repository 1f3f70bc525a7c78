"""The showdown: order of showing, odd chips by game, dead hands, miscalls, house switches."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide, house_rules
from floorman.rules.cards import Card
from floorman.rules.game import Variant
from floorman.rules.hands import PlayerCards, parse_cards_text
from floorman.rules.pots import Contribution, build_pots
from floorman.rules.ruling import plain
from floorman.rules.showdown import (
    clockwise_after,
    clockwise_from,
    hand_status,
    odd_chip_order,
    overcalls,
    parse_call,
    showing_board,
    showing_order,
)

D = Decimal


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards_text(text, "test", joker_allowed=True)


def stud(seat: int, down: str, up: str) -> PlayerCards:
    return PlayerCards(seat, cards(down) + cards(up), cards(up), f"facts.players[{seat}].cards")


def numbers(document: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = plain(decide(document).numbers)
    return result


def test_clockwise_orders() -> None:
    assert clockwise_after(5, [2, 7, 9]) == [7, 9, 2]
    assert clockwise_after(9, [2, 7, 9]) == [2, 7, 9]
    assert clockwise_from(7, [2, 7, 9]) == [7, 9, 2]


def test_odd_chip_order_by_game() -> None:
    tied = {2: stud(2, "Ah 5c 2d", "6d 7h 8s 9c"), 5: stud(5, "2h 5d 6h", "7s 8c 9d Kc")}
    assert odd_chip_order(Variant.HOLDEM, [2, 7, 9], "high", button=5, cards={},
                          source="robert") == [7, 9, 2]
    # Robert's Rules: every card counts, so the ace in the hole wins the chip.
    assert odd_chip_order(Variant.STUD, [5, 2], "high", button=None, cards=tied,
                          source="robert") == [2, 5]
    # The online room: only the face-up cards, so the king showing wins it.
    assert odd_chip_order(Variant.STUD, [2, 5], "high", button=None, cards=tied,
                          source="online") == [5, 2]
    # A low half: the lowest card by suit, aces low.
    low = {2: stud(2, "Ac 5c Th", "4h 3s 2c Js"), 5: stud(5, "Ad 5d Td", "4s 3c 2d Jh")}
    assert odd_chip_order(Variant.STUD_8, [5, 2], "low", button=None, cards=low,
                          source="robert") == [2, 5]


def test_online_stud_odd_chip_needs_the_up_cards() -> None:
    hidden = {2: PlayerCards(2, cards("Ah 5c 2d 6d 7h 8s 9c"), (), "facts.players[0].cards"),
              5: stud(5, "2h 5d 6h", "7s 8c 9d Kc")}
    with pytest.raises(ScenarioError) as error:
        odd_chip_order(Variant.STUD, [2, 5], "high", button=None, cards=hidden, source="online")
    assert error.value.field == "facts.players[0].up"


def test_showing_board_ranks_pairs_then_cards() -> None:
    assert showing_board(cards("Ks Kh 2c 3d"), low=False) > showing_board(cards("As Qh 2c 3d"),
                                                                          low=False)
    assert showing_board(cards("Ks Kh Qc Qd"), low=False) > showing_board(cards("As Ah 4c 5d"),
                                                                          low=False)
    assert showing_board(cards("As 2h 4c 5d"), low=True) < showing_board(cards("Ac 2s 4d 6h"),
                                                                         low=True)


def test_side_pot_hands_are_shown_pot_by_pot() -> None:
    layout = build_pots([Contribution(2, D(50)), Contribution(5, D(200)), Contribution(8, D(200))])
    turns = showing_order(Variant.HOLDEM, [2, 5, 8], last_aggressor=8, button=1, up={},
                          layout=layout, source="robert")
    assert [(t.pot, t.order) for t in turns] == [("side 1", (8, 5)), ("main", (2,))]
    online = showing_order(Variant.HOLDEM, [2, 5, 8], last_aggressor=8, button=1, up={},
                           layout=layout, source="online")
    assert [t.order for t in online] == [(8, 2, 5)]
    # No bet in the last round: the first to act among the side-pot players shows first.
    checked = showing_order(Variant.HOLDEM, [2, 5, 8], last_aggressor=None, button=5, up={},
                            layout=layout, source="robert")
    assert [t.order for t in checked] == [(8, 5), (2,)]


def test_dead_hands_by_number_of_cards() -> None:
    assert hand_status(Variant.HOLDEM, cards("As Ad Ac"), cards("Kc 8h 4s 3c 9d")).hand is None
    assert hand_status(Variant.HOLDEM, cards("As"), cards("Kc 8h 4s 3c 9d")).hand is None
    short = cards("Ah Ad As Kc Kd Kh")
    assert hand_status(Variant.STUD, short, ()).hand is None
    live = hand_status(Variant.STUD, short, (), ruled_live=True)
    assert live.hand is not None and live.ruled_live
    assert "RRoP 8.18" in live.rules
    # Only the seventh card can be missing; five cards stay dead even if "ruled live".
    assert hand_status(Variant.STUD, short[:5], (), ruled_live=True).hand is None
    assert hand_status(Variant.LOWBALL_27, cards("7h 5c 4d 3h"), ()).rules[-1] == "RRoP 11.12"
    assert hand_status(Variant.DRAW_HIGH, cards("7h 5c 4d 3h 2c 9d"), ()).rules[-1] == "RRoP 12.5"


def test_calls_in_lowball() -> None:
    assert parse_call("8-6", "f", Variant.LOWBALL_A5) == 8
    assert parse_call("A 2 3 4 5", "f", Variant.LOWBALL_A5) == 1
    assert parse_call("10", "f", Variant.LOWBALL_27) == 10
    assert parse_call("pair", "f", Variant.LOWBALL_A5) is None
    with pytest.raises(ScenarioError):
        parse_call("eight", "facts.call", Variant.LOWBALL_A5)
    from floorman.rules.hands import low_a5_value

    eight_seven = low_a5_value(cards("8h 7c 5d 3s 2c"))
    assert not overcalls(Variant.LOWBALL_A5, eight_seven, 8)  # "8-6" for 8-7: no penalty
    assert overcalls(Variant.LOWBALL_A5, eight_seven, 7)
    assert overcalls(Variant.LOWBALL_A5, low_a5_value(cards("8h 8c 5d 3s 2c")), 8)


def test_miscall_in_holdem_binds_nobody() -> None:
    ruling = decide({"kind": "miscalled_hand", "facts": {
        "game": "holdem", "caller": 2, "call": "K",
        "board": ["Kc", "8h", "4s", "3c", "9d"],
        "players": [{"seat": 1, "cards": ["Ah", "Kd"], "discarded": True},
                    {"seat": 2, "cards": ["Qh", "Qs"]}]}})
    assert ruling.decision == "cards_speak"
    assert ruling.numbers["winners"] == [1]  # the hand thrown away on the call is retrieved
    assert "RRoP 3.iii.2" in ruling.rules


def test_house_switches_are_checked() -> None:
    assert house_rules("robert").odd_chip == "robert"
    assert house_rules("robert", {"showdown_order": "online"}).showdown_order == "online"
    with pytest.raises(ScenarioError) as error:
        house_rules("robert", {"showdown_order": "vegas"})
    assert error.value.field == "house.showdown_order"


def test_showdown_reports_hands_and_order() -> None:
    result = numbers({"kind": "showdown", "facts": {
        "game": "holdem", "button": 3, "board": ["2c", "7d", "9h", "Jc", "3s"],
        "players": [{"seat": 1, "contributed": 50, "cards": ["As", "Ad"]},
                    {"seat": 4, "contributed": 200, "cards": ["Kh", "Kd"]},
                    {"seat": 7, "contributed": 200, "cards": ["Qc", "Qd"]}]}})
    assert result["hands"]["1"]["high"]["description"]["es"] == "pareja de ases"
    # Nobody bet the river: in the side pot the first to act after the button (3) is 4.
    assert result["show_order"] == [{"pot": "side 1", "seats": [4, 7]},
                                    {"pot": "main", "seats": [1]}]


def test_stud_showdown_needs_who_acted_first_or_the_board() -> None:
    facts: dict[str, Any] = {"game": "stud", "players": [
        {"seat": 1, "contributed": 40, "cards": ["Ah", "Ad", "2c", "3d", "4h", "Kd", "Qs"]},
        {"seat": 2, "contributed": 40, "cards": ["Kh", "Ks", "5c", "6d", "8h", "9d", "Jc"]}]}
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "showdown", "facts": facts})
    assert error.value.field == "facts.first_to_act"
    facts["first_to_act"] = 2
    assert numbers({"kind": "showdown", "facts": facts})["first_to_show"] == 2


def test_missing_cards_of_a_live_player_are_named() -> None:
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "showdown", "facts": {
            "game": "holdem", "button": 1, "board": ["2c", "7d", "9h", "Jc", "3s"],
            "players": [{"seat": 1, "contributed": 50, "cards": ["As", "Ad"]},
                        {"seat": 4, "contributed": 50}]}})
    assert error.value.field == "facts.players[1].cards"


def test_razz_pot_goes_to_the_low_hand_with_its_odd_chip() -> None:
    result = numbers({"kind": "showdown", "facts": {
        "game": "razz", "first_to_act": 2, "players": [
            {"seat": 2, "contributed": 21, "cards": ["7c", "5d", "Kd"],
             "up": ["4h", "3s", "2c", "Qh"]},
            {"seat": 5, "contributed": 20, "cards": ["7d", "5h", "Ks"],
             "up": ["4s", "3c", "2d", "Qs"]},
        ]}})
    # Seat 2's extra chip is uncovered and comes back; the 40 left split evenly.
    assert result["returned"] == {"2": 1}
    assert result["pots"][0]["low"] == [2, 5]
    assert result["payouts"] == {"2": 20, "5": 20}


def test_equal_boards_go_to_the_player_dealt_first() -> None:
    from floorman.rules.showdown import first_to_act

    up = {3: cards("Ks 9h"), 6: cards("Kh 9c"), 8: cards("Qs Jh")}
    assert first_to_act(Variant.STUD, [8, 6, 3], button=None, up=up) == 3
    low = {3: cards("2s 5h"), 6: cards("2h 5c"), 8: cards("Qs Jh")}
    assert first_to_act(Variant.RAZZ, [8, 6, 3], button=None, up=low) == 3
