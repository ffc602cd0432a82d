"""Playing Manipulation Rummy: a new game, and applying one action to a state.

Turn flow (the rules page assets/rules/manipulation.en.html, "A turn", "Ending a round"):

- ``DRAW`` --Draw--> ``MELD_OR_DRAW``; the third draw ends the turn at once.
- ``PlayMelds`` (checked by :func:`check_turn_end`) ends the turn.
- At a turn's end: an empty hand ends the round at once (going out counts as
  knocking with 0); a hand worth 5 or less goes to ``KNOCK_DECISION``;
  otherwise the next seat (``current + 1``) starts a turn.
- When the last stock card has been drawn and nobody knocked, the drawer
  finishes the turn (a needed further draw proceeds to the meld step), then
  every player has one ``FINAL_MELD`` turn without drawing or knocking,
  starting left of that player and ending with them; then hands are counted.
- After a round, the game ends once a total has reached the target (150).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..cards import Card
from .actions import Action, Draw, EndTurn, IllegalAction, Knock, NextRound, PlayMelds
from .deal import deal_round
from .permissions import refusal
from .rules import KNOCK_LIMIT, MAX_DRAWS, ManipulationRules, Phase, check_player_count
from .scoring import game_result, score_round_detailed
from .state import ManipulationState
from .turn_check import check_turn_end

__all__ = ["new_game", "apply"]


def new_game(
    num_players: int, rng: random.Random, rules: ManipulationRules = ManipulationRules()
) -> ManipulationState:
    """The first round of a game, dealt by a dealer chosen at random."""
    check_player_count(num_players)
    return deal_round(
        rules,
        num_players,
        rng.randrange(num_players),
        rng,
        scores=(0,) * num_players,
        rounds_won=(0,) * num_players,
        round_number=1,
    )


def apply(state: ManipulationState, action: Action, rng: random.Random | None = None) -> ManipulationState:
    """The state after ``action``; ``IllegalAction`` saying why if the rules refuse it.

    ``rng`` is used only by :class:`NextRound`, to shuffle.
    """
    if not isinstance(action, (Draw, PlayMelds, EndTurn, Knock, NextRound)):
        raise TypeError(f"{action!r} is not a Manipulation Rummy action")
    reason = refusal(state, type(action))
    if reason is not None:
        raise IllegalAction([reason])
    if isinstance(action, Draw):
        return _draw(state)
    if isinstance(action, PlayMelds):
        return _play(state, action.table)
    if isinstance(action, EndTurn):
        return _pass_turn(state) if state.phase is Phase.KNOCK_DECISION else _turn_over(state)
    if isinstance(action, Knock):
        return _finish_round(state, knocker=state.current, stock_exhausted=False)
    return _next_round(state, rng)


def _with_hand(state: ManipulationState, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return tuple(hand if seat == state.current else h for seat, h in enumerate(state.hands))


def _draw(state: ManipulationState) -> ManipulationState:
    drawn = replace(
        state,
        hands=_with_hand(state, state.hands[state.current] + (state.stock[-1],)),
        stock=state.stock[:-1],
        draws_this_turn=state.draws_this_turn + 1,
        phase=Phase.MELD_OR_DRAW,
    )
    return _turn_over(drawn) if drawn.draws_this_turn == MAX_DRAWS else drawn


def _play(state: ManipulationState, table: tuple[tuple[Card, ...], ...]) -> ManipulationState:
    problems = check_turn_end(state, table)
    if problems:
        raise IllegalAction([p.message for p in problems], problems)
    played = {card.key for meld in table for card in meld}
    hand = tuple(card for card in state.hands[state.current] if card.key not in played)
    return _turn_over(replace(state, hands=_with_hand(state, hand), table=table))


def _turn_over(state: ManipulationState) -> ManipulationState:
    """The current player's turn has ended (meld, third draw, or no meld possible)."""
    if not state.hands[state.current]:
        return _finish_round(state, knocker=state.current, stock_exhausted=False)
    if state.phase is Phase.FINAL_MELD:
        return _next_final_turn(state)
    if state.hand_points(state.current) <= KNOCK_LIMIT:
        return replace(state, phase=Phase.KNOCK_DECISION, draws_this_turn=0)
    return _pass_turn(state)


def _pass_turn(state: ManipulationState) -> ManipulationState:
    """The next seat's turn; once the stock is empty, the last turns start."""
    following = (state.current + 1) % state.num_players
    if state.stock:
        return replace(state, current=following, phase=Phase.DRAW, draws_this_turn=0)
    return replace(
        state, current=following, phase=Phase.FINAL_MELD, draws_this_turn=0, final_turns_left=state.num_players
    )


def _next_final_turn(state: ManipulationState) -> ManipulationState:
    left = state.final_turns_left - 1
    if not left:
        return _finish_round(state, knocker=None, stock_exhausted=True)
    return replace(state, current=(state.current + 1) % state.num_players, final_turns_left=left)


def _finish_round(state: ManipulationState, *, knocker: int | None, stock_exhausted: bool) -> ManipulationState:
    result = score_round_detailed(state.hands, knocker, stock_exhausted=stock_exhausted)
    scores = tuple(total + gained for total, gained in zip(state.scores, result.scored))
    rounds_won = tuple(won + (seat in result.winners) for seat, won in enumerate(state.rounds_won))
    over = max(scores) >= state.rules.target
    return replace(
        state,
        phase=Phase.GAME_OVER if over else Phase.ROUND_OVER,
        draws_this_turn=0,
        final_turns_left=0,
        scores=scores,
        rounds_won=rounds_won,
        knocker=result.knocker,
        round_result=result,
        game_result=(
            game_result(scores, rounds_won, state.rules.target, round_bonus_for_all=state.rules.round_bonus_for_all)
            if over
            else None
        ),
    )


def _next_round(state: ManipulationState, rng: random.Random | None) -> ManipulationState:
    if rng is None:
        raise ValueError("dealing the next round needs a random.Random to shuffle with: apply(state, NextRound(), rng)")
    return deal_round(
        state.rules,
        state.num_players,
        (state.dealer + 1) % state.num_players,
        rng,
        scores=state.scores,
        rounds_won=state.rounds_won,
        round_number=state.round_number + 1,
    )
