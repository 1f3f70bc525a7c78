"""The printed floor: the table sheet (a room on one page, its header on every page,
clock times instead of countdowns, one table alone), the waiting lists (where a called
player was sent) and the print preview (its Print button in sight)."""

from __future__ import annotations

import io
from datetime import timedelta
from decimal import Decimal

import pypdf
import pytest

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QToolButton, QWidget

from floorman.floor.house import HouseSettings
from floorman.services.demo import NAMES, load_demo
from floorman.services.desk import Desk
from floorman.services.views import EMPTY, FloorView, GameView, SeatView, TableView, floor_view
from floorman.store.models import AWAY, HELD, PLAYING
from tests.fakes import START
from tests.ui.helpers import CTRL, press

from floorman.ui import printing
from floorman.ui.language import Language
from floorman.ui.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("qapp")  # documents lay text out with Qt's fonts
ALT = Qt.KeyboardModifier.AltModifier


def _pages(document: printing.Printable) -> list[str]:
    """The text of each page of ``document`` printed to PDF."""
    reader = pypdf.PdfReader(io.BytesIO(printing.pdf_bytes(document)))
    # Words as the reader sees them: pypdf gives the spaces between them as tabs.
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def _local(moment: object) -> str:
    return moment.astimezone().strftime("%H:%M")  # type: ignore[attr-defined]


def full_floor(tables: int = 60) -> FloorView:
    """A Saturday-night floor as plain data: ``tables`` 9-seat tables, seven seated."""
    game = GameView(1, "holdem", "no_limit", Decimal(1), Decimal(2), Decimal(100),
                    Decimal(300), 9)
    rows = []
    for number in range(1, tables + 1):
        seats = tuple(SeatView(n, PLAYING, number * 10 + n, NAMES[(number * 7 + n) % len(NAMES)])
                      if n <= 7 else SeatView(n, EMPTY) for n in range(1, 10))
        rows.append(TableView(number, number, 1, True, seats))
    return FloorView(1, HouseSettings(), (game,), tuple(rows), {}, ())


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_demo_room_prints_on_one_page_with_clock_times(desk: Desk, lang: str) -> None:
    load_demo(desk)
    view = floor_view(desk)
    now = desk.now()
    pages = _pages(printing.table_sheet(view, lang, now))  # type: ignore[arg-type]
    assert len(pages) == 1  # three pages before
    text = pages[0]
    for table in view.tables:
        if table.is_open:
            assert f"{'Table' if lang == 'en' else 'Mesa'} {table.number}" in text
    held = next(s for t in view.tables for s in t.seats if s.state == HELD)
    away = next(s for t in view.tables for s in t.seats if s.state == AWAY)
    assert held.since is not None and away.away_since is not None
    until = _local(held.since + view.house.hold_time)
    since = _local(away.away_since)
    if lang == "en":
        assert f"held until {until}" in text and f"away since {since}" in text
        assert "left" not in text and "Page 1 of 1" in text
    else:
        assert f"reservado hasta las {until}" in text and f"ausente desde las {since}" in text
        assert "restan" not in text and "Página 1 de 1" in text


def test_a_big_floor_has_the_header_on_every_page() -> None:
    pages = _pages(printing.table_sheet(full_floor(60), "en", START))
    assert len(pages) == 5  # twelve tables a page, in rows of four
    for number, text in enumerate(pages, start=1):
        assert "Table assignments" in text
        assert "60 open tables · 420 players seated" in text
        assert f"Printed {START.astimezone():%Y-%m-%d %H:%M}" in text
        assert f"Page {number} of {len(pages)}" in text
    printed = " ".join(pages)
    for table in range(1, 61):  # every table once: none is lost at a page break
        assert f"Table {table} " in printed


def test_one_table_alone(desk: Desk) -> None:
    load_demo(desk)
    view = floor_view(desk)
    four = next(t for t in view.tables if t.number == 4)
    pages = _pages(printing.table_sheet(view, "es", desk.now(), four.id))
    assert len(pages) == 1
    assert "Mesa 4" in pages[0] and "Página 1 de 1" in pages[0]
    names = [s.name for s in four.seats if s.name]
    others = [s.name for t in view.tables if t.number != 4 for s in t.seats if s.name]
    assert all(name in pages[0] for name in names)
    assert not any(name in pages[0] for name in others)


def test_the_waiting_list_says_where_a_called_player_was_sent(desk: Desk) -> None:
    load_demo(desk)
    view = floor_view(desk)
    table, seat = next((t, s) for t in view.tables for s in t.seats if s.state == HELD)
    entry = next(e for entries in view.lists.values() for e in entries
                 if e.called_at is not None)
    assert entry.called_at is not None
    called = _local(entry.called_at)
    english = printing.waitlist_sheet(view, "en", desk.now()).toPlainText()
    spanish = printing.waitlist_sheet(view, "es", desk.now()).toPlainText()
    assert f"called {called} → table {table.number}, seat {seat.number}" in english
    assert (f"llamado a las {called} → mesa {table.number}, asiento {seat.number}"
            in spanish)


def test_print_this_table_from_the_desk(demo_window: MainWindow, qtbot: object,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    previews: list[str] = []

    def preview(document: printing.Printable, parent: QWidget | None = None) -> None:
        previews.append(document.toPlainText())

    monkeypatch.setattr(printing, "print_preview", preview)
    view = demo_window.feed.view
    three = next(t for t in view.tables if t.number == 3)
    demo_window.map.select(three.id, 1)
    assert demo_window.desk_actions["print_table"].isEnabled()
    press(qtbot, demo_window, Qt.Key.Key_P, CTRL | ALT)
    assert previews and previews[0].startswith("Table 3")
    assert "Table 4" not in previews[0]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_preview_shows_its_print_button(qtbot: object, language: Language,
                                            lang: str) -> None:
    language.switch(lang)  # type: ignore[arg-type]
    sheet = printing.table_sheet(full_floor(12), lang, START)  # type: ignore[arg-type]
    dialog = printing.preview_dialog(sheet)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    button = dialog.findChild(QToolButton, "printButton")
    assert button is not None and button.isVisible()
    assert button.geometry().right() < button.parentWidget().width()  # not in the overflow
    word = "Print" if lang == "en" else "Imprimir"
    assert button.text() == word
    assert dialog.findChild(QWidget, "printButton").defaultAction().text() == word


def test_qt_dialogs_speak_spanish_with_the_desk(language: Language) -> None:
    language.switch("es")
    assert QCoreApplication.translate("QFileDialog", "&Open") == "&Abrir"
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print") == "Imprimir"
    language.switch("en")
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print") == "Print"


def test_no_countdown_on_paper_even_when_overdue() -> None:
    floor = full_floor(1)
    table = floor.tables[0]
    held = SeatView(8, HELD, 99, "Maximiliano Fernández", since=START - timedelta(hours=1))
    seats = (*table.seats[:7], held, table.seats[8])
    view = FloorView(1, floor.house, floor.games,
                     (TableView(1, 1, 1, True, seats),), {}, ())
    text = printing.table_sheet(view, "en", START).toPlainText()
    assert f"held until {_local(START - timedelta(minutes=50))}" in text
    assert "-" not in text.split("held until")[1].split("\n")[0]
