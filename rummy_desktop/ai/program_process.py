"""A program at the table as a process: its own process group, bounded output, and an end it cannot escape.

Each program runs with everything it starts in a group of its own: a new
session on Linux and macOS (``start_new_session``), a Job Object on Windows.
Ending the seat ends the whole group, not only the program: children it
forked, which may hold its output open, go with it. The groups still alive
are ended

- when the seat or the game ends (:meth:`ProgramProcess.end`: the program is
  told goodbye, gets a moment to exit, then its group is killed);
- when the app exits, even within that moment (an ``atexit`` hook);
- when the app is killed: on Windows the job is made to end its processes when
  its last handle closes, and the app holds the only one (:mod:`.windows_job`,
  which also starts the program suspended, so it starts nothing before it is
  in the job); elsewhere a small
  watchdog process (:func:`_watch`, started with the first program) is told
  each group and kills those left when its pipe from the app closes, which
  happens however the app ends.

A descendant that leaves the group on purpose (``setpgid``, ``setsid``) is
followed on Linux through ``/proc`` (:mod:`.process_tree`): it goes with the
program as long as a parent link leads back to the program's session. What
escapes: there, a descendant that left the session and outlived its parent;
on macOS, any descendant that left the group.

The program's output is read by :func:`.program_lines.read_lines` (bounded
lines); what the app sends it is written by a thread of its own, so a
program that never reads cannot make the game wait on a full pipe.
"""

from __future__ import annotations

import atexit
import json
import multiprocessing
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from .process_tree import kill_tree
from .program_lines import read_lines
from .windows_job import CREATE_SUSPENDED, end_job, put_in_job

__all__ = ["ProgramProcess", "END_GRACE_SECONDS", "end_every_program"]

END_GRACE_SECONDS = 1.0
"""How long a program told goodbye may take to exit before its group is killed."""
_QUEUED_LINES = 64
"""Lines read ahead of the game; past them the program waits on its pipe."""
_READER_SECONDS = 5.0
"""How long an ended program's output may take to reach its end once the group is killed."""
_CLOSE = object()


class ProgramProcess:
    """One started program: send it messages, take its lines, see it exit, end it and everything it started.

    ``words`` is the command line as a list; OSError when it cannot be started.
    """

    def __init__(self, words: list[str]) -> None:
        self.lines: queue.Queue[Any] = queue.Queue(_QUEUED_LINES)
        self._outbox: queue.Queue[Any] = queue.Queue()
        self._popen = subprocess.Popen(
            words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, **_own_group_options(),
        )
        assert self._popen.stdout is not None and self._popen.stdin is not None
        try:
            self._group = _GROUPS.add(self._popen)
        except OSError:   # it could not be held in a group of its own (killed already)
            self._popen.stdin.close()
            self._popen.stdout.close()
            self._popen.wait()
            raise
        self._reader = threading.Thread(target=self._read, args=(self._popen.stdout,), daemon=True)
        self._reader.start()
        threading.Thread(target=self._write, args=(self._popen.stdin,), daemon=True).start()
        self._ending = False
        self._ended = threading.Event()

    @property
    def pid(self) -> int:
        return self._popen.pid

    def send(self, message: dict[str, Any]) -> None:
        """Queue one message (a line of JSON) for the program; never waits on it."""
        self._outbox.put((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))

    def exit_code(self, wait: float = 0.0) -> int | None:
        """The program's exit code once it has exited (whatever its children still hold), else None.

        ``wait``: seconds to wait for the exit (its output ends just before).
        """
        try:
            return self._popen.wait(wait) if wait > 0 else self._popen.poll()
        except subprocess.TimeoutExpired:
            return None

    def end(self, grace: float = END_GRACE_SECONDS) -> None:
        """Close the program's input, give it ``grace`` seconds to exit, then kill its whole group.

        Returns at once: the waiting is done on a thread of its own (the app's exit ends the group sooner).
        """
        if self._ending:
            return
        self._ending = True
        self._outbox.put(_CLOSE)
        threading.Thread(target=self._end_after, args=(grace,), daemon=True).start()

    # --- inside ---------------------------------------------------------------------------

    def _read(self, stream: Any) -> None:
        read_lines(stream.fileno(), self.lines)
        stream.close()

    def _write(self, stream: Any) -> None:
        """Write queued messages in order; stop at the close or when the program no longer reads."""
        try:
            while (data := self._outbox.get()) is not _CLOSE:
                stream.write(data)
        except OSError:
            pass
        try:
            stream.close()
        except OSError:
            pass

    def _end_after(self, grace: float) -> None:
        try:
            self._popen.wait(grace)
        except subprocess.TimeoutExpired:
            pass
        self._group.kill()
        self._popen.wait()
        _GROUPS.drop(self._group)
        self._let_the_reader_finish()
        self._ended.set()

    def _let_the_reader_finish(self) -> None:
        """Take what the reader still holds, so it reaches the output's end and ends with its thread.

        Nobody reads the lines once the seat has ended; a reader left waiting on the full queue
        would keep its thread and the pipe for good. A process that left the group keeps the pipe
        open: the reader is then left after a few seconds.
        """
        give_up = time.monotonic() + _READER_SECONDS
        while self._reader.is_alive() and time.monotonic() < give_up:
            try:
                self.lines.get(timeout=0.05)
            except queue.Empty:
                pass

    def wait_ended(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for :meth:`end` to have ended the group; True if it has."""
        return self._ended.wait(timeout)


# --- process groups ----------------------------------------------------------------------------


def _own_group_options() -> dict[str, Any]:
    """Popen's options that start a program in a group of its own."""
    if sys.platform == "win32":
        # A console program started from the window must not open a console of its own; a process group of
        # its own keeps the terminal's Ctrl+C away from it (the app ends it); suspended until it is in its job.
        flags = subprocess.CREATE_NO_WINDOW | subprocess.CREATE_NEW_PROCESS_GROUP | CREATE_SUSPENDED
        return {"creationflags": flags}
    return {"start_new_session": True}


class _Group:
    """One program's process group (POSIX) or job (Windows): :meth:`kill` ends every process in it."""

    def __init__(self, popen: subprocess.Popen[bytes]) -> None:
        self.pid = popen.pid
        self._job = 0
        if sys.platform == "win32":   # OSError, the program killed, when it cannot be put in a job
            self._job = put_in_job(int(popen._handle), popen.pid)  # type: ignore[attr-defined]
        self._lock = threading.Lock()   # the seat's end and the app's exit may kill at once
        self._killed = False

    def kill(self) -> None:
        with self._lock:
            if self._killed:
                return
            self._killed = True
            if sys.platform == "win32":
                end_job(self._job)   # closes the job's handle: once only
            else:
                kill_tree(self.pid)


class _Groups:
    """The groups alive in this process, ended at the app's exit and, through the watchdog, at its kill."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._alive: dict[int, _Group] = {}
        self._watchdog: Connection | None = None
        self._exit_hook = False

    def add(self, popen: subprocess.Popen[bytes]) -> _Group:
        group = _Group(popen)
        with self._lock:
            self._alive[group.pid] = group
            if not self._exit_hook:
                atexit.register(self.end_all)
                self._exit_hook = True
            self._tell_watchdog("add", group.pid)
        return group

    def drop(self, group: _Group) -> None:
        with self._lock:
            if self._alive.pop(group.pid, None) is not None:
                self._tell_watchdog("drop", group.pid)

    def end_all(self) -> None:
        """Kill every group still alive (the app is exiting)."""
        with self._lock:
            groups, self._alive = list(self._alive.values()), {}
        for group in groups:
            group.kill()

    def _tell_watchdog(self, what: str, pid: int) -> None:
        if sys.platform == "win32":   # the job ends its processes when the app's handle closes
            return
        if self._watchdog is None:
            self._watchdog = _start_watchdog()
        try:
            self._watchdog.send((what, pid))
        except OSError:   # the watchdog was killed: the exit hook still ends the groups at a normal exit
            pass


_GROUPS = _Groups()


def end_every_program() -> None:
    """Kill every program this process started that is still alive, with all it started (the app is closing)."""
    _GROUPS.end_all()


def _start_watchdog() -> Connection:
    """Start the watchdog process; the app's end of the pipe it reads."""
    reader, writer = multiprocessing.get_context("spawn").Pipe(duplex=False)
    watchdog = multiprocessing.get_context("spawn").Process(
        target=_watch, args=(reader,), name="rummy-desktop program watchdog", daemon=True,
    )
    watchdog.start()
    reader.close()
    return writer


def _watch(orders: Connection) -> None:
    """The watchdog: keep the groups the app names; when the app's end of the pipe closes, kill them and exit."""
    groups: set[int] = set()

    def end(*_: object) -> None:
        for pid in groups:
            kill_tree(pid)
        os._exit(0)

    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C in the terminal is the app's to handle
    signal.signal(signal.SIGTERM, end)              # multiprocessing ends a daemon process so at a normal exit
    while True:
        try:
            what, pid = orders.recv()
        except (EOFError, OSError):
            end()
        if what == "add":
            groups.add(pid)
        else:
            groups.discard(pid)
