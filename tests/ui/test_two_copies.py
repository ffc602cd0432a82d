"""Two copies of the app over one data folder: one game, one owner, and every finished game counted."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from engine.manipulation_helpers import cards, position
from main_window_helpers import ResultAnswers, instant_settings
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.saves import read_save, write_save
from rummy_desktop.controller.statistics import StatisticsStore
from rummy_desktop.engine.manipulation import PlayMelds
from rummy_desktop.exit_codes import EXIT_TERMINATED
from rummy_desktop.ui.main_window import QUIT_WHEN_SHOWN, MainWindow

ROOT = Path(__file__).resolve().parents[2]
SEATS = (Seat("Ada", "easy"), Seat("Bo", "easy"), Seat("You"), Seat("Cy", "easy"))


def window_over(qtbot: QtBot, data_dir: Path, settings_folder: Path) -> MainWindow:
    settings_folder.mkdir(exist_ok=True)
    window = MainWindow(SEATS, settings=instant_settings(settings_folder), data_dir=data_dir,
                        bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    return window


def win_the_game(window: MainWindow) -> None:
    """The person (seat 2) melds the last three cards past 150: the round and the game end."""
    window.match.resume(position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2,
                                 scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1)), SEATS)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    assert window.match.state.is_game_over


def test_games_finished_in_two_copies_are_all_counted(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    ResultAnswers(monkeypatch, play_again=False)
    first = window_over(qtbot, tmp_path, tmp_path / "first")
    second = window_over(qtbot, tmp_path, tmp_path / "second")   # started before the first finished a game
    win_the_game(first)
    win_the_game(second)
    win_the_game(first)
    on_disk = StatisticsStore(tmp_path).load().statistics.get("manipulation", "easy")
    assert (on_disk.games_played, on_disk.games_won, on_disk.rounds_played) == (3, 3, 3)
    assert on_disk.best_streak == 3
    assert first.services.statistics.get("manipulation", "easy") == on_disk   # what its window shows


FIRST_COPY = """
import rummy_desktop.ui.app_services as services
services.AppServices._ask_abandon = lambda self, text: True   # nobody sits at this window to answer
import rummy_desktop.ui.main_window as m
raise SystemExit(m.run_gui(["rummy-desktop"]))
"""
SECOND_COPY = """
import sys
from pathlib import Path
import rummy_desktop.ui.main_window as m
raise SystemExit(m.run_gui(["rummy-desktop"], saved_game=Path(sys.argv[1]) if len(sys.argv) > 1 else None))
"""


def app_environment(home: Path, **extra: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                XDG_CONFIG_HOME=str(home / "config"), **extra)


def start_first_copy(home: Path) -> subprocess.Popen:
    """The app, dealt its first game and autosaved it (its event loop runs, its window is up)."""
    first = subprocess.Popen([sys.executable, "-c", FIRST_COPY], env=app_environment(home), cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    autosave = home / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json"
    deadline = time.monotonic() + 60
    while not autosave.exists():
        assert first.poll() is None and time.monotonic() < deadline, first.stderr.read() if first.stderr else ""
        time.sleep(0.1)
    return first


def end(copy: subprocess.Popen) -> None:
    copy.send_signal(signal.SIGCONT)
    copy.terminate()
    assert copy.wait(timeout=60) == EXIT_TERMINATED


def test_a_second_copy_hands_its_file_to_the_first_and_ends(qtbot: QtBot, tmp_path: Path) -> None:
    maker = window_over(qtbot, tmp_path / "elsewhere", tmp_path / "elsewhere settings")
    maker.match.new_game(21)
    write_save(tmp_path / "sent.rummy", maker.services.current_save())
    first = start_first_copy(tmp_path)
    try:
        second = subprocess.run([sys.executable, "-c", SECOND_COPY, "sent.rummy"], env=app_environment(tmp_path),
                                cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        autosave = tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json"
        deadline = time.monotonic() + 30
        while read_save(autosave).seed != 21:   # the first copy opened the file (a relative name, made whole)
            assert time.monotonic() < deadline
            time.sleep(0.1)
    finally:
        end(first)


def test_beside_a_stopped_first_copy_a_second_runs_on_files_of_its_own(tmp_path: Path) -> None:
    first = start_first_copy(tmp_path)
    data_dir = tmp_path / "data" / "RummyDesktop" / "rummy_desktop"
    try:
        first.send_signal(signal.SIGSTOP)   # hung: it cannot answer
        owners_game = (data_dir / "autosave.json").read_bytes()
        started = time.monotonic()
        second = subprocess.run([sys.executable, "-c", SECOND_COPY],
                                env=app_environment(tmp_path, **{QUIT_WHEN_SHOWN: "1"}), cwd=ROOT,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode == 0 and second.stdout.startswith("shown "), second.stderr
        assert time.monotonic() - started < 30
        assert (data_dir / "autosave.json").read_bytes() == owners_game
        guest_autosaves = [path.name for path in data_dir.glob("autosave-*.json")]
        assert len(guest_autosaves) == 1   # its own game, offered to the owner's next start once it has ended
    finally:
        end(first)
