"""The rulings assistant: pick what happened, answer a few questions, read the ruling.

The supervisor (or a dealer) picks a walk-through, answers its steps one at a time
(Back at every step; answers are kept when going back and forth), and gets the
engine's ruling. What the table the dispute is at already says (its game, stakes and
smallest chip, its size) is not asked: it is answered from the table and listed with
the answers, and Back shows it, to change. Everything answers from the keyboard, and
the keys of each question are shown under it. The result page shows the ruling in
one sentence, the numbers, the reasons, each cited rule as a link into the rulebook,
the house profile and the facts as answered. At the desk a record form follows, where
the supervisor accepts or overrules the ruling; nothing is written until then. The
dealer station builds the assistant without one: it cannot record.

Signals:
    ruleActivated(str): a cited rule's link was followed (the rule id).
    recorded(int): a ruling was recorded (its id in the rulings log).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from floorman.rules import ScenarioError, decide
from floorman.rules.ruling import Ruling
from floorman.rules.walkthroughs import (
    Walkthrough,
    answered,
    cards_taken,
    check_answer,
    from_table,
    prefilled,
    scenario,
    shown_ruling,
    table_seats,
    walkthrough,
    walkthroughs,
)
from floorman.text import Lang, UserError

from floorman.ui.forms import error_label, sentence
from floorman.ui.ruling_page import RULE_LINK, ruling_html
from floorman.ui.step_inputs import ButtonsInput, StepInput, input_for

GROUPS = ("betting", "pots", "cards", "blinds", "other")


class WholeText(QObject):
    """Keeps a word-wrapped label (a refusal) as tall as its text needs at its width:
    a layout short of room squeezes the widgets that scroll, never the refusal, whose
    last line would otherwise be cut (Spanish runs long, the dealer station's type is
    large). Call ``fit`` after setting the text; a resize refits it.

    Signals:
        none.
    """

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.label = label
        label.installEventFilter(self)

    def fit(self) -> None:
        label = self.label
        needed = label.heightForWidth(label.width()) if label.text() else 0
        if label.minimumHeight() != max(needed, 0):
            label.setMinimumHeight(max(needed, 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.Resize:
            self.fit()
        return False


class Assistant(QWidget):
    """The walk-through list, the steps and the result page, in one widget.

    Signals:
        ruleActivated(str): a cited rule was clicked.
        recorded(int): the record form saved a ruling.
    """

    ruleActivated = Signal(str)
    recorded = Signal(int)

    def __init__(self, lang: Lang, *, profile: str = "robert", recorder: Any = None,
                 parent: QWidget | None = None,
                 house: Mapping[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistant")
        self.lang: Lang = lang
        self.profile = profile
        # The room's house choices on top of the profile (the scenario's "house").
        self.house: dict[str, Any] = dict(house or {})
        self.walk: Walkthrough | None = None
        self.answers: dict[str, Any] = {}
        self.raw: dict[str, Any] = {}
        self.trail: list[str] = []
        # Steps the table answered, and those of them the supervisor went back to (shown,
        # not answered again from the table).
        self.from_table: set[str] = set()
        self.revisit: set[str] = set()
        self.context: dict[str, Any] = {}
        self.ruling: Ruling | None = None
        self.document: dict[str, Any] | None = None
        self.input: StepInput | None = None

        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.pages.addWidget(self._chooser_page())
        self.pages.addWidget(self._step_page())
        self.pages.addWidget(self._result_page(recorder))
        self._fill_chooser()
        QShortcut(QKeySequence("Alt+Left"), self, self.back)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.next)

    # -- pages ------------------------------------------------------------------

    def _chooser_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.pick_label = QLabel()
        self.pick_label.setObjectName("assistantQuestion")
        self.chooser = QListWidget()
        self.chooser.setObjectName("walkthroughList")
        self.chooser.setWordWrap(True)
        self.chooser.itemActivated.connect(self._picked)
        self.chooser.itemClicked.connect(self._picked)
        self.list_keys = QLabel()
        self.list_keys.setObjectName("keysHint")
        layout.addWidget(self.pick_label)
        layout.addWidget(self.chooser)
        layout.addWidget(self.list_keys)
        return page

    def _step_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.walk_title = QLabel()
        self.walk_title.setObjectName("walkthroughTitle")
        self.step_number = QLabel()
        self.step_number.setObjectName("stepNumber")
        self.question = QLabel()
        self.question.setObjectName("assistantQuestion")
        self.question.setWordWrap(True)
        self.help = QLabel()
        self.help.setObjectName("assistantHelp")
        self.help.setWordWrap(True)
        self.input_area = QScrollArea()
        self.input_area.setWidgetResizable(True)
        self.error = error_label()
        self.error.show()  # empty until an answer is refused
        self.error_fit = WholeText(self.error)
        # The question and its help are read whole too; the answers scroll instead.
        self.question_fit, self.help_fit = WholeText(self.question), WholeText(self.help)
        self.so_far = QLabel()
        self.so_far.setObjectName("answersSoFar")
        self.so_far.setWordWrap(True)
        self.keys = QLabel()
        self.keys.setObjectName("keysHint")
        self.keys.setWordWrap(True)
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.back)
        self.over_button = QPushButton()
        self.over_button.clicked.connect(self.show_list)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextButton")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.over_button)
        buttons.addStretch()
        buttons.addWidget(self.next_button)
        for widget in (self.walk_title, self.step_number, self.question, self.help):
            layout.addWidget(widget)
        layout.addWidget(self.input_area, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.so_far)
        layout.addWidget(self.keys)
        layout.addLayout(buttons)
        return page

    def _result_page(self, recorder: Any) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        self.result = QTextBrowser()
        self.result.setObjectName("rulingPage")
        self.result.setOpenLinks(False)
        self.result.anchorClicked.connect(self._link)
        left.addWidget(self.result, 1)
        buttons = QHBoxLayout()
        self.result_back = QPushButton()
        self.result_back.setObjectName("resultBack")
        self.result_back.clicked.connect(self.back)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.show_list)
        buttons.addWidget(self.result_back)
        buttons.addStretch()
        buttons.addWidget(self.again_button)
        left.addLayout(buttons)
        self.result_keys = QLabel()
        self.result_keys.setObjectName("keysHint")
        left.addWidget(self.result_keys)
        layout.addLayout(left, 3)
        # At the dealer station there is no recorder: the form is never built.
        self.record_form = recorder.form(self.lang, page) if recorder is not None else None
        if self.record_form is not None:
            self.record_form.recorded.connect(self.recorded)
            layout.addWidget(self.record_form, 2)
        return page

    # -- the list ---------------------------------------------------------------

    def _group_names(self) -> dict[str, str]:
        return {"betting": self.tr("Betting"), "pots": self.tr("Pots and showdown"),
                "cards": self.tr("Cards and the deal"),
                "blinds": self.tr("Button, blinds and kills"), "other": self.tr("Other")}

    def _fill_chooser(self) -> None:
        self.pick_label.setText(self.tr("What is the dispute about?"))
        self.chooser.clear()
        lang = self.lang
        by_group: dict[str, list[Walkthrough]] = {}
        for walk in walkthroughs():
            if self.profile not in walk.profiles:
                continue
            by_group.setdefault(walk.group if walk.group in GROUPS else "other", []).append(walk)
        names = self._group_names()
        for group in GROUPS:
            if group not in by_group:
                continue
            heading = QListWidgetItem(names[group])
            heading.setFlags(Qt.ItemFlag.NoItemFlags)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            self.chooser.addItem(heading)
            for walk in by_group[group]:
                item = QListWidgetItem(f"   {walk.title.get(lang)}")
                item.setToolTip(walk.summary.get(lang))
                item.setData(Qt.ItemDataRole.UserRole, walk.id)
                self.chooser.addItem(item)
        # The commonest dispute, first in the list, is one Enter away.
        for row in range(self.chooser.count()):
            if self.chooser.item(row).data(Qt.ItemDataRole.UserRole):
                self.chooser.setCurrentRow(row)
                break
        self.list_keys.setText(self.tr("↑ ↓: choose · Enter: start · Esc: close"))

    def _picked(self, item: QListWidgetItem) -> None:
        walk_id = item.data(Qt.ItemDataRole.UserRole)
        if walk_id:
            self.start(walk_id, self.context)

    def show_list(self) -> None:
        self.walk = None
        self.pages.setCurrentIndex(0)
        self.chooser.setFocus()

    def set_profile(self, profile: str, house: Mapping[str, Any] | None = None) -> None:
        """Rule under ``profile`` and the room's ``house`` choices from now on; the list
        shows the disputes the profile has."""
        self.profile = profile
        self.house = dict(house or {})
        self._fill_chooser()

    # -- the steps --------------------------------------------------------------

    def start(self, walkthrough_id: str | None = None,
              context: Mapping[str, Any] | None = None) -> None:
        """Begin ``walkthrough_id`` (the list when None), with the table's ``context``
        (game, betting, stakes, seats, table number, who sits where)."""
        self.context = dict(context or {})
        if walkthrough_id is None:
            self.show_list()
            return
        # Only what the ruling reads under this room's rules is asked (the dead button's
        # last blinds, a tournament's own questions).
        self.walk = walkthrough(walkthrough_id).under(self.profile, self.house)
        self.answers, self.raw, self.trail = {}, {}, []
        self.from_table, self.revisit = set(), set()
        self.ruling, self.document = None, None
        if self.record_form is not None:
            self.record_form.started()
        self._show_step()

    def current_step_id(self) -> str | None:
        return self.input.step.id if self.input is not None and self.pages.currentIndex() == 1 \
            else None

    def _show_step(self) -> None:
        assert self.walk is not None
        step = self.walk.next_step(self.answers)
        while step is not None and step.id not in self.revisit:
            known = from_table(self.walk, step, self.answers, self.context)
            if known is None:
                break
            self.answers[step.id] = known
            self.trail.append(step.id)
            self.from_table.add(step.id)
            step = self.walk.next_step(self.answers)
        if step is None:
            self._show_result()
            return
        lang = self.lang
        title = self.walk.title.get(lang)
        if self.context.get("table_number") is not None:
            table = self.tr("Table {n}").format(n=self.context["table_number"])
            title = f"{title} · {table}"
        self.walk_title.setText(title)
        asked = [done for done in self.trail if done not in self.from_table]
        self.step_number.setText(self.tr("Question {n}").format(n=len(asked) + 1))
        self.question.setText(step.question.get(lang))
        self.help.setText(step.help.get(lang) if step.help else "")
        self.help.setVisible(step.help is not None)
        self.question_fit.fit()
        self.help_fit.fit()
        self.input = input_for(step, lang, chip=self.walk.chip(self.answers),
                               seats=table_seats(self.walk, step, self.answers, self.context),
                               taken=cards_taken(self.walk, self.answers, step.id))
        self.input.answered.connect(self.next)
        raw = self.raw.get(step.id)
        if raw is None:
            raw = prefilled(step, self.context)
        if raw is not None:
            self.input.set_value(raw)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.addWidget(self.input, 1 if step.input == "rows" else 0)
        if step.input != "rows":
            column.addStretch()
        # The old question may be the one whose button or key brought us here: delete
        # it once that event is over, never inside it.
        old = self.input_area.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.input_area.setWidget(holder)
        self.error.clear()
        self.error_fit.fit()
        self._show_so_far()
        self._retranslate_buttons()
        self.keys.setText(self.input.keys() + " · " + self.tr("Alt+←: back"))
        self.next_button.setVisible(not isinstance(self.input, ButtonsInput))
        self.pages.setCurrentIndex(1)
        self.input.setFocus()

    def _show_so_far(self) -> None:
        assert self.walk is not None
        mark = html.escape(self.tr("(from the table)"))
        asked = [step.id for step, _ in self.walk.given(self.answers)]
        lines = [f"{html.escape(q)} <b>{html.escape(a)}</b>"
                 + (f" <i>{mark}</i>" if step_id in self.from_table else "")
                 for step_id, (q, a) in zip(asked, answered(self.walk, self.answers,
                                                            self.lang), strict=True)]
        self.so_far.setText("<br>".join(lines))

    def next(self) -> None:
        """Check the answer on screen; move on when it is right, else say why beside it."""
        if self.walk is None or self.input is None or self.pages.currentIndex() != 1:
            return
        step = self.input.step
        raw = self.input.value()
        self.raw[step.id] = raw
        try:
            value = check_answer(self.walk, step, raw, self.answers, self.context)
        except UserError as error:
            self.error.setText(sentence(error.text.get(self.lang)))
            self.error_fit.fit()
            self.input.show_error_at(error.field or step.id)
            return
        self.answers[step.id] = value
        self.trail.append(step.id)
        self._show_step()

    def back(self) -> None:
        """One step back: the last answer is shown again, ready to change."""
        if self.walk is None:
            return
        if not self.trail:
            self.show_list()
            return
        last = self.trail.pop()
        self.answers.pop(last, None)
        if last in self.from_table:
            # The table's answer, shown to change: it is not taken from the table again.
            self.from_table.discard(last)
            self.revisit.add(last)
            self.raw.setdefault(last, prefilled(self.walk.step(last), self.context))
        self._show_step()

    def answer(self, value: Any) -> None:
        """Give the step on screen ``value`` (as the supervisor would) and press Next."""
        assert self.input is not None
        if isinstance(self.input, ButtonsInput):
            self.input.press(value)
        else:
            self.input.set_value(value)
            self.next()

    # -- the result -------------------------------------------------------------

    def shown_facts(self) -> list[dict[str, dict[str, str]]]:
        assert self.walk is not None
        english = answered(self.walk, self.answers, "en")
        spanish = answered(self.walk, self.answers, "es")
        return [{"question": {"en": qe, "es": qs}, "answer": {"en": ae, "es": as_}}
                for (qe, ae), (qs, as_) in zip(english, spanish, strict=True)]

    def _show_result(self) -> None:
        assert self.walk is not None
        self.document = scenario(self.walk, self.answers, self.profile, self.house)
        try:
            self.ruling = decide(self.document)
        except ScenarioError as error:
            self.ruling = None
            cannot = self.tr("The engine cannot rule on these facts")
            fix = self.tr("Go back and correct the answer it names.")
            self.result.setHtml(
                f"<h2>{html.escape(cannot)}</h2>"
                f"<p style='color:#b3261e'>{html.escape(error.message(self.lang))}</p>"
                f"<p>{html.escape(fix)}</p>")
        else:
            self._render_result()
            if self.record_form is not None:
                self.record_form.prepare(self.walk, self.document, self.shown_facts(),
                                         self.shown(), self.context, self.answers)
        if self.record_form is not None:
            self.record_form.setVisible(self.ruling is not None)
        self._retranslate_buttons()
        self.result_keys.setText(self.tr("Alt+←: back · Esc: close"))
        self.pages.setCurrentIndex(2)
        if self.record_form is not None and self.ruling is not None:
            self.record_form.setFocus()

    def shown(self) -> dict[str, Any]:
        """The ruling as the supervisor reads it (``shown_ruling``)."""
        assert self.walk is not None and self.ruling is not None
        return shown_ruling(self.walk, self.answers, self.ruling.to_json())

    def _render_result(self) -> None:
        assert self.walk is not None and self.ruling is not None
        scroll = self.result.verticalScrollBar().value()
        self.result.setHtml(ruling_html(self.walk.title, self.shown(),
                                        self.shown_facts(), self.lang))
        self.result.verticalScrollBar().setValue(scroll)

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(RULE_LINK):
            self.ruleActivated.emit(target[len(RULE_LINK):])

    # -- language ---------------------------------------------------------------

    def _retranslate_buttons(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        self.result_back.setText(self.tr("← Back"))
        self.next_button.setText(self.tr("Next →"))
        self.over_button.setText(self.tr("Start over"))
        self.again_button.setText(self.tr("Settle another dispute"))

    def set_language(self, lang: Lang) -> None:
        """Show everything in ``lang``; answers and the page on screen are kept."""
        self.lang = lang
        self._fill_chooser()
        self._retranslate_buttons()
        if self.record_form is not None:
            self.record_form.set_language(lang)
        page = self.pages.currentIndex()
        if page == 1 and self.input is not None:
            self.raw[self.input.step.id] = self.input.value()
            self._show_step()
        elif page == 2 and self.ruling is not None:
            self._render_result()
