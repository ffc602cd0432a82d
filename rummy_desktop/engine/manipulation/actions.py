"""The actions a player takes in Manipulation Rummy, and the error for one the rules refuse.

One meld phase (the rules page assets/rules/manipulation.en.html, "A turn", step 4) is one
:class:`PlayMelds` carrying the complete new table, so the rules judge only the
arrangement the player ends the turn with; intermediate arrangements may be
illegal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence, Union

from ..cards import Card
from ..messages import Explanation

__all__ = ["Draw", "PlayMelds", "EndTurn", "Knock", "NextRound", "Action", "IllegalAction", "TurnProblem", "as_table"]


def as_table(melds: Iterable[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Melds as a tuple of tuples of cards; ``TypeError`` for anything that is not a card."""
    table = tuple(tuple(meld) for meld in melds)
    for meld in table:
        for card in meld:
            if not isinstance(card, Card):
                raise TypeError(f"a meld holds cards, not {card!r}")
    return table


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the stock."""


@dataclass(frozen=True, slots=True)
class PlayMelds:
    """End the turn with this table: every meld, jokers with their declared cards.

    Lists are accepted and stored as tuples, e.g.
    ``PlayMelds([parse_cards("5H 6H 7H")])``.
    """

    table: tuple[tuple[Card, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "table", as_table(self.table))


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without melding (stock empty or a last turn), or decline to knock."""


@dataclass(frozen=True, slots=True)
class Knock:
    """End the round with 5 points or less in hand, once the turn is over."""


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round; the deal passes to the left."""


Action = Union[Draw, PlayMelds, EndTurn, Knock, NextRound]


@dataclass(frozen=True, slots=True)
class TurnProblem:
    """``message`` in words a player can act on; ``melds``: indices into the new table to highlight."""

    message: Explanation
    melds: tuple[int, ...] = ()


class IllegalAction(ValueError):
    """An action the rules refuse, with every reason in words a player can act on.

    ``problems`` holds the :class:`TurnProblem` list when a meld phase was
    refused, so a table view can highlight the melds concerned.
    """

    def __init__(self, reasons: Sequence[Explanation], problems: Sequence[TurnProblem] = ()) -> None:
        self.reasons = list(reasons)
        self.problems = tuple(problems)
        super().__init__(" ".join(self.reasons))
