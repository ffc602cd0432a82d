"""The Gin computer players: legal moves in every variant, no peeking, deadlines, and their rules of thumb."""

import random
import time
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_bots import SimplePlayer, joins_meld
from rummy_desktop.ai.gin_knowledge import FULL_DECK, read_view
from rummy_desktop.ai.gin_outlook import feed_risk, outlook, spread_values
from rummy_desktop.engine.cards import parse_card, parse_cards
from rummy_desktop.engine.gin import (
    DrawDiscard,
    DrawStock,
    GinRules,
    GinState,
    Knock,
    Phase,
    apply,
    best_melds,
    discard_options,
    legal_actions,
    new_game,
    view_for,
)
from rummy_desktop.engine.gin.knocker_spreads import knock_spread_problem, spread_key

VARIANTS = ("gin", "oklahoma", "hollywood")
LEVELS = ("simple", "easy", "medium", "hard", "expert")


def positions(variant, seed, count):
    """``count`` states from games between simple players, every phase included."""
    rng = random.Random(seed)
    walker = SimplePlayer()
    state = new_game(rng, GinRules(variant=variant))
    found = []
    while len(found) < count:
        if state.is_game_over:
            state = new_game(rng, GinRules(variant=variant))
        found.append(state)
        action = walker.choose(view_for(state, state.current), rng)
        state = apply(state, action, rng)
    return found


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_legal_actions_in_every_variant(variant, level):
    bot = make_bot(variant, level)
    rng = random.Random(5)
    states = positions(variant, seed=hash((variant, level)) % 1000, count=160)
    for state in states[::4]:
        if state.is_game_over:
            continue
        action = bot.choose(view_for(state, state.current), rng)
        if state.phase is not Phase.LAYOFF:
            listed = Knock(action.card) if isinstance(action, Knock) else action  # a knock is listed with the proposal
            assert listed in legal_actions(state), (state.phase, action)
        apply(state, action, random.Random(0))  # raises IllegalAction if the engine refuses it


def _swap_hidden(state: GinState, seat: int, rng: random.Random) -> GinState:
    """The same game as ``seat`` sees it, with the opponent's unseen cards and the stock reshuffled."""
    other = 1 - seat
    taken = set(state.visible_takes[other])
    hidden = [c for c in state.hands[other] if c not in taken]
    pool = hidden + list(state.stock)
    rng.shuffle(pool)
    hands = list(state.hands)
    hands[other] = tuple(state.visible_takes[other]) + tuple(pool[: len(hidden)])
    return replace(state, hands=(hands[0], hands[1]), stock=tuple(pool[len(hidden) :]))


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_depends_only_on_what_the_seat_may_see(level):
    bot = make_bot("gin", level)
    checked = 0
    for state in positions("gin", seed=11, count=120)[1::3]:
        if state.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
            continue
        seat = state.current
        other = _swap_hidden(state, seat, random.Random(checked))
        assert other.hands[1 - seat] != state.hands[1 - seat] or other.stock != state.stock
        first = bot.choose(view_for(state, seat), random.Random(3))
        second = bot.choose(view_for(other, seat), random.Random(3))
        assert first == second
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("level", LEVELS)
def test_a_deadline_already_past_still_gives_a_legal_action(level):
    bot = make_bot("hollywood", level)
    for state in positions("hollywood", seed=4, count=60)[::5]:
        if state.is_game_over:
            continue
        action = bot.choose(view_for(state, state.current), random.Random(1), deadline=time.monotonic() - 1)
        apply(state, action, random.Random(0))


def test_joins_meld_sees_sets_and_runs_ace_low_only():
    hand = parse_cards("7S 7H 4D 5D QC KC 2H")
    assert joins_meld(parse_card("7C"), hand)
    assert joins_meld(parse_card("3D"), hand)
    assert joins_meld(parse_card("6D"), hand)
    assert joins_meld(parse_card("JC"), hand)
    assert not joins_meld(parse_card("AC"), hand)  # no Q-K-A in Gin
    assert not joins_meld(parse_card("2D"), hand)
    assert not joins_meld(parse_card("3H"), hand)


def _deal(hand0, hand1, pile, stock_size=20, rules=GinRules(), current=0, phase=Phase.DRAW):
    """A Gin state with these cards: seat 0 holds hand0, seat 1 hand1; the rest is the stock."""
    used = set(parse_cards(" ".join((hand0, hand1, pile))))
    stock = tuple(c for c in FULL_DECK if c not in used)[:stock_size]
    return GinState(
        rules=rules,
        hands=(tuple(parse_cards(hand0)), tuple(parse_cards(hand1))),
        stock=stock,
        discard_pile=tuple(parse_cards(pile)),
        upcard=parse_cards(pile)[0],
        dealer=1,
        current=current,
        phase=phase,
        scores=((0,), (0,)),
        rounds_won=((0,), (0,)),
    )


def test_simple_takes_the_discard_only_when_it_joins_a_meld():
    simple = make_bot("gin", "simple")
    joins = _deal("7S 7H 2D 4C 9C JD QH KS AS 3H", "2S 3S 4S 5S 6S 8S 9S 10S JS QS", "KD 7D")
    assert simple.choose(view_for(joins, 0), random.Random(0)) == DrawDiscard()
    useless = _deal("7S 7H 2D 4C 9C JD QH KS AS 3H", "2S 3S 4S 5S 6S 8S 9S 10S JS QS", "7D KD")
    assert simple.choose(view_for(useless, 0), random.Random(0)) == DrawStock()


def test_simple_knocks_as_soon_as_it_may():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 4D KD", "2H 3H 7H 8H 9H 10H JH QH KH AH", "QD", phase=Phase.DISCARD)
    knock = make_bot("gin", "simple").choose(view_for(state, 0), random.Random(0))
    assert knock == Knock(parse_card("KD"), best_melds(parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C 4D")).melds)


def test_every_level_goes_gin_when_it_can():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 4D KD", "2H 3H 7H 8H 9H 10H JH QH KH AH", "QD", phase=Phase.DISCARD)
    gin_hand = replace(state, hands=(tuple(parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C 10C KD")), state.hands[1]))
    for level in LEVELS:
        knock = make_bot("gin", level).choose(view_for(gin_hand, 0), random.Random(0))
        assert isinstance(knock, Knock) and knock.card == parse_card("KD")
        assert apply(gin_hand, knock).round_result.gin


# Seat 0 knocks discarding K♠ with 2♦ 2♣ 3♣ 4♣ 4♠ 4♥ 4♦ 5♥ 6♥ 7♥; seat 1 took 5♣ and 6♣ from the pile in sight.
SPREAD_CHOICE = "2D 2C 3C 4C 4S 4H 4D 5H 6H 7H KS"


def test_lower_levels_spread_the_lowest_deadwood():
    state = _deal(SPREAD_CHOICE, "5C 6C 9S 9D JS QD KH 10D 8S AD", "QS", phase=Phase.DISCARD)
    state = replace(state, visible_takes=((), tuple(parse_cards("5C 6C"))))
    for level in ("simple", "easy", "medium"):
        knock = make_bot("gin", level).choose(view_for(state, 0), random.Random(0))
        assert knock.card == parse_card("KS")
        assert spread_key(knock.melds) == spread_key(best_melds(parse_cards(SPREAD_CHOICE)[:-1]).melds)


def test_hard_spreads_to_block_the_lay_offs_it_expects():
    # The lowest deadwood (2) shows the run 2-3-4♣, on which the 5♣ and 6♣ seat 1 took would be laid off: the
    # other fives, sixes and the 7♣ are in the pile, so he cannot meld them. Showing three 4s and the run 4-7♥
    # (or the four 4s) leaves 7 deadwood but blocks them (the 3♥ and 8♥ are in the pile too).
    state = _deal(SPREAD_CHOICE, "5C 6C 9S 9D JS QD KH 10D 8S AD", "5S 5D 6S 6D 7C 3H 8H QS", phase=Phase.DISCARD)
    state = replace(state, visible_takes=((), tuple(parse_cards("5C 6C"))))
    knock = make_bot("gin", "hard").choose(view_for(state, 0), random.Random(0))
    assert isinstance(knock, Knock) and knock.card == parse_card("KS")
    assert parse_cards("2C 3C 4C") not in [list(meld) for meld in knock.melds]
    assert apply(state, knock).knocker_spread.deadwood == 7


def random_knock_position(seed):
    """Seat 0 to discard holding 11 random cards that may knock; the rest dealt at random."""
    rng = random.Random(seed)
    while True:
        cards = rng.sample(FULL_DECK, 52)
        if min(left for _, left in discard_options(cards[:11])) <= 10:
            break
    state = _deal(" ".join(map(str, cards[:11])), " ".join(map(str, cards[11:21])), str(cards[21]),
                  phase=Phase.DISCARD)
    return replace(state, stock=tuple(cards[22:]))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9))
def test_every_level_knocks_with_a_legal_spread(seed):
    state = random_knock_position(seed)
    for level in LEVELS:
        action = make_bot("gin", level).choose(view_for(state, 0), random.Random(seed))
        if isinstance(action, Knock):
            kept = [c for c in state.hands[0] if c != action.card]
            assert knock_spread_problem(kept, action.melds, state.knock_limit, discarded=action.card) is None
            assert apply(state, action).knocker_spread is not None or apply(state, action).round_result.gin
        else:
            assert level in ("hard", "expert")  # only they may judge a knock not worth it


def test_the_opponent_estimate_sums_to_his_hidden_cards_and_follows_his_picks():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "8D 8H 2C 3C 4C 5C 6C JH QH KH", "QD JD", current=0)
    state = replace(state, visible_takes=((), (parse_card("8H"),)))
    know = read_view(view_for(state, 0))
    assert sum(know.weights.values()) == pytest.approx(9)
    assert all(0 <= w < 1 for w in know.weights.values())
    # He took the 8H: eights and hearts next to it are likelier in his hand than a far card.
    assert know.weights[parse_card("8S")] > know.weights[parse_card("3D")]
    assert know.weights[parse_card("9H")] > know.weights[parse_card("3D")]
    # He left the QD and JD in the pile: the 10D, which would meld with them, is less likely.
    assert know.weights[parse_card("10D")] < know.weights[parse_card("3D")]
    assert feed_risk(parse_card("8S"), know) > feed_risk(parse_card("3D"), know)


def test_the_outlook_counts_live_cards_for_a_hand_one_card_from_knocking():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "8D 8H 2C 3C 4C 5C 6C JH QH KH", "QD", current=0)
    know = read_view(view_for(state, 0))
    look = outlook(parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD"), know, 10)
    assert look.deadwood == 10
    assert look.knock_chance == pytest.approx(1.0)  # any card lower than the king lets it knock
    assert 0 < look.gain <= 10


def test_a_knock_with_one_point_against_a_fresh_hand_is_worth_a_lot():
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C 10C", "8D 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=30)
    know = read_view(view_for(state, 0))
    hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C AD")
    (value,) = spread_values([best_melds(hand)], know, undercut_bonus=10, rng=random.Random(2), samples=10)
    assert value > 10


def test_discards_worth_the_same_go_to_the_least_deadwood_then_the_card_sorted_last_by_rank(monkeypatch):
    """A tie is broken the same way every time: the higher rank, then the suit later in ♠ ♥ ♣ ♦."""
    player = make_bot("gin", "hard")
    monkeypatch.setattr(player, "value", lambda *args: 0.0)
    state = _deal("AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "8D 8H 2C 3C 4C 5C 6C JH QH KH", "QD", current=0)
    know = read_view(view_for(state, 0))
    hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD KS")
    kd, ks, nine = parse_card("KD"), parse_card("KS"), parse_card("9C")
    assert player._best_discard(hand, {ks: 10, nine: 10, kd: 10}, know, 10)[0] == kd
    assert player._best_discard(hand, {ks: 9, nine: 10, kd: 10}, know, 10)[0] == ks
