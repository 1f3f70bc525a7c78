"""The tournament clock screen, read off its labels: the time left, the blinds now and
next, the break, the figures, the paid places; paused, not started, in Spanish; its
chimes on a fake clock; and the clock window that follows the store."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floorman.services.clock_views import ClockView, PrizeSettings
from floorman.services.desk import Desk, FloorError, StoreUnreachable
from floorman.services.tournament_views import PlaceView
from floorman.text import Lang, Text
from floorman.tournament.clock import ClockState, Signal, read_clock
from floorman.tournament.structure import Level
from floorman.tournament.structure_templates import TEMPLATES
from tests.fakes import FakeClock

from floorman.ui import clock_sound
from floorman.ui.clock_screen import ClockScreen, ClockWindow, clock_texts, prize_rows

NOW = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)
D = Decimal


def _level(small: int, big: int, minutes: int = 20, ante: int = 0, bb: bool = False) -> Level:
    return Level(minutes * 60, D(small), D(big), D(ante), big_blind_ante=bb)


def _break(minutes: int = 10, chip: int | None = None) -> Level:
    return Level(minutes * 60, is_break=True, colour_up=None if chip is None else D(chip))


LEVELS = (_level(100, 200), _level(200, 400, ante=25), _break(15, 25),
          _level(300, 600, ante=600, bb=True), _level(400, 800, ante=800, bb=True))


def view_at(level: int = 1, left_ms: int = 754_300, running: bool = True,
            levels: tuple[Level, ...] = LEVELS, **changes: object) -> ClockView:
    """A tournament of 120 entries, 87 left, 14 rebuys, three players out in the money
    (two of them sharing 12th), level ``level`` (an index) with ``left_ms`` left at NOW."""
    places = (PlaceView(11, 1, "Rosa Vidal", NOW), PlaceView(12, 2, "Pablo Martín", NOW),
              PlaceView(12, 3, "Inés Castro", NOW))
    view = ClockView(7, "Sunday Deepstack", levels, ClockState(level, left_ms, running, NOW),
                     120, 87, D(20000),
                     PrizeSettings(buy_in=D(100), rebuy=D(100), rebuy_chips=D(20000),
                                   rebuys=14),
                     places=places)
    return replace(view, **changes)  # type: ignore[arg-type]


def screen(qtbot: object, now: object = lambda: NOW, lang: Lang = "en",
           sounds: list[Signal] | None = None) -> ClockScreen:
    made = ClockScreen(now, sounds.append if sounds is not None else None, lang)  # type: ignore[arg-type]
    qtbot.addWidget(made)  # type: ignore[attr-defined]
    made.resize(1920, 1080)
    made.show()
    return made


def test_the_clock_shows_the_level_the_time_left_the_blinds_and_the_figures(
        qtbot: object) -> None:
    shown = screen(qtbot)
    shown.show_clock(view_at())
    assert shown.text("name") == "Sunday Deepstack"
    assert shown.text("level") == "LEVEL 2"
    assert shown.text("time") == "12:35"  # 754.3 s left: the second shown rounds up
    assert shown.text("blinds") == "200/400"
    assert shown.text("ante") == "Ante 25"
    assert shown.text("next") == "Next: break (15:00), then 300/600"
    assert shown.text("chip_up") == "At the next break: colour up the 25s (chip race)"
    assert shown.text("to_break") == "12:35"
    assert shown.text("players") == "87 / 120"
    # 120 entries of 20,000 and 14 rebuys of 20,000 among 87 players.
    assert shown.text("average") == "30,805"
    assert shown.text("pool") == "13,400"  # 120 buy-ins and 14 rebuys of 100
    assert shown.text("state") == ""
    assert shown.text("payouts_caption") == "Payouts: 15 paid"
    places = shown.text("places")
    assert "3,752" in places and "Rosa Vidal" in places
    assert "12-13" in places and "Pablo Martín" in places and "Inés Castro" in places


def test_the_paid_places_fill_in_and_shared_places_split_their_prizes() -> None:
    view = view_at()
    rows = prize_rows(view)
    amounts = view.amounts()
    assert len(amounts) == 15 and sum(amounts) == view.pool == 13_400
    assert [row.place_text() for row in rows][10:13] == ["11", "12-13", "14"]
    shared = rows[11]
    assert shared.amount == amounts[11] + amounts[12]
    assert [name for name, _prize in shared.players] == ["Pablo Martín", "Inés Castro"]
    assert sum(prize for _name, prize in shared.players) == shared.amount
    assert rows[10].players == (("Rosa Vidal", amounts[10]),)
    assert rows[0].players == () and rows[0].percents == (D(28),)
    assert prize_rows(replace(view, entries=1, remaining=1, places=())) == ()


def test_a_break_shows_the_race_and_the_blinds_after_it(qtbot: object) -> None:
    shown = screen(qtbot)
    shown.show_clock(view_at(level=2, left_ms=300_000))
    assert shown.text("level") == "BREAK"
    assert shown.text("time") == "5:00"
    assert shown.text("chip_up") == "Colour up the 25s (chip race)"
    assert shown.text("blinds_caption") == "After the break: level 3"
    assert shown.text("blinds") == "300/600"
    assert shown.text("ante") == "Big blind ante 600"
    assert shown.text("next") == "Next: 400/800 · Big blind ante 800"
    assert shown.text("to_break") == "—"  # no break after this one


def test_paused_not_started_and_the_end_of_the_structure_are_shown(qtbot: object) -> None:
    shown = screen(qtbot)
    shown.show_clock(view_at(running=False))
    assert shown.text("state") == "PAUSED" and shown.text("time") == "12:35"
    shown.show_clock(view_at(state=None))
    assert shown.text("state") == "NOT STARTED"
    assert shown.text("level") == "LEVEL 1" and shown.text("time") == "20:00"
    assert shown.text("blinds") == "100/200" and shown.text("next") == "Next: 200/400 · Ante 25"
    shown.show_clock(view_at(level=4, left_ms=1_000, running=True))
    assert shown.text("next") == "Last level"
    shown.show_clock(view_at(level=4, left_ms=0, running=True))
    assert shown.text("state") == "LAST LEVEL OVER" and shown.text("time") == "0:00"
    shown.show_clock(view_at(levels=(), state=None))
    assert shown.text("state") == "No structure yet" and shown.text("time") == "--:--"
    shown.show_clock(view_at(finished=True))
    assert shown.text("state") == "TOURNAMENT OVER"


def test_the_clock_speaks_spanish_and_back(qtbot: object) -> None:
    shown = screen(qtbot)
    shown.show_clock(view_at())
    shown.set_lang("es")
    assert shown.text("level") == "NIVEL 2"
    assert shown.text("ante") == "Ante 25"
    assert shown.text("next") == "Siguiente: descanso (15:00), luego 300/600"
    assert shown.text("chip_up") == ("En el próximo descanso: se retiran las fichas de 25 "
                                     "(carrera de fichas)")
    assert shown.text("average") == "30.805" and shown.text("pool") == "13.400"
    assert shown.text("players_caption") == "Jugadores"
    assert shown.text("payouts_caption") == "Premios: 15 pagados"
    assert "3.752" in shown.text("places")
    shown.show_clock(view_at(running=False))
    assert shown.text("state") == "EN PAUSA"
    shown.set_lang("en")
    assert shown.text("state") == "PAUSED" and shown.text("level") == "LEVEL 2"


def test_long_times_and_names_shrink_to_fit(qtbot: object) -> None:
    shown = screen(qtbot)
    long = (Level(3 * 3600, D(10_000), D(20_000), D(20_000), big_blind_ante=True),
            *LEVELS)
    shown.show_clock(view_at(level=0, left_ms=3 * 3600 * 1000, levels=long,
                             name="The Very Long Name of the Sunday Deepstack Main Event"))
    assert shown.text("time") == "3:00:00"
    assert shown.text("blinds") == "10,000/20,000"
    label = shown.labels["time"]
    wide = label.fontMetrics().horizontalAdvance(label.text())
    assert wide <= shown.width() * 0.64
    assert label.font().pixelSize() < 0.30 * 1080  # shrunk from its full size


def test_each_repaint_is_set_just_after_the_next_change_of_second(qtbot: object) -> None:
    clock = FakeClock(NOW)
    shown = screen(qtbot, clock)
    shown.show_clock(view_at(left_ms=754_300))
    assert shown.next_tick_ms == 300
    clock.advance(milliseconds=300)
    shown.tick()
    assert shown.text("time") == "12:34" and shown.next_tick_ms == 1000
    clock.advance(milliseconds=1_017)  # a repaint 17 ms late shows the right second
    shown.tick()
    assert shown.text("time") == "12:33" and shown.next_tick_ms == 983
    shown.show_clock(view_at(running=False))
    assert shown.next_tick_ms == 1000


def test_the_minute_signal_and_the_change_of_level_sound_once_each(qtbot: object) -> None:
    clock = FakeClock(NOW)
    sounds: list[Signal] = []
    shown = screen(qtbot, clock, sounds=sounds)
    due: list[Signal] = []
    shown.signalDue.connect(due.append)
    view = view_at(level=0, left_ms=90_000)
    shown.show_clock(view)
    lateness = random.Random(3)
    # Repaint after repaint as the screen sets them, each up to 30 ms late, for the last
    # 90 seconds of level 1 and the first 2 minutes of level 2.
    while clock.now < NOW + timedelta(seconds=210):
        clock.advance(milliseconds=shown.next_tick_ms + lateness.randint(0, 30))
        shown.tick()
        assert shown.reading == read_clock(view.levels, view.state, clock.now)  # type: ignore[arg-type]
    assert due == [Signal.ONE_MINUTE, Signal.LEVEL_CHANGE]
    assert sounds == due
    assert shown.text("level") == "LEVEL 2"


def test_no_chime_when_another_tournament_is_shown_or_the_clock_is_paused(
        qtbot: object) -> None:
    clock = FakeClock(NOW)
    sounds: list[Signal] = []
    shown = screen(qtbot, clock, sounds=sounds)
    shown.show_clock(view_at(level=0, left_ms=61_000, running=False))
    clock.advance(seconds=5)
    shown.tick()
    shown.show_clock(view_at(level=3, left_ms=59_000, tournament_id=8))  # another one
    assert sounds == []
    shown.show_clock(view_at(level=4, left_ms=900_000, tournament_id=8))  # next level
    assert sounds == [Signal.LEVEL_CHANGE]


def test_the_chimes_are_wav_files_written_once(tmp_path: object,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import wave
    from pathlib import Path

    folder = Path(str(tmp_path))
    played: list[Path] = []
    monkeypatch.setattr(clock_sound, "play_file", lambda path: played.append(path) or True)
    sound = clock_sound.ClockSound(folder)
    sound(Signal.ONE_MINUTE)
    sound(Signal.LEVEL_CHANGE)
    sound(Signal.ONE_MINUTE)
    assert [p.name for p in played] == ["clock-one_minute-1.wav", "clock-level_change-1.wav",
                                        "clock-one_minute-1.wav"]
    with wave.open(str(played[1])) as chime:
        assert chime.getframerate() == clock_sound.RATE and chime.getsampwidth() == 2
        seconds = chime.getnframes() / chime.getframerate()
    assert 0.9 < seconds < 1.5
    assert sorted(p.name for p in folder.iterdir()) == ["clock-level_change-1.wav",
                                                        "clock-one_minute-1.wav"]


def test_a_chime_that_cannot_play_beeps(tmp_path: object,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    beeps: list[bool] = []
    monkeypatch.setattr(clock_sound, "play_file", lambda path: False)
    monkeypatch.setattr(clock_sound.QApplication, "beep", lambda: beeps.append(True))
    clock_sound.ClockSound(Path(str(tmp_path)))(Signal.LEVEL_CHANGE)
    assert beeps == [True]


def test_the_words_come_in_both_languages() -> None:
    for lang in ("en", "es"):
        texts = clock_texts(view_at(), NOW, lang)  # type: ignore[arg-type]
        assert texts["time"] == "12:35" and texts["blinds"] == "200/400"
    assert clock_texts(None, NOW, "en")["time"] == ""


# --- the clock window, following the store -----------------------------------------------

class Store:
    """What the clock window reads, played by the test: the audit head and the view."""

    def __init__(self, view: ClockView) -> None:
        self.view = view
        self.head = 1
        self.reads = 0
        self.error: Exception | None = None

    def version(self, _desk: Desk) -> int:
        if self.error is not None:
            raise self.error
        return self.head

    def read(self, _desk: Desk, tournament_id: int) -> ClockView:
        assert tournament_id == self.view.tournament_id
        self.reads += 1
        return self.view


def test_the_window_reads_the_clock_again_only_when_the_store_moves(
        qtbot: object, desk: Desk, clock: FakeClock) -> None:
    store = Store(view_at(state=None))
    window = ClockWindow(desk, 7, "en", now=clock, read=store.read, version=store.version,
                         sound=None)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    screen_ = window.screen_
    assert store.reads == 1 and screen_.text("state") == "NOT STARTED"
    assert window.windowTitle() == "Sunday Deepstack: clock"
    assert not window.poll() and store.reads == 1  # nothing changed: nothing read
    store.view = view_at(state=ClockState(0, 1_200_000, True, clock.now))
    store.head = 2
    assert window.poll() and store.reads == 2
    assert screen_.text("time") == "20:00" and screen_.text("state") == ""
    clock.advance(seconds=61)
    screen_.tick()
    assert screen_.text("time") == "18:59"
    store.error = StoreUnreachable("database is locked")
    assert not window.poll()
    assert "does not answer (database is locked)" in screen_.text("notice")
    assert screen_.text("time") == "18:59"  # it keeps time from the last reading
    store.error = None
    assert window.poll() and screen_.text("notice") == ""
    store.error = FloorError(Text("gone", "ido"))
    assert not window.poll()
    assert screen_.text("notice") == "This tournament is no longer in the store."


def test_the_window_keys_full_screen_language_and_close(
        qtbot: object, desk: Desk, clock: FakeClock) -> None:
    store = Store(view_at())
    window = ClockWindow(desk, 7, "en", now=clock, read=store.read, version=store.version,
                         sound=None)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window,  # type: ignore[attr-defined]
                    timeout=3000)
    qtbot.keyClick(window.screen_, Qt.Key.Key_F11)  # type: ignore[attr-defined]
    assert window.isFullScreen()
    qtbot.keyClick(window.screen_, Qt.Key.Key_F11)  # type: ignore[attr-defined]
    assert not window.isFullScreen()
    qtbot.keyClick(window.screen_, Qt.Key.Key_F12)  # type: ignore[attr-defined]
    assert window.screen_.text("level") == "NIVEL 2"
    assert window.windowTitle() == "Sunday Deepstack: reloj"
    qtbot.keyClick(window.screen_, Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    assert not window.isVisible()


# --- the clock at the desk: the tournament window's Clock menu ---------------------------

def _desk(qtbot: object, desk: Desk, language: object, tmp_path: object) -> object:
    from pathlib import Path

    from PySide6.QtCore import QSettings

    from floorman.ui.main_window import MainWindow

    settings = QSettings(str(Path(str(tmp_path)) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(desk, language, settings)  # type: ignore[arg-type]
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def test_the_clock_is_run_from_the_tournament_window(
        qtbot: object, desk: Desk, clock: FakeClock, language: object, tmp_path: object,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman.services import tournament_clock
    from tests.ui.helpers import dismiss, ok, refusals
    from tests.ui.test_tournament_window import _drawn, _open, _press

    from floorman.ui import printing
    from floorman.ui.prize_dialogs import PayoutTableDialog, PrizeDialog
    from floorman.ui.structure_editor import StructureEditor
    from floorman.ui.tournament_window import SHORTCUTS

    CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    tournament = _drawn(desk)
    window = _open(qtbot, _desk(qtbot, desk, language, tmp_path))
    window.clock_menu.clock_sound = None
    assert window.clock_menu.summary.text() == "Clock: no structure yet"
    assert not window["clock_start_pause"].isEnabled()
    assert SHORTCUTS["clock_start_pause"] == "Ctrl+Space"

    _press(qtbot, window, Qt.Key.Key_S, CTRL | SHIFT)  # the structure, from a template
    editor = window.dialog
    assert isinstance(editor, StructureEditor)
    editor.use_template.click()
    ok(editor)
    assert not editor.isVisible()
    assert window.status_text.text().startswith("Structure of Sunday Deepstack saved")
    assert window.clock_menu.summary.text() == "Clock: not started"
    assert window["clock_start_pause"].text() == "&Start the clock"

    _press(qtbot, window, Qt.Key.Key_Space, CTRL)  # start
    assert window.clock_menu.summary.text() == "Clock: level 1, 20:00 left"
    assert window["clock_start_pause"].text() == "&Pause the clock"
    clock.advance(seconds=61)
    window.feed.tick()
    assert window.clock_menu.summary.text() == "Clock: level 1, 18:59 left"
    _press(qtbot, window, Qt.Key.Key_Space, CTRL)  # pause
    assert window.clock_menu.summary.text() == "Clock paused: level 1, 18:59 left"
    _press(qtbot, window, Qt.Key.Key_Up, CTRL)  # a minute more
    assert window.clock_menu.summary.text() == "Clock paused: level 1, 19:59 left"
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)  # undone
    assert window.clock_menu.summary.text() == "Clock paused: level 1, 18:59 left"
    _press(qtbot, window, Qt.Key.Key_Space, CTRL)  # resume
    _press(qtbot, window, Qt.Key.Key_PageDown, CTRL)  # next level
    assert window.clock_menu.summary.text() == "Clock: level 2, 20:00 left"
    _press(qtbot, window, Qt.Key.Key_PageUp, CTRL)
    _press(qtbot, window, Qt.Key.Key_PageUp, CTRL)  # before the first: refused, says why
    assert refusals(window) == ["The clock is on the first level; there is none before it."]
    dismiss(window)
    for _ in range(25):
        _press(qtbot, window, Qt.Key.Key_Down, CTRL)  # a minute off, 19 times, then refused
    assert any("less than the 1:00 to remove" in text for text in refusals(window))
    dismiss(window)

    _press(qtbot, window, Qt.Key.Key_R, CTRL | SHIFT)  # the prizes
    prizes = window.dialog
    assert isinstance(prizes, PrizeDialog)
    prizes.inputs["buy_in"].setText("100")
    prizes.inputs["rebuy"].setText("100")
    prizes.inputs["rebuy_chips"].setText("20000")
    prizes.counts["rebuys"].setValue(3)
    ok(prizes)
    assert not prizes.isVisible()
    view = tournament_clock.clock_view(desk, tournament)
    assert view.prizes.buy_in == 100 and view.prizes.rebuys == 3
    assert view.pool == 40 * 100 + 3 * 100

    _press(qtbot, window, Qt.Key.Key_O, CTRL | SHIFT)  # the payout table
    payouts = window.dialog
    assert isinstance(payouts, PayoutTableDialog)
    payouts.model.setData(payouts.model.index(4, 2), "50 30 10")  # 31-40 entries
    ok(payouts)
    assert payouts.isVisible() and "adds up to 90%" in payouts.error_text()
    payouts.model.setData(payouts.model.index(4, 2), "50 30 20")
    ok(payouts)
    assert not payouts.isVisible()
    assert len(tournament_clock.clock_view(desk, tournament).amounts()) == 3

    shown: list[object] = []
    monkeypatch.setattr(printing, "print_preview",
                        lambda document, parent=None: shown.append(document))
    _press(qtbot, window, Qt.Key.Key_S, CTRL | Qt.KeyboardModifier.AltModifier)
    _press(qtbot, window, Qt.Key.Key_O, CTRL | Qt.KeyboardModifier.AltModifier)
    assert [d.title for d in shown] == [  # type: ignore[attr-defined]
        "Sunday Deepstack · Structure", "Sunday Deepstack · Payouts"]
    assert "4,300" in shown[1].toPlainText()  # type: ignore[attr-defined]

    _press(qtbot, window, Qt.Key.Key_K, CTRL)  # the clock screen
    board = window.clock_menu.clock_window
    assert isinstance(board, ClockWindow) and board.isVisible()
    assert board.screen_.text("level") == "LEVEL 1"
    assert board.screen_.text("pool") == "4,300"
    _press(qtbot, window, Qt.Key.Key_Space, CTRL)  # pause, at the desk
    board.poll()
    assert board.screen_.text("state") == "PAUSED"
    board.close()


# --- floorman --clock NAME ----------------------------------------------------------------

def test_clock_flag_opens_the_clock_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    from floorman import app

    from floorman.ui import launch

    called: list[tuple[str | None, str, str]] = []
    monkeypatch.setattr(launch, "launch_clock",
                        lambda url, lang, name: called.append((url, lang, name)) or 0)
    monkeypatch.setattr(launch, "launch", lambda *_a: pytest.fail("the desk was opened"))
    assert app.main(["--clock", "Sunday Deepstack", "--database", "sqlite:///x.sqlite",
                     "--lang", "es"]) == 0
    assert called == [("sqlite:///x.sqlite", "es", "Sunday Deepstack")]
    for wrong in (["--clock", "X", "db", "upgrade"], ["--clock", "X", "--dealer"]):
        with pytest.raises(SystemExit):
            app.main(wrong)


def test_launch_opens_the_clock_full_screen_on_the_store_read_only(
        qapp: QApplication, desk: Desk, store_url: str,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from floorman.services import tournament_clock, tournaments

    from floorman.ui import launch

    made = tournaments.create_tournament(
        desk, name="Sunday Deepstack", variant="holdem", betting="no_limit", table_size=10,
        tables=[1, 2], starting_stack="20000")
    tournament_clock.save_structure(desk, made.created_id, TEMPLATES[0].levels)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    seen: list[tuple[bool, bool, str]] = []

    def look_and_quit() -> None:
        shown = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, ClockWindow) and w.isVisible()]
        seen.extend((w.desk.store.read_only, w.isFullScreen(), w.screen_.text("state"))
                    for w in shown)
        for window in shown:
            window.close()
        QApplication.exit(0)

    qapp.setQuitOnLastWindowClosed(False)
    QTimer.singleShot(300, look_and_quit)
    try:
        assert launch.launch_clock(store_url, "en", "sunday deepstack") == 0
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert seen == [(True, True, "NOT STARTED")]
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, title, text: boxes.append((title, text)))
    assert launch.launch_clock(store_url, "en", "Monday Turbo") == launch.EXIT_STORE
    assert boxes and boxes[0][1].startswith("There is no tournament named 'Monday Turbo'")
    assert "no tournament named 'Monday Turbo'" in capsys.readouterr().err
