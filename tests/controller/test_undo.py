"""Undo and redo of table edits: exact snapshots, named steps, never across a draw or a turn."""

from __future__ import annotations

import sys

from manipulation_positions import human_match, position
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.controller.undo_commands import rename_steps
from rummy_desktop.engine.manipulation import Phase
from shouting import Shouting


def start(state):
    match = human_match(state)
    return match, TurnController(match, 0, lambda candidates: candidates[-1])


def key(c: TurnController, text: str):
    return next(card.key for card in c.arrangement.all_cards() if str(card.bare()) == text)


def names(c: TurnController) -> list[str]:
    return [c.undo_stack.text(i) for i in range(c.undo_stack.count())]


def test_every_edit_is_one_named_step_and_undo_redo_restore_it_exactly(qtbot):
    match, c = start(position("7H 9S 9H 9D JK KC", ["5H 6H", "3C 4C 5C 6C 7C", "8C 9C 10C"]))
    snapshots = [c.arrangement]
    c.move_cards([key(c, "7H")], 0, 2)
    snapshots.append(c.arrangement)
    c.split_meld(1, 2)
    snapshots.append(c.arrangement)
    c.merge_melds(3, 2, 2)
    snapshots.append(c.arrangement)
    c.new_meld([key(c, "9S"), key(c, "9H"), key(c, "9D")])
    snapshots.append(c.arrangement)
    c.move_cards([key(c, "JK")], 0, 0)
    snapshots.append(c.arrangement)
    assert names(c) == [
        "Move 7♥ onto 5♥ 6♥",
        "Split 3♣ 4♣ 5♣ 6♣ 7♣",
        "Merge 8♣ 9♣ 10♣ with 6♣ 7♣",
        "New meld 9♠ 9♥ 9♦",
        "Move JK onto 5♥ 6♥ 7♥",
    ]
    assert [str(x) for x in c.arrangement.melds[0]] == ["5H", "6H", "7H", "JK=8H"]
    for expected in reversed(snapshots[:-1]):
        c.undo_stack.undo()
        assert c.arrangement == expected
    assert not c.undo_stack.canUndo()
    for expected in snapshots[1:]:
        c.undo_stack.redo()
        assert c.arrangement == expected


def test_step_names_are_worded_again_in_the_language_of_the_moment(qtbot, qapp):
    match, c = start(position("7H KS", ["5H 6H"]))
    c.move_cards([key(c, "7H")], 0, 2)
    c.reset_turn()
    translator = Shouting()
    qapp.installTranslator(translator)
    try:
        rename_steps(c.undo_stack)
        assert names(c) == ["MOVE 7♥ ONTO 5♥ 6♥", "RESET TURN"]
        assert c.undo_stack.undoText() == "RESET TURN"
    finally:
        qapp.removeTranslator(translator)
    rename_steps(c.undo_stack)
    assert names(c) == ["Move 7♥ onto 5♥ 6♥", "Reset turn"]


def test_the_edit_menu_names_follow_the_stack(qtbot):
    match, c = start(position("7H KS", ["5H 6H"]))
    c.move_cards([key(c, "7H")], 0, 2)
    assert c.undo_stack.undoText() == "Move 7♥ onto 5♥ 6♥"
    c.undo_stack.undo()
    assert c.undo_stack.redoText() == "Move 7♥ onto 5♥ 6♥"


def test_reset_turn_restores_the_start_and_can_itself_be_undone(qtbot):
    match, c = start(position("7H 8H KS", ["5H 6H", "9C 9D 9S"]))
    start_arrangement = c.arrangement
    c.move_cards([key(c, "7H")], 0, 2)
    c.move_cards([key(c, "9S")], 0, 0)
    edited = c.arrangement
    assert c.reset_turn()
    assert c.arrangement == start_arrangement
    assert names(c)[-1] == "Reset turn"
    c.undo_stack.undo()
    assert c.arrangement == edited
    assert not (c.reset_turn() and c.reset_turn())   # nothing to reset the second time


def test_the_stack_is_cleared_by_a_draw_so_undo_cannot_reach_back_before_it(qtbot):
    match, c = start(position("7H KS", ["5H 6H"], phase=Phase.DRAW))
    c.draw()
    c.move_cards([key(c, "7H")], 0, 2)
    c.reset_turn()
    assert c.undo_stack.count() == 2
    assert c.draw()
    assert match.state.draws_this_turn == 2
    assert c.undo_stack.count() == 0 and not c.undo_stack.canUndo() and not c.undo_stack.canRedo()


def test_the_stack_is_cleared_when_the_turn_ends(qtbot):
    match, c = start(position("7H KS QS", ["5H 6H 8H"]))
    c.move_cards([key(c, "7H")], 0, 2)
    assert c.end_turn()
    assert c.undo_stack.count() == 0
    assert not c.can_edit


def test_a_refused_end_of_turn_keeps_the_stack_and_the_arrangement(qtbot):
    state = position("7H 2S KS", ["5H 6H 8H"])
    match, c = start(state)
    c.move_cards([key(c, "2S")], 0, 3)
    before = c.arrangement
    assert not c.end_turn()
    assert match.state is state and c.arrangement == before and c.undo_stack.count() == 1
    c.undo_stack.undo()
    assert c.problems == ()


def test_thousands_of_edits_do_not_wear_out_the_interpreter(qtbot):
    """PySide6 6.12 drops a reference to True per emit and to None per undo/redo call: without
    the guard in controller/pyside_refcount.py these edits would abort Python."""
    match, c = start(position("7H KS", ["5H 6H"]))
    for _ in range(3000):
        c.move_cards([key(c, "7H")], 0, 2)
        c.undo_stack.undo()
    assert sys.getrefcount(True) > 1000 and sys.getrefcount(None) > 1000
