"""A simple legal player for random Manipulation Rummy games in tests.

It plays whole melds found in its hand, lays single cards (a joker too) off at
the ends of table melds, and swaps a real card for a table joker that it then
reuses; otherwise it draws. The real computer players live in rummy_desktop.ai.
"""

from __future__ import annotations

import random
from collections import defaultdict
from functools import cache
from itertools import combinations
from typing import Iterator

from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import (
    Action,
    Knock,
    ManipulationState,
    Phase,
    PlayMelds,
    apply,
    can_meld,
    legal_actions,
    new_game,
)
from rummy_desktop.engine.melds import declaration_options, is_valid_meld

Table = tuple[tuple[Card, ...], ...]


def _declared(meld: tuple[Card, ...], rng: random.Random) -> tuple[Card, ...] | None:
    """``meld`` with its undeclared jokers declared at random among the legal options, or None."""
    options = declaration_options(meld)
    if not options:
        return None
    faces = iter(rng.choice(options))
    return tuple(card.declare(next(faces)) if card.is_joker and card.declared is None else card for card in meld)


def _melds_in_hand(hand: tuple[Card, ...], rng: random.Random) -> list[tuple[Card, ...]]:
    real = [c for c in hand if not c.is_joker]
    jokers = [c for c in hand if c.is_joker]
    found = []
    by_rank: dict[int, dict[str, Card]] = defaultdict(dict)
    by_suit: dict[str, dict[int, Card]] = defaultdict(dict)
    for card in real:
        by_rank[card.rank].setdefault(card.suit.value, card)
        by_suit[card.suit.value].setdefault(card.rank, card)
        if card.rank == 1:
            by_suit[card.suit.value].setdefault(14, card)
    for suits in by_rank.values():
        if len(suits) >= 3:
            found.append(tuple(suits.values())[:3])
    for ranks in by_suit.values():
        for low in ranks:
            if low + 1 in ranks and low + 2 in ranks:
                found.append((ranks[low], ranks[low + 1], ranks[low + 2]))
    if jokers:
        for pair in combinations(real, 2):
            meld = _declared((*pair, jokers[0]), rng)
            if meld is not None:
                found.append(meld)
    return found


def _lay_offs(hand: tuple[Card, ...], table: Table, rng: random.Random) -> list[Table]:
    found = []
    for i, meld in enumerate(table):
        faces = [c.face for c in meld]
        for card in hand:
            if not card.is_joker and not any(card.rank == f.rank or card.suit == f.suit for f in faces):
                continue
            longer = _declared(meld + (card,), rng) if card.is_joker else meld + (card,)
            if longer is not None and is_valid_meld(longer):
                found.append(table[:i] + (longer,) + table[i + 1 :])
    return found


def _joker_swaps(hand: tuple[Card, ...], table: Table, rng: random.Random) -> list[Table]:
    found = []
    for i, meld in enumerate(table):
        for j, joker in enumerate(meld):
            real = [c for c in hand if joker.is_joker and c.face == joker.declared]
            if not real:
                continue
            swapped = table[:i] + (meld[:j] + (real[0],) + meld[j + 1 :],) + table[i + 1 :]
            for k, target in enumerate(swapped):
                reused = _declared(target + (joker.bare(),), rng)
                if reused is not None:
                    found.append(swapped[:k] + (reused,) + swapped[k + 1 :])
    return found


def candidate_tables(hand: tuple[Card, ...], table: Table, rng: random.Random) -> list[Table]:
    """Legal new tables that each play one meld or one card more from ``hand``."""
    return [table + (meld,) for meld in _melds_in_hand(hand, rng)] + (
        _lay_offs(hand, table, rng) + _joker_swaps(hand, table, rng) if table else []
    )


def greedy_table(hand: tuple[Card, ...], table: Table, rng: random.Random) -> Table | None:
    """A table playing as many cards as random greedy steps find, or None if none plays any."""
    start = table
    while True:
        options = candidate_tables(hand, table, rng)
        if not options:
            return None if table == start else table
        table = rng.choice(options)
        on_table = {c.key for meld in table for c in meld}
        hand = tuple(c for c in hand if c.key not in on_table)


def choose_action(state: ManipulationState, rng: random.Random) -> Action:
    """A random legal action, melding whenever the greedy search finds something (usually)."""
    if can_meld(state) and rng.random() < 0.9:
        table = greedy_table(state.hands[state.current], state.table, rng)
        if table is not None:
            return PlayMelds(table)
    if state.phase is Phase.KNOCK_DECISION and rng.random() < 0.5:
        return Knock()
    return rng.choice([a for a in legal_actions(state) if not isinstance(a, Knock)])


def random_game(
    seed: int, num_players: int, max_rounds: int = 2
) -> Iterator[tuple[ManipulationState, Action, ManipulationState]]:
    """(state, action, next state) for every action of a random legal game, over at most ``max_rounds``."""
    deal_rng, choice_rng = random.Random(seed), random.Random(seed + 1)
    state = new_game(num_players, deal_rng)
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.ROUND_OVER and state.round_number >= max_rounds:
            return
        action = choose_action(state, choice_rng)
        following = apply(state, action, deal_rng)
        yield state, action, following
        state = following


@cache
def one_state_per_phase() -> dict[Phase, ManipulationState]:
    """A reachable state of every phase, from the first random games that show them all."""
    found: dict[Phase, ManipulationState] = {}
    for seed in range(100):
        for _, _, state in random_game(seed, (2, 5)[seed % 2], max_rounds=6):
            found.setdefault(state.phase, state)
            if len(found) == len(Phase):
                return found
    raise AssertionError(f"random games reached only {sorted(p.value for p in found)}")
