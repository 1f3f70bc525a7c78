"""Broken games: in what order the players of a game that breaks are seated, and where.

When a game breaks, each player draws a card, the floor drawing for anyone absent, and
the cards set the order in which the players take the open seats of similar games
(RRoP 2.iii.14, 3.vii.2); the highest card by suit goes first (RRoP 3.vii.1). Similar
means the same form of poker, the same betting and stakes, and the same kill rule:
broken-game standing holds only between games of the same limit and type, and a game
with a required kill is a type of its own (RRoP 13.13). Each seat goes where a game most
needs a player, the similar table with the fewest players first (RRoP 2.iii.3); whoever
finds no seat goes to the head of the list, in the order of the draw. An absent player
given a seat keeps it until his big blind (two hands in stud) and goes first on the list
if he is late (RRoP 2.iii.14); one who already holds a seat in another game cannot hold a
second (RRoP 2.iii.4) and is listed instead. A player from a broken game may keep
playing a stack under the minimum buy-in; one who changes games by choice may not
(RRoP 3.i.3). Plain bookkeeping over seats and cards, written by hand.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from floorman.rules.cards import RANK_NAMES_EN, RANK_NAMES_ES, RANKS, SUITS, Card, parse_card
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting, Variant
from floorman.rules.hands import card_order
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text, amount_text

DRAW_RULES = ("RRoP 2.iii.14", "RRoP 3.vii.2", "RRoP 3.vii.1")
SUIT_WORDS = {"s": ("spades", "picas"), "h": ("hearts", "corazones"),
              "d": ("diamonds", "diamantes"), "c": ("clubs", "tréboles")}


def card_words(card: Card) -> Text:
    """``the ace of spades (As)`` / ``el as de picas (As)``."""
    en, es = SUIT_WORDS[card.suit]
    return Text(f"the {RANK_NAMES_EN[card.rank]} of {en} ({card})",
                f"el {RANK_NAMES_ES[card.rank]} de {es} ({card})")


@dataclass(frozen=True)
class GameKind:
    """What makes two games similar for a break: form, betting, stakes and kill rule."""

    variant: Variant
    betting: Betting
    stake_small: Decimal
    stake_big: Decimal
    required_kill: bool = False

    @property
    def waits_two_hands(self) -> bool:
        """Stud has no big blind: an absent player's seat waits two hands instead."""
        return self.variant.is_stud


def not_similar(broken: GameKind, other: GameKind) -> tuple[Text, tuple[str, ...]] | None:
    """Why ``other`` may not take players from ``broken`` (None: it is similar)."""
    if (broken.variant, broken.betting, broken.stake_small, broken.stake_big) != (
            other.variant, other.betting, other.stake_small, other.stake_big):
        return (Text("another form of poker, betting or stakes: players of a broken game "
                     "are seated only in similar games",
                     "otra modalidad, otro tipo de apuesta u otras apuestas: los jugadores "
                     "de una partida rota solo se sientan en partidas similares"),
                ("RRoP 2.iii.14", "RRoP 13.13"))
    if broken.required_kill != other.required_kill:
        return (Text("one game has a required kill and the other does not, so they are "
                     "different types and broken-game standing does not carry over",
                     "una partida tiene matanza obligatoria y la otra no: son de tipo "
                     "distinto y la condición de partida rota no pasa de una a otra"),
                ("RRoP 13.13",))
    return None


@dataclass(frozen=True)
class Drawer:
    """A player of the broken game in the draw.

    Attributes:
        seat: the seat at the broken table.
        card: the card drawn (by the floor, for an absent player).
        absent: not at the table when the game broke.
        holds_elsewhere: a seat is already held for the player in another game.
    """

    seat: int
    card: Card
    absent: bool = False
    holds_elsewhere: bool = False


@dataclass(frozen=True)
class Receiving:
    """A similar table that may take players: its number, players and open seats."""

    table: int
    players: int
    open_seats: tuple[int, ...]


@dataclass(frozen=True)
class Placement:
    """Where one player of the broken game goes, and why.

    Attributes:
        seat: the seat the player leaves.
        card: the card drawn.
        place: the place in the draw, 1 first.
        absent: the floor drew for the player.
        table, to_seat: the table and seat given (None when listed).
        list_position: the place among the broken game's players put at the head of
            the list, 1 first (None when seated).
        reasons: why, step by step, each citing its rules.
        rules: the rule ids the placement rests on.
    """

    seat: int
    card: Card
    place: int
    absent: bool
    table: int | None
    to_seat: int | None
    list_position: int | None
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    @property
    def held(self) -> bool:
        """An absent player's seat, held until his big blind (RRoP 2.iii.14)."""
        return self.absent and self.table is not None


def draw_order(drawers: Iterable[Drawer]) -> list[Drawer]:
    """The players in the order their cards seat them: highest card first, suits
    spades, hearts, diamonds, clubs breaking ranks (RRoP 3.vii.1)."""
    ordered = sorted(drawers, key=lambda d: card_order(d.card), reverse=True)
    cards = [d.card for d in ordered]
    if len(set(cards)) != len(cards):
        raise ValueError("a deck holds each card once: the draw repeats a card")
    return ordered


def deal_one_each(seats: Sequence[int], rng: random.Random) -> dict[int, Card]:
    """A card to each seat from a shuffled deck, clockwise from the dealer's left (the
    lowest seat first; RRoP 3.vii.2). ``rng`` is the injected random source."""
    deck = [Card(RANKS.index(rank) + 2, suit) for rank in RANKS for suit in SUITS]
    rng.shuffle(deck)
    return {seat: deck[index] for index, seat in enumerate(sorted(seats))}


def _wait_words(kind_of_game: GameKind) -> Text:
    if kind_of_game.waits_two_hands:
        return Text("two hands (stud)", "dos manos (stud)")
    return Text("his big blind", "su ciega grande")


def place_players(drawers: Iterable[Drawer], receiving: Iterable[Receiving],
                  game: GameKind) -> list[Placement]:
    """Where each player of the broken game goes, in the order of the draw.

    Each player in turn takes an open seat at the similar table with the fewest players
    (ties: the lower table number, then the lower seat), which keeps the games going
    (RRoP 2.iii.3); when no seat is left, the player goes to the head of the list, after
    those of the draw already listed (RRoP 2.iii.14). An absent player keeps the seat
    until his big blind, two hands in stud; one who already holds a seat elsewhere
    cannot hold a second (RRoP 2.iii.4) and is listed.
    """
    ordered = draw_order(drawers)
    left = {r.table: sorted(r.open_seats) for r in receiving}
    players = {r.table: r.players for r in receiving}
    count = len(ordered)
    wait = _wait_words(game)
    placements: list[Placement] = []
    listed = 0
    for place, drawer in enumerate(ordered, start=1):
        notes = Notes()
        card = card_words(drawer.card)
        who_en, who_es = ("the floor drew for him", "el encargado sacó por él") \
            if drawer.absent else ("he drew", "sacó")
        notes.add(f"Seat {drawer.seat}: {who_en} {card.en}, number {place} of {count} in "
                  "the draw, which sets the order of seating.",
                  f"Asiento {drawer.seat}: {who_es} {card.es}, número {place} de {count} en "
                  "el sorteo, que fija el orden para sentarse.", *DRAW_RULES)
        open_tables = [t for t, seats in left.items() if seats]
        if drawer.absent and drawer.holds_elsewhere:
            open_tables = []
            notes.add("A seat is already held for him in another game, and a player holds "
                      "one seat at a time: he goes on the list instead.",
                      "Ya tiene un asiento reservado en otra partida y un jugador solo "
                      "reserva un asiento a la vez: pasa a la lista.", "RRoP 2.iii.4")
        if open_tables:
            table = min(open_tables, key=lambda t: (players[t], t))
            seat = left[table].pop(0)
            notes.add(f"Table {table} has the fewest players of the similar games "
                      f"({players[table]}): seat {seat}.",
                      f"La mesa {table} es la de menos jugadores de las partidas similares "
                      f"({players[table]}): asiento {seat}.", "RRoP 2.iii.3")
            players[table] += 1
            if drawer.absent:
                notes.add(f"He is absent: the seat is held for him until {wait.en}; if he "
                          "is not back by then he goes first on the list.",
                          f"Está ausente: el asiento se le guarda hasta {wait.es}; si no "
                          "llega a tiempo pasa el primero de la lista.", "RRoP 2.iii.14")
            placements.append(Placement(drawer.seat, drawer.card, place, drawer.absent,
                                        table, seat, None, tuple(notes.reasons),
                                        tuple(notes.rules)))
            continue
        listed += 1
        notes.add(f"No open seat is left in a similar game: number {listed} at the head of "
                  "the list, in the order of the draw.",
                  f"No queda asiento libre en una partida similar: número {listed} al "
                  "principio de la lista, por el orden del sorteo.", "RRoP 2.iii.14")
        placements.append(Placement(drawer.seat, drawer.card, place, drawer.absent, None,
                                    None, listed, tuple(notes.reasons), tuple(notes.rules)))
    return placements


def may_keep_stack(stack: Decimal, min_buy_in: Decimal, *, from_broken_game: bool,
                   same_limit: bool = True) -> tuple[bool, Text, tuple[str, ...]]:
    """Whether a player arriving with ``stack`` may play it in a game whose minimum
    buy-in is ``min_buy_in``, and why: a player from a broken game of the same limit
    keeps playing what he has, even under the minimum; a player who changes games by
    choice brings the proper buy-in (RRoP 3.i.3)."""
    shown = amount_text(stack)
    low = amount_text(min_buy_in)
    if stack >= min_buy_in:
        return True, Text(f"{shown} is at least the minimum buy-in ({low}).",
                          f"{shown} llega a la compra mínima ({low})."), ("RRoP 3.i.1",)
    if from_broken_game and same_limit:
        return True, Text(f"He comes from a broken game of the same limit: he may keep "
                          f"playing {shown} though it is under the minimum buy-in ({low}).",
                          f"Viene de una partida rota del mismo límite: puede seguir con "
                          f"{shown} aunque no llegue a la compra mínima ({low})."), (
            "RRoP 3.i.3",)
    if from_broken_game:
        return False, Text(f"His game broke, but this game is not of the same limit: {shown} "
                           f"is under the minimum buy-in ({low}); he must buy in properly.",
                           f"Su partida se rompió, pero esta no es del mismo límite: {shown} "
                           f"no llega a la compra mínima ({low}); debe comprar lo que "
                           "corresponde."), ("RRoP 3.i.3", "RRoP 13.13")
    return False, Text(f"He changes games by choice: {shown} is under the minimum buy-in "
                       f"({low}); he must bring the proper buy-in.",
                       f"Cambia de partida por decisión propia: {shown} no llega a la compra "
                       f"mínima ({low}); debe traer la compra que corresponde."), (
        "RRoP 3.i.3",)


# --- the scenario kind ------------------------------------------------------------------


def _drawers(facts: Facts) -> tuple[list[Drawer], dict[int, Decimal]]:
    drawers: list[Drawer] = []
    stacks: dict[int, Decimal] = {}
    seen: set[Card] = set()
    for entry in facts.children("players", at_least=1):
        seat = entry.integer("seat", low=1, high=10)
        if any(d.seat == seat for d in drawers):
            raise refuse(entry.where("seat"), f"seat {seat} is listed twice.",
                         f"el asiento {seat} aparece dos veces.")
        card = parse_card(entry.raw("card"), entry.where("card"))
        if card.is_joker:
            raise refuse(entry.where("card"), "a joker does not decide a draw.",
                         "un joker no decide un sorteo.")
        if card in seen:
            raise refuse(entry.where("card"), f"{card} appears twice; one deck holds each "
                         "card once. Draw again for the players who hold it.",
                         f"{card} aparece dos veces; un mazo tiene cada carta una sola vez. "
                         "Vuelvan a sacar quienes la tienen.")
        seen.add(card)
        drawers.append(Drawer(seat, card, entry.flag("absent"),
                              entry.flag("holds_elsewhere")))
        if entry.has("stack"):
            stacks[seat] = entry.amount("stack")
    return drawers, stacks


def _receiving(facts: Facts, broken_kill: bool, notes: Notes) -> list[Receiving]:
    tables: list[Receiving] = []
    for entry in facts.children("tables", []):
        number = entry.integer("table", low=1)
        if any(t.table == number for t in tables):
            raise refuse(entry.where("table"), f"table {number} is listed twice.",
                         f"la mesa {number} aparece dos veces.")
        seats = entry.raw("open_seats", [])
        if not isinstance(seats, list) or any(
                isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= 10
                for s in seats) or len(set(seats)) != len(seats):
            raise refuse(entry.where("open_seats"), "give the open seats as a list of "
                         "different seat numbers from 1 to 10, e.g. [2, 7].",
                         "indique los asientos libres como una lista de números distintos "
                         "del 1 al 10, p. ej. [2, 7].")
        players = entry.integer("players", low=0, high=10 - len(seats))
        if not entry.flag("similar", True):
            notes.add(f"Table {number} is another form of poker, betting or stakes: it takes "
                      "no one from the broken game.",
                      f"La mesa {number} es de otra modalidad, apuesta o nivel: no recibe a "
                      "nadie de la partida rota.", "RRoP 2.iii.14", "RRoP 13.13")
            continue
        if entry.flag("required_kill", False) != broken_kill:
            notes.add(f"Table {number} differs in the required kill, so it is a different type "
                      "of game: it takes no one from the broken game.",
                      f"La mesa {number} difiere en la matanza obligatoria, así que es otro "
                      "tipo de juego: no recibe a nadie de la partida rota.", "RRoP 13.13")
            continue
        tables.append(Receiving(number, players, tuple(seats)))
    return tables


@scenario("broken_game")
def decide_broken_game(facts: Facts, house: HouseRules) -> Ruling:
    """Where each player of a broken game goes, in the order of the draw."""
    variant = Variant(facts.choice("game", [v.value for v in Variant], "holdem"))
    broken_kill = facts.flag("required_kill", False)
    game = GameKind(variant, Betting.NO_LIMIT, Decimal(0), Decimal(0), broken_kill)
    drawers, stacks = _drawers(facts)
    notes = Notes()
    receiving = _receiving(facts, broken_kill, notes)
    placements = place_players(drawers, receiving, game)
    min_buy_in = facts.amount("min_buy_in") if facts.has("min_buy_in") else None
    order = []
    for placement in placements:
        notes.reasons.extend(placement.reasons)
        notes.cite(*placement.rules)
        row: dict[str, object] = {"seat": placement.seat, "card": str(placement.card)}
        if placement.table is not None:
            row.update(table=placement.table, to_seat=placement.to_seat, held=placement.held)
        else:
            row["list_position"] = placement.list_position
        if placement.seat in stacks and min_buy_in is not None and placement.table is not None:
            allowed, why, rules = may_keep_stack(stacks[placement.seat], min_buy_in,
                                                 from_broken_game=True)
            notes.add(f"Seat {placement.seat}: {why.en[:1].lower()}{why.en[1:]}",
                      f"Asiento {placement.seat}: {why.es[:1].lower()}{why.es[1:]}", *rules)
            row["keeps_stack"] = allowed
        order.append(row)
    seated = sum(1 for p in placements if p.table is not None and not p.held)
    held = sum(1 for p in placements if p.held)
    listed = sum(1 for p in placements if p.table is None)
    decision = "all_listed" if listed == len(placements) else (
        "some_listed" if listed else "all_seated")
    en = [f"{seated} seated"]
    es = [f"{seated} {'sentado' if seated == 1 else 'sentados'}"]
    if held:
        en.append(f"{held} held until the big blind")
        es.append(f"{held} con asiento guardado hasta la ciega grande")
    if listed:
        en.append(f"{listed} to the head of the list")
        es.append(f"{listed} al principio de la lista")
    first = placements[0]
    summary = Text(f"{len(placements)} players, in the order of the draw ({first.card} "
                   f"first): {', '.join(en)}.",
                   f"{len(placements)} jugadores, por el orden del sorteo (primero {first.card}"
                   f"): {', '.join(es)}.")
    return Ruling("broken_game", decision, summary, tuple(notes.reasons), tuple(notes.rules),
                  {"order": order, "seated": seated, "held": held, "listed": listed},
                  house.profile)


def seats_of(placements: Collection[Placement]) -> set[tuple[int, int]]:
    """The (table, seat) pairs the placements take: each at most once."""
    return {(p.table, p.to_seat) for p in placements
            if p.table is not None and p.to_seat is not None}
