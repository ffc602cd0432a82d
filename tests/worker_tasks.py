"""Tasks for the worker-process tests: module functions, so a spawned worker finds them by name
(the worker gets the test run's ``sys.path``)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from rummy_desktop.ai import table_solver, worker
from rummy_desktop.ai.solver_dp import DeadlineExceeded


def pid_after(marker: str, seconds: float) -> int:
    """Note this worker's id in ``marker`` (the task is running), wait, and answer the id."""
    Path(marker).write_text(f"{os.getpid()}\n", encoding="utf-8")
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
