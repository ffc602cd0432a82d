"""Card pictures drawn ahead of need, on a thread of their own.

When a computer's move leaves the table fuller, the layout may pick a smaller card, and every card
on the table then needs a new picture drawn from the SVG art: on the GUI thread, during the move,
the costliest moves of a game (docs/benchmarks.md, "What the window does on a move"). The table
asks :class:`PicturesAhead` for the pictures the next smaller size would need while the cards wait
for the next move; when the layout does pick that size, :meth:`CardTheme.pixmap` finds them drawn.

Only the newest wish list is drawn: a table laid out again replaces the jobs not started yet. When
Python exits, the jobs not started are dropped and the picture being drawn is waited for, before
PySide deletes the objects it still holds (a picture drawn on then crashed the app as it quit).
"""

from __future__ import annotations

import atexit
from collections import deque
from collections.abc import Callable, Sequence
from threading import Lock
from weakref import WeakSet

import shiboken6
from PySide6.QtCore import QObject, QThreadPool

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["PicturesAhead", "stop_all"]


class PicturesAhead(QObject):
    """Runs picture-drawing jobs (:meth:`CardTheme.draw_ahead`) one after another on a worker thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)   # a child: deleting the table waits for the picture being drawn
        self._pool.setMaxThreadCount(1)
        self._lock = Lock()
        self._jobs: deque[Callable[[], None]] = deque()
        self._working = False
        """Whether the worker thread is taking jobs (it stops when none is left)."""
        _LIVE.add(self)

    def want(self, jobs: Sequence[Callable[[], None]]) -> None:
        """Draw these pictures, in place of any not started yet."""
        with self._lock:
            self._jobs = deque(jobs)
            start = bool(self._jobs) and not self._working
            self._working = self._working or start
        if start:
            self._pool.start(self._work)

    def wait(self) -> None:
        """Until every picture asked for is drawn."""
        self._pool.waitForDone()

    def stop(self) -> None:
        """Drop the jobs not started and wait for the picture being drawn."""
        with self._lock:
            self._jobs.clear()
        if shiboken6.isValid(self._pool):   # else the table was deleted, and its pool waited then
            self._pool.waitForDone()

    def _work(self) -> None:
        job = self._next_job()
        try:
            while job is not None:
                job()
                job = self._next_job()
        except BaseException:
            with self._lock:
                self._working = False   # the next wish list starts the thread again
            raise

    def _next_job(self) -> Callable[[], None] | None:
        """The next job, or None when none is left (the thread then stops taking jobs)."""
        with self._lock:
            if self._jobs:
                return self._jobs.popleft()
            self._working = False
            return None


_LIVE: WeakSet[PicturesAhead] = WeakSet()


@atexit.register   # registered after PySide's own exit hook (PySide is imported first), so run before it
def stop_all() -> None:
    """Every table's drawing ahead stopped: jobs not started dropped, the picture being drawn waited for."""
    for ahead in list(_LIVE):
        ahead.stop()
