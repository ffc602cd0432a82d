"""The review window: a person's Manipulation turns, one at a time, beside the solver's best play.

It opens at once and fills in as :class:`ReviewAnalysis` hands back each turn:
a progress bar shows how far the analysis has come, and Stop (or closing the
window) cancels it. For the turn shown: the table at the turn's start and the
hand, then the play made and the best play side by side, each with the points
it played from hand (the played cards framed); a turn where the best play was
worth more is marked with the points missed. Above, the summary: points
missed in each round and in the game. Left and Right (and the buttons) step
through the turns; in a right-to-left language the keys follow the reading
direction, as the buttons do.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai.review import TurnReview
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.engine.manipulation.replay import MeldChance
from rummy_desktop.engine.record import RoundRecord

from ..table.card_theme import CardTheme
from ..text.plain_text import plain_label
from .meld_table import MeldTable

__all__ = ["ReviewWindow"]

_MISSED_STYLE = "QLabel { background: #fdf0d5; color: #7a4a00; padding: 4px 8px; font-weight: bold; }"
_GOOD_STYLE = "QLabel { background: #e3f4e6; color: #1b5e20; padding: 4px 8px; font-weight: bold; }"


def _boxed(title: str, table: MeldTable, caption: QLabel | None = None) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    if caption is not None:
        layout.addWidget(caption)
    layout.addWidget(table, 1)
    return box


class ReviewWindow(QDialog):
    """Steps through ``seat``'s turns in ``rounds``, analysed by ``analysis`` (started here)."""

    def __init__(self, rounds: Sequence[RoundRecord], seat: int, analysis: ReviewAnalysis,
                 theme: CardTheme | None = None, parent: QWidget | None = None, *, first_round: int = 1) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review"))
        self.setObjectName("review")
        theme = theme or CardTheme()
        self.analysis = analysis
        self.turns: list[MeldChance] = []
        self.reviews: dict[int, TurnReview] = {}
        self.index = 0
        self._first_round = first_round
        self._failed = False

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)   # busy until the turns are known
        self.progress.setFormat(self.tr("%v of %m turns analysed"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.cancel)
        self.status = plain_label(self.tr("Replaying the game…"))
        self.status.setWordWrap(True)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.stop_button)

        self.summary = plain_label()
        self.summary.setWordWrap(True)
        self.heading = plain_label()
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.verdict = plain_label()
        self.verdict.setWordWrap(True)

        self.start_table = MeldTable(theme)
        self.hand = MeldTable(theme)
        self.played = MeldTable(theme)
        self.best = MeldTable(theme)
        self.played_points = plain_label()
        self.best_points = plain_label()
        top = QHBoxLayout()
        top.addWidget(_boxed(self.tr("Table at the start of the turn"), self.start_table), 3)
        top.addWidget(_boxed(self.tr("Hand"), self.hand), 2)
        plays = QHBoxLayout()
        plays.addWidget(_boxed(self.tr("Your play"), self.played, self.played_points), 1)
        plays.addWidget(_boxed(self.tr("Best play"), self.best, self.best_points), 1)

        self.previous_button = QPushButton(self.tr("Previous turn"))
        self.next_button = QPushButton(self.tr("Next turn"))
        self.previous_button.clicked.connect(self.previous_turn)
        self.next_button.clicked.connect(self.next_turn)
        for button in (self.previous_button, self.next_button, self.stop_button):
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Left and Right step through turns, never between buttons
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        navigation = QHBoxLayout()
        navigation.addWidget(self.previous_button)
        navigation.addWidget(self.next_button)
        navigation.addStretch(1)
        navigation.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(progress_row)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.heading)
        layout.addWidget(self.verdict)
        layout.addLayout(top, 2)
        layout.addLayout(plays, 3)
        layout.addLayout(navigation)
        self.resize(940, 640)

        self._connections = (
            (analysis.turns_found, self._turns_found),
            (analysis.turn_analysed, self._turn_analysed),
            (analysis.finished, self._finished),
            (analysis.failed, self._analysis_failed),
        )
        for signal, slot in self._connections:
            signal.connect(slot)
        analysis.start(rounds, seat)
        self._show_turn()

    # --- the analysis coming in -------------------------------------------------------------------

    def _turns_found(self, turns: list[MeldChance]) -> None:
        self.turns = list(turns)
        self.progress.setRange(0, len(turns))
        self.progress.setValue(0)
        first = [n for n, turn in enumerate(turns) if turn.round_number >= self._first_round]
        self.index = first[0] if first else 0
        self.status.setText(self.tr("Analysing your turns…") if turns else self.tr("You have not played a turn yet."))
        self._show_turn()

    def _turn_analysed(self, index: int, review: TurnReview) -> None:
        self.reviews[index] = review
        self.progress.setValue(len(self.reviews))
        self._show_summary()
        if index == self.index:
            self._show_turn()

    def _finished(self) -> None:
        self.stop_button.setEnabled(False)
        if self.turns:
            self.status.setText(self.tr("Every turn is analysed."))
        self.progress.setRange(0, max(len(self.turns), 1))
        self.progress.setValue(len(self.reviews) if self.turns else 1)

    def _analysis_failed(self, reason: str) -> None:
        self._failed = True
        self.stop_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status.setText(reason)

    def cancel(self) -> None:
        """Stop the analysis; the turns analysed so far stay."""
        if self.analysis.running:
            self.analysis.cancel()
            self.status.setText(self.tr("The analysis was stopped."))
        self.stop_button.setEnabled(False)

    # --- stepping through the turns ---------------------------------------------------------------

    def next_turn(self) -> None:
        if self.index + 1 < len(self.turns):
            self.index += 1
            self._show_turn()

    def previous_turn(self) -> None:
        if self.index > 0:
            self.index -= 1
            self._show_turn()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        forward, back = Qt.Key.Key_Right, Qt.Key.Key_Left
        if self.isRightToLeft():
            forward, back = back, forward
        if event.key() == forward:
            self.next_turn()
        elif event.key() == back:
            self.previous_turn()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self._detach()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Closing the window by its button or Escape cancels the analysis too."""
        self._detach()
        super().done(result)

    def _detach(self) -> None:
        """Cancel the analysis and stop listening to it: the window's owner may start another review with it."""
        self.cancel()
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self._connections = ()

    # --- showing ----------------------------------------------------------------------------------

    def _show_summary(self) -> None:
        by_round: dict[int, int] = defaultdict(int)
        for review in self.reviews.values():
            by_round[review.turn.round_number] += review.missed
        rounds = "; ".join(fill(self.tr("round %1: %2"), number, missed) for number, missed in sorted(by_round.items()))
        total = sum(by_round.values())
        self.summary.setText(fill(self.tr("Points missed in the game: %1 (%2)"), total, rounds))

    def _show_turn(self) -> None:
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index + 1 < len(self.turns))
        if not self.turns:
            self.heading.setText("")
            return
        turn = self.turns[self.index]
        self.heading.setText(fill(self.tr("Round %1, your turn %2 (%3 of %4)"), turn.round_number, turn.turn,
                                  self.index + 1, len(self.turns)))
        self.start_table.show_melds(turn.table)
        self.hand.show_melds([turn.hand])
        self.played.show_melds(turn.played or turn.table, turn.played_cards)
        self.played_points.setText(self.tr("%n points played from hand", None, turn.points) if turn.played
                                   else self.tr("No play"))
        review = self.reviews.get(self.index)
        if review is None:
            self.best.show_melds(())
            self.best_points.setText(self.tr("Not analysed yet") if not self._failed else "")
            self.verdict.setText("")
            self.verdict.setStyleSheet("")
            return
        self.best.show_melds(review.best.melds, review.best.played)
        points = self.tr("%n points played from hand", None, review.best.points)
        self.best_points.setText(points if review.best.optimal
                                 else fill(self.tr("%1 (the best found in the time given)"), points))
        if review.missed:
            self.verdict.setText(self.tr("%n points missed: the best play was worth more.", None, review.missed))
            self.verdict.setStyleSheet(_MISSED_STYLE)
        else:
            self.verdict.setText(self.tr("Best play: nothing missed."))
            self.verdict.setStyleSheet(_GOOD_STYLE)
