"""Hint and Show solution lay a best play's melds on the puzzle's own table, at table size, one at a time:
Show solution plays them out on a timer, and stops when pressed again."""

from __future__ import annotations

import pytest

from rummy_desktop.ai.puzzles import Puzzle, series_puzzle
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow

HARD = series_puzzle(3, "hard")
"""Six melds on the table, ten in the solution: several melds are taken apart."""


def as_laid(melds) -> set[frozenset]:
    return {frozenset((card.key, card.declared) for card in meld) for meld in melds}


def test_show_solution_plays_the_best_play_out_on_the_table_meld_after_meld(qtbot, window: PuzzleWindow) -> None:
    window.play(HARD)
    solved: list[tuple[Puzzle, float]] = []
    window.solved.connect(lambda puzzle, seconds: solved.append((puzzle, seconds)))
    window.solution_timer.setInterval(20)
    tables = [as_laid(window.controller.arrangement.melds)]
    window.controller.changed.connect(lambda: tables.append(as_laid(window.controller.arrangement.melds)))
    window.solution_button.click()
    assert window.showing_solution and window.solution_button.text() == "S&top"
    assert len(tables) == 2   # the first meld at once, the others on the timer
    qtbot.waitUntil(lambda: not window.showing_solution, timeout=10_000)
    assert as_laid(HARD.solution) <= as_laid(window.controller.arrangement.melds)
    steps = [after - before for before, after in zip(tables, tables[1:])]
    assert len(steps) > 1 and all(step & as_laid(HARD.solution) for step in steps)   # a meld of it each time
    assert window.controller.undo_stack.count() == len(steps)   # each step an edit of the table, undone like one
    assert window.solution_button.text() == "Show &solution"
    window.check()
    assert window.session.worth() == HARD.target and not window.controller.check()
    assert solved == []   # the solution was shown: it does not count
    window.solution_button.click()
    assert window.status.text() == "The whole best play is on the table." and not window.showing_solution


def test_the_window_answers_while_the_solution_plays_and_a_press_stops_it(qtbot, window: PuzzleWindow) -> None:
    window.play(HARD)
    window.solution_timer.setInterval(200)
    window.solution_button.click()
    qtbot.wait(250)
    laid = window.controller.undo_stack.count()
    assert 1 <= laid < len(HARD.changed_melds())
    window.solution_button.click()   # the button answers between two steps: it stops the play-out
    assert not window.showing_solution
    qtbot.wait(500)
    assert window.controller.undo_stack.count() == laid
    window.solution_button.click()   # and goes on from there
    window.undo_button.click()       # any other button stops it
    assert not window.showing_solution


def test_a_hint_lays_one_meld_of_a_best_play_on_the_table_and_undo_takes_it_back(window: PuzzleWindow) -> None:
    window.play(HARD)
    window.hint_button.click()
    assert as_laid(window.controller.arrangement.melds) & as_laid(HARD.changed_melds()) \
        == as_laid(HARD.changed_melds()[:1])
    window.hint_button.click()
    assert len(as_laid(window.controller.arrangement.melds) & as_laid(HARD.changed_melds())) == 2
    window.undo_button.click()
    window.undo_button.click()
    assert as_laid(window.controller.arrangement.melds) == as_laid(HARD.table)


@pytest.mark.parametrize("language", ["he"], indirect=True)
def test_the_meld_named_reads_left_to_right_in_a_right_to_left_sentence(language, window: PuzzleWindow) -> None:
    window.play(HARD)
    window.hint()
    cards = " ".join(card.pretty for card in HARD.changed_melds()[0])
    assert f"\u2066{cards}\u2069" in window.status.text()
