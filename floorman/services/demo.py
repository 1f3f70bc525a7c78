"""A demo card room, built through the same floor actions the desk uses.

Thirteen tables across 1/2 and 2/5 no-limit hold'em, 4/8 limit hold'em and 1/2
pot-limit Omaha (one of them closed), about sixty players, seated players, waiting
lists, a call-in, a held seat, a player away and a table-change request. Names are
the kind our first rooms see, accents included, so search can be tried on them.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from floorman.services import games, players, seats, waitlists
from floorman.services.desk import Desk, refuse
from floorman.services.views import floor_view

NAMES = [
    "José García", "María Fernández", "Juan Martínez", "Ana López", "Luis González",
    "Carmen Rodríguez", "Antonio Sánchez", "Lucía Pérez", "Manuel Gómez", "Laura Martín",
    "Francisco Jiménez", "Marta Ruiz", "David Hernández", "Elena Díaz", "Javier Moreno",
    "Sofía Muñoz", "Daniel Álvarez", "Paula Romero", "Carlos Alonso", "Sara Gutiérrez",
    "Miguel Navarro", "Isabel Torres", "Rafael Domínguez", "Cristina Vázquez", "Pedro Ramos",
    "Raquel Gil", "Alejandro Ramírez", "Pilar Serrano", "Fernando Blanco", "Rosa Molina",
    "Jorge Morales", "Teresa Suárez", "Alberto Ortega", "Beatriz Delgado", "Sergio Castro",
    "Nuria Ortiz", "Pablo Rubio", "Silvia Marín", "Andrés Sanz", "Patricia Núñez",
    "Ramón Iglesias", "Inés Medina", "Enrique Garrido", "Julia Cortés", "Óscar Castillo",
    "Noelia Santos", "Víctor Lozano", "Irene Guerrero", "Tomás Cano", "Eva Prieto",
    "Ignacio Méndez", "Lorena Calvo", "Rubén Cruz", "Alicia Gallego", "Adrián Vidal",
    "Mónica León", "Héctor Márquez", "Susana Herrera", "Iván Peña", "Ángela Flores",
    "Joaquín Cabrera", "Begoña Campos",
]

# (table number, game index, players seated)
TABLES = [
    (1, 0, 8), (2, 0, 6), (3, 0, 5), (4, 0, 4), (5, 1, 6), (6, 1, 4), (7, 2, 5),
    (8, 2, 3), (9, 3, 4), (10, 3, 3), (11, 0, 0), (12, 1, 0), (13, 1, 0),
]
CLOSED_TABLE = 13


def load_demo(desk: Desk) -> int:
    """Fill an empty store with the demo room; returns the number of players."""
    if floor_view(desk).tables:
        raise refuse(
            "the store already has tables; the demo fills only an empty store. Use a new "
            "--database file for the demo.",
            "la base ya tiene mesas; la demostración solo llena una base vacía. Use un "
            "archivo --database nuevo.",
        )
    # The room filled up over the last hour; the absence and the call happened minutes
    # ago, so the countdowns show time left when the demo opens.
    now = desk.now()
    start = now - timedelta(minutes=60)
    ticks = iter(range(100_000))
    demo_desk = replace(desk, clock=lambda: start + timedelta(seconds=15 * next(ticks)),
                        actor="demo")
    game_ids = [
        games.add_game(demo_desk, variant="holdem", betting="no_limit", stake_small="1",
                       stake_big="2", min_buy_in="100", max_buy_in="300").created_id,
        games.add_game(demo_desk, variant="holdem", betting="no_limit", stake_small="2",
                       stake_big="5", min_buy_in="200", max_buy_in="1000").created_id,
        games.add_game(demo_desk, variant="holdem", betting="limit", stake_small="4",
                       stake_big="8", min_buy_in="80", max_buy_in="400",
                       seats_per_table=10).created_id,
        games.add_game(demo_desk, variant="omaha", betting="pot_limit", stake_small="1",
                       stake_big="2", min_buy_in="100", max_buy_in="500").created_id,
    ]
    player_ids = [players.add_player(demo_desk, name=name).created_id for name in NAMES]
    table_ids: dict[int, int] = {}
    queue = iter(player_ids)
    for number, game, seated in TABLES:
        table_id = games.open_table(demo_desk, number=number, game_id=game_ids[game]).created_id
        table_ids[number] = table_id
        order = list(range(1, 10 if game != 2 else 11))
        demo_desk.rng.shuffle(order)
        for seat in sorted(order[:seated]):
            seats.seat_player(demo_desk, table_id=table_id, seat=seat, player_id=next(queue),
                              buy_in="200" if game != 1 else "500")
    waiting = list(queue)
    for index, player_id in enumerate(waiting):
        game = game_ids[index % 3 if index < 9 else index % 4]
        waitlists.add_to_waitlist(demo_desk, game_id=game, player_id=player_id,
                                  call_in=index == len(waiting) - 1)
    # Seated players on other games' lists, and one table change.
    waitlists.add_to_waitlist(demo_desk, game_id=game_ids[1], player_id=player_ids[0])
    waitlists.add_to_waitlist(demo_desk, game_id=game_ids[3], player_id=player_ids[9])
    seats.request_table_change(demo_desk, player_id=player_ids[20])
    games.close_table(demo_desk, table_id=table_ids[CLOSED_TABLE])
    # Table 4 has open seats: call the first 1/2 player to one (the seat is held).
    view = floor_view(demo_desk)
    three = next(t for t in view.tables if t.number == 3)
    away = next(s for s in three.seats if s.state == "playing")
    seats.mark_away(replace(demo_desk, clock=lambda: now - timedelta(minutes=8)),
                    table_id=three.id, seat=away.number)
    four = next(t for t in view.tables if t.number == 4)
    first = view.lists[game_ids[0]][0]
    seats.call_player(replace(demo_desk, clock=lambda: now - timedelta(minutes=2)),
                      table_id=four.id, seat=four.empty_seats[0], player_id=first.player_id)
    return len(player_ids)
