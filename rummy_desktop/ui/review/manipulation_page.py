"""The review of one Manipulation turn: the table and hand it started with, the play made beside the best.

The hand is shown a suit a group, in rank order (:func:`hand_by_suit`), as a person sorts it to find runs.

The play made and the solver's best play are shown side by side as the tables
they leave, the cards played from hand framed, each with the points it played
from hand; the best play's melds in the play's order where they are the same,
and the melds in one and not the other outlined; a turn where the best play was worth more is marked with the points
missed, and a sentence says why the best play is better (:func:`why_better`:
more cards from the hand, melds taken apart, jokers freed), naming melds by the
labels shown above them (A, B, … on the starting table; a meld of a new table
keeps the label of the meld that gave it most of its cards). A draw decision of
the turn unlike the expert level's (playing at once where it would have drawn
again, or drawing again where it would have played) is said under it. The summary gives the points missed in each round and in the
game, and the draw decisions unlike the expert's.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import groupby
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGroupBox, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from rummy_desktop.ai.review import DrawRating, TurnReview
from rummy_desktop.ai.review_reasons import why_better
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card, sort_by_suit
from rummy_desktop.engine.manipulation.meld_labels import carried_labels, labels_in_order
from rummy_desktop.engine.manipulation.replay import MeldChance

from ..table.card_theme import CardTheme
from ..text.game_log_text import and_listed
from ..text.plain_text import plain_label
from .meld_table import MeldTable

__all__ = ["ManipulationPage", "boxed", "hand_by_suit", "in_the_order_of", "not_in"]

Meld = tuple[Card, ...]


def boxed(title: str, content: QWidget, caption: QLabel | None = None) -> QGroupBox:
    """``content`` in a titled box, under an optional caption; it scrolls down where the box is too low
    for it (a big table's last rows), never sideways (a :class:`MeldTable` wraps its rows)."""
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    if caption is not None:
        layout.addWidget(caption)
    scroll = QScrollArea()
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setWidget(content)
    layout.addWidget(scroll, 1)
    return box


def in_the_order_of(play: Sequence[Sequence[Card]], melds: Sequence[Sequence[Card]]) -> tuple[Meld, ...]:
    """``melds`` with those the same as a meld of ``play`` first, in ``play``'s order, then the others:
    two plays laid out alike, so what differs stands out."""
    def same(meld: Sequence[Card]) -> frozenset[tuple[object, object]]:
        return frozenset((card.key, card.declared) for card in meld)
    wanted = {same(meld): tuple(meld) for meld in melds}
    alike = [tuple(meld) for meld in play if wanted.pop(same(meld), None) is not None]   # cards in the play's order too
    return (*alike, *wanted.values())


def hand_by_suit(hand: Sequence[Card]) -> tuple[Meld, ...]:
    """A hand as a group of cards a suit (♠ ♥ ♣ ♦, ranks ascending) and its jokers last: the runs it could
    make stand side by side, and the pane spreads the groups out instead of overlapping the whole hand."""
    return tuple(tuple(cards) for _, cards in groupby(sort_by_suit(hand), key=lambda card: card.suit))


def not_in(play: Sequence[Sequence[Card]], melds: Sequence[Sequence[Card]]) -> tuple[Meld, ...]:
    """The melds of ``melds`` that ``play`` does not hold."""
    held = {frozenset((card.key, card.declared) for card in meld) for meld in play}
    return tuple(tuple(meld) for meld in melds if frozenset((card.key, card.declared) for card in meld) not in held)


class ManipulationPage(QWidget):
    """One turn as reviewed (see the module)."""

    def __init__(self, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.start_table = MeldTable(theme)
        self.hand = MeldTable(theme)
        self.played = MeldTable(theme)
        self.best = MeldTable(theme)
        self.played_points = plain_label()
        self.best_points = plain_label()
        top = QHBoxLayout()
        top.addWidget(boxed(self.tr("Table at the start of the turn"), self.start_table), 3)
        top.addWidget(boxed(self.tr("Hand"), self.hand), 2)
        plays = QHBoxLayout()
        plays.addWidget(boxed(self.tr("Your play"), self.played, self.played_points), 1)
        plays.addWidget(boxed(self.tr("Best play"), self.best, self.best_points), 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top, 2)
        layout.addLayout(plays, 3)

    def heading(self, turn: MeldChance, index: int, count: int) -> str:
        return fill(self.tr("Round %1, your turn %2 (%3 of %4)"), turn.round_number, turn.turn, index + 1, count)

    def show_turn(self, turn: MeldChance, review: TurnReview | None) -> None:
        start = labels_in_order(len(turn.table))
        start_keys = [[card.key for card in meld] for meld in turn.table]

        def labels(melds: Sequence[Sequence[Card]]) -> tuple[str, ...]:
            return carried_labels(start_keys, start, [[card.key for card in meld] for meld in melds])
        self.start_table.show_melds(turn.table, labels=start)
        self.hand.show_melds(hand_by_suit(turn.hand))
        play = turn.played or turn.table
        self.played.show_melds(play, turn.played_cards, labels=labels(play))
        self.played_points.setText(self.tr("%n points played from hand", None, turn.points) if turn.played
                                   else self.tr("No play"))
        if review is None:
            self.best.show_melds(())
            self.best_points.setText(self.tr("Not analysed yet"))
            return
        best = in_the_order_of(play, review.best.melds)
        self.best.show_melds(best, review.best.played, not_in(play, best), labels(best))
        self.played.show_melds(play, turn.played_cards, not_in(best, play), labels(play))
        points = self.tr("%n points played from hand", None, review.best.points)
        self.best_points.setText(points if review.best.optimal
                                 else fill(self.tr("%1 (the best found in the time given)"), points))

    def entry(self, turn: MeldChance, review: TurnReview | None) -> str:
        """The turn in the list of turns: where it was and the points it missed."""
        #: A line of the review's list of turns: %1 the round, %2 the person's turn in it.
        where = fill(self.tr("Round %1, turn %2"), turn.round_number, turn.turn)
        if review is None:
            return where
        if review.missed:
            #: %1 is the turn ("Round 1, turn 2").
            return fill(self.tr("%1: %n missed", None, review.missed), where)
        if review.draws_unlike_expert:
            #: %1 is the turn ("Round 1, turn 2"): its play was the best, but it drew again (or stopped drawing)
            #: where the expert level would not have.
            return fill(self.tr("%1: a draw decision unlike the expert level's"), where)
        return fill(self.tr("%1: best play"), where)

    def verdict(self, review: TurnReview) -> tuple[str, bool]:
        """The turn's verdict, and whether it marks points missed or a draw decision unlike the expert's."""
        if review.missed:
            text = " ".join([self.tr("%n points missed: the best play was worth more.", None, review.missed),
                             *self._why(review)])
        else:
            text = self.tr("Best play: nothing missed.")
        unlike = review.draws_unlike_expert
        return " ".join([text, *(self._draw_note(rating) for rating in unlike)]), bool(review.missed or unlike)

    def _why(self, review: TurnReview) -> list[str]:
        """Sentences saying what the best play does that the play made did not."""
        turn = review.turn
        because = why_better(turn.table, turn.hand, turn.played, review.best.melds)
        labels = labels_in_order(len(turn.table))

        def listed(melds: Sequence[int]) -> str:
            return and_listed([labels[i] for i in melds])
        sentences = [self.tr("It plays %n more cards from your hand.", None, because.more_cards)
                     if because.more_cards > 0 else self.tr("It plays cards worth more from your hand.")]
        if because.taken_apart:
            #: %1 lists labels of melds (A, B, …) as the review shows them above the melds.
            sentences.append(fill(self.tr("It takes apart %1, which your play left whole."),
                                  listed(because.taken_apart)))
        if because.jokers_freed:
            #: %1 lists labels of melds (A, B, …) as the review shows them above the melds.
            sentences.append(fill(self.tr("It frees the joker in %1 and uses it again."), listed(because.jokers_freed)))
        return sentences

    def _draw_note(self, rating: DrawRating) -> str:
        choice = rating.choice
        if choice.drew_again:
            #: %1 is 1 or 2 (the draws made this turn), %2 the points the best play was worth then.
            return fill(self.tr("After draw %1 you drew again where the expert level plays (the best play was "
                                "worth %2 then)."), choice.draws, rating.best_points)
        return fill(self.tr("After draw %1 you played where the expert level draws again: the best play was "
                            "worth only %2, and the stock still held %3."), choice.draws, rating.best_points,
                    choice.stock)

    def summary(self, reviews: Sequence[TurnReview]) -> str:
        by_round: dict[int, int] = defaultdict(int)
        for review in reviews:
            by_round[review.turn.round_number] += review.missed
        rounds = "; ".join(fill(self.tr("round %1: %2"), number, missed) for number, missed in sorted(by_round.items()))
        missed = fill(self.tr("Points missed in the game: %1 (%2)"), sum(by_round.values()), rounds)
        rated = [rating for review in reviews for rating in review.draws]
        if not rated:
            return missed
        unlike = sum(1 for rating in rated if not rating.agrees)
        #: %1 of %2 draw decisions (stopping after the first or second draw, or drawing again) differ from the
        #: expert level's.
        return "\n".join([missed, fill(self.tr("Draw decisions unlike the expert level's: %1 of %2."),
                                       unlike, len(rated))])
