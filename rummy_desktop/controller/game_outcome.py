"""What a finished round or game means for the player, the same way for both engines.

Manipulation Rummy and the Gin games keep their results in different shapes;
saves, the score chart and the statistics only need a few answers: whose move
it is, what each seat scored in the round that just ended, who won it, who won
the game and a seat's final score. Pure functions of engine states, no Qt.
"""

from __future__ import annotations

from typing import Union

from rummy_desktop.engine import gin, manipulation

__all__ = ["State", "round_points", "round_winners", "game_winners", "final_score"]

State = Union[manipulation.ManipulationState, gin.GinState]


def _round_result(state: State) -> manipulation.RoundResult | gin.RoundResult:
    if not state.is_round_over or state.round_result is None:
        raise ValueError("the round is not over")
    return state.round_result


def round_points(state: State) -> tuple[int, ...]:
    """What each seat scored in the round that has just ended (0 for a drawn Gin round)."""
    result = _round_result(state)
    if isinstance(result, gin.RoundResult):
        return result.points
    return result.scored


def round_winners(state: State) -> tuple[int, ...]:
    """The seats that won (or shared) the round that has just ended; none for a drawn Gin round."""
    result = _round_result(state)
    if isinstance(result, gin.RoundResult):
        return () if result.winner is None else (result.winner,)
    return result.winners


def _game_result(state: State) -> manipulation.GameResult | gin.GameResult:
    if not state.is_game_over or state.game_result is None:
        raise ValueError("the game is not over")
    return state.game_result


def game_winners(state: State) -> tuple[int, ...]:
    """The seats that won the finished game (Manipulation may share first place, a Hollywood match too)."""
    return _game_result(state).winners


def final_score(state: State, seat: int) -> int:
    """``seat``'s final score, bonuses included (Hollywood: its three games added up)."""
    result = _game_result(state)
    if isinstance(result, gin.GameResult):
        return sum(game.final[seat] for game in result.games)
    return result.final_scores[seat]
