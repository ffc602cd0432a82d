"""The review's analysis, run in the background one turn at a time, each result handed back by signal.

:class:`ReviewAnalysis` replays the game's kept rounds to find the person's
turns (Manipulation: :func:`meld_chances`, each judged by
:func:`rummy_desktop.ai.review.analyse_turn`; Gin: every draw and end of turn,
:func:`decisions`, each judged by :func:`rummy_desktop.ai.gin_review.analyse_decision`),
then has them judged one after another in the app's worker processes
(:class:`~rummy_desktop.controller.worker_pool.ProcessWork`, the ones computer
players think in: a search there never holds the window's Python lock), so a
review window opens at once and fills in. The replay itself, quick, runs on a
worker thread of its own (:class:`~rummy_desktop.controller.background.BackgroundWork`),
where the rules' reasons for a kept move they refuse stay whole. Analysing one
turn at a time is what makes :meth:`ReviewAnalysis.cancel` take effect after the
turn being searched: the turns not yet sent are never sent, and a result that
arrives after a cancel, or for an earlier review, is dropped.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import QObject, Signal

from rummy_desktop.ai.review import ANALYSIS_SECONDS
from rummy_desktop.ai.worker import review_decision, review_turn
from rummy_desktop.engine import gin
from rummy_desktop.engine.gin.replay import decisions
from rummy_desktop.engine.manipulation import IllegalAction
from rummy_desktop.engine.manipulation.replay import meld_chances
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation
from rummy_desktop.engine.record import RoundRecord

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .background import BackgroundWork
from .explain import explain
from .worker_pool import ProcessWork, Task

__all__ = ["ReviewAnalysis", "analysis_task"]


def analysis_task(game: str, turn: Any, index: int) -> Task:
    """The worker-process task that judges ``turn``, number ``index`` of its review, in ``game``
    (a Gin decision's guesses seeded by its index, so a review gives the same figures every time)."""
    if game == "manipulation":
        return Task(review_turn, (turn, ANALYSIS_SECONDS))
    return Task(review_decision, (turn, index))


class ReviewAnalysis(QObject):
    """Analyses a person's turns in the background; one object serves every review of a window."""

    turns_found = Signal(object)
    """The turns to review (a list of :class:`MeldChance` or :class:`GinDecision`), before any is analysed."""
    turn_analysed = Signal(int, object)
    """(index, :class:`TurnReview` or :class:`DecisionReview`) as each turn's analysis comes in, in order."""
    finished = Signal()
    """Every turn was analysed."""
    failed = Signal(str)
    """Why the game could not be replayed or a turn analysed, in the player's language."""

    def __init__(self, parent: QObject | None = None, processes: ProcessWork | None = None) -> None:
        super().__init__(parent)
        self._worker = BackgroundWork(self)
        self._worker.done.connect(self._done)
        self._processes = processes if processes is not None else ProcessWork(parent=self)
        self._processes.done.connect(self._done)
        self._generation = 0
        self._turns: list[Any] = []
        self._game = "manipulation"
        self._running = False

    @property
    def running(self) -> bool:
        return self._running

    def start(self, rounds: Sequence[RoundRecord], seat: int, game: str = "manipulation") -> None:
        """Review ``seat``'s turns in ``rounds`` of ``game``; an analysis still under way is dropped."""
        self.cancel()
        self._running = True
        self._game = game
        find = meld_chances if game == "manipulation" else decisions
        self._worker.start(partial(find, tuple(rounds), seat), (self._generation, -1))

    def cancel(self) -> None:
        """Stop: nothing more is analysed, and what is still on its way is dropped."""
        self._generation += 1
        self._running = False
        self._turns = []
        self._processes.cancel()

    def shutdown(self) -> None:
        """Cancel, and wait for the replay if it runs (when the window closes); a turn being searched in a
        worker process runs out there, its result ignored."""
        self.cancel()
        self._worker.shutdown()
        self._processes.shutdown()

    def _done(self, token: tuple[int, int], result: Any) -> None:
        generation, index = token
        if generation != self._generation:
            return
        if isinstance(result, Exception):
            self._running = False
            self.failed.emit(_failure_text(result))
            return
        if index < 0:
            self._turns = list(result)
            self.turns_found.emit(list(self._turns))
        else:
            self.turn_analysed.emit(index, result)
        following = index + 1
        if following < len(self._turns):
            self._processes.start(analysis_task(self._game, self._turns[following], following),
                                  (generation, following))
        else:
            self._running = False
            self.finished.emit()


def _failure_text(error: Exception) -> str:
    """Why the review stopped: the rules' reasons for a kept move they refuse, or the technical error."""
    if isinstance(error, (IllegalAction, gin.IllegalAction)):
        reasons = error.reasons if isinstance(error, IllegalAction) else [error.reason]
        reason = " ".join(explain(reason) for reason in reasons)
        #: The review could not replay a saved game; {reason} is the rules' reason the move is refused.
        return explain(Explanation(
            QT_TRANSLATE_NOOP("ReviewAnalysis", "A move kept with this game cannot be replayed: {reason}"),
            reason=reason))
    return explain(Explanation(
        #: {error} is the technical error, kept in English for a bug report.
        QT_TRANSLATE_NOOP("ReviewAnalysis", "The analysis failed: {error}"), error=f"{type(error).__name__}: {error}"))
