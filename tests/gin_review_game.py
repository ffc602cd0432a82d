"""A turn of Gin with a big mistake, for the review's tests.

Seat 0 holds 3♥ 4♥ 5♥ 7♠ 7♦ 7♣ J♦ Q♦ K♦ 9♣ and draws 6♥ from the stock: throwing
9♣ now is gin (3♥–6♥, the sevens, J♦–K♦). The person throws 7♠ instead, which
breaks the sevens and leaves 7♦ 7♣ 9♣ as deadwood: a big mistake.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rummy_desktop.engine.cards import make_deck, parse_card, parse_cards
from rummy_desktop.engine.gin import Discard, DrawStock, GinRules, GinState, Phase, new_game
from rummy_desktop.engine.record import RoundRecord

MINE = "3H 4H 5H 7S 7D 7C JD QD KD 9C"
THEIRS = "AC 2C 3C 8H 8D 10S JS QS 5D 4S"
GIN_DISCARD = parse_card("9C")
MISTAKE = Discard(parse_card("7S"))


def start() -> GinState:
    """Seat 0 to draw; 6♥ on top of the stock, 8♠ on the discard pile."""
    state = new_game(random.Random(7), GinRules())
    hands = (tuple(parse_cards(MINE)), tuple(parse_cards(THEIRS)))
    pile, top = tuple(parse_cards("8S")), tuple(parse_cards("6H"))
    used = {*hands[0], *hands[1], *pile, *top}
    stock = tuple(c for c in make_deck(1, 0) if c not in used) + top
    return replace(state, hands=hands, discard_pile=pile, upcard=pile[0], stock=stock, phase=Phase.DRAW,
                   current=0, dealer=1)


def record() -> RoundRecord:
    return RoundRecord(start(), (DrawStock(), MISTAKE))
