"""Must-move chains, where a new player sits and when a list opens a table: the floor's
pure policies (RRoP 2.iii.3, 2.iii.7-9)."""

from __future__ import annotations

import pytest

from floorman.floor.house import HouseSettings
from floorman.floor.must_move import (
    ChainLink,
    TableCount,
    chain_refusal,
    chain_role,
    chains,
    new_game_proposal,
    relinked,
    table_for_new_player,
)

NL12, NL25 = ("holdem", "no_limit", 1, 2), ("holdem", "no_limit", 2, 5)


def floor(*links: ChainLink) -> list[ChainLink]:
    return list(links)


def table(id_: int, feeds: int | None = None, game: object = NL12,
          is_open: bool = True) -> ChainLink:
    return ChainLink(id_, id_ * 10, game, is_open, feeds)


def test_chains_read_main_first_and_each_tables_part() -> None:
    tables = floor(table(1), table(2, 1), table(3, 2), table(4))
    assert chains(tables) == {1: [1, 2, 3]}
    found = chains(tables)
    role = chain_role(found, 3)
    assert role is not None and role.depth == 2 and role.feeds == 2 and role.main == 1
    main = chain_role(found, 1)
    assert main is not None and main.is_main
    assert chain_role(found, 4) is None
    # A loop (never written by the desk) is cut, not followed forever.
    assert chains(floor(table(1, 2), table(2, 1))) == {}


@pytest.mark.parametrize(("tables", "mm", "main", "field", "words"), [
    (floor(table(1), table(2, game=NL25)), 2, 1, "main", "another game or other stakes"),
    (floor(table(1)), 1, 1, "main", "its own must-move"),
    (floor(table(1, is_open=False), table(2)), 2, 1, "main", "closed"),
    (floor(table(1), table(2, is_open=False)), 2, 1, "table", "closed"),
    (floor(table(1), table(2, 1), table(3)), 2, 3, "table", "already the must-move"),
    (floor(table(1), table(2, 1), table(3)), 3, 1, "main", "already has a must-move"),
    (floor(table(1), table(2, 1), table(3)), 1, 3, "table", "main game of its own chain"),
    (floor(table(1), table(2, 1), table(3, 2)), 1, 3, "main", "loop"),
    (floor(table(1)), 9, 1, "table", "no longer exists"),
])
def test_a_chain_link_that_may_not_be_made_says_why_rrop_2_iii_9(
        tables: list[ChainLink], mm: int, main: int, field: str, words: str) -> None:
    refusal = chain_refusal(tables, mm, main)
    assert refusal is not None, words
    assert refusal.field == field
    assert words in refusal.text.en and refusal.text.es
    assert refusal.rules == ("RRoP 2.iii.9",)


def test_a_chain_may_be_started_and_lengthened_at_its_end() -> None:
    assert chain_refusal(floor(table(1), table(2)), 2, 1) is None
    assert chain_refusal(floor(table(1), table(2, 1), table(3)), 3, 2) is None
    # The refusal to hang a second must-move on the main game names the chain's end.
    refusal = chain_refusal(floor(table(1), table(2, 1), table(3, 2), table(4)), 4, 1)
    assert refusal is not None and "must-move of table 30" in refusal.text.en


def test_a_table_leaving_its_chain_closes_it_up() -> None:
    tables = floor(table(1), table(2, 1), table(3, 2))
    assert relinked(tables, 2) == {2: None, 3: 1}, "the second must-move feeds the main"
    assert relinked(tables, 1) == {2: None}, "the first must-move becomes the main game"
    assert relinked(tables, 3) == {3: None}
    assert relinked(floor(table(1), table(4)), 4) == {}


def counts(*rows: tuple[int, int, int]) -> list[TableCount]:
    return [TableCount(id_, id_, players, 9, open_seats) for id_, players, open_seats in rows]


def test_a_new_player_goes_to_the_game_that_most_needs_one_rrop_2_iii_3() -> None:
    proposal = table_for_new_player(counts((1, 8, 1), (2, 5, 4), (3, 6, 3)))
    assert proposal is not None and proposal.table_id == 2
    assert proposal.rules == ("RRoP 2.iii.3",)
    assert "5 players" in proposal.why.en and "la que menos" in proposal.why.es
    assert table_for_new_player(counts((1, 9, 0), (2, 9, 0))) is None
    only = table_for_new_player(counts((1, 3, 6)))
    assert only is not None and "only table" in only.why.en


def test_with_a_must_move_a_new_player_sits_at_the_must_move_rrop_2_iii_9() -> None:
    tables = counts((1, 8, 1), (2, 6, 3), (3, 2, 7))
    proposal = table_for_new_player(tables, chain=[1, 2, 3])
    assert proposal is not None and proposal.table_id == 2
    assert proposal.rules == ("RRoP 2.iii.9",)
    full_first = counts((1, 8, 1), (2, 9, 0), (3, 2, 7))
    proposal = table_for_new_player(full_first, chain=[1, 2, 3])
    assert proposal is not None and proposal.table_id == 3


def test_a_long_list_proposes_a_new_table_called_in_list_order_rrop_2_iii_7_8() -> None:
    house = HouseSettings()
    assert new_game_proposal(9, list(range(1, 9)), house) is None, "8 of 9: not yet"
    proposal = new_game_proposal(9, list(range(1, 11)), house)
    assert proposal is not None
    assert proposal.length == 9 and proposal.called == tuple(range(1, 10))
    assert proposal.extra == 10, "one more waiting: the floor may start with an extra player"
    assert proposal.rules == ("RRoP 2.iii.8", "RRoP 2.iii.7")
    exact = new_game_proposal(9, list(range(1, 10)), house)
    assert exact is not None and exact.extra is None
    shorter = new_game_proposal(9, [1, 2, 3, 4, 5, 6], HouseSettings(new_game_list_length=6))
    assert shorter is not None and shorter.called == (1, 2, 3, 4, 5, 6)
    ten = new_game_proposal(10, list(range(1, 12)), house)
    assert ten is not None and ten.extra is None, "no eleventh seat on a table"
