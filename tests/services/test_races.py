"""Desks racing on one store leave a right floor, on SQLite and on PostgreSQL.

Each test races one kind of floor action (``tests.services.race_kinds``) for a few
dozen rounds: two or three desk processes act at the same moment, then the floor is
checked, and every few rounds it is rebuilt from the audit log and compared with the
store. One wrong floor, one wrong answer or one error fails the test. So that a pass
means something, the desks must really have raced (their actions under way at the same
moment), and where only one desk may win, the others must have been refused.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.services.race_desks import RaceDesks
from tests.services.race_kinds import KINDS, run_races

pytestmark = pytest.mark.slow

ROUNDS = 30
REPLAY_EVERY = 10


@pytest.fixture(scope="module")
def race_desks() -> Iterator[RaceDesks]:
    """Three desk processes for the whole module; each test points them at its store."""
    with RaceDesks(3) as desks:
        yield desks


@pytest.mark.parametrize("kind", list(KINDS))
def test_desks_racing_leave_a_right_floor(kind: str, store_url: str,
                                          race_desks: RaceDesks) -> None:
    report = run_races(store_url, kind, ROUNDS, race_desks, replay_every=REPLAY_EVERY)
    said = report.summary()
    print(said)
    assert report.rounds == ROUNDS
    assert report.errors == 0, said
    assert report.wrong_floors == 0, said
    assert report.wrong_answers == 0, said
    assert report.replays >= ROUNDS // REPLAY_EVERY, said
    assert report.ok >= 1, said
    assert report.overlapped >= ROUNDS // 3, f"the desks hardly raced:\n{said}"
    if KINDS[kind].exclusive:
        assert report.refused >= 1, f"no desk ever lost the race:\n{said}"
