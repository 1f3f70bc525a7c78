"""Tournaments through the services, on SQLite and PostgreSQL: the event and its tables,
entrants, the seat draw, late entrants, hands and bust-outs with their places. Every bad
input is refused in both languages with the store left exactly as it was."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from sqlalchemy import select

from floorman.services import games, players
from floorman.services import tournaments as t
from floorman.services.desk import Desk
from floorman.services.tournament_reads import (
    moves_made,
    places,
    seat_cards,
    tournament_named,
    tournament_view,
    tournaments,
)
from floorman.services.undo import revert
from floorman.store.models import AuditEntry, Player
from floorman.store.tournament_models import Tournament, TournamentEntry, TournamentMove
from floorman.store.tournament_models import TournamentTable as TableRow
from floorman.tournament.places import check_places
from tests.fakes import FakeClock
from tests.services.tournament_helpers import bust, dump, entry_of, event, refused, seats

NEW = {"name": "Sunday", "variant": "holdem", "betting": "no_limit", "table_size": 9,
       "tables": [1, 2, 3], "starting_stack": 10000}


def tables_of(desk: Desk, tid: int) -> list[tuple[int, int, int | None]]:
    """(number, breaking rank, broken) of the tournament's tables, in breaking order."""
    with desk.store.reading() as session:
        return [(n, r, b is not None) for n, r, b in session.execute(
            select(TableRow.number, TableRow.break_rank, TableRow.broken_at).where(
                TableRow.tournament_id == tid).order_by(TableRow.break_rank))]


# --- the event ---------------------------------------------------------------------------


def test_a_tournament_is_created_with_its_tables_breaking_highest_number_first(
        desk: Desk) -> None:
    change = t.create_tournament(desk, **NEW)
    assert "Sunday" in change.summary.en and "Sunday" in change.summary.es
    assert [n for n, _, _ in tables_of(desk, change.created_id)] == [3, 2, 1]
    (listed,) = tournaments(desk)
    assert (listed.name, listed.entries, listed.tables, listed.drawn) == ("Sunday", 0, 3, False)
    assert listed.game.en == "NL Hold'em"
    assert tournament_named(desk, "SUNDAY") == change.created_id
    revert(desk, change.audit_id)
    assert tournaments(desk) == ()


def test_the_director_sets_the_breaking_order(desk: Desk) -> None:
    tid = t.create_tournament(desk, **{**NEW, "tables": [1, 2, 3, 4, 5],
                                       "breaking_order": [2]}).created_id
    assert [n for n, _, _ in tables_of(desk, tid)] == [2, 5, 4, 3, 1]
    t.set_breaking_order(desk, tournament_id=tid, order=[1, 3])
    assert [n for n, _, _ in tables_of(desk, tid)] == [1, 3, 5, 4, 2]


@pytest.mark.parametrize("bad,field,words", [
    ({"name": "  "}, "name", "empty"),
    ({"name": "x" * 81}, "name", "longer than 80"),
    ({"name": "Ana\x00"}, "name", "control character"),
    ({"variant": "canasta"}, "variant", "not a game"),
    ({"betting": "spread"}, "betting", "no limit"),
    ({"table_size": 11}, "table_size", "2 to 10"),
    ({"table_size": True}, "table_size", "2 to 10"),
    ({"tables": []}, "tables", "numbers of the tables"),
    ({"tables": [1, 2, 1]}, "tables", "named twice"),
    ({"tables": [1, "2"]}, "tables", "not a table number"),
    ({"tables": [0]}, "tables", "not a table number"),
    ({"starting_stack": "-5"}, "starting_stack", "more than zero"),
    ({"starting_stack": "abc"}, "starting_stack", "not a number"),
    ({"profile": "wsop"}, "profile", "tda or robert"),
    ({"tolerance": 0}, "tolerance", "1 to 10"),
    ({"breaking_order": [3, 3]}, "breaking_order", "named twice"),
    ({"breaking_order": [9]}, "breaking_order", "not in play"),
    ({"late_registration": "yes"}, "late_registration", "yes or no"),
])
def test_a_bad_tournament_is_refused_and_nothing_written(desk: Desk, bad: dict[str, object],
                                                          field: str, words: str) -> None:
    error = refused(desk, t.create_tournament, field, **{**NEW, **bad})
    assert words in error.text.en


def test_a_table_number_belongs_to_one_tournament_and_is_no_open_cash_table(desk: Desk) -> None:
    t.create_tournament(desk, **NEW)
    error = refused(desk, t.create_tournament, "tables", **{**NEW, "name": "Monday",
                                                             "tables": [3, 4]})
    assert error.text.en == ("table 3 is in play in the tournament Sunday. Choose another "
                             "table.")
    assert "torneo Sunday" in error.text.es
    error = refused(desk, t.create_tournament, "name", **{**NEW, "name": "súnday",
                                                           "tables": [7]})
    assert "already a tournament named Sunday" in error.text.en
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    games.open_table(desk, number=8, game_id=game)
    error = refused(desk, t.create_tournament, "tables", **{**NEW, "name": "Monday",
                                                             "tables": [8]})
    assert "table 8 is open for a cash game" in error.text.en


def test_a_breaking_order_naming_another_tournaments_table_is_refused(desk: Desk) -> None:
    tid = t.create_tournament(desk, **NEW).created_id
    t.create_tournament(desk, **{**NEW, "name": "Monday", "tables": [4, 5]})
    error = refused(desk, t.set_breaking_order, "breaking_order", tournament_id=tid,
                    order=[1, 5])
    assert error.text.en == "table 5 plays in the tournament Monday, not in Sunday."
    refused(desk, t.set_breaking_order, "breaking_order", tournament_id=tid, order=[2, 2])
    refused(desk, t.set_breaking_order, "tournament", tournament_id=999, order=[1])


# --- entrants and the draw ------------------------------------------------------------------


def test_registering_puts_new_names_on_file_and_takes_players_on_file(desk: Desk) -> None:
    known = players.add_player(desk, name="José García").created_id
    tid = t.create_tournament(desk, **NEW).created_id
    t.register_entrants(desk, tournament_id=tid, names=["jose garcia", "Ana López"])
    with desk.store.reading() as session:
        entered = session.execute(select(Player.id, Player.name).join(
            TournamentEntry, TournamentEntry.player_id == Player.id)).all()
    assert sorted(name for _, name in entered) == ["Ana López", "José García"]
    assert known in {pid for pid, _ in entered}
    error = refused(desk, t.register_entrants, "names", tournament_id=tid, names=["ANA LOPEZ"])
    assert error.text.en == "Ana López is already entered in Sunday."
    refused(desk, t.register_entrants, "names", tournament_id=tid, names=["Eva", "eva"])
    refused(desk, t.register_entrants, "names", tournament_id=tid, names=[])
    refused(desk, t.register_entrants, "names", tournament_id=tid, names=["Eva\u202e"])
    refused(desk, t.register_entrants, "player", tournament_id=tid, player_ids=[999])


def test_a_barred_player_cannot_enter(desk: Desk) -> None:
    from floorman.services import player_cards

    pid = players.add_player(desk, name="Luis Pérez").created_id
    player_cards.bar_player(desk, player_id=pid, reason="fight at table 4")
    tid = t.create_tournament(desk, **NEW).created_id
    error = refused(desk, t.register_entrants, "player", tournament_id=tid, player_ids=[pid])
    assert "fight at table 4" in error.text.en


def test_the_draw_seats_everyone_evenly_with_the_desks_random_source(desk: Desk,
                                                                      clock: FakeClock) -> None:
    tid = event(desk, 20, tables=[1, 2, 3, 4], draw=False)
    refused(desk, t.late_entry, "tournament", tournament_id=tid, name="Eva")
    change = t.draw_seats(desk, tournament_id=tid)
    assert change.summary.en == ("Seats drawn for Sunday: 20 entrants at 3 tables; 1 "
                                 "table not needed")
    drawn = seats(desk, tid)
    # Three tables of 7, 7, 6; the extra players where the tables break last (1 and 2);
    # table 4, which would break first, is not needed.
    assert {n: len(s) for n, s in drawn.items()} == {1: 7, 2: 7, 3: 6}
    assert sorted(e for s in drawn.values() for e in s.values()) == sorted(
        entry_of(desk, tid, f"Player {n}") for n in range(1, 21))
    # The same seed draws the same seats.
    again = Desk(desk.store, clock=clock, rng=random.Random(7), actor="test")
    revert(desk, change.audit_id)
    assert seats(desk, tid) == {4: {}, 3: {}, 2: {}, 1: {}}
    t.draw_seats(again, tournament_id=tid)
    assert seats(desk, tid) == drawn
    cards = seat_cards(desk, tid)
    assert len(cards) == 20 and cards[0].tournament == "Sunday" and cards[0].table == 1
    with desk.store.reading() as session:
        kinds = session.execute(select(TournamentMove.kind)).scalars().all()
    assert kinds == ["draw"] * 20
    assert moves_made(desk, tid) == ()  # the draw is not a move
    refused(desk, t.draw_seats, "tournament", tournament_id=tid)
    refused(desk, t.register_entrants, "names", tournament_id=tid, names=["Eva"])


def test_a_draw_needing_more_tables_than_the_event_has_is_refused(desk: Desk) -> None:
    tid = event(desk, 19, tables=[1, 2], draw=False)
    error = refused(desk, t.draw_seats, "tables", tournament_id=tid)
    assert error.text.en == ("19 entrants need 3 tables of 9; Sunday has 2. Put more tables in "
                             "play first.")
    t.add_table(desk, tournament_id=tid, number=5)
    t.draw_seats(desk, tournament_id=tid)
    assert sorted(len(s) for s in seats(desk, tid).values()) == [6, 6, 7]


def test_a_late_entrant_sits_at_a_table_with_the_fewest_players(desk: Desk) -> None:
    tid = event(desk, 20, tables=[1, 2, 3])  # 7, 7, 6
    change = t.late_entry(desk, tournament_id=tid, name="Eva Sanz")
    entry_id = change.created_id
    assert entry_id in seats(desk, tid)[3].values()
    assert "Eva Sanz to table 3" in change.summary.en
    view = tournament_view(desk, tid)
    assert (view.entries, view.remaining) == (21, 21)
    (made,) = moves_made(desk, tid)
    assert (made.kind, made.player, made.to_table, made.from_table) == (
        "late_entry", "Eva Sanz", 3, None)
    assert made.reasons and made.rules and made.by == "test"
    refused(desk, t.late_entry, "names", tournament_id=tid, name="eva sanz")
    t.set_late_registration(desk, tournament_id=tid, open=False)
    error = refused(desk, t.late_entry, "tournament", tournament_id=tid, name="Ana")
    assert "registration for Sunday has closed" in error.text.en
    refused(desk, t.set_late_registration, "open", tournament_id=tid, open=False)
    revert(desk, change.audit_id + 1)  # registration open again
    t.late_entry(desk, tournament_id=tid, name="Ana")


def test_a_late_entrant_is_refused_when_every_table_is_full_until_a_table_is_added(
        desk: Desk) -> None:
    tid = event(desk, 4, size=2, tables=[1, 2])
    error = refused(desk, t.late_entry, "tables", tournament_id=tid, name="Eva")
    assert "every table in play is full" in error.text.en
    t.add_table(desk, tournament_id=tid, number=9)
    change = t.late_entry(desk, tournament_id=tid, name="Eva")
    assert seats(desk, tid)[9] != {}
    assert change.created_id in seats(desk, tid)[9].values()


# --- hands and bust-outs -----------------------------------------------------------------


def test_a_new_hand_moves_the_button_and_the_blinds(desk: Desk) -> None:
    tid = event(desk, 18, tables=[1, 2])
    with desk.store.reading() as session:
        before = session.execute(select(TableRow.button, TableRow.big_blind).where(
            TableRow.number == 1)).one()
    change = t.record_hand(desk, tournament_id=tid, table=1)
    with desk.store.reading() as session:
        after = session.execute(select(TableRow.button, TableRow.big_blind, TableRow.hands)
                                .where(TableRow.number == 1)).one()
    assert after.button == before.big_blind and after.hands == 1
    assert after.big_blind == before.big_blind % 9 + 1  # a full table: the next seat
    assert change.summary.en.startswith("Hand 1 at table 1 of Sunday")
    refused(desk, t.record_hand, "table", tournament_id=tid, table=7)
    refused(desk, t.record_hand, "table", tournament_id=tid, table="1")


def test_a_table_of_one_cannot_deal(desk: Desk) -> None:
    tid = event(desk, 4, size=2, tables=[1, 2])
    bust(desk, tid, 1)
    error = refused(desk, t.record_hand, "table", tournament_id=tid, table=1)
    assert "a hand needs two" in error.text.en


def test_places_go_by_the_players_left_and_the_chips_at_the_start_of_the_hand(
        desk: Desk) -> None:
    tid = event(desk, 9, tables=[1])
    (first,) = bust(desk, tid, 1)
    assert places(desk, tid)[0].place == 9 and places(desk, tid)[0].entry_id == first
    # Three out on one hand: 5,000 finishes 6th, the two with 2,000 share 7th.
    change = t.bust_out(desk, tournament_id=tid, busts=dict(zip(
        list(seats(desk, tid)[1].values())[:3], ["2000", 5000, Decimal(2000)], strict=True)))
    got = {p.entry_id: p.place for p in places(desk, tid)}
    assert sorted(got.values()) == [6, 7, 7, 9]
    assert "(5 left)" in change.summary.en and "(quedan 5)" in change.summary.es
    with desk.store.reading() as session:
        chips = session.execute(select(TournamentEntry.chips).where(
            TournamentEntry.place == 6)).scalar_one()
    assert chips == Decimal(5000)
    refused(desk, t.bust_out, "busts", tournament_id=tid, busts={first: 1000})
    error = refused(desk, t.bust_out, "busts", tournament_id=tid, busts={first: 1000})
    assert error.text.en == f"Player {_number(desk, first)} is already out of Sunday (place 9)."


def _number(desk: Desk, entry_id: int) -> str:
    with desk.store.reading() as session:
        name = session.execute(select(Player.name).join(
            TournamentEntry, TournamentEntry.player_id == Player.id).where(
            TournamentEntry.id == entry_id)).scalar_one()
    return str(name).removeprefix("Player ")


def test_bad_bust_outs_are_refused_and_nothing_written(desk: Desk) -> None:
    tid = event(desk, 18, tables=[1, 2])
    other = event(desk, 4, size=2, tables=[5, 6], name="Monday")
    at1, at2 = seats(desk, tid)[1], seats(desk, tid)[2]
    stranger = next(iter(seats(desk, other)[5].values()))
    error = refused(desk, t.bust_out, "entry", tournament_id=tid, busts={stranger: 100})
    assert error.text.en == "that entrant is not in Sunday. Choose one of its entrants."
    refused(desk, t.bust_out, "entry", tournament_id=tid, busts={"x": 100})
    refused(desk, t.bust_out, "busts", tournament_id=tid, busts={})
    refused(desk, t.bust_out, "busts", tournament_id=tid, busts={at1[1]: -5})
    refused(desk, t.bust_out, "busts", tournament_id=tid, busts={at1[1]: "lots"})
    error = refused(desk, t.bust_out, "busts", tournament_id=tid,
                    busts={at1[1]: 100, at2[1]: 100})
    assert "sit at one table" in error.text.en


def test_the_last_player_left_wins_and_frees_the_tables(desk: Desk) -> None:
    tid = event(desk, 3, size=3, tables=[4])
    bust(desk, tid, 4, 1)
    last = seats(desk, tid)[4]
    error = refused(desk, t.bust_out, "busts", tournament_id=tid,
                    busts=dict.fromkeys(last.values(), 100))
    assert "someone must be left" in error.text.en
    change = t.bust_out(desk, tournament_id=tid, busts={last[min(last)]: 100})
    assert change.summary.en.endswith("wins")
    final = {p.place for p in places(desk, tid)}
    assert final == {1, 2, 3}
    assert check_places({p.entry_id: p.place for p in places(desk, tid)}, 3) is None
    (listed,) = tournaments(desk)
    assert listed.finished and listed.tables == 0
    refused(desk, t.record_hand, "tournament", tournament_id=tid, table=4)
    # The table number is free for the next event; undo brings the event back.
    t.create_tournament(desk, **{**NEW, "name": "Next", "tables": [4]})
    refused(desk, revert, None, audit_id=change.audit_id)
    with desk.store.reading() as session:
        last_id = session.execute(select(AuditEntry.id).order_by(AuditEntry.id.desc())).scalar()
    revert(desk, last_id)
    revert(desk, change.audit_id)
    assert tournament_view(desk, tid).remaining == 2


def test_a_bust_out_is_undone_only_while_it_is_the_last_one(desk: Desk) -> None:
    tid = event(desk, 18, tables=[1, 2])
    first = t.bust_out(desk, tournament_id=tid, busts={seats(desk, tid)[1][min(
        seats(desk, tid)[1])]: 100})
    second = t.bust_out(desk, tournament_id=tid, busts={seats(desk, tid)[2][min(
        seats(desk, tid)[2])]: 100})
    refused(desk, revert, None, audit_id=first.audit_id)
    before = dump(desk)
    revert(desk, second.audit_id)
    revert(desk, first.audit_id)
    assert tournament_view(desk, tid).remaining == 18 and places(desk, tid) == ()
    assert before != dump(desk)


def test_the_tournament_view_shows_tables_seats_and_the_breaking_order(desk: Desk) -> None:
    tid = event(desk, 20, tables=[1, 2, 3])
    view = tournament_view(desk, tid)
    assert [table.number for table in view.tables] == [1, 2, 3]
    assert [table.breaks_at for table in view.tables] == [3, 2, 1]
    assert [table.players for table in view.tables] == [7, 7, 6]
    assert all(len(table.seats) == 9 for table in view.tables)
    assert view.pending == () and view.average_stack == Decimal(10000)
    assert len(view.seat_list()) == 20
    with desk.store.reading() as session:
        assert session.execute(select(Tournament.remaining)).scalar() == 20


def test_a_cash_table_cannot_open_at_a_number_a_tournament_plays_at(desk: Desk) -> None:
    t.create_tournament(desk, **NEW)
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    error = refused(desk, games.open_table, "number", number=2, game_id=game)
    assert error.text.en == "table 2 is in play in the tournament Sunday. Choose another number."
    assert "torneo Sunday" in error.text.es
    cash = games.open_table(desk, number=9, game_id=game).created_id
    games.close_table(desk, table_id=cash)
    monday = t.create_tournament(desk, **{**NEW, "name": "Monday", "tables": [9]})
    error = refused(desk, games.reopen_table, "table", table_id=cash)
    assert "tournament Monday" in error.text.en
    revert(desk, monday.audit_id)
    games.reopen_table(desk, table_id=cash)


def test_tables_are_added_and_registrations_withdrawn_before_the_draw(desk: Desk) -> None:
    tid = event(desk, 3, size=2, tables=[1], draw=False)
    other = t.create_tournament(desk, **{**NEW, "name": "Monday", "tables": [7]}).created_id
    refused(desk, t.add_table, "number", tournament_id=tid, number=7)
    refused(desk, t.add_table, "number", tournament_id=tid, number=1)
    refused(desk, t.add_table, "number", tournament_id=tid, number=-3)
    refused(desk, t.add_table, "tournament", tournament_id=other + 100, number=8)
    t.add_table(desk, tournament_id=tid, number=8)
    assert [n for n, _, _ in tables_of(desk, tid)] == [8, 1]  # an added table breaks first
    first = entry_of(desk, tid, "Player 1")
    t.withdraw_entrant(desk, tournament_id=tid, entry_id=first)
    refused(desk, t.withdraw_entrant, "entry", tournament_id=tid, entry_id=first)
    refused(desk, t.withdraw_entrant, "entry", tournament_id=other, entry_id=entry_of(
        desk, tid, "Player 2"))
    t.draw_seats(desk, tournament_id=tid)
    error = refused(desk, t.withdraw_entrant, "entry", tournament_id=tid,
                    entry_id=entry_of(desk, tid, "Player 2"))
    assert "busting out" in error.text.en
    assert tournament_view(desk, tid).remaining == 2


def test_a_tournament_action_leaves_the_cash_floor_unread(desk: Desk) -> None:
    """Every desk follows the audit log: a tournament's hands and bust-outs change no row
    the cash floor shows, so the cash floor follows them without reading itself again."""
    from floorman.services import views

    tid = event(desk, 18, tables=[1, 2])
    floor = views.floor_view(desk)
    t.record_hand(desk, tournament_id=tid, table=1)
    bust(desk, tid, 1)
    followed, delta = views.floor_update(desk, floor)
    assert not delta.full and not delta
    assert followed.version > floor.version
    assert followed == views.floor_view(desk)
