"""One betting round, replayed from its structure and its ordered actions.

Every betting rule of the engine (bet reading, minimum and maximum amounts, reopening,
corrections, out-of-turn action) asks the same questions of the round in progress: how
much does this player need to call, what was the last full bet or raise, is the betting
still open to this player, who is all-in, who acts next. ``replay`` answers them once,
from the structure, the players' stacks and the actions in order, into a frozen
``RoundState``; the other modules are small functions over that state.

The replay is written here rather than taken from pokerkit's state machine because the
floor rules differ from it exactly where disputes happen: limit's half-bet reopening
(RRoP 3.v.7, TDA 47-B), a limper facing a short all-in in an unraised round (TDA 47,
example 3), the short big blind (RRoP 14.2, TDA 54-B) and a pot-limit room's blind
counting (RRoP 14.i.5). Irregular actions (a raise under the minimum, a pot-limit bet
over the pot, a raise past the cap, a check-raise where the game forbids it,
``check_raise``) are recorded, not refused: they are what a floor person is called to
rule on.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from enum import StrEnum

from floorman.rules.check_raise import CheckRaise, check_raise_rule
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting, Structure, Variant
from floorman.rules.policy import HouseRules
from floorman.text import amount_text as money

ZERO = Decimal(0)

STREETS: dict[str, tuple[str, ...]] = {
    "button": ("preflop", "flop", "turn", "river"),
    "stud": ("third", "fourth", "fifth", "sixth", "seventh"),
    "draw": ("before_draw", "after_draw"),
}


def streets_of(variant: Variant) -> tuple[str, ...]:
    """The betting rounds of ``variant``, by name, in order."""
    if variant.is_stud:
        return STREETS["stud"]
    if variant.betting_rounds == 2:
        return STREETS["draw"]
    return STREETS["button"]


STREET_WORDS: dict[str, tuple[str, str]] = {
    "preflop": ("before the flop", "antes del flop"),
    "flop": ("on the flop", "en el flop"),
    "turn": ("on the turn", "en el turn"),
    "river": ("on the river", "en el river"),
    "third": ("on third street", "en tercera calle"),
    "fourth": ("on fourth street", "en cuarta calle"),
    "fifth": ("on fifth street", "en quinta calle"),
    "sixth": ("on sixth street", "en sexta calle"),
    "seventh": ("on seventh street", "en séptima calle"),
    "before_draw": ("before the draw", "antes del descarte"),
    "after_draw": ("after the draw", "después del descarte"),
}


class Move(StrEnum):
    """What a player did, as the dealer records it."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"
    COMPLETE = "complete"

    @property
    def puts_chips_in(self) -> bool:
        return self not in (Move.FOLD, Move.CHECK)


class Irregularity(StrEnum):
    """Recorded actions that break a betting rule (and what the correction rules act on)."""

    UNDER_MINIMUM = "under_minimum"  # a bet or raise below the legal minimum, not all-in
    OVER_POT = "over_pot"  # a pot-limit bet or raise above the pot
    OVER_LIMIT = "over_limit"  # a limit bet or raise above the fixed size
    WRONG_SIZE = "wrong_size"  # a limit amount between the legal sizes
    OVER_CAP = "over_cap"  # a limit raise after the raises were capped
    NOT_REOPENED = "not_reopened"  # a raise by a player the betting was closed to
    CHECK_RAISE = "check_raise"  # a raise by a player who checked, where the game forbids it


class Openness(StrEnum):
    """Whether a player may still bet or raise in this round, and why."""

    NOT_ACTED = "not_acted"  # has not acted yet (a posted blind is not an action)
    REOPENED = "reopened"  # acted, and now faces at least a full bet or raise
    CLOSED = "closed"  # acted, and faces less than a full bet or raise
    CAPPED = "capped"  # limit: the raises are capped for this round
    NO_CHECK_RAISE = "no_check_raise"  # checked earlier, and the game forbids check-raise
    NO_OPPONENT = "no_opponent"  # every other live player is all-in
    CANNOT_AFFORD = "cannot_afford"  # has no chips beyond the call
    FOLDED = "folded"
    ALL_IN = "all_in"

    @property
    def may_raise(self) -> bool:
        return self in (Openness.NOT_ACTED, Openness.REOPENED)


@dataclass(frozen=True)
class Player:
    """A player in the round, in the order of action.

    Attributes:
        seat: the seat number.
        stack: chips behind at the start of the round, after any blind or bring-in.
        posted: a live blind or bring-in posted this round (it counts toward a call).
        blind: ``small`` or ``big`` when the player posted that blind (needed when a
            blind was posted short, all-in).
    """

    seat: int
    stack: Decimal
    posted: Decimal = ZERO
    blind: str | None = None


@dataclass(frozen=True)
class Action:
    """One recorded action; ``to`` is the player's total for the round after it."""

    seat: int
    move: Move
    to: Decimal | None = None


@dataclass(frozen=True)
class Round:
    """The facts of a betting round: stakes, street, players, pot and actions so far.

    Attributes:
        structure: the game and stakes.
        street: the betting round by name (``preflop``, ``flop``, ``third``...).
        players: everyone still in the hand, in the order they act this round.
        actions: what they did, in order.
        pot: chips already in the middle before this round's bets (earlier rounds,
            antes, dead blinds); ``None`` when not given.
        open_pair: stud, fourth street: an open pair lets anyone bet the big bet.
        min_bet: the smallest opening bet in no limit and pot limit (the big blind).
        path: the JSON path of these facts, for error messages.
        small_blind_posted: whether anyone posted the small blind this hand (not under a
            dead small blind); before the flop the TDA counts a pot-limit pot with it
            anyway (TDA 54-B).
    """

    structure: Structure
    street: str
    players: tuple[Player, ...]
    actions: tuple[Action, ...] = ()
    pot: Decimal | None = None
    open_pair: bool = False
    min_bet: Decimal | None = None
    path: str = "facts"
    small_blind_posted: bool = True

    @property
    def first_round(self) -> bool:
        return self.street == streets_of(self.structure.variant)[0]

    @property
    def limit(self) -> bool:
        return self.structure.betting is Betting.LIMIT

    @property
    def pot_limit(self) -> bool:
        return self.structure.betting is Betting.POT_LIMIT

    @property
    def unit(self) -> Decimal:
        """Limit: the fixed bet of this street; otherwise the minimum bet."""
        if not self.limit:
            return self.opening_minimum
        names = streets_of(self.structure.variant)
        late = names.index(self.street) >= (1 if len(names) == 2 else 2)
        return self.structure.big_bet if late else self.structure.small_bet

    @property
    def opening_minimum(self) -> Decimal:
        """No limit and pot limit: the smallest full bet (RRoP 14.2)."""
        if self.min_bet is not None:
            return self.min_bet
        return self.structure.big_blind

    def seats(self) -> list[int]:
        return [p.seat for p in self.players]

    def player(self, seat: int) -> Player:
        return next(p for p in self.players if p.seat == seat)

    def with_actions(self, actions: Iterable[Action]) -> Round:
        """The same round with more actions recorded."""
        return dataclasses.replace(self, actions=self.actions + tuple(actions))

    def before(self, index: int) -> Round:
        """The same round as it stood before action ``index``."""
        return dataclasses.replace(self, actions=self.actions[:index])


@dataclass(frozen=True)
class Step:
    """A recorded action as the replay understood it."""

    index: int
    seat: int
    move: Move
    to: Decimal  # the player's round total after the action
    faced: Decimal  # the amount to call the player faced
    increment: Decimal  # how much it raised the current bet (zero for calls)
    full: bool  # a full bet or raise (or treated as one)
    all_in: bool
    irregular: Irregularity | None = None
    legal_to: Decimal | None = None  # the nearest legal total when irregular


@dataclass(frozen=True)
class RoundState:
    """The round after its recorded actions.

    Attributes:
        round: the facts replayed.
        contributed: each seat's chips put in this round (blinds included).
        behind: each seat's chips not yet put in.
        folded, all_in: seats out of the betting.
        acted_at: for each seat that has acted voluntarily, the bet it last acted on.
        current_bet: the total a player must have in to call.
        full_level: the total of the last full bet or raise (a short all-in above it
            does not move it).
        min_raise: no limit and pot limit: the size of the largest full bet or raise
            of the round, the minimum raise (TDA 43); limit: the street's bet.
        raises: limit: full raises after the round's first full bet (for the cap).
        capped: limit: the raises reached the cap while three or more players were in.
        big_raise_made: stud, open pair on fourth street: someone bet or raised the
            big bet, so every later raise is a big bet (RRoP 8.7).
        opening: the first chip bet of the round and who made it (the big blind or
            bring-in on the first round), or None.
        steps: each recorded action as understood.
        next_to_act: the seat due to act, or None when the round is complete.
    """

    round: Round
    contributed: Mapping[int, Decimal]
    behind: Mapping[int, Decimal]
    folded: frozenset[int]
    all_in: frozenset[int]
    acted_at: Mapping[int, Decimal]
    current_bet: Decimal
    full_level: Decimal
    min_raise: Decimal
    raises: int
    capped: bool
    big_raise_made: bool
    opening: Decimal | None
    opener: int | None
    steps: tuple[Step, ...]
    next_to_act: int | None

    @property
    def structure(self) -> Structure:
        return self.round.structure

    @property
    def bet_made(self) -> bool:
        """A full bet stands in this round (the big blind counts; a bring-in does not)."""
        return self.full_level > 0

    def live(self) -> list[int]:
        """Seats still in the hand, in action order."""
        return [s for s in self.round.seats() if s not in self.folded]

    def active(self) -> list[int]:
        """Seats still able to bet: neither folded nor all-in."""
        return [s for s in self.live() if s not in self.all_in]

    def to_call(self, seat: int) -> Decimal:
        """What ``seat`` must add to call (never negative; all-in caps it)."""
        owed = max(ZERO, self.current_bet - self.contributed[seat])
        return min(owed, self.behind[seat])

    def facing_bet(self, seat: int) -> bool:
        return self.current_bet > self.contributed[seat]

    def available(self, seat: int) -> Decimal:
        """The largest total ``seat`` can have in this round (all-in)."""
        return self.contributed[seat] + self.behind[seat]

    def unit(self) -> Decimal:
        """Limit: the size of the next raise (the big bet once an open-pair big bet
        was made on fourth street)."""
        if self.big_raise_made:
            return self.structure.big_bet
        return self.round.unit

    def reopen_threshold(self, house: HouseRules) -> Decimal:
        """How much more a player who acted must face for the betting to reopen.

        No limit and pot limit: a full raise (TDA 47-A, RRoP 14.3-4). Limit: half a
        bet when the house follows RRoP 3.v.7 and TDA 47-B, otherwise a full bet.
        """
        if self.round.limit:
            return self.unit() / 2 if house.limit_half_bet_reopens else self.unit()
        return self.min_raise

    def raise_cap(self, house: HouseRules) -> int:
        """Limit: how many raises may follow the bet (RRoP 3.v.4, or Online 11 under
        the house switch ``raise_cap``)."""
        return house.limit_raises(self.structure.variant.betting_rounds)

    def cap_applies(self, house: HouseRules) -> bool:
        """Limit: whether the cap binds now; heads-up raising is unlimited outside
        tournaments unless the cap was already reached (RRoP 3.v.5); the online rule
        caps heads-up too (Online 11)."""
        if self.capped:
            return True
        if house.heads_up_uncapped:
            return len(self.active()) >= 3
        return True

    def checked_earlier(self, seat: int) -> bool:
        """``seat`` checked earlier in this round (a raise now would be a check-raise)."""
        return any(s.seat == seat and s.move is Move.CHECK for s in self.steps)

    def openness(self, seat: int, house: HouseRules) -> Openness:
        """Whether ``seat`` may bet or raise now, and why not when it may not."""
        if seat in self.folded:
            return Openness.FOLDED
        if seat in self.all_in:
            return Openness.ALL_IN
        if self.behind[seat] <= self.current_bet - self.contributed[seat]:
            return Openness.CANNOT_AFFORD
        if not [s for s in self.active() if s != seat]:
            return Openness.NO_OPPONENT
        if (self.round.limit and self.bet_made and self.raises >= self.raise_cap(house)
                and self.cap_applies(house)):
            return Openness.CAPPED
        if seat not in self.acted_at:
            return Openness.NOT_ACTED
        if self.current_bet - self.acted_at[seat] >= self.reopen_threshold(house):
            if self.checked_earlier(seat) and not self.check_raise(house).allowed:
                return Openness.NO_CHECK_RAISE
            return Openness.REOPENED
        return Openness.CLOSED

    def check_raise(self, house: HouseRules) -> CheckRaise:
        """Whether a player who checked in this round may raise (RRoP 3.v.2, 11.i.2,
        11.ii.3, 11.iii.5, 12.2; Online 9 under the house switch ``check_raise``)."""
        rnd = self.round
        return check_raise_rule(rnd.structure.variant, rnd.structure.betting, rnd.street,
                                house)

    def min_raise_to(self) -> Decimal:
        """The smallest legal total for a bet or raise (before an all-in shortfall)."""
        if self.round.limit:
            return self.full_level + self.unit()
        if self.current_bet == 0:
            return self.round.opening_minimum
        return self.current_bet + self.min_raise

    def limit_sizes(self) -> list[Decimal]:
        """Limit: the legal totals for a bet or raise (two on an open-pair fourth street
        until someone uses the big bet, RRoP 8.7)."""
        sizes = [self.full_level + self.unit()]
        if self.round.open_pair and not self.big_raise_made:
            sizes.append(self.full_level + self.structure.big_bet)
        return sorted(set(sizes))

    def counted_pot(self, house: HouseRules) -> Decimal:
        """The pot as pot limit counts it: the middle plus every bet of this round.

        Before the flop a short all-in blind counts as the full blind (TDA 54-B), and a
        house that counts the small blind as a big blind does so until the big blind
        has acted (RRoP 14.i.5). A small blind nobody posted counts in full in a
        tournament (TDA 54-B: full blinds assumed) and not at all in a live game, whose
        pot is the chips in it (RRoP 14.i).
        """
        pot = self.round.pot or ZERO
        total = pot
        first = self.round.first_round and self.structure.variant.uses_button
        big_seat = next((p.seat for p in self.round.players if p.blind == "big"), None)
        big_acted = big_seat is not None and big_seat in self.acted_at
        for player in self.round.players:
            counted = self.contributed[player.seat]
            if first and player.blind == "big":
                counted = max(counted, self.structure.big_blind)
            elif first and player.blind == "small":
                counted = max(counted, self.structure.small_blind)
                if house.pot_limit_small_blind_as_big and not big_acted:
                    counted = max(counted, self.structure.big_blind)
            total += counted
        if first and not self.round.small_blind_posted and house.tournament:
            total += self.structure.small_blind
        return total

    def pot_limit_max_to(self, seat: int, house: HouseRules) -> Decimal:
        """Pot limit: the largest total ``seat`` may bet or raise to: the current bet
        plus the pot after the call (RRoP 14.i intro; rounded up, RRoP 14.i.4)."""
        after_call = self.counted_pot(house) + max(
            ZERO, self.current_bet - self.contributed[seat])
        if house.pot_limit_round_up:
            unit = pot_rounding_unit(self.structure)
            after_call = (after_call / unit).to_integral_value(ROUND_CEILING) * unit
        return self.current_bet + after_call

    def irregular_steps(self) -> list[Step]:
        return [s for s in self.steps if s.irregular is not None]


def pot_rounding_unit(structure: Structure) -> Decimal:
    """The unit a room rounds the pot up to (RRoP 14.i.4): the small blind, or the
    smallest chip when the game has no blinds."""
    return structure.small_blind if structure.small_blind > 0 else structure.chip


class _Replay:
    """The mutable bookkeeping of ``replay``; never leaves this module."""

    def __init__(self, rnd: Round, house: HouseRules) -> None:
        self.rnd = rnd
        self.house = house
        self.contributed = {p.seat: p.posted for p in rnd.players}
        self.behind = {p.seat: p.stack for p in rnd.players}
        self.folded: set[int] = set()
        self.all_in = {p.seat for p in rnd.players if p.stack == 0}
        self.acted_at: dict[int, Decimal] = {}
        self.steps: list[Step] = []
        self.raises = 0
        self.capped = False
        self.big_raise_made = False
        self.last_index: int | None = None
        posted = max((p.posted for p in rnd.players), default=ZERO)
        variant = rnd.structure.variant
        self.opener: int | None = None
        self.opening: Decimal | None = None
        if rnd.first_round and variant.uses_button:
            has_big = any(p.blind == "big" for p in rnd.players)
            self.current_bet = max(posted, rnd.structure.big_blind if has_big else ZERO)
            # A limit big blind smaller than the small bet is not a full bet: the next
            # player completes it rather than raising it.
            full = not rnd.limit or self.current_bet >= rnd.unit
            self.full_level = self.current_bet if full else ZERO
            big = next((p for p in rnd.players if p.blind == "big"), None)
            if self.current_bet > 0:
                self.opening = self.current_bet
                self.opener = big.seat if big else next(
                    p.seat for p in rnd.players if p.posted == posted)
        elif rnd.first_round and variant.is_stud and posted > 0:
            self.current_bet = posted
            bringer = next(p for p in rnd.players if p.posted == posted)
            # The bring-in is the stud opener's action: if everyone calls it, the
            # round is over (RRoP 8.3: the bring-in may instead open for a full bet).
            self.acted_at[bringer.seat] = posted
            self.full_level = posted if posted >= rnd.unit else ZERO
            self.opening, self.opener = posted, bringer.seat
        else:
            self.current_bet = ZERO
            self.full_level = ZERO
        self.min_raise = rnd.unit if rnd.limit else rnd.opening_minimum

    def state(self) -> RoundState:
        return RoundState(
            round=self.rnd,
            contributed=dict(self.contributed),
            behind=dict(self.behind),
            folded=frozenset(self.folded),
            all_in=frozenset(self.all_in),
            acted_at=dict(self.acted_at),
            current_bet=self.current_bet,
            full_level=self.full_level,
            min_raise=self.min_raise,
            raises=self.raises,
            capped=self.capped,
            big_raise_made=self.big_raise_made,
            opening=self.opening,
            opener=self.opener,
            steps=tuple(self.steps),
            next_to_act=self.due(),
        )

    def due(self) -> int | None:
        """The next seat to act, or None when the betting of the round is over."""
        seats = self.rnd.seats()
        live = [s for s in seats if s not in self.folded]
        if len(live) <= 1:
            return None
        start = 0 if self.last_index is None else self.last_index + 1
        for offset in range(len(seats)):
            seat = seats[(start + offset) % len(seats)]
            if seat in self.folded or seat in self.all_in:
                continue
            owes = self.contributed[seat] < self.current_bet
            if seat not in self.acted_at or owes:
                others_can_act = any(s not in self.all_in for s in live if s != seat)
                if not owes and not others_can_act:
                    continue
                return seat
        return None

    def apply(self, index: int, action: Action) -> None:
        where = f"{self.rnd.path}.actions[{index}]"
        seat = action.seat
        if seat in self.folded:
            raise refuse(f"{where}.seat",
                         f"seat {seat} folded earlier in this round and cannot act again.",
                         f"el asiento {seat} ya se retiró en esta ronda y no puede volver a "
                         "actuar.")
        if seat in self.all_in:
            raise refuse(f"{where}.seat",
                         f"seat {seat} is all-in and has no more decisions this round.",
                         f"el asiento {seat} está all-in y no tiene más decisiones en esta ronda.")
        due = self.due()
        if due is None:
            raise refuse(f"{where}.seat",
                         "the betting of this round was already complete.",
                         "las apuestas de esta ronda ya estaban completas.")
        if seat != due:
            raise refuse(f"{where}.seat",
                         f"it was seat {due}'s turn, not seat {seat}'s. Record only actions in "
                         "turn; action out of turn has its own scenario kind (out_of_turn).",
                         f"era el turno del asiento {due}, no del {seat}. Anote solo acciones "
                         "en turno; la acción fuera de turno tiene su propio tipo (out_of_turn).")
        faced = max(ZERO, self.current_bet - self.contributed[seat])
        move = action.move
        if move is Move.CALL and faced == 0:
            move = Move.CHECK
        if move is Move.CHECK and faced > 0:
            raise refuse(f"{where}.action",
                         f"seat {seat} faced {money(faced)} to call and could not check; "
                         "record a call or a fold.",
                         f"el asiento {seat} debía {money(faced)} para igualar y no podía pasar; "
                         "anote call o fold.")
        if move is Move.FOLD:
            self.folded.add(seat)
            self._record(index, seat, move, self.contributed[seat], faced)
        elif move is Move.CHECK:
            self._record(index, seat, move, self.contributed[seat], faced)
        elif move is Move.CALL:
            self._pay(seat, self.contributed[seat] + min(faced, self.behind[seat]))
            self._record(index, seat, move, self.contributed[seat], faced)
        else:
            self._aggress(index, where, seat, move, action.to, faced)
        self.acted_at[seat] = self.current_bet
        self.last_index = self.rnd.seats().index(seat)

    def _pay(self, seat: int, to: Decimal) -> None:
        self.behind[seat] -= to - self.contributed[seat]
        self.contributed[seat] = to
        if self.behind[seat] == 0:
            self.all_in.add(seat)

    def _record(self, index: int, seat: int, move: Move, to: Decimal, faced: Decimal,
                increment: Decimal = ZERO, full: bool = False,
                irregular: Irregularity | None = None, legal_to: Decimal | None = None) -> None:
        self.steps.append(Step(index, seat, move, to, faced, increment, full,
                               seat in self.all_in, irregular, legal_to))

    def _aggress(self, index: int, where: str, seat: int, move: Move, to: Decimal | None,
                 faced: Decimal) -> None:
        available = self.contributed[seat] + self.behind[seat]
        if move is Move.ALL_IN:
            if to is not None and to != available:
                raise refuse(f"{where}.to",
                             f"an all-in of seat {seat} is {money(available)} in total, "
                             f"not {money(to)}.",
                             f"el all-in del asiento {seat} suma {money(available)}, "
                             f"no {money(to)}.")
            to = available
        elif move is Move.COMPLETE:
            if not self.rnd.limit:
                raise refuse(f"{where}.action",
                             "'complete' exists only in limit games; record a bet or raise "
                             "with its total.",
                             "'completar' solo existe en juegos con límite; anote bet o "
                             "raise con su total.")
            to = min(available, self.full_level + self.rnd.unit)
        elif to is None:
            raise refuse(f"{where}.to",
                         "a bet or raise needs its total for the round ('to').",
                         "una apuesta o subida necesita su total de la ronda ('to').")
        if to > available:
            raise refuse(f"{where}.to",
                         f"seat {seat} has only {money(available)} in this round "
                         f"({money(self.behind[seat])} behind); it cannot bet {money(to)}.",
                         f"el asiento {seat} solo tiene {money(available)} en esta ronda "
                         f"({money(self.behind[seat])} detrás); no puede apostar {money(to)}.")
        if to <= self.contributed[seat]:
            raise refuse(f"{where}.to",
                         f"the total {money(to)} is not more than the "
                         f"{money(self.contributed[seat])} seat {seat} already has in.",
                         f"el total {money(to)} no supera los {money(self.contributed[seat])} "
                         f"que el asiento {seat} ya tiene puestos.")
        all_in = to == available
        if to <= self.current_bet:
            if not all_in:
                raise refuse(f"{where}.to",
                             f"a total of {money(to)} does not raise the current bet of "
                             f"{money(self.current_bet)}; record a call.",
                             f"un total de {money(to)} no supera la apuesta actual de "
                             f"{money(self.current_bet)}; anote un call.")
            self._pay(seat, to)
            self._record(index, seat, Move.CALL, to, faced)
            return
        openness = self.state().openness(seat, self.house)
        increment = to - self.current_bet
        irregular: Irregularity | None = None
        legal_to: Decimal | None = None
        if self.rnd.limit:
            full, irregular, legal_to = self._limit_size(to, all_in)
            if openness is Openness.CAPPED:
                irregular, legal_to = Irregularity.OVER_CAP, self.current_bet
        else:
            full = increment >= self.min_raise
            if not full and not all_in:
                irregular = Irregularity.UNDER_MINIMUM
                legal_to = (self.current_bet + self.min_raise if self.current_bet > 0
                            else self.rnd.opening_minimum)
            if self.rnd.pot_limit and self.rnd.pot is not None:  # None: not needed, not given
                ceiling = self.state().pot_limit_max_to(seat, self.house)
                if to > ceiling:
                    irregular, legal_to = Irregularity.OVER_POT, ceiling
        if irregular is None and openness is Openness.CLOSED:
            irregular, legal_to = Irregularity.NOT_REOPENED, self.current_bet
        if openness is Openness.NO_CHECK_RAISE:
            irregular, legal_to = Irregularity.CHECK_RAISE, self.current_bet
        if full:
            if self.rnd.limit:
                if self.bet_made_before():
                    self.raises += 1
                    if (self.raises >= self.state().raise_cap(self.house)
                            and len(self.state().active()) >= 3):
                        self.capped = True
                if to - self.full_level > self.rnd.unit:
                    self.big_raise_made = True
            else:
                self.min_raise = max(self.min_raise, increment)
            self.full_level = to
        if move in (Move.BET, Move.RAISE):
            move = Move.BET if self.current_bet == 0 else Move.RAISE
        self._pay(seat, to)
        self.current_bet = to
        if self.opening is None:
            self.opening, self.opener = to, seat
        self._record(index, seat, move, to, faced, increment, full, irregular, legal_to)

    def bet_made_before(self) -> bool:
        return self.full_level > 0

    def _limit_size(self, to: Decimal, all_in: bool
                    ) -> tuple[bool, Irregularity | None, Decimal | None]:
        sizes = self.state().limit_sizes()
        if to in sizes:
            return True, None, None
        if all_in and to < sizes[0]:
            # An all-in short of a full limit bet counts as one when it raises the bet by
            # half a bet or more (RRoP 3.v.7, TDA 47-B), if the house follows that rule.
            half = self.state().unit() / 2
            return (self.house.limit_half_bet_reopens and to - self.current_bet >= half,
                    None, None)
        if to < sizes[0]:
            return False, Irregularity.UNDER_MINIMUM, sizes[0]
        if to > sizes[-1]:
            return True, Irregularity.OVER_LIMIT, sizes[-1]
        if all_in:
            return True, None, None
        return True, Irregularity.WRONG_SIZE, sizes[0]


def replay(rnd: Round, house: HouseRules) -> RoundState:
    """The state of ``rnd`` after its recorded actions.

    Raises:
        ScenarioError: an action is impossible (a folded or all-in player acting, a
            player acting out of turn, chips the player does not have, a check facing
            a bet); the field names the action.
    """
    run = _Replay(rnd, house)
    for index, action in enumerate(rnd.actions):
        run.apply(index, action)
    return run.state()


def substantial_action(moves: Sequence[Move]) -> bool:
    """TDA 36 as TDA 52-B and 53-B use it: two actions, at least one putting chips in,
    or any three actions."""
    if len(moves) >= 3:
        return True
    return len(moves) == 2 and any(m.puts_chips_in for m in moves)


# ---------------------------------------------------------------------------------------
# Reading the JSON facts of a round
# ---------------------------------------------------------------------------------------

def read_round(facts: Facts, *, pot_needed: bool = True) -> Round:
    """The round described by ``facts`` (see ``docs/rules-scenarios/betting.md``).

    Args:
        pot_needed: pot limit after the first round needs the pot for its maximum; a
            ruling that reads no maximum (an undercall, a bet under the minimum) may
            leave it unknown, and no bet is then measured against it.
    """
    structure = facts.structure()
    chip = structure.chip
    names = streets_of(structure.variant)
    street = facts.choice("street", names)
    if structure.betting is not Betting.LIMIT and structure.big_blind == 0 and not facts.has(
            "min_bet"):
        raise refuse(facts.where("min_bet"),
                     "this game has no big blind; give the minimum bet.",
                     "este juego no tiene ciega grande; indique la apuesta mínima.")
    min_bet = facts.amount("min_bet", chip=chip, positive=True) if facts.has("min_bet") else None
    players: list[Player] = []
    seen: set[int] = set()
    for entry in facts.children("players", at_least=2):
        seat = entry.integer("seat", low=1)
        if seat in seen:
            raise refuse(entry.where("seat"), f"seat {seat} is listed twice.",
                         f"el asiento {seat} aparece dos veces.")
        seen.add(seat)
        blind = entry.choice("blind", ("small", "big")) if entry.has("blind") else None
        posted = entry.amount("posted", ZERO, chip=chip)
        if blind is None and posted > 0 and structure.variant.uses_button:
            if posted == structure.big_blind:
                blind = "big"
            elif posted == structure.small_blind:
                blind = "small"
        limit = structure.big_blind if structure.variant.uses_button else structure.small_bet
        if posted > limit and limit > 0:
            raise refuse(entry.where("posted"),
                         f"a blind or bring-in cannot be more than {money(limit)}; record a "
                         "larger amount as a bet or raise.",
                         f"una ciega o apuesta forzada no puede superar {money(limit)}; anote "
                         "una cantidad mayor como apuesta o subida.")
        players.append(Player(seat, entry.amount("stack", chip=chip), posted, blind))
    actions = read_actions(facts, "actions", [p.seat for p in players], chip)
    first = street == names[0]
    if facts.has("pot"):
        pot: Decimal | None = facts.amount("pot", chip=chip)
    elif structure.betting is Betting.POT_LIMIT and not first and pot_needed:
        raise refuse(facts.where("pot"),
                     "pot limit needs the pot: give the chips in the middle before this "
                     "round's bets.",
                     "el límite de pozo necesita el pozo: indique las fichas del centro antes "
                     "de las apuestas de esta ronda.")
    else:
        pot = structure.ante * len(players) if first else None
    small_blind_posted = facts.flag("small_blind_posted", True)
    if not small_blind_posted:
        if street != names[0] or not structure.variant.uses_button:
            raise refuse(facts.where("small_blind_posted"),
                         "only the first betting round of a button game has blinds.",
                         "solo la primera ronda de apuestas de un juego con botón tiene "
                         "ciegas.")
        small = next((i for i, p in enumerate(players) if p.blind == "small"), None)
        if small is not None:
            raise refuse(f"{facts.where('players')}[{small}].blind",
                         f"seat {players[small].seat} is recorded as posting the small blind, "
                         "but small_blind_posted says no one did.",
                         f"el asiento {players[small].seat} figura con la ciega pequeña, pero "
                         "small_blind_posted dice que nadie la puso.")
    open_pair = facts.flag("open_pair")
    if open_pair and not (structure.variant.is_stud and street == "fourth"):
        raise refuse(facts.where("open_pair"),
                     "an open pair only matters on fourth street in stud games.",
                     "el par abierto solo cuenta en cuarta calle en los juegos de stud.")
    return Round(structure, street, tuple(players), actions, pot, open_pair, min_bet, facts.path,
                 small_blind_posted)


def read_actions(facts: Facts, name: str, seats: Sequence[int], chip: Decimal
                 ) -> tuple[Action, ...]:
    """A further list of actions (for example what happened after an irregularity)."""
    actions: list[Action] = []
    for entry in facts.children(name, []):
        seat = entry.seat("seat", seats)
        move = Move(entry.choice("action", [m.value for m in Move]))
        to = entry.amount("to", chip=chip, positive=True) if entry.has("to") else None
        actions.append(Action(seat, move, to))
    return tuple(actions)


def acting_seat(facts: Facts, state: RoundState, name: str = "seat") -> int:
    """The seat a ruling is about: the named fact, or the player due to act."""
    if facts.has(name):
        seat = facts.seat(name, state.round.seats())
    elif state.next_to_act is not None:
        seat = state.next_to_act
    else:
        raise refuse(facts.where(name),
                     "the betting of this round is complete; say which seat the question is "
                     "about.",
                     "las apuestas de esta ronda están completas; indique de qué asiento se "
                     "trata.")
    if seat in state.folded:
        raise refuse(facts.where(name), f"seat {seat} has folded and cannot act.",
                     f"el asiento {seat} se retiró y no puede actuar.")
    if seat in state.all_in:
        raise refuse(facts.where(name), f"seat {seat} is all-in and has no decision to make.",
                     f"el asiento {seat} está all-in y no tiene decisión que tomar.")
    return seat
