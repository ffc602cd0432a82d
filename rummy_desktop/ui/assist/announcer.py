"""What the computers do and whose turn it is, said to a screen reader without moving its focus.

A player who cannot see the table hears the cards under the cursor (keyboard play), but
not a computer drawing or laying down melds somewhere else on the table. :class:`Announcer`
sends each such sentence as a polite ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later:
AT-SPI's announcement signal on Linux, UIA notifications on Windows, NSAccessibility's
announcement on macOS): the screen reader says it when it has finished what it is saying,
and the player's place on the table stays where it was. The latest one also stays
readable as the name of a text on the table ("Latest news"), for a player who missed it.
A setting turns the announcements off.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QGraphicsView

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill

from .table_access import Part, PartWidget
from ..text.spoken import in_words

__all__ = ["Announcer"]


class Announcer(QObject):
    """Says sentences politely to assistive technology on behalf of a table view."""

    def __init__(self, view: QGraphicsView, enabled: bool = True) -> None:
        super().__init__(view)
        self._view = view
        self.enabled = enabled
        self.latest = PartWidget(Part(("news",), QAccessible.Role.StaticText, "", QRectF()), view.viewport())
        """The latest sentence, as the name of a text of the table (drawn nowhere)."""
        self.latest.setObjectName("latest-news")
        self.latest.setGeometry(QRect(0, 0, 1, 1))
        self.latest.installEventFilter(self)
        self._words: Callable[[], str] = str

    @property
    def said(self) -> str:
        """The last sentence announced, in words, in the language of the moment."""
        return in_words(self._words())

    def say(self, words: Callable[[], str]) -> None:
        """Announce what ``words`` says (it words it in the language of the moment; cards in signs are
        said in words), unless announcements are off."""
        if not self.enabled:
            return
        self._words = words
        said = self._show_latest()
        if said:
            event = QAccessibleAnnouncementEvent(self._view, said)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)

    def _show_latest(self) -> str:
        said = self.said
        self.latest.setAccessibleName(fill(QCoreApplication.translate("Announcer", "Latest news: %1"), said)
                                      if said else "")
        return said

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.latest and event.type() == QEvent.Type.LanguageChange:
            self._show_latest()   # the latest news read again says it in the new language
        return False
