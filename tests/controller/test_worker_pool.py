"""Computer players think in worker processes: another process decides, a killed worker is replaced
and its task sent again, a cancelled task's result is ignored, and no worker outlives the app.

The tests share the app's one pool (``shared_pool``), as the app does: a worker started once
serves every test (starting one costs about a second here)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from functools import partial
from pathlib import Path

import pytest

from rummy_desktop.ai.background_priority import NICENESS
from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.worker import WorkerFailed, decide, warm_up
from rummy_desktop.controller.match import GinAdapter, ManipulationAdapter, Match, Seat, decision_task
from rummy_desktop.controller.worker_pool import ATTEMPTS, ProcessWork, Task, WorkerPool, shared_pool
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_json
from rummy_desktop.engine.manipulation import action_json as manipulation_json
from worker_tasks import (
    decide_noting_deadline,
    gone,
    kill_a_worker_beside_cancelled_tasks,
    noted_deadlines,
    pid_after,
    wait_until_gone,
)

ROOT = Path(__file__).resolve().parents[2]


def arrivals(work: ProcessWork) -> list[tuple[object, object]]:
    arrived: list[tuple[object, object]] = []
    work.done.connect(lambda token, result: arrived.append((token, result)))
    return arrived


def test_a_task_runs_in_another_process_and_comes_back_with_its_token(qtbot):
    work = ProcessWork()
    arrived = arrivals(work)
    work.start(Task(warm_up, ()), "first")
    qtbot.waitUntil(lambda: len(arrived) == 1, timeout=60_000)
    token, pid = arrived[0]
    assert token == "first" and isinstance(pid, int) and pid != os.getpid()
    assert pid in work.pool.process_ids()


@pytest.mark.skipif(sys.platform == "win32", reason="Unix niceness; Windows uses the below-normal class")
def test_workers_think_at_a_lower_priority_than_the_app(qtbot):
    # A search on both cores at the app's priority made the window wait for a core while it painted.
    work = ProcessWork()
    arrived = arrivals(work)
    work.start(Task(os.getpriority, (os.PRIO_PROCESS, 0)), "priority")
    qtbot.waitUntil(lambda: len(arrived) == 1, timeout=60_000)
    here = os.getpriority(os.PRIO_PROCESS, 0)
    assert arrived[0] == ("priority", min(19, here + NICENESS))


def test_a_computer_seat_chooses_in_a_worker_process(qtbot):
    match = Match([Seat("Anna", "hard"), Seat("You")], adapter=GinAdapter(), pause_ms=0)
    answers = arrivals(match.processes)
    played: list[object] = []
    match.action_played.connect(lambda seat, action, before, after: played.append((seat, action)))
    match.new_game(5)
    view = match.view_for(0)
    qtbot.waitUntil(lambda: bool(played), timeout=60_000)
    match.shutdown()
    seat, action = played[0]
    assert seat == 0 and action in view.legal_actions
    assert answers[0][1] == action   # the move played is the worker's answer
    workers = match.processes.pool.process_ids()
    assert workers and os.getpid() not in workers


def test_the_worker_decides_as_the_bot_decides_in_this_process():
    state = manipulation.new_game(3, random.Random(8))
    view = manipulation.view_for(state, state.current)
    answer = decide("manipulation", "hard", view, 99, None)
    expected = make_bot("manipulation", "hard").choose(view, random.Random(99), None)
    assert manipulation_json.action_from_json(__import__("json").loads(answer)) == expected


def test_a_decision_task_carries_the_seats_view_not_the_state():
    state = manipulation.new_game(3, random.Random(2))
    task = decision_task(ManipulationAdapter(), "easy", state, 1, 7, 2.0)
    game, level, view, seed, wall_deadline = task.arguments()
    assert (task.fn, game, level, seed) == (decide, "manipulation", "easy", 7)
    assert view == manipulation.view_for(state, 1)
    assert 0 < wall_deadline - time.time() <= 2.0


def test_a_computer_move_sent_again_after_a_kill_has_its_whole_time_to_think(qtbot, tmp_path, monkeypatch):
    """The task sent again to a new worker gets a deadline counted from then, not the first one's (issue 33:
    with what the killed worker left, the expert matched its undisturbed move 7 times in 14)."""
    marker = tmp_path / "deadlines"
    monkeypatch.setattr("rummy_desktop.controller.match.decide", partial(decide_noting_deadline, str(marker)))
    match = Match([Seat("Anna", "easy"), Seat("You")], adapter=GinAdapter(), pause_ms=0, think_seconds=5.0)
    played: list[object] = []
    match.action_played.connect(lambda *args: played.append(args))
    match.new_game(5)
    qtbot.waitUntil(lambda: len(noted_deadlines(marker)) == 1, timeout=60_000)
    time.sleep(0.5)   # the first attempt has thought half a second when its worker is killed
    [(killed, first)] = noted_deadlines(marker)
    killed_at = time.time()
    os.kill(killed, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(played), timeout=60_000)
    match.shutdown()
    (_, _), (again, deadline) = noted_deadlines(marker)
    assert again != killed
    assert first < killed_at + 5.0 - 0.4          # the first deadline had half a second less to go
    assert deadline >= killed_at + 5.0 - 0.05     # the one sent again: five seconds from after the kill


def test_a_failure_in_the_worker_comes_back_as_an_exception_with_its_reason(qtbot):
    work = ProcessWork()
    arrived = arrivals(work)
    state = gin.new_game(random.Random(3))
    work.start(Task(decide, ("gin", "no such level", gin.view_for(state, 0), 1, None)), "bad")
    qtbot.waitUntil(lambda: bool(arrived), timeout=60_000)
    token, error = arrived[0]
    assert isinstance(error, WorkerFailed) and str(error).startswith("ValueError: unknown level 'no such level'")


def test_a_killed_worker_is_replaced_and_its_task_sent_again(qtbot, tmp_path):
    work = ProcessWork()
    arrived = arrivals(work)
    marker = tmp_path / "running"
    restarts = work.pool.restarts
    work.start(Task(pid_after, (str(marker), 1.0)), "slow")
    qtbot.waitUntil(marker.exists, timeout=60_000)
    killed = int(marker.read_text())
    marker.unlink()
    os.kill(killed, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(arrived), timeout=60_000)
    token, pid = arrived[0]
    assert token == "slow" and isinstance(pid, int)
    assert pid != killed and int(marker.read_text()) == pid      # it ran again, in a new worker
    assert work.pool.restarts == restarts + 1 and killed not in work.pool.process_ids()


def test_a_task_whose_workers_keep_dying_is_reported_after_a_few_attempts(qtbot, tmp_path):
    work = ProcessWork()
    arrived = arrivals(work)
    marker = tmp_path / "running"
    work.start(Task(pid_after, (str(marker), 30.0)), "doomed")
    killed = []
    for _ in range(ATTEMPTS):
        qtbot.waitUntil(marker.exists, timeout=60_000)
        killed.append(int(marker.read_text()))
        marker.unlink()
        os.kill(killed[-1], signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(arrived), timeout=60_000)
    assert len(set(killed)) == ATTEMPTS
    assert arrived[0][0] == "doomed" and type(arrived[0][1]).__name__ == "BrokenProcessPool"


def test_a_computer_move_is_retried_when_its_worker_was_killed(qtbot):
    match = Match([Seat("Anna", "easy"), Seat("You")], adapter=GinAdapter(), pause_ms=60_000)
    pool = match.processes.pool
    pool.warm_up()
    qtbot.waitUntil(lambda: bool(pool.process_ids()), timeout=60_000)
    before, restarts = pool.process_ids(), pool.restarts
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    played: list[object] = []
    errors: list[object] = []
    match.action_played.connect(lambda *args: played.append(args))
    match.computer_error.connect(lambda *args: errors.append(args))
    match.pause_ms = 0
    match.new_game(9)
    qtbot.waitUntil(lambda: bool(played), timeout=60_000)
    match.shutdown()
    assert errors == [] and pool.restarts == restarts + 1
    assert not set(before) & set(pool.process_ids())


class _BreakingExecutor:
    """An executor whose submit fails as CPython's does when its manager thread closes the pipes a new
    worker is started with under that submit (the race CI met: ``ValueError: bad value(s) in
    fds_to_keep``); ``broken`` says whether one of its workers had died meanwhile."""

    def __init__(self, broken: bool) -> None:
        self._broken = "A child process terminated abruptly" if broken else False
        self._processes: dict[int, object] = {}
        self.shut_down = False

    def submit(self, fn, *args):
        raise ValueError("bad value(s) in fds_to_keep")

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        self.shut_down = True


def test_a_task_sent_while_a_dead_workers_pipes_close_goes_to_new_workers():
    pool = WorkerPool(workers=1)
    breaking = _BreakingExecutor(broken=True)
    pool._executor = breaking   # as if it had been started, and one of its workers died just now
    try:
        future, executor = pool.submit(os.getpid)
        assert executor is not breaking and breaking.shut_down and pool.restarts == 1
        assert future.result(timeout=60) != os.getpid()
    finally:
        pool.shutdown()


def test_a_submit_that_fails_for_another_reason_is_not_hidden():
    pool = WorkerPool(workers=1)
    healthy = _BreakingExecutor(broken=False)
    pool._executor = healthy
    with pytest.raises(ValueError, match="fds_to_keep"):
        pool.submit(os.getpid)
    assert pool._executor is healthy and pool.restarts == 0


def test_a_task_sent_after_a_worker_was_killed_never_goes_to_its_executor(qtbot):
    pool = WorkerPool(workers=1)
    try:
        _, old = pool.submit(os.getpid)
        qtbot.waitUntil(lambda: bool(pool.process_ids()), timeout=60_000)
        (pid,) = pool.process_ids()
        os.kill(pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: any(p.exitcode is not None for p in old._processes.values()), timeout=60_000)
        future, executor = pool.submit(os.getpid)
        assert executor is not old and pool.restarts == 1
        assert future.result(timeout=60) not in (os.getpid(), pid)
    finally:
        pool.shutdown()


def test_tasks_waiting_on_replaced_workers_are_sent_again_not_dropped(qtbot, tmp_path):
    pool = WorkerPool(workers=1)
    work = ProcessWork(pool)
    arrived = arrivals(work)
    try:
        tokens = ["running", "queued 1", "queued 2", "waiting"]   # one worker: the last waits its turn
        for token in tokens:
            work.start(Task(pid_after, (str(tmp_path / token), 0.2 if token != "running" else 5.0)), token)
        qtbot.waitUntil((tmp_path / "running").exists, timeout=60_000)
        (job,) = {job.executor for job in work._jobs.values()}
        pool.replace(job)   # as when one of its workers was found dead
        qtbot.waitUntil(lambda: len(arrived) == len(tokens), timeout=120_000)
        assert sorted(token for token, _ in arrived) == sorted(tokens)
        assert all(isinstance(pid, int) for _, pid in arrived)
    finally:
        work.cancel()
        pool.shutdown()


def test_a_cancelled_task_never_comes_back(qtbot, tmp_path):
    work = ProcessWork()
    arrived = arrivals(work)
    marker = tmp_path / "running"
    work.start(Task(pid_after, (str(marker), 0.5)), "old game")
    qtbot.waitUntil(marker.exists, timeout=60_000)
    work.cancel()
    assert work.pending == 0
    work.start(Task(pid_after, (str(tmp_path / "new"), 0.7)), "new game")
    qtbot.waitUntil(lambda: bool(arrived), timeout=60_000)
    qtbot.wait(300)   # the old task ended well before: its answer had time to come
    assert [token for token, _ in arrived] == ["new game"]


def test_a_new_game_cancels_the_computer_moves_of_the_old_one(qtbot, tmp_path):
    busy = ProcessWork()
    for n in range(2):   # both workers busy for a second: the old game's move waits its turn
        busy.start(Task(pid_after, (str(tmp_path / f"busy{n}"), 1.0)), n)
    qtbot.waitUntil(lambda: (tmp_path / "busy0").exists() and (tmp_path / "busy1").exists(), timeout=60_000)
    match = Match([Seat("Anna", "hard"), Seat("Ben", "hard")], pause_ms=0)
    asked: list[int] = []
    match.thinking.connect(asked.append)
    played: list[object] = []
    match.action_played.connect(lambda seat, action, before, after: played.append(before))
    match.new_game(1)
    qtbot.waitUntil(lambda: match.processes.pending == 1, timeout=5_000)   # the old game's first move is on its way
    old = match.state
    match.pause_ms = 60_000                          # the new game's computer waits: nothing more is asked
    match.new_game(2)
    assert match.processes.pending == 0 and len(asked) == 1
    qtbot.wait(4_000)                                # the old move had time to be made and come back
    match.shutdown()
    assert played == [] and match.state is not old and match.state.current_player is not None


def test_the_pool_ends_its_workers_when_shut_down(qtbot):
    pool = WorkerPool(workers=1)
    future, _ = pool.submit(warm_up)
    pid = future.result(timeout=60)
    assert pool.process_ids() == (pid,)
    pool.shutdown()
    assert gone(pid) and pool.process_ids() == ()


@pytest.mark.parametrize("end", ["quit", "killed"])
def test_no_worker_outlives_the_app(tmp_path, end):
    """The app's process starts its workers, then quits as run_gui does, or is killed: its workers end."""
    script = tmp_path / "app.py"
    script.write_text(textwrap.dedent(f"""
        import os, signal, sys
        from rummy_desktop.controller.worker_pool import shared_pool, shutdown_shared_pool
        from rummy_desktop.ai.worker import warm_up

        if __name__ == "__main__":
            pool = shared_pool()
            futures = [pool.submit(warm_up)[0] for _ in range(2)]
            print(" ".join(str(f.result()) for f in futures), flush=True)
            if {end!r} == "killed":
                os.kill(os.getpid(), signal.SIGKILL)
            shutdown_shared_pool()
    """), encoding="utf-8")
    result = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    pids = [int(word) for word in result.stdout.split()]
    assert pids and os.getpid() not in pids
    deadline = time.monotonic() + 10
    while not all(gone(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [pid for pid in pids if not gone(pid)] == []


def run_app_script(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    """Run ``body`` as an app's main script (the tests' helpers importable); it must end within 2 minutes."""
    script = tmp_path / "app.py"
    script.write_text(textwrap.dedent(body), encoding="utf-8")
    return subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])})


def test_python_exits_without_waiting_for_a_running_search(tmp_path):
    """A run with no window to end the pool (a benchmark, the tests) ends while a worker searches for
    ten minutes: Python ends the worker instead of waiting for its answer."""
    result = run_app_script(tmp_path, f"""
        import time
        from pathlib import Path
        from rummy_desktop.controller.worker_pool import shared_pool
        from worker_tasks import gone, kill_a_worker_beside_cancelled_tasks, pid_after, wait_until_gone

        if __name__ == "__main__":
            marker = Path({str(tmp_path / "running")!r})
            shared_pool().submit(pid_after, str(marker), 600.0)
            while not marker.exists():
                time.sleep(0.05)
            print(marker.read_text(), flush=True)
    """)
    assert result.returncode == 0, result.stderr
    pid = int(result.stdout)
    wait_until_gone([pid])


def test_python_exits_after_a_worker_died_beside_cancelled_tasks(tmp_path):
    """The other worker, left without its manager thread by CPython 3.11, does not keep Python waiting."""
    result = run_app_script(tmp_path, f"""
        import time
        from rummy_desktop.controller.worker_pool import shared_pool
        from worker_tasks import kill_a_worker_beside_cancelled_tasks

        if __name__ == "__main__":
            survivor, _ = kill_a_worker_beside_cancelled_tasks(shared_pool(), {str(tmp_path)!r})
            time.sleep(2)   # the manager thread has seen the death (and died of it)
            print(survivor, flush=True)
    """)
    assert result.returncode == 0, result.stderr
    wait_until_gone([int(result.stdout)])


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")   # the manager thread's death
def test_a_task_sent_after_a_worker_died_beside_cancelled_tasks_is_answered_by_new_workers(qtbot, tmp_path):
    """Whether the pool learns of the dead manager thread when the task is sent or while it waits, the
    task is answered, by new workers, and the tasks the old ones owed fail (their owners resend them)."""
    pool = WorkerPool(workers=2)
    work = ProcessWork(pool)
    arrived = arrivals(work)
    try:
        survivor, running = kill_a_worker_beside_cancelled_tasks(pool, str(tmp_path))
        qtbot.wait(2_000)   # the manager thread has seen the death (and died of it)
        work.start(Task(warm_up, ()), "after the death")
        qtbot.waitUntil(lambda: bool(arrived), timeout=60_000)
        token, pid = arrived[0]
        assert token == "after the death" and isinstance(pid, int) and pid != survivor
        assert pool.restarts >= 1
        assert all(type(future.exception(timeout=10)).__name__ == "BrokenProcessPool" for future in running)
        wait_until_gone([survivor])
    finally:
        pool.shutdown()


def test_shared_pool_is_one_for_the_app():
    assert shared_pool() is shared_pool()


@pytest.mark.parametrize("data", [
    None, [], {}, {"action": 3}, {"action": "fly"}, {"action": "draw", "extra": 1},
    {"action": "meld"}, {"action": "meld", "table": [[1]]}, {"action": "meld", "table": "5H"},
    {"action": "meld", "table": [["5H", "6H", "7H"]]},   # without a view, each card names its copy
])
def test_a_garbled_manipulation_action_is_refused(data):
    with pytest.raises(ValueError):
        manipulation_json.action_from_json(data)


@pytest.mark.parametrize("data", [
    None, {"action": "discard"}, {"action": "knock", "card": 7}, {"action": "draw_stock", "card": "7S#0"},
    {"action": "spread", "melds": [], "layoffs": [["0", []]]},
    {"action": "discard", "card": "7X#0"},
])
def test_a_garbled_gin_action_is_refused(data):
    with pytest.raises(ValueError):
        gin_json.action_from_json(data)
