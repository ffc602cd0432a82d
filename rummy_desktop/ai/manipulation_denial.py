"""Keeping back a card that an opponent close to going out could use.

Every card laid on the table is a card an opponent may build on at his next
turn, rebuilding the whole table as he likes: what he can use is *which*
cards lie there, not how they are arranged. An opponent holding one card goes
out on about half of his turns, and one holding two on a fifth (the exact
solver against itself, docs/strength.md, "Expert"), which costs us the
25-point bonus and our whole hand. So before laying down its best play, the
expert asks, for each card of it, whether keeping that card back would make
his going out much less likely, at the price of holding its points.

His hand is unknown but not random: at the end of his last turn he could lay
none of it on the table as it lies now (the computer levels play whatever
they can, and a person mostly does). So hands are sampled from the unseen
cards and kept only if the exact solver fits none of their cards on the
table; each kept hand, with two draws from the rest, then goes out on the
table a candidate play leaves, or not (a turn may meld after its first or
second draw; the third ends it). With the stock nearly out he draws fewer
cards, and after it ran out none: his last turn melds what he holds. The same
samples judge every candidate.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.manipulation_plays import Meld, meld_points
from rummy_desktop.ai.table_solver import Play, best_play
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation.scoring import GOING_OUT_BONUS

__all__ = ["Denial", "MELD_DRAWS", "goes_out", "sample_stuck_hands", "chance_someone_goes_out"]

MELD_DRAWS = 2
"""Draws after which a turn may still meld (the third draw ends the turn)."""

Sample = tuple[list[Card], list[Card]]
"""A guessed hidden hand and the draws of its next turn."""


def goes_out(table: Sequence[Meld], hand: Sequence[Card], draws: Sequence[Card]) -> bool:
    """Whether ``hand`` goes out on a turn that draws ``draws`` one by one onto ``table`` (no draws:
    a last turn after the stock ran out, which melds the hand as it is)."""
    held = list(hand)
    if not draws:
        return best_play(table, held).cards == len(held)
    for card in draws[:MELD_DRAWS]:
        held.append(card)
        if best_play(table, held).cards == len(held):
            return True
    return False


def sample_stuck_hands(
    table: Sequence[Meld], size: int, unseen: Sequence[Card], rng: random.Random, wanted: int, tries: int,
    draws: int = MELD_DRAWS, deadline: float | None = None,
) -> list[Sample]:
    """Up to ``wanted`` hands of ``size`` unseen cards none of which fits on ``table``, in ``tries`` draws
    or until ``deadline`` (a ``time.monotonic()`` value), each with the ``draws`` cards its next turn draws."""
    pool = list(unseen)
    found: list[Sample] = []
    if len(pool) < size + draws:
        return found
    for _ in range(tries):
        if deadline is not None and time.monotonic() >= deadline:
            break
        cards = rng.sample(pool, size + draws)
        hand = cards[:size]
        if not best_play(table, hand).played:
            found.append((hand, cards[size:]))
            if len(found) == wanted:
                break
    return found


def chance_someone_goes_out(
    table: Sequence[Meld], samples: Sequence[Sequence[Sample]], deadline: float | None = None
) -> float | None:
    """P(at least one opponent goes out next turn on ``table``), from each opponent's sampled hands; None if
    ``deadline`` (a ``time.monotonic()`` value) passed before every hand was played."""
    stays = 1.0
    for hands in samples:
        out = 0
        for hand, draws in hands:
            if deadline is not None and time.monotonic() >= deadline:
                return None
            out += goes_out(table, hand, draws)
        if hands:
            stays *= 1.0 - out / len(hands)
    return 1.0 - stays


@dataclass(frozen=True)
class Denial:
    """When and how the expert keeps a card back.

    ``close``: an opponent holding at most this many cards is close to going
    out. ``samples``: hands sampled for each such opponent, in at most
    ``tries`` draws. ``holding_cost``: what each point kept in hand costs,
    in points, when nobody goes out next turn (it may be laid down later).
    """

    close: int = 2
    samples: int = 12
    tries: int = 48
    holding_cost: float = 0.25

    def choose(
        self,
        table: Sequence[Meld],
        hand: Sequence[Card],
        best: Play,
        opponents_cards: Sequence[int],
        unseen: Sequence[Card],
        rng: random.Random,
        deadline: float | None = None,
        stock: int | None = None,
    ) -> Play:
        """``best``, or the best play without one of its cards, whichever costs least in expected points.

        A play costs, if an opponent goes out after it, the bonus and the hand
        it leaves us; otherwise the points it keeps back beyond ``best``'s,
        at ``holding_cost``. Going out is never held back. Candidates are
        weighed until ``deadline`` (a ``time.monotonic()`` value): one that time cut short is not weighed.
        ``stock``: the cards left to draw (None: enough for every opponent's draws).
        """
        if len(best.played) == len(hand) or not any(n <= self.close for n in opponents_cards):
            return best
        if deadline is not None and time.monotonic() >= deadline:
            return best
        draws = MELD_DRAWS if stock is None else min(MELD_DRAWS, stock)
        samples = [
            sample_stuck_hands(table, n, unseen, rng, self.samples, self.tries, draws, deadline)
            if n <= self.close else []
            for n in opponents_cards
        ]
        if not any(samples):
            return best
        left = meld_points(hand) - best.points

        def cost(play: Play) -> float | None:
            chance = chance_someone_goes_out(play.melds, samples, deadline)
            if chance is None:
                return None
            kept = left + best.points - play.points
            return chance * (GOING_OUT_BONUS + kept) + (1.0 - chance) * self.holding_cost * (kept - left)

        choice, lowest = best, cost(best)
        if lowest is None:
            return best
        for card in {c.key: c for c in best.played}.values():
            if deadline is not None and time.monotonic() >= deadline:
                break
            play = best_play(table, [c for c in hand if c.key != card.key], deadline=deadline)
            if not play.played or not play.optimal:
                continue  # melding nothing is drawing again, not a play; a search cut short is not weighed
            price = cost(play)
            if price is None:
                break
            if price < lowest:
                choice, lowest = play, price
        return choice
