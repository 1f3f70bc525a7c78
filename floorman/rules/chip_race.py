"""The chip race at a colour-up: who gets the new chips for the odd small ones.

When the smallest chip leaves a tournament, the small chips that make up a whole new
chip are changed directly; the odd ones left are raced off. Robert's Rules say how the
race is run (RRoP 15.11): one card for each odd chip, dealt from seat 1, all of a
player's cards together; the highest card by suit (RRoP 3.vii.1) wins one new chip,
the next highest the next, until the odd chips are used up, and a last remainder of
half a new chip or more gives one more chip to the next card. Nobody can be raced out.
The TDA rule (TDA 24) keeps the start in seat 1 and the guarantee, and adds that no
player wins more than one chip in the race; it does not say how the cards are dealt or
the suits ranked, so a tournament ruling takes those from Robert's Rules and says so.
Scenario kind: ``chip_race``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from floorman.rules.cards import Card
from floorman.rules.dealing import tda_silent
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.hands import card_order, read_seat
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text, counted, plural
from floorman.text import amount_text as money

MAX_SMALL_CHIPS = 1000  # far more small chips than any stack holds at a colour-up


@dataclass(frozen=True)
class Racer:
    """One player at the colour-up.

    Attributes:
        seat: his seat.
        small_chips: how many chips of the denomination being removed he holds.
        stack: the value of his other chips, those that stay in play.
        cards: the race cards dealt to him, one for each odd chip.
    """

    seat: int
    small_chips: int
    stack: Decimal
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class RaceResult:
    """What the colour-up gives each player, in new chips."""

    exchanged: dict[int, int]
    odd: dict[int, int]
    race_chips: int
    won: dict[int, int]
    kept_in: tuple[int, ...]
    order: tuple[tuple[Card, int, bool], ...]
    passed_over: tuple[int, ...] = ()


def run_race(racers: list[Racer], removed: Decimal, new: Decimal, *,
             one_chip_each: bool) -> RaceResult:
    """The colour-up of ``racers``: the direct exchange, then the race for the odd chips.

    ``one_chip_each`` is the TDA's limit (TDA 24-A); Robert's Rules give a chip to each
    winning card, so a player holding two of the best cards may win two (RRoP 15.11).
    """
    per_new = int(new / removed)
    exchanged = {r.seat: r.small_chips // per_new for r in racers}
    odd = {r.seat: r.small_chips % per_new for r in racers}
    odd_total = sum(odd.values())
    race_chips = odd_total // per_new
    if odd_total % per_new and 2 * (odd_total % per_new) >= per_new:
        race_chips += 1
    cards = sorted(((card, r.seat) for r in racers for card in r.cards),
                   key=lambda pair: card_order(pair[0]), reverse=True)
    won: dict[int, int] = {}
    order: list[tuple[Card, int, bool]] = []
    passed_over: list[int] = []
    left = race_chips
    for card, seat in cards:
        wins = left > 0 and not (one_chip_each and seat in won)
        if wins:
            won[seat] = won.get(seat, 0) + 1
            left -= 1
        elif left > 0 and seat not in passed_over:
            passed_over.append(seat)
        order.append((card, seat, wins))
    kept_in = tuple(r.seat for r in racers
                    if odd[r.seat] and not r.stack and not exchanged[r.seat]
                    and r.seat not in won)
    return RaceResult(exchanged, odd, race_chips, won, kept_in, tuple(order),
                      tuple(sorted(passed_over)))


def _read_racers(facts: Facts, per_new: int) -> list[Racer]:
    racers: list[Racer] = []
    taken: set[int] = set()
    seen: set[Card] = set()
    for player in facts.children("players", at_least=1):
        seat = read_seat(player, taken)
        count = player.integer("small_chips", low=0, high=MAX_SMALL_CHIPS)
        stack = player.amount("stack")
        odd = count % per_new
        cards = player.cards("cards", seen=seen, default=[])
        if len(cards) != odd:
            raise refuse(player.where("cards"),
                         _card_count(seat, odd, len(cards)).en,
                         _card_count(seat, odd, len(cards)).es)
        racers.append(Racer(seat, count, stack, cards))
    return racers


def _card_count(seat: int, odd: int, given: int) -> Text:
    """The refusal of a player given the wrong number of race cards."""
    if odd == 0:
        return Text(f"seat {seat} has no odd chip left after the exchange, so he gets no race "
                    "card; " + plural(given, "1 card was given.", f"{given} cards were given."),
                    f"el asiento {seat} no tiene ninguna ficha sobrante tras el cambio, así que "
                    "no recibe carta de carrera; "
                    + plural(given, "se indicó 1 carta.", f"se indicaron {given} cartas."))
    return Text(f"seat {seat} has {counted(odd, 'odd chip', 'odd chips')} left after the "
                f"exchange and gets one race card for each: give "
                f"{counted(odd, 'card', 'cards')}, not {given}.",
                f"el asiento {seat} tiene {counted(odd, 'ficha sobrante', 'fichas sobrantes')} "
                f"tras el cambio y recibe una carta por cada una: indique "
                f"{counted(odd, 'carta', 'cartas')}, no {given}.")


def _seats(seats: list[int]) -> str:
    return ", ".join(str(s) for s in seats)


def _seat_words(seats: list[int]) -> Text:
    """``Seat 3`` or ``Seats 3, 7``, to begin a sentence."""
    listed = _seats(seats)
    return Text(plural(len(seats), f"Seat {listed}", f"Seats {listed}"),
                plural(len(seats), f"El asiento {listed}", f"Los asientos {listed}"))


@scenario("chip_race")
def decide_chip_race(facts: Facts, house: HouseRules) -> Ruling:
    """The colour-up of the smallest chip: the exchange and the race for the odd chips
    (TDA 24, RRoP 15.11)."""
    removed = facts.amount("removed_chip", positive=True)
    new = facts.amount("new_chip", positive=True)
    if new <= removed or new % removed:
        raise refuse(facts.where("new_chip"),
                     f"the smallest chip left in play must be worth a whole number of the "
                     f"{money(removed)} chips being removed, and more than one.",
                     f"la ficha menor que sigue en juego debe valer un número entero de las "
                     f"fichas de {money(removed)} que se retiran, y más de una.")
    per_new = int(new / removed)
    racers = _read_racers(facts, per_new)
    tda = house.tournament
    result = run_race(racers, removed, new, one_chip_each=tda)
    why = Notes()
    if tda:
        why.add("The race starts in seat 1, no player wins more than one chip in it and nobody "
                "can be raced out. Players keep their chips in full view and may watch it.",
                "La carrera empieza en el asiento 1, ningún jugador gana más de una ficha en "
                "ella y nadie puede quedar eliminado por ella. Los jugadores mantienen sus "
                "fichas a la vista y pueden presenciarla.", "TDA 24-A", "TDA 24-B")
        tda_silent(why)
    changed = {s: n for s, n in result.exchanged.items() if n}
    why.add(f"Every {per_new} chips of {money(removed)} make one new chip of {money(new)} and "
            "are changed directly"
            + (f": {plural(len(changed), 'seat', 'seats')} {_seats(sorted(changed))}."
               if changed else "; nobody has that many."),
            f"Cada {per_new} fichas de {money(removed)} forman una ficha nueva de "
            f"{money(new)} y se cambian directamente"
            + (f": {plural(len(changed), 'asiento', 'asientos')} {_seats(sorted(changed))}."
               if changed else "; nadie tiene tantas."),
            "RRoP 15.11")
    odd_total = sum(result.odd.values())
    numbers: dict[str, Any] = {
        "per_new_chip": per_new,
        "exchanged": changed,
        "odd_chips": {s: n for s, n in result.odd.items() if n},
        "race_chips": result.race_chips,
        "won": result.won,
        "kept_in": list(result.kept_in),
        "order": [{"card": str(card), "seat": seat, "wins": wins}
                  for card, seat, wins in result.order],
    }
    if not odd_total:
        return Ruling("chip_race", "exchange_only",
                      Text("No odd chips are left: there is no race.",
                           "No quedan fichas sobrantes: no hay carrera."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    remainder = odd_total % per_new
    whole = odd_total // per_new
    why.add(plural(odd_total, "1 odd chip is", f"{odd_total} odd chips are")
            + f" left ({money(removed * odd_total)}): that is "
            + counted(whole, "new chip", "new chips")
            + ((f", and the last {remainder} ({money(removed * remainder)}) "
                + ("are half a new chip or more, so they make one more."
                   if 2 * remainder >= per_new else "are less than half a new chip and give "
                   "nothing.")) if remainder else ".")
            + " " + plural(result.race_chips, "1 chip is raced.",
                           f"{result.race_chips} chips are raced."),
            plural(odd_total, "Queda 1 ficha sobrante", f"Quedan {odd_total} fichas sobrantes")
            + f" ({money(removed * odd_total)}): "
            + plural(whole, "es 1 ficha nueva", f"son {whole} fichas nuevas")
            + ((f", y las últimas {remainder} ({money(removed * remainder)}) "
                + ("llegan a media ficha nueva o más, así que dan una más."
                   if 2 * remainder >= per_new else "no llegan a media ficha nueva y no dan "
                   "nada.")) if remainder else ".")
            + " " + plural(result.race_chips, "Se corre 1 ficha.",
                           f"Se corren {result.race_chips} fichas."), "RRoP 15.11")
    why.add("Each player gets one card for each odd chip, from seat 1 clockwise and all of his "
            "cards together; the highest card by suit wins the first chip, the next highest "
            "the next (spades, hearts, diamonds, clubs).",
            "Cada jugador recibe una carta por cada ficha sobrante, desde el asiento 1 en "
            "sentido horario y todas sus cartas juntas; la carta más alta por palo gana la "
            "primera ficha, la siguiente la siguiente (picas, corazones, diamantes, tréboles).",
            "RRoP 15.11", "RRoP 3.vii.1")
    skipped = list(result.passed_over)
    if skipped:
        seats = _seat_words(skipped)
        why.add(seats.en + plural(len(skipped), " already won a chip, so his other cards are "
                                  "passed over.", " already won a chip, so their other cards "
                                  "are passed over."),
                seats.es + plural(len(skipped), " ya ganó una ficha, así que sus otras cartas "
                                  "se saltan.", " ya ganaron una ficha, así que sus otras "
                                  "cartas se saltan."), "TDA 24-A")
    winners = sorted(result.won)
    for seat in winners:
        cards = [str(c) for c, s, w in result.order if s == seat and w]
        won = result.won[seat]
        why.add(f"Seat {seat} wins {counted(won, 'chip', 'chips')} of {money(new)} with "
                f"{', '.join(cards)}.",
                f"El asiento {seat} gana {counted(won, 'ficha', 'fichas')} de {money(new)} con "
                f"{', '.join(cards)}.")
    if result.kept_in:
        kept = list(result.kept_in)
        seats = _seat_words(kept)
        why.add(seats.en + plural(len(kept), " lost his last chips in the race; nobody can be "
                                  f"raced out, so he gets one chip of {money(new)}.",
                                  " lost their last chips in the race; nobody can be raced "
                                  f"out, so each gets one chip of {money(new)}."),
                seats.es + plural(len(kept), " perdió sus últimas fichas en la carrera; nadie "
                                  "puede quedar eliminado por ella, así que recibe una ficha "
                                  f"de {money(new)}.",
                                  " perdieron sus últimas fichas en la carrera; nadie puede "
                                  "quedar eliminado por ella, así que cada uno recibe una "
                                  f"ficha de {money(new)}."),
                "TDA 24-A" if tda else "RRoP 15.11")
    raced = result.race_chips
    chips_en = plural(raced, f"the chip of {money(new)} raced",
                      f"the {raced} chips of {money(new)} raced")
    chips_es = plural(raced, f"la ficha de {money(new)} en carrera",
                      f"las {raced} fichas de {money(new)} en carrera")
    if winners:
        seats = _seat_words(winners)
        en = seats.en + plural(len(winners), " wins ", " win ") + chips_en
        es = seats.es + plural(len(winners), " gana ", " ganan ") + chips_es
    else:
        en, es = f"Nobody wins a chip of {money(new)}", f"Nadie gana una ficha de {money(new)}"
    if result.kept_in:
        kept = list(result.kept_in)
        listed = _seats(kept)
        en += plural(len(kept), f"; seat {listed} keeps one chip so as not to be raced out",
                     f"; seats {listed} keep one chip each so as not to be raced out")
        es += plural(len(kept), f"; el asiento {listed} conserva una ficha para no quedar "
                     "eliminado", f"; los asientos {listed} conservan una ficha cada uno para "
                     "no quedar eliminados")
    return Ruling("chip_race", "race", Text(en + ".", es + "."), tuple(why.reasons),
                  tuple(why.rules), numbers, house.profile)

