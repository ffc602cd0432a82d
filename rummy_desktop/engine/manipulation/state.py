"""The state of a game of Manipulation Rummy: an immutable value.

Everything is a tuple, so a state is hashable and equal states compare equal:
undo, saves, the computer players' look-ahead and replays all rely on that.
``table`` is the table as it was at the start of the current turn, since one
meld phase is one action (the rules page assets/rules/manipulation.en.html, "A turn").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .rules import ManipulationRules, Phase
from .scoring import GameResult, RoundResult, hand_points

__all__ = ["ManipulationState", "PhaseQueries"]


class PhaseQueries:
    """Questions about whose move it is, shared by a state and a player's view of it."""

    __slots__ = ()
    phase: Phase
    current: int

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the round is over (anyone may deal the next)."""
        return None if self.is_round_over else self.current

    @property
    def is_round_over(self) -> bool:
        return self.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)

    @property
    def is_game_over(self) -> bool:
        return self.phase is Phase.GAME_OVER


@dataclass(frozen=True, slots=True)
class ManipulationState(PhaseQueries):
    """A whole game at one moment, hidden cards included (see ``view_for`` for one seat's view).

    ``stock``: the top card is the last. ``scores``: round scores added up
    (end-of-game bonuses are in ``game_result.final_scores``).
    ``draws_this_turn`` is 1 or 2 in ``MELD_OR_DRAW`` and 0 in every other
    phase. ``final_turns_left`` counts the meld-only turns still to play after
    the stock ran out, the current one included (0 outside ``FINAL_MELD``).
    ``knocker`` is the seat that knocked or went out once the round is over.
    """

    rules: ManipulationRules
    num_players: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
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
    def stock_count(self) -> int:
        return len(self.stock)

    def hand_points(self, seat: int) -> int:
        """What the cards in ``seat``'s hand count: joker 25, K Q J 10, 2-10 face value, ace 1."""
        return hand_points(self.hands[seat])
