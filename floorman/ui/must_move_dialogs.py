"""Dialogs for must-move games and new games: make a table a must-move, and open a new
table from a long waiting list (RRoP 2.iii.7-9).
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from floorman.floor.must_move import NewGame
from floorman.services import must_move
from floorman.services.desk import Change
from floorman.services.views import TableView

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput, fill_tables


class MakeMustMoveDialog(FormDialog):
    """Make a table the must-move of a main game of the same game and stakes (or of the
    last must-move of its chain), so its players move there in list order.

    Args:
        feed: the window's link to the desk.
        table: the table that becomes the must-move (the one selected on the map).
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("makeMustMoveDialog")
        self.table = table
        self.why = QLabel(self)
        self.why.setObjectName("mustMoveWhy")
        self.why.setWordWrap(True)
        self.layout_.insertWidget(1, self.why)
        self.main = QComboBox(self)
        self.main.setObjectName("main")
        self._label = QLabel(self)
        self.add_field("main", self._label, self.main, aliases=("table", "main_table_id"))
        self._fill()
        self.retranslate()
        self.main.setFocus()

    def _fill(self) -> None:
        view = self.feed.view
        # The chain's end first: a chain grows at its last must-move.
        fed = {t.must_move_for for t in view.tables if t.must_move_for is not None}
        ends = [t.id for t in view.tables if t.game_id == self.table.game_id and t.is_open
                and t.id != self.table.id and t.id not in fed and t.must_move_for is not None]
        fill_tables(self.main, view, self.feed.lang(), open_only=True,
                    game_id=self.table.game_id, leave_out=self.table.id,
                    selected=ends[0] if ends else None)

    def submit(self) -> Change:
        if self.main.currentData() is None:
            raise MissingInput("main", self.tr("No other open table spreads this game. Open "
                                               "the main game's table first."))
        return self.run(must_move.make_must_move, table_id=self.table.id,
                        main_table_id=self.main.currentData())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Make table {table} a must-move").format(
            table=self.table.number))
        self.why.setText(self.tr("Table {table} will feed the table chosen below: when a seat "
                                 "opens there, the first player here in the order of the "
                                 "original waiting list moves to it, at his big blind (one "
                                 "more hand in stud) (RRoP 2.iii.9-10). Choose the main "
                                 "game, or the last must-move of its chain.").format(
            table=self.table.number))
        self._label.setText(self.tr("&Feeds:"))
        self._fill()
        self.ok_button_text(self.tr("&Make must-move"))


class NewGameDialog(FormDialog):
    """Open a new table for a game whose list is long: the first players on the list are
    called in order and choose their seats in that order (RRoP 2.iii.8); the floor may
    start with one player more than usual (RRoP 2.iii.7).

    Args:
        feed: the window's link to the desk.
        game_id: the game of the long list.
        proposal: the desk's proposal (who is called), when the list is long enough.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, game_id: int, proposal: NewGame | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("newGameDialog")
        self.game_id = game_id
        self.proposal = proposal
        self.who = QLabel(self)
        self.who.setObjectName("newGameWho")
        self.who.setWordWrap(True)
        self.layout_.insertWidget(1, self.who)
        view = feed.view
        self.number = QSpinBox(self)
        self.number.setObjectName("number")
        self.number.setRange(1, 9999)
        self.number.setValue(max((t.number for t in view.tables), default=0) + 1)
        self.extra = QCheckBox(self)
        self.extra.setObjectName("extra_player")
        self.extra.setEnabled(proposal is not None and proposal.extra is not None)
        self._labels = [QLabel(self), QLabel(self)]
        self.add_field("number", self._labels[0], self.number)
        self.add_field("extra_player", self._labels[1], self.extra, aliases=("game_id",))
        self.retranslate()
        self.number.setFocus()

    def submit(self) -> Change:
        return self.run(must_move.open_table_from_list, game_id=self.game_id,
                        number=self.number.value(), extra_player=self.extra.isChecked())

    def _names(self) -> list[str]:
        entries = {e.id: e.name for e in self.feed.view.lists.get(self.game_id, ())}
        if self.proposal is None:
            return []
        return [entries.get(entry, "?") for entry in self.proposal.called]

    def retranslate(self) -> None:
        view = self.feed.view
        game = view.game(self.game_id).label(self.feed.lang())
        self.setWindowTitle(self.tr("Open a {game} table from the list").format(game=game))
        names = self._names()
        if names:
            order = ", ".join(f"{n}. {name}" for n, name in enumerate(names, start=1))
            self.who.setText(self.tr("{count} players are called, in list order: {order}. "
                                     "They choose their seats in that order (RRoP 2.iii.8); "
                                     "a seat is held for each.").format(count=len(names),
                                                                        order=order))
        else:
            self.who.setText(self.tr("The first players on the {game} list are called in list "
                                     "order and choose their seats in that order (RRoP "
                                     "2.iii.8).").format(game=game))
        self._labels[0].setText(self.tr("Table &number:"))
        self._labels[1].setText(self.tr("&Extra player:"))
        self.extra.setText(self.tr("One player more than usual (RRoP 2.iii.7)"))
        self.extra.setToolTip(self.tr("The table starts with an extra seat, which goes as "
                                      "soon as a player leaves."))
        self.ok_button_text(self.tr("&Open and call"))
