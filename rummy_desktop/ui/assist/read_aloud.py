"""Keys that read the state of the game aloud, and the areas the cursor jumps between.

A sighted player takes in the table at a glance; a player with a screen reader would
have to walk every card with the cursor. These keys say it in one sentence each
(said through :class:`announcer.Announcer`, so Orca 43 speaks it too):

- T: the table (Manipulation: meld by meld, each one legal or why not; Gin: the stock,
  the discard pile, the knocker's melds while you lay off, the opponent's cards);
- Y: your hand (Gin: your melds and your deadwood);
- C: the scores;
- W: whose turn it is and what to do (the line above the table);
- L: the game log line by line, from the newest back; Shift+L forward again.

Page Down and Page Up move the cursor to the next or the previous area: your hand,
the melds, the stock, the discard pile, the buttons (:func:`area_of`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, Qt

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill

from .cursor_stops import Row, Stop

if TYPE_CHECKING:   # the tables' keys import nothing of this module's users
    from .gin_keys import GinKeys
    from .manipulation_keys import ManipulationKeys

__all__ = ["Readers", "area_of", "read_key", "READING_KEYS"]

READING_KEYS = {Qt.Key.Key_T: "table", Qt.Key.Key_Y: "hand", Qt.Key.Key_C: "scores", Qt.Key.Key_W: "turn",
                Qt.Key.Key_L: "log"}


def _nothing() -> str:
    return ""


def _no_lines() -> list[str]:
    return []


@dataclass(slots=True)
class Readers:
    """What the window gives the reading keys besides the table: the scores, the turn line, the log."""

    scores: Callable[[], str] = _nothing
    turn: Callable[[], str] = _nothing
    log: Callable[[], list[str]] = _no_lines
    _back: int = field(default=0)
    """How far back from the newest line of the log L has read (1: the newest)."""
    _lines: int = field(default=0)
    """How many lines the log had when L last read it."""

    def log_line(self, older: bool) -> str:
        """The log's next line back (``older``) or forward, as "Line 5 of 12: …"; a new line in the log
        starts again from the newest."""
        lines = self.log()
        if not lines:
            return QCoreApplication.translate("KeyboardPlay", "Nothing has happened yet.")
        if len(lines) != self._lines:
            self._lines, self._back = len(lines), 0
        self._back = min(len(lines), self._back + 1) if older else max(1, self._back - 1)
        at = len(lines) - self._back
        return fill(QCoreApplication.translate("KeyboardPlay", "Line %1 of %2: %3"), at + 1, len(lines), lines[at])


def area_of(stop: Stop) -> str:
    """The area of the table a stop is in, for Page Down and Page Up."""
    kind = stop.ident[0]
    return {"meld": "table", "layoff": "table", "freed": "table"}.get(kind, kind)


def read_key(key: int, modifiers: Qt.KeyboardModifier, table: ManipulationKeys | GinKeys, rows: list[Row],
             readers: Readers) -> str | None:
    """What the reading key ``key`` says now (None: it is not a reading key)."""
    what = READING_KEYS.get(Qt.Key(key))
    if what == "table":
        return table.table_words(rows)
    if what == "hand":
        return table.hand_words()
    if what == "scores":
        return readers.scores() or QCoreApplication.translate("KeyboardPlay", "No scores yet.")
    if what == "turn":
        return readers.turn()
    if what == "log":
        return readers.log_line(older=not modifiers & Qt.KeyboardModifier.ShiftModifier)
    return None
