"""Hostile programs at the table, on Windows: run by a Windows Python (under Wine, by try_programs_under_wine.py).

    python programs_on_windows.py check             # every case below; exits 1 if one fails
    python programs_on_windows.py program MODE      # a hostile program (started by the cases)
    python programs_on_windows.py app MODE          # an app with a program at the table (started by the cases)

The cases start :class:`rummy_desktop.ai.program_process.ProgramProcess` as the game does and count,
after each, the processes still running in the whole (Wine) system besides this one, through a Toolhelp
snapshot: a case passes with 0 left. Only the standard library and ``rummy_desktop.ai`` (no Qt) are needed:
the repository's root is put on ``sys.path`` (an embeddable Python ignores ``PYTHONPATH``).
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rummy_desktop.ai.program_lines import TOO_LONG, nesting_problem  # noqa: E402
from rummy_desktop.ai.program_process import END_GRACE_SECONDS, ProgramProcess  # noqa: E402

ME = str(Path(__file__).resolve())
CREATE_BREAKAWAY_FROM_JOB = 0x01000000
LONG_LINE_MB = 20
DEEP = 1500
RECOVERY_SECONDS = 10.0
"""How long the processes of a case may take to be gone before they count as left."""
WINE_OWN = {"start.exe", "services.exe", "explorer.exe", "winedevice.exe", "plugplay.exe", "svchost.exe",
            "rpcss.exe", "conhost.exe"}
"""Wine's own processes (and the console host it starts for a console program), not counted as left."""


# --- the hostile programs -------------------------------------------------------------------------


def program(mode: str) -> None:
    """``tree``: start a child that starts a grandchild (first trying to start it outside the job), all
    staying after their input ends; ``exit-holding``: start a child holding the output, then exit;
    ``bounded``: a line of LONG_LINE_MB MB, a line of JSON nested DEEP deep, then a short line."""
    print(f"pid {os.getpid()}", flush=True)
    if mode == "tree":
        start(["program", "child"])
    elif mode == "child":
        try:
            start(["program", "grandchild"], CREATE_BREAKAWAY_FROM_JOB)
            print("breakaway allowed", flush=True)
        except OSError:
            print("breakaway refused", flush=True)
            start(["program", "grandchild"])
    elif mode == "exit-holding":
        start(["program", "grandchild"])
        sys.stdout.flush()
        sys.exit(3)
    elif mode == "bounded":
        block = b"x" * (1 << 20)
        for _ in range(LONG_LINE_MB):
            sys.stdout.buffer.write(block)
        sys.stdout.buffer.write(b"\n" + b"[" * DEEP + b"]" * DEEP + b"\n" + b"short\n")
        sys.stdout.flush()
    sys.stdin.read()   # its input ends: it stays anyway
    time.sleep(600)


def start(arguments: list[str], flags: int = 0) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, ME, *arguments], creationflags=flags)


# --- the app --------------------------------------------------------------------------------------


def app(mode: str) -> None:
    """Seat the ``tree`` program, pass on its first four lines (its three processes run), then ``sleep``
    (to be killed) or ``exit`` at once after ending the seat (the app's exit comes before the grace is over)."""
    seat = ProgramProcess([sys.executable, ME, "program", "tree"])
    for _ in range(4):
        print(seat.lines.get(timeout=30).strip(), flush=True)
    if mode == "exit":
        seat.end()
        return
    time.sleep(600)


# --- the checks -----------------------------------------------------------------------------------


class _ProcessEntry(ctypes.Structure):
    """PROCESSENTRY32W."""

    _fields_ = [("dwSize", ctypes.c_uint32), ("cntUsage", ctypes.c_uint32), ("th32ProcessID", ctypes.c_uint32),
                ("th32DefaultHeapID", ctypes.c_size_t), ("th32ModuleID", ctypes.c_uint32),
                ("cntThreads", ctypes.c_uint32), ("th32ParentProcessID", ctypes.c_uint32),
                ("pcPriClassBase", ctypes.c_int32), ("dwFlags", ctypes.c_uint32), ("szExeFile", ctypes.c_wchar * 260)]


def others() -> list[str]:
    """The processes running besides this one and Wine's own, as "name pid"."""
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)   # type: ignore[attr-defined]
    kernel32.CreateToolhelp32Snapshot.restype = ctypes.c_void_p
    for name in ("Process32FirstW", "Process32NextW"):
        getattr(kernel32, name).argtypes = [ctypes.c_void_p, ctypes.POINTER(_ProcessEntry)]
    kernel32.CloseHandle.argtypes = [ctypes.c_void_p]
    snapshot = kernel32.CreateToolhelp32Snapshot(2, 0)   # TH32CS_SNAPPROCESS
    entry = _ProcessEntry()
    entry.dwSize = ctypes.sizeof(entry)
    found = []
    more = kernel32.Process32FirstW(snapshot, ctypes.byref(entry))
    while more:
        if entry.th32ProcessID != os.getpid() and entry.szExeFile.lower() not in WINE_OWN:
            found.append(f"{entry.szExeFile} {entry.th32ProcessID}")
        more = kernel32.Process32NextW(snapshot, ctypes.byref(entry))
    kernel32.CloseHandle(snapshot)
    return found


def end_all(processes: list[str]) -> None:
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)   # type: ignore[attr-defined]
    kernel32.OpenProcess.restype = ctypes.c_void_p
    kernel32.TerminateProcess.argtypes = [ctypes.c_void_p, ctypes.c_uint]
    kernel32.CloseHandle.argtypes = [ctypes.c_void_p]
    for process in processes:
        handle = kernel32.OpenProcess(0x0001, False, int(process.split()[-1]))   # PROCESS_TERMINATE
        if handle:
            kernel32.TerminateProcess(handle, 1)
            kernel32.CloseHandle(handle)


def left_after(since: float, earlier: set[str]) -> tuple[list[str], float]:
    """The processes left, besides ``earlier`` ones, once they had RECOVERY_SECONDS to go, and how long
    after ``since`` the last went."""
    while (left := [p for p in others() if p not in earlier]) and time.monotonic() - since < RECOVERY_SECONDS:
        time.sleep(0.02)
    return left, time.monotonic() - since


class Cases:
    """Each case prints its figures and ``ok:`` or ``FAILED:`` lines; :attr:`failures` collects the latter."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.earlier: set[str] = set()   # what ran before the case (left by one that failed): not counted again

    def check(self, condition: bool, what: str) -> None:
        print(f"  {'ok' if condition else 'FAILED'}: {what}", flush=True)
        if not condition:
            self.failures.append(what)

    def outcome(self, case: str, since: float) -> None:
        left, seconds = left_after(since, self.earlier)
        print(f"{case}: {len(left)} processes left, gone {seconds:.2f} s after", flush=True)
        self.check(not left, f"{case}: nothing left ({', '.join(left) or 'none'})")

    def seat_end(self, through_cmd: bool = False) -> None:
        """The seat ends a program that stays after goodbye, with its child and grandchild; ``through_cmd``:
        the program is ``cmd /c`` starting it, as a batch file's would be (a native program starts fast)."""
        words = [sys.executable, ME, "program", "tree"]
        seat = ProgramProcess(["cmd.exe", "/c", *words] if through_cmd else words)
        lines = [seat.lines.get(timeout=30).strip() for _ in range(4)]
        running = [p for p in others() if p not in self.earlier]
        self.check(len(running) == 3 + through_cmd, f"the program's processes run ({', '.join(running)})")
        self.check("breakaway refused" in lines, f"a child cannot leave the job ({lines})")
        started = time.monotonic()
        seat.end()
        self.check(seat.wait_ended(RECOVERY_SECONDS), "the seat's end returns")
        self.outcome(f"seat's end (grace {END_GRACE_SECONDS:g} s){', started by cmd /c' if through_cmd else ''}",
                     started)

    def app_ends(self, mode: str) -> None:
        """The app is killed (TerminateProcess), or exits within the grace, while the program's tree runs."""
        the_app = subprocess.Popen([sys.executable, ME, "app", mode], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, text=True)
        assert the_app.stdout is not None
        lines = [the_app.stdout.readline().strip() for _ in range(4)]
        self.check(sum(line.startswith("pid ") for line in lines) == 3, f"the app's program tree runs ({lines})")
        started = time.monotonic()
        if mode == "kill":
            the_app.kill()
        the_app.wait(RECOVERY_SECONDS)
        self.outcome("the app killed" if mode == "kill" else "the app's exit within the grace", started)

    def exit_while_a_child_holds_output(self) -> None:
        seat = ProgramProcess([sys.executable, ME, "program", "exit-holding"])
        seat.lines.get(timeout=30)
        asked = time.monotonic()
        code = seat.exit_code(wait=RECOVERY_SECONDS)
        print(f"exit seen {time.monotonic() - asked:.2f} s after the program's first line, code {code}", flush=True)
        self.check(code == 3, "the program's exit is seen while its child holds the output")
        started = time.monotonic()
        seat.end()
        seat.wait_ended(RECOVERY_SECONDS)
        self.outcome("a program that exited, its child holding the output", started)

    def bounded_answers(self) -> None:
        seat = ProgramProcess([sys.executable, ME, "program", "bounded"])
        seat.lines.get(timeout=30)
        lines = [seat.lines.get(timeout=60) for _ in range(3)]
        self.check(lines[0] is TOO_LONG, f"a line of {LONG_LINE_MB} MB is one too-long line")
        deep = lines[1]
        self.check(isinstance(deep, str) and bool(nesting_problem(deep)), f"JSON nested {DEEP} deep is refused")
        self.check(isinstance(lines[2], str) and lines[2].strip() == "short", "the next line is read whole")
        started = time.monotonic()
        seat.end()
        seat.wait_ended(RECOVERY_SECONDS)
        self.outcome("a program that wrote an overlong and a too deep answer", started)


def check() -> int:
    cases = Cases()
    started = time.monotonic()
    steps: list[Callable[[], None]] = [cases.seat_end, lambda: cases.seat_end(through_cmd=True),
                                       lambda: cases.app_ends("kill"),
                                       lambda: cases.app_ends("exit"), cases.exit_while_a_child_holds_output,
                                       cases.bounded_answers]
    for step in steps:
        cases.earlier = set(others())
        try:
            step()
        except Exception as error:   # a case that breaks is a failure; the next still runs
            cases.check(False, f"{step}: {type(error).__name__}: {error}")
    end_all(others())   # what failed cases left holds this run's output open: its end would never come
    verdict = f"{len(cases.failures)} failed" if cases.failures else "all checks passed"
    print(f"programs on Windows ({sys.version.split()[0]}): {verdict} in {time.monotonic() - started:.0f} s")
    return 1 if cases.failures else 0


if __name__ == "__main__":
    role = sys.argv[1]
    if role == "program":
        program(sys.argv[2])
    elif role == "app":
        app(sys.argv[2])
    else:
        raise SystemExit(check())
