"""A dialog's accessible names and descriptions in words: no card or suit signs, no direction marks.

A screen reader reads a label, a check box or a button by its text unless it was given a name. Texts
on screen may hold signs ("Four-colour deck (♦ blue, ♣ green)", "Knock, discarding K♠") and, in
Hebrew, the invisible marks that order numbers and names in a right-to-left line: Orca says the signs
as "black diamond suit" and stumbles on the marks. :func:`names_in_words` gives each such widget of a
dialog the same text in words (``text/spoken.in_words``) as its accessible name, and says its given
names and descriptions in words too. What a person types (a line edit's text) is left as it is.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from ..text.spoken import in_words

__all__ = ["names_in_words"]


def _shown_text(widget: QWidget) -> str:
    """The text a screen reader reads as ``widget``'s name when it has none of its own ("" for none)."""
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):   # "&Save": the ampersand marks the shortcut key, not said
        return widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if isinstance(widget, QGroupBox):
        return widget.title().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return ""


def names_in_words(root: QWidget) -> None:
    """Give ``root`` and every widget in it an accessible name and description in words where what a screen
    reader would read holds signs or direction marks (call again after texts change)."""
    for widget in (root, *root.findChildren(QWidget)):
        name = widget.accessibleName() or _shown_text(widget)
        if name and in_words(name) != name:
            widget.setAccessibleName(in_words(name))
        buddy = widget.buddy() if isinstance(widget, QLabel) else None
        if buddy is not None and not buddy.accessibleName() and in_words(_shown_text(widget)) != _shown_text(widget):
            buddy.setAccessibleName(in_words(_shown_text(widget)))   # else named after the label's text
        description = widget.accessibleDescription()
        if description and in_words(description) != description:
            widget.setAccessibleDescription(in_words(description))
