"""Laying off after a knock (the rules page assets/rules/gin.en.html, "Knocking"), and the spreads both players show."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import make_deck, parse_cards
from rummy_desktop.engine.gin import Spread, all_best_arrangements, best_layoff, best_melds, deadwood
from rummy_desktop.engine.gin.spread import knocker_spread, spread_problem
from rummy_desktop.engine.melds import is_valid_meld

from gin_oracle import brute_deadwood


def melds(*texts):
    return [tuple(parse_cards(t)) for t in texts]


def laid(result):
    return {i: sorted(map(str, cards)) for i, cards in result.layoffs}


def test_a_fourth_card_may_be_laid_off_on_a_set_of_three():
    result = best_layoff(melds("9S 9H 9D"), parse_cards("9C KH"))
    assert laid(result) == {0: ["9C"]}
    assert result.deadwood == 10


def test_nothing_can_be_laid_off_on_a_set_of_four():
    result = best_layoff(melds("9S 9H 9D 9C"), parse_cards("8S 10S"))
    assert result.layoffs == () and result.deadwood == 18


def test_cards_may_be_laid_off_on_either_end_of_a_run():
    result = best_layoff(melds("5H 6H 7H"), parse_cards("4H 8H KS"))
    assert laid(result) == {0: ["4H", "8H"]} and result.deadwood == 10


def test_cards_laid_off_may_extend_each_other():
    result = best_layoff(melds("5H 6H 7H"), parse_cards("8H 9H KS"))
    assert laid(result) == {0: ["8H", "9H"]}


def test_a_chain_of_three_is_laid_off_below_a_run():
    result = best_layoff(melds("JS QS KS"), parse_cards("10S 9S 8S 2D"))
    assert result.deadwood == 2
    assert sum(len(cards) for _, cards in result.layoffs) + sum(map(len, result.melds)) == 3


def test_a_card_that_does_not_touch_the_run_cannot_be_laid_off():
    result = best_layoff(melds("5H 6H 7H"), parse_cards("9H 3H"))
    assert result.layoffs == () and result.deadwood == 12


def test_own_melds_and_lay_offs_are_chosen_together_for_the_lowest_count():
    # 8H and 9H could both go on the run, but 9H does better in the set of nines.
    result = best_layoff(melds("5H 6H 7H"), parse_cards("8H 9H 9S 9D"))
    assert laid(result) == {0: ["8H"]}
    assert result.deadwood == 0
    assert sorted(map(str, result.melds[0])) == ["9D", "9H", "9S"]


def test_a_card_fitting_a_set_and_a_run_goes_where_it_lets_more_follow():
    result = best_layoff(melds("7S 7H 7D", "4C 5C 6C"), parse_cards("7C 8C"))
    assert laid(result) == {1: ["7C", "8C"]} and result.deadwood == 0


def test_the_knocker_spreads_his_lowest_deadwood():
    knocker = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")
    assert knocker_spread(knocker, parse_cards("KS KH QS JD 9D 2H 8S 5D 2C 3C")).deadwood == 10


def test_among_tying_arrangements_the_knocker_shows_the_one_leaving_the_opponent_most():
    knocker = parse_cards("3S 3H 3D 2S 4S JC QC KC AC 2C")
    opponent = parse_cards("5S 6S 3C 9H 9C 9S KD QD 10H 8D")
    counts = sorted(best_layoff(a.melds, opponent).deadwood for a in all_best_arrangements(knocker))
    assert counts == [41, 49]  # the run 2-3-4♠ takes 5♠ 6♠; the set of threes only 3♣
    shown = knocker_spread(knocker, opponent)
    assert shown.deadwood == 9
    assert best_layoff(shown.melds, opponent).deadwood == 49


def test_a_spread_may_lay_off_only_what_fits():
    knocker = melds("5H 6H 7H", "9S 9H 9D")
    hand = parse_cards("9H 10H 9C 2C 3C 4C KS QS JS AD")
    assert spread_problem(knocker, hand, Spread((), ((0, parse_cards("9H")),))) is not None
    assert "cannot be laid off" in spread_problem(knocker, hand, Spread((), ((0, parse_cards("9H")),)))
    assert spread_problem(knocker, hand, Spread((), ((1, parse_cards("9C")),))) is None


def test_a_spread_uses_only_cards_of_the_hand_each_once_in_real_melds():
    knocker = melds("5H 6H 7H")
    hand = parse_cards("2C 3C 4C KS QS JS AD 8H 9D 10D")
    assert "not in your hand" in spread_problem(knocker, hand, Spread(melds("5C 6C 7C")))
    assert "twice" in spread_problem(knocker, hand, Spread(melds("2C 3C 4C"), ((0, parse_cards("2C")),)))
    assert "not a meld" in spread_problem(knocker, hand, Spread(melds("AD 9D 10D")))
    assert "no knocker's meld number 3" in spread_problem(knocker, hand, Spread((), ((3, parse_cards("8H")),)))
    assert spread_problem(knocker, hand, Spread(melds("2C 3C 4C", "JS QS KS"), ((0, parse_cards("8H")),))) is None


def test_an_empty_meld_in_a_spread_is_refused_without_an_empty_card_list():
    """A damaged save may hold an empty meld: the reason is the meld's own, not " is not a meld: …"."""
    reason = spread_problem(melds("5H 6H 7H"), parse_cards("2C 3C 4C"), Spread(((),)))
    assert reason == "A meld needs at least 3 cards; this one has 0."


DECK = make_deck(1, 0)
DENSE = [c for c in DECK if 3 <= c.rank <= 10]


def brute_layoff_count(knocker_melds, cards):
    """Independent check: try every way to hand out each card to a knocker's meld or keep it."""
    best = brute_deadwood(cards)

    def extend(i, table, rest):
        nonlocal best
        best = min(best, brute_deadwood(rest))
        for k in range(i, len(rest)):
            for m, meld in enumerate(table):
                grown = meld + (rest[k],)
                if is_valid_meld(grown, ace_high=False, jokers=False):
                    extend(0, table[:m] + [grown] + table[m + 1 :], rest[:k] + rest[k + 1 :])

    extend(0, list(knocker_melds), list(cards))
    return best


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(DENSE), min_size=20, max_size=20, unique=True))
def test_best_layoff_leaves_the_lowest_count_a_brute_force_finds(cards):
    knocker, opponent = cards[:10], cards[10:]
    knocker_melds = best_melds(knocker).melds
    result = best_layoff(knocker_melds, opponent)
    assert result.deadwood == brute_layoff_count(knocker_melds, opponent)
    assert deadwood(result.deadwood_cards) == result.deadwood  # no meld left unshown
    used = [c for m in result.melds for c in m] + [c for _, g in result.layoffs for c in g]
    assert sorted(used + list(result.deadwood_cards), key=str) == sorted(opponent, key=str)
    for index, group in result.layoffs:
        assert is_valid_meld(knocker_melds[index] + group, ace_high=False, jokers=False)


def test_a_spread_of_things_that_are_not_cards_is_refused():
    knocker = melds("5H 6H 7H")
    hand = parse_cards("2C 3C 4C KS QS JS AD 8H 9D 10D")
    assert "not a card" in spread_problem(knocker, hand, Spread(((["2C"], "3C", "4C"),)))
