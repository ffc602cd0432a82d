"""Claiming the data folder: one owner, a lock a killed owner left taken over, a silent owner's
second copy a guest that never touches the owner's game."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from engine.manipulation_helpers import cards, position
from main_window_helpers import ResultAnswers, instant_settings, play_turns, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.saves import read_save, write_save
from rummy_desktop.controller.statistics import StatisticsStore
from rummy_desktop.engine.manipulation import PlayMelds
from rummy_desktop.ui import main_window
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.single_instance import LOCK_NAME, Role, claim_data_folder, server_name

ROOT = Path(__file__).resolve().parents[2]
SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))

HOLDER = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("held", lock.tryLock(0), flush=True)
time.sleep(60)
"""


def test_the_first_copy_owns_the_folder_and_listens(tmp_path: Path) -> None:
    claim = claim_data_folder(tmp_path, None)
    assert claim.role is Role.OWNER and claim.lock is not None and claim.server is not None
    assert (tmp_path / LOCK_NAME).exists()


def test_a_lock_a_killed_owner_left_is_taken_over_at_once(tmp_path: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path / LOCK_NAME)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "held True\n"
    os.kill(holder.pid, signal.SIGKILL)   # kill -9: the lock file stays
    holder.wait()
    claim = claim_data_folder(tmp_path, None, answer_ms=200)
    assert claim.role is Role.OWNER and claim.server is not None


def test_beside_an_owner_that_does_not_answer_a_copy_runs_as_a_guest(tmp_path: Path) -> None:
    held = QLockFile(str(tmp_path / LOCK_NAME))   # a live owner (this process) that listens to nobody
    assert held.tryLock(0)
    claim = claim_data_folder(tmp_path, tmp_path / "game.rummy", answer_ms=300)
    assert claim.role is Role.GUEST and claim.lock is None and claim.server is None


def test_the_owner_takes_a_file_handed_over_and_ignores_what_is_no_hand_over(qtbot: QtBot, tmp_path: Path) -> None:
    claim = claim_data_folder(tmp_path, None)
    assert claim.server is not None
    requested: list[object] = []
    claim.server.requested.connect(requested.append)

    def send(message: bytes) -> bytes:
        socket = QLocalSocket()
        socket.connectToServer(server_name(tmp_path))
        socket.write(QByteArray(message))
        answers: list[bytes] = []
        socket.readyRead.connect(lambda: answers.append(bytes(socket.readAll().data())))
        qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000)
        return b"".join(answers)

    assert send(b'{"open": "/home/me/game.rummy"}\n') == b"ok\n"
    qtbot.waitUntil(lambda: requested == [Path("/home/me/game.rummy")])
    assert send(b'{"open": null}\n') == b"ok\n"
    qtbot.waitUntil(lambda: len(requested) == 2)
    assert requested[1] is None
    for not_a_hand_over in (b"GET / HTTP/1.0\n", b'{"open": 7}\n', b'{"run": "rm -rf /"}\n', b"\xff\xfe\n"):
        assert send(not_a_hand_over) == b""
    qtbot.wait(50)
    assert len(requested) == 2


def guest_window(qtbot: QtBot, data_dir: Path) -> MainWindow:
    settings_folder = data_dir / "guest settings"
    settings_folder.mkdir()
    window = MainWindow(SEATS, settings=instant_settings(settings_folder), data_dir=data_dir,
                        bot_factory=stand_in_factory, pause_ms=0, start_game=False, guest=True)
    qtbot.addWidget(window)
    return window


def test_a_guest_never_offers_clears_or_counts_the_owners_game(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    owner = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    owner.match.new_game(11)
    play_turns(qtbot, owner, 2)   # the owner's game, under way and autosaved
    owner.services.wait_for_autosave()
    owners_game = (tmp_path / "autosave.json").read_bytes()

    ResultAnswers(monkeypatch, play_again=False)
    guest = guest_window(qtbot, tmp_path)
    assert not guest.services.has_interrupted_game   # the owner's live game is not offered
    assert "Another copy of Rummy Desktop" in guest.statusBar().currentMessage()   # and the player knows why
    guest.match.new_game(12)
    play_turns(qtbot, guest, 1)
    guest.services.wait_for_autosave()
    own = tmp_path / f"autosave-{os.getpid()}.json"
    assert read_save(own).seed == 12
    guest.match.resume(position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2, scores=(40, 90, 140, 30),
                                rounds_won=(1, 3, 4, 1)), (Seat("Ada", "easy"), Seat("Bo", "easy"), Seat("You"),
                                                           Seat("Cy", "easy")))
    guest.match.play(PlayMelds([cards("5H 6H 7H")]))   # the guest's game ends
    assert not own.exists()
    assert (tmp_path / "autosave.json").read_bytes() == owners_game   # untouched
    counted = StatisticsStore(tmp_path).load().statistics.get("manipulation", "easy")
    assert (counted.games_played, counted.games_abandoned) == (1, 1)   # its own two games, not the owner's


def test_the_owner_offers_the_game_a_guest_left_behind(qtbot: QtBot, tmp_path: Path) -> None:
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    guest = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    guest.match.new_game(13)
    guests_game = guest.services.current_save()
    left_behind = tmp_path / f"autosave-{ended.pid}.json"
    guest.services.autosaves.save_format.write(left_behind, guests_game)
    guest.services.autosaves.save_format.write(left_behind, guests_game)   # and its backup, a turn older
    guest.services.autosaves.clear_autosave()
    guest.close()

    owner = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    offered: list[int] = []
    owner.services.ask_resume = lambda save: offered.append(save.seed) or True
    owner.services.offer_resume()
    assert offered == [13] and owner.match.seed == 13
    assert read_save(tmp_path / "autosave.json").seed == 13
    assert not any(path.name.startswith("autosave-") for path in tmp_path.iterdir())   # no litter left


def a_saved_game(qtbot: QtBot, path: Path, seed: int) -> None:
    """A game of ``seed`` saved to ``path`` by a window of its own."""
    maker = window_for(qtbot, path.parent / "elsewhere", SEATS, bot_factory=stand_in_factory, pause_ms=0,
                       start_game=False)
    maker.match.new_game(seed)
    write_save(path, maker.services.current_save())
    maker.close()


def test_a_hand_over_brings_the_window_forward_and_opens_the_file(qtbot: QtBot, tmp_path: Path) -> None:
    a_saved_game(qtbot, tmp_path / "sent.rummy", seed=21)
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.showMinimized()
    main_window._handed_over(window, tmp_path / "sent.rummy")
    qtbot.waitUntil(window.isActiveWindow)
    assert not window.isMinimized() and window.match.seed == 21


def test_a_file_handed_over_while_resume_is_asked_opens_once_it_is_answered(qtbot: QtBot, tmp_path: Path) -> None:
    a_saved_game(qtbot, tmp_path / "sent.rummy", seed=21)
    left = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    left.match.new_game(11)
    play_turns(qtbot, left, 1)
    left.close()

    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    services = window.services

    def start_afresh_after_a_hand_over(save: object) -> bool:
        main_window._handed_over(window, tmp_path / "sent.rummy")   # a second copy, while the question is open
        return False

    services.ask_resume = start_afresh_after_a_hand_over
    services.offer_resume(lambda: window.match.new_game(12))
    assert window.match.seed == 21   # the file handed over, not the game dealt in its place
    counted = services.statistics.get("manipulation", "easy")
    assert counted.games_abandoned == 1   # the declined one only
