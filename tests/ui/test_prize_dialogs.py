"""The prize settings and the payout table dialogs: what is typed is read, checked with
the core's messages in the director's language, and handed on only when right."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from floorman.services.clock_views import PrizeSettings
from floorman.text import Lang, Text, UserError
from floorman.tournament.payouts import DEFAULT_PAYOUTS, PayoutRow

from floorman.ui.prize_dialogs import (
    FROM,
    PERCENTS,
    PLACES,
    TO,
    TOTAL,
    PayoutLine,
    PayoutModel,
    PayoutTableDialog,
    PrizeDialog,
)

D = Decimal


def _ok(dialog: object) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # type: ignore[attr-defined]


def prize_dialog(qtbot: object, lang: Lang = "en", saved: list[PrizeSettings] | None = None,
                 refuse: UserError | None = None) -> PrizeDialog:
    def save(prizes: PrizeSettings) -> None:
        if refuse is not None:
            raise refuse
        if saved is not None:
            saved.append(prizes)

    dialog = PrizeDialog(PrizeSettings(buy_in=D(100)), lambda: lang, save, entries=120)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    return dialog


def test_the_prizes_typed_are_handed_on_and_the_pool_follows(qtbot: object) -> None:
    saved: list[PrizeSettings] = []
    dialog = prize_dialog(qtbot, saved=saved)
    assert dialog.pool.text() == "Prize pool: 12,000 (120 entries)"
    dialog.inputs["rebuy"].setText("100")
    dialog.inputs["rebuy_chips"].setText("20.000")
    dialog.counts["rebuys"].setValue(14)
    dialog.inputs["add_on"].setText("50")
    dialog.inputs["add_on_chips"].setText("25000")
    dialog.counts["add_ons"].setValue(80)
    dialog.inputs["chip"].setText("25")
    assert dialog.pool.text() == "Prize pool: 17,400 (120 entries)"
    _ok(dialog)
    assert not dialog.isVisible()
    expected = PrizeSettings(buy_in=D(100), rebuy=D(100), add_on=D(50),
                             rebuy_chips=D(20000), add_on_chips=D(25000), rebuys=14,
                             add_ons=80, chip=D(25))
    assert saved == [expected] and dialog.prizes == expected


@pytest.mark.parametrize("lang", ["en", "es"])
def test_bad_amounts_are_refused_under_their_field(qtbot: object, lang: Lang) -> None:
    saved: list[PrizeSettings] = []
    dialog = prize_dialog(qtbot, lang, saved)
    dialog.inputs["buy_in"].setText("cien")
    _ok(dialog)
    assert dialog.isVisible() and saved == []
    assert dialog.error_text("buy_in") == (
        "The buy-in: 'cien' is not an amount; type a number such as 100." if lang == "en"
        else "La entrada: «cien» no es un importe; escriba un número como 100.")
    dialog.inputs["buy_in"].setText("100")
    dialog.inputs["rebuy"].setText("-5")
    _ok(dialog)
    assert dialog.error_text("buy_in") == ""
    assert dialog.error_text("rebuy") == ("The rebuy is below 0; type 0 or more."
                                          if lang == "en" else
                                          "La recompra es menor que 0; escriba 0 o más.")
    dialog.inputs["rebuy"].setText("0")
    dialog.inputs["chip"].setText("0")
    _ok(dialog)  # the core's own words
    assert dialog.error_text("chip") == (
        "Prizes are rounded to a chip worth more than 0; give the smallest chip the prizes "
        "are paid in, such as 5." if lang == "en"
        else "Los premios se redondean a una ficha de más de 0; indique la ficha más "
        "pequeña en que se pagan, como 5.")
    dialog.inputs["chip"].setText("1")
    _ok(dialog)
    assert not dialog.isVisible() and len(saved) == 1


def test_what_the_save_refuses_shows_under_its_field(qtbot: object) -> None:
    refusal = UserError(Text("the rebuy period is over.", "el periodo de recompras acabó."),
                        "rebuys")
    dialog = prize_dialog(qtbot, refuse=refusal)
    _ok(dialog)
    assert dialog.isVisible()
    assert dialog.error_text("rebuys") == "The rebuy period is over."
    general = UserError(Text("the store does not answer.", "la base no responde."))
    dialog._save = lambda _prizes: (_ for _ in ()).throw(general)  # type: ignore[assignment]
    _ok(dialog)
    assert dialog.error_text() == "The store does not answer."


# --- the payout table ---------------------------------------------------------------------

def payout_dialog(qtbot: object, rows: tuple[PayoutRow, ...] = DEFAULT_PAYOUTS[:3],
                  lang: Lang = "en",
                  saved: list[tuple[PayoutRow, ...] | None] | None = None) -> PayoutTableDialog:
    dialog = PayoutTableDialog(rows, lambda: lang,
                               saved.append if saved is not None else None)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    return dialog


def _cell(model: PayoutModel, row: int, column: int) -> str:
    return str(model.index(row, column).data())


def _type(model: PayoutModel, row: int, column: int, text: str) -> None:
    assert model.setData(model.index(row, column), text)


def test_the_payout_model_passes_the_model_tester(qtmodeltester: object) -> None:
    model = PayoutModel(())
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.set_rows(DEFAULT_PAYOUTS)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.insertRows(2, 2)
    model.removeRows(0, 1)
    model.set_error(1, "wrong")
    qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_the_rows_count_their_places_and_total(qtbot: object) -> None:
    dialog = payout_dialog(qtbot)
    model = dialog.model
    assert [_cell(model, 2, c) for c in (FROM, TO, PERCENTS, PLACES, TOTAL)] == [
        "11", "20", "50 30 20", "3", "100 %"]
    _type(model, 2, PERCENTS, "50, 30,5; 19,5%")
    assert _cell(model, 2, PLACES) == "3" and _cell(model, 2, TOTAL) == "100 %"
    assert PayoutLine(percents="12.5 x").shares() is None


def test_a_payout_table_is_typed_row_by_row_and_handed_on(qtbot: object) -> None:
    saved: list[tuple[PayoutRow, ...] | None] = []
    dialog = payout_dialog(qtbot, saved=saved)
    dialog.activateWindow()  # shortcuts reach only the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog,  # type: ignore[attr-defined]
                    timeout=3000)
    dialog.table.setCurrentIndex(dialog.model.index(2, FROM))
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Insert)  # type: ignore[attr-defined]
    model = dialog.model
    assert model.rowCount() == 4 and _cell(model, 3, FROM) == "21"
    _type(model, 3, PERCENTS, "45 27 18 10")
    _ok(dialog)
    assert not dialog.isVisible()
    assert saved == [(*DEFAULT_PAYOUTS[:3], PayoutRow(21, None, (D(45), D(27), D(18),
                                                                 D(10))))]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bad_table_is_refused_with_the_cores_words_and_its_row_marked(
        qtbot: object, lang: Lang) -> None:
    saved: list[tuple[PayoutRow, ...] | None] = []
    dialog = payout_dialog(qtbot, lang=lang, saved=saved)
    model = dialog.model
    _type(model, 1, PERCENTS, "60 30")  # 6-10 entries: 90 %
    _ok(dialog)
    assert dialog.isVisible() and saved == []
    assert dialog.error_text() == (
        "The row for 6-10 entries adds up to 90%, not 100%; correct its percentages."
        if lang == "en" else
        "La fila de 6-10 inscritos suma un 90 %, no un 100 %; corrija sus porcentajes.")
    assert dialog.table.currentIndex().row() == 1
    assert model.index(1, FROM).data(Qt.ItemDataRole.ToolTipRole) == dialog.error_text()
    _type(model, 1, PERCENTS, "65 35")
    _type(model, 0, TO, "seis")
    _ok(dialog)
    assert dialog.error_text().startswith("Row 1: to 'seis' is not a number of entries"
                                          if lang == "en" else
                                          "Fila 1: hasta «seis» no es un número de inscritos")
    assert dialog.table.currentIndex().row() == 0
    _type(model, 0, TO, "4")  # 2-4 then 6-10: a gap
    _ok(dialog)
    assert ("leave a gap or overlap" if lang == "en" else "dejan un hueco") in \
        dialog.error_text()
    _type(model, 0, TO, "5")
    _ok(dialog)
    assert saved == [DEFAULT_PAYOUTS[:3]]


def test_the_house_table_is_followed_until_edited(qtbot: object) -> None:
    saved: list[tuple[PayoutRow, ...] | None] = []
    dialog = payout_dialog(qtbot, rows=(PayoutRow(2, None, (D(100),)),), saved=saved)
    dialog.buttons_["house"].click()
    assert dialog.model.rowCount() == len(DEFAULT_PAYOUTS)
    _ok(dialog)
    assert saved == [None] and dialog.rows is None  # follow the house's table
    dialog = payout_dialog(qtbot, rows=(PayoutRow(2, None, (D(100),)),), saved=saved)
    dialog.buttons_["house"].click()
    _type(dialog.model, 0, PERCENTS, "100")
    _ok(dialog)
    assert saved[-1] == DEFAULT_PAYOUTS
