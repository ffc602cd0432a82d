"""The autosave after a move, written on a thread of its own so the disk never holds up the window.

Writing an autosave checks the save by reading it back, reads the one it replaces, and syncs
two files to the disk: on the GUI thread, about a third of the window's time on the computers'
moves (docs/benchmarks.md, "What the window does on a move"). Here the save (a snapshot of
immutable values) is taken on the GUI thread and written on the writer's thread.

The write starts once the move's cards have landed (when the window's :class:`CardMotion` is still),
not while they glide: the writer's Python work (the save put into words, checked, compared with the
one it replaces) would otherwise take Python's lock in turns with the GUI thread's laying out and
animating of the same move, and stretch the window's longest stalls; after landing it falls in the
pause before the next move.

Only the newest save waiting is written: a move made while an older save waits replaces it.
:meth:`AutosaveWriter.wait` starts a save still waiting for the cards at once and returns once every
save asked for is on disk; the app services call it before anything else touches the autosave files
(a save written at once, clearing the autosave at the end of a game) and when the window closes, so
the files change in the order the game asked. A save the disk refuses comes back by
:attr:`AutosaveWriter.failed`, on the GUI thread.
"""

from __future__ import annotations

from threading import Lock

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.saves import Autosaves, SaveError, SaveGame

from .table.animation import CardMotion

__all__ = ["AutosaveWriter"]


class AutosaveWriter(QObject):
    """Writes :class:`Autosaves` on a worker thread, the newest save only."""

    failed = Signal(object)
    """The :class:`SaveError` of a save the disk refused (on the thread the writer belongs to)."""

    def __init__(self, autosaves: Autosaves, parent: QObject | None = None, *, motion: CardMotion | None = None) -> None:
        super().__init__(parent)
        self._autosaves = autosaves
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._lock = Lock()
        self._newest: SaveGame | None = None
        """The save waiting to be written (None: nothing waits); the writer's thread takes it."""
        self._motion = motion
        self._held = False
        """Whether a save waits for the cards to land, its write not started yet (read on the GUI thread only)."""
        if motion is not None:
            motion.finished.connect(self._start_when_still)

    def write_later(self, save: SaveGame) -> None:
        """Write ``save`` on the writer's thread once the cards are still, in place of any save still waiting."""
        with self._lock:
            self._newest = save
        if not self._held:
            self._held = True
            # After the move's own work, when its cards have set off (or none moves).
            QTimer.singleShot(0, self, self._start_when_still)

    def wait(self) -> None:
        """Until every save asked for is written (or refused); a save waiting for the cards is written now."""
        self._start()
        self._pool.waitForDone()

    def _start_when_still(self) -> None:
        if self._motion is None or not self._motion.busy:
            self._start()

    def _start(self) -> None:
        """Start writing the save held for the cards, if one is."""
        if self._held:
            self._held = False
            self._pool.start(self._write_newest)

    def _write_newest(self) -> None:
        with self._lock:
            save, self._newest = self._newest, None
        if save is None:
            return
        try:
            self._autosaves.autosave(save)
        except SaveError as error:
            self.failed.emit(error)
