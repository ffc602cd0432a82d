"""The expert Manipulation level: the exact solver, never overlooked, with choices across turns.

The exact solver plays the most points it can every time it may meld (hard
overlooks most of its longest rearrangements; the expert never does). The
expert asks first whether melding now is worth it: it weighs the play against
drawing again over the cards the next draw may bring, the solver playing each
(:mod:`manipulation_lookahead`): a draw that could take the whole hand out, or
open a much bigger play, may be worth more than the points laid down now
(without a lookahead, :meth:`ExpertBot.waits` decides, the older rule the
review still rates a person's draws by). When it melds against a single opponent down to a card or two, it
may keep back a card of its best play that he could use to go out
(:mod:`manipulation_denial`); with two or more opponents it does not, for
there it lost more games than it saved (docs/strength.md, "Expert"). It knocks
with the same calibrated odds as hard.

Given a deadline (the app always gives one), a whole decision keeps within
:attr:`ExpertBot.budget`: the solver's search for the play, the denial and the
lookahead share it, in that order, the denial leaving the lookahead its time.
A search stopped by it plays the best play found by then
(:func:`~rummy_desktop.ai.table_solver.best_play`), a denial stopped by it
keeps back only what it weighed, and a lookahead left no time plays (issue 34:
at most 1 s a decision).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.manipulation_bots import ManipulationBot, Table, legal_table, solved
from rummy_desktop.ai.manipulation_denial import Denial
from rummy_desktop.ai.manipulation_lookahead import Lookahead
from rummy_desktop.ai.manipulation_odds import unseen_cards
from rummy_desktop.ai.manipulation_plays import meld_points
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import ManipulationView, Phase, check_turn_end
from rummy_desktop.engine.manipulation.rules import KNOCK_LIMIT

__all__ = ["ExpertBot"]


@dataclass(frozen=True)
class ExpertBot(ManipulationBot):
    """The solver's play, held back for a second draw when it is small, and short of a card an opponent
    needs (see the module docstring).

    ``small_play``: a play worth fewer points than this, after the first draw,
    that neither empties the hand nor brings it to a knock, waits for one
    more card while the stock holds at least ``long_stock`` cards.
    ``denial``: when and how it keeps a card back (None: never).
    ``lookahead``: how it weighs melding now against drawing again (None: by :meth:`waits`).
    ``budget``: with a deadline, the most seconds a decision takes, all its searches together (a deadline
    sooner wins); the rest of the 1 s the app allows is for the worker process's own work around it.
    Without a deadline (the benchmarks' series) every search runs to its end, so a seed replays a game.
    """

    small_play: int = 10
    long_stock: int = 10
    denial: Denial | None = Denial()
    lookahead: Lookahead | None = None
    budget: float = 0.8

    def table_to_play(self, view: ManipulationView, rng: random.Random, deadline: float | None) -> Table | None:
        stop = None if deadline is None else min(deadline, time.monotonic() + self.budget)
        table = self.denying_table(view, rng, stop) or legal_table(view, self.planner, stop)
        if table is None:
            return None
        on_table = {c.key for meld in view.table for c in meld}
        played = [c for meld in table for c in meld if c.key not in on_table]
        return None if self.draws_again(view, played, rng, stop) else table

    def denying_table(self, view: ManipulationView, rng: random.Random, deadline: float | None) -> Table | None:
        """The solver's best play, or one short of a card an opponent, close to going out, could use;
        None without a denial, with more than one opponent, without a play, or if the engine refused the
        table (then the solver's play)."""
        if self.denial is None or len(view.hand_counts) != 2:
            return None
        play = solved(view, deadline)
        if not play.played:
            return None
        play = self.denial.choose(view.table, view.hand, play, _opponents_cards(view), unseen_cards(view), rng,
                                  self._before_the_lookahead(deadline), stock=view.stock_count)
        table = list(play.melds)
        return None if check_turn_end(view, table) else table

    def _before_the_lookahead(self, deadline: float | None) -> float | None:
        """``deadline`` less the time the lookahead may take after it, so that what comes before leaves it that."""
        return deadline if deadline is None or self.lookahead is None else deadline - self.lookahead.seconds

    def draws_again(
        self, view: ManipulationView, played: Sequence[Card], rng: random.Random, deadline: float | None = None
    ) -> bool:
        """Whether it draws again rather than play ``played``: by its lookahead if it has one (searching
        until ``deadline`` at the latest), else by :meth:`waits`."""
        if self.lookahead is None:
            return self.waits(view.draws_this_turn, view.stock_count, view.hand, played)
        if view.phase is not Phase.MELD_OR_DRAW or not view.stock_count:
            return False
        return self.lookahead.draws_again(
            view.table, view.hand, played, view.draws_this_turn, _opponents_cards(view), unseen_cards(view), rng,
            deadline,
        )

    def waits(self, draws: int, stock: int, hand: Sequence[Card], played: Sequence[Card]) -> bool:
        """Whether, after draw ``draws`` with ``stock`` cards left, this level draws again rather than play
        ``played`` from ``hand`` (the judgement the review rates a person's draw decisions by)."""
        if draws != 1 or stock < self.long_stock:
            return False
        return meld_points(played) < self.small_play and meld_points(hand) - meld_points(played) > KNOCK_LIMIT


def _opponents_cards(view: ManipulationView) -> list[int]:
    """The cards each opponent holds, in turn order from the next player."""
    players = len(view.hand_counts)
    return [view.hand_counts[(view.seat + k) % players] for k in range(1, players)]
