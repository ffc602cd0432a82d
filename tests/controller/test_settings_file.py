"""The settings file: a named pipe, a huge or damaged file costs a message at the start and nothing else, and a
setting that cannot be written is said (issue 13)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from pytestqt.qtbot import QtBot

from rummy_desktop.controller import settings_file
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.settings import MemoryStore, Settings
from rummy_desktop.controller.settings_file import (
    MAX_SETTINGS_BYTES,
    open_settings_file,
    settings_path,
    stored_settings,
)
from stub_translator import translations


def settings_over(path: Path) -> Settings:
    store, problem = open_settings_file(path)
    return Settings(store, problem=problem)


def test_the_file_looked_at_is_the_one_qt_uses(qapp: QCoreApplication) -> None:
    assert settings_path() == Path(QSettings().fileName())


def test_a_good_file_opens_without_a_word(tmp_path: Path) -> None:
    path = tmp_path / "rummy_desktop.conf"
    path.write_text("[General]\nlanguage=he\ncard_size=150\n", encoding="utf-8")
    settings = settings_over(path)
    assert settings.problem is None
    assert (settings.language, settings.card_size) == ("he", 150)


def test_no_file_yet_is_no_problem(tmp_path: Path) -> None:
    settings = settings_over(tmp_path / "rummy_desktop.conf")
    assert settings.problem is None and settings.language == "system"


def test_a_named_pipe_is_set_aside_at_once_and_the_settings_start_afresh(tmp_path: Path, no_hang: None) -> None:
    path = tmp_path / "rummy_desktop.conf"
    os.mkfifo(path)
    settings = settings_over(path)
    assert settings.problem is not None
    assert explain(settings.problem) == (
        "Your settings file could not be used: it could not be read (a named pipe (FIFO) stands where the file "
        f"should be). It was kept as {path}.damaged; the settings it spoilt are back to their defaults."
    )
    assert stat.S_ISFIFO(os.stat(f"{path}.damaged").st_mode)
    settings.language = "mk"
    assert Settings(QSettings(str(path), QSettings.Format.IniFormat)).language == "mk"


def test_a_huge_file_is_set_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "rummy_desktop.conf"
    with path.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)
    settings = settings_over(path)
    assert settings.problem is not None
    assert "it is 50.0 MB, far larger than settings ever are (64 kB at most)" in settings.problem
    assert (tmp_path / "rummy_desktop.conf.damaged").stat().st_size == 50 * 1024 * 1024
    assert settings.card_size == 100 and not path.exists()


def test_a_damaged_file_is_set_aside_and_what_qt_could_read_of_it_kept(tmp_path: Path) -> None:
    path = tmp_path / "rummy_desktop.conf"
    damaged = "[General\ncard_size=150\nlanguage=sq\n"
    path.write_text(damaged, encoding="utf-8")
    settings = settings_over(path)
    assert settings.problem is not None and "parts of it are not settings" in settings.problem
    assert (tmp_path / "rummy_desktop.conf.damaged").read_text(encoding="utf-8") == damaged
    assert (settings.card_size, settings.language) == (150, "sq")
    reopened = settings_over(path)
    assert reopened.problem is None and reopened.language == "sq"


def test_a_file_qt_cannot_read_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No permission to read: made as Qt reports it (the tests run as the superuser, whom no file refuses)."""

    class Unreadable(QSettings):
        def status(self) -> QSettings.Status:
            return QSettings.Status.AccessError

    monkeypatch.setattr(settings_file, "QSettings", Unreadable)
    path = tmp_path / "rummy_desktop.conf"
    path.write_text("[General]\nlanguage=he\n", encoding="utf-8")
    settings = settings_over(path)
    assert settings.problem == f"Your settings file {path} could not be read: the app starts with the default settings."
    assert path.exists()


def test_a_file_that_cannot_even_be_set_aside_leaves_the_settings_in_memory(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file where the settings folder should be")
    path = tmp_path / "config" / "rummy_desktop.conf"
    settings = settings_over(path)
    assert settings.problem is not None
    assert settings.problem.startswith(f"Your settings file {path} could not be used: it could not be read (")
    assert isinstance(settings._store, MemoryStore)
    with qtbot.waitSignal(settings.not_saved) as said:
        settings.language = "he"
    assert settings.language == "he"  # it applies until the app closes
    assert said.args == [f"The settings could not be saved to {path}: the file cannot be written. "
                         "The change applies until the app closes."]


def test_a_setting_that_cannot_be_written_is_said_and_still_applies(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file where the settings folder should be")
    path = tmp_path / "config" / "settings.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with qtbot.waitSignal(settings.not_saved) as said:
        settings.card_size = 180
    assert said.args[0].startswith(f"The settings could not be saved to {path}")
    assert settings.card_size == 180


def test_a_setting_written_says_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    settings = settings_over(tmp_path / "rummy_desktop.conf")
    with qtbot.assertNotEmitted(settings.not_saved):
        settings.card_size = 180


def test_the_largest_settings_the_app_writes_fit_the_bound(tmp_path: Path) -> None:
    path = tmp_path / "rummy_desktop.conf"
    settings = settings_over(path)
    settings.default_opponents = ("medium",) * 4
    settings.last_new_game = {"names": "\\" * 4990}  # the longest JSON a setting takes, each character escaped
    assert len(json.dumps(settings.last_new_game)) > 9_980
    assert path.stat().st_size <= MAX_SETTINGS_BYTES / 2
    assert settings_over(path).problem is None


def test_stored_settings_open_the_file_qt_would(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_hang: None) -> None:
    path = tmp_path / "RummyDesktop" / "rummy_desktop.conf"
    path.parent.mkdir()
    os.mkfifo(path)
    monkeypatch.setattr(settings_file, "settings_path", lambda: path)
    settings = stored_settings(("blue", "red"))
    assert settings.problem is not None and "named pipe" in settings.problem
    assert settings.card_backs == ("blue", "red")


def test_what_is_said_about_the_settings_file_is_in_the_installed_language(
    qapp: QCoreApplication, qtbot: QtBot, tmp_path: Path, no_hang: None
) -> None:
    pipe = tmp_path / "rummy_desktop.conf"
    os.mkfifo(pipe)
    (tmp_path / "config").write_text("a file where the settings folder should be")
    unwritable = tmp_path / "config" / "settings.ini"
    with translations(qapp, {}, marked=("SettingsFile", "JsonFiles", "SystemErrors")):
        problem = settings_over(pipe).problem
        assert problem is not None
        assert explain(problem) == (
            "«Your settings file could not be used: «it could not be read («a named pipe (FIFO) stands where the file "
            f"should be»).» It was kept as {pipe}.damaged; the settings it spoilt are back to their defaults.»"
        )
        settings = Settings(QSettings(str(unwritable), QSettings.Format.IniFormat))
        with qtbot.waitSignal(settings.not_saved) as said:
            settings.card_size = 120
        assert said.args == [f"«The settings could not be saved to {unwritable}: the file cannot be written. "
                             "The change applies until the app closes.»"]
