"""Wrong amounts: undercalls, bets and raises under the minimum, pot-limit miscounts.

Three questions a floor person is called for once chips are already in: must a short
call become a full call (TDA 51, RRoP 3.v.13, 3.v.16, 14.8, 14.11); must a bet or raise
under the legal minimum be brought up, and until when (TDA 52-A, RRoP 3.v.16, 14.10);
and a pot-limit bet made on a wrong pot count, too high or too low, and whether
substantial action (TDA 36) or the next card has fixed it (TDA 52-B, RRoP 14.i.1-3).
A fourth: a raise by a player who had checked, void where the game forbids
check-raising (RRoP 11.i.2, 11.ii.3; the house switch ``check_raise``). The scenario kind
is ``bet_correction``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from floorman.rules.betting_round import (
    ZERO,
    Irregularity,
    Move,
    RoundState,
    Step,
    acting_seat,
    read_round,
    replay,
    substantial_action,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as money

FOUND = ("in_round", "after_round", "next_street")


@dataclass(frozen=True)
class Outcome:
    """A correction decided: the code, the figures and why."""

    decision: str
    summary: Text
    notes: Notes
    numbers: dict[str, object]


def undercall_outcome(state: RoundState, seat: int, put_in: Decimal, house: HouseRules, *,
                      said_call: bool = False, wrong_count: bool = False,
                      misunderstood: bool = False, found: str = "in_round") -> Outcome:
    """A player put in (or declared) ``put_in`` more chips, less than the call.

    Args:
        said_call: the player declared "call" (a full call, TDA 51-A, RRoP 3.v.9).
        wrong_count: the player was given a wrong count of the bet (TDA 49, RRoP 14.8).
        misunderstood: it is obvious the player misunderstood the size of the bet
            (RRoP 14.11; no limit and pot limit).
        found: when the short amount was noticed: during the round, after the round's
            betting ended, or after the next card.
    """
    notes = Notes()
    owed = state.current_bet - state.contributed[seat]
    total = state.contributed[seat] + put_in
    full_to = min(state.current_bet, state.available(seat))
    add = full_to - total
    numbers: dict[str, object] = {"seat": seat, "put_in": put_in, "to_call": owed,
                                  "full_call_to": full_to, "add": add}
    notes.add(f"Seat {seat} faced {money(owed)} to call and put in {money(put_in)}, "
              f"{money(owed - put_in)} short.",
              f"El asiento {seat} debía {money(owed)} para igualar y puso {money(put_in)}, "
              f"{money(owed - put_in)} de menos.")
    no_limit = state.structure.betting is not Betting.LIMIT

    def full(en: str, es: str, *rules: str) -> Outcome:
        notes.add(en, es, *rules)
        return Outcome("full_call_required",
                       Text(f"Seat {seat} must make the full call: {money(add)} more, to "
                            f"{money(full_to)}.",
                            f"El asiento {seat} debe igualar completo: {money(add)} más, hasta "
                            f"{money(full_to)}."), notes, numbers)

    if not house.tournament:
        if misunderstood and no_limit:
            notes.add("It is obvious the player misread the size of the bet; if no one was "
                      "harmed by it, he may take back his chips and decide again.",
                      "Es evidente que el jugador entendió mal el tamaño de la apuesta; si "
                      "nadie salió perjudicado, puede retirar sus fichas y volver a decidir.",
                      "RRoP 14.11")
            return Outcome("may_withdraw",
                           Text(f"Seat {seat} may take back the {money(put_in)} and reconsider: "
                                "fold, call the full amount or raise.",
                                f"El asiento {seat} puede retirar los {money(put_in)} y "
                                "reconsiderar: retirarse, igualar completo o subir."),
                           notes, numbers)
        if said_call:
            return full("He said \"call\": a spoken action binds him to the whole call.",
                        "Dijo \"call\": la declaración verbal lo obliga a la igualada completa.",
                        "RRoP 3.v.9")
        if found != "in_round":
            if wrong_count and no_limit:
                return full("A call short because of a miscount must be made good, even after "
                            "the caller has shown a worse hand.",
                            "Una igualada corta por un error de cuenta debe completarse, aunque "
                            "el que iguala ya haya mostrado una mano peor.", "RRoP 14.8")
            notes.add("A short call is brought up only while the betting round is still "
                      "going; this one was found after it ended, so it stands.",
                      "Una igualada corta solo se completa mientras la ronda de apuestas "
                      "sigue; esta se descubrió después, así que se mantiene.", "RRoP 3.v.16")
            return Outcome("error_stands",
                           Text(f"The short call of seat {seat} stands as made.",
                                f"La igualada corta del asiento {seat} se mantiene como se "
                                "hizo."), notes, numbers)
        return full("Chips released into the pot bind the player to a correct amount, and a "
                    "call of too little is brought up to size while the round is going.",
                    "Las fichas soltadas en el pozo obligan al jugador a poner la cantidad "
                    "correcta, y una igualada corta se completa mientras sigue la ronda.",
                    "RRoP 3.v.13", "RRoP 3.v.16")
    if said_call:
        return full("He said \"call\" in turn, which commits him to the full current action.",
                    "Dijo \"call\" en su turno, lo que lo compromete con toda la acción "
                    "vigente.", "TDA 51-A")
    if wrong_count:
        return full("A caller who acted on a wrong count has still accepted the full, correct "
                    "bet.",
                    "Quien iguala basándose en una cuenta equivocada acepta igualmente la "
                    "apuesta completa y correcta.", "TDA 49")
    heads_up = len(state.live()) == 2
    facing_opening = state.opening is not None and state.current_bet == state.opening
    if heads_up:
        return full("Heads-up, an undercall made in turn against any bet is a mandatory full "
                    "call.",
                    "Mano a mano, una igualada corta hecha en turno contra cualquier apuesta "
                    "obliga a igualar completo.", "TDA 51-B")
    if facing_opening:
        return full(f"He faced the opening bet of the round ({money(state.current_bet)}), and "
                    "an undercall of the opening bet multiway is a mandatory full call.",
                    f"Enfrentaba la apuesta de apertura de la ronda ({money(state.current_bet)})"
                    ", y una igualada corta de la apertura con varios jugadores obliga a "
                    "igualar completo.", "TDA 51-B")
    notes.add(f"The bet he faced ({money(state.current_bet)}) is not the opening bet and the "
              "pot is multiway, so the tournament director decides: either the full call, or "
              "he forfeits the chips he put in and folds.",
              f"La apuesta que enfrentaba ({money(state.current_bet)}) no es la de apertura y "
              "hay varios jugadores, así que decide el director del torneo: o iguala completo, "
              "o pierde las fichas que puso y se retira.", "TDA 51-B")
    numbers["forfeit_if_folds"] = put_in
    return Outcome("floor_discretion",
                   Text(f"Floor's call: seat {seat} either completes the call to "
                        f"{money(full_to)} or forfeits the {money(put_in)} and folds.",
                        f"Decide el floor: el asiento {seat} completa la igualada hasta "
                        f"{money(full_to)} o pierde los {money(put_in)} y se retira."),
                   notes, numbers)


def under_minimum_outcome(state: RoundState, house: HouseRules, found: str) -> Outcome:
    """The first bet or raise under the legal minimum in the round, corrected or not."""
    step = next((s for s in state.steps if s.irregular is Irregularity.UNDER_MINIMUM), None)
    if step is None or step.legal_to is None:
        raise refuse(f"{state.round.path}.actions",
                     "no bet or raise below the legal minimum is recorded in these actions.",
                     "en estas acciones no consta ninguna apuesta o subida por debajo del "
                     "mínimo legal.")
    notes = Notes()
    short = step.legal_to - step.to
    what_en = "bet" if step.faced == 0 and step.move is Move.BET else "raise"
    what_es = "apuesta" if what_en == "bet" else "subida"
    notes.add(f"Seat {step.seat} made a {what_en} to {money(step.to)}; the legal minimum was "
              f"{money(step.legal_to)}, {money(short)} more.",
              f"El asiento {step.seat} hizo una {what_es} a {money(step.to)}; el mínimo legal "
              f"era {money(step.legal_to)}, {money(short)} más.",
              "TDA 43-A" if house.tournament else "RRoP 3.v.6")
    callers = [s for s in state.steps[step.index + 1:]
               if s.move is Move.CALL and s.to == step.to]
    numbers: dict[str, object] = {"seat": step.seat, "made_to": step.to,
                                  "legal_to": step.legal_to}
    if house.tournament:
        fixable = found != "next_street"
        rules: tuple[str, ...] = ("TDA 52-A",)
        when_en = "anywhere on the current street (on the river, until the showdown starts)"
        when_es = "mientras dure la calle en curso (en el river, hasta que empiece el " \
                  "showdown)"
    else:
        fixable = found == "in_round"
        rules = ("RRoP 3.v.16",) + (("RRoP 14.10",) if not state.round.limit else ())
        when_en = "while the betting round is still going"
        when_es = "mientras la ronda de apuestas sigue en curso"
    if not fixable:
        notes.add(f"Such an amount is corrected only {when_en}; it was found too late, so the "
                  "error stands.",
                  f"Esa cantidad solo se corrige {when_es}; se descubrió tarde, así que el "
                  "error se mantiene.", *rules)
        return Outcome("error_stands",
                       Text(f"The {what_en} of seat {step.seat} to {money(step.to)} stands.",
                            f"La {what_es} del asiento {step.seat} a {money(step.to)} se "
                            "mantiene."), notes, numbers)
    adjustments = {str(c.seat): min(short, state.behind[c.seat]) for c in callers}
    notes.add(f"An amount under the minimum is corrected {when_en}: the {what_en} becomes "
              f"{money(step.legal_to)}" + (", and each player who called it adds the "
                                          "difference." if callers else "."),
              f"Una cantidad por debajo del mínimo se corrige {when_es}: la {what_es} pasa a "
              f"{money(step.legal_to)}" + (", y cada jugador que la igualó añade la "
                                          "diferencia." if callers else "."), *rules)
    numbers["callers_add"] = adjustments
    numbers["bettor_adds"] = min(short, state.behind[step.seat])
    return Outcome("raise_to_minimum",
                   Text(f"The {what_en} of seat {step.seat} is brought up to "
                        f"{money(step.legal_to)}"
                        + (" for everyone who called it." if callers else "."),
                        f"La {what_es} del asiento {step.seat} se sube a {money(step.legal_to)}"
                        + (" para todos los que la igualaron." if callers else ".")),
                   notes, numbers)


def check_raise_outcome(state: RoundState, house: HouseRules) -> Outcome:
    """The first raise of the round by a player who had checked in it: void where the
    game forbids check-raising (his chips stand as a call), standing where it allows it."""
    checked: set[int] = set()
    step: Step | None = None
    for candidate in state.steps:
        if candidate.move is Move.CHECK:
            checked.add(candidate.seat)
        elif candidate.seat in checked and candidate.increment > 0:
            step = candidate
            break
    if step is None:
        raise refuse(f"{state.round.path}.actions",
                     "no player in these actions checked and then raised.",
                     "en estas acciones ningún jugador pasó y después subió.")
    rule = state.check_raise(house)
    notes = Notes()
    call_to = step.to - step.increment
    notes.add(f"Seat {step.seat} checked, then raised to {money(step.to)} when the bet came "
              "back to it.",
              f"El asiento {step.seat} pasó y luego subió a {money(step.to)} cuando le volvió "
              "la apuesta.")
    notes.add(rule.reason.en, rule.reason.es, *rule.rules)
    numbers: dict[str, object] = {"seat": step.seat, "made_to": step.to,
                                  "check_raise_allowed": rule.allowed}
    if rule.allowed:
        return Outcome("raise_stands",
                       Text(f"The check-raise of seat {step.seat} to {money(step.to)} stands.",
                            f"La subida del asiento {step.seat} a {money(step.to)} después de "
                            "pasar se mantiene."), notes, numbers)
    after = sorted({s.seat for s in state.steps[state.steps.index(step) + 1:]})
    numbers.update(call_to=call_to, returned=step.to - call_to, acted_after=after)
    notes.add(f"The raise is void: seat {step.seat}'s chips stand as a call of "
              f"{money(call_to)}, and the {money(step.to - call_to)} beyond it go back.",
              f"La subida es nula: las fichas del asiento {step.seat} quedan como igualada "
              f"de {money(call_to)}, y se le devuelven los {money(step.to - call_to)} de más.")
    if after:
        seats = ", ".join(str(s) for s in after)
        many = len(after) > 1
        notes.add(f"{'Seats' if many else 'Seat'} {seats} acted after the void raise; the "
                  "floor settles that action in the interest of fairness.",
                  f"{'Los asientos' if many else 'El asiento'} {seats} "
                  f"{'actuaron' if many else 'actuó'} después de la subida nula; el floor "
                  "resuelve esa acción en interés de la equidad.", "RRoP 2.i.1")
    return Outcome("raise_void",
                   Text(f"Seat {step.seat} may not check-raise here: the raise is void and "
                        f"stands as a call of {money(call_to)}.",
                        f"El asiento {step.seat} no puede pasar y subir aquí: la subida es "
                        f"nula y queda como igualada de {money(call_to)}."), notes, numbers)


def pot_miscount_outcome(state: RoundState, seat: int, house: HouseRules,
                         next_card_dealt: bool) -> Outcome:
    """A pot-limit bet or raise by ``seat`` made on a wrong count of the pot."""
    if state.structure.betting is not Betting.POT_LIMIT:
        raise refuse(f"{state.round.path}.structure.betting",
                     "a pot count error only arises in pot limit.",
                     "un error en la cuenta del pozo solo existe en límite de pozo.")
    step = next((s for s in reversed(state.steps) if s.seat == seat and s.increment > 0),
                None)
    if step is None:
        raise refuse(f"{state.round.path}.seat",
                     f"seat {seat} made no bet or raise in these actions.",
                     f"el asiento {seat} no hizo ninguna apuesta o subida en estas acciones.")
    before = replay(state.round.before(step.index), house)
    correct = min(before.pot_limit_max_to(seat, house), before.available(seat))
    after: list[Step] = list(state.steps[step.index + 1:])
    callers = [s for s in after if s.move is Move.CALL and s.to == step.to]
    numbers: dict[str, object] = {"seat": seat, "made_to": step.to, "pot_limit_to": correct}
    notes = Notes()
    if step.to == correct:
        raise refuse(f"{state.round.path}.seat",
                     f"the bet of seat {seat} ({money(step.to)}) is exactly the pot; there is "
                     "no miscount to correct.",
                     f"la apuesta del asiento {seat} ({money(step.to)}) es justo el pozo; no "
                     "hay error de cuenta que corregir.")
    high = step.to > correct
    notes.add(f"The pot allowed a total of {money(correct)}; seat {seat} bet {money(step.to)}, "
              + ("too much." if high else "less than the pot it meant to bet."),
              f"El pozo permitía un total de {money(correct)}; el asiento {seat} apostó "
              f"{money(step.to)}, " + ("demasiado." if high else "menos del pozo que quería "
                                         "apostar."), "RRoP 14.i")
    stand_text = Text(f"The bet of seat {seat} stands at {money(step.to)}.",
                      f"La apuesta del asiento {seat} se mantiene en {money(step.to)}.")
    if next_card_dealt:
        notes.add("The next card has been dealt, so the amount stands as made.",
                  "Ya se repartió la carta siguiente, así que la cantidad se mantiene.",
                  "TDA 52-B")
        return Outcome("bet_stands", stand_text, notes, numbers)
    if high:
        everyone_acted = state.next_to_act is None or all(
            s in {a.seat for a in after} for s in state.live() if s != seat)
        if not house.tournament and everyone_acted:
            notes.add("Every player has acted on the oversized bet; the floor may let it "
                      "stand, above all against the player who made it.",
                      "Todos los jugadores actuaron sobre la apuesta excesiva; el floor puede "
                      "mantenerla, sobre todo frente a quien la hizo.",
                      "RRoP 14.i.2", "RRoP 14.i.3")
            return Outcome("bet_stands", stand_text, notes, numbers)
        notes.add("A bet above the pot is illegal: the excess goes back and the bet is cut to "
                  "the pot for everyone who called it, even after substantial action.",
                  "Una apuesta por encima del pozo es ilegal: el exceso se devuelve y la "
                  "apuesta se reduce al pozo para todos los que la igualaron, aunque haya "
                  "habido acción sustancial.",
                  *(("TDA 52-B",) if house.tournament else ("RRoP 14.i.1", "RRoP 14.i.2")))
        numbers["returned"] = {str(s.seat): s.to - correct for s in [step, *callers]}
        return Outcome("reduce_to_pot",
                       Text(f"The bet is cut to the pot, {money(correct)}; the excess goes back "
                            "to the bettor and to each caller.",
                            f"La apuesta se reduce al pozo, {money(correct)}; el exceso vuelve "
                            "al apostador y a cada jugador que igualó."), notes, numbers)
    moves = [s.move for s in after]
    if substantial_action(moves):
        notes.add("Substantial action followed the bet (two actions with chips involved, or "
                  "three actions), so the short bet is binding.",
                  "Después de la apuesta hubo acción sustancial (dos acciones con fichas de por "
                  "medio, o tres acciones), así que la apuesta corta es vinculante.",
                  "TDA 52-B", "TDA 36")
        return Outcome("bet_stands", stand_text, notes, numbers)
    notes.add("No substantial action has followed the bet yet, so it is brought up to the pot.",
              "Aún no hubo acción sustancial después de la apuesta, así que se sube hasta el "
              "pozo.", "TDA 52-B", "TDA 36")
    numbers["bettor_adds"] = correct - step.to
    numbers["callers_add"] = {str(s.seat): correct - s.to for s in callers}
    return Outcome("increase_to_pot",
                   Text(f"Seat {seat} must bring the bet up to the pot: {money(correct)}.",
                        f"El asiento {seat} debe subir la apuesta hasta el pozo: "
                        f"{money(correct)}."), notes, numbers)


def pushed_chips(facts: Facts, state: RoundState) -> tuple[Decimal, ...]:
    """An undercall stated as the chips pushed (``chips``) rather than an amount
    (``put_in``); empty when the facts give the amount."""
    if not facts.has("chips"):
        return ()
    if facts.has("put_in"):
        raise refuse(facts.where("put_in"),
                     "give either the chips pushed (chips) or their amount (put_in), not both.",
                     "indique las fichas empujadas (chips) o su importe (put_in), no ambos.")
    chips = facts.amounts("chips", chip=state.structure.chip)
    if not chips:
        raise refuse(facts.where("chips"), "list at least one chip, such as [5000].",
                     "indique al menos una ficha, como [5000].")
    return chips


def chips_undercall_note(outcome: Outcome, chips: tuple[Decimal, ...], owed: Decimal,
                         house: HouseRules) -> None:
    """What the chips themselves add to an undercall ruling: they are in the numbers, and
    in a tournament chips put out silently for less than the call are a non-standard way to
    act (TDA 41), ruled under the undercall rule."""
    outcome.numbers["chips"] = list(chips)
    listed = " + ".join(money(c) for c in chips)
    if not house.tournament:
        outcome.notes.add(f"The chips pushed ({listed}) come to less than the {money(owed)} "
                          "owed.",
                          f"Las fichas empujadas ({listed}) suman menos que los {money(owed)} "
                          "que debía.")
        return
    outcome.notes.add(f"Silently putting out chips ({listed}) worth less than the {money(owed)} "
                      "owed is not a standard way to call; it may be penalised, and the "
                      "director rules on it under the undercall rule, up to a full call.",
                      f"Poner en silencio fichas ({listed}) por menos de los {money(owed)} que "
                      "debía no es una forma estándar de igualar; puede sancionarse, y el "
                      "director lo resuelve con la regla de la igualada corta, hasta exigir "
                      "la igualada completa.", "TDA 41")


def oversized_chip_outcome(state: RoundState, seat: int, chip: Decimal,
                           house: HouseRules) -> Outcome:
    """One chip worth at least the call, pushed out silently: no undercall, a call."""
    owed = state.current_bet - state.contributed[seat]
    full_to = min(state.current_bet, state.available(seat))
    notes = Notes()
    notes.add(f"Seat {seat} faced {money(owed)} to call and silently pushed out one chip of "
              f"{money(chip)}: a single oversized chip facing a bet, with no raise declared "
              "first, is a call, so nothing is short.",
              f"El asiento {seat} debía {money(owed)} para igualar y empujó en silencio una "
              f"ficha de {money(chip)}: una sola ficha mayor frente a una apuesta, sin declarar "
              "antes una subida, es una igualada, así que no falta nada.",
              *(("TDA 44", "TDA 41") if house.tournament else ("RRoP 3.v.15",)))
    numbers: dict[str, object] = {"seat": seat, "chips": [chip], "put_in": chip,
                                  "to_call": owed, "full_call_to": full_to,
                                  "change": max(ZERO, chip - owed)}
    return Outcome("oversized_chip_call",
                   Text(f"Seat {seat}'s chip of {money(chip)} is a call to {money(full_to)}; "
                        f"{money(max(ZERO, chip - owed))} comes back as change.",
                        f"La ficha de {money(chip)} del asiento {seat} es una igualada hasta "
                        f"{money(full_to)}; se le devuelven {money(max(ZERO, chip - owed))} de "
                        "cambio."), notes, numbers)


@scenario("bet_correction")
def decide_bet_correction(facts: Facts, house: HouseRules) -> Ruling:
    """Undercalls, bets under the minimum, pot-limit miscounts and forbidden
    check-raises."""
    error = facts.choice("error", ("undercall", "under_minimum", "pot_miscount",
                                   "check_raise"))
    # Only a pot-limit miscount is measured against the pot; a short call or a bet under
    # the minimum is the same whatever the pot holds.
    state = replay(read_round(facts, pot_needed=error not in ("undercall", "under_minimum")),
                   house)
    found = facts.choice("found", FOUND, "in_round")
    if error == "undercall":
        seat = acting_seat(facts, state)
        owed = state.current_bet - state.contributed[seat]
        chips = pushed_chips(facts, state)
        where = "chips" if chips else "put_in"
        put_in = sum(chips, ZERO) if chips else facts.amount("put_in", chip=state.structure.chip)
        if owed <= 0:
            raise refuse(facts.where("seat"), f"seat {seat} faces no bet, so nothing is short.",
                         f"el asiento {seat} no enfrenta apuesta, así que no falta nada.")
        if put_in > state.behind[seat]:
            raise refuse(facts.where(where),
                         f"seat {seat} has only {money(state.behind[seat])} behind.",
                         f"el asiento {seat} solo tiene {money(state.behind[seat])} detrás.")
        if len(chips) == 1 and put_in >= owed and not facts.flag("said_call"):
            outcome = oversized_chip_outcome(state, seat, put_in, house)
        elif put_in >= owed or put_in == state.behind[seat]:
            raise refuse(facts.where(where),
                         f"{money(put_in)} is not an undercall: it is a call or an all-in for "
                         "less (use bet_interpretation for chips that may be a raise).",
                         f"{money(put_in)} no es una igualada corta: es un call o un all-in por "
                         "menos (use bet_interpretation si las fichas pueden ser una subida).")
        else:
            outcome = undercall_outcome(state, seat, put_in, house,
                                        said_call=facts.flag("said_call"),
                                        wrong_count=facts.flag("wrong_count"),
                                        misunderstood=facts.flag("obvious_misunderstanding"),
                                        found=found)
            if chips:
                chips_undercall_note(outcome, chips, owed, house)
        later = [entry.seat("seat", state.round.seats())
                 for entry in facts.children("later_undercallers", [])]
        if later:
            others = ", ".join(str(s) for s in later)
            outcome.notes.add(
                f"Seats {others} also undercalled after seat {seat}: the action backs up to the "
                f"first undercall, seat {seat}, which is corrected as above; the floor decides "
                "how to treat the later hands.",
                f"Los asientos {others} también igualaron de menos después del asiento {seat}: "
                f"la acción vuelve a la primera igualada corta, la del asiento {seat}, que se "
                "corrige como arriba; el director decide cómo tratar las manos siguientes.",
                "TDA 51-C")
            outcome.numbers["back_up_to"] = seat
            outcome.numbers["later_undercallers"] = later
    elif error == "under_minimum":
        outcome = under_minimum_outcome(state, house, found)
    elif error == "check_raise":
        outcome = check_raise_outcome(state, house)
    else:
        seat = facts.seat("seat", state.round.seats())
        outcome = pot_miscount_outcome(state, seat, house,
                                       facts.flag("next_card_dealt") or found == "next_street")
    return Ruling("bet_correction", outcome.decision, outcome.summary,
                  tuple(outcome.notes.reasons), tuple(outcome.notes.rules), outcome.numbers,
                  house.profile)

