"""What a board's pages hold: the lines of each game and tournament, poured into pages.

A game becomes a block of lines (its band, its tables and open seats, its must-move
chains, its list, a called player with the table he is called to); a tournament, its
band, its game and players left, and each table with its players two to a line. The
blocks are poured into columns as high as the screen allows and the columns into pages
(``paged``): a list that does not fit runs on to the next column under its name again,
and an entry or a tournament table is never cut. Only the lines' heights are used here,
so pages are made again quickly after every change; the words come in both languages
(``Text``), since the board shows them in turn, and are measured where they are painted
(``ui.board``). Nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from floorman.services.board_view import BoardContent, BoardGame, BoardTournament
from floorman.text import Text, counted

MOST_TABLES_LISTED = 8  # more tables than this are counted, not listed
BLOCK_GAP = 22.0  # between two blocks of a column, at 1080 lines

WORDS = {
    "lists": Text("Waiting lists", "Listas de espera"),
    "tournaments": Text("Tournaments", "Torneos"),
    "nothing": Text("No game is running yet", "Aún no hay partidas en juego"),
    "page": Text("Page {page} of {pages}", "Página {page} de {pages}"),
    "stale": Text("Not updating", "Sin actualizar"),
    "continued": Text("{name} (cont.)", "{name} (sigue)"),
    "nobody": Text("No one waiting", "Nadie en espera"),
    "no_table": Text("No table open yet", "Aún sin mesa abierta"),
    "full": Text("Full", "Completa"),
    "called_to": Text("Table {table}", "Mesa {table}"),
    "called": Text("Called", "Llamado"),
    "table": Text("Table {table}", "Mesa {table}"),
    "must_move": Text("Must move: {chain}", "Movida forzada: {chain}"),
    "title": Text("floorman: the room's board ({room})", "floorman: el tablero de la sala "
                  "({room})"),
}

# Heading lines that may be cut in two when their sides do not fit side by side.
SPLITTABLE = frozenset({"info", "info_full", "event"})


@dataclass(frozen=True)
class Line:
    """One line of the board: words on the left, and on the right (a ``seats`` line
    holds two seats side by side instead). A line whose two sides do not fit is shown
    as two lines, the right side alone on the second (``left`` None)."""

    kind: str
    left: Text | None
    right: Text | None = None


@dataclass(frozen=True)
class Block:
    """A game or a tournament: its heading lines, the heading it takes again at the top
    of a column it runs on to, and its groups of lines (an entry, a table), which are
    never cut between columns."""

    head: tuple[Line, ...]
    again: tuple[Line, ...]
    groups: tuple[tuple[Line, ...], ...]


@dataclass(frozen=True)
class Placed:
    column: int  # on its page
    y: float  # from the top of the columns, at 1080 lines
    line: Line


def _same(words: str) -> Text:
    return Text(words, words)


def _seats_text(count: int) -> Text:
    if count == 0:
        return WORDS["full"]
    return Text(f"{counted(count, 'open seat', 'open seats')}",
                f"{counted(count, 'asiento libre', 'asientos libres')}")


def _tables_text(numbers: Sequence[int]) -> Text:
    if not numbers:
        return WORDS["no_table"]
    if len(numbers) > MOST_TABLES_LISTED:
        return Text(f"{len(numbers)} tables", f"{len(numbers)} mesas")
    listed = ", ".join(str(n) for n in numbers)
    return Text(f"Table {listed}" if len(numbers) == 1 else f"Tables {listed}",
                f"Mesa {listed}" if len(numbers) == 1 else f"Mesas {listed}")


def game_block(game: BoardGame) -> Block:
    """The lines of a game: its band (its name), its tables and open seats, its
    must-move chains, and its list, a called player marked with the table he is called to."""
    seats = _seats_text(game.open_seats) if game.tables else None
    head = [Line("game", game.label),
            Line("info" if game.open_seats else "info_full",
                 _tables_text([t.number for t in game.tables]), seats)]
    chains = [f"{t.number} → {t.feeds}" for t in game.tables if t.feeds is not None]
    if chains:
        head.append(Line("must_move", Text(
            WORDS["must_move"].en.format(chain=", ".join(chains)),
            WORDS["must_move"].es.format(chain=", ".join(chains)))))
    again = Line("game", Text(WORDS["continued"].en.format(name=game.label.en),
                              WORDS["continued"].es.format(name=game.label.es)))
    groups: list[tuple[Line, ...]] = []
    for entry in game.waiting:
        name = f"{entry.position}. {entry.name}" + (" ☎" if entry.call_in else "")
        if entry.called:
            where = (WORDS["called"] if entry.table is None else Text(
                "▶ " + WORDS["called_to"].en.format(table=entry.table),
                "▶ " + WORDS["called_to"].es.format(table=entry.table)))
            groups.append((Line("called", _same(name), where),))
        else:
            groups.append((Line("entry", _same(name)),))
    if not groups:
        groups.append((Line("nobody", WORDS["nobody"]),))
    return Block(tuple(head), (again,), tuple(groups))


def tournament_block(event: BoardTournament) -> Block:
    """The lines of a tournament: its band (its name), its game, tables and players
    left, and each table with its players two to a line."""
    band = Line("tournament", _same(event.name))
    tables = len(event.tables)
    info = Line("event", Text(f"{event.game.en} · {counted(tables, 'table', 'tables')}",
                              f"{event.game.es} · {counted(tables, 'mesa', 'mesas')}"),
                Text(f"{event.remaining} left", f"quedan {event.remaining}"))
    again = Line("tournament", Text(WORDS["continued"].en.format(name=event.name),
                                    WORDS["continued"].es.format(name=event.name)))
    groups = []
    for table in event.tables:
        lines = [Line("table", Text(WORDS["table"].en.format(table=table.number),
                                    WORDS["table"].es.format(table=table.number)),
                      Text(counted(len(table.seats), "player", "players"),
                           counted(len(table.seats), "jugador", "jugadores")))]
        seats = [f"{s.number}  {s.name}" for s in table.seats]
        for pair in range(0, len(seats), 2):
            right = seats[pair + 1] if pair + 1 < len(seats) else None
            lines.append(Line("seats", _same(seats[pair]),
                              _same(right) if right is not None else None))
        groups.append(tuple(lines))
    return Block((band, info), (again,), tuple(groups))


def board_blocks(content: BoardContent) -> list[Block]:
    """The blocks of a board: its games, then its tournaments."""
    blocks = [game_block(g) for g in content.games]
    blocks.extend(tournament_block(t) for t in content.tournaments)
    if not blocks:
        blocks.append(Block((Line("nothing", WORDS["nothing"]),), (), ()))
    return blocks


def paged(blocks: Sequence[Block], heights: Mapping[str, float], room: float,
          columns: int, gap: float = BLOCK_GAP) -> list[list[Placed]]:
    """The blocks poured into columns ``room`` high, ``columns`` to a page. A block
    starts a new column when its heading and first group do not fit, or when it would
    fit whole on a new column but not here; a longer one runs on to the next column
    under its heading again. A group taller than a column is placed anyway (cut)."""
    pages: list[list[Placed]] = [[]]
    column, y = 0, 0.0

    def tall(lines: Sequence[Line]) -> float:
        return sum(heights[line.kind] for line in lines)

    def next_column() -> None:
        nonlocal column, y
        column, y = column + 1, 0.0
        if column == columns:
            pages.append([])
            column = 0

    def put(lines: Sequence[Line]) -> None:
        nonlocal y
        for line in lines:
            pages[-1].append(Placed(column, y, line))
            y += heights[line.kind]

    for block in blocks:
        if y > 0:
            y += gap
        first = tall(block.head) + (tall(block.groups[0]) if block.groups else 0)
        whole = tall(block.head) + sum(tall(g) for g in block.groups)
        if y > 0 and (y + first > room or y + whole > room >= whole):
            next_column()
        put(block.head)
        for group in block.groups:
            if y + tall(group) > room and y > tall(block.again):
                next_column()
                put(block.again)
            put(group)
    return pages
