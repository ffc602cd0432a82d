"""Every process a program started, found through ``/proc`` (Linux): its session and all their descendants.

Killing a program's process group ends what stays in the group. A descendant can leave it: into a group
of its own in the same session (``setpgid``), or into a session of its own (``setsid``). On Linux,
:func:`kill_tree` also ends those: every process of the program's session, and every descendant of any of
them, found by their parent links whichever group or session they are in. It stops each process it finds
before it looks again, so none can start another while it looks, then kills them all.

What still escapes: a process that left the session *and* whose parent ended first has the system (or a
subreaper) for its parent, and no link back to the program. On macOS there is no ``/proc``: the group is
killed, nothing more.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

__all__ = ["kill_tree", "tree_of"]

_PROC = Path("/proc")


def _links() -> dict[int, tuple[int, int]]:
    """Each process's parent and session, by process id (empty where there is no ``/proc``)."""
    found: dict[int, tuple[int, int]] = {}
    if not _PROC.is_dir():
        return found
    for entry in _PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:   # it ended while we looked
            continue
        # "pid (name) state ppid pgrp session ...": the name may hold spaces and brackets.
        fields = stat.rsplit(")", 1)[-1].split()
        if len(fields) >= 4:
            found[int(entry.name)] = (int(fields[1]), int(fields[3]))
    return found


def tree_of(leader: int) -> set[int]:
    """The processes of the session ``leader`` leads and all their descendants. Nothing when ``leader``
    leads no session: its process id may belong to another program by now, whose processes are not ours."""
    links = _links()
    tree = {pid for pid, (_, session) in links.items() if session == leader}
    grew = True
    while grew:
        children = {pid for pid, (parent, _) in links.items() if parent in tree} - tree
        tree |= children
        grew = bool(children)
    return tree


def kill_tree(leader: int) -> None:
    """Kill ``leader``'s process group and, on Linux, every process of :func:`tree_of` it."""
    stopped: set[int] = set()
    while True:   # stop what is found, then look again: a stopped process starts nothing more
        fresh = tree_of(leader) - stopped
        if not fresh:
            break
        for pid in fresh:
            _signal(pid, signal.SIGSTOP)
        stopped |= fresh
    try:
        os.killpg(leader, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):   # every process of the group has gone already
        pass
    for pid in stopped:
        _signal(pid, signal.SIGKILL)


def _signal(pid: int, number: int) -> None:
    try:
        os.kill(pid, number)
    except (ProcessLookupError, PermissionError):
        pass
