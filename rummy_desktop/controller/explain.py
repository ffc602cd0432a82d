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
    n = -1 if message.n is None else message.n  # -1: Qt's "no plural forms"
    try:
        text = fill_named(QCoreApplication.translate(message.context, message.template, None, n), **values)
    except (KeyError, ValueError):
        return str(message)
    return lower_first(text) if message.mid_sentence else text
