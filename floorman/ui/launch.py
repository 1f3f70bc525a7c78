"""Starting the desk window: check the system, show the window, open the store.

Qt is imported only after the system-library check, so a Linux desktop that lacks a
library Qt needs gets the packages to install instead of Qt's plugin error. The window
appears first (it needs only Qt) and the store is opened once it has painted, so the
supervisor sees the desk at once and the floor a moment later. A SQLite store's floor is
read first with the standard library (``floorman.first_floor``) and painted before the
database libraries are even loaded; the store is opened after it. A store that cannot be
opened is explained in a message box and on the terminal, in the chosen language, and
nothing is written.

Python's garbage collector is off from the moment Qt is loaded until the window stands:
the start makes about 130,000 objects (modules, the ORM's mappers, Qt's wrappers) that
live as long as the window, and a full collection walks them all (about 60 ms here) to
free nothing. Once the window stands they are frozen out of the collector's reach and it
is turned on again, so no collection during a shift walks them again: a full collection
inside a floor action would cost the supervisor several frames. A window opened in a
running application (the tests) leaves the collector alone.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType

    from PySide6.QtWidgets import QApplication, QWidget

    from floorman.floor.floor_view import FloorView
    from floorman.store import Store, StoreError
    from floorman.text import Lang

    from floorman.ui.language import Language
    from floorman.ui.main_window import MainWindow

EXIT_MISSING_LIBRARIES = 1  # also: no screen at all
EXIT_STORE = 2
# Hidden, for ``make bench`` and the bundle's smoke test: print "floor painted" once the
# floor map has painted and "desk painted" once the side panels have (the dealer station,
# the board and the clock: "window painted"), then quit, so a start is timed and checked
# through the real entry point.
QUIT_AFTER_PAINT = "FLOORMAN_QUIT_AFTER_PAINT"
# What the log says when the start painted the floor read first (the bench counts it).
FIRST_LINE = "painted the floor read first, at audit entry"


def _cannot_show(lang: Lang) -> bool:
    """Whether there is no screen, or Qt lacks a system library (said on the terminal)."""
    from floorman.ui.system_libraries import (
        install_advice,
        missing_libraries,
        no_screen,
        no_screen_advice,
        uses_xcb,
    )

    if no_screen():
        print(no_screen_advice(lang), file=sys.stderr)
        return True
    if uses_xcb():
        missing = missing_libraries()
        if missing:
            print(install_advice(missing, lang), file=sys.stderr)
            return True
    return False


def _application(lang: Lang) -> tuple[QApplication, Language]:
    """The Qt application (the running one, in tests), named for its settings, and its
    language."""
    from PySide6.QtWidgets import QApplication

    from floorman.ui.language import Language

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    keep_settings_in_place()
    return app, Language(lang, app)


def keep_settings_in_place() -> None:
    """Name the application, whose name places its settings; a portable bundle keeps
    them in an .ini file beside it (``places``), else Qt's native place is left as is."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from floorman.places import portable_folder

    QCoreApplication.setOrganizationName("floorman")
    QCoreApplication.setApplicationName("floorman")

    folder = portable_folder()
    if folder is not None:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))


def settings_place() -> str:
    """Where this desk's settings are kept: an .ini file, or Qt's native place (the
    registry key on Windows)."""
    from PySide6.QtCore import QSettings

    keep_settings_in_place()
    return QSettings().fileName()


def show_console_text(words: str, *, failed: bool, lang: Lang) -> None:
    """Show what a command printed, for an executable with no console (``windowed_main``):
    a failure as an error, anything else (``--version``, a result) as information."""
    if _cannot_show(lang):
        return
    from PySide6.QtWidgets import QMessageBox

    from floorman.text import Text

    _app, _language = _application(lang)  # held while the box shows
    box = QMessageBox(QMessageBox.Icon.Critical if failed else QMessageBox.Icon.Information,
                      "floorman", words)
    if failed:
        box.setText(Text("floorman could not do what was asked:",
                         "floorman no pudo hacer lo que se pidió:").get(lang))
        box.setInformativeText(words)
    box.exec()


def _refused(error: StoreError, language: Language, parent: QWidget | None) -> None:
    """Say why the store cannot be opened: in a message box, on the terminal, in the log."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from floorman.logs import LOG

    message = error.message(language.lang)
    LOG.warning("could not open the store: %s", error.message("en"))
    print(f"floorman: {message}", file=sys.stderr)
    QMessageBox.critical(parent, QCoreApplication.translate(
        "launch", "floorman cannot open the store"), message)


def _unexpected_errors(window: QWidget, words: str, log_file: object) -> None:
    """Show and log what nothing else caught (``words`` holds {error} and {log})."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from floorman.logs import log_unexpected

    def unexpected(kind: type[BaseException], error: BaseException,
                   trace: TracebackType | None) -> None:
        log_unexpected(kind, error, trace)
        QMessageBox.critical(window, QCoreApplication.translate("launch", "Unexpected error"),
                             words.format(error=error, log=log_file))

    sys.excepthook = unexpected


def collect_from_now_on() -> None:
    """Freeze what the start made out of the garbage collector's reach and turn the
    collector back on (see the module's docstring); harmless when it is already on."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def offer_demo(window: MainWindow) -> None:
    """Ask whether to load the demo room into the store this start created, if its
    floor is still empty."""
    from floorman.ui.first_start import ask_for_demo

    if window.first_start is not None and not window.feed.view.tables:
        window.dialog = ask_for_demo(window.first_start, window)


def _say_window_painted() -> None:
    """The bench's and the bundle smoke test's timed start of a read-only window."""
    from PySide6.QtWidgets import QApplication

    print("window painted", flush=True)
    QApplication.quit()


def show_app_icon() -> None:
    """Give every window floorman's icon; after the first paint, since drawing the icon
    loads Qt's SVG plugin and the supervisor waits for the floor, not the icon."""
    from importlib import resources

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    QApplication.setWindowIcon(QIcon(str(resources.files("floorman.resources")
                                         / "floorman.svg")))


def _say_when_painted(window: MainWindow, *, floor_said: bool) -> None:
    """Say "floor painted" on standard output once the floor has painted (unless the
    floor read first said it already), "desk painted" once the side panels have too, and quit
    (the bench's timed start)."""
    from PySide6.QtWidgets import QApplication

    from floorman.ui.first_paint import after_first_paint

    def desk_painted() -> None:
        print("desk painted", flush=True)
        QApplication.quit()

    if not floor_said:
        after_first_paint(window.floor_page(), lambda: print("floor painted", flush=True))
    window.panelsAttached.connect(lambda: after_first_paint(window.side, desk_painted))


def launch(database_url: str | None, lang: Lang, supervisor: str | None = None,
           first_floor: FloorView | None = None) -> int:
    """Open the desk window on the store at ``database_url``; returns the exit code.

    ``first_floor`` is the store's floor read first (``floorman.first_floor``): it is
    painted before the store is opened, and the desk takes it over.

    The supervisor working the desk is ``supervisor`` (already checked), or is asked
    once the window is on screen (the name this desk remembers is preselected, so one
    Enter confirms); cancelling that question quits. The bench's timed start
    (``QUIT_AFTER_PAINT``) has nobody to answer it and keeps the system user's name.
    """
    if _cannot_show(lang):
        return EXIT_MISSING_LIBRARIES

    from PySide6.QtCore import QCoreApplication, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from floorman.ui.first_paint import after_first_paint
    from floorman.ui.main_window import MainWindow

    if QApplication.instance() is None:
        gc.disable()  # until the desk stands: see the module's docstring
    app, language = _application(lang)
    window = MainWindow(None, language, QSettings())
    opened: list[Store] = []

    def open_floor() -> None:
        from floorman import __version__
        from floorman.logs import LOG, start_logging
        from floorman.store import StoreError, open_store, store_is_new

        log_file = start_logging()
        LOG.info("floorman %s starting", __version__)
        if first:
            LOG.info("%s %d", FIRST_LINE, first[0])
        show_app_icon()

        _unexpected_errors(window, QCoreApplication.translate(
            "launch", "Something went wrong: {error}. Every floor action is written whole or "
            "not at all, so the store is consistent. The details are in {log}."), log_file)
        try:
            new = store_is_new(database_url)
            store = open_store(database_url)
        except StoreError as error:
            _refused(error, language, window)
            window.close()
            QApplication.exit(EXIT_STORE)
            return
        opened.append(store)
        where = store.url.render_as_string(hide_password=True)
        LOG.info("%s the store at %s", "created" if new else "opened", where)
        if window.supervisor is None and not os.environ.get(QUIT_AFTER_PAINT):
            # Asked once the store answers, so a store that cannot open asks nothing.
            ask_supervisor(lambda: begin(store, new, where))
        else:
            begin(store, new, where)

    def begin(store: Store, new: bool, where: str) -> None:
        from floorman.services.desk import Desk

        user = os.environ.get("USER") or os.environ.get("USERNAME") or "floor"
        window.attach(Desk(store, actor=window.supervisor or user), panels_after_paint=True)
        window.panelsAttached.connect(
            lambda: after_first_paint(window.side, collect_from_now_on))
        if os.environ.get(QUIT_AFTER_PAINT):
            _say_when_painted(window, floor_said=bool(first))
        if new:
            # Only the desk's first start (and db upgrade, demo) may create a store: say so,
            # and offer the demo room once the desk stands.
            window.show_status(QCoreApplication.translate(
                "launch", "Created a new, empty store at {where}.").format(
                    where=store.url.database or where))
            if not os.environ.get(QUIT_AFTER_PAINT):
                window.panelsAttached.connect(lambda: offer_demo(window))

    def ask_supervisor(then: Callable[[], None]) -> None:
        from floorman.ui.supervisor import SupervisorDialog

        dialog = SupervisorDialog(window.settings, language.lang, window, starting=True)
        window.dialog = dialog

        def named() -> None:
            window.set_supervisor(dialog.name)
            QTimer.singleShot(0, then)

        def cancelled() -> None:
            window.close()
            QApplication.exit(0)

        dialog.accepted.connect(named)
        dialog.rejected.connect(cancelled)
        dialog.open()

    if supervisor is not None:
        window.set_supervisor(supervisor)
    first: list[int] = []  # the audit head of the floor read first, if one was painted

    def show_first_floor() -> None:
        """The floor read first, if it was: painted at once, and the store opened after."""
        if first_floor is None:
            open_floor()
            return
        first.append(first_floor.version)
        window.show_first_floor(first_floor)

        def painted() -> None:
            if os.environ.get(QUIT_AFTER_PAINT):
                print("floor painted", flush=True)
            open_floor()

        after_first_paint(window.floor_page(), painted)

    # The floor opens once the window is on screen, so the desk appears at once.
    window.firstPainted.connect(lambda: QTimer.singleShot(0, show_first_floor))
    window.show()
    try:
        return app.exec()
    finally:
        collect_from_now_on()
        sys.excepthook = sys.__excepthook__
        for store in opened:
            store.close()


def _open_read_only(database_url: str | None, lang: Lang, starting: str
                    ) -> tuple[QApplication, Language, object, Store] | None:
    """The application, its language, the log file and the store at ``database_url``
    opened read-only, for a window that only reads (the dealer station, the board, the
    clock); None when the store cannot be opened (said, and nothing written). The store
    is opened first: read-only it is never upgraded, so this is quick."""
    from PySide6.QtWidgets import QApplication

    from floorman import __version__
    from floorman.logs import LOG, start_logging
    from floorman.store import StoreError, open_store

    if QApplication.instance() is None:
        gc.disable()  # until the window stands: see the module's docstring
    app, language = _application(lang)
    log_file = start_logging()
    LOG.info("floorman %s starting %s", __version__, starting)
    try:
        store = open_store(database_url, read_only=True)
    except StoreError as error:
        collect_from_now_on()
        _refused(error, language, None)
        return None
    LOG.info("opened the store at %s read-only", store.url.render_as_string(hide_password=True))
    return app, language, log_file, store


def _run_read_only(app: QApplication, window: QWidget, store: Store, words: str,
                   log_file: object, *, full_screen: bool,
                   closing: Callable[[], None] | None = None,
                   painted: QWidget | None = None) -> int:
    """Show ``window`` (full screen, or maximised) and run until it closes; unexpected
    errors are shown with ``words`` (holding {error} and {log}); the store is closed at
    the end, after ``closing``. The start is over when ``painted`` (default: the
    window) has painted."""
    from floorman.ui.first_paint import after_first_paint

    _unexpected_errors(window, words, log_file)
    # A window whose child covers it whole is never painted itself: its child is.
    painted = painted or window
    after_first_paint(painted, collect_from_now_on)
    after_first_paint(painted, show_app_icon)
    if os.environ.get(QUIT_AFTER_PAINT):
        after_first_paint(painted, _say_window_painted)
    if full_screen:
        window.showFullScreen()
    else:
        window.showMaximized()
    try:
        return app.exec()
    finally:
        collect_from_now_on()
        sys.excepthook = sys.__excepthook__
        if closing is not None:
            closing()
        store.close()


def launch_dealer(database_url: str | None, lang: Lang) -> int:
    """Open the dealer station on the store at ``database_url``, read-only; returns the
    exit code. A store that is missing or not upgraded is explained and nothing is
    written."""
    if _cannot_show(lang):
        return EXIT_MISSING_LIBRARIES
    opened = _open_read_only(database_url, lang, "the dealer station")
    if opened is None:
        return EXIT_STORE
    app, language, log_file, store = opened

    from PySide6.QtCore import QCoreApplication

    from floorman.services.desk import Desk

    from floorman.ui.dealer_window import DealerWindow

    user = os.environ.get("USER") or os.environ.get("USERNAME") or "dealer"
    window = DealerWindow(Desk(store, actor=user), language)
    # A station of its own: the whole screen, read from afar.
    return _run_read_only(app, window, store, QCoreApplication.translate(
        "launch", "Something went wrong: {error}. The dealer station only reads, so nothing "
        "was changed. The details are in {log}."), log_file, full_screen=False)


def launch_board(database_url: str | None, lang: Lang, room: str = "main") -> int:
    """Open the room's public board on the store at ``database_url``, read-only, full
    screen; returns the exit code. ``room`` names the board's choices (which games and
    tournaments it shows). As for the dealer station, a store that is missing or not
    upgraded is explained; nothing is written."""
    if _cannot_show(lang):
        return EXIT_MISSING_LIBRARIES
    opened = _open_read_only(database_url, lang, f"the board of room {room}")
    if opened is None:
        return EXIT_STORE
    app, language, log_file, store = opened

    from PySide6.QtCore import QSettings

    from floorman.services.desk import Desk
    from floorman.text import Text

    from floorman.ui.board import Board

    user = os.environ.get("USER") or os.environ.get("USERNAME") or "board"
    board = Board(Desk(store, actor=user), QSettings(), room, language.lang)
    # The board's words are both languages' (floorman.text), not the catalogue's; a TV
    # of its own: the whole screen, read from across the room.
    return _run_read_only(app, board, store, Text(
        "Something went wrong: {error}. The board only reads, so nothing was changed. The "
        "details are in {log}.",
        "Algo salió mal: {error}. El tablero solo lee, así que no se cambió nada. Los "
        "detalles están en {log}.").get(language.lang), log_file, full_screen=True,
        painted=board.sheet)


def launch_clock(database_url: str | None, lang: Lang, tournament_name: str) -> int:
    """Open the clock screen of the tournament ``tournament_name`` on the store at
    ``database_url``, read-only, full screen; returns the exit code. As for the dealer
    station, a store that is missing or not upgraded is explained, as is a tournament
    the store does not have; nothing is written."""
    if _cannot_show(lang):
        return EXIT_MISSING_LIBRARIES
    opened = _open_read_only(database_url, lang, f"the clock of {tournament_name}")
    if opened is None:
        return EXIT_STORE
    app, language, log_file, store = opened

    from PySide6.QtWidgets import QMessageBox

    from floorman.logs import LOG
    from floorman.services.desk import Desk
    from floorman.services.tournament_reads import tournament_named
    from floorman.text import Text, UserError

    from floorman.ui.clock_screen import ClockWindow

    user = os.environ.get("USER") or os.environ.get("USERNAME") or "clock"
    desk = Desk(store, actor=user)
    try:
        tournament_id = tournament_named(desk, tournament_name)
    except UserError as error:  # no such tournament, or the store does not answer
        collect_from_now_on()
        message = error.text.get(language.lang)
        LOG.warning("no clock to show: %s", error.text.en)
        print(f"floorman: {message}", file=sys.stderr)
        QMessageBox.critical(None, Text("floorman cannot show the clock",
                                        "floorman no puede mostrar el reloj").get(lang),
                             message[:1].upper() + message[1:])
        store.close()
        return EXIT_STORE
    window = ClockWindow(desk, tournament_id, language.lang)
    # The clock's words are both languages' (floorman.text), not the catalogue's; a
    # screen of its own, read from across the room (F11: a window).
    return _run_read_only(app, window, store, Text(
        "Something went wrong: {error}. The clock only reads, so nothing was changed. The "
        "details are in {log}.",
        "Algo salió mal: {error}. El reloj solo lee, así que no se cambió nada. Los "
        "detalles están en {log}.").get(language.lang), log_file, full_screen=True,
        closing=window.screen_.stop, painted=window.screen_)
