"""The game in the window as played, kept round by round for its save and its review.

:class:`GameRecorder` follows a :class:`~rummy_desktop.controller.match.Match`:
a game dealt or resumed starts the record afresh, each round dealt starts a new
:class:`RoundRecord` from its deal, and every other action is added to the
round under way. A loaded game puts back the moves its save kept
(:meth:`GameRecorder.restore`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

from PySide6.QtCore import QObject

from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.record import RoundRecord

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .match import Match

__all__ = ["GameRecorder", "KeptSoFar", "kept_as_played"]


class GameRecorder(QObject):
    """The rounds of the match's game so far (:attr:`rounds`), each from its start with its actions."""

    def __init__(self, match: Match, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = match
        self._rounds: list[RoundRecord] = []
        match.game_started.connect(self._game_started)
        match.action_played.connect(self._action_played)
        if match.has_game:
            self._game_started(match.state)

    @property
    def rounds(self) -> tuple[RoundRecord, ...]:
        return tuple(self._rounds)

    def restore(self, rounds: Sequence[RoundRecord]) -> None:
        """Put back the moves a save kept, when it kept any (an older save did not: the record then
        starts from the position the game was resumed at)."""
        if rounds:
            self._rounds = list(rounds)

    def _game_started(self, state: Any) -> None:
        self._rounds = [RoundRecord(state)]

    def _action_played(self, seat: int, action: Any, before: Any, after: Any) -> None:
        if action == self._match.adapter.next_round_action():
            self._rounds.append(RoundRecord(after))
        elif self._rounds:
            self._rounds[-1] = self._rounds[-1].with_action(action)


@dataclass(frozen=True)
class KeptSoFar:
    """What a save keeps of a game played up to ``state``: its moves round by round, and the points and
    result of each round finished."""

    state: Any
    moves: tuple[RoundRecord, ...]
    round_scores: tuple[tuple[int, ...], ...]
    rounds: tuple[Any, ...]


def kept_as_played(steps: Iterable[tuple[Any, Any, Any]]) -> Iterator[KeptSoFar]:
    """After each (state before, action, state after) of a game played from its first state, what its
    save keeps, as :class:`GameRecorder` and the app's services keep it: for games played without a
    window (the benchmarks, the tests)."""
    from .game_outcome import round_points

    moves: list[RoundRecord] = []
    round_scores: list[tuple[int, ...]] = []
    rounds: list[Any] = []
    for before, action, after in steps:
        if not moves:
            moves.append(RoundRecord(before))
        if isinstance(action, (manipulation.NextRound, gin.NextRound)):
            moves.append(RoundRecord(after))
        else:
            moves[-1] = moves[-1].with_action(action)
        if after.is_round_over and not before.is_round_over:
            round_scores.append(round_points(after))
            rounds.append(after.round_result)
        yield KeptSoFar(after, tuple(moves), tuple(round_scores), tuple(rounds))
