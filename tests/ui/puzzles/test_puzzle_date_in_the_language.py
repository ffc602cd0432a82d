"""The daily puzzle's date is written in the app's language, whatever the system's regional format."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QLocale

from rummy_desktop.ai.puzzles import series_puzzle

MONDAY = dataclasses.replace(series_puzzle(2, "easy"), source="daily:2026-12-07")
"""A puzzle named as the daily puzzle of Monday, 7 December 2026."""
WORDS = {"he": "דצמבר", "mk": "декември", "sq": "dhjetor"}
"""The month's name as each language writes it."""


@pytest.mark.parametrize("language", list(WORDS), indirect=True)
def test_the_daily_puzzles_date_is_in_the_language_under_an_english_regional_format(language, window) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale("en_GB"))
    try:
        window.play(MONDAY)
        heading = window.heading.text()
    finally:
        QLocale.setDefault(before)
    assert WORDS[language] in heading and "December" not in heading and "Monday" not in heading
