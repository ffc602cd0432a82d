"""The settings dialog shows the settings, writes them on OK only, and lists languages in their own words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.settings import Settings
from rummy_desktop.ui.dialogs.settings_dialog import SettingsDialog


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
    new_game_dialogs_own = ("last_new_game", "program_command")
    assert shown.chosen_values() == {k: v for k, v in current(settings).items() if k not in new_game_dialogs_own}


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
    assert settings.default_opponents == ("medium", "medium", "easy", "hard")
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
