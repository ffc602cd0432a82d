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
    """The end of the match: one game, or Hollywood's three.

    the rules page assets/rules/gin.en.html: one game is won by the player who reached the target. A
    Hollywood match is settled on the three games' net results added together
    (each game's winner's margin, bonuses included): the one ahead on that
    total wins the match, whatever the count of games won. At equal totals
    nobody is ahead, and the match is shared.
    """

    games: tuple[GameScore, ...]

    @property
    def net_results(self) -> tuple[int, int]:
        """Each seat's games' net results added up: the margins (bonuses included) of the games it won."""
        nets = [0, 0]
        for game in self.games:
            final = game.final
            nets[game.winner] += final[game.winner] - final[1 - game.winner]
        return nets[0], nets[1]

    @property
    def games_won(self) -> tuple[int, int]:
        won = [0, 0]
        for game in self.games:
            won[game.winner] += 1
        return won[0], won[1]

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that won (one game: its winner; Hollywood: the higher net total); both when shared."""
        if len(self.games) == 1:
            return (self.games[0].winner,)
        nets = self.net_results
        return tuple(seat for seat in (0, 1) if nets[seat] == max(nets))

    @property
    def winner(self) -> int | None:
        """The one seat that won, or None when a Hollywood match is shared (equal net totals)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None
