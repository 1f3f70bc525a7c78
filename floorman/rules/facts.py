"""Reading the facts of a scenario document, with errors that name the field.

Every scenario kind reads its JSON facts through ``Facts``, so every kind refuses bad
input the same way: a ``ScenarioError`` whose ``field`` is the JSON path of the value
(``facts.players[2].stack``) and whose text says what is wrong and what to do.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import Any, TypeVar, cast

from floorman.rules.cards import Card, parse_cards
from floorman.rules.errors import refuse, shown
from floorman.rules.game import Betting, Structure, Variant
from floorman.text import amount_text

_MISSING: Any = object()
E = TypeVar("E", bound=str)

# Every amount a document gives passes through ``to_amount``, so these two bounds hold
# for every amount of every kind. A trillion chips is more than any game plays with,
# and with amounts to the cent every sum, product and chip count the engine makes
# stays exact within Decimal's 28 digits; past either bound Decimal raises
# InvalidOperation (or computes for minutes) instead of ruling.
MAX_AMOUNT = Decimal(10) ** 12
AMOUNT_DECIMALS = 2
MAX_AMOUNT_EN = f"{MAX_AMOUNT:,}"
MAX_AMOUNT_ES = MAX_AMOUNT_EN.replace(",", ".")


class Facts:
    """A read-only view of one JSON object of facts, at a known path."""

    def __init__(self, data: object, path: str = "facts") -> None:
        if not isinstance(data, Mapping):
            raise refuse(path, "must be an object of named facts.",
                         "debe ser un objeto con hechos con nombre.")
        self.data: Mapping[str, Any] = data
        self.path = path

    def where(self, name: str) -> str:
        return f"{self.path}.{name}"

    def has(self, name: str) -> bool:
        return self.data.get(name) is not None

    def raw(self, name: str, default: Any = _MISSING) -> Any:
        if self.data.get(name) is None:
            if default is _MISSING:
                raise refuse(self.where(name), "is missing; give this fact to get a ruling.",
                             "falta; indique este dato para obtener un fallo.")
            return default
        return self.data[name]

    def amount(
        self,
        name: str,
        default: Any = _MISSING,
        *,
        chip: Decimal | None = None,
        positive: bool = False,
    ) -> Decimal:
        """A chip amount: a number, not negative, a multiple of ``chip`` when given."""
        if not self.has(name) and isinstance(default, Decimal):
            return default  # the engine's own default (a blind from the bet) is trusted
        return to_amount(self.raw(name, default), self.where(name), chip=chip,
                         positive=positive)

    def amounts(self, name: str, default: Any = _MISSING, *,
                chip: Decimal | None = None) -> tuple[Decimal, ...]:
        """A list of chip amounts (for example the chips a player pushed out)."""
        values = self.raw(name, default)
        if not isinstance(values, Sequence) or isinstance(values, str):
            raise refuse(self.where(name), "must be a list of amounts such as [500, 100].",
                         "debe ser una lista de importes como [500, 100].")
        return tuple(
            to_amount(v, f"{self.where(name)}[{i}]", chip=chip, positive=True)
            for i, v in enumerate(values)
        )

    def integer(self, name: str, default: Any = _MISSING, *,
                low: int | None = None, high: int | None = None) -> int:
        value = self.raw(name, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise refuse(self.where(name), "must be a whole number.", "debe ser un número entero.")
        if (low is not None and value < low) or (high is not None and value > high):
            span_en = f"from {low} to {high}" if high is not None else f"at least {low}"
            span_es = f"de {low} a {high}" if high is not None else f"al menos {low}"
            raise refuse(self.where(name), f"must be {span_en}; it is {shown(value)}.",
                         f"debe ser {span_es}; es {shown(value)}.")
        return value

    def seat(self, name: str, seats: Collection[int], default: Any = _MISSING) -> int:
        """A seat number that must be one of ``seats`` (the seats in the hand)."""
        value = self.raw(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or value not in seats:
            listed = ", ".join(shown(s) for s in sorted(seats))
            raise refuse(self.where(name),
                         f"seat {shown(value)} is not in this hand; the seats are {listed}.",
                         f"el asiento {shown(value)} no está en esta mano; los asientos son "
                         f"{listed}.")
        return value

    def flag(self, name: str, default: bool = False) -> bool:
        value = self.raw(name, default)
        if not isinstance(value, bool):
            raise refuse(self.where(name), "must be true or false.", "debe ser true o false.")
        return value

    def text(self, name: str, default: Any = _MISSING) -> str:
        value = self.raw(name, default)
        if not isinstance(value, str) or not value.strip():
            raise refuse(self.where(name), "must be a non-empty text.",
                         "debe ser un texto no vacío.")
        return value.strip()

    def choice(self, name: str, options: Collection[E], default: Any = _MISSING) -> E:
        value = self.raw(name, default)
        if not isinstance(value, str) or value not in options:
            listed = ", ".join(str(o) for o in options)
            raise refuse(self.where(name), f"must be one of: {listed}; it is {shown(value)}.",
                         f"debe ser uno de: {listed}; es {shown(value)}.")
        return cast(E, value)

    def cards(self, name: str, *, joker_allowed: bool = False, seen: set[Card] | None = None,
              default: Any = _MISSING) -> tuple[Card, ...]:
        value = self.raw(name, default)
        return parse_cards(value, self.where(name), joker_allowed=joker_allowed, seen=seen)

    def child(self, name: str, default: Any = _MISSING) -> Facts:
        return Facts(self.raw(name, default), self.where(name))

    def children(self, name: str, default: Any = _MISSING, *, at_least: int = 0) -> list[Facts]:
        """A list of fact objects (players, actions), each with its own path."""
        values = self.raw(name, default)
        if not isinstance(values, Sequence) or isinstance(values, str):
            raise refuse(self.where(name), "must be a list of objects.",
                         "debe ser una lista de objetos.")
        if len(values) < at_least:
            raise refuse(self.where(name), f"needs at least {at_least} entries.",
                         f"necesita al menos {at_least} elementos.")
        return [Facts(v, f"{self.where(name)}[{i}]") for i, v in enumerate(values)]

    def structure(self, name: str = "structure") -> Structure:
        """The game and stakes (see ``docs/rules-scenarios.md``)."""
        s = self.child(name)
        variant = Variant(s.choice("game", [v.value for v in Variant], Variant.HOLDEM.value))
        betting = Betting(s.choice("betting", [b.value for b in Betting]))
        chip = s.amount("chip", Decimal(1), positive=True)
        blinds_needed = variant.uses_button and betting is not Betting.LIMIT
        small_blind = s.amount("small_blind", _MISSING if blinds_needed else Decimal(0), chip=chip)
        big_blind = s.amount("big_blind", _MISSING if blinds_needed else Decimal(0), chip=chip)
        if betting is Betting.LIMIT:
            small_bet = s.amount("small_bet", chip=chip, positive=True)
            big_bet = s.amount("big_bet", small_bet * 2, chip=chip, positive=True)
            if variant.uses_button and not s.has("big_blind"):
                big_blind = small_bet
            if variant.uses_button and not s.has("small_blind"):
                small_blind = big_blind / 2
        else:
            small_bet = big_bet = big_blind
        if variant.uses_button and big_blind < small_blind:
            raise refuse(s.where("big_blind"),
                         "the big blind cannot be smaller than the small blind.",
                         "la ciega grande no puede ser menor que la ciega pequeña.")
        return Structure(
            variant=variant,
            betting=betting,
            small_blind=small_blind,
            big_blind=big_blind,
            small_bet=small_bet,
            big_bet=big_bet,
            ante=s.amount("ante", Decimal(0), chip=chip),
            bring_in=s.amount("bring_in", Decimal(0), chip=chip),
            chip=chip,
        )


def to_amount(value: object, field: str, *, chip: Decimal | None = None,
              positive: bool = False) -> Decimal:
    """``value`` as a Decimal chip amount, refused with a clear message when it is not."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
        raise refuse(field, "must be an amount, such as 200 or 2.5.",
                     "debe ser un importe, como 200 o 2.5.")
    try:
        # An int goes in whole: its str() fails past 4300 digits. A float goes through
        # str() so that 2.3 is 2.3, not its binary expansion.
        amount = Decimal(value) if isinstance(value, (Decimal, int)) else Decimal(str(value))
    except InvalidOperation:
        raise refuse(field, f"{shown(value)} is not an amount; write a number such as 200.",
                     f"{shown(value)} no es un importe; escriba un número como 200.") from None
    if not amount.is_finite():
        raise refuse(field,
                     f"is not a finite number (infinite, NaN or too large); write an amount "
                     f"such as 200, up to {MAX_AMOUNT_EN}.",
                     f"no es un número finito (infinito, NaN o demasiado grande); escriba un "
                     f"importe como 200, hasta {MAX_AMOUNT_ES}.")
    if amount < 0 or (positive and amount == 0):
        least_en, least_es = ("more than", "mayor que") if positive else ("at least", "al menos")
        raise refuse(field, f"must be {least_en} zero; it is {shown(value)}.",
                     f"debe ser {least_es} cero; es {shown(value)}.")
    if amount > MAX_AMOUNT:
        raise refuse(field,
                     f"{shown(value)} is too large; no amount goes over {MAX_AMOUNT_EN} chips. "
                     "Write the real amount.",
                     f"{shown(value)} es demasiado grande; ningún importe pasa de {MAX_AMOUNT_ES} "
                     "fichas. Escriba el importe real.")
    if _decimals(amount) > AMOUNT_DECIMALS:
        raise refuse(field,
                     f"{shown(value)} has more decimals than any chip; write the amount with at "
                     f"most {AMOUNT_DECIMALS} decimals.",
                     f"{shown(value)} tiene más decimales que cualquier ficha; escriba el importe "
                     f"con {AMOUNT_DECIMALS} decimales como máximo.")
    if chip is not None and amount % chip != 0:
        raise refuse(field,
                     f"{amount_text(amount)} is not a multiple of the smallest chip "
                     f"({amount_text(chip)}); no chip that small plays (RRoP 3.v.1).",
                     f"{amount_text(amount)} no es múltiplo de la ficha más pequeña "
                     f"({amount_text(chip)}); una ficha menor no juega (RRoP 3.v.1).")
    return amount


def _decimals(amount: Decimal) -> int:
    """How many decimals ``amount`` needs (2.50 needs one, 1E+3 none), computed exactly:
    rounding it to the context's precision could hide the digits being counted."""
    _, digits, exponent = amount.as_tuple()
    if amount == 0 or not isinstance(exponent, int):
        return 0
    trailing_zeros = len(digits) - len("".join(map(str, digits)).rstrip("0"))
    return max(0, -(exponent + trailing_zeros))
