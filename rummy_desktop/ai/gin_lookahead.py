"""Playing a Gin round out by the hard level's own policy, on a guess of the hidden cards.

The expert's knock search (:mod:`.gin_expert`) judges a knock against playing
on by how the round ends after each. Its first playouts used the baseline's
fast habits (:mod:`.gin_playout`, still the review's); here both seats play on
as the hard level plays, through the engine itself, so a move is valued the
way the round would go between two hard players: hard's draws, discards,
feeding caution and knocks, the engine's lay-offs and scoring (Oklahoma's
doubling included). A playout costs tens of milliseconds where the
baseline's costs a fraction of one, so far fewer guesses fit in a decision;
measured decision by decision, the knocks it chose gained more all the same
(docs/strength.md, "Issue 34").

A guess of the hidden cards (the opponent's hand and the stock's order, drawn
by :func:`.gin_valuation.guess` from what the seat knows) is turned into a
whole engine state by :func:`guessed_state`: every card the seat can see stays
where it is, and only the cards it cannot see are placed.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Sequence

from rummy_desktop.ai.gin_bots import HARD_STYLE, GinPlayer, StrategicPlayer
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import Action, GinState, GinView, Phase, apply, view_for

__all__ = ["PLAYOUT_STYLE", "guessed_state", "play_on", "round_points"]

PLAYOUT_STYLE = replace(HARD_STYLE, knock_samples=8, choose_spread=False)
"""Hard's judgement with fewer sampled hands behind each knock: a playout makes many knocks, and 8 hands
tell a knock's sign nearly as well as hard's 24."""

_HIDDEN_PHASES = (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD)
"""The phases in which the opponent's hand is hidden."""

MAX_ACTIONS = 200
"""Far more actions than a round lasts (its stock holds 31 cards at the start): a bound, not a rule."""


def guessed_state(view: GinView, opponent: Sequence[Card], stock: Sequence[Card]) -> GinState:
    """The whole state the view is a part of, with ``opponent`` as the other hand and ``stock`` (top last).

    ValueError when the guess does not fit the view: the opponent's hand must hold every card he was seen
    taking and be as large as his hand, the stock as large as the stock, and no card may be in two places
    (so none the seat can see is given to the opponent or the stock); and when the opponent's hand is no
    longer hidden (a knock shown, the round over), there is nothing to guess.
    """
    if view.phase not in _HIDDEN_PHASES:
        raise ValueError(f"nothing to guess in the {view.phase.value} phase")
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[view.seat], hands[view.opponent] = tuple(view.hand), tuple(opponent)
    if len(opponent) != view.opponent_hand_count or len(stock) != view.stock_count:
        raise ValueError("the guess does not hold as many cards as the view says")
    if not set(view.opponent_taken) <= set(opponent):
        raise ValueError("the guessed hand lacks a card the opponent was seen taking")
    placed = [*view.hand, *opponent, *stock, *view.discard_pile]
    if len(set(placed)) != len(placed):
        raise ValueError("the guess places a card twice")
    takes: list[tuple[Card, ...]] = [(), ()]
    takes[view.opponent] = tuple(view.opponent_taken)
    return GinState(
        rules=view.rules,
        hands=(hands[0], hands[1]),
        stock=tuple(stock),
        discard_pile=tuple(view.discard_pile),
        upcard=view.upcard,
        dealer=view.dealer,
        current=view.current,
        phase=view.phase,
        scores=view.scores,
        rounds_won=view.rounds_won,
        upcard_passes=view.upcard_passes,
        taken_from_discard=view.taken_from_discard,
        visible_takes=(takes[0], takes[1]),
    )


def round_points(state: GinState, seat: int) -> int:
    """What the ended round gave ``seat``, less what it gave the other seat (0 for a drawn round)."""
    result = state.round_result
    if result is None:
        return 0
    return result.points[seat] - result.points[1 - seat]


def play_on(state: GinState, action: Action, seat: int, rng: random.Random,
            players: Sequence[GinPlayer] | None = None, until: float | None = None) -> int | None:
    """Play ``action`` in ``state``, then the round out by ``players`` (hard's playout style for both
    seats unless given); :func:`round_points` for ``seat``.

    None, the round unfinished, once ``time.time()`` passes ``until``: a playout takes tens of
    milliseconds, more on a loaded machine, so a search out of time drops it rather than finish it.
    """
    seats = players or (StrategicPlayer("playout", PLAYOUT_STYLE),) * 2
    state = apply(state, action)
    for _ in range(MAX_ACTIONS):
        if state.is_round_over:
            return round_points(state, seat)
        if until is not None and time.time() >= until:
            return None
        mover = state.current
        state = apply(state, seats[mover].choose(view_for(state, mover), rng))
    return 0
