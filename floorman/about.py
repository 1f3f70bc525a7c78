"""What this floorman is and where it keeps things: the About box and ``floorman about``.

The card room's IT person asks these questions when something goes wrong: which
version runs, which store it opened (and at which schema), where the log and the
settings are, and whether it runs as a bundle or a portable copy. Both the desk's
About box and the command line answer them from here, in the same words.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorman import __version__
from floorman.places import places, program_folder
from floorman.store import Store, StoreError
from floorman.text import Lang, Text

YES_NO = {True: Text("yes", "sí"), False: Text("no", "no")}


@dataclass(frozen=True)
class About:
    """The facts the About box shows. ``schema`` is already worded (the store's
    revision and whether it is current, or why it cannot be read)."""

    version: str
    store: str
    schema: Text
    logs: str
    settings: str
    portable: bool
    bundle: bool

    def lines(self, lang: Lang) -> list[tuple[str, str]]:
        """(label, value) pairs, in ``lang``, in the order they are shown."""
        return [
            (Text("version", "versión").get(lang), self.version),
            (Text("store", "base").get(lang), self.store),
            (Text("schema", "esquema").get(lang), self.schema.get(lang)),
            (Text("logs", "registros").get(lang), self.logs),
            (Text("settings", "ajustes").get(lang), self.settings),
            (Text("portable", "portátil").get(lang), YES_NO[self.portable].get(lang)),
            (Text("bundle", "paquete").get(lang), YES_NO[self.bundle].get(lang)),
        ]

    def text(self, lang: Lang) -> str:
        """Every line as ``label: value``, for the terminal and the clipboard."""
        return "\n".join(f"{label}: {value}" for label, value in self.lines(lang))


def schema_of(revision: str | None) -> Text:
    """A store's revision worded against what this floorman expects."""
    from floorman.store.migrate import SCHEMA_REVISION, known_revisions

    if revision is None:
        return Text("empty (set up at the desk's next start)",
                    "vacía (se prepara al próximo inicio del puesto)")
    if revision == SCHEMA_REVISION:
        return Text(f"{revision} (current)", f"{revision} (al día)")
    if revision in known_revisions():
        return Text(f"{revision} (upgraded at the desk's next start to {SCHEMA_REVISION})",
                    f"{revision} (se actualiza a {SCHEMA_REVISION} al próximo inicio del "
                    "puesto)")
    return Text(f"{revision} (written by a newer floorman: update this one)",
                f"{revision} (escrita por un floorman más nuevo: actualice este)")


def store_schema(url: str | None) -> tuple[str, Text]:
    """Where the store at ``url`` (default: the local file) is, and its schema, read
    without creating, upgrading or writing anything."""
    from floorman.store import default_url
    from floorman.store.database import connect, unborn_file
    from floorman.store.migrate import current_revision

    raw = default_url() if url is None else url
    unborn = unborn_file(raw)
    if unborn is not None and not unborn.parent.is_dir() and raw != default_url():
        return str(unborn), Text(f"none: its folder {unborn.parent} does not exist",
                                 f"no existe: su carpeta {unborn.parent} no existe")
    if unborn is not None:
        return str(unborn), Text("none yet: the desk creates it at its first start",
                                 "todavía no existe: el puesto la crea al primer inicio")
    try:
        store = connect(raw, read_only=True)
    except StoreError as error:
        return _shown(raw), Text("cannot be read:", "no se puede leer:") + error.text
    try:
        return where(store), schema_of(current_revision(store))
    except Exception as error:
        return where(store), Text(f"cannot be read: {error}", f"no se puede leer: {error}")
    finally:
        store.close()


def _shown(raw: str) -> str:
    """A store's URL as it may be shown: without its password."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(raw).render_as_string(hide_password=True)
    except ArgumentError:
        return raw


def where(store: Store) -> str:
    """The store's file, or its URL without the password."""
    return str(store.file) if store.file is not None else store.url.render_as_string(
        hide_password=True)


def about(store: str, schema: Text, settings: str) -> About:
    """The About facts for a store already located and worded (``store_schema``, or an
    open store's ``where`` and ``schema_of``) and Qt's settings place."""
    kept = places()
    return About(version=__version__, store=store, schema=schema, logs=str(kept.logs),
                 settings=settings, portable=kept.portable, bundle=program_folder() is not None)
