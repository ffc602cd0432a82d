"""The game log's sentences kept as what they are made of, and worded only when shown.

A sentence of the log is a :class:`Words`: a template of the translation context "GameLog", the
count of a template with plural forms (``%n``), and its values, which are texts, numbers or other
pieces (a :class:`Words`, a seat's :class:`Name`, a :class:`Joined` list). ``str()`` words it in
the language of the moment, its values set as :func:`fill_named` sets them. So the log can be worded again after a
change of language, and what it keeps of an event is a few names, numbers and cards: not the
game's states, which a long match would otherwise keep alive, one per move.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence, Union

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.placeholders import fill_named

from .default_names import in_current_language

__all__ = ["YOU", "GameLog", "Joined", "Name", "Piece", "Words", "lazy", "wording"]

YOU = "You"
"""The seat name of the person at this computer (the window's default seats use it)."""

Piece = Union[str, int, "Words", "Name", "Joined"]
"""A value in a sentence of the log."""


class Words:
    """A "GameLog" template (its English source), its ``count`` (-1: no plural forms) and the values of
    its ``{name}`` placeholders."""

    __slots__ = ("source", "count", "values")

    def __init__(self, source: str, count: int = -1, **values: Piece) -> None:
        self.source = source
        self.count = count
        self.values = values

    def filled(self, **values: Piece) -> "Words":
        """The same template with more values."""
        return Words(self.source, self.count, **self.values, **values)

    def __str__(self) -> str:
        template = QCoreApplication.translate("GameLog", self.source, None, self.count)
        return fill_named(template, **{key: str(value) for key, value in self.values.items()})

    def __bool__(self) -> bool:
        return bool(self.source)


class GameLog:
    """The context of the log's sentences with a count: ``GameLog.tr("You score %n.", None, points)``, as
    lupdate reads a plural message (see :class:`~.i18n.TranslationContext`), looked up when shown."""

    @classmethod
    def tr(cls, text: str, disambiguation: None = None, n: int = -1) -> Words:
        return Words(text, n)


def lazy(context: str, source: str) -> Words:
    """Stands in for ``QCoreApplication.translate`` where the log builds a sentence: the same call, so
    lupdate finds the text, but the text is looked up only when the sentence is shown."""
    assert context == "GameLog", context
    return Words(source)


class Name:
    """A seat's name as the log shows it: "You" in the language of the moment for the person at this computer,
    and a name the app gave ("Computer 2") in that language too (:func:`in_current_language`)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return QCoreApplication.translate("GameLog", "You") if self.name == YOU else in_current_language(self.name)


class Joined:
    """Pieces in a row, between them ``separator``: a "GameLog" text (", ") when ``translated``, else as it is (" ")."""

    __slots__ = ("pieces", "separator", "translated")

    def __init__(self, pieces: Iterable[Piece], separator: str, *, translated: bool = True) -> None:
        self.pieces = tuple(pieces)
        self.separator = separator
        self.translated = translated

    def __str__(self) -> str:
        separator = QCoreApplication.translate("GameLog", self.separator) if self.translated else self.separator
        return separator.join(str(piece) for piece in self.pieces)

    def __bool__(self) -> bool:
        return bool(self.pieces)


def wording(pieces: Sequence[Piece]) -> Callable[[], list[str]]:
    """An event of the log made of these sentences: each call words them in the language of the moment."""
    kept = tuple(pieces)
    return lambda: [str(piece) for piece in kept]
