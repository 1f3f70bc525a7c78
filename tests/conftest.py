"""Shared test setup: offscreen Qt, a fake clock, and stores on SQLite and PostgreSQL.

Store and service tests take the ``store`` fixture, which runs each test once on a
fresh SQLite file and once on PostgreSQL. The PostgreSQL run uses one throwaway
database per test run (created here, dropped at the end) and one schema per test.
Where no server is reachable those runs are skipped and the summary says so loudly.
"""

from __future__ import annotations

import os
import random
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from floorman.services.desk import Desk
from floorman.store import Store, open_store
from tests.fakes import FakeClock

PG_ADMIN_URL = os.environ.get(
    "FLOORMAN_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
_postgres = {"ran": 0, "skipped": 0, "why": ""}
# The Spanish rule sources the rulebook is written from, beside the project's folder.
SEEDS = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"
_sources = {"skipped": 0}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--onscreen", action="store_true", help="show Qt windows on a real screen")


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("--onscreen"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _sources["skipped"]:
        terminalreporter.write_sep(
            "!", f"RULE SOURCES NOT FOUND: {_sources['skipped']} rulebook tests did not run "
            f"(no {SEEDS})", red=True, bold=True)
    if _postgres["skipped"]:
        terminalreporter.write_sep(
            "!", f"PostgreSQL NOT TESTED: {_postgres['skipped']} store tests skipped "
            f"({_postgres['why']})", red=True, bold=True)
    elif _postgres["ran"]:
        terminalreporter.write_sep(
            "=", f"PostgreSQL: {_postgres['ran']} store tests ran against {PG_ADMIN_URL}",
            green=True)


@pytest.fixture
def seeds() -> Path:
    """The folder of the rule sources; tests that need it are skipped, and the summary
    says so loudly, in a clone with no ../shared beside it."""
    if not SEEDS.is_dir():
        _sources["skipped"] += 1
        pytest.skip(f"the rule sources are not here: expected them at {SEEDS}")
    return SEEDS


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime(2026, 11, 30, 20, 0, tzinfo=UTC))


@pytest.fixture(scope="session")
def postgres_database() -> Iterator[str]:
    """A throwaway PostgreSQL database for this run; its URL."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    try:
        admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            name = f"floorman_test_{uuid.uuid4().hex[:10]}"
            connection.execute(text(f'CREATE DATABASE "{name}"'))
    except Exception as error:  # any failure to reach the server means: not tested
        _postgres["why"] = f"no server at {PG_ADMIN_URL}: {str(error).splitlines()[0]}"
        pytest.skip(_postgres["why"])
    try:
        yield make_url(PG_ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def store_url(request: pytest.FixtureRequest, tmp_path: os.PathLike[str]) -> Iterator[str]:
    """The URL of an empty store: a SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/floor.sqlite"
        return
    try:
        database = request.getfixturevalue("postgres_database")
    except pytest.skip.Exception:
        _postgres["skipped"] += 1
        raise
    _postgres["ran"] += 1
    from sqlalchemy import create_engine, text

    schema = f"t_{uuid.uuid4().hex[:12]}"
    engine = create_engine(database, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield f"{database}?options=-csearch_path%3D{schema}"
    finally:
        with engine.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = open_store(store_url)
    yield opened
    opened.close()


@pytest.fixture
def desk(store: Store, clock: FakeClock) -> Desk:
    return Desk(store, clock=clock, rng=random.Random(7), actor="test")
