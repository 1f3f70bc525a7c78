"""Asking to see a hand at the showdown: who may, whose hand, and what it costs.

The two books part here. Robert's Rules let any player dealt in ask to see any hand
that was eligible at the showdown, mucked or not, a privilege the house may withdraw
when abused; the hand so shown is dead unless the winner asked, when both hands play
(RRoP 3.vi.5). The TDA gives the right only to a player still holding or having tabled
his cards (TDA 18-A): after a bet on the final round a caller may always see the last
aggressor's hand, and every other request is the tournament director's to grant
(TDA 18-B). Scenario kind: ``see_a_hand``.
"""

from __future__ import annotations

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text

# Where the asking player stands: still holding his cards, having tabled them, having
# thrown them away face down at the showdown, or out of the hand before it.
ASKER_STATES = ("holds_cards", "tabled", "mucked", "folded")
# The hand asked for: still held, tabled already, or thrown away face down unseen.
TARGET_STATES = ("holds_cards", "mucked")


@scenario("see_a_hand")
def decide_see_a_hand(facts: Facts, house: HouseRules) -> Ruling:
    """Whether a player's request to see another hand at the showdown must be granted."""
    asker = facts.integer("asker", low=1)
    target = facts.integer("target", low=1)
    if asker == target:
        raise refuse(facts.where("target"), "a player does not ask to see his own hand.",
                     "un jugador no pide ver su propia mano.")
    asker_state = facts.choice("asker_state", ASKER_STATES)
    target_state = facts.choice("target_state", TARGET_STATES, "holds_cards")
    final_bet = facts.flag("final_round_bet")
    aggressor = facts.integer("last_aggressor", low=1) if facts.has("last_aggressor") else None
    if aggressor is not None and not final_bet:
        raise refuse(facts.where("last_aggressor"),
                     "a last aggressor of the final round means there was a bet in it; set "
                     "final_round_bet.",
                     "si hubo último agresor en la ronda final, hubo apuesta; indique "
                     "final_round_bet.")
    if final_bet and aggressor is None:
        raise refuse(facts.where("last_aggressor"),
                     "with a bet in the final round, say who made the last bet or raise.",
                     "si hubo apuesta en la ronda final, indique quién hizo la última apuesta o "
                     "subida.")
    numbers: dict[str, object] = {"asker": asker, "target": target,
                                  "target_state": target_state}
    if house.tournament:
        return _tda(house, asker, target, asker_state, final_bet, aggressor, numbers)
    won = facts.flag("asker_won")
    if asker_state == "folded" and won:
        raise refuse(facts.where("asker_won"), "a player who folded did not win the pot.",
                     "quien se retiró no ganó el pozo.")
    reasons = [Text("Any player dealt in may ask to see any hand that was in at the showdown, "
                    "even one thrown away; the house may withdraw the privilege from a "
                    "player who abuses it.",
                    "Cualquier jugador que recibió cartas puede pedir ver cualquier mano que "
                    "llegó al showdown, aunque se haya tirado; la casa puede retirar el "
                    "privilegio a quien abuse de él.")]
    live: bool | None
    if target_state == "holds_cards":
        live = None
        reasons.append(Text(f"Seat {target} still holds the hand, so showing it changes nothing "
                            "in who wins.",
                            f"El asiento {target} aún tiene la mano, así que mostrarla no cambia "
                            "quién gana."))
    elif won:
        live = True
        reasons.append(Text(f"Seat {asker}, who won, asked: both hands are live and the better "
                            "one takes the pot.",
                            f"Lo pidió el asiento {asker}, que ganó: ambas manos están vivas y "
                            "la mejor se lleva el pozo."))
    else:
        live = False
        reasons.append(Text(f"Seat {asker} did not win the pot, so seat {target}'s mucked hand, "
                            "once shown, is dead: it cannot win even if it is the best.",
                            f"El asiento {asker} no ganó el pozo, así que la mano tirada del "
                            f"asiento {target}, una vez mostrada, está muerta: no puede ganar "
                            "aunque sea la mejor."))
    numbers["target_hand_live"] = live
    return Ruling("see_a_hand", "may_see",
                  Text(f"Seat {target}'s hand is shown to seat {asker}.",
                       f"La mano del asiento {target} se le muestra al asiento {asker}."),
                  tuple(reasons), ("RRoP 3.vi.5",), numbers, house.profile)


def _tda(house: HouseRules, asker: int, target: int, asker_state: str, final_bet: bool,
         aggressor: int | None, numbers: dict[str, object]) -> Ruling:
    if asker_state in ("mucked", "folded"):
        why = (Text("threw his cards away face down without tabling them",
                    "tiró sus cartas boca abajo sin mostrarlas")
               if asker_state == "mucked" else
               Text("holds no cards at the showdown", "no tiene cartas en el showdown"))
        return Ruling("see_a_hand", "no_right",
                      Text(f"Seat {asker} has no right to see seat {target}'s hand.",
                           f"El asiento {asker} no tiene derecho a ver la mano del asiento "
                           f"{target}."),
                      (Text(f"Seat {asker} {why.en}, and so has given up any right to ask to "
                            "see a hand.",
                            f"El asiento {asker} {why.es}, y con ello perdió todo derecho a "
                            "pedir ver una mano."),),
                      ("TDA 18-A",), numbers, house.profile)
    if final_bet and target == aggressor:
        return Ruling("see_a_hand", "must_show",
                      Text(f"Seat {target} must table the hand for seat {asker}.",
                           f"El asiento {target} debe mostrar la mano al asiento {asker}."),
                      (Text(f"There was a bet in the final round and seat {asker} called it and "
                            f"still holds or has tabled his cards: he paid to see the last "
                            f"aggressor's hand, seat {target}'s, and may always ask for it.",
                            f"Hubo apuesta en la ronda final y el asiento {asker} la pagó y "
                            f"conserva o mostró sus cartas: pagó por ver la mano del último "
                            f"agresor, la del asiento {target}, y siempre puede pedirla."),),
                      ("TDA 18-B",), numbers, house.profile)
    what = (Text(f"seat {target} is not the last aggressor of the final round",
                 f"el asiento {target} no es el último agresor de la ronda final")
            if final_bet else
            Text("nobody bet in the final round", "nadie apostó en la ronda final"))
    return Ruling("see_a_hand", "floor_discretion",
                  Text(f"The tournament director decides whether seat {asker} sees seat "
                       f"{target}'s hand.",
                       f"El director del torneo decide si el asiento {asker} ve la mano del "
                       f"asiento {target}."),
                  (Text(f"Seat {asker} still has a hand, but {what.en}: only a caller's request "
                        "to see the last aggressor after a final-round bet must be granted; "
                        "any other is at the director's discretion.",
                        f"El asiento {asker} conserva su mano, pero {what.es}: solo hay que "
                        "conceder la petición de quien pagó una apuesta de la ronda final para "
                        "ver al último agresor; cualquier otra queda a criterio del director."),),
                  ("TDA 18-B",), numbers, house.profile)
