"""What happens on the table, said to a screen reader without moving its focus.

A player who cannot see the table hears the cards under the cursor (keyboard play), but
not a computer drawing or laying down melds somewhere else on the table, nor why a key
was refused. :class:`Announcer` says each such sentence two ways, because screen readers
listen for different things:

- a polite ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later: AT-SPI's announcement
  signal on Linux, UIA notifications on Windows, NSAccessibility's announcement on macOS),
  which newer readers queue and say when they have finished what they are saying;
- a change of the *description* of the object the screen reader has its focus on (the
  card under the keyboard cursor, else the table), set to the sentence and then emptied
  again. Orca 43 (Debian 12) does not listen for announcements, but it says a new
  description of its focused object (its default script's ``onDescriptionChanged``).
  Sentences that come while the last one is probably still being spoken wait and are said
  together (:data:`CHARS_PER_SECOND`): a reader that cuts off what it is saying for new speech
  then cuts nothing. (Orca 43's speech dispatcher backend queues instead, and stops speech only
  for a key pressed; see docs/accessibility.md.)
  When news comes faster than it can be spoken (computers playing at instant speed), only the
  newest of it waits, as much as is said in :data:`MOST_HELD_S` seconds: the older is dropped
  rather than said ever later. Before, what waited was said in one breath and held the next
  news back for as long as it took to say, so the waiting grew without end, game after game
  (docs/benchmarks.md, "A hundred games in one window").

A key that moves the cursor and does something (N makes a meld and the cursor goes to the next card; a
draw puts it on the card drawn; a discard) made two utterances, the new card's name and then the key's
sentence, which a reader that cuts off for new speech said as a name cut short. So the focus is told once
the key's event is over (:meth:`focus`), with the sentences waiting by then as the new card's
description, set just before: Orca says a newly focused object's name and then its description, as one
utterance, in that order. The description is emptied again a moment later (:data:`CARRIED_S`), once Orca
has read it.

The computers' moves and whose turn it is (:meth:`say`) can be turned off in the settings;
what the player's own keys did and why one was refused (:meth:`tell`) is always said, at
once. The latest news also stays readable as the name of a text on the table ("Latest
news: …"), for a player who missed it.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QGraphicsView, QWidget
from shiboken6 import isValid

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill

from .table_access import Part, PartWidget
from ..text.spoken import in_words

__all__ = ["Announcer", "CARRIED_S", "CHARS_PER_SECOND", "FORWARD_S", "HOLDER_GRACE_S", "JOINED_S", "MOST_HELD_S",
           "add_to_description", "speak_through_description"]

CHARS_PER_SECOND = 14.0
"""About how fast a screen reader speaks at its default rate (Orca's 50 of 100 through speech
dispatcher: near 170 words a minute): how long a sentence holds back the next one."""
MOST_HELD_S = 20.0
"""Held-back news is kept only as far as it is said in this time (the newest; older news is dropped)."""
HOLDER_GRACE_S = 0.5
"""A sentence said on an object that goes within this time is said again on the next one (Orca reads an
event some milliseconds after it was sent, and drops it if its object is gone by then)."""
JOINED_S = 0.5
"""Sentences told this soon after a focus move that carried some are added to them (Orca may still have to
read the focus: an emptied description would lose what it carried)."""
FORWARD_S = 1.0
"""What a focus move carried goes with the next one too if it comes this soon (Orca may have skipped it);
only once: what it carried from the move before it goes no further (five arrow presses after a draw said
"You drew the two of spades" five times, each cut by the next key)."""
CARRIED_S = 3.0
"""How long sentences carried by a focus move stay the focused object's description: a screen reader reads
it when it handles the focus event, which a busy machine delays by up to a second or so."""


def speak_through_description(widget: QWidget, text: str) -> None:
    """Say ``text`` through ``widget``'s description: set to it, then back to what it was (Qt tells assistive
    technology of each change), so a screen reader whose focus is on ``widget`` speaks it once and reads no
    stale text later."""
    before = widget.accessibleDescription()
    widget.setAccessibleDescription(text)
    widget.setAccessibleDescription(before)


def add_to_description(widget: QWidget, text: str) -> str:
    """Add ``text`` to ``widget``'s description, which it keeps (a screen reader reads it as ``widget`` gets the
    focus, or at once if it has the focus already); the whole description is given back."""
    joined = f"{widget.accessibleDescription()} {text}".strip()
    widget.setAccessibleDescription(joined)
    return joined


class Announcer(QObject):
    """Says sentences to assistive technology on behalf of a table view.

    ``holder`` gives the object the screen reader's focus is on (the card under the keyboard
    cursor); without it, or when it gives None, the view's focused widget is used.
    """

    def __init__(self, view: QGraphicsView, enabled: bool = True,
                 holder: Callable[[], QWidget | None] | None = None) -> None:
        super().__init__(view)
        self._view = view
        self.enabled = enabled
        self._holder = holder
        self.latest = PartWidget(Part(("news",), QAccessible.Role.StaticText, "", QRectF()), view.viewport())
        """The latest sentence, as the name of a text of the table (drawn nowhere)."""
        self.latest.setObjectName("latest-news")
        self.latest.setGeometry(QRect(0, 0, 1, 1))
        self.latest.installEventFilter(self)
        self._words: Callable[[], str] = str
        self._waiting: list[str] = []
        """Sentences held back while the last one is still being spoken."""
        self._busy_until = 0.0
        """When the last sentence said through a description has probably been spoken (monotonic s)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._flush)
        self._said_on: QWidget | None = None
        """The object the last sentence was said on, while it may still go before it was read."""
        self._said_text = ""
        self._said_at = 0.0
        self._focus_to: QWidget | None = None
        """The object to be told it has the focus once the key's event is over."""
        self._after_focus: Callable[[], None] | None = None
        self._focus_timer = QTimer(self)
        self._focus_timer.setSingleShot(True)
        self._focus_timer.timeout.connect(self._send_focus)
        self._carriers: list[tuple[QWidget, float]] = []
        self._forwarded = ""
        """What the last focus move that carried sentences took on from the move before it (not forwarded again)."""
        """Objects whose description carries the sentences their focus move was told with, and since when
        (oldest first): each keeps them :data:`CARRIED_S`, for Orca may read a focus a second or more late."""
        """The object whose description carries the sentences its focus move was told with."""
        self._carrier_timer = QTimer(self)
        self._carrier_timer.setSingleShot(True)
        self._carrier_timer.timeout.connect(self._expire_carried)

    @property
    def said(self) -> str:
        """The last sentence announced, in words, in the language of the moment."""
        return in_words(self._words())

    @property
    def waiting(self) -> bool:
        """Sentences are held back until the last one has probably been spoken."""
        return bool(self._waiting)

    @property
    def held(self) -> tuple[str, ...]:
        """The sentences held back, oldest first."""
        return tuple(self._waiting)

    def say(self, words: Callable[[], str]) -> None:
        """Announce what ``words`` says (it words it in the language of the moment; cards in signs are
        said in words) politely, unless announcements are off."""
        if not self.enabled:
            return
        self._words = words
        said = self._show_latest()
        if said:
            self._announce(said, QAccessible.AnnouncementPoliteness.Polite)
            self._hold(said)
            wait = self._busy_until - time.monotonic()
            if wait > 0:
                self._timer.start(int(wait * 1000) + 1)
            elif not self._timer.isActive():
                self._flush()

    def tell(self, text: str) -> None:
        """Say ``text`` at once: what the player's own key did, or why it was refused (news still waiting is
        said first, in the same breath, so nothing is lost by the cut). At once means when the table has
        settled after the key: said on the card a discard just took away, it would go unheard (a screen
        reader drops the events of an object gone by the time it reads them)."""
        text = in_words(text)
        if not text:
            return
        self._announce(text, QAccessible.AnnouncementPoliteness.Assertive)
        self._hold(text)
        self._timer.start(0)

    def focus(self, widget: QWidget, then: Callable[[], None] | None = None) -> None:
        """Tell assistive technology that ``widget`` has the focus, once the event now handled is over: the
        sentences said by then (the key's own) go with it as its description, said after its name. ``then``
        runs just after it was told."""
        if self._focus_to is not None:
            self._focus_to.destroyed.disconnect(self._focus_gone)
        self._focus_to, self._after_focus = widget, then
        widget.destroyed.connect(self._focus_gone)
        self._focus_timer.start(0)

    def _focus_gone(self) -> None:
        self._focus_to = self._after_focus = None

    def _send_focus(self) -> None:
        self._focus_timer.stop()
        widget, self._focus_to = self._focus_to, None
        then, self._after_focus = self._after_focus, None
        if widget is None:
            return
        widget.destroyed.disconnect(self._focus_gone)
        self._forget_carrier(widget, empty=True)
        forwarded = self._carried_lately()
        text = " ".join(part for part in (forwarded, self._take_waiting()) if part)
        if text:
            widget.setAccessibleDescription(text)   # before the focus: read with the name, in one breath
            self._forwarded = forwarded
            self._carriers.append((widget, time.monotonic()))
            self._arm_carriers()
            self._spoken_on(widget, text)
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))
        if then is not None:
            then()
        if text:
            self._busy_until = time.monotonic() + (len(widget.accessibleName()) + len(text)) / CHARS_PER_SECOND

    def _carried_lately(self) -> str:
        """What the last focus move carried, if it came less than :data:`FORWARD_S` ago: Orca, behind,
        presents only the focus that is current when it gets to it, so what an overtaken one carried is
        carried on with the next; but not what that one had itself taken on from the move before it."""
        if self._carriers and time.monotonic() - self._carriers[-1][1] < FORWARD_S \
                and isValid(self._carriers[-1][0]):
            carried = self._carriers[-1][0].accessibleDescription()
            return carried[len(self._forwarded):].lstrip() if carried.startswith(self._forwarded) else carried
        return ""

    def _carried_since(self, widget: QWidget) -> float | None:
        """When ``widget``'s description took sentences with its focus move (None: it carries none now)."""
        return next((since for carrier, since in self._carriers if carrier is widget), None)

    def _forget_carrier(self, widget: QWidget, empty: bool) -> None:
        """``widget`` carries no more sentences (its description emptied with ``empty``)."""
        if self._carried_since(widget) is not None:
            self._carriers = [(carrier, since) for carrier, since in self._carriers if carrier is not widget]
            if empty:
                widget.setAccessibleDescription("")
            self._arm_carriers()

    def _arm_carriers(self) -> None:
        self._carriers = [(carrier, since) for carrier, since in self._carriers if isValid(carrier)]
        if self._carriers:
            left = self._carriers[0][1] + CARRIED_S - time.monotonic()
            self._carrier_timer.start(max(0, int(left * 1000)))
        else:
            self._carrier_timer.stop()

    def _expire_carried(self) -> None:
        """Empty the descriptions that have carried their sentences long enough (read by now)."""
        now = time.monotonic()
        for carrier, since in self._carriers:
            if since + CARRIED_S <= now + 0.01 and isValid(carrier):
                carrier.setAccessibleDescription("")
        self._carriers = [(carrier, since) for carrier, since in self._carriers if since + CARRIED_S > now + 0.01]
        self._arm_carriers()

    def _take_waiting(self) -> str:
        """The sentences waiting, in one text (and none waiting any more)."""
        self._timer.stop()
        text = " ".join(sentence if sentence.rstrip().endswith((".", "!", "?", ":")) else sentence + "."
                        for sentence in self._waiting)
        self._waiting.clear()
        return text

    def _hold(self, sentence: str) -> None:
        """Hold ``sentence`` back with the others, dropping the oldest beyond what is said in
        :data:`MOST_HELD_S` (the newest sentence is always kept)."""
        self._waiting.append(sentence)
        room = MOST_HELD_S * CHARS_PER_SECOND
        held = sum(len(text) for text in self._waiting)
        while len(self._waiting) > 1 and held > room:
            held -= len(self._waiting.pop(0))

    def _announce(self, text: str, politeness: QAccessible.AnnouncementPoliteness) -> None:
        event = QAccessibleAnnouncementEvent(self._view, text)
        event.setPoliteness(politeness)
        QAccessible.updateAccessibility(event)

    def _flush(self) -> None:
        if self._focus_to is not None:   # a focus move to be told: the sentences go with it
            self._send_focus()
            return
        self._timer.stop()
        if not self._waiting:
            return
        text = self._take_waiting()
        holder = self._holder() if self._holder is not None else None
        if holder is None:
            holder = self._view.window().focusWidget() if self._view.window() is not None else None
        since = self._carried_since(holder) if holder is not None else None
        if holder is not None and since is not None and time.monotonic() - since < JOINED_S:
            # just after a focus move that carried sentences, which Orca may not have read yet (it falls behind
            # under a flood of events): they stay, the new ones after them; at worst Orca says them twice
            text = add_to_description(holder, text)
            self._spoken_on(holder, text)
        elif holder is not None:
            self._forget_carrier(holder, empty=True)
            speak_through_description(holder, text)
            self._spoken_on(holder, text)
        self._busy_until = time.monotonic() + len(text) / CHARS_PER_SECOND

    def _spoken_on(self, holder: QWidget, text: str) -> None:
        """Say ``text`` again on the next holder if ``holder`` goes (a card discarded, a meld made) before a
        screen reader could read it: it drops the events of an object gone by then."""
        if self._said_on is not None:
            self._said_on.destroyed.disconnect(self._holder_gone)
        self._said_on, self._said_text, self._said_at = holder, text, time.monotonic()
        holder.destroyed.connect(self._holder_gone)

    def _holder_gone(self) -> None:
        self._said_on = None
        if time.monotonic() - self._said_at < HOLDER_GRACE_S:
            self._waiting.insert(0, self._said_text)
            self._timer.start(0)

    def _show_latest(self) -> str:
        said = self.said
        self.latest.setAccessibleName(fill(QCoreApplication.translate("Announcer", "Latest news: %1"), said)
                                      if said else "")
        return said

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.latest and event.type() == QEvent.Type.LanguageChange:
            self._show_latest()   # the latest news read again says it in the new language
        return False
