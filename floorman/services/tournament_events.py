"""Floor actions that set a tournament up: the event and its tables, the breaking order,
late registration, the entrants, and the seat draw.

Each action checks its input first and refuses it in English and Spanish, then writes
in one transaction with one audit row (``services.desk``). The seat draw is the pure
one of ``floorman.tournament.draw`` with the desk's random source; every seat it gives
is logged as a move of kind ``draw``, for the seat cards. A table number belongs to one
tournament while it is in play and is not an open cash table.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from floorman.floor.names import fold, search_form
from floorman.rules.game import Betting, Variant
from floorman.services import lookup
from floorman.services.desk import Action, action, refuse
from floorman.services.tournament_lookup import (
    chunks,
    entry,
    not_over,
    player_name,
    policy,
    table_number,
    tournament,
)
from floorman.store.models import CardTable, Player
from floorman.store.tournament_models import (
    REGISTERED,
    SEATED,
    Tournament,
    TournamentEntry,
    TournamentMove,
)
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.text import Text, counted, plural
from floorman.tournament.draw import draw_seats as draw_policy
from floorman.tournament.field import default_breaking_order
from floorman.tournament.moves import Move

PROFILES = ("tda", "robert")
NAME_LENGTH = 80


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
        number = table_number(value, field)
        if number in found:
            raise refuse(f"table {number} is named twice.", f"la mesa {number} aparece dos "
                         "veces.", field)
        found.append(number)
    for chunk in chunks(found):
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




def _order(numbers: Sequence[int], order: Sequence[object] | None, what: Tournament | None,
           session: Session) -> list[int]:
    """The breaking order of ``numbers``: those ``order`` names first, in its order, then
    the others highest number first."""
    named: list[int] = []
    for value in order or ():
        number = table_number(value, "breaking_order")
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
    tables_en = counted(len(numbers), "table", "tables")
    tables_es = counted(len(numbers), "mesa", "mesas")
    act.done(f"Created the tournament {title}: {tables_en} of {size}, breaking "
             f"order {_order_text(order)}",
             f"Torneo creado: {title}, {tables_es} de {size}, orden de rotura "
             f"{_order_text(order)}")


@action("set_breaking_order")
def set_breaking_order(act: Action, *, tournament_id: int, order: Sequence[int]) -> None:
    """The order the tables in play break in: those named first, in that order, then the
    others highest number first (RRoP 15.14)."""
    event = not_over(tournament(act.session, tournament_id))
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
    event = not_over(tournament(act.session, tournament_id))
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
    event = not_over(tournament(act.session, tournament_id))
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


def players_of(act: Action, names: Sequence[object], player_ids: Sequence[object]
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
    for chunk in chunks(sorted(set(folded))):  # type: ignore[arg-type]
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


def not_entered(session: Session, event: Tournament, players: Sequence[Player]) -> None:
    ids = [p.id for p in players]
    for chunk in chunks(ids):
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
    event = not_over(tournament(act.session, tournament_id))
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
    players = players_of(act, names, player_ids)
    not_entered(act.session, event, players)
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
    name = player_name(act.session, row)
    if row.state != REGISTERED:
        raise refuse(f"{name} already has a seat in {event.name}; a seated player leaves by "
                     "busting out.",
                     f"{name} ya tiene asiento en {event.name}; un jugador sentado sale al ser "
                     "eliminado.", "entry")
    act.delete(row)
    act.done(f"{name} withdrew from {event.name}", f"{name} se retiró de {event.name}")


# --- the draw -----------------------------------------------------------------------------


def move_row(act: Action, event: Tournament, move: Move, reasons: Sequence[Text] = ()
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
    with policy():
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
    spare_en = f"; {plural(left, '1 table', f'{left} tables')} not needed" if left else ""
    spare_es = f"; {counted(left, 'mesa', 'mesas')} sin usar" if left else ""
    act.done(f"Seats drawn for {event.name}: {counted(len(entries), 'entrant', 'entrants')} "
             f"at {counted(len(drawn.tables), 'table', 'tables')}{spare_en}",
             f"Asientos sorteados en {event.name}: "
             f"{counted(len(entries), 'inscrito', 'inscritos')} en "
             f"{counted(len(drawn.tables), 'mesa', 'mesas')}{spare_es}")
