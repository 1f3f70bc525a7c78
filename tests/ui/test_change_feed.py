"""The change feed: another window or another floorman process on the same store shows
a change within a second, without a restart."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy.exc import OperationalError

from PySide6.QtCore import Qt

from floorman.services import seats
from floorman.services.desk import Desk, answering
from floorman.store import open_store
from tests.fakes import FakeClock
from tests.ui.conftest import Floor, make_window
from tests.ui.helpers import press, seat

from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow


def test_a_second_window_on_the_same_store_sees_a_change_after_a_poll(
        floor: Floor, window: MainWindow, store_url: str, clock: FakeClock,
        language: Language, tmp_path: Path, qtbot: object) -> None:
    other_store = open_store(store_url)  # its own connections, as another desk has
    try:
        other = make_window(qtbot, Desk(other_store, clock=clock, rng=random.Random(2),
                                        actor="desk 2"), language, tmp_path)
        assert seat(other, floor.table, 1).state == "playing"
        window.map.select(floor.table, 1)
        press(qtbot, window, Qt.Key.Key_F6)
        assert seat(window, floor.table, 1).state == "away"
        # The other window's own poll timer (every 500 ms) picks it up.
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: seat(other, floor.table, 1).state == "away", timeout=1500)
        assert other.feed.view.version == window.feed.view.version
        other.close()
    finally:
        other_store.close()


def test_a_change_made_by_another_process_shows_up(floor: Floor, window: MainWindow,
                                                   store_url: str, qtbot: object) -> None:
    script = textwrap.dedent(f"""
        from floorman.services import seats
        from floorman.services.desk import Desk, answering
        from floorman.store import open_store
        store = open_store({store_url!r})
        seats.mark_away(Desk(store, actor="desk 2"), table_id={floor.table}, seat=1)
        store.close()
    """)
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: seat(window, floor.table, 1).state == "away", timeout=1500)


def test_poll_reads_again_only_when_the_floor_moved(floor: Floor, desk: Desk,
                                                    window: MainWindow) -> None:
    assert not window.feed.poll()
    seats.mark_away(desk, table_id=floor.table, seat=1)
    assert window.feed.poll()
    assert not window.feed.poll()


def test_a_store_that_stops_answering_is_said_and_the_desk_recovers(
        floor: Floor, desk: Desk, window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman.ui import floor_feed

    def down(_desk: Desk) -> int:
        with answering():  # as the services read: the database error becomes ours
            raise OperationalError("SELECT max(id)", {}, Exception("server closed the "
                                                                   "connection"))

    monkeypatch.setattr(floor_feed.views, "floor_version", down)
    assert not window.feed.poll()
    assert "The store does not answer (server closed the connection)" in \
        window.status_text.text()
    monkeypatch.undo()
    seats.mark_away(desk, table_id=floor.table, seat=1)
    assert window.feed.poll()
    assert seat(window, floor.table, 1).state == "away"
