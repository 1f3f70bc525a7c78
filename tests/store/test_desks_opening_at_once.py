"""Desks started at the same moment on a new store: every one of them opens it, the
schema is made once and the rulebook copied once."""

from __future__ import annotations

import multiprocessing
from multiprocessing.synchronize import Barrier

import pytest
from sqlalchemy import func, select

from floorman.store import open_store
from floorman.store.migrate import SCHEMA_REVISION, current_revision
from floorman.store.models import RulebookEntry

pytestmark = pytest.mark.slow
DESKS = 3


def _open(url: str, barrier: Barrier) -> str:
    barrier.wait(timeout=60)
    try:
        store = open_store(url)
    except Exception as error:  # reported to the parent, which fails the test
        return f"{type(error).__name__}: {error}"
    store.close()
    return "opened"


def test_three_desks_opening_a_new_store_at_once_all_open_it(store_url: str) -> None:
    context = multiprocessing.get_context("spawn")
    with context.Manager() as manager:
        barrier = manager.Barrier(DESKS)
        with context.Pool(DESKS) as pool:
            answers = pool.starmap(_open, [(store_url, barrier)] * DESKS)
    assert answers == ["opened"] * DESKS
    store = open_store(store_url)
    try:
        assert current_revision(store) == SCHEMA_REVISION
        with store.reading() as session:
            entries = session.execute(select(func.count(RulebookEntry.id))).scalar_one()
            distinct = session.execute(
                select(func.count(func.distinct(RulebookEntry.id)))).scalar_one()
        assert entries == distinct > 100
    finally:
        store.close()
