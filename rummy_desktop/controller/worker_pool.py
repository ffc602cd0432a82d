"""Work done in worker processes, its result handed back by signal: computer players' moves, hints.

Computer players think in other processes, not in a thread of the window's: a
thread shares the GUI process's Python lock, and a long search then stalls the
window (docs/benchmarks.md, "Computer turns in the window"). The processes are
started with the *spawn* method, the one that works alike on Linux, Windows and
macOS and in the PyInstaller bundles (``multiprocessing.freeze_support()`` in
``rummy_desktop/__main__.py`` lets the bundle's executable start as a worker).

:class:`WorkerPool` holds the processes: one ``ProcessPoolExecutor`` for the whole
app, started on first use (the window's first paint does not wait for it),
replaced when one of its processes dies, and closed with every process ended
when the app quits (:func:`shutdown_shared_pool`).

:class:`ProcessWork` is what the match and the hint service use, the same shape as
``background.BackgroundWork``: :meth:`ProcessWork.start` sends a :class:`Task` (a
function of ``ai/worker.py`` and its JSON arguments); the result, decoded on the
GUI thread, or the exception, comes back by :attr:`ProcessWork.done` with the
token it was started with. A task whose worker died is sent again to the new
processes (up to :data:`ATTEMPTS` times in all). :meth:`ProcessWork.cancel` drops
every task not yet done: those not started never run, and the result of one
running is ignored when it arrives.
"""

from __future__ import annotations

import atexit
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, Qt, Signal

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

if TYPE_CHECKING:   # multiprocessing loads with the first task, after the window is shown
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["ATTEMPTS", "Task", "WorkerPool", "ProcessWork", "shared_pool", "shutdown_shared_pool"]

WORKERS = 2
"""Processes at most: a computer's move and a hint (or a cancelled game's move still running out
its deadline) need not wait for each other. A second process starts only when both are wanted."""

ATTEMPTS = 3
"""Times a task is sent before its failure is reported: a worker killed twice in a row is no accident."""

_END_SECONDS = 5.0
"""How long closing waits for a worker to end once told to stop."""


class WorkerPool:
    """The app's worker processes (spawn method), started on first use and replaced when one dies."""

    def __init__(self, workers: int = WORKERS) -> None:
        self._workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self.restarts = 0
        """How many times the processes were replaced after one died."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> tuple[Future[Any], ProcessPoolExecutor]:
        """Send ``fn(*args)`` to a worker; the future and the executor it went to."""
        from concurrent.futures.process import BrokenProcessPool

        executor = self._current()
        try:
            return executor.submit(fn, *args), executor
        except (BrokenProcessPool, OSError):
            # A worker died while idle: the executor knew before this task came (BrokenProcessPool), or
            # was closing its pipes for that very reason (OSError "handle is closed").
            self.replace(executor)
            executor = self._current()
            return executor.submit(fn, *args), executor

    def warm_up(self) -> None:
        """Start a worker and load the bots in it now, so the first computer move need not wait for that."""
        from rummy_desktop.ai.worker import warm_up

        self.submit(warm_up)

    def replace(self, broken: ProcessPoolExecutor) -> None:
        """New processes for the next task, if ``broken`` (whose worker died) is still the current executor."""
        if self._executor is broken:
            self._executor = None
            self.restarts += 1
            try:
                broken.shutdown(wait=False, cancel_futures=True)
            except OSError:   # its pipes already closed as it broke: nothing left to tell it
                pass

    def process_ids(self) -> tuple[int, ...]:
        """The worker processes running now."""
        executor = self._executor
        # ProcessPoolExecutor keeps its processes in _processes (pid -> Process); it has no public list.
        processes = getattr(executor, "_processes", None) or {}
        return tuple(pid for pid, process in list(processes.items()) if process.is_alive())

    def shutdown(self) -> None:
        """End every worker now (a running search is not waited for) and forget the executor."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        for process in processes:
            process.join(_END_SECONDS)
            if process.is_alive():
                process.kill()
                process.join()
        executor.shutdown(wait=True)

    def _current(self) -> ProcessPoolExecutor:
        if self._executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            from rummy_desktop.ai.worker import end_with_parent

            self._executor = ProcessPoolExecutor(self._workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=end_with_parent)
        return self._executor


_shared: WorkerPool | None = None


def shared_pool() -> WorkerPool:
    """The app's one pool (every match and hint service shares it); it ends at the latest when Python
    exits (the benchmarks and tests, which have no ``run_gui`` to end it)."""
    global _shared
    if _shared is None:
        _shared = WorkerPool()
        atexit.register(shutdown_shared_pool)
    return _shared


def shutdown_shared_pool() -> None:
    """End the app's worker processes (when the app quits); the next task starts new ones."""
    if _shared is not None:
        _shared.shutdown()


@dataclass(frozen=True)
class Task:
    """``fn(*args)`` in a worker process (a function of ``ai/worker.py``: arguments and answer are
    JSON text and numbers), and ``decode``, which makes the answer an engine value on the GUI thread."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    decode: Callable[[Any], object] = field(default=lambda answer: answer)


@dataclass
class _Job:
    task: Task
    token: object
    executor: ProcessPoolExecutor | None = None
    attempts: int = 0


class ProcessWork(QObject):
    """Tasks for the worker processes; each result comes back by :attr:`done` on the owner's thread."""

    done = Signal(object, object)
    """(token, result): what :meth:`start` was given as the token, and what the task returned
    (decoded) or raised."""
    _finished = Signal(object)
    """A future is done (emitted on the pool's own thread, received on the owner's)."""

    def __init__(self, pool: WorkerPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool if pool is not None else shared_pool()
        self._jobs: dict[Future[Any], _Job] = {}
        self._finished.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    @property
    def pool(self) -> WorkerPool:
        return self._pool

    @property
    def pending(self) -> int:
        """Tasks sent and not yet come back (cancelled ones not counted)."""
        return len(self._jobs)

    def start(self, task: Task, token: object) -> None:
        """Send ``task`` to a worker; its result comes back by :attr:`done` with ``token``."""
        self._send(_Job(task, token))

    def cancel(self) -> None:
        """Drop every task not yet come back: a task not started never runs, a running one's result is ignored."""
        jobs, self._jobs = self._jobs, {}
        for future in jobs:
            future.cancel()

    def shutdown(self) -> None:
        """Drop every task (when the window closes); the shared pool itself ends when the app quits."""
        self.cancel()

    def _send(self, job: _Job) -> None:
        job.attempts += 1
        try:
            future, job.executor = self._pool.submit(job.task.fn, *job.task.args)
        except (RuntimeError, OSError) as error:   # no process could be started (BrokenProcessPool is a RuntimeError)
            future = Future()
            future.set_exception(error)
        self._jobs[future] = job
        future.add_done_callback(self._notify)

    def _notify(self, future: Future[Any]) -> None:
        try:
            self._finished.emit(future)
        except RuntimeError:   # this object was deleted with its window: nobody waits for the result
            pass

    def _arrived(self, future: Future[Any]) -> None:
        from concurrent.futures.process import BrokenProcessPool

        job = self._jobs.pop(future, None)
        if job is None or future.cancelled():
            return   # cancelled: its game is gone
        error = future.exception()
        if isinstance(error, BrokenProcessPool) and job.attempts < ATTEMPTS:
            if job.executor is not None:
                self._pool.replace(job.executor)
            self._send(job)
            return
        result: object = error
        if error is None:
            try:
                result = job.task.decode(future.result())
            except Exception as decode_error:  # an answer that does not read: reported like a failed search
                result = decode_error
        self.done.emit(job.token, result)
