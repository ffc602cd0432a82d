"""The solver's view of a position (solver_problem): which table jokers are free, and the upper bound.

The upper bound prunes every exact search, so it must never fall below the best play: checked here
against the brute force of table_solver_oracles, which knows nothing of the solver's bound.
"""

import random

import pytest

from rummy_desktop.ai.solver_problem import make_problem
from rummy_desktop.bench.solver import random_position
from rummy_desktop.engine.cards import parse_cards

from table_solver_oracles import brute_force_objective


def problem_of(table_texts, hand_text):
    table = [card for text in table_texts for card in parse_cards(text)]
    return make_problem(table, parse_cards(hand_text))


def weight_of(objective, unit):
    """The solver's single weight of an objective (points, cards, -jokers), as solver_problem folds it."""
    points, cards, minus_jokers = objective
    return points * unit * unit + cards * unit + minus_jokers


def test_a_table_joker_with_no_real_copy_of_its_card_anywhere_is_not_free():
    # No real 7H on the table or in hand: the joker stays a 7H, so QD KD have no joker to make a run with.
    problem = problem_of(["5H 6H JK=7H"], "8H 9H QD KD")
    assert problem.free_joker_limit == 0
    assert problem.upper_bound() == problem.weight(8) + problem.weight(9)


def test_a_real_copy_in_hand_frees_the_table_joker():
    # The hand's 7H takes the joker's place in the run, and the joker completes QD KD.
    problem = problem_of(["5H 6H JK=7H"], "8H 9H QD KD 7H")
    assert problem.free_joker_limit == 1
    assert problem.upper_bound() == sum(problem.weight(rank) for rank in (8, 9, 12, 13, 7))


def test_a_real_copy_on_the_table_frees_the_table_joker():
    problem = problem_of(["5H 6H JK=7H", "7H 7C 7D"], "8H 9H 7S")
    assert problem.free_joker_limit == 1


def _joker_positions(seed, count):
    """Small positions of a window of ranks, every pack's joker on the table, some also in hand."""
    rng = random.Random(seed)
    for _ in range(count):
        packs = rng.choice((1, 2))
        low = rng.choice((1, 3, 6, 10, 11, 12))
        yield random_position(
            rng,
            packs=packs,
            table_cards=rng.randint(3, 9),
            hand_cards=rng.randint(1, 6),
            table_jokers=packs,
            hand_jokers=rng.choice((0, 0, 1)) if packs == 2 else 0,
            ranks=[(low + i - 1) % 13 + 1 for i in range(rng.randint(3, 6))],
        )


@pytest.mark.parametrize("seed", range(3))
def test_the_upper_bound_is_never_below_the_best_play(seed):
    for position in _joker_positions(seed, 40):
        table = [card for meld in position.table for card in meld]
        problem = make_problem(table, position.hand)
        best = brute_force_objective(position.table, position.hand)
        assert problem.upper_bound() >= weight_of(best, problem.unit), position
