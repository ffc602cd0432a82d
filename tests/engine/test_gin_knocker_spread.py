"""The knocker arranges his own spread (rules page assets/rules/gin.en.html, "Knocking"): any split of his 10 cards into
melds and deadwood within the knock limit; the app proposes the lowest deadwood; an illegal
spread is refused with the reason."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import make_deck, parse_cards
from rummy_desktop.engine.gin import (
    GinRules,
    IllegalAction,
    Knock,
    Phase,
    TakeUpcard,
    all_best_arrangements,
    apply,
    best_spread,
    deadwood,
    knock_spreads,
    legal_actions,
    legal_spreads,
)
from rummy_desktop.engine.gin.knocker_spreads import candidate_melds, knock_spread_problem, spread_key
from rummy_desktop.engine.messages import Explanation

from gin_playout import arranged_round, card, run

# Seat 1 takes the 2♦ upcard and knocks discarding K♠, keeping 2♦ 2♣ 3♣ 4♣ 4♠ 4♥ 4♦ 5♥ 6♥ 7♥.
KNOCKER = "6H 7H 4H 2C 5H 3C 4S 4D 4C KS"
DEFENDER = "9H 6D JC 6C 5D 3H KH 8H AD 5C"  # seat 0: 3♥ fits on a run from 4♥, 5♣ on 2-3-4♣
PACK = make_deck(1, 0)
SET_OF_FOURS_AND_RUN_FROM_4H = (parse_cards("4S 4C 4D"), parse_cards("4H 5H 6H 7H"))


def knocking(rules=None):
    """Seat 1 holds 11 cards, ready to knock discarding K♠."""
    return run(arranged_round(DEFENDER, KNOCKER, "2D", rules=rules), TakeUpcard())


def melds_text(melds):
    return sorted(" ".join(str(c) for c in meld) for meld in melds)


def refusal(state, melds, discard="KS"):
    with pytest.raises(IllegalAction) as refused:
        apply(state, Knock(card(discard), melds))
    reason = refused.value.reason
    assert isinstance(reason, Explanation)  # translatable, like every refusal a player can meet
    return str(reason)


def test_a_knock_without_a_chosen_spread_shows_the_lowest_deadwood():
    knocked = apply(knocking(), Knock(card("KS")))
    assert melds_text(knocked.knocker_spread.melds) == ["2C 3C 4C", "4S 4H 4D", "5H 6H 7H"]
    assert knocked.knocker_spread.deadwood == 2


def test_the_knocker_may_show_another_legal_spread_and_it_is_scored_as_shown():
    # A set of three 4s without 4♥ and the run 4-7♥: 7 deadwood instead of 2, but 5♣ can no longer
    # be laid off (no club run is shown): the knocker scores more.
    proposed = apply(knocking(), Knock(card("KS")))
    proposed = apply(proposed, best_spread(proposed))
    chosen = apply(knocking(), Knock(card("KS"), SET_OF_FOURS_AND_RUN_FROM_4H))
    assert chosen.phase is Phase.LAYOFF
    assert melds_text(chosen.knocker_spread.melds) == ["4H 5H 6H 7H", "4S 4C 4D"]
    assert chosen.knocker_spread.deadwood_cards == tuple(parse_cards("2C 3C 2D"))
    over = apply(chosen, best_spread(chosen))
    result = over.round_result
    assert melds_text(result.knocker_spread.melds) == ["4H 5H 6H 7H", "4S 4C 4D"]
    assert result.knocker_deadwood == 7
    assert card("5C") in result.defender_spread.deadwood_cards
    assert result.points[1] == 36 > proposed.round_result.points[1] == 33


def test_the_defender_lays_off_on_the_spread_the_knocker_chose():
    chosen = apply(knocking(), Knock(card("KS"), SET_OF_FOURS_AND_RUN_FROM_4H))
    (on_run,) = [i for i, meld in enumerate(chosen.knocker_spread.melds) if card("4H") in meld]
    assert melds_text([dict(best_spread(chosen).layoffs)[on_run]]) == ["3H 8H 9H"]


def test_a_meld_that_is_not_a_meld_is_refused():
    assert refusal(knocking(), [parse_cards("4S 4C 5H")]).startswith("4S 4C 5H is not a meld: ")


def test_a_card_in_two_melds_is_refused():
    assert refusal(knocking(), [parse_cards("4S 4C 4D"), parse_cards("4D 5H 6H 7H")]).startswith(
        "4D is used twice in the spread")


def test_a_card_the_knocker_does_not_hold_is_refused():
    assert refusal(knocking(), [parse_cards("8H 6H 7H")]) == "8H is not in your hand"


def test_the_card_discarded_with_the_knock_cannot_be_spread():
    assert refusal(knocking(), [parse_cards("KS KH KD")]) == "KS is the card you discard: it cannot be spread"


def test_a_spread_leaving_more_deadwood_than_the_knock_limit_is_refused():
    # The run 4-7♥ alone leaves 2♦ 2♣ 3♣ 4♣ 4♠ 4♦: 19 deadwood.
    assert refusal(knocking(), [parse_cards("4H 5H 6H 7H")]) == (
        "this spread leaves 19 deadwood: too much to knock (at most 10 this round)")


def test_in_oklahoma_the_upcards_limit_applies_to_the_spread_too():
    # The 2♦ upcard: knock with 2 or less. The proposal leaves 2; the set of fours with the run from 4♥ leaves 7.
    state = knocking(GinRules(variant="oklahoma"))
    assert state.knock_limit == 2
    assert apply(state, Knock(card("KS"))).knocker_spread.deadwood == 2
    assert refusal(state, SET_OF_FOURS_AND_RUN_FROM_4H) == (
        "this spread leaves 7 deadwood: too much to knock (at most 2 this round)")
    assert [s.deadwood for s in legal_spreads([c for c in state.hands[1] if c != card("KS")], 2)] == [2]


def test_a_hand_whose_cards_all_meld_knocks_as_gin_and_shows_no_deadwood():
    state = run(arranged_round(DEFENDER, "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "10C"), TakeUpcard())
    with pytest.raises(IllegalAction, match="all your cards meld: this knock is gin, spread with no deadwood"):
        apply(state, Knock(card("KD"), [parse_cards("AS 2S 3S"), parse_cards("4H 5H 6H")]))
    over = apply(state, Knock(card("KD"), [parse_cards("AS 2S 3S"), parse_cards("4H 5H 6H"),
                                           parse_cards("7C 8C 9C 10C")]))
    assert over.round_result.gin and over.round_result.knocker_deadwood == 0


def test_the_legal_spreads_are_listed_lowest_deadwood_first_each_once():
    spreads = legal_spreads(parse_cards("2D 2C 3C 4C 4S 4H 4D 5H 6H 7H"), 10)
    assert [(s.deadwood, melds_text(s.melds)) for s in spreads] == [
        (2, ["2C 3C 4C", "4S 4H 4D", "5H 6H 7H"]),
        (7, ["4H 5H 6H 7H", "4S 4C 4D"]),
        (7, ["4S 4H 4C 4D", "5H 6H 7H"]),
        (10, ["2C 3C 4C", "4H 5H 6H 7H"]),
    ]


def test_runs_are_listed_whole_a_cut_run_is_the_same_spread():
    spreads = legal_spreads(parse_cards("2H 3H 4H 5H 6H 7H 9S 9C 9D KD"), 10)
    assert [melds_text(s.melds) for s in spreads] == [["2H 3H 4H 5H 6H 7H", "9S 9C 9D"]]
    assert spread_key([parse_cards("2H 3H 4H"), parse_cards("5H 6H 7H")]) == spread_key([parse_cards("2H 3H 4H 5H 6H 7H")])


def test_the_knock_is_listed_with_the_proposal_and_the_engine_offers_every_legal_spread():
    state = knocking()
    assert Knock(card("KS")) in legal_actions(state)
    proposal, spreads = knock_spreads(state, card("KS"))
    assert spreads[0] == proposal and len(spreads) == 4
    for spread in spreads:
        assert apply(state, Knock(card("KS"), spread.melds)).knocker_spread.deadwood == spread.deadwood
    with pytest.raises(IllegalAction, match="2D was just taken from the discard pile"):
        knock_spreads(state, card("2D"))


def test_among_equal_deadwood_the_proposal_leaves_the_defender_the_most():
    # 3-3-3 or the run 2-3-4♠ tie at 9 deadwood; the run would take the defender's 5♠ 6♠.
    state = run(arranged_round("5S 6S 3C 9H 9C 9S KD QD 10H 8D", "3S 3H 3D 2S 4S JC QC KC AC 7D", "2C"),
                TakeUpcard())
    proposal, spreads = knock_spreads(state, card("7D"))
    assert melds_text(proposal.melds) == ["3S 3H 3D", "JC QC KC"]
    assert {spread_key(s.melds) for s in spreads if s.deadwood == 9} >= {spread_key(proposal.melds)}
    assert apply(state, Knock(card("7D"))).knocker_spread == proposal


def knock_hand(seed):
    """A random 10-card hand that may knock (10 deadwood or less)."""
    rng = random.Random(seed)
    while True:
        hand = rng.sample(PACK, 10)
        if deadwood(hand) <= 10:
            return hand, rng


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([10, 7, 3, 1, 0]))
def test_every_listed_spread_is_legal_and_every_legal_spread_is_listed_once(seed, limit):
    hand, rng = knock_hand(seed)
    spreads = legal_spreads(hand, limit)
    keys = [spread_key(s.melds) for s in spreads]
    assert len(set(keys)) == len(keys)
    for spread in spreads:
        assert knock_spread_problem(hand, spread.melds, limit) is None
        assert Counter([*[c for m in spread.melds for c in m], *spread.deadwood_cards]) == Counter(hand)
        assert spread.deadwood <= limit
    least = deadwood(hand)
    if least <= limit:
        assert spreads[0].deadwood == least
        lowest = {k for k, s in zip(keys, spreads) if s.deadwood == least}
        assert lowest == {spread_key(a.melds) for a in all_best_arrangements(hand)} or least == 0
        if least == 0:
            assert all(s.deadwood == 0 for s in spreads)  # a hand that can go gin spreads only as gin
    else:
        assert spreads == []
    # Any split into melds the rules allow is one of those listed.
    candidates = candidate_melds(hand)
    rng.shuffle(candidates)
    chosen, used = [], set()
    for meld in candidates:
        if not used & set(meld) and rng.random() < 0.5:
            chosen.append(meld)
            used |= set(meld)
    if knock_spread_problem(hand, chosen, limit) is None:
        assert spread_key(chosen) in keys
