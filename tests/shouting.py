"""A catalogue that translates by shouting: the texts of chosen contexts in capitals.

Installed, it shows whether a text is looked up in the current language (it comes
out in capitals) or was kept from before (it does not). Placeholders such as ``%1``
survive, and values filled in afterwards (card notation, names) keep their case.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QTranslator

SHOUTED_CONTEXTS = frozenset({
    "MainWindow", "LogDock", "TableView", "CardTableScene", "ManipulationScene",   # the window
    "AppServices", "StatisticsDialog",                                             # what the services add
    "ShortcutsDialog", "KeyboardPlay",                                             # Help ▸ Keyboard shortcuts
    "TurnController",                                                              # undo step names
    "NewGameDialog",                                                               # default seat names
})


class Shouting(QTranslator):
    """Every text of ``contexts`` in capitals; other contexts untranslated.

    Contexts whose templates have named placeholders (``{name}``) must not be shouted where
    such a template is filled in: ``{NAME}`` is not ``{name}``.
    """

    def __init__(self, contexts: Iterable[str] = SHOUTED_CONTEXTS) -> None:
        super().__init__()
        self.contexts = frozenset(contexts)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return source.upper() if context in self.contexts else None
