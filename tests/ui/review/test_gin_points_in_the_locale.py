"""The Gin review's average points are written in the regional format: "3,2" where people write a comma; on a
system given no regional format (the C locale of a bare session), the way of the language the app speaks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from rummy_desktop.ui.review.gin_page import average_points


@pytest.mark.parametrize(("regional", "language", "lost"), [("C", "mk", "3,2"), ("C", "sq", "3,2"), ("C", "en", "3.2"),
                                                             ("en", "mk", "3.2")], indirect=["regional", "language"])
def test_without_a_regional_format_points_follow_the_apps_language(regional: str, language: str, lost: str) -> None:
    # Macedonian on a system with no regional format showed "9.4"; a system that has one keeps it.
    assert average_points(3.24) == lost
    assert average_points(0.5, signed=True) == "+0" + lost[1] + "5"


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


@pytest.fixture
def right_to_left(qapp) -> Iterator[None]:
    before = qapp.layoutDirection()
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    yield
    qapp.setLayoutDirection(before)


def drawn_left_to_right(text: str) -> str:
    """The characters of ``text`` as a right-to-left line draws their glyphs, from the left."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(1000)
    layout.endLayout()
    wanted = QTextLayout.GlyphRunRetrievalFlag
    placed = [(position.x(), text[index])
              for run in layout.glyphRuns(-1, -1, wanted.RetrieveStringIndexes | wanted.RetrieveGlyphPositions
                                          | wanted.RetrieveGlyphIndexes)
              for position, index in zip(run.positions(), run.stringIndexes())]
    return "".join(char for _, char in sorted(placed) if char.isprintable())


@pytest.mark.usefixtures("right_to_left")
@pytest.mark.parametrize(("value", "drawn"), [(16.7, "+16.7"), (-1.5, "-1.5"), (0.0, "+0.0")])
def test_a_signed_average_keeps_its_sign_before_the_digits_in_a_right_to_left_table_cell(value, drawn) -> None:
    assert drawn_left_to_right(average_points(value, signed=True)) == drawn
