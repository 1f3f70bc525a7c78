"""Screenshots of the rulings window and a printed ruling, to look at when they change.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.ruling_screenshots [FOLDER]

writes into FOLDER (default ``screenshots/``) the assistant on a bet dispute and on a
side-pot dispute (a question, then the ruling with the record form), the rulings log,
each in English and Spanish, and the recorded bet ruling printed to PDF in both
languages (``ruling_print_<lang>.pdf``; render with ``pdftoppm -png -r 60``). The clock is
fixed so the pages are the same every time. ``tests/ui/test_screenshots.py`` runs it.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from floorman.rules.walkthroughs import paths, walkthrough
from floorman.services.views import floor_view
from tests.ui.screenshots import demo_room, save, settle

from floorman.ui.ruling_record import save_ruling_pdf
from floorman.ui.rulings_window import RulingsWindow, table_context

# The disputes shown: a bet (on the flop, 1000 and four 100s pushed silently facing a
# 1000 bet: TDA 43-A), side pots.
BET = "bet_or_call"
SIDE_POTS = "side_pots"


def _answers(walk_id: str, prefer: dict[str, Any]) -> dict[str, Any]:
    walk = walkthrough(walk_id)
    for raw in paths(walk):
        if all(raw.get(key) == value for key, value in prefer.items()):
            return raw
    return next(paths(walk))


def _walk(window: RulingsWindow, app: QApplication, raw: dict[str, Any], stop_at: str,
          shot: Path, saved: list[Path]) -> None:
    assistant = window.assistant
    for _ in range(60):
        step_id = assistant.current_step_id()
        if step_id is None:
            return
        if step_id == stop_at:
            if assistant.input is not None and raw.get(step_id) is not None:
                assistant.input.set_value(raw[step_id])
            settle(app)
            save(window, shot, saved)
        assistant.answer(raw[step_id])
        settle(app)


def take(folder: Path) -> list[Path]:
    """Write the screenshots and printouts into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp, demo_room() as (app, desk, language, _url):
        settings = QSettings(f"{tmp}/settings.ini", QSettings.Format.IniFormat)
        view = floor_view(desk)
        context = table_context(view, next(t for t in view.tables if t.number == 4))
        window = RulingsWindow(desk, language, settings=settings)
        try:
            window.resize(1400, 900)
            window.show()
            for lang in ("en", "es"):
                language.switch(lang)
                window.settle(None, context)
                settle(app)
                save(window, folder / f"rulings_list_{lang}.png", saved)
                window.settle(BET, context)
                raw = _answers(BET, {"street": "flop", "said": None})
                _walk(window, app, raw, "chips", folder / f"assistant_bet_step_{lang}.png", saved)
                form = window.assistant.record_form
                assert form is not None
                form.accept_button.click()
                form.supervisor.setText("Carmen Díaz")
                settle(app)
                save(window, folder / f"assistant_bet_result_{lang}.png", saved)
                form.record_button.click()
                settle(app)
                assert form.record is not None, "the bet ruling was not recorded"
                pdf = folder / f"ruling_print_{lang}.pdf"
                save_ruling_pdf(form.record, pdf, lang)
                saved.append(pdf)
                window.settle(SIDE_POTS, context)
                _walk(window, app, _answers(SIDE_POTS, {}), "players",
                      folder / f"assistant_side_pots_step_{lang}.png", saved)
                save(window, folder / f"assistant_side_pots_result_{lang}.png", saved)
                window.show_log()
                settle(app)
                save(window, folder / f"rulings_log_{lang}.png", saved)
        finally:
            window.close()
            window.deleteLater()
    return saved


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots")
    for written in take(target):
        print(written)
