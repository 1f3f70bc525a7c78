"""The tournament as stored: events, their tables, entrants and every seat given.

Declared apart from the cash floor's models (``floorman.store.models``, same ``Base``
and metadata): the desk's start paints the cash floor before anything of a tournament
is needed, and declaring these four classes costs about 8 ms. They are loaded by the
tournament services on first use, and by ``models.load_every_model`` where every table
must be known (undo, the migrations, the tests). The one partial index here gets its
condition for the store's dialect as soon as the module loads.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import (
    JSON,
    CheckConstraint,
    ForeignKey,
    Index,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from floorman.store.models import Base, describe_partial_indexes
from floorman.store.types import Money, UTCDateTime

# Tournament entrants: registered (waiting for the draw), seated, or out of the event.
REGISTERED, SEATED, BUSTED = "registered", "seated", "busted"
ENTRY_STATES = (REGISTERED, SEATED, BUSTED)
# How a tournament seat was given or changed: the draw, a late entry or alternate, a
# balancing move, a broken table, a redraw.
MOVE_KINDS = ("draw", "late_entry", "balancing", "breaking", "redraw")


class Tournament(Base):
    """A tournament: its game, table size, starting stack and how it is run.

    ``name`` is how the desk and the command line find it. ``profile`` chooses the
    rules its seating follows (``tda``, the default, or ``robert``: RRoP section 15);
    ``tolerance`` is the house's own limit on how many players the longest and the
    shortest table may differ by (None: RRoP 15.17's one, or two above six tables).
    ``remaining`` counts the entrants still in once the seats are drawn; every late
    entry and bust-out changes it, so a bust-out can be undone only while it is the
    last one (the places of those after it depend on it).
    """

    __tablename__ = "tournaments"
    __table_args__ = (
        CheckConstraint("table_size BETWEEN 2 AND 10", name="table_size"),
        CheckConstraint("profile IN ('tda', 'robert')", name="profile"),
        CheckConstraint("tolerance IS NULL OR tolerance >= 1", name="tolerance"),
        CheckConstraint("starting_stack > 0", name="starting_stack_positive"),
        CheckConstraint("remaining >= 0", name="remaining"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    variant: Mapped[str] = mapped_column(String(20))
    betting: Mapped[str] = mapped_column(String(10))
    table_size: Mapped[int]
    starting_stack: Mapped[Decimal] = mapped_column(Money)
    late_registration: Mapped[bool] = mapped_column(default=True)
    profile: Mapped[str] = mapped_column(String(10), default="tda", server_default="tda")
    tolerance: Mapped[int | None]
    # RRoP 15.18: an event that started with four or five tables may skip the redraw
    # at three; ``started_with`` is the tables it had at the draw.
    skip_three_table_redraw: Mapped[bool] = mapped_column(default=False,
                                                          server_default=text("false"))
    started_with: Mapped[int | None]
    remaining: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    drawn_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class TournamentTable(Base):
    """A table of a tournament: its seats, place in the breaking order, button and hands.

    ``button`` is where the button sits for the next hand (it may be an empty seat:
    dead button) and ``big_blind`` the seat that posted the big blind on the hand just
    played. ``hands`` counts the hands started here: a new hand changes this row, so a
    move to or from the table can no longer be undone. ``players`` is the count of
    entrants seated here and ``due_moved`` the times the player due the big blind next
    has been moved, kept by every action that seats, unseats or deals here, so the
    balancing decisions find the longest and shortest tables through an index instead
    of reading the whole field. A table number in play belongs to one tournament (a
    partial unique index: its condition is in ``PARTIAL_INDEX_CONDITIONS``); a broken
    table keeps its row (``broken_at``, also set on the last table when the event ends,
    so its number is free again).
    """

    __tablename__ = "tournament_tables"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number", name="uq_tournament_tables_tournament_number"),
        CheckConstraint("size BETWEEN 2 AND 10", name="size"),
        CheckConstraint("number >= 1", name="number"),
        CheckConstraint("players BETWEEN 0 AND size", name="players"),
        CheckConstraint("hands >= 0", name="hands"),
        Index("uq_tournament_tables_number_in_play", "number", unique=True),
        # The balancing decisions' index: the tables in play by player count, then by
        # the times moved of the player due the big blind next, in breaking order.
        Index("ix_tournament_tables_in_play", "tournament_id", "broken_at", "players",
              "due_moved", "break_rank"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    number: Mapped[int]
    size: Mapped[int]
    break_rank: Mapped[int]
    button: Mapped[int | None]
    big_blind: Mapped[int | None]
    hands: Mapped[int] = mapped_column(default=0)
    players: Mapped[int] = mapped_column(default=0)
    due_moved: Mapped[int] = mapped_column(default=0)
    broken_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class TournamentEntry(Base):
    """A player's entry in a tournament: registered, seated at a table and seat, or out.

    One seat holds one entrant (a unique index, so two desks racing for a seat cannot
    both have it) and a player enters a tournament once. ``moved`` counts the times he
    was moved to balance or break tables; ``waits_for_button`` is set when he took a
    seat where he is not dealt in until the button passes him. ``chips`` is the count
    the floor recorded, for a bust-out the chips he started that hand with, which
    decide the places of players out in the same hand (RRoP 15.35).
    """

    __tablename__ = "tournament_entries"
    __table_args__ = (
        UniqueConstraint("tournament_id", "player_id",
                         name="uq_tournament_entries_tournament_player"),
        UniqueConstraint("table_id", "seat", name="uq_tournament_entries_table_seat"),
        CheckConstraint("state IN ('registered', 'seated', 'busted')", name="state"),
        # Only a seated entrant has a seat (a seated one may lose it for a moment while
        # a redraw deals the seats again).
        CheckConstraint("state = 'seated' OR (table_id IS NULL AND seat IS NULL)",
                        name="seat_when_seated"),
        CheckConstraint("state <> 'busted' OR (place IS NOT NULL AND busted_at IS NOT NULL)",
                        name="place_when_busted"),
        CheckConstraint("seat IS NULL OR seat BETWEEN 1 AND 10", name="seat"),
        CheckConstraint("moved >= 0", name="moved"),
        Index("ix_tournament_entries_tournament_state", "tournament_id", "state"),
        Index("ix_tournament_entries_player_id", "player_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    state: Mapped[str] = mapped_column(String(10))
    table_id: Mapped[int | None] = mapped_column(ForeignKey("tournament_tables.id"))
    seat: Mapped[int | None]
    waits_for_button: Mapped[bool] = mapped_column(default=False)
    moved: Mapped[int] = mapped_column(default=0)
    late: Mapped[bool] = mapped_column(default=False)
    chips: Mapped[Decimal | None] = mapped_column(Money)
    place: Mapped[int | None]
    registered_at: Mapped[datetime] = mapped_column(UTCDateTime)
    busted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class TournamentMove(Base):
    """A seat given or changed: the draw, a late entry, a balancing move, a broken
    table or a redraw. Tables are named by number, as the slips and seat cards print
    them; ``reasons`` are ``[en, es]`` pairs and ``rules`` the rule ids they rest on.
    ``dealt_in`` is False when the player waits for the button to pass him."""

    __tablename__ = "tournament_moves"
    __table_args__ = (
        CheckConstraint("kind IN ('draw', 'late_entry', 'balancing', 'breaking', 'redraw')",
                        name="kind"),
        Index("ix_tournament_moves_tournament_id", "tournament_id", "id"),
        Index("ix_tournament_moves_entry_id", "entry_id", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    entry_id: Mapped[int] = mapped_column(ForeignKey("tournament_entries.id"))
    kind: Mapped[str] = mapped_column(String(12))
    from_table: Mapped[int | None]
    from_seat: Mapped[int | None]
    to_table: Mapped[int]
    to_seat: Mapped[int]
    dealt_in: Mapped[bool] = mapped_column(default=True)
    reasons: Mapped[list[list[str]]] = mapped_column(JSON)
    rules: Mapped[list[str]] = mapped_column(JSON)
    at: Mapped[datetime] = mapped_column(UTCDateTime)
    by: Mapped[str] = mapped_column(String(40))


describe_partial_indexes()  # the condition of uq_tournament_tables_number_in_play
