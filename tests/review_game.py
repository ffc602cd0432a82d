"""A short game of Manipulation Rummy with known points missed, for the review's tests.

Two players, seat 0 the person. The table holds 5♥ 6♥ 7♥.

- Turn 1: the person draws A♠ and plays only 8♥ onto the run (8 points), though
  8♥ 9♥ on the run and K♣ K♦ K♠ from hand were worth 8 + 9 + 30 = 47: 39 missed.
- The computer draws three times (Q♦, J♦, 10♦), which ends its turn.
- Turn 2: the person draws 4♠ and plays 9♥ and the three kings: 39, the best there was.
"""

from __future__ import annotations

from engine.manipulation_helpers import cards, melds, position
from rummy_desktop.controller.saves import SaveGame, Seat
from rummy_desktop.engine.cards import make_deck
from rummy_desktop.engine.manipulation import Draw, ManipulationState, Phase, PlayMelds, apply
from rummy_desktop.engine.manipulation.rules import packs_and_jokers
from rummy_desktop.engine.record import RoundRecord

MISSED_ON_TURN_1 = 39
PLAYED = (8, 39)


HANDS = ["8H 9H KC KD KS 2C", "2D 7C 9S 5S"]
TABLE = "5H 6H 7H"
TOP_OF_STOCK = "4S 10D JD QD AS"
"""The cards drawn, the last first; the rest of the pack lies under them."""


def start() -> ManipulationState:
    """The round's start: every card of the game in a hand, on the table or in the stock, as a save needs."""
    placed = {card.key for card in cards(" ".join([*HANDS, TABLE, TOP_OF_STOCK]))}
    under = [card.token for card in make_deck(*packs_and_jokers(2)) if card.key not in placed]
    return position(HANDS, (TABLE,), stock=" ".join([*under, TOP_OF_STOCK]), phase=Phase.DRAW, current=0)


def actions() -> tuple[object, ...]:
    return (
        Draw(), PlayMelds(melds("5H 6H 7H 8H")),
        Draw(), Draw(), Draw(),
        Draw(), PlayMelds(melds("5H 6H 7H 8H 9H", "KC KD KS")),
    )


def record() -> RoundRecord:
    """The round as the app keeps it, checked by playing it through the engine."""
    state = start()
    for action in actions():
        state = apply(state, action)  # type: ignore[arg-type]
    assert state.current == 1 and state.hands[0] == cards("2C AS 4S")
    return RoundRecord(start(), actions())


def a_save_with_moves() -> SaveGame:
    """A save of this game at its end, with its moves kept."""
    round_record = record()
    state = round_record.start
    for action in round_record.actions:
        state = apply(state, action)
    seats = (Seat("You", "human"), Seat("Bot 1", "computer", "medium"))
    return SaveGame("manipulation", seats, 9, state, "2026-12-02T05:00:00+00:00", moves=(round_record,))


def drew_twice() -> RoundRecord:
    """The same deal, the person drawing again after A♠ though 47 points could be played, then playing
    them after Q♦: a draw decision unlike the expert level's, which plays a play that large."""
    return RoundRecord(start(), (Draw(), Draw(), PlayMelds(melds("5H 6H 7H 8H 9H", "KC KD KS"))))


def small_play() -> RoundRecord:
    """The person holds 4♥ 9♣ K♣ Q♠ J♦ 2♣, draws A♠ and plays only 4♥ onto 5♥ 6♥ 7♥, the one play there
    is: 4 points, with 42 left in hand and a long stock, where the expert level draws again."""
    hands = ["4H 9C KC QS JD 2C", "2D 7C 9S 5S"]
    placed = {card.key for card in cards(" ".join([*hands, TABLE, "AS"]))}
    under = [card.token for card in make_deck(*packs_and_jokers(2)) if card.key not in placed]
    begin = position(hands, (TABLE,), stock=" ".join([*under, "AS"]), phase=Phase.DRAW, current=0)
    return RoundRecord(begin, (Draw(), PlayMelds(melds("4H 5H 6H 7H"))))
