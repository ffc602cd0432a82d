"""One copy of the app per data folder: a second copy hands over to the first and ends.

Two copies over one data folder each took the other's autosave for an interrupted game (offering
it, declining it as abandoned, clearing it at their game's end) while it was being played.
``run_gui`` therefore claims the folder (:func:`claim_data_folder`) before it builds its window:

* the copy that takes the lock file ``instance.lock`` in the folder is its **owner**; it listens
  on a local socket named after the folder (:class:`HandoverServer`; Unix: a socket file in the
  temporary folder, Windows: a named pipe, usable by this user only). A lock whose holder no longer
  runs (killed, crashed) is stale and taken over at once; the owner holds it until it ends;
* a copy that finds the lock held **hands over**: it sends the saved game it was given (or none)
  and, once the owner answers, ends with exit code 0. The owner answers at once, then brings its
  window forward and opens the file as Open… does (asking first when a game is under way);
* when the owner does not answer within :data:`ANSWER_MS` (stopped, hung), the copy runs as a
  **guest**: an autosave of its own, no interrupted game offered (``Autosaves(guest=True)``), so
  it never touches the owner's game; the statistics merge whoever counts.

A folder where no lock file can be made (read-only) has no owner to find: the copy runs as its owner.
The message is one line of JSON, ``{"open": "/absolute/path"}`` or ``{"open": null}``; the answer
is ``ok``.
"""

from __future__ import annotations

import enum
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

__all__ = ["Role", "FolderClaim", "HandoverServer", "claim_data_folder", "bring_forward", "server_name",
           "ANSWER_MS"]

LOCK_NAME = "instance.lock"
ANSWER_MS = 5000
"""How long a second copy waits for the owner's answer: the owner answers once its event loop runs,
which a slow start (a large autosave, a busy machine) may delay by a few seconds."""
_MAX_MESSAGE = 64 * 1024
_ANSWER = b"ok\n"


class Role(enum.Enum):
    OWNER = "owner"
    """This copy owns the data folder (or nobody can: it cannot be locked)."""
    GUEST = "guest"
    """Another copy owns it and did not answer: run with an autosave of our own."""
    HANDED_OVER = "handed over"
    """The owner took over what this copy was asked to do: end."""


@dataclass
class FolderClaim:
    role: Role
    lock: QLockFile | None = None
    """The owner's lock, held while the app runs (Qt lets go of it when the object goes)."""
    server: HandoverServer | None = None
    """The owner's end of the socket, listening for second copies."""


def server_name(data_dir: Path) -> str:
    """The local socket's name for ``data_dir``: one per folder (and so per user)."""
    digest = hashlib.sha256(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()
    return f"rummy-desktop-{digest[:24]}"


def claim_data_folder(data_dir: Path, saved_game: Path | None, answer_ms: int = ANSWER_MS) -> FolderClaim:
    """Own ``data_dir``, or hand ``saved_game`` over to the copy that owns it, or else run as its guest."""
    try:
        Path(data_dir).mkdir(parents=True, exist_ok=True)
    except OSError:
        pass   # the lock below cannot be made either: this copy runs as the owner
    lock = QLockFile(str(Path(data_dir) / LOCK_NAME))
    lock.setStaleLockTime(0)   # held for the whole run: only a holder that no longer runs leaves it stale
    name = server_name(data_dir)
    if lock.tryLock(0):
        return FolderClaim(Role.OWNER, lock, HandoverServer.listen(name, replace_stale=True))
    if lock.error() != QLockFile.LockError.LockFailedError:
        return FolderClaim(Role.OWNER, None, HandoverServer.listen(name, replace_stale=False))
    opened = None if saved_game is None else Path(saved_game).absolute()
    return FolderClaim(Role.HANDED_OVER if _hand_over(name, opened, answer_ms) else Role.GUEST)


def _hand_over(name: str, saved_game: Path | None, answer_ms: int) -> bool:
    """Send ``saved_game`` to the owner listening on ``name``; True once it has answered."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(answer_ms):
        return False
    message = json.dumps({"open": None if saved_game is None else str(saved_game)}).encode("utf-8") + b"\n"
    socket.write(QByteArray(message))
    answered = socket.waitForBytesWritten(answer_ms) and _answer(socket, answer_ms) == _ANSWER
    socket.abort()
    return answered


def _answer(socket: QLocalSocket, answer_ms: int) -> bytes:
    while not socket.canReadLine():
        if not socket.waitForReadyRead(answer_ms):
            return b""
    return bytes(socket.readLine().data())


class HandoverServer(QObject):
    """The owner's end: emits :attr:`requested` (the file to open, or None) for each second copy."""

    requested = Signal(object)

    def __init__(self, server: QLocalServer) -> None:
        super().__init__()
        self._server = server
        server.setParent(self)
        server.newConnection.connect(self._accept)

    @classmethod
    def listen(cls, name: str, *, replace_stale: bool) -> HandoverServer | None:
        """Listen on ``name``; a socket a killed owner left is removed first when ``replace_stale``
        (only the lock's holder may). None when the system refuses: second copies then run as guests."""
        if replace_stale:
            QLocalServer.removeServer(name)
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            return None
        return cls(server)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > _MAX_MESSAGE:
                socket.abort()
            return
        line = bytes(socket.readLine(_MAX_MESSAGE).data())
        try:
            path = _requested_file(line)
        except ValueError:   # not a copy of this app: no answer
            socket.abort()
            return
        socket.write(QByteArray(_ANSWER))
        socket.flush()
        socket.disconnectFromServer()
        # After the answer is on its way: opening may ask the player a question of its own.
        QTimer.singleShot(0, self, lambda: self.requested.emit(path))


def _requested_file(line: bytes) -> Path | None:
    """The file a message asks to open (None: none); ``ValueError`` for a message that is not one."""
    message = json.loads(line.decode("utf-8"))   # UnicodeDecodeError and JSONDecodeError are ValueErrors
    opened = message.get("open", "") if isinstance(message, dict) and set(message) == {"open"} else ""
    if opened is not None and not (isinstance(opened, str) and opened):
        raise ValueError(f"not a hand-over: {line[:80]!r}")
    return None if opened is None else Path(opened)


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front, as the one the player asked for (the desktop may only flash it)."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
