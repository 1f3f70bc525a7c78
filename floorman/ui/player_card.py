"""The player card: name, nickname, phone and notes, the bar, and where the player is.

Opened on the player selected on the floor map, a waiting list or the search. OK saves
the card (one floor action); barring and lifting the bar are actions of their own that
keep the dialog open. The card also shows the player's seat and lists on the floor as
it is now, and the player's recent history from the audit log.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from floorman.services import player_cards
from floorman.services.desk import Change, FloorError, StoreUnreachable
from floorman.services.history import HistoryFilter, history_page

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog
from floorman.ui.history_window import local_time

RECENT = 8


class PlayerCardDialog(FormDialog):
    """Read and edit one player's card.

    Args:
        feed: the window's link to the desk.
        player_id: whose card.
        parent: the parent widget.

    Signals:
        ``accepted`` once the card is saved (or closed unchanged).
    """

    def __init__(self, feed: FloorFeed, player_id: int, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("playerCardDialog")
        self.setMinimumWidth(980)  # the bar reason and history lines read whole
        self.player_id = player_id
        self.card = player_cards.read_card(feed.desk, player_id)
        self.name = QLineEdit(self.card.name, self)
        self.name.setObjectName("name")
        self.nickname = QLineEdit(self.card.nickname, self)
        self.nickname.setObjectName("nickname")
        self.phone = QLineEdit(self.card.phone, self)
        self.phone.setObjectName("phone")
        self.notes = QPlainTextEdit(self.card.notes, self)
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setMaximumHeight(110)
        self.barred = QLabel(self)
        self.barred.setObjectName("barredStatus")
        self.reason = QLineEdit(self)
        self.reason.setObjectName("reason")
        self.bar_button = QPushButton(self)
        self.bar_button.setObjectName("barPlayer")
        self.bar_button.clicked.connect(self.bar)
        self.lift_button = QPushButton(self)
        self.lift_button.setObjectName("liftBar")
        self.lift_button.clicked.connect(self.lift)
        bar_row = QWidget(self)
        row = QHBoxLayout(bar_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.reason, 1)
        row.addWidget(self.bar_button)
        row.addWidget(self.lift_button)
        self.where = QLabel(self)
        self.where.setObjectName("playerWhere")
        self.recent = QLabel(self)
        self.recent.setObjectName("playerRecent")
        self.recent.setTextFormat(Qt.TextFormat.PlainText)
        self._labels = {key: QLabel(self) for key in
                        ("name", "nickname", "phone", "notes", "barred", "reason", "where",
                         "recent")}
        for key, field in (("name", self.name), ("nickname", self.nickname),
                           ("phone", self.phone), ("notes", self.notes)):
            self.add_field(key, self._labels[key], field)
        self.form.addRow(self._labels["barred"], self.barred)
        self.add_field("reason", self._labels["reason"], bar_row)
        self._fields["reason"] = self.reason
        self.form.addRow(self._labels["where"], self.where)
        self.form.addRow(self._labels["recent"], self.recent)
        self.retranslate()
        self.name.setFocus()

    # --- actions ------------------------------------------------------------------------

    def _changed(self) -> bool:
        return (self.name.text(), self.nickname.text(), self.phone.text(),
                self.notes.toPlainText()) != (self.card.name, self.card.nickname,
                                              self.card.phone, self.card.notes)

    def submit(self) -> Change:
        if not self._changed():
            raise _Unchanged
        return self.run(player_cards.update_card, player_id=self.player_id,
                        name=self.name.text(), nickname=self.nickname.text(),
                        phone=self.phone.text(), notes=self.notes.toPlainText())

    def _submit(self) -> None:
        try:
            super()._submit()
        except _Unchanged:
            self.accept()

    def bar(self) -> None:
        self._card_action(player_cards.bar_player, reason=self.reason.text())

    def lift(self) -> None:
        self._card_action(player_cards.lift_bar)

    def _card_action(self, service: object, **kwargs: object) -> None:
        self.clear_errors()
        try:
            self.feed.act(service, player_id=self.player_id, **kwargs)  # type: ignore[arg-type]
        except FloorError as error:
            self.show_error(error)
            return
        self.card = player_cards.read_card(self.feed.desk, self.player_id)
        self.reason.clear()
        self.retranslate()

    # --- words --------------------------------------------------------------------------

    def _where_text(self) -> str:
        view = self.feed.view
        lang = self.feed.lang()
        places = []
        for table in view.tables:
            for seat in table.seats:
                if seat.player_id == self.player_id:
                    words = (self.tr("seat {seat} held at table {table}") if seat.state == "held"
                             else self.tr("plays at table {table}, seat {seat}"))
                    places.append(words.format(table=table.number, seat=seat.number))
        for game_id, entries in view.lists.items():
            for entry in entries:
                if entry.player_id == self.player_id:
                    places.append(self.tr("no. {position} on the {game} list").format(
                        position=entry.position, game=view.game(game_id).label(lang)))
        return "; ".join(places) or self.tr("not on the floor or on any list")

    def _recent_text(self) -> str:
        try:
            page = history_page(self.feed.desk, HistoryFilter(player_id=self.player_id),
                                limit=RECENT)
        except (FloorError, StoreUnreachable):
            return ""
        now, lang = self.feed.now(), self.feed.lang()
        return "\n".join(f"{local_time(line.at, now)}  {line.supervisor}: "
                         f"{line.summary.get(lang)}" for line in page.lines)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Player card: {name}").format(name=self.card.name))
        words = {"name": self.tr("&Name:"), "nickname": self.tr("Nic&kname:"),
                 "phone": self.tr("&Phone:"), "notes": self.tr("N&otes:"),
                 "barred": self.tr("Barred:"), "reason": self.tr("&Reason to bar:"),
                 "where": self.tr("On the floor:"), "recent": self.tr("Recent history:")}
        for key, label in self._labels.items():
            label.setText(words[key])
        if self.card.barred:
            # A bar is read days later: always with its date, not only the time of day.
            at = (self.card.barred_at.astimezone().strftime("%Y-%m-%d %H:%M")
                  if self.card.barred_at else "")
            self.barred.setText(self.tr("BARRED since {at}: {reason}").format(
                at=at, reason=self.card.barred_reason))
            self.barred.setStyleSheet("color: #b3261e; font-weight: bold;")
        else:
            self.barred.setText(self.tr("no"))
            self.barred.setStyleSheet("")
        self.reason.setEnabled(not self.card.barred)
        self.bar_button.setEnabled(not self.card.barred)
        self.lift_button.setEnabled(self.card.barred)
        self.reason.setPlaceholderText(self.tr("why the house bars the player"))
        self.bar_button.setText(self.tr("&Bar player"))
        self.lift_button.setText(self.tr("&Lift the bar"))
        self.phone.setPlaceholderText(self.tr("e.g. +34 600 12 34 56"))
        self.where.setText(self._where_text())
        self.recent.setText(self._recent_text())
        self.ok_button_text(self.tr("&Save card"))
        self.adjustSize()  # room for the longer words and the history lines


class _Unchanged(Exception):
    """OK on a card nobody changed: close it without writing anything."""
