"""Must-move chains on the floor, where a new player should sit, and when a long list
should open a new table: the floor's policies around RRoP 2.iii.3 and 2.iii.7-13.

A chain is a line of open tables of one game and stakes: the main game, the first
must-move that feeds it, the second that feeds the first, and so on (RRoP 2.iii.9).
``chain_refusal`` says why a table may not be made the must-move of another (a
different game or stakes, itself, a closed table, a table in another chain, a cycle);
``chains`` and ``chain_role`` read the chains and each table's part in one (the map's
badge); ``table_for_new_player`` proposes where a new player goes and why (RRoP 2.iii.3
without a must-move, the must-move itself with one); ``new_game_proposal`` says when a
list is long enough to open a table, who is called and in what order they choose their
seats (RRoP 2.iii.7-8). The rule itself (who moves next, when, which transfers are
allowed) is ``floorman.rules.moves``. Pure functions over plain data.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from floorman.floor.house import HouseSettings
from floorman.rules.moves import (
    CONDITION_WORDS,
    ChainPlace,
    MoveCondition,
    NextMove,
    Reasoned,
    declining_keeps_place,
    held_seat_timing,
    move_timing,
    must_move_order,
    transfer_allowed,
    who_moves_next,
)
from floorman.text import Text

__all__ = [
    "CONDITION_WORDS", "ChainLink", "ChainPlace", "ChainRole", "MoveCondition", "NewGame",
    "NextMove", "Reasoned", "Refusal", "TableCount", "TableProposal", "chain_refusal",
    "chain_role", "chains", "declining_keeps_place", "held_seat_timing", "move_timing",
    "must_move_order", "new_game_proposal", "relinked", "table_for_new_player",
    "transfer_allowed", "who_moves_next",
]

MUST_MOVE_RULES = ("RRoP 2.iii.9",)


@dataclass(frozen=True)
class ChainLink:
    """A table as the chain policies see it.

    Attributes:
        id: the table's id.
        number: its number on the floor.
        game: what makes two games the same game and stakes (variant, betting and
            stakes); two tables of one game row always compare equal.
        is_open: the table is open.
        must_move_for: the table this one feeds, if any.
    """

    id: int
    number: int
    game: Hashable
    is_open: bool
    must_move_for: int | None = None


@dataclass(frozen=True)
class Refusal:
    """Why a chain link may not be made, and which input it is about."""

    text: Text
    field: str
    rules: tuple[str, ...] = MUST_MOVE_RULES


def chains(tables: Iterable[ChainLink]) -> dict[int, list[int]]:
    """Every chain on the floor: main table id -> ``[main, first must-move, ...]``.

    A table that neither feeds nor is fed is in no chain. A loop (which the services
    never write) is cut where it closes, so a reader never walks round forever.
    """
    links = {t.id: t for t in tables}
    fed_by = {t.must_move_for: t.id for t in links.values() if t.must_move_for is not None}
    found: dict[int, list[int]] = {}
    for table in links.values():
        if table.must_move_for is not None or table.id not in fed_by:
            continue
        line = [table.id]
        while line[-1] in fed_by and fed_by[line[-1]] not in line:
            line.append(fed_by[line[-1]])
        found[table.id] = line
    return found


@dataclass(frozen=True)
class ChainRole:
    """A table's part in a chain: the main game (``depth`` 0) or the ``depth``-th
    must-move, feeding ``feeds`` (a table id); ``main`` is the chain's main table."""

    main: int
    depth: int
    feeds: int | None

    @property
    def is_main(self) -> bool:
        return self.depth == 0


def chain_role(chain_map: Mapping[int, Sequence[int]], table_id: int) -> ChainRole | None:
    """The part ``table_id`` plays in one of ``chain_map``'s chains, if any."""
    for main, line in chain_map.items():
        if table_id in line:
            depth = list(line).index(table_id)
            return ChainRole(main, depth, line[depth - 1] if depth else None)
    return None


def chain_refusal(tables: Sequence[ChainLink], table_id: int, main_id: int
                  ) -> Refusal | None:
    """Why ``table_id`` may not become the must-move of ``main_id``; None if it may.

    The must-move must be another open table of the same game and stakes; it may feed
    the main game or the last must-move of the main game's chain (a chain is a line),
    but it may not already be in a chain of its own, and the link may not close a loop.
    """
    links = {t.id: t for t in tables}
    table, main = links.get(table_id), links.get(main_id)
    if table is None:
        return Refusal(Text("that table no longer exists. Look at the floor again.",
                            "esa mesa ya no existe. Revise la sala de nuevo."), "table")
    if main is None:
        return Refusal(Text("the main table no longer exists. Look at the floor again.",
                            "la mesa principal ya no existe. Revise la sala de nuevo."), "main")
    if table.id == main.id:
        return Refusal(Text(f"table {table.number} cannot be its own must-move. Choose the main "
                            "game's table, another table of the same game and stakes.",
                            f"la mesa {table.number} no puede ser su propia mesa de movida "
                            "forzada. Elija como principal otra mesa del mismo juego y "
                            "apuestas."), "main")
    for which, field in ((table, "table"), (main, "main")):
        if not which.is_open:
            return Refusal(Text(f"table {which.number} is closed; a must-move chain is made of "
                                "open tables. Open it first or choose an open table.",
                                f"la mesa {which.number} está cerrada; una cadena de movida "
                                "forzada es de mesas abiertas. Ábrala primero o elija una mesa "
                                "abierta."), field)
    if table.game != main.game:
        return Refusal(Text(f"table {table.number} spreads another game or other stakes than "
                            f"table {main.number}; a must-move feeds a game of the same game "
                            "and stakes (RRoP 2.iii.9). Choose a table of that game.",
                            f"la mesa {table.number} tiene otro juego u otras apuestas que la "
                            f"mesa {main.number}; una mesa de movida forzada alimenta una "
                            "partida del mismo juego y apuestas (RRoP 2.iii.9). Elija una mesa "
                            "de ese juego."), "main")
    # A loop: following the main table's links reaches the table itself.
    seen, step = {main.id}, main.must_move_for
    while step is not None and step not in seen:
        if step == table.id:
            return Refusal(Text(f"table {main.number} already feeds table {table.number} "
                                "through the chain; making it the must-move the other way "
                                "would close a loop, and a chain must lead to one main game.",
                                f"la mesa {main.number} ya alimenta a la mesa {table.number} "
                                "por la cadena; hacerla forzada al revés cerraría un ciclo, y "
                                "una cadena debe llevar a una sola partida principal."), "main")
        seen.add(step)
        step = links[step].must_move_for if step in links else None
    if table.must_move_for is not None:
        feeds = links.get(table.must_move_for)
        shown = feeds.number if feeds is not None else "?"
        return Refusal(Text(f"table {table.number} is already the must-move of table {shown}. "
                            "Take it out of that chain first.",
                            f"la mesa {table.number} ya es la mesa de movida forzada de la "
                            f"mesa {shown}. Quítela antes de esa cadena."), "table")
    fed_by = {t.must_move_for: t for t in links.values() if t.must_move_for is not None}
    if table.id in fed_by:
        return Refusal(Text(f"table {table.number} is the main game of its own chain (table "
                            f"{fed_by[table.id].number} feeds it). Take that chain apart "
                            "first.",
                            f"la mesa {table.number} es la principal de su propia cadena (la "
                            f"mesa {fed_by[table.id].number} la alimenta). Deshaga antes esa "
                            "cadena."), "table")
    if main.id in fed_by:
        end = main.id
        while end in fed_by:
            end = fed_by[end].id
        return Refusal(Text(f"table {main.number} already has a must-move (table "
                            f"{fed_by[main.id].number}). To lengthen the chain make table "
                            f"{table.number} the must-move of table {links[end].number}, its "
                            "last table.",
                            f"la mesa {main.number} ya tiene mesa de movida forzada (la mesa "
                            f"{fed_by[main.id].number}). Para alargar la cadena haga la mesa "
                            f"{table.number} forzada de la mesa {links[end].number}, la última."),
                       "main")
    return None


def relinked(tables: Sequence[ChainLink], leaving: int) -> dict[int, int | None]:
    """The links that change when table ``leaving`` drops out of its chain (it closes,
    breaks, empties or is taken out): table id -> the table it feeds now.

    The table feeding ``leaving`` feeds what ``leaving`` fed, so the chain closes up; if
    ``leaving`` was the main game, that table becomes the main game. ``leaving`` itself
    feeds nothing. Nothing changes for a table in no chain.
    """
    links = {t.id: t for t in tables}
    table = links.get(leaving)
    if table is None:
        return {}
    changes: dict[int, int | None] = {}
    feeder = next((t for t in links.values() if t.must_move_for == leaving), None)
    if table.must_move_for is not None:
        changes[leaving] = None
    if feeder is not None:
        changes[feeder.id] = table.must_move_for
    return changes


@dataclass(frozen=True)
class TableCount:
    """An open table of one game as the seating proposals see it."""

    id: int
    number: int
    players: int
    seats: int
    open_seats: int


@dataclass(frozen=True)
class TableProposal:
    """The table a new player should be sent to, and why."""

    table_id: int
    number: int
    why: Text
    rules: tuple[str, ...]


def table_for_new_player(tables: Sequence[TableCount], chain: Sequence[int] = ()
                         ) -> TableProposal | None:
    """Where a new player of a game should sit; None when no table has an open seat.

    With a must-move chain (``chain``: table ids from the main game outward) a new
    player goes to the must-move nearest the main game that has a seat, to be moved in
    from there in list order (RRoP 2.iii.9). Without one, with several tables of the
    game, the house sends the player to the game that most needs a player: the one
    with the fewest players, to keep every game going (RRoP 2.iii.3).
    """
    open_tables = [t for t in tables if t.open_seats > 0]
    if not open_tables:
        return None
    by_id = {t.id: t for t in open_tables}
    for table_id in list(chain)[1:]:
        found = by_id.get(table_id)
        if found is not None:
            main = next((t for t in tables if t.id == chain[0]), None)
            main_number = main.number if main is not None else "?"
            return TableProposal(found.id, found.number, Text(
                f"table {found.number} is a must-move of table {main_number}: a new player "
                "sits there and moves in to the main game in list order (RRoP 2.iii.9)",
                f"la mesa {found.number} es de movida forzada de la mesa {main_number}: el "
                "jugador nuevo se sienta allí y pasa a la principal en el orden de la lista "
                "(RRoP 2.iii.9)"), ("RRoP 2.iii.9",))
    if chain:
        open_tables = [t for t in open_tables if t.id not in set(chain[1:])] or open_tables
    best = min(open_tables, key=lambda t: (t.players, t.number))
    if len(tables) == 1:
        return TableProposal(best.id, best.number, Text(
            f"table {best.number} is the game's only table",
            f"la mesa {best.number} es la única mesa del juego"), ("RRoP 2.iii.3",))
    fullest = max(t.players for t in tables)
    return TableProposal(best.id, best.number, Text(
        f"table {best.number} has {best.players} player{'' if best.players == 1 else 's'}, the "
        f"fewest of the game's tables (the most has {fullest}): a new player goes to the game "
        "that most needs one (RRoP 2.iii.3)",
        f"la mesa {best.number} tiene {best.players} jugador"
        f"{'' if best.players == 1 else 'es'}, la que menos del juego (la que más tiene "
        f"{fullest}): el jugador nuevo va a la partida que más lo necesita (RRoP 2.iii.3)"),
        ("RRoP 2.iii.3",))


@dataclass(frozen=True)
class NewGame:
    """A list long enough to start a new table of its game.

    Attributes:
        waiting: the players waiting (not yet called).
        length: the house's length that proposes a new game.
        seats: the seats of a new table (the game's usual number).
        called: the entry ids of the players to call, in list order: seat choice goes
            in that order (RRoP 2.iii.8).
        extra: the entry id of the player an extra seat would take, if the floor starts
            with one player more than usual (RRoP 2.iii.7); None when no seat can be
            added (a 10-seat table) or nobody is left to take it.
        why: the proposal in words.
        rules: the rule ids it rests on.
    """

    waiting: int
    length: int
    seats: int
    called: tuple[int, ...]
    extra: int | None
    why: Text
    rules: tuple[str, ...] = ("RRoP 2.iii.8", "RRoP 2.iii.7")


def list_length_for_new_game(seats: int, house: HouseSettings) -> int:
    """How long a game's list must be to propose a new table: the house's length, or the
    game's seats when the house set none (9 on a 9-seat game)."""
    return house.new_game_list_length or seats


def new_game_proposal(seats: int, waiting: Sequence[int], house: HouseSettings
                      ) -> NewGame | None:
    """Whether to propose a new table of a game, and whom it calls.

    Args:
        seats: seats per table of the game.
        waiting: the entry ids of the players who may be called now (present, not
            called), in waiting-list order.
        house: the house settings (``new_game_list_length``).
    """
    length = list_length_for_new_game(seats, house)
    if len(waiting) < length or not waiting:
        return None
    called = tuple(waiting[:seats])
    extra = waiting[seats] if seats < 10 and len(waiting) > seats else None
    return NewGame(len(waiting), length, seats, called, extra, Text(
        f"{len(waiting)} players wait (the house opens a table at {length}): open a new table; "
        f"the first {len(called)} on the list are called, and they choose their seats in list "
        "order (RRoP 2.iii.8).",
        f"esperan {len(waiting)} jugadores (la casa abre mesa con {length}): abra una mesa "
        f"nueva; se llama a los {len(called)} primeros de la lista, que eligen asiento en el "
        "orden de la lista (RRoP 2.iii.8)."))
