"""Every puzzle's level holds: no play worth the target takes apart fewer melds than the level says.

The fewest melds is recomputed by an integer program over physical cards
(:mod:`puzzle_level_oracle`), independent of the solver and the generator,
for puzzles 1 to 100 of each series (300 puzzles; medium 10, 32 and 67 and
hard 14, 19, 41 and 58 were easier than their level before the generator
checked it). About a minute and a half on the 2-core machine (docs/benchmarks.md).
"""

from __future__ import annotations

import random

import pytest
from puzzle_level_oracle import fewest_melds_taken_apart

from rummy_desktop.ai.manipulation_reach import fewest_melds_split, melds_split
from rummy_desktop.ai.puzzles import DIFFICULTIES, _positions, series_puzzle
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import Card


@pytest.mark.parametrize("difficulty", list(DIFFICULTIES))
@pytest.mark.parametrize("block", range(10))
def test_no_play_worth_the_target_takes_apart_fewer_melds_than_the_level(difficulty: str, block: int) -> None:
    level = DIFFICULTIES[difficulty]
    for number in range(10 * block + 1, 10 * block + 11):
        puzzle = series_puzzle(number, difficulty)
        fewest = fewest_melds_taken_apart(puzzle.table, puzzle.hand, puzzle.target)
        assert fewest is not None, f"{puzzle.source}: the oracle finds no play worth the target"
        assert level.fewest_split <= fewest <= melds_split(puzzle.table, puzzle.solution), puzzle.source
        if level.most_split == level.fewest_split:
            assert fewest == level.fewest_split, puzzle.source


_TOO_EASY_MEDIUM = (  # series medium 10 as the generator made it before it checked levels
    ["6S#1 6H#1 6C#1 6D#1", "7C#1 8C#1 9C#0 10C#0 JC#1 QC#0 KC#1", "5S#1 5C#0 5D#1", "JS#1 JK=JH#1 JD#1",
     "QS#0 QH#1 QC#1 QD#1"],
    "8D#0 AD#0 4D#0 3D#1 9S#0 7H#0 JS#0 KH#0 KH#1 7S#1 9S#1 KS#0",
)


def test_both_judges_see_a_medium_puzzle_that_one_taken_apart_meld_solves() -> None:
    table = [tuple(Card.from_token(token) for token in meld.split()) for meld in _TOO_EASY_MEDIUM[0]]
    hand = [Card.from_token(token) for token in _TOO_EASY_MEDIUM[1].split()]
    play = best_play(table, hand)
    assert play.points == 34 and melds_split(table, play.melds) == 2
    assert fewest_melds_taken_apart(table, hand, 34) == 1
    assert fewest_melds_split(table, hand, 34, 2) == 1
    assert fewest_melds_split(table, hand, 34, 1) is None
    assert fewest_melds_taken_apart(table, hand, 35) is None


def _candidates(count: int) -> list[tuple[tuple, tuple, int]]:
    """Positions the generator looks at (after a first draw), with the solver's best points."""
    rng = random.Random("level judges")
    found = []
    while len(found) < count:
        for state in _positions(rng):
            play = best_play(state.table, state.hands[state.current])
            if play.points and sum(len(m) for m in state.table) <= 40:
                found.append((state.table, state.hands[state.current], play.points))
                break
    return found


@pytest.mark.parametrize("position", _candidates(40), ids=lambda _: "")
def test_the_generators_count_agrees_with_the_integer_program(position) -> None:
    table, hand, points = position
    fewest = fewest_melds_taken_apart(table, hand, points)
    assert fewest is not None
    assert fewest_melds_split(table, hand, points, 3) == (fewest if fewest < 3 else None)
