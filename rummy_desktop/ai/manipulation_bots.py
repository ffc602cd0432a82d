"""Computer players for Manipulation Rummy: easy, medium and hard.

The levels differ in what they see on the table, not in random blunders:

- easy plays only melds made from its own hand, never touching the table;
- medium also lays single cards off onto the table's melds, greedily;
- hard plays the exact solver's best rearrangement of the whole table, and
  knocks only when the odds say the knock wins.

Every level draws once, melds as soon as it can play anything (going out is
the most points, so the solver always prefers it), and checks each table with
the engine's own end-of-turn check before playing it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from rummy_desktop.ai.manipulation_odds import chance_knock_wins
from rummy_desktop.ai.manipulation_plays import Meld, lay_off, melds_from_hand
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.manipulation import (
    Action,
    Draw,
    EndTurn,
    Knock,
    ManipulationView,
    NextRound,
    Phase,
    PlayMelds,
    can_meld,
    check_turn_end,
)

__all__ = ["ManipulationBot", "manipulation_bot", "easy_table", "medium_table", "hard_table"]

Table = list[Meld]

THINKING_SECONDS = 2.0
"""The longest the hard level searches one meld phase."""
Planner = Callable[[ManipulationView, "float | None"], "Table | None"]


def easy_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """The table plus new melds from the hand alone; None when the hand holds none."""
    melds = melds_from_hand(view.hand)
    return [*view.table, *melds] if melds else None


def medium_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """New melds from the hand, then single cards laid off onto any meld; None if nothing fits."""
    melds = melds_from_hand(view.hand)
    if not view.table and not melds:
        return None  # the first meld of a round must come from the hand
    used = {c.key for meld in melds for c in meld}
    table, played = lay_off([*view.table, *melds], [c for c in view.hand if c.key not in used])
    return table if melds or played else None


def hard_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """The exact solver's rearrangement playing the most points; medium's play if time is up.

    The search never runs past :data:`THINKING_SECONDS`, deadline or not: the
    exact search can grow steeply on late-round tables (60 cards, 15 in hand;
    an earlier solver took 8 to 12 s on some), and a computer opponent must
    not stall. The best play found by then is played.
    """
    now = time.monotonic()
    if deadline is not None and now >= deadline:
        return medium_table(view)
    cap = now + THINKING_SECONDS
    play = best_play(view.table, view.hand, deadline=cap if deadline is None else min(deadline, cap))
    return list(play.melds) if play.played else None


@dataclass(frozen=True)
class ManipulationBot:
    """One level: how it finds a table to play, and how sure it must be to knock.

    ``knock_confidence`` is the chance of winning the round that a knock needs
    (0: knock whenever allowed).
    """

    name: str
    planner: Planner
    knock_confidence: float = 0.0

    def choose(self, view: ManipulationView, rng: random.Random, deadline: float | None = None) -> Action:
        phase = view.phase
        if phase is Phase.ROUND_OVER:
            return NextRound()
        if phase is Phase.KNOCK_DECISION:
            return Knock() if self._knock_wins(view) else EndTurn()
        if phase is Phase.DRAW:
            return Draw()
        table = self._legal_table(view, deadline) if can_meld(view) else None
        if table is not None:
            return PlayMelds(tuple(table))
        return Draw() if phase is Phase.MELD_OR_DRAW and view.stock_count else EndTurn()

    def _knock_wins(self, view: ManipulationView) -> bool:
        return self.knock_confidence <= 0.0 or chance_knock_wins(view) >= self.knock_confidence

    def _legal_table(self, view: ManipulationView, deadline: float | None) -> Table | None:
        """This level's table if the engine accepts it, else the simplest play that it accepts.

        The fallback never fires in a correct planner; it keeps a game going
        (and a player's computer opponent responsive) if one ever errs.
        """
        for planner in (self.planner, easy_table):
            table = planner(view, deadline)
            if table is not None and not check_turn_end(view, table):
                return table
        return None


_LEVELS: dict[str, ManipulationBot] = {
    "easy": ManipulationBot("easy", easy_table),
    "medium": ManipulationBot("medium", medium_table),
    "hard": ManipulationBot("hard", hard_table, knock_confidence=0.5),
}


def manipulation_bot(level: str) -> ManipulationBot:
    """The Manipulation player of this level (``easy``, ``medium`` or ``hard``)."""
    try:
        return _LEVELS[level]
    except KeyError:
        raise ValueError(
            f"Manipulation has the levels {', '.join(_LEVELS)}; {level!r} is not one of them"
        ) from None
