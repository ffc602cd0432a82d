"""Hint and Show solution lay a best play's melds on the puzzle's own table, at table size, one at a time."""

from __future__ import annotations

import pytest

from rummy_desktop.ai.puzzles import Puzzle, series_puzzle
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow

HARD = series_puzzle(3, "hard")
"""Six melds on the table, ten in the solution: several melds are taken apart."""


def as_laid(melds) -> set[frozenset]:
    return {frozenset((card.key, card.declared) for card in meld) for meld in melds}


def test_show_solution_plays_the_best_play_out_on_the_table_one_meld_a_press(qtbot, window: PuzzleWindow) -> None:
    window.play(HARD)
    solved: list[tuple[Puzzle, float]] = []
    window.solved.connect(lambda puzzle, seconds: solved.append((puzzle, seconds)))
    presses = 0
    while not as_laid(HARD.solution) <= as_laid(window.controller.arrangement.melds):
        before = window.controller.arrangement.melds
        window.solution_button.click()
        presses += 1
        laid = (as_laid(window.controller.arrangement.melds) - as_laid(before)) & as_laid(HARD.solution)
        assert laid, "each press lays a meld of the best play"
        assert presses <= len(HARD.changed_melds())
    assert presses > 1
    assert window.controller.undo_stack.count() == presses   # each step an edit of the table, undone like one
    window.check()
    assert window.session.worth() == HARD.target and not window.controller.check()
    assert solved == []   # the solution was shown: it does not count
    window.solution_button.click()
    assert window.status.text() == "The whole best play is on the table."


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
