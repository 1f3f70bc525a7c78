"""Views refresh from what changed: an action redraws its own tables and list rows,
a second desk follows the audit rows, and after any actions the incremental floor is the
floor a full read gives."""

# ruff: noqa: B023 (each action is built and run in the same round of its loop)

from __future__ import annotations

import random
from pathlib import Path

from floorman.services import games, players, seats, waitlists
from floorman.services.desk import Desk
from floorman.services.views import floor_view
from floorman.store import open_store
from tests.fakes import FakeClock
from tests.ui.conftest import Floor, make_window

from floorman.ui.floor_feed import UNDO_LIMIT
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow


def _more_tables(desk: Desk, floor: Floor, count: int = 4) -> list[int]:
    return [games.open_table(desk, number=10 + n, game_id=floor.game).created_id
            for n in range(count)]


def test_a_list_action_resets_no_model_and_redraws_no_table(
        listed: Floor, desk: Desk, window: MainWindow, qtbot: object) -> None:
    model = window.waitlists.model
    resets, inserted, removed = [], [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    model.rowsRemoved.connect(lambda _p, first, last: removed.append((first, last)))
    window.map.repaint()
    tiles = {table_id: pixmap.cacheKey()
             for table_id, (_key, pixmap) in window.map._tiles.items()}
    newcomer = players.add_player(desk, name="Rosa Molina").created_id
    window.feed.follow()
    change = window.feed.act(waitlists.add_to_waitlist, game_id=listed.game,
                             player_id=newcomer)
    assert window.feed.delta.tables == frozenset()
    assert window.feed.delta.lists == {listed.game}
    assert inserted == [(2, 2)]
    window.feed.act(waitlists.remove_from_waitlist, entry_id=change.created_id)
    assert removed == [(2, 2)]
    assert resets == []
    window.map.repaint()
    assert {table_id: pixmap.cacheKey()
            for table_id, (_key, pixmap) in window.map._tiles.items()} == tiles


def test_a_seat_action_redraws_only_its_table(floor: Floor, desk: Desk, window: MainWindow,
                                              qtbot: object) -> None:
    other = _more_tables(desk, floor)
    window.feed.follow()
    window.map.repaint()
    before = {t: p.cacheKey() for t, (_k, p) in window.map._tiles.items()}
    window.feed.act(seats.hold_seat, table_id=other[0], seat=3,
                    player_id=floor.players["José García"])
    assert window.feed.delta.tables == {other[0]}
    window.map.repaint()
    after = {t: p.cacheKey() for t, (_k, p) in window.map._tiles.items()}
    assert [t for t in after if after[t] != before.get(t)] == [other[0]]


def test_a_second_desk_follows_the_audit_rows_to_the_floor_a_full_read_gives(
        listed: Floor, desk: Desk, window: MainWindow, store_url: str, clock: FakeClock,
        language: Language, tmp_path: Path, qtbot: object) -> None:
    other_store = open_store(store_url)
    try:
        other = make_window(qtbot, Desk(other_store, clock=clock, actor="desk 2"), language,
                            tmp_path)
        other.feed.stop()
        ids = listed.players
        window.feed.act(seats.call_player, table_id=listed.table, seat=2,
                        player_id=ids["José García"])
        window.feed.act(seats.mark_away, table_id=listed.table, seat=1)
        window.feed.act(seats.request_table_change, player_id=ids["Marta Ruiz"])
        assert other.feed.poll()
        assert not other.feed.delta.full
        assert other.feed.view == floor_view(other.feed.desk) == window.feed.view
        assert other.map.view() is other.feed.view
        assert "called" in other.waitlists.model.notes(other.feed.view.lists[listed.game][0])
        other.close()
    finally:
        other_store.close()


def test_after_any_actions_the_incremental_floor_equals_a_full_read(
        floor: Floor, desk: Desk, window: MainWindow, clock: FakeClock,
        qtbot: object) -> None:
    """A seeded random shift of actions and undos; after each, the window's floor (and
    the lists it shows) must be what reading the whole store gives."""
    tables = [floor.table, *_more_tables(desk, floor, 3)]
    second = games.add_game(desk, variant="omaha", betting="pot_limit", stake_small="1",
                            stake_big="2", min_buy_in="100", max_buy_in="500").created_id
    tables.append(games.open_table(desk, number=30, game_id=second).created_id)
    people = list(floor.players.values()) + [
        players.add_player(desk, name=f"Jugador {n}").created_id for n in range(8)]
    window.feed.reload()
    rng = random.Random(10)
    feed = window.feed
    done = 0
    for _ in range(160):
        clock.advance(seconds=rng.randint(1, 90))
        view = feed.view
        table = feed.view.table(rng.choice(tables))
        seat = rng.choice(table.seats)
        player = rng.choice(people)
        entries = [e for entries in view.lists.values() for e in entries]
        choices = [
            lambda: feed.act(waitlists.add_to_waitlist, game_id=rng.choice([floor.game,
                                                                           second]),
                             player_id=player, call_in=rng.random() < 0.3),
            lambda: feed.act(waitlists.remove_from_waitlist, entry_id=rng.choice(entries).id),
            lambda: feed.act(waitlists.check_in, entry_id=rng.choice(entries).id),
            lambda: feed.act(waitlists.not_here, entry_id=rng.choice(entries).id),
            lambda: feed.act(seats.seat_player, table_id=table.id, seat=seat.number,
                             player_id=player, buy_in="200"),
            lambda: feed.act(seats.hold_seat, table_id=table.id, seat=seat.number,
                             player_id=player),
            lambda: feed.act(seats.release_hold, table_id=table.id, seat=seat.number),
            lambda: feed.act(seats.unseat_player, table_id=table.id, seat=seat.number),
            lambda: feed.act(seats.mark_away, table_id=table.id, seat=seat.number),
            lambda: feed.act(seats.mark_back, table_id=table.id, seat=seat.number),
            lambda: feed.act(seats.move_player, player_id=player, table_id=table.id,
                             seat=seat.number),
            lambda: feed.act(seats.request_table_change, player_id=player),
            lambda: feed.act(seats.cancel_table_change, player_id=player),
            lambda: feed.act(seats.call_player, table_id=table.id, seat=seat.number,
                             player_id=player, reason="asked for it"),
            feed.undo_stack.undo,
            feed.undo_stack.redo,
        ]
        try:
            rng.choice(choices)()
            done += 1
        except Exception as error:  # a refused action writes nothing: also a case
            if type(error).__name__ not in ("FloorError", "IndexError"):
                raise
        full = floor_view(desk)
        assert feed.view == full
        shown = window.waitlists.model
        for row in range(shown.rowCount()):
            game = shown.game(shown.index(row, 0))
            assert game is not None
            parent = shown.index(row, 0)
            assert [shown.entry(shown.index(n, 0, parent)) for n in
                    range(shown.rowCount(parent))] == list(full.lists.get(game.id, ()))
    assert done > 50  # most of the shift was actions, not refusals


def test_the_undo_stack_keeps_a_limited_number_of_actions(
        floor: Floor, window: MainWindow, qtbot: object) -> None:
    assert window.feed.undo_stack.undoLimit() == UNDO_LIMIT
    for _ in range(UNDO_LIMIT // 2 + 3):
        window.feed.act(seats.mark_away, table_id=floor.table, seat=1)
        window.feed.act(seats.mark_back, table_id=floor.table, seat=1)
    assert window.feed.undo_stack.count() == UNDO_LIMIT
    window.feed.undo_stack.undo()  # the newest still undo
    assert window.feed.view.table(floor.table).seats[0].state == "away"
