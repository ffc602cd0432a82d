"""The game log in sentences: what a seat did, read from the engine states before and after.

The person at this computer is "You" ("You draw a card."); everyone else by
name ("Anna draws a card.").
"""

from __future__ import annotations

from typing import Sequence

from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import (
    Action,
    Draw,
    EndTurn,
    Knock,
    ManipulationState,
    NextRound,
    Phase,
    PlayMelds,
)

__all__ = ["YOU", "describe_action", "new_game_line", "round_summary", "scores_line"]

YOU = "You"


def _verb(name: str, third_person: str, second_person: str) -> str:
    return second_person if name == YOU else third_person


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def describe_action(names: Sequence[str], seat: int, action: Action,
                    before: ManipulationState, after: ManipulationState) -> list[str]:
    """Sentences for the log: the action, then the end of the round if it ended there."""
    who = names[seat]
    lines: list[str] = []
    if isinstance(action, Draw):
        if before.draws_this_turn == 2:
            lines.append(f"{who} {_verb(who, 'draws', 'draw')} a third card; the turn is over.")
        else:
            lines.append(f"{who} {_verb(who, 'draws', 'draw')} a card.")
    elif isinstance(action, PlayMelds):
        in_hand = {card.key for card in before.hands[seat]}
        played = [card for meld in action.table for card in meld if card.key in in_hand]
        rebuilt = _rebuilt(before.table, action.table)
        tail = f" and {_verb(who, 'rebuilds', 'rebuild')} the table" if rebuilt else ""
        lines.append(f"{who} {_verb(who, 'plays', 'play')} {_cards(played)}{tail}.")
    elif isinstance(action, EndTurn):
        if before.phase is Phase.KNOCK_DECISION:
            lines.append(f"{who} {_verb(who, 'does', 'do')} not knock.")
        else:
            lines.append(f"{who} {_verb(who, 'ends', 'end')} the turn without melding.")
    elif isinstance(action, Knock):
        lines.append(f"{who} {_verb(who, 'knocks', 'knock')} with {before.hand_points(seat)} points in hand.")
    elif isinstance(action, NextRound):
        lines.append(_deal_line(names, after))
    if after.is_round_over and not before.is_round_over:
        lines.append(round_summary(names, after))
    return lines


def _rebuilt(old: Sequence[Sequence[Card]], new: Sequence[Sequence[Card]]) -> bool:
    """True when a meld was split or two melds were joined (extending melds is not rebuilding)."""
    home = {card.key: i for i, meld in enumerate(old) for card in meld}
    sources = [{home[card.key] for card in meld if card.key in home} for meld in new]
    if any(len(s) > 1 for s in sources):
        return True
    used = [i for s in sources for i in s]
    return len(used) != len(set(used))


def _deal_line(names: Sequence[str], state: ManipulationState) -> str:
    dealer = names[state.dealer]
    return f"Round {state.round_number}: {dealer} {_verb(dealer, 'deals', 'deal')}."


def new_game_line(names: Sequence[str], state: ManipulationState) -> str:
    """E.g. "New game: You, Anna, Ben. Round 1: Anna deals."."""
    return f"New game: {', '.join(names)}. {_deal_line(names, state)}"


def round_summary(names: Sequence[str], state: ManipulationState) -> str:
    """How the round ended and who scored, e.g. "Round 1 is over: Anna went out. Anna scores 54."."""
    result = state.round_result
    assert result is not None
    if result.went_out is not None:
        how = f"{names[result.went_out]} went out"
    elif result.knocker is not None:
        how = f"{names[result.knocker]} knocked"
    else:
        how = "the stock ran out"
    scored = "; ".join(
        f"{names[seat]} {_verb(names[seat], 'scores', 'score')} {result.scored[seat]}" for seat in result.winners
    )
    text = f"Round {state.round_number} is over: {how}. {scored}."
    if state.game_result is not None:
        winners = " and ".join(names[seat] for seat in state.game_result.winners)
        best = max(state.game_result.final_scores)
        text += f" The game is over: {winners} {'win' if len(state.game_result.winners) > 1 or winners == YOU else 'wins'} with {best} points."
    return text


def scores_line(names: Sequence[str], state: ManipulationState) -> str:
    """Totals so far, e.g. "You 54 · Anna 0 · Ben 12"."""
    totals = state.game_result.final_scores if state.game_result else state.scores
    return " · ".join(f"{name} {total}" for name, total in zip(names, totals))
