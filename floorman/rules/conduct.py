"""Conduct at the table: what a player did, and what the floor may or must do about it.

The ``conduct`` kind takes one event in floor language (cards shown with action
pending, abuse, a phone used with a live hand, soft play, a player away from a live
hand...) and answers whether the hand plays on, whether a penalty may or must follow,
which penalties the book offers and, given the table, how many hands a missed-round
penalty sits the player out. In a tournament the TDA rules decide (TDA 1-7, 9, 31, 33,
63, 67-71, RP-3, RP-15, RP-19); in a live game Robert's Rules do (the code of conduct and
etiquette, RRoP 1.i-1.ii; the house's procedures, RRoP 2.ii; the floor's powers,
RRoP 2.i), and where they have no rule the ruling says so and rests on the floor's duty
to rule fairly (RRoP 2.i.1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from floorman.rules.facts import Facts
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Reckoning, Ruling
from floorman.rules.scenarios import scenario

TDA_PENALTIES = ("warning", "missed_hands", "missed_rounds", "disqualification")
# RRoP 1.ii: an etiquette breach is grounds for a warning, a suspension or expulsion;
# RRoP 1.i: the house may refuse the room to whoever breaks the code of conduct.
ROBERT_PENALTIES = ("warning", "suspension", "expulsion")
ROBERT_CODE_PENALTIES = ("barred",)

ETIQUETTE_BREACHES = ("stalling", "touching_others", "repeated_out_of_turn",
                      "chips_hard_to_count", "betting_beyond_reach", "excessive_chatter",
                      "hygiene")
DEVICE_USES = ("phone_call", "device_on_table", "used_with_live_hand", "strategy_aid",
               "disturbing")
DISCLOSURES = ("talked_about_cards", "advised_play", "read_untabled_hand",
               "showed_hand_to_other")
ABUSES = ("threat", "profanity", "disturbance", "damaged_cards", "damaged_property")
COLLUSIONS = ("chip_dumping", "collusion")

Reason = tuple[str, str, Sequence[str]]


def _counted(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


class _Event(Reckoning):
    """One conduct ruling in progress: the facts, the book, the reasons and numbers."""

    kind = "conduct"

    def __init__(self, facts: Facts, house: HouseRules, what: str) -> None:
        super().__init__(facts, house, what)
        self.numbers["penalty"] = "none"

    def book(self, tda: Reason, robert: Reason | None) -> None:
        """The reason from the book in force; a live game with no rule says so."""
        if self.tda:
            self.add(tda[0], tda[1], *tda[2])
        elif robert is None:
            self.no_robert_rule()
        else:
            self.add(robert[0], robert[1], *robert[2])

    def no_robert_rule(self) -> None:
        self.add("Robert's Rules have no rule on this; the floor decides it in the interest of "
                 "fairness.",
                 "Las Robert's Rules no tienen regla para esto; el encargado lo decide en "
                 "interés de la equidad.", "RRoP 2.i.1")

    def floor_decides(self) -> None:
        """A live-game breach of a house procedure for which Robert's Rules name no penalty."""
        self.numbers["penalty"] = "floor_decides"
        self.add("Robert's Rules name no penalty for it; the floor decides what to do, in the "
                 "interest of fairness.",
                 "Las Robert's Rules no le fijan sanción; el encargado decide qué hacer, en "
                 "interés de la equidad.", "RRoP 2.i.1")

    def penalty(self, level: str, grounds: str = "etiquette") -> None:
        """Record a penalty that ``may`` or ``must`` be given, or a disqualification.

        In a live game Robert's Rules make every penalty the floor's choice: an etiquette
        breach (``grounds="etiquette"``, RRoP 1.ii) may bring a warning, a suspension or
        expulsion, a breach of the code of conduct (``"conduct"``, RRoP 1.i) may bar the
        offender from the room.
        """
        if not self.tda:
            self.numbers["penalty"] = "discretionary"
            if grounds == "conduct":
                self.numbers["penalty_options"] = list(ROBERT_CODE_PENALTIES)
                self.add("The house may refuse the poker room to anyone who breaks the code "
                         "of conduct.",
                         "La casa puede negar la sala de póquer a quien infringe el código de "
                         "conducta.", "RRoP 1.i")
            else:
                self.numbers["penalty_options"] = list(ROBERT_PENALTIES)
                self.add("A player who breaks the room's etiquette may be warned, suspended "
                         "or expelled.",
                         "Quien falta a la etiqueta de la sala puede ser avisado, suspendido o "
                         "expulsado.", "RRoP 1.ii")
            return
        self.numbers["penalty"] = {"may": "discretionary", "must": "required"}.get(level, level)
        if level == "disqualification":
            self.numbers["penalty_options"] = ["disqualification"]
            return
        self.numbers["penalty_options"] = list(TDA_PENALTIES)
        self.add("The TD may give a verbal warning, one or more missed hands or missed "
                 "rounds, or disqualify; repeat offences draw heavier penalties.",
                 "El director puede dar un aviso verbal, una o más manos o vueltas sin "
                 "jugar, o descalificar; la reincidencia recibe sanciones mayores.",
                 "TDA 71-A")
        earlier = self.facts.integer("earlier_penalties", 0, low=0, high=20)
        if earlier:
            self.numbers["earlier_penalties"] = earlier
            self.add(f"He has been penalised {_counted(earlier, 'time', 'times')} already in "
                     "this event: the penalty should be heavier.",
                     f"Ya se le sancionó {_counted(earlier, 'vez', 'veces')} en este evento: "
                     "la sanción debe ser mayor.", "TDA 71-A")
        self.sit_out()

    def sit_out(self) -> None:
        """Hands to sit out for the penalty the floor gives, when the facts give it."""
        facts = self.facts
        if facts.has("penalty_rounds"):
            rounds = facts.integer("penalty_rounds", low=1, high=10)
            players = facts.integer("players_at_table", low=2, high=10)
            hands = rounds * players
            self.numbers.update(penalty_rounds=rounds, players_at_table=players)
            self.add(f"A missed round is one hand for each of the {players} players at the "
                     f"table when it is given, the offender included: "
                     f"{_counted(rounds, 'round is', 'rounds are')} {hands} hands.",
                     f"Una vuelta sin jugar es una mano por cada uno de los {players} jugadores "
                     f"en la mesa al darla, el infractor incluido: "
                     f"{_counted(rounds, 'vuelta son', 'vueltas son')} {hands} manos.",
                     "TDA 71-A")
        elif facts.has("penalty_hands"):
            hands = facts.integer("penalty_hands", low=1, high=100)
        else:
            return
        self.numbers["hands_to_sit_out"] = hands
        self.add("Meanwhile he stays away from the table: he is dealt in, his blinds and "
                 "antes are posted, his hand is killed after the deal, and he posts a stud "
                 "bring-in dealt to him.",
                 "Mientras tanto se queda fuera de la mesa: recibe cartas, se ponen sus ciegas "
                 "y antes, su mano se mata tras el reparto, y pone la apertura de stud si le "
                 "toca.", "TDA 71-C")

    def hand(self, dead: bool) -> None:
        self.numbers["hand_dead"] = dead

    def may_penalise(self, grounds: str = "etiquette") -> Ruling:
        """A penalty the floor may give, in either book."""
        self.penalty("may", grounds)
        if not self.tda and grounds == "conduct":
            return self.ruling("may_be_barred", "The house may bar him from the room.",
                               "La casa puede prohibirle la entrada a la sala.")
        return self.ruling("penalty_may_be_given", "A warning or penalty may be given.",
                           "Puede darse un aviso o una sanción.")

    def must_penalise(self, grounds: str = "etiquette") -> Ruling:
        """A penalty the TDA requires; in a live game still the floor's choice."""
        if not self.tda:
            return self.may_penalise(grounds)
        self.penalty("must")
        return self.ruling("penalty_required", "A penalty must be given.",
                           "Debe imponerse una sanción.")


Handler = Callable[[_Event], Ruling]


def _exposed_cards(e: _Event) -> Ruling:
    e.hand(False)
    if e.tda:
        last = e.facts.flag("last_to_act")
        e.numbers["last_to_act"] = last
        e.add("Showing cards while action is pending may be penalised"
              + (", even for the last player to act" if last else "")
              + ", but the hand is not dead; a penalty starts once the hand is over.",
              "Mostrar cartas con acción pendiente puede sancionarse"
              + (", aunque lo haga el último en actuar" if last else "")
              + ", pero la mano no está muerta; la sanción empieza al terminar la mano.",
              "TDA 68", "TDA 71-B")
        e.numbers["penalty_starts"] = "end_of_hand"
        e.penalty("may")
        return e.ruling("penalty_may_be_given",
                        "The hand plays on; the TD may penalise him once the hand is over.",
                        "La mano sigue; el director puede sancionarlo cuando termine.")
    heads_up = e.facts.flag("heads_up")
    e.numbers["heads_up"] = heads_up
    if heads_up:
        e.add("Robert's Rules forbid revealing a live hand only in a pot with several players; "
              "heads-up it is no breach in a live game.",
              "Las Robert's Rules prohíben mostrar una mano viva solo en un bote con varios "
              "jugadores; mano a mano no es falta en partida en vivo.", "RRoP 1.ii.6")
        return e.ruling("no_penalty", "The hand plays on; there is no breach.",
                        "La mano sigue; no hay falta.")
    e.add("In a pot with several players, revealing what a live hand holds before the betting "
          "round ends is improper; the hand stays live.",
          "En un bote con varios jugadores, mostrar lo que tiene una mano viva antes de que "
          "acabe la ronda es impropio; la mano sigue viva.", "RRoP 1.ii.6")
    e.penalty("may")
    return e.ruling("penalty_may_be_given", "The hand plays on; the floor may warn him.",
                    "La mano sigue; el encargado puede avisarlo.")


def _cards_thrown(e: _Event) -> Ruling:
    e.hand(True)
    e.book(("He folded: the hand is dead. A fold is pushed forward low over the table; "
            "tossing the cards high or throwing them is improper and may be penalised.",
            "Se retiró: la mano está muerta. Para retirarse se empujan las cartas bajas "
            "sobre la mesa; lanzarlas por lo alto o tirarlas es impropio y puede "
            "sancionarse.", ("TDA 68", "TDA 71-B")),
           ("He threw his hand away: it is dead. Cards are released low over the table at a "
            "moderate speed, never thrown; throwing a card also breaks the code of conduct.",
            "Tiró su mano: está muerta. Las cartas se sueltan bajas sobre la mesa a velocidad "
            "moderada, nunca se lanzan; tirar una carta infringe además el código de "
            "conducta.", ("RRoP 3.iii.1", "RRoP 1.ii.9", "RRoP 1.i.5")))
    e.penalty("may")
    return e.ruling("penalty_may_be_given", "The hand is dead; a penalty may be given.",
                    "La mano está muerta; puede imponerse una sanción.")


_ROBERT_ABUSE = {
    "threat": ("RRoP 1.i.2", "Threatening a player or an employee by word or deed",
               "Amenazar de palabra o de hecho a un jugador o a un empleado"),
    "profanity": ("RRoP 1.i.3", "Profane or obscene language", "El lenguaje soez u obsceno"),
    "disturbance": ("RRoP 1.i.4", "Making a disturbance by arguing, shouting or noise",
                    "Armar un escándalo discutiendo, gritando o con ruido"),
    "damaged_cards": ("RRoP 1.i.5", "Throwing, tearing, bending or crumpling a card",
                      "Tirar, romper, doblar o arrugar una carta"),
    "damaged_property": ("RRoP 1.i.6", "Destroying or defacing property",
                         "Destruir o dañar la propiedad"),
}


def _abuse(e: _Event) -> Ruling:
    form = e.facts.choice("form", ABUSES, "disturbance")
    e.numbers["form"] = form
    if e.tda:
        e.add("Abuse and disruptive behaviour are etiquette violations that are always "
              "penalised; dealers report them to the floor.",
              "El abuso y la conducta perturbadora son faltas de etiqueta que siempre se "
              "sancionan; los crupieres las comunican al floor.",
              "TDA 70", "TDA 71-B", "TDA RP-15")
        return e.must_penalise()
    rule, en, es = _ROBERT_ABUSE[form]
    e.add(f"{en} breaks the code of conduct.", f"{es} infringe el código de conducta.", rule)
    return e.may_penalise("conduct")


# Each etiquette breach in Robert's Rules: the rule, and what it forbids (None: no rule).
_ROBERT_ETIQUETTE: dict[str, tuple[str, str, str] | None] = {
    "stalling": ("RRoP 1.ii.8", "Needlessly slowing the game is an etiquette violation.",
                 "Demorar el juego sin necesidad es una falta de etiqueta."),
    "repeated_out_of_turn": ("RRoP 1.ii.1", "Acting out of turn on purpose is an etiquette "
                             "violation.",
                             "Actuar fuera de turno a propósito es una falta de etiqueta."),
    "chips_hard_to_count": ("RRoP 1.ii.10", "Stacking chips so that they get in the way of the "
                            "deal or hide the cards is an etiquette violation.",
                            "Apilar las fichas de modo que estorben el reparto u oculten las "
                            "cartas es una falta de etiqueta."),
    "betting_beyond_reach": ("RRoP 1.ii.2", "Splashing chips into the pot, where the bet "
                             "cannot be checked, is an etiquette violation.",
                             "Tirar las fichas al bote, donde la apuesta no se puede "
                             "comprobar, es una falta de etiqueta."),
    "excessive_chatter": ("RRoP 1.ii.11", "Remarks that could unfairly influence the play are "
                          "an etiquette violation, whether or not the talker is in the pot.",
                          "Los comentarios que pueden influir injustamente en el juego son "
                          "una falta de etiqueta, esté o no en el bote quien habla."),
    "touching_others": None,
    "hygiene": None,
}


def _etiquette(e: _Event) -> Ruling:
    breach = e.facts.choice("breach", ETIQUETTE_BREACHES)
    e.numbers["breach"] = breach
    if e.tda:
        e.add("This is an etiquette violation (slowing the game again and again, touching "
              "others' cards or chips, repeated action out of turn, chips hard to see or "
              "count, betting out of the dealer's reach, offensive hygiene, excessive "
              "chatter), dealt with under the penalty rule.",
              "Es una falta de etiqueta (demorar el juego una y otra vez, tocar cartas o fichas "
              "ajenas, actuar fuera de turno repetidamente, fichas difíciles de ver o contar, "
              "apostar fuera del alcance del crupier, higiene ofensiva, charla excesiva), que se "
              "trata según la regla de sanciones.", "TDA 70", "TDA 71-B")
        if breach == "stalling":
            e.add("Players are expected to play without delay, and the house should say "
                  "clearly that stalling will be cut down, with its own measures (a shot "
                  "clock, a fixed number of hands per level).",
                  "Se espera que los jugadores jueguen sin demora, y la casa debe anunciar que "
                  "reducirá las demoras, con sus propias medidas (un reloj de tiro, un número "
                  "fijo de manos por nivel).", "TDA 2", "TDA RP-19")
        return e.may_penalise()
    known = _ROBERT_ETIQUETTE[breach]
    if known is None:
        e.no_robert_rule()
        e.numbers["penalty"] = "floor_decides"
        return e.ruling("for_the_floor", "Not in Robert's Rules: the floor decides.",
                        "No está en las Robert's Rules: decide el encargado.")
    rule, en, es = known
    e.add(en, es, rule)
    if breach == "chips_hard_to_count":
        e.add("Every player may see an opponent's chips clearly, the larger ones above all.",
              "Todo jugador tiene derecho a ver claramente las fichas del rival, sobre todo "
              "las de mayor valor.", "RRoP 2.ii.19")
    return e.may_penalise()


def _device(e: _Event) -> Ruling:
    use = e.facts.choice("use", DEVICE_USES)
    e.numbers["use"] = use
    if use == "used_with_live_hand":
        e.hand(False)
    if not e.tda:
        if use == "device_on_table":
            e.no_robert_rule()
            e.numbers["penalty"] = "floor_decides"
            return e.ruling("for_the_floor", "A phone lying unused breaks no rule of Robert's: "
                            "the floor decides.",
                            "Un teléfono que no se usa no infringe ninguna regla de Robert: "
                            "decide el encargado.")
        if use == "strategy_aid":
            e.add("Only one person plays a hand: advice on it from someone else goes against "
                  "that; Robert's Rules say nothing of apps or charts.",
                  "Solo una persona juega una mano: recibir consejo de otro sobre ella va "
                  "contra eso; las Robert's Rules no dicen nada de aplicaciones ni tablas.",
                  "RRoP 2.ii.1")
            e.floor_decides()
            return e.ruling("for_the_floor", "He must stop; the floor decides any penalty.",
                            "Debe dejar de hacerlo; el encargado decide la sanción.")
        e.add("Using a mobile phone at the table is an etiquette violation.",
              "Usar el teléfono móvil en la mesa es una falta de etiqueta.", "RRoP 1.ii.12")
        return e.may_penalise()
    part = {"phone_call": "5-A", "disturbing": "5-A", "device_on_table": "5-B",
            "used_with_live_hand": "5-C", "strategy_aid": "5-D"}[use]
    en, es = {
        "phone_call": ("Talking on the phone at the table is not allowed.",
                       "No se permite hablar por teléfono en la mesa."),
        "disturbing": ("No device, sound, picture or message may disturb the table, hold up "
                       "the game or give an edge.",
                       "Ningún aparato, sonido, imagen o mensaje puede molestar en la mesa, "
                       "retrasar el juego ni dar ventaja."),
        "device_on_table": ("Phones and other devices may not lie on the table.",
                            "Los teléfonos y demás aparatos no pueden estar sobre la mesa."),
        "used_with_live_hand": ("A player with a live hand may not handle or use any "
                                "electronic device; the rule does not kill the hand.",
                                "Quien tiene una mano viva no puede tocar ni usar ningún "
                                "aparato electrónico; la regla no mata la mano."),
        "strategy_aid": ("Betting apps, charts and other strategy aids may not be used at the "
                         "table, nor strategy taken from anyone else.",
                         "No se pueden usar en la mesa aplicaciones de apuestas, tablas u "
                         "otras ayudas de estrategia, ni recibir estrategia de otros."),
    }[use]
    e.add(en, es, f"TDA {part}", "TDA 71-B")
    return e.may_penalise()


_ROBERT_DISCLOSURE = {
    "talked_about_cards": ("RRoP 1.ii.7", "Nobody may tell what a folded hand held before the "
                           "betting is over, nor what any hand held while it is dealt.",
                           "Nadie puede decir qué tenía una mano retirada antes de acabar las "
                           "apuestas, ni qué tenía cualquier mano mientras se reparte."),
    "advised_play": ("RRoP 1.ii.11", "Remarks that could unfairly influence the play are "
                     "improper, whether or not the speaker is in the pot.",
                     "Los comentarios que pueden influir injustamente en el juego son "
                     "impropios, esté o no en el bote quien habla."),
    "read_untabled_hand": ("RRoP 1.ii.4", "Nobody may read a hand for another player before "
                           "it is turned up.",
                           "Nadie puede cantar la mano de otro antes de que se descubra."),
    "showed_hand_to_other": ("RRoP 2.ii.1", "Only one person may play a hand.",
                             "Solo una persona puede jugar una mano."),
}


def _disclosure(e: _Event) -> Ruling:
    how = e.facts.choice("how", DISCLOSURES)
    e.numbers["how"] = how
    if e.tda:
        e.add("Every player protects the rest of the field: nobody, in the hand or not, may "
              "talk about the cards of a live or mucked hand, advise or criticise play, or "
              "read out a hand not yet tabled; one player to a hand.",
              "Cada jugador protege al resto del campo: nadie, esté o no en la mano, puede "
              "hablar de las cartas de una mano viva o tirada, aconsejar o criticar jugadas, ni "
              "cantar una mano que no se ha mostrado; un jugador por mano.",
              "TDA 67", "TDA 71-B")
        return e.may_penalise()
    rule, en, es = _ROBERT_DISCLOSURE[how]
    e.add(en, es, rule)
    if how == "showed_hand_to_other":
        e.floor_decides()
        return e.ruling("for_the_floor", "It is not allowed; the floor decides any penalty.",
                        "No está permitido; el encargado decide la sanción.")
    return e.may_penalise()


def _soft_play(e: _Event) -> Ruling:
    if e.tda:
        nuts = e.facts.flag("checked_nuts_last_to_act")
        e.numbers["checked_nuts_last_to_act"] = nuts
        if nuts:
            e.add("Checking the only possible best hand when last to act on the river is not "
                  "soft play by itself; the TD judges the case.",
                  "Pasar con la única mejor mano posible siendo el último en actuar en el river "
                  "no es juego suave por sí solo; el director juzga el caso.", "TDA 71-B")
            return e.ruling("for_the_td", "Not soft play by itself: the TD judges the case.",
                            "No es juego suave por sí solo: el director juzga el caso.")
        e.add("Poker is played by individuals: soft play is always penalised, and the penalty "
              "may include losing chips or disqualification.",
              "El póquer se juega individualmente: el juego suave siempre se sanciona, y la "
              "sanción puede incluir perder fichas o la descalificación.", "TDA 69", "TDA 71-B")
        ruling = e.must_penalise()
        e.numbers["penalty_options"].append("chip_forfeiture")
        return ruling
    checked_down = e.facts.flag("checked_down_with_all_in")
    e.numbers["checked_down_with_all_in"] = checked_down
    if checked_down:
        e.add("Checking a hand down, because another player asks, while a third player is "
              "all-in is improper.",
              "Pasar la mano hasta el final, porque otro jugador lo pide, mientras un tercero "
              "está all-in es impropio.", "RRoP 1.ii.3")
        return e.may_penalise()
    e.add("Robert's Rules name soft play only when players check a hand down against a third "
          "who is all-in; other soft play is collusion if the players act together, which the "
          "code of conduct forbids, and otherwise the floor judges it fairly.",
          "Las Robert's Rules nombran el juego suave solo cuando se pasa la mano hasta el final "
          "contra un tercero all-in; otro juego suave es confabulación si los jugadores actúan "
          "de acuerdo, que el código de conducta prohíbe, y si no el encargado lo juzga con "
          "equidad.", "RRoP 1.ii.3", "RRoP 1.i.1", "RRoP 2.i.1")
    e.numbers["penalty"] = "floor_decides"
    return e.ruling("for_the_floor", "The floor judges whether it is collusion.",
                    "El encargado juzga si es confabulación.")


def _collusion(e: _Event) -> Ruling:
    form = e.facts.choice("form", COLLUSIONS, "collusion")
    e.numbers["form"] = form
    if not e.tda:
        e.add("Colluding with another player, or cheating in any other way, breaks the code "
              "of conduct.",
              "Confabularse con otro jugador, o hacer trampa de cualquier otro modo, infringe "
              "el código de conducta.", "RRoP 1.i.1")
        return e.may_penalise("conduct")
    e.add("Chip dumping and every other form of collusion are punished by disqualification, "
          "and a disqualified player's chips are taken out of play.",
          "La transferencia de fichas y cualquier otra forma de colusión se castigan con "
          "descalificación, y las fichas del descalificado salen del juego.",
          "TDA 69", "TDA 71-D")
    e.penalty("disqualification")
    e.numbers["chips_removed"] = True
    return e.ruling("disqualification", "The player is disqualified; his chips are removed.",
                    "El jugador queda descalificado; sus fichas se retiran.")


def _dodging_blinds(e: _Event) -> Ruling:
    if not e.tda:
        e.add("Robert's Rules set no penalty for dodging blinds in a live game: a player who "
              "missed blinds makes them up when he comes back, posting them all or waiting for "
              "his big blind.",
              "Las Robert's Rules no sancionan en partida en vivo a quien esquiva ciegas: quien "
              "se las saltó las repone al volver, poniéndolas todas o esperando a su ciega "
              "grande.", "RRoP 4.10")
        return e.ruling("post_missed_blinds", "He posts the missed blinds or waits for the "
                        "big blind.", "Pone las ciegas perdidas o espera a la ciega grande.")
    e.add("Deliberately avoiding a blind is always penalised.",
          "Evitar una ciega a propósito siempre se sanciona.", "TDA 33", "TDA 71-B")
    return e.must_penalise()


def _away_live_hand(e: _Event) -> Ruling:
    e.hand(False)
    if not e.tda:
        e.add("Players are expected to pay attention and keep the game moving; Robert's Rules "
              "do not kill a live-game hand for its player stepping away.",
              "Se espera que los jugadores estén atentos y no retrasen el juego; las Robert's "
              "Rules no matan la mano de partida en vivo porque su jugador se aparte.",
              "RRoP 2.ii.25")
        e.no_robert_rule()
        return e.ruling("hand_stays_live", "The hand stays live; the floor may ask him back.",
                        "La mano sigue viva; el encargado puede pedirle que vuelva.")
    e.add("A player with a live hand, all-in or done betting included, must stay at the table "
          "through every round and the showdown; leaving may be penalised, though the hand is "
          "not killed for it.",
          "Quien tiene una mano viva, aunque esté all-in o haya terminado de apostar, debe "
          "quedarse en la mesa en cada ronda y en el showdown; irse puede sancionarse, pero la "
          "mano no se mata por ello.", "TDA 31", "TDA 2")
    e.penalty("may")
    return e.ruling("penalty_may_be_given", "The hand stays live; a penalty may be given.",
                    "La mano sigue viva; puede imponerse una sanción.")


def _identity(e: _Event) -> Ruling:
    if not e.tda:
        e.no_robert_rule()
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    refused = e.facts.flag("refused")
    e.numbers["refused"] = refused
    e.add("Every player must be identifiable: staff may ask him to remove sunglasses, a hood "
          "or a face covering that hides him or distracts others.",
          "Todo jugador debe ser identificable: el personal puede pedirle que se quite gafas de "
          "sol, capucha o lo que le cubra la cara, si lo oculta o distrae a otros.", "TDA 4")
    if refused:
        e.add("Refusing the request may be penalised.",
              "Negarse a la petición puede sancionarse.", "TDA 71-B")
        e.penalty("may")
        return e.ruling("penalty_may_be_given", "He must comply; a penalty may be given.",
                        "Debe acatarlo; puede imponerse una sanción.")
    return e.ruling("must_comply", "He must remove what hides him.",
                    "Debe quitarse lo que lo oculta.")


def _language(e: _Event) -> Ruling:
    if not e.tda:
        e.add("While a hand is dealt, players may not speak a foreign language.",
              "Mientras se reparte una mano, no se puede hablar en un idioma extranjero.",
              "RRoP 2.ii.28")
        e.floor_decides()
        return e.ruling("for_the_floor", "He must stop; the floor decides any penalty.",
                        "Debe dejar de hacerlo; el encargado decide la sanción.")
    e.add("Only the languages the house has posted and announced may be used at the table; "
          "breaking that may be penalised.",
          "En la mesa solo se pueden usar los idiomas que la casa ha publicado y anunciado; no "
          "respetarlo puede sancionarse.", "TDA 6", "TDA 71-B")
    return e.may_penalise()


def _non_standard_term(e: _Event) -> Ruling:
    tap = e.facts.flag("tapped_table")
    e.numbers["tapped_table"] = tap
    if tap:
        e.book(("Tapping the table is a check.", "Golpear la mesa es pasar.", ("TDA 3",)),
               ("Knocking on the table is a check.", "Golpear la mesa es pasar.",
                ("RRoP 3.v.10",)))
        return e.ruling("check", "It is a check.", "Es un pase.")
    if not e.tda:
        e.add("The same act can mean different things from different players: the floor "
              "weighs what he likely meant, taking his experience and past behaviour into "
              "account.",
              "Un mismo acto puede significar cosas distintas según quién lo haga: el "
              "encargado pondera qué quiso decir, teniendo en cuenta su experiencia y su "
              "conducta anterior.", "RRoP 2.i.8")
        return e.ruling("floor_weighs_intent", "The floor rules what he likely meant.",
                        "El encargado decide qué quiso decir probablemente.")
    e.add("The official words are bet, raise, call, fold, check, all-in, complete and pot; "
          "other words or gestures are at the player's own risk, and the ruling may not be "
          "what he meant; making his intentions clear is his responsibility.",
          "Las palabras oficiales son apuesto, subo, igualo, me retiro, paso, all-in, completo "
          "y bote; otras palabras o gestos corren por cuenta del jugador, y el fallo puede no "
          "ser lo que quiso decir; dejar clara su intención es responsabilidad suya.",
          "TDA 3", "TDA 2")
    return e.ruling("at_players_risk", "At his own risk: the floor rules what it meant.",
                    "Por su cuenta y riesgo: el encargado decide qué significó.")


def _wrong_seat(e: _Event) -> Ruling:
    if not e.tda:
        e.no_robert_rule()
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    right_stack = e.facts.flag("right_starting_stack", True)
    e.numbers["right_starting_stack"] = right_stack
    if not right_stack:
        e.add("The seat rule covers only a player who began with the right stack; anything "
              "else is for the TD to settle fairly.",
              "La regla del asiento solo cubre a quien empezó con el stack correcto; lo demás "
              "lo resuelve el director con equidad.", "TDA 7", "TDA 1")
        return e.ruling("for_the_td", "The TD decides.", "Decide el director.")
    e.add("Seats are drawn at random; a player who started in the wrong seat with the right "
          "starting stack moves to his proper seat with his whole current stack.",
          "Los asientos se sortean; quien empezó en un asiento equivocado con el stack inicial "
          "correcto pasa a su asiento con todo su stack actual.", "TDA 7", "TDA 2")
    return e.ruling("move_to_correct_seat", "He moves to his proper seat with his current "
                    "stack.", "Pasa a su asiento correcto con su stack actual.")


def _special_needs(e: _Event) -> Ruling:
    e.book(("The house makes arrangements for players with special needs whenever it can.",
            "La casa hace ajustes para los jugadores con necesidades especiales siempre que "
            "puede.", ("TDA 9",)), None)
    if not e.tda:
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    return e.ruling("accommodate", "Accommodate him where it can be done.",
                    "Hay que atenderlo en lo que se pueda.")


def _decision_disputed(e: _Event) -> Ruling:
    e.book(("The good of the game and fairness come first; in unusual cases a fair, sensible "
            "decision may override the letter of a rule, and the floor's decision is final.",
            "Primero el bien del juego y la equidad; en casos inusuales una decisión justa y "
            "sensata puede pasar por encima de la letra de una regla, y la decisión del floor "
            "es final.", ("TDA 1",)),
           ("Management may rule in the interest of fairness, and the supervisor's decision is "
            "final.",
            "La dirección puede decidir en interés de la equidad, y la decisión del supervisor "
            "es final.", ("RRoP 2.i.1", "RRoP 2.i.2")))
    return e.ruling("decision_final", "The floor's decision stands.",
                    "La decisión del encargado se mantiene.")


def _chips_out_of_sight(e: _Event) -> Ruling:
    if not e.tda:
        e.add("Only the chips on the table play, and they stay in full view; they come off "
              "the table only for safekeeping when the player leaves it, and come back with "
              "him.",
              "Solo juegan las fichas que están en la mesa, y deben estar a la vista; solo se "
              "retiran para guardarlas cuando el jugador se levanta, y vuelven con él.",
              "RRoP 2.ii.8", "RRoP 2.ii.6")
        return e.ruling("must_stay_in_view", "The chips go back on the table, in view.",
                        "Las fichas vuelven a la mesa, a la vista.")
    e.add("Chips hidden, or carried out of sight, are forfeited and taken out of the "
          "tournament, and the player may be disqualified.",
          "Las fichas escondidas, o trasladadas fuera de la vista, se pierden y salen del "
          "torneo, y el jugador puede ser descalificado.", "TDA 63")
    e.numbers.update(penalty="discretionary", penalty_options=["disqualification"],
                     chips_forfeited=True)
    return e.ruling("chips_forfeited", "The hidden chips are forfeited; he may be "
                    "disqualified.", "Las fichas ocultas se pierden; puede ser descalificado.")


def _belongings(e: _Event) -> Ruling:
    e.book(("The table and the space around it are kept clear of personal items that are not "
            "needed; the room posts what may be brought in, and devices may not lie on the "
            "table.",
            "La mesa y su entorno se mantienen libres de objetos personales innecesarios; la "
            "sala publica qué se puede traer, y los aparatos no pueden estar sobre la mesa.",
            ("TDA RP-3", "TDA 5-B")), None)
    if not e.tda:
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    return e.ruling("remove_items", "The items are taken off the table.",
                    "Los objetos se retiran de la mesa.")


def _on_penalty(e: _Event) -> Ruling:
    if not e.tda:
        e.add("A live-game player may be suspended for a breach of etiquette; Robert's Rules "
              "do not say how a suspended player's seat is dealt.",
              "Al jugador de partida en vivo se le puede suspender por una falta de etiqueta; "
              "las Robert's Rules no dicen cómo se reparte al asiento del suspendido.",
              "RRoP 1.ii")
        e.no_robert_rule()
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    e.hand(True)
    e.add("A player on penalty stays away from the table: his seat is dealt in, his blinds "
          "and antes are posted, his hand is killed after the deal, and he posts a stud "
          "bring-in dealt to him; he may be blinded or anted out.",
          "El sancionado se queda fuera de la mesa: su asiento recibe cartas, se ponen sus "
          "ciegas y antes, su mano se mata tras el reparto, y pone la apertura de stud si le "
          "toca; las ciegas y antes pueden acabar con su stack.", "TDA 71-C", "TDA 71-A")
    return e.ruling("dealt_in_hand_killed", "He is dealt in, pays his forced bets, and his hand "
                    "is killed.", "Recibe cartas, paga sus apuestas forzadas y su mano se mata.")


def _disqualified(e: _Event) -> Ruling:
    if not e.tda:
        e.add("Disqualification is a tournament penalty; in a live game the house may bar a "
              "player who breaks the code of conduct, and Robert's Rules do not take his "
              "chips.",
              "La descalificación es una sanción de torneo; en partida en vivo la casa puede "
              "prohibir la entrada a quien infringe el código de conducta, y las Robert's "
              "Rules no le quitan las fichas.", "RRoP 1.i")
        e.no_robert_rule()
        return e.ruling("for_the_floor", "The floor decides.", "Decide el encargado.")
    e.add("A disqualified player's chips are taken out of play.",
          "Las fichas del jugador descalificado se retiran del juego.", "TDA 71-D")
    e.numbers["chips_removed"] = True
    return e.ruling("chips_removed", "His chips are taken out of play.",
                    "Sus fichas se retiran del juego.")


EVENTS: dict[str, Handler] = {
    "exposed_cards": _exposed_cards,
    "cards_thrown": _cards_thrown,
    "abuse": _abuse,
    "etiquette": _etiquette,
    "electronic_device": _device,
    "disclosure": _disclosure,
    "soft_play": _soft_play,
    "collusion": _collusion,
    "dodging_blinds": _dodging_blinds,
    "away_with_live_hand": _away_live_hand,
    "identity_hidden": _identity,
    "wrong_language": _language,
    "non_standard_term": _non_standard_term,
    "wrong_seat": _wrong_seat,
    "special_needs": _special_needs,
    "decision_disputed": _decision_disputed,
    "chips_out_of_sight": _chips_out_of_sight,
    "belongings_on_table": _belongings,
    "on_penalty": _on_penalty,
    "disqualified": _disqualified,
}


@scenario("conduct")
def decide_conduct(facts: Facts, house: HouseRules) -> Ruling:
    """What the floor may or must do about one event of conduct (TDA 1-7, 9, 31, 33, 63,
    67-71; RRoP 1.i-1.ii, 2.i-2.ii)."""
    what = facts.choice("what", tuple(EVENTS))
    return EVENTS[what](_Event(facts, house, what))
