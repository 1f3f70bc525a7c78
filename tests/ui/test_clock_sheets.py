"""The structure sheet and the payout sheet, written to PDF and read back: every level
and amount is on the page, in English and in Spanish, with the start times once the
clock runs and the places filled so far."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pypdf
import pytest

from floorman.services.clock_views import PrizeSettings
from floorman.text import Lang, UserError
from floorman.tournament.clock import ClockState
from floorman.tournament.structure import Level, duration_text, level_numbers
from floorman.tournament.structure_templates import TEMPLATES
from tests.ui.test_clock_screen import NOW, view_at

from floorman.ui import clock_sheets, printing
from floorman.ui.clock_screen import prize_rows
from floorman.ui.tournament_sheets import count_text

pytestmark = pytest.mark.usefixtures("qapp")  # documents lay text out with Qt's fonts
REGULAR = TEMPLATES[1].levels


def _words(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _write(view: object, which: str, tmp_path: Path, lang: Lang) -> list[str]:
    path = tmp_path / f"{which}_{lang}.pdf"
    clock_sheets.print_clock_to_pdf(view, which, path, lang, NOW)  # type: ignore[arg-type]
    return [_words(page.extract_text()) for page in pypdf.PdfReader(path).pages]


def _clock(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_structure_sheet_lists_every_level_with_its_start(tmp_path: Path,
                                                              lang: Lang) -> None:
    view = view_at(levels=REGULAR, state=ClockState(6, 754_300, True, NOW))
    pages = _write(view, "structure", tmp_path, lang)
    assert len(pages) == 1
    text = pages[0]
    assert text.startswith("Sunday Deepstack · " + ("Structure" if lang == "en"
                                                      else "Estructura"))
    numbers = level_numbers(REGULAR)
    at = 0
    for index, level in enumerate(REGULAR):  # in order, each with its blinds and ante
        if level.is_break:
            word = "Break" if lang == "en" else "Descanso"
            at = text.index(f"{word} {duration_text(level.seconds)}", at)
            continue
        small, big = count_text(level.small_blind, lang), count_text(level.big_blind, lang)
        row = f"{numbers[index]} 20:00 {small}/{big}"
        if level.ante:
            row += f" {'BB' if lang == 'en' else 'CG'} {count_text(level.ante, lang)}"
        at = text.index(row, at)
    # Level 6 has 12:35 left at 21:00: it started at 20:52 and the next starts at
    # 21:12, the break after level 8 at 21:52.
    started = _clock(NOW - timedelta(seconds=1200 - 754.3))
    assert f"20:00 200/400 {'BB' if lang == 'en' else 'CG'} 400 {started}" in text
    assert "7 20:00 300/600" in text
    assert _clock(NOW + timedelta(seconds=754.3)) in text
    assert f"10:00 {_clock(NOW + timedelta(seconds=754.3 + 2400))}" in text
    assert ("◀ now" if lang == "en" else "◀ ahora") in text
    assert ("played" if lang == "en" else "jugado") in text
    assert ("Colour up the 25s (chip race)" if lang == "en"
            else "Se retiran las fichas de 25 (carrera de fichas)") in text
    total = ("20 levels · 4 breaks (40:00) · total 7:20:00" if lang == "en"
             else "20 niveles · 4 descansos (40:00) · total 7:20:00")
    assert text.count(total) == 2  # under the title and at the foot
    assert ("The clock is on level 6 with 12:35 left." if lang == "en"
            else "El reloj está en el nivel 6 y le quedan 12:35.") in text


def test_a_structure_not_started_has_no_start_times_and_a_long_one_runs_over_pages(
        tmp_path: Path) -> None:
    text = _write(view_at(levels=REGULAR, state=None), "structure", tmp_path, "en")[0]
    assert "The clock has not started." in text
    assert "Starts" not in text and "played" not in text
    long = tuple(Level(900, Decimal(100 * n), Decimal(200 * n)) for n in range(1, 151))
    pages = _write(view_at(levels=long, state=None), "structure", tmp_path, "en")
    assert len(pages) >= 3
    assert all(page.startswith("Sunday Deepstack · Structure") for page in pages)
    assert f"Page 1 of {len(pages)}" in pages[0]
    joined = " ".join(pages)
    assert "150 15:00 15,000/30,000" in joined
    assert "150 levels · 0 breaks (0:00) · total 37:30:00" in joined
    paused = view_at(levels=REGULAR, running=False, state=ClockState(0, 600_000, False, NOW))
    text = _write(paused, "structure", tmp_path, "en")[0]
    assert "The clock is paused on level 1 with 10:00 left" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_payout_sheet_shows_the_pool_each_place_and_who_finished(
        tmp_path: Path, lang: Lang) -> None:
    view = view_at()
    text = _write(view, "payouts", tmp_path, lang)[0]
    assert text.startswith("Sunday Deepstack · " + ("Payouts" if lang == "en" else "Premios"))
    pool = count_text(view.pool, lang)
    assert (f"Prize pool {pool} · 120 entries · 87 players left · 15 places paid"
            if lang == "en" else
            f"Bolsa de premios {pool} · 120 inscritos · quedan 87 jugadores · 15 puestos "
            "pagados") in text
    assert ("120 buy-ins of 100 + 14 rebuys of 100" if lang == "en"
            else "120 entradas de 100 + 14 recompras de 100") in text
    at = 0
    for row in prize_rows(view):
        at = text.index(f"{row.place_text()} ", at)
        at = text.index(count_text(row.amount, lang), at)
    amounts = view.amounts()
    assert f"11 2 {count_text(amounts[10], lang)} Rosa Vidal" in text
    assert f"12-13 2 + 2 {count_text(amounts[11] + amounts[12], lang)} Pablo Martín" in text
    assert "Inés Castro" in text
    assert ("2.5" if lang == "en" else "2,5") in text  # 9th and 10th: 2.5 % each
    assert ("shared place" if lang == "en" else "puesto compartido") in text


def test_a_payout_sheet_before_two_entries_says_so(tmp_path: Path) -> None:
    view = replace(view_at(), entries=1, remaining=1, places=())
    text = _write(view, "payouts", tmp_path, "es")[0]
    assert "Aún no hay premios: se fijan a partir de 2 inscritos." in text


def test_the_sheets_go_to_the_print_path_and_a_wrong_name_is_refused(
        tmp_path: Path) -> None:
    document = clock_sheets.clock_document(view_at(), "structure", "en", NOW)
    assert isinstance(document, printing.Sheet)
    assert printing.pdf_bytes(document).startswith(b"%PDF-")
    with pytest.raises(UserError, match="Choose structure or payouts"):
        clock_sheets.clock_document(view_at(), "prizes", "en", NOW)
    with pytest.raises(UserError):
        clock_sheets.print_clock_to_pdf(view_at(), "payouts", tmp_path / "no" / "x.pdf",
                                        "en", NOW)
    assert not (tmp_path / "no").exists()
    no_structure = clock_sheets.structure_sheet(view_at(levels=(), state=None), "es", NOW)
    assert "Este torneo no tiene estructura todavía." in no_structure.toPlainText()


def test_floorman_print_writes_the_clock_sheets_of_a_tournament(
        desk: object, store_url: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    from floorman import app
    from floorman.services import tournament_clock, tournaments

    made = tournaments.create_tournament(
        desk, name="Sunday Deepstack", variant="holdem", betting="no_limit",  # type: ignore[arg-type]
        table_size=10, tables=[1, 2], starting_stack="20000")
    tournament = made.created_id
    tournaments.register_entrants(desk, tournament_id=tournament,  # type: ignore[arg-type]
                                  names=[f"Player {n}" for n in range(12)])
    tournament_clock.save_structure(desk, tournament, REGULAR)  # type: ignore[arg-type]
    tournament_clock.set_prizes(desk, tournament,  # type: ignore[arg-type]
                                PrizeSettings(buy_in=Decimal(50)))
    path = tmp_path / "estructura.pdf"
    assert app.main(["print", "structure", "--tournament", "sunday deepstack", "--pdf",
                     str(path), "--database", store_url, "--lang", "es"]) == 0
    text = _words(pypdf.PdfReader(path).pages[0].extract_text())
    assert "Sunday Deepstack · Estructura" in text and "10.000/20.000" in text
    path = tmp_path / "payouts.pdf"
    assert app.main(["print", "payouts", "--tournament", "Sunday Deepstack", "--pdf",
                     str(path), "--database", store_url, "--lang", "en"]) == 0
    text = _words(pypdf.PdfReader(path).pages[0].extract_text())
    assert "Prize pool 600 · 12 entries" in text and "1 50 300 " in text  # 50 % of 600
    capsys.readouterr()
    assert app.main(["print", "payouts", "--pdf", str(path), "--database", store_url,
                     "--lang", "en"]) == 2
    assert "payouts is a tournament's printout: give --tournament NAME." in \
        capsys.readouterr().err
