"""fill: Qt's numbered placeholders replaced in one pass, whatever the values hold; right to left, isolated."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.placeholders import fill, fill_named, isolated
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation


def test_each_placeholder_takes_its_value_in_any_order():
    assert fill("%2 took %1", "9♠", "Anna") == "Anna took 9♠"


def test_a_value_holding_a_placeholder_is_not_filled_again():
    assert fill("%1 took %2", "50%2", "9♠") == "50%2 took 9♠"
    assert fill("%1 took %2", "Anna", "%1") == "Anna took %1"


def test_a_placeholder_may_come_twice():
    assert fill("%1, %1 and %2", "Anna", "Ben") == "Anna, Anna and Ben"


def test_a_placeholder_without_a_value_stays_as_it_is():
    assert fill("%1 scores %2 in %3", "Anna") == "Anna scores %2 in %3"


def test_numbers_are_written_as_text():
    assert fill("Round %1 of %2", 3, 10) == "Round 3 of 10"


@pytest.mark.parametrize("template", ["", "100%", "no placeholders", "%0 and %a"])
def test_text_that_is_no_placeholder_stays(template):
    assert fill(template, "x") == template


def test_right_to_left_text_keeps_its_order_around_the_values():
    assert fill("%1 לקח את %2", "אנה", "9♠") == "אנה לקח את 9♠"
    assert fill("\u200f%1 ← %2", "Anna", "Ben") == "\u200fAnna ← Ben"


def test_a_backslash_in_a_value_is_plain_text():
    assert fill("Saved to %1.", r"C:\games\1") == r"Saved to C:\games\1."


def test_a_right_to_left_app_sets_each_value_in_an_isolate(qapp) -> None:
    """Hebrew: "9♠" in a sentence keeps its own order (the suit sign would follow the sentence otherwise)."""
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        assert fill("לקחת את %1", "9♠") == "לקחת את \u20689♠\u2069"
        assert isolated("Ada") == "\u2068Ada\u2069"
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert fill("Take %1", "9♠") == "Take 9♠" and isolated("Ada") == "Ada"


def test_an_explanation_sets_its_values_in_isolates_right_to_left(qapp) -> None:
    reason = Explanation(QT_TRANSLATE_NOOP("Test", "{card} does not fit"), card="9♠")
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        assert explain(reason) == "\u20689♠\u2069 does not fit"
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert explain(reason) == "9♠ does not fit"


@pytest.fixture
def right_to_left(qapp):
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    yield
    qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.parametrize(("template", "values", "filled"), [
    ("%1%", ("45",), "\u2068" "45%" "\u2069"),
    ("%1 %", ("45",), "\u2068" "45 %" "\u2069"),
    ("בונוס +%1", (25,), "בונוס \u2068+25\u2069"),
    ("מסומן #%1", (2,), "מסומן \u2068#2\u2069"),
    ("סכום %1%2", ("a", "b"), "סכום \u2068a\u2069\u2068b\u2069"),  # %2 is a placeholder, no percent sign
])
def test_right_to_left_a_sign_against_a_placeholder_is_isolated_with_its_value(right_to_left, template, values,
                                                                               filled) -> None:
    assert fill(template, *values).lstrip("\u200f") == filled


def test_right_to_left_a_sentence_of_values_alone_is_marked_right_to_left(right_to_left) -> None:
    """A label takes its direction from its first letter outside isolates: with none, it would go left to right."""
    assert fill("%1 +%2", "אנדרקאט", 10) == "\u200f\u2068אנדרקאט\u2069 \u2068+10\u2069"
    assert fill("קלפים: %1", 3) == "קלפים: \u20683\u2069"  # the sentence's own words give its direction
    assert fill("\u2066+%1 = %2\u2069", 25, 140) == "\u200f\u2066\u2068+25\u2069 = \u2068140\u2069\u2069"


def test_left_to_right_signs_and_values_are_as_written() -> None:
    assert fill("%1% and +%2", 45, 10) == "45% and +10"
    assert fill_named("marked #{copy}", copy=2) == "marked #2"


def test_named_placeholders_are_filled_like_numbered_ones(right_to_left) -> None:
    assert fill_named("מסומן #{copy} ו־{card}", copy=2, card="9♠") == "מסומן \u2068#2\u2069 ו־\u20689♠\u2069"
    with pytest.raises(KeyError):
        fill_named("{card} and {other}", card="9♠")
    with pytest.raises(ValueError):
        fill_named("{card:d}", card="9♠")
