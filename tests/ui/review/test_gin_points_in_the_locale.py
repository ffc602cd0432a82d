"""The Gin review's average points are written in the regional format: "3,2" where people write a comma."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from rummy_desktop.ui.review.gin_page import average_points


@pytest.fixture
def regional(request: pytest.FixtureRequest) -> Iterator[str]:
    before = QLocale()
    QLocale.setDefault(QLocale(request.param))
    yield request.param
    QLocale.setDefault(before)


@pytest.mark.parametrize(("regional", "lost", "gain"), [("sq", "3,2", "+0,5"), ("mk", "3,2", "+0,5"),
                                                         ("en", "3.2", "+0.5")], indirect=["regional"])
def test_average_points_use_the_regional_decimal_separator(regional: str, lost: str, gain: str) -> None:
    assert average_points(3.24) == lost
    assert average_points(0.5, signed=True) == gain
    assert average_points(-1.5, signed=True) == "-1" + lost[1] + "5"
