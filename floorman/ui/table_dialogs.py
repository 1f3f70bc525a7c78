"""Dialogs for the room itself: opening a table, adding a game, the house settings.

House settings are the durations and list policies the room chooses: how long a seat
is held while someone waits (RRoP 2.ii.21), how long a player may be away before the
chips are picked up (RRoP 2.ii.20), call-ins, missed calls kept, the usual deposit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from floorman.floor.games import BETTING_NAMES, VARIANT_NAMES, chip_for_stakes
from floorman.services import games
from floorman.services.desk import Change
from floorman.text import amount_text

from floorman.ui.floor_feed import FloorFeed
from floorman.ui.forms import FormDialog, MissingInput, fill_games


class OpenTableDialog(FormDialog):
    """Open a new table for a game.

    Args:
        feed: the window's link to the desk.
        game_id: the game to start with (that of the selected table), if any.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, game_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("openTableDialog")
        view = feed.view
        self.number = QSpinBox(self)
        self.number.setObjectName("number")
        self.number.setRange(1, 9999)
        self.number.setValue(max((t.number for t in view.tables), default=0) + 1)
        self.game = QComboBox(self)
        self.game.setObjectName("game")
        fill_games(self.game, view, feed.lang(), game_id)
        self.seats = QSpinBox(self)
        self.seats.setObjectName("seats")
        self.seats.setRange(2, 10)
        self._labels = [QLabel(self) for _ in range(3)]
        self.add_field("number", self._labels[0], self.number)
        self.add_field("game", self._labels[1], self.game)
        self.add_field("seats", self._labels[2], self.seats)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self._game_chosen()
        self.retranslate()
        self.number.setFocus()

    def _game_chosen(self, _row: int = 0) -> None:
        game_id = self.game.currentData()
        if game_id is not None:
            self.seats.setValue(self.feed.view.game(game_id).seats_per_table)

    def submit(self) -> Change:
        if self.game.currentData() is None:
            raise MissingInput("game", self.tr("Add a game first (Tables > Add game)."))
        return self.run(games.open_table, number=self.number.value(),
                        game_id=self.game.currentData(), seats=self.seats.value())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open a table"))
        for label, text in zip(self._labels, (self.tr("Table &number:"), self.tr("&Game:"),
                                              self.tr("&Seats:")), strict=True):
            label.setText(text)
        fill_games(self.game, self.feed.view, self.feed.lang())
        self.ok_button_text(self.tr("&Open table"))


class AddGameDialog(FormDialog):
    """Add a game the room spreads: form of poker, betting, stakes, buy-ins, seats.

    Args:
        feed: the window's link to the desk.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("addGameDialog")
        self.variant = QComboBox(self)
        self.variant.setObjectName("variant")
        self.betting = QComboBox(self)
        self.betting.setObjectName("betting")
        self.small = QLineEdit("1", self)
        self.small.setObjectName("stakeSmall")
        self.big = QLineEdit("2", self)
        self.big.setObjectName("stakeBig")
        self.low = QLineEdit("100", self)
        self.low.setObjectName("minBuyIn")
        self.high = QLineEdit("300", self)
        self.high.setObjectName("maxBuyIn")
        self.seats = QSpinBox(self)
        self.seats.setObjectName("seats")
        self.seats.setRange(2, 10)
        self.seats.setValue(9)
        # The smallest chip follows the stakes (1 for 1/2, 0.25 for 0.25/0.50) until the
        # floor types one of its own: the rulings assistant reads it from the game.
        self.chip = QLineEdit(amount_text(chip_for_stakes(1, 2)), self)
        self.chip.setObjectName("smallestChip")
        self._chip_typed = False
        self.chip.textEdited.connect(self._chip_edited)
        for stake in (self.small, self.big):
            stake.textChanged.connect(self._stakes_changed)
        self._labels = [QLabel(self) for _ in range(8)]
        for label, (key, field) in zip(self._labels, (
                ("variant", self.variant), ("betting", self.betting),
                ("stake_small", self.small), ("stake_big", self.big),
                ("smallest_chip", self.chip),
                ("min_buy_in", self.low), ("max_buy_in", self.high),
                ("seats_per_table", self.seats)), strict=True):
            self.add_field(key, label, field)
        self.retranslate()
        self.variant.setFocus()

    def _chip_edited(self, text: str) -> None:
        self._chip_typed = bool(text.strip())

    def _stakes_changed(self) -> None:
        if self._chip_typed:
            return
        try:
            chip = chip_for_stakes(self.small.text().strip().replace(",", "."),
                                   self.big.text().strip().replace(",", "."))
        except ArithmeticError:
            return  # not numbers yet; the service says so when the form is sent
        self.chip.setText(amount_text(chip))

    def submit(self) -> Change:
        return self.run(games.add_game, variant=self.variant.currentData(),
                        betting=self.betting.currentData(), stake_small=self.small.text(),
                        stake_big=self.big.text(), min_buy_in=self.low.text(),
                        max_buy_in=self.high.text(), seats_per_table=self.seats.value(),
                        smallest_chip=self.chip.text())

    def retranslate(self) -> None:
        index = 1 if self.feed.lang() == "es" else 0
        self.setWindowTitle(self.tr("Add a game"))
        texts = (self.tr("&Game:"), self.tr("&Betting:"), self.tr("S&mall blind or bet:"),
                 self.tr("B&ig blind or bet:"), self.tr("Smallest c&hip:"),
                 self.tr("M&inimum buy-in:"),
                 self.tr("Ma&ximum buy-in:"), self.tr("&Seats per table:"))
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        for combo, names in ((self.variant, VARIANT_NAMES), (self.betting, BETTING_NAMES)):
            chosen = combo.currentIndex()
            combo.clear()
            for value, words in names.items():
                combo.addItem(words[index], value.value)
            combo.setCurrentIndex(max(chosen, 0))
        self.ok_button_text(self.tr("&Add game"))


class HouseDialog(FormDialog):
    """The house settings for seats and lists.

    Args:
        feed: the window's link to the desk.
        parent: the parent widget.

    Signals:
        ``accepted`` once the floor action is written (``change`` holds it).
    """

    def __init__(self, feed: FloorFeed, parent: QWidget | None = None) -> None:
        super().__init__(feed, parent)
        self.setObjectName("houseDialog")
        house = feed.view.house
        self.hold = self._minutes("holdMinutes", house.hold_minutes)
        self.away = self._minutes("awayMinutes", house.away_minutes)
        self.call_in = self._minutes("callInMinutes", house.call_in_minutes)
        self.call_ins = QCheckBox(self)
        self.call_ins.setObjectName("callInsAllowed")
        self.call_ins.setChecked(house.call_ins_allowed)
        self.passes = QSpinBox(self)
        self.passes.setObjectName("passesKept")
        self.passes.setRange(0, 20)
        self.passes.setValue(house.passes_kept)
        self.deposit = QLineEdit(amount_text(house.deposit), self)
        self.deposit.setObjectName("deposit")
        self.profile = QComboBox(self)
        self.profile.setObjectName("rulesProfile")
        self.profile.addItems(["", ""])
        self.profile.setCurrentIndex(1 if house.rules_profile == "tda" else 0)
        self._labels = [QLabel(self) for _ in range(7)]
        for label, (key, field) in zip(self._labels, (
                ("hold_minutes", self.hold), ("away_minutes", self.away),
                ("call_ins_allowed", self.call_ins), ("call_in_minutes", self.call_in),
                ("passes_kept", self.passes), ("deposit", self.deposit),
                ("rules_profile", self.profile)), strict=True):
            self.add_field(key, label, field)
        self.retranslate()

    def _minutes(self, name: str, value: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, 600)
        box.setValue(value)
        return box

    def submit(self) -> Change:
        house = self.feed.view.house
        wanted: dict[str, Any] = {
            "hold_minutes": self.hold.value(),
            "away_minutes": self.away.value(),
            "call_ins_allowed": self.call_ins.isChecked(),
            "call_in_minutes": self.call_in.value(),
            "passes_kept": self.passes.value(),
            "rules_profile": "tda" if self.profile.currentIndex() == 1 else "robert",
        }
        changes = {key: value for key, value in wanted.items() if getattr(house, key) != value}
        if self.deposit.text().strip() != amount_text(house.deposit):
            changes["deposit"] = self.deposit.text()
        if not changes:
            raise MissingInput("error", self.tr("Nothing changed. Change a setting or press "
                                                "Cancel."))
        return self.run(games.set_house, **changes)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("House settings"))
        texts = (self.tr("&Hold a seat for (minutes):"),
                 self.tr("Pick up chips after &away (minutes):"),
                 self.tr("Call-ins:"), self.tr("Call-in must &check in within (minutes):"),
                 self.tr("Missed &calls kept on the list:"),
                 self.tr("Usual &deposit:"), self.tr("&Rulings follow:"))
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.call_ins.setText(self.tr("&Take players on the list by phone"))
        self.profile.setItemText(0, self.tr("Robert's Rules of Poker (cash games)"))
        self.profile.setItemText(1, self.tr("TDA rules (tournaments)"))
        self.ok_button_text(self.tr("&Save settings"))
