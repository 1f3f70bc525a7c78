"""A second floorman desk in its own process, driven by the multi-process tests.

    python -m tests.services.desk_process URL watch VERSION   wait for the floor to move
    python -m tests.services.desk_process URL seat TABLE SEAT PLAYER
    python -m tests.services.desk_process URL burst TABLE     actions until killed

Each committed action prints ``committed <audit id>`` and flushes, so the parent
knows exactly what reached the store.
"""

from __future__ import annotations

import json
import sys
import time

from floorman.services import players, seats, waitlists
from floorman.services.desk import Desk
from floorman.services.views import floor_version, floor_view
from floorman.store import open_store


def main(url: str, command: str, *args: str) -> int:
    desk = Desk(open_store(url), actor="second-desk")
    if command == "watch":
        start, deadline = int(args[0]), time.monotonic() + 20
        print("watching", flush=True)
        while floor_version(desk) <= start:
            if time.monotonic() > deadline:
                return 1
            time.sleep(0.05)
        view = floor_view(desk)
        print(json.dumps({"version": view.version,
                          "seats": [[t.number, s.number, s.name] for t in view.tables
                                    for s in t.seats if s.name]}), flush=True)
        return 0
    if command == "seat":
        change = seats.seat_player(desk, table_id=int(args[0]), seat=int(args[1]),
                                   player_id=int(args[2]))
        print(f"committed {change.audit_id}", flush=True)
        return 0
    if command == "burst":
        table, game = int(args[0]), int(args[1])
        for n in range(100_000):
            made = players.add_player(desk, name=f"Burst Player {n}")
            print(f"committed {made.audit_id}", flush=True)
            listed = waitlists.add_to_waitlist(desk, game_id=game, player_id=made.created_id)
            print(f"committed {listed.audit_id}", flush=True)
            seat = 1 + n % 9
            free = floor_view(desk).table(table).seats[seat - 1].state == "empty"
            if free:
                change = seats.seat_player(desk, table_id=table, seat=seat,
                                           player_id=made.created_id)
            else:
                change = seats.unseat_player(desk, table_id=table, seat=seat)
            print(f"committed {change.audit_id}", flush=True)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:]))
