"""A Job Object per program on Windows: the program and everything it starts end together, even on a kill of the app.

The program is started suspended (:data:`CREATE_SUSPENDED` among Popen's flags), put in a job of its own
before it runs a single instruction, and only then resumed: a child it starts at once is in the job too
(a child of a process in a job is in the job, and without ``JOB_OBJECT_LIMIT_BREAKAWAY_OK`` it cannot be
started outside it). The job ends every process in it when its last handle closes, and the app holds the
only one (not inheritable): killing the app ends them all.

Every call is checked: a program that cannot be put in a job is killed and refused with ``OSError``
(it would otherwise run outside any job, where ending the seat ends nothing).

The structures are laid out with fixed-size fields (``c_uint32`` for ``DWORD``, ``c_size_t`` for
``SIZE_T``), so they have Windows x64's layout on a 64-bit Linux too, where a test checks it;
``kernel32`` is a parameter for the same reason.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from typing import Any

__all__ = ["CREATE_SUSPENDED", "ExtendedLimits", "ThreadEntry", "end_job", "put_in_job"]

CREATE_SUSPENDED = 0x00000004
"""Popen's creation flag: the program's first thread waits until :func:`put_in_job` resumes it."""
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x00002000
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
TH32CS_SNAPTHREAD = 0x00000004
THREAD_SUSPEND_RESUME = 0x0002
_INVALID_HANDLE = ctypes.c_void_p(-1).value
_RESUME_FAILED = 0xFFFFFFFF


class _IoCounters(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in (
        "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
        "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]


class _BasicLimits(ctypes.Structure):
    """JOBOBJECT_BASIC_LIMIT_INFORMATION."""

    _fields_ = [
        ("PerProcessUserTimeLimit", ctypes.c_int64), ("PerJobUserTimeLimit", ctypes.c_int64),
        ("LimitFlags", ctypes.c_uint32), ("MinimumWorkingSetSize", ctypes.c_size_t),
        ("MaximumWorkingSetSize", ctypes.c_size_t), ("ActiveProcessLimit", ctypes.c_uint32),
        ("Affinity", ctypes.c_size_t), ("PriorityClass", ctypes.c_uint32), ("SchedulingClass", ctypes.c_uint32),
    ]


class ExtendedLimits(ctypes.Structure):
    """JOBOBJECT_EXTENDED_LIMIT_INFORMATION: 144 bytes on x64."""

    _fields_ = [
        ("BasicLimitInformation", _BasicLimits), ("IoInfo", _IoCounters),
        ("ProcessMemoryLimit", ctypes.c_size_t), ("JobMemoryLimit", ctypes.c_size_t),
        ("PeakProcessMemoryUsed", ctypes.c_size_t), ("PeakJobMemoryUsed", ctypes.c_size_t),
    ]


class ThreadEntry(ctypes.Structure):
    """THREADENTRY32, one thread of a Toolhelp snapshot: 28 bytes."""

    _fields_ = [
        ("dwSize", ctypes.c_uint32), ("cntUsage", ctypes.c_uint32), ("th32ThreadID", ctypes.c_uint32),
        ("th32OwnerProcessID", ctypes.c_uint32), ("tpBasePri", ctypes.c_int32), ("tpDeltaPri", ctypes.c_int32),
        ("dwFlags", ctypes.c_uint32),
    ]


def put_in_job(process: int, pid: int, kernel32: Any = None) -> int:
    """Put the suspended process ``process`` (a handle; ``pid`` its id) in a new job, then resume it; the job.

    The job ends its processes when its handle closes. OSError, the process killed, when a step fails.
    """
    kernel32 = kernel32 or _kernel32()
    job = kernel32.CreateJobObjectW(None, None)
    try:
        if not job:
            raise _failed("CreateJobObjectW")
        limits = ExtendedLimits()
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        if not kernel32.SetInformationJobObject(job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                                                ctypes.byref(limits), ctypes.sizeof(limits)):
            raise _failed("SetInformationJobObject")
        if not kernel32.AssignProcessToJobObject(job, process):
            raise _failed("AssignProcessToJobObject")
        _resume(pid, kernel32)
    except OSError:
        kernel32.TerminateProcess(process, 1)
        if job:
            kernel32.CloseHandle(job)
        raise
    return job


def end_job(job: int, kernel32: Any = None) -> None:
    """End every process in the job, and close it."""
    kernel32 = kernel32 or _kernel32()
    kernel32.TerminateJobObject(job, 1)
    kernel32.CloseHandle(job)


def _resume(pid: int, kernel32: Any) -> None:
    """Resume the threads of process ``pid`` (a suspended process has one; Popen closed its handle)."""
    snapshot = kernel32.CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0)
    if snapshot in (None, 0, _INVALID_HANDLE):
        raise _failed("CreateToolhelp32Snapshot")
    resumed = 0
    try:
        entry = ThreadEntry()
        entry.dwSize = ctypes.sizeof(entry)
        found = kernel32.Thread32First(snapshot, ctypes.byref(entry))
        while found:
            if entry.th32OwnerProcessID == pid:
                thread = kernel32.OpenThread(THREAD_SUSPEND_RESUME, False, entry.th32ThreadID)
                if not thread:
                    raise _failed("OpenThread")
                try:
                    if kernel32.ResumeThread(thread) == _RESUME_FAILED:
                        raise _failed("ResumeThread")
                finally:
                    kernel32.CloseHandle(thread)
                resumed += 1
            found = kernel32.Thread32Next(snapshot, ctypes.byref(entry))
    finally:
        kernel32.CloseHandle(snapshot)
    if not resumed:
        raise OSError(f"no thread of process {pid} was found to resume")


def _failed(call: str) -> OSError:
    code: object = "unknown"   # elsewhere than Windows: a stand-in kernel32's failure (tests)
    if sys.platform == "win32":
        code = ctypes.get_last_error()
    return OSError(f"{call} failed (Windows error {code}): the program cannot be held in a job")


@functools.cache
def _kernel32() -> Any:
    """kernel32 with the types of the calls above (a handle is 64 bits: untyped, ctypes would pass an int of 32)."""
    if sys.platform != "win32":
        raise OSError("Job Objects are Windows's")
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    handle, dword, boolean = wintypes.HANDLE, wintypes.DWORD, wintypes.BOOL
    signatures: dict[str, tuple[Any, list[Any]]] = {
        "CreateJobObjectW": (handle, [ctypes.c_void_p, wintypes.LPCWSTR]),
        "SetInformationJobObject": (boolean, [handle, ctypes.c_int, ctypes.c_void_p, dword]),
        "AssignProcessToJobObject": (boolean, [handle, handle]),
        "TerminateJobObject": (boolean, [handle, ctypes.c_uint]),
        "TerminateProcess": (boolean, [handle, ctypes.c_uint]),
        "CloseHandle": (boolean, [handle]),
        "CreateToolhelp32Snapshot": (handle, [dword, dword]),
        "Thread32First": (boolean, [handle, ctypes.POINTER(ThreadEntry)]),
        "Thread32Next": (boolean, [handle, ctypes.POINTER(ThreadEntry)]),
        "OpenThread": (handle, [dword, boolean, dword]),
        "ResumeThread": (dword, [handle]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(kernel32, name)
        function.restype, function.argtypes = result, arguments
    return kernel32
