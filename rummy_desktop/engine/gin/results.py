"""What a round and a game leave behind: spreads shown, points, bonuses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..cards import Card, card_points

__all__ = ["ShownHand", "Bonus", "RoundResult", "GameScore", "GameResult"]

Meld = tuple[Card, ...]


class ShownHand(NamedTuple):
    """A hand spread on the table: own melds, lay-offs (knocker's meld index, cards), deadwood."""

    melds: tuple[Meld, ...]
    layoffs: tuple[tuple[int, Meld], ...]
    deadwood_cards: tuple[Card, ...]

    @property
    def deadwood(self) -> int:
        return sum(card_points(c) for c in self.deadwood_cards)


@dataclass(frozen=True)
class Bonus:
    """A named bonus: ``gin``, ``big gin``, ``undercut`` in a round; ``game``, ``box``, ``shutout`` at the end."""

    seat: int
    name: str
    amount: int


@dataclass(frozen=True)
class RoundResult:
    """How a round ended.

    ``points`` is what each seat scores, doubling included; a round bonus's
    ``amount`` is also as scored (doubled in a doubled Oklahoma round).
    ``games`` lists the games (0-based columns) the points went into: always
    ``(0,)`` outside Hollywood, empty for a drawn round.
    """

    knocker: int | None
    drawn: bool = False
    gin: bool = False
    big_gin: bool = False
    undercut: bool = False
    knocker_spread: ShownHand | None = None
    defender_spread: ShownHand | None = None
    points: tuple[int, int] = (0, 0)
    bonuses: tuple[Bonus, ...] = ()
    doubled: bool = False
    games: tuple[int, ...] = ()

    @property
    def winner(self) -> int | None:
        """The seat that scored (it deals next); None after a drawn round."""
        if self.drawn:
            return None
        return 0 if self.points[0] > 0 else 1

    @property
    def defender(self) -> int | None:
        return None if self.knocker is None else 1 - self.knocker

    @property
    def knocker_deadwood(self) -> int:
        return self.knocker_spread.deadwood if self.knocker_spread else 0

    @property
    def defender_deadwood(self) -> int:
        """The defender's count after his lay-offs."""
        return self.defender_spread.deadwood if self.defender_spread else 0


@dataclass(frozen=True)
class GameScore:
    """One decided game (a column in Hollywood): round points plus the end-of-game bonuses."""

    game: int
    winner: int
    points: tuple[int, int]
    rounds_won: tuple[int, int]
    bonuses: tuple[Bonus, ...] = ()

    @property
    def final(self) -> tuple[int, int]:
        """Each seat's points with the bonuses: the final margin is their difference."""
        totals = list(self.points)
        for bonus in self.bonuses:
            totals[bonus.seat] += bonus.amount
        return totals[0], totals[1]


@dataclass(frozen=True)
class GameResult:
    """The end of the match: one game, or Hollywood's three."""

    games: tuple[GameScore, ...]

    @property
    def winner(self) -> int:
        """The seat that won the game (Hollywood: the most of the three games)."""
        won = sum(1 for g in self.games if g.winner == 0)
        return 0 if won * 2 > len(self.games) else 1
