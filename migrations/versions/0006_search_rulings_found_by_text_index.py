"""The rulings log searched through the database's own text index

Until now a search of the log tested ``search_text LIKE '% word%'`` on every ruling, so
a rare word cost a scan of the whole log (61 ms at 100,000 rulings). The folded search
text is now also in a text index, found by word prefix ("revi" finds "revirar"):

- SQLite: ``rulings_search``, an FTS5 table over ``rulings.search_text`` with the
  ``ascii`` tokenizer (the folded text holds only ``a-z``, ``0-9`` and spaces, so its
  tokens are exactly the words a LIKE on " word" finds) and prefix indexes for the
  first six letters typed (without them a prefix shared by many words merges every
  one of their lists). Its rowid is the ruling's *log key*, the minute it was recorded
  (since 1970) in the high 32 bits and its id in the low 32: FTS5 walks its matches in
  rowid order, so the newest matches come first and a common word stops after a
  screenful instead of sorting every ruling that has it. It is an external-content
  table over the view ``rulings_search_rows`` (the text is not stored twice); triggers
  keep it in step with every insert, update and delete of a ruling, undo and redo
  included. A SQLite without FTS5 gets neither, and the log is then searched with LIKE
  as before.
- PostgreSQL: a GIN index on ``to_tsvector('simple', search_text)`` (the ``simple``
  configuration neither stems nor drops words, and its parser keeps each folded word
  whole). It needs no extension, so it works on a server where ``pg_trgm`` may not be
  created, and PostgreSQL keeps it in step by itself.

Existing rulings are indexed here (the FTS5 ``rebuild``, the GIN index's build).
Autogenerate ignores these objects (``floorman.store.migrate.include_object``): they
are not in the models. A later SQLite batch migration that recreates ``rulings``
drops the triggers with the old table: it must create them again and rebuild.

Revision ID: 0006_search
Revises: 0005_cards
Create Date: 2026-12-02
"""

from __future__ import annotations

from alembic import op
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

revision = "0006_search"
down_revision = "0005_cards"
branch_labels = None
depends_on = None

TABLE = "rulings_search"
ROWS = "rulings_search_rows"
# The log key of a row of rulings (``{row}`` is ``new``, ``old`` or the table itself);
# floorman.services.rulings reads it back the same way. recorded_at is stored as
# 'YYYY-MM-DD HH:MM:SS.ffffff' in UTC.
KEY = ("((COALESCE(CAST(strftime('%s', {row}.recorded_at) AS INTEGER), 0) / 60) << 32)"
       " | {row}.id")
PG_INDEX = "ix_rulings_search_words"
TRIGGERS = ("rulings_search_insert", "rulings_search_delete", "rulings_search_update")


def _sqlite_upgrade() -> None:
    try:
        op.execute(text(
            f"CREATE VIRTUAL TABLE {TABLE} USING fts5(search_text, content='{ROWS}', "
            "content_rowid='log_key', tokenize='ascii', prefix='1 2 3 4 5 6')"))
    except OperationalError as error:
        if "fts5" not in str(error).lower():
            raise
        return  # no FTS5 in this SQLite: the log keeps its LIKE search
    op.execute(text(f"CREATE VIEW {ROWS} AS SELECT {KEY.format(row='rulings')} AS log_key, "
                    "search_text FROM rulings"))
    new_key, old_key = KEY.format(row="new"), KEY.format(row="old")
    op.execute(text(
        f"CREATE TRIGGER rulings_search_insert AFTER INSERT ON rulings BEGIN "
        f"INSERT INTO {TABLE}(rowid, search_text) VALUES ({new_key}, new.search_text); END"))
    op.execute(text(
        f"CREATE TRIGGER rulings_search_delete AFTER DELETE ON rulings BEGIN "
        f"INSERT INTO {TABLE}({TABLE}, rowid, search_text) "
        f"VALUES ('delete', {old_key}, old.search_text); END"))
    op.execute(text(
        f"CREATE TRIGGER rulings_search_update AFTER UPDATE ON rulings BEGIN "
        f"INSERT INTO {TABLE}({TABLE}, rowid, search_text) "
        f"VALUES ('delete', {old_key}, old.search_text); "
        f"INSERT INTO {TABLE}(rowid, search_text) VALUES ({new_key}, new.search_text); END"))
    op.execute(text(f"INSERT INTO {TABLE}({TABLE}) VALUES ('rebuild')"))


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        _sqlite_upgrade()
    elif dialect == "postgresql":
        op.execute(text(
            f"CREATE INDEX {PG_INDEX} ON rulings "
            "USING gin (to_tsvector('simple'::regconfig, search_text))"))


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for trigger in TRIGGERS:
            op.execute(text(f"DROP TRIGGER IF EXISTS {trigger}"))
        op.execute(text(f"DROP TABLE IF EXISTS {TABLE}"))
        op.execute(text(f"DROP VIEW IF EXISTS {ROWS}"))
    elif dialect == "postgresql":
        op.execute(text(f"DROP INDEX IF EXISTS {PG_INDEX}"))
