"""Following a link in a ``QTextBrowser`` the way a person does: a click on its words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser


def link_targets(view: QTextBrowser) -> list[str]:
    """The targets of every link the view shows, in order."""
    found: list[str] = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href and href not in found:
                found.append(href)
            it += 1
        block = block.next()
    return found


def click_link(qtbot: object, view: QTextBrowser, target: str) -> None:
    """Click the words of the link to ``target``; fails if the view shows no such link."""
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == target:
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + max(fragment.length() // 2, 1))
                view.ensureCursorVisible()
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                where = view.cursorRect(cursor).center()
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                                 pos=where)
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {target!r}; the links are {link_targets(view)}")
