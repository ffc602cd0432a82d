"""The digests of the last few save texts the app checked by reading them back.

Writing a save checks the text by reading it back, and keeps the file it replaces as a backup only
if that file is a good save, which used to mean reading and building it too. The file an autosave
replaces is, every move but the first, the text written the move before: a file whose bytes have
the digest of a text already checked is that text, so it is known good without building it again.
Any other file (changed on disk, written by another copy of the app, damaged) is read in full.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import deque
from pathlib import Path

from .safe_files import open_regular

__all__ = ["CheckedTexts"]


class CheckedTexts:
    """The SHA-256 digests of the last ``kept`` texts checked (any thread may add or ask)."""

    def __init__(self, kept: int = 4) -> None:
        self._digests: deque[bytes] = deque(maxlen=kept)
        self._lock = threading.Lock()

    def add(self, data: bytes) -> None:
        """Remember ``data`` as checked."""
        digest = hashlib.sha256(data).digest()
        with self._lock:
            self._digests.append(digest)

    def holds(self, path: Path, max_bytes: int) -> bool:
        """Whether the regular file at ``path`` holds exactly a text checked (``False`` if it cannot be read)."""
        try:
            with open_regular(path) as stream:
                if os.fstat(stream.fileno()).st_size > max_bytes:
                    return False
                data = stream.read(max_bytes + 1)
        except OSError:
            return False
        digest = hashlib.sha256(data).digest()
        with self._lock:
            return digest in self._digests
