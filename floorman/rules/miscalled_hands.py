"""Miscalled hands: cards speak, save the lowball calls that kill a hand.

Cards speak (RRoP 3.vi.2); in lowball a call better than the hand held, or a pair shown
unannounced, kills the hand when it cost another player theirs (RRoP 11.15-16); a hand
thrown away on wrong information is retrieved when it can be identified (RRoP 3.iii.2).
Scenario kind: ``miscalled_hand``.
"""

from __future__ import annotations

from collections.abc import Sequence

from floorman.rules.cards import RANKS, Card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import GAME_NAMES, Variant
from floorman.rules.hands import (
    Category,
    GameHand,
    HandValue,
    best_of,
    ranking_rules,
    read_board,
    read_game,
    read_joker,
    read_player_cards,
    read_seat,
)
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.rules.showdown_hands import hand_status
from floorman.rules.showdown_order import seat_list
from floorman.text import Text


def _threw(seats: Sequence[int]) -> Text:
    """"Seat 2 threw his hand away" / "Seats 2, 5 threw their hands away"."""
    if len(seats) == 1:
        return Text(f"Seat {seats[0]} threw his hand away",
                    f"El asiento {seats[0]} tiró su mano")
    return Text(f"Seats {seat_list(seats)} threw their hands away",
                f"Los asientos {seat_list(seats)} tiraron sus manos")


LOWBALL = (Variant.LOWBALL_A5, Variant.LOWBALL_27)


def parse_call(text: str, field: str, variant: Variant) -> int | None:
    """The top card of a spoken low ("8", "8-6", "7-5-4"), aces as 1 in ace-to-five;
    None for "pair" (the player announced a pair)."""
    words = text.strip().lower().replace(",", " ").replace("-", " ").split()
    if words and words[0] in ("pair", "par", "pareja"):
        return None
    ranks = []
    for word in words:
        token = "T" if word == "10" else word.upper()
        if len(token) != 1 or token not in RANKS:
            raise refuse(field, f"'{text}' is not a call; write the ranks spoken, such as "
                         "'8-6', or 'pair'.",
                         f"'{text}' no es un canto; escriba los valores dichos, como '8-6', o "
                         "'pair'.")
        rank = RANKS.index(token) + 2
        ranks.append(1 if rank == 14 and variant is not Variant.LOWBALL_27 else rank)
    if not ranks:
        raise refuse(field, "is empty; write the ranks spoken, such as '8-6'.",
                     "está vacío; escriba los valores dichos, como '8-6'.")
    return ranks[0]


def overcalls(variant: Variant, value: HandValue, called_top: int | None) -> bool:
    """Whether a call claims a better low than the hand holds. Only the first card and a
    pair count: a wrong second card costs nothing (RRoP 11.15)."""
    if called_top is None:
        return False
    if value.category is not Category.NO_PAIR:
        return True
    return value.spoken_ranks()[0] > called_top


@scenario("miscalled_hand")
def decide_miscalled_hand(facts: Facts, house: HouseRules) -> Ruling:
    """Cards speak; in lowball a call better than the hand, or a pair shown unannounced,
    kills the hand when it made another player throw theirs away (RRoP 11.15-16)."""
    variant, _ = read_game(facts)
    joker = read_joker(facts, variant)
    seen: set[Card] = set()
    board = read_board(facts, variant, seen)
    players = facts.children("players", at_least=2)
    taken: set[int] = set()
    hands: dict[int, GameHand] = {}
    discarded: list[int] = []
    for player in players:
        seat = read_seat(player, taken)
        own = read_player_cards(player, variant, seat=seat, seen=seen, joker=joker)
        status = hand_status(variant, own.cards, board)
        if status.hand is None:
            raise refuse(own.field, "give the player's complete hand.",
                         "indique la mano completa del jugador.")
        hands[seat] = status.hand
        if player.flag("discarded"):
            discarded.append(seat)
    caller = facts.seat("caller", taken)
    if caller in discarded:
        raise refuse(facts.where("caller"), "the player who called the hand still holds it.",
                     "quien cantó la mano todavía la tiene.")
    call = facts.raw("call", "")
    if not isinstance(call, str):
        raise refuse(facts.where("call"), "must be the words spoken, such as '8-6' or 'pair'.",
                     "deben ser las palabras dichas, como '8-6' o 'pair'.")
    lowball = variant in LOWBALL
    value = hands[caller].main
    game = GAME_NAMES[variant]
    rules = ["RRoP 3.vi.2", "RRoP G.cards-speak"]
    reasons: list[Text] = [Text(f"Seat {caller} holds {value.description.en}.",
                                f"El asiento {caller} tiene {value.description.es}.")]
    pair_unannounced = False
    miscalled = False
    if call.strip():
        top = parse_call(call, facts.where("call"), variant)
        miscalled = lowball and overcalls(variant, value, top)
    elif lowball and value.category is not Category.NO_PAIR:
        pair_unannounced = True
    intact = [s for s in hands if s not in discarded]
    others = [s for s in intact if s != caller]
    dead_caller = False
    if lowball and miscalled:
        rules += ["RRoP 11.15", "RRoP G.miscall"]
        reasons.append(Text(f"The call '{call}' claims a better hand than seat {caller} holds; "
                            "in lowball a player may not call a hand better than their own.",
                            f"El canto '{call}' anuncia una mano mejor que la del asiento "
                            f"{caller}; en lowball no se puede cantar una mano mejor que la "
                            "propia."))
        if discarded:
            dead_caller = True
            reasons.append(Text("The miscall made another player throw their hand away, so the "
                                "miscalled hand is dead.",
                                "El canto erróneo hizo que otro jugador tirara su mano: la mano "
                                "mal cantada está muerta."))
        elif len(hands) > 2:
            dead_caller = True
            reasons.append(Text("In a pot with more than two players a miscalled hand is dead "
                                "and the best remaining hand wins.",
                                "En un pozo de más de dos jugadores la mano mal cantada está "
                                "muerta y gana la mejor mano restante."))
        else:
            reasons.append(Text("Both hands are still intact, so the best hand wins.",
                                "Las dos manos siguen intactas: gana la mejor."))
    elif pair_unannounced:
        rules.append("RRoP 11.16")
        reasons.append(Text(f"Seat {caller} showed a pair without saying 'pair'.",
                            f"El asiento {caller} mostró una pareja sin anunciar 'par'."))
        if discarded and not others:
            dead_caller = True
            reasons.append(Text("That made the other player throw their hand away: the pair "
                                "loses the pot.",
                                "Eso hizo que el otro jugador tirara su mano: la pareja pierde "
                                "el pozo."))
        else:
            reasons.append(Text("Two or more hands are still intact, so the best hand wins.",
                                "Quedan dos o más manos intactas: gana la mejor."))
    else:
        if lowball and call.strip():
            rules.append("RRoP 11.15")
            reasons.append(Text(f"The call '{call}' does not claim more than the hand holds; a "
                                "wrong later card costs nothing.",
                                f"El canto '{call}' no anuncia más de lo que hay; errar una carta "
                                "posterior no tiene pena."))
        reasons.append(Text("Cards speak: what was said does not change the hands.",
                            "Las cartas hablan: lo dicho no cambia las manos."))
    if dead_caller:
        contenders = others or [s for s in discarded]
        if not others:
            rules.append("RRoP 3.iii.2")
            reasons.append(Text("The hand thrown away because of the call is retrieved and "
                                "plays.",
                                "La mano tirada por el canto se recupera y juega."))
    else:
        contenders = intact
        if discarded and not lowball:
            # Outside lowball a call never kills a hand; the remedy is to bring back a hand
            # thrown away on wrong information, which the facts identify card by card.
            contenders = list(hands)
            rules += ["RRoP 3.iii.2"]
            threw = _threw(discarded)
            reasons.append(Text(f"{threw.en} on what was said; a hand discarded on wrong "
                                "information is retrieved when it can be clearly identified, "
                                "and it plays.",
                                f"{threw.es} por lo que se dijo; una mano tirada por información "
                                "errónea se recupera si se identifica con claridad, y juega."))
            reasons.append(Text("A deliberate miscall to make someone throw away a winning hand "
                                "is unethical and can cost the pot; the floor judges intent.",
                                "Cantar mal a propósito para que otro tire una mano ganadora es "
                                "antiético y puede costar el pozo; el piso juzga la intención."))
        elif discarded:
            rules.append("RRoP 3.iii.2")
            threw = _threw(discarded)
            dead = Text("that hand is dead", "esa mano está muerta") if len(discarded) == 1 \
                else Text("those hands are dead", "esas manos están muertas")
            reasons.append(Text(f"{threw.en} although the call was not wrong: {dead.en}.",
                                f"{threw.es} aunque el canto no era erróneo: {dead.es}."))
    winners = best_of({s: hands[s].main for s in contenders})
    rules.extend(ranking_rules(variant))
    decision = "miscalled_hand_dead" if dead_caller else "cards_speak"
    names = seat_list(winners)
    if dead_caller:
        summary = Text(f"Seat {caller}'s hand is dead; seat {names} wins the pot.",
                       f"La mano del asiento {caller} está muerta; el asiento {names} gana el "
                       "pozo.")
    else:
        summary = Text(f"Cards speak in {game.en}: seat {names} wins with the best hand.",
                       f"Las cartas hablan en {game.es}: gana el asiento {names} con la mejor "
                       "mano.")
    return Ruling(
        kind="miscalled_hand",
        decision=decision,
        summary=summary,
        reasons=tuple(reasons),
        rules=tuple(dict.fromkeys(rules)),
        numbers={
            "winners": winners,
            "dead": [caller] if dead_caller else [],
            "miscall": miscalled or pair_unannounced,
            "caller_hand": value.to_json(),
        },
        profile=house.profile,
    )
