"""The pure rule and policy of a broken game (``rules.broken_games``, ``floor.breaking``),
each test naming the rule it checks."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from floorman.floor.breaking import (
    DrawRefused,
    FloorTable,
    TablePlayer,
    check_draw,
    list_times,
    plan_break,
    run_draw,
    similar_tables,
)
from floorman.rules.broken_games import (
    Drawer,
    GameKind,
    Receiving,
    deal_one_each,
    draw_order,
    may_keep_stack,
    not_similar,
    place_players,
)
from floorman.rules.cards import Card, parse_card
from floorman.rules.game import Betting, Variant
from floorman.text import Text

NL12 = GameKind(Variant.HOLDEM, Betting.NO_LIMIT, Decimal(1), Decimal(2))
STUD = GameKind(Variant.STUD, Betting.LIMIT, Decimal(5), Decimal(10))


def card(text: str) -> Card:
    return parse_card(text, "card")


def table(table_id: int, number: int, players: int, open_seats: tuple[int, ...],
          game: GameKind = NL12, game_id: int = 1, minimum: str = "100") -> FloorTable:
    return FloorTable(table_id, number, game_id, game, Text("1/2 NL", "1/2 NL"),
                      Decimal(minimum), players, open_seats)


def test_the_highest_card_by_suit_goes_first_rrop_3_vii_1() -> None:
    ordered = draw_order([Drawer(1, card("Kd")), Drawer(2, card("Ks")), Drawer(3, card("2c")),
                          Drawer(4, card("Ah"))])
    assert [d.seat for d in ordered] == [4, 2, 1, 3]
    with pytest.raises(ValueError):
        draw_order([Drawer(1, card("Kd")), Drawer(2, card("Kd"))])


def test_floormans_draw_is_one_card_each_from_one_deck_rrop_3_vii_2() -> None:
    first = deal_one_each([3, 1, 7], random.Random(5))
    assert first == deal_one_each([1, 3, 7], random.Random(5)), "the injected source decides"
    assert sorted(first) == [1, 3, 7] and len(set(first.values())) == 3
    seats = list(range(1, 11))
    assert len(set(deal_one_each(seats, random.Random(9)).values())) == 10


def test_seats_go_where_a_game_most_needs_players_rrop_2_iii_3_and_2_iii_14() -> None:
    placed = place_players([Drawer(1, card("As")), Drawer(2, card("Ks")), Drawer(3, card("Qs"))],
                           [Receiving(5, 8, (9,)), Receiving(3, 6, (2, 7))], NL12)
    assert [(p.seat, p.table, p.to_seat) for p in placed] == [(1, 3, 2), (2, 3, 7), (3, 5, 9)]
    assert all("RRoP 2.iii.14" in p.rules and "RRoP 2.iii.3" in p.rules for p in placed)


def test_the_rest_head_the_list_in_draw_order_rrop_2_iii_14() -> None:
    placed = place_players([Drawer(1, card("2c")), Drawer(2, card("As")), Drawer(3, card("9h"))],
                           [Receiving(4, 8, (9,))], NL12)
    assert [(p.seat, p.table, p.list_position) for p in placed] == [
        (2, 4, None), (3, None, 1), (1, None, 2)]


def test_an_absent_players_seat_waits_for_his_big_blind_or_two_hands_in_stud() -> None:
    """RRoP 2.iii.14."""
    (button,) = place_players([Drawer(1, card("As"), absent=True)], [Receiving(2, 5, (6,))],
                              NL12)
    assert button.held and "big blind" in " ".join(r.en for r in button.reasons)
    (stud,) = place_players([Drawer(1, card("As"), absent=True)], [Receiving(2, 5, (6,))], STUD)
    assert stud.held and "two hands" in " ".join(r.en for r in stud.reasons)


def test_an_absent_player_holding_a_seat_elsewhere_is_listed_rrop_2_iii_4() -> None:
    placed = place_players([Drawer(1, card("As"), absent=True, holds_elsewhere=True),
                            Drawer(2, card("Kd"))], [Receiving(2, 5, (6,))], NL12)
    assert (placed[0].list_position, placed[1].table) == (1, 2)
    assert "RRoP 2.iii.4" in placed[0].rules


def test_a_required_kill_game_is_another_type_rrop_13_13() -> None:
    kill = GameKind(Variant.HOLDEM, Betting.NO_LIMIT, Decimal(1), Decimal(2), True)
    assert not_similar(NL12, NL12) is None
    why = not_similar(NL12, kill)
    assert why is not None and why[1] == ("RRoP 13.13",)
    other = not_similar(NL12, GameKind(Variant.HOLDEM, Betting.NO_LIMIT, Decimal(2),
                                       Decimal(5)))
    assert other is not None and "RRoP 2.iii.14" in other[1]
    assert not_similar(kill, kill) is None


def test_a_short_stack_plays_after_a_break_not_after_a_choice_rrop_3_i_3() -> None:
    assert may_keep_stack(Decimal(40), Decimal(100), from_broken_game=True)[0]
    allowed, why, rules = may_keep_stack(Decimal(40), Decimal(100), from_broken_game=False)
    assert not allowed and "by choice" in why.en and rules == ("RRoP 3.i.3",)
    assert not may_keep_stack(Decimal(40), Decimal(100), from_broken_game=True,
                              same_limit=False)[0]
    assert may_keep_stack(Decimal(100), Decimal(100), from_broken_game=False)[0]


PLAYERS = [TablePlayer(11, "Ana", 1), TablePlayer(12, "Bea", 2, absent=True),
           TablePlayer(13, "Carlos", 3, buy_in=Decimal(60))]


def test_a_recorded_draw_is_checked_against_the_table() -> None:
    """RRoP 2.iii.14: a card for every player of the table, for no one else, each once."""
    good = check_draw({11: "As", "12": "Kd", 13: "2c"}, PLAYERS, 7)
    assert good == {11: card("As"), 12: card("Kd"), 13: card("2c")}
    for bad, words in (({11: "As", 12: "As", 13: "2c"}, "Ana and Bea"),
                       ({11: "As", 12: "Kd", 13: "2c", 99: "3c"}, "not at table 7"),
                       ({11: "As", 12: "Kd"}, "Carlos (seat 3)"),
                       ({11: "As", 12: "Kd", 13: "Jk"}, "joker"),
                       ({11: "As", 12: "Kd", 13: "Xx"}, "Carlos")):
        with pytest.raises(DrawRefused) as error:
            check_draw(bad, PLAYERS, 7)
        assert words in error.value.text.en and error.value.field == "cards"
        assert error.value.text.es


def test_the_plan_names_everyone_with_reasons_and_rules() -> None:
    broken = table(1, 7, 3, ())
    others = [table(2, 2, 6, (7, 8)), table(3, 9, 2, (3, 4, 5), game=STUD, game_id=2),
              table(4, 3, 5, (6,), game=GameKind(Variant.HOLDEM, Betting.NO_LIMIT, Decimal(1),
                                                 Decimal(2), True), game_id=3),
              table(5, 4, 5, (6,), game_id=4, minimum="200")]
    plan = plan_break(broken, PLAYERS, others, run_draw(PLAYERS, random.Random(2)))
    assert {m.player_id for m in plan.moves} == {11, 12, 13}
    assert all(m.to_table in (None, 2, 4) for m in plan.moves), "only similar tables take them"
    assert [n for n, _why in plan.passed_over] == [3], "same stakes, another kill rule"
    assert "RRoP 13.13" in plan.rules and "RRoP 2.iii.14" in plan.rules
    bea = next(m for m in plan.moves if m.player_id == 12)
    assert bea.kind in ("hold", "list")
    carlos = next(m for m in plan.moves if m.player_id == 13)
    if carlos.to_table == 4:  # a 200 minimum: he keeps playing his 60 (RRoP 3.i.3)
        assert any("60" in r.en for r in carlos.reasons)
    assert plan.summary().en.startswith("Broke table 7")


def test_similar_tables_leave_other_games_out_without_a_word() -> None:
    broken = table(1, 7, 3, ())
    taking, passed = similar_tables(broken, [broken, table(2, 2, 6, (7,)),
                                             table(3, 9, 2, (3,), game=STUD, game_id=2)])
    assert [t.number for t in taking] == [2] and passed == []


def test_listed_players_go_before_the_first_on_the_list_in_order() -> None:
    now = datetime(2026, 11, 30, 22, 0, tzinfo=UTC)
    first = now - timedelta(minutes=40)
    times = list_times(first, now, 3)
    assert times == sorted(times) and times[-1] < first
    assert list_times(None, now, 1)[0] < now
