"""Floor actions on must-move games: chains, moves into the main game, the refusal bar,
and new tables opened from a long list (RRoP 2.iii.3, 2.iii.7-11).

A table is made the must-move of a main game of the same game and stakes, or of the
last must-move of its chain (``make_must_move``), and taken out again
(``unmake_must_move``). When a seat opens at a table a must-move feeds, the seat is held
for the first player in must-move order, the original waiting-list order
(``hold_for_must_move``); the hold records where the player comes from and when the
move is due (at the big blind, or after one more hand in stud). The supervisor confirms
the move when it happens (``confirm_move``), or records that the player refused it
(``refuse_move``): the player leaves the must-move game and may not play in that game or
join its list for one hour; the waiting-list and seat actions enforce the bar
(``refuse_if_move_barred``). A listed player may decline a seat in a new or must-move
game and keep the place only while the table would keep more than three empty seats
(``decline_seat``, RRoP 2.iii.11). A long list opens a new table whose first players are
called in list order (``open_table_from_list``, RRoP 2.iii.7-8).

Other actions call two hooks: ``leave_chain`` when a table leaves its chain (closed,
broken), which re-links the chain and releases the moves it no longer leads to, and
``after_player_left`` when a seat empties (an extra seat goes, RRoP 2.iii.7; a
must-move left empty leaves its chain). This module does not import the seat or list
services (they import it).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from floorman.floor.changing_games import similar_games, transfer_bar
from floorman.floor.games import game_label
from floorman.floor.must_move import (
    CONDITION_WORDS,
    ChainLink,
    ChainPlace,
    NewGame,
    NextMove,
    TableCount,
    TableProposal,
    chain_refusal,
    chain_role,
    chains,
    declining_keeps_place,
    new_game_proposal,
    relinked,
    table_for_new_player,
    who_moves_next,
)
from floorman.rules.game import Variant
from floorman.services import lookup
from floorman.services.desk import Action, Desk, action, answering, house_settings, refuse
from floorman.store.models import (
    AWAY,
    HELD,
    PLAYING,
    CardTable,
    Game,
    MoveBar,
    Player,
    Seat,
    TableChange,
    WaitlistEntry,
)
from floorman.text import Text

# A player who refuses to move into the main game sits out that game for an hour
# (RRoP 2.iii.9).
BAR_TIME = timedelta(hours=1)


def _label(game: Game, lang: str) -> str:
    return game_label(game.variant, game.betting, game.stake_small, game.stake_big,
                      "es" if lang == "es" else "en")


def _clock(moment: datetime) -> str:
    """A moment as the desk's own clock shows it."""
    return moment.astimezone().strftime("%H:%M")


# --- reading chains ----------------------------------------------------------------------


def chain_links(session: Session) -> list[ChainLink]:
    """Every table as the chain policies see it (same game and stakes compare equal)."""
    rows = session.execute(
        select(CardTable.id, CardTable.number, CardTable.is_open, CardTable.must_move_for,
               Game.variant, Game.betting, Game.stake_small, Game.stake_big)
        .join(Game, Game.id == CardTable.game_id)
    ).all()
    return [ChainLink(r.id, r.number, (r.variant, r.betting, r.stake_small, r.stake_big),
                      r.is_open, r.must_move_for) for r in rows]


def chain_of(session: Session, table_id: int) -> list[int] | None:
    """The chain ``table_id`` is in, main table first; None when it is in none."""
    for line in chains(chain_links(session)).values():
        if table_id in line:
            return line
    return None


def _listed(seat: Seat) -> float:
    """The seat's player's place on the original list, as a number that sorts."""
    return (seat.listed_at or seat.since).timestamp()


def chain_places(session: Session, chain: list[int]) -> list[ChainPlace]:
    """The players seated at the chain's must-move tables."""
    rows = session.execute(
        select(Seat, Player.name).join(Player, Player.id == Seat.player_id)
        .where(Seat.table_id.in_(chain[1:]), Seat.state.in_((PLAYING, AWAY)))
    ).all()
    return [ChainPlace(s.player_id, name, s.table_id, _listed(s), s.listed_entry or 0)
            for s, name in rows]


def _held_players(session: Session) -> set[int]:
    """Players with a seat held for them anywhere: none of them is asked to move."""
    return set(session.execute(select(Seat.player_id).where(Seat.state == HELD)).scalars())


def _table_names(session: Session, chain: list[int]) -> dict[int, Text]:
    numbers = dict(session.execute(select(CardTable.id, CardTable.number)
                                   .where(CardTable.id.in_(chain))).all())
    return {t: Text(f"table {numbers[t]}", f"la mesa {numbers[t]}") for t in chain}


def _next_move(session: Session, table: CardTable, chain: list[int]) -> NextMove:
    game = lookup.game(session, table.game_id)
    return who_moves_next(chain, table.id, chain_places(session, chain),
                          _held_players(session), Variant(game.variant).uses_button,
                          _table_names(session, chain))


def propose_move(desk: Desk, table_id: int) -> NextMove | None:
    """Who would move into an open seat at ``table_id`` from its must-move, and why;
    None when no must-move feeds the table (read only).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        table = lookup.table(session, table_id)
        chain = chain_of(session, table.id)
        if chain is None or chain[-1] == table.id:
            return None
        return _next_move(session, table, chain)


# --- the bar ------------------------------------------------------------------------------


# Asked before every join and seat: built once.
_BAR = select(MoveBar).where(MoveBar.player_id == bindparam("player"),
                             MoveBar.game_id == bindparam("game"))


def move_bar(session: Session, player_id: int, game_id: int, now: datetime) -> MoveBar | None:
    """The player's bar from the game, while it runs."""
    bar = session.execute(_BAR, {"player": player_id, "game": game_id}).scalar_one_or_none()
    return bar if bar is not None and bar.until > now else None


def refuse_if_move_barred(session: Session, player: Player, game_id: int, now: datetime,
                          field: str = "player") -> None:
    """Refuse a player who refused a must-move in this game less than an hour ago: he
    may not join its list or take a seat in it until the hour is up (RRoP 2.iii.9)."""
    bar = move_bar(session, player.id, game_id, now)
    if bar is None:
        return
    game = lookup.game(session, game_id)
    left = bar.until - now
    minutes = max(1, -(-int(left.total_seconds()) // 60))
    raise refuse(f"{player.name} refused to move into the main game at {_clock(bar.since)}: "
                 f"the player may not play {_label(game, 'en')} or join its list for one hour "
                 f"(RRoP 2.iii.9). {minutes} min left, until {_clock(bar.until)}.",
                 f"{player.name} rechazó pasar a la mesa principal a las {_clock(bar.since)}: "
                 f"no puede jugar {_label(game, 'es')} ni anotarse en su lista durante una "
                 f"hora (RRoP 2.iii.9). Faltan {minutes} min, hasta las {_clock(bar.until)}.",
                 field)


# --- hooks for other actions ---------------------------------------------------------------


def record_list_place(seat: Seat, entry: WaitlistEntry) -> None:
    """A player seated off the game's list keeps the place he had on it, for the
    must-move order (RRoP 2.iii.9). ``seat`` is already tracked or added."""
    seat.listed_at, seat.listed_entry = entry.joined_at, entry.id


def take_held_move(act: Action, hold: Seat, left: Seat | None) -> None:
    """The player takes the seat held for his must-move (by confirming it, or seated
    there another way): the hold becomes a plain seat, keeping the player's place on the
    original list and his stack from the seat he left. ``hold`` is already tracked."""
    if hold.move_condition is None and hold.move_from is None:
        return
    hold.move_from = hold.move_condition = None
    if left is not None:
        hold.listed_at = left.listed_at or left.since
        hold.listed_entry = left.listed_entry
        if hold.buy_in is None:
            hold.buy_in = left.buy_in


def leave_chain(act: Action, table: CardTable) -> Text | None:
    """``table`` leaves its must-move chain (it closes, breaks, empties or is taken
    out): the table that fed it feeds what it fed (or becomes the main game, if the
    main game left), and a move held toward or from a table the chain no longer leads
    through is released. Returns what happened, for the action's summary; None when
    the table was in no chain. Call it inside the action, before the table closes.
    """
    links = chain_links(act.session)
    changes = relinked(links, table.id)
    if not changes:
        return None
    numbers = {link.id: link.number for link in links}
    for table_id in changes:
        row = act.session.get(CardTable, table_id)
        assert row is not None
        act.track(row)
        row.must_move_for = changes[table_id]
        act.session.flush()
    en = [f"table {table.number} left its must-move chain"]
    es = [f"la mesa {table.number} salió de su cadena de movida forzada"]
    for table_id, feeds in changes.items():
        if table_id == table.id:
            continue
        if feeds is None:
            en.append(f"table {numbers[table_id]} is now the main game")
            es.append(f"la mesa {numbers[table_id]} pasa a ser la principal")
        else:
            en.append(f"table {numbers[table_id]} now feeds table {numbers[feeds]}")
            es.append(f"la mesa {numbers[table_id]} alimenta ahora a la mesa {numbers[feeds]}")
    released = release_stranded_moves(act)
    if released:
        en.append(f"released the move held for {', '.join(released)}")
        es.append(f"liberado el cambio reservado para {', '.join(released)}")
    return Text("; ".join(en), "; ".join(es))


def release_stranded_moves(act: Action) -> list[str]:
    """Release every must-move hold whose player's table no longer feeds the held seat's
    table through a chain; the names of the players whose move was released."""
    act.session.flush()
    line_of = chains(chain_links(act.session))
    released: list[str] = []
    for hold in act.session.execute(select(Seat).where(Seat.state == HELD,
                                                       Seat.move_condition.is_not(None))
                                    ).scalars():
        to, came = chain_role(line_of, hold.table_id), (
            chain_role(line_of, hold.move_from) if hold.move_from is not None else None)
        if to is not None and came is not None and to.main == came.main \
                and came.depth > to.depth:
            continue
        released.append(lookup.player(act.session, hold.player_id).name)
        act.delete(hold)
    act.session.flush()
    return released


def after_player_left(act: Action, table_id: int, number: int) -> Text | None:
    """A player left seat ``number`` of a table: a table started with an extra player
    loses that seat now (RRoP 2.iii.7; the seats after it move down one number, keeping
    the players' order round the table), and a must-move table left empty leaves its
    chain. What happened, for the summary; None when nothing did."""
    table = act.session.get(CardTable, table_id)
    if table is None:
        return None
    act.session.flush()
    rows = act.session.execute(select(Seat).where(Seat.table_id == table.id)
                               .order_by(Seat.number)).scalars().all()
    notes: list[Text] = []
    if table.extra_seat and all(s.number != number for s in rows):
        for seat in rows:
            if seat.number > number:
                act.track(seat)
                seat.number -= 1
                act.session.flush()  # one seat at a time: (table, number) stays unique
        act.track(table)
        table.seats -= 1
        table.extra_seat = False
        notes.append(Text(
            f"table {table.number} started with an extra player: seat {number} is taken away "
            f"now that a player left, and the table has {table.seats} seats (RRoP 2.iii.7)",
            f"la mesa {table.number} empezó con un jugador de más: se quita el asiento {number} "
            f"al irse un jugador, y la mesa queda con {table.seats} asientos (RRoP 2.iii.7)"))
    if table.must_move_for is not None and not rows:
        left = leave_chain(act, table)
        if left is not None:
            notes.append(Text(f"table {table.number} is empty: {left.en}",
                              f"la mesa {table.number} quedó vacía: {left.es}"))
    if not notes:
        return None
    return Text("; ".join(n.en for n in notes), "; ".join(n.es for n in notes))


def _players_at(session: Session, table_id: int) -> int:
    return len(session.execute(select(Seat.id).where(Seat.table_id == table_id,
                                                     Seat.state != HELD)).all())


def refuse_transfer(act: Action, player: Player, came_from: CardTable, to: CardTable,
                    field: str = "table", then: Text | None = None) -> None:
    """Refuse a voluntary transfer to another table of a similar game (the same game,
    or another of the same form, betting and stakes) that RRoP 2.iii.3 forbids: it may
    not leave the table left with fewer players than the table joined has. Within a
    must-move chain, players move toward the main game only in must-move order (RRoP
    2.iii.9). ``field`` is the input the refusal is about; ``then`` says what the
    supervisor may do instead, after the reason."""
    if came_from.id == to.id or not similar_games(lookup.game(act.session, came_from.game_id),
                                                  lookup.game(act.session, to.game_id)):
        return
    line = chain_of(act.session, to.id)
    if line is not None and came_from.id in line \
            and line.index(came_from.id) > line.index(to.id):
        raise refuse(f"table {came_from.number} is a must-move of table {to.number}: its players "
                     "move in must-move order, the original list order (RRoP 2.iii.9). Hold "
                     f"the seat for the next move (F2 on the seat) instead of moving "
                     f"{player.name}.",
                     f"la mesa {came_from.number} es de movida forzada de la mesa {to.number}: "
                     "sus jugadores pasan en el orden de movida forzada, el de la lista "
                     f"original (RRoP 2.iii.9). Reserve el asiento para el siguiente cambio (F2 "
                     f"en el asiento) en lugar de mover a {player.name}.", field)
    bar = transfer_bar(came_from.number, _players_at(act.session, came_from.id),
                       to.number, _players_at(act.session, to.id))
    if bar is not None:
        then_en, then_es = (f" {then.en}", f" {then.es}") if then is not None else ("", "")
        raise refuse(f"{player.name} {bar.en}.{then_en}", f"{player.name} {bar.es}.{then_es}",
                     field)


def with_note(en: str, es: str, note: Text | None) -> tuple[str, str]:
    """A summary with a hook's note after it."""
    if note is None:
        return en, es
    return f"{en}; {note.en}", f"{es}; {note.es}"


# --- chains ------------------------------------------------------------------------------


def _position_words(session: Session, table_id: int) -> tuple[str, str]:
    line = chain_of(session, table_id)
    if line is None:
        return "", ""
    depth = line.index(table_id)
    feeds = lookup.table(session, line[depth - 1]).number
    return f"must-move {depth} (MM{depth} → table {feeds})", \
        f"movida forzada {depth} (MM{depth} → mesa {feeds})"


@action("make_must_move")
def make_must_move(act: Action, *, table_id: int, main_table_id: int) -> None:
    """Make ``table_id`` the must-move of ``main_table_id`` (the main game, or the last
    must-move of its chain), so its players move there in list order (RRoP 2.iii.9)."""
    table = lookup.table(act.session, table_id)
    main = lookup.table(act.session, main_table_id)
    refusal = chain_refusal(chain_links(act.session), table.id, main.id)
    if refusal is not None:
        raise refuse(refusal.text.en, refusal.text.es, refusal.field)
    act.track(table)
    table.must_move_for = main.id
    act.session.flush()
    en, es = _position_words(act.session, table.id)
    game = lookup.game(act.session, table.game_id)
    act.done(f"Table {table.number} is now {en} for {_label(game, 'en')}; its players move in "
             "the original list order (RRoP 2.iii.9)",
             f"La mesa {table.number} es ahora {es} de {_label(game, 'es')}; sus jugadores "
             "pasan en el orden de la lista original (RRoP 2.iii.9)")


@action("unmake_must_move")
def unmake_must_move(act: Action, *, table_id: int) -> None:
    """Take a table out of its must-move chain (a main game: its first must-move becomes
    the main game); moves it no longer leads to are released."""
    table = lookup.table(act.session, table_id)
    left = leave_chain(act, table)
    if left is None:
        raise refuse(f"table {table.number} is in no must-move chain.",
                     f"la mesa {table.number} no está en ninguna cadena de movida forzada.",
                     "table")
    act.done(left.en[0].upper() + left.en[1:], left.es[0].upper() + left.es[1:])


# --- moves into the main game ------------------------------------------------------------


def _free_seat(act: Action, table: CardTable, number: object) -> int:
    seat = lookup.seat_number(table, number)
    taken = lookup.seat_at(act.session, table.id, seat)
    if taken is not None:
        holder = lookup.player(act.session, taken.player_id).name
        how_en, how_es = (("held for", "reservado para") if taken.state == HELD
                          else ("taken by", "ocupado por"))
        raise refuse(f"seat {seat} at table {table.number} is {how_en} {holder}. Choose an empty "
                     "seat.",
                     f"el asiento {seat} de la mesa {table.number} está {how_es} {holder}. "
                     "Elija un asiento libre.", "seat")
    return seat


def _hold_move(act: Action, table: CardTable, number: int, found: NextMove) -> Text:
    """Hold seat ``number`` for the player ``found`` names; what was done."""
    assert found.place is not None and found.condition is not None
    player = lookup.player(act.session, found.place.player_id)
    act.add(Seat(table_id=table.id, number=number, player_id=player.id, state=HELD,
                 since=act.now, move_from=found.place.table,
                 move_condition=found.condition.value), main=True)
    came = lookup.table(act.session, found.place.table).number
    when = CONDITION_WORDS[found.condition]
    return Text(f"seat {number} at table {table.number} held for {player.name}, moving from "
                f"must-move table {came} {when.en} (RRoP 2.iii.9-10)",
                f"asiento {number} de la mesa {table.number} reservado para {player.name}, que "
                f"pasa desde la mesa forzada {came} {when.es} (RRoP 2.iii.9-10)")


@action("hold_for_must_move")
def hold_for_must_move(act: Action, *, table_id: int, seat: int) -> None:
    """A seat opened at a table a must-move feeds: hold it for the first player in
    must-move order, marking the move pending with its condition (RRoP 2.iii.9-10)."""
    table = lookup.open_table(act.session, table_id)
    number = _free_seat(act, table, seat)
    chain = chain_of(act.session, table.id)
    if chain is None or chain[-1] == table.id:
        raise refuse(f"no must-move feeds table {table.number}. Call the next player from the "
                     "waiting list (F2).",
                     f"ninguna mesa de movida forzada alimenta la mesa {table.number}. Llame al "
                     "siguiente de la lista de espera (F2).", "table")
    found = _next_move(act.session, table, chain)
    if found.place is None:
        raise refuse(f"nobody at the must-move tables of table {table.number} can move now (none "
                     "there, or each already has a move pending). Call the next player from "
                     "the waiting list (F2).",
                     f"nadie de las mesas forzadas de la mesa {table.number} puede pasar ahora "
                     "(no queda nadie, o todos tienen ya un cambio pendiente). Llame al "
                     "siguiente de la lista de espera (F2).", "seat")
    done = _hold_move(act, table, number, found)
    act.done(done.en[0].upper() + done.en[1:], done.es[0].upper() + done.es[1:])


def _pending_move(act: Action, table_id: int, seat: object) -> tuple[CardTable, Seat, Player]:
    table = lookup.open_table(act.session, table_id)
    hold = lookup.occupied_seat(act.session, table, lookup.seat_number(table, seat))
    if hold.state != HELD or hold.move_condition is None:
        raise refuse(f"seat {hold.number} at table {table.number} holds no pending must-move. "
                     "Choose the seat held for the move (shown with its condition).",
                     f"el asiento {hold.number} de la mesa {table.number} no tiene un cambio "
                     "de movida forzada pendiente. Elija el asiento reservado para el cambio "
                     "(se muestra con su condición).", "seat")
    return table, hold, lookup.player(act.session, hold.player_id)


def _mover_seat(act: Action, table: CardTable, hold: Seat, player: Player) -> Seat:
    """Where the player of a pending move sits now: at a must-move of the chain, further
    out than the held seat; else he has left, and the move cannot happen."""
    current = lookup.seat_of(act.session, player.id)
    line = chain_of(act.session, table.id) or []
    came = lookup.table(act.session, hold.move_from).number if hold.move_from else "?"
    if current is None or current.table_id not in line \
            or line.index(current.table_id) <= line.index(table.id):
        raise refuse(f"{player.name} has left must-move table {came}; there is no move to "
                     f"confirm. Release seat {hold.number} at table {table.number} (Shift+F4) "
                     "and hold it for the next player (F2).",
                     f"{player.name} ya no está en la mesa forzada {came}; no hay cambio que "
                     f"confirmar. Libere el asiento {hold.number} de la mesa {table.number} "
                     "(Mayús+F4) y resérvelo para el siguiente (F2).", "seat")
    return current


def _drop_change_request(act: Action, player_id: int) -> None:
    request = act.session.execute(select(TableChange).where(TableChange.player_id == player_id)
                                  ).scalar_one_or_none()
    if request is not None:
        act.delete(request)


@action("confirm_move")
def confirm_move(act: Action, *, table_id: int, seat: int) -> None:
    """The pending move happened: the player leaves the must-move and takes the seat
    held for him, keeping his place on the original list (RRoP 2.iii.10)."""
    table, hold, player = _pending_move(act, table_id, seat)
    current = _mover_seat(act, table, hold, player)
    came = lookup.table(act.session, current.table_id)
    left_number = current.number
    act.delete(current)
    act.session.flush()  # one played seat per player (RRoP 2.iii.4)
    act.opened.append((came.id, left_number))
    act.track(hold)
    hold.state, hold.since, hold.away_since = PLAYING, act.now, None
    take_held_move(act, hold, current)
    _drop_change_request(act, player.id)
    note = after_player_left(act, came.id, left_number)
    en, es = with_note(
        f"{player.name} moved from must-move table {came.number} to table {table.number}, seat "
        f"{hold.number} (RRoP 2.iii.10)",
        f"{player.name} pasó de la mesa forzada {came.number} a la mesa {table.number}, "
        f"asiento {hold.number} (RRoP 2.iii.10)", note)
    act.done(en, es)


@action("refuse_move")
def refuse_move(act: Action, *, table_id: int, seat: int, hold_next: bool = True) -> None:
    """The player refused the pending move: he leaves the must-move game and may not
    play in that game or join its list for one hour (RRoP 2.iii.9). The seat is held for
    the next player in must-move order when there is one (``hold_next``)."""
    table, hold, player = _pending_move(act, table_id, seat)
    current = _mover_seat(act, table, hold, player)
    came = lookup.table(act.session, current.table_id)
    number, left_number = hold.number, current.number
    act.delete(hold)
    act.delete(current)
    act.session.flush()
    act.opened.append((came.id, left_number))
    entry = lookup.entry_for(act.session, table.game_id, player.id)
    if entry is not None:
        act.delete(entry)
    _drop_change_request(act, player.id)
    until = act.now + BAR_TIME
    bar = act.session.execute(select(MoveBar).where(MoveBar.player_id == player.id,
                                                    MoveBar.game_id == table.game_id)
                              ).scalar_one_or_none()
    if bar is None:
        act.add(MoveBar(player_id=player.id, game_id=table.game_id, table_id=came.id,
                        since=act.now, until=until))
    else:
        act.track(bar)
        bar.table_id, bar.since, bar.until = came.id, act.now, until
    act.session.flush()
    game = lookup.game(act.session, table.game_id)
    en = (f"{player.name} refused to move to table {table.number} and left must-move table "
          f"{came.number}: barred from {_label(game, 'en')} and its list until "
          f"{_clock(until)} (RRoP 2.iii.9)")
    es = (f"{player.name} rechazó pasar a la mesa {table.number} y dejó la mesa forzada "
          f"{came.number}: no puede jugar {_label(game, 'es')} ni anotarse hasta las "
          f"{_clock(until)} (RRoP 2.iii.9)")
    note = after_player_left(act, came.id, left_number)
    if hold_next:
        chain = chain_of(act.session, table.id)
        if chain is not None and chain[-1] != table.id:
            found = _next_move(act.session, table, chain)
            if found.place is not None:
                held = _hold_move(act, table, number, found)
                en, es = f"{en}; {held.en}", f"{es}; {held.es}"
    en, es = with_note(en, es, note)
    act.done(en, es)


# --- declining a seat, new games ------------------------------------------------------


@action("decline_seat")
def decline_seat(act: Action, *, entry_id: int) -> None:
    """A listed player called to a seat says no. In a new or must-move game he keeps
    the place on the list only while taking the seat would leave more than three empty
    seats (RRoP 2.iii.11); elsewhere he keeps it. The held seat is released."""
    entry = lookup.entry(act.session, entry_id)
    player = lookup.player(act.session, entry.player_id)
    game = lookup.game(act.session, entry.game_id)
    hold = lookup.hold_in_game(act.session, player.id, game.id)
    if hold is None or entry.called_at is None:
        raise refuse(f"{player.name} has not been called to a seat of {_label(game, 'en')}; there "
                     "is nothing to decline.",
                     f"{player.name} no fue llamado a un asiento de {_label(game, 'es')}; no hay "
                     "nada que rechazar.", "entry")
    table = lookup.table(act.session, hold.table_id)
    rows = act.session.execute(select(Seat).where(Seat.table_id == table.id)).scalars().all()
    players = sum(1 for s in rows if s.state != HELD)
    line = chain_of(act.session, table.id)
    must_move = line is not None and line.index(table.id) > 0
    new_game = players == 0  # nobody plays yet: a game starting from the list
    keeps, why = declining_keeps_place(table.seats, players + 1, must_move or new_game)
    act.delete(hold)
    said = why.reasons[-1]
    reason_en = f"{said.en[0].lower()}{said.en[1:-1]} (RRoP 2.iii.11)"
    reason_es = f"{said.es[0].lower()}{said.es[1:-1]} (RRoP 2.iii.11)"
    if keeps:
        act.track(entry)
        entry.called_at = None
        act.done(f"{player.name} declined seat {hold.number} at table {table.number} and keeps "
                 f"the place on the {_label(game, 'en')} list: {reason_en}",
                 f"{player.name} rechazó el asiento {hold.number} de la mesa {table.number} y "
                 f"conserva su puesto en la lista de {_label(game, 'es')}: {reason_es}")
        return
    act.delete(entry)
    act.done(f"{player.name} declined seat {hold.number} at table {table.number} and leaves the "
             f"{_label(game, 'en')} list: {reason_en}",
             f"{player.name} rechazó el asiento {hold.number} de la mesa {table.number} y sale "
             f"de la lista de {_label(game, 'es')}: {reason_es}")


def callable_entries(session: Session, game_id: int, now: datetime) -> list[WaitlistEntry]:
    """The game's list entries that may be called now, in list order: present (not a
    call-in still out, not missing since a missed call), not called, holding no seat,
    not barred."""
    held = _held_players(session)
    barred = set(session.execute(select(MoveBar.player_id).where(
        MoveBar.game_id == game_id, MoveBar.until > now)).scalars())
    rows = session.execute(
        select(WaitlistEntry, Player.barred).join(Player, Player.id == WaitlistEntry.player_id)
        .where(WaitlistEntry.game_id == game_id)
        .order_by(WaitlistEntry.joined_at, WaitlistEntry.id)
    ).all()
    return [e for e, house_barred in rows
            if e.called_at is None and e.missed_at is None and not house_barred
            and not e.call_in and e.player_id not in held and e.player_id not in barred]


def new_game(desk: Desk, game_id: int) -> NewGame | None:
    """Whether the game's list is long enough to open a new table, and whom it calls
    (read only).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        game = lookup.game(session, game_id)
        entries = callable_entries(session, game.id, desk.now())
        return new_game_proposal(game.seats_per_table, [e.id for e in entries],
                                 house_settings(session))


@action("open_table_from_list")
def open_table_from_list(act: Action, *, game_id: int, number: int,
                         extra_player: bool = False) -> None:
    """Open a new table for a game with a long list and call its first players in list
    order, holding a seat for each; they choose their seats in list order (RRoP
    2.iii.8). ``extra_player`` starts with one player more than usual (RRoP 2.iii.7):
    that seat goes as soon as a player leaves."""
    game = lookup.game(act.session, game_id)
    most = lookup.largest(CardTable.number)
    if lookup.whole_number(number, most) is None:
        raise refuse(f"a table number is a whole number from 1 to {most:,}.",
                     f"el número de mesa es un entero del 1 al {most:,}.", "number")
    if not isinstance(extra_player, bool):
        raise refuse("say whether the game starts with an extra player: yes or no.",
                     "indique si la partida empieza con un jugador de más: sí o no.",
                     "extra_player")
    if act.session.execute(select(CardTable.id).where(CardTable.number == number)
                           ).scalar_one_or_none() is not None:
        raise refuse(f"table {number} already exists. Choose another number.",
                     f"la mesa {number} ya existe. Elija otro número.", "number")
    seats = game.seats_per_table
    if extra_player and seats >= 10:
        raise refuse("a table has 10 seats at most, so this game cannot start with an extra "
                     "player (RRoP 2.iii.7).",
                     "una mesa tiene como mucho 10 asientos, así que esta partida no puede "
                     "empezar con un jugador de más (RRoP 2.iii.7).", "extra_player")
    entries = callable_entries(act.session, game.id, act.now)
    if not entries:
        raise refuse(f"nobody on the {_label(game, 'en')} list can be called now. Open the table "
                     "empty (Ctrl+T) or wait for the list.",
                     f"nadie de la lista de {_label(game, 'es')} puede ser llamado ahora. Abra la "
                     "mesa vacía (Ctrl+T) o espere a la lista.", "game_id")
    if extra_player:
        seats += 1
        if len(entries) < seats:
            raise refuse(f"only {len(entries)} players can be called; an extra player is for a "
                         f"game that fills its {seats - 1} seats and has one more waiting (RRoP "
                         "2.iii.7).",
                         f"solo se puede llamar a {len(entries)} jugadores; el jugador de más es "
                         f"para una partida que llena sus {seats - 1} asientos y tiene uno más "
                         "esperando (RRoP 2.iii.7).", "extra_player")
    table = CardTable(number=number, game_id=game.id, seats=seats, is_open=True,
                      extra_seat=extra_player)
    act.add(table, main=True)
    called: list[str] = []
    for place, entry in enumerate(entries[:seats], start=1):
        name = lookup.player(act.session, entry.player_id).name
        act.track(entry)
        entry.called_at = act.now
        act.add(Seat(table_id=table.id, number=place, player_id=entry.player_id, state=HELD,
                     since=act.now))
        called.append(f"{name} ({place})")
    extra_en = extra_es = ""
    if extra_player:
        extra_en = (f"; started with an extra player, {seats} seats: a seat goes when the first "
                    "player leaves (RRoP 2.iii.7)")
        extra_es = (f"; empieza con un jugador de más, {seats} asientos: se quita uno cuando se "
                    "vaya el primero (RRoP 2.iii.7)")
    act.done(f"Opened table {number} for the {_label(game, 'en')} list and called "
             f"{', '.join(called)}; seats are chosen in list order (RRoP 2.iii.8){extra_en}",
             f"Mesa {number} abierta para la lista de {_label(game, 'es')}; llamados "
             f"{', '.join(called)}; eligen asiento en el orden de la lista (RRoP 2.iii.8)"
             f"{extra_es}")


def new_player_table(desk: Desk, game_id: int) -> TableProposal | None:
    """Which table of a game a new player should go to, and why (RRoP 2.iii.3, 2.iii.9);
    None when no table of the game has an open seat (read only).

    Raises:
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        game = lookup.game(session, game_id)
        tables = session.execute(select(CardTable).where(CardTable.game_id == game.id,
                                                         CardTable.is_open)).scalars().all()
        counts: dict[int, tuple[int, int]] = {}
        for table_id, state in session.execute(
                select(Seat.table_id, Seat.state).where(
                    Seat.table_id.in_([t.id for t in tables]))):
            played, taken = counts.get(table_id, (0, 0))
            counts[table_id] = (played + (state != HELD), taken + 1)
        facts = [TableCount(t.id, t.number, counts.get(t.id, (0, 0))[0], t.seats,
                            t.seats - counts.get(t.id, (0, 0))[1]) for t in tables]
        line_of = chains(chain_links(session))
        chain = next((line for line in line_of.values()
                      if any(t.id in line for t in tables)), [])
        return table_for_new_player(facts, chain)
