"""The settings dialog shows the settings, writes them on OK only, and lists languages in their own words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.settings import Settings
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from rummy_desktop.ui.dialogs.settings_dialog import SettingsDialog, level_ways


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def dialog(qtbot: QtBot, settings: Settings) -> SettingsDialog:
    shown = SettingsDialog(settings)
    qtbot.addWidget(shown)
    return shown


def current(settings: Settings) -> dict[str, object]:
    return {name: getattr(settings, name) for name in Settings.names()}


def test_it_shows_the_current_settings(qtbot: QtBot, settings: Settings) -> None:
    settings.card_size = 140
    settings.card_back = "red"
    settings.language = "mk"
    settings.default_opponents = ("easy", "hard", "hard")
    shown = SettingsDialog(settings)
    qtbot.addWidget(shown)
    assert shown.card_size.value() == 140
    assert shown.card_back.currentText() == "Red"
    assert shown.language.currentText() == "Македонски"
    assert shown.opponent_count.value() == 3
    kept_by_other_windows = ("last_new_game", "program_command", "main_window_size", "puzzles_window_size", "review_window_size",
                             "rules_window_size", "daily_puzzle_solved", "solved_puzzles")
    assert shown.chosen_values() == {k: v for k, v in current(settings).items() if k not in kept_by_other_windows}


def test_ok_writes_the_choices_and_announces_them(qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    dialog.animation_speed.setCurrentIndex(dialog.animation_speed.findData("instant"))
    dialog.card_size.setValue(170)
    dialog.four_colour.setChecked(True)
    dialog.card_back.setCurrentIndex(dialog.card_back.findData("green"))
    dialog.confirm_end_turn.setChecked(True)
    dialog.language.setCurrentIndex(dialog.language.findData("he"))
    dialog.opponent_count.setValue(4)
    dialog.opponent_levels[3].setCurrentIndex(dialog.opponent_levels[3].findData("hard"))
    heard: list[str] = []
    settings.changed.connect(heard.append)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.animation_speed == "instant" and settings.animation_ms == 0
    assert (settings.card_size, settings.four_colour, settings.card_back) == (170, True, "green")
    assert settings.confirm_end_turn and settings.language == "he"
    assert settings.default_opponents == ("medium", "medium", "medium", "hard")  # a box not used before shows medium
    assert set(heard) == {
        "animation_speed", "card_size", "four_colour", "card_back", "confirm_end_turn", "language", "default_opponents"
    }  # fmt: skip


def test_cancel_changes_nothing(dialog: SettingsDialog, settings: Settings) -> None:
    before = current(settings)
    dialog.card_size.setValue(200)
    dialog.confirm_knock.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert current(settings) == before


def test_restore_defaults_fills_in_the_defaults_but_writes_only_on_ok(qtbot: QtBot, settings: Settings) -> None:
    settings.card_size = 80
    settings.confirm_knock = False
    shown = SettingsDialog(settings)
    qtbot.addWidget(shown)
    shown.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert shown.card_size.value() == 100 and shown.confirm_knock.isChecked()
    assert settings.card_size == 80
    shown.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.card_size == 100 and settings.confirm_knock


def test_languages_are_listed_in_their_own_words(dialog: SettingsDialog) -> None:
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == ["Same as the system", "English", "עברית", "Shqip", "मराठी", "Македонски"]


def test_gin_games_have_one_opponent(dialog: SettingsDialog) -> None:
    dialog.show()
    dialog.opponent_count.setValue(3)
    dialog.default_game.setCurrentIndex(dialog.default_game.findData("hollywood"))
    assert dialog.opponent_count.value() == 1 and not dialog.opponent_count.isEnabled()
    assert [box.isVisible() for box in dialog.opponent_levels] == [True, False, False, False]
    dialog.default_game.setCurrentIndex(dialog.default_game.findData("manipulation"))
    assert dialog.opponent_count.isEnabled()


def offered(dialog: SettingsDialog, number: int) -> list[tuple[str, str, str]]:
    box = dialog.opponent_levels[number]
    return [(box.itemData(i), box.itemText(i), box.itemData(i, Qt.ItemDataRole.ToolTipRole)) for i in range(box.count())]


def test_every_manipulation_level_is_offered_in_order_with_its_line(qtbot: QtBot, settings: Settings) -> None:
    settings.default_game = "manipulation"
    settings.default_opponents = ("expert", "beginner")
    shown = SettingsDialog(settings)
    qtbot.addWidget(shown)
    ways = level_ways("manipulation")
    expected = [("beginner", "Beginner"), ("easy", "Easy"), ("medium", "Medium"), ("skilled", "Skilled"),
                ("advanced", "Advanced"), ("hard", "Hard"), ("expert", "Expert")]
    for number in range(4):
        assert offered(shown, number) == [(level, name, ways[level]) for level, name in expected]
    assert [box.currentData() for box in shown.opponent_levels[:2]] == ["expert", "beginner"]
    guide = shown.level_guide.text().split("\n")
    assert guide == [f"{name}: {ways[level]}" for level, name in expected]


def test_the_new_game_dialog_explains_the_levels_with_the_same_lines(qtbot: QtBot, settings: Settings) -> None:
    settings.default_game = "manipulation"
    shown = SettingsDialog(settings)
    new_game = NewGameDialog(settings)
    qtbot.addWidget(shown)
    qtbot.addWidget(new_game)
    new_game.game.setCurrentIndex(new_game.game.findData("manipulation"))
    assert new_game.level_guide.text() == shown.level_guide.text() != ""


def test_a_gin_game_offers_the_gin_levels_and_keeps_a_level_both_games_have(dialog: SettingsDialog) -> None:
    dialog.opponent_levels[0].setCurrentIndex(dialog.opponent_levels[0].findData("hard"))
    dialog.opponent_levels[1].setCurrentIndex(dialog.opponent_levels[1].findData("advanced"))
    dialog.default_game.setCurrentIndex(dialog.default_game.findData("gin"))
    assert dialog.opponent_levels[0].currentData() == "hard"
    assert dialog.opponent_levels[1].currentData() == "medium"  # Gin has no advanced level


def test_every_gin_level_is_offered_weakest_first_with_its_line(qtbot: QtBot, settings: Settings) -> None:
    settings.default_game = "gin"
    shown = SettingsDialog(settings)
    qtbot.addWidget(shown)
    ways = level_ways("gin")
    expected = [("easy", "Easy"), ("simple", "Simple"), ("medium", "Medium"), ("hard", "Hard"), ("expert", "Expert")]
    assert offered(shown, 0) == [(level, name, ways[level]) for level, name in expected]
    assert ways["easy"] != level_ways("manipulation")["easy"]  # a Gin level is told by its Gin line
    assert shown.level_guide.text().split("\n") == [f"{name}: {ways[level]}" for level, name in expected]
    new_game = NewGameDialog(settings)
    qtbot.addWidget(new_game)
    assert new_game.level_guide.text() == shown.level_guide.text()


def test_a_default_opponent_the_game_does_not_offer_starts_a_new_game_at_medium(settings: Settings) -> None:
    settings.default_game = "gin"
    settings.default_opponents = ("beginner",)
    choice = NewGameDialog.initial_choice(settings)
    assert [seat.level for seat in choice.seats] == [None, "medium"]


def test_the_backs_offered_are_the_themes_with_pictures(qtbot: QtBot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    shown = SettingsDialog(Settings(store, card_backs=("blue", "green")))
    qtbot.addWidget(shown)
    assert [shown.card_back.itemData(i) for i in range(shown.card_back.count())] == ["blue", "green"]
    assert not shown.card_back.itemIcon(1).isNull()


def test_edit_waits_for_the_player_and_says_whether_ok_was_pressed(qtbot: QtBot, settings: Settings) -> None:
    def press(button: QDialogButtonBox.StandardButton) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.card_size.setValue(90)
        dialog.buttons.button(button).click()

    QTimer.singleShot(0, lambda: press(QDialogButtonBox.StandardButton.Cancel))
    assert SettingsDialog.edit(settings) is False and settings.card_size == 100
    QTimer.singleShot(0, lambda: press(QDialogButtonBox.StandardButton.Ok))
    assert SettingsDialog.edit(settings) is True and settings.card_size == 90
