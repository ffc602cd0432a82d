"""The Manipulation levels by name, weakest first (see :mod:`manipulation_bots` for what each does).

Each level sees more of the table than the one below. Easy sees its one-meld
plays 70 % of the time and medium its two-meld plays a third of the time, as a
person spots a longer play now and then, and skilled always sees them: the step
from seeing two melds to seeing three was too large for one step (advanced beat
medium in 87 % of games), so skilled splits it. Hard sees the rearrangements of
four melds or more a quarter of the time, and the expert always; the expert
also weighs drawing again against melding now over the next card
(:mod:`manipulation_lookahead`). The chances are set so that each
level wins 60 to 80 % of its games against the one below (docs/strength.md has
the figures and the trials that set them).
"""

from __future__ import annotations

from rummy_desktop.ai.manipulation_bots import ManipulationBot, lay_off_table, whole_table, within_reach
from rummy_desktop.ai.manipulation_expert import ExpertBot
from rummy_desktop.ai.manipulation_lookahead import Lookahead

__all__ = ["MANIPULATION_LEVELS", "manipulation_bot"]

_LEVELS: dict[str, ManipulationBot] = {
    "beginner": ManipulationBot("beginner", lay_off_table),
    "easy": ManipulationBot("easy", within_reach(1), sight=0.7, fallback=lay_off_table),
    "medium": ManipulationBot("medium", within_reach(2), sight=0.33, fallback=within_reach(1)),
    "skilled": ManipulationBot("skilled", within_reach(2)),
    "advanced": ManipulationBot("advanced", within_reach(3)),
    "hard": ManipulationBot("hard", whole_table, knock_confidence=0.5, sight=0.25, fallback=within_reach(3)),
    "expert": ExpertBot("expert", whole_table, knock_confidence=0.5, lookahead=Lookahead()),
}

MANIPULATION_LEVELS = tuple(_LEVELS)
"""The Manipulation levels, weakest first."""


def manipulation_bot(level: str) -> ManipulationBot:
    """The Manipulation player of this level (one of :data:`MANIPULATION_LEVELS`)."""
    try:
        return _LEVELS[level]
    except KeyError:
        raise ValueError(
            f"Manipulation has the levels {', '.join(MANIPULATION_LEVELS)}; {level!r} is not one of them"
        ) from None
