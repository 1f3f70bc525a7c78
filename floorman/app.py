"""The ``floorman`` command: the GUI by default, admin subcommands that need no screen.

    floorman [--database URL] [--lang en|es] [--supervisor NAME]   open the desk window
    floorman --dealer [--database URL] [--lang en|es] the dealer station (read-only)
    floorman --board [--room NAME] [--database URL]   the room's public board (read-only)
    floorman --clock NAME [--database URL]            a tournament's clock screen (read-only)
    floorman db upgrade | db backup [PATH]            schema and backups
    floorman about                                    version, store, schema, log and settings
    floorman demo                                     fill an empty store with a demo room
    floorman print tables|waitlists --pdf FILE        the documents the GUI prints
    floorman print moves --pdf FILE [--table N]       pending move slips (or a table's break)
    floorman rule FILE|-                              a ruling for a scenario, as JSON
    floorman print seatcards|seatlist|tables|moves --tournament NAME --pdf FILE [--table N]
                                                      a tournament's printouts
    floorman print structure|payouts --tournament NAME --pdf FILE
                                                      its structure and payout sheets
    floorman tournament simulate --entrants N --table-size S --seed K [--profile tda|robert]
                                                      play a field down, print its figures
    floorman tournament simulate ... --database URL   the same, every step a floor action on
                                                      that store, with the actions' timings
    floorman tournament clock NAME start|pause|resume|next|previous|add SECONDS|show
                                                      the tournament clock (show: as JSON)

Every error a person can act on is printed in the chosen language with what to do, and
the command exits non-zero.
"""

from __future__ import annotations

import argparse
import codecs
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from floorman import __version__
from floorman.text import Lang, Text, UserError, parse_lang, system_lang

if TYPE_CHECKING:
    from floorman.services.desk import Desk


def _parser() -> argparse.ArgumentParser:
    # SUPPRESS keeps a subcommand from resetting an option given before it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--database", metavar="URL", default=argparse.SUPPRESS,
                        help="SQLAlchemy URL of the store (default: the local SQLite file)")
    common.add_argument("--lang", choices=("en", "es"), default=argparse.SUPPRESS,
                        help="language (default: the system's, else English)")
    parser = argparse.ArgumentParser(
        prog="floorman", parents=[common],
        description="The floor supervisor's desk for poker card rooms.",
    )
    parser.add_argument("--version", action="version", version=f"floorman {__version__}")
    parser.add_argument("--supervisor", metavar="NAME",
                        help="the supervisor working the desk (default: asked at start, "
                        "the last one preselected)")
    parser.add_argument("--dealer", action="store_true",
                        help="open the dealer station: the rulebook and rulings, read-only")
    parser.add_argument("--board", action="store_true",
                        help="open the room's public board full screen: games, waiting "
                        "lists and tournament tables, read-only")
    parser.add_argument("--room", metavar="NAME",
                        help="with --board: the board's room, whose choices it keeps "
                        "(which games and tournaments it shows; default: main)")
    parser.add_argument("--clock", metavar="NAME",
                        help="open the clock screen of tournament NAME full screen, read-only")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    db = commands.add_parser("db", parents=[common], help="store administration")
    db_commands = db.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    db_commands.add_parser("upgrade", parents=[common], help="bring the schema up to date")
    backup = db_commands.add_parser("backup", parents=[common], help="copy the SQLite store")
    backup.add_argument("path", nargs="?", type=Path, help="where to write the copy")

    commands.add_parser("demo", parents=[common], help="fill an empty store with a demo room")
    commands.add_parser("about", parents=[common],
                        help="the version, the store and its schema, and where the log and "
                        "the settings are (nothing is created or changed)")

    printer = commands.add_parser("print", parents=[common], help="print a floor document")
    printer.add_argument("document", choices=("tables", "waitlists", "moves", "seatcards",
                                              "seatlist", "structure", "payouts"))
    printer.add_argument("--pdf", type=Path, required=True, metavar="FILE",
                         help="write the document to this PDF file")
    printer.add_argument("--table", type=int, metavar="N",
                         help="moves: every slip and the summary of table N's last break "
                         "(default: the slips of the moves still pending)")
    printer.add_argument("--one-page", action="store_true",
                         help="moves: all slips on one page (default: one slip a page)")
    printer.add_argument("--tournament", metavar="NAME",
                         help="the tournament's seat cards, seat list, table sheets, move "
                         "slips, structure or payout sheet (with --table N: that table's seat "
                         "cards or sheet, or every move to or from it; default: the moves "
                         "proposed now)")

    rule = commands.add_parser("rule", parents=[common],
                               help="rule on a scenario document (JSON) and print the ruling")
    rule.add_argument("file", help="scenario JSON file, or - for standard input")

    tournament = commands.add_parser("tournament", parents=[common],
                                     help="tournament tools")
    tournament_commands = tournament.add_subparsers(dest="tournament_command", metavar="ACTION",
                                                    required=True)
    simulate = tournament_commands.add_parser(
        "simulate", parents=[common],
        help="draw a field, play it down to one table and a winner with random eliminations, "
        "and print the moves, breaks, redraws and planning times as JSON")
    simulate.add_argument("--entrants", type=int, required=True, metavar="N")
    simulate.add_argument("--table-size", type=int, required=True, metavar="S",
                          help="seats a table, 2 to 10")
    simulate.add_argument("--seed", type=int, required=True, metavar="K",
                          help="the same seed plays the same event")
    simulate.add_argument("--profile", choices=("tda", "robert"), default="tda",
                          help="rules profile (default: tda)")
    clock = tournament_commands.add_parser(
        "clock", parents=[common],
        help="the tournament clock: start, pause, resume, move to the next or previous "
        "level, add SECONDS (negative to take time off), or show the level and time left "
        "as JSON")
    clock.add_argument("name", metavar="NAME", help="the tournament")
    clock.add_argument("clock_action", metavar="ACTION", choices=CLOCK_ACTIONS,
                       help=" | ".join(CLOCK_ACTIONS))
    clock.add_argument("seconds", nargs="?", type=int, metavar="SECONDS",
                       help="add: the seconds to add (negative: to take off)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.dealer and args.command is not None:
        parser.error("--dealer opens the dealer station; give it no command")
    if args.clock is not None and (args.command is not None or args.dealer or args.board):
        parser.error("--clock opens a tournament's clock screen; give it no command, "
                     "--dealer or --board")
    if args.board and args.command is not None:
        parser.error("--board opens the room's board; give it no command")
    if args.board and args.dealer:
        parser.error("--board and --dealer open two different windows; give one of them")
    if args.room is not None and not args.board:
        parser.error("--room names a board's room; give --board too")
    args.database = getattr(args, "database", None)
    args.lang = getattr(args, "lang", None)
    lang: Lang = parse_lang(args.lang) if args.lang else system_lang()
    try:
        return _run(args, lang)
    except UserError as error:
        print(f"floorman: {error.message(lang)}", file=sys.stderr)
        return 2


def windowed_main(argv: Sequence[str] | None = None) -> int:
    """The bundle's ``floorman`` executable, which has no console on Windows: what the
    command prints (a mistyped option, ``--version``, a subcommand's result) is shown in
    a message box instead of being lost. With a console it is ``main`` itself."""
    if sys.stdout is not None and sys.stderr is not None:
        return main(argv)
    said, shown = io.StringIO(), io.StringIO()
    had_application = _application_running()
    before = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = shown, said
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse: --help, --version, a wrong option
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 2)
    finally:
        sys.stdout, sys.stderr = before  # as the platform had them
    words = (said.getvalue() or shown.getvalue()).strip()
    # A window that ran said what went wrong itself (the store's refusal is a message box).
    window_ran = _application_running() and not had_application
    if words and not window_ran:
        from floorman.ui.launch import show_console_text

        show_console_text(words, failed=code != 0, lang=system_lang())
    return code


def _application_running() -> bool:
    """Whether a Qt application exists (a window ran, or runs), without loading Qt."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    return widgets is not None and widgets.QApplication.instance() is not None


def _run(args: argparse.Namespace, lang: Lang) -> int:
    if args.command == "about":
        return _about(args.database, lang)
    if args.command == "rule":
        return _rule(args.file)
    if args.command == "tournament":
        return _clock(args, lang) if args.tournament_command == "clock" else _simulate(args)
    first = None
    if args.command is None and not (args.board or args.dealer or args.clock is not None):
        from floorman.first_floor import first_floor

        first = first_floor(args.database)  # the floor for the desk's first paint, if quick
    if args.database is not None and first is None:
        # A floor read first names a store file that exists: nothing to refuse.
        from floorman.store.database import usable_url

        usable_url(args.database)  # empty, in memory, a folder: refused before anything
    if args.command is None and args.board:
        from floorman.services.board_view import DEFAULT_ROOM, check_room

        from floorman.ui.launch import launch_board

        room = check_room(args.room) if args.room is not None else DEFAULT_ROOM
        return launch_board(args.database, lang, room)
    if args.command is None and args.clock is not None:
        from floorman.ui.launch import launch_clock

        return launch_clock(args.database, lang, args.clock)
    if args.command is None and args.dealer:
        from floorman.ui.launch import launch_dealer

        return launch_dealer(args.database, lang)
    if args.command is None:
        supervisor = None
        if args.supervisor is not None:
            from floorman.services.history import supervisor_name

            supervisor = supervisor_name(args.supervisor)  # refused before any window
        from floorman.ui.launch import launch

        return launch(args.database, lang, supervisor, first)

    from floorman.store import open_store

    # Where the command will write is checked before the store is opened (and perhaps
    # upgraded or created), so a bad path changes nothing.
    if args.command == "db" and args.db_command == "backup" and args.path is not None:
        from floorman.store.migrate import check_backup_destination

        check_backup_destination(args.path)
    if args.command == "print":
        from floorman.ui.printing import check_pdf_path

        check_pdf_path(args.pdf)
        if args.tournament is None and args.document in ("seatcards", "seatlist", "structure",
                                                         "payouts"):
            raise UserError(Text(f"{args.document} is a tournament's printout: give "
                                 "--tournament NAME.",
                                 f"{args.document} es una impresión de torneo: indique "
                                 "--tournament NOMBRE."), "--tournament")
        if args.tournament is not None and args.document == "waitlists":
            raise UserError(Text("a tournament has no waiting lists; print seatcards, "
                                 "seatlist, tables or moves.",
                                 "un torneo no tiene listas de espera; imprima seatcards, "
                                 "seatlist, tables o moves."), "--tournament")
    # Only the commands that set up a store may create one; print only reads.
    store = open_store(args.database, create=args.command != "print")
    try:
        if args.command == "db":
            if args.db_command == "backup":
                from floorman.store.migrate import backup

                print(backup(store, args.path))
            else:
                print("floorman: the store is up to date" if lang == "en"
                      else "floorman: la base está al día")
            return 0
        from floorman.services.desk import Desk

        desk = Desk(store, actor=os.environ.get("USER", "floor"))
        if args.command == "demo":
            from floorman.services.demo import load_demo

            count = load_demo(desk)
            print(f"floorman: demo room ready ({count} players)" if lang == "en"
                  else f"floorman: sala de demostración lista ({count} jugadores)")
            return 0
        if args.tournament is not None:
            return _print_tournament(desk, args, lang)
        if args.document == "moves":
            from floorman.ui.move_slips import print_moves_to_pdf

            print_moves_to_pdf(desk, args.pdf, lang, table=args.table,
                               one_page=args.one_page)
            print(args.pdf)
            return 0
        from floorman.ui.printing import print_to_pdf

        print_to_pdf(desk, args.document, args.pdf, lang)
        print(args.pdf)
        return 0
    finally:
        store.close()


def _print_tournament(desk: Desk, args: argparse.Namespace, lang: Lang) -> int:
    """``floorman print seatcards|seatlist|tables|moves|structure|payouts --tournament
    NAME``: the same pages as the tournament window prints, from the store, without a
    window."""
    from floorman.services.tournament_reads import (
        moves_made,
        tournament_named,
        tournament_view,
        tournaments,
    )

    from floorman.ui.tournament_sheets import print_tournament_to_pdf

    tournament_id = tournament_named(desk, args.tournament)
    if args.document in ("structure", "payouts"):
        from floorman.services.tournament_clock import clock_view

        from floorman.ui.clock_sheets import print_clock_to_pdf

        print_clock_to_pdf(clock_view(desk, tournament_id), args.document, args.pdf, lang,
                           desk.now())
        print(args.pdf)
        return 0
    view = tournament_view(desk, tournament_id)
    drawn_at = next((t.drawn_at for t in tournaments(desk) if t.id == tournament_id), None)
    table, moves = args.table, None
    if args.document == "moves" and table is not None:
        # Every move to or from the table, made already (a broken table is no longer in
        # play, so the moves are chosen here rather than by the table in play).
        moves, table = moves_made(desk, tournament_id, table=table), None
    print_tournament_to_pdf(view, args.document, args.pdf, lang, desk.now(), table=table,
                            one_page=args.one_page, moves=moves, drawn_at=drawn_at)
    print(args.pdf)
    return 0


def _about(database: str | None, lang: Lang) -> int:
    """``floorman about``: what the About box shows, read without changing anything."""
    from floorman.about import about, store_schema

    from floorman.ui.launch import settings_place

    store, schema = store_schema(database)
    print(about(store, schema, settings_place()).text(lang))
    return 0


CLOCK_ACTIONS = ("start", "pause", "resume", "next", "previous", "add", "show")


def _clock(args: argparse.Namespace, lang: Lang) -> int:
    """``floorman tournament clock NAME ACTION [SECONDS]``: the desk's clock buttons, each
    a logged floor action, or ``show``: the clock read now, as JSON."""
    if (args.clock_action == "add") != (args.seconds is not None):
        raise UserError(Text("add takes the seconds to add (negative to take off), and only "
                             "add takes them: floorman tournament clock NAME add 60.",
                             "add lleva los segundos que se añaden (negativos para quitar), y "
                             "solo add los lleva: floorman tournament clock NOMBRE add 60."),
                        "SECONDS")
    from floorman.store import open_store
    from floorman.store.database import usable_url

    if args.database is not None:
        usable_url(args.database)
    store = open_store(args.database, create=False)  # a mistyped path creates nothing
    try:
        from floorman.services import tournament_clock as clock
        from floorman.services.desk import Desk
        from floorman.services.tournament_reads import tournament_named

        desk = Desk(store, actor=os.environ.get("USER", "floor"))
        tournament_id = tournament_named(desk, args.name)
        if args.clock_action == "show":
            figures = clock.clock_figures(clock.clock_view(desk, tournament_id), desk.now(),
                                          lang)
            json.dump(figures, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
            return 0
        if args.clock_action == "add":
            change = clock.add_clock_time(desk, tournament_id, args.seconds)
        else:
            press = {"start": clock.start_clock, "pause": clock.pause_clock,
                     "resume": clock.resume_clock, "next": clock.next_level,
                     "previous": clock.previous_level}[args.clock_action]
            change = press(desk, tournament_id)
        print(f"floorman: {change.summary.get(lang)}")
        return 0
    finally:
        store.close()


MAX_SIMULATED_ENTRANTS = 1_000_000


def _simulate(args: argparse.Namespace) -> int:
    """``floorman tournament simulate``: in memory, no store and no Qt; with
    ``--database URL``, every step a floor action on that store (no Qt either)."""
    if not 2 <= args.entrants <= MAX_SIMULATED_ENTRANTS:
        most = f"{MAX_SIMULATED_ENTRANTS:,}"
        raise UserError(Text(f"give from 2 to {most} entrants, not {args.entrants}.",
                             f"indique de 2 a {most.replace(',', '.')} inscritos, no "
                             f"{args.entrants}."), "--entrants")
    from floorman.tournament.simulate import simulate

    try:
        if args.database is not None:
            from floorman.services.tournament_simulation import simulate_in_store
            from floorman.store.database import usable_url

            usable_url(args.database)
            figures = simulate_in_store(args.database, args.entrants, args.table_size,
                                        args.seed, args.profile,
                                        actor=os.environ.get("USER", "simulation"))
        else:
            figures = simulate(args.entrants, args.table_size, args.seed, args.profile)
    except UserError as error:
        if error.field == "table_size":
            error.field = "--table-size"
        raise
    json.dump(figures, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    valid = figures["places"]["valid"] and figures["goal"][
        "moves_at_most_lower_bound_plus_forced"]
    return 0 if valid else 1


# A scenario is a few kilobytes; this only keeps a wrong file (a video, /dev/zero) from
# filling the memory before it is refused.
MAX_SCENARIO_BYTES = 10 * 1024 * 1024


def _read_scenario(source: str) -> str:
    """The text of the scenario file ``source`` (``-``: standard input), refused with what
    to do when it cannot be read, is far too big or is not UTF-8."""
    if not source.strip():
        raise UserError(Text("no file given; give the path of a scenario JSON file, or - to "
                             "read standard input.",
                             "no se indicó ningún archivo; indique la ruta de un archivo JSON "
                             "de caso, o - para leer la entrada estándar."))
    where = Text("standard input", "la entrada estándar") if source == "-" else Text(
        source, source)
    if source == "-" and sys.stdin is None:  # a windowed bundle has no console to read
        raise UserError(Text("there is no standard input here; give a scenario file instead.",
                             "aquí no hay entrada estándar; indique un archivo de caso."))
    try:
        if source == "-":
            # Bytes, so that the encoding is checked here rather than guessed by the locale.
            stream = getattr(sys.stdin, "buffer", None) or sys.stdin
            data: bytes | str = stream.read(MAX_SCENARIO_BYTES + 1)
        else:
            with Path(source).open("rb") as file:
                data = file.read(MAX_SCENARIO_BYTES + 1)
    except OSError as error:
        raise UserError(_unreadable(source, where, error)) from None
    if len(data) > MAX_SCENARIO_BYTES:
        megabytes = MAX_SCENARIO_BYTES // (1024 * 1024)
        raise UserError(Text(
            f"{where.en} is larger than {megabytes} MB, far more than a scenario; check that "
            "it is the right file.",
            f"{where.es} ocupa más de {megabytes} MB, mucho más que un caso; compruebe que es "
            "el archivo correcto."))
    if isinstance(data, str):
        return data
    # Windows editors put a byte-order mark before UTF-8 text; it is not part of the JSON.
    mark = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    try:
        return data[mark:].decode("utf-8")
    except UnicodeDecodeError as error:
        at = mark + error.start
        raise UserError(Text(
            f"{where.en} is not UTF-8 text (byte {at + 1} is 0x{data[at]:02x}); save it as "
            "UTF-8 and try again.",
            f"{where.es} no es texto UTF-8 (el byte {at + 1} es 0x{data[at]:02x}); guárdelo "
            "como UTF-8 y vuelva a intentarlo.")) from None


def _unreadable(source: str, where: Text, error: OSError) -> Text:
    """Why ``source`` cannot be read, in both languages, and what to give instead."""
    give = Text("Give the path of a scenario JSON file, or - to read standard input.",
                "Indique la ruta de un archivo JSON de caso, o - para leer la entrada estándar.")
    # Windows refuses to open a folder with "permission denied": ask the path itself.
    if source != "-" and Path(source).is_dir():
        return Text(f"{where.en} is a folder, not a file.",
                    f"{where.es} es una carpeta, no un archivo.") + give
    if isinstance(error, FileNotFoundError):
        return Text(f"{where.en} does not exist.", f"{where.es} no existe.") + give
    if isinstance(error, PermissionError):
        return Text(f"you may not read {where.en}; ask for read access or copy it elsewhere.",
                    f"no tiene permiso para leer {where.es}; pida acceso de lectura o cópielo "
                    "a otro sitio.")
    reason = error.strerror or str(error) or type(error).__name__
    return Text(f"cannot read {where.en} ({reason}).",
                f"no se puede leer {where.es} ({reason}).") + give


def _rule(source: str) -> int:
    from floorman.rules import decide
    from floorman.rules.errors import refuse
    from floorman.rules.scenarios import nested_too_deep, number_too_long

    raw = _read_scenario(source)
    if not raw.strip():
        raise refuse("scenario", "is empty; write the dispute as JSON (see "
                     "docs/rules-scenarios.md).",
                     "está vacío; escriba la disputa en JSON (vea docs/rules-scenarios.md).")
    try:
        document = json.loads(raw)
    except json.JSONDecodeError as error:
        raise refuse("scenario",
                     f"is not valid JSON (line {error.lineno}, column {error.colno}: "
                     f"{error.msg}); correct it there and try again.",
                     f"no es JSON válido (línea {error.lineno}, columna {error.colno}: "
                     f"{error.msg}); corríjalo ahí y vuelva a intentarlo.") from None
    except RecursionError:
        raise nested_too_deep() from None
    except ValueError:
        # The only other ValueError json raises: an integer longer than Python converts.
        raise number_too_long("scenario") from None
    ruling = decide(document)
    json.dump(ruling.to_json(), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
