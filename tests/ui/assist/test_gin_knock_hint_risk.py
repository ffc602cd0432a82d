"""Gin's hint is honest about risk: a knock it suggests with a sizeable chance of an undercut says how
likely that is, the hard level's own estimate."""

from __future__ import annotations

import random

from hint_window import gin_hints
from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_knock_risk import knock_risk
from rummy_desktop.engine import gin


def played_to(seed: int, moves: int) -> gin.GinState:
    """A round of two hard players, ``moves`` moves in."""
    hard = make_bot("gin", "hard")
    state, rng = gin.new_game(random.Random(seed)), random.Random(seed)
    for _ in range(moves):
        state = gin.apply(state, hard.choose(gin.view_for(state, state.current), random.Random(0), None), rng)
    return state


def test_a_knock_hint_says_how_likely_an_undercut_is(qtbot):
    state = played_to(49, 25)   # the hard player knocks here, and about 1 knock in 3 like it is undercut
    view = gin.view_for(state, 0)
    knock = make_bot("gin", "hard").choose(view, random.Random(0), None)
    assert state.current == 0 and isinstance(knock, gin.Knock)
    assert 0.25 <= knock_risk(view, knock, random.Random(0)) < 0.4
    _, service = gin_hints(qtbot, state)
    with qtbot.waitSignal(service.hint_ready, timeout=30000) as blocker:
        service.request_hint()
    hint = blocker.args[0]
    assert isinstance(hint.action, gin.Knock) and hint.action.card == knock.card
    assert hint.text == f"Knock, discarding the {knock.card.pretty}: about 1 in 3 that Computer undercuts you."
