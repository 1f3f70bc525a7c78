"""Where the online room's rules (seed 004, ``Online <n>``) differ from Robert's Rules,
each house choice rules both ways and cites the rule it follows.

The choices: ``showdown_order`` (RRoP 3.vi.8 / Online 16-17), ``odd_chip``
(RRoP 3.vii.5 / Online 20-24), ``check_raise`` (RRoP 3.v.2, 11.i.2, 11.ii.3, 11.iii.5,
12.2 / Online 9), ``missed_small_blind`` (RRoP 4.10 / Online 7) and ``raise_cap``
(RRoP 3.v.4-5 / Online 11).
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from floorman.rules import ScenarioError, decide, house_rules, rulebook
from floorman.rules.ruling import Ruling

# --- the Online entries -------------------------------------------------------------------


def test_every_paragraph_of_seed_004_has_an_online_entry_in_order(seeds: Path) -> None:
    """Online <n> numbers the source's paragraphs (bullets) in order, across its headings."""
    text = (seeds / "004_29fc1c28bc43611f.txt").read_text(encoding="utf-8")
    rules_part = text[text.index("Reglas sobre apuestas ciegas"):]
    paragraphs = [line for line in rules_part.splitlines() if line.startswith("•")]
    assert len(paragraphs) == 25
    entries = rulebook.entries()
    online = [e for e in entries.values() if e.source == "Online"]
    assert [e.id for e in online] == [f"Online {n}" for n in range(1, 26)]
    assert all(e.section == "Online" and e.note is not None for e in online)
    assert "Online" in rulebook.sections()


@pytest.mark.parametrize("rule_id,heading,paragraph", [
    ("Online 1", "Reglas sobre apuestas ciegas", 1),
    ("Online 7", "Reglas sobre apuestas ciegas", 7),
    ("Online 9", "Pasar y Subir o Pasar en Falso", 1),
    ("Online 11", "Pasar y Subir o Pasar en Falso", 3),
    ("Online 16", "Determinando la Mano Ganadora", 1),
    ("Online 17", "Determinando la Mano Ganadora", 2),
    ("Online 23", "Partidas", 5),
    ("Online 25", "Partidas", 7),
])
def test_each_online_note_names_its_heading_and_paragraph(rule_id: str, heading: str,
                                                          paragraph: int) -> None:
    entry = rulebook.resolve(rule_id)
    assert entry is not None and entry.note is not None
    assert f"'{heading}'" in entry.note.en and f"paragraph {paragraph} of" in entry.note.en
    assert f"párrafo {paragraph} de" in entry.note.es


# --- helpers ------------------------------------------------------------------------------


def _rule(kind: str, facts: dict[str, Any], house: dict[str, Any] | None = None,
          profile: str = "robert") -> Ruling:
    document: dict[str, Any] = {"kind": kind, "profile": profile, "facts": facts}
    if house:
        document["house"] = house
    return decide(document)


def _online_ids(ruling: Ruling) -> set[str]:
    return {r for r in ruling.rules if r.startswith("Online ")}


# --- showdown order: RRoP 3.vi.8 or Online 16-17 ------------------------------------------

SHOW_ALL_CHECKED = {"game": "omaha", "players": [{"seat": 1}, {"seat": 4}, {"seat": 7}],
                    "button": 4}
SHOW_AGGRESSOR = {**SHOW_ALL_CHECKED, "last_aggressor": 1}


def test_showdown_order_robert_cites_rrop_3_vi_8() -> None:
    ruling = _rule("showdown_order", SHOW_AGGRESSOR)
    assert ruling.numbers["first_to_show"] == 1
    assert "RRoP 3.vi.8" in ruling.rules and not _online_ids(ruling)


def test_showdown_order_online_cites_online_16_not_rrop_3_vi_8() -> None:
    ruling = _rule("showdown_order", SHOW_AGGRESSOR, {"showdown_order": "online"})
    assert ruling.numbers["order"] == [1, 4, 7]
    assert "Online 16" in ruling.rules and "RRoP 3.vi.8" not in ruling.rules


def test_showdown_order_online_all_checked_cites_online_17() -> None:
    ruling = _rule("showdown_order", SHOW_ALL_CHECKED, {"showdown_order": "online"})
    assert ruling.decision == "first_to_act_first" and ruling.numbers["first_to_show"] == 7
    assert {"Online 17", "Online 16"} <= set(ruling.rules)
    assert "RRoP 3.vi.8" not in ruling.rules


SHOWDOWN = {"game": "holdem", "button": 1, "last_aggressor": 2,
            "board": ["2c", "7d", "9h", "Js", "Kd"],
            "players": [{"seat": 2, "cards": ["Ah", "Ad"], "contributed": 100},
                        {"seat": 3, "cards": ["3c", "4c"], "contributed": 100}]}


@pytest.mark.parametrize("order,cited,not_cited", [
    ("robert", "RRoP 3.vi.8", "Online 16"),
    ("online", "Online 16", "RRoP 3.vi.8"),
])
def test_the_whole_showdown_cites_the_order_it_follows(order: str, cited: str,
                                                       not_cited: str) -> None:
    ruling = _rule("showdown", SHOWDOWN, {"showdown_order": order})
    assert ruling.numbers["first_to_show"] == 2
    assert cited in ruling.rules and not_cited not in ruling.rules
    assert ruling.numbers["may_muck"] == ([3] if order == "online" else [])


# --- odd chip: RRoP 3.vii.5 or Online 20-24 -----------------------------------------------

STUD_TIE = {"game": "stud", "amount": 41, "winners": [2, 5], "players": [
    {"seat": 2, "cards": ["Ah", "5c", "2d"], "up": ["6d", "7h", "8s", "9c"]},
    {"seat": 5, "cards": ["2h", "5d", "6h"], "up": ["7s", "8c", "9d", "Kc"]}]}


def test_odd_chip_stud_robert_goes_by_every_card_rrop_3_vii_5_b() -> None:
    ruling = _rule("odd_chip", STUD_TIE)
    assert ruling.numbers["odd_chips"] == [2]  # the ace in the hole
    assert "RRoP 3.vii.5.b" in ruling.rules and not _online_ids(ruling)


def test_odd_chip_stud_online_goes_by_the_up_cards_online_23() -> None:
    ruling = _rule("odd_chip", STUD_TIE, {"odd_chip": "online"})
    assert ruling.numbers["odd_chips"] == [5]  # the king showing
    assert {"Online 19", "Online 20", "Online 21", "Online 23"} <= set(ruling.rules)
    assert not [r for r in ruling.rules if r.startswith("RRoP 3.vii")]


def test_odd_chip_button_game_online_cites_online_22() -> None:
    facts = {"game": "holdem", "amount": 15, "winners": [3, 6], "button": 4}
    robert = _rule("odd_chip", facts)
    online = _rule("odd_chip", facts, {"odd_chip": "online"})
    assert robert.numbers["odd_chips"] == online.numbers["odd_chips"] == [6]
    assert "RRoP 3.vii.5.a" in robert.rules and "Online 22" not in robert.rules
    assert "Online 22" in online.rules and "RRoP 3.vii.5.a" not in online.rules


def test_odd_chip_stud8_low_half_online_cites_online_24() -> None:
    facts = {"game": "stud8", "amount": 42, "high_winners": [1], "low_winners": [2, 5],
             "players": [
                 {"seat": 1, "cards": ["Kh", "Kd", "Ks"], "up": ["Qh", "Qd", "2s", "9c"]},
                 {"seat": 2, "cards": ["Ac", "2c", "3c"], "up": ["4d", "7s", "Jh", "Td"]},
                 {"seat": 5, "cards": ["Ad", "2h", "3h"], "up": ["4s", "7c", "Qs", "8d"]}]}
    robert = _rule("odd_chip", facts)
    online = _rule("odd_chip", facts, {"odd_chip": "online"})
    # Robert: the lowest card by suit (the ace of clubs, seat 2); online: the highest card
    # showing, as in the high game (the queen of spades, seat 5).
    assert robert.numbers["odd_chips"] == [2] and online.numbers["odd_chips"] == [5]
    assert "RRoP 10.9" in robert.rules
    assert "Online 24" in online.rules and "RRoP 10.9" not in online.rules


def test_odd_chip_razz_online_keeps_robert_because_the_online_rules_are_silent() -> None:
    facts = {"game": "razz", "amount": 41, "winners": [2, 5], "players": [
        {"seat": 2, "cards": ["Ah", "5c", "2d"]}, {"seat": 5, "cards": ["As", "5d", "2h"]}]}
    ruling = _rule("odd_chip", facts, {"odd_chip": "online"})
    assert "RRoP 3.vii.5.b" in ruling.rules and "Online 23" not in ruling.rules


# --- check-raise by game: RRoP 3.v.2, 11.i.2, 11.ii.3, 11.iii.5, 12.2 or Online 9 ----------

CHECKED_THEN_BET = [{"seat": 1, "action": "check"}, {"seat": 2, "action": "bet", "to": 40},
                    {"seat": 3, "action": "call"}]


def _round(game: str, betting: str, street: str,
           actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    structure: dict[str, Any] = {"game": game, "betting": betting}
    if betting == "limit":
        structure["small_bet"] = 20
    else:
        structure.update(small_blind=10, big_blind=20)
    facts: dict[str, Any] = {
        "structure": structure, "street": street,
        "players": [{"seat": s, "stack": 1000} for s in (1, 2, 3)],
        "actions": CHECKED_THEN_BET if actions is None else actions}
    if betting == "pot_limit":
        facts["pot"] = 100
    return facts


@pytest.mark.parametrize("game,betting,street,allowed,rule", [
    ("lowball_a5", "limit", "before_draw", False, "RRoP 11.i.2"),
    ("lowball_a5", "limit", "after_draw", False, "RRoP 11.i.2"),
    ("lowball_27", "limit", "before_draw", False, "RRoP 11.i.2"),
    ("lowball_27", "limit", "after_draw", True, "RRoP 11.ii.3"),
    ("lowball_a5", "no_limit", "after_draw", True, "RRoP 11.iii.5"),
    ("lowball_27", "pot_limit", "before_draw", True, "RRoP 11.iii.5"),
    ("draw_high", "limit", "before_draw", True, "RRoP 12.2"),
    ("holdem", "limit", "river", True, "RRoP 3.v.2"),
    ("omaha", "pot_limit", "flop", True, "RRoP 3.v.2"),
    ("stud", "limit", "fifth", True, "RRoP 3.v.2"),
])
def test_check_raise_under_robert_by_game(game: str, betting: str, street: str,
                                          allowed: bool, rule: str) -> None:
    ruling = _rule("betting_options", _round(game, betting, street))
    assert ruling.numbers["seat"] == 1
    assert ruling.numbers["may_raise"] is allowed
    assert ruling.decision == ("call_or_raise" if allowed else "call_or_fold")
    assert ruling.numbers["betting"] == ("reopened" if allowed else "no_check_raise")
    assert rule in ruling.rules and "Online 9" not in ruling.rules


@pytest.mark.parametrize("game,street", [("lowball_a5", "after_draw"),
                                         ("lowball_27", "before_draw"),
                                         ("holdem", "river")])
def test_check_raise_online_allows_it_in_every_game_online_9(game: str, street: str) -> None:
    ruling = _rule("betting_options", _round(game, "limit", street), {"check_raise": "online"})
    assert ruling.decision == "call_or_raise" and ruling.numbers["may_raise"] is True
    assert "Online 9" in ruling.rules
    assert not {"RRoP 11.i.2", "RRoP 3.v.2"} & set(ruling.rules)


def test_a_player_who_did_not_check_may_raise_in_limit_ace_to_five() -> None:
    """RRoP 11.i.2 forbids only the raise after a check: a bettor re-raises freely."""
    actions = [{"seat": 1, "action": "bet", "to": 20}, {"seat": 2, "action": "raise", "to": 40},
               {"seat": 3, "action": "call"}]
    ruling = _rule("betting_options", _round("lowball_a5", "limit", "before_draw", actions))
    assert ruling.decision == "call_or_raise" and "RRoP 11.i.2" not in ruling.rules


def test_a_raise_said_after_checking_in_limit_ace_to_five_is_a_call_rrop_11_i_2() -> None:
    facts = {**_round("lowball_a5", "limit", "after_draw"), "said": "raise"}
    ruling = _rule("bet_interpretation", facts)
    assert ruling.decision == "call" and ruling.numbers["to"] == Decimal(40)
    assert "RRoP 11.i.2" in ruling.rules
    online = _rule("bet_interpretation", facts, {"check_raise": "online"})
    assert online.decision == "raise" and "Online 9" in online.rules


CHECK_RAISED = [*CHECKED_THEN_BET, {"seat": 1, "action": "raise", "to": 80},
                {"seat": 2, "action": "call"}]


def test_a_recorded_check_raise_in_limit_ace_to_five_is_void_rrop_11_i_2() -> None:
    facts = {**_round("lowball_a5", "limit", "after_draw", CHECK_RAISED),
             "error": "check_raise"}
    ruling = _rule("bet_correction", facts)
    assert ruling.decision == "raise_void"
    assert ruling.numbers["call_to"] == Decimal(40) and ruling.numbers["returned"] == Decimal(40)
    assert ruling.numbers["acted_after"] == [2]
    assert "RRoP 11.i.2" in ruling.rules


def test_a_recorded_check_raise_stands_under_the_online_rule_online_9() -> None:
    facts = {**_round("lowball_a5", "limit", "after_draw", CHECK_RAISED),
             "error": "check_raise"}
    ruling = _rule("bet_correction", facts, {"check_raise": "online"})
    assert ruling.decision == "raise_stands" and ruling.numbers["check_raise_allowed"] is True
    assert "Online 9" in ruling.rules and "RRoP 11.i.2" not in ruling.rules


def test_a_recorded_check_raise_in_hold_em_stands_rrop_3_v_2() -> None:
    facts = {**_round("holdem", "limit", "river", CHECK_RAISED), "error": "check_raise"}
    ruling = _rule("bet_correction", facts)
    assert ruling.decision == "raise_stands" and "RRoP 3.v.2" in ruling.rules


def test_a_check_raise_correction_needs_a_check_raise() -> None:
    facts = {**_round("holdem", "limit", "river"), "error": "check_raise"}
    with pytest.raises(ScenarioError) as error:
        _rule("bet_correction", facts)
    assert error.value.field == "facts.actions"


def test_the_replay_marks_a_forbidden_check_raise_irregular() -> None:
    from floorman.rules.betting_round import Irregularity, read_round, replay
    from floorman.rules.facts import Facts

    facts = Facts(_round("lowball_a5", "limit", "after_draw", CHECK_RAISED))
    state = replay(read_round(facts), house_rules("robert"))
    assert [s.irregular for s in state.steps][3] is Irregularity.CHECK_RAISE
    allowed = replay(read_round(facts), house_rules("robert", {"check_raise": "online"}))
    assert not allowed.irregular_steps()


def test_tournaments_follow_robert_on_check_raise_and_say_the_tda_is_silent() -> None:
    ruling = _rule("betting_options", _round("lowball_a5", "limit", "after_draw"),
                   profile="tda")
    assert ruling.decision == "call_or_fold" and "RRoP 11.i.2" in ruling.rules
    assert any("TDA rules are silent" in r.en for r in ruling.reasons)


# --- a missed small blind: RRoP 4.10 (dead) or Online 7 (live) ----------------------------

def _returning(missed_small: bool, missed_big: bool) -> dict[str, Any]:
    player: dict[str, Any] = {"seat": 8, "standing": "returning"}
    if missed_small:
        player["missed_small"] = True
    if missed_big:
        player["missed_big"] = True
    return {"structure": {"game": "holdem", "betting": "limit", "small_bet": 10,
                          "big_bet": 20, "small_blind": 5, "big_blind": 10},
            "table_seats": 9, "last_hand": {"button": 1, "small_blind": 2, "big_blind": 3},
            "players": [*({"seat": s} for s in range(1, 7)), player], "seat": 8}


@pytest.mark.parametrize("choice,live,dead,rule", [("robert", 0, 5, "RRoP 4.10"),
                                                   ("online", 5, 0, "Online 7")])
def test_missed_only_the_small_blind(choice: str, live: int, dead: int, rule: str) -> None:
    ruling = _rule("missed_blinds", _returning(True, False), {"missed_small_blind": choice})
    assert ruling.decision == "may_post_or_wait"
    assert ruling.numbers["options"][0] == {"choice": "post", "live": Decimal(live),
                                            "dead": Decimal(dead)}
    assert rule in ruling.rules
    other = "Online 7" if choice == "robert" else "RRoP 4.10"
    assert other not in ruling.rules


@pytest.mark.parametrize("choice", ["robert", "online"])
def test_missed_both_blinds_is_the_same_either_way_rrop_4_10(choice: str) -> None:
    ruling = _rule("missed_blinds", _returning(True, True), {"missed_small_blind": choice})
    assert ruling.numbers["options"][0] == {"choice": "post", "live": Decimal(10),
                                            "dead": Decimal(5)}
    assert "RRoP 4.10" in ruling.rules


@pytest.mark.parametrize("choice,live,dead", [("robert", 0, 5), ("online", 5, 0)])
def test_rebuy_after_missing_only_the_small_blind_rrop_4_12(choice: str, live: int,
                                                             dead: int) -> None:
    facts = {"situation": "rebuy_after_losing", "missed_small": True,
             "structure": {"game": "holdem", "betting": "no_limit", "small_blind": 5,
                           "big_blind": 10}}
    ruling = _rule("missed_blinds", facts, {"missed_small_blind": choice})
    assert ruling.numbers["live"] == Decimal(live) and ruling.numbers["dead"] == Decimal(dead)
    assert "RRoP 4.12" in ruling.rules
    assert ("Online 7" in ruling.rules) is (choice == "online")


# --- the limit cap: RRoP 3.v.4-5 or Online 11, one switch ---------------------------------

def _limit_round(game: str, street: str, seats: int, raises: int) -> dict[str, Any]:
    actions: list[dict[str, Any]] = []
    order = list(range(1, seats + 1))
    total = 0
    for index in range(raises + 1):
        total += 20
        actions.append({"seat": order[index % seats],
                        "action": "bet" if index == 0 else "raise", "to": total})
    return {"structure": {"game": game, "betting": "limit", "small_bet": 10, "big_bet": 20},
            "street": street, "pot": 100,
            "players": [{"seat": s, "stack": 1000} for s in order], "actions": actions}


def test_heads_up_limit_raising_is_unlimited_under_robert_rrop_3_v_5() -> None:
    ruling = _rule("betting_options", _limit_round("holdem", "turn", 2, 3))
    assert ruling.decision == "call_or_raise" and "RRoP 3.v.5" in ruling.rules


def test_heads_up_limit_raising_is_capped_under_online_11() -> None:
    ruling = _rule("betting_options", _limit_round("holdem", "turn", 2, 3),
                   {"raise_cap": "online"})
    assert ruling.decision == "call_or_fold" and ruling.numbers["betting"] == "capped"
    assert "Online 11" in ruling.rules
    assert not {"RRoP 3.v.4", "RRoP 3.v.5"} & set(ruling.rules)


@pytest.mark.parametrize("choice,cap,decision", [("robert", 4, "call_or_raise"),
                                                 ("online", 3, "call_or_fold")])
def test_draw_games_cap_four_raises_under_robert_three_online(choice: str, cap: int,
                                                              decision: str) -> None:
    """RRoP 3.v.4.b: a bet and four raises with two betting rounds; Online 11: three."""
    ruling = _rule("betting_options", _limit_round("draw_high", "after_draw", 4, 3),
                   {"raise_cap": choice})
    assert ruling.numbers["cap"] == cap and ruling.decision == decision


def test_the_old_switches_still_work_as_overrides() -> None:
    """``unlimited_raises_heads_up: false`` still caps heads-up (RRoP 3.v.4), and a room's
    own ``limit_raise_cap`` count still wins over either source's."""
    capped = _rule("betting_options", _limit_round("holdem", "turn", 2, 3),
                   {"unlimited_raises_heads_up": False})
    assert capped.decision == "call_or_fold" and "RRoP 3.v.4" in capped.rules
    five = _rule("betting_options", _limit_round("holdem", "turn", 4, 3),
                 {"raise_cap": "online", "limit_raise_cap": 5})
    assert five.numbers["cap"] == 5 and five.decision == "call_or_raise"
    rules = house_rules("robert", {"raise_cap": "online"})
    assert rules.limit_raises(2) == 3 and rules.heads_up_uncapped is False
    assert house_rules("robert").limit_raises(2) == 4


@pytest.mark.parametrize("name,value", [("raise_cap", "california"), ("check_raise", True),
                                        ("missed_small_blind", "dead"),
                                        ("unlimited_raises_heads_up", "yes")])
def test_bad_values_of_the_house_choices_are_refused(name: str, value: object) -> None:
    with pytest.raises(ScenarioError) as error:
        house_rules("robert", {name: value})
    assert error.value.field == f"house.{name}"
    assert re.search(r"robert|true, false or null|text", error.value.text.en)
