"""Why the system refused to write or read a file, in the player's words and language.

The operating system explains a refusal in its own words (``OSError.strerror``:
"No space left on device"), in English or in the system's language, never in
the one the player chose in the app. The common reasons are therefore said
here, chosen by the error number, as phrases the app's catalogues translate
(the ``"SystemErrors"`` context). A reason not listed keeps the system's own
words, quoted in a sentence that is translated around them.

Each phrase starts in lower case and has no full stop: it is put into sentences
such as "The game could not be saved to {path}: {reason}." and "it could not be
read ({error})."
"""

from __future__ import annotations

import errno
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation, Template

__all__ = ["WordedOSError", "os_error_reason"]

_NO_PERMISSION = QT_TRANSLATE_NOOP("SystemErrors", "the app is not allowed to use this file or folder (no permission)")
_TOO_MANY_OPEN = QT_TRANSLATE_NOOP("SystemErrors", "too many files are open at once")

_REASONS: Mapping[int, Template] = MappingProxyType({
    errno.ENOSPC: QT_TRANSLATE_NOOP("SystemErrors", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP(
        "SystemErrors", "you have used up the space allowed to you on this disk (disk quota)"
    ),
    errno.EACCES: _NO_PERMISSION,
    errno.EPERM: _NO_PERMISSION,
    errno.EROFS: QT_TRANSLATE_NOOP("SystemErrors", "the disk is read-only"),
    errno.ENOENT: QT_TRANSLATE_NOOP("SystemErrors", "the file or its folder does not exist"),
    errno.EEXIST: QT_TRANSLATE_NOOP("SystemErrors", "a file of that name is already there"),
    errno.EISDIR: QT_TRANSLATE_NOOP("SystemErrors", "there is a folder where the file should be"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("SystemErrors", "part of the path is a file, not a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("SystemErrors", "the file’s name or path is too long"),
    errno.EMFILE: _TOO_MANY_OPEN,
    errno.ENFILE: _TOO_MANY_OPEN,
    errno.EIO: QT_TRANSLATE_NOOP(
        "SystemErrors", "the disk failed to read or write (it may be damaged, or it was disconnected)"
    ),
})
"""The phrase for each error number the app words itself."""

_FILE_IN_USE = frozenset({32, 33})
"""Windows' ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION: another program holds the file.

Python reports them as EACCES, which would wrongly speak of permissions, so
``winerror`` (set on Windows only) is looked at first.
"""


class WordedOSError(OSError):
    """A refusal the app finds itself (no error number says it), with its ``reason`` worded here."""

    def __init__(self, reason: Explanation, path: Path) -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.path = path


def os_error_reason(error: OSError) -> Explanation:
    """Why the system refused, as a phrase to put into a sentence; the system's own words when not a common case."""
    if isinstance(error, WordedOSError):
        return error.reason
    if getattr(error, "winerror", None) in _FILE_IN_USE:
        return Explanation(QT_TRANSLATE_NOOP("SystemErrors", "another program is using the file"))
    template = None if error.errno is None else _REASONS.get(error.errno)
    if template is not None:
        return Explanation(template)
    return Explanation(
        QT_TRANSLATE_NOOP("SystemErrors", "the system refused: {detail}"), detail=error.strerror or str(error)
    )
