"""Minimum and maximum bets and raises, and what a player may do now.

Limit: the fixed bet of the street, stud's completion of the bring-in (RRoP 8.6) and the
open pair on fourth street (RRoP 8.7), and the cap of a bet and three or four raises
(RRoP 3.v.4-5, TDA 48). No limit: the minimum bet is the big blind and the minimum
raise the largest full bet or raise of the round (RRoP 14.2-3, TDA 43). Pot limit: the
maximum is the pot after the call (RRoP 14.i), with the room's blind counting and
rounding (RRoP 14.i.4-5) and the short-blind rule (TDA 54-B). The scenario kind
``betting_options`` answers "what may this seat do now, and for how much".
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from floorman.rules.betting_round import (
    STREET_WORDS,
    ZERO,
    Openness,
    RoundState,
    acting_seat,
    pot_rounding_unit,
    read_round,
    replay,
)
from floorman.rules.dealing import tda_silent
from floorman.rules.facts import Facts
from floorman.rules.game import Betting
from floorman.rules.policy import HouseRules
from floorman.rules.reopening import explain_minimum_raise, explain_openness, limit_cap_rules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as money


@dataclass(frozen=True)
class RaiseRange:
    """The totals a player may bet or raise to.

    Attributes:
        min_to, max_to: the smallest and largest legal totals (both the all-in total
            when the player cannot afford the minimum).
        choices: limit: every legal total (one, or two on an open-pair fourth street).
        all_in_to: the player's total if all-in.
        completion: limit: the raise completes a bring-in or a short all-in bet.
    """

    min_to: Decimal
    max_to: Decimal
    choices: tuple[Decimal, ...]
    all_in_to: Decimal
    completion: bool


def raise_range(state: RoundState, seat: int, house: HouseRules) -> RaiseRange:
    """The legal bet or raise totals for ``seat`` (whether it may raise at all is
    ``state.openness``)."""
    available = state.available(seat)
    if state.round.limit:
        choices = tuple(sorted({min(size, available) for size in state.limit_sizes()}))
        completion = state.current_bet > state.full_level
        return RaiseRange(choices[0], choices[-1], choices, available, completion)
    low = state.min_raise_to()
    high = available
    if state.structure.betting is Betting.POT_LIMIT:
        high = min(high, state.pot_limit_max_to(seat, house))
    low = min(low, high)
    return RaiseRange(low, high, (), available, False)


def _limit_notes(state: RoundState, seat: int, span: RaiseRange, house: HouseRules) -> Notes:
    notes = Notes()
    rnd = state.round
    stud = state.structure.variant.is_stud
    size = state.unit()
    where_en, where_es = STREET_WORDS[rnd.street]
    notes.add(f"The bet {where_en} is fixed at {money(size)}.",
              f"La apuesta {where_es} es fija: {money(size)}.",
              "RRoP 8" if stud else "RRoP 3.v.16")
    if rnd.open_pair and len(span.choices) > 1:
        notes.add("With an open pair on fourth street, any player may bet or raise either the "
                  "small or the big bet until someone uses the big one.",
                  "Con un par abierto en cuarta calle, cualquiera puede apostar o subir la "
                  "apuesta pequeña o la grande hasta que alguien use la grande.", "RRoP 8.7")
    elif rnd.open_pair and state.big_raise_made:
        notes.add("Someone already bet or raised the big bet on this open-pair fourth street, "
                  "so every further raise is a big bet.",
                  "Alguien ya apostó o subió la apuesta grande en esta cuarta calle con par "
                  "abierto, así que toda subida posterior es de la apuesta grande.", "RRoP 8.7")
    if span.completion and stud and state.full_level == 0:
        notes.add(f"Raising the bring-in of {money(state.current_bet)} to {money(span.min_to)} "
                  "only completes the bet; it does not count as a raise toward the cap.",
                  f"Subir la apuesta forzada de {money(state.current_bet)} a "
                  f"{money(span.min_to)} solo completa la apuesta; no cuenta como subida para "
                  "el tope.", "RRoP 8.6")
    elif (stud and rnd.first_round and state.bet_made and state.opening is not None
          and state.opening < rnd.unit):
        notes.add("Completing the bring-in counted as the bet, not as a raise, so the raises "
                  "are counted from the completed bet.",
                  "Completar la apuesta forzada contó como la apuesta, no como subida, así que "
                  "las subidas se cuentan desde la apuesta completada.", "RRoP 8.6")
    elif span.completion and state.current_bet > 0:
        notes.add(f"The last all-in ({money(state.current_bet)}) was short of a full bet or "
                  f"raise, so the next raise completes it to {money(span.min_to)}.",
                  f"El último all-in ({money(state.current_bet)}) no llegó a una apuesta o "
                  f"subida completa, así que la siguiente subida lo completa hasta "
                  f"{money(span.min_to)}.", "RRoP 3.v.7")
    setter = next((s for s in reversed(state.steps) if s.full and s.increment > 0), None)
    if setter is not None and setter.all_in and setter.to - setter.faced < size:
        notes.add(f"The all-in to {money(setter.to)} by seat {setter.seat} added at least half a "
                  "bet, so it counts as a full bet or raise: the next raise is a full bet on top "
                  f"of it, to {money(span.min_to)}.",
                  f"El all-in a {money(setter.to)} del asiento {setter.seat} añadió al menos "
                  "media apuesta, así que cuenta como apuesta o subida completa: la siguiente "
                  f"subida es una apuesta completa encima, a {money(span.min_to)}.",
                  "TDA 47-B" if house.tournament else "RRoP 3.v.7")
    if state.bet_made and (state.raises > 0 or state.capped):
        cap = state.raise_cap(house)
        applies = state.cap_applies(house)
        notes.add(f"{state.raises} raise(s) made after the bet; the cap is {cap}"
                  + ("." if applies else ", but heads-up the raising is unlimited here."),
                  f"{state.raises} subida(s) después de la apuesta; el tope es {cap}"
                  + ("." if applies else ", pero mano a mano aquí las subidas no tienen "
                     "límite."),
                  *limit_cap_rules(house, applies=applies))
    return notes


def _pot_limit_notes(state: RoundState, seat: int, span: RaiseRange, house: HouseRules
                     ) -> Notes:
    notes = Notes()
    counted = state.counted_pot(house)
    call = max(ZERO, state.current_bet - state.contributed[seat])
    notes.add(f"The pot counts {money(counted)} with this round's bets; after a call of "
              f"{money(call)} it is {money(counted + call)}, and the raise may be that much on "
              f"top of the call: at most a total of {money(state.pot_limit_max_to(seat, house))}.",
              f"El pozo suma {money(counted)} con las apuestas de esta ronda; tras igualar "
              f"{money(call)} queda en {money(counted + call)}, y la subida puede ser esa "
              f"cantidad encima de la igualada: como máximo un total de "
              f"{money(state.pot_limit_max_to(seat, house))}.", "RRoP 14.i")
    if house.tournament:
        notes.reasons.append(Text(
            "The TDA rules do not spell out how the pot-limit maximum is reckoned; Robert's "
            "Rules do: the pot after the call.",
            "Las reglas TDA no detallan cómo se calcula el máximo en límite de pozo; las "
            "Robert's Rules sí: el pozo después de igualar."))
    first = state.round.first_round and state.structure.variant.uses_button
    short_blind = first and any(
        p.blind == "big" and p.posted < state.structure.big_blind for p in state.round.players)
    if short_blind:
        notes.add("The big blind posted short, all-in; before the flop the pot is still "
                  "counted as if the full blind were in.",
                  "La ciega grande se puso incompleta, all-in; antes del flop el pozo se "
                  "cuenta igual que si la ciega estuviera completa.", "TDA 54-B")
    if first and not state.round.small_blind_posted and state.structure.small_blind > 0:
        sb = money(state.structure.small_blind)
        if house.tournament:
            notes.add(f"No small blind was posted this hand; before the flop the pot is still "
                      f"counted with full blinds, so the missing small blind of {sb} counts.",
                      f"Nadie puso la ciega pequeña en esta mano; antes del flop el pozo se "
                      f"cuenta igualmente con las ciegas completas, así que la ciega pequeña "
                      f"de {sb} que falta cuenta.", "TDA 54-B")
        else:
            notes.add(f"No small blind was posted this hand, so the pot holds no small blind: "
                      f"it counts only the chips in it ({sb} less than usual).",
                      f"Nadie puso la ciega pequeña en esta mano, así que el pozo no la tiene: "
                      f"solo cuenta las fichas que hay ({sb} menos de lo habitual).",
                      "RRoP 14.i")
    if first and house.pot_limit_small_blind_as_big and state.structure.small_blind > 0:
        notes.add("This house counts the small blind as a big blind until the big blind has "
                  "acted before the flop.",
                  "Esta casa cuenta la ciega pequeña como una ciega grande hasta que la ciega "
                  "grande haya actuado antes del flop.", "RRoP 14.i.5")
    if house.pot_limit_round_up:
        unit = money(pot_rounding_unit(state.structure))
        notes.add(f"This house rounds the pot up to the next multiple of {unit}.",
                  f"Esta casa redondea el pozo hacia arriba al siguiente múltiplo de "
                  f"{unit}.", "RRoP 14.i.4")
    return notes


def options_ruling(state: RoundState, seat: int, house: HouseRules) -> Ruling:
    """What ``seat`` may do now, with the amounts and the reasons."""
    notes = Notes()
    to_call = state.to_call(seat)
    owed = max(ZERO, state.current_bet - state.contributed[seat])
    openness = state.openness(seat, house)
    span = raise_range(state, seat, house)
    limit = state.round.limit
    tda = house.tournament
    if owed > 0:
        short = to_call < owed
        notes.add(f"Seat {seat} has {money(state.contributed[seat])} in and faces "
                  f"{money(state.current_bet)}: {money(owed)} to call"
                  + (f"; with only {money(to_call)} behind, a call puts it all-in."
                     if short else "."),
                  f"El asiento {seat} tiene {money(state.contributed[seat])} puestos y enfrenta "
                  f"{money(state.current_bet)}: {money(owed)} para igualar"
                  + (f"; como solo le quedan {money(to_call)}, igualar lo deja all-in."
                     if short else "."),
                  "RRoP 3.v.1" if short else ("TDA 41" if tda else "RRoP 3.v.13"))
        if short and tda:
            tda_silent(notes)
    rnd = state.round
    if rnd.first_round and state.structure.variant.uses_button and any(
            p.blind == "big" and p.posted < state.structure.big_blind for p in rnd.players):
        notes.add("The big blind was posted short, all-in; the game's full big blind still sets "
                  "what it costs to come in and the minimum raise.",
                  "La ciega grande se puso incompleta, all-in; la ciega grande completa del "
                  "juego sigue fijando lo que cuesta entrar y la subida mínima.",
                  "RRoP 4.1", "RRoP 14.2")
    if (rnd.first_round and not rnd.small_blind_posted and not limit
            and state.structure.small_blind > 0):
        notes.add("No small blind was posted this hand; that changes nothing in the minimum: "
                  "the big blind still sets the smallest bet and raise.",
                  "Nadie puso la ciega pequeña en esta mano; eso no cambia el mínimo: la ciega "
                  "grande sigue fijando la apuesta y la subida mínimas.",
                  "TDA 43" if tda else "RRoP 14.2")
    notes.extend(explain_openness(state, seat, house))
    may_raise = openness.may_raise
    if may_raise:
        if limit:
            notes.extend(_limit_notes(state, seat, span, house))
        else:
            notes.extend(explain_minimum_raise(state, house))
            if state.structure.betting is Betting.POT_LIMIT:
                notes.extend(_pot_limit_notes(state, seat, span, house))
            else:
                notes.add("In no limit the most a player may bet is all of his chips, and the "
                          "number of raises is unlimited.",
                          "En sin límite lo máximo que se puede apostar son todas las fichas, "
                          "y el número de subidas es ilimitado.",
                          "TDA 48" if tda else "RRoP 14.1")
        if span.all_in_to < state.min_raise_to():
            notes.add(f"Seat {seat} has only {money(span.all_in_to)} in total, less than the "
                      "minimum: it may still go all-in for less.",
                      f"El asiento {seat} solo tiene {money(span.all_in_to)} en total, menos "
                      "que el mínimo: aun así puede ir all-in por menos.",
                      "TDA 45-B" if tda else "RRoP 3.v.6")
    elif limit and openness is Openness.CAPPED:
        notes.extend(_limit_notes(state, seat, span, house))
    if owed == 0:
        decision = ("check_or_bet" if state.current_bet == 0 else "check_or_raise") \
            if may_raise else "check"
    elif may_raise:
        decision = "call_or_complete" if limit and span.completion else "call_or_raise"
    else:
        decision = "call_or_fold"
    numbers: dict[str, object] = {
        "seat": seat,
        "to_call": to_call,
        "current_bet": state.current_bet,
        "in_front": state.contributed[seat],
        "behind": state.behind[seat],
        "may_raise": may_raise,
        "betting": openness.value,
        "all_in_to": span.all_in_to,
    }
    if may_raise:
        numbers["min_to"] = span.min_to
        numbers["max_to"] = span.max_to
        if limit:
            numbers["choices"] = list(span.choices)
        else:
            numbers["min_raise"] = state.min_raise
    if limit and state.bet_made:
        numbers["raises"] = state.raises
        numbers["cap"] = state.raise_cap(house)
    if state.structure.betting is Betting.POT_LIMIT:
        numbers["pot_after_call"] = state.counted_pot(house) + max(
            ZERO, state.current_bet - state.contributed[seat])
    summary = _summary(decision, seat, to_call, span, may_raise)
    return Ruling("betting_options", decision, summary, tuple(notes.reasons),
                  tuple(notes.rules) or ("RRoP 3.v.6",), numbers, house.profile)


def _summary(decision: str, seat: int, to_call: Decimal, span: RaiseRange,
             may_raise: bool) -> Text:
    if not may_raise:
        if to_call == 0:
            return Text(f"Seat {seat} may check; it has no bet or raise available.",
                        f"El asiento {seat} puede pasar; no tiene apuesta ni subida posible.")
        return Text(f"Seat {seat} may call {money(to_call)} or fold, but may not raise.",
                    f"El asiento {seat} puede igualar {money(to_call)} o retirarse, pero no "
                    "puede subir.")
    span_en = (f"to {money(span.min_to)}" if span.min_to == span.max_to
               else f"to between {money(span.min_to)} and {money(span.max_to)}")
    span_es = (f"a {money(span.min_to)}" if span.min_to == span.max_to
               else f"a un total entre {money(span.min_to)} y {money(span.max_to)}")
    if to_call == 0:
        verb_en, verb_es = ("bet", "apostar") if decision == "check_or_bet" else ("raise", "subir")
        return Text(f"Seat {seat} may check or {verb_en} {span_en}.",
                    f"El asiento {seat} puede pasar o {verb_es} {span_es}.")
    verb_en, verb_es = (("complete", "completar") if decision == "call_or_complete"
                        else ("raise", "subir"))
    return Text(f"Seat {seat} may fold, call {money(to_call)}, or {verb_en} {span_en}.",
                f"El asiento {seat} puede retirarse, igualar {money(to_call)} o {verb_es} "
                f"{span_es}.")


@scenario("betting_options")
def decide_betting_options(facts: Facts, house: HouseRules) -> Ruling:
    """What a seat may do now: call amount, whether it may raise, minimum and maximum."""
    state = replay(read_round(facts), house)
    seat = acting_seat(facts, state)
    return options_ruling(state, seat, house)
