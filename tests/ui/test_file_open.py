"""A saved game handed over by the desktop opens: named on the command line (menus, file managers,
Windows' file association) or sent as an open-file event (macOS, also while the app runs)."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from main_window_helpers import instant_settings, play_turns
from rummy_desktop import app
from rummy_desktop.controller.saves import write_save
from rummy_desktop.ui import app_services
from rummy_desktop.ui.file_open import FILE_OPEN_EVENTS, watch_file_open_events
from rummy_desktop.ui.main_window import MainWindow, first_window


def opened(qtbot: QtBot, folder: Path, saved_game: Path | None = None) -> MainWindow:
    """The app's first window, shown, with the game it starts with (a file named is read once it has painted)."""
    folder.mkdir()
    window, guard = first_window(instant_settings(folder), data_dir=folder, saved_game=saved_game)
    qtbot.addWidget(window)
    guard.uninstall()
    window.show()
    qtbot.waitUntil(lambda: window.match.has_game, timeout=5000)
    return window


def test_a_named_file_is_read_after_the_window_has_painted_not_before(qtbot: QtBot, tmp_path: Path,
                                                                       monkeypatch) -> None:
    path, state = saved_game(qtbot, tmp_path)
    painted: list[bool] = []
    read = app_services.AppServices.open_file

    def open_file(services, file: Path) -> bool:
        painted.append(services.window.isVisible())
        return read(services, file)

    monkeypatch.setattr(app_services.AppServices, "open_file", open_file)
    folder = tmp_path / "later"
    folder.mkdir()
    window, guard = first_window(instant_settings(folder), data_dir=folder, saved_game=path)
    qtbot.addWidget(window)
    guard.uninstall()
    assert painted == [] and not window.match.has_game, "the file was read before the window was shown"
    window.show()
    qtbot.waitUntil(lambda: window.match.has_game, timeout=5000)
    assert painted == [True] and window.match.state == state


def saved_game(qtbot: QtBot, tmp_path: Path) -> tuple[Path, object]:
    """``evening.rummy``, a game two turns in, and the state it holds."""
    window = opened(qtbot, tmp_path / "before")
    window.match.new_game(8)
    play_turns(qtbot, window, 2)
    path = tmp_path / "evening.rummy"
    write_save(path, window.services.current_save())
    return path, window.match.state


def test_a_saved_game_named_on_the_command_line_opens_instead_of_a_new_deal(qtbot: QtBot, tmp_path: Path) -> None:
    path, state = saved_game(qtbot, tmp_path)
    window = opened(qtbot, tmp_path / "later", saved_game=path)
    assert window.match.state == state
    assert window.services.save_path == path   # Save writes back to the file that was opened


def test_a_named_file_that_does_not_open_is_refused_and_a_game_is_dealt(qtbot: QtBot, tmp_path: Path,
                                                                         monkeypatch) -> None:
    broken = tmp_path / "broken.rummy"
    broken.write_text('{"format": "rummy-desktop-save", "version": 1, "game": ', encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append(text))
    window = opened(qtbot, tmp_path / "later", saved_game=broken)
    assert len(warnings) == 1 and "“broken.rummy” cannot be opened" in warnings[0]
    assert window.match.has_game and window.services.save_path is None


@contextmanager
def watching(window: MainWindow) -> Iterator[None]:
    """The window opens the application's open-file events, as it does on macOS, for the test's length."""
    watcher = watch_file_open_events(window.services, window)
    try:
        yield
    finally:
        QApplication.instance().removeEventFilter(watcher)


def test_the_desktops_open_file_event_opens_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    path, state = saved_game(qtbot, tmp_path)
    window = opened(qtbot, tmp_path / "later")
    assert window.match.state != state
    with watching(window):
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
    assert window.match.state == state


def test_an_open_file_event_asks_before_it_abandons_a_game_under_way(qtbot: QtBot, tmp_path: Path) -> None:
    path, state = saved_game(qtbot, tmp_path)
    window = opened(qtbot, tmp_path / "later")
    play_turns(qtbot, window, 1)
    before = window.match.state
    asked: list[str] = []
    window.services.ask_abandon = lambda text: asked.append(text) or False
    with watching(window):
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
    assert len(asked) == 1 and window.match.state is before


def test_the_first_window_watches_for_the_events_only_where_the_desktop_sends_them(qtbot: QtBot,
                                                                                   tmp_path: Path) -> None:
    """On macOS; elsewhere the files come on the command line, and a filter on the application
    would see every event of every object for nothing."""
    path, state = saved_game(qtbot, tmp_path)
    window = opened(qtbot, tmp_path / "later")
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
    assert (window.match.state == state) is FILE_OPEN_EVENTS is (sys.platform == "darwin")


def test_the_command_line_hands_the_named_file_to_the_window(monkeypatch, tmp_path: Path) -> None:
    received: list[tuple[list[str], Path | None]] = []
    monkeypatch.setattr("rummy_desktop.ui.main_window.run_gui",
                        lambda argv, saved_game=None: received.append((argv[1:], saved_game)) or 0)
    assert app.main([str(tmp_path / "evening.rummy"), "-style", "Fusion"]) == 0
    assert received == [(["-style", "Fusion"], tmp_path / "evening.rummy")]


def test_a_word_before_the_options_is_a_command_or_a_file() -> None:
    assert app.split_saved_game(["simulate", "--games", "1"]) == (None, ["simulate", "--games", "1"])
    assert app.split_saved_game(["game.rummy"]) == ("game.rummy", [])
    assert app.split_saved_game(["a.rummy", "b.rummy"]) == ("a.rummy", ["b.rummy"])   # the parser refuses b
    assert app.split_saved_game(["--", "x"]) == (None, ["--", "x"])
