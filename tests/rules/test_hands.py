"""Hand ranking: exhaustive class counts, Omaha's two-plus-three, the joker, suit order."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations, combinations_with_replacement
from math import comb, prod

import pytest

from floorman.rules import ScenarioError, decide
from floorman.rules.cards import SUITS, Card
from floorman.rules.game import Variant
from floorman.rules.hands import (
    Category,
    HandValue,
    Ranking,
    bring_in_seat,
    check_cards,
    draw_high_value,
    evaluate,
    high_value,
    highest_by_suit,
    low_8_value,
    low_27_value,
    low_a5_value,
    lowest_by_suit,
    omaha_high_value,
    parse_cards_text,
)

DECK = [Card(rank, suit) for rank in range(2, 15) for suit in SUITS]
ALL_FIVE_CARD_HANDS = comb(52, 5)  # 2,598,960


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards_text(text, "test", joker_allowed=True)


def rank_classes() -> Iterator[tuple[tuple[Card, ...], int]]:
    """Every five-card hand, grouped: one representative per class and how many hands
    of the 2,598,960 it stands for.

    Ranking depends only on the ranks and on whether all five cards share a suit, so
    the hands fall into the 6,175 rank multisets, each split into suited and unsuited
    when its five ranks differ. Five different ranks can be dealt in 4^5 = 1,024 suit
    patterns, 4 of them one suit; a multiset with repeated ranks can never be suited
    and is dealt in the product of C(4, m) over its ranks. Evaluating the ~7,500
    representatives through the engine, weighted by these counts, covers all
    2,598,960 hands in well under a second, where evaluating each hand one by one
    would take minutes.
    """
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        if len(counts) == 5:
            yield tuple(Card(r, "s") for r in ranks), 4
            yield tuple(Card(r, "s" if i else "h") for i, r in enumerate(ranks)), 1020
        else:
            hand, used = [], Counter[int]()
            for r in ranks:
                hand.append(Card(r, SUITS[used[r]]))
                used[r] += 1
            yield tuple(hand), prod(comb(4, m) for m in counts.values())


def census(value_of: Callable[[tuple[Card, ...]], HandValue | None]
           ) -> tuple[Counter[str], set[int], int]:
    """(hands per category, distinct strengths, hands with no value) over all hands."""
    by_category: Counter[str] = Counter()
    strengths: set[int] = set()
    none = 0
    total = 0
    for hand, weight in rank_classes():
        total += weight
        value = value_of(hand)
        if value is None:
            none += weight
            continue
        name = "royal_flush" if value.royal else value.category.value
        by_category[name] += weight
        strengths.add(value.strength)
    assert total == ALL_FIVE_CARD_HANDS
    return by_category, strengths, none


def test_the_classes_stand_for_every_hand() -> None:
    """A sample of real hands, each evaluated on its own, lands in the class of its
    representative: the weighting above loses nothing."""
    classes = {
        (tuple(sorted(c.rank for c in hand)), len({c.suit for c in hand}) == 1): high_value(hand)
        for hand, _ in rank_classes()
    }
    rng = random.Random(5)
    for _ in range(3000):
        hand = tuple(rng.sample(DECK, 5))
        key = (tuple(sorted(c.rank for c in hand)), len({c.suit for c in hand}) == 1)
        assert high_value(hand) == classes[key]


def test_high_hand_counts_over_all_five_card_hands() -> None:
    by_category, strengths, none = census(high_value)
    # Wikipedia, "Poker probability", table "Frequency of 5-card poker hands".
    assert by_category == {
        "royal_flush": 4,
        "straight_flush": 36,
        "four_of_a_kind": 624,
        "full_house": 3_744,
        "flush": 5_108,
        "straight": 10_200,
        "three_of_a_kind": 54_912,
        "two_pair": 123_552,
        "one_pair": 1_098_240,
        "high_card": 1_302_540,
    }
    # The same article: 7,462 distinct five-card hand values.
    assert len(strengths) == 7_462
    assert none == 0


def test_ace_to_five_low_counts() -> None:
    by_category, strengths, _ = census(low_a5_value)
    # Wikipedia, "Poker probability", "Frequency of 5-card lowball poker hands" (aces
    # low, straights and flushes ignored): 1,287 distinct no-pair hands, 1,317,888 in all;
    # the paired classes keep their high-poker counts as no straight or flush moves.
    assert by_category == {
        "no_pair": 1_317_888,
        "one_pair": 1_098_240,
        "two_pair": 123_552,
        "three_of_a_kind": 54_912,
        "full_house": 3_744,
        "four_of_a_kind": 624,
    }
    # 6,175 rank multisets, each one value: the distinct ace-to-five hands.
    assert len(strengths) == 6_175


def test_ace_to_five_rows_by_top_card() -> None:
    """The per-row counts of the same Wikipedia table (distinct hands, frequency)."""
    rows: dict[int, tuple[set[int], int]] = {}
    for hand, weight in rank_classes():
        value = low_a5_value(hand)
        if value.category is Category.NO_PAIR:
            strengths, count = rows.get(value.spoken_ranks()[0], (set(), 0))
            strengths.add(value.strength)
            rows[value.spoken_ranks()[0]] = (strengths, count + weight)
    table = {top: (len(s), n) for top, (s, n) in rows.items()}
    assert table == {
        5: (1, 1_024), 6: (5, 5_120), 7: (15, 15_360), 8: (35, 35_840), 9: (70, 71_680),
        10: (126, 129_024), 11: (210, 215_040), 12: (330, 337_920), 13: (495, 506_880),
    }


def test_eight_or_better_lows() -> None:
    by_category, strengths, none = census(low_8_value)
    # The 8-high to 5-high rows of the lowball table: 1 + 5 + 15 + 35 = 56 distinct
    # qualifying lows, dealt 1,024 + 5,120 + 15,360 + 35,840 = 57,344 ways.
    assert len(strengths) == 56
    assert by_category == {"no_pair": 57_344}
    assert none == ALL_FIVE_CARD_HANDS - 57_344


def test_deuce_to_seven_counts() -> None:
    by_category, strengths, _ = census(low_27_value)
    # Wikipedia, "Poker probability": in deuce-to-seven, where the ace is only high,
    # "the 4 missed straight flushes become flushes and the 1,020 missed straights
    # become no pair"; the other counts are those of high poker.
    assert by_category == {
        "royal_flush": 4,  # the worst hand here, but still called a royal flush
        "straight_flush": 40 - 4 - 4,
        "four_of_a_kind": 624,
        "full_house": 3_744,
        "flush": 5_108 + 4,
        "straight": 10_200 - 1_020,
        "three_of_a_kind": 54_912,
        "two_pair": 123_552,
        "one_pair": 1_098_240,
        "no_pair": 1_302_540 + 1_020,
    }
    assert len(strengths) == 7_462


def test_omaha_needs_two_hole_cards_for_a_flush() -> None:
    four_hearts = omaha_high_value(cards("Ah Kh Qh Jh"), cards("2h 7c 8d 9s 3c"))
    assert four_hearts.category is Category.HIGH_CARD
    two_hearts = omaha_high_value(cards("Ah Kh Qc Jd"), cards("2h 7h 8h 9s 3c"))
    assert two_hearts.category is Category.FLUSH


def test_omaha_one_hole_card_makes_no_straight() -> None:
    value = omaha_high_value(cards("9c Kd Kh 2s"), cards("5s 6d 7h 8c Qs"))
    assert value.category is Category.ONE_PAIR
    assert value.description.en == "a pair of kings"
    # The same cards in hold'em would be a straight.
    assert high_value(cards("9c Kd 5s 6d 7h 8c Qs")).category is Category.STRAIGHT


def test_omaha_board_quads_play_only_three() -> None:
    value = omaha_high_value(cards("2c 3d 7h 8s"), cards("Ks Kh Kd Kc As"))
    assert value.category is Category.THREE_OF_A_KIND


def test_omaha_high_low_uses_two_plus_three_for_each_half() -> None:
    hand = evaluate(Variant.OMAHA_8, cards("Ah 2c Kd Kh"), cards("3s 6c 7d Qh Jc"))
    assert hand.high is not None and hand.high.category is Category.ONE_PAIR
    assert hand.low is not None and hand.low.spoken_ranks() == [7, 6, 3, 2, 1]
    no_low = evaluate(Variant.OMAHA_8, cards("Ah 2c 3d 4h"), cards("5s Kc Qd Jh 9c"))
    assert no_low.low is None  # only one low card on the board


def test_five_aces_beat_a_royal_flush() -> None:
    five = draw_high_value(cards("As Ah Ad Ac Jk"))
    royal = draw_high_value(cards("As Ks Qs Js Ts"))
    assert five.category is Category.FIVE_ACES and royal.royal
    assert five > royal
    assert five.description.en == "five aces"


def test_joker_as_an_ace_only_when_it_completes_nothing() -> None:
    pair = draw_high_value(cards("Kh Kd 9h 5c Jk"))
    assert pair.category is Category.ONE_PAIR and pair.joker_rank == 14
    trips = draw_high_value(cards("Kh Kd Ks 5c Jk"))  # a kicker ace, never a fourth king
    assert trips.category is Category.THREE_OF_A_KIND and trips.joker_rank == 14
    aces = draw_high_value(cards("Ah Ad 9h 5c Jk"))
    assert aces.category is Category.THREE_OF_A_KIND
    straight = draw_high_value(cards("9h Td Jh Qc Jk"))
    assert straight.category is Category.STRAIGHT and straight.joker_rank == 13
    inside = draw_high_value(cards("5h 6d 8h 9c Jk"))
    assert inside.category is Category.STRAIGHT and inside.joker_rank == 7
    straight_flush = draw_high_value(cards("5h 6h 8h 9h Jk"))
    assert straight_flush.category is Category.STRAIGHT_FLUSH and straight_flush.joker_rank == 7


def test_joker_in_a_flush_is_the_highest_card_missing() -> None:
    no_ace = draw_high_value(cards("Kh Qh 9h 5h Jk"))
    assert no_ace.category is Category.FLUSH and no_ace.joker_rank == 14
    with_ace = draw_high_value(cards("Ah Qh 9h 5h Jk"))
    assert with_ace.category is Category.FLUSH and with_ace.joker_rank == 13
    assert with_ace > draw_high_value(cards("Ad Kd Qd 9d 4d"))
    assert with_ace == draw_high_value(cards("Ac Kc Qc 9c 5c"))


def test_joker_in_ace_to_five_is_the_lowest_missing_card() -> None:
    assert low_a5_value(cards("Ah 2c 4d 6h Jk")).joker_rank == 3
    assert low_a5_value(cards("2h 3c 4d 5h Jk")).joker_rank == 14
    paired = low_a5_value(cards("Ah Ac 3d 4h Jk"))
    assert paired.joker_rank == 2 and paired.category is Category.ONE_PAIR
    assert low_a5_value(cards("Ah 2c 3d 4h Jk")) == low_a5_value(cards("As 2d 3c 4s 5d"))


def test_low_rules_of_each_game() -> None:
    # Ace-to-five: A-A beats 2-2; a suited wheel is the best hand.
    assert low_a5_value(cards("As Ah 7c 8d 9s")) > low_a5_value(cards("2s 2h 7d 8c 9h"))
    assert low_a5_value(cards("Ah 2h 3h 4h 5h")).category is Category.NO_PAIR
    # Deuce-to-seven: 7-5-4-3-2 is best; A-5-4-3-2 is an ace-high hand; aces lose to any
    # other pair; a flush counts against.
    best = low_27_value(cards("7h 5c 4d 3h 2c"))
    assert best > low_27_value(cards("8c 6d 4s 3c 2d"))
    assert low_27_value(cards("As 5c 4d 3h 2c")) < low_27_value(cards("Kc Qd Jh 9s 8d"))
    assert low_27_value(cards("As Ah 4d 3h 2c")) < low_27_value(cards("Kc Kd 7h 6s 5d"))
    assert low_27_value(cards("7h 5h 4h 3h 2h")).category is Category.FLUSH
    # Eight or better: a nine kills the low; pairs cannot play.
    assert low_8_value(cards("9h 5c 4d 3h 2c")) is None
    assert low_8_value(cards("Ah 2h 3h 4h 5h")) is not None


def test_names_in_english_and_spanish() -> None:
    def words(text: str) -> tuple[str, str]:
        value = high_value(cards(text))
        return value.description.en, value.description.es

    assert words("Kh Ks 5c 5d 9h") == ("two pair, kings and fives", "doble pareja, reyes y cincos")
    assert words("As Ks Qs Js Ts") == ("royal flush", "escalera real")
    assert words("5h 4h 3h 2h Ah") == ("straight flush, five high", "escalera de color al cinco")
    assert words("Qs Qh Qd Qc 2s") == ("four of a kind, queens", "póker de reinas")
    assert words("Js Jh Jd 6c 6s") == ("full house, jacks full of sixes",
                                       "full de jotas con seises")
    assert words("Qs 9s 7s 4s 2s") == ("flush, queen high", "color a la reina")
    assert words("Ts 9h 8d 7c 6s") == ("straight, ten high", "escalera al diez")
    assert words("3s 3h 3d Ac 6s") == ("three of a kind, threes", "trío de treses")
    assert words("2s 2h Kd Qc 6s") == ("a pair of deuces", "pareja de doses")
    assert words("As Jh 8d 4c 2s") == ("ace high", "carta alta as")
    low = low_a5_value(cards("8h 6c 4d 3s 2c")).description
    assert (low.en, low.es) == ("eight low (8-6-4-3-2)", "baja al ocho (8-6-4-3-2)")


def test_suit_order_is_for_cards_not_pots() -> None:
    assert str(highest_by_suit(cards("Kc Kd Kh 9s"))) == "Kh"
    assert str(lowest_by_suit(cards("Ac 2d 2c Kh"))) == "2c"
    assert str(lowest_by_suit(cards("Ac 2d 2c Kh"), ace_low=True)) == "Ac"
    # Stud: the lowest door card by suit brings it in; razz: the highest, aces low.
    doors = dict(zip([1, 2, 3], cards("2d 2c 9s"), strict=True))
    assert bring_in_seat(Variant.STUD, doors) == 2
    assert bring_in_seat(Variant.RAZZ, dict(zip([1, 2, 3], cards("Ks Kh As"), strict=True))) == 1
    # Equal hands of different suits are equal values: suits never break a pot tie.
    assert high_value(cards("As Ks 9s 7s 3s")) == high_value(cards("Ah Kh 9h 7h 3h"))


def test_values_of_different_readings_do_not_compare() -> None:
    with pytest.raises(TypeError):
        _ = high_value(cards("As Ks 9s 7s 3s")) < low_a5_value(cards("As Ks 9s 7s 3s"))
    assert Ranking.LOW_8.is_low and not Ranking.HIGH.is_low


def test_stud_common_card_and_seven_card_games() -> None:
    hand = evaluate(Variant.STUD, cards("Ah Ad 2c 3d 9h Kd"), cards("As"))
    assert hand.main.category is Category.THREE_OF_A_KIND
    razz = evaluate(Variant.RAZZ, cards("As Ah Ad 3c 4d 5s 5h"))
    assert razz.main.description.en == "a pair of aces (A-A-5-4-3)"


@pytest.mark.parametrize(
    ("variant", "own", "board", "field"),
    [
        (Variant.HOLDEM, "As Kd Qh", "2c 3c 4h 8d 9s", "cards"),
        (Variant.OMAHA, "As Kd Qh Jh", "2c 3c 4h", "board"),
        (Variant.HOLDEM, "Jk Kd", "2c 3c 4h 8d 9s", "cards"),
        (Variant.DRAW_HIGH, "As Ad 2c 3c", "", "cards"),
        (Variant.STUD, "As Ad 2c 3c 5h 6h", "7d 8d", "board"),
        (Variant.HOLDEM, "As Kd", "As 3c 4h 8d 9s", "cards"),
    ],
)
def test_incomplete_or_impossible_hands_are_refused(variant: Variant, own: str, board: str,
                                                    field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        check_cards(variant, cards(own), cards(board) if board else ())
    assert error.value.field == field


def test_hand_ranking_kind_reports_both_halves() -> None:
    ruling = decide({"kind": "hand_ranking", "facts": {
        "game": "stud8", "cards": ["Ah", "2c", "3d"], "up": ["4s", "5h", "Kc", "Kd"]}})
    assert ruling.decision == "straight"
    assert ruling.numbers["low"]["description"]["en"] == "five low (5-4-3-2-A)"
    assert "RRoP 10.5" in ruling.rules


def test_every_combination_of_seven_cards_is_read_as_its_best_five() -> None:
    rng = random.Random(11)
    for _ in range(200):
        seven = rng.sample(DECK, 7)
        best = max(high_value(five) for five in combinations(seven, 5))
        assert high_value(seven) == best
