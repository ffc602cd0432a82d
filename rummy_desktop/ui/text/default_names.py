"""The names the app gives seats ("Computer 2", "Player 3") follow the language of the moment.

The new-game dialog offers such a name in the language it is shown in, and a
save keeps it as text: a game named in Hebrew and opened in English would say
"מחשב 1" in every sentence of the log. :func:`in_current_language` recognises
a name the app made in any of its languages (the catalogues say how each one
writes it) and gives it again in the language the app speaks now; any other
name, one a person typed, stays as it is.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from rummy_desktop.resources import asset_path

__all__ = ["in_current_language"]

_CONTEXT = "NewGameDialog"
_NUMBERED = ("Computer %1", "Player %1")
_PLAIN = ("Computer",)
_CODES = ("en", "he", "sq", "mr", "mk")  # i18n.LANGUAGES (not imported: it imports the log's words)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(a name as some language writes it, the English text it translates)."""
    found: list[tuple[re.Pattern[str], str]] = []
    for code in _CODES:
        translator = QTranslator()
        if not translator.load(str(asset_path("translations", f"rummy_desktop_{code}.qm"))):
            continue
        for source in (*_NUMBERED, *_PLAIN):
            written = translator.translate(_CONTEXT, source) or source
            pattern = re.escape(written).replace("%1", "([0-9]{1,2})")
            found.append((re.compile(pattern), source))
    return tuple(found)


def in_current_language(name: str) -> str:
    """``name`` in the language of the moment when the app made it ("Computer 2"), else as it is."""
    for pattern, source in _patterns():
        match = pattern.fullmatch(name)
        if match is not None:
            written = QCoreApplication.translate(_CONTEXT, source)
            return written.replace("%1", match[1]) if match.groups() else written
    return name
