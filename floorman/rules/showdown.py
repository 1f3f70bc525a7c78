"""The showdown: who shows first, which hands are dead, who wins each pot, the odd chip.

Pots come from ``pots.build_pots`` and are decided side pots first (RRoP 3.vi.7); each is
awarded to the best live hand(s) that may win it, high-low pots halved with the
8-or-better qualifier, ties divided by ``pots.shares`` in the odd-chip order of
RRoP 3.vii.5 (or of the online room of seed 004, a house switch). Cards speak
(RRoP 3.vi.2); a hand with the wrong number of cards is dead (RRoP 3.iii.1.d), save a
stud hand missing its last card that the floor rules live (RRoP 8.18); a lowball call
better than the hand held can kill it (RRoP 11.15-16). Scenario kinds: ``showdown``,
``showdown_order``, ``odd_chip`` and ``miscalled_hand``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from floorman.rules.cards import RANKS, Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.hands import (
    Category,
    GameHand,
    HandValue,
    PlayerCards,
    best_of,
    card_counts,
    card_order,
    evaluate_unchecked,
    hand_words,
    joker_rules,
    ranking_rules,
    read_board,
    read_game,
    read_joker,
    read_player_cards,
    read_seat,
)
from floorman.rules.policy import HouseRules
from floorman.rules.pots import (
    Contribution,
    Pot,
    PotLayout,
    add_up,
    build_pots,
    halves,
    layout_reasons,
    shares,
)
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text

Half = Literal["high", "low"]
Source = Literal["robert", "online"]


# --- order around the table -------------------------------------------------------------


def clockwise_after(start: int, seats: Sequence[int] | set[int]) -> list[int]:
    """``seats`` clockwise, beginning with the first seat after ``start``."""
    return sorted(seats, key=lambda s: (s <= start, s))


def clockwise_from(first: int, seats: Sequence[int] | set[int]) -> list[int]:
    """``seats`` clockwise, beginning with ``first`` itself."""
    return sorted(seats, key=lambda s: (s < first, s))


def showing_board(up: Sequence[Card], *, low: bool) -> tuple[int, ...]:
    """How a stud board ranks for who acts first: four of a kind, trips, two pair, a pair,
    then the cards; straights and flushes showing do not count. Aces are low in razz."""
    ranks = [1 if low and c.rank == 14 else c.rank for c in up]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True) or [0]
    klass = {4: 4, 3: 3}.get(shape[0], 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)
    return (klass, *sorted(ranks, key=lambda r: (counts[r], r), reverse=True))


def first_to_act(variant: Variant, seats: Sequence[int] | set[int], *, button: int | None,
                 up: Mapping[int, Sequence[Card]]) -> int:
    """Who acts first in the last round among ``seats``: the first clockwise from the
    button in button games; in stud the best board showing (the lowest in razz), ties
    to the player dealt first (RRoP 8.2, 9.2, 10.4)."""
    if variant.uses_button:
        assert button is not None
        return clockwise_after(button, seats)[0]
    if any(not up.get(s) for s in seats):
        raise refuse("facts.first_to_act",
                     "in stud, say who acted first in the last round, or list each player's "
                     "face-up cards ('up').",
                     "en el stud, indique quién actuó primero en la última ronda o las cartas "
                     "abiertas de cada jugador ('up').")
    if variant is Variant.RAZZ:
        return min(seats, key=lambda s: (showing_board(up[s], low=True), s))
    return min(seats, key=lambda s: (tuple(-v for v in showing_board(up[s], low=False)), s))


def first_to_act_rules(variant: Variant) -> tuple[str, ...]:
    return {Variant.STUD: ("RRoP 8.2",), Variant.RAZZ: ("RRoP 9.2",),
            Variant.STUD_8: ("RRoP 10.4",)}.get(variant, ())


@dataclass(frozen=True)
class ShowingTurn:
    """The hands shown for one pot (all pots at once under the online rule)."""

    pot: str
    order: tuple[int, ...]


def showing_order(variant: Variant, live: Sequence[int], *, last_aggressor: int | None,
                  button: int | None, up: Mapping[int, Sequence[Card]],
                  layout: PotLayout | None, source: Source,
                  first: int | None = None) -> list[ShowingTurn]:
    """Who shows when. The last aggressor of the final round shows first, else the
    first player to act (RRoP 3.vi.8); others follow clockwise. Under Robert's Rules the
    hands of a side pot are shown when that pot is decided, side pots first; the online
    room (seed 004) shows everyone in one turn around the table."""

    def start(group: list[int]) -> int:
        if last_aggressor in group:
            return last_aggressor
        if first in group:
            return first
        return first_to_act(variant, group, button=button, up=up)

    if source == "online" or layout is None:
        group = list(live)
        return [ShowingTurn("all", tuple(clockwise_from(start(group), group)))]
    turns: list[ShowingTurn] = []
    shown: set[int] = set()
    for pot in layout.award_order:
        group = [s for s in pot.eligible if s in live and s not in shown]
        if not group:
            continue
        order = clockwise_from(start(group), group)
        shown.update(order)
        turns.append(ShowingTurn(pot.name, tuple(order)))
    return turns


# --- the odd chip -----------------------------------------------------------------------


def odd_chip_order(variant: Variant, winners: Sequence[int], half: Half, *,
                   button: int | None, cards: Mapping[int, PlayerCards],
                   source: Source) -> list[int]:
    """The order in which tied winners receive odd chips, one each (RRoP 3.vii.5).

    Button games: clockwise from the button. Stud: the highest card by suit among all
    of a player's cards in a high pot or half, the lowest (aces low) in a low one; the
    online room (seed 004) uses the highest face-up card by suit for either half.
    """
    if variant.uses_button:
        if button is None:
            raise refuse("button", "give the button seat: the odd chip goes clockwise from it.",
                         "indique el asiento del botón: la ficha impar va a partir de él.")
        return clockwise_after(button, winners)
    if source == "online" and variant is not Variant.RAZZ:
        for seat in winners:
            if not cards[seat].up:
                raise refuse(cards[seat].field.removesuffix("cards") + "up",
                             "the online rule gives the odd chip by the face-up cards; list "
                             "them.",
                             "la regla en línea da la ficha impar por las cartas abiertas; "
                             "indíquelas.")
        return sorted(winners, key=lambda s: max(card_order(c) for c in cards[s].up),
                      reverse=True)
    for seat in winners:
        if not cards[seat].cards:
            raise refuse(cards[seat].field,
                         "in stud the odd chip goes by the cards; list this player's cards.",
                         "en el stud la ficha impar se da por las cartas; indique las de este "
                         "jugador.")
    low = half == "low"
    if low:
        return sorted(winners, key=lambda s: min(card_order(c, ace_low=True)
                                                 for c in cards[s].cards))
    return sorted(winners, key=lambda s: max(card_order(c) for c in cards[s].cards),
                  reverse=True)


def odd_chip_rules(variant: Variant, half: Half) -> tuple[str, ...]:
    rules = ["RRoP 3.vii.3", "RRoP 3.vii.4"]
    rules.append("RRoP 3.vii.5.a" if variant.uses_button else "RRoP 3.vii.5.b")
    if variant.is_high_low:
        rules.append("RRoP 3.vii.5.c")
    if variant is Variant.STUD_8:
        rules.append("RRoP 10.9" if half == "low" else "RRoP 10.8")
    return tuple(rules)


def odd_chip_reason(variant: Variant, half: Half, source: Source) -> Text:
    if variant.uses_button:
        return Text("The odd chip goes to the first tied hand clockwise from the button.",
                    "La ficha impar es para la primera mano empatada a la izquierda del botón.")
    if source == "online" and variant is not Variant.RAZZ:
        return Text("House rule (online room): the odd chip goes to the highest face-up card "
                    "by suit.",
                    "Regla de la casa (sala en línea): la ficha impar es para la carta abierta "
                    "más alta por palo.")
    if half == "low":
        return Text("In a low pot the odd chip goes to the lowest card by suit, counting every "
                    "card the player holds.",
                    "En un pozo bajo la ficha impar es para la carta más baja por palo, "
                    "contando todas las cartas del jugador.")
    return Text("The odd chip goes to the highest card by suit, counting every card the player "
                "holds, not only the five played.",
                "La ficha impar es para la carta más alta por palo, contando todas las cartas "
                "del jugador, no solo las cinco jugadas.")


@dataclass(frozen=True)
class Table:
    """What dividing a pot needs to know besides the pot: the game, the smallest chip,
    the button, the players' cards and which odd-chip rule the house follows."""

    variant: Variant
    chip: Decimal
    button: int | None
    cards: Mapping[int, PlayerCards]
    source: Source = "robert"


@dataclass(frozen=True)
class Split:
    """One pot (or half) divided: who gets what and who got an odd chip."""

    amount: Decimal
    winners: tuple[int, ...]
    half: Half
    shares: Mapping[int, Decimal]
    odd_chips: tuple[int, ...]


def split(amount: Decimal, winners: Sequence[int], half: Half, table: Table) -> Split:
    """``amount`` divided among tied ``winners`` (one winner takes it all)."""
    order = (list(winners) if len(winners) == 1 else
             odd_chip_order(table.variant, winners, half, button=table.button,
                            cards=table.cards, source=table.source))
    parts, odd = shares(amount, order, table.chip)
    return Split(amount, tuple(sorted(winners)), half, parts, tuple(odd))


@dataclass(frozen=True)
class PotAward:
    """How one pot was decided.

    Attributes:
        pot: the pot.
        live: the eligible seats whose hands are live.
        high, low: the winners of the high and low halves (a one-way game has only one
            list: ``high`` in high games, ``low`` in low games).
        parts: the divisions made (one, or a high and a low half).
        whole_to_high: a high-low pot with no qualifying low went whole to the high hand.
        identical: the same players tied both ways and split the whole pot evenly.
    """

    pot: Pot
    live: tuple[int, ...]
    high: tuple[int, ...]
    low: tuple[int, ...]
    parts: tuple[Split, ...]
    whole_to_high: bool = False
    identical: bool = False

    @property
    def shares(self) -> dict[int, Decimal]:
        return add_up(part.shares for part in self.parts)

    @property
    def odd_chips(self) -> list[int]:
        return [seat for part in self.parts for seat in part.odd_chips]

    @property
    def decided(self) -> bool:
        return bool(self.parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.pot.name,
            "amount": self.pot.amount,
            "eligible": list(self.pot.eligible),
            "live": list(self.live),
            "high": list(self.high),
            "low": list(self.low),
            "shares": self.shares,
            "odd_chips": self.odd_chips,
        }


def award_pot(pot: Pot, hands: Mapping[int, GameHand], table: Table) -> PotAward:
    """Award ``pot`` to the best of the live hands eligible for it.

    ``hands`` holds the live hands only; a pot none of them may win is left undecided
    (no parts) for the floor.
    """
    variant = table.variant
    live = tuple(s for s in pot.eligible if s in hands)
    if not live:
        return PotAward(pot, live, (), (), ())
    if len(live) == 1:
        only: Half = "low" if variant.is_low_only else "high"
        part = split(pot.amount, live, only, table)
        return PotAward(pot, live, live if only == "high" else (),
                        live if only == "low" else (), (part,))
    if not variant.is_high_low:
        half: Half = "low" if variant.is_low_only else "high"
        winners = tuple(best_of({s: hands[s].main for s in live}))
        part = split(pot.amount, winners, half, table)
        return PotAward(pot, live, winners if half == "high" else (),
                        winners if half == "low" else (), (part,))
    high = tuple(best_of({s: hands[s].high for s in live}))
    low = tuple(best_of({s: hands[s].low for s in live}))
    if not low:
        return PotAward(pot, live, high, (), (split(pot.amount, high, "high", table),),
                        whole_to_high=True)
    if set(high) == set(low):
        # The same hands tie both ways: the pot is split as evenly as it can be.
        return PotAward(pot, live, high, low, (split(pot.amount, high, "high", table),),
                        identical=len(high) > 1)
    high_half, low_half = halves(pot.amount, table.chip)
    return PotAward(pot, live, high, low, (
        split(high_half, high, "high", table),
        split(low_half, low, "low", table),
    ))


# --- dead hands -------------------------------------------------------------------------


def count_rules(variant: Variant) -> tuple[str, ...]:
    if variant.is_stud:
        return ("RRoP 3.iii.1.d", "RRoP 8.18", "RRoP 16.2")
    if variant in (Variant.LOWBALL_A5, Variant.LOWBALL_27):
        return ("RRoP 3.iii.1.d", "RRoP 11.12")
    if variant is Variant.DRAW_HIGH:
        return ("RRoP 3.iii.1.d", "RRoP 12.5")
    return ("RRoP 3.iii.1.d",)


@dataclass(frozen=True)
class HandStatus:
    """A hand at the showdown: its value, or why it is dead."""

    hand: GameHand | None
    dead: Text | None = None
    rules: tuple[str, ...] = ()
    ruled_live: bool = False


def hand_status(variant: Variant, own: Sequence[Card], board: Sequence[Card], *,
                ruled_live: bool = False) -> HandStatus:
    """A showdown hand's value, or dead for the wrong number of cards (RRoP 3.iii.1.d).

    A stud hand short of its seventh card is dead unless the floor rules it live
    (``ruled_live``, RRoP 8.18, 16.2); more than seven is always dead.
    """
    wanted, _ = card_counts(variant, len(board))
    if len(own) == wanted:
        return HandStatus(evaluate_unchecked(variant, own, board))
    game = GAME_NAMES[variant]
    if variant.is_stud and len(own) == wanted - 1 and ruled_live:
        return HandStatus(evaluate_unchecked(variant, own, board), None,
                          ("RRoP 8.18", "RRoP 16.2"), True)
    return HandStatus(None, Text(
        f"{len(own)} cards where a {game.en} hand has {wanted}: the hand is dead.",
        f"{len(own)} cartas cuando una mano de {game.es} tiene {wanted}: la mano está muerta.",
    ), count_rules(variant))


# --- reading a showdown -----------------------------------------------------------------


@dataclass(frozen=True)
class Showdown:
    """The facts of a showdown, read and checked."""

    variant: Variant
    chip: Decimal
    button: int | None
    board: tuple[Card, ...]
    contributions: tuple[Contribution, ...]
    cards: Mapping[int, PlayerCards]
    mucked: frozenset[int]
    ruled_live: frozenset[int]
    last_aggressor: int | None
    first: int | None
    dead_money: Decimal

    @property
    def live(self) -> list[int]:
        return [c.seat for c in self.contributions if not c.folded]


def read_button(facts: Facts, variant: Variant, *, required: bool) -> int | None:
    """The button seat (it may sit in front of an empty seat with a dead button)."""
    if not variant.uses_button:
        return None
    if not required and not facts.has("button"):
        return None
    return facts.integer("button", low=1)


def read_showdown(facts: Facts) -> Showdown:
    variant, chip = read_game(facts)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    board = read_board(facts, variant, seen, required=False)
    if variant.is_stud and len(board) > 1:
        raise refuse(facts.where("board"), "stud has at most one common card (RRoP 8.15).",
                     "el stud tiene como mucho una carta común (RRoP 8.15).")
    contributions: list[Contribution] = []
    cards: dict[int, PlayerCards] = {}
    mucked: set[int] = set()
    ruled_live: set[int] = set()
    taken: set[int] = set()
    players: list[Facts] = []
    for player in facts.children("players", at_least=1):
        seat = read_seat(player, taken)
        folded = player.flag("folded")
        contributions.append(Contribution(seat, player.amount("contributed", chip=chip), folded))
        if player.flag("mucked"):
            mucked.add(seat)
        if player.flag("seventh_card_ruled_live"):
            if not variant.is_stud:
                raise refuse(player.where("seventh_card_ruled_live"),
                             "only a stud hand can be ruled live without its last card.",
                             "solo una mano de stud puede declararse viva sin su última carta.")
            ruled_live.add(seat)
        cards[seat] = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker,
                                        required=False)
        players.append(player)
    live = [c.seat for c in contributions if not c.folded]
    if not live:
        raise refuse(facts.where("players"),
                     "every player folded; at least one must still be in the hand.",
                     "todos los jugadores se retiraron; al menos uno debe seguir en la mano.")
    if len(live) > 1:
        for player, c in zip(players, contributions, strict=True):
            if not c.folded and c.seat not in mucked and not cards[c.seat].cards:
                player.cards("cards")  # refuses the missing cards by name
    wanted = card_counts(variant)[1]
    if len(live) > 1 and not variant.is_stud and len(board) != wanted:
        if not board:
            facts.cards("board")  # refuses the missing board by name
        raise refuse(facts.where("board"),
                     f"the board at the showdown has {wanted} cards; {len(board)} given.",
                     f"la mesa en el showdown tiene {wanted} cartas; se dieron {len(board)}.")
    last_aggressor = None
    if facts.has("last_aggressor"):
        last_aggressor = facts.seat("last_aggressor", taken)
        if last_aggressor not in live:
            raise refuse(facts.where("last_aggressor"),
                         f"seat {last_aggressor} folded; the last aggressor is still in the "
                         "hand.",
                         f"el asiento {last_aggressor} se retiró; el último agresor sigue en "
                         "la mano.")
    first = None
    if facts.has("first_to_act"):
        first = facts.seat("first_to_act", live)
    return Showdown(
        variant=variant,
        chip=chip,
        button=read_button(facts, variant, required=len(live) > 1),
        board=board,
        contributions=tuple(contributions),
        cards=cards,
        mucked=frozenset(mucked),
        ruled_live=frozenset(ruled_live),
        last_aggressor=last_aggressor,
        first=first,
        dead_money=facts.amount("dead_money", Decimal(0), chip=chip),
    )


def _seats(seats: Sequence[int]) -> str:
    return ", ".join(str(s) for s in seats)


def _threw(seats: Sequence[int]) -> Text:
    """"Seat 2 threw his hand away" / "Seats 2, 5 threw their hands away"."""
    if len(seats) == 1:
        return Text(f"Seat {seats[0]} threw his hand away",
                    f"El asiento {seats[0]} tiró su mano")
    return Text(f"Seats {_seats(seats)} threw their hands away",
                f"Los asientos {_seats(seats)} tiraron sus manos")


# --- scenario kinds ---------------------------------------------------------------------


@scenario("showdown")
def decide_showdown(facts: Facts, house: HouseRules) -> Ruling:
    """Every pot of a hand awarded: side pots first, dead hands out, ties and odd chips."""
    sd = read_showdown(facts)
    variant = sd.variant
    layout = build_pots(sd.contributions, sd.dead_money)
    reasons = layout_reasons(layout, sd.contributions)
    # Cards speak at a showdown; a pot no one contests goes to the one hand not folded.
    rules: list[str] = ["RRoP 3.vi.2" if len(sd.live) > 1 else "RRoP 3.iii.1.a"]

    def cite(*ids: str) -> None:
        for rule in ids:
            if rule not in rules:
                rules.append(rule)

    live = sd.live
    hands: dict[int, GameHand] = {}
    dead: list[int] = []
    for seat in live:
        if len(live) == 1:
            continue
        if seat in sd.mucked:
            dead.append(seat)
            reasons.append(Text(f"Seat {seat} did not show all their cards and cannot win.",
                                f"El asiento {seat} no mostró todas sus cartas y no puede "
                                "ganar."))
            cite("RRoP 3.vi.1")
            continue
        status = hand_status(variant, sd.cards[seat].cards, sd.board,
                             ruled_live=seat in sd.ruled_live)
        cite(*status.rules)
        if status.hand is None:
            dead.append(seat)
            assert status.dead is not None
            reasons.append(Text(f"Seat {seat}: {status.dead.en}", f"Asiento {seat}: "
                                f"{status.dead.es}"))
            continue
        if status.ruled_live:
            reasons.append(Text(f"Seat {seat} lacks the last card, but the floor ruled the hand "
                                "live.",
                                f"Al asiento {seat} le falta la última carta, pero el piso "
                                "declaró viva la mano."))
        hands[seat] = status.hand
        words = hand_words(status.hand)
        reasons.append(Text(f"Seat {seat} shows: {words.en}.",
                            f"El asiento {seat} muestra: {words.es}."))
        cite(*joker_rules(variant, status.hand.main))
    if len(live) > 1:
        cite(*ranking_rules(variant))
    if len(layout.pots) > 1:
        cite("RRoP 3.vi.7")

    source: Source = house.odd_chip
    table = Table(variant, sd.chip, sd.button, sd.cards, source)
    awards: list[PotAward] = []
    for pot in layout.award_order:
        award = award_pot(pot, hands if len(live) > 1 else {live[0]: _no_hand()}, table)
        awards.append(award)
        reasons.extend(_award_reasons(award, variant))
        if award.whole_to_high:
            cite("RRoP 7.2" if variant is Variant.OMAHA_8 else "RRoP 10")
        for part in award.parts:
            if len(part.winners) > 1:
                cite("RRoP 3.vii.1")
            if part.odd_chips:
                cite(*odd_chip_rules(variant, part.half))
                reasons.append(odd_chip_reason(variant, part.half, source))
        if len(award.parts) == 2 and award.parts[0].amount > award.parts[1].amount:
            cite("RRoP 3.vii.3", "RRoP 3.vii.5.c")
            reasons.append(Text("The odd chip of the halving goes to the high half.",
                                "La ficha impar de la división va a la mitad alta."))
        if award.identical:
            cite("RRoP 3.vii.5.c", *(("RRoP 10.8",) if variant is Variant.STUD_8 else ()))
    if len(layout.pots) > 1 and any(p.odd_chips for a in awards for p in a.parts):
        cite("RRoP 3.vii.5.d")

    turns: list[ShowingTurn] = []
    mucks: list[int] = []
    showing = [s for s in live if s not in dead]
    if len(live) > 1 and showing:
        turns = showing_order(variant, showing, last_aggressor=sd.last_aggressor,
                              button=sd.button, up={s: sd.cards[s].up for s in showing},
                              layout=layout, source=house.showdown_order, first=sd.first)
        cite("RRoP 3.vi.8", *(() if sd.last_aggressor else first_to_act_rules(variant)))
        if house.showdown_order == "online":
            mucks = may_muck(turns[0].order, hands)
            if mucks:
                reasons.append(Text(
                    f"House rule (online room): seats {_seats(mucks)} cannot beat a hand "
                    "already shown and may muck without showing.",
                    f"Regla de la casa (sala en línea): los asientos {_seats(mucks)} no superan "
                    "una mano ya mostrada y pueden tirarla sin mostrar."))

    payouts = add_up(a.shares for a in awards)
    undecided = [a.pot.label for a in awards if not a.decided]
    winners_all = {s for a in awards for s in a.shares}
    if len(live) == 1:
        decision = "uncontested"
    elif undecided:
        decision = "floor_decides"
        cite("RRoP 2.i.1")
        reasons.append(Text("No live hand may win " + ", ".join(t.en for t in undecided)
                            + "; the floor decides it.",
                            "Ninguna mano viva puede ganar " + ", ".join(t.es for t in undecided)
                            + "; lo decide el piso."))
    elif any(len(a.shares) > 1 for a in awards):
        decision = "split"
    elif len(winners_all) == 1:
        decision = "one_winner"
    else:
        decision = "side_pot_winners"
    summary = _showdown_summary(awards, layout)
    first = turns[0].order[0] if turns else None
    return Ruling(
        kind="showdown",
        decision=decision,
        summary=summary,
        reasons=tuple(dict.fromkeys(reasons)),
        rules=tuple(rules),
        numbers={
            "game": variant.value,
            "pots": [a.to_json() for a in sorted(awards, key=lambda a: layout.pots.index(a.pot))],
            "award_order": [p.name for p in layout.award_order],
            "payouts": payouts,
            "returned": dict(layout.returned),
            "dead_hands": dead,
            "first_to_show": first,
            "show_order": [{"pot": t.pot, "seats": list(t.order)} for t in turns],
            "may_muck": mucks,
            "hands": {seat: hand.to_json() for seat, hand in hands.items()},
        },
        profile=house.profile,
    )


def _no_hand() -> GameHand:
    # An uncontested pot needs no hand; award_pot only looks at who is eligible.
    return GameHand(None, None)


def may_muck(order: Sequence[int], hands: Mapping[int, GameHand]) -> list[int]:
    """Under the online room's rule, the hands after the first that neither beat nor tie
    the best high (or low) already shown: they may be mucked unseen."""
    best_high: HandValue | None = None
    best_low: HandValue | None = None
    mucks = []
    for index, seat in enumerate(order):
        hand = hands[seat]
        shows = index == 0
        if hand.high is not None and (best_high is None or hand.high >= best_high):
            shows = True
        if hand.low is not None and (best_low is None or hand.low >= best_low):
            shows = True
        if not shows:
            mucks.append(seat)
            continue
        if hand.high is not None and (best_high is None or hand.high > best_high):
            best_high = hand.high
        if hand.low is not None and (best_low is None or hand.low > best_low):
            best_low = hand.low
    return mucks


def _award_reasons(award: PotAward, variant: Variant) -> list[Text]:
    label = award.pot.label
    if not award.decided:
        return []
    if len(award.live) == 1:
        seat = award.live[0]
        return [Text(f"{label.en.capitalize()} ({award.pot.amount}): only seat {seat} can win it.",
                     f"{label.es.capitalize()} ({award.pot.amount}): solo lo puede ganar el "
                     f"asiento {seat}.")]
    reasons = []
    if award.whole_to_high:
        reasons.append(Text(f"{label.en.capitalize()}: no hand qualifies for low, so the high "
                            "hand wins it all.",
                            f"{label.es.capitalize()}: ninguna mano califica para la baja; la "
                            "alta se lo lleva entero."))
    if award.identical:
        reasons.append(Text(f"{label.en.capitalize()}: the same hands tie high and low and "
                            "split it as evenly as possible.",
                            f"{label.es.capitalize()}: las mismas manos empatan la alta y la "
                            "baja y lo reparten lo más parejo posible."))
    for part in award.parts:
        shares_en = "; ".join(f"seat {s} {a}" for s, a in sorted(part.shares.items()))
        shares_es = "; ".join(f"asiento {s} {a}" for s, a in sorted(part.shares.items()))
        if variant.is_high_low and len(award.parts) == 2:
            which_en = "high half" if part.half == "high" else "low half"
            which_es = "mitad alta" if part.half == "high" else "mitad baja"
            reasons.append(Text(f"{label.en.capitalize()}, {which_en} ({part.amount}): "
                                f"{shares_en}.",
                                f"{label.es.capitalize()}, {which_es} ({part.amount}): "
                                f"{shares_es}."))
        else:
            reasons.append(Text(f"{label.en.capitalize()} ({part.amount}): {shares_en}.",
                                f"{label.es.capitalize()} ({part.amount}): {shares_es}."))
    return reasons


def _showdown_summary(awards: Sequence[PotAward], layout: PotLayout) -> Text:
    parts_en, parts_es = [], []
    for award in sorted(awards, key=lambda a: layout.pots.index(a.pot)):
        label = award.pot.label
        if not award.decided:
            parts_en.append(f"{label.en} ({award.pot.amount}) is for the floor to decide")
            parts_es.append(f"{label.es} ({award.pot.amount}) lo decide el piso")
            continue
        won = award.shares
        seats = _seats(sorted(won))
        if len(won) == 1:
            parts_en.append(f"seat {seats} wins {label.en} ({award.pot.amount})")
            parts_es.append(f"el asiento {seats} gana {label.es} ({award.pot.amount})")
        else:
            amounts = ", ".join(f"{won[s]}" for s in sorted(won))
            parts_en.append(f"seats {seats} share {label.en} ({amounts})")
            parts_es.append(f"los asientos {seats} reparten {label.es} ({amounts})")
    en = "; ".join(parts_en)
    es = "; ".join(parts_es)
    return Text(en[0].upper() + en[1:] + ".", es[0].upper() + es[1:] + ".")


@scenario("showdown_order")
def decide_showdown_order(facts: Facts, house: HouseRules) -> Ruling:
    """Who shows first at the showdown, and the order of the rest."""
    variant, _ = read_game(facts)
    taken: set[int] = set()
    players = facts.children("players", at_least=1)
    live: list[int] = []
    up: dict[int, tuple[Card, ...]] = {}
    contributions: list[Contribution] = []
    seen: set[Card] = set()
    with_amounts = all(p.has("contributed") for p in players)
    for player in players:
        seat = read_seat(player, taken)
        folded = player.flag("folded")
        if with_amounts:
            contributions.append(Contribution(seat, player.amount("contributed"), folded))
        up[seat] = player.cards("up", seen=seen, default=[]) if variant.is_stud else ()
        if not folded:
            live.append(seat)
    if len(live) < 2:
        raise refuse(facts.where("players"), "a showdown needs at least two players still in.",
                     "un showdown necesita al menos dos jugadores en la mano.")
    aggressor = None
    if facts.has("last_aggressor"):
        aggressor = facts.seat("last_aggressor", taken)
        if aggressor not in live:
            raise refuse(facts.where("last_aggressor"),
                         f"seat {aggressor} folded; the last aggressor is still in the hand.",
                         f"el asiento {aggressor} se retiró; el último agresor sigue en la mano.")
    first = facts.seat("first_to_act", live) if facts.has("first_to_act") else None
    button = read_button(facts, variant, required=True)
    layout = build_pots(contributions) if contributions else None
    source: Source = house.showdown_order
    turns = showing_order(variant, live, last_aggressor=aggressor, button=button, up=up,
                          layout=layout, source=source, first=first)
    first_seat = turns[0].order[0]
    rules = ["RRoP 3.vi.8"]
    reasons: list[Text] = []
    if aggressor is not None:
        decision = "last_aggressor_first"
        reasons.append(Text(f"Seat {aggressor} made the last bet or raise of the final round, "
                            "so that hand is shown first.",
                            f"El asiento {aggressor} hizo la última apuesta o subida de la ronda "
                            "final: esa mano se muestra primero."))
    else:
        decision = "first_to_act_first"
        rules.extend(first_to_act_rules(variant))
        reasons.append(Text("No one bet in the final round (or everyone was all-in), so the "
                            "first player to act shows first.",
                            "Nadie apostó en la ronda final (o todos estaban all-in): muestra "
                            "primero quien actuaba primero."))
        if variant.uses_button:
            reasons.append(Text("The first to act is the first player still in clockwise from "
                                "the button.",
                                "Actúa primero el primer jugador en la mano a la izquierda del "
                                "botón."))
        else:
            reasons.append(Text("In stud the best hand showing acts first (the lowest in razz).",
                                "En el stud actúa primero la mejor mano a la vista (la más baja "
                                "en el razz)."))
    if source == "online":
        reasons.append(Text("House rule (online room): the rest follow clockwise, and a hand "
                            "that cannot beat one already shown may be mucked face down.",
                            "Regla de la casa (sala en línea): los demás siguen a la izquierda, "
                            "y quien no supera una mano ya mostrada puede tirarla boca abajo."))
    elif len(turns) > 1:
        rules.append("RRoP 3.vi.7")
        reasons.append(Text("With side pots, each player shows only when the pot they are in is "
                            "decided, side pots first.",
                            "Con pozos laterales, cada jugador muestra solo cuando se decide el "
                            "pozo en el que está, los laterales primero."))
    return Ruling(
        kind="showdown_order",
        decision=decision,
        summary=Text(f"Seat {first_seat} shows first.", f"El asiento {first_seat} muestra "
                                                         "primero."),
        reasons=tuple(reasons),
        rules=tuple(rules),
        numbers={
            "first_to_show": first_seat,
            "order": [s for t in turns for s in t.order],
            "by_pot": [{"pot": t.pot, "seats": list(t.order)} for t in turns],
        },
        profile=house.profile,
    )


@scenario("odd_chip")
def decide_odd_chip(facts: Facts, house: HouseRules) -> Ruling:
    """How a pot is divided among tied winners, and who gets the odd chips."""
    variant, chip = read_game(facts)
    amount = facts.amount("amount", chip=chip, positive=True)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    players = facts.children("players", default=[])
    taken: set[int] = set()
    cards: dict[int, PlayerCards] = {}
    folded: set[int] = set()
    for player in players:
        seat = read_seat(player, taken)
        if player.flag("folded"):
            folded.add(seat)
        cards[seat] = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker,
                                        required=False)

    def winners(name: str, required: bool = True) -> list[int]:
        raw = facts.raw(name) if required else facts.raw(name, None)
        if raw is None:
            return []
        if not isinstance(raw, list) or (required and not raw):
            raise refuse(facts.where(name), "must be a list of seats, such as [3, 7].",
                         "debe ser una lista de asientos, como [3, 7].")
        seats: list[int] = []
        for index, entry in enumerate(raw):
            where = f"{facts.where(name)}[{index}]"
            # A row of seats, as the rulings assistant answers, names the seat too.
            seat = entry.get("seat") if isinstance(entry, Mapping) else entry
            if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
                raise refuse(where, "must be a seat number.", "debe ser un número de asiento.")
            if seat in seats:
                raise refuse(where, f"seat {seat} is listed twice.",
                             f"el asiento {seat} aparece dos veces.")
            if seat in folded:
                raise refuse(where, f"seat {seat} folded and cannot win any part of the pot.",
                             f"el asiento {seat} se retiró y no puede ganar parte del pozo.")
            if not variant.uses_button and seat not in cards:
                raise refuse(where, f"list seat {seat} under players with their cards: in stud "
                             "the odd chip goes by the cards.",
                             f"indique el asiento {seat} en players con sus cartas: en el stud "
                             "la ficha impar se da por las cartas.")
            if seat not in cards:
                cards[seat] = PlayerCards(seat, (), (), f"{facts.where('players')}")
            seats.append(seat)
        return seats

    button = read_button(facts, variant, required=True)
    source: Source = house.odd_chip
    rules: list[str] = []
    reasons: list[Text] = []
    parts: list[Split] = []
    table = Table(variant, chip, button, cards, source)
    if variant.is_high_low:
        high = winners("high_winners")
        low = winners("low_winners", required=False)
        if not low:
            rules.append("RRoP 7.2" if variant is Variant.OMAHA_8 else "RRoP 10")
            reasons.append(Text("No low qualifies: the high hands take the whole pot.",
                                "Ninguna baja califica: las manos altas se llevan todo el "
                                "pozo."))
            parts.append(split(amount, high, "high", table))
        elif set(high) == set(low):
            rules.append("RRoP 3.vii.5.c")
            reasons.append(Text("The same players tie high and low: the pot is split as evenly "
                                "as possible.",
                                "Los mismos jugadores empatan alta y baja: el pozo se reparte lo "
                                "más parejo posible."))
            parts.append(split(amount, high, "high", table))
        else:
            high_half, low_half = halves(amount, chip)
            rules.append("RRoP 3.vii.5.c")
            reasons.append(Text(f"The pot is halved: {high_half} high and {low_half} low; an "
                                "odd chip goes to the high half.",
                                f"El pozo se divide: {high_half} para la alta y {low_half} para "
                                "la baja; la ficha impar va a la mitad alta."))
            parts.append(split(high_half, high, "high", table))
            parts.append(split(low_half, low, "low", table))
    else:
        half: Half = "low" if variant.is_low_only else "high"
        parts.append(split(amount, winners("winners"), half, table))
    for part in parts:
        for rule in odd_chip_rules(variant, part.half):
            if rule not in rules:
                rules.append(rule)
        if part.odd_chips:
            reasons.append(odd_chip_reason(variant, part.half, source))
    if "RRoP 3.vii.1" not in rules:
        rules.insert(0, "RRoP 3.vii.1")
    result = add_up(p.shares for p in parts)
    odd = [s for p in parts for s in p.odd_chips]
    each = "; ".join(f"seat {s}: {a}" for s, a in sorted(result.items()))
    each_es = "; ".join(f"asiento {s}: {a}" for s, a in sorted(result.items()))
    if odd:
        decision = "odd_chip"
        summary = Text(f"The pot of {amount} is divided {each}; odd chip to seat "
                       f"{_seats(odd)}.",
                       f"El pozo de {amount} se reparte {each_es}; ficha impar para el asiento "
                       f"{_seats(odd)}.")
        reasons.insert(0, Text(f"Chips that cannot be divided evenly in units of {chip} are odd "
                               "chips; no player gets more than one.",
                               f"Las fichas que no se dividen por igual en unidades de {chip} son "
                               "fichas impares; nadie recibe más de una."))
    else:
        decision = "even_split"
        summary = Text(f"The pot of {amount} divides evenly: {each}.",
                       f"El pozo de {amount} se reparte por igual: {each_es}.")
    numbers: dict[str, Any] = {"shares": result, "odd_chips": odd}
    if len(parts) == 2:
        numbers["high_half"] = parts[0].amount
        numbers["low_half"] = parts[1].amount
    return Ruling(kind="odd_chip", decision=decision, summary=summary, reasons=tuple(reasons),
                  rules=tuple(rules), numbers=numbers, profile=house.profile)


# --- miscalled hands --------------------------------------------------------------------


LOWBALL = (Variant.LOWBALL_A5, Variant.LOWBALL_27)


def parse_call(text: str, field: str, variant: Variant) -> int | None:
    """The top card of a spoken low ("8", "8-6", "7-5-4"), aces as 1 in ace-to-five;
    None for "pair" (the player announced a pair)."""
    words = text.strip().lower().replace(",", " ").replace("-", " ").split()
    if words and words[0] in ("pair", "par", "pareja"):
        return None
    ranks = []
    for word in words:
        token = "T" if word == "10" else word.upper()
        if len(token) != 1 or token not in RANKS:
            raise refuse(field, f"'{text}' is not a call; write the ranks spoken, such as "
                         "'8-6', or 'pair'.",
                         f"'{text}' no es un canto; escriba los valores dichos, como '8-6', o "
                         "'pair'.")
        rank = RANKS.index(token) + 2
        ranks.append(1 if rank == 14 and variant is not Variant.LOWBALL_27 else rank)
    if not ranks:
        raise refuse(field, "is empty; write the ranks spoken, such as '8-6'.",
                     "está vacío; escriba los valores dichos, como '8-6'.")
    return ranks[0]


def overcalls(variant: Variant, value: HandValue, called_top: int | None) -> bool:
    """Whether a call claims a better low than the hand holds. Only the first card and a
    pair count: a wrong second card costs nothing (RRoP 11.15)."""
    if called_top is None:
        return False
    if value.category is not Category.NO_PAIR:
        return True
    return value.spoken_ranks()[0] > called_top


@scenario("miscalled_hand")
def decide_miscalled_hand(facts: Facts, house: HouseRules) -> Ruling:
    """Cards speak; in lowball a call better than the hand, or a pair shown unannounced,
    kills the hand when it made another player throw theirs away (RRoP 11.15-16)."""
    variant, _ = read_game(facts)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    board = read_board(facts, variant, seen)
    players = facts.children("players", at_least=2)
    taken: set[int] = set()
    hands: dict[int, GameHand] = {}
    discarded: list[int] = []
    for player in players:
        seat = read_seat(player, taken)
        own = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker)
        status = hand_status(variant, own.cards, board)
        if status.hand is None:
            raise refuse(own.field, "give the player's complete hand.",
                         "indique la mano completa del jugador.")
        hands[seat] = status.hand
        if player.flag("discarded"):
            discarded.append(seat)
    caller = facts.seat("caller", taken)
    if caller in discarded:
        raise refuse(facts.where("caller"), "the player who called the hand still holds it.",
                     "quien cantó la mano todavía la tiene.")
    call = facts.raw("call", "")
    if not isinstance(call, str):
        raise refuse(facts.where("call"), "must be the words spoken, such as '8-6' or 'pair'.",
                     "deben ser las palabras dichas, como '8-6' o 'pair'.")
    lowball = variant in LOWBALL
    value = hands[caller].main
    game = GAME_NAMES[variant]
    rules = ["RRoP 3.vi.2", "RRoP G.cards-speak"]
    reasons: list[Text] = [Text(f"Seat {caller} holds {value.description.en}.",
                                f"El asiento {caller} tiene {value.description.es}.")]
    pair_unannounced = False
    miscalled = False
    if call.strip():
        top = parse_call(call, facts.where("call"), variant)
        miscalled = lowball and overcalls(variant, value, top)
    elif lowball and value.category is not Category.NO_PAIR:
        pair_unannounced = True
    intact = [s for s in hands if s not in discarded]
    others = [s for s in intact if s != caller]
    dead_caller = False
    if lowball and miscalled:
        rules += ["RRoP 11.15", "RRoP G.miscall"]
        reasons.append(Text(f"The call '{call}' claims a better hand than seat {caller} holds; "
                            "in lowball a player may not call a hand better than their own.",
                            f"El canto '{call}' anuncia una mano mejor que la del asiento "
                            f"{caller}; en lowball no se puede cantar una mano mejor que la "
                            "propia."))
        if discarded:
            dead_caller = True
            reasons.append(Text("The miscall made another player throw their hand away, so the "
                                "miscalled hand is dead.",
                                "El canto erróneo hizo que otro jugador tirara su mano: la mano "
                                "mal cantada está muerta."))
        elif len(hands) > 2:
            dead_caller = True
            reasons.append(Text("In a pot with more than two players a miscalled hand is dead "
                                "and the best remaining hand wins.",
                                "En un pozo de más de dos jugadores la mano mal cantada está "
                                "muerta y gana la mejor mano restante."))
        else:
            reasons.append(Text("Both hands are still intact, so the best hand wins.",
                                "Las dos manos siguen intactas: gana la mejor."))
    elif pair_unannounced:
        rules.append("RRoP 11.16")
        reasons.append(Text(f"Seat {caller} showed a pair without saying 'pair'.",
                            f"El asiento {caller} mostró una pareja sin anunciar 'par'."))
        if discarded and not others:
            dead_caller = True
            reasons.append(Text("That made the other player throw their hand away: the pair "
                                "loses the pot.",
                                "Eso hizo que el otro jugador tirara su mano: la pareja pierde "
                                "el pozo."))
        else:
            reasons.append(Text("Two or more hands are still intact, so the best hand wins.",
                                "Quedan dos o más manos intactas: gana la mejor."))
    else:
        if lowball and call.strip():
            rules.append("RRoP 11.15")
            reasons.append(Text(f"The call '{call}' does not claim more than the hand holds; a "
                                "wrong later card costs nothing.",
                                f"El canto '{call}' no anuncia más de lo que hay; errar una carta "
                                "posterior no tiene pena."))
        reasons.append(Text("Cards speak: what was said does not change the hands.",
                            "Las cartas hablan: lo dicho no cambia las manos."))
    if dead_caller:
        contenders = others or [s for s in discarded]
        if not others:
            rules.append("RRoP 3.iii.2")
            reasons.append(Text("The hand thrown away because of the call is retrieved and "
                                "plays.",
                                "La mano tirada por el canto se recupera y juega."))
    else:
        contenders = intact
        if discarded and not lowball:
            # Outside lowball a call never kills a hand; the remedy is to bring back a hand
            # thrown away on wrong information, which the facts identify card by card.
            contenders = list(hands)
            rules += ["RRoP 3.iii.2"]
            threw = _threw(discarded)
            reasons.append(Text(f"{threw.en} on what was said; a hand discarded on wrong "
                                "information is retrieved when it can be clearly identified, "
                                "and it plays.",
                                f"{threw.es} por lo que se dijo; una mano tirada por información "
                                "errónea se recupera si se identifica con claridad, y juega."))
            reasons.append(Text("A deliberate miscall to make someone throw away a winning hand "
                                "is unethical and can cost the pot; the floor judges intent.",
                                "Cantar mal a propósito para que otro tire una mano ganadora es "
                                "antiético y puede costar el pozo; el piso juzga la intención."))
        elif discarded:
            rules.append("RRoP 3.iii.2")
            threw = _threw(discarded)
            dead = Text("that hand is dead", "esa mano está muerta") if len(discarded) == 1 \
                else Text("those hands are dead", "esas manos están muertas")
            reasons.append(Text(f"{threw.en} although the call was not wrong: {dead.en}.",
                                f"{threw.es} aunque el canto no era erróneo: {dead.es}."))
    winners = best_of({s: hands[s].main for s in contenders})
    rules.extend(ranking_rules(variant))
    decision = "miscalled_hand_dead" if dead_caller else "cards_speak"
    names = _seats(winners)
    if dead_caller:
        summary = Text(f"Seat {caller}'s hand is dead; seat {names} wins the pot.",
                       f"La mano del asiento {caller} está muerta; el asiento {names} gana el "
                       "pozo.")
    else:
        summary = Text(f"Cards speak in {game.en}: seat {names} wins with the best hand.",
                       f"Las cartas hablan en {game.es}: gana el asiento {names} con la mejor "
                       "mano.")
    return Ruling(
        kind="miscalled_hand",
        decision=decision,
        summary=summary,
        reasons=tuple(reasons),
        rules=tuple(dict.fromkeys(rules)),
        numbers={
            "winners": winners,
            "dead": [caller] if dead_caller else [],
            "miscall": miscalled or pair_unannounced,
            "caller_hand": value.to_json(),
        },
        profile=house.profile,
    )
