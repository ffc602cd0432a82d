"""Ctrl+C in the terminal that started the window, or a request to stop (SIGTERM: a logout, a
shutdown, ``kill``), ends the app as Game ▸ Quit does, without a traceback and with the game saved.

Python runs its own signal handlers only between Python instructions, and while
Qt's event loop waits no Python runs: by default Ctrl+C did nothing until the
next repaint, then printed a ``KeyboardInterrupt`` traceback from inside some
Qt callback and went on. Here the signal also writes a byte to a socket
(``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, so the event
loop wakes at once and Python runs the handler. The handler ends every event
loop with exit code 130 for Ctrl+C, 143 for SIGTERM (what a shell reports for
a program those signals stopped), from the event loop itself, so a signal during
start-up takes effect once the loop runs. A question open at that moment ends unanswered (an unanswered
"Resume the game?" leaves the unfinished game as it was), and ``run_gui``
closes the window, which writes an autosave still waiting for its cards to land
(SIGTERM's default would have ended the process before that).
"""

from __future__ import annotations

import signal
import socket
from contextlib import suppress
from typing import Callable

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer

from rummy_desktop.exit_codes import EXIT_INTERRUPTED, EXIT_TERMINATED

__all__ = ["exit_on_interrupt"]


def exit_on_interrupt(app: QCoreApplication) -> Callable[[], None]:
    """From now on SIGINT makes ``app.exec()`` return :data:`EXIT_INTERRUPTED`, SIGTERM :data:`EXIT_TERMINATED`.

    Returns the function that puts back Python's own handling (call it once ``exec()`` has returned).
    """
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    previous_fd = signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)

    def drain() -> None:
        """Empty the socket; running this Python code is what lets the handler run."""
        with suppress(OSError):
            reader.recv(64)

    def interrupted(signum: int, frame: object) -> None:
        code = EXIT_TERMINATED if signum == signal.SIGTERM else EXIT_INTERRUPTED
        # From the event loop: an exit() before exec() has started would be forgotten.
        QTimer.singleShot(0, app, lambda: app.exit(code))

    notifier.activated.connect(drain)
    previous_handlers = {signum: signal.signal(signum, interrupted) for signum in (signal.SIGINT, signal.SIGTERM)}

    def restore() -> None:
        for signum, handler in previous_handlers.items():
            signal.signal(signum, handler)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        reader.close()
        writer.close()

    return restore
