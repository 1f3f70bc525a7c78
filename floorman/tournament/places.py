"""Eliminations and finishing places.

An entrant out of the tournament finishes in the place of the players left when he went
out: with 40 left, the one who busts is 40th. When several go out on the same hand, the
one who started that hand with the most chips finishes highest, and those who started it
with equal chips share a place (RRoP 15.35; the TDA rules the project holds have no rule
of their own on it outside hand-for-hand play, so the TDA profile follows Robert's Rules
and says so). A shared place takes the better number and the next ones are skipped, as
in a sports table: two players tying for 7th and 8th are both 7th, and the next one out
is 9th. Over a whole event the places therefore sort to ``1, 2, ...`` where each number
is either its position in that order or the number just before it repeated;
``check_places`` checks exactly that.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from floorman.rules.dealing import tda_silent
from floorman.rules.ruling import Notes
from floorman.text import Text
from floorman.tournament.field import Field, refused

Chips = int | Decimal


@dataclass(frozen=True)
class Place:
    """One entrant's finishing place."""

    entrant: int
    place: int
    shared: bool  # tied with another player out on the same hand
    chips: Chips  # his chips at the start of the hand he went out on


@dataclass(frozen=True)
class Eliminations:
    """The places of the players out on one hand, with the reasons."""

    places: tuple[Place, ...]
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]


def place_busts(left_before: int, chips: Mapping[int, Chips]) -> tuple[Place, ...]:
    """The places of the entrants out on one hand: ``chips`` holds what each had at the
    start of the hand, ``left_before`` the players in the tournament before it."""
    ranked = sorted(chips.items(), key=lambda pair: (-pair[1], pair[0]))
    worst = left_before - len(ranked) + 1  # the best place this hand gives
    first: dict[Chips, int] = {}
    tied: dict[Chips, int] = {}
    for position, (_, stack) in enumerate(ranked):
        first.setdefault(stack, position)
        tied[stack] = tied.get(stack, 0) + 1
    return tuple(Place(entrant, worst + first[stack], tied[stack] > 1, stack)
                 for entrant, stack in ranked)


def record_busts(field: Field, chips: Mapping[int, Chips]) -> Eliminations:
    """Put out the entrants of ``chips`` (each with his chips at the start of the hand)
    and give their places; refuse an entrant not in the tournament or already out, or a
    hand that would leave nobody."""
    for entrant, stack in chips.items():
        if entrant in field.out:
            raise refused("busts", f"entrant {entrant} is already out (place "
                          f"{field.out[entrant]}).",
                          f"el inscrito {entrant} ya está eliminado (puesto "
                          f"{field.out[entrant]}).")
        if entrant not in field.where:
            raise refused("busts", f"entrant {entrant} is not in this tournament.",
                          f"el inscrito {entrant} no está en este torneo.")
        if isinstance(stack, bool) or stack < 0:
            raise refused("busts", f"entrant {entrant} cannot have started the hand with "
                          f"{stack} chips.",
                          f"el inscrito {entrant} no puede haber empezado la mano con {stack} "
                          "fichas.")
    if not chips:
        return Eliminations((), (), ())
    if len(chips) >= field.remaining:
        raise refused("busts", "someone must be left: the last player is the winner, not "
                      "out.",
                      "alguien tiene que quedar: el último jugador es el ganador, no un "
                      "eliminado.")
    places = place_busts(field.remaining, chips)
    for place in places:
        field.mark_out(place.entrant, place.place)
    why = Notes()
    if len(places) > 1:
        if field.house.tournament:
            why.add("The TDA rules do not place players out on the same hand.",
                    "Las reglas TDA no dicen cómo clasificar a los eliminados en la misma "
                    "mano.", "RRoP 15.35")
            tda_silent(why)
        shared = any(p.shared for p in places)
        why.add(f"{len(places)} players went out on the same hand: the one who started it "
                "with more chips finishes higher"
                + (", and those who started it with equal chips share the place." if shared
                   else "."),
                f"{len(places)} jugadores quedaron fuera en la misma mano: el que la empezó "
                "con más fichas termina más arriba"
                + (", y los que la empezaron con las mismas fichas comparten el puesto."
                   if shared else "."), "RRoP 15.35")
    else:
        why.add(f"Entrant {places[0].entrant} is out in place {places[0].place} and leaves "
                "his seat at once.",
                f"El inscrito {places[0].entrant} queda eliminado en el puesto "
                f"{places[0].place} y deja su asiento en el acto.", "RRoP 15.21")
    return Eliminations(places, tuple(why.reasons), tuple(why.rules))


def standings(field: Field) -> dict[int, int]:
    """Every entrant's place so far: those out, and the winner once one is left."""
    found = dict(field.out)
    if field.remaining == 1:
        found[next(field.entrants())] = 1
    return found


def check_places(places: Mapping[int, int], entrants: int) -> str | None:
    """What is wrong with ``places`` as the finishing places of ``entrants`` (None: they are
    a valid assignment of 1..N with shared places)."""
    if len(places) != entrants:
        return f"{len(places)} places for {entrants} entrants"
    ordered = sorted(places.values())
    for position, place in enumerate(ordered, start=1):
        if place != position and (position == 1 or place != ordered[position - 2]):
            return f"place {place} at position {position} of {ordered[:position + 1]}"
    return None
