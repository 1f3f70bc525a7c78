"""Checking one answer of a walk-through, as the rulings assistant takes it.

Each answer is checked the moment it is given, against the question's kind of input
and what the answers before it say: an amount is a number and a multiple of the
smallest chip (a number as spoken need not be), a seat is at the table or among the
rows that fit, a table number is in its range or among the tables listed, no card is
chosen twice in the whole walk-through, a table of rows has its cells filled. A refusal
names the field and says what to do, in English and Spanish. The questions themselves
and the scenario they build are in ``floorman.rules.walkthroughs``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from floorman.rules.cards import parse_card
from floorman.rules.errors import ScenarioError
from floorman.rules.facts import MAX_AMOUNT, MAX_AMOUNT_EN, MAX_AMOUNT_ES
from floorman.rules.game import Variant
from floorman.text import Text, UserError, amount_text, counted, plural

if TYPE_CHECKING:
    from floorman.rules.walkthroughs import Step, Walkthrough

STRUCTURE_FIELDS = ("game", "betting", "small_blind", "big_blind", "small_bet", "big_bet",
                    "ante", "bring_in", "chip")
STRUCTURE_AMOUNTS = STRUCTURE_FIELDS[2:]

BETTING_NAMES: dict[str, Text] = {
    "limit": Text("limit", "límite fijo"),
    "pot_limit": Text("pot limit", "límite del bote"),
    "no_limit": Text("no limit", "sin límite"),
}

Answers = Mapping[str, Any]
"""Answers so far, by step id, as plain JSON values (amounts as Decimal)."""


def refusal(where: str, en: str, es: str) -> UserError:
    """A refused answer: what is wrong, in English and Spanish, naming the field."""
    return UserError(Text(en, es), where)


def _amount(raw: Any, where: str, chip: Decimal, least: Decimal = Decimal(0)) -> Decimal:
    text = str(raw).strip().replace(",", "") if not isinstance(raw, Decimal) else raw
    if isinstance(raw, bool) or text == "":
        raise refusal(where, "Enter an amount, such as 200 or 2.5.",
                      "Escriba un importe, como 200 o 2.5.")
    try:
        amount = Decimal(text)
    except ArithmeticError:
        raise refusal(where, f"'{raw}' is not a number. Enter an amount such as 200.",
                      f"'{raw}' no es un número. Escriba un importe como 200.") from None
    if not amount.is_finite() or amount < 0:
        raise refusal(where, "Enter an amount of zero or more.",
                      "Escriba un importe de cero o más.")
    if amount > MAX_AMOUNT:
        raise refusal(where, f"No amount goes over {MAX_AMOUNT_EN} chips. Enter the real "
                      "amount.",
                      f"Ningún importe pasa de {MAX_AMOUNT_ES} fichas. Escriba el importe "
                      "real.")
    if amount < least:
        raise refusal(where, f"Enter at least {amount_text(least)}.",
                      f"Escriba al menos {amount_text(least)}.")
    if amount % chip != 0:
        raise refusal(
            where,
            f"{amount_text(amount)} is not a multiple of the smallest chip "
            f"({amount_text(chip)}). No chip that small plays (RRoP 3.v.1).",
            f"{amount_text(amount)} no es múltiplo de la ficha más pequeña "
            f"({amount_text(chip)}). Una ficha menor no juega (RRoP 3.v.1).")
    return amount


def _bets(raw: Any, where: str, chip: Decimal) -> list[Decimal]:
    """The totals bet or raised to, in order: each more than the one before."""
    if raw is None:
        return []
    if isinstance(raw, str):
        raw = raw.replace(";", " ").split()  # "2,000 8000": a comma groups thousands
    if not isinstance(raw, Sequence):
        raise refusal(where, "Enter each bet's total, in order, such as 1000 3000.",
                      "Escriba el total de cada apuesta, en orden, como 1000 3000.")
    bets: list[Decimal] = []
    for value in raw:
        amount = _amount(value, where, chip, chip)
        if bets and amount <= bets[-1]:
            raise refusal(where, f"Each bet is a total above the one before: "
                          f"{amount_text(amount)} is not above {amount_text(bets[-1])}. "
                          "A call is not listed.",
                          f"Cada apuesta es un total mayor que el anterior: "
                          f"{amount_text(amount)} no supera {amount_text(bets[-1])}. "
                          "Una igualada no se anota.")
        bets.append(amount)
    return bets


def _seat(raw: Any, where: str, seats: Sequence[int] | None) -> int:
    try:
        seat = int(str(raw).strip())
    except ValueError:
        raise refusal(where, "Choose a seat number.", "Elija un número de asiento.") from None
    allowed = list(seats) if seats else list(range(1, 11))
    if seat not in allowed:
        listed = ", ".join(str(s) for s in allowed)
        raise refusal(where, f"Seat {seat} is not at this table. Choose one of {listed}.",
                      f"El asiento {seat} no está en esta mesa. Elija uno de {listed}.")
    return seat


def _seats(raw: Any, where: str, seats: Sequence[int] | None,
           count: tuple[int, int]) -> list[int]:
    if raw is None:
        raw = []
    if isinstance(raw, (str, int)) or not isinstance(raw, Sequence):
        raise refusal(where, "Choose the seats.", "Elija los asientos.")
    chosen: list[int] = []
    for value in raw:
        seat = _seat(value, where, seats)
        if seat not in chosen:
            chosen.append(seat)
    least, most = count
    if not least <= len(chosen) <= most:
        wanted = str(least) if least == most else f"{least} to {most}"
        wanted_es = str(least) if least == most else f"de {least} a {most}"
        raise refusal(where, f"Choose {wanted} seats; {len(chosen)} are chosen.",
                      f"Elija {wanted_es} asientos; hay {len(chosen)} elegidos.")
    return sorted(chosen)


def _table(raw: Any, where: str, tables: Sequence[int] | None,
           numbers: tuple[int, int]) -> int:
    """A table number: among ``tables`` (those listed earlier) when given, else within
    ``numbers``."""
    try:
        table = int(str(raw).strip())
    except ValueError:
        raise refusal(where, "Enter a table number, such as 12.",
                      "Escriba un número de mesa, como 12.") from None
    if tables is not None:
        if table not in tables:
            listed = ", ".join(str(t) for t in tables)
            raise refusal(where, f"Table {table} is not among the tables listed. Choose one "
                          f"of {listed}.",
                          f"La mesa {table} no está entre las mesas de la lista. Elija una de "
                          f"{listed}.")
        return table
    least, most = numbers
    if not least <= table <= most:
        raise refusal(where, f"There is no table {table}: tables are numbered {least} to "
                      f"{most}.",
                      f"No hay mesa {table}: las mesas van de la {least} a la {most}.")
    return table


def _tables(raw: Any, where: str, tables: Sequence[int] | None, numbers: tuple[int, int],
            count: tuple[int, int]) -> list[int]:
    """Table numbers in the order given ("5 3", or a list), each once."""
    if raw is None:
        raw = []
    if isinstance(raw, (str, int)) and not isinstance(raw, bool):
        raw = str(raw).replace(",", " ").split()
    if not isinstance(raw, Sequence):
        raise refusal(where, "Enter the table numbers, such as 5 3.",
                      "Escriba los números de mesa, como 5 3.")
    chosen: list[int] = []
    for value in raw:
        table = _table(value, where, tables, numbers)
        if table not in chosen:
            chosen.append(table)
    least, most = count
    if not least <= len(chosen) <= most:
        if least == most:
            wanted = (counted(least, "table", "tables"), counted(least, "mesa", "mesas"))
        elif least == 0:
            wanted = (f"at most {counted(most, 'table', 'tables')}",
                      f"como mucho {counted(most, 'mesa', 'mesas')}")
        else:
            wanted = (f"{least} to {most} tables", f"de {least} a {most} mesas")
        given = len(chosen)
        raise refusal(where, f"Choose {wanted[0]}; "
                      + plural(given, "1 is chosen.", f"{given} are chosen."),
                      f"Elija {wanted[1]}; "
                      + plural(given, "hay 1 elegida.", f"hay {given} elegidas."))
    return chosen


def _cards(raw: Any, where: str, count: tuple[int, int], seen: set[str]) -> list[str]:
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, Sequence):
        raise refusal(where, "Pick the cards.", "Elija las cartas.")
    cards: list[str] = []
    for text in raw:
        try:
            card = str(parse_card(text, where))
        except ScenarioError as error:
            raise UserError(error.text, where) from None
        if card in seen or card in cards:
            raise refusal(where, f"{card} is chosen twice; a deck holds each card once.",
                          f"{card} está elegida dos veces; un mazo tiene cada carta una vez.")
        cards.append(card)
    least, most = count
    if not least <= len(cards) <= most:
        wanted = str(least) if least == most else f"{least}-{most}"
        raise refusal(where, f"Pick {wanted} cards; {len(cards)} are picked.",
                      f"Elija {wanted} cartas; hay {len(cards)} elegidas.")
    seen.update(cards)
    return cards


def cards_taken(walk: Walkthrough, answers: Answers, skip: str) -> set[str]:
    """Every card already chosen in the steps that apply, other than ``skip``: the
    card picker greys them out, and choosing one again is refused."""
    seen: set[str] = set()
    for step in walk.asked(answers):
        value = answers.get(step.id)
        if step.id == skip or value is None:
            continue
        if step.input == "cards":
            seen.update(value)
        elif step.input == "rows":
            for row in value:
                for column in step.columns:
                    if column.input == "cards" and row.get(column.name):
                        seen.update(row[column.name])
    return seen


def table_seats(walk: Walkthrough, step: Step, answers: Answers,
                context: Mapping[str, Any]) -> list[int] | None:
    """The seats a seat answer may name: the rows of ``among`` (those that fit it), or
    the table's seats. For tables (a tables step, a table of tables) the tables listed
    in ``among``, or None: any table number in range, whatever the table's seats."""
    if step.among is not None:
        return walk.fitting_seats(step, answers)
    if step.of_tables:
        return None
    seats = context.get("seats")
    return list(range(1, int(seats) + 1)) if seats else None


def check_answer(walk: Walkthrough, step: Step, raw: Any, answers: Answers,
                 context: Mapping[str, Any] | None = None) -> Any:
    """``raw`` (as a form gives it) checked and turned into the answer to store.

    Raises:
        UserError: what is wrong, naming the field (``step`` or ``step.row.column``).
    """
    context = context or {}
    chip = walk.chip(answers)
    where = step.id
    if step.optional and (raw is None or raw == "" or raw == []):
        return None
    if step.input == "choice":
        for option in step.options:
            if option.value == raw:
                return raw
        raise refusal(where, "Choose one of the answers.", "Elija una de las respuestas.")
    if step.input == "yes_no":
        if isinstance(raw, bool):
            return raw
        raise refusal(where, "Answer yes or no.", "Responda sí o no.")
    if step.input == "amount":
        return _amount(raw, where, Decimal("0.01") if step.words else chip, step.least)
    if step.input == "chips":
        all_in = False
        if isinstance(raw, Mapping):
            all_in = bool(raw.get("all_in", False))
            raw = raw.get("chips")
        if step.optional and isinstance(raw, Sequence) and not raw:
            return {"chips": [], "all_in": all_in} if step.all_in is not None and all_in \
                else None
        if not isinstance(raw, Sequence) or isinstance(raw, str) or not raw:
            raise refusal(where, "Add the chips with the buttons, one press a chip.",
                          "Añada las fichas con los botones, una pulsación por ficha.")
        chips = [_amount(value, where, chip, chip) for value in raw]
        return {"chips": chips, "all_in": all_in} if step.all_in is not None else chips
    if step.input == "bets":
        return _bets(raw, where, chip)
    if step.input == "seat":
        return _seat(raw, where, table_seats(walk, step, answers, context))
    if step.input == "seats":
        return _seats(raw, where, table_seats(walk, step, answers, context), step.count)
    if step.input == "tables":
        return _tables(raw, where, table_seats(walk, step, answers, context), step.numbers,
                       step.count)
    if step.input == "cards":
        return _cards(raw, where, step.count, cards_taken(walk, answers, step.id))
    if step.input == "rows":
        return _rows(walk, step, raw, answers, context, chip)
    return _structure(step, raw, context)


def _rows(walk: Walkthrough, step: Step, raw: Any, answers: Answers,
          context: Mapping[str, Any], chip: Decimal) -> list[dict[str, Any]]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise refusal(step.id, "Fill in the rows.", "Rellene las filas.")
    least, most = step.rows
    if not least <= len(raw) <= most:
        raise refusal(step.id, f"Enter between {least} and {most} rows; there are {len(raw)}.",
                      f"Escriba entre {least} y {most} filas; hay {len(raw)}.")
    seen_cards = cards_taken(walk, answers, step.id)
    # Rows of seats at the table list each seat once; rows of actions (``among`` a
    # rows step of players) may name a seat again. A table of tables lists each once.
    table = table_seats(walk, step, answers, context)
    rows: list[dict[str, Any]] = []
    used_seats: set[int] = set()
    used_tables: set[int] = set()
    for number, row in enumerate(raw, start=1):
        checked: dict[str, Any] = {}
        for column in step.columns:
            where = f"{step.id}.{number}.{column.name}"
            value = row.get(column.name) if isinstance(row, Mapping) else None
            if value is None or value == "" or value == []:
                if column.optional or column.input == "yes_no":
                    continue
                raise refusal(where, f"Row {number}: fill in {column.label.en.lower()}.",
                              f"Fila {number}: rellene {column.label.es.lower()}.")
            if column.input == "seat":
                seat = _seat(value, where, table)
                if step.among is None and seat in used_seats:
                    raise refusal(where, f"Seat {seat} is listed twice.",
                                  f"El asiento {seat} aparece dos veces.")
                used_seats.add(seat)
                checked[column.name] = seat
            elif column.input == "table":
                number = _table(value, where, table, column.numbers)
                if step.among is None and number in used_tables:
                    raise refusal(where, f"Table {number} is listed twice.",
                                  f"La mesa {number} aparece dos veces.")
                used_tables.add(number)
                checked[column.name] = number
            elif column.input == "amount":
                checked[column.name] = _amount(value, where, chip)
            elif column.input == "yes_no":
                checked[column.name] = bool(value)
            elif column.input == "choice":
                if value not in [o.value for o in column.options]:
                    raise refusal(where, "Choose one of the answers.",
                                  "Elija una de las respuestas.")
                checked[column.name] = value
            else:
                checked[column.name] = _cards(value, where, column.count, seen_cards)
        rows.append(checked)
    return rows


def _structure(step: Step, raw: Any, context: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        raise refusal(step.id, "Fill in the game.", "Rellene el juego.")
    result: dict[str, Any] = {}
    games = step.games or tuple(v.value for v in Variant)
    if "game" in step.fields:
        if raw.get("game") not in games:
            raise refusal(f"{step.id}.game", "Choose the game.", "Elija el juego.")
        result["game"] = raw["game"]
    if "betting" in step.fields:
        if raw.get("betting") not in BETTING_NAMES:
            raise refusal(f"{step.id}.betting", "Choose the betting structure.",
                          "Elija la estructura de apuestas.")
        result["betting"] = raw["betting"]
    chip = Decimal(1)
    if "chip" in step.fields:
        chip = _amount(raw.get("chip", ""), f"{step.id}.chip", Decimal("0.01"), Decimal("0.01"))
        result["chip"] = chip
    for name in STRUCTURE_AMOUNTS:
        if name == "chip" or name not in step.fields:
            continue
        value = raw.get(name)
        if value is None or value == "":
            continue
        result[name] = _amount(value, f"{step.id}.{name}", chip)
    return result
