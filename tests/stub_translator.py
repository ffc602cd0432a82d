"""A made-up catalogue for tests: a few texts "translated", so a test can tell what went through Qt's translation.

``with translations(qapp, {("Context", "English text"): "translation"}):`` installs it
on the application for the block and removes it afterwards, even when the block fails.
``marked=("Context",)`` also "translates" every other text of those contexts as
``«text»``, for texts a test does not spell out (the engine's reasons).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterable, Iterator, Mapping

from PySide6.QtCore import QCoreApplication, QTranslator

__all__ = ["StubTranslator", "translations"]


class StubTranslator(QTranslator):
    """Answers for the (context, source text) pairs it holds and marks the rest of ``marked`` contexts;
    None (not in this catalogue) for every other text."""

    def __init__(self, entries: Mapping[tuple[str, str], str], marked: Iterable[str] = ()) -> None:
        super().__init__()
        self.entries = dict(entries)
        self.marked = frozenset(marked)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if (context, source) in self.entries:
            return self.entries[(context, source)]
        return f"«{source}»" if context in self.marked else None


@contextmanager
def translations(app: QCoreApplication, entries: Mapping[tuple[str, str], str],
                 marked: Iterable[str] = ()) -> Iterator[StubTranslator]:
    """``entries`` (and the ``marked`` contexts) installed as a catalogue for the ``with`` block."""
    translator = StubTranslator(entries, marked)
    assert app.installTranslator(translator)
    try:
        yield translator
    finally:
        app.removeTranslator(translator)
