"""Who shows first at the showdown and in what order, and who may muck unseen.

The last aggressor of the final round shows first, else the first player to act
(RRoP 3.vi.8); in stud the best board showing acts first (RRoP 8.2, 9.2, 10.4). Under
Robert's Rules each side pot's hands are shown when that pot is decided (RRoP 3.vi.7);
the online room of seed 004 shows everyone in one turn, and a hand that cannot beat one
shown may be mucked (Online 16-17, house switch ``showdown_order``). Under the
tournament profile the TDA's rules govern: the same order when no one is all-in (TDA
17-A), every hand face up at once when someone is all-in and the betting is over
(TDA 16), and no show needed when all the others mucked (TDA 17-B). Scenario kind:
``showdown_order``. Also the small helpers of seats around the table that the other
showdown modules share.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from floorman.rules.cards import Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.hands import GameHand, HandValue, read_game, read_seat
from floorman.rules.policy import HouseRules
from floorman.rules.pots import Contribution, PotLayout, build_pots
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text

# Whose rule a showdown question follows: Robert's Rules, the online room's (seed 004,
# a house switch) or the TDA's (the tournament profile).
Source = Literal["robert", "online", "tda"]


def showdown_book(choice: str, house: HouseRules) -> Source:
    """The rule a showdown question follows: the online room's where the house switch
    (``showdown_order`` or ``odd_chip``, passed as ``choice``) picks it, else the TDA's in
    a tournament, else Robert's."""
    if choice == "online":
        return "online"
    return "tda" if house.tournament else "robert"


def seat_list(seats: Sequence[int]) -> str:
    """"3, 7": seats as a ruling names them."""
    return ", ".join(str(s) for s in seats)


# --- order around the table -------------------------------------------------------------


def clockwise_after(start: int, seats: Sequence[int] | set[int]) -> list[int]:
    """``seats`` clockwise, beginning with the first seat after ``start``."""
    return sorted(seats, key=lambda s: (s <= start, s))


def clockwise_from(first: int, seats: Sequence[int] | set[int]) -> list[int]:
    """``seats`` clockwise, beginning with ``first`` itself."""
    return sorted(seats, key=lambda s: (s < first, s))


def showing_board(up: Sequence[Card], *, low: bool) -> tuple[int, ...]:
    """How a stud board ranks for who acts first: four of a kind, trips, two pair, a pair,
    then the cards; straights and flushes showing do not count. Aces are low in razz."""
    ranks = [1 if low and c.rank == 14 else c.rank for c in up]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True) or [0]
    klass = {4: 4, 3: 3}.get(shape[0], 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)
    return (klass, *sorted(ranks, key=lambda r: (counts[r], r), reverse=True))


def first_to_act(variant: Variant, seats: Sequence[int] | set[int], *, button: int | None,
                 up: Mapping[int, Sequence[Card]]) -> int:
    """Who acts first in the last round among ``seats``: the first clockwise from the
    button in button games; in stud the best board showing (the lowest in razz), ties
    to the player dealt first (RRoP 8.2, 9.2, 10.4)."""
    if variant.uses_button:
        assert button is not None
        return clockwise_after(button, seats)[0]
    if any(not up.get(s) for s in seats):
        raise refuse("facts.first_to_act",
                     "in stud, say who acted first in the last round, or list each player's "
                     "face-up cards ('up').",
                     "en el stud, indique quién actuó primero en la última ronda o las cartas "
                     "abiertas de cada jugador ('up').")
    if variant is Variant.RAZZ:
        return min(seats, key=lambda s: (showing_board(up[s], low=True), s))
    return min(seats, key=lambda s: (tuple(-v for v in showing_board(up[s], low=False)), s))


def first_to_act_rules(variant: Variant) -> tuple[str, ...]:
    return {Variant.STUD: ("RRoP 8.2",), Variant.RAZZ: ("RRoP 9.2",),
            Variant.STUD_8: ("RRoP 10.4",)}.get(variant, ())


@dataclass(frozen=True)
class ShowingTurn:
    """The hands shown for one pot (all pots at once under the online rule)."""

    pot: str
    order: tuple[int, ...]


def showing_order(variant: Variant, live: Sequence[int], *, last_aggressor: int | None,
                  button: int | None, up: Mapping[int, Sequence[Card]],
                  layout: PotLayout | None, source: Source,
                  first: int | None = None, all_in: bool = False) -> list[ShowingTurn]:
    """Who shows when. The last aggressor of the final round shows first, else the
    first player to act (RRoP 3.vi.8, TDA 17-A); others follow clockwise. Under Robert's
    Rules the hands of a side pot are shown when that pot is decided, side pots first;
    the online room (seed 004) shows everyone in one turn around the table, and so does
    the TDA once a player is all-in (``all_in``, TDA 16: every hand face up at once)."""

    def start(group: list[int]) -> int:
        if last_aggressor in group:
            return last_aggressor
        if first in group:
            return first
        return first_to_act(variant, group, button=button, up=up)

    if source == "online" or layout is None or (source == "tda" and all_in):
        group = list(live)
        return [ShowingTurn("all", tuple(clockwise_from(start(group), group)))]
    turns: list[ShowingTurn] = []
    shown: set[int] = set()
    for pot in layout.award_order:
        group = [s for s in pot.eligible if s in live and s not in shown]
        if not group:
            continue
        order = clockwise_from(start(group), group)
        shown.update(order)
        turns.append(ShowingTurn(pot.name, tuple(order)))
    return turns


def read_button(facts: Facts, variant: Variant, *, required: bool) -> int | None:
    """The button seat (it may sit in front of an empty seat with a dead button)."""
    if not variant.uses_button:
        return None
    if not required and not facts.has("button"):
        return None
    return facts.integer("button", low=1)


def may_muck(order: Sequence[int], hands: Mapping[int, GameHand]) -> list[int]:
    """Under the online room's rule, the hands after the first that neither beat nor tie
    the best high (or low) already shown: they may be mucked unseen."""
    best_high: HandValue | None = None
    best_low: HandValue | None = None
    mucks = []
    for index, seat in enumerate(order):
        hand = hands[seat]
        shows = index == 0
        if hand.high is not None and (best_high is None or hand.high >= best_high):
            shows = True
        if hand.low is not None and (best_low is None or hand.low >= best_low):
            shows = True
        if not shows:
            mucks.append(seat)
            continue
        if hand.high is not None and (best_high is None or hand.high > best_high):
            best_high = hand.high
        if hand.low is not None and (best_low is None or hand.low > best_low):
            best_low = hand.low
    return mucks


def showing_rules(source: Source, last_aggressor: bool, variant: Variant) -> tuple[str, ...]:
    """The rules the showing order rests on: RRoP 3.vi.8 (with the stud acting order when
    no one bet), or under the online room's rule Online 16 (the last aggressor first, then
    clockwise, a beaten hand mucked) and Online 17 (everyone checked)."""
    if source == "tda":
        # TDA 17-A names the first to act itself: left of the button, the high board
        # showing in stud, the low one in razz.
        return ("TDA 17-A",)
    acting = () if last_aggressor else first_to_act_rules(variant)
    if source == "online":
        return ("Online 16",) if last_aggressor else ("Online 17", "Online 16", *acting)
    return ("RRoP 3.vi.8", *acting)


@scenario("showdown_order")
def decide_showdown_order(facts: Facts, house: HouseRules) -> Ruling:
    """Who shows first at the showdown, and the order of the rest."""
    variant, _ = read_game(facts)
    taken: set[int] = set()
    players = facts.children("players", at_least=1)
    live: list[int] = []
    up: dict[int, tuple[Card, ...]] = {}
    contributions: list[Contribution] = []
    seen: set[Card] = set()
    with_amounts = all(p.has("contributed") for p in players)
    all_in: set[int] = set()
    mucked: set[int] = set()
    for player in players:
        seat = read_seat(player, taken)
        folded = player.flag("folded")
        if with_amounts:
            contributions.append(Contribution(seat, player.amount("contributed"), folded))
        up[seat] = player.cards("up", seen=seen, default=[]) if variant.is_stud else ()
        if player.flag("all_in") and not folded:
            all_in.add(seat)
        if player.flag("mucked") and not folded:
            mucked.add(seat)
        if not folded:
            live.append(seat)
    if len(live) < 2:
        raise refuse(facts.where("players"), "a showdown needs at least two players still in.",
                     "un showdown necesita al menos dos jugadores en la mano.")
    aggressor = None
    if facts.has("last_aggressor"):
        aggressor = facts.seat("last_aggressor", taken)
        if aggressor not in live:
            raise refuse(facts.where("last_aggressor"),
                         f"seat {aggressor} folded; the last aggressor is still in the hand.",
                         f"el asiento {aggressor} se retiró; el último agresor sigue en la mano.")
    first = facts.seat("first_to_act", live) if facts.has("first_to_act") else None
    button = read_button(facts, variant, required=True)
    layout = build_pots(contributions) if contributions else None
    source = showdown_book(house.showdown_order, house)
    if source == "tda":
        return _tda_order(facts, house, variant, live, all_in, mucked, aggressor=aggressor,
                          first=first, button=button, up=up, layout=layout)
    turns = showing_order(variant, live, last_aggressor=aggressor, button=button, up=up,
                          layout=layout, source=source, first=first)
    first_seat = turns[0].order[0]
    rules = list(showing_rules(source, aggressor is not None, variant))
    reasons: list[Text] = []
    if aggressor is not None:
        decision = "last_aggressor_first"
        reasons.append(Text(f"Seat {aggressor} made the last bet or raise of the final round, "
                            "so that hand is shown first.",
                            f"El asiento {aggressor} hizo la última apuesta o subida de la ronda "
                            "final: esa mano se muestra primero."))
    else:
        decision = "first_to_act_first"
        reasons.append(Text("No one bet in the final round (or everyone was all-in), so the "
                            "first player to act shows first.",
                            "Nadie apostó en la ronda final (o todos estaban all-in): muestra "
                            "primero quien actuaba primero."))
        if variant.uses_button:
            reasons.append(Text("The first to act is the first player still in clockwise from "
                                "the button.",
                                "Actúa primero el primer jugador en la mano a la izquierda del "
                                "botón."))
        else:
            reasons.append(Text("In stud the best hand showing acts first (the lowest in razz).",
                                "En el stud actúa primero la mejor mano a la vista (la más baja "
                                "en el razz)."))
    if source == "online":
        reasons.append(Text("House rule (online room): the rest follow clockwise, and a hand "
                            "that cannot beat one already shown may be mucked face down.",
                            "Regla de la casa (sala en línea): los demás siguen a la izquierda, "
                            "y quien no supera una mano ya mostrada puede tirarla boca abajo."))
    elif len(turns) > 1:
        rules.append("RRoP 3.vi.7")
        reasons.append(Text("With side pots, each player shows only when the pot they are in is "
                            "decided, side pots first.",
                            "Con pozos laterales, cada jugador muestra solo cuando se decide el "
                            "pozo en el que está, los laterales primero."))
    return Ruling(
        kind="showdown_order",
        decision=decision,
        summary=Text(f"Seat {first_seat} shows first.", f"El asiento {first_seat} muestra "
                                                         "primero."),
        reasons=tuple(reasons),
        rules=tuple(rules),
        numbers={
            "first_to_show": first_seat,
            "order": [s for t in turns for s in t.order],
            "by_pot": [{"pot": t.pot, "seats": list(t.order)} for t in turns],
        },
        profile=house.profile,
    )


def _tda_order(facts: Facts, house: HouseRules, variant: Variant, live: list[int],
               all_in: set[int], mucked: set[int], *, aggressor: int | None,
               first: int | None, button: int | None, up: Mapping[int, Sequence[Card]],
               layout: PotLayout | None) -> Ruling:
    """The showing order under the TDA rules: nothing to show when all the others mucked
    (TDA 17-B); every hand face up at once once a player is all-in and no more betting
    can happen (TDA 16); otherwise the last aggressor, else the first to act (TDA 17-A)."""
    showing = [s for s in live if s not in mucked]
    cards_to_come = facts.flag("cards_to_come")
    side_pots = layout is not None and len(layout.pots) > 1
    if side_pots and not all_in:
        # Side pots come only from an all-in: its players are the ones with the least in.
        assert layout is not None
        all_in = {s for s in live for pot in layout.pots[:-1] if s in pot.eligible
                  and s not in layout.pots[-1].eligible}
    if cards_to_come and not all_in:
        raise refuse(facts.where("cards_to_come"),
                     "with cards still to come and no one all-in there is no showdown yet; "
                     "mark the players who are all-in.",
                     "con cartas por salir y nadie all-in todavía no hay showdown; marque a los "
                     "jugadores que están all-in.")
    reasons: list[Text] = []
    numbers: dict[str, object] = {"mucked": sorted(mucked)}
    if len(showing) == 1:
        winner = showing[0]
        reasons.append(Text(f"Every other player mucked face down without showing, so seat "
                            f"{winner} holds the last live hand: it wins and need not be shown.",
                            f"Todos los demás tiraron sus cartas boca abajo sin mostrarlas: el "
                            f"asiento {winner} tiene la última mano viva, gana y no tiene que "
                            "enseñarla."))
        numbers.update({"first_to_show": None, "order": [], "by_pot": [], "winner": winner})
        return Ruling("showdown_order", "uncontested_no_show",
                      Text(f"Seat {winner} wins without showing.",
                           f"El asiento {winner} gana sin mostrar."),
                      tuple(reasons), ("TDA 17-B",), numbers, house.profile)
    if not showing:
        raise refuse(facts.where("players"), "every player still in mucked; at least one holds "
                     "a hand.", "todos los jugadores en la mano tiraron; al menos uno tiene "
                     "cartas.")
    if all_in & set(live):
        with_chips = [s for s in showing if s not in all_in]
        if cards_to_come and len(with_chips) >= 2:
            names = seat_list(with_chips)
            reasons.append(Text(f"Seats {names} still have chips and can bet on the cards to "
                                "come, so the hands stay face down for now; they are all turned "
                                "up once the betting is over.",
                                f"Los asientos {names} aún tienen fichas y pueden apostar en las "
                                "cartas que faltan, así que las manos siguen boca abajo por "
                                "ahora; se destapan todas cuando termine la apuesta."))
            numbers.update({"face_up_now": False, "can_still_bet": with_chips,
                            "first_to_show": None, "order": [], "by_pot": []})
            return Ruling("showdown_order", "face_down_while_betting_open",
                          Text("No hand is turned up yet: betting can still happen.",
                               "Todavía no se destapa ninguna mano: aún puede haber apuestas."),
                          tuple(reasons), ("TDA 16",), numbers, house.profile)
        turns = showing_order(variant, showing, last_aggressor=aggressor, button=button,
                              up=up, layout=layout, source="tda", first=first, all_in=True)
        order = list(turns[0].order)
        reasons.append(Text("A player is all-in and no more betting can happen, so every hand "
                            "is turned face up at once, without waiting for the showdown or "
                            "for the side pots to be decided; no player all-in or who called "
                            "may muck without showing, and every hand stays live.",
                            "Hay un jugador all-in y ya no puede haber más apuestas, así que "
                            "todas las manos se ponen boca arriba a la vez, sin esperar al "
                            "showdown ni a que se decidan los pozos laterales; nadie que esté "
                            "all-in o haya pagado puede tirar sin mostrar, y todas las manos "
                            "siguen vivas."))
        if cards_to_come:
            reasons.append(Text("The remaining cards are then dealt with the hands face up.",
                                "Luego se reparten las cartas que faltan con las manos boca "
                                "arriba."))
        if mucked:
            reasons.append(Text(f"Seats {seat_list(sorted(mucked))} pushed their cards away: "
                                "they are turned up too if they can still be recovered and "
                                "identified for certain.",
                                f"Los asientos {seat_list(sorted(mucked))} soltaron sus cartas: "
                                "también se destapan si todavía se pueden recuperar e "
                                "identificar con certeza."))
        rules = ["TDA 16"]
        if mucked:
            rules.append("TDA 14")
        if side_pots:
            assert layout is not None
            reasons.append(Text("The side pots are awarded first, then the main pot, with the "
                                "all-in hand face up throughout.",
                                "Se adjudican primero los pozos laterales y luego el principal, "
                                "con la mano all-in boca arriba todo el tiempo."))
            numbers["award_order"] = [p.name for p in layout.award_order]
        numbers.update({"face_up_now": True, "first_to_show": order[0], "order": order,
                        "by_pot": [{"pot": "all", "seats": order}]})
        return Ruling("showdown_order", "all_hands_face_up",
                      Text(f"Every hand is turned face up now: seats {seat_list(order)}.",
                           f"Todas las manos se ponen boca arriba ya: asientos "
                           f"{seat_list(order)}."),
                      tuple(reasons), tuple(rules), numbers, house.profile)
    turns = showing_order(variant, showing, last_aggressor=aggressor, button=button, up=up,
                          layout=None, source="tda", first=first)
    order = list(turns[0].order)
    if aggressor is not None and aggressor in showing:
        decision = "last_aggressor_first"
        reasons.append(Text(f"Seat {aggressor} made the last bet or raise of the final round, "
                            "so that hand is tabled first.",
                            f"El asiento {aggressor} hizo la última apuesta o subida de la ronda "
                            "final: esa mano se muestra primero."))
    else:
        decision = "first_to_act_first"
        where = (Text("the first seat still in to the left of the button",
                      "el primer asiento en la mano a la izquierda del botón")
                 if variant.uses_button else
                 Text("the lowest hand showing", "la mano más baja a la vista")
                 if variant is Variant.RAZZ else
                 Text("the highest hand showing", "la mano más alta a la vista"))
        reasons.append(Text(f"No one bet in the final round, so the player who would act first "
                            f"in it shows first: {where.en}.",
                            f"Nadie apostó en la ronda final, así que muestra primero quien "
                            f"actuaría primero en ella: {where.es}."))
    reasons.append(Text("This order applies when the players do not show or muck of their own "
                        "accord; the others follow clockwise.",
                        "Este orden se aplica cuando los jugadores no muestran ni tiran por su "
                        "cuenta; los demás siguen a la izquierda."))
    numbers.update({"first_to_show": order[0], "order": order,
                    "by_pot": [{"pot": "all", "seats": order}], "face_up_now": False})
    return Ruling("showdown_order", decision,
                  Text(f"Seat {order[0]} shows first.", f"El asiento {order[0]} muestra primero."),
                  tuple(reasons), ("TDA 17-A",), numbers, house.profile)
