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

A sentence made of values alone (a Hebrew "%1 +%2": "Undercut +10") is marked right to left
(U+200F): a label lays its text out in the direction of its first letter outside isolates,
so without the mark it would set those values left to right, in English order.

A sign the template writes against a placeholder ("+%1", "%1%", "%1 %", "#{copy}") goes
into the isolate with the value: alone in its isolate a number has no direction of its own,
so right to left its sign would drift to the other side ("25+", "%45", "2#"). A translation
that wants a longer stretch kept left to right (an equation, "+%1 = %2") sets it between
the marks of a left-to-right isolate (U+2066 … U+2069).

:func:`fill` fills Qt's ``%1`` placeholders, :func:`fill_named` the named ``{card}`` ones of
the engine's explanations and the game log.
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

__all__ = ["fill", "fill_named", "isolated"]

_FIRST_STRONG_ISOLATE, _POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"
_RIGHT_TO_LEFT_MARK = "\u200f"

_SIGN_BEFORE = r"(?P<before>[+\u2212±#])?"
"""A sign written just before a placeholder: plus, minus, plus-minus, number sign."""
_SIGN_AFTER = r"(?P<after>[ \u00a0\u202f]?%(?![1-9n]))?"
"""A percent sign written just after a placeholder, maybe after a space ("45%", "45 %"), but not a placeholder."""

_NUMBERED = re.compile(_SIGN_BEFORE + r"%(?P<index>[1-9])" + _SIGN_AFTER)
_NAMED = re.compile(_SIGN_BEFORE + r"\{(?P<name>\w+)\}" + _SIGN_AFTER)


def fill(template: str, *values: str | int) -> str:
    """``template`` with each ``%n`` replaced by the n-th value; a ``%n`` with no value is left as it is."""

    def value(placeholder: re.Match[str]) -> str:
        index = int(placeholder["index"]) - 1
        return _signed(placeholder, values[index]) if index < len(values) else placeholder.group()

    return _directed(_NUMBERED, template, _NUMBERED.sub(value, template))


def fill_named(template: str, **values: object) -> str:
    """``template`` with each ``{name}`` replaced by the value of that name, set like :func:`fill`'s values.

    As ``str.format`` would, a name without a value raises :class:`KeyError` and any other
    brace (``{0:d}``, ``{x.y}``, one left open) :class:`ValueError`.
    """
    if re.search(r"[{}]", _NAMED.sub("", template)):
        raise ValueError(f"{template!r} has a brace that is no {{name}} placeholder")
    filled = _NAMED.sub(lambda placeholder: _signed(placeholder, values[placeholder["name"]]), template)
    return _directed(_NAMED, template, filled)


def _directed(placeholders: re.Pattern[str], template: str, filled: str) -> str:
    """``filled`` marked right to left, in a right-to-left app, when ``template`` has no letter of its
    own (nor a directional mark) to give the sentence a direction: only its values have letters."""
    if QGuiApplication.layoutDirection() != Qt.LayoutDirection.RightToLeft:
        return filled
    own = placeholders.sub("", template)
    if any(unicodedata.bidirectional(char) in ("L", "R", "AL") for char in own):
        return filled
    return _RIGHT_TO_LEFT_MARK + filled


def _signed(placeholder: re.Match[str], value: object) -> str:
    """``value`` with the signs the template writes against its placeholder, isolated together."""
    return isolated(f"{placeholder['before'] or ''}{value}{placeholder['after'] or ''}")


def isolated(value: str) -> str:
    """``value`` ready to go into a sentence: in a right-to-left app, between the marks of a Unicode isolate.

    The isolate takes the direction of the value's first letter ("Ada" left to right, a Hebrew
    name right to left) and left to right when it has none ("9♠", "12").
    """
    if QGuiApplication.layoutDirection() != Qt.LayoutDirection.RightToLeft:
        return value
    return f"{_FIRST_STRONG_ISOLATE}{value}{_POP_DIRECTIONAL_ISOLATE}"
