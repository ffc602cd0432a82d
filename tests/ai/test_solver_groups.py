"""Groups of one rank (solver_groups): the search's lookup table says a split exists exactly when one does."""

from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.ai.solver_groups import GROUPS_FIT, split_groups


def _splits(copies: list[int], jokers: int) -> bool:
    """Can these copies per suit and free jokers be dealt into groups of 3 or 4 cards of different suits?"""
    try:
        groups = split_groups(copies, jokers)
    except ValueError:
        return False
    dealt = [0] * len(copies)
    for suits, declared in groups:
        assert 3 <= len(suits) + len(declared) <= 4 and len(set(suits) | set(declared)) == len(suits) + len(declared)
        for s in suits:
            dealt[s] += 1
    assert dealt == list(copies) and sum(len(d) for _, d in groups) == jokers
    return True


def test_the_lookup_table_agrees_with_splitting_every_count_of_two_packs_and_jokers():
    # Two packs hold two copies of a face per suit; table jokers kept as a face add at most two more.
    for copies in product(range(5), repeat=4):
        for jokers in range(5):
            cards, most = sum(copies) + jokers, max(copies)
            assert GROUPS_FIT[cards][most] == _splits(list(copies), jokers), (copies, jokers)


@given(st.lists(st.integers(0, 7), min_size=4, max_size=4), st.integers(0, 4))
def test_the_lookup_table_agrees_with_splitting_larger_counts(copies, jokers):
    if sum(copies) + jokers < len(GROUPS_FIT):
        assert GROUPS_FIT[sum(copies) + jokers][max(copies)] == _splits(copies, jokers)
