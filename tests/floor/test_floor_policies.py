"""The pure floor policies: names, seat candidates, countdowns, house settings."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from floorman.floor.games import game_label
from floorman.floor.house import HouseSettings
from floorman.floor.names import find_players, fold
from floorman.floor.seating import ChangeRequest, ListPlace, TablePlayers, seat_candidates
from floorman.floor.timers import (
    away_overdue,
    call_in_expired,
    clock_text,
    hold_expired,
    hold_left,
)

T0 = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)
ROSTER = [(1, "José García", fold("José García")), (2, "María Fernández", fold("María Fernández")),
          (3, "Joselito Ruiz", fold("Joselito Ruiz")), (4, "Iñigo Sanz", fold("Iñigo Sanz"))]


def test_fold_removes_accents_case_and_punctuation() -> None:
    assert fold("  José-María  GARCÍA ") == "jose maria garcia"
    assert fold("Iñigo") == "inigo"


def test_search_finds_accented_names_first_by_prefix() -> None:
    assert [m.name for m in find_players("Jose", ROSTER)] == ["José García", "Joselito Ruiz"]
    assert find_players("garcia", ROSTER)[0].name == "José García"
    assert find_players("inigo", ROSTER)[0].player_id == 4


def test_search_tolerates_typos() -> None:
    assert find_players("Fernandes", ROSTER)[0].name == "María Fernández"
    assert find_players("Jsoe Garcia", ROSTER)[0].name == "José García"
    assert find_players("zzzz", ROSTER) == []
    assert find_players("   ", ROSTER) == []


def place(entry_id: int, minutes: int, *, call_in: bool = False, called: bool = False) -> ListPlace:
    return ListPlace(entry_id, 100 + entry_id, f"P{entry_id}", T0 + timedelta(minutes=minutes),
                     call_in, called)


def test_candidates_put_table_changes_first_then_the_list_in_order() -> None:
    house = HouseSettings()
    changes = [
        ChangeRequest(7, "Late asker", 2, None, T0 + timedelta(minutes=5)),
        ChangeRequest(8, "Early asker", 3, None, T0 + timedelta(minutes=1)),
        ChangeRequest(9, "Same table", 1, None, T0),
        ChangeRequest(10, "Wants table 4", 2, 4, T0),
    ]
    places = [place(3, 2), place(1, 0), place(2, 1, called=True),
              place(4, -60, call_in=True), place(5, 3, call_in=True)]
    ranked = seat_candidates(1, changes, places, T0 + timedelta(minutes=10), house)
    assert [c.name for c in ranked] == ["Early asker", "Late asker", "P1", "P3", "P5"]
    # Positions are those shown on the list, where the passed-over players still stand.
    assert ranked[2].why.en.startswith("number 2") and ranked[3].why.es.startswith("número 4")


def test_a_change_request_for_this_very_table_comes_first() -> None:
    changes = [ChangeRequest(8, "Any table", 3, None, T0),
               ChangeRequest(10, "This table", 2, 1, T0 + timedelta(minutes=9))]
    ranked = seat_candidates(1, changes, [], T0, HouseSettings())
    assert [c.name for c in ranked] == ["This table", "Any table"]


def test_countdowns() -> None:
    house = HouseSettings(hold_minutes=10, away_minutes=30, call_in_minutes=20)
    assert hold_left(T0, T0 + timedelta(minutes=4), house) == timedelta(minutes=6)
    assert not hold_expired(T0, T0 + timedelta(minutes=11), house, someone_waiting=False)
    assert hold_expired(T0, T0 + timedelta(minutes=10), house, someone_waiting=True)
    assert not away_overdue(T0, T0 + timedelta(minutes=29), house)
    assert away_overdue(T0, T0 + timedelta(minutes=30), house)
    assert call_in_expired(T0, T0 + timedelta(minutes=20), house)
    assert clock_text(timedelta(minutes=6, seconds=5)) == "6:05"
    assert clock_text(timedelta(seconds=-75)) == "-1:15"


def test_house_settings_round_trip_through_storage() -> None:
    house = HouseSettings(hold_minutes=7, deposit=Decimal("25.5"))
    assert HouseSettings.from_stored(house.to_stored()) == house
    assert HouseSettings.from_stored({"unknown": 1}) == HouseSettings()


def test_game_labels_in_both_languages() -> None:
    assert game_label("holdem", "no_limit", Decimal(1), Decimal(2), "en") == "1/2 NL Hold'em"
    assert game_label("holdem", "limit", Decimal(4), Decimal(8), "es") == "4/8 Límite Hold'em"
    assert game_label("omaha", "pot_limit", Decimal(1), Decimal(2), "es") == "1/2 PLO"
    assert game_label("omaha8", "limit", Decimal("0.5"), Decimal(1), "en") == (
        "0.5/1 Limit Omaha Hi-Lo")


def test_players_who_missed_their_last_call_are_proposed_after_those_present() -> None:
    house = HouseSettings(passes_kept=2)
    places = [
        ListPlace(1, 101, "No-show", T0, False, False, passes=1, missed=True),
        ListPlace(2, 102, "Here", T0 + timedelta(minutes=1), False, False),
        ListPlace(3, 103, "Missed twice", T0 + timedelta(minutes=2), False, False, passes=2,
                  missed=True),
        ListPlace(4, 104, "Came back", T0 + timedelta(minutes=3), False, False, passes=1),
    ]
    ranked = seat_candidates(1, [], places, T0 + timedelta(minutes=5), house)
    assert [c.name for c in ranked] == ["Here", "Came back", "No-show", "Missed twice"]
    assert ranked[2].why.en == ("number 1 on the list, missed 1 of 2 calls: proposed after "
                                "those present (RRoP 2.iii.1)")
    assert ranked[3].why.es == ("número 3 en la lista, faltó a 2 de 2 llamadas: se propone "
                                "después de los presentes (RRoP 2.iii.1)")
    assert ranked[1].why.en.startswith("number 4 on the waiting list")


def test_a_barred_transfer_is_shown_after_those_who_may_take_the_seat_rrop_2_iii_3() -> None:
    """Table 5 keeps 6 players without him, table 9 has 8: his table change to 9 is
    barred, so the listed player comes first and he is shown with the reason."""
    changes = [ChangeRequest(7, "Changer", 5, None, T0)]
    places = [ListPlace(1, 101, "Listed", T0 + timedelta(minutes=1), False, False),
              ListPlace(2, 102, "Seated at 5", T0 + timedelta(minutes=2), False, False,
                        plays_at=5),
              ListPlace(3, 103, "Seated at 6", T0 + timedelta(minutes=3), False, False,
                        plays_at=6)]
    tables = {9: TablePlayers(9, 8), 5: TablePlayers(5, 7),
              6: TablePlayers(6, 2, similar=False)}  # another stakes: no limit applies
    ranked = seat_candidates(9, changes, places, T0 + timedelta(minutes=5), HouseSettings(),
                             tables)
    assert [c.name for c in ranked] == ["Listed", "Seated at 6", "Changer", "Seated at 5"]
    assert [c.barred is None for c in ranked] == [True, True, False, False]
    barred = ranked[2].barred
    assert barred is not None
    assert barred.en == ("may not transfer from table 5 to table 9: after the transfer table 5 "
                         "would have 6 players, fewer than the 8 at table 9: a voluntary "
                         "transfer to a similar game may not leave the game left shorter than "
                         "the one joined (RRoP 2.iii.3)")
    assert barred.es.startswith("no puede cambiarse de la mesa 5 a la mesa 9: tras el cambio "
                                "la mesa 5 quedaría con 6 jugadores, menos que los 8 de la "
                                "mesa 9") and barred.es.endswith("(RRoP 2.iii.3)")
    # Its claim is still said: why he would have come first.
    assert "RRoP 2.iii.12" in ranked[2].why.en
    # One more at table 5 and the change is his again, first as RRoP 2.iii.12 says.
    tables[5] = TablePlayers(5, 9)
    ranked = seat_candidates(9, changes, places, T0 + timedelta(minutes=5), HouseSettings(),
                             tables)
    assert [c.name for c in ranked][:2] == ["Changer", "Listed"]
    assert ranked[0].barred is None
