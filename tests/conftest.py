"""Test-wide setup.

Qt runs offscreen, so no test needs a screen, and Qt's standard paths point
to test folders. The app speaks English, as it does when started (``main``
installs a language first): the English catalogue holds the singular of each
plural message ("Anna: 1 card", not "1 cards"); a test that changes the
language puts English back. Under CI (CI=true) hypothesis
runs derandomized: the same examples on every run, so a landing never depends
on luck; local runs keep exploring new examples and are where bugs are found.
"""

import os

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
