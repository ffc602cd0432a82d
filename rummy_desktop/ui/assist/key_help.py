"""The keys of keyboard play, as the help lists them.

:data:`KEYS` is the one list of what each key does, shown by the shortcuts dialog
(Help ▸ Keyboard shortcuts, which imports it from ``keyboard_play``). It is plain
data, kept apart from the code that handles the keys (``manipulation_keys`` and
``gin_keys``): a key added there gets its line here. The texts are marked for
the "KeyboardPlay" translation context and translated where they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["KEYS", "KeyHelp"]


@dataclass(frozen=True, slots=True)
class KeyHelp:
    """One line of the keyboard help: the game it applies to ("table": both), its keys, what they do."""

    game: str
    keys: tuple[str, ...]
    """Key names as ``QKeySequence`` reads them ("Left", "Space", "N")."""
    text: str
    """Untranslated; translate with ``QCoreApplication.translate("KeyboardPlay", text)``."""


def _help(game: str, keys: tuple[str, ...], text: object) -> KeyHelp:
    return KeyHelp(game, keys, str(text))  # QT_TRANSLATE_NOOP gives back the text, typed as object


KEYS: tuple[KeyHelp, ...] = (
    _help("table", ("Left", "Right"), QT_TRANSLATE_NOOP("KeyboardPlay", "Move the card cursor along a row")),
    _help("table", ("Up", "Down"), QT_TRANSLATE_NOOP("KeyboardPlay", "Move the card cursor to the row above or below")),
    _help("table", ("Space",), QT_TRANSLATE_NOOP("KeyboardPlay", "Select or deselect the card under the cursor")),
    _help("table", ("Esc",), QT_TRANSLATE_NOOP("KeyboardPlay", "Clear the selection")),
    _help("table", ("PgDown", "PgUp"), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Move the card cursor to the next or previous area: your hand, the melds, the stock, the pile, the buttons")),
    _help("table", ("T",), QT_TRANSLATE_NOOP("KeyboardPlay", "Read the table aloud, meld by meld")),
    _help("table", ("Y",), QT_TRANSLATE_NOOP("KeyboardPlay", "Read your hand aloud (Gin: its melds and deadwood)")),
    _help("table", ("C",), QT_TRANSLATE_NOOP("KeyboardPlay", "Read the scores aloud")),
    _help("table", ("W",), QT_TRANSLATE_NOOP("KeyboardPlay", "Read whose turn it is and what to do")),
    _help("table", ("L", "Shift+L"), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Read the game log line by line, back from the newest, and forward again")),
    _help("manipulation", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Move the selected cards into the meld under the cursor, after its card, or into your hand")),
    _help("manipulation", ("N",), QT_TRANSLATE_NOOP("KeyboardPlay", "Make a new meld of the selected cards")),
    _help("manipulation", ("S",), QT_TRANSLATE_NOOP("KeyboardPlay", "Split the meld under the cursor after its card")),
    _help("manipulation", ("J",), QT_TRANSLATE_NOOP("KeyboardPlay", "Choose the card the joker under the cursor stands for")),
    _help("manipulation", ("D",), QT_TRANSLATE_NOOP("KeyboardPlay", "Draw a card")),
    _help("manipulation", ("E",), QT_TRANSLATE_NOOP("KeyboardPlay", "End the turn")),
    _help("manipulation", ("K",), QT_TRANSLATE_NOOP("KeyboardPlay", "Knock")),
    _help("gin", ("D",), QT_TRANSLATE_NOOP("KeyboardPlay", "Draw from the stock")),
    _help("gin", ("P",), QT_TRANSLATE_NOOP("KeyboardPlay", "Take the card on the discard pile")),
    _help("gin", ("X",), QT_TRANSLATE_NOOP("KeyboardPlay", "Pass on the first upcard")),
    _help("gin", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Discard the selected card, else the card under the cursor; on the stock, the pile or a button: use it")),
    _help("gin", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "While you lay off: on a card of your hand, select it; on the opponent's meld, lay the selected card off there")),
    _help("gin", ("K",), QT_TRANSLATE_NOOP("KeyboardPlay", "Knock (or go gin), discarding the selected card, else the card under the cursor")),
)
"""Every key of keyboard play, for the shortcuts dialog."""
