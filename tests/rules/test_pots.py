"""Side pots and dividing pots: worked numbers and properties that must always hold."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorman.rules import ScenarioError, decide
from floorman.rules.cards import SUITS, Card
from floorman.rules.game import Variant
from floorman.rules.hands import PlayerCards, evaluate
from floorman.rules.pots import Contribution, build_pots, halves, shares
from floorman.rules.ruling import plain
from floorman.rules.showdown import Table, award_pot

D = Decimal
DECK = [Card(rank, suit) for rank in range(2, 15) for suit in SUITS]


def test_three_levels_of_all_in() -> None:
    layout = build_pots([Contribution(1, D(50)), Contribution(2, D(150)),
                         Contribution(3, D(400)), Contribution(4, D(400))])
    assert [(p.name, p.amount, p.eligible) for p in layout.pots] == [
        ("main", D(200), (1, 2, 3, 4)),
        ("side 1", D(300), (2, 3, 4)),
        ("side 2", D(500), (3, 4)),
    ]
    assert [p.name for p in layout.award_order] == ["side 2", "side 1", "main"]
    assert not layout.returned


def test_uncovered_bet_goes_back_and_folded_chips_stay() -> None:
    layout = build_pots([Contribution(2, D(80)), Contribution(6, D(300)),
                         Contribution(9, D(20), folded=True)])
    assert [(p.amount, p.eligible) for p in layout.pots] == [(D(180), (2, 6))]
    assert layout.returned == {6: D(220)}


def test_folded_player_above_every_live_player() -> None:
    # Facts can put a folder above the last live level; those chips still stay in play.
    layout = build_pots([Contribution(1, D(500), folded=True), Contribution(2, D(200)),
                         Contribution(3, D(300))])
    assert [(p.amount, p.eligible) for p in layout.pots] == [(D(600), (2, 3)), (D(400), (3,))]
    assert layout.total == D(1000)


def test_dead_money_joins_the_main_pot() -> None:
    layout = build_pots([Contribution(1, D(25)), Contribution(3, D(100)),
                         Contribution(4, D(100))], dead_money=D(5))
    assert [p.amount for p in layout.pots] == [D(80), D(150)]


def test_shares_and_halves() -> None:
    assert shares(D(100), [7, 9, 2], D(1)) == ({7: D(34), 9: D(33), 2: D(33)}, [7])
    assert shares(D(25), [3, 8], D(5)) == ({3: D(15), 8: D(10)}, [3])
    assert shares(D("12.5"), [3, 8], D("0.5")) == ({3: D("6.5"), 8: D(6)}, [3])
    assert halves(D(41), D(1)) == (D(21), D(20))
    assert halves(D(45), D(5)) == (D(25), D(20))


def test_every_player_folded_is_refused() -> None:
    with pytest.raises(ScenarioError):
        build_pots([Contribution(1, D(10), folded=True)])


@st.composite
def hands_of_chips(draw: st.DrawFn) -> tuple[list[Contribution], Decimal, Decimal]:
    chip = draw(st.sampled_from([D(1), D(5), D("0.5"), D(25)]))
    seats = draw(st.lists(st.integers(1, 10), min_size=2, max_size=9, unique=True))
    contributions = [
        Contribution(seat, chip * draw(st.integers(0, 400)), draw(st.booleans()))
        for seat in seats
    ]
    if all(c.folded for c in contributions):
        first = contributions[0]
        contributions[0] = Contribution(first.seat, first.amount, False)
    dead = chip * draw(st.integers(0, 3))
    return contributions, chip, dead


@settings(max_examples=300, deadline=None)
@given(hands_of_chips())
def test_pots_add_up_to_the_chips_put_in(case: tuple[list[Contribution], Decimal, Decimal]
                                         ) -> None:
    contributions, _, dead = case
    layout = build_pots(contributions, dead)
    put_in = sum((c.amount for c in contributions), D(0)) + dead
    assert layout.total == put_in
    live = {c.seat for c in contributions if not c.folded}
    previous: set[int] | None = None
    for pot in layout.pots:
        assert pot.eligible, "every pot has someone to win it"
        assert set(pot.eligible) <= live, "a folded player is never eligible"
        if previous is not None:
            assert set(pot.eligible) <= previous, "each side pot narrows the field"
        previous = set(pot.eligible)
    for seat, amount in layout.returned.items():
        assert seat in live and amount > 0


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([D(1), D(5), D("0.5")]), st.integers(0, 1000),
       st.lists(st.integers(1, 10), min_size=1, max_size=9, unique=True))
def test_a_split_pays_the_pot_exactly_with_one_odd_chip_each(chip: Decimal, units: int,
                                                             winners: list[int]) -> None:
    amount = chip * units
    parts, odd = shares(amount, winners, chip)
    assert sum(parts.values(), D(0)) == amount
    assert set(parts) == set(winners)
    assert len(odd) == len(set(odd)) == units % len(winners)
    base = chip * (units // len(winners))
    for seat, share in parts.items():
        assert share == (base + chip if seat in odd else base)


@settings(max_examples=100, deadline=None)
@given(hands_of_chips(), st.randoms(use_true_random=False),
       st.sampled_from([Variant.HOLDEM, Variant.OMAHA_8, Variant.STUD_8, Variant.RAZZ]),
       st.integers(1, 10))
def test_no_player_wins_from_a_pot_they_cannot_win(
    case: tuple[list[Contribution], Decimal, Decimal], rng: object, variant: Variant,
    button: int,
) -> None:
    contributions, chip, dead = case
    if variant.is_stud:  # seven cards each: a deck serves seven players
        contributions = contributions[:7]
        if all(c.folded for c in contributions):
            contributions[0] = Contribution(contributions[0].seat, contributions[0].amount)
    deck = list(DECK)
    rng.shuffle(deck)  # type: ignore[attr-defined]
    board = [deck.pop() for _ in range(5)] if variant.uses_button else []
    own = 4 if variant is Variant.OMAHA_8 else 2 if variant is Variant.HOLDEM else 7
    cards: dict[int, PlayerCards] = {}
    hands = {}
    for c in contributions:
        held = tuple(deck.pop() for _ in range(own))
        cards[c.seat] = PlayerCards(c.seat, held, held[2:6] if variant.is_stud else (), "cards")
        if not c.folded:
            hands[c.seat] = evaluate(variant, held, board)
    layout = build_pots(contributions, dead)
    table = Table(variant, chip, button, cards)
    for pot in layout.pots:
        award = award_pot(pot, hands, table)
        paid = award.shares
        assert set(paid) <= set(pot.eligible)
        assert sum(paid.values(), D(0)) == pot.amount
        for part in award.parts:
            assert sum(part.shares.values(), D(0)) == part.amount
            assert len(part.odd_chips) == len(set(part.odd_chips)) < max(len(part.winners), 2)
            if len(part.winners) > 1:
                units = int(part.amount / chip)
                assert len(part.odd_chips) == units % len(part.winners)


@settings(max_examples=60, deadline=None)
@given(hands_of_chips(), st.randoms(use_true_random=False))
def test_showdown_payouts_match_the_chips(case: tuple[list[Contribution], Decimal, Decimal],
                                          rng: object) -> None:
    contributions, chip, dead = case
    deck = list(DECK)
    rng.shuffle(deck)  # type: ignore[attr-defined]
    board = [str(deck.pop()) for _ in range(5)]
    players = [
        {"seat": c.seat, "contributed": float(c.amount), "folded": c.folded,
         "cards": [str(deck.pop()), str(deck.pop())]}
        for c in contributions
    ]
    ruling = decide({"kind": "showdown", "facts": {
        "game": "holdem", "chip": float(chip), "dead_money": float(dead), "button": 1,
        "board": board, "players": players}})
    numbers = plain(ruling.numbers)
    folded = {str(c.seat) for c in contributions if c.folded}
    assert not folded & set(numbers["payouts"])
    paid = sum(D(str(v)) for v in numbers["payouts"].values())
    back = sum(D(str(v)) for v in numbers["returned"].values())
    assert paid + back == sum((c.amount for c in contributions), D(0)) + dead
