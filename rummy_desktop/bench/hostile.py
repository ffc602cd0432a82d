"""Hostile programs at the table (docs/benchmarks.md): for each, the time to recover, processes left, data lost.

Run: ``python3 -m rummy_desktop.bench.hostile [--long-line-mb N] [--json]`` (Linux; the programs fork).
Each case runs in a process of its own (``--case NAME``), so its peak memory
is its own. The programs are :mod:`rummy_desktop.bench.hostile_programs`;
each notes the process ids it and its children run as, and a case counts
those still running once the seat, the game or the app has ended.

- ``deep``: an answer nested 1,500 deep, in ``simulate``: did the run finish, the faults counted;
- ``forked-exit``: the program exits while a child it forked holds its output: how long that
  decision took (the time limit is 5 s);
- ``long-line``: one line of N MB (600 by default): the decision's time, the faults, the
  case's peak memory against the same case with a well-behaved program;
- ``app-exit`` / ``app-kill``: the app exits within the goodbye's grace second, or is killed,
  with a program and two children that ignore the goodbye: how long until none runs;
  ``escape-exit`` / ``escape-kill``: the same with children that left the program's group, one
  for a session of its own (``setsid``), one for a group of its own (``setpgid``);
- ``open-quote`` / ``not-executable``: what ``simulate`` says, and how long a seat given such a
  command takes to be the hard level's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
HOSTILE = HERE / "hostile_programs.py"
CASES = ("deep", "forked-exit", "long-line", "app-exit", "app-kill", "escape-exit", "escape-kill", "open-quote",
         "not-executable")


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for its parent to read its end has ended)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return fields[0] not in ("Z", "X")


def still_running(pids: list[int], seconds: float = 15.0) -> tuple[list[int], float]:
    """The processes of ``pids`` still running after waiting up to ``seconds`` for them to go, and the wait."""
    start = time.monotonic()
    while any(alive(pid) for pid in pids) and time.monotonic() - start < seconds:
        time.sleep(0.01)
    return [pid for pid in pids if alive(pid)], time.monotonic() - start


def left_after(pidfile: Path, seconds: float = 15.0) -> tuple[list[int], float]:
    """The processes noted in ``pidfile`` still running after waiting up to ``seconds``, and the wait."""
    return still_running([int(line) for line in pidfile.read_text().split()], seconds)


def hostile(mode: str, pidfile: Path) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(HOSTILE))} {mode} {shlex.quote(str(pidfile))}"


def _first_view() -> Any:
    from rummy_desktop.engine import gin

    state = gin.new_game(random.Random(4), gin.GinRules())
    return gin.view_for(state, state.current)


def _timed_decisions(player: Any, decisions: int) -> list[float]:
    view = _first_view()
    times = []
    for seed in range(decisions):
        start = time.monotonic()
        player.choose(view, random.Random(seed))
        times.append(round(time.monotonic() - start, 3))
    return times


def _seat_case(mode: str, folder: Path, decisions: int) -> dict[str, Any]:
    from rummy_desktop.ai.program_player import ProgramPlayer

    pidfile = folder / "pids"
    player = ProgramPlayer("gin", hostile(mode, pidfile))
    times = _timed_decisions(player, decisions)
    ended = time.monotonic()
    process = player._process
    player.close()
    if process is not None:
        process.wait_ended(10)
    left, waited = left_after(pidfile)
    return {"decision_seconds": times, "faults": dict(player.faults), "replaced": player.replaced,
            "processes_left": len(left), "seconds_until_none_left": round(time.monotonic() - ended, 3)
            if not left else None, "wait": round(waited, 3)}


def _deep(folder: Path) -> dict[str, Any]:
    from rummy_desktop.headless import simulate

    pidfile = folder / "pids"
    try:
        summary = simulate("gin", [f"cmd:{hostile('deep', pidfile)}", "easy"], 2, seed=3)
        finished, faults = True, summary["seats"][0]["program_faults"]
    except RecursionError:
        finished, faults = False, {}
    left, _ = left_after(pidfile)
    return {"run_finished": finished, "faults": faults, "processes_left": len(left)}


def _long_line(folder: Path) -> dict[str, Any]:
    figures = _seat_case("long-line", folder, 2)
    figures["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return figures


def _app(ending: str, folder: Path, mode: str = "stubborn") -> dict[str, Any]:
    pidfile = folder / "pids"
    # The program's standard error is the app's: it is not read here, or this would wait for the program too.
    app = subprocess.run([sys.executable, str(HERE / "app_with_program.py"), mode, str(pidfile), ending],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(HERE.parents[1])})
    ended = time.monotonic()
    left, _ = left_after(pidfile)
    return {"app_played": "played" in app.stdout, "processes_noted": len(pidfile.read_text().split()),
            "processes_left": len(left),
            "seconds_until_none_left": None if left else round(time.monotonic() - ended, 3)}


def _bad_command(command: str) -> dict[str, Any]:
    from rummy_desktop.ai.program_player import ProgramPlayer

    refused = subprocess.run([sys.executable, "-m", "rummy_desktop", "simulate", "--game", "gin",
                              "--players", f"cmd:{command},easy", "--games", "1"],
                             capture_output=True, text=True, timeout=120)
    player = ProgramPlayer("gin", command)
    times = _timed_decisions(player, 1)
    return {"simulate_exit_code": refused.returncode, "simulate_says": refused.stderr.strip(),
            "seat_decision_seconds": times, "faults": dict(player.faults), "replaced": player.replaced}


def _not_executable(folder: Path) -> dict[str, Any]:
    script = folder / "bot.py"
    script.write_text("print('hello')\n")
    script.chmod(0o644)
    return _bad_command(str(script))


def run_case(name: str) -> dict[str, Any]:
    """One case's figures, measured in this process."""
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        cases: dict[str, Callable[[], dict[str, Any]]] = {
            "deep": lambda: _deep(where),
            "forked-exit": lambda: _seat_case("forked-exit", where, 3),
            "long-line": lambda: _long_line(where),
            "app-exit": lambda: _app("exit", where),
            "app-kill": lambda: _app("kill", where),
            "escape-exit": lambda: _app("exit", where, "escaping"),
            "escape-kill": lambda: _app("kill", where, "escaping"),
            "open-quote": lambda: _bad_command("python3 'my bot.py"),
            "not-executable": lambda: _not_executable(where),
        }
        return cases[name]()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--case", choices=CASES)
    parser.add_argument("--long-line-mb", type=int, default=600)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.case:
        print(json.dumps(run_case(args.case)))
        return 0
    results = {}
    for case in CASES:
        env = {**os.environ, "LONG_LINE_MB": str(args.long_line_mb)}
        done = subprocess.run([sys.executable, "-m", "rummy_desktop.bench.hostile", "--case", case],
                              capture_output=True, text=True, timeout=600, env=env)
        results[case] = json.loads(done.stdout) if done.returncode == 0 else {"failed": done.stderr[-500:]}
        if not args.json:
            print(f"{case}: {json.dumps(results[case])}", flush=True)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
