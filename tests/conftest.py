"""Test-wide setup.

Qt runs offscreen, so no test needs a screen, and Qt's standard paths point
to test folders. The app speaks English, as it does when started (``main``
installs a language first): the English catalogue holds the singular of each
plural message ("Anna: 1 card", not "1 cards"); a test that changes the
language puts English back. Under CI (CI=true) hypothesis
runs derandomized: the same examples on every run, so a landing never depends
on luck; local runs keep exploring new examples and are where bugs are found.
"""

import faulthandler
import os
import signal
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings
from PySide6.QtCore import QStandardPaths

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (guards every test process)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test may read or write the player's real settings, saves or statistics.
QStandardPaths.setTestModeEnabled(True)

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session", autouse=True)
def english(qapp):
    """English installed for the whole run, as the app has it from the start."""
    from rummy_desktop.ui.text.i18n import install_language

    install_language(qapp, "en")


@pytest.fixture
def no_hang() -> Iterator[None]:
    """Fail in 5 s instead of waiting for ever (opening a named pipe waits for a writer that never comes)."""

    def hung(*args: Any) -> None:
        raise TimeoutError("a file operation hung")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_REAL, 5)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """End the app's worker processes, as the window does when it closes (no search outlives the run)."""
    from rummy_desktop.controller.worker_pool import shutdown_shared_pool

    shutdown_shared_pool()


EXIT_WATCHDOG_SECONDS = 120
"""How long Python may take to exit after the tests before the run is called hung."""


@pytest.hookimpl(trylast=True)   # after pytest's own faulthandler plugin has put stderr back
def pytest_unconfigure(config: pytest.Config) -> None:
    """A run whose Python does not exit (a process or thread it waits for) prints every thread's stack
    and fails, instead of holding CI until its time limit."""
    faulthandler.dump_traceback_later(EXIT_WATCHDOG_SECONDS, exit=True, file=sys.__stderr__)
