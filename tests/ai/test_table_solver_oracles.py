"""best_play against a brute force (small positions) and an integer program (larger ones).

Objective values are compared (points, then cards, then fewer jokers), not
meld lists, and every answer must pass the independent legality checker.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ai import table_solver
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.bench.solver import random_position
from rummy_desktop.bench.solver_vs_peer import game_positions
from rummy_desktop.engine.cards import format_cards, parse_cards

from table_solver_oracles import (
    brute_force_objective,
    conservation_problems,
    ilp_objective,
    legality_problems,
    objective,
)


def _solved(position):
    play = best_play(position.table, position.hand)
    assert legality_problems(position.table, position.hand, play) == [], position
    assert play.optimal
    return objective(play.played)


def _small_positions(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        yield _small_position(rng)


def _small_position(rng):
    """Up to 9 table cards and 6 in hand, drawn from a window of 3 to 6 ranks so they interact."""
    packs = rng.choice((1, 2))
    low = rng.choice((1, 3, 6, 10, 11, 12))  # 11 and 12 wrap round to the ace: J Q K A 2 3
    ranks = [(low + i - 1) % 13 + 1 for i in range(rng.randint(3, 6))]
    jokers = [rng.choice(("table", "hand", "stock")) for _ in range(packs)]
    return random_position(
        rng,
        packs=packs,
        table_cards=rng.randint(0, 9),
        hand_cards=rng.randint(1, 6),
        table_jokers=jokers.count("table"),
        hand_jokers=jokers.count("hand"),
        ranks=ranks,
    )


@pytest.mark.parametrize("seed", range(4))
def test_small_positions_match_the_brute_force(seed):
    for position in _small_positions(seed, 40):
        assert _solved(position) == brute_force_objective(position.table, position.hand), position


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_any_small_position_matches_the_brute_force(seed):
    position = _small_position(random.Random(seed))
    assert _solved(position) == brute_force_objective(position.table, position.hand), position


def _larger_positions(seed, count, packs, max_table):
    rng = random.Random(seed)
    for _ in range(count):
        jokers = [rng.choice(("table", "hand", "stock")) for _ in range(packs)]
        yield random_position(
            rng,
            packs=packs,
            table_cards=rng.randint(0, max_table),
            hand_cards=rng.randint(4, 16),
            table_jokers=jokers.count("table"),
            hand_jokers=jokers.count("hand"),
        )


@pytest.mark.parametrize("packs, max_table", [(1, 40), (2, 80)])
def test_larger_positions_match_the_integer_program(packs, max_table):
    for position in _larger_positions(packs, 16, packs, max_table):
        assert _solved(position) == ilp_objective(position.table, position.hand), position


def _parsed_apart(position):
    """The position as a script writes it: each table meld and the hand parsed on its own.

    Equal cards in different lists then come as equal values (copy 0 each),
    where the position itself has them as the two packs' copies.
    """
    return [parse_cards(format_cards(meld)) for meld in position.table], parse_cards(format_cards(position.hand))


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), larger=st.booleans())
def test_best_play_keeps_every_card_of_a_position_parsed_meld_by_meld(seed, larger):
    """Card conservation: the new table is the old one plus the cards played, and the best play is the same."""
    rng = random.Random(seed)
    position = next(_larger_positions(seed, 1, 2, 60)) if larger else _small_position(rng)
    table, hand = _parsed_apart(position)
    play = best_play(table, hand)
    assert conservation_problems(table, hand, play) == [], position
    assert objective(play.played) == _solved(position), position


def _full_tables(placement, count):
    """Two-pack tables of 60 to 90 cards, the jokers of ``placement`` in play (on the table: declared)."""
    rng = random.Random(f"full {placement}")
    on_table, in_hand = {"none": (0, 0), "hand": (0, 2), "table": (2, 0), "hand+table": (1, 1)}[placement]
    made = 0
    while made < count:
        position = random_position(
            rng,
            packs=2,
            table_cards=rng.randint(60, 90),
            hand_cards=rng.randint(3, 20),
            table_jokers=on_table,
            hand_jokers=in_hand,
        )
        if sum(map(len, position.table)) >= 60:
            made += 1
            yield position


@pytest.mark.parametrize("placement", ["none", "hand", "table", "hand+table"])
def test_full_tables_match_the_integer_program(placement):
    for position in _full_tables(placement, 3):
        assert _solved(position) == ilp_objective(position.table, position.hand), position


def test_full_tables_met_in_games_match_the_integer_program():
    full = [c.position for c in game_positions(per_band=2) if c.table_cards >= 60]
    assert len(full) >= 6
    for position in full:
        assert _solved(position) == ilp_objective(position.table, position.hand), position


@pytest.mark.parametrize("steps", [1, 10**9])
def test_each_engine_alone_finds_the_optimum(monkeypatch, steps):
    """With no step for the depth-first walk, the breadth-first sweeps decide alone; with no limit, the walk does."""
    monkeypatch.setattr(table_solver, "_STEPS", steps)
    monkeypatch.setattr(table_solver, "_STEPS_WITHOUT_JOKERS", steps)
    monkeypatch.setattr(table_solver, "_LOWER_STEPS", steps)
    rng = random.Random(steps)
    positions = [_small_position(rng) for _ in range(25)]
    for position in positions:
        assert _solved(position) == brute_force_objective(position.table, position.hand), position
    for position in [*_larger_positions(steps, 6, 2, 80), *_full_tables("hand", 2)]:
        assert _solved(position) == ilp_objective(position.table, position.hand), position


@pytest.mark.parametrize("narrow, wide", [(1, 1), (1, 64), (64, 1)])
def test_the_beams_only_set_a_floor(monkeypatch, narrow, wide):
    """Whatever the beams find (a one-state beam mostly nothing, or a poor play), the sweeps above it find the optimum."""
    monkeypatch.setattr(table_solver, "_STEPS", 1)
    monkeypatch.setattr(table_solver, "_STEPS_WITHOUT_JOKERS", 1)
    monkeypatch.setattr(table_solver, "_NARROW_BEAM", narrow)
    monkeypatch.setattr(table_solver, "_BEAM_WIDTH", wide)
    rng = random.Random(f"beams {narrow} {wide}")
    for position in [_small_position(rng) for _ in range(20)]:
        assert _solved(position) == brute_force_objective(position.table, position.hand), position
    for position in [*_larger_positions(narrow + wide, 4, 2, 60), *_full_tables("hand+table", 1)]:
        assert _solved(position) == ilp_objective(position.table, position.hand), position
