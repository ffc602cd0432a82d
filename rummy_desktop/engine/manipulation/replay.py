"""A person's meld chances in a game of Manipulation Rummy, found by replaying its rounds.

A *meld chance* is the last moment of a turn at which the seat could have
melded: the position before the play that ended the turn, or, when the turn
ended without a play (a third draw, or the end of a last turn), the last
position of the turn at which a play was allowed. Each holds the table at that
moment (the table at the turn's start: the table changes only by a play), the
hand, and what the seat played then (``None`` for nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ..cards import Card, card_points
from ..record import RoundRecord
from .actions import Action, PlayMelds
from .game import apply
from .permissions import can_meld
from .state import ManipulationState

__all__ = ["MeldChance", "meld_chances", "replayed"]

Table = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class MeldChance:
    """One turn of ``seat``: the position it could meld in and the play it made (``None``: none).

    ``round_number`` counts from 1; ``turn`` counts the seat's turns in that round from 1.
    """

    round_number: int
    turn: int
    table: Table
    hand: tuple[Card, ...]
    played: Table | None

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


def replayed(record: RoundRecord) -> Iterable[tuple[ManipulationState, Action, ManipulationState]]:
    """Each (state before, action, state after) of the round; ``IllegalAction`` at a move the rules refuse."""
    state: ManipulationState = record.start
    for action in record.actions:
        after = apply(state, action)
        yield state, action, after
        state = after


def meld_chances(rounds: Sequence[RoundRecord], seat: int) -> list[MeldChance]:
    """Every turn of ``seat`` in which it could meld, in the order played."""
    chances: list[MeldChance] = []
    for record in rounds:
        turn = 0
        chance: ManipulationState | None = None
        for before, action, after in replayed(record):
            if before.current_player != seat:
                continue
            if can_meld(before):
                chance = before
            if isinstance(action, PlayMelds) or (chance is not None and _turn_ended(before, after)):
                assert chance is not None
                turn += 1
                played = action.table if isinstance(action, PlayMelds) else None
                chances.append(MeldChance(chance.round_number, turn, chance.table, chance.hands[seat], played))
                chance = None
    return chances


def _turn_ended(before: ManipulationState, after: ManipulationState) -> bool:
    """The seat's meld step is over: the turn passed on, the round ended, or the knock question came."""
    return (after.current != before.current or after.is_round_over
            or after.phase != before.phase and not can_meld(after))
