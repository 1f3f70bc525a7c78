"""Check-raise: may a player who checked raise later in the same betting round?

Robert's Rules allow it in every game save some lowball (RRoP 3.v.2): never in limit
ace-to-five unless the players are told it is allowed (RRoP 11.i.2), in limit
deuce-to-seven only after the draw (RRoP 11.ii.3; before the draw the ace-to-five rule
stands, RRoP 11.ii), always in no-limit and pot-limit lowball (RRoP 11.iii.5) and in
draw high (RRoP 12.2). The online room of seed 004 allows it in every game (Online 9);
the house switch ``check_raise`` picks one. The betting replay asks this module when a
player who checked faces a bet, and a forbidden check-raise counts as a call.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorman.rules.game import GAME_NAMES, Betting, Variant
from floorman.rules.policy import HouseRules
from floorman.text import Text

LOWBALL = (Variant.LOWBALL_A5, Variant.LOWBALL_27)


@dataclass(frozen=True)
class CheckRaise:
    """Whether a check-raise is allowed in this game and round, and the rules that say so."""

    allowed: bool
    rules: tuple[str, ...]
    reason: Text


def check_raise_rule(variant: Variant, betting: Betting, street: str,
                     house: HouseRules) -> CheckRaise:
    """The check-raise rule for ``variant`` played ``betting`` on ``street``."""
    rule = _check_raise_rule(variant, betting, street, house)
    if house.tournament and house.check_raise == "robert":
        # The TDA rules say nothing on check-raising, so Robert's Rules decide.
        return CheckRaise(rule.allowed, rule.rules, rule.reason + Text(
            "The TDA rules are silent on check-raising; this follows Robert's Rules.",
            "Las reglas TDA no tratan el pasar y subir; se sigue a Robert's Rules."))
    return rule


def _check_raise_rule(variant: Variant, betting: Betting, street: str,
                      house: HouseRules) -> CheckRaise:
    game = GAME_NAMES[variant]
    if house.check_raise == "online":
        return CheckRaise(True, ("Online 9",), Text(
            "House rule (online room): check-raising is allowed in every game.",
            "Regla de la casa (sala en línea): pasar y subir está permitido en todos los "
            "juegos."))
    if variant in LOWBALL and betting is Betting.LIMIT:
        if variant is Variant.LOWBALL_27 and street == "after_draw":
            return CheckRaise(True, ("RRoP 11.ii.3",), Text(
                "In deuce-to-seven, check-raising is allowed on any hand after the draw.",
                "En el dos al siete se puede pasar y subir con cualquier mano después del "
                "descarte."))
        if variant is Variant.LOWBALL_27:
            return CheckRaise(False, ("RRoP 11.i.2", "RRoP 11.ii", "RRoP 11.ii.3"), Text(
                "In limit deuce-to-seven, check-raising is allowed only after the draw; "
                "before it the ace-to-five rule holds: no check-raise.",
                "En el dos al siete con límite solo se puede pasar y subir después del "
                "descarte; antes rige la regla del as al cinco: no se puede."))
        return CheckRaise(False, ("RRoP 11.i.2",), Text(
            f"Check-raising is not allowed in limit {game.en} (unless the house has told "
            "the players it is).",
            f"En el {game.es} con límite no se permite pasar y subir (salvo que la casa haya "
            "avisado a los jugadores de que se permite)."))
    if variant in LOWBALL:
        return CheckRaise(True, ("RRoP 11.iii.5",), Text(
            f"In no-limit and pot-limit {game.en}, check-raising is allowed.",
            f"En el {game.es} sin límite y con límite de pozo se puede pasar y subir."))
    if variant is Variant.DRAW_HIGH:
        return CheckRaise(True, ("RRoP 12.2",), Text(
            "In draw high, check-raising is allowed before and after the draw.",
            "En el póquer cerrado se puede pasar y subir antes y después del descarte."))
    return CheckRaise(True, ("RRoP 3.v.2",), Text(
        f"Check-raising is allowed in {game.en}.",
        f"En el {game.es} se puede pasar y subir."))
