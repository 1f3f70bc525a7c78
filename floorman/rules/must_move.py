"""Must-move games and transfers as scenario kinds: ``must_move_next`` (who moves next
in a chain, RRoP 2.iii.9-11), ``transfer`` (whether a move between games of the same
stakes is allowed, RRoP 2.iii.3) and ``move_timing`` (when the move is due, RRoP
2.iii.10 and 2.iii.13), on the pure policies of ``floorman.rules.moves``.
"""

from __future__ import annotations

from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.moves import (
    CONDITION_WORDS,
    ChainPlace,
    held_seat_timing,
    move_timing,
    must_move_order,
    transfer_allowed,
    who_moves_next,
)
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text


def _button_game(facts: Facts) -> bool:
    return Variant(facts.choice("game", [v.value for v in Variant], Variant.HOLDEM.value)
                   ).uses_button


@scenario("must_move_next")
def decide_must_move_next(facts: Facts, house: HouseRules) -> Ruling:
    """Who moves into a seat that opened in a must-move chain, and when."""
    button = _button_game(facts)
    main = facts.integer("main_table", low=1, high=9999)
    chain = [main]
    tables = facts.raw("must_move_tables")
    if not isinstance(tables, list):
        raise refuse(facts.where("must_move_tables"), "must be a list of table numbers, the "
                     "first must-move first, such as [5, 7].",
                     "debe ser una lista de números de mesa, la primera mesa forzada primero, "
                     "como [5, 7].")
    for index, number in enumerate(tables):
        where = f"{facts.where('must_move_tables')}[{index}]"
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 9999:
            raise refuse(where, "must be a table number from 1 to 9999.",
                         "debe ser un número de mesa del 1 al 9999.")
        if number in chain:
            raise refuse(where, f"table {number} is already in the chain; a chain may not "
                         "come back to a table (no cycle).",
                         f"la mesa {number} ya está en la cadena; una cadena no puede volver "
                         "a una mesa (sin ciclos).")
        chain.append(number)
    if len(chain) < 2:
        raise refuse(facts.where("must_move_tables"), "needs at least one must-move table.",
                     "necesita al menos una mesa de movida forzada.")
    opened = facts.integer("seat_opens_at", main, low=1, high=9999)
    if opened not in chain:
        raise refuse(facts.where("seat_opens_at"), f"table {opened} is not in the chain "
                     f"({', '.join(str(t) for t in chain)}).",
                     f"la mesa {opened} no está en la cadena "
                     f"({', '.join(str(t) for t in chain)}).")
    places: list[ChainPlace] = []
    pending: set[int] = set()
    seen: set[str] = set()
    for index, player in enumerate(facts.children("players", at_least=1)):
        name = player.text("name")
        if name in seen:
            raise refuse(player.where("name"), f"{name} is listed twice.",
                         f"{name} aparece dos veces.")
        seen.add(name)
        table = player.integer("table", low=1, high=9999)
        if table not in chain:
            raise refuse(player.where("table"), f"table {table} is not in the chain.",
                         f"la mesa {table} no está en la cadena.")
        listed = player.integer("list_position", low=1, high=10_000)
        places.append(ChainPlace(index, name, table, float(listed)))
        if player.flag("move_pending", False):
            pending.add(index)
    found = who_moves_next(chain, opened, places, pending, button)
    order = [p.name for p in must_move_order(places)]
    if found.place is None:
        return Ruling("must_move_next", "from_list", Text(
            f"Nobody in the chain moves: the seat at table {opened} goes to the waiting list.",
            f"Nadie de la cadena se mueve: el asiento de la mesa {opened} es para la lista de "
            "espera."), found.why.reasons, found.why.rules,
            {"order": order, "to_table": opened}, house.profile)
    assert found.condition is not None
    when = CONDITION_WORDS[found.condition]
    place = found.place
    return Ruling("must_move_next", "moves", Text(
        f"{place.name} moves from table {place.table} to table {opened} {when.en}.",
        f"{place.name} pasa de la mesa {place.table} a la mesa {opened} {when.es}."),
        found.why.reasons, found.why.rules,
        {"player": place.name, "from_table": place.table, "to_table": opened,
         "condition": found.condition.value, "order": order}, house.profile)


@scenario("transfer")
def decide_transfer(facts: Facts, house: HouseRules) -> Ruling:
    """May a player transfer voluntarily to another game of the same stakes?"""
    from_players = facts.integer("from_players", low=1, high=10)
    to_players = facts.integer("to_players", low=0, high=9)
    allowed, why = transfer_allowed(from_players, to_players)
    numbers = {"left_after": from_players - 1, "joined": to_players}
    if allowed:
        return Ruling("transfer", "allowed", Text(
            "The transfer is allowed.", "El cambio está permitido."),
            why.reasons, why.rules, numbers, house.profile)
    return Ruling("transfer", "refused", Text(
        "The transfer is not allowed: the game left would be shorter than the one joined.",
        "El cambio no está permitido: la partida que se deja quedaría más corta que "
        "aquella a la que se va."), why.reasons, why.rules, numbers, house.profile)


@scenario("move_timing")
def decide_move_timing(facts: Facts, house: HouseRules) -> Ruling:
    """When a player who must move to another seat goes there."""
    button = _button_game(facts)
    reason = facts.choice("reason", ["must_move", "held_seat"])
    if reason == "must_move":
        condition, why = move_timing(button)
    else:
        condition, why = held_seat_timing(button, facts.integer("waiting", 0, low=0, high=500),
                                          facts.flag("blind_taken", False))
    when = CONDITION_WORDS[condition]
    return Ruling("move_timing", condition.value, Text(
        f"The player moves {when.en}.", f"El jugador se cambia {when.es}."),
        why.reasons, why.rules, {"condition": condition.value}, house.profile)
