"""Dialogs for the room itself: opening a table, adding a game, the house settings.

House settings are the durations and list policies the room chooses: how long a seat
is held while someone waits (RRoP 2.ii.21), how long a player may be away before the
chips are picked up (RRoP 2.ii.20), call-ins, missed calls kept, the usual deposit; and
how rulings are made: the rules profile and the room's house choices, each option
saying which book it follows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from floorman.floor.games import BETTING_NAMES, VARIANT_NAMES, chip_for_stakes
from floorman.floor.house import BOARD_NAMES
from floorman.floor.house_choices import CHOICES, HOUSE_CHOICES, cited, profile_default
from floorman.services import games
from floorman.services.desk import Change
from floorman.text import UserError, amount_text

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
    """The house settings: seats and lists on one tab, how rulings are made on the other.

    The Rulings tab holds the rules profile and every house choice of the engine
    (``floor.house_choices``), grouped, each a combo box whose options say which book
    they follow. A choice the room has not made shows the profile's value, and follows
    the profile when it changes; only choices that differ from the profile are stored.

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
        self._shown_profile = self.chosen_profile()
        # How the public board shows names (privacy): "Ana L." or "A. L." (BOARD_NAMES).
        self.board_names = QComboBox(self)
        self.board_names.setObjectName("boardNames")
        self.board_names.addItems([""] * len(BOARD_NAMES))
        self.board_names.setCurrentIndex(BOARD_NAMES.index(house.board_names)
                                         if house.board_names in BOARD_NAMES else 0)
        self._board_names_label = QLabel(self)
        self.choices: dict[str, QComboBox] = {}
        for choice in HOUSE_CHOICES:
            combo = QComboBox(self)
            combo.setObjectName(_camel(choice.name))
            combo.addItems([""] * len(choice.options))
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            value = house.rule_choices.get(choice.name,
                                           profile_default(choice.name, house.rules_profile))
            option = choice.option(value)
            combo.setCurrentIndex(choice.options.index(option) if option else 0)
            self.choices[choice.name] = combo

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("houseTabs")
        self.form.addRow(self.tabs)
        self.seats_page, rulings_page = QWidget(self.tabs), QWidget(self.tabs)
        self.tabs.addTab(self.seats_page, "")
        self.tabs.addTab(rulings_page, "")
        seats_form, rulings_form = QFormLayout(self.seats_page), QFormLayout(rulings_page)
        self._labels = [QLabel(self) for _ in range(7)]
        for label, (key, field) in zip(self._labels, (
                ("hold_minutes", self.hold), ("away_minutes", self.away),
                ("call_ins_allowed", self.call_ins), ("call_in_minutes", self.call_in),
                ("passes_kept", self.passes), ("deposit", self.deposit),
                ("rules_profile", self.profile)), strict=True):
            self.add_field(key, label, field,
                           form=rulings_form if key == "rules_profile" else seats_form)
        self.add_field("board_names", self._board_names_label, self.board_names,
                       form=seats_form)
        self._headings: dict[str, QLabel] = {}
        self._choice_labels: dict[str, QLabel] = {}
        for choice in HOUSE_CHOICES:
            if choice.group not in self._headings:
                heading = QLabel(self)
                heading.setObjectName(f"heading_{choice.group}")
                heading.setStyleSheet("font-weight: bold; margin-top: 6px;")
                self._headings[choice.group] = heading
                rulings_form.addRow(heading)
            self._choice_labels[choice.name] = QLabel(self)
            self.add_field(choice.name, self._choice_labels[choice.name],
                           self.choices[choice.name], form=rulings_form)
        self.profile.currentIndexChanged.connect(self._profile_chosen)
        self.retranslate()

    def _minutes(self, name: str, value: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, 600)
        box.setValue(value)
        return box

    def chosen_profile(self) -> str:
        return "tda" if self.profile.currentIndex() == 1 else "robert"

    def chosen(self, name: str) -> str | bool:
        """The value choice ``name`` shows."""
        return CHOICES[name].options[self.choices[name].currentIndex()].value

    def choose(self, name: str, value: str | bool) -> None:
        """Show ``value`` for choice ``name`` (as the supervisor would pick it)."""
        option = CHOICES[name].option(value)
        assert option is not None, (name, value)
        self.choices[name].setCurrentIndex(CHOICES[name].options.index(option))

    def _profile_chosen(self, _row: int = 0) -> None:
        # Choices still at the old profile's value follow the new profile.
        old, new = self._shown_profile, self.chosen_profile()
        for name in self.choices:
            if _same(self.chosen(name), profile_default(name, old)):
                self.choose(name, profile_default(name, new))
        self._shown_profile = new
        self._name_options()

    def show_error(self, error: UserError) -> None:
        field = self._fields.get(error.field or "")
        if field is not None:
            self.tabs.setCurrentIndex(0 if self.seats_page.isAncestorOf(field) else 1)
        super().show_error(error)

    def submit(self) -> Change:
        house = self.feed.view.house
        profile = self.chosen_profile()
        wanted: dict[str, Any] = {
            "hold_minutes": self.hold.value(),
            "away_minutes": self.away.value(),
            "call_ins_allowed": self.call_ins.isChecked(),
            "call_in_minutes": self.call_in.value(),
            "passes_kept": self.passes.value(),
            "rules_profile": profile,
            "board_names": BOARD_NAMES[self.board_names.currentIndex()],
        }
        changes = {key: value for key, value in wanted.items() if getattr(house, key) != value}
        if self.deposit.text().strip() != amount_text(house.deposit):
            changes["deposit"] = self.deposit.text()
        for name in self.choices:
            value, stored = self.chosen(name), house.rule_choices.get(name)
            default = profile_default(name, profile)
            if _same(value, stored) or (stored is None and _same(value, default)):
                continue
            changes[name] = None if _same(value, default) else value
        if not changes:
            raise MissingInput("error", self.tr("Nothing changed. Change a setting or press "
                                                "Cancel."))
        return self.run(games.set_house, **changes)

    def _books(self) -> dict[str, str]:
        return {"robert": self.tr("Robert's Rules"), "tda": self.tr("TDA"),
                "online": self.tr("Online room"), "house": self.tr("House rule")}

    def _answers(self) -> dict[tuple[str, str | bool, str], str]:
        """What each option means, by (choice, value, book followed)."""
        return {
            ("raise_cap", "robert", "robert"): self.tr("3 raises, 4 in draw games"),
            ("raise_cap", "robert", "tda"): self.tr("3 raises, 4 in draw games"),
            ("raise_cap", "online", "online"): self.tr("3 raises, heads-up too"),
            ("check_raise", "robert", "robert"): self.tr("Allowed, not in limit lowball"),
            ("check_raise", "online", "online"): self.tr("Allowed in every game"),
            ("limit_half_bet_reopens", True, "robert"): self.tr("Half a bet reopens"),
            ("limit_half_bet_reopens", True, "tda"): self.tr("Half a bet reopens"),
            ("limit_half_bet_reopens", False, "house"): self.tr("Only a full bet reopens"),
            ("multiple_chips_call_when_every_chip_needed", False, "robert"):
                self.tr("A raise from half a raise up"),
            ("multiple_chips_call_when_every_chip_needed", True, "tda"):
                self.tr("A call if every chip is needed"),
            ("multi_motion_raise_after_declaring", True, "robert"):
                self.tr("Several motions allowed"),
            ("multi_motion_raise_after_declaring", False, "robert"):
                self.tr("One motion, or say the amount"),
            ("multi_motion_raise_after_declaring", False, "tda"):
                self.tr("One motion, or say the amount"),
            ("pot_limit_small_blind_as_big", False, "robert"): self.tr("Counted as posted"),
            ("pot_limit_small_blind_as_big", True, "robert"): self.tr("Counted as a big blind"),
            ("pot_limit_round_up", False, "robert"): self.tr("Counted exactly"),
            ("pot_limit_round_up", True, "robert"): self.tr("Rounded up"),
            ("button", "moving", "robert"): self.tr("Moving button"),
            ("button", "dead", "robert"): self.tr("Dead button"),
            ("button", "dead", "tda"): self.tr("Dead button"),
            ("missed_small_blind", "robert", "robert"): self.tr("Posted dead"),
            ("missed_small_blind", "online", "online"): self.tr("Posted live"),
            ("new_player_may_post_before_button", False, "robert"):
                self.tr("Waits for the button"),
            ("new_player_may_post_before_button", True, "robert"):
                self.tr("May post and play there"),
            ("limit_straddle_allowed", False, "robert"): self.tr("Not allowed"),
            ("limit_straddle_allowed", True, "robert"): self.tr("Allowed by the house"),
            ("burn_before_reshuffled_card", False, "robert"): self.tr("Dealt without a burn"),
            ("burn_before_reshuffled_card", True, "robert"): self.tr("Burn a card first"),
            ("showdown_order", "robert", "robert"): self.tr("Last to bet or raise first"),
            ("showdown_order", "robert", "tda"): self.tr("Last to bet or raise first"),
            ("showdown_order", "online", "online"): self.tr("Last to bet, then clockwise"),
            ("odd_chip", "robert", "robert"): self.tr("Highest of all cards held"),
            ("odd_chip", "robert", "tda"): self.tr("Highest of the five played"),
            ("odd_chip", "online", "online"): self.tr("Highest card showing"),
        }

    def _explanations(self) -> dict[str, str]:
        return {
            "raise_cap": self.tr("How many raises a limit betting round allows. Robert's Rules "
                            "lift the cap once the pot is heads-up, except in tournaments; "
                            "the online room keeps it heads-up too."),
            "check_raise": self.tr("May a player who checked raise later in the round? Robert's "
                              "Rules forbid it in limit ace-to-five, and in limit "
                              "deuce-to-seven before the draw."),
            "limit_half_bet_reopens": self.tr("In limit, an all-in of half a bet or more counts "
                                         "as a full bet and reopens the betting for players "
                                         "who already acted."),
            "multiple_chips_call_when_every_chip_needed": self.tr(
                "Facing a bet, a player silently pushes several chips: a call when every "
                "chip is needed to call (TDA), or a raise when they make a call and at least "
                "half a raise more (Robert's Rules)."),
            "multi_motion_raise_after_declaring": self.tr(
                "A player who said \"raise\" may bring the chips in several trips (outside "
                "tournaments), or must push them in one motion unless he stated the amount."),
            "pot_limit_small_blind_as_big": self.tr(
                "Pot limit before the flop: count the small blind as a big blind until the "
                "big blind acts, or as the chips posted (strict pot limit)."),
            "pot_limit_round_up": self.tr("Pot limit: an odd pot size is rounded up to the next "
                                     "size, or counted to the chip."),
            "button": self.tr("Moving button: it always moves on and the blinds adjust. Dead "
                         "button: the big blind goes to the player due it, and the button "
                         "may stay in front of an empty seat."),
            "missed_small_blind": self.tr("A returning player who missed only the small blind "
                                     "posts it dead (to the middle) or live (it counts "
                                     "toward his bet)."),
            "new_player_may_post_before_button": self.tr(
                "A new player sitting between the big blind and the button waits for the "
                "button to pass, or may make up the blinds and be dealt in there."),
            "limit_straddle_allowed": self.tr("Whether a limit game allows a straddle, the "
                                         "exception Robert's Rules leave to the house."),
            "burn_before_reshuffled_card": self.tr(
                "After a premature board card forces a reshuffle, the new card is dealt "
                "without a burn, or after burning one, as Robert's Rules recommend."),
            "showdown_order": self.tr("Who shows first at the showdown. The online room then "
                                 "goes clockwise, and a hand that cannot beat one shown may "
                                 "be mucked."),
            "odd_chip": self.tr("Who gets the odd chip of a split stud pot. Button games give it "
                           "to the first tied hand clockwise from the button in every "
                           "book."),
        }

    def _name_options(self) -> None:
        """Word each option for the profile shown: what it means, and whose rule it is."""
        profile = self.chosen_profile()
        books, answers, explanations = self._books(), self._answers(), self._explanations()
        follows_default = self.tr("Default under this profile: {option}")
        for choice in HOUSE_CHOICES:
            combo = self.choices[choice.name]
            texts = []
            for row, option in enumerate(choice.options):
                follows = option.book(profile)
                book = books[follows.book]
                if follows.rules:
                    book = f"{book} ({cited(follows.rules)})"
                texts.append(f"{answers[choice.name, option.value, follows.book]} — {book}")
                combo.setItemText(row, texts[-1])
            default = choice.option(profile_default(choice.name, profile))
            shown = texts[choice.options.index(default)] if default else ""
            combo.setToolTip(f"{explanations[choice.name]}\n"
                             + follows_default.format(option=shown))
            self._choice_labels[choice.name].setToolTip(explanations[choice.name])

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
        self._board_names_label.setText(self.tr("&Names on the public board:"))
        self.board_names.setItemText(0, self.tr("First name and initials (Ana L.)"))
        self.board_names.setItemText(1, self.tr("Initials only (A. L.)"))
        self.profile.setItemText(0, self.tr("Robert's Rules of Poker (cash games)"))
        self.profile.setItemText(1, self.tr("TDA rules (tournaments)"))
        self.tabs.setTabText(0, self.tr("Seats and &lists"))
        self.tabs.setTabText(1, self.tr("R&ulings and house choices"))
        headings = {"betting": self.tr("Betting"), "pot_limit": self.tr("Pot limit"),
                    "blinds": self.tr("Button and blinds"),
                    "showdown": self.tr("The deal and the showdown")}
        for group, heading in self._headings.items():
            heading.setText(headings[group])
        labels = {
            "raise_cap": self.tr("Limit raise cap:"),
            "check_raise": self.tr("Check-raise:"),
            "limit_half_bet_reopens": self.tr("Short all-in in limit:"),
            "multiple_chips_call_when_every_chip_needed": self.tr("Several chips, silently:"),
            "multi_motion_raise_after_declaring": self.tr("After saying \"raise\":"),
            "pot_limit_small_blind_as_big": self.tr("Small blind in the pot:"),
            "pot_limit_round_up": self.tr("Odd pot sizes:"),
            "button": self.tr("Button:"),
            "missed_small_blind": self.tr("Missed only the small blind:"),
            "new_player_may_post_before_button": self.tr("New player, blind to button:"),
            "limit_straddle_allowed": self.tr("Straddle in limit:"),
            "burn_before_reshuffled_card": self.tr("Card after a reshuffle:"),
            "showdown_order": self.tr("Who shows first:"),
            "odd_chip": self.tr("Odd chip in stud:"),
        }
        for name, label in self._choice_labels.items():
            label.setText(labels[name])
        self._name_options()
        self.ok_button_text(self.tr("&Save settings"))


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(word.capitalize() for word in rest)


def _same(one: object, other: object) -> bool:
    """Equal and of one type: a stored ``True`` is not the text "true", nor 1."""
    return type(one) is type(other) and one == other
