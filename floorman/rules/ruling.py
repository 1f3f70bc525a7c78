"""What the engine answers: a ruling with its numbers, reasons and citations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any, ClassVar

from floorman.text import Text

if TYPE_CHECKING:
    from floorman.rules.facts import Facts
    from floorman.rules.policy import HouseRules


@dataclass(frozen=True)
class Ruling:
    """The engine's answer to one dispute.

    Attributes:
        kind: the scenario kind it answers (``bet_interpretation``, ``side_pots``...).
        decision: a short machine-readable code for the outcome (``call``,
            ``full_raise``, ``misdeal``...), stable for tests and the assistant.
        summary: the ruling in one sentence.
        reasons: why, step by step, each in both languages.
        rules: the rule ids it rests on (``RRoP 3.v.7``, ``TDA 45-B``); never empty,
            and every id resolves to a rulebook entry.
        numbers: the figures of the ruling (amounts, seats, pots, winners, options),
            plain JSON-able values; amounts are ``Decimal``.
        profile: the house profile the ruling was made under.
    """

    kind: str
    decision: str
    summary: Text
    reasons: tuple[Text, ...]
    rules: tuple[str, ...]
    numbers: Mapping[str, Any] = field(default_factory=dict)
    profile: str = "robert"

    def __post_init__(self) -> None:
        if not self.rules:
            raise ValueError(f"a {self.kind} ruling must cite at least one rule")

    def to_json(self) -> dict[str, Any]:
        """The ruling as the JSON document ``floorman rule`` prints."""
        return {
            "kind": self.kind,
            "decision": self.decision,
            "summary": self.summary.to_json(),
            "reasons": [reason.to_json() for reason in self.reasons],
            "rules": list(self.rules),
            "numbers": plain(self.numbers),
            "profile": self.profile,
        }


def plain(value: Any) -> Any:
    """``value`` with Decimals, tuples and Texts turned into plain JSON values.

    Whole amounts become ints; others become floats, which is exact enough for chip
    amounts printed to people (the engine itself computes in Decimal).
    """
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, Text):
        return value.to_json()
    if isinstance(value, Mapping):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, str):
        return [plain(item) for item in value]
    if hasattr(value, "to_json"):
        return plain(value.to_json())
    return value


@dataclass
class Notes:
    """Reasons and citations gathered while a ruling is worked out, each rule once."""

    reasons: list[Text] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    def add(self, en: str, es: str, *rules: str) -> None:
        self.reasons.append(Text(en, es))
        self.cite(*rules)

    def cite(self, *rules: str) -> None:
        for rule in rules:
            if rule not in self.rules:
                self.rules.append(rule)

    def extend(self, other: Notes) -> None:
        self.reasons.extend(other.reasons)
        self.cite(*other.rules)


class Reckoning:
    """One ruling of a kind that answers several questions named by a ``what`` fact, in
    progress: the facts, the house rules (a tournament or not), the reasons with their
    rules, and the numbers. A subclass names its ``kind``."""

    kind: ClassVar[str]

    def __init__(self, facts: Facts, house: HouseRules, what: str) -> None:
        self.facts = facts
        self.house = house
        self.tda = house.tournament
        self.why = Notes()
        self.numbers: dict[str, Any] = {"what": what}

    def add(self, en: str, es: str, *rules: str) -> None:
        self.why.add(en, es, *rules)

    def ruling(self, decision: str, en: str, es: str) -> Ruling:
        return Ruling(self.kind, decision, Text(en, es), tuple(self.why.reasons),
                      tuple(self.why.rules), self.numbers, self.house.profile)
