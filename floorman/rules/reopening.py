"""Why the betting is, or is not, open to a player: reopening after short all-ins.

``RoundState.openness`` decides; this module says why, in both languages, with the
rules it rests on. No limit and pot limit: only a full bet or raise reopens the
betting for a player who already acted, short all-ins add up, and the minimum raise
stays the last full one (TDA 47-A, RRoP 14.3-4). Limit: half a bet or more reopens when
the house follows RRoP 3.v.7 and TDA 47-B. Limit raises are also capped (RRoP 3.v.4-5,
TDA 48; Online 11 under the house switch ``raise_cap``), and a player who checked may
not raise where the game forbids check-raising (RRoP 11.i.2; ``check_raise``).
"""

from __future__ import annotations

from floorman.rules.betting_round import Openness, RoundState
from floorman.rules.dealing import tda_silent
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes
from floorman.text import amount_text as money


def explain_openness(state: RoundState, seat: int, house: HouseRules) -> Notes:
    """The reasons behind ``state.openness(seat, house)``."""
    notes = Notes()
    openness = state.openness(seat, house)
    limit = state.round.limit
    tda = house.tournament
    if openness is Openness.NOT_ACTED:
        if state.round.first_round and seat in {p.seat for p in state.round.players
                                                if p.blind == "big"}:
            notes.add("The big blind has not acted yet: a posted blind is not an action, so "
                      "the big blind keeps the option to raise.",
                      "La ciega grande aún no ha actuado: poner la ciega no es una acción, así "
                      "que conserva la opción de subir.",
                      "TDA 47-A" if tda else "RRoP 4.9")
        else:
            notes.add(f"Seat {seat} has not acted in this round yet, so every option is open.",
                      f"El asiento {seat} todavía no ha actuado en esta ronda, así que tiene "
                      "todas las opciones.")
        return notes
    if openness is Openness.CAPPED:
        cap = state.raise_cap(house)
        notes.add(f"The betting is capped: a bet and {cap} raises have been made in this "
                  "limit round, so the only options are call or fold.",
                  f"Las apuestas están topadas: ya hubo una apuesta y {cap} subidas en esta "
                  "ronda con límite, así que solo cabe igualar o retirarse.",
                  *limit_cap_rules(house, applies=True))
        if house.raise_cap == "online" and not tda and len(state.active()) < 3:
            notes.add("House rule (online room): the cap holds heads-up too.",
                      "Regla de la casa (sala en línea): el tope se mantiene también mano a "
                      "mano.", "Online 11")
        elif state.capped and len(state.active()) < 3 and house.heads_up_uncapped:
            notes.add("The pot became heads-up only after the cap was reached, which does "
                      "not reopen the raising.",
                      "El pozo quedó mano a mano después de llegar al tope, y eso no reabre "
                      "las subidas.", "RRoP 3.v.5")
        elif tda:
            notes.add("In a tournament the cap holds even heads-up until only two players "
                      "remain in the event.",
                      "En torneo el tope se mantiene incluso mano a mano hasta que solo "
                      "quedan dos jugadores en el evento.", "RRoP 15.23")
        return notes
    if openness is Openness.NO_OPPONENT:
        notes.add("Every other player still in the hand is all-in, so there is no one left "
                  "to raise against.",
                  "Todos los demás jugadores de la mano están all-in, así que no queda nadie "
                  "contra quien subir.")
        return notes
    if openness is Openness.CANNOT_AFFORD:
        notes.add(f"Seat {seat} has no chips beyond the call, so it can only call all-in or "
                  "fold.",
                  f"El asiento {seat} no tiene fichas más allá de la igualada, así que solo "
                  "puede igualar all-in o retirarse.", "RRoP 3.v.1")
        if house.tournament:
            tda_silent(notes)
        return notes
    if openness in (Openness.FOLDED, Openness.ALL_IN):
        return notes
    if openness is Openness.NO_CHECK_RAISE:
        rule = state.check_raise(house)
        notes.add(f"Seat {seat} checked earlier in this round, and a player who checked may "
                  "not raise here: it may only call or fold.",
                  f"El asiento {seat} pasó antes en esta ronda, y aquí quien pasó no puede "
                  "subir: solo puede igualar o retirarse.")
        notes.add(rule.reason.en, rule.reason.es, *rule.rules)
        return notes
    faced = state.current_bet - state.acted_at[seat]
    threshold = state.reopen_threshold(house)
    if limit:
        half = house.limit_half_bet_reopens
        needed_en = "half a bet" if half else "a full bet"
        needed_es = "media apuesta" if half else "una apuesta completa"
        rules: tuple[str, ...] = (
            ("TDA 47-B" if tda else "RRoP 3.v.7",) if half else ("RRoP 3.v.7",))
    else:
        needed_en, needed_es = "a full raise", "una subida completa"
        rules = ("TDA 47-A",) if tda else ("RRoP 14.3", "RRoP 14.4")
    if openness is Openness.REOPENED and state.checked_earlier(seat):
        rule = state.check_raise(house)
        notes.add(f"Seat {seat} checked earlier in this round; raising now is a check-raise. "
                  + rule.reason.en,
                  f"El asiento {seat} pasó antes en esta ronda; subir ahora es pasar y subir. "
                  + rule.reason.es, *rule.rules)
    if openness is Openness.REOPENED:
        notes.add(f"Seat {seat} already acted at {money(state.acted_at[seat])}, and the bet "
                  f"has since grown by {money(faced)}; that is at least {needed_en} "
                  f"({money(threshold)}), so the betting is reopened for it.",
                  f"El asiento {seat} ya actuó con {money(state.acted_at[seat])} y desde "
                  f"entonces la apuesta creció {money(faced)}; eso es al menos {needed_es} "
                  f"({money(threshold)}), así que las apuestas se le reabren.", *rules)
    else:
        notes.add(f"Seat {seat} already acted at {money(state.acted_at[seat])}, and the bet "
                  f"has since grown by only {money(faced)}, less than {needed_en} "
                  f"({money(threshold)}); short all-ins do not reopen the betting for it, so "
                  "it may only call or fold.",
                  f"El asiento {seat} ya actuó con {money(state.acted_at[seat])} y desde "
                  f"entonces la apuesta creció solo {money(faced)}, menos que {needed_es} "
                  f"({money(threshold)}); los all-in cortos no le reabren las apuestas, así "
                  "que solo puede igualar o retirarse.", *rules)
    return notes


def limit_cap_rules(house: HouseRules, *, applies: bool) -> tuple[str, ...]:
    """The rules behind the limit cap: the TDA's in tournaments, the online room's
    under ``raise_cap: online``, else Robert's (with 3.v.5 when heads-up lifts it)."""
    if house.tournament:
        return ("TDA 48",)
    if house.raise_cap == "online":
        return ("Online 11",)
    return ("RRoP 3.v.4",) if applies else ("RRoP 3.v.4", "RRoP 3.v.5")


def explain_minimum_raise(state: RoundState, house: HouseRules) -> Notes:
    """Why the minimum raise is what it is (no limit and pot limit)."""
    notes = Notes()
    tda = house.tournament
    full = [s for s in state.steps if s.full and s.increment > 0]
    short = [s for s in state.steps if s.increment > 0 and not s.full and s.all_in]
    if state.current_bet == 0:
        notes.add(f"No one has bet yet: the smallest bet is {money(state.round.opening_minimum)}"
                  ", the minimum bet of the game.",
                  f"Nadie ha apostado todavía: la apuesta mínima es "
                  f"{money(state.round.opening_minimum)}, la mínima del juego.",
                  "RRoP 14.2")
        return notes
    if full:
        last = max(full, key=lambda s: s.increment)
        notes.add(f"The largest full bet or raise of this round is {money(state.min_raise)} "
                  f"(seat {last.seat}); a raise must add at least that much, so the minimum "
                  f"is a total of {money(state.min_raise_to())}.",
                  f"La mayor apuesta o subida completa de esta ronda es "
                  f"{money(state.min_raise)} (asiento {last.seat}); una subida debe añadir al "
                  f"menos eso, así que el mínimo es un total de {money(state.min_raise_to())}.",
                  "TDA 43-A" if tda else "RRoP 14.3")
    else:
        what_en = ("the big blind" if state.round.first_round
                   and state.structure.variant.uses_button else "the minimum bet")
        what_es = ("la ciega grande" if state.round.first_round
                   and state.structure.variant.uses_button else "la apuesta mínima")
        notes.add(f"No full bet or raise has been added beyond {what_en} "
                  f"({money(state.min_raise)}), so a raise must add at least "
                  f"{money(state.min_raise)}: a total of {money(state.min_raise_to())}.",
                  f"No se ha hecho ninguna apuesta o subida completa más allá de {what_es} "
                  f"({money(state.min_raise)}), así que una subida debe añadir al menos "
                  f"{money(state.min_raise)}: un total de {money(state.min_raise_to())}.",
                  "TDA 43-A" if tda else "RRoP 14.2")
    if short:
        notes.add("Short all-ins do not change the minimum raise: it stays the last full bet "
                  "or raise of the round, however the short all-ins add up.",
                  "Los all-in cortos no cambian la subida mínima: sigue siendo la última "
                  "apuesta o subida completa de la ronda, sumen lo que sumen los all-in.",
                  "TDA 47-A" if tda else "RRoP 14.2")
    return notes
