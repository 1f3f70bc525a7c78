"""A tournament's clock on paper: the structure sheet and the payout sheet.

Both are drawn from the plain ``ClockView`` (``services.clock_views``) alone, so the
tournament window's print preview and ``floorman print structure|payouts --tournament
NAME --pdf FILE`` give the same pages, in English or Spanish, through the same path as
the other tournament printouts (``printing.Sheet``: the header and page number on every
page, a block never split across pages; ``printing.write_pdf``: the whole file or
nothing). Paper does not tick: times are clock times in the desk's time zone.

- ``structure_sheet``: every level with its number, duration, blinds and ante, the
  breaks with their chip races and the director's notes; once the clock has started,
  the clock time each level is due to start from the level on (as if a paused clock
  resumed when printed, which the sheet says); the totals at the foot.
- ``payout_sheet``: the prize pool and what made it, the entries, each paid place with
  its share and amount, and the names of the places filled so far (players who shared a
  place with the prize of each).
"""

from __future__ import annotations

import html
import os
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import QApplication

from floorman.services.clock_views import ClockView
from floorman.text import Lang, Text, UserError, amount_text
from floorman.tournament.clock import ClockReading
from floorman.tournament.structure import Level, duration_text, level_numbers, totals

from floorman.ui.clock_screen import PrizeRow, blinds_text, prize_rows, whole
from floorman.ui.printing import Printable, Sheet, check_pdf_path, write_pdf
from floorman.ui.tournament_sheets import count_text
from floorman.ui.tournament_slips import when_text

__all__ = ["CLOCK_DOCUMENTS", "clock_document", "payout_sheet", "print_clock_to_pdf",
           "structure_sheet"]

CLOCK_DOCUMENTS = ("structure", "payouts")
WORDS = {
    "structure": Text("Structure", "Estructura"),
    "payouts": Text("Payouts", "Premios"),
    "printed": Text("Printed {when}", "Impreso el {when}"),
    "summary": Text("{levels} levels · {breaks} breaks ({break_time}) · total {time}",
                    "{levels} niveles · {breaks} descansos ({break_time}) · total {time}"),
    "stack": Text("Starting stack {stack}", "Stack inicial {stack}"),
    "not_started": Text("The clock has not started.", "El reloj no ha empezado."),
    "running": Text("The clock is on {level} with {left} left.",
                    "El reloj está en {level} y le quedan {left}."),
    "paused": Text("The clock is paused on {level} with {left} left; the times assume it "
                   "resumes when this sheet was printed.",
                   "El reloj está en pausa en {level} con {left} por delante; las horas "
                   "suponen que se reanuda al imprimir esta hoja."),
    "ended": Text("The last level's time has run out.",
                  "El tiempo del último nivel se ha agotado."),
    "level_n": Text("level {n}", "el nivel {n}"),
    "a_break": Text("a break", "un descanso"),
    "level": Text("Level", "Nivel"),
    "time": Text("Time", "Tiempo"),
    "blinds": Text("Blinds", "Ciegas"),
    "ante": Text("Ante", "Ante"),
    "starts": Text("Starts", "Empieza"),
    "notes": Text("Notes", "Notas"),
    "break": Text("Break", "Descanso"),
    "bb": Text("BB {amount}", "CG {amount}"),
    "bb_legend": Text("BB: a big blind ante, posted by the big blind for the table.",
                      "CG: ante de ciega grande, que pone la ciega grande por toda la mesa."),
    "now": Text("◀ now", "◀ ahora"),
    "played": Text("played", "jugado"),
    "chip_up": Text("Chip race at the next break: {what}",
                    "Carrera de fichas en el próximo descanso: {what}"),
    "total": Text("Total", "Total"),
    "no_structure": Text("No structure has been set for this tournament yet.",
                         "Este torneo no tiene estructura todavía."),
    "pool_line": Text("Prize pool {pool} · {entries} entries · {remaining} players left · "
                      "{paid} places paid",
                      "Bolsa de premios {pool} · {entries} inscritos · quedan {remaining} "
                      "jugadores · {paid} puestos pagados"),
    "made_of": Text("{entries} buy-ins of {buy_in}", "{entries} entradas de {buy_in}"),
    "rebuys": Text("{count} rebuys of {amount}", "{count} recompras de {amount}"),
    "add_ons": Text("{count} add-ons of {amount}", "{count} add-ons de {amount}"),
    "rounded": Text("Prizes rounded down to {chip}; what the rounding leaves goes to first "
                    "place.",
                    "Premios redondeados a {chip}; lo que deja el redondeo va al primer "
                    "puesto."),
    "place": Text("Place", "Puesto"),
    "share": Text("% of pool", "% de la bolsa"),
    "amount": Text("Amount", "Importe"),
    "finished": Text("Finished", "Terminó"),
    "shared": Text("shared place", "puesto compartido"),
    "no_prizes": Text("No prizes yet: prizes are set from 2 entries.",
                      "Aún no hay premios: se fijan a partir de 2 inscritos."),
    "no_row": Text("The payout table has no row for {entries} entries; add one.",
                   "La tabla de premios no tiene fila para {entries} inscritos; añada una."),
    "which": Text("there is no clock printout called {which}. Choose structure or payouts.",
                  "no hay ningún impreso del reloj llamado {which}. Elija structure o "
                  "payouts."),
}
POINTS = 11.0
ROWS_A_BLOCK = 32  # rows of a table kept together; a long structure runs over pages
# Each column's share of the page, so the blocks of a long table line up.
STRUCTURE_WIDTHS = {"level": 14, "time": 10, "blinds": 18, "ante": 13, "starts": 11}
PAYOUT_WIDTHS = {"place": 12, "share": 15, "amount": 16}
NAME_STYLE = "padding-left: 12px;"
TABLE = "<table width='100%' cellspacing='0' cellpadding='3'>"
SHADE = "background-color: #e6e6e6;"
HEAD = "border-bottom: 1px solid #555555; font-weight: bold;"


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def _printed(now: datetime, lang: Lang) -> str:
    return _w("printed", lang).format(when=when_text(now, lang))


def _clock_time(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


def _cell(text: str, *, right: bool = False, style: str = "") -> str:
    align = " align='right'" if right else ""
    extra = f" style='{style}'" if style else ""
    return f"<td{align}{extra} valign='top'>{text}</td>"


def _head(text: str, width: int | None, *, right: bool = False, style: str = "") -> str:
    """A column's heading; its width (per cent of the page) keeps the blocks of a long
    table in line."""
    wide = f" width='{width}%'" if width is not None else ""
    align = " align='right'" if right else ""
    return f"<td{wide}{align} style='{HEAD}{style}'>{text}</td>"


def _percent(share: Decimal, lang: Lang) -> str:
    """A share of the pool as the language writes it: 2.5 (2,5 in Spanish)."""
    text = amount_text(share)
    return text.replace(".", ",") if lang == "es" else text


def _ante(level: Level, lang: Lang) -> str:
    if level.is_break or level.ante <= 0:
        return ""
    amount = count_text(level.ante, lang)
    return _w("bb", lang).format(amount=amount) if level.big_blind_ante else amount


def _starts(view: ClockView, reading: ClockReading | None,
            now: datetime) -> list[datetime | None]:
    """When each level is due to start: from the level on, running on from now (a paused
    clock as if it resumed now); None for the levels played and before the start."""
    starts: list[datetime | None] = [None] * len(view.levels)
    if reading is None or reading.ended or reading.level >= len(view.levels):
        return starts
    current = view.levels[reading.level]
    if reading.running:
        starts[reading.level] = now - timedelta(milliseconds=current.ms - reading.left_ms)
    moment = now + timedelta(milliseconds=reading.left_ms)
    for index in range(reading.level + 1, len(view.levels)):
        starts[index] = moment
        moment += timedelta(milliseconds=view.levels[index].ms)
    return starts


def _clock_line(view: ClockView, reading: ClockReading | None, lang: Lang) -> str:
    if reading is None:
        return _w("not_started", lang)
    if reading.ended:
        return _w("ended", lang)
    number = level_numbers(view.levels)[reading.level] if reading.level < len(
        view.levels) else None
    level = (_w("a_break", lang) if number is None
             else _w("level_n", lang).format(n=number))
    return _w("running" if reading.running else "paused", lang).format(
        level=level, left=reading.text())


def structure_sheet(view: ClockView, lang: Lang, now: datetime) -> Sheet:
    """Every level and break of ``view``'s structure, with its times and the totals."""
    title = f"{view.name} · {_w('structure', lang)}"
    levels = view.levels
    if not levels:
        return Sheet(title, [_printed(now, lang)], [f"<p>{_w('no_structure', lang)}</p>"], 1,
                     POINTS, lang)
    reading = view.reading(now)
    counted = totals(levels)
    summary = _w("summary", lang).format(
        levels=counted.levels, breaks=counted.breaks,
        break_time=duration_text(counted.break_seconds), time=duration_text(counted.seconds))
    stack = _w("stack", lang).format(stack=count_text(view.starting_stack, lang))
    lines = [f"{summary} · {stack}", _clock_line(view, reading, lang)]
    if any(level.big_blind_ante and level.ante > 0 for level in levels):
        lines.append(_w("bb_legend", lang))
    lines.append(_printed(now, lang))
    started = reading is not None
    starts = _starts(view, reading, now)
    numbers = level_numbers(levels)
    heads = ["level", "time", "blinds", "ante", *(["starts"] if started else []), "notes"]
    head = "<tr>" + "".join(
        _head(_w(key, lang), STRUCTURE_WIDTHS.get(key), right=key not in ("level", "notes"),
              style=NAME_STYLE if key == "notes" else "") for key in heads) + "</tr>"
    rows = []
    for index, level in enumerate(levels):
        notes = []
        if level.is_break and level.colour_up is not None:
            notes.append(html.escape(level.chip_up_text(lang)))
        if level.note(lang):
            notes.append(f"<i>{html.escape(level.note(lang))}</i>")
        when = ""
        if started:
            at = starts[index]
            when = _clock_time(at) if at is not None else (
                f"<span style='color: #777777;'>{_w('played', lang)}</span>"
                if reading is not None and index < reading.level else "")
        on = reading is not None and not reading.ended and index == reading.level
        if on:
            notes.insert(0, f"<b>{_w('now', lang)}</b>")
        style = SHADE if level.is_break else ""
        if on:
            style += " font-weight: bold;"
        number = _w("break", lang) if numbers[index] is None else str(numbers[index])
        cells = [_cell(number, style=style),
                 _cell(duration_text(level.seconds), right=True, style=style),
                 _cell("" if level.is_break else blinds_text(level, lang), right=True,
                       style=style),
                 _cell(_ante(level, lang), right=True, style=style)]
        if started:
            cells.append(_cell(when, right=True, style=style))
        cells.append(_cell(" · ".join(notes), style=style + NAME_STYLE))
        rows.append("<tr>" + "".join(cells) + "</tr>")
    total = (f"<p style='margin-top: 4pt;'><b>{_w('total', lang)}:</b> "
             f"{html.escape(summary)}</p>")
    blocks = [TABLE + head + "".join(rows[start:start + ROWS_A_BLOCK]) + "</table>"
              for start in range(0, len(rows), ROWS_A_BLOCK)]
    blocks[-1] += total
    return Sheet(title, lines, blocks, 1, POINTS, lang)


def _made_of(view: ClockView, lang: Lang) -> str:
    prizes = view.prizes
    parts = [_w("made_of", lang).format(entries=count_text(view.entries, lang),
                                        buy_in=count_text(prizes.buy_in, lang))]
    if prizes.rebuys:
        parts.append(_w("rebuys", lang).format(count=count_text(prizes.rebuys, lang),
                                               amount=count_text(prizes.rebuy, lang)))
    if prizes.add_ons:
        parts.append(_w("add_ons", lang).format(count=count_text(prizes.add_ons, lang),
                                                amount=count_text(prizes.add_on, lang)))
    return " + ".join(parts)


def _finished(row: PrizeRow, lang: Lang) -> str:
    if not row.players:
        return ""
    if len(row.players) == 1:
        return html.escape(row.players[0][0])
    names = "<br>".join(f"{html.escape(name)} ({count_text(prize, lang)})"
                        for name, prize in row.players)
    return f"{names}<br><i>{_w('shared', lang)}</i>"


def payout_sheet(view: ClockView, lang: Lang, now: datetime) -> Sheet:
    """The prize pool, each paid place and its amount, and the places filled so far."""
    title = f"{view.name} · {_w('payouts', lang)}"
    rows = prize_rows(view)
    paid = sum(row.last - row.first + 1 for row in rows)
    lines = [_w("pool_line", lang).format(pool=count_text(view.pool, lang),
                                          entries=count_text(view.entries, lang),
                                          remaining=count_text(view.remaining, lang),
                                          paid=paid),
             _made_of(view, lang),
             _w("rounded", lang).format(chip=amount_text(view.prizes.chip)),
             _printed(now, lang)]
    if not rows:
        message = (_w("no_prizes", lang) if view.entries < 2
                   else _w("no_row", lang).format(entries=view.entries))
        return Sheet(title, lines, [f"<p>{message}</p>"], 1, POINTS, lang)
    head = ("<tr>" + _head(_w("place", lang), PAYOUT_WIDTHS["place"])
            + _head(_w("share", lang), PAYOUT_WIDTHS["share"], right=True)
            + _head(_w("amount", lang), PAYOUT_WIDTHS["amount"], right=True)
            + _head(_w("finished", lang), None, style=NAME_STYLE) + "</tr>")
    cells = []
    for row in rows:
        share = " + ".join(_percent(p, lang) for p in row.percents)
        style = SHADE if row.players else ""
        cells.append("<tr>" + _cell(f"<b>{row.place_text()}</b>", style=style)
                     + _cell(share, right=True, style=style)
                     + _cell(f"<b>{count_text(row.amount, lang)}</b>", right=True, style=style)
                     + _cell(_finished(row, lang), style=style + NAME_STYLE) + "</tr>")
    blocks = [TABLE + head + "".join(cells[start:start + ROWS_A_BLOCK]) + "</table>"
              for start in range(0, len(cells), ROWS_A_BLOCK)]
    average = view.average_stack
    if average is not None:
        blocks[-1] += (f"<p style='margin-top: 4pt; color: #333333;'>"
                       f"{html.escape(_average_line(view, lang))}</p>")
    return Sheet(title, lines, blocks, 1, POINTS, lang)


def _average_line(view: ClockView, lang: Lang) -> str:
    average = view.average_stack
    assert average is not None
    words = Text("Average stack {average} ({remaining} players)",
                 "Stack medio {average} ({remaining} jugadores)")
    return words.get(lang).format(average=count_text(whole(average), lang),
                                  remaining=count_text(view.remaining, lang))


def clock_document(view: ClockView, which: str, lang: Lang, now: datetime) -> Printable:
    """The clock printout ``which``: "structure" or "payouts".

    Raises:
        UserError: ``which`` is no clock printout.
    """
    if which == "structure":
        return structure_sheet(view, lang, now)
    if which == "payouts":
        return payout_sheet(view, lang, now)
    raise UserError(Text(WORDS["which"].en.format(which=which),
                         WORDS["which"].es.format(which=which)))


def print_clock_to_pdf(view: ClockView, document: str, path: Path, lang: Lang,
                       now: datetime) -> None:
    """``floorman print structure|payouts --tournament NAME --pdf FILE``: no window, the
    same pages as the tournament window's preview.

    Raises:
        UserError: ``path`` cannot take the PDF or ``document`` is no clock printout;
            nothing was written.
    """
    check_pdf_path(path)
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A full QApplication, so a window opened later in the same process still works.
        app = QApplication([])  # noqa: F841 -- must live while the document is printed
    write_pdf(clock_document(view, document, lang, now), path)
