"""The Windows Job Object code (rummy_desktop/ai/windows_job.py) as far as Linux can check it: the structures'
x64 layout, the order of the calls against a stand-in kernel32, and the suspended start. It runs for real
under Wine with a Windows Python: packaging/windows/try_programs_under_wine.py."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from typing import Any

import pytest

from rummy_desktop.ai import program_process
from rummy_desktop.ai.windows_job import (
    CREATE_SUSPENDED, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, ExtendedLimits,
    ThreadEntry, end_job, put_in_job,
)

PROGRAM, PID, JOB = 0x1F4, 4242, 0x9A8


class Kernel32:
    """A stand-in for kernel32: records each call; the process PID has thread 7, another process thread 8."""

    def __init__(self, failing: str = "") -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.failing = failing
        self.limits: ExtendedLimits | None = None
        self._threads = iter(())

    def __getattr__(self, name: str) -> Any:
        def call(*arguments: Any) -> Any:
            self.calls.append((name, *arguments))
            if name == self.failing:
                return 0xFFFFFFFF if name == "ResumeThread" else 0
            answer = getattr(type(self), "_" + name, None)   # the class's: no lookup through __getattr__
            return 1 if answer is None else answer(self, *arguments)
        return call

    def _CreateJobObjectW(self, *_: Any) -> int:
        return JOB

    def _SetInformationJobObject(self, job: int, kind: int, limits: Any, size: int) -> int:
        self.limits = ExtendedLimits.from_buffer_copy(bytes(limits._obj))
        return 1

    def _CreateToolhelp32Snapshot(self, *_: Any) -> int:
        self._threads = iter([(8, PID + 1), (7, PID)])
        return 0x77

    def _Thread32First(self, snapshot: int, entry: Any) -> int:
        return self._Thread32Next(snapshot, entry)

    def _Thread32Next(self, snapshot: int, entry: Any) -> int:
        thread = next(self._threads, None)
        if thread is None:
            return 0
        entry._obj.th32ThreadID, entry._obj.th32OwnerProcessID = thread
        return 1

    def _OpenThread(self, access: int, inherit: bool, thread: int) -> int:
        return 0x100 + thread

    def _ResumeThread(self, thread: int) -> int:
        return 1   # its suspend count before: it was suspended

    def names(self) -> list[str]:
        return [call[0] for call in self.calls]


def test_the_structures_have_windows_x64_layout():   # on a 64-bit Linux, as on Windows x64
    assert ctypes.sizeof(ExtendedLimits) == 144
    basic = ExtendedLimits.BasicLimitInformation
    assert basic.offset == 0 and basic.size == 64
    fields = {name: getattr(ExtendedLimits._fields_[0][1], name).offset for name in
              ("LimitFlags", "MinimumWorkingSetSize", "ActiveProcessLimit", "Affinity", "SchedulingClass")}
    assert fields == {"LimitFlags": 16, "MinimumWorkingSetSize": 24, "ActiveProcessLimit": 40, "Affinity": 48,
                      "SchedulingClass": 60}
    assert (ExtendedLimits.IoInfo.offset, ExtendedLimits.ProcessMemoryLimit.offset) == (64, 112)
    assert ctypes.sizeof(ThreadEntry) == 28


def test_the_program_is_in_its_job_before_it_is_resumed():
    kernel32 = Kernel32()
    assert put_in_job(PROGRAM, PID, kernel32) == JOB
    names = kernel32.names()
    assert names.index("AssignProcessToJobObject") < names.index("ResumeThread")
    assert ("AssignProcessToJobObject", JOB, PROGRAM) in kernel32.calls
    assert kernel32.limits is not None
    assert kernel32.limits.BasicLimitInformation.LimitFlags == JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
    set_information = next(call for call in kernel32.calls if call[0] == "SetInformationJobObject")
    assert set_information[2] == JOB_OBJECT_EXTENDED_LIMIT_INFORMATION and set_information[4] == 144
    assert [call for call in kernel32.calls if call[0] in ("OpenThread", "ResumeThread")] == [
        ("OpenThread", 2, False, 7), ("ResumeThread", 0x107)]   # its own thread only
    assert "TerminateProcess" not in names and ("CloseHandle", JOB) not in kernel32.calls


@pytest.mark.parametrize("failing", ["CreateJobObjectW", "SetInformationJobObject", "AssignProcessToJobObject",
                                     "CreateToolhelp32Snapshot", "OpenThread", "ResumeThread"])
def test_a_program_that_cannot_be_held_in_a_job_is_killed_and_refused(failing):
    kernel32 = Kernel32(failing=failing)
    with pytest.raises(OSError, match="cannot be held in a job"):
        put_in_job(PROGRAM, PID, kernel32)
    assert ("TerminateProcess", PROGRAM, 1) in kernel32.calls
    assert (("CloseHandle", JOB) in kernel32.calls) == (failing != "CreateJobObjectW")


def test_ending_the_job_ends_its_processes_and_closes_it():
    kernel32 = Kernel32()
    end_job(JOB, kernel32)
    assert kernel32.calls == [("TerminateJobObject", JOB, 1), ("CloseHandle", JOB)]


def test_on_windows_a_program_starts_suspended_without_a_window(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(subprocess, "CREATE_NO_WINDOW", 0x08000000, raising=False)
    monkeypatch.setattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0x00000200, raising=False)
    flags = program_process._own_group_options()["creationflags"]
    assert flags == 0x08000000 | 0x00000200 | CREATE_SUSPENDED


def test_a_program_refused_a_group_is_not_left_running_nor_its_pipes_open(monkeypatch):
    started: list[subprocess.Popen[bytes]] = []
    real_popen = subprocess.Popen

    def popen(*arguments: Any, **options: Any) -> subprocess.Popen[bytes]:
        started.append(real_popen(*arguments, **options))
        return started[-1]

    def refuse(self: Any, popen: Any) -> None:   # as put_in_job fails on Windows (which kills it there)
        raise OSError("AssignProcessToJobObject failed: the program cannot be held in a job")

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.setattr(program_process._Group, "__init__", refuse)
    with pytest.raises(OSError, match="cannot be held in a job"):
        program_process.ProgramProcess([sys.executable, "-c", "import sys; sys.stdin.read()"])
    (program,) = started
    assert program.returncode == 0   # its input closed, it ended and was waited for
    assert program.stdin is not None and program.stdin.closed
    assert program.stdout is not None and program.stdout.closed
