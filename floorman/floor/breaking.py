"""Breaking a game: where every player of a table that breaks goes, in what order, and why.

A pure policy over plain data. Given the broken table's players (present or absent),
the card draw and the open tables of the floor, ``plan_break`` says, for each player,
the seat given (played at once, or held for an absent player until his big blind, two
hands in stud) or the place at the head of the game's list, each with its reasons and
rule ids (``floorman.rules.broken_games`` holds the rule itself: RRoP 2.iii.14,
3.vii.1-2, 2.iii.3, 2.iii.4).

Similar games. An open table takes players from the broken one only when it spreads a
similar game: the same form of poker, the same betting (no limit, pot limit, limit), the
same stakes, and the same kill rule, because broken-game standing holds only between
games of the same limit and type and a required-kill game counts as another type
(RRoP 13.13). It may be the same game on the board or another one with those features
(its buy-ins may differ: a player from a broken game may keep playing a stack under the
minimum, RRoP 3.i.3). A table of the same game and stakes but another kill rule is
passed over with the reason; tables of other games and stakes are simply left out.

The draw. Run by floorman with an injected random source (``run_draw``: one card each
from a shuffled deck, clockwise from the dealer's left), or recorded by the floor as
the cards fell (``check_draw``: each card once, one card for every player at the
table and none for anyone else, or the draw is refused with the reason).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, Literal

from floorman.rules.broken_games import (
    Drawer,
    GameKind,
    Receiving,
    deal_one_each,
    may_keep_stack,
    not_similar,
    place_players,
)
from floorman.rules.cards import Card, parse_card
from floorman.rules.errors import ScenarioError
from floorman.text import Text, UserError

# A listed player of the break goes this much before the one after him, so the list's
# order (by time of entry, RRoP 2.iii.1) puts them at its head in the order of the draw.
LIST_STEP = timedelta(milliseconds=1)


class DrawRefused(UserError):
    """The card draw recorded for a break cannot be used; nothing was planned."""


@dataclass(frozen=True)
class TablePlayer:
    """A player at the table that breaks.

    Attributes:
        player_id, name: who.
        seat: the seat played at the broken table.
        absent: not at the table (the floor draws for him).
        holds_elsewhere: a seat is already held for him in another game.
        buy_in: the buy-in recorded at the seat, if any.
    """

    player_id: int
    name: str
    seat: int
    absent: bool = False
    holds_elsewhere: bool = False
    buy_in: Decimal | None = None


@dataclass(frozen=True)
class FloorTable:
    """An open table as the break sees it: its game, players and open seats."""

    table_id: int
    number: int
    game_id: int
    game: GameKind
    label: Text
    min_buy_in: Decimal
    players: int
    open_seats: tuple[int, ...]


MoveKind = Literal["seat", "hold", "list"]


@dataclass(frozen=True)
class Move:
    """Where one player of the broken game goes, and why.

    ``kind`` is ``seat`` (plays the seat now), ``hold`` (absent: the seat is held until
    his big blind, two hands in stud) or ``list`` (at the head of the game's list, at
    ``list_position`` among the break's listed players).
    """

    player_id: int
    name: str
    from_seat: int
    card: Card
    place: int
    absent: bool
    to_table_id: int | None
    to_table: int | None
    to_seat: int | None
    list_position: int | None
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]

    @property
    def kind(self) -> MoveKind:
        if self.to_table_id is None:
            return "list"
        return "hold" if self.absent else "seat"

    def key(self) -> tuple[int, int | None, int | None, int | None]:
        """What the supervisor was shown: compared before the break is written."""
        return (self.player_id, self.to_table_id, self.to_seat, self.list_position)


@dataclass(frozen=True)
class BreakPlan:
    """The whole break: the table, each player's move in the order of the draw, the open
    tables passed over (not similar) with the reason, and every rule cited."""

    table: FloorTable
    moves: tuple[Move, ...]
    passed_over: tuple[tuple[int, Text], ...]
    rules: tuple[str, ...]

    def count(self, kind: MoveKind) -> int:
        return sum(1 for move in self.moves if move.kind == kind)

    def summary(self) -> Text:
        """"Broke table 7: 5 seated, 1 held until the big blind, 2 to the head of the list"."""
        seated, held, listed = self.count("seat"), self.count("hold"), self.count("list")
        en = [f"{seated} seated"]
        es = [f"{seated} {'sentado' if seated == 1 else 'sentados'}"]
        wait = _wait_words(self.table.game)
        if held:
            en.append(f"{held} held until {wait.en}")
            es.append(f"{held} con asiento guardado hasta {wait.es}")
        if listed:
            en.append(f"{listed} to the head of the {self.table.label.en} list")
            es.append(f"{listed} al principio de la lista de {self.table.label.es}")
        return Text(f"Broke table {self.table.number}: {', '.join(en)}",
                    f"Mesa {self.table.number} rota: {', '.join(es)}")


def _wait_words(game: GameKind) -> Text:
    if game.waits_two_hands:
        return Text("two hands", "dos manos")
    return Text("the big blind", "la ciega grande")


def run_draw(players: Sequence[TablePlayer], rng: random.Random) -> dict[int, Card]:
    """A card for every player (absent ones too: the floor draws for them), from a deck
    shuffled with ``rng``, dealt clockwise from the dealer's left (RRoP 3.vii.2)."""
    by_seat = {p.seat: p.player_id for p in players}
    return {by_seat[seat]: card for seat, card in deal_one_each(list(by_seat), rng).items()}


def _refuse(en: str, es: str) -> DrawRefused:
    return DrawRefused(Text(en, es), "cards")


def check_draw(cards: Mapping[Any, object], players: Sequence[TablePlayer],
               table_number: int) -> dict[int, Card]:
    """The recorded draw as ``player id -> card``, or refused: a player not at the table,
    a card written wrong, a joker, a card twice, or a player at the table with no card.

    ``cards`` maps player ids (numbers, or their digits as text, as a JSON document
    gives them) to cards written like ``As`` or ``Td``.

    Raises:
        DrawRefused: what is wrong and what to do (field ``cards``).
    """
    at_table = {p.player_id: p for p in players}
    drawn: dict[int, Card] = {}
    held_by: dict[Card, str] = {}
    for key, written in cards.items():
        player_id = key if isinstance(key, int) and not isinstance(key, bool) else (
            int(key) if isinstance(key, str) and key.isdigit() else None)
        player = at_table.get(player_id) if player_id is not None else None
        if player is None:
            raise _refuse(f"the draw has a card for a player who is not at table "
                          f"{table_number} ({key}). Draw only for the players of the table.",
                          f"el sorteo tiene una carta para un jugador que no está en la mesa "
                          f"{table_number} ({key}). Saque solo para los jugadores de la mesa.")
        try:
            card = parse_card(written, "cards")
        except ScenarioError as error:
            raise DrawRefused(Text(f"{player.name}: {error.text.en}",
                                   f"{player.name}: {error.text.es}"), "cards") from None
        if card.is_joker:
            raise _refuse(f"{player.name} has the joker; a joker does not decide a draw. Draw "
                          "another card for him.",
                          f"{player.name} tiene el joker; un joker no decide un sorteo. Saque "
                          "otra carta para él.")
        if card in held_by:
            other = held_by[card]
            raise _refuse(f"{card} is written for both {other} and {player.name}; a deck holds "
                          "each card once. Draw again for those two.",
                          f"{card} figura para {other} y para {player.name}; un mazo tiene "
                          "cada carta una sola vez. Vuelvan a sacar esos dos.")
        held_by[card] = player.name
        drawn[player.player_id] = card
    missing = [p for p in players if p.player_id not in drawn]
    if missing:
        names = ", ".join(f"{p.name} (seat {p.seat})" for p in missing)
        nombres = ", ".join(f"{p.name} (asiento {p.seat})" for p in missing)
        raise _refuse(f"no card is recorded for {names}. Every player of table "
                      f"{table_number} draws; the floor draws for anyone absent.",
                      f"no hay carta anotada para {nombres}. Saca cada jugador de la mesa "
                      f"{table_number}; el encargado saca por los ausentes.")
    return drawn


def similar_tables(broken: FloorTable, others: Iterable[FloorTable]) -> tuple[
        list[FloorTable], list[tuple[int, Text, tuple[str, ...]]]]:
    """The open tables that may take the broken game's players, and those of the same
    form and stakes passed over for their kill rule, with the reason (RRoP 13.13). Tables
    of other games or stakes are left out without a word: nobody expects them to take
    the players, and a room of sixty tables would fill the summary with them."""
    taking: list[FloorTable] = []
    passed: list[tuple[int, Text, tuple[str, ...]]] = []
    for table in sorted(others, key=lambda t: t.number):
        if table.table_id == broken.table_id:
            continue
        why = not_similar(broken.game, table.game)
        if why is None:
            taking.append(table)
        elif same_form_and_stakes(broken.game, table.game):
            passed.append((table.number, why[0], why[1]))
    return taking, passed


def same_form_and_stakes(one: GameKind, other: GameKind) -> bool:
    return (one.variant, one.betting, one.stake_small, one.stake_big) == (
        other.variant, other.betting, other.stake_small, other.stake_big)


def plan_break(table: FloorTable, players: Sequence[TablePlayer], others: Iterable[FloorTable],
               cards: Mapping[int, Card]) -> BreakPlan:
    """Where each player of ``table`` goes, in the order of the draw ``cards`` (player id
    -> card, already checked), taking the open seats of the similar ``others``."""
    taking, passed = similar_tables(table, others)
    by_number = {t.number: t for t in taking}
    by_seat = {p.seat: p for p in players}
    drawers = [Drawer(p.seat, cards[p.player_id], p.absent, p.holds_elsewhere)
               for p in players]
    receiving = [Receiving(t.number, t.players, t.open_seats) for t in taking]
    rules: list[str] = []
    moves: list[Move] = []
    for placement in place_players(drawers, receiving, table.game):
        player = by_seat[placement.seat]
        reasons = list(placement.reasons)
        cited = list(placement.rules)
        target = by_number.get(placement.table) if placement.table is not None else None
        if target is not None:
            if target.game_id != table.game_id:
                reasons.append(Text(f"Table {target.number} spreads {target.label.en}, a "
                                    "similar game.",
                                    f"La mesa {target.number} juega {target.label.es}, una "
                                    "partida similar."))
            if player.buy_in is not None and player.buy_in < target.min_buy_in:
                _allowed, why, why_rules = may_keep_stack(player.buy_in, target.min_buy_in,
                                                          from_broken_game=True)
                reasons.append(why)
                cited.extend(r for r in why_rules if r not in cited)
            else:
                reasons.append(Text("Coming from a broken game he may keep playing the chips "
                                    "he has, even under the minimum buy-in.",
                                    "Al venir de una partida rota puede seguir con las fichas "
                                    "que tiene, aunque no lleguen a la compra mínima."))
                cited.append("RRoP 3.i.3")
        rules.extend(r for r in cited if r not in rules)
        moves.append(Move(player.player_id, player.name, player.seat, placement.card,
                          placement.place, placement.absent,
                          target.table_id if target else None, target.number if target else None,
                          placement.to_seat, placement.list_position, tuple(reasons),
                          tuple(cited)))
    for _number, _why, why_rules in passed:
        rules.extend(r for r in why_rules if r not in rules)
    return BreakPlan(table, tuple(moves), tuple((n, why) for n, why, _r in passed),
                     tuple(rules))


def list_times(first_on_list: datetime | None, now: datetime, count: int) -> list[datetime]:
    """When ``count`` players put at the head of a list, in order, count as having joined:
    just before its first player (``first_on_list``; ``now`` for an empty list), each a
    moment before the next, so they go first in that order (RRoP 2.iii.14)."""
    head = min(first_on_list, now) if first_on_list is not None else now
    return [head - LIST_STEP * (count - index) for index in range(count)]
