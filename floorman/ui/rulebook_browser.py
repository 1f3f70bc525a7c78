"""The rulebook browser: find a rule by typing, or browse the sources, and read it.

On the left, a search box finds entries as one types (accents and case do not matter;
titles rank above passing mentions, best first) through the store's copy of the
rulebook; while the box is empty a tree browses the sources: Robert's Rules by section
and part, the glossary, and the TDA rules. The tree is built from the rulebook data
shipped with floorman (pure and bilingual), so it needs no query. On the right, the
chosen entry: its id and title, its summary in the chosen language, where it comes
from, the editor's note about the sources (apart from the rule, muted, when the entry
has one), its related rules as links, and the walk-throughs of the rulings assistant
that can cite it. A search that finds nothing also clears the entry shown, so a dealer
never reads an old rule as the answer to a new question. Text sizes follow the widget's
font, so a window that sets a large font (the dealer station) gets large type everywhere.
"""

from __future__ import annotations

import html
from enum import IntEnum

from PySide6.QtCore import QByteArray, QEvent, QModelIndex, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QListView,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTextBrowser,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from floorman.rules import rulebook
from floorman.rules.rulebook import Entry
from floorman.rules.walkthroughs import using_rule
from floorman.services.desk import Desk, answering
from floorman.services.rulebook import RulebookHit, search_rulebook
from floorman.text import Lang, UserError

TYPING_PAUSE_MS = 120
RULE_SCHEME = "rule"
WALK_SCHEME = "walk"
BACK_SCHEME = "back"
GLOSSARY = "RRoP G"
MUTED = "#555555"  # the reference line, the editor's note and the hints


class RulebookRole(IntEnum):
    """The plain values behind each row of the tree and the results, for views and tests."""

    KIND = Qt.ItemDataRole.UserRole + 1  # "source", "section" or "entry"
    RULE_ID = Qt.ItemDataRole.UserRole + 2  # the section or entry id ("RRoP 3.v")
    SCORE = Qt.ItemDataRole.UserRole + 3  # results only: how well the entry matched


ROLE_NAMES = {RulebookRole.KIND: b"kind", RulebookRole.RULE_ID: b"ruleId",
              RulebookRole.SCORE: b"score"}


def short_id(entry: Entry) -> str:
    """The entry's number within its source ("3.v.7", "45"), as the tree shows it."""
    return entry.id.split(" ", 1)[1] if " " in entry.id else entry.id


def shown_id(rule_id: str, lang: Lang) -> str:
    """How an entry is named on screen: its id, but "Glossary" for a glossary term (whose
    id is an English word that would puzzle a Spanish reader)."""
    if rule_id.startswith(GLOSSARY + "."):
        return rulebook.sections()[GLOSSARY].title.get(lang)
    return rule_id


def parent_section(section_id: str) -> str | None:
    """The section a part belongs to ("RRoP 3.v" -> "RRoP 3"); None for a section."""
    head, _, tail = section_id.rpartition(".")
    return head if head and tail and not tail.isdigit() and head.startswith("RRoP ") else None


class RulebookModel(QStandardItemModel):
    """The rulebook as a tree: sources, then sections and parts, then entries.

    Args:
        lang: the language of the titles.
        parent: the owning object.

    Signals:
        the standard model signals only.
    """

    def __init__(self, lang: Lang, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lang: Lang = lang
        self._items: dict[str, QStandardItem] = {}
        self._build()

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role: QByteArray(name) for role, name in ROLE_NAMES.items()})
        return names

    def _item(self, kind: str, rule_id: str) -> QStandardItem:
        item = QStandardItem()
        item.setEditable(False)
        item.setData(kind, RulebookRole.KIND)
        item.setData(rule_id, RulebookRole.RULE_ID)
        if kind == "entry":
            self._items[rule_id] = item
        else:
            self._items[f"{kind}:{rule_id}"] = item
        return item

    def _build(self) -> None:
        root = self.invisibleRootItem()
        robert = self._item("source", "RRoP")
        glossary = self._item("section", GLOSSARY)
        tda = self._item("source", "TDA")
        online = self._item("source", "Online")
        for item in (robert, glossary, tda, online):
            root.appendRow(item)
        holders: dict[str, QStandardItem] = {GLOSSARY: glossary, "TDA": tda, "Online": online}
        parts: list[tuple[str, QStandardItem]] = []
        for section in rulebook.sections().values():
            if section.id in holders:
                continue
            above = parent_section(section.id)
            item = self._item("section", section.id)
            if section.source in holders:
                # A part of another book (the TDA's Recommended Procedures) follows its rules.
                parts.append((section.source, item))
            elif above is None:
                robert.appendRow(item)
            else:
                parts.append((above, item))
            holders[section.id] = item
        for entry in rulebook.entries().values():
            holder = holders.get(entry.section, robert)
            holder.appendRow(self._item("entry", entry.id))
        # A section's own rules (its introduction first) come before its lettered parts.
        for above, item in parts:
            holders.get(above, robert).appendRow(item)
        self.set_language(self._lang)

    def source_index(self, source: str) -> QModelIndex:
        """The top row of ``source`` ("RRoP", "TDA" or "Online")."""
        item = self._items.get(f"source:{source}")
        return item.index() if item is not None else QModelIndex()

    def set_language(self, lang: Lang) -> None:
        """Name every row in ``lang``."""
        self._lang = lang
        sections = rulebook.sections()
        entries = rulebook.entries()
        for key, item in self._items.items():
            kind, rule_id = item.data(RulebookRole.KIND), item.data(RulebookRole.RULE_ID)
            if kind == "entry":
                entry = entries[rule_id]
                title = entry.title.get(lang)
                text = title if entry.section == GLOSSARY else f"{short_id(entry)}  {title}"
            elif key == "source:RRoP":
                text = source_name("RRoP", lang)
            elif rule_id in ("TDA", "Online", GLOSSARY) or not rule_id.startswith("RRoP "):
                text = sections[rule_id].title.get(lang)
            else:
                text = f"{rule_id.removeprefix('RRoP ')}  {sections[rule_id].title.get(lang)}"
            item.setText(text)
            item.setToolTip(text)

    def entry_index(self, rule_id: str) -> QModelIndex:
        """The row of entry ``rule_id``; an invalid index if there is none."""
        item = self._items.get(rule_id)
        return item.index() if item is not None else QModelIndex()


def source_name(source: str, lang: Lang) -> str:
    """The full name of a source, as the entry's reference line shows it."""
    if source in ("TDA", "Online"):
        return rulebook.sections()[source].title.get(lang)
    # A title, not a sentence: the book's name is the same in both languages.
    return "Robert's Rules of Poker"


class ResultsModel(QStandardItemModel):
    """The entries a search found, best first.

    Signals:
        the standard model signals only.
    """

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role: QByteArray(name) for role, name in ROLE_NAMES.items()})
        return names

    def set_hits(self, hits: list[RulebookHit], lang: Lang) -> None:
        self.clear()
        for hit in hits:
            item = QStandardItem(f"{shown_id(hit.id, lang)}  ·  {hit.title.get(lang)}")
            item.setEditable(False)
            item.setToolTip(hit.summary.get(lang))
            item.setData("entry", RulebookRole.KIND)
            item.setData(hit.id, RulebookRole.RULE_ID)
            item.setData(hit.score, RulebookRole.SCORE)
            self.appendRow(item)

    def ids(self) -> list[str]:
        return [self.item(row).data(RulebookRole.RULE_ID) for row in range(self.rowCount())]


class RulebookBrowser(QWidget):
    """Search and browse the rulebook, and read one entry.

    Args:
        desk: the services' desk (searching reads the store's rulebook).
        lang: the language to show.
        parent: the parent widget.

    Signals:
        walkthroughRequested(str): a walk-through link was followed (its id).
    """

    walkthroughRequested = Signal(str)

    def __init__(self, desk: Desk, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._desk = desk
        self._lang: Lang = lang
        self._shown: str | None = None
        # Entries left by following a related-rule link, newest last ("back" returns).
        self._history: list[str] = []
        self._following = False

        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("rulebookSearch")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.installEventFilter(self)

        self.model = RulebookModel(lang, self)
        self.tree = QTreeView(self)
        self.tree.setObjectName("rulebookTree")
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        # One click (the arrows are small to aim at standing up) or Enter opens or closes
        # a section; a double click would only undo the first click.
        self.tree.setExpandsOnDoubleClick(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.expand(self.model.source_index("RRoP"))  # its sections, at a glance
        self.results_model = ResultsModel(self)
        self.results = QListView(self)
        self.results.setObjectName("rulebookResults")
        self.results.setModel(self.results_model)
        self.results.setWordWrap(True)  # a long title wraps rather than losing its end
        self.results.setAlternatingRowColors(True)  # so a wrapped row reads as one
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.nothing = QLabel(self)
        self.nothing.setObjectName("rulebookNothing")
        self.nothing.setWordWrap(True)
        self.nothing.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.lists = QStackedWidget(self)
        for page in (self.tree, self.results, self.nothing):
            self.lists.addWidget(page)

        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search_box)
        column.addWidget(self.lists, 1)

        self.entry = QTextBrowser(self)
        self.entry.setObjectName("rulebookEntry")
        self.entry.setOpenLinks(False)
        self.entry.anchorClicked.connect(self._link)
        back = QShortcut(QKeySequence("Alt+Left"), self, self.back)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.setObjectName("rulebookSplit")
        self.split.addWidget(left)
        self.split.addWidget(self.entry)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 3)
        self.split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)

        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(TYPING_PAUSE_MS)
        self._pause.timeout.connect(self.search_now)
        self.search_box.textChanged.connect(lambda _text: self._pause.start())
        self.search_box.returnPressed.connect(self._open_current)
        for view in (self.tree, self.results):
            view.selectionModel().currentChanged.connect(
                lambda current, _previous: self._current(current))
            view.activated.connect(self._activated)
        self.tree.clicked.connect(self._section_clicked)
        self.retranslate()

    # --- what the reader asks for -----------------------------------------------------

    @property
    def shown_rule(self) -> str | None:
        """The id of the entry shown on the right, if any."""
        return self._shown

    def search_now(self) -> None:
        """Search for what is typed, now (the box waits for a pause in typing)."""
        self._pause.stop()
        text = self.search_box.text().strip()
        if not text:
            self.results_model.clear()
            self.lists.setCurrentWidget(self.tree)
            return
        try:
            with answering():
                hits = search_rulebook(self._desk, text, self._lang)
        except UserError as error:  # the store does not answer: say so where results go
            self.nothing.setText(error.message(self._lang))
            self.lists.setCurrentWidget(self.nothing)
            return
        self.results_model.set_hits(hits, self._lang)
        if not hits:
            self.nothing.setText(self.tr(
                "Nothing found for “{text}”. Try another word, or a rule number such as 45 "
                "or 3.v.7.").format(text=text))
            self.lists.setCurrentWidget(self.nothing)
            self._clear_entry(text)
            return
        self.lists.setCurrentWidget(self.results)
        # The best match is shown at once: a dealer often needs no more than that.
        self.results.setCurrentIndex(self.results_model.index(0, 0))

    def result_ids(self) -> list[str]:
        """The ids of the entries found, best first."""
        return self.results_model.ids()

    def show_rule(self, rule_id: str) -> bool:
        """Select and show the entry ``rule_id`` (an item such as "TDA 45-B" shows its
        entry); False, with a word saying so, when the rulebook has none."""
        if not self._following:
            self._history.clear()
        entry = rulebook.resolve(rule_id)
        if entry is None:
            self._shown = None
            words = self.tr("The rulebook has no entry {rule}.").format(rule=rule_id)
            self.entry.setHtml(f"<p>{html.escape(words)}</p>")
            return False
        ids = self.result_ids()
        if self.lists.currentWidget() is self.results and entry.id in ids:
            self.results.setCurrentIndex(self.results_model.index(ids.index(entry.id), 0))
        else:
            if self.search_box.text():
                self._pause.stop()
                self.search_box.blockSignals(True)
                self.search_box.clear()
                self.search_box.blockSignals(False)
                self.search_now()
            index = self.model.entry_index(entry.id)
            self.tree.setCurrentIndex(index)
            self.tree.scrollTo(index, QTreeView.ScrollHint.PositionAtCenter)
        self._render(entry.id)
        return True

    def set_language(self, lang: Lang) -> None:
        """Show titles, results and the entry in ``lang``."""
        self._lang = lang
        self.model.set_language(lang)
        shown = self._shown
        if self.search_box.text().strip():
            self.search_now()  # the ranking depends on the language too
        if shown is not None:
            self._follow(shown)
        self.retranslate()

    # --- reacting -----------------------------------------------------------------------

    def _current(self, index: QModelIndex) -> None:
        if index.isValid() and index.data(RulebookRole.KIND) == "entry":
            if not self._following:
                self._history.clear()  # a fresh choice in the list, not a link followed
            self._render(index.data(RulebookRole.RULE_ID))

    def _activated(self, index: QModelIndex) -> None:
        if index.data(RulebookRole.KIND) == "entry":
            self._render(index.data(RulebookRole.RULE_ID))
            self.entry.setFocus(Qt.FocusReason.OtherFocusReason)
        elif index.model() is self.model and not self._mouse_activates():
            self._toggle(index)  # Enter on a section; a click is handled on its own

    def _mouse_activates(self) -> bool:
        # A mouse activates an item on a double click (or a single one, in some desktops);
        # either way its click already opened or closed the section.
        single = self.tree.style().styleHint(
            QStyle.StyleHint.SH_ItemView_ActivateItemOnSingleClick, None, self.tree)
        return bool(single) or QApplication.mouseButtons() != Qt.MouseButton.NoButton

    def _section_clicked(self, index: QModelIndex) -> None:
        if index.data(RulebookRole.KIND) != "entry":
            self._toggle(index)

    def _toggle(self, index: QModelIndex) -> None:
        self.tree.setExpanded(index, not self.tree.isExpanded(index))

    def _open_current(self) -> None:
        if self._pause.isActive():
            self.search_now()
        view = self.results if self.lists.currentWidget() is self.results else self.tree
        index = view.currentIndex()
        if index.isValid():
            self._activated(index)

    def _link(self, url: QUrl) -> None:
        if url.scheme() == RULE_SCHEME:
            previous = self._shown
            self._follow(url.path())
            shown = self._shown
            if previous is not None and shown is not None and shown != previous:
                self._history.append(previous)
                self._render(shown)  # again, now with the way back on it
        elif url.scheme() == BACK_SCHEME:
            self.back()
        elif url.scheme() == WALK_SCHEME:
            self.walkthroughRequested.emit(url.path())

    def _follow(self, rule_id: str) -> None:
        """Show ``rule_id`` keeping the way back."""
        self._following = True
        try:
            self.show_rule(rule_id)
        finally:
            self._following = False

    def back(self) -> bool:
        """Return to the entry a related-rule link was followed from; False if none."""
        if not self._history:
            return False
        self._follow(self._history.pop())
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Down from the box walks into the list below it, so the hands stay on the keys.
        if watched is self.search_box and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Down:
                if self._pause.isActive():
                    self.search_now()
                view = self.results if self.lists.currentWidget() is self.results else self.tree
                if view.model().rowCount():
                    if not view.currentIndex().isValid():
                        view.setCurrentIndex(view.model().index(0, 0))
                    view.setFocus(Qt.FocusReason.OtherFocusReason)
                    return True
        return super().eventFilter(watched, event)

    # --- the entry ------------------------------------------------------------------------

    def _clear_entry(self, text: str) -> None:
        """Show no rule: the search for ``text`` found none."""
        self._shown = None
        self._history.clear()
        words = self.tr("No rule found for “{text}”.").format(text=text)
        self.entry.setHtml(f"<p style='color:{MUTED}'>{html.escape(words)}</p>")

    def _render(self, rule_id: str) -> None:
        entry = rulebook.entries().get(rule_id)
        if entry is None:
            return
        self._shown = entry.id
        self.entry.setHtml(self.entry_html(entry))

    def _reference(self, entry: Entry) -> str:
        lang = self._lang
        sections = rulebook.sections()
        parts = [source_name(entry.source, lang)]
        if entry.section == GLOSSARY:
            parts.append(sections[GLOSSARY].title.get(lang))
        elif entry.source not in ("TDA", "Online"):
            above = parent_section(entry.section)
            for section_id in (above, entry.section):
                if section_id is None or section_id not in sections:
                    continue
                number = section_id.removeprefix("RRoP ")
                words = (self.tr("Section {number}: {title}") if "." not in number
                         else self.tr("Part {number}: {title}"))
                parts.append(words.format(number=number,
                                          title=sections[section_id].title.get(lang)))
        if entry.source in ("TDA", "Online") and entry.section not in (entry.source, GLOSSARY) \
                and entry.section in sections:
            # A part of the book with numbers of its own (TDA RP-4): named by the part.
            parts += [sections[entry.section].title.get(lang), short_id(entry)]
        elif entry.number != "intro" and entry.section != GLOSSARY:
            parts.append(self.tr("Rule {number}").format(number=short_id(entry)))
        return " › ".join(parts)

    def entry_html(self, entry: Entry) -> str:
        """The entry as the right-hand side shows it (rich text with links)."""
        lang = self._lang
        esc = html.escape
        out = []
        if self._history:
            previous = self._history[-1]
            words = self.tr("← Back to {rule}").format(rule=shown_id(previous, lang))
            out.append(f"<p><a href='{BACK_SCHEME}:'>{esc(words)}</a></p>")
        out += [
            f"<h2>{esc(shown_id(entry.id, lang))} — {esc(entry.title.get(lang))}</h2>",
            f"<p style='color:{MUTED}'><i>{esc(self._reference(entry))}</i></p>",
            f"<p>{esc(entry.summary.get(lang))}</p>",
        ]
        if entry.note is not None:
            # Apart from the rule and muted: it is about the sources, not a rule to apply.
            label = self.tr("Editor's note")
            out.append(f"<p class='editorNote' style='color:{MUTED}'><small><b>"
                       f"{esc(label)}:</b> {esc(entry.note.get(lang))}</small></p>")
        related = [rulebook.resolve(rule) for rule in entry.related]
        links = [r for r in related if r is not None]
        if links:
            heading = self.tr("Related rules")
            out.append(f"<h3>{esc(heading)}</h3><ul>")
            out.extend(
                # The whole line is the link: a bigger target, and glossary terms differ.
                f"<li><a href='{RULE_SCHEME}:{esc(r.id)}'>{esc(shown_id(r.id, lang))} — "
                f"{esc(r.title.get(lang))}</a></li>"
                for r in links)
            out.append("</ul>")
        walks = using_rule(entry.id)
        if walks:
            heading = self.tr("Walk-throughs that use this rule")
            out.append(f"<h3>{esc(heading)}</h3><ul>")
            out.extend(f"<li><a href='{WALK_SCHEME}:{esc(w.id)}'>{esc(w.title.get(lang))}"
                       "</a></li>" for w in walks)
            out.append("</ul>")
        return "".join(out)

    # --- language -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.search_box.setPlaceholderText(self.tr("Search: a word or a rule number"))
        self.search_box.setToolTip(self.tr(
            "Accents and capitals do not matter: boton finds botón. Down goes to the results, "
            "Enter opens one."))
        typed = self.search_box.text().strip()
        if self._shown is None and typed and self.lists.currentWidget() is self.nothing:
            self._clear_entry(typed)
        elif self._shown is None:
            words = self.tr("Type a word or a rule number on the left, or browse the sources, "
                            "and the rule shows here.")
            self.entry.setHtml(f"<p style='color:{MUTED}'>{html.escape(words)}</p>")
        else:
            self._render(self._shown)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "entry"):
            self.retranslate()
        super().changeEvent(event)
