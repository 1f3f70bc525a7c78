"""The smallest chip in play, a setting of each game

The rulings assistant needs the smallest chip of the game in dispute (RRoP 3.v.1: every
amount is a multiple of it; odd chips and the TDA's multiple-chip test depend on it).
It was asked in every walk-through; it is now part of the game, set when the game is
added. Existing games get the largest usual chip (1, 0.50, 0.25, 0.05, 0.01) that both
of their stakes are a multiple of.

Revision ID: 0007_chip
Revises: 0006_search
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from floorman.floor.games import chip_for_stakes
from floorman.store.types import Money

revision = "0007_chip"
down_revision = "0006_search"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("smallest_chip", Money(), server_default="100",  # cents: 1.00
                                      nullable=False))
        batch_op.create_check_constraint("smallest_chip_positive", "smallest_chip > 0")
    games = sa.table("games", sa.column("id", sa.Integer), sa.column("stake_small", Money()),
                     sa.column("stake_big", Money()), sa.column("smallest_chip", Money()))
    connection = op.get_bind()
    for game_id, small, big in connection.execute(
            sa.select(games.c.id, games.c.stake_small, games.c.stake_big)).all():
        connection.execute(games.update().where(games.c.id == game_id)
                           .values(smallest_chip=chip_for_stakes(small, big)))


def downgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_constraint("smallest_chip_positive", type_="check")
        batch_op.drop_column("smallest_chip")
