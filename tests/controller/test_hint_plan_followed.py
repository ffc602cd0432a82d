"""A hint's plan followed step by step through the turn controller's intents, from 200 seeded turns
(most half rebuilt by random edits, many with jokers), ends on a legal table worth the points the
hint announces; "Show me" lays out that table in one undo step."""

from __future__ import annotations

import random

import pytest

from manipulation_positions import human_match
from mid_turn_tables import edit_at_random, random_turn
from rummy_desktop.ai.hint_plan import Plan, PlanStep, joker_answer, plan_steps
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import card_points
from rummy_desktop.engine.manipulation import check_turn_end

SEEDS = range(200)


def turn(seed: int) -> tuple[TurnController, random.Random]:
    rng = random.Random(seed)
    plan: list[Plan] = []
    controller = TurnController(human_match(random_turn(seed)), 0,
                                lambda choices: rng.choice(choices) if not plan else joker_answer(plan[0].joker_faces, choices))
    controller.following = plan   # type: ignore[attr-defined]
    edit_at_random(controller, rng, rng.choice((0, 2, 4, 8, 12)))
    return controller, rng


def follow(controller: TurnController, step: PlanStep) -> bool:
    """One step of the plan, made with the intent the table makes it with."""
    a = controller.arrangement
    keys = [card.key for card in step.cards]
    if step.kind == "take_back":
        return controller.return_to_hand(keys, len(a.hand))
    if step.kind == "new_meld":
        done = controller.new_meld(keys)
        assert controller.arrangement.labels[controller.arrangement.meld_of(keys[0])] == step.meld
        return done
    assert step.meld is not None
    meld = a.labels.index(step.meld)
    if step.kind == "free_joker":
        assert step.joker is not None
        at = next(i for i, card in enumerate(a.melds[meld]) if card.key == step.joker.key)
        return controller.move_cards(keys, meld, at, onto=step.joker.key)
    if step.kind == "declare":
        assert step.joker is not None
        return controller.declare_joker(step.joker.key)
    return controller.move_cards(keys, meld, len(a.melds[meld]))


@pytest.mark.parametrize("seed", SEEDS)
def test_the_hint_plan_followed_step_by_step_ends_on_the_best_play(qtbot, seed):
    controller, _ = turn(seed)
    start = controller.turn_start
    best = best_play(start.melds, start.hand)
    a = controller.arrangement
    plan = plan_steps(a.melds, a.labels, a.hand, a.freed, best.melds, controller.fixed_jokers)
    controller.following.append(plan)   # type: ignore[attr-defined]
    for number, step in enumerate(plan.steps, 1):
        assert follow(controller, step), f"step {number} of {plan.steps} refused"
    a = controller.arrangement
    on_table = {card.key for meld in a.melds for card in meld}
    if not best.played:
        assert not plan.steps or controller.arrangement.same_play_as(start)
        return
    assert check_turn_end(controller.state, a.melds, a.labels) == []
    assert controller.end_turn_problems() == ()
    assert sum(card_points(card) for card in start.hand if card.key in on_table) == best.points
