"""The knocker's spread: when more than one legal spread is possible, the person picks the one to show.

The rules (assets/rules/gin.en.html): the knocker arranges his own spread; the app proposes the one with
the lowest deadwood (the tie-break is the engine's) and he may pick another
before it is final. The proposal is listed first and chosen to start with, so
one click on Knock accepts it. The dialog is also the knock's confirmation:
Cancel knocks nothing.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import Arrangement

from ..assist.names_in_words import names_in_words
from ..table.card_theme import CardTheme
from ..text.plain_text import plain_label
from ..text.game_log_text import listed_groups
from ..text.spoken import spoken_cards
from .round_result_dialog import CardGroup, group_widget

__all__ = ["SpreadDialog"]

_ROWS_WITHOUT_SCROLLING = 4
_ROW_STYLE = ("QFrame#spreadRow { border: 1px solid palette(mid); border-radius: 4px; }"
              "QFrame#spreadRow[chosen=\"true\"] { border: 2px solid palette(highlight); }")


class _SpreadRow(QFrame):
    """One spread: a radio button, then its melds and its deadwood as cards. A click anywhere picks it."""

    def __init__(self, spread: Arrangement, label: str, theme: CardTheme) -> None:
        super().__init__()
        self.spread = spread
        self.setObjectName("spreadRow")
        self.setStyleSheet(_ROW_STYLE)
        layout = QHBoxLayout(self)
        self.radio = QRadioButton(label)
        self.radio.toggled.connect(self._mark)
        layout.addWidget(self.radio)
        for meld in spread.melds:
            layout.addWidget(group_widget(CardGroup(tuple(meld)), theme))
        if spread.deadwood_cards:
            caption = fill(QCoreApplication.translate("SpreadDialog", "deadwood %1"), spread.deadwood)
            layout.addWidget(group_widget(CardGroup(spread.deadwood_cards, caption), theme))
        layout.addStretch(1)
        melds = listed_groups(spoken_cards(meld) for meld in spread.melds)
        #: A spread for screen readers: %1 its label ("Deadwood 7"), %2 its melds (in words: "four of spades, four of clubs, four of diamonds; four, five, six of hearts").
        self.radio.setAccessibleName(fill(QCoreApplication.translate("SpreadDialog", "%1: %2"), label, melds))

    def _mark(self, chosen: bool) -> None:
        """The chosen spread's frame is drawn in the highlight colour."""
        self.setProperty("chosen", chosen)
        self.style().unpolish(self)
        self.style().polish(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.radio.setChecked(True)
        super().mousePressEvent(event)


class SpreadDialog(QDialog):
    """The legal spreads of a knock, the proposal first and chosen; Knock accepts the one chosen."""

    def __init__(
        self,
        spreads: Sequence[Arrangement],
        proposal: Arrangement,
        discard: Card,
        parent: QWidget | None = None,
        theme: CardTheme | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your spread"))
        theme = theme or CardTheme()
        layout = QVBoxLayout(self)
        intro = plain_label(fill(self.tr("Knock, discarding %1: which spread do you show? Your opponent may lay "
                                         "off only on the melds you show."), discard.pretty))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        ordered = [proposal, *(spread for spread in spreads if spread != proposal)]
        self.rows: list[_SpreadRow] = []
        self._group = QButtonGroup(self)
        rows = QWidget()
        rows_layout = QVBoxLayout(rows)
        rows_layout.setContentsMargins(0, 0, 0, 0)
        for number, spread in enumerate(ordered):
            label = (fill(self.tr("Proposed: deadwood %1"), spread.deadwood) if number == 0
                     else fill(self.tr("Deadwood %1"), spread.deadwood))
            row = _SpreadRow(spread, label, theme)
            self._group.addButton(row.radio, number)
            rows_layout.addWidget(row)
            self.rows.append(row)
        self.rows[0].radio.setChecked(True)
        widest = max(row.radio.sizeHint().width() for row in self.rows)
        for row in self.rows:   # every row's cards start at the same place
            row.radio.setMinimumWidth(widest)
        if len(self.rows) > _ROWS_WITHOUT_SCROLLING:
            scroll = QScrollArea()
            scroll.setWidget(rows)
            scroll.setWidgetResizable(True)
            scroll.setMinimumHeight(rows.sizeHint().height() * _ROWS_WITHOUT_SCROLLING // len(self.rows))
            scroll.setMinimumWidth(rows.sizeHint().width() + scroll.verticalScrollBar().sizeHint().width())
            layout.addWidget(scroll)
        else:
            layout.addWidget(rows)
        self.buttons = QDialogButtonBox()
        self.knock_button = self.buttons.addButton(self.tr("Knock"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.knock_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        names_in_words(self)   # for screen readers: "discarding king of spades", no direction marks

    @property
    def choice(self) -> Arrangement:
        """The spread chosen now."""
        return self.rows[self._group.checkedId()].spread

    @classmethod
    def ask(
        cls, parent: QWidget | None, spreads: Sequence[Arrangement], proposal: Arrangement, discard: Card
    ) -> Arrangement | None:
        """The spread the person shows with a knock discarding ``discard``, or None to knock nothing."""
        dialog = cls(spreads, proposal, discard, parent)
        return dialog.choice if dialog.exec() == QDialog.DialogCode.Accepted else None
