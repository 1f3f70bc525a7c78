"""The betting round as the floor tells it: "he faced a bet of 1000", not a seat list.

A betting dispute is nearly always about one player facing the bets in front of him.
The rulings assistant asks for those bets (each bettor's total, in order), which of
the blinds he is before the flop, and whether the chips he pushed were all he had;
this module turns that short account (the ``round`` facts of a walk-through) into the
players and actions of the scenario form (``docs/rules-scenarios.md``), so the engine
rules on it as on any round. Nobody's stack is asked unless an all-in is involved:
the others are deep (``DEEP``), and a raise short of a full one can only have been an
all-in, so that bettor's stack is his total. The seats are numbered in the order of
play; the player in dispute is ``the player`` in what the assistant shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from floorman.rules.betting_round import streets_of
from floorman.rules.errors import ScenarioError
from floorman.rules.facts import Facts
from floorman.rules.game import Betting

DEEP = Decimal(10) ** 9
"""The stack of a player nobody asked about: deeper than any bet at the table."""

ROUND_FACT = "round"


def _amounts(values: Any) -> list[Decimal]:
    return [Decimal(str(value)) for value in values or []]


def round_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """``facts`` with the short ``round`` account replaced by ``players`` and ``actions``
    (and ``seat``, the player in dispute). Facts without a ``round`` come back as given.

    The account (every part optional):
        bets: the totals bet or raised to in this round before him, in order (before
            the flop, the raises after the blinds).
        blind: ``small`` or ``big`` when he is in a blind before the flop.
        all_in: the chips he pushed (``chips`` and ``later_chips``) were all he had.
        players: how many are in the hand (the fewest that fit the bets by default).
    """
    if ROUND_FACT not in facts:
        return dict(facts)
    built = {key: value for key, value in facts.items() if key != ROUND_FACT}
    told = facts[ROUND_FACT] or {}
    try:
        structure = Facts(built).structure()
    except ScenarioError:
        return built  # the engine refuses the structure itself, naming the field
    names = streets_of(structure.variant)
    street = built.get("street", names[0])
    first = street == names[0] and structure.variant.uses_button
    bets = _amounts(told.get("bets"))
    blind = told.get("blind") if first else None
    limit = structure.betting is Betting.LIMIT
    if limit:
        late = street in names and names.index(street) >= (1 if len(names) == 2 else 2)
        unit = structure.big_bet if late else structure.small_bet
    else:
        unit = structure.big_blind if structure.big_blind > 0 else structure.chip

    # Who bets what: each bet or raise short of a full one is an all-in for that total.
    current = structure.big_blind if first else Decimal(0)
    least_raise = unit
    bettors: list[dict[str, Any]] = []
    for total in bets:
        raised = total - current
        full = raised >= least_raise if not limit else raised >= unit
        if first or current > 0:
            move = "raise" if full else "all_in"
        else:
            move = "bet" if full else "all_in"
        bettors.append({"action": move, "to": total,
                        "stack": total if move == "all_in" else DEEP})
        if full and not limit:
            least_raise = max(least_raise, raised)
        current = max(current, total)

    pushed = sum(_amounts(built.get("chips")), Decimal(0)) + sum(
        _amounts(built.get("later_chips")), Decimal(0))
    his_stack = pushed if told.get("all_in") and pushed > 0 else DEEP
    order: list[dict[str, Any]] = [{"stack": b["stack"]} for b in bettors]
    him: dict[str, Any] = {"stack": his_stack}
    if first:
        small: dict[str, Any] = {"stack": DEEP, "posted": structure.small_blind}
        big: dict[str, Any] = {"stack": DEEP, "posted": structure.big_blind}
        if blind == "small":
            small = {**him, "posted": structure.small_blind}
            him = small
        elif blind == "big":
            big = {**him, "posted": structure.big_blind}
            him = big
        else:
            order.append(him)
        order += [small, big]
    else:
        order.append(him)
    wanted = told.get("players")
    while len(order) < max(2, int(wanted) if isinstance(wanted, int) else 0):
        order.append({"stack": DEEP})
    players = [{"seat": seat, **player} for seat, player in enumerate(order, start=1)]
    actions = [{"seat": players[index]["seat"], "action": bet["action"], "to": bet["to"]}
               for index, bet in enumerate(bettors)]
    seat = next(index for index, player in enumerate(order, start=1) if player is him)
    # A player in a blind who faces no raise: the small blind acts first heads-up; the
    # big blind's option comes once the small blind has completed.
    if first and not bets and blind == "big":
        actions.append({"seat": players[-2]["seat"], "action": "call",
                        "to": structure.big_blind})
    built.update(players=players, actions=actions, seat=seat)
    return built


def deepen(facts: Mapping[str, Any]) -> dict[str, Any]:
    """``facts`` with a stack for every player whose stack was left out: what he went
    all-in for, if he did (his largest all-in total less his blind), else ``DEEP``. The
    assistant asks no stack that no all-in or maximum depends on."""
    built = dict(facts)
    players = built.get("players")
    if not isinstance(players, list):
        return built
    all_in: dict[Any, Decimal] = {}
    for name in ("actions", "out_of_turn", "then"):
        for action in built.get(name) or []:
            if isinstance(action, Mapping) and action.get("action") == "all_in" \
                    and action.get("to") is not None:
                seat = action.get("seat")
                all_in[seat] = max(all_in.get(seat, Decimal(0)), Decimal(str(action["to"])))
    filled = []
    for player in players:
        if isinstance(player, Mapping) and player.get("stack") is None:
            posted = Decimal(str(player.get("posted") or 0))
            went = all_in.get(player.get("seat"))
            player = {**player, "stack": went - posted if went is not None else DEEP}
        filled.append(player)
    built["players"] = filled
    return built


def disputed_seat(facts: Mapping[str, Any]) -> int | None:
    """The seat the built round gives the player in dispute (None without a round)."""
    if ROUND_FACT not in facts:
        return None
    seat = round_facts(facts).get("seat")
    return seat if isinstance(seat, int) else None
