"""The status line: whose turn it is and what the person at this computer may do now."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.engine.manipulation.rules import MAX_DRAWS

from .text.game_log_text import about

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
        return fill(translate("TurnStatus", "Round %1 is over. Click Next round to deal the next one."),
                    state.round_number)
    seat = state.current
    if seat != controller.seat:
        return _playing(names[seat])
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
        return fill(template, drawn, MAX_DRAWS)
    if state.phase is Phase.KNOCK_DECISION:
        return fill(translate("TurnStatus", "Your turn is over with %1 points in hand: Knock to end the round now, "
                                            "or End turn to play on."), state.hand_points(seat))
    return fill(translate("TurnStatus", "Last turns (the stock ran out; %1 to play): meld, or end your turn without "
                                        "melding."), state.final_turns_left)


def _playing(name: str) -> str:
    """Whose turn it is, when it is not the turn of the person the status line is for."""
    translate = QCoreApplication.translate
    return about(name, translate("TurnStatus", "You are playing…"),
                 fill(translate("TurnStatus", "%1 is playing…"), name))


def gin_turn_status(state: gin.GinState, viewer: int | None, names: Sequence[str]) -> str:
    """The Gin status line for the person at ``viewer`` (None: no person's turn is on view)."""
    translate = QCoreApplication.translate
    if state.is_game_over:
        return translate("TurnStatus", "The game is over. Choose Game ▸ New to play again.")
    if state.is_round_over:
        return translate("TurnStatus", "The round is over. Click Next round to deal the next one.")
    seat = state.current
    if seat != viewer:
        return _playing(names[seat])
    phase = state.phase
    if phase is gin.Phase.UPCARD_OFFER and state.upcard_passes < 2:
        return fill(translate("TurnStatus", "Your turn: take the upcard %1, or pass."), state.upcard.pretty)
    if phase in (gin.Phase.UPCARD_OFFER, gin.Phase.DRAW):
        return translate("TurnStatus", "Your turn: draw from the stock or take the top of the discard pile.")
    if phase is gin.Phase.DISCARD:
        if state.knock_limit == 0:
            return translate("TurnStatus", "Your turn: discard a card, or go gin (no knocking this round).")
        return fill(translate("TurnStatus", "Your turn: discard a card, or knock with at most %1 deadwood."),
                    state.knock_limit)
    knocker = names[state.knocker if state.knocker is not None else 1 - seat]
    return about(knocker,
                 translate("TurnStatus", "You knocked: spread your melds and lay off what you can, then press Done."),
                 fill(translate("TurnStatus", "%1 knocked: spread your melds and lay off what you can, then press "
                                              "Done."), knocker))
