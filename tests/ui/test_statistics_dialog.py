"""The statistics dialog shows the numbers with their definitions; the score chart draws every player's line."""

from __future__ import annotations

from typing import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGridLayout, QLabel
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.statistics import (
    ALL_LEVELS,
    DEFINITIONS,
    KEY_DEFINITIONS,
    MIXED_LEVELS,
    Record,
    Statistics,
    record_abandoned,
    record_game,
    record_hint,
    record_round,
)
from rummy_desktop.ui.dialogs.statistics_dialog import ScoreChart, StatisticsDialog, format_value, nice_ticks
from stub_translator import translations


@pytest.fixture(autouse=True)
def english_numbers() -> Iterator[None]:
    """Numbers written the English way whatever the system's regional format (a test may set another
    default locale); the default locale of before comes back after."""
    before = QLocale()
    QLocale.setDefault(QLocale("en"))
    yield
    QLocale.setDefault(before)


def some_statistics() -> Statistics:
    stats = Statistics()
    for won, score in [(True, 120), (True, 160), (False, 80), (True, 155)]:
        stats = record_game(stats, "gin", "hard", won=won, score=score)
    stats = record_abandoned(stats, "gin", "easy")
    stats = record_round(stats, "gin", "hard", won=True)
    stats = record_hint(stats, "manipulation", MIXED_LEVELS)
    return stats


@pytest.fixture
def dialog(qtbot: QtBot) -> StatisticsDialog:
    shown = StatisticsDialog(some_statistics(), ["You", "Ada"], [[10, 0], [0, 25], [31, 0]])
    qtbot.addWidget(shown)
    return shown


def shown_numbers(dialog: StatisticsDialog) -> dict[str, str]:
    return {name: label.text() for name, label in dialog.values.items()}


def test_it_opens_on_a_game_and_all_levels(dialog: StatisticsDialog) -> None:
    assert dialog.game_box.currentText() == "Manipulation Rummy"
    assert dialog.opponents_box.currentData() == ALL_LEVELS
    assert shown_numbers(dialog)["hints_used"] == "1"


def test_the_numbers_follow_the_game_and_opponents_chosen(dialog: StatisticsDialog) -> None:
    dialog.select("gin", "hard")
    numbers = shown_numbers(dialog)
    assert numbers["games_played"] == "4" and numbers["games_won"] == "3"
    assert numbers["win_percent"] == "75%"
    assert numbers["best_score"] == "160" and numbers["average_score"] == "128.8"
    assert (numbers["current_streak"], numbers["best_streak"]) == ("1", "2")
    assert (numbers["rounds_played"], numbers["rounds_won"]) == ("1", "1")
    assert numbers["games_abandoned"] == "0"
    dialog.select("gin", "easy")
    assert (shown_numbers(dialog)["games_played"], shown_numbers(dialog)["games_abandoned"]) == ("0", "1")
    assert shown_numbers(dialog)["best_score"] == "—"
    dialog.select("gin")
    assert (shown_numbers(dialog)["games_played"], shown_numbers(dialog)["games_abandoned"]) == ("4", "1")


def test_opponents_are_named_for_players(dialog: StatisticsDialog) -> None:
    dialog.select("gin")
    assert [dialog.opponents_box.itemText(i) for i in range(dialog.opponents_box.count())] == [
        "All levels",
        "Easy",
        "Hard",
    ]
    dialog.select("manipulation")
    assert dialog.opponents_box.itemText(1) == "Mixed levels"


def test_each_number_has_its_definition_beside_it(dialog: StatisticsDialog) -> None:
    grid = dialog.values["games_played"].parentWidget().layout()
    assert isinstance(grid, QGridLayout)
    for definition in DEFINITIONS:
        index = grid.indexOf(dialog.values[definition.name])
        row, column, _, _ = grid.getItemPosition(index)
        beside = grid.itemAtPosition(row, column + 1).widget()
        assert isinstance(beside, QLabel) and beside.text() == definition.text


def test_with_nothing_counted_it_says_so(qtbot: QtBot) -> None:
    empty = StatisticsDialog(Statistics())
    qtbot.addWidget(empty)
    empty.show()
    assert empty.empty_note.isVisible()
    assert not empty.reset_button.isEnabled()
    assert set(shown_numbers(empty).values()) == {"0", "—"}


def test_a_confirmed_reset_is_requested_and_a_refused_one_is_not(
    qtbot: QtBot, dialog: StatisticsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(StatisticsDialog, "ask_reset", staticmethod(lambda parent: False))
    with qtbot.assertNotEmitted(dialog.reset_requested):
        dialog.reset_button.click()
    monkeypatch.setattr(StatisticsDialog, "ask_reset", staticmethod(lambda parent: True))
    with qtbot.waitSignal(dialog.reset_requested, timeout=1000):
        dialog.reset_button.click()


def test_new_statistics_keep_the_game_chosen(dialog: StatisticsDialog) -> None:
    dialog.select("gin", "hard")
    dialog.set_statistics(record_game(some_statistics(), "gin", "hard", won=True, score=1))
    assert dialog.game_box.currentData() == "gin"
    dialog.set_statistics(Statistics())
    assert dialog.game_box.count() == 0 and shown_numbers(dialog)["games_played"] == "0"


@pytest.mark.parametrize(
    ("record", "name", "text"),
    [
        (Record(games_played=3, games_won=1), "win_percent", "33%"),
        (Record(), "win_percent", "—"),
        (Record(games_scored=3, total_score=100, best_score=50), "average_score", "33.3"),
        (Record(hints_used=12), "hints_used", "12"),
    ],
)
def test_values_are_formatted_for_reading(record: Record, name: str, text: str) -> None:
    assert format_value(record, name) == text


@pytest.mark.parametrize(
    ("locale", "average", "percent", "count"),
    [
        ("en", "33.3", "67%", "1,234"),
        ("sq", "33,3", "67%", "1234"),
        ("mk", "33,3", "67%", "1.234"),
        ("mr", "३३.३", "६७%", "१,२३४"),
    ],
)
def test_numbers_are_written_in_the_locales_way(locale: str, average: str, percent: str, count: str) -> None:
    QLocale.setDefault(QLocale(locale))
    assert format_value(Record(games_scored=3, total_score=100, best_score=50), "average_score") == average
    assert format_value(Record(games_played=3, games_won=2), "win_percent") == percent
    assert format_value(Record(hints_used=1234), "hints_used") == count


def test_the_dialog_shows_an_albanian_decimal_comma(qtbot: QtBot) -> None:
    QLocale.setDefault(QLocale("sq"))
    statistics = record_game(record_game(Statistics(), "gin", "hard", won=True, score=131), "gin", "hard",
                             won=False, score=126)
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.select("gin", "hard")
    assert shown_numbers(dialog)["average_score"] == "128,5"
    assert shown_numbers(dialog)["win_percent"] == "50%"


# -- the chart ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (0, 71, [0, 20, 40, 60, 80]),
        (0, 5, [0, 1, 2, 3, 4, 5]),
        (-40, 2275, [-500, 0, 500, 1000, 1500, 2000, 2500]),
        (0, 0, [0, 1]),
    ],
)
def test_axis_ticks_are_round_numbers_covering_the_scores(low: int, high: int, expected: list[int]) -> None:
    assert nice_ticks(low, high) == expected


def test_the_chart_adds_the_rounds_up(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_scores(["You", "Ada"], [[10, 0], [0, 25], [31, 0]])
    assert chart.totals() == [[0, 10, 10, 41], [0, 0, 25, 25]]
    assert chart.accessibleDescription() == "Totals after round 3: You 41, Ada 25"
    with pytest.raises(ValueError):
        chart.set_scores(["You", "Ada"], [[1, 2, 3]])


def _colours(image: QImage) -> set[str]:
    return {
        QColor(image.pixel(x, y)).name()
        for x in range(0, image.width(), 1)
        for y in range(0, image.height(), 2)
    }


def test_each_player_gets_a_line_of_their_own_colour(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    empty = _colours(chart.grab().toImage())
    chart.set_scores(["You", "Ada", "Bob"], [[10, 0, 0], [0, 25, 0], [0, 0, 40]])
    drawn = _colours(chart.grab().toImage())
    for colour in ("#0072b2", "#d55e00", "#009e73"):
        assert colour not in empty and colour in drawn


def test_a_round_where_nobody_scored_still_draws(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    chart.set_scores(["You", "Ada"], [[0, 0]])
    assert "#0072b2" in _colours(chart.grab().toImage())


def test_the_chart_words_its_totals_in_the_order_the_translation_gives(qtbot: QtBot, qapp) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    reordered = {
        ("GameLog", "{name} {points}"): "{points}: {name}",
        ("GameLog", ", "): " / ",
        ("GameLog", "You"): "Vous",
        ("ScoreChart", "%1 (%2)"): "[%2] %1",
    }
    with translations(qapp, reordered):
        chart.set_scores(["You", "Ada"], [[10, 0], [0, 25], [31, 0]])
        assert chart.legend() == ["[41] Vous", "[25] Ada"]
    assert chart.accessibleDescription() == "Totals after round 3: 41: Vous / 25: Ada"


def test_percentages_and_labels_are_written_as_the_translation_says(qtbot: QtBot, qapp) -> None:
    with translations(qapp, {("StatisticsDialog", "%1%"): "%1 %", ("StatisticsDialog", "%1:"): "%1 :"}):
        assert format_value(Record(games_played=3, games_won=1), "win_percent") == "33 %"
        dialog = StatisticsDialog(some_statistics())
        qtbot.addWidget(dialog)
    assert f"{KEY_DEFINITIONS[0].label} :" in [text.text() for text in dialog.findChildren(QLabel)]


def test_puzzles_solved_show_with_their_times(qtbot: QtBot) -> None:
    from rummy_desktop.controller.statistics import record_puzzle

    stats = record_puzzle(record_puzzle(Statistics(), "easy", 75), "easy", 45)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.puzzle_numbers.lines.text() == "Easy series: solved 2, average time 1:00, fastest 0:45"
    assert dialog.reset_button.isEnabled()
    dialog.set_statistics(Statistics())
    assert dialog.puzzle_numbers.lines.text().startswith("No puzzle solved yet.")
