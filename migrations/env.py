"""Alembic environment for the floorman store.

floorman runs migrations itself (at startup and with ``floorman db upgrade``) and hands
Alembic an open connection through ``config.attributes["connection"]``; run from the
``alembic`` command line, the URL comes from ``-x url=...`` or ``sqlalchemy.url``.
SQLite needs batch mode to alter tables.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from floorman.store.migrate import include_object
from floorman.store.models import Base, describe_partial_indexes, load_every_model

config = context.config
target_metadata = Base.metadata


def run_with(connection) -> None:  # type: ignore[no-untyped-def]
    load_every_model()  # the migrations compare and create every table
    describe_partial_indexes(connection.dialect.name)
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
        include_object=include_object,  # the rulings log's text index is not in the models
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run_with(connection)
else:
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    with create_engine(url).connect() as fresh:
        run_with(fresh)
