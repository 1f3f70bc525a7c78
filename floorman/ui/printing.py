"""Printed floor documents: the table-assignment sheet and the waiting lists.

Both are built from the plain ``FloorView``, so the GUI's print preview, the GUI's PDF
export and ``floorman print ... --pdf`` produce the same pages. The table sheet is a
``Sheet``: one block per table laid out on a grid of columns, a whole room on one page,
blocks never split across pages, and the same header (what, how many, when printed,
page N of M) on every page. Paper does not tick, so it gives clock times ("held until
23:10", "away since 22:41") in the desk's local time, never a countdown. The waiting
lists flow as one ``QTextDocument``.
"""

from __future__ import annotations

import errno
import html
import os
import tempfile
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QWidget

from floorman.services.desk import Desk
from floorman.services.views import EMPTY, EntryView, FloorView, TableView, floor_view
from floorman.store.models import AWAY, HELD
from floorman.text import Lang, Text, UserError, amount_text

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrintPreviewDialog

WORDS = {
    "tables_title": Text("Table assignments", "Asignación de mesas"),
    "lists_title": Text("Waiting lists", "Listas de espera"),
    "table": Text("Table", "Mesa"),
    "players": Text("players", "jugadores"),
    "empty": Text("empty", "libre"),
    "held_until": Text("held until {time}", "reservado hasta las {time}"),
    "away_since": Text("away since {time}", "ausente desde las {time}"),
    "held_big_blind": Text("held until his big blind (broken game)",
                           "reservado hasta su ciega grande (partida rota)"),
    "waiting": Text("waiting", "en espera"),
    "nobody": Text("Nobody is waiting.", "Nadie en espera."),
    "no_tables": Text("No open tables.", "No hay mesas abiertas."),
    "call_in": Text("call-in", "por teléfono"),
    "called": Text("called {time}", "llamado a las {time}"),
    "sent_to": Text("table {table}, seat {seat}", "mesa {table}, asiento {seat}"),
    "deposit": Text("deposit", "depósito"),
    "plays_at": Text("plays at table", "juega en la mesa"),
    "passes": Text("missed calls", "llamadas perdidas"),
    "printed": Text("Printed {when}", "Impreso el {when}"),
    "page": Text("Page {n} of {count}", "Página {n} de {count}"),
    "room": Text("{tables} open tables · {players} players seated",
                 "{tables} mesas abiertas · {players} jugadores sentados"),
    "one_table": Text("{game} · {players}/{seats} players",
                      "{game} · {players}/{seats} jugadores"),
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
SEATS = "<table cellpadding='2' cellspacing='0'>"
# The table sheet's type: small enough for a room of twelve 9- and 10-seat tables on one
# A4 page in four columns, still read at arm's length; one table alone prints large.
GRID_POINTS = 10.5
ONE_TABLE_POINTS = 16.0
GRID_COLUMNS = 4
SEAT_WIDTH = "__seat__"  # the seat numbers' column, as wide in every block
BLOCK_STYLE = """
p.title { font-size: 125%; font-weight: bold; margin: 0; }
p.game { font-size: 85%; color: #333333; margin-top: 0; margin-bottom: 2pt; }
td.seat { font-weight: bold; text-align: right; }
td.empty { color: #777777; font-style: italic; }
span.note { font-size: 85%; color: #222222; font-style: italic; }
h1 { font-size: 170%; margin: 0; }
p.stamp { font-size: 90%; color: #444444; margin: 0; }
td.page { font-size: 90%; color: #444444; }
"""


def _w(key: str, lang: Lang) -> str:
    return WORDS[key].get(lang)


def _local(moment: datetime) -> str:
    """A clock time in the desk's own time zone, as the floor reads it."""
    return moment.astimezone().strftime("%H:%M")


def _printed(now: datetime, lang: Lang) -> str:
    when = now.astimezone().strftime("%d/%m/%Y %H:%M" if lang == "es" else "%Y-%m-%d %H:%M")
    return _w("printed", lang).format(when=when)


def _page(title: str, now: datetime, body: str, lang: Lang) -> str:
    return (f"<html><head><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1><p class='stamp'>{_printed(now, lang)}</p>"
            f"{body}</body></html>")


class Printable(Protocol):
    """What the print preview and the PDF writer print: a ``QTextDocument`` or a
    ``Sheet``."""

    def print_(self, printer: QPagedPaintDevice) -> None: ...

    def toPlainText(self) -> str: ...


class Sheet:
    """A printout laid out page by page: ``blocks`` (HTML, one per table) on a grid of
    ``columns``, as many rows a page as fit, a block never split across pages, and the
    header repeated on every page with its page number.

    Args:
        title: the sheet's heading.
        lines: the lines under the heading (the room, when it was printed).
        blocks: the blocks, in order, each laid out at the width of a column.
        columns: blocks across a page.
        points: the size of the body type.
        lang: the language of "Page N of M".
    """

    def __init__(self, title: str, lines: Sequence[str], blocks: Sequence[str], columns: int,
                 points: float, lang: Lang) -> None:
        self.title = title
        self.lines = tuple(lines)
        self.blocks = tuple(blocks)
        self.columns = columns
        self.points = points
        self.lang: Lang = lang

    def toPlainText(self) -> str:
        """The sheet's words, the title first (for tests and the PDF's title)."""
        return "\n".join([self.title, *self.lines,
                          *(self._document(b, None).toPlainText() for b in self.blocks)])

    def header_html(self, page: int, pages: int) -> str:
        number = html.escape(_w("page", self.lang).format(n=page, count=pages))
        stamp = "".join(f"<p class='stamp'>{html.escape(line)}</p>" for line in self.lines)
        return (f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
                f"<td><h1>{html.escape(self.title)}</h1></td>"
                f"<td class='page' align='right' valign='bottom'>{number}</td></tr></table>"
                f"{stamp}")

    def _document(self, markup: str, device: QPagedPaintDevice | None,
                  width: float | None = None) -> QTextDocument:
        document = QTextDocument()
        if device is not None:
            # Laid out for the device itself, so what is measured is what prints.
            document.documentLayout().setPaintDevice(device)
        document.setDefaultFont(_font(self.points))
        document.setDefaultStyleSheet(BLOCK_STYLE)
        document.setDocumentMargin(0)
        # Lengths in pixels are 1/96 inch on paper; the seat numbers take two digits' room.
        seat = round(self.points * 2 * 96 / 72)
        document.setHtml(markup.replace(SEAT_WIDTH, str(seat)))
        if width is not None:
            document.setTextWidth(width)
        return document

    def layout(self, device: QPagedPaintDevice) -> list[list[list[QTextDocument]]]:
        """The pages for ``device``: each a list of rows, each row the blocks laid out."""
        width, height = device.width(), device.height()
        gap = device.logicalDpiY() * 5 / 25.4  # 5 mm between blocks
        column = (width - gap * (self.columns - 1)) / self.columns
        room = height - self._header(device, 99, 99).size().height() - gap
        docs = [self._document(b, device, column) for b in self.blocks]
        rows = [docs[i : i + self.columns] for i in range(0, len(docs), self.columns)]
        pages: list[list[list[QTextDocument]]] = [[]]
        used = 0.0
        for row in rows:
            tall = max(d.size().height() for d in row) + gap
            if pages[-1] and used + tall > room:
                pages.append([])
                used = 0.0
            pages[-1].append(row)
            used += tall
        return pages

    def _header(self, device: QPagedPaintDevice, page: int, pages: int) -> QTextDocument:
        return self._document(self.header_html(page, pages), device, device.width())

    def page_count(self, device: QPagedPaintDevice) -> int:
        return len(self.layout(device))

    def print_(self, printer: QPagedPaintDevice) -> None:
        """Paint every page on ``printer`` (a ``QPrinter`` or a ``QPdfWriter``)."""
        pages = self.layout(printer)
        gap = printer.logicalDpiY() * 5 / 25.4
        painter = QPainter()
        if not painter.begin(printer):
            return  # the printer refused (cancelled, or nothing to print to)
        try:
            line = QPen(QColor("#777777"))
            line.setWidthF(printer.logicalDpiY() / 150)
            for number, rows in enumerate(pages, start=1):
                if number > 1:
                    printer.newPage()
                header = self._header(printer, number, len(pages))
                header.drawContents(painter)
                top = header.size().height() + gap / 2
                painter.setPen(line)
                painter.drawLine(QPointF(0, top - gap / 4), QPointF(printer.width(), top - gap / 4))
                column = (printer.width() - gap * (self.columns - 1)) / self.columns
                for row in rows:
                    for index, document in enumerate(row):
                        painter.save()
                        painter.translate(index * (column + gap), top)
                        document.drawContents(painter, QRectF(QPointF(0, 0),
                                                              document.size()))
                        painter.restore()
                    top += max(d.size().height() for d in row) + gap
        finally:
            painter.end()


def _font(points: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points)
    return font


def _seat_note(seat_state: str, since: datetime | None, away_since: datetime | None,
               view: FloorView, lang: Lang) -> str:
    """What paper says of a held or away seat: the clock time the hold ends or the
    absence began, which stays true after printing (a countdown would not)."""
    if seat_state == HELD and away_since is not None:  # a broken game's seat: no clock
        return _w("held_big_blind", lang)
    if seat_state == HELD and since is not None:
        return _w("held_until", lang).format(time=_local(since + view.house.hold_time))
    if seat_state == AWAY and away_since is not None:
        return _w("away_since", lang).format(time=_local(away_since))
    return ""


def _table_block(view: FloorView, table: TableView, lang: Lang, title: bool = True) -> str:
    game = view.game(table.game_id).label(lang)
    head = ""
    if title:
        head = (f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
                f"<td><p class='title'>{_w('table', lang)} {table.number}</p></td>"
                f"<td align='right' valign='bottom'><p class='game'>{table.players}/"
                f"{len(table.seats)}</p></td></tr></table>"
                f"<p class='game'>{html.escape(game)}</p>")
    rows = []
    for seat in table.seats:
        if seat.state == EMPTY:
            rows.append(f"<tr><td class='seat' width='{SEAT_WIDTH}' nowrap>{seat.number}</td>"
                        f"<td class='empty'>{_w('empty', lang)}</td></tr>")
            continue
        note = _seat_note(seat.state, seat.since, seat.away_since, view, lang)
        if note:
            note = f"<br><span class='note'>{html.escape(note)}</span>"
        rows.append(f"<tr><td class='seat' width='{SEAT_WIDTH}' nowrap>{seat.number}</td>"
                    f"<td>{html.escape(seat.name or '?')}{note}</td></tr>")
    return (head + "<table width='100%' cellpadding='3' cellspacing='0'>"
            + "".join(rows) + "</table>")


def table_sheet(view: FloorView, lang: Lang, now: datetime,
                table_id: int | None = None) -> Sheet:
    """Every open table, its game and who sits in each seat; or the one table
    ``table_id`` alone, in large type."""
    stamp = _printed(now, lang)
    if table_id is not None:
        table = view.table(table_id)
        about = _w("one_table", lang).format(game=view.game(table.game_id).label(lang),
                                             players=table.players, seats=len(table.seats))
        return Sheet(f"{_w('table', lang)} {table.number}", [about, stamp],
                     [_table_block(view, table, lang, title=False)], 1, ONE_TABLE_POINTS,
                     lang)
    open_tables = [t for t in view.tables if t.is_open]
    room = _w("room", lang).format(tables=len(open_tables),
                                   players=sum(t.players for t in open_tables))
    blocks = [_table_block(view, t, lang) for t in open_tables] or [
        f"<p>{_w('no_tables', lang)}</p>"]
    return Sheet(_w("tables_title", lang), [room, stamp], blocks,
                 GRID_COLUMNS if open_tables else 1, GRID_POINTS, lang)


def _sent_to(view: FloorView, entry: EntryView) -> tuple[int, int] | None:
    """The table and seat held for a called player (in the game of the list first)."""
    held = [(table, seat) for table in view.tables for seat in table.seats
            if seat.state == HELD and seat.player_id == entry.player_id]
    held.sort(key=lambda found: found[0].game_id != entry.game_id)
    return (held[0][0].number, held[0][1].number) if held else None


def waitlist_sheet_html(view: FloorView, lang: Lang, now: datetime) -> str:
    """Each game's waiting list in order, with call-ins, calls (when, and to which table
    and seat) and deposits marked."""
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
                called = _w("called", lang).format(time=_local(entry.called_at))
                sent = _sent_to(view, entry)
                if sent is not None:
                    called += " → " + _w("sent_to", lang).format(table=sent[0], seat=sent[1])
                notes.append(called)
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


def waitlist_sheet(view: FloorView, lang: Lang, now: datetime) -> QTextDocument:
    return _document(waitlist_sheet_html(view, lang, now))


DOCUMENTS: dict[str, Callable[[FloorView, Lang, datetime], Printable]] = {
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


def pdf_bytes(document: Printable) -> bytes:
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


def write_pdf(document: Printable, path: Path) -> None:
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


def preview_dialog(document: Printable, parent: QWidget | None = None) -> QPrintPreviewDialog:
    """The print preview dialog for ``document``, its Print button in sight.

    Qt puts Print and Page setup at the far end of the preview's toolbar, which on a
    laptop screen (1280 wide) or in the dialog's first size falls into the overflow
    menu, out of sight. They go first, Print with its word beside the icon, and the
    dialog opens wide enough for the whole toolbar where the screen allows.
    """
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QToolBar, QToolButton

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    dialog = QPrintPreviewDialog(printer, parent)
    # The dialog owns neither: they must live as long as it does.
    dialog.kept = (printer, document)  # type: ignore[attr-defined]
    dialog.paintRequested.connect(document.print_)
    toolbar = dialog.findChild(QToolBar)
    if toolbar is None:
        return dialog
    actions = toolbar.actions()
    words = {QCoreApplication.translate("QPrintPreviewDialog", text): text
             for text in ("Print", "Page setup")}
    found = {words[a.text()]: a for a in actions if a.text() in words}
    first = actions[0] if actions else None
    for name in ("Page setup", "Print"):
        action = found.get(name)
        if action is not None and first is not None and action is not first:
            toolbar.removeAction(action)
            toolbar.insertAction(first, action)
            first = action
    if "Print" in found:
        found["Print"].setObjectName("printAction")
        toolbar.insertSeparator(actions[0])
        button = toolbar.widgetForAction(found["Print"])
        if isinstance(button, QToolButton):
            button.setObjectName("printButton")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    screen = (parent.screen() if parent is not None else QApplication.primaryScreen())
    if screen is not None:
        room = screen.availableGeometry()
        wide = toolbar.sizeHint().width() + 24
        dialog.resize(min(max(wide, dialog.sizeHint().width()), room.width()),
                      min(max(700, dialog.sizeHint().height()), room.height() - 40))
    return dialog


def print_preview(document: Printable, parent: QWidget | None = None) -> None:
    """Show the print preview dialog for ``document`` (print, or save as PDF from it)."""
    preview_dialog(document, parent).exec()
