"""Card pictures drawn ahead of need, one at a time in the GUI thread's spare moments.

When a computer's move leaves the table fuller, the layout may pick a smaller card, and every card
on the table then needs a new picture drawn from the SVG art: during the move, the costliest moves
of a game (docs/benchmarks.md, "What the window does on a move"). The table asks
:class:`PicturesAhead` for the pictures the next smaller size would need while the cards wait for
the next move; when the layout does pick that size, :meth:`CardTheme.pixmap` finds them drawn.

The pictures are drawn on the GUI thread, one per turn of its event loop, not on a thread of their
own: ``QSvgRenderer.render`` keeps Python's global lock while it draws, so a drawing thread made
the GUI thread wait for the lock at every Python call of a paint (each card's ``paint``), up to a
picture's drawing time each: 36 to 97 ms paints that used 4 to 6 ms of the GUI thread's CPU
(docs/benchmarks.md, "The drawing thread's lock"). One picture at a time is half a millisecond
to a few milliseconds, between the window's own events.

Only the newest wish list is drawn: a table laid out again replaces the jobs not done yet. Pictures
the table shows already, stood in for by another size scaled (:func:`.card_theme.resized`), come
first (:meth:`PicturesAhead.soon`) and are never dropped.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QObject, QTimer

__all__ = ["PicturesAhead"]


class PicturesAhead(QObject):
    """Runs picture-drawing jobs (:meth:`CardTheme.draw_ahead`) one per event-loop turn on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._soon: deque[Callable[[], None]] = deque()
        self._jobs: deque[Callable[[], None]] = deque()
        self._turn = QTimer(self)
        self._turn.setInterval(0)   # as soon as the events waiting now are handled
        self._turn.timeout.connect(self._next)

    def want(self, jobs: Sequence[Callable[[], None]]) -> None:
        """Draw these pictures, in place of any not drawn yet."""
        self._jobs = deque(jobs)
        self._go_on()

    def soon(self, job: Callable[[], None]) -> None:
        """Run ``job`` before the wish list, whatever wish list comes after it (a picture shown now)."""
        self._soon.append(job)
        self._go_on()

    def wait(self) -> None:
        """Draw every picture asked for now."""
        while self._soon or self._jobs:
            self._next()

    def _next(self) -> None:
        queue = self._soon or self._jobs
        if queue:
            queue.popleft()()
        # A job may have held the last reference to the table, which then went with this object and its
        # timer as the job was let go (a table nobody keeps, once its last job ran).
        if shiboken6.isValid(self._turn):
            self._go_on()

    def _go_on(self) -> None:
        if not (self._soon or self._jobs):
            self._turn.stop()
        elif not self._turn.isActive():
            self._turn.start()
