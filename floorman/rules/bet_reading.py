"""What a player's words and chips amount to: call, raise, bet, check or fold, and how much.

The order of the questions follows the rules: a conditional statement first (TDA 59);
then whether the words or the chips govern (TDA 40-A, RRoP 3.v.9, 3.v.13); spoken
words ("call", "raise, eight thousand", "check", "pot", an unclear "bet five": TDA 43-B,
54-C, 55, 57); and silent chips: one oversized chip (TDA 44, RRoP 3.v.15, 14.9,
14.i.6), several chips (TDA 45, RRoP 3.v.14), chips added to a prior bet not yet pulled
in (TDA 46's five situations) and chips brought in several motions (string bets, TDA
56, RRoP 3.v.14, 14.5). Every amount then goes through the 50% standard (TDA 43-A,
RRoP 3.v.14) and the legal minimum and maximum of the round. The scenario kind is
``bet_interpretation``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from floorman.rules.bet_sizes import RaiseRange, raise_range
from floorman.rules.betting_round import (
    ZERO,
    Openness,
    RoundState,
    acting_seat,
    read_round,
    replay,
)
from floorman.rules.corrections import undercall_outcome
from floorman.rules.dealing import tda_silent
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting
from floorman.rules.policy import HouseRules
from floorman.rules.reopening import explain_openness
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as money


class Word(StrEnum):
    """The standard betting words (TDA 40-B)."""

    CALL = "call"
    RAISE = "raise"
    BET = "bet"
    CHECK = "check"
    FOLD = "fold"
    ALL_IN = "all_in"
    POT = "pot"
    COMPLETE = "complete"


class Timing(StrEnum):
    """When the words came, relative to the chips."""

    BEFORE = "before"
    SAME_TIME = "same_time"
    AFTER = "after"


@dataclass(frozen=True)
class Declaration:
    """What the player said.

    Attributes:
        word: the betting word, if any.
        amount: a spoken amount (a total for the round, TDA 43-B).
        amount_unclear: the spoken number could mean several amounts ("bet five").
        timing: before, at the same time as, or after the chips.
        clear: the words were clear and heard (TDA 40-A).
    """

    word: Word | None = None
    amount: Decimal | None = None
    amount_unclear: bool = False
    timing: Timing = Timing.BEFORE
    clear: bool = True


@dataclass(frozen=True)
class Chips:
    """What the player pushed out.

    Attributes:
        first: the chips of the first forward motion.
        later: chips brought out afterwards, in further motions.
        prior: the chips already in front of the player from earlier in the round.
        prior_left: those of ``prior`` the player left in place (the rest were pulled
            back); equal to ``prior`` when untouched.
        swept: the player swept the prior chips and the new ones forward together.
    """

    first: tuple[Decimal, ...] = ()
    later: tuple[Decimal, ...] = ()
    prior: tuple[Decimal, ...] = ()
    prior_left: tuple[Decimal, ...] = ()
    swept: bool = False

    @property
    def pulled(self) -> bool:
        return _sum(self.prior_left) < _sum(self.prior)


@dataclass(frozen=True)
class BetFacts:
    """A player's action to be read."""

    said: Declaration | None = None
    chips: Chips = field(default_factory=Chips)
    conditional: bool = False
    called_before_amount_known: bool = False
    expected_change: bool = False


@dataclass(frozen=True)
class Reading:
    """The ruling on a bet: the action, the player's round total and why."""

    decision: str
    to: Decimal | None
    summary: Text
    notes: Notes
    numbers: dict[str, object] = field(default_factory=dict)


def _sum(values: Iterable[Decimal]) -> Decimal:
    return sum(values, ZERO)


def _fmt_chips(chips: tuple[Decimal, ...]) -> str:
    return " + ".join(money(c) for c in sorted(chips, reverse=True))


class _Context:
    """The figures of the round that every reading step needs (computed once)."""

    def __init__(self, state: RoundState, seat: int, house: HouseRules) -> None:
        self.state = state
        self.seat = seat
        self.house = house
        self.tda = house.tournament
        self.limit = state.round.limit
        self.pot_limit = state.structure.betting is Betting.POT_LIMIT
        self.before = state.contributed[seat]
        self.owed = max(ZERO, state.current_bet - self.before)
        self.facing = self.owed > 0
        self.available = state.available(seat)
        self.openness = state.openness(seat, house)
        self.span: RaiseRange = raise_range(state, seat, house)

    @property
    def call_to(self) -> Decimal:
        return min(self.state.current_bet, self.available)


def _done(ctx: _Context, notes: Notes, decision: str, to: Decimal | None,
          pushed: Decimal | None = None) -> Reading:
    """A finished reading with its summary and figures."""
    seat = ctx.seat
    if decision == "raise" and ctx.state.checked_earlier(seat):
        rule = ctx.state.check_raise(ctx.house)
        notes.add(f"Seat {seat} checked earlier in this round, so this raise is a "
                  "check-raise. " + rule.reason.en,
                  f"El asiento {seat} pasó antes en esta ronda, así que esta subida es "
                  "pasar y subir. " + rule.reason.es, *rule.rules)
    numbers: dict[str, object] = {"seat": seat, "action": decision, "to": to,
                                  "to_call": ctx.owed, "current_bet": ctx.state.current_bet}
    returned: Decimal | None = None
    if to is not None:
        numbers["put_in"] = to - ctx.before
        if pushed is not None and pushed > to:
            returned = pushed - to
            numbers["returned"] = returned
    if ctx.openness.may_raise:
        numbers["min_raise_to"] = ctx.span.min_to
        numbers["max_raise_to"] = ctx.span.max_to
    all_in = to is not None and to == ctx.available and decision in ("call", "bet", "raise")
    if all_in:
        numbers["all_in"] = True
    words = {
        "check": ("checks", "pasa"),
        "fold": ("folds", "se retira"),
        "call_or_fold": ("may call or fold, but not raise", "puede igualar o retirarse, pero "
                         "no subir"),
        "must_call_or_raise": ("must call or raise; he may not fold", "debe igualar o subir; no "
                               "puede retirarse"),
        "floor_discretion": ("has made an unclear action: the floor decides",
                             "hizo una acción poco clara: decide el floor"),
    }
    if decision in words:
        en, es = words[decision]
        summary = Text(f"Seat {seat} {en}.", f"El asiento {seat} {es}.")
    elif to is None:
        summary = Text(f"Seat {seat} is bound to {decision}, at least to "
                       f"{money(ctx.span.min_to)}; the amount is still to be made clear.",
                       f"El asiento {seat} queda obligado a "
                       f"{'apostar' if decision == 'bet' else 'subir'}, al menos a "
                       f"{money(ctx.span.min_to)}; falta aclarar la cantidad.")
    else:
        verb_en = {"call": "calls", "bet": "bets", "raise": "raises to"}
        verb_es = {"call": "iguala", "bet": "apuesta", "raise": "sube a"}
        tail = " (all-in)" if all_in else ""
        summary = Text(f"Seat {seat} {verb_en[decision]} {money(to)}{tail}.",
                       f"El asiento {seat} {verb_es[decision]} {money(to)}{tail}.")
        if returned is not None:
            summary = summary + Text(f"The extra {money(returned)} goes back to him.",
                                     f"Se le devuelven los {money(returned)} de más.")
    return Reading(decision, to, summary, notes, numbers)


# ---------------------------------------------------------------------------------------
# The amount checks every reading ends with
# ---------------------------------------------------------------------------------------

def _aggressive(ctx: _Context, notes: Notes, to: Decimal, *,
                pushed: Decimal | None = None) -> Reading:
    """A bet or raise to ``to``, brought within the legal minimum and maximum."""
    if not ctx.openness.may_raise:
        notes.extend(explain_openness(ctx.state, ctx.seat, ctx.house))
        if ctx.facing:
            notes.add("Since he may not raise, the action counts as a call.",
                      "Como no puede subir, la acción cuenta como igualada.",
                      "TDA 51-A" if ctx.tda else "RRoP 3.v.9")
            return _done(ctx, notes, "call", ctx.call_to, pushed)
        return _done(ctx, notes, "check", ctx.before, pushed)
    span = ctx.span
    if ctx.limit:
        legal = [c for c in span.choices if c <= to] or [span.min_to]
        chosen = legal[-1]
        if chosen != to:
            notes.add(f"In limit the bet or raise is fixed: it is {money(chosen)}, not "
                      f"{money(to)}.",
                      f"En límite la apuesta o subida es fija: es {money(chosen)}, no "
                      f"{money(to)}.", "RRoP 3.v.16")
        to = chosen
    else:
        if to < span.min_to:
            notes.add(f"A {'bet' if ctx.state.current_bet == 0 else 'raise'} of less than the "
                      f"minimum is brought up to the minimum, {money(span.min_to)}.",
                      f"Una {'apuesta' if ctx.state.current_bet == 0 else 'subida'} menor que "
                      f"el mínimo se sube al mínimo, {money(span.min_to)}.",
                      *(("TDA 43-A", "TDA 52-A") if ctx.tda else ("RRoP 14.10",)))
            to = span.min_to
        if to > span.max_to and ctx.pot_limit:
            notes.add(f"More than the pot is not allowed: the amount is cut to the pot, "
                      f"{money(span.max_to)}.",
                      f"No se permite más que el pozo: la cantidad se reduce al pozo, "
                      f"{money(span.max_to)}.", "RRoP 14.i.1")
            to = span.max_to
    to = min(to, ctx.available)
    decision = "bet" if ctx.state.current_bet == 0 else "raise"
    return _done(ctx, notes, decision, to, pushed)


def _fifty_percent(ctx: _Context, notes: Notes, total: Decimal, *, last_chips: bool
                   ) -> Reading:
    """A silent total above the call: the 50% standard (TDA 43-A, RRoP 3.v.14)."""
    state = ctx.state
    if last_chips and total == ctx.available:
        notes.add("These were his last chips: the bet is all-in, whether or not it reaches "
                  "half a raise.",
                  "Eran sus últimas fichas: la apuesta es all-in, llegue o no a media subida.",
                  "TDA 45-B" if ctx.tda else "RRoP 3.v.1")
        return _aggressive(ctx, notes, total, pushed=total)
    if not ctx.openness.may_raise:
        return _aggressive(ctx, notes, total, pushed=total)
    if ctx.limit:
        step = state.unit()
        half = state.current_bet + step / 2
        rule = "TDA 43-A" if ctx.tda else "RRoP 3.v.14"
        if total >= half:
            notes.add(f"{money(total)} is the call plus half a bet or more ({money(half)}), which "
                      "counts as a raise; the raise must be completed.",
                      f"{money(total)} es la igualada más media apuesta o más ({money(half)}), "
                      "lo que cuenta como subida; hay que completarla.", rule)
            return _aggressive(ctx, notes, ctx.span.min_to, pushed=total)
        notes.add(f"{money(total)} is less than the call plus half a bet ({money(half)}): it is "
                  "a call.",
                  f"{money(total)} es menos que la igualada más media apuesta ({money(half)}): "
                  "es una igualada.", rule)
        return _done(ctx, notes, "call", ctx.call_to, total)
    minimum = ctx.span.min_to
    raise_size = state.min_raise
    added = total - state.current_bet
    rule = "TDA 43-A" if ctx.tda else "RRoP 3.v.14"
    if total >= minimum:
        notes.add(f"{money(total)} is at least a full raise (to {money(minimum)}): it is a "
                  f"raise to {money(total)}.",
                  f"{money(total)} llega al menos a una subida completa (a {money(minimum)}): "
                  f"es una subida a {money(total)}.", rule)
        return _aggressive(ctx, notes, total, pushed=total)
    if added * 2 >= raise_size:
        notes.add(f"{money(total)} raises by {money(added)}, at least half the minimum raise "
                  f"({money(raise_size)}): he must make a full raise, to {money(minimum)}.",
                  f"{money(total)} sube {money(added)}, al menos la mitad de la subida mínima "
                  f"({money(raise_size)}): debe hacer una subida completa, a {money(minimum)}.",
                  rule)
        return _aggressive(ctx, notes, minimum, pushed=total)
    notes.add(f"{money(total)} raises by only {money(added)}, less than half the minimum raise "
              f"({money(raise_size)}), and no raise was declared: it is a call.",
              f"{money(total)} sube solo {money(added)}, menos de la mitad de la subida mínima "
              f"({money(raise_size)}), y no se declaró subida: es una igualada.", rule)
    return _done(ctx, notes, "call", ctx.call_to, total)


def _short_of_call(ctx: _Context, notes: Notes, total: Decimal) -> Reading:
    """A total below the call: an all-in for less, or an undercall."""
    if total == ctx.available:
        notes.add(f"{money(total)} is everything he has: an all-in call for less.",
                  f"{money(total)} es todo lo que tiene: un all-in por menos.", "RRoP 3.v.1")
        if ctx.tda:
            tda_silent(notes)
        return _done(ctx, notes, "call", total)
    outcome = undercall_outcome(ctx.state, ctx.seat, max(ZERO, total - ctx.before), ctx.house)
    notes.extend(outcome.notes)
    if outcome.decision == "full_call_required":
        return _done(ctx, notes, "call", ctx.call_to)
    return _done(ctx, notes, "floor_discretion", None)


def _bet_when_not_facing(ctx: _Context, notes: Notes, total: Decimal, *, single: bool
                         ) -> Reading:
    """Silent chips with no bet to call: a bet of their value (within the limits)."""
    if single:
        if ctx.pot_limit and total > ctx.span.max_to:
            notes.add("In pot limit a single chip bigger than the pot, put in silently with no "
                      "bet to face, is a bet of the pot.",
                      "En límite de pozo, una sola ficha mayor que el pozo puesta en silencio "
                      "sin apuesta previa es una apuesta del pozo.", "RRoP 14.i.6")
        else:
            notes.add("With no bet to face, one chip put in silently is a bet of its full value "
                      "(as far as the limits allow).",
                      "Sin apuesta previa, una ficha puesta en silencio es una apuesta por todo "
                      "su valor (hasta donde lo permitan los límites).",
                      "TDA 44" if ctx.tda else "RRoP 14.9")
    else:
        notes.add(f"With no bet to face, the chips put in make a bet of {money(total)}.",
                  f"Sin apuesta previa, las fichas puestas forman una apuesta de {money(total)}.",
                  "TDA 40-C" if ctx.tda else "RRoP 3.v.13")
    return _aggressive(ctx, notes, min(total, ctx.available), pushed=total)


# ---------------------------------------------------------------------------------------
# Silent chips
# ---------------------------------------------------------------------------------------

def _every_chip_needed(new: tuple[Decimal, ...], base: Decimal, call: Decimal) -> bool:
    """TDA 45-A: taking away one of the smallest chips would leave less than the call."""
    return base + _sum(new) - min(new) < call


def _multiple_chips(ctx: _Context, notes: Notes, new: tuple[Decimal, ...], base: Decimal,
                    *, test_every_chip: bool = True) -> Reading:
    """Several chips facing a bet (with ``base`` already in front and kept)."""
    total = base + _sum(new)
    current = ctx.state.current_bet
    last = total == ctx.available
    if total < current:
        return _short_of_call(ctx, notes, total)
    if test_every_chip and ctx.house.multiple_chips_call_when_every_chip_needed:
        if _every_chip_needed(new, base, current):
            notes.add(f"Every chip is needed to call {money(current)}: without one of the "
                      f"smallest ({money(min(new))}) less than the call would remain. It is a "
                      "call.",
                      f"Hace falta cada ficha para igualar {money(current)}: sin una de las "
                      f"más pequeñas ({money(min(new))}) quedaría menos que la igualada. Es "
                      "una igualada.", "TDA 45-A")
            return _done(ctx, notes, "call", ctx.call_to, total)
        notes.add(f"Not every chip is needed to call {money(current)} (one of the smallest, "
                  f"{money(min(new))}, could be taken away), so the amount decides.",
                  f"No hace falta cada ficha para igualar {money(current)} (se podría quitar "
                  f"una de las más pequeñas, {money(min(new))}), así que decide la cantidad.",
                  "TDA 45-B")
    if total == current:
        notes.add("The chips are exactly the call.", "Las fichas son justo la igualada.",
                  "TDA 41" if ctx.tda else "RRoP 3.v.13")
        return _done(ctx, notes, "call", ctx.call_to, total)
    return _fifty_percent(ctx, notes, total, last_chips=last)


def _single_chip_facing(ctx: _Context, notes: Notes, chip: Decimal, base: Decimal) -> Reading:
    total = base + chip
    if total < ctx.state.current_bet:
        return _short_of_call(ctx, notes, total)
    notes.add(f"Facing a bet, one chip of {money(chip)} put in without first declaring a raise "
              "is a call, even if it is his last chip.",
              f"Frente a una apuesta, una sola ficha de {money(chip)} puesta sin declarar antes "
              "una subida es una igualada, aunque sea su última ficha.",
              *(("TDA 44",) if ctx.tda else
                ("RRoP 3.v.15",) + (("RRoP 14.9",) if not ctx.limit else ())))
    return _done(ctx, notes, "call", ctx.call_to, total)


def _with_prior_chips(ctx: _Context, notes: Notes, chips: Chips) -> Reading:
    """TDA 46: new chips added to (or instead of) a prior bet not yet pulled in."""
    new = chips.first
    prior, left = _sum(chips.prior), _sum(chips.prior_left)
    current = ctx.state.current_bet
    pulled_all = left == 0
    if chips.swept:
        total = left + _sum(new)
        notes.add("He swept his earlier chips and the new ones forward together, which may be "
                  f"read as one bet of all of them ({money(total)}).",
                  "Empujó juntas hacia adelante sus fichas anteriores y las nuevas, lo que "
                  f"puede leerse como una sola apuesta con todas ({money(total)}).", "TDA 46-C")
        return _multiple_chips(ctx, notes, (*chips.prior_left, *new), ZERO,
                               test_every_chip=False)
    if not new:
        if chips.pulled:
            notes.add("Facing a raise, he clearly pulled in chips from his earlier bet: that "
                      "commits him to call or raise; he may not take them back and fold.",
                      "Frente a una subida, retiró claramente fichas de su apuesta anterior: "
                      "eso lo compromete a igualar o subir; no puede devolverlas y retirarse.",
                      "TDA 46-B")
            return _done(ctx, notes, "must_call_or_raise", None)
        raise refuse("facts.chips", "no new chips and no words: there is nothing to rule on.",
                     "ni fichas nuevas ni palabras: no hay nada que decidir.")
    if pulled_all:
        notes.add("He pulled back all of his earlier chips, so only the new chips count as his "
                  "bet.",
                  "Retiró todas sus fichas anteriores, así que solo cuentan las fichas nuevas "
                  "como su apuesta.", "TDA 46-C")
        if len(new) == 1:
            return _single_chip_facing(ctx, notes, new[0], ZERO)
        return _multiple_chips(ctx, notes, new, ZERO)
    if left < prior:
        total = left + _sum(new)
        notes.add(f"He pulled back part of his earlier chips; what is left plus the new chips "
                  f"({money(total)}) is read as one bet of several chips.",
                  f"Retiró parte de sus fichas anteriores; lo que quedó más las fichas nuevas "
                  f"({money(total)}) se lee como una apuesta de varias fichas.", "TDA 46-C")
        return _multiple_chips(ctx, notes, new, left, test_every_chip=False)
    if prior >= current:
        notes.add(f"His earlier chips ({money(prior)}) already cover the call, so any chip he "
                  "adds makes a bet of several chips, judged by the total.",
                  f"Sus fichas anteriores ({money(prior)}) ya cubren la igualada, así que "
                  "cualquier ficha que añada forma una apuesta de varias fichas, juzgada por el "
                  "total.", "TDA 46-C")
        return _multiple_chips(ctx, notes, new, prior, test_every_chip=False)
    notes.add(f"His earlier chips ({money(prior)}) stay in place and do not cover the call.",
              f"Sus fichas anteriores ({money(prior)}) siguen en su sitio y no cubren la "
              "igualada.", "TDA 46-C")
    if len(new) == 1:
        return _single_chip_facing(ctx, notes, new[0], prior)
    return _multiple_chips(ctx, notes, new, prior)


def _silent(ctx: _Context, notes: Notes, chips: Chips) -> Reading:
    """Chips put in without words (or with words that came too late)."""
    first = chips.first
    if chips.later:
        rule = (("TDA 56",) if ctx.tda else ("RRoP 3.v.14",))
        notes.add(f"The chips came in more than one motion: a string bet. Only the first motion "
                  f"({_fmt_chips(first)}) counts; the later chips go back.",
                  f"Las fichas llegaron en más de un movimiento: apuesta en cadena. Solo cuenta "
                  f"el primer movimiento ({_fmt_chips(first)}); las demás fichas se devuelven.",
                  *rule)
    if ctx.before > 0 and ctx.facing:
        return _with_prior_chips(ctx, notes, chips)
    if not first:
        raise refuse("facts.chips", "no chips and no words: there is nothing to rule on.",
                      "ni fichas ni palabras: no hay nada que decidir.")
    base = _sum(chips.prior_left)
    if not ctx.facing:
        return _bet_when_not_facing(ctx, notes, base + _sum(first), single=len(first) == 1)
    if len(first) == 1:
        return _single_chip_facing(ctx, notes, first[0], base)
    return _multiple_chips(ctx, notes, first, base)


# ---------------------------------------------------------------------------------------
# Words
# ---------------------------------------------------------------------------------------

def unclear_amount(ctx: _Context, spoken: Decimal) -> tuple[Decimal, Decimal]:
    """TDA 57: a number that may mean several amounts ("five": 5, 50, 500...) is the
    largest reasonable one not above the pot before the bet (bets in front included).

    Returns the amount and the pot it was measured against.
    """
    state = ctx.state
    pot = (state.round.pot or ZERO) + _sum(state.contributed.values())
    legal_low = ctx.span.min_to if ctx.openness.may_raise else ctx.state.current_bet
    candidates: list[Decimal] = []
    value = spoken
    while value <= max(ctx.available, pot) * 10 and len(candidates) < 12:
        if value >= legal_low and value % state.structure.chip == 0:
            candidates.append(value)
        value *= 10
    if not candidates:
        return legal_low, pot
    fitting = [c for c in candidates if c <= pot]
    return (fitting[-1] if fitting else candidates[0]), pot


def _spoken(ctx: _Context, notes: Notes, said: Declaration, chips: Chips) -> Reading:
    """The words govern: read them."""
    word, amount = said.word, said.amount
    tda = ctx.tda
    pushed_new = _sum(chips.first) + (_sum(chips.later) if chips.later else ZERO)
    if amount is not None and said.amount_unclear:
        chosen, pot = unclear_amount(ctx, amount)
        notes.add(f"\"{money(amount)}\" can mean several amounts; the rule takes the largest "
                  f"reasonable one not above the pot ({money(pot)}): {money(chosen)}.",
                  f"\"{money(amount)}\" puede significar varias cantidades; la regla toma la "
                  f"mayor razonable que no supere el pozo ({money(pot)}): {money(chosen)}.",
                  "TDA 57")
        amount = chosen
    if word is None:
        assert amount is not None
        notes.add(f"Saying an amount ({money(amount)}) is the same as silently pushing that "
                  "many chips.",
                  f"Decir una cantidad ({money(amount)}) equivale a empujar esas fichas en "
                  "silencio.", "TDA 40-C" if tda else "RRoP 3.v.9")
        if not ctx.facing:
            return _aggressive(ctx, notes, amount)
        if amount < ctx.state.current_bet:
            return _short_of_call(ctx, notes, amount)
        if amount == ctx.state.current_bet:
            return _done(ctx, notes, "call", ctx.call_to)
        return _fifty_percent(ctx, notes, amount, last_chips=amount == ctx.available)
    if word is Word.FOLD:
        if chips.pulled and ctx.facing:
            notes.add("He pulled in chips from his earlier bet facing a raise, which commits him "
                      "to call or raise: the fold is not accepted.",
                      "Retiró fichas de su apuesta anterior frente a una subida, lo que lo "
                      "compromete a igualar o subir: no se acepta el retiro.", "TDA 46-B")
            return _done(ctx, notes, "must_call_or_raise", None)
        if not ctx.facing:
            notes.add("He folded with no bet to face: the fold is binding (and may be "
                      "penalized).",
                      "Se retiró sin apuesta que enfrentar: el retiro es vinculante (y puede "
                      "sancionarse).", "TDA 58" if tda else "RRoP 3.v.9")
        else:
            notes.add("He declared fold: the words bind him.",
                      "Declaró que se retiraba: sus palabras lo obligan.",
                      "TDA 40-A" if tda else "RRoP 3.v.9")
        return _done(ctx, notes, "fold", ctx.before)
    if word is Word.CHECK:
        if ctx.facing:
            notes.add("Saying \"check\" facing a bet does not allow a raise: he may call or "
                      "fold.",
                      "Decir \"paso\" frente a una apuesta no permite subir: puede igualar o "
                      "retirarse.", "TDA 55")
            return _done(ctx, notes, "call_or_fold", None)
        notes.add("He said \"check\" with no bet to face.", "Dijo \"paso\" sin apuesta previa.",
                  "TDA 40-A" if tda else "RRoP 3.v.9")
        return _done(ctx, notes, "check", ctx.before)
    if word is Word.CALL:
        if not ctx.facing:
            notes.add("Saying \"call\" with no bet to face is a check.",
                      "Decir \"call\" sin apuesta previa es pasar.", "TDA 55")
            return _done(ctx, notes, "check", ctx.before)
        notes.add("\"Call\" commits him to the whole current bet, whatever chips he pushed.",
                  "\"Call\" lo compromete con toda la apuesta vigente, empuje las fichas que "
                  "empuje.", "TDA 51-A" if tda else "RRoP 3.v.9")
        pushed = _sum(chips.prior_left) + pushed_new
        return _done(ctx, notes, "call", ctx.call_to, pushed if pushed > 0 else None)
    if word is Word.ALL_IN:
        notes.add("He declared all-in: all of his chips play, within the limits of the game.",
                  "Declaró all-in: juegan todas sus fichas, dentro de los límites del juego.",
                  "TDA 40-B" if tda else "RRoP 3.v.9")
        if ctx.available <= ctx.state.current_bet or not ctx.openness.may_raise:
            if not ctx.openness.may_raise and ctx.available > ctx.state.current_bet:
                notes.extend(explain_openness(ctx.state, ctx.seat, ctx.house))
            return _done(ctx, notes, "call", ctx.call_to)
        return _aggressive(ctx, notes, min(ctx.available, ctx.span.max_to))
    if word is Word.COMPLETE:
        notes.add("He declared that he completes the bet.", "Declaró que completa la apuesta.",
                  "RRoP 8.6" if ctx.state.structure.variant.is_stud else "RRoP 3.v.7")
        return _aggressive(ctx, notes, ctx.span.min_to)
    # "bet", "raise" or "pot"
    if word is Word.RAISE and ctx.state.current_bet == 0:
        notes.add("Saying \"raise\" with no bet to face obliges at least a minimum bet.",
                  "Decir \"subo\" sin apuesta previa obliga al menos a la apuesta mínima.",
                  "TDA 55")
    if word is Word.POT:
        if ctx.pot_limit:
            notes.add(f"In pot limit, \"pot\" is a bet or raise of the full pot: to "
                      f"{money(ctx.span.max_to)}.",
                      f"En límite de pozo, \"pozo\" es apostar o subir el pozo entero: a "
                      f"{money(ctx.span.max_to)}.", "RRoP 14.i")
            return _aggressive(ctx, notes, ctx.span.max_to)
        if not ctx.limit:
            notes.add("\"Pot\" is not a valid bet in no limit, but it binds him to a valid bet "
                      "or raise: at least the minimum.",
                      "\"Pozo\" no es una apuesta válida en sin límite, pero lo obliga a una "
                      "apuesta o subida válida: al menos la mínima.", "TDA 54-C")
            return _aggressive(ctx, notes, ctx.span.min_to)
        return _aggressive(ctx, notes, ctx.span.min_to)
    if amount is not None:
        to = amount
        if ctx.facing and amount <= ctx.state.current_bet:
            to = ctx.state.current_bet + amount
            notes.add(f"\"{word.value}, {money(amount)}\" cannot be a total below the bet of "
                      f"{money(ctx.state.current_bet)}, so it is read as a raise of "
                      f"{money(amount)}: to {money(to)}.",
                      f"\"{word.value}, {money(amount)}\" no puede ser un total menor que la "
                      f"apuesta de {money(ctx.state.current_bet)}, así que se lee como subir "
                      f"{money(amount)}: a {money(to)}.", "TDA 43-B")
        else:
            notes.add(f"Declaring \"{word.value}\" with an amount, without anything else to "
                      f"clarify it, makes {money(amount)} the total bet.",
                      f"Declarar \"{word.value}\" con una cantidad, sin nada más que lo aclare, "
                      f"hace de {money(amount)} la apuesta total.",
                      "TDA 43-B" if tda else "RRoP 3.v.9")
        if tda and ctx.facing and not ctx.limit:
            notes.add("He stated the full amount before putting chips in, one of the two proper "
                      "ways to raise in no limit and pot limit"
                      + ("; having stated it, he may bring the chips in more than one motion."
                         if chips.later else "."),
                      "Dijo la cantidad total antes de poner fichas, una de las dos formas "
                      "correctas de subir en sin límite y límite de pozo"
                      + ("; una vez dicha, puede poner las fichas en más de un movimiento."
                         if chips.later else "."), "TDA 42")
        return _aggressive(ctx, notes, to)
    if chips.first:
        first = chips.first
        multi = bool(chips.later)
        allowed = multi and ctx.house.multi_motion_raise_after_declaring and not ctx.limit
        base = _sum(chips.prior_left)
        if multi and allowed:
            notes.add("Having said \"raise\" first, he may bring the chips in more than one "
                      "motion in this game.",
                      "Como dijo \"subo\" primero, en este juego puede poner las fichas en más "
                      "de un movimiento.", "RRoP 14.5")
            total = base + _sum(first) + _sum(chips.later)
        else:
            if multi:
                notes.add("He said \"raise\" without an amount and then brought chips in more "
                          "than one motion; only the first motion sets the amount.",
                          "Dijo \"subo\" sin cantidad y luego puso fichas en más de un "
                          "movimiento; solo el primer movimiento fija la cantidad.",
                          *(("TDA 42", "TDA 56") if ctx.tda else
                            ("RRoP 15.24",) if ctx.house.tournament else ("RRoP 3.v.14",)))
            total = base + _sum(first)
        if len(first) == 1 and not multi and ctx.facing:
            notes.add(f"He declared a raise before the single chip of {money(first[0])} landed: "
                      "the raise is the most that chip allows.",
                      f"Declaró la subida antes de que cayera la ficha de {money(first[0])}: la "
                      "subida es lo máximo que permite esa ficha.",
                      "TDA 44" if tda else "RRoP 14.9")
        else:
            notes.add(f"He declared \"{word.value}\" first; the chips ({money(total)} in all) "
                      "set the amount, and a declared raise must be at least a full one.",
                      f"Declaró \"{word.value}\" primero; las fichas ({money(total)} en total) "
                      "fijan la cantidad, y una subida declarada debe ser al menos completa.",
                      "TDA 43-A" if tda else "RRoP 3.v.14")
            if tda and ctx.facing and not ctx.limit and not multi:
                notes.add("The raise came in one motion of chips, one of the two proper ways to "
                          "raise in no limit and pot limit (the other is to state the full "
                          "amount first).",
                          "La subida llegó en un solo movimiento de fichas, una de las dos formas "
                          "correctas de subir en sin límite y límite de pozo (la otra es decir "
                          "antes la cantidad total).", "TDA 42")
        return _aggressive(ctx, notes, total, pushed=total)
    notes.add("He declared a bet or raise without saying how much: he is bound to at least the "
              "minimum, and the others must wait until the amount is clear.",
              "Declaró una apuesta o subida sin decir cuánto: queda obligado al menos al "
              "mínimo, y los demás deben esperar a que la cantidad esté clara.",
              "TDA 50-B" if tda else "RRoP 3.v.9")
    if not ctx.openness.may_raise:
        return _aggressive(ctx, notes, ctx.span.min_to)
    return _done(ctx, notes, "bet" if ctx.state.current_bet == 0 else "raise", None)


def read_bet(state: RoundState, seat: int, bet: BetFacts, house: HouseRules) -> Reading:
    """What ``seat``'s words and chips amount to."""
    ctx = _Context(state, seat, house)
    notes = Notes()
    if bet.conditional:
        notes.add("A conditional statement about future action (\"if you bet, I raise\") is "
                  "not standard; whether it binds, and any penalty, is for the floor to decide.",
                  "Una declaración condicional sobre una acción futura (\"si apuestas, subo\") "
                  "no es estándar; si obliga o no, y cualquier sanción, lo decide el floor.",
                  "TDA 59-A")
        return _done(ctx, notes, "floor_discretion", None)
    if bet.called_before_amount_known:
        notes.add("He called before the amount of the bet was known; the floor rules as best "
                  "fits the situation, and may hold him to call any amount.",
                  "Igualó antes de conocerse la cantidad de la apuesta; el floor decide lo que "
                  "mejor se ajuste, y puede obligarlo a igualar cualquier cantidad.",
                  "TDA 59-B", "TDA 50-B")
        return _done(ctx, notes, "floor_discretion", None)
    said, chips = bet.said, bet.chips
    has_chips = bool(chips.first) or chips.swept or chips.pulled
    if bet.expected_change:
        if house.tournament:
            notes.add("Bets are not a way to get change: every chip put out silently may count "
                      "as the bet, and he is given no change for the chips he meant only to "
                      "break.",
                      "Las apuestas no sirven para conseguir cambio: toda ficha puesta en "
                      "silencio puede contar como apuesta, y no se le da cambio por las fichas "
                      "que solo quería cambiar.", "TDA 61")
        else:
            notes.add("Robert's Rules have no rule on betting to get change: the chips are read "
                      "like any chips put out silently.",
                      "Las Robert's Rules no tienen regla sobre apostar para conseguir cambio: "
                      "las fichas se leen como cualquier ficha puesta en silencio.")
    if said is not None and not said.clear:
        notes.add("The words were not clear (or not heard by everyone) and do not settle the "
                  "bet; the floor decides from the circumstances, in the interest of fairness.",
                  "Las palabras no fueron claras (o no todos las oyeron) y no definen la "
                  "apuesta; el floor decide según las circunstancias, buscando lo más justo.",
                  *(("TDA 40-A", "TDA 57") if house.tournament else ("RRoP 3.v.9",)))
        reading = _done(ctx, notes, "floor_discretion", None)
        if said.amount is not None:
            reading.numbers["said_amount"] = said.amount
        if chips.first:
            reading.numbers["chips"] = _sum(chips.first)
        return reading
    if said is not None and has_chips:
        if said.timing is Timing.AFTER:
            notes.add("The chips went in before the words: the first action defines the bet, "
                      "so the chips govern and the later words do not change them.",
                      "Las fichas entraron antes que las palabras: la primera acción define la "
                      "apuesta, así que mandan las fichas y las palabras posteriores no las "
                      "cambian.", "TDA 40-A" if house.tournament else "RRoP 3.v.13")
            return _silent(ctx, notes, chips)
        if said.timing is Timing.SAME_TIME:
            notes.add("Words and chips came together; clear words take precedence over the "
                      "chips.",
                      "Palabras y fichas llegaron a la vez; las palabras claras tienen "
                      "prioridad sobre las fichas.", "TDA 40-A" if house.tournament
                      else "RRoP 3.v.9")
        else:
            notes.add("The words came first, so they define the bet.",
                      "Las palabras llegaron primero, así que definen la apuesta.",
                      *(("TDA 40-A",) if house.tournament else
                        ("RRoP 3.v.9",) + (("RRoP 14.7",) if not ctx.limit else ())))
    if said is not None:
        return _spoken(ctx, notes, said, chips)
    return _silent(ctx, notes, chips)


# ---------------------------------------------------------------------------------------
# JSON facts
# ---------------------------------------------------------------------------------------

def _read_bet_facts(facts: Facts, state: RoundState, seat: int) -> BetFacts:
    chip = state.structure.chip
    said: Declaration | None = None
    if facts.has("said") or facts.has("said_amount"):
        word = Word(facts.choice("said", [w.value for w in Word])) if facts.has("said") else None
        # An unclear number ("five") is a word, not chips: it need not be a multiple of
        # the smallest chip; what it stands for is read against the pot (TDA 57).
        unclear = facts.flag("amount_unclear")
        amount = (facts.amount("said_amount", chip=None if unclear else chip, positive=True)
                  if facts.has("said_amount") else None)
        if unclear and state.round.pot is None:
            raise refuse(facts.where("pot"),
                         "an amount that can mean several things is read against the pot; give "
                         "the chips in the middle before this round's bets.",
                         "una cantidad que puede significar varias cosas se interpreta según el "
                         "pozo; indique las fichas del centro antes de las apuestas de esta "
                         "ronda.")
        said = Declaration(word, amount, unclear,
                           Timing(facts.choice("said_when", [t.value for t in Timing],
                                               Timing.BEFORE.value)),
                           facts.flag("said_clearly", True))
    first = facts.amounts("chips", [], chip=chip)
    later = facts.amounts("later_chips", [], chip=chip)
    contributed = state.contributed[seat]
    if facts.has("prior_chips"):
        if contributed == 0:
            raise refuse(facts.where("prior_chips"),
                         f"seat {seat} has nothing in front of him in this round.",
                         f"el asiento {seat} no tiene nada delante en esta ronda.")
        prior = facts.amounts("prior_chips", chip=chip)
        if _sum(prior) < contributed:
            raise refuse(facts.where("prior_chips"),
                         f"the chips in front must cover the {money(contributed)} seat {seat} "
                         "has bet in this round.",
                         f"las fichas delante deben cubrir los {money(contributed)} que el "
                         f"asiento {seat} ha apostado en esta ronda.")
    else:
        prior = (contributed,) if contributed > 0 else ()
    left = prior
    if facts.has("prior_left"):
        left = facts.amounts("prior_left", [], chip=chip)
        if facts.has("prior_chips") and Counter(left) - Counter(prior):
            raise refuse(facts.where("prior_left"),
                         "the chips left in place must be some of the prior chips.",
                         "las fichas que quedan deben ser parte de las fichas anteriores.")
        if _sum(left) > _sum(prior):
            raise refuse(facts.where("prior_left"),
                         f"seat {seat} had only {money(_sum(prior))} in front.",
                         f"el asiento {seat} solo tenía {money(_sum(prior))} delante.")
    # Everything the player owns in this round is his stack behind plus what he has bet;
    # the chips in front and the new ones cannot add up to more.
    if _sum(first) + _sum(later) + _sum(left) > state.available(seat):
        raise refuse(facts.where("chips"),
                     f"seat {seat} has only {money(state.behind[seat])} behind; it cannot push "
                     f"out {money(_sum(first) + _sum(later))}.",
                     f"el asiento {seat} solo tiene {money(state.behind[seat])} detrás; no "
                     f"puede empujar {money(_sum(first) + _sum(later))}.")
    expected_change = facts.flag("expected_change")
    if expected_change and (said is not None or not first):
        raise refuse(facts.where("expected_change"),
                     "is for chips put out silently, more than the player meant, expecting "
                     "change; give them in chips, with nothing said.",
                     "es para fichas puestas en silencio, más de lo que el jugador quería, "
                     "esperando cambio; indíquelas en chips, sin nada dicho.")
    return BetFacts(said, Chips(first, later, prior, left, facts.flag("swept_forward")),
                    facts.flag("conditional"), facts.flag("called_before_amount_known"),
                    expected_change)


@scenario("bet_interpretation")
def decide_bet_interpretation(facts: Facts, house: HouseRules) -> Ruling:
    """What a player's words and chips count as, and for how much."""
    state = replay(read_round(facts), house)
    seat = acting_seat(facts, state)
    bet = _read_bet_facts(facts, state, seat)
    if bet.said is None and not bet.chips.first and not bet.chips.swept \
            and not bet.chips.pulled and not bet.conditional \
            and not bet.called_before_amount_known:
        raise refuse(facts.where("chips"),
                     "give the chips pushed out or what the player said.",
                     "indique las fichas empujadas o lo que dijo el jugador.")
    reading = read_bet(state, seat, bet, house)
    rules = tuple(reading.notes.rules) or ("TDA 40-A" if house.tournament else "RRoP 3.v.9",)
    if state.openness(seat, house) is Openness.NO_OPPONENT:
        reading.numbers["no_opponent"] = True
    return Ruling("bet_interpretation", reading.decision, reading.summary,
                  tuple(reading.notes.reasons), rules, reading.numbers, house.profile)
