"""The state of a Gin match: an immutable value; :mod:`.game` makes the next one."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..cards import Card, Suit, face_points
from .deadwood import Arrangement
from .results import GameResult, RoundResult
from .rules import KNOCK_LIMIT, GinRules

__all__ = ["Phase", "GinState"]

Hand = tuple[Card, ...]


class Phase(str, Enum):
    """Where the round stands; see :func:`.game.legal_actions` for what each allows."""

    UPCARD_OFFER = "upcard_offer"
    """First turn: the non-dealer, then the dealer, may take the upcard; if both
    pass the non-dealer must draw from the stock."""
    DRAW = "draw"
    DISCARD = "discard"
    """The player to move holds 11 cards: discard, knock, or (option) go big gin."""
    LAYOFF = "layoff"
    """After a knock that is not gin: the defender spreads and lays off."""
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class GinState:
    """Everything about a match at one moment.

    ``stock`` and ``discard_pile`` have their top card last. ``upcard`` is the
    round's first upcard (Oklahoma reads the knock limit and the doubling from
    it). ``upcard_passes`` counts the refusals of the upcard on the first turn.
    ``taken_from_discard`` is the card drawn from the discard pile this turn.
    ``visible_takes[p]`` are the cards seat p took from the discard pile in
    sight of the opponent and still holds.

    ``scores[p][g]`` and ``rounds_won[p][g]`` are seat p's points and rounds
    won in game g: one game, or three in Hollywood. They hold round points
    only; the end-of-game bonuses are in ``game_result``.

    ``knocker_spread`` is the knocker's shown hand while the defender lays off.
    """

    rules: GinRules
    hands: tuple[Hand, Hand]
    stock: Hand
    discard_pile: Hand
    upcard: Card
    dealer: int
    current: int
    phase: Phase
    scores: tuple[tuple[int, ...], tuple[int, ...]]
    rounds_won: tuple[tuple[int, ...], tuple[int, ...]]
    upcard_passes: int = 0
    taken_from_discard: Card | None = None
    visible_takes: tuple[Hand, Hand] = ((), ())
    knocker: int | None = None
    knocker_spread: Arrangement | None = None
    round_result: RoundResult | None = None
    game_result: GameResult | None = None

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the round is over (as in Manipulation)."""
        return None if self.is_round_over else self.current

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @property
    def is_round_over(self) -> bool:
        return self.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)

    @property
    def is_game_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def knock_limit(self) -> int:
        """The largest deadwood to knock with this round (0: gin only)."""
        if self.rules.variant != "oklahoma":
            return KNOCK_LIMIT
        return 0 if self.upcard.rank == 1 else face_points(self.upcard.rank)

    @property
    def round_doubled(self) -> bool:
        """Oklahoma: a spade upcard doubles every score of the round (option)."""
        return (
            self.rules.variant == "oklahoma"
            and self.rules.oklahoma_spade_doubles
            and self.upcard.suit is Suit.SPADES
        )

    def score(self, seat: int, game: int = 0) -> int:
        """Seat's round points in one game (Hollywood: game 0, 1 or 2)."""
        return self.scores[seat][game]
