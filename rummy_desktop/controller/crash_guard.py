"""Unexpected errors: written to a log file and handed to the window, never a silent death.

:func:`install_crash_guard` replaces ``sys.excepthook`` (PySide6 sends there
the exceptions raised in slots and in Python overrides of Qt's virtual
methods) and ``threading.excepthook``. For each unexpected exception the guard
writes ``logs/crash-<time>.log`` in the app data folder with the traceback,
and adds it to this run's crash report when there is one (:mod:`crash_report`),
then emits :attr:`CrashGuard.crashed`; the window connects ``on_crash`` to it
to autosave the game and show the error dialog. The signal is delivered on the
GUI thread even when the error happened on a worker thread.

The guard never raises: if the log cannot be written the window is still told
(with no log path). An error inside ``on_crash`` itself, or while it runs (say,
a paint error under its dialog), and the same error a second time are only
logged, so one fault cannot turn into an endless chain of dialogs.
"""

from __future__ import annotations

import platform
import sys
import threading
import traceback
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Callable

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, Signal, qVersion

from rummy_desktop import __version__
from rummy_desktop.controller.crash_report import CrashReport
from rummy_desktop.controller.worker_pool import recovered_pool_failure

__all__ = ["CrashGuard", "install_crash_guard", "LOG_FOLDER", "KEEP_LOGS"]

LOG_FOLDER = "logs"
KEEP_LOGS = 20
"""Older crash logs are deleted so the folder cannot grow without end."""

OnCrash = Callable[[Path | None, str], None]


class CrashGuard(QObject):
    """Catches what nothing else caught; ``crashed(log_path or None, one-line summary)``."""

    crashed = Signal(object, str)

    def __init__(self, app_data_dir: Path, parent: QObject | None = None, *, report: CrashReport | None = None) -> None:
        super().__init__(parent)
        self.log_folder = Path(app_data_dir) / LOG_FOLDER
        self._report = report
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self._lock = threading.Lock()
        self._handling = threading.local()
        self._announced: set[str] = set()
        self._logs_written = 0

    def install(self) -> None:
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook

    def uninstall(self) -> None:
        """Put back the hooks that were there before :meth:`install`."""
        sys.excepthook = self._previous_hook
        threading.excepthook = self._previous_thread_hook

    def _excepthook(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        if not issubclass(kind, Exception):  # Ctrl+C and the like keep their usual meaning
            self._previous_hook(kind, error, trace)
            return
        self.handle(error, threading.current_thread().name)

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or not isinstance(args.exc_value, Exception) or recovered_pool_failure(args):
            self._previous_thread_hook(args)   # printed as Python prints it, not announced
            return
        self.handle(args.exc_value, args.thread.name if args.thread else "unknown thread")

    def handle(self, error: BaseException, thread_name: str) -> None:
        """Log ``error`` and announce it, unless it comes while announcing one or was announced before."""
        nested = getattr(self._handling, "active", False)
        log_path = self._write_log(error, thread_name, nested)
        _print_to_console(error)
        summary = _summary(error)
        with self._lock:
            repeated = summary in self._announced
            self._announced.add(summary)
        if nested or repeated:
            return
        self._handling.active = True
        try:
            self.crashed.emit(log_path, summary)
        except Exception as inner:  # noqa: BLE001 - the guard must not raise
            self._write_log(inner, thread_name, nested=True)
        finally:
            self._handling.active = False

    def _write_log(self, error: BaseException, thread_name: str, nested: bool) -> Path | None:
        try:
            with self._lock:
                now = datetime.now()
                heading = "While handling an earlier error, another error" if nested else "Rummy Desktop"
                text = (f"{heading} stopped at {now.isoformat(timespec='seconds')}\n"
                        f"Rummy Desktop {__version__}; Python {platform.python_version()}; "
                        f"Qt {qVersion()} (PySide6 {pyside_version}); {platform.platform()}\n"
                        f"Thread: {thread_name}\n\n" + "".join(traceback.format_exception(error)))
                if self._report is not None:
                    self._report.add(text)
                self.log_folder.mkdir(parents=True, exist_ok=True)
                self._logs_written += 1  # tells apart logs within one tick of a coarse clock
                path = self.log_folder / f"crash-{now:%Y%m%d-%H%M%S-%f}-{self._logs_written}.log"
                path.write_text(text, encoding="utf-8")
                self._prune()
                return path
        except Exception:  # noqa: BLE001 - no disk for the log: the window is still told
            return None

    def _prune(self) -> None:
        logs = sorted(self.log_folder.glob("crash-*.log"))
        for old in logs[:-KEEP_LOGS]:
            old.unlink(missing_ok=True)


def _summary(error: BaseException) -> str:
    text = f"{type(error).__name__}: {error}".splitlines()[0]
    return text if len(text) <= 300 else text[:299] + "…"


def _print_to_console(error: BaseException) -> None:
    """Developers still see the traceback; a windowed app on Windows has no console (stderr is None)."""
    if sys.stderr is not None:
        try:
            traceback.print_exception(error, file=sys.stderr)
        except Exception:  # noqa: BLE001 - a closed console must not raise
            pass


def install_crash_guard(app_data_dir: Path, on_crash: OnCrash, report: CrashReport | None = None) -> CrashGuard:
    """Install the guard; ``on_crash(log_path, summary)`` runs on the GUI thread for each unexpected error,
    which is also added to ``report``.

    Create it on the GUI thread, after the QApplication, and keep the returned guard.
    """
    guard = CrashGuard(app_data_dir, report=report)
    guard.crashed.connect(on_crash)
    guard.install()
    return guard
