"""Invariants of Manipulation Rummy over random legal games (hypothesis)."""

import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manipulation_playout import random_game

from rummy_desktop.engine.cards import Card, make_deck
from rummy_desktop.engine.manipulation import (
    IllegalAction,
    ManipulationState,
    NextRound,
    PlayMelds,
    apply,
    can_meld,
    check_turn_end,
    legal_actions,
    new_game,
    score_round_detailed,
    view_for,
)
from rummy_desktop.engine.manipulation.rules import packs_and_jokers
from rummy_desktop.engine.manipulation.serialize import state_from_json, state_to_json
from rummy_desktop.engine.melds import is_valid_meld

PLAYERS = st.integers(2, 5)
SEEDS = st.integers(0, 10**6)


def physical_cards(state: ManipulationState) -> Counter:
    places = [*state.hands, *state.table, state.stock]
    return Counter(card.key for cards in places for card in cards)


def assert_consistent(state: ManipulationState) -> None:
    deck = make_deck(*packs_and_jokers(state.num_players))
    assert physical_cards(state) == Counter(card.key for card in deck)
    assert len(deck) == (53 if state.num_players == 2 else 106)
    assert all(is_valid_meld(meld) for meld in state.table)
    assert not any(card.declared for cards in (*state.hands, state.stock) for card in cards)
    assert state_from_json(state_to_json(state)) == state


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_random_legal_games_never_create_lose_or_duplicate_a_card_and_keep_the_table_legal(seed, players):
    for state, action, following in random_game(seed, players, max_rounds=2):
        assert action in legal_actions(state) or (isinstance(action, PlayMelds) and can_meld(state))
        assert_consistent(following)
        for seat in range(players):
            view = view_for(following, seat)
            assert view.hand == following.hands[seat] and view.stock_count == len(following.stock)


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_round_scores_are_added_to_the_totals_and_each_winner_wins_a_round(seed, players):
    for state, action, following in random_game(seed, players, max_rounds=3):
        if following.round_result is not None and state.round_result is None:
            result = following.round_result
            assert following.scores == tuple(a + b for a, b in zip(state.scores, result.scored))
            assert sum(following.rounds_won) == sum(state.rounds_won) + len(result.winners)
            recomputed = score_round_detailed(following.hands, result.knocker, stock_exhausted=result.stock_exhausted)
            assert result == recomputed
        if isinstance(action, NextRound):
            assert following.dealer == (state.dealer + 1) % players


@settings(max_examples=8, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_replaying_the_same_seed_and_actions_gives_the_same_game(seed, players):
    played = list(random_game(seed, players, max_rounds=2))
    assert played == list(random_game(seed, players, max_rounds=2))
    deal_rng = random.Random(seed)
    state = new_game(players, deal_rng)
    for before, action, after in played:
        assert state == before and hash(state) == hash(before)
        state = apply(state, action, deal_rng)
        assert state == after


@cache
def legal_meld_phases() -> tuple[tuple[ManipulationState, tuple], ...]:
    """(state, a table it accepts) for every meld phase of a few random games."""
    found = []
    for seed in range(6):
        for state, action, _ in random_game(seed, 2 + seed % 4, max_rounds=1):
            if isinstance(action, PlayMelds):
                found.append((state, action.table))
    return tuple(found)


def _remove_a_table_card(state, table, rng):
    start_keys = [card.key for meld in state.table for card in meld]
    if not start_keys:
        return None
    gone = rng.choice(start_keys)
    return tuple(tuple(c for c in meld if c.key != gone) for meld in table)


def _add_a_card_from_elsewhere(state, table, rng):
    elsewhere = list(state.stock) + [c for seat, h in enumerate(state.hands) if seat != state.current for c in h]
    return table + ((rng.choice(elsewhere),),)


def _duplicate_a_card(state, table, rng):
    meld = rng.randrange(len(table))
    return table + ((rng.choice(table[meld]),),)


def _undo_everything(state, table, rng):
    return state.table


def _break_a_meld(state, table, rng):
    i = rng.randrange(len(table))
    j = rng.randrange(len(table[i]))
    return table[:i] + (table[i][:j] + table[i][j + 1 :], (table[i][j],)) + table[i + 1 :]


def _redeclare_a_joker_without_its_real_card(state, table, rng):
    start = {c.key: c.declared for meld in state.table for c in meld if c.is_joker}
    reals = Counter(c.face for meld in table for c in meld if not c.is_joker)
    for i, meld in enumerate(table):
        for j, card in enumerate(meld):
            if card.key in start and card.declared == start[card.key] and not reals[card.declared]:
                other = Card(card.declared.rank % 13 + 1, card.declared.suit).face
                return table[:i] + (meld[:j] + (card.declare(other),) + meld[j + 1 :],) + table[i + 1 :]
    return None


CORRUPTIONS = [
    _remove_a_table_card,
    _add_a_card_from_elsewhere,
    _duplicate_a_card,
    _undo_everything,
    _break_a_meld,
    _redeclare_a_joker_without_its_real_card,
]


def test_the_sample_of_meld_phases_is_large_enough():
    assert len(legal_meld_phases()) > 50


@settings(max_examples=150, deadline=None)
@given(index=st.integers(0, 10**6), corruption=st.sampled_from(CORRUPTIONS), choice_seed=SEEDS)
def test_an_illegal_meld_phase_is_always_refused_and_changes_nothing(index, corruption, choice_seed):
    phases = legal_meld_phases()
    state, table = phases[index % len(phases)]
    bad = corruption(state, table, random.Random(choice_seed))
    if bad is None:
        return
    before = state_to_json(state)
    assert check_turn_end(state, bad)
    with pytest.raises(IllegalAction):
        apply(state, PlayMelds(bad))
    assert state_to_json(state) == before and check_turn_end(state, table) == []


@st.composite
def hands_at_the_end_of_a_round(draw) -> list[list[Card]]:
    """2 to 5 hands of up to 6 cards each, dealt from the cards a game of that many players holds."""
    players = draw(st.integers(2, 5))
    deck = draw(st.permutations(make_deck(*packs_and_jokers(players))))
    sizes = draw(st.lists(st.integers(0, 6), min_size=players, max_size=players))
    starts = [sum(sizes[:seat]) for seat in range(players)]
    return [deck[start : start + size] for start, size in zip(starts, sizes)]


@settings(max_examples=200, deadline=None)
@given(hands=hands_at_the_end_of_a_round(), knock_choice=st.integers(0, 10))
def test_the_scores_of_a_round_add_up_as_the_rules_say(hands, knock_choice):
    empty = [seat for seat, hand in enumerate(hands) if not hand]
    if len(empty) > 1:
        return
    points = [sum(25 if c.is_joker else min(c.rank, 10) for c in hand) for hand in hands]
    can_knock = [seat for seat, p in enumerate(points) if p <= 5]
    knocker = empty[0] if empty else (can_knock[knock_choice % len(can_knock)] if can_knock and knock_choice else None)
    result = score_round_detailed(hands, knocker)
    low = min(points)
    assert result.points == tuple(points)
    assert set(result.winners) <= {seat for seat, p in enumerate(points) if p == low}
    alone = points.count(low) == 1
    assert (knocker in result.winners) == (knocker is not None and alone and points[knocker] == low)
    for seat, scored in enumerate(result.scored):
        if seat not in result.winners:
            assert scored == 0
            continue
        bonus = (10 if knocker is not None and seat != knocker else 0) + (25 if not hands[seat] else 0)
        assert scored == sum(p - points[seat] for p in points) + bonus
    assert sum(amount for _, _, amount in result.bonuses) == sum(result.scored) - sum(
        sum(p - points[w] for p in points) for w in result.winners
    )


@settings(max_examples=150, deadline=None)
@given(index=st.integers(0, 10**6), moves=st.lists(st.tuples(st.integers(0, 99), st.integers(0, 99)), max_size=6))
def test_the_end_of_turn_check_accepts_a_rearranged_table_only_if_the_result_is_a_legal_game(index, moves):
    phases = legal_meld_phases()
    state, _ = phases[index % len(phases)]
    table = [list(meld) for meld in state.table] + [[]]
    hand = list(state.hands[state.current])
    for source, target in moves:
        if hand and source % 2:
            table[target % len(table)].append(hand.pop(source % len(hand)))
        elif any(table):
            meld = [m for m in table if m][source % len([m for m in table if m])]
            table[target % len(table)].append(meld.pop())
    table = [meld for meld in table if meld]
    if check_turn_end(state, table):
        with pytest.raises(IllegalAction):
            apply(state, PlayMelds(table))
    else:
        assert_consistent(apply(state, PlayMelds(table)))
