"""The window's live link to the desk: the floor as it is now, actions, undo, timers.

Every panel draws from one ``FloorView`` held here. It is brought up to date from the
audit rows since its version (only the tables and lists they name are read again) when
this window acts, when the audit-log head moves (another window or another floorman process on
the same store changed the floor: polled about twice a second), and the panels
refresh from the one ``floorChanged`` signal. The poll and the read run on the GUI
thread, so they are bounded: behind another desk's lock they give up after half a
second (``Store.glancing``) and the window says the store does not answer. A
one-second tick repaints countdowns and lets the desk release held seats and call-ins
whose time is up. Every action run here goes on the undo stack as a command that
remembers its audit entry; undoing and redoing revert the newest entry of that chain,
so the action itself never runs twice.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from floorman.services import views
from floorman.services.desk import Change, Desk, FloorError, StoreUnreachable
from floorman.services.views import FloorDelta, FloorView
from floorman.text import Lang, Text

POLL_MS = 500
TICK_MS = 1000
# The store's write-ahead log is copied into its file in idle time this often, so no
# action pays for it (``Store.checkpoint``).
CHECKPOINT_MS = 3000
# Undo reaches back this many actions: a shift runs thousands, and every command kept
# is memory the desk never gives back.
UNDO_LIMIT = 200


class FloorFeed(QObject):
    """The current floor, the actions run on it, and the timers that keep it moving.

    Args:
        desk: the services' desk (store, clock, random source, actor).
        lang: returns the language of the windows, for undo-stack texts.
        parent: the owning object.
        shown: the floor on screen before the store was opened, if any.

    Signals:
        floorChanged(FloorView): the floor was read again because it changed.
        acted(Text): an action (or an undo, a redo, a timer release) was written; the
            argument is its summary in both languages.
        refused(FloorError): an undo or redo was refused; the message says why.
        ticked(): a second passed; countdowns should be repainted.
        unreachable(str): the store did not answer (the reason); the floor shown may be
            out of date until it answers again, which ``floorChanged`` tells.
    """

    floorChanged = Signal(object)
    acted = Signal(object)
    refused = Signal(object)
    ticked = Signal()
    unreachable = Signal(str)

    def __init__(self, desk: Desk, lang: Callable[[], Lang],
                 parent: QObject | None = None, shown: FloorView | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self._lang = lang
        # A floor on screen already (read first, ``floorman.first_floor``) is followed
        # from its audit head like any refresh, not read again whole.
        self.view: FloorView = (views.floor_view(desk) if shown is None
                                else views.floor_update(desk, shown)[0])
        self.delta: FloorDelta = views.FULL  # what the last refresh changed
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self._lost = False  # the last poll could not reach the store
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.poll)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self.tick)
        self._checkpoint = QTimer(self)
        self._checkpoint.setInterval(CHECKPOINT_MS)
        self._checkpoint.timeout.connect(self.idle)

    def start(self) -> None:
        """Start polling the store, ticking the countdowns and tidying in idle time."""
        for timer in (self._poll, self._tick, self._checkpoint):
            timer.start()

    def stop(self) -> None:
        for timer in (self._poll, self._tick, self._checkpoint):
            timer.stop()

    def idle(self) -> None:
        """The store's housekeeping, done between actions rather than inside one."""
        self.desk.store.checkpoint()

    def now(self) -> datetime:
        """The desk's time (tests inject a clock they advance)."""
        return self.desk.now()

    def reload(self) -> None:
        """Read the whole floor again and tell every panel."""
        self.view = views.floor_view(self.desk)
        self.delta = views.FULL
        self.floorChanged.emit(self.view)

    def follow(self) -> None:
        """Take the audit rows written since the floor shown (this desk's action, or
        other desks'): read again only what they name, and tell every panel; each redraws
        only what changed (``delta``)."""
        view, delta = views.floor_update(self.desk, self.view)
        if view is self.view:
            return
        self.view, self.delta = view, delta
        self.floorChanged.emit(view)

    def poll(self) -> bool:
        """Reload when any desk changed the floor since the last read; True if it did."""
        try:
            if views.floor_version(self.desk) == self.view.version and not self._lost:
                return False
            self.follow()
        except StoreUnreachable as error:
            self._lost = True
            self.unreachable.emit(error.reason)
            return False
        self._lost = False
        return True

    def tick(self) -> None:
        """Repaint countdowns; release holds and call-ins whose time is up."""
        # The seat and undo services load on first use: the desk's start paints the floor
        # without them.
        from floorman.services import seats

        self.ticked.emit()
        try:
            if not seats.next_deadline_passed(self.desk):
                return
            change = seats.expire_due(self.desk)
        except FloorError:
            return  # another desk released them at the same moment; the poll shows it
        except StoreUnreachable:
            return  # the poll reports a store that does not answer
        if change is not None:
            self._reload_after(change)

    def act(self, service: Callable[..., Change], /, **kwargs: Any) -> Change:
        """Run a floor action and put it on the undo stack.

        Raises:
            FloorError: the action was refused; nothing was written.
        """
        change = service(self.desk, **kwargs)
        self.undo_stack.push(FloorCommand(self, change))
        self._reload_after(change)
        return change

    def revert(self, audit_id: int) -> Change:
        """Undo the logged action ``audit_id`` (or redo it if it was an undo)."""
        from floorman.services import undo

        change = undo.revert(self.desk, audit_id)
        self._reload_after(change)
        return change

    def _reload_after(self, change: Change) -> None:
        """Show the floor after this window's action. The action is written; if the
        store does not answer the read that follows, the desk says so and the poll
        shows the floor once it answers again."""
        try:
            self.follow()
        except StoreUnreachable as error:
            self._lost = True
            self.unreachable.emit(error.reason)
        self.acted.emit(change.summary)

    def lang(self) -> Lang:
        return self._lang()

    def retranslate_stack(self) -> None:
        """Give every command on the undo stack its text in the current language."""
        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, FloorCommand):
                command.setText(command.summary.get(self.lang()))


class FloorCommand(QUndoCommand):
    """One floor action on the undo stack.

    The action already ran when the command is pushed, so the first ``redo`` (which
    ``QUndoStack.push`` calls) does nothing. After that, undo and redo each revert the
    newest audit entry of the chain: undo reverts the action, redo reverts the undo.
    A refused revert (the floor changed since) makes the command obsolete, which drops
    it from the stack, and the feed reports why.
    """

    def __init__(self, feed: FloorFeed, change: Change) -> None:
        super().__init__(change.summary.get(feed.lang()))
        self.summary: Text = change.summary
        self.head = change.audit_id
        self._feed = feed
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._revert()

    def undo(self) -> None:
        self._revert()

    def _revert(self) -> None:
        try:
            change = self._feed.revert(self.head)
        except FloorError as error:
            self.setObsolete(True)
            self._feed.refused.emit(error)
        else:
            self.head = change.audit_id
