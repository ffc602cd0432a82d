"""The expert Gin player: hard's moves unless the playouts clearly say otherwise, legal over whole games,
bounded by its cap on guesses and its deadline, and its fast playouts exact.

The budget is checked by counting playouts and by a deadline already past,
never by the clock. Peeking at hidden cards is checked with every level in
test_bots_gin.py.
"""

import random
import time
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rummy_desktop.ai.gin_expert as gin_expert
import rummy_desktop.ai.gin_lookahead as gin_lookahead
from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_bots import SimplePlayer, joins_meld
from rummy_desktop.ai.gin_expert import ExpertPlayer, Search
from rummy_desktop.ai.gin_knowledge import FULL_DECK, read_view
from rummy_desktop.ai.gin_lookahead import play_on
from rummy_desktop.ai.gin_playout import BIT_OF, Deal, baseline_discard, cards_of, joins_meld_bits, play_out
from rummy_desktop.engine.cards import parse_card, parse_cards
from rummy_desktop.engine.gin import (
    Discard,
    GinRules,
    Knock,
    Phase,
    apply,
    deadwood,
    discard_options,
    legal_actions,
    new_game,
    view_for,
)
from tests.ai.test_bots_gin import _deal

SMALL = Search(guesses=8, batch=4)
"""A search small enough for whole games in a test; the moves it weighs are the same kinds."""

SURE = Search(guesses=96, batch=32, budget=600.0, cores=1)
"""A search given guesses enough to tell a few points a round from its noise, whatever the machine's speed."""

KNOCK_AT_8 = "AS 2S 3S 4H 5H 6H 7C 8C 9C 8D KD"
"""Three melds and the 8D after throwing the KD: a knock with 8 points."""
KNOCK_AT_1 = "AS 2S 3S 4H 5H 6H 7C 8C 9C AD KD"
"""Three melds and the AD after throwing the KD: a knock with 1 point, and five cards that make gin."""


def _bits(text):
    return sum(BIT_OF[c] for c in parse_cards(text))


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["gin", "oklahoma", "hollywood"]), seat=st.integers(0, 1))
def test_the_expert_plays_only_legal_actions_over_whole_games(seed, variant, seat):
    rng = random.Random(seed)
    players = [SimplePlayer(), SimplePlayer()]
    players[seat] = ExpertPlayer(search=SMALL)
    state = new_game(rng, GinRules(variant=variant))
    bot_rng = random.Random(seed + 1)
    moves = 0
    while not state.is_game_over:
        if state.is_round_over:
            state = apply(state, legal_actions(state)[0], rng)
            continue
        action = players[state.current].choose(view_for(state, state.current), bot_rng)
        if state.current == seat and state.phase is not Phase.LAYOFF:
            listed = Knock(action.card) if isinstance(action, Knock) else action  # a knock is listed with the proposal
            assert listed in legal_actions(state), (state.phase, action)
            moves += 1
        state = apply(state, action, rng)  # raises IllegalAction if the engine refuses it
    assert moves > 0


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 30))
def test_where_it_cannot_knock_the_expert_plays_hards_move(seed, turns):
    """Draws, and discards with no knock allowed: the expert is the hard level, move for move."""
    rng = random.Random(seed)
    state = new_game(rng, GinRules())
    simple = SimplePlayer()
    for _ in range(turns):
        if state.is_round_over:
            break
        state = apply(state, simple.choose(view_for(state, state.current), random.Random(seed)), rng)
    if state.is_round_over:
        return
    view = view_for(state, state.current)
    if view.phase is Phase.DISCARD and min(left for _, left in discard_options(view.hand)) <= view.knock_limit:
        return  # a knock is allowed: searched, see the tests below
    assert ExpertPlayer().choose(view, random.Random(seed)) == make_bot("gin", "hard").choose(view, random.Random(seed))


def test_with_three_cards_left_in_the_stock_the_expert_knocks_where_hard_fears_an_undercut():
    """Playing on can only end in a drawn round or in the opponent's knock; knocking with 8 mostly wins."""
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=3, phase=Phase.DISCARD)
    hard = make_bot("gin", "hard").choose(view_for(state, 0), random.Random(3))
    assert hard == Discard(parse_card("KD"))
    expert = ExpertPlayer(search=SURE).choose(view_for(state, 0), random.Random(3))
    assert isinstance(expert, Knock) and expert.card == parse_card("KD")


def test_the_expert_knocks_rather_than_make_the_discard_that_draws_the_round():
    """Two cards left in the stock: a discard ends the round with no score, a knock with one point wins."""
    state = _deal(KNOCK_AT_1, "8D 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=2, phase=Phase.DISCARD)
    action = ExpertPlayer(search=SURE).choose(view_for(state, 0), random.Random(3))
    assert isinstance(action, Knock) and action.card == parse_card("KD")


class _FixedGains:
    """A weighing whose other move gains ``gains[i % len(gains)]`` points over hard's on the i-th guess."""

    def __init__(self, gains):
        self.values, self.played = gains, []

    def gains(self, seeds, until=None):
        out = []
        for seed in seeds:
            if until is not None and time.time() >= until:
                break
            self.played.append(seed)
            out.append(self.values[(len(self.played) - 1) % len(self.values)])
        return out


def _compare(search, gains, stop=None):
    """The verdict on a move that gains ``gains[i % len(gains)]`` points over hard's on the i-th guess."""
    weighing = _FixedGains(gains)
    verdict = ExpertPlayer(search=replace(search, cores=1)).compare(weighing, random.Random(1), stop)
    assert verdict.played == len(weighing.played)
    return verdict


def test_a_move_clearly_better_than_hards_is_chosen_after_the_first_batch():
    verdict = _compare(Search(guesses=64, batch=8), [5.0, 6.0])
    assert verdict.switch and verdict.played == 8 and verdict.mean == 5.5


def test_a_move_no_better_on_average_keeps_hards_after_every_guess_allowed():
    verdict = _compare(Search(guesses=64, batch=8), [20.0, -20.0])
    assert not verdict.switch and verdict.played == 64 and verdict.mean == 0.0


def test_a_gain_smaller_than_the_minimum_keeps_hards_move_however_sure():
    verdict = _compare(Search(guesses=64, batch=8, gain=1.0), [0.5])
    assert not verdict.switch and verdict.played == 8


def test_a_gain_within_the_noise_keeps_hards_move():
    """A mean gain of 4 points with guesses between -36 and +44: well under two standard errors of 16 guesses."""
    verdict = _compare(Search(guesses=16, batch=8), [44.0, -36.0])
    assert verdict.mean == 4.0 and verdict.error > 2.0 and not verdict.switch


def test_when_its_time_is_up_the_search_plays_no_guess_and_keeps_hards_move():
    verdict = _compare(Search(guesses=64, batch=8), [100.0], stop=time.monotonic() - 1.0)
    assert verdict.played == 0 and not verdict.switch


class _Clock:
    """A fake clock for ``time.time`` and ``time.monotonic`` that moves only as the playouts move:
    each move of a playout (an engine ``apply``) takes ``step`` seconds."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 1000.0, step

    def read(self) -> float:
        return self.now

    def apply(self, real):
        def timed(*args, **kwargs):
            self.now += self.step
            return real(*args, **kwargs)
        return timed


def test_a_knock_weighed_on_a_slow_machine_ends_within_its_budget(monkeypatch):
    """Playout moves of 50 ms (a loaded machine): a playout lasts longer than the whole budget, and the
    decision still ends within the budget (the old search played its first guess to the end: 2 s and more)."""
    clock = _Clock(step=0.05)
    monkeypatch.setattr(time, "time", clock.read)
    monkeypatch.setattr(time, "monotonic", clock.read)
    monkeypatch.setattr(gin_lookahead, "apply", clock.apply(gin_lookahead.apply))
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=20, phase=Phase.DISCARD)
    search = Search(cores=1)
    start = clock.now
    action = ExpertPlayer(search=search).choose(view_for(state, 0), random.Random(1))
    assert clock.now > start + search.budget - search.reply  # the playouts did run into the time limit
    assert clock.now <= start + search.budget - search.reply + clock.step  # and stopped there, one move late
    assert action.card == parse_card("KD")


def test_with_its_deadline_past_the_expert_plays_no_playout(monkeypatch):
    played = []
    monkeypatch.setattr(gin_expert, "play_on", lambda *args, **kwargs: played.append(args) or 0)
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=3, phase=Phase.DISCARD)
    action = ExpertPlayer().choose(view_for(state, 0), random.Random(1), deadline=time.monotonic() - 1.0)
    assert played == [] and action.card == parse_card("KD")


def test_a_decision_plays_out_at_most_the_capped_number_of_guesses(monkeypatch):
    played = []

    def counting(*args, **kwargs):
        played.append(args)
        return play_on(*args, **kwargs)

    monkeypatch.setattr(gin_expert, "play_on", counting)
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=10, phase=Phase.DISCARD)
    for guesses in (1, 5, 40):
        played.clear()
        ExpertPlayer(search=Search(guesses=guesses, batch=4, cores=1)).choose(view_for(state, 0), random.Random(1))
        assert 2 <= len(played) <= 2 * guesses and len(played) % 2 == 0  # both moves played out on each guess


def test_the_same_view_and_seed_give_the_same_decision():
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=6, phase=Phase.DISCARD)
    view = view_for(state, 0)
    first = make_bot("gin", "expert").choose(view, random.Random(7))
    assert make_bot("gin", "expert").choose(view, random.Random(7)) == first


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=11, max_size=11, unique=True), st.integers(0, 10))
def test_the_fast_discard_keeps_the_least_deadwood_and_throws_the_higher_rank_among_equals(hand, forbidden_at):
    forbidden = hand[forbidden_at]
    options = [(c, left) for c, left in discard_options(hand) if c != forbidden]
    least = min(left for _, left in options)
    bit, left = baseline_discard(sum(BIT_OF[c] for c in hand), BIT_OF[forbidden])
    (card,) = cards_of(bit)
    assert left == least and card != forbidden
    assert card.rank == max(c.rank for c, l in options if l == least)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=11, max_size=11, unique=True))
def test_the_fast_meld_check_agrees_with_joins_meld(cards):
    card, hand = cards[0], cards[1:]
    assert joins_meld_bits(sum(BIT_OF[c] for c in hand), BIT_OF[card]) == joins_meld(card, hand)


def test_a_playout_scores_gin_from_the_card_drawn():
    deal = Deal(knock_limit=10, gin_bonus=25, undercut_bonus=10)
    mine = _bits("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")
    theirs = _bits("2D 3D 8H 9H JH QH KH 5C 6D 7D")
    stock = [BIT_OF[c] for c in parse_cards("JS QS KS")] + [BIT_OF[parse_card("10C")]]
    points = play_out((mine, theirs), 0, stock, BIT_OF[parse_card("JD")], deal)
    # Seat 0 draws the 10C (the JD joins nothing), throws the KD: gin, 25 + the opponent's count.
    assert points == 25 + deadwood(parse_cards("2D 3D 8H 9H JH QH KH 5C 6D 7D"))


def test_a_playout_counts_an_undercut_against_the_knocker():
    deal = Deal(knock_limit=10, gin_bonus=25, undercut_bonus=10)
    mine = _bits("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")  # draws the 8D, throws the KD: knocks with 8
    theirs = _bits("2D 3D 4D 2H 3H AH 5S 6S 7S AC")  # only the AC left out of his melds: 1 point
    stock = [BIT_OF[c] for c in parse_cards("JS QS KS 8D")]
    assert play_out((mine, theirs), 0, stock, BIT_OF[parse_card("JD")], deal) == -(10 + 8 - 1)


def test_a_round_that_runs_out_of_stock_is_drawn():
    deal = Deal(knock_limit=10, gin_bonus=25, undercut_bonus=10)
    mine = _bits("AS 3S 5S 7H 9H JH KC 2C 4D 6D")
    theirs = _bits("2S 4S 6S 8H 10H QH AC 3C 5D 7D")
    stock = [BIT_OF[c] for c in parse_cards("KS QS JD")]
    assert play_out((mine, theirs), 0, stock, BIT_OF[parse_card("9S")], deal, first_take=False) == 0


def test_a_playout_where_cards_pass_back_and_forth_for_ever_ends_as_a_drawn_round():
    """Found in a real search: the sevens, eights and nines go round through the pile, no one knocks."""
    deal = Deal(knock_limit=10, gin_bonus=25, undercut_bonus=10)
    first = _bits("6S QS 2H 7H 8H 9C QC 7D 8D 9D")
    second = _bits("2S 7S 8S 9S 5H 7C 8C AD 3D 5D")
    stock = [BIT_OF[c] for c in parse_cards(
        "10S QH AH AS 10C 3C JS 2C 2D KH QD 10D 4C JD 4S 3S KC 3H 6C 5S 6H JC 6D 4D KS 5C 4H JH 9H"
    )]
    assert play_out((first, second), 1, stock, BIT_OF[parse_card("10H")], deal) == 0
    assert len(stock) > 2  # ended by the cap on turns, not by the stock
