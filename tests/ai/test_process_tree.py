"""The processes a program started are found through /proc, whichever group or session they moved to."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from rummy_desktop.ai.process_tree import kill_tree, tree_of

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc is Linux's")

# A leader in a session of its own, a child in a new group of the session, a grandchild of that child in a
# session of its own: each prints its process id, then all sleep.
FAMILY = """
import os, sys, time
print(os.getpid(), flush=True)
if os.fork() == 0:
    os.setpgid(0, 0)
    print(os.getpid(), flush=True)
    if os.fork() == 0:
        os.setsid()
        print(os.getpid(), flush=True)
    time.sleep(120)
    os._exit(0)
time.sleep(120)
"""


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_descendant_in_another_group_or_session_is_found_and_killed():
    leader = subprocess.Popen([sys.executable, "-c", FAMILY], stdout=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        pids = [int(leader.stdout.readline()) for _ in range(3)]
        assert {os.getsid(pid) for pid in pids[:2]} == {leader.pid} and os.getsid(pids[2]) == pids[2]
        assert os.getpgid(pids[1]) != leader.pid   # out of the group killpg ends
        assert set(pids) <= tree_of(leader.pid)
        assert os.getpid() not in tree_of(leader.pid)
        kill_tree(leader.pid)
        leader.wait(10)
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [pid for pid in pids if alive(pid)] == []
    finally:
        leader.kill()


def test_a_process_that_leads_no_session_has_no_tree():
    # Its id may be a reused one, of a process that is not the program's: nothing of it is ever killed.
    plain = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert os.getsid(plain.pid) != plain.pid
        assert tree_of(plain.pid) == set()
    finally:
        plain.kill()
        plain.wait(10)
