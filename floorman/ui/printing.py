"""Printed floor documents: the table-assignment sheet and the waiting lists.

Both are built as HTML in a ``QTextDocument`` from the plain ``FloorView``, so the GUI's
print preview, the GUI's PDF export and ``floorman print ... --pdf`` produce the same
pages. They are meant to be read at arm's length at the podium: large type, one line per
seat or player, the table number and game in bold.
"""

from __future__ import annotations

import errno
import html
import os
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QApplication, QWidget

from floorman.floor.timers import clock_text
from floorman.services.desk import Desk
from floorman.services.views import EMPTY, FloorView, TableView, floor_view
from floorman.store.models import AWAY, HELD
from floorman.text import Lang, Text, UserError, amount_text

WORDS = {
    "tables_title": Text("Table assignments", "Asignación de mesas"),
    "lists_title": Text("Waiting lists", "Listas de espera"),
    "table": Text("Table", "Mesa"),
    "players": Text("players", "jugadores"),
    "empty": Text("empty", "libre"),
    "held": Text("held", "reservado"),
    "away": Text("away", "ausente"),
    "left": Text("left", "restan"),
    "waiting": Text("waiting", "en espera"),
    "nobody": Text("Nobody is waiting.", "Nadie en espera."),
    "no_tables": Text("No open tables.", "No hay mesas abiertas."),
    "call_in": Text("call-in", "por teléfono"),
    "called": Text("called", "llamado"),
    "deposit": Text("deposit", "depósito"),
    "plays_at": Text("plays at table", "juega en la mesa"),
    "passes": Text("missed calls", "llamadas perdidas"),
    "printed": Text("Printed", "Impreso"),
}

STYLE = """
body { font-family: 'DejaVu Sans', sans-serif; font-size: 15pt; }
h1 { font-size: 22pt; margin-bottom: 0; }
p.stamp { font-size: 11pt; color: #444444; margin-top: 0; margin-bottom: 6pt; }
h2 { font-size: 16pt; margin-top: 6pt; margin-bottom: 2pt; }
td.seat { font-weight: bold; text-align: right; }
td.empty { color: #777777; font-style: italic; }
span.note { color: #333333; font-size: 12pt; }
p.game { font-size: 13pt; margin-top: 0; margin-bottom: 2pt; }
"""
ROWS_PER_PAGE = 2  # rows of two tables that fit on an A4 page at this type size
SEATS = "<table cellpadding='2' cellspacing='0'>"


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def _local(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


def _page(title: str, now: datetime, body: str, lang: Lang) -> str:
    stamp = f"{_w('printed', lang)} {now.astimezone().strftime('%Y-%m-%d %H:%M')}"
    return (f"<html><head><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1><p class='stamp'>{stamp}</p>{body}</body></html>")


def _table_block(view: FloorView, table: TableView, lang: Lang, now: datetime) -> str:
    game = view.game(table.game_id).label(lang)
    head = (f"<h2>{_w('table', lang)} {table.number}</h2><p class='game'>{html.escape(game)} · "
            f"{table.players}/{len(table.seats)} {_w('players', lang)}</p>")
    rows = []
    for seat in table.seats:
        if seat.state == EMPTY:
            rows.append(f"<tr><td class='seat'>{seat.number}</td>"
                        f"<td class='empty'>{_w('empty', lang)}</td></tr>")
            continue
        note = ""
        left = seat.time_left(now, view.house)
        if seat.state == HELD:
            note = f"{_w('held', lang)}"
        elif seat.state == AWAY:
            note = f"{_w('away', lang)}"
        if left is not None:
            note += f" · {_w('left', lang)} {clock_text(left)}"
        if note:
            note = f"<br><span class='note'>{note}</span>"
        rows.append(f"<tr><td class='seat'>{seat.number}</td>"
                    f"<td>{html.escape(seat.name or '?')}{note}</td></tr>")
    return head + SEATS + "".join(rows) + "</table>"


def table_sheet_html(view: FloorView, lang: Lang, now: datetime) -> str:
    """Every open table, its game and who sits in each seat."""
    blocks = [_table_block(view, t, lang, now) for t in view.tables if t.is_open]
    # Two tables side by side, a fixed number of rows a page, so no table is split
    # across a page break.
    rows = [
        "<tr>" + "".join(f"<td width='50%' valign='top'>{b}</td>" for b in blocks[i : i + 2])
        + "</tr>"
        for i in range(0, len(blocks), 2)
    ]
    pages = [rows[i : i + ROWS_PER_PAGE] for i in range(0, len(rows), ROWS_PER_PAGE)]
    breaks = ["", " style='page-break-before: always'"]
    body = "".join(
        f"<table width='100%' cellpadding='4' cellspacing='0'{breaks[n > 0]}>"
        f"{''.join(page)}</table>"
        for n, page in enumerate(pages)
    ) or f"<p>{_w('no_tables', lang)}</p>"
    return _page(_w("tables_title", lang), now, body, lang)


def waitlist_sheet_html(view: FloorView, lang: Lang, now: datetime) -> str:
    """Each game's waiting list in order, with call-ins, calls and deposits marked."""
    blocks = []
    for game in view.games:
        entries = view.lists.get(game.id, ())
        head = (f"<h2>{html.escape(game.label(lang))} · {len(entries)} "
                f"{_w('waiting', lang)}</h2>")
        if not entries:
            blocks.append(head + f"<p class='note'>{_w('nobody', lang)}</p>")
            continue
        rows = []
        for entry in entries:
            notes = []
            if entry.call_in:
                notes.append(_w("call_in", lang))
            if entry.called_at is not None:
                notes.append(f"{_w('called', lang)} {_local(entry.called_at)}")
            if entry.deposit is not None:
                notes.append(f"{_w('deposit', lang)} {amount_text(entry.deposit)}")
            if entry.playing_at is not None:
                notes.append(f"{_w('plays_at', lang)} {entry.playing_at}")
            if entry.passes:
                notes.append(f"{_w('passes', lang)}: {entry.passes}")
            note = f" <span class='note'>{html.escape(' · '.join(notes))}</span>" if notes else ""
            rows.append(f"<tr><td class='seat'>{entry.position}</td>"
                        f"<td>{html.escape(entry.name)}{note}</td></tr>")
        blocks.append(head + SEATS + "".join(rows) + "</table>")
    return _page(_w("lists_title", lang), now, "".join(blocks), lang)


def _document(markup: str) -> QTextDocument:
    document = QTextDocument()
    document.setDefaultFont(QFont("DejaVu Sans", 15))
    document.setHtml(markup)
    return document


def table_sheet(view: FloorView, lang: Lang, now: datetime) -> QTextDocument:
    return _document(table_sheet_html(view, lang, now))


def waitlist_sheet(view: FloorView, lang: Lang, now: datetime) -> QTextDocument:
    return _document(waitlist_sheet_html(view, lang, now))


DOCUMENTS: dict[str, Callable[[FloorView, Lang, datetime], QTextDocument]] = {
    "tables": table_sheet,
    "waitlists": waitlist_sheet,
}


def _refuse_pdf(en: str, es: str) -> UserError:
    return UserError(Text(en, es), "--pdf")


def check_pdf_path(path: Path) -> None:
    """Refuse a place a PDF cannot be written to, before anything is rendered: a folder,
    a folder that does not exist, or one that cannot be written here.

    Raises:
        UserError: what is wrong with ``path`` and what to do.
    """
    folder = path.parent
    if path.is_dir():
        raise _refuse_pdf(
            f"{path} is a folder. Give the name of the PDF file to write, e.g. "
            f"{path / 'tables.pdf'}.",
            f"{path} es una carpeta. Indique el nombre del archivo PDF, p. ej. "
            f"{path / 'mesas.pdf'}.",
        )
    if not folder.exists():
        raise _refuse_pdf(
            f"the folder {folder} does not exist. Create it or choose another place for "
            "the PDF.",
            f"la carpeta {folder} no existe. Créela o elija otro lugar para el PDF.",
        )
    if not folder.is_dir():
        raise _refuse_pdf(
            f"{folder} is a file, not a folder. Choose another place for the PDF.",
            f"{folder} es un archivo, no una carpeta. Elija otro lugar para el PDF.",
        )
    if not os.access(folder, os.W_OK):
        raise _cannot_write(path, PermissionError(errno.EACCES,
                                                  "the folder is read-only here"))


def _cannot_write(path: Path, error: OSError) -> UserError:
    reason = error.strerror or str(error)
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return _refuse_pdf(
            f"there is not enough room in {path.parent} for the PDF ({reason}). Nothing was "
            "written: free some space or choose another place.",
            f"no hay espacio suficiente en {path.parent} para el PDF ({reason}). No se "
            "escribió nada: libere espacio o elija otro lugar.",
        )
    return _refuse_pdf(
        f"cannot write the PDF {path}: {reason}. Nothing was written: choose a folder you "
        "may write to.",
        f"no se puede escribir el PDF {path}: {reason}. No se escribió nada: elija una "
        "carpeta en la que pueda escribir.",
    )


def pdf_bytes(document: QTextDocument) -> bytes:
    """``document`` as an A4 PDF, rendered in memory."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(document.toPlainText().splitlines()[0] if document.toPlainText() else "")
    writer.setCreator("floorman")
    document.print_(writer)
    del writer  # ends the PDF
    buffer.close()
    return bytes(buffer.data().data())


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


def write_pdf(document: QTextDocument, path: Path) -> None:
    """Write ``document`` to an A4 PDF at ``path``, whole or not at all: rendered in
    memory and checked, written to a temporary file beside ``path``, flushed to disk and
    then renamed over it, so a full disk or a crash never leaves a 0-byte or partial PDF.

    Raises:
        UserError: ``path`` cannot take the PDF (see ``check_pdf_path``, a full disk);
            nothing was written.
    """
    check_pdf_path(path)
    data = pdf_bytes(document)
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-1024:]:
        raise _refuse_pdf(
            "the PDF did not come out whole, so nothing was written. Try again.",
            "el PDF no salió completo, así que no se escribió nada. Inténtelo de nuevo.",
        )
    try:
        descriptor, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".partial",
                                            dir=path.parent)
    except OSError as error:
        raise _cannot_write(path, error) from None
    temporary = Path(name)
    try:
        try:
            # A new file gets the usual mode (mkstemp's is private), a replaced one keeps its.
            os.chmod(temporary, path.stat().st_mode & 0o777 if path.exists() else 0o644)
            _write_all(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise _cannot_write(path, error) from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def print_to_pdf(desk: Desk, which: str, path: Path, lang: Lang) -> None:
    """``floorman print tables|waitlists --pdf FILE``: no window, same pages as the GUI.

    Raises:
        UserError: ``path`` cannot take the PDF; nothing was written.
    """
    check_pdf_path(path)
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A full QApplication, so a window opened later in the same process still works.
        app = QApplication([])  # noqa: F841 -- must live while the document is printed
    document = DOCUMENTS[which](floor_view(desk), lang, desk.now())
    write_pdf(document, path)


def print_preview(document: QTextDocument, parent: QWidget | None = None) -> None:
    """Show the print preview dialog for ``document`` (print, or save as PDF from it)."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.paintRequested.connect(document.print_)
    dialog.exec()
