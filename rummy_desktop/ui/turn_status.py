"""The status line: whose turn it is and what the person at this computer may do now."""

from __future__ import annotations

from typing import Sequence

from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.engine.manipulation.rules import MAX_DRAWS

__all__ = ["turn_status"]


def turn_status(controller: TurnController, names: Sequence[str]) -> str:
    match = controller.match
    if not match.has_game:
        return "Choose Game ▸ New to start a game."
    state = match.state
    if state.is_game_over:
        return "The game is over. Choose Game ▸ New to play again."
    if state.is_round_over:
        return f"Round {state.round_number} is over. Click Next round to deal the next one."
    seat = state.current
    if seat != controller.seat:
        return f"{names[seat]} is playing…"
    if state.phase is Phase.DRAW:
        return "Your turn: draw a card (click the stock, or Draw)."
    if state.phase is Phase.MELD_OR_DRAW:
        if not state.stock_count:
            return "Your turn: the stock is empty. Meld, or end your turn."
        drawn = state.draws_this_turn
        again = "draw a third card (that ends the turn)" if drawn == MAX_DRAWS - 1 else "draw again"
        return (f"Your turn ({drawn} of {MAX_DRAWS} cards drawn): drag cards to rebuild the table and play "
                f"from your hand, then End turn; or {again}.")
    if state.phase is Phase.KNOCK_DECISION:
        return (f"Your turn is over with {state.hand_points(seat)} points in hand: Knock to end the round now, "
                f"or End turn to play on.")
    return (f"Last turns (the stock ran out; {state.final_turns_left} to play): meld, or end your turn "
            f"without melding.")
