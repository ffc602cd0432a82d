"""The turn line: whose turn it is and what the person at this computer may do now; and what End turn does.

The line is a :class:`TurnLine` under the table, not a part of the status bar: a status
tip (the pointer over a button) or a message there would hide it.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.engine.manipulation.rules import MAX_DRAWS

from .table.card_item import TURN_COLOUR
from .text.game_log_text import about
from .text.i18n import TranslationContext

__all__ = ["turn_status", "gin_turn_status", "end_turn_words", "TurnLine"]

_PADDING_Y = 5
_LINE_STYLE = f"""
QLabel#turn-line {{ padding: {_PADDING_Y}px 10px; background: #e8ece9; color: #1c1c1c; }}
QLabel#turn-line[yours="true"] {{ background: {TURN_COLOUR.name()}; font-weight: bold; }}
"""


class TurnLine(QLabel):
    """The turn line, plain text; marked while it is the move of the person at this computer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn-line")
        self.setTextFormat(Qt.TextFormat.PlainText)   # names are typed by the players
        self.setWordWrap(True)
        self.setStyleSheet(_LINE_STYLE)
        self.setProperty("yours", False)
        self._hold_two_lines()

    def _hold_two_lines(self) -> None:
        """Two lines high even with one: a line that wrapped or unwrapped resized the table above it, and
        every card on it moved."""
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + _PADDING_Y * 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hold_two_lines()

    @property
    def yours(self) -> bool:
        """The line speaks to the person at this computer, whose move it is."""
        return bool(self.property("yours"))

    def show_turn(self, text: str, yours: bool) -> None:
        self.setText(text)
        if yours != self.yours:
            self.setProperty("yours", yours)
            self.style().unpolish(self)   # the style sheet reads the property again
            self.style().polish(self)


def end_turn_words(controller: TurnController) -> tuple[str, str]:
    """What End turn does now, as its tooltip says it, and as "End your turn?" asks it.

    While End turn is off because nothing was played and another draw is due, the tip is why.
    """
    translate = QCoreApplication.translate
    c = controller
    if c.can_edit and not c.can_end_turn:
        reason = explain(c.end_turn_problems()[0].message)
        return reason, reason
    if c.is_my_turn() and c.state.phase is Phase.KNOCK_DECISION:
        return (translate("TurnStatus", "End your turn without knocking, and play on"),
                translate("TurnStatus", "End your turn without knocking?"))
    if c.is_my_turn() and c.has_played:
        return (translate("TurnStatus", "Play the table as it is now and end your turn"),
                translate("TurnStatus", "Play the table as it is now and end your turn?"))
    if c.is_my_turn() and c.can_end_turn:
        return (translate("TurnStatus", "End your turn without melding"),
                translate("TurnStatus", "End your turn without melding?"))
    return (translate("TurnStatus", "Play the table as it is now, or end the turn without melding"),
            translate("TurnStatus", "End your turn?"))


class TurnStatus(TranslationContext):
    """The status line's words with a count."""


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
        if controller.has_played:   # no draw now: it would throw the changes away
            return translate("TurnStatus", "Your turn: you changed the table. Finish it and End turn, or Reset turn "
                                           "to put it back as it was.")
        drawn = state.draws_this_turn
        if drawn == MAX_DRAWS - 1:
            template = TurnStatus.tr("Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play "
                                     "from your hand, then End turn; or draw a third card (that ends the turn).",
                                     None, drawn)
        else:
            template = TurnStatus.tr("Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play "
                                     "from your hand, then End turn; or draw again.", None, drawn)
        return fill(template, MAX_DRAWS)
    if state.phase is Phase.KNOCK_DECISION:
        return TurnStatus.tr("Your turn is over with %n points in hand: Knock to end the round now, or End turn "
                             "to play on.", None, state.hand_points(seat))
    return TurnStatus.tr("Last turns (the stock ran out; %n to play): meld, or end your turn without melding.",
                         None, state.final_turns_left)


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
        return fill(translate("TurnStatus", "Your turn: take the upcard %1 (key P), or pass (key X)."), state.upcard.pretty)
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
