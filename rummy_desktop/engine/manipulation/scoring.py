"""Scoring a round and ending the game (the rules page assets/rules/manipulation.en.html, "Scoring a round", "End of the game").

A round: the player with the fewest points in hand wins and scores the sum of
the differences against every other player (with two players, simply the
difference). Ties: every player tied for fewest wins except the knocker, who
wins only alone with the fewest. A winner who is not the knocker scores the
10-point undercut bonus (only when somebody knocked; going out counts as
knocking with 0); a winner who went out scores 25 more.

The game: once anyone has 150 or more, each such player scores 100 and every
*other* player scores 25 per round won; the most points wins and equal totals
share. The option "round bonus for every player" gives the 25 per round won to
the players who reached 150 as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card, card_points, check_copies
from .rules import KNOCK_LIMIT, check_player_count, packs_and_jokers

__all__ = [
    "RoundResult",
    "GameResult",
    "UNDERCUT_BONUS",
    "GOING_OUT_BONUS",
    "TARGET_BONUS",
    "ROUND_WON_BONUS",
    "hand_points",
    "round_winners",
    "score_round_detailed",
    "score_round",
    "game_result",
    "end_of_game_bonuses",
]

UNDERCUT_BONUS = 10
GOING_OUT_BONUS = 25
TARGET_BONUS = 100
ROUND_WON_BONUS = 25

Bonus = tuple[int, str, int]
"""(seat, what the bonus is for in words, points)."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended and what each seat scores for it.

    ``stock_exhausted`` is true when the round ended because the last turns
    after the stock ran out were all played (a player going out in one of
    those turns ends the round by going out instead).
    """

    hands: tuple[tuple[Card, ...], ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]
    scored: tuple[int, ...]
    bonuses: tuple[Bonus, ...]
    knocker: int | None
    went_out: int | None
    stock_exhausted: bool


@dataclass(frozen=True, slots=True)
class GameResult:
    """End-of-game bonuses, the totals after them, and the seats that share the win."""

    bonuses: tuple[Bonus, ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]


def hand_points(cards: Sequence[Card]) -> int:
    """What a hand counts against its player: joker 25, K Q J 10, 2-10 face value, ace 1."""
    return sum(card_points(c) for c in cards)


def round_winners(points: Sequence[int], knocker: int | None) -> tuple[int, ...]:
    """Every seat tied for fewest points, except a knocker who is not alone there."""
    low = min(points)
    tied = [seat for seat, p in enumerate(points) if p == low]
    if knocker in tied and len(tied) > 1:
        tied.remove(knocker)
    return tuple(tied)


def _went_out(hands: tuple[tuple[Card, ...], ...], knocker: int | None, stock_exhausted: bool) -> int | None:
    """The seat that went out (None if nobody), after checking the round could end this way."""
    n = len(hands)
    if knocker is not None and (type(knocker) is not int or not 0 <= knocker < n):
        raise ValueError(f"the knocker must be a seat from 0 to {n - 1} or None, not {knocker!r}")
    empty = [seat for seat, hand in enumerate(hands) if not hand]
    if len(empty) > 1:
        raise ValueError(f"seats {empty} have no cards, but the round ends as soon as one player goes out")
    went_out = empty[0] if empty else None
    if stock_exhausted and (knocker is not None or went_out is not None):
        raise ValueError("a round that ended because the stock ran out had nobody knock or go out")
    if went_out is not None and knocker not in (None, went_out):
        raise ValueError(f"seat {went_out} went out, which is the knock; seat {knocker} cannot have knocked")
    if knocker is not None and hand_points(hands[knocker]) > KNOCK_LIMIT:
        raise ValueError(
            f"seat {knocker} holds {hand_points(hands[knocker])} points: "
            f"knocking needs {KNOCK_LIMIT} points or less"
        )
    return went_out


def score_round_detailed(
    hands: Sequence[Sequence[Card]], knocker: int | None, *, stock_exhausted: bool = False
) -> RoundResult:
    """Score a finished round: the cards left in each hand, and who knocked (None: nobody).

    A player with no cards left went out, which counts as the knock. Equal
    cards in different hands are different physical cards, as many as the
    game's packs hold (one pack and 1 joker for 2 players, two and 2 for 3 to
    5). Raises ``ValueError`` for a round that cannot have ended this way, or
    naming a card given more often than that.
    """
    frozen_hands = tuple(tuple(hand) for hand in hands)
    check_copies(frozen_hands, *packs_and_jokers(check_player_count(len(frozen_hands))))
    went_out = _went_out(frozen_hands, knocker, stock_exhausted)
    if went_out is not None:
        knocker = went_out
    points = tuple(hand_points(hand) for hand in frozen_hands)
    winners = round_winners(points, knocker)
    bonuses: list[Bonus] = []
    for seat in winners:
        if knocker is not None and seat != knocker:
            bonuses.append((seat, "undercut", UNDERCUT_BONUS))
        if seat == went_out:
            bonuses.append((seat, "going out", GOING_OUT_BONUS))
    scored = [0] * len(points)
    for seat in winners:
        scored[seat] = sum(p - points[seat] for p in points)
    for seat, _, amount in bonuses:
        scored[seat] += amount
    return RoundResult(
        hands=frozen_hands,
        points=points,
        winners=winners,
        scored=tuple(scored),
        bonuses=tuple(bonuses),
        knocker=knocker,
        went_out=went_out,
        stock_exhausted=stock_exhausted,
    )


def score_round(hands: Sequence[Sequence[Card]], knocker: int | None) -> list[int]:
    """Points each player scores this round (scripting API); see :func:`score_round_detailed`."""
    return list(score_round_detailed(hands, knocker).scored)


def _check_totals(totals: Sequence[int], rounds_won: Sequence[int]) -> None:
    if len(totals) != len(rounds_won):
        raise ValueError(f"{len(totals)} totals but {len(rounds_won)} counts of rounds won")
    check_player_count(len(totals))
    for what, values in (("total", totals), ("rounds won", rounds_won)):
        for value in values:
            if type(value) is not int or value < 0:
                raise ValueError(f"a {what} must be a whole number of 0 or more, not {value!r}")


def game_result(
    totals: Sequence[int], rounds_won: Sequence[int], target: int = 150, *, round_bonus_for_all: bool = False
) -> GameResult:
    """The end of the game: bonuses, final scores and winners, from the round totals.

    Each player who reached ``target`` scores 100; each player who did not
    scores 25 per round won (with ``round_bonus_for_all``, every player does).
    """
    _check_totals(totals, rounds_won)
    bonuses: list[Bonus] = []
    for seat, total in enumerate(totals):
        if total >= target:
            bonuses.append((seat, f"reached {target}", TARGET_BONUS))
    for seat, won in enumerate(rounds_won):
        if won and (round_bonus_for_all or totals[seat] < target):
            bonuses.append((seat, "rounds won", ROUND_WON_BONUS * won))
    final = list(totals)
    for seat, _, amount in bonuses:
        final[seat] += amount
    best = max(final)
    return GameResult(
        bonuses=tuple(bonuses),
        final_scores=tuple(final),
        winners=tuple(seat for seat, total in enumerate(final) if total == best),
    )


def end_of_game_bonuses(
    totals: Sequence[int], rounds_won: Sequence[int], target: int = 150, *, round_bonus_for_all: bool = False
) -> list[int]:
    """Bonus each player gets at the end of the game (scripting API).

    100 for reaching 150; 25 per round won for each player who did not reach
    it (for every player with ``round_bonus_for_all``). See :func:`game_result`.
    """
    bonus = [0] * len(totals)
    for seat, _, amount in game_result(totals, rounds_won, target, round_bonus_for_all=round_bonus_for_all).bonuses:
        bonus[seat] += amount
    return bonus
