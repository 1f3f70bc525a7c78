"""The engine's shared plumbing: house rules, facts, cards, the scenario registry."""

from __future__ import annotations

from decimal import Decimal

import pytest

from floorman.rules import ScenarioError, decide, house_rules
from floorman.rules.cards import parse_cards
from floorman.rules.facts import Facts
from floorman.rules.rulebook import entry_id


def test_profiles_differ_where_the_sources_do() -> None:
    assert house_rules("robert").tournament is False
    assert house_rules("tda").tournament is True
    # Heads-up limit raising: unlimited in a live game (RRoP 3.v.5), capped in a
    # tournament (RRoP 15.23).
    assert house_rules("robert").heads_up_uncapped is True
    assert house_rules("tda").heads_up_uncapped is False


def test_house_override_with_unknown_name_is_refused() -> None:
    with pytest.raises(ScenarioError) as error:
        house_rules("robert", {"no_such_rule": True})
    assert error.value.field == "house.no_such_rule"


def test_house_override_type_is_checked() -> None:
    with pytest.raises(ScenarioError):
        house_rules("robert", {"pot_limit_round_up": "yes"})
    assert house_rules("robert", {"pot_limit_round_up": True}).pot_limit_round_up


def test_amount_must_be_a_multiple_of_the_smallest_chip() -> None:
    facts = Facts({"bet": 2.5})
    with pytest.raises(ScenarioError) as error:
        facts.amount("bet", chip=Decimal(1))
    assert error.value.field == "facts.bet"
    assert "RRoP 3.v.1" in error.value.text.en
    assert facts.amount("bet", chip=Decimal("0.5")) == Decimal("2.5")


def test_negative_and_non_numeric_amounts_are_refused() -> None:
    for bad in (-5, "five", True, None):
        with pytest.raises(ScenarioError):
            Facts({"bet": bad}).amount("bet")


def test_duplicate_card_and_unused_joker_are_refused() -> None:
    with pytest.raises(ScenarioError) as error:
        parse_cards(["As", "Kd", "As"], "facts.board")
    assert error.value.field == "facts.board[2]"
    with pytest.raises(ScenarioError):
        parse_cards(["Jk"], "facts.hand")
    assert str(parse_cards(["10h"], "facts.hand")[0]) == "Th"


def test_unknown_kind_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ScenarioError) as error:
        decide({"kind": "no_such_kind", "facts": {}})
    assert error.value.field == "kind"


def test_citation_items_resolve_to_their_entry() -> None:
    assert entry_id("TDA 45-B") == "TDA 45"
    assert entry_id("RRoP 3.ii.2.a") == "RRoP 3.ii.2"
    assert entry_id("RRoP 15.17") == "RRoP 15.17"
    assert entry_id("RRoP 3.v.7") == "RRoP 3.v.7"
