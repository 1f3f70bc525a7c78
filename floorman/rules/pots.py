"""The main pot and the side pots, and how a pot is divided among tied hands.

Pots are built from what each player put in over the whole hand and who folded: every
chip stays in some pot, but a player who folded can win none of them. A pot is divided
into equal shares of the smallest chip; the chips left over (odd chips) go one to a
player in the order the caller gives (``showdown.odd_chip_order`` knows the rules of
RRoP 3.vii.5). The ``side_pots`` scenario kind lays the pots out for the floor.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text


@dataclass(frozen=True)
class Contribution:
    """What one player put into the pot over the whole hand."""

    seat: int
    amount: Decimal
    folded: bool = False


@dataclass(frozen=True)
class Pot:
    """One pot.

    Attributes:
        name: ``main`` or ``side 1``, ``side 2``... (numbered from the main pot up).
        amount: the chips in it.
        eligible: the seats that may win it (they put in the full level and did not fold).
        level: the most any one player has in it, counted from the start of the hand.
    """

    name: str
    amount: Decimal
    eligible: tuple[int, ...]
    level: Decimal

    @property
    def label(self) -> Text:
        if self.name == "main":
            return Text("the main pot", "el pozo principal")
        number = self.name.split()[-1]
        return Text(f"side pot {number}", f"el pozo lateral {number}")

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "amount": self.amount, "eligible": list(self.eligible)}


@dataclass(frozen=True)
class PotLayout:
    """The pots of a hand, main pot first, and the chips no one else matched.

    ``returned`` is the part of the largest bet no other player covered: it was never
    at stake and goes back to the player who put it in.
    """

    pots: tuple[Pot, ...]
    returned: Mapping[int, Decimal]

    @property
    def total(self) -> Decimal:
        return sum((p.amount for p in self.pots), Decimal(0)) + sum(
            self.returned.values(), Decimal(0)
        )

    @property
    def award_order(self) -> tuple[Pot, ...]:
        """The order the pots are decided: side pots first, starting from the one of the
        players who began the hand with the most chips, the main pot last (RRoP 3.vi.7)."""
        return tuple(reversed(self.pots))


def build_pots(contributions: Sequence[Contribution], dead_money: Decimal = Decimal(0)
               ) -> PotLayout:
    """The main and side pots from each player's total contribution.

    ``dead_money`` (chips in the pot that are nobody's bet, such as a dead small
    blind) goes to the main pot. A folded player's chips stay in the pots up to the
    level they reached; a player with no live opponent left in a pot wins it unseen.

    Raises:
        ScenarioError: no player is left in the hand, an amount is negative.
    """
    live = [c for c in contributions if not c.folded]
    if not live:
        raise refuse("players", "every player folded; at least one must still be in the hand.",
                     "todos los jugadores se retiraron; al menos uno debe seguir en la mano.")
    for index, c in enumerate(contributions):
        if c.amount < 0:
            raise refuse(f"players[{index}].contributed", "cannot be negative.",
                         "no puede ser negativo.")
    returned: dict[int, Decimal] = {}
    amounts = {c.seat: c.amount for c in contributions}
    ordered = sorted(contributions, key=lambda c: c.amount, reverse=True)
    if len(ordered) > 1 and not ordered[0].folded and ordered[0].amount > ordered[1].amount:
        top = ordered[0]
        returned[top.seat] = top.amount - ordered[1].amount
        amounts[top.seat] = ordered[1].amount
    elif len(ordered) == 1 and ordered[0].amount > 0 and dead_money == 0:
        # A lone player's own chips are no pot: they simply come back.
        returned[ordered[0].seat] = ordered[0].amount
        amounts[ordered[0].seat] = Decimal(0)
    folded = {c.seat for c in contributions if c.folded}
    levels = sorted({amounts[c.seat] for c in live})
    pots: list[Pot] = []
    previous = Decimal(0)
    for index, level in enumerate(levels):
        last = index == len(levels) - 1
        amount = sum(
            (
                (a if last and seat in folded else min(a, level)) - min(a, previous)
                for seat, a in amounts.items()
            ),
            Decimal(0),
        )
        if index == 0:
            amount += dead_money
        eligible = tuple(sorted(s for s, a in amounts.items() if s not in folded and a >= level))
        if amount > 0 or index == 0:
            name = "main" if not pots else f"side {len(pots)}"
            pots.append(Pot(name, amount, eligible, level))
        previous = level
    return PotLayout(tuple(pots), returned)


def shares(amount: Decimal, winners: Sequence[int], chip: Decimal) -> tuple[dict[int, Decimal],
                                                                          list[int]]:
    """Divide ``amount`` among ``winners`` listed in odd-chip order.

    Each gets the same whole number of the smallest chip; the chips left over go one
    each to the first winners in the list, so no one gets more than one odd chip
    (RRoP 3.vii.3-4). Returns the shares and who got an odd chip.
    """
    if not winners:
        raise ValueError("a pot needs at least one winner")
    units = (amount / chip).to_integral_value(rounding=ROUND_FLOOR)
    each, extra = divmod(int(units), len(winners))
    result = {seat: chip * each for seat in winners}
    odd = list(winners[:extra])
    for seat in odd:
        result[seat] += chip
    # Anything below the smallest chip cannot be paid out; it only arises from bad facts.
    leftover = amount - chip * units
    if leftover:
        result[winners[0]] += leftover
    return result, odd


def halves(amount: Decimal, chip: Decimal) -> tuple[Decimal, Decimal]:
    """(high half, low half) of a high-low pot; an odd chip goes to the high half
    (RRoP 3.vii.5.c, 10.8)."""
    low = (amount / 2 / chip).to_integral_value(rounding=ROUND_FLOOR) * chip
    return amount - low, low


def add_up(parts: Iterable[Mapping[int, Decimal]]) -> dict[int, Decimal]:
    total: dict[int, Decimal] = {}
    for part in parts:
        for seat, amount in part.items():
            total[seat] = total.get(seat, Decimal(0)) + amount
    return total


def read_contributions(facts: Facts, chip: Decimal | None = None) -> list[Contribution]:
    """``players``: each ``{"seat", "contributed", "folded"}``."""
    result = []
    taken: set[int] = set()
    for player in facts.children("players", at_least=1):
        seat = player.integer("seat", low=1)
        if seat in taken:
            raise refuse(player.where("seat"), f"seat {seat} is listed twice.",
                         f"el asiento {seat} aparece dos veces.")
        taken.add(seat)
        result.append(Contribution(seat, player.amount("contributed", chip=chip),
                                   player.flag("folded")))
    if all(c.folded for c in result):
        raise refuse(facts.where("players"),
                     "every player folded; at least one must still be in the hand.",
                     "todos los jugadores se retiraron; al menos uno debe seguir en la mano.")
    return result


def layout_reasons(layout: PotLayout, contributions: Sequence[Contribution]) -> list[Text]:
    """Why the pots are what they are, one short step each."""
    reasons = []
    folded = [c.seat for c in contributions if c.folded]
    if folded:
        seats = ", ".join(str(s) for s in folded)
        if len(folded) > 1:
            who = Text(f"seats {seats}, who folded,", f"de los asientos {seats}, que se retiraron,")
        else:
            who = Text(f"seat {seats}, who folded,", f"del asiento {seats}, que se retiró,")
        reasons.append(Text(f"The chips of {who.en} stay in the pot, but a player who folded "
                            "cannot win any of it.",
                            f"Las fichas {who.es} quedan en el pozo, pero quien se retira no "
                            "puede ganar nada."))
    for pot in layout.pots:
        seats = ", ".join(str(s) for s in pot.eligible)
        if len(pot.eligible) == 1:
            reasons.append(Text(f"{pot.label.en.capitalize()} holds {pot.amount}; only seat "
                                f"{seats} can win it.",
                                f"{pot.label.es.capitalize()} tiene {pot.amount}; solo lo puede "
                                f"ganar el asiento {seats}."))
            continue
        reasons.append(Text(f"{pot.label.en.capitalize()} holds {pot.amount} and can be won by "
                            f"seats {seats} (each put in {pot.level} or more).",
                            f"{pot.label.es.capitalize()} tiene {pot.amount} y lo pueden ganar "
                            f"los asientos {seats} (cada uno puso {pot.level} o más)."))
    for seat, amount in layout.returned.items():
        reasons.append(Text(f"No one matched the last {amount} of seat {seat}: it goes back "
                            "to that player.",
                            f"Nadie igualó los últimos {amount} del asiento {seat}: se le "
                            "devuelven."))
    if len(layout.pots) > 1:
        order = ", ".join(p.label.en for p in layout.award_order)
        order_es = ", ".join(p.label.es for p in layout.award_order)
        reasons.append(Text(f"The pots are decided in this order: {order}.",
                            f"Los pozos se deciden en este orden: {order_es}."))
    return reasons


@scenario("side_pots")
def decide_side_pots(facts: Facts, house: HouseRules) -> Ruling:
    """The main and side pots from what each player put in and who folded."""
    chip = facts.amount("chip", Decimal(1), positive=True)
    contributions = read_contributions(facts, chip)
    dead = facts.amount("dead_money", Decimal(0), chip=chip)
    layout = build_pots(contributions, dead)
    rules = ["RRoP 3.vi.7", "RRoP G.side-pot"]
    if len(layout.pots) == 1:
        decision = "single_pot"
        summary = Text(f"There is one pot of {layout.pots[0].amount}.",
                       f"Hay un solo pozo de {layout.pots[0].amount}.")
    else:
        decision = "side_pots"
        sides = len(layout.pots) - 1
        summary = Text(
            f"There is a main pot of {layout.pots[0].amount} and {sides} side "
            f"pot{'s' if sides > 1 else ''}; side pots are decided first.",
            f"Hay un pozo principal de {layout.pots[0].amount} y {sides} pozo"
            f"{'s' if sides > 1 else ''} lateral{'es' if sides > 1 else ''}; los laterales "
            "se deciden primero.",
        )
    return Ruling(
        kind="side_pots",
        decision=decision,
        summary=summary,
        reasons=tuple(layout_reasons(layout, contributions)),
        rules=tuple(rules),
        numbers={
            "pots": [p.to_json() for p in layout.pots],
            "award_order": [p.name for p in layout.award_order],
            "returned": dict(layout.returned),
            "total": layout.total,
        },
        profile=house.profile,
    )
