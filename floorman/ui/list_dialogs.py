"""Dialogs for players and waiting lists: a new player, joining a list, a deposit.

A player must be present to join a list (RRoP 2.iii.1) unless the house takes
call-ins; a player who steps out may leave a reservation deposit (RRoP 2.iii.2).
A walk-in not on file is put on file and on the list in one dialog and one action;
a name that only looks like the one typed is offered, never taken for it.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QWidget

from floorman.services import players, waitlists
from floorman.services.desk import Change
from floorman.services.views import EntryView
from floorman.text import amount_text

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput, fill_games
from floorman.ui.player_search import PlayerSearch, RosterCache


class AddPlayerDialog(FormDialog):
    """Put a new player on file.

    Args:
        feed: the window's link to the desk.
        name: a name to start from (what was typed in the search box).
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("addPlayerDialog")
        self.name = QLineEdit(name, self)
        self.name.setObjectName("name")
        self.name.setMaxLength(120)
        self._label = QLabel(self)
        self.add_field("name", self._label, self.name)
        self.retranslate()
        self.name.setFocus()

    def submit(self) -> Change:
        return self.run(players.add_player, name=self.name.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Add a player"))
        self._label.setText(self.tr("&Name:"))
        self.name.setPlaceholderText(self.tr("First name and surname"))
        self.ok_button_text(self.tr("&Add player"))


class AddToListDialog(FormDialog):
    """Put a player on a game's waiting list, present, by phone, or with a deposit.

    Args:
        feed: the window's link to the desk.
        roster: the players on file.
        player_id: the player to start with, if known.
        game_id: the game to start with, if known.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, roster: RosterCache, player_id: int | None = None,
                 game_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("addToListDialog")
        self.player = PlayerSearch(roster, lambda: feed.view, feed.lang, rows=4, parent=self,
                                   pick="sure_or_new")
        self.hint = QLabel(self)
        self.hint.setObjectName("playerHint")
        self.hint.setWordWrap(True)
        self.player.add_below(self.hint)
        self.game = QComboBox(self)
        self.game.setObjectName("game")
        fill_games(self.game, feed.view, feed.lang(), game_id)
        self.call_in = QCheckBox(self)
        self.call_in.setObjectName("callIn")
        self.deposit = QLineEdit(self)
        self.deposit.setObjectName("deposit")
        self._labels = [QLabel(self) for _ in range(4)]
        self.add_field("player", self._labels[0], self.player, aliases=("entry", "name"))
        self.add_field("game", self._labels[1], self.game)
        self.add_field("call_in", self._labels[2], self.call_in)
        self.add_field("deposit", self._labels[3], self.deposit)
        self.player.results.selectionModel().currentRowChanged.connect(
            lambda _current, _previous: self._show_hint())
        self.player.model.modelReset.connect(self._show_hint)
        if player_id is not None:
            self.player.choose(player_id)
        self.retranslate()
        (self.game if player_id is not None else self.player.box).setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        # The size the words need in the language shown ("Por teléfono:" is longer).
        self.resize(self.size().expandedTo(self.sizeHint()))
        super().showEvent(event)

    def _show_hint(self) -> None:
        """Say what OK will do with the player chosen, so Enter holds no surprise."""
        new = self.player.selected_new_name()
        if new is not None:
            text = self.tr("{name} is not on file: Add to list puts them on file as a new "
                           "player and on the list.").format(name=new)
        elif self.player.selected_player_id() is None and self.player.model.rowCount():
            text = self.tr("No one is chosen: the names below only look like the one "
                           "typed. Pick one with the arrow keys, or type the whole name.")
        else:
            text = ""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def submit(self) -> Change:
        common = {"game_id": self.game.currentData(), "call_in": self.call_in.isChecked(),
                  "deposit": self.deposit.text()}
        new = self.player.selected_new_name()
        if new is not None:
            return self.run(waitlists.add_new_player_to_waitlist, name=new, **common)
        player_id = self.player.selected_player_id()
        if player_id is None:
            raise MissingInput("player", self.tr(
                "Choose a player: type the name and pick one from the list, or choose "
                "New player to put a walk-in on file."))
        return self.run(waitlists.add_to_waitlist, player_id=player_id, **common)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Add to a waiting list"))
        for label, text in zip(self._labels, (self.tr("&Player:"), self.tr("&Game:"),
                                              self.tr("Call-in:"), self.tr("&Deposit:")),
                               strict=True):
            label.setText(text)
        self.call_in.setText(self.tr("By &phone: not here yet, must check in in time"))
        self.deposit.setPlaceholderText(self.tr("optional, e.g. {amount}").format(
            amount=amount_text(self.feed.view.house.deposit)))
        fill_games(self.game, self.feed.view, self.feed.lang())
        self._show_hint()
        self.ok_button_text(self.tr("&Add to list"))


class DepositDialog(FormDialog):
    """A listed player steps out and leaves a reservation deposit (RRoP 2.iii.2).

    Args:
        feed: the window's link to the desk.
        entry: the player's place on a list.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, entry: EntryView, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("depositDialog")
        self.entry = entry
        self.amount = QLineEdit(amount_text(feed.view.house.deposit), self)
        self.amount.setObjectName("amount")
        self._label = QLabel(self)
        self.add_field("deposit", self._label, self.amount)
        self.retranslate()
        self.amount.selectAll()
        self.amount.setFocus()

    def submit(self) -> Change:
        return self.run(waitlists.leave_deposit, entry_id=self.entry.id,
                        amount=self.amount.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Deposit for {name}").format(name=self.entry.name))
        self._label.setText(self.tr("&Amount:"))
        self.ok_button_text(self.tr("&Take deposit"))
