"""A private desktop for the tests and tools that listen to the app as a screen reader does.

:class:`Desktop` starts an X server (Xvfb) with a window manager (openbox), a private D-Bus session bus and
the accessibility bus (at-spi2-core); :meth:`Desktop.play` runs a scenario of ``bridge_scenario.py`` in the
real window on it, with Qt's AT-SPI bridge on, while ``atspi_recorder.py`` (Debian's Python, which has
``pyatspi``) writes down what Orca 43 would speak. Used by ``test_real_screen_reader_bridge.py`` and by
``orca_transcript.py`` (which runs Orca itself beside it).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
KEYS_BY_X = "BRIDGE_KEYS_BY_X"
"""Set (to anything) in a scenario's environment, its keys go through the X server as a real keyboard's do
(``xdotool key``: XTEST) to the window that has the keyboard focus, so that a screen reader sees each key
as a person types it (Orca stops speech at a key); otherwise ``QTest`` hands them to the table directly."""


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
                                capture_output=True, timeout=2400 if game == "gin-game" else 900 if game.endswith("-round") or game == "dialogs" else 120, cwd=ROOT)
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
