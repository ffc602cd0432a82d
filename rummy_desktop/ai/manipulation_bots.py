"""Computer players for Manipulation Rummy, a ladder from beginner to expert.

The levels differ in how much of the table they dare to rebuild, the dial of
this game, and their mistakes are a person's: a rearrangement overlooked, never
a wrong move.

- beginner plays melds from its own hand and lays single cards off onto the
  ends of runs and onto groups, never taking a meld apart;
- easy also takes one meld of the table apart when that plays more, but now
  and then overlooks such a play;
- medium takes one or two melds apart, but now and then overlooks a play that
  needs two;
- skilled takes one or two melds apart and never overlooks such a play;
- advanced takes up to three melds apart at once;
- hard plays the exact solver's best rearrangement of the whole table, but
  overlooks most plays that take four melds apart or more (then it plays
  advanced's), and knocks only when the odds say the knock wins;
- expert (:mod:`manipulation_expert`) never overlooks the solver's play and
  thinks across turns: it may draw again rather than meld when the next card
  could take its whole hand out, and keep back a card an opponent close to
  going out could use.

:mod:`manipulation_levels` names them.

Every level draws once, melds as soon as it can play anything (going out is
the most points, so the solver always prefers it), and checks each table with
the engine's own end-of-turn check before playing it. A level that overlooks
its play this turn plays what the level below would have seen.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from rummy_desktop.ai.manipulation_odds import chance_knock_wins
from rummy_desktop.ai.manipulation_plays import Meld, lay_off, melds_from_hand
from rummy_desktop.ai.manipulation_reach import melds_split
from rummy_desktop.ai.table_solver import Play, best_play
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

__all__ = [
    "ManipulationBot",
    "legal_table",
    "own_melds_table",
    "lay_off_table",
    "within_reach",
    "whole_table",
    "solved",
]

Table = list[Meld]

THINKING_SECONDS = 2.0
"""The longest the hard level searches one meld phase."""
Planner = Callable[[ManipulationView, "float | None"], "Table | None"]


def own_melds_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """The table plus new melds from the hand alone; None when the hand holds none."""
    melds = melds_from_hand(view.hand)
    return [*view.table, *melds] if melds else None


def lay_off_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """New melds from the hand, then single cards laid off onto any meld; None if nothing fits."""
    melds = melds_from_hand(view.hand)
    if not view.table and not melds:
        return None  # the first meld of a round must come from the hand
    used = {c.key for meld in melds for c in meld}
    table, played = lay_off([*view.table, *melds], [c for c in view.hand if c.key not in used])
    return table if melds or played else None


def within_reach(reach: int) -> Planner:
    """A planner that plays the solver's best play if it takes apart at most ``reach`` melds.

    Otherwise it plays the lay-off play: the long rearrangement is overlooked.
    """

    def plan(view: ManipulationView, deadline: float | None = None) -> Table | None:
        table = whole_table(view, deadline)
        if table is None or melds_split(view.table, table) > reach:
            return lay_off_table(view)
        return table

    return plan


def whole_table(view: ManipulationView, deadline: float | None = None) -> Table | None:
    """The exact solver's rearrangement playing the most points; the lay-off play if time is up.

    The search never runs past :data:`THINKING_SECONDS`, deadline or not: the
    exact search can grow steeply on late-round tables (60 cards, 15 in hand;
    an earlier solver took 8 to 12 s on some), and a computer opponent must
    not stall. The best play found by then is played.
    """
    if deadline is not None and time.monotonic() >= deadline:
        return lay_off_table(view)
    play = solved(view, deadline)
    return list(play.melds) if play.played else None


def solved(view: ManipulationView, deadline: float | None = None) -> Play:
    """The exact solver's best play for this view, searched until ``deadline`` or :data:`THINKING_SECONDS`."""
    cap = time.monotonic() + THINKING_SECONDS
    return best_play(view.table, view.hand, deadline=cap if deadline is None else min(deadline, cap))


@dataclass(frozen=True)
class ManipulationBot:
    """One level: how it finds a table to play, how often it sees it, and how sure it must be to knock.

    ``sight`` is the chance, each meld phase, that the level finds its
    ``planner``'s play; otherwise it overlooks it and plays what ``fallback``
    (the level below's way of looking) finds. The draw comes from the
    generator given to :meth:`choose`, so a seed replays the same game.
    ``knock_confidence`` is the chance of winning the round that a knock needs
    (0: knock whenever allowed).
    """

    name: str
    planner: Planner
    knock_confidence: float = 0.0
    sight: float = 1.0
    fallback: Planner = own_melds_table

    def choose(self, view: ManipulationView, rng: random.Random, deadline: float | None = None) -> Action:
        phase = view.phase
        if phase is Phase.ROUND_OVER:
            return NextRound()
        if phase is Phase.KNOCK_DECISION:
            return Knock() if self.knock_wins(view) else EndTurn()
        if phase is Phase.DRAW:
            return Draw()
        table = self.table_to_play(view, rng, deadline) if can_meld(view) else None
        if table is not None:
            return PlayMelds(tuple(table))
        return Draw() if phase is Phase.MELD_OR_DRAW and view.stock_count else EndTurn()

    def knock_wins(self, view: ManipulationView) -> bool:
        """Whether this level knocks now (it may)."""
        return self.knock_confidence <= 0.0 or chance_knock_wins(view) >= self.knock_confidence

    def table_to_play(self, view: ManipulationView, rng: random.Random, deadline: float | None) -> Table | None:
        """The table this level plays now, or None to draw (or end the turn)."""
        planner = self.planner if self.sight >= 1.0 or rng.random() < self.sight else self.fallback
        return legal_table(view, planner, deadline)


def legal_table(view: ManipulationView, planner: Planner, deadline: float | None) -> Table | None:
    """The planner's table if the engine accepts it, else the simplest play that it accepts.

    The fallback never fires in a correct planner; it keeps a game going
    (and a player's computer opponent responsive) if one ever errs.
    """
    for plan in (planner, own_melds_table):
        table = plan(view, deadline)
        if table is not None and not check_turn_end(view, table):
            return table
    return None
