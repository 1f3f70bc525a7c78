"""The screenshot script keeps working (the pictures themselves are looked at by people)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui import ruling_screenshots, screenshots

from floorman.ui.language import Language


def test_the_screenshot_script_writes_every_picture(qapp: QApplication, tmp_path: Path) -> None:
    saved = screenshots.take(tmp_path)
    names = sorted(path.name for path in saved)
    assert names == sorted([f"{what}_{lang}.png" for what in ("desk", "call_dialog",
                                                             "seat_dialog", "dealer")
                            for lang in ("en", "es")]
                           + ["rulebook_en.png", "dealer_ruling_es.png"])
    desk = QImage(str(tmp_path / "desk_en.png"))
    assert (desk.width(), desk.height()) == (1600, 1000)
    assert QImage(str(tmp_path / "desk_es.png")) != desk  # the words differ
    Language("en")


def test_the_rulings_screenshot_script_writes_every_picture_and_printout(
        qapp: QApplication, tmp_path: Path) -> None:
    saved = ruling_screenshots.take(tmp_path)
    names = sorted(path.name for path in saved)
    pictures = ("rulings_list", "assistant_bet_step", "assistant_bet_result",
                "assistant_side_pots_step", "assistant_side_pots_result", "rulings_log")
    assert names == sorted([f"{what}_{lang}.png" for what in pictures for lang in ("en", "es")]
                           + ["ruling_print_en.pdf", "ruling_print_es.pdf"])
    printed = PdfReader(tmp_path / "ruling_print_es.pdf")
    text = " ".join(" ".join(page.extract_text().split()) for page in printed.pages)
    assert "Resolución" in text and "RRoP 3.v.14" in text  # the bet and a half (silent chips)
    assert "El jugador iguala 1000" in text
    Language("en")
