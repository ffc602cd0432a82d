"""Long randomized sessions of the real app, counting actions and crashes (docs/benchmarks.md).

Run: ``python -m rummy_desktop.bench.session_soak --minutes N --seed S [--xvfb] [--out DIR]``.

The app runs as it does for a player (``run_gui``: its settings, autosave, statistics and crash
guard, in a data folder of the soak's own under ``DIR``) in a child process, with ``faulthandler``
writing to ``DIR/faults-K.txt``; :class:`~rummy_desktop.bench.soak_driver.SessionDriver` acts on it
at random until the time is up. A child that dies (a signal, an exit code) is a crash: its fault
file and last actions go to ``DIR/crash-K.txt``, and a new child carries on (offered the game the
crashed one left, as a player would be). A child that logs nothing for :data:`SILENT_S` seconds is
hung: it is sent SIGABRT, so faulthandler writes every thread's stack, and counted as a crash.

``--xvfb`` gives the sessions a real X server: Xvfb with openbox, a D-Bus session bus, Qt's AT-SPI
bridge always on, and an AT-SPI client listening (:mod:`atspi_listener`, run by the Debian Python
that has ``pyatspi``); part of the gestures then go through X (xdotool). Without it the app uses
the display it finds (``QT_QPA_PLATFORM=offscreen`` works too, every gesture then sent to the widget).

The summary (minutes, actions, crashes, exceptions, stalls, the machine's load) is printed and
written to ``DIR/summary.json``.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

__all__ = ["Summary", "count_log", "main", "supervise", "SILENT_S"]

SILENT_S = 120.0
"""A child that logs no action for this long is hung."""
HUNG_S = 30.0
"""A child that has not acted for this long writes every thread's stack to its fault file (once)."""
LISTENER = Path(__file__).with_name("atspi_listener.py")
DEBIAN_PYTHON = "/usr/bin/python3"


@dataclass(slots=True)
class Summary:
    """What the soak did and what broke."""

    seed: int
    minutes: float = 0.0
    actions: int = 0
    sessions: int = 0
    crashes: int = 0
    exceptions: int = 0
    stalls: int = 0
    x_gestures: int = 0
    direct_gestures: int = 0
    load: list[float] = field(default_factory=list)
    """The 1-minute load average, sampled every 30 s."""
    crash_files: list[str] = field(default_factory=list)
    atspi: str = ""
    """The AT-SPI client's last counts (empty: none listened)."""

    def lines(self) -> list[str]:
        load = sum(self.load) / len(self.load) if self.load else os.getloadavg()[0]
        return [f"seed {self.seed}: {self.minutes:.1f} minutes, {self.actions} actions in {self.sessions} sessions "
                f"({self.x_gestures} gestures through X, {self.direct_gestures} sent to the widget)",
                f"crashes {self.crashes}, exceptions {self.exceptions}, stalled games {self.stalls}",
                f"load average {load:.2f} (max {max(self.load, default=load):.2f}) on {os.cpu_count()} cores",
                *([f"AT-SPI client: {self.atspi}"] if self.atspi else []),
                *[f"crash: {name}" for name in self.crash_files]]


def count_log(log: Path, summary: Summary) -> list[str]:
    """Add a child's log to ``summary``; its lines."""
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines() if log.exists() else []
    for line in lines:
        word = line.split(" ", 2)[1] if " " in line else ""
        if word == "EXCEPTION":
            summary.exceptions += 1
        elif word == "STALL":
            summary.stalls += 1
        elif word == "INPUT":
            counts = dict(part.split("=") for part in line.split()[2:])
            summary.x_gestures += int(counts["x"])
            summary.direct_gestures += int(counts["direct"])
        elif word != "NOTE" and not line.startswith(" "):
            summary.actions += 1
    return lines


def _run_child(out: Path, number: int, seconds: float, seed: int, args: argparse.Namespace,
               summary: Summary) -> int:
    """One child session; its exit code (negative: the signal that ended it)."""
    log, faults = out / f"actions-{number}.txt", out / f"faults-{number}.txt"
    home = out / "home"
    # Its own home and folder: the games and logs it saves (Enter in a file dialog) land there too.
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"))
    home.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "rummy_desktop.bench.session_soak", "--child", "--seconds", str(seconds),
               "--seed", str(seed), "--log", str(log), "--faults", str(faults), "--x-share", str(args.x_share),
               "--period-ms", str(args.period_ms)]
    if args.gdb:   # the native stack of a crash, in the child's stdout file
        command = ["gdb", "-q", "-batch", "-ex", "set auto-load safe-path /", "-ex", "handle SIGPIPE nostop noprint", "-ex", "run",
                   "-ex", "bt", "-ex", "info registers", "-ex", "x/6gx $rdi-16", "-ex", "py-bt",
                   "-ex", "thread apply all bt 30",
                   "--args", *command]
    child = subprocess.Popen(command, env=env, cwd=home, stdout=open(out / f"stdout-{number}.txt", "w"),
                             stderr=open(out / f"stderr-{number}.txt", "w"))
    next_sample = time.monotonic()
    while child.poll() is None:
        time.sleep(1)
        if time.monotonic() >= next_sample:
            summary.load.append(round(os.getloadavg()[0], 2))
            next_sample += 30
        quiet = time.time() - (log.stat().st_mtime if log.exists() else time.time())
        if quiet > SILENT_S:
            child.send_signal(signal.SIGABRT)   # faulthandler writes every thread's stack
            try:
                child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                child.kill()
    code = child.wait()
    if args.gdb and "received signal" in (out / f"stdout-{number}.txt").read_text(errors="replace"):
        code = code or -1   # gdb itself ends well after the app's crash
    lines = count_log(log, summary)
    if code != 0:
        summary.crashes += 1
        report = out / f"crash-{number}.txt"
        report.write_text(f"exit code {code}\n\nlast actions:\n" + "\n".join(lines[-25:]) + "\n\nfaulthandler:\n"
                          + (faults.read_text(errors="replace") if faults.exists() else "") + "\nstderr:\n"
                          + (out / f"stderr-{number}.txt").read_text(errors="replace")[-4000:], encoding="utf-8")
        summary.crash_files.append(str(report))
    return code


def supervise(minutes: float, seed: int, out: Path, args: argparse.Namespace) -> Summary:
    """Child sessions one after another until ``minutes`` have passed."""
    out.mkdir(parents=True, exist_ok=True)
    summary = Summary(seed)
    rng = random.Random(seed)
    start = time.monotonic()
    deadline = start + minutes * 60
    listener = _start_listener(out) if args.listen else None
    try:
        while time.monotonic() < deadline - 5:
            summary.sessions += 1
            before = summary.actions
            code = _run_child(out, summary.sessions, deadline - time.monotonic(), rng.randrange(2**31), args, summary)
            if code != 0 and summary.actions == before:
                raise SystemExit(f"the app did not start (exit code {code}): see {out}/stderr-{summary.sessions}.txt")
    finally:
        if listener is not None:
            listener.terminate()
            listener.wait(timeout=10)
            state = out / "atspi.txt"
            summary.atspi = state.read_text().strip() if state.exists() else "no report"
    summary.minutes = (time.monotonic() - start) / 60
    (out / "summary.json").write_text(json.dumps(asdict(summary), indent=1), encoding="utf-8")
    return summary


def _start_listener(out: Path) -> subprocess.Popen[bytes]:
    """The AT-SPI client, on this session bus."""
    return subprocess.Popen([DEBIAN_PYTHON, str(LISTENER), str(out / "atspi.txt")],
                            stdout=subprocess.DEVNULL, stderr=open(out / "atspi-stderr.txt", "w"))


def _with_xvfb(argv: list[str]) -> int:
    """Run this command again under a fresh Xvfb (with openbox) and a D-Bus session bus, the AT-SPI
    bridge on and a client listening."""
    display = next(f":{n}" for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   NO_AT_BRIDGE="0", GTK_MODULES="gail:atk-bridge")
        manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            inner = [a for a in argv if a != "--xvfb"] + ["--listen"]
            return subprocess.call(["dbus-run-session", "--", sys.executable, "-m", "rummy_desktop.bench.session_soak",
                                    *inner], env=env)
        finally:
            manager.terminate()
            manager.wait(timeout=10)
    finally:
        server.terminate()
        server.wait(timeout=10)


def _child(args: argparse.Namespace) -> int:
    """A session of the app with the driver on it, for ``args.seconds``."""
    faults = open(args.faults, "a", encoding="utf-8")
    faulthandler.enable(faults, all_threads=True)
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.controller import pyside_refcount  # noqa: F401  (before any Qt object exists)

    from .soak_driver import SessionDriver
    from .soak_input import Input
    from ..ui.main_window import MainWindow, run_gui

    # Qt's own file dialogs: a desktop's native one (the portal's over D-Bus) never answered here,
    # and the driver could not have pressed its keys.
    QApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    app = QApplication([sys.argv[0]])
    rng = random.Random(args.seed)
    log = open(args.log, "a", encoding="utf-8")

    def attach() -> None:
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        if window is None:
            QTimer.singleShot(200, attach)
            return
        gestures = Input(rng, args.x_share)
        driver = SessionDriver(window, rng, log, gestures, args.period_ms)
        driver.acted.connect(lambda: faulthandler.dump_traceback_later(HUNG_S, file=faults))

        def finish() -> None:
            driver.stop()
            log.write(f"{time.time():.2f} INPUT x={gestures.sent['x']} direct={gestures.sent['direct']}\n")
            log.flush()
            window.close()
            app.quit()
        QTimer.singleShot(int(args.seconds * 1000), finish)
        driver.start()

    QTimer.singleShot(300, attach)
    run_gui([sys.argv[0]])
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rummy_desktop.bench.session_soak", description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to play (all sessions together)")
    parser.add_argument("--seed", type=int, default=1, help="the actions' random seed")
    parser.add_argument("--out", type=Path, default=None, help="where logs and crash reports go (a new folder)")
    parser.add_argument("--xvfb", action="store_true", help="under a fresh Xvfb, D-Bus session and AT-SPI client")
    parser.add_argument("--listen", action="store_true", help="run the AT-SPI client (on the current session bus)")
    parser.add_argument("--x-share", type=float, default=0.5, help="share of gestures sent through X by xdotool")
    parser.add_argument("--period-ms", type=int, default=60, help="time between two actions")
    parser.add_argument("--gdb", action="store_true", help="run each session under gdb (native stacks of a crash)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--log", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--faults", type=Path, help=argparse.SUPPRESS)
    return parser


def main(argv: list[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(words)
    if args.child:
        return _child(args)
    if args.out is None:
        args.out = Path(f"soak-{time.strftime('%Y%m%d-%H%M%S')}-seed{args.seed}").absolute()
        words += ["--out", str(args.out)]
    if args.xvfb:
        return _with_xvfb(words)
    summary = supervise(args.minutes, args.seed, args.out, args)
    print("\n".join(summary.lines()))
    return 1 if summary.crashes else 0


if __name__ == "__main__":
    sys.exit(main())
