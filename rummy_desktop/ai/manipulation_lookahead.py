"""Melding now or drawing again, weighed over the cards the next draw may bring (issue 34).

The exact solver melds the most points the moment it can. Drawing again
instead takes a card (its points, if it fits nowhere) for the chance of a
bigger play, or of going out at once, which is where a round's points are.
This module weighs the two over the cards the stock may hold, with the solver
as the move generator: for each guessed next card, the best play with it (or,
after a second draw, the third draw that ends the turn).

What a turn's end is worth is a short model, not a search: going out wins
the bonus and the other hands; a hand of 5 points or less knocks and wins
the other hands less its own; any other hand goes out on the next turn at the
rate a hand of its size was measured to, unless an opponent ends the round
first, each in turn order at his own size's rates: going out costs the bonus
and our hand, a knock our hand; otherwise each point held costs
``holding_cost`` (it may be laid down later).

The rates depend on the number of players (:func:`go_out_rate`,
:func:`knock_rate`). With three or more (two packs, a bigger table, hands that
reach 5 points more often than they empty) a hand of two to four cards goes
out about half as often as with two players, one card two thirds as often, and
it knocks about as often as it goes out (issue 34: with the two-player rates
the expert overrated every small hand's going out, its own and its
opponents', and counted no knock).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import Card, card_points
from rummy_desktop.engine.manipulation.rules import KNOCK_LIMIT, MAX_DRAWS
from rummy_desktop.engine.manipulation.scoring import GOING_OUT_BONUS

__all__ = ["GO_OUT_RATE", "TWO_PACK_GO_OUT_RATE", "TWO_PACK_KNOCK_RATE", "Lookahead", "go_out_rate", "knock_rate"]

GO_OUT_RATE = (1.0, 0.52, 0.21, 0.11, 0.06, 0.03)
"""With two players, the chance that a hand of n cards goes out on its next turn (the exact solver against
itself, 40 games: docs/strength.md, "Expert"); 6 cards or more go out less than one turn in a hundred."""

TWO_PACK_GO_OUT_RATE = (1.0, 0.35, 0.10, 0.057, 0.023, 0.015, 0.013, 0.004)
"""With three players or more, the chance that a hand of n cards goes out on its next turn (three exact
solvers, 60 games, 5,386 turns of 1 to 9 cards: docs/strength.md, "Issue 34: the round's end by the number
of players"); hands of 8 and 9 cards went out on none of their 1,419 turns."""

TWO_PACK_KNOCK_RATE = (0.0, 0.016, 0.087, 0.113, 0.056, 0.041, 0.023, 0.015, 0.003)
"""The same turns' chance that a hand of n cards ends the turn knocking; of 9 cards, 1 in 529 (taken as none)."""


def go_out_rate(cards: int, players: int = 2) -> float:
    """The chance that a hand of ``cards`` cards goes out on its next turn in a game of ``players``."""
    if players == 2:
        return GO_OUT_RATE[cards] if cards < len(GO_OUT_RATE) else 0.005
    return TWO_PACK_GO_OUT_RATE[cards] if cards < len(TWO_PACK_GO_OUT_RATE) else 0.0


def knock_rate(cards: int, players: int = 2) -> float:
    """The chance that a hand of ``cards`` cards knocks at the end of its next turn in a game of ``players``.

    0 with two players: the two-player model, which met issue 34's goal (66 % of 600 games against the
    exact solver), counts going out only, and the knock in it is not measured.
    """
    if players == 2:
        return 0.0
    return TWO_PACK_KNOCK_RATE[cards] if cards < len(TWO_PACK_KNOCK_RATE) else 0.0


@dataclass(frozen=True)
class Lookahead:
    """How the expert weighs a meld now against drawing again.

    ``holding_cost``: what a point kept in hand costs when nobody goes out
    next turn. ``guesses``: the next cards tried (drawn from the unseen
    cards without replacement, so as often as the pack holds them).
    ``margin``: how much more drawing must be worth before it is chosen.
    ``most_left``: a play that leaves more cards than this in hand is made
    without looking ahead (such a hand hardly goes out next turn either way,
    and the solver is slowest on large hands). ``seconds``: with a deadline
    (the app always gives one), the most the guesses may take; the solver's
    runs on large tables now and then take it all, and the decision is made
    on the guesses weighed by then (none: play). Without a deadline every
    guess is weighed, so a seed replays the same game on any machine.
    """

    holding_cost: float = 0.5
    guesses: int = 8
    margin: float = 0.0
    most_left: int = 6
    seconds: float = 0.4

    def turn_end_value(self, cards: int, points: int, opponents: Sequence[int], mean_card: float) -> float:
        """What ending the turn holding ``cards`` cards worth ``points`` is worth, against opponents holding
        ``opponents`` cards (in turn order, the next player first) of ``mean_card`` points each on average
        (the module docstring's model)."""
        others = sum(opponents) * mean_card
        if cards == 0:
            return GOING_OUT_BONUS + others
        if points <= KNOCK_LIMIT:
            return others - len(opponents) * points
        players = len(opponents) + 1
        lost, goes_on = 0.0, 1.0
        for n in opponents:
            out, knock = go_out_rate(n, players), knock_rate(n, players)
            lost += goes_on * (out * (GOING_OUT_BONUS + points) + knock * points)
            goes_on *= 1.0 - out - knock
        mine = go_out_rate(cards, players)
        return -lost + goes_on * (mine * (GOING_OUT_BONUS + others) - (1.0 - mine) * self.holding_cost * points)

    def draws_again(
        self,
        table: Sequence[Sequence[Card]],
        hand: Sequence[Card],
        played: Sequence[Card],
        draws: int,
        opponents: Sequence[int],
        unseen: Sequence[Card],
        rng: random.Random,
        deadline: float | None = None,
    ) -> bool:
        """Whether drawing card ``draws + 1`` is worth more than playing ``played`` from ``hand`` now, against
        opponents holding ``opponents`` cards (in turn order, the next player first), judged
        on the guesses weighed by ``deadline`` (a ``time.monotonic()`` value), at most :attr:`seconds` from
        now; without a deadline, on all of them."""
        if len(played) == len(hand) or len(hand) - len(played) > self.most_left or draws >= MAX_DRAWS or not unseen:
            return False
        mean_card = sum(card_points(c) for c in unseen) / len(unseen)
        now = self.turn_end_value(
            len(hand) - len(played), sum(card_points(c) for c in hand) - sum(card_points(c) for c in played),
            opponents, mean_card,
        )
        guesses = rng.sample(list(unseen), min(self.guesses, len(unseen)))
        if deadline is not None:
            deadline = min(deadline, time.monotonic() + self.seconds)
        worths = []
        for card in guesses:
            if deadline is not None and time.monotonic() >= deadline:
                break
            worth = self._after_draw(table, [*hand, card], draws + 1, opponents, mean_card, deadline)
            if worth is None:
                break
            worths.append(worth)
        return bool(worths) and sum(worths) / len(worths) > now + self.margin

    def _after_draw(
        self, table: Sequence[Sequence[Card]], hand: Sequence[Card], draws: int, opponents: Sequence[int],
        mean_card: float, deadline: float | None,
    ) -> float | None:
        """The turn's worth after drawing into ``hand``: its best play, or one more draw (the average card),
        whichever is worth more; after the last draw the turn ends as it is. None if the solver ran out of
        time (``deadline``, a ``time.monotonic()`` value)."""
        points = sum(card_points(c) for c in hand)
        another = self.turn_end_value(
            len(hand) + 1, points + round(mean_card), opponents, mean_card,
        )
        if draws >= MAX_DRAWS:
            return self.turn_end_value(len(hand), points, opponents, mean_card)
        play = best_play(table, hand, deadline=deadline)
        if not play.optimal:
            return None
        if not play.played:
            return another
        return max(another, self.turn_end_value(len(hand) - play.cards, points - play.points, opponents, mean_card))
