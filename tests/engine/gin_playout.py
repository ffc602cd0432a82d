"""Test helpers for Gin: a simple legal player for whole games, and rounds dealt to order."""

import random
from dataclasses import replace

from rummy_desktop.engine.cards import make_deck, parse_card, parse_cards
from rummy_desktop.engine.gin import (
    GinRules,
    GinState,
    Discard,
    DrawDiscard,
    GoBigGin,
    Knock,
    NextRound,
    Phase,
    Spread,
    TakeUpcard,
    apply,
    deadwood,
    discard_options,
    legal_actions,
    new_game,
)


def choose(state, rng):
    """A reasonable legal action: draw what helps, knock when allowed, shed deadwood, vary a little."""
    actions = legal_actions(state)
    if len(actions) == 1 or rng.random() < 0.1 or state.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF):
        return rng.choice(actions)
    hand = state.hands[state.current]
    if state.phase in (Phase.UPCARD_OFFER, Phase.DRAW):
        top = state.discard_pile[-1]
        helps = min(left for c, left in discard_options(hand + (top,)) if c != top) < deadwood(hand)
        wanted = TakeUpcard if state.phase is Phase.UPCARD_OFFER else DrawDiscard
        return next(a for a in actions if isinstance(a, wanted) == helps)
    if state.phase is Phase.DISCARD:
        for kind in (GoBigGin, Knock):
            chosen = [a for a in actions if isinstance(a, kind)]
            if chosen:
                return rng.choice(chosen)
        left = dict(discard_options(hand))
        options = [a for a in actions if isinstance(a, Discard)]
        least = min(left[a.card] for a in options)
        return rng.choice([a for a in options if left[a.card] == least])
    return rng.choice([a for a in actions if isinstance(a, Spread)])


def game_states(seed, rules, max_actions=20000):
    """Every state of a match played by :func:`choose` (at most ``max_actions`` actions)."""
    rng = random.Random(seed)
    state = new_game(rng, rules)
    for _ in range(max_actions):
        yield state
        if state.is_game_over:
            return
        action = choose(state, rng)
        state = apply(state, action, rng if isinstance(action, NextRound) else None)
    yield state


def play_game(seed, rules, on_state=None):
    """Play a whole match; ``on_state`` sees every state. Returns the final state."""
    for state in game_states(seed, rules):
        if on_state:
            on_state(state)
    assert state.is_game_over, "the match did not end"
    return state


def arranged_round(hand0, hand1, upcard, *, dealer=0, stock_top="", rules=None, scores=None, rounds_won=None):
    """A round dealt as the test says: hands and upcard as text, ``stock_top`` the next cards drawn
    (first drawn first); the rest of the pack fills the stock in a fixed order."""
    rules = rules or GinRules()
    hands = (tuple(parse_cards(hand0)), tuple(parse_cards(hand1)))
    up = parse_card(upcard)
    top = parse_cards(stock_top)
    used = set(hands[0] + hands[1] + (up,) + tuple(top))
    assert len(used) == 21 + len(top), "a card is dealt twice"
    rest = [c for c in make_deck(1, 0) if c not in used]
    zero = ((0,) * rules.games, (0,) * rules.games)
    return GinState(
        rules=rules,
        hands=hands,
        stock=tuple(rest) + tuple(reversed(top)),
        discard_pile=(up,),
        upcard=up,
        dealer=dealer,
        current=1 - dealer,
        phase=Phase.UPCARD_OFFER,
        scores=scores or zero,
        rounds_won=rounds_won or zero,
    )


def later_in_round(state, stock_left):
    """The same round later on: all but ``stock_left`` stock cards already under the discard pile,
    the non-dealer to draw."""
    moved = state.stock[:-stock_left]
    return replace(
        state, stock=state.stock[-stock_left:], discard_pile=moved + state.discard_pile, phase=Phase.DRAW
    )


def run(state, *actions, rng=None):
    """Apply actions in turn; the final state."""
    for action in actions:
        state = apply(state, action, rng)
    return state


def card(text):
    return parse_card(text)
