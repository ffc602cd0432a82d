"""The expert Gin player: the hard level, with its knocks checked by playing the round out.

The expert plays hard's draws and discards. Where it could knock (and gin
is not on offer), it weighs the two ways the turn can end on the same
guesses of the hidden cards: knocking now against throwing hard's best
discard, each played to the end of the round through the engine by two
players of hard's own policy (:mod:`.gin_lookahead`: the knock is laid off
and scored, the discard played on). The opponent's hand is drawn from the
hard level's estimate (the discard pile and his picks, improved by the draws
he has made), the stock shuffled from the rest (:func:`.gin_valuation.guess`).
Until issue 34 the rounds were played out by the baseline's fast habits
(:mod:`.gin_playout`), eight times as many guesses in the same time; measured
decision by decision against hard, the knocks chosen with hard's playouts
gained more (docs/strength.md, "Issue 34").

It plays the other move than hard's only when the playouts say so clearly:
the same guesses judge both moves (common random numbers), so what is
measured is each guess's *difference* between them; guesses are added in
batches until the mean difference is more than :attr:`Search.z` standard
errors from zero and at least :attr:`Search.gain` points, or the cap or the
time runs out. Otherwise it keeps hard's move. So the expert knocks where
hard fears an undercut but playing on is worse still (the stock is nearly
out, or the opponent is close to going out), and waits where hard would knock
but gin is likely enough to pay more.

Why only the knock: searching draws and discards as well, with playouts by
the baseline's fast habits, lost to hard (40 % of 100 games, see
docs/strength.md): the playouts value the rest of the round as two baseline
players would play it, and that picture is good enough to compare a knock
with playing on, not to second-guess hard's finer choice of a discard. With
hard's own playouts (issue 34), the few dozen that fit in a decision changed
few draws and discards, for no gain that could be told from noise, in the
last turns of the stock as everywhere.

The search is bounded by a cap on guesses (:attr:`Search.guesses`, so a
decision is the same for the same view and random generator) and by a time
budget (:attr:`Search.budget` seconds from the start of the decision, or the
deadline if sooner), which counts everything: hard's own move, the playouts,
and the helper process's answer. The playouts stop :attr:`Search.reply`
seconds before the budget's end (a playout still running then is dropped, not
finished), which leaves that long for the hard move in flight and for the
helper's half of the guesses to come back; a half that comes later is not
waited for. A decision cut short keeps hard's move unless the guesses played
already show the other one clearly better; with no time at all it plays the
quick move hard falls back to (the baseline's).

Each guess is dealt from a seed of its own, drawn from the decision's random
generator, so a guess is the same wherever it is dealt. On a machine with a
second core, half of every batch of guesses is dealt and played in a helper
process (:mod:`.second_core`): the verdict is the one a single core gives,
sooner, and more guesses fit in the budget.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.gin_bots import HARD_STYLE, StrategicPlayer, legal_discards
from rummy_desktop.ai.gin_knowledge import GinKnowledge, read_view
from rummy_desktop.ai.gin_outlook import spread_values
from rummy_desktop.ai.gin_lookahead import guessed_state, play_on
from rummy_desktop.ai.gin_playout import BIT_OF, cards_of
from rummy_desktop.ai.gin_valuation import guess, guessed_draws
from rummy_desktop.ai.second_core import Shared
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import Action, Discard, GinView, Knock, legal_spreads

__all__ = ["ExpertPlayer", "Search", "Verdict", "Weighing", "SECOND_CORE"]


def _loaded() -> None:
    """The helper's warm-up: sent to it by reference, it has loaded this module and all the weighing uses."""


SECOND_CORE = Shared(warm_up=_loaded)
"""This process's helper, shared by every search in it."""


@dataclass(frozen=True)
class Search:
    """How much the expert searches, and how sure it must be to leave hard's move.

    ``guesses``: at most this many deals of the hidden cards judge the two moves.
    ``batch``: guesses played between two looks at the evidence.
    ``budget``: seconds a decision may take at most, all of it counted (a deadline given sooner wins).
    ``reply``: seconds before the budget's end at which the playouts stop, kept for the move in flight
    and the helper's answer.
    ``z``: standard errors the mean difference must lie from zero to leave hard's move.
    ``gain``: points a round the other move must gain on average, at least.
    ``cores``: 2 to play half of each batch in a helper process when the machine has a second core, 1 not to.
    """

    guesses: int = 24
    batch: int = 24
    budget: float = 0.8
    reply: float = 0.2
    z: float = 2.0
    gain: float = 1.0
    cores: int = 2


@dataclass(frozen=True)
class Verdict:
    """What the guesses said of the other move against hard's: the mean gain a round, its standard error,
    how many guesses were played, and whether the other move is clearly better."""

    mean: float
    error: float
    played: int
    switch: bool


@dataclass(frozen=True)
class Weighing:
    """Hard's move against the other end of the turn, judged on guesses of the hidden cards.

    A value that ``pickle`` carries, so that a helper process can play a share of the guesses.
    ``view``: the seat's view as it decides; ``hard_knocks``: hard's move is the knock (else the
    discard). ``know``: what the seat knows of the hidden cards, the guesses' source; ``draws``: the draws a
    guessed opponent hand is improved by.
    """

    view: GinView
    knock: Knock
    discard: Card
    hard_knocks: bool
    know: GinKnowledge
    draws: int

    def gains(self, seeds: Sequence[int], until: float | None = None) -> list[float]:
        """For the guess dealt from each seed, in order: the points of the round after the other move less
        those after hard's, both played out by hard's policy (:func:`.gin_lookahead.play_on`) with the same
        random generator.

        Once ``time.time()`` passes ``until`` no further guess is played, and one being played is dropped.
        """
        knock, discard = self.knock, Discard(self.discard)
        hard, other = (knock, discard) if self.hard_knocks else (discard, knock)
        seat = self.view.seat
        unknown = [BIT_OF[c] for c in self.know.weights]
        gains: list[float] = []
        for seed in seeds:
            if until is not None and time.time() >= until:
                break
            opponent, stock = guess(self.know, unknown, random.Random(seed), self.draws, self.view.knock_limit)
            state = guessed_state(self.view, cards_of(opponent), [cards_of(bit)[0] for bit in stock])
            after_other = play_on(state, other, seat, random.Random(seed ^ 1), until=until)
            if after_other is None:
                break
            after_hard = play_on(state, hard, seat, random.Random(seed ^ 1), until=until)
            if after_hard is None:
                break
            gains.append(after_other - after_hard)
        return gains


class ExpertPlayer(StrategicPlayer):
    """Hard's draws and discards; the knock weighed against playing on (see the module)."""

    def __init__(self, name: str = "expert", search: Search = Search()) -> None:
        super().__init__(name, HARD_STYLE)
        self.search = search

    def end_turn(self, view: GinView, rng: random.Random, deadline: float | None) -> Action:
        stop = self._stop(deadline)
        hard_move = super().end_turn(view, rng, deadline)
        options = legal_discards(view)
        least = min(options.values())
        if least == 0 or least > view.knock_limit or self._out_of_time(deadline):
            return hard_move  # gin (nothing can go wrong), no knock allowed, or no time
        know = read_view(view, infer=True)
        knock, discard = self.knock_and_discard(view, know, hard_move, rng)
        hard_knocks = isinstance(hard_move, Knock)
        weighing = Weighing(view, knock, discard.card, hard_knocks, know, guessed_draws(know))
        if not self.compare(weighing, rng, stop).switch:
            return hard_move
        return discard if hard_knocks else knock

    def knock_and_discard(self, view: GinView, know: GinKnowledge, hard_move: Action,
                          rng: random.Random) -> tuple[Knock, Discard]:
        """The two ends of the turn weighed: hard's move, and the best of the other kind.

        The knock is hard's, or (hard declining) the one hard would make: the
        lowest-deadwood discard and the legal spread with the best sampled score.
        The discard is hard's, or (hard knocking) the one hard rates best.
        """
        options = legal_discards(view)
        if isinstance(hard_move, Knock):
            _, card = self.ranked_discards(view.hand, options, know, view.knock_limit)[0]
            return hard_move, Discard(card)
        assert isinstance(hard_move, Discard)
        card = min(options, key=options.__getitem__)
        kept = [c for c in view.hand if c != card]
        spreads = legal_spreads(kept, view.knock_limit)
        values = spread_values(spreads, know, view.rules.undercut_bonus, rng, self.style.knock_samples)
        _, best = max(zip(values, spreads), key=lambda pair: pair[0])
        return Knock(card, best.melds), hard_move

    def compare(self, weighing: Weighing, rng: random.Random, stop: float | None = None) -> Verdict:
        """Play both moves on the same guesses, a batch at a time, until the other move is clearly better or
        clearly not, or the guesses run out, or the time: the playouts end :attr:`Search.reply` seconds
        before ``stop`` (a ``time.monotonic()`` moment), the helper's answer is not waited for past it."""
        search = self.search
        due = None if stop is None else time.time() + (stop - time.monotonic())
        until = None if due is None else due - search.reply
        total = squares = 0.0
        played = 0
        while played < search.guesses and (until is None or time.time() < until):
            size = min(search.batch, search.guesses - played)
            gains = self._play(weighing, [rng.getrandbits(64) for _ in range(size)], until, due)
            total, squares = total + sum(gains), squares + sum(gain * gain for gain in gains)
            played += len(gains)
            if len(gains) < size:
                break  # out of time
            mean, error = _mean_and_error(total, squares, played)
            if abs(mean) > search.z * error:
                break  # settled either way
        if not played:
            return Verdict(0.0, math.inf, 0, False)
        mean, error = _mean_and_error(total, squares, played)
        clearly = played > 1 and mean >= search.gain and mean > search.z * error
        return Verdict(mean, error, played, clearly)

    def _play(self, weighing: Weighing, seeds: list[int], until: float | None, due: float | None) -> list[float]:
        """The gains on the guesses dealt from ``seeds``, half of them played in the helper process where
        there is one (its answer awaited until ``due``)."""
        if self.search.cores < 2:
            return weighing.gains(seeds, until)
        return SECOND_CORE.run(weighing.gains, seeds, until, due)

    def _stop(self, deadline: float | None) -> float:
        """When the decision begun now must end: its budget spent, or the deadline."""
        stop = time.monotonic() + self.search.budget
        return stop if deadline is None else min(stop, deadline)


def _mean_and_error(total: float, squares: float, count: int) -> tuple[float, float]:
    """The mean of ``count`` values given their sum and sum of squares, and the standard error of that mean."""
    mean = total / count
    variance = max(0.0, squares / count - mean * mean) * count / max(1, count - 1)
    return mean, math.sqrt(variance / count)
