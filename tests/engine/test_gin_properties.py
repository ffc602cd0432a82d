"""Whole random games: the pack is conserved, every listed action is legal, scores follow the rules."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import card_points, make_deck
from rummy_desktop.engine.gin import GinRules, Phase, apply, legal_actions
from rummy_desktop.engine.gin.rules import STOCK_LEFT_FOR_A_DRAW
from rummy_desktop.engine.melds import is_valid_meld

from gin_playout import game_states, play_game

PACK = set(make_deck(1, 0))

rules_strategy = st.builds(
    GinRules,
    variant=st.sampled_from(["gin", "oklahoma", "hollywood"]),
    discard_taken_card_forbidden=st.booleans(),
    big_gin=st.booleans(),
    undercut_bonus=st.sampled_from([10, 25]),
    gin_bonus=st.sampled_from([25, 20]),
    hoyle_bonuses=st.booleans(),
)


def cards_everywhere(state):
    return state.hands[0] + state.hands[1] + state.stock + state.discard_pile


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), rules_strategy)
def test_random_games_never_create_or_lose_a_card(seed, rules):
    for state in game_states(seed, rules):
        every = cards_everywhere(state)
        assert len(every) == 52 and set(every) == PACK
        sizes = sorted(len(h) for h in state.hands)
        if state.phase is Phase.DISCARD:
            assert len(state.hands[state.current]) == 11 and sizes == [10, 11]
        elif state.phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.LAYOFF):
            assert sizes == [10, 10]
        for seat in (0, 1):
            assert set(state.visible_takes[seat]) <= set(state.hands[seat])


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6), rules_strategy)
def test_every_listed_legal_action_is_accepted(seed, rules):
    for state in game_states(seed, rules, max_actions=300):
        for action in legal_actions(state):
            apply(state, action, random.Random(0))


def check_round(before, after, rules):
    """The scored round agrees with the rules page assets/rules/gin.en.html, and the scores moved by exactly its points."""
    result = after.round_result
    factor = 2 if before.round_doubled else 1
    if result.drawn:
        assert len(after.stock) == STOCK_LEFT_FOR_A_DRAW and result.points == (0, 0)
        assert after.scores == before.scores
        return
    k, d = result.knocker, 1 - result.knocker
    for shown in (result.knocker_spread, result.defender_spread):
        assert all(is_valid_meld(m, ace_high=False, jokers=False) for m in shown.melds)
        assert shown.deadwood == sum(card_points(c) for c in shown.deadwood_cards)
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    if result.big_gin:
        assert kd == 0 and rules.big_gin and result.points[k] == (31 + dd) * factor
    elif result.gin:
        assert kd == 0 and result.defender_spread.layoffs == ()
        assert result.points == tuple((rules.gin_bonus + dd) * factor if s == k else 0 for s in (0, 1))
    else:
        assert 0 < kd <= before.knock_limit
        if kd < dd:
            assert result.points[k] == (dd - kd) * factor and result.points[d] == 0
        else:
            assert result.undercut and result.points[d] == (rules.undercut_bonus + kd - dd) * factor
    winner = result.winner
    for game in range(rules.games):
        gained = after.scores[winner][game] - before.scores[winner][game]
        assert gained == (result.points[winner] if game in result.games else 0)
        assert after.scores[1 - winner][game] == before.scores[1 - winner][game]
    if max(before.scores[0][0], before.scores[1][0]) < rules.target:
        assert 0 in result.games  # game 1 takes every win while it is open


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), rules_strategy)
def test_every_round_is_scored_as_the_rules_say(seed, rules):
    previous = None
    rounds = 0
    for state in game_states(seed, rules):
        if state.is_round_over and previous is not None and not previous.is_round_over:
            check_round(previous, state, rules)
            rounds += 1
        previous = state
    assert rounds > 0


def test_a_full_game_of_each_variant_is_played_through_the_engine():
    for variant, target in (("gin", 100), ("oklahoma", 150), ("hollywood", 100)):
        rules = GinRules(variant=variant, target=target, hoyle_bonuses=True, big_gin=True)
        final = play_game(7, rules)
        assert final.phase is Phase.GAME_OVER
        games = final.game_result.games
        assert len(games) == rules.games
        for game in games:
            assert game.points[game.winner] >= target > game.points[1 - game.winner]


def test_a_seed_replays_the_same_game():
    rules = GinRules(variant="hollywood")
    assert list(game_states(11, rules, max_actions=200)) == list(game_states(11, rules, max_actions=200))
