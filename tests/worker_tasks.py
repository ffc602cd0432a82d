"""Tasks for the worker-process tests: module functions, so a spawned worker finds them by name
(the worker gets the test run's ``sys.path``); and the check that a process has ended."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from rummy_desktop.ai import table_solver, worker
from rummy_desktop.ai.solver_dp import DeadlineExceeded


def pid_after(marker: str, seconds: float) -> int:
    """Note this worker's id in ``marker`` (the task is running), wait, and answer the id.

    The id is written beside the marker and moved into place, so a marker that exists holds it whole
    (a test that saw it exist once read it empty)."""
    written = Path(f"{marker}.writing")
    written.write_text(f"{os.getpid()}\n", encoding="utf-8")
    os.replace(written, marker)
    time.sleep(seconds)
    return os.getpid()


def hint_play_noting_pid(marker: str, *args: object) -> str:
    """The real hint search, after noting in ``marker`` which process runs it."""
    Path(marker).write_text(f"{os.getpid()}\n", encoding="utf-8")
    return worker.hint_play(*args)


ERRORS = {
    "IndexError": lambda: IndexError("tuple index out of range"),
    "TimeoutError": lambda: TimeoutError("the search timed out"),
    "DeadlineExceeded": DeadlineExceeded,
}


def hint_play_failing_with(error: str, *args: object) -> str:
    """The real hint task, its solver raising ``ERRORS[error]`` (put back afterwards: the worker stays)."""
    def failing(*_: object, **__: object) -> table_solver.Play:
        raise ERRORS[error]()

    real = table_solver.best_play
    table_solver.best_play = failing
    try:
        return worker.hint_play(*args)
    finally:
        table_solver.best_play = real


def hint_play_cut_short(*args: object) -> str:
    """The real hint search, its play marked as found when time ran out (``optimal`` false)."""
    import json

    play = json.loads(worker.hint_play(*args))
    return json.dumps({**play, "optimal": False})


def review_turn_held(started: str, release: str, *args: object) -> object:
    """The real review task, after noting in ``started`` that it runs, held until the file ``release``
    exists (10 s at most)."""
    Path(started).write_text(f"{os.getpid()}\n", encoding="utf-8")
    deadline = time.monotonic() + 10
    while not Path(release).exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    return worker.review_turn(*args)


def review_turn_noting_pid(marker: str, *args: object) -> object:
    """The real review task, after noting in ``marker`` which process runs it."""
    Path(marker).write_text(f"{os.getpid()}\n", encoding="utf-8")
    return worker.review_turn(*args)


def kill_a_worker_beside_cancelled_tasks(pool: Any, folder: str) -> tuple[int, list[Any]]:
    """Put ``pool`` (two workers) in the state that kills CPython 3.11's executor manager thread: both
    workers searching (for ten minutes), cancelled tasks waiting behind them, then one worker killed.
    The survivor's process id and the two running tasks' futures."""
    import signal

    markers = [Path(folder, f"running-{n}") for n in range(2)]
    running = [pool.submit(pid_after, str(marker), 600.0)[0] for marker in markers]
    waiting = [pool.submit(pid_after, str(Path(folder, f"waiting-{n}")), 600.0)[0] for n in range(4)]
    deadline = time.monotonic() + 120
    while not all(marker.exists() for marker in markers):
        if time.monotonic() > deadline:
            raise TimeoutError("the two workers did not start their tasks")
        time.sleep(0.05)
    if not any(future.cancel() for future in waiting):
        raise AssertionError("no waiting task could be cancelled")
    killed, survivor = (int(marker.read_text()) for marker in markers)
    os.kill(killed, signal.SIGKILL)
    return survivor, running


def gone(pid: int) -> bool:
    """No process ``pid`` runs any more (a zombie not yet reaped counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except OSError:
        return True


def wait_until_gone(pids: list[int]) -> None:
    """Wait up to 10 s for every process of ``pids`` to end; fail if one still runs."""
    deadline = time.monotonic() + 10
    while not all(gone(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [pid for pid in pids if not gone(pid)] == []


def decide_noting_deadline(marker: str, *args: Any) -> str:
    """The real decision, after adding a line "process id, deadline" to ``marker`` and waiting 1 s (time
    for a test to kill this worker mid-task); the deadline is the last argument, a wall-clock moment."""
    with Path(marker).open("a", encoding="utf-8") as noted:
        noted.write(f"{os.getpid()} {args[-1]!r}\n")
    time.sleep(1.0)
    return worker.decide(*args)


def noted_deadlines(marker: Path) -> list[tuple[int, float]]:
    """The lines :func:`decide_noting_deadline` wrote: each attempt's process id and deadline."""
    lines = marker.read_text(encoding="utf-8").splitlines() if marker.exists() else []
    return [(int(pid), float(deadline)) for pid, deadline in (line.split() for line in lines)]
