"""The review of one Gin decision: the hand and the top of the discard pile, and every alternative valued.

Each alternative the expert level weighs, and the one chosen, is listed with
its average points of the round for the person (negative: the opponent's),
best first, the choice made tinted. A choice that lost points on average is
marked with them, a big mistake (:data:`BIG_MISTAKE` points or more) as such.
The summary gives the points lost on average in the game and the big mistakes.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from rummy_desktop.ai.gin_review import BIG_MISTAKE, DecisionReview
from rummy_desktop.controller.placeholders import fill, isolated
from rummy_desktop.engine.cards import sort_by_rank
from rummy_desktop.engine.gin import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    PassUpcard,
    TakeUpcard,
    best_melds,
)
from rummy_desktop.engine.gin.replay import GinDecision

from ..dialogs.round_result_dialog import score_grid
from ..table.card_theme import CardTheme
from ..text.i18n import number_locale
from ..text.plain_text import plain_label
from .manipulation_page import boxed
from .meld_table import MeldTable

__all__ = ["GinPage", "average_points"]

_NOTICED = 0.5
"""Average points lost below which a choice counts as the best (the guesses' noise)."""


def average_points(value: float, *, signed: bool = False) -> str:
    """An average of points to one decimal, written the way of :func:`.number_locale` (the system's regional
    format, as the statistics are: "3,2" in Albanian or Macedonian); ``signed`` puts "+" before a gain.

    In a right-to-left language the number is an isolate: alone in a table cell, a sign is no letter, so
    it would take the cell's direction and be drawn after the digits ("16.7+", "1.5-")."""
    text = number_locale().toString(value, "f", 1)
    return isolated("+" + text if signed and value >= 0 else text)


class GinPage(QWidget):
    """One decision as reviewed (see the module)."""

    def __init__(self, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand = MeldTable(theme)
        self.top_card = MeldTable(theme)
        self.alternatives_box = QVBoxLayout()
        self.alternatives: QWidget | None = None
        self.waiting = plain_label()
        self.alternatives_box.addWidget(self.waiting)
        holder = QWidget()
        holder.setLayout(self.alternatives_box)
        top = QHBoxLayout()
        top.addWidget(boxed(self.tr("Hand"), self.hand), 4)
        top.addWidget(boxed(self.tr("Top of the discard pile"), self.top_card), 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top, 1)
        layout.addWidget(boxed(self.tr("Alternatives, by the expert level's average points of the round"), holder), 2)

    def heading(self, decision: GinDecision, index: int, count: int) -> str:
        return fill(self.tr("Round %1, your decision %2 (%3 of %4)"), decision.round_number, decision.turn,
                    index + 1, count)

    def action_text(self, action: Action) -> str:
        """An alternative in words."""
        if isinstance(action, TakeUpcard):
            return self.tr("Take the upcard")
        if isinstance(action, PassUpcard):
            return self.tr("Pass the upcard")
        if isinstance(action, DrawDiscard):
            return self.tr("Draw from the discard pile")
        if isinstance(action, DrawStock):
            return self.tr("Draw from the stock")
        if isinstance(action, Discard):
            return fill(self.tr("Discard %1"), action.card.pretty)
        assert isinstance(action, Knock)
        return fill(self.tr("Knock, discarding %1"), action.card.pretty)

    def show_turn(self, decision: GinDecision, review: DecisionReview | None) -> None:
        view = decision.view
        _, melds, deadwood = best_melds(view.hand)   # as the Gin table sorts a hand "by melds"
        self.hand.show_melds([group for group in (*(sort_by_rank(meld) for meld in melds), sort_by_rank(deadwood))
                              if group])
        self.top_card.show_melds([view.discard_pile[-1:]] if view.discard_pile else [])
        if self.alternatives is not None:   # out of the layout at once: its deletion waits for the event loop
            self.alternatives_box.removeWidget(self.alternatives)
            self.alternatives.hide()
            self.alternatives.deleteLater()
            self.alternatives = None
        if review is None:
            self.waiting.setText(self.tr("Not analysed yet"))
            self.waiting.show()
            return
        self.waiting.hide()
        rows = [[self.action_text(action) + ("" if action != decision.chosen else self.tr(" (your choice)")),
                 average_points(value, signed=True)] for action, value in review.values]
        self.alternatives = score_grid([self.tr("Alternative"), self.tr("Points of the round")], rows,
                                       [action == decision.chosen for action, _ in review.values])
        # At the top of its box, where the eye comes from the hand, not floating in the middle of a tall box.
        self.alternatives_box.addWidget(self.alternatives, 0,
                                        Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)

    def entry(self, decision: GinDecision, review: DecisionReview | None) -> str:
        """The decision in the list of decisions: where it was and the points it lost on average."""
        #: A line of the review's list of decisions: %1 the round, %2 the person's decision in it.
        where = fill(self.tr("Round %1, decision %2"), decision.round_number, decision.turn)
        if review is None:
            return where
        if review.lost >= _NOTICED:
            #: %1 is the decision ("Round 1, decision 2"), %2 the average points lost ("3.2").
            return fill(self.tr("%1: %2 lost"), where, average_points(review.lost))
        return fill(self.tr("%1: best choice"), where)

    def verdict(self, review: DecisionReview) -> tuple[str, bool]:
        """The decision's verdict, and whether it marks points lost."""
        lost = average_points(review.lost)
        if review.big_mistake:
            return fill(self.tr("Big mistake: %1 points lost on average."), lost), True
        if review.lost >= _NOTICED:
            return fill(self.tr("%1 points lost on average."), lost), True
        return self.tr("Best choice."), False

    def summary(self, reviews: Sequence[DecisionReview]) -> str:
        lost = sum(review.lost for review in reviews)
        big = sum(review.big_mistake for review in reviews)
        return " ".join((fill(self.tr("Points lost on average in the game: %1."), average_points(lost)),
                         fill(self.tr("%n big mistakes (each worth %1 points or more).", None, big),
                              f"{BIG_MISTAKE:.0f}")))
