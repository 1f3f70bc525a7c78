"""Reverted actions found fast: an index on the audit log's reverts column

Undo refuses to revert an action twice, so it asks which entries revert a given one;
with the index that stays one look-up however long the log grows.

Revision ID: 0004_undo
Revises: 0003_rulings
Create Date: 2026-12-02
"""

from __future__ import annotations

from alembic import op

revision = "0004_undo"
down_revision = "0003_rulings"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_log_reverts"), ["reverts"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_log_reverts"))
