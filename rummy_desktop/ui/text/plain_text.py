"""Labels that show their text as it is, never as rich text.

A ``QLabel`` guesses whether its text is HTML (``Qt::mightBeRichText``): a sentence
holding a player's name such as "<b>Bo</b>" would be drawn bold, and "<img src=…>"
would load a picture. Every label that may show a name, or other text a player typed
or a file gave, is made by :func:`plain_label`. A button reads a single "&" as the mark
of its shortcut key instead: a name goes on a button through :func:`button_literal`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

__all__ = ["button_literal", "heading_label", "plain_label"]


def plain_label(text: str = "") -> QLabel:
    """A label that shows ``text`` (and any text set later) character for character."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def heading_label() -> QLabel:
    """A plain label in bold, a fifth larger than the window's text: the title line of a panel."""
    label = plain_label()
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.2)
    label.setFont(font)
    return label


def button_literal(text: str) -> str:
    """``text`` for a place in a button's label, each "&" shown rather than taken for a shortcut key's mark."""
    return text.replace("&", "&&")
