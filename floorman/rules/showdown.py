"""The showdown: which hands are dead, who wins each pot, and the odd chips it leaves.

Pots come from ``pots.build_pots`` and are decided side pots first (RRoP 3.vi.7); each is
awarded to the best live hand(s) that may win it, high-low pots halved with the
8-or-better qualifier. Cards speak (RRoP 3.vi.2). Under the tournament profile the TDA's
showdown rules govern (TDA 12-14, 16, 17, 20, 21; ``tabled_hands``), and Robert's Rules
only where the TDA is silent, saying so. Scenario kind: ``showdown``. The floor's other
showdown questions live in their own modules, re-exported here:
``showdown_order`` (who shows first), ``odd_chips`` (dividing ties), ``showdown_hands``
(dead for the card count) and ``miscalled_hands``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from floorman.rules.cards import Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.hands import (
    GameHand,
    PlayerCards,
    best_of,
    card_counts,
    hand_words,
    joker_rules,
    ranking_rules,
    read_board,
    read_game,
    read_joker,
    read_player_cards,
    read_seat,
)
from floorman.rules.miscalled_hands import LOWBALL, decide_miscalled_hand, overcalls, parse_call
from floorman.rules.odd_chips import (
    TDA_EVEN_SPLIT_SILENT,
    TDA_GAME_SILENT,
    TIE_RULES,
    Half,
    Split,
    Table,
    decide_odd_chip,
    odd_chip_order,
    odd_chip_reason,
    odd_chip_rules,
    split,
    tda_fallbacks,
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
)
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.rules.showdown_hands import HandStatus, count_rules, hand_status
from floorman.rules.showdown_order import (
    ShowingTurn,
    Source,
    clockwise_after,
    clockwise_from,
    decide_showdown_order,
    first_to_act,
    first_to_act_rules,
    may_muck,
    read_button,
    seat_list,
    showdown_book,
    showing_board,
    showing_order,
    showing_rules,
)
from floorman.rules.tabled_hands import (
    ALL_IN_FACE_UP,
    TDA_COUNT_SILENT,
    TDA_FLOOR,
    board_claim,
    board_played,
    killed_hand,
    mucked_hand,
    plays_the_board,
)
from floorman.text import Text

__all__ = [
    "LOWBALL",
    "Half",
    "HandStatus",
    "PotAward",
    "Showdown",
    "ShowingTurn",
    "Source",
    "Split",
    "Table",
    "award_pot",
    "clockwise_after",
    "clockwise_from",
    "count_rules",
    "decide_miscalled_hand",
    "decide_odd_chip",
    "decide_showdown",
    "decide_showdown_order",
    "first_to_act",
    "first_to_act_rules",
    "hand_status",
    "may_muck",
    "odd_chip_order",
    "odd_chip_reason",
    "odd_chip_rules",
    "overcalls",
    "parse_call",
    "read_button",
    "read_showdown",
    "seat_list",
    "showing_board",
    "showing_order",
    "split",
]


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
    all_in: frozenset[int] = frozenset()
    retrievable: frozenset[int] = frozenset()
    killed: frozenset[int] = frozenset()
    played_board: frozenset[int] = frozenset()

    @property
    def live(self) -> list[int]:
        return [c.seat for c in self.contributions if not c.folded]


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
    all_in: set[int] = set()
    retrievable: set[int] = set()
    killed: set[int] = set()
    played_board: set[int] = set()
    taken: set[int] = set()
    players: list[Facts] = []
    for player in facts.children("players", at_least=1):
        seat = read_seat(player, taken)
        folded = player.flag("folded")
        contributions.append(Contribution(seat, player.amount("contributed", chip=chip), folded))
        if player.flag("mucked"):
            mucked.add(seat)
        if player.flag("all_in"):
            all_in.add(seat)
        if player.flag("retrievable"):
            if seat not in mucked:
                raise refuse(player.where("retrievable"),
                             "only mucked cards are retrieved; set mucked too.",
                             "solo se recuperan cartas tiradas; indique también mucked.")
            retrievable.add(seat)
        if player.flag("killed"):
            if seat in mucked:
                raise refuse(player.where("killed"),
                             "a hand the dealer killed after it was tabled was not mucked by the "
                             "player; set one of the two.",
                             "una mano que el crupier mató después de mostrarse no la tiró el "
                             "jugador; indique solo una de las dos.")
            killed.add(seat)
        if player.flag("played_board"):
            if variant is not Variant.HOLDEM:
                raise refuse(player.where("played_board"),
                             "only in hold'em can a hand be the board alone; Omaha uses two hole "
                             "cards and stud has no board.",
                             "solo en hold'em una mano puede ser la mesa sola; el Omaha usa dos "
                             "cartas propias y el stud no tiene mesa.")
            played_board.add(seat)
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
            if (not c.folded and (c.seat not in mucked or c.seat in retrievable)
                    and not cards[c.seat].cards):
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
        all_in=frozenset(all_in),
        retrievable=frozenset(retrievable),
        killed=frozenset(killed),
        played_board=frozenset(played_board),
    )


# --- scenario kinds ---------------------------------------------------------------------


@scenario("showdown")
def decide_showdown(facts: Facts, house: HouseRules) -> Ruling:
    """Every pot of a hand awarded: side pots first, dead hands out, ties and odd chips."""
    sd = read_showdown(facts)
    variant = sd.variant
    layout = build_pots(sd.contributions, sd.dead_money)
    reasons = layout_reasons(layout, sd.contributions)
    tda = house.tournament
    # A player is all-in (side pots come only from one) and the betting is over: under the
    # TDA every hand is tabled at once and stays live (TDA 16).
    face_up = tda and len(sd.live) > 1 and (bool(sd.all_in & set(sd.live))
                                            or len(layout.pots) > 1)
    # Cards speak at a showdown; a pot no one contests goes to the one hand not folded.
    if tda:
        rules: list[str] = ["TDA 12" if len(sd.live) > 1 else "TDA 17-B"]
    else:
        rules = ["RRoP 3.vi.2" if len(sd.live) > 1 else "RRoP 3.iii.1.a"]

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
        if seat in sd.mucked and seat in sd.played_board:
            reasons.append(board_claim(seat, tournament=tda))
            cite("TDA 19" if tda else "RRoP 3.vi.1")
        if seat in sd.mucked and tda:
            tabling = mucked_hand(seat, retrievable=seat in sd.retrievable, all_in=face_up)
            reasons.append(tabling.reason)
            cite(*tabling.rules)
            if not tabling.live:
                dead.append(seat)
                continue
        elif seat in sd.mucked:
            dead.append(seat)
            reasons.append(Text(f"Seat {seat} did not show all their cards and cannot win.",
                                f"El asiento {seat} no mostró todas sus cartas y no puede "
                                "ganar."))
            cite("RRoP 3.vi.1")
            continue
        if seat in sd.killed:
            tabling = killed_hand(seat, tournament=tda)
            reasons.append(tabling.reason)
            cite(*tabling.rules)
        status = hand_status(variant, sd.cards[seat].cards, sd.board,
                             ruled_live=seat in sd.ruled_live)
        cite(*status.rules)
        if tda and status.rules:
            reasons.append(TDA_COUNT_SILENT)
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
        if plays_the_board(variant, status.hand, sd.board):
            reasons.append(board_played(seat, tournament=tda))
            cite("TDA 19" if tda else "RRoP 3.vi.1")
        cite(*joker_rules(variant, status.hand.main))
    if len(live) > 1:
        cite(*ranking_rules(variant))
        if tda:
            reasons.append(TDA_GAME_SILENT)
    if face_up:
        cite("TDA 16")
        reasons.append(ALL_IN_FACE_UP)
    elif len(layout.pots) > 1:
        cite("RRoP 3.vi.7")

    source = showdown_book(house.odd_chip, house)
    table = Table(variant, sd.chip, sd.button, sd.cards, source, played=hands)
    awards: list[PotAward] = []
    for pot in layout.award_order:
        award = award_pot(pot, hands if len(live) > 1 else {live[0]: _no_hand()}, table)
        awards.append(award)
        reasons.extend(_award_reasons(award, variant))
        if award.whole_to_high:
            cite("RRoP 7.2" if variant is Variant.OMAHA_8 else "RRoP 10")
        for part in award.parts:
            if len(part.winners) > 1 and source != "tda":
                cite(TIE_RULES[source]["suits"])
            if part.odd_chips:
                cite(*odd_chip_rules(variant, part.half, source))
                reasons.append(odd_chip_reason(variant, part.half, source))
        if len(award.parts) == 2 and award.parts[0].amount > award.parts[1].amount:
            cite(TIE_RULES[source]["unit"], TIE_RULES[source]["halving"])
            reasons.append(Text("The odd chip of the halving goes to the high half.",
                                "La ficha impar de la división va a la mitad alta."))
        if award.identical:
            cite("RRoP 3.vii.5.c", *(("RRoP 10.8",) if variant is Variant.STUD_8 else ()))
            if source == "tda":
                reasons.append(TDA_EVEN_SPLIT_SILENT)
    if len(layout.pots) > 1 and any(p.odd_chips for a in awards for p in a.parts):
        cite(TIE_RULES[source]["each_pot"])
    if source == "tda":
        cite(*tda_fallbacks(variant, [p for a in awards for p in a.parts], reasons))

    turns: list[ShowingTurn] = []
    mucks: list[int] = []
    showing = [s for s in live if s not in dead]
    if len(live) > 1 and showing:
        order_book = showdown_book(house.showdown_order, house)
        turns = showing_order(variant, showing, last_aggressor=sd.last_aggressor,
                              button=sd.button, up={s: sd.cards[s].up for s in showing},
                              layout=layout, source=order_book, first=sd.first,
                              all_in=face_up)
        if not face_up:
            cite(*showing_rules(order_book, bool(sd.last_aggressor), variant))
        if house.showdown_order == "online":
            mucks = may_muck(turns[0].order, hands)
            if mucks:
                reasons.append(Text(
                    f"House rule (online room): seats {seat_list(mucks)} cannot beat a hand "
                    "already shown and may muck without showing.",
                    f"Regla de la casa (sala en línea): los asientos {seat_list(mucks)} no superan "
                    "una mano ya mostrada y pueden tirarla sin mostrar."))

    payouts = add_up(a.shares for a in awards)
    undecided = [a.pot.label for a in awards if not a.decided]
    winners_all = {s for a in awards for s in a.shares}
    if len(live) == 1:
        decision = "uncontested"
    elif undecided:
        decision = "floor_decides"
        cite("TDA 1" if tda else "RRoP 2.i.1")
        if tda:
            reasons.append(TDA_FLOOR)
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
            **({"face_up": face_up} if tda else {}),
        },
        profile=house.profile,
    )


def _no_hand() -> GameHand:
    # An uncontested pot needs no hand; award_pot only looks at who is eligible.
    return GameHand(None, None)


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
        seats = seat_list(sorted(won))
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
