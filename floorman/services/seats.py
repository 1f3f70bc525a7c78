"""Floor actions on seats: calling, holding, seating, absences, table changes.

A seat that opens goes to a player already in the game who asked for a table change,
then to the waiting list in order (``floor.seating``), those a transfer rule bars last
(RRoP 2.iii.3); the supervisor confirms or picks someone else with a reason. A called
player's seat is held for them; no seat is held longer than the house time while someone
waits (RRoP 2.ii.21); a called player whose hold runs out missed the call, like one who
was not here. A player plays one seat only (RRoP 2.iii.4); the schema enforces it too.
A player already seated may be called from another game's list: taking that seat is one
action that leaves the old one. A player who sits down anywhere keeps no seat held
elsewhere. A barred player is refused.

A player changing games is held to the rules on it (``floor.changing_games``): holding a
seat in another game he moves at once when two or more wait for it (RRoP 2.iii.13, said
when he is called or reserved the seat and when the list grows long enough); a move
he chose (a table change, a seat he was called to or reserved, a move marked as his
transfer) may not leave a similar game shorter than the one joined (RRoP 2.iii.3); and
he brings the proper buy-in (RRoP 3.i.3), refused when the buy-in typed is short and
stated when the desk does not know his stack. A must-move and a broken game's seats
are not voluntary and are not limited.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache

from sqlalchemy import BindParameter, Select, bindparam, func, select
from sqlalchemy.orm import Session, aliased

from floorman.floor.changing_games import (
    HeldSeatDemand,
    change_buy_in,
    held_seat_demand,
    held_seat_turned_urgent,
    similar_games,
    voluntary_hold,
)
from floorman.floor.house import HouseSettings
from floorman.floor.seating import (
    Candidate,
    ChangeRequest,
    ListPlace,
    TablePlayers,
    seat_candidates,
)
from floorman.floor.timers import call_in_expired, hold_expired
from floorman.rules.game import Variant
from floorman.services import lookup, must_move
from floorman.services.desk import (
    Action,
    Change,
    Desk,
    action,
    answering,
    house_settings,
    refuse,
    run_action,
)
from floorman.store.models import (
    AWAY,
    HELD,
    PLAYING,
    CardTable,
    Game,
    Player,
    Seat,
    TableChange,
    WaitlistEntry,
)
from floorman.text import Text

# What the supervisor may do when the first candidate's change is refused.
PASS_OVER = Text("Pick another candidate and give this as the reason, or leave the seat "
                 "open.",
                 "Elija a otro candidato e indique esto como motivo, o deje el asiento libre.")
# ... and when the ranking already knew it (RRoP 2.iii.3): passing over him needs no reason.
PASS_OVER_BARRED = Text("Pick another candidate (no reason is needed to pass over this one), "
                        "or leave the seat open.",
                        "Elija a otro candidato (saltar a este no requiere motivo), o deje el "
                        "asiento libre.")


class _CandidateStatements:
    """What ``candidates`` reads, built once (it runs on every call, seat and join) and
    read as plain rows: the table changes of a game with the table each player leaves,
    and its list with the table where each listed player plays and that table's game."""

    def __init__(self) -> None:
        game: BindParameter[int] = bindparam("game")
        self.changes = (
            select(TableChange.player_id, TableChange.to_table_id, TableChange.requested_at,
                   Player.name, Seat.table_id)
            .join(Player, Player.id == TableChange.player_id)
            .join(Seat, (Seat.player_id == TableChange.player_id) & (Seat.state != HELD))
            .where(TableChange.game_id == game))
        self.entries = (
            select(WaitlistEntry.id, WaitlistEntry.player_id, WaitlistEntry.joined_at,
                   WaitlistEntry.call_in, WaitlistEntry.called_at, WaitlistEntry.passes,
                   WaitlistEntry.missed_at, Player.name, Seat.table_id, Game.variant,
                   Game.betting, Game.stake_small, Game.stake_big)
            .join(Player, Player.id == WaitlistEntry.player_id)
            .outerjoin(Seat, (Seat.player_id == WaitlistEntry.player_id) & (Seat.state != HELD))
            .outerjoin(CardTable, CardTable.id == Seat.table_id)
            .outerjoin(Game, Game.id == CardTable.game_id)
            .where(WaitlistEntry.game_id == game))
        self.players = (
            select(CardTable.id, CardTable.number, func.count(Seat.id))
            .outerjoin(Seat, (Seat.table_id == CardTable.id) & (Seat.state != HELD))
            .where(CardTable.id.in_(bindparam("tables", expanding=True)))
            .group_by(CardTable.id, CardTable.number))


@cache
def _candidate_statements() -> _CandidateStatements:
    """The statements, built the first time a seat is proposed (not at start-up)."""
    return _CandidateStatements()


def candidates(session: Session, table: CardTable, now: datetime,
               house: HouseSettings) -> list[Candidate]:
    """Who may take an open seat at ``table``, best claim first; a candidate whose move
    would be a transfer RRoP 2.iii.3 bars comes after those who may take it."""
    read, statements = session.connection().execute, _candidate_statements()
    changes = read(statements.changes, {"game": table.game_id}).all()
    entries = read(statements.entries, {"game": table.game_id}).all()
    here = lookup.game(session, table.game_id)
    # Only a move between similar games is limited (RRoP 2.iii.3): a table change stays
    # in the game; a listed player may play a game of the same stakes elsewhere.
    left = {c.table_id for c in changes} | {
        e.table_id for e in entries if e.table_id is not None and similar_games(e, here)}
    left.discard(table.id)
    return seat_candidates(
        table.id,
        [ChangeRequest(c.player_id, c.name, c.table_id, c.to_table_id, c.requested_at)
         for c in changes],
        [ListPlace(e.id, e.player_id, e.name, e.joined_at, e.call_in, e.called_at is not None,
                   e.passes, e.missed_at is not None, e.table_id if e.table_id in left else None)
         for e in entries],
        now,
        house,
        {table_id: TablePlayers(number, players) for table_id, number, players in read(
            statements.players, {"tables": sorted(left | {table.id})})} if left else None,
    )


def propose(desk: Desk, table_id: int) -> list[Candidate]:
    """The candidates for an open seat at a table (read only)."""
    with desk.store.reading() as session:
        table = lookup.open_table(session, table_id)
        return candidates(session, table, desk.now(), house_settings(session))


def _others_waiting(ranked: list[Candidate], player_id: int) -> int:
    """How many besides ``player_id`` wait for a seat (RRoP 2.iii.13 counts them): the
    game's list and the table changes that could take it."""
    return sum(1 for c in ranked if c.player_id != player_id)


def _playing_elsewhere(session: Session, player_id: int, held_at: CardTable
                       ) -> tuple[int, bool] | None:
    """The number of the table the player plays at, other than ``held_at``, and whether
    its game has a button; None when he plays at no other table."""
    playing = lookup.seat_of(session, player_id)
    if playing is None or playing.table_id == held_at.id:
        return None
    plays_at = lookup.table(session, playing.table_id)
    variant = Variant(lookup.game(session, plays_at.game_id).variant)
    return plays_at.number, variant.uses_button


def held_seat_note(session: Session, player: Player, held_at: CardTable, seat: int,
                   waiting: int) -> HeldSeatDemand | None:
    """What RRoP 2.iii.13 demands of ``player``, who holds ``seat`` at ``held_at`` while
    ``waiting`` others wait for it; None when he plays at no other table."""
    found = _playing_elsewhere(session, player.id, held_at)
    if found is None:
        return None
    plays_at, button = found
    return held_seat_demand(player.name, plays_at, held_at.number, seat, button_game=button,
                            waiting=waiting)


@cache
def _holds_of_players_elsewhere() -> Select[Seat, CardTable]:
    """The holds of a game (``:game``) whose player plays at another table: only they
    can owe a move (RRoP 2.iii.13). Asked on every join: built once, as building it
    (with its alias) costs more than running it."""
    playing = aliased(Seat)
    return (
        select(Seat, CardTable).join(CardTable, CardTable.id == Seat.table_id)
        .where(CardTable.game_id == bindparam("game"), Seat.state == HELD,
               Seat.move_condition.is_(None), Seat.away_since.is_(None),
               select(playing.id).where(playing.player_id == Seat.player_id,
                                        playing.table_id != Seat.table_id,
                                        playing.state.in_((PLAYING, AWAY))).exists()))


def holds_now_urgent(act: Action, game_id: int, joined: int) -> Text | None:
    """After player ``joined`` joined the list of ``game_id``: the players who hold a seat
    of that game while they play in another and, with him waiting too, must now move at
    once (RRoP 2.iii.13), in words; None when nobody's demand changed."""
    rows = act.session.execute(_holds_of_players_elsewhere(), {"game": game_id}).all()
    notes: list[Text] = []
    for hold, table in rows:
        found = _playing_elsewhere(act.session, hold.player_id, table)
        if found is None:
            continue
        plays_at, button = found
        ranked = candidates(act.session, table, act.now, act.house)
        waiting = _others_waiting(ranked, hold.player_id)
        counted = any(c.player_id == joined for c in ranked)
        name = lookup.player(act.session, hold.player_id).name
        before, after = (held_seat_demand(name, plays_at, table.number, hold.number,
                                          button_game=button, waiting=n)
                         for n in (waiting - counted, waiting))
        if held_seat_turned_urgent(before, after):
            notes.append(after.text)
    if not notes:
        return None
    return Text("; ".join(n.en for n in notes), "; ".join(n.es for n in notes))


def _empty_seat(act: Action, table: CardTable, number: int) -> int:
    number = lookup.seat_number(table, number)
    seat = lookup.seat_at(act.session, table.id, number)
    if seat is not None:
        holder = lookup.player(act.session, seat.player_id).name
        state_en, state_es = ("held for", "reservado para") if seat.state == HELD else (
            "taken by", "ocupado por")
        raise refuse(f"seat {number} at table {table.number} is {state_en} {holder}. Choose an "
                     "empty seat.",
                     f"el asiento {number} de la mesa {table.number} está {state_es} {holder}. "
                     "Elija un asiento libre.", "seat")
    return number


def _not_seated(act: Action, player: Player) -> None:
    seat = lookup.seat_of(act.session, player.id)
    if seat is not None:
        at = lookup.table(act.session, seat.table_id).number
        raise refuse(f"{player.name} already plays at table {at}, seat {seat.number}; a player "
                     "may have only one seat (RRoP 2.iii.4). Move the player instead.",
                     f"{player.name} ya juega en la mesa {at}, asiento {seat.number}; un jugador "
                     "solo puede tener un asiento (RRoP 2.iii.4). Cámbielo de mesa.", "player")


def _leave_game_lists(act: Action, player_id: int, game_id: int,
                      seat: Seat | None = None) -> None:
    """A player seated in a game leaves that game's list and any change request; the
    seat keeps the place he had on the list, for the must-move order (RRoP 2.iii.9)."""
    entry = lookup.entry_for(act.session, game_id, player_id)
    if entry is not None:
        if seat is not None:
            must_move.record_list_place(seat, entry)
        act.delete(entry)


def _drop_hold(act: Action, player_id: int) -> Seat | None:
    """A player who sits down keeps no seat held anywhere: delete the hold, and a call
    that made it is over (the player keeps the place on that list, not called)."""
    hold = lookup.hold_of(act.session, player_id)
    if hold is None:
        return None
    game_id = lookup.table(act.session, hold.table_id).game_id
    entry = lookup.entry_for(act.session, game_id, player_id)
    if entry is not None and entry.called_at is not None:
        act.track(entry)
        entry.called_at = None
    act.delete(hold)
    act.session.flush()  # the seat is free before anyone (the same player) takes it
    return hold


def _drop_change_request(act: Action, player_id: int) -> None:
    request = act.session.execute(
        select(TableChange).where(TableChange.player_id == player_id)
    ).scalar_one_or_none()
    if request is not None:
        act.delete(request)


@action("call_player")
def call_player(act: Action, *, table_id: int, seat: int, player_id: int,
                reason: str | None = None) -> None:
    """Give an open seat to a candidate: a table change moves at once; a listed player
    is called and the seat is held for them. Passing over the first eligible candidate
    needs a reason, which the audit log keeps; one a transfer bars (RRoP 2.iii.3) is
    refused, and passing over him needs none."""
    table = lookup.open_table(act.session, table_id)
    number = _empty_seat(act, table, seat)
    player = lookup.not_barred(lookup.player(act.session, player_id))
    must_move.refuse_if_move_barred(act.session, player, table.game_id, act.now)
    ranked = candidates(act.session, table, act.now, act.house)
    chosen = next((c for c in ranked if c.player_id == player.id), None)
    if chosen is None:
        raise refuse(f"{player.name} has not asked for this game. Add the player to the list "
                     "or seat them directly.",
                     f"{player.name} no pidió este juego. Anótelo en la lista o siéntelo "
                     "directamente.", "player")
    if chosen.barred is not None:
        # The count the ranking used is the one the transfer rule holds to (RRoP 2.iii.3).
        raise refuse(f"{player.name} {chosen.barred.en}. {PASS_OVER_BARRED.en}",
                     f"{player.name} {chosen.barred.es}. {PASS_OVER_BARRED.es}", "player")
    # Only a candidate who could take the seat is passed over: one a transfer bars comes
    # after every eligible one, so the first of them needs no reason to be skipped.
    first = next((c for c in ranked if c.barred is None), None)
    passed_over = first if first is not None and first.player_id != player.id else None
    why = reason.strip() if isinstance(reason, str) else ""
    if passed_over is not None and not why:
        raise refuse(f"{passed_over.name} comes first ({passed_over.why.en}). Give a reason to "
                     f"call {player.name} instead.",
                     f"{passed_over.name} tiene prioridad ({passed_over.why.es}). Indique un "
                     f"motivo para llamar a {player.name}.", "reason")
    note_en = f" instead of {passed_over.name}: {why}" if passed_over else ""
    note_es = f" en lugar de {passed_over.name}: {why}" if passed_over else ""
    if chosen.source == "table_change":
        current = lookup.seat_of(act.session, player.id)
        assert current is not None
        came_from = lookup.table(act.session, current.table_id)
        from_number = came_from.number
        # The player asked: a voluntary transfer (RRoP 2.iii.3).
        must_move.refuse_transfer(act, player, came_from, table, field="player",
                                  then=PASS_OVER)
        stack_rule = change_buy_in(player.name,
                                   lookup.game(act.session, table.game_id).min_buy_in)
        _drop_hold(act, player.id)
        act.opened.append((current.table_id, current.number))
        act.track(current)
        current.table_id, current.number, current.since = table.id, number, act.now
        current.state, current.away_since = PLAYING, None
        _drop_change_request(act, player.id)
        act.done(*must_move.with_note(
            f"{player.name} moved from table {from_number} to table {table.number}, seat "
            f"{number} (table change){note_en}",
            f"{player.name} pasó de la mesa {from_number} a la mesa {table.number}, "
            f"asiento {number} (cambio de mesa){note_es}", stack_rule.text))
        return
    if lookup.hold_of(act.session, player.id) is not None:
        raise refuse(f"a seat is already held for {player.name}. Seat the player there or "
                     "release that seat first.",
                     f"ya hay un asiento reservado para {player.name}. Siéntelo allí o libere "
                     "ese asiento primero.", "player")
    playing = lookup.seat_of(act.session, player.id)
    if playing is not None:
        # Seated in a similar game, the call leads to a transfer he chose (RRoP 2.iii.3).
        must_move.refuse_transfer(act, player, lookup.table(act.session, playing.table_id),
                                  table, field="player", then=PASS_OVER)
    entry = lookup.entry(act.session, chosen.entry_id or 0)
    act.track(entry)
    entry.called_at = act.now
    act.add(Seat(table_id=table.id, number=number, player_id=player.id, state=HELD,
                 since=act.now), main=True)
    demand = held_seat_note(act.session, player, table, number,
                            _others_waiting(ranked, player.id))
    act.done(*must_move.with_note(
        f"Called {player.name} to table {table.number}, seat {number}{note_en}",
        f"Llamado {player.name} a la mesa {table.number}, asiento {number}{note_es}",
        demand.text if demand is not None else None))


@action("hold_seat")
def hold_seat(act: Action, *, table_id: int, seat: int, player_id: int) -> None:
    """Reserve an empty seat for a player (RRoP 2.iii.8)."""
    table = lookup.open_table(act.session, table_id)
    number = _empty_seat(act, table, seat)
    player = lookup.not_barred(lookup.player(act.session, player_id))
    must_move.refuse_if_move_barred(act.session, player, table.game_id, act.now)
    playing = lookup.seat_of(act.session, player.id)
    if playing is not None and playing.table_id == table.id:
        raise refuse(f"{player.name} already plays at table {table.number}, seat "
                     f"{playing.number}. Move the player to seat {number} instead (F7).",
                     f"{player.name} ya juega en la mesa {table.number}, asiento "
                     f"{playing.number}. Cámbielo al asiento {number} (F7).", "player")
    if lookup.hold_of(act.session, player.id) is not None:
        raise refuse(f"a seat is already held for {player.name}; release it first.",
                     f"ya hay un asiento reservado para {player.name}; libérelo primero.",
                     "player")
    act.add(Seat(table_id=table.id, number=number, player_id=player.id, state=HELD,
                 since=act.now), main=True)
    demand = None
    if playing is not None:
        ranked = candidates(act.session, table, act.now, act.house)
        demand = held_seat_note(act.session, player, table, number,
                                _others_waiting(ranked, player.id))
    act.done(*must_move.with_note(
        f"Held table {table.number}, seat {number} for {player.name}",
        f"Reservado el asiento {number} de la mesa {table.number} para {player.name}",
        demand.text if demand is not None else None))


def _release(act: Action, table: CardTable, seat: Seat, en: str, es: str) -> None:
    player = lookup.player(act.session, seat.player_id)
    entry = lookup.entry_for(act.session, table.game_id, player.id)
    if entry is not None and entry.called_at is not None:
        act.track(entry)
        entry.called_at = None
    act.delete(seat)
    act.done(f"{en} table {table.number}, seat {seat.number} ({player.name})",
             f"{es} mesa {table.number}, asiento {seat.number} ({player.name})")


@action("release_hold")
def release_hold(act: Action, *, table_id: int, seat: int) -> None:
    """Free a held seat; a called player keeps the place on the list."""
    table = lookup.table(act.session, table_id)
    held = lookup.occupied_seat(act.session, table, seat)
    if held.state != HELD:
        raise refuse(f"seat {seat} at table {table.number} is not held; it is played.",
                     f"el asiento {seat} de la mesa {table.number} no está reservado; está "
                     "ocupado.", "seat")
    _release(act, table, held, "Released the hold on", "Liberada la reserva de")


@action("seat_player")
def seat_player(act: Action, *, table_id: int, seat: int, player_id: int,
                buy_in: object = None) -> None:
    """Seat a player: in the seat held for them, or in an empty seat.

    A player who plays elsewhere (another game) and was called here takes the held seat
    in this one action: the old seat is left and opens (``Change.opened``), and the
    player leaves this game's list and any table-change request (RRoP 2.iii.4). That
    is his own change of game: it may not leave a similar game shorter than this one
    (RRoP 2.iii.3), and he brings at least the minimum buy-in (RRoP 3.i.3): a buy-in
    typed under it is refused, and with none typed the summary says so. A player of a
    broken game taking the seat held for him may keep a shorter stack (RRoP 3.i.3).
    """
    table = lookup.open_table(act.session, table_id)
    number = lookup.seat_number(table, seat)
    game = lookup.game(act.session, table.game_id)
    amount = None
    if buy_in not in (None, ""):
        amount = lookup.amount(buy_in, "buy_in", what_en="buy-in", what_es="la compra")
    player = lookup.not_barred(lookup.player(act.session, player_id))
    must_move.refuse_if_move_barred(act.session, player, table.game_id, act.now)
    current = lookup.seat_at(act.session, table.id, number)
    held_for_player = (current is not None and current.state == HELD
                       and current.player_id == player.id)
    left: Seat | None = None
    if held_for_player:
        left = lookup.seat_of(act.session, player.id)
    # Leaving his seat for one he was called to or reserved is his own change of game;
    # a must-move's or a broken game's seat is not (RRoP 2.iii.3, 3.i.3).
    changing = left is not None and current is not None and voluntary_hold(
        current.move_condition is not None, current.away_since is not None)
    stack_rule = change_buy_in(player.name, game.min_buy_in, amount) if changing else None
    if stack_rule is not None and not stack_rule.allowed:
        raise refuse(stack_rule.text.en, stack_rule.text.es, "buy_in")
    # A player of a broken game, taking the seat held for him, may keep playing a stack
    # under the minimum (RRoP 3.i.3); the most a game takes still holds.
    from_break = held_for_player and current is not None and current.away_since is not None
    if from_break and amount is not None and amount < game.min_buy_in:
        stack_rule = change_buy_in(player.name, game.min_buy_in, amount,
                                   from_broken_game=True)
    elif amount is not None and not game.min_buy_in <= amount <= game.max_buy_in:
        low, high = lookup.money(game.min_buy_in), lookup.money(game.max_buy_in)
        raise refuse(f"the buy-in for this game is from {low} to {high}; "
                     f"{lookup.money(amount)} is outside it (RRoP 3.i.1).",
                     f"la compra en este juego es de {low} a {high}; "
                     f"{lookup.money(amount)} está fuera de ese rango (RRoP 3.i.1).",
                     "buy_in")
    if changing and left is not None:
        came_from = lookup.table(act.session, left.table_id)
        must_move.refuse_transfer(act, player, came_from, table, then=Text(
            f"He stays at table {came_from.number}: release seat {number} at table "
            f"{table.number} (Shift+F4).",
            f"Se queda en la mesa {came_from.number}: libere el asiento {number} de la mesa "
            f"{table.number} (Mayús+F4)."))
    if not held_for_player:
        _not_seated(act, player)
        if current is not None:
            _empty_seat(act, table, number)  # refuses, naming who has the seat
        _drop_hold(act, player.id)  # a seat held elsewhere is no longer needed
    left_en = left_es = ""
    left_note = None
    if left is not None:
        came_from = lookup.table(act.session, left.table_id)
        act.delete(left)
        act.session.flush()  # one played seat per player, even inside the transaction
        act.opened.append((left.table_id, left.number))
        left_en = f" (left table {came_from.number}, seat {left.number}, which is now open)"
        left_es = (f" (dejó la mesa {came_from.number}, asiento {left.number}, que queda "
                   "libre)")
    _drop_change_request(act, player.id)
    if current is not None:
        act.track(current)
        current.state, current.since, current.buy_in = PLAYING, act.now, amount
        current.away_since = None  # a broken game's held seat kept it while he was away
        must_move.take_held_move(act, current, left)  # a must-move taken this way
        placed = current
    else:
        placed = Seat(table_id=table.id, number=number, player_id=player.id, state=PLAYING,
                      since=act.now, buy_in=amount)
        act.add(placed, main=True)
    if left is not None:
        # Only now that the held seat is his: a must-move left empty leaves its chain,
        # which would release a move still pending (RRoP 2.iii.9-10).
        left_note = must_move.after_player_left(act, left.table_id, left.number)
    _leave_game_lists(act, player.id, table.game_id, placed)
    en, es = must_move.with_note(
        f"Seated {player.name} at table {table.number}, seat {number}{left_en}",
        f"{player.name} sentado en la mesa {table.number}, asiento {number}{left_es}",
        left_note)
    # A changer's stack under the minimum was refused above; without a buy-in typed the
    # desk does not know his stack, so the summary states what he must bring. A broken
    # game's player keeping a short stack is told he may.
    said = stack_rule.text if stack_rule is not None and (amount is None or from_break) \
        else None
    act.done(*must_move.with_note(en, es, said))


@action("unseat_player")
def unseat_player(act: Action, *, table_id: int, seat: int) -> None:
    """A player leaves the table (or the floor picks up the chips)."""
    table = lookup.table(act.session, table_id)
    taken = lookup.occupied_seat(act.session, table, seat)
    if taken.state == HELD:
        _release(act, table, taken, "Released the hold on", "Liberada la reserva de")
        return
    player = lookup.player(act.session, taken.player_id)
    _drop_change_request(act, player.id)
    act.delete(taken)
    note = must_move.after_player_left(act, table.id, taken.number)
    act.done(*must_move.with_note(
        f"{player.name} left table {table.number}, seat {taken.number}",
        f"{player.name} dejó la mesa {table.number}, asiento {taken.number}", note))


def _played_seat(act: Action, table_id: int, seat: int) -> tuple[CardTable, Seat, Player]:
    table = lookup.table(act.session, table_id)
    taken = lookup.occupied_seat(act.session, table, seat)
    if taken.state == HELD:
        raise refuse(f"seat {seat} at table {table.number} is only held; nobody plays it yet.",
                     f"el asiento {seat} de la mesa {table.number} solo está reservado; nadie "
                     "juega allí todavía.", "seat")
    return table, taken, lookup.player(act.session, taken.player_id)


@action("mark_away")
def mark_away(act: Action, *, table_id: int, seat: int) -> None:
    """The player stepped away; the chips stay and the absence clock starts."""
    table, taken, player = _played_seat(act, table_id, seat)
    if taken.state == AWAY:
        raise refuse(f"{player.name} is already away.", f"{player.name} ya está ausente.",
                     "seat")
    act.track(taken)
    taken.state, taken.away_since = AWAY, act.now
    act.done(f"{player.name} is away from table {table.number}",
             f"{player.name} se ausentó de la mesa {table.number}")


@action("mark_back")
def mark_back(act: Action, *, table_id: int, seat: int) -> None:
    table, taken, player = _played_seat(act, table_id, seat)
    if taken.state != AWAY:
        raise refuse(f"{player.name} is not away.", f"{player.name} no está ausente.", "seat")
    act.track(taken)
    taken.state, taken.away_since = PLAYING, None
    act.done(f"{player.name} is back at table {table.number}",
             f"{player.name} volvió a la mesa {table.number}")


@action("request_table_change")
def request_table_change(act: Action, *, player_id: int, to_table_id: int | None = None) -> None:
    """A seated player asks to change tables in the same game (RRoP 2.iii.12)."""
    player = lookup.not_barred(lookup.player(act.session, player_id))
    seat = lookup.seat_of(act.session, player.id)
    if seat is None:
        raise refuse(f"{player.name} is not seated; put the player on a waiting list instead.",
                     f"{player.name} no está sentado; anótelo en una lista de espera.",
                     "player")
    table = lookup.table(act.session, seat.table_id)
    if to_table_id is not None:
        target = lookup.open_table(act.session, to_table_id)
        if target.game_id != table.game_id or target.id == table.id:
            raise refuse("a table change is to another table of the same game. Choose one, or "
                         "put the player on that game's list.",
                         "un cambio de mesa es a otra mesa del mismo juego. Elija una, o anote "
                         "al jugador en la lista de ese juego.", "to_table")
    existing = act.session.execute(
        select(TableChange).where(TableChange.player_id == player.id)
    ).scalar_one_or_none()
    if existing is not None:
        raise refuse(f"{player.name} already asked for a table change.",
                     f"{player.name} ya pidió un cambio de mesa.", "player")
    act.add(TableChange(player_id=player.id, game_id=table.game_id, to_table_id=to_table_id,
                        requested_at=act.now), main=True)
    act.done(f"{player.name} asked for a table change from table {table.number}",
             f"{player.name} pidió cambio desde la mesa {table.number}")


@action("cancel_table_change")
def cancel_table_change(act: Action, *, player_id: int) -> None:
    player = lookup.player(act.session, player_id)
    request = act.session.execute(
        select(TableChange).where(TableChange.player_id == player.id)
    ).scalar_one_or_none()
    if request is None:
        raise refuse(f"{player.name} has no table change request.",
                     f"{player.name} no tiene pedido de cambio de mesa.", "player")
    act.delete(request)
    act.done(f"{player.name} no longer wants a table change",
             f"{player.name} ya no quiere cambio de mesa")


@action("move_player")
def move_player(act: Action, *, player_id: int, table_id: int, seat: int,
                from_table_id: int | None = None, transfer: bool = False) -> None:
    """Move a seated player to an empty seat (same table or another open table), or to
    the seat held for the player. ``from_table_id`` is the table the desk saw the
    player at: if another desk moved him meanwhile (a break, say), the move is refused
    with where he is now, rather than moving him a second time. ``transfer`` marks a
    move the player asked for: to another table of the same game it may not leave the
    table left with fewer players than the one joined (RRoP 2.iii.3)."""
    player = lookup.not_barred(lookup.player(act.session, player_id))
    current = lookup.seat_of(act.session, player.id)
    if current is None and from_table_id is not None:
        seen = lookup.get(act.session, CardTable, from_table_id)
        was = seen.number if seen is not None else "?"
        raise refuse(f"{player.name} is no longer at table {was}: another desk took him off "
                     "his seat meanwhile (a break lists players it cannot seat). Nothing "
                     "was written; look at the waiting list.",
                     f"{player.name} ya no está en la mesa {was}: otro puesto lo quitó de su "
                     "asiento mientras tanto (al romper una mesa, quien no tiene asiento va a "
                     "la lista). No se guardó nada; mire la lista de espera.", "player")
    if current is None:
        raise refuse(f"{player.name} is not seated; seat the player instead.",
                     f"{player.name} no está sentado; siéntelo.", "player")
    if from_table_id is not None and current.table_id != from_table_id:
        seen = lookup.get(act.session, CardTable, from_table_id)
        now = lookup.table(act.session, current.table_id).number
        was = seen.number if seen is not None else "?"
        raise refuse(f"{player.name} is no longer at table {was}: another desk moved him to "
                     f"table {now}, seat {current.number} meanwhile. Nothing was written.",
                     f"{player.name} ya no está en la mesa {was}: otro puesto lo pasó a la "
                     f"mesa {now}, asiento {current.number} mientras tanto. No se guardó nada.",
                     "player")
    table = lookup.open_table(act.session, table_id)
    number = lookup.seat_number(table, seat)
    target = lookup.seat_at(act.session, table.id, number)
    own_hold = target is not None and target.state == HELD and target.player_id == player.id
    if target is not None and not own_hold:
        _empty_seat(act, table, number)  # refuses, naming who has the seat
    came_from = lookup.table(act.session, current.table_id)
    if came_from.game_id != table.game_id:
        must_move.refuse_if_move_barred(act.session, player, table.game_id, act.now)
    # A transfer he asked for, or the seat he was called to or reserved: his own change
    # (RRoP 2.iii.3, 3.i.3). A must-move's or a broken game's seat is not.
    voluntary = (transfer is True and not own_hold) or (
        own_hold and target is not None
        and voluntary_hold(target.move_condition is not None, target.away_since is not None))
    if voluntary:
        must_move.refuse_transfer(act, player, came_from, table, then=Text(
            f"He stays at table {came_from.number}: release seat {number} at table "
            f"{table.number} (Shift+F4).",
            f"Se queda en la mesa {came_from.number}: libere el asiento {number} de la mesa "
            f"{table.number} (Mayús+F4).")
            if own_hold else None)
    stack_rule = (change_buy_in(player.name, lookup.game(act.session, table.game_id).min_buy_in)
                  if voluntary and came_from.id != table.id else None)
    left_number = current.number
    _drop_hold(act, player.id)  # the target itself, or a seat held elsewhere
    act.opened.append((current.table_id, current.number))
    act.track(current)
    current.table_id, current.number = table.id, number
    if came_from.game_id != table.game_id:
        current.since = act.now
        _leave_game_lists(act, player.id, table.game_id, current)
    _drop_change_request(act, player.id)
    note = (must_move.after_player_left(act, came_from.id, left_number)
            if came_from.id != table.id else None)
    en, es = must_move.with_note(
        f"{player.name} moved from table {came_from.number} to table {table.number}, "
        f"seat {number}",
        f"{player.name} pasó de la mesa {came_from.number} a la mesa {table.number}, "
        f"asiento {number}", note)
    act.done(*must_move.with_note(en, es, stack_rule.text if stack_rule else None))


def _due(session: Session, now: datetime, house: HouseSettings) -> tuple[list[Seat],
                                                                        list[WaitlistEntry]]:
    # A seat held for an absent player of a broken game (away_since kept on the hold)
    # waits for his big blind, not for the clock: the floor says when (RRoP 2.iii.14).
    holds = session.execute(
        select(Seat, CardTable.game_id)
        .join(CardTable, CardTable.id == Seat.table_id)
        .where(Seat.state == HELD, Seat.away_since.is_(None),
               # A must-move's hold waits for the big blind too (RRoP 2.iii.10).
               Seat.move_condition.is_(None))
    ).all()
    waiting = set(session.execute(select(WaitlistEntry.game_id)
                                  .where(WaitlistEntry.called_at.is_(None))).scalars())
    expired_holds = [seat for seat, game_id in holds
                     if hold_expired(seat.since, now, house, game_id in waiting)]
    call_ins = session.execute(
        select(WaitlistEntry).where(WaitlistEntry.call_in.is_(True))
    ).scalars().all()
    expired_calls = [e for e in call_ins if call_in_expired(e.joined_at, now, house)]
    return expired_holds, expired_calls


def next_deadline_passed(desk: Desk) -> bool:
    """Whether any hold or call-in is due for release now (read only, cheap).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.glancing() as session:
        holds, calls = _due(session, desk.now(), house_settings(session))
    return bool(holds or calls)


def expire_due(desk: Desk) -> Change | None:
    """Release held seats whose time is up while someone waits (RRoP 2.ii.21) and drop
    call-ins that never checked in. One logged action, or None when nothing is due.

    A called player whose hold runs out missed the call, as with "not here": the miss
    is counted, the player is proposed after those present, and past the calls the
    house keeps (``passes_kept``) leaves the list. The summary names them.
    """
    if not next_deadline_passed(desk):
        return None
    try:
        return _expire(desk)
    except _NothingDue:
        return None  # another desk released them first; nothing is written


class _NothingDue(Exception):
    pass


def missed_call(act: Action, entry: WaitlistEntry) -> bool:
    """Count a call the player missed (not here, or the hold ran out): the player keeps
    the place, proposed after those present, until the misses pass the house's
    ``passes_kept``; then the entry is deleted. Whether the player keeps the place."""
    if entry.passes + 1 > act.house.passes_kept:
        act.delete(entry)
        return False
    act.track(entry)
    entry.passes += 1
    entry.called_at = None
    entry.missed_at = act.now
    return True


def _expire(desk: Desk) -> Change:
    def release(act: Action) -> None:
        holds, calls = _due(act.session, act.now, act.house)
        if not holds and not calls:
            raise _NothingDue
        kept = act.house.passes_kept
        names: list[str] = []
        missed_en: list[str] = []
        missed_es: list[str] = []
        gone: set[int] = set()
        for seat in holds:
            table = lookup.table(act.session, seat.table_id)
            player = lookup.player(act.session, seat.player_id)
            entry = lookup.entry_for(act.session, table.game_id, player.id)
            act.delete(seat)
            names.append(f"{player.name} ({table.number}/{seat.number})")
            if entry is None or entry.called_at is None:
                continue  # a seat reserved, not a call: nobody missed anything
            misses = entry.passes + 1
            if missed_call(act, entry):
                missed_en.append(f"{player.name} missed the call ({misses} of {kept}) and is "
                                 "proposed after those present")
                missed_es.append(f"{player.name} faltó a la llamada ({misses} de {kept}) y se "
                                 "propone después de los presentes")
            else:
                gone.add(entry.id)
                missed_en.append(f"{player.name} missed {misses} calls and left the list")
                missed_es.append(f"{player.name} faltó a {misses} llamadas y salió de la "
                                 "lista")
        dropped = [e for e in calls if e.id not in gone]
        for entry in dropped:
            names.append(lookup.player(act.session, entry.player_id).name)
            act.delete(entry)
        en, es = [], []
        if holds:
            n = len(holds)
            en.append(f"released {n} held seat{'s' if n > 1 else ''}")
            es.append(f"{'liberados' if n > 1 else 'liberado'} {n} "
                      f"{'asientos reservados' if n > 1 else 'asiento reservado'}")
        if dropped:
            n = len(dropped)
            en.append(f"dropped {n} call-in{'s' if n > 1 else ''} that never arrived")
            es.append(f"{'retiradas' if n > 1 else 'retirada'} {n} "
                      f"{'anotaciones' if n > 1 else 'anotación'} por teléfono sin llegar")
        shown = ", ".join(names)
        no_show_en = "".join(f"; {line}" for line in missed_en)
        no_show_es = "".join(f"; {line}" for line in missed_es)
        act.done(f"Time is up: {' and '.join(en)} ({shown}){no_show_en}",
                 f"Tiempo cumplido: {' y '.join(es)} ({shown}){no_show_es}")

    return run_action(desk, "expire_due", release)
