"""Player cards, missed calls, the floor's own decision and editor's notes

Players get a card (nickname, phone, notes, barred with its reason and date) and the
folded nickname and phone digits that search reads; a waiting-list entry remembers when
its last call was missed; a logged ruling keeps the decision the floor made when it
overruled the assistant; a rulebook entry keeps editor's notes about the sources apart
from the rule.

Revision ID: 0005_cards
Revises: 0004_undo
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from floorman.store.types import UTCDateTime

revision = "0005_cards"
down_revision = "0004_undo"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("nickname", sa.String(length=80), server_default="",
                                      nullable=False))
        batch_op.add_column(sa.Column("search_nickname", sa.String(length=80),
                                      server_default="", nullable=False))
        batch_op.add_column(sa.Column("phone", sa.String(length=30), server_default="",
                                      nullable=False))
        batch_op.add_column(sa.Column("search_phone", sa.String(length=30), server_default="",
                                      nullable=False))
        batch_op.add_column(sa.Column("notes", sa.Text(), server_default="", nullable=False))
        batch_op.add_column(sa.Column("barred", sa.Boolean(), server_default=sa.text("false"),
                                      nullable=False))
        batch_op.add_column(sa.Column("barred_reason", sa.Text(), server_default="",
                                      nullable=False))
        batch_op.add_column(sa.Column("barred_at", UTCDateTime(timezone=True), nullable=True))
        batch_op.create_index(batch_op.f("ix_players_search_nickname"), ["search_nickname"],
                              unique=False)
        batch_op.create_index(batch_op.f("ix_players_search_phone"), ["search_phone"],
                              unique=False)
        batch_op.create_check_constraint(
            "barred_reason", "NOT barred OR (barred_reason <> '' AND barred_at IS NOT NULL)")
    with op.batch_alter_table("waitlist_entries", schema=None) as batch_op:
        batch_op.add_column(sa.Column("missed_at", UTCDateTime(timezone=True), nullable=True))
    with op.batch_alter_table("rulings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("floor_decision", sa.Text(), server_default="",
                                      nullable=False))
    with op.batch_alter_table("rulebook_entries", schema=None) as batch_op:
        batch_op.add_column(sa.Column("note_en", sa.Text(), server_default="", nullable=False))
        batch_op.add_column(sa.Column("note_es", sa.Text(), server_default="", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("rulebook_entries", schema=None) as batch_op:
        batch_op.drop_column("note_es")
        batch_op.drop_column("note_en")
    with op.batch_alter_table("rulings", schema=None) as batch_op:
        batch_op.drop_column("floor_decision")
    with op.batch_alter_table("waitlist_entries", schema=None) as batch_op:
        batch_op.drop_column("missed_at")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_constraint("ck_players_barred_reason", type_="check")
        batch_op.drop_index(batch_op.f("ix_players_search_phone"))
        batch_op.drop_index(batch_op.f("ix_players_search_nickname"))
        batch_op.drop_column("barred_at")
        batch_op.drop_column("barred_reason")
        batch_op.drop_column("barred")
        batch_op.drop_column("notes")
        batch_op.drop_column("search_phone")
        batch_op.drop_column("phone")
        batch_op.drop_column("search_nickname")
        batch_op.drop_column("nickname")
