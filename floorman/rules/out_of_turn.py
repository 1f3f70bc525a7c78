"""Action out of turn: when it binds, when the action changed, and skipped players.

The action backs up to the player whose turn it was. An out-of-turn fold always binds;
any other out-of-turn action binds if the players it skipped only check, call or fold,
and does not if one of them bets or raises, in which case the out-of-turn player gets
his chips back and every option (TDA 53-A, RRoP 3.v.11). A skipped player who lets
substantial action (TDA 36) happen behind him out of turn without speaking up makes it
binding, and the floor decides what becomes of his hand (TDA 53-B); under Robert's
Rules he risks his right to act once three or more players have acted behind him
(RRoP 3.v.12). The scenario kind is ``out_of_turn``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from floorman.rules.bet_sizes import raise_range
from floorman.rules.betting_round import (
    Action,
    Move,
    RoundState,
    read_actions,
    read_round,
    replay,
    substantial_action,
)
from floorman.rules.errors import ScenarioError, refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as money

_VERB = {Move.FOLD: ("fold", "retiro"), Move.CHECK: ("check", "paso"),
         Move.CALL: ("call", "igualada"), Move.BET: ("bet", "apuesta"),
         Move.RAISE: ("raise", "subida"), Move.ALL_IN: ("all-in", "all-in"),
         Move.COMPLETE: ("completion", "completar")}


@dataclass(frozen=True)
class OutOfTurn:
    """The facts of an out-of-turn incident.

    Attributes:
        state: the round as it stood when the out-of-turn action happened.
        actions: the out-of-turn actions, in the order they happened.
        then: what the skipped player(s) did once the action backed up, if known.
        spoke_up: a skipped player spoke up before the out-of-turn actions went on.
        had_time: the skipped player had reasonable time to speak up.
    """

    state: RoundState
    actions: tuple[Action, ...]
    then: tuple[Action, ...] | None
    spoke_up: bool = False
    had_time: bool = True


def _replay_more(state: RoundState, extra: Sequence[Action], name: str,
                 indexes: Sequence[int], house: HouseRules) -> RoundState:
    """``state`` with ``extra`` actions played in turn; an impossible one is reported under
    its own list (``facts.then[0]``), not under the recorded actions."""
    known = len(state.round.actions)
    try:
        return replay(state.round.with_actions(extra), house)
    except ScenarioError as error:
        match = re.match(r"^(.*)\.actions\[(\d+)\](.*)$", error.field or "")
        if match and int(match.group(2)) >= known:
            where = indexes[int(match.group(2)) - known]
            error.field = f"{match.group(1)}.{name}[{where}]{match.group(3)}"
        raise


def _describe(action: Action) -> tuple[str, str]:
    en, es = _VERB[action.move]
    if action.to is not None:
        return f"{en} to {money(action.to)}", f"{es} a {money(action.to)}"
    return en, es


def _skipped(incident: OutOfTurn) -> list[int]:
    """The seats passed over: from the one due to act up to the first out-of-turn seat."""
    state = incident.state
    seats = state.round.seats()
    due = state.next_to_act
    assert due is not None
    first = incident.actions[0].seat
    skipped: list[int] = []
    index = seats.index(due)
    while seats[index] != first:
        seat = seats[index]
        if seat not in state.folded and seat not in state.all_in:
            skipped.append(seat)
        index = (index + 1) % len(seats)
    return skipped


def rule_out_of_turn(incident: OutOfTurn, house: HouseRules) -> Ruling:
    """The ruling on ``incident``."""
    state = incident.state
    notes = Notes()
    skipped = _skipped(incident)
    oot_seats = [a.seat for a in incident.actions]
    tda = house.tournament
    numbers: dict[str, object] = {"due": state.next_to_act, "skipped": skipped,
                                  "out_of_turn": oot_seats}
    first = incident.actions[0]
    en, es = _describe(first)
    notes.add(f"It was seat {state.next_to_act}'s turn when seat {first.seat} acted ({en}) out "
              "of turn.",
              f"Era el turno del asiento {state.next_to_act} cuando el asiento {first.seat} "
              f"actuó fuera de turno ({es}).")
    moves = [a.move for a in incident.actions]
    if tda:
        lost_right = (substantial_action(moves) and incident.had_time
                      and not incident.spoke_up)
    else:
        lost_right = len(moves) >= 3 and not incident.spoke_up
    if lost_right:
        if tda:
            notes.add(f"{len(moves)} players acted out of turn behind the skipped player, which "
                      "is substantial action (two actions with chips involved, or three "
                      "actions), and he had time to speak up and did not.",
                      f"{len(moves)} jugadores actuaron fuera de turno detrás del jugador "
                      "saltado, lo que es acción sustancial (dos acciones con fichas de por "
                      "medio, o tres acciones), y tuvo tiempo de hablar y no lo hizo.",
                      "TDA 53-B", "TDA 36")
            notes.add("The out-of-turn actions are binding; the action backs up and the floor "
                      "decides what becomes of the skipped hand (it may be ruled dead or "
                      "limited to calling or checking).",
                      "Las acciones fuera de turno son vinculantes; la acción vuelve atrás y el "
                      "floor decide qué pasa con la mano saltada (puede declararla muerta o "
                      "limitarla a igualar o pasar).", "TDA 53-B")
        else:
            notes.add(f"{len(moves)} players acted behind the skipped player before he called "
                      "time, so he may lose his right to act; their actions stand.",
                      f"{len(moves)} jugadores actuaron detrás del jugador saltado antes de que "
                      "pidiera tiempo, así que puede perder su derecho a actuar; sus acciones se "
                      "mantienen.", "RRoP 3.v.12", "RRoP 3.v.11")
        if any(m is Move.FOLD for m in moves):
            notes.add("An out-of-turn fold is binding.", "Un retiro fuera de turno es vinculante.",
                      "TDA 58" if tda else "RRoP 3.v.11")
        numbers["binding"] = oot_seats
        return Ruling("out_of_turn", "skipped_hand_to_floor",
                      Text(f"The out-of-turn actions of seats {_list(oot_seats)} stand; the "
                           f"floor decides the hand of skipped seat(s) {_list(skipped)}.",
                           f"Las acciones fuera de turno de los asientos {_list(oot_seats)} se "
                           f"mantienen; el floor decide la mano del asiento saltado "
                           f"{_list(skipped)}."),
                      tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    notes.add(f"The action backs up to seat {state.next_to_act}.",
              f"La acción vuelve al asiento {state.next_to_act}.",
              "TDA 53-A" if tda else "RRoP 3.v.11")
    folds = [a.seat for a in incident.actions if a.move is Move.FOLD]
    others = [a for a in incident.actions if a.move is not Move.FOLD]
    if folds:
        notes.add("A fold out of turn is binding whatever happens next.",
                  "Un retiro fuera de turno es vinculante pase lo que pase después.",
                  *(("TDA 53-A", "TDA 58") if tda else ("RRoP 3.v.11",)))
    if not others:
        numbers["binding"] = folds
        return Ruling("out_of_turn", "oot_fold_binding",
                      Text(f"The fold of seat(s) {_list(folds)} out of turn is binding; the "
                           f"action goes back to seat {state.next_to_act}.",
                           f"El asiento {_list(folds)} queda obligado por su retiro fuera de "
                           f"turno; la acción vuelve al asiento {state.next_to_act}."),
                      tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    if incident.then is None:
        notes.add("If the skipped player checks, calls or folds, the action to the out-of-turn "
                  "player has not changed and his action binds; if the skipped player bets or "
                  "raises, it has changed: his chips come back and he has every option.",
                  "Si el jugador saltado pasa, iguala o se retira, la acción para el que actuó "
                  "fuera de turno no ha cambiado y su acción lo obliga; si el saltado apuesta o "
                  "sube, ha cambiado: se le devuelven las fichas y tiene todas las opciones.",
                  "TDA 53-A" if tda else "RRoP 3.v.11")
        numbers["binding_if"] = ["check", "call", "fold"]
        numbers["not_binding_if"] = ["bet", "raise"]
        return Ruling("out_of_turn", "back_up_pending",
                      Text(f"Back up to seat {state.next_to_act}; the out-of-turn action binds "
                           "unless that player bets or raises.",
                           f"Se vuelve al asiento {state.next_to_act}; la acción fuera de turno "
                           "obliga salvo que ese jugador apueste o suba."),
                      tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    after = _replay_more(state, incident.then, "then", range(len(incident.then)), house)
    changed = [s for s in after.steps[len(state.steps):] if s.increment > 0]
    if not changed:
        notes.add("The skipped player(s) only checked, called or folded, so the action to the "
                  "out-of-turn player did not change: his action is binding.",
                  "El jugador saltado solo pasó, igualó o se retiró, así que la acción para el "
                  "que actuó fuera de turno no cambió: su acción es vinculante.",
                  "TDA 53-A" if tda else "RRoP 3.v.11")
        if not tda and any(a.move in (Move.CHECK, Move.CALL) for a in others):
            notes.add("A player who checked out of turn may not then bet or raise, and one who "
                      "called out of turn may not change it to a raise.",
                      "Quien pasó fuera de turno no puede luego apostar ni subir, y quien igualó "
                      "fuera de turno no puede convertirlo en subida.", "RRoP 3.v.11")
        positions = [i for i, a in enumerate(incident.actions) if a.move is not Move.FOLD]
        bound = _replay_more(after, others, "out_of_turn", positions, house)
        binding = [{"seat": s.seat, "action": s.move.value, "to": s.to}
                   for s in bound.steps[len(after.steps):]]
        numbers["binding"] = [a.seat for a in others] + folds
        numbers["actions"] = binding
        en, es = _describe(others[0])
        return Ruling("out_of_turn", "oot_binding",
                      Text(f"The out-of-turn {en} by seat {others[0].seat} is binding.",
                           f"El asiento {others[0].seat} queda obligado por su {es} fuera de "
                           "turno."),
                      tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)
    mover = changed[0]
    notes.add(f"Seat {mover.seat} made it {money(mover.to)}, which changes the action: the "
              "out-of-turn action is not binding, any chips go back, and the out-of-turn "
              "player may call, raise or fold.",
              f"El asiento {mover.seat} la dejó en {money(mover.to)}, lo que cambia la acción: "
              "la acción fuera de turno no es vinculante, se devuelven las fichas y ese jugador "
              "puede igualar, subir o retirarse.", "TDA 53-A" if tda else "RRoP 3.v.11")
    options: dict[str, object] = {}
    for action in others:
        seat = action.seat
        span = raise_range(after, seat, house)
        entry: dict[str, object] = {"to_call": after.to_call(seat)}
        if after.openness(seat, house).may_raise:
            entry["min_raise_to"] = span.min_to
            entry["max_raise_to"] = span.max_to
        options[str(seat)] = entry
    numbers["not_binding"] = [a.seat for a in others]
    numbers["binding"] = folds
    numbers["options"] = options
    seat = others[0].seat
    first_options = options[str(seat)]
    assert isinstance(first_options, dict)
    call = money(first_options["to_call"])
    raise_en = (f", raise to at least {money(first_options['min_raise_to'])}"
                if "min_raise_to" in first_options else "")
    raise_es = (f", subir al menos a {money(first_options['min_raise_to'])}"
                if "min_raise_to" in first_options else "")
    return Ruling("out_of_turn", "oot_not_binding",
                  Text(f"The action changed: seat {seat} takes back his out-of-turn action and "
                       f"may call {call}{raise_en} or fold.",
                       f"La acción cambió: el asiento {seat} recupera su acción fuera de turno y "
                       f"puede igualar {call}{raise_es} o retirarse."),
                  tuple(notes.reasons), tuple(notes.rules), numbers, house.profile)


def _list(seats: list[int]) -> str:
    return ", ".join(str(s) for s in seats)


def read_incident(facts: Facts, house: HouseRules) -> OutOfTurn:
    """The out-of-turn incident described by ``facts``."""
    state = replay(read_round(facts), house)
    if state.next_to_act is None:
        raise refuse(facts.where("actions"),
                     "the betting of this round is complete, so no one can act out of turn.",
                     "las apuestas de esta ronda están completas, así que nadie puede actuar "
                     "fuera de turno.")
    seats = state.round.seats()
    chip = state.structure.chip
    actions = read_actions(facts, "out_of_turn", seats, chip)
    if not actions:
        raise refuse(facts.where("out_of_turn"), "give the action taken out of turn.",
                     "indique la acción hecha fuera de turno.")
    seen: set[int] = set()
    for index, action in enumerate(actions):
        where = f"{facts.where('out_of_turn')}[{index}]"
        if action.seat == state.next_to_act:
            raise refuse(f"{where}.seat",
                         f"it was seat {action.seat}'s turn: that action was in turn.",
                         f"era el turno del asiento {action.seat}: esa acción fue en turno.")
        if action.seat in state.folded or action.seat in seen:
            raise refuse(f"{where}.seat",
                         f"seat {action.seat} had already folded or acted in this incident.",
                         f"el asiento {action.seat} ya se había retirado o actuado en este "
                         "incidente.")
        if action.seat in state.all_in:
            raise refuse(f"{where}.seat", f"seat {action.seat} is all-in and cannot act.",
                         f"el asiento {action.seat} está all-in y no puede actuar.")
        if action.to is not None and action.to > state.available(action.seat):
            raise refuse(f"{where}.to",
                         f"seat {action.seat} has only {money(state.available(action.seat))} "
                         "in this round.",
                         f"el asiento {action.seat} solo tiene "
                         f"{money(state.available(action.seat))} en esta ronda.")
        if action.move in (Move.BET, Move.RAISE) and action.to is None:
            raise refuse(f"{where}.to", "a bet or raise needs its total for the round ('to').",
                         "una apuesta o subida necesita su total de la ronda ('to').")
        if action.move is Move.CHECK and state.facing_bet(action.seat):
            raise refuse(f"{where}.action",
                         f"seat {action.seat} faced a bet and could not check.",
                         f"el asiento {action.seat} enfrentaba una apuesta y no podía pasar.")
        seen.add(action.seat)
    then = read_actions(facts, "then", seats, chip) if facts.has("then") else None
    return OutOfTurn(state, actions, then, facts.flag("skipped_spoke_up"),
                     facts.flag("skipped_had_time", True))


@scenario("out_of_turn")
def decide_out_of_turn(facts: Facts, house: HouseRules) -> Ruling:
    """Whether an action out of turn binds, and what the skipped player may do."""
    return rule_out_of_turn(read_incident(facts, house), house)
