"""Work done off the GUI thread, its result handed back by signal: computer players' moves, hints.

One :class:`BackgroundWork` owns one worker thread (a ``QThreadPool`` of one)
and runs plain callables on it in turn. Each result, or the exception the work
raised, comes back by :attr:`BackgroundWork.done` on the owner's thread with
the token it was started with, so the owner can drop a result that arrives too
late (after a new game, or a move it no longer waits for).

The work is handed to ``QThreadPool.start`` as a plain callable, never as a
``QRunnable`` subclass written in Python: PySide kept every such runnable
alive after it had run (the pool's wrapper held it, though Qt had deleted the
C++ side), and with it everything it held — the game state, the seat's view,
a random generator. A window kept one per computer move: 1,348 after ten
games, about 1 MB a game (docs/benchmarks.md, "Memory over many games").
"""

from __future__ import annotations

from functools import partial
from typing import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["BackgroundWork"]


class BackgroundWork(QObject):
    """A worker thread of its own for callables; each result comes back by :attr:`done`."""

    done = Signal(object, object)
    """(token, result): what :meth:`start` was given as the token, and what the work returned or raised."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    def start(self, work: Callable[[], object], token: object) -> None:
        """Run ``work`` on the worker thread once the work started before it is done."""
        self._pool.start(partial(self._run, work, token))

    def _run(self, work: Callable[[], object], token: object) -> None:
        try:
            result = work()
        except Exception as exc:  # a failed search must not take the window down: the owner says so
            result = exc
        self.done.emit(token, result)

    def shutdown(self) -> None:
        """Drop the work not yet started and wait for the work running (when the window closes)."""
        self._pool.clear()
        self._pool.waitForDone()
