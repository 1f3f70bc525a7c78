"""Checking the room's house choices before ``set_house`` stores them.

Each choice is set by its switch name (``odd_chip="online"``) to one of the values the
engine takes for it (``floor.house_choices``), or to None to follow the rules profile
again. Anything else is refused, naming the choice and its values, and nothing is
written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from floorman.floor.house_choices import CHOICES, Value
from floorman.services import lookup
from floorman.services.desk import refuse
from floorman.text import Lang

BOOKS = {"robert": ("Robert's Rules", "Robert's Rules"), "tda": ("the TDA", "la TDA"),
         "online": ("the online room", "la sala en línea"),
         "house": ("the house's own rule", "regla propia de la casa")}


def _value_text(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def picked(current: Mapping[str, Value], changes: Mapping[str, Any]) -> dict[str, Value]:
    """The room's choices after ``changes`` (name -> value, None to follow the profile),
    each checked; an unknown value is refused under the choice's name."""
    choices = dict(current)
    for name, value in changes.items():
        choice = CHOICES[name]
        if value is None:
            choices.pop(name, None)
            continue
        if choice.option(value) is None:
            listed_en = " or ".join(
                f"{_value_text(o.value)} ({BOOKS[o.follows.book][0]})" for o in choice.options)
            listed_es = " o ".join(
                f"{_value_text(o.value)} ({BOOKS[o.follows.book][1]})" for o in choice.options)
            raise refuse(f"{lookup.shown(value)} is not a choice for {name}: choose "
                         f"{listed_en}. Nothing was changed.",
                         f"{lookup.shown(value)} no es una opción de {name}: elija "
                         f"{listed_es}. No se cambió nada.", name)
        choices[name] = value
    return choices


def shown(changes: Mapping[str, Any], lang: Lang) -> list[str]:
    """The changed choices as the audit log names them (``odd_chip=online``)."""
    profile = "as the profile says" if lang == "en" else "según el perfil"
    return [f"{name}={profile if value is None else _value_text(value)}"
            for name, value in changes.items()]
