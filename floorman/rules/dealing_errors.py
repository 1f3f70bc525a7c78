"""Cards dealt wrong after the deal: exposed in the draw or on seventh street, dealt too
soon, or burned wrong.

A card the dealer exposes in the draw is replaced once everyone has drawn (RRoP 11.9,
12.8); a stud player's last card dealt face up changes who bets first (RRoP 8.16-17).
Board cards dealt before the betting is over are dealt again (RRoP 3.iv.15, 5.5,
5.7-8; stud 8.14; in tournaments the TDA's procedure, TDA 39-C: the stub is reshuffled
face down and the card dealt again without another burn). A flop of four cards is
scrambled and one card picked as the burn (TDA 39-A; RRoP 5.3 redeals it). A missing
or extra burn card is put right before anyone acts (RRoP 3.iv.16, 5.4, 5.6, 8.13); in
a tournament a flop dealt without a burn is scrambled and rebuilt if nobody has acted,
and stands if anyone has, and whatever happened only one card is burned on each later
street (TDA 38, 39-B).
"""

from __future__ import annotations

from typing import Any

from floorman.rules.dealing import (
    BOARD_STREETS,
    DRAW_GAMES,
    FLOP_GAMES,
    LOWBALL_GAMES,
    MAX_PLAYERS,
    STREET_NAMES_ES,
    STUD_GAMES,
    STUD_STREETS,
    read_game,
    section_rules,
    tda_silent,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Betting, Variant
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.text import Text


@scenario("exposed_card")
def decide_exposed_card(facts: Facts, house: HouseRules) -> Ruling:
    """A card exposed after the initial deal: in the draw (lowball, draw high), or on
    seventh street in stud (RRoP 11.9, 11.iii.3, 12.8, 8.16, 8.17)."""
    variant, betting = read_game(facts)
    phase = facts.choice("phase", ["draw", "stud_last_card"])
    why = Notes()
    if house.tournament:
        tda_silent(why)
    if phase == "draw":
        if variant not in DRAW_GAMES:
            raise refuse(facts.where("phase"), "only lowball and draw high have a draw.",
                         "solo el lowball y el draw alto tienen descarte.")
        by = facts.choice("by", ["dealer", "player"], "dealer")
        if by == "player":
            why.add("A card a player exposes himself plays.",
                    "La carta que un jugador expone él mismo juega.", "RRoP 3.iv.12")
            return Ruling("exposed_card", "card_plays",
                          Text("The card plays: the player exposed it himself.",
                               "La carta juega: la expuso el propio jugador."),
                          tuple(why.reasons), tuple(why.rules), {"replace": False},
                          house.profile)
        rule = "RRoP 12.8" if variant is Variant.DRAW_HIGH else "RRoP 11.9"
        why.add("A card exposed by the dealer in the draw may not be taken: the draw is "
                "completed for every player in turn, then that card is replaced.",
                "Una carta expuesta por el crupier en el descarte no puede tomarse: se completa "
                "el descarte de cada jugador en orden y después se reemplaza esa carta.", rule)
        if variant in LOWBALL_GAMES and betting is not Betting.LIMIT:
            why.cite("RRoP 11.iii.3")
        return Ruling("exposed_card", "replace_after_draw",
                      Text("The exposed card is replaced once every player has drawn.",
                           "La carta expuesta se reemplaza cuando todos han hecho su descarte."),
                      tuple(why.reasons), tuple(why.rules),
                      {"replace": True, "when": "after_the_draw"}, house.profile)

    if variant not in STUD_GAMES:
        raise refuse(facts.where("phase"), "stud_last_card is for the stud games.",
                     "stud_last_card es para los juegos de stud.")
    chain = section_rules(variant)
    if facts.flag("all_in"):
        why.add("A player who is all in gets his down cards face down, but a last card dealt "
                "to him face up stays; the others get their normal card.",
                "Al jugador all-in se le reparten tapadas, pero si su última carta sale boca "
                "arriba se queda; los demás reciben su carta normal.", "RRoP 8.16", *chain)
        return Ruling("exposed_card", "card_stays",
                      Text("The all-in player keeps his face-up last card; the others are dealt "
                           "normally.",
                           "El jugador all-in se queda su última carta boca arriba; a los demás "
                           "se les reparte con normalidad."),
                      tuple(why.reasons), tuple(why.rules),
                      {"others_face_down": True, "may_declare_all_in": False}, house.profile)
    remaining = facts.integer("remaining", low=2, high=MAX_PLAYERS)
    face_up = facts.integer("face_up_player", low=1, high=remaining)
    numbers: dict[str, Any] = {"remaining": remaining, "face_up_player": face_up}
    why.add("With a last card face up, the high hand showing (all up cards counted) starts "
            "the betting.",
            "Con una última carta boca arriba, empieza a apostar la mano más alta a la vista "
            "(contando todas las cartas abiertas).", "RRoP 8.17", *chain)
    if remaining > 2 or face_up == 2:
        sub = "RRoP 8.17.a" if remaining > 2 else "RRoP 8.17.b"
        why.add(f"Player {face_up} keeps the face-up card and may declare himself all in before "
                "the betting starts: he puts in no more chips and later bets go to a side pot. "
                "The others get their last card face down.",
                f"El jugador {face_up} conserva la carta abierta y puede declararse all-in antes "
                "de que empiecen las apuestas: no pone más fichas y las apuestas siguientes van "
                "a un bote aparte. Los demás reciben su última carta tapada.", sub)
        numbers.update(others_face_down=True, may_declare_all_in=face_up)
        return Ruling("exposed_card", "may_declare_all_in",
                      Text(f"Player {face_up} keeps the card and may declare himself all in "
                           "before the betting; the others get their last card face down.",
                           f"El jugador {face_up} conserva la carta y puede declararse all-in "
                           "antes de apostar; los demás reciben la última carta tapada."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    why.add("Heads-up, when the first player's last card is dealt face up, the second "
            "player's is dealt face up too, and the betting is normal.",
            "En el mano a mano, si la última carta del primer jugador sale boca arriba, la del "
            "segundo también se da boca arriba y se apuesta con normalidad.", "RRoP 8.17.b")
    numbers.update(others_face_down=False, may_declare_all_in=None)
    return Ruling("exposed_card", "both_face_up",
                  Text("The second player's last card is also dealt face up; betting is normal.",
                       "La última carta del segundo jugador también se da boca arriba; se apuesta "
                       "con normalidad."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


# --- premature cards -----------------------------------------------------------------


@scenario("premature_card")
def decide_premature_card(facts: Facts, house: HouseRules) -> Ruling:
    """Cards dealt before the betting round was over (RRoP 3.iv.15, 5.3, 5.5, 5.7-8,
    16.4; stud 8.14)."""
    variant, _ = read_game(facts)
    if house.tournament and variant not in DRAW_GAMES and not (
            variant in STUD_GAMES and facts.flag("seen_or_mixed")):
        return _tda_premature_card(facts, house, variant)
    why = Notes()
    if house.tournament:
        tda_silent(why)
    chain = section_rules(variant)
    why.add("Cards dealt before the betting is complete do not play, even if every player "
            "still to act folds; nobody may choose to take or refuse them.",
            "Las cartas repartidas antes de terminar las apuestas no juegan, aunque todos los "
            "que faltan por hablar se retiren; nadie puede elegir aceptarlas o rechazarlas.",
            "RRoP 3.iv.15")
    if variant in FLOP_GAMES:
        street = facts.choice("street", BOARD_STREETS)
        too_many = facts.flag("too_many_cards")
        burn = house.burn_before_reshuffled_card
        why.cite("RRoP 5.5", *chain)
        burn_en = "burns a card and deals" if burn else "deals, without burning,"
        burn_es = "quema una carta y reparte" if burn else "reparte, sin quemar,"
        if burn:
            why.add("House rule: a card is burned before the replacement card.",
                    "Regla de la casa: se quema una carta antes de la carta de reemplazo.",
                    "RRoP 16.4")
        numbers: dict[str, Any] = {"street": street, "burn_before_new_card": burn}
        if street == "flop" or too_many:
            if too_many:
                if street != "flop":
                    raise refuse(facts.where("too_many_cards"),
                                 "only the flop is dealt as several cards at once.",
                                 "solo el flop se reparte con varias cartas a la vez.")
                why.add("A flop with too many cards is dealt again, even if the extra card "
                        "could be identified.",
                        "Un flop con cartas de más se vuelve a repartir, aunque se sepa cuál "
                        "sobraba.", "RRoP 5.3")
            why.add(f"The flop cards go back into the rest of the deck; the burn card stays on "
                    f"the table; the dealer shuffles, cuts and {burn_en} a new flop once the "
                    "betting is over.",
                    f"Las cartas del flop vuelven al resto del mazo; la quemada se queda en la "
                    f"mesa; el crupier baraja, corta y {burn_es} un flop nuevo cuando terminan "
                    "las apuestas.", "RRoP 5.7", "RRoP 16.4")
            numbers.update(reshuffle=True, set_aside=False)
            return Ruling("premature_card", "redeal_flop",
                          Text("The flop is taken back, shuffled into the deck, and dealt again "
                               "after the betting.",
                               "El flop se recoge, se baraja con el mazo y se vuelve a repartir "
                               "tras las apuestas."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        if street == "turn":
            why.add("The early turn card is set aside for this round and the betting is "
                    "completed; the dealer then burns and deals, as the turn, the card that "
                    "would have been the river.",
                    "El turn adelantado se aparta en esta vuelta y se completan las apuestas; "
                    "luego el crupier quema y da como turn la carta que habría sido el river.",
                    "RRoP 5.8", "RRoP 16.4")
            why.add(f"After that round, the rest of the deck and the set-aside card (not the "
                    f"burn cards or discards) are shuffled and cut, and the dealer {burn_en} "
                    "the river.",
                    f"Tras esa vuelta se barajan el resto del mazo y la carta apartada (sin las "
                    f"quemadas ni los descartes), se corta y el crupier {burn_es} el river.",
                    "RRoP 5.8")
            numbers.update(reshuffle=True, set_aside=True, reshuffle_before="river")
            return Ruling("premature_card", "set_aside_turn",
                          Text("The early turn is set aside; the next card becomes the turn and "
                               "the river comes from a reshuffled deck.",
                               "El turn adelantado se aparta; la carta siguiente será el turn y "
                               "el river saldrá de un mazo rebarajado."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add(f"Once the betting is over, the deck is reshuffled with the early river card "
                f"(not the burn cards or discards), cut, and the dealer {burn_en} the river.",
                f"Al terminar las apuestas se rebaraja el mazo con el river adelantado (sin las "
                f"quemadas ni los descartes), se corta y el crupier {burn_es} el river.",
                "RRoP 5.8")
        numbers.update(reshuffle=True, set_aside=False, reshuffle_before="river")
        return Ruling("premature_card", "reshuffle_river",
                      Text("The early river is shuffled back into the deck and a new river is "
                           "dealt after the betting.",
                           "El river adelantado se rebaraja con el mazo y se da un river nuevo "
                           "tras las apuestas."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if variant in STUD_GAMES:
        street = facts.choice("street", STUD_STREETS)
        early = facts.integer("premature_cards", low=1, high=MAX_PLAYERS)
        active = facts.integer("active_after_betting", low=1, high=MAX_PLAYERS)
        numbers = {"street": street, "removed_now": early, "removed_after_betting": active,
                   "total_removed": early + active}
        why.cite(*chain)
        if street == "seventh" and facts.flag("seen_or_mixed"):
            why.add("The early card is the last down card and the player saw it or mixed it "
                    "with his cards: he keeps it, and on sixth street he may not bet or raise "
                    "because he already holds all seven cards.",
                    "La carta adelantada es la última tapada y el jugador la vio o la mezcló "
                    "con las suyas: se la queda, y en sexta calle no puede apostar ni subir "
                    "porque ya tiene las siete cartas.", "RRoP 8.14")
            return Ruling("premature_card", "player_keeps_card",
                          Text("He keeps the early seventh card and may only call or fold on "
                               "sixth street.",
                               "Se queda la séptima carta adelantada y en sexta calle solo puede "
                               "pagar o retirarse."),
                          tuple(why.reasons), tuple(why.rules),
                          {"street": street, "may_bet_or_raise": False}, house.profile)
        why.add(f"The {early} early card(s) are taken out of play; when the betting is over, "
                f"one more card for each of the {active} players still in the hand is also "
                "taken out; then the dealer burns and resumes the deal.",
                f"Las {early} carta(s) adelantada(s) se retiran del juego; al terminar las "
                f"apuestas se retira además una carta por cada uno de los {active} jugadores que "
                "siguen en la mano; luego el crupier quema y continúa el reparto.", "RRoP 8.14")
        why.add("The cards taken out are kept beside the dealer in case the deck runs short.",
                "Las cartas retiradas quedan junto al crupier por si el mazo no alcanza.",
                "RRoP 8.14", "RRoP 8.15")
        return Ruling("premature_card", "remove_cards",
                      Text(f"{early + active} cards in all come out of play ({early} now, "
                           f"{active} after the betting); then the dealer burns and goes on.",
                           f"Salen del juego {early + active} cartas en total ({early} ahora, "
                           f"{active} tras las apuestas); luego el crupier quema y sigue."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    why.add("The early draw cards are set aside; the draw resumes when the betting is over.",
            "Las cartas adelantadas del descarte se apartan; el descarte sigue al terminar las "
            "apuestas.", *chain)
    return Ruling("premature_card", "cards_do_not_play",
                  Text("The cards dealt too early do not play.",
                       "Las cartas repartidas antes de tiempo no juegan."),
                  tuple(why.reasons), tuple(why.rules), {"reshuffle": False}, house.profile)


@scenario("burn_error")
def decide_burn_error(facts: Facts, house: HouseRules) -> Ruling:
    """No burn card, or two, before a street (RRoP 3.iv.16, 5.4, 5.6, 8.13)."""
    variant, _ = read_game(facts)
    error = facts.choice("error", ["no_burn", "two_burned"])
    why = Notes()
    chain = section_rules(variant)
    two = error == "two_burned"
    numbers: dict[str, Any] = {"error": error}

    def later_cards() -> None:
        if two:
            why.add("Later cards must be those that would have come without the error: one of "
                    "the two burned cards goes back on top of the deck and is the next burn "
                    "card.",
                    "Las cartas siguientes deben ser las que habrían salido sin el error: una de "
                    "las dos quemadas vuelve arriba del mazo y será la próxima carta quemada.",
                    "RRoP 3.iv.16", "RRoP 5.6")
            numbers.update(extra_burn_back_on_deck=True, burn_next_street=0)
        else:
            why.add("Later cards must be those that would have come without the error: the "
                    "dealer burns two cards before the next street.",
                    "Las cartas siguientes deben ser las que habrían salido sin el error: el "
                    "crupier quema dos cartas antes de la calle siguiente.",
                    "RRoP 3.iv.16", "RRoP 5.6")
            numbers.update(extra_burn_back_on_deck=False, burn_next_street=2)

    if house.tournament and variant in FLOP_GAMES:
        street = facts.choice("street", BOARD_STREETS)
        numbers["street"] = street
        tda = _tda_burn_error(facts, house, error, street, why, numbers)
        if tda is not None:
            return tda
    elif house.tournament:
        tda_silent(why)
    if variant in STUD_GAMES:
        street = facts.choice("street", STUD_STREETS)
        numbers["street"] = street
        why.cite(*chain)
        if street == "seventh" and facts.flag("seen_or_mixed"):
            why.add("The error reached the last down card and the player looked at it or mixed "
                    "it with his cards: he must accept it.",
                    "El error llegó a la última carta tapada y el jugador la miró o la mezcló "
                    "con las suyas: debe aceptarla.", "RRoP 8.13")
            return Ruling("burn_error", "card_stands",
                          Text("The player must accept his last card.",
                               "El jugador debe aceptar su última carta."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("The cards are put back in their proper places, as far as possible.",
                "Las cartas se devuelven a sus posiciones correctas, en la medida de lo posible.",
                "RRoP 8.13")
        return Ruling("burn_error", "correct_now",
                      Text("The dealer puts the cards where they belong.",
                           "El crupier coloca las cartas donde corresponden."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)

    if variant not in FLOP_GAMES:
        raise refuse(facts.where("game"),
                     "burn errors are ruled here for board games and stud.",
                     "los errores de carta quemada se resuelven aquí para juegos con cartas "
                     "comunitarias y stud.")
    street = facts.choice("street", BOARD_STREETS)
    acted = facts.flag("action_on_street")
    numbers["street"] = street
    why.cite(*chain)
    if facts.flag("no_betting_all_in"):
        if facts.flag("pot_awarded"):
            why.add("Nobody could bet because a player was all in, and the pot has been "
                    "awarded: it is too late to correct.",
                    "Nadie podía apostar porque había un jugador all-in, y el bote ya se "
                    "adjudicó: es tarde para corregir.", "RRoP 5.6")
            return Ruling("burn_error", "card_stands",
                          Text("Too late: the pot has been awarded.",
                               "Demasiado tarde: el bote ya se adjudicó."),
                          tuple(why.reasons), tuple(why.rules), numbers, house.profile)
        why.add("With no betting because a player is all in, the error is corrected as long as "
                "the pot has not been awarded.",
                "Sin apuestas porque hay un jugador all-in, el error se corrige mientras el bote "
                "no se haya adjudicado.", "RRoP 5.6")
        acted = False
    if acted:
        why.add("A player has acted on the card, so it stays.",
                "Un jugador ya actuó sobre la carta, así que se queda.", "RRoP 5.6",
                "RRoP 3.iv.16")
        later_cards()
        return Ruling("burn_error", "card_stands",
                      Text("The card stands; the following cards are dealt as if there had "
                           "been no error.",
                           "La carta se queda; las siguientes se dan como si no hubiera habido "
                           "error."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if street == "flop" and facts.flag("board_exposed"):
        why.add("The flop is already face up, so it cannot simply be fixed: the deck is "
                "reshuffled and the flop dealt again (flop cards back into the deck, burn card "
                "left on the table, no burn before the new flop).",
                "El flop ya está a la vista, así que no basta con corregirlo: se rebaraja el "
                "mazo y se reparte de nuevo el flop (sus cartas vuelven al mazo, la quemada se "
                "queda en la mesa, sin quemar antes del flop nuevo).", "RRoP 5.4", "RRoP 5.7")
        numbers["reshuffle"] = True
        return Ruling("burn_error", "reshuffle",
                      Text("The flop cards were exposed: reshuffle and deal a new flop.",
                           "Las cartas del flop se vieron: se rebaraja y se da un flop nuevo."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if two:
        en = ("The card burned by mistake is the one that should have been dealt; the dealer "
              "puts each card where it would have gone without the error.")
        es = ("La carta quemada de más es la que debía repartirse; el crupier pone cada carta "
              "donde habría ido sin el error.")
    else:
        en = ("The first card off the deck should have been the burn card: it becomes the burn "
              "card and the following card is dealt in its place.")
        es = ("La primera carta del mazo debía ser la quemada: pasa a serlo y la siguiente se "
              "reparte en su lugar.")
    why.add("No action has been taken on the street, so the error is corrected now. " + en,
            "Nadie actuó todavía en esta calle, así que el error se corrige ahora. " + es,
            "RRoP 5.6", "RRoP 3.iv.16", *(("RRoP 5.4",) if street == "flop" else ()))
    numbers["reshuffle"] = False
    return Ruling("burn_error", "correct_now",
                  Text("Corrected now: the cards go where they would have gone without the "
                       "error.",
                       "Se corrige ahora: las cartas van donde habrían ido sin el error."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)


# --- the TDA's procedures ------------------------------------------------------------


def _tda_premature_card(facts: Facts, house: HouseRules, variant: Variant) -> Ruling:
    """Cards dealt too soon in a tournament: the TDA's procedure (TDA 39-C sends them to
    its Recommended Procedure 5), and the four-card flop (TDA 39-A)."""
    why = Notes()
    burn = house.burn_before_reshuffled_card

    def deal_again(en: str, es: str) -> tuple[str, str]:
        if burn:
            return f"burns a card and deals {en} from it", f"quema una carta y reparte {es}"
        return (f"deals {en} from it without another burn",
                f"reparte {es} sin quemar otra carta")

    numbers: dict[str, Any] = {"burn_before_new_card": burn}

    def ruling(decision: str, en: str, es: str) -> Ruling:
        if burn:
            why.add("House rule: a card is burned before the card dealt again.",
                    "Regla de la casa: se quema una carta antes de la carta repartida de nuevo.",
                    "RRoP 16.4")
        why.add("The stub is reshuffled face down, without exposing any card.",
                "El resto del mazo se baraja boca abajo, sin mostrar ninguna carta.", "TDA 39-D")
        return Ruling("premature_card", decision, Text(en, es), tuple(why.reasons),
                      tuple(why.rules), numbers, house.profile)

    if variant in STUD_GAMES:
        street = facts.choice("street", STUD_STREETS)
        numbers.update(street=street, reshuffle=True)
        then_en, then_es = deal_again("the street", "la calle")
        why.add(f"A {street}-street card dealt before the betting was over goes back into the "
                f"stub; the stub is reshuffled and the dealer {then_en}.",
                f"Una carta de {STREET_NAMES_ES[street]} calle repartida antes de terminar las "
                f"apuestas vuelve al mazo; se baraja el resto y el crupier {then_es}.",
                "TDA 39-C")
        return ruling("reshuffle_street",
                      "The early card goes back into the stub, which is reshuffled; the street "
                      "is dealt from it without another burn.",
                      "La carta adelantada vuelve al mazo, que se rebaraja; la calle se reparte "
                      "desde ahí sin quemar otra.")
    street = facts.choice("street", BOARD_STREETS)
    numbers["street"] = street
    if facts.flag("too_many_cards"):
        if street != "flop":
            raise refuse(facts.where("too_many_cards"),
                         "only the flop is dealt as several cards at once.",
                         "solo el flop se reparte con varias cartas a la vez.")
        why.add("A flop of four cards, face up or not, is a case for the floor: the dealer "
                "mixes the four cards face down, the floor picks one at random as the next burn "
                "card, and the other three are the flop.",
                "Un flop de cuatro cartas, boca arriba o no, es cosa del floor: el crupier mezcla "
                "las cuatro boca abajo, el floor elige una al azar como próxima carta quemada y "
                "las otras tres son el flop.", "TDA 39-A")
        numbers.update(reshuffle=False, scrambled=4, next_burn_from_scramble=True)
        return Ruling("premature_card", "scramble_four_card_flop",
                      Text("The four cards are mixed face down: one picked at random is the "
                           "next burn, the other three are the flop.",
                           "Las cuatro cartas se mezclan boca abajo: una elegida al azar es la "
                           "próxima quemada y las otras tres son el flop."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    early_es = ("las cartas adelantadas vuelven" if street == "flop"
                else "la carta adelantada vuelve")
    then_en, then_es = deal_again(f"the {street}", f"el {street}")
    why.add(f"The {street} was dealt before the betting was over: its burn card stays as the "
            f"burn, the early {'cards go' if street == 'flop' else 'card goes'} back into the "
            f"stub, the whole stub is reshuffled, and once the betting is over the dealer "
            f"{then_en}.",
            f"El {street} salió antes de terminar las apuestas: su carta quemada sigue siéndolo, "
            f"{early_es} al mazo, se rebaraja todo el resto y al terminar las apuestas el "
            f"crupier {then_es}.", "TDA 39-C")
    numbers.update(reshuffle=True, set_aside=False, reshuffle_before=street)
    decision = {"flop": "redeal_flop", "turn": "reshuffle_turn", "river": "reshuffle_river"}
    return ruling(decision[street],
                  f"The early {street} goes back into the stub, which is reshuffled; the "
                  f"{street} is dealt again after the betting.",
                  f"El {street} adelantado vuelve al mazo, que se rebaraja; el {street} se "
                  "reparte de nuevo tras las apuestas.")


def _tda_burn_error(facts: Facts, house: HouseRules, error: str, street: str, why: Notes,
                    numbers: dict[str, Any]) -> Ruling | None:
    """A burn error on a board game in a tournament (TDA 38, 39-B); None where the TDA
    gives no remedy and Robert's Rules decide (the caller goes on with them)."""
    acted = facts.flag("action_on_street")
    all_in = facts.flag("no_betting_all_in")
    if all_in and facts.flag("pot_awarded"):
        tda_silent(why)
        return None
    if all_in:
        acted = False
    if error == "no_burn" and street == "flop" and not acted:
        why.add("The flop was dealt without a burn and nobody has acted: face up or not, its "
                "three cards are mixed face down, one is picked as the burn, and the flop is "
                "the other two plus the next card off the stub.",
                "El flop salió sin carta quemada y nadie ha actuado: boca arriba o no, sus tres "
                "cartas se mezclan boca abajo, una se elige como quemada y el flop son las otras "
                "dos más la siguiente carta del mazo.", "TDA 39-B")
        numbers.update(reshuffle=False, scrambled=3, burn_next_street=1)
        return Ruling("burn_error", "scramble_flop",
                      Text("Mix the three flop cards face down, pick one as the burn, and add "
                           "the next card off the stub to the other two.",
                           "Se mezclan boca abajo las tres cartas del flop, una se elige como "
                           "quemada y a las otras dos se suma la siguiente carta del mazo."),
                      tuple(why.reasons), tuple(why.rules), numbers, house.profile)
    if not acted:
        tda_silent(why)
        return None
    if error == "no_burn" and street == "flop":
        why.add("The flop was dealt without a burn, but there has been action on it (even a "
                "check is enough): play goes on with the three cards as dealt.",
                "El flop salió sin carta quemada, pero ya hubo acción sobre él (basta un "
                "pase): se sigue con las tres cartas tal como salieron.", "TDA 39-B")
    elif error == "no_burn":
        why.add("A player has acted on the card, so it stays.",
                "Un jugador ya actuó sobre la carta, así que se queda.", "TDA 38")
    else:
        why.add("A player has acted on the card, so it stays; the card burned by mistake stays "
                "among the burn cards.",
                "Un jugador ya actuó sobre la carta, así que se queda; la carta quemada de más "
                "sigue entre las quemadas.", "TDA 38")
    why.add("The burn protects the stub, it does not keep the cards in order: each later "
            "street burns one card, and only one.",
            "La carta quemada protege el mazo, no mantiene el orden de las cartas: en cada "
            "calle siguiente se quema una carta, y solo una.", "TDA 38")
    numbers.update(extra_burn_back_on_deck=False, burn_next_street=1)
    return Ruling("burn_error", "card_stands",
                  Text("The card stands; the next street burns one card as usual.",
                       "La carta se queda; en la calle siguiente se quema una carta, como "
                       "siempre."),
                  tuple(why.reasons), tuple(why.rules), numbers, house.profile)
