"""A person's meld chances in a game of Manipulation Rummy, found by replaying its rounds.

A *meld chance* is the last moment of a turn at which the seat could have
melded: the position before the play that ended the turn, or, when the turn
ended without a play (a third draw, or the end of a last turn), the last
position of the turn at which a play was allowed. Each holds the table at that
moment (the table at the turn's start: the table changes only by a play), the
hand, and what the seat played then (``None`` for nothing).

A meld chance also keeps the turn's *draw choices*: each moment after a first
or second draw at which the seat could end the turn with a play (if its hand
held one) or draw again (the stock not empty), and which it did
(:class:`DrawChoice`): stopping after the first or the second draw is a
decision the review rates too, where a play was there to make.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card, card_points
from ..record import RoundRecord
from .actions import Draw, PlayMelds
from .game import apply
from .permissions import can_meld
from .rules import Phase
from .state import ManipulationState

__all__ = ["DrawChoice", "MeldChance", "meld_chances"]

Table = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class DrawChoice:
    """After draw ``draws`` (1 or 2) of a turn, with ``stock`` cards left, the seat held ``hand`` and could
    play or draw again: ``drew_again`` says which it did. The table is its meld chance's."""

    draws: int
    stock: int
    hand: tuple[Card, ...]
    drew_again: bool


@dataclass(frozen=True)
class MeldChance:
    """One turn of ``seat``: the position it could meld in and the play it made (``None``: none).

    ``round_number`` counts from 1; ``turn`` counts the seat's turns in that round from 1. ``choices``: the
    turn's draw choices, in order (module docstring).
    """

    round_number: int
    turn: int
    table: Table
    hand: tuple[Card, ...]
    played: Table | None
    choices: tuple[DrawChoice, ...] = ()

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """The hand cards the play put on the table."""
        if self.played is None:
            return ()
        on_table = {card.key for meld in self.played for card in meld}
        return tuple(card for card in self.hand if card.key in on_table)

    @property
    def points(self) -> int:
        """What the play scored from hand: the points of the cards it put on the table."""
        return sum(card_points(card) for card in self.played_cards)


def meld_chances(rounds: Sequence[RoundRecord], seat: int) -> list[MeldChance]:
    """Every turn of ``seat`` in which it could meld, in the order played."""
    chances: list[MeldChance] = []
    for record in rounds:
        turn = 0
        chance: ManipulationState | None = None
        choices: list[DrawChoice] = []
        for before, action, after in record.steps(apply):
            if before.current_player != seat:
                continue
            if can_meld(before):
                chance = before
            if _a_choice(before) and isinstance(action, (Draw, PlayMelds)):
                choices.append(DrawChoice(before.draws_this_turn, before.stock_count, before.hands[seat],
                                          isinstance(action, Draw)))
            if isinstance(action, PlayMelds) or (chance is not None and _turn_ended(before, after)):
                assert chance is not None
                turn += 1
                played = action.table if isinstance(action, PlayMelds) else None
                chances.append(MeldChance(chance.round_number, turn, chance.table, chance.hands[seat], played,
                                          tuple(choices)))
                chance = None
                choices = []
    return chances


def _a_choice(state: ManipulationState) -> bool:
    """After a first or second draw, a play may end the turn and another draw may come instead."""
    return state.phase is Phase.MELD_OR_DRAW and state.draws_this_turn in (1, 2) and state.stock_count > 0


def _turn_ended(before: ManipulationState, after: ManipulationState) -> bool:
    """The seat's meld step is over: the turn passed on, the round ended, or the knock question came."""
    return (after.current != before.current or after.is_round_over
            or after.phase != before.phase and not can_meld(after))
