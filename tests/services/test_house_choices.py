"""The room's house choices: stored by ``set_house``, checked, audited, undone, and
followed by the rulings the desk makes (``ruling_house``)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from floorman.floor.house import HouseSettings
from floorman.floor.house_choices import CHOICES, HOUSE_CHOICES, cited, profile_default
from floorman.rules import decide
from floorman.rules.policy import PROFILES, HouseRules, house_rules
from floorman.rules.rulebook import resolve
from floorman.rules.walkthroughs import paths, scenario, walk_path, walkthrough
from floorman.services import games
from floorman.services.desk import Desk, FloorError, audit_head, house_settings
from floorman.services.rulings import rules_profile, ruling_house
from floorman.services.undo import revert
from floorman.store.models import AuditEntry, HouseSetting
from tests.store.snapshots import store_snapshot

# HouseRules fields the House dialog does not offer: the profile itself, tournament play
# (the profile sets it), and two overrides of raise_cap kept for scenario documents.
NOT_OFFERED = {"profile", "tournament", "limit_raise_cap", "unlimited_raises_heads_up"}


# --- the catalogue, against the engine ---------------------------------------------------


def test_every_engine_house_choice_is_offered_once() -> None:
    fields = {f.name for f in dataclasses.fields(HouseRules)}
    assert set(CHOICES) == fields - NOT_OFFERED
    assert len(CHOICES) == len(HOUSE_CHOICES)


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_each_option_is_a_value_the_engine_takes_and_each_default_an_option(
        profile: str) -> None:
    for choice in HOUSE_CHOICES:
        assert choice.option(profile_default(choice.name, profile)) is not None, choice.name
        for option in choice.options:
            rules = house_rules(profile, {choice.name: option.value})
            assert getattr(rules, choice.name) == option.value


def test_every_rule_an_option_names_resolves_in_the_rulebook() -> None:
    for choice in HOUSE_CHOICES:
        for option in choice.options:
            for follows in (option.follows, option.in_tournaments):
                if follows is None:
                    continue
                assert follows.rules or follows.book == "house", (choice.name, option)
                for rule in follows.rules:
                    assert resolve(rule) is not None, (choice.name, rule)


def test_the_tournament_profile_names_the_tda_where_the_engine_follows_it() -> None:
    odd_chip = CHOICES["odd_chip"].option("robert")
    assert odd_chip is not None
    assert odd_chip.book("robert").rules == ("RRoP 3.vii.5",)
    assert odd_chip.book("tda").book == "tda"


def test_rules_are_listed_short() -> None:
    assert cited(("RRoP 3.v.4", "RRoP 3.v.5")) == "RRoP 3.v.4, 3.v.5"
    assert cited(("RRoP 3.v.7", "TDA 47-B")) == "RRoP 3.v.7, TDA 47-B"
    assert cited(("Online 16", "Online 17")) == "Online 16, 17"


def test_stored_choices_keep_only_what_the_engine_takes() -> None:
    house = HouseSettings.from_stored({"rule_choices": {
        "odd_chip": "online", "button": "sideways", "limit_straddle_allowed": 1,
        "no_such_rule": "x"}})
    assert house.rule_choices == {"odd_chip": "online"}
    assert HouseSettings.from_stored({"rule_choices": "online"}).rule_choices == {}
    assert house.house_rules().odd_chip == "online"


# --- set_house --------------------------------------------------------------------------


def stored_row(desk: Desk) -> Any:
    with desk.store.reading() as session:
        row = session.get(HouseSetting, "rule_choices")
        return None if row is None else row.value


def test_a_choice_is_stored_audited_and_undone(desk: Desk) -> None:
    change = games.set_house(desk, odd_chip="online", showdown_order="online")
    assert stored_row(desk) == {"odd_chip": "online", "showdown_order": "online"}
    assert change.summary.en == "House settings changed: odd_chip=online, showdown_order=online"
    assert change.summary.es.startswith("Ajustes de la casa cambiados: odd_chip=online")
    with desk.store.reading() as session:
        entry = session.get(AuditEntry, change.audit_id)
        assert entry is not None and entry.action == "set_house"
        assert house_settings(session).rule_choices == {"odd_chip": "online",
                                                        "showdown_order": "online"}
    cleared = games.set_house(desk, odd_chip=None)  # back to the profile
    assert stored_row(desk) == {"showdown_order": "online"}
    assert cleared.summary.en == "House settings changed: odd_chip=as the profile says"
    revert(desk, cleared.audit_id)
    assert stored_row(desk) == {"odd_chip": "online", "showdown_order": "online"}


def test_choices_and_settings_change_in_one_action(desk: Desk) -> None:
    with desk.store.reading() as session:
        head = audit_head(session)
    change = games.set_house(desk, rules_profile="tda", hold_minutes=5,
                             multiple_chips_call_when_every_chip_needed=False)
    with desk.store.reading() as session:
        assert audit_head(session) == change.audit_id == head + 1
        house = house_settings(session)
    assert house.hold_minutes == 5 and house.rules_profile == "tda"
    assert house.house_rules().multiple_chips_call_when_every_chip_needed is False
    assert house.house_rules().button == "dead"  # the profile's, not chosen


@pytest.mark.parametrize(("name", "value"), [
    ("odd_chip", "vegas"), ("odd_chip", True), ("button", "sideways"),
    ("limit_straddle_allowed", "yes"), ("limit_straddle_allowed", 1),
    ("check_raise", ["online"]),
])
def test_a_value_the_choice_does_not_have_is_refused_and_nothing_written(
        desk: Desk, name: str, value: object) -> None:
    games.set_house(desk, showdown_order="online")
    before = store_snapshot(desk.store)
    with pytest.raises(FloorError) as error:
        games.set_house(desk, hold_minutes=7, **{name: value})
    assert error.value.field == name
    assert f"is not a choice for {name}: choose " in error.value.text.en
    assert "Nothing was changed." in error.value.text.en
    assert f"no es una opción de {name}: elija " in error.value.text.es
    assert store_snapshot(desk.store) == before


def test_the_refusal_names_each_value_and_its_book(desk: Desk) -> None:
    with pytest.raises(FloorError) as error:
        games.set_house(desk, odd_chip="vegas")
    assert error.value.text.en == ("'vegas' is not a choice for odd_chip: choose robert "
                                   "(Robert's Rules) or online (the online room). Nothing "
                                   "was changed.")
    assert error.value.text.es == ("'vegas' no es una opción de odd_chip: elija robert "
                                   "(Robert's Rules) o online (la sala en línea). No se "
                                   "cambió nada.")


def test_unknown_names_and_the_whole_mapping_are_refused(desk: Desk) -> None:
    before = store_snapshot(desk.store)
    with pytest.raises(FloorError) as error:
        games.set_house(desk, odd_chips="online")
    assert error.value.field == "odd_chips"
    with pytest.raises(FloorError) as error:
        games.set_house(desk, rule_choices={"odd_chip": "online"})
    assert error.value.field == "rule_choices"
    assert "by its own name" in error.value.text.en
    assert store_snapshot(desk.store) == before


# --- the rulings the desk makes follow them ----------------------------------------------


def stud_odd_chip(desk: Desk) -> tuple[str, ...]:
    """The next odd-chip ruling at the desk (three tied stud hands), as the assistant
    makes it: the profile and the choices from ``ruling_house``."""
    walk = walkthrough("odd_chip")
    raw = next(r for r in paths(walk) if r["game"] == "stud")
    profile, house = ruling_house(desk)
    return decide(scenario(walk, walk_path(walk, raw), profile, house)).rules


def test_the_odd_chip_ruling_cites_the_book_the_house_chose(desk: Desk) -> None:
    assert ruling_house(desk) == ("robert", {})
    assert "RRoP 3.vii.5.b" in stud_odd_chip(desk)
    games.set_house(desk, odd_chip="online")
    assert ruling_house(desk) == ("robert", {"odd_chip": "online"})
    rules = stud_odd_chip(desk)
    assert "Online 23" in rules and not any(r.startswith("RRoP 3.vii.5") for r in rules)
    games.set_house(desk, rules_profile="tda", odd_chip=None)
    assert rules_profile(desk) == "tda"
    assert "TDA 20-B" in stud_odd_chip(desk)


def test_the_showdown_order_follows_the_choice(desk: Desk) -> None:
    walk = walkthrough("showdown_order")
    answers = walk_path(walk, next(paths(walk)))
    assert decide(scenario(walk, answers, *ruling_house(desk))).rules[0] == "RRoP 3.vi.8"
    games.set_house(desk, showdown_order="online")
    assert "Online 16" in decide(scenario(walk, answers, *ruling_house(desk))).rules


def test_a_bad_value_already_in_the_store_follows_the_profile(desk: Desk) -> None:
    games.set_house(desk, odd_chip="online")
    with desk.store.writer.begin() as connection:  # as a hand edit, or a newer floorman
        connection.execute(HouseSetting.__table__.update().values(
            value={"odd_chip": "vegas", "showdown_order": "online"}))
    assert ruling_house(desk) == ("robert", {"showdown_order": "online"})
    assert "RRoP 3.vii.5.b" in stud_odd_chip(desk)
