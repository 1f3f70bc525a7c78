"""Keeping the store's copy of the rulebook the same as the one floorman ships.

The rulebook is data under ``resources/rulebook``; the store holds a copy so every
desk, the dealer station and the rulings log search one rulebook with one query. At
start-up the shipped edition's fingerprint is compared with the one noted in the
store, and only a different edition is copied in (one transaction), so opening a
current store costs one small query.
"""

from __future__ import annotations

import hashlib
from importlib import resources

from sqlalchemy import delete, insert, text

from floorman.rules import rulebook
from floorman.store.database import Store
from floorman.store.models import RulebookEntry, StoreNote

EDITION_KEY = "rulebook_edition"
# Plain SQL: the check runs at every start, and an ORM query's first compilation there
# cost more than all the rest of the check.
_NOTED = text(f"SELECT value FROM {StoreNote.__tablename__} WHERE key = :key")
# Part of the edition: raise it when the copy itself changes (a column copied anew, such
# as the editor's notes), so a store holding the same files copied the old way is
# copied again.
COPY_FORMAT = 2


def shipped_edition() -> str:
    """A fingerprint of the rulebook files this floorman ships (their bytes, so start-up
    need not parse them)."""
    digest = hashlib.sha256(f"copy {COPY_FORMAT}\n".encode())
    folder = resources.files("floorman.resources").joinpath("rulebook")
    for item in sorted(folder.iterdir(), key=lambda i: i.name):
        if item.name.endswith(".json"):
            digest.update(item.name.encode("utf-8"))
            digest.update(item.read_bytes())
    return digest.hexdigest()[:16]


def copy_rulebook(store: Store) -> bool:
    """Copy the shipped rulebook into the store if it holds another edition; returns
    whether it copied."""
    edition = shipped_edition()
    with store.reading() as session:
        if session.execute(_NOTED, {"key": EDITION_KEY}).scalar() == edition:
            return False
    rows = [
        {"id": e.id, "position": n, "source": e.source, "section": e.section,
         "number": e.number, "title_en": e.title.en, "title_es": e.title.es,
         "summary_en": e.summary.en, "summary_es": e.summary.es,
         "keywords_en": list(e.keywords_en), "keywords_es": list(e.keywords_es),
         "related": list(e.related), "note_en": e.note.en if e.note else "",
         "note_es": e.note.es if e.note else ""}
        for n, e in enumerate(rulebook.entries().values())
    ]
    with store.writing() as session:
        session.execute(delete(RulebookEntry))
        if rows:
            session.execute(insert(RulebookEntry), rows)
        note = session.get(StoreNote, EDITION_KEY)
        if note is None:
            session.add(StoreNote(key=EDITION_KEY, value=edition))
        else:
            note.value = edition
    return True
