"""Playouts by hard's policy on guesses of the hidden cards: a guess keeps every card the seat can see
where it is, a playout ends the round as the engine scores it, and one out of time is dropped."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.gin_bots import SimplePlayer, lowest_deadwood_knock
from rummy_desktop.ai.gin_expert import Weighing
from rummy_desktop.ai.gin_knowledge import read_view
from rummy_desktop.ai.gin_lookahead import guessed_state, play_on, round_points
from rummy_desktop.ai.gin_playout import BIT_OF, cards_of
from rummy_desktop.ai.gin_valuation import guess, guessed_draws
from rummy_desktop.engine.cards import parse_card, parse_cards
from rummy_desktop.engine.gin import (
    Discard,
    GinRules,
    Knock,
    Phase,
    apply,
    best_melds,
    legal_actions,
    new_game,
    view_for,
)
from tests.ai.test_bots_gin import _deal


def _position(seed: int, turns: int, variant: str = "gin"):
    """A real position: a new game played ``turns`` actions on by two simple players (None if the round ended)."""
    rng = random.Random(seed)
    state = new_game(rng, GinRules(variant=variant))
    simple = SimplePlayer()
    for _ in range(turns):
        if state.is_round_over:
            return None
        state = apply(state, simple.choose(view_for(state, state.current), rng), rng)
    return None if state.is_round_over else state


def _guess(view, rng):
    know = read_view(view)
    opponent, stock = guess(know, [BIT_OF[c] for c in know.weights], rng, guessed_draws(know), view.knock_limit)
    return cards_of(opponent), [cards_of(bit)[0] for bit in stock]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 40), variant=st.sampled_from(["gin", "oklahoma"]))
def test_a_guessed_state_looks_to_the_seat_exactly_as_its_view(seed, turns, variant):
    """Every card the seat can see stays where it is; only hidden cards are placed."""
    state = _position(seed, turns, variant)
    if state is None or state.phase is Phase.LAYOFF:
        return
    view = view_for(state, state.current)
    opponent, stock = _guess(view, random.Random(seed))
    seen = set(view.hand) | set(view.discard_pile)
    assert not seen & set(opponent) and not seen & set(stock)
    assert set(view.opponent_taken) <= set(opponent)
    assert view_for(guessed_state(view, opponent, stock), view.seat) == view


def test_a_guess_that_gives_the_opponent_a_card_the_seat_holds_is_refused():
    state = _position(3, 6)
    view = view_for(state, state.current)
    opponent, stock = _guess(view, random.Random(1))
    with pytest.raises(ValueError):
        guessed_state(view, [view.hand[0], *opponent[1:]], stock)
    with pytest.raises(ValueError):
        guessed_state(view, opponent, stock[1:])


def test_once_the_knock_is_shown_there_is_nothing_to_guess():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 8D KD", "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", phase=Phase.DISCARD)
    knocked = apply(state, Knock(parse_card("KD")))
    view = view_for(knocked, 1)
    with pytest.raises(ValueError):
        guessed_state(view, list(view.opponent_hand), [])


def test_a_knock_played_on_is_scored_as_the_engine_scores_it():
    """Seat 0 knocks with 8 points; the defender's 10H JH QH KH and 2C to 6C leave him the 8H: an undercut,
    the bonus of 10 to him."""
    hand0 = "AS 2S 3S 4H 5H 6H 7C 8C 9C 8D KD"
    state = _deal(hand0, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=20, phase=Phase.DISCARD)
    kept = [c for c in parse_cards(hand0) if c != parse_card("KD")]
    knock = Knock(parse_card("KD"), best_melds(kept).melds)
    points = play_on(state, knock, 0, random.Random(1))
    ended = apply(state, knock)
    while not ended.is_round_over:
        ended = apply(ended, legal_actions(ended)[0])
    assert points == round_points(ended, 0) == -round_points(ended, 1)
    assert points == -10


def test_a_playout_out_of_time_is_left_unfinished():
    """A moment long past as the end: the round is not played on, and no score is made up."""
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 8D KD", "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", phase=Phase.DISCARD)
    assert play_on(state, Discard(parse_card("KD")), 0, random.Random(1), until=0.0) is None
    assert play_on(state, Discard(parse_card("KD")), 0, random.Random(1)) is not None


def test_a_weighing_out_of_time_plays_no_guess():
    """Not even the first: a guess played out past the time made the decision run over its budget."""
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 8D KD", "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=12,
                  phase=Phase.DISCARD)
    view = view_for(state, 0)
    know = read_view(view)
    weighing = Weighing(view, lowest_deadwood_knock(view.hand, parse_card("KD")), parse_card("KD"), True, know,
                        guessed_draws(know))
    assert weighing.gains([1, 2, 3], until=0.0) == []
    assert len(weighing.gains([1, 2, 3])) == 3
