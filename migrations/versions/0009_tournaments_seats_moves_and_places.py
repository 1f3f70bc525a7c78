"""Tournaments: tables in play and their breaking order, entrants' seats and places,
every seat given or changed

A tournament (``tournaments``) has tables (``tournament_tables``: size, place in the
breaking order, button, the last big blind, hands started, players seated and the times
moved of the player due the big blind, broken), entrants (``tournament_entries``:
registered, seated at a table and seat, or out with a place) and the log of seats given
or changed (``tournament_moves``: the draw, late entries, balancing, broken tables,
redraws), from which move slips and seat cards are printed. One seat holds one entrant
and a player enters once (unique indexes); a table number in play belongs to one
tournament (a partial unique index over the tables not broken).

Only new tables are created, so SQLite copies none of the existing ones.

Revision ID: 0009_tournaments
Revises: 0008_must_move
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from floorman.store.types import Money, UTCDateTime

revision = "0009_tournaments"
down_revision = "0008_must_move"
branch_labels = None
depends_on = None

IN_PLAY = "broken_at IS NULL"


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("variant", sa.String(length=20), nullable=False),
        sa.Column("betting", sa.String(length=10), nullable=False),
        sa.Column("table_size", sa.Integer(), nullable=False),
        sa.Column("starting_stack", Money(), nullable=False),
        sa.Column("late_registration", sa.Boolean(), nullable=False),
        sa.Column("profile", sa.String(length=10), server_default="tda", nullable=False),
        sa.Column("tolerance", sa.Integer(), nullable=True),
        sa.Column("skip_three_table_redraw", sa.Boolean(), server_default=sa.text("false"),
                  nullable=False),
        sa.Column("started_with", sa.Integer(), nullable=True),
        sa.Column("remaining", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("drawn_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("finished_at", UTCDateTime(timezone=True), nullable=True),
        sa.CheckConstraint("table_size BETWEEN 2 AND 10", name=op.f("ck_tournaments_table_size")),
        sa.CheckConstraint("profile IN ('tda', 'robert')", name=op.f("ck_tournaments_profile")),
        sa.CheckConstraint("tolerance IS NULL OR tolerance >= 1",
                           name=op.f("ck_tournaments_tolerance")),
        sa.CheckConstraint("starting_stack > 0",
                           name=op.f("ck_tournaments_starting_stack_positive")),
        sa.CheckConstraint("remaining >= 0", name=op.f("ck_tournaments_remaining")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
        sa.UniqueConstraint("name", name=op.f("uq_tournaments_name")),
    )
    op.create_table(
        "tournament_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("break_rank", sa.Integer(), nullable=False),
        sa.Column("button", sa.Integer(), nullable=True),
        sa.Column("big_blind", sa.Integer(), nullable=True),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("due_moved", sa.Integer(), nullable=False),
        sa.Column("broken_at", UTCDateTime(timezone=True), nullable=True),
        sa.CheckConstraint("size BETWEEN 2 AND 10", name=op.f("ck_tournament_tables_size")),
        sa.CheckConstraint("number >= 1", name=op.f("ck_tournament_tables_number")),
        sa.CheckConstraint("players BETWEEN 0 AND size", name=op.f("ck_tournament_tables_players")),
        sa.CheckConstraint("hands >= 0", name=op.f("ck_tournament_tables_hands")),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_tournament_tables_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_tables")),
        sa.UniqueConstraint("tournament_id", "number",
                            name="uq_tournament_tables_tournament_number"),
    )
    with op.batch_alter_table("tournament_tables", schema=None) as batch_op:
        batch_op.create_index("ix_tournament_tables_in_play",
                              ["tournament_id", "broken_at", "players", "due_moved",
                               "break_rank"], unique=False)
        batch_op.create_index("uq_tournament_tables_number_in_play", ["number"], unique=True,
                              sqlite_where=sa.text(IN_PLAY), postgresql_where=sa.text(IN_PLAY))
    op.create_table(
        "tournament_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(length=10), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("waits_for_button", sa.Boolean(), nullable=False),
        sa.Column("moved", sa.Integer(), nullable=False),
        sa.Column("late", sa.Boolean(), nullable=False),
        sa.Column("chips", Money(), nullable=True),
        sa.Column("place", sa.Integer(), nullable=True),
        sa.Column("registered_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("busted_at", UTCDateTime(timezone=True), nullable=True),
        sa.CheckConstraint("state IN ('registered', 'seated', 'busted')",
                           name=op.f("ck_tournament_entries_state")),
        sa.CheckConstraint("state = 'seated' OR (table_id IS NULL AND seat IS NULL)",
                           name=op.f("ck_tournament_entries_seat_when_seated")),
        sa.CheckConstraint("state <> 'busted' OR (place IS NOT NULL AND busted_at IS NOT NULL)",
                           name=op.f("ck_tournament_entries_place_when_busted")),
        sa.CheckConstraint("seat IS NULL OR seat BETWEEN 1 AND 10",
                           name=op.f("ck_tournament_entries_seat")),
        sa.CheckConstraint("moved >= 0", name=op.f("ck_tournament_entries_moved")),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"],
                                name=op.f("fk_tournament_entries_player_id_players")),
        sa.ForeignKeyConstraint(["table_id"], ["tournament_tables.id"],
                                name=op.f("fk_tournament_entries_table_id_tournament_tables")),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_tournament_entries_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_entries")),
        sa.UniqueConstraint("table_id", "seat", name="uq_tournament_entries_table_seat"),
        sa.UniqueConstraint("tournament_id", "player_id",
                            name="uq_tournament_entries_tournament_player"),
    )
    with op.batch_alter_table("tournament_entries", schema=None) as batch_op:
        batch_op.create_index("ix_tournament_entries_player_id", ["player_id"], unique=False)
        batch_op.create_index("ix_tournament_entries_tournament_state",
                              ["tournament_id", "state"], unique=False)
    op.create_table(
        "tournament_moves",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=12), nullable=False),
        sa.Column("from_table", sa.Integer(), nullable=True),
        sa.Column("from_seat", sa.Integer(), nullable=True),
        sa.Column("to_table", sa.Integer(), nullable=False),
        sa.Column("to_seat", sa.Integer(), nullable=False),
        sa.Column("dealt_in", sa.Boolean(), nullable=False),
        sa.Column("reasons", sa.JSON(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("by", sa.String(length=40), nullable=False),
        sa.CheckConstraint("kind IN ('draw', 'late_entry', 'balancing', 'breaking', 'redraw')",
                           name=op.f("ck_tournament_moves_kind")),
        sa.ForeignKeyConstraint(["entry_id"], ["tournament_entries.id"],
                                name=op.f("fk_tournament_moves_entry_id_tournament_entries")),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_tournament_moves_tournament_id_tournaments")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_moves")),
    )
    with op.batch_alter_table("tournament_moves", schema=None) as batch_op:
        batch_op.create_index("ix_tournament_moves_entry_id", ["entry_id", "id"], unique=False)
        batch_op.create_index("ix_tournament_moves_tournament_id", ["tournament_id", "id"],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table("tournament_moves", schema=None) as batch_op:
        batch_op.drop_index("ix_tournament_moves_tournament_id")
        batch_op.drop_index("ix_tournament_moves_entry_id")
    op.drop_table("tournament_moves")
    with op.batch_alter_table("tournament_entries", schema=None) as batch_op:
        batch_op.drop_index("ix_tournament_entries_tournament_state")
        batch_op.drop_index("ix_tournament_entries_player_id")
    op.drop_table("tournament_entries")
    with op.batch_alter_table("tournament_tables", schema=None) as batch_op:
        batch_op.drop_index("uq_tournament_tables_number_in_play",
                            sqlite_where=sa.text(IN_PLAY), postgresql_where=sa.text(IN_PLAY))
        batch_op.drop_index("ix_tournament_tables_in_play")
    op.drop_table("tournament_tables")
    op.drop_table("tournaments")
