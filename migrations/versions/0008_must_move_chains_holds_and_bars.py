"""Must-move games: chains of tables, moves held in the main game, the refusal bar

A table may feed another as its must-move (``card_tables.must_move_for``, RRoP
2.iii.9); a game may start with one player more than usual (``card_tables.extra_seat``,
RRoP 2.iii.7). A seat held for a must-move
records where the player comes from and when the move is due (``seats.move_from``,
``seats.move_condition``, RRoP 2.iii.10), and a seat keeps the place its player had on
the list (``seats.listed_at``, ``seats.listed_entry``), so the must-move order is the
original list order. A player who refuses the move is barred from that game for an
hour (``move_bars``).

Only columns are added to existing tables, so SQLite alters them in place (no table is
copied: ``seats`` keeps its partial unique indexes).

Revision ID: 0008_must_move
Revises: 0007_chip
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from floorman.store.types import UTCDateTime

revision = "0008_must_move"
down_revision = "0007_chip"
branch_labels = None
depends_on = None


def _add_reference(table: str, column: str, name: str) -> None:
    """Add a nullable column referring to ``card_tables.id``, with its named foreign key.

    SQLite's batch mode would copy the table to add a foreign key, and with foreign keys
    on, dropping the old ``card_tables`` fails while seats refer to it; SQLite's own
    ``ADD COLUMN`` takes a reference on a column whose default is NULL, in place.
    """
    if op.get_bind().dialect.name == "sqlite":
        op.execute(sa.text(f"ALTER TABLE {table} ADD COLUMN {column} INTEGER "
                           f"CONSTRAINT {name} REFERENCES card_tables (id)"))
        return
    op.add_column(table, sa.Column(column, sa.Integer(), nullable=True))
    op.create_foreign_key(name, table, "card_tables", [column], ["id"])


def upgrade() -> None:
    _add_reference("card_tables", "must_move_for", "fk_card_tables_must_move_for_card_tables")
    _add_reference("seats", "move_from", "fk_seats_move_from_card_tables")
    with op.batch_alter_table("card_tables", schema=None) as batch_op:
        batch_op.add_column(sa.Column("extra_seat", sa.Boolean(), server_default="0",
                                      nullable=False))
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("move_condition", sa.String(length=20), nullable=True))
        batch_op.add_column(sa.Column("listed_at", UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("listed_entry", sa.Integer(), nullable=True))
    op.create_table(
        "move_bars",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=True),
        sa.Column("since", UTCDateTime(timezone=True), nullable=False),
        sa.Column("until", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_move_bars_game_id_games")),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"],
                                name=op.f("fk_move_bars_player_id_players")),
        sa.ForeignKeyConstraint(["table_id"], ["card_tables.id"],
                                name=op.f("fk_move_bars_table_id_card_tables")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_move_bars")),
        sa.UniqueConstraint("player_id", "game_id", name="uq_move_bars_player_game"),
    )


def downgrade() -> None:
    op.drop_table("move_bars")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("listed_entry")
        batch_op.drop_column("listed_at")
        batch_op.drop_column("move_condition")
    with op.batch_alter_table("card_tables", schema=None) as batch_op:
        batch_op.drop_column("extra_seat")
    for table, column, name in (("seats", "move_from", "fk_seats_move_from_card_tables"),
                                ("card_tables", "must_move_for",
                                 "fk_card_tables_must_move_for_card_tables")):
        if op.get_bind().dialect.name == "sqlite":
            # SQLite drops a column that has a reference only by copying the table; the
            # store is backed up before any change of schema, and downgrades are rare.
            with op.batch_alter_table(table, schema=None) as batch_op:
                batch_op.drop_column(column)
        else:
            op.drop_constraint(name, table, type_="foreignkey")
            op.drop_column(table, column)
