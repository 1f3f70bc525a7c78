"""A ruling as people read it: on the assistant's result page, in the log and on paper.

One HTML page serves all three: the ruling in one sentence, its numbers, the reasons,
every cited rule with its title (a link into the rulebook on screen), the house
profile, the facts as they were answered and, once recorded, the supervisor's decision.
When the floor overruled the assistant, the page headlines what the floor decided
("Floor ruled: …") and shows the assistant's ruling under it, marked as overruled.
The printout is the same page in a ``QTextDocument``, so preview, paper and PDF match.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from floorman.rules.rulebook import resolve
from floorman.services.rulings import decision_headline
from floorman.text import Lang, Text, amount_text

RULE_LINK = "rule:"

WORDS = {
    "title": Text("Ruling", "Resolución"),
    "numbers": Text("The numbers", "Las cifras"),
    "reasons": Text("Why", "Por qué"),
    "rules": Text("Rules cited", "Reglas citadas"),
    "facts": Text("The facts", "Los hechos"),
    "profile": Text("House rules", "Reglas de la casa"),
    "decision": Text("Floor decision", "Decisión de sala"),
    "accepted": Text("Accepted: the floor rules as above.",
                     "Aceptada: la sala resuelve como arriba."),
    "overruled": Text("Overruled by the floor (RRoP 2.i.1).",
                      "La sala resuelve de otro modo (RRoP 2.i.1)."),
    "reason": Text("Reason", "Motivo"),
    "assistant_ruling": Text("The assistant's ruling, overruled",
                             "Resolución del asistente, no aplicada"),
    "table": Text("Table", "Mesa"),
    "hand_time": Text("Hand at", "Mano de las"),
    "players": Text("Players", "Jugadores"),
    "supervisor": Text("Supervisor", "Supervisor"),
    "recorded": Text("Recorded", "Registrada"),
    "number": Text("Ruling no.", "Resolución n.º"),
    "seat": Text("seat", "asiento"),
    "seats": Text("seats", "asientos"),
    "yes": Text("yes", "sí"),
    "no": Text("no", "no"),
}

PROFILES = {
    "robert": Text("Robert's Rules of Poker (cash games)",
                   "Reglas de Robert del póquer (partidas de cash)"),
    "tda": Text("TDA rules (tournaments)", "Reglas TDA (torneos)"),
}

# The figures worth a line of their own; the rest are in the reasons and the export.
NUMBER_LABELS: dict[str, Text] = {
    "to_call": Text("To call", "Para igualar"),
    "current_bet": Text("Current bet", "Apuesta actual"),
    "to": Text("His total for the round", "Su total en la ronda"),
    "put_in": Text("Chips he adds", "Fichas que añade"),
    "returned": Text("Chips given back", "Fichas devueltas"),
    "min_raise": Text("Minimum raise", "Subida mínima"),
    "min_raise_to": Text("Least raise, to", "Subida mínima, hasta"),
    "max_raise_to": Text("Most raise, to", "Subida máxima, hasta"),
    "min_to": Text("Least bet or raise, to", "Apuesta o subida mínima, hasta"),
    "max_to": Text("Most bet or raise, to", "Apuesta o subida máxima, hasta"),
    "pot_limit_to": Text("Pot-limit maximum, to", "Máximo de límite del bote, hasta"),
    "all_in_to": Text("All-in, to", "All-in, hasta"),
    "may_raise": Text("May raise", "Puede subir"),
    "pot": Text("Pot", "Bote"),
    "pots": Text("Pots", "Botes"),
    "total": Text("Total", "Total"),
    "payouts": Text("Paid", "Se paga"),
    "odd_chips": Text("Odd chips to", "Fichas sobrantes para"),
    "first_to_show": Text("Shows first", "Enseña primero"),
    "winners": Text("Winners", "Ganadores"),
    "button": Text("Button", "Botón"),
    "small_blind": Text("Small blind", "Ciega pequeña"),
    "big_blind": Text("Big blind", "Ciega grande"),
    "misdeal": Text("Misdeal", "Reparto erróneo"),
    "dead_hands": Text("Dead hands", "Manos muertas"),
    "hand_dead": Text("Hand dead", "Mano muerta"),
    "kill_amount": Text("Kill amount", "Importe de la mata"),
    "killer": Text("Killer", "Quien mata"),
}

SEAT_NUMBERS = ("button", "first_to_show", "killer")


def _seat_list(value: Sequence[Any], lang: Lang) -> str:
    return ", ".join(str(seat) for seat in value) or "—"


def number_text(key: str, value: Any, lang: Lang) -> str | None:
    """One figure of a ruling as a person reads it; None when there is nothing to show."""
    seat = WORDS["seat"].get(lang)
    if value is None or value == [] or value == {}:
        return None
    if isinstance(value, bool):
        return WORDS["yes" if value else "no"].get(lang)
    if isinstance(value, (int, float, Decimal)):
        if key in SEAT_NUMBERS:
            return f"{seat} {value}"
        return amount_text(Decimal(str(value)))
    if key in ("returned", "payouts") and isinstance(value, Mapping):
        return "; ".join(f"{seat} {s}: {amount_text(Decimal(str(a)))}" for s, a in value.items())
    if key == "pots" and isinstance(value, Sequence):
        parts = []
        for pot in value:
            name = Text("main", "principal").get(lang) if pot.get("name") == "main" else \
                pot.get("name", "").replace("side", Text("side", "lateral").get(lang))
            eligible = _seat_list(pot.get("eligible", []), lang)
            parts.append(f"{name} {amount_text(Decimal(str(pot.get('amount', 0))))} "
                         f"({WORDS['seats'].get(lang)} {eligible})")
        return "; ".join(parts)
    if isinstance(value, Sequence) and all(isinstance(v, int) for v in value):
        return f"{WORDS['seats'].get(lang)} {_seat_list(value, lang)}"
    return None


def _rule_line(rule: str, lang: Lang, links: bool) -> str:
    entry = resolve(rule)
    title = html.escape(entry.title.get(lang)) if entry else ""
    label = html.escape(rule)
    shown = f"<a href='{RULE_LINK}{label}'>{label}</a>" if links else f"<b>{label}</b>"
    return f"<li>{shown} — {title}</li>"


def _local(moment: datetime | str) -> str:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


STYLE = """
body { font-family: 'DejaVu Sans', sans-serif; }
h1 { font-size: large; margin-bottom: 2pt; }
p.summary { font-size: x-large; font-weight: bold; margin-top: 4pt; margin-bottom: 6pt; }
h2 { font-size: medium; margin-top: 10pt; margin-bottom: 2pt; }
td.label { color: #333333; padding-right: 12pt; }
p.stamp { color: #444444; margin-top: 0; }
p.overruled { color: #9a1c1c; font-weight: bold; }
p.assistant { color: #444444; margin-top: 0; }
"""


def ruling_html(title: Text, ruling: Mapping[str, Any], shown: Sequence[Mapping[str, Any]],
                lang: Lang, *, links: bool = True,
                record: Mapping[str, Any] | None = None) -> str:
    """The page for one ruling.

    Args:
        title: the walk-through's title (what the dispute was about).
        ruling: ``Ruling.to_json()``.
        shown: the facts as answered: ``[{"question": {en, es}, "answer": {en, es}}]``.
        lang: the language of the page.
        links: cited rules as ``rule:<id>`` links (on screen) or plain (on paper).
        record: the recorded decision, when there is one: ``id``, ``recorded_at``,
            ``outcome``, ``reason``, ``table_number``, ``hand_time``, ``players``,
            ``supervisor`` and, when overruled, ``floor_decision``.
    """
    w = {key: text.get(lang) for key, text in WORDS.items()}
    e = html.escape
    summary = ruling["summary"][lang]
    parts = [f"<html><head><style>{STYLE}</style></head><body>",
             f"<h1>{e(w['title'])}: {e(title.get(lang))}</h1>"]
    if record is not None:
        parts.append(f"<p class='stamp'>{e(w['number'])} {record['id']} · "
                     f"{e(w['recorded'])} {_local(record['recorded_at'])}</p>")
    decision = str(record.get("floor_decision") or "") if record is not None else ""
    if record is not None and record["outcome"] == "overruled" and decision.strip():
        headline = decision_headline(Text(ruling["summary"]["en"], ruling["summary"]["es"]),
                                     "overruled", decision)
        parts.append(f"<p class='summary'>{e(headline.get(lang))}</p>")
        parts.append(f"<p class='assistant'><b>{e(w['assistant_ruling'])}:</b> "
                     f"{e(summary)}</p>")
    else:
        parts.append(f"<p class='summary'>{e(summary)}</p>")
    figures = []
    for key, value in ruling.get("numbers", {}).items():
        figure = number_text(key, value, lang) if key in NUMBER_LABELS else None
        if figure is not None:
            figures.append((NUMBER_LABELS[key].get(lang), figure))
    if figures:
        rows = "".join(f"<tr><td class='label'>{e(label)}</td><td><b>{e(value)}</b></td></tr>"
                       for label, value in figures)
        parts.append(f"<h2>{e(w['numbers'])}</h2><table cellpadding='2'>{rows}</table>")
    reasons = "".join(f"<li>{e(reason[lang])}</li>" for reason in ruling.get("reasons", []))
    if reasons:
        parts.append(f"<h2>{e(w['reasons'])}</h2><ol>{reasons}</ol>")
    rules = "".join(_rule_line(rule, lang, links) for rule in ruling["rules"])
    parts.append(f"<h2>{e(w['rules'])}</h2><ul>{rules}</ul>")
    profile = PROFILES.get(ruling.get("profile", "robert"), PROFILES["robert"])
    parts.append(f"<p><b>{e(w['profile'])}:</b> {e(profile.get(lang))}</p>")
    if shown:
        facts = "".join(
            f"<tr><td class='label'>{e(item['question'][lang])}</td>"
            f"<td>{e(item['answer'][lang])}</td></tr>" for item in shown)
        parts.append(f"<h2>{e(w['facts'])}</h2><table cellpadding='2'>{facts}</table>")
    if record is not None:
        parts.append(_record_html(record, w))
    parts.append("</body></html>")
    return "".join(parts)


def _record_html(record: Mapping[str, Any], w: Mapping[str, str]) -> str:
    e = html.escape
    overruled = record["outcome"] == "overruled"
    lines = [f"<h2>{e(w['decision'])}</h2>",
             f"<p class='{'overruled' if overruled else 'accepted'}'>"
             f"{e(w['overruled' if overruled else 'accepted'])}</p>"]
    rows = []
    if overruled:
        rows.append((w["reason"], record.get("reason", "")))
    if record.get("table_number") is not None:
        rows.append((w["table"], str(record["table_number"])))
    rows.append((w["hand_time"], _local(record["hand_time"])))
    if record.get("players"):
        rows.append((w["players"], record["players"]))
    rows.append((w["supervisor"], record.get("supervisor", "")))
    lines.append("<table cellpadding='2'>" + "".join(
        f"<tr><td class='label'>{e(label)}</td><td>{e(value)}</td></tr>"
        for label, value in rows) + "</table>")
    return "".join(lines)
