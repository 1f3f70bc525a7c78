"""Clock: each tournament's structure, stored clock and prizes

One row per tournament that has a structure or prizes (``tournament_clocks``): the
levels as JSON, the clock as stored (the level it was on, the time it had left at the
moment written, running or not: every desk computes the time left from these, so the
clock survives a crash), what an entry, a rebuy and an add-on put in the pool and in
chips, the rebuys and add-ons sold, the chip prizes are rounded to, and the
tournament's own payout table (null: the house's, kept as the house setting
``tournament_payouts``). CHECK constraints mirror the services' rules: no negative
level, time, amount or count, a chip worth more than zero, the clock stored whole or
not at all.

Only a new table is created, so SQLite copies none of the existing ones.

Revision ID: 0010_clock
Revises: 0009_tournaments
Create Date: 2026-12-11
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from floorman.store.types import Money, UTCDateTime

revision = "0010_clock"
down_revision = "0009_tournaments"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_clocks",
        sa.Column("tournament_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("structure", sa.JSON(), nullable=True),
        sa.Column("level", sa.Integer(), nullable=True),
        sa.Column("left_ms", sa.BigInteger(), nullable=True),
        sa.Column("running", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.Column("at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("buy_in", Money(), server_default="0", nullable=False),
        sa.Column("rebuy", Money(), server_default="0", nullable=False),
        sa.Column("add_on", Money(), server_default="0", nullable=False),
        sa.Column("rebuy_chips", Money(), server_default="0", nullable=False),
        sa.Column("add_on_chips", Money(), server_default="0", nullable=False),
        sa.Column("rebuys", sa.Integer(), server_default="0", nullable=False),
        sa.Column("add_ons", sa.Integer(), server_default="0", nullable=False),
        sa.Column("chip", Money(), server_default="100", nullable=False),
        sa.Column("payouts", sa.JSON(), nullable=True),
        sa.CheckConstraint("level IS NULL OR level >= 0",
                           name=op.f("ck_tournament_clocks_level")),
        sa.CheckConstraint("left_ms IS NULL OR left_ms >= 0",
                           name=op.f("ck_tournament_clocks_left_ms")),
        sa.CheckConstraint(
            "(at IS NULL AND level IS NULL AND left_ms IS NULL AND NOT running) "
            "OR (at IS NOT NULL AND level IS NOT NULL AND left_ms IS NOT NULL)",
            name=op.f("ck_tournament_clocks_clock_whole")),
        sa.CheckConstraint("buy_in >= 0 AND rebuy >= 0 AND add_on >= 0 AND rebuy_chips >= 0 "
                           "AND add_on_chips >= 0", name=op.f("ck_tournament_clocks_amounts")),
        sa.CheckConstraint("rebuys >= 0 AND add_ons >= 0",
                           name=op.f("ck_tournament_clocks_counts")),
        sa.CheckConstraint("chip > 0", name=op.f("ck_tournament_clocks_chip_positive")),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_tournament_clocks_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("tournament_id", name=op.f("pk_tournament_clocks")),
    )


def downgrade() -> None:
    op.drop_table("tournament_clocks")
    op.execute(sa.text("DELETE FROM house_settings WHERE key = 'tournament_payouts'"))
