"""Hand values for every game in the rulebook, and the words the floor uses for them.

pokerkit ranks the hands: standard high (hold'em, stud, draw), Omaha's two hole cards
plus three board cards, the 8-or-better low, ace-to-five and deuce-to-seven lows. It is
imported lazily (its tables take about half a second to build). Written here by hand,
because pokerkit has none of it: the joker of draw high (an ace, or the card that
completes a straight or flush, five aces on top: RRoP 12.i.2-4) and of California
lowball (the lowest card the hand lacks: RRoP 11.i.1); suit order, used only for the
odd chip, the stud bring-in and cards drawn for position (RRoP 3.vii.1); and the names
of hands in English and Spanish. ``evaluate`` gives a game's high and low value; the
``hand_ranking`` and ``compare_hands`` scenario kinds answer "what is this hand" and
"who wins" in the JSON form.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from functools import cache, total_ordering
from typing import TYPE_CHECKING, Any, NamedTuple

from floorman.rules.cards import RANK_NAMES_EN, RANK_NAMES_ES, SUITS, Card, parse_cards
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, JOKER_GAMES, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text

if TYPE_CHECKING:
    import pokerkit


class Ranking(StrEnum):
    """How a hand is read."""

    HIGH = "high"
    LOW_8 = "low_8"  # ace-to-five, five different ranks of eight or lower (RRoP 7.2)
    LOW_A5 = "low_a5"  # ace-to-five: aces low, straights and flushes ignored
    LOW_27 = "low_27"  # deuce-to-seven: aces high, straights and flushes count against

    @property
    def is_low(self) -> bool:
        return self is not Ranking.HIGH


class Category(StrEnum):
    """The class of a hand, weakest first. Lows without a pair are ``no_pair``."""

    NO_PAIR = "no_pair"
    HIGH_CARD = "high_card"
    ONE_PAIR = "one_pair"
    TWO_PAIR = "two_pair"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    FIVE_ACES = "five_aces"


# Above every pokerkit index (7,462 high hands): five aces beat a royal flush (RRoP 12.i.4).
_FIVE_ACES_STRENGTH = 1_000_000


@total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """A made hand, comparable with other hands read the same way (greater is better).

    Attributes:
        ranking: how the hand is read; values of different rankings do not compare.
        strength: the order of the hand within its ranking; equal means a tie.
        category: its class (pair, flush...).
        cards: the five cards that make it (the joker as ``Jk``).
        joker_rank: the rank the joker plays as (14 for an ace), None without a joker.
    """

    ranking: Ranking
    strength: int
    category: Category
    cards: tuple[Card, ...]
    joker_rank: int | None = None

    def _check(self, other: object) -> HandValue:
        if not isinstance(other, HandValue) or other.ranking is not self.ranking:
            raise TypeError("only hands read the same way (high, or the same low) compare")
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.ranking is other.ranking and self.strength == other.strength

    def __lt__(self, other: object) -> bool:
        return self.strength < self._check(other).strength

    def __hash__(self) -> int:
        return hash((self.ranking, self.strength))

    @property
    def royal(self) -> bool:
        """An ace-high straight flush."""
        return self.category is Category.STRAIGHT_FLUSH and self.spoken_ranks()[0] == 14

    def played_ranks(self) -> list[int]:
        """The ranks of the five cards, the joker as the rank it plays (aces as 14)."""
        return [(self.joker_rank or 14) if c.is_joker else c.rank for c in self.cards]

    def spoken_cards(self) -> list[tuple[Card, int]]:
        """The cards with the rank each plays, in the order the hand is called: groups
        first, then high to low. Ace-to-five lows count the ace as 1; a high wheel
        straight is 5-4-3-2-A."""
        ace_low = self.ranking in (Ranking.LOW_A5, Ranking.LOW_8)
        played = [(c, 1 if ace_low and r == 14 else r)
                  for c, r in zip(self.cards, self.played_ranks(), strict=True)]
        counts = Counter(r for _, r in played)
        played.sort(key=lambda cr: (counts[cr[1]], cr[1], cr[0].suit_order), reverse=True)
        if (
            self.ranking is Ranking.HIGH
            and self.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
            and [r for _, r in played] == [14, 5, 4, 3, 2]
        ):
            played = played[1:] + played[:1]
        return played

    def spoken_ranks(self) -> list[int]:
        """The ranks in the order the hand is called (see ``spoken_cards``)."""
        return [r for _, r in self.spoken_cards()]

    @property
    def description(self) -> Text:
        """The hand as a floor person calls it: "two pair, kings and fives"."""
        return describe(self)

    def to_json(self) -> dict[str, Any]:
        return {
            "ranking": self.ranking.value,
            "category": self.category.value,
            "cards": [str(c) for c, _ in self.spoken_cards()],
            "joker_as": None if self.joker_rank is None else _symbol(self.joker_rank),
            "description": self.description.to_json(),
        }


@dataclass(frozen=True)
class GameHand:
    """A player's hand in a game: its high value and its low value.

    ``high`` is None in low-only games; ``low`` is None in high-only games and when a
    high-low hand has no qualifying low.
    """

    high: HandValue | None
    low: HandValue | None
    high_low: bool = False  # the game reads both halves (Omaha and stud high-low)

    @property
    def main(self) -> HandValue:
        """The value that decides a one-way game (the high one in high-low games)."""
        value = self.high if self.high is not None else self.low
        assert value is not None
        return value

    def to_json(self) -> dict[str, Any]:
        return {
            "high": None if self.high is None else self.high.to_json(),
            "low": None if self.low is None else self.low.to_json(),
        }


# --- the words --------------------------------------------------------------------------

PLURAL_EN = {
    1: "aces", 2: "deuces", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
    8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings", 14: "aces",
}
PLURAL_ES = {
    1: "ases", 2: "doses", 3: "treses", 4: "cuatros", 5: "cincos", 6: "seises", 7: "sietes",
    8: "ochos", 9: "nueves", 10: "dieces", 11: "jotas", 12: "reinas", 13: "reyes", 14: "ases",
}



def _name_en(rank: int) -> str:
    return RANK_NAMES_EN[14 if rank == 1 else rank]


def _name_es(rank: int) -> str:
    return RANK_NAMES_ES[14 if rank == 1 else rank]


def _to_es(rank: int) -> str:
    """"al siete", "a la reina": the Spanish contraction for "to the <rank>"."""
    name = _name_es(rank)
    return f"a la {name}" if rank in (11, 12) else f"al {name}"


def _symbol(rank: int) -> str:
    return {1: "A", 14: "A", 13: "K", 12: "Q", 11: "J"}.get(rank, str(rank))


def describe(value: HandValue) -> Text:
    """The words for a hand, in English and Spanish."""
    ranks = value.spoken_ranks()
    listed = "-".join(_symbol(r) for r in ranks)
    top, category = ranks[0], value.category
    if category is Category.NO_PAIR:
        return Text(f"{_name_en(top)} low ({listed})", f"baja {_to_es(top)} ({listed})")
    groups = [r for i, r in enumerate(ranks) if i == 0 or ranks[i - 1] != r]
    if category is Category.FIVE_ACES:
        text = Text("five aces", "cinco ases")
    elif category is Category.STRAIGHT_FLUSH and top == 14:
        text = Text("royal flush", "escalera real")
    elif category is Category.STRAIGHT_FLUSH:
        text = Text(f"straight flush, {_name_en(top)} high", f"escalera de color {_to_es(top)}")
    elif category is Category.FOUR_OF_A_KIND:
        text = Text(f"four of a kind, {PLURAL_EN[top]}", f"póker de {PLURAL_ES[top]}")
    elif category is Category.FULL_HOUSE:
        text = Text(
            f"full house, {PLURAL_EN[top]} full of {PLURAL_EN[groups[1]]}",
            f"full de {PLURAL_ES[top]} con {PLURAL_ES[groups[1]]}",
        )
    elif category is Category.FLUSH:
        text = Text(f"flush, {_name_en(top)} high", f"color {_to_es(top)}")
    elif category is Category.STRAIGHT:
        text = Text(f"straight, {_name_en(top)} high", f"escalera {_to_es(top)}")
    elif category is Category.THREE_OF_A_KIND:
        text = Text(f"three of a kind, {PLURAL_EN[top]}", f"trío de {PLURAL_ES[top]}")
    elif category is Category.TWO_PAIR:
        text = Text(
            f"two pair, {PLURAL_EN[top]} and {PLURAL_EN[groups[1]]}",
            f"doble pareja, {PLURAL_ES[top]} y {PLURAL_ES[groups[1]]}",
        )
    elif category is Category.ONE_PAIR:
        text = Text(f"a pair of {PLURAL_EN[top]}", f"pareja de {PLURAL_ES[top]}")
    else:
        text = Text(f"{_name_en(top)} high", f"carta alta {_name_es(top)}")
    if value.ranking.is_low:
        # In a low game the kickers are what players argue about: always show them.
        text = Text(f"{text.en} ({listed})", f"{text.es} ({listed})")
    return text


# --- pokerkit, loaded on first use ------------------------------------------------------


class PokerKit(NamedTuple):
    to_pk: dict[Card, pokerkit.Card]
    from_pk: dict[pokerkit.Card, Card]
    labels: dict[str, Category]
    high: type[pokerkit.StandardHighHand]
    omaha_high: type[pokerkit.OmahaHoldemHand]
    low_8: type[pokerkit.EightOrBetterLowHand]
    omaha_low_8: type[pokerkit.OmahaEightOrBetterLowHand]
    low_a5: type[pokerkit.RegularLowHand]
    low_27: type[pokerkit.StandardLowHand]


@cache
def load_pokerkit() -> PokerKit:
    """pokerkit's hand classes and our cards in its form, loaded on first use."""
    import pokerkit as pk

    to_pk = {
        Card(rank, suit): pk.Card(pk.Rank("23456789TJQKA"[rank - 2]), pk.Suit(suit))
        for rank in range(2, 15)
        for suit in SUITS
    }
    labels = {
        pk.Label.HIGH_CARD: Category.HIGH_CARD,
        pk.Label.ONE_PAIR: Category.ONE_PAIR,
        pk.Label.TWO_PAIR: Category.TWO_PAIR,
        pk.Label.THREE_OF_A_KIND: Category.THREE_OF_A_KIND,
        pk.Label.STRAIGHT: Category.STRAIGHT,
        pk.Label.FLUSH: Category.FLUSH,
        pk.Label.FULL_HOUSE: Category.FULL_HOUSE,
        pk.Label.FOUR_OF_A_KIND: Category.FOUR_OF_A_KIND,
        pk.Label.STRAIGHT_FLUSH: Category.STRAIGHT_FLUSH,
    }
    return PokerKit(
        to_pk=to_pk,
        from_pk={value: key for key, value in to_pk.items()},
        labels={str(label): category for label, category in labels.items()},
        high=pk.StandardHighHand,
        omaha_high=pk.OmahaHoldemHand,
        low_8=pk.EightOrBetterLowHand,
        omaha_low_8=pk.OmahaEightOrBetterLowHand,
        low_a5=pk.RegularLowHand,
        low_27=pk.StandardLowHand,
    )


def _value(kit: PokerKit, hand: pokerkit.Hand, ranking: Ranking, joker: int | None = None,
           joker_card: Card | None = None) -> HandValue:
    entry = hand.entry
    category = kit.labels[str(entry.label)]
    if ranking.is_low and category is Category.HIGH_CARD:
        category = Category.NO_PAIR
    cards = tuple(kit.from_pk[c] for c in hand.cards)
    if joker_card is not None:
        cards = tuple(Card(0, "") if c == joker_card else c for c in cards)
    # pokerkit orders low hands the other way round: a smaller index is a better low.
    strength = -entry.index if ranking.is_low else entry.index
    return HandValue(ranking, strength, category, cards, joker)


def high_value(cards: Sequence[Card]) -> HandValue:
    """The best five-card high hand from five to seven cards (hold'em, stud, draw)."""
    kit = load_pokerkit()
    hand = kit.high.from_game([kit.to_pk[c] for c in cards])
    return _value(kit, hand, Ranking.HIGH)


def omaha_high_value(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The best high hand of exactly two hole cards and three board cards (RRoP 6)."""
    kit = load_pokerkit()
    hand = kit.omaha_high.from_game([kit.to_pk[c] for c in hole], [kit.to_pk[c] for c in board])
    return _value(kit, hand, Ranking.HIGH)


def low_8_value(cards: Sequence[Card]) -> HandValue | None:
    """The best 8-or-better low of five to seven cards, None when none qualifies."""
    kit = load_pokerkit()
    hand = kit.low_8.from_game_or_none([kit.to_pk[c] for c in cards])
    return None if hand is None else _value(kit, hand, Ranking.LOW_8)


def omaha_low_8_value(hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    """The best qualifying low of two hole cards and three board cards (RRoP 7.2)."""
    kit = load_pokerkit()
    hand = kit.omaha_low_8.from_game_or_none(
        [kit.to_pk[c] for c in hole], [kit.to_pk[c] for c in board]
    )
    return None if hand is None else _value(kit, hand, Ranking.LOW_8)


def low_a5_value(cards: Sequence[Card]) -> HandValue:
    """The best ace-to-five low (razz, California lowball); the joker is the lowest
    rank the hand does not already hold (RRoP 11.i.1)."""
    kit = load_pokerkit()
    if not any(c.is_joker for c in cards):
        hand = kit.low_a5.from_game([kit.to_pk[c] for c in cards])
        return _value(kit, hand, Ranking.LOW_A5)
    others = [c for c in cards if not c.is_joker]
    held = {c.rank for c in others}
    joker = next(r for r in (14, *range(2, 14)) if r not in held)
    stand_in = Card(joker, "s")
    hand = kit.low_a5.from_game([kit.to_pk[c] for c in (*others, stand_in)])
    return _value(kit, hand, Ranking.LOW_A5, joker, stand_in)


def low_27_value(cards: Sequence[Card]) -> HandValue:
    """The best deuce-to-seven low: aces high, straights and flushes count (RRoP 11.ii.1)."""
    kit = load_pokerkit()
    hand = kit.low_27.from_game([kit.to_pk[c] for c in cards])
    return _value(kit, hand, Ranking.LOW_27)


def draw_high_value(cards: Sequence[Card]) -> HandValue:
    """A five-card draw hand; the joker plays as an ace, or as the card that completes
    a straight, a flush or a straight flush (RRoP 12.i.2-3); four aces and the joker
    are five aces, the best hand (RRoP 12.i.4)."""
    if not any(c.is_joker for c in cards):
        return high_value(cards)
    kit = load_pokerkit()
    others = [c for c in cards if not c.is_joker]
    held = set(others)
    if sum(c.rank == 14 for c in others) == 4:
        return HandValue(Ranking.HIGH, _FIVE_ACES_STRENGTH, Category.FIVE_ACES,
                         (*others, Card(0, "")), 14)
    completes = {Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH}
    best: HandValue | None = None
    for rank in range(14, 1, -1):
        for suit in SUITS:
            stand_in = Card(rank, suit)
            if stand_in in held:
                continue
            hand = kit.high([kit.to_pk[c] for c in (*others, stand_in)])
            value = _value(kit, hand, Ranking.HIGH, rank, stand_in)
            # Below an ace the joker is no wild card: it may only complete a hand.
            if rank != 14 and value.category not in completes:
                continue
            if best is None or value > best:
                best = value
    assert best is not None
    return best


# --- games ------------------------------------------------------------------------------



def card_counts(variant: Variant, board: int = 0) -> tuple[int, int]:
    """(the player's own cards, the board cards) a complete hand of ``variant`` has.

    Stud has no board, except the common card dealt when the deck runs short
    (RRoP 8.15): then each player holds six cards of their own.
    """
    if variant is Variant.HOLDEM:
        return 2, 5
    if variant in (Variant.OMAHA, Variant.OMAHA_8):
        return 4, 5
    if variant.is_stud:
        return (6, 1) if board == 1 else (7, 0)
    return 5, 0


def ranking_rules(variant: Variant) -> tuple[str, ...]:
    """The rules that say how ``variant`` reads its hands."""
    return {
        Variant.HOLDEM: ("RRoP 5",),
        Variant.OMAHA: ("RRoP 6", "RRoP 6.1"),
        Variant.OMAHA_8: ("RRoP 7", "RRoP 7.2", "RRoP 7.3"),
        Variant.STUD: ("RRoP 8",),
        Variant.STUD_8: ("RRoP 10", "RRoP 10.2", "RRoP 10.3", "RRoP 10.5"),
        Variant.RAZZ: ("RRoP 9",),
        Variant.LOWBALL_A5: ("RRoP 11.i",),
        Variant.LOWBALL_27: ("RRoP 11.ii", "RRoP 11.ii.1"),
        Variant.DRAW_HIGH: ("RRoP 12",),
    }[variant]


def joker_rules(variant: Variant, value: HandValue | None) -> tuple[str, ...]:
    """The joker rules a value rests on, when it holds the joker."""
    if value is None or value.joker_rank is None:
        return ()
    if variant is Variant.LOWBALL_A5:
        return ("RRoP 11.i.1",)
    rules = ["RRoP 12.i.2"]
    if value.category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        rules.append("RRoP 12.i.3")
    if value.category is Category.FIVE_ACES:
        rules.append("RRoP 12.i.4")
    return tuple(rules)


def check_cards(variant: Variant, own: Sequence[Card], board: Sequence[Card], *,
                own_field: str = "cards", board_field: str = "board") -> None:
    """Refuse a hand that is not complete for ``variant`` (the wrong number of cards, a
    board in a game without one, a joker outside the joker games, a card twice)."""
    if variant.is_stud and len(board) > 1:
        raise refuse(board_field, "stud has no board; at most one common card is dealt "
                     "when the deck runs short (RRoP 8.15).",
                     "el stud no tiene cartas comunitarias; como mucho una carta común cuando "
                     "no alcanza el mazo (RRoP 8.15).")
    own_count, board_count = card_counts(variant, len(board))
    game = GAME_NAMES[variant]
    if len(board) != board_count:
        raise refuse(board_field,
                     f"a {game.en} hand at the showdown has {board_count} board cards; "
                     f"{len(board)} given.",
                     f"en {game.es} una mano en el showdown tiene {board_count} cartas "
                     f"comunitarias; se dieron {len(board)}.")
    if len(own) != own_count:
        raise refuse(own_field,
                     f"a {game.en} hand has {own_count} cards of its own; {len(own)} given.",
                     f"en {game.es} cada mano tiene {own_count} cartas propias; se dieron "
                     f"{len(own)}.")
    jokers = sum(c.is_joker for c in (*own, *board))
    if jokers and (variant not in JOKER_GAMES or any(c.is_joker for c in board)):
        raise refuse(own_field, f"{game.en} is played without a joker.",
                     f"el {game.es} se juega sin joker.")
    if len(set(own) | set(board)) != len(own) + len(board):
        raise refuse(own_field, "a card appears twice; one deck holds each card once.",
                     "una carta aparece dos veces; un mazo tiene cada carta una sola vez.")


def evaluate(variant: Variant, own: Sequence[Card], board: Sequence[Card] = ()) -> GameHand:
    """The high and low value of a complete hand of ``variant``.

    Raises:
        ScenarioError: the hand is not complete for the game (see ``check_cards``).
    """
    check_cards(variant, own, board)
    return evaluate_unchecked(variant, own, board)


def evaluate_unchecked(variant: Variant, own: Sequence[Card], board: Sequence[Card]
                       ) -> GameHand:
    """``evaluate`` for cards already checked (the scenario readers check them as they
    read, naming the field)."""
    if variant is Variant.HOLDEM:
        return GameHand(high_value((*own, *board)), None)
    if variant is Variant.OMAHA:
        return GameHand(omaha_high_value(own, board), None)
    if variant is Variant.OMAHA_8:
        return GameHand(omaha_high_value(own, board), omaha_low_8_value(own, board), True)
    cards = (*own, *board)
    if variant is Variant.STUD:
        return GameHand(high_value(cards), None)
    if variant is Variant.STUD_8:
        return GameHand(high_value(cards), low_8_value(cards), True)
    if variant in (Variant.RAZZ, Variant.LOWBALL_A5):
        return GameHand(None, low_a5_value(cards))
    if variant is Variant.LOWBALL_27:
        return GameHand(None, low_27_value(cards))
    return GameHand(draw_high_value(cards), None)


def best_of(values: Mapping[int, HandValue | None]) -> list[int]:
    """The seats holding the best of ``values`` (several on a tie; none without values)."""
    present = {seat: value for seat, value in values.items() if value is not None}
    if not present:
        return []
    top = max(present.values())
    return sorted(seat for seat, value in present.items() if value == top)


# --- suit order (RRoP 3.vii.1) ----------------------------------------------------------


def card_order(card: Card, *, ace_low: bool = False) -> tuple[int, int]:
    """A card's place for the odd chip, the bring-in and cards drawn for position: rank
    first, then suit (spades, hearts, diamonds, clubs from highest). Never for pots."""
    rank = 1 if ace_low and card.rank == 14 else card.rank
    return rank, card.suit_order


def highest_by_suit(cards: Sequence[Card]) -> Card:
    """The highest card, suits breaking a tie of ranks (RRoP 3.vii.1)."""
    return max(cards, key=card_order)


def lowest_by_suit(cards: Sequence[Card], *, ace_low: bool = False) -> Card:
    """The lowest card, suits breaking a tie of ranks (RRoP 3.vii.1)."""
    return min(cards, key=lambda c: card_order(c, ace_low=ace_low))


def bring_in_seat(variant: Variant, door_cards: Mapping[int, Card]) -> int:
    """The seat that brings it in: the lowest door card by suit in stud and stud
    high-low, aces high (RRoP 8.2, 10.4); the highest, aces low, in razz (RRoP 9.2)."""
    if variant is Variant.RAZZ:
        return max(door_cards, key=lambda s: card_order(door_cards[s], ace_low=True))
    return min(door_cards, key=lambda s: card_order(door_cards[s]))


# --- reading hands from scenario facts --------------------------------------------------


def read_game(facts: Facts) -> tuple[Variant, Decimal]:
    """The game and the smallest chip: from ``structure`` when given, else from ``game``
    and ``chip`` (default 1)."""
    if facts.has("structure"):
        structure = facts.structure()
        return structure.variant, structure.chip
    variant = Variant(facts.choice("game", [v.value for v in Variant]))
    return variant, facts.amount("chip", Decimal(1), positive=True)


def read_joker(facts: Facts, variant: Variant) -> bool:
    """Whether the deck holds a joker: by default in ace-to-five lowball and draw high,
    the games the rules play with one (RRoP 11.i.1, 12.i); never elsewhere."""
    used = facts.flag("joker", variant in JOKER_GAMES)
    if used and variant not in JOKER_GAMES:
        game = GAME_NAMES[variant]
        raise refuse(facts.where("joker"),
                     f"only ace-to-five lowball and draw high use a joker, not {game.en}.",
                     f"solo el lowball del as al cinco y el draw high usan joker, no el {game.es}.")
    return used


@dataclass(frozen=True)
class PlayerCards:
    """A player's cards as read from the facts: ``cards`` are all of their own cards
    (in stud the down cards first, then ``up``, the face-up ones)."""

    seat: int
    cards: tuple[Card, ...]
    up: tuple[Card, ...]
    field: str


def read_player_cards(player: Facts, variant: Variant, *, seat: int, seen: set[Card],
                      joker: bool, required: bool = True) -> PlayerCards:
    """``cards`` (and in stud ``up``) of one player; a card seen elsewhere is refused."""
    if not required and not player.has("cards") and not player.has("up"):
        return PlayerCards(seat, (), (), player.where("cards"))
    own: tuple[Card, ...] = ()
    if not (variant.is_stud and player.has("up") and not player.has("cards")):
        own = player.cards("cards", joker_allowed=joker, seen=seen)
    up: tuple[Card, ...] = ()
    if player.has("up"):
        if not variant.is_stud:
            raise refuse(player.where("up"), "only stud deals cards face up to the players.",
                         "solo en el stud se reparten cartas boca arriba a los jugadores.")
        up = player.cards("up", seen=seen)
    return PlayerCards(seat, (*own, *up), up, player.where("cards"))


def read_board(facts: Facts, variant: Variant, seen: set[Card], *, required: bool = True
               ) -> tuple[Card, ...]:
    """The board: required in the flop games (unless ``required`` is off, as when no
    showdown is needed), absent elsewhere but for stud's common card."""
    if card_counts(variant)[1] and required:
        return facts.cards("board", seen=seen)
    return facts.cards("board", seen=seen, default=[])


def read_seat(player: Facts, taken: set[int]) -> int:
    seat = player.integer("seat", low=1)
    if seat in taken:
        raise refuse(player.where("seat"), f"seat {seat} is listed twice.",
                     f"el asiento {seat} aparece dos veces.")
    taken.add(seat)
    return seat


# --- scenario kinds ---------------------------------------------------------------------


@scenario("hand_ranking")
def decide_hand_ranking(facts: Facts, house: HouseRules) -> Ruling:
    """What one hand is worth in a game: its class, its words, the five cards it uses."""
    variant, _ = read_game(facts)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    board = read_board(facts, variant, seen)
    player = read_player_cards(facts, variant, seat=0, seen=seen, joker=joker)
    check_cards(variant, player.cards, board, own_field=facts.where("cards"),
                board_field=facts.where("board"))
    hand = evaluate_unchecked(variant, player.cards, board)
    main = hand.main
    game = GAME_NAMES[variant]
    reasons = [Text(f"In {game.en} the hand reads as {main.description.en}.",
                    f"En {game.es} la mano se lee como {main.description.es}.")]
    if variant.is_high_low:
        if hand.low is None:
            reasons.append(Text("No low qualifies: it needs five different ranks of eight or "
                                "lower.",
                                "No califica para la baja: hacen falta cinco rangos distintos "
                                "de ocho o menos."))
        else:
            reasons.append(Text(f"For the low half it has {hand.low.description.en}.",
                                f"Para la mitad baja tiene {hand.low.description.es}."))
    reasons.extend(_joker_reasons(main))
    rules = (*ranking_rules(variant), *joker_rules(variant, main))
    summary_en = f"The hand is {main.description.en}"
    summary_es = f"La mano es {main.description.es}"
    if variant.is_high_low:
        summary_en += "; " + (f"low: {hand.low.description.en}" if hand.low else "no low")
        summary_es += "; " + (f"baja: {hand.low.description.es}" if hand.low else "sin baja")
    return Ruling(
        kind="hand_ranking",
        decision=main.category.value,
        summary=Text(summary_en + ".", summary_es + "."),
        reasons=tuple(reasons),
        rules=rules,
        numbers={"game": variant.value, **hand.to_json()},
        profile=house.profile,
    )


def _joker_reasons(value: HandValue) -> list[Text]:
    if value.joker_rank is None:
        return []
    if value.category is Category.FIVE_ACES:
        return [Text("Four aces and the joker are five aces, the best hand.",
                     "Cuatro ases y el joker son cinco ases, la mejor mano.")]
    if value.ranking is Ranking.LOW_A5:
        return [Text(f"The joker plays as the lowest card the hand lacks: "
                     f"{_name_en(value.joker_rank)}.",
                     f"El joker juega como la carta más baja que le falta a la mano: "
                     f"{_name_es(value.joker_rank)}.")]
    if value.joker_rank == 14:
        return [Text("The joker plays as an ace.", "El joker juega como un as.")]
    return [Text(f"The joker plays as the {_name_en(value.joker_rank)} that completes the "
                 f"{value.category.value.replace('_', ' ')}.",
                 f"El joker juega como el {_name_es(value.joker_rank)} que completa la jugada.")]


def read_hands(facts: Facts, variant: Variant, *, strict: bool = True
               ) -> tuple[tuple[Card, ...], list[Facts], dict[int, PlayerCards]]:
    """The board and every player's cards, each card at most once in the deck."""
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    board = read_board(facts, variant, seen)
    players = facts.children("players", at_least=1)
    taken: set[int] = set()
    hands: dict[int, PlayerCards] = {}
    for player in players:
        seat = read_seat(player, taken)
        hands[seat] = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker,
                                        required=strict)
    return board, players, hands


@scenario("compare_hands")
def decide_compare_hands(facts: Facts, house: HouseRules) -> Ruling:
    """Which of several complete hands wins, high and low; suits never break a tie."""
    variant, _ = read_game(facts)
    board, _, hands = read_hands(facts, variant)
    if len(hands) < 2:
        raise refuse(facts.where("players"), "give at least two hands to compare.",
                     "indique al menos dos manos para comparar.")
    values: dict[int, GameHand] = {}
    for seat, cards in hands.items():
        check_cards(variant, cards.cards, board, own_field=cards.field,
                    board_field=facts.where("board"))
        values[seat] = evaluate_unchecked(variant, cards.cards, board)
    high = best_of({s: v.high for s, v in values.items()})
    low = best_of({s: v.low for s, v in values.items()})
    game = GAME_NAMES[variant]
    reasons: list[Text] = []
    rules = list(ranking_rules(variant))
    for seat, value in values.items():
        words = hand_words(value)
        reasons.append(Text(f"Seat {seat}: {words.en}.", f"Asiento {seat}: {words.es}."))
        for rule in joker_rules(variant, value.main):
            if rule not in rules:
                rules.append(rule)
    winners = high or low
    if variant.is_high_low:
        if not low:
            decision = "scoop" if len(high) == 1 else "tie"
            reasons.append(Text("No hand qualifies for low, so the best high hand takes it all.",
                                "Ninguna mano califica para la baja: la mejor alta se lleva "
                                "todo."))
        elif len(high) == 1 and low == high:
            decision = "scoop"
        else:
            decision = "split_high_low"
    else:
        decision = "one_winner" if len(winners) == 1 else "tie"
    if len(high) > 1 or len(low) > 1:
        rules.append("RRoP 3.vii.1")
        reasons.append(Text("Equal hands tie; suits never break a tie for a pot.",
                            "Las manos iguales empatan; los palos nunca desempatan un pozo."))
    names = ", ".join(str(s) for s in winners)
    if variant.is_high_low and low:
        lows = ", ".join(str(s) for s in low)
        highs = ", ".join(str(s) for s in high)
        summary = Text(f"In {game.en} high goes to seat {highs} and low to seat {lows}.",
                       f"En {game.es} la alta es para el asiento {highs} y la baja para el "
                       f"asiento {lows}.")
    elif len(winners) == 1:
        summary = Text(f"Seat {names} has the best hand in {game.en}.",
                       f"El asiento {names} tiene la mejor mano en {game.es}.")
    else:
        summary = Text(f"Seats {names} tie in {game.en} and split.",
                       f"Los asientos {names} empatan en {game.es} y reparten.")
    return Ruling(
        kind="compare_hands",
        decision=decision,
        summary=summary,
        reasons=tuple(reasons),
        rules=tuple(rules),
        numbers={"game": variant.value, "high": high, "low": low,
                 "hands": {seat: value.to_json() for seat, value in values.items()}},
        profile=house.profile,
    )


def hand_words(value: GameHand) -> Text:
    """A game hand in words: the high, then the low when the game has both."""
    main = value.main.description
    if value.high is None:
        return main
    if value.low is None:
        return Text(f"{main.en}; no low", f"{main.es}; sin baja") if value.high_low else main
    low = value.low.description
    return Text(f"{main.en}; {low.en}", f"{main.es}; {low.es}")


def parse_cards_text(text: str, field: str, *, joker_allowed: bool = False) -> tuple[Card, ...]:
    """Cards written in one string, ``"As Kd 9c"``, for the typed API and the tests."""
    return parse_cards(text.split(), field, joker_allowed=joker_allowed)
