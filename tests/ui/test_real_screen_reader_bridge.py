"""What a screen reader hears over the real AT-SPI bridge, while a Manipulation turn and a Gin hand are
played by keys.

Everything is real but the ears: an X server (Xvfb) with a window manager (openbox), a private D-Bus
session bus, the accessibility bus and registry (at-spi2-core), Qt's AT-SPI bridge
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), the game window (``bridge_scenario.py``, playing by keys) and
an AT-SPI client (``atspi_recorder.py``, run by Debian's Python, which has ``pyatspi``) that writes down
what Orca 43 would speak: the focused object's name, a new description of it, and announcements.
CI installs these tools (``.ci/run``); missing, they fail the test rather than skip it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def _need(tool: str) -> str:
    found = shutil.which(tool) or (tool if os.path.exists(tool) else None)
    assert found, f"{tool} is missing: .ci/run installs it (xvfb, openbox, dbus-daemon, at-spi2-core, python3-pyatspi)"
    return found


class Desktop:
    """Xvfb, openbox, a session bus and the accessibility bus, for the length of the module's tests."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.processes: list[subprocess.Popen[bytes]] = []
        display = next(n for n in range(120, 400) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                       and not Path(f"/tmp/.X{n}-lock").exists())
        self.start([_need("Xvfb"), f":{display}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], os.environ)
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{display}").exists():
            assert time.monotonic() < deadline, "Xvfb did not start"
            time.sleep(0.05)
        runtime = folder / "runtime"
        runtime.mkdir(mode=0o700)
        env = dict(os.environ, DISPLAY=f":{display}", XDG_RUNTIME_DIR=str(runtime), HOME=str(folder),
                   XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
                   XDG_CACHE_HOME=str(folder / "cache"), NO_AT_BRIDGE="0")
        env.pop("QT_QPA_PLATFORM", None)
        bus = subprocess.Popen([_need("dbus-daemon"), "--session", "--nofork", "--print-address=1"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.processes.append(bus)
        assert bus.stdout is not None
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        self.env = env
        self.start([_need("openbox")], env)
        self.start([_need(BUS_LAUNCHER), "--launch-immediately"], env)
        _need(SYSTEM_PYTHON)

    def start(self, command: list[str], env: dict[str, str] | os._Environ[str],
              out: int | None = subprocess.DEVNULL) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.DEVNULL)
        self.processes.append(process)
        return process

    def play(self, game: str) -> tuple[list[dict], list[dict]]:
        """Play the scenario ``game`` with a recorder listening: (the steps, what was heard)."""
        folder = self.folder / game
        folder.mkdir()
        heard = folder / "heard.jsonl"
        recorder = self.start([SYSTEM_PYTHON, str(HERE / "atspi_recorder.py"), str(heard)], self.env)
        deadline = time.monotonic() + 20
        while not (heard.exists() and heard.read_text(encoding="utf-8")):
            assert recorder.poll() is None, "the AT-SPI recorder stopped (is python3-pyatspi installed?)"
            assert time.monotonic() < deadline, "the AT-SPI recorder did not start"
            time.sleep(0.05)
        env = dict(self.env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   PYTHONPATH=os.pathsep.join([str(ROOT), str(HERE.parent), str(HERE)]))
        result = subprocess.run([sys.executable, str(HERE / "bridge_scenario.py"), game, str(folder)], env=env,
                                capture_output=True, timeout=120, cwd=ROOT)
        time.sleep(0.3)
        recorder.terminate()
        recorder.wait(timeout=10)
        assert result.returncode == 0, result.stderr.decode(errors="replace")[-3000:]
        steps = json.loads((folder / "steps.json").read_text(encoding="utf-8"))
        events = [json.loads(line) for line in heard.read_text(encoding="utf-8").splitlines()]
        return steps, [event for event in events if event["kind"] != "ready"]

    def close(self) -> None:
        for process in reversed(self.processes):
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


@pytest.fixture(scope="module")
def desktop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desktop]:
    session = Desktop(tmp_path_factory.mktemp("desktop"))
    yield session
    session.close()


def by_step(steps: list[dict], events: list[dict]) -> dict[str, list[str]]:
    """What was heard during each step, as "focus: …", "said: …", "announced: …"."""
    heard: dict[str, list[str]] = {}
    for i, step in enumerate(steps):
        end = steps[i + 1]["t"] if i + 1 < len(steps) else float("inf")
        heard[step["step"]] = [f"{e['kind']}: {e['text']}" for e in events if step["t"] <= e["t"] < end]
    return heard


def spoken(lines: list[str]) -> list[str]:
    """What Orca 43 speaks of ``lines``: focus and descriptions (it does not listen for announcements)."""
    return [line for line in lines if not line.startswith("announced: ")]


@pytest.fixture(scope="module")
def manipulation(desktop: Desktop) -> dict[str, list[str]]:
    return by_step(*desktop.play("manipulation"))


def test_a_manipulation_turn_by_keys_is_heard_step_by_step(manipulation):
    heard = manipulation
    assert len(spoken(heard["first arrow"])) == 1 and spoken(heard["first arrow"])[0].endswith(", 1 of 5 in your hand"), \
        "the first arrow shows the first card, without skipping it"
    assert "said: You can't end your turn now: every turn starts with a draw from the stock." in heard["end refused"]
    assert "said: You draw a card." in heard["draw"]
    assert [line for line in heard["draw"] if line.startswith("focus: ")][-1].endswith(" of 6 in your hand")
    assert "said: five of hearts selected, 1 selected." in heard["select five"]
    assert "said: seven of hearts selected, 3 selected." in heard["select seven"]
    assert "said: New meld B: five, six, seven of hearts: a sequence, legal." in heard["new meld"]
    assert spoken(heard["read table"]) == [
        "said: Meld A: nine, ten, jack of spades: a sequence, legal. "
        "Meld B: five, six, seven of hearts: a sequence, legal."]
    assert spoken(heard["read hand"])[0].startswith("said: Your hand, 3 cards: ")


def test_the_computers_moves_and_your_turn_are_heard_without_the_card_again(manipulation):
    during = manipulation["end turn"] + manipulation["computers"]
    said = " ".join(line for line in spoken(during) if line.startswith("said: "))
    assert "Computer 1 " in said and "Computer 2 " in said and said.endswith("Your turn.")
    assert not [line for line in during if line.startswith("focus: ")], \
        "the table rebuilt after each move, and the card under the cursor was said again"
    announced = [line for line in during if line.startswith("announced: ")]
    assert any(line.startswith("announced: Computer 1 ") for line in announced), "newer readers' announcements"


def test_the_log_the_scores_and_the_areas_are_read_by_keys(manipulation):
    assert spoken(manipulation["read log"])[0].startswith("said: Line ")
    assert spoken(manipulation["read scores"])[0].startswith("said: Total: You 0, Computer 1 0, Computer 2 0")
    assert spoken(manipulation["next area"]) and spoken(manipulation["next area"])[0].startswith("focus: ")


def test_a_gin_hand_by_keys_is_heard(desktop):
    heard = by_step(*desktop.play("gin"))
    assert spoken(heard["first arrow"])[0].startswith("focus: ") and spoken(heard["first arrow"])[0].endswith(
        " 1 of 10 in your hand")
    assert any(line.startswith("said: You draw ") for line in heard["draw"])
    assert spoken(heard["read hand"])[0].startswith("said: ") and "Deadwood" in spoken(heard["read hand"])[0]
    assert spoken(heard["read table"])[0].startswith("said: Computer 1: ")
    assert any(line.startswith("said: You discard ") for line in heard["discard"])
    computer = " ".join(line for line in spoken(heard["discard"] + heard["computer"]) if line.startswith("said: "))
    assert "Computer 1 " in computer and computer.endswith("Your turn.")


def test_laying_off_enter_selects_and_k_explains(desktop):
    heard = by_step(*desktop.play("layoff"))
    assert any(line.startswith("said: ") and line.endswith(
        " selected: put the cursor on a meld and press Return to lay it off.") for line in heard["enter on a card"])
    assert "said: Your opponent knocked: lay your cards off on the melds, then choose Done." in heard["knock key"]
    assert not any("Draw a card first" in line for lines in heard.values() for line in lines)

