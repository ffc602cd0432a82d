"""What each seat may see (docs/architecture.md: a bot sees only what its seat may see)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.gin import (
    Discard,
    DrawDiscard,
    DrawStock,
    GinRules,
    Knock,
    Spread,
    TakeUpcard,
    legal_actions,
    view_for,
)

from gin_playout import arranged_round, card, game_states, later_in_round, run

KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
DEFENDER = "KS KH QS JD 9D 3H 8S 5D 10C 3C"


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_hidden_cards():
    state = arranged_round(DEFENDER, KNOCKER, "2D")
    view = view_for(state, 0)
    assert view.hand == state.hands[0]
    assert view.opponent_hand_count == 10 and view.opponent_hand is None
    assert view.stock_count == 31 and view.discard_pile == (card("2D"),)
    assert view.upcard == card("2D") and view.knock_limit == 10
    assert view.scores == ((0,), (0,))


def test_cards_the_opponent_took_from_the_discard_pile_are_known_while_he_holds_them():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="4C"), TakeUpcard())
    assert view_for(state, 0).opponent_taken == (card("2D"),)
    assert view_for(state, 1).opponent_taken == ()
    state = run(state, Discard(card("KD")), DrawDiscard(), Discard(card("QS")), DrawDiscard())
    assert view_for(state, 1).opponent_taken == (card("KD"),)
    assert view_for(state, 0).opponent_taken == (card("2D"), card("QS"))


def test_a_card_taken_and_later_discarded_is_no_longer_shown_as_held():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="4C"), TakeUpcard(), Discard(card("KD")))
    state = run(state, DrawStock(), Discard(card("4C")), DrawStock(), Discard(card("2D")))
    assert view_for(state, 0).opponent_taken == ()


def test_the_defender_sees_the_knockers_spread_but_the_knocker_not_the_defenders_hand():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard(), Knock(card("KD")))
    defender, knocker = view_for(state, 0), view_for(state, 1)
    assert defender.opponent_hand == state.hands[1] and defender.knocker_spread == state.knocker_spread
    assert knocker.opponent_hand is None


def test_both_hands_are_shown_when_the_round_is_scored():
    over = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert view_for(over, 1).opponent_hand == over.hands[0]
    assert view_for(over, 0).opponent_hand == over.hands[1]


def test_after_a_drawn_round_the_hands_stay_hidden():
    state = later_in_round(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="QD"), stock_left=3)
    state = run(state, DrawStock(), Discard(card("QD")))
    assert state.round_result.drawn
    assert view_for(state, 0).opponent_hand is None and view_for(state, 1).opponent_hand is None


def test_only_the_seat_to_move_gets_legal_actions():
    state = arranged_round(DEFENDER, KNOCKER, "2D")
    assert view_for(state, 1).legal_actions == tuple(legal_actions(state))
    assert view_for(state, 0).legal_actions == ()


def test_a_seat_is_0_or_1():
    with pytest.raises(ValueError, match="seat"):
        view_for(arranged_round(DEFENDER, KNOCKER, "2D"), 2)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["gin", "oklahoma", "hollywood"]))
def test_a_view_never_holds_a_hidden_card_of_the_opponent(seed, variant):
    for state in game_states(seed, GinRules(variant=variant), max_actions=150):
        for seat in (0, 1):
            view = view_for(state, seat)
            seen = set(view.hand) | set(view.discard_pile) | set(view.opponent_taken)
            if view.opponent_hand is not None:
                seen |= set(view.opponent_hand)
            text = repr(view)
            for c in (set(state.hands[1 - seat]) - seen) | set(state.stock):
                assert repr(c) not in text
