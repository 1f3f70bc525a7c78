"""Dialogs for seat actions: calling a player to an open seat, seating, holding, moving.

Calling shows who the desk proposes for the seat and why (a table change in the same
game first, RRoP 2.iii.12, then the waiting list in order); the supervisor confirms,
or picks someone else and must say why, which the audit log keeps. A candidate whose
move a transfer rule bars (RRoP 2.iii.3) is shown last, greyed, with the reason, and
passing over him needs no reason. A player changing games is shown what the rules ask
of him before the action: the call of a player seated elsewhere says when he must move
(RRoP 2.iii.13), and a change he chose says the buy-in he must bring (RRoP 3.i.3); the
desk refuses what they forbid.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from floorman.floor.changing_games import change_buy_in, held_seat_demand, voluntary_hold
from floorman.floor.seating import Candidate
from floorman.rules.game import Variant
from floorman.services import seats, waitlists
from floorman.services.desk import Change
from floorman.services.views import EMPTY, FloorView, TableView
from floorman.store.models import HELD
from floorman.text import Lang, Text, amount_text

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput, fill_tables, sentence
from floorman.ui.player_search import PlayerSearch, RosterCache

MAX_SEATS = 10
OTHER_GAME_ROLE = Qt.ItemDataRole.UserRole + 1  # on "another game" rows: the game's id


def played_seat(view: FloorView, player_id: int) -> tuple[TableView, int] | None:
    """The table and seat number where ``player_id`` plays (or is away), if any."""
    return next(((t, s.number) for t in view.tables for s in t.seats
                 if s.player_id == player_id and s.state not in (EMPTY, HELD)), None)


def rule_note(parent: QWidget, name: str) -> QLabel:
    """A label for what a rule asks of the player, under the form; hidden when empty."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.hide()
    return label


def show_note(label: QLabel, text: Text | None, lang: Lang) -> None:
    label.setText(sentence(text.get(lang)) if text is not None else "")
    label.setVisible(text is not None)


class CallDialog(FormDialog):
    """Who gets an open seat: the desk's proposal, confirmed or overruled with a reason.

    Args:
        feed: the window's link to the desk.
        table: the table with the open seat.
        seat: the open seat's number.
        candidates: who may take it, best claim first (``services.seats.propose``).
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, table: TableView, seat: int,
                 candidates: list[Candidate], parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("callDialog")
        self.table = table
        self.seat = seat
        self.candidates = candidates
        self._intro = QLabel(self)
        self._intro.setWordWrap(True)
        self.layout_.insertWidget(1, self._intro)
        self.form.setRowWrapPolicy(self.form.RowWrapPolicy.WrapAllRows)
        self.choices = QListWidget(self)
        self.choices.setObjectName("candidates")
        self.choices.setWordWrap(True)
        self.choices.setSpacing(2)
        self.choices.setMinimumHeight(self.fontMetrics().height() * 10)
        self.reason = QLineEdit(self)
        self.reason.setObjectName("reason")
        self._choices_label = QLabel(self)
        self._reason_label = QLabel(self)
        self.add_field("player", self._choices_label, self.choices)
        self.add_field("reason", self._reason_label, self.reason)
        self.note = rule_note(self, "callNote")
        self.layout_.insertWidget(3, self.note)  # under the form, the dialog's width
        self.choices.currentRowChanged.connect(self._chosen)
        self.retranslate()
        self.choices.setCurrentRow(self.first_eligible())
        self.choices.setFocus()

    def chosen(self) -> Candidate | None:
        row = self.choices.currentRow()
        return self.candidates[row] if 0 <= row < len(self.candidates) else None

    def first_eligible(self) -> int:
        """The row of the first candidate who may take the seat; 0 when none may."""
        return next((row for row, c in enumerate(self.candidates) if c.barred is None), 0)

    def passed_over(self) -> Candidate | None:
        """The eligible candidate the chosen one would be called before (a reason is
        asked for him); None when the chosen one comes first or may not take the seat."""
        chosen = self.chosen()
        first = self.candidates[self.first_eligible()] if self.candidates else None
        if chosen is None or first is None or chosen is first:
            return None
        return first if chosen.barred is None and first.barred is None else None

    def choose(self, player_id: int) -> None:
        """Pick a candidate other than the proposed one (tests, keyboard users)."""
        for row, candidate in enumerate(self.candidates):
            if candidate.player_id == player_id:
                self.choices.setCurrentRow(row)
                return
        raise KeyError(player_id)

    def _chosen(self, row: int) -> None:
        overruled = self.passed_over() is not None
        self.reason.setEnabled(overruled)
        self._reason_label.setEnabled(overruled)
        show_note(self.note, self.chosen_note(), self.feed.lang())
        self.fit_words()

    def chosen_note(self) -> Text | None:
        """What to say under the form for the chosen candidate: why the seat action
        would refuse him, else what the rules ask of him (``demand``)."""
        candidate = self.chosen()
        if candidate is not None and candidate.barred is not None:
            return Text(f"{candidate.name} {candidate.barred.en}",
                        f"{candidate.name} {candidate.barred.es}")
        return self.demand()

    def demand(self) -> Text | None:
        """What the rules ask of the chosen candidate if he plays at another table: a
        table change is his own change and needs the minimum buy-in (RRoP 3.i.3); a call
        holds this seat while he plays on there, until he must move (RRoP 2.iii.13)."""
        candidate = self.chosen()
        view = self.feed.view
        playing = played_seat(view, candidate.player_id) if candidate else None
        if candidate is None or playing is None or playing[0].id == self.table.id:
            return None
        if candidate.source == "table_change":
            return change_buy_in(candidate.name,
                                 view.game(self.table.game_id).min_buy_in).text
        plays_at = playing[0]
        button = Variant(view.game(plays_at.game_id).variant).uses_button
        return held_seat_demand(candidate.name, plays_at.number, self.table.number, self.seat,
                                button_game=button, waiting=len(self.candidates) - 1).text

    def submit(self) -> Change:
        candidate = self.chosen()
        if candidate is None:
            raise MissingInput("player", self.tr("Choose who gets the seat."))
        first = self.passed_over()
        reason = self.reason.text().strip() if first is not None else None
        if first is not None and not reason:
            raise MissingInput("reason", self.tr(
                "{first} comes first. Type why {name} gets the seat instead.").format(
                    first=first.name, name=candidate.name))
        return self.run(seats.call_player, table_id=self.table.id, seat=self.seat,
                        player_id=candidate.player_id, reason=reason)

    def retranslate(self) -> None:
        lang = self.feed.lang()
        self.setWindowTitle(self.tr("Call a player to table {table}, seat {seat}").format(
            table=self.table.number, seat=self.seat))
        intro = self.tr(
            "Seat {seat} at table {table} is open. The first player below has the best "
            "claim; press Call to call them, or pick someone else and give a reason.").format(
                seat=self.seat, table=self.table.number)
        if all(c.barred is not None for c in self.candidates):
            intro = self.tr("Seat {seat} at table {table} is open, but nobody below may take "
                            "it now: the reason is under each name.").format(
                                seat=self.seat, table=self.table.number)
        elif any(c.barred is not None for c in self.candidates):
            intro += " " + self.tr("Players in grey may not take the seat now (the reason "
                                   "is under their name); skipping them needs no reason.")
        self._intro.setText(intro)
        self._choices_label.setText(self.tr("&Candidates:"))
        self._reason_label.setText(self.tr("&Reason for passing over the first:"))
        self.reason.setPlaceholderText(self.tr("e.g. the first player asked to wait"))
        self.ok_button_text(self.tr("&Call player"))
        row = self.choices.currentRow()
        self.choices.clear()
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for position, candidate in enumerate(self.candidates, start=1):
            words = f"{position}. {candidate.name}\n     {candidate.why.get(lang)}"
            if candidate.barred is not None:
                words += f"\n     {candidate.barred.get(lang)}"
            item = QListWidgetItem(words)
            item.setData(Qt.ItemDataRole.UserRole, candidate.player_id)
            if candidate.barred is not None:
                item.setForeground(grey)  # still selectable: the desk says why if called
            self.choices.addItem(item)
        if row >= 0:
            self.choices.setCurrentRow(row)
        show_note(self.note, self.chosen_note(), lang)


class SeatDialog(FormDialog):
    """Seat a player: in the seat held for them or in an empty seat, with the buy-in.

    Args:
        feed: the window's link to the desk.
        roster: the players on file.
        table_id: the table selected on the map.
        seat: the seat selected on the map.
        player_id: the player to seat, if already known (a held seat's player).
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, roster: RosterCache, table_id: int, seat: int,
                 player_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("seatDialog")
        view = feed.view
        self.table = QComboBox(self)
        self.table.setObjectName("table")
        fill_tables(self.table, view, feed.lang(), selected=table_id)
        self.seat = QSpinBox(self)
        self.seat.setObjectName("seat")
        self.seat.setRange(1, MAX_SEATS)
        self.seat.setValue(seat)
        self.player = PlayerSearch(roster, lambda: feed.view, feed.lang, rows=3, parent=self,
                                   pick="sure")
        self.buy_in = QLineEdit(self)
        self.buy_in.setObjectName("buyIn")
        self._labels = [QLabel(self) for _ in range(4)]
        self.add_field("table", self._labels[0], self.table)
        self.add_field("seat", self._labels[1], self.seat)
        self.add_field("player", self._labels[2], self.player)
        self.add_field("buy_in", self._labels[3], self.buy_in)
        self.note = rule_note(self, "seatNote")
        self.layout_.insertWidget(2, self.note)
        self.table.currentIndexChanged.connect(lambda _row: self._show_range())
        self.seat.valueChanged.connect(lambda _n: self._show_note())
        self.player.playerSelected.connect(lambda _id: self._show_note())
        if player_id is not None:
            self.player.choose(player_id)
        self.retranslate()
        (self.buy_in if player_id is not None else self.player.box).setFocus()

    def _show_range(self) -> None:
        table_id = self.table.currentData()
        if table_id is None:
            return
        game = self.feed.view.game(self.feed.view.table(table_id).game_id)
        self.buy_in.setPlaceholderText(self.tr("from {low} to {high}").format(
            low=amount_text(game.min_buy_in), high=amount_text(game.max_buy_in)))
        self._show_note()

    def changer(self) -> Text | None:
        """The buy-in the rules ask of a player leaving his seat for the one held for
        him here, his own change of game (RRoP 3.i.3); None for anyone else."""
        view = self.feed.view
        table_id, player_id = self.table.currentData(), self.player.selected_player_id()
        if table_id is None or player_id is None:
            return None
        table = view.table(table_id)
        held = next((s for s in table.seats if s.number == self.seat.value()
                     and s.state == HELD and s.player_id == player_id), None)
        playing = played_seat(view, player_id)
        if held is None or playing is None or not voluntary_hold(
                held.move_condition is not None, held.away_since is not None):
            return None
        return change_buy_in(held.name or "", view.game(table.game_id).min_buy_in).text

    def _show_note(self) -> None:
        show_note(self.note, self.changer(), self.feed.lang())

    def submit(self) -> Change:
        player_id = self.player.selected_player_id()
        if player_id is None:
            raise MissingInput("player", self.tr(
                "Choose a player: type part of the name and pick one from the list."))
        return self.run(seats.seat_player, table_id=self.table.currentData(),
                        seat=self.seat.value(), player_id=player_id,
                        buy_in=self.buy_in.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Seat a player"))
        for label, text in zip(self._labels, (self.tr("&Table:"), self.tr("&Seat:"),
                                              self.tr("&Player:"), self.tr("&Buy-in:")),
                               strict=True):
            label.setText(text)
        fill_tables(self.table, self.feed.view, self.feed.lang())
        self._show_range()
        self.ok_button_text(self.tr("&Seat player"))


class HoldDialog(FormDialog):
    """Hold an empty seat for a player (RRoP 2.iii.8); the hold has a countdown.

    Args:
        feed: the window's link to the desk.
        roster: the players on file.
        table: the table of the seat.
        seat: the seat to hold.
        player_id: the player to hold it for, if known.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, roster: RosterCache, table: TableView, seat: int,
                 player_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("holdDialog")
        self.table = table
        self.seat = seat
        self.player = PlayerSearch(roster, lambda: feed.view, feed.lang, rows=3, parent=self,
                                   pick="sure")
        self._label = QLabel(self)
        self.add_field("player", self._label, self.player)
        if player_id is not None:
            self.player.choose(player_id)
        self.retranslate()
        self.player.box.setFocus()

    def submit(self) -> Change:
        player_id = self.player.selected_player_id()
        if player_id is None:
            raise MissingInput("player", self.tr(
                "Choose a player: type part of the name and pick one from the list."))
        return self.run(seats.hold_seat, table_id=self.table.id, seat=self.seat,
                        player_id=player_id)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hold table {table}, seat {seat}").format(
            table=self.table.number, seat=self.seat))
        self._label.setText(self.tr("Hold &for:"))
        self.ok_button_text(self.tr("&Hold seat"))


def first_empty_seat(view: FloorView, table_id: int) -> int:
    table = view.table(table_id)
    return next((s.number for s in table.seats if s.state == EMPTY), 1)


def held_for(view: FloorView, player_id: int) -> tuple[int, int] | None:
    """The table id and seat number of a seat held for ``player_id``, if one is."""
    return next(((t.id, s.number) for t in view.tables for s in t.seats
                 if s.state == HELD and s.player_id == player_id), None)


def asked_for(view: FloorView, player_id: int) -> int | None:
    """The id of the table the player's table-change request names, if it names one."""
    number = next((c.to_table for c in view.changes if c.player_id == player_id), None)
    return next((t.id for t in view.tables if t.number == number), None) if number else None


class MoveDialog(FormDialog):
    """Move a seated player to an empty seat, at the same table or another open one.

    The move starts where the player is expected: the seat held for them (called from
    another list, say), else the table their table-change request names.

    Args:
        feed: the window's link to the desk.
        player_id: the player to move.
        name: the player's name.
        from_table: the table the player leaves.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, player_id: int, name: str, from_table: TableView,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("moveDialog")
        self.player_id = player_id
        self.name = name
        self.from_table = from_table
        self.held = held_for(feed.view, player_id)
        self.asked = asked_for(feed.view, player_id)
        self.why = QLabel(self)
        self.why.setObjectName("moveWhy")
        self.why.setWordWrap(True)
        self.layout_.insertWidget(1, self.why)
        start = self.held[0] if self.held else self.asked or from_table.id
        self.table = QComboBox(self)
        self.table.setObjectName("table")
        fill_tables(self.table, feed.view, feed.lang(), selected=start, open_only=True)
        self.seat = QSpinBox(self)
        self.seat.setObjectName("seat")
        self.seat.setRange(1, MAX_SEATS)
        self._labels = [QLabel(self), QLabel(self)]
        self.add_field("table", self._labels[0], self.table, aliases=("to_table",))
        self.add_field("seat", self._labels[1], self.seat)
        # A move the player asked for is a voluntary transfer: within the game it may
        # not leave the table left shorter than the one joined (RRoP 2.iii.3).
        self.transfer = QCheckBox(self)
        self.transfer.setObjectName("transfer")
        self.transfer.setChecked(self.asked is not None)
        self.form.addRow("", self.transfer)
        self.note = rule_note(self, "moveNote")
        self.layout_.insertWidget(3, self.note)
        self.transfer.toggled.connect(lambda _on: self._show_note())
        self.seat.valueChanged.connect(lambda _n: self._show_note())
        self.table.currentIndexChanged.connect(self._table_chosen)
        self._table_chosen()
        self.retranslate()

    def _table_chosen(self, _row: int = 0) -> None:
        table_id = self.table.currentData()
        if table_id is None:
            return
        if self.held is not None and self.held[0] == table_id:
            self.seat.setValue(self.held[1])
        else:
            self.seat.setValue(first_empty_seat(self.feed.view, table_id))
        self._show_note()

    def changer(self) -> Text | None:
        """The buy-in the rules ask of the player when the move is his own change to
        another table (the transfer box, or the seat held for him): RRoP 3.i.3."""
        table_id = self.table.currentData()
        if table_id is None or table_id == self.from_table.id:
            return None
        view = self.feed.view
        held = next((s for s in view.table(table_id).seats if s.state == HELD
                     and s.player_id == self.player_id
                     and s.number == self.seat.value()), None)
        chosen = (held is not None and voluntary_hold(held.move_condition is not None,
                                                      held.away_since is not None)) or (
            held is None and self.transfer.isChecked())
        if not chosen:
            return None
        return change_buy_in(self.name, view.game(view.table(table_id).game_id).min_buy_in).text

    def _show_note(self) -> None:
        show_note(self.note, self.changer(), self.feed.lang())

    def submit(self) -> Change:
        # From the table this desk saw him at: if another desk moved him meanwhile (a
        # break, say), the desk is told where he is rather than moving him twice.
        return self.run(seats.move_player, player_id=self.player_id,
                        table_id=self.table.currentData(), seat=self.seat.value(),
                        transfer=self.transfer.isChecked(), from_table_id=self.from_table.id)

    def _why(self) -> str:
        view = self.feed.view
        if self.held is not None:
            return self.tr("Seat {seat} at table {table} is held for {name}.").format(
                seat=self.held[1], table=view.table(self.held[0]).number, name=self.name)
        if self.asked is not None:
            return self.tr("{name} asked for a table change to table {table}.").format(
                name=self.name, table=view.table(self.asked).number)
        return ""

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move {name}").format(name=self.name))
        self._labels[0].setText(self.tr("To &table:"))
        self._labels[1].setText(self.tr("&Seat:"))
        self.transfer.setText(self.tr("Voluntary transfer: the player asked (RRoP 2.iii.3)"))
        fill_tables(self.table, self.feed.view, self.feed.lang(), open_only=True)
        why = self._why()
        self.why.setText(why)
        self.why.setVisible(bool(why))
        self._show_note()
        self.ok_button_text(self.tr("&Move player"))


class TableChangeDialog(FormDialog):
    """A seated player asks to change tables within the game (RRoP 2.iii.12), or to
    play another game: that puts the player on the other game's waiting list instead,
    keeping the seat here until called.

    Args:
        feed: the window's link to the desk.
        player_id: the seated player.
        name: the player's name.
        table: the table the player plays at now.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, player_id: int, name: str, table: TableView,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("tableChangeDialog")
        self.player_id = player_id
        self.name = name
        self.from_table = table
        self.target = QComboBox(self)
        self.target.setObjectName("target")
        self.note = QLabel(self)
        self.note.setObjectName("tableChangeNote")
        self.note.setWordWrap(True)
        self._label = QLabel(self)
        self.add_field("to_table", self._label, self.target, aliases=("game",))
        self.layout_.insertWidget(2, self.note)  # under the form, the dialog's width
        self.target.currentIndexChanged.connect(lambda _row: self._show_note())
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        self.resize(self.size().expandedTo(self.sizeHint()))
        super().showEvent(event)

    def other_game(self) -> int | None:
        """The game chosen when the player asks for another game, else None."""
        game_id = self.target.currentData(OTHER_GAME_ROLE)
        return game_id if isinstance(game_id, int) else None

    def choose_game(self, game_id: int) -> None:
        """Choose "another game" ``game_id`` (tests, keyboard users)."""
        row = self.target.findData(game_id, OTHER_GAME_ROLE)
        if row < 0:
            raise KeyError(game_id)
        self.target.setCurrentIndex(row)

    def submit(self) -> Change:
        game_id = self.other_game()
        if game_id is not None:
            return self.run(waitlists.add_to_waitlist, game_id=game_id,
                            player_id=self.player_id)
        return self.run(seats.request_table_change, player_id=self.player_id,
                        to_table_id=self.target.currentData())

    def _show_note(self) -> None:
        game_id = self.other_game()
        if game_id is None:
            self.note.setText(self.tr(
                "{name} gets the first open seat of the table chosen, before the waiting "
                "list (RRoP 2.iii.12).").format(name=self.name))
            self.ok_button_text(self.tr("&Ask for table change"))
        else:
            self.note.setText(self.tr(
                "Another game is not a table change: {name} goes on the {game} waiting "
                "list instead and keeps this seat until called.").format(
                    name=self.name,
                    game=self.feed.view.game(game_id).label(self.feed.lang())))
            self.ok_button_text(self.tr("&Put on that list"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table change for {name}").format(name=self.name))
        self._label.setText(self.tr("&Wants:"))
        view, lang = self.feed.view, self.feed.lang()
        row = self.target.currentIndex()
        self.target.blockSignals(True)
        fill_tables(self.target, view, lang, open_only=True,
                    game_id=self.from_table.game_id, leave_out=self.from_table.id)
        self.target.insertItem(0, self.tr("Any table of this game"), None)
        for game in view.games:
            if game.id != self.from_table.game_id:
                self.target.addItem(self.tr("Another game: {game}").format(
                    game=game.label(lang)), None)
                self.target.setItemData(self.target.count() - 1, game.id, OTHER_GAME_ROLE)
        self.target.setCurrentIndex(max(row, 0) if row < self.target.count() else 0)
        self.target.blockSignals(False)
        self._show_note()
