"""The cash-game floor

Revision ID: 0001_floor
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import floorman.store.types

revision = "0001_floor"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("actor", sa.String(length=40), nullable=False),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("summary_en", sa.Text(), nullable=False),
        sa.Column("summary_es", sa.Text(), nullable=False),
        sa.Column("before", sa.JSON(), nullable=False),
        sa.Column("after", sa.JSON(), nullable=False),
        sa.Column("reverts", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["reverts"], ["audit_log.id"], name=op.f("fk_audit_log_reverts_audit_log")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_log_at"), ["at"], unique=False)

    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("variant", sa.String(length=20), nullable=False),
        sa.Column("betting", sa.String(length=10), nullable=False),
        sa.Column("stake_small", floorman.store.types.Money(), nullable=False),
        sa.Column("stake_big", floorman.store.types.Money(), nullable=False),
        sa.Column("min_buy_in", floorman.store.types.Money(), nullable=False),
        sa.Column("max_buy_in", floorman.store.types.Money(), nullable=False),
        sa.Column("seats_per_table", sa.Integer(), nullable=False),
        sa.CheckConstraint("min_buy_in <= max_buy_in", name=op.f("ck_games_buy_in_range")),
        sa.CheckConstraint(
            "seats_per_table BETWEEN 2 AND 10", name=op.f("ck_games_seats_per_table")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    op.create_table(
        "house_settings",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_house_settings")),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("search_name", sa.String(length=80), nullable=False),
        sa.Column("created_at", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_players_search_name"), ["search_name"], unique=False)

    op.create_table(
        "card_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("is_open", sa.Boolean(), nullable=False),
        sa.CheckConstraint("seats BETWEEN 2 AND 10", name=op.f("ck_card_tables_seats")),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_card_tables_game_id_games")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_card_tables")),
        sa.UniqueConstraint("number", name=op.f("uq_card_tables_number")),
    )
    with op.batch_alter_table("card_tables", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_card_tables_game_id"), ["game_id"], unique=False)

    op.create_table(
        "waitlist_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("joined_at", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("call_in", sa.Boolean(), nullable=False),
        sa.Column("deposit", floorman.store.types.Money(), nullable=True),
        sa.Column("called_at", floorman.store.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("passes", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_waitlist_entries_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_waitlist_entries_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waitlist_entries")),
        sa.UniqueConstraint("game_id", "player_id", name="uq_waitlist_entries_game_player"),
    )
    with op.batch_alter_table("waitlist_entries", schema=None) as batch_op:
        batch_op.create_index(
            "ix_waitlist_entries_game_joined", ["game_id", "joined_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_waitlist_entries_player_id"), ["player_id"], unique=False
        )

    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(length=10), nullable=False),
        sa.Column("since", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("away_since", floorman.store.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("buy_in", floorman.store.types.Money(), nullable=True),
        sa.CheckConstraint("state IN ('playing', 'away', 'held')", name=op.f("ck_seats_state")),
        sa.CheckConstraint("number >= 1", name=op.f("ck_seats_number")),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_seats_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["card_tables.id"], name=op.f("fk_seats_table_id_card_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seats")),
        sa.UniqueConstraint("table_id", "number", name="uq_seats_table_number"),
    )
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.create_index(
            "uq_seats_player_held",
            ["player_id"],
            unique=True,
            sqlite_where=sa.text("state = 'held'"),
            postgresql_where=sa.text("state = 'held'"),
        )
        batch_op.create_index(
            "uq_seats_player_seated",
            ["player_id"],
            unique=True,
            sqlite_where=sa.text("state <> 'held'"),
            postgresql_where=sa.text("state <> 'held'"),
        )

    op.create_table(
        "table_changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("to_table_id", sa.Integer(), nullable=True),
        sa.Column("requested_at", floorman.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_table_changes_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_table_changes_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["to_table_id"],
            ["card_tables.id"],
            name=op.f("fk_table_changes_to_table_id_card_tables"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_changes")),
        sa.UniqueConstraint("player_id", name=op.f("uq_table_changes_player_id")),
    )
    with op.batch_alter_table("table_changes", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_changes_game_id"), ["game_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("table_changes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_changes_game_id"))

    op.drop_table("table_changes")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_index(
            "uq_seats_player_seated",
            sqlite_where=sa.text("state <> 'held'"),
            postgresql_where=sa.text("state <> 'held'"),
        )
        batch_op.drop_index(
            "uq_seats_player_held",
            sqlite_where=sa.text("state = 'held'"),
            postgresql_where=sa.text("state = 'held'"),
        )

    op.drop_table("seats")
    with op.batch_alter_table("waitlist_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_waitlist_entries_player_id"))
        batch_op.drop_index("ix_waitlist_entries_game_joined")

    op.drop_table("waitlist_entries")
    with op.batch_alter_table("card_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_card_tables_game_id"))

    op.drop_table("card_tables")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_players_search_name"))

    op.drop_table("players")
    op.drop_table("house_settings")
    op.drop_table("games")
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_log_at"))

    op.drop_table("audit_log")
