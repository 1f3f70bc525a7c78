"""The desk window: the floor map, the waiting lists, the table changes, player search.

The window holds no floor state of its own: every panel draws from the feed's one
``FloorView`` and refreshes from its one ``floorChanged`` signal, whether the change
came from this window, another window or another desk. It remembers which player the
supervisor last picked anywhere (map, lists, search), so actions about a player apply
to that one. Window size and layout are kept with ``QSettings``.

The window is built in steps so each part appears as soon as it can: the frame (title,
menus, status bar, a word that the floor is opening) needs only Qt; the floor map comes
with the desk, once the store is open (``attach``); at the desk's start the side panels
and the menus' actions follow once the floor has painted. Nothing this module imports at
load time reaches the database layer, which is most of a cold start.
"""

from __future__ import annotations

from datetime import UTC, datetime
from importlib import resources
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QEvent, QSettings, Signal
from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floorman.ui.first_paint import after_first_paint
from floorman.ui.language import Language

if TYPE_CHECKING:
    from collections.abc import Callable

    from floorman.services.desk import Change, Desk, FloorError
    from floorman.services.views import FloorView
    from floorman.text import Lang, Text

    from floorman.ui.attention_panel import AttentionPanel
    from floorman.ui.board import DeskBoard
    from floorman.ui.change_panel import ChangePanel
    from floorman.ui.desk_actions import DeskActions
    from floorman.ui.first_start import FirstStartPage
    from floorman.ui.floor_feed import FloorFeed
    from floorman.ui.floor_map import FloorMap
    from floorman.ui.history_window import HistoryWindow
    from floorman.ui.must_move_panel import MustMovePanel
    from floorman.ui.player_search import PlayerSearch, RosterCache
    from floorman.ui.rulings_window import RulingsWindow
    from floorman.ui.tournament_window import TournamentWindow
    from floorman.ui.waitlist_panel import WaitlistPanel

MENUS: tuple[tuple[str, tuple[str | None, ...]], ...] = (
    ("file", ("print_tables", "print_table", "print_lists", "print_moves", "export_pdf", None,
              "change_supervisor", None, "quit")),
    ("edit", ("undo", "redo", "history", None, "find")),
    ("lists", ("add_player", "player_card", "add_to_list", None, "check_in", "not_here", "deposit",
               "decline_seat", "remove_from_list")),
    ("seats", ("call_next", "seat_player", "hold_seat", "release_hold", None, "mark_away",
               "mark_back", "move_player", None, "request_change", "cancel_change", None,
               "hold_must_move", "confirm_move", "refuse_move", "break_missed", None,
               "unseat")),
    ("tables", ("open_table", "close_table", "break_table", "reopen_table", None, "make_must_move",
                "unmake_must_move", "new_game", None, "tournaments", None, "add_game", "house")),
    ("rulings", ("settle_dispute", "rulings_log", "rulebook")),
    ("language", ("lang_en", "lang_es", None, "switch_language")),
    ("help", ()),  # About floorman: no floor action (below)
)


def style_sheet() -> str:
    """The desk's stylesheet: large, plain type that reads at arm's length."""
    return (resources.files("floorman.resources") / "floorman.qss").read_text(encoding="utf-8")


class MainWindow(QMainWindow):
    """The floor supervisor's desk window.

    Args:
        desk: the services' desk (store, clock, random source, actor).
        language: the application's language, switchable at run time.
        settings: where the window keeps its size and layout (None: not kept).
        parent: the parent widget.

    Signals:
        firstPainted(): the window has painted once (the frame is on screen); the
            panels talk through the feed and the desk actions.
        panelsAttached(): the side panels and the menus' actions are built and the feed
            runs: the whole desk is ready (``attach``).
    """

    firstPainted = Signal()
    panelsAttached = Signal()

    def __init__(self, desk: Desk | None, language: Language,
                 settings: QSettings | None = None, parent: QWidget | None = None, *,
                 supervisor: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deskWindow")
        # Named at start (launch) or from the File menu; the title shows who works the desk.
        self.supervisor = supervisor
        self.setStyleSheet(style_sheet())
        self.language = language
        self.settings = settings
        self.dialog: QDialog | None = None
        self._player: int | None = None
        self._summary: Text | None = None
        self._custom_status = False
        self._attached = False
        self._rulings: RulingsWindow | None = None
        self._history: HistoryWindow | None = None
        self._tournaments: TournamentWindow | None = None
        self._board: DeskBoard | None = None
        self._painted = False
        self._floor_built = False  # the map and its splitters stand
        self._attached_floor = False  # the feed reads the floor
        self.first_start: FirstStartPage | None = None

        self._opening: QLabel | None = QLabel()
        self._opening.setObjectName("openingFloor")
        self.setCentralWidget(self._opening)
        self.status_text = QLabel()
        self.status_text.setObjectName("lastAction")
        self.clock_text = QLabel()
        self.clock_text.setObjectName("deskClock")
        self.statusBar().addWidget(self.status_text, 1)
        self.statusBar().addPermanentWidget(self.clock_text)
        self._menus: dict[str, QMenu] = {}
        for key, _names in MENUS:
            menu = self.menuBar().addMenu("")
            menu.setObjectName(f"menu_{key}")
            self._menus[key] = menu
        room = self.screen().availableGeometry()
        self.resize(min(1600, room.width() - 40), min(1000, room.height() - 60))
        if self.settings is not None:
            geometry = self.settings.value("window/geometry")
            if isinstance(geometry, QByteArray):
                self.restoreGeometry(geometry)
        self.retranslate()
        if desk is not None:
            self.attach(desk)

    def attach(self, desk: Desk, *, panels_after_paint: bool = False) -> None:
        """Give the window its desk: the floor first, then the side panels, the menus'
        actions and the feed that keeps them all up to date.

        With ``panels_after_paint`` (the desk's start) the panels are built once the
        floor has painted, so the supervisor sees the floor as soon as it is read and
        the rest a moment later; ``panelsAttached`` says when the whole desk is ready.
        """
        shown_already = self._floor_built
        self._attach_floor(desk)
        if panels_after_paint and not shown_already:
            after_first_paint(self.floor_page(), self._attach_panels)
        elif panels_after_paint:
            # The floor read first is on screen already (``show_first_floor``).
            QtCore.QTimer.singleShot(0, self, self._attach_panels)
        else:
            self._attach_panels()

    def floor_page(self) -> QWidget:
        """The floor page in view: the map, or what to do first on an empty floor."""
        page = self.floor_pages.currentWidget()
        assert page is not None  # the map's page is added with the floor
        return page

    def now(self) -> datetime:
        """The desk's time; before the desk is attached (the floor read first on screen), the
        wall clock's."""
        return self.feed.now() if self._attached_floor else datetime.now(UTC)

    def floor_view(self) -> FloorView | None:
        """The floor the desk shows, once it reads it from the store."""
        return self.feed.view if self._attached_floor else None

    def show_first_floor(self, view: FloorView) -> None:
        """Paint ``view``, the store's floor read before the store is open
        (``floorman.first_floor``); ``attach`` then takes the same map over."""
        self._build_floor()
        self._show_floor(view)
        self.map.setFocus()

    def _show_floor(self, view: FloorView) -> None:
        """``view`` on the map (or the first-start page), its countdowns up to date."""
        self.map.set_view(view)
        self._show_floor_page(view)
        self.map.tick()

    def _build_floor(self) -> None:
        """The map in its scroll area and the empty side column, laid out as the
        supervisor left them."""
        from floorman.ui.floor_map import FloorMap

        Qt = QtCore.Qt  # Qt's big enum namespace loads on first use: after the first paint
        self._floor_built = True
        self.map: FloorMap = FloorMap(self.now, self.lang)
        self.map.setObjectName("floorMap")
        self.map_area = QScrollArea(self)
        self.map_area.setObjectName("floorMapArea")
        self.map_area.setWidget(self.map)
        self.map_area.setWidgetResizable(True)
        self.map_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.floor_pages = QStackedWidget()
        self.floor_pages.setObjectName("floorPages")
        self.floor_pages.addWidget(self.map_area)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.setObjectName("sidePanels")
        # Holds the column's width until the panels come, so the map is laid out once.
        self._side_placeholder: QWidget | None = QWidget()
        self.side.addWidget(self._side_placeholder)
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.setObjectName("deskSplit")
        self.split.addWidget(self.floor_pages)
        self.split.addWidget(self.side)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.setCentralWidget(self.split)
        if self._opening is not None:
            self._opening.deleteLater()
            self._opening = None
        self.split.setSizes([1060, 540])
        self._restore_layout(("window/state", self.restoreState),
                             ("window/split", self.split.restoreState))

    def _attach_floor(self, desk: Desk) -> None:
        """The feed (which reads the floor) and the floor it reads, on the map built
        for it (or already showing the floor read first)."""
        from floorman.ui.floor_feed import FloorFeed

        if self.supervisor is not None:
            desk.actor = self.supervisor  # every audit row and ruling records it
        shown_already = self._floor_built
        self.feed: FloorFeed = FloorFeed(desk, self.lang, self,
                                         self.map.view() if shown_already else None)
        self._attached_floor = True
        if not shown_already:
            self._build_floor()
        self._show_floor(self.feed.view)
        if self.floor_pages.currentWidget() is self.map_area and not shown_already:
            self.map.setFocus()

    def _attach_panels(self) -> None:
        """The side panels, the menus' actions and their signals; then the feed starts."""
        from floorman.services.attention import AttentionWatch

        from floorman.ui.attention_panel import AttentionPanel, MapBadges
        from floorman.ui.change_panel import ChangePanel
        from floorman.ui.desk_actions import DeskActions
        from floorman.ui.must_move_panel import MustMovePanel
        from floorman.ui.player_search import PlayerSearch, RosterCache
        from floorman.ui.waitlist_panel import WaitlistPanel

        desk = self.feed.desk
        self.roster: RosterCache = RosterCache(desk, lambda: self.feed.view.version)
        self.search: PlayerSearch = PlayerSearch(self.roster, lambda: self.feed.view, self.lang,
                                                 rows=5)
        self.waitlists: WaitlistPanel = WaitlistPanel(self.feed.now, self.lang)
        self.changes: ChangePanel = ChangePanel(self.feed.now, self.lang)
        self.must_moves: MustMovePanel = MustMovePanel(self.feed.now, self.lang)
        self._search_title = QLabel()
        self._search_title.setObjectName("panelTitle")
        search_box = QWidget()
        column = QVBoxLayout(search_box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._search_title)
        column.addWidget(self.search)
        self.attention: AttentionPanel = AttentionPanel(AttentionWatch(desk), self.feed.now,
                                                        self.lang)
        if self._side_placeholder is not None:
            self._side_placeholder.hide()
            self._side_placeholder.setParent(None)
            self._side_placeholder.deleteLater()
            self._side_placeholder = None
        for widget in (search_box, self.attention, self.waitlists, self.must_moves,
                       self.changes):
            self.side.addWidget(widget)
        self.side.setCollapsible(1, False)  # what needs attention stays in sight
        self.side.setStretchFactor(1, 1)
        self.side.setStretchFactor(2, 3)
        self.side.setStretchFactor(3, 1)
        self.side.setStretchFactor(4, 1)

        self.desk_actions: DeskActions = DeskActions(self)
        for key, names in MENUS:
            menu = self._menus[key]
            for name in names:
                if name is None:
                    menu.addSeparator()
                else:
                    menu.addAction(self.desk_actions[name])
        # The public board is no floor action: it has no shortcut, and sits by the
        # tournaments in the Tables menu.
        self.open_board_action = QAction(self)
        self.open_board_action.setObjectName("open_board")
        self.open_board_action.triggered.connect(lambda _checked=False: self.open_board())
        tables = self._menus["tables"].actions()
        after = tables.index(self.desk_actions["tournaments"]) + 1
        if after < len(tables):
            self._menus["tables"].insertAction(tables[after], self.open_board_action)
        else:
            self._menus["tables"].addAction(self.open_board_action)

        self.about_action = QAction(self)
        self.about_action.setObjectName("about")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda _checked=False: self.show_about())
        self._menus["help"].addAction(self.about_action)

        self.feed.floorChanged.connect(self.refresh)
        self.feed.acted.connect(self._acted)
        self.feed.refused.connect(self._refused)
        self.feed.ticked.connect(self._tick)
        self.feed.unreachable.connect(self._unreachable)
        self.map.seatSelected.connect(self._seat_selected)
        self.map.seatActivated.connect(self.desk_actions.activate_seat)
        self.map.seatMenuRequested.connect(lambda _t, _s, at: self.desk_actions.seat_menu(at))
        self.waitlists.entrySelected.connect(self._entry_selected)
        self.waitlists.menuRequested.connect(self.desk_actions.list_menu)
        self.changes.playerSelected.connect(self._player_selected)
        self.changes.menuRequested.connect(self.desk_actions.change_menu)
        self.search.playerSelected.connect(self._player_selected)
        self.search.playerChosen.connect(self.locate_player)
        self.attention.seatWanted.connect(self.go_to_seat)
        self.attention.entryWanted.connect(self.go_to_entry)
        self.attention.gameWanted.connect(self.go_to_list)
        self.attention.newGameWanted.connect(self.desk_actions.new_game)
        self.must_moves.seatWanted.connect(self.go_to_seat)
        self.map_badges = MapBadges(self.map_area, self.map, self.attention)

        self.side.setSizes([150, 230, 290, 230, 100])
        self._restore_layout(("window/side", self.side.restoreState))
        self._attached = True
        self.refresh(self.feed.view)
        self.retranslate()
        self._tick()
        self.feed.start()
        self.panelsAttached.emit()

    def lang(self) -> Lang:
        return self.language.lang

    def rulings(self) -> RulingsWindow:
        """The rulings window (assistant, log, rulebook), built the first time it is asked."""
        if self._rulings is None:
            from floorman.ui.rulings_window import RulingsWindow

            self._rulings = RulingsWindow(self.feed.desk, self.language, self, self.settings)
        return self._rulings

    def settle_dispute(self) -> None:
        """The assistant, filled in from the table selected on the floor map, if any."""
        from floorman.ui.rulings_window import table_context

        table = self.map.selected_table()
        context = table_context(self.feed.view, table) if table is not None else {}
        self.rulings().settle(None, context)

    # --- the floor changed ------------------------------------------------------------

    def refresh(self, view: FloorView) -> None:
        """Show ``view`` in every panel, keeping selections."""
        self.map.set_view(view)
        self.waitlists.set_view(view)
        self.changes.set_view(view)
        self.must_moves.set_view(view)
        self.attention.set_view(view)
        self._show_floor_page(view)
        self.search.refresh()
        self.desk_actions.update_enabled()

    def _tick(self) -> None:
        self.map.tick()
        self.waitlists.tick()
        self.changes.tick()
        self.must_moves.tick()
        self.attention.tick()
        self.clock_text.setText(self.feed.now().astimezone().strftime("%H:%M:%S"))

    def _acted(self, summary: Text) -> None:
        self._summary = summary
        self.status_text.setText(summary.get(self.lang()))

    def _unreachable(self, reason: str) -> None:
        self.show_status(self.tr("The store does not answer ({reason}); the floor shown may be "
                                 "out of date. Trying again.").format(reason=reason))

    def show_status(self, text: str) -> None:
        self._summary = None
        self._custom_status = True
        self.status_text.setText(text)

    def _refused(self, error: FloorError) -> None:
        from floorman.ui.forms import refusal_text, show_refusal

        # An undo refused in the tournament window is said there, where it was asked.
        over = self._tournaments if (self._tournaments is not None
                                     and self._tournaments.isActiveWindow()) else self
        show_refusal(over, self.tr("Not done"), refusal_text(error, self.lang()))

    # --- what the supervisor is pointing at ---------------------------------------------

    def player_in_context(self) -> int | None:
        """The player last selected on the map, a list, the changes or the search."""
        return self._player

    def game_in_context(self) -> int | None:
        game = self.waitlists.selected_game_id()
        if game is not None:
            return game
        table = self.map.selected_table()
        return table.game_id if table else None

    def _player_selected(self, player_id: int) -> None:
        self._player = player_id
        self.desk_actions.update_enabled()

    def _seat_selected(self, _table_id: int, _seat: int) -> None:
        seat = self.map.selected_seat()
        if seat is not None and seat.player_id is not None:
            self._player = seat.player_id
        self.desk_actions.update_enabled()

    def _entry_selected(self, _entry_id: int, player_id: int) -> None:
        self._player_selected(player_id)

    def go_to_seat(self, table_id: int, seat: int) -> None:
        """Select a seat on the floor map and give the map the keyboard (an attention
        line chosen), so the next key acts on that seat."""
        if self.map.select(table_id, seat):
            self.map.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def go_to_entry(self, entry_id: int) -> None:
        if self.waitlists.select_entry(entry_id):
            self.waitlists.tree.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def go_to_list(self, game_id: int) -> None:
        """Select a game's waiting list (its branch in the lists)."""
        index = self.waitlists.model.game_index(game_id)
        if index.isValid():
            self.waitlists.tree.setCurrentIndex(index)
            self.waitlists.tree.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def _show_floor_page(self, view: FloorView) -> None:
        """The map once the floor has a table; before that, what to do first (the page
        is built the first time a floor without tables is shown)."""
        if self.first_start is None and not view.tables:
            from floorman.ui.first_start import FirstStartPage

            self.first_start = FirstStartPage(
                self.feed, lambda name: self.desk_actions[name].trigger())
            self.floor_pages.addWidget(self.first_start)
        if self.first_start is not None:
            self.first_start.set_view(view)
        page = self.map_area if view.tables or self.first_start is None else self.first_start
        if self.floor_pages.currentWidget() is not page:
            self.floor_pages.setCurrentWidget(page)
            if page is self.map_area and self._attached:
                self.map.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def focus_search(self) -> None:
        self.search.box.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.search.box.selectAll()

    def show_new_player(self, change: Change | None) -> None:
        """After adding a player: find them, so the next action is about them."""
        if change is None:
            return
        name = self.roster.name(change.created_id)
        if name is not None:
            self.search.set_text(name)
            self.search.choose(change.created_id)
            self._player_selected(change.created_id)

    def locate_player(self, player_id: int) -> None:
        """Show where a found player is: the seat on the map, else the place on a list."""
        self._player_selected(player_id)
        view = self.feed.view
        seats = [(t.id, s.number, s.state) for t in view.tables for s in t.seats
                 if s.player_id == player_id]
        seats.sort(key=lambda found: found[2] == "held")  # a played seat before a hold
        if seats:
            self.map.select(seats[0][0], seats[0][1])
            self.map.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
            return
        for entries in view.lists.values():
            for entry in entries:
                if entry.player_id == player_id:
                    self.waitlists.select_entry(entry.id)
                    self.waitlists.tree.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
                    return

    def change_supervisor(self) -> None:
        """Ask who works the desk now (File > Change supervisor…)."""
        from floorman.ui.supervisor import SupervisorDialog

        dialog = SupervisorDialog(self.settings, self.lang(), self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.supervisor:
            dialog.names.setCurrentText(self.supervisor)
        dialog.accepted.connect(lambda: self.set_supervisor(dialog.name))
        self.dialog = dialog
        dialog.open()

    def show_history(self) -> None:
        """The audit log, newest first, filtered and undoable (Edit > History…)."""
        from floorman.ui.history_window import HistoryWindow

        if self._history is None:
            self._history = HistoryWindow(self.feed, self)
        self._history.show()
        self._history.raise_()
        self._history.activateWindow()

    def show_tournaments(self) -> None:
        """The tournament window (Tables > Tournaments…), built the first time, showing
        the tournament it showed last, else the newest still running."""
        from floorman.ui.tournament_window import TournamentWindow

        if self._tournaments is None:
            self._tournaments = TournamentWindow(
                self.feed, self.language, lambda rule: self.rulings().show_rule(rule),
                self.settings, self)
            self._tournaments.show_last()
        self._tournaments.show()
        self._tournaments.raise_()
        self._tournaments.activateWindow()

    def show_about(self) -> None:
        """The version, the store and its schema, where the log and the settings are
        (Help > About floorman)."""
        from floorman.about import about, schema_of, where
        from floorman.store.migrate import current_revision

        from floorman.ui.about_box import AboutBox

        store = self.feed.desk.store
        settings = self.settings.fileName() if self.settings is not None else (
            QSettings().fileName())
        facts = about(where(store), schema_of(current_revision(store)), settings)
        dialog = AboutBox(facts, self.lang(), self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()

    def open_board(self) -> None:
        """The room's public board on this store (Tables > Open board…): its settings,
        then the board, full screen on a second screen when there is one, reading
        through its own read-only connection."""
        from floorman.ui.board import DeskBoard

        if self._board is None:
            self._board = DeskBoard(self.feed.desk, self.settings, self.lang, self)
        self.dialog = self._board.ask()

    def show_player_card(self) -> None:
        """The card of the player selected on the map, a list or the search."""
        from floorman.ui.player_card import PlayerCardDialog

        player = self.player_in_context()
        if player is None:
            return
        dialog = PlayerCardDialog(self.feed, player, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()

    def set_supervisor(self, name: str) -> None:
        """``name`` works the desk from now on: the title says so, and every action and
        ruling recorded here names them."""
        self.supervisor = name
        if self._attached:
            self.feed.desk.actor = name
            self.show_status(self.tr("{name} is now the supervisor at this desk.").format(
                name=name))
        self.retranslate()

    # --- language -------------------------------------------------------------------------

    def retranslate(self) -> None:
        title = self.tr("floorman: the card-room floor")
        if self.supervisor is not None:
            title = self.tr("{title} — {name} (supervisor)").format(title=title,
                                                                  name=self.supervisor)
        self.setWindowTitle(title)
        titles = {
            "file": self.tr("&File"),
            "edit": self.tr("&Edit"),
            "lists": self.tr("&Lists"),
            "seats": self.tr("&Seats"),
            "tables": self.tr("&Tables"),
            "rulings": self.tr("&Rulings"),
            "language": self.tr("Lan&guage"),
            "help": self.tr("&Help"),
        }
        for key, menu in self._menus.items():
            menu.setTitle(titles[key])
        if not self._attached:
            if self._opening is not None:
                self._opening.setText(self.tr("Opening the floor…"))
            return
        self._search_title.setText(self.tr("Find a player (Ctrl+F)"))
        self.open_board_action.setText(self.tr("Open the public bo&ard…"))
        self.about_action.setText(self.tr("&About floorman…"))
        if self._summary is not None:
            self.status_text.setText(self._summary.get(self.lang()))
        elif not self._custom_status:
            self.status_text.setText(self.tr("Ready. Arrow keys move on the floor map; Enter "
                                             "acts on the selected seat."))
        self.desk_actions.retranslate()
        self.feed.retranslate_stack()
        self.desk_actions.retranslate_undo()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_menus"):
            self.retranslate()
        super().changeEvent(event)

    # --- window state ---------------------------------------------------------------------

    def _restore_layout(self, *parts: tuple[str, Callable[[QByteArray], object]]) -> None:
        """Restore each ``(key, restore)`` the settings hold."""
        if self.settings is None:
            return
        for key, restore in parts:
            value = self.settings.value(key)
            if isinstance(value, QByteArray):
                restore(value)

    def save_layout(self) -> None:
        if self.settings is None or not self._attached:
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.setValue("window/split", self.split.saveState())
        self.settings.setValue("window/side", self.side.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        if self._attached:
            self.feed.stop()
        super().closeEvent(event)
