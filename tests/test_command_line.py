"""``rummy-desktop`` answers like a command line: strict arguments, Qt's options passed to Qt, a quiet
end when its reader goes away or Ctrl+C is pressed, and one clear line when no display is there.

Most tests run the command in a process of its own, as a shell would.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from rummy_desktop import app
from rummy_desktop.ai import bots
from rummy_desktop.exit_codes import EXIT_BROKEN_PIPE, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_TERMINATED, EXIT_USAGE
from rummy_desktop.qt_start import debian_package, display_problem, requested_platform, split_qt_options

ROOT = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, "-m", "rummy_desktop"]
QUICK_GAME = ["--game", "gin", "--players", "easy,easy", "--games", "1"]


def environment(tmp_path: Path, **changes: str | None) -> dict[str, str]:
    """This process's environment with the app's data and settings in ``tmp_path``, then ``changes``
    (None removes a variable)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def run(*words: str, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *words], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


# --- strict arguments -------------------------------------------------------------------------


@pytest.mark.parametrize("words", [
    ["simulate", "--gmes", "1"],                 # a misspelt option no longer plays the default 100 games
    ["simulate", *QUICK_GAME, "again"],          # a stray word
    ["simulate", "--gam", "gin"],                # an abbreviation is not taken for --game or --games
    ["simulate", "--games", "0"],
    ["simulate", "--games", "many"],
    ["bench", "--quik"],
    ["bench", "now"],
    ["--bogus"],                                 # the window's command line too
    ["tournament"],
    ["simulate", *QUICK_GAME, "-style", "Fusion"],   # Qt's options are for the window
    ["a.rummy", "b.rummy"],                      # the window opens one saved game
    ["a.rummy", "--self-test"],
    ["--install-desktop-entry", "--remove-desktop-entry"],
    ["--install-desktop-entry", "simulate"],
])
def test_unknown_options_and_stray_words_are_refused_with_exit_code_2(words: list[str]) -> None:
    result = run(*words)
    assert result.returncode == EXIT_USAGE, result.stdout + result.stderr
    assert result.stdout == ""
    assert "error:" in result.stderr and "Traceback" not in result.stderr


def test_simulate_help_explains_every_option() -> None:
    result = run("simulate", "--help")
    assert result.returncode == 0
    shown = " ".join(result.stdout.split())
    commands = next(action for action in app.build_parser()._actions if isinstance(action, argparse._SubParsersAction))
    for action in commands.choices["simulate"]._actions:
        assert action.help, f"{action.option_strings} has no help"
        assert action.option_strings[-1] in shown
    assert "2 to 5 players" in shown and "the Gin games by 2" in shown and "2 to 2" not in shown
    assert all(level in shown for level in bots.LEVELS)


def test_the_command_line_knows_the_games_and_levels_of_the_computer_players() -> None:
    assert app.GAMES == bots.GAMES and app.LEVELS == bots.LEVELS


@pytest.mark.parametrize(("game", "players", "words"), [
    ("gin", "easy,easy,easy", "gin is played by 2 players, not 3"),
    ("manipulation", "easy", "manipulation is played by 2 to 5 players, not 1"),
])
def test_a_wrong_number_of_players_is_said_plainly(game: str, players: str, words: str) -> None:
    result = run("simulate", "--game", game, "--players", players, "--games", "1")
    assert result.returncode == EXIT_USAGE and result.stderr.strip() == f"simulate: {words}"


# --- Qt's own options ------------------------------------------------------------------------


def test_qt_options_are_told_apart_from_the_apps_own() -> None:
    words = ["--self-test", "-platform", "offscreen", "--style", "Fusion", "-reverse", "-stylesheet=a.qss",
             "-qmljsdebugger=port:1", "--version"]
    assert split_qt_options(words) == (
        ["--self-test", "--version"],
        ["-platform", "offscreen", "--style", "Fusion", "-reverse", "-stylesheet=a.qss", "-qmljsdebugger=port:1"])
    assert split_qt_options(["-platform"]) == (["-platform"], [])   # no value: argparse refuses it
    assert requested_platform(["-platform=minimal"], {"QT_QPA_PLATFORM": "xcb"}) == "minimal"
    assert requested_platform([], {"QT_QPA_PLATFORM": "xcb"}) == "xcb"


def test_the_window_takes_qt_options_with_values(tmp_path: Path) -> None:
    result = run("-platform", "offscreen", "-style", "Fusion",
                 env=environment(tmp_path, RUMMY_QUIT_WHEN_SHOWN="1", QT_QPA_PLATFORM=None))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown ")


def test_qt_options_reach_qt_from_the_command_line(monkeypatch) -> None:
    from rummy_desktop.ui import main_window

    given: list[list[str]] = []
    monkeypatch.setattr(main_window, "run_gui", lambda argv, saved_game=None: given.append(argv) or 0)
    assert app.main(["-platform", "offscreen", "-style", "Fusion", "-reverse"]) == 0
    assert given[0][1:] == ["-platform", "offscreen", "-style", "Fusion", "-reverse"]


# --- ending quietly --------------------------------------------------------------------------


def hear_ctrl_c() -> None:
    """The child hears Ctrl+C as from a terminal, even when these tests run as a background job (whose
    children a shell starts with SIGINT ignored)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def started(*words: str, env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """The command running in a process of its own, its output piped; killed if a test leaves it running."""
    child = subprocess.Popen([*COMMAND, *words], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, preexec_fn=hear_ctrl_c)
    try:
        yield child
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()


def test_output_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """As ``rummy-desktop simulate ... | head -0``: the reader is gone before the summary is written."""
    with started("simulate", *QUICK_GAME, env=environment(tmp_path)) as child:
        assert child.stdout is not None and child.stderr is not None
        child.stdout.close()
        errors = child.stderr.read()
        assert child.wait(timeout=120) == EXIT_BROKEN_PIPE
    assert errors == ""


def wait_for(condition, seconds: float) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_ctrl_c_stops_simulate_quietly(tmp_path: Path) -> None:
    with started("simulate", "--game", "gin", "--players", "easy,easy", "--games", "100000",
                 env=environment(tmp_path)) as child:
        assert child.stderr is not None
        first = child.stderr.readline()   # the first progress line: it is running games
        assert first.startswith("simulate: ")
        child.send_signal(signal.SIGINT)
        out, errors = child.communicate(timeout=60)
    assert child.returncode == EXIT_INTERRUPTED
    assert out == "" and "Traceback" not in errors and "KeyboardInterrupt" not in errors


def test_ctrl_c_closes_the_window_quietly(tmp_path: Path) -> None:
    autosave = tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json"
    with started(env=environment(tmp_path, QT_QPA_PLATFORM="offscreen")) as child:
        wait_for(autosave.exists, 120)   # the first game is dealt: the window is (nearly) up
        child.send_signal(signal.SIGINT)
        out, errors = child.communicate(timeout=60)
    assert child.returncode == EXIT_INTERRUPTED
    assert "Traceback" not in errors and "KeyboardInterrupt" not in errors


def test_a_request_to_stop_closes_the_window_as_quit_does_and_keeps_the_game(tmp_path: Path) -> None:
    autosave = tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json"
    with started(env=environment(tmp_path, QT_QPA_PLATFORM="offscreen")) as child:
        wait_for(autosave.exists, 120)   # the first game is dealt: the window is (nearly) up
        child.send_signal(signal.SIGTERM)   # a logout or shutdown asks every program to stop
        out, errors = child.communicate(timeout=60)
    assert child.returncode == EXIT_TERMINATED
    assert "Traceback" not in errors and "leaked" not in errors
    kept = json.loads(autosave.read_text(encoding="utf-8"))
    assert kept["game"] == "manipulation"   # the game is there to resume next time


# --- no display ------------------------------------------------------------------------------


def test_without_a_display_the_app_says_so_in_one_line(tmp_path: Path) -> None:
    result = run(env=environment(tmp_path, DISPLAY=None, WAYLAND_DISPLAY=None, QT_QPA_PLATFORM=None))
    assert result.returncode == EXIT_FAILED
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "needs a graphical session" in lines[0]
    assert "DISPLAY is not set" in lines[0] and "WAYLAND_DISPLAY is not set" in lines[0]


def test_a_platform_that_needs_no_display_is_left_to_qt() -> None:
    assert display_problem([], {"QT_QPA_PLATFORM": "offscreen"}, system="linux") is None
    assert display_problem(["-platform", "minimal"], {}, system="linux") is None
    assert display_problem([], {"QT_QPA_PLATFORM": "wayland;offscreen"}, system="linux") is None
    assert display_problem([], {}, system="win32") is None


def test_a_missing_wayland_display_is_named() -> None:
    problem = display_problem([], {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, system="linux")
    assert problem is not None and "WAYLAND_DISPLAY is not set" in problem
    assert problem.count("DISPLAY is not set") == 1   # X11's DISPLAY is there, but Qt was asked for Wayland


def test_a_library_missing_for_qts_x11_plugin_is_named_with_its_package(tmp_path: Path) -> None:
    plugin = tmp_path / "platforms" / "libqxcb.so"
    plugin.parent.mkdir()
    plugin.write_bytes(b"")

    def load(name: str) -> object:
        raise OSError("libxcb-cursor.so.0: cannot open shared object file: No such file or directory")

    problem = display_problem([], {"DISPLAY": ":0"}, system="linux", load=load, plugins=tmp_path)
    assert problem is not None and "\n" not in problem
    assert "libxcb-cursor.so.0" in problem and "sudo apt install libxcb-cursor0" in problem


def test_an_x_server_that_does_not_answer_is_named(tmp_path: Path) -> None:
    class NoServer:
        """libxcb as ctypes loads it, whose every connection fails."""

        def __init__(self) -> None:
            self.xcb_connect = lambda name, screen: 1
            self.xcb_connection_has_error = lambda connection: 1
            self.xcb_disconnect = lambda connection: None

    problem = display_problem(["-platform", "xcb"], {"DISPLAY": ":99"}, system="linux",
                              load=lambda name: NoServer(), plugins=tmp_path)
    assert problem == ("rummy-desktop needs a graphical session to open its window: the X server of DISPLAY=:99 "
                       "does not answer (to play without a window: rummy-desktop simulate)")


@pytest.mark.parametrize(("library", "package"), [
    ("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"), ("libX11-xcb.so.1", "libx11-xcb1"),
])
def test_debian_package_names(library: str, package: str) -> None:
    assert debian_package(library) == package
