"""The ``floorman`` command: the GUI by default, admin subcommands that need no screen.

    floorman [--database URL] [--lang en|es]          open the desk window
    floorman --dealer [--database URL] [--lang en|es] the dealer station (read-only)
    floorman db upgrade | db backup [PATH]            schema and backups
    floorman demo                                     fill an empty store with a demo room
    floorman print tables|waitlists --pdf FILE        the documents the GUI prints
    floorman rule FILE|-                              a ruling for a scenario, as JSON

Every error a person can act on is printed in the chosen language with what to do, and
the command exits non-zero.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from floorman import __version__
from floorman.text import Lang, UserError, parse_lang, system_lang


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
    parser.add_argument("--dealer", action="store_true",
                        help="open the dealer station: the rulebook and rulings, read-only")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    db = commands.add_parser("db", parents=[common], help="store administration")
    db_commands = db.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    db_commands.add_parser("upgrade", parents=[common], help="bring the schema up to date")
    backup = db_commands.add_parser("backup", parents=[common], help="copy the SQLite store")
    backup.add_argument("path", nargs="?", type=Path, help="where to write the copy")

    commands.add_parser("demo", parents=[common], help="fill an empty store with a demo room")

    printer = commands.add_parser("print", parents=[common], help="print a floor document")
    printer.add_argument("document", choices=("tables", "waitlists"))
    printer.add_argument("--pdf", type=Path, required=True, metavar="FILE",
                         help="write the document to this PDF file")

    rule = commands.add_parser("rule", parents=[common],
                               help="rule on a scenario document (JSON) and print the ruling")
    rule.add_argument("file", help="scenario JSON file, or - for standard input")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.dealer and args.command is not None:
        parser.error("--dealer opens the dealer station; give it no command")
    args.database = getattr(args, "database", None)
    args.lang = getattr(args, "lang", None)
    lang: Lang = parse_lang(args.lang) if args.lang else system_lang()
    try:
        return _run(args, lang)
    except UserError as error:
        print(f"floorman: {error.message(lang)}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, lang: Lang) -> int:
    if args.command == "rule":
        return _rule(args.file)
    if args.command is None and args.dealer:
        from floorman.ui.launch import launch_dealer

        return launch_dealer(args.database, lang)
    if args.command is None:
        from floorman.ui.launch import launch

        return launch(args.database, lang)

    from floorman.store import open_store

    store = open_store(args.database)
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
        from floorman.ui.printing import print_to_pdf

        print_to_pdf(desk, args.document, args.pdf, lang)
        print(args.pdf)
        return 0
    finally:
        store.close()


def _rule(source: str) -> int:
    from floorman.rules import decide
    from floorman.rules.errors import refuse

    try:
        raw = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except OSError as error:
        raise refuse("file", f"cannot read {source}: {error.strerror}.",
                     f"no se puede leer {source}: {error.strerror}.") from None
    try:
        document = json.loads(raw)
    except json.JSONDecodeError as error:
        raise refuse("scenario", f"is not valid JSON (line {error.lineno}: {error.msg}).",
                     f"no es JSON válido (línea {error.lineno}: {error.msg}).") from None
    ruling = decide(document)
    json.dump(ruling.to_json(), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
