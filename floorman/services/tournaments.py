"""Floor actions on tournaments: the event, its entrants, the seat draw, hands and
bust-outs, and the moves that balance, break and redraw the tables.

Every action checks its input first and refuses it in English and Spanish, then writes
in one transaction with one audit row, so undo works as everywhere else. The policies
are those of ``floorman.tournament`` (the seat draw, the late entrant's seat, balancing,
breaking, redraws, places by the chips each started the hand with, RRoP 15.35); they
plan on a ``StoredField``, which reads from the store only what a decision asks for, so
an action costs about the same with 100 entrants or 100,000 (a late entrant's draw reads
the tables with the fewest players and an open seat: all of them, when every table is
that short). A proposal the desk showed (a
``Plan``) is checked again inside the action's transaction against the field as it is
then (``moves.check_plan``) and refused as no longer needed when the field changed.

A move can be undone until the next hand starts at either of its tables: a new hand
changes the table's row (its hand count and button), and undo puts back only rows that
are still as the move left them.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from floorman.floor.names import fold, search_form
from floorman.rules.game import Betting, Variant
from floorman.rules.tournament_seating import clockwise_after
from floorman.services import lookup
from floorman.services.desk import Action, FloorError, action, refuse
from floorman.services.tournament_field import StoredField
from floorman.store.models import (
    BUSTED,
    REGISTERED,
    SEATED,
    CardTable,
    Player,
    Tournament,
    TournamentEntry,
    TournamentMove,
)
from floorman.store.models import TournamentTable as TableRow
from floorman.text import Text
from floorman.tournament.balancing import out_of_balance, plan_balancing
from floorman.tournament.breaking import break_call
from floorman.tournament.draw import draw_seats as draw_policy
from floorman.tournament.draw import plan_late_entry
from floorman.tournament.field import TournamentRefused, TournamentTable, default_breaking_order
from floorman.tournament.moves import COUNTED, Draft, Move, Plan, check_plan
from floorman.tournament.places import record_busts
from floorman.tournament.planning import plan_next

PROFILES = ("tda", "robert")
NAME_LENGTH = 80


@contextmanager
def _policy(session: Session | None = None) -> Iterator[None]:
    """The pure policies' refusals as the desk's (nothing written), the entrants they
    name by number named as the floor knows them."""
    try:
        yield
    except TournamentRefused as error:
        text = error.text
        if session is not None:
            text = _named(session, text)
        raise FloorError(text, error.field) from None


_ENTRANT = re.compile(r"\b(entrant|inscrito) (\d+)\b")


def _named(session: Session, text: Text) -> Text:
    """``text`` with "entrant 12" / "el inscrito 12" written with the player's name."""
    ids = {int(n) for _, n in _ENTRANT.findall(text.en + " " + text.es)}
    names = _names(session, ids) if ids else {}
    if not names:
        return text

    def en(match: re.Match[str]) -> str:
        return names.get(int(match.group(2)), match.group(0))

    def es(match: re.Match[str]) -> str:
        name = names.get(int(match.group(2)))
        return f"{match.group(1)} {name}" if name else match.group(0)

    return Text(_ENTRANT.sub(en, text.en), _ENTRANT.sub(es, text.es))


# --- finding what an action acts on ------------------------------------------------------


def tournament(session: Session, tournament_id: object) -> Tournament:
    found = lookup.get(session, Tournament, tournament_id)
    if found is None:
        raise refuse("there is no such tournament. Choose one from the list.",
                     "no existe ese torneo. Elija uno de la lista.", "tournament")
    return found


def _not_over(found: Tournament) -> Tournament:
    """``found``, unless it has a winner."""
    if found.finished_at is not None:
        raise refuse(f"{found.name} is over: it has a winner.",
                     f"{found.name} terminó: ya tiene ganador.", "tournament")
    return found


def _running(found: Tournament) -> Tournament:
    """``found``, once its seats are drawn and while it is not over."""
    if found.drawn_at is None:
        raise refuse(f"the seats of {found.name} are not drawn yet. Draw the seats first.",
                     f"aún no se sortearon los asientos de {found.name}. Sortee los "
                     "asientos primero.", "tournament")
    return _not_over(found)


def _table_number(value: object, field: str = "table") -> int:
    most = lookup.largest(TableRow.number)
    number = lookup.whole_number(value, most)
    if number is None:
        raise refuse(f"{lookup.shown(value)} is not a table number: a table number is a whole "
                     f"number from 1 to {most:,}.",
                     f"{lookup.shown(value)} no es un número de mesa: es un entero del 1 al "
                     f"{most:,}.", field)
    return number


def table_in_play(session: Session, found: Tournament, value: object) -> TableRow:
    number = _table_number(value)
    row = session.execute(select(TableRow).where(
        TableRow.tournament_id == found.id, TableRow.number == number,
        TableRow.broken_at.is_(None))).scalar_one_or_none()
    if row is None:
        raise refuse(f"table {number} is not in play in {found.name}. Choose one of its "
                     "tables.",
                     f"la mesa {number} no está en juego en {found.name}. Elija una de sus "
                     "mesas.", "table")
    return row


def entry(session: Session, found: Tournament, entry_id: object) -> TournamentEntry:
    row = lookup.get(session, TournamentEntry, entry_id)
    if row is None or row.tournament_id != found.id:
        raise refuse(f"that entrant is not in {found.name}. Choose one of its entrants.",
                     f"ese jugador no está inscrito en {found.name}. Elija uno de sus "
                     "inscritos.", "entry")
    return row


def _name(session: Session, row: TournamentEntry) -> str:
    return lookup.player(session, row.player_id).name


def _names(session: Session, entry_ids: Iterable[int]) -> dict[int, str]:
    ids = list(set(entry_ids))
    rows = session.execute(select(TournamentEntry.id, Player.name).join(
        Player, Player.id == TournamentEntry.player_id).where(TournamentEntry.id.in_(ids)))
    return {entry_id: name for entry_id, name in rows}


# --- the event -------------------------------------------------------------------------


def _event_name(session: Session, raw: object, keep: Tournament | None = None) -> str:
    checked = lookup.typed_name(raw, "name", what_en="the tournament's name",
                                what_es="el nombre del torneo") if isinstance(raw, str) else None
    text = checked.text if checked is not None else ""
    if not text:
        raise refuse("the tournament's name is empty. Type a name, such as Sunday Deepstack.",
                     "el nombre del torneo está vacío. Escriba un nombre, como Domingo "
                     "Deepstack.", "name")
    if len(text) > NAME_LENGTH:
        raise refuse(f"the tournament's name is longer than {NAME_LENGTH} characters. "
                     "Shorten it.",
                     f"el nombre del torneo tiene más de {NAME_LENGTH} caracteres. Acórtelo.",
                     "name")
    for other_id, other in session.execute(select(Tournament.id, Tournament.name)):
        if fold(other) == fold(text) and (keep is None or other_id != keep.id):
            raise refuse(f"there is already a tournament named {other}. Choose another name.",
                         f"ya hay un torneo llamado {other}. Elija otro nombre.", "name")
    return text


def _size(value: object, field: str = "table_size") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 10:
        raise refuse(f"a table has 2 to 10 seats, not {lookup.shown(value)}.",
                     f"una mesa tiene de 2 a 10 asientos, no {lookup.shown(value)}.", field)
    return value


def _free_numbers(session: Session, numbers: Sequence[object], keep: Tournament | None,
                  field: str = "tables") -> list[int]:
    """``numbers`` as table numbers no other tournament plays and no cash game is open at,
    each named once."""
    if isinstance(numbers, str | bytes) or not isinstance(numbers, Sequence) or not numbers:
        raise refuse("give the numbers of the tables the tournament plays at, such as 1 to 12.",
                     "indique los números de las mesas del torneo, por ejemplo del 1 al 12.",
                     field)
    found: list[int] = []
    for value in numbers:
        number = _table_number(value, field)
        if number in found:
            raise refuse(f"table {number} is named twice.", f"la mesa {number} aparece dos "
                         "veces.", field)
        found.append(number)
    for chunk in _chunks(found):
        taken = session.execute(select(TableRow.number, Tournament.name, Tournament.id).join(
            Tournament, Tournament.id == TableRow.tournament_id).where(
            TableRow.number.in_(chunk), TableRow.broken_at.is_(None))).first()
        if taken is not None and (keep is None or taken.id != keep.id):
            raise refuse(f"table {taken.number} is in play in the tournament {taken.name}. "
                         "Choose another table.",
                         f"la mesa {taken.number} está en juego en el torneo {taken.name}. "
                         "Elija otra mesa.", field)
        cash = session.execute(select(CardTable.number).where(
            CardTable.number.in_(chunk), CardTable.is_open)).scalar()
        if cash is not None:
            raise refuse(f"table {cash} is open for a cash game. Close it first or choose "
                         "another table.",
                         f"la mesa {cash} está abierta para una partida de cash. Ciérrela "
                         "primero o elija otra mesa.", field)
    return found


def _chunks(values: Sequence[int], size: int = 500) -> Iterator[Sequence[int]]:
    for start in range(0, len(values), size):
        yield values[start:start + size]


def _order(numbers: Sequence[int], order: Sequence[object] | None, what: Tournament | None,
           session: Session) -> list[int]:
    """The breaking order of ``numbers``: those ``order`` names first, in its order, then
    the others highest number first."""
    named: list[int] = []
    for value in order or ():
        number = _table_number(value, "breaking_order")
        if number in named:
            raise refuse(f"table {number} is named twice in the breaking order.",
                         f"la mesa {number} aparece dos veces en el orden de rotura.",
                         "breaking_order")
        if number not in numbers:
            other = session.execute(select(Tournament.name).join(
                TableRow, TableRow.tournament_id == Tournament.id).where(
                TableRow.number == number, TableRow.broken_at.is_(None))).scalar()
            mine = what.name if what is not None else "this tournament"
            mine_es = what.name if what is not None else "este torneo"
            if other is not None:
                raise refuse(f"table {number} plays in the tournament {other}, not in {mine}.",
                             f"la mesa {number} juega en el torneo {other}, no en {mine_es}.",
                             "breaking_order")
            raise refuse(f"table {number} is not in play in {mine}.",
                         f"la mesa {number} no está en juego en {mine_es}.", "breaking_order")
        named.append(number)
    return [*named, *default_breaking_order(n for n in numbers if n not in named)]


def _order_text(order: Sequence[int]) -> str:
    shown = ", ".join(str(n) for n in order[:12])
    return shown + (", …" if len(order) > 12 else "")


@action("create_tournament")
def create_tournament(
    act: Action,
    *,
    name: str,
    variant: str,
    betting: str,
    table_size: int,
    tables: Sequence[int],
    starting_stack: object,
    profile: str = "tda",
    tolerance: int | None = None,
    breaking_order: Sequence[int] | None = None,
    late_registration: bool = True,
    skip_three_table_redraw: bool = False,
) -> None:
    """A new tournament with its tables (numbers), breaking order (by default the
    highest number breaks first), starting stack and rules profile (``tda``, or
    ``robert`` for RRoP section 15); ``new_id`` is the tournament's id."""
    session = act.session
    title = _event_name(session, name)
    if variant not in {v.value for v in Variant}:
        raise refuse(f"'{variant}' is not a game floorman knows. Choose one from the list.",
                     f"'{variant}' no es un juego que floorman conozca. Elija uno de la lista.",
                     "variant")
    if betting not in {b.value for b in Betting}:
        raise refuse("choose no limit, pot limit or limit.",
                     "elija sin límite, límite del bote o límite.", "betting")
    size = _size(table_size)
    stack = lookup.amount(starting_stack, "starting_stack", what_en="starting stack",
                          what_es="la pila inicial")
    if profile not in PROFILES:
        raise refuse(f"unknown rules profile {lookup.shown(profile)}; choose tda or robert.",
                     f"perfil de reglas desconocido {lookup.shown(profile)}; elija tda o "
                     "robert.", "profile")
    if tolerance is not None and lookup.whole_number(tolerance, 10) is None:
        raise refuse(f"the tolerance is a number of players from 1 to 10, not "
                     f"{lookup.shown(tolerance)}.",
                     f"la tolerancia es un número de jugadores del 1 al 10, no "
                     f"{lookup.shown(tolerance)}.", "tolerance")
    for flag, field in ((late_registration, "late_registration"),
                        (skip_three_table_redraw, "skip_three_table_redraw")):
        if not isinstance(flag, bool):
            raise refuse("answer yes or no.", "responda sí o no.", field)
    numbers = _free_numbers(session, tables, None)
    order = _order(numbers, breaking_order, None, session)
    event = Tournament(name=title, variant=variant, betting=betting, table_size=size,
                       starting_stack=stack, late_registration=late_registration,
                       profile=profile, tolerance=tolerance,
                       skip_three_table_redraw=skip_three_table_redraw, remaining=0,
                       created_at=act.now)
    act.add(event, main=True)
    for rank, number in enumerate(order):
        act.add(TableRow(tournament_id=event.id, number=number, size=size, break_rank=rank,
                         hands=0, players=0, due_moved=0))
    act.done(f"Created the tournament {title}: {len(numbers)} table(s) of {size}, breaking "
             f"order {_order_text(order)}",
             f"Torneo creado: {title}, {len(numbers)} mesa(s) de {size}, orden de rotura "
             f"{_order_text(order)}")


@action("set_breaking_order")
def set_breaking_order(act: Action, *, tournament_id: int, order: Sequence[int]) -> None:
    """The order the tables in play break in: those named first, in that order, then the
    others highest number first (RRoP 15.14)."""
    event = _not_over(tournament(act.session, tournament_id))
    if isinstance(order, str | bytes) or not isinstance(order, Sequence):
        raise refuse("give the table numbers in the order they break.",
                     "indique los números de mesa en el orden en que se rompen.",
                     "breaking_order")
    rows = act.session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None))).scalars().all()
    by_number = {row.number: row for row in rows}
    new = _order(list(by_number), order, event, act.session)
    for rank, number in enumerate(new):
        row = by_number[number]
        if row.break_rank != rank:
            act.track(row)
            row.break_rank = rank
    act.done(f"Breaking order of {event.name}: {_order_text(new)}",
             f"Orden de rotura de {event.name}: {_order_text(new)}")


@action("add_tournament_table")
def add_table(act: Action, *, tournament_id: int, number: int) -> None:
    """Put one more table in play (for late entrants when every table is full); it breaks
    first (the director may set the order again)."""
    event = _not_over(tournament(act.session, tournament_id))
    (table_number,) = _free_numbers(act.session, [number], None, "number")
    mine = act.session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.number == table_number)).scalar()
    if mine is not None:
        raise refuse(f"table {table_number} already played in {event.name}; choose another "
                     "number.",
                     f"la mesa {table_number} ya jugó en {event.name}; elija otro número.",
                     "number")
    first = act.session.execute(select(TableRow.break_rank).where(
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None)).order_by(
        TableRow.break_rank).limit(1)).scalar()
    rank = 0 if first is None else first - 1
    button = None if event.drawn_at is None else 1
    act.add(TableRow(tournament_id=event.id, number=table_number, size=event.table_size,
                     break_rank=rank, button=button, big_blind=button, hands=0, players=0,
                     due_moved=0), main=True)
    act.done(f"Table {table_number} put in play in {event.name}; it breaks first",
             f"Mesa {table_number} en juego en {event.name}; es la primera en romperse")


@action("set_late_registration")
def set_late_registration(act: Action, *, tournament_id: int, open: bool) -> None:
    """Close late registration (no more late entrants or alternates) or open it again."""
    event = _not_over(tournament(act.session, tournament_id))
    if not isinstance(open, bool):
        raise refuse("answer yes or no.", "responda sí o no.", "open")
    if event.late_registration == open:
        state_en, state_es = ("open", "abierta") if open else ("closed", "cerrada")
        raise refuse(f"registration for {event.name} is already {state_en}.",
                     f"la inscripción de {event.name} ya está {state_es}.", "open")
    act.track(event)
    event.late_registration = open
    if open:
        act.done(f"Registration for {event.name} is open again",
                 f"La inscripción de {event.name} está abierta de nuevo")
    else:
        act.done(f"Registration for {event.name} is closed",
                 f"La inscripción de {event.name} está cerrada")


# --- entrants ---------------------------------------------------------------------------


def _players(act: Action, names: Sequence[object], player_ids: Sequence[object]
             ) -> list[Player]:
    """The players the names and ids stand for: a name on file is that player, a new
    name becomes a player (as a walk-in does on a list)."""
    session = act.session
    found: list[Player] = []
    for value in player_ids:
        player = lookup.player(session, lookup.row_id(value, "player_ids", Player))
        found.append(player)
    checked = [lookup.checked_name(name, "names") for name in names]
    folded = [search_form(c.text) for c in checked]
    on_file: dict[str, list[Player]] = {}
    for chunk in _chunks(sorted(set(folded))):  # type: ignore[arg-type]
        for player in session.execute(select(Player).where(
                Player.search_name.in_(chunk))).scalars():
            on_file.setdefault(fold(player.name), []).append(player)
    new: list[Player] = []
    for check in checked:
        same = on_file.get(fold(check.text), [])
        if len(same) > 1:
            raise refuse(f"{len(same)} players on file are named {check.text}; register the "
                         "right one from the players' list.",
                         f"hay {len(same)} jugadores registrados con el nombre {check.text}; "
                         "inscriba al que corresponda desde la lista de jugadores.", "names")
        if same:
            found.append(same[0])
            continue
        player = Player(name=check.text, search_name=search_form(check.text),
                        created_at=act.now)
        on_file[fold(check.text)] = [player]
        new.append(player)
        found.append(player)
    for player in found:
        lookup.not_barred(player)
    seen: set[int] = set()
    if new:
        session.add_all(new)
        session.flush()
        for player in new:
            act.add(player)
    for player in found:
        if player.id in seen:
            raise refuse(f"{player.name} is named twice; each player enters once.",
                         f"{player.name} aparece dos veces; cada jugador se inscribe una vez.",
                         "names")
        seen.add(player.id)
    return found


def _not_entered(session: Session, event: Tournament, players: Sequence[Player]) -> None:
    ids = [p.id for p in players]
    for chunk in _chunks(ids):
        already = session.execute(select(TournamentEntry.player_id).where(
            TournamentEntry.tournament_id == event.id,
            TournamentEntry.player_id.in_(chunk))).scalar()
        if already is not None:
            name = next(p.name for p in players if p.id == already)
            raise refuse(f"{name} is already entered in {event.name}.",
                         f"{name} ya está inscrito en {event.name}.", "names")


@action("register_entrants")
def register_entrants(act: Action, *, tournament_id: int, names: Sequence[str] = (),
                      player_ids: Sequence[int] = ()) -> None:
    """Enter players before the seat draw: players on file by id, or by name (a name on
    file is that player; a new one is put on file). ``new_id`` is the first entry's id.
    After the draw a player enters as a late entrant (``late_entry``)."""
    event = _not_over(tournament(act.session, tournament_id))
    if event.drawn_at is not None:
        raise refuse(f"the seats of {event.name} are drawn: seat a new player as a late "
                     "entrant.",
                     f"los asientos de {event.name} ya se sortearon: siente al jugador nuevo "
                     "como inscripción tardía.", "names")
    for values, field in ((names, "names"), (player_ids, "player_ids")):
        if isinstance(values, str | bytes) or not isinstance(values, Sequence):
            raise refuse("give a list of players.", "indique una lista de jugadores.", field)
    if not names and not player_ids:
        raise refuse("nobody to register: give the players' names.",
                     "no hay nadie que inscribir: indique los nombres de los jugadores.",
                     "names")
    players = _players(act, names, player_ids)
    _not_entered(act.session, event, players)
    rows = [TournamentEntry(tournament_id=event.id, player_id=p.id, state=REGISTERED,
                            waits_for_button=False, moved=0, late=False,
                            registered_at=act.now) for p in players]
    act.session.add_all(rows)
    act.session.flush()
    for position, row in enumerate(rows):
        act.add(row, main=position == 0)
    if len(players) == 1:
        act.done(f"{players[0].name} entered {event.name}",
                 f"{players[0].name} inscrito en {event.name}")
    else:
        act.done(f"{len(players)} players entered {event.name}",
                 f"{len(players)} jugadores inscritos en {event.name}")


@action("withdraw_entrant")
def withdraw_entrant(act: Action, *, tournament_id: int, entry_id: int) -> None:
    """Take back a registration before the seat draw."""
    event = tournament(act.session, tournament_id)
    row = entry(act.session, event, entry_id)
    name = _name(act.session, row)
    if row.state != REGISTERED:
        raise refuse(f"{name} already has a seat in {event.name}; a seated player leaves by "
                     "busting out.",
                     f"{name} ya tiene asiento en {event.name}; un jugador sentado sale al ser "
                     "eliminado.", "entry")
    act.delete(row)
    act.done(f"{name} withdrew from {event.name}", f"{name} se retiró de {event.name}")


# --- the draw, late entrants ------------------------------------------------------------


def _move_row(act: Action, event: Tournament, move: Move, reasons: Sequence[Text] = ()
              ) -> TournamentMove:
    return TournamentMove(
        tournament_id=event.id, entry_id=move.entrant, kind=move.kind,
        from_table=move.from_table, from_seat=move.from_seat, to_table=move.to_table,
        to_seat=move.to_seat, dealt_in=move.dealt_in,
        reasons=[[r.en, r.es] for r in (reasons or move.reasons)], rules=list(move.rules),
        at=act.now, by=act.desk.actor)


@action("draw_tournament_seats")
def draw_seats(act: Action, *, tournament_id: int) -> None:
    """Draw every registered entrant's starting seat at random (RRoP 15.2, TDA 7) with
    the desk's random source: as many tables as the entrants need, filled evenly, the
    extra players at the tables that break last; the tables not needed leave the event.
    Each seat is logged as a move of kind ``draw``, for the seat cards."""
    session = act.session
    event = tournament(session, tournament_id)
    if event.drawn_at is not None:
        raise refuse(f"the seats of {event.name} are already drawn.",
                     f"los asientos de {event.name} ya se sortearon.", "tournament")
    entries = session.execute(select(TournamentEntry).where(
        TournamentEntry.tournament_id == event.id).order_by(TournamentEntry.id)).scalars().all()
    tables = session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None)).order_by(
        TableRow.break_rank.desc())).scalars().all()  # those that break last first
    needed = -(-len(entries) // event.table_size)
    if len(entries) >= 2 and needed > len(tables):
        raise refuse(f"{len(entries)} entrants need {needed} tables of {event.table_size}; "
                     f"{event.name} has {len(tables)}. Put more tables in play first.",
                     f"{len(entries)} inscritos necesitan {needed} mesas de "
                     f"{event.table_size}; {event.name} tiene {len(tables)}. Ponga más mesas "
                     "en juego primero.", "tables")
    with _policy():
        drawn = draw_policy([e.id for e in entries], table_size=event.table_size, rng=act.desk.rng)
    by_id = {e.id: e for e in entries}
    act.track(event, *tables, *entries)
    numbers: dict[int, TableRow] = {}
    for table, row in zip(drawn.tables, tables, strict=False):
        numbers[table.number] = row
        row.button, row.big_blind = table.button, table.big_blind
        row.players, row.due_moved = table.players, 0
        for seat, entry_id in table.seats.items():
            seated = by_id[entry_id]
            seated.state, seated.table_id, seated.seat = SEATED, row.id, seat
    for row in tables[len(drawn.tables):]:
        act.delete(row)
    event.drawn_at, event.started_with, event.remaining = act.now, len(drawn.tables), len(entries)
    reasons = [[r.en, r.es] for r in drawn.reasons]
    moves = [TournamentMove(tournament_id=event.id, entry_id=entry_id, kind="draw",
                            from_table=None, from_seat=None, to_table=numbers[t.number].number,
                            to_seat=seat, dealt_in=True, reasons=reasons,
                            rules=list(drawn.rules), at=act.now, by=act.desk.actor)
             for t in drawn.tables for seat, entry_id in t.seats.items()]
    session.add_all(moves)
    session.flush()
    for logged in moves:
        act.add(logged)
    left = len(tables) - len(drawn.tables)
    spare_en = f"; {left} table(s) not needed" if left else ""
    spare_es = f"; {left} mesa(s) sin usar" if left else ""
    act.done(f"Seats drawn for {event.name}: {len(entries)} entrants at {len(drawn.tables)} "
             f"table(s){spare_en}",
             f"Asientos sorteados en {event.name}: {len(entries)} inscritos en "
             f"{len(drawn.tables)} mesa(s){spare_es}")


@action("late_entry")
def late_entry(act: Action, *, tournament_id: int, player_id: int | None = None,
               name: str | None = None) -> None:
    """A late entrant or alternate, while registration is open: a random open seat at the
    tables with the fewest players (TDA 8-A), dealt in at once unless the seat is where
    he must wait for the button. ``new_id`` is the entry's id."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    if not event.late_registration:
        raise refuse(f"registration for {event.name} has closed: no late entrant or alternate "
                     "can be seated now.",
                     f"la inscripción de {event.name} está cerrada: ya no se puede sentar a "
                     "nadie que entre tarde ni a un suplente.", "tournament")
    if (player_id is None) == (name is None):
        raise refuse("give the player: one on file, or the name of a new one.",
                     "indique el jugador: uno registrado, o el nombre de uno nuevo.", "player")
    (player,) = _players(act, [name] if name is not None else [],
                         [player_id] if player_id is not None else [])
    _not_entered(session, event, [player])
    row = TournamentEntry(tournament_id=event.id, player_id=player.id, state=REGISTERED,
                          waits_for_button=False, moved=0, late=True, registered_at=act.now)
    act.add(row, main=True)
    field = StoredField(session, event).for_late_entry()
    with _policy(session):
        plan = plan_late_entry(field, row.id, act.desk.rng)
    _carry_out(act, event, plan, _checked(field, plan))
    act.track(event)
    event.remaining += 1
    (move,) = plan.moves
    waits_en = "" if move.dealt_in else "; he waits for the button"
    waits_es = "" if move.dealt_in else "; espera a que pase el botón"
    act.done(f"Late entry in {event.name}: {player.name} to table {move.to_table}, seat "
             f"{move.to_seat}{waits_en}",
             f"Inscripción tardía en {event.name}: {player.name} a la mesa {move.to_table}, "
             f"asiento {move.to_seat}{waits_es}")


# --- carrying out a plan ------------------------------------------------------------------


def _checked(field: StoredField, plan: Plan) -> Draft:
    """``plan`` checked again against the field as the store has it now (the tables it
    names read in one query first); the field as the plan leaves it."""
    field.prefetch(_tables_named(plan))
    with _policy(field.session):
        return check_plan(field, plan)


def _tables_named(plan: Plan) -> set[int]:
    numbers = {m.to_table for m in plan.moves} | {
        m.from_table for m in plan.moves if m.from_table is not None}
    if plan.broken_table is not None:
        numbers.add(plan.broken_table)
    return numbers


def _carry_out(act: Action, event: Tournament, plan: Plan, draft: Draft) -> None:
    """Make ``plan``'s moves in the store, as ``draft`` (the plan checked against the
    field) says they leave it: seats, times moved, the broken table, each table's count
    and balancing key, and a logged move each."""
    session = act.session
    tables = {row.number: row for row in session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.number.in_(_tables_named(plan)),
        TableRow.broken_at.is_(None))).scalars()}
    entries = {row.id: row for row in session.execute(select(TournamentEntry).where(
        TournamentEntry.id.in_({m.entrant for m in plan.moves}))).scalars()}
    act.track(*tables.values(), *entries.values())
    # A redraw deals seats that others who move still hold: everybody who moves leaves
    # his seat first. Other plans fill open seats only.
    held = {(row.table_id, row.seat) for row in entries.values()}
    if any((tables[m.to_table].id, m.to_seat) in held for m in plan.moves):
        for row in entries.values():
            row.table_id = row.seat = None
        session.flush()
    for move in plan.moves:
        row = entries[move.entrant]
        row.state, row.table_id, row.seat = SEATED, tables[move.to_table].id, move.to_seat
        row.waits_for_button = not move.dealt_in
        if move.kind in COUNTED:
            row.moved += 1
    for number, after in draft.changed.items():
        table = tables[number]
        if after is None:  # broken
            table.broken_at, table.players, table.due_moved = act.now, 0, 0
        else:
            _keep_key(table, after, draft.times_moved)
    logged = [_move_row(act, event, move) for move in plan.moves]
    session.add_all(logged)
    session.flush()
    for logged_row in logged:
        act.add(logged_row)


def _keep_key(row: TableRow, table: TournamentTable, times_moved: Callable[[int], int]) -> None:
    """The table's count of players and the times moved of the player due the big blind
    next, as ``table`` now is: the balancing index reads them."""
    row.players = table.players
    due = table.due_big_blind()
    row.due_moved = times_moved(table.seats[due]) if due is not None else 0


def _described(moves: Sequence[Move], names: Mapping[int, str]) -> tuple[str, str]:
    if len(moves) == 1:
        move = moves[0]
        name = names.get(move.entrant, "?")
        return (f"{name} from table {move.from_table} seat {move.from_seat} to table "
                f"{move.to_table} seat {move.to_seat}",
                f"{name} de la mesa {move.from_table} asiento {move.from_seat} a la mesa "
                f"{move.to_table} asiento {move.to_seat}")
    return f"{len(moves)} players moved", f"{len(moves)} jugadores trasladados"


def _no_longer(en: str, es: str, now: Plan | None, names: Mapping[int, str]) -> FloorError:
    if now is not None and now.moves:
        what_en, what_es = _described(now.moves[:1], names)
        en += f" The floor now proposes: {what_en}."
        es += f" La sala propone ahora: {what_es}."
    return refuse(en + " Look at the tournament again.", es + " Revise el torneo de nuevo.",
                  "plan")


@action("confirm_tournament_move")
def confirm_move(act: Action, *, tournament_id: int, entry_id: int, to_table: int,
                 to_seat: int) -> None:
    """Make the balancing move the floor proposed: the player due the big blind at the
    longest table to the worst position at the shortest (TDA 11-A, RRoP 15.15-17).
    Planned again here: refused as no longer needed when the field changed since."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    row = entry(session, event, entry_id)
    field = StoredField(session, event)
    call = break_call(field)
    if call.due:
        raise refuse(f"table {call.table} must break first: the players left fit at the "
                     "other tables.",
                     f"primero debe romperse la mesa {call.table}: los jugadores que quedan "
                     "caben en las demás mesas.", "plan")
    plan = plan_balancing(field) if out_of_balance(field) else None
    first = plan.moves[0] if plan is not None else None
    if first is None or (first.entrant, first.to_table, first.to_seat) != (
            row.id, to_table, to_seat):
        names = _names(session, [row.id] + ([first.entrant] if first else []))
        who = names.get(row.id, "?")
        if first is None:
            raise _no_longer(f"moving {who} is no longer needed: the tables are within the "
                             "tolerance.",
                             f"ya no hace falta trasladar a {who}: las mesas están dentro de "
                             "la tolerancia.", None, names)
        raise _no_longer(f"moving {who} to table {to_table}, seat {to_seat} is no longer the "
                         "move the rules call for.",
                         f"trasladar a {who} a la mesa {to_table}, asiento {to_seat} ya no es "
                         "el traslado que piden las reglas.", plan, names)
    single = Plan("balance", (first,), plan.reasons, plan.rules)  # type: ignore[union-attr]
    _carry_out(act, event, single, _checked(field, single))
    names = _names(session, [row.id])
    en, es = _described(single.moves, names)
    waits_en = "" if first.dealt_in else "; he waits for the button"
    waits_es = "" if first.dealt_in else "; espera a que pase el botón"
    act.done(f"Balancing {event.name}: {en}{waits_en}",
             f"Equilibrado de {event.name}: {es}{waits_es}")


def _proposed(field: StoredField, plan: Plan | None, kind: str, rng: random.Random
              ) -> tuple[Plan, Draft]:
    """The plan to make, checked against the field: the one proposed, or the one the
    field needs now."""
    if plan is None:
        with _policy(field.session):
            now = plan_next(field, rng)
        if now is None or now.kind != kind:
            raise _none_due(field, kind)
        return now, _checked(field, now)
    if not isinstance(plan, Plan) or plan.kind != kind:
        raise refuse("that is not a proposal of this kind. Look at the tournament again.",
                     "esa no es una propuesta de este tipo. Revise el torneo de nuevo.", "plan")
    return plan, _checked(field, plan)


def _none_due(field: StoredField, kind: str) -> FloorError:
    call = break_call(field)
    if kind == "redraw" and call.due:
        return refuse(f"table {call.table} breaks now, but it is not a redraw: break it as "
                      "usual.",
                      f"la mesa {call.table} se rompe ahora, pero no es un nuevo sorteo: "
                      "rómpala como siempre.", "plan")
    if kind == "break" and call.due:
        return refuse(f"breaking table {call.table} now is a redraw: redraw the seats.",
                      f"romper ahora la mesa {call.table} es un nuevo sorteo: sortee de nuevo "
                      "los asientos.", "plan")
    return FloorError(call.reasons[-1] if call.reasons else Text(
        "no table has to break now.", "ninguna mesa tiene que romperse ahora."), "plan")


@action("break_tournament_table")
def break_table(act: Action, *, tournament_id: int, plan: Plan | None = None) -> None:
    """Break the next table in the breaking order once the players left fit at the other
    tables (RRoP 15.14): its players drawn into the open seats, shortest tables first
    (TDA 10-B), then any balancing still needed. ``plan`` is the break the desk proposed
    (checked again here); without it the break is drawn now with the desk's random
    source."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    field = StoredField(session, event)
    made, draft = _proposed(field, plan, "break", act.desk.rng)
    _carry_out(act, event, made, draft)
    moved = made.count("breaking")
    extra = len(made.moves) - moved
    more_en = f", and {extra} balancing move(s)" if extra else ""
    more_es = f", y {extra} traslado(s) de equilibrado" if extra else ""
    act.done(f"Table {made.broken_table} of {event.name} broke: {moved} player(s) moved"
             f"{more_en}",
             f"Se rompió la mesa {made.broken_table} de {event.name}: {moved} jugador(es) "
             f"trasladados{more_es}")


@action("redraw_tournament_seats")
def redraw(act: Action, *, tournament_id: int, plan: Plan | None = None) -> None:
    """The break that brings the field down to three, two or one table: every player left
    draws a seat again at the tables that stay (RRoP 15.18). ``plan`` as ``break_table``."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    field = StoredField(session, event)
    made, draft = _proposed(field, plan, "redraw", act.desk.rng)
    _carry_out(act, event, made, draft)
    act.done(f"Redraw in {event.name}: table {made.broken_table} broke and {len(made.moves)} "
             f"players drew new seats at {made.tables_after} table(s)",
             f"Nuevo sorteo en {event.name}: se rompió la mesa {made.broken_table} y "
             f"{len(made.moves)} jugadores sortearon asiento en {made.tables_after} mesa(s)")


# --- hands and bust-outs ------------------------------------------------------------------


@action("tournament_hand")
def record_hand(act: Action, *, tournament_id: int, table: int) -> None:
    """A new hand starts at ``table``: the button and the blinds move on (dead button,
    TDA 32), and a player who was waiting for the button is dealt in once it has passed
    him. Refused at a table that must break or stop dealing until it is balanced (TDA
    11-D). Moves to or from the table made before can no longer be undone."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    number = _table_number(table)
    field = StoredField(session, event)
    before = field.read_table(number)
    if before is None:
        table_in_play(session, event, number)  # refused with the reason
        raise AssertionError("unreachable: the table is not in play")
    if before.players < 2:
        raise refuse(f"table {number} has {before.players} player(s): a hand needs two. "
                     "Balance the tables first.",
                     f"la mesa {number} tiene {before.players} jugador(es): una mano necesita "
                     "dos. Equilibre las mesas primero.", "table")
    call = break_call(field)
    if call.due and call.table == number:
        raise refuse(f"table {number} breaks now: its players move before another hand is "
                     "dealt (RRoP 15.14).",
                     f"la mesa {number} se rompe ahora: sus jugadores se trasladan antes de "
                     "repartir otra mano (RRoP 15.14).", "table")
    if not call.due and out_of_balance(field):
        plan = plan_balancing(field)
        if plan is not None and number in plan.halted:
            raise refuse(f"table {number} stops dealing until the player moved to balance the "
                         "tables arrives (TDA 11-D). Make the balancing move first.",
                         f"la mesa {number} deja de repartir hasta que llegue el jugador "
                         "trasladado para equilibrar (TDA 11-D). Haga primero el traslado.",
                         "table")
    after = before.after_hand()
    row = session.get(TableRow, field.table_ids[number])
    assert row is not None
    act.track(row)
    passed = _passed(before.button, after.button, before.size)
    dealt_in = [e for s, e in before.seats.items() if s in passed and e in field.waiting]
    for seated in session.execute(select(TournamentEntry).where(
            TournamentEntry.id.in_(dealt_in))).scalars() if dealt_in else ():
        act.track(seated)
        seated.waits_for_button = False
    row.button, row.big_blind, row.hands = after.button, after.big_blind, row.hands + 1
    _keep_key(row, after, field.times_moved)
    act.done(f"Hand {row.hands} at table {number} of {event.name}: button on seat "
             f"{row.button}",
             f"Mano {row.hands} en la mesa {number} de {event.name}: botón en el asiento "
             f"{row.button}")


def _passed(old: int, new: int, size: int) -> set[int]:
    """The seats the button passed moving from ``old`` to ``new``: ``old`` itself and the
    seats after it, up to but not including ``new`` (a player on the new button still
    waits)."""
    if old == new:
        return set()
    seats = {old}
    for seat in clockwise_after(old, size):
        if seat == new:
            break
        seats.add(seat)
    return seats


@action("tournament_bust_outs")
def bust_out(act: Action, *, tournament_id: int, busts: Mapping[int, object]) -> None:
    """Players out on one hand at one table, each with the chips he started that hand
    with: their places are the players left, the one who started with more finishing
    higher and equal stacks sharing a place (RRoP 15.35). The last player left wins."""
    session = act.session
    event = _running(tournament(session, tournament_id))
    if not isinstance(busts, Mapping) or not busts:
        raise refuse("give the players out and the chips each started the hand with.",
                     "indique los jugadores eliminados y las fichas con que empezó la mano "
                     "cada uno.", "busts")
    rows: dict[int, TournamentEntry] = {}
    chips: dict[int, Decimal] = {}
    for entry_id, raw in busts.items():
        row = entry(session, event, entry_id)
        if row.state == BUSTED:
            name = _name(session, row)
            raise refuse(f"{name} is already out of {event.name} (place {row.place}).",
                         f"{name} ya está eliminado de {event.name} (puesto {row.place}).",
                         "busts")
        if row.state != SEATED or row.table_id is None:
            name = _name(session, row)
            raise refuse(f"{name} has no seat in {event.name}.",
                         f"{name} no tiene asiento en {event.name}.", "busts")
        try:
            chips[row.id] = lookup.amount(raw, "busts", what_en="chip count",
                                          what_es="el número de fichas")
        except FloorError as error:
            name = _name(session, row)
            raise refuse(f"{name}: {error.text.en}", f"{name}: {error.text.es}",
                         "busts") from None
        rows[row.id] = row
    tables = {row.table_id for row in rows.values()}
    if len(tables) > 1:
        raise refuse("players out on one hand sit at one table: record each table's hand "
                     "apart.",
                     "los eliminados en una mano están en una misma mesa: registre la mano "
                     "de cada mesa por separado.", "busts")
    (table_id,) = tables
    assert table_id is not None  # every row above is seated
    field = StoredField(session, event)
    at = field.read_table_id(table_id)  # the table and everybody seated there
    assert at is not None
    with _policy(session):
        out = record_busts(field, chips)
    table_row = session.get(TableRow, table_id)
    assert table_row is not None
    act.track(event, table_row, *rows.values())
    for place in out.places:
        row = rows[place.entrant]
        row.state, row.place, row.chips, row.busted_at = BUSTED, place.place, chips[row.id], act.now
        row.table_id = row.seat = None
    event.remaining -= len(out.places)
    _keep_key(table_row, field.tables[at.number], field.times_moved)
    names = _names(session, rows)
    said_en = ", ".join(f"{names[p.entrant]} {p.place}{'=' if p.shared else ''}"
                        for p in out.places)
    if event.remaining == 1:
        _finish(act, event)
        winner = session.execute(select(Player.name).join(
            TournamentEntry, TournamentEntry.player_id == Player.id).where(
            TournamentEntry.tournament_id == event.id, TournamentEntry.place == 1)).scalar()
        act.done(f"{event.name}: out {said_en}; {winner} wins",
                 f"{event.name}: eliminados {said_en}; gana {winner}")
        return
    act.done(f"{event.name}: out {said_en} ({event.remaining} left)",
             f"{event.name}: eliminados {said_en} (quedan {event.remaining})")


def _finish(act: Action, event: Tournament) -> None:
    winner = act.session.execute(select(TournamentEntry).where(
        TournamentEntry.tournament_id == event.id,
        TournamentEntry.state == SEATED)).scalar_one()
    act.track(winner)
    winner.place = 1
    last = act.session.execute(select(TableRow).where(
        TableRow.tournament_id == event.id, TableRow.broken_at.is_(None))).scalars().all()
    for row in last:  # the tables' numbers are free again
        act.track(row)
        row.broken_at = act.now
    event.finished_at = act.now
