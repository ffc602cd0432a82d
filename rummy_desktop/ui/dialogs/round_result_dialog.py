"""The end of a round: every hand face up, each player's points, the winners, every bonus, the score sheet.

One dialog serves both games. A :class:`RoundReport` says what to show, in
the player's language; it is made from the engine's round result by
:func:`manipulation_report` (hands left, knock, going out) or
:func:`gin_report` (both spreads with melds, deadwood and the lay-offs set
beside the meld they extend, Oklahoma's upcard, Hollywood's games), and
:class:`RoundResultDialog` lays it out the same way for every game.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller.game_outcome import State
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.cards import sort_by_suit

from ..assist.names_in_words import names_in_words
from ..table.card_theme import CardTheme
from ..text.game_log_text import about, listed, shown_name
from ..text.i18n import TranslationContext
from ..text.plain_text import plain_label
from ..text.spoken import in_words, spoken_cards
from ..score_sheet import CELL, DECIDED, HEADER, RoundResult, ScoreSheet, add_cell, ruled_grid
from .fitting_scroll import FittingScroll
from .result_reports import CardGroup, RoundReport, SeatReport
from .result_words import round_headline_words, round_points_words, scores_words

__all__ = [
    "CardGroup",
    "CardStrip",
    "RoundReport",
    "RoundResultDialog",
    "SeatReport",
    "bonus_text",
    "gin_report",
    "group_widget",
    "heading",
    "manipulation_report",
    "review_button",
    "round_report",
    "score_grid",
]

CARD_WIDTH = 56
_OVERLAP_STEP = 20
"""How far each card sits from the one before it: enough to read its index."""
_MARK = QColor("#E69F00")
"""Lay-offs are framed in orange, and captioned, so they stand out without colour too."""


def bonus_text(name: str, amount: int) -> str:
    """A bonus as the player reads it, e.g. "Undercut +10", from the engine's name for it."""
    labels = {
        "undercut": QCoreApplication.translate("RoundResultDialog", "Undercut"),
        "going out": QCoreApplication.translate("RoundResultDialog", "Going out"),
        "gin": QCoreApplication.translate("RoundResultDialog", "Gin bonus"),
        "big gin": QCoreApplication.translate("RoundResultDialog", "Big gin"),
        "game": QCoreApplication.translate("RoundResultDialog", "Game bonus"),
        "box": QCoreApplication.translate("RoundResultDialog", "Box bonus"),
        "shutout": QCoreApplication.translate("RoundResultDialog", "Shutout"),
        "rounds won": QCoreApplication.translate("RoundResultDialog", "Rounds won"),
    }
    reached = re.fullmatch(r"reached (\d+)", name)
    if reached:
        label = fill(QCoreApplication.translate("RoundResultDialog", "Reached %1"), reached.group(1))
    else:
        label = labels.get(name, name)
    return fill(QCoreApplication.translate("RoundResultDialog", "%1 +%2"), label, amount)


def _winners_line(names: Sequence[str], winners: Sequence[int]) -> str:
    if not winners:
        return QCoreApplication.translate("RoundResultDialog", "Nobody wins this round.")
    if len(winners) == 1:
        return fill(QCoreApplication.translate("RoundResultDialog", "Winner of the round: %1"), names[winners[0]])
    return fill(QCoreApplication.translate("RoundResultDialog", "Winners of the round: %1"),
                listed([names[seat] for seat in winners]))


def manipulation_report(state: manipulation.ManipulationState, names: Sequence[str]) -> RoundReport:
    """The report of the round just ended in ``state`` (a Manipulation state after the round)."""
    result = state.round_result
    if result is None:
        raise ValueError("the round is not over")
    shown = [shown_name(name) for name in names]
    seats = []
    for seat, hand in enumerate(result.hands):
        went_out = QCoreApplication.translate("RoundResultDialog", "No cards left: went out.")
        seats.append(SeatReport(
            name=shown[seat],
            winner=seat in result.winners,
            groups=(CardGroup(tuple(sort_by_suit(hand))),) if hand else (),
            note="" if hand else went_out,
            count=result.points[seat],
            bonuses=tuple(bonus_text(name, amount) for who, name, amount in result.bonuses if who == seat),
            scored=result.scored[seat],
        ))
    return RoundReport(
        headline=_winners_line(shown, result.winners),
        details=(_manipulation_ending(result, names),),
        count_heading=QCoreApplication.translate("RoundResultDialog", "In hand"),
        seats=tuple(seats),
    )


class RoundEnding(TranslationContext):
    """The words of the round's report with a count (points in hand, games scored)."""


def _manipulation_ending(result: manipulation.RoundResult, names: Sequence[str]) -> str:
    """How a Manipulation round ended: who went out or knocked, or that the stock ran out."""
    translate = QCoreApplication.translate
    if result.went_out is not None:
        name = names[result.went_out]
        return about(name, translate("RoundResultDialog", "You went out."),
                     fill(translate("RoundResultDialog", "%1 went out."), name))
    if result.knocker is not None:
        name, points = names[result.knocker], result.points[result.knocker]
        return about(name, RoundEnding.tr("You knocked with %n points in hand.", None, points),
                     fill(RoundEnding.tr("%1 knocked with %n points in hand.", None, points), name))
    return translate("RoundResultDialog", "The stock ran out and nobody knocked.")


def gin_report(state: gin.GinState, names: Sequence[str]) -> RoundReport:
    """The report of the round just ended in ``state`` (a Gin, Oklahoma or Hollywood state after the round)."""
    result = state.round_result
    if result is None:
        raise ValueError("the round is not over")
    details = [_gin_ending(result, names)]
    shown = [shown_name(name) for name in names]
    if state.rules.variant == "oklahoma":
        details.append(fill(QCoreApplication.translate("RoundResultDialog", "The upcard %1 set the knock limit to %2."),
                            state.upcard.pretty, state.knock_limit))
        if result.doubled:
            details.append(QCoreApplication.translate(
                "RoundResultDialog", "The upcard is a spade: every score of this round is doubled."))
    if state.rules.games > 1 and result.games:  # none after a drawn round (or in a save from when a shut-out
        # player was locked out of the later games)
        details.append(_games_line(result.games))
    seats = tuple(_gin_seat(state, result, seat, shown) for seat in (0, 1))
    winners = () if result.winner is None else (result.winner,)
    return RoundReport(
        headline=_winners_line(shown, winners),
        details=tuple(details),
        count_heading=QCoreApplication.translate("RoundResultDialog", "Deadwood"),
        seats=seats,
    )


def _games_line(games: Sequence[int]) -> str:
    """Which of Hollywood's games (0-based) the round's points went into ("game 1", "games 1 and 2")."""
    return fill(RoundEnding.tr("The points go into games %1.", None, len(games)), listed(str(game + 1) for game in games))


def _gin_ending(result: gin.RoundResult, names: Sequence[str]) -> str:
    """How a Gin round ended, naming the knocker (and an undercutting defender) or "you"."""
    translate = QCoreApplication.translate
    if result.drawn or result.knocker is None:
        return translate(
            "RoundResultDialog", "Only two cards were left in the stock: the round is drawn and nobody scores.")
    knocker = names[result.knocker]
    if result.big_gin:
        return about(knocker, translate("RoundResultDialog", "You went big gin."),
                     fill(translate("RoundResultDialog", "%1 went big gin."), knocker))
    if result.gin:
        return about(knocker, translate("RoundResultDialog", "You went gin."),
                     fill(translate("RoundResultDialog", "%1 went gin."), knocker))
    if result.undercut:
        assert result.defender is not None
        defender = names[result.defender]
        return about(knocker, fill(translate("RoundResultDialog", "You knocked and %1 undercut."), defender),
                     about(defender, fill(translate("RoundResultDialog", "%1 knocked and you undercut."), knocker),
                           fill(translate("RoundResultDialog", "%1 knocked and %2 undercut."), knocker, defender)))
    return about(knocker, translate("RoundResultDialog", "You knocked."),
                 fill(translate("RoundResultDialog", "%1 knocked."), knocker))


def _gin_seat(state: gin.GinState, result: gin.RoundResult, seat: int, names: Sequence[str]) -> SeatReport:
    """A Gin player's cards as spread: melds, the opponent's lay-offs beside the meld they extend, deadwood."""
    other = names[1 - seat]
    if result.knocker is None:
        shown: gin.Arrangement | gin.ShownHand | None = gin.best_melds(state.hands[seat])
    else:
        shown = result.knocker_spread if seat == result.knocker else result.defender_spread
    assert shown is not None
    laid_off = dict(result.defender_spread.layoffs) if seat == result.knocker and result.defender_spread else {}
    groups = []
    for index, meld in enumerate(shown.melds):
        groups.append(CardGroup(meld))
        if index in laid_off:
            caption = fill(QCoreApplication.translate("RoundResultDialog", "laid off by %1"), other)
            groups.append(CardGroup(laid_off[index], caption, marked=True))
    if shown.deadwood_cards:
        caption = fill(QCoreApplication.translate("RoundResultDialog", "deadwood %1"), shown.deadwood)
        groups.append(CardGroup(tuple(sort_by_suit(shown.deadwood_cards)), caption))
    note = ""
    if seat == result.defender:
        laid = [card for _, cards in result.defender_spread.layoffs for card in cards] if result.defender_spread else []
        if laid:
            #: Under the defender's cards after a knock: %1 are the cards they laid off ("4♥ 8♥").
            note = fill(QCoreApplication.translate("RoundResultDialog", "Laid off %1 on the knocker's melds."),
                        " ".join(card.pretty for card in laid))
        elif result.gin or result.big_gin:
            note = QCoreApplication.translate("RoundResultDialog", "Nothing may be laid off on gin.")
    bonuses = [bonus_text(bonus.name, bonus.amount) for bonus in result.bonuses if bonus.seat == seat]
    if result.doubled and seat == result.winner:
        bonuses.append(QCoreApplication.translate("RoundResultDialog", "Oklahoma doubling ×2"))
    return SeatReport(
        name=names[seat],
        winner=seat == result.winner,
        groups=tuple(groups),
        note=note,
        count=shown.deadwood,
        bonuses=tuple(bonuses),
        scored=result.points[seat],
    )


def round_report(state: State, names: Sequence[str]) -> RoundReport:
    """The report of the round just ended, for either game."""
    if isinstance(state, gin.GinState):
        return gin_report(state, names)
    return manipulation_report(state, names)


class CardStrip(QWidget):
    """A group of cards side by side, each overlapping the one before so its index shows.

    The cards keep their order left to right in either layout direction, as
    numbers do: a run reads low to high.
    """

    def __init__(self, group: CardGroup, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = group.cards
        self.marked = group.marked
        self._theme = theme
        self._pad = 3 if group.marked else 0
        self.setAccessibleName(spoken_cards(group.cards))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        width = CARD_WIDTH + _OVERLAP_STEP * max(len(self.cards) - 1, 0)
        return QSize(width + 2 * self._pad, CardTheme.height_for(CARD_WIDTH) + 2 * self._pad)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.marked:
            painter.setPen(QPen(_MARK, 3))
            painter.setBrush(_MARK.lighter(170))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
        dpr = self.devicePixelRatioF()
        for number, card in enumerate(self.cards):
            painter.drawPixmap(self._pad + number * _OVERLAP_STEP, self._pad, self._theme.pixmap(card, CARD_WIDTH, dpr))
        painter.end()


def group_widget(group: CardGroup, theme: CardTheme) -> QWidget:
    """A group of cards with its caption underneath."""
    widget = QWidget()
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    strip = CardStrip(group, theme)
    layout.addWidget(strip, 0, Qt.AlignmentFlag.AlignHCenter)
    caption = plain_label(group.caption)
    caption.setBuddy(strip)   # it labels the cards: a screen reader does not read it as loose text
    caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
    layout.addWidget(caption)
    return widget


def _seat_widget(seat: SeatReport, theme: CardTheme) -> QWidget:
    """One player's name (a star for a winner), their cards as shown, and a note.

    The name labels the cards (or the note), so a screen reader reads it with them, not as loose text; it
    says "winner" in words where the star shows."""
    frame = QFrame()
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(0, 0, 0, 0)
    name = plain_label(fill(QCoreApplication.translate("RoundResultDialog", "★ %1"), seat.name) if seat.winner
                       else seat.name)
    #: A winner's name over their cards in the round's result, for screen readers (the star is not said).
    name.setAccessibleName(fill(QCoreApplication.translate("RoundResultDialog", "%1, winner"), seat.name)
                           if seat.winner else seat.name)
    font = name.font()
    font.setBold(True)
    name.setFont(font)
    layout.addWidget(name)
    row = QHBoxLayout()
    row.setSpacing(12)
    groups = [group_widget(group, theme) for group in seat.groups]
    for group in groups:
        row.addWidget(group)
    row.addStretch(1)
    layout.addLayout(row)
    note = None
    if seat.note:
        note = plain_label(seat.note)
        note.setAccessibleName(in_words(seat.note))
        note.setWordWrap(True)
        layout.addWidget(note)
    labelled = groups[0] if groups else note
    if labelled is not None:
        name.setBuddy(labelled)
        if labelled is not note:   # else named after the label's text, star and all
            labelled.setAccessibleName(name.accessibleName())
    return frame


def score_grid(headers: Sequence[str], rows: Sequence[Sequence[str]], highlighted: Sequence[bool]) -> QWidget:
    """A small ruled table: a header row, then one row per player (winners' rows tinted)."""
    widget, grid = ruled_grid()
    for column, text in enumerate(headers):
        add_cell(grid, 0, column, text, HEADER)
    for number, (cells, tinted) in enumerate(zip(rows, highlighted), start=1):
        for column, text in enumerate(cells):
            add_cell(grid, number, column, text, DECIDED if tinted else CELL)
    widget.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
    return widget


def heading(text: str, scale: float = 1.0) -> QLabel:
    """A bold label of its own line (a headline when ``scale`` enlarges it), shown as plain text."""
    label = plain_label(text)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def review_button(dialog: QDialog, buttons: QDialogButtonBox,
                  review: Callable[[QWidget], object] | None) -> QPushButton | None:
    """A result dialog's "Review…" button, which opens the review over the dialog; none without ``review``."""
    if review is None:
        return None
    button = buttons.addButton(QCoreApplication.translate("RoundResultDialog", "Review…"),
                               QDialogButtonBox.ButtonRole.ActionRole)
    button.setAutoDefault(False)
    button.clicked.connect(lambda: review(dialog))
    return button


class RoundResultDialog(QDialog):
    """The end of a round; "Next round" (or, after the last round, "Final result") closes it."""

    def __init__(
        self,
        state: State,
        names: Sequence[str],
        rounds: Sequence[RoundResult] = (),
        parent: QWidget | None = None,
        theme: CardTheme | None = None,
        review: Callable[[QWidget], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Round over"))
        self.report = round_report(state, names)
        theme = theme or CardTheme()
        report = self.report

        self.body, layout = FittingScroll.column()
        """Everything above the button: it scrolls on a screen too small for five hands and a long sheet."""
        self.headline = heading(report.headline, 1.4)
        self.headline.setAccessibleName(round_headline_words(report.headline, report.details))
        layout.addWidget(self.headline)
        hands = QGroupBox(self.tr("Hands"))
        for line in report.details:
            detail = plain_label(line)
            detail.setBuddy(hands)   # how the hands ended; said with the headline, not again as loose text
            detail.setWordWrap(True)
            layout.addWidget(detail)

        hands_layout = QGridLayout(hands)
        columns = 1 if len(report.seats) <= 2 else 2
        for number, seat in enumerate(report.seats):
            hands_layout.addWidget(_seat_widget(seat, theme), number // columns, number % columns)
        layout.addWidget(hands)

        points_heading = heading(self.tr("This round"))
        points_heading.setAccessibleName(round_points_words(report.seats))
        layout.addWidget(points_heading)
        self.points = score_grid(
            [self.tr("Player"), report.count_heading, self.tr("Bonuses"), self.tr("Points")],
            [[seat.name, str(seat.count), listed(seat.bonuses) or "—", str(seat.scored)] for seat in report.seats],
            [seat.winner for seat in report.seats],
        )
        layout.addWidget(self.points)

        scores_heading = heading(self.tr("Scores"))
        layout.addWidget(scores_heading)
        self.sheet = ScoreSheet()
        result = state.round_result
        assert result is not None  # round_report refused a state whose round is not over
        if not rounds or rounds[-1] != result:
            rounds = (*rounds, result)
        self.sheet.show_state(state, names, rounds)
        scores_heading.setAccessibleName(scores_words(self.sheet.accessibleDescription()))
        layout.addWidget(self.sheet)

        outer = QVBoxLayout(self)
        outer.addWidget(self.body)
        self.buttons = QDialogButtonBox()
        text = self.tr("Final result") if state.is_game_over else self.tr("Next round")
        self.next_button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.review_button = review_button(self, self.buttons, review)
        self.buttons.accepted.connect(self.accept)
        outer.addWidget(self.buttons)
        names_in_words(self)   # the tables' cells, browsed by a screen reader: no direction marks

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        state: State,
        names: Sequence[str],
        rounds: Sequence[RoundResult] = (),
        theme: CardTheme | None = None,
        *,
        review: Callable[[QWidget], object] | None = None,
    ) -> bool:
        """Show the round just ended; True when the player pressed Next round (False: closed the dialog).
        With ``review``, a Review button calls it with the dialog (to open the review over it)."""
        return cls(state, names, rounds, parent, theme, review).exec() == QDialog.DialogCode.Accepted
