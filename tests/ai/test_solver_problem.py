"""The solver's view of a position (solver_problem): which table jokers are free, and the upper bound.

The upper bound prunes every exact search, so it must never fall below the best play: checked here
against the brute force of table_solver_oracles, which knows nothing of the solver's bound.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai.solver_problem import SUITS, make_problem
from rummy_desktop.bench.solver import random_position
from rummy_desktop.engine.cards import Suit, parse_cards

from table_solver_oracles import brute_force_objective, most_played


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


def test_a_hand_card_the_table_copies_of_its_face_leave_no_room_for_is_left_out():
    # A second 8H fits beside 9H 10H, but the table's own 8H needs them, and no group can take it.
    problem = problem_of(["8H 9H 10H"], "8H JD")
    assert problem.hand[SUITS.index(Suit.HEARTS)][8] == 0
    assert problem.upper_bound() == 0


def test_a_second_copy_with_room_in_a_group_is_kept():
    # The run keeps the table's 8H; the hand's 8H makes a group with 8S 8C.
    problem = problem_of(["8H 9H 10H"], "8H 8S 8C")
    assert [problem.hand[SUITS.index(suit)][8] for suit in (Suit.HEARTS, Suit.SPADES, Suit.CLUBS)] == [1, 1, 1]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    packs=st.sampled_from((1, 2)),
    low=st.integers(1, 13),
    width=st.integers(3, 5),
    table_jokers=st.integers(0, 1),
    hand_jokers=st.integers(0, 1),
)
def test_no_legal_play_uses_more_copies_of_a_face_than_the_problem_counts(seed, packs, low, width, table_jokers, hand_jokers):
    """make_problem cuts hand faces to the room the new table has for them; every legal play must fit the cut."""
    position = random_position(
        random.Random(seed),
        packs=packs,
        table_cards=8,
        hand_cards=5,
        table_jokers=table_jokers,
        hand_jokers=hand_jokers if packs == 2 else 0,
        ranks=[(low + i - 1) % 13 + 1 for i in range(width)],
    )
    table = [card for meld in position.table for card in meld]
    problem = make_problem(table, position.hand)
    for face in {c.face for c in position.hand if not c.is_joker}:
        counted = problem.hand[SUITS.index(face.suit)][face.rank]
        assert most_played(position.table, position.hand, face) <= counted, (position, face)
