"""The game log in sentences: what a seat did, read from the engine states before and after.

The person at this computer is "You" ("You draw a card."); everyone else by
name ("Anna draws a card."). :func:`describe_action` and :func:`new_game_line`
take the states of either game (Manipulation Rummy or the Gin games).
"""

from __future__ import annotations

from typing import Sequence

from rummy_desktop.engine import gin
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

__all__ = ["YOU", "describe_action", "describe_gin_action", "gin_round_summary", "new_game_line", "round_summary",
           "scores_line"]

YOU = "You"


def _verb(name: str, third_person: str, second_person: str) -> str:
    return second_person if name == YOU else third_person


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def describe_action(names: Sequence[str], seat: int, action: object, before: object, after: object) -> list[str]:
    """Sentences for the log: the action, then the end of the round if it ended there."""
    if isinstance(before, gin.GinState) and isinstance(after, gin.GinState):
        return describe_gin_action(names, seat, action, before, after)
    assert isinstance(before, ManipulationState) and isinstance(after, ManipulationState)
    return _describe_manipulation_action(names, seat, action, before, after)  # type: ignore[arg-type]


def _describe_manipulation_action(names: Sequence[str], seat: int, action: Action,
                                  before: ManipulationState, after: ManipulationState) -> list[str]:
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


def new_game_line(names: Sequence[str], state: object) -> str:
    """E.g. "New game: You, Anna, Ben. Round 1: Anna deals."."""
    if isinstance(state, gin.GinState):
        return f"New game: {', '.join(names)}. {_gin_deal_line(names, state)}"
    assert isinstance(state, ManipulationState)
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


# --- Gin, Oklahoma and Hollywood ---------------------------------------------------------------


def describe_gin_action(names: Sequence[str], seat: int, action: object,
                        before: gin.GinState, after: gin.GinState) -> list[str]:
    """The Gin sentences: what was taken, discarded, knocked, spread and laid off, then the round's end."""
    who = names[seat]
    lines: list[str] = []
    if isinstance(action, gin.TakeUpcard):
        lines.append(f"{who} {_verb(who, 'takes', 'take')} the upcard {before.discard_pile[-1].pretty}.")
    elif isinstance(action, gin.PassUpcard):
        lines.append(f"{who} {_verb(who, 'passes', 'pass')} the upcard {before.discard_pile[-1].pretty}.")
    elif isinstance(action, gin.DrawStock):
        lines.append(f"{who} {_verb(who, 'draws', 'draw')} from the stock.")
    elif isinstance(action, gin.DrawDiscard):
        lines.append(f"{who} {_verb(who, 'takes', 'take')} {before.discard_pile[-1].pretty} from the discard pile.")
    elif isinstance(action, gin.Discard):
        lines.append(f"{who} {_verb(who, 'discards', 'discard')} {action.card.pretty}.")
    elif isinstance(action, gin.Knock):
        result = after.round_result
        if result is not None and result.gin:
            lines.append(f"{who} {_verb(who, 'goes', 'go')} gin, discarding {action.card.pretty}.")
        else:
            spread = after.knocker_spread
            deadwood = spread.deadwood if spread is not None else 0
            lines.append(f"{who} {_verb(who, 'knocks', 'knock')} with {deadwood} deadwood, "
                         f"discarding {action.card.pretty}.")
    elif isinstance(action, gin.GoBigGin):
        lines.append(f"{who} {_verb(who, 'goes', 'go')} big gin with all eleven cards.")
    elif isinstance(action, gin.Spread):
        melds = "; ".join(_cards(meld) for meld in action.melds) or "no melds"
        laid = [card for _, cards in action.layoffs for card in cards]
        lines.append(f"{who} {_verb(who, 'spreads', 'spread')} {melds} and {_verb(who, 'lays', 'lay')} off "
                     f"{_cards(laid) or 'nothing'}.")
    elif isinstance(action, gin.NextRound):
        lines.append(_gin_deal_line(names, after))
    if after.is_round_over and not before.is_round_over:
        lines.append(gin_round_summary(names, after))
    return lines


def _gin_deal_line(names: Sequence[str], state: gin.GinState) -> str:
    dealer = names[state.dealer]
    line = f"{dealer} {_verb(dealer, 'deals', 'deal')}; the upcard is {state.upcard.pretty}."
    if state.rules.variant == "oklahoma":
        limit = "gin only" if state.knock_limit == 0 else f"knock with at most {state.knock_limit}"
        line += f" This round: {limit}{', scores doubled' if state.round_doubled else ''}."
    return line


def gin_round_summary(names: Sequence[str], state: gin.GinState) -> str:
    """E.g. "The round is over: Anna knocked and You undercut her. You score 22 (undercut bonus 10)."."""
    result = state.round_result
    assert result is not None
    if result.drawn or result.knocker is None:
        text = "The round is drawn: the stock ran down to two cards. Nobody scores."
    else:
        knocker = names[result.knocker]
        how = "went big gin" if result.big_gin else "went gin" if result.gin else "knocked"
        text = f"The round is over: {knocker} {how}."
        if result.undercut and result.defender is not None:
            text += f" {names[result.defender]} undercut."
        winner = result.winner
        if winner is not None:
            bonuses = ", ".join(f"{bonus.name} bonus {bonus.amount}" for bonus in result.bonuses)
            text += f" {names[winner]} {_verb(names[winner], 'scores', 'score')} {result.points[winner]}"
            text += f" ({bonuses})." if bonuses else "."
            if result.doubled:
                text += " The round counts double."
    if state.game_result is not None:
        text += f" The game is over: {names[state.game_result.winner]} " \
                f"{_verb(names[state.game_result.winner], 'wins', 'win')}."
    return text

