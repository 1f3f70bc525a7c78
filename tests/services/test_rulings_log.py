"""The rulings log: recording the floor's decision, refusals, searching, export, undo."""

from __future__ import annotations

import csv
import json
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from floorman.rules import decide
from floorman.services import games
from floorman.services.desk import Change, Desk, FloorError
from floorman.services.rulings import (
    RulingLine,
    RulingRecord,
    export_rulings,
    record_ruling,
    ruling_record,
    ruling_records,
    rulings_log,
)
from floorman.services.undo import revert
from floorman.store.models import AuditEntry, LoggedRuling
from floorman.text import UserError
from tests.fakes import FakeClock
from tests.services.conftest import Room

SCENARIOS = Path(__file__).resolve().parents[1] / "rules" / "scenarios"


def scenario(name: str) -> dict[str, Any]:
    path = SCENARIOS / name
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["scenario"]
    return document


SHOWN = [{"question": {"en": "How much did seat 3 put in?", "es": "¿Cuánto puso el asiento 3?"},
          "answer": {"en": "120", "es": "120"}}]


def record(desk: Desk, name: str = "betting/rrop_14_2_allin_20_raise_to_120.json",
           **changes: Any) -> Change:
    document = scenario(name)
    facts: dict[str, Any] = {
        "walkthrough": "short_all_in", "kind": document["kind"], "scenario": document,
        "shown": SHOWN, "ruling": decide(document).to_json(), "outcome": "accepted",
        "table_number": 1, "hand_time": desk.now() - timedelta(minutes=5),
        "players": "seat 3 Ana Ruiz, seat 7", "supervisor": "Núria Pérez",
    }
    facts.update(changes)
    return record_ruling(desk, **facts)


def count(desk: Desk) -> tuple[int, int]:
    with desk.store.reading() as session:
        rulings = session.execute(select(func.count(LoggedRuling.id))).scalar_one()
        audit = session.execute(select(func.count(AuditEntry.id))).scalar_one()
    return rulings, audit


def test_an_accepted_ruling_is_kept_whole(desk: Desk, room: Room) -> None:
    document = scenario("betting/rrop_14_2_allin_20_raise_to_120.json")
    ruling = decide(document).to_json()
    change = record(desk)
    assert change.summary.en == "Ruling recorded for table 1"
    assert change.summary.es == "Resolución registrada para la mesa 1"
    assert change.touched == frozenset({"rulings"})
    found = ruling_record(desk, change.created_id)
    assert isinstance(found, RulingRecord)
    assert found.outcome == "accepted" and found.reason == ""
    assert found.ruling == ruling and found.scenario == document
    assert found.shown == tuple(SHOWN)
    assert found.summary.en == ruling["summary"]["en"]
    assert found.rules == tuple(ruling["rules"]) and found.rules
    assert found.profile == ruling["profile"] == document.get("profile", "robert")
    assert found.recorded_at == desk.now()
    assert found.hand_time == desk.now() - timedelta(minutes=5)
    assert (found.table_number, found.players, found.supervisor) == (
        1, "seat 3 Ana Ruiz, seat 7", "Núria Pérez")
    assert found.walkthrough == "short_all_in" and found.kind == document["kind"]


def test_an_overruled_ruling_keeps_its_reason(desk: Desk, room: Room) -> None:
    change = record(desk, outcome="overruled",
                    reason="  The dealer announced the wrong amount.  ")
    assert "overruled" in change.summary.en
    found = ruling_record(desk, change.created_id)
    assert (found.outcome, found.reason) == ("overruled", "The dealer announced the wrong amount.")


@pytest.mark.parametrize("reason", ["", "   "])
def test_overruling_without_a_reason_is_refused_and_nothing_is_written(
        desk: Desk, room: Room, reason: str) -> None:
    before = count(desk)
    with pytest.raises(FloorError) as error:
        record(desk, outcome="overruled", reason=reason)
    assert error.value.field == "reason"
    assert "RRoP 2.i.1" in error.value.text.en and "RRoP 2.i.1" in error.value.text.es
    assert "write why" in error.value.text.en
    assert count(desk) == before


@pytest.mark.parametrize("changes,field", [
    ({"outcome": "maybe"}, "outcome"),
    ({"supervisor": "  "}, "supervisor"),
    ({"supervisor": "N" * 81}, "supervisor"),
    ({"walkthrough": ""}, "walkthrough"),
    ({"table_number": 99}, "table"),
    ({"ruling": {"kind": "x", "summary": {"en": "a", "es": "b"}, "rules": []}}, "ruling"),
    ({"shown": [{"question": "how much?"}]}, "shown"),
    ({"scenario": {"amount": float("nan")}}, "scenario"),
])
def test_bad_records_are_refused_and_nothing_is_written(
        desk: Desk, room: Room, changes: dict[str, Any], field: str) -> None:
    before = count(desk)
    with pytest.raises(FloorError) as error:
        record(desk, **changes)
    assert error.value.field == field
    assert error.value.text.en and error.value.text.es
    assert count(desk) == before


def test_a_hand_in_the_future_is_refused(desk: Desk, room: Room, clock: FakeClock) -> None:
    with pytest.raises(FloorError) as error:
        record(desk, hand_time=clock.now + timedelta(minutes=1))
    assert error.value.field == "hand_time"
    record(desk, hand_time=clock.now)  # the hand that just ended is fine


def test_a_ruling_away_from_a_table_and_decimal_facts(desk: Desk, room: Room) -> None:
    document = scenario("betting/rrop_14_2_allin_20_raise_to_120.json")
    document["facts"]["pot"] = Decimal("30.50")  # as a walk-through may build it
    change = record(desk, scenario=document, table_number=None)
    assert change.summary.en == "Ruling recorded"
    found = ruling_record(desk, change.created_id)
    assert found.table_number is None and found.scenario["facts"]["pot"] == 30.5


def test_a_missing_ruling_is_refused_clearly(desk: Desk) -> None:
    with pytest.raises(FloorError) as error:
        ruling_record(desk, 404)
    assert "no ruling number 404" in error.value.text.en and error.value.field == "ruling"


def fill(desk: Desk, room: Room, clock: FakeClock) -> dict[str, int]:
    table3 = games.open_table(desk, number=3, game_id=room.game).created_id
    games.close_table(desk, table_id=table3)  # a closed table still had its rulings
    ids = {}
    ids["first"] = record(desk, players="seat 2 José Muñoz").created_id
    clock.advance(minutes=10)
    ids["overruled"] = record(desk, outcome="overruled", table_number=2,
                              reason="Acción confusa del crupier", players="seat 5",
                              supervisor="Ana").created_id
    clock.advance(minutes=10)
    ids["misdeal"] = record(desk, "irregularities/acted_with_joker.json", table_number=3,
                            players="seat 1 Iñigo").created_id
    return ids


def ids_of(records: list[RulingRecord]) -> list[int]:
    return [r.id for r in records]


def test_the_log_is_newest_first_and_filters(desk: Desk, room: Room, clock: FakeClock) -> None:
    ids = fill(desk, room, clock)
    everything = rulings_log(desk)
    assert ids_of(everything) == [ids["misdeal"], ids["overruled"], ids["first"]]
    assert ids_of(rulings_log(desk, table_number=2)) == [ids["overruled"]]
    assert ids_of(rulings_log(desk, outcome="overruled")) == [ids["overruled"]]
    assert ids_of(rulings_log(desk, outcome="accepted")) == [ids["misdeal"], ids["first"]]
    kind = everything[0].kind
    assert ids_of(rulings_log(desk, kind=kind)) == [ids["misdeal"]]
    start = everything[1].recorded_at
    assert ids_of(rulings_log(desk, since=start)) == [ids["misdeal"], ids["overruled"]]
    assert ids_of(rulings_log(desk, until=start)) == [ids["first"]]
    assert ids_of(rulings_log(desk, limit=1)) == [ids["misdeal"]]
    assert rulings_log(desk, table_number=2, outcome="accepted") == []


def test_the_log_is_searched_word_by_word_without_accents(desk: Desk, room: Room,
                                                          clock: FakeClock) -> None:
    ids = fill(desk, room, clock)
    assert ids_of(rulings_log(desk, text="MUÑOZ")) == [ids["first"]]
    assert ids_of(rulings_log(desk, text="munoz jose")) == [ids["first"]]
    assert ids_of(rulings_log(desk, text="inigo")) == [ids["misdeal"]]
    assert ids_of(rulings_log(desk, text="accion crupier")) == [ids["overruled"]]
    assert ids_of(rulings_log(desk, text="nuria")) == [ids["misdeal"], ids["first"]]
    assert ids_of(rulings_log(desk, text="nu")) == [ids["misdeal"], ids["first"]], "a prefix"
    assert rulings_log(desk, text="uria") == [], "words match from their start"
    assert rulings_log(desk, text="munoz inigo") == []
    # Rule ids and the summary in either language are searched too.
    rule = ruling_record(desk, rulings_log(desk)[0].id).rules[0]
    assert ids["misdeal"] in ids_of(rulings_log(desk, text=rule))
    assert ids_of(rulings_log(desk, text="  ")) == ids_of(rulings_log(desk))


def test_export_csv_and_json_read_back(desk: Desk, room: Room, clock: FakeClock,
                                       tmp_path: Path) -> None:
    fill(desk, room, clock)
    records = ruling_records(desk, ids_of(rulings_log(desk)))
    assert ids_of(records) == ids_of(rulings_log(desk))  # in the order listed
    for lang, header, overruled in (("en", "Hand time", "overruled"),
                                    ("es", "Hora de la mano", "resuelta de otro modo")):
        path = tmp_path / f"log-{lang}.csv"
        export_rulings(records, path, lang)
        with path.open(encoding="utf-8-sig", newline="") as back:
            rows = list(csv.reader(back))
        assert len(rows) == 1 + len(records)
        assert rows[0][2] == header and len(rows[0]) == 10
        second = rows[2]
        assert second[1] == "2" and second[6] == overruled
        assert second[7] == "Acción confusa del crupier" and second[8] == "seat 5"
        assert second[4] == records[1].summary.get(lang)  # type: ignore[arg-type]
        assert second[5] == "; ".join(records[1].rules)
        assert second[0] == records[1].recorded_at.astimezone().strftime("%Y-%m-%d %H:%M")
        assert rows[3][9] == "Núria Pérez"
    path = tmp_path / "log.json"
    export_rulings(records, path, "es")
    back = json.loads(path.read_text(encoding="utf-8"))["rulings"]
    assert [item["id"] for item in back] == ids_of(records)
    assert back[1]["reason"] == "Acción confusa del crupier"
    assert back[0]["scenario"] == records[0].scenario and back[0]["ruling"] == records[0].ruling
    assert datetime.fromisoformat(back[0]["hand_time"]) == records[0].hand_time


def test_export_refuses_other_file_kinds(desk: Desk, tmp_path: Path) -> None:
    with pytest.raises(UserError) as error:
        export_rulings([], tmp_path / "log.xlsx", "en")
    assert ".csv or .json" in error.value.text.en and ".csv o .json" in error.value.text.es
    assert not (tmp_path / "log.xlsx").exists()
    with pytest.raises(UserError) as error:
        export_rulings([], tmp_path / "missing" / "log.csv", "en")
    assert "Choose another folder" in error.value.text.en


def test_a_recorded_ruling_undoes_and_redoes(desk: Desk, room: Room) -> None:
    document = scenario("betting/rrop_14_2_allin_20_raise_to_120.json")
    document["facts"]["pot"] = Decimal("30.50")
    change = record(desk, scenario=document, outcome="overruled", reason="Ángulo del dealer")
    kept = ruling_record(desk, change.created_id)
    undo = revert(desk, change.audit_id)
    assert undo.summary.en.startswith("Undid: Ruling recorded")
    assert rulings_log(desk) == []
    redo = revert(desk, undo.audit_id)
    assert [ruling_record(desk, line.id) for line in rulings_log(desk)] == [kept], \
        "the JSON documents come back exactly"
    revert(desk, redo.audit_id)  # and the redone row still matches its snapshot
    assert rulings_log(desk) == []


def test_the_house_picks_the_rules_profile(desk: Desk) -> None:
    from floorman.services.desk import house_settings

    with desk.store.reading() as session:
        assert house_settings(session).rules_profile == "robert"
    games.set_house(desk, rules_profile="tda")
    with desk.store.reading() as session:
        assert house_settings(session).rules_profile == "tda"
    with pytest.raises(FloorError) as error:
        games.set_house(desk, rules_profile="vegas")
    assert error.value.field == "rules_profile"


def test_a_long_reason_is_kept_whole_and_still_found(desk: Desk, room: Room) -> None:
    """The folded search text is capped for the index (PostgreSQL limits index
    entries); the reason itself is kept whole, and its start is searchable."""
    reason = "Decisión de sala por equidad. " + "El crupier explicó mal la acción. " * 200
    change = record(desk, outcome="overruled", reason=reason)
    found = ruling_record(desk, change.created_id)
    assert found.reason == reason.strip() and len(found.reason) > 5000
    assert ids_of(rulings_log(desk, text="decision equidad")) == [change.created_id]


def test_the_log_lists_lines_and_gives_the_whole_record_on_demand(
        desk: Desk, room: Room) -> None:
    change = record(desk)
    line = rulings_log(desk)[0]
    whole = ruling_record(desk, change.created_id)
    assert isinstance(line, RulingLine) and isinstance(whole, RulingRecord)
    assert (line.id, line.summary, line.outcome, line.hand_time, line.supervisor) == (
        whole.id, whole.summary, whole.outcome, whole.hand_time, whole.supervisor)
    assert ruling_records(desk, [change.created_id, 999]) == [whole]  # an undone id: left out
    assert json.loads(json.dumps(whole.to_json()))["ruling"] == whole.ruling


@pytest.mark.parametrize("reason", ["dealer\x00 error", "half \ud800 pair"])
def test_a_reason_with_a_character_no_store_can_keep_is_refused(desk: Desk, room: Room,
                                                                reason: str) -> None:
    before = count(desk)
    with pytest.raises(FloorError) as error:
        record(desk, outcome="overruled", reason=reason)
    assert error.value.field == "reason"
    assert "Type the reason again" in error.value.text.en
    assert "Escriba el motivo de nuevo" in error.value.text.es
    assert count(desk) == before


def test_a_reason_may_run_over_several_lines(desk: Desk, room: Room) -> None:
    change = record(desk, outcome="overruled", reason="Seat 3 acted first.\n\tThen seat 5.")
    assert ruling_record(desk, change.created_id).reason == "Seat 3 acted first.\n\tThen seat 5."
