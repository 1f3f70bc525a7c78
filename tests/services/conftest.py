"""A small room for service tests: one 1/2 NL game with two tables and some players."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from floorman.services import games, players
from floorman.services.desk import Desk


@dataclass
class Room:
    game: int
    table1: int
    table2: int
    players: dict[str, int]


@pytest.fixture
def room(desk: Desk) -> Room:
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    table1 = games.open_table(desk, number=1, game_id=game).created_id
    table2 = games.open_table(desk, number=2, game_id=game, seats=6).created_id
    ids = {name: players.add_player(desk, name=name).created_id
           for name in ("José García", "Ana López", "Luis Pérez", "Marta Ruiz", "Iñigo Sanz")}
    return Room(game, table1, table2, ids)
