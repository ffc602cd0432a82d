"""A program's output read as bounded lines, and an answer's nesting checked before it is parsed.

A program may write anything: a line of 600 MB, JSON nested thousands deep,
lines without end. Its output is read in chunks of :data:`CHUNK` bytes; a line
longer than :data:`MAX_ANSWER_BYTES` is never held whole: what came of it is
dropped, the rest is skipped up to its newline, and it counts as one
:data:`TOO_LONG` line. :func:`nesting_problem` refuses an answer nested deeper
than :data:`MAX_DEPTH` before ``json.loads`` sees it (which would recurse once
per level, and raises ``RecursionError`` somewhere past a thousand).
"""

from __future__ import annotations

import os
import queue
from typing import Final

__all__ = ["CHUNK", "EOF", "MAX_ANSWER_BYTES", "MAX_DEPTH", "TOO_LONG", "nesting_problem", "read_lines"]

MAX_ANSWER_BYTES: Final = 65_536
"""The longest answer line, in bytes: the largest legal answer (a Manipulation table of every card) is about 1 kB."""
MAX_DEPTH: Final = 16
"""The deepest an answer's arrays and objects may nest (a legal answer needs 5)."""
CHUNK: Final = 65_536
"""How much of the program's output is read at once."""


class _Marker:
    def __init__(self, name: str) -> None:
        self._name = name

    def __repr__(self) -> str:
        return self._name


TOO_LONG: Final = _Marker("TOO_LONG")
"""Put on the queue for a line longer than :data:`MAX_ANSWER_BYTES`, once per such line."""
EOF: Final = _Marker("EOF")
"""Put on the queue last, when the program's output ends (it may end long after the program: a child holds it)."""


def read_lines(fd: int, lines: queue.Queue[str | _Marker]) -> None:
    """Every line read from ``fd`` onto ``lines`` (decoded, bad UTF-8 replaced), then :data:`EOF`.

    Runs on a thread of its own; ``lines`` should be bounded, so a program that
    writes faster than it is read waits on its pipe instead of filling memory.
    """
    pending = bytearray()
    skipping = False   # inside a line already reported as too long
    try:
        while chunk := os.read(fd, CHUNK):
            start = 0
            while (end := chunk.find(b"\n", start)) != -1:
                if not skipping:
                    pending += chunk[start:end]
                    lines.put(pending.decode("utf-8", "replace") if len(pending) <= MAX_ANSWER_BYTES else TOO_LONG)
                skipping = False
                pending.clear()
                start = end + 1
            if not skipping:
                pending += chunk[start:]
                if len(pending) > MAX_ANSWER_BYTES:
                    lines.put(TOO_LONG)
                    pending.clear()
                    skipping = True
    except OSError:   # the descriptor was closed: the seat has ended
        pass
    if pending and not skipping:
        lines.put(pending.decode("utf-8", "replace"))
    lines.put(EOF)


def nesting_problem(line: str) -> str:
    """Why ``line`` is nested too deep to be parsed as an answer, or ``""``; brackets inside strings do not count."""
    data = line.encode("utf-8", "replace")
    if data.count(b"[") + data.count(b"{") <= MAX_DEPTH:
        return ""
    depth = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:      # backslash
                escaped = True
            elif byte == 0x22:      # closing quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > MAX_DEPTH:
                return f"arrays and objects nested deeper than {MAX_DEPTH}"
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return ""
