"""The rulings log: recording the floor's decision, refusals, searching, export, undo."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from floorman.rules import decide
from floorman.rules.walkthroughs import walkthrough
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
    if changes.get("outcome") == "overruled":
        facts["floor_decision"] = "the raise stands at 100"
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


def ids_of(records: Sequence[RulingRecord | RulingLine]) -> list[int]:
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
    # The words of the log on screen, never stored codes ("overruled", "misdeal").
    for lang, header, overruled in (("en", "Hand time", "Overruled"),
                                    ("es", "Hora de la mano", "Cambiada por la sala")):
        path = tmp_path / f"log-{lang}.csv"
        export_rulings(records, path, lang)
        with path.open(encoding="utf-8-sig", newline="") as back:
            rows = list(csv.reader(back))
        assert len(rows) == 1 + len(records)
        assert rows[0][2] == header and len(rows[0]) == 11
        second = rows[2]
        assert second[1] == "2" and second[6] == overruled
        assert second[7] == "Acción confusa del crupier" and second[8] == "seat 5"
        assert second[4] == records[1].summary.get(lang)  # type: ignore[arg-type]
        assert rows[0][3] == {"en": "Dispute", "es": "Disputa"}[lang]
        assert second[3] == walkthrough(records[1].walkthrough).title.get(
            lang)  # type: ignore[arg-type]
        assert records[1].kind not in {row[3] for row in rows}
        assert second[5] == "; ".join(records[1].rules)
        assert second[0] == records[1].recorded_at.astimezone().strftime("%Y-%m-%d %H:%M")
        assert rows[3][9] == "Núria Pérez"
        assert second[10] == "the raise stands at 100" and rows[3][10] == ""
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
    assert undo.summary.en.startswith("Undone: Ruling recorded")
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


# --- the floor's own decision ------------------------------------------------------------


def test_an_overruled_ruling_keeps_and_headlines_the_floors_decision(
        desk: Desk, room: Room) -> None:
    change = record(desk, outcome="overruled", reason="The dealer misread the bet.",
                    floor_decision="  Seat 3 may take back his chips and revirar.  ")
    line = rulings_log(desk)[0]
    whole = ruling_record(desk, change.created_id)
    assert whole.floor_decision == line.floor_decision == \
        "Seat 3 may take back his chips and revirar."
    assert line.headline().en == "Floor ruled: Seat 3 may take back his chips and revirar."
    assert line.headline().es == \
        "La sala decidió: Seat 3 may take back his chips and revirar."
    assert whole.headline() == line.headline() and whole.to_json()["floor_decision"]
    # The decision is searched, by the start of its words ("revi" finds "revirar").
    assert ids_of(rulings_log(desk, text="take back")) == [change.created_id]
    assert ids_of(rulings_log(desk, text="revi")) == [change.created_id]


def test_overruling_without_the_floors_decision_is_refused(desk: Desk, room: Room) -> None:
    before = count(desk)
    with pytest.raises(FloorError) as error:
        record(desk, outcome="overruled", reason="The dealer misread the bet.",
               floor_decision="   ")
    assert error.value.field == "floor_decision"
    assert "write what the floor decided" in error.value.text.en
    assert "escriba qué decidió la sala" in error.value.text.es
    assert count(desk) == before


def test_an_accepted_ruling_headlines_the_assistants_ruling(desk: Desk, room: Room) -> None:
    change = record(desk, floor_decision="ignored: the floor accepted")
    line = rulings_log(desk)[0]
    assert line.floor_decision == "" and line.headline() == line.summary
    assert ruling_record(desk, change.created_id).floor_decision == ""
    assert rulings_log(desk, text="ignored") == []


# --- searching through the database's text index ----------------------------------------

VOCABULARY = [
    "revirar", "revire", "reviso", "revisar", "resubir", "raise", "raised", "re", "reraise",
    "all", "in", "allin", "seat", "seats", "3", "3v7", "v", "7", "1e5", "15500", "abc123",
    "123abc", "a", "b", "i", "el", "la", "de", "ana", "anabel", "ruiz", "ruiza", "garcía",
    "ibáñez", "núria", "nguyen", "muñoz", "crupier", "dealer", "angle", "angulo", "ángulo",
    "string", "bet", "dos", "tiempos", "check", "pasar", "subir", "ciega", "blind", "tda",
    "rrop", "2", "1", "x", "xx", "zz", "0", "00", "007", "misdeal", "reparto", "erróneo",
]


def _varied_log(desk: Desk, count: int = 180) -> None:
    """``count`` rulings written in bulk (as the benchmark fills a log): words from a
    small vocabulary so prefixes are shared, several rulings in one minute, the same
    moment twice, and a desk's clock that runs behind (ids and times out of step)."""
    import random

    from sqlalchemy import insert

    from floorman.services.rulings import search_text
    from floorman.text import Text

    rng = random.Random(10)
    start = desk.now() - timedelta(days=30)
    moment = start
    rows = []
    for n in range(count):
        step = rng.choice([0, 0, 5, 20, 59, 61, 600, 3600, -30, -200, -4000])
        moment = moment + timedelta(seconds=step) if n % 17 else moment  # ties too

        def words(most: int) -> str:
            return " ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(1, most)))

        summary = Text(words(8).capitalize() + ".", words(8).upper() + ".")
        overruled = rng.random() < 0.3
        reason, decision = (words(6), words(5)) if overruled else ("", "")
        players, supervisor = words(3), words(2)[:80]
        kind = rng.choice(["bet_interpretation", "misdeal", "side_pots"])
        rules = rng.sample(["RRoP 3.v.7", "TDA 45", "RRoP 14.2", "TDA 53"], 2)
        rows.append({
            "search_text": search_text(summary, players, supervisor, reason, kind, rules,
                                       floor_decision=decision),
            "recorded_at": moment, "table_number": rng.choice([None, 1, 2, 3]),
            "outcome": "overruled" if overruled else "accepted", "kind": kind,
            "walkthrough": kind, "profile": "robert", "hand_time": moment,
            "supervisor": supervisor, "players": players, "summary_en": summary.en,
            "summary_es": summary.es, "reason": reason, "floor_decision": decision,
            "rules": rules, "ruling": {}, "shown": [], "scenario": {},
        })
    with desk.store.writing() as session:
        session.execute(insert(LoggedRuling), rows)


SEARCHES = ["re", "rev", "revi", "revir", "revirar", "revire", "r", "a", "i", "ib", "ibanez",
            "3", "3v", "3v7", "3 v 7", "1e", "1e5", "15", "abc", "123", "0", "00", "x", "xx",
            "ana ruiz", "ruiz ana", "nuria muñoz", "ÁNGULO", "angle dealer", "string bet",
            "seat 3", "rrop 3 v 7", "tda 45", "misdeal reparto", "zzz", "qq", "el la de",
            "bet_interpretation", "side pots"]


def test_the_text_index_finds_exactly_what_like_finds(desk: Desk, room: Room) -> None:
    _varied_log(desk)
    start = desk.now() - timedelta(days=29)
    compared = 0
    for search in SEARCHES:
        for limit in (1, 3, 7, 40, 500):
            for filters in ({}, {"outcome": "overruled"}, {"kind": "misdeal"},
                            {"since": start}, {"until": start + timedelta(days=1)},
                            {"table_number": 2}):
                indexed = rulings_log(desk, text=search, limit=limit, **filters)
                scanned = rulings_log(desk, text=search, limit=limit, by_index=False,
                                      **filters)
                assert indexed == scanned, (search, limit, filters)
                compared += bool(scanned)
    assert compared > 500, "the searches find rulings"
    assert len(rulings_log(desk, text="revi")) > len(rulings_log(desk, text="revirar"))


def test_the_index_is_what_finds_them(desk: Desk, room: Room) -> None:
    """With the index emptied, the indexed search finds nothing, so it did not fall
    back to LIKE (SQLite; PostgreSQL's index is used or not by its planner)."""
    from sqlalchemy import text as sql_text

    record(desk, players="seat 4 Anabel Ruiz")
    assert rulings_log(desk, text="anab")
    if desk.store.url.get_backend_name() != "sqlite":
        return
    with desk.store.writing() as session:
        session.execute(sql_text("INSERT INTO rulings_search(rulings_search) "
                                 "VALUES ('delete-all')"))
    assert rulings_log(desk, text="anab") == []
    assert rulings_log(desk, text="anab", by_index=False)


def test_the_index_follows_undo_redo_and_changes(desk: Desk, room: Room) -> None:
    from sqlalchemy import update

    first = record(desk, players="seat 1 Revirado")
    second = record(desk, outcome="overruled", reason="revisado", players="seat 2")
    undo = revert(desk, first.audit_id)
    assert ids_of(rulings_log(desk, text="revi")) == [second.created_id]
    revert(desk, undo.audit_id)
    assert ids_of(rulings_log(desk, text="revi")) == [second.created_id, first.created_id]
    with desk.store.writing() as session:  # a row changed underneath (its text and time)
        session.execute(update(LoggedRuling).where(LoggedRuling.id == first.created_id)
                        .values(search_text=" otra cosa",
                                recorded_at=desk.now() + timedelta(hours=1)))
    assert ids_of(rulings_log(desk, text="revi")) == [second.created_id]
    assert ids_of(rulings_log(desk, text="otra")) == [first.created_id]
    for text in ("revi", "otra", "seat", "s"):
        assert rulings_log(desk, text=text) == rulings_log(desk, text=text, by_index=False)


def test_the_upgrade_indexes_the_rulings_already_logged(tmp_path: Path,
                                                        clock: FakeClock) -> None:
    import random

    from sqlalchemy import text as sql_text

    from floorman.store import open_store
    from tests.store.snapshots import store_at

    path = tmp_path / "floor.sqlite"
    store_at(path, "0005_cards")
    old = Desk(open_store_at_0005(path), clock=clock, rng=random.Random(1), actor="test")
    _varied_log(old, 60)
    old.store.close()
    desk = Desk(open_store(f"sqlite:///{path}"), clock=clock, rng=random.Random(1),
                actor="test")
    try:
        with desk.store.reading() as session:
            indexed = session.execute(sql_text(
                "SELECT count(*) FROM rulings_search WHERE rulings_search MATCH 'r*'"
            )).scalar_one()
        assert indexed > 0
        for search in SEARCHES:
            assert rulings_log(desk, text=search) == rulings_log(desk, text=search,
                                                                  by_index=False), search
    finally:
        desk.store.close()


def open_store_at_0005(path: Path) -> Any:
    """The store an older floorman left, opened without upgrading it."""
    from floorman.store.database import connect

    return connect(f"sqlite:///{path}")
