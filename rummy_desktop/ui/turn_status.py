"""The status line: whose turn it is and what the person at this computer may do now."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.engine.manipulation.rules import MAX_DRAWS

from .game_log_text import shown_name

__all__ = ["turn_status", "gin_turn_status"]


def turn_status(controller: TurnController, names: Sequence[str]) -> str:
    """The Manipulation status line for the person the controller plays for."""
    translate = QCoreApplication.translate
    match = controller.match
    if not match.has_game:
        return translate("TurnStatus", "Choose Game ▸ New to start a game.")
    state = match.state
    if state.is_game_over:
        return translate("TurnStatus", "The game is over. Choose Game ▸ New to play again.")
    if state.is_round_over:
        return translate("TurnStatus", "Round %1 is over. Click Next round to deal the next one.").replace(
            "%1", str(state.round_number))
    seat = state.current
    if seat != controller.seat:
        return translate("TurnStatus", "%1 is playing…").replace("%1", shown_name(names[seat]))
    if state.phase is Phase.DRAW:
        return translate("TurnStatus", "Your turn: draw a card (click the stock, or Draw).")
    if state.phase is Phase.MELD_OR_DRAW:
        if not state.stock_count:
            return translate("TurnStatus", "Your turn: the stock is empty. Meld, or end your turn.")
        drawn = state.draws_this_turn
        if drawn == MAX_DRAWS - 1:
            template = translate("TurnStatus", "Your turn (%1 of %2 cards drawn): drag cards to rebuild the table and "
                                               "play from your hand, then End turn; or draw a third card (that ends "
                                               "the turn).")
        else:
            template = translate("TurnStatus", "Your turn (%1 of %2 cards drawn): drag cards to rebuild the table and "
                                               "play from your hand, then End turn; or draw again.")
        return template.replace("%1", str(drawn)).replace("%2", str(MAX_DRAWS))
    if state.phase is Phase.KNOCK_DECISION:
        return translate("TurnStatus", "Your turn is over with %1 points in hand: Knock to end the round now, or "
                                       "End turn to play on.").replace("%1", str(state.hand_points(seat)))
    return translate("TurnStatus", "Last turns (the stock ran out; %1 to play): meld, or end your turn without "
                                   "melding.").replace("%1", str(state.final_turns_left))


def gin_turn_status(state: gin.GinState, viewer: int | None, names: Sequence[str]) -> str:
    """The Gin status line for the person at ``viewer`` (None: no person's turn is on view)."""
    translate = QCoreApplication.translate
    if state.is_game_over:
        return translate("TurnStatus", "The game is over. Choose Game ▸ New to play again.")
    if state.is_round_over:
        return translate("TurnStatus", "The round is over. Click Next round to deal the next one.")
    seat = state.current
    if seat != viewer:
        return translate("TurnStatus", "%1 is playing…").replace("%1", shown_name(names[seat]))
    phase = state.phase
    if phase is gin.Phase.UPCARD_OFFER and state.upcard_passes < 2:
        return translate("TurnStatus", "Your turn: take the upcard %1, or pass.").replace("%1", state.upcard.pretty)
    if phase in (gin.Phase.UPCARD_OFFER, gin.Phase.DRAW):
        return translate("TurnStatus", "Your turn: draw from the stock or take the top of the discard pile.")
    if phase is gin.Phase.DISCARD:
        if state.knock_limit == 0:
            return translate("TurnStatus", "Your turn: discard a card, or go gin (no knocking this round).")
        return translate("TurnStatus", "Your turn: discard a card, or knock with at most %1 deadwood.").replace(
            "%1", str(state.knock_limit))
    return translate("TurnStatus", "%1 knocked: spread your melds and lay off what you can, then press Done.").replace(
        "%1", shown_name(names[state.knocker if state.knocker is not None else 1 - seat]))
