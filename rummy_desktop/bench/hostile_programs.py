"""Programs that attack the game rather than play it: tests/ai/test_hostile_programs.py and bench/hostile.py.

Run as ``python hostile_programs.py MODE PIDFILE``. Each writes the process ids
it and its children run as to PIDFILE, one a line, so a test can see whether
any is left. Every mode answers a decision it does not attack with the first
legal action.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from typing import Any


def note(pidfile: str, pid: int) -> None:
    with open(pidfile, "a") as out:
        out.write(f"{pid}\n")


def fork_child(pidfile: str, leave: str = "") -> int:
    """A child that sleeps a long time, holding the program's output open (it inherits it); ``leave``
    "session" or "group": it first leaves the program's process group for a session or a group of its own."""
    pid = os.fork()
    if pid == 0:
        if leave == "session":
            os.setsid()
        elif leave == "group":
            os.setpgid(0, 0)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        time.sleep(600)
        os._exit(0)
    note(pidfile, pid)
    return pid


def answer(message: dict[str, Any]) -> None:
    print(json.dumps({"id": message["id"], "action": message["view"]["legal_actions"][0]}), flush=True)


def main(mode: str, pidfile: str) -> None:
    note(pidfile, os.getpid())
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] != "decide":
            continue
        asked = message["id"]
        if mode == "deep" and asked == 1:
            depth = 1500
            print('{"id": 1, "action": ' + "[" * depth + "]" * depth + "}", flush=True)
        elif mode == "deep-bare" and asked == 1:
            print("[" * 50_000, flush=True)   # under the length limit, far too deep
        elif mode == "forked-exit" and asked == 2:
            fork_child(pidfile)
            os._exit(0)          # gone, while the child holds the output open
        elif mode == "long-line" and asked == 1:
            block = b"x" * (1 << 20)
            for _ in range(int(os.environ.get("LONG_LINE_MB", "20"))):
                sys.stdout.buffer.write(block)
            sys.stdout.buffer.write(b"\n")
            sys.stdout.flush()
        elif mode == "stubborn":
            if asked == 1:
                fork_child(pidfile)
                fork_child(pidfile)
            answer(message)
        elif mode == "escaping":
            if asked == 1:
                fork_child(pidfile, leave="session")
                fork_child(pidfile, leave="group")
            answer(message)
        else:
            answer(message)
    if mode in ("stubborn", "escaping"):       # told goodbye: stays anyway, as do its children
        while True:
            time.sleep(1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
