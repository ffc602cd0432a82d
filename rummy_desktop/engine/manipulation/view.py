"""What one seat may see of a game: its own hand, the table, and counts of everything hidden.

The other hands and the stock stay hidden; the round result, which shows every
hand, exists only once the round is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .rules import ManipulationRules, Phase
from .scoring import GameResult, RoundResult, hand_points
from .state import ManipulationState, PhaseQueries

__all__ = ["ManipulationView", "view_for"]


@dataclass(frozen=True, slots=True)
class ManipulationView(PhaseQueries):
    """One seat's view; the fields mean what they mean in :class:`ManipulationState`."""

    seat: int
    rules: ManipulationRules
    num_players: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    table: tuple[tuple[Card, ...], ...]
    stock_count: int
    dealer: int
    current: int
    phase: Phase
    draws_this_turn: int
    scores: tuple[int, ...]
    rounds_won: tuple[int, ...]
    round_number: int
    knocker: int | None
    round_result: RoundResult | None
    game_result: GameResult | None
    final_turns_left: int

    @property
    def own_hand_points(self) -> int:
        """What this seat's own hand counts."""
        return hand_points(self.hand)


def view_for(state: ManipulationState, seat: int) -> ManipulationView:
    """What ``seat`` may see of ``state``."""
    if type(seat) is not int or not 0 <= seat < state.num_players:
        raise ValueError(f"seat must be 0 to {state.num_players - 1}, not {seat!r}")
    return ManipulationView(
        seat=seat,
        rules=state.rules,
        num_players=state.num_players,
        hand=state.hands[seat],
        hand_counts=tuple(len(hand) for hand in state.hands),
        table=state.table,
        stock_count=len(state.stock),
        dealer=state.dealer,
        current=state.current,
        phase=state.phase,
        draws_this_turn=state.draws_this_turn,
        scores=state.scores,
        rounds_won=state.rounds_won,
        round_number=state.round_number,
        knocker=state.knocker,
        round_result=state.round_result,
        game_result=state.game_result,
        final_turns_left=state.final_turns_left,
    )
