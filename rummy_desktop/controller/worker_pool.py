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

import threading
import time
from concurrent.futures import Future, InvalidStateError
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

if TYPE_CHECKING:   # multiprocessing loads with the first task, after the window is shown
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["ATTEMPTS", "Task", "WorkerPool", "ProcessWork", "recovered_pool_failure", "shared_pool",
           "shutdown_shared_pool"]

WORKERS = 2
"""Processes at most: a computer's move and a hint (or a cancelled game's move still running out
its deadline) need not wait for each other. A second process starts only when both are wanted."""

ATTEMPTS = 3
"""Times a task is sent before its failure is reported: a worker killed twice in a row is no accident."""

_WATCH_MS = 1000
"""How often a :class:`ProcessWork` with tasks out checks that their executor can still answer."""

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
        if _worker_died(executor):
            # Its manager thread is about to close the pipes a new worker would be started with.
            self.replace(executor)
            executor = self._current()
        try:
            return executor.submit(fn, *args), executor
        except Exception as error:
            # A worker died while this task was sent: the executor knew before (BrokenProcessPool), or
            # its manager thread was closing the pipes a new worker is started with, under the
            # submit (OSError "handle is closed", or ValueError "bad value(s) in fds_to_keep" when a
            # closed pipe's number was reused).
            if not (isinstance(error, BrokenProcessPool) or _worker_died(executor)):
                raise
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
            _end(broken)

    def recover(self, executor: ProcessPoolExecutor) -> None:
        """Replace ``executor`` if its manager thread died (:func:`_manager_died`): the tasks it owed
        fail with ``BrokenProcessPool`` (their owners send them again) and its workers end."""
        if _manager_died(executor):
            self.replace(executor)

    def process_ids(self) -> tuple[int, ...]:
        """The worker processes running now."""
        executor = self._executor
        # ProcessPoolExecutor keeps its processes in _processes (pid -> Process); it has no public list.
        processes = getattr(executor, "_processes", None) or {}
        return tuple(pid for pid, process in list(processes.items()) if process.is_alive())

    def shutdown(self) -> None:
        """End every worker now (a running search is not waited for) and forget the executor."""
        executor, self._executor = self._executor, None
        if executor is not None:
            _end(executor)

    def _current(self) -> ProcessPoolExecutor:
        if self._executor is not None:
            self.recover(self._executor)
        if self._executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            from rummy_desktop.ai.worker import start_worker

            self._executor = ProcessPoolExecutor(self._workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=start_worker)
        return self._executor


def _manager_died(executor: ProcessPoolExecutor) -> bool:
    """Whether the thread that feeds ``executor``'s workers and collects their answers has died.

    CPython 3.11's manager thread dies of ``InvalidStateError`` when a worker dies while a cancelled
    task waits in its queue (it marks every waiting task failed, the cancelled one too): the executor
    then answers nothing more and its other workers wait for work for ever."""
    manager = getattr(executor, "_executor_manager_thread", None)
    return manager is not None and not manager.is_alive()


def _worker_died(executor: ProcessPoolExecutor) -> bool:
    """Whether one of ``executor``'s workers has ended (they end only when killed or crashed, or when
    the executor shuts down): the executor is broken, whether or not its manager thread knows yet."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    return bool(getattr(executor, "_broken", False)) or any(process.exitcode is not None for process in processes)


def recovered_pool_failure(args: threading.ExceptHookArgs) -> bool:
    """Whether a thread's uncaught exception is the manager-thread death of :func:`_manager_died`, which
    the pool recovers from (the crash guard does not announce it as a crash)."""
    from concurrent.futures.process import _ExecutorManagerThread

    return isinstance(args.exc_value, InvalidStateError) and isinstance(args.thread, _ExecutorManagerThread)


def _end(executor: ProcessPoolExecutor) -> None:
    """End ``executor``'s processes now, without waiting for a running task, and fail the tasks it
    still owes with ``BrokenProcessPool`` (so their owners send them again).

    Nothing here waits on the executor's manager thread for ever: its processes are killed first,
    which ends that thread, and a manager that died (see :func:`_manager_died`) is not waited for."""
    from concurrent.futures.process import BrokenProcessPool

    processes = list((getattr(executor, "_processes", None) or {}).values())
    owed = [item.future for item in list((getattr(executor, "_pending_work_items", None) or {}).values())]
    try:
        # Not cancel_futures: the manager thread would cancel the queued tasks, and a cancelled task is
        # one its owner dropped (it is never sent again); they fail with BrokenProcessPool instead.
        executor.shutdown(wait=False)
    except OSError:   # its pipes already closed as it broke: nothing left to tell it
        pass
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(_END_SECONDS)
        if process.is_alive():
            process.kill()
            process.join()
    manager = getattr(executor, "_executor_manager_thread", None)
    if manager is not None and manager is not threading.current_thread():
        manager.join(_END_SECONDS)
    for future in owed:
        if not future.done():
            try:
                future.set_exception(BrokenProcessPool("the worker processes were ended"))
            except InvalidStateError:   # done meanwhile (the manager thread answered it)
                pass


_shared: WorkerPool | None = None


def shared_pool() -> WorkerPool:
    """The app's one pool (every match and hint service shares it); it ends at the latest when Python
    exits (the benchmarks and tests, which have no ``run_gui`` to end it)."""
    global _shared
    if _shared is None:
        _shared = WorkerPool()
        _end_before_threads_are_joined(shutdown_shared_pool)
    return _shared


def _end_before_threads_are_joined(end: Callable[[], None]) -> None:
    """Call ``end`` when Python exits, before it waits for the executor's manager threads.

    ``concurrent.futures`` joins those threads, which wait for every running task, from a hook of
    ``threading`` that runs before ``atexit``'s: ended by ``atexit``, the workers would finish their
    searches first. Hooks run last-registered first, so ``end``, registered after that module's own
    hook (it registers on import), runs before it. ``threading._register_atexit`` is private but is
    how the standard library itself does this (Python 3.9 and later)."""
    import concurrent.futures.process  # noqa: F401  (its exit hook registered before ours)

    threading._register_atexit(end)  # type: ignore[attr-defined]


def shutdown_shared_pool() -> None:
    """End the app's worker processes (when the app quits); the next task starts new ones."""
    if _shared is not None:
        _shared.shutdown()


@dataclass(frozen=True)
class Task:
    """``fn(*args)`` in a worker process (a function of ``ai/worker.py``: arguments and answer are
    JSON text and numbers), and ``decode``, which makes the answer an engine value on the GUI thread.

    ``seconds`` is how long a search may think, for a task that is given a deadline: each time
    the task is sent, the first time or again after its worker died, its last argument is the
    wall-clock moment (``time.time()``) that many seconds later. A deadline fixed once would leave
    a task sent again after a kill only what the killed worker had not used, and a search given
    less time may choose another move.
    """

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    decode: Callable[[Any], object] = field(default=lambda answer: answer)
    seconds: float | None = None

    def arguments(self) -> tuple[Any, ...]:
        """The arguments to send now: ``args``, and the deadline from now if the task has one."""
        return self.args if self.seconds is None else (*self.args, time.time() + self.seconds)


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
        self._watch = QTimer(self, interval=_WATCH_MS)
        self._watch.timeout.connect(self._recover_stalled)

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
            future, job.executor = self._pool.submit(job.task.fn, *job.task.arguments())
        except (RuntimeError, OSError) as error:   # no process could be started (BrokenProcessPool is a RuntimeError)
            future = Future()
            future.set_exception(error)
        self._jobs[future] = job
        self._watch.start()
        future.add_done_callback(self._notify)

    def _recover_stalled(self) -> None:
        """While tasks are out, replace an executor that can no longer answer them (its manager died)."""
        for executor in {job.executor for job in self._jobs.values() if job.executor is not None}:
            self._pool.recover(executor)
        if not self._jobs:
            self._watch.stop()

    def _notify(self, future: Future[Any]) -> None:
        try:
            self._finished.emit(future)
        except RuntimeError:   # this object was deleted with its window: nobody waits for the result
            pass

    def _arrived(self, future: Future[Any]) -> None:
        from concurrent.futures.process import BrokenProcessPool

        job = self._jobs.pop(future, None)
        if not self._jobs:
            self._watch.stop()   # nothing out: no tick may come while this object is being torn down
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
