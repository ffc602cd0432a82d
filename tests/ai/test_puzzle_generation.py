"""Table puzzles: the same from the same date or number, and every target the solver's proven optimum."""

from __future__ import annotations

import datetime

import pytest

from rummy_desktop.ai.manipulation_bots import lay_off_table
from rummy_desktop.ai.manipulation_reach import melds_split
from rummy_desktop.ai.puzzles import (
    DIFFICULTIES,
    daily_puzzle,
    make_puzzle,
    points_played,
    puzzle_from_json,
    puzzle_to_json,
    series_puzzle,
)
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.controller.puzzle_session import puzzle_state
from rummy_desktop.engine.manipulation import arrangement_problems, view_for


def test_the_daily_puzzle_is_the_same_for_the_same_date_and_differs_the_next_day() -> None:
    day = datetime.date(2026, 12, 2)
    assert daily_puzzle(day) == daily_puzzle(datetime.date(2026, 12, 2))
    assert daily_puzzle(day).source == "daily:2026-12-02"
    assert daily_puzzle(day).table != daily_puzzle(day + datetime.timedelta(days=1)).table


def test_a_numbered_puzzle_is_the_same_every_time_and_each_number_is_another() -> None:
    assert series_puzzle(5, "medium") == series_puzzle(5, "medium")
    assert series_puzzle(5, "medium").table != series_puzzle(6, "medium").table
    assert series_puzzle(5, "medium").table != series_puzzle(5, "hard").table


def test_a_puzzle_comes_back_whole_from_its_json() -> None:
    puzzle = series_puzzle(3, "hard")
    assert puzzle_from_json(puzzle_to_json(puzzle)) == puzzle


def test_bad_numbers_and_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="numbered from 1"):
        series_puzzle(0, "easy")
    with pytest.raises(ValueError, match="not 'impossible'"):
        make_puzzle("series:impossible:1", "impossible")


@pytest.mark.parametrize("difficulty", list(DIFFICULTIES))
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6, 7, 8])
def test_every_target_is_the_solvers_optimum_and_the_play_changes_enough_melds(difficulty: str, number: int) -> None:
    puzzle = series_puzzle(number, difficulty)
    level = DIFFICULTIES[difficulty]
    best = best_play(puzzle.table, puzzle.hand)
    assert best.optimal and best.points == puzzle.target
    assert level.fewest_split <= melds_split(puzzle.table, puzzle.solution) == puzzle.melds_split <= level.most_split
    assert level.fewest_cards <= puzzle.table_cards <= level.most_cards
    assert arrangement_problems(puzzle.hand, puzzle.table, puzzle.solution) == []
    assert points_played(puzzle.hand, puzzle.solution) == puzzle.target
    simple = lay_off_table(view_for(puzzle_state(puzzle), 0))
    assert simple is None or points_played(puzzle.hand, tuple(tuple(m) for m in simple)) < puzzle.target


def test_a_hint_gives_melds_of_the_solution_that_the_table_lacks_first_those_taken_apart() -> None:
    puzzle = series_puzzle(2, "easy")
    hints = puzzle.changed_melds()
    start = {frozenset(c.key for c in meld) for meld in puzzle.table}
    assert hints and all(meld in puzzle.solution and frozenset(c.key for c in meld) not in start for meld in hints)
    table_keys = {c.key for meld in puzzle.table for c in meld}
    assert any(c.key in table_keys for c in hints[0])
