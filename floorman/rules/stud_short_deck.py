"""A stud deck that will not reach every player on a street (RRoP 8.15).

When the stub runs short the dealer deals to the last card, reshuffles it with the
burn cards and the cards out of play, burns again only if that still serves everyone,
and deals; when even that is too few, one common card turned up in the centre plays
for every hand, and the best hand showing with it starts the round (RRoP 8.15; razz
9.1, stud high-low 10.1). The TDA's numbered rules say nothing about it, so a
tournament ruling follows Robert's Rules and says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floorman.rules.cards import Card, parse_card
from floorman.rules.dealing import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    STREET_NAMES_ES,
    STUD_GAMES,
    STUD_STREETS,
    n_words,
    read_game,
    section_rules,
    tda_silent,
)
from floorman.rules.errors import refuse
from floorman.rules.facts import Facts
from floorman.rules.game import Variant
from floorman.rules.hands import best_of, high_value, low_a5_value
from floorman.rules.policy import HouseRules
from floorman.rules.ruling import Notes, Ruling
from floorman.rules.scenarios import scenario
from floorman.rules.showdown import first_to_act, first_to_act_rules
from floorman.text import Text

DECK_SIZE = 52
STUD_MAX_PLAYERS = 8
# Cards each player holds, and burn cards on the table, before a stud street is dealt.
HELD_BEFORE = {"fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6}
BURNS_BEFORE = {"fourth": 1, "fifth": 2, "sixth": 3, "seventh": 4}


@dataclass(frozen=True)
class ShortDeck:
    """How a stud street is dealt when the deck may not reach every player (RRoP 8.15).

    Attributes:
        enough: the deck holds a burn card and a card for each player: dealt as usual.
        common_card: even with the burn cards and the cards out of play there is not a
            fresh card for every player: one card face up in the centre plays for all.
        dealt_from_deck: players served from the deck before the reshuffle.
        first_burn: the dealer burns from the deck first (it has at least two cards).
        last_card_held: the deck's last card is kept back and goes into the reshuffle.
        reshuffled: cards shuffled and cut together (the last card, every burn card, the
            cards out of play); for a common card, the cards it is taken from when the
            deck alone cannot give a burn and a card (0 when it can).
        burn_again: the dealer burns from the reshuffled cards; he does not when that
            would leave a player without a fresh card.
        dealt_after_reshuffle: players served from the reshuffled cards.
    """

    enough: bool
    common_card: bool
    dealt_from_deck: int
    first_burn: bool
    last_card_held: bool
    reshuffled: int
    burn_again: bool
    dealt_after_reshuffle: int


def short_deck(players: int, deck: int, burns: int, out_of_play: int) -> ShortDeck:
    """The RRoP 8.15 procedure for ``players`` still to be dealt a card, with ``deck``
    cards in the stub (before this street's burn), ``burns`` burn cards on the table and
    ``out_of_play`` cards taken out under RRoP 8.14."""
    if deck >= players + 1:
        return ShortDeck(True, False, players, True, False, 0, False, 0)
    fresh = deck + burns + out_of_play
    if fresh < players:
        # The burn and the common card come from the deck when it has two cards left,
        # otherwise from everything left, shuffled and cut.
        two_left = deck >= 2
        return ShortDeck(False, True, 0, two_left, False, 0 if two_left else fresh, True, 0)
    first_burn = deck >= 2
    from_deck = max(deck - 2, 0)
    pile = min(deck, 1) + burns + int(first_burn) + out_of_play
    remaining = players - from_deck
    return ShortDeck(False, False, from_deck, first_burn, deck >= 1, pile, pile - 1 >= remaining,
                     remaining)


def _visible_order(variant: Variant, visible: dict[int, tuple[Card, ...]]) -> int:
    """The seat whose showing cards lead the betting: the best high hand (the best low in
    razz), ties to the player dealt first. Five showing cards are ranked as a poker hand;
    fewer, as stud boards are (pairs and trips, no straights or flushes)."""
    if all(len(cards) == 5 for cards in visible.values()):
        value = low_a5_value if variant is Variant.RAZZ else high_value
        return best_of({seat: value(cards) for seat, cards in visible.items()})[0]
    return first_to_act(variant, list(visible), button=None, up=visible)


@scenario("not_enough_cards")
def decide_not_enough_cards(facts: Facts, house: HouseRules) -> Ruling:
    """A stud deck that may not reach every player on a street: deal to the last card,
    reshuffle it with the burn cards, burn again or not, or use a common card
    (RRoP 8.15)."""
    variant, _ = read_game(facts)
    if variant not in STUD_GAMES:
        raise refuse(facts.where("game"),
                     "running out of cards is ruled for the stud games (RRoP 8.15); flop and "
                     "draw games never need more than one deck.",
                     "quedarse sin cartas se resuelve para los juegos de stud (RRoP 8.15); los "
                     "juegos con flop y de descarte nunca necesitan más de un mazo.")
    street = facts.choice("street", STUD_STREETS, "seventh")
    players = facts.integer("players_to_deal", low=MIN_PLAYERS, high=STUD_MAX_PLAYERS)
    deck = facts.integer("deck", low=0, high=DECK_SIZE)
    burns = facts.integer("burn_cards", BURNS_BEFORE[street], low=0, high=DECK_SIZE)
    out = facts.integer("out_of_play", 0, low=0, high=DECK_SIZE)
    held = HELD_BEFORE[street]
    total = deck + burns + out + players * held
    if total > DECK_SIZE:
        raise refuse(facts.where("deck"),
                     f"{deck} in the deck, {burns} burned, {out} out of play and {players} x "
                     f"{held} in the players' hands make {total}, more than the {DECK_SIZE} "
                     "cards of a deck; count again.",
                     f"{deck} en el mazo, {burns} quemadas, {out} fuera de juego y {players} x "
                     f"{held} en las manos suman {total}, más que las {DECK_SIZE} cartas de un "
                     "mazo; vuelva a contar.")
    seen: set[Card] = set()
    visible: dict[int, tuple[Card, ...]] = {}
    if facts.has("players"):
        entries = facts.children("players")
        if len(entries) != players:
            raise refuse(facts.where("players"),
                         f"list the {players} players still to be dealt, each once.",
                         f"indique los {players} jugadores que faltan por servir, una vez cada "
                         "uno.")
        for entry in entries:
            seat = entry.integer("seat", low=1, high=MAX_PLAYERS)
            if seat in visible:
                raise refuse(entry.where("seat"), f"seat {seat} is listed twice.",
                             f"el asiento {seat} aparece dos veces.")
            up = entry.cards("up", seen=seen)
            if len(up) != held - 2:
                raise refuse(entry.where("up"),
                             f"before {street} street each player shows {held - 2} up card(s).",
                             f"antes de {STREET_NAMES_ES[street]} calle cada jugador muestra "
                             f"{held - 2} carta(s) abierta(s).")
            visible[seat] = up
    plan = short_deck(players, deck, burns, out)
    fresh = deck + burns + out
    numbers: dict[str, Any] = {"street": street, "players_to_deal": players, "deck": deck,
                               "burn_cards": burns, "out_of_play": out, "fresh_cards": fresh}
    why = Notes()
    if house.tournament:
        tda_silent(why)
    chain = section_rules(variant)
    common: Card | None = None
    if facts.has("common_card"):
        if not plan.common_card:
            raise refuse(facts.where("common_card"),
                         f"no common card is used: the {fresh} fresh cards reach all {players} "
                         "players.",
                         f"no se usa carta común: las {fresh} cartas nuevas alcanzan para los "
                         f"{players} jugadores.")
        common = parse_card(facts.raw("common_card"), facts.where("common_card"))
        if common.is_joker:
            raise refuse(facts.where("common_card"), "stud is played without a joker.",
                         "el stud se juega sin joker.")
        if common in seen:
            raise refuse(facts.where("common_card"),
                         f"{common} is already showing in a player's hand.",
                         f"{common} ya está a la vista en la mano de un jugador.")

    def ruling(decision: str, en: str, es: str) -> Ruling:
        return Ruling("not_enough_cards", decision, Text(en, es), tuple(why.reasons),
                      tuple(why.rules), numbers, house.profile)

    if plan.enough:
        why.add(f"The deck holds {deck} cards: a burn card and one for each of the {players} "
                "players, so the street is dealt as usual.",
                f"El mazo tiene {deck} cartas: una para quemar y una para cada uno de los "
                f"{players} jugadores, así que la calle se reparte como siempre.", "RRoP 8.15",
                *chain)
        numbers["short"] = False
        return ruling("enough_cards", "There are enough cards: deal as usual.",
                      "Hay cartas suficientes: se reparte como siempre.")
    numbers["short"] = True
    if plan.common_card:
        if fresh < 2:
            raise refuse(facts.where("burn_cards"),
                         "a common card needs two cards, one to burn and one to turn up; count "
                         "the burn cards again.",
                         "una carta común necesita dos cartas, una para quemar y otra para "
                         "abrir; vuelva a contar las quemadas.")
        why.add(f"Even with the burn cards and the cards out of play there are {fresh} fresh "
                f"cards for {players} players: not everyone can have his own card.",
                f"Aun sumando las quemadas y las cartas fuera de juego hay {fresh} cartas "
                f"nuevas para {players} jugadores: no alcanzan para que cada uno tenga la "
                "suya.", "RRoP 8.15", *chain)
        if plan.first_burn:
            source_en, source_es = "from the deck", "del mazo"
        else:
            parts_en, parts_es = _gathered(deck, burns, out)
            source_en = f"from {parts_en} ({plan.reshuffled} cards), shuffled and cut"
            source_es = f"de {parts_es} ({plan.reshuffled} cartas), barajadas y cortadas"
        why.add(f"The dealer tells the table a common card will be used, burns, and turns one "
                f"card face up in the centre {source_en}; it plays in every player's hand.",
                f"El crupier anuncia a la mesa que se usará una carta común, quema y pone una "
                f"carta boca arriba en el centro {source_es}; forma parte de la mano de todos.",
                "RRoP 8.15", "RRoP G.common-card")
        lead_en = "lowest" if variant is Variant.RAZZ else "highest"
        lead_es = "más baja" if variant is Variant.RAZZ else "más alta"
        round_en = "the last round" if street == "seventh" else "the betting on this street"
        round_es = "la última ronda" if street == "seventh" else "las apuestas de esta calle"
        starts: int | None = None
        if visible and common is not None:
            starts = _visible_order(variant, {s: (*up, common) for s, up in visible.items()})
            why.add(f"With the common card {common}, seat {starts} has the {lead_en} hand "
                    f"showing ({' '.join(map(str, visible[starts]))} {common}) and starts "
                    f"{round_en}.",
                    f"Con la carta común {common}, el asiento {starts} tiene la mano {lead_es} "
                    f"a la vista ({' '.join(map(str, visible[starts]))} {common}) y abre "
                    f"{round_es}.", "RRoP 8.15", *first_to_act_rules(variant))
        else:
            why.add(f"The player with the {lead_en} hand showing, counting the common card, "
                    f"starts {round_en}; give the up cards and the common card to name him.",
                    f"Abre {round_es} el jugador con la mano {lead_es} a la vista contando la "
                    "carta común; indique las cartas abiertas y la carta común para "
                    "nombrarlo.", "RRoP 8.15", *first_to_act_rules(variant))
        numbers.update(common_from="deck" if plan.first_burn else "reshuffled",
                       reshuffled=plan.reshuffled,
                       common_card=None if common is None else str(common), starts=starts)
        summary_en = "Common card: burn and turn one card face up for everyone"
        summary_es = "Carta común: se quema y se abre una carta en el centro para todos"
        if starts is not None:
            summary_en += f"; seat {starts} starts {round_en}"
            summary_es += f"; el asiento {starts} abre {round_es}"
        return ruling("common_card", summary_en + ".", summary_es + ".")

    holds_en = ("is empty" if not deck
                else n_words(deck, "holds one card", f"holds {deck} cards"))
    holds_es = ("está vacío" if not deck
                else n_words(deck, "tiene una carta", f"tiene {deck} cartas"))
    why.add(f"The deck {holds_en}, short of the {players + 1} needed to burn one and give one "
            f"to each of the {players} players.",
            f"El mazo {holds_es}, menos de las {players + 1} necesarias para quemar una y dar "
            f"una a cada uno de los {players} jugadores.", "RRoP 8.15", *chain)
    if plan.first_burn:
        served = plan.dealt_from_deck
        why.add("The dealer burns and deals until one card is left: "
                + n_words(served, "one player gets", f"{served} players get")
                + " a card from the deck, and its last card is held back.",
                "El crupier quema y reparte hasta que queda una carta: "
                + n_words(served, "un jugador recibe", f"{served} jugadores reciben")
                + " carta del mazo, y la última se guarda.", "RRoP 8.15")
    elif plan.last_card_held:
        why.add("The deck's only card is its last card: it is held back and nobody is served "
                "from the deck.",
                "La única carta del mazo es la última: se guarda y nadie recibe carta del "
                "mazo.", "RRoP 8.15")
    gathered_en, gathered_es = _gathered(int(plan.last_card_held),
                                         burns + int(plan.first_burn), out, last=True)
    why.add(f"The dealer shuffles and cuts {gathered_en} together: {plan.reshuffled} cards.",
            f"El crupier baraja y corta juntas {gathered_es}: {plan.reshuffled} cartas.",
            "RRoP 8.15", *(("RRoP 8.14",) if out else ()))
    left = plan.dealt_after_reshuffle
    players_en = n_words(left, "the one player", f"the {left} players")
    players_es = n_words(left, "el único jugador", f"los {left} jugadores")
    if plan.burn_again:
        why.add(f"{plan.reshuffled} cards are enough to burn one and still serve {players_en} "
                "left, so the dealer burns again.",
                f"{plan.reshuffled} cartas alcanzan para quemar una y servir a {players_es} que "
                "faltan, así que el crupier vuelve a quemar.", "RRoP 8.15")
    else:
        why.add(f"Burning would leave {plan.reshuffled - 1} cards for {players_en} left, so "
                "the dealer does not burn: every player gets a fresh card.",
                f"Quemar dejaría {plan.reshuffled - 1} cartas para {players_es} que faltan, así "
                "que el crupier no quema: cada jugador recibe una carta nueva.", "RRoP 8.15")
    face_down = street == "seventh"
    if face_down:
        why.add("Those cards are dealt face down, like any seventh-street card.",
                "Esas cartas se reparten boca abajo, como toda carta de séptima calle.",
                "RRoP 8.15")
    numbers.update(dealt_from_deck=plan.dealt_from_deck, first_burn=plan.first_burn,
                   last_card_held=plan.last_card_held, reshuffled=plan.reshuffled,
                   burn_again=plan.burn_again, dealt_after_reshuffle=left, face_down=face_down)
    dealt = plan.dealt_from_deck
    if dealt:
        first_en = f"Deal {n_words(dealt, 'one card', f'{dealt} cards')} from the deck, reshuffle"
        first_es = (f"Se {n_words(dealt, 'da una carta', f'dan {dealt} cartas')} del mazo, se "
                    "rebarajan")
    else:
        first_en, first_es = "Reshuffle", "Se rebarajan"
    owed_en = n_words(left, "the one card still owed", f"the {left} cards still owed")
    owed_es = n_words(left, "la carta que falta", f"las {left} cartas que faltan")
    if plan.burn_again:
        then_en, then_es = f"burn, and deal {owed_en}", f"se quema y se dan {owed_es}"
    else:
        then_en, then_es = f"and deal {owed_en} without burning", f"y se dan sin quemar {owed_es}"
    return ruling("reshuffle_and_burn" if plan.burn_again else "reshuffle_no_burn",
                  f"{first_en} {gathered_en} ({plan.reshuffled} cards), {then_en}.",
                  f"{first_es} {gathered_es} ({plan.reshuffled} cartas), {then_es}.")


def _gathered(deck: int, burns: int, out: int, *, last: bool = False) -> tuple[str, str]:
    """The cards brought together for a reshuffle, in words."""
    en: list[str] = []
    es: list[str] = []
    if deck:
        en.append("the deck's last card" if last else n_words(deck, "the deck's only card",
                                                          f"the deck's {deck} cards"))
        es.append("la última carta del mazo" if last else n_words(deck, "la única carta del mazo",
                                                             f"las {deck} cartas del mazo"))
    if burns:
        en.append(n_words(burns, "the burn card", f"the {burns} burn cards"))
        es.append(n_words(burns, "la carta quemada", f"las {burns} cartas quemadas"))
    if out:
        en.append(n_words(out, "the card out of play", f"the {out} cards out of play"))
        es.append(n_words(out, "la carta fuera de juego", f"las {out} cartas fuera de juego"))

    def joined(words: list[str], conjunction: str) -> str:
        return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {conjunction} {words[-1]}"

    return joined(en, "and"), joined(es, "y")
