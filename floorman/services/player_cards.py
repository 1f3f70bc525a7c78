"""The player's card: name, nickname, phone, notes, and whether the house barred the player.

Each change is one floor action with its audit row, so it shows in the History and can
be undone. The nickname is folded like a name (``search_nickname``) and the phone kept
as its digits (``search_phone``), so search finds "el flaco" and "600123456". Barring
always carries its reason and the moment (the desk shows both when it refuses the
player at a list or a seat); lifting the bar clears them, and the audit log keeps them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from floorman.floor.names import NAME_LENGTH, search_form
from floorman.services import lookup
from floorman.services.desk import Action, Desk, action, answering, refuse

PHONE_LENGTH = 30  # the width of players.phone
NOTES_LENGTH = 2000
REASON_LENGTH = 300
_PHONE = re.compile(r"[0-9 +\-()]*")


def _phone(raw: str) -> tuple[str, str]:
    """The phone as kept, and its digits for search."""
    phone = re.sub(r"\s+", " ", raw).strip()
    if not _PHONE.fullmatch(phone):
        raise refuse(f"the phone number may hold digits, spaces, +, - and parentheses only; "
                     f"'{lookup.shown(phone)[1:-1]}' holds other characters. Type the number "
                     "again, such as +34 600 12 34 56.",
                     f"el teléfono solo puede llevar cifras, espacios, +, - y paréntesis; "
                     f"'{lookup.shown(phone)[1:-1]}' lleva otros caracteres. Escriba el "
                     "número de nuevo, por ejemplo +34 600 12 34 56.", "phone")
    if len(phone) > PHONE_LENGTH:
        raise refuse(f"the phone number is longer than {PHONE_LENGTH} characters. Shorten it.",
                     f"el teléfono tiene más de {PHONE_LENGTH} caracteres. Acórtelo.", "phone")
    digits = re.sub(r"[^0-9]", "", phone)
    if phone and not digits:
        raise refuse("the phone number has no digits. Type the number, or leave it empty.",
                     "el teléfono no tiene cifras. Escriba el número o déjelo vacío.", "phone")
    return phone, digits


def _nickname(raw: str) -> str:
    checked = lookup.typed_name(raw, "nickname", what_en="the nickname", what_es="el apodo")
    if len(checked.text) > NAME_LENGTH:
        raise refuse(f"the nickname is longer than {NAME_LENGTH} characters. Shorten it.",
                     f"el apodo tiene más de {NAME_LENGTH} caracteres. Acórtelo.", "nickname")
    return checked.text


def _notes(raw: str) -> str:
    """Notes as kept: each line checked and tidied like a name (tabs become spaces)."""
    lines = raw.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ").split("\n")
    kept = [lookup.typed_name(line, "notes", what_en="the notes", what_es="las notas").text
            for line in lines]
    notes = "\n".join(kept).strip()
    if len(notes) > NOTES_LENGTH:
        raise refuse(f"the notes are longer than {NOTES_LENGTH} characters. Shorten them.",
                     f"las notas tienen más de {NOTES_LENGTH} caracteres. Acórtelas.", "notes")
    return notes


@action("update_card")
def update_card(act: Action, *, player_id: int, name: str, nickname: str, phone: str,
                notes: str) -> None:
    """Write the player's card; refused (nothing written) when a field is wrong or
    nothing changed."""
    player = lookup.player(act.session, player_id)
    cleaned = lookup.checked_name(name).text
    nick = _nickname(nickname) if isinstance(nickname, str) else ""
    kept_phone, digits = _phone(phone if isinstance(phone, str) else "")
    kept_notes = _notes(notes if isinstance(notes, str) else "")
    wanted = {"name": cleaned, "nickname": nick, "phone": kept_phone, "notes": kept_notes}
    words = {"name": ("name", "nombre"), "nickname": ("nickname", "apodo"),
             "phone": ("phone", "teléfono"), "notes": ("notes", "notas")}
    changed = [key for key, value in wanted.items() if getattr(player, key) != value]
    if not changed:
        raise refuse(f"the card of {player.name} already says that; nothing was changed.",
                     f"la ficha de {player.name} ya dice eso; no se cambió nada.")
    act.track(player)
    old = player.name
    player.name, player.search_name = cleaned, search_form(cleaned)
    player.nickname, player.search_nickname = nick, search_form(nick)
    player.phone, player.search_phone = kept_phone, digits
    player.notes = kept_notes
    en = ", ".join(words[key][0] for key in changed)
    es = ", ".join(words[key][1] for key in changed)
    act.done(f"Updated the card of {old} ({en})", f"Ficha de {old} actualizada ({es})")


@action("bar_player")
def bar_player(act: Action, *, player_id: int, reason: str) -> None:
    """Bar the player from the room, with the reason the desk will show."""
    player = lookup.player(act.session, player_id)
    checked = lookup.typed_name(reason, "reason", what_en="the reason", what_es="el motivo") \
        if isinstance(reason, str) else None
    text = checked.text if checked else ""
    if not text:
        raise refuse(f"write why {player.name} is barred: the desk shows the reason whenever "
                     "it refuses the player.",
                     f"escriba por qué se prohíbe la entrada a {player.name}: el puesto muestra "
                     "el motivo cada vez que rechaza al jugador.", "reason")
    if len(text) > REASON_LENGTH:
        raise refuse(f"the reason is longer than {REASON_LENGTH} characters. Shorten it.",
                     f"el motivo tiene más de {REASON_LENGTH} caracteres. Acórtelo.", "reason")
    if player.barred:
        raise refuse(f"{player.name} is already barred ({player.barred_reason}); nothing was "
                     "changed. Lift the bar first to give another reason.",
                     f"{player.name} ya tiene la entrada prohibida ({player.barred_reason}); no "
                     "se cambió nada. Levante la prohibición antes para dar otro motivo.",
                     "reason")
    act.track(player)
    player.barred, player.barred_reason, player.barred_at = True, text, act.now
    act.done(f"Barred {player.name}: {text}", f"Entrada prohibida a {player.name}: {text}")


@action("lift_bar")
def lift_bar(act: Action, *, player_id: int) -> None:
    """Let a barred player back in; the audit log keeps the reason the bar had."""
    player = lookup.player(act.session, player_id)
    if not player.barred:
        raise refuse(f"{player.name} is not barred; nothing was changed.",
                     f"{player.name} no tiene la entrada prohibida; no se cambió nada.")
    act.track(player)
    player.barred, player.barred_reason, player.barred_at = False, "", None
    act.done(f"Lifted the bar on {player.name}",
             f"Se levantó la prohibición de entrada a {player.name}")


@dataclass(frozen=True)
class PlayerCard:
    """A player's card as the desk shows it."""

    id: int
    name: str
    nickname: str
    phone: str
    notes: str
    barred: bool
    barred_reason: str
    barred_at: datetime | None


def read_card(desk: Desk, player_id: int) -> PlayerCard:
    """The player's card.

    Raises:
        FloorError: the player is not on file.
        StoreUnreachable: the store did not answer.
    """
    with answering(), desk.store.reading() as session:
        player = lookup.player(session, player_id)
        return PlayerCard(player.id, player.name, player.nickname, player.phone, player.notes,
                          player.barred, player.barred_reason, player.barred_at)
