"""The engine's reasons in the player's language.

The engine words its reasons as :class:`~rummy_desktop.engine.messages.Explanation`
(English text plus a marked template and its values); :func:`explain` is the one
place they are translated, for the turn controller's messages and for the
window (status bar, refusal list, meld tooltips). It lives here rather than in
the window's package so that the controller can use it too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.placeholders import fill_named
from rummy_desktop.engine.messages import Explanation, lower_first

__all__ = ["explain"]

_QT_COUNTS = range(2**31)
"""The counts Qt takes: a C ``int``, not negative (a larger one raises OverflowError)."""

_STAND_IN = 2_000_000_000
"""Where a stand-in for a count Qt cannot take begins (see :func:`_translated`)."""


def explain(message: str) -> str:
    """``message`` in the current language: an :class:`Explanation` translated, other text as it is.

    Values that are explanations themselves are translated first; each value is set
    in a Unicode isolate in a right-to-left app (:func:`~rummy_desktop.controller.placeholders.fill_named`). An explanation with
    a count takes the plural form of its language for that count (Qt fills ``%n``). A translation
    whose placeholders do not match the template (a typo in a catalogue) must not
    stop the game, so the English text is shown instead.
    """
    if not isinstance(message, Explanation):
        return message
    values = {name: explain(value) for name, value in message.params}
    try:
        text = fill_named(_translated(message), **values)
    except (KeyError, ValueError):
        return str(message)
    return lower_first(text) if message.mid_sentence else text


def _translated(message: Explanation) -> str:
    """The template of ``message`` in the current language, its count (if it has one) filled in by Qt.

    A count Qt cannot take (only a hostile file's, such as 2**31 draws this turn) chooses the plural
    form by a stand-in Qt can take that ends in the same six digits and is as large as any count a
    plural rule tells apart (every language's rule looks at the last digits and at small counts);
    the stand-in's digits are then replaced by the count's own.
    """
    if message.n is None:
        return QCoreApplication.translate(message.context, message.template, None, -1)  # -1: no plural forms
    if message.n in _QT_COUNTS:
        return QCoreApplication.translate(message.context, message.template, None, message.n)
    stand_in = _STAND_IN + abs(message.n) % 1_000_000
    text = QCoreApplication.translate(message.context, message.template, None, stand_in)
    return text.replace(str(stand_in), str(message.n))
