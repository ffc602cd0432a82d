"""How likely a knock is to be undercut, for the Gin hint: a hint that says "knock" says the risk too.

The chance is the hard level's own estimate (:func:`gin_outlook.undercut_chance`): the opponent's
hand sampled from what the seat's view tells of it, laying off as well as it can on the knock's melds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rummy_desktop.engine.cards import face_points
from rummy_desktop.engine.gin import Arrangement, GinView, Knock, best_melds

from .gin_knowledge import read_view
from .gin_outlook import undercut_chance

__all__ = ["GinAdvice", "knock_risk", "RISK_SAMPLES"]

RISK_SAMPLES = 60
"""Opponent hands sampled for the estimate: enough for "about 1 in 3", a few milliseconds."""


@dataclass(frozen=True)
class GinAdvice:
    """The hint's move for a Gin seat, and for a knock the chance the opponent undercuts it (else None)."""

    action: Any
    undercut: float | None = None


def knock_risk(view: GinView, knock: Knock, rng: random.Random, samples: int = RISK_SAMPLES) -> float:
    """The chance the opponent undercuts ``knock`` made from ``view`` (0 for gin)."""
    kept = [card for card in view.hand if card != knock.card]
    melds = best_melds(kept).melds if knock.melds is None else tuple(knock.melds)
    melded = {card for meld in melds for card in meld}
    dead = tuple(card for card in kept if card not in melded)
    spread = Arrangement(sum(face_points(card.rank) for card in dead), melds, dead)
    return undercut_chance(spread, read_view(view, infer=True), rng, samples)
