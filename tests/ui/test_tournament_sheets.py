"""A tournament's printouts as a player and the floor read them: seat cards, the
podium's seat list, the table sheets and the move slips, in English and Spanish, written
to PDF and read back; a 10,000-entrant field in a sensible number of pages."""

from __future__ import annotations

import io
import unicodedata
from datetime import datetime
from pathlib import Path

import pypdf
import pytest

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from floorman.floor.names import fold
from floorman.services.tournament_views import TournamentView
from floorman.text import Lang, UserError
from tests.ui.tournament_screenshots import (
    DRAWN,
    LONG_NAME,
    NOW,
    big_field,
    player_name,
    small_field,
)

from floorman.ui import printing, tournament_sheets

pytestmark = pytest.mark.usefixtures("qapp")  # documents lay text out with Qt's fonts


def _words(text: str) -> str:
    """Text as read off the page: ligatures (fi) as letters, spaces as single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _read(path: Path, pages: slice | None = None) -> list[str]:
    reader = pypdf.PdfReader(path)
    chosen = reader.pages if pages is None else reader.pages[pages]
    return [_words(page.extract_text()) for page in chosen]


def _write(view: TournamentView, which: str, tmp_path: Path, lang: Lang,
           **options: object) -> list[str]:
    path = tmp_path / f"{which}_{lang}.pdf"
    tournament_sheets.print_tournament_to_pdf(view, which, path, lang, NOW,
                                              **options)  # type: ignore[arg-type]
    return _read(path)


def _local(moment: datetime, lang: Lang) -> str:
    return moment.astimezone().strftime("%d/%m/%Y %H:%M" if lang == "es" else "%Y-%m-%d %H:%M")


def _bare(text: str) -> str:
    """Without any space: a name wrapped onto several lines is still all there."""
    return "".join(text.split())


def _seated(view: TournamentView) -> list[tuple[str, int, int]]:
    return [(seat.player or "", table.number, seat.number) for table in view.tables
            for seat in table.seats if seat.entry_id is not None]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_seat_card_for_every_player_by_table_and_seat(tmp_path: Path, lang: Lang) -> None:
    view = small_field()
    pages = _write(view, "seatcards", tmp_path, lang, drawn_at=DRAWN)
    assert len(pages) == 2  # 33 players, eighteen cards a page
    text = " ".join(pages)
    table, seat = ("TABLE", "SEAT") if lang == "en" else ("MESA", "ASIENTO")
    drawn = ("Seats drawn " if lang == "en" else "Sorteo de asientos: ") + _local(DRAWN, lang)
    sign = "Check your name and sign here" if lang == "en" else "Compruebe su nombre y firme aquí"
    at = 0
    for name, number, chair in _seated(view):  # in the order the floor hands them out
        card = f"{view.name} {drawn} {table} {number} {seat} {chair} "
        found = text.find(card, at)
        assert found >= 0, card
        after = text[found + len(card):]
        assert _bare(after).startswith(_bare(name) + _bare(sign))  # the whole name
        at = found + 1
    assert text.count(sign) == 33
    if lang == "es":
        assert "TABLE" not in text and "Seats" not in text and "sign" not in text


def test_seat_cards_for_one_table(tmp_path: Path) -> None:
    view = small_field()
    pages = _write(view, "seatcards", tmp_path, "en", table=3)
    assert len(pages) == 1
    assert pages[0].count("TABLE 3 SEAT") == 9 and "TABLE 1 " not in pages[0]
    with pytest.raises(UserError) as refused:
        tournament_sheets.seat_cards(view, "es", NOW, table=12)
    assert "la mesa 12 no está en juego" in refused.value.message("es")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_seat_list_is_alphabetical_with_table_and_seat(tmp_path: Path,
                                                           lang: Lang) -> None:
    view = small_field()
    pages = _write(view, "seatlist", tmp_path, lang)
    assert len(pages) == 1
    text = pages[0]
    if lang == "en":
        assert "Seat list · 33 of 40 players remaining" in text
        assert f"Printed {_local(NOW, 'en')}" in text and "Page 1 of 1" in text
        assert "Player Table Seat" in text
    else:
        assert "Lista de asientos · quedan 33 de 40 jugadores" in text
        assert f"Impreso el {_local(NOW, 'es')}" in text and "Página 1 de 1" in text
        assert "Jugador Mesa Asiento" in text
        assert "Page" not in text and "Printed" not in text and "Player" not in text
    at = 0
    bare = _bare(text)
    for name, number, chair in sorted(_seated(view), key=lambda row: fold(row[0])):
        found = bare.find(_bare(f"{name} {number} {chair}"), at)
        assert found >= 0, name  # present, whole, and after the one before
        at = found


def test_the_big_fields_seat_cards_print_eighteen_to_a_page(tmp_path: Path) -> None:
    view = big_field()
    path = tmp_path / "cards.pdf"
    tournament_sheets.print_tournament_to_pdf(view, "seatcards", path, "en", NOW)
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == 556  # 10,000 cards, 18 a page
    first = _words(reader.pages[0].extract_text())
    assert first.count("TABLE 1 SEAT") == 10 and first.count("TABLE 2 SEAT") == 8
    last = _words(reader.pages[-1].extract_text())
    assert last.count("Check your name and sign here") == 10_000 - 555 * 18
    assert f"TABLE 1000 SEAT 10 {player_name(9_999 + 1)}" in last


def test_the_big_fields_seat_list_has_every_player_and_the_header_on_every_page(
        tmp_path: Path) -> None:
    view = big_field()
    path = tmp_path / "list.pdf"
    tournament_sheets.print_tournament_to_pdf(view, "seatlist", path, "en", NOW)
    pages = _read(path)
    assert 40 <= len(pages) <= 100  # two or three columns of about sixty names
    for number, text in enumerate(pages, start=1):
        assert text.startswith("Spring Festival Main Event Seat list · 10,000 of 10,000 "
                               "players remaining")
        assert f"Page {number} of {len(pages)}" in text
    printed = " ".join(pages) + " "
    at = 0
    for name, number, chair in view.seat_list():  # none lost at a column or page break
        found = printed.find(f" {name} {number} {chair} ", at)
        assert found >= 0, name
        at = found


def test_the_seat_list_on_letter_paper_keeps_its_header_and_the_cards_their_grid() -> None:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.Letter),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(12.7, 12.7, 12.7, 12.7),
                                     QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    view = small_field()
    assert tournament_sheets.seat_cards(view, "en", NOW).grid(writer) == (3, 6)
    assert tournament_sheets.seat_cards(view, "en", NOW).page_count(writer) == 2
    tournament_sheets.seat_list(view, "es", NOW).print_(writer)
    del writer
    reader = pypdf.PdfReader(io.BytesIO(bytes(buffer.data().data())))
    text = _words(reader.pages[0].extract_text())
    assert len(reader.pages) == 1 and "Página 1 de 1" in text and "Jugador" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_table_sheets_mark_the_button_a_halted_table_and_the_breaking_order(
        tmp_path: Path, lang: Lang) -> None:
    view = small_field()
    pages = _write(view, "tables", tmp_path, lang)
    assert len(pages) == 1
    text = pages[0]
    words = {
        "en": ("Table", "empty", "button", "■ HALTED: do not deal until balanced",
               "breaks next", "breaking order: 2", "waits for the button",
               "Tables in play · No-limit hold'em · 4 tables · 33 of 40 players remaining",
               "Page 1 of 1", "21,375"),
        "es": ("Mesa", "libre", "botón", "■ DETENIDA: no repartir hasta equilibrar",
               "se rompe la siguiente", "orden de rotura: 2", "espera al botón",
               "Mesas en juego · Hold'em sin límite · 4 mesas · quedan 33 de 40 jugadores",
               "Página 1 de 1", "21.375"),
    }[lang]
    table, empty, button, halted, breaks_next, order, waits, about, page, chips = words
    assert view.name in text and about in text and page in text
    one, two, three, four = view.tables
    assert f"{table} 1 10/10" in text and f"{table} 3 9/9" in text  # a 10-max, a 9-max
    assert f"{table} 2 6/10 {halted} {breaks_next} 1 " in text
    assert f"{table} 4 8/9 {order} 1 {four.seats[0].player} {button} 2 " in text
    assert f"4 {one.seats[3].player} {button} " in text  # the button on a player
    assert f"7 {empty} {button} 8 " in text  # and on an empty seat
    assert f"9 {three.seats[8].player} {button} {table} 4" in text
    assert f"3 {one.seats[2].player} {waits} " in text and chips in text
    assert f"10 {one.seats[9].player} " in text and f"10 {empty} " in text
    assert _bare(LONG_NAME) in _bare(text)  # wrapped, not cut
    for seat in (*one.seats, *two.seats, *three.seats, *four.seats):
        assert seat.player is None or _bare(seat.player) in _bare(text)
    if lang == "es":
        assert "Table" not in text and "empty" not in text and "button" not in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_table_alone(tmp_path: Path, lang: Lang) -> None:
    view = small_field()
    pages = _write(view, "tables", tmp_path, lang, table=3)
    assert len(pages) == 1
    text = pages[0]
    three = view.tables[2]
    title = f"{view.name} · {'Table' if lang == 'en' else 'Mesa'} 3"
    assert text.startswith(title)
    assert ("9/9 players" if lang == "en" else "9/9 jugadores") in text
    for seat in three.seats:
        assert f"{seat.number} {seat.player}" in text
    assert " 10 " not in text.split(three.seats[0].player or "")[1]  # a 9-seat table
    assert not any(seat.player and seat.player in text for seat in view.tables[0].seats)


def test_a_big_field_has_the_tournaments_header_on_every_table_page(tmp_path: Path) -> None:
    view = big_field()
    path = tmp_path / "tables.pdf"
    tournament_sheets.print_tournament_to_pdf(view, "tables", path, "en", NOW)
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == 84  # 1,000 tables, twelve a page
    for number in (1, 42, 84):
        text = _words(reader.pages[number - 1].extract_text())
        assert text.startswith("Spring Festival Main Event Page")
        assert f"Page {number} of 84" in text
        assert "1,000 tables · 10,000 of 10,000 players remaining" in text
    assert "Table 1000 10/10" in _words(reader.pages[-1].extract_text())


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_move_slip_for_each_move_one_a_page(tmp_path: Path, lang: Lang) -> None:
    view = small_field()
    balance, broken, late, redraw = view.pending
    pages = _write(view, "moves", tmp_path, lang)
    assert len(pages) == 4
    if lang == "en":
        assert pages[0].startswith(f"Move slip Balancing the tables {view.name} "
                                   f"{balance.player} Go to TABLE 2 · SEAT 4 "
                                   "From table 1, seat 2 Plays waits until the button has "
                                   "passed him, then is dealt in When "
                                   f"{_local(NOW, 'en')} · proposed, not confirmed yet Why "
                                   "Table 1 has 10 players")
        assert pages[0].endswith("Rules TDA 11-A, TDA 11-B")
        assert "Table 5 broke" in pages[1] and "TABLE 2 · SEAT 6" in pages[1]
        assert "Plays dealt in at once" in pages[1]
        assert f"When {_local(broken.at, 'en')} · by Marta" in pages[1]  # type: ignore[arg-type]
        assert "Late entry" in pages[2] and "From new entry, not seated before" in pages[2]
        assert "Redraw for seats" in pages[3] and "TABLE 4 · SEAT 5" in pages[3]
    else:
        assert pages[0].startswith(f"Ficha de cambio Equilibrado de mesas {view.name} "
                                   f"{balance.player} Vaya a MESA 2 · ASIENTO 4 "
                                   "De mesa 1, asiento 2 Juega espera a que pase el botón y "
                                   f"después recibe cartas Cuándo {_local(NOW, 'es')} · "
                                   "propuesto, aún sin confirmar Por qué La mesa 1 tiene 10 "
                                   "jugadores")
        assert pages[0].endswith("Reglas TDA 11-A, TDA 11-B")
        assert "Mesa 5 rota" in pages[1] and "Juega recibe cartas de inmediato" in pages[1]
        assert "por Marta" in pages[1]
        assert "Inscripción tardía" in pages[2] and "nueva inscripción" in pages[2]
        assert "Nuevo sorteo de asientos" in pages[3]
        for english in ("Move", "Go to", "From", "waits", "When", "Why", "Rules", "by "):
            assert english not in " ".join(pages)
    assert _bare(LONG_NAME) in _bare(pages[1])
    assert late.player in pages[2] and redraw.player in pages[3]


def test_several_slips_on_a_page_and_the_moves_of_one_table(tmp_path: Path) -> None:
    view = small_field()
    pages = _write(view, "moves", tmp_path, "en", one_page=True)
    assert len(pages) == 1 and pages[0].count("Move slip") == 4
    many = tuple(view.pending) * 6  # 24 slips: a few pages, none split
    book = tournament_sheets.move_slips(many, view, "en", NOW, one_page=True)
    pages = [_words(page.extract_text())
             for page in pypdf.PdfReader(io.BytesIO(printing.pdf_bytes(book))).pages]
    assert 2 <= len(pages) <= 4
    assert sum(page.count("Move slip") for page in pages) == 24
    for page in pages:  # every slip on a page is whole, its rules last
        assert page.count("Move slip") == page.count("Rules TDA")
    two = _write(view, "moves", tmp_path, "es", table=2)
    assert len(two) == 3 and "Nuevo sorteo" not in " ".join(two)


def test_no_move_to_print(tmp_path: Path) -> None:
    view = big_field(20)
    assert _write(view, "moves", tmp_path, "es") == [
        f"Fichas de cambio No hay ningún cambio que imprimir. Impreso el {_local(NOW, 'es')}"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_field_with_nobody_seated_prints_one_page_saying_so(tmp_path: Path,
                                                              lang: Lang) -> None:
    view = big_field(0)
    nobody = {"en": ("No player is seated.", "No table is in play."),
              "es": ("No hay ningún jugador sentado.", "No hay ninguna mesa en juego.")}[lang]
    for which, said in (("seatcards", nobody[0]), ("seatlist", nobody[0]),
                        ("tables", nobody[1])):
        pages = _write(view, which, tmp_path, lang)
        assert len(pages) == 1 and pages[0].startswith(view.name) and said in pages[0]


def test_refusals_write_nothing(tmp_path: Path) -> None:
    view = small_field()
    with pytest.raises(UserError) as refused:
        tournament_sheets.print_tournament_to_pdf(view, "seatcards", tmp_path, "es", NOW)
    assert "es una carpeta" in refused.value.message("es")
    with pytest.raises(UserError) as refused:
        tournament_sheets.print_tournament_to_pdf(view, "chips", tmp_path / "x.pdf", "es",
                                                  NOW)
    assert "no hay ningún impreso de torneo llamado chips" in refused.value.message("es")
    with pytest.raises(UserError):
        tournament_sheets.print_tournament_to_pdf(view, "tables", tmp_path / "x.pdf", "en",
                                                  NOW, table=9)
    assert list(tmp_path.iterdir()) == []


def test_every_printout_names_its_tournament_first() -> None:
    view = small_field()
    for which in tournament_sheets.DOCUMENTS:
        for lang in ("en", "es"):
            document = tournament_sheets.tournament_document(view, which, lang, NOW)
            assert document.toPlainText().startswith(view.name)
