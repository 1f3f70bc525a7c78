"""Button, blinds and who is dealt in: where the positions go next hand and why.

Given the table as it stands between two hands (last hand's button and blinds, the
seats emptied since, and every seated player's standing: playing, new, back from an
absence owing blinds, or away), ``plan_next_hand`` places the button, the small blind
and the big blind for the next hand under the room's method (moving or dead button,
RRoP 4.2 and its explanation RRoP 16.1), applies the heads-up rule (RRoP 4.3, 15.31),
and says for every player whether he is dealt in, what he posts (live or dead), or why
he must wait (RRoP 4.4-4.16, 2.iii.10, 15.7, 15.16), including a person playing over an
absent player's seat (RRoP 4.6) and the first round of a new game (RRoP 4.13).
``seat_change`` rules on a player who moves to another seat at the same table
(RRoP 4.13-4.16, 11.7), and ``straddle`` on a voluntary extra blind (RRoP 4.17, 14.13).
Everything here is counted by hand: no poker library models seat rotation, blind debts or
room methods.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting, Structure, Variant
from floorman.rules.policy import ButtonMethod, HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text
from floorman.text import amount_text as _amount

MIN_SEATS = 2
MAX_SEATS = 10


class Standing(StrEnum):
    """Where a seated player stands with respect to the blinds."""

    PLAYING = "playing"  # in the game and owes nothing
    NEW = "new"  # has not yet played in this game
    RETURNING = "returning"  # back after missing one or both blinds
    AWAY = "away"  # keeps the seat but is not at the table for the next hand


class PostKind(StrEnum):
    """Why a player puts chips in before the cards are dealt."""

    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    NEW_PLAYER = "new_player"  # a new player's post equal to the big blind
    MAKE_UP = "make_up"  # the blinds a returning player missed
    KILL = "kill"  # lowball: a new or returning player kills the pot to play now


class WaitReason(StrEnum):
    """Why a seated player is not dealt in."""

    BIG_BLIND = "big_blind"  # chose to wait until the big blind reaches the seat
    BUTTON_MUST_PASS = "button_must_pass"  # between the big blind and the button
    ONE_KILL_PER_DEAL = "one_kill_per_deal"  # lowball: someone else already kills
    KILLED_POT = "killed_pot"  # a new player cannot play a killed pot
    AWAY = "away"  # not at the table


@dataclass(frozen=True)
class Seated:
    """One seated player as the next hand is about to be dealt.

    Attributes:
        seat: the seat number, 1 to the table's size.
        standing: playing, new, returning (owes blinds) or away.
        missed_small, missed_big: the blinds a returning or away player owes.
        post_now: a new or returning player asks to post and be dealt in at once
            rather than wait for the big blind.
        from_must_move: a new player who comes from the must-move game
            (RRoP 2.iii.10).
        drew_for_button: took part in the draw for the button that started this new
            game, so he is an active player who owes the blinds he misses (RRoP 4.13.a).
        playing_over: a new player sitting in for an absent player, whose chips stay in
            the seat (RRoP 4.6).
    """

    seat: int
    standing: Standing = Standing.PLAYING
    missed_small: bool = False
    missed_big: bool = False
    post_now: bool = False
    from_must_move: bool = False
    drew_for_button: bool = False
    playing_over: bool = False

    @property
    def owes(self) -> bool:
        return self.missed_small or self.missed_big


@dataclass(frozen=True)
class LastHand:
    """Last hand's positions. ``small_blind`` is the seat of the small-blind position
    (it may be an empty seat under the dead button, or the button when heads-up).
    The moving button follows last hand's button alone, the dead button its blinds:
    ``read_table`` asks each method for what it reads, so the other may be ``None``."""

    button: int | None
    small_blind: int | None
    big_blind: int | None


@dataclass(frozen=True)
class Table:
    """A button game between two hands.

    Attributes:
        table_seats: the number of seats (2-10).
        last_hand: last hand's button and blinds.
        players: everyone seated now, new players included.
        left: seats emptied since last hand (their players left the game).
        structure: the game and stakes (for the amounts posted).
        killed_pot: the next hand is already a killed pot (RRoP 13.12).
        first_button: in a new game whose button has not yet gone all the way round, the
            seat the draw gave the button for the first hand (RRoP 4.13); ``None``
            otherwise.
    """

    table_seats: int
    last_hand: LastHand
    players: tuple[Seated, ...]
    structure: Structure
    left: tuple[int, ...] = ()
    killed_pot: bool = False
    first_button: int | None = None

    def player(self, seat: int) -> Seated | None:
        return next((p for p in self.players if p.seat == seat), None)


@dataclass(frozen=True)
class Post:
    """Chips a player puts in before the deal: ``live`` counts toward his bet,
    ``dead`` goes to the middle and does not."""

    seat: int
    kind: PostKind
    live: Decimal
    dead: Decimal = Decimal(0)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind.value, "live": self.live,
                "dead": self.dead}


@dataclass(frozen=True)
class Wait:
    """A seated player who is not dealt in next hand, and why."""

    seat: int
    reason: WaitReason

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "reason": self.reason.value}


@dataclass(frozen=True)
class Missed:
    """Blinds an away player misses next hand (he owes them when he comes back)."""

    seat: int
    small_blind: bool
    big_blind: bool

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "small_blind": self.small_blind,
                "big_blind": self.big_blind}


@dataclass(frozen=True)
class BlindPlan:
    """Where everything goes next hand.

    Attributes:
        method: the button method used.
        button: the seat the button is placed in front of.
        button_dead: the button is in front of an empty seat or of a player who is
            not dealt in (dead button only).
        small_blind: the seat of the small-blind position (``None`` when no seat
            holds it); ``small_blind_posted`` says whether anyone posts it.
        big_blind: the seat that posts the big blind.
        heads_up: only two players are dealt in; the button posts the small blind.
        dealt_in: the seats dealt in, in dealing order (first card to the left of
            the button).
        posts, waiting, missed: who posts what, who waits and why, who misses a blind.
        first_to_act: the first player to act before the flop (or the draw).
        last_to_act: the player who acts last on later betting rounds.
    """

    method: ButtonMethod
    button: int
    button_dead: bool
    small_blind: int | None
    small_blind_posted: bool
    big_blind: int
    heads_up: bool
    dealt_in: tuple[int, ...]
    posts: tuple[Post, ...]
    waiting: tuple[Wait, ...]
    missed: tuple[Missed, ...]
    first_to_act: int
    last_to_act: int
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    def numbers(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "button": self.button,
            "button_dead": self.button_dead,
            "small_blind": self.small_blind,
            "small_blind_posted": self.small_blind_posted,
            "big_blind": self.big_blind,
            "heads_up": self.heads_up,
            "dealt_in": list(self.dealt_in),
            "posts": [p.to_json() for p in self.posts],
            "waiting": [w.to_json() for w in self.waiting],
            "missed": [m.to_json() for m in self.missed],
            "first_to_act": self.first_to_act,
            "last_to_act": self.last_to_act,
        }

    def post_of(self, seat: int) -> list[Post]:
        return [p for p in self.posts if p.seat == seat]

    def wait_of(self, seat: int) -> Wait | None:
        return next((w for w in self.waiting if w.seat == seat), None)


# --- seat arithmetic -----------------------------------------------------------------


def clockwise(seat: int, table_seats: int) -> list[int]:
    """The seats clockwise after ``seat``, ending with ``seat`` itself."""
    return [(seat - 1 + k) % table_seats + 1 for k in range(1, table_seats + 1)]


def strictly_between(start: int, end: int, table_seats: int) -> list[int]:
    """The seats met going clockwise from ``start`` to ``end``, both excluded."""
    seats = []
    for seat in clockwise(start, table_seats):
        if seat == end:
            break
        seats.append(seat)
    return seats


def _seats(seats: Iterable[int]) -> str:
    return ", ".join(str(s) for s in seats)


# --- the plan ------------------------------------------------------------------------


def plan_next_hand(table: Table, house: HouseRules) -> BlindPlan:
    """Place the button and blinds for the next hand and say who plays and posts.

    Raises:
        ScenarioError: fewer than two players can be dealt in.
    """
    why = Notes()
    n = table.table_seats
    structure = table.structure
    lowball = structure.variant in (Variant.LOWBALL_A5, Variant.LOWBALL_27)
    tournament = house.tournament
    method: ButtonMethod = house.button
    by_seat = {p.seat: p for p in table.players}

    def standing(seat: int) -> Standing | None:
        player = by_seat.get(seat)
        if player is None:
            return None
        if tournament and player.standing is Standing.AWAY:
            # An absent tournament player is still dealt in and posts (RRoP 15.7).
            return Standing.PLAYING
        if player.standing is Standing.RETURNING and not player.owes:
            return Standing.PLAYING
        return player.standing

    active = {s for s in by_seat if standing(s) is Standing.PLAYING}
    entering = {s for s in by_seat if standing(s) in (Standing.NEW, Standing.RETURNING)}
    away = {s for s in by_seat if standing(s) is Standing.AWAY}
    if len(active) < 2:
        # With one player left in the game the rotation is gone: the floor starts a new
        # game, drawing for the button, under the new-game blind rules.
        raise refuse("facts.players", "fewer than two players are still in the game: start a "
                     "new game, drawing a card for the button (RRoP 2.iii.6, 4.13).",
                     "quedan menos de dos jugadores en la partida: empiece una partida nueva "
                     "sorteando el botón con una carta (RRoP 2.iii.6, 4.13).")

    newly_missed: dict[int, set[str]] = {}
    last = table.last_hand
    heads_up = False
    button_dead = False
    small_posted = True

    if method == "moving":
        assert last.button is not None  # read_table requires it under the moving button
        why.add("Moving button: the button always goes forward to the next player in the "
                "game and the blinds follow it.",
                "Botón móvil: el botón avanza siempre al siguiente jugador en la partida y "
                "las ciegas se colocan a partir de él.", "RRoP 4.2.a", "RRoP 16.1")
        button = next(s for s in clockwise(last.button, n) if s in active)
        after_button = strictly_between(button, button, n)
        first_active = next(s for s in after_button if s in active)
        small: int | None = first_active
        for seat in after_button:
            if seat == small:
                break
            if seat in away:
                newly_missed.setdefault(seat, set()).add("small_blind")
        found: int | None = None
        for seat in strictly_between(first_active, button, n):
            if seat in active or seat in entering:
                found = seat
                break
            if seat in away:
                newly_missed.setdefault(seat, set()).add("big_blind")
        if found is None:
            # Only two players remain in the rotation: the button takes the small blind.
            big, small = first_active, button
            heads_up = True
        else:
            big = found
        why.add(f"The button moves from seat {last.button} to seat {button}, the next player in "
                "the game" + ("" if heads_up else
                              f"; seat {small} posts the small blind and seat {big} the big "
                              "blind") + ".",
                f"El botón pasa del asiento {last.button} al asiento {button}, el siguiente "
                "jugador en la partida" + ("" if heads_up else
                                           f"; el asiento {small} pone la ciega pequeña y el "
                                           f"asiento {big} la grande") + ".", "RRoP 4")
    else:
        why.add("Dead button: the big blind goes to the player due it, and the small blind "
                "and the button are placed behind it even in front of an empty seat.",
                "Botón muerto: la ciega grande la pone el jugador al que le toca, y la ciega "
                "pequeña y el botón se colocan detrás aunque queden ante un asiento vacío.",
                "RRoP 4.2.b", "RRoP 16.1")
        if tournament:
            why.add("Tournament play uses the dead button. The TDA rules do not say how it "
                    "moves; Robert's Rules do, as above.",
                    "El torneo se juega con botón muerto. Las reglas TDA no dicen cómo se "
                    "mueve; lo dicen las Robert's Rules, como arriba.", "TDA 32")
            why.add("In tournaments the button stays put until the right blinds are taken, so "
                    "every player pays every blind each round.",
                    "En torneo el botón no avanza hasta que se cobran las ciegas que tocan; "
                    "cada jugador paga todas las ciegas en cada vuelta.", "RRoP 15.30")
        assert last.big_blind is not None  # read_table requires it under the dead button
        due: int | None = None
        for seat in clockwise(last.big_blind, n):
            if seat in active or seat in entering:
                due = seat
                break
            if seat in away:
                newly_missed.setdefault(seat, set()).add("big_blind")
        assert due is not None  # there are at least two active players
        big = due
        small = last.big_blind
        if small not in active or small == big:
            small_posted = False
            if small in away:
                newly_missed.setdefault(small, set()).add("small_blind")
        placed = last.small_blind if last.small_blind is not None else last.button
        assert placed is not None  # read_table requires one of them
        button = placed
        arc = strictly_between(big, small, n)
        if small != big and button not in arc:
            # Last hand was heads-up (its small blind was the button): the button goes to
            # the seat just before the small-blind position.
            button = arc[-1] if arc else small
        if button not in active or button in (small, big):
            button_dead = True
        why.add(f"Seat {big} is the next player due the big blind after seat {last.big_blind}; "
                f"the small-blind position moves to seat {small} and the button to seat "
                f"{button}.",
                f"Al asiento {big} le toca la ciega grande después del asiento "
                f"{last.big_blind}; la posición de ciega pequeña pasa al asiento {small} y el "
                f"botón al asiento {button}.", "RRoP 4.2.b")

    # The zone between the big blind and the button (the button seat, the small blind
    # and any seat between them): nobody enters there (RRoP 4.7, 15.16).
    zone = {button, *strictly_between(button, big, n)}
    # In a new game the blinds have gone over every seat from the first button up to this
    # hand's big blind; the seats beyond are still to be reached (RRoP 4.13.b).
    passed_by_blind = (set(strictly_between(table.first_button, big, n))
                       if table.first_button is not None else set())

    dealt: set[int] = set(active) | {big}
    if small_posted and small is not None:
        dealt.add(small)
    posts: list[Post] = []
    waiting: list[Wait] = []
    kill_taken = table.killed_pot
    sb_amount = structure.small_blind
    bb_amount = structure.big_blind

    def settle_entering(seat: int) -> None:
        nonlocal kill_taken
        player = by_seat[seat]
        if player.playing_over:
            why.add(f"Seat {seat} is played over (with the floor's approval, the absent "
                    "player's chips kept in a box): the person sitting in counts as a new "
                    "player, who posts an amount equal to the big blind or waits for it.",
                    f"En el asiento {seat} se juega por encima (con permiso de la sala y las "
                    "fichas del ausente guardadas en una caja): quien ocupa el lugar cuenta "
                    "como jugador nuevo, y pone lo mismo que la ciega grande o la espera.",
                    "RRoP 4.6", "RRoP 2.ii.12")
        if player.drew_for_button:
            why.add(f"Seat {seat} took part in the draw for the button of this new game: he is "
                    "an active player, not a new one, and owes the blinds he missed.",
                    f"El asiento {seat} participó en el sorteo del botón de esta partida nueva: "
                    "es un jugador activo, no uno nuevo, y debe las ciegas que se saltó.",
                    "RRoP 4.13.a")
        if seat == big:
            return
        if tournament:
            if seat in zone:
                waiting.append(Wait(seat, WaitReason.BUTTON_MUST_PASS))
                why.add(f"Seat {seat} arrives on the button or the small blind and waits until "
                        "the button has passed.",
                        f"El asiento {seat} llega en el botón o en la ciega pequeña y espera a "
                        "que pase el botón.", "RRoP 15.16")
            else:
                dealt.add(seat)
                why.add(f"Seat {seat} arrives from another table and is dealt in at once "
                        "without posting.",
                        f"El asiento {seat} llega de otra mesa y recibe cartas enseguida sin "
                        "poner nada.", "RRoP 15.16")
            return
        if table.killed_pot and player.standing is Standing.NEW:
            waiting.append(Wait(seat, WaitReason.KILLED_POT))
            why.add(f"Seat {seat} is new and the next pot is killed: he may not play it unless "
                    "he agrees to kill the following pot.",
                    f"El asiento {seat} es nuevo y el próximo bote está matado: no puede "
                    "jugarlo salvo que acepte matar el bote siguiente.", "RRoP 13.12")
            return
        if table.first_button is not None and player.standing is Standing.NEW:
            if seat not in passed_by_blind and seat not in zone:
                dealt.add(seat)
                why.add(f"New game: no blind has reached seat {seat} since the draw for the "
                        "button, so the new player there is dealt in without posting and takes "
                        "the blinds when they come to him.",
                        f"Partida nueva: ninguna ciega ha llegado al asiento {seat} desde el "
                        "sorteo del botón, así que el jugador nuevo recibe cartas sin poner nada "
                        "y pagará las ciegas cuando le lleguen.", "RRoP 4.13.b")
                return
            if seat in passed_by_blind:
                why.add(f"New game, but a blind has already passed seat {seat}: the new player "
                        "there gets no free hand and follows the usual rules for new players.",
                        f"Partida nueva, pero ya pasó una ciega por el asiento {seat}: el "
                        "jugador nuevo no entra gratis y sigue las reglas habituales de los "
                        "jugadores nuevos.", "RRoP 4.13.b")
        if not player.post_now:
            waiting.append(Wait(seat, WaitReason.BIG_BLIND))
            if player.standing is Standing.NEW:
                why.add(f"Seat {seat} is new and waits for the big blind to reach him.",
                        f"El asiento {seat} es nuevo y espera a que le llegue la ciega grande.",
                        "RRoP 4.4.a")
            else:
                why.add(f"Seat {seat} owes blinds and chooses to wait for his big blind "
                        "instead of making them up.",
                        f"El asiento {seat} debe ciegas y prefiere esperar a su ciega grande "
                        "en lugar de reponerlas.", "RRoP 4.10")
            return
        if seat in zone and not house.new_player_may_post_before_button:
            waiting.append(Wait(seat, WaitReason.BUTTON_MUST_PASS))
            why.add(f"Seat {seat} sits between the big blind and the button: he cannot be dealt "
                    "in nor post there, and must wait until the button passes him.",
                    f"El asiento {seat} está entre la ciega grande y el botón: ahí no puede "
                    "recibir cartas ni poner ciegas, y debe esperar a que pase el botón.",
                    "RRoP 4.7", "RRoP 16.5")
            return
        if lowball:
            if kill_taken:
                waiting.append(Wait(seat, WaitReason.ONE_KILL_PER_DEAL))
                why.add(f"Seat {seat} would have to kill the pot to play, but another player "
                        "already kills this deal and only one kill is allowed.",
                        f"El asiento {seat} tendría que matar el bote para jugar, pero otro "
                        "jugador ya lo mata en este reparto y solo se permite una matanza.",
                        "RRoP 13.11")
                return
            kill_taken = True
            posts.append(Post(seat, PostKind.KILL, bb_amount * 2))
            dealt.add(seat)
            rule = "RRoP 11.3.b" if player.standing is Standing.NEW else "RRoP 11.7"
            why.add(f"Lowball: seat {seat} plays at once only by killing the pot with twice the "
                    f"big blind ({_amount(bb_amount * 2)}).",
                    f"Lowball: el asiento {seat} solo juega ya si mata el bote con el doble de "
                    f"la ciega grande ({_amount(bb_amount * 2)}).", "RRoP 4.4.b", rule)
            return
        dealt.add(seat)
        if player.standing is Standing.NEW:
            in_zone = seat in zone
            dead = sb_amount if in_zone else Decimal(0)
            posts.append(Post(seat, PostKind.NEW_PLAYER, bb_amount, dead))
            if in_zone:
                why.add(f"House rule: seat {seat} may make up the blinds between the big blind "
                        f"and the button ({_amount(bb_amount)} live, {_amount(sb_amount)} "
                        "dead).",
                        f"Regla de la casa: el asiento {seat} puede reponer las ciegas entre la "
                        f"ciega grande y el botón ({_amount(bb_amount)} vivos, "
                        f"{_amount(sb_amount)} muertos).", "RRoP 16.5")
            elif player.from_must_move:
                why.add(f"Seat {seat} comes from the must-move game and enters as a new player: "
                        f"he posts {_amount(bb_amount)} and is dealt in.",
                        f"El asiento {seat} viene de la mesa de traslado obligatorio y entra "
                        f"como jugador nuevo: pone {_amount(bb_amount)} y recibe cartas.",
                        "RRoP 2.iii.10", "RRoP 4.4.b")
            else:
                why.add(f"Seat {seat} is new and posts an amount equal to the big blind "
                        f"({_amount(bb_amount)}, live) to be dealt in at once.",
                        f"El asiento {seat} es nuevo y pone lo mismo que la ciega grande "
                        f"({_amount(bb_amount)}, vivos) para recibir cartas ya.", "RRoP 4.4.b")
            return
        live, dead = make_up_amounts(player.missed_small, player.missed_big, sb_amount,
                                     bb_amount, house)
        if seat in zone:
            live, dead = bb_amount, sb_amount
        posts.append(Post(seat, PostKind.MAKE_UP, live, dead))
        parts_en, parts_es = [], []
        if live and live == sb_amount and not player.missed_big:
            parts_en.append(f"{_amount(live)} live (the small blind, part of his bet)")
            parts_es.append(f"{_amount(live)} vivos (la ciega pequeña, cuenta como su "
                            "apuesta)")
        elif live:
            parts_en.append(f"{_amount(live)} live (the big blind, part of his bet)")
            parts_es.append(f"{_amount(live)} vivos (la ciega grande, cuenta como su apuesta)")
        if dead:
            parts_en.append(f"{_amount(dead)} dead (the small blind, to the middle)")
            parts_es.append(f"{_amount(dead)} muertos (la ciega pequeña, al centro)")
        why.add(f"Seat {seat} makes up the blinds he missed: " + " and ".join(parts_en) + ".",
                f"El asiento {seat} repone las ciegas que se saltó: " + " y ".join(parts_es)
                + ".", *make_up_rules(player.missed_small, player.missed_big, house))

    for seat in clockwise(button, n):
        if seat in entering:
            settle_entering(seat)

    if len(dealt) < 2:
        raise refuse("facts.players",
                     "only one player can be dealt in next hand; the others wait, so no hand can "
                     "be dealt until a waiting player posts.",
                     "solo un jugador puede recibir cartas la próxima mano; los demás esperan, así "
                     "que no se puede repartir hasta que uno de ellos ponga.")
    if len(dealt) == 2 and not heads_up:
        heads_up = True
        if method == "moving":
            other = next(s for s in dealt if s != button)
            small, big = button, other
        else:
            other = next(s for s in dealt if s != big)
            button, small = other, other
            button_dead = False
            small_posted = True
        zone = {button, *strictly_between(button, big, n)}

    if heads_up:
        why.add("Only two players are dealt in: the button posts the small blind and acts "
                "first before the flop, last afterwards.",
                "Solo dos jugadores reciben cartas: el botón pone la ciega pequeña, habla "
                "primero antes del flop y último después.",
                "RRoP 4.3", *(["RRoP 15.31"] if tournament else []))

    # The blinds themselves.
    blind_posts: list[Post] = []
    if small is not None and small_posted:
        blind_posts.append(Post(small, PostKind.SMALL_BLIND, sb_amount))
    blind_posts.append(Post(big, PostKind.BIG_BLIND, bb_amount))
    if big in entering:
        why.add(f"The big blind reaches seat {big}, who was waiting for it: he posts it and is "
                "dealt in.",
                f"La ciega grande llega al asiento {big}, que la esperaba: la pone y recibe "
                "cartas.", "RRoP 4.4.a", "RRoP 4.10")
    if not small_posted and small is not None:
        why.add(f"Nobody posts the small blind: its position, seat {small}, has no player in "
                "the game.",
                f"Nadie pone la ciega pequeña: su posición, el asiento {small}, no tiene "
                "jugador en la partida.", "RRoP 4.2.b")
    last_to_act = next(s for s in reversed(clockwise(button, n)) if s in dealt)
    if button_dead:
        why.add(f"The button sits in front of seat {button}, which has no player dealt in: it "
                f"is a dead button, and seat {last_to_act} acts last after the flop.",
                f"El botón queda ante el asiento {button}, donde nadie recibe cartas: es un "
                f"botón muerto, y el asiento {last_to_act} habla último después del flop.",
                "RRoP 4.2.b", "RRoP 16.1")

    for seat in sorted(newly_missed):
        misses = newly_missed[seat]
        why.add(f"Seat {seat} is away and misses the "
                + " and the ".join(m.replace("_", " ") for m in sorted(misses, reverse=True))
                + "; he owes it when he comes back.",
                f"El asiento {seat} está ausente y se salta la "
                + " y la ".join({"small_blind": "ciega pequeña", "big_blind": "ciega grande"}[m]
                                for m in sorted(misses, reverse=True))
                + "; la deberá al volver.", "RRoP 4.10")
        if by_seat[seat].drew_for_button:
            why.add(f"Seat {seat} drew for the button of this new game, so he is an active "
                    "player: the blinds he misses are owed like anyone else's.",
                    f"El asiento {seat} participó en el sorteo del botón de esta partida nueva, "
                    "así que es jugador activo: las ciegas que se salta se deben como las de "
                    "cualquiera.", "RRoP 4.13.a")
    if tournament:
        for seat in sorted(p.seat for p in table.players if p.standing is Standing.AWAY):
            why.add(f"Seat {seat} is away but is dealt in; his chips post his blinds.",
                    f"El asiento {seat} está ausente pero recibe cartas; sus fichas pagan sus "
                    "ciegas.", "RRoP 15.7")
    for seat in sorted(away):
        waiting.append(Wait(seat, WaitReason.AWAY))

    order = clockwise(button, n)
    dealt_in = tuple(s for s in order if s in dealt)
    if heads_up:
        first = small if small is not None else button
    else:
        first = next(s for s in clockwise(big, n) if s in dealt)
    all_posts = tuple(sorted(blind_posts + posts, key=lambda p: order.index(p.seat)))
    missed = tuple(Missed(s, "small_blind" in m, "big_blind" in m)
                   for s, m in sorted(newly_missed.items()))
    waits = tuple(sorted(waiting, key=lambda w: order.index(w.seat)))
    return BlindPlan(
        method=method,
        button=button,
        button_dead=button_dead,
        small_blind=small,
        small_blind_posted=small_posted and small is not None,
        big_blind=big,
        heads_up=heads_up,
        dealt_in=dealt_in,
        posts=all_posts,
        waiting=waits,
        missed=missed,
        first_to_act=first,
        last_to_act=last_to_act,
        reasons=tuple(why.reasons),
        rules=tuple(why.rules),
    )


# --- reading the facts ---------------------------------------------------------------


def _seat_number(facts: Facts, name: str, table_seats: int) -> int:
    return check_seat(facts.raw(name), facts.where(name), table_seats)


def check_seat(value: object, where: str, table_seats: int) -> int:
    """``value`` as a seat of a table of ``table_seats`` seats, or a ScenarioError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise refuse(where, "must be a seat number.", "debe ser un número de asiento.")
    if not 1 <= value <= table_seats:
        raise refuse(where,
                     f"seat {value} is outside the table, whose seats are 1 to {table_seats}.",
                     f"el asiento {value} no existe en la mesa, cuyos asientos van del 1 al "
                     f"{table_seats}.")
    return value


def read_table(facts: Facts, house: HouseRules) -> Table:
    """The table described by scenario facts (see docs/rules-scenarios.md)."""
    structure = facts.structure()
    if not structure.variant.uses_button:
        raise refuse(facts.where("structure.game"),
                     "stud games use no button and no blinds; the forced bet is the bring-in.",
                     "el stud no usa botón ni ciegas; la apuesta forzada es la del bring-in.")
    n = facts.integer("table_seats", MAX_SEATS, low=MIN_SEATS, high=MAX_SEATS)
    first_button: int | None = None
    if facts.has("first_button"):
        first_button = _seat_number(facts, "first_button", n)
        if house.tournament:
            raise refuse(facts.where("first_button"),
                         "the new-game blind rules are for live games; players who join a "
                         "tournament table follow RRoP 15.16.",
                         "las reglas de ciegas de una partida nueva son para partidas en vivo; "
                         "quien llega a una mesa de torneo sigue la RRoP 15.16.")
    players: list[Seated] = []
    seen: set[int] = set()
    for entry in facts.children("players", at_least=1):
        seat = _seat_number(entry, "seat", n)
        if seat in seen:
            raise refuse(entry.where("seat"), f"seat {seat} is listed twice; list each player "
                         "once.", f"el asiento {seat} aparece dos veces; indique cada jugador "
                         "una sola vez.")
        seen.add(seat)
        playing_over = entry.flag("playing_over")
        drew = entry.flag("drew_for_button")
        standing = Standing(entry.choice("standing", [s.value for s in Standing],
                                         (Standing.NEW if playing_over
                                          else Standing.PLAYING).value))
        missed_small = entry.flag("missed_small")
        missed_big = entry.flag("missed_big")
        post_now = entry.flag("post_now")
        from_must_move = entry.flag("from_must_move")
        if playing_over:
            if house.tournament:
                raise refuse(entry.where("playing_over"),
                             "nobody plays over a seat in a tournament.",
                             "en un torneo nadie juega por encima en un asiento ajeno.")
            if standing is not Standing.NEW:
                raise refuse(entry.where("playing_over"),
                             "a person playing over is a new player (RRoP 4.6): leave "
                             "'standing' out or make it 'new'.",
                             "quien juega por encima es un jugador nuevo (RRoP 4.6): omita "
                             "'standing' o ponga 'new'.")
            if drew:
                raise refuse(entry.where("playing_over"),
                             "a person playing over the seat did not draw for the button; list "
                             "the player who drew in his own seat.",
                             "quien juega por encima no participó en el sorteo del botón; "
                             "indique al que sorteó en su propio asiento.")
        if drew:
            if first_button is None:
                raise refuse(entry.where("drew_for_button"),
                             "the draw for the button matters only in a new game: give "
                             "first_button, the seat the draw gave the button (RRoP 4.13).",
                             "el sorteo del botón solo cuenta en una partida nueva: indique "
                             "first_button, el asiento al que el sorteo dio el botón "
                             "(RRoP 4.13).")
            if standing is Standing.NEW:
                # He drew, so he is in the game: what he missed is owed, as for anyone
                # away (RRoP 4.13.a).
                standing = (Standing.RETURNING if missed_small or missed_big
                            else Standing.PLAYING)
        if (missed_small or missed_big) and standing not in (Standing.RETURNING, Standing.AWAY):
            name = "missed_small" if missed_small else "missed_big"
            raise refuse(entry.where(name), "only a returning or away player can owe blinds.",
                         "solo un jugador que vuelve o que está ausente puede deber ciegas.")
        if post_now and standing not in (Standing.NEW, Standing.RETURNING):
            raise refuse(entry.where("post_now"),
                         "only a new player or one who owes blinds chooses to post to play now.",
                         "solo un jugador nuevo o que debe ciegas elige poner para jugar ya.")
        if from_must_move and standing is not Standing.NEW:
            raise refuse(entry.where("from_must_move"),
                         "a player arriving from the must-move game is a new player here.",
                         "un jugador que llega de la mesa de traslado obligatorio es aquí un "
                         "jugador nuevo.")
        if house.tournament and standing is Standing.RETURNING:
            raise refuse(entry.where("standing"),
                         "tournament players never owe missed blinds: an absent player is dealt "
                         "in and his chips post (RRoP 15.7).",
                         "en torneo nadie debe ciegas saltadas: al ausente se le reparte y sus "
                         "fichas pagan (RRoP 15.7).")
        players.append(Seated(seat, standing, missed_small, missed_big, post_now,
                              from_must_move, drew, playing_over))
    # Who left matters only to check last hand's positions: a seat that had nobody
    # last hand cannot have held the button or a blind. When who left was not asked
    # (``left_unknown``, the rulings assistant), a position in front of a seat nobody
    # holds now is taken to be a player's who has left.
    told_left = not facts.flag("left_unknown")
    left_raw = facts.raw("left", [])
    if not isinstance(left_raw, list):
        raise refuse(facts.where("left"), "must be a list of seat numbers.",
                     "debe ser una lista de números de asiento.")
    left: list[int] = []
    for i, value in enumerate(left_raw):
        where = f"{facts.where('left')}[{i}]"
        seat = check_seat(value, where, n)
        if seat in left:
            raise refuse(where, f"seat {seat} is listed twice.",
                         f"el asiento {seat} aparece dos veces.")
        holder = next((p for p in players if p.seat == seat), None)
        if holder is not None and holder.standing is not Standing.NEW:
            raise refuse(where, f"seat {seat} still holds a player who was in the game.",
                         f"el asiento {seat} sigue ocupado por un jugador que estaba en la "
                         "partida.")
        left.append(seat)
    seated_last = {p.seat for p in players if p.standing is not Standing.NEW} | set(left)

    # The moving button reads last hand's button, the dead button its blinds (and the
    # button only when no small-blind position is given); what a method does not read
    # may be left out, and is checked when given.
    last = facts.child("last_hand")
    small = _seat_number(last, "small_blind", n) if last.has("small_blind") else None
    needs_button = house.button == "moving" or small is None
    button = (_seat_number(last, "button", n) if needs_button or last.has("button")
              else None)
    big = (_seat_number(last, "big_blind", n) if house.button == "dead" or last.has("big_blind")
           else None)
    if not told_left:
        seated_last |= {seat for seat in (button, small, big) if seat is not None}
    if big is not None and big == button:
        raise refuse(last.where("big_blind"), "the big blind cannot be on the button.",
                     "la ciega grande no puede estar en el botón.")
    if small is not None:
        if small == big:
            raise refuse(last.where("small_blind"),
                         "the small blind and the big blind cannot be the same seat.",
                         "la ciega pequeña y la grande no pueden ser el mismo asiento.")
        if button is not None and big is not None and small != button \
                and small not in strictly_between(button, big, n):
            raise refuse(last.where("small_blind"),
                         "the small blind sits between the button and the big blind (or on the "
                         "button when heads-up).",
                         "la ciega pequeña va entre el botón y la ciega grande (o en el botón "
                         "en el mano a mano).")
    if big is not None and big not in seated_last:
        raise refuse(last.where("big_blind"),
                     f"no player sat in seat {big} last hand, yet someone posted the big blind "
                     "there; list the player or put the seat in 'left'.",
                     f"nadie estaba en el asiento {big} la mano anterior y alguien puso allí la "
                     "ciega grande; indique el jugador o ponga el asiento en 'left'.")
    if house.button == "moving":
        if button is not None and button not in seated_last:
            raise refuse(last.where("button"),
                         f"with the moving button the button is always in front of a player, "
                         f"and seat {button} had none last hand.",
                         f"con botón móvil el botón siempre está ante un jugador, y el asiento "
                         f"{button} estaba vacío la mano anterior.")
        if small is not None and small not in seated_last:
            raise refuse(last.where("small_blind"),
                         f"with the moving button a player posts the small blind, and seat "
                         f"{small} had none last hand.",
                         f"con botón móvil un jugador pone la ciega pequeña, y el asiento "
                         f"{small} estaba vacío la mano anterior.")
    return Table(
        table_seats=n,
        last_hand=LastHand(button, small, big),
        players=tuple(players),
        structure=structure,
        left=tuple(left),
        killed_pot=facts.flag("killed_pot"),
        first_button=first_button,
    )


def _plan_summary(plan: BlindPlan) -> Text:
    button_en = f"button on seat {plan.button}" + (" (dead button)" if plan.button_dead else "")
    button_es = f"botón en el asiento {plan.button}" + (" (botón muerto)" if plan.button_dead
                                                        else "")
    if plan.heads_up:
        blinds_en = f"the button posts the small blind, seat {plan.big_blind} the big blind"
        blinds_es = (f"el botón pone la ciega pequeña, el asiento {plan.big_blind} la ciega "
                     "grande")
    else:
        if plan.small_blind_posted:
            small_en = f"small blind seat {plan.small_blind}"
            small_es = f"ciega pequeña el asiento {plan.small_blind}"
        else:
            small_en, small_es = "no small blind", "sin ciega pequeña"
        blinds_en = f"{small_en}, big blind seat {plan.big_blind}"
        blinds_es = f"{small_es}, ciega grande el asiento {plan.big_blind}"
    count = len(plan.dealt_in)
    return Text(
        f"Next hand: {button_en}; {blinds_en}; {count} players dealt in "
        f"({_seats(plan.dealt_in)}).",
        f"Próxima mano: {button_es}; {blinds_es}; reciben cartas {count} jugadores "
        f"({_seats(plan.dealt_in)}).",
    )


@scenario("button_and_blinds")
def decide_button_and_blinds(facts: Facts, house: HouseRules) -> Ruling:
    """Where the button and blinds go next hand, who posts, who plays and who waits."""
    table = read_table(facts, house)
    plan = plan_next_hand(table, house)
    decision = "heads_up" if plan.heads_up else f"{plan.method}_button"
    return Ruling("button_and_blinds", decision, _plan_summary(plan), plan.reasons,
                  plan.rules, plan.numbers(), house.profile)


# --- one player's options ------------------------------------------------------------


def hands_until_big_blind(table: Table, plan: BlindPlan, seat: int) -> int:
    """Hands before the big blind reaches ``seat``, if nobody joins or leaves: the big
    blind moves one player in the game each hand."""
    rotation = {p.seat for p in table.players if p.standing is not Standing.AWAY}
    return _hands_to_big_blind(rotation, plan.big_blind, seat, table.table_seats)


def _with_player(table: Table, seat: int, **changes: Any) -> Table:
    players = tuple(
        dataclasses.replace(p, **changes) if p.seat == seat else p for p in table.players
    )
    return dataclasses.replace(table, players=players)


def _options_ruling(kind: str, table: Table, house: HouseRules, seat: int,
                    who_en: str, who_es: str, lead: Notes | None = None) -> Ruling:
    """A new or returning player's options next hand: the plan is worked out as if he
    asked to post now, which shows whether posting is allowed at all. ``lead`` holds
    reasons that come before the plan's."""
    plan = plan_next_hand(_with_player(table, seat, post_now=True), house)
    posts = plan.post_of(seat)
    wait = plan.wait_of(seat)
    hands = hands_until_big_blind(table, plan, seat)
    numbers: dict[str, Any] = {
        "seat": seat,
        "button": plan.button,
        "small_blind": plan.small_blind,
        "big_blind": plan.big_blind,
        "hands_until_big_blind": hands,
    }
    options: list[dict[str, Any]] = []
    if seat == plan.big_blind:
        decision = "takes_big_blind"
        amount = table.structure.big_blind
        options.append({"choice": "post_big_blind", "live": amount, "dead": Decimal(0)})
        summary = Text(f"{who_en} in seat {seat} is due the big blind next hand: he posts "
                       f"{_amount(amount)} and is dealt in.",
                       f"{who_es} del asiento {seat} tiene la ciega grande la próxima mano: "
                       f"pone {_amount(amount)} y recibe cartas.")
    elif [p.kind for p in posts] == [PostKind.SMALL_BLIND]:
        # Only a player already in the game takes the small blind (one who drew for the
        # button of a new game, RRoP 4.13.a).
        decision = "takes_small_blind"
        amount = table.structure.small_blind
        options.append({"choice": "post_small_blind", "live": amount, "dead": Decimal(0)})
        summary = Text(f"{who_en} in seat {seat} is due the small blind next hand: he posts "
                       f"{_amount(amount)} and is dealt in.",
                       f"{who_es} del asiento {seat} tiene la ciega pequeña la próxima mano: "
                       f"pone {_amount(amount)} y recibe cartas.")
    elif seat in plan.dealt_in and not posts:
        decision = "dealt_in"
        options.append({"choice": "play", "live": Decimal(0), "dead": Decimal(0)})
        summary = Text(f"{who_en} in seat {seat} is dealt in next hand without posting.",
                       f"{who_es} del asiento {seat} recibe cartas la próxima mano sin poner "
                       "nada.")
    elif posts:
        post = posts[0]
        decision = "may_kill_or_wait" if post.kind is PostKind.KILL else "may_post_or_wait"
        options.append({"choice": "kill" if post.kind is PostKind.KILL else "post",
                        "live": post.live, "dead": post.dead})
        options.append({"choice": "wait_for_big_blind", "live": Decimal(0),
                        "dead": Decimal(0)})
        dead_en = f" and {_amount(post.dead)} dead" if post.dead else ""
        dead_es = f" y {_amount(post.dead)} muertos" if post.dead else ""
        verb_en = "kill the pot with" if post.kind is PostKind.KILL else "post"
        verb_es = "matar el bote con" if post.kind is PostKind.KILL else "poner"
        summary = Text(f"{who_en} in seat {seat} may {verb_en} {_amount(post.live)} live"
                       f"{dead_en} and be dealt in at once, or wait for the big blind "
                       f"({hands} hands away).",
                       f"{who_es} del asiento {seat} puede {verb_es} {_amount(post.live)} "
                       f"vivos{dead_es} y recibir cartas ya, o esperar a la ciega grande "
                       f"(a {hands} manos).")
    else:
        assert wait is not None
        if wait.reason is WaitReason.KILLED_POT:
            decision = "killed_pot"
            options.append({"choice": "kill_next_pot"})
            options.append({"choice": "wait_for_big_blind"})
            summary = Text(f"{who_en} in seat {seat} cannot play the killed pot; he may play "
                           "it by agreeing to kill the next pot, or wait.",
                           f"{who_es} del asiento {seat} no puede jugar el bote matado; puede "
                           "jugarlo si acepta matar el siguiente, o esperar.")
        elif wait.reason is WaitReason.ONE_KILL_PER_DEAL:
            decision = "must_wait"
            options.append({"choice": "wait_for_big_blind"})
            summary = Text(f"{who_en} in seat {seat} must wait: this deal is already killed "
                           "and only one kill is allowed per deal.",
                           f"{who_es} del asiento {seat} debe esperar: este reparto ya está "
                           "matado y solo se permite una matanza por reparto.")
        else:
            decision = "must_wait"
            options.append({"choice": "wait_for_button_to_pass"})
            options.append({"choice": "wait_for_big_blind"})
            summary = Text(f"{who_en} in seat {seat} sits between the big blind and the button: "
                           "he cannot be dealt in there and waits until the button passes him.",
                           f"{who_es} del asiento {seat} está entre la ciega grande y el botón: "
                           "ahí no puede recibir cartas y espera a que pase el botón.")
    numbers["options"] = options
    if posts:
        numbers["posts"] = [p.to_json() for p in posts]
    why = Notes()
    if lead is not None:
        why.extend(lead)
    why.reasons.extend(plan.reasons)
    why.cite(*plan.rules)
    return Ruling(kind, decision, summary, tuple(why.reasons), tuple(why.rules), numbers,
                  house.profile)


def _player_at(facts: Facts, table: Table, allowed: tuple[Standing, ...], what_en: str,
               what_es: str) -> int:
    seat = _seat_number(facts, "seat", table.table_seats)
    player = table.player(seat)
    if player is None or player.standing not in allowed:
        raise refuse(facts.where("seat"), f"seat {seat} must be listed in players as {what_en}.",
                     f"el asiento {seat} debe figurar en players como {what_es}.")
    return seat


@scenario("new_player")
def decide_new_player(facts: Facts, house: HouseRules) -> Ruling:
    """A new player's options: post and play now, wait for the big blind, or wait for the
    button to pass (RRoP 4.4-4.7, 2.iii.10; tournaments RRoP 15.16); a person playing over
    is one (RRoP 4.6); in a new game he may be dealt in free, and a player who drew for
    the button is not new at all (RRoP 4.13.a-b)."""
    table = read_table(facts, house)
    asked = table.player(_seat_number(facts, "seat", table.table_seats))
    if (asked is not None and asked.drew_for_button
            and asked.standing in (Standing.PLAYING, Standing.RETURNING)):
        lead = Notes()
        if asked.standing is Standing.PLAYING:
            lead.add(f"Seat {asked.seat} took part in the draw for the button, so he is not a "
                     "new player but an active one; no blind has gone past him unpaid, so he "
                     "owes nothing.",
                     f"El asiento {asked.seat} participó en el sorteo del botón, así que no es "
                     "un jugador nuevo sino uno activo; ninguna ciega le ha pasado sin pagar, "
                     "así que no debe nada.", "RRoP 4.13.a")
        return _options_ruling("new_player", table, house, asked.seat,
                               "The player who drew for the button",
                               "El jugador que participó en el sorteo del botón", lead)
    seat = _player_at(facts, table, (Standing.NEW,), "a new player ('standing': 'new')",
                      "jugador nuevo ('standing': 'new')")
    if asked is not None and asked.playing_over:
        return _options_ruling("new_player", table, house, seat, "The person playing over",
                               "Quien juega por encima")
    return _options_ruling("new_player", table, house, seat, "The new player",
                           "El jugador nuevo")


@scenario("missed_blinds")
def decide_missed_blinds(facts: Facts, house: HouseRules) -> Ruling:
    """A player who missed blinds: coming back (RRoP 4.10; a small blind missed alone is
    posted live under the house switch ``missed_small_blind: online``, Online 7), dealt in
    without posting what he owes (RRoP 4.11), or buying in again after losing all-in
    (RRoP 4.12)."""
    situation = facts.choice("situation", ["coming_back", "dealt_without_posting",
                                           "rebuy_after_losing"], "coming_back")
    if situation == "dealt_without_posting":
        return _dealt_without_posting(facts, house)
    if situation == "rebuy_after_losing":
        return _rebuy_after_losing(facts, house)
    if house.tournament:
        raise refuse("profile", "tournament players never owe missed blinds (RRoP 15.7).",
                     "en torneo nadie debe ciegas saltadas (RRoP 15.7).")
    table = read_table(facts, house)
    seat = _player_at(facts, table, (Standing.RETURNING,),
                      "a returning player who owes blinds ('standing': 'returning')",
                      "jugador que vuelve y debe ciegas ('standing': 'returning')")
    player = table.player(seat)
    assert player is not None
    if not player.owes:
        raise refuse(facts.where("players"), f"seat {seat} owes no blind: set missed_small "
                     "and/or missed_big.", f"el asiento {seat} no debe ninguna ciega: indique "
                     "missed_small y/o missed_big.")
    return _options_ruling("missed_blinds", table, house, seat, "The player",
                           "El jugador")


def _dealt_without_posting(facts: Facts, house: HouseRules) -> Ruling:
    put_in = facts.flag("put_chips_in")
    looked = facts.flag("looked_at_cards")
    rules = ("RRoP 4.11",)
    if put_in:
        return Ruling("missed_blinds", "live_hand_posts_next_hand",
                      Text("The hand is live because he put chips in before the mistake was "
                           "found; he posts the blinds he owes on the next hand.",
                           "La mano está viva porque puso fichas antes de descubrirse el error; "
                           "pone las ciegas que debe en la mano siguiente."),
                      (Text("Once he has acted and put money in, the error no longer costs him "
                            "the hand.",
                            "Una vez que actuó y puso dinero, el error ya no le cuesta la mano."),
                       Text("The debt remains and is paid on the next deal.",
                            "La deuda sigue y se paga en el reparto siguiente.")),
                      rules, {"hand_dead": False, "posts_next_hand": True}, house.profile)
    if looked:
        return Ruling("missed_blinds", "dead_hand",
                      Text("The hand is dead: he looked at his cards before posting the blind "
                           "he owed.",
                           "La mano está muerta: miró sus cartas antes de poner la ciega que "
                           "debía."),
                      (Text("A player who owes a blind may not see a hand he has not paid for.",
                            "Quien debe una ciega no puede ver una mano que no ha pagado."),),
                      rules, {"hand_dead": True, "posts_next_hand": False}, house.profile)
    return Ruling("missed_blinds", "post_now",
                  Text("He has not looked yet: he posts what he owes now and keeps the hand.",
                       "Aún no miró: pone ahora lo que debe y conserva la mano."),
                  (Text("Only looking before posting kills the hand; caught in time, the debt "
                        "is simply paid.",
                        "Solo mirar antes de pagar mata la mano; si se detecta a tiempo, basta "
                        "con pagar la deuda."),),
                  rules, {"hand_dead": False, "posts_next_hand": False}, house.profile)


def make_up_amounts(missed_small: bool, missed_big: bool, small_blind: Decimal,
                    big_blind: Decimal, house: HouseRules) -> tuple[Decimal, Decimal]:
    """What a returning player posts for the blinds he missed, live and dead: the big
    blind live and the small blind dead (RRoP 4.10, Online 4); a small blind missed on
    its own is dead under Robert's Rules (RRoP 4.10) and live under the online room's
    rule (Online 7, house switch ``missed_small_blind``)."""
    if missed_small and not missed_big and house.missed_small_blind == "online":
        return small_blind, Decimal(0)
    return (big_blind if missed_big else Decimal(0),
            small_blind if missed_small else Decimal(0))


def make_up_rules(missed_small: bool, missed_big: bool, house: HouseRules) -> tuple[str, ...]:
    """The rule the make-up posts of ``make_up_amounts`` rest on."""
    if missed_small and not missed_big and house.missed_small_blind == "online":
        return ("Online 7",)
    return ("RRoP 4.10",)


def _rebuy_after_losing(facts: Facts, house: HouseRules) -> Ruling:
    structure = facts.structure()
    missed_small = facts.flag("missed_small")
    missed_big = facts.flag("missed_big")
    live, dead = make_up_amounts(missed_small, missed_big, structure.small_blind,
                                 structure.big_blind, house)
    numbers = {"live": live, "dead": dead, "new_player": False}
    reasons = (Text("A player who loses all his chips and buys in again is not a new player.",
                    "Quien pierde todas sus fichas y vuelve a comprar no es un jugador nuevo."),)
    if not (missed_small or missed_big):
        return Ruling("missed_blinds", "no_blinds_owed",
                      Text("He owes no blinds: he buys in again and keeps his place in the "
                           "rotation.",
                           "No debe ciegas: vuelve a comprar y conserva su lugar en la "
                           "rotación."),
                      reasons, ("RRoP 4.12",), numbers, house.profile)
    return Ruling("missed_blinds", "make_up_before_rebuy",
                  Text(f"Before buying in again he makes up the blinds he missed: "
                       f"{_amount(live)} live and {_amount(dead)} dead.",
                       f"Antes de volver a comprar repone las ciegas que se saltó: "
                       f"{_amount(live)} vivos y {_amount(dead)} muertos."),
                  (*reasons, _owed_reason(missed_small, missed_big, house)),
                  ("RRoP 4.12", *make_up_rules(missed_small, missed_big, house)), numbers,
                  house.profile)


def _owed_reason(missed_small: bool, missed_big: bool, house: HouseRules) -> Text:
    if missed_small and not missed_big and house.missed_small_blind == "online":
        return Text("The small blind he skipped is still owed; by the house rule (online "
                    "room) he posts it live, as part of his bet.",
                    "La ciega pequeña que se saltó se sigue debiendo; por la regla de la casa "
                    "(sala en línea) la pone viva, como parte de su apuesta.")
    return Text("The blinds he skipped are still owed, the big blind live and the small blind "
                "dead.",
                "Las ciegas que se saltó se siguen debiendo, la grande viva y la pequeña "
                "muerta.")


# --- seat changes --------------------------------------------------------------------


@scenario("seat_change")
def decide_seat_change(facts: Facts, house: HouseRules) -> Ruling:
    """A player moves to another seat of the same table between hands: when he may play
    again and what he must post (RRoP 4.13-4.16, 11.7; 4.7 for the seats before the
    button)."""
    if house.tournament:
        raise refuse("profile", "tournament seats are assigned; players do not change seats "
                     "at will (RRoP 15.3).", "en torneo los asientos los asigna el director; "
                     "nadie cambia de asiento por su cuenta (RRoP 15.3).")
    table = read_table(facts, house)
    n = table.table_seats
    from_seat = _seat_number(facts, "from_seat", n)
    mover = table.player(from_seat)
    if mover is None or mover.standing is not Standing.PLAYING:
        raise refuse(facts.where("from_seat"),
                     f"seat {from_seat} must hold a player in the game ('standing': 'playing').",
                     f"el asiento {from_seat} debe tener un jugador en la partida "
                     "('standing': 'playing').")
    to_seat = _seat_number(facts, "to_seat", n)
    if table.player(to_seat) is not None or to_seat == from_seat:
        raise refuse(facts.where("to_seat"), f"seat {to_seat} is not free.",
                     f"el asiento {to_seat} no está libre.")
    lowball = table.structure.variant in (Variant.LOWBALL_A5, Variant.LOWBALL_27)
    bb = table.structure.big_blind
    numbers: dict[str, Any] = {"from_seat": from_seat, "to_seat": to_seat}

    if facts.flag("new_game", table.first_button is not None):
        passed_default = False
        if table.first_button is not None:
            # Counted the way plan_next_hand counts it for new players (RRoP 4.13.b).
            big = plan_next_hand(table, house).big_blind
            passed_default = to_seat in strictly_between(table.first_button, big, n)
        passed = facts.flag("blind_passed_new_seat", passed_default)
        numbers["allowed"] = not passed
        if passed:
            return Ruling("seat_change", "not_allowed",
                          Text(f"In a new game he may not take seat {to_seat}: a blind has "
                               "already passed it.",
                               f"En una partida nueva no puede ocupar el asiento {to_seat}: ya "
                               "pasó una ciega por él."),
                          (Text("A new game allows free seat changes only to seats no blind "
                                "has passed yet.",
                                "En una partida nueva solo se cambia libremente a asientos por "
                                "los que aún no pasó ninguna ciega."),),
                          ("RRoP 4.13.c",), numbers, house.profile)
        return Ruling("seat_change", "dealt_in",
                      Text(f"In a new game he may move to seat {to_seat} and keep playing: no "
                           "blind has passed it yet.",
                           f"En una partida nueva puede pasar al asiento {to_seat} y seguir "
                           "jugando: aún no pasó ninguna ciega por él."),
                      (Text("A new game allows seat changes while no blind has passed the seat.",
                            "En una partida nueva se puede cambiar de asiento mientras no haya "
                            "pasado ninguna ciega por él."),),
                      ("RRoP 4.13.c",), numbers, house.profile)

    before = plan_next_hand(table, house)
    rotation = {p.seat for p in table.players if p.standing is not Standing.AWAY}
    hands_before = _hands_to_big_blind(rotation, before.big_blind, from_seat, n)
    moved = (rotation - {from_seat}) | {to_seat}
    big_after = before.big_blind
    if big_after == from_seat:
        big_after = next(s for s in clockwise(from_seat, n) if s in moved)
    hands_after = _hands_to_big_blind(moved, big_after, to_seat, n)
    numbers.update(hands_until_big_blind_before=hands_before,
                   hands_until_big_blind_after=hands_after)
    zone = {before.button, *strictly_between(before.button, before.big_blind, n)}
    reasons: list[Text] = [
        Text(f"From seat {from_seat} the big blind would reach him in {hands_before} hands; "
             f"from seat {to_seat}, in {hands_after}.",
             f"Desde el asiento {from_seat} la ciega grande le llegaría en {hands_before} "
             f"manos; desde el asiento {to_seat}, en {hands_after}."),
    ]
    rules = ["RRoP 4.15"]
    if table.last_hand.button is None:
        raise refuse("facts.last_hand.button", "is needed: a player who has just played the "
                     "button may change seats without posting (RRoP 4.15).",
                     "hace falta: quien acaba de jugar el botón puede cambiar de asiento sin "
                     "poner nada (RRoP 4.15).")
    if from_seat == table.last_hand.button:
        numbers["hands_to_wait"] = 0
        numbers["options"] = [{"choice": "reenter_behind_button_without_posting"}]
        reasons.append(Text("He has just played the button: he may let the blinds pass his new "
                            "seat and come back in behind the button without posting.",
                            "Acaba de jugar el botón: puede dejar pasar las ciegas por su nuevo "
                            "asiento y volver a entrar detrás del botón sin poner nada."))
        return Ruling("seat_change", "reenter_behind_button",
                      Text(f"Having just played the button, he may move to seat {to_seat}, let "
                           "the blinds go by and re-enter behind the button without posting.",
                           f"Como acaba de jugar el botón, puede pasar al asiento {to_seat}, "
                           "dejar pasar las ciegas y volver a entrar detrás del botón sin "
                           "poner."),
                      tuple(reasons), ("RRoP 4.16", "RRoP 4.15"), numbers, house.profile)
    if hands_after <= hands_before:
        numbers["hands_to_wait"] = 0
        numbers["options"] = [{"choice": "play"}]
        reasons.append(Text("He moves toward the big blind, so he pays it no later than before.",
                            "Se acerca a la ciega grande, así que la paga no más tarde que "
                            "antes."))
        return Ruling("seat_change", "dealt_in",
                      Text(f"He moves toward the big blind: he is dealt in at seat {to_seat} "
                           "next hand with no penalty.",
                           f"Se acerca a la ciega grande: recibe cartas en el asiento {to_seat} "
                           "la próxima mano sin penalización."),
                      tuple(reasons), ("RRoP 4.14",), numbers, house.profile)
    wait = hands_after - hands_before
    numbers["hands_to_wait"] = wait
    options: list[dict[str, Any]] = [{"choice": "wait", "hands": wait}]
    reasons.append(Text(f"Moving away from the big blind, he sits out {wait} hands so that he "
                        "comes back at the same position relative to the blinds.",
                        f"Al alejarse de la ciega grande, no juega {wait} manos para volver en "
                        "la misma posición respecto a las ciegas."))
    if to_seat in zone:
        reasons.append(Text(f"Seat {to_seat} is between the big blind and the button, where no "
                            "blind may be posted to come in.",
                            f"El asiento {to_seat} está entre la ciega grande y el botón, donde "
                            "no se puede poner ciega para entrar."))
        rules.append("RRoP 4.7")
        decision = "must_wait"
        summary = Text(f"At seat {to_seat} he waits {wait} hands (the button must pass his new "
                       "seat first).",
                       f"En el asiento {to_seat} espera {wait} manos (antes debe pasar el botón "
                       "por su nuevo asiento).")
    elif lowball:
        options.append({"choice": "kill", "live": bb * 2})
        options.append({"choice": "wait_for_big_blind"})
        reasons.append(Text("In lowball he may instead kill the pot or wait for the big blind.",
                            "En lowball puede en cambio matar el bote o esperar a la ciega "
                            "grande."))
        rules += ["RRoP 11.7", "RRoP 4.15"]
        decision = "may_kill_or_wait"
        summary = Text(f"At seat {to_seat} he waits {wait} hands, kills the pot with "
                       f"{_amount(bb * 2)}, or waits for the big blind.",
                       f"En el asiento {to_seat} espera {wait} manos, mata el bote con "
                       f"{_amount(bb * 2)} o espera a la ciega grande.")
    elif mover.owes:
        decision = "must_wait"
        summary = Text(f"At seat {to_seat} he waits {wait} hands; owing a blind, he cannot buy "
                       "his way in.",
                       f"En el asiento {to_seat} espera {wait} manos; como debe una ciega, no "
                       "puede pagar para entrar antes.")
    else:
        options.append({"choice": "post", "live": bb})
        reasons.append(Text(f"Not owing any blind, he may instead post {_amount(bb)} and play "
                            "at once.",
                            f"Como no debe ciegas, puede en cambio poner {_amount(bb)} y jugar "
                            "enseguida."))
        decision = "may_post_or_wait"
        summary = Text(f"At seat {to_seat} he waits {wait} hands, or posts {_amount(bb)} to "
                       "play at once.",
                       f"En el asiento {to_seat} espera {wait} manos, o pone {_amount(bb)} para "
                       "jugar enseguida.")
    numbers["options"] = options
    return Ruling("seat_change", decision, summary, tuple(reasons), tuple(dict.fromkeys(rules)),
                  numbers, house.profile)


def _hands_to_big_blind(rotation: set[int], big_blind: int, seat: int, table_seats: int) -> int:
    order = [big_blind, *clockwise(big_blind, table_seats)[:-1]]
    return [s for s in order if s in rotation or s == seat].index(seat)


# --- the straddle --------------------------------------------------------------------

STRADDLE_BIG_BLINDS = 2  # RRoP 14.13


@scenario("straddle")
def decide_straddle(facts: Facts, house: HouseRules) -> Ruling:
    """Whether a player may straddle next hand, for how much, and who then acts first and
    last (RRoP 4.17 in limit games, a house choice; RRoP 14.13 in no limit and pot limit,
    live games only)."""
    table = read_table(facts, house)
    plan = plan_next_hand(table, house)
    seat = facts.seat("seat", plan.dealt_in)
    betting = table.structure.betting
    limit = betting is Betting.LIMIT
    amount = table.structure.big_blind * STRADDLE_BIG_BLINDS
    left_of_big = None if plan.heads_up else plan.first_to_act
    numbers: dict[str, Any] = {"seat": seat, "big_blind": plan.big_blind,
                               "straddle_seat": left_of_big, "allowed": False}
    why = Notes()

    def refused(decision: str, en: str, es: str) -> Ruling:
        return Ruling("straddle", decision, Text(en, es), tuple(why.reasons), tuple(why.rules),
                      numbers, house.profile)

    if limit and not house.limit_straddle_allowed:
        why.add("Limit games have no straddle unless the house provides for one, and this "
                "house does not.",
                "En los juegos con límite no hay straddle (apuesta montada) salvo que la casa "
                "lo prevea, y esta casa no lo prevé.", "RRoP 4.17")
        return refused("no_straddle_in_limit",
                       f"Seat {seat} may not straddle: this is a limit game and the house "
                       "allows no straddle.",
                       f"El asiento {seat} no puede hacer straddle: es un juego con límite y la "
                       "casa no lo permite.")
    if not limit and house.tournament:
        why.add("The straddle of no-limit and pot-limit games is allowed only outside "
                "tournaments.",
                "El straddle del no limit y del pot limit solo se admite fuera de los torneos.",
                "RRoP 14.13")
        return refused("no_straddle_in_tournament",
                       f"Seat {seat} may not straddle: there is no straddle in a tournament.",
                       f"El asiento {seat} no puede hacer straddle: en torneo no hay straddle.")
    if limit:
        why.add("Limit games have a straddle only where the house provides for one, as this "
                "house does; it is an extra blind of twice the big blind.",
                "Los juegos con límite solo tienen straddle (apuesta montada) si la casa lo "
                "prevé, como esta; es una ciega adicional del doble de la ciega grande.",
                "RRoP 4.17",
                "RRoP G.straddle")
    else:
        why.add("Outside tournaments a no-limit game allows a straddle"
                + (", and pot limit follows the no-limit rules." if betting is Betting.POT_LIMIT
                   else "."),
                "Fuera de los torneos el no limit admite el straddle (apuesta montada)"
                + (", y el pot limit sigue las reglas del no limit."
                   if betting is Betting.POT_LIMIT else "."),
                "RRoP 14.13", *(("RRoP 14",) if betting is Betting.POT_LIMIT else ()))
    if left_of_big is None:
        why.add("Heads-up, the player to the left of the big blind is the button, who already "
                "posts the small blind: nobody is in place to straddle.",
                "En el mano a mano, a la izquierda de la ciega grande está el botón, que ya pone "
                "la ciega pequeña: nadie ocupa el lugar del straddle.", "RRoP 4.3", "RRoP 14.13")
        return refused("straddle_wrong_seat",
                       "No straddle heads-up: the seat after the big blind is the small blind.",
                       "No hay straddle en el mano a mano: después de la ciega grande está la "
                       "ciega pequeña.")
    if seat != left_of_big:
        why.add(f"Only the player immediately to the left of the big blind may straddle; next "
                f"hand the big blind is seat {plan.big_blind}, so that is seat {left_of_big}.",
                f"Solo puede hacer straddle el jugador sentado justo a la izquierda de la ciega "
                f"grande; la próxima mano la ciega grande es el asiento {plan.big_blind}, así "
                f"que es el asiento {left_of_big}.", "RRoP 14.13")
        return refused("straddle_wrong_seat",
                       f"Seat {seat} may not straddle: only seat {left_of_big}, just left of "
                       "the big blind, may.",
                       f"El asiento {seat} no puede hacer straddle: solo puede el asiento "
                       f"{left_of_big}, justo a la izquierda de la ciega grande.")
    first = next(s for s in clockwise(seat, table.table_seats) if s in plan.dealt_in)
    numbers.update(allowed=True, amount=amount, to_come_in=amount, first_to_act=first,
                   last_to_act_first_round=seat)
    why.add(f"The straddle is twice the big blind, {_amount(amount)}, posted before the cards; "
            f"it becomes the least anyone may come in for.",
            f"El straddle es el doble de la ciega grande, {_amount(amount)}, y se pone antes de "
            f"las cartas; pasa a ser lo mínimo para entrar.", "RRoP 14.13")
    why.add(f"Seat {first}, to the straddler's left, acts first on the first betting round; "
            "the straddler acts last in that round and may raise.",
            f"El asiento {first}, a la izquierda del straddle, habla primero en la primera ronda "
            "de apuestas; el del straddle habla último en esa ronda y puede subir.", "RRoP 14.13")
    if not limit:
        numbers["counts_as_raise"] = False
        why.add("The straddle is not counted as a raise.",
                "El straddle no cuenta como subida.", "RRoP 14.13")
    return Ruling("straddle", "straddle_allowed",
                  Text(f"Seat {seat} may straddle for {_amount(amount)}: seat {first} acts "
                       f"first, and seat {seat} last on the first round.",
                       f"El asiento {seat} puede hacer straddle por {_amount(amount)}: habla "
                       f"primero el asiento {first}, y el asiento {seat} último en la primera "
                       "ronda."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)
