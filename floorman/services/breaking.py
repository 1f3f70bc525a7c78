"""Floor actions for a game that breaks: the break itself, then the absent players' seats.

``break_table`` is one floor action: it checks everything first (the table is open and
has players, the draw is whole and only for them, the plan is still the one the
supervisor was shown), then in one transaction with one audit row moves every player
as ``floorman.floor.breaking`` plans it: a present player's seat row goes to the new
seat, an absent player's becomes a seat held at the new table until his big blind
(``away_since`` kept on the held seat marks it: no clock releases it, RRoP 2.iii.14),
the rest join the head of the game's list in the order of the draw; seats held at the
broken table are released, and the table closes. Undo puts all of it back.

The break's record (the draw, each move and its reasons, when and by whom) is kept in
the store beside it, so the move slips and the summary can be printed again later and
by ``floorman print moves`` without a screen: a ``store_notes`` row keyed
``break:<when>:<table>``, written and undone with the break (no schema change). An
absent player's move stays pending until the floor says he arrived in time
(``take_held_seat``) or his big blind passed (``missed_held_seat``: the seat is
released and he goes first on the list).

A game with a required kill is a type of its own for a break (RRoP 13.13); the games
that have one are listed in the house setting ``required_kill_games`` (game ids).
Two desks moving the same player at once: the database makes them take turns, and the
second finds the player gone from where its desk saw him and is told so.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from floorman.floor.breaking import (
    BreakPlan,
    DrawRefused,
    FloorTable,
    TablePlayer,
    check_draw,
    list_times,
    plan_break,
    run_draw,
    same_form_and_stakes,
)
from floorman.floor.games import game_label
from floorman.rules.broken_games import GameKind
from floorman.rules.cards import Card
from floorman.rules.game import Betting, Variant
from floorman.services import lookup, must_move
from floorman.services.desk import (
    Action,
    Desk,
    FloorError,
    action,
    answering,
    refuse,
)
from floorman.store.models import (
    AWAY,
    HELD,
    PLAYING,
    CardTable,
    Game,
    HouseSetting,
    Player,
    Seat,
    StoreNote,
    TableChange,
    WaitlistEntry,
)
from floorman.text import Text

RECORD_PREFIX = "break:"
REQUIRED_KILL_KEY = "required_kill_games"


def _label(game: Game) -> Text:
    return Text(game_label(game.variant, game.betting, game.stake_small, game.stake_big, "en"),
                game_label(game.variant, game.betting, game.stake_small, game.stake_big, "es"))


def _required_kill(session: Session) -> set[int]:
    row = session.get(HouseSetting, REQUIRED_KILL_KEY)
    value = row.value if row is not None else []
    return {int(g) for g in value if isinstance(g, int)} if isinstance(value, list) else set()


def _kind(game: Game, kills: set[int]) -> GameKind:
    return GameKind(Variant(game.variant), Betting(game.betting), game.stake_small,
                    game.stake_big, game.id in kills)


@dataclass(frozen=True)
class _Floor:
    table: FloorTable
    players: list[TablePlayer]
    others: list[FloorTable]
    seats: list[Seat]  # every seat row of the broken table (played and held)


def _read(session: Session, table: CardTable, absent: Collection[int] | None) -> _Floor:
    """The broken table, its players and the other open tables, as the policy sees them:
    a handful of queries over plain columns, so a break on a floor of sixty tables stays
    one quick action."""
    kills = _required_kill(session)
    games: dict[int, tuple[Game, GameKind, Text]] = {
        g.id: (g, _kind(g, kills), _label(g)) for g in session.execute(select(Game)).scalars()}
    rows = session.execute(select(Seat).where(Seat.table_id == table.id)
                           .order_by(Seat.number)).scalars().all()
    played = [s for s in rows if s.state != HELD]
    here = select(Seat.player_id).where(Seat.table_id == table.id, Seat.state != HELD)
    names = dict(session.execute(select(Player.id, Player.name).where(
        Player.id.in_(here))).all()) if played else {}
    held_elsewhere = set(session.execute(select(Seat.player_id).where(
        Seat.state == HELD, Seat.table_id != table.id,
        Seat.player_id.in_(here))).scalars()) if played else set()
    if absent is not None:
        for player_id in absent:
            if player_id not in names:
                raise refuse(f"a player marked absent is not at table {table.number}. Mark "
                             "only the table's players.",
                             f"un jugador marcado ausente no está en la mesa {table.number}. "
                             "Marque solo a los jugadores de la mesa.", "absent")
    players = [TablePlayer(s.player_id, names[s.player_id], s.number,
                           s.state == AWAY if absent is None else s.player_id in absent,
                           s.player_id in held_elsewhere, s.buy_in) for s in played]
    # Only tables of the same form and stakes can take the players (the kill rule is
    # the policy's to weigh): the seats of the rest of the floor are not even read.
    broken = games[table.game_id][1]
    alike = [game_id for game_id, (_g, kind, _l) in games.items()
             if same_form_and_stakes(broken, kind)]
    numbers: dict[int, set[int]] = {}
    seated: dict[int, int] = {}
    for table_id, number, state in session.execute(
            select(Seat.table_id, Seat.number, Seat.state)
            .join(CardTable, CardTable.id == Seat.table_id)
            .where(CardTable.game_id.in_(alike), CardTable.is_open)):
        numbers.setdefault(table_id, set()).add(number)
        if state != HELD:
            seated[table_id] = seated.get(table_id, 0) + 1

    def floor_table(table_id: int, number: int, game_id: int, size: int) -> FloorTable:
        game, kind, label = games[game_id]
        taken = numbers.get(table_id, set())
        return FloorTable(table_id, number, game_id, kind, label, game.min_buy_in,
                          seated.get(table_id, 0),
                          tuple(n for n in range(1, size + 1) if n not in taken))

    others = [floor_table(*row) for row in session.execute(
        select(CardTable.id, CardTable.number, CardTable.game_id, CardTable.seats)
        .where(CardTable.is_open, CardTable.id != table.id, CardTable.game_id.in_(alike)))]
    return _Floor(floor_table(table.id, table.number, table.game_id, table.seats), players,
                  others, list(rows))


def _table_to_break(session: Session, table_id: int) -> CardTable:
    table = lookup.table(session, table_id)
    if not table.is_open:
        raise refuse(f"table {table.number} is already closed, so there is no game to break "
                     "(another desk may have broken or closed it). Nothing was written; look "
                     "at the floor again.",
                     f"la mesa {table.number} ya está cerrada, así que no hay partida que "
                     "romper (otro puesto pudo romperla o cerrarla). No se guardó nada; revise "
                     "la sala de nuevo.", "table")
    return table


def _no_players(table: CardTable) -> FloorError:
    return refuse(f"table {table.number} has no players, so there is nobody to move. Close it "
                  "instead (Tables > Close table).",
                  f"la mesa {table.number} no tiene jugadores, así que no hay a quién mover. "
                  "Ciérrela (Mesas > Cerrar mesa).", "table")


def _cards(session: Session, floor: _Floor, cards: Mapping[Any, object] | None,
           desk: Desk) -> dict[int, Card]:
    if cards is None:
        return run_draw(floor.players, desk.rng)
    if not isinstance(cards, Mapping):
        raise refuse("the draw must give a card for each player.",
                     "el sorteo debe dar una carta a cada jugador.", "cards")
    try:
        return check_draw(cards, floor.players, floor.table.number)
    except DrawRefused as error:
        raise _moved_away(session, floor, cards) or FloorError(error.text, error.field) \
            from None


def _moved_away(session: Session, floor: _Floor,
                cards: Mapping[Any, object]) -> FloorError | None:
    """When the draw names a player who left the table since the desk drew, say where he
    is now (another desk moved him at the same moment): the plain answer to a race."""
    at_table = {p.player_id for p in floor.players}
    for key in cards:
        player_id = lookup.whole_number(key)
        if player_id is None or player_id in at_table:
            continue
        player = lookup.get(session, Player, player_id)
        if player is None:
            continue
        seat = lookup.seat_of(session, player.id)
        now_en = now_es = ""
        if seat is not None:
            at = lookup.table(session, seat.table_id).number
            now_en, now_es = (f": he plays at table {at}, seat {seat.number} now",
                              f": ahora juega en la mesa {at}, asiento {seat.number}")
        number = floor.table.number
        return refuse(f"{player.name} is no longer at table {number}{now_en} (another desk "
                      "moved him meanwhile). Nothing was written; draw again for the players "
                      "now at the table.",
                      f"{player.name} ya no está en la mesa {number}{now_es} (otro puesto lo "
                      "movió mientras tanto). No se guardó nada; vuelvan a sacar los jugadores "
                      "que están ahora en la mesa.", "cards")
    return None


@dataclass(frozen=True)
class BreakPreview:
    """What the break dialog shows before anything is written: the plan, the draw used
    (player id -> card as written) and the floor version it was read at."""

    plan: BreakPlan
    cards: dict[int, str]


def preview_break(desk: Desk, table_id: int, *, cards: Mapping[Any, object] | None = None,
                  absent: Collection[int] | None = None) -> BreakPreview:
    """The plan for breaking a table, read only: with floorman's draw (``desk.rng``) when
    ``cards`` is None, else with the cards the floor recorded.

    Raises:
        FloorError: the table is closed or empty, or the draw cannot be used.
    """
    with answering(), desk.store.reading() as session:
        table = _table_to_break(session, table_id)
        floor = _read(session, table, absent)
        if not floor.players:
            raise _no_players(table)
        drawn = _cards(session, floor, cards, desk)
        plan = plan_break(floor.table, floor.players, floor.others, drawn)
    return BreakPreview(plan, {pid: str(card) for pid, card in drawn.items()})


def _expected(expect: Sequence[Any], plan: BreakPlan) -> None:
    shown = set()
    for item in expect:
        if not isinstance(item, Mapping):
            raise refuse("the plan shown is not readable; show the plan again.",
                         "el plan mostrado no se puede leer; muéstrelo de nuevo.", "expect")
        shown.add((item.get("player_id"), item.get("to_table_id"), item.get("to_seat"),
                   item.get("list_position")))
    now = {m.key() for m in plan.moves}
    if shown == now:
        return
    changed = [m for m in plan.moves if m.key() not in shown]
    first = changed[0] if changed else plan.moves[0]
    where_en = (f"table {first.to_table}, seat {first.to_seat}" if first.to_table is not None
                else f"number {first.list_position} at the head of the list")
    where_es = (f"la mesa {first.to_table}, asiento {first.to_seat}"
                if first.to_table is not None
                else f"el número {first.list_position} al principio de la lista")
    raise refuse(f"the floor changed since the plan was shown (another desk seated or moved "
                 f"someone): {first.name} would now go to {where_en}. Nothing was written; "
                 "look at the new plan and confirm it.",
                 f"la sala cambió desde que se mostró el plan (otro puesto sentó o movió a "
                 f"alguien): {first.name} iría ahora a {where_es}. No se guardó nada; revise "
                 "el nuevo plan y confírmelo.", "expect")


def _record_key(now: datetime, table_number: int) -> str:
    return f"{RECORD_PREFIX}{now.strftime('%Y%m%dT%H%M%S%f')}:{table_number}"


def _record(plan: BreakPlan, act: Action, drawn_by: str) -> dict[str, Any]:
    table = plan.table
    return {
        "table": table.number, "table_id": table.table_id, "game_id": table.game_id,
        "game": table.label.to_json(), "at": act.now.isoformat(), "actor": act.desk.actor,
        "stud": table.game.waits_two_hands, "drawn_by": drawn_by,
        "moves": [{
            "player_id": m.player_id, "name": m.name, "from_seat": m.from_seat,
            "card": str(m.card), "place": m.place, "absent": m.absent, "kind": m.kind,
            "to_table_id": m.to_table_id, "to_table": m.to_table, "to_seat": m.to_seat,
            "list_position": m.list_position,
            "reasons": [r.to_json() for r in m.reasons], "rules": list(m.rules),
        } for m in plan.moves],
        "passed_over": [{"table": n, "why": why.to_json()} for n, why in plan.passed_over],
        "rules": list(plan.rules),
    }


@action("break_table")
def break_table(act: Action, *, table_id: int, cards: Mapping[Any, object] | None = None,
                absent: Collection[int] | None = None,
                expect: Sequence[Any] | None = None, drawn_by_floorman: bool = False) -> None:
    """Break a table: every player to a seat of a similar game or the head of the list,
    in the order of the card draw (RRoP 2.iii.14, 3.vii.2), and the table closes.

    Args:
        table_id: the table that breaks.
        cards: the draw the floor recorded (player id -> card like ``As``); None lets
            floorman draw with the desk's random source.
        absent: the players who are not at the table (None: those marked away).
        expect: the moves the supervisor was shown (``player_id``, ``to_table_id``,
            ``to_seat``, ``list_position``); if the floor changed so that the plan
            differs, the break is refused and nothing is written.
        drawn_by_floorman: ``cards`` is floorman's own draw, shown in the dialog before
            the break (the summary says who drew).
    """
    table = _table_to_break(act.session, table_id)
    floor = _read(act.session, table, absent)
    if not floor.players:
        raise _no_players(table)
    drawn = _cards(act.session, floor, cards, act.desk)
    plan = plan_break(floor.table, floor.players, floor.others, drawn)
    if expect is not None:
        _expected(expect, plan)
    game = lookup.game(act.session, table.game_id)
    seats = {s.player_id: s for s in floor.seats if s.state != HELD}
    # Seats held at the broken table are released; a called player keeps the place.
    for held in (s for s in floor.seats if s.state == HELD):
        entry = lookup.entry_for(act.session, table.game_id, held.player_id)
        if entry is not None and entry.called_at is not None:
            act.track(entry)
            entry.called_at = None
        act.delete(held)
    act.session.flush()
    listed = [m for m in plan.moves if m.kind == "list"]
    first = act.session.execute(select(func.min(WaitlistEntry.joined_at)).where(
        WaitlistEntry.game_id == table.game_id)).scalar_one()
    times = iter(list_times(first, act.now, len(listed)))
    other_game = {t.table_id: t.game_id for t in floor.others}
    requests = {r.player_id: r for r in act.session.execute(select(TableChange).where(
        TableChange.player_id.in_([m.player_id for m in plan.moves]))).scalars()}
    # Every target seat is empty and every row moves off the broken table, so the rows
    # can all change before one flush: no two ever claim one seat.
    for move in plan.moves:
        seat = seats[move.player_id]
        # A table-change request ends with the break, unless he stays in the same game.
        if move.player_id in requests and (move.kind != "seat" or other_game[
                move.to_table_id or 0] != table.game_id):
            act.delete(requests[move.player_id])
        if move.kind == "list":
            act.delete(seat)
            continue
        assert move.to_table_id is not None and move.to_seat is not None
        act.track(seat)
        seat.table_id, seat.number, seat.since = move.to_table_id, move.to_seat, act.now
        if move.kind == "hold":
            seat.state = HELD
            seat.away_since = seat.away_since or act.now
            continue
        seat.state, seat.away_since = PLAYING, None
        if other_game[move.to_table_id] != table.game_id:
            entry = lookup.entry_for(act.session, other_game[move.to_table_id],
                                     move.player_id)
            if entry is not None:
                act.delete(entry)
    act.session.flush()
    for move in listed:
        _to_head_of_list(act, table.game_id, move.player_id, next(times))
    # A broken main game or must-move leaves its chain, inside this same action, so the
    # chain's change is in the break's audit row and undone with it (RRoP 2.iii.9).
    chain = must_move.leave_chain(act, table)
    act.track(table)
    table.is_open = False
    act.add(StoreNote(key=_record_key(act.now, table.number), value=json.dumps(
        _record(plan, act, "floorman" if cards is None or drawn_by_floorman else "recorded"),
        ensure_ascii=False)))
    summary = plan.summary()
    draw_en = ", ".join(f"{m.name} {m.card}" for m in plan.moves)
    chain_en = f"; {chain.en}" if chain else ""
    chain_es = f"; {chain.es}" if chain else ""
    act.done(f"{summary.en} (draw: {draw_en}); {_label(game).en} table closed{chain_en}",
             f"{summary.es} (sorteo: {draw_en}); mesa de {_label(game).es} cerrada{chain_es}")


def _to_head_of_list(act: Action, game_id: int, player_id: int, when: datetime) -> None:
    entry = lookup.entry_for(act.session, game_id, player_id)
    if entry is None:
        act.add(WaitlistEntry(game_id=game_id, player_id=player_id, joined_at=when,
                              call_in=False, passes=0))
        return
    act.track(entry)
    entry.joined_at, entry.called_at, entry.missed_at = when, None, None


# --- the records: slips, the summary, pending moves ---------------------------------------


@dataclass(frozen=True)
class BreakRecord:
    """One break as recorded: ``key`` in ``store_notes`` and its document."""

    key: str
    document: dict[str, Any]

    @property
    def at(self) -> datetime:
        return datetime.fromisoformat(self.document["at"])

    @property
    def table(self) -> int:
        return int(self.document["table"])


def _records(session: Session, table_number: int | None = None) -> list[BreakRecord]:
    """Every break recorded, newest first (the key sorts by time)."""
    rows = session.execute(select(StoreNote).where(StoreNote.key.like(f"{RECORD_PREFIX}%"))
                           .order_by(StoreNote.key.desc())).scalars()
    found = [BreakRecord(row.key, json.loads(row.value)) for row in rows]
    return [r for r in found if table_number is None or r.table == table_number]


def break_records(desk: Desk, table_number: int | None = None) -> list[BreakRecord]:
    """The breaks recorded (of one table when ``table_number`` is given), newest first.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        return _records(session, table_number)


def _pending_hold(session: Session, record: BreakRecord, move: Mapping[str, Any]) -> bool:
    if move.get("kind") != "hold":
        return False
    seat = lookup.seat_at(session, move["to_table_id"], move["to_seat"])
    return (seat is not None and seat.state == HELD and seat.player_id == move["player_id"]
            and seat.away_since is not None and seat.since == record.at)


def pending_moves(desk: Desk) -> list[tuple[BreakRecord, dict[str, Any]]]:
    """The moves still to be made: absent players of a broken game whose seat is still
    held for them (until their big blind), oldest break first.

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        return [(record, move) for record in reversed(_records(session))
                for move in record.document["moves"] if _pending_hold(session, record, move)]


def _break_hold(act: Action, player_id: int) -> tuple[Player, Seat, dict[str, Any] | None]:
    """The seat held for ``player_id`` from a broken game, and its record; refused, with
    where the player is now, when there is none (he left, or it was dealt with)."""
    player = lookup.player(act.session, player_id)
    hold = lookup.hold_of(act.session, player.id)
    if hold is None or hold.away_since is None:
        playing = lookup.seat_of(act.session, player.id)
        now_en = now_es = ""
        if playing is not None:
            at = lookup.table(act.session, playing.table_id).number
            now_en = f" He plays at table {at}, seat {playing.number}."
            now_es = f" Juega en la mesa {at}, asiento {playing.number}."
        raise refuse(f"no seat from a broken game is waiting for {player.name} any more: he "
                     "left, or another desk already seated him or released the seat. Nothing "
                     f"was written.{now_en}",
                     f"ya no hay asiento de una partida rota esperando a {player.name}: se fue, "
                     "u otro puesto ya lo sentó o liberó el asiento. No se guardó nada."
                     f"{now_es}", "player")
    for record in _records(act.session):
        for move in record.document["moves"]:
            if move["player_id"] == player.id and _pending_hold(act.session, record, move):
                return player, hold, move | {"game_id": record.document["game_id"],
                                             "broken_table": record.table}
    return player, hold, None


@action("take_held_seat")
def take_held_seat(act: Action, *, player_id: int) -> None:
    """An absent player of a broken game came back before his big blind (two hands in
    stud) and takes the seat held for him (RRoP 2.iii.14)."""
    player, hold, move = _break_hold(act, player_id)
    lookup.not_barred(player)
    table = lookup.table(act.session, hold.table_id)
    if lookup.seat_of(act.session, player.id) is not None:
        playing = lookup.seat_of(act.session, player.id)
        assert playing is not None
        at = lookup.table(act.session, playing.table_id).number
        raise refuse(f"{player.name} already plays at table {at}, seat {playing.number}; "
                     "release the held seat instead.",
                     f"{player.name} ya juega en la mesa {at}, asiento {playing.number}; "
                     "libere el asiento reservado.", "player")
    act.track(hold)
    hold.state, hold.since, hold.away_since = PLAYING, act.now, None
    came = f" from table {move['broken_table']}" if move else ""
    vino = f" de la mesa {move['broken_table']}" if move else ""
    act.done(f"{player.name}{came} took the seat held from the broken game: table "
             f"{table.number}, seat {hold.number}",
             f"{player.name}{vino} ocupó el asiento guardado de la partida rota: mesa "
             f"{table.number}, asiento {hold.number}")


@action("missed_held_seat")
def missed_held_seat(act: Action, *, player_id: int) -> None:
    """An absent player of a broken game was not back by his big blind (two hands in
    stud): the held seat is released and he goes first on the list (RRoP 2.iii.14)."""
    player, hold, move = _break_hold(act, player_id)
    table = lookup.table(act.session, hold.table_id)
    game_id = move["game_id"] if move else table.game_id
    game = lookup.game(act.session, game_id)
    act.delete(hold)
    act.session.flush()
    first = act.session.execute(select(func.min(WaitlistEntry.joined_at)).where(
        WaitlistEntry.game_id == game.id)).scalar_one()
    _to_head_of_list(act, game.id, player.id, list_times(first, act.now, 1)[0])
    label = _label(game)
    act.done(f"{player.name} was not back by his big blind: table {table.number}, seat "
             f"{hold.number} released; first on the {label.en} list",
             f"{player.name} no volvió a tiempo para su ciega grande: liberado el asiento "
             f"{hold.number} de la mesa {table.number}; primero en la lista de {label.es}")


def required_kill_games(desk: Desk) -> set[int]:
    """The games the house plays with a required kill (RRoP 13.13), read only."""
    with answering(), desk.store.reading() as session:
        return _required_kill(session)


def slip_lines(move: Mapping[str, Any], lang: str) -> list[str]:
    """A move's reasons in ``lang``, for slips and the dialog."""
    return [reason["es" if lang == "es" else "en"] for reason in move["reasons"]]

