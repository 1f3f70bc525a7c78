"""The tournament clock through the services, on SQLite and PostgreSQL: the structure, the
clock's buttons, prizes, rebuys and add-ons, payout tables and the ``ClockView``.

Every action writes one audit row and can be undone from it; every bad input is
refused in both languages with the store exactly as it was. The clock is computed from
stored times: a desk killed with SIGKILL in the middle of a level is replaced by a new
one that reads the same level and time left, and two desks read the same second. Two
desk processes pressing pause (or next level) at the same moment pause (or move) once.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from floorman.services import tournament_clock as tc
from floorman.services.clock_views import PrizeSettings
from floorman.services.desk import Change, Desk, FloorError
from floorman.services.undo import revert
from floorman.store import Store, open_store
from floorman.store.clock_models import TournamentClock
from floorman.store.models import AuditEntry
from floorman.tournament.clock import ClockReading, ClockState, read_clock
from floorman.tournament.payouts import DEFAULT_PAYOUTS, PayoutRow
from floorman.tournament.structure import Level
from floorman.tournament.structure_templates import template
from tests.fakes import FakeClock
from tests.services.tournament_helpers import bust, event, refused, seats

ROOT = Path(__file__).resolve().parents[2]
MINUTE = 60_000
D = Decimal


def play(small: int, big: int, minutes: int = 20) -> Level:
    return Level(seconds=minutes * 60, small_blind=D(small), big_blind=D(big))


# 20, 20, a 10-minute break, 20, 20
LEVELS = (play(25, 50), play(50, 100), Level(seconds=600, is_break=True, colour_up=D(25)),
          play(100, 200), play(200, 400))


def audit_count(desk: Desk) -> int:
    with desk.store.reading() as session:
        return int(session.execute(select(func.count(AuditEntry.id))).scalar_one())


def logged(desk: Desk, change: Change) -> AuditEntry:
    with desk.store.reading() as session:
        entry = session.get(AuditEntry, change.audit_id)
        assert entry is not None
        return entry


def reading(desk: Desk, tid: int) -> ClockReading | None:
    return tc.clock_view(desk, tid).reading(desk.now())


@pytest.fixture
def tid(desk: Desk) -> int:
    """A tournament of 20 drawn at two tables, with the 20-20-break-20-20 structure."""
    found = event(desk, 20, size=10)
    tc.save_structure(desk, found, LEVELS)
    return found


# --- every action, one audit row ---------------------------------------------------------


def test_every_action_writes_one_audit_row_named_for_it(desk: Desk, clock: FakeClock) -> None:
    found = event(desk, 20, size=10)
    steps: list[tuple[str, Any]] = [
        ("tournament_structure", lambda: tc.save_structure(desk, found, LEVELS)),
        ("clock_start", lambda: tc.start_clock(desk, found)),
        ("clock_pause", lambda: tc.pause_clock(desk, found)),
        ("clock_resume", lambda: tc.resume_clock(desk, found)),
        ("clock_next_level", lambda: tc.next_level(desk, found)),
        ("clock_previous_level", lambda: tc.previous_level(desk, found, level=1)),
        ("clock_add_time", lambda: tc.add_clock_time(desk, found, 90)),
        ("tournament_prizes", lambda: tc.set_prizes(desk, found, PrizeSettings(
            buy_in=D(100), rebuy=D(100), rebuy_chips=D(10000), chip=D(5)))),
        ("tournament_rebuys", lambda: tc.record_rebuys(desk, found, 3)),
        ("tournament_add_ons", lambda: tc.record_add_ons(desk, found, 2)),
        ("tournament_payouts", lambda: tc.set_payouts(desk, found, (
            *DEFAULT_PAYOUTS[:3], PayoutRow(21, None, (D(50), D(30), D(20)))))),
        ("house_payouts", lambda: tc.set_house_payouts(desk, DEFAULT_PAYOUTS)),
    ]
    for name, step in steps:
        clock.advance(seconds=40)
        before = audit_count(desk)
        change = step()
        assert audit_count(desk) == before + 1, name
        entry = logged(desk, change)
        assert entry.action == name and entry.actor == "test"
        assert entry.summary_en == change.summary.en and entry.summary_es != entry.summary_en
        assert change.summary.en and change.summary.es
        touched = "house_settings" if name == "house_payouts" else "tournament_clocks"
        assert touched in change.touched, name


def test_the_summaries_say_what_the_clock_did(desk: Desk, tid: int, clock: FakeClock) -> None:
    started = tc.start_clock(desk, tid)
    assert started.summary.en == "Clock of Sunday started: level 1 (25/50), 20:00 left"
    assert started.summary.es == "Reloj de Sunday en marcha: nivel 1 (25/50), quedan 20:00"
    clock.advance(minutes=43)
    paused = tc.pause_clock(desk, tid)
    assert paused.summary.en == "Clock of Sunday paused: the break after level 2, 7:00 left"
    assert paused.summary.es == ("Reloj de Sunday en pausa: descanso tras el nivel 2, quedan "
                                 "7:00")
    moved = tc.next_level(desk, tid)
    assert moved.summary.es == "Reloj de Sunday pasa al nivel 3 (100/200), quedan 20:00"
    taken = tc.add_clock_time(desk, tid, -300)
    assert taken.summary.en == ("Clock of Sunday: 5:00 taken off, level 3 (100/200), 15:00 "
                                "left")
    one = tc.record_add_ons(desk, tid, 1)
    assert one.summary.en == "1 add-on recorded in Sunday (1 in all)"
    assert one.summary.es == "1 add-on anotado en Sunday (1 en total)"
    assert tc.record_rebuys(desk, tid, 2).summary.es == "2 recompras anotadas en Sunday (2 en " \
        "total)"
    assert tc.record_rebuys(desk, tid, -1).summary.es == "1 recompra quitada en Sunday (1 en " \
        "total)"


# --- the clock from stored times ---------------------------------------------------------


def test_the_clock_is_read_from_the_stored_moment(desk: Desk, tid: int,
                                                  clock: FakeClock) -> None:
    started_at = clock.now
    tc.start_clock(desk, tid)
    view = tc.clock_view(desk, tid)
    assert view.state == ClockState(0, 20 * MINUTE, True, started_at)
    clock.advance(minutes=25, seconds=30)
    assert reading(desk, tid) == ClockReading(1, 14 * MINUTE + 30_000, running=True)
    assert tc.clock_view(desk, tid).to_break_ms(clock.now) == 14 * MINUTE + 30_000
    tc.pause_clock(desk, tid)
    clock.advance(hours=2)
    assert reading(desk, tid) == ClockReading(1, 14 * MINUTE + 30_000, running=False)
    tc.resume_clock(desk, tid)
    clock.advance(minutes=20)
    assert reading(desk, tid) == ClockReading(2, 4 * MINUTE + 30_000, running=True)


def test_two_desks_on_the_store_read_the_same_second(store: Store, tid: int, desk: Desk,
                                                     clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    other = Desk(open_store(str(store.url.render_as_string(hide_password=False))),
                 clock=clock, actor="other")
    try:
        for step in range(0, 4000, 137):
            clock.advance(milliseconds=step)
            mine = tc.clock_view(desk, tid).reading(clock.now)
            theirs = tc.clock_view(other, tid).reading(clock.now)
            assert mine == theirs and mine is not None
            assert mine.text() == theirs.text()  # type: ignore[union-attr]
        tc.pause_clock(other, tid)
        assert tc.clock_view(desk, tid).state == tc.clock_view(other, tid).state
    finally:
        other.store.close()


def test_next_level_with_the_level_shown_refuses_a_clock_that_moved(
        desk: Desk, tid: int, clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    tc.next_level(desk, tid, level=0)
    error = refused(desk, tc.next_level, "clock", tournament_id=tid, level=0)
    assert "already on level 2 (50/100)" in error.text.en
    clock.advance(minutes=20)  # level 2's time ran out: on the break
    assert "already on the break after level 2" in refused(
        desk, tc.previous_level, "clock", tournament_id=tid, level=1).text.en
    tc.previous_level(desk, tid, level=2)
    assert reading(desk, tid) == ClockReading(1, 20 * MINUTE, running=True)
    refused(desk, tc.next_level, "level", tournament_id=tid, level="1")


# --- the structure changed while the clock is on ----------------------------------------


def test_a_structure_changed_under_a_running_clock_keeps_the_level_and_time_played(
        desk: Desk, tid: int, clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    clock.advance(minutes=35)  # level 2, 5:00 left (15 played)
    longer = list(LEVELS)
    longer[1] = play(50, 100, minutes=30)
    longer[0] = play(25, 50, minutes=5)  # already played: changes nothing now
    change = tc.save_structure(desk, tid, longer)
    assert "the clock is on level 2 (50/100), 15:00 left" in change.summary.en
    assert reading(desk, tid) == ClockReading(1, 15 * MINUTE, running=True)
    clock.advance(minutes=15)
    assert reading(desk, tid) == ClockReading(2, 10 * MINUTE, running=True)
    # levels after the one on take effect when reached
    later = list(longer)
    later[3] = play(100, 200, minutes=40)
    tc.save_structure(desk, tid, later)
    clock.advance(minutes=10)
    assert reading(desk, tid) == ClockReading(3, 40 * MINUTE, running=True)


def test_a_structure_that_would_lose_the_clock_is_refused(desk: Desk, tid: int,
                                                          clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    clock.advance(minutes=45)  # on row 3, the break, 5:00 left
    error = refused(desk, tc.save_structure, "levels", tournament_id=tid,
                    levels=list(LEVELS[:2]))
    assert "the clock is on the break after level 2 (row 3)" in error.text.en
    assert "has only 2 rows" in error.text.en
    shorter = list(LEVELS)
    shorter[2] = Level(seconds=240, is_break=True)  # 6 minutes off, only 5 left
    error = refused(desk, tc.save_structure, "levels", tournament_id=tid, levels=shorter)
    assert "shortening it by 6:00 would end it" in error.text.en
    shorter[2] = Level(seconds=360, is_break=True)  # 4 minutes off: 1:00 left
    tc.save_structure(desk, tid, shorter)
    assert reading(desk, tid) == ClockReading(2, MINUTE, running=True)


def test_levels_added_after_a_clock_that_ran_out_run_on_from_the_change(
        desk: Desk, tid: int, clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    clock.advance(hours=3)
    assert reading(desk, tid) == ClockReading(4, 0, running=True, ended=True)
    tc.save_structure(desk, tid, [*LEVELS, play(300, 600)])
    clock.advance(minutes=1)
    assert reading(desk, tid) == ClockReading(5, 19 * MINUTE, running=True)


def test_a_template_or_its_json_is_a_structure(desk: Desk) -> None:
    found = event(desk, 9)
    tc.save_structure(desk, found, template("deep").levels)
    assert tc.clock_view(desk, found).levels == template("deep").levels
    as_json: Any = [{"seconds": 600, "small_blind": "1", "big_blind": "2"}]
    tc.save_structure(desk, found, as_json)
    assert tc.clock_view(desk, found).levels == (Level(600, D(1), D(2)),)


# --- undo ----------------------------------------------------------------------------------


def test_undoing_a_pause_runs_the_clock_as_if_never_paused(desk: Desk, tid: int,
                                                           clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    clock.advance(minutes=5)
    paused = tc.pause_clock(desk, tid)
    clock.advance(minutes=3)
    revert(desk, paused.audit_id)
    assert reading(desk, tid) == ClockReading(0, 12 * MINUTE, running=True)


def test_undoing_a_level_change_or_the_start_puts_the_clock_back(desk: Desk, tid: int,
                                                                 clock: FakeClock) -> None:
    started = tc.start_clock(desk, tid)
    clock.advance(minutes=2)
    moved = tc.next_level(desk, tid)
    clock.advance(minutes=1)
    revert(desk, moved.audit_id)
    assert reading(desk, tid) == ClockReading(0, 17 * MINUTE, running=True)
    revert(desk, started.audit_id)
    assert tc.clock_view(desk, tid).state is None
    assert reading(desk, tid) is None


def test_undo_waits_for_the_later_clock_action_to_be_undone_first(desk: Desk, tid: int,
                                                                  clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    paused = tc.pause_clock(desk, tid)
    resumed = tc.resume_clock(desk, tid)
    with pytest.raises(FloorError) as error:
        revert(desk, paused.audit_id)
    assert "Clock of Sunday resumed" in error.value.text.en
    revert(desk, resumed.audit_id)
    revert(desk, paused.audit_id)
    assert tc.clock_view(desk, tid).state is not None
    assert tc.clock_view(desk, tid).state.running  # type: ignore[union-attr]


def test_undoing_the_first_structure_removes_the_row(desk: Desk) -> None:
    found = event(desk, 9)
    saved = tc.save_structure(desk, found, LEVELS)
    revert(desk, saved.audit_id)
    with desk.store.reading() as session:
        assert session.get(TournamentClock, found) is None
    assert tc.clock_view(desk, found).levels == ()


# --- bad input: a clear message, nothing written -----------------------------------------


def test_bad_structures_are_refused_with_nothing_written(desk: Desk) -> None:
    found = event(desk, 9)
    small_big = [play(25, 50), Level(1200, D(100), D(50))]
    error = refused(desk, tc.save_structure, "levels[1].big_blind", tournament_id=found,
                    levels=small_big)
    assert "big blind (50) is smaller than its small blind (100)" in error.text.en
    assert refused(desk, tc.save_structure, "levels[0].seconds", tournament_id=found,
                   levels=[Level(0, D(25), D(50))])
    with_blinds = [play(25, 50), Level(600, D(25), D(50), is_break=True)]
    assert "a break has none" in refused(desk, tc.save_structure, "levels[1]",
                                         tournament_id=found, levels=with_blinds).text.en
    assert refused(desk, tc.save_structure, "levels", tournament_id=found, levels=[])
    assert refused(desk, tc.save_structure, "levels", tournament_id=found, levels="20/40")
    assert refused(desk, tc.save_structure, "levels", tournament_id=found,
                   levels=[play(1, 2), "3/6"])


def test_starting_a_clock_without_a_structure_is_refused(desk: Desk) -> None:
    found = event(desk, 9)
    error = refused(desk, tc.start_clock, "structure", tournament_id=found)
    assert "no structure" in error.text.en and "no tiene estructura" in error.text.es
    tc.set_prizes(desk, found, PrizeSettings(buy_in=D(50)))  # a row, still no structure
    assert refused(desk, tc.start_clock, "structure", tournament_id=found)


def test_the_clock_refuses_what_makes_no_sense(desk: Desk, tid: int, clock: FakeClock) -> None:
    for press in (tc.pause_clock, tc.resume_clock, tc.next_level, tc.previous_level):
        assert "has not started" in refused(desk, press, "clock", tournament_id=tid).text.en
    assert refused(desk, tc.add_clock_time, "clock", tournament_id=tid, seconds=60)
    tc.start_clock(desk, tid)
    assert "already started" in refused(desk, tc.start_clock, "clock",
                                        tournament_id=tid).text.en
    assert "already running" in refused(desk, tc.resume_clock, "clock",
                                        tournament_id=tid).text.en
    assert "first level" in refused(desk, tc.previous_level, "clock",
                                    tournament_id=tid).text.en
    for bad in (0, True, "60", 1.5, -20 * 60):
        refused(desk, tc.add_clock_time, "seconds", tournament_id=tid, seconds=bad)
    tc.pause_clock(desk, tid)
    assert "already paused" in refused(desk, tc.pause_clock, "clock",
                                       tournament_id=tid).text.en


def test_a_tournament_that_does_not_exist_or_is_over_is_refused(desk: Desk) -> None:
    for press in (tc.start_clock, tc.pause_clock, tc.resume_clock, tc.next_level,
                  tc.previous_level):
        assert "no such tournament" in refused(desk, press, "tournament",
                                               tournament_id=999).text.en
    assert refused(desk, tc.save_structure, "tournament", tournament_id=999, levels=LEVELS)
    assert refused(desk, tc.set_prizes, "tournament", tournament_id="x",
                   prizes=PrizeSettings())
    with pytest.raises(FloorError):
        tc.clock_view(desk, 999)
    over = event(desk, 2, name="Heads-up")
    tc.save_structure(desk, over, LEVELS)
    tc.start_clock(desk, over)
    (table,) = seats(desk, over)
    bust(desk, over, table)
    for press in (tc.pause_clock, tc.next_level, tc.start_clock):
        assert "is over" in refused(desk, press, "tournament", tournament_id=over).text.en
    assert refused(desk, tc.save_structure, "tournament", tournament_id=over, levels=LEVELS)
    # the prizes are paid after the end: they may still be corrected
    tc.record_rebuys(desk, over, 1)
    assert tc.clock_view(desk, over).finished


def test_bad_prizes_and_counts_are_refused_with_nothing_written(desk: Desk, tid: int) -> None:
    for prizes, field in ((PrizeSettings(buy_in=D(-10)), "buy_in"),
                          (PrizeSettings(rebuy_chips=D(-1)), "rebuy_chips"),
                          (PrizeSettings(add_on=D("0.005")), "add_on"),
                          (PrizeSettings(chip=D(0)), "chip"),
                          (PrizeSettings(chip=D(-5)), "chip"),
                          (PrizeSettings(buy_in=D("NaN")), "buy_in")):
        refused(desk, tc.set_prizes, field, tournament_id=tid, prizes=prizes)
    refused(desk, tc.set_prizes, "prizes", tournament_id=tid, prizes={"buy_in": 100})
    error = refused(desk, tc.record_rebuys, "count", tournament_id=tid, count=-1)
    assert "Sunday has 0 rebuys recorded; 1 rebuy cannot be taken off" in error.text.en
    tc.record_add_ons(desk, tid, 2)
    refused(desk, tc.record_add_ons, "count", tournament_id=tid, count=-3)
    for bad in (0, True, "2", 10_001):
        refused(desk, tc.record_rebuys, "count", tournament_id=tid, count=bad)


def test_bad_payout_tables_are_refused_with_nothing_written(desk: Desk, tid: int) -> None:
    ninety = [PayoutRow(2, None, (D(60), D(30)))]
    error = refused(desk, tc.set_payouts, "rows[0]", tournament_id=tid, rows=ninety)
    assert "adds up to 90%, not 100%" in error.text.en
    refused(desk, tc.set_house_payouts, "rows[0]", rows=ninety)
    too_many = [PayoutRow(2, None, (D(50), D(30), D(20)))]
    assert "more than its 2 entries" in refused(desk, tc.set_payouts, "rows[0]",
                                                tournament_id=tid, rows=too_many).text.en
    gap = [PayoutRow(2, 10, (D(100),)), PayoutRow(12, None, (D(60), D(40)))]
    assert "gap or overlap" in refused(desk, tc.set_house_payouts, "rows[0]", rows=gap).text.en
    # 20 entries now: a table that stops at 10 cannot pay them
    small = [PayoutRow(2, 10, (D(100),))]
    assert "no row for 20 entries" in refused(desk, tc.set_payouts, "entries",
                                              tournament_id=tid, rows=small).text.en
    refused(desk, tc.set_payouts, "payouts", tournament_id=tid, rows="50/30/20")
    refused(desk, tc.set_house_payouts, "payouts", rows=[])


# --- prizes, payouts and the view --------------------------------------------------------


def test_the_view_has_the_figures_the_prizes_and_the_places(desk: Desk, tid: int) -> None:
    tc.set_prizes(desk, tid, PrizeSettings(buy_in=D(100), rebuy=D(100), add_on=D(50),
                                           rebuy_chips=D(10000), add_on_chips=D(15000),
                                           rebuys=99, chip=D(25)))
    tc.record_rebuys(desk, tid, 4)
    tc.record_add_ons(desk, tid, 3)
    table = min(seats(desk, tid))
    out = bust(desk, tid, table, 2, chips={0: 500, 1: 800})
    view = tc.clock_view(desk, tid)
    assert (view.entries, view.remaining, view.starting_stack) == (20, 18, D(10000))
    assert view.prizes == PrizeSettings(D(100), D(100), D(50), D(10000), D(15000), 4, 3, D(25))
    assert view.pool == D(20 * 100 + 4 * 100 + 3 * 50)
    assert view.total_chips == D(20 * 10000 + 4 * 10000 + 3 * 15000)
    assert view.average_stack == view.total_chips / 18
    assert view.payouts == DEFAULT_PAYOUTS and not view.own_payouts
    amounts = view.amounts()
    assert len(amounts) == 3 and sum(amounts) == view.pool
    assert amounts[1] % 25 == 0 and amounts[2] % 25 == 0
    assert [(p.place, p.entry_id) for p in view.places] == [(19, out[1]), (20, out[0])]
    assert view.version == audit_count(desk)


def test_a_tournament_pays_by_its_own_table_or_the_house_s(desk: Desk, tid: int) -> None:
    own = (PayoutRow(2, 10, (D(100),)), PayoutRow(11, None, (D(60), D(40))))
    tc.set_payouts(desk, tid, own)
    view = tc.clock_view(desk, tid)
    assert view.payouts == own and view.own_payouts
    house = (PayoutRow(2, 15, (D(70), D(30))), PayoutRow(16, None, (D(50), D(30), D(20))))
    tc.set_house_payouts(desk, house)
    assert tc.house_payouts(desk) == house
    assert tc.clock_view(desk, tid).payouts == own  # its own still
    tc.set_payouts(desk, tid, None)
    assert tc.clock_view(desk, tid).payouts == house
    other = event(desk, 9, name="Monday", tables=[7], draw=False)
    assert tc.clock_view(desk, other).payouts == house  # no row: the house's
    tc.set_house_payouts(desk, None)
    assert tc.house_payouts(desk) == DEFAULT_PAYOUTS
    assert tc.clock_view(desk, tid).payouts == DEFAULT_PAYOUTS


def test_the_counts_are_not_set_by_the_prize_form(desk: Desk, tid: int) -> None:
    """A form opened before another desk sold a rebuy never takes that rebuy back."""
    tc.record_rebuys(desk, tid, 5)
    tc.set_prizes(desk, tid, PrizeSettings(buy_in=D(100), rebuys=0, add_ons=7))
    assert (tc.clock_view(desk, tid).prizes.rebuys,
            tc.clock_view(desk, tid).prizes.add_ons) == (5, 0)


def test_a_tournament_with_nothing_set_reads_empty(desk: Desk) -> None:
    found = event(desk, 6, draw=False)
    view = tc.clock_view(desk, found)
    assert (view.levels, view.state, view.entries, view.remaining) == ((), None, 6, 6)
    assert view.reading(desk.now()) is None and view.pool == 0
    assert view.amounts() == (D(0), D(0))  # 6 entries pay two places, of nothing yet
    figures = tc.clock_figures(view, desk.now())
    assert figures == {"tournament": "Sunday", "started": False, "finished": False,
                       "entries": 6, "remaining": 6, "pool": "0"}


def test_the_figures_the_command_line_shows(desk: Desk, tid: int, clock: FakeClock) -> None:
    tc.start_clock(desk, tid)
    clock.advance(minutes=21)
    figures = tc.clock_figures(tc.clock_view(desk, tid), clock.now, "es")
    assert figures["level"] == 2 and figures["row"] == 2 and figures["left"] == "19:00"
    assert figures["blinds"] == "50/100" and figures["next"] == "Descanso"
    assert figures["to_break_ms"] == 19 * MINUTE and figures["running"] is True


# --- a desk killed mid-level ---------------------------------------------------------------

CLOCK_DESK = """
import sys, time
from floorman.services import tournament_clock as tc
from floorman.services.desk import Desk
from floorman.store import open_store

url, tid = sys.argv[1], int(sys.argv[2])
desk = Desk(open_store(url), actor="killed-desk")
tc.start_clock(desk, tid)
view = tc.clock_view(desk, tid)
print(view.state.at.isoformat(), flush=True)
while True:  # a clock screen ticking until the desk dies
    view.reading(desk.now())
    time.sleep(0.01)
"""


@pytest.mark.slow
def test_a_desk_killed_mid_level_comes_back_on_the_same_level_and_second(
        store_url: str) -> None:
    first = Desk(open_store(store_url), actor="set-up")
    try:
        tid = event(first, 20, size=10)
        tc.save_structure(first, tid, LEVELS)
    finally:
        first.store.close()
    process = subprocess.Popen([sys.executable, "-c", CLOCK_DESK, store_url, str(tid)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line, process.stderr.read() if process.stderr else "the clock desk died"
    started_at = datetime.fromisoformat(line.strip())
    time.sleep(0.3)  # mid-level, the screen ticking
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=30)  # and close its pipes
    assert process.returncode == -signal.SIGKILL

    # A new desk on the store, its clock 27 minutes 30.25 seconds after the start.
    later = FakeClock(started_at + timedelta(minutes=27, seconds=30, milliseconds=250))
    again = Desk(open_store(store_url), clock=later, actor="restarted")
    try:
        view = tc.clock_view(again, tid)
        assert view.state == ClockState(0, 20 * MINUTE, True, started_at)
        assert view.reading(later.now) == ClockReading(1, 12 * MINUTE + 29_750, running=True)
        assert view.reading(later.now).text() == "12:30"  # type: ignore[union-attr]
        # and on the real clock, the time since the start the killed desk wrote
        real = Desk(again.store, actor="restarted")
        now = real.now()
        assert tc.clock_view(real, tid).reading(now) == read_clock(
            LEVELS, ClockState(0, 20 * MINUTE, True, started_at), now)
        tc.pause_clock(again, tid)  # the new desk carries on from there
        assert tc.clock_view(again, tid).state == ClockState(
            1, 12 * MINUTE + 29_750, False, later.now)
    finally:
        again.store.close()


# --- two desk processes at the same moment -------------------------------------------------


def _clock_desk(url: str, conn: Connection, barrier: Barrier) -> None:
    """A desk process: each order is (action, facts); it waits for the other desk at the
    barrier, acts, and answers (status, text)."""
    desk = Desk(open_store(url), actor=f"desk-{os.getpid()}")
    presses = {"pause": tc.pause_clock, "next": tc.next_level}
    try:
        while (order := conn.recv()) is not None:
            name, facts = order
            barrier.wait(60)
            try:
                change = presses[name](desk, **facts)
            except FloorError as refusal:
                conn.send(("refused", refusal.text.en))
            except Exception as error:  # reported, never swallowed
                conn.send(("error", f"{type(error).__name__}: {error}"))
            else:
                conn.send(("ok", change.summary.en))
    finally:
        desk.store.close()


@pytest.fixture
def two_desks(store_url: str) -> Iterator[tuple[str, list[Connection]]]:
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    conns, processes = [], []
    for _ in range(2):
        ours, theirs = context.Pipe()
        process = context.Process(target=_clock_desk, args=(store_url, theirs, barrier),
                                  daemon=True)
        process.start()
        conns.append(ours)
        processes.append(process)
    yield store_url, conns
    for conn in conns:
        conn.send(None)
    for process in processes:
        process.join(30)
        if process.is_alive():
            process.kill()


ROUNDS = 8


@pytest.mark.slow
def test_two_desks_pressing_pause_or_next_at_once_act_once(
        two_desks: tuple[str, list[Connection]]) -> None:
    url, conns = two_desks
    desk = Desk(open_store(url), rng=random.Random(3), actor="floor")
    try:
        tid = event(desk, 20, size=10)
        tc.save_structure(desk, tid, template("turbo").levels)
        tc.start_clock(desk, tid)
        for _ in range(ROUNDS):
            head = audit_count(desk)
            for conn in conns:
                conn.send(("pause", {"tournament_id": tid}))
            answers = [conn.recv() for conn in conns]
            assert sorted(status for status, _ in answers) == ["ok", "refused"], answers
            assert any("already paused" in text for _, text in answers), answers
            assert audit_count(desk) == head + 1
            assert not tc.clock_view(desk, tid).state.running  # type: ignore[union-attr]

            level = tc.clock_view(desk, tid).state.level  # type: ignore[union-attr]
            for conn in conns:
                conn.send(("next", {"tournament_id": tid, "level": level}))
            answers = [conn.recv() for conn in conns]
            assert sorted(status for status, _ in answers) == ["ok", "refused"], answers
            assert any("already on" in text for _, text in answers), answers
            assert tc.clock_view(desk, tid).state.level == level + 1  # type: ignore[union-attr]
            tc.resume_clock(desk, tid)
    finally:
        desk.store.close()


# --- the command line ----------------------------------------------------------------------


def test_the_command_line_presses_the_clock_and_shows_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from floorman.app import main

    url = f"sqlite:///{tmp_path}/floor.sqlite"
    first = Desk(open_store(url), actor="set-up")
    try:
        tid = event(first, 20, size=10)
        tc.save_structure(first, tid, LEVELS)
    finally:
        first.store.close()

    def run(*args: str) -> tuple[int, str, str]:
        code = main(["tournament", "clock", *args, "--database", url, "--lang", "en"])
        out, err = capsys.readouterr()
        return code, out, err

    assert run("sunday", "start")[1] == ("floorman: Clock of Sunday started: level 1 (25/50), "
                                         "20:00 left\n")
    code, out, _ = run("Sunday", "add", "-120")
    assert code == 0 and "2:00 taken off" in out
    code, out, _ = run("Sunday", "show")
    figures = json.loads(out)
    assert code == 0 and figures["level"] == 1 and figures["blinds"] == "25/50"
    assert figures["running"] and figures["left_ms"] <= 18 * MINUTE
    assert run("Sunday", "pause")[0] == 0
    code, _, err = run("Sunday", "pause")
    assert code == 2 and "already paused" in err
    code, _, err = run("Sunday", "add")
    assert code == 2 and "add takes the seconds" in err
    code, _, err = run("Sunday", "next", "60")
    assert code == 2 and "only add takes them" in err
    code, _, err = run("Nobody", "show")
    assert code == 2 and "no tournament named 'Nobody'" in err
    assert run("Sunday", "next")[0] == 0 and run("Sunday", "previous")[0] == 0
    assert run("Sunday", "resume")[0] == 0
    missing = main(["tournament", "clock", "Sunday", "show", "--database",
                    f"sqlite:///{tmp_path}/missing.sqlite"])
    assert missing == 2 and not (tmp_path / "missing.sqlite").exists()
