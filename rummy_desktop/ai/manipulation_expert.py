"""The expert Manipulation level: the hard level's exact solver, with choices across turns.

Hard plays the most points it can every time it may meld. The expert asks
first whether melding now is worth it: after its first draw, a small play
that leaves a large hand is often better traded for a second card, which may
open a much bigger play, while the stock is still long enough for the round
to go on. It knocks with the same calibrated odds as hard.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.manipulation_bots import ManipulationBot, Table, legal_table
from rummy_desktop.ai.manipulation_plays import meld_points
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import ManipulationView
from rummy_desktop.engine.manipulation.rules import KNOCK_LIMIT

__all__ = ["ExpertBot"]


@dataclass(frozen=True)
class ExpertBot(ManipulationBot):
    """Hard's play, held back for a second draw when it is small (see the module docstring).

    ``small_play``: a play worth fewer points than this, after the first draw,
    that neither empties the hand nor brings it to a knock, waits for one
    more card while the stock holds at least ``long_stock`` cards.
    """

    small_play: int = 10
    long_stock: int = 10

    def table_to_play(self, view: ManipulationView, rng: random.Random, deadline: float | None) -> Table | None:
        table = legal_table(view, self.planner, deadline)
        if table is None:
            return None
        on_table = {c.key for meld in view.table for c in meld}
        played = [c for meld in table for c in meld if c.key not in on_table]
        return None if self.waits(view.draws_this_turn, view.stock_count, view.hand, played) else table

    def waits(self, draws: int, stock: int, hand: Sequence[Card], played: Sequence[Card]) -> bool:
        """Whether, after draw ``draws`` with ``stock`` cards left, this level draws again rather than play
        ``played`` from ``hand`` (the judgement the review rates a person's draw decisions by)."""
        if draws != 1 or stock < self.long_stock:
            return False
        return meld_points(played) < self.small_play and meld_points(hand) - meld_points(played) > KNOCK_LIMIT
