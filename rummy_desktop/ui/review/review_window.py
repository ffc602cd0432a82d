"""The review window: a person's turns of a finished round or game, one at a time, as the analysis fills in.

It opens at once and fills in as :class:`ReviewAnalysis` hands back each item
(a Manipulation turn, a Gin decision): a progress bar shows how far the
analysis has come, and Stop (or closing the window) cancels it; both go once every turn is analysed. Above, the
summary of what was missed; below, the item shown by the game's page
(:class:`ManipulationPage`, :class:`GinPage`), with its verdict marked, beside
the list of turns with the points each missed, those that missed tinted (a click shows one). Left
and Right (and the buttons) step through the items, N goes to the next one
marked; in a right-to-left language the arrows follow the reading direction,
as the buttons do. The card size control (and Ctrl++, Ctrl+-) makes the cards
of every pane larger. "Try this position" opens a Manipulation turn's position
in a puzzles window (:func:`position_puzzle`): the turn's table and hand, to
play the best play's points; solved there, it does not count in the puzzle
statistics.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai.puzzles import position_puzzle
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine.record import RoundRecord

from ..puzzles.puzzle_window import PuzzleWindow
from ..remembered_size import RememberedSize
from ..table.card_theme import CardTheme
from ..text.plain_text import heading_label, plain_label
from .gin_page import GinPage
from .manipulation_page import ManipulationPage
from .meld_table import CARD_WIDTH, LARGEST_CARD_WIDTH, MeldTable

__all__ = ["ReviewWindow"]

MISSED_BACKGROUND, MISSED_TEXT = "#fdf0d5", "#7a4a00"
"""The colours of a turn that missed points (or decided a draw unlike the expert): its verdict and list entry."""
_MISSED_STYLE = (f"QLabel {{ background: {MISSED_BACKGROUND}; color: {MISSED_TEXT}; padding: 4px 8px; "
                 "font-weight: bold; }")
_GOOD_STYLE = "QLabel { background: #e3f4e6; color: #1b5e20; padding: 4px 8px; font-weight: bold; }"


class ReviewWindow(QDialog):
    """Steps through ``seat``'s turns in ``rounds`` of ``game``, analysed by ``analysis`` (started here)."""

    def __init__(self, rounds: Sequence[RoundRecord], seat: int, analysis: ReviewAnalysis,
                 theme: CardTheme | None = None, parent: QWidget | None = None, *, game: str = "manipulation",
                 first_round: int = 1, settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review"))
        self.setObjectName("review")
        theme = theme or CardTheme()
        self._theme = theme
        self._settings = settings
        self.puzzle_window: PuzzleWindow | None = None
        """The position last opened by Try this position (tests look at it)."""
        self.analysis = analysis
        self.turns: list[Any] = []
        self.reviews: dict[int, Any] = {}
        self.index = 0
        self._first_round = first_round
        self.page: ManipulationPage | GinPage = ManipulationPage(theme) if game == "manipulation" else GinPage(theme)

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
        self.heading = heading_label()
        self.verdict = plain_label()
        self.verdict.setWordWrap(True)

        self.previous_button = QPushButton(self.tr("Previous turn"))
        self.next_button = QPushButton(self.tr("Next turn"))
        self.previous_button.clicked.connect(self.previous_turn)
        self.next_button.clicked.connect(self.next_turn)
        self.try_button = QPushButton(self.tr("&Try this position"))
        self.try_button.setToolTip(self.tr("Play this turn again as a puzzle: its table and hand, the best play's "
                                           "points to reach"))
        self.try_button.clicked.connect(self.try_position)
        self.try_button.setVisible(game == "manipulation")
        self.card_size = QSlider(Qt.Orientation.Horizontal)
        self.card_size.setRange(CARD_WIDTH, LARGEST_CARD_WIDTH)
        self.card_size.setPageStep(11)
        self.card_size.setMaximumWidth(140)
        self.card_size.valueChanged.connect(self._size_cards)
        card_size_label = QLabel(self.tr("Card si&ze:"))
        card_size_label.setBuddy(self.card_size)
        for button in (self.previous_button, self.next_button, self.stop_button, self.try_button):
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Left and Right step through turns, never between buttons
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        navigation = QHBoxLayout()
        navigation.addWidget(self.previous_button)
        navigation.addWidget(self.next_button)
        navigation.addWidget(self.try_button)
        navigation.addStretch(1)
        navigation.addWidget(card_size_label)
        navigation.addWidget(self.card_size)
        navigation.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(progress_row)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.heading)
        layout.addWidget(self.verdict)
        self.turn_list = QListWidget()
        self.turn_list.setAccessibleName(self.tr("Turns"))
        self.turn_list.setMaximumWidth(230)
        self.turn_list.setWordWrap(True)
        # The keys step through it already (Left, Right, N); with the focus it would take N as a search.
        self.turn_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.turn_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.turn_list.currentRowChanged.connect(self._row_chosen)
        body = QHBoxLayout()
        body.addWidget(self.turn_list)
        body.addWidget(self.page, 1)
        layout.addLayout(body, 1)
        layout.addLayout(navigation)
        self.remembered_size = RememberedSize(self, settings, "review_window_size")

        # Shortcuts, not keyPressEvent: a button or a list with the focus would take the arrows first.
        for key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            QShortcut(QKeySequence(key), self, lambda key=key: self._arrow(key),
                      context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence(Qt.Key.Key_N), self, self.next_mistake, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence.StandardKey.ZoomIn, self, lambda: self.card_size.triggerAction(
            QSlider.SliderAction.SliderPageStepAdd))
        QShortcut(QKeySequence.StandardKey.ZoomOut, self, lambda: self.card_size.triggerAction(
            QSlider.SliderAction.SliderPageStepSub))

        self._connections: tuple[tuple[Any, Any], ...] = (
            (analysis.turns_found, self._turns_found),
            (analysis.turn_analysed, self._turn_analysed),
            (analysis.finished, self._finished),
            (analysis.failed, self._analysis_failed),
        )
        for signal, slot in self._connections:
            signal.connect(slot)
        analysis.start(rounds, seat, game)
        self._show_turn()

    # --- the analysis coming in -------------------------------------------------------------------

    def _turns_found(self, turns: list[Any]) -> None:
        self.turns = list(turns)
        self.progress.setRange(0, len(turns))
        self.progress.setValue(0)
        first = [n for n, turn in enumerate(turns) if turn.round_number >= self._first_round]
        self.index = first[0] if first else 0
        self.turn_list.clear()
        self.turn_list.addItems([self.page.entry(turn, None) for turn in turns])
        self.status.setText(self.tr("Analysing your turns…") if turns else self.tr("You have not played a turn yet."))
        self.progress.setVisible(bool(turns))   # no "1 of 1 turns analysed" above "no turn yet"
        self._show_turn()

    def _turn_analysed(self, index: int, review: Any) -> None:
        self.reviews[index] = review
        item = self.turn_list.item(index)
        if item is not None:
            item.setText(self.page.entry(self.turns[index], review))
            if self.page.verdict(review)[1]:   # tinted as its verdict is, so the mistakes stand out in the list
                item.setBackground(QColor(MISSED_BACKGROUND))
                item.setForeground(QColor(MISSED_TEXT))
        self.progress.setValue(len(self.reviews))
        self.summary.setText(self.page.summary(list(self.reviews.values())))
        if index == self.index:
            self._show_turn()

    def _finished(self) -> None:
        self.stop_button.setEnabled(False)
        if self.turns:
            self.status.setText(self.tr("Every turn is analysed."))
        self.progress.setRange(0, max(len(self.turns), 1))
        self.progress.setValue(len(self.reviews) if self.turns else 1)
        if self.turns and len(self.reviews) == len(self.turns):
            # Nothing more to wait for or stop: the line goes to the panes (the status says it is all done).
            self.progress.hide()
            self.stop_button.hide()

    def _analysis_failed(self, reason: str) -> None:
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

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.turns) and row != self.index:
            self.index = row
            self._show_turn()

    def next_mistake(self) -> None:
        """The next turn analysed as missing points (or unlike the expert's draw), from the first again after
        the last; nothing when no other turn did."""
        count = len(self.turns)
        for step in range(1, count + 1):
            index = (self.index + step) % count
            review = self.reviews.get(index)
            if review is not None and self.page.verdict(review)[1]:
                self.index = index
                self._show_turn()
                return

    def _size_cards(self, width: int) -> None:
        for table in self.page.findChildren(MeldTable):
            table.set_card_width(width)

    def try_position(self) -> None:
        """Open the turn shown as a puzzle (once its best play is known and worth something)."""
        review = self.reviews.get(self.index)
        if review is None or not self.try_button.isEnabled():
            return
        if self.puzzle_window is not None:
            self.puzzle_window.close()
        turn = review.turn
        #: The heading of a turn of a reviewed game played again as a puzzle: %1 the round, %2 the turn.
        name = fill(self.tr("Your position of round %1, turn %2"), turn.round_number, turn.turn)
        window = PuzzleWindow(PuzzleSupply(parent=self), self._theme, self, settings=self._settings)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.play_position(position_puzzle(turn.table, turn.hand, review.best, f"review:{name}"), name)
        window.show()
        self.puzzle_window = window

    def _arrow(self, key: Qt.Key) -> None:
        """Left or Right: back or forward in the reading direction, as the buttons are laid out."""
        if (key == Qt.Key.Key_Right) != self.isRightToLeft():
            self.next_turn()
        else:
            self.previous_turn()

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

    def _show_turn(self) -> None:
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index + 1 < len(self.turns))
        if not self.turns:
            self.heading.setText("")
            return
        turn = self.turns[self.index]
        self.turn_list.setCurrentRow(self.index)
        self.heading.setText(self.page.heading(turn, self.index, len(self.turns)))
        review = self.reviews.get(self.index)
        self.try_button.setEnabled(getattr(getattr(review, "best", None), "points", 0) > 0)
        self.page.show_turn(turn, review)
        verdict = self.page.verdict(review) if review is not None else None
        if verdict is None:
            self.verdict.setText("")
            self.verdict.setStyleSheet("")
        else:
            text, missed = verdict
            self.verdict.setText(text)
            self.verdict.setStyleSheet(_MISSED_STYLE if missed else _GOOD_STYLE)
