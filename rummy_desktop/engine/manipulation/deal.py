"""Dealing a round (the rules page assets/rules/manipulation.en.html, "Deal").

Shuffle, deal 10 cards to each player one at a time starting left of the
dealer; the rest is the face-down stock (no discard pile). The player left of
the dealer plays first. Seat ``s + 1`` is to the left of seat ``s``.
"""

from __future__ import annotations

import random

from ..cards import Card, shuffled_deck
from .rules import HAND_SIZE, ManipulationRules, Phase, packs_and_jokers
from .state import ManipulationState

__all__ = ["deal_round"]


def deal_round(
    rules: ManipulationRules,
    num_players: int,
    dealer: int,
    rng: random.Random,
    *,
    scores: tuple[int, ...],
    rounds_won: tuple[int, ...],
    round_number: int,
) -> ManipulationState:
    """A freshly dealt round: ``dealer`` deals, the next seat draws first."""
    deck = shuffled_deck(*packs_and_jokers(num_players), rng)
    hands: list[list[Card]] = [[] for _ in range(num_players)]
    for i in range(HAND_SIZE * num_players):
        hands[(dealer + 1 + i) % num_players].append(deck.pop())
    return ManipulationState(
        rules=rules,
        num_players=num_players,
        hands=tuple(tuple(hand) for hand in hands),
        table=(),
        stock=tuple(deck),
        dealer=dealer,
        current=(dealer + 1) % num_players,
        phase=Phase.DRAW,
        draws_this_turn=0,
        scores=scores,
        rounds_won=rounds_won,
        round_number=round_number,
        knocker=None,
        round_result=None,
        game_result=None,
        final_turns_left=0,
    )
