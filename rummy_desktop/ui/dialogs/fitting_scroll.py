"""A scroll area that opens as large as its content, up to what a laptop screen has room for.

Qt's own ``QScrollArea`` asks for a fixed, font-based size whatever it holds, so a dialog built
around one opens either too small for short content or, with its minimum forced up to the
content, too tall for a 768-pixel screen (its buttons below the screen's edge). A
:class:`FittingScroll` asks for its content's natural size, no more than :data:`MOST`, and needs
only a few lines as a minimum: the dialog opens whole where it fits, and scrolls where it must.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget

__all__ = ["FittingScroll", "MOST"]

MOST = QSize(900, 540)
"""The largest a scrolling part of a dialog asks to be: with the rest of the dialog (title bar,
buttons, margins), the dialog stays within a 1024×768 screen and its desktop panel."""
_FEWEST_LINES = 6
"""The least a scrolling part may be squeezed to, in lines of text."""


class FittingScroll(QScrollArea):
    """Scrolls ``layout``'s content (vertically; across too when it is wider than ``most``, :data:`MOST` unless told)."""

    def __init__(self, layout: QLayout, parent: QWidget | None = None, *, most: QSize = MOST) -> None:
        super().__init__(parent)
        self._most = most
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        content = QWidget()
        content.setLayout(layout)
        self.setWidget(content)

    @classmethod
    def column(cls, parent: QWidget | None = None, *, most: QSize = MOST) -> tuple["FittingScroll", QVBoxLayout]:
        """A scroll area around an empty column, and the column to fill."""
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        return cls(column, parent, most=most), column

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        content = self.widget()
        assert content is not None
        wanted = content.sizeHint().expandedTo(content.minimumSizeHint())
        if content.hasHeightForWidth():
            wanted.setHeight(max(wanted.height(), content.heightForWidth(wanted.width())))
        frame = 2 * self.frameWidth()
        width = min(wanted.width(), self._most.width())
        height = min(wanted.height(), self._most.height())
        if height < wanted.height():   # the vertical scroll bar takes its width beside the content
            width += self.verticalScrollBar().sizeHint().width()
        if width < wanted.width():
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(width + frame, height + frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        content = self.widget()
        assert content is not None
        lines = self.fontMetrics().lineSpacing() * _FEWEST_LINES
        natural = self.sizeHint()
        return QSize(min(natural.width(), content.minimumSizeHint().width() + 2 * self.frameWidth()),
                     min(natural.height(), lines))
