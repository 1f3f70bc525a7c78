"""The screenshot script keeps working (the pictures themselves are looked at by people)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui import screenshots

from floorman.ui.language import Language


def test_the_screenshot_script_writes_every_picture(qapp: QApplication, tmp_path: Path) -> None:
    saved = screenshots.take(tmp_path)
    names = sorted(path.name for path in saved)
    assert names == sorted(f"{what}_{lang}.png" for what in ("desk", "call_dialog",
                                                            "seat_dialog")
                           for lang in ("en", "es"))
    desk = QImage(str(tmp_path / "desk_en.png"))
    assert (desk.width(), desk.height()) == (1600, 1000)
    assert QImage(str(tmp_path / "desk_es.png")) != desk  # the words differ
    Language("en")
