"""The tournament window's side panel: the figures, the proposed moves and the places.

The figures are what the director is asked all day: players remaining of the entries,
the average stack, the tables in play, whether late registration is open, the next
table to break. Below them the moves the floor proposes, each with its explanation in
words (why this table, why this player, why this seat) and the rules it rests on, a
click on a rule opening it in the rulebook; F9 (or Enter on the proposal) confirms
them. Last, the places so far, best first.

Everything is drawn from the plain ``TournamentView``; nothing here reads the store.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from floorman.rules.rulebook import resolve
from floorman.services.tournament_views import MoveView, TournamentView
from floorman.text import Lang

from floorman.ui.tournament_model import PlacesModel
from floorman.ui.tournament_sheets import count_text

RULE_LINK = "rule:"
SEAT_LINK = "seat:"  # seat:<table>-<seat>
FIGURES = ("remaining", "average", "tables", "late", "next_break")


class ProposalBrowser(QTextBrowser):
    """The proposed moves, worded; Enter or Return asks for them to be confirmed.

    Signals:
        confirmWanted(): Enter or Return was pressed on the proposal.
    """

    confirmWanted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.confirmWanted.emit()
            return
        super().keyPressEvent(event)


class TournamentPanel(QWidget):
    """Figures, proposed moves with their explanation, and places so far.

    Args:
        lang: returns the language of the windows.
        confirm_key: the confirm action's shortcut as shown ("F9"), for the titles.
        parent: the parent widget.

    Signals:
        ruleWanted(str): a rule id was clicked in an explanation.
        seatWanted(int, int): a move's seats were clicked (table, seat the player leaves,
            or takes for a late entrant).
        confirmWanted(): Enter was pressed on the proposed moves.
    """

    ruleWanted = Signal(str)
    seatWanted = Signal(int, int)
    confirmWanted = Signal()

    def __init__(self, lang: Callable[[], Lang], confirm_key: str = "F9",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentPanel")
        self._lang = lang
        self._confirm_key = confirm_key
        self.view: TournamentView | None = None

        self.heading = QLabel(self)
        self.heading.setObjectName("tournamentHeading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.about = QLabel(self)
        self.about.setObjectName("tournamentAbout")
        self.about.setWordWrap(True)
        self.figure_names = {key: QLabel(self) for key in FIGURES}
        self.figures = {key: QLabel(self) for key in FIGURES}
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        for key in FIGURES:
            self.figures[key].setObjectName(f"figure_{key}")
            self.figures[key].setStyleSheet("font-weight: bold;")
            self.figures[key].setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(self.figure_names[key], self.figures[key])

        self.moves_title = QLabel(self)
        self.moves_title.setObjectName("panelTitle")
        self.moves = ProposalBrowser(self)
        self.moves.setObjectName("proposedMoves")
        self.moves.setOpenLinks(False)
        self.moves.anchorClicked.connect(self._link)
        self.moves.confirmWanted.connect(self.confirmWanted)
        self.places_title = QLabel(self)
        self.places_title.setObjectName("panelTitle")
        self.places_model = PlacesModel(self)
        self.places = QTableView(self)
        self.places.setObjectName("places")
        self.places.setModel(self.places_model)
        self.places.verticalHeader().hide()
        self.places.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.places.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.places.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

        top = QWidget(self)
        column = QVBoxLayout(top)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.heading)
        column.addWidget(self.about)
        column.addLayout(form)
        column.addWidget(self.moves_title)
        column.addWidget(self.moves, 1)
        bottom = QWidget(self)
        below = QVBoxLayout(bottom)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.places_title)
        below.addWidget(self.places, 1)
        self.split = QSplitter(Qt.Orientation.Vertical, self)
        self.split.setObjectName("tournamentPanelSplit")
        self.split.addWidget(top)
        self.split.addWidget(bottom)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)
        self.retranslate()

    def set_view(self, view: TournamentView | None) -> None:
        """Show ``view`` (None: no tournament open)."""
        self.view = view
        self.places_model.set_places(view.places if view is not None else ())
        self._words()

    def pending(self) -> tuple[MoveView, ...]:
        return tuple(m for m in self.view.pending if m.pending) if self.view else ()

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith(RULE_LINK):
            self.ruleWanted.emit(text[len(RULE_LINK):])
        elif text.startswith(SEAT_LINK):
            table, _dash, seat = text[len(SEAT_LINK):].partition("-")
            if table.isdigit() and seat.isdigit():
                self.seatWanted.emit(int(table), int(seat))

    # --- words ------------------------------------------------------------------------

    def _words(self) -> None:
        lang, view = self._lang(), self.view
        if view is None:
            self.heading.setText(self.tr("No tournament open. Open one (Ctrl+O) or create "
                                         "one (Ctrl+N)."))
            self.about.clear()
            for label in self.figures.values():
                label.setText("")
            self.moves.setHtml("")
            return
        profile = self.tr("TDA rules") if view.profile == "tda" else self.tr(
            "Robert's Rules")
        self.heading.setText(view.name)
        self.about.setText(self.tr("{game} · {size} seats a table · {profile}").format(
            game=view.game.get(lang), size=view.table_size, profile=profile))
        self.figures["remaining"].setText(self.tr("{remaining} of {entries}").format(
            remaining=count_text(view.remaining, lang), entries=count_text(view.entries, lang)))
        average = view.average_stack
        self.figures["average"].setText(
            count_text(average.quantize(1), lang) if average is not None else "—")
        self.figures["tables"].setText(count_text(len(view.tables), lang))
        self.figures["late"].setText(self.tr("open") if view.late_registration
                                     else self.tr("closed"))
        following = min((t for t in view.tables if t.breaks_at is not None),
                        key=lambda t: t.breaks_at or 0, default=None)
        self.figures["next_break"].setText(
            self.tr("Table {table}").format(table=following.number) if following else "—")
        self.moves.setHtml(self.moves_html())
        self.places_title.setText(self.tr("Places so far ({count})").format(
            count=count_text(len(view.places), lang)))

    def moves_html(self) -> str:
        """The proposed moves, each with where from and to, why, and its rules as links."""
        lang = self._lang()
        moves = self.pending()
        if not moves:
            return "<p style='color: #555555;'>{}</p>".format(html.escape(self.tr(
                "Nothing to confirm: no move is proposed.")))
        kinds = {"balancing": self.tr("Balancing"), "breaking": self.tr("Table breaks"),
                 "redraw": self.tr("Redraw"), "late_entry": self.tr("Late entry")}
        rules_word = html.escape(self.tr("Rules:"))
        parts = []
        for move in moves:
            if move.from_table is not None:
                route = self.tr("table {from_table}, seat {from_seat} → table {to_table}, "
                                "seat {to_seat}").format(
                    from_table=move.from_table, from_seat=move.from_seat,
                    to_table=move.to_table, to_seat=move.to_seat)
            else:
                route = self.tr("→ table {to_table}, seat {to_seat}").format(
                    to_table=move.to_table, to_seat=move.to_seat)
            seat = ((move.from_table, move.from_seat) if move.from_table is not None
                    else (move.to_table, move.to_seat))
            link = f"{SEAT_LINK}{seat[0]}-{seat[1]}"
            dealt = (self.tr("dealt in at once") if move.dealt_in
                     else self.tr("waits for the button"))
            reasons = "".join(f"<li>{html.escape(reason.get(lang))}</li>"
                              for reason in move.reasons)
            rules = ", ".join(self._rule_link(rule, lang) for rule in move.rules)
            parts.append(
                f"<p style='margin-bottom: 0px;'><span style='background-color: #ffd98a;'>"
                f"&nbsp;{html.escape(kinds.get(move.kind, move.kind))}&nbsp;</span> "
                f"<b>{html.escape(move.player)}</b>: <a href='{link}'>{html.escape(route)}</a> "
                f"<i>({html.escape(dealt)})</i></p>"
                + (f"<p style='margin-top: 0px; margin-bottom: 0px;'>"
                   f"{rules_word} {rules}</p>" if rules else "")
                + f"<ul style='margin-top: 0px; margin-bottom: 4px;'>{reasons}</ul>")
        return "".join(parts)

    @staticmethod
    def _rule_link(rule: str, lang: Lang) -> str:
        entry = resolve(rule)
        title = f" title='{html.escape(entry.title.get(lang))}'" if entry else ""
        return f"<a href='{RULE_LINK}{html.escape(rule)}'{title}>{html.escape(rule)}</a>"

    def retranslate(self) -> None:
        names = {
            "remaining": self.tr("Players remaining:"),
            "average": self.tr("Average stack:"),
            "tables": self.tr("Tables in play:"),
            "late": self.tr("Late registration:"),
            "next_break": self.tr("Next table to break:"),
        }
        for key, text in names.items():
            self.figure_names[key].setText(text)
        self.moves_title.setText(self.tr("Proposed moves ({key} confirms)").format(
            key=self._confirm_key))
        self.places_title.setText(self.tr("Places so far"))
        self.places_model.retranslate()
        self._words()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
