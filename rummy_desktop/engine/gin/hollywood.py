"""Which games (columns) a round's winner scores in: one game, or Hollywood's three at once.

the rules page assets/rules/gin.en.html: a player's first round won is scored in game 1, the second in
games 1 and 2, the third and later in all three; a game that is over takes no
more scores; a player shut out of a game when it ended makes his next entry as
the *first* score of the next game still open (nobody is locked out).

Read as: a win enters every open game for which the winner qualifies. Game 1
always qualifies. A later game qualifies when he has scored in the game before
it (his wins there open the next column), or when the game before it is over
(if he scored nothing in it, he was shut out, and this is the next game still
open for him; if he scored in it, he qualifies anyway). Every score entered is
positive, so "has scored" is "has more than 0 points".

The cases this gives, for a player whose earlier game is over:

* shut out of game 1: his next win is game 2's first score (game 2 only), the
  one after enters games 2 and 3;
* shut out of games 1 and 2: his next win is game 3's first score;
* scored in game 1, shut out of game 2: his next win enters game 3 only.

So while any game is open, every round won enters at least one of them: the
first open game always qualifies (it is game 1, or the game before it is over).
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["games_entered", "game_is_over", "games_entered_when_locked_out"]


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
        if game == 0 or scores[seat][game - 1] > 0 or game_is_over([scores[0][game - 1], scores[1][game - 1]], target):
            entered.append(game)
    return tuple(entered)


def games_entered_when_locked_out(seat: int, scores: Sequence[Sequence[int]], target: int) -> tuple[int, ...]:
    """The games an earlier version of the app entered a win in: a player shut out of a game never
    scored in the games after it.

    Only for reading saves made by that version: a round it had just scored
    when the game was saved keeps the games it named.
    """
    return tuple(g for g in games_entered(seat, scores, target) if g == 0 or scores[seat][g - 1] > 0)
