"""The Hint panel beside the table holds a plan's every step; the banner over the table gives only the first,
so a long plan no longer covers the melds its steps name. The panel follows the steps left and goes with
the hint."""

from __future__ import annotations

import random

from hint_window import ask_hint as ask
from hint_window import hint_window as window_at
from manipulation_positions import position
from mid_turn_tables import edit_at_random, random_turn
from rummy_desktop.ui.main_window import MainWindow


def banner_words(window: MainWindow) -> str:
    (banner,) = [item for item in window.hints.overlays if type(item).__name__ == "_Banner"]
    return banner.text.toPlainText()


def test_the_panel_holds_the_whole_plan_and_the_banner_its_first_step(qtbot):
    window = window_at(qtbot, random_turn(7))
    rng = random.Random(7)
    window.controller.ask_joker = lambda choices: rng.choice(choices)
    edit_at_random(window.controller, rng, 8)
    assert window.hint_panel.isHidden()
    hint = ask(qtbot, window)
    steps = len(hint.plan.steps)
    assert steps > 2
    lines = hint.text.splitlines()
    assert window.hint_panel.isVisible() and window.hint_panel.words.text() == hint.text
    assert banner_words(window).splitlines() == [lines[0], lines[1], f"{steps - 1} more steps in the Hint panel."]
    # The panel is beside the table, not over it: the table keeps its width.
    assert not window.hint_panel.geometry().intersects(window.view.geometry())
    # On a laptop's screen the panel grows until the whole plan shows, no scrolling.
    window.resize(1024, 768)
    ask(qtbot, window)
    scroll = window.hint_panel.widget()
    qtbot.waitUntil(lambda: scroll.viewport().height() >= window.hint_panel.words.heightForWidth(scroll.viewport().width()))


def test_the_panel_follows_the_steps_left_and_goes_with_the_hint(qtbot):
    window = window_at(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    c = window.controller
    hint = ask(qtbot, window)
    assert window.hint_panel.words.text() == hint.text
    first = hint.plan.steps[0]
    assert c.move_cards([card.key for card in first.cards], c.arrangement.labels.index(first.meld), 3)
    left = window.hints.shown
    assert window.hint_panel.words.text() == left.text and "1. move 10♦ from your hand to B" in left.text
    assert banner_words(window) == left.text   # one step left: the banner says it all
    c.undo_stack.undo()   # not a step of the plan: the hint goes, and the panel with it
    assert window.hints.shown is None and window.hint_panel.isHidden() and window.hint_panel.words.text() == ""


def test_a_hint_without_steps_leaves_the_panel_hidden(qtbot):
    window = window_at(qtbot, position("2C KS 9D", ["5H 6H 7H"]))
    hint = ask(qtbot, window)
    assert hint.text == "No play: draw a card." and window.hint_panel.isHidden()
