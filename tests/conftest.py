"""Test-wide setup: Qt runs offscreen, so no test needs a screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
