"""Tournament moves through the services, on SQLite and PostgreSQL: balancing moves the
desk proposes and confirms, undone until the next hand starts at either table; tables
broken in the director's order; redraws at three, two and one table; and two desks
racing for one seat."""

from __future__ import annotations

import contextlib
import random
import threading
from dataclasses import replace

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from floorman.services import tournaments as t
from floorman.services.desk import Desk, FloorError
from floorman.services.tournament_reads import moves_made, pending_plan, tournament_view
from floorman.services.undo import revert
from floorman.store.tournament_models import TournamentEntry
from floorman.store.tournament_models import TournamentTable as TableRow
from tests.services.tournament_helpers import bust, dump, event, refused, seats, settle


def unbalanced(desk: Desk) -> int:
    """Two tables of 9, two out at table 1: 7 and 9 players, one move needed."""
    tid = event(desk, 18, tables=[1, 2])
    bust(desk, tid, 1, 2)
    return tid


def test_the_desk_proposes_the_balancing_move_with_its_reasons(desk: Desk) -> None:
    tid = unbalanced(desk)
    view = tournament_view(desk, tid)
    (move,) = view.pending
    assert move.pending and move.kind == "balancing"
    assert (move.from_table, move.to_table) == (2, 1)
    assert move.player.startswith("Player ")
    assert any("longest" in r.en for r in move.reasons) and move.rules
    assert all(r.es for r in move.reasons)


def test_a_confirmed_move_is_made_and_can_be_undone_until_a_hand_starts(desk: Desk) -> None:
    tid = unbalanced(desk)
    (move,) = pending_plan(desk, tid).moves  # type: ignore[union-attr]
    before = dump(desk)
    change = t.confirm_move(desk, tournament_id=tid, entry_id=move.entrant,
                            to_table=move.to_table, to_seat=move.to_seat)
    assert seats(desk, tid)[1][move.to_seat] == move.entrant
    assert {n: len(s) for n, s in seats(desk, tid).items()} == {1: 8, 2: 8}
    assert pending_plan(desk, tid) is None
    (made,) = moves_made(desk, tid)
    assert (made.kind, made.entry_id, made.to_table, made.to_seat, made.pending) == (
        "balancing", move.entrant, 1, move.to_seat, False)
    with desk.store.reading() as session:
        assert session.execute(select(TournamentEntry.moved).where(
            TournamentEntry.id == move.entrant)).scalar() == 1
    undone = revert(desk, change.audit_id)
    assert dump(desk)["tournament_entries"] == before["tournament_entries"]
    assert dump(desk)["tournament_tables"] == before["tournament_tables"]
    redone = revert(desk, undone.audit_id)
    for table in (1, 2):  # a hand at either table makes the move stand
        hand = t.record_hand(desk, tournament_id=tid, table=table)
        error = refused(desk, revert, None, audit_id=redone.audit_id)
        assert f"a new hand started at table {table} since" in error.text.en
        assert "until the next hand starts at either table" in error.text.en
        assert f"empezó una mano nueva en la mesa {table}" in error.text.es
        revert(desk, hand.audit_id)
    revert(desk, redone.audit_id)
    assert pending_plan(desk, tid) is not None


def test_a_move_no_longer_needed_is_refused(desk: Desk) -> None:
    tid = unbalanced(desk)
    (move,) = pending_plan(desk, tid).moves  # type: ignore[union-attr]
    bust(desk, tid, 2, 1)  # 7 and 8: within one player
    error = refused(desk, t.confirm_move, "plan", tournament_id=tid, entry_id=move.entrant,
                    to_table=move.to_table, to_seat=move.to_seat)
    assert "is no longer needed: the tables are within the tolerance" in error.text.en
    assert "ya no hace falta" in error.text.es


def test_a_move_the_rules_do_not_call_for_is_refused_with_the_one_they_do(desk: Desk) -> None:
    tid = unbalanced(desk)
    (move,) = pending_plan(desk, tid).moves  # type: ignore[union-attr]
    other = next(e for e in seats(desk, tid)[2].values() if e != move.entrant)
    error = refused(desk, t.confirm_move, "plan", tournament_id=tid, entry_id=other,
                    to_table=move.to_table, to_seat=move.to_seat)
    assert "is no longer the move the rules call for" in error.text.en
    assert "The floor now proposes:" in error.text.en
    refused(desk, t.confirm_move, "plan", tournament_id=tid, entry_id=move.entrant,
            to_table=move.to_table, to_seat=move.to_seat % 9 + 1)


def test_a_short_table_stops_dealing_until_the_move_arrives(desk: Desk) -> None:
    # 9 and 6 after three out at table 1, one of them the last big blind: three short of
    # the fullest once the blinds are affected (TDA 11-D).
    tid = event(desk, 18, tables=[1, 2])
    with desk.store.reading() as session:
        big_blind = session.execute(select(TableRow.big_blind).where(
            TableRow.number == 1)).scalar_one()
    taken = seats(desk, tid)[1]
    out = [taken[big_blind], *[e for s, e in sorted(taken.items()) if s != big_blind][:2]]
    t.bust_out(desk, tournament_id=tid, busts=dict.fromkeys(out, 1000))
    view = tournament_view(desk, tid)
    assert [table.number for table in view.tables if table.halted] == [1]
    error = refused(desk, t.record_hand, "table", tournament_id=tid, table=1)
    assert "TDA 11-D" in error.text.en and "TDA 11-D" in error.text.es
    t.record_hand(desk, tournament_id=tid, table=2)  # the long table deals on
    assert settle(desk, tid) == ["balance"]
    t.record_hand(desk, tournament_id=tid, table=1)


def test_tables_break_in_the_directors_order(desk: Desk) -> None:
    # Five tables of 4, table 2 set to break first.
    tid = event(desk, 20, size=4, tables=[1, 2, 3, 4, 5], breaking_order=[2])
    bust(desk, tid, 1, 2)
    bust(desk, tid, 3, 2)
    plan = pending_plan(desk, tid)
    assert plan is not None and plan.kind == "break" and plan.broken_table == 2
    error = refused(desk, t.record_hand, "table", tournament_id=tid, table=2)
    assert "breaks now" in error.text.en
    refused(desk, t.confirm_move, "plan", tournament_id=tid, entry_id=plan.moves[0].entrant,
            to_table=plan.moves[0].to_table, to_seat=plan.moves[0].to_seat)
    refused(desk, t.redraw, "plan", tournament_id=tid)
    change = t.break_table(desk, tournament_id=tid, plan=plan)
    assert change.summary.en.startswith("Table 2 of Sunday broke: 4 players moved")
    after = seats(desk, tid)
    assert 2 not in after and sorted(len(s) for s in after.values()) == [4, 4, 4, 4]
    for move in plan.moves:
        assert after[move.to_table][move.to_seat] == move.entrant
    made = moves_made(desk, tid, table=2)
    assert [m.kind for m in made] == ["breaking"] * 4 and all(m.by == "test" for m in made)
    refused(desk, t.break_table, "plan", tournament_id=tid)
    # Undone at once, the table is back in play with its players.
    revert(desk, change.audit_id)
    assert len(seats(desk, tid)[2]) == 4


def test_a_stale_break_proposal_is_refused(desk: Desk) -> None:
    tid = event(desk, 20, size=4, tables=[1, 2, 3, 4, 5])
    bust(desk, tid, 1, 2)
    bust(desk, tid, 3, 2)
    plan = pending_plan(desk, tid)
    assert plan is not None and plan.broken_table == 5
    moved = plan.moves[0]
    # The player drawn first busts before the break is made: the proposal no longer fits.
    table, seat = moved.from_table, moved.from_seat
    t.bust_out(desk, tournament_id=tid, busts={seats(desk, tid)[table][seat]: 500})
    error = refused(desk, t.break_table, "plan", tournament_id=tid, plan=plan)
    assert "Plan again" in error.text.en
    # The refusal names the player, not the entry's number.
    name = tournament_view(desk, tid).places[0].player  # the last one out
    assert f"{name} is no longer in seat {seat} of table {table}" in error.text.en
    assert f"el inscrito {name} ya no está" in error.text.es
    refused(desk, t.break_table, "plan", tournament_id=tid, plan=replace(plan, kind="redraw"))
    assert t.break_table(desk, tournament_id=tid).summary.en.startswith("Table 5")


@pytest.mark.parametrize("profile", ["tda", "robert"])
def test_the_seats_are_redrawn_at_three_two_and_one_table(desk: Desk, profile: str) -> None:
    tid = event(desk, 12, size=3, tables=[1, 2, 3, 4], profile=profile)
    kinds: list[str] = []
    while tournament_view(desk, tid).remaining > 1:
        table = max(seats(desk, tid).items(), key=lambda pair: len(pair[1]))[0]
        bust(desk, tid, table, 1)
        kinds += settle(desk, tid)
    assert kinds.count("redraw") == 3  # at three, two and one table
    assert "break" not in kinds
    assert any(m.kind == "redraw" for m in moves_made(desk, tid))


def test_a_redraw_is_undone_even_when_players_traded_seats(desk: Desk) -> None:
    tid = event(desk, 12, size=3, tables=[1, 2, 3, 4])
    bust(desk, tid, 4, 1)
    bust(desk, tid, 1, 1)
    bust(desk, tid, 2, 1)
    plan = pending_plan(desk, tid)
    assert plan is not None and plan.kind == "redraw"
    before = dump(desk)
    change = t.redraw(desk, tournament_id=tid, plan=plan)
    assert 4 not in seats(desk, tid)
    revert(desk, change.audit_id)
    after = dump(desk)
    for table in ("tournament_entries", "tournament_tables", "tournament_moves"):
        assert after[table] == before[table]


def test_one_seat_holds_one_entrant_even_written_directly(desk: Desk) -> None:
    tid = event(desk, 4, size=3, tables=[1, 2])
    taken = seats(desk, tid)
    table = next(n for n, s in taken.items() if len(s) < 3)
    seat = next(iter(taken[table]))
    other = next(e for s in taken.values() for e in s.values() if e != taken[table][seat])
    with pytest.raises(IntegrityError), desk.store.writing() as session:
        row = session.get(TournamentEntry, other)
        assert row is not None
        row.table_id = session.execute(select(TableRow.id).where(
            TableRow.number == table)).scalar()
        row.seat = seat
        session.flush()


def test_two_desks_seating_late_entrants_at_once_never_share_a_seat(desk: Desk,
                                                                    monkeypatch: pytest.MonkeyPatch
                                                                    ) -> None:
    tid = event(desk, 16, tables=[1, 2])  # 8 and 8: an open seat at each table
    # Both desks draw from the same seed, so both pick the same seat: they meet there.
    desks = [Desk(desk.store, clock=desk.clock, rng=random.Random(3), actor=f"desk-{n}")
             for n in (1, 2)]
    barrier = threading.Barrier(2, timeout=3)
    real = t.plan_late_entry
    first_attempts: set[int] = set()
    seats_planned: list[tuple[int, int]] = []

    def planned(field, entrant, rng):  # type: ignore[no-untyped-def]
        plan = real(field, entrant, rng)
        seats_planned.append((plan.moves[0].to_table, plan.moves[0].to_seat))
        me = threading.get_ident()
        if me not in first_attempts:  # both desks have read the field: now they write
            first_attempts.add(me)
            # SQLite lets one desk write at a time: its barrier breaks.
            with contextlib.suppress(threading.BrokenBarrierError):
                barrier.wait()
        return plan

    monkeypatch.setattr(t, "plan_late_entry", planned)
    outcome: dict[str, object] = {}

    def enter(n: int) -> None:
        try:
            outcome[f"desk-{n}"] = t.late_entry(desks[n - 1], tournament_id=tid,
                                                name=f"Late {n}").created_id
        except FloorError as error:
            outcome[f"desk-{n}"] = error

    threads = [threading.Thread(target=enter, args=(n,)) for n in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    entered = [v for v in outcome.values() if isinstance(v, int)]
    assert len(entered) == 2, outcome
    where = {e: (n, s) for n, taken in seats(desk, tid).items() for s, e in taken.items()}
    assert where[entered[0]] != where[entered[1]]
    assert sum(len(s) for s in seats(desk, tid).values()) == 18
    if not desk.store.is_sqlite:
        # Both desks chose the same seat; the one that lost ran again and took another.
        assert len(seats_planned) == 3 and seats_planned[0] == seats_planned[1]


def test_a_proposed_break_keeps_its_seats_while_only_hands_and_the_cash_floor_change(
        desk: Desk) -> None:
    from floorman.services import games
    from floorman.services.tournament_reads import pending_plan

    tid = event(desk, 45, tables=[1, 2, 3, 4, 5], size=9)
    for table in (1, 2, 3, 4):
        bust(desk, tid, table, 2)
    bust(desk, tid, 5)  # 36 left: they fit at four tables
    shown = pending_plan(desk, tid)
    assert shown is not None and shown.kind == "break"
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small=1,
                          stake_big=2, min_buy_in=40, max_buy_in=200).created_id
    games.open_table(desk, game_id=game, number=40)
    assert pending_plan(desk, tid) == shown  # the cash floor changes nothing of it
    t.record_hand(desk, tournament_id=tid, table=1)
    after_hand = pending_plan(desk, tid)
    assert after_hand is not None  # the blinds moved, so who waits may differ; not the seats
    assert [(m.entrant, m.to_table, m.to_seat) for m in after_hand.moves] == [
        (m.entrant, m.to_table, m.to_seat) for m in shown.moves]
