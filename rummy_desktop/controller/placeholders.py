"""Qt's numbered placeholders (``%1`` … ``%9``) of a translated template, filled in one pass.

Filling them one after another with ``str.replace`` goes wrong as soon as a value
holds a placeholder itself: a player named "50%2" would have the replacing of
``%2`` reach into the name. :func:`fill` reads the template once, like
``QString::arg`` with several arguments, so a value is never looked at again.

The template stays the first argument, so lupdate still finds the literal in
``fill(self.tr("%1 took %2"), name, card)``.

In a right-to-left app (Hebrew) each value is set in a Unicode isolate (:func:`isolated`):
a value's own direction then stays inside it. Without one, "9♠" in a Hebrew sentence is
drawn "♠9" (the suit sign is neutral and follows the sentence) and a Latin name before a
colon drifts to the wrong end of the line.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

__all__ = ["fill", "isolated"]

_FIRST_STRONG_ISOLATE, _POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: str | int) -> str:
    """``template`` with each ``%n`` replaced by the n-th value; a ``%n`` with no value is left as it is."""

    def value(placeholder: re.Match[str]) -> str:
        index = int(placeholder.group(1)) - 1
        return isolated(str(values[index])) if index < len(values) else placeholder.group()

    return _PLACEHOLDER.sub(value, template)


def isolated(value: str) -> str:
    """``value`` ready to go into a sentence: in a right-to-left app, between the marks of a Unicode isolate.

    The isolate takes the direction of the value's first letter ("Ada" left to right, a Hebrew
    name right to left) and left to right when it has none ("9♠", "12").
    """
    if QGuiApplication.layoutDirection() != Qt.LayoutDirection.RightToLeft:
        return value
    return f"{_FIRST_STRONG_ISOLATE}{value}{_POP_DIRECTIONAL_ISOLATE}"
