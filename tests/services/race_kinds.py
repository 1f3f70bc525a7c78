"""The races themselves: the floor they run on, the kinds of race, and ``run_races``.

In each round the parent sets the floor up through the services on its own desk
(``RaceFloor``), hands every desk process (``tests.services.race_desks``) its order, then
checks what the floor must look like for that kind of race (``KINDS``) and counts a wrong
floor when it does not; it counts a wrong answer when the floor is right but a desk was
told the wrong thing (an undo refused without "already undone", an action nobody could
do). From time to time, and at the end, the audit replay (``tests.services.audit_replay``)
checks that the log explains the floor: when it cannot, that is a wrong floor too.
``together=False`` runs the same rounds with the desks taking turns (no barrier): the
baseline the benchmark puts beside the races.

    report = run_races(url, "close_vs_seat", rounds=30)
    assert report.wrong_floors == 0, report.summary()
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from floorman.services import (
    games,
    must_move,
    players,
    seats,
    tournament_clock,
    tournaments,
    waitlists,
)
from floorman.services.desk import Desk, house_settings
from floorman.services.tournament_reads import pending_plan
from floorman.store import open_store
from floorman.store.clock_models import TournamentClock
from floorman.store.models import (
    HELD,
    PLAYING,
    AuditEntry,
    CardTable,
    Game,
    Player,
    Seat,
    WaitlistEntry,
)
from floorman.store.tournament_models import Tournament, TournamentEntry
from floorman.store.tournament_models import TournamentTable as TournamentTableRow
from floorman.tournament.structure_templates import template
from tests.services.audit_replay import AuditReplay, differs, stored_row
from tests.services.race_desks import REFUSED, Order, Outcome, RaceDesks, RaceReport, Verdict

PASSES_KEPT = 3  # both "not here" calls of a race must count without dropping the entry


# --- the floor the races run on ----------------------------------------------------------


@dataclass(frozen=True)
class Race:
    """One round: the orders for desk 1, 2 (and 3), and how to check the floor after."""

    orders: list[Order]
    check: Callable[[Session, list[Outcome]], Verdict]


def _seat_text(session: Session, seat: Seat) -> str:
    table = session.get(CardTable, seat.table_id)
    player = session.get(Player, seat.player_id)
    return (f"{player.name if player else seat.player_id} {seat.state} at table "
            f"{table.number if table else seat.table_id}, seat {seat.number}")


class RaceFloor:
    """The parent desk's side of the races on one store: the room, a fresh seat or
    player for each round, the round itself, and the audit replay."""

    def __init__(self, url: str, desks: RaceDesks) -> None:
        self.url = url
        self.desks = desks
        self.store_name = "sqlite" if url.startswith("sqlite") else "postgresql"
        self.desk = Desk(open_store(url), actor="race-floor")
        self._set_up_room()
        desks.open(url)
        self._lanes: dict[int, tuple[int, int, int]] = {}  # lane -> table id, number, next seat
        self._replay = AuditReplay()

    def close(self) -> None:
        self.desks.release()
        self.desk.store.close()

    def __enter__(self) -> RaceFloor:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self.desk.store.reading() as session:
            yield session

    def _set_up_room(self) -> None:
        """One 1/2 no-limit game (found again when the store already has it), and a house
        that keeps a place for three missed calls."""
        with self.reading() as session:
            game = session.execute(select(Game.id).order_by(Game.id)).scalars().first()
            last_table = session.execute(select(func.max(CardTable.number))).scalar_one()
            on_file = session.execute(select(func.count(Player.id))).scalar_one()
            kept = house_settings(session).passes_kept
        if game is None:
            game = games.add_game(self.desk, variant="holdem", betting="no_limit",
                                  stake_small="1", stake_big="2", min_buy_in="100",
                                  max_buy_in="300").created_id
        if kept != PASSES_KEPT:
            games.set_house(self.desk, passes_kept=PASSES_KEPT)
        self.game = game
        self._next_table = (last_table or 0) + 1
        self._next_player = on_file + 1

    def new_table(self) -> tuple[int, int]:
        """A new open table of the game, empty: its id and number."""
        number = self._next_table
        self._next_table += 1
        return games.open_table(self.desk, number=number, game_id=self.game).created_id, number

    def new_event(self, n: int, entrants: int, tables: int) -> int:
        """A new tournament of ``entrants`` at ``tables`` 9-max tables, its seats drawn:
        its id. Its table numbers come from the same count as the cash tables', so no
        number is in play twice."""
        numbers = list(range(self._next_table, self._next_table + tables))
        self._next_table += tables
        event = tournaments.create_tournament(
            self.desk, name=f"Race {self.store_name} {n} {numbers[0]}", variant="holdem",
            betting="no_limit", table_size=9, tables=numbers, starting_stack=10_000
        ).created_id
        tournaments.register_entrants(self.desk, tournament_id=event,
                                      names=[f"Racer {self._next_player + i}"
                                             for i in range(entrants)])
        self._next_player += entrants
        tournaments.draw_seats(self.desk, tournament_id=event)
        return event

    def seated_entries(self, event: int) -> dict[int, list[int]]:
        """Table number -> the entries seated there, by seat."""
        with self.reading() as session:
            rows = session.execute(
                select(TournamentTableRow.number, TournamentEntry.id)
                .join(TournamentEntry, TournamentEntry.table_id == TournamentTableRow.id)
                .where(TournamentEntry.tournament_id == event)
                .order_by(TournamentTableRow.number, TournamentEntry.seat)).all()
        found: dict[int, list[int]] = {}
        for number, entry in rows:
            found.setdefault(number, []).append(entry)
        return found

    def new_player(self) -> int:
        name = f"Racer {self._next_player}"
        self._next_player += 1
        return players.add_player(self.desk, name=name).created_id

    def free_seat(self, lane: int = 0) -> tuple[int, int, int]:
        """An empty seat no earlier round used (table id, table number, seat); each lane
        has its own table, so two lanes give seats at two different tables."""
        table, number, seat = self._lanes.get(lane, (0, 0, 10))
        while True:
            if seat > 9:
                (table, number), seat = self.new_table(), 1
            with self.reading() as session:
                # A break in an earlier round may have seated its players here.
                taken = session.execute(select(Seat.id).where(
                    Seat.table_id == table, Seat.number == seat)).first() is not None
            if not taken:
                break
            seat += 1
        self._lanes[lane] = (table, number, seat + 1)
        return table, number, seat

    def race(self, kind: str, report: RaceReport, *, together: bool = True) -> None:
        """Set up one round of ``kind``, have the desks act, check, and add to ``report``."""
        race = KINDS[kind].set_up(self, report.rounds + 1)
        started = time.perf_counter()
        outcomes = self.desks.act(race.orders, together=together,
                                  first=report.rounds % len(race.orders))
        elapsed_ms = (time.perf_counter() - started) * 1000
        with self.reading() as session:
            verdict = race.check(session, outcomes)
        report.add(report.rounds + 1, outcomes, verdict, elapsed_ms)

    def replay_differences(self, *, every_row: bool = True) -> list[str]:
        """Rebuild the floor from the audit log and compare it with the store (see
        ``AuditReplay.differences``). Each call applies only the entries written since
        the last one; without ``every_row`` only the rows they touched are compared."""
        with self.reading() as session:
            return self._replay.differences(session, every_row=every_row)


# --- the kinds of race ----------------------------------------------------------------


@dataclass(frozen=True)
class RaceKind:
    """A kind of race: what happens on the floor, how many desks, and whether exactly
    one of the desks may succeed (so a refusal is the normal end of a round)."""

    name: str
    what: str
    desks: int
    exclusive: bool
    set_up: Callable[[RaceFloor, int], Race]


def _close_vs_seat(floor: RaceFloor, n: int) -> Race:
    table, number = floor.new_table()
    player = floor.new_player()
    if n % 2:  # holds do not stop a table closing; every other round has one
        holder = floor.new_player()
        seats.hold_seat(floor.desk, table_id=table, seat=9, player_id=holder)
    orders = [Order("close_table", {"table_id": table}),
              Order("seat_player", {"table_id": table, "seat": 1, "player_id": player})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        closing, seating = outcomes
        found = session.get(CardTable, table)
        assert found is not None
        rows = session.execute(select(Seat).where(Seat.table_id == table)).scalars().all()
        if not found.is_open and rows:
            shown = ", ".join(_seat_text(session, s) for s in rows)
            verdict.wrong_floor.append(f"table {number} is closed yet has {shown}")
        if closing.ok and found.is_open:
            verdict.wrong_floor.append(f"table {number} was closed but is open")
        if seating.ok and not any(s.player_id == player and s.state == PLAYING for s in rows):
            verdict.wrong_floor.append(f"the player seated at table {number} is not there")
        if not closing.ok and not seating.ok:
            verdict.wrong_answer.append("both desks were refused")
        return verdict

    return Race(orders, check)


def _not_here_twice(floor: RaceFloor, n: int) -> Race:
    player = floor.new_player()
    entry = waitlists.add_to_waitlist(floor.desk, game_id=floor.game,
                                      player_id=player).created_id
    orders = [Order("not_here", {"entry_id": entry}), Order("not_here", {"entry_id": entry})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        counted = sum(o.ok for o in outcomes)
        found = session.get(WaitlistEntry, entry)
        if found is None:
            verdict.wrong_floor.append(f"the entry was dropped after {counted} missed calls "
                                       f"though the house keeps {PASSES_KEPT}")
        elif found.passes != counted:
            verdict.wrong_floor.append(f"the entry shows {found.passes} passes after "
                                       f"{counted} successful 'not here'")
        for outcome in outcomes:
            if outcome.status == REFUSED:
                verdict.wrong_answer.append(f"{outcome.desk} was refused though the house "
                                            f"keeps {PASSES_KEPT} passes")
        return verdict

    return Race(orders, check)


def _undo_twice(floor: RaceFloor, n: int) -> Race:
    table, _, seat = floor.free_seat()
    player = floor.new_player()
    if n % 2 == 0:  # every other round the player is seated off the list (undo puts back)
        waitlists.add_to_waitlist(floor.desk, game_id=floor.game, player_id=player)
    action = seats.seat_player(floor.desk, table_id=table, seat=seat, player_id=player)
    with floor.reading() as session:
        logged = session.get(AuditEntry, action.audit_id)
        assert logged is not None
        before: dict[str, dict[str, Any]] = logged.before
    orders = [Order("revert", {"audit_id": action.audit_id}),
              Order("revert", {"audit_id": action.audit_id})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        undone = [o for o in outcomes if o.ok]
        if len(undone) > 1:
            verdict.wrong_floor.append(f"'{action.summary.en}' was undone {len(undone)} times")
        for table_name, rows in before.items():
            for row_id, row in rows.items():
                now = stored_row(session, table_name, row_id)
                if now != row:
                    verdict.wrong_floor.append(
                        f"{table_name} {row_id} is not back as before "
                        f"'{action.summary.en}': {differs(row, now, 'before', 'now')}")
        for outcome in outcomes:
            if outcome.status == REFUSED and "already undone" not in outcome.text:
                verdict.wrong_answer.append(f"{outcome.desk} was not told 'already undone'")
        return verdict

    return Race(orders, check)


def _seat_vs_list(floor: RaceFloor, n: int) -> Race:
    table, number, seat = floor.free_seat()
    player = floor.new_player()
    orders = [Order("seat_player", {"table_id": table, "seat": seat, "player_id": player}),
              Order("add_to_waitlist", {"game_id": floor.game, "player_id": player})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        seating = outcomes[0]
        played = session.execute(
            select(Seat).where(Seat.player_id == player, Seat.state != HELD)).scalars().all()
        listed = session.execute(
            select(WaitlistEntry).where(WaitlistEntry.player_id == player,
                                        WaitlistEntry.game_id == floor.game)
        ).scalars().all()
        if played and listed:
            verdict.wrong_floor.append(f"the player is seated in the game "
                                       f"({_seat_text(session, played[0])}) and on its list")
        if seating.ok and not played:
            verdict.wrong_floor.append(f"the player seated at table {number} is not there")
        if not seating.ok:
            verdict.wrong_answer.append(f"seat {seat} at table {number} was free, yet "
                                        f"{seating.desk} could not seat the player")
        return verdict

    return Race(orders, check)


def _one_claim_wins(claims: list[tuple[Order, int]], what: str) -> Callable[
        [Session, list[Outcome]], Verdict]:
    """The check of a race where exactly one claim must win: ``claims`` pairs each
    desk's order with the player it is for. The winner has exactly the seat its order
    asked for; every other player has no seat at all."""

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        winners = [i for i, o in enumerate(outcomes) if o.ok]
        if len(winners) != 1:
            verdict.wrong_floor.append(f"{len(winners)} desks succeeded {what}")
        for index, (order, player) in enumerate(claims):
            rows = session.execute(select(Seat).where(Seat.player_id == player)
                                   ).scalars().all()
            shown = ", ".join(_seat_text(session, s) for s in rows)
            if index in winners:
                facts = order.facts
                state = HELD if order.action == "hold_seat" else PLAYING
                wanted = [s for s in rows if (s.table_id, s.number, s.state)
                          == (facts["table_id"], facts["seat"], state)]
                if len(wanted) != 1 or len(rows) != 1:
                    verdict.wrong_floor.append(f"{outcomes[index].desk} succeeded, and its "
                                               f"player has {shown or 'no seat'}")
            elif rows and not any(claims[i][1] == player for i in winners):
                verdict.wrong_floor.append(f"{outcomes[index].desk} was "
                                           f"{outcomes[index].status}, yet its player has "
                                           f"{shown}")
        if not winners:
            verdict.wrong_answer.append("nobody got what all of them asked for")
        return verdict

    return check


def _same_seat(floor: RaceFloor, n: int) -> Race:
    table, _, seat = floor.free_seat()
    claims = [(Order("seat_player", {"table_id": table, "seat": seat, "player_id": player}),
               player) for player in (floor.new_player(), floor.new_player())]
    return Race([order for order, _ in claims], _one_claim_wins(claims, "in one seat"))


def _three_desks(floor: RaceFloor, n: int) -> Race:
    table, _, seat = floor.free_seat()
    walk_ins = [floor.new_player(), floor.new_player()]
    called = floor.new_player()
    claims = [(Order("seat_player", {"table_id": table, "seat": seat, "player_id": p}), p)
              for p in walk_ins]
    claims.append((Order("hold_seat", {"table_id": table, "seat": seat, "player_id": called}),
                   called))
    return Race([order for order, _ in claims],
                _one_claim_wins(claims, "with the last seat (two seat, one holds)"))


def _one_player_two_tables(floor: RaceFloor, action: str, what: str) -> Race:
    player = floor.new_player()
    claims = []
    for lane in (0, 1):
        table, _, seat = floor.free_seat(lane)
        claims.append((Order(action, {"table_id": table, "seat": seat, "player_id": player}),
                       player))
    return Race([order for order, _ in claims], _one_claim_wins(claims, what))


def _same_player_two_tables(floor: RaceFloor, n: int) -> Race:
    return _one_player_two_tables(floor, "seat_player", "seating one player at two tables")


def _two_holds(floor: RaceFloor, n: int) -> Race:
    return _one_player_two_tables(floor, "hold_seat", "holding two seats for one player")


def _table_to_break(floor: RaceFloor) -> tuple[int, int, list[int], dict[int, str]]:
    """A new table with three players (its id, number, players) and their card draw."""
    table, number = floor.new_table()
    people = [floor.new_player() for _ in range(3)]
    for seat, player in enumerate(people, start=1):
        seats.seat_player(floor.desk, table_id=table, seat=seat, player_id=player)
    return table, number, people, dict(zip(people, ("As", "Kh", "2c"), strict=True))


def _places(session: Session, player: int, game: int) -> list[str]:
    """Every place a player has in the game: seats played or held, and list entries."""
    rows = session.execute(select(Seat).where(Seat.player_id == player)).scalars().all()
    found = [_seat_text(session, s) for s in rows]
    listed = session.execute(select(WaitlistEntry).where(
        WaitlistEntry.player_id == player, WaitlistEntry.game_id == game)).scalars().all()
    return found + ["on the list"] * len(listed)


def _broken_right(session: Session, table: int, number: int, people: list[int],
                  game: int, verdict: Verdict) -> None:
    found = session.get(CardTable, table)
    assert found is not None
    if found.is_open:
        verdict.wrong_floor.append(f"table {number} was broken but is open")
    for player in people:
        places = _places(session, player, game)
        if len(places) != 1 or any(f"table {number}," in p for p in places):
            verdict.wrong_floor.append(f"after the break of table {number} player {player} "
                                       f"has {places or 'no place'}")


def _break_twice(floor: RaceFloor, n: int) -> Race:
    table, number, people, cards = _table_to_break(floor)
    orders = [Order("break_table", {"table_id": table, "cards": cards}),
              Order("break_table", {"table_id": table, "cards": cards})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        if sum(o.ok for o in outcomes) != 1:
            verdict.wrong_floor.append(f"{sum(o.ok for o in outcomes)} desks broke table "
                                       f"{number}")
        _broken_right(session, table, number, people, floor.game, verdict)
        for outcome in outcomes:
            if outcome.status == REFUSED and "already closed" not in outcome.text:
                verdict.wrong_answer.append(f"{outcome.desk} was not told the table is "
                                            f"already closed: {outcome.text}")
        return verdict

    return Race(orders, check)


def _break_vs_move(floor: RaceFloor, n: int) -> Race:
    table, number, people, cards = _table_to_break(floor)
    moved = people[n % 3]
    target, target_number, seat = floor.free_seat(1)
    orders = [Order("break_table", {"table_id": table, "cards": cards}),
              Order("move_player", {"player_id": moved, "table_id": target, "seat": seat,
                                    "from_table_id": table})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        breaking_, moving = outcomes
        if breaking_.ok == moving.ok:
            verdict.wrong_floor.append(f"the break and the move of one of its players both "
                                       f"{'succeeded' if moving.ok else 'failed'}")
        if breaking_.ok:
            _broken_right(session, table, number, people, floor.game, verdict)
        if moving.ok:
            places = _places(session, moved, floor.game)
            wanted = f"table {target_number}, seat {seat}"
            if len(places) != 1 or not places[0].endswith(wanted):
                verdict.wrong_floor.append(f"the moved player has {places}, not {wanted}")
        for outcome in outcomes:
            if outcome.status == REFUSED and "no longer at table" not in outcome.text:
                verdict.wrong_answer.append(f"{outcome.desk} was not told plainly that the "
                                            f"player had gone: {outcome.text}")
        return verdict

    return Race(orders, check)


def _chain(floor: RaceFloor) -> tuple[int, int, int, list[int]]:
    """A new main table and its must-move with two players (listed, the second first):
    the main table's id and number, the must-move's id, and the players in list order."""
    main, main_number = floor.new_table()
    feeder, _ = floor.new_table()
    must_move.make_must_move(floor.desk, table_id=feeder, main_table_id=main)
    people = [floor.new_player(), floor.new_player()]
    for player in people:
        waitlists.add_to_waitlist(floor.desk, game_id=floor.game, player_id=player)
    for seat, player in ((1, people[1]), (2, people[0])):
        seats.seat_player(floor.desk, table_id=feeder, seat=seat, player_id=player)
    return main, main_number, feeder, people


def _same_main_seat(floor: RaceFloor, n: int) -> Race:
    main, number, _feeder, people = _chain(floor)
    orders = [Order("hold_for_must_move", {"table_id": main, "seat": 1}),
              Order("hold_for_must_move", {"table_id": main, "seat": 1})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        won = [o for o in outcomes if o.ok]
        rows = session.execute(select(Seat).where(Seat.table_id == main)).scalars().all()
        if len(won) != 1:
            verdict.wrong_floor.append(f"{len(won)} desks held main seat 1 at table {number}")
        if len(rows) != 1 or rows[0].player_id != people[0] or rows[0].state != HELD \
                or rows[0].move_condition is None:
            shown = ", ".join(_seat_text(session, s) for s in rows) or "nothing"
            verdict.wrong_floor.append(f"table {number} shows {shown}, not one move held for "
                                       "the first on the list")
        for outcome in outcomes:
            if outcome.status == REFUSED and "is held for" not in outcome.text:
                verdict.wrong_answer.append(f"{outcome.desk} was not told plainly who holds "
                                            f"the seat: {outcome.text}")
        return verdict

    return Race(orders, check)


def _confirm_twice(floor: RaceFloor, n: int) -> Race:
    main, _number, _feeder, people = _chain(floor)
    must_move.hold_for_must_move(floor.desk, table_id=main, seat=1)
    orders = [Order("confirm_move", {"table_id": main, "seat": 1}),
              Order("confirm_move", {"table_id": main, "seat": 1})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        if sum(o.ok for o in outcomes) != 1:
            verdict.wrong_floor.append(f"{sum(o.ok for o in outcomes)} desks confirmed one move")
        rows = session.execute(select(Seat).where(Seat.player_id == people[0])).scalars().all()
        if [(s.table_id, s.number, s.state) for s in rows] != [(main, 1, PLAYING)]:
            shown = ", ".join(_seat_text(session, s) for s in rows) or "no seat"
            verdict.wrong_floor.append(f"the moved player has {shown}")
        for outcome in outcomes:
            if outcome.status == REFUSED and "no pending must-move" not in outcome.text:
                verdict.wrong_answer.append(f"{outcome.desk} was not told the move was made: "
                                            f"{outcome.text}")
        return verdict

    return Race(orders, check)


def _only_one(outcomes: list[Outcome], what: str, verdict: Verdict, refused: str) -> None:
    """Exactly one desk made it; the others were told ``refused`` (a part of the words)."""
    if sum(o.ok for o in outcomes) != 1:
        verdict.wrong_floor.append(f"{sum(o.ok for o in outcomes)} desks {what}")
    for outcome in outcomes:
        if outcome.status == REFUSED and refused not in outcome.text:
            verdict.wrong_answer.append(f"{outcome.desk} was not told why: {outcome.text}")


def _one_seat_each(session: Session, event: int) -> list[str]:
    """What is wrong with the event's seats: a table over its size or an entry seated
    without a table (the unique index keeps two in one seat out)."""
    wrong = []
    for number, size, count in session.execute(
            select(TournamentTableRow.number, TournamentTableRow.size,
                   func.count(TournamentEntry.id))
            .join(TournamentEntry, TournamentEntry.table_id == TournamentTableRow.id)
            .where(TournamentTableRow.tournament_id == event)
            .group_by(TournamentTableRow.number, TournamentTableRow.size)):
        if count > size:
            wrong.append(f"table {number} has {count} players in {size} seats")
    return wrong


def _bust_twice(floor: RaceFloor, n: int) -> Race:
    event = floor.new_event(n, 18, 2)
    entry = floor.seated_entries(event)[min(floor.seated_entries(event))][0]
    orders = [Order("bust_out", {"tournament_id": event, "busts": {entry: 1000}}),
              Order("bust_out", {"tournament_id": event, "busts": {entry: 2000}})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        _only_one(outcomes, "put one player out", verdict, "already out")
        row = session.get(TournamentEntry, entry)
        left = session.execute(select(Tournament.remaining).where(Tournament.id == event)
                               ).scalar_one()
        if row is None or row.state != "busted" or row.place != 18 or left != 17:
            verdict.wrong_floor.append(f"the player out has place {row and row.place}, "
                                       f"{left} players left")
        return verdict

    return Race(orders, check)


def _tournament_move_twice(floor: RaceFloor, n: int) -> Race:
    event = floor.new_event(n, 18, 2)
    seated = floor.seated_entries(event)
    short = min(seated)
    tournaments.bust_out(floor.desk, tournament_id=event,
                         busts={seated[short][0]: 1000, seated[short][1]: 2000})
    plan = pending_plan(floor.desk, event)  # 7 and 9: one player moves
    assert plan is not None and plan.kind == "balance" and len(plan.moves) == 1, plan
    (move,) = plan.moves
    facts = {"tournament_id": event, "entry_id": move.entrant, "to_table": move.to_table,
             "to_seat": move.to_seat}
    orders = [Order("confirm_tournament_move", facts),
              Order("confirm_tournament_move", dict(facts))]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        _only_one(outcomes, "made one balancing move", verdict, "no longer")
        row = session.get(TournamentEntry, move.entrant)
        table = session.get(TournamentTableRow, row.table_id) if row and row.table_id else None
        if row is None or table is None or (table.number, row.seat) != (move.to_table,
                                                                         move.to_seat):
            verdict.wrong_floor.append(f"the moved player sits at {table and table.number}, "
                                       f"seat {row and row.seat}")
        verdict.wrong_floor.extend(_one_seat_each(session, event))
        return verdict

    return Race(orders, check)


def _tournament_break_twice(floor: RaceFloor, n: int) -> Race:
    event = floor.new_event(n, 37, 5)  # 8, 8, 7, 7 and 7
    seated = floor.seated_entries(event)
    fullest = max(seated, key=lambda number: len(seated[number]))
    # 36 left: they fit at four tables (a break; at three it would be a redraw)
    tournaments.bust_out(floor.desk, tournament_id=event, busts={seated[fullest][0]: 1000})
    plan = pending_plan(floor.desk, event)
    assert plan is not None and plan.kind == "break", plan
    orders = [Order("break_tournament_table", {"tournament_id": event}),
              Order("break_tournament_table", {"tournament_id": event})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        _only_one(outcomes, "broke one table", verdict, "No table has to break now")
        in_play = session.execute(select(func.count(TournamentTableRow.id)).where(
            TournamentTableRow.tournament_id == event,
            TournamentTableRow.broken_at.is_(None))).scalar_one()
        seated_now = session.execute(select(func.count(TournamentEntry.id)).where(
            TournamentEntry.tournament_id == event, TournamentEntry.state == "seated",
            TournamentEntry.table_id.is_not(None))).scalar_one()
        if in_play != 4 or seated_now != 36:
            verdict.wrong_floor.append(f"{in_play} tables in play, {seated_now} seated")
        verdict.wrong_floor.extend(_one_seat_each(session, event))
        return verdict

    return Race(orders, check)


def _clocked_event(floor: RaceFloor, n: int) -> int:
    """A small event with the regular structure and its clock running."""
    event = floor.new_event(n, 9, 1)
    tournament_clock.save_structure(floor.desk, tournament_id=event,
                                    levels=template("regular").levels)
    tournament_clock.start_clock(floor.desk, tournament_id=event)
    return event


def _pause_twice(floor: RaceFloor, n: int) -> Race:
    event = _clocked_event(floor, n)
    orders = [Order("pause_clock", {"tournament_id": event}),
              Order("pause_clock", {"tournament_id": event})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        _only_one(outcomes, "paused the clock", verdict, "already paused")
        row = session.get(TournamentClock, event)
        if row is None or row.running or row.level != 0:
            verdict.wrong_floor.append(f"the clock is {row and row.running} on level "
                                       f"{row and row.level}")
        return verdict

    return Race(orders, check)


def _next_level_twice(floor: RaceFloor, n: int) -> Race:
    event = _clocked_event(floor, n)
    orders = [Order("next_level", {"tournament_id": event, "level": 0}),
              Order("next_level", {"tournament_id": event, "level": 0})]

    def check(session: Session, outcomes: list[Outcome]) -> Verdict:
        verdict = Verdict()
        _only_one(outcomes, "moved the clock on", verdict, "already on")
        row = session.get(TournamentClock, event)
        if row is None or row.level != 1:
            verdict.wrong_floor.append(f"the clock is on level index {row and row.level}, "
                                       "not 1")
        return verdict

    return Race(orders, check)


KINDS: dict[str, RaceKind] = {kind.name: kind for kind in (
    RaceKind("close_vs_seat", "one desk closes an empty table (maybe with a hold) while "
             "another seats a player there", 2, True, _close_vs_seat),
    RaceKind("not_here_twice", "two desks mark the same listed player 'not here' (the "
             f"house keeps {PASSES_KEPT} passes: both count)", 2, False, _not_here_twice),
    RaceKind("undo_twice", "two desks undo the same seating", 2, True, _undo_twice),
    RaceKind("seat_vs_list", "one desk seats a player in the game while another puts him "
             "on the game's list", 2, False, _seat_vs_list),
    RaceKind("same_seat", "two desks seat two players in one empty seat", 2, True,
             _same_seat),
    RaceKind("same_player_two_tables", "two desks seat one player at two tables", 2, True,
             _same_player_two_tables),
    RaceKind("three_desks", "three desks give away the same seat: two seat walk-ins, one "
             "holds it for a called player", 3, True, _three_desks),
    RaceKind("two_holds", "two desks hold seats at two tables for one player", 2, True,
             _two_holds),
    RaceKind("same_main_seat", "two desks hold the same main-game seat for the must-move "
             "(RRoP 2.iii.9)", 2, True, _same_main_seat),
    RaceKind("confirm_twice", "two desks confirm the same must-move", 2, True,
             _confirm_twice),
    RaceKind("break_twice", "two desks break the same table with the same draw", 2, True,
             _break_twice),
    RaceKind("break_vs_move", "one desk breaks a table while another moves one of its "
             "players to another table", 2, True, _break_vs_move),
    RaceKind("bust_twice", "two desks put the same tournament player out", 2, True,
             _bust_twice),
    RaceKind("tournament_move_twice", "two desks confirm the same balancing move", 2, True,
             _tournament_move_twice),
    RaceKind("tournament_break_twice", "two desks break the same tournament table", 2,
             True, _tournament_break_twice),
    RaceKind("clock_pause_twice", "two desks pause the same tournament clock", 2, True,
             _pause_twice),
    RaceKind("clock_next_twice", "two desks move the same clock on from the level they "
             "both showed", 2, True, _next_level_twice),
)}


def run_races(url: str, kind: str, rounds: int, desks: RaceDesks | int = 3, *,
              together: bool = True, replay_every: int = 0) -> RaceReport:
    """Race ``rounds`` rounds of ``kind`` on the store at ``url`` and say what happened.

    ``desks`` is the desk processes to use (kept open by the caller) or how many to
    start for this run. The audit replay runs every ``replay_every`` rounds (0: only at
    the end)."""
    if kind not in KINDS:
        raise ValueError(f"no race kind '{kind}'; the kinds are {', '.join(KINDS)}")
    pool = RaceDesks(max(desks, KINDS[kind].desks)) if isinstance(desks, int) else desks
    try:
        if pool.count < KINDS[kind].desks:
            raise ValueError(f"{kind} needs {KINDS[kind].desks} desks, not {pool.count}")
        with RaceFloor(url, pool) as floor:
            report = RaceReport(kind, floor.store_name, together)
            for _ in range(rounds):
                floor.race(kind, report, together=together)
                if replay_every and report.rounds % replay_every == 0:
                    report.add_replay(floor.replay_differences())
            if not replay_every or report.rounds % replay_every:
                report.add_replay(floor.replay_differences())
    finally:
        if isinstance(desks, int):
            pool.close()
    return report
