"""Hollywood over random sequences of round wins: nobody is locked out, and the match goes to the higher net total."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.gin.hollywood import game_is_over, games_entered
from rummy_desktop.engine.gin.results import GameResult
from rummy_desktop.engine.gin.scoring import game_score

TARGET = 100
GAMES = 3


def wins(min_points, size):
    """Round wins as (winner's seat, points scored)."""
    return st.lists(st.tuples(st.integers(0, 1), st.integers(min_points, 80)), min_size=size[0], max_size=size[1])


def open_games(scores):
    return [g for g in range(GAMES) if not game_is_over((scores[0][g], scores[1][g]), TARGET)]


def play(round_wins):
    """Enter each win in the games it enters until the match is over, checking every entry on the way."""
    scores = [[0] * GAMES, [0] * GAMES]
    rounds = [[0] * GAMES, [0] * GAMES]
    for seat, points in round_wins:
        still_open = open_games(scores)
        if not still_open:
            break
        entered = games_entered(seat, scores, TARGET)
        assert entered and entered[0] == still_open[0], "a won round missed the first game still open"
        assert set(entered) <= set(still_open)
        for game in entered[1:]:
            assert scores[seat][game - 1] > 0, "a later game was entered before the winner scored in the one before"
        for game in entered:
            scores[seat][game] += points
            rounds[seat][game] += 1
    return scores, rounds


@settings(max_examples=150, deadline=None)
@given(wins(1, (1, 80)))
def test_every_won_round_enters_the_first_open_game_while_one_is_open(round_wins):
    play(round_wins)


@settings(max_examples=150, deadline=None)
@given(wins(10, (60, 60)), st.booleans())
def test_the_match_winner_has_the_highest_net_total(round_wins, hoyle):
    scores, rounds = play(round_wins)
    decided = [game_score(g, (scores[0][g], scores[1][g]), (rounds[0][g], rounds[1][g]), target=TARGET, hoyle=hoyle)
               for g in range(GAMES)]
    # Each win of 10 or more enters the first open game: every game ends within 19 wins of the one before.
    assert all(decided)
    result = GameResult(tuple(decided))
    nets = result.net_results
    finals = [sum(game.final[seat] for game in result.games) for seat in (0, 1)]
    assert set(result.winners) == {seat for seat in (0, 1) if nets[seat] == max(nets)}
    if result.winner is not None:
        loser = 1 - result.winner
        assert nets[result.winner] > nets[loser] and finals[result.winner] > finals[loser]
    assert sum(result.games_won) == GAMES
