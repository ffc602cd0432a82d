"""The worker processes give way to the window: they think at a lower scheduling priority.

An expert's search keeps both cores of a small machine busy (its worker, and the helper of
:mod:`.second_core`). At the same priority the window's thread then waits for a core a time slice
at a time while it lays out and paints a move: paints of 5 ms of CPU took 16 ms (issue 29's
stalls, docs/benchmarks.md). At a lower priority the worker still has every core the window does
not want, so thinking is no slower on an idle desktop; the window, and the player's other
programs, come first. Processes the worker starts inherit its priority (on Windows, a process of
the below-normal class starts its children in that class).
"""

from __future__ import annotations

import os
import sys

__all__ = ["NICENESS", "give_way"]

NICENESS = 10
"""How much nicer than the app a worker is (Unix ``nice``); Windows' below-normal class is its peer."""

_BELOW_NORMAL_PRIORITY_CLASS = 0x4000


def give_way() -> None:
    """Lower this process's priority below the app's (best effort: a system that refuses keeps it as is)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS)
        return
    try:
        os.nice(NICENESS)
    except OSError:   # a sandbox that forbids it: thinking at the app's priority still works
        pass
