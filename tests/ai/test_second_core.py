"""The second core: half of a search's batch is played in a helper process, the results come back in order,
nothing is lost when the helper dies, and the expert's verdict is the one a single core gives."""

import os
import random
import signal
import subprocess
import sys
import time

from rummy_desktop.ai import second_core
from rummy_desktop.ai.gin_bots import lowest_deadwood_knock
from rummy_desktop.ai.gin_expert import SECOND_CORE, ExpertPlayer, Search, Weighing
from rummy_desktop.ai.gin_knowledge import read_view
from rummy_desktop.ai.gin_valuation import guessed_draws
from rummy_desktop.ai import second_core
from rummy_desktop.ai.second_core import Shared, helper_process_id
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.engine.gin import Phase, view_for
from tests.ai.test_bots_gin import _deal
from tests.ai.test_gin_expert import KNOCK_AT_8
from worker_tasks import wait_until_gone

ITEMS = list(range(10))


def _whose(items, until):
    """Each item with the process that handled it."""
    return [(os.getpid(), item) for item in items]


def _once_helper_is_up(shared: Shared) -> list[tuple[int, int]]:
    """The first run whose work was shared (the helper starts in the background)."""
    give_up = time.monotonic() + 120
    while time.monotonic() < give_up:
        answer = shared.run(_whose, ITEMS, None)
        if any(pid != os.getpid() for pid, _ in answer):
            return answer
        time.sleep(0.05)
    raise AssertionError("the helper never started")


def test_on_a_machine_with_one_core_all_the_work_is_done_here():
    shared = Shared(cores=lambda: 1)
    for _ in range(3):
        assert shared.run(_whose, ITEMS, None) == [(os.getpid(), item) for item in ITEMS]
        time.sleep(0.2)


def test_with_two_cores_the_second_half_is_played_in_the_helper_and_comes_back_in_order():
    shared = Shared(cores=lambda: 2)
    try:
        assert shared.run(_whose, ITEMS, None) == [(os.getpid(), item) for item in ITEMS]  # still starting
        answer = _once_helper_is_up(shared)
        assert [item for _, item in answer] == ITEMS
        assert {pid for pid, _ in answer[:5]} == {os.getpid()}
        assert len({pid for pid, _ in answer[5:]}) == 1 and answer[5][0] != os.getpid()
    finally:
        shared.close()


def test_when_the_helper_is_killed_its_half_is_played_here_and_a_new_helper_starts():
    shared = Shared(cores=lambda: 2)
    try:
        helper = _once_helper_is_up(shared)[-1][0]
        os.kill(helper, signal.SIGKILL)
        time.sleep(0.2)
        answer = shared.run(_whose, ITEMS, None)
        assert [item for _, item in answer] == ITEMS and helper not in {pid for pid, _ in answer}
        assert _once_helper_is_up(shared)[-1][0] not in (helper, os.getpid())
    finally:
        shared.close()


def test_the_expert_weighs_a_knock_the_same_on_one_core_and_on_two():
    state = _deal(KNOCK_AT_8, "10H 8H 2C 3C 4C 5C 6C JH QH KH", "QD", stock_size=12, phase=Phase.DISCARD)
    view = view_for(state, 0)
    card = parse_card("KD")
    know = read_view(view, infer=True)
    weighing = Weighing(view, lowest_deadwood_knock(view.hand, card), card, True, know, guessed_draws(know))

    def verdict(cores):
        player = ExpertPlayer(search=Search(guesses=16, batch=8, budget=600.0, z=99.0, cores=cores))
        return player.compare(weighing, random.Random(5))

    alone = verdict(1)
    _once_helper_is_up(SECOND_CORE)
    assert alone.played == 16 and verdict(2) == alone


def test_the_self_tests_check_names_a_helper_other_than_this_process():
    helper = helper_process_id(SECOND_CORE, 120.0)
    assert helper != os.getpid() and (helper > 0 or second_core.cores_here() < 2)


def test_the_self_tests_check_on_one_core_names_no_helper(monkeypatch):
    monkeypatch.setattr(second_core, "cores_here", lambda: 1)
    assert helper_process_id(SECOND_CORE, 120.0) == 0


def test_the_helper_ends_when_its_owner_is_killed():
    owner = subprocess.Popen(
        [sys.executable, "-c", "import time\n"
         "from rummy_desktop.ai.gin_expert import SECOND_CORE\n"
         "from rummy_desktop.ai.second_core import helper_process_id\n"
         "print(helper_process_id(SECOND_CORE, 120.0), flush=True)\n"
         "time.sleep(600)\n"],
        stdout=subprocess.PIPE, text=True)
    try:
        helper = int(owner.stdout.readline())
        assert helper > 0 or second_core.cores_here() < 2
    finally:
        owner.kill()
        owner.wait()
        owner.stdout.close()
    if helper:
        wait_until_gone([helper])


def test_the_helper_ends_quietly_when_its_owners_end_of_the_pipe_is_reset():
    """An owner that exits while the helper waits may reset the pipe rather than close it: the helper
    ends as it does on a closed pipe, with no traceback (one was printed as the app exited)."""
    class ResetPipe:
        def __init__(self) -> None:
            self.sent: list[object] = []

        def send(self, message: object) -> None:
            self.sent.append(message)

        def recv(self) -> object:
            raise ConnectionResetError(104, "Connection reset by peer")

    pipe = ResetPipe()
    second_core._serve(pipe, second_core.as_is)   # returns instead of raising
    assert len(pipe.sent) == 1, "it said it was ready, then nothing more"


def _slow_in_helper(items, until):
    """Each item with its process; in the helper (not the process named by the first item) it takes 1 s."""
    owner = items[0][0] if items else None
    if os.getpid() != owner:
        time.sleep(1.0)
    return [(os.getpid(), item) for _, item in items]


def test_a_helper_late_past_the_answers_due_time_is_not_waited_for_nor_killed():
    """The half not back when due is not waited for; the helper, still busy, is kept: the next search does
    all its work here, and once the late answer has come (and been dropped) the helper shares again."""
    shared = Shared(cores=lambda: 2)
    try:
        helper = _once_helper_is_up(shared)[-1][0]
        owner = os.getpid()
        items = [(owner, item) for item in ITEMS]
        answer = shared.run(_slow_in_helper, items, None, due=time.time())
        assert [pid for pid, _ in answer] == [owner] * 10 and [item for _, item in answer] == ITEMS
        assert shared.run(_whose, ITEMS, None) == [(owner, item) for item in ITEMS]  # still busy
        later = _once_helper_is_up(shared)
        assert later[-1][0] == helper and [item for _, item in later] == ITEMS  # the same helper, caught up
    finally:
        shared.close()
