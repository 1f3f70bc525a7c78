"""Input no floor person types on purpose, through the services, on SQLite and PostgreSQL.

Names carrying control codes or text-direction tricks, names that fold longer than
their column, ids beyond 64 bits or of the wrong type, seats given as text, searches of
a thousand words: each is refused with a message that says what to do (or, for
invisible characters, tidied and said so), and never reaches the database as an error.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import String, select

from floorman.floor.names import fold
from floorman.services import games, lookup, players, rulings, seats, waitlists
from floorman.services.desk import Desk, FloorError
from floorman.services.players import search_players
from floorman.services.views import floor_version, floor_view
from floorman.store.models import Player
from tests.services.conftest import Room
from tests.services.test_rulings_log import record

Call = Callable[..., Any]


def refused(desk: Desk, call: Call, field: str | None, /, *args: Any,
            **kwargs: Any) -> FloorError:
    """Run a service that must be refused; check nothing was written."""
    before = floor_version(desk)
    with pytest.raises(FloorError) as error:
        call(desk, *args, **kwargs)
    assert floor_version(desk) == before, "a refused action wrote to the store"
    assert error.value.field == field
    assert error.value.text.en and error.value.text.es
    return error.value


def stored_player(desk: Desk, player_id: int) -> tuple[str, str]:
    with desk.store.reading() as session:
        row = session.execute(select(Player.name, Player.search_name)
                              .where(Player.id == player_id)).one()
    return row.name, row.search_name


# -- names ------------------------------------------------------------------------------

HIDING = [
    ("Ana\x00Ruiz", "U+0000"), ("Ana\x07Ruiz", "U+0007"), ("Ana \x1b[31mRuiz", "U+001B"),
    ("Ana\x7fRuiz", "U+007F"), ("Ana\tRuiz", "U+0009"), ("Ana\nRuiz", "U+000A"),
    ("Ana \u202eziuR", "U+202E"), ("Ana\u2066Ruiz\u2069", "U+2066"), ("Ana\u200fRuiz", "U+200F"),
    ("Ana\u061cRuiz", "U+061C"), ("Ana\ud800Ruiz", "U+D800"), ("Ana\ue000Ruiz", "U+E000"),
]


@pytest.mark.parametrize("raw,point", HIDING)
def test_a_name_with_control_or_direction_characters_is_refused(
        desk: Desk, room: Room, raw: str, point: str) -> None:
    error = refused(desk, players.add_player, "name", name=raw)
    assert point in error.text.en and point in error.text.es
    assert error.text.en.startswith("the name contains ")
    assert error.text.es.startswith("el nombre contiene ")
    assert "Type the name again" in error.text.en
    error = refused(desk, players.rename_player, "name",
                    player_id=room.players["Ana López"], name=raw)
    assert point in error.text.en
    assert stored_player(desk, room.players["Ana López"])[0] == "Ana López"


def test_the_messages_for_each_kind_of_character(desk: Desk, room: Room) -> None:
    def english(raw: str) -> str:
        return refused(desk, players.add_player, "name", name=raw).text.en

    assert english("Ana\x07") == (
        "the name contains a control character (U+0007), such as a tab, a line break or "
        "an escape code. Type the name again, on one line, without it.")
    assert english("Ana\u202e") == (
        "the name contains a text-direction control (U+202E), which can make a name read "
        "in another order than it was typed. Type the name again without it.")
    assert english("Ana\ud800") == (
        "the name contains a broken character (U+D800, half of a character pair), usually "
        "left by a bad copy and paste. Type the name again.")
    assert english("Ana\ue000") == (
        "the name contains a private-use character (U+E000) that other desks, screens and "
        "printers cannot show. Type the name again without it.")
    assert english("Ana\uffff") == (
        "the name contains U+FFFF, which is not a character. Type the name again without "
        "it.")


@pytest.mark.parametrize("mark", ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"])
def test_invisible_characters_are_removed_from_a_name_and_the_summary_says_so(
        desk: Desk, room: Room, mark: str) -> None:
    change = players.add_player(desk, name=f"{mark}Ma{mark}rio Ro{mark}ssi{mark}")
    assert stored_player(desk, change.created_id) == ("Mario Rossi", "mario rossi")
    assert change.summary.en == ("Added player Mario Rossi (invisible characters removed "
                                 "from the name)")
    assert change.summary.es == ("Jugador agregado: Mario Rossi (se quitaron caracteres "
                                 "invisibles del nombre)")
    change = players.rename_player(desk, player_id=room.players["Ana López"],
                                   name=f"Ana{mark} Lopez")
    assert stored_player(desk, room.players["Ana López"])[0] == "Ana Lopez"
    assert change.summary.en.endswith("(invisible characters removed from the name)")
    assert change.summary.es.endswith("(se quitaron caracteres invisibles del nombre)")


def test_a_clean_name_says_nothing_of_invisible_characters(desk: Desk) -> None:
    change = players.add_player(desk, name="\t Mario \u00a0 Rossi\r\n")
    assert change.summary.en == "Added player Mario Rossi"
    assert stored_player(desk, change.created_id)[0] == "Mario Rossi"


def test_a_name_typed_with_a_separate_accent_is_stored_as_one_jose(desk: Desk,
                                                                   room: Room) -> None:
    jose = players.add_player(desk, name="Jose\u0301 Marti\u0301").created_id
    assert stored_player(desk, jose) == ("José Martí", "jose marti")
    players.rename_player(desk, player_id=room.players["Luis Pérez"], name="Luis Pe\u0301rez")
    with desk.store.reading() as session:
        same = session.execute(select(Player.id).where(Player.name == "Luis Pérez")).all()
    assert [row.id for row in same] == [room.players["Luis Pérez"]]
    assert search_players(desk, "José Martí")[0].player_id == jose


@pytest.mark.parametrize("character", ["\ufb03", "\ufdfa", "\u33af"])
def test_an_80_letter_name_that_folds_longer_fits_its_search_column(
        desk: Desk, room: Room, character: str) -> None:
    name = character * 80
    column = Player.__table__.c.search_name.type
    assert isinstance(column, String) and column.length is not None
    width = column.length
    assert len(fold(name)) > width or character == "\ufdfa"  # Arabic folds away
    created = players.add_player(desk, name=name).created_id
    stored, search_name = stored_player(desk, created)
    assert stored == name and len(search_name) <= width
    players.rename_player(desk, player_id=room.players["Marta Ruiz"], name=name)
    assert stored_player(desk, room.players["Marta Ruiz"]) == (stored, search_name)
    if search_name:
        found = {match.player_id for match in search_players(desk, fold(character) * 3)}
        assert {created, room.players["Marta Ruiz"]} <= found


def test_a_ligature_name_is_found_by_its_letters(desk: Desk) -> None:
    created = players.add_player(desk, name="\ufb03" * 80).created_id
    assert search_players(desk, "ffiffiffi")[0].player_id == created


def test_a_ruling_refuses_control_characters_in_the_supervisor_and_players(
        desk: Desk, room: Room) -> None:
    error = refused(desk, record, "supervisor", supervisor="Núria\x1b[2J Pérez")
    assert "U+001B" in error.text.en and error.text.en.startswith(
        "the supervisor's name contains a control character")
    error = refused(desk, record, "players", players="seat 3 \u202eAna")
    assert "U+202E" in error.text.es and error.text.en.startswith(
        "the list of players contains a text-direction control")
    refused(desk, record, "players", players=None)
    refused(desk, record, "reason", reason=7)


def test_a_ruling_removes_invisible_characters_and_says_so(desk: Desk, room: Room) -> None:
    change = record(desk, supervisor="Nu\u0301ria\u200b Pe\u0301rez",
                    players="seat\u00ad 3 Ana\ufeff")
    found = rulings.ruling_record(desk, change.created_id)
    assert (found.supervisor, found.players) == ("Núria Pérez", "seat 3 Ana")
    assert change.summary.en == ("Ruling recorded for table 1 (invisible characters removed "
                                 "from the supervisor's name and the list of players)")
    assert change.summary.es == ("Resolución registrada para la mesa 1 (se quitaron "
                                 "caracteres invisibles del nombre del supervisor y de la "
                                 "lista de jugadores)")
    assert [line.id for line in rulings.rulings_log(desk, text="nuria")] == [found.id]


# -- ids --------------------------------------------------------------------------------

# Beyond 64 bits, beyond what an INTEGER column holds on PostgreSQL, or not an id at all.
BAD_IDS = [2**70, 2**63, 2**63 - 1, 2**31, 0, -1, True, False, "1", "uno", 1.0, None,
           10**5000]


def label(value: object) -> str:
    """A test id for a bad value (Python will not write an int of 5,000 digits)."""
    try:
        return repr(value)
    except ValueError:
        return "10**5000"


def _services(room: Room, bad: object) -> list[tuple[Call, str, dict[str, Any]]]:
    """Every service that takes an id, with ``bad`` as one of them."""
    table, jose = room.table1, room.players["José García"]
    return [
        (players.rename_player, "player", {"player_id": bad, "name": "X"}),
        (seats.seat_player, "table", {"table_id": bad, "seat": 2, "player_id": jose}),
        (seats.seat_player, "player", {"table_id": table, "seat": 2, "player_id": bad}),
        (seats.call_player, "table", {"table_id": bad, "seat": 2, "player_id": jose}),
        (seats.call_player, "player", {"table_id": table, "seat": 2, "player_id": bad}),
        (seats.hold_seat, "table", {"table_id": bad, "seat": 2, "player_id": jose}),
        (seats.hold_seat, "player", {"table_id": table, "seat": 2, "player_id": bad}),
        (seats.release_hold, "table", {"table_id": bad, "seat": 1}),
        (seats.unseat_player, "table", {"table_id": bad, "seat": 1}),
        (seats.mark_away, "table", {"table_id": bad, "seat": 1}),
        (seats.mark_back, "table", {"table_id": bad, "seat": 1}),
        (seats.move_player, "player", {"player_id": bad, "table_id": table, "seat": 2}),
        (seats.move_player, "table", {"player_id": jose, "table_id": bad, "seat": 2}),
        (seats.request_table_change, "player", {"player_id": bad}),
        (seats.cancel_table_change, "player", {"player_id": bad}),
        (waitlists.add_to_waitlist, "game", {"game_id": bad, "player_id": jose}),
        (waitlists.add_to_waitlist, "player", {"game_id": room.game, "player_id": bad}),
        (waitlists.check_in, "entry", {"entry_id": bad}),
        (waitlists.leave_deposit, "entry", {"entry_id": bad, "amount": "20"}),
        (waitlists.not_here, "entry", {"entry_id": bad}),
        (waitlists.remove_from_waitlist, "entry", {"entry_id": bad}),
        (games.open_table, "game", {"number": 7, "game_id": bad}),
        (games.close_table, "table", {"table_id": bad}),
        (games.reopen_table, "table", {"table_id": bad}),
    ]


@pytest.mark.parametrize("bad", BAD_IDS, ids=label)
def test_an_id_that_cannot_be_a_row_is_refused_as_not_found(desk: Desk, room: Room,
                                                            bad: object) -> None:
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=room.players["José García"])
    for call, field, kwargs in _services(room, bad):
        error = refused(desk, call, field, **kwargs)
        assert "from the list" in error.text.en or "Look at" in error.text.en or (
            "Search again" in error.text.en), (call.__name__, error.text.en)
    with pytest.raises(FloorError) as proposing:
        seats.propose(desk, bad)  # type: ignore[arg-type]
    assert proposing.value.field == "table"
    with pytest.raises(FloorError) as reading:
        rulings.ruling_record(desk, bad)  # type: ignore[arg-type]
    assert reading.value.field == "ruling" and "look at the log again" in reading.value.text.en
    with pytest.raises(FloorError):
        rulings.ruling_records(desk, [bad])  # type: ignore[list-item]
    if bad is not None:  # None asks for any table of the game
        refused(desk, seats.request_table_change, "table",
                player_id=room.players["José García"], to_table_id=bad)


def test_the_refusals_for_ids_read_as_before(desk: Desk, room: Room) -> None:
    error = refused(desk, waitlists.add_to_waitlist, "game", game_id=2**70,
                    player_id=room.players["Ana López"])
    assert error.text.en == ("there is no game number 1180591620717411303424. Pick a game "
                             "from the list.")
    error = refused(desk, waitlists.add_to_waitlist, "game", game_id="1",
                    player_id=room.players["Ana López"])
    assert error.text.en == "there is no game number '1'. Pick a game from the list."
    error = refused(desk, players.rename_player, "player", player_id=2**64, name="X")
    assert error.text.en == "that player is not on file. Search again or add the player."
    error = refused(desk, games.close_table, "table", table_id=2**64)
    assert error.text.en == "that table no longer exists. Look at the floor again."


def test_row_id_gives_the_id_or_the_refusal_asked_for() -> None:
    from floorman.store.models import AuditEntry

    assert lookup.row_id(5, "audit") == 5
    assert lookup.row_id(2**31 - 1, "audit", AuditEntry) == 2**31 - 1
    for bad in (2**31, 2**63, 0, True, "5", 5.0, None):
        with pytest.raises(FloorError) as error:
            lookup.row_id(bad, "audit", AuditEntry,
                          en="there is nothing to undo with that number.",
                          es="no hay nada que deshacer con ese número.")
        assert error.value.field == "audit"
        assert error.value.text.en == "there is nothing to undo with that number."
    with pytest.raises(FloorError) as error:
        lookup.row_id(2**64, "audit")
    assert error.value.text.en == ("there is nothing numbered 18446744073709551616 on file. "
                                   "Choose one from the list.")


def test_table_numbers_beyond_the_column_are_refused(desk: Desk, room: Room) -> None:
    for bad in (2**70, 2**31, 0, "8", 8.0, True):
        error = refused(desk, games.open_table, "number", number=bad, game_id=room.game)
        assert error.text.en == "a table number is a whole number from 1 to 2,147,483,647."
        refused(desk, record, "table", table_number=bad)
        with pytest.raises(FloorError) as raised:
            rulings.rulings_log(desk, table_number=bad)  # type: ignore[arg-type]
        assert raised.value.field == "table"
    for bad_seats in ("6", 6.0, True, 11):
        refused(desk, games.open_table, "seats", number=8, game_id=room.game, seats=bad_seats)
        refused(desk, games.add_game, "seats_per_table", variant="holdem", betting="no_limit",
                stake_small="1", stake_big="2", min_buy_in="100", max_buy_in="300",
                seats_per_table=bad_seats)
    refused(desk, waitlists.add_to_waitlist, "call_in", game_id=room.game,
            player_id=room.players["Ana López"], call_in="yes")


def test_a_log_limit_beyond_64_bits_lists_everything(desk: Desk, room: Room) -> None:
    ruling = record(desk).created_id
    assert [line.id for line in rulings.rulings_log(desk, limit=2**70)] == [ruling]
    for bad in ("5", 2.5, True, 0):
        with pytest.raises(FloorError) as error:
            rulings.rulings_log(desk, limit=bad)  # type: ignore[arg-type]
        assert error.value.field == "limit"


# -- seats given as text -----------------------------------------------------------------

SEATS_AS_TEXT = ["3", "three", 3.0, True, None, b"3"]


@pytest.mark.parametrize("bad", SEATS_AS_TEXT, ids=label)
def test_a_seat_that_is_not_a_whole_number_is_refused(desk: Desk, room: Room,
                                                      bad: object) -> None:
    jose, ana, luis = (room.players[n] for n in ("José García", "Ana López", "Luis Pérez"))
    seats.seat_player(desk, table_id=room.table1, seat=3, player_id=jose)
    seats.hold_seat(desk, table_id=room.table1, seat=4, player_id=luis)
    waitlists.add_to_waitlist(desk, game_id=room.game, player_id=ana)
    table = room.table1
    calls: list[tuple[Call, dict[str, Any]]] = [
        (seats.seat_player, {"table_id": table, "seat": bad, "player_id": ana}),
        (seats.hold_seat, {"table_id": table, "seat": bad, "player_id": ana}),
        (seats.call_player, {"table_id": table, "seat": bad, "player_id": ana}),
        (seats.release_hold, {"table_id": table, "seat": bad}),
        (seats.unseat_player, {"table_id": table, "seat": bad}),
        (seats.mark_away, {"table_id": table, "seat": bad}),
        (seats.mark_back, {"table_id": table, "seat": bad}),
        (seats.move_player, {"player_id": jose, "table_id": room.table1, "seat": bad}),
    ]
    for call, kwargs in calls:
        error = refused(desk, call, "seat", **kwargs)
        assert " is not a seat number: table 1 has seats 1 to 9. Choose a seat from 1 to 9." \
            in error.text.en, (call.__name__, error.text.en)
        assert "no es un número de asiento" in error.text.es


def test_the_refusal_of_a_seat_as_text_quotes_it(desk: Desk, room: Room) -> None:
    error = refused(desk, seats.seat_player, "seat", table_id=room.table1, seat="3",
                    player_id=room.players["Ana López"])
    assert error.text.en == ("'3' is not a seat number: table 1 has seats 1 to 9. Choose a "
                             "seat from 1 to 9.")
    error = refused(desk, seats.seat_player, "seat", table_id=room.table1, seat=2**70,
                    player_id=room.players["Ana López"])
    assert error.text.en == ("table 1 has seats 1 to 9; there is no seat "
                             "1180591620717411303424. Choose a seat from 1 to 9.")
    error = refused(desk, seats.seat_player, "seat", table_id=room.table1, seat="9" * 40,
                    player_id=room.players["Ana López"])
    assert error.text.en.startswith(f"'{'9' * 23}…' is not a seat number")


# -- searching the rulings log ------------------------------------------------------------

def test_a_search_of_a_thousand_different_words_is_refused(desk: Desk, room: Room) -> None:
    record(desk)
    words = " ".join(f"w{i:04d}x" for i in range(1000))
    with pytest.raises(FloorError) as error:
        rulings.rulings_log(desk, text=words)
    assert error.value.field == "text"
    assert error.value.text.en == ("the search has 1000 different words; search with at "
                                   "most 20 words.")
    assert error.value.text.es == ("la búsqueda tiene 1000 palabras distintas; busque con "
                                   "20 palabras como máximo.")


def test_a_search_of_one_word_a_thousand_times_finds_like_the_word(desk: Desk,
                                                                   room: Room) -> None:
    ruling = record(desk).created_id
    assert [line.id for line in rulings.rulings_log(desk, text=" ".join(["Núria"] * 1000))] == [
        ruling]
    assert rulings.rulings_log(desk, text=" ".join(["zzz"] * 1000)) == []


def test_words_that_start_another_word_of_the_search_are_dropped(desk: Desk,
                                                                 room: Room) -> None:
    ruling = record(desk).created_id
    assert rulings.search_words("P PE pér Pérez pérez núria") == ["perez", "nuria"]
    many = " ".join(["perez"[:n] for n in range(1, 6)] * 100)  # 500 words, one remains
    assert [line.id for line in rulings.rulings_log(desk, text=many)] == [ruling]
    # Contained but not at the start: "uria" is not dropped, and finds nothing here.
    assert rulings.search_words("nuria uria") == ["nuria", "uria"]
    assert rulings.rulings_log(desk, text="nuria uria") == []


def test_twenty_words_are_searched_and_twenty_one_refused(desk: Desk, room: Room) -> None:
    record(desk)
    assert rulings.rulings_log(desk, text=" ".join(f"w{i}x" for i in range(20))) == []
    with pytest.raises(FloorError) as error:
        rulings.rulings_log(desk, text=" ".join(f"w{i}x" for i in range(21)))
    assert "search with at most 20 words" in error.value.text.en


@pytest.mark.parametrize("buy_in", [10**5000, "9" * 5000, "1e999999", 1e308, "NaN", "-inf",
                                    Decimal("1e-999999"), "0.001", True],
                         ids=["int-5000-digits", "text-5000-digits", "1e999999", "1e308", "nan",
                              "-inf", "1e-999999", "a-tenth-of-a-cent", "true"])
def test_an_amount_no_table_takes_is_refused_not_raised(desk: Desk, room: Room,
                                                        buy_in: object) -> None:
    with pytest.raises(FloorError) as error:
        seats.seat_player(desk, table_id=room.table1, seat=1,
                          player_id=room.players["Ana López"], buy_in=buy_in)
    assert error.value.field == "buy_in"
    assert len(error.value.text.en) < 200 and error.value.text.es
    assert floor_view(desk).table(room.table1).seats[0].state == "empty"
