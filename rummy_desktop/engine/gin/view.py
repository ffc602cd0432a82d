"""What one seat may see: the information a player (or a fair bot) plays from."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .actions import Action
from .deadwood import Arrangement
from .game import legal_actions
from .results import GameResult, RoundResult
from .rules import GinRules
from .state import GinState, Phase

__all__ = ["GinView", "view_for"]

Hand = tuple[Card, ...]


@dataclass(frozen=True)
class GinView:
    """One seat's view of a :class:`GinState`; nothing hidden from that seat is in it.

    ``opponent_taken`` are the cards the opponent took from the discard pile in
    sight and still holds. ``opponent_hand`` is None until the opponent's cards
    are shown: the knocker's spread for the defender during the lay-off, both
    hands once a round is scored (never after a drawn round).
    ``legal_actions`` is empty when it is not this seat's turn.
    """

    seat: int
    rules: GinRules
    phase: Phase
    current: int
    dealer: int
    hand: Hand
    discard_pile: Hand
    stock_count: int
    opponent_hand_count: int
    opponent_taken: Hand
    upcard: Card
    upcard_passes: int
    knock_limit: int
    round_doubled: bool
    taken_from_discard: Card | None
    scores: tuple[tuple[int, ...], tuple[int, ...]]
    rounds_won: tuple[tuple[int, ...], tuple[int, ...]]
    knocker: int | None
    knocker_spread: Arrangement | None
    opponent_hand: Hand | None
    round_result: RoundResult | None
    game_result: GameResult | None
    legal_actions: tuple[Action, ...]

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def is_my_turn(self) -> bool:
        return self.current == self.seat and self.phase is not Phase.GAME_OVER


def _revealed(state: GinState, seat: int) -> Hand | None:
    other = state.hands[1 - seat]
    if state.phase is Phase.LAYOFF and state.knocker == 1 - seat:
        return other
    if state.is_round_over and state.round_result is not None and not state.round_result.drawn:
        return other
    return None


def view_for(state: GinState, seat: int) -> GinView:
    """The state as ``seat`` (0 or 1) sees it."""
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0 or 1, not {seat!r}")
    mine = state.current == seat
    return GinView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        current=state.current,
        dealer=state.dealer,
        hand=state.hands[seat],
        discard_pile=state.discard_pile,
        stock_count=len(state.stock),
        opponent_hand_count=len(state.hands[1 - seat]),
        opponent_taken=state.visible_takes[1 - seat],
        upcard=state.upcard,
        upcard_passes=state.upcard_passes,
        knock_limit=state.knock_limit,
        round_doubled=state.round_doubled,
        taken_from_discard=state.taken_from_discard if mine else None,
        scores=state.scores,
        rounds_won=state.rounds_won,
        knocker=state.knocker,
        knocker_spread=state.knocker_spread,
        opponent_hand=_revealed(state, seat),
        round_result=state.round_result,
        game_result=state.game_result,
        legal_actions=tuple(legal_actions(state)) if mine else (),
    )
