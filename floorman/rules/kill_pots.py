"""Kill pots: who must kill the next pot, for how much, and at what limits (RRoP 13).

A kill is an overblind that raises the limits of one hand: a full kill is twice the big
blind and doubles the limits, a half kill one and a half big blinds and raises them by
half (RRoP 13). In a required-kill game the winner of two pots in a row kills the next
one; in a high-low game, the player who sweeps a large enough pot does (RRoP 13.8). The
module also rules on the side questions of the section: a voluntary lowball kill
(RRoP 13.10), a short call into a killed pot (RRoP 13.9), a new player facing a killed
pot (RRoP 13.12) and a killer who wants to leave (RRoP 13.6). All of it is plain
bookkeeping over the last pot, written by hand: no poker library tracks kill buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any, Literal

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting, Structure, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as _amount

KillSize = Literal["full", "half"]
SWEEP_POT_IN_BIG_BETS = 5  # RRoP 13.8
VOLUNTARY_KILL_STACK_MULTIPLE = 4  # RRoP 13.10


class ButtonState(StrEnum):
    """The kill button: on the table (neutral), with a player who won the last pot
    (a leg), or with the player who must kill."""

    NEUTRAL = "neutral"
    LEG = "leg"
    KILL = "kill"


class WinnerStatus(StrEnum):
    PLAYING = "playing"
    AWAY = "away"  # stepped away; keeps his leg (RRoP 13.5)
    QUIT = "quit"  # left the game; the button goes neutral (RRoP 13.1.b)


@dataclass(frozen=True)
class KillButton:
    holder: int | None = None
    state: ButtonState = ButtonState.NEUTRAL

    def to_json(self) -> dict[str, Any]:
        return {"holder": self.holder, "state": self.state.value}


@dataclass(frozen=True)
class LastPot:
    """The pot just finished.

    Attributes:
        winners: the seats that won it (more than one: a split pot).
        amount: the whole pot (for the high-low sweep test, RRoP 13.8).
        won_beyond_blinds: what the winner took beyond the blinds (for the second
            leg, RRoP 13.3).
        sweep: in a high-low game, one player won both the high and the low.
    """

    winners: tuple[int, ...]
    amount: Decimal = Decimal(0)
    won_beyond_blinds: Decimal = Decimal(0)
    sweep: bool = False


@dataclass(frozen=True)
class KillDecision:
    decision: str
    killer: int | None
    kill_button: KillButton
    kill_amount: Decimal | None
    small_bet: Decimal
    big_bet: Decimal
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]
    summary: Text


def kill_factor(size: KillSize) -> Decimal:
    """How much a kill multiplies the big blind and the limits."""
    return Decimal(2) if size == "full" else Decimal("1.5")


def kill_amount(structure: Structure, size: KillSize) -> Decimal:
    """The kill blind: twice the big blind (full) or one and a half (half), RRoP 13."""
    return structure.big_blind * kill_factor(size)


def killed_limits(structure: Structure, size: KillSize) -> tuple[Decimal, Decimal]:
    """The small and big bet of a killed hand."""
    factor = kill_factor(size)
    return structure.small_bet * factor, structure.big_bet * factor


def next_hand_kill(
    structure: Structure,
    size: KillSize,
    button: KillButton,
    last_pot: LastPot,
    *,
    new_game: bool = False,
    winner_status: WinnerStatus = WinnerStatus.PLAYING,
    winner_stack: Decimal | None = None,
) -> KillDecision:
    """Whether the next pot is killed and who holds the kill button afterwards."""
    reasons: list[Text] = []
    rules: list[str] = ["RRoP 13"]
    amount = kill_amount(structure, size)
    small, big = structure.small_bet, structure.big_bet
    size_en = "full kill" if size == "full" else "half kill"
    size_es = "matanza completa" if size == "full" else "media matanza"
    reasons.append(Text(f"This game plays a {size_en}: the kill blind is {_amount(amount)} and "
                        f"the limits become {_amount(killed_limits(structure, size)[0])}-"
                        f"{_amount(killed_limits(structure, size)[1])}.",
                        f"Esta partida juega {size_es}: la ciega de matanza es "
                        f"{_amount(amount)} y los límites pasan a "
                        f"{_amount(killed_limits(structure, size)[0])}-"
                        f"{_amount(killed_limits(structure, size)[1])}."))

    def neutral(en: str, es: str, rule: str) -> KillDecision:
        reasons.append(Text(en, es))
        rules.append(rule)
        return KillDecision("neutral", None, KillButton(), None, small, big, tuple(reasons),
                            tuple(rules),
                            Text("The next pot is not killed and the kill button is neutral.",
                                 "El próximo bote no se mata y el botón de matanza queda "
                                 "neutral."))

    def leg(seat: int, en: str, es: str, *cited: str) -> KillDecision:
        reasons.append(Text(en, es))
        rules.extend(cited)
        return KillDecision("leg", None, KillButton(seat, ButtonState.LEG), None, small, big,
                            tuple(reasons), tuple(dict.fromkeys(rules)),
                            Text(f"The next pot is not killed; seat {seat} holds the kill button "
                                 "with a leg.",
                                 f"El próximo bote no se mata; el asiento {seat} tiene el botón "
                                 "de matanza con una pierna."))

    def kill(seat: int, en: str, es: str, *cited: str) -> KillDecision:
        reasons.append(Text(en, es))
        rules.extend(cited)
        if winner_stack is not None and winner_stack < amount:
            reasons.append(Text(f"He has only {_amount(winner_stack)} in front of him, not enough "
                                "for the kill, so the pot is played at the usual limits.",
                                f"Solo tiene {_amount(winner_stack)} delante, no le alcanza para "
                                "la matanza, así que el bote se juega con los límites normales."))
            return KillDecision("not_enough_chips", None, KillButton(seat, ButtonState.LEG),
                                None, small, big, tuple(reasons), tuple(dict.fromkeys(rules)),
                                Text(f"Seat {seat} would have to kill but lacks the chips; the "
                                     "next pot is played at the usual limits.",
                                     f"El asiento {seat} tendría que matar pero no tiene las "
                                     "fichas; el próximo bote se juega con los límites "
                                     "normales."))
        reasons.append(Text("The killer acts in his normal turn, after the player on his right; "
                            "he must post even if he would rather not play the hand.",
                            "El que mata habla en su turno normal, después del jugador de su "
                            "derecha; debe poner aunque prefiera no jugar la mano."))
        rules.extend(["RRoP 13.2", "RRoP 13.6"])
        ks, kb = killed_limits(structure, size)
        return KillDecision("kill", seat, KillButton(seat, ButtonState.KILL), amount, ks, kb,
                            tuple(reasons), tuple(dict.fromkeys(rules)),
                            Text(f"Seat {seat} must kill the next pot: he posts {_amount(amount)} "
                                 f"and the limits are {_amount(ks)}-{_amount(kb)}.",
                                 f"El asiento {seat} debe matar el próximo bote: pone "
                                 f"{_amount(amount)} y los límites son {_amount(ks)}-"
                                 f"{_amount(kb)}."))

    if new_game:
        return neutral("It is the first hand of a new game.",
                       "Es la primera mano de una partida nueva.", "RRoP 13.1.a")
    winners = last_pot.winners
    if structure.variant.is_high_low:
        needed = big * SWEEP_POT_IN_BIG_BETS
        if len(winners) == 1 and last_pot.sweep:
            seat = winners[0]
            if winner_status is WinnerStatus.QUIT:
                return neutral(f"Seat {seat} swept the pot but has left the game.",
                               f"El asiento {seat} se llevó todo el bote pero dejó la partida.",
                               "RRoP 13.1.b")
            if last_pot.amount >= needed:
                return kill(seat, f"Seat {seat} swept high and low in a pot of "
                            f"{_amount(last_pot.amount)}, at least five times the upper limit "
                            f"({_amount(needed)}).",
                            f"El asiento {seat} ganó alta y baja en un bote de "
                            f"{_amount(last_pot.amount)}, al menos cinco veces el límite "
                            f"superior ({_amount(needed)}).", "RRoP 13.8")
            return neutral(f"Seat {seat} swept the pot, but {_amount(last_pot.amount)} is under "
                           f"five times the upper limit ({_amount(needed)}).",
                           f"El asiento {seat} se llevó todo el bote, pero "
                           f"{_amount(last_pot.amount)} es menos de cinco veces el límite "
                           f"superior ({_amount(needed)}).", "RRoP 13.8")
        return neutral("Nobody swept both halves of the pot, so no kill follows.",
                       "Nadie ganó las dos mitades del bote, así que no hay matanza.",
                       "RRoP 13.8")

    if len(winners) > 1:
        if button.holder in winners:
            seat = button.holder
            assert seat is not None
            if button.state is ButtonState.KILL:
                return kill(seat, f"Seat {seat} killed the last pot and split it, so he kills "
                            "the next one too.",
                            f"El asiento {seat} mató el último bote y lo dividió, así que "
                            "también mata el siguiente.", "RRoP 13.4")
            return leg(seat, f"Seat {seat} had a leg and split the pot: he keeps the leg.",
                       f"El asiento {seat} tenía una pierna y dividió el bote: conserva la "
                       "pierna.", "RRoP 13.4")
        return neutral("The last pot was split by players without the kill button.",
                       "El último bote se dividió entre jugadores sin el botón de matanza.",
                       "RRoP 13.1.c")

    seat = winners[0]
    if winner_status is WinnerStatus.QUIT:
        return neutral(f"Seat {seat} won the last pot but has left the game.",
                       f"El asiento {seat} ganó el último bote pero dejó la partida.",
                       "RRoP 13.1.b")
    if winner_status is WinnerStatus.AWAY:
        reasons.append(Text(f"Seat {seat} is away from the table but keeps his leg for when he "
                            "comes back.",
                            f"El asiento {seat} no está en la mesa pero conserva su pierna para "
                            "cuando vuelva."))
        rules.append("RRoP 13.5")
    if button.holder == seat and button.state is ButtonState.KILL:
        return kill(seat, f"Seat {seat} killed the last pot and won it again: he kills again, "
                    "for the same amount.",
                    f"El asiento {seat} mató el último bote y volvió a ganarlo: mata otra vez, "
                    "por la misma cantidad.", "RRoP 13.7")
    if button.holder == seat and button.state is ButtonState.LEG:
        if last_pot.won_beyond_blinds >= small:
            return kill(seat, f"Seat {seat} won a second pot in a row, taking "
                        f"{_amount(last_pot.won_beyond_blinds)} beyond the blinds (at least a "
                        f"full bet, {_amount(small)}).",
                        f"El asiento {seat} ganó un segundo bote seguido y se llevó "
                        f"{_amount(last_pot.won_beyond_blinds)} además de las ciegas (al menos "
                        f"una apuesta completa, {_amount(small)}).", "RRoP 13.3")
        return leg(seat, f"Seat {seat} won again, but only "
                   f"{_amount(last_pot.won_beyond_blinds)} beyond the blinds, less than a full "
                   f"bet ({_amount(small)}): that second leg does not count, and the pot he "
                   "won stands as his leg.",
                   f"El asiento {seat} volvió a ganar, pero solo "
                   f"{_amount(last_pot.won_beyond_blinds)} además de las ciegas, menos de una "
                   f"apuesta completa ({_amount(small)}): esa segunda pierna no vale y el bote "
                   "ganado queda como su pierna.", "RRoP 13.3")
    return leg(seat, f"Seat {seat} won the last pot: that is a first leg, which needs no "
               "minimum size.",
               f"El asiento {seat} ganó el último bote: es una primera pierna, que no exige "
               "tamaño mínimo.", "RRoP 13.3")


# --- reading the facts ---------------------------------------------------------------


def _kill_structure(facts: Facts) -> Structure:
    structure = facts.structure()
    if not structure.variant.uses_button:
        raise refuse(facts.where("structure.game"),
                     "kill pots are ruled here for blind games; stud has no big blind to "
                     "double.",
                     "las matanzas se resuelven aquí para juegos con ciegas; el stud no tiene "
                     "ciega grande que doblar.")
    if structure.betting is not Betting.LIMIT:
        raise refuse(facts.where("structure.betting"),
                     "a kill raises the betting limits, so it applies to limit games.",
                     "una matanza sube los límites de apuesta, así que se aplica a juegos con "
                     "límite.")
    return structure


def _size(facts: Facts) -> KillSize:
    return facts.choice("kill", ["full", "half"], "full")


def _seat(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10:
        raise refuse(where, f"{value!r} is not a seat; tables have seats 1 to 10.",
                     f"{value!r} no es un asiento; las mesas tienen asientos del 1 al 10.")
    return value


@scenario("kill_pot")
def decide_kill_pot(facts: Facts, house: HouseRules) -> Ruling:
    """Kill-pot questions (RRoP 13); ``question`` picks which."""
    question = facts.choice("question", ["next_hand", "voluntary_kill", "short_call",
                                         "new_player", "killer_leaving"], "next_hand")
    structure = _kill_structure(facts)
    size = _size(facts)
    if question == "voluntary_kill":
        return _voluntary_kill(facts, house, structure, size)
    if question == "short_call":
        return _short_call(facts, house, structure, size)
    if question == "new_player":
        return _new_player(house, structure, size)
    if question == "killer_leaving":
        return _killer_leaving(house, structure, size)

    raw_button = facts.child("kill_button", {})
    holder = (_seat(raw_button.raw("holder"), raw_button.where("holder"))
              if raw_button.has("holder") else None)
    state = ButtonState(raw_button.choice("state", [s.value for s in ButtonState],
                                          ButtonState.LEG.value if holder else "neutral"))
    if (holder is None) != (state is ButtonState.NEUTRAL):
        raise refuse(raw_button.where("state"),
                     "a neutral kill button has no holder; a leg or a kill needs one.",
                     "un botón de matanza neutral no tiene dueño; una pierna o una matanza sí.")
    new_game = facts.flag("new_game")
    if new_game:
        last_pot = LastPot(())
    else:
        pot = facts.child("last_pot")
        sweep = pot.flag("sweep")
        # In a high-low game only a sweep kills (RRoP 13.8): without one, who shared the
        # pot changes nothing and need not be given.
        unread = structure.variant.is_high_low and not sweep
        winners_raw = pot.raw("winners", [] if unread else None)
        if not isinstance(winners_raw, list) or (not winners_raw and not unread):
            raise refuse(pot.where("winners"), "must list the seat or seats that won the pot.",
                         "debe indicar el asiento o asientos que ganaron el bote.")
        winners: list[int] = []
        for i, value in enumerate(winners_raw):
            seat = _seat(value, f"{pot.where('winners')}[{i}]")
            if seat in winners:
                raise refuse(f"{pot.where('winners')}[{i}]", f"seat {seat} is listed twice.",
                             f"el asiento {seat} aparece dos veces.")
            winners.append(seat)
        if sweep and len(winners) > 1:
            raise refuse(pot.where("sweep"), "a sweep has a single winner.",
                         "quien se lleva todo el bote es un único ganador.")
        # Default to zero only where the amount cannot change the ruling.
        if structure.variant.is_high_low:
            if sweep and not pot.has("amount"):
                raise refuse(pot.where("amount"), "is needed: a sweep kills the next pot only "
                             "if the pot was at least five times the upper limit (RRoP 13.8).",
                             "hace falta: ganar todo el bote solo obliga a matar si era al menos "
                             "cinco veces el límite superior (RRoP 13.8).")
        elif (len(winners) == 1 and winners[0] == holder and state is ButtonState.LEG
              and not pot.has("won_beyond_blinds")):
            raise refuse(pot.where("won_beyond_blinds"), "is needed: a second leg counts only "
                         "if the winner took at least a full bet beyond the blinds (RRoP 13.3).",
                         "hace falta: la segunda pierna solo vale si el ganador se llevó al "
                         "menos una apuesta completa además de las ciegas (RRoP 13.3).")
        last_pot = LastPot(
            tuple(winners),
            amount=pot.amount("amount", Decimal(0), chip=structure.chip),
            won_beyond_blinds=pot.amount("won_beyond_blinds", Decimal(0), chip=structure.chip),
            sweep=sweep,
        )
    stack = facts.amount("winner_stack") if facts.has("winner_stack") else None
    status = WinnerStatus(facts.choice("winner_status", [s.value for s in WinnerStatus],
                                       WinnerStatus.PLAYING.value))
    result = next_hand_kill(structure, size, KillButton(holder, state), last_pot,
                            new_game=new_game, winner_status=status, winner_stack=stack)
    numbers: dict[str, Any] = {
        "killer": result.killer,
        "kill_amount": result.kill_amount,
        "limits": {"small_bet": result.small_bet, "big_bet": result.big_bet},
        "kill_button": result.kill_button.to_json(),
    }
    if structure.variant.is_high_low:
        numbers["sweep_pot_needed"] = structure.big_bet * SWEEP_POT_IN_BIG_BETS
    return Ruling("kill_pot", result.decision, result.summary, result.reasons, result.rules,
                  numbers, house.profile)


def _voluntary_kill(facts: Facts, house: HouseRules, structure: Structure,
                    size: KillSize) -> Ruling:
    if structure.variant not in (Variant.LOWBALL_A5, Variant.LOWBALL_27):
        raise refuse(facts.where("structure.game"),
                     "the look-then-kill option is a lowball house rule.",
                     "la opción de mirar y luego matar es una regla de la casa del lowball.")
    amount = kill_amount(structure, size)
    needed = amount * VOLUNTARY_KILL_STACK_MULTIPLE
    stack = facts.amount("stack", chip=structure.chip)
    third = facts.flag("third_card_dealt")
    already = facts.flag("already_killed")
    ks, kb = killed_limits(structure, size)
    numbers: dict[str, Any] = {"kill_amount": amount, "stack_needed": needed, "stack": stack,
                               "limits": {"small_bet": ks, "big_bet": kb}}
    reasons = [Text(f"To kill by choice he must have at least four times the kill "
                    f"({_amount(amount)} x 4 = {_amount(needed)}) in front of him.",
                    f"Para matar por decisión propia debe tener delante al menos cuatro veces "
                    f"la matanza ({_amount(amount)} x 4 = {_amount(needed)})."),
               Text("The choice ends once any player has received a third card.",
                    "La opción termina en cuanto algún jugador recibe una tercera carta.")]
    rules = ["RRoP 13.10"]
    problem: Text | None = None
    if already:
        problem = Text("this deal is already killed, and only one kill is allowed per deal",
                       "este reparto ya está matado y solo se permite una matanza por reparto")
        rules.append("RRoP 13.11")
    elif third:
        problem = Text("a player has already received a third card",
                       "un jugador ya recibió una tercera carta")
    elif stack < needed:
        problem = Text(f"he has {_amount(stack)}, less than {_amount(needed)}",
                       f"tiene {_amount(stack)}, menos de {_amount(needed)}")
    numbers["allowed"] = problem is None
    if problem is not None:
        return Ruling("kill_pot", "kill_not_allowed",
                      Text(f"He may not kill the pot: {problem.en}.",
                           f"No puede matar el bote: {problem.es}."),
                      tuple(reasons), tuple(rules), numbers, house.profile)
    reasons.append(Text("Under this option the killer acts last on the first betting round.",
                        "Con esta opción el que mata habla último en la primera vuelta de "
                        "apuestas."))
    return Ruling("kill_pot", "kill_allowed",
                  Text(f"He may kill the pot for {_amount(amount)}; the limits become "
                       f"{_amount(ks)}-{_amount(kb)} and he acts last on the first round.",
                       f"Puede matar el bote con {_amount(amount)}; los límites pasan a "
                       f"{_amount(ks)}-{_amount(kb)} y habla último en la primera vuelta."),
                  tuple(reasons), tuple(rules), numbers, house.profile)


def _short_call(facts: Facts, house: HouseRules, structure: Structure,
                size: KillSize) -> Ruling:
    face_up = facts.flag("kill_button_face_up")
    required = facts.flag("required_kill", True)
    put_in = facts.amount("put_in", chip=structure.chip)
    amount = kill_amount(structure, size)
    if put_in >= amount:
        raise refuse(facts.where("put_in"),
                     f"{_amount(put_in)} is not short of the kill ({_amount(amount)}).",
                     f"{_amount(put_in)} no es menos que la matanza ({_amount(amount)}).")
    numbers: dict[str, Any] = {"put_in": put_in, "correct_amount": amount}
    if required and face_up:
        numbers["must_add"] = amount - put_in
        return Ruling("kill_pot", "must_complete",
                      Text(f"The kill button was showing: he must make his chips up to "
                           f"{_amount(amount)} (another {_amount(amount - put_in)}).",
                           f"El botón de matanza estaba a la vista: debe completar hasta "
                           f"{_amount(amount)} (otros {_amount(amount - put_in)})."),
                      (Text("In a required kill with the kill button face up, not noticing the "
                            "kill is no excuse.",
                            "En una matanza obligatoria con el botón boca arriba, no haberla "
                            "visto no es excusa."),),
                      ("RRoP 13.9",), numbers, house.profile)
    numbers["must_add"] = Decimal(0)
    return Ruling("kill_pot", "may_withdraw",
                  Text("He may take his chips back and reconsider his action.",
                       "Puede retirar sus fichas y reconsiderar su acción."),
                  (Text("The kill was not displayed by a face-up kill button, so his mistake is "
                        "excusable.",
                        "La matanza no estaba señalada con el botón boca arriba, así que su "
                        "error es excusable."),),
                  ("RRoP 13.9",), numbers, house.profile)


def _new_player(house: HouseRules, structure: Structure, size: KillSize) -> Ruling:
    amount = kill_amount(structure, size)
    return Ruling("kill_pot", "kill_next_or_wait",
                  Text(f"A new player cannot play this killed pot unless he agrees to kill the "
                       f"next pot ({_amount(amount)}); otherwise he waits.",
                       f"Un jugador nuevo no puede jugar este bote matado salvo que acepte matar "
                       f"el siguiente ({_amount(amount)}); si no, espera."),
                  (Text("A killed pot is closed to new players who do not take on the next kill.",
                        "Un bote matado está cerrado a los jugadores nuevos que no asuman la "
                        "siguiente matanza."),),
                  ("RRoP 13.12",), {"next_kill_amount": amount}, house.profile)


def _killer_leaving(house: HouseRules, structure: Structure, size: KillSize) -> Ruling:
    amount = kill_amount(structure, size)
    return Ruling("kill_pot", "must_post_kill",
                  Text(f"He must post the kill ({_amount(amount)}) even though he wants to leave "
                       "or sit out; until he does, he may not play in any game.",
                       f"Debe poner la matanza ({_amount(amount)}) aunque quiera irse o no "
                       "jugar; hasta que lo haga, no puede jugar en ninguna partida."),
                  (Text("A required kill is owed as soon as the pot that caused it is won.",
                        "La matanza obligatoria se debe en cuanto se gana el bote que la "
                        "provoca."),),
                  ("RRoP 13.6",), {"kill_amount": amount}, house.profile)
