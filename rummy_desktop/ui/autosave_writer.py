"""The autosave after a move, written on a thread of its own so the disk never holds up the window.

Writing an autosave checks the save by reading it back, reads the one it replaces, and syncs
two files to the disk: on the GUI thread, about a third of the window's time on the computers'
moves (docs/benchmarks.md, "What the window does on a move"). Here the save (a snapshot of
immutable values) is taken on the GUI thread and written on the writer's thread.

Only the newest save waiting is written: a move made while an older save waits replaces it.
:meth:`AutosaveWriter.wait` returns once every save asked for is on disk; the app services call
it before anything else touches the autosave files (a save written at once, clearing the
autosave at the end of a game) and when the window closes, so the files change in the order
the game asked. A save the disk refuses comes back by :attr:`AutosaveWriter.failed`, on the
GUI thread.
"""

from __future__ import annotations

from threading import Lock

from PySide6.QtCore import QObject, QThreadPool, Signal

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.saves import Autosaves, SaveError, SaveGame

__all__ = ["AutosaveWriter"]


class AutosaveWriter(QObject):
    """Writes :class:`Autosaves` on a worker thread, the newest save only."""

    failed = Signal(object)
    """The :class:`SaveError` of a save the disk refused (on the thread the writer belongs to)."""

    def __init__(self, autosaves: Autosaves, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._autosaves = autosaves
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._lock = Lock()
        self._newest: SaveGame | None = None
        """The save waiting to be written (None: nothing waits); the writer's thread takes it."""

    def write_later(self, save: SaveGame) -> None:
        """Write ``save`` on the writer's thread, in place of any save still waiting."""
        with self._lock:
            waiting = self._newest is not None
            self._newest = save
        if not waiting:
            self._pool.start(self._write_newest)

    def wait(self) -> None:
        """Until every save asked for is written (or refused)."""
        self._pool.waitForDone()

    def _write_newest(self) -> None:
        with self._lock:
            save, self._newest = self._newest, None
        if save is None:
            return
        try:
            self._autosaves.autosave(save)
        except SaveError as error:
            self.failed.emit(error)
