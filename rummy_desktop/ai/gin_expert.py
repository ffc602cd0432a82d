"""The expert Gin player: the hard level's judgement, checked by playing the round out.

For a draw, and for the end of its turn (which card to throw, or whether to
knock), the expert takes the few moves the hard level rates best and plays
each one out to the end of the round (:func:`.gin_playout.play_out`) over
the same guesses of the hidden cards: the opponent's hand drawn from the
hard level's estimate (the discard pile and his picks, improved by the
draws he has made), the stock shuffled from the rest. The move with the best
average result is played; the hard level's own choice is kept unless
another move gains more than :attr:`Search.trust` points on average, since
a few dozen guesses are a noisy measure.

A knock is judged the same way, against the guessed hands: knocking now
scores the knock's points at once, throwing a card instead lets the round
go on, so the expert knocks when that is worth more than playing on, and
waits (for gin, or a lower count) when an undercut is likely. Its spread is
the hard level's choice when hard would knock too (the spread with the best
sampled score), else the lowest deadwood.

The search is bounded twice: by a fixed number of guesses
(:attr:`Search.guesses`, so a decision is the same for the same view and
random generator) and by a time budget (:attr:`Search.budget` seconds, or
the deadline if sooner). A decision cut short by time plays the best move
found so far; with no time at all it plays the hard level's move.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Sequence, TypeVar

from rummy_desktop.ai.gin_bots import HARD_STYLE, StrategicPlayer, legal_discards, lowest_deadwood_knock
from rummy_desktop.ai.gin_knowledge import GinKnowledge, read_view
from rummy_desktop.ai.gin_outlook import opponent_draws
from rummy_desktop.ai.gin_playout import BIT_OF, Deal, baseline_discard, cards_of, knock_points, play_out
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import Action, Discard, GinView, Knock, Phase
from rummy_desktop.engine.gin.deadwood import bits_deadwood

__all__ = ["ExpertPlayer", "Search"]

_REDRAWS = 1
"""How many times a guessed opponent hand that could have knocked is drawn again."""


@dataclass(frozen=True)
class Search:
    """How much the expert searches.

    ``guesses``: deals of the hidden cards each candidate move is played out on.
    ``candidates``: discards searched, the hard level's best first.
    ``budget``: seconds a decision may take at most (a deadline given sooner wins).
    ``trust``: points a move must gain on average over the hard level's choice to replace it.
    """

    guesses: int = 24
    candidates: int = 3
    budget: float = 0.8
    trust: float = 3.0


Move = TypeVar("Move")
Outcome = Callable[[int, list[int]], float]
"""One candidate move judged on one guess: (the opponent's hand, the stock, as bits) → the seat's points."""


class ExpertPlayer(StrategicPlayer):
    """Searches among the hard level's best moves by playing the round out (see the module)."""

    def __init__(self, name: str = "expert", search: Search = Search()) -> None:
        super().__init__(name, HARD_STYLE)
        self.search = search

    def wants_top_card(self, view: GinView, rng: random.Random, deadline: float | None) -> bool:
        stop = self._stop(deadline)
        hard_takes = super().wants_top_card(view, rng, deadline)
        top = view.discard_pile[-1]
        if view.phase is Phase.UPCARD_OFFER or self._out_of_time(deadline) or not _near(top, view.hand):
            return hard_takes
        return self._searched(view, rng, stop, self.draw_moves(view), hard_takes)

    def draw_moves(self, view: GinView) -> dict[bool, Outcome]:
        """The two draws, each as the outcome to judge: take the top discard (True) or not (False)."""
        deal = _deal(view)
        hand, top_bit = _bits(view.hand), BIT_OF[view.discard_pile[-1]]

        def drawing(take: bool) -> Outcome:
            return lambda opponent, stock: play_out((hand, opponent), 0, stock, top_bit, deal, take)

        return {True: drawing(True), False: drawing(False)}

    def end_turn(self, view: GinView, rng: random.Random, deadline: float | None) -> Action:
        stop = self._stop(deadline)
        hard_move = super().end_turn(view, rng, deadline)
        if self._out_of_time(deadline):
            return hard_move
        options = legal_discards(view)
        least = min(options.values())
        if least == 0 and isinstance(hard_move, Knock):
            return hard_move  # gin: nothing can go wrong
        know = read_view(view, infer=True)
        return self._searched(view, rng, stop, self.end_turn_moves(view, know, hard_move), hard_move, know)

    def end_turn_moves(self, view: GinView, know: GinKnowledge, hard_move: Action,
                       also: Action | None = None) -> dict[Action, Outcome]:
        """The ends of the turn searched, each as the outcome to judge: the hard level's best discards and
        its own move, a knock when one is allowed, and ``also`` (a discard or a knock) if given."""
        options = legal_discards(view)
        ranked = self.ranked_discards(view.hand, options, know, view.knock_limit)
        deal = _deal(view)
        moves: dict[Action, Outcome] = {}
        for _, card in ranked[: self.search.candidates]:
            moves[Discard(card)] = _discarding(view.hand, card, deal)
        for extra in (hard_move, also):
            if isinstance(extra, Discard) and extra not in moves:
                moves[extra] = _discarding(view.hand, extra.card, deal)
        knocks = [move for move in (also,) if isinstance(move, Knock)]
        if min(options.values()) <= view.knock_limit:
            card = min(options, key=options.__getitem__)
            knocks.insert(0, hard_move if isinstance(hard_move, Knock) else lowest_deadwood_knock(view.hand, card))
        for knock in knocks:
            moves[knock] = _knocking(view.hand, knock, deal)
        return moves

    def _stop(self, deadline: float | None) -> float:
        """When the decision begun now must end: its budget spent, or the deadline."""
        stop = time.monotonic() + self.search.budget
        return stop if deadline is None else min(stop, deadline)

    def _searched(
        self,
        view: GinView,
        rng: random.Random,
        stop: float,
        moves: dict[Move, Outcome],
        hard_move: Move,
        know: GinKnowledge | None = None,
    ) -> Move:
        """The move of ``moves`` (an action, or True/False: take the top discard or not) with the
        best average outcome over the guesses; the hard level's move unless another gains more than ``trust``."""
        if len(moves) == 1:
            return hard_move
        totals, played = self.totals(view, rng, moves, know or read_view(view, infer=True), stop)
        bonus = self.search.trust * played
        return max(moves, key=lambda move: totals[move] + (bonus if move == hard_move else 0.0))


    def totals(self, view: GinView, rng: random.Random, moves: dict[Move, Outcome], know: GinKnowledge,
               stop: float | None = None) -> tuple[dict[Move, float], int]:
        """Each move's points of the round added up over the same guesses of the hidden cards, and how
        many guesses were played: :attr:`Search.guesses`, fewer when ``stop`` comes first (one at least)."""
        totals = dict.fromkeys(moves, 0.0)
        played = 0
        draws = min(10, opponent_draws(know.stock_count, len(know.opponent_known)))
        unknown = [BIT_OF[c] for c in know.weights]
        while played < self.search.guesses and (played == 0 or stop is None or time.monotonic() < stop):
            opponent, stock = _guess(know, unknown, rng, draws, view.knock_limit)
            for move, outcome in moves.items():
                totals[move] += outcome(opponent, list(stock))
            played += 1
        return totals, played


def _deal(view: GinView) -> Deal:
    return Deal(view.knock_limit, view.rules.gin_bonus, view.rules.undercut_bonus)


def _near(card: Card, hand: Sequence[Card]) -> bool:
    """Whether ``card`` could ever meld with this hand: a card of its rank, or of its suit within two ranks.

    A card near nothing is not worth taking from the pile (it may not even be
    thrown back at once), so that draw needs no search.
    """
    return any(c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2) for c in hand)


def _bits(cards: Sequence[Card]) -> int:
    return sum(BIT_OF[c] for c in cards)


def _discarding(hand11: Sequence[Card], card: Card, deal: Deal) -> Outcome:
    kept, thrown = _bits(hand11) ^ BIT_OF[card], BIT_OF[card]
    return lambda opponent, stock: play_out((kept, opponent), 1, stock, thrown, deal)


def _knocking(hand11: Sequence[Card], knock: Knock, deal: Deal) -> Outcome:
    kept = [c for c in hand11 if c != knock.card]
    return lambda opponent, stock: knock_points(kept, cards_of(opponent), deal, knock.melds)


def _guess(
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
