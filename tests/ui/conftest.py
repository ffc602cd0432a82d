"""Fixtures the window and dialog tests share."""

from __future__ import annotations

from typing import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from rummy_desktop.ui.text.i18n import install_language, register_fonts


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app in the language the test is parametrized with (indirectly), its fonts registered; English after it."""
    register_fonts()
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")
