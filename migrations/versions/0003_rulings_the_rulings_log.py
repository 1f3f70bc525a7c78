"""The rulings log

Revision ID: 0003_rulings
Revises: 0002_rulebook
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import floorman.store.types

revision = "0003_rulings"
down_revision = "0002_rulebook"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rulings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("recorded_at", floorman.store.types.UTCDateTime(timezone=True),
                  nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=True),
        sa.Column("outcome", sa.String(length=10), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("walkthrough", sa.String(length=60), nullable=False),
        sa.Column("profile", sa.String(length=20), nullable=False),
        sa.Column("hand_time", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("supervisor", sa.String(length=80), nullable=False),
        sa.Column("players", sa.Text(), nullable=False),
        sa.Column("summary_en", sa.Text(), nullable=False),
        sa.Column("summary_es", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("ruling", sa.JSON(), nullable=False),
        sa.Column("shown", sa.JSON(), nullable=False),
        sa.Column("scenario", sa.JSON(), nullable=False),
        sa.CheckConstraint("outcome IN ('accepted', 'overruled')", name=op.f("ck_rulings_outcome")),
        sa.CheckConstraint(
            "outcome = 'accepted' OR reason <> ''", name=op.f("ck_rulings_overrule_reason")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rulings")),
    )
    with op.batch_alter_table("rulings", schema=None) as batch_op:
        # Newest first, and the folded text in the index so a search need not read the
        # JSON documents of every row (search_text is kept under 2,000 characters, well
        # inside PostgreSQL's limit on an index entry).
        batch_op.create_index(
            "ix_rulings_recorded_search", ["recorded_at", "id", "search_text"], unique=False
        )
        batch_op.create_index(
            "ix_rulings_table_recorded", ["table_number", "recorded_at"], unique=False
        )
        batch_op.create_index(
            "ix_rulings_outcome_recorded", ["outcome", "recorded_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("rulings", schema=None) as batch_op:
        batch_op.drop_index("ix_rulings_outcome_recorded")
        batch_op.drop_index("ix_rulings_table_recorded")
        batch_op.drop_index("ix_rulings_recorded_search")

    op.drop_table("rulings")
