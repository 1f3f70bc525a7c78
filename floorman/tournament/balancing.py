"""Balancing: are the tables out of balance, who moves, to which seat, and must a short
table stop dealing until he arrives.

The tables stay within the tolerance: one player with six tables or fewer, two with more
(RRoP 15.17), or the house's own number; under the TDA profile how tightly to balance is
the director's call and Robert's numbers are followed, as ``table_balance`` says. While
they are further apart, one player at a time moves from the longest table to the
shortest:

- the table he leaves: the longest. Where several are equally long the rules leave the
  choice to a procedure set in advance (TDA 11-C): floorman takes the one whose player
  due the big blind has been moved the fewest times so far, then the one that breaks
  soonest in the breaking order (its players would have to move when it broke anyway);
- the player: the one due the big blind next there (TDA 11-A, RRoP 15.15), found by
  ``balancing_move``;
- the table he goes to: the shortest with an open seat; among equally short ones, the one
  that breaks last, so that he need not move again soon;
- the seat: the worst position, the open seat that pays the big blind soonest, never the
  small blind (TDA 11-A), or the seat closest to the big blind (RRoP 15.15), also from
  ``balancing_move``; whether he is dealt in at once comes from ``seat_ruling`` (TDA 10-A;
  RRoP 15.16: he waits in the small blind or on the button);
- halting: a table three or more players short of the fullest stops dealing once its
  blinds are affected, until the player arrives (TDA 11-D, through ``table_balance``).

Each move is planned on the field as the earlier ones leave it, so one plan restores the
tolerance. The tables read are found through the field's index, never by a scan.
"""

from __future__ import annotations

from floorman.rules.game import Variant
from floorman.rules.ruling import Notes
from floorman.rules.tournament_seating import Table, balancing_move, seat_ruling, table_balance
from floorman.text import Text, counted
from floorman.tournament.field import Field
from floorman.tournament.moves import Draft, Move, Plan


def out_of_balance(field: Field) -> bool:
    """The tables are further apart than the tolerance allows (O(table size))."""
    return field.longest_count() - field.shortest_count() > field.tolerance()


def plan_balancing(field: Field) -> Plan | None:
    """The balancing moves the field needs now (None: the tables are within the
    tolerance, or no short table has an open seat)."""
    draft = Draft(field)
    moves: list[Move] = []
    halted: list[int] = []
    balance(draft, moves, halted)
    if not moves:
        return None
    why = Notes()
    tolerance = field.tolerance()
    why.add(f"The tables hold {field.shortest_count()} to {field.longest_count()} players, "
            f"more than {tolerance} apart: "
            + ("one player moves." if len(moves) == 1 else f"{len(moves)} players move, one at "
               "a time."),
            f"Las mesas tienen de {field.shortest_count()} a {field.longest_count()} "
            f"jugadores, más de {tolerance} de diferencia: "
            + ("se traslada un jugador." if len(moves) == 1 else f"se trasladan {len(moves)} "
               "jugadores, uno a uno."),
            "RRoP 15.17")
    for move in moves:
        why.cite(*move.rules)
    return Plan("balance", tuple(moves), tuple(why.reasons), tuple(why.rules),
                halted=tuple(halted), tables_after=draft.table_count)


def balance(draft: Draft, moves: list[Move], halted: list[int]) -> None:
    """Add to ``moves`` the balancing moves ``draft`` needs, making each on the draft."""
    while draft.longest_count() - draft.shortest_count() > draft.tolerance():
        source = draft.longest_source()
        target = draft.shortest_destination(skip=source)
        if source is None or target is None or \
                draft.table(source).players - draft.table(target).players < 2:
            return
        move, halts = balancing_step(draft, source, target)
        if halts and target not in halted:
            halted.append(target)
        moves.append(move)
        draft.move(move.entrant, move.to_table, move.to_seat, from_table=source, counted=True)


def balancing_step(draft: Draft, source: int, target: int) -> tuple[Move, bool]:
    """The move from ``source`` (a longest table) to ``target`` (a shortest), with its
    reasons, and whether ``target`` stops dealing until he arrives."""
    field = draft.field
    house = field.house
    full, short = draft.table(source), draft.table(target)
    decision = balancing_move(Variant.HOLDEM,
                              Table(full.occupied, full.size, big_blind=full.big_blind),
                              Table(short.occupied, short.size, big_blind=short.big_blind),
                              house)
    seat_from = decision.moves
    assert seat_from is not None  # button games always name the player
    entrant = full.seats[seat_from]
    arrival = seat_ruling(decision.to_seat, arrival="balancing", button=short.button,
                          small_blind=short.big_blind, occupied=short.occupied,
                          table_size=short.size, house=house)
    counts = draft.counts()
    standing = table_balance(short.players, counts, blinds_affected=short.blinds_affected(),
                             full_table_format=short.size > 6, house=house)
    why = Notes()
    longest = draft.hist[full.players]
    times = draft.times_moved(entrant)
    if longest == 1:
        why.add(f"Table {source} is the longest, with "
                f"{counted(full.players, 'player', 'players')}.",
                f"La mesa {source} es la más larga, con "
                f"{counted(full.players, 'jugador', 'jugadores')}.",
                "TDA 11-C" if house.tournament else "RRoP 15.17")
    else:
        moved_en, moved_es = _times_moved(times)
        why.add(f"Table {source} is one of the {longest} longest tables ({full.players} "
                f"players). Among them the house takes the player who has been moved the "
                f"fewest times (the player due the big blind there {moved_en}), then the "
                "table that breaks soonest, whose players would move when it broke anyway.",
                f"La mesa {source} es una de las {longest} mesas más largas ({full.players} "
                f"jugadores). Entre ellas la casa toma al jugador que menos veces se ha "
                f"trasladado (al que le toca la ciega grande allí {moved_es}), y después la "
                "mesa que se rompe antes, cuyos jugadores se trasladarían de todos modos al "
                "romperse.",
                "TDA 11-C" if house.tournament else "RRoP 15.17")
    shortest = draft.hist[short.players]
    if shortest == 1:
        why.add(f"Table {target} is the shortest, with "
                f"{counted(short.players, 'player', 'players')}.",
                f"La mesa {target} es la más corta, con "
                f"{counted(short.players, 'jugador', 'jugadores')}.",
                "RRoP 15.17")
    else:
        why.add(f"Table {target} is one of the {shortest} shortest tables "
                f"({counted(short.players, 'player', 'players')}): the one that breaks last, so "
                "that the player moved need not move again soon.",
                f"La mesa {target} es una de las {shortest} mesas más cortas "
                f"({counted(short.players, 'jugador', 'jugadores')}): la que se rompe más "
                "tarde, para que el jugador trasladado no tenga que moverse otra vez pronto.",
                "RRoP 15.17")
    for reason in decision.reasons:
        why.reasons.append(reason)
    why.cite(*decision.rules)
    why.reasons.extend(arrival.reasons)
    why.cite(*arrival.rules)
    why.reasons.extend(standing.reasons)
    why.cite(*standing.rules)
    if field.tolerance_override is not None:
        within = field.tolerance_override
        why.add(f"The house keeps the tables within {counted(within, 'player', 'players')} of "
                "each other instead.",
                f"La casa mantiene las mesas a {counted(within, 'jugador', 'jugadores')} de "
                "diferencia en su lugar.", "RRoP 15.17")
    move = Move(entrant, "balancing", source, seat_from, target, decision.to_seat,
                arrival.dealt_in, arrival.position, tuple(why.reasons), tuple(why.rules))
    return move, bool(standing.halt)


def describe_balance(field: Field) -> Text:
    """One sentence on the balance of the field as it is."""
    low, high, tolerance = field.shortest_count(), field.longest_count(), field.tolerance()
    if high - low > tolerance:
        return Text(f"Out of balance: {low} to {high} players a table, more than {tolerance} "
                    "apart.",
                    f"Desequilibradas: de {low} a {high} jugadores por mesa, más de "
                    f"{tolerance} de diferencia.")
    return Text(f"Balanced: {low} to {high} players a table, within {tolerance}.",
                f"Equilibradas: de {low} a {high} jugadores por mesa, dentro de {tolerance}.")


def _times_moved(times: int) -> tuple[str, str]:
    """How often a player has been moved, in words (English, Spanish)."""
    if times == 0:
        return "has not been moved yet", "no se ha trasladado todavía"
    if times == 1:
        return "has been moved once", "se ha trasladado una vez"
    return f"has been moved {times} times", f"se ha trasladado {times} veces"
