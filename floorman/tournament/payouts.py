"""Payouts: the prize pool, how many places are paid, and what each place receives.

The house keeps a payout table: for each range of entries, the share of the prize pool
each paid place receives, in percent (they add up to 100; a lower place never pays
more than a higher one). ``DEFAULT_PAYOUTS`` ships as the starting table. The pool is
the buy-ins, rebuys and add-ons collected (fees are the house's and not in it). Each
place's amount is its share rounded down to the chip the house pays in; what the
rounding leaves goes to first place, so the prizes always add up to the pool exactly.
Players who share a place (out in the same hand with equal stacks, RRoP 15.35) split
the prizes of the places they cover equally, rounded down to the chip with the odd
remainder to the first of them in the order given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal, InvalidOperation
from typing import Any

from floorman.text import amount_text
from floorman.tournament.field import refused

HUNDRED = Decimal(100)
ZERO = Decimal(0)


@dataclass(frozen=True)
class PayoutRow:
    """The places paid, with their percentages, for ``min_entries`` up to
    ``max_entries`` entries (None: no upper end)."""

    min_entries: int
    max_entries: int | None
    percents: tuple[Decimal, ...]

    def covers(self, entries: int) -> bool:
        return self.min_entries <= entries and (self.max_entries is None
                                                or entries <= self.max_entries)

    def range_text(self) -> str:
        if self.max_entries is None:
            return f"{self.min_entries}+"
        return f"{self.min_entries}-{self.max_entries}"


def _row(low: int, high: int | None, *percents: int | str) -> PayoutRow:
    return PayoutRow(low, high, tuple(Decimal(str(p)) for p in percents))


# About one entrant in ten is paid, first place about a third of small pools and a
# quarter of large ones: the common shape of live tournament payouts.
DEFAULT_PAYOUTS: tuple[PayoutRow, ...] = (
    _row(2, 5, 100),
    _row(6, 10, 65, 35),
    _row(11, 20, 50, 30, 20),
    _row(21, 30, 45, 27, 18, 10),
    _row(31, 40, 40, 25, 16, 11, 8),
    _row(41, 50, 37, 23, 15, 10, 8, 7),
    _row(51, 70, 33, 20, 14, 10, 8, 6, 5, 4),
    _row(71, 100, 30, 19, 13, 10, 8, 6, 5, 4, 3, 2),
    _row(101, 150, 28, 17, 12, 9, 7, 5, 4, 3, "2.5", "2.5", 2, 2, 2, 2, 2),
    _row(151, None, 25, 16, 11, 8, "5.5", 5, 4, 3, "2.5", "2.5", 2, 2, 2, 2, 2,
         "1.5", "1.5", "1.5", "1.5", "1.5"),
)


def check_payout_table(rows: Sequence[PayoutRow]) -> tuple[PayoutRow, ...]:
    """``rows`` if they make a payout table; else refused with the row and what to do."""
    if not rows:
        raise refused("payouts", "the payout table is empty; give at least one row.",
                      "la tabla de premios está vacía; indique al menos una fila.")
    ordered = sorted(rows, key=lambda row: row.min_entries)
    for number, row in enumerate(ordered, start=1):
        where = f"rows[{number - 1}]"
        span_en = f"the row for {row.range_text()} entries"
        span_es = f"la fila de {row.range_text()} inscritos"
        if row.min_entries < 1 or (row.max_entries is not None
                                   and row.max_entries < row.min_entries):
            raise refused(where, f"{span_en} has no entries in its range; give a range "
                          "such as 11-20.",
                          f"{span_es} no tiene inscritos en su rango; indique un rango como "
                          "11-20.")
        if not row.percents:
            raise refused(where, f"{span_en} pays nobody; give the percentage of each "
                          "place paid.",
                          f"{span_es} no paga a nadie; indique el porcentaje de cada puesto "
                          "pagado.")
        if not all(isinstance(p, Decimal) and p.is_finite() for p in row.percents):
            raise refused(where, f"{span_en} has a percentage that is not a number; write "
                          "numbers such as 25 or 12.5.",
                          f"{span_es} tiene un porcentaje que no es un número; escriba "
                          "números como 25 o 12,5.")
        if any(p <= 0 for p in row.percents):
            raise refused(where, f"{span_en} pays a place 0% or less; remove that place.",
                          f"{span_es} paga a un puesto un 0 % o menos; quite ese puesto.")
        total = sum(row.percents, ZERO)
        if total != HUNDRED:
            raise refused(where, f"{span_en} adds up to {amount_text(total)}%, not 100%; "
                          "correct its percentages.",
                          f"{span_es} suma un {amount_text(total)} %, no un 100 %; corrija "
                          "sus porcentajes.")
        if any(lower > higher for higher, lower in zip(row.percents, row.percents[1:],
                                                       strict=False)):
            raise refused(where, f"{span_en} pays a lower place more than a higher one; "
                          "order its percentages from first place down.",
                          f"{span_es} paga más a un puesto peor que a uno mejor; ordene sus "
                          "porcentajes del primer puesto hacia abajo.")
        if len(row.percents) > row.min_entries:
            raise refused(where, f"{span_en} pays {len(row.percents)} places, more than its "
                          f"{row.min_entries} entries; pay fewer places or raise the range.",
                          f"{span_es} paga {len(row.percents)} puestos, más que sus "
                          f"{row.min_entries} inscritos; pague menos puestos o suba el "
                          "rango.")
        if number < len(ordered):
            following = ordered[number]
            if row.max_entries is None or row.max_entries + 1 != following.min_entries:
                raise refused(where, f"{span_en} and the row for "
                              f"{following.range_text()} entries leave a gap or overlap; "
                              "make each range start where the one before ends.",
                              f"{span_es} y la fila de {following.range_text()} inscritos "
                              "dejan un hueco o se solapan; haga que cada rango empiece "
                              "donde acaba el anterior.")
    return tuple(ordered)


def payout_row(rows: Sequence[PayoutRow], entries: int) -> PayoutRow:
    """The row of the table for ``entries`` entries; refused when none covers them."""
    for row in rows:
        if row.covers(entries):
            return row
    raise refused("entries", f"the payout table has no row for {entries} entries; add one.",
                  f"la tabla de premios no tiene fila para {entries} inscritos; añada una.")


def prize_pool(entries: int, buy_in: Decimal, rebuys: int = 0, rebuy: Decimal = ZERO,
               add_ons: int = 0, add_on: Decimal = ZERO) -> Decimal:
    """The buy-ins, rebuys and add-ons collected."""
    return entries * buy_in + rebuys * rebuy + add_ons * add_on


def _down(amount: Decimal, chip: Decimal) -> Decimal:
    return (amount / chip).to_integral_value(rounding=ROUND_DOWN) * chip


def place_amounts(pool: Decimal, row: PayoutRow, entries: int,
                  chip: Decimal = Decimal(1)) -> tuple[Decimal, ...]:
    """What each paid place receives, first place first: the row's shares of ``pool``
    rounded down to ``chip``, first place taking what the rounding leaves."""
    if chip <= 0:
        raise refused("chip", "prizes are rounded to a chip worth more than 0; give the "
                      "smallest chip the prizes are paid in, such as 5.",
                      "los premios se redondean a una ficha de más de 0; indique la "
                      "ficha más pequeña en que se pagan, como 5.")
    if len(row.percents) > entries:
        raise refused("entries", f"{len(row.percents)} places are paid but there are only "
                      f"{entries} entries; pay at most {entries} places.",
                      f"se pagan {len(row.percents)} puestos pero solo hay {entries} "
                      f"inscritos; pague como mucho {entries} puestos.")
    amounts = [_down(pool * percent / HUNDRED, chip) for percent in row.percents]
    amounts[0] += pool - sum(amounts, ZERO)
    return tuple(amounts)


def shared_prizes(amounts: Sequence[Decimal], place: int, sharing: int,
                  chip: Decimal = Decimal(1)) -> tuple[Decimal, ...]:
    """The prizes of ``sharing`` players who all finished in ``place`` (1-based): the
    places ``place`` .. ``place + sharing - 1`` pooled and split equally (places beyond
    those paid add nothing)."""
    covered = sum(amounts[place - 1:place - 1 + sharing], ZERO)
    each = _down(covered / sharing, chip)
    prizes = [each] * sharing
    prizes[0] += covered - each * sharing
    return tuple(prizes)


# -- stored form ---------------------------------------------------------------------

def payouts_to_json(rows: Sequence[PayoutRow]) -> list[dict[str, Any]]:
    return [{"min": row.min_entries, "max": row.max_entries,
             "percents": [amount_text(p) for p in row.percents]} for row in rows]


def payouts_from_json(data: Any) -> tuple[PayoutRow, ...]:
    """The table stored as ``payouts_to_json`` wrote it, checked."""
    if not isinstance(data, list) or not all(isinstance(item, Mapping) for item in data):
        raise refused("payouts", "a payout table is a list of rows of entries and "
                      "percentages.", "una tabla de premios es una lista de filas de "
                      "inscritos y porcentajes.")
    rows = []
    for index, item in enumerate(data):
        low, high, percents = item.get("min"), item.get("max"), item.get("percents")
        if (not isinstance(low, int) or not (high is None or isinstance(high, int))
                or not isinstance(percents, list)):
            raise refused(f"rows[{index}]", "each row needs its entries from, to (or none) "
                          "and its percentages.", "cada fila necesita sus inscritos desde, "
                          "hasta (o ninguno) y sus porcentajes.")
        try:
            shares = tuple(Decimal(str(p)) for p in percents)
            if not all(share.is_finite() for share in shares):
                raise InvalidOperation
        except InvalidOperation:
            raise refused(f"rows[{index}]", "a percentage is not a number; write numbers "
                          "such as 25 or 12.5.", "un porcentaje no es un número; escriba "
                          "números como 25 o 12,5.") from None
        rows.append(PayoutRow(low, high, shares))
    return check_payout_table(rows)
