"""A Manipulation hint on screen is a plan: numbered steps naming melds by their labels, each step's cards
glowing with its number, the banner clear of the opponents' hands; Show me lays the table out as one undo
step; following a step keeps the steps left, another change takes the hint away."""

from __future__ import annotations

import random

from hint_window import ask_hint as ask
from hint_window import hint_window as window_at
from manipulation_positions import position
from mid_turn_tables import edit_at_random, random_turn
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.ui.main_window import MainWindow


def half_rebuilt(qtbot, seed: int) -> MainWindow:
    """A turn with jokers on the table, half rebuilt by random edits (an illegal table)."""
    window = window_at(qtbot, random_turn(seed))
    rng = random.Random(seed)
    window.controller.ask_joker = lambda choices: rng.choice(choices)
    edit_at_random(window.controller, rng, 8)
    return window


def melds_of(arrangement) -> list[list[str]]:
    return sorted(sorted(card.token for card in meld) for meld in arrangement.melds)


SEED = 7   # jokers on the table, illegal after the edits, a play of several steps


def test_show_me_lays_out_the_best_table_in_one_undo_step(qtbot):
    window = half_rebuilt(qtbot, SEED)
    c = window.controller
    assert c.end_turn_problems(), "the table is half rebuilt: it can't be played as it is"
    assert any(card.is_joker for meld in c.arrangement.melds for card in meld)
    before, steps_before = c.arrangement, c.undo_stack.count()
    hint = ask(qtbot, window)
    best = best_play(c.turn_start.melds, c.turn_start.hand)
    assert hint.play.points == best.points > 0 and len(hint.plan.steps) > 1
    assert window.show_me_action.isEnabled()
    window.show_me_action.trigger()
    assert melds_of(c.arrangement) == melds_of(best)
    assert c.end_turn_problems() == ()
    assert c.undo_stack.count() == steps_before + 1
    assert window.hints.shown.text == f"Your table is the best play (points: {best.points}): End turn."
    assert not window.show_me_action.isEnabled()
    window.undo_action.trigger()
    assert c.arrangement == before


def test_each_steps_cards_glow_with_the_steps_number_and_the_banner_covers_no_opponent(qtbot):
    window = half_rebuilt(qtbot, SEED)
    hint = ask(qtbot, window)
    lines = hint.text.splitlines()
    assert len(lines) == len(hint.plan.steps) + 1
    assert all(line.startswith(f"{n}. ") for n, line in enumerate(lines[1:], 1))
    numbers = [item for item in window.hints.overlays if type(item).__name__ == "_StepNumber"]
    assert len(numbers) == len(hint.cards) and set(hint.numbers) == set(range(1, len(hint.plan.steps) + 1))
    (banner,) = [item for item in window.hints.overlays if type(item).__name__ == "_Banner"]
    layout = window.scene.layout
    box = banner.sceneBoundingRect()
    for opponent in layout.opponents:
        area = opponent.area
        assert box.bottom() <= area.y or box.top() >= area.y + area.h, "the hint covers an opponent's hand"
    assert box.bottom() <= layout.hand_area.y, "the hint covers the hand"


def test_following_a_step_keeps_the_steps_left_and_another_change_clears_the_hint(qtbot):
    window = window_at(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    c = window.controller
    hint = ask(qtbot, window)
    assert [line[:3] for line in hint.text.splitlines()[1:]] == ["1. ", "2. "]
    first = hint.plan.steps[0]
    assert c.move_cards([card.key for card in first.cards], c.arrangement.labels.index(first.meld), 3)
    left = window.hints.shown
    assert left is not None and len(left.plan.steps) == 1 and "1. move 10♦ from your hand to B" in left.text
    assert "in 1 step:" in left.text, "one step is said in the singular"
    c.undo_stack.undo()
    assert window.hints.shown is None and window.hints.overlays == ()


def test_the_hint_leaves_the_status_bar_when_the_computers_play(qtbot):
    window = window_at(qtbot, position("2C KS 9D", ["5H 6H 7H"]))
    hint = ask(qtbot, window)
    assert window.statusBar().currentMessage() == hint.text == "No play: draw a card."
    assert window.controller.draw()   # the computers play now
    qtbot.waitUntil(lambda: window.match.state.current == 0)
    assert window.statusBar().currentMessage() != hint.text


def test_the_banner_goes_where_it_covers_fewest_glowing_cards_then_fewest_melds():
    from PySide6.QtCore import QRectF
    from rummy_desktop.ui.assist.hints import least_covering_top

    lowest = QRectF(100, 400, 300, 100)   # its place above the hand: over a glowing card at y 420
    glowing = [QRectF(150, 420, 50, 70)]
    melds = [QRectF(100, 150, 300, 120), QRectF(100, 420, 300, 80)]
    top = least_covering_top(lowest, 0, ([QRectF(0, 0, 600, 40)], glowing, melds))
    box = QRectF(100, top, 300, 100)
    assert not box.intersects(glowing[0]), "the banner covers a card the hint names"
    assert not box.intersects(melds[0]) and not box.intersects(QRectF(0, 0, 600, 40)), \
        "it moved over the other melds or an opponent's hand though a clear place was there"
    # Clear of both the glowing card (its top at most 420 - 100) and the upper melds (at least 270): of
    # those places (every 4 px up from 400), the lowest, nearest the hand.
    assert top == 320
    nothing_in_the_way = least_covering_top(lowest, 0, ([], [], []))
    assert nothing_in_the_way == lowest.top()


def test_the_banner_fades_while_the_pointer_is_over_it_so_the_cards_under_it_show(qtbot):
    from PySide6.QtCore import QPoint
    from rummy_desktop.ui.assist.hints import SEE_THROUGH_OPACITY

    window = half_rebuilt(qtbot, SEED)
    ask(qtbot, window)
    (banner,) = [item for item in window.hints.overlays if type(item).__name__ == "_Banner"]
    view = window.view
    inside = view.mapFromScene(banner.sceneBoundingRect().center())
    outside = view.mapFromScene(banner.sceneBoundingRect().bottomRight()) + QPoint(5, 40)
    assert banner.opacity() == 1.0
    qtbot.mouseMove(view.viewport(), inside)
    qtbot.waitUntil(lambda: banner.opacity() == SEE_THROUGH_OPACITY, timeout=2000)
    qtbot.mouseMove(view.viewport(), outside)
    qtbot.waitUntil(lambda: banner.opacity() == 1.0, timeout=2000)


def test_the_banner_lies_over_the_glows_and_step_numbers_of_the_cards_it_covers(qtbot):
    window = half_rebuilt(qtbot, SEED)
    ask(qtbot, window)
    overlays = window.hints.overlays
    (banner,) = [item for item in overlays if type(item).__name__ == "_Banner"]
    under = [item for item in overlays if item is not banner]
    assert under and all(item.zValue() < banner.zValue() for item in under), \
        "a step's number was drawn over the banner's words"
