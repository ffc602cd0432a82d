"""A second process for a search that can share its work out, when the machine has a second core.

The expert Gin player plays the round out on batches of guesses of the hidden
cards (:mod:`.gin_expert`). Each guess is judged on its own, so a batch splits
in two: this process plays the first half while a helper process plays the
second, and the two lists of results are joined in order. The answer is the
one a single process would give on the same guesses; it comes sooner, so more
guesses fit in the decision's time.

The helper is one spawn-method process, started by the first search that
asks for it and kept for the life of this process (it ends with it, even
killed). Until it has started, and on a machine with one core, the work is
all done here. If the helper fails or dies, its half is played here and a new
helper is started for the next search. A search with a time limit waits for the
helper's half only until its own answer is due (on a loaded machine the helper
may be slow to be given the processor): a half that comes later is dropped
when it comes, and until it has come the next searches do all their work here.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = ["Shared", "as_is", "cores_here", "helper_process_id"]

Item = TypeVar("Item")
Result = TypeVar("Result")
Work = Callable[[Sequence[Item], "float | None"], list[Result]]
"""Work on some items, stopping early once ``time.time()`` passes the given moment (before the first item if
it has passed already)."""

_GRACE = 0.5
"""Seconds the helper's half may come back after the work's end, unless the caller says when it is due."""
_READY = "ready"
_LATE = object()
"""The helper's answer did not come in time (it still may later)."""


def cores_here() -> int:
    """How many cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS and Windows have no affinity call
        return os.cpu_count() or 1


def as_is() -> None:
    """A warm-up with nothing to load."""


def _serve(connection: Connection, warm_up: Callable[[], object]) -> None:
    """The helper process: warm up, then do the work sent until this process's owner is gone.

    ``warm_up`` came here pickled, by reference: unpickling it has already imported its module and all
    that module imports, so the first half sent is not slowed by loading them."""
    warm_up()
    connection.send(_READY)
    while True:
        try:
            work, items, until = connection.recv()
        except (EOFError, ConnectionResetError):
            return  # the owner has ended (or was killed): its end of the pipe closed, or was reset
        try:
            answer: tuple[bool, Any] = (True, work(items, until))
        except Exception as error:  # noqa: BLE001 - reported to the owner, who plays the half itself
            answer = (False, f"{type(error).__name__}: {error}")
        connection.send(answer)


class Shared:
    """The helper process, started when first asked for and replaced when it fails.

    It is a daemon process: when its owner ends, multiprocessing ends it; when
    its owner is killed, its end of the pipe closes and it returns.
    """

    def __init__(self, cores: Callable[[], int] = cores_here, warm_up: Callable[[], object] = as_is) -> None:
        """``warm_up`` (a module function) runs in the helper before it says it is ready."""
        self._cores = cores
        self._warm_up = warm_up
        self._helper: BaseProcess | None = None
        self._connection: Connection | None = None
        self._ready = False
        self._owed = 0  # answers sent for and not yet come (late ones)

    def run(self, work: Work[Item, Result], items: Sequence[Item], until: float | None,
            due: float | None = None) -> list[Result]:
        """``work(items, until)``, the second half of ``items`` played in the helper when it is ready.

        ``work`` must be picklable (a module function, or a method of a picklable
        object); so must the items and results. The results are in the items'
        order; each half stops at ``until`` as ``work`` does, so fewer results may
        come back than items were given, the helper's part always after this one's.
        ``due`` (a ``time.time()`` moment; ``until`` plus half a second if not given)
        is when the helper's half must be back: past it, that half is played here
        while ``until`` allows (no more, as ``work`` stops there) and the late half
        is dropped when it comes.
        """
        connection = self._connection if self._is_ready() and self._caught_up() else None
        if connection is None or len(items) < 2:
            return work(items, until)
        half = len(items) // 2
        try:
            connection.send((work, items[half:], until))
        except Exception:  # noqa: BLE001 - a dead helper, or work it cannot be sent: all done here
            self._drop()
            return work(items, until)
        self._owed += 1
        mine = work(items[:half], until)
        if due is None and until is not None:
            due = until + _GRACE
        theirs = self._answer(due)
        if theirs is None or theirs is _LATE:
            if theirs is None:
                self._drop()
            theirs = work(items[half:], until) if len(mine) == half else []
        return mine + theirs if len(mine) == half else mine

    def close(self) -> None:
        """End the helper (a new one starts when next asked for)."""
        self._drop()

    def _answer(self, due: float | None) -> Any:
        """The helper's results; :data:`_LATE` if they have not come by ``due``; None if it failed or died."""
        assert self._connection is not None
        wait = None if due is None else max(0.0, due - time.time())
        try:
            if not self._connection.poll(wait):
                return _LATE
            done, answer = self._connection.recv()
        except (EOFError, OSError):
            return None
        self._owed -= 1
        return answer if done else None

    def _caught_up(self) -> bool:
        """Whether every late answer has come (and been dropped): till then the helper is still busy."""
        assert self._connection is not None
        try:
            while self._owed and self._connection.poll(0):
                self._connection.recv()
                self._owed -= 1
        except (EOFError, OSError):
            self._drop()
            return False
        return not self._owed

    def _is_ready(self) -> bool:
        """Whether the helper is up; it is started here (on a machine with a second core) if it is not."""
        if self._helper is None:
            if self._cores() >= 2:
                try:
                    self._start()
                except Exception:  # noqa: BLE001 - e.g. this is a daemon process, which may have no children
                    self._cores = lambda: 1
            return False
        if not self._ready:
            try:
                self._ready = self._connection is not None and self._connection.poll() \
                    and self._connection.recv() == _READY
            except (EOFError, OSError):
                self._drop()
        return self._ready

    def _start(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self._connection, theirs = context.Pipe()
        self._helper = context.Process(target=_serve, args=(theirs, self._warm_up), name="rummy-second-core", daemon=True)
        self._helper.start()
        theirs.close()

    def _drop(self) -> None:
        helper, connection = self._helper, self._connection
        self._helper, self._connection, self._ready, self._owed = None, None, False, 0
        if connection is not None:
            connection.close()
        if helper is not None:
            helper.terminate()
            helper.join(1.0)


def _process_ids(items: Sequence[object], until: float | None) -> list[int]:
    return [os.getpid() for _ in items]


def helper_process_id(helper: Shared, patience: float) -> int:
    """The process id of ``helper``'s process once it has done a share of some work: 0 on a machine with
    one core. Raises ``TimeoutError`` if no share was done in ``patience`` seconds.

    The self-test's proof that a worker process, frozen too, can start its helper and hear from it.
    """
    if cores_here() < 2:
        return 0
    give_up = time.monotonic() + patience
    while time.monotonic() < give_up:
        others = set(helper.run(_process_ids, [0, 1], None)) - {os.getpid()}
        if others:
            return others.pop()
        time.sleep(0.05)
    raise TimeoutError(f"no helper process answered in {patience:g} s")
