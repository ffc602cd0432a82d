"""A folder the system refuses to change, as a read-only disk does, for tests that run as root.

``chmod 555`` stops no root process and a read-only mount needs privileges the tests lack, so
:func:`make_read_only` makes Python's own file functions answer for ``folder`` (and everything
in it) as Linux does on a read-only file system: ``EROFS`` for every change, removing a file
that is not there included, while reading goes on as before.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import Any, Callable

import pytest

__all__ = ["make_read_only"]

_WRITING_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def make_read_only(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """From now on (until the test ends) nothing in ``folder`` can be created, changed, renamed or removed."""
    root = os.path.realpath(folder)

    def inside(path: Any) -> bool:
        if isinstance(path, int):
            return False
        full = os.path.realpath(os.fspath(path))
        return full == root or full.startswith(root + os.sep)

    def refuse(path: Any) -> OSError:
        return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))

    def guarded(function: Callable[..., Any], *paths: int) -> Callable[..., Any]:
        """``function`` refusing when one of its path arguments (positions ``paths``) lies in the folder."""
        def call(*args: Any, **kwargs: Any) -> Any:
            for position in paths:
                if position < len(args) and inside(args[position]):
                    raise refuse(args[position])
            return function(*args, **kwargs)
        return call

    real_os_open, real_open = os.open, io.open

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & _WRITING_FLAGS and inside(path):
            raise refuse(path)
        return real_os_open(path, flags, *args, **kwargs)

    def open_file(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(letter in mode for letter in "wxa+") and inside(file):
            raise refuse(file)
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(io, "open", open_file)
    monkeypatch.setattr(builtins, "open", open_file)
    for name in ("unlink", "remove", "rmdir", "mkdir", "mkfifo"):
        monkeypatch.setattr(os, name, guarded(getattr(os, name), 0))
    for name in ("rename", "replace", "link", "symlink"):
        monkeypatch.setattr(os, name, guarded(getattr(os, name), 0, 1))
