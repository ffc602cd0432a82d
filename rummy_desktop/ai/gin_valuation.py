"""Valuing Gin moves by playing the round out on guesses of the hidden cards.

A move is judged by the points of the round it leads to, for the seat
(negative: the opponent's), played out by :func:`.gin_playout.play_out` on
deals of the hidden cards the seat's knowledge allows (:func:`guess`). Every
move compared is played on the same guesses, so their differences are
measured with less noise than their values.

The review of a person's round (:mod:`.gin_review`) values each alternative
of a decision with :func:`draw_moves`, :func:`end_turn_moves` and
:func:`totals`. The expert level (:mod:`.gin_expert`) draws its guesses with
:func:`guess` and plays them out by hard's policy (:mod:`.gin_lookahead`).
"""

from __future__ import annotations

import random
from typing import Callable, Sequence, TypeVar

from rummy_desktop.ai.gin_bots import legal_discards, lowest_deadwood_knock
from rummy_desktop.ai.gin_knowledge import GinKnowledge
from rummy_desktop.ai.gin_outlook import opponent_draws
from rummy_desktop.ai.gin_playout import BIT_OF, Deal, baseline_discard, cards_of, knock_points, play_out
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import Action, Discard, GinView, Knock
from rummy_desktop.engine.gin.deadwood import bits_deadwood

__all__ = [
    "CANDIDATES",
    "GUESSES",
    "Outcome",
    "deal_of",
    "discarding",
    "draw_moves",
    "end_turn_moves",
    "guess",
    "guessed_draws",
    "knocking",
    "totals",
]

GUESSES = 24
"""Deals of the hidden cards each alternative of a reviewed decision is played out on."""
CANDIDATES = 3
"""Discards valued for a reviewed decision: the hard level's best, besides the one chosen."""
_REDRAWS = 1
"""How many times a guessed opponent hand that could have knocked is drawn again."""

Move = TypeVar("Move")
Outcome = Callable[[int, list[int]], float]
"""One move judged on one guess: (the opponent's hand, the stock, as bits) → the seat's points."""


def deal_of(view: GinView) -> Deal:
    """The round's scoring a playout needs, read from the view."""
    return Deal(view.knock_limit, view.rules.gin_bonus, view.rules.undercut_bonus)


def _bits(cards: Sequence[Card]) -> int:
    return sum(BIT_OF[c] for c in cards)


def discarding(hand11: Sequence[Card], card: Card, deal: Deal) -> Outcome:
    """Throwing ``card`` and playing the round out from the opponent's draw."""
    kept, thrown = _bits(hand11) ^ BIT_OF[card], BIT_OF[card]
    return lambda opponent, stock: play_out((kept, opponent), 1, stock, thrown, deal)


def knocking(hand11: Sequence[Card], knock: Knock, deal: Deal) -> Outcome:
    """Knocking now: scored at once against the guessed hand, which lays off as well as it can."""
    kept = [c for c in hand11 if c != knock.card]
    return lambda opponent, stock: knock_points(kept, cards_of(opponent), deal, knock.melds)


def draw_moves(view: GinView) -> dict[bool, Outcome]:
    """The two draws, each as the outcome to judge: take the top discard (True) or not (False)."""
    deal = deal_of(view)
    hand, top_bit = _bits(view.hand), BIT_OF[view.discard_pile[-1]]

    def drawing(take: bool) -> Outcome:
        return lambda opponent, stock: play_out((hand, opponent), 0, stock, top_bit, deal, take)

    return {True: drawing(True), False: drawing(False)}


def end_turn_moves(
    view: GinView, ranked: Sequence[tuple[float, Card]], hard_move: Action, also: Action | None = None
) -> dict[Action, Outcome]:
    """The ends of the turn valued, each as the outcome to judge: the best :data:`CANDIDATES` discards of
    ``ranked`` (the hard level's order) and its own move, a knock when one is allowed, and ``also`` (a
    discard or a knock) if given."""
    options = legal_discards(view)
    deal = deal_of(view)
    moves: dict[Action, Outcome] = {}
    for _, card in ranked[:CANDIDATES]:
        moves[Discard(card)] = discarding(view.hand, card, deal)
    for extra in (hard_move, also):
        if isinstance(extra, Discard) and extra not in moves:
            moves[extra] = discarding(view.hand, extra.card, deal)
    knocks = [move for move in (also,) if isinstance(move, Knock)]
    if min(options.values()) <= view.knock_limit:
        card = min(options, key=options.__getitem__)
        knocks.insert(0, hard_move if isinstance(hard_move, Knock) else lowest_deadwood_knock(view.hand, card))
    for knock in knocks:
        moves[knock] = knocking(view.hand, knock, deal)
    return moves


def guessed_draws(know: GinKnowledge) -> int:
    """How many draws a guessed opponent hand is improved by: about as many as he has made, ten at most."""
    return min(10, opponent_draws(know.stock_count, len(know.opponent_known)))


def totals(
    view: GinView, rng: random.Random, moves: dict[Move, Outcome], know: GinKnowledge, guesses: int = GUESSES
) -> tuple[dict[Move, float], int]:
    """Each move's points of the round added up over the same ``guesses`` guesses of the hidden cards,
    and how many guesses were played."""
    sums = dict.fromkeys(moves, 0.0)
    draws = guessed_draws(know)
    unknown = [BIT_OF[c] for c in know.weights]
    for _ in range(guesses):
        opponent, stock = guess(know, unknown, rng, draws, view.knock_limit)
        for move, outcome in moves.items():
            sums[move] += outcome(opponent, list(stock))
    return sums, guesses


def guess(
    know: GinKnowledge, unknown: Sequence[int], rng: random.Random, draws: int, knock_limit: int
) -> tuple[int, list[int]]:
    """One deal of the hidden cards, as bits: the opponent's hand and the stock (top last).

    His hand is drawn from the estimate's weights, then improved by ``draws``
    cards from the rest, each time dropping the card a sound player drops (he
    has kept the best of every card he drew; the cards he took in sight stay).
    A player who has drawn and not knocked seldom holds a hand he could knock
    with, so such a hand is drawn again (a few times at most: some players wait).
    The stock is the rest of the ``unknown`` cards, shuffled.
    """
    kept = _bits(know.opponent_known)
    for _ in range(_REDRAWS + 1):
        opponent = _bits(know.sample_opponent_hand(rng))
        pool = [bit for bit in unknown if not opponent & bit]
        for bit in rng.sample(pool, min(draws, len(pool))):
            worst, _ = baseline_discard(opponent | bit, kept)
            opponent = (opponent | bit) ^ worst
        if not draws or bits_deadwood(opponent) > knock_limit:
            break
    stock = [bit for bit in unknown if not opponent & bit]
    rng.shuffle(stock)
    return opponent, stock[: know.stock_count]
