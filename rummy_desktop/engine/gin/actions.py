"""What a player can do in Gin, and the error for doing something the rules forbid."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..cards import Card

__all__ = [
    "IllegalAction",
    "TakeUpcard",
    "PassUpcard",
    "DrawStock",
    "DrawDiscard",
    "Discard",
    "Knock",
    "GoBigGin",
    "Spread",
    "NextRound",
    "Action",
]


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``reason`` (also the message) says why.

    A reason a player can meet is an :class:`~..messages.Explanation`, so the
    window can show it translated; a plain ``str`` reports a programming error.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class TakeUpcard:
    """First turn: take the upcard offered (then discard)."""


@dataclass(frozen=True)
class PassUpcard:
    """First turn: refuse the upcard."""


@dataclass(frozen=True)
class DrawStock:
    """Draw the top card of the face-down stock."""


@dataclass(frozen=True)
class DrawDiscard:
    """Draw the top card of the discard pile."""


@dataclass(frozen=True)
class Discard:
    card: Card


@dataclass(frozen=True)
class Knock:
    """Discard ``card`` and knock (gin when the 10 cards left have no deadwood).

    ``melds`` is the knocker's own spread: the melds he shows, every other
    card of his 10 being deadwood. None shows the spread the app proposes
    (lowest deadwood; see :func:`.spread.knocker_spread`), as saves written
    before the knocker chose his spread do. Lists are accepted and stored as
    tuples.
    """

    card: Card
    melds: tuple[tuple[Card, ...], ...] | None = None

    def __post_init__(self) -> None:
        if self.melds is None:
            return
        try:
            melds = tuple(tuple(m) for m in self.melds)
        except TypeError:
            raise IllegalAction("a knocker's spread is a list of melds, each a list of cards") from None
        object.__setattr__(self, "melds", melds)


@dataclass(frozen=True)
class GoBigGin:
    """Option "big gin": all 11 cards meld right after drawing; no discard."""


@dataclass(frozen=True)
class Spread:
    """The defender's answer to a knock: his own melds and his lay-offs.

    ``layoffs`` pairs the index of one of the knocker's melds with the cards laid
    off on it. Lists are accepted and stored as tuples.
    """

    melds: tuple[tuple[Card, ...], ...] = ()
    layoffs: tuple[tuple[int, tuple[Card, ...]], ...] = ()

    def __post_init__(self) -> None:
        try:
            melds = tuple(tuple(m) for m in self.melds)
            layoffs = tuple((index, tuple(cards)) for index, cards in self.layoffs)
        except (TypeError, ValueError):
            raise IllegalAction(
                "a spread is a list of melds and a list of (meld index, cards) lay-offs"
            ) from None
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "layoffs", layoffs)


@dataclass(frozen=True)
class NextRound:
    """After a round: deal the next one (needs the random source)."""


Action = Union[TakeUpcard, PassUpcard, DrawStock, DrawDiscard, Discard, Knock, GoBigGin, Spread, NextRound]
