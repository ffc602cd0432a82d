"""Points: a round (knock, gin, big gin, undercut) and a game's end (the Hoyle bonuses)."""

from __future__ import annotations

from typing import Sequence

from ..cards import Card, check_copies
from .deadwood import deadwood
from .hollywood import game_is_over
from .layoffs import best_layoff
from .results import Bonus, GameScore, ShownHand
from .rules import BIG_GIN_POINTS, BOX_BONUS, GAME_BONUS, HAND_SIZE, KNOCK_LIMIT
from .spread import shown_knocker_hand, shown_melds

__all__ = ["hand_points", "score_hand", "game_score", "knock_outcome"]


def hand_points(
    knocker_deadwood: int,
    defender_deadwood: int,
    *,
    gin_bonus: int,
    undercut_bonus: int,
    big_gin: bool = False,
) -> tuple[int, int, str | None, int]:
    """``(knocker_points, defender_points, bonus_name, bonus_amount)`` of one round.

    The defender's count is after his lay-offs (none against gin). Big gin scores
    31 plus the defender's count; gin the gin bonus plus it; otherwise the lower
    count scores the difference, and a defender whose count is equal or lower
    undercuts: the undercut bonus plus the difference.
    """
    if big_gin:
        return BIG_GIN_POINTS + defender_deadwood, 0, "big gin", BIG_GIN_POINTS
    if knocker_deadwood == 0:
        return gin_bonus + defender_deadwood, 0, "gin", gin_bonus
    if knocker_deadwood < defender_deadwood:
        return defender_deadwood - knocker_deadwood, 0, None, 0
    return 0, undercut_bonus + knocker_deadwood - defender_deadwood, "undercut", undercut_bonus


def knock_outcome(knocker_cards: Sequence[Card], defender_cards: Sequence[Card]) -> tuple[ShownHand, ShownHand]:
    """Both spreads after a knock with best play: the knocker's as resolved, the defender's optimal."""
    knocker = shown_knocker_hand(knocker_cards, defender_cards)
    if knocker.deadwood == 0:
        return knocker, shown_melds(defender_cards)
    return knocker, best_layoff(knocker.melds, defender_cards)


def score_hand(
    knocker10: Sequence[Card],
    opponent10: Sequence[Card],
    gin_bonus: int = 25,
    undercut_bonus: int = 10,
) -> tuple[int, int]:
    """``(knocker_points, opponent_points)`` of a knock, after the opponent's optimal lay-offs.

    The knocker's spread is chosen as the rules page assets/rules/gin.en.html resolves ties. Raises
    ValueError unless both hands are 10 cards and the knocker's deadwood
    allows a knock (10 or less); the one pack holds each card once, so a card
    given twice, in one hand or in both, is refused by name.
    """
    knocker10, opponent10 = list(knocker10), list(opponent10)
    if len(knocker10) != HAND_SIZE or len(opponent10) != HAND_SIZE:
        raise ValueError(f"score_hand needs two hands of {HAND_SIZE} cards")
    check_copies([knocker10, opponent10], packs=1, jokers=0)
    knocker_deadwood = deadwood(knocker10)
    if knocker_deadwood > KNOCK_LIMIT:
        raise ValueError(f"a hand with {knocker_deadwood} deadwood cannot knock (at most {KNOCK_LIMIT})")
    knocker, defender = knock_outcome(knocker10, opponent10)
    k, d, _, _ = hand_points(
        knocker.deadwood, defender.deadwood, gin_bonus=gin_bonus, undercut_bonus=undercut_bonus
    )
    return k, d


def game_score(
    game: int, points: tuple[int, int], rounds_won: tuple[int, int], *, target: int, hoyle: bool
) -> GameScore | None:
    """The result of a game once a player has reached the target in it (else None).

    Hoyle bonuses: 100 to the winner; 25 to each player per round won (they
    never count towards the target, they are added here); a winner whose
    opponent won no round doubles his whole score, bonuses included.
    """
    if not game_is_over(points, target):
        return None
    winner = 0 if points[0] >= target else 1
    bonuses: list[Bonus] = []
    if hoyle:
        bonuses.append(Bonus(winner, "game", GAME_BONUS))
        bonuses += [Bonus(seat, "box", BOX_BONUS * rounds_won[seat]) for seat in (0, 1) if rounds_won[seat]]
        if rounds_won[1 - winner] == 0:
            whole = points[winner] + sum(b.amount for b in bonuses if b.seat == winner)
            bonuses.append(Bonus(winner, "shutout", whole))
    return GameScore(game, winner, points, rounds_won, tuple(bonuses))
