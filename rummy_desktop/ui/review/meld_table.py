"""A small card table: melds of small cards in rows, wrapped to the width it is given.

The review shows three of these side by side and above one another, so the
cards are small and each meld overlaps its cards so that only their indices
show; the review's card size control makes them larger (:meth:`set_card_width`,
the overlap grows with them). Cards played from the hand are framed, so a play
stands out on the table it made (and without colour too: the frame is thick).
Melds may carry their labels (A, B, …, as on the game's table) above them.
"""

from __future__ import annotations

from typing import Collection, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from rummy_desktop.engine.cards import Card

from ..table.card_theme import CardTheme
from ..text.game_log_text import listed_groups
from ..text.spoken import spoken_cards

__all__ = ["MeldTable"]

CARD_WIDTH = 44
"""The smallest card width, the review's first."""
LARGEST_CARD_WIDTH = 110
STEP = 18
"""How far each card of a meld sits from the one before it at the smallest width: enough to read its index."""
GAP = 10
"""Between melds, and between rows of melds."""
_MARK = QColor("#E69F00")
_DIFFERENT = QColor("#0072B2")
"""The outline of a meld unlike the other play's: blue beside the orange frames, told apart by its dashes too."""
Key = tuple[int, str, int]


class MeldTable(QWidget):
    """Melds drawn in rows (each meld left to right, as numbers read), cards in ``marked`` framed."""

    def __init__(self, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._card_width = CARD_WIDTH
        self._labels: tuple[str, ...] = ()
        self._melds: tuple[tuple[Card, ...], ...] = ()
        self._marked: frozenset[Key] = frozenset()
        self.different: tuple[tuple[Card, ...], ...] = ()
        """The melds outlined as unlike the play beside this one."""
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        return self._melds

    @property
    def labels(self) -> tuple[str, ...]:
        return self._labels

    @property
    def card_width(self) -> int:
        return self._card_width

    def set_card_width(self, width: int) -> None:
        """Draw the cards ``width`` pixels wide (:data:`CARD_WIDTH` to :data:`LARGEST_CARD_WIDTH`)."""
        self._card_width = max(CARD_WIDTH, min(width, LARGEST_CARD_WIDTH))
        self.updateGeometry()
        self.update()

    def show_melds(self, melds: Sequence[Sequence[Card]], marked: Collection[Card] = (),
                   different: Sequence[Sequence[Card]] = (), labels: Sequence[str] = ()) -> None:
        """Show ``melds``, framing the cards of ``marked`` (the cards played from hand) and outlining the
        melds of ``different`` (those the play beside this one does not hold); ``labels``, one a meld,
        name them above."""
        self._melds = tuple(tuple(meld) for meld in melds)
        self._marked = frozenset(card.key for card in marked)
        self.different = tuple(tuple(meld) for meld in different)
        self._labels = tuple(labels)
        spoken = [spoken_cards(meld) for meld in self._melds]
        if self._labels:
            spoken = [f"{label}: {cards}" for label, cards in zip(self._labels, spoken)]
        self.setAccessibleName(listed_groups(spoken))
        self.updateGeometry()
        self.update()

    @property
    def _step(self) -> int:
        return round(STEP * self._card_width / CARD_WIDTH)

    @property
    def _label_height(self) -> int:
        return self.fontMetrics().height() if self._labels else 0

    def _meld_width(self, meld: Sequence[Card] | int) -> int:
        """The width of a meld, or of one of that many cards."""
        count = meld if isinstance(meld, int) else len(meld)
        return self._card_width + self._step * max(count - 1, 0)

    def _places(self, width: int) -> list[tuple[int, int, int, int, int]]:
        """Where each meld lies, in rows no wider than ``width`` (a label above each): (meld, first card,
        end of its cards, left, top of the cards). A meld wider than a row (a hand at a large card
        size) goes on over the next rows, so no card is ever cut at the side."""
        row_height = CardTheme.height_for(self._card_width) + self._label_height
        per_row = max(1, (width - self._card_width) // self._step + 1)
        x, y = 0, self._label_height
        places = []
        for number, meld in enumerate(self._melds):
            for first in range(0, max(len(meld), 1), per_row):
                count = min(per_row, len(meld) - first)
                piece_width = self._meld_width(count)
                if x and x + piece_width > width:
                    x, y = 0, y + row_height + GAP
                places.append((number, first, first + count, x, y))
                x += piece_width + GAP
        return places

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        places = self._places(width)
        card_height = CardTheme.height_for(self._card_width)
        return (places[-1][4] if places else self._label_height) + card_height

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = 6 * (self._meld_width(4) + GAP)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # One card wide: a wider meld goes on in the next row (:meth:`_places`).
        return QSize(self._card_width, CardTheme.height_for(self._card_width) + self._label_height)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        card_width, step = self._card_width, self._step
        card_height = CardTheme.height_for(card_width)
        mirrored = self.isRightToLeft()
        labels = self._labels or ("",) * len(self._melds)
        for number, first, end, x, y in self._places(self.width()):
            meld, cards = self._melds[number], self._melds[number][first:end]
            piece_width = self._meld_width(len(cards))
            if mirrored:   # rows start at the right; each meld still reads left to right
                x = self.width() - x - piece_width
            if labels[number] and not first:
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(x, y - self._label_height, piece_width, self._label_height),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, labels[number])
            for place, card in enumerate(cards):
                left = x + place * step
                painter.drawPixmap(left, y, self._theme.pixmap(card, card_width, dpr))
                if card.key in self._marked:
                    painter.setPen(QPen(_MARK, 3))
                    painter.setBrush(QColor(0, 0, 0, 0))
                    width = card_width if place == len(cards) - 1 else step
                    painter.drawRoundedRect(QRectF(left + 1.5, y + 1.5, width - 3, card_height - 3), 3, 3)
            if meld in self.different:
                painter.setPen(QPen(_DIFFERENT, 3, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(0, 0, 0, 0))
                painter.drawRoundedRect(QRectF(x + 1.5, y + 1.5, piece_width - 3, card_height - 3), 4, 4)
        painter.end()
