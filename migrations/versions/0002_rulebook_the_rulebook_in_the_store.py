"""The rulebook in the store

Revision ID: 0002_rulebook
Revises: 0001_floor
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_rulebook"
down_revision = "0001_floor"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rulebook_entries",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("section", sa.String(length=20), nullable=False),
        sa.Column("number", sa.String(length=40), nullable=False),
        sa.Column("title_en", sa.Text(), nullable=False),
        sa.Column("title_es", sa.Text(), nullable=False),
        sa.Column("summary_en", sa.Text(), nullable=False),
        sa.Column("summary_es", sa.Text(), nullable=False),
        sa.Column("keywords_en", sa.JSON(), nullable=False),
        sa.Column("keywords_es", sa.JSON(), nullable=False),
        sa.Column("related", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rulebook_entries")),
    )
    with op.batch_alter_table("rulebook_entries", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_rulebook_entries_position"), ["position"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_rulebook_entries_section"), ["section"], unique=False)

    op.create_table(
        "store_notes",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_store_notes")),
    )


def downgrade() -> None:
    op.drop_table("store_notes")
    with op.batch_alter_table("rulebook_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rulebook_entries_section"))
        batch_op.drop_index(batch_op.f("ix_rulebook_entries_position"))

    op.drop_table("rulebook_entries")
