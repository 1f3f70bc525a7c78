"""Running tournament play: new levels, chip counts, chips found, decks, rebuys, rabbits.

The ``tournament_play`` kind takes one question the floor meets while a tournament runs,
named by ``what``: which level a hand is played at, a count of an opponent's chips, a
hidden chip found after an all-in, chips nobody owns, stacks and cards kept in view, a
colour-up at the director's choice, small chips of a removed colour, a player asking
for a new deck, a rebuy and rabbit hunting. In a tournament the TDA rules decide (TDA
23-28, 60, 62, 64); under the ``robert`` profile Robert's Rules do, mostly their
tournament section (RRoP 15.10, 15.20, 15.26, 15.29, 15.33, 2.ii.18-19, 2.ii.24, 14.8),
and where they have no rule the ruling says so and rests on the floor's duty to rule
fairly (RRoP 2.i.1). The chip race of a scheduled colour-up is its own kind,
``chip_race`` (``chip_race.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from floorman.rules.dealing import has_substantial_action, read_actions, tda_silent
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Reckoning, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import amount_text as money

LEVEL_MOMENTS = ("before_hand", "after_hand_began", "during_dealer_push")


class _Question(Reckoning):
    """One ruling in progress: the facts, the book in force, the reasons and numbers."""

    kind = "tournament_play"

    def no_robert_rule(self, en: str, es: str) -> None:
        """Say plainly that Robert's Rules have no rule, and rest on RRoP 2.i.1."""
        self.add(f"Robert's Rules have no rule on {en}; the floor decides it in the interest "
                 "of fairness.",
                 f"Las Robert's Rules no tienen regla sobre {es}; el encargado lo decide en "
                 "interés de la equidad.", "RRoP 2.i.1")

    def tda_silent(self) -> None:
        tda_silent(self.why)


Handler = Callable[[_Question], Ruling]


def _new_level(q: _Question) -> Ruling:
    """Which level a hand is played at (TDA 23, 36; RRoP 15.10)."""
    moment = q.facts.choice("level_ended", LEVEL_MOMENTS)
    mistake = q.facts.flag("dealt_at_old_level")
    q.numbers["level_ended"] = moment
    if mistake and moment != "before_hand":
        raise refuse(q.facts.where("dealt_at_old_level"),
                     "a hand that began before the level ended is meant to be played at the old "
                     "level; dealt_at_old_level is only for a hand that began after it ended.",
                     "una mano que empezó antes de terminar el nivel se juega en el nivel "
                     "anterior; dealt_at_old_level es solo para una mano que empezó después.")
    if q.tda:
        begins = ("A hand begins with the first riffle of the shuffle, the press of the "
                  "shuffling machine's button or the dealer push, and a new level with the "
                  "floor's announcement or the clock's signal.",
                  "Una mano empieza con el primer riffle de la mezcla, al pulsar el botón de la "
                  "barajadora o con el cambio de crupier, y un nivel nuevo con el anuncio del "
                  "floor o la señal del reloj.")
        q.add(*begins, "TDA 23")
        if moment == "after_hand_began":
            q.numbers["level"] = "old"
            q.add("This hand had begun when the level ended: it is played out at the old level "
                  "and the new one starts with the next hand.",
                  "Esta mano ya había empezado cuando terminó el nivel: se juega hasta el final "
                  "en el nivel anterior y el nuevo empieza con la mano siguiente.", "TDA 23")
            return q.ruling("old_level", "This hand is played at the old level.",
                            "Esta mano se juega en el nivel anterior.")
        if moment == "during_dealer_push":
            q.numbers["level"] = "old"
            q.add("The dealer push had begun the hand when the level changed, so the incoming "
                  "dealer deals this one hand at the old level.",
                  "El cambio de crupier ya había empezado la mano cuando cambió el nivel, así "
                  "que el crupier entrante reparte esta mano en el nivel anterior.", "TDA 23")
            return q.ruling("old_level", "The incoming dealer deals one hand at the old level.",
                            "El crupier entrante reparte una mano en el nivel anterior.")
        if not mistake:
            q.numbers["level"] = "new"
            q.add("The level ended before this hand began, so the hand is played at the new "
                  "level.",
                  "El nivel terminó antes de que empezara esta mano, así que se juega en el "
                  "nivel nuevo.", "TDA 23")
            return q.ruling("new_level", "This hand is played at the new level.",
                            "Esta mano se juega en el nivel nuevo.")
        actions = read_actions(q.facts)
        if actions is None:
            raise refuse(q.facts.where("actions"),
                         "whether the old level stands depends on substantial action; list the "
                         "actions in turn since the deal, such as [\"call\", \"fold\"] ([] if "
                         "none).",
                         "que el nivel anterior se mantenga depende de la acción sustancial; "
                         "enumere las acciones en turno desde el reparto, como [\"call\", "
                         "\"fold\"] ([] si no hubo).")
        begun = has_substantial_action(actions, len(actions), q.facts.where("actions"))
        q.numbers["substantial_action"] = begun
        if begun:
            q.numbers["level"] = "old"
            q.add("The hand was started at the old level by mistake, and there has been "
                  "substantial action: it is played out at the old level.",
                  "La mano se empezó por error en el nivel anterior y ya hubo acción "
                  "sustancial: se juega hasta el final en el nivel anterior.", "TDA 23",
                  "TDA 36")
            return q.ruling("old_level_stands", "The hand stays at the old level.",
                            "La mano sigue en el nivel anterior.")
        q.numbers["level"] = "new"
        q.add("The hand was started at the old level by mistake, but there has been no "
              "substantial action yet: it is corrected to the new level's blinds and antes.",
              "La mano se empezó por error en el nivel anterior, pero aún no hubo acción "
              "sustancial: se corrige a las ciegas y antes del nivel nuevo.", "TDA 23",
              "TDA 36")
        return q.ruling("corrected_to_new_level", "The hand is corrected to the new level.",
                        "La mano se corrige al nivel nuevo.")
    q.add("When a signal ends a level, the new limits apply from the next deal, and a deal "
          "begins with the first riffle of the shuffle.",
          "Cuando una señal termina un nivel, los límites nuevos se aplican desde el reparto "
          "siguiente, y un reparto empieza con el primer riffle de la mezcla.", "RRoP 15.10")
    if moment == "after_hand_began":
        q.numbers["level"] = "old"
        return q.ruling("old_level", "This hand is played at the old level.",
                        "Esta mano se juega en el nivel anterior.")
    if moment == "during_dealer_push":
        q.numbers["level"] = "new"
        q.add("A change of dealers does not begin a deal; the incoming dealer's first riffle "
              "does, and it came after the level ended.",
              "Un cambio de crupier no empieza un reparto; lo empieza el primer riffle del "
              "crupier entrante, que llegó después de terminar el nivel.", "RRoP 15.10")
        return q.ruling("new_level", "This hand is played at the new level.",
                        "Esta mano se juega en el nivel nuevo.")
    if not mistake:
        q.numbers["level"] = "new"
        return q.ruling("new_level", "This hand is played at the new level.",
                        "Esta mano se juega en el nivel nuevo.")
    q.numbers["level"] = None
    q.no_robert_rule("a hand dealt at the old level by mistake",
                     "una mano repartida por error en el nivel anterior")
    return q.ruling("floor_decides", "The floor decides at which level the hand is played.",
                    "El encargado decide en qué nivel se juega la mano.")


def _chip_count(q: _Question) -> Ruling:
    """Counting an opponent's chips (TDA 25-A, 49, 60; RRoP 2.ii.19, 14.8)."""
    facing = q.facts.flag("facing_all_in")
    in_turn = q.facts.flag("in_turn", True)
    q.numbers.update(facing_all_in=facing, in_turn=in_turn)
    if q.facts.has("announced") or q.facts.has("actual"):
        announced = q.facts.amount("announced")
        actual = q.facts.amount("actual", positive=True)
        if announced == actual:
            raise refuse(q.facts.where("announced"),
                         "the count given was right; a miscount is a count that differs from "
                         "the real amount.",
                         "el conteo dado era correcto; un conteo erróneo difiere de la cantidad "
                         "real.")
        q.numbers.update(announced=announced, owes=actual)
        if q.tda:
            q.add(f"He called after being told {money(announced)}, but the bet is really "
                  f"{money(actual)}. The caller must find out the right amount before he calls; "
                  "having called, he has accepted the full, correct bet and owes "
                  f"{money(actual)}, whatever count he was given (the TD may still rule "
                  "otherwise in fairness).",
                  f"Igualó después de que le dijeran {money(announced)}, pero la apuesta es en "
                  f"realidad de {money(actual)}. Quien iguala debe averiguar la cantidad "
                  "correcta antes de igualar; al hacerlo aceptó la apuesta entera y correcta y "
                  f"debe {money(actual)}, le hayan dado el conteo que le hayan dado (el "
                  "director aún puede decidir otra cosa por equidad).", "TDA 49", "TDA 60")
        else:
            q.add(f"A call that is short because of a miscount must be made good: he owes the "
                  f"real {money(actual)}, not the {money(announced)} he was told.",
                  f"Una igualada corta por un conteo erróneo debe completarse: debe los "
                  f"{money(actual)} reales, no los {money(announced)} que le dijeron.",
                  "RRoP 14.8")
        return q.ruling("owes_full_amount", f"He owes the full {money(actual)}.",
                        f"Debe los {money(actual)} completos.")
    if not q.tda:
        q.add("Every player may see an opponent's chips clearly, the highest-value chips "
              "easy to see.",
              "Todo jugador puede ver con claridad las fichas de un rival, con las de más valor "
              "bien visibles.", "RRoP 2.ii.19", "RRoP 15.26")
        q.no_robert_rule("asking for an exact count", "pedir un conteo exacto")
        return q.ruling("floor_decides", "The floor decides whether the chips are counted.",
                        "El encargado decide si se cuentan las fichas.")
    q.add("Players, dealers and the floor are entitled to a reasonable estimate of a stack, "
          "which is why chips are kept in countable stacks with the higher-value chips in "
          "view.",
          "Jugadores, crupieres y el floor tienen derecho a una estimación razonable de un "
          "stack; por eso las fichas se guardan en pilas contables, con las de más valor a la "
          "vista.", "TDA 25-A", "TDA 60")
    if facing and in_turn:
        q.add("He faces an all-in bet and it is his turn: he may ask for an exact count. The "
              "all-in player need not count; the dealer or the floor counts on request.",
              "Enfrenta una apuesta all-in y es su turno: puede pedir un conteo exacto. El "
              "jugador all-in no está obligado a contar; lo cuenta el crupier o el floor si se "
              "pide.", "TDA 60")
        return q.ruling("exact_count", "The dealer or the floor counts the all-in exactly.",
                        "El crupier o el floor cuenta el all-in con exactitud.")
    why_not = (("it is not his turn to act", "no es su turno de actuar") if facing else
               ("he is not facing an all-in bet", "no enfrenta una apuesta all-in"))
    q.add(f"An exact count may be asked for only by a player facing an all-in whose turn it "
          f"is, and {why_not[0]}: he gets a reasonable estimate.",
          f"Solo puede pedir un conteo exacto quien enfrenta un all-in y está en su turno, y "
          f"{why_not[1]}: recibe una estimación razonable.", "TDA 60")
    return q.ruling("estimate_only", "He is entitled to a reasonable estimate, not an exact "
                    "count.", "Tiene derecho a una estimación razonable, no a un conteo exacto.")


def _found_behind(q: _Question) -> Ruling:
    """A hidden chip of an all-in player found after the call (TDA 49, 62; RRoP 15.20)."""
    found = q.facts.amount("found", positive=True)
    won = q.facts.flag("all_in_won")
    q.numbers.update(found=found, all_in_won=won)
    if q.tda:
        part = q.facts.flag("part_of_action")
        q.numbers["part_of_action"] = part
        q.add(f"Chips of the all-in player ({money(found)}) were found behind after the call; "
              "the TD decides whether they were part of the accepted action.",
              f"Tras la igualada se hallaron detrás fichas del jugador all-in "
              f"({money(found)}); el director decide si formaban parte de la acción aceptada.",
              "TDA 62", "TDA 49")
        if part:
            if won:
                q.numbers["paid_for_found"] = True
                q.add("The TD ruled them part of the action: the caller owes them too, as far "
                      "as his stack covers them.",
                      "El director las consideró parte de la acción: el que igualó también las "
                      "debe, hasta donde cubra su stack.", "TDA 62", "TDA 49")
                return q.ruling("paid_for_found",
                                f"The all-in player is paid for the {money(found)} found too.",
                                f"Al jugador all-in también se le pagan los {money(found)} "
                                "hallados.")
            q.numbers["found_to"] = "winner"
            q.add("The TD ruled them part of the action: they were bet and lost, and go to the "
                  "winner.",
                  "El director las consideró parte de la acción: se apostaron y se perdieron, "
                  "y van al ganador.", "TDA 62", "TDA 49")
            return q.ruling("found_to_winner", f"The {money(found)} found go to the winner.",
                            f"Los {money(found)} hallados van al ganador.")
        if won:
            q.numbers["paid_for_found"] = False
            q.add("They were not part of the action: he wins only what was called and is not "
                  "paid for the chips found.",
                  "No formaban parte de la acción: gana solo lo que se igualó y no se le pagan "
                  "las fichas halladas.", "TDA 62")
            return q.ruling("not_paid_for_found",
                            f"He is not paid for the {money(found)} found.",
                            f"No se le pagan los {money(found)} hallados.")
        q.numbers.update(eliminated=True, found_to="td_may_award_winner")
        q.add("They were not part of the action, and he lost: the chips found do not save him, "
              "and the TD may give them to the winner.",
              "No formaban parte de la acción, y perdió: las fichas halladas no lo salvan, y el "
              "director puede dárselas al ganador.", "TDA 62")
        return q.ruling("eliminated", "He is eliminated; the TD may give the chips found to the "
                        "winner.", "Queda eliminado; el director puede dar las fichas halladas "
                        "al ganador.")
    if won:
        q.add("Robert's Rules speak only of an all-in player who loses and then finds hidden "
              "chips.",
              "Las Robert's Rules solo hablan del jugador all-in que pierde y luego encuentra "
              "fichas ocultas.", "RRoP 15.20")
        q.no_robert_rule("hidden chips of an all-in player who wins",
                         "las fichas ocultas de un jugador all-in que gana")
        return q.ruling("floor_decides", "The floor decides whether he is paid for the chips "
                        "found.", "El encargado decide si se le pagan las fichas halladas.")
    started = q.facts.flag("next_deal_started")
    q.numbers.update(eliminated=True, next_deal_started=started,
                     found_to="removed" if started else "director_may_award_winner")
    q.add("A player who went all-in, lost and then finds hidden chips cannot profit from them: "
          "he is eliminated, the opponent having covered them.",
          "Quien fue all-in, perdió y luego encuentra fichas ocultas no puede beneficiarse: "
          "queda eliminado, pues el rival las cubría.", "RRoP 15.20")
    if started:
        q.add("The next deal has begun, so the chips found are taken out of the tournament.",
              "El reparto siguiente ya empezó, así que las fichas halladas salen del torneo.",
              "RRoP 15.20")
        return q.ruling("eliminated", "He is eliminated and the chips found are removed.",
                        "Queda eliminado y las fichas halladas se retiran.")
    q.add("The next deal has not begun: the director may give the chips to the winner, if he "
          "would have won them had they been in view.",
          "El reparto siguiente no empezó: el director puede dar las fichas al ganador, si las "
          "habría ganado de haber estado a la vista.", "RRoP 15.20")
    return q.ruling("eliminated", "He is eliminated; the director may give the chips found to "
                    "the winner.", "Queda eliminado; el director puede dar las fichas halladas "
                    "al ganador.")


def _lost_chips(q: _Question) -> Ruling:
    """Chips found whose owner cannot be established (TDA 64)."""
    claimed = q.facts.flag("claimed")
    q.numbers["claimed"] = claimed
    if claimed:
        q.add("A player says the chips are his, but the floor cannot establish it: they count "
              "as chips whose owner is unknown.",
              "Un jugador dice que las fichas son suyas, pero el encargado no puede comprobarlo: "
              "cuentan como fichas de dueño desconocido.", *(("TDA 64",) if q.tda else ()))
    if q.tda:
        q.numbers["out_of_play"] = True
        q.add("Chips lost or found whose owner cannot be established are taken out of play "
              "and go back to the tournament's stock.",
              "Las fichas perdidas o halladas cuyo dueño no se puede determinar salen del juego "
              "y vuelven a la reserva del torneo.", "TDA 64")
        return q.ruling("out_of_play", "The chips are taken out of play.",
                        "Las fichas se retiran del juego.")
    q.no_robert_rule("chips whose owner cannot be found", "fichas cuyo dueño no se encuentra")
    return q.ruling("floor_decides", "The floor decides what becomes of the chips.",
                    "El encargado decide qué pasa con las fichas.")


def _stacks(q: _Question) -> Ruling:
    """Stacks that cannot be counted at a glance (TDA 25-A; RRoP 2.ii.19, 15.26)."""
    hidden = q.facts.flag("big_chips_hidden")
    q.numbers["big_chips_hidden"] = hidden
    if q.tda:
        q.add("Chips are kept in countable stacks (the TDA suggests clean stacks of 20 of one "
              "colour), and the higher-value chips visible and identifiable at all times.",
              "Las fichas se guardan en pilas contables (la TDA sugiere pilas limpias de 20 de "
              "un mismo color), y las de más valor visibles e identificables en todo momento.",
              "TDA 25-A")
    else:
        q.add("The higher-value chips must be where every other player can easily see them, "
              "so that opponents see a stack clearly.",
              "Las fichas de más valor deben estar donde todos los demás las vean con "
              "facilidad, para que los rivales vean el stack con claridad.", "RRoP 15.26",
              "RRoP 2.ii.19")
    return q.ruling("restack", "The player restacks his chips, the big ones in view.",
                    "El jugador reordena sus fichas, con las grandes a la vista.")


def _colour_up(q: _Question) -> Ruling:
    """A colour-up of one player's chips at the director's choice (TDA 25-B)."""
    if q.tda:
        q.add("The TD controls the number and colours of the chips in play and may colour up "
              "one or more players at any time; he announces it.",
              "El director controla la cantidad y los colores de las fichas en juego y puede "
              "cambiar a fichas mayores las de uno o más jugadores en cualquier momento; lo "
              "anuncia.", "TDA 25-B")
        return q.ruling("may_colour_up", "The TD may colour up the stack, announcing it.",
                        "El director puede cambiar el stack a fichas mayores, anunciándolo.")
    q.add("Robert's Rules provide only the scheduled removal of the smallest chip.",
          "Las Robert's Rules solo prevén la retirada programada de la ficha menor.",
          "RRoP 15.11")
    q.no_robert_rule("a colour-up at the director's choice",
                     "un cambio de fichas a criterio del director")
    return q.ruling("floor_decides", "The floor decides whether to colour up the stack.",
                    "El encargado decide si cambia el stack a fichas mayores.")


def _cards_in_view(q: _Question) -> Ruling:
    """A live hand kept out of sight (TDA 25-C; RRoP 2.ii.18)."""
    if q.tda:
        q.add("Players must keep their live hands in plain view at all times.",
              "Los jugadores deben mantener sus manos vivas a la vista en todo momento.",
              "TDA 25-C")
    else:
        q.add("Players keep their cards in sight: above the table, inside its edges and not "
              "covered by their hands.",
              "Los jugadores mantienen sus cartas a la vista: sobre la mesa, dentro de sus "
              "bordes y sin taparlas con las manos.", "RRoP 2.ii.18")
    return q.ruling("keep_in_view", "The player must keep his cards in plain view.",
                    "El jugador debe mantener sus cartas a la vista.")


def _removed_colour(q: _Question) -> Ruling:
    """Chips of a removed colour a player still has after the race (TDA 24-C)."""
    removed = q.facts.amount("removed_chip", positive=True)
    new = q.facts.amount("new_chip", positive=True)
    if new <= removed:
        raise refuse(q.facts.where("new_chip"),
                     "the smallest chip still in play is worth more than the removed one.",
                     "la ficha menor que sigue en juego vale más que la retirada.")
    count = q.facts.integer("count", low=1, high=1000)
    value = removed * count
    whole = value // new
    q.numbers["value"] = value
    if not q.tda:
        q.no_robert_rule("small chips of a removed colour found after the chip race",
                         "fichas pequeñas de un color retirado halladas tras la carrera")
        return q.ruling("floor_decides", "The floor decides what the chips are worth.",
                        "El encargado decide cuánto valen las fichas.")
    q.numbers.update(new_chips=int(whole), lost=value - whole * new)
    q.add(f"After the race, chips of a removed colour are exchanged only for their exact value "
          f"in chips still in play: {count} of {money(removed)} are {money(value)}, "
          f"{whole} chip(s) of {money(new)}"
          + (f"; the {money(value - whole * new)} that do not make up a chip of {money(new)} "
             "are removed with no compensation." if value - whole * new else "."),
          f"Tras la carrera, las fichas de un color retirado solo se cambian por su valor "
          f"exacto en fichas en juego: {count} de {money(removed)} son {money(value)}, "
          f"{whole} ficha(s) de {money(new)}"
          + (f"; los {money(value - whole * new)} que no llegan a una ficha de {money(new)} se "
             "retiran sin compensación." if value - whole * new else "."), "TDA 24-C")
    return q.ruling("exchanged_at_value",
                    f"He gets {whole} chip(s) of {money(new)} for them.",
                    f"Recibe {whole} ficha(s) de {money(new)} por ellas.")


def _deck_change(q: _Question) -> Ruling:
    """A player asks for a new deck (TDA 26; RRoP 15.29)."""
    damaged = q.facts.flag("card_damaged")
    q.numbers["card_damaged"] = damaged
    if q.tda and not damaged:
        q.add("Decks are changed at the dealer push, at the level change or as the house "
              "decides; players may not ask for a new deck.",
              "Los mazos se cambian con el cambio de crupier, al cambiar de nivel o cuando la "
              "casa decida; los jugadores no pueden pedir un mazo nuevo.", "TDA 26")
        return q.ruling("request_refused", "The deck is not changed at his request.",
                        "El mazo no se cambia a petición suya.")
    if q.tda:
        q.add("Players may not ask for a new deck, but a damaged card is another matter.",
              "Los jugadores no pueden pedir un mazo nuevo, pero una carta dañada es otra "
              "cosa.", "TDA 26")
        q.tda_silent()
    q.add("In a tournament decks are changed only when the dealers change, unless a card is "
          "damaged.",
          "En torneo los mazos solo se cambian cuando cambian los crupieres, salvo que una "
          "carta esté dañada.", "RRoP 15.29")
    if damaged:
        return q.ruling("change_deck", "The deck is changed: a card is damaged.",
                        "Se cambia el mazo: hay una carta dañada.")
    return q.ruling("request_refused", "The deck is not changed at his request.",
                    "El mazo no se cambia a petición suya.")


def _rebuy(q: _Question) -> Ruling:
    """Rebuys: announced before the hand, or by sitting a hand out (TDA 27; RRoP 15.33)."""
    declared = q.facts.flag("declared_before_hand")
    skip = q.facts.flag("skip_hand")
    if declared == skip:
        raise refuse(q.facts.where("declared_before_hand"),
                     "say what happened: declared_before_hand (he said before the hand that he "
                     "would rebuy) or skip_hand (he wants to sit out a hand to rebuy), one of "
                     "the two.",
                     "indique qué pasó: declared_before_hand (dijo antes de la mano que "
                     "recompraría) o skip_hand (quiere saltarse una mano para recomprar), uno "
                     "de los dos.")
    if declared:
        q.numbers["must_rebuy"] = True
        if q.tda:
            q.add("A player who says before a hand that he will rebuy is playing chips behind "
                  "and must make the rebuy.",
                  "Quien dice antes de una mano que recomprará juega fichas por detrás y debe "
                  "hacer la recompra.", "TDA 27")
        else:
            q.add("A player who announces a rebuy before he is dealt is playing behind and "
                  "must make it.",
                  "Quien anuncia una recompra antes de recibir cartas juega por detrás y debe "
                  "hacerla.", "RRoP 15.33")
        return q.ruling("must_rebuy", "He must make the rebuy.", "Debe hacer la recompra.")
    q.numbers["dealt_in"] = True
    if q.tda:
        q.add("A player may not miss a hand in order to rebuy: he is dealt in.",
              "Un jugador no puede saltarse una mano para recomprar: recibe cartas.", "TDA 27")
    else:
        q.add("Robert's Rules have no rule on sitting out to rebuy, but an absent tournament "
              "player is always dealt in and his stack pays the blinds and antes, so sitting "
              "out skips nothing.",
              "Las Robert's Rules no tienen regla sobre saltarse una mano para recomprar, pero "
              "al jugador ausente de un torneo siempre se le reparte y su stack paga ciegas y "
              "antes, así que no se salta nada.", "RRoP 15.7")
    return q.ruling("may_not_skip", "He may not skip the hand to rebuy.",
                    "No puede saltarse la mano para recomprar.")


def _rabbit_hunt(q: _Question) -> Ruling:
    """Showing the cards that would have come (TDA 28; RRoP 2.ii.24)."""
    over = q.facts.flag("hand_over", True)
    q.numbers["hand_over"] = over
    if not over:
        if q.tda:
            q.add("The hand is not over: a player is all-in and the betting is done, so the "
                  "rest of the board is dealt as usual, every hand face up. That is not rabbit "
                  "hunting, which shows cards only once a hand has ended.",
                  "La mano no terminó: hay un jugador all-in y la apuesta acabó, así que el "
                  "resto de la mesa se reparte como siempre, con todas las manos boca arriba. "
                  "Eso no es mostrar cartas de una mano ya terminada.", "TDA 16", "TDA 28")
        else:
            q.add("The hand is not over: the cards still to come are dealt as usual, and with "
                  "a player all-in and the betting done every hand is turned face up.",
                  "La mano no terminó: las cartas que faltan se reparten como siempre, y con un "
                  "jugador all-in y la apuesta terminada todas las manos se ponen boca arriba.",
                  "RRoP 15.34")
        return q.ruling("deal_the_board", "The rest of the board is dealt: the hand is not over.",
                        "Se reparte el resto de la mesa: la mano no terminó.")
    if q.tda:
        q.add("Rabbit hunting, showing the cards that would have come had the hand gone on, "
              "is not allowed.",
              "No se permite mostrar las cartas que habrían salido si la mano hubiera seguido.",
              "TDA 28")
    else:
        q.add("Once a hand is over, the dealer does not show which card would have come next.",
              "Terminada la mano, el crupier no muestra qué carta habría salido.",
              "RRoP 2.ii.24")
    return q.ruling("not_allowed", "The cards that would have come are not shown.",
                    "No se muestran las cartas que habrían salido.")


QUESTIONS: dict[str, Handler] = {
    "new_level": _new_level,
    "chip_count": _chip_count,
    "chips_found_behind": _found_behind,
    "lost_chips": _lost_chips,
    "stacks_not_countable": _stacks,
    "colour_up": _colour_up,
    "cards_out_of_view": _cards_in_view,
    "removed_colour_found": _removed_colour,
    "deck_change": _deck_change,
    "rebuy": _rebuy,
    "rabbit_hunt": _rabbit_hunt,
}


@scenario("tournament_play")
def decide_tournament_play(facts: Facts, house: HouseRules) -> Ruling:
    """One question of running tournament play (TDA 23-28, 60, 62, 64; RRoP 15)."""
    what = facts.choice("what", tuple(QUESTIONS))
    return QUESTIONS[what](_Question(facts, house, what))

