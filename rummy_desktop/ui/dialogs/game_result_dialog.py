"""The end of a game: the final bonuses, the final scores and the winners; "Play again" or "Close".

Built from the engines' game results: Manipulation's (100 for reaching the
target, 25 per round won to the others or, with the option "round bonus for
every player", to everybody; shared wins) and Gin's, one game or Hollywood's
three (game, box and shutout bonuses when the Hoyle option is on).
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from rummy_desktop.controller.game_outcome import State
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.manipulation.scoring import ROUND_WON_BONUS, TARGET_BONUS

from ..assist.names_in_words import names_in_words
from ..text.game_log_text import about, listed, shown_name
from ..text.plain_text import plain_label
from .result_reports import GameReport, GameTable
from .result_words import game_words
from .round_result_dialog import bonus_text, heading, review_button, score_grid

__all__ = ["GameReport", "GameResultDialog", "GameTable", "game_report"]


def _winners_line(names: Sequence[str], winners: Sequence[int]) -> str:
    if len(winners) == 1:
        return fill(QCoreApplication.translate("GameResultDialog", "Winner of the game: %1"), names[winners[0]])
    return fill(QCoreApplication.translate("GameResultDialog", "The win is shared: %1"),
                listed([names[seat] for seat in winners]))


def game_report(state: State, names: Sequence[str]) -> GameReport:
    """The report of a finished game, for either game (``names`` as the seats have them, "You" included)."""
    if isinstance(state, gin.GinState):
        return _gin_report(state, names)
    return _manipulation_report(state, names)


def _manipulation_report(state: manipulation.ManipulationState, names: Sequence[str]) -> GameReport:
    result = state.game_result
    if result is None:
        raise ValueError("the game is not over")
    reached = [names[seat] for seat, total in enumerate(state.scores) if total >= state.rules.target]
    details = (_reached_line(reached, state.rules.target), _bonus_line(state.rules))
    shown = [shown_name(name) for name in names]
    rows = []
    for seat, name in enumerate(shown):
        bonuses = [bonus_text(what, amount) for who, what, amount in result.bonuses if who == seat]
        rows.append((name, str(state.scores[seat]), str(state.rounds_won[seat]), listed(bonuses) or "—",
                     str(result.final_scores[seat])))
    table = GameTable("", tuple(rows), tuple(seat in result.winners for seat in range(len(shown))))
    return GameReport(_winners_line(shown, result.winners), details, (table,))


def _bonus_line(rules: manipulation.ManipulationRules) -> str:
    """Who scores which bonus at the end, naming the option "round bonus for every player" when it is on."""
    if rules.round_bonus_for_all:
        template = QCoreApplication.translate(
            "GameResultDialog",
            "Reaching %1 earns %2 points. Round bonus for every player (an option of this game): "
            "every player earns %3 for each round won, those who reached %1 too.")
    else:
        template = QCoreApplication.translate(
            "GameResultDialog",
            "Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.")
    return fill(template, rules.target, TARGET_BONUS, ROUND_WON_BONUS)


def _reached_line(reached: Sequence[str], target: int) -> str:
    """Who reached the target score (one or more players), ending the game."""
    translate = QCoreApplication.translate
    template = fill(translate("GameResultDialog", "%1 reached %2: the game is over."),
                    listed(shown_name(name) for name in reached), target)
    if len(reached) != 1:
        return template
    return about(reached[0], fill(translate("GameResultDialog", "You reached %1: the game is over."), target),
                 template)


def _gin_report(state: gin.GinState, names: Sequence[str]) -> GameReport:
    result = state.game_result
    if result is None:
        raise ValueError("the game is not over")
    shown = [shown_name(name) for name in names]
    details = []
    if not state.rules.hoyle_bonuses:
        details.append(QCoreApplication.translate(
            "GameResultDialog", "Hoyle bonuses are off: the final scores are the points of the rounds."))
    tables = []
    for game in result.games:
        rows = []
        for seat, name in enumerate(shown):
            bonuses = [bonus_text(bonus.name, bonus.amount) for bonus in game.bonuses if bonus.seat == seat]
            rows.append((name, str(game.points[seat]), str(game.rounds_won[seat]), listed(bonuses) or "—",
                         str(game.final[seat])))
        title = ""
        if len(result.games) > 1:
            title = fill(QCoreApplication.translate("GameResultDialog", "Game %1: won by %2"),
                         game.game + 1, shown[game.winner])
        tables.append(GameTable(title, tuple(rows), tuple(seat == game.winner for seat in (0, 1))))
    if len(result.games) == 1:
        return GameReport(_winners_line(shown, result.winners), tuple(details), tuple(tables))
    details.insert(0, QCoreApplication.translate(
        "GameResultDialog", "The match goes to the higher net total: the margins of the games each player won, "
                            "bonuses included, added up."))
    match = GameTable("", tuple((shown[seat], str(result.games_won[seat]), str(result.net_results[seat]))
                                for seat in (0, 1)),
                      tuple(seat in result.winners for seat in (0, 1)))
    return GameReport(_match_headline(result, shown), tuple(details), tuple(tables), match)


def _match_headline(result: gin.GameResult, names: Sequence[str]) -> str:
    """The Hollywood match's winner, the one ahead on the net total (shared at equal totals)."""
    translate = QCoreApplication.translate
    if result.winner is None:
        return fill(translate("GameResultDialog", "The match is shared: %1 (equal net totals)"),
                    listed(names[seat] for seat in result.winners))
    return fill(translate("GameResultDialog", "Winner of the match: %1"), names[result.winner])


class GameResultDialog(QDialog):
    """The final result; "Play again" accepts, "Close" rejects."""

    def __init__(self, state: State, names: Sequence[str], parent: QWidget | None = None,
                 review: Callable[[QWidget], object] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.report = game_report(state, names)
        layout = QVBoxLayout(self)
        self.headline = heading(self.report.headline, 1.4)
        self.headline.setAccessibleName(game_words(self.report))   # the tables in words, for screen readers
        layout.addWidget(self.headline)
        for line in self.report.details:
            detail = plain_label(line)
            detail.setWordWrap(True)
            layout.addWidget(detail)
        self.match = None
        if self.report.match is not None:
            layout.addWidget(heading(self.tr("Match")))
            self.match = score_grid([self.tr("Player"), self.tr("Games won"), self.tr("Net total")],
                                    self.report.match.rows, self.report.match.winners)
            layout.addWidget(self.match)
        headers = [self.tr("Player"), self.tr("Points"), self.tr("Rounds won"), self.tr("Bonuses"),
                   self.tr("Final score")]
        self.tables = []
        for table in self.report.tables:
            grid = score_grid(headers, table.rows, table.winners)
            if table.title:
                title = heading(table.title)
                title.setBuddy(grid)   # said with the game's scores in the headline's words, not again
                layout.addWidget(title)
            layout.addWidget(grid)
            self.tables.append(grid)
        self.buttons = QDialogButtonBox()
        self.play_again_button = self.buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.play_again_button.setDefault(True)
        self.review_button = review_button(self, self.buttons, review)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        names_in_words(self)   # the tables' cells, browsed by a screen reader: no direction marks

    @classmethod
    def ask(cls, parent: QWidget | None, state: State, names: Sequence[str], *,
            review: Callable[[QWidget], object] | None = None) -> bool:
        """Show the final result; True when the player wants to play again (same seats and rules).
        With ``review``, a Review button calls it with the dialog (to open the review over it)."""
        return cls(state, names, parent, review).exec() == QDialog.DialogCode.Accepted
