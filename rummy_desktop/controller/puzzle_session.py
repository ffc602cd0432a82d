"""One table puzzle being played: its position on the normal Manipulation table, and the Check.

The puzzle's table and hand become a real game position (:func:`puzzle_state`):
the person's meld-only turn after the stock ran out, so the stock offers no
draw and the turn's only way on is a play. The :class:`TurnController` on it
is the one of a game, with its drag and drop, undo and checks. Check asks that
controller what ending the turn would refuse (:meth:`TurnController.check`,
which marks the melds at fault as a refused End turn does) and never plays: the
verdict is right when the table is legal and plays the target, otherwise the
controller's reasons, or "legal, worth M of N".

A puzzle counts as solved the first time Check says right, unless its solution
was shown first; the time from the puzzle's start goes with it (:attr:`solved`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from rummy_desktop.ai.puzzles import Meld, Puzzle, points_played
from rummy_desktop.engine.manipulation import ManipulationRules, ManipulationState, Phase

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .explain import explain
from .match import Match, Seat
from .placeholders import fill
from .turn_controller import AskJoker, TurnController

__all__ = ["Verdict", "PuzzleSession", "puzzle_state"]


@dataclass(frozen=True)
class Verdict:
    """What Check found: ``solved``, and the sentence for the person (translated)."""

    solved: bool
    text: str


def puzzle_state(puzzle: Puzzle) -> ManipulationState:
    """The game position of ``puzzle``: seat 0 holds the hand in a meld-only turn over the table.

    The other seat holds no cards and the stock is empty (the last turns of a round), so nothing but a
    play can happen; the position is only ever judged, never played on.
    """
    return ManipulationState(
        rules=ManipulationRules(), num_players=2, hands=(puzzle.hand, ()), table=puzzle.table, stock=(),
        dealer=1, current=0, phase=Phase.FINAL_MELD, draws_this_turn=0, scores=(0, 0), rounds_won=(0, 0),
        round_number=1, knocker=None, round_result=None, game_result=None, final_turns_left=2,
    )


class PuzzleSession(QObject):
    """The puzzle on the table: a match of its own at the puzzle's position, its turn controller, the verdicts."""

    solved = Signal(object, float)
    """(puzzle, seconds) the first time Check finds the puzzle solved, its solution not shown before."""

    def __init__(self, name: str, ask_joker: AskJoker, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.match = Match([Seat(name), Seat("—", "beginner")], parent=self)
        self.controller = TurnController(self.match, 0, ask_joker, self)
        self._clock = clock
        self._puzzle: Puzzle | None = None
        self._started = 0.0
        self._hints = 0
        self.solution_shown = False
        self.is_solved = False

    @property
    def puzzle(self) -> Puzzle | None:
        return self._puzzle

    def begin(self, puzzle: Puzzle) -> None:
        """Lay out ``puzzle`` on the table; its clock starts now."""
        self._puzzle = puzzle
        self._hints = 0
        self.solution_shown = False
        self.is_solved = False
        self.match.resume(puzzle_state(puzzle))
        self.controller.sort_hand("suit")
        self._started = self._clock()

    def begin_waiting(self) -> None:
        """No puzzle until the next one comes (:meth:`begin`): Check, Hint and Show solution wait."""
        self._puzzle = None

    def worth(self) -> int:
        """The points the hand cards now on the table are worth."""
        assert self._puzzle is not None
        return points_played(self._puzzle.hand, self.controller.arrangement.melds)

    def check(self) -> Verdict:
        """Judge the table as it is now (module docstring); the first right answer emits :attr:`solved`."""
        puzzle = self._puzzle
        assert puzzle is not None, "a puzzle is on the table before Check"
        if not self.controller.has_played:
            return Verdict(False, fill(QCoreApplication.translate(
                "PuzzleSession", "Play cards from your hand onto the table: the target is %1."), puzzle.target))
        problems = self.controller.check()
        if problems:
            return Verdict(False, fill(QCoreApplication.translate("PuzzleSession", "Not yet: %1"),
                                       " ".join(explain(problem.message) for problem in problems)))
        worth = self.worth()
        if worth < puzzle.target:
            #: %1 is what the play is worth, %2 the puzzle's target (the most any play can score).
            return Verdict(False, fill(QCoreApplication.translate(
                "PuzzleSession", "Legal, but worth %1 where the best play is worth %2."), worth, puzzle.target))
        seconds = self._clock() - self._started
        if not self.is_solved and not self.solution_shown:
            self.is_solved = True
            self.solved.emit(puzzle, seconds)
        return Verdict(True, fill(QCoreApplication.translate(
            "PuzzleSession", "Right! Worth %1, the most this hand can play."), worth))

    def hint(self) -> Meld | None:
        """The next meld of a best play not yet shown (each call one more), None when all were shown."""
        assert self._puzzle is not None
        melds = self._puzzle.changed_melds()
        if self._hints >= len(melds):
            return None
        self._hints += 1
        return melds[self._hints - 1]

    @property
    def hints_given(self) -> int:
        return self._hints

    def solution_step(self) -> Meld | None:
        """The next meld of a best play not on the table as it is now (those a hint shows first), None
        when the whole best play is on the table. From now on the puzzle no longer counts as solved by
        the person."""
        assert self._puzzle is not None
        self.solution_shown = True
        changed = self._puzzle.changed_melds()
        steps = changed + tuple(meld for meld in self._puzzle.solution if meld not in changed)
        laid = {_as_laid(meld) for meld in self.controller.arrangement.melds}
        return next((meld for meld in steps if _as_laid(meld) not in laid), None)

    def shutdown(self) -> None:
        self.match.shutdown()


def _as_laid(meld: Meld) -> frozenset[tuple[object, object]]:
    """A meld's cards as the table holds them: which cards, and what each joker stands for."""
    return frozenset((card.key, card.declared) for card in meld)
