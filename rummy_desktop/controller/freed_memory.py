"""The memory a finished game freed, handed back to the system (glibc's ``malloc_trim``).

glibc's malloc keeps what a program frees for its next requests and, by itself, gives the system
back only what lies free at the top of its heap. A game in the window allocates and frees megabytes
(Qt's pictures and text layouts, the positions sent to the computer players and their answers), and
what it freed between blocks still in use stayed with the process: with nothing the games kept
growing, the window's resident memory still rose by steps, game after game (docs/benchmarks.md,
"Memory over many games in one window"). ``malloc_trim(0)`` gives the system every whole free page,
wherever it lies; the window asks for it when a game has ended. Without glibc (Windows, macOS,
musl) there is nothing to ask.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import cache

__all__ = ["glibc", "give_back_freed_memory"]


@cache
def glibc() -> ctypes.CDLL | None:
    """The C library when it is glibc (Linux), else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        library = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = library.malloc_trim   # glibc's own: musl and others have none
    except (OSError, AttributeError):
        return None
    trim.restype = ctypes.c_int
    trim.argtypes = [ctypes.c_size_t]
    return library


def give_back_freed_memory() -> bool:
    """Hand the system the whole pages glibc's malloc holds free; True when it gave some back."""
    library = glibc()
    return library is not None and library.malloc_trim(0) == 1
