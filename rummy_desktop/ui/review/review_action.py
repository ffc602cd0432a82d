"""Game ▸ Review…: opens the review of the game in the window, and offers it to the result dialogs.

:class:`ReviewService` owns the window's one :class:`ReviewAnalysis` (it replays
on a worker thread that lives as long as the window, and analyses in the app's
worker processes) and the menu action. The review covers the
turns of the person at the screen (:meth:`ReviewService.reviewed_seat`; after a hot-seat game, the person
chosen) in every round kept so far (Manipulation: each meld
chance; the Gin games: each draw and end of turn): from the menu, opened at the
first round; from a round's result, at that round.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QWidget

from rummy_desktop.controller.game_record import GameRecorder
from rummy_desktop.controller.match import Match
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.controller.settings import Settings

from ..table.card_theme import CardTheme
from ..text.game_log_text import shown_name
from .review_window import ReviewWindow

__all__ = ["ReviewService"]


class ReviewService(QObject):
    """The review of the window's game: the action, the analysis, and the window it opens."""

    def __init__(self, window: QWidget, match: Match, recorder: GameRecorder,
                 theme: Callable[[], CardTheme], settings: Settings | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._match = match
        self._recorder = recorder
        self._theme = theme
        self._settings = settings
        self.analysis = ReviewAnalysis(self)
        self.action = QAction(window)
        self.action.triggered.connect(lambda: self.open(window))
        self.review: ReviewWindow | None = None
        """The review window last opened (tests look at it)."""
        match.game_started.connect(lambda state: self._follow_game())
        self.retranslate()
        self._follow_game()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Review…"))
        self.action.setStatusTip(self.tr("Step through your turns beside the best play"))

    def event(self, event: QEvent) -> bool:
        """A change of language reaches this child of the window too: the action is named again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    @property
    def available(self) -> bool:
        """A game with a person in it is in the window."""
        return self._match.has_game and bool(self._match.human_seats)

    def _follow_game(self) -> None:
        self.action.setEnabled(self.available)

    def offer(self) -> Callable[[QWidget], Any] | None:
        """What a result dialog's Review button does (None: no review for this game), opened at the
        round just ended."""
        if not self.available:
            return None
        # A Manipulation turn is numbered by the engine's round, a Gin decision by the rounds kept.
        manipulation = self._match.game == "manipulation"
        round_number = self._match.state.round_number if manipulation else len(self._recorder.rounds)
        return lambda parent: self.open(parent, first_round=round_number)

    def reviewed_seat(self, parent: QWidget | None = None) -> int | None:
        """The person whose turns are reviewed: in hot-seat, during the game, the one whose turn it is
        (the pass screen gave them the screen), who sees only their own turns, never another person's
        hand; once the game is over nothing is secret, and each person may review their own: asked over
        ``parent`` (None: nobody chosen). With one person at the computer, that person."""
        humans = self._match.human_seats
        if len(humans) > 1 and self._match.state.is_game_over:
            return self._ask_whose_turns(parent, humans)
        current = self._match.state.current_player
        return current if current in humans else humans[0]

    def _ask_whose_turns(self, parent: QWidget | None, humans: tuple[int, ...]) -> int | None:
        names = [shown_name(self._match.seats[seat].name) for seat in humans]
        name, chosen = QInputDialog.getItem(parent, self.tr("Review"), self.tr("Whose turns?"), names, 0, False)
        return humans[names.index(name)] if chosen and name in names else None

    def open(self, parent: QWidget, first_round: int = 1) -> ReviewWindow | None:
        """Open the review over ``parent``; it analyses in the background and fills in."""
        if not self.available:
            return None
        seat = self.reviewed_seat(parent)
        if seat is None:
            return None
        self.review = ReviewWindow(self._recorder.rounds, seat, self.analysis, self._theme(),
                                   parent, game="manipulation" if self._match.game == "manipulation" else "gin",
                                   first_round=first_round, settings=self._settings)
        self.review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review.open()
        return self.review

    def shutdown(self) -> None:
        """Cancel the analysis and wait for the turn being searched (the window closes)."""
        self.analysis.shutdown()
