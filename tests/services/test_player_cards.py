"""The player card: each change is an audited action; wrong input is refused and writes
nothing; the history finds the player's actions."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from floorman.services import player_cards, seats, undo
from floorman.services.desk import Desk, FloorError
from floorman.services.history import HistoryFilter, history_page, supervisor_name
from floorman.store.models import AuditEntry, Player
from tests.services.conftest import Room


def card(desk: Desk, player_id: int) -> Player:
    with desk.store.reading() as session:
        found = session.get(Player, player_id)
        assert found is not None
        session.expunge(found)
        return found


def audit_rows(desk: Desk) -> int:
    with desk.store.reading() as session:
        return int(session.execute(select(func.count()).select_from(AuditEntry)).scalar_one())


def test_the_card_is_written_with_its_search_forms_and_an_audit_row(desk: Desk,
                                                                     room: Room) -> None:
    jose = room.players["José García"]
    change = player_cards.update_card(desk, player_id=jose, name="José  García",
                                      nickname="El Flaco", phone="+34 (600) 12-34-56",
                                      notes="Likes seat 1.\n\tAsks for  table 3")
    found = card(desk, jose)
    assert (found.nickname, found.search_nickname) == ("El Flaco", "el flaco")
    assert (found.phone, found.search_phone) == ("+34 (600) 12-34-56", "34600123456")
    assert found.notes == "Likes seat 1.\nAsks for table 3"
    assert change.summary.en == "Updated the card of José García (nickname, phone, notes)"
    with desk.store.reading() as session:
        entry = session.get(AuditEntry, change.audit_id)
        assert entry is not None and (entry.action, entry.actor) == ("update_card", "test")


@pytest.mark.parametrize(("fields", "field", "words"), [
    ({"phone": "600 12 AB"}, "phone", "may hold digits, spaces, +, - and parentheses only"),
    ({"phone": "(-)"}, "phone", "has no digits"),
    ({"phone": "6" * 31}, "phone", "longer than 30"),
    ({"nickname": "N" * 81}, "nickname", "longer than 80"),
    ({"nickname": "el\x1b[2J flaco"}, "nickname", "control character"),
    ({"name": "   "}, "name", "the name is empty"),
    ({"name": "A" * 500}, "name", "longer than 80"),
    ({"notes": "x" * 2001}, "notes", "longer than 2000"),
    ({"notes": "ok\nbad\x07"}, "notes", "control character"),
])
def test_a_wrong_field_is_refused_and_nothing_is_written(desk: Desk, room: Room,
                                                         fields: dict[str, str], field: str,
                                                         words: str) -> None:
    before = audit_rows(desk)
    given = {"name": "José García", "nickname": "", "phone": "", "notes": "", **fields}
    with pytest.raises(FloorError) as refused:
        player_cards.update_card(desk, player_id=room.players["José García"], **given)
    assert refused.value.field == field
    assert words in refused.value.text.en and refused.value.text.es
    assert audit_rows(desk) == before


def test_an_unchanged_card_is_refused(desk: Desk, room: Room) -> None:
    with pytest.raises(FloorError, match="already says that"):
        player_cards.update_card(desk, player_id=room.players["Ana López"], name="Ana López",
                                 nickname="", phone="", notes="")


def test_barring_needs_a_reason_and_is_kept_with_the_moment(desk: Desk, room: Room) -> None:
    luis = room.players["Luis Pérez"]
    for reason in ("", "   "):
        with pytest.raises(FloorError) as refused:
            player_cards.bar_player(desk, player_id=luis, reason=reason)
        assert refused.value.field == "reason" and "write why" in refused.value.text.en
    with pytest.raises(FloorError, match="longer than 300"):
        player_cards.bar_player(desk, player_id=luis, reason="r" * 301)
    assert not card(desk, luis).barred
    change = player_cards.bar_player(desk, player_id=luis, reason="Abusive to a dealer")
    found = card(desk, luis)
    assert (found.barred, found.barred_reason, found.barred_at) == (
        True, "Abusive to a dealer", desk.now())
    assert change.summary.es == "Entrada prohibida a Luis Pérez: Abusive to a dealer"
    with pytest.raises(FloorError, match="already barred"):
        player_cards.bar_player(desk, player_id=luis, reason="again")
    player_cards.lift_bar(desk, player_id=luis)
    found = card(desk, luis)
    assert (found.barred, found.barred_reason, found.barred_at) == (False, "", None)
    with pytest.raises(FloorError, match="is not barred"):
        player_cards.lift_bar(desk, player_id=luis)


def test_a_bar_is_undone_like_any_action(desk: Desk, room: Room) -> None:
    marta = room.players["Marta Ruiz"]
    change = player_cards.bar_player(desk, player_id=marta, reason="Cheating")
    undo.revert(desk, change.audit_id)
    assert not card(desk, marta).barred


def test_the_supervisor_name_is_checked() -> None:
    assert supervisor_name("  Ana   Ruiz ") == "Ana Ruiz"
    for bad, words in (("", "is empty"), ("   ", "is empty"), ("A" * 41, "longer than 40"),
                       ("Ana\x1b[2J", "control character"), ("Ana\u202e", "text-direction")):
        with pytest.raises(FloorError) as refused:
            supervisor_name(bad)
        assert refused.value.field == "supervisor" and words in refused.value.text.en


def test_history_filters_by_player_table_supervisor_and_period(desk: Desk, room: Room,
                                                               clock: object) -> None:
    jose, ana = room.players["José García"], room.players["Ana López"]
    seats.seat_player(desk, table_id=room.table1, seat=1, player_id=jose, buy_in="200")
    desk.actor = "Carmen"
    clock.advance(minutes=90)  # type: ignore[attr-defined]
    seats.seat_player(desk, table_id=room.table2, seat=5, player_id=ana, buy_in="200")
    player_cards.update_card(desk, player_id=ana, name="Ana López", nickname="La Rubia",
                             phone="", notes="")

    def summaries(**wanted: object) -> list[str]:
        return [line.summary.en for line in history_page(desk, HistoryFilter(**wanted)).lines]

    assert summaries(player_id=jose) == ["Seated José García at table 1, seat 1",
                                         "Added player José García"]
    assert summaries(player="rubia") == summaries(player="ana lo") == [
        "Updated the card of Ana López (nickname)", "Seated Ana López at table 2, seat 5",
        "Added player Ana López"]
    assert summaries(table_number=1)[0] == "Seated José García at table 1, seat 1"
    assert "Seated Ana López at table 2, seat 5" not in summaries(table_number=1)
    assert summaries(supervisor="carmen") == ["Updated the card of Ana López (nickname)",
                                              "Seated Ana López at table 2, seat 5"]
    assert summaries(since=desk.now()) == ["Updated the card of Ana López (nickname)",
                                           "Seated Ana López at table 2, seat 5"]
    assert summaries(table_number=99) == summaries(player="nobody at all") == []


def test_history_pages_and_marks_undone_actions(desk: Desk, room: Room) -> None:
    marta = room.players["Marta Ruiz"]
    barred = player_cards.bar_player(desk, player_id=marta, reason="Cheating")
    undone = undo.revert(desk, barred.audit_id)
    first = history_page(desk, limit=2)
    assert [line.id for line in first.lines] == [undone.audit_id, barred.audit_id]
    assert first.lines[1].reverted is not None and first.lines[1].reverted.supervisor == "test"
    assert first.lines[0].is_revert and first.lines[0].reverted is None
    assert first.next is not None
    rest = history_page(desk, after=first.next, limit=100)
    assert rest.next is None and len(rest.lines) == audit_rows(desk) - 2
    undo.revert(desk, undone.audit_id)  # redo
    again = history_page(desk, limit=3).lines
    assert again[2].id == barred.audit_id and again[2].reverted is None
    assert again[2].was_reverted
