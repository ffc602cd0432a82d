"""What the rules page assets/rules/manipulation.en.html fixes before play starts: players, packs, limits, phases.

"Players and cards": 2 players use one 52-card pack and 1 joker; 3 to 5
players use two packs and 2 jokers. "Deal": 10 cards each. "A turn": at most
three draws. "Knock": 5 points or less in hand. "End of the game": 150 points;
whoever reaches it scores 100 and every *other* player 25 per round won, or,
with the option "round bonus for every player" (off by default), everybody
scores the 25 per round won.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..limits import MAX_TARGET

__all__ = [
    "ManipulationRules",
    "Phase",
    "MIN_PLAYERS",
    "MAX_PLAYERS",
    "HAND_SIZE",
    "MAX_DRAWS",
    "KNOCK_LIMIT",
    "check_player_count",
    "packs_and_jokers",
]

MIN_PLAYERS = 2
MAX_PLAYERS = 5
HAND_SIZE = 10
MAX_DRAWS = 3
KNOCK_LIMIT = 5


@dataclass(frozen=True, slots=True)
class ManipulationRules:
    """The settings of a game: the total that ends it (150 in the rules; at most :data:`MAX_TARGET`) and who
    scores the round bonus.

    ``round_bonus_for_all`` is the option "round bonus for every player": the
    25 per round won goes to the players who reached the target as well. It
    is off by default, as the source says; games saved before the option
    existed were played with it on, and keep it (see ``serialize``).
    """

    target: int = 150
    round_bonus_for_all: bool = False

    def __post_init__(self) -> None:
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise ValueError(f"the target must be a whole number of points from 1 to {MAX_TARGET}, not {self.target!r}")
        if type(self.round_bonus_for_all) is not bool:
            raise ValueError(f"the round bonus for every player is on (True) or off (False), not {self.round_bonus_for_all!r}")


class Phase(Enum):
    """Where the game is, and so which actions it accepts.

    ``DRAW``: a turn starts; the player must draw. ``MELD_OR_DRAW``: after a
    first or second draw; the player may meld (PlayMelds) or draw again.
    ``KNOCK_DECISION``: the turn just ended with 5 points or less (and cards)
    in hand; that player knocks or ends the turn. ``FINAL_MELD``: the stock is
    exhausted; one meld-only turn each. ``ROUND_OVER`` and ``GAME_OVER`` hold
    the results.
    """

    DRAW = "draw"
    MELD_OR_DRAW = "meld_or_draw"
    KNOCK_DECISION = "knock_decision"
    FINAL_MELD = "final_meld"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


def check_player_count(num_players: object) -> int:
    """``num_players`` if it is 2 to 5, else a ``ValueError`` that says so."""
    if type(num_players) is not int or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(
            f"Manipulation Rummy is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players!r}."
        )
    return num_players


def packs_and_jokers(num_players: int) -> tuple[int, int]:
    """(packs, jokers): one pack and 1 joker for 2 players, two packs and 2 jokers for 3 to 5."""
    check_player_count(num_players)
    return (1, 1) if num_players == 2 else (2, 2)
