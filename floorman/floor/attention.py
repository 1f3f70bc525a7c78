"""What needs the floor's attention now: the lines of the desk's attention panel.

Six things want a supervisor's eyes until they are dealt with: a called player who did
not come before the hold ran out (the call counts as missed), a player dropped from a
list for it, a call-in who never checked in and was dropped, a player away so long the
chips may be picked up (RRoP 2.ii.20), an open table with empty seats while players
wait for its game, and a short table (players, but fewer than the house wants).

The first three are events: the desk's clock released something (an ``expire_due``
audit row, read here as ``Expiry`` records). They stay listed until the situation they
describe is over (the player came back to the list, was called again, sat down) or
the supervisor dismissed them, and at most for the shift window. The last three are
states of the floor and vanish the moment the floor no longer shows them; open seats
make one line per game, since the players waiting may take any of them. Pure
functions over plain data: ``now`` is a parameter, there is no clock inside.

``chain_items`` adds the lines of players moving between games, states too: a must-move
pending in a main game, a player who holds a seat in one game while he plays in another
and must take it at once because players wait for it (RRoP 2.iii.13), and a list long
enough to open a new table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any, Protocol

from floorman.floor.changing_games import HeldSeatDemand, held_seat_demand
from floorman.floor.house import HouseSettings
from floorman.floor.seating import ChangeRequest, asks_for_table, may_be_proposed
from floorman.floor.timers import away_overdue

# The seat states as the floor views give them ("empty" is a seat with no row).
EMPTY, PLAYING, AWAY, HELD = "empty", "playing", "away", "held"

# How long an event (a hold run out, a call-in dropped) stays listed at most: about a
# shift. A situation still open after that is old news the floor has lived with.
SHIFT = timedelta(hours=8)


class SeatFacts(Protocol):
    @property
    def number(self) -> int: ...
    @property
    def state(self) -> str: ...
    @property
    def player_id(self) -> int | None: ...
    @property
    def name(self) -> str | None: ...
    @property
    def away_since(self) -> datetime | None: ...


class TableFacts(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def game_id(self) -> int: ...
    @property
    def is_open(self) -> bool: ...
    @property
    def seats(self) -> Sequence[SeatFacts]: ...


class EntryFacts(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def game_id(self) -> int: ...
    @property
    def player_id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def joined_at(self) -> datetime: ...
    @property
    def called_at(self) -> datetime | None: ...
    @property
    def passes(self) -> int: ...


@dataclass(frozen=True)
class Expiry:
    """One thing the desk's clock released, as an ``expire_due`` audit row records it.

    Attributes:
        audit_id: the audit row.
        at: when it was released.
        player_id: whom it concerned.
        game_id: the list it concerned (None: a hold for a player on no list).
        table_id, seat: the held seat whose time ran out (None for a call-in).
        call_in: a call-in who never checked in was dropped.
        dropped: the player's entry left the list.
        passes: the missed calls counted after this release.
    """

    audit_id: int
    at: datetime
    player_id: int
    game_id: int | None = None
    table_id: int | None = None
    seat: int | None = None
    call_in: bool = False
    dropped: bool = False
    passes: int = 0


def expiries_in(audit_id: int, at: datetime, before: Mapping[str, Any],
                after: Mapping[str, Any]) -> list[Expiry]:
    """The releases one ``expire_due`` audit row records, from its rows before and after
    (``table -> {id -> row or None}``): each held seat it deleted, with the player's list
    entry when there was one, and each call-in entry it deleted."""
    seats_after = after.get("seats") or {}
    entries_before = before.get("waitlist_entries") or {}
    entries_after = after.get("waitlist_entries") or {}
    entries: dict[int, tuple[dict[str, Any], dict[str, Any] | None]] = {}
    for key, row in entries_before.items():
        if row is not None:
            entries[int(row["player_id"])] = (row, entries_after.get(key))
    found: list[Expiry] = []
    for key, row in (before.get("seats") or {}).items():
        if row is None or row.get("state") != HELD or seats_after.get(key) is not None:
            continue
        player = int(row["player_id"])
        entry = entries.pop(player, None)
        if entry is None:
            found.append(Expiry(audit_id, at, player, None, int(row["table_id"]),
                                int(row["number"])))
            continue
        was, now = entry
        passes = int(now["passes"]) if now is not None else int(was.get("passes") or 0) + 1
        found.append(Expiry(audit_id, at, player, int(was["game_id"]), int(row["table_id"]),
                            int(row["number"]), dropped=now is None, passes=passes))
    for was, now in entries.values():
        if now is None and was.get("call_in"):
            found.append(Expiry(audit_id, at, int(was["player_id"]), int(was["game_id"]),
                                call_in=True, dropped=True))
    return found


class Kind(StrEnum):
    """What a line of the attention panel is about."""

    HOLD_EXPIRED = "hold_expired"  # a called player did not come; the call counts missed
    LEFT_LIST = "left_list"  # ... and with that missed call the player left the list
    CALL_IN_DROPPED = "call_in_dropped"
    # A player holding a seat while he plays in another game, with enough waiting that
    # he must take it at once (RRoP 2.iii.13). Ranked after the events (they report a
    # seat already lost; the floor only tells the player) and before every other state:
    # it is the one line the floor must act on this minute, with players standing by.
    MOVE_AT_ONCE = "move_at_once"
    AWAY_TOO_LONG = "away_too_long"
    OPEN_SEATS = "open_seats"
    SHORT_TABLE = "short_table"
    MOVE_PENDING = "move_pending"  # a must-move held in the main game (RRoP 2.iii.10)
    NEW_GAME = "new_game"  # a list long enough to open a table (RRoP 2.iii.7-8)


EVENTS = frozenset({Kind.HOLD_EXPIRED, Kind.LEFT_LIST, Kind.CALL_IN_DROPPED})
# Among lines of the same moment, the one that costs a player a seat comes first.
_RANK = {kind: rank for rank, kind in enumerate(Kind)}


@dataclass(frozen=True)
class AttentionItem:
    """One line of the attention panel, as data; the window words it.

    Attributes:
        kind: what it is about.
        key: its identity: the same situation keeps the same key from one refresh to
            the next (the panel keeps its selection by it; a dismissed event is named by
            it).
        at: when it began, when known (lines are listed newest first, then those whose
            beginning the floor does not record).
        name: the player's name (empty for a table line).
        player_id, game_id, table_id, table_number, seat, entry_id: where it is; Enter
            on the line goes to the seat when there is one, else to the list entry, else
            to the game's list.
        count: missed calls, open seats in the game or players at the table; for a
            must-move or a held seat to take at once, the number of the table the
            player plays at.
        of: calls the house allows to miss, players waiting (for open seats, or for
            the seat held) or the house's least players for a table.
        tables: for open seats, the numbers of the game's tables that have them, the
            one to fill first (the fullest) first; that one is ``table_id``.
    """

    kind: Kind
    key: str
    at: datetime | None
    name: str = ""
    player_id: int | None = None
    game_id: int | None = None
    table_id: int | None = None
    table_number: int | None = None
    seat: int | None = None
    entry_id: int | None = None
    count: int = 0
    of: int = 0
    tables: tuple[int, ...] = ()
    # For a pending must-move: when it is due ("big_blind"...), or "left" when the
    # player is no longer at the must-move; for a held seat to take at once, when he
    # goes (``MoveCondition``: "now", or "this_hand" when he plays stud).
    detail: str = ""

    @property
    def dismissible(self) -> bool:
        """Events may be dismissed once the floor has dealt with them another way (a
        phone call, a word with the player); states go only when the floor changes."""
        return self.kind in EVENTS


@dataclass(frozen=True)
class Attention:
    """The attention lines, newest first, and the next moment they may change by
    time alone (an absence running out, an event leaving the shift window)."""

    items: tuple[AttentionItem, ...]
    next_due: datetime | None

    def on_table(self) -> dict[int, int]:
        """How many lines each table has (by table id)."""
        counts: dict[int, int] = {}
        for item in self.items:
            if item.table_id is not None:
                counts[item.table_id] = counts.get(item.table_id, 0) + 1
        return counts


def needs_attention(
    tables: Sequence[TableFacts],
    lists: Mapping[int, Sequence[EntryFacts]],
    expiries: Iterable[Expiry],
    missed: Mapping[int, datetime],
    names: Mapping[int, str],
    house: HouseSettings,
    now: datetime,
    *,
    dismissed: frozenset[str] = frozenset(),
    window: timedelta = SHIFT,
) -> Attention:
    """What needs attention on the floor at ``now``.

    Args:
        tables: every table, with its seats.
        lists: each game's waiting list (game id -> entries).
        expiries: the desk's releases of the shift (``expiries_in``), any order.
        missed: when each list entry last missed a call, for entries that have not
            shown up since (entry id -> ``WaitlistEntry.missed_at``).
        names: player names for the expiries' players who are on no list or seat.
        house: the house settings (absence time, calls kept, short-table size).
        now: the moment to judge at.
        dismissed: keys of event lines the supervisor dismissed.
        window: how long an event stays listed at most.
    """
    items: list[AttentionItem] = []
    due: list[datetime] = []
    seated: set[int] = set()
    held: set[int] = set()
    for table in tables:
        for s in table.seats:
            if s.player_id is not None:
                (held if s.state == HELD else seated).add(s.player_id)
    entry_of = {(e.game_id, e.player_id): e for entries in lists.values() for e in entries}
    by_id = {t.id: t for t in tables}
    open_seats: dict[int, list[tuple[TableFacts, int, list[int]]]] = {}

    items += _events(expiries, by_id, entry_of, missed, names, seated, held, house,
                     now - window, dismissed)
    due += [item.at + window for item in items if item.at is not None]
    for table in tables:
        if not table.is_open:
            continue
        # One pass over the seats: this runs after every action, over the whole floor.
        players, empty = 0, []
        for s in table.seats:
            if s.state == PLAYING:
                players += 1
            elif s.state == EMPTY:
                empty.append(s.number)
            elif s.state == AWAY:
                players += 1
                if s.away_since is None or s.player_id is None:
                    continue
                overdue_at = s.away_since + house.away_time
                if not away_overdue(s.away_since, now, house):
                    due.append(overdue_at)
                    continue
                items.append(AttentionItem(
                    Kind.AWAY_TOO_LONG, f"away:{table.id}:{s.number}:{s.player_id}",
                    overdue_at, s.name or "", s.player_id, table.game_id, table.id,
                    table.number, s.number))
        if empty:
            open_seats.setdefault(table.game_id, []).append((table, players, empty))
        if 0 < players < house.short_table_players:
            items.append(AttentionItem(
                Kind.SHORT_TABLE, f"short:{table.id}", None, game_id=table.game_id,
                table_id=table.id, table_number=table.number,
                seat=empty[0] if empty else 1, count=players, of=house.short_table_players))
    for game_id, found in open_seats.items():
        waiting = [e for e in lists.get(game_id, ()) if e.called_at is None]
        if not waiting:
            continue
        # One line per game: the players waiting can take any of its open seats. The
        # fullest table comes first: filling it keeps a game going. The floor keeps no
        # record of when a seat opened; the line is as old as the longest wait it ends.
        found.sort(key=lambda t: (-t[1], t[0].number))
        best, _players, empty = found[0]
        items.append(AttentionItem(
            Kind.OPEN_SEATS, f"open:{game_id}", min(e.joined_at for e in waiting),
            game_id=game_id, table_id=best.id, table_number=best.number, seat=empty[0],
            count=sum(len(seats) for _t, _p, seats in found), of=len(waiting),
            tables=tuple(t.number for t, _p, _s in found)))
    items.sort(key=_newest_first)
    later = [moment for moment in due if moment > now]
    return Attention(tuple(items), min(later) if later else None)


def _events(expiries: Iterable[Expiry], tables: Mapping[int, TableFacts],
            entry_of: Mapping[tuple[int, int], EntryFacts], missed: Mapping[int, datetime],
            names: Mapping[int, str], seated: set[int], held: set[int],
            house: HouseSettings, since: datetime,
            dismissed: frozenset[str]) -> list[AttentionItem]:
    """The event lines still open: for each player and list only the newest release
    counts (a second missed call replaces the first)."""
    newest: dict[tuple[int, int | None], Expiry] = {}
    for expiry in expiries:
        if expiry.at < since:
            continue
        game = expiry.game_id
        if game is None and expiry.table_id is not None and expiry.table_id in tables:
            game = tables[expiry.table_id].game_id
        whom = (expiry.player_id, game)
        if whom not in newest or (expiry.at, expiry.audit_id) > (newest[whom].at,
                                                                 newest[whom].audit_id):
            newest[whom] = expiry
    found: list[AttentionItem] = []
    for (player, game), expiry in newest.items():
        if player in seated:
            continue  # the player sits now: nothing left to do about the release
        entry = entry_of.get((game, player)) if game is not None else None
        table = tables.get(expiry.table_id) if expiry.table_id is not None else None
        number = table.number if table is not None else None
        name = entry.name if entry is not None else names.get(player, "?")
        if expiry.call_in:
            kind, key = Kind.CALL_IN_DROPPED, f"call_in:{expiry.audit_id}:{player}"
            if entry is not None:
                continue  # back on the list
        elif expiry.dropped:
            kind, key = Kind.LEFT_LIST, f"left:{expiry.audit_id}:{player}"
            if entry is not None:
                continue
        else:
            kind, key = Kind.HOLD_EXPIRED, f"hold:{expiry.audit_id}:{player}"
            if expiry.game_id is None:
                if player in held:
                    continue  # held again
            elif (entry is None or entry.called_at is not None
                  or (missed_at := missed.get(entry.id)) is None or missed_at < expiry.at):
                continue  # left the list, called again, or showed up since
        if key in dismissed:
            continue
        found.append(AttentionItem(
            kind, key, expiry.at, name, player, game, expiry.table_id, number, expiry.seat,
            entry.id if entry is not None else None,
            entry.passes if entry is not None else expiry.passes,
            house.passes_kept))
    return found


def _newest_first(item: AttentionItem) -> tuple[bool, float, int, int, str]:
    stamp = -item.at.timestamp() if item.at is not None else 0.0
    return (item.at is None, stamp, _RANK[item.kind], item.table_number or 0, item.name)


# --- must-move games, held seats and new games (RRoP 2.iii.7-10, 13) ----------------------


class MoveSeatFacts(SeatFacts, Protocol):
    @property
    def since(self) -> datetime | None: ...
    @property
    def move_from(self) -> int | None: ...
    @property
    def move_condition(self) -> str | None: ...


class MoveTableFacts(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def game_id(self) -> int: ...
    @property
    def is_open(self) -> bool: ...
    @property
    def seats(self) -> Sequence[MoveSeatFacts]: ...


class ListedFacts(EntryFacts, Protocol):
    @property
    def call_in(self) -> bool: ...


class ChangeFacts(Protocol):
    """A table-change request as the floor views give it: tables by number (``from_table``
    0 when the player sits nowhere; ``to_table`` None for any table of the game)."""

    @property
    def player_id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def game_id(self) -> int: ...
    @property
    def from_table(self) -> int: ...
    @property
    def to_table(self) -> int | None: ...
    @property
    def requested_at(self) -> datetime: ...


@dataclass(frozen=True)
class LongList:
    """A game's waiting list as the new-game proposal sees it: how many players may be
    called now, since when the first of them waits, and the seats of a table."""

    game_id: int
    waiting: int
    since: datetime
    seats: int


def chain_items(tables: Sequence[MoveTableFacts], long_lists: Iterable[LongList],
                house: HouseSettings, *, lists: Mapping[int, Sequence[ListedFacts]],
                changes: Sequence[ChangeFacts], button_games: Mapping[int, bool],
                now: datetime) -> list[AttentionItem]:
    """The must-move, held-seat and new-game lines: each move pending in a main game
    (until it is confirmed or refused; flagged when the player has left the must-move),
    each player who must take a seat he holds at once (RRoP 2.iii.13), and each list
    long enough to open a new table (the house's length, by default the game's seats: 9
    on a 9-seat game).

    A held seat makes a line when its player plays (or is away) at another open table,
    the hold is his own choice (a call or a reservation: not a must-move's seat nor a
    broken game's, ``changing_games.voluntary_hold``) and ``held_seat_demand`` says he
    moves at once. Those waiting for it are counted as the seat action counts them
    (``services.seats._others_waiting``): every other player ``seat_candidates`` would
    propose for that table, that is the game's list entries not called (call-ins still
    in their time) and the game's table-change requests that could take it, those a
    transfer rule would bar included, each player once. The line dates from when the
    demand began: the hold, or the arrival of the waiting player who made the move due,
    whichever is later.

    Args:
        lists: each game's waiting list (game id -> entries).
        changes: the table-change requests.
        button_games: whether each game (by id) has a button (else it is stud).
        now: the moment to judge at (a call-in past the house time waits no more).
    """
    seated = {s.player_id: table for table in tables for s in table.seats
              if s.player_id is not None and s.state in (PLAYING, AWAY)}
    numbers = {t.id: t.number for t in tables}
    waiting = _Waiting(tables, lists, changes, house, now)
    found: list[AttentionItem] = []
    for table in tables:
        for s in table.seats:
            if s.state != HELD or s.player_id is None:
                continue
            plays_at = seated.get(s.player_id)
            if s.move_condition is None:
                if (s.away_since is None and plays_at is not None and plays_at.is_open
                        and plays_at.id != table.id):
                    item = _move_at_once(table, s, plays_at, waiting,
                                         button_games.get(plays_at.game_id, True))
                    if item is not None:
                        found.append(item)
                continue
            here = plays_at is not None and plays_at.id == s.move_from
            found.append(AttentionItem(
                Kind.MOVE_PENDING, f"move:{table.id}:{s.number}:{s.player_id}", s.since,
                s.name or "", s.player_id, table.game_id, table.id, table.number, s.number,
                count=numbers.get(s.move_from or 0, 0),
                detail=s.move_condition if here else "left"))
    for long in long_lists:
        length = house.new_game_list_length or long.seats
        if long.waiting >= length > 0:
            found.append(AttentionItem(Kind.NEW_GAME, f"new_game:{long.game_id}", long.since,
                                       game_id=long.game_id, count=long.waiting, of=length))
    return found


class _Waiting:
    """Who waits for a seat of a table, counted as ``seat_candidates`` proposes them
    (with its own tests, ``asks_for_table`` and ``may_be_proposed``, but without ranking
    and wording every candidate: this runs after every action), and what RRoP 2.iii.13
    demands for a count. Each game's list is read once, the first time a hold in that
    game asks (most refreshes have no hold whose player plays elsewhere, and then
    nothing is read)."""

    def __init__(self, tables: Sequence[MoveTableFacts],
                 lists: Mapping[int, Sequence[ListedFacts]], changes: Sequence[ChangeFacts],
                 house: HouseSettings, now: datetime) -> None:
        self._tables, self._lists, self._changes = tables, lists, changes
        self._house, self._now = house, now
        self._games: dict[int, tuple[list[ChangeRequest], dict[int, datetime]]] = {}
        self._demands: dict[tuple[bool, int], HeldSeatDemand] = {}

    def _game(self, game_id: int) -> tuple[list[ChangeRequest], dict[int, datetime]]:
        """The game's table-change requests, and when each player the list would
        propose (for any of its tables) joined it."""
        if game_id in self._games:
            return self._games[game_id]
        ids = {t.number: t.id for t in self._tables}
        # A request from no seat is not proposed (the seat action joins it to the
        # changer's seat); one for a table not on the floor takes no seat here.
        requests = [ChangeRequest(c.player_id, c.name, ids[c.from_table],
                                  None if c.to_table is None else ids.get(c.to_table, -1),
                                  c.requested_at)
                    for c in self._changes if c.game_id == game_id and c.from_table in ids]
        # Which list entries are proposed does not depend on the table: only the table
        # changes do, matched per table in ``others``.
        listed = {e.player_id: e.joined_at for e in self._lists.get(game_id, ())
                  if may_be_proposed(e.called_at is not None, e.call_in, e.joined_at,
                                     self._now, self._house)}
        self._games[game_id] = requests, listed
        return requests, listed

    def others(self, table: MoveTableFacts, holder: int) -> list[datetime]:
        """When each player but ``holder`` whom ``seat_candidates`` would propose for a
        seat at ``table`` began to wait, earliest first (a player both on the list and
        asking for a table change counts once, from his request, as he is proposed;
        those a transfer rule would bar count too, as the seat action counts them)."""
        requests, listed = self._game(table.game_id)
        since = dict(listed)
        since.update((r.player_id, r.requested_at) for r in requests
                     if asks_for_table(r, table.id))
        since.pop(holder, None)
        return sorted(since.values())

    def demand(self, button_game: bool, waiting: int) -> HeldSeatDemand:
        """What RRoP 2.iii.13 demands of a holder with ``waiting`` others waiting
        (``held_seat_demand``; only its condition is used, not its words, so it is asked
        once per game form and count)."""
        key = (button_game, waiting)
        if key not in self._demands:
            self._demands[key] = held_seat_demand("", 0, 0, 0, button_game=button_game,
                                                  waiting=waiting)
        return self._demands[key]


def _move_at_once(table: MoveTableFacts, s: MoveSeatFacts, plays_at: MoveTableFacts,
                  waiting: _Waiting, button_game: bool) -> AttentionItem | None:
    """The line for a voluntary hold whose player plays at ``plays_at``, when RRoP
    2.iii.13 demands he move at once; None while he may still finish there."""
    assert s.player_id is not None
    others = waiting.others(table, s.player_id)
    demand = waiting.demand(button_game, len(others))
    if not demand.at_once:
        return None
    # The demand began when the last of the fewest waiting that make it due arrived.
    due = next(n for n in range(1, len(others) + 1)
               if waiting.demand(button_game, n).at_once)
    began = others[due - 1] if s.since is None else max(s.since, others[due - 1])
    return AttentionItem(
        Kind.MOVE_AT_ONCE, f"at_once:{table.id}:{s.number}:{s.player_id}", began,
        s.name or "", s.player_id, table.game_id, table.id, table.number, s.number,
        count=plays_at.number, of=len(others), detail=str(demand.condition))


def with_chain_items(attention: Attention, items: Sequence[AttentionItem]) -> Attention:
    """``attention`` with the must-move, held-seat and new-game lines among its own,
    newest first."""
    if not items:
        return attention
    return Attention(tuple(sorted((*attention.items, *items), key=_newest_first)),
                     attention.next_due)
