"""Button, blinds, new players, missed blinds and seat changes (RRoP 4, 2.iii.10, 15.7,
15.16, 15.30-31, 16.1, 16.5)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorman.rules import ScenarioError, decide, house_rules
from floorman.rules.blinds import (
    BlindPlan,
    LastHand,
    PostKind,
    Seated,
    Standing,
    Table,
    WaitReason,
    clockwise,
    plan_next_hand,
    strictly_between,
)
from floorman.rules.game import Betting, Structure, Variant

HOLDEM = Structure(Variant.HOLDEM, Betting.LIMIT, small_blind=Decimal(5), big_blind=Decimal(10),
                   small_bet=Decimal(10), big_bet=Decimal(20))
LOWBALL = Structure(Variant.LOWBALL_A5, Betting.LIMIT, small_blind=Decimal(5),
                    big_blind=Decimal(10), small_bet=Decimal(10), big_bet=Decimal(20))
MOVING = house_rules("robert", {"button": "moving"})
DEAD = house_rules("robert", {"button": "dead"})
TDA = house_rules("tda")


def table(players: list[Seated], button: int = 1, small: int | None = 2, big: int = 3,
          seats: int = 9, structure: Structure = HOLDEM, killed: bool = False) -> Table:
    return Table(seats, LastHand(button, small, big), tuple(players), structure, (), killed)


def playing(*seats: int) -> list[Seated]:
    return [Seated(s) for s in seats]


def positions(plan: BlindPlan) -> tuple[int, int | None, int]:
    return plan.button, plan.small_blind, plan.big_blind


# --- seat arithmetic -----------------------------------------------------------------


def test_clockwise_wraps_and_ends_on_the_seat() -> None:
    assert clockwise(8, 9) == [9, 1, 2, 3, 4, 5, 6, 7, 8]
    assert strictly_between(8, 2, 9) == [9, 1]
    assert strictly_between(2, 3, 9) == []


# --- normal rotation -----------------------------------------------------------------


@pytest.mark.parametrize("house", [MOVING, DEAD])
def test_a_full_table_moves_one_seat(house: Any) -> None:
    plan = plan_next_hand(table(playing(1, 2, 3, 4, 5, 6)), house)
    assert positions(plan) == (2, 3, 4)
    assert plan.dealt_in == (3, 4, 5, 6, 1, 2)
    assert plan.first_to_act == 5 and plan.last_to_act == 2
    assert [(p.seat, p.kind, p.live) for p in plan.posts] == [
        (3, PostKind.SMALL_BLIND, Decimal(5)), (4, PostKind.BIG_BLIND, Decimal(10))]


# --- moving versus dead button on the same seat changes (RRoP 4.2, 16.1) -------------


def test_small_blind_leaves_moving_button_goes_to_last_big_blind() -> None:
    plan = plan_next_hand(table(playing(1, 3, 4, 5, 6)), MOVING)
    assert positions(plan) == (3, 4, 5)
    assert not plan.button_dead


def test_small_blind_leaves_dead_button_sits_in_front_of_empty_seat() -> None:
    plan = plan_next_hand(table(playing(1, 3, 4, 5, 6)), DEAD)
    assert positions(plan) == (2, 3, 4)
    assert plan.button_dead
    # The same player has the last action two hands in a row (RRoP 16.1).
    assert plan.last_to_act == 1


def test_big_blind_leaves_moving_button_and_dead_small_blind() -> None:
    moving = plan_next_hand(table(playing(1, 2, 4, 5, 6)), MOVING)
    dead = plan_next_hand(table(playing(1, 2, 4, 5, 6)), DEAD)
    assert positions(moving) == (2, 4, 5)
    assert positions(dead) == (2, 3, 4)
    assert not dead.small_blind_posted
    assert [p.seat for p in dead.posts] == [4]


def test_both_blinds_leave() -> None:
    moving = plan_next_hand(table(playing(1, 4, 5, 6)), MOVING)
    dead = plan_next_hand(table(playing(1, 4, 5, 6)), DEAD)
    assert positions(moving) == (4, 5, 6)
    assert positions(dead) == (2, 3, 4)
    assert dead.button_dead and not dead.small_blind_posted
    assert dead.last_to_act == 1


# --- heads-up (RRoP 4.3, 15.31) --------------------------------------------------------


@pytest.mark.parametrize(
    ("remaining", "moving", "dead"),
    [
        # Three-handed: button 1, small blind 2, big blind 3; one player busts.
        ((2, 3), (2, 2, 3), (3, 3, 2)),  # the button busts
        ((1, 3), (3, 3, 1), (3, 3, 1)),  # the small blind busts
        ((1, 2), (2, 2, 1), (2, 2, 1)),  # the big blind busts
    ],
)
def test_three_players_to_two(remaining: tuple[int, int], moving: tuple[int, int, int],
                              dead: tuple[int, int, int]) -> None:
    for house, expected in ((MOVING, moving), (DEAD, dead), (TDA, dead)):
        plan = plan_next_hand(table(playing(*remaining)), house)
        assert plan.heads_up
        assert positions(plan) == expected
        assert plan.small_blind == plan.button
        assert plan.first_to_act == plan.button


def test_dead_button_never_gives_the_big_blind_twice_in_a_row_heads_up() -> None:
    # Seat 3 posted the big blind; the button busts. The moving button gives 3 the big
    # blind again; the dead button gives it to seat 2.
    assert plan_next_hand(table(playing(2, 3)), MOVING).big_blind == 3
    assert plan_next_hand(table(playing(2, 3)), DEAD).big_blind == 2


def test_heads_up_to_three_handed_dead_button_gives_button_twice() -> None:
    new = [*playing(1, 3), Seated(5, Standing.NEW)]
    dead = plan_next_hand(table(new, button=1, small=1, big=3), DEAD)
    assert positions(dead) == (1, 3, 5)
    assert dead.dealt_in == (3, 5, 1)
    moving = plan_next_hand(table(new, button=1, small=1, big=3), MOVING)
    # Moving: the new player sits between the button and the big blind and must wait.
    assert moving.heads_up and positions(moving) == (3, 3, 1)
    assert moving.wait_of(5) is not None


def test_tournament_heads_up_cites_rrop_15_31() -> None:
    plan = plan_next_hand(table(playing(2, 3)), TDA)
    assert "RRoP 15.31" in plan.rules and "RRoP 15.30" in plan.rules


# --- new players (RRoP 4.4-4.7) --------------------------------------------------------


def test_new_player_after_the_big_blind_may_post() -> None:
    players = [*playing(1, 2, 3, 4, 5, 6), Seated(8, Standing.NEW, post_now=True)]
    plan = plan_next_hand(table(players), MOVING)
    assert 8 in plan.dealt_in
    assert plan.post_of(8)[0].kind is PostKind.NEW_PLAYER
    assert plan.post_of(8)[0].live == Decimal(10)
    # Two big blinds in one deal under the moving button (RRoP 4.2.a, 16.1).
    assert sum(1 for p in plan.posts if p.live == Decimal(10)) == 2


def test_new_player_waiting_is_not_dealt_in() -> None:
    players = [*playing(1, 2, 3, 4, 5, 6), Seated(8, Standing.NEW)]
    plan = plan_next_hand(table(players), MOVING)
    assert 8 not in plan.dealt_in
    wait = plan.wait_of(8)
    assert wait is not None and wait.reason is WaitReason.BIG_BLIND


@pytest.mark.parametrize("house", [MOVING, DEAD])
def test_new_player_between_big_blind_and_button_must_wait(house: Any) -> None:
    players = [*playing(1, 2, 4, 5, 6, 7), Seated(3, Standing.NEW, post_now=True)]
    plan = plan_next_hand(table(players, button=1, small=2, big=4), house)
    wait = plan.wait_of(3)
    assert wait is not None and wait.reason is WaitReason.BUTTON_MUST_PASS
    assert "RRoP 4.7" in plan.rules


def test_house_may_let_a_new_player_make_up_the_blinds_there() -> None:
    house = house_rules("robert", {"new_player_may_post_before_button": True})
    players = [*playing(1, 2, 4, 5, 6, 7), Seated(3, Standing.NEW, post_now=True)]
    plan = plan_next_hand(table(players, button=1, small=2, big=4), house)
    post = plan.post_of(3)[0]
    assert (post.live, post.dead) == (Decimal(10), Decimal(5))
    assert "RRoP 16.5" in plan.rules


def test_big_blind_reaching_a_waiting_new_player() -> None:
    players = [*playing(1, 2, 3, 5, 6), Seated(4, Standing.NEW)]
    for house in (MOVING, DEAD):
        plan = plan_next_hand(table(players), house)
        assert plan.big_blind == 4 and 4 in plan.dealt_in


def test_lowball_new_player_kills_and_only_one_kill_per_deal() -> None:
    players = [*playing(1, 2, 3, 4, 5), Seated(6, Standing.NEW, post_now=True),
               Seated(8, Standing.NEW, post_now=True)]
    plan = plan_next_hand(table(players, structure=LOWBALL), MOVING)
    assert plan.post_of(6)[0].kind is PostKind.KILL
    assert plan.post_of(6)[0].live == Decimal(20)
    wait = plan.wait_of(8)
    assert wait is not None and wait.reason is WaitReason.ONE_KILL_PER_DEAL


def test_new_player_cannot_play_a_killed_pot() -> None:
    players = [*playing(1, 2, 3, 4, 5), Seated(8, Standing.NEW, post_now=True)]
    plan = plan_next_hand(table(players, killed=True), MOVING)
    wait = plan.wait_of(8)
    assert wait is not None and wait.reason is WaitReason.KILLED_POT


# --- missed blinds (RRoP 4.10) ---------------------------------------------------------


def test_returning_player_makes_up_big_blind_live_small_blind_dead() -> None:
    players = [*playing(1, 2, 3, 4, 5, 6),
               Seated(8, Standing.RETURNING, missed_small=True, missed_big=True, post_now=True)]
    post = plan_next_hand(table(players), MOVING).post_of(8)[0]
    assert (post.kind, post.live, post.dead) == (PostKind.MAKE_UP, Decimal(10), Decimal(5))


def test_returning_player_who_missed_only_the_small_blind_posts_it_dead() -> None:
    players = [*playing(1, 2, 3, 4, 5, 6),
               Seated(8, Standing.RETURNING, missed_small=True, post_now=True)]
    post = plan_next_hand(table(players), MOVING).post_of(8)[0]
    assert (post.live, post.dead) == (Decimal(0), Decimal(5))


@pytest.mark.parametrize("house", [MOVING, DEAD])
def test_away_player_misses_the_big_blind(house: Any) -> None:
    players = [*playing(1, 2, 3, 5, 6), Seated(4, Standing.AWAY)]
    plan = plan_next_hand(table(players), house)
    assert plan.big_blind == 5
    assert [(m.seat, m.small_blind, m.big_blind) for m in plan.missed] == [(4, False, True)]


def test_away_player_misses_the_small_blind_under_the_moving_button() -> None:
    players = [*playing(1, 2, 4, 5, 6), Seated(3, Standing.AWAY)]
    plan = plan_next_hand(table(players, button=1, small=2, big=3), MOVING)
    assert positions(plan) == (2, 4, 5)
    assert [(m.seat, m.small_blind, m.big_blind) for m in plan.missed] == [(3, True, False)]


# --- tournaments (RRoP 15.7, 15.16) ----------------------------------------------------


def test_tournament_absent_player_is_dealt_in_and_posts() -> None:
    players = [*playing(1, 2, 3, 5, 6), Seated(4, Standing.AWAY)]
    plan = plan_next_hand(table(players), TDA)
    assert plan.big_blind == 4 and 4 in plan.dealt_in
    assert not plan.missed


def test_tournament_new_player_plays_at_once_unless_on_button_or_small_blind() -> None:
    players = [*playing(1, 2, 4, 5, 6, 7), Seated(3, Standing.NEW), Seated(9, Standing.NEW)]
    plan = plan_next_hand(table(players, button=1, small=2, big=4), TDA)
    assert 9 in plan.dealt_in and not plan.post_of(9)
    assert plan.wait_of(3) is not None


# --- through the JSON form -------------------------------------------------------------


STRUCTURE = {"game": "holdem", "betting": "limit", "small_bet": 10, "big_bet": 20,
             "small_blind": 5, "big_blind": 10}


def doc(kind: str, **facts: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "structure": STRUCTURE, "table_seats": 9,
        "players": [{"seat": s} for s in (1, 2, 3, 4, 5, 6)],
        "last_hand": {"button": 1, "small_blind": 2, "big_blind": 3},
    }
    return {"kind": kind, "facts": {**base, **facts}}


def test_seat_change_two_positions_away_waits_two_hands() -> None:
    ruling = decide(doc("seat_change", players=[{"seat": s} for s in range(1, 9)],
                        from_seat=6, to_seat=9))
    assert ruling.decision == "may_post_or_wait"
    assert ruling.numbers["hands_to_wait"] == 2


def test_seat_change_toward_the_big_blind_has_no_penalty() -> None:
    ruling = decide(doc("seat_change", from_seat=6, to_seat=8))
    assert ruling.decision == "dealt_in" and "RRoP 4.14" in ruling.rules


def test_missed_blind_dealt_without_posting() -> None:
    assert decide({"kind": "missed_blinds", "facts": {
        "situation": "dealt_without_posting", "looked_at_cards": True}}).decision == "dead_hand"
    assert decide({"kind": "missed_blinds", "facts": {
        "situation": "dealt_without_posting", "looked_at_cards": True,
        "put_chips_in": True}}).decision == "live_hand_posts_next_hand"


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        ({"table_seats": 11}, "facts.table_seats"),
        ({"table_seats": 1}, "facts.table_seats"),
        ({"players": [{"seat": 1}, {"seat": 10}]}, "facts.players[1].seat"),
        ({"players": [{"seat": 1}, {"seat": 2}, {"seat": 1}]}, "facts.players[2].seat"),
        ({"last_hand": {"button": 8, "small_blind": 2, "big_blind": 3}}, "facts.last_hand.button"),
        ({"last_hand": {"button": 1, "small_blind": 5, "big_blind": 3}},
         "facts.last_hand.small_blind"),
        ({"last_hand": {"button": 1, "small_blind": 2, "big_blind": 1}},
         "facts.last_hand.big_blind"),
        ({"left": [2]}, "facts.left[0]"),
        ({"players": [{"seat": 1, "missed_big": True}, {"seat": 2}, {"seat": 3}]},
         "facts.players[0].missed_big"),
        ({"structure": {"game": "stud", "betting": "limit", "small_bet": 10}},
         "facts.structure.game"),
    ],
)
def test_bad_tables_are_refused_naming_the_field(facts: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide(doc("button_and_blinds", **facts))
    assert error.value.field == field


def test_without_left_an_empty_position_is_a_player_who_left() -> None:
    """Who left is read only to check last hand's positions: a position in front of a
    seat nobody held is refused; when who left was not asked (``left_unknown``), that
    seat's player has left."""
    players = [{"seat": s} for s in (1, 2, 4, 5, 6)]
    last = {"button": 1, "small_blind": 2, "big_blind": 3}
    told = decide({**doc("button_and_blinds", players=players, last_hand=last, left=[3]),
                   "profile": "tda"})
    untold = decide({**doc("button_and_blinds", players=players, last_hand=last,
                           left_unknown=True), "profile": "tda"})
    assert untold.numbers == told.numbers and untold.numbers["small_blind_posted"] is False
    with pytest.raises(ScenarioError) as error:
        decide({**doc("button_and_blinds", players=players, last_hand=last),
                "profile": "tda"})
    assert error.value.field == "facts.last_hand.big_blind"


def test_each_button_method_needs_only_what_it_reads() -> None:
    """The moving button follows last hand's button; the dead button its blinds."""
    moving = decide(doc("button_and_blinds", last_hand={"button": 1}))
    assert moving.numbers["button"] == 2 and moving.numbers["big_blind"] == 4
    dead = decide({**doc("button_and_blinds", last_hand={"small_blind": 2, "big_blind": 3}),
                   "profile": "tda"})
    assert dead.numbers["button"] == 2 and dead.numbers["big_blind"] == 4
    with pytest.raises(ScenarioError) as error:
        decide({**doc("button_and_blinds", last_hand={"button": 1}), "profile": "tda"})
    assert error.value.field == "facts.last_hand.big_blind"


def test_dead_button_may_sit_in_front_of_a_seat_empty_last_hand() -> None:
    # The same last hand that the moving button refuses is fine under the dead button.
    document = doc("button_and_blinds",
                   last_hand={"button": 8, "small_blind": 2, "big_blind": 3})
    document["house"] = {"button": "dead"}
    assert decide(document).decision == "dead_button"


# --- playing over, new games and the straddle (RRoP 4.6, 4.13, 4.17, 14.13) ------------


def new_game(players: list[Seated], first_button: int = 1, **kw: Any) -> Table:
    return dataclasses.replace(table(players, **kw), first_button=first_button)


@pytest.mark.parametrize("house", [MOVING, DEAD])
def test_playing_over_is_ruled_exactly_as_a_new_player(house: Any) -> None:
    for seat in (3, 8):  # between the big blind and the button, and after the big blind
        base = [*playing(*(s for s in range(1, 8) if s != seat))]
        plain = plan_next_hand(table([*base, Seated(seat, Standing.NEW, post_now=True)],
                                     big=4), house)
        over = plan_next_hand(table([*base, Seated(seat, Standing.NEW, post_now=True,
                                                   playing_over=True)], big=4), house)
        assert over.numbers() == plain.numbers()
        assert "RRoP 4.6" in over.rules and "RRoP 4.6" not in plain.rules


def test_new_game_new_players_play_free_until_a_blind_reaches_them() -> None:
    # The draw gave seat 1 the button; one hand played. Next: button 2, blinds 3-4.
    players = [*playing(1, 2, 3, 5, 6), Seated(7, Standing.NEW), Seated(9, Standing.NEW),
               Seated(4, Standing.NEW)]
    plan = plan_next_hand(new_game(players), MOVING)
    assert positions(plan) == (2, 3, 4)
    assert {7, 9, 4} <= set(plan.dealt_in)
    assert not plan.post_of(7) and not plan.post_of(9)
    assert [p.kind for p in plan.post_of(4)] == [PostKind.BIG_BLIND]
    assert "RRoP 4.13.b" in plan.rules


def test_new_game_is_no_help_once_a_blind_has_passed_the_seat() -> None:
    # First button on seat 8: the blinds have gone over seats 9, 1, 2 and 3.
    players = [*playing(1, 3, 4, 5, 8), Seated(9, Standing.NEW),
               Seated(2, Standing.NEW, post_now=True)]
    plan = plan_next_hand(dataclasses.replace(table(players), left=(2,), first_button=8),
                          MOVING)
    wait = plan.wait_of(9)
    assert wait is not None and wait.reason is WaitReason.BIG_BLIND
    assert plan.post_of(2)[0].kind is PostKind.NEW_PLAYER


def test_new_game_lowball_new_player_plays_free_instead_of_killing() -> None:
    players = [*playing(1, 2, 3, 4, 5), Seated(8, Standing.NEW)]
    plan = plan_next_hand(new_game(players, structure=LOWBALL), MOVING)
    assert 8 in plan.dealt_in and not plan.post_of(8)


def test_a_player_who_drew_for_the_button_is_not_new() -> None:
    document = doc("new_player", first_button=1,
                   players=[*({"seat": s} for s in (1, 2, 3, 5, 6)),
                            {"seat": 4, "standing": "new", "drew_for_button": True,
                             "missed_big": True}],
                   last_hand={"button": 3, "small_blind": 5, "big_blind": 6}, seat=4)
    ruling = decide(document)
    # A new player would post 10 live; he owes the big blind he missed: the same 10, live,
    # and under RRoP 4.10, not 4.4.
    assert ruling.numbers["posts"] == [{"seat": 4, "kind": "make_up", "live": Decimal(10),
                                        "dead": Decimal(0)}]
    assert "RRoP 4.13.a" in ruling.rules and "RRoP 4.4.b" not in ruling.rules


def test_a_player_who_drew_for_the_button_may_be_due_the_small_blind() -> None:
    document = doc("new_player", first_button=1,
                   players=[*({"seat": s} for s in (1, 2, 4, 5)),
                            {"seat": 3, "standing": "new", "drew_for_button": True}],
                   seat=3)
    ruling = decide(document)
    assert ruling.decision == "takes_small_blind"
    assert ruling.numbers["options"] == [{"choice": "post_small_blind", "live": Decimal(5),
                                          "dead": Decimal(0)}]


def test_seat_change_in_a_new_game_counts_the_blinds_from_the_first_button() -> None:
    base = {"first_button": 1, "players": [{"seat": s} for s in (1, 2, 4, 5, 6)],
            "last_hand": {"button": 2, "small_blind": 4, "big_blind": 5}}
    # Next hand the big blind is seat 6: seats 2-5 have been passed, seats 7-9 have not.
    passed = decide(doc("seat_change", **base, from_seat=6, to_seat=3))
    free = decide(doc("seat_change", **base, from_seat=6, to_seat=8))
    assert (passed.decision, free.decision) == ("not_allowed", "dealt_in")


NO_LIMIT = {"game": "holdem", "betting": "no_limit", "small_blind": 2, "big_blind": 5}


@pytest.mark.parametrize(
    ("betting", "house", "profile", "decision"),
    [
        ("no_limit", {}, "robert", "straddle_allowed"),
        ("limit", {}, "robert", "no_straddle_in_limit"),
        ("limit", {"limit_straddle_allowed": True}, "robert", "straddle_allowed"),
        ("no_limit", {}, "tda", "no_straddle_in_tournament"),
        ("limit", {}, "tda", "no_straddle_in_limit"),
    ],
)
def test_who_may_straddle(betting: str, house: dict[str, Any], profile: str,
                          decision: str) -> None:
    structure: dict[str, Any] = NO_LIMIT if betting == "no_limit" else STRUCTURE
    document = doc("straddle", structure=structure, seat=5)
    document.update(house=house, profile=profile)
    ruling = decide(document)
    assert ruling.decision == decision
    if decision == "straddle_allowed":
        assert ruling.numbers["amount"] == structure["big_blind"] * 2
        assert ruling.numbers["first_to_act"] == 6
        assert ruling.numbers["last_to_act_first_round"] == 5


def test_straddle_dead_button_is_left_of_the_big_blind() -> None:
    document = doc("straddle", structure=NO_LIMIT, left=[2], seat=5,
                   players=[{"seat": s} for s in (1, 3, 4, 5, 6)])
    document["house"] = {"button": "dead"}
    ruling = decide(document)
    assert ruling.numbers["big_blind"] == 4
    assert ruling.decision == "straddle_allowed"


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        ({"first_button": 0}, "facts.first_button"),
        ({"players": [{"seat": 1}, {"seat": 2}, {"seat": 3},
                      {"seat": 5, "drew_for_button": True}]}, "facts.players[3].drew_for_button"),
        ({"players": [{"seat": 1}, {"seat": 2}, {"seat": 3},
                      {"seat": 5, "standing": "playing", "playing_over": True}]},
         "facts.players[3].playing_over"),
        ({"first_button": 1, "players": [{"seat": 1}, {"seat": 2}, {"seat": 3},
                                         {"seat": 5, "playing_over": True,
                                          "drew_for_button": True}]},
         "facts.players[3].playing_over"),
        ({"first_button": 1, "players": [{"seat": 1}, {"seat": 2}, {"seat": 3},
                                         {"seat": 5, "drew_for_button": "yes"}]},
         "facts.players[3].drew_for_button"),
    ],
)
def test_bad_new_game_facts_name_the_field(facts: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        decide(doc("button_and_blinds", **facts))
    assert error.value.field == field


# --- properties ----------------------------------------------------------------------


@st.composite
def tables(draw: st.DrawFn) -> tuple[Table, Any]:
    n = draw(st.integers(2, 10))
    house = draw(st.sampled_from([MOVING, DEAD, TDA]))
    last_seated = draw(st.lists(st.integers(1, n), min_size=2, max_size=n, unique=True))
    button = draw(st.sampled_from(last_seated if house.button == "moving" else range(1, n + 1)))
    big = draw(st.sampled_from([s for s in last_seated if s != button] or [button]))
    if big == button:
        big = next(s for s in clockwise(button, n) if s != button)
    between = [s for s in strictly_between(button, big, n)
               if house.button == "dead" or s in last_seated]
    small = draw(st.sampled_from([button, *between]))
    staying = draw(st.lists(st.sampled_from(last_seated), unique=True, min_size=1))
    standings = [Standing.PLAYING, Standing.AWAY, Standing.RETURNING]
    players = []
    for seat in staying:
        standing = draw(st.sampled_from(standings[:2] if house.tournament else standings))
        owes = standing is not Standing.PLAYING and draw(st.booleans())
        players.append(Seated(seat, standing, missed_big=owes, missed_small=owes,
                              post_now=standing is Standing.RETURNING and draw(st.booleans())))
    for seat in range(1, n + 1):
        if seat not in staying and draw(st.booleans()):
            players.append(Seated(seat, Standing.NEW, post_now=draw(st.booleans())))
    structure = draw(st.sampled_from([HOLDEM, LOWBALL]))
    return Table(n, LastHand(button, small, big), tuple(players), structure), house


@settings(max_examples=400, deadline=None)
@given(tables())
def test_every_plan_is_coherent(case: tuple[Table, Any]) -> None:
    table_, house = case
    try:
        plan = plan_next_hand(table_, house)
    except ScenarioError as error:
        assert error.field == "facts.players"
        return
    seated = {p.seat for p in table_.players}
    assert len(plan.dealt_in) >= 2
    assert set(plan.dealt_in) <= seated
    assert plan.big_blind in plan.dealt_in
    assert plan.first_to_act in plan.dealt_in and plan.last_to_act in plan.dealt_in
    assert not {w.seat for w in plan.waiting} & set(plan.dealt_in)
    assert {p.seat for p in plan.posts} <= set(plan.dealt_in)
    assert len(plan.dealt_in) == len(set(plan.dealt_in))
    if plan.heads_up:
        assert plan.small_blind == plan.button and plan.button in plan.dealt_in
        assert len(plan.dealt_in) == 2
    else:
        assert plan.big_blind != plan.button
        assert plan.small_blind != plan.big_blind
    if plan.small_blind_posted:
        assert plan.small_blind in plan.dealt_in
    # Every player in the game is dealt in (tournament: the absent too).
    for p in table_.players:
        if p.standing is Standing.PLAYING or (house.tournament and p.standing is Standing.AWAY):
            assert p.seat in plan.dealt_in


@settings(max_examples=300, deadline=None)
@given(tables(), st.integers(1, 10))
def test_new_game_plans_deal_unreached_new_players_in_free(case: tuple[Table, Any],
                                                           first: int) -> None:
    table_, house = case
    if house.tournament or first > table_.table_seats:
        return
    table_ = dataclasses.replace(table_, first_button=first)
    try:
        plan = plan_next_hand(table_, house)
    except ScenarioError as error:
        assert error.field == "facts.players"
        return
    if plan.heads_up:
        return  # heads-up moves the button after the new players are settled
    n = table_.table_seats
    passed = set(strictly_between(first, plan.big_blind, n))
    zone = {plan.button, *strictly_between(plan.button, plan.big_blind, n)}
    assert plan.big_blind in plan.dealt_in and len(plan.dealt_in) >= 2
    for p in table_.players:
        if p.standing is Standing.NEW and p.seat not in passed | zone | {plan.big_blind}:
            assert p.seat in plan.dealt_in and not plan.post_of(p.seat)
        if p.standing is Standing.NEW and p.seat in passed and not p.post_now:
            assert p.seat not in plan.dealt_in or p.seat == plan.big_blind
