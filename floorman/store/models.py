"""The floor as stored: games, tables, seats, players, waiting lists, the audit log, the
rulebook, the rulings log and the tournaments.

The schema itself keeps the floor consistent where the rules are absolute: one occupant
per seat, one seat played per player and at most one seat held for a player (RRoP
2.iii.4), one entry per player on each waiting list. Relationships are
``lazy="raise"`` so no view can trigger a hidden query; services load what they need.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    ForeignKey,
    Index,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Seat states (a player playing, away, or a seat held) are the plain floor's words.
from floorman.floor.floor_view import AWAY as AWAY
from floorman.floor.floor_view import HELD as HELD
from floorman.floor.floor_view import PLAYING as PLAYING
from floorman.floor.floor_view import SEAT_STATES as SEAT_STATES
from floorman.store.types import Money, UTCDateTime

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}



class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Game(Base):
    """A game the room spreads: form of poker, structure and stakes, buy-ins.

    The stakes are written as the floor says them, ``stake_small/stake_big``: the
    blinds in no limit and pot limit (1/2), the small and big bet in limit (4/8).
    """

    __tablename__ = "games"
    __table_args__ = (
        CheckConstraint("seats_per_table BETWEEN 2 AND 10", name="seats_per_table"),
        CheckConstraint("min_buy_in <= max_buy_in", name="buy_in_range"),
        CheckConstraint("smallest_chip > 0", name="smallest_chip_positive"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    variant: Mapped[str] = mapped_column(String(20))
    betting: Mapped[str] = mapped_column(String(10))
    stake_small: Mapped[Decimal] = mapped_column(Money)
    stake_big: Mapped[Decimal] = mapped_column(Money)
    min_buy_in: Mapped[Decimal] = mapped_column(Money)
    max_buy_in: Mapped[Decimal] = mapped_column(Money)
    seats_per_table: Mapped[int] = mapped_column(default=9)
    # The smallest chip in play (RRoP 3.v.1): the rulings assistant reads it from here.
    smallest_chip: Mapped[Decimal] = mapped_column(Money, default=Decimal(1),
                                                   server_default="100")

    tables: Mapped[list[CardTable]] = relationship(back_populates="game", lazy="raise")


class CardTable(Base):
    """A table on the floor, spreading one game.

    ``must_move_for`` names the table this one feeds as a must-move game (RRoP
    2.iii.9): its players move there, in the original waiting-list order. A chain is a
    line (the second must-move feeds the first, which feeds the main game), so a table
    is fed by one must-move at most; the chain actions check it inside their
    transaction, which the store's isolation makes safe against a second desk (no
    unique index: undo puts several links back in one step, in any order).
    ``extra_seat`` marks a game started with one player more than usual (RRoP 2.iii.7):
    the seat goes as soon as a player leaves.
    """

    __tablename__ = "card_tables"
    __table_args__ = (CheckConstraint("seats BETWEEN 2 AND 10", name="seats"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[int] = mapped_column(unique=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    seats: Mapped[int]
    is_open: Mapped[bool] = mapped_column(default=True)
    must_move_for: Mapped[int | None] = mapped_column(ForeignKey("card_tables.id"))
    extra_seat: Mapped[bool] = mapped_column(default=False, server_default="0")

    game: Mapped[Game] = relationship(back_populates="tables", lazy="raise")


class Player(Base):
    """A player the floor knows by name, and the player's card.

    The card holds a nickname, a phone number, notes, and whether the house barred the
    player (with the reason and when): a barred player is refused at the lists and at
    the seats with that reason.
    """

    __tablename__ = "players"
    __table_args__ = (
        # Barring is always explained: the reason is what the desk shows when it refuses.
        CheckConstraint("NOT barred OR (barred_reason <> '' AND barred_at IS NOT NULL)",
                        name="barred_reason"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    # The name folded for search: lower case, accents removed ("José" -> "jose").
    search_name: Mapped[str] = mapped_column(String(80), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    nickname: Mapped[str] = mapped_column(String(80), default="", server_default="")
    # The nickname folded like the name, so search finds "el flaco" as "El Flaco".
    search_nickname: Mapped[str] = mapped_column(String(80), default="", server_default="",
                                                 index=True)
    phone: Mapped[str] = mapped_column(String(30), default="", server_default="")
    # The phone's digits only, so "600 12 34 56" is found as "600123456" or "1234".
    search_phone: Mapped[str] = mapped_column(String(30), default="", server_default="",
                                              index=True)
    notes: Mapped[str] = mapped_column(Text, default="", server_default="")
    barred: Mapped[bool] = mapped_column(default=False, server_default=text("false"))
    barred_reason: Mapped[str] = mapped_column(Text, default="", server_default="")
    barred_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class Seat(Base):
    """An occupied or held seat; an empty seat has no row.

    ``since`` is when the player sat down or the hold began; ``away_since`` is set
    while a seated player is away from the table.
    """

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("table_id", "number", name="uq_seats_table_number"),
        CheckConstraint("number >= 1", name="number"),
        CheckConstraint("state IN ('playing', 'away', 'held')", name="state"),
        # Partial indexes: their conditions are in PARTIAL_INDEX_CONDITIONS.
        Index("uq_seats_player_seated", "player_id", unique=True),
        Index("uq_seats_player_held", "player_id", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("card_tables.id"))
    number: Mapped[int]
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    state: Mapped[str] = mapped_column(String(10))
    since: Mapped[datetime] = mapped_column(UTCDateTime)
    away_since: Mapped[datetime | None] = mapped_column(UTCDateTime)
    buy_in: Mapped[Decimal | None] = mapped_column(Money)
    # A seat held for a must-move (RRoP 2.iii.10): the table the player comes from and
    # when the move is due ("big_blind", "one_more_hand"); None on any other seat. The
    # hold is the pending move: releasing it ends the move, undo brings both back.
    move_from: Mapped[int | None] = mapped_column(ForeignKey("card_tables.id"))
    move_condition: Mapped[str | None] = mapped_column(String(20))
    # The player's place on the game's list before sitting down (when the list entry
    # was made, and its id for ties): the must-move order keeps it (RRoP 2.iii.9).
    listed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    listed_entry: Mapped[int | None]


class WaitlistEntry(Base):
    """A player's place on one game's waiting list, in order of entry (RRoP 2.iii.1-2).

    ``call_in`` marks a player added by phone (when the house allows it) who has not
    checked in yet; ``deposit`` is a reservation deposit left by a player who stepped
    out; ``passes`` counts the calls the player missed ("not here", or a held seat whose
    time ran out) and ``missed_at`` is when the last one was missed, while the player has
    not shown up since: such a player keeps the place but is proposed after the players
    who are here.
    """

    __tablename__ = "waitlist_entries"
    __table_args__ = (
        UniqueConstraint("game_id", "player_id", name="uq_waitlist_entries_game_player"),
        Index("ix_waitlist_entries_game_joined", "game_id", "joined_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    joined_at: Mapped[datetime] = mapped_column(UTCDateTime)
    call_in: Mapped[bool] = mapped_column(default=False)
    deposit: Mapped[Decimal | None] = mapped_column(Money)
    called_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    passes: Mapped[int] = mapped_column(default=0)
    missed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class MoveBar(Base):
    """A player who refused to move from a must-move into the main game: barred from
    that game's list and tables until ``until`` (one hour, RRoP 2.iii.9).

    One row per player and game; a later refusal renews it.
    """

    __tablename__ = "move_bars"
    __table_args__ = (
        UniqueConstraint("player_id", "game_id", name="uq_move_bars_player_game"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"))
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    table_id: Mapped[int | None] = mapped_column(ForeignKey("card_tables.id"))
    since: Mapped[datetime] = mapped_column(UTCDateTime)
    until: Mapped[datetime] = mapped_column(UTCDateTime)


class TableChange(Base):
    """A seated player's request to change tables within the same game (RRoP 2.iii.12).

    ``to_table_id`` names a particular table when the player asked for one.
    """

    __tablename__ = "table_changes"

    id: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), unique=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), index=True)
    to_table_id: Mapped[int | None] = mapped_column(ForeignKey("card_tables.id"))
    requested_at: Mapped[datetime] = mapped_column(UTCDateTime)


class HouseSetting(Base):
    """One house setting (durations, call-ins...), stored as JSON."""

    __tablename__ = "house_settings"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON)


class AuditEntry(Base):
    """One floor action: who, when, what, and the rows before and after.

    The audit log is the change feed (its highest id is the floor's version) and the
    source of undo: ``before`` and ``after`` map ``table -> {id -> row or null}``.
    ``reverts`` names the entry this one undid (an undo) or re-did (a redo).
    """

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    actor: Mapped[str] = mapped_column(String(40))
    action: Mapped[str] = mapped_column(String(40))
    summary_en: Mapped[str] = mapped_column(Text)
    summary_es: Mapped[str] = mapped_column(Text)
    before: Mapped[dict[str, Any]] = mapped_column(JSON)
    after: Mapped[dict[str, Any]] = mapped_column(JSON)
    # Indexed: undo asks whether an entry was already reverted (and that revert not).
    reverts: Mapped[int | None] = mapped_column(ForeignKey("audit_log.id"), index=True)


class RulebookEntry(Base):
    """A rulebook entry as shipped in ``resources/rulebook``, copied into the store so
    every desk and the dealer station search the same rulebook."""

    __tablename__ = "rulebook_entries"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    position: Mapped[int] = mapped_column(index=True)
    source: Mapped[str] = mapped_column(String(10))
    section: Mapped[str] = mapped_column(String(20), index=True)
    number: Mapped[str] = mapped_column(String(40))
    title_en: Mapped[str] = mapped_column(Text)
    title_es: Mapped[str] = mapped_column(Text)
    summary_en: Mapped[str] = mapped_column(Text)
    summary_es: Mapped[str] = mapped_column(Text)
    keywords_en: Mapped[list[str]] = mapped_column(JSON)
    keywords_es: Mapped[list[str]] = mapped_column(JSON)
    related: Mapped[list[str]] = mapped_column(JSON)
    # An editor's note about the sources (which source says what, what a translation
    # leaves out): shown apart from the rule, labelled as such; empty when there is none.
    note_en: Mapped[str] = mapped_column(Text, default="", server_default="")
    note_es: Mapped[str] = mapped_column(Text, default="", server_default="")


class StoreNote(Base):
    """Facts about the store itself (which rulebook edition it holds)."""

    __tablename__ = "store_notes"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


OUTCOMES = ACCEPTED, OVERRULED = ("accepted", "overruled")


class LoggedRuling(Base):
    """A ruling the floor gave, as recorded at the desk: the assistant's ruling, what
    the supervisor decided (``accepted``, or ``overruled`` with the reason, RRoP 2.i.1),
    and where, when and whom it concerned.

    ``scenario`` is the document sent to the engine, ``shown`` the questions and
    answers the supervisor saw and ``ruling`` the engine's ``Ruling.to_json()``; the
    summaries and rule ids are copied out of it for listing. ``search_text`` is the
    summaries, players, supervisor, reason, kind and rules folded (lower case, no
    accents) so the log is searched with one LIKE per word. The index on
    ``(recorded_at, id, search_text)`` lists the log newest first and lets SQLite
    test the LIKE on the index alone, without reading the JSON documents of every row.
    """

    __tablename__ = "rulings"
    __table_args__ = (
        CheckConstraint("outcome IN ('accepted', 'overruled')", name="outcome"),
        # The floor may rule otherwise only with the reason written down (RRoP 2.i.1).
        CheckConstraint("outcome = 'accepted' OR reason <> ''", name="overrule_reason"),
        Index("ix_rulings_recorded_search", "recorded_at", "id", "search_text"),
        Index("ix_rulings_table_recorded", "table_number", "recorded_at"),
        Index("ix_rulings_outcome_recorded", "outcome", "recorded_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    search_text: Mapped[str] = mapped_column(Text)
    recorded_at: Mapped[datetime] = mapped_column(UTCDateTime)
    table_number: Mapped[int | None]
    outcome: Mapped[str] = mapped_column(String(10))
    kind: Mapped[str] = mapped_column(String(40))
    walkthrough: Mapped[str] = mapped_column(String(60))
    profile: Mapped[str] = mapped_column(String(20))
    hand_time: Mapped[datetime] = mapped_column(UTCDateTime)
    supervisor: Mapped[str] = mapped_column(String(80))
    players: Mapped[str] = mapped_column(Text)
    summary_en: Mapped[str] = mapped_column(Text)
    summary_es: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text, default="")
    # What the floor decided instead, when it overruled the assistant (RRoP 2.i.1); the
    # log headlines it.
    floor_decision: Mapped[str] = mapped_column(Text, default="", server_default="")
    rules: Mapped[list[str]] = mapped_column(JSON)
    ruling: Mapped[dict[str, Any]] = mapped_column(JSON)
    shown: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    scenario: Mapped[dict[str, Any]] = mapped_column(JSON)


# One seat per player and one hold per player (RRoP 2.iii.4): two partial unique indexes
# on ``seats``. Their condition is a dialect option, and naming a dialect's option loads
# that dialect, so written in the class above it would import PostgreSQL's dialect into
# every SQLite desk's start (about 70 ms). ``describe_partial_indexes`` attaches the
# condition for the dialect a store opens on (and for Alembic's comparison), before any
# DDL or comparison reads it; the migrations write the same conditions themselves.
PARTIAL_INDEX_CONDITIONS = {
    "uq_seats_player_seated": "state <> 'held'",
    "uq_seats_player_held": "state = 'held'",
    # A table number in play belongs to one tournament; broken tables keep their rows.
    "uq_tournament_tables_number_in_play": "broken_at IS NULL",
}
# The dialects whose conditions were given, so models declared later get them too.
_DESCRIBED: set[str] = set()


def describe_partial_indexes(dialect: str | None = None) -> None:
    """Give the partial indexes their condition for ``dialect`` (``sqlite`` or
    ``postgresql``; None: the dialects given so far, for models declared since);
    harmless to call again."""
    if dialect is not None:
        _DESCRIBED.add(dialect)
    for table in Base.metadata.tables.values():
        for index in table.indexes:
            condition = PARTIAL_INDEX_CONDITIONS.get(str(index.name))
            if condition is not None:
                for described in _DESCRIBED:
                    index.dialect_options[described]["where"] = text(condition)


def load_every_model() -> None:
    """Declare the models kept in modules of their own, so that ``Base.metadata`` and
    ``Base.registry`` hold every table: the tournament's are declared on first use (the
    desk paints its cash floor without them), and undo, the migrations and the tests
    that walk every table call this first."""
    import floorman.store.clock_models
    import floorman.store.tournament_models  # noqa: F401
