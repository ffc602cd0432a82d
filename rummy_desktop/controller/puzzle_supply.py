"""Table puzzles made in a worker process, ahead of time, so the next one is ready when it is asked for.

:class:`PuzzleSupply` asks the app's worker processes (:class:`ProcessWork`,
the ones computer players think in) for puzzles by their seed text
(:func:`rummy_desktop.ai.puzzles.series_source`, ``daily_source``), keeps
what comes back, and hands a puzzle out by :attr:`PuzzleSupply.ready` as soon
as it is there: at once when it was made ahead (:meth:`PuzzleSupply.prepare`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from rummy_desktop.ai.puzzles import Puzzle, puzzle_from_json
from rummy_desktop.ai.worker import table_puzzle

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .worker_pool import ProcessWork, Task

__all__ = ["PuzzleSupply"]


class PuzzleSupply(QObject):
    """Puzzles by seed text, made in the background; the one asked for last comes by :attr:`ready`."""

    ready = Signal(object)
    """The :class:`Puzzle` last asked for by :meth:`ask`."""
    failed = Signal(str)
    """The technical reason the puzzle last asked for could not be made (English, for a bug report)."""

    def __init__(self, work: ProcessWork | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work if work is not None else ProcessWork(parent=self)
        self._work.done.connect(self._arrived)
        self._made: dict[str, Puzzle] = {}
        self._asked: set[str] = set()
        self._wanted: str | None = None

    def ask(self, source: str, difficulty: str) -> None:
        """Hand out the puzzle of ``source`` by :attr:`ready` (at once if it is made already)."""
        self._wanted = source
        if source in self._made:
            self.ready.emit(self._made[source])
        else:
            self.prepare(source, difficulty)

    def prepare(self, source: str, difficulty: str) -> None:
        """Have the puzzle of ``source`` made in the background, if it is not made or on its way."""
        if source in self._made or source in self._asked:
            return
        self._asked.add(source)
        self._work.start(Task(table_puzzle, (source, difficulty), puzzle_from_json), source)

    def has(self, source: str) -> bool:
        """The puzzle of ``source`` is made: :meth:`ask` hands it out at once."""
        return source in self._made

    def _arrived(self, source: object, result: object) -> None:
        assert isinstance(source, str)
        self._asked.discard(source)
        if isinstance(result, Puzzle):
            self._made[source] = result
            if source == self._wanted:
                self.ready.emit(result)
        elif source == self._wanted:
            self.failed.emit(f"{type(result).__name__}: {result}")

    def shutdown(self) -> None:
        self._work.shutdown()
