"""Which games (columns) a round's winner scores in: one game, or Hollywood's three at once.

rules/gin.md: a player's first round won is scored in game 1, the second in
games 1 and 2, the third and later in all three; a game that is over takes no
more scores, and a new column opens only for a player who has already scored
in the previous one.

Read as: a win enters every game still open for which the winner qualifies;
game 1 always qualifies, a later game when he had scored in the game before it.
Every score entered is positive, so "has scored" is "has more than 0 points".
Taken to the letter, as the project follows its rules file: a player shut out
of a game that is over never has a column opened after it, so his later wins
score nowhere (some Hoyle-style texts instead move his next win to the next
game in progress; the rules file does not).
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["games_entered", "game_is_over"]


def game_is_over(column: Sequence[int], target: int) -> bool:
    """A game is over once a player has reached the target in it."""
    return max(column) >= target


def games_entered(seat: int, scores: Sequence[Sequence[int]], target: int) -> tuple[int, ...]:
    """The games (0-based) a round won by ``seat`` is scored in.

    ``scores[p][g]`` is seat p's points in game g before this round.
    """
    entered = []
    for game in range(len(scores[seat])):
        if game_is_over([scores[0][game], scores[1][game]], target):
            continue
        if game == 0:
            entered.append(game)
            continue
        if scores[seat][game - 1] > 0:
            entered.append(game)
    return tuple(entered)
